import { UserFacingError } from './errors.js'
import { parseListingKey } from './listing-lock.js'
import { lockObjectKey } from './lock-key.js'
import type { S3LockStore } from './s3-store.js'

/**
 * The two strategies keep a lock in different keys (`<name>` and `<name>.<created>.<uuid>.
 * <expires>`) and neither can see the other's holder with the requests it makes to wait, so
 * they must never share a name. A name becomes a conditional lock with its first conditional
 * write, and that object stays forever (releases keep it): so a listing contender refuses any
 * name whose lock object exists, and a conditional acquirer, before it creates that object,
 * refuses a name whose listing keys are live. Both refusals are one line; the README's
 * migration says how to switch a name over.
 */
export class StrategyConflictError extends UserFacingError {}

/** Before a listing contender writes its key. */
export async function refuseIfConditionalLock(store: S3LockStore, name: string): Promise<void> {
  const key = lockObjectKey(name)
  const read = await store.read(key)
  if (read.kind !== 'present') return
  throw new StrategyConflictError(
    `lock "${name}" is a conditional-strategy lock (${store.where(key)} exists), and the listing ` +
      'strategy cannot exclude its holders: use strategy conditional (or auto) for this name, as ' +
      'every workflow that uses it must'
  )
}

/**
 * Before the first conditional write to a name (its object does not exist yet). Listing the
 * name's keys needs s3:ListBucket; without it the check is skipped (undefined is returned
 * with the reason, for the log).
 */
export async function refuseIfListingHeld(
  store: S3LockStore,
  name: string
): Promise<string | undefined> {
  let listing
  try {
    listing = await store.list(`${name}.`)
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error
    return `could not look for listing-strategy holders of this name (${error.message})`
  }
  const now = listing.serverNowMs ?? Date.now()
  const live = listing.keys
    .map((item) => parseListingKey(name, item.key))
    .find((key) => key !== undefined && key.expiresMs > now)
  if (live === undefined) return undefined
  throw new StrategyConflictError(
    `lock "${name}" is held with the listing strategy (${store.where(live.key)}), which the ` +
      'conditional strategy cannot exclude: every workflow that uses this name must switch ' +
      'strategy together (see the README), or use strategy listing until then'
  )
}
