import { describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { clock } from '../src/lock/basics/clock.js'
import {
  indexOfPlace,
  listingKey,
  ListingLock,
  liveInOrder,
  nextStamp,
  parseListingKey,
  PLACE_GUARD_MS,
  STALE_AFTER_MS,
  staleKeys,
  waitingLeaseFor,
  type ListingKey
} from '../src/lock/listing/listing-lock.js'
import {
  MemoryBucket,
  type Fault,
  type Reply,
  type LogEntry,
  type StoreRequest
} from '../src/lock/store/memory-bucket.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import { useVirtualClock } from './support/virtual-clock.js'

// The listing strategy's line (docs/protocol.md, "The line"): the pure rules, and the order of
// a waiter's writes and deletes against the memory store, under virtual time, checking at every
// request that the waiter's place was never empty from its first write until it held the lock.

const virtual = useVirtualClock()
/** The runners' clock, and the store's (the memory store's has no offset here). */
const now = () => clock().wallNow()

const NAME = 'unit/lock'

function key(created: number, expires: number, uuid: string = randomUUID()): ListingKey {
  return parseListingKey(NAME, listingKey(NAME, created, uuid, expires)) as ListingKey
}

describe('nextStamp', () => {
  it('is the store clock less a second on an empty line', () => {
    expect(nextStamp([], 1_700_000_000_500.7)).toBe(1_699_999_999_500)
  })

  it('is past every live stamp listed, even one ahead of the store clock', () => {
    const ahead = key(1_700_000_005_000, 1_700_000_060_000)
    expect(nextStamp([key(1_699_999_000_000, 1_700_000_060_000), ahead], 1_700_000_000_000)).toBe(
      1_700_000_005_001
    )
  })

  it('sorts a newcomer after every key it listed', () => {
    const now = 1_700_000_000_000
    const live = [key(now - 1_000, now + 60_000), key(now - 999, now + 9_000)]
    const mine = key(nextStamp(live, now), now + 9_000)
    const sorted = liveInOrder(NAME, [...live, mine].map((k) => k.key).reverse(), now)
    expect(sorted.at(-1)?.key).toBe(mine.key)
  })
})

describe('places', () => {
  it('keys of one stamp and uuid sort side by side, whatever their expiry', () => {
    const now = 1_700_000_000_000
    const uuid = 'ffffffff-ffff-4fff-8fff-ffffffffffff'
    const other = key(now, now + 60_000, '00000000-0000-4000-8000-000000000000')
    const later = key(now + 1, now + 5_000)
    const old = key(now, now + 9_000, uuid)
    const extended = key(now, now + 99_999, uuid)
    const sorted = liveInOrder(
      NAME,
      [later, extended, other, old].map((k) => k.key),
      now
    )
    expect(sorted.map((k) => k.key)).toEqual([other.key, old.key, extended.key, later.key])
    expect(indexOfPlace(sorted, { createdMs: now, uuid })).toBe(1)
  })

  it('an expired key keeps no place', () => {
    const now = 1_700_000_000_000
    const mine = key(now - 20_000, now)
    expect(indexOfPlace(liveInOrder(NAME, [mine.key], now), mine)).toBe(-1)
  })

  it('the waiting lease is ten polls, and at least 10 s', () => {
    expect(waitingLeaseFor(200)).toBe(10_000)
    expect(waitingLeaseFor(500)).toBe(10_000)
    expect(waitingLeaseFor(5_000)).toBe(50_000)
    // Extended at half: there must be room above the guard for a slow write.
    expect(waitingLeaseFor(0) / 2).toBeGreaterThan(PLACE_GUARD_MS * 2)
  })
})

describe('staleKeys', () => {
  it('are the name’s keys expired more than a minute ago, and nothing else', () => {
    const now = 1_700_000_000_000
    const stale = key(now - 200_000, now - STALE_AFTER_MS - 1)
    const recent = key(now - 100_000, now - STALE_AFTER_MS + 1)
    const live = key(now - 1_000, now + 9_000)
    const otherName = listingKey('unit/lock.2', now - 200_000, randomUUID(), now - 100_000)
    const keys = [live.key, stale.key, recent.key, otherName, 'unit/lock', 'unit/lock.junk']
    expect(staleKeys(NAME, keys, now)).toEqual([stale.key])
  })
})

/**
 * The memory store's bucket, with `check` run after every request it applies, and every request
 * in its log (`events`). Each takes a millisecond each way; a HEAD can be held up longer.
 */
class WatchedBucket extends MemoryBucket {
  headDelay: (key: string) => number = () => 0
  deleteFails: (key: string) => boolean = () => false
  check: (after: StoreRequest) => void = () => {}

  constructor() {
    super({
      keepLog: true,
      latencyMs: () => 1,
      faults: (request): Fault | undefined => {
        if (request.op === 'head' && this.headDelay(request.key) > 0) {
          return { kind: 'latency', ms: this.headDelay(request.key) }
        }
        // DeleteObject denied (403 AccessDenied): the one delete is refused.
        if (request.op === 'delete' && this.deleteFails(request.key)) {
          return { kind: 'status', status: 403 }
        }
        return undefined
      }
    })
  }

  /** Every request that reached the store, in order; `at`: the store's clock then. */
  get events(): readonly LogEntry[] {
    return this.log
  }

  /** The keys stored. */
  get keys(): Set<string> {
    return new Set(this.objects().keys())
  }

  plant(key: string): void {
    this.putObject(key, '', {})
  }

  remove(key: string): void {
    this.deleteObject(key)
  }

  override exchange(request: StoreRequest, act: () => Reply, answer: (reply: Reply) => void) {
    super.exchange(
      request,
      () => {
        const reply = act()
        this.check(request)
        return reply
      },
      answer
    )
  }
}

const options = {
  leaseMs: 60_000,
  timeoutMs: 30_000,
  pollMs: 50,
  // Extended below 4 s left: above the guard by more than the 1 s the estimate of the store's
  // clock can jump when a new second shows in a Date header.
  waitLeaseMs: 8_000,
  context: 'unit',
  holder: { job: 'unit' }
}

/** A holder's key, written by someone else, live for a minute. */
function plantHolder(bucket: WatchedBucket): string {
  const holder = listingKey(NAME, now() - 2_000, randomUUID(), now() + 60_000)
  bucket.plant(holder)
  return holder
}

describe('a waiter against an in-memory store', () => {
  it('extends its waiting key in place and takes the lock there, its place never empty', async () => {
    const bucket = new WatchedBucket()
    const holder = plantHolder(bucket)
    let place: { createdMs: number; uuid: string } | undefined
    const gaps: string[] = []
    bucket.check = (after) => {
      const ours = [...bucket.keys]
        .map((k) => parseListingKey(NAME, k) as ListingKey)
        .filter((k) => k.key !== holder)
      if (place === undefined && ours.length > 0) place = ours[0]
      if (place === undefined) return
      const live = liveInOrder(
        NAME,
        ours.map((k) => k.key),
        now()
      )
      if (indexOfPlace(live, place) < 0) gaps.push(`no live key at our place after ${after.op}`)
      if (ours.some((k) => k.createdMs !== place?.createdMs || k.uuid !== place?.uuid)) {
        gaps.push('a key at another place')
      }
    }
    const lock = new ListingLock(new MemoryStore(bucket), NAME)
    const joined: string[] = []
    const acquired = lock.acquire({ ...options, onJoined: (j) => joined.push(j.key) })
    // Hold the lock until one extension has landed: it comes below 4 s left of the 8 s waiting
    // lease, as the store's clock (whole seconds) tells it: 4 to 5 s after the join, at the
    // poll that sees it.
    const puts = () => bucket.events.filter((e) => e.op === 'put')
    await virtual.until(() => puts().length >= 2, 7_500)
    const [join, extension] = puts()
    expect(extension.at - join.at).toBeGreaterThan(4_000)
    expect(extension.at - join.at).toBeLessThanOrEqual(5_000 + options.pollMs)
    bucket.remove(holder)
    const { key: held } = await virtual.settle(acquired)
    // The waiting key goes in the background, after the hand-out: a round trip later.
    await virtual.advance(5)
    expect(gaps).toEqual([])
    expect(joined).toHaveLength(1)
    const written = puts().map((e) => e.key)
    // The waiting key, at least one extension, then the holding key: all at one place.
    expect(written.length).toBeGreaterThanOrEqual(3)
    expect(new Set(written.map((k) => k.split('.').slice(-3, -1).join('.'))).size).toBe(1)
    expect(written.at(-1)).toBe(held)
    // Each extension was followed by the old key's deletion; at the end, only the lock.
    expect([...bucket.keys]).toEqual([held])
    expect(lock.pendingKeys.size).toBe(0)
    // While waiting, one HEAD per poll on the holder's key, and LISTs only around changes.
    const lists = bucket.events.filter((e) => e.op === 'list').length
    expect(lists).toBeLessThanOrEqual(4)
  })

  it('a contender deletes keys long expired, and leaves recently expired ones', async () => {
    const bucket = new WatchedBucket()
    const dead = listingKey(NAME, now() - 300_000, randomUUID(), now() - STALE_AFTER_MS - 5_000)
    const recent = listingKey(NAME, now() - 30_000, randomUUID(), now() - 5_000)
    bucket.plant(dead)
    bucket.plant(recent)
    const lock = new ListingLock(new MemoryStore(bucket), NAME)
    const { key: held } = await virtual.settle(lock.acquire(options))
    expect([...bucket.keys].sort()).toEqual([recent, held].sort())
    expect(bucket.events.filter((e) => e.op === 'delete').map((e) => e.key)).toEqual([dead])
  })

  it('a stale key whose delete fails is tried once, not at every listing, and blocks nothing', async () => {
    const bucket = new WatchedBucket()
    const dead = listingKey(NAME, now() - 300_000, randomUUID(), now() - STALE_AFTER_MS - 5_000)
    bucket.plant(dead)
    bucket.deleteFails = (key) => key === dead
    const holder = plantHolder(bucket)
    const lock = new ListingLock(new MemoryStore(bucket), NAME)
    const acquired = lock.acquire(options)
    await virtual.advance(300)
    bucket.remove(holder)
    const { key: held } = await virtual.settle(acquired)
    await virtual.advance(5)
    expect(bucket.events.filter((e) => e.op === 'list').length).toBeGreaterThanOrEqual(2)
    expect(bucket.events.filter((e) => e.op === 'delete' && e.key === dead)).toEqual([
      expect.objectContaining({ outcome: 'failed', status: 403 })
    ])
    expect([...bucket.keys].sort()).toEqual([dead, held].sort())
  })

  it('a waiter whose key ran out while it was stalled gives the place up and joins at the end', async () => {
    const bucket = new WatchedBucket()
    const holder = plantHolder(bucket)
    // One HEAD answered after longer than the waiting lease: a paused runner.
    let stalled = false
    bucket.headDelay = (k) => (k === holder && !stalled ? ((stalled = true), 5_500) : 0)
    const lock = new ListingLock(new MemoryStore(bucket), NAME)
    const joined: { key: string; rejoined: boolean }[] = []
    const acquired = lock.acquire({
      ...options,
      waitLeaseMs: 5_000,
      onJoined: (j) => joined.push(j)
    })
    // Meanwhile a newcomer joins behind, and passes the stalled waiter once its key runs out.
    await virtual.advance(200)
    const newcomer = listingKey(NAME, now(), randomUUID(), now() + 60_000)
    bucket.plant(newcomer)
    await virtual.advance(5_800)
    expect(joined.map((j) => j.rejoined)).toEqual([false, true])
    const [first, second] = joined.map((j) => parseListingKey(NAME, j.key) as ListingKey)
    // No key written at the old place once it had run out: it sorts ahead of the newcomer.
    const lapsedAt = first.expiresMs
    const late = bucket.events.filter(
      (e) => e.op === 'put' && e.at >= lapsedAt && e.key.includes(`.${first.uuid}.`)
    )
    expect(late).toEqual([])
    expect(second.uuid).not.toBe(first.uuid)
    expect(second.key > newcomer).toBe(true)
    expect([...bucket.keys].filter((k) => k.includes(first.uuid))).toEqual([])
    bucket.remove(holder)
    bucket.remove(newcomer)
    const { key: held } = await virtual.settle(acquired)
    await virtual.advance(5)
    expect(held).toContain(`.${second.createdMs}.${second.uuid}.`)
    expect([...bucket.keys]).toEqual([held])
  })

  it('a timeout leaves the waiting key for the caller to withdraw', async () => {
    const bucket = new WatchedBucket()
    plantHolder(bucket)
    const lock = new ListingLock(new MemoryStore(bucket), NAME)
    const start = virtual.now()
    await expect(virtual.settle(lock.acquire({ ...options, timeoutMs: 300 }))).rejects.toThrow(
      /timed out/
    )
    // At its timeout, or when the request then in flight (a millisecond each way) came back.
    expect(virtual.now() - start).toBeGreaterThanOrEqual(300)
    expect(virtual.now() - start).toBeLessThanOrEqual(302)
    const ours = [...lock.pendingKeys]
    expect(ours).toHaveLength(1)
    expect(bucket.keys.has(ours[0])).toBe(true)
  })
})

// F43 (docs/protocol.md, the hand-out gate, I8 and I9 on the listing path): a slow store must
// not hand the job a holding key that has run out, or nearly, by the time "Acquired" is said.
describe('the listing claim’s hand-out gate', () => {
  const lease = { ...options, leaseMs: 90_000, timeoutMs: 600_000 }

  it('a claim slowed past half its lease is withdrawn, and the lock taken with time left', async () => {
    // The recipe: the first PUT of the holding key is never answered (retried after the
    // request timeout), which makes the settle pause long, then the check before holding
    // takes 20 s. Without the gate the key was handed out after its expiry.
    let hung = false
    const bucket = new MemoryBucket({
      keepLog: true,
      latencyMs: () => 1,
      faults: (request) =>
        request.op === 'put' && !hung ? ((hung = true), { kind: 'hang' }) : undefined
    })
    const lock = new ListingLock(new MemoryStore(bucket), NAME)
    let checks = 0
    const beforeHolding = async () => {
      if (checks++ === 0) await clockedSleep(20_000)
    }
    const held = await virtual.settle(lock.acquire({ ...lease, beforeHolding }))
    const key = parseListingKey(NAME, held.key) as ListingKey
    expect(key.expiresMs - now()).toBeGreaterThanOrEqual((lease.leaseMs - 1_000) / 2)
    expect(held.leaseEndsAt - virtual.now()).toBeGreaterThanOrEqual((lease.leaseMs - 1_000) / 2)
    expect(checks).toBe(2)
    // The first holding key was withdrawn: only the lock is left.
    expect([...bucket.objects().keys()]).toEqual([held.key])
    expect(lock.pendingKeys.size).toBe(0)
  })

  it('the check before holding runs on acquire’s deadline, not a fresh one', async () => {
    const bucket = new MemoryBucket({
      latencyMs: () => 1,
      faults: (request) => (request.op === 'get' ? { kind: 'hang' } : undefined)
    })
    const store = new MemoryStore(bucket)
    const lock = new ListingLock(store, NAME)
    const start = virtual.now()
    // The look for a holder of the other strategy: a GET the store never answers.
    const beforeHolding = async (bound: AbortSignal) => {
      await clockedSleep(4_000)
      await store.read(NAME, undefined, bound)
    }
    const acquired = lock.acquire({ ...lease, timeoutMs: 5_000, beforeHolding })
    await expect(virtual.settle(acquired)).rejects.toThrow(/no answer .* before the deadline/)
    // At the timeout plus the 2 s grace (I9), not 4 s later as a fresh deadline would end.
    expect(virtual.now() - start).toBeGreaterThanOrEqual(7_000)
    expect(virtual.now() - start).toBeLessThanOrEqual(7_000 + 5)
    expect(lock.pendingKeys.size).toBe(1)
  })
})

function clockedSleep(ms: number): Promise<void> {
  return new Promise((resolve) => clock().later(ms, resolve))
}
