/**
 * The names of the listing scheme's keys, `<name>.<createdMs>.<uuid>.<expiresMs>`, and their
 * order: which keys are live, which are stale, where a place is. Pure functions; ListingLock
 * (listing-lock.ts) does the requests.
 */

export interface ListingKey {
  key: string
  createdMs: number
  uuid: string
  expiresMs: number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const STAMP_MARGIN_MS = 1000

export function parseListingKey(name: string, key: string): ListingKey | undefined {
  if (!key.startsWith(`${name}.`)) return undefined
  const parts = key.slice(name.length + 1).split('.')
  if (parts.length !== 3) return undefined
  const [created, uuid, expires] = parts
  if (!/^\d+$/.test(created) || !/^\d+$/.test(expires) || !UUID.test(uuid)) return undefined
  return { key, createdMs: Number(created), uuid, expiresMs: Number(expires) }
}

/** A key of this scheme (or aws-s3-lock-action's), whatever the lock name. */
export function looksLikeListingKey(key: string): boolean {
  return parseAnyListingKey(key) !== undefined
}

/** A key of this scheme, whatever the lock name; undefined when it is not one. */
export function parseAnyListingKey(key: string): ListingKey | undefined {
  const at = key.search(/\.\d+\.[^.]+\.\d+$/)
  return at > 0 ? parseListingKey(key.slice(0, at), key) : undefined
}

export function listingKey(name: string, createdMs: number, uuid: string, expiresMs: number) {
  return `${name}.${createdMs}.${uuid}.${expiresMs}`
}

/**
 * The stamp a newcomer writes: the store's clock less the margin, and past every live key it
 * listed. So a job that joins after another's key is visible sorts after it, whatever the
 * clocks of either: the line keeps the order in which jobs joined, and only jobs that join
 * within one listing of each other are ordered by their clocks (then by uuid).
 */
export function nextStamp(live: readonly ListingKey[], storeNowMs: number): number {
  const latest = live.reduce((max, key) => Math.max(max, key.createdMs), -Infinity)
  return Math.max(Math.floor(storeNowMs) - STAMP_MARGIN_MS, latest + 1)
}

/**
 * A key expired this long ago by the store's clock is deleted by the next contender that lists
 * (ListingLock.tidy). Its own job never writes at its place again (PLACE_GUARD_MS) and every
 * reader already passes it; the minute is for readers of aws-s3-lock-action, which judge expiry
 * by their runner's clock: one behind the store by less than that still sees the key as it was.
 */
export const STALE_AFTER_MS = 60_000

/** Keys of the name that expired more than STALE_AFTER_MS before `nowMs`. */
export function staleKeys(name: string, keys: readonly string[], nowMs: number): string[] {
  return keys.filter((key) => {
    const parsed = parseListingKey(name, key)
    return parsed !== undefined && parsed.expiresMs + STALE_AFTER_MS < nowMs
  })
}

/** Keys that have not expired by `nowMs`, in the order that decides who holds the lock. */
export function liveInOrder(name: string, keys: readonly string[], nowMs: number): ListingKey[] {
  return keys
    .map((key) => parseListingKey(name, key))
    .filter((item): item is ListingKey => item !== undefined && item.expiresMs > nowMs)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

/** A place in the order: keys with one stamp and uuid sort side by side, whatever the expiry. */
export interface Place {
  createdMs: number
  uuid: string
}

export function samePlace(a: Place, b: Place): boolean {
  return a.createdMs === b.createdMs && a.uuid === b.uuid
}

/** Where our place is among the live keys: -1 when none of ours is live. */
export function indexOfPlace(live: readonly ListingKey[], place: Place): number {
  return live.findIndex((key) => samePlace(key, place))
}
