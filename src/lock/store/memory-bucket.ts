import { hash } from 'node:crypto'
import { clock } from '../basics/clock.js'
import type { ListedKey } from './store-requests.js'

/**
 * The server side of an in-memory S3: the objects, the store's own clock, the faults. Many
 * MemoryStore clients (one per simulated job) share one bucket, as jobs share one S3 bucket.
 * It answers as S3 does where the lock protocol relies on it (the contract suite,
 * __tests__/store-contract.test.ts, holds it to the real RGW), and its faults are those the
 * HTTP fault proxy (__tests__/support/fault-proxy.js) injects, on demand and without a server.
 */

export type StoreOp = 'get' | 'head' | 'put' | 'list' | 'delete'

export interface StoreRequest {
  op: StoreOp
  /** For list: the prefix. */
  key: string
  /** The write's (or delete's) condition, if any. */
  condition?: 'if-none-match' | 'if-match'
  /** The MemoryStore's `name`. */
  client: string
}

export type Fault =
  /** Answered with this status, nothing applied (409: ConditionalRequestConflict). */
  | { kind: 'status'; status: 500 | 503 | 409 | 403; code?: string }
  /** Applied, then the answer is lost: the client hears nothing until it gives up. */
  | { kind: 'drop-answer' }
  /**
   * Not applied now; applied afterMs later (its condition evaluated then). No answer, or with
   * `answer`, that status at once: a gateway that gave up on a write the store still applies.
   */
  | { kind: 'late-land'; afterMs: number; answer?: 500 | 503 }
  /** Never applied, never answered. */
  | { kind: 'hang' }
  /** Extra delay before the request reaches the store. */
  | { kind: 'latency'; ms: number }

/** Decides the fault (if any) for each request attempt; called once per attempt, in order. */
export type FaultPlan = (request: StoreRequest) => Fault | undefined

export type Outcome = 'applied' | 'refused' | 'failed' | 'lost' | 'late' | 'hung' | 'read'

export type LogEntry = StoreRequest & { at: number; outcome: Outcome; status?: number }

export interface MemoryObject {
  body: string
  /** Unquoted hex MD5 of the body, as S3 gives for a single PUT. */
  etag: string
  /** The store's clock at the write, whole seconds (Last-Modified). */
  lastModifiedMs: number
  /** Keys lowercased, as S3 returns x-amz-meta-* headers. */
  metadata: Record<string, string>
  /** UTF-8 bytes of the body. */
  size: number
}

/** What the bucket answers one request with: the HTTP status and what the client reads. */
export interface Reply {
  status: number
  code?: string
  /** The Date header: the store's clock, whole seconds. */
  date: number
  object?: MemoryObject
  keys?: ListedKey[]
  /** list: the continuation token (the last key of this page) when more follow. */
  next?: string
}

export interface MemoryBucketOptions {
  /** Default 'memory'. */
  name?: string
  /** The store's clock minus clock().wallNow() (ms): a store whose clock differs from the runners'. */
  clockOffsetMs?: number
  /**
   * How far the Date header runs ahead of Last-Modified (ms; negative: behind): a proxy or a
   * gateway node on another clock than the node that stamps writes.
   */
  dateAheadMs?: number
  /** Latency of one request each way, ms, drawn per request (use random() for jitter). */
  latencyMs?: (request: StoreRequest) => number
  faults?: FaultPlan
  /** Refuse a PutObject with no condition (403 AccessDenied) under this prefix, as docs/aws-setup.md's policy does. */
  refusePlainPutsUnder?: string
  /** Keys per ListObjectsV2 page (default 1000, as S3). */
  pageSize?: number
  /** Record every attempt in `log` (default false: the simulator's hot path). */
  keepLog?: boolean
}

const CODES: Record<number, string> = {
  304: 'NotModified',
  403: 'AccessDenied',
  404: 'NoSuchKey',
  409: 'ConditionalRequestConflict',
  412: 'PreconditionFailed',
  500: 'InternalError',
  503: 'SlowDown'
}

export class MemoryBucket {
  readonly name: string
  readonly log: LogEntry[] = []
  private readonly store = new Map<string, MemoryObject>()
  /** The keys in UTF-8 binary order, as ListObjectsV2 returns them. */
  private readonly sorted: string[] = []
  private readonly offsetMs: number
  private dateAheadMs: number
  private readonly latencyMs?: (request: StoreRequest) => number
  private faults?: FaultPlan
  private readonly refuseUnder?: string
  private readonly pageSize: number
  private readonly keepLog: boolean

  constructor(options: MemoryBucketOptions = {}) {
    this.name = options.name ?? 'memory'
    this.offsetMs = options.clockOffsetMs ?? 0
    this.dateAheadMs = options.dateAheadMs ?? 0
    this.latencyMs = options.latencyMs
    this.faults = options.faults
    this.refuseUnder = options.refusePlainPutsUnder
    this.pageSize = Math.max(1, options.pageSize ?? 1000)
    this.keepLog = options.keepLog ?? false
  }

  setFaults(plan: FaultPlan | undefined): void {
    this.faults = plan
  }

  /** From now on the Date header runs this far ahead of Last-Modified (a clock stepped). */
  setDateAhead(ms: number): void {
    this.dateAheadMs = ms
  }

  /** The store's clock now (ms since epoch). */
  now(): number {
    return clock().wallNow() + this.offsetMs
  }

  /** What is stored, for checkers. Not a copy: objects are replaced on write, never changed. */
  objects(): ReadonlyMap<string, MemoryObject> {
    return this.store
  }

  /**
   * One request attempt, from a client: it travels, meets its fault, `act` applies it to the
   * bucket when (and if) it lands, and `answer` hears the reply when (and if) it comes back.
   * With no latency and no fault all of this happens before exchange returns (the hot path).
   */
  exchange(request: StoreRequest, act: () => Reply, answer: (reply: Reply) => void): void {
    const fault = this.faults?.(request)
    const oneWay = this.latencyMs?.(request) ?? 0
    const up = fault?.kind === 'latency' ? oneWay + fault.ms : oneWay
    if (up > 0) clock().later(up, () => this.arrive(request, fault, oneWay, act, answer))
    else this.arrive(request, fault, oneWay, act, answer)
  }

  private arrive(
    request: StoreRequest,
    fault: Fault | undefined,
    down: number,
    act: () => Reply,
    answer: (reply: Reply) => void
  ): void {
    let reply: Reply
    switch (fault?.kind) {
      case 'status':
        reply = { status: fault.status, code: fault.code ?? CODES[fault.status], date: this.date() }
        if (this.keepLog) this.note(request, 'failed', fault.status)
        break
      case 'drop-answer':
        if (this.keepLog) this.note(request, 'lost', act().status)
        else act()
        return
      case 'late-land':
        if (this.keepLog) this.note(request, 'late', fault.answer)
        clock().later(fault.afterMs, () => {
          const landed = act()
          if (this.keepLog) this.note(request, this.outcomeOf(request, landed), landed.status)
        })
        if (fault.answer === undefined) return
        reply = { status: fault.answer, code: CODES[fault.answer], date: this.date() }
        break
      case 'hang':
        if (this.keepLog) this.note(request, 'hung')
        return
      default:
        reply = act()
        if (this.keepLog) this.note(request, this.outcomeOf(request, reply), reply.status)
    }
    if (down > 0) clock().later(down, () => answer(reply))
    else answer(reply)
  }

  /** GetObject / HeadObject with If-None-Match. */
  getObject(key: string, ifNoneMatch?: string): Reply {
    const object = this.store.get(key)
    if (object === undefined) return this.refusal(404)
    if (ifNoneMatch !== undefined && isEtag(ifNoneMatch, object.etag)) return this.refusal(304)
    return { status: 200, date: this.date(), object }
  }

  /** PutObject, with If-None-Match: * or If-Match, or neither (`plain`). */
  putObject(
    key: string,
    body: string,
    metadata: Record<string, string> | undefined,
    condition?: { ifNoneMatch?: string; ifMatch?: string }
  ): Reply {
    if (condition === undefined) {
      if (this.refuseUnder !== undefined && key.startsWith(this.refuseUnder)) {
        return this.refusal(403)
      }
    } else {
      const current = this.store.get(key)
      if (condition.ifNoneMatch !== undefined && current !== undefined) return this.refusal(412)
      if (condition.ifMatch !== undefined) {
        // AWS answers 404 NoSuchKey to If-Match on a missing key (RGW: 412).
        if (current === undefined) return this.refusal(404)
        if (!isEtag(condition.ifMatch, current.etag)) return this.refusal(412)
      }
    }
    const object: MemoryObject = {
      body,
      // The one-shot hash: the same MD5 as a Hash object's, in about half the time.
      etag: hash('md5', body, 'hex'),
      lastModifiedMs: wholeSeconds(this.now()),
      metadata: lowercased(metadata),
      size: Buffer.byteLength(body)
    }
    if (this.store.get(key) === undefined) this.sorted.splice(this.position(key), 0, key)
    this.store.set(key, object)
    return { status: 200, date: this.date(), object }
  }

  /** DeleteObject, optionally If-Match: 204, or 412 / 404 when the condition fails. */
  deleteObject(key: string, ifMatch?: string): Reply {
    const current = this.store.get(key)
    if (ifMatch !== undefined) {
      if (current === undefined) return this.refusal(404)
      if (!isEtag(ifMatch, current.etag)) return this.refusal(412)
    }
    if (current !== undefined) {
      this.store.delete(key)
      this.sorted.splice(this.position(key), 1)
    }
    return { status: 204, date: this.date() }
  }

  /** One ListObjectsV2 page of keys under `prefix`, after the continuation token `after`. */
  listPage(prefix: string, after: string | undefined): Reply {
    let at = after === undefined ? this.position(prefix) : this.position(after)
    if (after !== undefined && this.sorted[at] === after) at++
    const keys: ListedKey[] = []
    while (at < this.sorted.length && keys.length < this.pageSize) {
      const key = this.sorted[at]
      if (!key.startsWith(prefix)) break
      const object = this.store.get(key) as MemoryObject
      keys.push({ key, lastModifiedMs: object.lastModifiedMs, size: object.size })
      at++
    }
    const more = at < this.sorted.length && this.sorted[at].startsWith(prefix)
    return {
      status: 200,
      date: this.date(),
      keys,
      next: more ? keys[keys.length - 1].key : undefined
    }
  }

  /** The Date header: HTTP dates have whole seconds. */
  private date(): number {
    return wholeSeconds(this.now() + this.dateAheadMs)
  }

  private refusal(status: number): Reply {
    return { status, code: CODES[status], date: this.date() }
  }

  /** The first index whose key is not before `key`. */
  private position(key: string): number {
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (utf8Compare(this.sorted[mid], key) < 0) low = mid + 1
      else high = mid
    }
    return low
  }

  private outcomeOf(request: StoreRequest, reply: Reply): Outcome {
    if (request.op === 'get' || request.op === 'head' || request.op === 'list') return 'read'
    return reply.status < 300 ? 'applied' : 'refused'
  }

  private note(request: StoreRequest, outcome: Outcome, status?: number): void {
    this.log.push({ ...request, at: this.now(), outcome, status })
  }
}

/**
 * UTF-8 byte order, which is code point order: UTF-16 code units sort the same except that
 * surrogates (U+D800..DFFF, astral characters) must come after U+E000..FFFF.
 */
export function utf8Compare(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i)
    let y = b.charCodeAt(i)
    if (x === y) continue
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000
    }
    return x - y
  }
  return a.length - b.length
}

/**
 * Whether a condition's ETag, quoted or bare, names `etag` (hex, so no line break): what
 * unquote(given) === etag says, without a regular expression per request.
 */
function isEtag(given: string, etag: string): boolean {
  if (given.length === etag.length) return given === etag
  return (
    given.length === etag.length + 2 &&
    given.charCodeAt(0) === 34 &&
    given.charCodeAt(given.length - 1) === 34 &&
    given.startsWith(etag, 1)
  )
}

function lowercased(metadata: Record<string, string> | undefined): Record<string, string> {
  const copy: Record<string, string> = {}
  if (metadata) for (const name in metadata) copy[name.toLowerCase()] = metadata[name]
  return copy
}

function wholeSeconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000
}
