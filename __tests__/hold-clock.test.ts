import { beforeEach, describe, expect, it } from '@jest/globals'
import { findHolders, HolderWatch } from '../src/cli/hold-holders.js'
import { renewAcquisition } from '../src/lock/acquire/renew-acquisition.js'
import type { Acquisition } from '../src/lock/acquire/acquisition.js'
import { within } from '../src/lock/basics/deadlines.js'
import { HoldsReader, keptHold, updateHolds } from '../src/lock/hold/hold-registry.js'
import { HOLDS_KEY, parseHolds, type Hold } from '../src/lock/hold/holds.js'
import { DEFAULT_STORE_CLOCK_ALLOWANCE_MS } from '../src/lock/lease/lease.js'
import { ConditionalLock } from '../src/lock/single/conditional-lock.js'
import { MemoryBucket, type Fault, type StoreRequest } from '../src/lock/store/memory-bucket.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import { useVirtualClock } from './support/virtual-clock.js'

// F41 (docs/protocol.md, Holds rule 7): a store whose Date runs ahead of its Last-Modified (a
// proxy on another clock, gateway nodes that disagree, a clock stepped) may end a hold at most
// the allowance early, a rewrite never changes a hold it does not touch, and `hold --wait`
// never drops a holder on the store's clock alone. On the memory store, under virtual time.

const virtual = useVirtualClock()
const SKEW_MS = 15_000
const ALLOWANCE_MS = DEFAULT_STORE_CLOCK_ALLOWANCE_MS
const BOUND_MS = 60_000
let bucket: MemoryBucket
let fault: (request: StoreRequest) => Fault | undefined

beforeEach(() => {
  fault = () => undefined
  bucket = new MemoryBucket({ faults: (request) => fault(request) })
})

function store(name: string): MemoryStore {
  return new MemoryStore(bucket, { name })
}

/** `s3-lock hold <target> --for forMs`, as the CLI writes it. */
function setHold(by: string, target: string, forMs: number): Promise<unknown> {
  const hold: Hold = { id: `${by}-${target}`, target, reason: 'freeze', by, forMs, setAt: '' }
  return virtual.settle(
    updateHolds(
      store(by),
      (active) => ({
        holds: [...active.filter((other) => other.target !== target).map(keptHold), hold],
        events: []
      }),
      within(BOUND_MS)
    )
  )
}

function storedHold(id: string): Hold | undefined {
  const body = bucket.objects().get(HOLDS_KEY)?.body ?? ''
  return parseHolds(body).holds.find((hold) => hold.id === id)
}

/** A job taking `name` with `on-hold: wait`; resolves with the virtual time it went. */
function takeUnderHold(name: string): Promise<number> {
  return new ConditionalLock(store('job'), name)
    .acquire({
      leaseMs: 60_000,
      holder: { job: 'J' },
      timeoutMs: 10 * 60_000,
      pollMs: 500,
      holds: { name, onHold: 'wait' }
    })
    .then(() => virtual.now())
}

describe('a hold on a store whose Date runs ahead of Last-Modified', () => {
  it('Date 15 s ahead all along: a 40 s hold is not shortened by more than the allowance', async () => {
    bucket = new MemoryBucket({ dateAheadMs: SKEW_MS })
    await setHold('alice', 'locks/prod', 40_000)
    const heldAt = virtual.now()
    await virtual.advance(1_000)
    const wentAt = await virtual.settle(takeUnderHold('locks/prod'))
    expect(wentAt - heldAt).toBeGreaterThanOrEqual(40_000 - ALLOWANCE_MS)
    // And no more than the resolution's slack longer.
    expect(wentAt - heldAt).toBeLessThan(40_000 + 3_000)
  })

  it('Date stepped 15 s ahead while a job is paused: it waits all but the allowance', async () => {
    await setHold('alice', 'locks/prod', 40_000)
    const heldAt = virtual.now()
    await virtual.advance(1_000)
    const going = takeUnderHold('locks/prod')
    await virtual.advance(4_000)
    bucket.setDateAhead(SKEW_MS)
    const wentAt = await virtual.settle(going)
    expect(wentAt - heldAt).toBeGreaterThanOrEqual(40_000 - ALLOWANCE_MS)
  })

  it('a rewrite of another hold leaves this hold as it was, whatever the writer’s Date', async () => {
    bucket = new MemoryBucket({ dateAheadMs: SKEW_MS })
    await setHold('alice', 'locks/prod', 40_000)
    const prod = storedHold('alice-locks/prod')
    await virtual.advance(5_000)
    await setHold('bob', 'locks/db', 30_000)
    await virtual.advance(1_000)
    await setHold('carol', 'locks/api', 30_000)
    expect(storedHold('alice-locks/prod')).toEqual(prod)
    // A reader whose Date agrees with the writes' clocks sees what is truly left: 34 s.
    bucket.setDateAhead(0)
    const read = await virtual.settle(new HoldsReader(store('reader')).read(within(BOUND_MS)))
    if (read.kind !== 'present') throw new Error(read.kind)
    const left = read.active.find((hold) => hold.id === 'alice-locks/prod')?.remainingMs
    expect(left).toBeGreaterThanOrEqual(34_000)
  })

  it('a hold whose time is up by the writer’s read stays listed for an hour, then ends', async () => {
    await setHold('alice', 'locks/prod', 5_000)
    const prod = storedHold('alice-locks/prod')
    await virtual.advance(10_000)
    await setHold('bob', 'locks/db', 30_000)
    expect(storedHold('alice-locks/prod')).toEqual(prod)
    await virtual.advance(3_600_000)
    await setHold('carol', 'locks/api', 30_000)
    expect(storedHold('alice-locks/prod')).toBeUndefined()
    const body = bucket.objects().get(HOLDS_KEY)?.body ?? ''
    expect(parseHolds(body).history.map((event) => event.event)).toContain('ended')
  })

  it('a write that lands late stamps its hold again, from a read after it landed', async () => {
    let slowed = false
    fault = (request) => {
      if (request.op !== 'put' || slowed) return undefined
      slowed = true
      return { kind: 'latency', ms: 3_000 }
    }
    const before = bucket.now()
    await setHold('alice', 'locks/prod', 40_000)
    // The write landed 3 s after the read it was based on: the hold counts from its landing.
    expect(storedHold('alice-locks/prod')?.endsAt).toBeGreaterThanOrEqual(before + 3_000 + 40_000)
  })
})

describe('findHolders (hold --wait) behind a Date 15 s ahead', () => {
  it('keeps a holder that renews, and drops it a lease after its last renewal, by our count', async () => {
    bucket = new MemoryBucket({ dateAheadMs: SKEW_MS })
    const leaseMs = 16_000
    const lock = new ConditionalLock(store('H'), 'locks/api')
    let held: Acquisition | undefined = await virtual.settle(
      lock.acquire({ leaseMs, holder: { job: 'H' }, timeoutMs: 5_000, pollMs: 500 })
    )
    const watch = new HolderWatch()
    const cli = store('bob')
    // The holder renews every quarter lease; by the store's clock alone its lease is over
    // 2 s after each renewal (16 s + 1 s − 15 s).
    for (let second = 0; second < 40; second++) {
      if (second % 4 === 0 && held !== undefined) {
        const current: Acquisition = held
        const renewed = await virtual.settle(
          renewAcquisition(
            (claim, bound) => lock.renew(claim, bound),
            current,
            current.record.holder,
            within(BOUND_MS)
          )
        )
        held = renewed?.next
      }
      const seen = await virtual.settle(findHolders(cli, 'locks/api', watch))
      expect(seen.map((holder) => holder.holder.job)).toEqual(['H'])
      await virtual.advance(1_000)
    }
    // It stops renewing (a runner cut off): gone once we have seen its last version a lease.
    const stoppedAt = virtual.now()
    let goneAt: number | undefined
    while (goneAt === undefined) {
      const seen = await virtual.settle(findHolders(cli, 'locks/api', watch))
      if (seen.length === 0) goneAt = virtual.now()
      else await virtual.advance(1_000)
    }
    expect(goneAt - stoppedAt).toBeGreaterThanOrEqual(leaseMs - 4_000)
    expect(goneAt - stoppedAt).toBeLessThanOrEqual(leaseMs + 1_000)
  })
})
