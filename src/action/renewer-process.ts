import { spawn } from 'node:child_process'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sleep } from '../lock/backoff.js'
import type { HeldClaim, ReleaseResult } from '../lock/conditional-lock.js'
import type { LeaseStatus } from '../lock/lease-keeper.js'
import type { StoreInputs } from './inputs.js'

/**
 * The renewer runs as its own process so it outlives the main step and keeps renewing while
 * the job's other steps run: detached, no stdio (the runner would otherwise wait for it), and
 * carrying the job's RUNNER_TRACKING_ID so the runner kills it at job end whatever happens.
 * It reports through a status file that the post step, and any later step, can read.
 */
export interface RenewerConfig {
  store: StoreInputs
  key: string
  claim: HeldClaim
  leaseStartedAt: number
  intervalMs: number
  statusFile: string
}

/** What the status file says, for the post step and for users' own steps. */
export type StatusFile = (LeaseStatus | { state: 'released' }) & {
  key: string
  token: number
  /** Set by the renewer itself once it is running and listening for the post step. */
  pid?: number
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

export function startRenewer(config: RenewerConfig): number {
  const entry = join(dirname(fileURLToPath(import.meta.url)), '..', 'renewer', 'index.js')
  const child = spawn(process.execPath, [entry], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, [CONFIG_ENV]: JSON.stringify(config) }
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
  // Until the renewer has written its pid it may not be listening yet, and SIGUSR2's default
  // action would kill it: give a renewer that is still starting a moment.
  const readyBy = Date.now() + 3_000
  while (readStatus(statusFile)?.pid !== pid) {
    if (!alive(pid) || Date.now() > readyBy || signal.aborted) return undefined
    await sleep(5)
  }
  if (!sendSignal(pid, 'SIGUSR2')) return undefined
  const deadline = Date.now() + waitMs
  while (alive(pid)) {
    if (Date.now() > deadline || signal.aborted) {
      sendSignal(pid, 'SIGKILL')
      return undefined
    }
    await sleep(5)
  }
  const status = readStatus(statusFile)
  return status?.release === undefined ? undefined : status
}

/**
 * Asks the renewer to stop and waits until it has (an in-flight renewal finishes first).
 * Returns false when it was no longer running: it died, so its status may be stale.
 */
export async function stopRenewer(pid: number, waitMs = 5_000): Promise<boolean> {
  if (!alive(pid) || !sendSignal(pid, 'SIGTERM')) return false
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    await sleep(10)
    if (!alive(pid)) return true
  }
  sendSignal(pid, 'SIGKILL')
  return true
}

export function writeStatus(file: string, status: StatusFile): void {
  // Rename is atomic: a reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(status, null, 2)}\n`)
  renameSync(`${file}.tmp`, file)
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
