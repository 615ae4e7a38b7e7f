// @ts-check
// node scripts/bench-stampede.mjs [--jobs 200[,500]] [--holders 1[,10]] [--hold MS]
//                                 [--poll MS] [--limit S] [--timeline]
//
// A stampede (issue 27): N jobs ask for one lock at the same moment. Simulated in this one
// process through the library, as scripts/bench-line.mjs does (src/lock compiled as it is; each
// job one ConditionalLock.acquire, or SharedLock.acquire with `holders` > 1, with the line
// options the action gives it: timeout-poll 500 ms, pass-step 2 s), against the store through
// the counting proxy (+20 ms per request). Each job holds (100 ms with one holder, 1 s with
// several) and releases. Every request is counted by class from the proxy's log: PUTs to the
// line and to the lock object (412s apart), GETs (bytes), LIST, DELETE, and requests on any
// other key under `<name>/.s3-lock/`. A case that has not finished within --limit seconds
// (default 90) is stopped and reports what it reached. scripts/bench.mjs runs it as its
// section "stampede".
import { randomUUID } from 'node:crypto'
import { setMaxListeners } from 'node:events'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { option, runAlone } from './script-args.mjs'
import { HOLDER } from './bench-line.mjs'

/**
 * @typedef {import('../__tests__/support/fault-proxy.js').LogEntry} LogEntry
 *
 * @typedef {object} JobState one simulated job, times in ms from the start
 * @property {number} [seatedAt] first ticket (onJoined) or the lock taken without one
 * @property {number} [ticket] its ticket in the line (the last one, if it joined again)
 * @property {number} [acquiredAt]
 * @property {number} [releasedAt]
 * @property {string} [failed] why its acquire or release failed (not the case's stop)
 * @property {number} [failedAt]
 *
 * @typedef {object} PutCount
 * @property {number} sent
 * @property {number} refused answered 412: another write landed first
 * @property {number} odd answered neither 200 nor 412 (a 500 of a busy store), or not at all
 *
 * @typedef {object} GetCount
 * @property {number} sent
 * @property {number} bytes body bytes of the answers
 *
 * @typedef {object} StampedeCounts the case's requests, by class and object
 * @property {PutCount} linePuts PUTs to `<name>/.s3-lock/line`
 * @property {PutCount} lockPuts PUTs to `<name>`
 * @property {GetCount} lineGets
 * @property {GetCount} lockGets
 * @property {number} heads HEADs of the lock object and the line
 * @property {number} lists
 * @property {number} deletes
 * @property {{ requests: number, puts: PutCount, gets: GetCount, deletes: number,
 *   keys: number }} reserved requests on other keys under `<name>/.s3-lock/`
 * @property {number} rest every other request (keys outside the lock's)
 * @property {number} total
 *
 * @typedef {object} StampedeCase
 * @property {number} jobs
 * @property {number} holders
 * @property {number} holdMs
 * @property {number} pollMs
 * @property {number} passStepMs
 * @property {number} limitMs
 * @property {boolean} stopped the case reached its limit before every job had released
 * @property {number} elapsedMs start → every job done, or → the stop
 * @property {number} seated jobs that had a ticket or the lock by the end (or the stop)
 * @property {number} seatMs first join sent → the last job seated (NaN: not all were)
 * @property {number} firstJoinMs start → the first join sent (at the proxy; 0 without joins)
 * @property {number} acquired
 * @property {number} released
 * @property {number} failed jobs whose acquire or release failed before the end (or the stop)
 * @property {number} makespanMs start → last release answered (NaN: not all released)
 * @property {number} idealMs jobs × hold ÷ holders
 * @property {number} most the most jobs ever inside at once
 * @property {number} ticketed jobs that acquired holding a ticket
 * @property {number} inversions acquisitions while `holders` or more lower tickets still waited
 * @property {number} waiterMinutes time spent waiting (start → acquired, or → the end), summed
 * @property {StampedeCounts} counts
 * @property {{ second: number, seated: number, acquired: number, requests: number }[]} timeline
 * @property {{ median: number, max: number }} lagMs this process's event-loop delay
 * @property {string[]} problems
 *
 * @typedef {object} StampedeOptions
 * @property {Awaited<ReturnType<typeof import('./bench-line.mjs').loadLibrary>>} lib
 * @property {import('../__tests__/support/fault-proxy.js').FaultProxy} proxy
 * @property {string} bucket a fresh one
 * @property {number} jobs
 * @property {number} holders
 * @property {number} holdMs
 * @property {number} pollMs
 * @property {number} passStepMs
 * @property {number} limitMs
 * @property {(text: string) => void} [progress] told every 10 s how far the case is
 */

/**
 * The deadline of each request the bench makes itself, outside an acquire (which has its own):
 * generous, so that a store slowed by hundreds of waiters still answers within it.
 */
const within = () => AbortSignal.timeout(60_000)

/** The action's defaults: timeout-poll 500 ms, and its pass-step (four polls, at least 2 s). */
export const STAMPEDE_POLL_MS = 500
export const passStepFor = (/** @type {number} */ pollMs) => Math.max(2_000, 4 * pollMs)
/** Issue 27's holds: short with one holder, longer with several. */
export const holdFor = (/** @type {number} */ holders) => (holders === 1 ? 100 : 1000)

/**
 * N jobs calling acquire in the same tick; each holds and releases. Stops at `limitMs`.
 * @param {StampedeOptions} o
 * @returns {Promise<StampedeCase>}
 */
export async function simulateStampede(o) {
  const { ConditionalLock } = o.lib.lock
  const { SharedLock } = o.lib.pool
  const { S3LockStore } = o.lib.store
  const name = 'bench/stampede'
  const region = process.env.AWS_REGION ?? 'us-east-1'
  const newStore = () =>
    new S3LockStore({ bucket: o.bucket, region, endpoint: o.proxy.endpoint, forcePathStyle: true })
  // A few clients shared by all (one per job would be hundreds of connection pools).
  const stores = Array.from({ length: Math.min(16, o.jobs) }, newStore)
  const cleanup = closableStore(newStore())
  await openConnections(stores, o.jobs, name)
  const lockFor = (/** @type {number} */ i) => {
    const store = stores[i % stores.length]
    return o.holders === 1
      ? new ConditionalLock(store, name)
      : new SharedLock(store, name, o.holders)
  }
  const stop = new AbortController()
  setMaxListeners(0, stop.signal)
  /** @type {JobState[]} */
  const states = Array.from({ length: o.jobs }, () => ({}))
  /** @type {string[]} */
  const problems = []
  let inside = 0
  let most = 0
  o.proxy.resetCounts()
  const lag = monitorEventLoopDelay({ resolution: 10 })
  lag.enable()
  const startedAt = performance.now()
  const startedAtWall = Date.now()
  const now = () => performance.now() - startedAt

  const job = async (/** @type {number} */ i) => {
    const state = states[i]
    const lock = lockFor(i)
    const owner = randomUUID()
    /** @type {import('../src/lock/single/conditional-lock.js').Acquisition} */
    let acquisition
    try {
      acquisition = await lock.acquire({
        owner,
        leaseMs: 60_000,
        holder: HOLDER(i),
        timeoutMs: 30 * 60_000,
        pollMs: o.pollMs,
        signal: stop.signal,
        line: {
          key: `${name}/.s3-lock/line`,
          passStepMs: o.passStepMs,
          cleanupStore: cleanup.store,
          onJoined: (ticket) => {
            state.ticket = ticket
            state.seatedAt ??= now()
          }
        }
      })
    } catch (error) {
      if (!stop.signal.aborted) {
        state.failed = `acquire: ${errorText(error)}`
        state.failedAt = now()
      }
      return
    }
    state.acquiredAt = now()
    state.seatedAt ??= state.acquiredAt
    state.ticket ??= acquisition.record.ticket
    inside++
    most = Math.max(most, inside)
    await sleep(o.holdMs)
    inside--
    const released = await lock
      .release(
        {
          owner,
          token: acquisition.token,
          etag: acquisition.etag,
          holder: acquisition.record.holder,
          ticket: acquisition.record.ticket
        },
        within()
      )
      .catch((error) => ({ kind: `failed (${errorText(error)})` }))
    if (released.kind === 'released') state.releasedAt = now()
    else {
      state.failed = `release: ${released.kind}`
      state.failedAt = now()
    }
  }

  const running = Promise.all(states.map((_, i) => job(i)))
  const limit = new AbortController()
  const ticker = setInterval(
    () => o.progress?.(`${reached(states, o.jobs)} after ${seconds(now())}`),
    10_000
  )
  const outcome = await Promise.race([
    running.then(() => 'done'),
    sleep(o.limitMs, 'limit', { signal: limit.signal }).catch(() => 'done')
  ])
  limit.abort()
  clearInterval(ticker)
  const elapsedMs = now()
  const log = [...o.proxy.log]
  // The proxy logs wall-clock arrivals; the first join is the first PUT to the line.
  const joins = log.filter((e) => e.key === `${name}/.s3-lock/line` && e.method === 'PUT')
  const firstJoinMs =
    joins.length === 0
      ? 0
      : joins.reduce((a, e) => Math.min(a, e.startedAt), Infinity) - startedAtWall
  lag.disable()
  if (outcome === 'limit') {
    // The waiters still waiting give up; their leaving the line is not part of the case.
    cleanup.close()
    stop.abort()
    await Promise.race([running, sleep(10_000)])
  }
  // What the case reached by its end: answers that came during the wind-down are not in it.
  const done = (/** @type {'seatedAt' | 'acquiredAt' | 'releasedAt' | 'failedAt'} */ field) =>
    states.filter((s) => s[field] !== undefined && Number(s[field]) <= elapsedMs)
  const lastOf = (/** @type {'seatedAt' | 'releasedAt'} */ field) =>
    done(field).length === o.jobs ? Math.max(...states.map((s) => Number(s[field]))) : NaN
  for (const [i, state] of states.entries()) {
    if (state.failed && Number(state.failedAt) <= elapsedMs) {
      problems.push(`job ${i}: ${state.failed}`)
    }
  }
  if (most > o.holders) problems.push(`${most} jobs inside at once, with holders: ${o.holders}`)
  return {
    jobs: o.jobs,
    holders: o.holders,
    holdMs: o.holdMs,
    pollMs: o.pollMs,
    passStepMs: o.passStepMs,
    limitMs: o.limitMs,
    stopped: outcome === 'limit',
    elapsedMs,
    seated: done('seatedAt').length,
    seatMs: lastOf('seatedAt') - firstJoinMs,
    firstJoinMs,
    acquired: done('acquiredAt').length,
    released: done('releasedAt').length,
    failed: done('failedAt').length,
    makespanMs: lastOf('releasedAt'),
    idealMs: (o.jobs * o.holdMs) / o.holders,
    most,
    // Of the same acquisitions as `acquired`: counted with the wind-down's, a case stopped at
    // its limit printed "73 of 70 acquisitions held a ticket".
    ticketed: done('acquiredAt').filter((s) => s.ticket !== undefined).length,
    inversions: countInversions(states, o.holders),
    waiterMinutes:
      sum(states.map((s) => Math.min(s.acquiredAt ?? s.failedAt ?? elapsedMs, elapsedMs))) / 60_000,
    counts: countRequests(log, name),
    timeline: timelineOf(states, elapsedMs, log, startedAtWall),
    lagMs: { median: lag.percentile(50) / 1e6, max: lag.max / 1e6 },
    problems
  }
}

/**
 * Acquisitions out of ticket order: a job with ticket t took the lock while `holders` or more
 * jobs with lower tickets were still waiting (fewer may be a free place taken by two entitled
 * waiters whose writes landed in the other order). A waiter passed as dead (its room unused
 * for pass-step) also counts: in one busy process, a late timer can look like a dead waiter.
 * @param {JobState[]} states
 * @param {number} holders
 */
export function countInversions(states, holders) {
  const withTicket = states.filter((s) => s.ticket !== undefined)
  let inversions = 0
  for (const s of withTicket) {
    if (s.acquiredAt === undefined) continue
    const at = s.acquiredAt
    const lowerWaiting = withTicket.filter(
      (other) =>
        Number(other.ticket) < Number(s.ticket) &&
        (other.acquiredAt === undefined || other.acquiredAt > at)
    ).length
    if (lowerWaiting >= holders) inversions++
  }
  return inversions
}

/**
 * The case's requests by class, from the proxy's log. Keys under `<name>/.s3-lock/` other
 * than the line are grouped, whatever they are, so that new per-waiter objects are counted.
 * @param {LogEntry[]} log
 * @param {string} name
 * @returns {StampedeCounts}
 */
export function countRequests(log, name) {
  const reservedPrefix = `${name}/.s3-lock/`
  const lineKey = `${reservedPrefix}line`
  const put = () => ({ sent: 0, refused: 0, odd: 0 })
  const get = () => ({ sent: 0, bytes: 0 })
  /** @type {StampedeCounts} */
  const counts = {
    linePuts: put(),
    lockPuts: put(),
    lineGets: get(),
    lockGets: get(),
    heads: 0,
    lists: 0,
    deletes: 0,
    reserved: { requests: 0, puts: put(), gets: get(), deletes: 0, keys: 0 },
    rest: 0,
    total: log.length
  }
  const reservedKeys = new Set()
  const addPut = (/** @type {PutCount} */ c, /** @type {LogEntry} */ e) => {
    c.sent++
    if (e.status === 412) c.refused++
    else if (e.status !== 200) c.odd++
  }
  const addGet = (/** @type {GetCount} */ c, /** @type {LogEntry} */ e) => {
    c.sent++
    c.bytes += e.bytes ?? 0
  }
  for (const e of log) {
    const isPut = e.class === 'conditionalPut' || e.class === 'put'
    if (e.class === 'list') counts.lists++
    else if (e.key === lineKey && isPut) addPut(counts.linePuts, e)
    else if (e.key === lineKey && e.class === 'get') addGet(counts.lineGets, e)
    else if (e.key === name && isPut) addPut(counts.lockPuts, e)
    else if (e.key === name && e.class === 'get') addGet(counts.lockGets, e)
    else if ((e.key === name || e.key === lineKey) && e.class === 'head') counts.heads++
    else if (e.key.startsWith(reservedPrefix) && e.key !== lineKey) {
      reservedKeys.add(e.key)
      counts.reserved.requests++
      if (isPut) addPut(counts.reserved.puts, e)
      else if (e.class === 'get') addGet(counts.reserved.gets, e)
      else if (e.class === 'delete') counts.reserved.deletes++
    } else if (e.class === 'delete') counts.deletes++
    else counts.rest++
  }
  counts.reserved.keys = reservedKeys.size
  return counts
}

/**
 * Opens the connections the jobs will use before they start. Hundreds of runners each open their
 * own connection to the store at once; here they share a few clients, whose new connections
 * wait to be accepted by the proxy in this same busy process, about one per turn of its event
 * loop: a stampede's first requests waited up to 15 s in the accept queue, which measured this
 * process, not the lock. Twice a connection per job, up to a client's 50 sockets.
 * @param {import('../src/lock/store/s3-store.js').S3LockStore[]} stores
 * @param {number} jobs
 * @param {string} name
 */
async function openConnections(stores, jobs, name) {
  const perStore = Math.min(50, Math.ceil((2 * jobs) / stores.length))
  await Promise.all(
    stores.flatMap((store) =>
      Array.from({ length: perStore }, () => store.read(`${name}.connections`, undefined, within()))
    )
  )
}

/**
 * A store whose requests fail at once once closed: the waiters stopped at the case's limit
 * leave the line through it, and hundreds of leaves are not part of the case.
 * @template {object} T
 * @param {T} store
 */
function closableStore(store) {
  let closed = false
  const proxied = new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property)
      if (typeof value !== 'function') return value
      return (/** @type {unknown[]} */ ...args) =>
        closed ? Promise.reject(new Error('the case is over')) : value.apply(target, args)
    }
  })
  return { store: proxied, close: () => (closed = true) }
}

/** @param {JobState[]} states @param {number} jobs */
function reached(states, jobs) {
  const count = (/** @type {keyof JobState} */ f) => states.filter((s) => s[f] !== undefined).length
  return `seated ${count('seatedAt')}/${jobs}, acquired ${count('acquiredAt')}/${jobs}`
}

/**
 * The case in a few lines, for people.
 * @param {StampedeCase} c
 */
export function stampedeText(c) {
  const c2 = c.counts
  const perJob = (/** @type {number} */ n) => (n / c.jobs).toFixed(2)
  const waitBytes = c2.lineGets.bytes + c2.lockGets.bytes
  const perWaiterMinute = (/** @type {number} */ bytes) =>
    kb(bytes / Math.max(c.waiterMinutes, 1e-9))
  const reserved = c2.reserved
  return [
    `${c.jobs} jobs, holders ${c.holders}, hold ${seconds(c.holdMs)}: ` +
      (Number.isNaN(c.seatMs)
        ? `seated ${c.seated}/${c.jobs} after ${seconds(c.elapsedMs)}`
        : `all seated ${seconds(c.seatMs)} after the first join (sent at ${seconds(c.firstJoinMs)})`) +
      `; acquired ${c.acquired}/${c.jobs}` +
      (c.failed > 0 ? `, ${c.failed} failed` : '') +
      (Number.isNaN(c.makespanMs)
        ? `, released ${c.released}/${c.jobs} (${c.stopped ? `stopped at ${seconds(c.limitMs)}` : 'failures'}; ideal makespan ${seconds(c.idealMs)})`
        : `; makespan ${seconds(c.makespanMs)} ÷ ideal ${seconds(c.idealMs)} = ${(c.makespanMs / c.idealMs).toFixed(2)}`),
    `  at most ${c.most} inside at once (holders ${c.holders}${c.most > c.holders ? ': TOO MANY' : ''}); ` +
      `served in ticket order: ${ticketOrder(c)}`,
    `  writes per job: line PUTs ${perJob(c2.linePuts.sent)} (${putText(c2.linePuts)}), ` +
      `lock-object PUTs ${perJob(c2.lockPuts.sent)} (${putText(c2.lockPuts)}; a take and a ` +
      'release each at the least)',
    `  other requests: GET line ${c2.lineGets.sent}, GET lock ${c2.lockGets.sent}, HEAD ` +
      `${c2.heads}, LIST ${c2.lists}, DELETE ${c2.deletes}, other .s3-lock objects ` +
      (reserved.requests === 0
        ? 'none'
        : `${reserved.requests} on ${reserved.keys} keys (PUT ${putText(reserved.puts)}; ` +
          `GET ${reserved.gets.sent}, ${kb(reserved.gets.bytes)}; DELETE ${reserved.deletes})`) +
      `, anything else ${c2.rest}; ${c2.total} in all`,
    `  read while waiting: ${perWaiterMinute(waitBytes)} per waiter-minute of line + lock object ` +
      `(line ${perWaiterMinute(c2.lineGets.bytes)}, lock ${perWaiterMinute(c2.lockGets.bytes)}` +
      (reserved.gets.bytes > 0
        ? `; other .s3-lock objects ${perWaiterMinute(reserved.gets.bytes)}`
        : '') +
      `) over ${c.waiterMinutes.toFixed(1)} waiter-minutes; this process's event-loop delay ` +
      `median ${Math.round(c.lagMs.median)} ms (max ${Math.round(c.lagMs.max)} ms)`,
    ...c.problems.slice(0, 5).map((p) => `  problem: ${p}`),
    ...(c.problems.length > 5 ? [`  ... and ${c.problems.length - 5} more problems`] : [])
  ].join('\n')
}

/**
 * @param {StampedeCase} c
 * @returns {string} yes or no, with how many acquisitions held a ticket
 */
export function ticketOrder(c) {
  if (c.ticketed === 0) return 'no acquisition held a ticket'
  const verdict = c.inversions === 0 ? 'yes' : `no, ${c.inversions} inversions`
  return `${verdict} (${c.ticketed} of ${c.acquired} acquisitions held a ticket)`
}

/** @param {PutCount} c */
function putText(c) {
  return `${c.sent}, ${c.refused} refused 412` + (c.odd > 0 ? `, ${c.odd} answered otherwise` : '')
}

/** @param {unknown} error */
function errorText(error) {
  return error instanceof Error ? error.message : String(error)
}

/** @param {number} msValue */
function seconds(msValue) {
  return `${(msValue / 1000).toFixed(1)} s`
}

/**
 * Per second of the case: jobs seated and acquired by its end, and requests the proxy saw
 * arrive in it, to show where the first seconds of a stampede go (--timeline).
 * @param {JobState[]} states
 * @param {number} elapsedMs
 * @param {LogEntry[]} log
 * @param {number} startedAtWall
 */
function timelineOf(states, elapsedMs, log, startedAtWall) {
  const rows = []
  for (let s = 1; s <= Math.ceil(elapsedMs / 1000); s++) {
    const by = (/** @type {number | undefined} */ t) => t !== undefined && t <= s * 1000
    const requests = log.filter((e) => {
      const at = e.startedAt - startedAtWall
      return at > (s - 1) * 1000 && at <= s * 1000
    }).length
    rows.push({
      second: s,
      seated: states.filter((x) => by(x.seatedAt)).length,
      acquired: states.filter((x) => by(x.acquiredAt)).length,
      requests
    })
  }
  return rows
}

/** @param {number} bytes */
function kb(bytes) {
  return bytes < 1024 ? `${Math.round(bytes)} B` : `${(bytes / 1024).toFixed(1)} KB`
}

/** @param {number[]} values */
function sum(values) {
  return values.reduce((a, b) => a + b, 0)
}

// Run alone: node scripts/bench-stampede.mjs --jobs 200 --holders 1
if (runAlone(import.meta.url)) {
  await main()
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const numbers = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const values = option(name, fallback).split(',').map(Number)
    if (values.some((v) => !Number.isInteger(v) || v < 1)) {
      process.stderr.write(`bench-stampede: --${name} takes whole numbers, comma-separated\n`)
      process.exit(1)
    }
    return values
  }
  const jobsList = numbers('jobs', '50')
  const holdersList = numbers('holders', '1,10')
  const pollMs = numbers('poll', String(STAMPEDE_POLL_MS))[0]
  const limitMs = numbers('limit', '90')[0] * 1000
  const hold = process.argv.includes('--hold') ? numbers('hold', '100')[0] : undefined
  const { startLocalS3 } = await import('./local-setup.mjs')
  await runStampedes({
    root,
    target: startLocalS3(root),
    jobsList,
    holdersList,
    pollMs,
    limitMs,
    holdMs: hold,
    timeline: process.argv.includes('--timeline'),
    progress: (text) => console.log(text)
  })
}

/**
 * Every case (jobs × holders), each on a bucket of its own through a fresh counting proxy
 * (+20 ms per request). Both ways this bench runs (alone, and as bench.mjs's section) use it.
 * @param {object} o
 * @param {string} o.root the repository
 * @param {string} o.target the store's endpoint
 * @param {number[]} o.jobsList
 * @param {number[]} o.holdersList
 * @param {number} o.pollMs
 * @param {number} o.limitMs
 * @param {number} [o.holdMs] default: holdFor(holders)
 * @param {boolean} [o.timeline] print seated, acquired and requests per second
 * @param {(text: string) => void} o.progress
 * @returns {Promise<StampedeCase[]>}
 */
export async function runStampedes(o) {
  const { startFaultProxy } = await import('../__tests__/support/fault-proxy.js')
  const { createTestBucket } = await import('../__tests__/support/s3.js')
  const { loadLibrary } = await import('./bench-line.mjs')
  const lib = await loadLibrary(o.root)
  const results = []
  for (const holders of o.holdersList) {
    for (const jobs of o.jobsList) {
      const proxy = await startFaultProxy({ target: o.target, latencyMs: 20 })
      try {
        const result = await simulateStampede({
          lib,
          proxy,
          bucket: await createTestBucket('bench-stampede'),
          jobs,
          holders,
          holdMs: o.holdMs ?? holdFor(holders),
          pollMs: o.pollMs,
          passStepMs: passStepFor(o.pollMs),
          limitMs: o.limitMs,
          progress: (text) => o.progress(`  ... ${text}`)
        })
        for (const text of stampedeText(result).split('\n')) o.progress(text)
        if (o.timeline) {
          for (const row of result.timeline) {
            o.progress(
              `  ${row.second} s: ${row.seated} seated, ${row.acquired} acquired, ${row.requests} requests`
            )
          }
        }
        results.push(result)
      } finally {
        await proxy.close()
      }
    }
  }
  return results
}
