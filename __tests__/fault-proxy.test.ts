// The fault-injecting proxy (support/fault-proxy.js) between the real AWS SDK and the real
// S3 test server: each fault mode does what the lock's fault tests will rely on.
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException
} from '@aws-sdk/client-s3'
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.js'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'

let proxy: FaultProxy
let client: S3Client
/** Through the proxy, sending stream bodies with a Content-Length (see the first test). */
let streamClient: S3Client
/** Straight to RGW, to see what really happened behind the proxy. */
let direct: S3Client
let bucket: string

function clientFor(endpoint: string, overrides: object = {}) {
  const { region, accessKeyId, secretAccessKey } = s3Env()
  return new S3Client({
    endpoint,
    region,
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle: true,
    maxAttempts: 1,
    ...overrides
  })
}

beforeAll(async () => {
  bucket = await createTestBucket('fault-proxy-test')
  proxy = await startFaultProxy({ target: s3Env().endpoint, seed: 1 })
  client = clientFor(proxy.endpoint)
  streamClient = clientFor(proxy.endpoint, { requestChecksumCalculation: 'WHEN_REQUIRED' })
  direct = s3Client({ maxAttempts: 1 })
})

afterAll(async () => {
  client?.destroy()
  streamClient?.destroy()
  direct?.destroy()
  await proxy?.close()
})

beforeEach(() => {
  proxy.setFaults([])
  proxy.resetCounts()
})

const streamed = (key: string, body: Readable, extra: object = {}) =>
  streamClient.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ...extra }))

const put = (key: string, body: string | Buffer | Readable = 'x', extra: object = {}) =>
  client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ...extra }))

async function read(s3: S3Client, key: string) {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return Buffer.from((await Body?.transformToByteArray()) ?? [])
}

/** The error a request failed with (fails the test if it succeeded). */
async function failure(request: Promise<unknown>): Promise<Error> {
  try {
    await request
  } catch (err) {
    return err as Error
  }
  throw new Error('expected the request to fail')
}

const statusOf = (err: Error) => (err as S3ServiceException).$metadata?.httpStatusCode

describe('fault proxy', () => {
  test('passes requests, bodies and statuses through faithfully', async () => {
    const big = randomBytes(2 * 1024 * 1024 + 17)
    await put('pass/big', big)
    expect((await read(direct, 'pass/big')).equals(big)).toBe(true)
    expect((await read(client, 'pass/big')).equals(big)).toBe(true)

    // A stream: by default the SDK sends it as aws-chunked over Transfer-Encoding: chunked,
    // which this RGW refuses (MissingContentLength) even without the proxy, so send it plain.
    await streamed(
      'pass/a key é+%',
      Readable.from([Buffer.from('chunk-1 '), Buffer.from('chunk-2')]),
      {
        ContentLength: 15
      }
    )
    expect((await read(direct, 'pass/a key é+%')).toString()).toBe('chunk-1 chunk-2')

    const missing = await failure(read(client, 'pass/missing'))
    expect([missing.name, statusOf(missing)]).toEqual(['NoSuchKey', 404])
    const taken = await failure(put('pass/big', 'y', { IfNoneMatch: '*' }))
    expect([taken.name, statusOf(taken)]).toEqual(['PreconditionFailed', 412])
    const { ETag } = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'pass/big' }))
    const unchanged = await failure(
      client.send(new GetObjectCommand({ Bucket: bucket, Key: 'pass/big', IfNoneMatch: ETag }))
    )
    expect(statusOf(unchanged)).toBe(304)
  })

  test('counts and logs requests by class', async () => {
    await put('count/a', 'a', { IfNoneMatch: '*' })
    const { ETag } = await put('count/a', 'b')
    await put('count/a', 'c', { IfMatch: ETag?.replace(/"/g, '') })
    await read(client, 'count/a')
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'count/a' }))
    await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'count/' }))
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'count/a' }))

    expect(proxy.counts).toEqual({
      conditionalPut: 2,
      put: 1,
      get: 1,
      head: 1,
      list: 1,
      delete: 1,
      other: 0,
      total: 7
    })
    expect(proxy.log.map((e) => [e.method, e.class, e.status])).toEqual([
      ['PUT', 'conditionalPut', 200],
      ['PUT', 'put', 200],
      ['PUT', 'conditionalPut', 200],
      ['GET', 'get', 200],
      ['HEAD', 'head', 200],
      ['GET', 'list', 200],
      ['DELETE', 'delete', 204]
    ])
    expect(proxy.log[0]).toMatchObject({ bucket, key: 'count/a' })
    expect(proxy.log[5].key).toBe('')
    for (const entry of proxy.log) expect(entry.ms).toBeGreaterThanOrEqual(0)

    proxy.resetCounts()
    expect(proxy.counts.total).toBe(0)
    expect(proxy.log).toEqual([])
  })

  test('status: answers with an S3 error and forwards nothing', async () => {
    proxy.setFaults([{ classes: ['put', 'conditionalPut'], action: 'status', status: 503 }])
    const err = await failure(put('status/a', 'x', { IfNoneMatch: '*' }))
    expect(err).toBeInstanceOf(S3ServiceException)
    expect([err.name, statusOf(err)]).toEqual(['SlowDown', 503])
    expect(proxy.log[0]).toMatchObject({ class: 'conditionalPut', status: 503, fault: 'status' })

    proxy.setFaults([{ action: 'status', status: 409 }])
    const conflict = await failure(put('status/a'))
    expect([conflict.name, statusOf(conflict)]).toEqual(['ConditionalRequestConflict', 409])
    proxy.setFaults([{ action: 'status', status: 500, code: 'InternalError', message: 'boom' }])
    const internal = await failure(put('status/a'))
    expect([internal.name, internal.message, statusOf(internal)]).toEqual([
      'InternalError',
      'boom',
      500
    ])
    expect(await listKeys(bucket, 'status/')).toEqual([])

    // What the SDK parsed, as raw HTTP: an XML body and the headers S3 always sends.
    const res = await fetch(`${proxy.endpoint}/${bucket}/status/a`)
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toBe('application/xml')
    expect(Date.parse(res.headers.get('date') ?? '')).not.toBeNaN()
    expect(await res.text()).toMatch(/<Error><Code>InternalError<\/Code><Message>boom<\/Message>/)
  })

  test('reset: the client gets a network error and nothing is written', async () => {
    proxy.setFaults([{ classes: ['put'], action: 'reset' }])
    const err = await failure(put('reset/a'))
    expect(err).not.toBeInstanceOf(S3ServiceException)
    expect(statusOf(err)).toBeUndefined()
    // Under jest's vm modules node's errors come from another realm, so the SDK wraps them
    // ("AWS SDK error wrapper for TimeoutError: socket hang up") and drops `code`; outside
    // jest the same error has name TimeoutError and code ECONNRESET.
    expect(err.message).toMatch(/socket hang up/)
    expect(await listKeys(bucket, 'reset/')).toEqual([])
    expect(proxy.log[0]).toMatchObject({ class: 'put', fault: 'reset' })
    expect(proxy.log[0].status).toBeUndefined()
  })

  test('drop-answer: the write happens but the client never learns it', async () => {
    proxy.setFaults([{ classes: ['conditionalPut'], action: 'drop-answer' }])
    const err = await failure(put('drop/a', 'written', { IfNoneMatch: '*' }))
    expect(err).not.toBeInstanceOf(S3ServiceException)
    expect((await read(direct, 'drop/a')).toString()).toBe('written')
    // RGW's answer is logged even though the client never saw it.
    expect(proxy.log[0]).toMatchObject({
      class: 'conditionalPut',
      status: 200,
      fault: 'drop-answer'
    })
  })

  test('late-land: the client is cut off, and the write lands later, after a delete', async () => {
    proxy.setFaults([{ classes: ['put'], action: 'late-land', ms: 600, times: 1 }])
    const err = await failure(put('late/a', 'late'))
    expect(err).not.toBeInstanceOf(S3ServiceException)
    const gaveUpAt = Date.now()
    // Not there yet: a delete now finds nothing, and the write comes after it.
    await direct.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'late/a' }))
    expect(await listKeys(bucket, 'late/')).toEqual([])
    for (let i = 0; i < 100 && proxy.log[0].landedAt === undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(proxy.log[0]).toMatchObject({ class: 'put', status: 200, fault: 'late-land' })
    expect(proxy.log[0].landedAt).toBeGreaterThanOrEqual(gaveUpAt)
    expect((await read(direct, 'late/a')).toString()).toBe('late')
  })

  test('strip-conditions: the store behaves as one that ignores conditional headers', async () => {
    await put('strip/a', 'first')
    const taken = await failure(put('strip/a', 'second', { IfNoneMatch: '*' }))
    expect(statusOf(taken)).toBe(412)

    proxy.setFaults([{ action: 'strip-conditions' }])
    proxy.resetCounts()
    const second = await put('strip/a', 'second', { IfNoneMatch: '*' })
    expect(second.$metadata.httpStatusCode).toBe(200)
    expect((await read(direct, 'strip/a')).toString()).toBe('second')

    const stale = { IfMatch: 'no-such-etag' }
    const body = Readable.from([Buffer.from('third')])
    await put('strip/a key é', 'x')
    const third = await streamed('strip/a key é', body, { ...stale, ContentLength: 5 })
    expect(third.$metadata.httpStatusCode).toBe(200)
    expect((await read(direct, 'strip/a key é')).toString()).toBe('third')
    const got = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: 'strip/a',
        IfMatch: 'no-such-etag',
        ResponseContentType: 'text/plain'
      })
    )
    expect(await got.Body?.transformToString()).toBe('second')
    expect(proxy.log.every((e) => e.fault === 'strip-conditions')).toBe(true)
  })

  test('latency: a rule delays matching requests, latencyMs delays every request', async () => {
    await put('latency/a')
    proxy.setFaults([{ classes: ['get'], action: 'latency', ms: 200 }])
    let started = Date.now()
    await read(client, 'latency/a')
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
    started = Date.now()
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'latency/a' }))
    expect(Date.now() - started).toBeLessThan(200)

    const slow = await startFaultProxy({ target: s3Env().endpoint, latencyMs: 100 })
    const slowClient = clientFor(slow.endpoint)
    try {
      for (const request of [
        () => slowClient.send(new HeadObjectCommand({ Bucket: bucket, Key: 'latency/a' })),
        () => slowClient.send(new ListObjectsV2Command({ Bucket: bucket }))
      ]) {
        started = Date.now()
        await request()
        expect(Date.now() - started).toBeGreaterThanOrEqual(100)
      }
      expect(slow.log.map((e) => e.fault)).toEqual([undefined, undefined])
    } finally {
      slowClient.destroy()
      await slow.close()
    }
  })

  test('times, skip, keyPrefix and method select which requests are affected', async () => {
    proxy.setFaults([
      { classes: ['put'], keyPrefix: 'sel/x', action: 'status', status: 503, times: 1 }
    ])
    await put('sel/other')
    expect(statusOf(await failure(put('sel/x1')))).toBe(503)
    await put('sel/x1')
    await put('sel/x2')
    expect((await listKeys(bucket, 'sel/')).sort()).toEqual(['sel/other', 'sel/x1', 'sel/x2'])

    proxy.resetCounts()
    proxy.setFaults([{ method: 'head', action: 'status', status: 500, skip: 1, times: 1 }])
    const head = () => client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'sel/x1' }))
    await read(client, 'sel/x1')
    await head()
    expect(statusOf(await failure(head()))).toBe(500)
    await head()
    expect(proxy.log.map((e) => e.fault)).toEqual([undefined, undefined, 'status', undefined])
  })

  test('rate: seeded, so a run can be replayed', async () => {
    const decisions = async (seed: number) => {
      const p = await startFaultProxy({ target: s3Env().endpoint, seed })
      p.setFaults([{ action: 'status', status: 503, rate: 0.5 }])
      const out = []
      // Unsigned requests: RGW would refuse them, but only the proxy's decision matters here.
      for (let i = 0; i < 20; i++) out.push((await fetch(`${p.endpoint}/${bucket}/k`)).status)
      await p.close()
      return out
    }
    const first = await decisions(42)
    expect(await decisions(42)).toEqual(first)
    expect(first).toContain(503)
    expect(first.some((status) => status !== 503)).toBe(true)
  })

  test('listPrefix selects listings by their prefix parameter', async () => {
    await put('lp/joins/0/a')
    await put('lp/other/b')
    proxy.resetCounts()
    proxy.setFaults([{ action: 'status', status: 503, listPrefix: 'lp/joins/' }])
    const list = (prefix: string) =>
      client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
    expect(statusOf(await failure(list('lp/joins/0/')))).toBe(503)
    expect((await list('lp/other/')).Contents?.map((o) => o.Key)).toEqual(['lp/other/b'])
    expect((await list('lp/')).KeyCount).toBe(2)
    // Never a request on a key, even one under the prefix.
    expect((await read(client, 'lp/joins/0/a')).toString()).toBe('x')
    expect(proxy.log.map((e) => [e.class, e.prefix, e.fault])).toEqual([
      ['list', 'lp/joins/0/', 'status'],
      ['list', 'lp/other/', undefined],
      ['list', 'lp/', undefined],
      ['get', undefined, undefined]
    ])
  })

  test('policy: a PutObject without If-Match or If-None-Match is refused with 403, as the bucket policy would', async () => {
    proxy.setFaults([
      { action: 'policy', keyPrefix: 'policy/locks/' },
      { action: 'status', status: 503, times: 1 }
    ])
    // The first request the policy does not match goes on to the next rule.
    expect(statusOf(await failure(read(client, 'policy/locks/a')))).toBe(503)
    const refused = await failure(put('policy/locks/a', 'plain'))
    expect([refused.name, statusOf(refused)]).toEqual(['AccessDenied', 403])
    await put('policy/locks/a', 'created', { IfNoneMatch: '*' })
    const { ETag } = await client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'policy/locks/a' })
    )
    await put('policy/locks/a', 'replaced', { IfMatch: ETag?.replace(/"/g, '') })
    expect(statusOf(await failure(put('policy/locks/a', 'plain again')))).toBe(403)
    await put('policy/elsewhere', 'plain')
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'policy/locks/a' }))
    expect((await read(direct, 'policy/elsewhere')).toString()).toBe('plain')
    expect(await listKeys(bucket, 'policy/locks/')).toEqual([])
    expect(proxy.log.map((e) => [e.method, e.status, e.fault])).toEqual([
      ['GET', 503, 'status'],
      ['PUT', 403, 'policy'],
      ['PUT', 200, undefined],
      ['HEAD', 200, undefined],
      ['PUT', 200, undefined],
      ['PUT', 403, 'policy'],
      ['PUT', 200, undefined],
      ['DELETE', 204, undefined]
    ])
  })

  test('latency gate: a request is held until the test opens the gate', async () => {
    await put('gate/a')
    proxy.resetCounts()
    proxy.setFaults([{ action: 'latency', gate: 'g', key: 'gate/a', method: 'GET', times: 1 }])
    let answered = false
    const first = read(client, 'gate/a').then(
      () => (answered = true),
      (err: Error) => err
    )
    for (let i = 0; i < 100 && proxy.log.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    // Other requests go by meanwhile.
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'gate/a' }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered).toBe(false)
    expect(proxy.log.map((e) => [e.method, e.status])).toEqual([
      ['GET', undefined],
      ['HEAD', 200]
    ])
    proxy.openGate('g')
    expect(await first).toBe(true)
    expect(proxy.log[0]).toMatchObject({ method: 'GET', status: 200, fault: 'latency' })
    // Open for good: a later rule on the same gate holds nothing.
    proxy.setFaults([{ action: 'latency', gate: 'g' }])
    const started = Date.now()
    await read(client, 'gate/a')
    expect(Date.now() - started).toBeLessThan(300)
  })

  test('hang: the request never gets an answer, until the proxy closes', async () => {
    const p = await startFaultProxy({ target: s3Env().endpoint })
    const impatient = clientFor(p.endpoint, {
      requestHandler: { requestTimeout: 300, throwOnRequestTimeout: true }
    })
    try {
      p.setFaults([{ action: 'hang' }])
      const started = Date.now()
      const err = await failure(
        impatient.send(new HeadObjectCommand({ Bucket: bucket, Key: 'hang/a' }))
      )
      expect(err).not.toBeInstanceOf(S3ServiceException)
      expect(err.name).toBe('TimeoutError')
      expect(Date.now() - started).toBeGreaterThanOrEqual(300)

      // A request still hanging when the proxy closes is cut off, not left open forever.
      const pending = failure(impatient.send(new ListObjectsV2Command({ Bucket: bucket })))
      await new Promise((resolve) => setTimeout(resolve, 50))
      await p.close()
      expect((await pending).name).not.toBe('TimeoutError')
    } finally {
      impatient.destroy()
      await p.close()
    }
  })
})
