import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { useTimeAndChance, type Clock } from '../src/lock/basics/clock.js'
import { within } from '../src/lock/basics/deadlines.js'
import { StoreConfigError, StoreUnavailableError } from '../src/lock/basics/errors.js'
import { MemoryBucket, type Fault, type StoreRequest } from '../src/lock/store/memory-bucket.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'

// What the in-memory S3 does that the RGW cannot be made to do on demand: faults, a store
// clock of its own, small pages. Under a manual clock that jumps from timer to timer, so a
// 15 s request timeout costs nothing; the cases the RGW can answer are in store-contract.

const EPOCH = 1_700_000_000_000

/** Virtual time: when nothing else can run, the earliest timer fires. */
class ManualClock implements Clock {
  t = 0
  private timers: { at: number; seq: number; run: () => void }[] = []
  private seq = 0
  monotonicNow = () => this.t
  wallNow = () => EPOCH + this.t
  timeout = (ms: number) => {
    const controller = new AbortController()
    this.later(ms, () => controller.abort(new DOMException('timed out', 'TimeoutError')))
    return controller.signal
  }
  later = (ms: number, run: () => void) => {
    const timer = { at: this.t + Math.max(0, ms), seq: this.seq++, run }
    this.timers.push(timer)
    return () => {
      this.timers = this.timers.filter((other) => other !== timer)
    }
  }
  /** Runs timers until `promise` settles; its value (or rejection). */
  async settle<T>(promise: Promise<T>): Promise<T> {
    let settled = false
    promise.then(
      () => (settled = true),
      () => (settled = true)
    )
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve))
      if (settled) return promise
      if (!this.step()) throw new Error('nothing left to run, and the promise is pending')
    }
  }
  /** Runs every timer due within `ms`, then stands at now + ms. */
  async advance(ms: number): Promise<void> {
    const until = this.t + ms
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve))
      const next = this.next()
      if (next === undefined || next.at > until) break
      this.step()
    }
    this.t = until
  }
  private next() {
    return this.timers.reduce<(typeof this.timers)[number] | undefined>(
      (best, timer) =>
        !best || timer.at < best.at || (timer.at === best.at && timer.seq < best.seq)
          ? timer
          : best,
      undefined
    )
  }
  private step(): boolean {
    const next = this.next()
    if (!next) return false
    this.timers = this.timers.filter((timer) => timer !== next)
    this.t = Math.max(this.t, next.at)
    next.run()
    return true
  }
}

let time: ManualClock
let restore: () => void
beforeEach(() => {
  time = new ManualClock()
  restore = useTimeAndChance({
    clock: time,
    random: { fraction: () => 0.5, uuid: () => '00000000-0000-4000-8000-000000000000' }
  })
})
afterEach(() => restore())

const md5 = (text: string) => createHash('md5').update(text).digest('hex')
/** Faults for the first matching attempts, in order; then none. */
function once(...faults: Fault[]) {
  return (request: StoreRequest) => (request.op === 'put' ? faults.shift() : undefined)
}

describe('faults on a conditional write', () => {
  it('drop-answer: unknown, yet the object exists', async () => {
    const bucket = new MemoryBucket({ faults: once({ kind: 'drop-answer' }) })
    const store = new MemoryStore(bucket)
    const outcome = await time.settle(store.create('k', 'body', within(60_000)))
    expect(outcome).toEqual({ kind: 'unknown', reason: 'no answer within 15000 ms' })
    expect(time.t).toBe(15_000)
    expect(bucket.objects().get('k')?.etag).toBe(md5('body'))
  })

  it('late-land: unknown, absent now, present after afterMs, its condition evaluated then', async () => {
    const bucket = new MemoryBucket({ faults: once({ kind: 'late-land', afterMs: 2_000 }) })
    const store = new MemoryStore(bucket, { requestTimeoutMs: 500 })
    expect(await time.settle(store.create('k', 'late', within(60_000)))).toMatchObject({
      kind: 'unknown'
    })
    expect(time.t).toBe(500)
    expect(bucket.objects().has('k')).toBe(false)
    await time.advance(2_000)
    expect(bucket.objects().get('k')?.body).toBe('late')

    const other = new MemoryBucket({ faults: once({ kind: 'late-land', afterMs: 1_000 }) })
    const late = new MemoryStore(other, { requestTimeoutMs: 100 })
    await time.settle(late.create('k', 'late', within(60_000)))
    await time.settle(new MemoryStore(other).create('k', 'first', within(60_000)))
    await time.advance(1_000)
    expect(other.objects().get('k')?.body).toBe('first')
  })

  it('hang: unknown at the deadline', async () => {
    const store = new MemoryStore(new MemoryBucket({ faults: once({ kind: 'hang' }) }))
    const outcome = await time.settle(store.create('k', 'x', within(3_000)))
    expect(outcome).toEqual({ kind: 'unknown', reason: 'no answer before the deadline' })
    expect(time.t).toBe(3_000)
  })

  it.each([503, 409] as const)('%d then success: retried, written', async (status) => {
    const bucket = new MemoryBucket({ faults: once({ kind: 'status', status }) })
    const store = new MemoryStore(bucket)
    const outcome = await time.settle(store.create('k', 'x', within(60_000)))
    // Backoff with fraction 0.5: half the first ceiling (200 ms), so the retry is sent at 100.
    expect(outcome).toMatchObject({ kind: 'written', etag: md5('x'), sentAt: 100 })
    expect(store.requests.conditionalPut).toBe(2)
  })

  it('500: unknown at once, nothing applied', async () => {
    const bucket = new MemoryBucket({ faults: once({ kind: 'status', status: 500 }) })
    const store = new MemoryStore(bucket)
    const outcome = await time.settle(store.create('k', 'x', within(60_000)))
    expect(outcome).toEqual({ kind: 'unknown', reason: 'HTTP 500 InternalError' })
    expect(bucket.objects().size).toBe(0)
    expect(store.requests.conditionalPut).toBe(1)
  })

  it('replace on a missing key: precondition-failed, missing (AWS 404 NoSuchKey)', async () => {
    const store = new MemoryStore(new MemoryBucket())
    expect(await store.replace('k', 'x', md5('y'), within(1_000))).toEqual({
      kind: 'precondition-failed',
      missing: true
    })
  })
})

describe('reads and idempotent requests', () => {
  it('500 on reads is retried with backoff, then StoreUnavailableError', async () => {
    const bucket = new MemoryBucket({ faults: () => ({ kind: 'status', status: 500 }) })
    const store = new MemoryStore(bucket)
    await expect(time.settle(store.read('k', undefined, within(60_000)))).rejects.toThrow(
      StoreUnavailableError
    )
    expect(store.requests.get).toBe(6)
    // 100 + 200 + 400 + 800 + 1600: half of each full-jitter ceiling.
    expect(time.t).toBe(3_100)
  })

  it('a hung read retries after the request timeout; a bound cuts it short', async () => {
    const bucket: MemoryBucket = new MemoryBucket({
      faults: (r): Fault | undefined =>
        r.op === 'get' && bucket.log.length === 0 ? { kind: 'hang' } : undefined,
      keepLog: true
    })
    const store = new MemoryStore(bucket, { requestTimeoutMs: 1_000 })
    expect(await time.settle(store.read('k', undefined, within(60_000)))).toMatchObject({
      kind: 'absent'
    })
    expect(bucket.log.map((entry) => entry.outcome)).toEqual(['hung', 'read'])
    bucket.setFaults(() => ({ kind: 'hang' }))
    await expect(time.settle(store.head('k', within(500)))).rejects.toThrow(/before the deadline/)
  })

  it('403 on a read is forbidden; on head a StoreConfigError; peek cannot tell', async () => {
    const bucket = new MemoryBucket({ faults: () => ({ kind: 'status', status: 403 }) })
    const store = new MemoryStore(bucket)
    expect(await store.read('k', undefined, within(1_000))).toMatchObject({ kind: 'forbidden' })
    await expect(store.head('k', within(1_000))).rejects.toThrow(StoreConfigError)
    expect(await store.peek('k', undefined, within(1_000))).toBeUndefined()
  })

  it('refusePlainPutsUnder: putOwnKey refused with StoreConfigError, nothing written', async () => {
    const bucket = new MemoryBucket({ refusePlainPutsUnder: 'locks/' })
    const store = new MemoryStore(bucket)
    const refused = store.putOwnKey('locks/a', 'x', {}, within(1_000))
    await expect(refused).rejects.toThrow(StoreConfigError)
    await expect(refused).rejects.toThrow(/s3:PutObject/)
    expect(bucket.objects().size).toBe(0)
    expect(store.requests.put).toBe(1)
    await store.putOwnKey('other/a', 'x', {}, within(1_000))
    expect(await store.create('locks/b', 'x', within(1_000))).toMatchObject({ kind: 'written' })
    expect([...bucket.objects().keys()].sort()).toEqual(['locks/b', 'other/a'])
  })

  it('putOwnKey after an unanswered attempt reports inFlightUntil', async () => {
    const bucket = new MemoryBucket({ faults: once({ kind: 'drop-answer' }) })
    const store = new MemoryStore(bucket, { requestTimeoutMs: 1_000 })
    const result = await time.settle(store.putOwnKey('own', 'x', {}, within(60_000)))
    expect(result).toEqual({ inFlightUntil: EPOCH + 1_000 })
    expect(store.requests.put).toBe(2)
  })
})

describe('the store clock, latency, pages', () => {
  it('clockOffsetMs shows in serverNowMs and lastModifiedMs, whole seconds', async () => {
    const offset = 3_600_000 + 250
    const bucket = new MemoryBucket({ clockOffsetMs: offset })
    const store = new MemoryStore(bucket)
    time.t = 1_900
    const write = await store.create('k', 'x', within(1_000))
    const storeNow = Math.floor((EPOCH + 1_900 + offset) / 1000) * 1000
    expect(write).toMatchObject({ kind: 'written', serverNowMs: storeNow })
    expect(bucket.now()).toBe(EPOCH + 1_900 + offset)
    const read = await store.read('k', undefined, within(1_000))
    expect(read).toMatchObject({ object: { lastModifiedMs: storeNow }, serverNowMs: storeNow })
    expect(store.lastServerNow).toBe(storeNow)
    expect((await store.list('', within(1_000))).keys[0].lastModifiedMs).toBe(storeNow)
  })

  it('latency each way and a latency fault pass on the injected clock', async () => {
    const bucket = new MemoryBucket({
      latencyMs: () => 50,
      faults: (r) => (r.op === 'get' ? { kind: 'latency', ms: 300 } : undefined),
      keepLog: true
    })
    const store = new MemoryStore(bucket)
    await time.settle(store.create('k', 'x', within(1_000)))
    expect(time.t).toBe(100)
    expect(bucket.log[0]).toMatchObject({ op: 'put', at: EPOCH + 50, outcome: 'applied' })
    await time.settle(store.read('k', undefined, within(1_000)))
    expect(time.t).toBe(100 + 400)
  })

  it('lists every page in UTF-8 order, a list request per page', async () => {
    const bucket = new MemoryBucket({ pageSize: 2 })
    const store = new MemoryStore(bucket)
    const keys = ['p/\u{1f600}', 'p/\uff5a', 'p/b', 'p/a', 'p/A', 'q/x', 'o']
    for (const key of keys) await store.create(key, key, within(1_000))
    const listed = await store.list('p/', within(1_000))
    expect(listed.keys.map((k) => k.key)).toEqual(['p/A', 'p/a', 'p/b', 'p/\uff5a', 'p/\u{1f600}'])
    expect(listed.keys[4].size).toBe(Buffer.byteLength('p/\u{1f600}'))
    expect(store.requests.list).toBe(3)
    expect((await store.list('', within(1_000))).keys).toHaveLength(7)
  })

  it('the log records what became of each attempt', async () => {
    const plan = [undefined, { kind: 'status', status: 503 } as const, undefined]
    const bucket = new MemoryBucket({ keepLog: true, faults: () => plan.shift() })
    const store = new MemoryStore(bucket, { name: 'job-1' })
    const first = await time.settle(store.create('k', 'x', within(5_000)))
    await time.settle(store.create('k', 'y', within(5_000)))
    await store.delete('k', within(1_000), first.kind === 'written' ? first.etag : '')
    expect(
      bucket.log.map(({ op, condition, outcome, status, client }) => [
        op,
        condition,
        outcome,
        status,
        client
      ])
    ).toEqual([
      ['put', 'if-none-match', 'applied', 200, 'job-1'],
      ['put', 'if-none-match', 'failed', 503, 'job-1'],
      ['put', 'if-none-match', 'refused', 412, 'job-1'],
      ['delete', 'if-match', 'applied', 204, 'job-1']
    ])
  })
})

describe('cancel', () => {
  it('a cancelled client rejects with the signal’s reason, before or during a request', async () => {
    const cancel = new AbortController()
    const bucket = new MemoryBucket({ faults: () => ({ kind: 'hang' }) })
    const store = new MemoryStore(bucket, { signal: cancel.signal })
    const reason = new Error('cancelled by the user')
    const pending = store.read('k', undefined, within(60_000))
    const write = store.create('k', 'x', within(60_000))
    time.later(1_000, () => cancel.abort(reason))
    await expect(time.settle(pending)).rejects.toBe(reason)
    await expect(time.settle(write)).rejects.toBe(reason)
    expect(time.t).toBe(1_000)
    await expect(store.list('', within(1_000))).rejects.toBe(reason)
    await expect(store.peek('k', undefined, within(1_000))).rejects.toBe(reason)
  })
})
