import { LOOK_MS, within } from '../lock/basics/deadlines.js'
import { formatDuration } from '../lock/basics/duration.js'
import type { HeldView } from '../lock/hold/hold-gate.js'
import { HoldsReader } from '../lock/hold/hold-registry.js'
import type { ActiveHold } from '../lock/hold/holds.js'
import type { S3LockStore } from '../lock/store/s3-store.js'
import { describeHold, targetText, unholdCommand } from '../report/hold-text.js'

/** `run`'s line when the lock it took is on hold: it waits, paused, and says how to lift it. */
export function heldLine(name: string, view: HeldView, bucket: string): string {
  return (
    `lock "${name}" is ${describeHold(view.hold, view.leftMs)}: holding it, paused, until ` +
    `the hold is lifted or ends; lift it with: ${unholdCommand(view.hold.target, bucket)}`
  )
}

/** The active holds that `keep` selects, as read now; a registry we may not read shows none. */
export async function activeHolds(
  store: S3LockStore,
  keep: (hold: ActiveHold) => boolean
): Promise<ActiveHold[]> {
  const read = await new HoldsReader(store).read(within(LOOK_MS))
  return read.kind === 'forbidden' ? [] : read.active.filter(keep)
}

/** One line per hold, for `status` and `list` (shown before the locks). */
export function holdLines(holds: readonly ActiveHold[], bucket: string): string[] {
  return holds.map(
    (hold) =>
      `ON HOLD ${targetText(hold.target)} by ${hold.by || 'someone'}: "${hold.reason}" ` +
      `(${formatDuration(hold.remainingMs)} left, hold ${hold.id}); lift: ${unholdCommand(hold.target, bucket)}`
  )
}

export function holdJson(hold: ActiveHold) {
  return {
    id: hold.id,
    target: hold.target,
    reason: hold.reason,
    by: hold.by,
    remainingMs: hold.remainingMs,
    setAt: hold.setAt
  }
}
