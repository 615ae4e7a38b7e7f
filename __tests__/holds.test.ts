import { describe, expect, it } from '@jest/globals'
import { keptHold } from '../src/lock/hold/hold-registry.js'
import {
  covers,
  holdOn,
  holdRemainingMs,
  MalformedHoldsError,
  parseHolds,
  serializeHolds,
  stamped,
  storeHoldRemainingMs
} from '../src/lock/hold/holds.js'
import { DEFAULT_STORE_CLOCK_ALLOWANCE_MS } from '../src/lock/lease/lease.js'
import { markPaused, pauseMarkOf, unmarked } from '../src/lock/hold/pause-mark.js'

// The pure parts of holds (docs/holds.md): what a hold covers, how long it has left on the
// store's clock, how a rewrite carries it, and the mark a paused holder writes.

const hold = { id: 'h1', target: 'deploy/', reason: 'r', by: 'alice', forMs: 60_000, setAt: '' }

describe('storeHoldRemainingMs', () => {
  it('counts to the end its setter stamped, on the store’s clock, a second to the safe side', () => {
    const set = stamped(hold, 100_000)
    expect(set.endsAt).toBe(161_000)
    expect(storeHoldRemainingMs(set, 100_000, 100_000)).toBe(62_000)
    expect(storeHoldRemainingMs(set, 100_000, 162_000)).toBe(0)
    // A Date far behind (another node's clock) never lengthens it beyond its length.
    expect(storeHoldRemainingMs(set, 100_000, 10_000)).toBe(62_000)
  })

  it('a hold with no stamp counts from Last-Modified; with no clock, nothing', () => {
    expect(storeHoldRemainingMs(hold, 100_000, 100_000)).toBe(61_000)
    expect(storeHoldRemainingMs(hold, 100_000, 90_000)).toBe(61_000)
    expect(storeHoldRemainingMs(hold, 0, 100_000)).toBeUndefined()
    expect(storeHoldRemainingMs(stamped(hold, 100_000), 100_000, undefined)).toBeUndefined()
  })
})

describe('holdRemainingMs', () => {
  const first = { at: 1_000, remainingMs: 40_000 }

  it('at first sight, the store’s word; after, it may shorten our own count only by the allowance', () => {
    expect(holdRemainingMs(40_000, first, 1_000)).toBe(40_000)
    // The store's Date jumps 15 s ahead 5 s later: 20 s by the store, 35 s by our count.
    expect(holdRemainingMs(20_000, first, 6_000)).toBe(35_000 - DEFAULT_STORE_CLOCK_ALLOWANCE_MS)
    // A store clock that says more is believed: errors only lengthen a hold.
    expect(holdRemainingMs(50_000, first, 6_000)).toBe(50_000)
  })

  it('without the store’s clock, our own count from first sight', () => {
    expect(holdRemainingMs(undefined, { at: 0, remainingMs: 60_000 }, 20_000)).toBe(40_000)
  })

  it('a rewrite keeps a hold as it was written', () => {
    const set = stamped(hold, 100_000)
    expect(keptHold({ ...set, remainingMs: 12_345 })).toEqual(set)
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
    const withEnd = { ...registry, holds: [stamped(hold, 100_000)] }
    expect(parseHolds(serializeHolds(withEnd))).toEqual(withEnd)
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
