import { UserFacingError } from '../basics/errors.js'
import { refuseNewerFormat, type Holder } from '../single/lock-record.js'
import { isLeaseMs } from '../pool/shared-record.js'
import type { Deadline, Store } from '../store/store.js'
import {
  newerThan,
  runOf,
  superseded,
  withNewest,
  type NewestEntry,
  type RunOrder
} from './newest-wins.js'

/**
 * The line's record as stored (`<name>/.s3-lock/line`): its tickets, how it is read and
 * checked, and the pure changes a write makes to it (a ticket added, served ones pruned).
 */

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
  /** When the sender stops waiting, by its own monotonic clock: its requests say so (F46a). */
  waitsUntil?: number
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

export const EMPTY: LineRecord = { version: LINE_VERSION, next: 1, served: 0, tickets: [] }

/** The request a join sends for this waiter. */
export function joinRequest(id: string, holder: Holder, extra: JoinExtra): JoinRequest {
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
export function requestFrom(body: unknown): JoinRequest | undefined {
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

/**
 * Our ticket, if a join of ours landed (perhaps unheard); one already served (we were passed)
 * is no place: it is pruned with the others, and we join at the end again. With `superseding`,
 * throws when a newer run of our group joined before us: we would only ever wait to be
 * superseded.
 */
export function seatOf(
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

/** The line without the mark of a crowd: a write that seats one, or a take-in of one. */
export function withoutCrowd(line: LineRecord): LineRecord {
  if (line.crowd === undefined) return line
  const rest = { ...line }
  delete rest.crowd
  return rest
}

export function hasUnserved(line: LineRecord, mark: number): boolean {
  return line.tickets.some((ticket) => ticket.n > mark)
}

/** The line without the tickets served up to `mark`. */
export function pruned(line: LineRecord, mark: number): LineRecord {
  return { ...line, served: mark, tickets: line.tickets.filter((ticket) => ticket.n > mark) }
}

/**
 * The line with a ticket for `request` at its end (its group's newest raised), or as it was
 * when a newer run of its group is already in it: a superseded run never enters.
 */
export function withRequest(line: LineRecord, request: JoinRequest): LineRecord {
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

/**
 * What a ticket says of its waiter: enough for the ones behind to name it ("Deploy #18 in
 * octo/web"), little enough that a line of 500 stays a small object to read.
 */
const TICKET_FIELDS = ['context', 'repository', 'job', 'runUrl'] as const

export function ticketHolder(holder: Holder): Holder {
  const kept: Holder = {}
  for (const field of TICKET_FIELDS) {
    const value = holder[field]
    if (value) kept[field] = value.slice(0, 200)
  }
  return kept
}

/** The line as stored, checked: what this version reads, or MalformedLineError. */
export function parseLine(text: string, where: string): LineRecord {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  refuseNewerFormat(json, where, LINE_VERSION)
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
    `${where} is not a line of waiters this action can read; remove it ` +
      'if nothing waits for the lock'
  )
}

/** The line's round, in its object's metadata (lowercase: S3 lowers metadata names). */
export const ROUND_METADATA = 'round'

/** One conditional write of the line (a create when `etag` is undefined). */
export async function writeLine(
  store: Store,
  key: string,
  record: LineRecord,
  etag: string | undefined,
  bound: Deadline
): Promise<'written' | 'refused' | 'unknown'> {
  const body = `${JSON.stringify(record)}\n`
  // The round in the object's metadata too: a crowd's senders look at it with a HEAD.
  const metadata = { [ROUND_METADATA]: String(record.round ?? 0) }
  const outcome =
    etag === undefined
      ? await store.create(key, body, bound, metadata)
      : await store.replace(key, body, etag, bound, metadata)
  if (outcome.kind === 'written') return 'written'
  return outcome.kind === 'precondition-failed' ? 'refused' : 'unknown'
}

/** The line's object and its reads, for changes made outside the Line class (leave.ts). */
export interface LineIo {
  store: Store
  key: string
  read(known: LineView | undefined, bound: Deadline): Promise<LineView>
}
