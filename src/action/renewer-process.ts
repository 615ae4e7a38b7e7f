import { spawn } from 'node:child_process'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HeldClaim } from '../lock/conditional-lock.js'
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
  pid?: number
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
 * Asks the renewer to stop and waits until it has (an in-flight renewal finishes first).
 * Returns false when it was no longer running: it died, so its status may be stale.
 */
export async function stopRenewer(pid: number, waitMs = 5_000): Promise<boolean> {
  if (!alive(pid) || !signal(pid, 'SIGTERM')) return false
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    if (!alive(pid)) return true
  }
  signal(pid, 'SIGKILL')
  return true
}

export function writeStatus(file: string, status: StatusFile): void {
  // Rename is atomic: a reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(status, null, 2)}\n`)
  renameSync(`${file}.tmp`, file)
}

export function readStatus(file: string): StatusFile | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StatusFile
  } catch {
    return undefined
  }
}

function signal(pid: number, name: NodeJS.Signals): boolean {
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
