import { ConditionalLock } from '../lock/single/conditional-lock.js'
import { RELEASE_MS, within } from '../lock/basics/deadlines.js'
import { errorText } from '../lock/basics/errors.js'
import { keepLease, releaseRenewed, type LeaseStatus } from '../lock/lease/lease-keeper.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { storeOptions } from './inputs.js'
import type { RenewerConfig, RenewerRelease } from './renewer-process.js'

/**
 * The renewer's work, loaded by src/renewer.ts once it has set up its signals: renew until
 * stopped, then release when asked to. Everything here needs the S3 client.
 */
export async function renewThenRelease(
  config: RenewerConfig,
  signal: AbortSignal,
  releaseRequested: () => boolean,
  onStatus: (status: LeaseStatus) => void
): Promise<{ final: LeaseStatus; release?: RenewerRelease }> {
  const store = new S3LockStore(storeOptions(config.store))
  const lock = new ConditionalLock(store, config.key)
  const final = await keepLease({
    lock,
    claim: config.claim,
    leaseStartedAt: config.leaseStartedAt,
    unconfirmedSince: config.unconfirmedSince,
    intervalMs: config.intervalMs,
    signal,
    onStatus
  })
  if (!releaseRequested()) return { final }
  // Releases as the post step would, conditionally on the ETag of our latest renewal.
  const where = store.where(config.key)
  const { owner, token, holder, ticket, holds, holders } = config.claim
  // The renewer runs on the machine of main, whose monotonic clock started the lease.
  const claim = { owner, token, holder, ticket, holds, holders, heldSince: config.leaseStartedAt }
  try {
    return {
      final,
      release: { where, result: await releaseRenewed(lock, claim, final, within(RELEASE_MS)) }
    }
  } catch (error) {
    return { final, release: { where, error: errorText(error) } }
  }
}
