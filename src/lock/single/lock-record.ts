import { UserFacingError } from '../basics/errors.js'
/**
 * The lock object's body. It is the only place the protocol keeps state, so it must say
 * everything a waiter, a releaser or a person needs: who holds it (`owner`, a random id per
 * acquisition, and `holder`, what the caller wants people to see), the fencing `token`, and
 * how long the lease lasts. Times in it come from the writer's clock and are only for people;
 * no decision is ever taken on them.
 */
export const RECORD_VERSION = 1

export type Holder = Record<string, string>

export interface HeldRecord {
  version: typeof RECORD_VERSION
  state: 'held'
  token: number
  owner: string
  leaseMs: number
  holder: Holder
  /** The writer's wall clock when it acquired: for people only. */
  acquiredAt: string
  /** Renewals since acquisition (each rewrites the object and restarts the lease). */
  renewals: number
  /**
   * How this holder got the lock: from a release by its holder, from a release forced by
   * someone else (`s3-lock release --force`), by taking over a lease that had run out, by
   * taking over a lease still running whose holder the waiter's caller knew, by a signal of its
   * own, could no longer use it (`holder-gone`; see AcquireOptions.holderGone), or by creating
   * the object. Lets a releaser whose answer was lost tell "my release landed and
   * someone took the released lock" from "my lease ran out, was broken, or was taken over, and
   * someone took the lock".
   */
  after?: HeldAfter
  /**
   * How much a waiter may let the store's clock shorten its wait for this lease (lease.ts).
   * The holder counts its own lease as ending this much early. Absent in records written by
   * versions before it existed: then the store's clock cannot shorten the wait at all.
   */
  clockAllowanceMs?: number
  /** The holder's ticket in the line of waiters (line.ts): tickets up to it are served. */
  ticket?: number
  /** Recent hold durations, carried forward from the record this acquisition replaced. */
  holds?: number[]
  /**
   * Only in the view of one place of a lock with several holders (shared-record.ts), never
   * written in this record: the lock's limit, so that renewing and releasing the place take the
   * shared path.
   */
  holders?: number
  /** Only in such a view: the place was taken alone. */
  exclusive?: true
}

export type HeldAfter = 'released' | 'forced' | 'expired' | 'holder-gone' | 'created'
const AFTER: readonly string[] = [
  'released',
  'forced',
  'expired',
  'holder-gone',
  'created'
] satisfies HeldAfter[]

/**
 * A released lock keeps its object so that the next acquisition can continue the token
 * sequence: deleting it would restart the count at 1 and make tokens lie.
 */
export interface ReleasedRecord {
  version: typeof RECORD_VERSION
  state: 'released'
  token: number
  /** Who released it, so a releaser whose answer was lost can recognise its own write. */
  releasedBy: string
  releasedAt: string
  holder: Holder
  /** Set when someone other than the holder released it (`s3-lock release --force`): who. */
  forcedBy?: string
  /** The released holder's ticket in the line, kept so that it still counts as served. */
  ticket?: number
  /**
   * The last few hold durations of this lock (ms, oldest first, this release's last), each
   * measured by its holder's own monotonic clock: what waiters estimate their wait from. Only
   * for people, like every time in the record; versions before it ignore it.
   */
  holds?: number[]
  /**
   * Nobody has held the lock yet, and nobody has looked for holders of the listing strategy
   * since the object was created (docs/protocol.md, "Two strategies on one name"): whoever
   * takes this record lists `<name>.` first, and the record it writes does not carry the mark.
   * Only ever written by the create of a new name, with token 0.
   */
  pending?: true
}

/** How many recent hold durations a record keeps. */
export const HOLD_HISTORY = 5

/** The history with one more hold, the oldest dropped beyond HOLD_HISTORY. */
export function withHold(holds: readonly number[] | undefined, heldMs: number): number[] {
  return [...(holds ?? []), Math.max(0, Math.round(heldMs))].slice(-HOLD_HISTORY)
}

export type LockRecord = HeldRecord | ReleasedRecord

/**
 * The record that creates a name: free, token 0 (the first holder gets 1), and pending, so
 * that the first holder looks for listing-strategy holders after the object exists.
 */
export function pendingRecord(): ReleasedRecord {
  return {
    version: RECORD_VERSION,
    state: 'released',
    token: 0,
    releasedBy: '',
    releasedAt: '',
    holder: {},
    pending: true
  }
}

export function isPending(record: LockRecord | undefined): boolean {
  return record?.state === 'released' && record.pending === true
}

export class MalformedRecordError extends Error {}

/**
 * A lock object (record or line) in a format newer than this release's: it may carry fields
 * this release would drop on rewriting it, so it is neither read nor rewritten (F38). The
 * format is frozen from the first tagged release; a change that an older reader would lose
 * on rewrite takes a new format number (docs/versioning.md).
 */
export class NewerFormatError extends UserFacingError {}

export function refuseNewerFormat(value: unknown, where: string, readsFormat: number): void {
  const version = (value as { version?: unknown } | null)?.version
  if (typeof version !== 'number' || version <= readsFormat) return
  throw new NewerFormatError(
    `${where} was written by a newer release of s3-lock-action (lock format ${version}; this ` +
      `release reads format ${readsFormat}): use one release in every job that shares this lock`
  )
}

/**
 * The object is a lock with several holders (shared-record.ts), which a single-holder
 * acquisition must not touch: it says how many places it has, to name both values.
 */
export class SharedRecordError extends MalformedRecordError {
  constructor(
    readonly limit: number,
    readonly held: number,
    /** The record's token counter and served mark, for a single holder to continue them. */
    readonly token: number,
    readonly ticket?: number
  ) {
    super(`the lock has ${limit} places (holders: ${limit})`)
  }
}

export function serializeRecord(record: LockRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`
}

export function parseRecord(text: string): LockRecord {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new MalformedRecordError('the lock object is not JSON')
  }
  if (!isObject(value)) throw new MalformedRecordError('the lock object is not a JSON object')
  refuseNewerFormat(value, 'the lock object', RECORD_VERSION)
  if (value.version !== RECORD_VERSION) {
    throw new MalformedRecordError(`the lock object has unknown version ${String(value.version)}`)
  }
  if (!isPositiveInteger(value.token)) {
    throw new MalformedRecordError('the lock object has no valid token')
  }
  const holder = isObject(value.holder) ? stringsOnly(value.holder) : {}
  // The mark decides whether a check runs: one that is not plainly `true` on a free lock makes
  // the record unreadable, never a record without the mark.
  if (value.pending !== undefined && (value.pending !== true || value.state !== 'released')) {
    throw new MalformedRecordError('the lock object has an invalid pending mark')
  }
  if (value.state === 'held') {
    if (typeof value.owner !== 'string' || value.owner === '') {
      throw new MalformedRecordError('the lock object has no owner')
    }
    if (!isPositiveInteger(value.leaseMs)) {
      throw new MalformedRecordError('the lock object has no valid lease')
    }
    return {
      version: RECORD_VERSION,
      state: 'held',
      token: value.token,
      owner: value.owner,
      leaseMs: value.leaseMs,
      holder,
      acquiredAt: String(value.acquiredAt ?? ''),
      renewals: isPositiveInteger(value.renewals) ? value.renewals : 0,
      ...(typeof value.after === 'string' && AFTER.includes(value.after)
        ? { after: value.after as HeldAfter }
        : {}),
      ...(isPositiveInteger(value.clockAllowanceMs)
        ? { clockAllowanceMs: value.clockAllowanceMs }
        : {}),
      ...(isPositiveInteger(value.ticket) ? { ticket: value.ticket } : {}),
      ...parseHolds(value.holds)
    }
  }
  if (value.state === 'released') {
    return {
      version: RECORD_VERSION,
      state: 'released',
      token: value.token,
      releasedBy: String(value.releasedBy ?? ''),
      releasedAt: String(value.releasedAt ?? ''),
      holder,
      ...(typeof value.forcedBy === 'string' ? { forcedBy: value.forcedBy } : {}),
      ...(isPositiveInteger(value.ticket) ? { ticket: value.ticket } : {}),
      ...parseHolds(value.holds),
      ...(value.pending === true ? { pending: true as const } : {})
    }
  }
  if (value.state === 'shared') {
    throw new SharedRecordError(
      isPositiveInteger(value.limit) ? value.limit : 0,
      Array.isArray(value.places) ? value.places.length : 0,
      value.token,
      isPositiveInteger(value.ticket) ? value.ticket : undefined
    )
  }
  throw new MalformedRecordError(`the lock object has unknown state ${String(value.state)}`)
}

/** A history that is not a list of durations is no history: it only ever informs people. */
function parseHolds(value: unknown): { holds?: number[] } {
  if (!Array.isArray(value)) return {}
  const holds = value.filter(isPositiveInteger).slice(-HOLD_HISTORY)
  return holds.length > 0 ? { holds } : {}
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

function stringsOnly(value: Record<string, unknown>): Holder {
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  )
}
