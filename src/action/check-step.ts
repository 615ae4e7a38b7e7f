import * as core from '@actions/core'
import { monotonicNow } from '../lock/basics/backoff.js'
import { LOOK_MS, within } from '../lock/basics/deadlines.js'
import { ConditionalLock } from '../lock/single/conditional-lock.js'
import { formatDuration } from '../lock/basics/duration.js'
import { UserFacingError } from '../lock/basics/errors.js'
import { STORE_CLOCK_RESOLUTION_MS, storeAgeMs } from '../lock/lease/lease.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { HoldersMismatchError, SharedLock } from '../lock/pool/shared-lock.js'
import type { SharedRecord } from '../lock/pool/shared-record.js'
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
  let current
  try {
    current = await lock.look(within(LOOK_MS))
  } catch (error) {
    if (!(error instanceof HoldersMismatchError)) throw error
    // A lock with several holders: this acquisition is one place among them.
    return checkPlace(
      handle,
      await new SharedLock(store, handle.key, 1).lookShared(within(LOOK_MS)),
      where
    )
  }
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
  reportHeld(where, record.token, leftMs)
}

function reportHeld(where: string, token: number, leftMs: number): void {
  core.setOutput('token', String(token))
  core.setOutput('lease-left-ms', String(Math.floor(leftMs)))
  core.info(
    `Lock ${where} is held by this acquisition (token ${token}); its lease has ` +
      `${formatDuration(leftMs)} left`
  )
}

/**
 * The check of one place in a lock with several holders. The record's Last-Modified is the
 * last write of any holder, not of this place, so the store's clock cannot tell how much of
 * this place's lease is left: only this job's own count can (the renewer's status file).
 */
function checkPlace(handle: LockHandle, record: SharedRecord | undefined, where: string): void {
  const mine = record?.places.find((place) => place.owner === handle.owner)
  if (record === undefined || mine === undefined) {
    const how = record?.freed.find((place) => place.owner === handle.owner)?.how
    const why =
      how === 'released'
        ? 'its place was released'
        : how === 'expired'
          ? 'its lease ran out and another job took its place'
          : how === 'forced'
            ? 'its place was freed by s3-lock release --force'
            : record === undefined
              ? 'there is no lock object'
              : 'it has no place in the lock'
    throw new NotHeldError(`lock ${where} is no longer held by this acquisition: ${why}`)
  }
  const leftMs = ownLeaseLeft(handle, mine.token)
  if (leftMs === undefined) {
    throw new NotHeldError(
      `lock ${where} still has this acquisition's place (token ${mine.token}), but with several ` +
        'holders only the job whose renewer keeps the place can tell its lease: run check in ' +
        'the job that acquired the lock'
    )
  }
  if (leftMs <= 0) {
    throw new NotHeldError(
      `lock ${where} still has this acquisition's place (token ${mine.token}), but its lease ` +
        'has run out, so another job may take it at any moment'
    )
  }
  reportHeld(where, mine.token, leftMs)
}

/** This job's own count of the lease, when its renewer keeps this acquisition. */
function ownLeaseLeft(handle: LockHandle, token: number): number | undefined {
  const statusFile = process.env.S3_LOCK_STATUS_FILE
  const status = statusFile ? readStatus(statusFile) : undefined
  if (status === undefined || status.key !== handle.key || status.token !== token) return undefined
  return status.state === 'held' ? status.leaseEndsAt - monotonicNow() : 0
}

/** The lease left: this job's own count when its renewer keeps it, else the store's clock. */
function leaseLeft(
  handle: LockHandle,
  token: number,
  current: NonNullable<Awaited<ReturnType<ConditionalLock['look']>>>,
  record: { leaseMs: number; clockAllowanceMs?: number }
): number {
  const own = ownLeaseLeft(handle, token)
  if (own !== undefined) return own
  const age = storeAgeMs(current.object, current.serverNowMs)
  // Without the store's clock, nothing here can tell how much of the lease is left.
  if (age === undefined) return record.leaseMs
  return record.leaseMs - (record.clockAllowanceMs ?? 0) - STORE_CLOCK_RESOLUTION_MS - age
}
