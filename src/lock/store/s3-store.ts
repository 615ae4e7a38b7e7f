import { clock } from '../basics/clock.js'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client
} from '@aws-sdk/client-s3'
import { monotonicNow } from '../basics/backoff.js'
import { UnsafeStoreError } from '../basics/errors.js'
import {
  classify,
  clientConfig,
  explain,
  unlessEtag,
  unquote,
  watchAnswers
} from './store-answers.js'
import type { Store } from './store.js'
import { AttemptRules, IfMatchSpelling } from './attempt-rules.js'
import { storeEndpoint, type RequestUrl, type StoreEndpoint } from './store-endpoint.js'
import {
  noRequests,
  REQUEST_TIMEOUT_MS,
  type BucketAnswer,
  type Deadline,
  type ListedKey,
  type ReadResult,
  type RequestClass,
  type RequestCounts,
  type StoreOptions,
  type WriteOutcome
} from './store-requests.js'

export * from './store-requests.js'
export type { Store } from './store.js'

/** The only module that speaks S3 (why it is shaped as it is: README.md in this folder). */

export class S3LockStore implements Store {
  readonly bucket: string
  /** The longest a request is in flight: the SDK gives up on it after this long. */
  readonly requestTimeoutMs: number
  readonly requests: RequestCounts = noRequests()
  private readonly client: S3Client
  private readonly signal?: AbortSignal
  private readonly rules: AttemptRules
  private readonly spelling = new IfMatchSpelling(
    () =>
      new UnsafeStoreError(
        `the store at ${this.endpointLabel} refuses PutObject If-Match with the object's own ETag; ` +
          'use strategy "listing" for this store'
      )
  )
  private readonly endpointLabel: string
  /** The store's clock from the last answer (Date header): requests here are sequential. */
  private lastServerNowMs: number | undefined
  /** Where the last request went, once the client had resolved its endpoint. */
  private lastRequestUrl: RequestUrl | undefined

  constructor(options: StoreOptions) {
    this.bucket = options.bucket
    this.signal = options.signal
    this.endpointLabel = options.endpoint ?? 'the S3 endpoint'
    this.rules = new AttemptRules((key) => this.where(key), this.endpointLabel, this.signal)
    const timeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
    this.requestTimeoutMs = timeout
    const config = clientConfig(options, timeout)
    this.client = new S3Client(config)
    watchAnswers(this.client, {
      serverNow: (ms) => (this.lastServerNowMs = ms),
      requestUrl: (url) => (this.lastRequestUrl = url)
    })
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
          new GetObjectCommand(unlessEtag(this.bucket, key, knownEtag)),
          { abortSignal: this.rules.abortSignal(bound) }
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
        this.rules.throwIfBound(bound, key)
        this.rules.throwIfFinal(answer, 's3:GetObject', key)
        await this.rules.pauseOrGiveUp(attempt, answer, key, bound)
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
        new HeadObjectCommand(unlessEtag(this.bucket, key, knownEtag)),
        { abortSignal: this.rules.abortSignal(bound) }
      )
      return { kind: 'present', metadata: output.Metadata ?? {} }
    } catch (error) {
      if (classify(error).status === 304) return { kind: 'unchanged' }
      if (this.signal?.aborted) throw this.signal.reason
      this.rules.throwIfBound(bound, key)
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
  replace(
    key: string,
    body: string,
    etag: string,
    bound: Deadline,
    metadata?: Record<string, string>
  ): Promise<WriteOutcome> {
    return this.spelling.replace(
      etag,
      (ifMatch) => this.conditionalPut(key, body, { IfMatch: ifMatch }, bound, metadata),
      () => this.currentEtag(key, bound)
    )
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
   * attempt went unanswered, `inFlightUntil` is this runner's wall clock by which it has
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
      lastSentAt = clock().wallNow()
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
        return { kind: 'answered', output: await send(this.client, this.rules.abortSignal(bound)) }
      } catch (error) {
        const answer = classify(error)
        if (this.signal?.aborted) throw this.signal.reason
        this.rules.throwIfBound(bound, '')
        if (answer.kind === 'final' || answer.kind === 'answered') {
          const where = `s3://${this.bucket}`
          return {
            kind: 'refused',
            status: answer.status,
            code: answer.code ?? '',
            explanation: explain(answer, permission, where, this.endpointLabel)
          }
        }
        await this.rules.pauseOrGiveUp(attempt, answer, '', bound)
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
        return await send(this.rules.abortSignal(bound))
      } catch (error) {
        const answer = classify(error)
        this.rules.throwIfBound(bound, key)
        this.rules.throwIfFinal(answer, permission, key)
        await this.rules.pauseOrGiveUp(attempt, answer, key, bound)
      }
    }
  }

  private async currentEtag(key: string, bound: Deadline): Promise<string | undefined> {
    this.requests.head++
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
        { abortSignal: this.rules.abortSignal(bound) }
      )
      return unquote(head.ETag ?? '')
    } catch (error) {
      const answer = classify(error)
      if (answer.status === 404) return undefined
      this.rules.throwIfBound(bound, key)
      this.rules.throwIfFinal(answer, 's3:GetObject', key)
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
          { abortSignal: this.rules.abortSignal(bound) }
        )
        return {
          kind: 'written',
          sentAt,
          etag: unquote(output.ETag ?? ''),
          serverNowMs: this.lastServerNowMs
        }
      } catch (error) {
        const refused = await this.rules.refusedWrite(classify(error), attempt, key, bound)
        if (refused !== undefined) return refused
      }
    }
  }
}
