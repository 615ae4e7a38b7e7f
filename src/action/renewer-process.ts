import { spawn } from 'node:child_process'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { monotonicNow, sleep } from '../lock/backoff.js'
import type { HeldClaim, ReleaseResult } from '../lock/conditional-lock.js'
import type { LeaseStatus } from '../lock/lease-keeper.js'
import type { StoreInputs } from './inputs.js'

/**
 * The renewer runs as its own process so it outlives the main step and keeps renewing while
 * the job's other steps run: detached, no stdio (the runner would otherwise wait for it), and
 * carrying the job's RUNNER_TRACKING_ID so the runner kills it at job end. Should that
 * cleanup never come (a runner that lost its job), the renewer stops by itself: when the runner
 * process that started the main step is gone, or after the longest a job can run.
 * It reports through a status file that the post step, and any later step, can read.
 */
export interface RenewerConfig {
  store: StoreInputs
  key: string
  claim: HeldClaim
  leaseStartedAt: number
  intervalMs: number
  statusFile: string
  /** The process that ran the main step (the runner's worker): the job lives while it does. */
  watch?: ProcessIdentity
  /** Renew no longer than this from the renewer's start, whatever happens. */
  maxLifetimeMs: number
}

/** A process, told apart from a later one that reuses its pid by its start time. */
export interface ProcessIdentity {
  pid: number
  /** Field 22 of /proc/<pid>/stat: clock ticks after boot. */
  startTime: string
}

/** GitHub-hosted jobs run at most 6 hours, self-hosted ones 5 days; a margin on top. */
export function maxJobLifetimeMs(environment = process.env.RUNNER_ENVIRONMENT): number {
  const hour = 3_600_000
  return environment === 'github-hosted' ? 6 * hour + hour / 2 : 5 * 24 * hour + hour
}

/** What the status file says, for the post step and for users' own steps. */
export type StatusFile = (LeaseStatus | { state: 'released' }) & {
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
  /** The renewer's start time, so that nobody signals another process that reused its pid. */
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
  pid: number,
  statusFile: string,
  signal: AbortSignal,
  waitMs = 60_000
): Promise<StatusFile | undefined> {
  const status = await renewerReady(pid, statusFile, signal)
  if (!isRenewer(pid, status) || !sendSignal(pid, 'SIGUSR2')) return undefined
  const deadline = Date.now() + waitMs
  while (alive(pid)) {
    if (Date.now() > deadline || signal.aborted) {
      if (isRenewer(pid, status)) sendSignal(pid, 'SIGKILL')
      return undefined
    }
    await sleep(5)
  }
  const final = readStatus(statusFile)
  return final?.release === undefined ? undefined : final
}

/**
 * Asks the renewer to stop and waits until it has (an in-flight renewal finishes first).
 * Returns false when it was no longer running: it died, so its status may be stale.
 */
export async function stopRenewer(
  pid: number,
  statusFile: string,
  waitMs = 5_000
): Promise<boolean> {
  const status = await renewerReady(pid, statusFile)
  if (!alive(pid) || !isRenewer(pid, status) || !sendSignal(pid, 'SIGTERM')) return false
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    await sleep(10)
    if (!alive(pid)) return true
  }
  if (isRenewer(pid, status)) sendSignal(pid, 'SIGKILL')
  return true
}

/**
 * The status once the renewer has written its pid there: until then (main writes the first
 * status, the renewer's node is still starting) it may not be listening yet, so that a signal's
 * default action would kill it, and it cannot be told from another process. A short job's post
 * step can come that soon (found by the reliability suite: a 500 ms hold on a busy machine).
 */
async function renewerReady(
  pid: number,
  statusFile: string,
  signal?: AbortSignal
): Promise<StatusFile | undefined> {
  const readyBy = Date.now() + 3_000
  let status = readStatus(statusFile)
  while (status?.pid !== pid) {
    if (!alive(pid) || Date.now() > readyBy || signal?.aborted) return status
    await sleep(5)
    status = readStatus(statusFile)
  }
  return status
}

/**
 * Is `pid` still the renewer that wrote this status? Not when it has said it exited, nor when
 * the process there now started at another time (the pid was reused) or runs something else.
 * Only then may it be signalled: SIGUSR2 and SIGKILL would end any other process.
 */
export function isRenewer(pid: number, status: StatusFile | undefined): boolean {
  if (status === undefined || status.exited || status.pid !== pid) return false
  const identity = processIdentity(pid)
  if (identity === undefined) return false
  if (status.pidStartTime !== undefined && identity.startTime !== status.pidStartTime) return false
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(RENEWER_ENTRY)
  } catch {
    return false
  }
}

const RENEWER_ENTRY = join('renewer', 'index.js')

/** A process's identity from /proc, or undefined when it is gone (or /proc is not there). */
export function processIdentity(pid: number): ProcessIdentity | undefined {
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

/** The process is still the one identified (not gone, not a later one with its pid). */
export function stillRunning(identity: ProcessIdentity): boolean {
  return processIdentity(identity.pid)?.startTime === identity.startTime
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

function sendSignal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name)
    return true
  } catch {
    return false
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  // A zombie (exited, not yet reaped by PID 1) still answers signal 0.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}
