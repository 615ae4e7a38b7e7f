import { randomUUID } from 'node:crypto'
import type {
  AcquireOptions,
  Acquisition,
  BreakResult,
  BreakTarget,
  HeldClaim,
  PresentLock,
  ReleaseClaim,
  ReleaseResult,
  RenewResult,
  WaitView
} from './acquisition.js'
import { backoffDelay, monotonicNow, sleep } from './backoff.js'
import { formatDuration } from './duration.js'
import {
  HoldersMismatchError,
  LockTimeoutError,
  StoreConfigError,
  StoreUnavailableError,
  UserFacingError
} from './errors.js'
import {
  clockAllowanceFor,
  DEFAULT_STORE_CLOCK_ALLOWANCE_MS,
  leaseRemainingMs,
  leaseSafeEnd,
  storeAgeMs,
  type ObservedVersion
} from './lease.js'
import {
  isPending,
  MalformedRecordError,
  parseRecord,
  pendingRecord,
  SharedRecordError,
  RECORD_VERSION,
  serializeRecord,
  type HeldAfter,
  type HeldRecord,
  type Holder,
  type LockRecord,
  withHold
} from './lock-record.js'
import { Line, lookIntervalMs, Place, superseded, SupersededError } from './line.js'
import { SharedLock } from './semaphore.js'
import { isSharedText } from './shared-record.js'
import { refuseIfListingHeld } from './strategy-guard.js'
import { notWrittenWhy, type ReadResult, type S3LockStore, type StoredObject } from './s3-store.js'

/**
 * The conditional-write lock protocol (docs/protocol.md). One object per lock; every write to
 * it is conditional on what was just read, so of several writers exactly one wins, and a
 * writer that loses or does not hear back simply reads again: the body names its owner, so a
 * write that happened without our hearing of it is recognised as ours.
 */

export type {
  AcquireOptions,
  Acquisition,
  BreakRefusal,
  BreakResult,
  BreakTarget,
  HeldClaim,
  PresentLock,
  ReleaseClaim,
  ReleaseResult,
  RenewResult,
  WaitView
} from './acquisition.js'

const MAX_RELEASE_ROUNDS = 8
/**
 * A request of acquire may still be under way when its timeout comes: it is cut short this
 * long after, so that the step ends within the timeout and this grace, whatever the store does.
 */
export const REQUEST_GRACE_MS = 5_000
/** Time given to undoing a write of ours that may have landed unheard, before giving up. */
const CLEANUP_MS = 5_000
/** A lease is at least 4 s, renewed every quarter: renewals are a second or more apart. */
const MAX_BREAK_ATTEMPTS = 5

/** The condition of a create: there is no object (no ETag can equal this). */
const NO_OBJECT = ''

export class MalformedLockError extends UserFacingError {}

interface Observed extends ObservedVersion {
  etag: string
  record: LockRecord
}

export class ConditionalLock {
  constructor(
    private readonly store: S3LockStore,
    readonly key: string
  ) {}

  async acquire(options: AcquireOptions): Promise<Acquisition> {
    const owner = options.owner ?? randomUUID()
    const startedAt = monotonicNow()
    const deadline = startedAt + options.timeoutMs
    // No request or pause of acquire outlives the timeout by more than the grace.
    const bound = AbortSignal.timeout(Math.ceil(options.timeoutMs) + REQUEST_GRACE_MS)
    const clockAllowanceMs = clockAllowanceFor(
      options.leaseMs,
      options.storeClockAllowanceMs ?? DEFAULT_STORE_CLOCK_ALLOWANCE_MS
    )
    let seen: Observed | undefined
    let replaced: LockRecord | undefined
    let lastHolderOwner: string | undefined
    let contentionRound = 0
    let failedReads = 0
    let answeredOnce = false
    let lastReadFailure: string | undefined
    let wroteBefore = false
    let checkedBeforeCreate = false
    // The pending version (its ETag) we found no listing-strategy holder of: one look per
    // version is enough, as any key written after it sees the object (docs/protocol.md).
    let checkedPending: string | undefined
    let created: ReadResult | undefined
    // A conditional write of ours was refused because an object exists, while reading it was
    // forbidden: the 403 was then no sign of absence (AWS without s3:ListBucket) but a real
    // refusal to read, once it persists.
    let existsButForbidden = false
    // Send time of the first write whose outcome we did not learn, and the state it was
    // conditioned on (an ETag, or none for a create): if it turns out to have happened, our
    // lease has been running since then. Once the lock has moved past that state, the write
    // can never land, and its time no longer counts.
    let unresolvedSince: number | undefined
    let unresolvedCondition: string | undefined
    const place = options.line
      ? new Place(
          new Line(this.store, options.line.key),
          owner,
          options.holder,
          options.line.passStepMs,
          { run: options.line.newest }
        )
      : undefined
    // When we first saw the lock free in its current version: a lease that ran out frees the
    // lock then, not when we first saw its record, and the ones ahead get their pass-steps
    // from that moment.
    let freeSince: { etag: string; at: number } | undefined
    // The held version that holderGone said its holder can no longer use: free to take over,
    // for as long as the lock is still that version.
    let goneEtag: string | undefined
    let polls = 0
    const headPollMs = Math.max(50, options.pollMs / 4)
    const joinLine = async (mark: number): Promise<void> => {
      if (!place) return
      const before = place.ticket
      try {
        await place.join(mark, bound)
      } catch (error) {
        // A store that cannot be written or read for a while is no news, as for the lock:
        // the place is taken at a later look.
        if (options.signal?.aborted || error instanceof StoreConfigError) throw error
        if (error instanceof SupersededError) throw error
        // Cut short at the timeout plus the grace: the step's own timeout, not the abort's.
        if (bound.aborted) await giveUp('waiting in line for')
        if (!(error instanceof UserFacingError)) throw error
        return
      }
      if (place.ticket !== before && place.ticket !== undefined) {
        options.line?.onJoined?.(place.ticket, place.ahead(mark))
      }
    }

    const giveUp = async (why: string): Promise<never> => {
      // A write of ours may have landed unheard: never leave it held behind a timeout.
      if (unresolvedSince !== undefined) await this.releaseIfOurs(owner)
      const waited = formatDuration(monotonicNow() - startedAt)
      throw new LockTimeoutError(`timed out after ${waited} ${why} ${this.store.where(this.key)}`)
    }

    try {
      for (;;) {
        let read: ReadResult
        try {
          // After our create of a new name, we know what is there without reading it.
          read = created ?? (await this.store.read(this.key, seen?.etag, bound))
          created = undefined
          failedReads = 0
          answeredOnce = true
        } catch (error) {
          // A store that cannot be read for a while is no news, not the end: keep looking until
          // the timeout, as a waiter rides out a short outage. But an endpoint that never
          // answered at all in this step (nobody listens there, no such host) is a mistake in
          // the settings, not an outage: say so now rather than after the whole timeout.
          if (!(error instanceof StoreUnavailableError) || options.signal?.aborted) throw error
          if (!answeredOnce && error.noAnswer) throw error
          lastReadFailure = error.message
          if (monotonicNow() >= deadline) {
            await giveUp(`while the store could not be read (${lastReadFailure}):`)
          }
          await sleep(
            Math.min(
              backoffDelay(failedReads++, 500, 5_000),
              Math.max(0, deadline - monotonicNow())
            ),
            options.signal
          )
          continue
        }
        const now = monotonicNow()
        if (read.kind === 'forbidden' && existsButForbidden)
          throw new StoreConfigError(read.explanation)
        if (read.kind === 'absent' || read.kind === 'forbidden') seen = undefined
        if (read.kind === 'present') seen = this.observe(read.object, seen, now)
        const ours = seen?.record.state === 'held' && seen.record.owner === owner
        if (
          !ours &&
          unresolvedSince !== undefined &&
          (seen?.etag ?? NO_OBJECT) !== unresolvedCondition
        ) {
          unresolvedSince = undefined
        }

        let candidate: Acquisition | undefined
        if (seen === undefined) {
          // A new name: first a free, pending record (nothing is held until it is taken).
          if (!checkedBeforeCreate) {
            await options.beforeCreate?.(bound)
            checkedBeforeCreate = true
          }
          const body = serializeRecord(pendingRecord())
          const outcome = await this.store.create(this.key, body, bound)
          if (outcome.kind === 'written') {
            const object = { etag: outcome.etag, body, lastModifiedMs: 0 }
            created = { kind: 'present', object, serverNowMs: read.serverNowMs }
          }
          if (outcome.kind === 'precondition-failed' && read.kind === 'forbidden') {
            existsButForbidden = true
          }
          if (outcome.kind !== 'written') {
            if (monotonicNow() >= deadline) {
              await giveUp(notWrittenWhy(outcome))
            }
            await sleep(backoffDelay(contentionRound++, 20, options.pollMs), options.signal)
          }
          // Ours, or someone else's is there, or we do not know: take it from there.
          continue
        }
        if (ours && seen.record.state === 'held') {
          candidate = {
            key: this.key,
            owner,
            token: seen.record.token,
            etag: seen.etag,
            leaseMs: options.leaseMs,
            record: seen.record,
            leaseStartedAt: unresolvedSince ?? startedAt,
            waitedMs: now - startedAt,
            previous: replaced,
            tookOverExpired: seen.record.after === 'expired',
            tookOverGone: seen.record.after === 'holder-gone'
          }
        } else if (
          this.isFree(seen, read.serverNowMs, now) ||
          (seen !== undefined && seen.etag === goneEtag)
        ) {
          const after: HeldAfter = this.isFree(seen, read.serverNowMs, now)
            ? afterOf(seen.record)
            : 'holder-gone'
          if (place && (!isPending(seen.record) || place.run)) {
            // A free lock goes to the first in line. Others ahead of us: take a place behind
            // them, and try once they have had their turn, or have let the lock lie free so
            // long that they are presumed dead (a new name's pending record has no line:
            // nobody waits for a free lock).
            const mark = seen.record.ticket ?? 0
            const version = seen.etag
            if (freeSince?.etag !== version) freeSince = { etag: version, at: now }
            // The head tries without reading the line again: later joins take later tickets, so
            // the line can lose waiters ahead of a ticket, never gain one (one read sooner
            // after each release). Newest wins must read it: a newer run joins behind us.
            const fresh = place.isFirst(mark) || (await place.refresh(bound))
            if (!fresh || place.ticket !== undefined || place.ahead(mark).length > 0 || place.run) {
              await joinLine(mark)
            }
            // A line we could not read is no empty line: wait (the join settles a refused read).
            if (!place.isFirst(mark) && !place.known) {
              if (now >= deadline) await giveUp('waiting in line for')
              await sleep(headPollMs, options.signal)
              continue
            }
            if (place.run) {
              // Newest wins: the line, read after this version of the lock, knows every run of
              // our group that joined before the lock took this version; one that also held it
              // joined before that. So no newer run has held the lock, or we stop here. Without
              // a place of our own, the line would not know our run, and an older one could
              // acquire after us: try only with one.
              const newer = place.supersededBy()
              if (newer) throw superseded(newer)
              if (!fresh || place.ticket === undefined) {
                if (now >= deadline) await giveUp('waiting in line for')
                await sleep(headPollMs, options.signal)
                continue
              }
            }
            if (!place.mayTry(mark, now - freeSince.at)) {
              if (now >= deadline) await giveUp('waiting in line for')
              await sleep(headPollMs, options.signal)
              continue
            }
          }
          const mark = place?.markFor(seen.record.ticket ?? 0)
          const record: HeldRecord = {
            version: RECORD_VERSION,
            state: 'held',
            token: seen.record.token + 1,
            owner,
            leaseMs: options.leaseMs,
            clockAllowanceMs,
            holder: options.holder,
            acquiredAt: new Date().toISOString(),
            renewals: 0,
            after,
            ...(mark === undefined ? {} : { ticket: mark }),
            // The history goes on through every holder, whoever released (or did not).
            ...(seen.record.holds === undefined ? {} : { holds: seen.record.holds })
          }
          // A pending record was never held: there is no previous holder to report.
          replaced = isPending(seen.record) ? undefined : seen.record
          if (isPending(seen.record) && checkedPending !== seen.etag) {
            const skipped = await refuseIfListingHeld(this.store, this.key, options.signal)
            if (skipped !== undefined) options.onListingCheckSkipped?.(skipped)
            checkedPending = seen.etag
          }
          if (!wroteBefore) options.beforeFirstWrite?.()
          wroteBefore = true
          const sentAt = monotonicNow()
          const body = serializeRecord(record)
          const outcome = await this.store.replace(this.key, body, seen.etag, bound)
          if (outcome.kind === 'written') {
            candidate = {
              key: this.key,
              owner,
              token: record.token,
              etag: outcome.etag,
              leaseMs: options.leaseMs,
              record,
              // Answered 200 on its condition: no earlier attempt of ours had landed (it would
              // have changed the ETag), nor can one land now. The lease starts with this write:
              // with the attempt of it that was applied, the store having rejected the others.
              leaseStartedAt: outcome.sentAt,
              waitedMs: monotonicNow() - startedAt,
              previous: replaced,
              tookOverExpired: after === 'expired',
              tookOverGone: after === 'holder-gone'
            }
          } else {
            // The object exists, so a 403 on reading it was not about its absence: read again,
            // and only a 403 that persists is a permission problem.
            if (outcome.kind === 'precondition-failed' && read.kind === 'forbidden') {
              existsButForbidden = true
            }
            if (outcome.kind === 'unknown' && unresolvedSince === undefined) {
              unresolvedSince = sentAt
              unresolvedCondition = seen.etag
            }
            if (monotonicNow() >= deadline) {
              await giveUp(notWrittenWhy(outcome))
            }
            // Lost the race, or do not know: read again. A short jittered pause keeps
            // contenders that collided from colliding again in lockstep.
            await sleep(backoffDelay(contentionRound++, 20, options.pollMs), options.signal)
            continue
          }
        }

        if (candidate !== undefined) {
          const entered = await this.enterInTime(candidate, bound)
          if (entered !== undefined) {
            await place
              ?.settle(options.line?.cleanupStore, AbortSignal.timeout(CLEANUP_MS))
              .catch(() => undefined)
            return entered
          }
          // Our own count of the lease ran out before we could start (a late answer, a slow
          // read-back) and it could not be renewed in time: look again, as a waiter.
          unresolvedSince = undefined
          if (monotonicNow() >= deadline) await giveUp('before a lease of our own could start on')
          continue
        }

        const observed = seen as Observed
        const held = observed.record as HeldRecord
        const waitedMs = now - startedAt
        const expiresInMs = leaseRemainingMs(observed, read.serverNowMs, now)
        const holderChanged = held.owner !== lastHolderOwner
        let position: number | undefined
        if (place) {
          const mark = held.ticket ?? 0
          if (place.ticket === undefined || place.ticket <= place.served(mark)) {
            await joinLine(mark)
          } else if (holderChanged || polls % 4 === 0) {
            await place.refresh(bound)
          }
          const newer = place.supersededBy()
          if (newer) throw superseded(newer)
          position = place.ahead(mark).length
        }
        polls++
        const view: WaitView = {
          key: this.key,
          holder: held,
          holderChanged,
          sinceLastWriteMs: storeAgeMs(observed, read.serverNowMs),
          expiresInMs,
          waitedMs,
          ...(place?.ticket === undefined
            ? {}
            : { place: { ticket: place.ticket, ahead: place.ahead(held.ticket ?? 0) } })
        }
        options.onWait?.(view)
        lastHolderOwner = held.owner
        contentionRound = 0
        const remaining = deadline - now
        if (remaining <= 0) await giveUp('waiting for')
        // Only the head of the line asks whether the holder is gone: a takeover is an
        // acquisition like any other, and goes to the first in line. (Should the head be a dead
        // waiter, the ones behind wait for the lease to run out, then pass it as usual.)
        if (
          options.holderGone !== undefined &&
          (position === undefined || position === 0) &&
          (await options.holderGone(view)) === true
        ) {
          // Look once more (a 304 while nothing changed) and take this very version over; if the
          // holder wrote in between, the ETag differs and we wait on as before.
          goneEtag = observed.etag
          continue
        }
        // Wake at the poll interval, at our timeout, or just as the lease runs out. The first
        // look after the lock changed hands comes at a random point of the interval: waiters
        // that lost the same race would otherwise poll in lockstep for the whole next hold, and
        // all notice its release as late as one waiter would. Spread out, the first of n
        // waiters notices after about interval ÷ (n + 1).
        // In line, the first looks most often, so that it notices a release soon after it
        // comes: only the first can take the lock when it is released.
        const intervalMs = lookIntervalMs(options.pollMs, position, place?.behind(held.ticket ?? 0))
        const pollMs = holderChanged ? Math.random() * intervalMs : intervalMs
        await sleep(Math.min(pollMs, remaining, Math.max(expiresInMs, 0) + 50), options.signal)
      }
    } catch (error) {
      // Superseded with a write of ours unheard: it may still land; never leave it held.
      if (error instanceof SupersededError && unresolvedSince !== undefined) {
        await this.releaseIfOurs(owner)
      }
      // Whatever ended the wait without the lock, the place in line is given up, so that the
      // ones behind do not wait for a waiter that has gone.
      await place
        ?.leave(options.line?.cleanupStore, AbortSignal.timeout(CLEANUP_MS))
        .catch(() => undefined)
      throw error
    }
  }

  /**
   * An acquisition is handed out only with at least half its lease left by our own count: a
   * late answer or a slow read-back may have used it up, while a waiter could already take
   * over. Then the lease is renewed first (conditional on our own record, as every renewal),
   * or, if that fails, the acquisition is not handed out at all (undefined).
   */
  private async enterInTime(
    acquisition: Acquisition,
    bound: AbortSignal
  ): Promise<Acquisition | undefined> {
    let current = acquisition
    for (let attempt = 0; attempt < 3; attempt++) {
      const end = leaseSafeEnd(
        current.leaseStartedAt,
        current.leaseMs,
        current.record.clockAllowanceMs ?? 0
      )
      if (end - monotonicNow() >= current.leaseMs / 2) return current
      const sentAt = monotonicNow()
      const renewed = await this.renew({ ...current.record, etag: current.etag }, bound)
      if (renewed.kind !== 'renewed') return undefined
      current = {
        ...current,
        etag: renewed.etag,
        record: { ...current.record, renewals: renewed.renewals },
        leaseStartedAt: renewed.sentAt ?? sentAt
      }
    }
    return undefined
  }

  /** After a timeout: a write of ours that landed unheard is given back, not left to expire. */
  private async releaseIfOurs(owner: string): Promise<void> {
    await this.release({ owner }, AbortSignal.timeout(CLEANUP_MS)).catch(() => undefined)
  }

  /**
   * Releases a lock we hold by overwriting it with a released record that keeps the token,
   * conditional on the ETag we last wrote: one request when that ETag is still current. When it
   * is not (or unknown), the lock is read to find out whether it is still ours; someone else's
   * lock is never touched.
   */
  async release(claim: ReleaseClaim, bound?: AbortSignal): Promise<ReleaseResult> {
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
  async breakLock(target: BreakTarget): Promise<BreakResult> {
    const releasedBy = randomUUID()
    let current = await this.readLock()
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
      const outcome = await this.store.replace(this.key, body, etag)
      if (outcome.kind === 'written') return { kind: 'released', broken: record }
      unanswered = outcome.kind === 'unknown' ? outcome.reason : undefined
      current = await this.readLock()
      const now = current?.record
      if (now?.state === 'released' && now.releasedBy === releasedBy) {
        return { kind: 'released', broken: record }
      }
    }
  }

  /** The lock as it is now, with the store's clock; undefined when there is no object. */
  async look(bound?: AbortSignal): Promise<PresentLock | undefined> {
    return this.readLock(bound)
  }

  private async readLock(bound?: AbortSignal): Promise<PresentLock | undefined> {
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
  async renew(claim: HeldClaim, bound?: AbortSignal): Promise<RenewResult> {
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
        confirmedBy: 'read-back'
      }
    }
    return { kind: 'lost', current }
  }

  /** Free to write: no lock, a released one, or one whose lease has run out. */
  private isFree(seen: Observed | undefined, serverNowMs: number | undefined, now: number) {
    if (seen === undefined || seen.record.state === 'released') return true
    return leaseRemainingMs(seen, serverNowMs, now) <= 0
  }

  private observe(object: StoredObject, previous: Observed | undefined, now: number): Observed {
    const record = this.parse(object)
    const unchanged = previous?.etag === object.etag
    return {
      etag: object.etag,
      record,
      leaseMs: record.state === 'held' ? record.leaseMs : 0,
      clockAllowanceMs: record.state === 'held' ? (record.clockAllowanceMs ?? 0) : 0,
      lastModifiedMs: object.lastModifiedMs,
      firstSeenAt: unchanged && previous ? previous.firstSeenAt : now
    }
  }

  /** The same object seen as a lock with several holders, for the places in it. */
  private shared(holders = 2): SharedLock {
    return new SharedLock(this.store, this.key, holders)
  }

  private parse(object: StoredObject): LockRecord {
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

/** How a new holder got the lock from what it replaced. */
function afterOf(previous: LockRecord): HeldAfter {
  if (isPending(previous)) return 'created'
  if (previous.state === 'held') return 'expired'
  return previous.forcedBy === undefined ? 'released' : 'forced'
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
    releasedAt: new Date().toISOString(),
    holder,
    ...(extra.forcedBy === undefined ? {} : { forcedBy: extra.forcedBy }),
    ...(extra.ticket === undefined ? {} : { ticket: extra.ticket }),
    ...(extra.holds === undefined || extra.holds.length === 0 ? {} : { holds: extra.holds })
  })
}
