import { UnsafeStoreError } from '../lock/errors.js'
import type { S3LockStore } from '../lock/s3-store.js'
import { checkStoreForLock } from '../lock/store-probe.js'

/**
 * `run` holds locks only with conditional writes (the listing strategy has no renewal), so a
 * store that ignores them is refused rather than used another way.
 */
export async function checkStore(
  store: S3LockStore,
  name: string,
  log: { info: (line: string) => void; warn: (line: string) => void }
): Promise<void> {
  const { found, enforced } = await checkStoreForLock(store, name, log)
  if (enforced) return
  throw new UnsafeStoreError(
    `the store does not enforce conditional writes (${found}), so two holders could hold the ` +
      'lock at once; s3-lock run needs a store that does, as AWS S3 and Ceph RGW do'
  )
}
