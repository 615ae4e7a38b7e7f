import { random } from '../basics/clock.js'
import { mutated } from '../basics/mutations.js'
import {
  leaseLeftMs,
  type AcquireOptions,
  type Acquisition,
  type HeldClaim,
  type ReleaseClaim,
  type ReleaseResult,
  type RenewResult
} from './acquisition.js'
import { backoffDelay, monotonicNow, sleep } from '../basics/backoff.js'
import { formatDuration } from '../basics/duration.js'
import { CLEANUP_MS, REQUEST_GRACE_MS, STEP_GRACE_MS, within } from '../basics/deadlines.js'
import {
  LockTimeoutError,
  StoreConfigError,
  StoreUnavailableError,
  UserFacingError
} from '../basics/errors.js'
import { Line } from '../line/line.js'
import { SupersededError } from '../line/newest-wins.js'
import { Place } from '../line/place.js'
import { pendingRecord, serializeRecord } from '../single/lock-record.js'
import {
  notWrittenWhy,
  type Deadline,
  type ReadResult,
  type Store,
  type WriteOutcome
} from '../store/store.js'
import { refuseIfListingHeld } from '../store-check/strategy-guard.js'
import { passHolds } from '../hold/hold-gate.js'
import { renewAcquisition, type RenewOf } from './renew-acquisition.js'
import { HoldsReader, type HoldsRead } from '../hold/hold-registry.js'

/**
 * The steps one acquire attempt shares between one holder (lock-acquisition.ts) and several
 * (place-acquisition.ts): reading through an outage, the line, creating a new name, the
 * listing check, the pause after a lost race, entering in time, giving up. Each subclass's
 * `look` is one pass of the acquire loop of docs/protocol.md, made of these steps and its own.
 */

/** What an attempt asks of its lock besides reads and writes: renewing and releasing. */
export interface LockRequests {
  readonly key: string
  renew(claim: HeldClaim, bound: Deadline): Promise<RenewResult>
  release(claim: ReleaseClaim, bound: Deadline): Promise<ReleaseResult>
}

/** Why an acquire ended without the lock: how long its leave may take (deadlines.ts). */
export type Stop = { error: unknown; bound: Deadline }

type NotWritten = Exclude<WriteOutcome, { kind: 'written' }>

export abstract class AcquireAttempt {
  readonly owner: string
  protected readonly startedAt = monotonicNow()
  protected readonly deadline: number
  /** No request or pause of acquire outlives the timeout by more than the grace. */
  protected readonly bound: AbortSignal
  protected readonly place: Place | undefined
  /** Lost races in a row: the backoff of the pause after each. */
  protected contentionRound = 0
  protected wroteBefore = false
  private cleanupNeeded = false
  protected polls = 0
  /**
   * Send time of the first write whose outcome we did not learn: if it turns out to have
   * landed, our lease has been running at most since then.
   */
  protected unresolvedSince: number | undefined
  /** Our record or place is in the store, but its lease could not be started in time. */
  private unentered = false
  /** A write of ours may hold the lock unheard as we give up: given back as we stop. */
  protected releaseOnStop = false
  private failedReads = 0
  /** How long the last answered read of the lock took (TurnPace). */
  protected lastReadMs: number | undefined
  private answeredOnce = false
  private checkedBeforeCreate = false
  /** We created the lock's name: its round 0 is taken in before we enter (Line). */
  private createdName = false
  // The pending version (its ETag) we found no listing-strategy holder of: one look per
  // version is enough, as any key written after it sees the object (docs/protocol.md).
  private checkedPending: string | undefined
  /** Whether a hold was seen in this acquire, across its takes (hold-gate.ts, F40). */
  private readonly sawHold = { seen: false }
  /** The I15 mutation only: the holds as read before the take. */
  private holdsBeforeTake: HoldsRead | undefined

  constructor(
    protected readonly store: Store,
    protected readonly lock: LockRequests,
    protected readonly options: AcquireOptions,
    inLine: ConstructorParameters<typeof Place>[4]
  ) {
    this.owner = options.owner ?? random().uuid()
    this.deadline = this.startedAt + options.timeoutMs
    this.bound = within(options.timeoutMs + REQUEST_GRACE_MS)
    const line = options.line
    this.place = line
      ? new Place(new Line(store, line.key), this.owner, options.holder, line.passStepMs, {
          ...inLine,
          waitsUntil: this.deadline,
          ...(line.claimMs === undefined ? {} : { claimMs: line.claimMs }),
          ...(line.cleanupStore === undefined ? {} : { cleanupStore: line.cleanupStore })
        })
      : undefined
  }

  /**
   * The acquire loop: look until a look gives the lock, and return it at once (the last thing
   * a look does is the hand-out gate: `enter`). Whatever else ends it leaves the line, within
   * what is left of the step's grace after a timeout.
   */
  async run(): Promise<Acquisition> {
    try {
      for (;;) {
        const acquired = await this.look()
        if (acquired !== undefined) return acquired
      }
    } catch (error) {
      // Never past the step's grace, whatever ended the wait: an error that came late (a
      // request cut off by the bound at the timeout plus 2 s) leaves the leave what the
      // timeout would have (I9; found by the simulator, sim/regressions/i9-late-error.json).
      const leftMs = this.deadline + STEP_GRACE_MS - monotonicNow()
      await this.stopped({ error, bound: within(Math.min(CLEANUP_MS, leftMs)) })
      throw error
    }
  }

  /** One pass of the loop: read the lock and act on it; the acquisition, or undefined. */
  protected abstract look(): Promise<Acquisition | undefined>

  /** A write of ours may hold the lock unheard: it is given back before a timeout. */
  protected abstract mayHoldUnheard(): boolean

  /** Reads the lock; undefined after a pause when the store could not be read. */
  protected async read(knownEtag: string | undefined): Promise<ReadResult | undefined> {
    if (mutated('I15') && this.options.holds) {
      this.holdsBeforeTake = await new HoldsReader(this.store)
        .read(this.bound)
        .catch(() => undefined)
    }
    try {
      const sentAt = monotonicNow()
      const read = await this.store.read(this.lock.key, knownEtag, this.bound)
      this.lastReadMs = monotonicNow() - sentAt
      this.failedReads = 0
      this.answeredOnce = true
      return read
    } catch (error) {
      // A store that cannot be read for a while is no news, not the end: keep looking until
      // the timeout, as a waiter rides out a short outage. But an endpoint that never
      // answered at all in this step (nobody listens there, no such host) is a mistake in
      // the settings, not an outage: say so now rather than after the whole timeout.
      if (!(error instanceof StoreUnavailableError) || this.options.signal?.aborted) throw error
      if (!this.answeredOnce && error.noAnswer) throw error
      await this.giveUpIfLate(`while the store could not be read (${error.message}):`)
      const pauseMs = backoffDelay(this.failedReads++, 500, 5_000)
      await sleep(
        Math.min(pauseMs, Math.max(0, this.deadline - monotonicNow())),
        this.options.signal
      )
      return undefined
    }
  }

  /**
   * A new name: first a free, pending record (nothing is held until it is taken). Refused:
   * another job made the name and takes it next, so we take a place in line at once; a crowd
   * left racing its creator for the take lost that race too, every one of it, before joining.
   */
  protected async createPending(): Promise<{ outcome: WriteOutcome; body: string }> {
    if (!this.checkedBeforeCreate) {
      await this.options.beforeCreate?.(this.bound)
      this.checkedBeforeCreate = true
    }
    const body = serializeRecord(pendingRecord())
    const outcome = await this.store.create(this.lock.key, body, this.bound)
    if (outcome.kind === 'written') this.createdName = true
    if (outcome.kind === 'precondition-failed') await this.joinLine(0, true)
    return { outcome, body }
  }

  /** Before taking a new name's pending record: no listing-strategy holder of the name. */
  protected async checkListing(pendingEtag: string): Promise<void> {
    if (this.checkedPending === pendingEtag) return
    const skipped = await refuseIfListingHeld(
      this.store,
      this.lock.key,
      this.options.signal,
      this.bound
    )
    if (skipped !== undefined) this.options.onListingCheckSkipped?.(skipped)
    this.checkedPending = pendingEtag
  }

  /**
   * Just before a write that takes the lock: from then on a cleanup may be needed. The
   * requests of the join that seated us are deleted now, beside the write, in the background:
   * nothing waits for them (the hand-out gate, `enter`).
   */
  protected beforeWrite(): void {
    this.mayNeedCleanup()
    this.wroteBefore = true
    this.place?.discardSeatedNow()
  }

  /**
   * From now on the lock may hold something of ours that must be given back: a write of ours,
   * or (several holders) a place a release handed to us in line (the caller saves its handle).
   */
  protected mayNeedCleanup(): void {
    if (!this.cleanupNeeded) this.options.beforeFirstWrite?.()
    this.cleanupNeeded = true
  }

  /** Lost the race, or do not know: read again, after the timeout check and a short pause. */
  protected async pauseAfterRace(outcome: NotWritten): Promise<void> {
    await this.giveUpIfLate(notWrittenWhy(outcome))
    // A short jittered pause keeps contenders that collided from colliding again in lockstep.
    await sleep(backoffDelay(this.contentionRound++, 20, this.options.pollMs), this.options.signal)
  }

  /**
   * The hand-out gate: hands the acquisition out, or undefined to look again as a waiter. What
   * must be awaited (fencing a join of ours still on its way) comes first; the last thing before
   * the acquisition is returned is the check of our own count of its lease (enterInTime), and
   * nothing is awaited after it: the requests of the join that seated us are deleted in the
   * background. Undefined when our count ran out before we could start (a late answer, a slow
   * read-back) and the lease could not be renewed in time. `readBack`: found by reading, which
   * settles an unheard write of ours.
   */
  protected async enter(
    candidate: Acquisition,
    readBack: boolean
  ): Promise<Acquisition | undefined> {
    if (mutated('F2')) return this.enterCheckedBeforeWait(candidate)
    await this.place?.settle(this.bound).catch(() => undefined)
    const cleared = await this.passHolds(candidate)
    if (cleared && this.createdName) {
      this.createdName = false
      await this.place?.line.takeInAfterCreate(this.bound)
    }
    const entered = cleared && (mutated('F34') ? cleared : await this.enterInTime(cleared))
    if (entered !== undefined) {
      this.place?.entered()
      return entered
    }
    if (readBack) this.unresolvedSince = undefined
    this.unentered = true
    await this.giveUpIfLate('before a lease of our own could start on')
    return undefined
  }

  /** F2 switched back on: our count is checked first, then the wait, then the hand-out. */
  private async enterCheckedBeforeWait(candidate: Acquisition): Promise<Acquisition | undefined> {
    const checked = await this.enterInTime(candidate)
    await this.place?.settle(this.bound).catch(() => undefined)
    const cleared = checked && (await this.passHolds(checked))
    if (cleared) this.place?.entered()
    return cleared
  }

  /**
   * The holds check (docs/holds.md): awaited here, before enterInTime, never after it. Ended
   * by a hold (fail, skip, or a timeout shorter than the hold): our lock is given back as we
   * stop, an ordinary release that passes it on in line order.
   */
  private async passHolds(candidate: Acquisition): Promise<Acquisition | undefined> {
    const holds = this.options.holds
    if (holds === undefined) return candidate
    try {
      return await passHolds(holds, candidate, {
        store: this.store,
        renew: (claim, bound) => this.lock.renew(claim, bound),
        deadline: this.deadline,
        startedAt: this.startedAt,
        pollMs: this.options.pollMs,
        bound: this.bound,
        signal: this.options.signal,
        sawHold: this.sawHold,
        ...(this.holdsBeforeTake ? { readBeforeTake: this.holdsBeforeTake } : {})
      })
    } catch (error) {
      this.releaseOnStop = true
      throw error
    }
  }

  /**
   * Joins the line (again, when passed); a store that fails for a while is no news.
   * `nameIsNew`: someone created the lock's name just before us (createPending).
   */
  protected async joinLine(mark: number, nameIsNew = false): Promise<void> {
    const place = this.place
    if (!place) return
    const before = place.ticket
    try {
      await place.join(mark, this.bound, nameIsNew)
    } catch (error) {
      // A store that cannot be written or read for a while is no news, as for the lock:
      // the place is taken at a later look.
      if (this.options.signal?.aborted || error instanceof StoreConfigError) throw error
      if (error instanceof SupersededError) throw error
      // Cut short at the timeout plus the grace: the step's own timeout, not the abort's.
      if (this.bound.aborted) await this.giveUp('waiting in line for')
      if (!(error instanceof UserFacingError)) throw error
      return
    }
    if (place.ticket !== before && place.ticket !== undefined) {
      this.options.line?.onJoined?.(place.ticket, place.ahead(mark))
    }
  }

  /** While we wait: keep a place in line (join again when passed), and read it now and then. */
  protected async keepPlace(mark: number, readLine: boolean): Promise<void> {
    const place = this.place
    if (!place) return
    if (place.ticket === undefined || place.ticket <= place.served(mark)) {
      await this.joinLine(mark)
    } else if (readLine) {
      await place.refreshIfNear(mark, this.bound)
    }
  }

  /**
   * Wake at the look interval, at our timeout, or just as a lease runs out. An interval paced
   * far back in line is spread by a quarter either way: a crowd seated at once, all paced alike,
   * looked in bursts of hundreds every few seconds, and the head's looks waited behind them.
   * `endsInMs` was measured at `now`; the line may have been written since (a crowd join takes
   * seconds), so the timeout and the lease's end are judged from the clock as it is now.
   */
  protected async sleepUntilNextLook(intervalMs: number, now: number, endsInMs: number) {
    const current = monotonicNow()
    const untilTimeoutMs = this.deadline - current
    const untilEndMs = endsInMs - (current - now)
    const paced = intervalMs > 2 * this.options.pollMs
    await sleep(
      Math.min(
        paced ? intervalMs * (0.75 + random().fraction() / 2) : intervalMs,
        untilTimeoutMs,
        Math.max(untilEndMs, 0) + 50
      ),
      this.options.signal
    )
  }

  /**
   * Never on a time read before an await: a look that waited seconds on the line (a crowd
   * join) then slept as if its timeout were still ahead, and its leave found no time left (I10,
   * found by the simulator: sim/regressions/i10-stale-now.json).
   */
  protected async giveUpIfLate(why: string): Promise<void> {
    if (monotonicNow() >= this.deadline) await this.giveUp(why)
  }

  protected async giveUp(why: string): Promise<never> {
    // A write of ours may have landed unheard, or landed too late to enter: never leave it
    // held behind a timeout. Given back as we stop, after the leave (stopped).
    if (this.unentered || this.mayHoldUnheard()) this.releaseOnStop = true
    const waited = formatDuration(monotonicNow() - this.startedAt)
    throw new LockTimeoutError(
      `timed out after ${waited} ${why} ${this.store.where(this.lock.key)}`
    )
  }

  /** A write of ours that landed unheard is given back, not left to expire. */
  protected async releaseOurs(bound: Deadline): Promise<void> {
    await this.lock.release({ owner: this.owner }, bound).catch(() => undefined)
  }

  /**
   * Whatever ended the wait without the lock, the place in line is given up first, so that the
   * ones behind do not wait for a waiter that has gone; then a write of ours that may hold the
   * lock is given back. Both within `stop.bound`.
   */
  protected async stopped(stop: Stop): Promise<void> {
    await this.place?.leave(stop.bound).catch(() => undefined)
    if (this.releaseOnStop) await this.releaseOurs(stop.bound)
  }

  /**
   * An acquisition is handed out only with at least half its lease left by our own count: a
   * late answer or a slow read-back may have used it up, while a waiter could already take
   * over. Then the lease is renewed first (conditional on our own record, as every renewal),
   * or, if that fails, the acquisition is not handed out at all (undefined).
   */
  private async enterInTime(acquisition: Acquisition): Promise<Acquisition | undefined> {
    const { holder } = acquisition.record
    const renew: RenewOf = (claim, bound) => this.lock.renew(claim, bound)
    let current = acquisition
    let stored = true
    for (let attempt = 0; attempt < 3; attempt++) {
      if (stored && leaseLeftMs(current) >= current.leaseMs / 2) return current
      const renewed = await renewAcquisition(renew, current, holder, this.bound)
      if (renewed === undefined) return undefined
      // Unheard: the lease may not have been extended, and our count says it must be.
      if (!renewed.confirmed && renewed.next.etag === current.etag) return undefined
      stored = renewed.confirmed
      current = renewed.next
    }
    return undefined
  }
}
