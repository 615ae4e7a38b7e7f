import { beforeEach, describe, expect, it } from '@jest/globals'
import { ConditionalLock } from '../src/lock/single/conditional-lock.js'
import { within } from '../src/lock/basics/deadlines.js'
import { LockTimeoutError } from '../src/lock/basics/errors.js'
import { MemoryBucket, type Fault, type StoreRequest } from '../src/lock/store/memory-bucket.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import { useVirtualClock } from './support/virtual-clock.js'

// The lock protocol's holderGone hook (src/lock/single/conditional-lock.ts), on the memory
// store under virtual time: a waiter told that the holder is gone takes the version it saw over
// with a write conditional on that version's ETag, exactly as it takes over an expired lease.
// The hook's source of knowledge (GitHub, for the action) is none of the protocol's business:
// here it is a stub.

const virtual = useVirtualClock()
let bucket: MemoryBucket
/** The fault for each request, when a test sets one. */
let fault: (request: StoreRequest) => Fault | undefined

beforeEach(() => {
  fault = () => undefined
  bucket = new MemoryBucket({ keepLog: true, faults: (request) => fault(request) })
})

function newStore(name?: string): MemoryStore {
  return new MemoryStore(bucket, { name })
}

const HOUR = 3_600_000
/** The deadline of each call outside acquire: generous. */
const BOUND_MS = 60_000

describe('holderGone', () => {
  it('true: the held version is taken over at once, marked holder-gone', async () => {
    const key = 'gone/at-once'
    const holder = await virtual.settle(
      new ConditionalLock(newStore(), key).acquire({
        leaseMs: HOUR,
        holder: { job: 'holder' },
        timeoutMs: 5_000,
        pollMs: 100
      })
    )
    const views: number[] = []
    const start = virtual.now()
    const acquiring = new ConditionalLock(newStore(), key).acquire({
      leaseMs: HOUR,
      holder: { job: 'waiter' },
      timeoutMs: 5_000,
      pollMs: 100,
      holderGone: async (view) => {
        views.push(view.holder.token)
        return views.length >= 3
      }
    })
    const waiter = await virtual.settle(acquiring)
    // Asked at each look, and never waited for the lease: it is an hour.
    expect(virtual.now() - start).toBeLessThan(5_000)
    expect(views).toEqual([holder.token, holder.token, holder.token])
    expect(waiter).toMatchObject({
      token: holder.token + 1,
      tookOverGone: true,
      tookOverExpired: false,
      record: { after: 'holder-gone' },
      previous: { state: 'held', owner: holder.owner }
    })
  })

  it('undefined: the waiter waits on, and times out', async () => {
    const key = 'gone/never'
    await virtual.settle(
      new ConditionalLock(newStore(), key).acquire({
        leaseMs: HOUR,
        holder: {},
        timeoutMs: 5_000,
        pollMs: 100
      })
    )
    let asked = 0
    const start = virtual.now()
    const waiting = new ConditionalLock(newStore(), key).acquire({
      leaseMs: HOUR,
      holder: {},
      timeoutMs: 1_000,
      pollMs: 100,
      holderGone: async () => {
        asked++
        return undefined
      }
    })
    await expect(virtual.settle(waiting)).rejects.toBeInstanceOf(LockTimeoutError)
    // Asked again and again, and it gave up at its timeout exactly.
    expect(asked).toBeGreaterThan(1)
    expect(virtual.now() - start).toBe(1_000)
    expect(JSON.parse(bucket.objects().get(key)?.body ?? '')).toMatchObject({ state: 'held' })
  })

  it('a holder that writes between the look and the takeover wins; the waiter reads again', async () => {
    const key = 'gone/renewed-meanwhile'
    const holderLock = new ConditionalLock(newStore(), key)
    const held = await virtual.settle(
      holderLock.acquire({
        leaseMs: HOUR,
        holder: { job: 'holder' },
        timeoutMs: 5_000,
        pollMs: 100
      })
    )
    // The holder renews just before the waiter's takeover write reaches the store.
    const waiterStore = newStore()
    const replace = waiterStore.replace.bind(waiterStore)
    const outcomes: string[] = []
    let renewedEtag: string | undefined
    waiterStore.replace = async (...args: Parameters<MemoryStore['replace']>) => {
      if (renewedEtag === undefined) {
        const renewed = await holderLock.renew(
          { ...held.record, etag: held.etag },
          within(BOUND_MS)
        )
        expect(renewed.kind).toBe('renewed')
        if (renewed.kind === 'renewed') renewedEtag = renewed.etag
      }
      const outcome = await replace(...args)
      outcomes.push(
        `${outcome.kind} on ${args[2] === renewedEtag ? 'the renewed' : 'the old'} ETag`
      )
      return outcome
    }
    const seen: number[] = []
    const acquiring = new ConditionalLock(waiterStore, key).acquire({
      leaseMs: HOUR,
      holder: { job: 'waiter' },
      timeoutMs: 5_000,
      pollMs: 100,
      holderGone: async (view) => {
        seen.push(view.holder.renewals)
        return true
      }
    })
    const waiter = await virtual.settle(acquiring)
    // Told "gone" about the first version, its write on that ETag was refused; it looked again,
    // saw the renewal, was told "gone" again, and took that version over.
    expect(outcomes).toEqual(['precondition-failed on the old ETag', 'written on the renewed ETag'])
    expect(seen).toEqual([0, 1])
    expect(waiter).toMatchObject({ token: held.token + 1, record: { after: 'holder-gone' } })
  })

  it('the old holder’s release whose answer was lost is a loss, not a possible one', async () => {
    const key = 'gone/lost-answer'
    const holderStore = newStore('holder')
    const held = await virtual.settle(
      new ConditionalLock(holderStore, key).acquire({
        leaseMs: HOUR,
        holder: { job: 'holder' },
        timeoutMs: 5_000,
        pollMs: 100
      })
    )
    await virtual.settle(
      new ConditionalLock(newStore(), key).acquire({
        leaseMs: HOUR,
        holder: { job: 'waiter' },
        timeoutMs: 5_000,
        pollMs: 100,
        holderGone: async () => true
      })
    )
    // The old holder's release is sent, refused (412), and its answer lost.
    let dropped = false
    const sentBefore = bucket.log.length
    fault = (request) =>
      request.client === 'holder' && request.op === 'put' && !dropped
        ? ((dropped = true), { kind: 'drop-answer' })
        : undefined
    const result = await virtual.settle(
      new ConditionalLock(holderStore, key).release(
        { owner: held.owner, token: held.token, etag: held.etag },
        within(BOUND_MS)
      )
    )
    expect(
      bucket.log
        .slice(sentBefore)
        .filter((entry) => entry.client === 'holder' && entry.op === 'put')
    ).toEqual([expect.objectContaining({ condition: 'if-match', outcome: 'lost', status: 412 })])
    expect(result).toMatchObject({
      kind: 'not-owner',
      current: { token: held.token + 1, after: 'holder-gone' }
    })
  })
})
