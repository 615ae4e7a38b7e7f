// @ts-check
// node scripts/bench-pool.mjs [--jobs 9] [--holders 3] [--hold 2000] [--runs 3] [--poll 500]
//
// A pool's makespan (issue 24: "9 jobs × 2 s through holders: 3 within 1.3× their ideal"): the
// jobs start together on a used name, each takes a place with the line options the action gives
// it (pass-step: four polls, at least 2 s), holds, and releases. Simulated in this one process
// through the library (src/lock compiled as it is, as scripts/bench-line.mjs does), through a
// proxy that adds 20 ms per request, so that the figure is the protocol's, not process start-up.
// Prints each run's makespan ÷ ideal (jobs × hold ÷ holders), the median, and the writes.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { startLocalS3 } from './local-setup.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at < 0 ? fallback : args[at + 1]
}
const JOBS = Number(option('jobs', '9'))
const HOLDERS = Number(option('holders', '3'))
const HOLD_MS = Number(option('hold', '2000'))
const RUNS = Number(option('runs', '3'))
const POLL_MS = Number(option('poll', '500'))

// An S3 server already running (S3_TEST_EXTERNAL, AWS_ENDPOINT_URL_S3), else the local one.
const target =
  process.env.S3_TEST_EXTERNAL && process.env.AWS_ENDPOINT_URL_S3
    ? process.env.AWS_ENDPOINT_URL_S3
    : startLocalS3(root)
const { startFaultProxy } = await import('../__tests__/support/fault-proxy.js')
const { createTestBucket } = await import('../__tests__/support/s3.js')

const { loadLibrary } = await import('./bench-line.mjs')
const library = await loadLibrary(root)
const { SharedLock } = library.pool
const { S3LockStore } = library.store

const proxy = await startFaultProxy({ target, latencyMs: 20 })
const region = process.env.AWS_REGION ?? 'us-east-1'
const passStepMs = Math.max(2_000, 4 * POLL_MS)
const idealMs = (JOBS * HOLD_MS) / HOLDERS
/** @type {number[]} */
const ratios = []
try {
  for (let run = 0; run < RUNS; run++) {
    const bucket = await createTestBucket('bench-pool')
    const name = 'bench/pool'
    const stores = Array.from(
      { length: JOBS },
      () => new S3LockStore({ bucket, region, endpoint: proxy.endpoint, forcePathStyle: true })
    )
    const acquire = (/** @type {number} */ i) => {
      const lock = new SharedLock(stores[i], name, HOLDERS)
      return lock
        .acquire({
          owner: randomUUID(),
          leaseMs: 60_000,
          holder: { job: `job-${i}` },
          timeoutMs: 5 * 60_000,
          pollMs: POLL_MS,
          line: { key: `${name}/.s3-lock/line`, passStepMs }
        })
        .then((acquisition) => ({ lock, acquisition }))
    }
    // A used name: one job takes a place and frees it first, uncounted.
    const warm = await acquire(0)
    await warm.lock.release({ owner: warm.acquisition.owner })
    proxy.resetCounts()
    const startedAt = performance.now()
    let inside = 0
    let most = 0
    /** @type {string[]} */
    const timeline = []
    const at = () => ((performance.now() - startedAt) / 1000).toFixed(2)
    const jobs = Array.from({ length: JOBS }, async (_, i) => {
      const { lock, acquisition } = await acquire(i)
      timeline.push(`+${at()}`)
      inside++
      most = Math.max(most, inside)
      await sleep(HOLD_MS)
      inside--
      await lock.release({ owner: acquisition.owner })
      timeline.push(`-${at()}`)
    })
    await Promise.all(jobs)
    const makespan = performance.now() - startedAt
    const puts = proxy.log.filter((e) => e.class === 'conditionalPut')
    const lockPuts = puts.filter((e) => e.key === name)
    ratios.push(makespan / idealMs)
    console.log(
      `run ${run + 1}: makespan ${(makespan / 1000).toFixed(2)} s ÷ ideal ${(idealMs / 1000).toFixed(1)} s = ` +
        `${(makespan / idealMs).toFixed(2)}; at most ${most} inside; lock PUTs ${lockPuts.length} ` +
        `(${lockPuts.filter((e) => e.status !== 200).length} refused), line PUTs ` +
        `${puts.length - lockPuts.length}, GETs ${proxy.log.filter((e) => e.class === 'get').length}`
    )
    if (args.includes('--timeline')) console.log(`  ${timeline.join(' ')}`)
  }
} finally {
  await proxy.close()
}
ratios.sort((a, b) => a - b)
console.log(
  `${JOBS} jobs × ${HOLD_MS / 1000} s through holders: ${HOLDERS}, poll ${POLL_MS} ms: makespan ÷ ideal, ` +
    `median of ${RUNS}: ${ratios[Math.floor(ratios.length / 2)].toFixed(2)} (all: ${ratios.map((r) => r.toFixed(2)).join(', ')})`
)
