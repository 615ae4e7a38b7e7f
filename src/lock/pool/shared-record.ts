import {
  RECORD_VERSION,
  refuseNewerFormat,
  type HeldRecord,
  type Holder
} from '../single/lock-record.js'

/**
 * The lock object of a lock with several holders (`holders` above 1): one record that keeps
 * every holder's place and the limit, so that taking, renewing and freeing a place are each one
 * conditional write of the whole record, and "never more than `limit`" and "an exclusive place
 * is alone" are checked by the very write that would break them (docs/protocol.md, "Several
 * holders"). Pure: no store, no clock.
 */
export interface SharedPlace {
  owner: string
  /** This acquisition's fencing token: the record's counter when the place was taken. */
  token: number
  leaseMs: number
  /** Each renewal counts up, so a waiter sees that this place (not the object) was rewritten. */
  renewals: number
  holder: Holder
  /** The writer's wall clock, for people only. */
  acquiredAt: string
  /** Took the whole lock: nobody else may hold a place beside it. */
  exclusive?: true
  /** The holder's ticket in the line of waiters. */
  ticket?: number
  /**
   * Handed on by a release (withHandedPlaces): until its first renewal the place is judged by
   * this shorter claim, not `leaseMs`, so a place handed to a waiter that has gone frees soon.
   */
  claimMs?: number
}

/** How a place ended: kept for a while so a releaser whose answer was lost can learn it. */
export type FreedHow = 'released' | 'forced' | 'expired'

export interface FreedPlace {
  owner: string
  token: number
  how: FreedHow
  /** Who forced it (`s3-lock release --force`), when forced. */
  by?: string
}

export interface SharedRecord {
  version: typeof RECORD_VERSION
  state: 'shared'
  /** How many places at most: the `holders` of the jobs that hold them. */
  limit: number
  /** The last fencing token handed out, to any place: the next place gets one more. */
  token: number
  /** The served mark of the line: every ticket up to it has been served (or passed). */
  ticket?: number
  /**
   * Tickets above the mark that have taken a place out of line order: ones behind waiters that
   * had room of their own still waiting for it (admittedInOrder). Served as well; dropped once
   * the mark passes them. Bounded by MAX_SERVED_ABOVE for takes, twice that with departs.
   */
  servedAbove?: number[]
  places: SharedPlace[]
  /** The most recent places freed, newest last (bounded: see FREED_KEPT). */
  freed: FreedPlace[]
}

/** Enough freed places to cover every holder's release and a few takeovers. */
export function freedKept(limit: number): number {
  return Math.max(8, 2 * limit)
}

/** Out-of-order takes recorded at most: beyond, waiters take in line order only. */
export const MAX_SERVED_ABOVE = 64
/**
 * Tickets above the mark kept in the record: room for as many departed waiters (F36) beside a
 * full MAX_SERVED_ABOVE of takes. A depart cannot be refused, and a ticket dropped from the
 * list would look unserved: a release would hand a place to a job that has left (F46b).
 */
const SERVED_ABOVE_KEPT = 2 * MAX_SERVED_ABOVE

/** The largest `holders` accepted: the record is rewritten whole by every renewal. */
export const MAX_HOLDERS = 100

export class MalformedSharedRecordError extends Error {}

export function isSharedText(text: string): boolean {
  try {
    const value = JSON.parse(text) as { state?: unknown }
    return typeof value === 'object' && value !== null && value.state === 'shared'
  } catch {
    return false
  }
}

export function serializeSharedRecord(record: SharedRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`
}

export function parseSharedRecord(text: string): SharedRecord {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new MalformedSharedRecordError('the lock object is not JSON')
  }
  refuseNewerFormat(value, 'the lock object', RECORD_VERSION)
  if (!isObject(value) || value.version !== RECORD_VERSION || value.state !== 'shared') {
    throw new MalformedSharedRecordError('the lock object is not a lock with several holders')
  }
  if (!isCount(value.limit) || value.limit < 1 || !isCount(value.token)) {
    throw new MalformedSharedRecordError('the lock object has no valid limit or token')
  }
  if (!Array.isArray(value.places)) {
    throw new MalformedSharedRecordError('the lock object has no list of places')
  }
  const places = value.places.map(parsePlace)
  const freed = Array.isArray(value.freed) ? value.freed.flatMap(parseFreed) : []
  return {
    version: RECORD_VERSION,
    state: 'shared',
    limit: value.limit,
    token: value.token,
    ...(isCount(value.ticket) && value.ticket > 0 ? { ticket: value.ticket } : {}),
    ...servedAboveOf(value.servedAbove, isCount(value.ticket) ? value.ticket : 0),
    places,
    freed
  }
}

function servedAboveOf(value: unknown, mark: number): { servedAbove?: number[] } {
  if (!Array.isArray(value)) return {}
  const above = value.filter((n): n is number => isCount(n) && n > mark)
  return above.length > 0 ? { servedAbove: above.slice(-SERVED_ABOVE_KEPT) } : {}
}

/** The tickets served although above the mark (taken out of line order). */
export function servedAboveSet(record: SharedRecord): ReadonlySet<number> {
  return new Set(record.servedAbove ?? [])
}

function parsePlace(value: unknown): SharedPlace {
  if (
    !isObject(value) ||
    typeof value.owner !== 'string' ||
    value.owner === '' ||
    !isCount(value.token) ||
    !isCount(value.leaseMs) ||
    value.leaseMs < 1
  ) {
    throw new MalformedSharedRecordError('the lock object has a place it cannot read')
  }
  return {
    owner: value.owner,
    token: value.token,
    leaseMs: value.leaseMs,
    renewals: isCount(value.renewals) ? value.renewals : 0,
    holder: isObject(value.holder) ? stringsOnly(value.holder) : {},
    acquiredAt: String(value.acquiredAt ?? ''),
    ...(value.exclusive === true ? { exclusive: true as const } : {}),
    ...(isCount(value.ticket) && value.ticket > 0 ? { ticket: value.ticket } : {}),
    ...(isLeaseMs(value.claimMs) ? { claimMs: value.claimMs } : {})
  }
}

/**
 * The lease a place is judged by, by its holder and by every waiter alike: its claim while a
 * place handed on has never been renewed, its lease from then on.
 */
export function heldLeaseMs(place: SharedPlace): number {
  return place.claimMs !== undefined && place.renewals === 0
    ? Math.min(place.claimMs, place.leaseMs)
    : place.leaseMs
}

function parseFreed(value: unknown): FreedPlace[] {
  if (!isObject(value) || typeof value.owner !== 'string' || !isCount(value.token)) return []
  const how = value.how
  if (how !== 'released' && how !== 'forced' && how !== 'expired') return []
  return [
    {
      owner: value.owner,
      token: value.token,
      how,
      ...(typeof value.by === 'string' ? { by: value.by } : {})
    }
  ]
}

/** Is there room for one more place of this kind beside these (live) places? */
export function hasRoom(
  places: readonly SharedPlace[],
  limit: number,
  exclusive: boolean
): boolean {
  if (exclusive) return places.length === 0
  return places.length < limit && !places.some((place) => place.exclusive)
}

/**
 * How many of `queue`, taken in order, would get a place beside `places`: the first that does
 * not fit stops the count, as the line lets nobody overtake. So an exclusive waiter at the head
 * keeps every shared one behind it out while shared places are still held.
 */
export function admittedInOrder(
  places: readonly SharedPlace[],
  limit: number,
  queue: readonly { exclusive?: boolean }[]
): number {
  let count = places.length
  let exclusiveHeld = places.some((place) => place.exclusive)
  let admitted = 0
  for (const waiter of queue) {
    const fits = waiter.exclusive ? count === 0 : count < limit && !exclusiveHeld
    if (!fits) break
    count++
    exclusiveHeld ||= waiter.exclusive === true
    admitted++
  }
  return admitted
}

/**
 * How a take moves the line's served mark: to `mark` (our ticket, or the mark as it stands),
 * or, out of line order, by adding our ticket to the tickets served above the mark.
 */
export type MarkMove = { mark: number | undefined } | { outOfOrder: number }

/**
 * The record with `place` added: it gets the next token, the places judged expired are dropped
 * (and remembered as such), and the limit becomes `limit` (the caller has made sure that only a
 * record with no live place may change it).
 */
export function withNewPlace(
  record: SharedRecord,
  live: readonly SharedPlace[],
  place: Omit<SharedPlace, 'token'>,
  limit: number,
  move: MarkMove
): { record: SharedRecord; token: number } {
  const token = record.token + 1
  const expired = record.places.filter((held) => !live.includes(held))
  const { ticket, servedAbove } = movedMark(record, move)
  return {
    token,
    record: {
      version: RECORD_VERSION,
      state: 'shared',
      limit,
      token,
      ...(ticket > 0 ? { ticket } : {}),
      ...(servedAbove.length > 0 ? { servedAbove } : {}),
      places: [...live, { ...place, token }],
      freed: remember(
        record.freed,
        expired.map((held) => ({ owner: held.owner, token: held.token, how: 'expired' as const })),
        limit
      )
    }
  }
}

function movedMark(record: SharedRecord, move: MarkMove) {
  const above = record.servedAbove ?? []
  if ('outOfOrder' in move) {
    const servedAbove = [...new Set([...above, move.outOfOrder])].sort((a, b) => a - b)
    return { ticket: record.ticket ?? 0, servedAbove }
  }
  // Never lower: a mark that went back would make served tickets look unserved again.
  const ticket = Math.max(record.ticket ?? 0, move.mark ?? 0)
  return { ticket, servedAbove: above.filter((n) => n > ticket) }
}

/** A waiter that has gone (F36), as its depart writes it into the record. */
export interface Departed {
  owner: string
  /** Its ticket in line, as far as it knows it. */
  ticket?: number
  /** A take of its own may still land unheard: the record must change under it. */
  unheard?: boolean
}

/**
 * The record with a departed waiter's ticket marked served out of order (F36): a release or a
 * take that read the line before the waiter left, and writes after this, skips it; the mark
 * passes it later as any ticket served out of order. With a take of its own unheard and no
 * ticket to mark, the waiter is remembered as released instead: the bytes change, so that
 * take (If-Match on an older version) can no longer land. Undefined: nothing to write.
 */
export function withDeparted(record: SharedRecord, departed: Departed): SharedRecord | undefined {
  const { ticket } = departed
  if (
    ticket !== undefined &&
    ticket > (record.ticket ?? 0) &&
    !servedAboveSet(record).has(ticket)
  ) {
    return { ...record, servedAbove: movedMark(record, { outOfOrder: ticket }).servedAbove }
  }
  if (!departed.unheard) return undefined
  const gone: FreedPlace = { owner: departed.owner, token: record.token, how: 'released' }
  return { ...record, freed: remember(record.freed, [gone], record.limit) }
}

/** A waiter in line as a release sees it (line.ts's Ticket): what a place handed to it needs. */
export interface WaitingTicket {
  n: number
  id: string
  holder: Holder
  exclusive?: true
  /** The lease it asked for; without one it is never handed a place (an older ticket). */
  leaseMs?: number
  /** Its renewer renews within this long: a place handed to it is held by this claim till then. */
  claimMs?: number
}

/**
 * The record with places handed on to the first unserved waiters of `line`, in line order, as
 * many as fit beside the places the record keeps (admittedInOrder): the write that frees a place
 * also fills it, so a pool under a crowd changes its record once per job, not twice (issue 27).
 * Each handed place gets the next token and the waiter's own lease, and the mark rises to the
 * last ticket seated, as the waiter's own take would have raised it. The first waiter that
 * cannot be handed a place stops the handing: nobody behind overtakes it. A waiter with a place
 * already (its join landed after its take) is served, not seated twice. Every place in the
 * record counts as live: the releaser has watched no lease.
 */
export function withHandedPlaces(
  record: SharedRecord,
  line: readonly WaitingTicket[],
  acquiredAt: string
): { record: SharedRecord; handed: number[] } {
  const mark = record.ticket ?? 0
  const served = servedAboveSet(record)
  const placed = new Set(record.places.map((place) => place.owner))
  const unserved = line
    .filter((ticket) => ticket.n > mark && !served.has(ticket.n) && !placed.has(ticket.id))
    .sort((a, b) => a.n - b.n)
  const fit = unserved.slice(0, admittedInOrder(record.places, record.limit, unserved))
  const leaseless = fit.findIndex((ticket) => !isLeaseMs(ticket.leaseMs))
  const seated = leaseless === -1 ? fit : fit.slice(0, leaseless)
  const last = seated.at(-1)
  if (last === undefined) return { record, handed: [] }
  const places = seated.map((ticket, i): SharedPlace => ({
    owner: ticket.id,
    token: record.token + 1 + i,
    leaseMs: ticket.leaseMs as number,
    ...claimOf(ticket),
    renewals: 0,
    holder: ticket.holder,
    acquiredAt,
    ...(ticket.exclusive ? { exclusive: true as const } : {}),
    ticket: ticket.n
  }))
  const { ticket, servedAbove } = movedMark(record, { mark: last.n })
  return {
    handed: seated.map((seat) => seat.n),
    record: {
      version: RECORD_VERSION,
      state: 'shared',
      limit: record.limit,
      token: record.token + places.length,
      ticket,
      ...(servedAbove.length > 0 ? { servedAbove } : {}),
      places: [...record.places, ...places],
      freed: record.freed
    }
  }
}

/** A waiter that said nothing of a renewer holds a handed place by its whole lease. */
function claimOf(ticket: WaitingTicket): { claimMs?: number } {
  if (!isLeaseMs(ticket.claimMs)) return {}
  return { claimMs: Math.min(ticket.leaseMs as number, ticket.claimMs) }
}

/** A lease a ticket may ask for: a positive whole number of milliseconds. */
export function isLeaseMs(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}

/**
 * The record with our place renewed, described by `holder`; undefined when the place is no
 * longer there.
 */
export function withRenewal(
  record: SharedRecord,
  owner: string,
  renewals: number,
  holder?: Holder
): SharedRecord | undefined {
  if (!record.places.some((place) => place.owner === owner)) return undefined
  return {
    ...record,
    places: record.places.map((place) =>
      place.owner === owner ? renewed(place, renewals, holder) : place
    )
  }
}

/**
 * A renewal ends a handed place's claim (its holder has shown it is there), and writes the
 * holder's whole description over the short one its ticket had.
 */
function renewed(place: SharedPlace, renewals: number, holder?: Holder): SharedPlace {
  const next: SharedPlace = { ...place, renewals, ...(holder ? { holder } : {}) }
  delete next.claimMs
  return next
}

/** The record without the place of `owner` (or of `token`); undefined when it is not there. */
export function withoutPlace(
  record: SharedRecord,
  match: { owner?: string; token?: number },
  how: FreedHow
): { record: SharedRecord; freed: SharedPlace } | undefined {
  const freed = record.places.find(
    (place) =>
      (match.owner === undefined || place.owner === match.owner) &&
      (match.token === undefined || place.token === match.token)
  )
  if (freed === undefined) return undefined
  return {
    freed,
    record: {
      ...record,
      places: record.places.filter((place) => place !== freed),
      freed: remember(record.freed, [{ owner: freed.owner, token: freed.token, how }], record.limit)
    }
  }
}

function remember(kept: readonly FreedPlace[], more: FreedPlace[], limit: number): FreedPlace[] {
  return [...kept, ...more].slice(-freedKept(limit))
}

/** An empty record for a name that has no object yet, or whose single-holder lock is free. */
export function emptySharedRecord(limit: number, token: number, ticket?: number): SharedRecord {
  return {
    version: RECORD_VERSION,
    state: 'shared',
    limit,
    token,
    ...(ticket !== undefined && ticket > 0 ? { ticket } : {}),
    places: [],
    freed: []
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

function stringsOnly(value: Record<string, unknown>): Holder {
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  )
}

/** One place, in the shape of a single holder's record: what the action's steps pass around. */
export function placeView(place: SharedPlace, record: SharedRecord): HeldRecord {
  return {
    version: RECORD_VERSION,
    state: 'held',
    token: place.token,
    owner: place.owner,
    leaseMs: heldLeaseMs(place),
    holder: place.holder,
    acquiredAt: place.acquiredAt,
    renewals: place.renewals,
    ...(place.ticket === undefined ? {} : { ticket: place.ticket }),
    holders: record.limit,
    ...(place.exclusive ? { exclusive: true as const } : {})
  }
}
