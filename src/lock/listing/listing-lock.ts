import { clock, random } from '../basics/clock.js'
import { backoffDelay, monotonicNow, sleep } from '../basics/backoff.js'
import { formatDuration } from '../basics/duration.js'
import { LockTimeoutError } from '../basics/errors.js'
import type { Holder } from '../single/lock-record.js'
import { CLEANUP_MS, REQUEST_GRACE_MS, within } from '../basics/deadlines.js'
import { lateLandingWaitMs, type Deadline, type Store } from '../store/store.js'
import {
  indexOfPlace,
  liveInOrder,
  listingKey,
  nextStamp,
  STAMP_MARGIN_MS,
  samePlace,
  staleKeys,
  type ListingKey,
  type Place
} from './listing-key.js'

export * from './listing-key.js'

/**
 * The listing scheme of aws-s3-lock-action, for stores that do not enforce conditional
 * writes (docs/protocol.md, "The listing strategy"). Each contender writes its own key
 * `<name>.<createdMs>.<uuid>.<expiresMs>`; among the keys that have not expired, the one that
 * sorts first holds the lock. Keys sort as strings, created time first, as that action sorts
 * them, so a lock held by either action blocks the other.
 *
 * It cannot be atomic: a contender whose upload is slow can list before a rival's key is
 * visible, and expiry compares the writer's stamp with the reader's clock. What this keeps
 * better than the original: a waiter keeps a key of its own, so the line is the order of the
 * keys and a waiter never loses its place; waiting sends HEAD requests on the key just ahead;
 * stamps and expiry use the store's clock, and a newcomer stamps past every live key it
 * listed; and a winner lists once more after a settling pause to catch a rival whose upload
 * was still in flight.
 *
 * A waiting key has a short expiry (waitingLeaseFor), so a dead waiter stops blocking the line
 * soon; it is extended by a key with the same stamp and uuid, which sorts in the same place.
 * Such a key, and the holding key a waiter writes at its turn, is only ever written while an
 * older key of ours at that place is still live (PLACE_GUARD_MS): otherwise a job could have
 * passed us, and a key at our old place would sort ahead of it.
 */

/** The metadata header that carries our holder details; the body stays the context text. */
export const HOLDER_METADATA = 's3-lock-holder'
export interface ListingWaitView {
  holderKey: ListingKey
  holder?: Holder
  holderChanged: boolean
  expiresInMs: number
  waitedMs: number
  /** Live keys that sort before ours, the holder's among them. */
  ahead: number
}

export interface ListingAcquireOptions {
  leaseMs: number
  timeoutMs: number
  pollMs: number
  /** How long a waiting key lives unless extended; waitingLeaseFor(pollMs) when not given. */
  waitLeaseMs?: number
  /** The object's body: aws-s3-lock-action shows it to its waiters as the context. */
  context: string
  holder: Holder
  signal?: AbortSignal
  /**
   * Called once our key sorts first, before the lock counts as ours: our key is in the bucket,
   * so this is the moment to look for a holder of the other strategy (strategy-guard.ts). A
   * throw fails the acquisition with our keys still pending, for the caller to withdraw.
   * `bound` is acquire's own: these requests end by its timeout too (I9).
   */
  beforeHolding?: (bound: Deadline) => Promise<void>
  onWait?: (view: ListingWaitView) => void
  /** Our waiting key is in the bucket; `waitersAhead` leaves out the holder. */
  onJoined?: (joined: { key: string; waitersAhead: number; rejoined: boolean }) => void
}

export interface ListingAcquisition {
  key: string
  waitedMs: number
  /** Waiters (not counting the holder) ahead of us when we joined; 0 if we never waited. */
  waitersAheadAtJoining: number
  /**
   * Set when a PUT of the holding key went unanswered and was sent again: until then (this
   * runner's wall clock) that first attempt may still land, after a release too, so a release
   * before then deletes the key once more at that time (docs/protocol.md).
   */
  inFlightUntil?: number
  /**
   * When our holding key runs out by our own count (monotonic): the hand-out gate's last look
   * (I8) at the step's end.
   */
  leaseEndsAt: number
}

/**
 * A waiting key lives ten polls, and at least 10 s. It is extended once less than half is left,
 * so between two extensions the waiter looks at its own key five times or more; a slow or
 * retried PUT then still lands seconds before the old key runs out (PLACE_GUARD_MS). A waiter
 * that dies (SIGKILL, a lost runner) stops blocking the line when its key runs out: a lease
 * after its last extension at most. 10 s is well above the store clock's 1 s resolution and
 * the guard, and a dead waiter costs the line no more than a few seconds more than the
 * conditional strategy's pass step.
 */
export function waitingLeaseFor(pollMs: number): number {
  return Math.max(10_000, 10 * pollMs)
}

/**
 * A key is written under an existing stamp (extended, or rewritten as the holding key) only if
 * the store's Date on the write's answer is this far before the old key's expiry: one second
 * for the Date header's resolution, and one for a reader's time between its listing and its
 * judgement. Then the old key was still live for every reader when the new one landed, so our
 * place in the order never lapses; a write that comes later gives the place up instead.
 */
export const PLACE_GUARD_MS = 2000

/** Deletes per listing at most: DELETEs are free on AWS S3, but each is a round trip. */
const MAX_TIDIED = 20
/** A release of our key, outside acquire, ends within this whatever the store does. */
export const LISTING_RELEASE_MS = 30_000
/** Our waiting key: the one key of ours in the bucket while we wait. */
interface WaitingKey extends Place {
  key: string
  expiresMs: number
}

type ClaimOutcome =
  { key: string; leaseEndsAt: number } | { live: ListingKey[]; waiting: WaitingKey | undefined }

export class ListingLock {
  /** Store clock minus this runner's clock, learned from every answer's Date header. */
  private clockOffsetMs = 0
  /**
   * Our keys in the bucket that do not hold the lock (yet): a waiting key, and for a moment its
   * successor or our holding key. Whoever catches an error withdraws them (a cancel too), so a
   * failure never leaves a key that blocks the line until it expires.
   */
  readonly pendingKeys = new Set<string>()
  /** Keys whose PUT had an attempt that went unanswered, and until when it may land. */
  private readonly inFlightUntil = new Map<string, number>()
  /** Stale keys we have sent a delete for: each is tried once, not at every listing. */
  private readonly tidied = new Set<string>()
  /** Acquire's requests end within its timeout and the grace; before acquire, a release's. */
  private bound: Deadline = within(LISTING_RELEASE_MS)

  constructor(
    private readonly store: Store,
    readonly name: string
  ) {}

  async acquire(options: ListingAcquireOptions): Promise<ListingAcquisition> {
    const startedAt = monotonicNow()
    const deadline = startedAt + options.timeoutMs
    this.bound = within(options.timeoutMs + REQUEST_GRACE_MS)
    const waitLeaseMs = options.waitLeaseMs ?? waitingLeaseFor(options.pollMs)
    const done = ({ key, leaseEndsAt }: { key: string; leaseEndsAt: number }) => ({
      key,
      waitedMs: monotonicNow() - startedAt,
      waitersAheadAtJoining,
      inFlightUntil: this.inFlightUntil.get(key),
      leaseEndsAt
    })
    let waitersAheadAtJoining = 0
    let joins = 0
    let waiting: WaitingKey | undefined
    let live = await this.listLive()
    // Who holds it, for the log: details come from a HEAD of the holder's key.
    let known: { holder: Place; details?: Holder } | undefined
    let lastShown: Place | undefined
    // A key a HEAD found gone: a store whose listings lag may list it a moment longer.
    let vanished: string | undefined
    for (let round = 0; ; round++) {
      if (waiting === undefined) {
        const created = nextStamp(live, this.storeNow())
        const uuid = random().uuid()
        if (live.length === 0) {
          // A free lock: the holding key at once, as the scheme always had it.
          const outcome = await this.claim(
            { createdMs: created, uuid },
            undefined,
            options,
            deadline
          )
          if ('key' in outcome) return done(outcome)
          live = outcome.live
          waiting = outcome.waiting
          if (waiting === undefined) {
            // Our key was not live when listed (a lease shorter than the clocks' slack): pause,
            // never past the timeout, and try again.
            this.checkTimeout(deadline, startedAt, `${this.name}.*`)
            await sleep(backoffDelay(round, 50, options.pollMs), options.signal)
            live = await this.listLive()
            continue
          }
        } else {
          waiting = await this.writeWaitingKey({ createdMs: created, uuid }, waitLeaseMs, options)
          // Our stamp is past every key listed, so we sort after all of them.
          live = [...live, { ...waiting }]
        }
        const ahead = indexOfPlace(live, waiting)
        if (joins === 0) waitersAheadAtJoining = Math.max(0, ahead - 1)
        options.onJoined?.({
          key: waiting.key,
          waitersAhead: Math.max(0, ahead - 1),
          rejoined: joins > 0
        })
        joins++
      }

      const at = indexOfPlace(live, waiting)
      if (at < 0) {
        // Our key is gone or ran out (a paused runner, someone deleting it): the place is lost,
        // and writing its stamp again could put us ahead of a job that has passed us since.
        await this.withdraw()
        waiting = undefined
        live = await this.listLive()
        continue
      }
      if (at === 0) {
        const outcome = await this.claim(waiting, waiting, options, deadline)
        if ('key' in outcome) return done(outcome)
        live = outcome.live
        waiting = outcome.waiting
        continue
      }
      if (round > 0) this.checkTimeout(deadline, startedAt, live[at - 1].key)

      // Someone sorts ahead: watch the key just ahead of ours with HEADs until it goes or
      // expires. Only then can our place have moved up, and only then is a LIST worth its price.
      const ahead = live[at - 1]
      const holder = live[0]
      if (ahead.key === vanished) {
        await sleep(Math.min(options.pollMs, deadline - monotonicNow()), options.signal)
      }
      if (ahead !== holder && !(known && samePlace(known.holder, holder))) {
        // Once per holder: the key we watch is a waiter's, which says nothing of the holder.
        const head = await this.store.head(holder.key, this.bound)
        this.learnClock(head.serverNowMs)
        known = { holder, details: decodeHolder(head.metadata[HOLDER_METADATA]) }
      }
      for (;;) {
        const head = await this.store.head(ahead.key, this.bound)
        this.learnClock(head.serverNowMs)
        if (!head.exists) vanished = ahead.key
        if (!head.exists || ahead.expiresMs <= this.storeNow()) break
        if (ahead === holder) {
          known = { holder, details: decodeHolder(head.metadata[HOLDER_METADATA]) }
        }
        options.onWait?.({
          holderKey: holder,
          holder: known?.details,
          holderChanged: !(lastShown && samePlace(lastShown, holder)),
          expiresInMs: holder.expiresMs - this.storeNow(),
          waitedMs: monotonicNow() - startedAt,
          ahead: at
        })
        lastShown = holder
        if (waiting.expiresMs - this.storeNow() < waitLeaseMs / 2) {
          waiting = await this.extend(waiting, waitLeaseMs, options)
          if (waiting === undefined) break
        }
        this.checkTimeout(deadline, startedAt, ahead.key)
        const now = monotonicNow()
        const aheadExpiresInMs = ahead.expiresMs - this.storeNow()
        await sleep(Math.min(options.pollMs, deadline - now, aheadExpiresInMs + 50), options.signal)
      }
      live = await this.listLive()
    }
  }
  private checkTimeout(deadline: number, startedAt: number, key: string): void {
    const now = monotonicNow()
    if (now < deadline) return
    throw new LockTimeoutError(
      `timed out after ${formatDuration(now - startedAt)} waiting for ${this.store.where(key)}`
    )
  }

  /** Until when (this runner's clock) an unanswered PUT of our `key` may still land. */
  inFlightUntilOf(key: string): number | undefined {
    return this.inFlightUntil.get(key)
  }

  /** Removes our key. It is ours alone, so no condition is needed to keep others safe. */
  async release(key: string, bound: Deadline): Promise<void> {
    await this.store.delete(key, bound)
  }

  /**
   * Deletes a key of ours again once a PUT of it that went unanswered has landed or never will
   * (F26, F37): such a PUT may land after our delete and put back a key with a full lease at our
   * place, which nobody holds. In the background: the process waits for it before it ends.
   */
  deleteAgainAfterLanding(key: string, store: Store = this.store): void {
    const until = this.inFlightUntil.get(key)
    if (until === undefined) return
    this.inFlightUntil.delete(key)
    clock().later(lateLandingWaitMs(until, this.store.requestTimeoutMs), () => {
      void store.delete(key, within(CLEANUP_MS)).catch(() => undefined)
    })
  }

  /**
   * Writes the holding key at `place` and sees whether it sorts first, twice (a settling pause
   * between). `waiting` is our waiting key at that place, if we have one: it stays until the
   * lock is ours or the holding key is withdrawn, so the place is never empty. Losing keeps the
   * place with a waiting key; a place that lapsed while we wrote is given up. Winning ends with
   * the hand-out gate (I8): nothing is awaited after the last look at our key's time left, and
   * with less than half the lease left the key is withdrawn and the place taken again (F43).
   */
  private async claim(
    place: Place,
    waiting: WaitingKey | undefined,
    options: ListingAcquireOptions,
    deadline: number
  ): Promise<ClaimOutcome> {
    // Counted from now, not from the stamp: a waiter's stamp is as old as its wait. A second
    // less, like the stamp: a shorter lease is the safe direction.
    let expires = Math.floor(this.storeNow()) - STAMP_MARGIN_MS + options.leaseMs
    if (expires === waiting?.expiresMs) expires++
    // Our own count of the key's life, from before the write; half of it must be left when the
    // lock is handed out, as for the conditional strategy's lease.
    const leaseEndsAt = monotonicNow() + expires - this.storeNow()
    const halfMs = (options.leaseMs - STAMP_MARGIN_MS) / 2
    const leftMs = () => Math.min(leaseEndsAt - monotonicNow(), expires - this.storeNow())
    const key = listingKey(this.name, place.createdMs, place.uuid, expires)
    const sentAt = monotonicNow()
    await this.putKey(key, options)
    const uploadMs = monotonicNow() - sentAt
    if (waiting && !this.landedBefore(waiting.expiresMs)) {
      await this.withdraw()
      return { live: await this.listLive(), waiting: undefined }
    }
    let live = await this.listLive()
    if (indexOfPlace(live, place) === 0) {
      // A rival that stamped an earlier time may still be uploading: give it time to land, but
      // never past the timeout, nor so long that less than half our lease would be left.
      const room = Math.min(leftMs() - halfMs, deadline - monotonicNow())
      await sleep(Math.max(0, Math.min(Math.max(250, uploadMs * 4), room)), options.signal)
      live = await this.listLive()
      if (indexOfPlace(live, place) === 0) {
        await options.beforeHolding?.(this.bound)
        if (leftMs() >= halfMs) {
          this.pendingKeys.delete(key)
          // The holding key keeps the place: the waiting key can go, in the background.
          if (waiting) this.dropInBackground(waiting.key)
          return { key, leaseEndsAt }
        }
        await this.withdraw()
        return { live: await this.listLive(), waiting: undefined }
      }
    }
    if (indexOfPlace(live, place) < 0) {
      await this.withdraw()
      return { live, waiting: undefined }
    }
    // Someone sorts ahead. Keep the place with a waiting key, written while the holding key
    // still keeps it, and only then give the holding key (a full lease) back.
    if (waiting === undefined) {
      const waitLeaseMs = options.waitLeaseMs ?? waitingLeaseFor(options.pollMs)
      waiting = await this.writeWaitingKey(place, waitLeaseMs, options)
      if (!this.landedBefore(expires)) {
        await this.withdraw()
        return { live, waiting: undefined }
      }
    }
    await this.dropKey(key)
    return { live, waiting }
  }

  /** Writes a waiting key at `place`, living `waitLeaseMs` from now by the store's clock. */
  private async writeWaitingKey(
    place: Place,
    waitLeaseMs: number,
    options: ListingAcquireOptions
  ): Promise<WaitingKey> {
    const expiresMs = Math.floor(this.storeNow()) + waitLeaseMs
    const key = listingKey(this.name, place.createdMs, place.uuid, expiresMs)
    await this.putKey(key, options)
    return { ...place, key, expiresMs }
  }

  /**
   * A later waiting key at the same place, then the old one deleted. For a moment both are
   * there: they sort side by side, so whichever a reader sees decides the same order, and
   * neither is what an aws-s3-lock-action contender looks for (its own key first). Undefined
   * when the place was lost instead (our keys are then withdrawn).
   */
  private async extend(
    waiting: WaitingKey,
    waitLeaseMs: number,
    options: ListingAcquireOptions
  ): Promise<WaitingKey | undefined> {
    if (waiting.expiresMs - this.storeNow() > PLACE_GUARD_MS) {
      const next = await this.writeWaitingKey(waiting, waitLeaseMs, options)
      if (next.key !== waiting.key && this.landedBefore(waiting.expiresMs)) {
        await this.dropKey(waiting.key)
        return next
      }
    }
    await this.withdraw()
    return undefined
  }

  private async putKey(key: string, options: ListingAcquireOptions): Promise<void> {
    const metadata = { [HOLDER_METADATA]: encodeURIComponent(JSON.stringify(options.holder)) }
    // Pending before it is sent: a write cut short by a cancel may still land.
    this.pendingKeys.add(key)
    const { inFlightUntil } = await this.store.putOwnKey(key, options.context, metadata, this.bound)
    if (inFlightUntil !== undefined) this.inFlightUntil.set(key, inFlightUntil)
    this.learnClock(this.store.lastServerNow)
  }

  /**
   * Whether the write just answered landed while a key of ours that expires at `expiresMs` was
   * still live for every reader: the answer's Date is a lower bound of the store's clock when it
   * answered, a second coarse (PLACE_GUARD_MS).
   */
  private landedBefore(expiresMs: number): boolean {
    return (this.store.lastServerNow ?? this.storeNow()) + PLACE_GUARD_MS <= expiresMs
  }

  private async dropKey(key: string): Promise<void> {
    await this.store.delete(key, this.bound)
    this.pendingKeys.delete(key)
    this.deleteAgainAfterLanding(key)
  }

  /**
   * A waiting key behind our holding key, which sorts at the same place: nothing waits for its
   * delete. Should the delete fail, the key runs out by itself within a waiting lease, and
   * blocks nobody before then that our holding key does not.
   */
  private dropInBackground(key: string): void {
    this.pendingKeys.delete(key)
    void this.store
      .delete(key, within(CLEANUP_MS))
      .catch(() => undefined)
      .then(() => this.deleteAgainAfterLanding(key))
  }

  /** Every key of ours that does not hold the lock: the place is given up. */
  private async withdraw(): Promise<void> {
    for (const key of [...this.pendingKeys]) await this.dropKey(key)
  }

  private async listLive(): Promise<ListingKey[]> {
    const listing = await this.store.list(`${this.name}.`, this.bound)
    this.learnClock(listing.serverNowMs)
    const keys = listing.keys.map((item) => item.key)
    await this.tidy(staleKeys(this.name, keys, this.storeNow()))
    return liveInOrder(this.name, keys, this.storeNow())
  }

  /**
   * Deletes keys long expired: a dead waiter's last key, or a holder's that was never released.
   * They hold no place, so this changes no one's order; it keeps the bucket and `s3-lock list`
   * free of them. Best effort, once per key: a failed delete leaves the key for the next
   * contender, and a waiter that lists again and again does not retry it each time.
   */
  private async tidy(stale: readonly string[]): Promise<void> {
    const fresh = stale.filter((key) => !this.tidied.has(key)).slice(0, MAX_TIDIED)
    for (const key of fresh) this.tidied.add(key)
    await Promise.all(fresh.map((key) => this.store.delete(key, this.bound).catch(() => undefined)))
  }

  private learnClock(serverNowMs: number | undefined): void {
    // The Date header is truncated to the second and was stamped before it reached us, so this
    // estimate runs a little behind the store: keys look live a little longer (the safe side).
    if (serverNowMs !== undefined) this.clockOffsetMs = serverNowMs - clock().wallNow()
  }

  private storeNow(): number {
    return clock().wallNow() + this.clockOffsetMs
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
