import { clock } from '../basics/clock.js'
/** What the store answers, as the lock protocol sees it, and what a store client is told. */

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

/** Counts with nothing sent yet. */
export function noRequests(): RequestCounts {
  return { get: 0, head: 0, conditionalPut: 0, put: 0, list: 0, delete: 0 }
}

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
  return Math.min(inFlightUntil - clock().wallNow(), requestTimeoutMs) + 1000
}
