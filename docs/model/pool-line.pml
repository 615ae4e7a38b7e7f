/*
 * The lock with several holders AND its line of waiters, in one model (issue 24; review 2,
 * F18-F21 and F32), for Spin: npm run model -- --only pool-line. src/lock/pool/shared-lock.ts
 * (SharedLock.acquire), place-acquisition.ts (take, seatBehind), shared-record.ts (hasRoom,
 * admittedInOrder, withNewPlace, withHandedPlaces), place-watch.ts and line.ts (Line, Place),
 * as fixed after review 2, with the pool's served-above set (issue 27: a pool stays full under
 * a crowd), and after review 3 (F34-F36): the hand-out gate after the settle
 * (AcquireAttempt.enter), the leave's line write before its deletes (Place.leave), and the
 * depart of a waiter that gives up (PlaceAcquisition.stopped, SharedLock.depart).
 *
 * The world is places.pml's: a clock ticks, any number of steps happen between two ticks,
 * clients measure durations on that clock, a client may stop moving at any point. Two objects,
 * the lock record and the line, each changed only by conditional writes: a write lands at some
 * later step if its object is still the version its sender read; its sender may stop waiting
 * (a lost answer) and learns the outcome only by reading. Reads are answered at once, except
 * that a read of the line may fail (RFAULTS). A client keeps one write per object in flight.
 *
 * Each client makes one acquisition (one owner id); client 0 asks for an exclusive place with
 * EXCL0, the others for shared ones. One look (a d_step) reads the lock record, judges each
 * place by its own watch, and, if the line is needed, reads the line and joins it; then it
 * tries (writes the record with the expired places dropped and its own new place added, the
 * served mark raised to its ticket, or its ticket added to the served-above set) or waits. A
 * take whose answer was lost is settled only by a later look that finds our place in the
 * record (no ghost knowledge: review 2, 4.3); a place that is not there makes us a waiter
 * again, and a later take in the same acquisition writes a NEW place (a new generation, the
 * token's role) with the same owner. A holder renews (read, write its count one higher), then
 * releases (read, write the record without it); its lease counts from the send of the write
 * that started it (after a lost answer: the first such send).
 *
 * The line: tickets (one slot per client: a rejoin replaces our served ticket, which no rule
 * counts), `next`, and in the lock record the served mark and the served-above set (a bit per
 * ticket value: those above the mark that took out of order). A ticket is served when it is at
 * most the mark or in the set. A join reads the line: our unserved ticket there (a join of
 * ours landed unheard) is our place; else it writes a ticket at the end, pruning tickets at
 * most the mark (those in the set stay until the mark passes them). A take with nobody
 * unserved ahead raises the mark to its ticket and drops the set's entries at most the new
 * mark. The pass rule (F19): while the head of the line (the first ahead) would fit beside
 * the live places, a timer runs (restarted when the served mark changes, stopped when the
 * head does not fit); once it has run (number ahead) x PS ticks (the code sums each ahead's
 * own pass-step when longer than the passer's; here every client's is PS), the waiter tries if
 * there is room for itself, passing those ahead (its mark serves them; the set loses its
 * entries at most the mark). Before that, a waiter with a ticket and unserved tickets ahead of
 * it may take out of order when those ahead, in ticket order, and then it would all fit beside
 * the live places (admittedInOrder(live, [...ahead, me]) == ahead + 1): its take leaves the
 * mark and adds its ticket to the set. The code staggers such takes (100 ms per waiter ahead
 * since the record last changed): a second kind of look, before the stagger has passed, does
 * everything but take out of order.
 * Renewals keep the set. A waiter may give up (GIVEUPS); it then leaves
 * the line (F20): it reads the line and writes it without its ticket, and when its ticket is
 * not there but a join of ours may still land, it writes the line anyway (a fence: a changed
 * version, so the join's condition can no longer hold); refused: again. The deletes of its join
 * requests come after that write, in the background (F35: a delete that never ends cannot keep
 * the ticket in the line; no model state, as nothing waits for them). Then it departs (F36):
 * it reads the record and writes it once, on that version: a place of its own there (handed
 * to it unheard, or seated by a take) is freed as a holder releases it (and handed on); else
 * the ticket its leave removed, if unserved, goes into the served-above set, so that a release
 * or a take that read the line before the leave, and would seat it, is refused (its write is on
 * an older version) and reads again; refused or unanswered: again. A release that read the
 * line before the leave and lands before the depart's write is found by the depart's read.
 *
 * The settle and the hand-out gate (review 3, F34). A look that finds our place, or the answer
 * that our take landed, does not return at once: with a place in line (we joined) acquire first
 * settles (Place.settle: a join of ours still on its way, without a ticket, is fenced), and any
 * number of ticks pass there while the others move. Then acquire returns, as its own step,
 * only if our own count has not ended at that moment (nothing is awaited between that check
 * and the return); ended, it renews first (read, write our count one higher on our place, the
 * lease from that send; R_MAX bounds it) and checks again, or, its place gone, waits again
 * (REWAITS bounds how many do; the others stop there, as any client may). Without a place in
 * line nothing is awaited: the gate at once (but see HOLD_GATE).
 *
 * The hold gate (HOLD_GATE; review 4, F42 and F47). passHolds is always awaited, after the
 * settle and before the gate, so with HOLD_GATE every place found or take heard goes to it
 * (P_HOLDS), with or without a place in line. Each of its steps is one read of the registry,
 * whose answer is free (GATE_HOLDS bounds the reads that find a hold, in the whole run): no
 * hold and not paused, on to the gate; a hold, the job is paused and renews its place with
 * the pause mark (markPaused); paused, it may renew again with the mark (keepLease,
 * GATE_RENEWS in the whole run) or only wait; paused and no hold, it renews without the mark
 * (the un-mark), and only a confirmed un-mark ends the pause, after which the registry is read
 * again. Each of these is a renewal (renewAcquisition) whose answer may be lost (FAULTS) and
 * which may land unheard: answered, the lease counts from its send; lost, the first unheard
 * send is kept (usince); a later renewal that finds one of ours landed (the record read first
 * stands for the code's refusal and read-back) counts the lease from that first unheard send
 * and is this write only if the record holds the text written (the record's mark bit, spm);
 * the other text (our earlier write) extends the lease but the caller writes again. The gate's
 * own renewal (enterInTime) settles a read-back the same way. Nobody paused counts as inside.
 *
 * Handoff (issue 27: the record takes only so many writes a second, so a release also seats
 * the next waiters). A release reads the record and the line (that read may fail, RFAULTS:
 * then nobody is seated) and writes, on the record's version, the record without its place
 * and with a new place (a new generation from the record's counter, renewals 0) for each
 * waiter it seats: the unserved tickets of the line, in ticket order, while they fit
 * (admittedInOrder) beside the places the record keeps, none judged expired (the releaser has
 * no watch); the first that does not fit stops it (no overtaking); a ticket whose owner
 * already has a place in the record (the releaser's own included) is skipped. The mark rises
 * to the last ticket seated and the set loses its entries at most the mark, as an in-order take
 * moves them. The line read may be stale when the write lands (the waiter left, died, or gave
 * up: its place is held until the others' watches expire it, and the next take drops it); a
 * waiter's own take landing in between changes the version, so the release is refused and
 * reads again. A waiter whose look finds a place of its own that its own take did not make
 * (another generation) is inside: the lease counts from its previous read of the record,
 * which did not show the place, so began before the handoff landed and before any other
 * client first saw the place; or from a take of its own still unheard, if that was sent
 * earlier. It enters (after the settle) only if that count has not run out at the gate.
 *
 * Seating behind a take (issue 27, seatBehind: a crowd on an empty pool is seated a pool at a
 * time, not one take per round of all its reads and writes). A take that raises the mark to
 * the taker's own unserved ticket (in line order, or passing those ahead), from a look whose
 * line read succeeded, also seats, in the same conditional write, the waiters behind it: the
 * release's seating step (withHandedPlaces) applied after the taker's own place. Beside the
 * live places and the taker's, the unserved tickets above the new mark, in ticket order, while
 * they fit (admittedInOrder); the first that does not fit stops it; a ticket whose owner has a
 * place in the write (the taker, a live holder) is skipped, one whose place the take drops as
 * expired is not (the code checks the record it writes: that owner's count has run out). Each
 * seated gets a new generation from the record's counter and a claim, as a handed place; the
 * mark rises to the last ticket seated and the set loses its entries at most the mark. The
 * line is the one this look read, stale by the time the take lands (a seated waiter may have
 * left, died or given up since: its place is then dropped by its claim, as a handed one). A
 * take out of order (its ticket into the set), one without an unserved ticket (the code seats
 * only behind a ticket of ours), or one after a failed line read (F21's mutation) seats nobody. A seated waiter enters exactly as one handed
 * a place by a release (the rule above, and the claim below).
 *
 * The claim (issue 27: a place handed to a waiter that has died or left must not be held for a
 * whole lease by nobody). A handed place carries, beside the lease L, a claim CL < L (in the
 * code two pass-steps of the waiter, capped at its lease); the record keeps a bit per place,
 * "handed, never renewed" (sclaim). While it is set every client judges the place by CL: a
 * watch drops it after CL ticks unchanged from when it first saw it, and its holder counts CL
 * from the rule's start above (hclaim). The holder's first renewal (renewals 0 -> 1) clears the
 * bit: from then on the place is judged by L (watches restart at the changed version as for
 * any renewal, the holder counts L from the renewal's send). A take's own place has no claim.
 * The holder may renew at any point while inside, so "renew first on entering" and "renew
 * within the claim" are among its interleavings.
 *
 * Properties (assertions; each text starts with its name):
 *   P1 limit        never more than K clients inside at once (inside: its own status says held);
 *                   and a handoff or a take's seating never seats a client that is inside (the
 *                   model keeps one place per client: a second would be hidden)
 *   P2 alone        an exclusive client inside is the only one inside
 *   P6 line order   when a take lands that did not pass those ahead (its timer ran out), the
 *                   waiters it overtakes, those still waiting (or dead) with an unserved
 *                   ticket below the taker's place, and then the taker all fit, in ticket
 *                   order, beside the places the write leaves without the taker's own: an
 *                   overtaken waiter is not robbed of its place. The taker's place is its
 *                   unserved ticket, or with none every ticket in the line when it looked.
 *                   With nobody overtaken it holds by the taker's room. (Before issue 27 it
 *                   allowed no overtaking at all, as lock.pml's P6.) A handoff overtakes
 *                   nobody: when it lands, every client still waiting (or dead) with an
 *                   unserved ticket at most the new mark has a place in the record it writes
 *                   (it seats the first unserved in ticket order and stops at one that does
 *                   not fit). Neither does a take's seating: every client still waiting (or
 *                   dead) with an unserved ticket above the taker's place and at most the new
 *                   mark has a place in the record the take writes; and the places a take
 *                   seats behind it are not among those the overtaken and the taker must fit
 *                   beside (they come after the taker in line order).
 *   P1, P2 are also checked as acquire returns, counting the returning client as at work
 *                   whatever its count says (its job's steps start when acquire returns)
 *   P10 no leak     a client that gave up and finished leaving has no unserved ticket in line
 *   P12 gone        a client that gave up and is done has no place in the record, in every
 *                   later state (writes of others in flight included)
 *   P14 unmarked    (HOLD_GATE) acquire never returns with the pause mark on our place in
 *                   the record: hold --wait would count the job as paused while it works
 *   faults          the fault budgets never wrap (F32)
 * Mutations (each must be caught):
 *   MUT_WATCH_BY_OWNER        the watch knows a place by owner and renewals, not by its token
 *                             (a re-taken place inherits the age of the dropped one: F18)
 *   MUT_FAILED_READ_EMPTY     a failed line read counts as an empty line (F21)
 *   MUT_LEAVE_ONLY_WITH_TICKET  a waiter that gives up leaves only when it heard its join (F20)
 *   MUT_LEAVE_NO_FENCE        the leave writes only when its ticket is there (a join still in
 *                             flight lands after the leave read the line)
 *   MUT_PASS_NEEDS_ROOM_FOR_ALL  the timer runs only when every waiter ahead and we fit in
 *                             order (the old rule: F19); shown by the goal REACH_PASS_DEAD
 *                             becoming unreachable, see docs/model/README.md
 *   MUT_OUT_OF_ORDER_ANY_ROOM  a waiter takes out of order whenever there is room for itself,
 *                             whether or not those ahead would still fit (P6)
 *   MUT_ABOVE_NOT_RECORDED    an out-of-order take leaves the served-above set as it was: the
 *                             taker keeps an unserved ticket in line (no safety property
 *                             fails; shown by REACH_HELD_TICKET being reached with no lost
 *                             answer, which the fixed model never does, see README)
 *   MUT_HANDOFF_LEASE_FROM_SEEN  a handed place's lease counts from the look that first saw it
 *                             (another waiter saw it earlier and drops it as expired: P2)
 *   MUT_CLAIM_HOLDER_USES_LEASE  the holder of a handed place counts the lease L before its
 *                             first renewal, while the others judge it by the claim CL (P2)
 *   MUT_CLAIM_OUTLIVES_RENEWAL  the first renewal leaves the claim in the record: the others
 *                             still judge the place by CL while its holder counts L (P1)
 *   MUT_HANDOFF_ANY_ORDER     a release seats any waiters that fit, in any order (here from the
 *                             last ticket back), past one that does not (P6)
 *   MUT_HANDOFF_NO_ROOM_CHECK a release seats the first unserved whether or not it fits (P2)
 *   MUT_SEAT_BEHIND_NO_ROOM_CHECK  a take in line order seats the first unserved behind it
 *                             whether or not it fits (P2: the exclusive taker seats a shared
 *                             waiter beside it). No switch seats out of order behind a take:
 *                             with three clients and one place each (TAKES 1) no taker has
 *                             behind it a waiter that does not fit and then one that does
 *                             (see README); the step is the release's, whose
 *                             MUT_HANDOFF_ANY_ORDER is caught
 *   MUT_GIVEUP_KEEPS_HANDED   a waiter's depart does not free a place handed to it (P12, and
 *                             the goal REACH_GAVEUP_KEEPS, which the fixed model never reaches)
 *   MUT_HANDOUT_NO_RECHECK    the count checked before the settle, not after it: a job at
 *                             work with its count ended, beside holders (P1; P2 with EXCL0)
 *   MUT_DELETE_BEFORE_LEAVE   the leave waits for a delete of its join requests before its
 *                             line write; the delete never ends, the deadline cuts the give-up
 *                             (no line write, no depart): a dead ticket in line (P10)
 *   MUT_NO_DEPART             the give-up of the model before review 3: leave, then read the
 *                             record and release a place of ours once found, no mark; a
 *                             release that read the line before the leave lands after (P12)
 *   MUT_GATE_READBACK_LATE    (HOLD_GATE) a renewal settled by read-back counts the lease from
 *                             the send of the call whose read-back found it, not from the
 *                             first unheard send (F42 (b)): the un-mark lands unheard, a later
 *                             read finds it, the job returns with a count that starts after a
 *                             waiter first saw that version, and the waiter takes (P1)
 *   MUT_GATE_READBACK_ANY_CONTENT  (HOLD_GATE) a read-back that finds a renewal of ours landed
 *                             takes it for this write whatever its text (F42 (a)): a lost mark
 *                             that landed passes for the un-mark, the job goes marked (P14)
 * Goals (REACH_..., each must be reached):
 *   REACH_RETAKE      a take lands for an owner whose earlier place (same acquisition) was
 *                     dropped: F18's path
 *   REACH_PASS_DEAD   a take by PASSER (any client with PASSER undefined) serves the unserved
 *                     ticket of the waiter DEAD_WAITER, which has died in line
 *   REACH_FENCE       a leave's fence lands while our join is still in flight
 *   REACH_HELD_TICKET a client that took a place without its ticket later has an unserved
 *                     ticket in line (a join landed after the take: see README)
 *   REACH_OUT_OF_ORDER  an out-of-order take lands past a waiter that is still waiting
 *   REACH_PASS_PAST_ABOVE  a take that passes lands while the served-above set holds an
 *                     entry: the waiter DEAD_WAITER, behind which another took a place out of
 *                     order, is passed all the same (the timer runs beside such takes)
 *   REACH_HANDOFF     a waiter enters through a place handed to it
 *   REACH_SEAT_BEHIND a waiter enters through a place seated by another's take (seatBehind)
 *   REACH_HANDOFF_DEAD  a place handed to a waiter that had died or given up is gone after
 *                     another client's take lands less than a lease L after the handoff landed
 *                     (dropped as expired by its claim, or released); unreachable when the
 *                     watch judges handed places by L
 *   REACH_CLAIM_RENEWED  a holder of a handed place has renewed it and is still inside CL ticks
 *                     or more after that renewal's send (the claim gave way to the lease;
 *                     needs R_MAX >= 1)
 *   REACH_HANDOFF_STALE  a release lands seating a waiter whose ticket has left the line
 *   REACH_GAVEUP_KEEPS  a waiter that gave up finishes, having read the record, with a place of
 *                     its own in it (expected unreached in the fixed model, reached with
 *                     MUT_GIVEUP_KEEPS_HANDED)
 *   REACH_GATE_LATE   the gate finds our count ended (it renews, waits again or stops)
 *   REACH_DEPART_MARK a depart's mark lands while another's write that would seat the
 *                     departed waiter is in flight (that write is then refused)
 *   REACH_DEPART_FREE a departing waiter that left a ticket finds a place of its own and frees it
 *   REACH_GATE_READBACK  (HOLD_GATE) a gate renewal's read-back finds our other text landed (a
 *                     lost mark found by the un-mark, or the reverse): it writes again
 */

#ifndef N
#define N 3          /* clients */
#endif
#ifndef K
#define K 2          /* holders */
#endif
#ifndef L
#define L 2          /* lease, ticks */
#endif
#ifndef CL
#define CL 1         /* claim of a handed place until its first renewal, ticks (CL < L) */
#endif
#ifndef R_MAX
#define R_MAX 0      /* renewals per acquisition */
#endif
#ifndef FAULTS
#define FAULTS 1     /* answers lost (lock or line writes), whole run */
#endif
#ifndef RFAULTS
#define RFAULTS 1    /* line reads that fail, whole run */
#endif
#ifndef TAKES
#define TAKES 2      /* places per acquisition (a re-take after ours was dropped); a take
                        heard refused does not count, one whose answer was lost does */
#endif
#ifndef GIVEUPS
#define GIVEUPS 1    /* waiters that give up, whole run */
#endif
#ifndef REWAITS
#define REWAITS 0    /* acquisitions whose gate found the count ended and the place gone that
                        wait again (the others stop there), whole run */
#endif
#ifndef GATE_HOLDS
#define GATE_HOLDS 1 /* HOLD_GATE: registry reads that find a hold, whole run */
#endif
#ifndef GATE_RENEWS
#define GATE_RENEWS 0 /* HOLD_GATE: renewals while paused (keepLease), whole run */
#endif
#ifndef TK_MAX
#define TK_MAX 4     /* no join writes a ticket above this */
#endif
#ifndef PS
#define PS 1         /* pass-step, ticks */
#endif
#define PMAX ((N - 1) * PS)
#if CL >= L || CL < 1
#error "CL must be at least 1 and below L: a claim is shorter than the lease"
#endif
#if TK_MAX > 7
#error "TK_MAX above 7: the served-above set (a byte, one bit per ticket) cannot hold it"
#endif

#define NONE 255
#define BIT(i) (1 << (i))
#ifdef EXCL0
#define EXCL(i) ((i) == 0)
#else
#define EXCL(i) 0
#endif
#define MAX(a, b) ((a) > (b) -> (a) : (b))

hidden byte P1_limit = 1;
hidden byte P2_alone = 1;
hidden byte P6_line_order = 1;
hidden byte P10_no_leak = 1;
hidden byte P12_gone_no_place = 1;
hidden byte P14_unmarked = 1;
hidden byte faults_in_budget = 1;
hidden byte reach_goal = 1;
#define NOT_REACHED(c) assert(reach_goal && !(c))
#ifdef PASSER
#define PASSER_OK(c) ((c) == PASSER)
#else
#define PASSER_OK(c) 1
#endif

/* ---- The lock record ---- */
byte sheld;          /* bit i: client i has a place */
byte sgen[N];        /* the generation of client i's place (the token's role) */
byte sren[N];        /* its renewals */
byte smark;          /* served mark */
byte sabove;         /* served above the mark (servedAbove): bit t, ticket t took out of order */
byte sclaim;         /* bit i: client i's place was handed and never renewed: judged by the claim
                        CL, not the lease L (a take's place and a renewed one: by L) */
byte stok = TAKES + 1;  /* the generation of the next place a release hands on (the record's
                        token counter; a take's place has its client's own, 1..TAKES) */

/* ---- The line ---- */
byte tk[N];          /* client i's ticket in the line, 0: none */
byte lnext = 1;

/* ---- Lock writes in flight, one per client ---- */
#define W_NONE 0
#define W_TAKE 1
#define W_RENEW 2
#define W_RELEASE 3
#define W_DEPART 4   /* a departed waiter's ticket into the served-above set (SharedLock.depart) */
byte wk[N];
bit wc[N];           /* its condition (the version read) still holds */
bit wd[N];           /* applied */
bit wl[N];           /* its sender waits for the answer */
byte wheld[N];       /* the places the write leaves */
byte wmk[N];         /* the served mark it writes */
byte wabove[N];      /* the served-above set it writes */
byte wbase[N];       /* ghost, a take: the taker's place in line (P6) */
bit wpass[N];        /* ghost, a take: it passes those ahead */
bit wooo[N];         /* ghost, a take: out of line order (rule 2: all ahead and we fit) */
byte wseat[N];       /* a take: the waiters it seats behind its own place (new places) */
byte sage[N];        /* ticks since it was sent */

/* ---- Line writes in flight, one per client ---- */
#define J_NONE 0
#define J_JOIN 1
#define J_LEAVE 2
byte lk[N];
bit lc[N];
bit ld[N];
bit ll[N];
byte ln[N];          /* a join's ticket */
bit ljp[N];          /* a leave written while our join (on the same version) is in flight */

/* ---- Clients ---- */
#define P_LOOK 0
#define P_TAKE 1     /* take sent, waiting for its answer */
#define P_JOIN 2     /* join sent, waiting for its answer */
#define P_HELD 3
#define P_RENEW 4
#define P_REL 5      /* about to release (read and write) */
#define P_RELW 6     /* release sent */
#define P_LEAVE 7    /* gave up: leaving the line */
#define P_DONE 8
#define P_DEAD 9     /* a waiter that never moves again (DEAD_WAITER) */
#define P_SETTLE 10  /* our place found, or our take heard landed: the settle, then acquire
                        returns only if our own count has not ended (the hand-out gate) */
#define P_SREN 11    /* the gate's renewal (our count ended in the settle) sent */
#define P_DEPART 12  /* gave up, left the line: to read the record and depart (write) */
#define P_DEPW 13    /* the depart's write sent */
#define P_DEL 14     /* MUT_DELETE_BEFORE_LEAVE: the leave waits for a delete first */
#define P_HOLDS 15   /* HOLD_GATE: the hold gate (passHolds): read the registry, maybe paused */
#define P_GREN 16    /* HOLD_GATE: the hold gate's renewal (the mark, keepLease, the un-mark) sent */
byte ph[N];
byte gen[N];         /* generation of our latest take */
byte hage[N];        /* ticks since the send of the write that started our lease */
byte renewed[N];
byte usince[N];      /* ticks since the first send whose outcome we did not learn */
byte mytk[N];        /* our ticket as we know it */
bit jtried[N];       /* we sent a join this acquisition */
bit gaveup[N];
byte dtk[N];         /* gave up: the ticket our leave removed from the line (0: none) */
byte ptm[N];         /* pass timer, ticks; NONE: not running */
byte pmk[N];         /* the served mark it started at */
byte rage[N];        /* ticks since our last read of the record, which showed no place of ours */
bit hclaim[N];       /* our place was handed to us and we have not renewed it: we count CL */
byte faults = FAULTS;
byte rfaults = RFAULTS;
byte giveups = GIVEUPS;
byte rewaits = REWAITS;
#ifdef HOLD_GATE
byte spm;            /* the record: bit i, client i's place carries the pause mark (its holder
                        text: markPaused) */
bit wpm[N];          /* a renewal in flight writes the mark (1) or the plain holder text (0) */
bit gpz[N];          /* the hold gate: we are paused (the mark written, the un-mark not yet
                        confirmed) */
byte gholds = GATE_HOLDS;    /* registry reads that find a hold, whole run */
byte grenews = GATE_RENEWS;  /* renewals while paused (keepLease), whole run */
#define GATE_RESET(c) gpz[c] = 0
#define CLEAR_PM(c) ; wpm[c] = 0
#else
#define GATE_RESET(c) skip
#define CLEAR_PM(c)
#endif
#ifdef REACH_RETAKE
bit dropped[N];      /* ghost: a place of ours was dropped */
#endif
#ifdef REACH_SEAT_BEHIND
bit seatbt[N];       /* ghost: our latest handed place was seated by another's take */
#endif
#ifdef REACH_HANDOFF_DEAD
bit hdead[N];        /* ghost: a place was handed to us after we died or gave up */
byte hdage[N];       /* ghost: ticks since that handoff landed (capped at L) */
#endif

/* A waiter's watch: wage[i*N+j] ticks since i saw j's place as (wgen, wren) */
byte wage[N * N];
byte wgen[N * N];
byte wren[N * N];

/* The end of a client's acquisition: what it kept is no longer part of any decision. */
inline finish(me) {
  ph[me] = P_DONE; hage[me] = NONE; usince[me] = NONE; ptm[me] = NONE; pmk[me] = 0; rage[me] = NONE;
  renewed[me] = 0; mytk[me] = 0; hclaim[me] = 0; dtk[me] = 0; GATE_RESET(me);
  j = 0;
  do
  :: j < N -> wage[me * N + j] = NONE; wren[me * N + j] = 0; wgen[me * N + j] = 0; j++
  :: else -> break
  od;
  j = 0
}
/* A write settled: only what its sender learnt is kept. */
#define CLEAR_W(c) wheld[c] = 0; wmk[c] = 0; wabove[c] = 0; wbase[c] = 0; wpass[c] = 0; \
                   wooo[c] = 0; wseat[c] = 0; sage[c] = NONE CLEAR_PM(c)

/* The length the holder counts: the claim while its handed place is unrenewed, else the lease. */
#define LIM(i) (hclaim[i] -> CL : L)
#define INSIDE(i) ((ph[i] == P_HELD || ph[i] == P_RENEW) && hage[i] < LIM(i))
#define WAITING(i) (ph[i] == P_LOOK || ph[i] == P_TAKE || ph[i] == P_JOIN || ph[i] == P_DEAD)
/* A ticket is served when it is at most the mark or in the served-above set. */
#define SERVED_TK(t) ((t) <= smark || (sabove & BIT(t)))
#define UNSERVED(j) (!SERVED_TK(tk[j]))
#define MINE_UNSERVED(me) (!SERVED_TK(mytk[me]))
/* The served-above set without the tickets at most m (a mark raised to m serves them). */
#define ABOVE_ONLY(m) (sabove & ~(BIT((m) + 1) - 1))
#define FITS(x, n, ex) (EXCL(x) -> (n) == 0 : ((n) < K && !(ex)))

#define AGE(x, cap) if :: (x) != NONE && (x) < (cap) -> x++ :: else -> skip fi

active proctype clock() {
  byte i;
  do
  :: d_step {
       i = 0;
       do
       :: i < N -> AGE(hage[i], L); AGE(sage[i], L); AGE(usince[i], L); AGE(rage[i], L); AGE(ptm[i], PMAX); i++
       :: else -> break
       od;
       i = 0;
       do
       :: i < N * N -> AGE(wage[i], L); i++
       :: else -> break
       od;
#ifdef REACH_HANDOFF_DEAD
       i = 0;
       do
       :: i < N -> AGE(hdage[i], L); i++
       :: else -> break
       od;
#endif
       i = 0
     }
  od
}

/* ---- The store ---- */

/* A write lands: every other write on the object fails. A write nobody waits for is forgotten
 * once settled (its sender learns the outcome only by reading). */
inline lock_landed(c) {
  wd[c] = 1;
  j = 0;
  do
  :: j < N ->
     wc[j] = (j == c -> wc[j] : 0);
     if :: wk[j] != W_NONE && !wl[j] -> wk[j] = W_NONE; wd[j] = 0; wc[j] = 0; CLEAR_W(j) :: else -> skip fi;
     j++
  :: else -> break
  od
}

inline line_landed(c) {
  j = 0;
  do
  :: j < N ->
     lc[j] = (j == c -> lc[j] : 0); ljp[j] = 0;
     if :: lk[j] == J_JOIN && !ll[j] && (j != c || ld[j]) -> lk[j] = J_NONE; ld[j] = 0; lc[j] = 0; ln[j] = 0 :: else -> skip fi;
     j++
  :: else -> break
  od
}

/* Overtaken by c's take: still waiting (or dead), an unserved ticket below c's place. */
#define OVERTAKEN(j, c) ((j) != (c) && UNSERVED(j) && tk[j] < wbase[c] && WAITING(j))

/* P6 for a take that did not pass: those it overtakes, in ticket order, and then the taker
 * still fit beside the places the write leaves without the taker's own and those it seats
 * behind it (admittedInOrder(wheld - c - wseat, [...overtaken, c]) == overtaken + 1): nobody
 * is robbed of the place that was theirs first. With nobody overtaken that is the taker's room,
 * which its look checked; a take that passes (its timer ran out) presumes those ahead dead. */
inline line_order(c) {
  cnt = 0; exh = 0; ok = 1; novt = 0; j = 0;
  do
  :: j < N ->
     if :: j != c && (wheld[c] & ~wseat[c] & BIT(j)) -> cnt++; exh = exh || EXCL(j) :: else -> skip fi;
     j++
  :: else -> break
  od;
  x = smark + 1;
  do
  :: x <= TK_MAX ->
     j = 0;
     do
     :: j < N ->
        if
        :: tk[j] == x && OVERTAKEN(j, c) ->
           novt++;
           if :: FITS(j, cnt, exh) -> cnt++; exh = exh || EXCL(j) :: else -> ok = 0 fi
        :: else -> skip
        fi;
        j++
     :: else -> break
     od;
     x++
  :: else -> break
  od;
  assert(P6_line_order && (wpass[c] || (ok && FITS(c, cnt, exh))));
#ifdef REACH_OUT_OF_ORDER
  NOT_REACHED(wooo[c] && novt > 0);
#endif
#ifdef REACH_PASS_PAST_ABOVE
  /* the pass timer runs beside takes out of order: a dead waiter behind which others took
   * places out of order is passed, and the entries they left above the mark are cleared */
  NOT_REACHED(wpass[c] && sabove != 0);
#endif
  j = 0; x = 0; cnt = 0; exh = 0; ok = 0; novt = 0
}

/* A waiter seated by a release or by a take lands: never one that is inside (its place would be
 * a second one: the model keeps one per client); the goals. */
inline seated_lands(j, bytk) {
  assert(P1_limit && !INSIDE(j));
#ifdef REACH_HANDOFF_STALE
  NOT_REACHED(tk[j] == 0);   /* its ticket left the line since the seater read it */
#endif
#ifdef REACH_HANDOFF_DEAD
  hdead[j] = (ph[j] == P_DEAD || gaveup[j]); hdage[j] = 0;
#endif
#ifdef REACH_SEAT_BEHIND
  seatbt[j] = bytk;
#endif
  skip
}

/* P6 for the waiters a take seats behind it (seatBehind), as for a handoff: it overtakes
 * nobody, i.e. every client still waiting (or dead) with an unserved ticket above the taker's
 * place and at most the new mark has a place in the record it writes. Then P1 and the goals
 * for each seated. Before the record changes (UNSERVED reads the mark as it was). */
inline seat_behind_order(c) {
  j = 0;
  do
  :: j < N ->
     assert(P6_line_order && !(j != c && WAITING(j) && UNSERVED(j) && tk[j] > wbase[c]
                               && tk[j] <= wmk[c] && !(wheld[c] & BIT(j))));
     if :: wseat[c] & BIT(j) -> seated_lands(j, 1) :: else -> skip fi;
     j++
  :: else -> break
  od;
  j = 0
}

/* A take lands: P6, the goals, then the record: the taker's place (its own generation, no
 * claim) and a new place for each waiter it seats (a new generation, a claim). */
inline take_lands(c) {
  line_order(c);
  seat_behind_order(c);
  j = 0;
  do
  :: j < N ->
#ifdef REACH_RETAKE
     NOT_REACHED(j == c && dropped[c]);
#endif
#ifdef REACH_PASS_DEAD
     NOT_REACHED(j == DEAD_WAITER && ph[j] == P_DEAD && UNSERVED(j) && wmk[c] >= tk[j]
                 && (PASSER_OK(c)));
#endif
#ifdef REACH_HANDOFF_DEAD
     /* a place handed to a dead waiter, or one that gave up, is gone after another's take,
      * which lands less than a lease after the handoff: the claim expired it */
     NOT_REACHED(j != c && hdead[j] && !(wheld[c] & BIT(j)) && hdage[j] < L);
#endif
     j++
  :: else -> break
  od;
#ifdef REACH_RETAKE
  j = 0;
  do
  :: j < N ->
     if
     :: (sheld & BIT(j)) && (!(wheld[c] & BIT(j)) || (wseat[c] & BIT(j))) -> dropped[j] = 1
     :: else -> skip
     fi;
     j++
  :: else -> break
  od;
#endif
  j = 0;
  do
  :: j < N -> if :: !(wheld[c] & BIT(j)) -> sgen[j] = 0; sren[j] = 0 :: else -> skip fi; j++
  :: else -> break
  od;
  sheld = wheld[c]; sgen[c] = gen[c]; sren[c] = 0; smark = wmk[c]; sabove = wabove[c];
  sclaim = sclaim & wheld[c] & ~BIT(c);  /* our own place has no claim; dropped ones none */
#ifdef HOLD_GATE
  spm = spm & wheld[c] & ~BIT(c) & ~wseat[c];   /* new places and dropped ones: no mark */
#endif
  j = 0;
  do
  :: j < N ->
     if
     :: wseat[c] & BIT(j) -> sgen[j] = stok; sren[j] = 0; stok++; sclaim = sclaim | BIT(j)
     :: else -> skip
     fi;
     j++
  :: else -> break
  od;
  j = 0
}
/* A release lands: the record without c's place, with a new place (a new generation) for each
 * waiter it seats and the mark it writes. P6 for a handoff: it overtakes nobody, i.e. every
 * client still waiting (or dead) with an unserved ticket at most the new mark has a place in the
 * record it leaves. A seated client is never one that is inside: its place would be a second
 * one (the model keeps one per client). The condition (the version the releaser read) keeps
 * both: a take of the seated waiter's own changes the version and the release is refused. */
inline release_lands(c) {
  j = 0;
  do
  :: j < N ->
     assert(P6_line_order && !(WAITING(j) && UNSERVED(j) && tk[j] <= wmk[c] && !(wheld[c] & BIT(j))));
     if
     :: j == c -> sgen[j] = 0; sren[j] = 0; sclaim = sclaim & ~BIT(j)
     :: j != c && (wheld[c] & BIT(j)) && !(sheld & BIT(j)) ->
        seated_lands(j, 0);
        sgen[j] = stok; sren[j] = 0; stok++; sclaim = sclaim | BIT(j)   /* a new place: a claim */
     :: else -> skip
     fi;
     j++
  :: else -> break
  od;
#ifdef HOLD_GATE
  spm = spm & wheld[c] & sheld;   /* the places it keeps keep their holder text */
#endif
  sheld = wheld[c]; smark = wmk[c]; sabove = wabove[c]
}
inline apply_lock(c) {
  if
  :: wk[c] != W_NONE && wc[c] && !wd[c] ->
     if
     :: wk[c] == W_TAKE -> take_lands(c)
     :: wk[c] == W_RENEW ->
        sren[c]++;
#ifdef HOLD_GATE
        spm = (spm & ~BIT(c)) | (wpm[c] -> BIT(c) : 0);   /* the holder text it writes */
#endif
#ifndef MUT_CLAIM_OUTLIVES_RENEWAL
        sclaim = sclaim & ~BIT(c)   /* the first renewal ends a claim */
#endif
        skip
     :: wk[c] == W_RELEASE -> release_lands(c)
     :: wk[c] == W_DEPART ->
#ifdef REACH_DEPART_MARK
        /* the mark lands while another's write seating the departed waiter is in flight */
        j = 0;
        do
        :: j < N -> NOT_REACHED(j != c && wk[j] != W_NONE && wc[j] && !wd[j] && (wheld[j] & BIT(c))); j++
        :: else -> break
        od;
#endif
        sabove = wabove[c]   /* a new version: writes on the old are refused */
     fi;
     lock_landed(c)
  :: else -> skip
  fi;
  j = 0
}

inline apply_line(c) {
  if
  :: lk[c] == J_JOIN && lc[c] && !ld[c] ->
     /* prune served tickets, append ours */
     j = 0;
     do
     :: j < N -> if :: tk[j] <= smark -> tk[j] = 0 :: else -> skip fi; j++
     :: else -> break
     od;
     tk[c] = ln[c]; lnext = ln[c] + 1; ld[c] = 1; line_landed(c)
  :: lk[c] == J_LEAVE && lc[c] && !ld[c] ->
     tk[c] = 0; ld[c] = 1; line_landed(c)
  :: else -> skip
  fi;
  j = 0
}

/* Our join, still in flight beside our leave on the same version, lands instead. */
inline apply_late_join(c) {
  if
  :: lk[c] == J_LEAVE && ljp[c] && lc[c] && !ld[c] ->
     tk[c] = ln[c]; lnext = ln[c] + 1; line_landed(c); lc[c] = 0
  :: else -> skip
  fi;
  j = 0
}

#define LOCK_OK(c) (wk[c] != W_NONE && wc[c] && !wd[c])
#define LINE_OK(c) (lk[c] != J_NONE && lc[c] && !ld[c])
#define LATE_OK(c) (lk[c] == J_LEAVE && ljp[c] && lc[c] && !ld[c])

active proctype store() {
  byte j, x, cnt, novt;
  bit exh, ok;
  do
  :: LOCK_OK(0) -> d_step { apply_lock(0) }
  :: LOCK_OK(1) -> d_step { apply_lock(1) }
  :: LINE_OK(0) -> d_step { apply_line(0) }
  :: LINE_OK(1) -> d_step { apply_line(1) }
  :: LATE_OK(0) -> d_step { apply_late_join(0) }
  :: LATE_OK(1) -> d_step { apply_late_join(1) }
#if N > 2
  :: LOCK_OK(2) -> d_step { apply_lock(2) }
  :: LINE_OK(2) -> d_step { apply_line(2) }
  :: LATE_OK(2) -> d_step { apply_late_join(2) }
#endif
#if N > 3
  :: LOCK_OK(3) -> d_step { apply_lock(3) }
  :: LINE_OK(3) -> d_step { apply_line(3) }
  :: LATE_OK(3) -> d_step { apply_late_join(3) }
#endif
  od
}

/* The hand-out gate (AcquireAttempt.enter -> enterInTime): after the settle, acquire returns
 * only if our own count has not ended, and nothing is awaited between that check and the return
 * (the model's check, "not ended", is the weakest safe one: the code's "half the lease left" is
 * stricter, and covered). P1 and P2 count the returning client as at work at that moment
 * whatever its count says: the job's next steps start when acquire returns. Our count ended in
 * the settle: renew first (read, write our count one higher on our place) and check again; our
 * place gone: wait again. */
inline returns(me) {
  n = 0; ex = 0; j = 0;
  do
  :: j < N -> if :: j != me && INSIDE(j) -> n++; ex = ex || EXCL(j) :: else -> skip fi; j++
  :: else -> break
  od;
  assert(P1_limit && n < K);
  assert(P2_alone && (!ex && (!EXCL(me) || n == 0)));
#ifdef HOLD_GATE
  assert(P14_unmarked && !(spm & BIT(me)));   /* never handed out with the pause mark on */
#endif
  ph[me] = P_HELD; n = 0; ex = 0; j = 0
}
/* A renewal before the hand-out settled by a read-back (renewAcquisition): the lease counts from
 * the first send since the last confirmed one whose outcome we did not learn (usince).
 * MUT_GATE_READBACK_LATE: from the send of the call whose read-back found it (F42 (b)). */
#ifdef MUT_GATE_READBACK_LATE
#define READBACK_START(me) 0
#else
#define READBACK_START(me) usince[me]
#endif
/* Our place is gone: a waiter again (a handed place of another generation: the next look). */
inline gone_again(me) {
  if
  :: rewaits > 0 ->
     rewaits--; ph[me] = P_LOOK; usince[me] = NONE; rage[me] = NONE; hclaim[me] = 0; renewed[me] = 0;
     GATE_RESET(me)
  :: else -> finish(me)   /* bounds (REWAITS): it stops, as any client may */
  fi
}
inline hand_out(me) {
#ifdef REACH_GATE_LATE
  NOT_REACHED(hage[me] >= LIM(me) && ph[me] == P_SETTLE);   /* our count ended in the settle */
#endif
  if
#ifdef MUT_HANDOUT_NO_RECHECK
  :: true -> returns(me)   /* the old code: no check after the settle */
#else
  :: hage[me] < LIM(me) -> returns(me)
  :: hage[me] >= LIM(me) && (sheld & BIT(me)) && sgen[me] == gen[me] && sren[me] > renewed[me] ->
     /* a renewal of ours landed unheard: the lease L from its send (renewAcquisition: from
      * the first unheard send since the last confirmed one), the claim over */
     hage[me] = READBACK_START(me); usince[me] = NONE; renewed[me] = sren[me]; hclaim[me] = 0
  :: hage[me] >= LIM(me) && (sheld & BIT(me)) && sgen[me] == gen[me] && sren[me] <= renewed[me] ->
     if
     :: wk[me] == W_NONE && renewed[me] < R_MAX ->
        wk[me] = W_RENEW; wc[me] = 1; wd[me] = 0; wl[me] = 1; sage[me] = 0; ph[me] = P_SREN
     :: wk[me] == W_NONE && renewed[me] >= R_MAX -> finish(me)   /* bounds: ends, the place expires */
     :: else -> skip   /* a renewal of ours unheard still in flight: its outcome first */
     fi
  :: hage[me] >= LIM(me) && !((sheld & BIT(me)) && sgen[me] == gen[me]) ->
     gone_again(me)
#endif
  fi
}

#ifdef HOLD_GATE
/* The hold gate's renewals (passHolds -> renewAs -> renewAcquisition): one renewal of our place
 * with holder text pm (1: markPaused, 0: the original holder), conditional on our record. The
 * record read first stands for the refusal and read-back the code does after its write: a
 * renewal of ours found landed unheard (more renewals than we know) extends the lease from the
 * first unheard send (READBACK_START), and is this write only if the record holds its text
 * (the mark bit); else (an earlier write of ours, the other text) the caller writes again.
 * MUT_GATE_READBACK_ANY_CONTENT: any landed renewal of ours counts as this write (F42 (a)).
 * Our place gone: the renewal is `lost`, passHolds returns undefined: a waiter again. */
#ifdef MUT_GATE_READBACK_ANY_CONTENT
#define READBACK_OURS(me, pm) 1
#else
#define READBACK_OURS(me, pm) (((spm & BIT(me)) != 0) == (pm))
#endif
inline gate_renew(me, pm) {
  if
  :: !((sheld & BIT(me)) && sgen[me] == gen[me]) -> gone_again(me)
  :: (sheld & BIT(me)) && sgen[me] == gen[me] && sren[me] > renewed[me] ->
#ifdef REACH_GATE_READBACK
     NOT_REACHED(((spm & BIT(me)) != 0) != (pm));   /* it finds the other text: write again */
#endif
     hage[me] = READBACK_START(me); usince[me] = NONE; renewed[me] = sren[me]; hclaim[me] = 0;
     if :: READBACK_OURS(me, pm) -> gpz[me] = pm :: else -> skip fi
  :: (sheld & BIT(me)) && sgen[me] == gen[me] && sren[me] <= renewed[me] && wk[me] == W_NONE ->
     wk[me] = W_RENEW; wc[me] = 1; wd[me] = 0; wl[me] = 1; sage[me] = 0; wpm[me] = pm; ph[me] = P_GREN
  :: else -> skip   /* a write of ours unheard still in flight: its outcome first */
  fi
}
#endif

/* Our place found, or our take heard landed: with a place in line (we joined), the settle,
 * then the gate; without one, nothing is awaited: the gate at once. MUT_HANDOUT_NO_RECHECK:
 * the old code, which checked the count here, before the settle, and not after it. */
#ifdef MUT_HANDOUT_NO_RECHECK
#define SETTLE_THEN_GATE(me) \
  if \
  :: hage[me] >= LIM(me) -> finish(me) \
  :: hage[me] < LIM(me) && jtried[me] -> ph[me] = P_SETTLE \
  :: hage[me] < LIM(me) && !jtried[me] -> hand_out(me) \
  fi
#elif defined(HOLD_GATE)
/* passHolds is always awaited, with or without a place in line: the hold gate, then the gate */
#define SETTLE_THEN_GATE(me) ph[me] = P_HOLDS; gpz[me] = 0
#else
#define SETTLE_THEN_GATE(me) if :: jtried[me] -> ph[me] = P_SETTLE :: else -> hand_out(me) fi
#endif

/* ---- A client's look ---- */

/* Read the record and judge every place by our watch: live, n, ex. */
inline watch(me) {
  live = 0; n = 0; ex = 0; j = 0;
  do
  :: j < N ->
     if
     :: j == me -> skip
     :: sheld & BIT(j) ->
        if
#ifdef MUT_WATCH_BY_OWNER
        :: wage[me * N + j] == NONE || wren[me * N + j] != sren[j] ->
#else
        :: wage[me * N + j] == NONE || wren[me * N + j] != sren[j] || wgen[me * N + j] != sgen[j] ->
#endif
           wage[me * N + j] = 0; wren[me * N + j] = sren[j]; wgen[me * N + j] = sgen[j]
        :: else -> skip
        fi;
        /* a handed place never renewed is judged by its claim, any other by the lease */
        if
        :: wage[me * N + j] < (sclaim & BIT(j) -> CL : L) ->
           live = live | BIT(j); n++;
           if :: EXCL(j) -> ex = 1 :: else -> skip fi
        :: else -> skip
        fi
     :: else -> wage[me * N + j] = NONE; wren[me * N + j] = 0; wgen[me * N + j] = 0
     fi;
     j++
  :: else -> break
  od;
  j = 0
}

/* Those ahead of us (unserved: neither at most the mark nor served above it): every unserved
 * ticket (ours included, unheard) when we have no unserved ticket, else those below ours;
 * nah = how many, head = the first. */
#define AHEAD(j, me) (UNSERVED(j) && (!MINE_UNSERVED(me) || tk[j] < mytk[me]) \
                      && !((j) == (me) && MINE_UNSERVED(me)))
inline ahead(me) {
  nah = 0; head = NONE; j = 0; x = NONE;
  do
  :: j < N ->
     if
     :: AHEAD(j, me) ->
        nah++;
        if :: tk[j] < x -> x = tk[j]; head = j :: else -> skip fi
     :: else -> skip
     fi;
     j++
  :: else -> break
  od;
  j = 0; x = 0
}

/* Join (Place.join): our unserved ticket in the line is our place; else write one at the end. */
inline join(me) {
  if
  :: MINE_UNSERVED(me) -> skip
  :: UNSERVED(me) -> mytk[me] = tk[me]   /* a join of ours landed unheard */
  :: lk[me] == J_JOIN && lc[me] && !ld[me] -> skip   /* ours is still in flight on this version */
  :: MAX(lnext, smark + 1) <= TK_MAX ->
     lk[me] = J_JOIN; lc[me] = 1; ld[me] = 0; ll[me] = 1; ln[me] = MAX(lnext, smark + 1);
     jtried[me] = 1; ph[me] = P_JOIN
  :: else -> skip   /* beyond the bounds: the join fails, we go on without a ticket */
  fi
}

/* How a take treats the line: in order (nobody unserved ahead), passing those ahead (its
 * timer ran out), or out of order (rule 2: those ahead and we fit in order beside the live
 * places). */
#define T_IN_ORDER 0
#define T_PASS 1
#define T_OUT_OF_ORDER 2

/* Write a take: the live places and a new one of ours. In order or passing: the mark raised
 * to our ticket, served-above entries at most the new mark dropped. Out of order: the mark
 * unchanged, our ticket added to the served-above set. */
inline try_take(me, how, lineok) {
  if
  :: wk[me] == W_NONE && gen[me] < TAKES ->
     gen[me]++;
     wk[me] = W_TAKE; wc[me] = 1; wd[me] = 0; wl[me] = 1; sage[me] = 0;
     wheld[me] = live | BIT(me);
     if
     :: how == T_OUT_OF_ORDER ->
        wmk[me] = smark;
#ifdef MUT_ABOVE_NOT_RECORDED
        wabove[me] = sabove
#else
        wabove[me] = sabove | BIT(mytk[me])
#endif
     :: else -> wmk[me] = MAX(mytk[me], smark); wabove[me] = ABOVE_ONLY(wmk[me])
     fi;
     wbase[me] = (MINE_UNSERVED(me) -> mytk[me] : lnext);
     wpass[me] = (how == T_PASS);
     wooo[me] = (how == T_OUT_OF_ORDER);
     /* in line order (or passing), with our unserved ticket and the line this look read: seat
      * the waiters behind us that fit, in the same write (seatBehind) */
     if
     :: how != T_OUT_OF_ORDER && lineok && MINE_UNSERVED(me) -> seat(me, 1)
     :: else -> skip
     fi;
     ph[me] = P_TAKE
  :: else -> skip   /* a write of ours still in flight, or no take left in the bounds */
  fi
}

/* allfit = admittedInOrder(live, [...ahead, me]) == ahead.length + 1: every waiter ahead
 * (unserved) fits, in ticket order, beside the live places and those before it, and then we
 * do too (the count stops at the first that does not fit). Rule 2 takes out of order on it;
 * the old pass rule (MUT_PASS_NEEDS_ROOM_FOR_ALL) ran the timer only on it. */
inline all_fit(me) {
  cnt = n; exh = ex; allfit = 1; x = smark + 1;
  do
  :: x <= TK_MAX && (!MINE_UNSERVED(me) || x < mytk[me]) ->
     j = 0;
     do
     :: j < N ->
        if
        :: tk[j] == x && AHEAD(j, me) ->
           if
           :: FITS(j, cnt, exh) -> cnt++; exh = exh || EXCL(j)
           :: else -> allfit = 0
           fi
        :: else -> skip
        fi;
        j++
     :: else -> break
     od;
     x++
  :: else -> break
  od;
  allfit = allfit && FITS(me, cnt, exh);
  j = 0; x = 0; cnt = 0; exh = 0
}

/* One look: lineok is 0 when the read of the line fails. */
inline look(me, lineok, staggered) {
  watch(me);
  if
  :: sheld & BIT(me) ->
     if
     :: sgen[me] == gen[me] ->
        /* a take of ours landed unheard: its lease began at the first unheard send */
        hage[me] = usince[me]
     :: else ->
        /* handed to us by a release: its lease counts from our previous read of the record
         * (which did not show it, so it was before the handoff landed, and before anyone else
         * first saw the place), or from a take of ours still unheard, if that was earlier */
#ifdef MUT_HANDOFF_LEASE_FROM_SEEN
        hage[me] = 0;
#else
        hage[me] = rage[me];
        if :: usince[me] != NONE && usince[me] > hage[me] -> hage[me] = usince[me] :: else -> skip fi;
#endif
        gen[me] = sgen[me];
        /* until our first renewal we count the claim CL, as the others judge the place */
#ifndef MUT_CLAIM_HOLDER_USES_LEASE
        hclaim[me] = 1;
#endif
#ifdef REACH_HANDOFF
        NOT_REACHED(hage[me] < LIM(me));
#endif
#ifdef REACH_SEAT_BEHIND
        NOT_REACHED(hage[me] < LIM(me) && seatbt[me]);   /* seated by another's take */
#endif
        skip
     fi;
     usince[me] = NONE; rage[me] = NONE; renewed[me] = 0; ptm[me] = NONE; pmk[me] = 0;
     SETTLE_THEN_GATE(me)
  :: else ->
     rage[me] = 0;   /* this read showed no place of ours */
     room = FITS(me, n, ex);
     if
     :: !lineok ->
#ifdef MUT_FAILED_READ_EMPTY
        /* the failed read taken as an empty line: nobody ahead */
        if :: room -> try_take(me, T_IN_ORDER, lineok) :: else -> skip fi
#else
        skip   /* no news of the line: wait */
#endif
     :: else ->
        ahead(me);
        if
        :: (room && (mytk[me] != 0 || nah > 0)) || (!room && !MINE_UNSERVED(me)) -> join(me)
        :: else -> skip
        fi;
        if
        :: ph[me] == P_LOOK ->
           ahead(me);
           if
           :: nah == 0 -> ptm[me] = NONE; if :: room -> try_take(me, T_IN_ORDER, lineok) :: else -> skip fi
           :: else ->
              all_fit(me);
#ifdef MUT_OUT_OF_ORDER_ANY_ROOM
              /* out of order whenever there is room for us alone */
              allfit = room;
#endif
#ifdef MUT_PASS_NEEDS_ROOM_FOR_ALL
              fit = allfit;
#else
              fit = FITS(head, n, ex);
#endif
              /* the pass timer runs whenever the head would fit (the code's roomSince) */
              if
              :: !fit -> ptm[me] = NONE
              :: fit && (ptm[me] == NONE || pmk[me] != smark) -> ptm[me] = 0; pmk[me] = smark
              :: else -> skip
              fi;
              /* run out: pass those ahead; else, room for them all and us: out of order, once
               * the stagger since the record last changed has passed (staggered = 0: a look
               * before it has) */
              if
              :: room && fit && ptm[me] >= nah * PS -> try_take(me, T_PASS, lineok)
              :: else ->
                 if
                 :: room && MINE_UNSERVED(me) && allfit && staggered -> try_take(me, T_OUT_OF_ORDER, lineok)
                 :: else -> skip
                 fi
              fi
           fi
        :: else -> skip
        fi
     fi
  fi;
  live = 0; n = 0; ex = 0; room = 0; nah = 0; head = 0; fit = 0; allfit = 0
}

/* The seating step's switches: the release's (handoff) and the take's (seatBehind) apart. No
 * switch seats out of order behind a take (see the header). */
#ifdef MUT_HANDOFF_ANY_ORDER
#define ANY_ORDER_REL 1
#else
#define ANY_ORDER_REL 0
#endif
#ifdef MUT_HANDOFF_NO_ROOM_CHECK
#define NO_ROOM_REL 1
#else
#define NO_ROOM_REL 0
#endif
#ifdef MUT_SEAT_BEHIND_NO_ROOM_CHECK
#define NO_ROOM_TAKE 1
#else
#define NO_ROOM_TAKE 0
#endif
#define ANY_ORDER(bytake) (!(bytake) && ANY_ORDER_REL)
#define NO_ROOM(bytake) ((bytake) -> NO_ROOM_TAKE : NO_ROOM_REL)

/* Seat waiters (withHandedPlaces), in a release's write (bytake 0: handoff, in the place it
 * frees) or in a take in line order (bytake 1: seatBehind, after the taker's own place). Beside
 * the places the write keeps (a release: all the record's but its own, none judged expired, the
 * releaser has no watch; a take: the live ones and the taker's), the unserved tickets above the
 * mark the write has so far, in ticket order, while they fit (admittedInOrder); the first that
 * does not fit stops it. A ticket whose owner already has a place is skipped: in the record read
 * for a release (the releaser's own included), in the places the take writes for a take (its
 * own, and the live ones: an owner whose place it drops as expired may be seated anew, as the
 * code's check is on the record it writes). The mark rises to the last ticket seated and the
 * served-above set loses its entries at most the mark, as an in-order take moves them. */
inline seat(me, bytake) {
  cnt = 0; exh = 0; j = 0;
  do
  :: j < N -> if :: wheld[me] & BIT(j) -> cnt++; exh = exh || EXCL(j) :: else -> skip fi; j++
  :: else -> break
  od;
  /* MUT_HANDOFF_ANY_ORDER: any that fit, in any order: here from the last ticket back, past
   * those that do not fit */
  from = wmk[me]; seating = 1;
  x = (ANY_ORDER(bytake) -> TK_MAX : from + 1);
  do
  :: (ANY_ORDER(bytake) -> x > from : (x <= TK_MAX && seating)) ->
     j = 0;
     do
     :: j < N ->
        if
        :: tk[j] == x && !SERVED_TK(x) && !((bytake -> wheld[me] : sheld) & BIT(j)) ->
           if
           /* MUT_..._NO_ROOM_CHECK: the first unserved seated whether or not it fits */
           :: FITS(j, cnt, exh) || (NO_ROOM(bytake) && wmk[me] == from) ->
              cnt++; exh = exh || EXCL(j); wheld[me] = wheld[me] | BIT(j); wmk[me] = MAX(wmk[me], x);
              if :: bytake -> wseat[me] = wseat[me] | BIT(j) :: else -> skip fi
           :: else ->
              /* no overtaking: the first that does not fit stops the seating */
              if :: !ANY_ORDER(bytake) -> seating = 0 :: else -> skip fi
           fi
        :: else -> skip
        fi;
        j++
     :: else -> break
     od;
     if :: ANY_ORDER(bytake) -> x-- :: else -> x++ fi
  :: else -> break
  od;
  wabove[me] = ABOVE_ONLY(wmk[me]);
  j = 0; x = 0; cnt = 0; exh = 0; seating = 0; from = 0
}

/* Release: read the record and the line; a place of ours (ours by our take, or any place of
 * ours after we gave up) there: write the record without it and with the waiters it seats
 * (lineok 0: the line read failed, nobody is seated); else done. */
inline release(me, lineok) {
  if
  :: (sheld & BIT(me)) && (sgen[me] == gen[me] || gaveup[me]) ->
     gen[me] = sgen[me];
     wk[me] = W_RELEASE; wc[me] = 1; wd[me] = 0; wl[me] = 1; ph[me] = P_RELW;
     wheld[me] = sheld & ~BIT(me); wmk[me] = smark; wabove[me] = sabove;
     if :: lineok -> seat(me, 0) :: else -> skip fi
  :: else -> finish(me)
  fi
}

/* A waiter that gave up and left the line departs (SharedLock.depart): one conditional write on
 * the record as just read. A place of ours in it (handed to us by a release or seated by a
 * take, unheard) is freed as a release frees it, and handed on; else the ticket our leave
 * removed, if it is unserved in the record, goes into the served-above set, so that every later
 * write to the record (a release handing places on, a take seating those behind it, written on
 * a line read before our leave) skips it; else nothing is written. Refused or unanswered: read
 * and write again. A release that read the line before our leave either lands before our write
 * (whose read then finds the place) or is refused after it. A take of ours unheard still in
 * flight is waited for first here (the model keeps one write per client: see README); the code
 * instead changes the record under it (withDeparted's `unheard`: the take's If-Match then fails),
 * which ends in the same states sooner. */
inline depart(me) {
  if
#ifndef MUT_GIVEUP_KEEPS_HANDED
  :: sheld & BIT(me) ->
#ifdef REACH_DEPART_FREE
     NOT_REACHED(dtk[me] != 0);   /* a departing waiter that left a ticket frees a place of its own */
#endif
     gen[me] = sgen[me];
     wk[me] = W_RELEASE; wc[me] = 1; wd[me] = 0; wl[me] = 1; ph[me] = P_DEPW;
     wheld[me] = sheld & ~BIT(me); wmk[me] = smark; wabove[me] = sabove;
     seat(me, 0)
#endif
  :: !(sheld & BIT(me)) && dtk[me] != 0 && !SERVED_TK(dtk[me]) ->
     wk[me] = W_DEPART; wc[me] = 1; wd[me] = 0; wl[me] = 1; ph[me] = P_DEPW;
     wheld[me] = sheld; wmk[me] = smark; wabove[me] = sabove | BIT(dtk[me])
  :: else ->
#ifdef REACH_GAVEUP_KEEPS
     NOT_REACHED(sheld & BIT(me));
#endif
     finish(me)
  fi
}

/* The leave is done (or none was needed): depart. MUT_NO_DEPART: the give-up of the model before
 * the depart write (leave, then read the record and release a place of ours once found; no
 * served-above mark): a release that read the line before the leave lands afterwards. */
inline give_up_done(me) {
#ifdef MUT_NO_DEPART
  if
  :: (sheld & BIT(me)) && wk[me] == W_NONE -> finish(me); ph[me] = P_REL
  :: else -> finish(me)
  fi
#else
  ph[me] = P_DEPART
#endif
}

#ifdef MUT_DELETE_BEFORE_LEAVE
#define LEAVE_FIRST P_DEL    /* the leave waits for the deletes of its join requests first */
#else
#define LEAVE_FIRST P_LEAVE  /* the line write first; the deletes after it, in the background */
#endif

proctype client(byte me) {
  byte j, x, live, n, head, nah, cnt, from;
  bit ex, room, fit, allfit, exh, seating;
  ph[me] = P_LOOK;
  do
  :: ph[me] == P_LOOK -> d_step { look(me, 1, 1) }
  :: ph[me] == P_LOOK -> d_step { look(me, 1, 0) }   /* before the stagger has passed */
  :: ph[me] == P_LOOK && rfaults > 0 -> d_step {
       if
       :: rfaults > 0 -> rfaults--; look(me, 0, 1)
       :: else -> skip
       fi;
       assert(faults_in_budget && rfaults <= RFAULTS)
     }

  /* The answer to our take. */
  :: ph[me] == P_TAKE && wl[me] && (wd[me] || !wc[me]) -> d_step {
       if
       :: wd[me] -> hage[me] = sage[me]; usince[me] = NONE; rage[me] = NONE; renewed[me] = 0; ptm[me] = NONE; pmk[me] = 0;
          SETTLE_THEN_GATE(me)
       :: else -> ph[me] = P_LOOK; gen[me]--   /* refused: no place was made (TAKES counts places) */
       fi;
       wk[me] = W_NONE; wl[me] = 0; CLEAR_W(me)
     }
  :: ph[me] == P_TAKE && wl[me] && faults > 0 -> d_step {
       if
       :: faults > 0 ->
          faults--; wl[me] = 0; ph[me] = P_LOOK;
          if :: usince[me] == NONE -> usince[me] = sage[me] :: else -> skip fi;
          sage[me] = NONE;
          if :: wd[me] || !wc[me] -> wk[me] = W_NONE; wd[me] = 0; wc[me] = 0; CLEAR_W(me) :: else -> skip fi
       :: else -> skip
       fi;
       assert(faults_in_budget && faults <= FAULTS)
     }

  /* The answer to our join. */
  :: ph[me] == P_JOIN && ll[me] && (ld[me] || !lc[me]) -> d_step {
       if :: ld[me] -> mytk[me] = ln[me] :: else -> skip fi;
       lk[me] = J_NONE; ll[me] = 0; ld[me] = 0; ln[me] = 0; ph[me] = P_LOOK
     }
  :: ph[me] == P_JOIN && ll[me] && faults > 0 -> d_step {
       if
       :: faults > 0 ->
          faults--; ll[me] = 0; ph[me] = P_LOOK;
          if :: ld[me] || !lc[me] -> lk[me] = J_NONE; ld[me] = 0; lc[me] = 0; ln[me] = 0 :: else -> skip fi
       :: else -> skip
       fi;
       assert(faults_in_budget && faults <= FAULTS)
     }


  /* Give up while waiting, also while our join is in flight (F20). */
  :: (ph[me] == P_LOOK || ph[me] == P_JOIN) && giveups > 0 -> d_step {
       if
       :: giveups > 0 ->
          giveups--; gaveup[me] = 1; ll[me] = 0;
          if :: lk[me] == J_JOIN && (ld[me] || !lc[me]) -> lk[me] = J_NONE; ld[me] = 0; lc[me] = 0; ln[me] = 0 :: else -> skip fi;
#ifdef MUT_LEAVE_ONLY_WITH_TICKET
          if :: mytk[me] != 0 -> ph[me] = LEAVE_FIRST :: else -> give_up_done(me) fi
#else
          if :: jtried[me] -> ph[me] = LEAVE_FIRST :: else -> give_up_done(me) fi
#endif
       :: else -> skip
       fi
     }
  /* Leave: read the line, write it without our ticket; or, with a join of ours in flight, write
   * it anyway (a new version); refused: again. Done once such a write has landed or none is
   * needed. */
  :: ph[me] == P_LEAVE -> d_step {
       if
       :: lk[me] == J_LEAVE && ld[me] -> lk[me] = J_NONE; ld[me] = 0; give_up_done(me)
       :: lk[me] == J_LEAVE && lc[me] -> skip   /* in flight: its answer, or a resend, later */
       :: else ->
          if
          :: lk[me] == J_LEAVE -> lk[me] = J_NONE   /* refused */
          :: else -> skip
          fi;
          if
          :: tk[me] != 0 ->
             dtk[me] = tk[me];   /* for the depart */
             ljp[me] = (lk[me] == J_JOIN && lc[me] && !ld[me]);
             lk[me] = J_LEAVE; lc[me] = 1; ld[me] = 0
#ifndef MUT_LEAVE_NO_FENCE
          :: tk[me] == 0 && lk[me] == J_JOIN && lc[me] && !ld[me] ->
             ljp[me] = 1; lk[me] = J_LEAVE; lc[me] = 1; ld[me] = 0
#endif
          :: else -> give_up_done(me)
          fi
       fi
     }
#ifdef MUT_DELETE_BEFORE_LEAVE
  /* Place.leave as it was (F35): it first waits for a delete of its join requests, which may
   * never end; the give-up's deadline then cuts its requests: no line write, no depart */
  :: ph[me] == P_DEL -> ph[me] = P_LEAVE   /* the delete ended */
  :: ph[me] == P_DEL -> d_step { finish(me) }   /* the deadline passed first */
#endif
  /* Depart: read the record, write it (free our place, or mark our ticket served); refused or
   * unanswered: again; done once a write landed or none is needed. */
  :: ph[me] == P_DEPART && wk[me] == W_NONE -> d_step { depart(me) }
  :: ph[me] == P_DEPW && wl[me] && (wd[me] || !wc[me]) -> d_step {
       if :: wd[me] -> finish(me) :: else -> ph[me] = P_DEPART fi;
       wk[me] = W_NONE; wl[me] = 0; CLEAR_W(me)
     }
  :: ph[me] == P_DEPW && wl[me] && faults > 0 -> d_step {
       if
       :: faults > 0 ->
          faults--; wl[me] = 0; ph[me] = P_DEPART;
          if :: wd[me] || !wc[me] -> wk[me] = W_NONE; wd[me] = 0; wc[me] = 0; CLEAR_W(me) :: else -> skip fi
       :: else -> skip
       fi;
       assert(faults_in_budget && faults <= FAULTS)
     }
#ifdef DEAD_WAITER
  :: me == DEAD_WAITER && ph[me] == P_LOOK && MINE_UNSERVED(me) -> ph[me] = P_DEAD
#endif

  /* The settle (Place.settle; the fence of a join of ours without a ticket): it takes any time,
   * others move; then acquire returns, or not, through the gate. */
  :: ph[me] == P_SETTLE -> d_step { hand_out(me) }
#ifdef HOLD_GATE
  /* The hold gate (passHolds), after the settle (any time passes here too), before the gate.
   * Each step is one read of the registry. No hold, not paused: on to the gate (enterInTime). A
   * hold: the mark (a renewal with markPaused; paused whatever its outcome). Paused, the hold
   * still there: renew with the mark (keepLease), or only wait. Paused, no hold: the un-mark (a
   * renewal with the original text); only a confirmed one ends the pause, and the registry is
   * read again. Every such renewal may be lost and land unheard (FAULTS). */
  :: ph[me] == P_HOLDS && !gpz[me] -> d_step { hand_out(me) }
  :: ph[me] == P_HOLDS && !gpz[me] && gholds > 0 -> d_step {
       if :: gholds > 0 -> gholds--; gpz[me] = 1; gate_renew(me, 1) :: else -> skip fi
     }
  :: ph[me] == P_HOLDS && gpz[me] && grenews > 0 -> d_step {
       if :: grenews > 0 -> grenews--; gate_renew(me, 1) :: else -> skip fi
     }
  :: ph[me] == P_HOLDS && gpz[me] -> d_step { gate_renew(me, 0) }
  :: ph[me] == P_GREN && wl[me] && (wd[me] || !wc[me]) -> d_step {
       if
       :: wd[me] ->   /* answered: the lease from its send; this text stands */
          hage[me] = sage[me]; renewed[me]++; usince[me] = NONE; hclaim[me] = 0; gpz[me] = wpm[me]
       :: else -> skip   /* refused: read again */
       fi;
       wk[me] = W_NONE; wl[me] = 0; CLEAR_W(me); ph[me] = P_HOLDS
     }
  :: ph[me] == P_GREN && wl[me] && faults > 0 -> d_step {
       if
       :: faults > 0 ->
          faults--; wl[me] = 0; ph[me] = P_HOLDS;
          if :: usince[me] == NONE -> usince[me] = sage[me] :: else -> skip fi;
          sage[me] = NONE;
          if :: wd[me] || !wc[me] -> wk[me] = W_NONE; wd[me] = 0; wc[me] = 0; CLEAR_W(me) :: else -> skip fi
       :: else -> skip
       fi;
       assert(faults_in_budget && faults <= FAULTS)
     }
#endif
  :: ph[me] == P_SREN && wl[me] && (wd[me] || !wc[me]) -> d_step {
       if :: wd[me] -> hage[me] = sage[me]; renewed[me]++; usince[me] = NONE; hclaim[me] = 0 :: else -> skip fi;
       wk[me] = W_NONE; wl[me] = 0; CLEAR_W(me); ph[me] = P_SETTLE
     }
  :: ph[me] == P_SREN && wl[me] && faults > 0 -> d_step {
       if
       :: faults > 0 ->
          faults--; wl[me] = 0; ph[me] = P_SETTLE;
          if :: usince[me] == NONE -> usince[me] = sage[me] :: else -> skip fi;
          sage[me] = NONE;
          if :: wd[me] || !wc[me] -> wk[me] = W_NONE; wd[me] = 0; wc[me] = 0; CLEAR_W(me) :: else -> skip fi
       :: else -> skip
       fi;
       assert(faults_in_budget && faults <= FAULTS)
     }

  /* Holding: renew (read; a renewal of ours found landed; else write our count one higher). */
  :: ph[me] == P_HELD && hage[me] < LIM(me) && renewed[me] < R_MAX && wk[me] == W_NONE -> d_step {
       if
       :: (sheld & BIT(me)) && sgen[me] == gen[me] && sren[me] > renewed[me] ->
          /* a renewal of ours landed unheard: the lease L from its send, the claim over */
          hage[me] = usince[me]; usince[me] = NONE; renewed[me] = sren[me]; hclaim[me] = 0
       :: (sheld & BIT(me)) && sgen[me] == gen[me] ->
          wk[me] = W_RENEW; wc[me] = 1; wd[me] = 0; wl[me] = 1; sage[me] = 0; ph[me] = P_RENEW
       :: else -> finish(me)   /* our place is gone: lost */
       fi
     }
  :: ph[me] == P_RENEW && wl[me] && (wd[me] || !wc[me]) -> d_step {
       if :: wd[me] -> hage[me] = sage[me]; renewed[me]++; usince[me] = NONE; hclaim[me] = 0 :: else -> skip fi;
       wk[me] = W_NONE; wl[me] = 0; CLEAR_W(me); ph[me] = P_HELD
     }
  :: ph[me] == P_RENEW && wl[me] && faults > 0 -> d_step {
       if
       :: faults > 0 ->
          faults--; wl[me] = 0; ph[me] = P_HELD;
          if :: usince[me] == NONE -> usince[me] = sage[me] :: else -> skip fi;
          sage[me] = NONE;
          if :: wd[me] || !wc[me] -> wk[me] = W_NONE; wd[me] = 0; wc[me] = 0; CLEAR_W(me) :: else -> skip fi
       :: else -> skip
       fi;
       assert(faults_in_budget && faults <= FAULTS)
     }
  :: ph[me] == P_HELD && hage[me] >= LIM(me) -> d_step { finish(me) }   /* our count ran out: lost */
  /* Release: stop, read the record and the line, write the record without our place and with
   * the waiters it seats; refused: again. The line read may fail: nobody is seated. */
  :: (ph[me] == P_HELD || ph[me] == P_REL) && wk[me] == W_NONE -> d_step { release(me, 1) }
  :: (ph[me] == P_HELD || ph[me] == P_REL) && wk[me] == W_NONE && rfaults > 0 -> d_step {
       if
       :: rfaults > 0 -> rfaults--; release(me, 0)
       :: else -> skip
       fi;
       assert(faults_in_budget && rfaults <= RFAULTS)
     }
  :: ph[me] == P_RELW && wl[me] && (wd[me] || !wc[me]) -> d_step {
       if :: wd[me] -> finish(me) :: else -> ph[me] = P_REL fi;
       wk[me] = W_NONE; wl[me] = 0; CLEAR_W(me)
     }
  :: ph[me] == P_RELW && wl[me] && faults > 0 -> d_step {
       if
       :: faults > 0 ->
          faults--; wl[me] = 0; finish(me);
          if :: wd[me] || !wc[me] -> wk[me] = W_NONE; wd[me] = 0; wc[me] = 0; CLEAR_W(me) :: else -> skip fi
       :: else -> skip
       fi;
       assert(faults_in_budget && faults <= FAULTS)
     }
  od
}

active proctype monitor() {
  byte i, n;
  bit excl;
  do
  :: d_step {
       n = 0; excl = 0; i = 0;
       do
       :: i < N ->
          if :: INSIDE(i) -> n++; excl = excl || EXCL(i) :: else -> skip fi;
          /* P10: a waiter that gave up and left keeps no unserved ticket */
          assert(P10_no_leak && !(gaveup[i] && ph[i] == P_DONE && UNSERVED(i)));
          /* P12: a waiter that gave up and is done holds no place in the record */
          assert(P12_gone_no_place && !(gaveup[i] && ph[i] == P_DONE && (sheld & BIT(i))));
#ifdef REACH_FENCE
          NOT_REACHED(ph[i] == P_LEAVE && lk[i] == J_LEAVE && ld[i] && tk[i] == 0 && ljp[i] == 0
                      && jtried[i] && mytk[i] == 0);
#endif
#ifdef REACH_HELD_TICKET
          NOT_REACHED(!gaveup[i] && (ph[i] == P_DONE || INSIDE(i)) && gen[i] > 0 && UNSERVED(i));
#endif
#ifdef REACH_CLAIM_RENEWED
          /* a handed place (a generation no take of ours wrote), renewed, held past the claim */
          NOT_REACHED(INSIDE(i) && gen[i] > TAKES && renewed[i] > 0 && hage[i] >= CL);
#endif
          i++
       :: else -> break
       od;
       assert(P1_limit && n <= K);
       assert(P2_alone && (!excl || n == 1));
       i = 0; n = 0; excl = 0
     }
  od
}

init {
  byte i;
  atomic {
    i = 0;
    do
    :: i < N * N -> wage[i] = NONE; i++
    :: else -> break
    od;
    i = 0;
    do
    :: i < N ->
       usince[i] = NONE; sage[i] = NONE; hage[i] = NONE; ptm[i] = NONE; rage[i] = NONE;
#ifdef REACH_HANDOFF_DEAD
       hdage[i] = NONE;
#endif
       run client(i); i++
    :: else -> break
    od
  }
}
