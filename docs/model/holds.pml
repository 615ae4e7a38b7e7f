/*
 * A person's hold (issue 43; docs/holds.md, "Rules").
 *
 * Jobs take a lock by a conditional write on its object; a setter holds it by writing the
 * holds registry, another object. Neither sees the other's write with the request it makes
 * it with, so each writes its own object first and then reads the other's (Dekker's order):
 *
 *  - a job reads the registry after its take is confirmed and before it starts (the hand-out
 *    gate): a hold there, it keeps the lock and marks its record paused (a conditional write
 *    on its own record), waits for the hold to be lifted, takes the mark off, and reads the
 *    registry again before it starts;
 *  - the setter writes the hold, then reads the lock; `hold --wait` reads it until nobody
 *    holds it or its holder is marked paused, and then acknowledges the hold. It may lift the
 *    hold and set it again (two holds), as people do.
 *
 * Each request is one atomic step of the store (S3 is linearizable per object); any number
 * of other steps happen between a process's steps. Leases are left out: a holder whose lease
 * runs out is a release as far as holds go, and exclusion is lock.pml's business.
 *
 * Property P13_hold_acknowledged: while a hold is acknowledged (hold --wait has returned and
 * the hold is not lifted), no job is running its work: none was running then (it was waited
 * for) and none starts after.
 *
 * Switches:
 *   MUT_CHECK_BEFORE_TAKE  a job reads the registry before its take, not after it
 *   MUT_NO_REREAD          after the hold is lifted, a paused job takes its mark off and goes
 *                          without reading the registry again
 *   MUT_NO_WAIT            the setter acknowledges after one read of the lock, without waiting
 *                          for a running holder (hold without --wait)
 *   REACH_PAUSED           goal: a job pauses for a hold and then runs
 *   HOLDS                  how many times the setter holds (default 2)
 */

#ifndef HOLDS
#define HOLDS 2
#endif

#define NJ 2            /* jobs, each acquiring once */
#define FREE 255

byte holder = FREE;     /* the lock object: who holds it */
bool paused = false;    /* ... and the holder's mark */
bool hold = false;      /* the registry: a hold is set */
bool acked = false;     /* the setter's hold --wait has returned, and the hold still stands */
bool running[NJ];       /* job i has started its work */
bool resumed = false;   /* some job paused for a hold and then ran (REACH_PAUSED) */

#define SAFE (!(acked && (running[0] || running[1])))

active proctype monitor() {
end:
  do
  :: atomic { !SAFE -> assert(SAFE) }
  od
}

proctype job(byte i) {
  bool h;
  bool waited = false;
#ifdef MUT_CHECK_BEFORE_TAKE
  h = hold;
#endif
  atomic { holder == FREE -> holder = i }          /* the take, If-Match: confirmed */
#ifndef MUT_CHECK_BEFORE_TAKE
check:
  h = hold;                                        /* rule 3: read after the take */
#endif
  if
  :: h ->
     atomic { holder == i -> paused = true };      /* rule 4: the mark, on our own record */
     waited = true;
     !hold;                                        /* polls until the hold is lifted */
     atomic { holder == i -> paused = false };     /* rule 5: off with the mark, confirmed */
#ifndef MUT_NO_REREAD
#ifndef MUT_CHECK_BEFORE_TAKE
     goto check                                    /* ... and read the registry again */
#endif
#endif
  :: else
  fi;
  atomic { running[i] = true; if :: waited -> resumed = true :: else fi };
#ifdef REACH_PAUSED
  assert(!resumed);
#endif
  atomic { running[i] = false; holder = FREE }     /* done: release */
}

active proctype setter() {
  byte n = 0;
  byte seen;
  bool seenPaused;
  do
  :: n < HOLDS ->
     hold = true;                                  /* rule 2: write the hold first */
     do                                            /* ... then read the lock: --wait */
     :: atomic { seen = holder; seenPaused = paused };
        if
        :: seen == FREE || seenPaused -> break
#ifdef MUT_NO_WAIT
        :: else -> break
#else
        :: else
#endif
        fi
     od;
     acked = true;
     atomic { acked = false; hold = false };       /* unhold */
     n++
  :: else -> break
  od
}

init {
  atomic {
    run job(0);
    run job(1)
  }
}
