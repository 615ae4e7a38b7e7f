import { createServer, type Server } from 'node:net'
import { sleep } from './lock/basics/backoff.js'
import { errorText } from './lock/basics/errors.js'
import {
  claimStart,
  CONFIG_ENV,
  processIdentity,
  stillRunning,
  writeStatus,
  type RenewerConfig,
  type RenewerRelease,
  type RenewerRequest,
  type StatusFile
} from './action/renewer-process.js'
import type { LeaseStatus } from './lock/lease/lease-keeper.js'

// The background renewer started by the root action's main step (see renewer-process.ts).
// "stop" on its control socket (or SIGTERM) stops it between renewals; "release" (from the post
// step) stops it and has it release the lock first, as does finding its job gone (the runner
// process that started the main step has exited) or reaching the longest a job can run. Either
// way it then exits, which closes the post step's connection.
const config = JSON.parse(process.env[CONFIG_ENV] ?? '') as RenewerConfig
/**
 * How long after its start the renewer loads the S3 client (or sooner, see below): past the
 * main step's exit and the next step's start, and soon enough that a post step a moment later
 * finds it loaded (600 ms after main: 135 ms, against 203 ms when the load came after 1 s).
 */
const LOAD_AFTER_MS = 250
const stop = new AbortController()
let releaseRequested = false
let stoppedBecause: string | undefined
process.on('SIGTERM', () => stop.abort())
process.on('SIGINT', () => stop.abort())
const control = createServer((socket) => {
  socket.on('error', () => undefined)
  socket.setEncoding('utf8')
  socket.on('data', (text: string) => {
    const request = text.trim() as RenewerRequest
    if (request === 'release') releaseRequested = true
    if (request === 'release' || request === 'stop') stop.abort()
  })
})

/** The job is over without a post step to say so: give the lock back rather than keep it. */
function jobGone(why: string): void {
  stoppedBecause ??= why
  releaseRequested = true
  stop.abort()
}
const watcher = setInterval(() => {
  if (config.watch && !stillRunning(config.watch)) {
    jobGone(`the runner process that started the job (pid ${config.watch.pid}) has exited`)
  }
}, 1_000)
const lifetime = setTimeout(
  () => jobGone('it reached the longest time a job can run'),
  config.maxLifetimeMs
)

const common = {
  key: config.key,
  token: config.claim.token,
  pid: process.pid,
  pidStartTime: processIdentity(process.pid)?.startTime
}
try {
  // A post step that gave up waiting for this renewer has released by itself: keep out.
  if (!claimStart(config.statusFile, 'renewer')) exit(0)
  await listen(control, config.control)
  // The pid in the status file tells the post step that the control socket is listening.
  writeStatus(config.statusFile, {
    ...common,
    state: 'held',
    etag: config.claim.etag,
    renewals: config.claim.renewals,
    leaseEndsAt: config.leaseStartedAt + config.claim.leaseMs - (config.claim.clockAllowanceMs ?? 0)
  })
  // Loading the S3 client keeps a CPU busy for about a tenth of a second. Right now the job's
  // next step is starting (on a waiting line, the next holder's too): load it a moment later,
  // well before the first renewal is due, or at once when asked to stop or release.
  await sleep(Math.min(LOAD_AFTER_MS, config.intervalMs / 4), stop.signal).catch(() => undefined)
  const { renewThenRelease } = await import('./action/renewer-work.js')
  const { final, release } = await renewThenRelease(
    config,
    stop.signal,
    () => releaseRequested,
    (status) => writeStatus(config.statusFile, { ...status, ...common })
  )
  writeStatus(config.statusFile, {
    ...finalStatus(final, release),
    ...common,
    release,
    exited: true,
    ...(stoppedBecause === undefined ? {} : { stoppedBecause })
  })
  exit(0)
} catch (error) {
  // Nobody sees this process's output: the status file is the only way to say it failed.
  writeStatus(config.statusFile, {
    ...common,
    state: 'lost',
    reason: 'lapsed',
    at: new Date().toISOString(),
    detail: `the renewer failed and stopped renewing: ${errorText(error)}`,
    exited: true
  })
  exit(1)
}

/** What became of the lock when the renewer stopped: never "held", which it no longer is. */
function finalStatus(final: LeaseStatus, release: RenewerRelease | undefined): StatusFile {
  const common = { key: config.key, token: config.claim.token }
  if (final.state === 'lost') return { ...final, ...common }
  const result = release?.result
  const counts = { renewals: final.renewals, failedRenewals: final.failedRenewals }
  if (result?.kind === 'released') return { ...common, ...counts, state: 'released' }
  if (result?.kind === 'not-owner' || result?.kind === 'gone') {
    return {
      ...common,
      state: 'lost',
      reason: 'taken-over',
      at: new Date().toISOString(),
      ...(result.kind === 'not-owner' ? { current: result.current } : {}),
      detail:
        result.kind === 'gone'
          ? 'the release found the lock removed by someone else'
          : 'the release found the lock held by someone else'
    }
  }
  // Stopped without a release, or the release failed: the post step releases on this ETag.
  return { ...common, ...final, state: 'stopped' }
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => resolve())
  })
}

function exit(code: number): never {
  // Closing removes the socket file; a post step already connected sees the exit as its close.
  if (control.listening) control.close()
  clearInterval(watcher)
  clearTimeout(lifetime)
  process.exit(code)
}
