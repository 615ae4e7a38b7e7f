import * as core from '@actions/core'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { credentialLifetimeNotice } from '../lock/lease/credential-lifetime.js'
import { formatDuration } from '../lock/basics/duration.js'
import { leaseSafeEnd } from '../lock/lease/lease.js'
import { InputError } from './inputs.js'
import { parseDurationInput } from './inputs.js'
import type { HeldLock } from './acquire-step.js'
import type { Acquisition } from '../lock/single/conditional-lock.js'
import { newControlPath, startRenewer, writeStatus } from './renewer-process.js'
import { STATE } from './state.js'

/**
 * Renewal for the root action: the lock is written with a short lease that a background
 * process renews while the job runs, so a dead runner frees it within one lease while a
 * healthy job keeps it for as long as it needs.
 */
export interface RenewInputs {
  enabled: boolean
  leaseMs: number
  onLost: 'fail' | 'warn'
}

/** Renew this often: a quarter of the lease leaves room for three failed renewals. */
export const RENEWALS_PER_LEASE = 4
/**
 * A place among several holders is renewed by a read and a write (other holders' renewals move
 * the ETag), so every third of the lease: 360 requests per held hour instead of 480, within
 * twice a single holder's 240, and still two retries before the lease ends.
 */
export const PLACE_RENEWALS_PER_LEASE = 3

export function readRenewInputs(): RenewInputs {
  const renew = core.getInput('renew').toLowerCase()
  if (renew !== '' && renew !== 'true' && renew !== 'false') {
    throw new InputError(`input "renew": "${core.getInput('renew')}" is not true or false`)
  }
  const onLost = core.getInput('on-lost') || 'fail'
  if (onLost !== 'fail' && onLost !== 'warn') {
    throw new InputError(`input "on-lost": "${onLost}" is not "fail" or "warn"`)
  }
  const leaseMs = parseDurationInput('lease', '1m')
  if (leaseMs < 4_000) {
    throw new InputError(`input "lease": must be at least 4s (got "${core.getInput('lease')}")`)
  }
  return { enabled: renew !== 'false', leaseMs, onLost }
}

/**
 * The lease to write. A renewed lease is the shorter of `lease` and `expires`, and never below
 * 4 s: renewals are a quarter of it apart, and a shorter one would leave no time for a retry.
 */
export function leaseFor(renew: RenewInputs, expiresMs: number): number {
  if (!renew.enabled) return expiresMs
  if (expiresMs < 4_000) {
    throw new InputError(
      `input "expires": must be at least 4s while the lease is renewed (got "${core.getInput('expires')}"); ` +
        'use a longer expires, or renew: false'
    )
  }
  return Math.min(renew.leaseMs, expiresMs)
}

export function startRenewal(inputs: HeldLock['inputs'], acquisition: Acquisition): void {
  const statusFile = join(process.env.RUNNER_TEMP || tmpdir(), `s3-lock-${acquisition.owner}.json`)
  const common = { key: acquisition.key, token: acquisition.token }
  const intervalMs = Math.floor(
    acquisition.leaseMs /
      ((acquisition.record.holders ?? 1) > 1 ? PLACE_RENEWALS_PER_LEASE : RENEWALS_PER_LEASE)
  )
  writeStatus(statusFile, {
    ...common,
    state: 'held',
    etag: acquisition.etag,
    renewals: acquisition.record.renewals,
    leaseEndsAt: leaseSafeEnd(
      acquisition.leaseStartedAt,
      acquisition.leaseMs,
      acquisition.record.clockAllowanceMs ?? 0
    )
  })
  const control = newControlPath(statusFile)
  const pid = startRenewer({
    store: inputs,
    key: acquisition.key,
    claim: { ...acquisition.record, etag: acquisition.etag },
    leaseStartedAt: acquisition.leaseStartedAt,
    ...(acquisition.unconfirmedSince === undefined
      ? {}
      : { unconfirmedSince: acquisition.unconfirmedSince }),
    intervalMs,
    statusFile,
    control
  })
  core.saveState(STATE.renewerPid, String(pid))
  core.saveState(STATE.renewerControl, control)
  core.saveState(STATE.statusFile, statusFile)
  core.setOutput('status-file', statusFile)
  core.exportVariable('S3_LOCK_STATUS_FILE', statusFile)
  core.info(
    `Renewing the ${formatDuration(acquisition.leaseMs)} lease every ${formatDuration(intervalMs)} ` +
      `in the background (pid ${pid}) until the post step releases the lock`
  )
  const credentials = credentialLifetimeNotice(process.env, Date.now())
  if (credentials?.level === 'warning') core.warning(credentials.text)
  else if (credentials) core.info(credentials.text)
}
