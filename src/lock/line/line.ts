import { backoffDelay, monotonicNow, sleep } from '../basics/backoff.js'
import { DiscardLater } from './discard-later.js'
import { StoreConfigError, UserFacingError } from '../basics/errors.js'
import { within } from '../basics/deadlines.js'
import { refuseNewerFormat, type Holder } from '../single/lock-record.js'
import { GATHER_MS, LineInbox, RESCUE_AFTER_MS, type ListedRequest } from './line-inbox.js'
import type { Deadline, S3LockStore } from '../store/s3-store.js'
import { isLeaseMs } from '../pool/shared-record.js'

/**
 * The line of waiters for one lock (docs/protocol.md, "a line, newest wins, several holders"):
 * one record beside the lock object, `<name>/.s3-lock/line`, changed only by conditional writes.
 * A place is fixed when the store applies the write that joins it, so tickets are numbered in
 * the order the store applied the joins. The line only says who may try: who holds the lock is
 * still decided by the conditional write on the lock object, whose record carries the holder's
 * ticket; tickets up to that one are served, and the next join prunes them.
 */
export const LINE_VERSION = 1

export interface Ticket {
  n: number
  /** The waiter's owner id: the same as in the lock record once it holds the lock. */
  id: string
  holder: Holder
  /** Waits to take a lock with several holders alone (shared-record.ts): nobody behind overtakes it. */
  exclusive?: true
  /** With `queue: newest`: the runs that supersede each other, and this run's place among them. */
  group?: string
  order?: RunOrder
  /**
   * How long this waiter may leave a free lock unused while it is alive: four of its own polls
   * (it looks at least that often at the head). Those behind wait at least this long for it
   * before passing it, whatever their own poll: a head that polls slowly is still looking.
   */
  passStepMs?: number
  /**
   * In a lock with several holders: the lease this waiter asks for. A release may then hand its
   * place on to this waiter in the same write (shared-record.ts, withHandedPlaces); a ticket
   * without it is never handed a place, and takes its own.
   */
  leaseMs?: number
  /** The claim a place handed to it is held by until its first renewal (its renewer's promise). */
  claimMs?: number
}

/**
 * "Newer" for `queue: newest`: compared number by number (a GitHub run id, then its attempt;
 * or the s3-lock command's ordering key).
 */
export type RunOrder = number[]

/** The newest run of a group that ever joined the line, and who it was (for the messages). */
export interface NewestEntry {
  group: string
  order: RunOrder
  holder: Holder
  /** The ticket it joined with: entries are kept for the most recently joined groups. */
  n: number
}

/** A wait that ended because a newer run of the same group joined the line. */
export class SupersededError extends UserFacingError {
  constructor(
    message: string,
    readonly newer: NewestEntry
  ) {
    super(message)
  }
}

export interface LineRecord {
  version: typeof LINE_VERSION
  /** The number the next ticket gets. */
  next: number
  /** The highest ticket known to be served (also in the lock record, which is authoritative). */
  served: number
  tickets: Ticket[]
  /**
   * Per group of `queue: newest` runs, the newest that ever joined, updated by the same write
   * as its join: a run below it never acquires. Bounded to the MAX_GROUPS most recent groups.
   */
  newest?: NewestEntry[]
  /**
   * The round that crowd joins send their requests to (line-inbox.ts); the write that takes a
   * round in starts the next. Never lowered (absent: 0).
   */
  round?: number
  /**
   * A crowd is being seated: a take-in seated two requests or more, and no join has written
   * its own ticket since (take-ins keep the mark, a join's own write drops it). A job that
   * arrives while the line is not quiet sends its request to the round too (Line.join).
   * Absent in lines written by older versions, which drop it.
   */
  crowd?: true
}

/** What a ticket says of its waiter, without its number: what a join asks for. */
export type JoinRequest = Omit<Ticket, 'n'>

export interface JoinExtra {
  run?: { group: string; order: RunOrder }
  exclusive?: boolean
  passStepMs?: number
  leaseMs?: number
  claimMs?: number
  /** Collects the keys of the requests a crowd join sent, for a leave to withdraw them. */
  sentRequests?: string[]
  /** Told the line as read when it seated us, so that the caller need not read it again. */
  onSeated?: (view: LineView) => void
  /**
   * Takes the requests a crowd join sent, once it is seated, to delete them later
   * (discard-later.ts). Without it, the join deletes them before it returns.
   */
  discardLater?: (keys: string[]) => void
  /**
   * The lock's name was created a moment ago by another job (our create was refused): its line
   * most likely does not exist yet. The first attempt writes it as new without reading it; a
   * crowd on a new name is hundreds of such reads of nothing. Refused, our request goes to
   * round 0, and a line that did exist is read at the next look (a straggler's way). Most such
   * joins do not write at all (LINE_WRITER_SHARE): their requests go to round 0 at once.
   */
  lineLikelyNew?: boolean
}

/** The line as read, with the ETag that a change must be conditional on. */
export interface LineView {
  record: LineRecord
  etag?: string
  /**
   * The read was refused (403). AWS answers so for a missing key when the caller may not
   * s3:ListBucket, so it is taken as an empty line; a create that then finds an object there
   * tells the two apart (see join).
   */
  forbidden?: string
  /**
   * How long the line had gone unwritten when read, by the store's clock alone (its Date
   * header against the object's Last-Modified, both whole seconds): no other machine's clock.
   */
  unchangedMs?: number
}

export class MalformedLineError extends UserFacingError {}

const EMPTY: LineRecord = { version: LINE_VERSION, next: 1, served: 0, tickets: [] }
/** A join or leave that keeps losing races to others gives up after this many writes. */
const MAX_WRITES = 50
/**
 * How many groups the line remembers the newest run of. A group evicted from the list (more
 * than this many groups joined since its last run) no longer stops an older run of its own.
 */
export const MAX_GROUPS = 100

export function compareOrder(a: RunOrder, b: RunOrder): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return Math.sign(d)
  }
  return 0
}

/** The newer run of our group that the line knows of, if any. */
export function newerThan(
  line: LineRecord,
  run: { group: string; order: RunOrder }
): NewestEntry | undefined {
  const entry = line.newest?.find((e) => e.group === run.group)
  return entry !== undefined && compareOrder(entry.order, run.order) > 0 ? entry : undefined
}

/**
 * The pause before another try at a line write that another writer beat. Writers that read
 * the same version all but one lose, and each try takes a read and a write: the store applies
 * about one join per such round, so the losers' next tries are spread over eight rounds of our
 * own last try, doubling with each loss. Spread over one round, they mostly collided again:
 * nine jobs that join at the same moment cost 22 line writes beyond their joins, 13 over eight
 * rounds, and the last of them is in line 0.4 s later (scripts/sim-line-joins.mjs; 8 is the
 * fewest). It stays under a second: the line's order among jobs that arrive within it is
 * theirs to share.
 */
function retryDelay(attempt: number, lastTryMs: number): number {
  return backoffDelay(attempt, 8 * Math.max(10, lastTryMs), 1000)
}

/**
 * How often a joiner in a crowd looks whether its round has been taken in (jittered, half to
 * one and a half times this): about as often as a waiter looks at the lock, so that a crowd of
 * hundreds does not load the store more while it joins than while it waits.
 */
const CHECK_MS = 400
/** The longest a sender takes to see its round move on without it: its next look. */
const REGATHER_MS = CHECK_MS * 1.5
/** The line's round, in its object's metadata (lowercase: S3 lowers metadata names). */
const ROUND_METADATA = 'round'
/**
 * The most rounds the winner of a race takes in for the crowd behind it: a crowd is seated in a
 * few (its requests land within a second or two), and a stream of joins that outlasts them is
 * taken in by the next winner, or by the joiners themselves after RESCUE_AFTER_MS.
 */
const TAKE_IN_ROUNDS = 12
/** What taking a round in asks of the store: a read of the line, a listing, a line write. */
const TAKE_IN_REQUESTS = 3
/**
 * The longest a sender waits for its round to be taken in before it rescues it, however slowly
 * the store answered it: one slow answer (a retried 503) says little about the next ones.
 */
const MOST_PATIENCE_MS = RESCUE_AFTER_MS * 4
/** ... and the longest it spaces its looks by how long the last one took. */
const SLOW_LOOK_MS = CHECK_MS * 5

/**
 * How long a sender gives its round's taker: a take-in's requests at the pace the store
 * answers us now, within RESCUE_AFTER_MS and MOST_PATIENCE_MS.
 */
function rescuePatience(tookMs: number): number {
  return Math.min(MOST_PATIENCE_MS, Math.max(RESCUE_AFTER_MS, TAKE_IN_REQUESTS * tookMs))
}
/**
 * The share of a crowd on a new name that races to write its line (Line.join): of the nine
 * losers of a crowd of ten, one or more writes it 92 times in 100; of 499, about 125 do.
 */
const LINE_WRITER_SHARE = 0.25
/** Rounds found empty in a row (listed after 150, 300, 600 ms) that end the taking in. */
const IDLE_ROUNDS = 3
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
/** A crowd join that is still not seated after this long fails, as a join losing every race. */
const CROWD_JOIN_MS = 60_000
/**
 * How long a seated waiter leaves its crowd join's requests before it deletes them: about as
 * long as a crowd of hundreds takes to be seated (docs/benchmarks.md), whose reads and sends
 * they would otherwise slow.
 */
const DISCARD_SEATED_AFTER_MS = 10_000
/**
 * How long deletes of our requests may take once nothing waits for them (tidying: after a
 * take, after a leave's line write). Best effort: a request left over is deleted by its round's
 * taker, or by the bucket's lifecycle rule.
 */
const TIDY_MS = 5_000

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

  constructor(
    private readonly store: S3LockStore,
    readonly key: string
  ) {
    this.inbox = new LineInbox(store, key)
  }

  /**
   * The line now; `known` makes an unchanged line a cheap 304 (then `known` is returned). An
   * absent line is an empty one.
   */
  async read(known: LineView | undefined, bound: Deadline): Promise<LineView> {
    const read = await this.store.read(this.key, known?.etag, bound)
    if (read.kind === 'unchanged' && known) return known
    if (read.kind === 'forbidden') return { record: EMPTY, forbidden: read.explanation }
    if (read.kind !== 'present') return { record: EMPTY }
    const { body, etag, lastModifiedMs } = read.object
    const unchangedMs =
      read.serverNowMs === undefined || lastModifiedMs === 0
        ? undefined
        : read.serverNowMs - lastModifiedMs
    return { record: this.parse(body), etag, ...(unchangedMs === undefined ? {} : { unchangedMs }) }
  }

  /**
   * Takes a place at the end of the line: one conditional write when nobody else joins or
   * leaves at the same moment. `served` (from the lock record) lets the write prune tickets
   * already served. A write whose answer was lost is settled by reading back our id. A join
   * that loses a race is part of a crowd: it sends its request to the line's round instead
   * (joinInCrowd); the one that won takes the round in (takeInBehind), unless the store will
   * not list it.
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
    // Of a crowd that lost the create of a new name, all but a share send their requests to
    // round 0 without racing for the line: its one winner takes the round in, and each loser's
    // refused write was one more write, of hundreds at once, for nothing. Should none of the
    // share write it, the round is rescued as any other (joinInCrowd).
    if (unread && Math.random() >= LINE_WRITER_SHARE) {
      const n = await this.joinInCrowd(request, served, bound, extra, { record: EMPTY })
      if (n !== undefined) return n
      unread = false
    }
    for (let attempt = 0; attempt < MAX_WRITES; attempt++) {
      const startedAt = monotonicNow()
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
      // A crowd being seated (the line's last seating took a round of several in, lately):
      // a write of our own would only take its turn from the take-ins, and be refused as
      // often as not; our request goes to the round with the crowd's. Otherwise one write
      // seats us, in the order the store applies it: a job that arrives a few hundred ms after
      // another, behind a waiter, is behind it. Sent to a round instead, it shared the round
      // with the one before when that had not been taken in yet, and requests within one
      // second of each other (the store's clock) have no order: 8 jobs 400 ms apart were
      // served out of order in 2 runs of 6. Always the crowd way while requests of ours may be
      // out there (a crowd join that failed): only it takes them in or deletes them; a ticket
      // written beside them would leave them to be taken in later, as a waiter nobody is.
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
      // Behind others who joined lately, requests may wait in the round (the losers of a race
      // just won, a crowd whose first take-in has not landed yet): they came before us, and
      // the same write seats them ahead of us, and starts the next round (marked a crowd's
      // when they are two or more). Else each of a crowd's later arrivals wrote a ticket of
      // its own, every such write a new version that the crowd's taker's write, made on the
      // version before, lost to: 60 jobs at once made 65 line writes, not 35, seated late.
      const lately = line.forbidden === undefined && joinedLately(line, mark)
      const behind =
        lately && extra.run === undefined
          ? await this.waitingIn(line, bound)
          : { requests: [], spent: [] }
      const record = withRequest(this.withTakenIn(line, behind.requests, mark), request)
      const outcome = await this.write(record, line.etag, bound)
      if (outcome === 'written') {
        // Behind others who joined lately, their taker may still be listing this round: a
        // second one would only race it for each take-in. Its losers are taken in by it, by
        // the next join, or rescued. But having taken a round in, we are the taker now (the
        // one before finds the round moved on, and stops): the next round gathers the
        // stragglers, who see the round move on at their next look.
        if (behind.requests.length > 0) {
          this.discardTaken(behind)
          if (!this.unlistable) this.takeInBehind(record.round ?? 0, mark, bound, REGATHER_MS)
        } else if (!this.unlistable && !lately) this.takeInBehind(record.round ?? 0, mark, bound)
        return record.next - 1
      }
      if (outcome === 'refused' && line.forbidden !== undefined) existsButForbidden = true
      if (outcome === 'refused' && line.forbidden === undefined && !this.unlistable) {
        // Sent to the round we read: a crowd's winner takes that round in, and re-reading the
        // line first would be one more request of hundreds, all at once, for each of them.
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
        view = await this.lookAgain(view, round, bound)
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
        const placed = this.inbox.placed(round, request)
        if (!sent.includes(placed.key)) sent.push(placed.key)
        const sentAt = monotonicNow()
        await this.inbox.send(placed, bound)
        tookMs = monotonicNow() - sentAt
        // Spread: of a crowd whose round nobody takes in, the first to look takes it in. Not
        // before its taker's three requests can have been answered at the pace ours was.
        rescueAt = monotonicNow() + rescuePatience(tookMs) * (1 + Math.random())
      } else if (monotonicNow() >= rescueAt) {
        const attempt = claims.round === round ? claims.made : 0
        claims = { round, made: attempt + 1 }
        const rescued = await this.rescue(round, attempt, request.id, mark, bound)
        if (rescued === 'unlistable') return undefined
        // Its claimant rescues it: we do (the next claim) only if it still has not moved by
        // then, that sender gone too.
        if (rescued === 'claimed') {
          rescueAt = monotonicNow() + rescuePatience(tookMs) * (2 + Math.random())
        }
        // A round with nothing in it does not have ours: its send was refused or lost (a 503,
        // an outage). Send it again, or the rescue would look at the empty round forever.
        if (rescued === 'empty') round = undefined
        view = undefined
      }
      // A look the store took long to answer says it is busy, most likely with this crowd:
      // the next waits at least as long, or hundreds of senders would keep it that busy.
      const slowMs = Math.min(tookMs, SLOW_LOOK_MS)
      await sleep(Math.max(CHECK_MS / 2 + Math.random() * CHECK_MS, slowMs), bound)
    }
    throw new UserFacingError(`could not join the line at ${this.store.where(this.key)}`)
  }

  /**
   * The line as a sender waiting in `round` needs it: a change that left the round as it was
   * cannot have seated us (only taking the round in does, and that starts the next), so a HEAD
   * of the line's metadata says whether to read it. In a crowd the line changes at every
   * round, and hundreds of senders reading it whole at every change read megabytes a second.
   */
  private async lookAgain(
    view: LineView | undefined,
    round: number | undefined,
    bound: Deadline
  ): Promise<LineView> {
    // Without an ETag (the line was absent when we last read it), the HEAD still tells its round.
    if (view !== undefined && round !== undefined) {
      const peeked = await this.store.peek(this.key, view.etag, bound)
      if (peeked?.kind === 'unchanged') return view
      if (peeked?.kind === 'present' && peeked.metadata[ROUND_METADATA] === String(round)) {
        return view
      }
    }
    return this.read(view, bound)
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
      let next: number | undefined = round
      // A crowd's requests trickle in for a second or two: a round found empty is looked at
      // again, after twice as long each time, before the taking in stops. A round after one
      // taken in gathers that one's stragglers: senders whose requests landed after its
      // listing, who see it move on at their next look and send again, one request later.
      let gatherMs = firstGatherMs
      try {
        for (let taken = 0, idle = 0; next !== undefined && taken < TAKE_IN_ROUNDS; taken++) {
          await this.pauseTakingIn(idle === 0 ? gatherMs : GATHER_MS * 2 ** idle, bound)
          const current: number = next
          const startedAt = monotonicNow()
          next = await this.tryTakeIn(current, served, bound)
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
   * Our wait is over (we hold the lock, or a place): the rounds behind our join are taken in
   * until one is found empty, not three in a row, and the pause before the next listing ends
   * now. The step that acquired ends when nothing of its own is left to do: a job that joined
   * a line whose holder left at once kept listing empty rounds for over a second (150, 300 and
   * 600 ms apart) before its main step could end, and so the first handover after a holder took
   * 1.2 s, the others 0.1 s. A crowd still being seated goes on being taken in; one that
   * arrives later is taken in by its senders' rescue (joinInCrowd), as when a taker is gone.
   */
  finishTakingIn(): void {
    this.finishing = true
    this.wakeTaker?.()
  }

  /** The pause between take-ins, ended early by finishTakingIn. */
  private async pauseTakingIn(ms: number, bound: Deadline): Promise<void> {
    const woken = new AbortController()
    const abort = () => woken.abort()
    bound.addEventListener('abort', abort, { once: true })
    this.wakeTaker = abort
    try {
      await sleep(ms, woken.signal)
    } catch {
      // woken, or cut off by `bound` (below)
    } finally {
      this.wakeTaker = undefined
      bound.removeEventListener('abort', abort)
    }
    if (bound.aborted) throw bound.reason
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
      const outcome = await this.write(this.withTakenIn(line, listed, mark), line.etag, bound)
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
   * The line as read, pruned, with tickets for `listed` (its round's requests) and the next
   * round started when there are any: a take-in. Marked a crowd's when two or more are seated
   * at once, or when it was one already (LineRecord.crowd).
   */
  private withTakenIn(line: LineView, listed: ListedRequest[], mark: number): LineRecord {
    let record = withoutCrowd(pruned(line.record, mark))
    if (listed.length === 0) return record
    const before = record.next
    for (const { body } of listed) {
      const request = requestFrom(body)
      if (request && seatOf(record, request, mark, false) === undefined) {
        record = withRequest(record, request)
      }
    }
    // Two or more seated at once: a crowd, and those still arriving join it (Line.join); the
    // mark stays through its later rounds, of one request or none, until a join's own write.
    // One alone (a join that lost a race by a hair) marks nothing: the jobs after it, a few
    // hundred ms apart, still write their tickets in the order they came.
    const crowd = record.next - before >= CROWD_ROUND || line.record.crowd === true
    return { ...record, round: (line.record.round ?? 0) + 1, ...(crowd ? { crowd } : {}) }
  }

  /**
   * Deletes what a write of ours took in, in the background, within a deadline of its own: not
   * acquire's, which may be minutes away, while the process that handed the lock out cannot end
   * before its deletes do (a DELETE never answered, sent again at every request timeout, held
   * a main step open 90 s after "Acquired": the reliability suite's held DELETEs).
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
    return this.remove(mine, bound, fenced)
  }

  /**
   * After a leave whose write left the line at `round`, the requests we sent (`sent`, the last
   * one withdrawn) that nobody will delete: those to rounds that moved on, and the withdrawn
   * one if its round was taken in (its taker may have deleted the request before our
   * withdrawal wrote it again; no take-in of it can land after our write).
   */
  async discardAfterLeave(sent: string[], round: number, bound: Deadline): Promise<void> {
    const last = sent.at(-1)
    const gone = last !== undefined && this.inbox.roundOf(last) < round ? sent : sent.slice(0, -1)
    await this.discard(gone, bound)
  }

  /**
   * Takes a waiter's ticket out of the line (`s3-lock release --force --ticket N`, for a waiter
   * that is gone): conditional on the version read, as every change of the line. Returns the
   * ticket removed, or undefined when the line has no such unserved ticket (nothing written).
   */
  async removeTicket(n: number, served: number, bound: Deadline): Promise<Ticket | undefined> {
    return (await this.remove((ticket) => ticket.n === n && ticket.n > served, bound)).removed
  }

  private async remove(
    match: (ticket: Ticket) => boolean,
    bound: Deadline,
    fence?: (line: LineRecord) => LineRecord
  ): Promise<{ removed?: Ticket; round: number }> {
    for (let attempt = 0; attempt < MAX_WRITES; attempt++) {
      const startedAt = monotonicNow()
      const line = await this.read(undefined, bound)
      if (line.forbidden !== undefined) throw new StoreConfigError(line.forbidden)
      const round = line.record.round ?? 0
      const removed = line.record.tickets.find(match)
      if (removed === undefined) {
        if (fence === undefined) return { round }
        if ((await this.write(fence(line.record), line.etag, bound)) === 'written') return { round }
        await sleep(retryDelay(attempt, monotonicNow() - startedAt), bound)
        continue
      }
      const record: LineRecord = {
        ...line.record,
        tickets: line.record.tickets.filter((ticket) => ticket !== removed)
      }
      if ((await this.write(record, line.etag, bound)) === 'written') return { removed, round }
      await sleep(retryDelay(attempt, monotonicNow() - startedAt), bound)
    }
    throw new UserFacingError(`could not change the line at ${this.store.where(this.key)}`)
  }

  private async write(
    record: LineRecord,
    etag: string | undefined,
    bound: Deadline
  ): Promise<'written' | 'refused' | 'unknown'> {
    const body = `${JSON.stringify(record)}\n`
    // The round in the object's metadata too: a crowd's senders look at it with a HEAD.
    const metadata = { [ROUND_METADATA]: String(record.round ?? 0) }
    const outcome =
      etag === undefined
        ? await this.store.create(this.key, body, bound, metadata)
        : await this.store.replace(this.key, body, etag, bound, metadata)
    if (outcome.kind === 'written') return 'written'
    return outcome.kind === 'precondition-failed' ? 'refused' : 'unknown'
  }

  private parse(text: string): LineRecord {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    refuseNewerFormat(json, this.store.where(this.key), LINE_VERSION)
    try {
      const value = (json ?? {}) as Partial<LineRecord>
      if (
        value.version === LINE_VERSION &&
        Number.isSafeInteger(value.next) &&
        Array.isArray(value.tickets)
      ) {
        return {
          version: LINE_VERSION,
          next: value.next as number,
          served: Number.isSafeInteger(value.served) ? (value.served as number) : 0,
          tickets: value.tickets.filter(
            (ticket): ticket is Ticket =>
              Number.isSafeInteger(ticket?.n) && typeof ticket?.id === 'string'
          ),
          ...(Number.isSafeInteger(value.round) ? { round: value.round } : {}),
          ...(value.crowd === true ? { crowd: true as const } : {}),
          ...(Array.isArray(value.newest)
            ? {
                newest: value.newest.filter(
                  (entry): entry is NewestEntry =>
                    typeof entry?.group === 'string' &&
                    Array.isArray(entry.order) &&
                    entry.order.every((x) => Number.isSafeInteger(x)) &&
                    Number.isSafeInteger(entry.n)
                )
              }
            : {})
        }
      }
    } catch {
      // fall through
    }
    throw new MalformedLineError(
      `${this.store.where(this.key)} is not a line of waiters this action can read; remove it ` +
        'if nothing waits for the lock'
    )
  }
}

/** The request a join sends for this waiter. */
function joinRequest(id: string, holder: Holder, extra: JoinExtra): JoinRequest {
  return {
    id,
    holder,
    ...(extra.run ? { group: extra.run.group, order: extra.run.order } : {}),
    ...(extra.exclusive ? { exclusive: true as const } : {}),
    ...(extra.passStepMs === undefined ? {} : { passStepMs: extra.passStepMs }),
    ...(extra.leaseMs === undefined ? {} : { leaseMs: extra.leaseMs }),
    ...(extra.claimMs === undefined ? {} : { claimMs: extra.claimMs })
  }
}

/** A request as another job wrote it into the inbox, if it is one; only its known fields. */
function requestFrom(body: unknown): JoinRequest | undefined {
  const value = body as Partial<JoinRequest> | undefined
  if (typeof value?.id !== 'string' || typeof value.holder !== 'object' || !value.holder) {
    return undefined
  }
  const run =
    typeof value.group === 'string' &&
    Array.isArray(value.order) &&
    value.order.every((x) => Number.isSafeInteger(x))
      ? { group: value.group, order: value.order }
      : undefined
  const passStepMs = Number.isSafeInteger(value.passStepMs) ? value.passStepMs : undefined
  const leaseMs = isLeaseMs(value.leaseMs) ? value.leaseMs : undefined
  const claimMs = isLeaseMs(value.claimMs) ? value.claimMs : undefined
  return joinRequest(value.id, ticketHolder(value.holder), {
    run,
    exclusive: value.exclusive === true,
    passStepMs,
    leaseMs,
    claimMs
  })
}

function runOf(request: JoinRequest): { group: string; order: RunOrder } | undefined {
  return request.group !== undefined && request.order !== undefined
    ? { group: request.group, order: request.order }
    : undefined
}

/**
 * Our ticket, if a join of ours landed (perhaps unheard); one already served (we were passed)
 * is no place: it is pruned with the others, and we join at the end again. With `superseding`,
 * throws when a newer run of our group joined before us: we would only ever wait to be
 * superseded.
 */
function seatOf(
  line: LineRecord,
  request: JoinRequest,
  mark: number,
  superseding = true
): number | undefined {
  const mine = line.tickets.find((ticket) => ticket.id === request.id && ticket.n > mark)
  if (mine) return mine.n
  const run = runOf(request)
  const newer = superseding && run && newerThan(line, run)
  if (newer) throw superseded(newer)
  return undefined
}

/**
 * Unwritten for QUIET_MS by the store's whole-second clock, so for over a second: longer than
 * the one taking a crowd in keeps looking at empty rounds (line-inbox.ts, takeInBehind).
 */
const QUIET_MS = 2_000

/** The fewest requests a take-in seats that make a crowd (LineRecord.crowd). */
const CROWD_ROUND = 2

/**
 * A crowd is being seated: the line's last seating was a take-in of several, and the line has
 * not been left quiet since (its taker may still be listing rounds).
 */
function seatingCrowd(line: LineView): boolean {
  return line.record.crowd === true && (line.unchangedMs ?? 0) < QUIET_MS
}

/**
 * Others are waiting, and the line changed within QUIET_MS: whoever seated them may still be
 * taking rounds in behind its join (takeInBehind).
 */
function joinedLately(line: LineView, mark: number): boolean {
  return hasUnserved(line.record, mark) && (line.unchangedMs ?? 0) < QUIET_MS
}

/** The line without the mark of a crowd: a write that seats one, or a take-in of one. */
function withoutCrowd(line: LineRecord): LineRecord {
  if (line.crowd === undefined) return line
  const rest = { ...line }
  delete rest.crowd
  return rest
}

function hasUnserved(line: LineRecord, mark: number): boolean {
  return line.tickets.some((ticket) => ticket.n > mark)
}

/** The line without the tickets served up to `mark`. */
function pruned(line: LineRecord, mark: number): LineRecord {
  return { ...line, served: mark, tickets: line.tickets.filter((ticket) => ticket.n > mark) }
}

/**
 * The line with a ticket for `request` at its end (its group's newest raised), or as it was
 * when a newer run of its group is already in it: a superseded run never enters.
 */
function withRequest(line: LineRecord, request: JoinRequest): LineRecord {
  const run = runOf(request)
  if (run && newerThan(line, run)) return line
  // Above the mark even when the line is younger than the lock's served tickets (deleted by
  // hand or by a lifecycle rule): a ticket at or below it would count as served at once.
  const n = Math.max(line.next, line.served + 1)
  return {
    ...line,
    next: n + 1,
    tickets: [...line.tickets, { n, ...request }],
    ...(run ? { newest: withNewest(line.newest ?? [], { ...run, holder: request.holder, n }) } : {})
  }
}

/** The list of newest runs with this one in it: its group's entry raised, at most MAX_GROUPS. */
export function withNewest(entries: NewestEntry[], entry: NewestEntry): NewestEntry[] {
  const old = entries.find((e) => e.group === entry.group)
  if (old && compareOrder(old.order, entry.order) >= 0) return entries
  return [...entries.filter((e) => e.group !== entry.group), entry]
    .sort((a, b) => b.n - a.n)
    .slice(0, MAX_GROUPS)
}

export function superseded(newer: NewestEntry): SupersededError {
  return new SupersededError(`a newer run of its group joined the line (${newer.group})`, newer)
}

/**
 * What a ticket says of its waiter: enough for the ones behind to name it ("Deploy #18 in
 * octo/web"), little enough that a line of 500 stays a small object to read.
 */
const TICKET_FIELDS = ['context', 'repository', 'job', 'runUrl'] as const

function ticketHolder(holder: Holder): Holder {
  const kept: Holder = {}
  for (const field of TICKET_FIELDS) {
    const value = holder[field]
    if (value) kept[field] = value.slice(0, 200)
  }
  return kept
}

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
      /**
       * A store not bound to the step's signal, for deleting our requests and leaving the line:
       * after a cancel, every request through the line's own store is cut off unsent.
       */
      cleanupStore?: S3LockStore
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
