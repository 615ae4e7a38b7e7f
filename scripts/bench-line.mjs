// @ts-check
// The line at scale, for scripts/bench.mjs: hundreds of waiters on one lock are too many node
// processes for one machine, so they are simulated in this one process, through the library
// itself: src/lock is compiled as it is (tsc, no bundling, into node_modules/.cache) and each
// waiter is a ConditionalLock.acquire with the line options the action gives it, at the
// default timeout-poll, through a proxy that adds the bench's latency and counts the bytes of
// every answer. The waiters share a few S3 clients (one per process would be hundreds of
// connection pools); the store's state per request (its clock, its ETag spelling) is the same
// for all of them.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { setMaxListeners } from 'node:events'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'

/**
 * @typedef {object} LineScale one line of `waiters` on one lock
 * @property {number} waiters
 * @property {number} recordBytes the line record once everyone has joined
 * @property {number} lockBytes the lock record (held)
 * @property {number} joinMs first join sent → last join answered (NaN: prefilled)
 * @property {number} joinWrites conditional PUTs to the line while joining (one per waiter
 *   when nobody collides)
 * @property {number} joinReadBytes bytes of the line read while the waiters joined
 * @property {number} windowMs how long polls were counted, everyone waiting
 * @property {{ lockGets: number, lockBytes: number, lineGets: number, lineBytes: number,
 *   line304: number }} polls in that window
 * @property {number[]} gaps release answered → next acquisition returned, ms
 * @property {{ median: number, max: number }} lagMs this process's event-loop delay while
 *   everyone waited and through the handovers
 * @property {string[]} problems
 */

/**
 * The deadline of each request the bench makes itself, outside an acquire (which has its own):
 * generous, so that a store slowed by hundreds of waiters still answers within it.
 */
const within = () => AbortSignal.timeout(60_000)

export const HOLDER = (/** @type {number} */ i) => ({
  // What a workflow's ticket carries (src/lock/line/line-record.ts keeps these four fields).
  context: `Deploy #${1000 + i}`,
  repository: `octo/service-${i % 37}`,
  job: 'deploy',
  runUrl: `https://github.com/octo/service-${i % 37}/actions/runs/${17_000_000_000 + i}`
})

/**
 * Compiles src/lock for this process; returns its modules.
 * @param {string} root
 */
export async function loadLibrary(root) {
  const out = join(root, 'node_modules', '.cache', 's3-lock-bench-lib')
  rmSync(out, { recursive: true, force: true })
  const tsc = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
      '--ignoreConfig',
      ...['--outDir', out, '--rootDir', join(root, 'src')],
      ...['--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--target', 'ES2022'],
      ...['--skipLibCheck', '--esModuleInterop', '--types', 'node'],
      join(root, 'src', 'lock', 'single', 'conditional-lock.ts'),
      join(root, 'src', 'lock', 'pool', 'shared-lock.ts'),
      join(root, 'src', 'lock', 'store', 's3-store.ts')
    ],
    { encoding: 'utf8' }
  )
  if (tsc.status !== 0) throw new Error(`tsc failed: ${tsc.stdout}${tsc.stderr}`)
  const lib = (/** @type {string} */ file) => pathToFileURL(join(out, 'lock', file)).href
  return {
    /** @type {typeof import('../src/lock/single/conditional-lock.js')} */
    lock: await import(lib('single/conditional-lock.js')),
    /** @type {typeof import('../src/lock/pool/shared-lock.js')} */
    pool: await import(lib('pool/shared-lock.js')),
    /** @type {typeof import('../src/lock/store/s3-store.js')} */
    store: await import(lib('store/s3-store.js'))
  }
}

/**
 * One holder, then `waiters` joining its line (`joinEveryMs` apart: hundreds of jobs do not
 * join in the same millisecond, and the bench measures the line, not a stampede), then
 * `windowMs` of everyone waiting, then `handovers` handovers of `holdMs` holds. The waiters
 * still in line then are dropped without leaving (the bucket is the bench's own).
 * `prefill`: the line is written whole before the waiters start, with a ticket for each of
 * their owner ids, as if they had joined one by one over the previous minutes: each finds its
 * ticket on its first join, which then writes nothing (line.ts). A burst of hundreds of joins
 * within seconds, which this machine's store cannot take while hundreds poll, is then not
 * part of the figures; the cost of joining is measured where the joins are real.
 * @param {{ lib: Awaited<ReturnType<typeof loadLibrary>>, proxy: import('../__tests__/support/fault-proxy.js').FaultProxy,
 *   bucket: string, waiters: number, pollMs: number, passStepMs: number, joinEveryMs: number,
 *   windowMs: number, handovers: number, holdMs: number, prefill: boolean }} o
 * @returns {Promise<LineScale>}
 */
export async function simulateLine(o) {
  const { ConditionalLock } = o.lib.lock
  const { S3LockStore } = o.lib.store
  const name = `bench/line-${o.waiters}`
  const key = `${name}/.s3-lock/line`
  const region = process.env.AWS_REGION ?? 'us-east-1'
  const stores = Array.from(
    { length: Math.min(16, o.waiters + 1) },
    () =>
      new S3LockStore({
        bucket: o.bucket,
        region,
        endpoint: o.proxy.endpoint,
        forcePathStyle: true
      })
  )
  // Leaving would be 1 write each; dropped waiters leave nothing worth measuring: a store
  // nobody listens at answers their leave at once, and acquire ignores a failed leave.
  const nowhere = new S3LockStore({
    bucket: o.bucket,
    region,
    endpoint: 'http://127.0.0.1:9',
    forcePathStyle: true,
    requestTimeoutMs: 500
  })
  /** @type {string[]} */
  const problems = []
  const lock = (/** @type {number} */ i) => new ConditionalLock(stores[i % stores.length], name)
  const stop = new AbortController()
  // Every waiter's pauses listen to it.
  setMaxListeners(0, stop.signal)
  const owners = Array.from({ length: o.waiters + 1 }, () => randomUUID())
  const acquireOptions = (/** @type {number} */ i) => ({
    owner: owners[i],
    leaseMs: 10 * 60_000,
    holder: HOLDER(i),
    timeoutMs: 30 * 60_000,
    pollMs: o.pollMs,
    signal: stop.signal,
    line: { key, passStepMs: o.passStepMs, cleanupStore: nowhere }
  })
  const first = await lock(0).acquire(acquireOptions(0))
  if (o.prefill) {
    const tickets = owners.slice(1).map((id, i) => ({ n: i + 1, id, holder: HOLDER(i + 1) }))
    const body = `${JSON.stringify({ version: 1, next: o.waiters + 1, served: 0, tickets })}\n`
    const written = await stores[0].create(key, body, within())
    if (written.kind !== 'written') throw new Error(`could not write the line: ${written.kind}`)
  }
  o.proxy.resetCounts()
  /** @type {{ at: number, i: number, acquisition: any }[]} */
  const acquired = []
  /** @type {(() => void)[]} */
  const wake = []
  const joinStartedAt = Date.now()
  const running = []
  for (let i = 1; i <= o.waiters; i++) {
    running.push(
      lock(i)
        .acquire(acquireOptions(i))
        .then(
          (acquisition) => {
            acquired.push({ at: performance.now(), i, acquisition })
            wake.shift()?.()
          },
          (error) => {
            if (!stop.signal.aborted) problems.push(`waiter ${i}: ${error.message}`)
          }
        )
    )
    await sleep(o.joinEveryMs)
  }
  const reader = stores[0]
  let line = { tickets: [] }
  const joinLimitMs = 60_000 + o.waiters * o.joinEveryMs * 4
  for (const deadline = Date.now() + joinLimitMs; Date.now() < deadline; await sleep(500)) {
    // A busy store may not answer in time: look again.
    const read = await reader.read(key, undefined, within()).catch(() => undefined)
    if (read?.kind === 'present') line = JSON.parse(read.object.body)
    if (line.tickets.length >= o.waiters) break
  }
  // Prefilled, the line is full from the start: wait until every waiter has looked at it.
  if (o.prefill) {
    for (const deadline = Date.now() + joinLimitMs; Date.now() < deadline; await sleep(500)) {
      const reads = o.proxy.log.filter((e) => e.key === key && e.class === 'get')
      if (reads.length >= o.waiters) break
    }
    await sleep(2_000)
  }
  if (line.tickets.length < o.waiters) {
    problems.push(`${line.tickets.length} of ${o.waiters} waiters joined within ${joinLimitMs} ms`)
  }
  const joinLog = o.proxy.log.filter((e) => e.key === key && e.class === 'conditionalPut')
  const joinMs = o.prefill
    ? NaN
    : Math.max(...joinLog.map((e) => e.startedAt + (e.ms ?? 0))) - joinStartedAt
  const recordRead = await reader.read(key, undefined, within()).catch(() => undefined)
  const lockRead = await reader.read(name, undefined, within()).catch(() => undefined)
  const recordBytes = recordRead?.kind === 'present' ? Buffer.byteLength(recordRead.object.body) : 0
  const lockBytes = lockRead?.kind === 'present' ? Buffer.byteLength(lockRead.object.body) : 0

  // What joining cost in reads: every waiter reads the whole line again after each change of it
  // (at its next look at the line), so a join costs about a line per waiter.
  const joinReads = o.proxy.log.filter((e) => e.key === key && e.class === 'get')
  const joinReadBytes = sum(joinReads.map((e) => e.bytes ?? 0))
  // Each waiter's first look at the line after the last join reads it whole: let those pass
  // (a waiter behind the second looks every other poll, at the line every fourth look).
  await sleep(10 * o.pollMs)
  // Everyone waiting: what the polls cost. This process's own delays are watched from here on:
  // when they come near the handover gap, the gap measures this process, not the line.
  const lag = monitorEventLoopDelay({ resolution: 10 })
  lag.enable()
  o.proxy.resetCounts()
  await sleep(o.windowMs)
  const gets = o.proxy.log.filter((e) => e.class === 'get' && e.ms !== undefined)
  const polls = {
    lockGets: gets.filter((e) => e.key === name).length,
    lockBytes: sum(gets.filter((e) => e.key === name).map((e) => e.bytes ?? 0)),
    lineGets: gets.filter((e) => e.key === key).length,
    lineBytes: sum(gets.filter((e) => e.key === key).map((e) => e.bytes ?? 0)),
    line304: gets.filter((e) => e.key === key && e.status === 304).length
  }

  // Handovers: each holder holds `holdMs` (so that the next has become first in line and polls
  // as the head does), releases, and the gap runs until the next acquire returns.
  /** @type {number[]} */
  const gaps = []
  let holder = { acquisition: first, i: 0 }
  for (let h = 0; h < Math.min(o.handovers, o.waiters); h++) {
    await sleep(o.holdMs)
    const next = new Promise((resolve) => wake.push(() => resolve(undefined)))
    // An overloaded store (hundreds of pollers on this machine) may not answer: say so, and
    // keep the figures measured so far.
    const released = await lock(holder.i)
      .release(
        {
          owner: holder.acquisition.owner,
          token: holder.acquisition.token,
          etag: holder.acquisition.etag,
          holder: holder.acquisition.record.holder,
          ticket: holder.acquisition.record.ticket
        },
        within()
      )
      .catch((/** @type {Error} */ error) => ({ kind: `failed (${error.message})` }))
    const releasedAt = performance.now()
    if (released.kind !== 'released') {
      problems.push(`release ${h}: ${released.kind}`)
      break
    }
    const timedOut = await Promise.race([next.then(() => false), sleep(30_000).then(() => true)])
    if (timedOut) {
      problems.push(`handover ${h}: nobody took the lock within 30 s`)
      break
    }
    const taken = /** @type {(typeof acquired)[number]} */ (acquired.at(-1))
    gaps.push(taken.at - releasedAt)
    const ticket = (/** @type {any} */ a) => a.acquisition.record.ticket ?? 0
    if (ticket(taken) <= ticket(holder)) {
      problems.push(`handover ${h}: ticket ${ticket(taken)} after ticket ${ticket(holder)}`)
    }
    holder = taken
  }
  lag.disable()
  stop.abort()
  await Promise.all(running)
  return {
    waiters: o.waiters,
    recordBytes,
    lockBytes,
    joinMs,
    joinWrites: joinLog.length,
    joinReadBytes,
    windowMs: o.windowMs,
    polls,
    gaps,
    lagMs: { median: lag.percentile(50) / 1e6, max: lag.max / 1e6 },
    problems
  }
}

/** @param {number[]} values */
function sum(values) {
  return values.reduce((a, b) => a + b, 0)
}
