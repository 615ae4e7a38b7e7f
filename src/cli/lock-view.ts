import { formatDuration } from '../lock/basics/duration.js'
import { storeAgeMs, storeClockRemainingMs } from '../lock/lease/lease.js'
import { errorText } from '../lock/basics/errors.js'
import {
  isPending,
  MalformedRecordError,
  parseRecord,
  type LockRecord
} from '../lock/single/lock-record.js'
import type { StoredObject } from '../lock/store/s3-store.js'
import { placeView } from '../lock/pool/shared-lock.js'
import { isSharedText, parseSharedRecord, type SharedRecord } from '../lock/pool/shared-record.js'
import { holderLabel } from './holder.js'

/**
 * What `status` and `list` show about one lock object. Ages and the lease come from the
 * store's clock (the answer's Date minus the object's Last-Modified), as the action judges
 * them; the times inside the record come from its writer's clock and are shown as such.
 */
export interface AbsentView {
  state: 'absent'
  name: string
  where: string
}

export interface RecordView {
  state: 'held' | 'released'
  name: string
  where: string
  record: LockRecord
  etag: string
  /** Since the last write (acquisition, renewal or release), by the store's clock. */
  lastWriteAgeMs?: number
  /** Held locks: since acquisition. By the store's clock until the first renewal. */
  heldForMs?: number
  heldForClock?: 'store' | 'holder'
  /** Held locks: until a waiter may take over, if the holder neither renews nor releases. */
  leaseRemainingMs?: number
  /** A held lock whose lease has run out: the next acquirer takes it over. */
  expired: boolean
  /**
   * A lock with several holders: its places. `record` then stands for the first place (or, with
   * none, for a free lock with the record's token), so that tables keep one shape.
   */
  shared?: SharedRecord
}

export type LockView = AbsentView | RecordView

/** Throws MalformedRecordError when the object is not a lock record. */
export function viewOf(
  name: string,
  where: string,
  object: StoredObject,
  serverNowMs: number | undefined
): RecordView {
  if (isSharedText(object.body)) return sharedViewOf(name, where, object, serverNowMs)
  const record = parseRecord(object.body)
  const version = {
    leaseMs: record.state === 'held' ? record.leaseMs : 0,
    clockAllowanceMs: 0,
    lastModifiedMs: object.lastModifiedMs,
    firstSeenAt: 0
  }
  const lastWriteAgeMs = storeAgeMs(version, serverNowMs)
  const view: RecordView = {
    state: record.state,
    name,
    where,
    record,
    etag: object.etag,
    lastWriteAgeMs,
    expired: false
  }
  if (record.state === 'held') {
    // No lease has more left than its length (the store clock's second of slack is not time
    // the holder has).
    view.leaseRemainingMs = Math.min(
      record.leaseMs,
      storeClockRemainingMs(version, serverNowMs) ?? record.leaseMs
    )
    view.expired = view.leaseRemainingMs <= 0
    if (record.renewals === 0 && lastWriteAgeMs !== undefined) {
      view.heldForMs = lastWriteAgeMs
      view.heldForClock = 'store'
    } else {
      const acquiredAt = Date.parse(record.acquiredAt)
      // Against the store's clock only: a store that hides it leaves held-for unknown.
      if (!Number.isNaN(acquiredAt) && serverNowMs !== undefined) {
        view.heldForMs = Math.max(0, serverNowMs - acquiredAt)
        view.heldForClock = 'holder'
      }
    }
  }
  return view
}

/**
 * A lock with several holders. Its Last-Modified is the last write by any holder, so no place's
 * lease can be judged from it: each place shows its lease and renewals, and waiters judge it.
 */
function sharedViewOf(
  name: string,
  where: string,
  object: StoredObject,
  serverNowMs: number | undefined
): RecordView {
  let shared: SharedRecord
  try {
    shared = parseSharedRecord(object.body)
  } catch (error) {
    throw new MalformedRecordError(errorText(error))
  }
  const first = shared.places[0]
  const record: LockRecord =
    first === undefined
      ? {
          version: shared.version,
          state: 'released',
          token: shared.token,
          releasedBy: '',
          releasedAt: '',
          holder: {}
        }
      : placeView(first, shared)
  return {
    state: first === undefined ? 'released' : 'held',
    name,
    where,
    record,
    etag: object.etag,
    lastWriteAgeMs: storeAgeMs(object, serverNowMs),
    expired: false,
    shared
  }
}

/** The machine-readable form (`--json`): absent fields are null, durations in ms. */
export function viewJson(view: LockView): Record<string, unknown> {
  const base = { name: view.name, location: view.where, state: view.state }
  if (view.state === 'absent') return base
  if (view.shared) {
    return {
      ...base,
      holders: view.shared.limit,
      token: view.shared.token,
      etag: view.etag,
      lastWriteAgeMs: round(view.lastWriteAgeMs),
      places: view.shared.places.map((place) => ({
        token: place.token,
        owner: place.owner,
        exclusive: place.exclusive === true,
        holder: place.holder,
        holderLabel: holderLabel(place.holder),
        acquiredAt: place.acquiredAt,
        renewals: place.renewals,
        leaseMs: place.leaseMs
      }))
    }
  }
  const { record } = view
  const held = record.state === 'held' ? record : undefined
  const released = record.state === 'released' ? record : undefined
  return {
    ...base,
    token: record.token,
    etag: view.etag,
    expired: view.expired,
    owner: held?.owner ?? null,
    holder: record.holder,
    holderLabel: holderLabel(record.holder),
    acquiredAt: held?.acquiredAt ?? null,
    heldForMs: round(view.heldForMs),
    heldForClock: view.heldForClock ?? null,
    renewals: held?.renewals ?? null,
    leaseMs: held?.leaseMs ?? null,
    leaseRemainingMs: round(view.leaseRemainingMs),
    lastWriteAgeMs: round(view.lastWriteAgeMs),
    releasedAt: released?.releasedAt ?? null,
    releasedBy: released?.releasedBy ?? null,
    forcedBy: released?.forcedBy ?? null,
    neverHeld: isPending(record)
  }
}

function round(value: number | undefined): number | null {
  return value === undefined ? null : Math.round(value)
}

/** The store's clock has a 1 s resolution: say no more than it knows. */
export function storeDuration(ms: number): string {
  return ms < 1000 ? 'under 1s' : formatDuration(ms)
}

/** A short state word for tables. */
export function stateWord(view: LockView): string {
  if (view.state !== 'absent' && view.shared) {
    const { places, limit } = view.shared
    if (places.some((place) => place.exclusive)) return `held alone (of ${limit})`
    return places.length === 0 ? `free (0/${limit})` : `held ${places.length}/${limit}`
  }
  if (view.state === 'released' && isPending(view.record)) return 'never held'
  return view.state === 'held' && view.expired ? 'expired' : view.state
}

/** How long it has been in its state, for tables. */
export function ageText(view: LockView): string {
  if (view.state === 'absent') return '-'
  const ms = view.state === 'held' ? view.heldForMs : view.lastWriteAgeMs
  if (ms === undefined) return '?'
  return view.heldForClock === 'holder' ? `~${formatDuration(ms)}` : storeDuration(ms)
}

/** `status` in text: label and value rows. */
export function describeView(view: LockView): [string, string][] {
  if (view.state === 'absent') {
    return [
      ['lock', `${view.name} (${view.where})`],
      ['state', 'absent: no lock object (never acquired, or removed by hand)']
    ]
  }
  const { record } = view
  const rows: [string, string][] = [['lock', `${view.name} (${view.where})`]]
  if (view.shared) return [...rows, ...describeShared(view.shared, view)]
  if (record.state === 'held') {
    const remaining = view.leaseRemainingMs ?? record.leaseMs
    rows.push([
      'state',
      view.expired
        ? `held, but its lease ran out ${formatDuration(-remaining)} ago: the next acquirer takes it over`
        : 'held'
    ])
    rows.push(['token', String(record.token)])
    rows.push(['holder', holderLabel(record.holder)])
    rows.push(['acquired', `${record.acquiredAt || '?'} (holder's clock)`])
    if (view.heldForMs !== undefined) {
      rows.push([
        'held for',
        view.heldForClock === 'store'
          ? `${storeDuration(view.heldForMs)} (store's clock)`
          : `about ${formatDuration(view.heldForMs)} (holder's clock against the store's)`
      ])
    }
    if (record.renewals > 0) {
      const ago =
        view.lastWriteAgeMs === undefined ? '' : `, last ${storeDuration(view.lastWriteAgeMs)} ago`
      rows.push(['renewals', `${record.renewals}${ago}`])
    }
    rows.push([
      'lease',
      view.expired
        ? `${formatDuration(record.leaseMs)}, ran out`
        : `${formatDuration(record.leaseMs)}, runs out in ${formatDuration(remaining)} unless renewed or released` +
          (view.lastWriteAgeMs === undefined ? ' (at most: the store gave no clock)' : '')
    ])
    rows.push(['etag', view.etag])
    rows.push(['owner', record.owner])
  } else if (isPending(record)) {
    // A new name's first record (docs/protocol.md, "Two strategies on one name").
    rows.push(['state', 'free, never held (created by a job that has not taken it yet)'])
    rows.push(['token', `${record.token} (the first acquisition gets ${record.token + 1})`])
    rows.push(['etag', view.etag])
  } else {
    const { forcedBy } = record
    rows.push(['state', forcedBy ? `released (by force, by ${forcedBy})` : 'released'])
    rows.push(['token', `${record.token} (the next acquisition gets ${record.token + 1})`])
    const ago =
      view.lastWriteAgeMs === undefined ? '' : `, ${storeDuration(view.lastWriteAgeMs)} ago`
    rows.push(['released', `${record.releasedAt || '?'} (releaser's clock)${ago}`])
    rows.push(['last holder', holderLabel(record.holder)])
    rows.push(['etag', view.etag])
  }
  for (const [field, value] of Object.entries(record.holder)) {
    if (value !== '') rows.push([`  ${field}`, value])
  }
  return rows
}

function describeShared(shared: SharedRecord, view: RecordView): [string, string][] {
  const { places, limit } = shared
  const alone = places.find((place) => place.exclusive)
  const rows: [string, string][] = [
    [
      'state',
      alone
        ? `held alone (exclusive) by 1 of up to ${limit} holders`
        : `${places.length} of ${limit} places held (holders: ${limit})`
    ],
    ['token', `${shared.token} (the next place gets ${shared.token + 1})`]
  ]
  places.forEach((place, index) => {
    const renewed = place.renewals > 0 ? `, renewed ${place.renewals}×` : ''
    rows.push([
      index === 0 ? 'places' : '',
      `token ${place.token}: ${holderLabel(place.holder)}${place.exclusive ? ' (exclusive)' : ''}, ` +
        `acquired ${place.acquiredAt || '?'} (holder's clock), lease ${formatDuration(place.leaseMs)}${renewed}`
    ])
  })
  if (view.lastWriteAgeMs !== undefined) {
    rows.push(['last write', `${storeDuration(view.lastWriteAgeMs)} ago (by any holder)`])
  }
  rows.push(['etag', view.etag])
  return rows
}

/** Rows aligned in two columns. */
export function formatRows(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length))
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n')
}

/** A table with a header row; the last column is not padded. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length))
  )
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column])))
        .join('  ')
    )
    .join('\n')
}
