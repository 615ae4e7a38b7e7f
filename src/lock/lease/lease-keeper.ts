import { clock, wallIso } from '../basics/clock.js'
import { monotonicNow, sleep } from '../basics/backoff.js'
import type {
  ConditionalLock,
  HeldClaim,
  ReleaseClaim,
  ReleaseResult,
  RenewResult
} from '../single/conditional-lock.js'
import { leaseSafeEnd } from './lease.js'
import type { LockRecord } from '../single/lock-record.js'
import type { Deadline } from '../store/store.js'

/**
 * Keeps a held lock's lease alive by renewing it well before it runs out, and finds out as
 * soon as it cannot: the lock was taken over, or the store stayed unreachable until our own
 * count of the lease ran out. It counts from just before each write was sent, and ends the
 * count early by the store-clock allowance (lease.ts), so its idea of "lapsed" always comes
 * before any waiter's. It acts on that count whatever is in flight: every request is cut short
 * when the lease would run out, so a hung request never keeps a lease "held" past its end.
 */
export type LeaseStatus =
  | {
      state: 'held'
      etag: string
      renewals: number
      /** Monotonic time our lease runs out if not renewed again (our own count). */
      leaseEndsAt: number
      /** Renewal attempts that failed (the lease was at risk while they did). */
      failedRenewals?: number
    }
  | {
      state: 'lost'
      reason: 'taken-over' | 'lapsed'
      /** Wall clock of this runner, for people. */
      at: string
      current?: LockRecord
      detail: string
    }

export interface KeeperOptions {
  lock: ConditionalLock
  claim: HeldClaim
  /** Monotonic time just before the write that started the current lease was sent. */
  leaseStartedAt: number
  /** A renewal sent before this keeper started, still unheard (Acquisition.unconfirmedSince). */
  unconfirmedSince?: number
  intervalMs: number
  /**
   * The lease is given up this long before our own count ends (at least LAPSE_MARGIN_MS): a
   * caller that must stop work before the end (s3-lock run --on-lost kill) needs the time.
   */
  stopBeforeEndMs?: number
  /** Stops renewing; an in-flight renewal still completes so its outcome is known. */
  signal: AbortSignal
  onStatus: (status: LeaseStatus) => void
}

/** Timers and the status file take a moment: "lapsed" is declared this much before the end. */
const LAPSE_MARGIN_MS = 100
/** After a lapse, how long a look at who holds the lock now may take (it is only reported). */
const LOOK_AFTER_LAPSE_MS = 3_000

export async function keepLease(options: KeeperOptions): Promise<LeaseStatus> {
  const { lock, claim, signal } = options
  let intervalMs = options.intervalMs
  const allowance = claim.clockAllowanceMs ?? 0
  const margin = Math.max(LAPSE_MARGIN_MS, options.stopBeforeEndMs ?? 0)
  let leaseStartedAt = options.leaseStartedAt
  let unconfirmedSince = options.unconfirmedSince
  let status: LeaseStatus = {
    state: 'held',
    etag: claim.etag,
    renewals: claim.renewals,
    leaseEndsAt: leaseSafeEnd(leaseStartedAt, claim.leaseMs, allowance)
  }
  // After a failed renewal, try again sooner: several tries fit in one lease.
  const retryMs = Math.max(250, Math.min(intervalMs / 3, 5_000))
  // The first renewal is due one interval into the lease, however late this process started.
  let delay = Math.max(0, leaseStartedAt + intervalMs - monotonicNow())
  let failedRenewals = 0
  // Reached only when the end came before a renewal could even be sent: a paused process.
  let lastFailure = 'the renewer was paused or starved of CPU past its renewal'

  for (;;) {
    const giveUpAt = (status as { leaseEndsAt: number }).leaseEndsAt - margin
    try {
      await sleep(Math.min(delay, Math.max(0, giveUpAt - monotonicNow())), signal)
    } catch {
      return status
    }
    let result: RenewResult | undefined
    if (monotonicNow() < giveUpAt) {
      const sentAt = monotonicNow()
      unconfirmedSince ??= sentAt
      // Never wait on the store past the point where the lease must be given up.
      const attempt = clock().timeout(Math.max(1, Math.floor(giveUpAt - sentAt)))
      result = await lock.renew(claim, attempt)
      if (result.kind === 'renewed') {
        leaseStartedAt =
          result.confirmedBy === 'answer' ? (result.sentAt ?? sentAt) : unconfirmedSince
        unconfirmedSince = undefined
        claim.etag = result.etag
        claim.renewals = result.renewals
        if (result.leaseMs !== undefined && result.leaseMs !== claim.leaseMs) {
          // A handed place's claim ended: renew as often, for its share of the whole lease.
          intervalMs = Math.floor((intervalMs * result.leaseMs) / claim.leaseMs)
          claim.leaseMs = result.leaseMs
        }
        status = {
          state: 'held',
          etag: result.etag,
          renewals: result.renewals,
          leaseEndsAt: leaseSafeEnd(leaseStartedAt, claim.leaseMs, allowance),
          failedRenewals
        }
        delay = intervalMs
        options.onStatus(status)
        continue
      }
      // A request cut short at the end says less than the failures before it did.
      if (result.kind === 'unknown' && (!attempt.aborted || failedRenewals === 0)) {
        lastFailure = result.reason
      }
    }
    if (result?.kind === 'lost') {
      status = {
        state: 'lost',
        reason: 'taken-over',
        at: wallIso(),
        current: result.current,
        detail: 'another holder took the lock over'
      }
    } else if (monotonicNow() >= giveUpAt) {
      status = {
        state: 'lost',
        reason: 'lapsed',
        at: wallIso(),
        detail: `the lease ran out while it could not be renewed (${lastFailure})`
      }
      // Said first, at once; then, for the report only, who has the lock now, if anyone.
      options.onStatus(status)
      const current = await lock.look(clock().timeout(LOOK_AFTER_LAPSE_MS)).catch(() => undefined)
      const record = current?.record
      if (record === undefined || (record.state === 'held' && record.owner === claim.owner)) {
        return status
      }
      status = { ...status, reason: 'taken-over', current: record }
    } else {
      failedRenewals++
      status = { ...(status as Extract<LeaseStatus, { state: 'held' }>), failedRenewals }
      // The status file tells later steps the lease is at risk while renewals fail.
      options.onStatus(status)
      delay = retryMs
      continue
    }
    options.onStatus(status)
    return status
  }
}

/**
 * Releases a renewed lock once renewing stops, conditionally on the ETag of the latest renewal
 * (`status`, when known). A lease already lost has no release to report (undefined): the loss
 * stands. A lapsed one may still be ours if nobody took over, so it is given back all the
 * same, as ever conditionally on our own ownership.
 */
export async function releaseRenewed(
  lock: ConditionalLock,
  claim: ReleaseClaim,
  status: LeaseStatus | undefined,
  bound: Deadline
): Promise<ReleaseResult | undefined> {
  if (status?.state === 'lost') {
    if (status.reason === 'lapsed')
      await lock.release({ owner: claim.owner }, bound).catch(() => undefined)
    return undefined
  }
  return lock.release({ ...claim, etag: status?.etag ?? claim.etag }, bound)
}
