import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { setTimeout as sleep } from 'node:timers/promises'
import { startFaultProxy, type FaultProxy, type FaultRule } from './support/fault-proxy.js'
import { SimulatedJob } from './support/runner.js'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'

// The protocol's properties (docs/protocol.md), each through the real bundles, the real SDK
// and the local RGW, with a proxy in between that counts requests by class and injects
// faults: (a) cost, (b) takeover by If-Match without delete, (f) unknown outcomes, (g)
// waiting by reads only, (h) RGW's quirks.

const root = new URL('..', import.meta.url).pathname
let bucket: string
let proxy: FaultProxy

beforeAll(async () => {
  bucket = await createTestBucket('protocol')
  proxy = await startFaultProxy({ target: s3Env().endpoint })
})

afterAll(async () => {
  await proxy.close()
})

beforeEach(() => {
  proxy.setFaults([])
  proxy.resetCounts()
})

let serial = 0
function freshName(): string {
  return `protocol/${Date.now().toString(36)}-${serial++}`
}

/** One job holding the lock through the proxy; renewal off so only acquire/release count. */
async function holdAndRelease(name: string, extra: Record<string, string> = {}) {
  const job = new SimulatedJob()
  const main = await job.run(root, {
    inputs: { bucket, name, endpoint: proxy.endpoint, renew: 'false', ...extra }
  })
  const afterMain = { ...proxy.counts }
  const { posts } = await job.end()
  return { main, post: posts[0], afterMain }
}

async function readLock(name: string) {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
  return JSON.parse((await object.Body?.transformToString()) ?? '')
}

function ownerOf(key: string): string {
  return key.slice(key.lastIndexOf('#') + 1)
}

describe('(a, b) cost, and takeover without delete', () => {
  it('a name with no object, on a store already checked: one GET, the store’s verdict, the pending record, one LIST for listing-strategy holders, one conditional PUT, the holds, one LIST of the line', async () => {
    // The store check itself runs once per store (store-check.e2e.test.ts counts it): one
    // acquisition of another name has checked this store before.
    await holdAndRelease(freshName())
    proxy.resetCounts()
    const { main, post, afterMain } = await holdAndRelease(freshName())
    expect(main.exitCode).toBe(0)
    expect(main.outputs.strategy).toBe('conditional')
    expect(post.exitCode).toBe(0)
    // Paid once per name: the pending record (If-None-Match), then the LIST, after it exists,
    // for live keys of the listing strategy, which would make the conditional lock refuse the
    // name (F12, issue 25), then the take (If-Match), without reading the record back. The
    // second GET reads the store's verdict (.s3-lock/store-check/<endpoint>.json), the third
    // the holds, after the take (docs/holds.md; 404: never held). The second LIST looks in the
    // line's round 0 for jobs that lost the create to us, before we enter (I6).
    expect(afterMain).toMatchObject({ get: 3, conditionalPut: 2, delete: 0, list: 2, total: 7 })
    // Release: one conditional PUT.
    expect(proxy.counts.conditionalPut - afterMain.conditionalPut).toBe(1)
    expect(proxy.counts.total - afterMain.total).toBe(1)
    expect(await listKeys(bucket, `${main.inputs.name}/`)).toEqual([])
  })

  it('a released lock is taken over with one If-Match PUT; nothing is ever deleted or listed', async () => {
    const name = freshName()
    await holdAndRelease(name)
    proxy.resetCounts()
    const { main, post, afterMain } = await holdAndRelease(name)
    expect(main.exitCode).toBe(0)
    expect(post.exitCode).toBe(0)
    expect(main.outputs.token).toBe('2')
    // The second GET asks the line whether anyone waits for the free lock (404: nobody); the
    // third reads the holds after the take (docs/holds.md; 404: never held).
    expect(afterMain).toMatchObject({ get: 3, conditionalPut: 1, total: 4 })
    expect(proxy.counts).toMatchObject({ conditionalPut: 2, delete: 0, list: 0, put: 0, total: 5 })
    expect(main.stdout).not.toMatch(/Store check/)
    const puts = proxy.log.filter((entry) => entry.class === 'conditionalPut')
    expect(puts.map((entry) => entry.status)).toEqual([200, 200])
  })
})

describe('(g) a waiter reads, it does not write', () => {
  it('while the lock is held, the waiter sends GETs and one conditional PUT to join the line, then one to take the lock', async () => {
    const name = freshName()
    // The holder talks to RGW directly, so the proxy sees only the waiter.
    const holder = new SimulatedJob()
    const held = await holder.run(root, {
      inputs: { bucket, name, endpoint: s3Env().endpoint, renew: 'false' }
    })
    expect(held.exitCode).toBe(0)

    const waiter = new SimulatedJob()
    const waiting = waiter.start(root, {
      inputs: { bucket, name, endpoint: proxy.endpoint, renew: 'false', 'timeout-poll': '200ms' }
    })
    await sleep(3_000)
    const duringWait = { ...proxy.counts }
    await holder.end()
    const got = await waiting.done
    expect(got.exitCode).toBe(0)
    await waiter.end()

    expect(duringWait.get).toBeGreaterThanOrEqual(8)
    // The four listings: a join whose write creates the line first looks in round 0 for the
    // losers of the name's create (I6), and one that wins the race for the line looks for a
    // crowd's requests behind it (150, 300 and 600 ms later) before it stops (docs/protocol.md,
    // "Joining in a crowd").
    expect(duringWait).toMatchObject({ conditionalPut: 1, put: 0, list: 4, delete: 0, head: 0 })
    const writes = proxy.log.filter((entry) => entry.class === 'conditionalPut')
    // (The third is the waiter's own release, in its post step.)
    expect(writes.map((entry) => entry.key)).toEqual([`${name}/.s3-lock/line`, name, name])
    // Polls of the lock after the first ask "has it changed?" and are answered 304 while it
    // has not.
    const polls = proxy.log.filter((entry) => entry.class === 'get' && entry.key === name)
    expect(polls.slice(1, 8).every((entry) => entry.status === 304)).toBe(true)
  }, 30_000)
})

describe('(g) in line, the first looks often and the rest seldom', () => {
  it('the first in line polls the lock four times per interval, the others at most once', async () => {
    // Only the first in line can take the lock at a release, so only it needs to notice soon.
    // Each waiter talks through its own proxy, so its GETs can be told apart.
    const name = freshName()
    const pollMs = 2_000
    const holder = new SimulatedJob()
    const held = await holder.run(root, {
      inputs: { bucket, name, endpoint: s3Env().endpoint, renew: 'false' }
    })
    expect(held.exitCode).toBe(0)
    const waiters = 4
    const proxies = await Promise.all(
      Array.from({ length: waiters }, () => startFaultProxy({ target: s3Env().endpoint }))
    )
    const jobs = proxies.map(() => new SimulatedJob())
    const waiting = []
    try {
      for (const [i, job] of jobs.entries()) {
        const step = job.start(root, {
          inputs: {
            bucket,
            name,
            endpoint: proxies[i].endpoint,
            renew: 'false',
            'timeout-poll': `${pollMs}ms`
          }
        })
        waiting.push(step)
        await step.waitForOutput(/joined its line/, 20_000)
      }
      const windowStart = Date.now() + pollMs
      await sleep(4 * pollMs)
      const windowEnd = windowStart + 2 * pollMs
      const lockPolls = proxies.map(
        (p) =>
          p.log.filter(
            (e) =>
              e.class === 'get' &&
              e.key === name &&
              e.startedAt >= windowStart &&
              e.startedAt < windowEnd
          ).length
      )
      // Two intervals: about 8 looks for the first, 2 for the second, 1 for the others.
      expect(lockPolls[0]).toBeGreaterThanOrEqual(6)
      for (const polls of lockPolls.slice(1)) expect(polls).toBeLessThanOrEqual(3)
      await holder.end()
      // They take turns in the order they joined: each job ends (and releases) once it holds.
      for (const [i, step] of waiting.entries()) {
        const result = await step.done
        expect(result.exitCode).toBe(0)
        await jobs[i].end()
      }
    } finally {
      // On a failed expectation: stop the waiters (cancelled, they leave nothing behind).
      const running = waiting.filter((step, i) => !jobs[i].ended)
      running.forEach((step) => step.cancel())
      await Promise.all(running.map((step) => step.done))
      await Promise.all(jobs.filter((job) => !job.ended).map((job) => job.end()))
      if (!holder.ended) await holder.end()
      await Promise.all(proxies.map((p) => p.close()))
    }
  }, 90_000)
})

describe('(f) outcomes the store did not confirm', () => {
  async function expectHeldOnceThenReleased(name: string, rules: FaultRule[]) {
    proxy.setFaults(rules)
    const { main, post } = await holdAndRelease(name)
    expect(main.exitCode).toBe(0)
    expect(main.outputs.token).toBe('1')
    expect(post.exitCode).toBe(0)
    const lock = await readLock(name)
    expect(lock).toMatchObject({
      state: 'released',
      token: 1,
      releasedBy: ownerOf(main.outputs.key)
    })
    return main
  }

  it('an acquiring write that landed but whose answer was lost is recognised as ours', async () => {
    const main = await expectHeldOnceThenReleased(freshName(), [
      { action: 'drop-answer', classes: ['conditionalPut'], times: 1 }
    ])
    expect(proxy.log.find((entry) => entry.fault === 'drop-answer')).toBeDefined()
    expect(main.annotations.filter((a) => a.level !== 'notice')).toEqual([])
  })

  it('a release whose answer was lost is recognised as done', async () => {
    // The first conditional PUT (acquire) goes through; the second (release) lands unheard.
    await expectHeldOnceThenReleased(freshName(), [
      { action: 'drop-answer', classes: ['conditionalPut'], skip: 1, times: 1 }
    ])
  })

  it.each([
    ['503 SlowDown', { action: 'status', status: 503, code: 'SlowDown' } as const],
    ['409 ConditionalRequestConflict', { action: 'status', status: 409 } as const],
    ['500 InternalError', { action: 'status', status: 500 } as const],
    ['a reset connection', { action: 'reset' } as const]
  ])('%s on conditional writes is retried with the same condition', async (_label, fault) => {
    await expectHeldOnceThenReleased(freshName(), [
      { ...fault, classes: ['conditionalPut'], times: 2 }
    ])
    const puts = proxy.log.filter((entry) => entry.class === 'conditionalPut')
    expect(puts.length).toBeGreaterThanOrEqual(3)
  })

  it('a write that never gets an answer times out and is resolved by reading back', async () => {
    await expectHeldOnceThenReleased(freshName(), [
      { action: 'hang', classes: ['conditionalPut'], times: 1 }
    ])
    const hung = proxy.log.find((entry) => entry.fault === 'hang')
    expect(hung?.status).toBeUndefined()
  }, 40_000)

  it('failing reads are retried', async () => {
    await expectHeldOnceThenReleased(freshName(), [
      { action: 'status', status: 500, classes: ['get'], times: 2 },
      { action: 'reset', classes: ['get'], skip: 2, times: 1 }
    ])
  })

  it('a takeover write whose answer was lost is recognised as ours', async () => {
    await expectHeldOnceThenReleased(freshName(), [
      { action: 'drop-answer', classes: ['conditionalPut'], times: 1 }
    ])
  })
})

describe('(h) store quirks', () => {
  it('RGW refuses a quoted ETag in If-Match: the bare ETag is sent, one request per takeover', async () => {
    const name = freshName()
    await holdAndRelease(name)
    proxy.resetCounts()
    const { main, post } = await holdAndRelease(name)
    expect(main.exitCode).toBe(0)
    expect(post.exitCode).toBe(0)
    expect(proxy.counts).toMatchObject({ head: 0, conditionalPut: 2 })
  })

  it('a store that refuses the object’s own ETag in either spelling is refused as unsafe', async () => {
    const name = freshName()
    await holdAndRelease(name)
    // The bare form is answered 412 (as a quote-insisting store would); RGW then really
    // refuses the quoted form: no spelling works, and the lock cannot be safely taken over.
    proxy.setFaults([{ action: 'status', status: 412, classes: ['conditionalPut'], times: 1 }])
    const { main } = await holdAndRelease(name)
    expect(main.exitCode).toBe(1)
    expect(main.annotations.find((a) => a.level === 'error')?.message).toMatch(
      /refuses PutObject If-Match with the object's own ETag; use strategy "listing"/
    )
    expect(proxy.counts.head).toBe(2)
    expect(await readLock(name)).toMatchObject({ state: 'released', token: 1 })
  })

  it('AWS answers 404 NoSuchKey to If-Match on a missing key: treated as a lost race', async () => {
    const name = freshName()
    await holdAndRelease(name)
    proxy.setFaults([
      { action: 'status', status: 404, code: 'NoSuchKey', classes: ['conditionalPut'], times: 1 }
    ])
    const { main } = await holdAndRelease(name)
    expect(main.exitCode).toBe(0)
    expect(main.outputs.token).toBe('2')
  })
})

describe('a lock body that a human or another tool wrote', () => {
  it('is never overwritten', async () => {
    const name = freshName()
    await s3Client().send(
      new PutObjectCommand({ Bucket: bucket, Key: name, Body: '{"not":"ours"}' })
    )
    const { main } = await holdAndRelease(name)
    expect(main.exitCode).toBe(1)
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
    expect(await object.Body?.transformToString()).toBe('{"not":"ours"}')
    expect(proxy.counts.conditionalPut).toBe(0)
  })
})
