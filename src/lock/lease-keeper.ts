import { monotonicNow, sleep } from './backoff.js'
import type { ConditionalLock, HeldClaim, ReleaseClaim, ReleaseResult } from './conditional-lock.js'
import type { LockRecord } from './lock-record.js'

/**
 * Keeps a held lock's lease alive by renewing it well before it runs out, and finds out as
 * soon as it cannot: the lock was taken over, or the store stayed unreachable until our own
 * count of the lease ran out. It counts from just before each write was sent, so its idea of
 * "lapsed" always comes before any waiter's.
 */
export type LeaseStatus =
  | {
      state: 'held'
      etag: string
      renewals: number
      /** Monotonic time our lease runs out if not renewed again. */
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
  intervalMs: number
  /** Stops renewing; an in-flight renewal still completes so its outcome is known. */
  signal: AbortSignal
  onStatus: (status: LeaseStatus) => void
}

export async function keepLease(options: KeeperOptions): Promise<LeaseStatus> {
  const { lock, claim, intervalMs, signal } = options
  let leaseStartedAt = options.leaseStartedAt
  let unconfirmedSince: number | undefined
  let status: LeaseStatus = {
    state: 'held',
    etag: claim.etag,
    renewals: claim.renewals,
    leaseEndsAt: leaseStartedAt + claim.leaseMs
  }
  // After a failed renewal, try again sooner: several tries fit in one lease.
  const retryMs = Math.max(250, Math.min(intervalMs / 3, 5_000))
  // The first renewal is due one interval into the lease, however late this process started.
  let delay = Math.max(0, leaseStartedAt + intervalMs - monotonicNow())
  let failedRenewals = 0

  for (;;) {
    try {
      await sleep(Math.min(delay, Math.max(0, status.leaseEndsAt - monotonicNow())), signal)
    } catch {
      return status
    }
    const sentAt = monotonicNow()
    unconfirmedSince ??= sentAt
    const result = await lock.renew(claim)
    if (result.kind === 'renewed') {
      leaseStartedAt = result.confirmedBy === 'answer' ? sentAt : unconfirmedSince
      unconfirmedSince = undefined
      claim.etag = result.etag
      claim.renewals = result.renewals
      status = {
        state: 'held',
        etag: result.etag,
        renewals: result.renewals,
        leaseEndsAt: leaseStartedAt + claim.leaseMs,
        failedRenewals
      }
      delay = intervalMs
    } else if (result.kind === 'lost') {
      status = {
        state: 'lost',
        reason: 'taken-over',
        at: new Date().toISOString(),
        current: result.current,
        detail: 'another holder took the lock over'
      }
    } else if (monotonicNow() >= status.leaseEndsAt) {
      status = {
        state: 'lost',
        reason: 'lapsed',
        at: new Date().toISOString(),
        detail: `the lease ran out while the store could not be reached (${result.reason})`
      }
    } else {
      failedRenewals++
      delay = retryMs
      continue
    }
    options.onStatus(status)
    if (status.state === 'lost') return status
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
  status: LeaseStatus | undefined
): Promise<ReleaseResult | undefined> {
  if (status?.state === 'lost') {
    if (status.reason === 'lapsed')
      await lock.release({ owner: claim.owner }).catch(() => undefined)
    return undefined
  }
  return lock.release({ ...claim, etag: status?.etag ?? claim.etag })
}
