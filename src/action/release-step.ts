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
  const result = await lock.release({ ...request.claim, owner: request.handle.owner })
  const where = store.where(request.handle.key)

  if (!request.confirmed) {
    if (result.kind === 'released') core.info(`Released ${where}, acquired as the step was stopped`)
    return
  }
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
