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
 * Review 4 (F41), a third optional fault, with time:
 *
 *  - STORE_CLOCK: time is `now`, in ticks (at most TMAX); the store stamps Last-Modified on the
 *    true clock, and answers with a Date `off` ticks ahead of it (0 to SKEW, the same in every
 *    answer: nginx's own Date before MinIO, a VM clock stepped forward). The setter holds once,
 *    for HOLD_FOR ticks, and does not lift it: the hold ends by time. Its write stores endsAt,
 *    its read's Date + HOLD_FOR + MARGIN (`stamped`, in `updateHolds`); a reader compares endsAt
 *    with its own read's Date (`storeHoldRemainingMs`), and once it has seen the hold counts on
 *    its own clock from that first sight, which a later Date may shorten by ALLOW at most
 *    (`holdRemainingMs` → `storeClockBound`). Another person's hold, written at any time,
 *    rewrites the registry once and copies ours unchanged (`keptHold`). Jobs hold a lease of
 *    LEASE ticks, from their take or last renewal (`keepLease`: renewals while running or
 *    paused), and stop before it ends: time does not pass a holder's lease. `hold --wait` drops
 *    a holder only once it has seen one version of its record for a whole lease by its own
 *    count (`HolderWatch.mayRun`, in `findHolders`); a new version starts its count again.
 *    P13 then counts a hold as standing from the acknowledgement until HOLD_FOR ticks after
 *    the write (tEnd), on the true clock.
 *  - STEP (with STORE_CLOCK): once, at any moment, the Date's lead grows by STEP ticks (a clock
 *    stepped forward, a gateway node further ahead). A reader that first sees the hold after
 *    that has only the store's word, so P13 grants the step (a hold stands until STEP before
 *    tEnd); a job that saw it before the step counts on itself, and P13_own_count says it does
 *    not start more than ALLOW before tEnd: the Date shortened its count by ALLOW at most.
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
 *   MUT_HOLD_FROM_LAST_MODIFIED (STORE_CLOCK) a reader counts a hold's end from the registry's
 *                          Last-Modified by its answer's Date, with no bound by its own count
 *                          (holdRemainingMs before F41's fix): a Date ahead shortens every hold
 *   MUT_REWRITE_SHORTENS   (STORE_CLOCK) a rewrite stores each kept hold as what is left of it
 *                          by the rewriter's read, counted from the rewrite's Last-Modified
 *                          (keptHold before F41's fix: `forMs = ceil(remainingMs)`)
 *   MUT_HOLD_NO_OWN_COUNT  (STORE_CLOCK STEP) a reader that has seen the hold trusts each read's
 *                          Date alone (storeHoldRemainingMs without holdRemainingMs' bound)
 *   MUT_WAIT_STORE_CLOCK   (STORE_CLOCK) hold --wait drops a holder whose lease is over by the
 *                          store's clock alone (Date - Last-Modified; findHolders before F41's fix)
 *   HOLDS                  how many times the setter holds (default 2; STORE_CLOCK: once)
 *   SKEW, MARGIN           (STORE_CLOCK) how far Date may run ahead (default 1 tick); the margin
 *                          endsAt and each comparison add (default 0: the model's Date is exact
 *                          and the setter's write lands with its read; the code's second covers
 *                          Date's truncation and a write that lands later)
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

#ifdef STORE_CLOCK
#ifndef SKEW
#define SKEW 1
#endif
#ifndef MARGIN
#define MARGIN 0
#endif
#define HOLD_FOR 2      /* the hold's length (--for) */
#define LEASE 2         /* a job's lease */
#define ALLOW 1         /* the store clock's allowance: a later Date shortens our count by this */
#define TMAX 3
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
#ifdef STORE_CLOCK
byte now = 0;           /* the true clock, which stamps Last-Modified */
byte off;               /* how far every answer's Date runs ahead of it */
byte lm;                /* the lock record's Last-Modified (take or renewal) */
byte lend;              /* ... and where its holder's lease ends, by the holder's count */
bool hasEnds;           /* the registry's hold: endsAt is set */
byte endsAt;            /* ... its end on the Date clock */
short forMs;            /* ... its length (a rewrite of MUT_REWRITE_SHORTENS shortens it) */
byte regLM;             /* ... and the registry's Last-Modified */
byte tEnd;              /* when the hold truly ends: HOLD_FOR after its write */
#define DATE (now + off)
#ifdef STEP
bool stepped = false;   /* the Date's lead has grown by STEP */
#define STANDS (acked && now + STEP < tEnd)
#else
#define STANDS (acked && now < tEnd)
#endif
#else
#define STANDS acked
#endif

#define WORKS(i) (running[i] && !warned[i])
#define SAFE (!(STANDS && (WORKS(0) || WORKS(1))))

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
#ifdef STORE_CLOCK
       lm = now; lend = now + LEASE;                  /* a renewal: a new Last-Modified and lease */
#endif
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

#ifdef STORE_CLOCK
/* keepLease: a renewal of our record as it is (mark and all), once time has moved since the
 * last; a new version, so hold --wait's count of it starts again. */
inline renewal() {
  lend < now + LEASE && ver == myv -> ver++; myv = ver; lm = now; lend = now + LEASE
}

/* HoldsReader.read: is the hold active for us? By the Date of our answer against the stored
 * end (storeHoldRemainingMs), and, from our first sight of it, by our own count, which that
 * Date may shorten by ALLOW at most (holdRemainingMs → storeClockBound). */
inline read_holds() {
  atomic {
    if
    :: !hold -> h = false
    :: else ->
#ifdef MUT_HOLD_FROM_LAST_MODIFIED
       rem = forMs + MARGIN - (DATE - regLM);         /* the old rule: from Last-Modified, unbounded */
#else
       if
       :: hasEnds -> rem = endsAt + MARGIN - DATE
       :: else -> rem = forMs + MARGIN - (DATE - regLM)  /* no endsAt: from Last-Modified */
       fi;
       if
       :: !seen1 -> seen1 = true; ownEnd = now + rem   /* first sight: its word is all there is */
#ifdef STEP
          ; early = !stepped
#endif
       :: else
       fi;
#ifndef MUT_HOLD_NO_OWN_COUNT
       rem = (rem > ownEnd - now - ALLOW -> rem : ownEnd - now - ALLOW);
#endif
#endif
       h = (rem > 0);
       rem = 0                                        /* (a scratch value: not state) */
    fi
  }
}
#endif

proctype job(byte i) {
  bool h;
  bool waited = false;  /* this acquire has seen a hold (passHolds' sawHold) */
  bool pz = false;      /* paused: the mark written, the un-mark not yet confirmed */
  bool ok;
  byte myv;
#ifdef STORE_CLOCK
  short rem;            /* the hold's time left, by this read */
  bool seen1 = false;   /* we have seen the hold: our own count runs to ownEnd */
  short ownEnd;
#ifdef STEP
  bool early = false;   /* ... and first saw it before the step */
#endif
#endif
#ifdef MUT_CHECK_BEFORE_TAKE
  h = hold;
#endif
#ifdef STORE_CLOCK
  /* the take: a new version (an ETag unlike any before), its lease from now */
  atomic { holder == FREE -> holder = i; paused = false; ver++; myv = ver; lm = now; lend = now + LEASE }
#else
  atomic { holder == FREE -> holder = i; paused = false; ver = 0; myv = 0 }   /* the take */
#endif
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
#ifdef STORE_CLOCK
  :: read_holds()
#else
  :: h = hold
#endif
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
#ifdef STORE_CLOCK
     if
     :: atomic { renewal() }                       /* keepLease while paused */
     :: else
     fi;
#endif
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
#ifdef STEP
  assert(!early || now + ALLOW >= tEnd);           /* P13_own_count */
#endif
#ifdef STORE_CLOCK
  do
  :: atomic { renewal() }                          /* keepLease while running */
  :: break
  od;
#endif
  atomic { running[i] = false; holder = FREE }     /* done: release */
}

#ifdef STORE_CLOCK
proctype setter() {     /* run by init, once the store's skew is chosen */
#else
active proctype setter() {
#endif
  byte n = 0;
  byte seen;
  bool seenPaused;
#ifdef STORE_CLOCK
  bool done = false;
  bool watching = false;  /* HolderWatch: the version first seen, and when */
  byte wVer, wAt;
  /* updateHolds: the write stamps endsAt from the Date of the read it is based on (stamped) */
  atomic {
    hold = true; forMs = HOLD_FOR; hasEnds = true; endsAt = DATE + HOLD_FOR + MARGIN;
    regLM = now; tEnd = now + HOLD_FOR
  };
  do                                               /* --wait: findHolders at each look */
  :: d_step {
       if
       :: holder == FREE || paused -> done = true
       :: else ->
#ifdef MUT_WAIT_STORE_CLOCK
          done = (DATE >= lm + LEASE)              /* over by the store's clock alone */
#else
          if                                       /* HolderWatch.mayRun */
          :: !watching || wVer != ver -> watching = true; wVer = ver; wAt = now
          :: else
          fi;
          done = (now >= wAt + LEASE)              /* unchanged for a lease by our count: gone */
#endif
       fi
     };
     if
     :: done -> break
     :: else
     fi
  od;
  acked = true                                     /* never lifted: the hold ends by time */
#else
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
#endif
}

#ifdef STORE_CLOCK
/* Another person's hold, written at any time after ours: updateHolds rewrites the registry,
 * and copies our hold through keptHold, unchanged (endsAt as its setter stamped it). */
proctype rewriter() {
  atomic {
    hold ->
    regLM = now;
#ifdef MUT_REWRITE_SHORTENS
    if                                             /* the old keptHold: what is left, from now */
    :: hasEnds -> forMs = endsAt + MARGIN - DATE; hasEnds = false
    :: else
    fi
#endif
  }
}

/* Time: a tick at any moment, but never past a holder's lease (a holder stops, or renews,
 * before its own count ends: the model's form of "a holder stops when its count ends"). */
proctype clock() {
end:
  do
  :: atomic { now < TMAX && (holder == FREE || now + 1 < lend) -> now++ }
#ifdef STEP
  :: atomic { !stepped -> stepped = true; off = off + STEP }
#endif
  od
}
#endif

init {
  atomic {
#ifdef STORE_CLOCK
    select(off : 0 .. SKEW);
    run setter();
    run rewriter();
    run clock();
#endif
    run job(0);
    run job(1)
  }
}
