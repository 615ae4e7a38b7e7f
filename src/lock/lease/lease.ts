/**
 * When may a waiter treat a held lock as abandoned? Never by comparing its own wall clock with
 * the holder's: runners' clocks can be minutes apart. Two measures of the lease's age exist:
 *
 *  - the waiter's own monotonic clock: it has seen the very same version (ETag) unchanged for
 *    a whole lease (the DynamoDB Lock Client rule). The holder started counting before it
 *    wrote, the waiter after it saw the write, so the waiter's count always ends later. This
 *    rule alone is safe whatever any other clock says;
 *  - the store's clock: the store stamped the last write (Last-Modified) and stamps every
 *    answer (Date), so their difference is the lease's age, if the node that answers and the
 *    node that stamped agree on the time. Both have a 1 s resolution, so a second is added.
 *    It lets a waiter that arrives late take over an abandoned lock without a whole lease.
 *
 * The store's word is trusted only up to an allowance that the holder chose and wrote into
 * its record (`clockAllowanceMs`): it may shorten the monotonic wait by at most that much. So
 * a store clock that runs ahead, or is stepped, or a gateway whose nodes disagree, can end a
 * lease at most that allowance before the holder's own count; and the holder treats its lease
 * as ending that much sooner (leaseSafeEnd), so it stops first whatever the store's clock
 * does. A record without the field (written by an older version) gets no allowance: the
 * waiter's own clock alone decides.
 */
export const STORE_CLOCK_RESOLUTION_MS = 1000

/** The default allowance for a wrong store clock: a late waiter gains at most this much. */
export const DEFAULT_STORE_CLOCK_ALLOWANCE_MS = 2000

export interface ObservedVersion {
  leaseMs: number
  /** How much the store's clock may shorten the wait (the holder's own allowance). */
  clockAllowanceMs: number
  /** Last-Modified of this version, store clock; 0 when unknown. */
  lastModifiedMs: number
  /** Our monotonic clock when we first saw this version. */
  firstSeenAt: number
}

/** How long until the lease is over, by the rules above; ≤ 0 means it is over. */
export function leaseRemainingMs(
  version: ObservedVersion,
  serverNowMs: number | undefined,
  monotonicNowMs: number
): number {
  const byObservation = version.leaseMs - (monotonicNowMs - version.firstSeenAt)
  if (serverNowMs === undefined || version.lastModifiedMs <= 0) return byObservation
  const byStoreClock =
    version.leaseMs + STORE_CLOCK_RESOLUTION_MS - (serverNowMs - version.lastModifiedMs)
  return Math.min(
    byObservation,
    storeClockBound(byStoreClock, byObservation, version.clockAllowanceMs)
  )
}

/**
 * The rule above, for leases and holds alike: the store's clock may end a wait at most
 * `allowanceMs` before our own count does; it may always make it longer.
 */
export function storeClockBound(
  byStoreClock: number,
  byOwnCount: number,
  allowanceMs: number
): number {
  return Math.max(byStoreClock, byOwnCount - allowanceMs)
}

/**
 * Where the holder's own lease ends, on its monotonic clock: a lease that started (its write
 * was sent) at `startedAt` is over for the holder `allowance` before the full lease, because a
 * waiter trusting a wrong store clock may take over that much early, and never earlier.
 */
export function leaseSafeEnd(startedAt: number, leaseMs: number, clockAllowanceMs: number): number {
  return startedAt + leaseMs - clockAllowanceMs
}

/**
 * The allowance a holder grants the store's clock: what was asked for, but never more than a
 * quarter of the lease, so that renewing every quarter still leaves two tries before the end.
 */
export function clockAllowanceFor(leaseMs: number, requestedMs: number): number {
  return Math.max(0, Math.min(requestedMs, Math.floor(leaseMs / 4)))
}

/**
 * The lease left by the store's clock alone, for people looking once (s3-lock status): it is
 * the best estimate there is, though no waiter decides on it alone. Undefined when the store
 * hides its clock.
 */
export function storeClockRemainingMs(
  version: ObservedVersion,
  serverNowMs: number | undefined
): number | undefined {
  const age = storeAgeMs(version, serverNowMs)
  return age === undefined ? undefined : version.leaseMs + STORE_CLOCK_RESOLUTION_MS - age
}

/** Age of the version by the store's clock, for people; undefined when the store hides it. */
export function storeAgeMs(
  version: Pick<ObservedVersion, 'lastModifiedMs'>,
  serverNowMs: number | undefined
): number | undefined {
  if (serverNowMs === undefined || version.lastModifiedMs <= 0) return undefined
  return Math.max(0, serverNowMs - version.lastModifiedMs)
}

/**
 * How long a free lock waits for each waiter ahead in line before the ones behind pass it as
 * dead: four polls, and at least 2 s (a live first-in-line looks four times per poll). Written
 * in its ticket: those behind, whatever their own poll, wait at least this long for it.
 */
export function passStepFor(pollMs: number): number {
  return Math.max(2_000, 4 * pollMs)
}

/**
 * With a renewer (the root action), a place handed to this job in a pool is held by a claim
 * until the renewer's first renewal: two pass-steps (what passing a dead waiter costs, twice),
 * and never less than a slow runner needs to start the renewer and renew once.
 */
export function claimFor(pollMs: number): number {
  return Math.max(10_000, 2 * passStepFor(pollMs))
}
