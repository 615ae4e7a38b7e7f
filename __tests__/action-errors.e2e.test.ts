import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { PutObjectCommand, CreateBucketCommand, GetObjectCommand } from '@aws-sdk/client-s3'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SimulatedJob } from './support/runner.js'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'

// Bad input and broken environments: one clear line naming the problem, a failed step, no
// stack trace, no credentials in the log, and nothing left in the bucket.

const root = new URL('..', import.meta.url).pathname
let bucket: string

beforeAll(async () => {
  bucket = await createTestBucket('errors')
})

afterAll(async () => {
  expect(await listKeys(bucket)).toEqual([])
})

interface Run {
  inputs?: Record<string, string>
  env?: Record<string, string>
  action?: string
}

async function runMain({ inputs = {}, env = {}, action = '.' }: Run) {
  const job = new SimulatedJob({ env })
  const main = await job.run(join(root, action), {
    inputs: {
      bucket,
      name: 'errors/lock',
      'timeout-poll': '200ms',
      ...inputs
    }
  })
  const { posts } = await job.end()
  return { main, posts }
}

function expectOneLineFailure(result: Awaited<ReturnType<typeof runMain>>, message: RegExp): void {
  const { main } = result
  expect(main.exitCode).toBe(1)
  const errors = main.annotations.filter((a) => a.level === 'error')
  expect(errors).toHaveLength(1)
  expect(errors[0].message).toMatch(message)
  expect(errors[0].message).not.toContain('\n')
  const output = main.stdout + main.stderr
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
  expect(output).not.toContain(s3Env().secretAccessKey)
  for (const post of result.posts) expect(post.exitCode).toBe(0)
}

describe('bad input', () => {
  it.each([
    ['bucket', { bucket: '' }, /^input "bucket" is required/],
    ['bucket', { bucket: 'no spaces allowed' }, /^input "bucket": .* is not an S3 bucket name/],
    ['bucket', { bucket: 'ab' }, /^input "bucket": "ab" is not an S3 bucket name \(3 to 63/],
    ['bucket', { bucket: 'my_locks' }, /^input "bucket": "my_locks" is not an S3 bucket name/],
    ['bucket', { bucket: 'My-Locks' }, /^input "bucket": "My-Locks" is not an S3 bucket name/],
    ['name', { name: 'a//b' }, /^input "name": "a\/\/b" contains "\/\/"/],
    ['name', { name: '/leading' }, /^input "name": .*starts with "\/"/],
    [
      'expires',
      { expires: 'soon' },
      /^input "expires": "soon" is not a duration; use a duration such as 15m/
    ],
    ['expires', { expires: '10' }, /^input "expires": "10" is not a duration/],
    ['timeout', { timeout: '-5m' }, /^input "timeout": "-5m" is negative/],
    ['timeout-poll', { 'timeout-poll': '5 parsecs' }, /^input "timeout-poll": .*unknown unit/],
    ['warn-after', { 'warn-after': 'soon' }, /^input "warn-after": "soon" is not a duration/],
    ['warn-after', { 'warn-after': '0' }, /^input "warn-after": must be more than 0 \(got "0"\)/],
    [
      'force-path-style',
      { 'force-path-style': 'yes' },
      /^input "force-path-style": "yes" is not true or false/
    ],
    ['endpoint', { endpoint: 'localhost:7480' }, /^input "endpoint": .* is not an http\(s\) URL/]
  ])('%s: %j', async (_input, inputs, message) => {
    expectOneLineFailure(await runMain({ inputs }), message)
  })

  it('release: a key that acquire did not produce', async () => {
    const job = new SimulatedJob()
    const main = await job.run(join(root, 'release'), { inputs: { bucket, key: 'errors/lock' } })
    expectOneLineFailure(
      { main, posts: [] },
      /^input "key": "errors\/lock" is not a key from this action's acquire step/
    )
  })

  it('release: an empty key (acquire never acquired) is not an error', async () => {
    const job = new SimulatedJob()
    const main = await job.run(join(root, 'release'), { inputs: { bucket, key: '' } })
    expect(main.exitCode).toBe(0)
    expect(main.stdout).toMatch(/nothing to release/)
  })
})

describe('broken environment', () => {
  it('a bucket that does not exist', async () => {
    const result = await runMain({ inputs: { bucket: 'no-such-bucket-s3-lock' } })
    expectOneLineFailure(
      result,
      /does not exist \(NoSuchBucket\): create it or fix the "bucket" input/
    )
  })

  it('a bucket these credentials may not use: AccessDenied names the permission and the key', async () => {
    const env = s3Env()
    const other = s3Client({
      credentials: {
        accessKeyId: process.env.S3_TEST_OTHER_ACCESS_KEY_ID ?? '',
        secretAccessKey: process.env.S3_TEST_OTHER_SECRET_ACCESS_KEY ?? ''
      }
    })
    const foreign = `${bucket}-foreign`
    await other.send(new CreateBucketCommand({ Bucket: foreign }))
    const result = await runMain({ inputs: { bucket: foreign } })
    expectOneLineFailure(
      result,
      new RegExp(
        `access denied to s3://${foreign}/errors/lock(/\\.s3-lock/store-check/probe-[0-9a-f-]+)?: the credentials need s3:(Get|Put)Object on arn:aws:s3:::${foreign}/errors/lock`
      )
    )
    expect(env.endpoint).toBeTruthy()
  })

  it('wrong credentials', async () => {
    const result = await runMain({
      env: { AWS_SECRET_ACCESS_KEY: 'wrong-secret-wrong-secret-wrong-secret00' }
    })
    expectOneLineFailure(result, /rejected the AWS credentials \(SignatureDoesNotMatch\)/)
  })

  it('no credentials at all', async () => {
    const home = mkdtempSync(join(tmpdir(), 'no-aws-'))
    const result = await runMain({
      env: {
        AWS_ACCESS_KEY_ID: '',
        AWS_SECRET_ACCESS_KEY: '',
        HOME: home,
        AWS_CONFIG_FILE: join(home, 'config'),
        AWS_SHARED_CREDENTIALS_FILE: join(home, 'credentials'),
        // The SDK's last resort is the EC2 metadata service; no test may reach for it.
        AWS_EC2_METADATA_DISABLED: 'true'
      }
    })
    expectOneLineFailure(result, /^no AWS credentials were found: configure them before this step/)
  })

  it('an endpoint nobody listens on', async () => {
    const result = await runMain({ inputs: { endpoint: 'http://127.0.0.1:9' } })
    expectOneLineFailure(
      result,
      /could not reach s3:\/\/.*errors\/lock after \d+ attempts: .*ECONNREFUSED/
    )
  }, 60_000)
})

describe('a lock key holding something that is not a lock', () => {
  it('fails clearly and leaves the object as it was', async () => {
    const client = s3Client()
    const odd = await createTestBucket('malformed')
    await client.send(new PutObjectCommand({ Bucket: odd, Key: 'errors/lock', Body: 'hello' }))
    const result = await runMain({ inputs: { bucket: odd } })
    expectOneLineFailure(
      result,
      /errors\/lock is not a lock this action can read \(the lock object is not JSON\); choose another lock name/
    )
    const after = await client.send(new GetObjectCommand({ Bucket: odd, Key: 'errors/lock' }))
    expect(await after.Body?.transformToString()).toBe('hello')
  })
})
