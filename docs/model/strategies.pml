/*
 * Two strategies on one lock name (issue 25; docs/protocol.md, "Two strategies on one name").
 *
 * A listing contender (strategy: listing) holds through its key `<name>.<created>.<uuid>.
 * <expires>`; conditional contenders (the default strategy) through the lock object `<name>`.
 * Neither sees the other's holder with the requests it waits with, so each writes its own
 * claim first and then looks for the other's:
 *
 *  - the listing contender writes its key, then reads `<name>`: present, it withdraws (deletes
 *    its key) and refuses; absent, it may hold;
 *  - a conditional contender that finds no object creates a *pending* record (free, not yet
 *    checked), If-None-Match; one that is about to take a pending record first lists the
 *    listing keys (after the record existed): a live key, it refuses (it may list again
 *    first); none, it takes the record If-Match on the version it read before listing. The
 *    record it writes is no longer pending: later takes do not list.
 *
 * Property: never a listing holder and a conditional holder at once (nor two conditional
 * holders). Interleavings are arbitrary: each request is one atomic step of the store, and
 * any number of other steps happen between a contender's read and its write. Writes may land
 * with their answer lost (the writer reads back, as the code does).
 *
 * Review 4 (F43), optional: EXPIRY gives the listing key an expiry and time, in ticks (at most
 * TMAX), on one clock: the store's, which decides which keys are live, and the listing job's own
 * count (they run at one rate here; skew is lock.pml's). The key's `expires` is fixed before its
 * PUT, KEY_LIFE ticks from then (ListingLock.claim); any number of ticks may pass in the PUT, the
 * settle and the GET of `<name>` after it (a slow answer). The hand-out gate: "Acquired" only
 * with at least half the key's life left by the job's own count, in the same step (nothing is
 * awaited after that look); else it withdraws its key and claims again, REJOINS times. Inside,
 * the listing holder leaves before its key expires (it has no renewal): time does not pass it.
 * A conditional contender's list sees only keys live by the store's clock, so one that lists
 * again (RELISTS) may find the key expired meanwhile and take the record.
 *
 * Switches:
 *   MUT_LOOK_BEFORE_ONLY   the old order: the listing contender reads `<name>` only before its
 *                          write; a conditional creator lists only before it creates the
 *                          record, held at once (no pending record)
 *   MUT_CHECK_ONLY_CREATOR only the conditional job that created the pending record lists;
 *                          another that takes it does not
 *   MUT_NO_LISTING_GATE    (EXPIRY) the listing job hands out after its last look with no
 *                          check of the time its key has left (claim before F43's fix)
 *   REACH_LISTING_HOLDS, REACH_CONDITIONAL_HOLDS   goals: each side can hold
 *   REACH_LISTING_REJOINS  goal (EXPIRY): the gate finds too little left, and the job claims again
 *   KEY_LIFE, REJOINS      (EXPIRY) the key's life in ticks (default 2: half is 1), and how often
 *                          the gate may send the job to claim again (default 1)
 *   TMAX                   (EXPIRY) the last tick (default 3)
 *   LOST                   how many answers may be lost (default 1)
 */

#ifndef LOST
#define LOST 1
#endif
#ifndef RELISTS
#define RELISTS 1
#endif

#define NC 2            /* conditional contenders */

#ifdef EXPIRY
#ifndef KEY_LIFE
#define KEY_LIFE 2
#endif
#ifndef REJOINS
#define REJOINS 1
#endif
#define HALF (KEY_LIFE / 2)   /* halfMs: half the key's life from the claim */
#ifndef TMAX
#define TMAX 3
#endif
byte now = 0;           /* the store's clock, and the listing job's own count */
byte kexp;              /* the key's expires, on the store's clock */
#define LIVE (key && now < kexp)   /* listLive: not expired by the store's clock */
#else
#define LIVE key
#endif

/* The lock object: absent, pending (free, unchecked), held, free (released, checked). */
mtype = { ABSENT, PENDING, HELD, FREE };
mtype obj = ABSENT;
byte ver = 0;           /* the object's version (ETag) */
byte owner = 255;       /* the conditional holder, while HELD */

bool key = false;       /* the listing contender's key is in the bucket */
bool lIn = false;       /* the listing contender is inside */
bool cIn[NC];           /* conditional contender i is inside */
byte lost = 0;          /* answers lost so far */

/* Never two holders, whatever their strategies. */
#define SAFE (!(lIn && (cIn[0] || cIn[1])) && !(cIn[0] && cIn[1]))

active proctype monitor() {
end:
  do
  :: atomic { !SAFE -> assert(SAFE) }
  od
}

active proctype listing() {
  bool present;
#ifdef EXPIRY
  byte rejoins = 0;
#endif
  /* The check before the write (kept: it saves a key in the common misconfiguration). */
#ifdef EXPIRY
claim: skip;
#endif
  d_step { present = (obj != ABSENT) }
  if
  :: present -> goto refused
  :: else
  fi;
#ifdef EXPIRY
  /* expires is fixed before the PUT, from now, and so is our own count of the key's life;
   * then the PUT, the settle and the GET of <name> take any number of ticks */
  d_step { key = true; kexp = now + KEY_LIFE };
#else
  key = true;   /* PutObject of the key; a lost answer is re-sent: the same key */
#endif
#ifndef MUT_LOOK_BEFORE_ONLY
  /* The check after the write: the one that makes it safe. */
  d_step { present = (obj != ABSENT) }
  if
  :: present -> key = false; goto refused
  :: else
  fi;
#endif
#if defined(EXPIRY) && !defined(MUT_NO_LISTING_GATE)
  /* The hand-out gate (claim, F43; I8): half the key's life left by our count, or withdraw
   * and claim again. One step with the hand-out: nothing is awaited after this look. */
  d_step {
    if
    :: kexp >= now + HALF -> lIn = true
    :: else -> key = false
    fi
  }
  if
  :: !lIn && rejoins < REJOINS ->
#ifdef REACH_LISTING_REJOINS
     assert(false);
#endif
     rejoins++; goto claim
  :: !lIn -> goto refused
  :: else
  fi;
#else
  lIn = true;
#endif
#ifdef REACH_LISTING_HOLDS
  assert(!lIn);
#endif
  lIn = false;
  key = false;  /* release: DeleteObject of the key */
refused: skip;
  skip
}

proctype conditional(byte me) {
  mtype seen;
  byte seenVer;
  bool live;
  bool created = false;
  byte relists = 0;
  bool wrote;
look: skip;
  d_step { seen = obj; seenVer = ver }
  if
  :: seen == HELD && owner == me -> goto inside     /* a take of ours landed unheard */
  :: seen == HELD -> goto look                      /* wait for the holder */
  :: seen == ABSENT ->
#ifdef MUT_LOOK_BEFORE_ONLY
     /* Old: list before the create, then create the record held. */
     d_step { live = LIVE }
     if
     :: live -> goto refused
     :: else
     fi;
     d_step {
       if
       :: obj == ABSENT -> obj = HELD; owner = me; ver++; wrote = true
       :: else -> wrote = false
       fi
     }
     if
     :: wrote && lost < LOST -> d_step { lost++ }; goto look   /* answer lost: read back */
     :: wrote -> goto inside
     :: else -> goto look
     fi
#else
     /* Create the pending record, If-None-Match; any answer: read again. */
     d_step {
       if
       :: obj == ABSENT -> obj = PENDING; ver++; created = true
       :: else
       fi
     }
     goto look
#endif
  :: seen == PENDING ->
#ifdef MUT_CHECK_ONLY_CREATOR
     if
     :: !created -> goto take
     :: else
     fi;
#endif
relist: skip;
     d_step { live = LIVE }   /* LIST of the listing keys, after the record existed */
     if
     :: live && relists < RELISTS -> relists++; goto relist
     :: live -> goto refused
     :: else -> goto take
     fi
  :: seen == FREE -> goto take
  fi;
take: skip;
  /* PutObject If-Match on the version read before the list. */
  d_step {
    if
    :: ver == seenVer -> obj = HELD; owner = me; ver++; wrote = true
    :: else -> wrote = false
    fi
  }
  if
  :: wrote && lost < LOST -> d_step { lost++ }; goto look
  :: wrote -> goto inside
  :: else -> goto look
  fi;
inside: skip;
  cIn[me] = true;
#ifdef REACH_CONDITIONAL_HOLDS
  assert(!cIn[me]);
#endif
  cIn[me] = false;
  /* Release: If-Match on our record; the record stays, free and checked. */
  d_step { obj = FREE; owner = 255; ver++ };
refused: skip;
  skip
}

#ifdef EXPIRY
/* Time: a tick at any moment, but never past the listing holder's key (it leaves before its
 * own count of the key's life ends: it cannot renew). */
active proctype clock() {
end:
  do
  :: atomic { now < TMAX && (!lIn || now + 1 < kexp) -> now++ }
  od
}
#endif

init {
  atomic {
    run conditional(0);
    run conditional(1)
  }
}
