import { mutated } from '../basics/mutations.js'
import {
  DEFAULT_STORE_CLOCK_ALLOWANCE_MS,
  storeClockBound,
  STORE_CLOCK_RESOLUTION_MS
} from '../lease/lease.js'
import { refuseNewerFormat } from '../single/lock-record.js'

/**
 * A person's hold (docs/holds.md): "no new acquisition of these locks until I say so, or until
 * it ends". Every hold of a bucket lives in one registry object, `.s3-lock/holds` (the
 * `.s3-lock` segment is never part of a lock's name, lock-key.ts), so a job checks them all
 * with one GET. The registry keeps the active holds and the last few holds and lifts, for
 * audit. Times in it are the writer's wall clock, for people only; when a hold ends is
 * written on the store's own clock (`endsAt`), never compared with ours.
 */
export const HOLDS_KEY = '.s3-lock/holds'
export const HOLDS_VERSION = 1
/** How many holds and lifts the registry keeps for audit. */
export const HOLD_AUDIT = 20
/** A hold lasts at most this long unless its setter raises the cap on purpose (`--max`). */
export const DEFAULT_MAX_HOLD_MS = 7 * 24 * 3600_000

export interface Hold {
  /** A random id, so that a lift or an audit line names exactly one hold. */
  id: string
  /** A lock's name, a prefix ending in "/" (every lock under it), or "/" (every lock). */
  target: string
  reason: string
  /** Who set it: what the setter said (`--by`) or its user; never a credential. */
  by: string
  /** How long it was set for: a reader's own count starts from it. */
  forMs: number
  /**
   * When it ends, on the store's clock: the Date of the read its setter's write was based on,
   * plus `forMs` and a second (ms). Set once; every rewrite copies it unchanged, so a rewrite
   * never changes a hold it does not touch. Readers compare it with the Date of their own
   * read: both are the clock the store answers with, so a proxy or gateway whose Date runs
   * ahead of the store's Last-Modified moves both alike. Absent when the setter's store hid
   * its clock: `forMs` then counts from the registry's Last-Modified, or from first sight.
   */
  endsAt?: number
  /** The setter's wall clock when it was set: for people only. */
  setAt: string
}

export interface HoldEvent {
  event: 'hold' | 'unhold' | 'ended'
  id: string
  target: string
  reason: string
  by: string
  /** The writer's wall clock: for people only. */
  at: string
  /** Who lifted it (unhold). */
  liftedBy?: string
  forMs?: number
}

export interface HoldRegistry {
  version: typeof HOLDS_VERSION
  /** A random id per write: a writer that did not hear back recognises its own write. */
  write: string
  holds: Hold[]
  history: HoldEvent[]
}

export class MalformedHoldsError extends Error {}

/** A hold as a reader sees it: how long it has left, on the store's clock, on the safe side. */
export interface ActiveHold extends Hold {
  remainingMs: number
}

export function emptyRegistry(): HoldRegistry {
  return { version: HOLDS_VERSION, write: '', holds: [], history: [] }
}

/**
 * What is left of a hold by the store's clock alone, at a read whose Date is `serverNowMs`
 * (1 s resolution: a second is added). Never more than its length. Undefined when the store
 * hides its clock.
 */
export function storeHoldRemainingMs(
  hold: Pick<Hold, 'forMs' | 'endsAt'>,
  lastModifiedMs: number,
  serverNowMs: number | undefined
): number | undefined {
  if (serverNowMs === undefined) return undefined
  const most = hold.forMs + 2 * STORE_CLOCK_RESOLUTION_MS
  if (hold.endsAt !== undefined) {
    return Math.min(most, hold.endsAt + STORE_CLOCK_RESOLUTION_MS - serverNowMs)
  }
  if (lastModifiedMs <= 0) return undefined
  const age = Math.max(0, serverNowMs - lastModifiedMs)
  return hold.forMs + STORE_CLOCK_RESOLUTION_MS - age
}

/** A reader's first sight of a hold: when (its monotonic clock) and what was left then. */
export interface FirstSight {
  at: number
  remainingMs: number
}

/**
 * What is left of a hold for a reader that first saw it as `first`, as leases are judged
 * (lease.ts): the reader's own count from its first sight is trusted, and a later Date may
 * shorten it only by the allowance (a stepped clock, gateway nodes that disagree), never
 * more. At first sight the store's word (or, with no clock, the hold's length) is all there is.
 */
export function holdRemainingMs(
  byStoreClock: number | undefined,
  first: FirstSight,
  monotonicNowMs: number
): number {
  const byOwnCount = first.remainingMs - (monotonicNowMs - first.at)
  if (byStoreClock === undefined) return byOwnCount
  return storeClockBound(byStoreClock, byOwnCount, DEFAULT_STORE_CLOCK_ALLOWANCE_MS)
}

/**
 * A hold set by a write based on a read whose Date was `serverNowMs`: the write lands after
 * that read, so a second is added (a slower write is stamped again, updateHolds).
 */
export function stamped(hold: Hold, serverNowMs: number | undefined): Hold {
  const set: Hold = { ...hold }
  delete set.endsAt
  if (serverNowMs !== undefined && !mutated('F41')) {
    set.endsAt = serverNowMs + hold.forMs + STORE_CLOCK_RESOLUTION_MS
  }
  return set
}

/** Does a hold on `target` hold the lock `name`? */
export function covers(target: string, name: string): boolean {
  if (target === '/') return true
  return target.endsWith('/') ? name.startsWith(target) : name === target
}

/** The first active hold that holds `name` (the one that ends last, if several do). */
export function holdOn(active: readonly ActiveHold[], name: string): ActiveHold | undefined {
  return active
    .filter((hold) => covers(hold.target, name))
    .sort((a, b) => b.remainingMs - a.remainingMs)[0]
}

export function serializeHolds(registry: HoldRegistry): string {
  return `${JSON.stringify(registry, null, 2)}\n`
}

export function parseHolds(text: string): HoldRegistry {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new MalformedHoldsError('the holds object is not JSON')
  }
  if (!isObject(value)) throw new MalformedHoldsError('the holds object is not a JSON object')
  refuseNewerFormat(value, 'the holds object', HOLDS_VERSION)
  if (value.version !== HOLDS_VERSION || !Array.isArray(value.holds)) {
    throw new MalformedHoldsError('the holds object has no valid version or list of holds')
  }
  const holds = value.holds.map((hold: unknown) => {
    if (
      !isObject(hold) ||
      typeof hold.id !== 'string' ||
      typeof hold.target !== 'string' ||
      !Number.isSafeInteger(hold.forMs)
    ) {
      // A hold we cannot read must not be dropped by our rewrite, nor ignored by a job.
      throw new MalformedHoldsError('the holds object has a hold without id, target or duration')
    }
    const read: Hold = {
      id: hold.id,
      target: hold.target,
      reason: String(hold.reason ?? ''),
      by: String(hold.by ?? ''),
      forMs: hold.forMs as number,
      setAt: String(hold.setAt ?? '')
    }
    if (Number.isSafeInteger(hold.endsAt)) read.endsAt = hold.endsAt as number
    return read
  })
  const history = Array.isArray(value.history)
    ? value.history.filter(isObject).map((event) => event as unknown as HoldEvent)
    : []
  return {
    version: HOLDS_VERSION,
    write: String(value.write ?? ''),
    holds,
    history: history.slice(-HOLD_AUDIT)
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
