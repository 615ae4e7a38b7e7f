import { formatDuration } from '../lock/basics/duration.js'
import { StoreConfigError } from '../lock/basics/errors.js'
import {
  HOLDER_METADATA,
  looksLikeListingKey,
  parseListingKey
} from '../lock/listing/listing-lock.js'
import { MalformedRecordError, type Holder } from '../lock/single/lock-record.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { flag, positionals, type OptionSpec, type ParsedArgs } from './args.js'
import { holderLabel } from './holder.js'
import { ageText, formatTable, stateWord, viewJson, viewOf, type RecordView } from './lock-view.js'
import { readStoreArgs, storeOptions, type StoreArgs } from './options.js'
import { note, print } from './output.js'
import { lineKeyOf } from '../lock/basics/lock-key.js'
import { readWaitFigures } from './waiting.js'
import {
  OVER_THRESHOLD,
  overThresholds,
  readThresholds,
  WATCH_OPTIONS,
  type WatchFigures
} from './watch.js'

/** `--json`, and the thresholds a scheduled workflow alerts on (watch.ts). */
export const LIST_OPTIONS: OptionSpec[] = [{ name: 'json', takesValue: false }, ...WATCH_OPTIONS]
import { LOOK_MS, within } from '../lock/basics/deadlines.js'
import { activeHolds, holdLines } from './hold-lines.js'
import { covers, HOLDS_KEY } from '../lock/hold/holds.js'

/**
 * `s3-lock list [prefix]`: every lock object under a prefix (ListObjectsV2, all pages), each
 * read with one GetObject; keys of the listing strategy (aws-s3-lock-action's
 * `name.created.uuid.expires`) with one HeadObject for their holder. The store check's probe
 * keys are skipped, and so is anything that is not a lock.
 */

/** Lock records are a few hundred bytes: anything much bigger is not one, and is not read. */
const MAX_RECORD_BYTES = 64 * 1024
const PARALLEL_READS = 8

interface ListedObject {
  key: string
  size: number
}

interface ListingEntry {
  strategy: 'listing'
  name: string
  key: string
  where: string
  state: 'held' | 'waiting'
  expired: boolean
  createdMs: number
  expiresMs: number
  /** By the store's clock against the writer's stamp. */
  ageMs?: number
  expiresInMs?: number
  holder?: Holder
}

/**
 * `waiting`: the lock's line, unserved; 0 when it has no line object. `oldestWaitAtLeastMs`:
 * a lower bound on the first waiter's wait, by the store's clock (readWaitFigures).
 */
type Entry =
  | ({ strategy: 'conditional'; waiting: number; oldestWaitAtLeastMs?: number } & RecordView)
  | ListingEntry

export async function listCommand(args: ParsedArgs): Promise<number> {
  const [prefix = ''] = positionals(args, [], ['prefix'])
  const thresholds = readThresholds(args)
  const storeArgs = readStoreArgs(args)
  const readers = Array.from(
    { length: PARALLEL_READS },
    () => new S3LockStore(storeOptions(storeArgs))
  )
  const where = readers[0].where(prefix)
  const objects = (await listObjects(storeArgs, prefix)).filter(
    (object) => object.key !== HOLDS_KEY
  )
  // Holds first: under a prefix, those that hold a lock there, or the whole prefix.
  const holds = flag(args, 'json')
    ? []
    : await activeHolds(
        readers[0],
        (hold) => hold.target.startsWith(prefix) || covers(hold.target, prefix)
      )
  for (const line of holdLines(holds, storeArgs.bucket)) print(line)
  // The listing shows which locks have a line: only those cost a read more.
  const lines = new Set(objects.map((object) => object.key))
  let skipped = 0
  const entries = (
    await mapParallel(objects, readers, async (object, reader) => {
      const entry = await readEntry(reader, object, lines)
      if (entry === NOT_A_LOCK) skipped++
      return entry
    })
  ).filter((entry): entry is Entry => typeof entry === 'object')
  markContenders(entries)

  if (flag(args, 'json')) {
    print(JSON.stringify(entries.map(entryJson), null, 2))
  } else if (entries.length === 0) {
    print(`No locks under ${where}`)
  } else {
    print(
      formatTable(['NAME', 'STATE', 'TOKEN', 'WAITING', 'AGE', 'HOLDER'], entries.map(entryRow))
    )
  }
  if (skipped > 0) {
    const what = skipped === 1 ? 'object that is not a lock' : 'objects that are not locks'
    note(`skipped ${skipped} ${what} under ${where}`)
  }
  const over = overThresholds(entries.map(watchFigures), thresholds)
  for (const line of over) note(line)
  return over.length > 0 ? OVER_THRESHOLD : 0
}

/** The figures the `--...-longer-than` checks judge, as `--json` shows them. */
function watchFigures(entry: Entry): WatchFigures {
  if (entry.strategy === 'listing') return { name: entry.name, heldForMs: listingHeldFor(entry) }
  return {
    name: entry.name,
    heldForMs: entry.state === 'held' ? entry.heldForMs : undefined,
    oldestWaitAtLeastMs: entry.oldestWaitAtLeastMs
  }
}

/** The holding key's age, by the store's clock against the writer's stamp in the key. */
function listingHeldFor(entry: ListingEntry): number | undefined {
  return entry.state === 'held' && !entry.expired ? entry.ageMs : undefined
}

const NOT_A_LOCK = 'not a lock'

/** The lock at this key; undefined for keys of the protocol's helpers and vanished objects. */
async function readEntry(
  store: S3LockStore,
  object: ListedObject,
  keys: ReadonlySet<string>
): Promise<Entry | typeof NOT_A_LOCK | undefined> {
  const { key } = object
  // The store check's probe objects, and later queues and semaphore slots: never locks.
  if (key.split('/').includes('.s3-lock')) return undefined
  if (looksLikeListingKey(key)) return readListingKey(store, key)
  if (object.size > MAX_RECORD_BYTES) return NOT_A_LOCK
  const read = await store.read(key, undefined, within(LOOK_MS))
  if (read.kind === 'forbidden') throw new StoreConfigError(read.explanation)
  if (read.kind !== 'present') return undefined
  let view: RecordView
  try {
    view = viewOf(key, store.where(key), read.object, read.serverNowMs)
  } catch (error) {
    if (error instanceof MalformedRecordError) return NOT_A_LOCK
    throw error
  }
  const figures = keys.has(lineKeyOf(key))
    ? await readWaitFigures(store, key, view.record.ticket)
    : { waiting: 0 }
  return { strategy: 'conditional', ...figures, ...view }
}

async function readListingKey(store: S3LockStore, key: string): Promise<Entry | undefined> {
  const name = key.slice(0, key.search(/\.\d+\.[^.]+\.\d+$/))
  const parsed = parseListingKey(name, key)
  if (parsed === undefined) return undefined
  const head = await store.head(key, within(LOOK_MS))
  if (!head.exists) return undefined
  const now = head.serverNowMs
  return {
    strategy: 'listing',
    name,
    key,
    where: store.where(key),
    state: 'held',
    expired: now !== undefined && parsed.expiresMs <= now,
    createdMs: parsed.createdMs,
    expiresMs: parsed.expiresMs,
    ageMs: now === undefined ? undefined : Math.max(0, now - parsed.createdMs),
    expiresInMs: now === undefined ? undefined : parsed.expiresMs - now,
    holder: decodeHolder(head.metadata[HOLDER_METADATA])
  }
}

/** Of the live keys of one name, the first in key order holds the lock; the others wait in line. */
function markContenders(entries: Entry[]): void {
  const first = new Map<string, string>()
  for (const entry of entries) {
    if (entry.strategy !== 'listing' || entry.expired) continue
    const holder = first.get(entry.name)
    if (holder === undefined || entry.key < holder) first.set(entry.name, entry.key)
  }
  for (const entry of entries) {
    if (entry.strategy === 'listing' && !entry.expired && first.get(entry.name) !== entry.key) {
      entry.state = 'waiting'
    }
  }
}

function entryRow(entry: Entry): string[] {
  if (entry.strategy === 'conditional') {
    return [
      entry.name,
      stateWord(entry),
      String(entry.shared?.token ?? entry.record.token),
      String(entry.waiting),
      ageText(entry),
      entry.shared
        ? entry.shared.places.map((place) => holderLabel(place.holder)).join('; ') || '-'
        : holderLabel(entry.record.holder)
    ]
  }
  const state = entry.expired ? 'expired' : entry.state
  return [
    entry.name,
    `${state} (listing key)`,
    '-',
    '-',
    entry.ageMs === undefined ? '?' : `~${formatDuration(entry.ageMs)}`,
    entry.holder ? holderLabel(entry.holder) : `no details (${entry.key.slice(entry.name.length)})`
  ]
}

function entryJson(entry: Entry): Record<string, unknown> {
  if (entry.strategy === 'conditional') {
    return {
      strategy: 'conditional',
      ...viewJson(entry),
      waiting: entry.waiting,
      oldestWaitAtLeastMs: entry.oldestWaitAtLeastMs ?? null
    }
  }
  return {
    strategy: 'listing',
    name: entry.name,
    key: entry.key,
    location: entry.where,
    state: entry.state,
    token: null,
    // Contenders of the listing strategy have no line: each is a key of its own (state).
    waiting: null,
    oldestWaitAtLeastMs: null,
    heldForMs: listingHeldFor(entry) ?? null,
    expired: entry.expired,
    createdMs: entry.createdMs,
    expiresMs: entry.expiresMs,
    ageMs: entry.ageMs ?? null,
    expiresInMs: entry.expiresInMs ?? null,
    holder: entry.holder ?? null,
    holderLabel: entry.holder ? holderLabel(entry.holder) : null
  }
}

function decodeHolder(text: string | undefined): Holder | undefined {
  if (!text) return undefined
  try {
    const value = JSON.parse(decodeURIComponent(text)) as unknown
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string'
      )
    )
  } catch {
    return undefined
  }
}

/**
 * Every key under the prefix, all pages. S3LockStore.list reads one page (a lock's own prefix
 * holds a handful of keys); a bucket of locks may hold more than a thousand.
 */
async function listObjects(storeArgs: StoreArgs, prefix: string): Promise<ListedObject[]> {
  const store = new S3LockStore(storeOptions(storeArgs))
  const { keys } = await store.list(prefix, within(LOOK_MS))
  return keys.map(({ key, size }) => ({ key, size }))
}

export const NO_CREDENTIALS =
  'no AWS credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE, or run where an instance or web-identity role applies'

/**
 * Maps items with a few workers at once. Each worker has its own store: a store takes the
 * server's clock from the answer to its latest request, so it must not run two at a time.
 */
async function mapParallel<T, W, R>(
  items: readonly T[],
  workers: readonly W[],
  map: (item: T, worker: W) => Promise<R>
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const work = async (worker: W): Promise<void> => {
    while (next < items.length) {
      const index = next++
      results[index] = await map(items[index], worker)
    }
  }
  await Promise.all(workers.slice(0, items.length).map(work))
  return results
}
