import { backoffDelay, sleep } from '../basics/backoff.js'
import { RESCUE_AFTER_MS, type ListedRequest } from './line-inbox.js'
import {
  hasUnserved,
  pruned,
  requestFrom,
  seatOf,
  withoutCrowd,
  withRequest,
  ROUND_METADATA,
  type LineIo,
  type LineRecord,
  type LineView
} from './line-record.js'
import type { Deadline } from '../store/store.js'

/**
 * Joining with a crowd: the pace of a join's retries and of a crowd's looks, and taking a
 * round of join requests (line-inbox.ts) into the line in one write. Line (line.ts) sends the
 * requests; these are its rules and the record a take-in writes.
 */

/** A join or leave that keeps losing races to others gives up after this many writes. */
export const MAX_WRITES = 50

/**
 * The pause before another try at a line write that another writer beat. Writers that read
 * the same version all but one lose, and each try takes a read and a write: the store applies
 * about one join per such round, so the losers' next tries are spread over eight rounds of our
 * own last try, doubling with each loss. Spread over one round, they mostly collided again:
 * nine jobs that join at the same moment cost 22 line writes beyond their joins, 13 over eight
 * rounds, and the last of them is in line 0.4 s later (scripts/sim-line-joins.mjs; 8 is the
 * fewest). It stays under a second: the line's order among jobs that arrive within it is
 * theirs to share.
 */
export function retryDelay(attempt: number, lastTryMs: number): number {
  return backoffDelay(attempt, 8 * Math.max(10, lastTryMs), 1000)
}

/**
 * How often a joiner in a crowd looks whether its round has been taken in (jittered, half to
 * one and a half times this): about as often as a waiter looks at the lock, so that a crowd of
 * hundreds does not load the store more while it joins than while it waits.
 */
export const CHECK_MS = 400

/** The longest a sender takes to see its round move on without it: its next look. */
export const REGATHER_MS = CHECK_MS * 1.5

/**
 * The most rounds the winner of a race takes in for the crowd behind it: a crowd is seated in a
 * few (its requests land within a second or two), and a stream of joins that outlasts them is
 * taken in by the next winner, or by the joiners themselves after RESCUE_AFTER_MS.
 */
export const TAKE_IN_ROUNDS = 12

/** What taking a round in asks of the store: a read of the line, a listing, a line write. */
const TAKE_IN_REQUESTS = 3

/**
 * The longest a sender waits for its round to be taken in before it rescues it, however slowly
 * the store answered it: one slow answer (a retried 503) says little about the next ones.
 */
const MOST_PATIENCE_MS = RESCUE_AFTER_MS * 4

/** ... and the longest it spaces its looks by how long the last one took. */
export const SLOW_LOOK_MS = CHECK_MS * 5

/**
 * How long a sender gives its round's taker: a take-in's requests at the pace the store
 * answers us now, within RESCUE_AFTER_MS and MOST_PATIENCE_MS.
 */
export function rescuePatience(tookMs: number): number {
  return Math.min(MOST_PATIENCE_MS, Math.max(RESCUE_AFTER_MS, TAKE_IN_REQUESTS * tookMs))
}

/**
 * The share of a crowd on a new name that races to write its line (Line.join): of the nine
 * losers of a crowd of ten, one or more writes it 92 times in 100; of 499, about 125 do.
 */
export const LINE_WRITER_SHARE = 0.25

/** Rounds found empty in a row (listed after 150, 300, 600 ms) that end the taking in. */
export const IDLE_ROUNDS = 3

/** A crowd join that is still not seated after this long fails, as a join losing every race. */
export const CROWD_JOIN_MS = 60_000

/**
 * How long deletes of our requests may take once nothing waits for them (tidying: after a
 * take, after a leave's line write). Best effort: a request left over is deleted by its round's
 * taker, or by the bucket's lifecycle rule.
 */
export const TIDY_MS = 5_000

/**
 * Unwritten for QUIET_MS by the store's whole-second clock, so for over a second: longer than
 * the one taking a crowd in keeps looking at empty rounds (line-inbox.ts, takeInBehind).
 */
const QUIET_MS = 2_000

/** The fewest requests a take-in seats that make a crowd (LineRecord.crowd). */
export const CROWD_ROUND = 2

/**
 * A crowd is being seated: the line's last seating was a take-in of several, and the line has
 * not been left quiet since (its taker may still be listing rounds).
 */
export function seatingCrowd(line: LineView): boolean {
  return line.record.crowd === true && (line.unchangedMs ?? 0) < QUIET_MS
}

/**
 * How long after a crowd's seating its round may still hold requests nobody took in: sent
 * while the line counted under QUIET_MS (so under 2 s old), landing a request's time later,
 * and rescued by their senders within 4 s (line-inbox.ts); the store's whole seconds on top.
 */
const CROWD_TAIL_MS = 8_000

/**
 * A direct join lists the round first (Line.join): it may hold requests sent by a crowd's
 * senders, who came before us. Longer than seatingCrowd's window, by which those senders
 * chose the round: on the one threshold, a request sent just before the line counted 2 s was
 * overtaken by a job 300 ms behind it (I6, found by the simulator with --trains).
 */
export function mayHoldRequests(line: LineView, mark: number): boolean {
  const ageMs = line.unchangedMs ?? 0
  return (
    hasUnserved(line.record, mark) &&
    (ageMs < QUIET_MS || (line.record.crowd === true && ageMs < CROWD_TAIL_MS))
  )
}

/**
 * Others are waiting, and the line changed within QUIET_MS: whoever seated them may still be
 * taking rounds in behind its join (takeInBehind).
 */
export function joinedLately(line: LineView, mark: number): boolean {
  return hasUnserved(line.record, mark) && (line.unchangedMs ?? 0) < QUIET_MS
}

/**
 * The line as read, pruned, with tickets for `listed` (its round's requests) and the next
 * round started when there are any: a take-in. Marked a crowd's when two or more are seated
 * at once, or when it was one already (LineRecord.crowd).
 */
export function withTakenIn(line: LineView, listed: ListedRequest[], mark: number): LineRecord {
  let record = withoutCrowd(pruned(line.record, mark))
  if (listed.length === 0) return record
  const before = record.next
  for (const { body } of listed) {
    const request = requestFrom(body)
    if (request && seatOf(record, request, mark, false) === undefined) {
      record = withRequest(record, request)
    }
  }
  // Two or more seated at once: a crowd, and those still arriving join it (Line.join); the
  // mark stays through its later rounds, of one request or none, until a join's own write.
  // One alone (a join that lost a race by a hair) marks nothing: the jobs after it, a few
  // hundred ms apart, still write their tickets in the order they came.
  const crowd = record.next - before >= CROWD_ROUND || line.record.crowd === true
  return { ...record, round: (line.record.round ?? 0) + 1, ...(crowd ? { crowd } : {}) }
}

/**
 * The line as a sender waiting in `round` needs it: a change that left the round as it was
 * cannot have seated us (only taking the round in does, and that starts the next), so a HEAD
 * of the line's metadata says whether to read it. In a crowd the line changes at every
 * round, and hundreds of senders reading it whole at every change read megabytes a second.
 */
export async function lookAgain(
  io: LineIo,
  view: LineView | undefined,
  round: number | undefined,
  bound: Deadline
): Promise<LineView> {
  // Without an ETag (the line was absent when we last read it), the HEAD still tells its round.
  if (view !== undefined && round !== undefined) {
    const peeked = await io.store.peek(io.key, view.etag, bound)
    if (peeked?.kind === 'unchanged') return view
    if (peeked?.kind === 'present' && peeked.metadata[ROUND_METADATA] === String(round)) {
      return view
    }
  }
  return io.read(view, bound)
}

/**
 * A pause of `ms` that the function handed to `onWake` ends early (Line.finishTakingIn); it is
 * handed undefined when the pause is over. `bound` still cuts it off, with its reason.
 */
export async function pauseUnlessWoken(
  ms: number,
  bound: Deadline,
  onWake: (wake: (() => void) | undefined) => void
): Promise<void> {
  const woken = new AbortController()
  const abort = () => woken.abort()
  bound.addEventListener('abort', abort, { once: true })
  onWake(abort)
  try {
    await sleep(ms, woken.signal)
  } catch {
    // woken, or cut off by `bound` (below)
  } finally {
    onWake(undefined)
    bound.removeEventListener('abort', abort)
  }
  if (bound.aborted) throw bound.reason
}
