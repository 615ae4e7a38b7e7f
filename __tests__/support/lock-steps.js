// @ts-check
// What the end-to-end suites of the root action share: jobs in a scratch folder that are all
// killed after each test, the root action's main step with the suites' usual inputs, and
// reading what a step and the renewer reported.
import * as fs from 'node:fs'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ROOT_ACTION } from './critical-section.js'
import { killTrackedProcesses, SimulatedJob } from './runner.js'

/**
 * @typedef {object} LockStatus what the renewer's status file says
 * @property {'held' | 'lost' | 'released'} state
 * @property {number} [renewals]
 * @property {number} [leaseEndsAt] monotonic
 * @property {number} [validUntilMs] this runner's wall clock
 * @property {number} [pid]
 * @property {boolean} [exited]
 * @property {string} [stoppedBecause]
 * @property {string} [detail]
 * @property {string} [reason]
 */

/**
 * Jobs of one suite: `newJob` makes one in `scratch`, `killAll` (afterEach) kills whatever
 * they left running, as the runner does at job end.
 * @param {string} scratch
 */
export function jobKit(scratch) {
  /** @type {SimulatedJob[]} */
  let jobs = []
  return {
    /**
     * @param {string} label also the job's name in the lock's holder
     * @param {string} [node] what runs the steps' entry scripts (default: as the runner does)
     */
    newJob(label, node) {
      const workDir = fs.mkdtempSync(path.join(scratch, `${label}-`))
      const job = new SimulatedJob({ workDir, github: { job: label }, ...(node ? { node } : {}) })
      jobs.push(job)
      return job
    },
    killAll() {
      for (const job of jobs) killTrackedProcesses(job.trackingId)
      jobs = []
    }
  }
}

/**
 * The root action's main step, with the inputs the suites start from.
 * @param {SimulatedJob} job
 * @param {{ bucket: string, name: string, inputs?: Record<string, string>,
 *   env?: Record<string, string>, timeoutMs?: number }} options
 */
export function lockStep(job, { bucket, name, inputs = {}, env = {}, timeoutMs }) {
  return job.start(ROOT_ACTION, {
    id: 'lock',
    inputs: {
      bucket,
      name,
      'force-path-style': 'true',
      'timeout-poll': '200ms',
      expires: '1m',
      timeout: '60s',
      ...inputs
    },
    env,
    timeoutMs
  })
}

/**
 * The error annotations of a step.
 * @param {import('./runner.js').StepResult | undefined} step
 * @returns {string[]}
 */
export function errors(step) {
  return (step?.annotations ?? []).filter((a) => a.level === 'error').map((a) => a.message)
}

/**
 * @param {string} file
 * @returns {LockStatus | undefined}
 */
export function readStatusFile(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * @param {() => boolean} condition
 * @param {number} timeoutMs
 * @param {string} what
 */
export async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(10)
  }
}

/**
 * Ends each waiter's job as soon as its main step is done (it has the lock, or gave up), so
 * that the next can take it: the order in which they finished, and each one's result.
 * @param {{ job: SimulatedJob, main: import('./runner.js').RunningStep }[]} waiting
 * @returns {Promise<{ order: number[], results: import('./runner.js').StepResult[] }>}
 */
export async function serveWaiting(waiting) {
  /** @type {number[]} */
  const order = []
  /** @type {import('./runner.js').StepResult[]} */
  const results = []
  const pending = new Map(waiting.map((entry, index) => [index, entry]))
  while (pending.size > 0) {
    const [index, result] = await Promise.race(
      [...pending].map(([i, entry]) =>
        entry.main.done.then((done) => /** @type {const} */ ([i, done]))
      )
    )
    pending.delete(index)
    order.push(index)
    results[index] = result
    await waiting[index].job.end()
  }
  return { order, results }
}
