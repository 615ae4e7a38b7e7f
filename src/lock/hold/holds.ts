import { STORE_CLOCK_RESOLUTION_MS } from '../lease/lease.js'
import { refuseNewerFormat } from '../single/lock-record.js'

/**
 * A person's hold (docs/holds.md): "no new acquisition of these locks until I say so, or until
 * it ends". Every hold of a bucket lives in one registry object, `.s3-lock/holds` (the
 * `.s3-lock` segment is never part of a lock's name, lock-key.ts), so a job checks them all
 * with one GET. The registry keeps the active holds and the last few holds and lifts, for
 * audit. Times in it are the writer's wall clock, for people only; how long a hold lasts is
 * counted on the store's own clock (holdRemainingMs), never compared with ours.
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
  /**
   * How long the hold lasts from the registry's Last-Modified, on the store's clock. Rewriting
   * the registry sets it again to what was left at the read before, so this stays true.
   */
  forMs: number
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
 * What is left of a hold, read from a registry last written at `lastModifiedMs` (store clock),
 * the store's clock at the read being `serverNowMs`. Both have a 1 s resolution: a second is
 * added, so the hold lasts at least as long as it was set for. A store that hides its clock
 * (no Date header or no Last-Modified) gives `sinceSeenMs` instead: the time this reader has
 * seen this very version, which began after the write, so its count also ends later.
 */
export function holdRemainingMs(
  hold: Pick<Hold, 'forMs'>,
  lastModifiedMs: number,
  serverNowMs: number | undefined,
  sinceSeenMs: number
): number {
  if (serverNowMs === undefined || lastModifiedMs <= 0) return hold.forMs - sinceSeenMs
  const age = Math.max(0, serverNowMs - lastModifiedMs)
  return hold.forMs + STORE_CLOCK_RESOLUTION_MS - age
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
    return {
      id: hold.id,
      target: hold.target,
      reason: String(hold.reason ?? ''),
      by: String(hold.by ?? ''),
      forMs: hold.forMs as number,
      setAt: String(hold.setAt ?? '')
    }
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
