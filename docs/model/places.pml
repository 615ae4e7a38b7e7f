/*
 * A model of the lock with several holders (docs/protocol.md, "Several holders";
 * src/lock/pool/shared-lock.ts), for the Spin model checker: npm run model -- --only places.
 *
 * The world, as in lock.pml: N clients share one lock object; a clock process ticks, and any
 * number of steps of any process happen between two ticks; clients measure durations on that
 * clock (monotonic, same rate everywhere); a client may stop taking steps at any point while
 * time goes on (a pause, or, if it never moves again, a crash). A write is applied by the
 * store at some later step if its condition still holds (the object is still the version its
 * sender read); its sender may stop waiting for the answer (a lost answer), and then learns
 * the outcome only by reading. Ages are capped at the lease, where no rule tells them apart.
 *
 * The object: which clients hold a place (a bit each), which of those places are exclusive,
 * and each place's renewal count. Client 0 asks for an exclusive place, the others shared ones
 * (with EXCL0 undefined, all shared). A client takes a place (read, judge every place's lease by
 * its own watch, write the record with the expired places dropped and its own added, if there
 * is room), renews it up to R_MAX times (read, write its count one higher), and releases it
 * (read, write the record without it). One write of a client is in flight at a time.
 *
 * Properties (assertions in the monitor; "inside": the client's own status says held, i.e. it
 * is holding and its own count of its lease has not ended):
 *   P1 limit       never more than K clients inside at once
 *   P2 alone       an exclusive client inside is the only one inside
 * Mutations, each must be caught:
 *   MUT_ROOM_LE       a shared place fits while K places are live (<= instead of <)
 *   MUT_EXCL_SHARED   an exclusive place fits beside shared ones (only another exclusive bars it)
 *   MUT_NO_RESET      a waiter counts a place's age from its first sight, not from its last
 *                     renewal seen
 *   MUT_LEASE_ANSWER  the holder counts its lease from the answer, not from the send
 */

#ifndef N
#define N 3          /* clients */
#endif
#ifndef K
#define K 2          /* holders: the limit */
#endif
#ifndef L
#define L 2          /* lease, ticks */
#endif
#ifndef R_MAX
#define R_MAX 1      /* renewals per acquisition */
#endif
#ifndef FAULTS
#define FAULTS 1     /* answers lost, whole run */
#endif

#define NONE 255

/* The store */
byte sheld;          /* bit i: client i holds a place */
byte sexcl;          /* bit i: client i's place is exclusive */
byte sren[N];        /* renewals of client i's place */

/* Writes in flight, one per client */
#define W_NONE 0
#define W_TAKE 1
#define W_RENEW 2
#define W_RELEASE 3
byte wkind[N];
bit wcond[N];        /* the object is still the version the write was conditioned on */
bit wdone[N];        /* applied by the store */
byte wheld[N];       /* the record the write would leave */
byte wexcl[N];
byte wren[N];        /* its own renewal count in it */
byte sage[N];        /* ticks since the write was sent */

/* Clients */
#define S_WAIT 0
#define S_TAKING 1
#define S_HELD 2
#define S_RENEWING 3
#define S_RELEASING 4
#define S_DONE 5
byte st[N];
byte hage[N];        /* ticks since the write that started our current lease was sent */
byte renewed[N];     /* renewals done */
byte usince[N];      /* ticks since the first attempt of an unconfirmed renewal was sent */
bit waiting[N];      /* still waiting for the answer of its write */
byte faults = FAULTS;

/* A waiter's watch: wage[i*N+j] ticks since client i saw j's place with count wseen[i*N+j] */
byte wage[N * N];
byte wseen[N * N];

#define BIT(i) (1 << (i))
#define EXCL(i) (EXCL0_ON && (i) == 0)
#ifdef EXCL0
#define EXCL0_ON 1
#else
#define EXCL0_ON 0
#endif

#define INSIDE(i) ((st[i] == S_HELD || st[i] == S_RENEWING) && hage[i] < L)

#define AGE(x) if :: (x) != NONE && (x) < L -> x++ :: else -> skip fi

active proctype clock() {
  byte i;
  do
  :: d_step {
       i = 0;
       do
       :: i < N -> AGE(hage[i]); AGE(sage[i]); AGE(usince[i]); i++
       :: else -> break
       od;
       i = 0;
       do
       :: i < N * N -> AGE(wage[i]); i++
       :: else -> break
       od;
       i = 0    /* locals are part of the state: keep them constant between steps */
     }
  od
}

/* The store applies one write whose condition holds; every other write in flight then fails. */
active proctype store() {
  byte i, j;
  do
  :: d_step {
       i = 0;
       do
       :: i < N && !(wkind[i] != W_NONE && wcond[i] && !wdone[i]) -> i++
       :: else -> break
       od;
       if
       :: i < N ->
          sheld = wheld[i];
          sexcl = wexcl[i];
          sren[i] = wren[i];
          wdone[i] = 1;
          j = 0;
          do
          :: j < N -> wcond[j] = (j == i -> wcond[j] : 0); j++
          :: else -> break
          od
       :: else -> skip
       fi;
       i = 0;
       j = 0
     }
  od
}

proctype client(byte me) {
  byte j, live, liveEx, n;
  st[me] = S_WAIT;
  hage[me] = NONE;
  do
  /* Read, and take a place if there is room among the places our watch says are live. */
  :: st[me] == S_WAIT && wkind[me] == W_NONE ->
     d_step {
       live = 0; liveEx = 0; n = 0;
       j = 0;
       do
       :: j < N ->
          if
          :: sheld & BIT(j) ->
             if
#ifdef MUT_NO_RESET
             :: wage[me * N + j] == NONE -> wage[me * N + j] = 0; wseen[me * N + j] = sren[j]
#else
             :: wage[me * N + j] == NONE || wseen[me * N + j] != sren[j] ->
                wage[me * N + j] = 0; wseen[me * N + j] = sren[j]
#endif
             :: else -> skip
             fi;
             if
             :: wage[me * N + j] < L ->
                live = live | BIT(j); n++;
                if :: sexcl & BIT(j) -> liveEx = 1 :: else -> skip fi
             :: else -> skip
             fi
          :: else -> wage[me * N + j] = NONE
          fi;
          j++
       :: else -> break
       od;
       if
       /* Our place is there: a write of ours landed unheard (only after a lost answer). */
       :: sheld & BIT(me) -> skip
       :: else ->
          if
#ifdef MUT_EXCL_SHARED
          :: EXCL(me) && !liveEx ->
#else
          :: EXCL(me) && n == 0 ->
#endif
             wheld[me] = live | BIT(me); wexcl[me] = (sexcl & live) | BIT(me)
#ifdef MUT_ROOM_LE
          :: !EXCL(me) && n <= K && !liveEx ->
#else
          :: !EXCL(me) && n < K && !liveEx ->
#endif
             wheld[me] = live | BIT(me); wexcl[me] = sexcl & live
          :: else -> wheld[me] = NONE
          fi;
          if
          :: wheld[me] != NONE ->
             wkind[me] = W_TAKE; wcond[me] = 1; wdone[me] = 0; wren[me] = 0; sage[me] = 0;
             waiting[me] = 1; st[me] = S_TAKING
          :: else -> skip
          fi
       fi;
       j = 0; live = 0; liveEx = 0; n = 0
     };
     if
     :: sheld & BIT(me) && st[me] == S_WAIT ->
        /* Found by reading back: the lease counts from the send of the write that landed. */
        d_step { hage[me] = sage[me]; wkind[me] = W_NONE; st[me] = S_HELD; renewed[me] = 0 }
     :: else -> skip
     fi

  /* The answer to our take arrives. */
  :: st[me] == S_TAKING && waiting[me] && (wdone[me] || !wcond[me]) ->
     d_step {
       if
#ifdef MUT_LEASE_ANSWER
       :: wdone[me] -> hage[me] = 0; st[me] = S_HELD; renewed[me] = 0
#else
       :: wdone[me] -> hage[me] = sage[me]; st[me] = S_HELD; renewed[me] = 0
#endif
       :: else -> st[me] = S_WAIT
       fi;
       wkind[me] = W_NONE; waiting[me] = 0
     }
  /* ... or is lost: the write may still land; only a read will tell. */
  :: st[me] == S_TAKING && waiting[me] && faults > 0 ->
     d_step { faults--; waiting[me] = 0; st[me] = S_WAIT }
  /* A write nobody waits for that can no longer land is forgotten. */
  :: wkind[me] != W_NONE && !waiting[me] && !wcond[me] && !wdone[me] -> wkind[me] = W_NONE
  :: wkind[me] == W_TAKE && !waiting[me] && wdone[me] && st[me] == S_WAIT ->
     d_step { hage[me] = sage[me]; wkind[me] = W_NONE; st[me] = S_HELD; renewed[me] = 0 }

  /* Holding: renew (read, then write our count one higher, conditional on that read). */
  :: st[me] == S_HELD && hage[me] < L && renewed[me] < R_MAX && wkind[me] == W_NONE ->
     d_step {
       if
       :: sheld & BIT(me) ->
          if :: usince[me] == NONE -> usince[me] = 0 :: else -> skip fi;
          wheld[me] = sheld; wexcl[me] = sexcl; wren[me] = renewed[me] + 1;
          wkind[me] = W_RENEW; wcond[me] = 1; wdone[me] = 0; sage[me] = 0; waiting[me] = 1;
          st[me] = S_RENEWING
       :: else -> st[me] = S_DONE   /* our place is gone: lost */
       fi
     }
  :: st[me] == S_RENEWING && waiting[me] && (wdone[me] || !wcond[me]) ->
     d_step {
       if
#ifdef MUT_LEASE_ANSWER
       :: wdone[me] -> hage[me] = 0; renewed[me]++; usince[me] = NONE
#else
       :: wdone[me] -> hage[me] = sage[me]; renewed[me]++; usince[me] = NONE
#endif
       :: else -> skip     /* another holder wrote first: try again */
       fi;
       wkind[me] = W_NONE; waiting[me] = 0; st[me] = S_HELD
     }
  :: st[me] == S_RENEWING && waiting[me] && faults > 0 ->
     d_step { faults--; waiting[me] = 0; st[me] = S_HELD }
  /* A renewal that landed unheard, found by reading: the lease counts from its first try. */
  :: st[me] == S_HELD && wkind[me] == W_RENEW && !waiting[me] && wdone[me] ->
     d_step { hage[me] = usince[me]; renewed[me]++; usince[me] = NONE; wkind[me] = W_NONE }

  /* Release: stop, then read and write the record without our place. */
  :: st[me] == S_HELD && wkind[me] == W_NONE ->
     d_step {
       st[me] = S_RELEASING;
       if
       :: sheld & BIT(me) ->
          wheld[me] = sheld & ~BIT(me); wexcl[me] = sexcl & ~BIT(me); wren[me] = sren[me];
          wkind[me] = W_RELEASE; wcond[me] = 1; wdone[me] = 0; waiting[me] = 1
       :: else -> st[me] = S_DONE
       fi
     }
  /* Our own count of the lease ran out: we stop (the status says lost). */
  :: st[me] == S_HELD && hage[me] >= L -> st[me] = S_DONE
  :: st[me] == S_RELEASING && waiting[me] && (wdone[me] || !wcond[me]) ->
     d_step { wkind[me] = W_NONE; waiting[me] = 0; st[me] = S_DONE }
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
          i++
       :: else -> break
       od;
       assert(n <= K);             /* P1 limit */
       assert(!excl || n == 1);    /* P2 alone */
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
    :: i < N -> usince[i] = NONE; sage[i] = NONE; run client(i); i++
    :: else -> break
    od
  }
}
