import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { setTimeout as sleep } from 'node:timers/promises'
import { ConditionalLock } from '../src/lock/single/conditional-lock.js'
import { within } from '../src/lock/basics/deadlines.js'
import { LINE_VERSION, type LineRecord } from '../src/lock/line/line-record.js'
import { S3LockStore } from '../src/lock/store/s3-store.js'
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.js'
import { createTestBucket, s3Client, s3Env } from './support/s3.js'

// How often a waiter looks at a lock that lies free while others ahead of it have their turn
// (docs/protocol.md, "Who polls what"; LockAcquisition.notYet). Through the library and the
// real SDK, on the RGW, behind the counting proxy.

let bucket: string
let proxy: FaultProxy
let store: S3LockStore

beforeAll(async () => {
  bucket = await createTestBucket('line-pace')
  proxy = await startFaultProxy({ target: s3Env().endpoint })
  store = new S3LockStore({
    bucket,
    region: s3Env().region,
    endpoint: proxy.endpoint,
    forcePathStyle: true
  })
})
afterAll(() => proxy.close())

const POLL_MS = 500
const WATCH_MS = 4_000

/**
 * A released lock with `ahead` waiters in its line that never take it (their pass-steps of a
 * minute keep anyone from passing them while we watch), and one more job joining behind them:
 * the GETs of the lock that job sends in WATCH_MS once it has its place.
 */
async function looksBehind(name: string, ahead: number): Promise<number> {
  const lock = new ConditionalLock(store, name)
  const first = await lock.acquire({
    owner: 'holder',
    leaseMs: 60_000,
    holder: {},
    timeoutMs: 10_000,
    pollMs: POLL_MS
  })
  await lock.release({ owner: 'holder', token: first.token, etag: first.etag }, within(60_000))
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
  await s3Client().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: `${name}/.s3-lock/line`,
      Body: JSON.stringify(line)
    })
  )
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
        onJoined: () => (seatedAt = Date.now())
      }
    })
    .catch(() => undefined)
  const deadline = Date.now() + 20_000
  while (seatedAt === 0 && Date.now() < deadline) await sleep(50)
  expect(seatedAt).toBeGreaterThan(0)
  await sleep(WATCH_MS)
  stop.abort()
  expect(await waiting).toBeUndefined()
  return proxy.log.filter(
    (e) =>
      e.key === name &&
      e.method === 'GET' &&
      e.startedAt >= seatedAt &&
      e.startedAt < seatedAt + WATCH_MS
  ).length
}

describe('looking at a free lock while others have their turn', () => {
  it('far back in line, a waiter looks about once a poll or less, not at the head’s rate', async () => {
    // Twelve ahead: a free lock is a handover under way, many turns from ours. At the head's
    // rate (every 125 ms) this was 32 looks in 4 s, from every waiter that far back.
    const far = await looksBehind('pace/far', 12)
    expect(far).toBeGreaterThanOrEqual(2)
    expect(far).toBeLessThanOrEqual(WATCH_MS / POLL_MS)
  }, 60_000)

  it('near the head, it still looks often, ready for its turn and to pass a dead head', async () => {
    const near = await looksBehind('pace/near', 2)
    expect(near).toBeGreaterThanOrEqual(WATCH_MS / POLL_MS + 8)
  }, 60_000)
})
