// @ts-check
// node scripts/bench-pool.mjs [--jobs 9] [--holders 3] [--hold 2000] [--runs 3] [--poll 500]
//
// A pool's makespan (issue 24: "9 jobs × 2 s through holders: 3 within 1.3× their ideal"): the
// jobs start together on a used name, each takes a place with the line options the action gives
// it (pass-step: four polls, at least 2 s), holds, and releases. Simulated in this one process
// through the library (src/lock compiled as it is, as scripts/bench-line.mjs does), through a
// proxy that adds 20 ms per request, so that the figure is the protocol's, not process start-up.
// Prints each run's makespan ÷ ideal (jobs × hold ÷ holders), the median, and the writes.
// scripts/bench.mjs runs it as its section "pool" (measurePool).
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { option, runAlone } from './script-args.mjs'

/**
 * @typedef {object} PoolRun one run of the jobs through the pool
 * @property {number} makespanMs first acquire called → last release answered
 * @property {number} most the most jobs ever inside at once (never above `holders`)
 * @property {number} lockPuts conditional PUTs to the lock object (places taken, released)
 * @property {number} lockRefused of those, not answered 200 (another write landed first)
 * @property {number} linePuts conditional PUTs to the line (joins, leaves)
 * @property {number} gets
 * @property {string[]} timeline `+s` a place taken, `-s` released, seconds from the start
 *
 * @typedef {object} PoolOptions
 * @property {Awaited<ReturnType<typeof import('./bench-line.mjs').loadLibrary>>} lib
 * @property {import('../__tests__/support/fault-proxy.js').FaultProxy} proxy
 * @property {() => Promise<string>} newBucket a fresh bucket for each run
 * @property {number} jobs
 * @property {number} holders
 * @property {number} holdMs
 * @property {number} pollMs
 */

/**
 * The deadline of each request the bench makes itself, outside an acquire (which has its own):
 * generous, so that a store slowed by the jobs still answers within it.
 */
const within = () => AbortSignal.timeout(60_000)

/**
 * One run: the jobs start together on a used name (one job takes a place and frees it first,
 * uncounted), each holds `holdMs` and releases.
 * @param {PoolOptions} o
 * @returns {Promise<PoolRun>}
 */
export async function runPool(o) {
  const { SharedLock } = o.lib.pool
  const { S3LockStore } = o.lib.store
  const bucket = await o.newBucket()
  const name = 'bench/pool'
  const region = process.env.AWS_REGION ?? 'us-east-1'
  const passStepMs = Math.max(2_000, 4 * o.pollMs)
  const stores = Array.from(
    { length: o.jobs },
    () => new S3LockStore({ bucket, region, endpoint: o.proxy.endpoint, forcePathStyle: true })
  )
  const acquire = (/** @type {number} */ i) => {
    const lock = new SharedLock(stores[i], name, o.holders)
    return lock
      .acquire({
        owner: randomUUID(),
        leaseMs: 60_000,
        holder: { job: `job-${i}` },
        timeoutMs: 5 * 60_000,
        pollMs: o.pollMs,
        line: { key: `${name}/.s3-lock/line`, passStepMs }
      })
      .then((acquisition) => ({ lock, acquisition }))
  }
  const warm = await acquire(0)
  await warm.lock.release({ owner: warm.acquisition.owner }, within())
  o.proxy.resetCounts()
  const startedAt = performance.now()
  let inside = 0
  let most = 0
  /** @type {string[]} */
  const timeline = []
  const at = () => ((performance.now() - startedAt) / 1000).toFixed(2)
  const jobs = Array.from({ length: o.jobs }, async (_, i) => {
    const { lock, acquisition } = await acquire(i)
    timeline.push(`+${at()}`)
    inside++
    most = Math.max(most, inside)
    await sleep(o.holdMs)
    inside--
    await lock.release({ owner: acquisition.owner }, within())
    timeline.push(`-${at()}`)
  })
  await Promise.all(jobs)
  const makespanMs = performance.now() - startedAt
  const puts = o.proxy.log.filter((e) => e.class === 'conditionalPut')
  const lockPuts = puts.filter((e) => e.key === name)
  return {
    makespanMs,
    most,
    lockPuts: lockPuts.length,
    lockRefused: lockPuts.filter((e) => e.status !== 200).length,
    linePuts: puts.length - lockPuts.length,
    gets: o.proxy.log.filter((e) => e.class === 'get').length,
    timeline
  }
}

/**
 * @param {PoolRun} run
 * @param {{ jobs: number, holders: number, holdMs: number }} o
 */
export function poolRunText(run, o) {
  const idealMs = (o.jobs * o.holdMs) / o.holders
  return (
    `makespan ${(run.makespanMs / 1000).toFixed(2)} s ÷ ideal ${(idealMs / 1000).toFixed(1)} s = ` +
    `${(run.makespanMs / idealMs).toFixed(2)}; at most ${run.most} inside; lock PUTs ` +
    `${run.lockPuts} (${(run.lockPuts / o.jobs).toFixed(2)} per job, ${run.lockRefused} refused), ` +
    `line PUTs ${run.linePuts}, GETs ${run.gets}`
  )
}

/** @param {number[]} values */
export function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

// Run alone: node scripts/bench-pool.mjs
if (runAlone(import.meta.url)) {
  await main()
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const spec = {
    jobs: Number(option('jobs', '9')),
    holders: Number(option('holders', '3')),
    holdMs: Number(option('hold', '2000')),
    pollMs: Number(option('poll', '500'))
  }
  const RUNS = Number(option('runs', '3'))
  const { startLocalS3 } = await import('./local-setup.mjs')
  const target = startLocalS3(root)
  const { startFaultProxy } = await import('../__tests__/support/fault-proxy.js')
  const { createTestBucket } = await import('../__tests__/support/s3.js')
  const { loadLibrary } = await import('./bench-line.mjs')
  const lib = await loadLibrary(root)
  const proxy = await startFaultProxy({ target, latencyMs: 20 })
  const idealMs = (spec.jobs * spec.holdMs) / spec.holders
  /** @type {number[]} */
  const ratios = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const result = await runPool({
        lib,
        proxy,
        newBucket: () => createTestBucket('bench-pool'),
        ...spec
      })
      ratios.push(result.makespanMs / idealMs)
      console.log(`run ${run + 1}: ${poolRunText(result, spec)}`)
      if (process.argv.includes('--timeline')) console.log(`  ${result.timeline.join(' ')}`)
    }
  } finally {
    await proxy.close()
  }
  console.log(
    `${spec.jobs} jobs × ${spec.holdMs / 1000} s through holders: ${spec.holders}, poll ` +
      `${spec.pollMs} ms: makespan ÷ ideal, median of ${RUNS}: ${medianOf(ratios).toFixed(2)} ` +
      `(all: ${ratios.map((r) => r.toFixed(2)).join(', ')})`
  )
}
