import { monotonicNow } from '../basics/backoff.js'
import { leaseSafeEnd } from '../lease/lease.js'
import type { Holder, HeldRecord, LockRecord } from '../single/lock-record.js'
import type { Ticket } from '../line/line-record.js'
import type { RunOrder } from '../line/newest-wins.js'
import type { Store, StoredObject } from '../store/store.js'
import type { HoldOptions } from '../hold/hold-gate.js'

/**
 * What acquiring, renewing, releasing and breaking a lock take and give, for one holder
 * (conditional-lock.ts) and several (shared-lock.ts) alike.
 */

export interface WaitView {
  key: string
  holder: HeldRecord
  /** The lock changed hands (or we see it for the first time) since the last view. */
  holderChanged: boolean
  /** Since the holder's last write, by the store's clock. */
  sinceLastWriteMs?: number
  /** Until a waiter may take over, if the holder neither renews nor releases. */
  expiresInMs: number
  waitedMs: number
  /** Our place in the line, when we wait in one: the waiters still ahead of us. */
  place?: { ticket: number; ahead: Ticket[] }
}

export interface AcquireOptions {
  /** A fresh random id unless the caller needs to know it before the first write. */
  owner?: string
  leaseMs: number
  /**
   * How much a waiter may let the store's clock shorten its wait for our lease (lease.ts);
   * at most a quarter of the lease. Our own count of the lease ends this much early.
   */
  storeClockAllowanceMs?: number
  holder: Holder
  /** Every request and pause of acquire ends within this, plus REQUEST_GRACE_MS. */
  timeoutMs: number
  pollMs: number
  signal?: AbortSignal
  /**
   * Called once, before the first write (or, with several holders, before joining the line,
   * where a release may hand us a place): from then on a cleanup may be needed.
   */
  beforeFirstWrite?: () => void
  /**
   * Called once before creating the lock object where none exists yet: the moment to check
   * that the store really enforces If-None-Match before relying on it. It may throw. It must
   * end by `bound` (the timeout plus REQUEST_GRACE_MS), as every request of acquire does.
   */
  beforeCreate?: (bound: AbortSignal) => Promise<void>
  /**
   * Before taking a record nobody has held yet, acquire lists the name's listing-strategy keys
   * (strategy-guard.ts); without s3:ListBucket that look is skipped, and this hears why.
   */
  onListingCheckSkipped?: (why: string) => void
  /** Called after each look at a held lock: the caller decides what is worth printing. */
  onWait?: (view: WaitView) => void
  /**
   * Wait in the lock's line of waiters (line.ts), so that waiters get the lock in the order
   * they joined. Without it, waiters race at each handover.
   */
  line?: {
    key: string
    /** How long a free lock waits for each waiter ahead before passing it as dead. */
    passStepMs: number
    /**
     * Several holders: a waiter whose place will be renewed in the background within this long
     * says so, and a place a release hands it is held by this claim until its first renewal
     * (shared-record.ts), so that one handed to a waiter that has gone frees soon. Without it a
     * handed place is held by the waiter's whole lease.
     */
    claimMs?: number
    /** A store not bound to `signal`: a cancelled wait still deletes its requests and leaves. */
    cleanupStore?: Store
    /** Called once the place is taken, with the number of waiters that were ahead. */
    onJoined?: (ticket: number, ahead: Ticket[]) => void
    /**
     * `queue: newest`: runs of `group` supersede each other by `order`. The waiter always
     * joins the line, even to take a free lock, so that the line knows the newest run of each
     * group; acquire throws SupersededError (after leaving the line) once a newer run of the
     * group has joined.
     */
    newest?: { group: string; order: RunOrder }
  }
  /**
   * Consulted after each look at a lock held by someone else whose lease is still running
   * (after onWait), by the head of the line or when there is no line: `true` says that this
   * holder can no longer use the lock, by some signal the protocol knows nothing of. Acquire
   * then treats the version it has just seen as free, and takes it over with the same
   * conditional write as an expired lease (If-Match on that ETag, so a holder that renewed or
   * released meanwhile wins, and acquire reads again); the new record says
   * `after: 'holder-gone'`. It is awaited before the next poll, so it should answer at once
   * (start slow work in the background and answer later). A throw fails the acquisition.
   */
  holderGone?: (view: WaitView) => Promise<boolean | undefined>
  /**
   * Check the holds registry (hold/hold-gate.ts) after our take is confirmed and before the
   * hand-out gate: a held lock is kept, paused, until the hold is over. Without it, holds are
   * not checked at all.
   */
  holds?: HoldOptions
}

/** What is left of an acquisition's lease by our own count (on the safe side): the hand-out gate. */
export function leaseLeftMs(acquisition: Acquisition): number {
  const { leaseStartedAt, leaseMs, record } = acquisition
  return leaseSafeEnd(leaseStartedAt, leaseMs, record.clockAllowanceMs ?? 0) - monotonicNow()
}

export interface Acquisition {
  key: string
  owner: string
  token: number
  etag: string
  leaseMs: number
  /** The record as written: what a renewal rewrites. */
  record: HeldRecord
  /**
   * Our monotonic clock just before the write that started the lease was sent: the lease
   * counts from here, and by our own count it ends at leaseSafeEnd(leaseStartedAt, leaseMs,
   * record.clockAllowanceMs).
   */
  leaseStartedAt: number
  /**
   * Our monotonic clock before the first renewal sent since the last confirmed one, while one
   * is unheard: a read-back that finds a renewal of ours landed counts the lease from here,
   * since the write that landed may be any of them (F42).
   */
  unconfirmedSince?: number
  waitedMs: number
  /** The record we replaced (a released or expired lock), if any. */
  previous?: LockRecord
  /** We took over a lease that had run out without a release. */
  tookOverExpired: boolean
  /** We took over a lease still running, because holderGone said its holder was gone. */
  tookOverGone: boolean
}

export type ReleaseResult =
  /** `handedTo`: the tickets of the waiters our place was handed on to in the same write. */
  | { kind: 'released'; handedTo?: number[] }
  /**
   * The lock is provably no longer ours: someone else holds it or released it, our lease having
   * run out or been broken (s3-lock release --force) before our release could land.
   */
  | { kind: 'not-owner'; current: LockRecord }
  /** There is no lock object at all any more (removed by hand). */
  | { kind: 'gone' }
  /**
   * Our release got no answer, and by the time we looked the lock had moved on through more
   * than one holder: our release may have landed, or our lease may have run out and been
   * taken over, and the record no longer says which. A possible loss, never a release.
   */
  | { kind: 'moved-on'; current: LockRecord }

export type RenewResult =
  | {
      kind: 'renewed'
      etag: string
      renewals: number
      confirmedBy: 'answer' | 'read-back'
      /** With an answer: when the applied attempt was sent (our monotonic clock). */
      sentAt?: number
      /**
       * With a read-back: the holder text stored. A write of ours landed, but perhaps an
       * earlier one, unheard, with other content (F42): only an answer proves this one's.
       */
      holder?: Holder
      /** Writes refused because another holder of the same object wrote first (several holders). */
      retries?: number
      /**
       * The lease from this renewal on, when it is not the one held so far: a place handed on
       * by a release is held by a short claim until its first renewal (shared-record.ts).
       */
      leaseMs?: number
    }
  /** Someone else holds it, or released it, or it is gone: our lease is over. */
  | { kind: 'lost'; current?: LockRecord }
  /** The store did not answer; the lease may or may not have been extended. */
  | { kind: 'unknown'; reason: string }

/** What a holder knows about its acquisition, to renew it. */
export interface HeldClaim {
  after?: HeldRecord['after']
  clockAllowanceMs?: number
  ticket?: number
  holds?: number[]
  owner: string
  token: number
  etag: string
  leaseMs: number
  holder: Holder
  acquiredAt: string
  renewals: number
  /** Above 1: a place in a lock with several holders (shared-lock.ts) is renewed. */
  holders?: number
  exclusive?: true
}

/** What a releaser knows about its acquisition. */
export interface ReleaseClaim {
  owner: string
  /** Needed only with `etag`; otherwise the lock is read first. */
  token?: number
  /** The ETag of our last write, if known: then release is a single request. */
  etag?: string
  holder?: Holder
  /**
   * The served mark of our acquisition (`record.ticket`), kept in the released record (with
   * `etag`; else read). Left out with `etag`, the mark goes back to 0, and every waiter then
   * passes each served ticket ahead of it as a dead waiter, a pass-step each.
   */
  ticket?: number
  /** The lock's recent hold durations, as in our record (with `etag`; else read). */
  holds?: number[]
  /**
   * When our hold began, on this machine's monotonic clock (Acquisition.leaseStartedAt): the
   * release adds the hold's length to the history. Unknown: the history is carried unchanged.
   */
  heldSince?: number
  /** Above 1: our place in a lock with several holders is freed (shared-lock.ts). */
  holders?: number
}

/**
 * The acquisition to break (`s3-lock release --force`), as its breaker saw it. With a token,
 * any version of that acquisition: its holder's renewals do not save it. With an ETag, exactly
 * that version.
 */
export interface BreakTarget {
  token?: number
  etag?: string
  /** Who breaks it: kept in the released record. */
  forcedBy: string
}

export type BreakResult =
  /** `broken` is the holder's record as it was when our release replaced it. */
  | { kind: 'released'; broken: HeldRecord }
  /** Nothing was released; `current` is the lock as last read (no object when undefined). */
  | { kind: 'refused'; why: BreakRefusal; current?: PresentLock; reason?: string }

export type BreakRefusal =
  /** No lock object, or a released one. */
  | 'not-held'
  /** Held by another acquisition (another token), or another version (another ETag). */
  | 'other-token'
  | 'other-etag'
  /** Still the named acquisition, but its holder renewed it before each of our writes landed. */
  | 'kept-renewing'
  /** Still the named acquisition, and the store did not answer our last write. */
  | 'unanswered'

/** A lock object as read, with the store's clock at the read. */
export interface PresentLock {
  object: StoredObject
  record: LockRecord
  serverNowMs?: number
}
