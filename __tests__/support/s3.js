// @ts-check
// Helpers for tests that talk to the real S3 server started by global-setup.js.
import { randomBytes } from 'node:crypto'
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

/**
 * @typedef {object} S3Env
 * @property {string} endpoint
 * @property {string} region
 * @property {string} accessKeyId
 * @property {string} secretAccessKey
 * @property {string} bucket the default bucket, shared by every test
 */

/** Where each setting comes from (what scripts/s3-server.sh prints). */
const variables = {
  endpoint: 'AWS_ENDPOINT_URL_S3',
  region: 'AWS_REGION',
  accessKeyId: 'AWS_ACCESS_KEY_ID',
  secretAccessKey: 'AWS_SECRET_ACCESS_KEY',
  bucket: 'S3_TEST_BUCKET'
}

/**
 * The test server's settings, as exported by global-setup.js.
 * @returns {S3Env}
 */
export function s3Env() {
  const missing = Object.values(variables).filter((name) => !process.env[name])
  if (missing.length > 0) {
    throw new Error(
      `S3 test server is not configured: ${missing.join(', ')} not set ` +
        '(jest globalSetup normally sets them by running scripts/s3-server.sh start)'
    )
  }
  const entries = Object.entries(variables).map(([key, name]) => [key, process.env[name]])
  return /** @type {S3Env} */ (Object.fromEntries(entries))
}

/**
 * A client for the test server. Path-style addressing: RGW here has no wildcard DNS.
 * @param {import('@aws-sdk/client-s3').S3ClientConfig} [overrides]
 * @returns {S3Client}
 */
export function s3Client(overrides = {}) {
  const { endpoint, region, accessKeyId, secretAccessKey } = s3Env()
  return new S3Client({
    endpoint,
    region,
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle: true,
    ...overrides
  })
}

/**
 * @template T
 * @param {(client: S3Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function withClient(fn) {
  const client = s3Client()
  try {
    return await fn(client)
  } finally {
    // Idle keep-alive sockets would otherwise keep jest from exiting.
    client.destroy()
  }
}

/**
 * Creates a fresh bucket so that a test never sees another test's objects.
 * @param {string} label part of the name, to recognise the bucket in the server's listing
 * @returns {Promise<string>} the bucket name
 */
export async function createTestBucket(label) {
  const clean = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
  const name = `${clean || 'test'}-${randomBytes(6).toString('hex')}`
  await withClient((client) => client.send(new CreateBucketCommand({ Bucket: name })))
  return name
}

/**
 * Every key in a bucket (all pages), e.g. to assert that nothing was left behind.
 * @param {string} bucket
 * @param {string} [prefix]
 * @returns {Promise<string[]>}
 */
export async function listKeys(bucket, prefix) {
  return withClient(async (client) => {
    /** @type {string[]} */
    const keys = []
    /** @type {string | undefined} */
    let token
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token })
      )
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return keys
  })
}
