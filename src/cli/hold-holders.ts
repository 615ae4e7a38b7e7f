import { monotonicNow } from '../lock/basics/backoff.js'
import { LOOK_MS, within } from '../lock/basics/deadlines.js'
import { StoreConfigError } from '../lock/basics/errors.js'
import { pauseMarkOf } from '../lock/hold/pause-mark.js'
import { leaseRemainingMs } from '../lock/lease/lease.js'
import { looksLikeListingKey } from '../lock/listing/listing-lock.js'
import { MalformedRecordError, type Holder } from '../lock/single/lock-record.js'
import type { Store } from '../lock/store/store.js'
import { viewOf } from './lock-view.js'

/**
 * Who holds the locks a hold covers, read after the hold was written (docs/holds.md, rule 2):
 * the jobs that may still be running. A holder that marked itself paused by a hold does not
 * run; a single holder is gone once `watch` has seen its record unchanged for a whole lease.
 */
export interface HolderSeen {
  name: string
  token: number
  holder: Holder
  paused: boolean
}

/**
 * What `hold --wait` has seen of each lock, across its looks: the version of its record and
 * when we first saw it. The store's clock alone never ends a holder: a Date that runs ahead
 * would let `--wait` return while the holder still renews. Our own count does, as a waiter's
 * (lease.ts): the holder counted its lease from before its write, we from after we saw it,
 * so once we have seen one version for a whole lease, its holder has stopped.
 */
export class HolderWatch {
  private readonly seen = new Map<string, { etag: string; at: number }>()

  mayRun(name: string, etag: string, leaseMs: number): boolean {
    const now = monotonicNow()
    let first = this.seen.get(name)
    if (first?.etag !== etag) this.seen.set(name, (first = { etag, at: now }))
    const version = { leaseMs, clockAllowanceMs: 0, lastModifiedMs: 0, firstSeenAt: first.at }
    return leaseRemainingMs(version, undefined, now) > 0
  }
}

export async function findHolders(
  store: Store,
  target: string,
  watch = new HolderWatch()
): Promise<HolderSeen[]> {
  const names = target.endsWith('/')
    ? await lockNamesUnder(store, target === '/' ? '' : target)
    : [target]
  const seen: HolderSeen[] = []
  for (const name of names) {
    const read = await store.read(name, undefined, within(LOOK_MS))
    if (read.kind === 'forbidden') throw new StoreConfigError(read.explanation)
    if (read.kind !== 'present') continue
    let view
    try {
      view = viewOf(name, store.where(name), read.object, read.serverNowMs)
    } catch (error) {
      if (error instanceof MalformedRecordError) continue
      throw error
    }
    if (view.shared) {
      for (const place of view.shared.places) {
        seen.push({
          name,
          token: place.token,
          holder: place.holder,
          paused: isPaused(place.holder)
        })
      }
    } else if (view.record.state === 'held' && watch.mayRun(name, view.etag, view.record.leaseMs)) {
      const holder = view.record.holder
      seen.push({ name, token: view.record.token, holder, paused: isPaused(holder) })
    }
  }
  return seen
}

function isPaused(holder: Holder): boolean {
  return pauseMarkOf(holder) !== undefined
}

/** The lock objects under a prefix: not the protocol's own keys, nor listing-strategy keys. */
async function lockNamesUnder(store: Store, prefix: string): Promise<string[]> {
  const { keys } = await store.list(prefix, within(LOOK_MS))
  return keys
    .map(({ key }) => key)
    .filter(
      (key) =>
        !key.startsWith('.s3-lock/') && !key.includes('/.s3-lock/') && !looksLikeListingKey(key)
    )
}
