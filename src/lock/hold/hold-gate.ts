import type { Acquisition } from '../acquire/acquisition.js'
import { renewAcquisition, type RenewOf } from '../acquire/renew-acquisition.js'
import { leaseLeftMs } from '../acquire/acquisition.js'
import { backoffDelay, monotonicNow, sleep } from '../basics/backoff.js'
import { formatDuration } from '../basics/duration.js'
import { describeHold } from './hold-text.js'
import { LockTimeoutError, StoreUnavailableError, UserFacingError } from '../basics/errors.js'
import type { Holder } from '../single/lock-record.js'
import type { Deadline, Store } from '../store/store.js'
import { HoldsReader, type HoldsRead } from './hold-registry.js'
import { holdOn, type ActiveHold } from './holds.js'
import { markIgnored, markPaused } from './pause-mark.js'

/**
 * The hold check of acquire (docs/holds.md, rules 3-6). It runs after the write that made us a
 * holder is confirmed and before the hand-out gate's last check of our lease: the registry is
 * read then, so a hold written before that read is seen, and a setter that read the lock
 * before our write landed wrote its hold before our read (S3 is linearizable per object).
 * Found a hold: we keep the lock, so that nobody behind passes us, mark our record paused,
 * keep our lease alive, and read the registry again at each poll until the hold is over; then
 * the mark comes off and the registry is read once more, in the same order, before we go.
 */

export type OnHold = 'wait' | 'fail' | 'skip'

export interface HoldOptions {
  /** The lock's name: what the holds' targets are matched against. */
  name: string
  onHold: OnHold
  /** Break-glass (`ignore-hold`): go on in spite of a hold, saying why in our record. */
  ignore?: string
  /** Each look while we are paused by a hold. */
  onHeld?: (view: HeldView) => void
  onIgnored?: (hold: ActiveHold) => void
  /** The registry may not be read (403): the holds could not be checked. */
  onUnreadable?: (explanation: string) => void
}

export interface HeldView {
  hold: ActiveHold
  /** What is left of it now, on our clock (from the store's count at the read). */
  leftMs: number
  /** This is the first look at this hold. */
  first: boolean
  waitedMs: number
}

export type HoldOutcome = 'fail' | 'skip' | 'timeout'

/** Acquire ended by a hold: the lock was given back in line order, or never taken. */
export class HoldError extends UserFacingError {
  constructor(
    message: string,
    readonly hold: Pick<ActiveHold, 'target' | 'reason' | 'by'>,
    readonly outcome: HoldOutcome
  ) {
    super(message)
  }
}

/** What the gate needs of the attempt: renewing our acquisition with another holder text. */
export interface GateContext {
  store: Store
  renew: RenewOf
  /** Monotonic: when our timeout ends. */
  deadline: number
  startedAt: number
  pollMs: number
  bound: Deadline
  signal?: AbortSignal
  /** Set once this acquire has seen a hold: a later take of it is not a first read (F40). */
  sawHold?: { seen: boolean }
  /** The I15 mutation only (basics/mutations.ts): a read made before the take, used first. */
  readBeforeTake?: HoldsRead
}

/**
 * Our acquisition, cleared to go (its holder text as it now stands in the store); undefined
 * when our lease was lost while paused (the caller looks again, as a waiter). Throws HoldError
 * for `on-hold: fail` and `skip`, and when our timeout ends before the hold does.
 */
export async function passHolds(
  options: HoldOptions,
  candidate: Acquisition,
  context: GateContext
): Promise<Acquisition | undefined> {
  const reader = new HoldsReader(context.store)
  const original = candidate.record.holder
  let current = candidate
  let paused = false
  let seenId: string | undefined
  let failedReads = 0
  let early = context.readBeforeTake
  for (;;) {
    let read
    try {
      read = early ?? (await reader.read(context.bound))
      early = undefined
      failedReads = 0
    } catch (error) {
      if (!(error instanceof StoreUnavailableError) || context.signal?.aborted) throw error
      // Not knowing whether a hold is set is no leave to go: wait, keeping our lease.
      if (monotonicNow() >= context.deadline) throw error
      await sleep(backoffDelay(failedReads++, 500, 5_000), context.signal)
      const kept = await keepLease(current, current.record.holder, context)
      if (kept === undefined) return undefined
      current = kept
      continue
    }
    if (read.kind === 'forbidden') {
      // Rule 8: a role that may not read the registry goes on, with a warning.
      if (seenId === undefined && context.sawHold?.seen !== true) {
        options.onUnreadable?.(read.explanation)
        return current
      }
      // Once a hold was seen, a refusal is not knowing whether it still stands, as a failed
      // read is (F40, found by the simulator): wait, keeping our lease, never with the mark on.
      if (monotonicNow() >= context.deadline) {
        throw new LockTimeoutError(
          `lock "${options.name}" was held, and the holds could not be read again before this job's timeout: ${read.explanation}`
        )
      }
      await sleep(backoffDelay(failedReads++, 500, 5_000), context.signal)
      const kept = await keepLease(current, current.record.holder, context)
      if (kept === undefined) return undefined
      current = kept
      continue
    }
    const hold = holdOn(read.active, options.name)
    if (hold === undefined) {
      if (!paused) return current
      // Off with the mark, then read again: a hold set meanwhile must be seen (rule 5).
      // Only a confirmed one: `hold --wait` counts a marked holder as not running.
      const resumed = await renewAs(current, original, context)
      if (resumed === undefined) return undefined
      // A read-back that finds the mark still on (our mark, landed unheard) is not a
      // resumption: write the unmarked text again on the version it found (F42).
      current = resumed.next
      if (!resumed.confirmed) {
        if (monotonicNow() >= context.deadline) {
          throw new LockTimeoutError(
            `the hold on lock "${options.name}" ended, but the store did not confirm this job's resumption in time`
          )
        }
        await sleep(backoffDelay(failedReads++, 500, 5_000), context.signal)
        continue
      }
      paused = false
      continue
    }
    const endsAt = read.readAt + hold.remainingMs
    if (options.ignore !== undefined) {
      const marked = await renewAs(current, markIgnored(original, options.ignore, hold), context)
      if (marked !== undefined) options.onIgnored?.(hold)
      return marked?.next
    }
    const what = describeHold(hold, hold.remainingMs)
    if (options.onHold !== 'wait') {
      throw new HoldError(
        `lock "${options.name}" is ${what} (on-hold: ${options.onHold})`,
        hold,
        options.onHold
      )
    }
    if (endsAt > context.deadline) {
      throw new HoldError(
        `lock "${options.name}" is ${what}, which ends after this job's timeout ` +
          `(${formatDuration(Math.max(0, context.deadline - monotonicNow()))} left)`,
        hold,
        'timeout'
      )
    }
    const now = monotonicNow()
    options.onHeld?.({
      hold,
      leftMs: endsAt - now,
      first: hold.id !== seenId,
      waitedMs: now - context.startedAt
    })
    seenId = hold.id
    if (context.sawHold) context.sawHold.seen = true
    if (!paused) {
      const marked = await renewAs(current, markPaused(original, hold, endsAt - now), context)
      if (marked === undefined) return undefined
      current = marked.next
      paused = true
    }
    await sleep(
      Math.max(0, Math.min(context.pollMs, endsAt - monotonicNow() + 50, current.leaseMs / 4)),
      context.signal
    )
    const kept = await keepLease(
      current,
      markPaused(original, hold, endsAt - monotonicNow()),
      context
    )
    if (kept === undefined) return undefined
    current = kept
  }
}

/** Renews our lease while we wait, once a quarter of it has passed since the last write. */
async function keepLease(
  current: Acquisition,
  holder: Holder,
  context: GateContext
): Promise<Acquisition | undefined> {
  if (leaseLeftMs(current) > (current.leaseMs * 3) / 4 - 1) return current
  return (await renewAs(current, holder, context))?.next
}

/**
 * One renewal of our acquisition with `holder` as its holder text: conditional on our own
 * record, as every renewal. Undefined: the lock is no longer ours. `confirmed`: the store holds
 * this text; otherwise the hand-out gate still checks our count of the lease.
 */
function renewAs(
  current: Acquisition,
  holder: Holder,
  context: GateContext
): Promise<{ next: Acquisition; confirmed: boolean } | undefined> {
  return renewAcquisition(context.renew, current, holder, context.bound)
}
