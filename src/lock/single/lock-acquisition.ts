import { random, wallIso } from '../basics/clock.js'
import type { AcquireOptions, Acquisition, WaitView } from '../acquire/acquisition.js'
import { AcquireAttempt, type LockRequests, type Stop } from '../acquire/acquire-attempt.js'
import { monotonicNow } from '../basics/backoff.js'
import { StoreConfigError } from '../basics/errors.js'
import {
  clockAllowanceFor,
  DEFAULT_STORE_CLOCK_ALLOWANCE_MS,
  leaseRemainingMs,
  storeAgeMs,
  type ObservedVersion
} from '../lease/lease.js'
import { superseded, SupersededError } from '../line/newest-wins.js'
import { lookIntervalMs, TurnPace, type Place } from '../line/place.js'
import {
  isPending,
  RECORD_VERSION,
  serializeRecord,
  type HeldAfter,
  type HeldRecord,
  type LockRecord
} from './lock-record.js'
import type { ReadResult, Store, StoredObject, WriteOutcome } from '../store/store.js'

/**
 * One attempt to acquire a lock with one holder (ConditionalLock.acquire), step by step as
 * docs/protocol.md ("Acquire") and docs/model/lock.pml name them: the table there maps each
 * method to the model.
 */

/** The lock as an attempt needs it: renew, release, and read a record. */
export interface SingleLock extends LockRequests {
  parse(object: StoredObject): LockRecord
}

interface Observed extends ObservedVersion {
  etag: string
  record: LockRecord
}

/** The condition of a create: there is no object (no ETag can equal this). */
const NO_OBJECT = ''

export class LockAcquisition extends AcquireAttempt {
  private readonly clockAllowanceMs: number
  private readonly headPollMs: number
  /** The lock as last read; undefined: no object. */
  private seen: Observed | undefined
  /** The record we replaced (a released or expired lock), if any. */
  private replaced: LockRecord | undefined
  private lastHolderOwner: string | undefined
  /** How fast the line is served, as we see it: far back, we look less often. */
  private readonly pace = new TurnPace()
  /** After our create of a new name, we know what is there without reading it. */
  private created: ReadResult | undefined
  // A conditional write of ours was refused because an object exists, while reading it was
  // forbidden: the 403 was then no sign of absence (AWS without s3:ListBucket) but a real
  // refusal to read, once it persists.
  private existsButForbidden = false
  // The state the first unheard write was conditioned on (an ETag, or none for a create): if
  // that write turns out to have happened, our lease has been running since unresolvedSince.
  // Once the lock has moved past that state, the write can never land, and its time no longer
  // counts.
  private unresolvedCondition: string | undefined
  // When we first saw the lock free in its current version: a lease that ran out frees the
  // lock then, not when we first saw its record, and the ones ahead get their pass-steps
  // from that moment.
  private freeSince: { etag: string; at: number } | undefined
  // The held version that holderGone said its holder can no longer use: free to take over,
  // for as long as the lock is still that version.
  private goneEtag: string | undefined

  constructor(
    store: Store,
    protected override readonly lock: SingleLock,
    options: AcquireOptions
  ) {
    super(store, lock, options, { run: options.line?.newest })
    this.clockAllowanceMs = clockAllowanceFor(
      options.leaseMs,
      options.storeClockAllowanceMs ?? DEFAULT_STORE_CLOCK_ALLOWANCE_MS
    )
    this.headPollMs = Math.max(50, options.pollMs / 4)
  }

  protected async look(): Promise<Acquisition | undefined> {
    const read = this.created ?? (await this.read(this.seen?.etag))
    this.created = undefined
    if (read === undefined) return undefined
    const now = monotonicNow()
    const seen = this.see(read, now)
    if (seen === undefined) return this.createName(read)
    if (this.isOurs(seen)) return this.enter(this.ourRecord(seen, now), true)
    const free = isFree(seen, read.serverNowMs, now)
    if (!free && seen.etag !== this.goneEtag) return this.waitForHolder(seen, read, now)
    if (!(await this.ourTurn(seen, now))) return undefined
    const taken = await this.take(seen, read, free ? afterOf(seen.record) : 'holder-gone')
    return taken && this.enter(taken, true)
  }

  protected mayHoldUnheard(): boolean {
    return this.unresolvedSince !== undefined
  }

  protected override async stopped(stop: Stop): Promise<void> {
    // Superseded with a write of ours unheard: it may still land; never leave it held.
    if (stop.error instanceof SupersededError && this.unresolvedSince !== undefined) {
      this.releaseOnStop = true
    }
    await super.stopped(stop)
  }

  /** Read the lock: the version seen, and whether an unheard write of ours can still land. */
  private see(read: ReadResult, now: number): Observed | undefined {
    if (read.kind === 'forbidden' && this.existsButForbidden) {
      throw new StoreConfigError(read.explanation)
    }
    if (read.kind === 'absent' || read.kind === 'forbidden') this.seen = undefined
    if (read.kind === 'present') this.seen = this.observe(read.object, now)
    const condition = this.seen?.etag ?? NO_OBJECT
    if (!this.isOurs(this.seen) && condition !== this.unresolvedCondition) {
      this.unresolvedSince = undefined
    }
    return this.seen
  }

  private isOurs(seen: Observed | undefined): seen is Observed & { record: HeldRecord } {
    return seen?.record.state === 'held' && seen.record.owner === this.owner
  }

  /** Create a new name: a pending record, free to take (If-None-Match: *). */
  private async createName(read: ReadResult): Promise<undefined> {
    const { outcome, body } = await this.createPending()
    if (outcome.kind === 'written') {
      const object = { etag: outcome.etag, body, lastModifiedMs: 0 }
      this.created = { kind: 'present', object, serverNowMs: read.serverNowMs }
    }
    this.noteRefusal(outcome, read)
    // Ours, or someone else's is there (we are in line then: createPending), or we do not
    // know: take it from there.
    if (outcome.kind !== 'written') await this.pauseAfterRace(outcome)
    return undefined
  }

  /** Our own held record: a write of ours landed, heard or not (then it counts from its send). */
  private ourRecord(seen: Observed & { record: HeldRecord }, now: number): Acquisition {
    return {
      key: this.lock.key,
      owner: this.owner,
      token: seen.record.token,
      etag: seen.etag,
      leaseMs: this.options.leaseMs,
      record: seen.record,
      leaseStartedAt: this.unresolvedSince ?? this.startedAt,
      waitedMs: now - this.startedAt,
      previous: this.replaced,
      tookOverExpired: seen.record.after === 'expired',
      tookOverGone: seen.record.after === 'holder-gone'
    }
  }

  /**
   * Is it our turn at this free lock (the line, with `line`)? A free lock goes to the first in
   * line. Others ahead of us: take a place behind them, and try once they have had their turn,
   * or have let the lock lie free so long that they are presumed dead. A new name's pending
   * record goes to its creator, and to anyone not in line: only a waiter with a ticket keeps
   * to the line there. Not yet: pauses, then false.
   */
  private async ourTurn(seen: Observed, now: number): Promise<boolean> {
    const place = this.place
    if (!place || (isPending(seen.record) && !place.run && place.ticket === undefined)) return true
    const mark = seen.record.ticket ?? 0
    if (this.freeSince?.etag !== seen.etag) this.freeSince = { etag: seen.etag, at: now }
    // The head tries without reading the line again: later joins take later tickets, so the
    // line can lose waiters ahead of a ticket, never gain one (one read sooner after each
    // release). Newest wins must read it: a newer run joins behind us.
    const fresh = place.isFirst(mark) || (await place.refreshIfNear(mark, this.bound))
    if (!fresh || place.ticket !== undefined || place.ahead(mark).length > 0 || place.run) {
      await this.joinLine(mark)
    }
    // A line we could not read is no empty line: wait (the join settles a refused read).
    if (!place.isFirst(mark) && !place.known) return this.notYet(now, mark)
    if (place.run && !newestMayTry(place, fresh)) return this.notYet(now, mark)
    if (!place.mayTry(mark, now - this.freeSince.at)) return this.notYet(now, mark)
    return true
  }

  /**
   * Not our turn yet: near the head of the line, look again soon (the head to take, the next
   * ones to pass a dead head, or to be ready when holds are short). Far back, a free lock is a
   * handover under way, and the waiter looks as seldom as behind a holder once the head has
   * taken: at the head's rate, hundreds of them looked at every handover for as long as it
   * took (issue 27).
   */
  private async notYet(now: number, mark: number): Promise<false> {
    await this.giveUpIfLate('waiting in line for')
    const place = this.place
    const intervalMs = place?.isFarBack(mark)
      ? lookIntervalMs(this.options.pollMs, place.ahead(mark).length - 1, 0, this.pace.msPerTurn)
      : this.headPollMs
    await this.sleepUntilNextLook(intervalMs, now, Infinity)
    return false
  }

  /** Try to take: the conditional write on the version just read (If-Match: its ETag). */
  private async take(
    seen: Observed,
    read: ReadResult,
    after: HeldAfter
  ): Promise<Acquisition | undefined> {
    const record = this.heldRecord(seen.record, after)
    // A pending record was never held: there is no previous holder to report.
    this.replaced = isPending(seen.record) ? undefined : seen.record
    if (isPending(seen.record)) await this.checkListing(seen.etag)
    this.beforeWrite()
    const sentAt = monotonicNow()
    const body = serializeRecord(record)
    const outcome = await this.store.replace(this.lock.key, body, seen.etag, this.bound)
    if (outcome.kind === 'written') return this.taken(record, outcome)
    this.noteRefusal(outcome, read)
    // Unknown: settled by reading back, at the next look (our owner there: it landed).
    if (outcome.kind === 'unknown' && this.unresolvedSince === undefined) {
      this.unresolvedSince = sentAt
      this.unresolvedCondition = seen.etag
    }
    await this.pauseAfterRace(outcome)
    return undefined
  }

  /** The record that takes the lock from `previous`: the next token, our lease. */
  private heldRecord(previous: LockRecord, after: HeldAfter): HeldRecord {
    const mark = this.place?.markFor(previous.ticket ?? 0)
    return {
      version: RECORD_VERSION,
      state: 'held',
      token: previous.token + 1,
      owner: this.owner,
      leaseMs: this.options.leaseMs,
      clockAllowanceMs: this.clockAllowanceMs,
      holder: this.options.holder,
      acquiredAt: wallIso(),
      renewals: 0,
      after,
      ...(mark === undefined ? {} : { ticket: mark }),
      // The history goes on through every holder, whoever released (or did not).
      ...(previous.holds === undefined ? {} : { holds: previous.holds })
    }
  }

  private taken(record: HeldRecord, outcome: WriteOutcome & { kind: 'written' }): Acquisition {
    return {
      key: this.lock.key,
      owner: this.owner,
      token: record.token,
      etag: outcome.etag,
      leaseMs: this.options.leaseMs,
      record,
      // Answered 200 on its condition: no earlier attempt of ours had landed (it would have
      // changed the ETag), nor can one land now. The lease starts with this write: with the
      // attempt of it that was applied, the store having rejected the others.
      leaseStartedAt: outcome.sentAt,
      waitedMs: monotonicNow() - this.startedAt,
      previous: this.replaced,
      tookOverExpired: record.after === 'expired',
      tookOverGone: record.after === 'holder-gone'
    }
  }

  /**
   * A create or take refused because an object exists: a 403 on reading it was then not about
   * its absence. Read again; only a 403 that persists is a permission problem.
   */
  private noteRefusal(outcome: WriteOutcome, read: ReadResult): void {
    if (outcome.kind === 'precondition-failed' && read.kind === 'forbidden') {
      this.existsButForbidden = true
    }
  }

  /**
   * Held by someone else, its lease running: keep our place in line, show the wait, ask
   * whether the holder is gone, then sleep until the next look.
   */
  private async waitForHolder(seen: Observed, read: ReadResult, now: number): Promise<undefined> {
    const held = seen.record as HeldRecord
    const holderChanged = held.owner !== this.lastHolderOwner
    const position = await this.placeBehind(held, holderChanged)
    this.polls++
    const view: WaitView = {
      key: this.lock.key,
      holder: held,
      holderChanged,
      sinceLastWriteMs: storeAgeMs(seen, read.serverNowMs),
      expiresInMs: leaseRemainingMs(seen, read.serverNowMs, now),
      waitedMs: now - this.startedAt,
      ...this.placeView(held)
    }
    this.options.onWait?.(view)
    this.lastHolderOwner = held.owner
    this.contentionRound = 0
    await this.giveUpIfLate('waiting for')
    if (await this.holderIsGone(view, position)) {
      // Look once more (a 304 while nothing changed) and take this very version over; if the
      // holder wrote in between, the ETag differs and we wait on as before.
      this.goneEtag = seen.etag
      return undefined
    }
    await this.pauseForHolder(view, position, now)
    return undefined
  }

  /** In line behind the holder: our position (undefined without a line); superseded: stop. */
  private async placeBehind(held: HeldRecord, holderChanged: boolean) {
    const place = this.place
    if (!place) return undefined
    const mark = held.ticket ?? 0
    await this.keepPlace(mark, holderChanged || this.polls % 4 === 0)
    const newer = place.supersededBy()
    if (newer) throw superseded(newer)
    return place.ahead(mark).length
  }

  private placeView(held: HeldRecord): Pick<WaitView, 'place'> {
    const ticket = this.place?.ticket
    if (this.place === undefined || ticket === undefined) return {}
    return { place: { ticket, ahead: this.place.ahead(held.ticket ?? 0) } }
  }

  /**
   * Wait for the next look. The first look after the lock changed hands comes at a random
   * point of the interval: waiters that lost the same race would otherwise poll in lockstep
   * for the whole next hold, and all notice its release as late as one waiter would. Spread
   * out, the first of n waiters notices after about interval ÷ (n + 1). In line, the first
   * looks most often, so that it notices a release soon after it comes: only the first can
   * take the lock when it is released.
   */
  private async pauseForHolder(view: WaitView, position: number | undefined, now: number) {
    const behind = this.place?.behind(view.holder.ticket ?? 0)
    this.pace.see(view.holder.ticket ?? 0, now, this.lastReadMs)
    const intervalMs = lookIntervalMs(this.options.pollMs, position, behind, this.pace.msPerTurn)
    // Not when paced far back: there the holder changes at almost every look, and a random
    // pause each time would halve the interval.
    const spread = view.holderChanged && intervalMs <= 2 * this.options.pollMs
    const pollMs = spread ? random().fraction() * intervalMs : intervalMs
    await this.sleepUntilNextLook(pollMs, now, view.expiresInMs)
  }

  /**
   * Only the head of the line asks whether the holder is gone: a takeover is an acquisition
   * like any other, and goes to the first in line. (Should the head be a dead waiter, the ones
   * behind wait for the lease to run out, then pass it as usual.)
   */
  private async holderIsGone(view: WaitView, position: number | undefined): Promise<boolean> {
    const ask = this.options.holderGone
    if (ask === undefined || (position !== undefined && position !== 0)) return false
    return (await ask(view)) === true
  }

  private observe(object: StoredObject, now: number): Observed {
    const record = this.lock.parse(object)
    const previous = this.seen
    const unchanged = previous?.etag === object.etag
    return {
      etag: object.etag,
      record,
      leaseMs: record.state === 'held' ? record.leaseMs : 0,
      clockAllowanceMs: record.state === 'held' ? (record.clockAllowanceMs ?? 0) : 0,
      lastModifiedMs: object.lastModifiedMs,
      firstSeenAt: unchanged && previous ? previous.firstSeenAt : now
    }
  }
}

/** Judge the holder: free to write when released, or when its lease has run out. */
function isFree(seen: Observed, serverNowMs: number | undefined, now: number): boolean {
  if (seen.record.state === 'released') return true
  return leaseRemainingMs(seen, serverNowMs, now) <= 0
}

/**
 * Newest wins: the line, read after this version of the lock, knows every run of our group
 * that joined before the lock took this version; one that also held it joined before that. So
 * no newer run has held the lock, or we stop here. Without a place of our own, the line would
 * not know our run, and an older one could acquire after us: try only with one.
 */
function newestMayTry(place: Place, fresh: boolean): boolean {
  const newer = place.supersededBy()
  if (newer) throw superseded(newer)
  return fresh && place.ticket !== undefined
}

/** How a new holder got the lock from what it replaced. */
function afterOf(previous: LockRecord): HeldAfter {
  if (isPending(previous)) return 'created'
  if (previous.state === 'held') return 'expired'
  return previous.forcedBy === undefined ? 'released' : 'forced'
}
