import * as core from '@actions/core'
import { UnsafeStoreError, UserFacingError } from '../lock/errors.js'
import { S3LockStore } from '../lock/s3-store.js'
import { checkStoreForLock } from '../lock/store-probe.js'
import { storeOptions, type StoreInputs, type Strategy } from './inputs.js'

/** With strategy auto, the store turned out not to enforce conditional writes. */
export class UseListingInstead extends UserFacingError {}

/**
 * Runs the capability probe, before the first conditional write to a lock name that has no
 * object yet. Once a lock object exists, a run of this action has already checked the store
 * it lives on, so later acquisitions skip the probe and stay at two requests.
 */
export async function checkStore(
  inputs: StoreInputs,
  name: string,
  strategy: Strategy,
  signal: AbortSignal
): Promise<string> {
  // Its own store, not bound to the cancel signal: see probeStore.
  const store = new S3LockStore(storeOptions(inputs))
  const log = { info: core.info, warn: core.warning }
  const { found, enforced } = await checkStoreForLock(store, name, log, signal)
  if (enforced) return found
  if (strategy === 'auto') {
    throw new UseListingInstead(`the store does not enforce conditional writes (${found})`)
  }
  throw new UnsafeStoreError(
    `strategy "conditional" is unsafe on this store: ${found}. Two jobs could hold the lock at ` +
      'once. Use strategy "listing" (weaker guarantees, see the README) or a store that enforces conditional writes'
  )
}
