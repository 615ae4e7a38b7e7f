import { UnsafeStoreError } from '../lock/errors.js'
import { reservedKey } from '../lock/lock-key.js'
import type { S3LockStore } from '../lock/s3-store.js'
import { describeCapabilities, enforcesConditionalWrites, probeStore } from '../lock/store-probe.js'

/**
 * The store check before the first conditional write to a lock name that has no object yet,
 * as the action runs it (src/action/store-check.ts, which logs through @actions/core): the
 * probe runs on `<name>/.s3-lock/probe-*`, never on the lock key. `run` holds locks only with
 * conditional writes (the listing strategy has no renewal), so a store that ignores them is
 * refused.
 */
export async function checkStore(
  store: S3LockStore,
  name: string,
  log: { info: (line: string) => void; warn: (line: string) => void }
): Promise<void> {
  const caps = await probeStore(store, reservedKey(name, ''))
  const found = describeCapabilities(caps)
  log.info(`store check at ${store.where(reservedKey(name, 'probe-*'))}: ${found}`)
  if (!caps.cleanedUp) {
    log.warn(
      `could not remove the store check's probe object under ${store.where(reservedKey(name, ''))}: ` +
        'grant s3:DeleteObject on that prefix, or remove it by hand'
    )
  }
  if (enforcesConditionalWrites(caps)) return
  throw new UnsafeStoreError(
    `the store does not enforce conditional writes (${found}), so two holders could hold the ` +
      'lock at once; s3-lock run needs a store that does, as AWS S3 and Ceph RGW do'
  )
}
