import { clock, random } from '../basics/clock.js'
import { backoffDelay, monotonicNow, sleep } from '../basics/backoff.js'
import { errorText, StoreConfigError, UserFacingError } from '../basics/errors.js'
import { reservedKey } from '../basics/lock-key.js'
import type { Deadline, S3LockStore, StoredObject } from '../store/s3-store.js'
import type { StoreEndpoint } from '../store/store-endpoint.js'
import { checkStore, type StoreCapabilities } from './store-probe.js'
import {
  CHECK_VERSION,
  now,
  parseRecord,
  recordBase,
  serializeVerdictRecord,
  type CheckedRecord
} from './verdict-record.js'

export {
  CHECK_VERSION,
  parseRecord,
  recordBase,
  serializeVerdictRecord,
  type RecordBase,
  type VerdictRecord
} from './verdict-record.js'

/**
 * Whether a store enforces conditional writes, decided once per store rather than once per
 * lock name (docs/protocol.md, "The store check, once per store"):
 *
 * - AWS S3's own endpoints (store-endpoint.ts) are known to: nothing is sent.
 * - Any other store is probed (store-probe.ts) by one job, and the verdict is kept in the
 *   bucket under `.s3-lock/store-check/<endpoint>.json`, or, where the credentials may not
 *   write there, under the nearest prefix of the lock's name that they may (`deploy/.s3-lock/
 *   store-check/...` for `deploy/production`, down to the name's own `.s3-lock/`).
 * - The record is also how jobs that start together agree on one checker: the first to
 *   create it (If-None-Match: *, in state "checking") checks, the others wait for its verdict.
 *   A claim left by a job that died is taken over once it is CLAIM_STALE_MS old.
 * - A verdict is trusted only if it is sealed, for this endpoint, bucket and key, from this
 *   version of the check, young enough (a week when conditions were enforced, an hour when
 *   not), and written by the store whose clock it names (its Last-Modified is within
 *   WRITTEN_SLACK_MS of the store's Date the checker saw just before writing it: a copy
 *   written later, by a sync to another store or by hand, is not). Anything else is checked
 *   again, and the record replaced.
 */
export interface Verdict {
  enforced: boolean
  /** What the check found, in words. */
  found: string
  /** Where the verdict comes from, in words. */
  source: 'aws' | 'recorded' | 'checked'
  capabilities?: StoreCapabilities
  /** The record the verdict was read from or written to. */
  record?: string
  /** When the verdict was reached (recorded verdicts: by the job that checked). */
  checkedAt?: string
  /** When it is checked again (by the store's clock, so only roughly by ours). */
  recheckAfter?: string
  /** Where the probe ran, when this job ran it. */
  probedAt?: string
  /** The probe objects could not all be removed. */
  probeLeftBehind?: boolean
}

export interface VerdictContext {
  /** Not bound to the step's cancel signal: see probeStore. */
  store: S3LockStore
  name: string
  endpoint: StoreEndpoint
  signal?: AbortSignal
  /**
   * The caller's deadline: reads, claims and probe requests are cut at it, and the check ends
   * without a verdict (nothing is recorded that was not proved).
   */
  bound: Deadline
  /** Told once when this job waits for another job's check. */
  onWait?: (line: string) => void
}

const HOUR = 3_600_000
export const ENFORCED_TTL_MS = 7 * 24 * HOUR
export const NOT_ENFORCED_TTL_MS = HOUR
/** A claim this old (by the store's clock, or unchanged this long by ours) is taken over. */
export const CLAIM_STALE_MS = 30_000
/** Past this, a job stops waiting on records and checks for itself, without recording. */
const VERDICT_BUDGET_MS = 120_000
/**
 * How far a verdict's Last-Modified may be from the store's clock its checker saw last: the
 * verdict's write and its retries. A copy written later than that is not the store's record.
 */
export const WRITTEN_SLACK_MS = 5 * 60_000
const LEAF = 'store-check/'

export interface VerdictLocation {
  record: string
  /** Where the probe objects go: beside the record, as permissions allow the record. */
  probePrefix: string
}

/** The bucket's root first, then each prefix of the name, down to the name's own. */
export function verdictLocations(name: string, endpoint: StoreEndpoint): VerdictLocation[] {
  const parts = name.split('/')
  const prefixes = [
    '.s3-lock/',
    ...parts.map((_, i) => reservedKey(parts.slice(0, i + 1).join('/'), ''))
  ]
  return prefixes.map((prefix) => ({
    record: `${prefix}${LEAF}${endpoint.slug}.json`,
    probePrefix: `${prefix}${LEAF}`
  }))
}

export async function storeVerdict(context: VerdictContext): Promise<Verdict> {
  if (context.endpoint.aws) return awsVerdict(context.endpoint)
  const startedAt = monotonicNow()
  const { bound } = context
  if (bound !== undefined) {
    context = { ...context, signal: AbortSignal.any([context.signal ?? bound, bound]) }
  }
  for (const location of verdictLocations(context.name, context.endpoint)) {
    const verdict = await verdictAt(context, location, startedAt + VERDICT_BUDGET_MS)
    if (verdict !== 'forbidden') return verdict
  }
  // Nowhere to keep a verdict: this job checks for itself, next to its lock.
  return probe(context, reservedKey(context.name, LEAF))
}

/**
 * The verdict as of now, neither read from nor kept in a record: for s3-lock doctor, which
 * checks the store as it is today and leaves nothing behind (the probe under `probePrefix`).
 */
export async function verdictNow(
  context: Pick<VerdictContext, 'store' | 'endpoint' | 'signal' | 'bound'>,
  probePrefix: string
): Promise<Verdict> {
  if (context.endpoint.aws) return awsVerdict(context.endpoint)
  return probe(context, probePrefix)
}

function awsVerdict(endpoint: StoreEndpoint): Verdict {
  return {
    enforced: true,
    source: 'aws',
    found: `${endpoint.url} is AWS S3, which enforces PutObject If-None-Match and If-Match on general purpose buckets (not probed)`
  }
}

/** The verdict kept at one location, waiting for or becoming its checker; or 'forbidden'. */
async function verdictAt(
  context: VerdictContext,
  location: VerdictLocation,
  budgetEnd: number
): Promise<Verdict | 'forbidden'> {
  const { store } = context
  const claimId = random().uuid()
  let last: StoredObject | undefined
  let sameSince = monotonicNow()
  let waitedRounds = 0
  let lostRaces = 0
  let forbiddenRereads = 0
  for (;;) {
    if (context.signal?.aborted) throw context.signal.reason
    if (monotonicNow() > budgetEnd) return probe(context, location.probePrefix)
    const read = await store.read(location.record, last?.etag, context.bound)
    let condition: string | undefined
    if (read.kind === 'present' || read.kind === 'unchanged') {
      const object = read.kind === 'present' ? read.object : (last as StoredObject)
      if (object.etag !== last?.etag) sameSince = monotonicNow()
      last = object
      const record = parseRecord(object.body, context)
      const storeAge =
        read.serverNowMs === undefined ? undefined : read.serverNowMs - object.lastModifiedMs
      if (
        record?.state === 'checked' &&
        isFresh(record, storeAge) &&
        writtenWhereFound(record, object, location)
      ) {
        return recorded(record, location)
      }
      if (record?.state === 'checking' && record.by === claimId) {
        // Our claim landed although its answer was lost.
        return checkAndRecord(context, location, claimId, object.etag)
      }
      const stale = (storeAge ?? 0) > CLAIM_STALE_MS || monotonicNow() - sameSince > CLAIM_STALE_MS
      if (record?.state === 'checking' && !stale) {
        if (waitedRounds === 0) {
          context.onWait?.(
            `another job is checking this store (since ${record.at}); waiting for its verdict`
          )
        }
        await sleep(
          Math.min(1_000, 100 * 1.5 ** waitedRounds++) * (0.5 + random().fraction()),
          context.signal
        )
        continue
      }
      // Expired, from an older check, abandoned, left by a job that died, or not a record
      // to trust: replaced, conditionally on the version just read.
      condition = object.etag
    } else {
      last = undefined
    }
    let outcome
    try {
      const body = serializeVerdictRecord({
        ...recordBase(context),
        state: 'checking',
        by: claimId,
        at: now()
      })
      outcome =
        condition === undefined
          ? await store.create(location.record, body, context.bound)
          : await store.replace(location.record, body, condition, context.bound)
    } catch (error) {
      if (error instanceof StoreConfigError) return 'forbidden'
      throw error
    }
    if (outcome.kind === 'written') {
      return checkAndRecord(context, location, claimId, outcome.etag)
    }
    // Reading was forbidden and the record exists: either it was created since we read (AWS
    // answers 403 for a missing key without s3:ListBucket), so read once more, or there is a
    // verdict here we cannot read.
    if (read.kind === 'forbidden' && outcome.kind === 'precondition-failed') {
      if (forbiddenRereads++ > 0) return 'forbidden'
      continue
    }
    // Another job claimed it first (we read it next), or our claim's answer was lost (the
    // read shows whose claim is there).
    await sleep(backoffDelay(lostRaces++, 50, 500), context.signal)
  }
}

async function checkAndRecord(
  context: VerdictContext,
  location: VerdictLocation,
  claimId: string,
  claimEtag: string
): Promise<Verdict> {
  const { store } = context
  let verdict: Verdict
  try {
    verdict = await probe(context, location.probePrefix)
  } catch (error) {
    // Let the next job check at once rather than wait for this claim to grow stale.
    const body = serializeVerdictRecord({
      ...recordBase(context),
      state: 'abandoned',
      by: claimId,
      at: now(),
      reason: errorText(error)
    })
    await store.replace(location.record, body, claimEtag, clock().timeout(5_000)).catch(() => {})
    throw error
  }
  const checkedAt = now()
  const storeNow = store.lastServerNow
  const body = serializeVerdictRecord({
    ...recordBase(context),
    state: 'checked',
    key: location.record,
    storeNow: storeNow === undefined ? undefined : new Date(storeNow).toISOString(),
    by: claimId,
    at: checkedAt,
    enforced: verdict.enforced,
    found: verdict.found,
    capabilities: verdict.capabilities
  })
  let landed = false
  try {
    landed = await replaceOurClaim(store, location.record, claimId, claimEtag, body, context.bound)
  } catch (error) {
    // Not recorded: this job has its verdict all the same, and the next one checks again.
    if (!(error instanceof UserFacingError)) throw error
  }
  return landed
    ? {
        ...verdict,
        record: location.record,
        checkedAt,
        recheckAfter: new Date(clock().wallNow() + ttlOf(verdict.enforced)).toISOString()
      }
    : verdict
}

/**
 * Replaces our claim with `body`, conditionally on the claim's ETag. A write without an answer
 * is resolved by reading the record: our body (it landed), our claim still (sent again), or
 * another job's record (it took the claim over: ours is not written). True when it landed.
 */
async function replaceOurClaim(
  store: S3LockStore,
  key: string,
  claimId: string,
  claimEtag: string,
  body: string,
  bound: Deadline
): Promise<boolean> {
  let etag = claimEtag
  for (let attempt = 0; attempt < 6; attempt++) {
    const outcome = await store.replace(key, body, etag, bound)
    if (outcome.kind === 'written') return true
    const read = await store.read(key, undefined, bound)
    if (read.kind !== 'present') return false
    if (read.object.body === body) return true
    if (!isOurClaim(read.object.body, claimId)) return false
    etag = read.object.etag
    await sleep(backoffDelay(attempt, 100, 2_000), bound)
  }
  return false
}

function isOurClaim(body: string, claimId: string): boolean {
  try {
    const record = JSON.parse(body) as { state?: unknown; by?: unknown }
    return record.state === 'checking' && record.by === claimId
  } catch {
    return false
  }
}

async function probe(
  context: Pick<VerdictContext, 'store' | 'signal' | 'bound'>,
  probePrefix: string
): Promise<Verdict> {
  const check = await checkStore(context.store, probePrefix, context.signal, context.bound)
  return {
    enforced: check.enforced,
    found: check.found,
    source: 'checked',
    capabilities: check.capabilities,
    checkedAt: now(),
    probedAt: `${probePrefix}probe-*`,
    probeLeftBehind: !check.capabilities.cleanedUp
  }
}

function recorded(record: CheckedRecord, location: VerdictLocation): Verdict {
  return {
    enforced: record.enforced,
    found: record.found,
    source: 'recorded',
    capabilities: record.capabilities,
    record: location.record,
    checkedAt: record.at,
    recheckAfter: new Date(Date.parse(record.at) + ttlOf(record.enforced)).toISOString()
  }
}

function ttlOf(enforced: boolean): number {
  return enforced ? ENFORCED_TTL_MS : NOT_ENFORCED_TTL_MS
}

/**
 * A copy is not the store's record: the verdict must be at the key it was written to, and its
 * version written (Last-Modified, by the store) when the store's clock said it was (the Date
 * its checker saw just before). A byte-for-byte copy to another key, or written later (a sync
 * to a store that now answers at this endpoint), fails this. A store that sent no Date to the
 * checker cannot be held to it.
 */
function writtenWhereFound(
  record: CheckedRecord,
  object: StoredObject,
  location: VerdictLocation
): boolean {
  if (record.key !== location.record) return false
  if (record.storeNow === undefined) return true
  return Math.abs(object.lastModifiedMs - Date.parse(record.storeNow)) <= WRITTEN_SLACK_MS
}

/** Young enough by the store's clock (Date minus Last-Modified), else by the checker's. */
function isFresh(record: CheckedRecord, storeAgeMs: number | undefined): boolean {
  const age = storeAgeMs ?? clock().wallNow() - Date.parse(record.at)
  return record.check >= CHECK_VERSION && age >= -60_000 && age < ttlOf(record.enforced)
}

export interface VerdictReport {
  /** For the log. */
  line: string
  /** For the job summary. */
  summary: string
  /** The probe objects could not be removed. */
  warning?: string
}

export function describeVerdict(verdict: Verdict, store: S3LockStore): VerdictReport {
  const warning = verdict.probeLeftBehind
    ? `Could not remove the store check's probe objects ${store.where(verdict.probedAt ?? '')}: ` +
      'grant s3:DeleteObject on them, or remove them by hand'
    : undefined
  switch (verdict.source) {
    case 'aws':
      return { line: `Store check: ${verdict.found}`, summary: verdict.found }
    case 'recorded':
      return {
        line:
          `Store check at ${store.where(verdict.record ?? '')} (recorded ${verdict.checkedAt} ` +
          `by an earlier job; checked again after ${verdict.recheckAfter}): ${verdict.found}`,
        summary: `${verdict.found} (recorded ${verdict.checkedAt})`
      }
    case 'checked':
      return {
        line:
          `Store check at ${store.where(verdict.probedAt ?? '')}: ${verdict.found}` +
          (verdict.record
            ? `; recorded in ${store.where(verdict.record)} for later jobs until ${verdict.recheckAfter}`
            : '; not recorded (no .s3-lock/ prefix here could be read and written), so each new lock name checks again'),
        summary: verdict.found,
        warning
      }
  }
}

/** How to have a recorded verdict checked again before it expires. */
export function recheckHint(verdict: Verdict, store: S3LockStore): string {
  return verdict.record
    ? ` (verdict recorded in ${store.where(verdict.record)}; it is checked again after ` +
        `${verdict.recheckAfter}, or at once if that object is removed)`
    : ''
}
