import { STEP_GRACE_MS } from '../src/lock/basics/deadlines.js'
import type { Event, EventOf } from './history.js'
import { faultedBetween, LONG_TIMEOUT_MS, type Scenario } from './scenario.js'

/**
 * The invariants of docs/protocol.md, each a pure function of one run's history (and, for
 * what is left behind, the bucket at the end). Each names the invariant it checks.
 */
export interface Violation {
  invariant: string
  detail: string
  /** Virtual time of the first event that shows it (ms). */
  at: number
}

/** How the run ended: quiet (nothing left to fire) or cut at the horizon, and what was stored. */
export interface RunEnd {
  t: number
  quiet: boolean
  objects: ReadonlyMap<string, { body: string }>
  lockKey: string
  lineKey: string
  holdsKey: string
  /** Every write the store applied, in order: when (virtual time), by which client, to which key. */
  writes: readonly { t: number; client: string; key: string }[]
  /** Every version of the lock object the store applied, with when and whose write it was. */
  lockVersions: readonly { t: number; body: string; writer: string }[]
}

/** The protected work of one job: from the hand-out until it stopped (or its runner died). */
interface Section {
  job: string
  token: number
  from: number
  to: number
  exclusive: boolean
}

export function checkRun(scenario: Scenario, events: readonly Event[], end: RunEnd): Violation[] {
  const sections = sectionsOf(events, end.t)
  return [
    ...(scenario.holders === 1 ? exclusion(sections) : poolLimit(sections, scenario.holders)),
    ...tokens(scenario, sections, events),
    ...handOutGate(events),
    ...deadlines(events, end),
    ...goneHoldNothing(scenario, events, end),
    ...lineOrder(scenario, events),
    ...liveness(scenario, events, end),
    ...noStartAfterHold(events, end),
    ...releasesApplied(events, end)
  ]
}

function sectionsOf(events: readonly Event[], endT: number): Section[] {
  const open = new Map<string, Section>()
  const done: Section[] = []
  for (const e of events) {
    if (e.kind === 'acquired') {
      open.set(e.job, { job: e.job, token: e.token, from: e.t, to: endT, exclusive: e.exclusive })
    } else if (e.kind === 'exit' || (e.kind === 'crash' && e.what === 'runner')) {
      const section = open.get(e.job)
      if (section === undefined) continue
      open.delete(e.job)
      done.push({ ...section, to: e.t })
    }
  }
  return [...done, ...open.values()].sort((a, b) => a.from - b.from)
}

/** I1: never two holders of a single-holder lock inside at once. */
function exclusion(sections: Section[]): Violation[] {
  const out: Violation[] = []
  for (let i = 0; i < sections.length; i++) {
    for (let j = i + 1; j < sections.length; j++) {
      const a = sections[i] as Section
      const b = sections[j] as Section
      if (b.from >= a.to) continue
      if (b.from === b.to || a.from === a.to) continue
      out.push({
        invariant: 'I1',
        at: b.from,
        detail: `${b.job} (token ${b.token}) entered at ${ms(b.from)} while ${a.job} (token ${a.token}) was inside until ${ms(a.to)}`
      })
    }
  }
  return out
}

/** I7: never more than `limit` places inside; an exclusive place inside is alone. */
function poolLimit(sections: Section[], limit: number): Violation[] {
  const out: Violation[] = []
  for (const s of sections) {
    const inside = sections.filter((o) => o.from <= s.from && o.to > s.from && o.from < o.to)
    if (s.from === s.to) continue
    if (inside.length > limit) {
      out.push({
        invariant: 'I7',
        at: s.from,
        detail: `${inside.length} jobs inside a pool of ${limit} at ${ms(s.from)}: ${inside.map((o) => o.job).join(', ')}`
      })
    } else if (inside.length > 1 && inside.some((o) => o.exclusive)) {
      out.push({
        invariant: 'I7',
        at: s.from,
        detail: `an exclusive job shares the pool at ${ms(s.from)}: ${inside.map((o) => `${o.job}${o.exclusive ? ' (exclusive)' : ''}`).join(', ')}`
      })
    }
  }
  return out
}

/**
 * I2: fencing tokens grow in the order of entering (a pool: no token handed out twice), and
 * the protected register never sees a token older than one it already accepted.
 */
function tokens(scenario: Scenario, sections: Section[], events: readonly Event[]): Violation[] {
  const out: Violation[] = []
  const seen = new Map<number, string>()
  let last: Section | undefined
  for (const s of sections) {
    const twice = seen.get(s.token)
    if (twice !== undefined) {
      out.push({
        invariant: 'I2',
        at: s.from,
        detail: `token ${s.token} handed to ${twice} and ${s.job}`
      })
    }
    seen.set(s.token, s.job)
    if (scenario.holders === 1 && last !== undefined && s.token <= last.token) {
      out.push({
        invariant: 'I2',
        at: s.from,
        detail: `${s.job} entered with token ${s.token} after ${last.job} with token ${last.token}`
      })
    }
    last = s
  }
  if (scenario.holders === 1) {
    for (const e of events) {
      if (e.kind === 'register' && !e.accepted) {
        out.push({
          invariant: 'I1',
          at: e.t,
          detail: `the protected register refused ${e.job}'s token ${e.token}: a newer holder had written`
        })
      }
    }
  }
  return out
}

/** I8: the lock is handed out with at least half its lease left by the holder's own count. */
function handOutGate(events: readonly Event[]): Violation[] {
  return events
    .filter((e): e is EventOf<'acquired'> => e.kind === 'acquired' && e.leftMs < e.leaseMs / 2 - 1)
    .map((e) => ({
      invariant: 'I8',
      at: e.t,
      detail: `${e.job} was handed token ${e.token} with ${ms(e.leftMs)} of its ${ms(e.leaseMs)} lease left by its own count`
    }))
}

/** I9: every acquire ends within its timeout plus 5 s, whatever the store does. */
function deadlines(events: readonly Event[], end: RunEnd): Violation[] {
  const out: Violation[] = []
  const started = new Map<string, EventOf<'start'>>()
  const crashed = new Set<string>()
  const check = (start: EventOf<'start'>, t: number) => {
    const limit = start.timeoutMs + STEP_GRACE_MS + 1_000
    if (t - start.t > limit) {
      out.push({
        invariant: 'I9',
        at: t,
        detail: `${start.job}'s acquire (timeout ${ms(start.timeoutMs)}) ended after ${ms(t - start.t)}`
      })
    }
  }
  for (const e of events) {
    if (e.kind === 'start') started.set(e.job, e)
    if (e.kind === 'crash' && e.what === 'runner') crashed.add(e.job)
    if (e.kind !== 'acquired' && e.kind !== 'acquire-failed') continue
    const start = started.get(e.job)
    started.delete(e.job)
    if (start) check(start, e.t)
  }
  for (const start of started.values()) if (!crashed.has(start.job)) check(start, end.t)
  return out
}

/**
 * I10: a waiter that has gone holds nothing: no version of the lock written after its acquire
 * failed gives it the lock or a place, and once the run is quiet the line keeps no unserved
 * ticket of it. Only for jobs whose own requests met no fault: a departure the store never
 * heard of cannot be made, and a take of ours that lands late is given back when it can be.
 */
function goneHoldNothing(scenario: Scenario, events: readonly Event[], end: RunEnd): Violation[] {
  const out: Violation[] = []
  const starts = new Map(events.filter((e) => e.kind === 'start').map((e) => [e.job, e.t]))
  const lock = parse(end.objects.get(end.lockKey)?.body)
  const line = parse(end.objects.get(end.lineKey)?.body)
  const mark = typeof lock?.ticket === 'number' ? lock.ticket : 0
  const servedAbove = new Set<number>(Array.isArray(lock?.servedAbove) ? lock.servedAbove : [])
  for (const e of events) {
    if (e.kind !== 'acquire-failed') continue
    if (faultedBetween(scenario, starts.get(e.job) ?? 0, end.t, e.job)) continue
    const owner = `owner-${e.job}`
    // Handed a place by someone else after it had gone: nobody gives that back.
    const ownWrite = (v: { writer: string }) =>
      v.writer === e.job || v.writer.startsWith(`${e.job}/`)
    const later = end.lockVersions.find(
      (v) => v.t > e.t && !ownWrite(v) && holdsFor(parse(v.body), owner)
    )
    if (later) {
      out.push({
        invariant: 'I10',
        at: later.t,
        detail: `${e.job} gave up at ${ms(e.t)} (${e.why}), yet ${later.writer}'s write at ${ms(later.t)} gives it a place`
      })
    }
    // A write of its own that landed unheard is given back before the run ends.
    const last = end.lockVersions.at(-1)
    if (end.quiet && last && last.t > e.t && holdsFor(parse(last.body), owner)) {
      out.push({
        invariant: 'I10',
        at: last.t,
        detail: `${e.job} gave up at ${ms(e.t)} (${e.why}), and the lock still holds a place for it at the end`
      })
    }
    if (!end.quiet) continue
    const tickets: { n: number; id: string }[] = Array.isArray(line?.tickets) ? line.tickets : []
    const ticket = tickets.find((t) => t.id === owner && t.n > mark && !servedAbove.has(t.n))
    if (ticket) {
      out.push({
        invariant: 'I10',
        at: e.t,
        detail: `${e.job} gave up at ${ms(e.t)} (${e.why}), yet its ticket ${ticket.n} is unserved in the line at the end`
      })
    }
  }
  return out
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function holdsFor(record: any, owner: string): boolean {
  if (record?.state === 'held') return record.owner === owner
  const places: { owner?: string }[] = Array.isArray(record?.places) ? record.places : []
  return places.some((p) => p.owner === owner)
}

/**
 * I6: with no fault, cancel, crash or early give-up in the run, waiters that arrived 300 ms or
 * more apart enter in the order they arrived (a pool: within one look of each other).
 */
function lineOrder(scenario: Scenario, events: readonly Event[]): Violation[] {
  if (scenario.faults.length > 0) return []
  if (
    scenario.jobs.some(
      (j) => j.cancelAfterMs !== undefined || j.crash || j.timeoutMs < LONG_TIMEOUT_MS
    )
  ) {
    return []
  }
  const starts = new Map(events.filter((e) => e.kind === 'start').map((e) => [e.job, e.t]))
  const entered = events.filter((e): e is EventOf<'acquired'> => e.kind === 'acquired')
  const slack = scenario.holders > 1 ? 2 * scenario.pollMs + 1_000 : 0
  const out: Violation[] = []
  for (const a of entered) {
    for (const b of entered) {
      const aStart = starts.get(a.job) ?? 0
      const bStart = starts.get(b.job) ?? 0
      if (bStart - aStart >= 300 && b.t + slack < a.t) {
        out.push({
          invariant: 'I6',
          at: b.t,
          detail: `${b.job} (arrived ${ms(bStart)}) entered at ${ms(b.t)}, before ${a.job} (arrived ${ms(aStart)}) at ${ms(a.t)}`
        })
      }
    }
  }
  return out
}

/** A hold's end, by the store's count, is this much earlier than its write's landing + forMs. */
const HOLD_CLOCK_SLACK_MS = 2_000

/**
 * I15: once a hold's write is confirmed, and until it is lifted or ends, no job starts its
 * work unless its take landed before the hold did (then `hold` reports it as a holder).
 */
function noStartAfterHold(events: readonly Event[], end: RunEnd): Violation[] {
  const out: Violation[] = []
  const starts = new Map<string, number>()
  for (const e of events) if (e.kind === 'start') starts.set(e.job, e.t)
  for (const held of events) {
    if (held.kind !== 'held') continue
    const landed = end.writes
      .filter((w) => w.key === end.holdsKey && w.client === held.job && w.t <= held.t)
      .at(-1)
    if (landed === undefined) continue
    const lift = events.find(
      (e) => e.kind === 'unhold-start' && e.job === held.job && e.t >= held.t
    )
    const until = Math.min(lift?.t ?? Infinity, landed.t + held.forMs - HOLD_CLOCK_SLACK_MS)
    for (const a of events) {
      if (a.kind !== 'acquired' || a.t <= held.t || a.t >= until) continue
      // Rule 8: a job that may not read the registry goes on, with a warning that says so; not
      // one that has seen the hold already (F40).
      const mine = events.filter((w) => w.job === a.job && w.t <= a.t)
      const paused = mine.some((w) => w.kind === 'paused')
      if (!paused && mine.some((w) => w.kind === 'holds-unreadable')) continue
      // The version that gave it the lock or its place: its own take, or a release's hand-off.
      const since = starts.get(a.job) ?? 0
      const owner = `owner-${a.job}`
      const first = end.lockVersions.find((v) => v.t >= since && holdsFor(parse(v.body), owner))
      if (first === undefined || first.t > landed.t) {
        const given = first ? `at ${ms(first.t)} by ${first.writer}` : 'by no write seen'
        out.push({
          invariant: 'I15',
          at: a.t,
          detail: `${a.job} started its work at ${ms(a.t)} under hold ${held.job} (written ${ms(landed.t)}, confirmed ${ms(held.t)}), the lock given to it ${given}`
        })
      }
    }
  }
  return out
}

/** I5: a release reports `released` only if the store applied a write of that release. */
function releasesApplied(events: readonly Event[], end: RunEnd): Violation[] {
  const out: Violation[] = []
  const exits = new Map<string, number>()
  for (const e of events) {
    if (e.kind === 'exit') exits.set(e.job, e.t)
    if (e.kind !== 'released' || e.result !== 'released') continue
    const from = exits.get(e.job) ?? 0
    const applied = end.lockVersions.some(
      (v) => v.writer === `${e.job}/post` && v.t >= from && v.t <= e.t
    )
    if (!applied) {
      out.push({
        invariant: 'I5',
        at: e.t,
        detail: `${e.job}'s release reported released, but the store applied no write of it`
      })
    }
  }
  return out
}

/** Liveness: with faults over, every live job that may wait long enough acquires; no line wedges. */
function liveness(scenario: Scenario, events: readonly Event[], end: RunEnd): Violation[] {
  const out: Violation[] = []
  const acquired = new Set(events.filter((e) => e.kind === 'acquired').map((e) => e.job))
  for (const job of scenario.jobs) {
    const fated = job.cancelAfterMs !== undefined || job.crash !== undefined || job.cutOff === true
    if (job.timeoutMs < LONG_TIMEOUT_MS || fated) continue
    if (acquired.has(job.id)) continue
    out.push({
      invariant: 'liveness',
      at: end.t,
      detail: `${job.id} never acquired${end.quiet ? '' : ` (the run was cut at ${ms(end.t)})`}`
    })
  }
  return out
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function parse(body: string | undefined): any {
  if (body === undefined) return undefined
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

function ms(value: number): string {
  return `${(value / 1000).toFixed(3)}s`
}
