import { beforeEach, describe, expect, it } from '@jest/globals'
import { clock } from '../src/lock/basics/clock.js'
import { ConditionalLock } from '../src/lock/single/conditional-lock.js'
import { within } from '../src/lock/basics/deadlines.js'
import { LINE_VERSION, type LineRecord } from '../src/lock/line/line-record.js'
import { MemoryBucket } from '../src/lock/store/memory-bucket.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import { useVirtualClock } from './support/virtual-clock.js'

// How often a waiter looks at a lock that lies free while others ahead of it have their turn
// (docs/protocol.md, "Who polls what"; LockAcquisition.notYet). Through the library on the
// memory store, under virtual time; the bucket's log counts the GETs.

const virtual = useVirtualClock()
let bucket: MemoryBucket
let store: MemoryStore

beforeEach(() => {
  bucket = new MemoryBucket({ keepLog: true })
  store = new MemoryStore(bucket)
})

const POLL_MS = 500
const WATCH_MS = 4_000

/**
 * A released lock with `ahead` waiters in its line that never take it (their pass-steps of a
 * minute keep anyone from passing them while we watch), and one more job joining behind them:
 * the GETs of the lock that job sends in WATCH_MS once it has its place.
 */
async function looksBehind(name: string, ahead: number): Promise<number> {
  const lock = new ConditionalLock(store, name)
  const first = await virtual.settle(
    lock.acquire({
      owner: 'holder',
      leaseMs: 60_000,
      holder: {},
      timeoutMs: 10_000,
      pollMs: POLL_MS
    })
  )
  await virtual.settle(
    lock.release({ owner: 'holder', token: first.token, etag: first.etag }, within(60_000))
  )
  const line: LineRecord = {
    version: LINE_VERSION,
    next: ahead + 1,
    served: 0,
    tickets: Array.from({ length: ahead }, (_, i) => ({
      n: i + 1,
      id: `asleep-${i + 1}`,
      holder: {},
      passStepMs: 60_000
    }))
  }
  // A plain PutObject, as another client's write.
  bucket.putObject(`${name}/.s3-lock/line`, JSON.stringify(line), undefined)
  const stop = new AbortController()
  let seatedAt = 0
  const waiting = lock
    .acquire({
      owner: 'waiter',
      leaseMs: 60_000,
      holder: {},
      timeoutMs: 60_000,
      pollMs: POLL_MS,
      signal: stop.signal,
      line: {
        key: `${name}/.s3-lock/line`,
        passStepMs: 60_000,
        onJoined: () => (seatedAt = clock().wallNow())
      }
    })
    .catch(() => undefined)
  await virtual.until(() => seatedAt > 0, 20_000)
  await virtual.advance(WATCH_MS)
  stop.abort()
  expect(await virtual.settle(waiting)).toBeUndefined()
  return bucket.log.filter(
    (e) => e.key === name && e.op === 'get' && e.at >= seatedAt && e.at < seatedAt + WATCH_MS
  ).length
}

describe('looking at a free lock while others have their turn', () => {
  it('far back in line, a waiter looks about once a poll or less, not at the head’s rate', async () => {
    // Twelve ahead: a free lock is a handover under way, many turns from ours. At the head's
    // rate (every 125 ms) this was 32 looks in 4 s, from every waiter that far back.
    const far = await looksBehind('pace/far', 12)
    expect(far).toBeGreaterThanOrEqual(2)
    expect(far).toBeLessThanOrEqual(WATCH_MS / POLL_MS)
    // Exactly, in virtual time: two GETs as it takes its place, then one every other poll (at
    // 1, 2 and 3 s).
    expect(far).toBe(5)
  })

  it('near the head, it still looks often, ready for its turn and to pass a dead head', async () => {
    const near = await looksBehind('pace/near', 2)
    expect(near).toBeGreaterThanOrEqual(WATCH_MS / POLL_MS + 8)
    // Exactly, in virtual time: two GETs as it takes its place, then one every 125 ms (four a
    // poll), 31 more in the 4 s.
    expect(near).toBe(33)
  })
})
