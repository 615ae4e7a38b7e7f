import { random } from '../basics/clock.js'
import { monotonicNow, sleep } from '../basics/backoff.js'
import { StoreConfigError, UserFacingError } from '../basics/errors.js'
import { within } from '../basics/deadlines.js'
import type { Holder } from '../single/lock-record.js'
import type { Deadline, Store } from '../store/store.js'
import { GATHER_MS, LineInbox, type ListedRequest } from './line-inbox.js'
import {
  EMPTY,
  hasUnserved,
  joinRequest,
  parseLine,
  writeLine,
  seatOf,
  withRequest,
  type JoinExtra,
  type JoinRequest,
  type LineIo,
  type LineRecord,
  type LineView,
  type Ticket
} from './line-record.js'
import {
  CHECK_MS,
  CROWD_JOIN_MS,
  IDLE_ROUNDS,
  joinedLately,
  mayHoldRequests,
  LINE_WRITER_SHARE,
  lookAgain,
  MAX_WRITES,
  pauseUnlessWoken,
  REGATHER_MS,
  rescuePatience,
  retryDelay,
  seatingCrowd,
  SLOW_LOOK_MS,
  TAKE_IN_ROUNDS,
  TIDY_MS,
  withTakenIn
} from './take-in.js'
import { removeFromLine } from './leave.js'

/**
 * The line of waiters for one lock (docs/protocol.md, "a line, newest wins, several holders"):
 * one record beside the lock object, `<name>/.s3-lock/line`, changed only by conditional writes.
 * A place is fixed when the store applies the write that joins it, so tickets are numbered in
 * the order the store applied the joins. The line only says who may try: who holds the lock is
 * still decided by the conditional write on the lock object, whose record carries the holder's
 * ticket; tickets up to that one are served, and the next join prunes them.
 */
export class Line {
  private readonly inbox: LineInbox
  /** The store refused to list a round (no s3:ListBucket): joins go one write at a time. */
  private unlistable = false
  /** Rounds being taken in behind our joins (takeInBehind). */
  private takingIn: Promise<void> = Promise.resolve()
  /** Requests being deleted behind the rounds we took in. */
  private readonly discarding: Promise<void>[] = []
  /** Our wait is over (finishTakingIn): the taking in ends at the next round found empty. */
  private finishing = false
  /** Ends the pause of the taking in now (finishTakingIn). */
  private wakeTaker: (() => void) | undefined
  /** Ends the taking in TIDY_MS after finishTakingIn: a round cut short, its senders settle. */
  private readonly takeInCut = new AbortController()

  constructor(
    private readonly store: Store,
    readonly key: string
  ) {
    this.inbox = new LineInbox(store, key)
  }

  /** The line's object and reads, for changes made outside this class (leave.ts, take-in.ts). */
  private get lineIo(): LineIo {
    return { store: this.store, key: this.key, read: (known, bound) => this.read(known, bound) }
  }

  /** The line now (an absent line is empty); `known` makes an unchanged one a cheap 304. */
  async read(known: LineView | undefined, bound: Deadline): Promise<LineView> {
    const read = await this.store.read(this.key, known?.etag, bound)
    if (read.kind === 'unchanged' && known) return known
    if (read.kind === 'forbidden') return { record: EMPTY, forbidden: read.explanation }
    if (read.kind !== 'present') return { record: EMPTY }
    const { body, etag, lastModifiedMs } = read.object
    const record = parseLine(body, this.store.where(this.key))
    if (read.serverNowMs === undefined || lastModifiedMs === 0) return { record, etag }
    return { record, etag, unchangedMs: read.serverNowMs - lastModifiedMs }
  }

  /**
   * Takes a place at the end of the line: one conditional write when nobody else joins or
   * leaves at the same moment. `served` (from the lock record) lets the write prune tickets
   * already served. A write whose answer was lost is settled by reading back our id. A join
   * that loses a race is part of a crowd: it sends its request to the line's round instead
   * (joinInCrowd); the one that won takes the round in (takeInBehind), if it can list it.
   */
  async join(
    id: string,
    holder: Holder,
    served: number,
    bound: Deadline,
    extra: JoinExtra = {}
  ): Promise<number> {
    const request = joinRequest(id, holder, extra)
    let existsButForbidden = false
    // Not for queue: newest runs, which must see who is in line before they join.
    let unread = extra.lineLikelyNew === true && extra.run === undefined
    // Of a crowd that lost a new name's create, all but a share send to round 0 without racing
    // for the line (each refused write was one of hundreds for nothing): the name's creator
    // takes the round in (takeInAfterCreate), or a writer of the share, or a rescue.
    if (unread && random().fraction() >= LINE_WRITER_SHARE) {
      const n = await this.joinInCrowd(request, served, bound, extra, { record: EMPTY })
      if (n !== undefined) return n
      unread = false
    }
    for (let attempt = 0, retried = false; attempt < MAX_WRITES; attempt++) {
      const startedAt = monotonicNow()
      const wasUnread = unread
      const line: LineView = unread ? { record: EMPTY } : await this.read(undefined, bound)
      unread = false
      // A create refused because the line exists, and still no read: a real permission problem.
      if (line.forbidden !== undefined && existsButForbidden) {
        throw new StoreConfigError(line.forbidden)
      }
      const mark = Math.max(served, line.record.served)
      const seated = seatOf(line.record, request, mark)
      if (seated !== undefined) {
        extra.onSeated?.(line)
        return seated
      }
      // A crowd being seated: a write of our own would only take its turn from the take-ins;
      // our request goes to the crowd's round. Otherwise one write seats us in the order the
      // store applies it (requests within a second of each other have no order: 8 jobs 400 ms
      // apart were served out of order in 2 runs of 6). Always the crowd way while requests of
      // ours may be out there: a ticket beside them would leave them to seat a waiter nobody is.
      const pending = (extra.sentRequests?.length ?? 0) > 0
      if (
        line.forbidden === undefined &&
        !this.unlistable &&
        (pending || (hasUnserved(line.record, mark) && seatingCrowd(line)))
      ) {
        const n = await this.joinInCrowd(request, mark, bound, extra, line)
        if (n !== undefined) return n
        continue
      }
      // Behind others who joined lately (mayHoldRequests), or when our write creates the line
      // (the name's create losers sent to round 0: I6), requests may wait in the round: they
      // came before us, and our write seats them ahead of us (else a crowd's later arrivals
      // each wrote a ticket, its taker's write lost to each: 60 jobs made 65 writes, not 35).
      const readable = line.forbidden === undefined && extra.run === undefined
      const creating = !wasUnread && line.etag === undefined
      const behind =
        readable && (creating || mayHoldRequests(line, mark))
          ? await this.waitingIn(line, bound)
          : { requests: [], spent: [] }
      const record = withRequest(withTakenIn(line, behind.requests, mark), request)
      const outcome = await writeLine(this.store, this.key, record, line.etag, bound)
      if (outcome === 'written') {
        // Behind others who joined lately, their taker may still be listing this round: a
        // second would only race it. Having taken a round in, we are the taker now: the next
        // round gathers the stragglers.
        if (behind.requests.length > 0) {
          this.discardTaken(behind)
          if (!this.unlistable) this.takeInBehind(record.round ?? 0, mark, bound, REGATHER_MS)
        } else if (!this.unlistable && !joinedLately(line, mark)) {
          this.takeInBehind(record.round ?? 0, mark, bound)
        }
        return record.next - 1
      }
      if (outcome === 'refused' && line.forbidden !== undefined) existsButForbidden = true
      if (outcome === 'refused' && line.forbidden === undefined && !this.unlistable) {
        // Sent to the round we read: a crowd's winner takes that round in, and re-reading the
        // line first would be one more request of hundreds, all at once, for each of them. But
        // requests we listed were most likely seated by the write that beat ours, closing that
        // round: sent there, ours was a straggler, seated after a job 300 ms behind us (F44).
        if (behind.requests.length > 0 && !retried) {
          retried = true
          continue
        }
        const n = await this.joinInCrowd(request, mark, bound, extra, line)
        if (n !== undefined) return n
      }
      await sleep(retryDelay(attempt, monotonicNow() - startedAt), bound)
    }
    throw new UserFacingError(`could not join the line at ${this.store.where(this.key)}`)
  }

  /**
   * Joins with a crowd: our request goes to the line's current round, which the one that won
   * the race takes in (or we do, when nobody has for a while). Ends seated, or undefined when
   * the store will not list the rounds (no s3:ListBucket): then joins go one conditional write
   * at a time, as without a crowd.
   */
  private async joinInCrowd(
    request: JoinRequest,
    served: number,
    bound: Deadline,
    extra: JoinExtra,
    /**
     * The line as read just now, or before a write of ours it refused: our request goes to its
     * round, and a round that moved on without it is seen at the next look (lookAgain).
     */
    known?: LineView
  ): Promise<number | undefined> {
    const sent = extra.sentRequests ?? []
    let round: number | undefined
    let rescueAt = 0
    /** The rescue claims we made on `round` (LineInbox.claimRescue). */
    let claims = { round: -1, made: 0 }
    let view: LineView | undefined
    /** How long our last request took: the store's pace, as this sender sees it now. */
    let tookMs = 0
    const giveUpAt = monotonicNow() + CROWD_JOIN_MS
    while (monotonicNow() < giveUpAt) {
      if (known === undefined) {
        const lookedAt = monotonicNow()
        view = await lookAgain(this.lineIo, view, round, bound)
        tookMs = monotonicNow() - lookedAt
        // A line we may not read (AWS's 403 for a missing key, without s3:ListBucket) is never
        // taken in (takeInRound): join writes it as new, as for any line it cannot read.
        if (view.forbidden !== undefined) return undefined
      } else {
        view = known
        known = undefined
      }
      const mark = Math.max(served, view.record.served)
      const seated = seatOf(view.record, request, mark)
      if (seated !== undefined) {
        // Also the one taken in, whose taker may have died before deleting it; one sent to a
        // round that moved on without it is never read again.
        if (extra.discardLater) extra.discardLater(sent.splice(0))
        else await this.discard(sent.splice(0), bound)
        extra.onSeated?.(view)
        return seated
      }
      const current = view.record.round ?? 0
      if (current !== round) {
        round = current
        const placed = this.inbox.placed(round, request, extra.waitsUntil)
        if (!sent.includes(placed.key)) sent.push(placed.key)
        const sentAt = monotonicNow()
        await this.inbox.send(placed, bound)
        tookMs = monotonicNow() - sentAt
        // Spread: of a crowd whose round nobody takes in, the first to look takes it in. Not
        // before its taker's three requests can have been answered at the pace ours was.
        rescueAt = monotonicNow() + rescuePatience(tookMs) * (1 + random().fraction())
      } else if (monotonicNow() >= rescueAt) {
        const attempt = claims.round === round ? claims.made : 0
        claims = { round, made: attempt + 1 }
        const rescued = await this.rescue(round, attempt, request.id, mark, bound)
        if (rescued === 'unlistable') return undefined
        // Its claimant rescues it: we do (the next claim) only if it still has not moved by
        // then, that sender gone too.
        if (rescued === 'claimed') {
          rescueAt = monotonicNow() + rescuePatience(tookMs) * (2 + random().fraction())
        }
        // A round with nothing in it does not have ours: its send was refused or lost (a 503,
        // an outage). Send it again, or the rescue would look at the empty round forever.
        if (rescued === 'empty') round = undefined
        view = undefined
      }
      // A look the store took long to answer says it is busy, most likely with this crowd:
      // the next waits at least as long, or hundreds of senders would keep it that busy.
      const slowMs = Math.min(tookMs, SLOW_LOOK_MS)
      await sleep(Math.max(CHECK_MS / 2 + random().fraction() * CHECK_MS, slowMs), bound)
    }
    throw new UserFacingError(`could not join the line at ${this.store.where(this.key)}`)
  }

  /**
   * Takes in a round that nobody has taken in for a while (its taker was killed, or found the
   * round empty just before our request landed), once we have claimed its rescue: a crowd of
   * hundreds whose taker was slow listed the round hundreds of times, each sender racing the
   * others for one line write. 'claimed': another sender's claim was there first.
   */
  private async rescue(
    round: number,
    attempt: number,
    id: string,
    served: number,
    bound: Deadline
  ): Promise<'claimed' | 'empty' | 'moved' | 'unlistable'> {
    const claim = await this.inbox.claimRescue(round, attempt, id, bound)
    if (claim === 'taken') return 'claimed'
    const next = await this.tryTakeIn(round, served, bound)
    if (this.unlistable) return 'unlistable'
    if (next === round) return 'empty'
    if (next !== undefined) this.takeInBehind(next, served, bound, REGATHER_MS)
    // Taken in by another: its listing may have come before our claim, which it then left.
    else if (claim === 'claimed') {
      await this.inbox.discard([this.inbox.claimKey(round, attempt)], bound)
    }
    return 'moved'
  }

  /**
   * Goes on taking rounds into the line from `round`, for as long as they have requests (at
   * most TAKE_IN_ROUNDS), while our join returns: the one whose join won the race does this
   * for the crowd that lost it, and it is first in line or near it, so it must keep looking at
   * the lock meanwhile. It ends by itself; a round it fails to take in is taken in by one of
   * its senders (the rescue in joinInCrowd).
   */
  private takeInBehind(
    round: number,
    served: number,
    bound: Deadline,
    firstGatherMs = GATHER_MS
  ): void {
    const rounds = async () => {
      const cut = AbortSignal.any([bound, this.takeInCut.signal])
      let next: number | undefined = round
      // A crowd's requests trickle in for a second or two: a round found empty is looked at
      // again, after twice as long each time, before the taking in stops. A round after one
      // taken in gathers that one's stragglers: senders whose requests landed after its
      // listing, who see it move on at their next look and send again, one request later.
      let gatherMs = firstGatherMs
      try {
        for (let taken = 0, idle = 0; next !== undefined && taken < TAKE_IN_ROUNDS; taken++) {
          await this.pauseTakingIn(idle === 0 ? gatherMs : GATHER_MS * 2 ** idle, cut)
          const current: number = next
          const startedAt = monotonicNow()
          next = await this.tryTakeIn(current, served, cut)
          // A take-in is three requests (read, list, write): one of them, as the store answers now.
          gatherMs = REGATHER_MS + (monotonicNow() - startedAt) / 3
          idle = next === current ? idle + 1 : 0
          if (idle >= IDLE_ROUNDS || (idle > 0 && this.finishing)) break
        }
      } finally {
        await Promise.all(this.discarding.splice(0))
      }
    }
    this.takingIn = this.takingIn.then(rounds).catch(() => undefined)
  }

  /**
   * We created the lock's name: round 0 holds the requests of those who lost the create, and
   * three times in four none of them writes the line (I6; design.md, "A new name in a crowd").
   */
  async takeInAfterCreate(bound: Deadline): Promise<void> {
    const round0 = await this.waitingIn({ record: EMPTY }, bound).catch(() => ({ requests: [] }))
    if (round0.requests.length === 0) return
    const next = await this.tryTakeIn(0, 0, bound).catch(() => undefined)
    if (next !== undefined && next !== 0) this.takeInBehind(next, 0, bound, REGATHER_MS)
  }

  /**
   * Our wait is over (we hold the lock, or a place): rounds are taken in until one is empty, not
   * three in a row, and the pause before the next listing ends now, so that the step ends (a
   * job kept listing empty rounds for over a second, and the first handover took 1.2 s, not
   * 0.1 s). A crowd that arrives later is taken in by its senders' rescue (joinInCrowd). All
   * within TIDY_MS, not the join's bound: a LIST unanswered held the step 93 s longer (F45).
   */
  finishTakingIn(): void {
    this.finishing = true
    this.wakeTaker?.()
    within(TIDY_MS).addEventListener('abort', () => this.takeInCut.abort(), { once: true })
  }

  /** The pause between take-ins, ended early by finishTakingIn. */
  private async pauseTakingIn(ms: number, bound: Deadline): Promise<void> {
    await pauseUnlessWoken(ms, bound, (wake) => (this.wakeTaker = wake))
  }

  /**
   * takeInRound, with the failures that only end the taking in: a store that will not list
   * (then joins go one write at a time), or one that does not answer for now.
   */
  private async tryTakeIn(
    round: number,
    served: number,
    bound: Deadline
  ): Promise<number | undefined> {
    if (this.unlistable) return undefined
    try {
      return await this.takeInRound(round, served, bound)
    } catch (error) {
      if (error instanceof StoreConfigError) this.unlistable = true
      else if (bound?.aborted || !(error instanceof UserFacingError)) throw error
      return undefined
    }
  }

  /**
   * Appends every request of `round` to the line, and starts the next round, in one conditional
   * write on the line as read before the listing: a round is taken in once, and a request that
   * landed after the listing waits for the next round (its sender sees the round move on
   * without it). Returns the next round; the same round when it has no requests yet; undefined
   * when someone else took it in.
   */
  private async takeInRound(
    round: number,
    served: number,
    bound: Deadline
  ): Promise<number | undefined> {
    for (let attempt = 0; attempt < MAX_WRITES; attempt++) {
      const startedAt = monotonicNow()
      const line = await this.read(undefined, bound)
      if ((line.record.round ?? 0) !== round || line.forbidden !== undefined) return undefined
      const { requests: listed, spent } = await this.inbox.requests(round, bound)
      if (listed.length === 0) return round
      const mark = Math.max(served, line.record.served)
      const outcome = await writeLine(
        this.store,
        this.key,
        withTakenIn(line, listed, mark),
        line.etag,
        bound
      )
      if (outcome === 'written') {
        // Not waited for: the next round gathers meanwhile, and a crowd is seated as fast as
        // its rounds follow each other.
        this.discardTaken({ requests: listed, spent })
        return round + 1
      }
      await sleep(retryDelay(attempt, monotonicNow() - startedAt), bound)
    }
    return undefined
  }

  /**
   * The requests waiting in the line's round as read, for a join to seat ahead of itself: none
   * when the store will not list them (then joins go one write at a time), or does not answer.
   */
  private async waitingIn(
    line: LineView,
    bound: Deadline
  ): Promise<{ requests: ListedRequest[]; spent: string[] }> {
    if (this.unlistable) return { requests: [], spent: [] }
    try {
      return await this.inbox.requests(line.record.round ?? 0, bound)
    } catch (error) {
      if (error instanceof StoreConfigError) this.unlistable = true
      else if (bound.aborted || !(error instanceof UserFacingError)) throw error
      return { requests: [], spent: [] }
    }
  }

  /**
   * Deletes what a write of ours took in, in the background, within TIDY_MS, not acquire's
   * bound: a DELETE never answered held a main step open 90 s after "Acquired".
   */
  private discardTaken({ requests, spent }: { requests: ListedRequest[]; spent: string[] }): void {
    const keys = [...requests.map((request) => request.key), ...spent]
    this.discarding.push(this.inbox.discard(keys, within(TIDY_MS)).catch(() => undefined))
  }

  /** Deletes join requests that were taken in, or never will be (line-inbox.ts). */
  async discard(keys: string[], bound: Deadline): Promise<void> {
    await this.inbox.discard(keys, bound)
  }

  /** Withdraws the last join request of ours, which may not have been taken in yet. */
  async withdraw(key: string, bound: Deadline): Promise<void> {
    await this.inbox.withdraw(key, bound)
  }

  /**
   * Gives up our place: one conditional write, settled by reading back. With `fence` (a join of
   * ours may still be on its way to the store), a line without our ticket is written all the
   * same, with `next` raised, conditional on the version read: a join in flight was made
   * conditional on an older version, so it can no longer land. The body must change: the
   * same body would keep the same ETag, and the join's condition would still hold. Returns the
   * line's round as of our write (or read, when nothing was written), and our ticket removed.
   */
  async leave(
    id: string,
    bound: Deadline,
    fence = false
  ): Promise<{ round: number; removed?: Ticket }> {
    const mine = (ticket: Ticket) => ticket.id === id
    const fenced = fence ? (line: LineRecord) => ({ ...line, next: line.next + 1 }) : undefined
    return removeFromLine(this.lineIo, mine, bound, fenced)
  }

  /**
   * After a leave that left the line at `round`, deletes the requests we sent that nobody will:
   * those to rounds that moved on, and the withdrawn last one if its round was taken in (its
   * taker may have deleted it before our withdrawal wrote it again).
   */
  async discardAfterLeave(sent: string[], round: number, bound: Deadline): Promise<void> {
    const last = sent.at(-1)
    const gone = last !== undefined && this.inbox.roundOf(last) < round ? sent : sent.slice(0, -1)
    await this.discard(gone, bound)
  }

  /**
   * `s3-lock release --force --ticket N`: a gone waiter's ticket out, conditionally. Undefined
   * when the line has no such unserved ticket (nothing written).
   */
  async removeTicket(n: number, served: number, bound: Deadline): Promise<Ticket | undefined> {
    return (
      await removeFromLine(this.lineIo, (ticket) => ticket.n === n && ticket.n > served, bound)
    ).removed
  }
}
