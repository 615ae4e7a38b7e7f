import type { Fault, StoreOp } from '../src/lock/store/memory-bucket.js'
import { SeededRandom } from './virtual-time.js'

/**
 * What one simulated run does, as data: drawn from its seed, printed with a violation, and
 * shrunk (shrink.ts) by dropping jobs and faults while the violation stays.
 */
export interface Scenario {
  seed: number
  /** 1: a single-holder lock; more: a pool (`holders: N`). */
  holders: number
  leaseMs: number
  pollMs: number
  /** The store's clock minus the runners' (ms). */
  storeClockOffsetMs: number
  /** How far the answers' Date runs ahead of the clock that stamps Last-Modified (ms). */
  dateAheadMs?: number
  /** One-way latency of a request: base plus up to jitter, drawn per request. */
  latency: { baseMs: number; jitterMs: number }
  jobs: JobPlan[]
  faults: FaultWindow[]
  /** Holds set on the lock while the jobs run (`s3-lock hold`). */
  holds: HoldPlan[]
}

export interface HoldPlan {
  id: string
  /** When it is written, ms into the run. */
  at: number
  forMs: number
  /** Lifted (`s3-lock unhold`) this long after it was confirmed, if at all. */
  liftAfterMs?: number
}

export interface JobPlan {
  id: string
  /** When the job starts waiting, ms into the run. */
  startAt: number
  timeoutMs: number
  /** How long its protected work takes once it holds the lock. */
  workMs: number
  /** Pools only: the job needs the pool to itself. */
  exclusive?: boolean
  /** Cancelled this long after it started (while waiting, or while working). */
  cancelAfterMs?: number
  /**
   * `runner`: the machine dies this long after the job started (no release, no renewals);
   * `renewer`: only the renewer process dies, the job goes on and releases at its end.
   */
  crash?: { what: 'runner' | 'renewer'; afterMs: number }
  /** Cut off from the store for longer than its requests' attempts (a fault window says when). */
  cutOff?: boolean
}

/** A fault the store gives matching requests from `from` to `to` (ms into the run). */
export interface FaultWindow {
  from: number
  to: number
  fault: Fault
  /** Requests of these operations only (all when absent). */
  ops?: StoreOp[]
  /** Requests of this job's clients only (all when absent): a paused or cut-off runner. */
  job?: string
  /** Keys containing this only: 'joins/', '.s3-lock/line', the lock's own name... */
  keyPart?: string
  /** The share of matching requests affected. */
  rate: number
}

/** A job that waits this long is one that never gives up: liveness is checked for it. */
export const LONG_TIMEOUT_MS = 3_600_000

/** The lock's name in every run. */
export const LOCK_NAME = 'locks/sim'

/** Draws a scenario from its seed: jobs, their timings and fates, the store's faults. */
export function scenarioOf(seed: number, shapes: { trains?: boolean } = {}): Scenario {
  const r = new SeededRandom(seed ^ 0x5eed)
  const holders = r.chance(0.35) ? r.between(2, 3) : 1
  const leaseMs = r.pick([6_000, 10_000, 20_000, 60_000])
  const pollMs = r.pick([200, 500, 1_000, 2_000])
  const jobCount = r.between(2, 7)
  const spreadMs = r.pick([0, 300, 3_000, 20_000])
  const jobs: JobPlan[] = []
  for (let i = 0; i < jobCount; i++) {
    const job: JobPlan = {
      id: `j${i}`,
      startAt: spreadMs === 0 ? 0 : r.between(0, spreadMs),
      timeoutMs: r.chance(holders > 1 ? 0.35 : 0.2) ? r.between(1_000, 15_000) : LONG_TIMEOUT_MS,
      workMs: r.chance(0.12) ? r.between(leaseMs / 2, 2 * leaseMs) : r.between(20, leaseMs / 5)
    }
    if (holders > 1 && r.chance(0.25)) job.exclusive = true
    if (r.chance(0.1)) job.cancelAfterMs = r.between(100, 20_000)
    if (r.chance(0.1)) {
      job.crash = { what: r.chance(0.5) ? 'runner' : 'renewer', afterMs: r.between(100, 30_000) }
    }
    jobs.push(job)
  }
  const scenario: Scenario = {
    seed,
    holders,
    leaseMs,
    pollMs,
    storeClockOffsetMs: r.pick([0, 0, 1_500, -1_500, 40_000, -40_000]),
    latency: { baseMs: r.pick([0, 1, 5, 20]), jitterMs: r.pick([0, 10, 60]) },
    jobs,
    faults: drawFaults(r, jobs, leaseMs),
    holds: []
  }
  if (r.chance(0.3)) {
    const hold = drawHold(r)
    scenario.holds.push(hold)
    // The registry refused while the hold is on: a policy edit during an incident (F40).
    if (r.chance(0.3)) {
      const from = hold.at + r.between(0, hold.forMs / 2)
      const window = { from, to: from + r.between(200, hold.forMs), rate: r.pick([0.3, 1]) }
      const fault = { kind: 'status', status: 403 } as const
      scenario.faults.push({ ...window, fault, ops: ['get'], keyPart: '.s3-lock/holds' })
    }
    // One job's writes answered 500 but landing later while it is paused (its pause mark: F42),
    // then that runner cut off from the store once the hold is over.
    if (r.chance(0.3)) {
      const over = hold.at + (hold.liftAfterMs ?? hold.forMs)
      const fault = { kind: 'late-land', afterMs: r.between(200, 2_000), answer: 500 } as const
      const window = { from: hold.at, to: over, rate: r.pick([0.5, 1]), keyPart: LOCK_NAME }
      scenario.faults.push({ ...window, fault, ops: ['put'] })
      // The job most likely to be the paused holder: the first to start.
      const job = [...jobs].sort((a, b) => a.startAt - b.startAt)[0]?.id as string
      if (r.chance(0.7)) {
        const cut = over + r.between(0, 3_000)
        const hang = { kind: 'hang' } as const
        scenario.faults.push({ from: cut, to: cut + 2 * leaseMs, rate: 1, job, fault: hang })
        // Its work outlasts the lease: the holder's own count is all that stops it (I4).
        const plan = jobs.find((each) => each.id === job) as JobPlan
        plan.cutOff = true
        plan.workMs = r.between(leaseMs, 2 * leaseMs)
      }
    }
  }
  // `--trains`: a train behind the others, jobs a few hundred ms apart, so that direct joins,
  // crowd requests and take-ins race for one line while its order is checked (I6; F44). Off
  // by default while the I6 finding it shows is open (docs/simulation.md, "Open").
  if (shapes.trains === true && r.chance(0.15)) scenario.jobs.push(...drawTrain(r, jobs.length))
  // A store whose answers' Date runs ahead of the clock that stamps Last-Modified: a gateway,
  // a proxy, a cluster's nodes (review 4's F41: a 40 s hold read as 12 s).
  if (r.chance(0.3)) scenario.dateAheadMs = r.pick([2_000, 10_000, 30_000])
  return scenario
}

function drawTrain(r: SeededRandom, first: number): JobPlan[] {
  const at = r.between(0, 5_000)
  const gapMs = r.pick([150, 300, 400])
  return Array.from({ length: r.between(6, 14) }, (_, i) => ({
    id: `j${first + i}`,
    startAt: at + i * gapMs,
    timeoutMs: LONG_TIMEOUT_MS,
    workMs: r.between(20, 500)
  }))
}

function drawHold(r: SeededRandom): HoldPlan {
  const hold: HoldPlan = { id: 'h0', at: r.between(0, 20_000), forMs: r.between(3, 40) * 1_000 }
  if (r.chance(0.5)) hold.liftAfterMs = r.between(500, hold.forMs)
  return hold
}

function drawFaults(r: SeededRandom, jobs: JobPlan[], leaseMs: number): FaultWindow[] {
  const faults: FaultWindow[] = []
  const count = r.chance(0.3) ? 0 : r.between(1, 3)
  for (let i = 0; i < count; i++) {
    const from = r.between(0, 30_000)
    const to = from + r.between(200, 20_000)
    const kind = r.between(0, 10)
    const job = r.chance(0.5) ? r.pick(jobs).id : undefined
    const keyPart = r.pick([undefined, undefined, 'joins/', '.s3-lock/line', '.s3-lock/holds'])
    const base = { from, to, rate: r.pick([0.2, 0.5, 1]), ...(job ? { job } : {}) }
    const scoped = keyPart === undefined ? base : { ...base, keyPart }
    if (kind === 0) faults.push({ ...scoped, fault: { kind: 'drop-answer' }, ops: ['put'] })
    if (kind === 1) {
      faults.push({
        ...scoped,
        fault: { kind: 'late-land', afterMs: r.between(100, 8_000) },
        ops: ['put']
      })
    }
    if (kind === 2) faults.push({ ...scoped, fault: { kind: 'hang' } })
    if (kind === 3) faults.push({ ...scoped, fault: { kind: 'status', status: 503 } })
    if (kind === 4) faults.push({ ...scoped, fault: { kind: 'status', status: 500 } })
    if (kind === 5) faults.push({ ...scoped, fault: { kind: 'status', status: 409 }, ops: ['put'] })
    if (kind === 8 || kind === 9) {
      // Deletes of join requests that are never answered (a stale pooled connection), for
      // longer than one request's timeout.
      const hung = { ...base, to: from + r.between(5_000, 25_000) }
      faults.push({ ...hung, fault: { kind: 'hang' }, ops: ['delete'], keyPart: 'joins/' })
    }
    if (kind === 10) {
      // The holds registry refused (a policy edit in flight, a registry deleted by hand).
      faults.push({
        ...base,
        fault: { kind: 'status', status: 403 },
        ops: ['get'],
        keyPart: '.s3-lock/holds'
      })
    }
    if (kind === 6 || kind === 7) {
      // A runner paused, or its answers stuck, for up to more than a lease: the pause nemesis.
      const ms = r.between(200, Math.round(leaseMs * 1.5))
      faults.push({ ...base, job: r.pick(jobs).id, fault: { kind: 'latency', ms } })
    }
  }
  return faults
}

/** Whether a fault window was open at any time in [from, to]. */
export function faultedBetween(
  scenario: Scenario,
  from: number,
  to: number,
  job?: string
): boolean {
  return scenario.faults.some(
    (w) =>
      w.from <= to && w.to >= from && (w.job === undefined || job === undefined || w.job === job)
  )
}
