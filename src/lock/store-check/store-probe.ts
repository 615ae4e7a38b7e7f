import { clock, random } from '../basics/clock.js'
import { backoffDelay, sleep } from '../basics/backoff.js'
import { CLEANUP_MS } from '../basics/deadlines.js'
import { StoreConfigError, StoreUnavailableError } from '../basics/errors.js'
import type { Deadline, S3LockStore, WriteOutcome } from '../store/s3-store.js'

/**
 * Finds out what the store really does with conditional requests, on probe keys of its own
 * (never a lock's), and removes them afterwards. Some stores answer 501 to conditions, some
 * silently ignore them, some honour them one request at a time but let simultaneous writers
 * all win — and a lock built on any of those would hand out two locks — so nothing is
 * assumed. store-verdict.ts keeps what was found, so that this runs once per store.
 */
export interface StoreCapabilities {
  /** A second PutObject If-None-Match: * on an existing key is refused. */
  ifNoneMatch: boolean
  /**
   * Of `concurrentWriters` simultaneous PutObject If-None-Match: * on one new key, how many
   * the store applied: exactly one where it evaluates the condition atomically.
   */
  concurrentWriters: number
  concurrentWinners: number
  /**
   * Of `concurrentMatchWriters` simultaneous PutObject If-Match on one version of a key (every
   * handover's write), how many the store applied: exactly one where it evaluates the
   * condition atomically. 0 writers: not tried (the store had failed already).
   */
  concurrentMatchWriters: number
  concurrentMatchWinners: number
  /** PutObject If-Match with a wrong ETag is refused. */
  ifMatch: boolean
  /** Which spellings of the right ETag the store accepts in If-Match. */
  ifMatchBare: boolean
  ifMatchQuoted: boolean
  /** PutObject If-Match on a missing key is refused (MinIO has been seen to create it). */
  ifMatchMissingRefused: boolean
  /** DeleteObject If-Match with a wrong ETag is refused (Ceph RGW deletes anyway). */
  deleteIfMatch: boolean
  /** Whether the probe objects could be removed (needs s3:DeleteObject on the probe keys). */
  cleanedUp: boolean
}

export function enforcesConditionalWrites(caps: StoreCapabilities): boolean {
  return (
    caps.ifNoneMatch &&
    caps.concurrentWinners === 1 &&
    caps.ifMatch &&
    caps.concurrentMatchWinners === 1 &&
    (caps.ifMatchBare || caps.ifMatchQuoted)
  )
}

export function describeCapabilities(caps: StoreCapabilities): string {
  const yesNo = (value: boolean) => (value ? 'enforced' : 'NOT enforced')
  const spellings = [caps.ifMatchBare && 'bare', caps.ifMatchQuoted && 'quoted'].filter(Boolean)
  const race =
    caps.concurrentWriters === 0
      ? 'concurrent If-None-Match not tried'
      : `${caps.concurrentWriters} concurrent If-None-Match writers: ` +
        (caps.concurrentWinners === 1 ? 'one won' : `${caps.concurrentWinners} WON`)
  const matchRace =
    caps.concurrentMatchWriters === 0
      ? 'concurrent If-Match not tried'
      : `${caps.concurrentMatchWriters} concurrent If-Match writers: ` +
        (caps.concurrentMatchWinners === 1 ? 'one won' : `${caps.concurrentMatchWinners} WON`)
  return [
    `PutObject If-None-Match ${yesNo(caps.ifNoneMatch)}`,
    `If-Match ${yesNo(caps.ifMatch)} (ETag accepted ${spellings.join(' and ') || 'in no spelling'})`,
    `If-Match on a missing key ${caps.ifMatchMissingRefused ? 'refused' : 'ACCEPTED'}`,
    `DeleteObject If-Match ${yesNo(caps.deleteIfMatch)}`,
    race,
    matchRace
  ].join('; ')
}

const WRONG_ETAG = '00000000000000000000000000000000'
/**
 * Simultaneous writers of the concurrent probe. SeaweedFS up to 4.16 honoured If-None-Match
 * one request at a time and let every concurrent writer win; four writers sent at once from
 * one process overlap at the store, which is what such a store gets wrong.
 */
export const RACE_WRITERS = 4
/** Sends of one probe request whose answer is lost, each resolved by reading the key back. */
const STEP_ATTEMPTS = 8
/** Rounds of the concurrent probe when too many of a round's answers were lost to tell. */
const RACE_ROUNDS = 3
/** Whole probes, each on fresh keys, when one could not be concluded. */
const PROBE_ATTEMPTS = 3

/** A probe whose answers were lost too often to conclude anything: never a verdict. */
class Inconclusive extends Error {}

/**
 * Runs the probe on keys under `probePrefix`. A fault on one request (5xx, 409, 503, a lost
 * answer) never decides anything: each write whose answer is missing is resolved by reading
 * its key back (our own body there means it was applied) or sent again with the same
 * condition, so a passing fault can make the store look neither unsafe nor safe.
 *
 * `store` must not be bound to the step's cancel signal: a cancel stops the probe between two
 * requests (`signal`), never in the middle of one, so that the probe objects are removed after
 * their last write has landed rather than before.
 */
export async function probeStore(
  store: S3LockStore,
  probePrefix: string,
  signal: AbortSignal | undefined,
  /**
   * The caller's deadline: it cuts a request in flight too (a write cut short may still land,
   * as one in flight when a cancelled step is killed), and ends the probe with no verdict.
   */
  bound: Deadline
): Promise<StoreCapabilities> {
  let lastReason = ''
  const stop = signal ? AbortSignal.any([signal, bound]) : bound
  for (let attempt = 0; attempt < PROBE_ATTEMPTS; attempt++) {
    if (stop.aborted) throw stop.reason
    try {
      return await probeOnce(store, probePrefix, stop, bound)
    } catch (error) {
      if (!(error instanceof Inconclusive || error instanceof StoreUnavailableError)) throw error
      lastReason = error.message
    }
  }
  throw new StoreUnavailableError(
    `could not check whether the store enforces conditional writes: ${lastReason}`
  )
}

type Step = { applied: true; etag: string } | { applied: false }

async function probeOnce(
  store: S3LockStore,
  probePrefix: string,
  signal: AbortSignal | undefined,
  bound: Deadline
): Promise<StoreCapabilities> {
  const id = random().uuid()
  const key = `${probePrefix}probe-${id}`
  const missing = `${key}-missing`
  /** Keys that may hold an object of ours, to remove whatever happens. */
  const written = new Set<string>([key])
  let cleanedUp = true
  const cleanUp = async () => {
    // Its own deadline: the probe's may be spent, and what is left behind is ours to remove.
    const tidy = clock().timeout(CLEANUP_MS)
    for (const leftover of written) cleanedUp = (await remove(store, leftover, tidy)) && cleanedUp
    written.clear()
  }
  let body = 0
  const step = (target: string, condition: { IfNoneMatch?: string; IfMatch?: string }) =>
    settle(store, target, `probe ${id} ${body++}`, condition, signal, bound)
  try {
    let created: Step
    try {
      created = await step(key, { IfNoneMatch: '*' })
    } catch (error) {
      // Backblaze B2 and others answer 501 (or 400) to a condition they do not implement.
      const code = error instanceof StoreConfigError ? error.code : undefined
      if (code === 'NotImplemented' || code === 'InvalidArgument' || code === 'BadRequest') {
        await cleanUp()
        return { ...NOTHING_ENFORCED, cleanedUp }
      }
      throw error
    }
    if (!created.applied) throw new Inconclusive('a fresh probe key existed already')
    const again = await step(key, { IfNoneMatch: '*' })
    const wrong = await step(key, { IfMatch: WRONG_ETAG })
    // If a write that should have been refused went through, the object changed: its ETag.
    let current = lastEtag([created, again, wrong])
    const bare = await step(key, { IfMatch: current })
    current = lastEtag([created, again, wrong, bare])
    const quoted = await step(key, { IfMatch: `"${current}"` })
    const onMissing = await step(missing, { IfMatch: WRONG_ETAG })
    if (onMissing.applied) written.add(missing)
    const race = await raceProbe(store, `${probePrefix}race-${id}`, written, signal, bound)
    // Every handover is If-Match on the version read: raced on the version the first race left.
    const spelling = bare.applied ? BARE : quoted.applied ? QUOTED : undefined
    const matchRace =
      race.winners === 1 && spelling !== undefined
        ? await matchRaceProbe(store, race.key, race.etag, spelling, signal, bound)
        : 0
    if (signal?.aborted) throw signal.reason
    const deleteStatus = await tryDelete(store, key, bound, WRONG_ETAG)
    if (deleteStatus !== 412) written.delete(key)
    if (deleteStatus === 'denied') cleanedUp = false
    await cleanUp()
    return {
      ifNoneMatch: !again.applied,
      concurrentWriters: RACE_WRITERS,
      concurrentWinners: race.winners,
      concurrentMatchWriters: matchRace === 0 ? 0 : RACE_WRITERS,
      concurrentMatchWinners: matchRace,
      ifMatch: !wrong.applied,
      ifMatchBare: bare.applied,
      ifMatchQuoted: quoted.applied,
      ifMatchMissingRefused: !onMissing.applied,
      deleteIfMatch: deleteStatus === 412,
      cleanedUp
    }
  } catch (error) {
    await cleanUp().catch(() => undefined)
    throw error
  }
}

/**
 * Sends one conditional write until the store's answer is known: 200 (applied) or 412 / 404
 * (refused). A write with no answer is resolved by reading the key back: our own body there
 * means it was applied; anything else, that it was not (yet), and it is sent again with the
 * same condition. A refusal after an unanswered attempt may be that attempt's own write
 * refusing its repeat, so it is read back too.
 */
async function settle(
  store: S3LockStore,
  key: string,
  body: string,
  condition: { IfNoneMatch?: string; IfMatch?: string },
  signal: AbortSignal | undefined,
  bound: Deadline
): Promise<Step> {
  let unheard: string | undefined
  for (let attempt = 0; attempt < STEP_ATTEMPTS; attempt++) {
    if (signal?.aborted) throw signal.reason
    const outcome: WriteOutcome = await store.putWithCondition(key, body, condition, bound)
    if (outcome.kind === 'written') return { applied: true, etag: outcome.etag }
    if (outcome.kind === 'precondition-failed' && unheard === undefined) return { applied: false }
    if (signal?.aborted) throw signal.reason
    const stored = await readBack(store, key, bound)
    if (stored?.body === body) return { applied: true, etag: stored.etag }
    if (outcome.kind === 'precondition-failed') return { applied: false }
    unheard = outcome.reason
    await sleep(backoffDelay(attempt, 100, 2_000), signal)
  }
  throw new Inconclusive(`a probe write got no answer ${STEP_ATTEMPTS} times (${unheard})`)
}

/** What a concurrent round left: how many writers won, and the key's version after it. */
interface RaceResult {
  winners: number
  key: string
  /** The version the single winner left (its ETag); '' when more than one won. */
  etag: string
}

/**
 * RACE_WRITERS simultaneous If-None-Match: * writes to one new key; returns how many the
 * store applied. Two answered 200, or one answered 200 while another writer's body is what
 * the key holds, is proof that more than one was applied. Exactly one, with at least one
 * writer refused outright, passes; a round with too many answers lost is run again.
 */
async function raceProbe(
  store: S3LockStore,
  keyBase: string,
  written: Set<string>,
  signal: AbortSignal | undefined,
  bound: Deadline
): Promise<RaceResult> {
  for (let round = 0; round < RACE_ROUNDS; round++) {
    if (signal?.aborted) throw signal.reason
    const key = `${keyBase}-${round}`
    written.add(key)
    const bodies = Array.from({ length: RACE_WRITERS }, (_, i) => `race ${keyBase} ${round} ${i}`)
    const outcomes = await Promise.all(
      bodies.map((body) => store.putWithCondition(key, body, { IfNoneMatch: '*' }, bound))
    )
    if (signal?.aborted) throw signal.reason
    const tally = await countWinners(store, key, bodies, outcomes, bound)
    if (tally.winners >= 2) return { winners: tally.winners, key, etag: '' }
    if (tally.winners === 1 && tally.refused >= 1) return { winners: 1, key, etag: tally.etag }
  }
  throw new Inconclusive(
    `${RACE_ROUNDS} rounds of the concurrent probe lost too many answers to tell`
  )
}

type Spelling = (etag: string) => string
const BARE: Spelling = (etag) => etag
const QUOTED: Spelling = (etag) => `"${etag}"`

/**
 * RACE_WRITERS simultaneous If-Match writes on one version of `key` (`etag`, in a spelling the
 * store accepts); returns how many the store applied. A store that implements If-Match as
 * "read the ETag, compare, write" lets several through: two takeovers of one lock. Only proof
 * counts, as in raceProbe, but a writer without an answer is settled rather than the round
 * run again: Ceph RGW answers 500 to most losers of an If-Match race. Its body on the key
 * means it was applied; otherwise it is sent again on the same version, which a store that
 * keeps If-Match refuses (the version has moved on), and which is proof of a second winner
 * where it is applied.
 */
async function matchRaceProbe(
  store: S3LockStore,
  key: string,
  etag: string,
  spelling: Spelling,
  signal: AbortSignal | undefined,
  bound: Deadline
): Promise<number> {
  const condition = { IfMatch: spelling(etag) }
  const bodies = Array.from({ length: RACE_WRITERS }, (_, i) => `match ${key} ${i}`)
  const outcomes = await Promise.all(
    bodies.map((body) => store.putWithCondition(key, body, condition, bound))
  )
  if (signal?.aborted) throw signal.reason
  let winners = outcomes.filter((outcome) => outcome.kind === 'written').length
  const unheard = bodies.filter((_, i) => outcomes[i].kind === 'unknown')
  if (winners >= 2 || unheard.length === 0) return winners
  const holder = (await readBack(store, key, bound))?.body
  for (const body of unheard) {
    if (winners >= 2) break
    if (body === holder) winners++
    else if ((await settle(store, key, body, condition, signal, bound)).applied) winners++
  }
  return winners
}

/**
 * How many of one round's writers were applied, as far as proof goes: those answered 200,
 * plus the writer whose body the key holds if its own answer was lost. `etag` is the key's
 * version after the round where it is known ('' where not).
 */
async function countWinners(
  store: S3LockStore,
  key: string,
  bodies: string[],
  outcomes: WriteOutcome[],
  bound: Deadline
): Promise<{ winners: number; refused: number; etag: string }> {
  const answered = outcomes.flatMap((outcome) => (outcome.kind === 'written' ? [outcome] : []))
  let winners = answered.length
  const refused = outcomes.filter((outcome) => outcome.kind === 'precondition-failed').length
  if (winners >= 2) return { winners, refused, etag: '' }
  let etag = answered[0]?.etag ?? ''
  if (winners + refused < bodies.length || winners === 0) {
    const stored = await readBack(store, key, bound)
    const holder = stored === undefined ? -1 : bodies.indexOf(stored.body)
    if (holder >= 0 && outcomes[holder].kind !== 'written') winners++
    etag = stored?.etag ?? ''
  }
  return { winners, refused, etag: winners >= 2 ? '' : etag }
}

const NOTHING_ENFORCED = {
  ifNoneMatch: false,
  concurrentWriters: 0,
  concurrentWinners: 0,
  concurrentMatchWriters: 0,
  concurrentMatchWinners: 0,
  ifMatch: false,
  ifMatchBare: false,
  ifMatchQuoted: false,
  ifMatchMissingRefused: false,
  deleteIfMatch: false
}

function lastEtag(steps: Step[]): string {
  const applied = steps.filter((step) => step.applied)
  const last = applied[applied.length - 1]
  return last?.applied ? last.etag : ''
}

async function readBack(
  store: S3LockStore,
  key: string,
  bound: Deadline
): Promise<{ body: string; etag: string } | undefined> {
  const read = await store.read(key, undefined, bound)
  if (read.kind === 'forbidden') throw new StoreConfigError(read.explanation)
  return read.kind === 'present' ? { body: read.object.body, etag: read.object.etag } : undefined
}

async function remove(store: S3LockStore, key: string, bound: Deadline): Promise<boolean> {
  return (await tryDelete(store, key, bound)) !== 'denied'
}

/** Deleting needs s3:DeleteObject, which the lock itself never needs: a refusal is reported. */
async function tryDelete(
  store: S3LockStore,
  key: string,
  bound: Deadline,
  ifMatch?: string
): Promise<number | 'denied'> {
  try {
    return await store.delete(key, bound, ifMatch)
  } catch (error) {
    if (error instanceof StoreConfigError) return 'denied'
    throw error
  }
}

export interface StoreCheck {
  capabilities: StoreCapabilities
  /** What was found, in words, for logs and summaries. */
  found: string
  enforced: boolean
}

/** The probe, described: what the store check of store-verdict.ts runs. */
export async function checkStore(
  store: S3LockStore,
  probePrefix: string,
  signal: AbortSignal | undefined,
  bound: Deadline
): Promise<StoreCheck> {
  const capabilities = await probeStore(store, probePrefix, signal, bound)
  return {
    capabilities,
    found: describeCapabilities(capabilities),
    enforced: enforcesConditionalWrites(capabilities)
  }
}
