import { randomUUID } from 'node:crypto'
import { backoffDelay, monotonicNow, sleep } from './backoff.js'
import type {
  Acquisition,
  AcquireOptions,
  BreakResult,
  HeldClaim,
  ReleaseClaim,
  ReleaseResult,
  RenewResult,
  WaitView
} from './acquisition.js'
import { formatDuration } from './duration.js'
import {
  HoldersMismatchError,
  LockTimeoutError,
  StoreConfigError,
  StoreUnavailableError,
  UserFacingError
} from './errors.js'
import { leaseSafeEnd, STORE_CLOCK_RESOLUTION_MS, storeAgeMs } from './lease.js'
import { Line, lookIntervalMs, Place } from './line.js'
import {
  MalformedRecordError,
  parseRecord,
  pendingRecord,
  RECORD_VERSION,
  serializeRecord,
  type HeldRecord,
  type LockRecord
} from './lock-record.js'
import { PlaceWatch } from './place-watch.js'
import { notWrittenWhy, type ReadResult, type S3LockStore, type StoredObject } from './s3-store.js'
import { refuseIfListingHeld } from './strategy-guard.js'
import {
  admittedInOrder,
  emptySharedRecord,
  hasRoom,
  isSharedText,
  MalformedSharedRecordError,
  parseSharedRecord,
  serializeSharedRecord,
  withNewPlace,
  withoutPlace,
  withRenewal,
  type SharedPlace,
  type SharedRecord
} from './shared-record.js'

export { HoldersMismatchError }

/**
 * A lock that up to `holders` jobs hold at once, each in a place of its own with its own lease
 * and fencing token, or one job alone (`exclusive`). Every place lives in the one lock object
 * (shared-record.ts), so each change is one conditional write of the whole record, and the
 * write that takes a place is the one that checks there is room. The line of waiters (line.ts)
 * keeps the order: only its first unserved waiter takes a place, so an exclusive waiter at the
 * head keeps the shared ones behind it out until every place is free.
 */

const MAX_ROUNDS = 16
/** A request of acquire may still be under way at its timeout: cut short this long after. */
const REQUEST_GRACE_MS = 5_000
const CLEANUP_MS = 5_000
const MAX_BREAK_ATTEMPTS = 5

/** The lock object as this class sees it: a shared record, whatever was stored. */
interface SharedView {
  record: SharedRecord
  /** Undefined: no object yet (a create). */
  etag?: string
  /** A new name's record, not held yet: whoever takes it looks for listing holders first. */
  pending?: true
}

export class SharedLock {
  constructor(
    private readonly store: S3LockStore,
    readonly key: string,
    /** The `holders` this job asked for. */
    readonly holders: number,
    readonly exclusive = false
  ) {}

  async acquire(options: AcquireOptions): Promise<Acquisition> {
    const owner = options.owner ?? randomUUID()
    const startedAt = monotonicNow()
    const deadline = startedAt + options.timeoutMs
    const bound = AbortSignal.timeout(Math.ceil(options.timeoutMs) + REQUEST_GRACE_MS)
    const watch = new PlaceWatch()
    const place = options.line
      ? new Place(
          new Line(this.store, options.line.key),
          owner,
          options.holder,
          options.line.passStepMs,
          { exclusive: this.exclusive }
        )
      : undefined
    let knownEtag: string | undefined
    let current: SharedView | undefined
    let failedReads = 0
    let answeredOnce = false
    let contentionRound = 0
    let checkedBeforeCreate = false
    // The pending version found free of listing holders (one look per version, as for one holder).
    let checkedPending: string | undefined
    let wroteBefore = false
    let polls = 0
    let lastShown: string | undefined
    // Send time of the first write whose outcome we did not learn: if it turns out to have
    // landed (our place is there), our lease has been running at most since then.
    let unresolvedSince: number | undefined
    // Since when the places have had room for every waiter ahead of us and for us, with the
    // served mark unchanged: waiters ahead that let such room lie unused are presumed dead.
    let roomSince: { mark: number; at: number } | undefined

    const joinLine = async (mark: number): Promise<void> => {
      if (!place) return
      const before = place.ticket
      try {
        await place.join(mark, bound)
      } catch (error) {
        if (options.signal?.aborted || error instanceof StoreConfigError) throw error
        // Cut short at the timeout plus the grace: the step's own timeout, not the abort's.
        if (bound.aborted) await giveUp('waiting in line for')
        if (!(error instanceof UserFacingError)) throw error
        return
      }
      if (place.ticket !== before && place.ticket !== undefined) {
        options.line?.onJoined?.(place.ticket, place.ahead(mark))
      }
    }
    const giveUp = async (why: string): Promise<never> => {
      // A write of ours may have landed unheard, or given us a place whose lease could not be
      // started in time: never leave a place held behind a timeout.
      if (unresolvedSince !== undefined || wroteBefore) {
        await this.release({ owner }, AbortSignal.timeout(CLEANUP_MS)).catch(() => undefined)
      }
      const waited = formatDuration(monotonicNow() - startedAt)
      throw new LockTimeoutError(`timed out after ${waited} ${why} ${this.store.where(this.key)}`)
    }

    try {
      for (;;) {
        let read: ReadResult
        try {
          read = await this.store.read(this.key, knownEtag, bound)
          failedReads = 0
          answeredOnce = true
        } catch (error) {
          // An outage is no news: keep looking until the timeout (as ConditionalLock does).
          if (!(error instanceof StoreUnavailableError) || options.signal?.aborted) throw error
          if (!answeredOnce && error.noAnswer) throw error
          if (monotonicNow() >= deadline) {
            await giveUp(`while the store could not be read (${error.message}):`)
          }
          await sleep(
            Math.min(
              backoffDelay(failedReads++, 500, 5_000),
              Math.max(0, deadline - monotonicNow())
            ),
            options.signal
          )
          continue
        }
        const now = monotonicNow()
        if (read.kind === 'forbidden' && wroteBefore && current?.etag !== undefined) {
          throw new StoreConfigError(read.explanation)
        }
        if (read.kind !== 'unchanged' || current === undefined) {
          current = this.view(read)
          knownEtag = current.etag
        }
        const record = current.record
        watch.update(record.places, now)

        const mine = record.places.find((held) => held.owner === owner)
        if (mine !== undefined) {
          const candidate = this.acquisition(mine, record, current.etag as string, {
            leaseStartedAt: unresolvedSince ?? startedAt,
            waitedMs: now - startedAt
          })
          const entered = await this.enterInTime(candidate, bound)
          if (entered !== undefined) {
            await place
              ?.settle(options.line?.cleanupStore, AbortSignal.timeout(CLEANUP_MS))
              .catch(() => undefined)
            return entered
          }
          unresolvedSince = undefined
          if (monotonicNow() >= deadline) await giveUp('before a lease of our own could start on')
          continue
        }

        const live = watch.live(record.places, now)
        if (record.limit !== this.holders && live.length > 0) {
          throw new HoldersMismatchError(
            `${this.store.where(this.key)} is held by jobs with holders: ${record.limit}, and this ` +
              `job asks for holders: ${this.holders}; give every job that uses this name the same holders`
          )
        }
        const mark = record.ticket ?? 0
        let mayTry = hasRoom(live, this.holders, this.exclusive)
        if (place && current.etag !== undefined) {
          if (mayTry) {
            // Room for us: still, a free place goes to the first in line. A line we could not
            // read is no empty line: we wait (and join, which settles a refused read).
            const known = await place.refresh(bound)
            if (!known || place.ticket !== undefined || place.ahead(mark).length > 0) {
              await joinLine(mark)
            }
            const ahead = place.ahead(mark)
            if (!place.known) {
              roomSince = undefined
              mayTry = false
            } else if (ahead.length > 0) {
              // The first ahead could take a place now: if it lets that room lie unused (the
              // mark unchanged) for a pass-step per waiter ahead, they are presumed dead and we
              // try with our own room. Room for us alone is not enough to start counting: an
              // exclusive waiter behind a dead shared one, or anyone behind a dead exclusive
              // one, would then never find it, and nobody would ever pass them.
              if (admittedInOrder(live, this.holders, ahead.slice(0, 1)) === 0) {
                roomSince = undefined
                mayTry = false
              } else {
                if (roomSince?.mark !== mark) roomSince = { mark, at: now }
                mayTry = place.mayTry(mark, now - roomSince.at)
              }
            }
          } else if (place.ticket === undefined || place.ticket <= place.served(mark)) {
            roomSince = undefined
            await joinLine(mark)
          } else {
            roomSince = undefined
            if (polls % 4 === 0) await place.refresh(bound)
          }
        }

        if (mayTry && current.etag === undefined) {
          // A new name: first a free, pending record, as for one holder (conditional-lock.ts).
          if (!checkedBeforeCreate) {
            await options.beforeCreate?.(bound)
            checkedBeforeCreate = true
          }
          const outcome = await this.store.create(this.key, serializeRecord(pendingRecord()), bound)
          if (outcome.kind !== 'written') {
            if (monotonicNow() >= deadline) {
              await giveUp(notWrittenWhy(outcome))
            }
            await sleep(backoffDelay(contentionRound++, 20, options.pollMs), options.signal)
          }
          continue
        }
        if (mayTry && current.pending && checkedPending !== current.etag) {
          const skipped = await refuseIfListingHeld(this.store, this.key, options.signal)
          if (skipped !== undefined) options.onListingCheckSkipped?.(skipped)
          checkedPending = current.etag
        }
        if (mayTry) {
          if (!wroteBefore) options.beforeFirstWrite?.()
          wroteBefore = true
          const next = withNewPlace(
            record,
            live,
            {
              owner,
              leaseMs: options.leaseMs,
              renewals: 0,
              holder: options.holder,
              acquiredAt: new Date().toISOString(),
              ...(this.exclusive ? { exclusive: true as const } : {}),
              ...(place?.ticket === undefined ? {} : { ticket: place.ticket })
            },
            this.holders,
            place?.markFor(mark)
          )
          const sentAt = monotonicNow()
          const body = serializeSharedRecord(next.record)
          const outcome =
            current.etag === undefined
              ? await this.store.create(this.key, body, bound)
              : await this.store.replace(this.key, body, current.etag, bound)
          if (outcome.kind === 'written') {
            const taken = next.record.places.find((held) => held.owner === owner) as SharedPlace
            const candidate = this.acquisition(taken, next.record, outcome.etag, {
              leaseStartedAt: outcome.sentAt,
              waitedMs: monotonicNow() - startedAt
            })
            const entered = await this.enterInTime(candidate, bound)
            if (entered !== undefined) {
              await place
                ?.settle(options.line?.cleanupStore, AbortSignal.timeout(CLEANUP_MS))
                .catch(() => undefined)
              return entered
            }
            if (monotonicNow() >= deadline) await giveUp('before a lease of our own could start on')
            continue
          }
          if (outcome.kind === 'unknown') unresolvedSince ??= sentAt
          if (monotonicNow() >= deadline) {
            await giveUp(notWrittenWhy(outcome))
          }
          await sleep(backoffDelay(contentionRound++, 20, options.pollMs), options.signal)
          continue
        }

        // Wait. Show the place that decides how long: an exclusive one, else the soonest to end.
        const blocking =
          live.find((held) => held.exclusive) ??
          [...live].sort((a, b) => watch.remainingMs(a, now) - watch.remainingMs(b, now))[0]
        const position = place ? place.ahead(mark).length : undefined
        if (blocking !== undefined) {
          const view: WaitView = {
            key: this.key,
            holder: placeView(blocking, record),
            holderChanged: blocking.owner !== lastShown,
            expiresInMs: watch.remainingMs(blocking, now),
            waitedMs: now - startedAt,
            ...(place?.ticket === undefined
              ? {}
              : { place: { ticket: place.ticket, ahead: place.ahead(mark) } })
          }
          options.onWait?.(view)
          lastShown = blocking.owner
        }
        polls++
        contentionRound = 0
        const remaining = deadline - now
        if (remaining <= 0) await giveUp(place ? 'waiting in line for' : 'waiting for')
        const intervalMs = this.lookMs(options.pollMs, position, place?.behind(mark))
        const soonest = watch.soonestEndMs(live, now)
        await sleep(Math.min(intervalMs, remaining, Math.max(soonest, 0) + 50), options.signal)
      }
    } catch (error) {
      await place
        ?.leave(options.line?.cleanupStore, AbortSignal.timeout(CLEANUP_MS))
        .catch(() => undefined)
      throw error
    }
  }

  /**
   * Renews our place: the record is read, then rewritten with our place's renewal count one
   * higher, conditional on the ETag just read. Reading first is deliberate: every other holder's
   * renewal changes the ETag, so a write on the ETag of our own last write would nearly always
   * be refused at several holders (and cost three requests instead of two). A refusal means
   * another holder wrote in between: read and write again.
   */
  async renew(claim: HeldClaim, bound?: AbortSignal): Promise<RenewResult> {
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
          retries
        }
      }
      const next = withRenewal(view.record, claim.owner, renewals) as SharedRecord
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
          retries
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
   * on the ETag just read. When our place is no longer there, the record's list of freed places
   * says whether our own release landed unheard, or the place was taken from us first.
   */
  async release(claim: ReleaseClaim, bound?: AbortSignal): Promise<ReleaseResult> {
    let unheard = false
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const view = await this.readShared(bound)
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
      const outcome = await this.store.replace(
        this.key,
        serializeSharedRecord(freed.record),
        view.etag,
        bound
      )
      if (outcome.kind === 'written') return { kind: 'released' }
      if (outcome.kind === 'unknown') unheard = true
      await sleep(backoffDelay(round, 20, 1_000), bound)
    }
    throw new StoreUnavailableError(
      `could not release ${this.store.where(this.key)}: the store did not confirm ${MAX_ROUNDS} attempts`
    )
  }

  /**
   * Frees the place of one acquisition, named by its token (`s3-lock release --force`); every
   * other place stays. Conditional on the ETag just read, as every write; a refusal is another
   * holder's write, so the record is read again and the same place looked for.
   */
  async breakPlace(token: number, forcedBy: string): Promise<BreakResult> {
    let unanswered: string | undefined
    let broken: SharedPlace | undefined
    for (let attempt = 1; attempt <= MAX_BREAK_ATTEMPTS; attempt++) {
      const view = await this.readShared()
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
        view.etag
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
  async lookShared(bound?: AbortSignal): Promise<SharedRecord | undefined> {
    const view = await this.readShared(bound)
    return view?.etag === undefined ? undefined : view.record
  }

  /**
   * How long to sleep between looks, by our position in line. As for one holder (line.ts), but
   * the first `holders` in line all look as often as an unqueued head does: places tend to free
   * in waves (jobs that started together end together), and each waiter of a wave takes its
   * place only once the one ahead has taken its own; looking once per poll, each waited up to a
   * poll after the one ahead (9 jobs of 2 s through holders: 3 took 1.36 times their ideal time
   * in scripts/bench-pool.mjs). The cost: up to `holders` waiters looking four times per poll.
   */
  private lookMs(pollMs: number, position: number | undefined, behind: number | undefined): number {
    if (position !== undefined && position > 0 && position < this.holders) {
      return lookIntervalMs(pollMs, 0)
    }
    return lookIntervalMs(pollMs, position, behind)
  }

  /**
   * An acquisition is handed out only with at least half its lease left by our own count, as
   * ConditionalLock does: else the place is renewed first, or not handed out at all.
   */
  private async enterInTime(
    acquisition: Acquisition,
    bound: AbortSignal
  ): Promise<Acquisition | undefined> {
    let current = acquisition
    for (let attempt = 0; attempt < 3; attempt++) {
      const end = leaseSafeEnd(current.leaseStartedAt, current.leaseMs, 0)
      if (end - monotonicNow() >= current.leaseMs / 2) return current
      const sentAt = monotonicNow()
      const renewed = await this.renew({ ...current.record, etag: current.etag }, bound)
      if (renewed.kind !== 'renewed') return undefined
      current = {
        ...current,
        etag: renewed.etag,
        record: { ...current.record, renewals: renewed.renewals },
        leaseStartedAt: renewed.sentAt ?? sentAt
      }
    }
    return undefined
  }

  private acquisition(
    place: SharedPlace,
    record: SharedRecord,
    etag: string,
    times: { leaseStartedAt: number; waitedMs: number }
  ): Acquisition {
    return {
      key: this.key,
      owner: place.owner,
      token: place.token,
      etag,
      leaseMs: place.leaseMs,
      record: placeView(place, record),
      leaseStartedAt: times.leaseStartedAt,
      waitedMs: times.waitedMs,
      tookOverExpired: false,
      tookOverGone: false
    }
  }

  /**
   * The lock object as a shared record. A free single-holder lock (released) becomes an empty
   * one that continues its token count; a held single-holder lock is a disagreement on
   * `holders`, said in one line rather than waited on.
   */
  private view(read: ReadResult): SharedView {
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

  /** For renew, release and break: undefined when there is no object. */
  private async readShared(bound?: AbortSignal): Promise<SharedView | undefined> {
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

/** One place, in the shape of a single holder's record: what the action's steps pass around. */
export function placeView(place: SharedPlace, record: SharedRecord): HeldRecord {
  return {
    version: RECORD_VERSION,
    state: 'held',
    token: place.token,
    owner: place.owner,
    leaseMs: place.leaseMs,
    holder: place.holder,
    acquiredAt: place.acquiredAt,
    renewals: place.renewals,
    ...(place.ticket === undefined ? {} : { ticket: place.ticket }),
    holders: record.limit,
    ...(place.exclusive ? { exclusive: true as const } : {})
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
