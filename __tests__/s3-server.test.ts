// The S3 test server (Ceph RGW 16.2, scripts/s3-server.sh) through the real AWS SDK, and
// the conditional-request behaviours of that store that the lock code has to live with.
// Several differ from AWS S3 (marked "unlike AWS"); if one of these tests starts to fail,
// the store changed and the lock's assumptions about it must be checked again.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException
} from '@aws-sdk/client-s3'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'

let client: S3Client
let bucket: string

beforeAll(async () => {
  // No retries: each request's own answer is what is being documented.
  client = s3Client({ maxAttempts: 1 })
  bucket = await createTestBucket('s3-server-test')
})

afterAll(() => client?.destroy())

/** The HTTP status of a request, whether it succeeded or S3 answered with an error. */
async function statusOf(request: Promise<{ $metadata: { httpStatusCode?: number } }>) {
  try {
    return (await request).$metadata.httpStatusCode
  } catch (err) {
    // Anything else (connection refused, timeout) is a broken server: let it fail the test.
    if (err instanceof S3ServiceException) return err.$metadata.httpStatusCode
    throw err
  }
}

async function put(key: string, body: string): Promise<string> {
  const { ETag } = await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
  if (!ETag) throw new Error(`no ETag for ${key}`)
  return ETag
}

/** A conditional PutObject; returns the HTTP status. */
function putIf(key: string, body: string, condition: { IfMatch: string } | { IfNoneMatch: '*' }) {
  return statusOf(
    client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ...condition }))
  )
}

async function read(key: string): Promise<string | undefined> {
  const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return Body?.transformToString()
}

const unquoted = (etag: string) => etag.replace(/^"|"$/g, '')

describe('S3 test server', () => {
  test('answers the AWS SDK at the configured endpoint', async () => {
    const env = s3Env()
    expect(env.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await statusOf(client.send(new HeadBucketCommand({ Bucket: env.bucket })))).toBe(200)

    await put('hello.txt', 'hello')
    expect(await read('hello.txt')).toBe('hello')
  })

  test('createTestBucket gives each caller its own empty bucket', async () => {
    const other = await createTestBucket('Other Test_Label!')
    expect(other).toMatch(/^other-test-label-[0-9a-f]{12}$/)
    expect(other).not.toBe(bucket)
    expect(await listKeys(other)).toEqual([])
  })

  test('listKeys returns every key under a prefix, across pages', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `many/${String(i).padStart(4, '0')}`)
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => put(key, 'x')))
    }
    expect(await listKeys(bucket, 'many/')).toEqual(keys)
  })
})

describe('conditional requests on Ceph RGW 16.2', () => {
  test('PutObject If-None-Match:* creates a missing key (200) and refuses an existing one (412)', async () => {
    expect(await putIf('inm', 'first', { IfNoneMatch: '*' })).toBe(200)
    expect(await putIf('inm', 'second', { IfNoneMatch: '*' })).toBe(412)
    expect(await read('inm')).toBe('first')
  })

  test('PutObject If-Match with the quoted ETag is refused (412) even when it matches, unlike AWS', async () => {
    const etag = await put('quoted', 'v1')
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect(await putIf('quoted', 'v2', { IfMatch: etag })).toBe(412)
    expect(await read('quoted')).toBe('v1')
  })

  test('PutObject If-Match with the unquoted ETag replaces when it matches (200), not when stale (412)', async () => {
    const first = await put('unquoted', 'v1')
    expect(await putIf('unquoted', 'v2', { IfMatch: unquoted(first) })).toBe(200)
    expect(await putIf('unquoted', 'v3', { IfMatch: unquoted(first) })).toBe(412)
    expect(await read('unquoted')).toBe('v2')
  })

  test('PutObject If-Match on a missing key is refused with 412, unlike AWS (404)', async () => {
    expect(await putIf('missing', 'x', { IfMatch: '0123456789abcdef0123456789abcdef' })).toBe(412)
    expect(await listKeys(bucket, 'missing')).toEqual([])
  })

  test('DeleteObject ignores a wrong If-Match and deletes anyway (204), unlike AWS (412)', async () => {
    await put('delete-me', 'x')
    const wrong = '0123456789abcdef0123456789abcdef'
    const del = client.send(
      new DeleteObjectCommand({ Bucket: bucket, Key: 'delete-me', IfMatch: wrong })
    )
    expect(await statusOf(del)).toBe(204)
    expect(await listKeys(bucket, 'delete-me')).toEqual([])
  })

  test('50 concurrent PutObject If-None-Match:* on one key: exactly one wins', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => putIf('race', `writer ${i}`, { IfNoneMatch: '*' }))
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(49).fill(412))
    expect(await read('race')).toBe(`writer ${statuses.indexOf(200)}`)
  })
})
