import { LOOK_MS, within } from '../lock/basics/deadlines.js'
import { StoreConfigError } from '../lock/basics/errors.js'
import { pauseMarkOf } from '../lock/hold/pause-mark.js'
import { looksLikeListingKey } from '../lock/listing/listing-lock.js'
import { MalformedRecordError, type Holder } from '../lock/single/lock-record.js'
import type { S3LockStore } from '../lock/store/s3-store.js'
import { viewOf } from './lock-view.js'

/**
 * Who holds the locks a hold covers, read after the hold was written (docs/holds.md, rule 2):
 * the jobs that may still be running. A holder that marked itself paused by a hold does not
 * run; a single holder whose lease has run out by the store's clock is gone.
 */
export interface HolderSeen {
  name: string
  token: number
  holder: Holder
  paused: boolean
}

export async function findHolders(store: S3LockStore, target: string): Promise<HolderSeen[]> {
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
    } else if (view.record.state === 'held' && !view.expired) {
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
async function lockNamesUnder(store: S3LockStore, prefix: string): Promise<string[]> {
  const { keys } = await store.list(prefix, within(LOOK_MS))
  return keys
    .map(({ key }) => key)
    .filter(
      (key) =>
        !key.startsWith('.s3-lock/') && !key.includes('/.s3-lock/') && !looksLikeListingKey(key)
    )
}
