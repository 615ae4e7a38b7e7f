import * as core from '@actions/core'
import { UnsafeStoreError, UserFacingError } from '../lock/basics/errors.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { storeOptions, type StoreInputs, type Strategy } from './inputs.js'

/** With strategy auto, the store turned out not to enforce conditional writes. */
export class UseListingInstead extends UserFacingError {}

/**
 * Before the first conditional write to a lock name that has no object yet: does the store
 * enforce conditional writes? Decided once per store (src/lock/store-check/store-verdict.ts): AWS S3 is
 * known to, other stores are checked by one job and the verdict kept in the bucket. Once a
 * lock object exists, it lives on a store that was found to, so later acquisitions of the name
 * skip this altogether.
 */
export async function checkStore(
  inputs: StoreInputs,
  name: string,
  strategy: Strategy,
  signal: AbortSignal,
  /** The lock's own store: where its requests went, and where the check's are counted. */
  lockStore: S3LockStore,
  /** Acquire's deadline (its timeout and grace): the check ends by it, with no verdict. */
  bound: AbortSignal
): Promise<string> {
  const endpoint = lockStore.endpoint
  if (endpoint === undefined) {
    throw new Error('the store check needs a request sent to the store first')
  }
  // Loaded only here: most acquisitions never need it.
  const { describeVerdict, recheckHint, storeVerdict } =
    await import('../lock/store-check/store-verdict.js')
  // Its own store, not bound to the cancel signal: see probeStore.
  const store = new S3LockStore(storeOptions(inputs))
  let verdict
  try {
    verdict = await storeVerdict({
      store,
      name,
      endpoint,
      signal,
      bound,
      onWait: (line) => core.info(`Store check: ${line}`)
    })
  } finally {
    for (const [kind, count] of Object.entries(store.requests)) {
      lockStore.requests[kind as keyof typeof store.requests] += count
    }
  }
  const report = describeVerdict(verdict, store)
  core.info(report.line)
  if (report.warning) core.warning(report.warning)
  if (verdict.enforced) return report.summary
  if (strategy === 'auto') {
    throw new UseListingInstead(
      `the store does not enforce conditional writes (${verdict.found})${recheckHint(verdict, store)}`
    )
  }
  throw new UnsafeStoreError(
    `strategy "conditional" is unsafe on this store: ${verdict.found}. Two jobs could hold the lock at ` +
      'once. Use strategy "listing" (weaker guarantees, see docs/guarantees.md) or a store that enforces conditional writes' +
      recheckHint(verdict, store)
  )
}
