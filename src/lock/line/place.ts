import { monotonicNow } from '../basics/backoff.js'
import { within } from '../basics/deadlines.js'
import { mutated } from '../basics/mutations.js'
import { StoreConfigError, UserFacingError } from '../basics/errors.js'
import type { Holder } from '../single/lock-record.js'
import { REQUEST_TIMEOUT_MS, type Deadline, type Store } from '../store/store.js'
import { DiscardLater } from './discard-later.js'
import { Line } from './line.js'
import { EMPTY, ticketHolder, type LineRecord, type LineView, type Ticket } from './line-record.js'
import { newerThan, type NewestEntry, type RunOrder } from './newest-wins.js'
import { TIDY_MS } from './take-in.js'

/** What F35's deletes had for a deadline: six attempts of a request's timeout, and backoff. */
const UNBOUNDED_MS = 6 * (REQUEST_TIMEOUT_MS + 5_000)

/**
 * A waiter's place in the line as acquire uses it, and how often a waiter looks: its
 * position, the pace of handovers, when the ones behind may pass it.
 */

/**
 * Far back in line: more waiters ahead than the head's look rate counts (lookIntervalMs). Such
 * a waiter reads the line at one in FAR_READ_EVERY of its chances.
 */
const FAR_BACK = 8

const FAR_READ_EVERY = 8

/**
 * ... and at least this often (at the default poll, one in eight chances comes about as often):
 * a crowd ahead that left at once, unseen for long, would find us looking as seldom as far
 * back, and we would be passed at our turn.
 */
const FAR_READ_MS = 30_000

/**
 * Far back behind one holder, a waiter looks at most this many polls apart (4 s at the
 * default): 500 waiters looking once a second were 500 GETs a second (issue 27).
 */
const FAR_LOOK_POLLS = 8

/**
 * How long a seated waiter leaves its crowd join's requests before it deletes them: about as
 * long as a crowd of hundreds takes to be seated (docs/benchmarks.md), whose reads and sends
 * they would otherwise slow.
 */
const DISCARD_SEATED_AFTER_MS = 10_000

/**
 * How long a free lock waits for this waiter before the ones behind pass it: its own pass-step,
 * never less than the passer's (a ticket of an older version has none; one written by hand may
 * say anything, and `s3-lock release --force --ticket` removes it).
 */
export function passStepOf(ticket: Ticket, oursMs: number): number {
  const its = ticket.passStepMs
  return typeof its === 'number' && Number.isSafeInteger(its) && its > 0
    ? Math.max(its, oursMs)
    : oursMs
}

/** The waiters ahead of ticket `n` that have not been served (served: the lock's mark). */
export function aheadOf(line: LineRecord, n: number, served: number): Ticket[] {
  return line.tickets.filter((ticket) => ticket.n > served && ticket.n < n)
}

/**
 * How long a waiter sleeps between looks at a held lock, by its position in line (undefined:
 * not in line). Only the first can take the lock at a release, so it looks most often: four
 * times per poll, and once more for each waiter behind it, up to eight times, since every one
 * of them waits out a slow handover too (a line of ten looks about as often in total as ten
 * racing waiters did without a line). The second looks once per poll, to be ready to take
 * over; the rest every two polls, or, once the pace of handovers is known (`msPerTurn`),
 * at half the time their turn can take at the fastest pace seen, up to eight polls.
 */
export function lookIntervalMs(
  pollMs: number,
  position?: number,
  behind = 0,
  msPerTurn?: number
): number {
  if (position === 0) return Math.max(50, pollMs / Math.min(8, 4 + behind))
  if (position === undefined || position === 1) return pollMs
  // Further back, our turn is `position` handovers away: sleeping half of what `position - 1`
  // took at the fastest pace seen, we look again while still that far, unless handovers come
  // twice as fast as ever; and then a waiter at the head is passed only after a pass-step.
  const paced = msPerTurn === undefined ? 0 : ((position - 1) * msPerTurn) / 2
  return Math.min(FAR_LOOK_POLLS * pollMs, Math.max(2 * pollMs, paced))
}

/**
 * The fastest the lock's mark has been seen to move, in ms per ticket served, by our own clock
 * between two of our looks: how soon our turn can come. Until it has moved once, a turn is
 * taken to last as long as our last look took: the next holder must at least write the lock,
 * and a store that answers us slowly (a crowd of hundreds looking) answers it no faster.
 */
export class TurnPace {
  private last: { mark: number; at: number } | undefined
  private fastest: number | undefined
  private lookMs: number | undefined

  see(mark: number, at: number, lookMs?: number): void {
    const last = this.last
    if (last !== undefined && mark > last.mark) {
      const perTurn = (at - last.at) / (mark - last.mark)
      this.fastest = Math.min(this.fastest ?? Infinity, perTurn)
    }
    if (last === undefined || mark !== last.mark) this.last = { mark, at }
    if (lookMs !== undefined) this.lookMs = lookMs
  }

  get msPerTurn(): number | undefined {
    return this.fastest ?? this.lookMs
  }
}

/**
 * One waiter's place in the line, as acquire uses it: taken at the first look that finds the
 * lock held, or that finds others in line ahead of a free lock; kept while waiting; given up
 * when the wait ends without the lock. Served tickets (up to the lock record's mark) need no
 * write: the acquisition itself carries the mark.
 */
export class Place {
  ticket: number | undefined
  private view: LineView | undefined
  /** The last read of the line was answered, and not refused. */
  private readOk = false
  /** A join was sent: its write may land even when its answer never came. */
  private joinSent = false
  /** The requests a crowd join sent (line-inbox.ts): a leave withdraws them first. */
  private readonly sentRequests: string[] = []
  /** Those of a join that seated us: deleted later, in the background, never waited for. */
  private readonly seatedRequests: DiscardLater
  /** Calls of refreshIfNear while far back. */
  private farReads = 0
  /** When the line was last read (sent), by our clock. */
  private readAt = 0

  private readonly holder: Holder
  /** The line through a store not bound to the step's signal: see `extra.cleanupStore`. */
  private readonly cleanupLine: Line

  constructor(
    readonly line: Line,
    private readonly id: string,
    holder: Holder,
    /** How long a free lock waits for one waiter ahead before that waiter is passed. */
    private readonly passStepMs: number,
    /**
     * With `queue: newest`: our group and order. In a lock with several holders: `exclusive`
     * (alone), and the `leaseMs` a place handed to us on a release gets.
     */
    private readonly extra: {
      run?: { group: string; order: RunOrder }
      exclusive?: boolean
      leaseMs?: number
      claimMs?: number
      /** When our wait ends (timeout), by our monotonic clock: JoinExtra.waitsUntil. */
      waitsUntil?: number
      /**
       * A store not bound to the step's signal, for deleting our requests and leaving the line:
       * after a cancel, every request through the line's own store is cut off unsent.
       */
      cleanupStore?: Store
    } = {}
  ) {
    this.holder = ticketHolder(holder)
    this.cleanupLine = extra.cleanupStore ? new Line(extra.cleanupStore, line.key) : line
    this.seatedRequests = new DiscardLater(
      (keys, bound) => this.cleanupLine.discard(keys, bound),
      DISCARD_SEATED_AFTER_MS,
      TIDY_MS
    )
  }

  /** With `queue: newest`: our group and order. */
  get run(): { group: string; order: RunOrder } | undefined {
    return this.extra.run
  }

  /** The line as last read (an empty one before the first read). */
  get record(): LineRecord {
    return this.view?.record ?? EMPTY
  }

  /**
   * Reads the line again (a 304 when nothing changed). A failed or refused read keeps what we
   * knew, and says so (false): see `known`.
   */
  async refresh(bound: Deadline): Promise<boolean> {
    this.readAt = monotonicNow()
    try {
      this.view = await this.line.read(this.view, bound)
      this.readOk = this.view.forbidden === undefined
    } catch (error) {
      if (!(error instanceof UserFacingError) || error instanceof StoreConfigError) throw error
      this.readOk = false
    }
    return this.readOk
  }

  /**
   * Reads the line again, as `refresh`, unless we are far back in it: then only at every
   * FAR_READ_EVERY-th call. Waiters ahead of our ticket can only leave or be served, never
   * appear, so the line as last read still says who may be ahead; far back, nobody looks at
   * the line for a turn that is minutes away, and a long line read by every waiter at every
   * change costs each of them its whole size again and again.
   */
  async refreshIfNear(lockMark: number, bound: Deadline): Promise<boolean> {
    const readLately = monotonicNow() - this.readAt < FAR_READ_MS
    if (this.isFarBack(lockMark) && readLately && ++this.farReads % FAR_READ_EVERY !== 0) {
      return true
    }
    return this.refresh(bound)
  }

  /** More than FAR_BACK waiters ahead, as the line last read (and read well) had it. */
  isFarBack(lockMark: number): boolean {
    return (
      this.run === undefined &&
      this.readOk &&
      this.ticket !== undefined &&
      this.ahead(lockMark).length > FAR_BACK
    )
  }

  /**
   * Whether the line as last read may be gone by: the last read was answered and not refused.
   * After a failed read the view may miss waiters who joined since (and a refused one is empty),
   * so "nobody ahead" from it would take the lock out of turn: the caller waits instead.
   */
  get known(): boolean {
    return this.readOk
  }

  /**
   * Our ticket is unserved and, as the line last read had it, nobody unserved is ahead of it.
   * That stays true until we are served or passed: a later join takes a later ticket. Never
   * with `queue: newest`, whose check needs the line as it is now.
   */
  isFirst(lockMark: number): boolean {
    return (
      this.run === undefined &&
      this.view !== undefined &&
      this.ticket !== undefined &&
      this.ticket > this.served(lockMark) &&
      this.ahead(lockMark).length === 0
    )
  }

  /** With `queue: newest`: the newer run of our group the line last read knows of. */
  supersededBy(): NewestEntry | undefined {
    return this.run && newerThan(this.record, this.run)
  }

  /** The served mark: the lock's, or the line's if it knows a later one. */
  served(lockMark: number): number {
    return Math.max(lockMark, this.record.served)
  }

  /** Joins the line, or joins again when we were passed (our ticket is served, yet not ours). */
  async join(lockMark: number, bound: Deadline, lineLikelyNew = false): Promise<void> {
    if (this.ticket !== undefined && this.ticket > this.served(lockMark)) return
    // With requests of ours out there, the line was there before us (JoinExtra.lineLikelyNew).
    const unread = lineLikelyNew && this.sentRequests.length === 0 && this.ticket === undefined
    this.joinSent = true
    let seatedIn: LineView | undefined
    this.ticket = await this.line.join(this.id, this.holder, this.served(lockMark), bound, {
      ...this.extra,
      lineLikelyNew: unread,
      passStepMs: this.passStepMs,
      sentRequests: this.sentRequests,
      onSeated: (view) => (seatedIn = view),
      discardLater: (keys) => this.seatedRequests.add(keys)
    })
    // In a crowd, the line that seated us was read just now: a read more of it, whole, by
    // each of hundreds of waiters would be the crowd's largest cost.
    if (seatedIn === undefined) await this.refresh(bound)
    else {
      this.view = seatedIn
      this.readOk = true
      this.readAt = monotonicNow()
    }
  }

  /**
   * Waiters ahead of us that have not been served: all unserved ones before we join, and also
   * after we were passed while joining again failed (our served ticket is no place: with it we
   * would count nobody ahead and overtake the whole line).
   */
  ahead(lockMark: number): Ticket[] {
    const served = this.served(lockMark)
    return this.ticket === undefined || this.ticket <= served
      ? this.record.tickets.filter((ticket) => ticket.n > served)
      : aheadOf(this.record, this.ticket, served)
  }

  /** Unserved waiters behind us; none before we join. */
  behind(lockMark: number): number {
    if (this.ticket === undefined) return 0
    const ticket = this.ticket
    const served = this.served(lockMark)
    return this.record.tickets.filter((other) => other.n > Math.max(ticket, served)).length
  }

  /**
   * May we try to take a free lock now? Yes when nobody unserved is ahead; else once the lock
   * has been free, unchanged, for long enough that the ones ahead are presumed dead: a pass-step
   * for each of them, on our own monotonic clock. Each one's own (its ticket's) when longer than
   * ours: a waiter with a long poll looks seldom, and passed by our shorter step while it still
   * looks, it would be sent to the back of the line at every release (F21).
   */
  mayTry(lockMark: number, freeForMs: number, ahead = this.ahead(lockMark)): boolean {
    const needed = ahead.reduce((sum, ticket) => sum + passStepOf(ticket, this.passStepMs), 0)
    return freeForMs >= needed
  }

  /** The mark an acquisition writes: our ticket, or the mark as it stands when we have none. */
  markFor(lockMark: number): number | undefined {
    // Never lower: a mark that went back would make served tickets look unserved again.
    const mark = Math.max(this.ticket ?? 0, this.served(lockMark))
    return mark > 0 ? mark : undefined
  }

  /**
   * Starts deleting the requests of the join that seated us, in the background: nothing on the
   * way to handing out the lock waits for a delete (docs/protocol.md, the hand-out gate).
   */
  discardSeatedNow(bound?: Deadline): void {
    void this.seatedRequests.finish(bound)
  }

  /**
   * The lock (or a place) is ours and handed out: what is left in the background ends soon,
   * so that the step can end (Line.finishTakingIn).
   */
  entered(): void {
    this.discardSeatedNow()
    this.line.finishTakingIn()
  }

  /**
   * Leaves the line; errors are the caller's to report or ignore. Also when no join of ours was
   * ever answered: one may have landed, or still land (a cancel or the timeout cut it short),
   * and a ticket left behind would be a dead waiter for everyone behind it. The line is read
   * for our id, and without it fenced (Line.leave): a read and a write. Returns the ticket we
   * held, as far as we know it: the one the leave removed, else our own.
   */
  async leave(bound: Deadline): Promise<number | undefined> {
    if (this.ticket === undefined && !this.joinSent) {
      this.discardSeatedNow(bound)
      return undefined
    }
    const line = this.cleanupLine
    // Withdrawn before the line is fenced: a round taken in after the fence was listed after
    // it, so without them (docs/protocol.md, "Joining in a crowd"). Fenced also when we hold
    // a ticket: a passed waiter joining again keeps its old, served ticket, which a prune may
    // have removed already, and its new join or request may still be on its way (found by
    // the model's CROWD, MUT_FENCE_ONLY_NO_TICKET). Removing our ticket is itself the fence.
    const sent = this.sentRequests.splice(0)
    const last = sent.at(-1)
    // A withdrawal that fails still leaves the line: our ticket gone is worth more to the ones
    // behind than a request of ours that may land later (a dead ticket, passed in turn).
    if (last !== undefined) await line.withdraw(last, bound).catch(() => undefined)
    // F35 switched back on: the requests' deletes first, with no deadline of the step's.
    if (mutated('F35')) {
      await this.seatedRequests.finish(within(UNBOUNDED_MS))
      await line.discard(sent, within(UNBOUNDED_MS)).catch(() => undefined)
    }
    const { round, removed } = await line.leave(this.id, bound, true)
    const ticket = removed?.n ?? this.ticket
    this.ticket = undefined
    this.joinSent = false
    // Deletes only after the line is written, and not waited for: a delete that is never
    // answered cannot keep our ticket in the line (F35).
    // Within the leave's own deadline: the step ends by it (I9).
    this.discardSeatedNow(bound)
    void line.discardAfterLeave(sent, round, bound).catch(() => undefined)
    return ticket
  }

  /**
   * A join of ours whose answer never came may still land after we took the lock without a
   * ticket: a ticket nobody serves, which every waiter behind would have to pass. Fenced off
   * here (one read and one write, only then), before the lease is checked for the hand-out.
   */
  async settle(bound: Deadline): Promise<void> {
    if (this.ticket === undefined && this.joinSent) await this.leave(bound)
  }
}
