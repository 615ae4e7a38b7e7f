import { describe, expect, it } from '@jest/globals'
import { keptHold } from '../src/lock/hold/hold-registry.js'
import {
  covers,
  holdOn,
  holdRemainingMs,
  MalformedHoldsError,
  parseHolds,
  serializeHolds
} from '../src/lock/hold/holds.js'
import { markPaused, pauseMarkOf, unmarked } from '../src/lock/hold/pause-mark.js'

// The pure parts of holds (docs/holds.md): what a hold covers, how long it has left on the
// store's clock, how a rewrite carries it, and the mark a paused holder writes.

const hold = { id: 'h1', target: 'deploy/', reason: 'r', by: 'alice', forMs: 60_000, setAt: '' }

describe('holdRemainingMs', () => {
  it('counts from Last-Modified on the store’s clock, a second to the safe side', () => {
    expect(holdRemainingMs(hold, 100_000, 100_000, 0)).toBe(61_000)
    expect(holdRemainingMs(hold, 100_000, 161_000, 0)).toBe(0)
    // A Date before Last-Modified (another node's clock) never lengthens it beyond its length.
    expect(holdRemainingMs(hold, 100_000, 90_000, 0)).toBe(61_000)
  })

  it('without the store’s clock, counts from when this reader first saw the version', () => {
    expect(holdRemainingMs(hold, 0, undefined, 0)).toBe(60_000)
    expect(holdRemainingMs(hold, 100_000, undefined, 20_000)).toBe(40_000)
  })

  it('a rewrite keeps what was left, rounded up: it only ever lengthens a hold', () => {
    const kept = keptHold({ ...hold, remainingMs: 12_345 })
    expect(kept).toEqual({ ...hold, forMs: 13_000 })
    expect(holdRemainingMs(kept, 200_000, 200_000, 0)).toBeGreaterThanOrEqual(12_345)
  })
})

describe('covers', () => {
  it('a name, a prefix ending in "/", or "/" for every lock', () => {
    expect(covers('deploy/production', 'deploy/production')).toBe(true)
    expect(covers('deploy/production', 'deploy/production-eu')).toBe(false)
    expect(covers('deploy/', 'deploy/production')).toBe(true)
    expect(covers('deploy/', 'deployments/x')).toBe(false)
    expect(covers('/', 'anything')).toBe(true)
  })

  it('holdOn picks the covering hold that ends last', () => {
    const active = [
      { ...hold, id: 'a', target: 'deploy/', remainingMs: 5_000 },
      { ...hold, id: 'b', target: 'deploy/x', remainingMs: 9_000 },
      { ...hold, id: 'c', target: 'other', remainingMs: 99_000 }
    ]
    expect(holdOn(active, 'deploy/x')?.id).toBe('b')
    expect(holdOn(active, 'deploy/y')?.id).toBe('a')
    expect(holdOn(active, 'free')).toBeUndefined()
  })
})

describe('the registry', () => {
  it('round-trips, and a hold it cannot read is never dropped silently', () => {
    const registry = { version: 1 as const, write: 'w', holds: [hold], history: [] }
    expect(parseHolds(serializeHolds(registry))).toEqual(registry)
    expect(() => parseHolds('{"version":1,"holds":[{"target":"x"}]}')).toThrow(MalformedHoldsError)
    expect(() => parseHolds('nope')).toThrow(MalformedHoldsError)
    expect(() => parseHolds('{"version":2,"holds":[]}')).toThrow(/newer release/)
  })
})

describe('the pause mark', () => {
  it('is written into the holder fields and taken off again, leaving the rest', () => {
    const holder = { job: 'deploy', runUrl: 'u' }
    const marked = markPaused(holder, { ...hold, remainingMs: 5_000 }, 4_200)
    expect(pauseMarkOf(marked)).toEqual({
      target: 'deploy/',
      reason: 'r',
      by: 'alice',
      leftMs: 4_200
    })
    expect(unmarked(marked)).toEqual(holder)
    expect(pauseMarkOf(holder)).toBeUndefined()
  })
})
