/**
 * When may a waiter treat a held lock as abandoned? Never by comparing its own wall clock with
 * the holder's: runners' clocks can be minutes apart. Either of two rules suffices, and each is
 * safe on its own:
 *
 *  - the store's clock: the store stamped the last write (Last-Modified) and stamps every
 *    answer (Date), so their difference is the lease's age measured by one clock. Both have a
 *    1 s resolution, so a second is added before the lease counts as over;
 *  - the waiter's own monotonic clock: it has seen the very same version (ETag) unchanged for
 *    a whole lease (the DynamoDB Lock Client rule). The holder started counting before it
 *    wrote, the waiter after it saw the write, so the waiter's count always ends later.
 *
 * The second rule keeps the lock safe on a store whose clock is wrong or missing; the first
 * lets a waiter that arrives late take over an abandoned lock without waiting a whole lease.
 */
export const STORE_CLOCK_RESOLUTION_MS = 1000

export interface ObservedVersion {
  leaseMs: number
  /** Last-Modified of this version, store clock; 0 when unknown. */
  lastModifiedMs: number
  /** Our monotonic clock when we first saw this version. */
  firstSeenAt: number
}

/** How long until the lease is over by either rule; ≤ 0 means it is over. */
export function leaseRemainingMs(
  version: ObservedVersion,
  serverNowMs: number | undefined,
  monotonicNowMs: number
): number {
  const byObservation = version.leaseMs - (monotonicNowMs - version.firstSeenAt)
  if (serverNowMs === undefined || version.lastModifiedMs <= 0) return byObservation
  const byStoreClock =
    version.leaseMs + STORE_CLOCK_RESOLUTION_MS - (serverNowMs - version.lastModifiedMs)
  return Math.min(byObservation, byStoreClock)
}

/** Age of the version by the store's clock, for people; undefined when the store hides it. */
export function storeAgeMs(
  version: ObservedVersion,
  serverNowMs: number | undefined
): number | undefined {
  if (serverNowMs === undefined || version.lastModifiedMs <= 0) return undefined
  return Math.max(0, serverNowMs - version.lastModifiedMs)
}
