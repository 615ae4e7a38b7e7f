import { random, wallIso } from '../basics/clock.js'
import { backoffDelay, monotonicNow, sleep } from '../basics/backoff.js'
import { StoreConfigError, UserFacingError } from '../basics/errors.js'
import type { Deadline, Store } from '../store/store.js'
import {
  emptyRegistry,
  HOLD_AUDIT,
  HOLDS_KEY,
  HOLDS_VERSION,
  holdRemainingMs,
  MalformedHoldsError,
  parseHolds,
  serializeHolds,
  type ActiveHold,
  type Hold,
  type HoldEvent,
  type HoldRegistry
} from './holds.js'

/**
 * Reading and rewriting the holds registry (holds.ts). A read gives the active holds with
 * what each has left on the store's clock. A rewrite is conditional on the version just read
 * (If-None-Match: * for the first, If-Match: its ETag after), and a rewrite whose answer was
 * lost is read back: the registry names its last write, so our own is recognised.
 */

export type HoldsRead =
  | {
      kind: 'present' | 'absent'
      registry: HoldRegistry
      /** undefined: no registry object yet. */
      etag?: string
      active: ActiveHold[]
      /** Holds whose time is up but that the registry still lists. */
      ended: Hold[]
      /** Our monotonic clock when the answer came: `remainingMs` counts from here. */
      readAt: number
    }
  | { kind: 'forbidden'; explanation: string }

export class UnreadableHoldsError extends UserFacingError {}

export class HoldsReader {
  // The version we have seen, and since when: a store that hides its clock leaves that count.
  private seen: { etag: string; at: number } | undefined

  constructor(private readonly store: Store) {}

  async read(bound: Deadline): Promise<HoldsRead> {
    const read = await this.store.read(HOLDS_KEY, undefined, bound)
    const readAt = monotonicNow()
    if (read.kind === 'forbidden') return { kind: 'forbidden', explanation: read.explanation }
    if (read.kind !== 'present') {
      return { kind: 'absent', registry: emptyRegistry(), active: [], ended: [], readAt }
    }
    let registry: HoldRegistry
    try {
      registry = parseHolds(read.object.body)
    } catch (error) {
      if (!(error instanceof MalformedHoldsError)) throw error
      // Never read as "no hold": a registry nobody can read holds nothing back silently.
      throw new UnreadableHoldsError(
        `${this.store.where(HOLDS_KEY)} cannot be read as holds (${error.message}); ` +
          'fix or delete it by hand'
      )
    }
    const { etag, lastModifiedMs } = read.object
    if (this.seen?.etag !== etag) this.seen = { etag, at: readAt }
    const sinceSeenMs = readAt - this.seen.at
    const active: ActiveHold[] = []
    const ended: Hold[] = []
    for (const hold of registry.holds) {
      const remainingMs = holdRemainingMs(hold, lastModifiedMs, read.serverNowMs, sinceSeenMs)
      if (remainingMs > 0) active.push({ ...hold, remainingMs })
      else ended.push(hold)
    }
    return { kind: 'present', registry, etag, active, ended, readAt }
  }
}

/** What a change makes of the active holds, and what it adds to the audit trail. */
export interface HoldsChange {
  holds: Hold[]
  events: HoldEvent[]
}

const MAX_ROUNDS = 10

/**
 * Rewrites the registry with `change` applied to the holds active at the read. Each hold kept
 * is written with what it had left at that read: the new Last-Modified is later than the read,
 * so a hold only ever lasts longer for being rewritten, never shorter. Holds whose time is up
 * leave the registry, as an `ended` line of the audit trail.
 */
export async function updateHolds(
  store: Store,
  change: (active: readonly ActiveHold[]) => HoldsChange,
  bound: Deadline
): Promise<HoldRegistry> {
  const reader = new HoldsReader(store)
  const ours = new Set<string>()
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const read = await reader.read(bound)
    if (read.kind === 'forbidden') throw new StoreConfigError(read.explanation)
    if (ours.has(read.registry.write)) return read.registry
    const { holds, events } = change(read.active)
    const at = wallIso()
    const endedEvents: HoldEvent[] = read.ended.map((hold) => ({
      event: 'ended',
      id: hold.id,
      target: hold.target,
      reason: hold.reason,
      by: hold.by,
      at
    }))
    const registry: HoldRegistry = {
      version: HOLDS_VERSION,
      write: random().uuid(),
      holds,
      history: [...read.registry.history, ...endedEvents, ...events].slice(-HOLD_AUDIT)
    }
    ours.add(registry.write)
    const body = serializeHolds(registry)
    const outcome =
      read.etag === undefined
        ? await store.create(HOLDS_KEY, body, bound)
        : await store.replace(HOLDS_KEY, body, read.etag, bound)
    if (outcome.kind === 'written') return registry
    // Refused: someone else wrote in between; unknown: read back (our write id tells).
    await sleep(backoffDelay(round, 100, 2_000), bound)
  }
  throw new UserFacingError(
    `could not update ${store.where(HOLDS_KEY)}: others kept writing it, or the store did not answer`
  )
}

/** A hold kept through a rewrite: its time left at the read, rounded up to a whole second. */
export function keptHold(hold: ActiveHold): Hold {
  const { remainingMs, ...rest } = hold
  return { ...rest, forMs: Math.ceil(remainingMs / 1000) * 1000 }
}
