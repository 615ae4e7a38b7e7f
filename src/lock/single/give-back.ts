import { sleep } from '../basics/backoff.js'
import type { Deadline } from '../store/store.js'
import type { ConditionalLock, ReleaseResult } from './conditional-lock.js'

/** How long a write that a cancel cut off may still take to land: a store's round trip, and room. */
const LANDING_MS = 1_000

/**
 * After a cancel: a write of ours may have landed unheard, or still be on its way (the cancel
 * cut off its answer, not the request). The lock is given back if it is ours, and looked at
 * once more a moment later if it is not yet: a take that landed 2 ms after the first look held
 * the lock for nobody until its lease ran out (I10, found by the simulator:
 * sim/regressions/i10-take-after-cancel.json). Both within `bound`.
 */
export async function giveBackAfterCancel(
  lock: ConditionalLock,
  owner: string,
  bound: Deadline
): Promise<ReleaseResult> {
  const first = await lock.release({ owner }, bound)
  if (first.kind === 'released') return first
  await sleep(LANDING_MS, bound)
  return lock.release({ owner }, bound)
}
