import * as core from '@actions/core'
import { monotonicNow } from '../lock/backoff.js'
import { ConditionalLock } from '../lock/conditional-lock.js'
import { formatDuration } from '../lock/duration.js'
import { UserFacingError } from '../lock/errors.js'
import { STORE_CLOCK_RESOLUTION_MS, storeAgeMs } from '../lock/lease.js'
import { S3LockStore } from '../lock/s3-store.js'
import { holderLabel } from './holder.js'
import { InputError, readStoreInputs, storeOptions } from './inputs.js'
import { parseHandle, type LockHandle } from './lock-handle.js'
import { readStatus } from './renewer-process.js'

/** The acquisition named by `key` no longer holds the lock, or its lease is over. */
export class NotHeldError extends UserFacingError {}

/**
 * The check sub-action: before a step relies on a lock taken earlier (in this job by the root
 * action, or in another job by the acquire sub-action), make sure that acquisition still holds
 * it. Holding means two things: the lock object still names this acquisition, and its lease is
 * not over, by this job's own count when a renewer of this job keeps it (the status file), else
 * by the store's clock, less the allowance the holder granted it. A job re-run after its lock
 * was taken over fails here, in one line naming the current holder, before it does harm.
 */
export async function checkStep(signal: AbortSignal): Promise<void> {
  const text = core.getInput('key')
  if (text === '') {
    throw new InputError(
      'input "key" is required: the key output of the step that acquired the lock ' +
        '(${{ steps.<id>.outputs.key }} or ${{ needs.<job>.outputs.key }})'
    )
  }
  const handle = parseHandle(text, 'key')
  const store = new S3LockStore(storeOptions(readStoreInputs(), signal))
  const lock = new ConditionalLock(store, handle.key)
  const where = store.where(handle.key)
  const current = await lock.look()
  const record = current?.record
  if (current === undefined || record === undefined) {
    throw new NotHeldError(`lock ${where} is not held by this acquisition: there is no lock object`)
  }
  if (record.state !== 'held' || record.owner !== handle.owner) {
    const how =
      record.state === 'held' && record.after === 'holder-gone'
        ? ", which took it over once GitHub said the previous holder's workflow run had completed"
        : record.state === 'held' && record.after === 'expired'
          ? ', which took it over after the previous lease ran out'
          : ''
    const now =
      record.state === 'held'
        ? `it is now held by ${holderLabel(record.holder)} (token ${record.token})${how}`
        : `it was released (token ${record.token}${record.forcedBy ? `, forced by ${record.forcedBy}` : ''})`
    throw new NotHeldError(`lock ${where} is no longer held by this acquisition: ${now}`)
  }
  const leftMs = leaseLeft(handle, record.token, current, record)
  if (leftMs <= 0) {
    throw new NotHeldError(
      `lock ${where} is still recorded for this acquisition (token ${record.token}), but its ` +
        'lease has run out, so another job may take it over at any moment'
    )
  }
  core.setOutput('token', String(record.token))
  core.setOutput('lease-left-ms', String(Math.floor(leftMs)))
  core.info(
    `Lock ${where} is held by this acquisition (token ${record.token}); its lease has ` +
      `${formatDuration(leftMs)} left`
  )
}

/** The lease left: this job's own count when its renewer keeps it, else the store's clock. */
function leaseLeft(
  handle: LockHandle,
  token: number,
  current: NonNullable<Awaited<ReturnType<ConditionalLock['look']>>>,
  record: { leaseMs: number; clockAllowanceMs?: number }
): number {
  const statusFile = process.env.S3_LOCK_STATUS_FILE
  const status = statusFile ? readStatus(statusFile) : undefined
  if (status !== undefined && status.key === handle.key && status.token === token) {
    if (status.state !== 'held') return 0
    return status.leaseEndsAt - monotonicNow()
  }
  const age = storeAgeMs(
    {
      leaseMs: record.leaseMs,
      clockAllowanceMs: 0,
      lastModifiedMs: current.object.lastModifiedMs,
      firstSeenAt: 0
    },
    current.serverNowMs
  )
  // Without the store's clock, nothing here can tell how much of the lease is left.
  if (age === undefined) return record.leaseMs
  return record.leaseMs - (record.clockAllowanceMs ?? 0) - STORE_CLOCK_RESOLUTION_MS - age
}
