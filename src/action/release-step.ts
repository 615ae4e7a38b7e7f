import * as core from '@actions/core'
import { ConditionalLock, type ReleaseClaim } from '../lock/conditional-lock.js'
import { UserFacingError } from '../lock/errors.js'
import { S3LockStore } from '../lock/s3-store.js'
import { holderLabel } from './holder.js'
import { readStoreInputs, storeOptions } from './inputs.js'
import type { LockHandle } from './lock-handle.js'
import type { LockRecord } from '../lock/lock-record.js'
import { readStatus, stopRenewer, writeStatus } from './renewer-process.js'
import { summarizeRelease } from './summary.js'

/** The lock was taken from us before we released it: whatever it guarded ran unprotected. */
export class LostLockError extends UserFacingError {}

export interface ReleaseRequest {
  handle: LockHandle
  claim: Omit<ReleaseClaim, 'owner'>
  /** False when main never confirmed the acquisition: then only clean up a write we missed. */
  confirmed: boolean
  /** The root action's background renewer, stopped before anything else. */
  renewer?: { pid: number; statusFile: string }
  /** A lost lock fails the step unless the user asked for a warning. */
  onLost?: 'fail' | 'warn'
  /** This runner's clock when main started and when it acquired, for the job summary. */
  times?: { startedAt: number; acquiredAt: number }
}

/** The post step of the root action and the release sub-action. */
export async function releaseStep(signal: AbortSignal, request: ReleaseRequest): Promise<void> {
  const inputs = readStoreInputs()
  const store = new S3LockStore(storeOptions(inputs, signal))
  const lock = new ConditionalLock(store, request.handle.key)
  const where = store.where(request.handle.key)
  if (!request.confirmed) {
    await cleanUpUnconfirmed(lock, request.handle.owner, where)
    return
  }
  let renewals: { renewals?: number; failedRenewals?: number } = {}
  const summarize = (outcome: 'released' | 'lost' | 'gone') =>
    summarizeRelease({
      name: request.handle.key,
      where,
      token: request.claim.token,
      ...request.times,
      releasedAt: Date.now(),
      ...renewals,
      outcome
    })
  const loss = async (
    detail: string,
    current: LockRecord | undefined,
    advice: string
  ): Promise<void> => {
    await summarize('lost')
    const message = [
      `lost lock ${where} before release: ${detail}${describeCurrent(current)};`,
      'the work it guarded may have overlapped with another holder.',
      advice
    ]
      .filter(Boolean)
      .join(' ')
    if (request.onLost === 'warn') core.warning(message)
    else throw new LostLockError(message)
  }

  let etag = request.claim.etag
  if (request.renewer) {
    const wasRunning = await stopRenewer(request.renewer.pid)
    const status = readStatus(request.renewer.statusFile)
    if (status?.state === 'held') {
      renewals = { renewals: status.renewals, failedRenewals: status.failedRenewals }
    }
    if (!wasRunning && status?.state === 'held') {
      core.warning(
        `The lease renewer of ${where} was no longer running (it was killed or crashed); ` +
          'the lock may have gone unrenewed for a while'
      )
    }
    if (status?.state === 'lost') {
      // A lease that lapsed may still be ours if nobody took over: give it back, as ever
      // conditionally on our own ownership, then report the gap in protection.
      if (status.reason === 'lapsed') {
        await lock.release({ owner: request.handle.owner }).catch(() => undefined)
      }
      return loss(
        `at ${status.at} ${status.detail}`,
        status.current,
        'The renewer could not keep the lease: was the store unreachable or the runner paused?'
      )
    }
    if (status?.state === 'held') etag = status.etag
  }

  const result = await lock.release({ ...request.claim, etag, owner: request.handle.owner })
  switch (result.kind) {
    case 'released':
      core.info(`Released lock ${where}`)
      await summarize('released')
      break
    case 'gone':
      core.warning(`Lock ${where} was already removed by someone else; nothing to release`)
      await summarize('gone')
      break
    case 'moved-on':
      core.warning(
        `The release of ${where} got no answer, and the lock has since moved on (token ` +
          `${result.current.token}): it was most likely released, but the record cannot prove it`
      )
      await summarize('released')
      break
    case 'not-owner':
      await loss(
        'its lease ran out',
        result.current,
        request.renewer ? '' : 'Use a longer "expires", or the root action, which renews.'
      )
      break
  }
  if (request.renewer && result.kind === 'released') {
    const { key } = request.handle
    writeStatus(request.renewer.statusFile, {
      state: 'released',
      key,
      token: request.claim.token ?? 0
    })
  }
}

function describeCurrent(current: LockRecord | undefined): string {
  if (current === undefined) return ''
  return current.state === 'held'
    ? ` and it is now held by ${holderLabel(current.holder)} (token ${current.token})`
    : ` and it was since released by another holder (token ${current.token})`
}

/**
 * Main stopped after sending a write it never heard back about. If that write made us the
 * holder, release; if the store cannot be asked, the lease will free the lock, so a warning
 * is enough: main has already failed with the reason.
 */
async function cleanUpUnconfirmed(lock: ConditionalLock, owner: string, where: string) {
  try {
    const result = await lock.release({ owner })
    if (result.kind === 'released') core.info(`Released ${where}, acquired as main was stopped`)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    core.warning(`Could not check whether ${where} was left held by this job: ${reason}`)
  }
}

/**
 * Releases a listing-strategy lock by removing our own `name.created.uuid.expires` key. The
 * key is this acquisition's alone, so removing it can never release anyone else's lock.
 */
export async function releaseListingStep(signal: AbortSignal, key: string): Promise<void> {
  const store = new S3LockStore(storeOptions(readStoreInputs(), signal))
  await store.delete(key)
  core.info(`Released lock ${store.where(key)}`)
}
