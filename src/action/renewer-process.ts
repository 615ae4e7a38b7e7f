import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { monotonicNow, sleep } from '../lock/basics/backoff.js'
import type { HeldClaim, ReleaseResult } from '../lock/single/conditional-lock.js'
import type { LeaseStatus } from '../lock/lease/lease-keeper.js'
import type { StoreInputs } from './inputs.js'

/**
 * The renewer runs as its own process so it outlives the main step and keeps renewing while
 * the job's other steps run: detached, no stdio (the runner would otherwise wait for it), and
 * carrying the job's RUNNER_TRACKING_ID so the runner kills it at job end. Should that
 * cleanup never come (a runner that lost its job), the renewer stops by itself: when the runner
 * process that started the main step is gone, or after the longest a job can run.
 * It reports through a status file that the post step, and any later step, can read, and it
 * takes requests on a control socket (a named pipe on Windows) whose random name only main,
 * the renewer and the post step know: a connection that is answered proves the renewer is
 * alive and is ours, on every system, where a pid alone could have been reused.
 */
export interface RenewerConfig {
  store: StoreInputs
  key: string
  claim: HeldClaim
  leaseStartedAt: number
  /** An unheard renewal of the acquire, before the renewer's first (lease-keeper.ts). */
  unconfirmedSince?: number
  intervalMs: number
  statusFile: string
  /** The control socket's path (see controlPath), on which the renewer listens. */
  control: string
  /** The process that ran the main step (the runner's worker): the job lives while it does. */
  watch?: ProcessIdentity
  /** Renew no longer than this from the renewer's start, whatever happens. */
  maxLifetimeMs: number
}

/** A process, told apart from a later one that reuses its pid by its start time. */
export interface ProcessIdentity {
  pid: number
  /** Field 22 of /proc/<pid>/stat: clock ticks after boot; undefined without /proc. */
  startTime?: string
}

/** GitHub-hosted jobs run at most 6 hours, self-hosted ones 5 days; a margin on top. */
export function maxJobLifetimeMs(environment = process.env.RUNNER_ENVIRONMENT): number {
  const hour = 3_600_000
  return environment === 'github-hosted' ? 6 * hour + hour / 2 : 5 * 24 * hour + hour
}

type HeldStatus = Extract<LeaseStatus, { state: 'held' }>

/**
 * What the status file says, for the post step and for users' own steps: held while renewed;
 * once the renewer has exited, what became of the lock: released, lost, or stopped (no longer
 * renewed, not released; its last ETag, from which the post step releases).
 */
export type StatusFile = (
  | LeaseStatus
  | { state: 'released'; renewals?: number; failedRenewals?: number }
  | (Omit<HeldStatus, 'state'> & { state: 'stopped' })
) & {
  key: string
  token: number
  /**
   * While held: when the lease runs out by the holder's own count if it is not renewed again,
   * on this runner's wall clock (ISO 8601, and in milliseconds since the epoch for a shell:
   * test "$(date +%s%3N)" -lt "$(jq .validUntilMs "$S3_LOCK_STATUS_FILE")"). `leaseEndsAt`
   * is the same instant on the monotonic clock, which a shell cannot read.
   */
  validUntil?: string
  validUntilMs?: number
  /** Set by the renewer itself once it is running and listening for the post step. */
  pid?: number
  /** The renewer's start time (from /proc, where there is one), for people. */
  pidStartTime?: string
  /** The renewer has exited: its pid means nothing any more. */
  exited?: boolean
  /** Why the renewer stopped by itself (its job was gone), when it did. */
  stoppedBecause?: string
  /** What the renewer did when the post step asked it to release the lock. */
  release?: RenewerRelease
}

/**
 * The renewer's answer to "release the lock": the outcome of its conditional release, or,
 * when the lease had already been lost, nothing (a lapsed lease it still owned was given
 * back), or the error that stopped it (the post step then releases by itself).
 */
export interface RenewerRelease {
  where: string
  result?: ReleaseResult
  error?: string
}

export const CONFIG_ENV = 'S3_LOCK_RENEWER_CONFIG'

/** The renewer the post step talks to: main leaves these in the step's state. */
export interface RenewerHandle {
  pid: number
  statusFile: string
  control: string
}

/** A Unix socket's path is cut at 104 bytes on macOS (108 on Linux): listen fails beyond. */
const MAX_SOCKET_PATH = 100

/**
 * A fresh control socket path: a random name, so that nothing but this renewer ever answers
 * there. It sits next to the status file (RUNNER_TEMP), or in the system's temporary folder
 * when that path would be too long for a Unix socket (a self-hosted runner's deep work folder).
 */
export function newControlPath(statusFile: string): string {
  const name = `s3-lock-${randomBytes(8).toString('hex')}`
  if (process.platform === 'win32') return `\\\\.\\pipe\\${name}`
  const beside = join(dirname(statusFile), `${name}.sock`)
  return Buffer.byteLength(beside) <= MAX_SOCKET_PATH ? beside : join(tmpdir(), `${name}.sock`)
}

export function startRenewer(config: Omit<RenewerConfig, 'watch' | 'maxLifetimeMs'>): number {
  const entry = join(dirname(fileURLToPath(import.meta.url)), '..', 'renewer', 'index.js')
  const child = spawn(process.execPath, [entry], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      [CONFIG_ENV]: JSON.stringify({
        ...config,
        watch: processIdentity(process.ppid),
        maxLifetimeMs: maxJobLifetimeMs()
      } satisfies RenewerConfig)
    }
  })
  child.unref()
  if (child.pid === undefined) throw new Error('could not start the lease renewer')
  return child.pid
}

/**
 * Asks a running renewer to release the lock itself and exit: it holds the latest ETag, a
 * loaded S3 client and a warm connection, so the release goes out as soon as the post step
 * starts, without the post step loading an S3 client of its own. Returns what the renewer
 * reported, or undefined when it could not do it (not running, not yet listening, killed, or
 * too slow): then the caller stops it and releases by itself, as ever conditionally.
 */
export async function releaseThroughRenewer(
  renewer: RenewerHandle,
  signal: AbortSignal,
  waitMs = 60_000
): Promise<StatusFile | undefined> {
  const socket = await reachRenewer(renewer, signal)
  if (socket === undefined || socket === 'never-started') return undefined
  if (!(await ask(socket, 'release', renewer.pid, waitMs, signal))) return undefined
  const final = readStatus(renewer.statusFile)
  return final?.release === undefined ? undefined : final
}

/**
 * Asks the renewer to stop and waits until it has (an in-flight renewal finishes first).
 * 'gone' when it was no longer running: it died, so its status may be stale; 'never-started'
 * when it had not started in time and now never will.
 */
export async function stopRenewer(
  renewer: RenewerHandle,
  waitMs = 5_000
): Promise<'stopped' | 'gone' | 'never-started'> {
  const socket = await reachRenewer(renewer)
  if (socket === undefined) return 'gone'
  if (socket === 'never-started') return socket
  await ask(socket, 'stop', renewer.pid, waitMs)
  return 'stopped'
}

/**
 * A connection to the renewer once it is ready; 'never-started' when this post step claimed its
 * start first (it exits at once if it ever starts), undefined when it is not running.
 */
async function reachRenewer(
  renewer: RenewerHandle,
  signal?: AbortSignal
): Promise<Socket | 'never-started' | undefined> {
  const { pid, statusFile } = renewer
  if (startClaimedBy(statusFile) === 'post') return 'never-started'
  if (!(await pidWritten(pid, statusFile, 3_000, signal))) {
    // Killed or crashed before it started: it is gone, not late.
    if (!alive(pid)) return undefined
    if (claimStart(statusFile, 'post')) return 'never-started'
    // It has claimed its start, so its first status comes in a moment.
    await pidWritten(pid, statusFile, 10_000, signal)
  }
  return openControl(renewer.control)
}

/**
 * Waits until the renewer has written its pid to the status file: until then (main writes the
 * first status, the renewer's node is still starting) it may not be listening yet. A short
 * job's post step can come that soon (found by the reliability suite: a 500 ms hold on a busy
 * machine), and a renewer can start later than the post step is willing to wait.
 */
async function pidWritten(
  pid: number,
  statusFile: string,
  waitMs: number,
  signal?: AbortSignal
): Promise<boolean> {
  const readyBy = Date.now() + waitMs
  while (readStatus(statusFile)?.pid !== pid) {
    if (!alive(pid) || Date.now() > readyBy || signal?.aborted) return false
    await sleep(5)
  }
  return true
}

/**
 * The renewer's start is claimed once, by whichever comes first: the renewer (before it writes
 * its first status, so it never overwrites what a post step wrote) or a post step that gave up
 * waiting for it (and then releases by itself, the renewer exiting without touching the lock).
 * An exclusive create decides it on every system. False when the other claimed it.
 */
export function claimStart(statusFile: string, by: 'renewer' | 'post'): boolean {
  try {
    writeFileSync(startClaimFile(statusFile), by, { flag: 'wx' })
    return true
  } catch (error) {
    if (by === 'post' || (error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function startClaimedBy(statusFile: string): string | undefined {
  try {
    return readFileSync(startClaimFile(statusFile), 'utf8')
  } catch {
    return undefined
  }
}

function startClaimFile(statusFile: string): string {
  return `${statusFile}.started`
}

/**
 * Connects to the renewer's control socket; undefined when nothing listens there, that is, the
 * renewer is not running (a pid that was reused by another process cannot answer there).
 */
function openControl(control: string): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = connect(control)
    socket.once('error', () => resolve(undefined))
    socket.once('connect', () => {
      socket.removeAllListeners('error')
      socket.on('error', () => undefined)
      resolve(socket)
    })
  })
}

/**
 * Sends a request and waits until the renewer has exited: its end of the connection closes
 * with it. True when it exited by itself; after waitMs (or a cancel) it is killed, and only
 * while the connection is still open, which proves its pid is still the renewer's.
 */
async function ask(
  socket: Socket,
  request: RenewerRequest,
  pid: number,
  waitMs: number,
  signal?: AbortSignal
): Promise<boolean> {
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.write(`${request}\n`)
  if (await settlesWithin(closed, waitMs, signal)) return true
  if (!socket.closed) sendSignal(pid, 'SIGKILL')
  await settlesWithin(closed, 1_000)
  socket.destroy()
  return false
}

/** Whether `promise` settles within `ms` (and before `signal` aborts); leaves no timer behind. */
function settlesWithin(promise: Promise<void>, ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false)
    const done = (settled: boolean) => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', gaveUp)
      resolve(settled)
    }
    const gaveUp = () => done(false)
    const timer = setTimeout(gaveUp, ms)
    signal?.addEventListener('abort', gaveUp, { once: true })
    promise.then(() => done(true), gaveUp)
  })
}

/** What the post step may ask of the renewer on its control socket, one per line. */
export type RenewerRequest = 'release' | 'stop'

/**
 * Whether this system has /proc. Without it (macOS, Windows) a process is known by its pid
 * alone: liveness by signal 0, and the renewer by its control socket.
 */
function procAvailable(): boolean {
  return existsSync('/proc/self/stat')
}

/**
 * A process's identity, or undefined when it is gone. With /proc, its start time tells it from
 * a later process with the same pid; without, only that something has the pid.
 */
export function processIdentity(pid: number): ProcessIdentity | undefined {
  if (!(pid > 0)) return undefined
  if (!procAvailable()) return sendSignal(pid, 0) ? { pid } : undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count from the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (fields[0] === 'Z') return undefined
    return { pid, startTime: fields[19] }
  } catch {
    return undefined
  }
}

/**
 * The process is still the one identified (not gone, not a later one with its pid). Without a
 * start time, a later process with the pid passes for it: the renewer's maximum lifetime still
 * ends it, and a process that is gone is never taken for alive.
 */
export function stillRunning(identity: ProcessIdentity): boolean {
  const now = processIdentity(identity.pid)
  return now !== undefined && now.startTime === identity.startTime
}

/** Running and not a zombie (exited, not yet reaped, which still answers signal 0). */
function alive(pid: number): boolean {
  return processIdentity(pid) !== undefined
}

export function writeStatus(file: string, status: StatusFile): void {
  const withWallClock =
    status.state === 'held' ? { ...status, ...validUntil(status.leaseEndsAt) } : status
  // Rename is atomic: a reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(withWallClock, null, 2)}\n`)
  renameSync(`${file}.tmp`, file)
}

/** The monotonic end of the lease on this runner's wall clock, for people and shells. */
function validUntil(leaseEndsAt: number): { validUntil: string; validUntilMs: number } {
  const validUntilMs = Math.floor(Date.now() + (leaseEndsAt - monotonicNow()))
  return { validUntil: new Date(validUntilMs).toISOString(), validUntilMs }
}

/** Later steps reading the status file see that the lock is no longer held. */
export function markReleased(statusFile: string, key: string, token: number | undefined): void {
  writeStatus(statusFile, { state: 'released', key, token: token ?? 0 })
}

export function readStatus(file: string): StatusFile | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StatusFile
  } catch {
    return undefined
  }
}

/** False when no process has the pid; one of another user (EPERM) does exist. */
function sendSignal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
