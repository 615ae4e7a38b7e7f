import { wallIso } from '../basics/clock.js'
import type {
  Acquisition,
  AcquireOptions,
  BreakResult,
  HeldClaim,
  ReleaseClaim,
  ReleaseResult,
  RenewResult
} from '../acquire/acquisition.js'
import { backoffDelay, monotonicNow, sleep } from '../basics/backoff.js'
import { formatDuration } from '../basics/duration.js'
import {
  HoldersMismatchError,
  StoreConfigError,
  StoreUnavailableError,
  UserFacingError
} from '../basics/errors.js'
import { STORE_CLOCK_RESOLUTION_MS, storeAgeMs } from '../lease/lease.js'
import {
  MalformedRecordError,
  parseRecord,
  RECORD_VERSION,
  type LockRecord
} from '../single/lock-record.js'
import { Line } from '../line/line.js'
import { type LineView } from '../line/line-record.js'
import { lineKeyOf } from '../basics/lock-key.js'
import { PlaceAcquisition, type SharedView } from './place-acquisition.js'
import type { Deadline, ReadResult, Store, StoredObject } from '../store/store.js'
import {
  emptySharedRecord,
  isSharedText,
  MalformedSharedRecordError,
  parseSharedRecord,
  placeView,
  serializeSharedRecord,
  withHandedPlaces,
  withDeparted,
  type Departed,
  withoutPlace,
  withRenewal,
  type WaitingTicket,
  type SharedPlace,
  type SharedRecord
} from './shared-record.js'

export { HoldersMismatchError, placeView }

/**
 * A lock that up to `holders` jobs hold at once, each in a place of its own with its own lease
 * and fencing token, or one job alone (`exclusive`). Every place lives in the one lock object
 * (shared-record.ts), so each change is one conditional write of the whole record, and the
 * write that takes a place is the one that checks there is room. The line of waiters (line.ts)
 * keeps the order: a free place goes to its first unserved waiters, handed on by the release
 * that frees it or taken by the waiter, so an exclusive waiter at the head keeps the shared
 * ones behind it out until every place is free.
 */

const MAX_ROUNDS = 16
/**
 * How long a release goes on when other writes keep landing first. Each of a pool's takes,
 * handovers and releases rewrites the one record, so in a crowd a release loses round after
 * round (16 in a row, seen with 500 jobs through holders: 10), and one that gives up holds its
 * place for the rest of its lease: far longer than trying on.
 */
const RELEASE_WITHIN_MS = 60_000
const MAX_BREAK_ATTEMPTS = 5

export class SharedLock {
  private readonly line: Line
  /** The line as a release last read it. */
  private lineSeen: LineView | undefined

  constructor(
    private readonly store: Store,
    readonly key: string,
    /** The `holders` this job asked for. */
    readonly holders: number,
    readonly exclusive = false
  ) {
    this.line = new Line(store, lineKeyOf(key))
  }

  through(store: Store): SharedLock {
    return new SharedLock(store, this.key, this.holders, this.exclusive)
  }

  /** Takes a place (docs/protocol.md, "Several holders"): one attempt, step by step. */
  async acquire(options: AcquireOptions): Promise<Acquisition> {
    return new PlaceAcquisition(this.store, this, options).run()
  }

  /**
   * Renews our place: the record is read, then rewritten with our place's renewal count one
   * higher, conditional on the ETag just read. Reading first is deliberate: every other holder's
   * renewal changes the ETag, so a write on the ETag of our own last write would nearly always
   * be refused at several holders (and cost three requests instead of two). A refusal means
   * another holder wrote in between: read and write again.
   */
  async renew(claim: HeldClaim, bound: Deadline): Promise<RenewResult> {
    const renewals = claim.renewals + 1
    let retries = 0
    let unknown: string | undefined
    for (let attempt = 0; attempt < MAX_ROUNDS; attempt++) {
      let view: SharedView | undefined
      try {
        view = await this.readShared(bound)
      } catch (error) {
        if (error instanceof UserFacingError) return { kind: 'unknown', reason: error.message }
        throw error
      }
      if (view === undefined) return { kind: 'lost' }
      if (view.etag === undefined) return { kind: 'lost' }
      const mine = view.record.places.find((held) => held.owner === claim.owner)
      if (mine === undefined) return { kind: 'lost', current: currentView(view.record) }
      if (mine.renewals >= renewals) {
        // An earlier attempt of this renewal landed unheard.
        return {
          kind: 'renewed',
          etag: view.etag,
          renewals: mine.renewals,
          confirmedBy: 'read-back',
          retries,
          leaseMs: mine.leaseMs,
          holder: mine.holder
        }
      }
      const next = withRenewal(view.record, claim.owner, renewals, claim.holder) as SharedRecord
      let outcome
      try {
        outcome = await this.store.replace(this.key, serializeSharedRecord(next), view.etag, bound)
      } catch (error) {
        if (error instanceof UserFacingError) return { kind: 'unknown', reason: error.message }
        throw error
      }
      if (outcome.kind === 'written') {
        return {
          kind: 'renewed',
          etag: outcome.etag,
          renewals,
          confirmedBy: 'answer',
          sentAt: outcome.sentAt,
          retries,
          leaseMs: mine.leaseMs
        }
      }
      if (outcome.kind === 'unknown') unknown = outcome.reason
      else retries++
      // Holders renewing at the same moment would collide again in lockstep.
      try {
        await sleep(backoffDelay(attempt, 20, 1_000), bound)
      } catch {
        break
      }
    }
    return { kind: 'unknown', reason: unknown ?? 'other holders kept writing first' }
  }

  /**
   * Frees our place, and only ours: the record is read and rewritten without it, conditional
   * on the ETag just read, and with the place handed on to the first waiters in line that fit
   * (withHandedPlaces): the line is read each round, so a round refused because a waiter took
   * a place itself sees it served. When our place is no longer there, the record's list of freed places
   * says whether our own release landed unheard, or the place was taken from us first.
   */
  async release(claim: ReleaseClaim, bound: Deadline): Promise<ReleaseResult> {
    let unheard = false
    const giveUpAt = monotonicNow() + RELEASE_WITHIN_MS
    for (let round = 0; monotonicNow() < giveUpAt; round++) {
      // Read together: the lock's ETag is as fresh as it can be when the write goes out. Read
      // one after the other, ten holders releasing in turn had most of their writes refused.
      const [view, waiting] = await Promise.all([this.readShared(bound), this.waiting(bound)])
      if (view === undefined || view.etag === undefined) return { kind: 'gone' }
      const freed = withoutPlace(view.record, { owner: claim.owner }, 'released')
      if (freed === undefined) {
        const how = view.record.freed.find((place) => place.owner === claim.owner)?.how
        if (how === 'released') return { kind: 'released' }
        if (how === undefined && unheard) {
          return { kind: 'moved-on', current: currentView(view.record) }
        }
        return { kind: 'not-owner', current: currentView(view.record, how) }
      }
      const next = withHandedPlaces(freed.record, waiting, wallIso())
      const outcome = await this.store.replace(
        this.key,
        serializeSharedRecord(next.record),
        view.etag,
        bound
      )
      if (outcome.kind === 'written') {
        return next.handed.length > 0
          ? { kind: 'released', handedTo: next.handed }
          : { kind: 'released' }
      }
      if (outcome.kind === 'unknown') unheard = true
      await sleep(backoffDelay(round, 20, 1_000), bound)
    }
    const why = unheard ? 'the store did not confirm its writes' : 'other writes kept landing first'
    throw new StoreUnavailableError(
      `could not release ${this.store.where(this.key)} within ${formatDuration(RELEASE_WITHIN_MS)}: ${why}`
    )
  }

  /**
   * A waiter that has gone, after its leave (F36): one conditional write on the record just
   * read. A place handed to it is freed and handed on, as a release does; else its ticket is
   * marked served, so that a release or a take that read the line before the leave and writes
   * after this skips it. A refusal is another write in between, perhaps one that handed us a
   * place: read again. Nothing of ours, no ticket to mark: nothing is written.
   */
  async depart(waiter: Departed, bound: Deadline): Promise<void> {
    for (let round = 0; ; round++) {
      const view = await this.readShared(bound)
      if (view === undefined || view.etag === undefined) return
      if (view.record.places.some((place) => place.owner === waiter.owner)) {
        await this.release({ owner: waiter.owner }, bound)
        return
      }
      const marked = withDeparted(view.record, waiter)
      if (marked === undefined) return
      const body = serializeSharedRecord(marked)
      const outcome = await this.store.replace(this.key, body, view.etag, bound)
      if (outcome.kind === 'written') return
      await sleep(backoffDelay(round, 20, 1_000), bound)
    }
  }

  /**
   * Frees the place of one acquisition, named by its token (`s3-lock release --force`); every
   * other place stays. Conditional on the ETag just read, as every write; a refusal is another
   * holder's write, so the record is read again and the same place looked for.
   */
  async breakPlace(token: number, forcedBy: string, bound: Deadline): Promise<BreakResult> {
    let unanswered: string | undefined
    let broken: SharedPlace | undefined
    for (let attempt = 1; attempt <= MAX_BREAK_ATTEMPTS; attempt++) {
      const view = await this.readShared(bound)
      if (view === undefined || view.etag === undefined) return { kind: 'refused', why: 'not-held' }
      const freed = withoutPlace(view.record, { token }, 'forced')
      if (freed === undefined) {
        // Our own forced release may have landed unheard.
        const done = view.record.freed.find((place) => place.token === token)
        if (broken !== undefined && done?.how === 'forced') {
          return { kind: 'released', broken: placeView(broken, view.record) }
        }
        return { kind: 'refused', why: 'other-token' }
      }
      broken = freed.freed
      freed.record.freed = freed.record.freed.map((place) =>
        place.token === token ? { ...place, by: forcedBy } : place
      )
      const outcome = await this.store.replace(
        this.key,
        serializeSharedRecord(freed.record),
        view.etag,
        bound
      )
      if (outcome.kind === 'written')
        return { kind: 'released', broken: placeView(broken, freed.record) }
      unanswered = outcome.kind === 'unknown' ? outcome.reason : undefined
    }
    return unanswered === undefined
      ? { kind: 'refused', why: 'kept-renewing' }
      : { kind: 'refused', why: 'unanswered', reason: unanswered }
  }

  /** The record as it is now, for people (s3-lock status); undefined when there is no object. */
  async lookShared(bound: Deadline): Promise<SharedRecord | undefined> {
    const view = await this.readShared(bound)
    return view?.etag === undefined ? undefined : view.record
  }

  /**
   * The lock object as a shared record. A free single-holder lock (released) becomes an empty
   * one that continues its token count; a held single-holder lock is a disagreement on
   * `holders`, said in one line rather than waited on.
   */
  view(read: ReadResult): SharedView {
    if (read.kind === 'present') return this.parseObject(read.object, read.serverNowMs)
    if (read.kind === 'forbidden') return { record: emptySharedRecord(this.holders, 0) }
    return { record: emptySharedRecord(this.holders, 0) }
  }

  private parseObject(object: StoredObject, serverNowMs?: number): SharedView {
    if (isSharedText(object.body)) {
      try {
        return { record: parseSharedRecord(object.body), etag: object.etag }
      } catch (error) {
        if (!(error instanceof MalformedSharedRecordError)) throw error
        throw this.unreadable(error.message)
      }
    }
    let single: LockRecord
    try {
      single = parseRecord(object.body)
    } catch (error) {
      if (!(error instanceof MalformedRecordError)) throw error
      throw this.unreadable(error.message)
    }
    if (single.state === 'held') {
      // A dead holder's lease is not taken over here (that needs a lease-long watch): the
      // message says so, by the store's clock, which only informs the person reading it.
      const age = storeAgeMs(object, serverNowMs)
      const overForMs =
        age === undefined ? undefined : age - single.leaseMs - STORE_CLOCK_RESOLUTION_MS
      const expired =
        overForMs !== undefined && overForMs > 0 ? { token: single.token, overForMs } : undefined
      throw new HoldersMismatchError(
        `${this.store.where(this.key)} is held by a job with holders: 1 (token ${single.token}), ` +
          `and this job asks for holders: ${this.holders}; give every job that uses this name the same holders` +
          (expired
            ? `. That holder's lease ran out ${formatDuration(expired.overForMs)} ago by the ` +
              "store's clock: if its job is gone, break the lock and this name becomes a lock " +
              'with several holders'
            : ''),
        expired
      )
    }
    return {
      record: emptySharedRecord(this.holders, single.token, single.ticket),
      etag: object.etag,
      ...(single.pending ? { pending: true as const } : {})
    }
  }

  /**
   * The waiters in line, for a release to hand its place on to. A line that cannot be read is
   * no reason to keep a place: the release frees it, and the first waiter takes it itself.
   */
  private async waiting(bound: Deadline): Promise<readonly WaitingTicket[]> {
    try {
      // Unchanged since our last read (a 304): the line of a crowd is long, and is read whole
      // at each round of a release, which may meet a refusal or two.
      this.lineSeen = await this.line.read(this.lineSeen, bound)
      return this.lineSeen.record.tickets
    } catch (error) {
      if (error instanceof UserFacingError) return []
      throw error
    }
  }

  /** For renew, release and break: undefined when there is no object. */
  private async readShared(bound: Deadline): Promise<SharedView | undefined> {
    const read = await this.store.read(this.key, undefined, bound)
    if (read.kind === 'forbidden') throw new StoreConfigError(read.explanation)
    if (read.kind !== 'present') return undefined
    // Our place can only be in a shared record: a single-holder one (the name went back to
    // holders: 1 after every place was freed) has no places at all.
    if (!isSharedText(read.object.body)) {
      return { record: emptySharedRecord(this.holders, 0), etag: read.object.etag }
    }
    return this.parseObject(read.object)
  }

  private unreadable(why: string): UserFacingError {
    return new UserFacingError(
      `${this.store.where(this.key)} is not a lock this action can read (${why}); ` +
        'choose another lock name, or remove the object if nothing else uses it'
    )
  }
}

/**
 * What to report beside a lost place: the newest holder, or, with nobody in a place, the record
 * as a released one. `how` (expired, forced) becomes the view's `after`.
 */
function currentView(record: SharedRecord, how?: string): LockRecord {
  const newest = record.places.at(-1)
  if (newest !== undefined) {
    return {
      ...placeView(newest, record),
      ...(how === 'expired' ? { after: 'expired' as const } : {}),
      ...(how === 'forced' ? { after: 'forced' as const } : {})
    }
  }
  return {
    version: RECORD_VERSION,
    state: 'released',
    token: record.token,
    releasedBy: '',
    releasedAt: '',
    holder: {}
  }
}
