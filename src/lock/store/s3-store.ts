import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig
} from '@aws-sdk/client-s3'
import { backoffDelay, monotonicNow, sleep } from '../basics/backoff.js'
import { StoreConfigError, StoreUnavailableError, UnsafeStoreError } from '../basics/errors.js'
import { storeEndpoint, type RequestUrl, type StoreEndpoint } from './store-endpoint.js'

/**
 * The only module that speaks S3. It turns every answer into one of a few outcomes the lock
 * protocol can reason about, and hides how this particular store wants its conditions
 * spelled. Three facts shape it:
 *  - a write whose answer we did not get (timeout, reset, 5xx) may or may not have happened:
 *    it is reported as `unknown`, never guessed, so the caller reads the lock back;
 *  - 409 ConditionalRequestConflict and 503 SlowDown reject the request before it is applied,
 *    so they are retried here, with jitter, always with the same condition;
 *  - Ceph RGW refuses If-Match with a quoted ETag even when it matches (the bare ETag is
 *    sent), and answers 412 on a missing key where AWS answers 404; both are folded into
 *    `precondition-failed`.
 */

export interface StoredObject {
  /** Unquoted. */
  etag: string
  body: string
  /** The store's clock when the object was last written (Last-Modified, 1 s resolution). */
  lastModifiedMs: number
}

export type ReadResult =
  | { kind: 'absent'; serverNowMs?: number }
  | { kind: 'present'; object: StoredObject; serverNowMs?: number }
  /** The object still has the ETag the caller already knows (304 Not Modified). */
  | { kind: 'unchanged'; serverNowMs?: number }
  /**
   * 403: AWS answers so for a missing key when the caller may not s3:ListBucket, so this may
   * mean "absent"; only a conditional create can tell.
   */
  | { kind: 'forbidden'; explanation: string; serverNowMs?: undefined }

export type WriteOutcome =
  /**
   * `sentAt`: our monotonic clock just before the attempt that was applied was sent. Earlier
   * attempts of the same call were rejected unapplied (409, 503), so a lease that this write
   * starts counts from here.
   */
  | { kind: 'written'; etag: string; serverNowMs?: number; sentAt: number }
  /** `missing`: If-Match on a key that does not exist (AWS answers 404 NoSuchKey). */
  | { kind: 'precondition-failed'; missing?: boolean }
  | { kind: 'unknown'; reason: string }

/** How a timed-out acquire words writes that never landed: for its one-line error. */
export function notWrittenWhy(outcome: Exclude<WriteOutcome, { kind: 'written' }>): string {
  return outcome.kind === 'unknown'
    ? `while the store did not answer writes (${outcome.reason}) to`
    : 'while losing every race for'
}

export type BucketAnswer<T> =
  | { kind: 'answered'; output: T }
  | { kind: 'refused'; status?: number; code: string; explanation: string }

export interface ListedKey {
  key: string
  /** Store clock. */
  lastModifiedMs: number
  size: number
}

export interface StoreOptions {
  bucket: string
  region?: string
  endpoint?: string
  forcePathStyle?: boolean
  /** Aborts sleeps and requests: cancellation must stop a waiting step within seconds. */
  signal?: AbortSignal
  /** A request with no answer after this long has an unknown outcome. */
  requestTimeoutMs?: number
}

/**
 * When a request must be answered by: every request to the store names one (no default), so
 * that no path can wait on the store without a bound. A retry pauses only within it, and an
 * attempt in flight when it passes is cut off: unknown, for a write.
 */
export type Deadline = AbortSignal

export type RequestClass = 'get' | 'head' | 'conditionalPut' | 'put' | 'list' | 'delete'

/** Requests are what users pay for, so the store counts them by price class. */
export type RequestCounts = Record<RequestClass, number>

type EtagSpelling = 'quoted' | 'unquoted'

/**
 * RFC 7232 quotes entity tags, but Ceph RGW and DigitalOcean Spaces match If-Match only
 * against the bare ETag, and AWS documents the header as "the ETag value as a string".
 * Starting bare serves those stores in one request; a store that wants quotes is detected (the
 * ETag did not change, yet the condition failed) and gets the quoted form from then on.
 */
const FIRST_SPELLING: EtagSpelling = 'unquoted'

const TRANSIENT_ATTEMPTS = 6

/** How long one request may take before it counts as unanswered (the SDK's requestTimeout). */
export const REQUEST_TIMEOUT_MS = 15_000

/**
 * How long to wait, from now, until a PUT that went unanswered (see `putOwnKey`) has landed or
 * never will, with a second to spare. Capped at one request timeout: this runner's clock may
 * have been stepped since.
 */
export function lateLandingWaitMs(
  inFlightUntil: number,
  requestTimeoutMs = REQUEST_TIMEOUT_MS
): number {
  return Math.min(inFlightUntil - Date.now(), requestTimeoutMs) + 1000
}

export class S3LockStore {
  readonly bucket: string
  /** The longest a request is in flight: the SDK gives up on it after this long. */
  readonly requestTimeoutMs: number
  readonly requests: RequestCounts = {
    get: 0,
    head: 0,
    conditionalPut: 0,
    put: 0,
    list: 0,
    delete: 0
  }
  private readonly client: S3Client
  private readonly signal?: AbortSignal
  private readonly endpointLabel: string
  /** Unknown until the store has accepted one spelling of an ETag in If-Match. */
  private ifMatchSpelling: EtagSpelling | undefined
  /** The store's clock from the last answer (Date header): requests here are sequential. */
  private lastServerNowMs: number | undefined
  /** Where the last request went, once the client had resolved its endpoint. */
  private lastRequestUrl: RequestUrl | undefined

  constructor(options: StoreOptions) {
    this.bucket = options.bucket
    this.signal = options.signal
    this.endpointLabel = options.endpoint ?? 'the S3 endpoint'
    const timeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
    this.requestTimeoutMs = timeout
    const config: S3ClientConfig = {
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
    this.client = new S3Client(config)
    this.client.middlewareStack.add(
      (next) => async (args) => {
        this.lastServerNowMs = undefined
        const result = await next(args)
        this.lastServerNowMs = serverDate((result.response as HttpHeaders | undefined)?.headers)
        return result
      },
      { step: 'deserialize', name: 'captureServerDate' }
    )
    this.client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as Partial<RequestUrl> | undefined
        if (request?.protocol && request.hostname) {
          this.lastRequestUrl = {
            protocol: request.protocol,
            hostname: request.hostname,
            port: request.port
          }
        }
        return next(args)
      },
      { step: 'finalizeRequest', name: 'recordEndpoint' }
    )
  }

  /**
   * The store this client's requests reach, as its last request was addressed; undefined
   * until a request has been sent.
   */
  get endpoint(): StoreEndpoint | undefined {
    return this.lastRequestUrl && storeEndpoint(this.lastRequestUrl, this.bucket)
  }

  where(key: string): string {
    return `s3://${this.bucket}/${key}`
  }

  /** The store's clock in the last answer (its Date header), when it gave one. */
  get lastServerNow(): number | undefined {
    return this.lastServerNowMs
  }

  /**
   * Reads the object; with `knownEtag`, a cheap 304 says it has not changed. `bound` cuts the
   * read short (a holder must not wait on a read past its own lease): then it throws
   * StoreUnavailableError, as when the store stays unreachable.
   */
  async read(key: string, knownEtag: string | undefined, bound: Deadline): Promise<ReadResult> {
    for (let attempt = 0; ; attempt++) {
      this.requests.get++
      try {
        const output = await this.client.send(
          new GetObjectCommand(this.unlessEtag(key, knownEtag)),
          { abortSignal: this.abortSignal(bound) }
        )
        const body = (await output.Body?.transformToString()) ?? ''
        return {
          kind: 'present',
          object: {
            etag: unquote(output.ETag ?? ''),
            body,
            lastModifiedMs: output.LastModified?.getTime() ?? 0
          },
          serverNowMs: this.lastServerNowMs
        }
      } catch (error) {
        const answer = classify(error)
        if (answer.status === 304) return { kind: 'unchanged', serverNowMs: answer.serverNowMs }
        if (answer.status === 404 && answer.code !== 'NoSuchBucket') {
          return { kind: 'absent', serverNowMs: answer.serverNowMs }
        }
        if (answer.status === 403 && answer.code === 'AccessDenied') {
          const where = this.where(key)
          return { kind: 'forbidden', explanation: explain(answer, 's3:GetObject', where, '') }
        }
        this.throwIfBound(bound, key)
        this.throwIfFinal(answer, 's3:GetObject', key)
        await this.pauseOrGiveUp(attempt, answer, key, bound)
      }
    }
  }

  /**
   * HEAD: the object's metadata without its body, or undefined when the store did not
   * say (a 304 is 'unchanged'). For a look that a few bytes of metadata can answer, where the
   * body may be long: the caller reads the object when this cannot tell.
   */
  async peek(
    key: string,
    knownEtag: string | undefined,
    bound: Deadline
  ): Promise<
    { kind: 'unchanged' } | { kind: 'present'; metadata: Record<string, string> } | undefined
  > {
    this.requests.head++
    try {
      const output = await this.client.send(
        new HeadObjectCommand(this.unlessEtag(key, knownEtag)),
        { abortSignal: this.abortSignal(bound) }
      )
      return { kind: 'present', metadata: output.Metadata ?? {} }
    } catch (error) {
      if (classify(error).status === 304) return { kind: 'unchanged' }
      if (this.signal?.aborted) throw this.signal.reason
      this.throwIfBound(bound, key)
      return undefined
    }
  }

  /** PutObject If-None-Match: * — succeeds only where no object exists. */
  create(
    key: string,
    body: string,
    bound: Deadline,
    metadata?: Record<string, string>
  ): Promise<WriteOutcome> {
    return this.conditionalPut(key, body, { IfNoneMatch: '*' }, bound, metadata)
  }

  /**
   * PutObject If-Match — succeeds only while the object still has `etag`. A write cut short by
   * `bound` has an unknown outcome, like one that got no answer.
   */
  async replace(
    key: string,
    body: string,
    etag: string,
    bound: Deadline,
    metadata?: Record<string, string>
  ): Promise<WriteOutcome> {
    const spelling = this.ifMatchSpelling ?? FIRST_SPELLING
    const ifMatch = (as: EtagSpelling) =>
      this.conditionalPut(key, body, { IfMatch: spell(etag, as) }, bound, metadata)
    const outcome = await ifMatch(spelling)
    if (outcome.kind === 'written') {
      this.ifMatchSpelling = spelling
    } else if (
      outcome.kind === 'precondition-failed' &&
      !outcome.missing &&
      this.ifMatchSpelling === undefined &&
      (await this.currentEtag(key, bound)) === etag
    ) {
      // The object still has the ETag we named, yet the store said it did not match: it wants
      // the other spelling. Learn it once; the condition itself is never dropped.
      const other = spelling === 'quoted' ? 'unquoted' : 'quoted'
      const retried = await ifMatch(other)
      if (retried.kind === 'written') this.ifMatchSpelling = other
      if (retried.kind === 'precondition-failed' && (await this.currentEtag(key, bound)) === etag) {
        throw new UnsafeStoreError(
          `the store at ${this.endpointLabel} refuses PutObject If-Match with the object's own ETag; ` +
            'use strategy "listing" for this store'
        )
      }
      return retried
    }
    return outcome
  }

  /**
   * A conditional PutObject with exactly the headers given, for the store capability probe,
   * which must see what the store does with each spelling.
   */
  putWithCondition(
    key: string,
    body: string,
    condition: { IfNoneMatch?: string; IfMatch?: string },
    bound: Deadline
  ): Promise<WriteOutcome> {
    return this.conditionalPut(key, body, condition, bound)
  }

  /** Keys under a prefix, every page, with the store's clock at the last page. */
  async list(
    prefix: string,
    bound: Deadline
  ): Promise<{ keys: ListedKey[]; serverNowMs?: number }> {
    const keys: ListedKey[] = []
    let token: string | undefined
    let serverNowMs: number | undefined
    do {
      const page = await this.retrying('s3:ListBucket', prefix, 'list', bound, (signal) =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix || undefined,
            ContinuationToken: token
          }),
          { abortSignal: signal }
        )
      )
      serverNowMs = this.lastServerNowMs
      for (const item of page.Contents ?? []) {
        if (item.Key) {
          keys.push({
            key: item.Key,
            lastModifiedMs: item.LastModified?.getTime() ?? 0,
            size: item.Size ?? 0
          })
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return { keys, serverNowMs }
  }

  /** HEAD: does the key exist, its metadata, and the store's clock. */
  async head(
    key: string,
    bound: Deadline
  ): Promise<{ exists: boolean; metadata: Record<string, string>; serverNowMs?: number }> {
    return this.retrying('s3:GetObject', key, 'head', bound, async (signal) => {
      try {
        const output = await this.client.send(
          new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
          { abortSignal: signal }
        )
        return { exists: true, metadata: output.Metadata ?? {}, serverNowMs: this.lastServerNowMs }
      } catch (error) {
        const answer = classify(error)
        if (answer.status === 404 && answer.code !== 'NoSuchBucket') {
          return { exists: false, metadata: {}, serverNowMs: answer.serverNowMs }
        }
        throw error
      }
    })
  }

  /**
   * An unconditional PutObject, only ever for a key that is this writer's alone (the listing
   * scheme's `name.created.uuid.expires`): it cannot overwrite anyone else's lock. When an
   * attempt went unanswered, `inFlightUntil` is this runner's clock (Date.now()) by which it has
   * landed or never will.
   */
  async putOwnKey(
    key: string,
    body: string,
    metadata: Record<string, string>,
    bound: Deadline
  ): Promise<{ inFlightUntil?: number }> {
    // An attempt with no answer (timeout, 5xx, dropped connection) may still land after the
    // retry did, even after the key is deleted: until it was sent plus the request timeout.
    let lastSentAt: number | undefined
    let inFlightUntil: number | undefined
    await this.retrying('s3:PutObject', key, 'put', bound, (signal) => {
      if (lastSentAt !== undefined) inFlightUntil = lastSentAt + this.requestTimeoutMs
      lastSentAt = Date.now()
      return this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, Metadata: metadata }),
        { abortSignal: signal }
      )
    })
    return { inFlightUntil }
  }

  /** DeleteObject, optionally If-Match; returns the HTTP status (204, or 412 when refused). */
  async delete(key: string, bound: Deadline, ifMatch?: string): Promise<number> {
    return this.retrying('s3:DeleteObject', key, 'delete', bound, async (signal) => {
      try {
        const output = await this.client.send(
          new DeleteObjectCommand({ Bucket: this.bucket, Key: key, IfMatch: ifMatch }),
          { abortSignal: signal }
        )
        return output.$metadata.httpStatusCode ?? 204
      } catch (error) {
        const answer = classify(error)
        if (answer.status === 412 || answer.status === 404) return answer.status
        throw error
      }
    })
  }

  /** Whether the SDK's credential chain finds credentials (they are never returned). */
  async credentialsFound(): Promise<boolean> {
    try {
      await this.client.config.credentials()
      return true
    } catch {
      return false
    }
  }

  /**
   * A read of the bucket itself rather than of a lock (s3-lock doctor: HeadBucket, versioning,
   * lifecycle, Object Lock): the answer, or the store's refusal with its error code. The
   * caller builds the command, so that the action's bundles carry none of these operations.
   */
  async inspectBucket<T>(
    permission: string,
    send: (client: S3Client, abortSignal?: AbortSignal) => Promise<T>,
    bound: Deadline
  ): Promise<BucketAnswer<T>> {
    for (let attempt = 0; ; attempt++) {
      this.requests.get++
      try {
        return { kind: 'answered', output: await send(this.client, this.abortSignal(bound)) }
      } catch (error) {
        const answer = classify(error)
        if (this.signal?.aborted) throw this.signal.reason
        this.throwIfBound(bound, '')
        if (answer.kind === 'final' || answer.kind === 'answered') {
          const where = `s3://${this.bucket}`
          return {
            kind: 'refused',
            status: answer.status,
            code: answer.code ?? '',
            explanation: explain(answer, permission, where, this.endpointLabel)
          }
        }
        await this.pauseOrGiveUp(attempt, answer, '', bound)
      }
    }
  }

  /** Idempotent requests: repeated on transient failures, final errors explained. */
  private async retrying<T>(
    permission: string,
    key: string,
    kind: RequestClass,
    bound: Deadline,
    send: (signal: AbortSignal) => Promise<T>
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      this.requests[kind]++
      try {
        return await send(this.abortSignal(bound))
      } catch (error) {
        const answer = classify(error)
        this.throwIfBound(bound, key)
        this.throwIfFinal(answer, permission, key)
        await this.pauseOrGiveUp(attempt, answer, key, bound)
      }
    }
  }

  private async currentEtag(key: string, bound: Deadline): Promise<string | undefined> {
    this.requests.head++
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
        { abortSignal: this.abortSignal(bound) }
      )
      return unquote(head.ETag ?? '')
    } catch (error) {
      const answer = classify(error)
      if (answer.status === 404) return undefined
      this.throwIfBound(bound, key)
      this.throwIfFinal(answer, 's3:GetObject', key)
      return undefined
    }
  }

  private async conditionalPut(
    key: string,
    body: string,
    condition: { IfNoneMatch?: string; IfMatch?: string },
    bound: Deadline,
    metadata?: Record<string, string>
  ): Promise<WriteOutcome> {
    for (let attempt = 0; ; attempt++) {
      this.requests.conditionalPut++
      const sentAt = monotonicNow()
      try {
        const output = await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: body,
            ContentType: 'application/json',
            CacheControl: 'no-store',
            Metadata: metadata,
            ...condition
          }),
          { abortSignal: this.abortSignal(bound) }
        )
        return {
          kind: 'written',
          sentAt,
          etag: unquote(output.ETag ?? ''),
          serverNowMs: this.lastServerNowMs
        }
      } catch (error) {
        const answer = classify(error)
        // 412: the condition did not hold. 404 NoSuchKey: If-Match on a missing key (AWS).
        if (answer.status === 412) return { kind: 'precondition-failed' }
        if (answer.status === 404 && answer.code === 'NoSuchKey') {
          return { kind: 'precondition-failed', missing: true }
        }
        if (bound.aborted && !this.signal?.aborted) {
          return { kind: 'unknown', reason: 'no answer before the deadline' }
        }
        this.throwIfFinal(answer, 's3:PutObject', key)
        if (answer.kind !== 'rejected' || attempt + 1 >= TRANSIENT_ATTEMPTS) {
          return { kind: 'unknown', reason: answer.reason }
        }
        // 409 or 503: rejected before it was applied; the same conditional request goes again.
        try {
          await sleep(backoffDelay(attempt, 200, 5_000), this.abortSignal(bound))
        } catch (error) {
          if (bound.aborted && !this.signal?.aborted)
            return { kind: 'unknown', reason: answer.reason }
          throw error
        }
      }
    }
  }

  private async pauseOrGiveUp(
    attempt: number,
    answer: Answer,
    key: string,
    bound: Deadline
  ): Promise<void> {
    if (attempt + 1 >= TRANSIENT_ATTEMPTS) {
      throw new StoreUnavailableError(
        `could not reach ${this.where(key)} after ${TRANSIENT_ATTEMPTS} attempts: ${answer.reason}`,
        answer.status === undefined
      )
    }
    try {
      await sleep(backoffDelay(attempt, 200, 5_000), this.abortSignal(bound))
    } catch (error) {
      this.throwIfBound(bound, key)
      throw error
    }
  }

  /** The step's own signal, cut shorter by the caller's deadline. */
  private abortSignal(bound: Deadline): AbortSignal {
    return this.signal ? AbortSignal.any([this.signal, bound]) : bound
  }

  /** A read's parameters: with `knownEtag`, the store answers 304 while the object has it. */
  private unlessEtag(key: string, knownEtag: string | undefined) {
    return {
      Bucket: this.bucket,
      Key: key,
      IfNoneMatch: knownEtag === undefined ? undefined : quote(knownEtag)
    }
  }

  private throwIfBound(bound: Deadline, key: string): void {
    if (bound.aborted && !this.signal?.aborted) {
      throw new StoreUnavailableError(`no answer from ${this.where(key)} before the deadline`)
    }
  }

  private throwIfFinal(answer: Answer, permission: string, key: string): void {
    if (this.signal?.aborted) throw this.signal.reason
    if (answer.kind !== 'final') return
    throw new StoreConfigError(
      explain(answer, permission, this.where(key), this.endpointLabel),
      answer.code
    )
  }
}

interface HttpHeaders {
  headers?: Record<string, string>
}

interface Answer {
  /** final: retrying cannot help; rejected: not applied, retry; unknown: may have happened. */
  kind: 'final' | 'rejected' | 'unknown' | 'answered'
  status?: number
  code?: string
  reason: string
  serverNowMs?: number
}

const NETWORK_UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'])

function classify(error: unknown): Answer {
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

function explain(answer: Answer, permission: string, where: string, endpoint: string): string {
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

function serverDate(headers: Record<string, string> | undefined): number | undefined {
  const text = headers?.date ?? headers?.Date
  const value = text === undefined ? NaN : Date.parse(text)
  return Number.isNaN(value) ? undefined : value
}

function unquote(etag: string): string {
  return etag.replace(/^"(.*)"$/, '$1')
}

function quote(etag: string): string {
  return `"${etag}"`
}

function spell(etag: string, spelling: EtagSpelling): string {
  return spelling === 'quoted' ? quote(etag) : etag
}
