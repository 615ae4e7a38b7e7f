import { random, wallIso } from '../basics/clock.js'
import type {
  AcquireOptions,
  Acquisition,
  BreakResult,
  BreakTarget,
  HeldClaim,
  PresentLock,
  ReleaseClaim,
  ReleaseResult,
  RenewResult
} from '../acquire/acquisition.js'
import { backoffDelay, monotonicNow, sleep } from '../basics/backoff.js'
import {
  HoldersMismatchError,
  StoreConfigError,
  StoreUnavailableError,
  UserFacingError
} from '../basics/errors.js'
import {
  MalformedRecordError,
  parseRecord,
  SharedRecordError,
  RECORD_VERSION,
  serializeRecord,
  type HeldRecord,
  type Holder,
  type LockRecord,
  withHold
} from './lock-record.js'
import { LockAcquisition } from './lock-acquisition.js'
import { SharedLock } from '../pool/shared-lock.js'
import { isSharedText } from '../pool/shared-record.js'
import type { Deadline, Store, StoredObject } from '../store/store.js'

export { REQUEST_GRACE_MS } from '../basics/deadlines.js'

/**
 * The conditional-write lock protocol (docs/protocol.md). One object per lock; every write to
 * it is conditional on what was just read, so of several writers exactly one wins, and a
 * writer that loses or does not hear back simply reads again: the body names its owner, so a
 * write that happened without our hearing of it is recognised as ours.
 */

// What acquire, renew, release and breakLock take and give: callers import it from here.
export type * from '../acquire/acquisition.js'

const MAX_RELEASE_ROUNDS = 8
/** A lease is at least 4 s, renewed every quarter: renewals are a second or more apart. */
const MAX_BREAK_ATTEMPTS = 5

export class MalformedLockError extends UserFacingError {}

export class ConditionalLock {
  constructor(
    private readonly store: Store,
    readonly key: string
  ) {}

  /** Acquires the lock (docs/protocol.md, "Acquire"): one attempt, step by step. */
  async acquire(options: AcquireOptions): Promise<Acquisition> {
    return new LockAcquisition(this.store, this, options).run()
  }

  /**
   * Releases a lock we hold by overwriting it with a released record that keeps the token,
   * conditional on the ETag we last wrote: one request when that ETag is still current. When it
   * is not (or unknown), the lock is read to find out whether it is still ours; someone else's
   * lock is never touched.
   */
  async release(claim: ReleaseClaim, bound: Deadline): Promise<ReleaseResult> {
    // A place in a lock with several holders: writing a released record on its ETag would free
    // every place, so it goes the shared way.
    if ((claim.holders ?? 1) > 1) return this.shared(claim.holders).release(claim, bound)
    let etag = claim.etag
    let token = claim.token
    let holder = claim.holder ?? {}
    let ticket = claim.ticket
    let holds = claim.holds
    let unheard = false
    for (let round = 0; round < MAX_RELEASE_ROUNDS; round++) {
      if (etag !== undefined && token !== undefined) {
        const history =
          claim.heldSince === undefined ? holds : withHold(holds, monotonicNow() - claim.heldSince)
        const body = releasedBody(token, claim.owner, holder, { ticket, holds: history })
        const outcome = await this.store.replace(this.key, body, etag, bound)
        if (outcome.kind === 'written') return { kind: 'released' }
        if (outcome.kind === 'unknown') {
          unheard = true
          await sleep(backoffDelay(round, 100, 2_000), bound)
        }
      }
      const read = await this.store.read(this.key, undefined, bound)
      if (read.kind === 'forbidden') throw new StoreConfigError(read.explanation)
      if (read.kind === 'absent') return { kind: 'gone' }
      if (read.kind !== 'present') continue
      // A releaser that does not know the lock has several holders (the release sub-action,
      // a cleanup) frees only its own place, if it has one.
      if (isSharedText(read.object.body)) return this.shared().release(claim, bound)
      const record = this.parse(read.object)
      if (record.state === 'released' && record.releasedBy === claim.owner) {
        return { kind: 'released' }
      }
      if (record.state !== 'held' || record.owner !== claim.owner) {
        // Our direct successor says how it got the lock. From a release by its holder: after
        // a release of ours whose answer was lost, that release was ours, and it landed. By
        // taking over an expired lease or a holder said to be gone, or after a forced release:
        // ours never landed (it was conditional on our own record, which was replaced), so the
        // lock was lost.
        const successor = record.state === 'held' && record.token === (token ?? 0) + 1
        if (unheard && successor && record.after === 'released') return { kind: 'released' }
        if (
          successor &&
          (record.after === 'expired' ||
            record.after === 'forced' ||
            record.after === 'holder-gone')
        ) {
          return { kind: 'not-owner', current: record }
        }
        if (unheard && record.token > (token ?? 0)) return { kind: 'moved-on', current: record }
        return { kind: 'not-owner', current: record }
      }
      etag = read.object.etag
      token = record.token
      holder = record.holder
      ticket = record.ticket
      holds = record.holds
    }
    throw new StoreUnavailableError(
      `could not release ${this.store.where(this.key)}: the store did not confirm ${MAX_RELEASE_ROUNDS} attempts`
    )
  }

  /**
   * Releases someone else's acquisition, named by its token or ETag: overwrites it with a
   * released record that keeps the token, conditional on the ETag just read, as `release`
   * does. A write refused or unanswered is settled by reading again: our record there means it
   * landed; the same acquisition with a new ETag means its holder renewed in between, which a
   * token target tries again on and an ETag target refuses; anything else (released, acquired
   * again) is refused, so the next holder's lock is never broken.
   */
  async breakLock(target: BreakTarget, bound: Deadline): Promise<BreakResult> {
    const releasedBy = random().uuid()
    let current = await this.readLock(bound)
    let unanswered: string | undefined
    for (let attempt = 1; ; attempt++) {
      const named = namedAcquisition(current, target)
      if (typeof named === 'string') return { kind: 'refused', why: named, current }
      if (attempt > MAX_BREAK_ATTEMPTS) {
        return unanswered === undefined
          ? { kind: 'refused', why: 'kept-renewing', current }
          : { kind: 'refused', why: 'unanswered', reason: unanswered, current }
      }
      const { record, etag } = named
      const body = releasedBody(record.token, releasedBy, record.holder, {
        forcedBy: target.forcedBy,
        ticket: record.ticket,
        holds: record.holds
      })
      const outcome = await this.store.replace(this.key, body, etag, bound)
      if (outcome.kind === 'written') return { kind: 'released', broken: record }
      unanswered = outcome.kind === 'unknown' ? outcome.reason : undefined
      current = await this.readLock(bound)
      const now = current?.record
      if (now?.state === 'released' && now.releasedBy === releasedBy) {
        return { kind: 'released', broken: record }
      }
    }
  }

  /** The lock as it is now, with the store's clock; undefined when there is no object. */
  async look(bound: Deadline): Promise<PresentLock | undefined> {
    return this.readLock(bound)
  }

  private async readLock(bound: Deadline): Promise<PresentLock | undefined> {
    const read = await this.store.read(this.key, undefined, bound)
    if (read.kind === 'forbidden') throw new StoreConfigError(read.explanation)
    if (read.kind !== 'present') return undefined
    return { object: read.object, record: this.parse(read.object), serverNowMs: read.serverNowMs }
  }

  /**
   * Extends our lease by rewriting our record, conditional on our last ETag: one request.
   * When the answer is not a plain yes, the lock is read back to tell a renewal that landed
   * unheard from a lock that is no longer ours.
   */
  async renew(claim: HeldClaim, bound: Deadline): Promise<RenewResult> {
    if ((claim.holders ?? 1) > 1) return this.shared(claim.holders).renew(claim, bound)
    const renewals = claim.renewals + 1
    const record: HeldRecord = {
      version: RECORD_VERSION,
      state: 'held',
      token: claim.token,
      owner: claim.owner,
      leaseMs: claim.leaseMs,
      holder: claim.holder,
      acquiredAt: claim.acquiredAt,
      renewals,
      ...(claim.after ? { after: claim.after } : {}),
      ...(claim.clockAllowanceMs === undefined ? {} : { clockAllowanceMs: claim.clockAllowanceMs }),
      ...(claim.ticket === undefined ? {} : { ticket: claim.ticket }),
      ...(claim.holds === undefined ? {} : { holds: claim.holds })
    }
    let outcome
    try {
      outcome = await this.store.replace(this.key, serializeRecord(record), claim.etag, bound)
    } catch (error) {
      // Even a refusal (expired credentials, a new bucket policy) may pass before the lease
      // does: report it as a renewal that did not happen, and let the lease decide.
      if (error instanceof UserFacingError) return { kind: 'unknown', reason: error.message }
      throw error
    }
    if (outcome.kind === 'written') {
      return {
        kind: 'renewed',
        etag: outcome.etag,
        renewals,
        confirmedBy: 'answer',
        sentAt: outcome.sentAt
      }
    }
    let read
    try {
      read = await this.store.read(this.key, undefined, bound)
    } catch (error) {
      if (error instanceof UserFacingError) return { kind: 'unknown', reason: error.message }
      throw error
    }
    if (read.kind === 'forbidden') return { kind: 'unknown', reason: read.explanation }
    if (read.kind !== 'present') return { kind: 'lost' }
    const current = this.parse(read.object)
    if (current.state === 'held' && current.owner === claim.owner) {
      // Still ours, but only a record carrying this renewal's count proves the write landed;
      // our previous record, unchanged, means it did not, and the lease was not extended.
      if (current.renewals < renewals) {
        return { kind: 'unknown', reason: outcome.kind === 'unknown' ? outcome.reason : 'refused' }
      }
      return {
        kind: 'renewed',
        etag: read.object.etag,
        renewals: current.renewals,
        confirmedBy: 'read-back',
        holder: current.holder
      }
    }
    return { kind: 'lost', current }
  }

  /** The same object seen as a lock with several holders, for the places in it. */
  private shared(holders = 2): SharedLock {
    return new SharedLock(this.store, this.key, holders)
  }

  /** The record in an object of this lock, or a one-line error saying why it is none. */
  parse(object: StoredObject): LockRecord {
    try {
      return parseRecord(object.body)
    } catch (error) {
      // With every place free, the name may go back to a single holder: the empty record is
      // a released lock whose token count continues. With places held, the jobs disagree.
      if (error instanceof SharedRecordError && error.held === 0) {
        return {
          version: RECORD_VERSION,
          state: 'released',
          token: error.token,
          releasedBy: '',
          releasedAt: '',
          holder: {},
          ...(error.ticket === undefined ? {} : { ticket: error.ticket })
        }
      }
      if (error instanceof SharedRecordError) {
        throw new HoldersMismatchError(
          `${this.store.where(this.key)} is held by jobs with holders: ${error.limit}, and this ` +
            'job asks for holders: 1; give every job that uses this name the same holders'
        )
      }
      if (!(error instanceof MalformedRecordError)) throw error
      throw new MalformedLockError(
        `${this.store.where(this.key)} is not a lock this action can read (${error.message}); ` +
          'choose another lock name, or remove the object if nothing else uses it'
      )
    }
  }
}

/** The acquisition the target names, as read, or why what is there is not it. */
function namedAcquisition(
  current: PresentLock | undefined,
  target: BreakTarget
): { record: HeldRecord; etag: string } | 'not-held' | 'other-token' | 'other-etag' {
  const record = current?.record
  if (current === undefined || record?.state !== 'held') return 'not-held'
  const { etag } = current.object
  if (target.token !== undefined && record.token !== target.token) return 'other-token'
  if (target.etag !== undefined && etag !== target.etag) return 'other-etag'
  return { record, etag }
}

function releasedBody(
  token: number,
  owner: string,
  holder: Holder,
  extra: { forcedBy?: string; ticket?: number; holds?: number[] } = {}
): string {
  return serializeRecord({
    version: RECORD_VERSION,
    state: 'released',
    token,
    releasedBy: owner,
    releasedAt: wallIso(),
    holder,
    ...(extra.forcedBy === undefined ? {} : { forcedBy: extra.forcedBy }),
    ...(extra.ticket === undefined ? {} : { ticket: extra.ticket }),
    ...(extra.holds === undefined || extra.holds.length === 0 ? {} : { holds: extra.holds })
  })
}
