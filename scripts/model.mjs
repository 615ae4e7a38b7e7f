// @ts-check
// npm run model [-- --ci] [-- --only NAME,...] [-- --jobs N] [-- --trail] [-- --keep]
//
// Checks the Promela model of the conditional-write lock protocol (docs/model/lock.pml) with
// the Spin model checker. Each run generates a verifier with its own bounds and switches
// (spin -a), compiles it (gcc) and lets it visit every reachable state (pan):
//
//  - the protocol as fixed must show no assertion violation in any of its runs, and every
//    run must be exhaustive (a search cut short by its depth or memory limit fails);
//  - each mutation (MUT_..., one old bug put back) must show at least one violation: a model
//    that passes with the bug would prove nothing about its absence;
//  - each reachability goal (REACH_..., a situation the properties are about: a takeover, a
//    release whose answer was lost, ...) must be reached, i.e. show its violation, within the
//    same bounds as the fixed model's smallest run.
//  - each liveness mutation (expect 'unreachable', docs/model/pool-line.pml) must show no
//    violation of its goal, exhaustively: with the old rule the goal can never be reached.
//
// The runs named line... (and the mutations and goals about the line) add the line of waiters
// (-DLINE): its order, its served mark and one place per waiter are checked along with the
// lock's properties. Those named line-newest... (and their mutations and goals) add queue:
// newest (-DNEWEST): an older run of a group never acquires after a newer one has held. Those
// named line-crowd... (and MUT_LIST_BEFORE_READ, MUT_SAME_ROUND, MUT_FENCE_..., MUT_WITHDRAW_...) add
// joining in a crowd (-DCROWD): rounds of requests taken into the line.
//
// One line per run (states stored, depth, errors, time), then a verdict line; the exit code
// is non-zero unless every run came out as expected. --ci runs smaller bounds in about 10
// minutes of CPU (7.8 before review 3's settle, gate and depart; review 4's hold gate and holds runs add
// about 30 s, the store clock's and the listing key's expiry (F41, F43) about 5 s more;
// docs/model/README.md). --only runs the runs whose names start with one of the given prefixes; --jobs sets
// how many run at once (default: up to 2, one per core); --trail replays each violation found
// as a narrated counterexample (the shortest pan finds); --keep keeps the build directory.
// Spin and gcc are installed with apt-get when missing. docs/model/README.md explains the
// model, its bounds and its results.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const MODEL = fileURLToPath(new URL('../docs/model/lock.pml', import.meta.url))
/** The lock with several holders (docs/model/places.pml): its runs' names start with "places". */
const PLACES = fileURLToPath(new URL('../docs/model/places.pml', import.meta.url))
/** The pool with its line (docs/model/pool-line.pml): its runs' names start with "pool-line". */
const POOL_LINE = fileURLToPath(new URL('../docs/model/pool-line.pml', import.meta.url))
/** Two strategies on one name (docs/model/strategies.pml): runs named "strategies". */
const STRATEGIES = fileURLToPath(new URL('../docs/model/strategies.pml', import.meta.url))
/** Holds (docs/model/holds.pml): runs named "holds". */
const HOLDS = fileURLToPath(new URL('../docs/model/holds.pml', import.meta.url))
/** pan's search depth limit: far above any depth the model reaches (about 150). */
const MAX_DEPTH = 100_000

/**
 * @typedef {'verified' | 'caught' | 'reached' | 'unreachable'} Expect verified: no violation,
 *   exhaustively; caught / reached: at least one violation; unreachable: a mutation that
 *   breaks a liveness goal, caught when the goal's run shows no violation, exhaustively
 * @typedef {object} Run
 * @property {string} name
 * @property {string[]} defines -D switches for spin (bounds, FORCE, MUT_..., REACH_...)
 * @property {Expect} expect
 * @property {number} [hashBits] pan -w: log2 of the hash table's slots
 * @property {string} [model] the Promela file (default lock.pml)
 *
 * @typedef {object} Outcome
 * @property {Run} run
 * @property {boolean} ok
 * @property {string} summary
 * @property {string[]} [trail]
 */

const options = parseArguments(process.argv.slice(2))

/**
 * The line of waiters, behind a holder that never moves again (its lease runs out), so that
 * every client joins: the defaults bound the tickets to 3 and the waiters that give up to 1.
 */
const LINE = ['LINE', 'DEAD_HOLDER']
/** A join that fails (the code then goes on with the place it had), with three waiters. */
const JOIN_ERRORS = ['JOIN_ERRORS', 'N=3', 'FAULTS=1', 'R_MAX=0']
/**
 * queue: newest (issue 14): the two waiters are runs of one group, client 0 the older, behind
 * the dead holder; and a job of an older version may take the lock once between two looks and
 * release it without a served mark (MARK_LOST), which needs a fourth token. Without that job
 * the mark alone makes an older waiter join again after a newer one held, and the join stops
 * it, so the check before the acquiring write could be left out unnoticed.
 */
const NEWEST = [...LINE, 'NEWEST', 'MARK_LOST', 'TOK_MAX=4']
/**
 * Joining in a crowd (issue 27): joins may go as requests to the line's round, which takers
 * (two at once, at any time) take in; rounds 0 and 1 hold requests.
 */
const CROWD = [...LINE, 'CROWD']

/**
 * The fixed model's runs: [name, -D switches, pan -w]. The defaults in lock.pml (2 clients
 * acquiring once each, lease 3 ticks, allowance 1, the store's Date up to 1 tick ahead,
 * tokens up to 3, 2 lost answers, 1 renewal per acquisition) are the smallest run, and the
 * bounds of every mutation and reachability goal (those about a force release: tokens up
 * to 2); each full run widens one or two of them.
 * "old-rule-no-skew" is the old takeover rule on a store whose clock is right: it holds
 * there, so MUT_STORE_CLOCK_MIN's violation is the skew's doing.
 * @type {[string, string[], number][]}
 */
const FIXED = options.ci
  ? [
      ['fixed-force', ['FORCE', 'FAULTS=1', 'TOK_MAX=2'], 23],
      ['line', [...LINE, 'FAULTS=1'], 23],
      ['line-newest', [...NEWEST, 'FAULTS=1'], 23],
      ['line-crowd', [...CROWD, 'FAULTS=0', 'TAKERS=1'], 23],
      ['line-crowd-late', [...CROWD, 'REQ_LATE', 'N=1', 'FAULTS=1'], 23],
      ['fixed', [], 22],
      ['old-rule-no-skew', ['MUT_STORE_CLOCK_MIN', 'SKEW=0'], 22]
    ]
  : [
      ['fixed-force', ['FORCE'], 25],
      ['line', LINE, 24],
      ['line-fresh', ['LINE'], 23],
      ['line-newest', NEWEST, 24],
      ['line-newest-fresh', ['LINE', 'NEWEST', 'MARK_LOST', 'TOK_MAX=4'], 23],
      ['line-newest-join-errors', [...NEWEST, 'JOIN_ERRORS', 'FAULTS=1'], 23],
      // With the mark kept by every job, the check before the acquiring write is redundant:
      // this holds, so MUT_NEWEST_AT_JOIN_ONLY's violation is the lost mark's doing.
      ['line-newest-join-check-only', [...LINE, 'NEWEST', 'MUT_NEWEST_AT_JOIN_ONLY'], 23],
      // with a lost answer (FAULTS=1) it passes 41 million states and 8 GB: not exhaustive
      ['line-crowd', [...CROWD, 'FAULTS=0', 'TAKERS=1'], 24],
      ['line-crowd-late', [...CROWD, 'REQ_LATE', 'N=1', 'FAULTS=1'], 23],
      ['fixed-2rounds', ['ROUNDS=2', 'TOK_MAX=4'], 25],
      ['fixed-3clients', ['N=3', 'FAULTS=1'], 25],
      ['fixed-3faults', ['FAULTS=3', 'R_MAX=2', 'TOK_MAX=4'], 24],
      ['fixed-skew3', ['SKEW=3', 'FAULTS=3', 'R_MAX=2'], 23],
      ['fixed-monotonic', ['L=2', 'A=0', 'SKEW=3', 'FAULTS=3', 'R_MAX=2'], 23],
      ['fixed', [], 22],
      ['old-rule-no-skew', ['MUT_STORE_CLOCK_MIN', 'SKEW=0'], 22]
    ]

/** @type {[string, string[]][]} each mutation and the switches it needs besides its own */
const MUTATIONS = [
  ['MUT_NO_ENTRY_CHECK', []],
  ['MUT_STORE_CLOCK_MIN', []],
  ['MUT_RELEASE_ANY', []],
  ['MUT_OURS_NOW', []],
  ['MUT_STATUS_AFTER_REQUEST', []],
  ['MUT_EXPIRED_AS_RELEASED', []],
  ['MUT_ACQ_RENEW_UNRESOLVED', []],
  ['MUT_RENEW_NOW', []],
  ['MUT_FORCED_AS_RELEASED', ['FORCE', 'TOK_MAX=2']],
  // F34: with a place in line, acquire settles after the check of its own count and returns
  // without checking it again: it returns a lease already over
  ['MUT_HANDOUT_NO_RECHECK', LINE],
  // the line: with three waiters (smaller otherwise), a passed waiter that keeps its served
  // ticket overtakes the third; with its own ticket as the mark too (the bug fixed in
  // 5972193), the mark goes back
  // (both with the rule for who is ahead that the code had then: a served ticket a place)
  ['MUT_JOIN_KEEPS_SERVED', [...LINE, 'MUT_SERVED_IS_A_PLACE', 'N=3', 'FAULTS=0', 'R_MAX=0']],
  ['MUT_MARK_OWN_TICKET', [...LINE, 'MUT_JOIN_KEEPS_SERVED', 'MUT_SERVED_IS_A_PLACE']],
  ['MUT_PASS_NO_EVENT', LINE],
  ['MUT_JOIN_NO_READ_BACK', LINE],
  ['MUT_JOIN_ASSUME_LANDED', LINE],
  // the head that writes without rereading the line, taking itself for the head though the
  // lock's mark shows it was passed since
  ['MUT_FIRST_IGNORES_MARK', [...LINE, 'N=3', 'FAULTS=0', 'R_MAX=0']],
  // newest wins: each breaks one step of the argument in docs/protocol.md
  ['MUT_LINE_BEFORE_LOCK', NEWEST],
  ['MUT_JOIN_NO_NEWEST', NEWEST],
  ['MUT_NEWEST_AT_JOIN_ONLY', NEWEST],
  // a run whose join failed tries with no place: from a fresh name one failed join is enough
  ['MUT_NEWEST_NO_TICKET', ['LINE', 'NEWEST', 'JOIN_ERRORS', 'FAULTS=1']],
  // joining in a crowd: each breaks one step of the argument in docs/protocol.md (P10 no leak,
  // P11 taken once); the last is the leave of c6f08a0, which fences only without a ticket
  ['MUT_LIST_BEFORE_READ', CROWD],
  // (a seated sender that has not looked yet is passed, and its round taken in again)
  ['MUT_SAME_ROUND', [...CROWD, 'FAULTS=0', 'TAKERS=1']],
  ['MUT_FENCE_FIRST', CROWD],
  ['MUT_FENCE_ONLY_NO_TICKET', CROWD],
  // a request whose answer was lost lands after its sender withdrew it (deleted) and left, and
  // is taken in: the withdrawal must overwrite it
  ['MUT_WITHDRAW_DELETES', [...CROWD, 'REQ_LATE', 'N=1', 'FAULTS=1']],
  // the leave deletes its WITHDRAWN only in a round the line has moved past (Line.dropWithdrawn)
  ['MUT_DROP_WITHDRAWN_ALWAYS', [...CROWD, 'REQ_LATE', 'N=1', 'FAULTS=1']],
  // the code before the model found it: a passed waiter whose join fails tries at once,
  // counting nobody ahead of its served ticket (docs/model/README.md, decision 9); found only
  // after a few million states, so not in --ci
  ...(options.ci
    ? []
    : /** @type {[string, string[]][]} */ ([
        ['MUT_SERVED_IS_A_PLACE', [...LINE, ...JOIN_ERRORS, 'LEAVES=0']]
      ]))
]

/** @type {[string, string[]][]} */
const GOALS = [
  ['REACH_TAKEOVER', []],
  ['REACH_STORE_CLOCK', []],
  ['REACH_LANDED_UNHEARD', []],
  ['REACH_RENEW_READ_BACK', []],
  ['REACH_LAPSE_IN_FLIGHT', []],
  ['REACH_RELEASE_INFERRED', []],
  ['REACH_RELEASE_PROVES_LOST', []],
  ['REACH_RELEASE_MAYBE', []],
  ['REACH_FORCED_LOST', ['FORCE', 'TOK_MAX=2']],
  ['REACH_PASS', LINE],
  ['REACH_REJOIN', LINE],
  ['REACH_LEAVE', LINE],
  ['REACH_JOIN_READ_BACK', LINE],
  ['REACH_GATE_LATE', LINE],
  ['REACH_UNREAD_STRAGGLER', [...CROWD, 'FAULTS=0', 'TAKERS=1', 'LEAVES=0']],
  ['REACH_DROP_WITHDRAWN', [...CROWD, 'REQ_LATE', 'N=1', 'FAULTS=1']],
  ['REACH_SUPERSEDED', NEWEST],
  ['REACH_NEWEST_LATE', NEWEST],
  ['REACH_SUPERSEDED_LANDS', NEWEST]
]

/** @type {Run[]} */
const PLACES_RUNS = [
  // Exhaustive on a busy 2-core machine in about 2 minutes and 1 minute (--ci runs only the
  // shorter). Both bounds at once (a lost answer and a renewal) did not finish within 8
  // minutes there.
  ...(options.ci
    ? []
    : /** @type {Run[]} */ ([
        {
          name: 'places',
          defines: ['EXCL0', 'FAULTS=0'],
          expect: 'verified',
          hashBits: 24,
          model: PLACES
        }
      ])),
  {
    name: 'places-lost-answer',
    defines: ['EXCL0', 'R_MAX=0'],
    expect: 'verified',
    hashBits: 24,
    model: PLACES
  },
  ...[
    ['MUT_ROOM_LE', 'K=1'],
    ['MUT_EXCL_SHARED', 'EXCL0'],
    ['MUT_NO_RESET', 'EXCL0'],
    ['MUT_LEASE_ANSWER', 'EXCL0']
  ].map(([name, extra]) => ({
    name: `places-${name}`,
    defines: [name, extra],
    expect: /** @type {Expect} */ ('caught'),
    model: PLACES
  }))
]

/**
 * The pool with its line (issue 24): client 0 exclusive (EXCL0), two shared, holders 2. The
 * fixed model's runs each add one kind of fault to the smallest: a lost answer with a re-take
 * (F18), a failed line read and a give-up (F20, F21).
 */
const POOL_BASE = ['EXCL0', 'FAULTS=0', 'RFAULTS=0', 'GIVEUPS=0', 'TAKES=1']
/** A waiter dies in line: the exclusive one, ahead of a shared one; or, with holders 1, a
 * shared one ahead of the exclusive one (PASSER: the goal counts only its take). */
const DEAD_EXCLUSIVE = ['REACH_PASS_DEAD', 'DEAD_WAITER=0', ...POOL_BASE]
const DEAD_SHARED = ['REACH_PASS_DEAD', 'DEAD_WAITER=1', 'PASSER=0', 'K=1', ...POOL_BASE]
/** The goal REACH_HELD_TICKET without a lost answer: a check that every take serves its ticket. */
const HELD_TICKET_NO_FAULT = ['REACH_HELD_TICKET', ...POOL_BASE]
/** Three shared clients, one of which gives up: a place handed to it as it leaves. */
const GIVE_UP = ['FAULTS=0', 'RFAULTS=0', 'TAKES=1', 'GIVEUPS=1']
/** The goal REACH_GAVEUP_KEEPS there: a check that a waiter that gives up releases its place. */
const GAVEUP_KEEPS = ['REACH_GAVEUP_KEEPS', ...GIVE_UP]
/** Three shared clients, holders 1: a handed place and the one who judges it expired. */
const SHARED_ONE = ['K=1', 'FAULTS=0', 'RFAULTS=0', 'GIVEUPS=0', 'TAKES=1']
/**
 * Review 4 (F42, F47): the hold gate (passHolds) before the hand-out gate, always awaited. A
 * job may be paused: its mark, its renewals while paused and its un-mark are renewals whose
 * answer may be lost and which land unheard; a pool of one, two clients, one lost answer.
 */
const GATE = ['HOLD_GATE', 'N=2', 'K=1', 'RFAULTS=0', 'GIVEUPS=0', 'TAKES=1']
/** @type {[string, string[], Expect][]} */
const POOL_LINE_SPECS = [
  ['pool-line', POOL_BASE, 'verified'],
  ...(options.ci
    ? []
    : /** @type {[string, string[], Expect][]} */ ([
        [
          'pool-line-retake',
          ['EXCL0', 'FAULTS=1', 'RFAULTS=0', 'GIVEUPS=0', 'TAKES=2', 'TK_MAX=3'],
          'verified'
        ],
        [
          'pool-line-read-giveup',
          ['REACH_GAVEUP_KEEPS', 'EXCL0', 'FAULTS=0', 'RFAULTS=1', 'GIVEUPS=1', 'TAKES=1'],
          'verified'
        ],
        // three shared clients: two may take out of order past the first (issue 27)
        [
          'pool-line-shared-retake',
          ['FAULTS=1', 'RFAULTS=0', 'GIVEUPS=0', 'TAKES=2', 'TK_MAX=3'],
          'verified'
        ],
        // one renewal per acquisition: a handed place's claim gives way to the lease at its
        // first renewal
        ['pool-line-renew', ['R_MAX=1', ...POOL_BASE], 'verified'],
        // a claim of two ticks in a lease of three: room between the holder's read and the
        // others' first sight of the place
        ['pool-line-claim2', ['L=3', 'CL=2', ...POOL_BASE], 'verified'],
        // a waiter whose count ended in the settle and whose place is gone waits again (in the
        // other runs it stops there): over four times the states, so full only
        ['pool-line-rewait', ['REWAITS=1', ...POOL_BASE], 'verified']
      ])),
  // a waiter dies in line and those behind it take out of order past it (issue 27)
  ['pool-line-dead-waiter', ['DEAD_WAITER=1', ...POOL_BASE], 'verified'],
  [
    'pool-line-MUT_WATCH_BY_OWNER',
    ['MUT_WATCH_BY_OWNER', 'EXCL0', 'RFAULTS=0', 'GIVEUPS=0'],
    'caught'
  ],
  [
    'pool-line-MUT_LEAVE_ONLY_WITH_TICKET',
    ['MUT_LEAVE_ONLY_WITH_TICKET', 'FAULTS=0', 'RFAULTS=0', 'TAKES=1'],
    'caught'
  ],
  [
    'pool-line-MUT_LEAVE_NO_FENCE',
    ['MUT_LEAVE_NO_FENCE', 'FAULTS=0', 'RFAULTS=0', 'TAKES=1'],
    'caught'
  ],
  // F19: with the old pass rule nobody passes the dead waiter: the goal becomes unreachable
  [
    'pool-line-MUT_PASS_NEEDS_ROOM_FOR_ALL-dead-exclusive',
    ['MUT_PASS_NEEDS_ROOM_FOR_ALL', ...DEAD_EXCLUSIVE],
    'unreachable'
  ],
  ['pool-line-REACH_PASS_DEAD-exclusive', DEAD_EXCLUSIVE, 'reached'],
  ['pool-line-REACH_FENCE', ['REACH_FENCE', 'FAULTS=0', 'RFAULTS=0', 'TAKES=1'], 'reached'],
  // Issue 27: a waiter takes out of order when all ahead of it and it fit (servedAbove).
  ['pool-line-MUT_OUT_OF_ORDER_ANY_ROOM', ['MUT_OUT_OF_ORDER_ANY_ROOM', ...POOL_BASE], 'caught'],
  ['pool-line-REACH_OUT_OF_ORDER', ['REACH_OUT_OF_ORDER', ...POOL_BASE], 'reached'],
  // Every take serves its taker's ticket: without a lost answer nobody who took a place keeps
  // an unserved ticket in line (REACH_HELD_TICKET stays unreached); an out-of-order take that
  // does not record its ticket in servedAbove leaves one behind (no safety property fails)
  ['pool-line-held-ticket-needs-lost-answer', HELD_TICKET_NO_FAULT, 'verified'],
  [
    'pool-line-MUT_ABOVE_NOT_RECORDED',
    ['MUT_ABOVE_NOT_RECORDED', ...HELD_TICKET_NO_FAULT],
    'caught'
  ],
  // Handoff (issue 27): a release seats the first waiters in line that fit in its place. A
  // waiter that gives up frees a place handed to it (its depart): without that it finishes
  // with the place in the record (P12, and the goal), which the fixed model never does.
  ['pool-line-gaveup-releases', GAVEUP_KEEPS, 'verified'],
  ['pool-line-MUT_GIVEUP_KEEPS_HANDED', ['MUT_GIVEUP_KEEPS_HANDED', ...GAVEUP_KEEPS], 'caught'],
  [
    'pool-line-MUT_HANDOFF_LEASE_FROM_SEEN',
    ['MUT_HANDOFF_LEASE_FROM_SEEN', ...POOL_BASE],
    'caught'
  ],
  ['pool-line-MUT_HANDOFF_ANY_ORDER', ['MUT_HANDOFF_ANY_ORDER', ...POOL_BASE], 'caught'],
  ['pool-line-REACH_HANDOFF', ['REACH_HANDOFF', ...POOL_BASE], 'reached'],
  // The claim: a handed place is judged by CL until its first renewal, by its holder too
  [
    'pool-line-MUT_CLAIM_HOLDER_USES_LEASE',
    ['MUT_CLAIM_HOLDER_USES_LEASE', ...SHARED_ONE],
    'caught'
  ],
  ['pool-line-REACH_CLAIM_RENEWED', ['REACH_CLAIM_RENEWED', 'R_MAX=1', ...POOL_BASE], 'reached'],
  ['pool-line-REACH_HANDOFF_STALE', ['REACH_HANDOFF_STALE', ...GIVE_UP], 'reached'],
  // A take in line order seats the waiters behind it that fit, as a release hands its place on
  // (seatBehind): the same seating step, in the take's write
  [
    'pool-line-MUT_SEAT_BEHIND_NO_ROOM_CHECK',
    ['MUT_SEAT_BEHIND_NO_ROOM_CHECK', ...POOL_BASE],
    'caught'
  ],
  ['pool-line-REACH_SEAT_BEHIND', ['REACH_SEAT_BEHIND', ...POOL_BASE], 'reached'],
  // Review 3. F34: acquire returns only if its own count, checked after the settle, has not
  // ended; the old code checked before the settle only: a job at work beyond holders (P1).
  // F35: the leave's line write comes first, its deletes after it in the background; the old
  // leave waited for a delete that never ends, and its deadline cut the line write (P10).
  // F36: a waiter that gives up leaves, then departs (frees a place handed to it, or marks its
  // ticket served above the mark); with the model's old give-up (leave, then release a place
  // once found; no mark) a release that read the line before the leave lands after it (P12)
  ['pool-line-MUT_HANDOUT_NO_RECHECK', ['MUT_HANDOUT_NO_RECHECK', ...SHARED_ONE], 'caught'],
  ['pool-line-REACH_GATE_LATE', ['REACH_GATE_LATE', ...POOL_BASE], 'reached'],
  ['pool-line-MUT_DELETE_BEFORE_LEAVE', ['MUT_DELETE_BEFORE_LEAVE', ...GIVE_UP], 'caught'],
  ['pool-line-MUT_NO_DEPART', ['MUT_NO_DEPART', ...GIVE_UP], 'caught'],
  ['pool-line-REACH_DEPART_MARK', ['REACH_DEPART_MARK', ...GIVE_UP], 'reached'],
  ['pool-line-REACH_DEPART_FREE', ['REACH_DEPART_FREE', ...GIVE_UP], 'reached'],
  // Review 4. F42: a gate renewal settled by read-back counts the lease from the first unheard
  // send since the last confirmed one, and is this write only if the record holds its text;
  // counted from the read-back's call, two are inside a pool of one (P1); taken by its count
  // alone, a lost mark that landed passes for the un-mark and the job goes marked (P14)
  ['pool-line-gate', [...GATE, 'FAULTS=1'], 'verified'],
  [
    'pool-line-gate-renew',
    [...GATE, 'FAULTS=1', 'GATE_HOLDS=2', 'GATE_RENEWS=1', 'R_MAX=1'],
    'verified'
  ],
  ['pool-line-gate-faults2', [...GATE, 'FAULTS=2', 'GATE_RENEWS=1'], 'verified'],
  ['pool-line-MUT_GATE_READBACK_LATE', ['MUT_GATE_READBACK_LATE', ...GATE, 'FAULTS=1'], 'caught'],
  [
    'pool-line-MUT_GATE_READBACK_ANY_CONTENT',
    ['MUT_GATE_READBACK_ANY_CONTENT', ...GATE, 'FAULTS=1'],
    'caught'
  ],
  ['pool-line-REACH_GATE_READBACK', ['REACH_GATE_READBACK', ...GATE, 'FAULTS=1'], 'reached'],
  ...(options.ci
    ? []
    : /** @type {[string, string[], Expect][]} */ ([
        // Full bounds only, to keep --ci short (handoff doubled the states): F21's failed read,
        // a take that passes past the served-above set, and two of handoff's checks
        [
          'pool-line-MUT_FAILED_READ_EMPTY',
          ['MUT_FAILED_READ_EMPTY', 'EXCL0', 'FAULTS=0', 'GIVEUPS=0', 'TAKES=1'],
          'caught'
        ],
        // a dead waiter behind which another took out of order is passed all the same (README)
        [
          'pool-line-REACH_PASS_PAST_ABOVE',
          ['REACH_PASS_PAST_ABOVE', 'DEAD_WAITER=1', 'N=4', ...POOL_BASE],
          'reached'
        ],
        // the hold gate in the pool of POOL_BASE (no lost answer): 18 million states, 90 s
        ['pool-line-gate-exclusive', ['HOLD_GATE', ...POOL_BASE], 'verified'],
        // F34 with an exclusive client: it returns beside a shared holder (P2)
        [
          'pool-line-MUT_HANDOUT_NO_RECHECK-exclusive',
          ['MUT_HANDOUT_NO_RECHECK', ...POOL_BASE],
          'caught'
        ],
        [
          'pool-line-MUT_HANDOFF_NO_ROOM_CHECK',
          ['MUT_HANDOFF_NO_ROOM_CHECK', ...POOL_BASE],
          'caught'
        ],
        [
          'pool-line-REACH_HANDOFF_DEAD',
          ['REACH_HANDOFF_DEAD', 'DEAD_WAITER=0', ...POOL_BASE],
          'reached'
        ],
        // F19 with a dead shared waiter ahead of the exclusive one
        [
          'pool-line-MUT_PASS_NEEDS_ROOM_FOR_ALL-dead-shared',
          ['MUT_PASS_NEEDS_ROOM_FOR_ALL', ...DEAD_SHARED],
          'unreachable'
        ],
        ['pool-line-REACH_PASS_DEAD-shared', DEAD_SHARED, 'reached'],
        // the first renewal must clear the claim in the record, not only in its holder's count
        [
          'pool-line-MUT_CLAIM_OUTLIVES_RENEWAL',
          ['MUT_CLAIM_OUTLIVES_RENEWAL', 'R_MAX=1', ...SHARED_ONE],
          'caught'
        ],
        ['pool-line-REACH_RETAKE', ['REACH_RETAKE', 'EXCL0', 'RFAULTS=0', 'GIVEUPS=0'], 'reached'],
        [
          'pool-line-REACH_HELD_TICKET',
          ['REACH_HELD_TICKET', 'RFAULTS=0', 'TAKES=1', 'GIVEUPS=0'],
          'reached'
        ]
      ]))
]
/** @type {Run[]} */
const POOL_LINE_RUNS = POOL_LINE_SPECS.map(([name, defines, expect]) => ({
  name,
  defines,
  expect,
  hashBits: 24,
  model: POOL_LINE
}))

/**
 * Two strategies on one name (issue 25): the fixed protocol with one and two lost answers,
 * the old look-before-write order and a take of a pending record without the listing check,
 * and a goal for each side holding. Review 4 (F43, EXPIRY): the listing key expires in ticks,
 * and the claim hands out only with half its key's life left; without that gate a job is
 * handed a key that expired while a conditional job took the record. Small: all of it takes
 * seconds.
 * @type {Run[]}
 */
const STRATEGIES_RUNS = /** @type {[string, string[], Expect][]} */ ([
  ['strategies', [], 'verified'],
  ['strategies-lost2', ['LOST=2', 'RELISTS=2'], 'verified'],
  ['strategies-MUT_LOOK_BEFORE_ONLY', ['MUT_LOOK_BEFORE_ONLY'], 'caught'],
  ['strategies-MUT_CHECK_ONLY_CREATOR', ['MUT_CHECK_ONLY_CREATOR'], 'caught'],
  ['strategies-REACH_LISTING_HOLDS', ['REACH_LISTING_HOLDS'], 'reached'],
  ['strategies-REACH_CONDITIONAL_HOLDS', ['REACH_CONDITIONAL_HOLDS'], 'reached'],
  ['strategies-expiry', ['EXPIRY'], 'verified'],
  ...(options.ci
    ? []
    : /** @type {[string, string[], Expect][]} */ ([
        ['strategies-expiry-lost2', ['EXPIRY', 'LOST=2', 'RELISTS=2'], 'verified'],
        // a key of 4 ticks: the gate's half (2) is more than "still live"
        ['strategies-expiry-life4', ['EXPIRY', 'KEY_LIFE=4', 'TMAX=5'], 'verified']
      ])),
  ['strategies-MUT_NO_LISTING_GATE', ['EXPIRY', 'MUT_NO_LISTING_GATE'], 'caught'],
  ['strategies-REACH_LISTING_REJOINS', ['EXPIRY', 'REACH_LISTING_REJOINS'], 'reached']
]).map(([name, defines, expect]) => ({ name, defines, expect, model: STRATEGIES }))

/**
 * Holds (issue 43): the fixed order, a job that reads the holds before its take, one that goes
 * on after a lift without reading them again, a setter that does not wait, and the goal of a
 * job paused by a hold that runs after it. Review 4: 403s on the registry (F40: after a hold
 * was seen, a failed read) and a mark and un-mark whose answers are lost (F42 (a): a read-back
 * is ours only by its text), each with the code's old rule put back. F41 (STORE_CLOCK): a
 * Date ahead of Last-Modified, with holds' endsAt, the reader's own count, rewrites that copy
 * kept holds and hold --wait's HolderWatch, and (STEP) a lead that grows once, against which
 * the own count's bound is checked; each of the four old rules is caught, and (full
 * bounds) all three together hold on a store whose clock is right, so their violations are
 * the skew's doing. Small: seconds.
 * @type {Run[]}
 */
const HOLDS_RUNS = /** @type {[string, string[], Expect][]} */ ([
  ['holds', [], 'verified'],
  ['holds-MUT_CHECK_BEFORE_TAKE', ['MUT_CHECK_BEFORE_TAKE'], 'caught'],
  ['holds-MUT_NO_REREAD', ['MUT_NO_REREAD'], 'caught'],
  ['holds-MUT_NO_WAIT', ['MUT_NO_WAIT'], 'caught'],
  ['holds-REACH_PAUSED', ['REACH_PAUSED'], 'reached'],
  ['holds-forbidden', ['FORBIDDEN', 'FORBID=2'], 'verified'],
  ['holds-MUT_FORBIDDEN_GOES', ['FORBIDDEN', 'MUT_FORBIDDEN_GOES'], 'caught'],
  ['holds-REACH_FORBIDDEN_PAUSED', ['FORBIDDEN', 'REACH_FORBIDDEN_PAUSED'], 'reached'],
  ['holds-lost-mark', ['LOST_MARK', 'LOST=2'], 'verified'],
  ['holds-MUT_UNMARK_ASSUMED', ['LOST_MARK', 'MUT_UNMARK_ASSUMED'], 'caught'],
  ['holds-MUT_READBACK_BY_COUNT', ['LOST_MARK', 'MUT_READBACK_BY_COUNT'], 'caught'],
  ['holds-REACH_UNMARK_READBACK', ['LOST_MARK', 'REACH_UNMARK_READBACK'], 'reached'],
  ['holds-forbidden-lost-mark', ['FORBIDDEN', 'LOST_MARK', 'FORBID=2', 'LOST=2'], 'verified'],
  ['holds-store-clock', ['STORE_CLOCK'], 'verified'],
  // the Date's lead grows by 2 once: a job that saw the hold before counts on itself
  ['holds-store-clock-step', ['STORE_CLOCK', 'STEP=2', 'SKEW=0'], 'verified'],
  ...(options.ci
    ? []
    : /** @type {[string, string[], Expect][]} */ ([
        ['holds-store-clock-step-skew', ['STORE_CLOCK', 'STEP=2'], 'verified'],
        ['holds-store-clock-skew3', ['STORE_CLOCK', 'SKEW=3'], 'verified'],
        ['holds-store-clock-margin', ['STORE_CLOCK', 'SKEW=2', 'MARGIN=1'], 'verified'],
        [
          'holds-old-clock-rules-no-skew',
          [
            'STORE_CLOCK',
            'SKEW=0',
            'MUT_HOLD_FROM_LAST_MODIFIED',
            'MUT_REWRITE_SHORTENS',
            'MUT_WAIT_STORE_CLOCK'
          ],
          'verified'
        ]
      ])),
  ['holds-MUT_HOLD_FROM_LAST_MODIFIED', ['STORE_CLOCK', 'MUT_HOLD_FROM_LAST_MODIFIED'], 'caught'],
  ['holds-MUT_REWRITE_SHORTENS', ['STORE_CLOCK', 'MUT_REWRITE_SHORTENS'], 'caught'],
  ['holds-MUT_WAIT_STORE_CLOCK', ['STORE_CLOCK', 'MUT_WAIT_STORE_CLOCK'], 'caught'],
  [
    'holds-MUT_HOLD_NO_OWN_COUNT',
    ['STORE_CLOCK', 'STEP=2', 'SKEW=0', 'MUT_HOLD_NO_OWN_COUNT'],
    'caught'
  ],
  ['holds-REACH_STORE_CLOCK_PAUSED', ['STORE_CLOCK', 'REACH_PAUSED'], 'reached']
]).map(([name, defines, expect]) => ({ name, defines, expect, model: HOLDS }))

/** @type {Run[]} */
const RUNS = [
  ...FIXED.map(
    ([name, defines, hashBits]) =>
      /** @type {Run} */ ({
        name,
        defines,
        expect: 'verified',
        hashBits
      })
  ),
  ...MUTATIONS.map(
    ([name, extra]) =>
      /** @type {Run} */ ({
        name,
        defines: [name, ...extra],
        expect: 'caught'
      })
  ),
  ...GOALS.map(
    ([name, extra]) =>
      /** @type {Run} */ ({
        name,
        defines: [name, ...extra],
        expect: 'reached'
      })
  ),
  // Several holders: the fixed model with an exclusive client among shared ones, then each
  // mutation (one rule of shared-lock.ts broken), which must be caught.
  ...PLACES_RUNS,
  // The pool with its line: fixed, mutations (one old rule of issue 24 each), goals.
  ...POOL_LINE_RUNS,
  // A listing job and a default job on one name.
  ...STRATEGIES_RUNS,
  ...HOLDS_RUNS
].filter((run) => !options.only || options.only.some((prefix) => run.name.startsWith(prefix)))
if (RUNS.length === 0) fail(`no run's name starts with ${options.only?.join(' or ')}`)

ensureTools()
const build = mkdtempSync(join(tmpdir(), 's3-lock-model-'))
process.on('exit', () => {
  if (!options.keep) rmSync(build, { recursive: true, force: true })
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => process.exit(130))
}

const started = performance.now()
const width = Math.max(...RUNS.map((run) => run.name.length))
say(
  `Checking docs/model/lock.pml with ${spinVersion()}: ${plural(RUNS.length, 'run')}, ` +
    `${options.ci ? 'CI' : 'full'} bounds, ${Math.min(options.jobs, RUNS.length)} at a time` +
    (options.keep ? ` (build directory ${build})` : '')
)
/** @type {Outcome[]} */
const outcomes = []
let next = 0
await Promise.all(
  Array.from({ length: Math.min(options.jobs, RUNS.length) }, async () => {
    while (next < RUNS.length) {
      const outcome = await check(RUNS[next++])
      outcomes.push(outcome)
      say(`${outcome.run.name.padEnd(width)}  ${outcome.ok ? 'ok  ' : 'FAIL'}  ${outcome.summary}`)
      for (const line of outcome.trail ?? []) say(`    ${line}`)
    }
  })
)

const failed = outcomes.filter((outcome) => !outcome.ok)
const count = (/** @type {Expect} */ expect) =>
  outcomes.filter((outcome) => outcome.run.expect === expect).length
const tally =
  `${plural(count('verified'), 'fixed-model run')}, ${plural(count('caught'), 'mutation')}, ` +
  `${plural(count('reached'), 'reachability goal')}, ` +
  `${plural(count('unreachable'), 'liveness mutation')}, in ${formatSeconds(performance.now() - started)}`
if (failed.length === 0) {
  say(`model: PASS (${tally}): no violation in the fixed model, every mutation caught`)
} else {
  say(`model: FAIL (${tally}): ${failed.map((outcome) => outcome.run.name).join(', ')}`)
  process.exitCode = 1
}

// ---- One run ----------------------------------------------------------------------------

/**
 * @param {Run} run
 * @returns {Promise<Outcome>}
 */
async function check(run) {
  const dir = join(build, run.name)
  mkdirSync(dir)
  const begin = performance.now()
  const defines = run.defines.map((define) => `-D${define}`)
  const generate = await execute('spin', [...defines, '-a', run.model ?? MODEL], dir)
  if (generate.code !== 0) return broken(run, 'spin -a failed', generate.output)
  // SAFETY: assertions only (no cycle detection); MEMLIM: stop cleanly rather than swap.
  // A mutation or goal is found in a few thousand states: compiling fast beats running fast.
  // So does --ci's, whose fixed runs search for seconds: -O1 compiles 4 times as fast as -O2
  // (about 4 s of CPU against 17 for the line's verifier) and searches about as fast.
  const exhaustive = run.expect === 'verified' || run.expect === 'unreachable'
  const long = exhaustive || run.name === 'MUT_SERVED_IS_A_PLACE'
  const optimise = long ? (options.ci ? '-O1' : '-O2') : '-O0'
  const compile = await execute(
    'gcc',
    [
      optimise,
      '-w',
      '-DSAFETY',
      `-DMEMLIM=${memoryLimitMb()}`,
      // The places model's states are large and alike: compressed, they fit in memory.
      ...(run.model === PLACES || run.model === POOL_LINE ? ['-DCOLLAPSE'] : []),
      '-o',
      'pan',
      'pan.c'
    ],
    dir
  )
  if (compile.code !== 0) return broken(run, 'gcc failed', compile.output)
  const hash = run.hashBits ? [`-w${run.hashBits}`] : []
  const search = await execute('./pan', [`-m${MAX_DEPTH}`, ...hash], dir)
  const seconds = (performance.now() - begin) / 1000
  const out = search.output
  const errors = number(/errors: (\d+)/, out)
  const states = number(/^\s*([\d.e+]+) states, stored/m, out)
  const depth = number(/depth reached (\d+)/, out)
  const property = /assertion violated \((\w+)/.exec(out)?.[1]
  if (errors === undefined || states === undefined) {
    return broken(run, `pan ended without a result (exit ${search.code})`, out)
  }
  const cutShort = /max search depth too small|out of memory|MEMLIM/i.test(out)
  const summary =
    `${formatCount(states).padStart(11)} states  depth ${String(depth).padStart(3)}  ` +
    `${errors} error${errors === 1 ? '' : 's'}${property ? ` (${property})` : ''}  ` +
    `${seconds.toFixed(1)} s` +
    (cutShort ? '  search cut short: not exhaustive' : '')
  const ok = exhaustive ? errors === 0 && !cutShort : errors > 0
  // A violation of the fixed model is always told; a mutation's only when asked.
  const tell = errors > 0 && (options.trail || exhaustive)
  const trail = tell ? await narrate(run, dir) : undefined
  return { run, ok, summary, trail }
}

/**
 * Searches again for the shortest violation (pan -i) and replays it: the model's printf
 * lines tell what each process did and when (t = ticks).
 * @param {Run} run
 * @param {string} dir
 */
async function narrate(run, dir) {
  const defines = run.defines.map((define) => `-D${define}`)
  await execute('./pan', [`-m${MAX_DEPTH}`, '-i'], dir, { discard: true })
  const model = run.model ?? MODEL
  const trailFile = `${model.split('/').at(-1)}.trail`
  const replay = await execute('spin', [...defines, '-T', '-t', '-k', trailFile, model], dir)
  return replay.output
    .split('\n')
    .filter((line) => /^\s*t=\d+ /.test(line) || /failed assertion/.test(line))
    .map((line) => line.trim().replace(/^spin: text of failed assertion: /, 'violated: '))
}

/**
 * @param {Run} run
 * @param {string} what
 * @param {string} output
 * @returns {Outcome}
 */
function broken(run, what, output) {
  const tail = output.trimEnd().split('\n').slice(-15)
  return { run, ok: false, summary: what, trail: tail }
}

// ---- Helpers ------------------------------------------------------------------------------

/**
 * Runs a command to its end, collecting stdout and stderr together (or discarding them).
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {{ discard?: boolean }} [how]
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function execute(command, args, cwd, how = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    /** @type {Buffer[]} */
    const chunks = []
    const collect = (/** @type {Buffer} */ chunk) => {
      if (!how.discard) chunks.push(chunk)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', (error) => resolve({ code: -1, output: String(error) }))
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString() }))
  })
}

/** Spin and a C compiler, installed with apt-get (as scripts/s3-server.sh does) if missing. */
function ensureTools() {
  /** @type {string[]} */
  const missing = []
  if (!works('spin', ['-V'])) missing.push('spin')
  if (!works('gcc', ['--version'])) missing.push('gcc', 'libc6-dev')
  if (missing.length === 0) return
  const root = process.getuid?.() === 0
  if (!root && !works('sudo', ['--version'])) {
    fail(
      `missing ${missing.join(' ')}; run as root or install: apt-get install ${missing.join(' ')}`
    )
  }
  const sudo = root ? [] : ['sudo']
  say(`Installing ${missing.join(' ')} with apt-get ...`)
  const steps = [
    [...sudo, 'apt-get', 'update'],
    [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y'].concat([
      '--no-install-recommends',
      ...missing
    ])
  ]
  for (const [command, ...args] of steps) {
    const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })
    if (result.status !== 0) fail(`${command} ${args.join(' ')} failed`)
  }
  if (!works('spin', ['-V'])) fail('spin is still missing after apt-get install spin')
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function works(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0
}

function spinVersion() {
  const output = spawnSync('spin', ['-V'], { encoding: 'utf8' }).stdout ?? ''
  return /Spin Version [\d.]+/.exec(output)?.[0] ?? 'Spin'
}

/** A run may use up to 8 GB, or its share of 70 % of a smaller machine's memory. */
function memoryLimitMb() {
  const share = Math.floor((totalmem() / 2 ** 20) * 0.7) / options.jobs
  return Math.floor(Math.min(8192, Math.max(1024, share)))
}

/**
 * @param {RegExp} pattern
 * @param {string} text
 */
function number(pattern, text) {
  const match = pattern.exec(text)
  return match ? Number(match[1]) : undefined
}

/** @param {number} n */
function formatCount(n) {
  return n.toLocaleString('en-US')
}

/**
 * @param {number} n
 * @param {string} noun
 */
function plural(n, noun) {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

/** @param {number} ms */
function formatSeconds(ms) {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

/** @param {string} message */
function say(message) {
  console.log(message)
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`model: ${message}`)
  process.exit(1)
}

/** @param {string[]} args */
function parseArguments(args) {
  /** @type {{ ci: boolean, only?: string[], jobs: number, trail: boolean, keep: boolean }} */
  const parsed = {
    ci: false,
    jobs: Math.max(1, Math.min(2, availableParallelism())),
    trail: false,
    keep: false
  }
  const usage =
    'usage: npm run model [-- --ci] [-- --only NAME-PREFIX,...] [-- --jobs N] [-- --trail] [-- --keep]'
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    const [flag, inline] = arg.split(/=(.*)/s)
    const value = () => inline ?? args[++i] ?? fail(`${flag} needs a value (${usage})`)
    if (flag === '--ci') parsed.ci = true
    else if (flag === '--trail') parsed.trail = true
    else if (flag === '--keep') parsed.keep = true
    else if (flag === '--only') parsed.only = value().split(',').filter(Boolean)
    else if (flag === '--jobs') {
      parsed.jobs = Number(value())
      if (!Number.isSafeInteger(parsed.jobs) || parsed.jobs < 1) fail('--jobs takes a count')
    } else if (flag === '--help' || flag === '-h') {
      say(usage)
      process.exit(0)
    } else fail(`unknown argument ${arg} (${usage})`)
  }
  return parsed
}
