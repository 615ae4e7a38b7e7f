import { randomUUID } from 'node:crypto'
import { backoffDelay, monotonicNow, sleep } from './backoff.js'
import { formatDuration } from './duration.js'
import { LockTimeoutError } from './errors.js'
import type { Holder } from './lock-record.js'
import type { S3LockStore } from './s3-store.js'

/**
 * The listing scheme of aws-s3-lock-action, for stores that do not enforce conditional
 * writes (docs/protocol.md, "The listing strategy"). Each contender writes its own key
 * `<name>.<createdMs>.<uuid>.<expiresMs>`; among the keys that have not expired, the one that
 * sorts first holds the lock. Keys sort as strings, created time first, as that action sorts
 * them, so a lock held by either action blocks the other.
 *
 * It cannot be atomic: a contender whose upload is slow can list before a rival's key is
 * visible, and expiry compares the writer's stamp with the reader's clock. What this keeps
 * better than the original: waiting only sends HEAD requests, both stamps and expiry use the
 * store's clock (so skew between runners of this action does not matter), and a winner lists
 * once more after a settling pause to catch a rival whose upload was still in flight.
 */

export interface ListingKey {
  key: string
  createdMs: number
  uuid: string
  expiresMs: number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const STAMP_MARGIN_MS = 1000

/** The metadata header that carries our holder details; the body stays the context text. */
export const HOLDER_METADATA = 's3-lock-holder'

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

export interface ListingWaitView {
  holderKey: ListingKey
  holder?: Holder
  holderChanged: boolean
  expiresInMs: number
  waitedMs: number
}

export interface ListingAcquireOptions {
  leaseMs: number
  timeoutMs: number
  pollMs: number
  /** The object's body: aws-s3-lock-action shows it to its waiters as the context. */
  context: string
  holder: Holder
  signal?: AbortSignal
  onWait?: (view: ListingWaitView) => void
}

export interface ListingAcquisition {
  key: string
  waitedMs: number
}

export class ListingLock {
  /** Store clock minus this runner's clock, learned from every answer's Date header. */
  private clockOffsetMs = 0
  /** Our key while it is in the bucket but not yet known to win: to withdraw on cancel. */
  pendingKey: string | undefined

  constructor(
    private readonly store: S3LockStore,
    readonly name: string
  ) {}

  async acquire(options: ListingAcquireOptions): Promise<ListingAcquisition> {
    const startedAt = monotonicNow()
    const deadline = startedAt + options.timeoutMs
    let lastHolder: string | undefined
    for (let round = 0; ; round++) {
      const holder = await this.currentHolder()
      if (holder === undefined) {
        const mine = await this.contend(options)
        if (mine) return { key: mine, waitedMs: monotonicNow() - startedAt }
        // Lost to a rival that is not listed yet, or our own key was not live: pause, and
        // never past the timeout.
        this.checkTimeout(deadline, startedAt, `${this.name}.*`)
        await sleep(backoffDelay(round, 50, options.pollMs), options.signal)
        continue
      }
      // Someone holds it: watch their key with cheap HEADs until it goes or expires.
      for (;;) {
        const head = await this.store.head(holder.key)
        this.learnClock(head.serverNowMs)
        const now = monotonicNow()
        const expiresInMs = holder.expiresMs - this.storeNow()
        if (!head.exists || expiresInMs <= 0) break
        options.onWait?.({
          holderKey: holder,
          holder: decodeHolder(head.metadata[HOLDER_METADATA]),
          holderChanged: holder.key !== lastHolder,
          expiresInMs,
          waitedMs: now - startedAt
        })
        lastHolder = holder.key
        this.checkTimeout(deadline, startedAt, holder.key)
        await sleep(Math.min(options.pollMs, deadline - now, expiresInMs + 50), options.signal)
      }
    }
  }

  private checkTimeout(deadline: number, startedAt: number, key: string): void {
    const now = monotonicNow()
    if (now < deadline) return
    throw new LockTimeoutError(
      `timed out after ${formatDuration(now - startedAt)} waiting for ${this.store.where(key)}`
    )
  }

  /** Removes our key. It is ours alone, so no condition is needed to keep others safe. */
  async release(key: string): Promise<void> {
    await this.store.delete(key)
  }

  /** Writes our key and sees whether it sorts first, twice; withdraws it if not. */
  private async contend(options: ListingAcquireOptions): Promise<string | undefined> {
    // Stamped with the store's clock, so this runner's own clock (minutes off, perhaps) plays
    // no part. Oldest wins, so a holder's stamp must not sort after a newcomer's: a second is
    // taken off for the clocks we cannot see (an aws-s3-lock-action runner stamps with its
    // own). Expiry moves up by as much: a shorter lease is the safe direction.
    const created = Math.floor(this.storeNow()) - STAMP_MARGIN_MS
    const key = listingKey(this.name, created, randomUUID(), created + options.leaseMs)
    const metadata = { [HOLDER_METADATA]: encodeURIComponent(JSON.stringify(options.holder)) }
    const sentAt = monotonicNow()
    this.pendingKey = key
    await this.store.putOwnKey(key, options.context, metadata)
    const uploadMs = monotonicNow() - sentAt
    if ((await this.currentHolder())?.key === key) {
      // A rival that stamped an earlier time may still be uploading: give it time to land.
      await sleep(Math.max(250, uploadMs * 4), options.signal)
      if ((await this.currentHolder())?.key === key) {
        this.pendingKey = undefined
        return key
      }
    }
    await this.store.delete(key)
    this.pendingKey = undefined
    return undefined
  }

  private async currentHolder(): Promise<ListingKey | undefined> {
    const listing = await this.store.list(`${this.name}.`)
    this.learnClock(listing.serverNowMs)
    const now = this.storeNow()
    return listing.keys
      .map((item) => parseListingKey(this.name, item.key))
      .filter((item): item is ListingKey => item !== undefined && item.expiresMs > now)
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))[0]
  }

  private learnClock(serverNowMs: number | undefined): void {
    // The Date header is truncated to the second and was stamped before it reached us, so this
    // estimate runs a little behind the store: keys look live a little longer (the safe side).
    if (serverNowMs !== undefined) this.clockOffsetMs = serverNowMs - Date.now()
  }

  private storeNow(): number {
    return Date.now() + this.clockOffsetMs
  }
}

function decodeHolder(text: string | undefined): Holder | undefined {
  if (!text) return undefined
  try {
    return JSON.parse(decodeURIComponent(text)) as Holder
  } catch {
    return undefined
  }
}
