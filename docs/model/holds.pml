/*
 * A person's hold (issue 43; docs/holds.md, "Rules").
 *
 * Jobs take a lock by a conditional write on its object; a setter holds it by writing the
 * holds registry, another object. Neither sees the other's write with the request it makes
 * it with, so each writes its own object first and then reads the other's (Dekker's order):
 *
 *  - a job reads the registry after its take is confirmed and before it starts (the hand-out
 *    gate): a hold there, it keeps the lock and marks its record paused (a conditional write
 *    on its own record), reads the registry again at each poll until the hold is lifted, takes
 *    the mark off, and reads the registry again before it starts;
 *  - the setter writes the hold, then reads the lock; `hold --wait` reads it until nobody
 *    holds it or its holder is marked paused, and then acknowledges the hold. It may lift the
 *    hold and set it again (two holds), as people do.
 *
 * Each request is one atomic step of the store (S3 is linearizable per object); any number
 * of other steps happen between a process's steps. Leases are left out: a holder whose lease
 * runs out is a release as far as holds go, and exclusion is lock.pml's business (the hold
 * gate's renewals and their lease bookkeeping are in pool-line.pml, HOLD_GATE).
 *
 * Review 4 (F40, F42 (a)), two optional faults:
 *
 *  - FORBIDDEN: a registry read may be answered 403 (FORBID times in the run). Before this
 *    acquire has seen a hold, the job goes on with a warning (Holds rule 8; I15 excepts it:
 *    `warned`). Once it has seen one, a 403 is a failed read: it waits, keeping the lock (and
 *    its mark, if paused), and reads again (passHolds, F40).
 *  - LOST_MARK: the mark and the un-mark are conditional writes on the version of our record
 *    we know, whose answer may be lost (LOST times in the run): the write landed or not, and
 *    we do not know which. The next write on that version is then refused if it landed, and
 *    the read-back after the refusal adopts the version found; it is this write only if the
 *    record holds the text written (renewAcquisition, F42). The un-mark counts only when
 *    confirmed (by its answer or by that read-back); unconfirmed, the job reads the registry
 *    again and writes it again. The setter's --wait sees the job paused only while the mark
 *    stands in the store: it reads the record, whatever the job believes.
 *
 * Property P13_hold_acknowledged: while a hold is acknowledged (hold --wait has returned and
 * the hold is not lifted), no job is running its work: none was running then (it was waited
 * for) and none starts after; a job that went on past a 403 before it saw any hold (rule 8's
 * warning) excepted.
 *
 * Switches:
 *   MUT_CHECK_BEFORE_TAKE  a job reads the registry before its take, not after it
 *   MUT_NO_REREAD          after the hold is lifted, a paused job takes its mark off and goes
 *                          without reading the registry again
 *   MUT_NO_WAIT            the setter acknowledges after one read of the lock, without waiting
 *                          for a running holder (hold without --wait)
 *   MUT_FORBIDDEN_GOES     (FORBIDDEN) a 403 lets the job go even after it saw a hold, with its
 *                          mark on (the code before F40's fix)
 *   MUT_UNMARK_ASSUMED     (LOST_MARK) an un-mark whose answer was lost is taken as landed
 *   MUT_READBACK_BY_COUNT  (LOST_MARK) a read-back that finds a write of ours landed counts it
 *                          as this write whatever its text: a lost mark that landed is taken
 *                          for the un-mark (F42 (a))
 *   REACH_PAUSED           goal: a job pauses for a hold and then runs
 *   REACH_FORBIDDEN_PAUSED goal (FORBIDDEN): a paused job's registry read is refused (403)
 *   REACH_UNMARK_READBACK  goal (LOST_MARK): an un-mark is refused, and its read-back finds our
 *                          mark landed unheard (the other text: write again)
 *   HOLDS                  how many times the setter holds (default 2)
 *   FORBID, LOST           the budgets of 403s and lost answers (default 1 each)
 */

#ifndef HOLDS
#define HOLDS 2
#endif
#ifndef FORBID
#define FORBID 1
#endif
#ifndef LOST
#define LOST 1
#endif

#define NJ 2            /* jobs, each acquiring once */
#define FREE 255

byte holder = FREE;     /* the lock object: who holds it */
bool paused = false;    /* ... and the holder's mark */
byte ver;               /* ... and its version (LOST_MARK; 0 at each take) */
bool hold = false;      /* the registry: a hold is set */
bool acked = false;     /* the setter's hold --wait has returned, and the hold still stands */
bool running[NJ];       /* job i has started its work */
bool warned[NJ];        /* job i went on past a 403 before it saw a hold (rule 8's warning) */
bool resumed = false;   /* some job paused for a hold and then ran (REACH_PAUSED) */
byte forbid = FORBID;   /* 403s left */
byte lost = LOST;       /* lost answers left */

#define WORKS(i) (running[i] && !warned[i])
#define SAFE (!(acked && (WORKS(0) || WORKS(1))))

active proctype monitor() {
end:
  do
  :: atomic { !SAFE -> assert(SAFE) }
  od
}

/* A renewal of our own record with the mark pm (1: markPaused, 0: the original holder),
 * conditional on the version we know (myv); ok: confirmed. Without LOST_MARK it always lands
 * and is answered. */
inline write(pm) {
  atomic {
    if
    :: ver == myv ->
       ver++; paused = pm;
       if
       :: myv = ver; ok = true                        /* landed, answered */
#ifdef LOST_MARK
       :: lost > 0 -> lost--; ok = false             /* landed, the answer lost */
#endif
       fi
#ifdef LOST_MARK
    :: ver == myv && lost > 0 -> lost--; ok = false  /* lost on the way: not applied */
    :: ver != myv ->                                  /* refused (our unheard write landed): read back */
#ifdef REACH_UNMARK_READBACK
       assert(!(pm == 0 && paused));
#endif
       myv = ver;
#ifdef MUT_READBACK_BY_COUNT
       ok = true
#else
       ok = (paused == pm)                            /* ours only if the record holds our text */
#endif
#endif
    fi
  }
}

proctype job(byte i) {
  bool h;
  bool waited = false;  /* this acquire has seen a hold (passHolds' sawHold) */
  bool pz = false;      /* paused: the mark written, the un-mark not yet confirmed */
  bool ok;
  byte myv;
#ifdef MUT_CHECK_BEFORE_TAKE
  h = hold;
#endif
  atomic { holder == FREE -> holder = i; paused = false; ver = 0; myv = 0 }   /* the take */
#ifdef MUT_CHECK_BEFORE_TAKE
  if
  :: h ->
     write(1); waited = true;
     !hold;
     write(0)
  :: else
  fi;
  goto go;
#endif
check:                                             /* rule 3: read after the take */
  if
  :: h = hold
#ifdef FORBIDDEN
  :: atomic { forbid > 0 -> forbid-- };            /* 403 */
#ifdef REACH_FORBIDDEN_PAUSED
     assert(!pz);
#endif
     if
     :: !waited -> warned[i] = true; goto go       /* rule 8: a warning, and on */
#ifdef MUT_FORBIDDEN_GOES
     :: else -> goto go
#else
     :: else -> goto check                         /* F40: a failed read: wait, read again */
#endif
     fi
#endif
  fi;
  if
  :: h ->
     waited = true;
     if
     :: !pz -> write(1); pz = true                 /* rule 4: the mark; paused whatever its answer */
     :: else
     fi;
     goto check                                    /* each poll reads the registry */
  :: !h && pz ->
     write(0);                                     /* rule 5: off with the mark */
#ifdef MUT_UNMARK_ASSUMED
     ok = true;
#endif
     if
     :: ok -> pz = false
#ifdef MUT_NO_REREAD
              ; goto go
#endif
     :: else
     fi;
     goto check                                    /* ... and read the registry again */
  :: else
  fi;
go:
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
