import type { Holder } from '../single/lock-record.js'
import type { ActiveHold } from './holds.js'

/**
 * A holder that found a hold after taking the lock keeps it but does not go: it marks its own
 * record (the `holder` fields, rewritten by a renewal, conditional like every renewal) with the
 * hold, so that the waiters behind it, `s3-lock status` and `hold --wait` see why without
 * reading the registry. The mark is taken off (another renewal) before it goes on.
 */
export const PAUSED_ON = 'pausedOnHold'
const REASON = 'holdReason'
const BY = 'holdBy'
/** What was left of the hold when the mark was written (ms, store clock): for people. */
const LEFT = 'holdLeftMs'
/** Break-glass (`ignore-hold`): why this holder went on in spite of a hold, and which hold. */
export const IGNORED_HOLD = 'ignoredHold'

export interface PauseMark {
  target: string
  reason: string
  by: string
  /** At the mark's write. */
  leftMs: number
}

export function markPaused(holder: Holder, hold: ActiveHold, leftMs: number): Holder {
  return {
    ...unmarked(holder),
    [PAUSED_ON]: hold.target,
    [REASON]: hold.reason,
    [BY]: hold.by,
    [LEFT]: String(Math.max(0, Math.round(leftMs)))
  }
}

export function unmarked(holder: Holder): Holder {
  const marks = new Set([PAUSED_ON, REASON, BY, LEFT])
  return Object.fromEntries(Object.entries(holder).filter(([key]) => !marks.has(key)))
}

export function pauseMarkOf(holder: Holder): PauseMark | undefined {
  const target = holder[PAUSED_ON]
  if (target === undefined) return undefined
  const leftMs = Number(holder[LEFT])
  return {
    target,
    reason: holder[REASON] ?? '',
    by: holder[BY] ?? '',
    leftMs: Number.isFinite(leftMs) ? leftMs : 0
  }
}

export function markIgnored(holder: Holder, why: string, hold: ActiveHold): Holder {
  return {
    ...unmarked(holder),
    [IGNORED_HOLD]: `${why} (hold on ${hold.target} by ${hold.by}: ${hold.reason})`
  }
}
