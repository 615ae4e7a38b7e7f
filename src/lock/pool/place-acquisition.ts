import { mutated } from '../basics/mutations.js'
import { wallIso } from '../basics/clock.js'
import type { AcquireOptions, Acquisition, WaitView } from '../acquire/acquisition.js'
import { AcquireAttempt, type LockRequests, type Stop } from '../acquire/acquire-attempt.js'
import { monotonicNow } from '../basics/backoff.js'
import { HoldersMismatchError, StoreConfigError } from '../basics/errors.js'
import { type Ticket } from '../line/line-record.js'
import { lookIntervalMs, TurnPace } from '../line/place.js'
import { PlaceWatch } from './place-watch.js'
import type { Deadline, ReadResult, Store } from '../store/store.js'
import {
  admittedInOrder,
  hasRoom,
  heldLeaseMs,
  MAX_SERVED_ABOVE,
  placeView,
  serializeSharedRecord,
  servedAboveSet,
  withHandedPlaces,
  withNewPlace,
  type Departed,
  type MarkMove,
  type SharedPlace,
  type SharedRecord
} from './shared-record.js'

/**
 * One attempt to take a place in a lock with several holders (SharedLock.acquire), step by
 * step as docs/protocol.md ("Several holders") and docs/model/pool-line.pml name them: the
 * table there maps each method to the model.
 */

/** The lock object as a lock with several holders sees it: a shared record, whatever was stored. */
export interface SharedView {
  record: SharedRecord
  /** Undefined: no object yet (a create). */
  etag?: string
  /** A new name's record, not held yet: whoever takes it looks for listing holders first. */
  pending?: true
}

/** The lock as an attempt needs it: its holders, renew, release, and read it as shared. */
export interface PlacesLock extends LockRequests {
  readonly holders: number
  readonly exclusive: boolean
  view(read: ReadResult): SharedView
  /** A waiter that has gone: frees a place handed to it, or marks its ticket served. */
  depart(waiter: Departed, bound: Deadline): Promise<void>
  /** The same lock through another store: the cleanup store, which a cancel does not stop. */
  through(store: Store): PlacesLock
}

/**
 * Between two waiters' takes out of line order: about two requests to the store, so that each
 * has landed before the next is sent.
 */
const STAGGER_MS = 100

/** Races for a place lost in a row, after which a waiter lines up (take). */
const CROWD_LOSSES = 2

export class PlaceAcquisition extends AcquireAttempt {
  private readonly watch = new PlaceWatch()
  private readonly pace = new TurnPace()
  private knownEtag: string | undefined
  private current: SharedView | undefined
  private lastShown: string | undefined
  // Since when the places have had room for the first waiter ahead of us, with the served
  // mark unchanged: waiters ahead that let such room lie unused are presumed dead.
  private roomSince: { mark: number; at: number } | undefined
  // This look found room for all ahead and us: our take goes out of line order (markMove).
  private outOfOrder = false
  // When we first saw the record as it is now.
  private changedAt = 0
  // The send of our last answered read that showed no place of ours: a place handed to us
  // later landed after it (ourPlace).
  private missedAt: number | undefined

  constructor(
    store: Store,
    protected override readonly lock: PlacesLock,
    options: AcquireOptions
  ) {
    super(store, lock, options, {
      exclusive: lock.exclusive,
      leaseMs: Math.max(1, Math.round(options.leaseMs))
    })
  }

  protected async look(): Promise<Acquisition | undefined> {
    const sentAt = monotonicNow()
    const read = await this.read(this.knownEtag)
    if (read === undefined) return undefined
    const now = monotonicNow()
    const { record, etag, pending } = this.see(read, now)
    const mine = record.places.find((held) => held.owner === this.owner)
    if (mine !== undefined) return this.enter(this.ourPlace(mine, record, etag, now), true)
    this.missedAt = sentAt
    const live = this.watch.live(record.places, now)
    this.judgeHolders(record, live)
    const mark = record.ticket ?? 0
    if (!(await this.ourTurn(record, live, now, etag))) return this.waitForPlace(record, live, now)
    if (etag === undefined) return this.createName()
    if (pending) await this.checkListing(etag)
    return this.take(record, live, mark, etag)
  }

  /** In line, a release may hand us a place: from then on, as after a write of ours. */
  protected override async joinLine(mark: number, nameIsNew = false): Promise<void> {
    this.mayNeedCleanup()
    await super.joinLine(mark, nameIsNew)
  }

  /** A take of ours, or a release that handed us a place, may have landed unheard. */
  protected mayHoldUnheard(): boolean {
    return this.unresolvedSince !== undefined || this.wroteBefore || this.place !== undefined
  }

  /**
   * However the wait ends, we leave the line, and then depart: a place handed to us (unseen) is
   * given back, and else our ticket is marked served in the record, so that no release that
   * read the line before our leave can hand us a place after it (F36).
   */
  protected override async stopped(stop: Stop): Promise<void> {
    // F36 switched back on: look for a handed place first, then leave; no depart.
    if (mutated('F36')) {
      await this.releaseOurs(stop.bound)
      await this.place?.leave(stop.bound).catch(() => undefined)
      return
    }
    // A leave that failed still leaves the ticket we know of to mark.
    const ticket = await this.place?.leave(stop.bound).catch(() => this.place?.ticket)
    const unheard = this.unresolvedSince !== undefined
    // Not through the step's store: after a cancel it sends nothing, and a release that read
    // the line before our leave could then still hand us a place (I10, found by the simulator:
    // sim/regressions/i10-depart-after-cancel.json).
    const cleanup = this.options.line?.cleanupStore
    await (cleanup ? this.lock.through(cleanup) : this.lock)
      .depart({ owner: this.owner, ticket, unheard }, stop.bound)
      .catch(() => undefined)
  }

  /** Read the lock: the record as shared, each place's version watched for its lease. */
  private see(read: ReadResult, now: number): SharedView {
    if (read.kind === 'forbidden' && this.wroteBefore && this.current?.etag !== undefined) {
      throw new StoreConfigError(read.explanation)
    }
    if (read.kind !== 'unchanged' || this.current === undefined) {
      this.current = this.lock.view(read)
      if (this.current.etag !== this.knownEtag) this.changedAt = now
      this.knownEtag = this.current.etag
    }
    this.watch.update(this.current.record.places, now)
    return this.current
  }

  /**
   * Our own place there: a take of ours landed unheard (its lease counts from the take's send),
   * or a release handed it to us. That write landed after our last read without it was sent,
   * and every other waiter counts from a read that showed it: counted from that send, our
   * lease ends first. Without either, from our start.
   */
  private ourPlace(mine: SharedPlace, record: SharedRecord, etag: string | undefined, now: number) {
    const since = Math.min(this.unresolvedSince ?? Infinity, this.missedAt ?? this.startedAt)
    return this.acquisition(mine, record, etag as string, {
      leaseStartedAt: since,
      waitedMs: now - this.startedAt
    })
  }

  /** Jobs that disagree on `holders` fail at once while any place is live. */
  private judgeHolders(record: SharedRecord, live: SharedPlace[]): void {
    if (record.limit === this.lock.holders || live.length === 0) return
    throw new HoldersMismatchError(
      `${this.store.where(this.lock.key)} is held by jobs with holders: ${record.limit}, and this ` +
        `job asks for holders: ${this.lock.holders}; give every job that uses this name the same holders`
    )
  }

  /**
   * Is it our turn: room for our kind of place and, in line, the first unserved waiter, or
   * behind waiters that all have room of their own (or those ahead passed)? Without room, keep
   * our place in line.
   */
  private async ourTurn(record: SharedRecord, live: SharedPlace[], now: number, etag?: string) {
    const room = hasRoom(live, this.lock.holders, this.lock.exclusive)
    const mark = record.ticket ?? 0
    this.outOfOrder = false
    if (!this.place || etag === undefined) return room
    if (room) return this.firstInLine(record, live, now)
    this.roomSince = undefined
    await this.keepPlace(mark, this.polls % 4 === 0)
    return false
  }

  /**
   * Room for us: still, a free place goes to the first in line. A line we could not read is
   * no empty line: we wait (and join, which settles a refused read).
   */
  private async firstInLine(record: SharedRecord, live: SharedPlace[], now: number) {
    const place = this.place
    if (!place) return true
    const mark = record.ticket ?? 0
    const known = await place.refreshIfNear(mark, this.bound)
    if (!known || place.ticket !== undefined || this.ahead(record).length > 0) {
      await this.joinLine(mark)
    }
    const ahead = this.ahead(record)
    if (place.known && ahead.length === 0) return true
    // The first ahead could take a place now: if it lets that room lie unused (the mark
    // unchanged) for a pass-step per waiter ahead, they are presumed dead and we try with our
    // own room. Room for us alone is not enough to start counting: an exclusive waiter behind
    // a dead shared one, or anyone behind a dead exclusive one, would then never find it, and
    // nobody would ever pass them.
    if (!place.known || admittedInOrder(live, this.lock.holders, ahead.slice(0, 1)) === 0) {
      this.roomSince = undefined
      return false
    }
    if (this.roomSince?.mark !== mark) this.roomSince = { mark, at: now }
    const freeForMs = now - this.roomSince.at
    if (place.mayTry(mark, freeForMs, ahead)) return true
    // Room for every waiter ahead and then for us: we take a place out of line order, and they
    // still find theirs. One after another (a stagger per waiter ahead, from the record's last
    // change), or the crowd would race for the one record, and most writes would be refused.
    const staggered = now - this.changedAt >= ahead.length * STAGGER_MS
    this.outOfOrder = staggered && this.roomBehind(record, live, ahead)
    return this.outOfOrder
  }

  /** Unserved waiters ahead of us: those the mark has not served nor taken out of order. */
  private ahead(record: SharedRecord): Ticket[] {
    if (!this.place) return []
    const taken = servedAboveSet(record)
    return this.place.ahead(record.ticket ?? 0).filter((ticket) => !taken.has(ticket.n))
  }

  /** Room for every waiter ahead, in line order, and then for us (a record that can say so). */
  private roomBehind(record: SharedRecord, live: SharedPlace[], ahead: Ticket[]): boolean {
    const queue = [...ahead, { exclusive: this.lock.exclusive }]
    return (
      this.place?.ticket !== undefined &&
      (record.servedAbove?.length ?? 0) < MAX_SERVED_ABOVE &&
      admittedInOrder(live, this.lock.holders, queue) === queue.length
    )
  }

  /** Our take raises the mark to our ticket; or, taken out of line order, records our ticket. */
  private markMove(record: SharedRecord): MarkMove {
    const ticket = this.place?.ticket
    if (this.outOfOrder && ticket !== undefined) return { outOfOrder: ticket }
    return { mark: this.place?.markFor(record.ticket ?? 0) }
  }

  /** A new name: first a free, pending record, as for one holder (lock-acquisition.ts). */
  private async createName(): Promise<undefined> {
    const { outcome } = await this.createPending()
    if (outcome.kind === 'written') return undefined
    // Refused, we are in line (createPending): a crowd may be starting, and the line seats it
    // a pool at a time (seatBehind), where a crowd left racing would take one place per round
    // of all its reads and writes.
    await this.pauseAfterRace(outcome)
    return undefined
  }

  /**
   * Try to take a place: the record with the live places and ours (token + 1), written on the
   * ETag just read (If-Match). Refused or unknown: read again; our owner there means it landed.
   */
  private async take(record: SharedRecord, live: SharedPlace[], mark: number, etag: string) {
    this.beforeWrite()
    const move = this.markMove(record)
    const next = this.seatBehind(
      withNewPlace(record, live, this.newPlace(), this.lock.holders, move),
      move
    )
    const sentAt = monotonicNow()
    const body = serializeSharedRecord(next.record)
    const outcome = await this.store.replace(this.lock.key, body, etag, this.bound)
    if (outcome.kind === 'written') {
      const taken = next.record.places.find((held) => held.owner === this.owner) as SharedPlace
      const candidate = this.acquisition(taken, next.record, outcome.etag, {
        leaseStartedAt: outcome.sentAt,
        waitedMs: monotonicNow() - this.startedAt
      })
      return this.enter(candidate, false)
    }
    if (outcome.kind === 'unknown') this.unresolvedSince ??= sentAt
    // Lost races for a place, again and again: a crowd wants places, so the line orders the
    // next tries. Left to race, it wrote the record dozens of times each (issue 27); a few jobs
    // that lose once are seated sooner by racing on than by the line's one-at-a-time.
    if (outcome.kind === 'precondition-failed' && this.contentionRound >= CROWD_LOSSES) {
      await this.joinLine(mark)
    }
    await this.pauseAfterRace(outcome)
    return undefined
  }

  /**
   * A take in line order also seats the waiters behind us that fit, in line order, as a release
   * hands its place on (withHandedPlaces): a crowd on an empty pool is seated a pool at a time,
   * not one take per round of the whole crowd's reads and writes (issue 27). Only from a line
   * just read: out of line order, or without a line, our own place alone.
   */
  private seatBehind(taken: { record: SharedRecord }, move: MarkMove): { record: SharedRecord } {
    const place = this.place
    if (!place?.known || place.ticket === undefined || 'outOfOrder' in move) return taken
    return withHandedPlaces(taken.record, place.record.tickets, wallIso())
  }

  private newPlace() {
    const ticket = this.place?.ticket
    return {
      owner: this.owner,
      leaseMs: this.options.leaseMs,
      renewals: 0,
      holder: this.options.holder,
      acquiredAt: wallIso(),
      ...(this.lock.exclusive ? { exclusive: true as const } : {}),
      ...(ticket === undefined ? {} : { ticket })
    }
  }

  /** No place for us yet: show the wait, then sleep until the next look. */
  private async waitForPlace(record: SharedRecord, live: SharedPlace[], now: number) {
    const mark = record.ticket ?? 0
    const position = this.place ? this.ahead(record).length : undefined
    this.showWait(record, live, mark, now)
    this.polls++
    this.contentionRound = 0
    await this.giveUpIfLate(this.place ? 'waiting in line for' : 'waiting for')
    this.pace.see(mark, now, this.lastReadMs)
    const intervalMs = this.lookMs(position, this.place?.behind(mark))
    await this.sleepUntilNextLook(intervalMs, now, this.watch.soonestEndMs(live, now))
    return undefined
  }

  /** Show the place that decides how long we wait: an exclusive one, else the soonest to end. */
  private showWait(record: SharedRecord, live: SharedPlace[], mark: number, now: number) {
    const blocking =
      live.find((held) => held.exclusive) ??
      [...live].sort((a, b) => this.watch.remainingMs(a, now) - this.watch.remainingMs(b, now))[0]
    if (blocking === undefined) return
    const ticket = this.place?.ticket
    const view: WaitView = {
      key: this.lock.key,
      holder: placeView(blocking, record),
      holderChanged: blocking.owner !== this.lastShown,
      expiresInMs: this.watch.remainingMs(blocking, now),
      waitedMs: now - this.startedAt,
      ...(ticket === undefined || !this.place
        ? {}
        : { place: { ticket, ahead: this.ahead(record) } })
    }
    this.options.onWait?.(view)
    this.lastShown = blocking.owner
  }

  private lookMs(position: number | undefined, behind: number | undefined): number {
    return placeLookIntervalMs(this.options.pollMs, this.lock.holders, position, {
      behind,
      msPerTurn: this.pace.msPerTurn,
      heldForMs: this.options.line?.claimMs ?? this.options.leaseMs
    })
  }

  private acquisition(
    place: SharedPlace,
    record: SharedRecord,
    etag: string,
    times: { leaseStartedAt: number; waitedMs: number }
  ): Acquisition {
    return {
      key: this.lock.key,
      owner: place.owner,
      token: place.token,
      etag,
      leaseMs: heldLeaseMs(place),
      // Ours in full: a place handed on has only what its ticket said, until we renew it.
      record: { ...placeView(place, record), holder: this.options.holder },
      leaseStartedAt: times.leaseStartedAt,
      waitedMs: times.waitedMs,
      tookOverExpired: false,
      tookOverGone: false
    }
  }
}

/**
 * How long a waiter for a place sleeps between looks, by its position in line. As for one
 * holder (line.ts, lookIntervalMs), but the first `holders` in line all look as often as an
 * unqueued head does: places tend to free in waves (jobs that started together end together),
 * and each waiter of a wave takes its place only once the one ahead has taken its own; looking
 * once per poll, each waited up to a poll after the one ahead (9 jobs of 2 s through holders: 3
 * took 1.36 times their ideal time in scripts/bench-pool.mjs). The cost: up to `holders`
 * waiters looking four times per poll. Further back, paced by the tickets served as for one
 * holder, counted to the first `holders`, but never longer than half of what holds a place
 * handed to the waiter (`heldForMs`: its claim, else its lease), which it must see in time.
 */
export function placeLookIntervalMs(
  pollMs: number,
  holders: number,
  position: number | undefined,
  o: { behind?: number; msPerTurn?: number; heldForMs: number }
): number {
  if (position !== undefined && position > 0 && position < holders) {
    return lookIntervalMs(pollMs, 0)
  }
  const turns = position === undefined ? undefined : Math.max(0, position - holders + 1)
  const paced = lookIntervalMs(pollMs, turns, o.behind, o.msPerTurn)
  return Math.min(paced, Math.max(2 * pollMs, o.heldForMs / 2))
}
