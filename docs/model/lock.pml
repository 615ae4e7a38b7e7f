/*
 * A model of the conditional-write lock protocol (docs/protocol.md) as fixed after the
 * review of commit 7bd8681, for the Spin model checker. docs/model/README.md says what is
 * modelled, what is left out, the bounds, and how to run it (npm run model).
 *
 * The world: N clients, and with FORCE an operator, share one lock object in a store. Time
 * is discrete: a clock process ticks, and any number of steps of any process, in any order,
 * happen between two ticks. The clients measure durations on that clock (monotonic clocks
 * run at the same rate; wall clocks are never used). The network holds writes in flight: the
 * store applies a write at some later step, if its condition holds at that moment; its
 * sender may stop waiting before or after that (the answer is lost: "unknown"); a write that
 * nobody waits for any more may still land later, or never. A client may stop taking steps
 * at any point while time goes on: a pause, or, if it never moves again, a crash. A read is
 * answered at once: a slow read is a read made later.
 *
 * No time bound: every time is kept as an age (how long ago), and an age is capped where no
 * rule can tell it from a larger one, so the state space is finite and runs of any length
 * are covered. ETags are kept as "the current version" or "an older one", which is all a
 * condition can ask. The bounds are on what clients do: tokens, renewals, rounds, lost
 * answers, writes in flight.
 *
 * The properties, each an assertion whose text starts with a hidden flag named after it,
 * so that a violation report says which one failed (see "Properties" below):
 *   P1 exclusion        never two clients inside at once (inside: its own status says held)
 *   P2 token order      a client enters with a token above every token entered with before;
 *      tokens grow      the store's token never goes down, and each takeover writes a new
 *                       largest one
 *   P3 release own      a release replaces only its own held record (so does a renewal;
 *                       a force release only the token it names)
 *   P4 status           a status never says held once the holder's own count is over
 *   P5 release report   "released" only if our release was applied; "lost" only if it never
 *                       was; a direct successor taken over expired or forced means "lost"
 * printf lines are not printed while verifying; they narrate a counterexample replayed with
 * spin -t (npm run model -- --trail).
 *
 * Compile-time switches: the bounds below; FORCE adds an operator's force release; each
 * MUT_... puts one old bug back, and must be caught:
 *   MUT_NO_ENTRY_CHECK        acquire returns without checking its lease is still running (F2)
 *   MUT_STORE_CLOCK_MIN       remaining = min(byObservation, byStoreClock), and the holder
 *                             counts the whole lease (F3)
 *   MUT_RELEASE_ANY           a release writes without If-Match
 *   MUT_OURS_NOW              our record found by a read-back counts the lease from the read
 *   MUT_STATUS_AFTER_REQUEST  the status changes only when a renewal request returns (F1)
 *   MUT_EXPIRED_AS_RELEASED   an unanswered release that finds its successor after=expired
 *                             reports "released" (F5)
 *   MUT_ACQ_RENEW_UNRESOLVED  a renewal sent inside acquire, unanswered, counts as the
 *                             earliest unheard write (the lease would start at its send)
 *   MUT_RENEW_NOW             a renewal confirmed by read-back counts the lease from the read
 *   MUT_FORCED_AS_RELEASED    the successor of a force release writes after=released (F17;
 *                             with FORCE)
 * and each REACH_... asserts that a situation the properties are about never happens, to
 * show (by its violation) that the model does reach it within the same bounds.
 *
 * LINE adds the line of waiters (src/lock/line/line.ts; docs/protocol.md, "A line, newest wins,
 * several holders"): a second object, changed only by conditional writes with the same
 * treatment of lost answers and late writes as the lock, that waiters join, leave (give up)
 * and are served from; the lock record carries the served mark. Its properties:
 *   P6 line order       when an acquisition lands, no live waiter that was not passed and is
 *                       not leaving holds an unserved ticket older than the acquirer's place
 *   P7 mark grows       the served mark in the lock record never decreases
 *   P8 once in line     a join never gives a waiter a second unserved ticket
 * Passing is abstract: a waiter may pass the ones ahead of it on a free lock only through a
 * pass event ("this free version has lain untaken long enough"), which marks those it passes.
 * With a place in line, acquire settles before it returns (review 3, F34; AcquireAttempt.enter):
 * once its write is heard landed, or its record found with its count running, any number of
 * ticks pass (SETTLE) while the others move; then the hand-out gate returns only if its own
 * count is still running, with nothing awaited in between, else it reads again (its record:
 * renew first; else wait). REACH_GATE_LATE: the gate finds the count ended.
 * Its mutations:
 *   MUT_HANDOUT_NO_RECHECK    the count checked before the settle only: acquire returns a
 *                             lease already over (P4; P1 when another holds by then)
 *   MUT_JOIN_KEEPS_SERVED     a join's read-back takes any ticket of ours as our place, even
 *                             one already served (we were passed): no joining again
 *   MUT_MARK_OWN_TICKET       an acquisition writes its own ticket as the mark, even below the
 *                             current one (with MUT_JOIN_KEEPS_SERVED: the bug fixed in 5972193)
 *   MUT_PASS_NO_EVENT         a waiter passes the ones ahead without the pass event
 *   MUT_JOIN_NO_READ_BACK     a join whose answer was lost is retried without looking for our
 *                             ticket in the line first
 *   MUT_JOIN_ASSUME_LANDED    a join whose answer was lost is taken as applied, unread
 * DEAD_HOLDER starts with the lock held by a holder that never moves again (its lease runs
 * out), so that every client finds it held and joins the line. JOIN_ERRORS lets a join fail
 * outright (acquire then goes on with the place it had). A served ticket counts like none
 * (every unserved one is ahead); MUT_SERVED_IS_A_PLACE puts back the rule the code had until
 * the model found, with JOIN_ERRORS, that a passed waiter whose rejoin fails then tries at once
 * (P6 fails). docs/model/README.md, decision 9.
 *
 * NEWEST (with LINE) adds queue: newest (issue 14): the clients are runs of one group, client
 * c of order c + 1; a join raises the line's newest order of the group in the same conditional
 * write; a waiter stops (superseded) and leaves the line when its join, a look while the lock
 * is held, or the look at the line before its acquiring write finds a newer order. Property:
 *   P9 newest wins      once an acquisition of order n has landed (or entered), no acquisition
 *                       of a lower order of the group lands (or enters) afterwards
 * MARK_LOST lets a job of an older version (no line, no mark) take the released lock and give
 * it back once, leaving a record without a mark. Its mutations:
 *   MUT_LINE_BEFORE_LOCK      the line read that the check before the acquiring write uses
 *                             comes before the read of the lock's version
 *   MUT_JOIN_NO_NEWEST        a join does not raise the group's newest order
 *   MUT_NEWEST_AT_JOIN_ONLY   the newest check is made only by the join, not while waiting
 *                             nor before the acquiring write
 *   MUT_NEWEST_NO_TICKET      a run whose join failed tries without a place of its own
 *
 * CROWD (with LINE) adds joining in a crowd (line.ts joinInCrowd, takeInRound; line-inbox.ts):
 * a joiner may send a request to the line's round instead of writing its ticket; takers (the
 * race's winner, or a sender's rescue, at any time) take a round in: read the line at round
 * r, list r's requests, write the line conditionally with a ticket for each listed id that
 * has no unserved ticket in it, and round r + 1. A sender looks at the line until its id is
 * in it, and sends again when the round moved on without it. A first join may take the line
 * as new without reading it (lineLikelyNew): refused, its request goes to round 0. A waiter
 * that gives up withdraws (deletes) its requests, then fences the line (Place.leave).
 * Properties:
 *   P10 no leak         no take-in gives a ticket to a waiter whose leave has finished
 *   P11 taken once      no request (one id's, of one round) is taken in twice
 * REQ_LATE lets a request's answer be lost and the request land at any later step (even
 * after its sender withdrew it and left): a withdrawal overwrites the request to the last
 * round sent to with WITHDRAWN, so such a late create is refused. Mutations:
 *   MUT_LIST_BEFORE_READ      the take-in lists the round before it reads the line
 *   MUT_SAME_ROUND            the take-in does not advance the round
 *   MUT_FENCE_FIRST           a leave fences the line before it withdraws its requests
 *   MUT_FENCE_ONLY_NO_TICKET  a leave fences only when it knows no ticket of its own (the
 *                             code of c6f08a0: a passed waiter's crowd rejoin then leaks)
 *   MUT_WITHDRAW_DELETES      (with REQ_LATE) a withdrawal deletes the request: a late create
 *                             lands after the leave and is taken in (the code of 514e452)
 *   MUT_DROP_WITHDRAWN_ALWAYS (with REQ_LATE) a leave deletes its WITHDRAWN also in a round
 *                             the line has not moved past: a late create is then taken in
 */

/* ---- Bounds ------------------------------------------------------------------------- */
#ifndef N
#define N 2          /* clients */
#endif
#ifndef ROUNDS
#define ROUNDS 1     /* acquisitions per client, each with a fresh owner id */
#endif
#ifndef L
#define L 3          /* lease, ticks */
#endif
#ifndef A
#define A 1          /* allowance: how much the store's clock may shorten a waiter's wait */
#endif
#ifndef SKEW
#define SKEW 1       /* the store's Date may run ahead of its Last-Modified stamps by this */
#endif
#define RES 1        /* header resolution: Date - Last-Modified overstates the age by <= 1 */
#ifndef TOK_MAX
#define TOK_MAX 3    /* no acquisition writes a token above this */
#endif
#ifndef FAULTS
#define FAULTS 2     /* answers lost (a client stops waiting for a write), whole run */
#endif
#ifndef R_MAX
#define R_MAX 1      /* renewals of one acquisition (the record's count) */
#endif
#ifndef F_TRIES
#define F_TRIES 2    /* writes of the operator's force release */
#endif

#if N < 1 || N > 3
#error "N must be 1, 2 or 3"
#endif
#ifdef LINE
#ifndef T_MAX
#define T_MAX 3      /* no join writes a ticket above this (a waiter that would, waits) */
#endif
#if T_MAX > 4
#error "T_MAX must be at most 4"
#endif
#ifndef LEAVES
#define LEAVES 1     /* waiters that give up and leave the line, in a whole run */
#endif
#endif
#if A >= L
#error "A must be below L"
#endif

#define NONE 255     /* no age */
#define OP_ID (N * ROUNDS + 1)   /* the operator's id, as releasedBy */
#define DEAD_ID (N * ROUNDS + 2) /* DEAD_HOLDER: the id of the holder that never moves */
#define OLD_ID (N * ROUNDS + 3)  /* MARK_LOST: a job of an older version (no line, no mark) */

#define MIN(a, b) ((a) < (b) -> (a) : (b))
#define MAX(a, b) ((a) > (b) -> (a) : (b))
#define BIT(id) (1 << (id))

/* ETags as a write's condition or a client's memory: the current version, or not. */
#define E_OLD 0      /* an older version (or none remembered) */
#define E_CUR 1      /* the version in the store now (while there is no object: "absent") */
#define E_ANY 2      /* no condition at all (only MUT_RELEASE_ANY) */

hidden byte tnow;    /* ticks since the start: for the narration only, not part of a state */

/* ---- The store: one object ---------------------------------------------------------- */
#define ABSENT 0
#define HELD 1
#define RELEASED 2
/* a held record's "after": how its holder got it */
#define AFT_CREATED 0
#define AFT_RELEASED 1
#define AFT_EXPIRED 2
#define AFT_FORCED 3

byte sst;            /* ABSENT, HELD, RELEASED */
byte stok;           /* fencing token (0 while absent) */
byte sown;           /* held: owner id; released: releasedBy */
byte safter;         /* held: AFT_... */
byte sren;           /* held: renewals */
bit sforced;         /* released: by a force release (forcedBy set) */
byte sage;           /* age of the version by the store's clock (Date - Last-Modified), <= L+1 */

/* ---- The network: writes in flight -------------------------------------------------- */
/*
 * Each writer (a client, or the operator) has a slot for the write it waits for, and one
 * for a write it stopped waiting for that has not landed yet: at most one such orphan per
 * writer at a time (a writer that would leave a second one waits until the first has
 * landed or been lost).
 */
#ifdef FORCE
#define NW (N + 1)
#else
#define NW N
#endif
#define NSLOT (2 * NW)
#define RQ(w) (2 * (w))
#define ORPH(w) (2 * (w) + 1)

#define W_FREE 0
#define W_PENDING 1  /* sent, not applied yet */
#define W_OK 2       /* applied (200), answer not yet heard */
#define W_FAIL 3     /* refused (412), answer not yet heard */
/* kinds */
#define K_ACQ 1      /* takes the lock: held record, token + 1, new owner */
#define K_REN 2      /* renewal: the same held record, renewals + 1 */
#define K_REL 3      /* release: released record, the same token, releasedBy = owner */
#define K_FRC 4      /* force release: released record, the same token, forcedBy */
#define K_JOIN 5     /* LINE: prune served tickets, append ticket `next`, next + 1 */
#define K_LEAVE 6    /* LINE: remove our tickets */
#define ON_LINE(k) (wkind[k] >= K_JOIN)   /* a write to the line object */

byte wst[NSLOT];     /* W_... */
bit wlisten[NSLOT];  /* its sender still waits for the answer */
byte wkind[NSLOT];
byte wcond[NSLOT];   /* If-Match / If-None-Match: E_CUR while it still holds; E_ANY: none */
byte wtok[NSLOT];
byte wown[NSLOT];    /* held: owner; released: releasedBy */
byte wafter[NSLOT];
byte wren[NSLOT];
bit wetag[NSLOT];    /* applied, and still the current version */
byte faults;         /* lost answers so far */
#ifdef LINE
byte wmark[NSLOT];   /* an acquisition: the served mark it writes; a join: the mark it prunes to */
byte wbas[NSLOT];    /* ghost, an acquisition: its place (see P6) */
#endif

/* ---- The clients -------------------------------------------------------------------- */
#define IDLE 0       /* before an acquisition */
#define ACQ 1        /* acquire: about to read */
#define ACQ_W 2      /* acquire: its write of a held record is in flight */
#define ACQ_RW 3     /* acquire: its renewal of its own record (entry check failed) in flight */
#define HOLD 4       /* acquire returned */
#define REN_W 5      /* a renewal in flight */
#define REL 6        /* release: about to write */
#define REL_W 7      /* release: its write in flight */
#define DONE 8
#define LN 9         /* LINE, acquire: the lock read was free; about to read the line */
#define JN 10        /* LINE: joining, about to read the line (and write) */
#define JN_W 11      /* LINE: a join in flight */
#define LV 12        /* LINE: giving up, about to read the line (and write) */
#define LV_W 13      /* LINE: a leave in flight */
#define LT 14        /* LINE, acquire: joined (again) on a free lock; may we try now? */
#define CR 15        /* CROWD: a request sent; looking at the line for our id */
#define SETTLE 16    /* LINE, acquire: our write landed (or our record found in time): the
                        settle, then the hand-out gate (acquire returns, or reads again) */

/* release outcomes */
#define R_RELEASED 1
#define R_LOST 2     /* provably: our release never landed */
#define R_MAYBE 3    /* possibly lost: the record cannot tell */

byte phase[N];
byte round[N];
bit held[N];         /* the holder's status says "held" (what a job checks before acting) */
byte left[N];        /* held: ticks until its own count of the lease ends (start + L - A) */
byte t0Age[N];       /* acquire: since it started */
byte unresAge[N];    /* acquire: since the earliest unheard write that would take the lock */
bit unresCond[N];    /* acquire: that write's condition is still the current version */
bit fsCur[N];        /* acquire: watching the current version ... */
byte fsAge[N];       /* ... since this long (firstSeen) */
byte sentAge[N];     /* since the write in flight was sent */
bit myEtag[N];       /* held: our last known write is the current version */
byte myTok[N];
byte myRen[N];
byte myAfter[N];
byte unconfAge[N];   /* held: since the first renewal not yet confirmed */
bit unheard[N];      /* release: one of its writes was not answered */

#define ME(c) ((c) + 1 + N * round[c])

#ifdef LINE
/* ---- LINE: the line object, and each client's place --------------------------------- */
/*
 * The line record: next, served, and the tickets {n, id} in ascending n, packed from slot 0
 * (n = 0: an empty slot). No more than T_MAX tickets are ever handed out, so 4 slots hold
 * them all. The lock record's served mark ("ticket") is smark; it is kept by renewals,
 * releases and force releases, and set by each acquisition. Line versions, like the lock's,
 * are kept only as "current or not" in each write's condition.
 */
#define KT 4
byte smark;          /* the lock record's served mark */
byte lnext = 1;      /* the line's next */
byte lserved;        /* the line's served */
byte tkn[KT];
byte tkid[KT];
bit tkpass[KT];      /* ghost: a pass event passed this ticket in the lock's current version */
byte myTk[N];        /* the ticket a waiter takes as its place (0: none) */
byte myMark[N];      /* the mark in the lock record it last read */
#ifndef NEWEST
byte firstAt[N];     /* the ticket that the waiter's last read of the line showed first */
#endif
bit lkFree[N];       /* that read found the lock free (else held: it only joins) */
bit lkCur[N];        /* that version is still the current one */
bit quitting[N];     /* ghost: it gave up, and is leaving */
bit settled[N];      /* acquire: its settle is done (a second entry has none to wait for) */
byte stlAge[N];      /* SETTLE: ticks since the lease it would return with started */
byte leaves;         /* give-ups so far */
#ifdef MARK_LOST
bit markLost;        /* the job of an older version has come (once a run) */
#endif
#endif

#ifdef CROWD
/* ---- CROWD: the line's rounds, the requests, the takers ---------------------------- */
#ifndef LINE
#error "CROWD needs LINE"
#endif
#ifdef NEWEST
#error "CROWD does not model NEWEST"
#endif
#if ROUNDS != 1
#error "CROWD needs ROUNDS=1 (an owner id is a client)"
#endif
#ifndef CRR
#define CRR 2        /* rounds that can hold requests (0 .. CRR-1); a take-in of the last ends them */
#endif
#ifndef TAKERS
#define TAKERS 2     /* take-ins under way at once (the winner's, a sender's rescue) */
#endif
byte lround;         /* the line's round */
byte reqs[CRR];      /* bit per owner id: the requests of each round in the store */
byte sentTo[N];      /* bit per round: the rounds the sender sent a request to (to withdraw) */
byte crAt[N];        /* the round the sender last sent to, + 1 (0: none yet) */
bit lwritten;        /* the line has been written: an object in the store */
#ifdef REQ_LATE
byte rqFly[N];       /* a request whose answer was lost, still in flight: its round + 1 */
byte tomb[CRR];      /* bit per owner id: its request key holds WITHDRAWN (a late create fails) */
byte wdAt[N];        /* the round of the sender's WITHDRAWN, + 1 (0: none), until its leave ends */
#endif
byte tph[TAKERS];    /* a take-in: 0 idle, 1 read (or listed), 2 listed and read, 3 written */
byte tr[TAKERS];     /* the round it takes in */
bit tcur[TAKERS];    /* the line it read is still the current version */
byte tlist[TAKERS];  /* the ids it listed */
byte tmk[TAKERS];    /* the served mark as it read it (the larger of the lock's and the line's) */
byte gone;           /* ghost: bit per owner id: its leave has finished */
byte taken[N];       /* ghost: bit per round: a take-in gave this id a ticket for that round */
#endif

#ifdef NEWEST
/* ---- NEWEST: queue: newest (line.ts, newerThan / withNewest) ------------------------ */
/*
 * Every client is one run of the same group, its order its index + 1 (client 0 the oldest),
 * the same in each of its rounds: a run that comes back is the same run. The line's
 * `newest` list is the one entry of that group, lnew (0: none yet); only a join raises it,
 * in the same conditional write that appends the ticket. The holder that never moves
 * (DEAD_HOLDER) and the operator are no run of the group (order 0).
 */
#ifndef LINE
#error "NEWEST needs LINE"
#endif
#define ORD(id) ((id) >= 1 && (id) <= N * ROUNDS -> (((id) - 1) % N) + 1 : 0)
#define ORDC(c) ((c) + 1)
byte lnew;           /* the line's newest order of the group */
#ifdef MUT_LINE_BEFORE_LOCK
byte nwSeen[N];      /* the group's newest order as of the waiter's last line read */
#endif
/* ghosts for P9: the highest order whose acquisition landed, and that entered */
byte gLanded;
byte gEntered;
#ifdef REACH_SUPERSEDED_LANDS
bit supd[N];         /* ghost: this client's current round ended superseded */
#endif
#endif

/* ---- Ghosts: facts for the properties, never read by the protocol ------------------- */
byte lastEntered;    /* the largest token any client entered with */
byte maxTok;         /* the largest token ever written */
short relApplied;    /* bit per owner id: a release of that acquisition was applied */
short broken;        /* bit per owner id: that acquisition was ended by a force release */

/*
 * Properties. Each assertion's text starts with one of these names, which pan prints on a
 * violation. P1, P2 (token order) and P4 are checked wherever they could become false: when
 * a client enters, when a renewal moves its count, and at every tick; P2 (tokens grow) and
 * P3 at every write the store applies; P5 at every release report.
 */
hidden byte P1_exclusion = 1;
hidden byte P2_token_order = 1;
hidden byte P2_tokens_grow = 1;
hidden byte P3_release_own = 1;
hidden byte P3_renew_own = 1;
hidden byte P3_force_named = 1;
hidden byte P4_status = 1;
hidden byte P5_released_true = 1;
hidden byte P5_lost_true = 1;
hidden byte P5_proof_lost = 1;
hidden byte P6_line_order = 1;
hidden byte P7_mark_grows = 1;
hidden byte P8_once_in_line = 1;
hidden byte P9_newest_wins = 1;
hidden byte P10_no_leak = 1;
hidden byte P11_taken_once = 1;

hidden byte reach_goal = 1;
#define NOT_REACHED(cond) assert(reach_goal && !(cond))

/* ---- Rules of the protocol ---------------------------------------------------------- */

/* The holder's own count: it is inside while its lease started less than LA ago. */
#ifdef MUT_STORE_CLOCK_MIN
#define LA L
#else
#define LA (L - A)
#endif

/*
 * The waiter's takeover rule (src/lock/lease/lease.ts) for client c, with a store Date error e
 * (0 .. RES + SKEW): Date - Last-Modified overstates the version's age by e.
 */
#define FS_AGE(c) (fsCur[c] -> fsAge[c] : 0)
#define BY_OBS(c) (L - FS_AGE(c))
#define BY_STORE(e) (L + 1 - (sage + (e)))
#ifdef MUT_STORE_CLOCK_MIN
#define REMAINING(c, e) MIN(BY_OBS(c), BY_STORE(e))
#else
#define REMAINING(c, e) MIN(BY_OBS(c), MAX(BY_STORE(e), BY_OBS(c) - A))
#endif
#define EMAX (RES + SKEW)
/* REMAINING only falls as e grows: over for every e, or over only for some. */
#define OVER_ALWAYS(c) (REMAINING(c, 0) <= 0)
#define OVER_SOMETIMES(c) (REMAINING(c, EMAX) <= 0)

#define OURS(c) (sst == HELD && sown == ME(c))
#define OTHERS(c) (sst == HELD && sown != ME(c))
#define FREE_ALWAYS(c) (sst == ABSENT || sst == RELEASED || (OTHERS(c) && OVER_ALWAYS(c)))
#define FREE_SOMETIMES(c) (OTHERS(c) && !OVER_ALWAYS(c) && OVER_SOMETIMES(c))

/* Our own record read in acquire: the lease counts from the earliest unheard write. */
#ifdef MUT_OURS_NOW
#define LS_OURS_AGE(c) 0
#else
#define LS_OURS_AGE(c) (unresAge[c] != NONE -> unresAge[c] : t0Age[c])
#endif

/* The entry check (review F2): never return a lease already over by our own count. */
#ifdef MUT_NO_ENTRY_CHECK
#define ENTRY_OK(age) 1
#else
#define ENTRY_OK(age) ((age) < LA)
#endif
#define LEFT(age) ((age) < LA -> LA - (age) : 0)

/* Narration (printed only when a counterexample is replayed). */
inline say_after(a) {
  if
  :: a == AFT_CREATED -> printf("created")
  :: a == AFT_RELEASED -> printf("released")
  :: a == AFT_EXPIRED -> printf("expired")
  :: a == AFT_FORCED -> printf("forced")
  fi
}

inline say_record() {
  if
  :: sst == ABSENT -> printf("no object")
  :: sst == HELD ->
     printf("held by %d, token %d, after ", sown, stok); say_after(safter);
     printf(", renewals %d, store age %d", sren, sage)
  :: sst == RELEASED && !sforced -> printf("released by %d, token %d", sown, stok)
  :: sst == RELEASED && sforced -> printf("force-released by the operator, token %d", stok)
  fi;
#ifdef LINE
  printf(", mark %d", smark)
#else
  skip
#endif
}

inline say_write(k) {
  if
  :: wkind[k] == K_ACQ -> printf("take the lock, token %d, after ", wtok[k]); say_after(wafter[k])
  :: wkind[k] == K_REN -> printf("renew token %d to renewals %d", wtok[k], wren[k])
  :: wkind[k] == K_REL -> printf("release token %d", wtok[k])
  :: wkind[k] == K_FRC -> printf("force release token %d", wtok[k])
  :: wkind[k] == K_JOIN -> printf("join the line, ticket %d", wtok[k])
  :: wkind[k] == K_LEAVE -> printf("leave the line")
  fi;
  if
  :: wcond[k] == E_ANY -> printf(", unconditional")
  :: else -> skip
  fi
}

inline clear_slot(k) {
  wst[k] = W_FREE; wlisten[k] = 0; wkind[k] = 0; wcond[k] = 0; wtok[k] = 0;
  wown[k] = 0; wafter[k] = 0; wren[k] = 0; wetag[k] = 0;
#ifdef LINE
  wmark[k] = 0; wbas[k] = 0
#else
  skip
#endif
}

/* Client c sends a write conditional on cond; it waits for it in phase ph. */
inline send(c, kind, cond, tok, own, aft, ren, ph) {
  wst[RQ(c)] = W_PENDING; wlisten[RQ(c)] = 1; wkind[RQ(c)] = kind;
  wcond[RQ(c)] = cond; wtok[RQ(c)] = tok; wown[RQ(c)] = own;
  wafter[RQ(c)] = aft; wren[RQ(c)] = ren;
  sentAge[c] = 0; phase[c] = ph;
  printf("t=%d  owner %d sends: ", tnow, own); say_write(RQ(c)); printf("\n")
}

/* Writer w may stop waiting: its answer, if any, is lost; its write may still land. */
#define CAN_GIVE_UP(w) (faults < FAULTS && (wst[RQ(w)] != W_PENDING || wst[ORPH(w)] == W_FREE))

inline give_up(w, id) {
  faults++;
  if
  :: wst[RQ(w)] == W_PENDING ->
     wst[ORPH(w)] = W_PENDING; wlisten[ORPH(w)] = 0; wkind[ORPH(w)] = wkind[RQ(w)];
     wcond[ORPH(w)] = wcond[RQ(w)]; wtok[ORPH(w)] = wtok[RQ(w)]; wown[ORPH(w)] = wown[RQ(w)];
     wafter[ORPH(w)] = wafter[RQ(w)]; wren[ORPH(w)] = wren[RQ(w)];
#ifdef LINE
     wmark[ORPH(w)] = wmark[RQ(w)]; wbas[ORPH(w)] = wbas[RQ(w)];
#endif
     printf("t=%d  owner %d stops waiting: no answer, its write is still in flight\n", tnow, id)
  :: else -> printf("t=%d  owner %d stops waiting: the answer was lost\n", tnow, id)
  fi;
  clear_slot(RQ(w))
}

inline done_with_slot(c) {
  clear_slot(RQ(c)); sentAge[c] = 0
}

/* P1: no two clients inside at once (a force release is an operator's override). */
#define INSIDE_OK(c, d) assert(P1_exclusion && ((d) == (c) || (d) >= N || !held[d] || \
  (broken & BIT(ME(d))) != 0 || (broken & BIT(ME(c))) != 0))
#define CHECK_EXCLUSION(c) INSIDE_OK(c, 0); INSIDE_OK(c, 1); INSIDE_OK(c, 2)

/* P4: the holder's status never says held once its own count is over. */
#define CHECK_STATUS(c) assert(P4_status && (!held[c] || left[c] > 0))

/* Acquire returns: client c enters with a lease that started age ticks ago. */
inline enter(c, age, etag, tok, ren, aft) {
  held[c] = 1; left[c] = LEFT(age);
  myEtag[c] = etag; myTok[c] = tok; myRen[c] = ren; myAfter[c] = aft;
  unconfAge[c] = NONE; phase[c] = HOLD;
  t0Age[c] = 0; unresAge[c] = NONE; unresCond[c] = 0; fsCur[c] = 0; fsAge[c] = 0;
#ifdef LINE
  myTk[c] = 0; myMark[c] = 0; lkFree[c] = 0; lkCur[c] = 0;
#endif
  printf("t=%d  owner %d ENTERS with token %d, %d tick(s) left by its own count\n",
         tnow, ME(c), tok, left[c]);
  /* P2: it enters with a token above every token entered with before it. */
  assert(P2_token_order && ((broken & BIT(ME(c))) != 0 || tok > lastEntered));
  lastEntered = MAX(lastEntered, tok);
#ifdef NEWEST
  /* P9: once a run has held the lock, no older run of its group enters after it. */
  assert(P9_newest_wins && ORDC(c) >= gEntered);
  gEntered = MAX(gEntered, ORDC(c));
#endif
  CHECK_EXCLUSION(c);
  CHECK_STATUS(c);
#ifdef REACH_TAKEOVER
  NOT_REACHED(aft == AFT_EXPIRED);   /* a client enters after taking over an expired lease */
#endif
}

/* Our write landed, or our record was found with our count running: with a place in line,
 * acquire first settles (Place.settle: a join of ours without a ticket fenced; the deletes of
 * the requests that seated us are left to the background), during which time passes and
 * others move; then the gate (below) checks our own count again. */
inline hand_out(c, age, etag, tok, ren, aft) {
#ifdef LINE
  if
  :: !settled[c] ->
     stlAge[c] = age; myEtag[c] = etag; myTok[c] = tok; myRen[c] = ren; myAfter[c] = aft;
     phase[c] = SETTLE;
     printf("t=%d  owner %d's write is in; it settles before acquire returns\n", tnow, ME(c))
  :: else -> enter(c, age, etag, tok, ren, aft)
  fi
#else
  enter(c, age, etag, tok, ren, aft)
#endif
}

/* A read in acquire: watch the version (firstSeen); forget an unheard write that can no
 * longer land (the lock moved past its condition, and is not ours). */
inline see(c) {
  if
  :: OTHERS(c) && !fsCur[c] -> fsCur[c] = 1; fsAge[c] = 0
  :: OTHERS(c) && fsCur[c] -> skip
  :: else -> fsCur[c] = 0; fsAge[c] = 0
  fi;
#ifdef LINE
  lkCur[c] = 1; myMark[c] = smark;
#endif
  if
  :: !OURS(c) && unresAge[c] != NONE && !unresCond[c] -> unresAge[c] = NONE
  :: else -> skip
  fi;
  printf("t=%d  owner %d reads: ", tnow, ME(c)); say_record(); printf("\n")
}

inline next_round(c) {
  held[c] = 0; left[c] = 0; myEtag[c] = 0; myTok[c] = 0; myRen[c] = 0; myAfter[c] = 0;
  unconfAge[c] = NONE; unheard[c] = 0;
#ifdef LINE
  myTk[c] = 0; myMark[c] = 0; lkFree[c] = 0; lkCur[c] = 0; quitting[c] = 0;
  settled[c] = 0; stlAge[c] = 0;
#endif
  if
  :: round[c] + 1 < ROUNDS -> round[c]++; phase[c] = IDLE
  :: else -> phase[c] = DONE
  fi
}

/* A renewal's read-back (after 412 or no answer); the attempt's count is myRen + 1. */
inline renew_read_back(c) {
  if
  :: OURS(c) && sren > myRen[c] ->
     /* it landed: the lease counts from the first unconfirmed send */
#ifdef REACH_RENEW_READ_BACK
     NOT_REACHED(held[c]);
#endif
     myEtag[c] = 1; myRen[c] = sren;
     if
#ifdef MUT_RENEW_NOW
     :: held[c] -> left[c] = LA
#else
     :: held[c] -> left[c] = LEFT(unconfAge[c])
#endif
     :: else -> skip
     fi;
     unconfAge[c] = NONE; phase[c] = HOLD;
     printf("t=%d  owner %d renewal confirmed by read-back\n", tnow, ME(c))
  :: OURS(c) && sren <= myRen[c] ->
     /* not renewed; an earlier attempt may still land */
#ifdef MUT_STATUS_AFTER_REQUEST
     if
     :: held[c] && left[c] == 0 -> held[c] = 0
     :: else -> skip
     fi;
#endif
     phase[c] = HOLD;
     printf("t=%d  owner %d renewal did not land\n", tnow, ME(c))
  :: else ->
     printf("t=%d  owner %d renewal finds the lock LOST\n", tnow, ME(c));
     held[c] = 0; next_round(c)
  fi;
  CHECK_STATUS(c)
}

/* The release reports outcome r, with the properties every report must satisfy. */
inline report(c, r) {
  printf("t=%d  owner %d release reports: ", tnow, ME(c));
  if
  :: r == R_RELEASED -> printf("released\n")
  :: r == R_LOST -> printf("lost\n")
  :: r == R_MAYBE -> printf("possibly lost\n")
  fi;
#ifdef REACH_RELEASE_MAYBE
  NOT_REACHED(r == R_MAYBE);
#endif
  /* P5: "released" only when our release was applied; "lost" only when it never was. */
  assert(P5_released_true && (r != R_RELEASED || (relApplied & BIT(ME(c))) != 0));
  assert(P5_lost_true && (r != R_LOST || (relApplied & BIT(ME(c))) == 0));
  /* P5: a direct successor that took over "expired" or "forced" proves the loss. */
  assert(P5_proof_lost && (r == R_LOST || !(sst == HELD && stok == myTok[c] + 1 &&
         (safter == AFT_EXPIRED || safter == AFT_FORCED))));
  next_round(c)
}

/*
 * A release's read-back (after 412 or no answer). After an unanswered release, a direct
 * successor that took the lock from a released record proves that ours landed.
 */
#ifdef MUT_EXPIRED_AS_RELEASED
#define SUCCESSOR_PROVES_RELEASE (safter == AFT_RELEASED || safter == AFT_EXPIRED)
#else
#define SUCCESSOR_PROVES_RELEASE (safter == AFT_RELEASED)
#endif
#define DIRECT_SUCCESSOR(c) (sst == HELD && stok == myTok[c] + 1)

inline release_read_back(c) {
  if
  :: sst == RELEASED && sown == ME(c) -> report(c, R_RELEASED)
  :: OURS(c) -> myEtag[c] = 1; phase[c] = REL          /* still ours, newer ETag: again */
  :: DIRECT_SUCCESSOR(c) && SUCCESSOR_PROVES_RELEASE && unheard[c] ->
#ifdef REACH_RELEASE_INFERRED
     NOT_REACHED(1);
#endif
     report(c, R_RELEASED)
  :: else ->
     if
     :: DIRECT_SUCCESSOR(c) ->                         /* taken over expired or forced */
#ifdef REACH_RELEASE_PROVES_LOST
        NOT_REACHED(unheard[c] && safter == AFT_EXPIRED);
#endif
#ifdef REACH_FORCED_LOST
        NOT_REACHED(safter == AFT_FORCED);
#endif
        report(c, R_LOST)
     :: sst == RELEASED && stok == myTok[c] && sforced -> report(c, R_LOST)
     :: else ->
        if
        :: unheard[c] -> report(c, R_MAYBE)            /* moved on further: cannot tell */
        :: else -> report(c, R_LOST)
        fi
     fi
  fi
}

/* A write that takes the lock: token + 1, after = how the lock was found free. */
inline take(c) {
  if
  :: sst == ABSENT -> send(c, K_ACQ, E_CUR, 1, ME(c), AFT_CREATED, 0, ACQ_W)
  :: sst == HELD -> send(c, K_ACQ, E_CUR, stok + 1, ME(c), AFT_EXPIRED, 0, ACQ_W)
#ifdef MUT_FORCED_AS_RELEASED
  :: sst == RELEASED && sforced ->
     send(c, K_ACQ, E_CUR, stok + 1, ME(c), AFT_RELEASED, 0, ACQ_W)
#else
  :: sst == RELEASED && sforced ->
     send(c, K_ACQ, E_CUR, stok + 1, ME(c), AFT_FORCED, 0, ACQ_W)
#endif
  :: sst == RELEASED && !sforced ->
     send(c, K_ACQ, E_CUR, stok + 1, ME(c), AFT_RELEASED, 0, ACQ_W)
  fi
}

#ifdef LINE
/*
 * The line as acquire sees it (src/lock/line/place.ts, Place): the served mark is the larger of
 * the lock's (as last read) and the line's; a place is valid while above it; the waiters
 * ahead are the unserved tickets below ours, or all unserved ones when we have no ticket.
 */
#define SV(c) MAX(myMark[c], lserved)
#define VALID(c) (myTk[c] > SV(c))
#ifndef MUT_SERVED_IS_A_PLACE
#define AH(c, i) (tkn[i] > SV(c) && (!VALID(c) || tkn[i] < myTk[c]))
#else
#define AH(c, i) (tkn[i] > SV(c) && (myTk[c] == 0 || tkn[i] < myTk[c]))
#endif
#define NAHEAD(c) (AH(c, 0) + AH(c, 1) + AH(c, 2) + AH(c, 3))
/* A free lock: join (again) when we have a ticket that is no place, or others are ahead;
 * a newest run always joins, so that the line knows it before it can hold the lock. */
#ifdef NEWEST
#define NEED_JOIN(c) (!VALID(c))
#else
#define NEED_JOIN(c) (!VALID(c) && (myTk[c] != 0 || NAHEAD(c) > 0))
#endif
/*
 * Place.isFirst: a waiter whose ticket the line showed first at its last read tries on a free
 * lock without reading the line again (later joins take later tickets). What the code also
 * checks is the ticket against the lock's mark as just read; the model leaves out the line's
 * served mark as the code last read it, which only lets the model try more often.
 * MUT_FIRST_IGNORES_MARK drops the mark from the check too: a waiter passed since its read
 * would still take itself for the head.
 */
#ifndef NEWEST
#ifdef MUT_FIRST_IGNORES_MARK
#define KNOWN_FIRST(c) (firstAt[c] != 0 && firstAt[c] == myTk[c])
#else
#define KNOWN_FIRST(c) (firstAt[c] != 0 && firstAt[c] == myTk[c] && myTk[c] > myMark[c])
#endif
#define SAW_FIRST(c) if :: VALID(c) && NAHEAD(c) == 0 -> firstAt[c] = myTk[c] :: else -> skip fi
#else
#define SAW_FIRST(c) skip
#endif
/* After joining, a free lock's waiter asks only whether it may try (Place.mayTry). */
#define BACK_FROM_JOIN(c) (lkFree[c] -> LT : ACQ)
#define MAY_ASK(c) (phase[c] == LT || (phase[c] == LN && !NEED_JOIN(c)))

/*
 * Newest wins. NEWER_NOW: the line as read in this step names a newer run of our group.
 * NEWER_BEFORE_TRY: the check acquire makes on a free lock before its write. In the model
 * that check and the write's send are one step, after the step that read the lock (so the
 * line is read after the version the write is conditional on); the write may land any time
 * later, which is all a later send could add. A newest waiter tries only with a ticket of
 * its own (after a failed join it looks again), as the code does.
 */
#ifdef NEWEST
#define NEWER_NOW(c) (lnew > ORDC(c))
#ifdef MUT_NEWEST_AT_JOIN_ONLY
#define NEWER_BEFORE_TRY(c) 0
#else
#ifdef MUT_LINE_BEFORE_LOCK
#define NEWER_BEFORE_TRY(c) (nwSeen[c] > ORDC(c))
#else
#define NEWER_BEFORE_TRY(c) NEWER_NOW(c)
#endif
#endif
#ifdef MUT_NEWEST_NO_TICKET
#define HAS_PLACE(c) 1
#else
#define HAS_PLACE(c) (myTk[c] != 0)
#endif
#define MAY_TRY(c) (MAY_ASK(c) && !NEWER_BEFORE_TRY(c) && HAS_PLACE(c))
#else
#define NEWER_NOW(c) 0
#define MAY_TRY(c) MAY_ASK(c)
#endif
/* MUT_LINE_BEFORE_LOCK: the refresh after a join still reads the line after the lock. */
#ifdef MUT_LINE_BEFORE_LOCK
#define REFRESHED(c) nwSeen[c] = lnew
#else
#define REFRESHED(c) skip
#endif

#ifdef NEWEST
/* A newer run of our group is in the line: stop waiting, and leave the line if we are in it
 * (Place.leave: only with a ticket, served or not). The lock is not touched: a holder is never
 * interrupted. (The code's releaseIfOurs, for a write of ours still unheard, is not modelled:
 * that write can land only on the version it was sent on, so nobody held the lock since.) */
inline supersede(c) {
#ifdef REACH_SUPERSEDED
  NOT_REACHED(1);   /* an older waiter stops because a newer one joined */
#endif
  printf("t=%d  owner %d (order %d) is superseded by order %d\n", tnow, ME(c), ORDC(c), lnew);
#ifdef REACH_SUPERSEDED_LANDS
  supd[c] = 1;
#endif
  if
  :: myTk[c] != 0 -> quitting[c] = 1; phase[c] = LV
  :: else -> next_round(c)
  fi
}
#endif

/* Line.join, one attempt: read the line; a ticket of ours that is no served one means a
 * join of ours landed (unheard); else append ticket `next`, pruning served tickets. */
inline join_attempt(c) {
  x = 0; i = 0;
  do
  :: i < KT ->
     if
#ifdef MUT_JOIN_KEEPS_SERVED
     :: tkid[i] == ME(c) -> x = tkn[i]
#else
     :: tkid[i] == ME(c) && tkn[i] > SV(c) -> x = tkn[i]
#endif
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
  i = 0;
#ifdef MUT_JOIN_NO_READ_BACK
  x = 0;
#endif
  if
  :: x != 0 ->
#ifdef REACH_JOIN_READ_BACK
     NOT_REACHED(myTk[c] == 0);   /* a join that landed unheard is found by reading back */
#endif
     myTk[c] = x; phase[c] = BACK_FROM_JOIN(c); REFRESHED(c);
     printf("t=%d  owner %d reads the line: its ticket %d is there\n", tnow, ME(c), x)
#ifdef NEWEST
  :: x == 0 && NEWER_NOW(c) ->   /* a newer run of our group joined before us */
#ifdef REACH_NEWEST_LATE
     NOT_REACHED(sst == HELD && ORD(sown) > ORDC(c));   /* it holds, and we come late */
#endif
     supersede(c)
#endif
  :: x == 0 && !NEWER_NOW(c) && lnext <= T_MAX ->
#ifdef REACH_REJOIN
     NOT_REACHED(myTk[c] != 0);   /* a passed waiter joins again */
#endif
     send(c, K_JOIN, E_CUR, lnext, ME(c), 0, 0, JN_W);
     wmark[RQ(c)] = SV(c)
  :: else -> phase[c] = ACQ   /* no ticket left within the bounds: look again later */
  fi;
  x = 0
}

/* The acquirer's place, for P6: its unserved ticket, or, with none, every ticket up to the
 * line's next as it read it (those that join later come after it). */
inline place_of(c) {
  x = 0; i = 0;
  do
  :: i < KT ->
     if
     :: tkid[i] == ME(c) && tkn[i] > smark -> x = tkn[i]
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
  i = 0;
  if
  :: x == 0 -> x = lnext - 1
  :: else -> skip
  fi
}

/* The lock was free and the line allows us: try, if the lock is still the version read. */
inline try_lock(c) {
  if
  :: lkCur[c] && stok < TOK_MAX ->
     place_of(c);
     take(c);
     wbas[RQ(c)] = x; x = 0;
#ifdef MUT_MARK_OWN_TICKET
     wmark[RQ(c)] = (myTk[c] != 0 -> myTk[c] : SV(c))
#else
     wmark[RQ(c)] = MAX(myTk[c], SV(c))
#endif
  :: else -> phase[c] = ACQ
  fi
}

/* The pass event: this free version has lain untaken long enough (p x pass-step on our own
 * clock, while a live waiter ahead looks 4 times as often): those ahead are passed. */
inline pass(c) {
#ifndef MUT_PASS_NO_EVENT
  i = 0;
  do
  :: i < KT ->
     if
     :: AH(c, i) -> tkpass[i] = 1
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
  i = 0;
#endif
  printf("t=%d  owner %d passes the %d waiter(s) ahead of it\n", tnow, ME(c), NAHEAD(c))
}

/* Any ticket of ours in the line (a leave removes them all). */
inline find_mine(c) {
  x = 0; i = 0;
  do
  :: i < KT ->
     if
     :: tkid[i] == ME(c) -> x = tkn[i]
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
  i = 0
}

#ifdef CROWD
/* joinInCrowd, one look at the line: our unserved ticket means a round with our request was
 * taken in; a round we have not sent to (the first look, or one that moved on without us)
 * gets our request; else we look again later (the rescue is a taker's). */
inline crowd_look(c, late) {
  x = 0; i = 0;
  do
  :: i < KT ->
     if
     :: tkid[i] == ME(c) && tkn[i] > SV(c) -> x = tkn[i]
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
  i = 0;
  if
  :: x != 0 ->
     printf("t=%d  owner %d reads the line: taken in, ticket %d\n", tnow, ME(c), x);
     /* the requests sent are discarded (joinInCrowd; a delete that fails is not modelled) */
     i = 0;
     do
     :: i < CRR ->
        if
        :: sentTo[c] & BIT(i) -> reqs[i] = reqs[i] & ~BIT(ME(c))
        :: else -> skip
        fi;
        i++
     :: else -> break
     od;
     i = 0; myTk[c] = x; sentTo[c] = 0; crAt[c] = 0; phase[c] = BACK_FROM_JOIN(c)
  :: x == 0 && crAt[c] != lround + 1 && lround < CRR ->
#ifdef REQ_LATE
     if
     :: late -> faults++; rqFly[c] = lround + 1   /* its answer is lost; it lands later */
     :: else -> reqs[lround] = reqs[lround] | BIT(ME(c))
     fi;
#else
     reqs[lround] = reqs[lround] | BIT(ME(c));
#endif
     printf("t=%d  owner %d sends its request to round %d\n", tnow, ME(c), lround);
     sentTo[c] = sentTo[c] | BIT(lround); crAt[c] = lround + 1; phase[c] = CR
  :: else -> phase[c] = CR
  fi;
  x = 0
}

/* After a refused write of the line taken as new: the request to that line's round, 0. */
inline unread_send(c) {
  reqs[0] = reqs[0] | BIT(ME(c));
  printf("t=%d  owner %d sends its request to round 0\n", tnow, ME(c));
  sentTo[c] = BIT(0); crAt[c] = 1; phase[c] = CR
}

/* Place.leave, first step: delete the requests we sent (best effort, never read again). */
inline withdraw(c) {
#if defined(REQ_LATE) && !defined(MUT_WITHDRAW_DELETES)
  /* the request to the last round sent to is overwritten with WITHDRAWN, not deleted */
  if
  :: crAt[c] != 0 -> tomb[crAt[c] - 1] = tomb[crAt[c] - 1] | BIT(ME(c)); wdAt[c] = crAt[c]
  :: else -> skip
  fi;
#endif
  i = 0;
  do
  :: i < CRR ->
     if
     :: sentTo[c] & BIT(i) -> reqs[i] = reqs[i] & ~BIT(ME(c))
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
  i = 0; sentTo[c] = 0; crAt[c] = 0;
  printf("t=%d  owner %d withdraws its requests\n", tnow, ME(c))
}
#endif

/* The leave has finished (its write landed, or there was nothing to write). */
inline leave_done(c) {
#ifdef CROWD
#ifdef MUT_FENCE_FIRST
  withdraw(c);
#endif
#if defined(REQ_LATE) && !defined(MUT_WITHDRAW_DELETES)
  /* Line.dropWithdrawn: a WITHDRAWN in a round the line has moved past is deleted (the code's
     test is against the round its leave wrote on, never larger than the round now) */
  if
#ifndef MUT_DROP_WITHDRAWN_ALWAYS
  :: wdAt[c] != 0 && wdAt[c] - 1 < lround ->
#ifdef REACH_DROP_WITHDRAWN
     NOT_REACHED(1);   /* a leave deletes its WITHDRAWN in a round taken in */
#endif
     tomb[wdAt[c] - 1] = tomb[wdAt[c] - 1] & ~BIT(ME(c))
#else
  :: wdAt[c] != 0 -> tomb[wdAt[c] - 1] = tomb[wdAt[c] - 1] & ~BIT(ME(c))
#endif
  :: else -> skip
  fi;
  wdAt[c] = 0;
#endif
  gone = gone | BIT(ME(c));
#endif
  next_round(c)
}

#endif

proctype client(byte c) {
  byte x;      /* scratch, within one step */
#ifdef LINE
  byte i;      /* scratch, within one step */
#endif
end:
  do
  /* -- acquire ----------------------------------------------------------------------- */
  :: d_step { phase[c] == IDLE ->
       t0Age[c] = 0; unresAge[c] = NONE; fsCur[c] = 0; phase[c] = ACQ }

  /* our own record, and our lease by our own count still running: return */
  :: d_step { phase[c] == ACQ && OURS(c) && ENTRY_OK(LS_OURS_AGE(c)) ->
#ifdef REACH_LANDED_UNHEARD
       NOT_REACHED(unresAge[c] != NONE);   /* enters on a write that landed unheard */
#endif
       x = LS_OURS_AGE(c); see(c); hand_out(c, x, 1, stok, sren, safter); x = 0 }

  /* our own record, but our count is over: renew it first. This write is on our own
     record: it never counts as an unheard write that takes the lock. */
  :: d_step { phase[c] == ACQ && OURS(c) && !ENTRY_OK(LS_OURS_AGE(c)) && sren < R_MAX ->
       see(c); send(c, K_REN, E_CUR, stok, ME(c), safter, sren + 1, ACQ_RW) }

  /* free for every Date error, or only for some: take it */
  :: d_step { phase[c] == ACQ && (FREE_ALWAYS(c) || FREE_SOMETIMES(c)) && stok < TOK_MAX ->
#ifdef REACH_STORE_CLOCK
       NOT_REACHED(OTHERS(c) && BY_OBS(c) > 0);   /* the store's clock shortened a wait */
#endif
       see(c);
       if
       :: FREE_SOMETIMES(c) ->
          printf("t=%d  owner %d: over by the store's clock, if its Date runs %d ahead\n",
                 tnow, ME(c), EMAX)
       :: else -> skip
       fi;
#ifdef LINE
       /* a free lock goes to the first in line: read the line next (a fresh name has none,
          but a newest run joins even then) */
       if
#ifndef NEWEST
       :: sst == ABSENT -> take(c)
       :: else -> lkFree[c] = 1; phase[c] = LN
#else
       :: true -> lkFree[c] = 1; phase[c] = LN
#endif
       fi }
#else
       take(c) }
#endif

  /* held by someone else, its lease running (for some Date error): wait */
#ifdef LINE
  /* (and take a place in line, or a new one if ours was passed) */
  :: d_step { phase[c] == ACQ && OTHERS(c) && !OVER_ALWAYS(c) ->
       see(c);
       if
       :: !(myTk[c] > MAX(smark, lserved)) -> lkFree[c] = 0; phase[c] = JN
#ifdef NEWEST
#ifndef MUT_NEWEST_AT_JOIN_ONLY
       /* waiting in line, it reads a newer run of its group: it stops */
       :: myTk[c] > MAX(smark, lserved) && NEWER_NOW(c) -> supersede(c)
       :: myTk[c] > MAX(smark, lserved) && !NEWER_NOW(c) -> skip
#else
       :: else -> skip
#endif
#else
       :: else -> skip
#endif
       fi }
#ifdef MUT_LINE_BEFORE_LOCK
  /* the line read that the newest check uses comes before the lock's read */
  :: d_step { phase[c] == ACQ -> nwSeen[c] = lnew }
#endif

  /* -- the line (LINE) ------------------------------------------------------------------- */
  /* the lock was free: read the line, and join, try, pass, or look again */
  :: d_step { phase[c] == LN && NEED_JOIN(c) -> join_attempt(c) }
#ifdef NEWEST
  /* newest wins: the line, read after this version of the lock, knows a newer run: stop */
  :: d_step { MAY_ASK(c) && NEWER_BEFORE_TRY(c) -> supersede(c) }
  /* no place of our own (the join failed): the line may not know our run; look again */
  :: d_step { MAY_ASK(c) && !NEWER_BEFORE_TRY(c) && !HAS_PLACE(c) -> phase[c] = ACQ }
#endif
#ifndef NEWEST
  /* the head: its last read of the line showed it first; it writes without reading again */
  :: d_step { phase[c] == LN && KNOWN_FIRST(c) -> try_lock(c) }
#endif
  :: d_step { MAY_TRY(c) && NAHEAD(c) == 0 -> SAW_FIRST(c); try_lock(c) }
  :: d_step { MAY_TRY(c) && NAHEAD(c) > 0 && lkCur[c] -> pass(c); try_lock(c) }
  :: d_step { MAY_TRY(c) && NAHEAD(c) > 0 -> phase[c] = ACQ }

  /* a join (Line.join): attempt, answered, refused, or its answer lost */
  :: d_step { phase[c] == JN -> join_attempt(c) }
#ifdef JOIN_ERRORS
  /* the join fails (the store keeps answering 503, or the join loses every race): acquire
     goes on with the place it had (conditional-lock.ts, joinLine) */
  :: d_step { (phase[c] == JN || (phase[c] == LN && NEED_JOIN(c))) && faults < FAULTS ->
       faults++; phase[c] = BACK_FROM_JOIN(c);
       printf("t=%d  owner %d: its join fails; it goes on with ticket %d\n", tnow, ME(c), myTk[c]) }
#endif
  :: d_step { phase[c] == JN_W && wst[RQ(c)] == W_OK ->
       printf("t=%d  owner %d hears 200 (join): ticket %d\n", tnow, ME(c), wtok[RQ(c)]);
       myTk[c] = wtok[RQ(c)]; phase[c] = BACK_FROM_JOIN(c); REFRESHED(c); SAW_FIRST(c);
       done_with_slot(c) }
  :: d_step { phase[c] == JN_W && wst[RQ(c)] == W_FAIL ->
       printf("t=%d  owner %d hears 412 (join)\n", tnow, ME(c));
       phase[c] = JN; done_with_slot(c) }
  :: d_step { phase[c] == JN_W && CAN_GIVE_UP(c) ->
#ifdef MUT_JOIN_ASSUME_LANDED
       myTk[c] = wtok[RQ(c)]; phase[c] = BACK_FROM_JOIN(c);
#else
       phase[c] = JN;
#endif
       give_up(c, ME(c)); sentAge[c] = 0 }

#ifdef CROWD
  /* a join sent to the crowd (Line.join -> joinInCrowd), and the sender's looks */
  :: d_step { phase[c] == JN -> crAt[c] = 0; crowd_look(c, 0) }
  /* a join that takes the line as new, unread (Line.join, lineLikelyNew: the code's only after
     its create of the name was refused; the model lets any first join): on a line never
     written, what a read would have said; on any other, its If-None-Match write is refused
     and its request goes to round 0, the new line's round, taken in already or not */
  :: d_step { phase[c] == JN && myTk[c] == 0 && sentTo[c] == 0 ->
       if
       :: !lwritten -> join_attempt(c)
       :: else ->
#ifdef REACH_UNREAD_STRAGGLER
          NOT_REACHED(lround > 0);   /* its request goes to a round taken in already */
#endif
          printf("t=%d  owner %d's join of the line as new is refused\n", tnow, ME(c));
          unread_send(c)
       fi }
  :: d_step { phase[c] == CR -> crowd_look(c, 0) }
#ifdef REQ_LATE
  /* (d_step resolves choices deterministically: each choice is an option of its own) */
  :: d_step { phase[c] == JN && rqFly[c] == 0 && faults < FAULTS -> crAt[c] = 0; crowd_look(c, 1) }
  :: d_step { phase[c] == CR && rqFly[c] == 0 && faults < FAULTS -> crowd_look(c, 1) }
  :: d_step { rqFly[c] != 0 ->
       if
       :: tomb[rqFly[c] - 1] & BIT(ME(c)) ->   /* the create finds the key taken: refused */
          printf("t=%d  owner %d's request to round %d is refused\n", tnow, ME(c), rqFly[c] - 1)
       :: else ->
          reqs[rqFly[c] - 1] = reqs[rqFly[c] - 1] | BIT(ME(c));
          printf("t=%d  owner %d's request to round %d lands\n", tnow, ME(c), rqFly[c] - 1)
       fi;
       rqFly[c] = 0 }
#endif
#ifdef JOIN_ERRORS
  /* the crowd join fails (no seat in time): acquire goes on with the place it had; the
     requests stay known, for a leave to withdraw */
  :: d_step { phase[c] == CR && faults < FAULTS -> faults++; phase[c] = BACK_FROM_JOIN(c) }
#endif
#endif

  /* give up waiting (timeout, cancel) and leave the line: settled by reading back */
  :: d_step { phase[c] == ACQ && myTk[c] != 0 && leaves < LEAVES ->
       leaves++; quitting[c] = 1; phase[c] = LV;
       printf("t=%d  owner %d gives up, and leaves the line\n", tnow, ME(c));
#if defined(CROWD) && !defined(MUT_FENCE_FIRST)
       withdraw(c)
#else
       skip
#endif
     }
#ifdef CROWD
  /* a sender gives up: its requests are withdrawn before the line is fenced */
  :: d_step { phase[c] == CR && leaves < LEAVES ->
       leaves++; quitting[c] = 1; phase[c] = LV;
       printf("t=%d  owner %d gives up while its request waits, and leaves\n", tnow, ME(c));
#ifndef MUT_FENCE_FIRST
       withdraw(c)
#else
       skip
#endif
     }
#endif
  :: d_step { phase[c] == LV ->
       find_mine(c);
       if
       :: x != 0 -> send(c, K_LEAVE, E_CUR, 0, ME(c), 0, 0, LV_W)
#ifdef CROWD
#ifndef MUT_FENCE_ONLY_NO_TICKET
       /* no ticket of ours in the line: fence it all the same (a join of ours, a direct write
          or a take-in of our request, may still land), also when we hold a served ticket */
       :: x == 0 -> send(c, K_LEAVE, E_CUR, 0, ME(c), 0, 0, LV_W)
#else
       /* the code as of c6f08a0: fence only when no ticket of ours is known (Place.ticket
          undefined); a passed waiter whose new join was sent leaves unfenced */
       :: x == 0 && myTk[c] == 0 -> send(c, K_LEAVE, E_CUR, 0, ME(c), 0, 0, LV_W)
       :: x == 0 && myTk[c] != 0 -> leave_done(c)
#endif
#else
       :: else -> leave_done(c)
#endif
       fi;
       x = 0 }
  :: d_step { phase[c] == LV_W && wst[RQ(c)] == W_OK -> done_with_slot(c); leave_done(c) }
  :: d_step { phase[c] == LV_W && wst[RQ(c)] == W_FAIL -> done_with_slot(c); phase[c] = LV }
  :: d_step { phase[c] == LV_W && CAN_GIVE_UP(c) ->
       give_up(c, ME(c)); sentAge[c] = 0; phase[c] = LV }
#else
  :: d_step { phase[c] == ACQ && OTHERS(c) && !OVER_ALWAYS(c) -> see(c) }
#endif

  /* the write that takes the lock, answered */
  :: d_step { phase[c] == ACQ_W && wst[RQ(c)] == W_OK ->
       printf("t=%d  owner %d hears 200\n", tnow, ME(c));
       if
       :: ENTRY_OK(sentAge[c]) ->
          hand_out(c, sentAge[c], wetag[RQ(c)], wtok[RQ(c)], 0, wafter[RQ(c)])
       :: else -> phase[c] = ACQ
       fi;
       done_with_slot(c) }
  :: d_step { phase[c] == ACQ_W && wst[RQ(c)] == W_FAIL ->
       printf("t=%d  owner %d hears 412\n", tnow, ME(c));
       phase[c] = ACQ; done_with_slot(c) }
  :: d_step { phase[c] == ACQ_W && CAN_GIVE_UP(c) ->
       if
       :: unresAge[c] == NONE -> unresAge[c] = sentAge[c]; unresCond[c] = wcond[RQ(c)]
       :: else -> skip
       fi;
       give_up(c, ME(c)); sentAge[c] = 0; phase[c] = ACQ }

  /* the renewal made by acquire, answered */
  :: d_step { phase[c] == ACQ_RW && wst[RQ(c)] == W_OK ->
       printf("t=%d  owner %d hears 200 (renewal in acquire)\n", tnow, ME(c));
       if
       :: ENTRY_OK(sentAge[c]) ->
          hand_out(c, sentAge[c], wetag[RQ(c)], wtok[RQ(c)], wren[RQ(c)], wafter[RQ(c)])
       :: else -> phase[c] = ACQ
       fi;
       done_with_slot(c) }
  :: d_step { phase[c] == ACQ_RW && wst[RQ(c)] == W_FAIL -> phase[c] = ACQ; done_with_slot(c) }
  :: d_step { phase[c] == ACQ_RW && CAN_GIVE_UP(c) ->
#ifdef MUT_ACQ_RENEW_UNRESOLVED
       if
       :: unresAge[c] == NONE -> unresAge[c] = sentAge[c]; unresCond[c] = wcond[RQ(c)]
       :: else -> skip
       fi;
#endif
       give_up(c, ME(c)); sentAge[c] = 0; phase[c] = ACQ }

#ifdef LINE
  /* the hand-out gate (AcquireAttempt.enter -> enterInTime), after the settle: acquire
     returns only if our own count is still running, with nothing awaited in between; else it
     reads again (our record: renew first, ACQ_RW; else wait as a waiter) */
  :: d_step { phase[c] == SETTLE ->
       settled[c] = 1;
#ifdef REACH_GATE_LATE
       NOT_REACHED(!ENTRY_OK(stlAge[c]));   /* our count ended while we settled */
#endif
       if
#ifdef MUT_HANDOUT_NO_RECHECK
       :: true ->   /* the old code: the count checked before the settle only */
#else
       :: ENTRY_OK(stlAge[c]) ->
#endif
          enter(c, stlAge[c], myEtag[c], myTok[c], myRen[c], myAfter[c])
       :: else ->
          printf("t=%d  owner %d's count ended while it settled: it reads again\n", tnow, ME(c));
          phase[c] = ACQ; myEtag[c] = 0; myTok[c] = 0; myRen[c] = 0; myAfter[c] = 0
       fi;
       stlAge[c] = 0 }
#endif

  /* -- hold: renew while inside, or stop (the job is done, or the lease lapsed) -------- */
  :: d_step { phase[c] == HOLD && held[c] && myRen[c] < R_MAX ->
       if
       :: unconfAge[c] == NONE -> unconfAge[c] = 0
       :: else -> skip
       fi;
       send(c, K_REN, myEtag[c], myTok[c], ME(c), myAfter[c], myRen[c] + 1, REN_W) }
  :: d_step { phase[c] == HOLD ->
       printf("t=%d  owner %d is done (or its lease lapsed) and releases\n", tnow, ME(c));
       held[c] = 0; left[c] = 0; unconfAge[c] = NONE; phase[c] = REL }

  /* a renewal, answered */
  :: d_step { phase[c] == REN_W && wst[RQ(c)] == W_OK ->
       printf("t=%d  owner %d hears 200 (renewal)\n", tnow, ME(c));
       myEtag[c] = wetag[RQ(c)]; myRen[c] = wren[RQ(c)];
       if
       :: held[c] -> left[c] = LEFT(sentAge[c])
       :: else -> skip
       fi;
       unconfAge[c] = NONE; phase[c] = HOLD; done_with_slot(c);
       CHECK_STATUS(c) }
  :: d_step { phase[c] == REN_W && wst[RQ(c)] == W_FAIL ->
       printf("t=%d  owner %d hears 412 (renewal)\n", tnow, ME(c));
       done_with_slot(c); renew_read_back(c) }
  :: d_step { phase[c] == REN_W && CAN_GIVE_UP(c) ->
       give_up(c, ME(c)); sentAge[c] = 0; renew_read_back(c) }

  /* -- release ------------------------------------------------------------------------ */
  :: d_step { phase[c] == REL ->
#ifdef MUT_RELEASE_ANY
       send(c, K_REL, E_ANY, myTok[c], ME(c), 0, 0, REL_W)
#else
       send(c, K_REL, myEtag[c], myTok[c], ME(c), 0, 0, REL_W)
#endif
     }
  :: d_step { phase[c] == REL_W && wst[RQ(c)] == W_OK ->
       done_with_slot(c); report(c, R_RELEASED) }
  :: d_step { phase[c] == REL_W && wst[RQ(c)] == W_FAIL ->
       printf("t=%d  owner %d hears 412 (release)\n", tnow, ME(c));
       done_with_slot(c); release_read_back(c) }
  :: d_step { phase[c] == REL_W && CAN_GIVE_UP(c) ->
       give_up(c, ME(c)); sentAge[c] = 0; unheard[c] = 1; release_read_back(c) }
  od
}

/* ---- The store applies writes, in any order, whenever the network delivers them ------ */

/* A new version: every remembered ETag is now an older one. */
inline new_version() {
  i = 0;
  do
  :: i < N -> fsCur[i] = 0; fsAge[i] = 0; unresCond[i] = 0; myEtag[i] = 0;
#ifdef LINE
     lkCur[i] = 0;
#endif
     i++
  :: else -> break
  od;
  i = 0;
  do
  :: i < NSLOT ->
     if
     :: !ON_LINE(i) -> wetag[i] = 0;
        if
        :: wcond[i] == E_CUR -> wcond[i] = E_OLD
        :: else -> skip
        fi
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
#ifdef LINE
  /* a pass event is about one free version of the lock */
  i = 0;
  do
  :: i < KT -> tkpass[i] = 0; i++
  :: else -> break
  od;
#endif
  i = 0
}

#ifdef LINE
/* A new version of the line: writes conditional on the old one can no longer land. */
inline new_line_version() {
  i = 0;
  do
  :: i < NSLOT ->
     if
     :: ON_LINE(i) && wcond[i] == E_CUR -> wcond[i] = E_OLD
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
#ifdef CROWD
  i = 0;
  do
  :: i < TAKERS -> tcur[i] = 0; i++
  :: else -> break
  od;
  lwritten = 1;
#endif
  i = 0
}

/* Packs the tickets kept (tkn[i] != 0 after the caller zeroed those dropped) from slot 0. */
inline pack_tickets() {
  i = 0; j = 0;
  do
  :: i < KT ->
     if
     :: tkn[i] != 0 ->
        tkn[j] = tkn[i]; tkid[j] = tkid[i]; tkpass[j] = tkpass[i];
        if
        :: j != i -> tkn[i] = 0; tkid[i] = 0; tkpass[i] = 0
        :: else -> skip
        fi;
        j++
     :: else -> tkid[i] = 0; tkpass[i] = 0
     fi;
     i++
  :: else -> break
  od;
  i = 0
}

/* A waiter still waiting in the round that holds this id, and not giving up. */
#define CL(id) (((id) - 1) % N)
#define WAITING(p) (((p) >= ACQ && (p) <= ACQ_RW) || ((p) >= LN && (p) <= JN_W) || (p) == LT || \
  (p) == CR)
#define LIVE_WAITER(id) (ME(CL(id)) == (id) && !quitting[CL(id)] && WAITING(phase[CL(id)]))

inline apply_line(k) {
  if
  :: wcond[k] == E_CUR ->
     new_line_version();
     if
     :: wkind[k] == K_JOIN ->
        /* prune the tickets up to the mark */
        i = 0;
        do
        :: i < KT ->
           if
           :: tkn[i] <= wmark[k] -> tkn[i] = 0
           :: else -> skip
           fi;
           i++
        :: else -> break
        od;
        pack_tickets();
        /* P8: the joiner has no unserved ticket already (served: up to the lock's mark) */
        i = 0;
        do
        :: i < KT -> assert(P8_once_in_line && !(tkid[i] == wown[k] && tkn[i] > smark)); i++
        :: else -> break
        od;
        i = 0;
        tkn[j] = lnext; tkid[j] = wown[k]; tkpass[j] = 0; j = 0;
        lserved = MAX(lserved, wmark[k]); lnext++;
#ifdef NEWEST
#ifndef MUT_JOIN_NO_NEWEST
        /* the same write raises the group's newest order (withNewest: never lowers it) */
        lnew = MAX(lnew, ORD(wown[k]));
#endif
#endif
        skip
     :: wkind[k] == K_LEAVE ->
#ifdef REACH_LEAVE
        NOT_REACHED(1);   /* a waiter's leave lands */
#endif
        i = 0;
        do
        :: i < KT ->
           if
           :: tkid[i] == wown[k] -> tkn[i] = 0
           :: else -> skip
           fi;
           i++
        :: else -> break
        od;
        pack_tickets(); j = 0
     fi;
     wst[k] = W_OK;
     printf("t=%d  store applies: ", tnow); say_write(k); printf(" -> line:");
     i = 0;
     do
     :: i < KT && tkn[i] != 0 -> printf(" %d (owner %d)", tkn[i], tkid[i]); i++
     :: else -> break
     od;
     i = 0;
     printf(", served %d, next %d", lserved, lnext);
#ifdef NEWEST
     printf(", newest order %d", lnew);
#endif
     printf("\n")
  :: else ->
     wst[k] = W_FAIL;
     printf("t=%d  store refuses (412): ", tnow); say_write(k); printf("\n")
  fi;
  if
  :: !wlisten[k] -> clear_slot(k)
  :: else -> skip
  fi
}

/* An acquisition lands: the mark never goes back, and nobody live is overtaken (P6). */
inline line_checks(k) {
  assert(P7_mark_grows && wmark[k] >= smark);
#ifdef REACH_PASS
  i = 0;
  do
  :: i < KT -> NOT_REACHED(tkpass[i] && tkn[i] > smark && tkn[i] <= wmark[k]); i++
  :: else -> break
  od;
#endif
  i = 0;
  do
  :: i < KT ->
     if
     :: tkn[i] > smark && tkid[i] != wown[k] && !tkpass[i] && LIVE_WAITER(tkid[i]) ->
        assert(P6_line_order && tkn[i] > wbas[k])
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
  i = 0;
  smark = wmark[k];
#ifdef NEWEST
  /* P9: once a run's acquisition has landed, no older run of its group's ever does. */
  assert(P9_newest_wins && ORD(wown[k]) >= gLanded);
#ifdef REACH_SUPERSEDED_LANDS
  /* a write of a run that has stopped, superseded, lands: the lock is held by nobody alive */
  NOT_REACHED(supd[CL(wown[k])] && ME(CL(wown[k])) == wown[k]);
#endif
  gLanded = MAX(gLanded, ORD(wown[k]));
#endif
  skip
}
#endif

inline apply(k) {
  if
#ifdef LINE
  :: ON_LINE(k) -> apply_line(k)
  :: !ON_LINE(k) && (wcond[k] == E_CUR || wcond[k] == E_ANY) ->
#else
  :: wcond[k] == E_CUR || wcond[k] == E_ANY ->
#endif
     /* P3: a release or a renewal replaces only its own held record */
     assert(P3_release_own && (wkind[k] != K_REL || (sst == HELD && sown == wown[k])));
     assert(P3_renew_own && (wkind[k] != K_REN || (sst == HELD && sown == wown[k])));
     /* a force release replaces only the acquisition it names */
     assert(P3_force_named && (wkind[k] != K_FRC || (sst == HELD && stok == wtok[k])));
     /* P2: tokens never go down; a write that takes the lock carries a new largest one */
     assert(P2_tokens_grow && wtok[k] >= stok && (wkind[k] != K_ACQ || wtok[k] > maxTok));
     if
     :: wkind[k] == K_REL -> relApplied = relApplied | BIT(wown[k])
     :: wkind[k] == K_FRC -> broken = broken | BIT(sown)
#ifdef LINE
     :: wkind[k] == K_ACQ -> line_checks(k)
#endif
     :: else -> skip
     fi;
     new_version();
     stok = wtok[k]; maxTok = MAX(maxTok, wtok[k]); sown = wown[k]; sage = 0;
     if
     :: wkind[k] == K_ACQ || wkind[k] == K_REN ->
        sst = HELD; safter = wafter[k]; sren = wren[k]; sforced = 0
     :: else ->
        sst = RELEASED; safter = 0; sren = 0; sforced = (wkind[k] == K_FRC)
     fi;
     wetag[k] = 1; wst[k] = W_OK;
     printf("t=%d  store applies: ", tnow); say_write(k); printf(" -> "); say_record();
     printf("\n");
     if
     :: !wlisten[k] -> clear_slot(k)
     :: else -> skip
     fi
  :: else ->
     wst[k] = W_FAIL;
     printf("t=%d  store refuses (412): ", tnow); say_write(k); printf("\n");
     if
     :: !wlisten[k] -> clear_slot(k)
     :: else -> skip
     fi
  fi
}

#define LAND(k) :: d_step { wst[k] == W_PENDING -> apply(k) }
#define LOSE(k) :: d_step { wst[k] == W_PENDING && !wlisten[k] -> clear_slot(k) }

active proctype network() {
  byte i;      /* scratch, within one step */
#ifdef LINE
  byte j;      /* scratch, within one step */
#endif
end:
  do
#ifdef MARK_LOST
  /* A job of an older version takes the released lock out of turn (it knows no line) and
     releases it between two looks of anyone: its records carry no served mark. Once a run. */
  :: d_step { sst == RELEASED && !markLost && stok < TOK_MAX ->
       markLost = 1; new_version();
       stok++; maxTok = MAX(maxTok, stok); sown = OLD_ID; sforced = 0; sage = 0; smark = 0;
       printf("t=%d  a job of an older version takes and releases the lock: ", tnow);
       say_record(); printf("\n") }
#endif
  LAND(0)
  LAND(1)
  LOSE(1)
#if NSLOT > 2
  LAND(2)
  LAND(3)
  LOSE(3)
#endif
#if NSLOT > 4
  LAND(4)
  LAND(5)
  LOSE(5)
#endif
#if NSLOT > 6
  LAND(6)
  LAND(7)
  LOSE(7)
#endif
  od
}

#ifdef CROWD
/* ---- CROWD: taking a round in (line.ts takeInRound), by whoever, whenever ------------- */

/* Is there an unserved ticket (by the take-in's mark) for this id? y: 1 if so. */
inline seated(t, id) {
  y = 0; i = 0;
  do
  :: i < KT ->
     if
     :: tkid[i] == (id) && tkn[i] > tmk[t] -> y = 1
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
  i = 0
}

/* The take-in's write lands (its condition held): tickets for the listed ids not seated yet,
 * in either order among them, the served mark raised, and the next round. */
inline take_in(t, up) {
  new_line_version();
  i = 0;
  do
  :: i < KT ->
     if
     :: tkn[i] <= tmk[t] -> tkn[i] = 0
     :: else -> skip
     fi;
     i++
  :: else -> break
  od;
  pack_tickets();
  lserved = MAX(lserved, tmk[t]);
  x = up; k = 0;
  do
  :: k < N ->
     id = (x -> k + 1 : N - k);
     seated(t, id);
     if
     :: (tlist[t] & BIT(id)) && !y ->
        assert(P10_no_leak && !(gone & BIT(id)));
        assert(P11_taken_once && !(taken[id - 1] & BIT(tr[t])));
        i = 0;
        do
        :: i < KT -> assert(P8_once_in_line && !(tkid[i] == id && tkn[i] > smark)); i++
        :: else -> break
        od;
        taken[id - 1] = taken[id - 1] | BIT(tr[t]);
        tkn[j] = lnext; tkid[j] = id; tkpass[j] = 0; j++; lnext++
     :: else -> skip
     fi;
     k++
  :: else -> break
  od;
#ifndef MUT_SAME_ROUND
  lround++;
#endif
  printf("t=%d  round %d taken in -> line:", tnow, tr[t]);
  i = 0;
  do
  :: i < KT && tkn[i] != 0 -> printf(" %d (owner %d)", tkn[i], tkid[i]); i++
  :: else -> break
  od;
  printf(", served %d, next %d, round %d\n", lserved, lnext, lround);
  i = 0; j = 0; k = 0; x = 0; id = 0; y = 0
}

/* How many tickets the take-in would add (within T_MAX, or it waits). */
inline to_add(t) {
  x = 0; k = 1;
  do
  :: k <= N -> seated(t, k); x = x + ((tlist[t] & BIT(k)) && !y); k++
  :: else -> break
  od;
  k = 0; y = 0
}

inline taker_reset(t) {
  tph[t] = 0; tr[t] = 0; tcur[t] = 0; tlist[t] = 0; tmk[t] = 0
}

proctype taker(byte t) {
  byte i, j, k, x, y, id;   /* scratch, within one step */
end:
  do
#ifndef MUT_LIST_BEFORE_READ
  /* read the line at round r, then list r */
  :: d_step { tph[t] == 0 && lround < CRR ->
       tr[t] = lround; tcur[t] = 1; tmk[t] = MAX(smark, lserved); tph[t] = 1;
       printf("t=%d  taker %d reads the line at round %d\n", tnow, t, lround) }
  :: d_step { tph[t] == 1 ->
       tlist[t] = reqs[tr[t]];
       printf("t=%d  taker %d lists round %d: ids %d (bits)\n", tnow, t, tr[t], tlist[t]);
       if
       :: tlist[t] != 0 -> tph[t] = 2
       :: else -> taker_reset(t)   /* empty: looked at again later */
       fi }
#else
  /* list the round first, then read the line (at that round still) */
  :: d_step { tph[t] == 0 && lround < CRR -> tr[t] = lround; tlist[t] = reqs[lround]; tph[t] = 1;
       printf("t=%d  taker %d lists round %d: ids %d (bits)\n", tnow, t, lround, tlist[t]) }
  :: d_step { tph[t] == 1 ->
       if
       :: lround == tr[t] && tlist[t] != 0 -> tcur[t] = 1; tmk[t] = MAX(smark, lserved); tph[t] = 2;
          printf("t=%d  taker %d reads the line at round %d\n", tnow, t, lround)
       :: else -> taker_reset(t)
       fi }
#endif
  /* the conditional write: lands while the version read is current, else refused */
  :: d_step { tph[t] == 2 && tcur[t] ->
       to_add(t);
       if
       :: lnext + x <= T_MAX + 1 -> take_in(t, 1); tph[t] = 3   /* in ascending ids */
       :: else -> taker_reset(t)   /* beyond the ticket bound */
       fi;
       x = 0 }
  :: d_step { tph[t] == 2 && tcur[t] && N > 1 ->
       to_add(t);
       if
       :: lnext + x <= T_MAX + 1 -> take_in(t, 0); tph[t] = 3   /* in descending ids */
       :: else -> taker_reset(t)
       fi;
       x = 0 }
  :: d_step { tph[t] == 2 && !tcur[t] -> taker_reset(t) }
  /* then the listed requests are deleted, or not (best effort) */
#ifdef REQ_LATE
  /* the withdrawn requests listed with them too */
  :: d_step { tph[t] == 3 -> reqs[tr[t]] = reqs[tr[t]] & ~tlist[t]; tomb[tr[t]] = 0; taker_reset(t) }
#else
  :: d_step { tph[t] == 3 -> reqs[tr[t]] = reqs[tr[t]] & ~tlist[t]; taker_reset(t) }
#endif
  :: d_step { tph[t] == 3 -> taker_reset(t) }
  od
}
#endif

/* ---- Time, and each holder's timer at the end of its own count (review F1) ----------- */

/*
 * Ages stop growing where no rule can tell them from larger ones: the takeover rule only
 * asks whether remaining <= 0 (which stays true as ages grow), and the entry check whether
 * an age is below LA. So the cap is exact, and runs of any length meet in finitely many
 * states.
 */
inline older(v, cap) {
  if
  :: v != NONE && v < cap -> v++
  :: else -> skip
  fi
}

active proctype clock() {
  byte c;
end:
  do
  :: d_step {
       tnow++;
       older(sage, L + 1);
       c = 0;
       do
       :: c < N ->
          if
          :: held[c] && left[c] > 0 -> left[c]--
          :: else -> skip
          fi;
#ifndef MUT_STATUS_AFTER_REQUEST
          if
          :: held[c] && left[c] == 0 ->
#ifdef REACH_LAPSE_IN_FLIGHT
             NOT_REACHED(phase[c] == REN_W);   /* the count ends, a renewal in flight */
#endif
             held[c] = 0; unconfAge[c] = NONE;
             printf("t=%d  owner %d: its own count is over; its status stops saying held\n",
                    tnow, ME(c))
          :: else -> skip
          fi;
#endif
          CHECK_STATUS(c);
          if
          :: fsCur[c] -> older(fsAge[c], L)
          :: else -> skip
          fi;
          if
          :: phase[c] == ACQ || phase[c] == ACQ_W || phase[c] == ACQ_RW ||
             phase[c] == LN || phase[c] == JN || phase[c] == JN_W || phase[c] == LT ||
             phase[c] == CR || phase[c] == SETTLE ->
             older(t0Age[c], LA); older(unresAge[c], LA)
          :: else -> skip
          fi;
          if
          :: phase[c] == ACQ_W || phase[c] == ACQ_RW || phase[c] == REN_W ->
             older(sentAge[c], LA)
          :: else -> skip
          fi;
          older(unconfAge[c], LA);
#ifdef LINE
          if :: phase[c] == SETTLE -> older(stlAge[c], LA) :: else -> skip fi;
#endif
          c++
       :: else -> break
       od;
       c = 0 }
  od
}

/* ---- The operator: s3-lock release --force --token T ------------------------------------ */
#ifdef FORCE
#define OP N         /* the operator's writer index */
byte opPhase;        /* 0: to read and write, 1: write in flight, 2: done */
byte opTok;          /* the token named (0: not chosen yet) */
byte opTries;

inline op_read_back() {
  if
  :: sst == RELEASED && sown == OP_ID -> opPhase = 2
  :: sst == HELD && stok == opTok && opTries < F_TRIES -> opPhase = 0  /* renewed: again */
  :: else -> opPhase = 2
  fi
}

active proctype operator() {
end:
  do
  :: d_step { opPhase == 0 && sst == HELD && (opTok == 0 || stok == opTok) ->
       opTok = stok; opTries++;
       wst[RQ(OP)] = W_PENDING; wlisten[RQ(OP)] = 1; wkind[RQ(OP)] = K_FRC;
       wcond[RQ(OP)] = E_CUR; wtok[RQ(OP)] = stok; wown[RQ(OP)] = OP_ID; opPhase = 1;
       printf("t=%d  operator (%d) sends: ", tnow, OP_ID); say_write(RQ(OP)); printf("\n") }
  :: d_step { opPhase == 0 && opTok != 0 && !(sst == HELD && stok == opTok) -> opPhase = 2 }
  :: d_step { opPhase == 1 && wst[RQ(OP)] == W_OK -> clear_slot(RQ(OP)); opPhase = 2 }
  :: d_step { opPhase == 1 && wst[RQ(OP)] == W_FAIL -> clear_slot(RQ(OP)); op_read_back() }
  :: d_step { opPhase == 1 && CAN_GIVE_UP(OP) -> give_up(OP, OP_ID); op_read_back() }
  :: d_step { opPhase == 2 && opTok != 0 -> opTok = 0; opTries = 0 }
  od
}
#endif

init {
  byte c;
  atomic {
#ifdef DEAD_HOLDER
    /* a holder that never moves again: its lease runs out with nobody to renew it */
    sst = HELD; stok = 1; sown = DEAD_ID; safter = AFT_CREATED; maxTok = 1; lastEntered = 1;
#endif
    c = 0;
    do
    :: c < N -> unresAge[c] = NONE; unconfAge[c] = NONE; run client(c); c++
    :: else -> break
    od;
    c = 0;
#ifdef CROWD
    do
    :: c < TAKERS -> run taker(c); c++
    :: else -> break
    od;
    c = 0;
#endif
    skip
  }
}
