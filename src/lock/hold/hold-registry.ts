import { random, wallIso } from '../basics/clock.js'
import { backoffDelay, monotonicNow, sleep } from '../basics/backoff.js'
import { StoreConfigError, UserFacingError } from '../basics/errors.js'
import { STORE_CLOCK_RESOLUTION_MS } from '../lease/lease.js'
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
  stamped,
  storeHoldRemainingMs,
  type ActiveHold,
  type FirstSight,
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
      /** Holds whose time is up but that the registry still lists (`remainingMs` ≤ 0). */
      ended: ActiveHold[]
      /** Our monotonic clock when the answer came: `remainingMs` counts from here. */
      readAt: number
      /** The store's clock in the answer (Date), when it gave one. */
      serverNowMs?: number
    }
  | { kind: 'forbidden'; explanation: string }

export class UnreadableHoldsError extends UserFacingError {}

export class HoldsReader {
  // Each hold's first sight by this reader, by id: our own count runs on from there, across
  // rewrites of the registry (they do not change a hold they keep).
  private readonly firstSight = new Map<string, FirstSight>()

  constructor(private readonly store: Store) {}

  async read(bound: Deadline): Promise<HoldsRead> {
    const read = await this.store.read(HOLDS_KEY, undefined, bound)
    const readAt = monotonicNow()
    if (read.kind === 'forbidden') return { kind: 'forbidden', explanation: read.explanation }
    const { serverNowMs } = read
    if (read.kind !== 'present') {
      return {
        kind: 'absent',
        registry: emptyRegistry(),
        active: [],
        ended: [],
        readAt,
        serverNowMs
      }
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
    const active: ActiveHold[] = []
    const ended: ActiveHold[] = []
    for (const hold of registry.holds) {
      const byStoreClock = storeHoldRemainingMs(hold, lastModifiedMs, serverNowMs)
      let first = this.firstSight.get(hold.id)
      if (first === undefined) {
        first = { at: readAt, remainingMs: byStoreClock ?? hold.forMs }
        this.firstSight.set(hold.id, first)
      }
      const remainingMs = holdRemainingMs(byStoreClock, first, readAt)
      ;(remainingMs > 0 ? active : ended).push({ ...hold, remainingMs })
    }
    return { kind: 'present', registry, etag, active, ended, readAt, serverNowMs }
  }
}

/** What a change makes of the active holds, and what it adds to the audit trail. */
export interface HoldsChange {
  holds: Hold[]
  events: HoldEvent[]
}

const MAX_ROUNDS = 10
/**
 * A hold whose time is up by our read stays in the registry this long, unchanged: a reader
 * whose store clock runs behind ours may still count it, and a rewrite must not end it early.
 */
const ENDED_KEPT_MS = 3600_000

/**
 * Rewrites the registry with `change` applied to the holds active at the read. Holds kept are
 * written unchanged (keptHold): their end is on the store's clock, set by the write that set
 * them. A new hold is stamped from our read's Date (`stamped`); if our write took longer than
 * the second the stamp allows for, it may have landed later than that, so the new holds are
 * stamped again from a read after it, even one that has ended by then (a write unanswered for
 * 15 s outlived a 13 s hold: `hold` reported as set a hold that had ended, and the next job
 * started under it; found by the simulator, sim/regressions/i15-late-hold-ended.json). Holds
 * an hour past their end leave the registry, as an `ended` line of the audit trail.
 */
export async function updateHolds(
  store: Store,
  change: (active: readonly ActiveHold[]) => HoldsChange,
  bound: Deadline
): Promise<HoldRegistry> {
  const first = await writeHolds(store, change, bound, new Set())
  if (first.late.size === 0) return first.registry
  const again = (active: readonly ActiveHold[]): HoldsChange => ({
    holds: active.map(keptHold),
    events: []
  })
  return (await writeHolds(store, again, bound, first.late)).registry
}

/** One conditional rewrite; `late`: the new holds whose write took longer than their stamp allows. */
async function writeHolds(
  store: Store,
  change: (active: readonly ActiveHold[]) => HoldsChange,
  bound: Deadline,
  restamp: ReadonlySet<string>
): Promise<{ registry: HoldRegistry; late: Set<string> }> {
  const reader = new HoldsReader(store)
  // Our writes by id: when the read each was based on was sent, and the holds it stamped. The
  // store's Date was taken after that send, and our write landed before we heard of it.
  const ours = new Map<string, { sentAt: number; stamped: Set<string> }>()
  const late = (write: { sentAt: number; stamped: Set<string> }, confirmedAt: number) =>
    confirmedAt - write.sentAt > STORE_CLOCK_RESOLUTION_MS ? write.stamped : new Set<string>()
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const sentAt = monotonicNow()
    const read = await reader.read(bound)
    if (read.kind === 'forbidden') throw new StoreConfigError(read.explanation)
    const landed = ours.get(read.registry.write)
    if (landed !== undefined) return { registry: read.registry, late: late(landed, read.readAt) }
    const restamped = read.ended.filter((hold) => restamp.has(hold.id))
    const { holds, events } = change([...read.active, ...restamped])
    const known = new Set(read.registry.holds.map((hold) => hold.id))
    const fresh = new Set(
      holds.filter((h) => !known.has(h.id) || restamp.has(h.id)).map((h) => h.id)
    )
    const at = wallIso()
    const gone = read.ended.filter((hold) => hold.remainingMs <= -ENDED_KEPT_MS)
    const lingering = read.ended
      .filter((hold) => !gone.includes(hold) && !holds.some((h) => h.target === hold.target))
      .map(keptHold)
    const endedEvents: HoldEvent[] = gone.map((hold) => ({
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
      holds: [
        ...holds.map((hold) => (fresh.has(hold.id) ? stamped(hold, read.serverNowMs) : hold)),
        ...lingering
      ],
      history: [...read.registry.history, ...endedEvents, ...events].slice(-HOLD_AUDIT)
    }
    const write = { sentAt, stamped: fresh }
    ours.set(registry.write, write)
    const body = serializeHolds(registry)
    const outcome =
      read.etag === undefined
        ? await store.create(HOLDS_KEY, body, bound)
        : await store.replace(HOLDS_KEY, body, read.etag, bound)
    if (outcome.kind === 'written') return { registry, late: late(write, monotonicNow()) }
    // Refused: someone else wrote in between; unknown: read back (our write id tells).
    await sleep(backoffDelay(round, 100, 2_000), bound)
  }
  throw new UserFacingError(
    `could not update ${store.where(HOLDS_KEY)}: others kept writing it, or the store did not answer`
  )
}

/** A hold kept through a rewrite: as it was written, its end unchanged. */
export function keptHold(hold: ActiveHold): Hold {
  const kept: Hold & { remainingMs?: number } = { ...hold }
  delete kept.remainingMs
  return kept
}
