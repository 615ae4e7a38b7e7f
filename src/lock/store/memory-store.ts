import { clock } from '../basics/clock.js'
import { UnsafeStoreError } from '../basics/errors.js'
import type { MemoryBucket, Reply, StoreRequest } from './memory-bucket.js'
import { explain, type Answer } from './store-answers.js'
import type { Store } from './store.js'
import { AttemptRules, IfMatchSpelling } from './attempt-rules.js'
import {
  noRequests,
  REQUEST_TIMEOUT_MS,
  type Deadline,
  type ListedKey,
  type ReadResult,
  type RequestClass,
  type RequestCounts,
  type WriteOutcome
} from './store-requests.js'

/**
 * One client of a MemoryBucket: what S3LockStore is to S3. Each method follows S3LockStore's
 * (s3-store.ts) step by step, with the SDK's answers replaced by the bucket's replies, so that
 * the protocol sees the same outcomes, retries, errors and request counts; keep the two in step.
 */

/** What the SDK throws when a call's abort signal fires: classify() reads it as final. */
const ABORTED: Answer = { kind: 'final', code: 'AbortError', reason: 'AbortError' }

type Heard = Reply | Answer

type Waiter = (heard: Heard) => void

/**
 * The requests waiting on each signal (a deadline, a client's cancel), in the order they were
 * sent. One 'abort' listener per signal ends them all in that order, where a listener added and
 * removed per request, on the deadline and on the cancel, was about 4 % of the simulator's
 * instructions. The one difference: another listener of the signal added between two requests
 * ran between them, and runs after both. Only a few waits of the line listen to a deadline
 * themselves; the histories of seeds 1 to 3,000 are the same either way.
 */
const waitersOf = new WeakMap<AbortSignal, Set<Waiter>>()

/** The requests waiting on `signal`: a set with its listener, made at the first. */
function waitersOn(signal: AbortSignal): Set<Waiter> {
  let waiters = waitersOf.get(signal)
  if (waiters === undefined) {
    const all = new Set<Waiter>()
    waitersOf.set(signal, all)
    signal.addEventListener(
      'abort',
      () => {
        for (const end of [...all]) end(ABORTED)
      },
      { once: true }
    )
    waiters = all
  }
  return waiters
}

export interface MemoryStoreOptions {
  /** The client's name in StoreRequest (faults, the log). Default 'client'. */
  name?: string
  /** A cancel: aborts sleeps and requests, and calls reject with its reason. */
  signal?: AbortSignal
  requestTimeoutMs?: number
}

export class MemoryStore implements Store {
  readonly name: string
  readonly bucket: string
  readonly requestTimeoutMs: number
  readonly requests: RequestCounts = noRequests()
  private readonly memory: MemoryBucket
  private readonly signal?: AbortSignal
  private readonly rules: AttemptRules
  private readonly spelling = new IfMatchSpelling(
    () =>
      new UnsafeStoreError(
        `the store ${this.where('')} refuses PutObject If-Match with the object's own ETag`
      )
  )
  private readonly noAnswer: Answer
  private lastServerNowMs: number | undefined
  /** waitersOn() of the cancel, and of the last deadline: no WeakMap lookup per request. */
  private cancelWaiters: Set<Waiter> | undefined
  private lastBound: Deadline | undefined
  private lastBoundWaiters: Set<Waiter> | undefined

  constructor(bucket: MemoryBucket, options: MemoryStoreOptions = {}) {
    this.memory = bucket
    this.bucket = bucket.name
    this.name = options.name ?? 'client'
    this.signal = options.signal
    this.rules = new AttemptRules(
      (key) => this.where(key),
      `the memory store ${this.bucket}`,
      this.signal
    )
    this.requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
    this.noAnswer = { kind: 'unknown', reason: `no answer within ${this.requestTimeoutMs} ms` }
  }

  get lastServerNow(): number | undefined {
    return this.lastServerNowMs
  }

  where(key: string): string {
    return `s3://${this.bucket}/${key}`
  }

  async read(key: string, knownEtag: string | undefined, bound: Deadline): Promise<ReadResult> {
    const request: StoreRequest = { op: 'get', key, client: this.name }
    for (let attempt = 0; ; attempt++) {
      this.requests.get++
      const heard = await this.send(request, () => this.memory.getObject(key, knownEtag), bound)
      if ('date' in heard && heard.object) {
        const { etag, body, lastModifiedMs } = heard.object
        return { kind: 'present', object: { etag, body, lastModifiedMs }, serverNowMs: heard.date }
      }
      // 304 (most of a waiter's looks) and 404 as answerOf reads them, without making its answer.
      if ('date' in heard && heard.status === 304) {
        return { kind: 'unchanged', serverNowMs: heard.date }
      }
      if ('date' in heard && heard.status === 404) {
        return { kind: 'absent', serverNowMs: heard.date }
      }
      const answer = answerOf(heard)
      if (answer.status === 403 && answer.code === 'AccessDenied') {
        const where = this.where(key)
        return { kind: 'forbidden', explanation: explain(answer, 's3:GetObject', where, '') }
      }
      this.rules.throwIfBound(bound, key)
      this.rules.throwIfFinal(answer, 's3:GetObject', key)
      await this.rules.pauseOrGiveUp(attempt, answer, key, bound)
    }
  }

  async peek(
    key: string,
    knownEtag: string | undefined,
    bound: Deadline
  ): Promise<
    { kind: 'unchanged' } | { kind: 'present'; metadata: Record<string, string> } | undefined
  > {
    this.requests.head++
    const request: StoreRequest = { op: 'head', key, client: this.name }
    const heard = await this.send(request, () => this.memory.getObject(key, knownEtag), bound)
    if ('date' in heard && heard.object)
      return { kind: 'present', metadata: { ...heard.object.metadata } }
    if ('date' in heard && heard.status === 304) return { kind: 'unchanged' }
    if (this.signal?.aborted) throw this.signal.reason
    this.rules.throwIfBound(bound, key)
    return undefined
  }

  async head(
    key: string,
    bound: Deadline
  ): Promise<{ exists: boolean; metadata: Record<string, string>; serverNowMs?: number }> {
    const request: StoreRequest = { op: 'head', key, client: this.name }
    const heard = await this.retrying('s3:GetObject', key, 'head', bound, request, () =>
      this.memory.getObject(key)
    )
    return heard.object
      ? { exists: true, metadata: { ...heard.object.metadata }, serverNowMs: heard.date }
      : { exists: false, metadata: {}, serverNowMs: heard.date }
  }

  create(
    key: string,
    body: string,
    bound: Deadline,
    metadata?: Record<string, string>
  ): Promise<WriteOutcome> {
    return this.conditionalPut(key, body, { ifNoneMatch: '*' }, bound, metadata)
  }

  /** As S3LockStore: learns the ETag spelling the store wants from its first refusal. */
  replace(
    key: string,
    body: string,
    etag: string,
    bound: Deadline,
    metadata?: Record<string, string>
  ): Promise<WriteOutcome> {
    return this.spelling.replace(
      etag,
      (ifMatch) => this.conditionalPut(key, body, { ifMatch: ifMatch }, bound, metadata),
      () => this.currentEtag(key, bound)
    )
  }

  async putOwnKey(
    key: string,
    body: string,
    metadata: Record<string, string>,
    bound: Deadline
  ): Promise<{ inFlightUntil?: number }> {
    // An attempt with no answer may still land after the retry did: until sent + timeout.
    let lastSentAt: number | undefined
    let inFlightUntil: number | undefined
    const request: StoreRequest = { op: 'put', key, client: this.name }
    await this.retrying(
      's3:PutObject',
      key,
      'put',
      bound,
      request,
      () => this.memory.putObject(key, body, metadata),
      () => {
        if (lastSentAt !== undefined) inFlightUntil = lastSentAt + this.requestTimeoutMs
        lastSentAt = clock().wallNow()
      }
    )
    return { inFlightUntil }
  }

  async list(
    prefix: string,
    bound: Deadline
  ): Promise<{ keys: ListedKey[]; serverNowMs?: number }> {
    const request: StoreRequest = { op: 'list', key: prefix, client: this.name }
    let keys: ListedKey[] = []
    let token: string | undefined
    let serverNowMs: number | undefined
    do {
      const after = token
      const page = await this.retrying('s3:ListBucket', prefix, 'list', bound, request, () =>
        this.memory.listPage(prefix, after)
      )
      serverNowMs = page.date
      // The page's array is fresh from listPage: no copy needed for the first.
      keys = keys.length === 0 ? (page.keys ?? []) : keys.concat(page.keys ?? [])
      token = page.next
    } while (token)
    return { keys, serverNowMs }
  }

  async delete(key: string, bound: Deadline, ifMatch?: string): Promise<number> {
    const request: StoreRequest = {
      op: 'delete',
      key,
      condition: ifMatch === undefined ? undefined : 'if-match',
      client: this.name
    }
    const heard = await this.retrying('s3:DeleteObject', key, 'delete', bound, request, () =>
      this.memory.deleteObject(key, ifMatch)
    )
    return heard.status
  }

  /**
   * One attempt: the bucket's reply, or what the SDK would have thrown when none came (the
   * call's signal aborted: final AbortError; the request timeout passed: unknown). Waits only
   * through clock(), and arms no timer when the reply comes at once.
   */
  private send(request: StoreRequest, act: () => Reply, bound: Deadline): Promise<Heard> {
    const cancel = this.signal
    // The SDK does not send a request whose signal has already aborted.
    if (bound.aborted || cancel?.aborted) return Promise.resolve(ABORTED)
    this.lastServerNowMs = undefined
    let early: Reply | undefined
    let late: ((reply: Reply) => void) | undefined
    this.memory.exchange(request, act, (reply) => (late ? late(reply) : (early = reply)))
    if (early !== undefined) return Promise.resolve(this.heard(early))
    return new Promise<Heard>((resolve) => {
      let done = false
      const finish = (heard: Heard) => {
        if (done) return
        done = true
        stopTimer()
        onBound.delete(finish)
        onCancel?.delete(finish)
        resolve(heard)
      }
      const stopTimer = clock().later(this.requestTimeoutMs, () => finish(this.noAnswer))
      if (bound !== this.lastBound) {
        this.lastBound = bound
        this.lastBoundWaiters = waitersOn(bound)
      }
      const onBound = this.lastBoundWaiters as Set<Waiter>
      onBound.add(finish)
      const onCancel = cancel && (this.cancelWaiters ??= waitersOn(cancel))
      onCancel?.add(finish)
      // An answer after the client gave up is not heard: its Date header is not noted either.
      late = (reply) => done || finish(this.heard(reply))
    })
  }

  /** Every answer's Date header is noted, refusals' too (as S3LockStore's, the contract shows). */
  private heard(reply: Reply): Reply {
    this.lastServerNowMs = reply.date
    return reply
  }

  /**
   * Idempotent requests, as S3LockStore.retrying: repeated on transient answers; 404 and 412
   * (and 304) come back to the caller as replies, as the SDK's callers catch them there.
   */
  private async retrying(
    permission: string,
    key: string,
    kind: RequestClass,
    bound: Deadline,
    request: StoreRequest,
    act: () => Reply,
    beforeEach?: () => void
  ): Promise<Reply> {
    for (let attempt = 0; ; attempt++) {
      this.requests[kind]++
      beforeEach?.()
      const heard = await this.send(request, act, bound)
      if ('date' in heard) {
        if (heard.status < 300) return heard
        if ((kind === 'head' || kind === 'delete') && heard.status === 404) return heard
        if (kind === 'delete' && heard.status === 412) return heard
      }
      const answer = answerOf(heard)
      this.rules.throwIfBound(bound, key)
      this.rules.throwIfFinal(answer, permission, key)
      await this.rules.pauseOrGiveUp(attempt, answer, key, bound)
    }
  }

  private async currentEtag(key: string, bound: Deadline): Promise<string | undefined> {
    this.requests.head++
    const request: StoreRequest = { op: 'head', key, client: this.name }
    const heard = await this.send(request, () => this.memory.getObject(key), bound)
    if ('date' in heard && heard.object) return heard.object.etag
    const answer = answerOf(heard)
    if (answer.status === 404) return undefined
    this.rules.throwIfBound(bound, key)
    this.rules.throwIfFinal(answer, 's3:GetObject', key)
    return undefined
  }

  private async conditionalPut(
    key: string,
    body: string,
    condition: { ifNoneMatch?: string; ifMatch?: string },
    bound: Deadline,
    metadata?: Record<string, string>
  ): Promise<WriteOutcome> {
    const request: StoreRequest = {
      op: 'put',
      key,
      condition: condition.ifMatch === undefined ? 'if-none-match' : 'if-match',
      client: this.name
    }
    const act = () => this.memory.putObject(key, body, metadata, condition)
    for (let attempt = 0; ; attempt++) {
      this.requests.conditionalPut++
      const sentAt = clock().monotonicNow()
      const heard = await this.send(request, act, bound)
      if ('date' in heard && heard.object) {
        return { kind: 'written', sentAt, etag: heard.object.etag, serverNowMs: heard.date }
      }
      const refused = await this.rules.refusedWrite(answerOf(heard), attempt, key, bound)
      if (refused !== undefined) return refused
    }
  }
}

/** A reply read as store-answers.ts's classify() reads the SDK's error for it. */
function answerOf(heard: Heard): Answer {
  if (!('date' in heard)) return heard
  const { status, code, date } = heard
  const base = { status, code, serverNowMs: date, reason: `HTTP ${status} ${code ?? ''}`.trim() }
  if (status < 300 || status === 304 || status === 404 || status === 412) {
    return { ...base, kind: 'answered' }
  }
  if (status === 409 || status === 429 || status === 503) return { ...base, kind: 'rejected' }
  if (status >= 500 && status !== 501) return { ...base, kind: 'unknown' }
  return { ...base, kind: 'final' }
}
