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
 * Switches:
 *   MUT_LOOK_BEFORE_ONLY   the old order: the listing contender reads `<name>` only before its
 *                          write; a conditional creator lists only before it creates the
 *                          record, held at once (no pending record)
 *   MUT_CHECK_ONLY_CREATOR only the conditional job that created the pending record lists;
 *                          another that takes it does not
 *   REACH_LISTING_HOLDS, REACH_CONDITIONAL_HOLDS   goals: each side can hold
 *   LOST                   how many answers may be lost (default 1)
 */

#ifndef LOST
#define LOST 1
#endif
#ifndef RELISTS
#define RELISTS 1
#endif

#define NC 2            /* conditional contenders */

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
  /* The check before the write (kept: it saves a key in the common misconfiguration). */
  d_step { present = (obj != ABSENT) }
  if
  :: present -> goto refused
  :: else
  fi;
  key = true;   /* PutObject of the key; a lost answer is re-sent: the same key */
#ifndef MUT_LOOK_BEFORE_ONLY
  /* The check after the write: the one that makes it safe. */
  d_step { present = (obj != ABSENT) }
  if
  :: present -> key = false; goto refused
  :: else
  fi;
#endif
  lIn = true;
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
     d_step { live = key }
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
     d_step { live = key }   /* LIST of the listing keys, after the record existed */
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

init {
  atomic {
    run conditional(0);
    run conditional(1)
  }
}
