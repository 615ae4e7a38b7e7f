// @ts-check
// Mutual exclusion, checked from the only witness that cannot be fooled: the protected work
// itself. Each simulated job runs the lock action, then the critical-section fixture, which
// appends "enter" and "exit" lines to a shared JSONL log. Whatever the action printed or output,
// the verdict comes from those lines alone: two enter..exit intervals that intersect are an
// overlap, and tokens must grow in the order the holders entered.
import * as fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SimulatedJob } from './runner.js'

/** The repository root: the root action (action.yml → dist/main, dist/post). */
export const ROOT_ACTION = fileURLToPath(new URL('../..', import.meta.url))
/** The action that stands for the protected work. */
export const CRITICAL_SECTION = fileURLToPath(
  new URL('../fixtures/critical-section', import.meta.url)
)

/**
 * @typedef {object} LogEntry one line of the log, as the critical section wrote it
 * @property {'enter' | 'exit'} event
 * @property {string} job the job label given to the step
 * @property {string} token the token input, as given
 * @property {number} t wall clock (Date.now()), for people
 * @property {string} hr monotonic clock (process.hrtime.bigint()), shared by every process on
 *   the machine: the order of events
 * @property {number} pid
 * @property {string} id random per critical-section process: pairs its enter with its exit
 * @property {string} [signal] on an exit: the step was cancelled by this signal
 * @property {number} line 1-based line number in the log
 *
 * @typedef {object} Holder one stay inside the critical section
 * @property {string} job
 * @property {number | null} token the token as an integer, null if it was not one
 * @property {string} rawToken the token as recorded
 * @property {number} enter wall clock at enter (ms since the epoch)
 * @property {number | null} exit wall clock at exit; null: never left (crashed or killed)
 * @property {bigint} enterHr
 * @property {bigint | null} exitHr
 * @property {number} pid
 * @property {string} id
 *
 * @typedef {object} Overlap two holders inside at once, `first` the one that entered first
 * @property {[string, string]} jobs
 * @property {Holder} first
 * @property {Holder} second
 *
 * @typedef {object} TokenOrderViolation
 * @property {Holder} holder
 * @property {Holder | undefined} previous the last earlier holder with a valid token
 * @property {string} message
 *
 * @typedef {object} LogCheck
 * @property {LogEntry[]} entries every well-formed line, in file order
 * @property {Holder[]} holders in enter order
 * @property {Overlap[]} overlaps
 * @property {TokenOrderViolation[]} tokenOrderViolations
 * @property {string[]} problems anything else that makes the log untrustworthy: malformed or
 *   cut lines, an exit without an enter, a holder that never left, a doubled event
 * @property {boolean} ok no overlaps, no token order violations, no problems; says nothing
 *   about how many jobs got in (an empty or missing log is ok): check holders.length
 */

/**
 * @param {string} text
 * @param {number} line
 * @returns {LogEntry | string} the entry, or what is wrong with the line
 */
function parseLine(text, line) {
  /** @type {any} */
  let value
  try {
    value = JSON.parse(text)
  } catch {
    return `line ${line} is not JSON: ${JSON.stringify(text.slice(0, 120))}`
  }
  const valid =
    typeof value === 'object' &&
    value !== null &&
    (value.event === 'enter' || value.event === 'exit') &&
    typeof value.job === 'string' &&
    value.job !== '' &&
    typeof value.token === 'string' &&
    Number.isFinite(value.t) &&
    typeof value.hr === 'string' &&
    /^\d+$/.test(value.hr) &&
    Number.isInteger(value.pid) &&
    typeof value.id === 'string' &&
    value.id !== ''
  if (!valid) return `line ${line} is not a critical-section event: ${text.slice(0, 120)}`
  /** @type {LogEntry} */
  const entry = {
    event: value.event,
    job: value.job,
    token: value.token,
    t: value.t,
    hr: value.hr,
    pid: value.pid,
    id: value.id,
    line
  }
  if (typeof value.signal === 'string') entry.signal = value.signal
  return entry
}

/**
 * @param {string} path
 * @returns {{ entries: LogEntry[], problems: string[] }}
 */
function parseLog(path) {
  let text
  try {
    text = fs.readFileSync(path, 'utf8')
  } catch (error) {
    // No job ever entered: an empty log (the caller checks how many holders it expected).
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') {
      return { entries: [], problems: [] }
    }
    throw error
  }
  /** @type {LogEntry[]} */
  const entries = []
  /** @type {string[]} */
  const problems = []
  const lines = text.split('\n')
  const last = lines.pop()
  if (last !== '' && last !== undefined) {
    problems.push(`line ${lines.length + 1} is cut short (no newline at the end of the log)`)
    lines.push(last)
  }
  lines.forEach((text, index) => {
    const parsed = parseLine(text, index + 1)
    if (typeof parsed === 'string') problems.push(parsed)
    else entries.push(parsed)
  })
  return { entries, problems }
}

/**
 * Every event of a critical-section log, in file order. Throws on a line that is not one.
 * @param {string} path
 * @returns {LogEntry[]}
 */
export function readLog(path) {
  const { entries, problems } = parseLog(path)
  if (problems.length > 0) throw new Error(`${path}: ${problems.join('; ')}`)
  return entries
}

/**
 * Checks the log: who was inside when, whether any two stays overlapped, whether tokens grew.
 * With `pool` (a lock with several holders), an overlap is a stay that began while `limit`
 * others were inside, or that met a stay of an exclusive job; and tokens must only grow from a
 * stay to any stay that began after it ended (places held together carry tokens in the order
 * of their takes, not of their entries).
 * @param {string} path
 * @param {{ limit: number, exclusive: Set<string> }} [pool]
 * @returns {LogCheck}
 */
export function checkLog(path, pool) {
  const { entries, problems } = parseLog(path)

  /** @type {Map<string, { enter?: LogEntry, exit?: LogEntry }>} */
  const byId = new Map()
  for (const entry of entries) {
    const pair = byId.get(entry.id) ?? {}
    if (pair[entry.event]) {
      problems.push(`line ${entry.line}: a second "${entry.event}" of ${entry.job} (${entry.id})`)
      continue
    }
    pair[entry.event] = entry
    byId.set(entry.id, pair)
  }

  /** @type {Holder[]} */
  const holders = []
  for (const [id, { enter, exit }] of byId) {
    if (!enter) {
      problems.push(`line ${exit?.line}: ${exit?.job} left the critical section without entering`)
      continue
    }
    if (exit && (exit.job !== enter.job || exit.token !== enter.token || exit.pid !== enter.pid)) {
      problems.push(`line ${exit.line}: the exit of ${id} does not match its enter`)
    }
    const enterHr = BigInt(enter.hr)
    const exitHr = exit ? BigInt(exit.hr) : null
    if (exitHr !== null && exitHr < enterHr) {
      problems.push(`line ${exit?.line}: ${enter.job} left before it entered`)
    }
    if (!exit) problems.push(`${enter.job} (line ${enter.line}) entered and never left`)
    holders.push({
      job: enter.job,
      token: /^\d+$/.test(enter.token) ? Number(enter.token) : null,
      rawToken: enter.token,
      enter: enter.t,
      exit: exit ? exit.t : null,
      enterHr,
      exitHr,
      pid: enter.pid,
      id
    })
  }
  holders.sort((a, b) => (a.enterHr < b.enterHr ? -1 : a.enterHr > b.enterHr ? 1 : 0))

  if (pool) {
    const { overlaps, tokenOrderViolations } = checkPool(holders, pool)
    const ok = overlaps.length === 0 && tokenOrderViolations.length === 0 && problems.length === 0
    return { entries, holders, overlaps, tokenOrderViolations, problems, ok }
  }

  // Closed intervals: touching counts. One that never left is inside until the end of time.
  /** @type {Overlap[]} */
  const overlaps = []
  for (let i = 0; i < holders.length; i++) {
    for (let j = i + 1; j < holders.length; j++) {
      const [first, second] = [holders[i], holders[j]]
      if (first.exitHr === null || second.enterHr <= first.exitHr) {
        overlaps.push({ jobs: [first.job, second.job], first, second })
      }
    }
  }

  /** @type {TokenOrderViolation[]} */
  const tokenOrderViolations = []
  /** @type {Holder | undefined} */
  let previous
  for (const holder of holders) {
    if (holder.token === null || !Number.isSafeInteger(holder.token)) {
      tokenOrderViolations.push({
        holder,
        previous,
        message: `${holder.job} entered with token ${JSON.stringify(holder.rawToken)}, not an integer`
      })
      continue
    }
    if (previous && holder.token <= /** @type {number} */ (previous.token)) {
      tokenOrderViolations.push({
        holder,
        previous,
        message:
          `${holder.job} entered with token ${holder.token} after ${previous.job} ` +
          `with token ${previous.token}`
      })
    }
    previous = holder
  }

  return {
    entries,
    holders,
    overlaps,
    tokenOrderViolations,
    problems,
    ok: overlaps.length === 0 && tokenOrderViolations.length === 0 && problems.length === 0
  }
}

/**
 * @typedef {object} LockedJobOptions
 * @property {string} bucket
 * @property {string} name the lock name
 * @property {string} log the shared critical-section log
 * @property {string} job label of the job: its github.job and what the log records
 * @property {number} [holdMs] time inside the critical section (default 200)
 * @property {Record<string, string>} [inputs] overrides of the lock step's inputs
 * @property {Record<string, string>} [env] the job's `env:`
 * @property {string} [node] node binary for the actions (default: the harness's)
 * @property {Record<string, string>} [github] overrides of the github context
 * @property {Partial<import('./runner.js').Timeouts>} [timeouts] the harness's runner delays
 *
 * @typedef {object} LockedJob
 * @property {string} job the label
 * @property {Record<string, string>} github the github context the job ran with
 * @property {import('./runner.js').StepResult} main the lock step (root action, main)
 * @property {import('./runner.js').StepResult | undefined} work the critical section; not run
 *   when main did not succeed
 * @property {import('./runner.js').StepResult[]} posts what job.end() ran: the lock's post
 * @property {import('./runner.js').StepResult | undefined} post the lock's post step
 * @property {number[]} killed processes left over at the end of the job
 */

/**
 * One CI job holding the lock around the critical section, with the root action as a workflow
 * would use it:
 *
 *     - uses: ./            # main waits for the lock; post releases it at job end
 *       id: lock
 *     - uses: ./__tests__/fixtures/critical-section
 *       with: { token: ${{ steps.lock.outputs.token }} }
 *
 * @param {LockedJobOptions} options
 * @returns {Promise<LockedJob>}
 */
export async function runLockedJob(options) {
  const { bucket, name, log, job: label, holdMs = 200, inputs = {}, env = {}, node } = options
  // Each job its own run and job name, so that holders are told apart in the lock and logs.
  const job = new SimulatedJob({
    node,
    env,
    timeouts: options.timeouts,
    github: { job: label, ...options.github }
  })
  const main = await job.run(ROOT_ACTION, {
    id: 'lock',
    inputs: {
      bucket,
      name,
      endpoint: process.env.AWS_ENDPOINT_URL_S3 ?? '',
      'force-path-style': 'true',
      'timeout-poll': '200ms',
      expires: '1m',
      timeout: '1m',
      ...inputs
    }
  })
  const work =
    main.outcome === 'success'
      ? await job.run(CRITICAL_SECTION, {
          id: 'work',
          inputs: { log, job: label, token: main.outputs.token ?? '', 'hold-ms': holdMs }
        })
      : undefined
  const { posts, killed } = await job.end()
  return {
    job: label,
    github: job.github,
    main,
    work,
    posts,
    post: posts.find((post) => post.id === 'lock'),
    killed
  }
}

/**
 * The pool's rules over stays sorted by entry: at most `limit` inside at once, an exclusive
 * stay alone, and tokens as docs/protocol.md promises them for a pool. Every stay has its own
 * token; a stay that enters after an exclusive stay has left carries a higher token than it,
 * and an exclusive stay a higher token than every stay that entered before it. Two shared stays
 * are not ordered: a place's token is fixed when the place lands in the store, and its holder
 * may enter later than a newer place's holder has left (an answer lost and read back).
 * @param {Holder[]} holders
 * @param {{ limit: number, exclusive: Set<string> }} pool
 * @returns {{ overlaps: Overlap[], tokenOrderViolations: TokenOrderViolation[] }}
 */
function checkPool(holders, pool) {
  /** @param {Holder} a @param {Holder} b */
  const together = (a, b) =>
    (a.exitHr === null || b.enterHr <= a.exitHr) && (b.exitHr === null || a.enterHr <= b.exitHr)
  /** @type {Overlap[]} */
  const overlaps = []
  for (const [i, holder] of holders.entries()) {
    const inside = holders.slice(0, i).filter((other) => together(other, holder))
    const alone = pool.exclusive.has(holder.job)
    const exclusiveMet = inside.find((other) => alone || pool.exclusive.has(other.job))
    if (exclusiveMet)
      overlaps.push({ jobs: [exclusiveMet.job, holder.job], first: exclusiveMet, second: holder })
    else if (inside.length >= pool.limit) {
      overlaps.push({ jobs: [inside[0].job, holder.job], first: inside[0], second: holder })
    }
  }
  /** @type {TokenOrderViolation[]} */
  const tokenOrderViolations = []
  /** @param {Holder} holder @param {Holder} earlier @param {string} why */
  const violation = (holder, earlier, why) =>
    tokenOrderViolations.push({
      holder,
      previous: earlier,
      message: `${holder.job} entered with token ${holder.rawToken} ${why}`
    })
  /** @param {Holder} a @param {Holder} b */
  const notAbove = (a, b) => b.token === null || /** @type {number} */ (a.token) <= b.token
  for (const [i, holder] of holders.entries()) {
    if (holder.token === null || !Number.isSafeInteger(holder.token)) {
      tokenOrderViolations.push({
        holder,
        previous: undefined,
        message: `${holder.job} entered with token ${JSON.stringify(holder.rawToken)}, not an integer`
      })
      continue
    }
    const exclusive = pool.exclusive.has(holder.job)
    for (const earlier of holders.slice(0, i)) {
      const what = `${earlier.job} (token ${earlier.rawToken})`
      if (earlier.token !== null && earlier.token === holder.token) {
        violation(holder, earlier, `as ${what} had`)
      } else if (exclusive && notAbove(holder, earlier)) {
        violation(holder, earlier, `(exclusive) after ${what} had entered`)
      } else if (
        pool.exclusive.has(earlier.job) &&
        earlier.exitHr !== null &&
        earlier.exitHr < holder.enterHr &&
        notAbove(holder, earlier)
      ) {
        violation(holder, earlier, `after ${what}, exclusive, had left`)
      }
    }
  }
  return { overlaps, tokenOrderViolations }
}
