import * as core from '@actions/core'
import { ConditionalLock, type ReleaseClaim } from '../lock/conditional-lock.js'
import { UserFacingError } from '../lock/errors.js'
import { S3LockStore } from '../lock/s3-store.js'
import { holderLabel } from './holder.js'
import { readStoreInputs, storeOptions } from './inputs.js'
import type { LockHandle } from './lock-handle.js'

/** The lock was taken from us before we released it: whatever it guarded ran unprotected. */
export class LostLockError extends UserFacingError {}

export interface ReleaseRequest {
  handle: LockHandle
  claim: Omit<ReleaseClaim, 'owner'>
  /** False when main never confirmed the acquisition: then only clean up a write we missed. */
  confirmed: boolean
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
  const result = await lock.release({ ...request.claim, owner: request.handle.owner })
  switch (result.kind) {
    case 'released':
      core.info(`Released lock ${where}`)
      return
    case 'gone':
      core.warning(`Lock ${where} was already removed by someone else; nothing to release`)
      return
    case 'not-owner': {
      const now =
        result.current.state === 'held'
          ? `is now held by ${holderLabel(result.current.holder)} (token ${result.current.token})`
          : `was released by another holder (token ${result.current.token})`
      throw new LostLockError(
        `lost lock ${where} before release: its lease ran out and it ${now}; ` +
          'the work it guarded may have overlapped with another holder. Use a longer "expires".'
      )
    }
  }
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
