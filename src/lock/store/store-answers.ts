import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3'
import type { RequestUrl } from './store-endpoint.js'
import type { StoreOptions } from './store-requests.js'

/**
 * How S3LockStore reads the SDK's answers and errors, and spells ETags: pure functions, kept
 * apart from the class that sends the requests.
 */
export type EtagSpelling = 'quoted' | 'unquoted'

/**
 * RFC 7232 quotes entity tags, but Ceph RGW and DigitalOcean Spaces match If-Match only
 * against the bare ETag, and AWS documents the header as "the ETag value as a string".
 * Starting bare serves those stores in one request; a store that wants quotes is detected (the
 * ETag did not change, yet the condition failed) and gets the quoted form from then on.
 */
export const FIRST_SPELLING: EtagSpelling = 'unquoted'

export const TRANSIENT_ATTEMPTS = 6

/** The SDK client's settings: retries, checksums and timeouts are ours to decide (why below). */
export function clientConfig(options: StoreOptions, timeout: number): S3ClientConfig {
  return {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    followRegionRedirects: true,
    // Retries are ours: the SDK would retry a write whose outcome is unknown and report the
    // second answer (412 against our own write) as if it were the first.
    maxAttempts: 1,
    // A lock record is a few hundred bytes of JSON that is parsed and checked on every read:
    // the SDK's default CRC32 on every request and answer buys nothing here, costs time at
    // every step's start, and its headers are refused by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without throwOnRequestTimeout this SDK only logs a warning and waits forever.
    requestHandler: {
      connectionTimeout: Math.min(timeout, 5_000),
      requestTimeout: timeout,
      throwOnRequestTimeout: true
    }
  }
}

export interface HttpHeaders {
  headers?: Record<string, string>
}

export interface Answer {
  /** final: retrying cannot help; rejected: not applied, retry; unknown: may have happened. */
  kind: 'final' | 'rejected' | 'unknown' | 'answered'
  status?: number
  code?: string
  reason: string
  serverNowMs?: number
}

export const NETWORK_UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH'
])

export function classify(error: unknown): Answer {
  // A bug of ours must surface as one, not be retried as if the network had failed.
  if (error instanceof TypeError || error instanceof ReferenceError) throw error
  const err = error as {
    name?: string
    Code?: string
    code?: string
    message?: string
    $metadata?: { httpStatusCode?: number }
    $response?: HttpHeaders
  }
  const status = err.$metadata?.httpStatusCode
  const code = err.Code ?? (err.name !== 'Error' ? err.name : undefined) ?? err.code
  const serverNowMs = serverDate(err.$response?.headers)
  const reason = [status && `HTTP ${status}`, code, err.code].filter(Boolean).join(' ')
  const base = { status, code, serverNowMs, reason: reason || String(err.message ?? error) }
  if (err.name === 'AbortError') return { ...base, kind: 'final' }
  if (err.name === 'CredentialsProviderError' || /credential/i.test(err.message ?? '')) {
    return { ...base, kind: 'final', code: 'NoCredentials' }
  }
  if (err.code && NETWORK_UNREACHABLE.has(err.code)) return { ...base, kind: 'unknown' }
  if (status === undefined) return { ...base, kind: 'unknown' }
  if (code === 'NoSuchBucket') return { ...base, kind: 'final' }
  if (status === 304 || status === 404 || status === 412) return { ...base, kind: 'answered' }
  if (status === 409 || status === 429 || status === 503 || code === 'SlowDown') {
    return { ...base, kind: 'rejected' }
  }
  if (status >= 500 && status !== 501) return { ...base, kind: 'unknown' }
  return { ...base, kind: 'final' }
}

export function explain(
  answer: Answer,
  permission: string,
  where: string,
  endpoint: string
): string {
  const arn = where.replace('s3://', 'arn:aws:s3:::')
  switch (answer.code) {
    case 'NoCredentials':
      return 'no AWS credentials were found: configure them before this step (for example with aws-actions/configure-aws-credentials)'
    case 'NoSuchBucket':
      return `the bucket in ${where} does not exist (NoSuchBucket): create it or fix the "bucket" input`
    case 'AccessDenied':
    case 'Forbidden':
      return `access denied to ${where}: the credentials need ${permission} on ${arn}`
    case 'InvalidAccessKeyId':
    case 'SignatureDoesNotMatch':
      return `${endpoint} rejected the AWS credentials (${answer.code}): check the access key and secret`
    case 'ExpiredToken':
    case 'TokenRefreshRequired':
    case 'RequestExpired':
      return (
        `the AWS credentials have expired (${answer.code}): a job that holds a lock longer than ` +
        'its credentials last loses it (raise role-duration-seconds of aws-actions/configure-aws-credentials)'
      )
    case 'NotImplemented':
      return `the store at ${endpoint} does not implement conditional writes (${answer.reason}); use strategy "listing"`
    case 'AbortError':
      return 'cancelled'
  }
  return `${endpoint} refused ${permission} on ${where} (${answer.reason})`
}

export function serverDate(headers: Record<string, string> | undefined): number | undefined {
  const text = headers?.date ?? headers?.Date
  const value = text === undefined ? NaN : Date.parse(text)
  return Number.isNaN(value) ? undefined : value
}

export function unquote(etag: string): string {
  return etag.replace(/^"(.*)"$/, '$1')
}

export function quote(etag: string): string {
  return `"${etag}"`
}

export function spell(etag: string, spelling: EtagSpelling): string {
  return spelling === 'quoted' ? quote(etag) : etag
}

/**
 * Notes each answer's Date header (undefined when it has none) and where each request went:
 * what S3LockStore.lastServerNow and .endpoint report.
 */
export function watchAnswers(
  client: S3Client,
  on: { serverNow(ms: number | undefined): void; requestUrl(url: RequestUrl): void }
): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      on.serverNow(undefined)
      const result = await next(args)
      on.serverNow(serverDate((result.response as HttpHeaders | undefined)?.headers))
      return result
    },
    { step: 'deserialize', name: 'captureServerDate' }
  )
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as Partial<RequestUrl> | undefined
      if (request?.protocol && request.hostname) {
        on.requestUrl({
          protocol: request.protocol,
          hostname: request.hostname,
          port: request.port
        })
      }
      return next(args)
    },
    { step: 'finalizeRequest', name: 'recordEndpoint' }
  )
}

/** A read's parameters: with `knownEtag`, the store answers 304 while the object has it. */
export function unlessEtag(bucket: string, key: string, knownEtag: string | undefined) {
  return {
    Bucket: bucket,
    Key: key,
    IfNoneMatch: knownEtag === undefined ? undefined : quote(knownEtag)
  }
}
