import { describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
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
import type { S3LockStore } from '../src/lock/store/s3-store.js'

// The listing strategy's line (docs/protocol.md, "The line"): the pure rules, and the order of
// a waiter's writes and deletes against an in-memory store that checks, at every request, that
// the waiter's place was never empty from its first write until it held the lock.

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

/** Requests seen by the fake store, for the test to read back. */
interface Event {
  op: 'put' | 'delete' | 'list' | 'head'
  key: string
  at: number
}

/**
 * An S3 store in memory. Its clock is this machine's; its Date headers are a second coarse,
 * as real ones are. `check` runs after every request.
 */
class FakeStore {
  readonly keys = new Map<string, Record<string, string>>()
  readonly events: Event[] = []
  lastServerNow: number | undefined
  headDelay: (key: string) => number = () => 0
  deleteFails: (key: string) => boolean = () => false
  check: () => void = () => {}

  private answered(op: Event['op'], key: string): number {
    const now = Date.now()
    this.events.push({ op, key, at: now })
    this.lastServerNow = now - (now % 1000)
    this.check()
    return this.lastServerNow
  }

  where(key: string): string {
    return `mem://${key}`
  }

  async list(prefix: string) {
    await sleep(2)
    const keys = [...this.keys.keys()].filter((k) => k.startsWith(prefix)).map((k) => ({ key: k }))
    return { keys, serverNowMs: this.answered('list', prefix) }
  }

  async head(key: string) {
    const delay = this.headDelay(key)
    await sleep(2 + delay)
    const metadata = this.keys.get(key)
    return {
      exists: metadata !== undefined,
      metadata: metadata ?? {},
      serverNowMs: this.answered('head', key)
    }
  }

  async putOwnKey(key: string, _body: string, metadata: Record<string, string>) {
    await sleep(2)
    this.keys.set(key, metadata)
    this.answered('put', key)
    return {}
  }

  async delete(key: string) {
    await sleep(2)
    if (this.deleteFails(key)) {
      this.answered('delete', key)
      throw new Error(`delete of ${key} refused`)
    }
    const existed = this.keys.delete(key)
    this.answered('delete', key)
    return existed ? 204 : 404
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
function plantHolder(store: FakeStore): string {
  const now = Date.now()
  const holder = listingKey(NAME, now - 2_000, randomUUID(), now + 60_000)
  store.keys.set(holder, {})
  return holder
}

describe('a waiter against an in-memory store', () => {
  it('extends its waiting key in place and takes the lock there, its place never empty', async () => {
    const store = new FakeStore()
    const holder = plantHolder(store)
    let place: { createdMs: number; uuid: string } | undefined
    const gaps: string[] = []
    store.check = () => {
      const ours = [...store.keys.keys()]
        .map((k) => parseListingKey(NAME, k) as ListingKey)
        .filter((k) => k.key !== holder)
      if (place === undefined && ours.length > 0) place = ours[0]
      if (place === undefined) return
      const live = liveInOrder(
        NAME,
        ours.map((k) => k.key),
        Date.now()
      )
      if (indexOfPlace(live, place) < 0)
        gaps.push(`no live key at our place after ${store.events.at(-1)?.op}`)
      if (ours.some((k) => k.createdMs !== place?.createdMs || k.uuid !== place?.uuid)) {
        gaps.push('a key at another place')
      }
    }
    const lock = new ListingLock(store as unknown as S3LockStore, NAME)
    const joined: string[] = []
    const acquired = lock.acquire({ ...options, onJoined: (j) => joined.push(j.key) })
    // Hold the lock until at least one extension has landed: it comes below 4 s left of the 8 s
    // waiting lease, so 4 to 5 s after the join (a fixed sleep of 5 s raced it on a loaded CI).
    const extended = () => store.events.filter((e) => e.op === 'put').length >= 2
    for (const start = Date.now(); !extended() && Date.now() - start < 7_500;) await sleep(50)
    expect(extended()).toBe(true)
    store.keys.delete(holder)
    const { key: held } = await acquired
    expect(gaps).toEqual([])
    expect(joined).toHaveLength(1)
    const puts = store.events.filter((e) => e.op === 'put').map((e) => e.key)
    // The waiting key, at least one extension, then the holding key: all at one place.
    expect(puts.length).toBeGreaterThanOrEqual(3)
    expect(new Set(puts.map((k) => k.split('.').slice(-3, -1).join('.'))).size).toBe(1)
    expect(puts.at(-1)).toBe(held)
    // Each extension was followed by the old key's deletion; at the end, only the lock.
    expect([...store.keys.keys()]).toEqual([held])
    expect(lock.pendingKeys.size).toBe(0)
    // While waiting, one HEAD per poll on the holder's key, and LISTs only around changes.
    const lists = store.events.filter((e) => e.op === 'list').length
    expect(lists).toBeLessThanOrEqual(4)
  }, 20_000)

  it('a contender deletes keys long expired, and leaves recently expired ones', async () => {
    const store = new FakeStore()
    const now = Date.now()
    const dead = listingKey(NAME, now - 300_000, randomUUID(), now - STALE_AFTER_MS - 5_000)
    const recent = listingKey(NAME, now - 30_000, randomUUID(), now - 5_000)
    store.keys.set(dead, {})
    store.keys.set(recent, {})
    const lock = new ListingLock(store as unknown as S3LockStore, NAME)
    const { key: held } = await lock.acquire(options)
    expect([...store.keys.keys()].sort()).toEqual([recent, held].sort())
    expect(store.events.filter((e) => e.op === 'delete').map((e) => e.key)).toEqual([dead])
  })

  it('a stale key whose delete fails is tried once, not at every listing, and blocks nothing', async () => {
    const store = new FakeStore()
    const now = Date.now()
    const dead = listingKey(NAME, now - 300_000, randomUUID(), now - STALE_AFTER_MS - 5_000)
    store.keys.set(dead, {})
    store.deleteFails = (key) => key === dead
    const holder = plantHolder(store)
    const lock = new ListingLock(store as unknown as S3LockStore, NAME)
    const acquired = lock.acquire(options)
    await sleep(300)
    store.keys.delete(holder)
    const { key: held } = await acquired
    expect(store.events.filter((e) => e.op === 'list').length).toBeGreaterThanOrEqual(2)
    expect(store.events.filter((e) => e.op === 'delete' && e.key === dead)).toHaveLength(1)
    expect([...store.keys.keys()].sort()).toEqual([dead, held].sort())
  })

  it('a waiter whose key ran out while it was stalled gives the place up and joins at the end', async () => {
    const store = new FakeStore()
    const holder = plantHolder(store)
    // One HEAD answered after longer than the waiting lease: a paused runner.
    let stalled = false
    store.headDelay = (k) => (k === holder && !stalled ? ((stalled = true), 5_500) : 0)
    const lock = new ListingLock(store as unknown as S3LockStore, NAME)
    const joined: { key: string; rejoined: boolean }[] = []
    const acquired = lock.acquire({
      ...options,
      waitLeaseMs: 5_000,
      onJoined: (j) => joined.push(j)
    })
    // Meanwhile a newcomer joins behind, and passes the stalled waiter once its key runs out.
    await sleep(200)
    const newcomer = listingKey(NAME, Date.now(), randomUUID(), Date.now() + 60_000)
    store.keys.set(newcomer, {})
    await sleep(5_800)
    expect(joined.map((j) => j.rejoined)).toEqual([false, true])
    const [first, second] = joined.map((j) => parseListingKey(NAME, j.key) as ListingKey)
    // No key written at the old place once it had run out: it sorts ahead of the newcomer.
    const lapsedAt = first.expiresMs
    const late = store.events.filter(
      (e) => e.op === 'put' && e.at >= lapsedAt && e.key.includes(`.${first.uuid}.`)
    )
    expect(late).toEqual([])
    expect(second.uuid).not.toBe(first.uuid)
    expect(second.key > newcomer).toBe(true)
    expect([...store.keys.keys()].filter((k) => k.includes(first.uuid))).toEqual([])
    store.keys.delete(holder)
    store.keys.delete(newcomer)
    const { key: held } = await acquired
    expect(held).toContain(`.${second.createdMs}.${second.uuid}.`)
    expect([...store.keys.keys()]).toEqual([held])
  }, 20_000)

  it('a timeout leaves the waiting key for the caller to withdraw', async () => {
    const store = new FakeStore()
    plantHolder(store)
    const lock = new ListingLock(store as unknown as S3LockStore, NAME)
    await expect(lock.acquire({ ...options, timeoutMs: 300 })).rejects.toThrow(/timed out/)
    const ours = [...lock.pendingKeys]
    expect(ours).toHaveLength(1)
    expect(store.keys.has(ours[0])).toBe(true)
  })
})
