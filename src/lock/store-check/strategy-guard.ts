import { clock } from '../basics/clock.js'
import { monotonicNow, sleep } from '../basics/backoff.js'
import { UserFacingError } from '../basics/errors.js'
import { parseListingKey } from '../listing/listing-lock.js'
import { lockObjectKey } from '../basics/lock-key.js'
import { isPending, parseRecord } from '../single/lock-record.js'
import type { Deadline, Store } from '../store/store.js'

/**
 * The two strategies keep a lock in different keys (`<name>` and `<name>.<created>.<uuid>.
 * <expires>`) and neither can see the other's holder with the requests it makes to wait, so
 * they must never share a name. A name becomes a conditional lock with its first conditional
 * write (a pending record, lock-record.ts), and that object stays forever (releases keep it).
 * Each side writes its own claim first and then looks for the other's, so that of two jobs
 * that start together at least one sees the other (docs/protocol.md, "Two strategies on one
 * name"): a listing contender whose key sorts first refuses if the lock object exists, and a
 * conditional acquirer about to take a pending record refuses if listing keys are live. Both
 * refusals are one line; the README's migration says how to switch a name over.
 */
export class StrategyConflictError extends UserFacingError {}

/**
 * After a listing contender's key is in the bucket (and, to save a write, before it writes one).
 */
export async function refuseIfConditionalLock(
  store: Store,
  name: string,
  bound: Deadline
): Promise<void> {
  const key = lockObjectKey(name)
  const read = await store.read(key, undefined, bound)
  if (read.kind !== 'present') return
  const exists = neverHeld(read.object.body)
    ? `${store.where(key)} exists, written by a conditional-strategy job that has not held it yet`
    : `${store.where(key)} exists`
  throw new StrategyConflictError(
    `lock "${name}" is a conditional-strategy lock (${exists}), and the listing ` +
      'strategy cannot exclude its holders: use strategy conditional (or auto) for this name, as ' +
      'every workflow that uses it must'
  )
}

/**
 * How long a conditional acquirer lets live listing keys stand before it refuses. A listing
 * contender that finds our pending record withdraws its key within a few requests; a listing
 * holder keeps its key. Without this pause two jobs that start together could both refuse.
 */
export const LISTING_SETTLE_MS = 3_000
const RELIST_MS = 500

/**
 * Before the first conditional holder takes a name's pending record, which exists already: a
 * listing key that is live here was written before it (its contender may hold), or after it (its
 * contender will see the record and withdraw the key). So live keys are listed again until they
 * are gone, and only ones still live after LISTING_SETTLE_MS refuse. Listing the name's keys
 * needs s3:ListBucket; without it the check is skipped (undefined is returned with the reason,
 * for the log).
 */
export async function refuseIfListingHeld(
  store: Store,
  name: string,
  signal: AbortSignal | undefined,
  bound: Deadline
): Promise<string | undefined> {
  const startedAt = monotonicNow()
  for (;;) {
    let listing
    try {
      listing = await store.list(`${name}.`, bound)
    } catch (error) {
      if (!(error instanceof UserFacingError)) throw error
      return `could not look for listing-strategy holders of this name (${error.message})`
    }
    const now = listing.serverNowMs ?? clock().wallNow()
    const live = listing.keys
      .map((item) => parseListingKey(name, item.key))
      .find((key) => key !== undefined && key.expiresMs > now)
    if (live === undefined) return undefined
    if (monotonicNow() - startedAt >= LISTING_SETTLE_MS) {
      throw new StrategyConflictError(
        `lock "${name}" is held with the listing strategy (${store.where(live.key)}), which the ` +
          'conditional strategy cannot exclude: every workflow that uses this name must switch ' +
          'strategy together (see the README, "Migrating"), or use strategy listing until then'
      )
    }
    await sleep(RELIST_MS, signal)
  }
}

function neverHeld(body: string): boolean {
  try {
    return isPending(parseRecord(body))
  } catch {
    return false
  }
}
