export const id = 38;
export const ids = [38];
export const modules = {

/***/ 7038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  releaseListingStep: () => (/* binding */ releaseListingStep),
  releaseStep: () => (/* binding */ releaseStep)
});

// EXTERNAL MODULE: ../node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(1915);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./lock/backoff.ts
var backoff = __webpack_require__(5010);
// EXTERNAL MODULE: ./lock/duration.ts
var duration = __webpack_require__(2728);
// EXTERNAL MODULE: ./lock/errors.ts
var errors = __webpack_require__(3179);
;// CONCATENATED MODULE: ./lock/lease.ts
/**
 * When may a waiter treat a held lock as abandoned? Never by comparing its own wall clock with
 * the holder's: runners' clocks can be minutes apart. Two measures of the lease's age exist:
 *
 *  - the waiter's own monotonic clock: it has seen the very same version (ETag) unchanged for
 *    a whole lease (the DynamoDB Lock Client rule). The holder started counting before it
 *    wrote, the waiter after it saw the write, so the waiter's count always ends later. This
 *    rule alone is safe whatever any other clock says;
 *  - the store's clock: the store stamped the last write (Last-Modified) and stamps every
 *    answer (Date), so their difference is the lease's age, if the node that answers and the
 *    node that stamped agree on the time. Both have a 1 s resolution, so a second is added.
 *    It lets a waiter that arrives late take over an abandoned lock without a whole lease.
 *
 * The store's word is trusted only up to an allowance that the holder chose and wrote into
 * its record (`clockAllowanceMs`): it may shorten the monotonic wait by at most that much. So
 * a store clock that runs ahead, or is stepped, or a gateway whose nodes disagree, can end a
 * lease at most that allowance before the holder's own count; and the holder treats its lease
 * as ending that much sooner (leaseSafeEnd), so it stops first whatever the store's clock
 * does. A record without the field (written by an older version) gets no allowance: the
 * waiter's own clock alone decides.
 */
const STORE_CLOCK_RESOLUTION_MS = 1000;
/** The default allowance for a wrong store clock: a late waiter gains at most this much. */
const DEFAULT_STORE_CLOCK_ALLOWANCE_MS = 2000;
/** How long until the lease is over, by the rules above; ≤ 0 means it is over. */
function leaseRemainingMs(version, serverNowMs, monotonicNowMs) {
    const byObservation = version.leaseMs - (monotonicNowMs - version.firstSeenAt);
    if (serverNowMs === undefined || version.lastModifiedMs <= 0)
        return byObservation;
    const byStoreClock = version.leaseMs + STORE_CLOCK_RESOLUTION_MS - (serverNowMs - version.lastModifiedMs);
    return Math.min(byObservation, Math.max(byStoreClock, byObservation - version.clockAllowanceMs));
}
/**
 * Where the holder's own lease ends, on its monotonic clock: a lease that started (its write
 * was sent) at `startedAt` is over for the holder `allowance` before the full lease, because a
 * waiter trusting a wrong store clock may take over that much early, and never earlier.
 */
function lease_leaseSafeEnd(startedAt, leaseMs, clockAllowanceMs) {
    return startedAt + leaseMs - clockAllowanceMs;
}
/**
 * The allowance a holder grants the store's clock: what was asked for, but never more than a
 * quarter of the lease, so that renewing every quarter still leaves two tries before the end.
 */
function clockAllowanceFor(leaseMs, requestedMs) {
    return Math.max(0, Math.min(requestedMs, Math.floor(leaseMs / 4)));
}
/**
 * The lease left by the store's clock alone, for people looking once (s3-lock status): it is
 * the best estimate there is, though no waiter decides on it alone. Undefined when the store
 * hides its clock.
 */
function storeClockRemainingMs(version, serverNowMs) {
    const age = storeAgeMs(version, serverNowMs);
    return age === undefined ? undefined : version.leaseMs + STORE_CLOCK_RESOLUTION_MS - age;
}
/** Age of the version by the store's clock, for people; undefined when the store hides it. */
function storeAgeMs(version, serverNowMs) {
    if (serverNowMs === undefined || version.lastModifiedMs <= 0)
        return undefined;
    return Math.max(0, serverNowMs - version.lastModifiedMs);
}

;// CONCATENATED MODULE: ./lock/lock-record.ts
/**
 * The lock object's body. It is the only place the protocol keeps state, so it must say
 * everything a waiter, a releaser or a person needs: who holds it (`owner`, a random id per
 * acquisition, and `holder`, what the caller wants people to see), the fencing `token`, and
 * how long the lease lasts. Times in it come from the writer's clock and are only for people;
 * no decision is ever taken on them.
 */
const RECORD_VERSION = 1;
const AFTER = [
    'released',
    'forced',
    'expired',
    'holder-gone',
    'created'
];
class MalformedRecordError extends Error {
}
function serializeRecord(record) {
    return `${JSON.stringify(record, null, 2)}\n`;
}
function parseRecord(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new MalformedRecordError('the lock object is not JSON');
    }
    if (!isObject(value))
        throw new MalformedRecordError('the lock object is not a JSON object');
    if (value.version !== RECORD_VERSION) {
        throw new MalformedRecordError(`the lock object has unknown version ${String(value.version)}`);
    }
    if (!isPositiveInteger(value.token)) {
        throw new MalformedRecordError('the lock object has no valid token');
    }
    const holder = isObject(value.holder) ? stringsOnly(value.holder) : {};
    if (value.state === 'held') {
        if (typeof value.owner !== 'string' || value.owner === '') {
            throw new MalformedRecordError('the lock object has no owner');
        }
        if (!isPositiveInteger(value.leaseMs)) {
            throw new MalformedRecordError('the lock object has no valid lease');
        }
        return {
            version: RECORD_VERSION,
            state: 'held',
            token: value.token,
            owner: value.owner,
            leaseMs: value.leaseMs,
            holder,
            acquiredAt: String(value.acquiredAt ?? ''),
            renewals: isPositiveInteger(value.renewals) ? value.renewals : 0,
            ...(typeof value.after === 'string' && AFTER.includes(value.after)
                ? { after: value.after }
                : {}),
            ...(isPositiveInteger(value.clockAllowanceMs)
                ? { clockAllowanceMs: value.clockAllowanceMs }
                : {}),
            ...(isPositiveInteger(value.ticket) ? { ticket: value.ticket } : {})
        };
    }
    if (value.state === 'released') {
        return {
            version: RECORD_VERSION,
            state: 'released',
            token: value.token,
            releasedBy: String(value.releasedBy ?? ''),
            releasedAt: String(value.releasedAt ?? ''),
            holder,
            ...(typeof value.forcedBy === 'string' ? { forcedBy: value.forcedBy } : {}),
            ...(isPositiveInteger(value.ticket) ? { ticket: value.ticket } : {})
        };
    }
    throw new MalformedRecordError(`the lock object has unknown state ${String(value.state)}`);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isPositiveInteger(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
function stringsOnly(value) {
    return Object.fromEntries(Object.entries(value).filter((entry) => typeof entry[1] === 'string'));
}

;// CONCATENATED MODULE: ./lock/line.ts


/**
 * The line of waiters for one lock (docs/protocol.md, "a line, newest wins, several holders"):
 * one record beside the lock object, `<name>/.s3-lock/line`, changed only by conditional writes.
 * A place is fixed when the store applies the write that joins it, so tickets are numbered in
 * the order the store applied the joins. The line only says who may try: who holds the lock is
 * still decided by the conditional write on the lock object, whose record carries the holder's
 * ticket; tickets up to that one are served, and the next join prunes them.
 */
const LINE_VERSION = 1;
class MalformedLineError extends errors/* UserFacingError */.Ui {
}
const EMPTY = { version: LINE_VERSION, next: 1, served: 0, tickets: [] };
/** A join or leave that keeps losing races to others gives up after this many writes. */
const MAX_WRITES = 50;
class Line {
    store;
    key;
    constructor(store, key) {
        this.store = store;
        this.key = key;
    }
    /**
     * The line now; `known` makes an unchanged line a cheap 304 (then `known` is returned). An
     * absent line is an empty one.
     */
    async read(known, bound) {
        const read = await this.store.read(this.key, known?.etag, bound);
        if (read.kind === 'unchanged' && known)
            return known;
        if (read.kind === 'forbidden')
            return { record: EMPTY, forbidden: read.explanation };
        if (read.kind !== 'present')
            return { record: EMPTY };
        return { record: this.parse(read.object.body), etag: read.object.etag };
    }
    /**
     * Takes a place at the end of the line: one conditional write when nobody else joins or
     * leaves at the same moment. `served` (from the lock record) lets the write prune tickets
     * already served. A write whose answer was lost is settled by reading back our id.
     */
    async join(id, holder, served, bound) {
        let existsButForbidden = false;
        for (let attempt = 0; attempt < MAX_WRITES; attempt++) {
            const line = await this.read(undefined, bound);
            // A create refused because the line exists, and still no read: a real permission problem.
            if (line.forbidden !== undefined && existsButForbidden) {
                throw new errors/* StoreConfigError */.IC(line.forbidden);
            }
            const mark = Math.max(served, line.record.served);
            // Our ticket, if a join of ours landed unheard; one already served (we were passed) is
            // no place: it is pruned with the others, and we join at the end again.
            const mine = line.record.tickets.find((ticket) => ticket.id === id && ticket.n > mark);
            if (mine)
                return mine.n;
            const record = {
                version: LINE_VERSION,
                next: line.record.next + 1,
                served: mark,
                tickets: [
                    ...line.record.tickets.filter((ticket) => ticket.n > mark),
                    { n: line.record.next, id, holder }
                ]
            };
            const outcome = await this.write(record, line.etag, bound);
            if (outcome === 'written')
                return line.record.next;
            if (outcome === 'refused' && line.forbidden !== undefined)
                existsButForbidden = true;
            await (0,backoff/* sleep */.yy)((0,backoff/* backoffDelay */.EY)(attempt, 10, 500), bound);
        }
        throw new errors/* UserFacingError */.Ui(`could not join the line at ${this.store.where(this.key)}`);
    }
    /** Gives up our place: one conditional write, settled by reading back. */
    async leave(id, bound) {
        for (let attempt = 0; attempt < MAX_WRITES; attempt++) {
            const line = await this.read(undefined, bound);
            if (line.forbidden !== undefined)
                throw new errors/* StoreConfigError */.IC(line.forbidden);
            if (!line.record.tickets.some((ticket) => ticket.id === id))
                return;
            const record = {
                ...line.record,
                tickets: line.record.tickets.filter((ticket) => ticket.id !== id)
            };
            if ((await this.write(record, line.etag, bound)) === 'written')
                return;
            await (0,backoff/* sleep */.yy)((0,backoff/* backoffDelay */.EY)(attempt, 10, 500), bound);
        }
    }
    async write(record, etag, bound) {
        const body = `${JSON.stringify(record)}\n`;
        const outcome = etag === undefined
            ? await this.store.create(this.key, body, bound)
            : await this.store.replace(this.key, body, etag, bound);
        if (outcome.kind === 'written')
            return 'written';
        return outcome.kind === 'precondition-failed' ? 'refused' : 'unknown';
    }
    parse(text) {
        try {
            const value = JSON.parse(text);
            if (value.version === LINE_VERSION &&
                Number.isSafeInteger(value.next) &&
                Array.isArray(value.tickets)) {
                return {
                    version: LINE_VERSION,
                    next: value.next,
                    served: Number.isSafeInteger(value.served) ? value.served : 0,
                    tickets: value.tickets.filter((ticket) => Number.isSafeInteger(ticket?.n) && typeof ticket?.id === 'string')
                };
            }
        }
        catch {
            // fall through
        }
        throw new MalformedLineError(`${this.store.where(this.key)} is not a line of waiters this action can read; remove it ` +
            'if nothing waits for the lock');
    }
}
/**
 * What a ticket says of its waiter: enough for the ones behind to name it ("Deploy #18 in
 * octo/web"), little enough that a line of 500 stays a small object to read.
 */
const TICKET_FIELDS = ['context', 'repository', 'job', 'runUrl'];
function ticketHolder(holder) {
    const kept = {};
    for (const field of TICKET_FIELDS) {
        const value = holder[field];
        if (value)
            kept[field] = value.slice(0, 200);
    }
    return kept;
}
/** The waiters ahead of ticket `n` that have not been served (served: the lock's mark). */
function aheadOf(line, n, served) {
    return line.tickets.filter((ticket) => ticket.n > served && ticket.n < n);
}
/**
 * One waiter's place in the line, as acquire uses it: taken at the first look that finds the
 * lock held, or that finds others in line ahead of a free lock; kept while waiting; given up
 * when the wait ends without the lock. Served tickets (up to the lock record's mark) need no
 * write: the acquisition itself carries the mark.
 */
class Place {
    line;
    id;
    passStepMs;
    ticket;
    view;
    holder;
    constructor(line, id, holder, 
    /** How long a free lock waits for one waiter ahead before that waiter is passed. */
    passStepMs) {
        this.line = line;
        this.id = id;
        this.passStepMs = passStepMs;
        this.holder = ticketHolder(holder);
    }
    /** The line as last read (an empty one before the first read). */
    get record() {
        return this.view?.record ?? EMPTY;
    }
    /** Reads the line again (a 304 when nothing changed); a failed read keeps what we knew. */
    async refresh(bound) {
        try {
            this.view = await this.line.read(this.view, bound);
        }
        catch (error) {
            if (!(error instanceof errors/* UserFacingError */.Ui) || error instanceof errors/* StoreConfigError */.IC)
                throw error;
        }
    }
    /** The served mark: the lock's, or the line's if it knows a later one. */
    served(lockMark) {
        return Math.max(lockMark, this.record.served);
    }
    /** Joins the line, or joins again when we were passed (our ticket is served, yet not ours). */
    async join(lockMark, bound) {
        if (this.ticket !== undefined && this.ticket > this.served(lockMark))
            return;
        this.ticket = await this.line.join(this.id, this.holder, this.served(lockMark), bound);
        await this.refresh(bound);
    }
    /** Waiters ahead of us that have not been served (all unserved ones before we join). */
    ahead(lockMark) {
        const served = this.served(lockMark);
        return this.ticket === undefined
            ? this.record.tickets.filter((ticket) => ticket.n > served)
            : aheadOf(this.record, this.ticket, served);
    }
    /**
     * May we try to take a free lock now? Yes when nobody unserved is ahead; else once the lock
     * has been free, unchanged, for long enough that the ones ahead are presumed dead: a
     * `passStepMs` for each of them, on our own monotonic clock.
     */
    mayTry(lockMark, freeForMs) {
        return freeForMs >= this.ahead(lockMark).length * this.passStepMs;
    }
    /** The mark an acquisition writes: our ticket, or the mark as it stands when we have none. */
    markFor(lockMark) {
        // Never lower: a mark that went back would make served tickets look unserved again.
        const mark = Math.max(this.ticket ?? 0, this.served(lockMark));
        return mark > 0 ? mark : undefined;
    }
    /** Leaves the line; errors are the caller's to report or ignore. */
    async leave(store, bound) {
        if (this.ticket === undefined)
            return;
        const line = store ? new Line(store, this.line.key) : this.line;
        await line.leave(this.id, bound);
        this.ticket = undefined;
    }
}

;// CONCATENATED MODULE: ./lock/conditional-lock.ts







const MAX_RELEASE_ROUNDS = 8;
/**
 * A request of acquire may still be under way when its timeout comes: it is cut short this
 * long after, so that the step ends within the timeout and this grace, whatever the store does.
 */
const REQUEST_GRACE_MS = 5_000;
/** Time given to undoing a write of ours that may have landed unheard, before giving up. */
const CLEANUP_MS = 5_000;
/** A lease is at least 4 s, renewed every quarter: renewals are a second or more apart. */
const MAX_BREAK_ATTEMPTS = 5;
/** The condition of a create: there is no object (no ETag can equal this). */
const NO_OBJECT = '';
class MalformedLockError extends errors/* UserFacingError */.Ui {
}
class ConditionalLock {
    store;
    key;
    constructor(store, key) {
        this.store = store;
        this.key = key;
    }
    async acquire(options) {
        const owner = options.owner ?? (0,external_node_crypto_.randomUUID)();
        const startedAt = (0,backoff/* monotonicNow */.XZ)();
        const deadline = startedAt + options.timeoutMs;
        // No request or pause of acquire outlives the timeout by more than the grace.
        const bound = AbortSignal.timeout(Math.ceil(options.timeoutMs) + REQUEST_GRACE_MS);
        const clockAllowanceMs = clockAllowanceFor(options.leaseMs, options.storeClockAllowanceMs ?? DEFAULT_STORE_CLOCK_ALLOWANCE_MS);
        let seen;
        let replaced;
        let lastHolderOwner;
        let contentionRound = 0;
        let failedReads = 0;
        let answeredOnce = false;
        let lastReadFailure;
        let wroteBefore = false;
        let checkedBeforeCreate = false;
        // A conditional write of ours was refused because an object exists, while reading it was
        // forbidden: the 403 was then no sign of absence (AWS without s3:ListBucket) but a real
        // refusal to read, once it persists.
        let existsButForbidden = false;
        // Send time of the first write whose outcome we did not learn, and the state it was
        // conditioned on (an ETag, or none for a create): if it turns out to have happened, our
        // lease has been running since then. Once the lock has moved past that state, the write
        // can never land, and its time no longer counts.
        let unresolvedSince;
        let unresolvedCondition;
        const place = options.line
            ? new Place(new Line(this.store, options.line.key), owner, options.holder, options.line.passStepMs)
            : undefined;
        // When we first saw the lock free in its current version: a lease that ran out frees the
        // lock then, not when we first saw its record, and the ones ahead get their pass-steps
        // from that moment.
        let freeSince;
        // The held version that holderGone said its holder can no longer use: free to take over,
        // for as long as the lock is still that version.
        let goneEtag;
        let polls = 0;
        const headPollMs = Math.max(50, options.pollMs / 4);
        const joinLine = async (mark) => {
            if (!place)
                return;
            const before = place.ticket;
            try {
                await place.join(mark, bound);
            }
            catch (error) {
                // A store that cannot be written or read for a while is no news, as for the lock:
                // the place is taken at a later look.
                if (options.signal?.aborted || error instanceof errors/* StoreConfigError */.IC)
                    throw error;
                if (!(error instanceof errors/* UserFacingError */.Ui))
                    throw error;
                return;
            }
            if (place.ticket !== before && place.ticket !== undefined) {
                options.line?.onJoined?.(place.ticket, place.ahead(mark));
            }
        };
        const giveUp = async (why) => {
            // A write of ours may have landed unheard: never leave it held behind a timeout.
            if (unresolvedSince !== undefined)
                await this.releaseIfOurs(owner);
            const waited = (0,duration/* formatDuration */.a3)((0,backoff/* monotonicNow */.XZ)() - startedAt);
            throw new errors/* LockTimeoutError */.XB(`timed out after ${waited} ${why} ${this.store.where(this.key)}`);
        };
        try {
            for (;;) {
                let read;
                try {
                    read = await this.store.read(this.key, seen?.etag, bound);
                    failedReads = 0;
                    answeredOnce = true;
                }
                catch (error) {
                    // A store that cannot be read for a while is no news, not the end: keep looking until
                    // the timeout, as a waiter rides out a short outage. But an endpoint that never
                    // answered at all in this step (nobody listens there, no such host) is a mistake in
                    // the settings, not an outage: say so now rather than after the whole timeout.
                    if (!(error instanceof errors/* StoreUnavailableError */.o2) || options.signal?.aborted)
                        throw error;
                    if (!answeredOnce && error.noAnswer)
                        throw error;
                    lastReadFailure = error.message;
                    if ((0,backoff/* monotonicNow */.XZ)() >= deadline) {
                        await giveUp(`while the store could not be read (${lastReadFailure}):`);
                    }
                    await (0,backoff/* sleep */.yy)(Math.min((0,backoff/* backoffDelay */.EY)(failedReads++, 500, 5_000), Math.max(0, deadline - (0,backoff/* monotonicNow */.XZ)())), options.signal);
                    continue;
                }
                const now = (0,backoff/* monotonicNow */.XZ)();
                if (read.kind === 'forbidden' && existsButForbidden)
                    throw new errors/* StoreConfigError */.IC(read.explanation);
                if (read.kind === 'absent' || read.kind === 'forbidden')
                    seen = undefined;
                if (read.kind === 'present')
                    seen = this.observe(read.object, seen, now);
                const ours = seen?.record.state === 'held' && seen.record.owner === owner;
                if (!ours &&
                    unresolvedSince !== undefined &&
                    (seen?.etag ?? NO_OBJECT) !== unresolvedCondition) {
                    unresolvedSince = undefined;
                }
                let candidate;
                if (ours && seen?.record.state === 'held') {
                    candidate = {
                        key: this.key,
                        owner,
                        token: seen.record.token,
                        etag: seen.etag,
                        leaseMs: options.leaseMs,
                        record: seen.record,
                        leaseStartedAt: unresolvedSince ?? startedAt,
                        waitedMs: now - startedAt,
                        previous: replaced,
                        tookOverExpired: seen.record.after === 'expired',
                        tookOverGone: seen.record.after === 'holder-gone'
                    };
                }
                else if (this.isFree(seen, read.serverNowMs, now) ||
                    (seen !== undefined && seen.etag === goneEtag)) {
                    const after = this.isFree(seen, read.serverNowMs, now)
                        ? afterOf(seen?.record)
                        : 'holder-gone';
                    if (place && seen) {
                        // A free lock goes to the first in line. Others ahead of us: take a place behind
                        // them, and try once they have had their turn, or have let the lock lie free so
                        // long that they are presumed dead (a fresh name has no line: nobody waited).
                        const mark = seen.record.ticket ?? 0;
                        if (freeSince?.etag !== seen.etag)
                            freeSince = { etag: seen.etag, at: now };
                        await place.refresh(bound);
                        if (place.ticket !== undefined || place.ahead(mark).length > 0) {
                            await joinLine(mark);
                        }
                        if (!place.mayTry(mark, now - freeSince.at)) {
                            if (now >= deadline)
                                await giveUp('waiting in line for');
                            await (0,backoff/* sleep */.yy)(headPollMs, options.signal);
                            continue;
                        }
                    }
                    const mark = place?.markFor(seen?.record.ticket ?? 0);
                    const record = {
                        version: RECORD_VERSION,
                        state: 'held',
                        token: (seen?.record.token ?? 0) + 1,
                        owner,
                        leaseMs: options.leaseMs,
                        clockAllowanceMs,
                        holder: options.holder,
                        acquiredAt: new Date().toISOString(),
                        renewals: 0,
                        after,
                        ...(mark === undefined ? {} : { ticket: mark })
                    };
                    replaced = seen?.record;
                    if (!seen && !checkedBeforeCreate) {
                        await options.beforeCreate?.();
                        checkedBeforeCreate = true;
                    }
                    if (!wroteBefore)
                        options.beforeFirstWrite?.();
                    wroteBefore = true;
                    const sentAt = (0,backoff/* monotonicNow */.XZ)();
                    const body = serializeRecord(record);
                    const outcome = seen
                        ? await this.store.replace(this.key, body, seen.etag, bound)
                        : await this.store.create(this.key, body, bound);
                    if (outcome.kind === 'written') {
                        candidate = {
                            key: this.key,
                            owner,
                            token: record.token,
                            etag: outcome.etag,
                            leaseMs: options.leaseMs,
                            record,
                            // Answered 200 on its condition: no earlier attempt of ours had landed (it would
                            // have changed the ETag), nor can one land now. The lease starts with this write:
                            // with the attempt of it that was applied, the store having rejected the others.
                            leaseStartedAt: outcome.sentAt,
                            waitedMs: (0,backoff/* monotonicNow */.XZ)() - startedAt,
                            previous: replaced,
                            tookOverExpired: after === 'expired',
                            tookOverGone: after === 'holder-gone'
                        };
                    }
                    else {
                        // The object exists, so a 403 on reading it was not about its absence: read again,
                        // and only a 403 that persists is a permission problem.
                        if (outcome.kind === 'precondition-failed' && read.kind === 'forbidden') {
                            existsButForbidden = true;
                        }
                        if (outcome.kind === 'unknown' && unresolvedSince === undefined) {
                            unresolvedSince = sentAt;
                            unresolvedCondition = seen?.etag ?? NO_OBJECT;
                        }
                        if ((0,backoff/* monotonicNow */.XZ)() >= deadline) {
                            await giveUp(outcome.kind === 'unknown'
                                ? `while the store did not answer writes (${outcome.reason}) to`
                                : 'while losing every race for');
                        }
                        // Lost the race, or do not know: read again. A short jittered pause keeps
                        // contenders that collided from colliding again in lockstep.
                        await (0,backoff/* sleep */.yy)((0,backoff/* backoffDelay */.EY)(contentionRound++, 20, options.pollMs), options.signal);
                        continue;
                    }
                }
                if (candidate !== undefined) {
                    const entered = await this.enterInTime(candidate, bound);
                    if (entered !== undefined)
                        return entered;
                    // Our own count of the lease ran out before we could start (a late answer, a slow
                    // read-back) and it could not be renewed in time: look again, as a waiter.
                    unresolvedSince = undefined;
                    if ((0,backoff/* monotonicNow */.XZ)() >= deadline)
                        await giveUp('before a lease of our own could start on');
                    continue;
                }
                const observed = seen;
                const held = observed.record;
                const waitedMs = now - startedAt;
                const expiresInMs = leaseRemainingMs(observed, read.serverNowMs, now);
                const holderChanged = held.owner !== lastHolderOwner;
                let position;
                if (place) {
                    const mark = held.ticket ?? 0;
                    if (place.ticket === undefined || place.ticket <= place.served(mark)) {
                        await joinLine(mark);
                    }
                    else if (holderChanged || polls % 4 === 0) {
                        await place.refresh(bound);
                    }
                    position = place.ahead(mark).length;
                }
                polls++;
                const view = {
                    key: this.key,
                    holder: held,
                    holderChanged,
                    sinceLastWriteMs: storeAgeMs(observed, read.serverNowMs),
                    expiresInMs,
                    waitedMs,
                    ...(place?.ticket === undefined
                        ? {}
                        : { place: { ticket: place.ticket, ahead: place.ahead(held.ticket ?? 0) } })
                };
                options.onWait?.(view);
                lastHolderOwner = held.owner;
                contentionRound = 0;
                const remaining = deadline - now;
                if (remaining <= 0)
                    await giveUp('waiting for');
                // Only the head of the line asks whether the holder is gone: a takeover is an
                // acquisition like any other, and goes to the first in line. (Should the head be a dead
                // waiter, the ones behind wait for the lease to run out, then pass it as usual.)
                if (options.holderGone !== undefined &&
                    (position === undefined || position === 0) &&
                    (await options.holderGone(view)) === true) {
                    // Look once more (a 304 while nothing changed) and take this very version over; if the
                    // holder wrote in between, the ETag differs and we wait on as before.
                    goneEtag = observed.etag;
                    continue;
                }
                // Wake at the poll interval, at our timeout, or just as the lease runs out. The first
                // look after the lock changed hands comes at a random point of the interval: waiters
                // that lost the same race would otherwise poll in lockstep for the whole next hold, and
                // all notice its release as late as one waiter would. Spread out, the first of n
                // waiters notices after about interval ÷ (n + 1).
                // In line, the first looks four times as often, so that it notices a release soon
                // after it comes; the second at the poll interval, the rest half as often: only the
                // first can take the lock when it is released.
                const intervalMs = position === undefined || position === 1
                    ? options.pollMs
                    : position === 0
                        ? headPollMs
                        : options.pollMs * 2;
                const pollMs = holderChanged ? Math.random() * intervalMs : intervalMs;
                await (0,backoff/* sleep */.yy)(Math.min(pollMs, remaining, Math.max(expiresInMs, 0) + 50), options.signal);
            }
        }
        catch (error) {
            // Whatever ended the wait without the lock, the place in line is given up, so that the
            // ones behind do not wait for a waiter that has gone.
            await place
                ?.leave(options.line?.cleanupStore, AbortSignal.timeout(CLEANUP_MS))
                .catch(() => undefined);
            throw error;
        }
    }
    /**
     * An acquisition is handed out only with at least half its lease left by our own count: a
     * late answer or a slow read-back may have used it up, while a waiter could already take
     * over. Then the lease is renewed first (conditional on our own record, as every renewal),
     * or, if that fails, the acquisition is not handed out at all (undefined).
     */
    async enterInTime(acquisition, bound) {
        let current = acquisition;
        for (let attempt = 0; attempt < 3; attempt++) {
            const end = lease_leaseSafeEnd(current.leaseStartedAt, current.leaseMs, current.record.clockAllowanceMs ?? 0);
            if (end - (0,backoff/* monotonicNow */.XZ)() >= current.leaseMs / 2)
                return current;
            const sentAt = (0,backoff/* monotonicNow */.XZ)();
            const renewed = await this.renew({ ...current.record, etag: current.etag }, bound);
            if (renewed.kind !== 'renewed')
                return undefined;
            current = {
                ...current,
                etag: renewed.etag,
                record: { ...current.record, renewals: renewed.renewals },
                leaseStartedAt: renewed.sentAt ?? sentAt
            };
        }
        return undefined;
    }
    /** After a timeout: a write of ours that landed unheard is given back, not left to expire. */
    async releaseIfOurs(owner) {
        await this.release({ owner }, AbortSignal.timeout(CLEANUP_MS)).catch(() => undefined);
    }
    /**
     * Releases a lock we hold by overwriting it with a released record that keeps the token,
     * conditional on the ETag we last wrote: one request when that ETag is still current. When it
     * is not (or unknown), the lock is read to find out whether it is still ours; someone else's
     * lock is never touched.
     */
    async release(claim, bound) {
        let etag = claim.etag;
        let token = claim.token;
        let holder = claim.holder ?? {};
        let ticket = claim.ticket;
        let unheard = false;
        for (let round = 0; round < MAX_RELEASE_ROUNDS; round++) {
            if (etag !== undefined && token !== undefined) {
                const body = releasedBody(token, claim.owner, holder, { ticket });
                const outcome = await this.store.replace(this.key, body, etag, bound);
                if (outcome.kind === 'written')
                    return { kind: 'released' };
                if (outcome.kind === 'unknown') {
                    unheard = true;
                    await (0,backoff/* sleep */.yy)((0,backoff/* backoffDelay */.EY)(round, 100, 2_000), bound);
                }
            }
            const read = await this.store.read(this.key, undefined, bound);
            if (read.kind === 'forbidden')
                throw new errors/* StoreConfigError */.IC(read.explanation);
            if (read.kind === 'absent')
                return { kind: 'gone' };
            if (read.kind !== 'present')
                continue;
            const record = this.parse(read.object);
            if (record.state === 'released' && record.releasedBy === claim.owner) {
                return { kind: 'released' };
            }
            if (record.state !== 'held' || record.owner !== claim.owner) {
                // Our direct successor says how it got the lock. From a release by its holder: after
                // a release of ours whose answer was lost, that release was ours, and it landed. By
                // taking over an expired lease or a holder said to be gone, or after a forced release:
                // ours never landed (it was conditional on our own record, which was replaced), so the
                // lock was lost.
                const successor = record.state === 'held' && record.token === (token ?? 0) + 1;
                if (unheard && successor && record.after === 'released')
                    return { kind: 'released' };
                if (successor &&
                    (record.after === 'expired' ||
                        record.after === 'forced' ||
                        record.after === 'holder-gone')) {
                    return { kind: 'not-owner', current: record };
                }
                if (unheard && record.token > (token ?? 0))
                    return { kind: 'moved-on', current: record };
                return { kind: 'not-owner', current: record };
            }
            etag = read.object.etag;
            token = record.token;
            holder = record.holder;
            ticket = record.ticket;
        }
        throw new errors/* StoreUnavailableError */.o2(`could not release ${this.store.where(this.key)}: the store did not confirm ${MAX_RELEASE_ROUNDS} attempts`);
    }
    /**
     * Releases someone else's acquisition, named by its token or ETag: overwrites it with a
     * released record that keeps the token, conditional on the ETag just read, as `release`
     * does. A write refused or unanswered is settled by reading again: our record there means it
     * landed; the same acquisition with a new ETag means its holder renewed in between, which a
     * token target tries again on and an ETag target refuses; anything else (released, acquired
     * again) is refused, so the next holder's lock is never broken.
     */
    async breakLock(target) {
        const releasedBy = (0,external_node_crypto_.randomUUID)();
        let current = await this.readLock();
        let unanswered;
        for (let attempt = 1;; attempt++) {
            const named = namedAcquisition(current, target);
            if (typeof named === 'string')
                return { kind: 'refused', why: named, current };
            if (attempt > MAX_BREAK_ATTEMPTS) {
                return unanswered === undefined
                    ? { kind: 'refused', why: 'kept-renewing', current }
                    : { kind: 'refused', why: 'unanswered', reason: unanswered, current };
            }
            const { record, etag } = named;
            const body = releasedBody(record.token, releasedBy, record.holder, {
                forcedBy: target.forcedBy,
                ticket: record.ticket
            });
            const outcome = await this.store.replace(this.key, body, etag);
            if (outcome.kind === 'written')
                return { kind: 'released', broken: record };
            unanswered = outcome.kind === 'unknown' ? outcome.reason : undefined;
            current = await this.readLock();
            const now = current?.record;
            if (now?.state === 'released' && now.releasedBy === releasedBy) {
                return { kind: 'released', broken: record };
            }
        }
    }
    /** The lock as it is now, with the store's clock; undefined when there is no object. */
    async look(bound) {
        return this.readLock(bound);
    }
    async readLock(bound) {
        const read = await this.store.read(this.key, undefined, bound);
        if (read.kind === 'forbidden')
            throw new errors/* StoreConfigError */.IC(read.explanation);
        if (read.kind !== 'present')
            return undefined;
        return { object: read.object, record: this.parse(read.object), serverNowMs: read.serverNowMs };
    }
    /**
     * Extends our lease by rewriting our record, conditional on our last ETag: one request.
     * When the answer is not a plain yes, the lock is read back to tell a renewal that landed
     * unheard from a lock that is no longer ours.
     */
    async renew(claim, bound) {
        const renewals = claim.renewals + 1;
        const record = {
            version: RECORD_VERSION,
            state: 'held',
            token: claim.token,
            owner: claim.owner,
            leaseMs: claim.leaseMs,
            holder: claim.holder,
            acquiredAt: claim.acquiredAt,
            renewals,
            ...(claim.after ? { after: claim.after } : {}),
            ...(claim.clockAllowanceMs === undefined ? {} : { clockAllowanceMs: claim.clockAllowanceMs }),
            ...(claim.ticket === undefined ? {} : { ticket: claim.ticket })
        };
        let outcome;
        try {
            outcome = await this.store.replace(this.key, serializeRecord(record), claim.etag, bound);
        }
        catch (error) {
            // Even a refusal (expired credentials, a new bucket policy) may pass before the lease
            // does: report it as a renewal that did not happen, and let the lease decide.
            if (error instanceof errors/* UserFacingError */.Ui)
                return { kind: 'unknown', reason: error.message };
            throw error;
        }
        if (outcome.kind === 'written') {
            return {
                kind: 'renewed',
                etag: outcome.etag,
                renewals,
                confirmedBy: 'answer',
                sentAt: outcome.sentAt
            };
        }
        let read;
        try {
            read = await this.store.read(this.key, undefined, bound);
        }
        catch (error) {
            if (error instanceof errors/* UserFacingError */.Ui)
                return { kind: 'unknown', reason: error.message };
            throw error;
        }
        if (read.kind === 'forbidden')
            return { kind: 'unknown', reason: read.explanation };
        if (read.kind !== 'present')
            return { kind: 'lost' };
        const current = this.parse(read.object);
        if (current.state === 'held' && current.owner === claim.owner) {
            // Still ours, but only a record carrying this renewal's count proves the write landed;
            // our previous record, unchanged, means it did not, and the lease was not extended.
            if (current.renewals < renewals) {
                return { kind: 'unknown', reason: outcome.kind === 'unknown' ? outcome.reason : 'refused' };
            }
            return {
                kind: 'renewed',
                etag: read.object.etag,
                renewals: current.renewals,
                confirmedBy: 'read-back'
            };
        }
        return { kind: 'lost', current };
    }
    /** Free to write: no lock, a released one, or one whose lease has run out. */
    isFree(seen, serverNowMs, now) {
        if (seen === undefined || seen.record.state === 'released')
            return true;
        return leaseRemainingMs(seen, serverNowMs, now) <= 0;
    }
    observe(object, previous, now) {
        const record = this.parse(object);
        const unchanged = previous?.etag === object.etag;
        return {
            etag: object.etag,
            record,
            leaseMs: record.state === 'held' ? record.leaseMs : 0,
            clockAllowanceMs: record.state === 'held' ? (record.clockAllowanceMs ?? 0) : 0,
            lastModifiedMs: object.lastModifiedMs,
            firstSeenAt: unchanged && previous ? previous.firstSeenAt : now
        };
    }
    parse(object) {
        try {
            return parseRecord(object.body);
        }
        catch (error) {
            if (!(error instanceof MalformedRecordError))
                throw error;
            throw new MalformedLockError(`${this.store.where(this.key)} is not a lock this action can read (${error.message}); ` +
                'choose another lock name, or remove the object if nothing else uses it');
        }
    }
}
/** The acquisition the target names, as read, or why what is there is not it. */
function namedAcquisition(current, target) {
    const record = current?.record;
    if (current === undefined || record?.state !== 'held')
        return 'not-held';
    const { etag } = current.object;
    if (target.token !== undefined && record.token !== target.token)
        return 'other-token';
    if (target.etag !== undefined && etag !== target.etag)
        return 'other-etag';
    return { record, etag };
}
/** How a new holder got the lock from what it replaced. */
function afterOf(previous) {
    if (previous === undefined)
        return 'created';
    if (previous.state === 'held')
        return 'expired';
    return previous.forcedBy === undefined ? 'released' : 'forced';
}
function releasedBody(token, owner, holder, extra = {}) {
    return serializeRecord({
        version: RECORD_VERSION,
        state: 'released',
        token,
        releasedBy: owner,
        releasedAt: new Date().toISOString(),
        holder,
        ...(extra.forcedBy === undefined ? {} : { forcedBy: extra.forcedBy }),
        ...(extra.ticket === undefined ? {} : { ticket: extra.ticket })
    });
}

;// CONCATENATED MODULE: ./lock/lease-keeper.ts


/** Timers and the status file take a moment: "lapsed" is declared this much before the end. */
const LAPSE_MARGIN_MS = 100;
/** After a lapse, how long a look at who holds the lock now may take (it is only reported). */
const LOOK_AFTER_LAPSE_MS = 3_000;
async function keepLease(options) {
    const { lock, claim, intervalMs, signal } = options;
    const allowance = claim.clockAllowanceMs ?? 0;
    const margin = Math.max(LAPSE_MARGIN_MS, options.stopBeforeEndMs ?? 0);
    let leaseStartedAt = options.leaseStartedAt;
    let unconfirmedSince;
    let status = {
        state: 'held',
        etag: claim.etag,
        renewals: claim.renewals,
        leaseEndsAt: leaseSafeEnd(leaseStartedAt, claim.leaseMs, allowance)
    };
    // After a failed renewal, try again sooner: several tries fit in one lease.
    const retryMs = Math.max(250, Math.min(intervalMs / 3, 5_000));
    // The first renewal is due one interval into the lease, however late this process started.
    let delay = Math.max(0, leaseStartedAt + intervalMs - monotonicNow());
    let failedRenewals = 0;
    // Reached only when the end came before a renewal could even be sent: a paused process.
    let lastFailure = 'the renewer was paused or starved of CPU past its renewal';
    for (;;) {
        const giveUpAt = status.leaseEndsAt - margin;
        try {
            await sleep(Math.min(delay, Math.max(0, giveUpAt - monotonicNow())), signal);
        }
        catch {
            return status;
        }
        let result;
        if (monotonicNow() < giveUpAt) {
            const sentAt = monotonicNow();
            unconfirmedSince ??= sentAt;
            // Never wait on the store past the point where the lease must be given up.
            const attempt = AbortSignal.timeout(Math.max(1, Math.floor(giveUpAt - sentAt)));
            result = await lock.renew(claim, attempt);
            if (result.kind === 'renewed') {
                leaseStartedAt =
                    result.confirmedBy === 'answer' ? (result.sentAt ?? sentAt) : unconfirmedSince;
                unconfirmedSince = undefined;
                claim.etag = result.etag;
                claim.renewals = result.renewals;
                status = {
                    state: 'held',
                    etag: result.etag,
                    renewals: result.renewals,
                    leaseEndsAt: leaseSafeEnd(leaseStartedAt, claim.leaseMs, allowance),
                    failedRenewals
                };
                delay = intervalMs;
                options.onStatus(status);
                continue;
            }
            // A request cut short at the end says less than the failures before it did.
            if (result.kind === 'unknown' && (!attempt.aborted || failedRenewals === 0)) {
                lastFailure = result.reason;
            }
        }
        if (result?.kind === 'lost') {
            status = {
                state: 'lost',
                reason: 'taken-over',
                at: new Date().toISOString(),
                current: result.current,
                detail: 'another holder took the lock over'
            };
        }
        else if (monotonicNow() >= giveUpAt) {
            status = {
                state: 'lost',
                reason: 'lapsed',
                at: new Date().toISOString(),
                detail: `the lease ran out while it could not be renewed (${lastFailure})`
            };
            // Said first, at once; then, for the report only, who has the lock now, if anyone.
            options.onStatus(status);
            const current = await lock
                .look(AbortSignal.timeout(LOOK_AFTER_LAPSE_MS))
                .catch(() => undefined);
            const record = current?.record;
            if (record === undefined || (record.state === 'held' && record.owner === claim.owner)) {
                return status;
            }
            status = { ...status, reason: 'taken-over', current: record };
        }
        else {
            failedRenewals++;
            status = { ...status, failedRenewals };
            // The status file tells later steps the lease is at risk while renewals fail.
            options.onStatus(status);
            delay = retryMs;
            continue;
        }
        options.onStatus(status);
        return status;
    }
}
/**
 * Releases a renewed lock once renewing stops, conditionally on the ETag of the latest renewal
 * (`status`, when known). A lease already lost has no release to report (undefined): the loss
 * stands. A lapsed one may still be ours if nobody took over, so it is given back all the
 * same, as ever conditionally on our own ownership.
 */
async function releaseRenewed(lock, claim, status) {
    if (status?.state === 'lost') {
        if (status.reason === 'lapsed')
            await lock.release({ owner: claim.owner }).catch(() => undefined);
        return undefined;
    }
    return lock.release({ ...claim, etag: status?.etag ?? claim.etag });
}

;// CONCATENATED MODULE: ./lock/listing-lock.ts




const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STAMP_MARGIN_MS = 1000;
/** The metadata header that carries our holder details; the body stays the context text. */
const HOLDER_METADATA = 's3-lock-holder';
function parseListingKey(name, key) {
    if (!key.startsWith(`${name}.`))
        return undefined;
    const parts = key.slice(name.length + 1).split('.');
    if (parts.length !== 3)
        return undefined;
    const [created, uuid, expires] = parts;
    if (!/^\d+$/.test(created) || !/^\d+$/.test(expires) || !UUID.test(uuid))
        return undefined;
    return { key, createdMs: Number(created), uuid, expiresMs: Number(expires) };
}
/** A key of this scheme (or aws-s3-lock-action's), whatever the lock name. */
function looksLikeListingKey(key) {
    return parseAnyListingKey(key) !== undefined;
}
/** A key of this scheme, whatever the lock name; undefined when it is not one. */
function parseAnyListingKey(key) {
    const at = key.search(/\.\d+\.[^.]+\.\d+$/);
    return at > 0 ? parseListingKey(key.slice(0, at), key) : undefined;
}
function listingKey(name, createdMs, uuid, expiresMs) {
    return `${name}.${createdMs}.${uuid}.${expiresMs}`;
}
class ListingLock {
    store;
    name;
    /** Store clock minus this runner's clock, learned from every answer's Date header. */
    clockOffsetMs = 0;
    /** Our key while it is in the bucket but not yet known to win: to withdraw on cancel. */
    pendingKey;
    constructor(store, name) {
        this.store = store;
        this.name = name;
    }
    async acquire(options) {
        const startedAt = monotonicNow();
        const deadline = startedAt + options.timeoutMs;
        let lastHolder;
        for (let round = 0;; round++) {
            const holder = await this.currentHolder();
            if (holder === undefined) {
                const mine = await this.contend(options);
                if (mine)
                    return { key: mine, waitedMs: monotonicNow() - startedAt };
                // Lost to a rival that is not listed yet, or our own key was not live: pause, and
                // never past the timeout.
                this.checkTimeout(deadline, startedAt, `${this.name}.*`);
                await sleep(backoffDelay(round, 50, options.pollMs), options.signal);
                continue;
            }
            // Someone holds it: watch their key with cheap HEADs until it goes or expires.
            for (;;) {
                const head = await this.store.head(holder.key);
                this.learnClock(head.serverNowMs);
                const now = monotonicNow();
                const expiresInMs = holder.expiresMs - this.storeNow();
                if (!head.exists || expiresInMs <= 0)
                    break;
                options.onWait?.({
                    holderKey: holder,
                    holder: decodeHolder(head.metadata[HOLDER_METADATA]),
                    holderChanged: holder.key !== lastHolder,
                    expiresInMs,
                    waitedMs: now - startedAt
                });
                lastHolder = holder.key;
                this.checkTimeout(deadline, startedAt, holder.key);
                await sleep(Math.min(options.pollMs, deadline - now, expiresInMs + 50), options.signal);
            }
        }
    }
    checkTimeout(deadline, startedAt, key) {
        const now = monotonicNow();
        if (now < deadline)
            return;
        throw new LockTimeoutError(`timed out after ${formatDuration(now - startedAt)} waiting for ${this.store.where(key)}`);
    }
    /** Removes our key. It is ours alone, so no condition is needed to keep others safe. */
    async release(key) {
        await this.store.delete(key);
    }
    /** Writes our key and sees whether it sorts first, twice; withdraws it if not. */
    async contend(options) {
        // Stamped with the store's clock, so this runner's own clock (minutes off, perhaps) plays
        // no part. Oldest wins, so a holder's stamp must not sort after a newcomer's: a second is
        // taken off for the clocks we cannot see (an aws-s3-lock-action runner stamps with its
        // own). Expiry moves up by as much: a shorter lease is the safe direction.
        const created = Math.floor(this.storeNow()) - STAMP_MARGIN_MS;
        const key = listingKey(this.name, created, randomUUID(), created + options.leaseMs);
        const metadata = { [HOLDER_METADATA]: encodeURIComponent(JSON.stringify(options.holder)) };
        const sentAt = monotonicNow();
        this.pendingKey = key;
        await this.store.putOwnKey(key, options.context, metadata);
        const uploadMs = monotonicNow() - sentAt;
        if ((await this.currentHolder())?.key === key) {
            // A rival that stamped an earlier time may still be uploading: give it time to land.
            await sleep(Math.max(250, uploadMs * 4), options.signal);
            if ((await this.currentHolder())?.key === key) {
                this.pendingKey = undefined;
                return key;
            }
        }
        await this.store.delete(key);
        this.pendingKey = undefined;
        return undefined;
    }
    async currentHolder() {
        const listing = await this.store.list(`${this.name}.`);
        this.learnClock(listing.serverNowMs);
        const now = this.storeNow();
        return listing.keys
            .map((item) => parseListingKey(this.name, item.key))
            .filter((item) => item !== undefined && item.expiresMs > now)
            .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))[0];
    }
    learnClock(serverNowMs) {
        // The Date header is truncated to the second and was stamped before it reached us, so this
        // estimate runs a little behind the store: keys look live a little longer (the safe side).
        if (serverNowMs !== undefined)
            this.clockOffsetMs = serverNowMs - Date.now();
    }
    storeNow() {
        return Date.now() + this.clockOffsetMs;
    }
}
function decodeHolder(text) {
    if (!text)
        return undefined;
    try {
        return JSON.parse(decodeURIComponent(text));
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ../node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(8265);
;// CONCATENATED MODULE: ./lock/s3-store.ts



/**
 * RFC 7232 quotes entity tags, but Ceph RGW and DigitalOcean Spaces match If-Match only
 * against the bare ETag, and AWS documents the header as "the ETag value as a string".
 * Starting bare serves those stores in one request; a store that wants quotes is detected (the
 * ETag did not change, yet the condition failed) and gets the quoted form from then on.
 */
const FIRST_SPELLING = 'unquoted';
const TRANSIENT_ATTEMPTS = 6;
class S3LockStore {
    bucket;
    requests = {
        get: 0,
        head: 0,
        conditionalPut: 0,
        put: 0,
        list: 0,
        delete: 0
    };
    client;
    signal;
    endpointLabel;
    /** Unknown until the store has accepted one spelling of an ETag in If-Match. */
    ifMatchSpelling;
    /** The store's clock from the last answer (Date header): requests here are sequential. */
    lastServerNowMs;
    constructor(options) {
        this.bucket = options.bucket;
        this.signal = options.signal;
        this.endpointLabel = options.endpoint ?? 'the S3 endpoint';
        const timeout = options.requestTimeoutMs ?? 15_000;
        const config = {
            region: options.region,
            endpoint: options.endpoint,
            forcePathStyle: options.forcePathStyle,
            followRegionRedirects: true,
            // Retries are ours: the SDK would retry a write whose outcome is unknown and report the
            // second answer (412 against our own write) as if it were the first.
            maxAttempts: 1,
            // Without throwOnRequestTimeout this SDK only logs a warning and waits forever.
            requestHandler: {
                connectionTimeout: Math.min(timeout, 5_000),
                requestTimeout: timeout,
                throwOnRequestTimeout: true
            }
        };
        this.client = new dist_cjs/* S3Client */.YxF(config);
        this.client.middlewareStack.add((next) => async (args) => {
            this.lastServerNowMs = undefined;
            const result = await next(args);
            this.lastServerNowMs = serverDate(result.response?.headers);
            return result;
        }, { step: 'deserialize', name: 'captureServerDate' });
    }
    where(key) {
        return `s3://${this.bucket}/${key}`;
    }
    /** The store's clock in the last answer (its Date header), when it gave one. */
    get lastServerNow() {
        return this.lastServerNowMs;
    }
    /**
     * Reads the object; with `knownEtag`, a cheap 304 says it has not changed. `bound` cuts the
     * read short (a holder must not wait on a read past its own lease): then it throws
     * StoreUnavailableError, as when the store stays unreachable.
     */
    async read(key, knownEtag, bound) {
        for (let attempt = 0;; attempt++) {
            this.requests.get++;
            try {
                const output = await this.client.send(new dist_cjs/* GetObjectCommand */.jLs({
                    Bucket: this.bucket,
                    Key: key,
                    IfNoneMatch: knownEtag === undefined ? undefined : quote(knownEtag)
                }), { abortSignal: this.abortSignal(bound) });
                const body = (await output.Body?.transformToString()) ?? '';
                return {
                    kind: 'present',
                    object: {
                        etag: unquote(output.ETag ?? ''),
                        body,
                        lastModifiedMs: output.LastModified?.getTime() ?? 0
                    },
                    serverNowMs: this.lastServerNowMs
                };
            }
            catch (error) {
                const answer = classify(error);
                if (answer.status === 304)
                    return { kind: 'unchanged', serverNowMs: answer.serverNowMs };
                if (answer.status === 404 && answer.code !== 'NoSuchBucket') {
                    return { kind: 'absent', serverNowMs: answer.serverNowMs };
                }
                if (answer.status === 403 && answer.code === 'AccessDenied') {
                    const where = this.where(key);
                    return { kind: 'forbidden', explanation: explain(answer, 's3:GetObject', where, '') };
                }
                this.throwIfBound(bound, key);
                this.throwIfFinal(answer, 's3:GetObject', key);
                await this.pauseOrGiveUp(attempt, answer, key, bound);
            }
        }
    }
    /** PutObject If-None-Match: * — succeeds only where no object exists. */
    create(key, body, bound) {
        return this.conditionalPut(key, body, { IfNoneMatch: '*' }, bound);
    }
    /**
     * PutObject If-Match — succeeds only while the object still has `etag`. A write cut short by
     * `bound` has an unknown outcome, like one that got no answer.
     */
    async replace(key, body, etag, bound) {
        const spelling = this.ifMatchSpelling ?? FIRST_SPELLING;
        const outcome = await this.conditionalPut(key, body, { IfMatch: spell(etag, spelling) }, bound);
        if (outcome.kind === 'written') {
            this.ifMatchSpelling = spelling;
        }
        else if (outcome.kind === 'precondition-failed' &&
            !outcome.missing &&
            this.ifMatchSpelling === undefined &&
            (await this.currentEtag(key)) === etag) {
            // The object still has the ETag we named, yet the store said it did not match: it wants
            // the other spelling. Learn it once; the condition itself is never dropped.
            const other = spelling === 'quoted' ? 'unquoted' : 'quoted';
            const retried = await this.conditionalPut(key, body, { IfMatch: spell(etag, other) }, bound);
            if (retried.kind === 'written')
                this.ifMatchSpelling = other;
            if (retried.kind === 'precondition-failed' && (await this.currentEtag(key)) === etag) {
                throw new errors/* UnsafeStoreError */.E_(`the store at ${this.endpointLabel} refuses PutObject If-Match with the object's own ETag; ` +
                    'use strategy "listing" for this store');
            }
            return retried;
        }
        return outcome;
    }
    /**
     * A conditional PutObject with exactly the headers given, for the store capability probe,
     * which must see what the store does with each spelling.
     */
    putWithCondition(key, body, condition) {
        return this.conditionalPut(key, body, condition);
    }
    /** Keys under a prefix, every page, with the store's clock at the last page. */
    async list(prefix) {
        const keys = [];
        let token;
        let serverNowMs;
        do {
            const page = await this.retrying('s3:ListBucket', prefix, 'list', () => this.client.send(new dist_cjs/* ListObjectsV2Command */.u6x({
                Bucket: this.bucket,
                Prefix: prefix || undefined,
                ContinuationToken: token
            }), { abortSignal: this.signal }));
            serverNowMs = this.lastServerNowMs;
            for (const item of page.Contents ?? []) {
                if (item.Key) {
                    keys.push({
                        key: item.Key,
                        lastModifiedMs: item.LastModified?.getTime() ?? 0,
                        size: item.Size ?? 0
                    });
                }
            }
            token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return { keys, serverNowMs };
    }
    /** HEAD: does the key exist, its metadata, and the store's clock. */
    async head(key) {
        return this.retrying('s3:GetObject', key, 'head', async () => {
            try {
                const output = await this.client.send(new dist_cjs/* HeadObjectCommand */.l81({ Bucket: this.bucket, Key: key }), { abortSignal: this.signal });
                return { exists: true, metadata: output.Metadata ?? {}, serverNowMs: this.lastServerNowMs };
            }
            catch (error) {
                const answer = classify(error);
                if (answer.status === 404 && answer.code !== 'NoSuchBucket') {
                    return { exists: false, metadata: {}, serverNowMs: answer.serverNowMs };
                }
                throw error;
            }
        });
    }
    /**
     * An unconditional PutObject, only ever for a key that is this writer's alone (the listing
     * scheme's `name.created.uuid.expires`): it cannot overwrite anyone else's lock.
     */
    async putOwnKey(key, body, metadata) {
        await this.retrying('s3:PutObject', key, 'put', () => this.client.send(new dist_cjs/* PutObjectCommand */.wKZ({ Bucket: this.bucket, Key: key, Body: body, Metadata: metadata }), { abortSignal: this.signal }));
    }
    /** DeleteObject, optionally If-Match; returns the HTTP status (204, or 412 when refused). */
    async delete(key, ifMatch) {
        return this.retrying('s3:DeleteObject', key, 'delete', async () => {
            try {
                const output = await this.client.send(new dist_cjs/* DeleteObjectCommand */.k4j({ Bucket: this.bucket, Key: key, IfMatch: ifMatch }), { abortSignal: this.signal });
                return output.$metadata.httpStatusCode ?? 204;
            }
            catch (error) {
                const answer = classify(error);
                if (answer.status === 412 || answer.status === 404)
                    return answer.status;
                throw error;
            }
        });
    }
    /** Idempotent requests: repeated on transient failures, final errors explained. */
    async retrying(permission, key, kind, send) {
        for (let attempt = 0;; attempt++) {
            this.requests[kind]++;
            try {
                return await send();
            }
            catch (error) {
                const answer = classify(error);
                this.throwIfFinal(answer, permission, key);
                await this.pauseOrGiveUp(attempt, answer, key);
            }
        }
    }
    async currentEtag(key) {
        this.requests.head++;
        try {
            const head = await this.client.send(new dist_cjs/* HeadObjectCommand */.l81({ Bucket: this.bucket, Key: key }), {
                abortSignal: this.signal
            });
            return unquote(head.ETag ?? '');
        }
        catch (error) {
            const answer = classify(error);
            if (answer.status === 404)
                return undefined;
            this.throwIfFinal(answer, 's3:GetObject', key);
            return undefined;
        }
    }
    async conditionalPut(key, body, condition, bound) {
        for (let attempt = 0;; attempt++) {
            this.requests.conditionalPut++;
            const sentAt = (0,backoff/* monotonicNow */.XZ)();
            try {
                const output = await this.client.send(new dist_cjs/* PutObjectCommand */.wKZ({
                    Bucket: this.bucket,
                    Key: key,
                    Body: body,
                    ContentType: 'application/json',
                    CacheControl: 'no-store',
                    ...condition
                }), { abortSignal: this.abortSignal(bound) });
                return {
                    kind: 'written',
                    sentAt,
                    etag: unquote(output.ETag ?? ''),
                    serverNowMs: this.lastServerNowMs
                };
            }
            catch (error) {
                const answer = classify(error);
                // 412: the condition did not hold. 404 NoSuchKey: If-Match on a missing key (AWS).
                if (answer.status === 412)
                    return { kind: 'precondition-failed' };
                if (answer.status === 404 && answer.code === 'NoSuchKey') {
                    return { kind: 'precondition-failed', missing: true };
                }
                if (bound?.aborted && !this.signal?.aborted) {
                    return { kind: 'unknown', reason: 'no answer before the deadline' };
                }
                this.throwIfFinal(answer, 's3:PutObject', key);
                if (answer.kind !== 'rejected' || attempt + 1 >= TRANSIENT_ATTEMPTS) {
                    return { kind: 'unknown', reason: answer.reason };
                }
                // 409 or 503: rejected before it was applied; the same conditional request goes again.
                try {
                    await (0,backoff/* sleep */.yy)((0,backoff/* backoffDelay */.EY)(attempt, 200, 5_000), this.abortSignal(bound));
                }
                catch (error) {
                    if (bound?.aborted && !this.signal?.aborted)
                        return { kind: 'unknown', reason: answer.reason };
                    throw error;
                }
            }
        }
    }
    async pauseOrGiveUp(attempt, answer, key, bound) {
        if (attempt + 1 >= TRANSIENT_ATTEMPTS) {
            throw new errors/* StoreUnavailableError */.o2(`could not reach ${this.where(key)} after ${TRANSIENT_ATTEMPTS} attempts: ${answer.reason}`, answer.status === undefined);
        }
        try {
            await (0,backoff/* sleep */.yy)((0,backoff/* backoffDelay */.EY)(attempt, 200, 5_000), this.abortSignal(bound));
        }
        catch (error) {
            this.throwIfBound(bound, key);
            throw error;
        }
    }
    /** The step's own signal, cut shorter by a caller's deadline when there is one. */
    abortSignal(bound) {
        if (bound === undefined)
            return this.signal;
        return this.signal ? AbortSignal.any([this.signal, bound]) : bound;
    }
    throwIfBound(bound, key) {
        if (bound?.aborted && !this.signal?.aborted) {
            throw new errors/* StoreUnavailableError */.o2(`no answer from ${this.where(key)} before the deadline`);
        }
    }
    throwIfFinal(answer, permission, key) {
        if (this.signal?.aborted)
            throw this.signal.reason;
        if (answer.kind !== 'final')
            return;
        throw new errors/* StoreConfigError */.IC(explain(answer, permission, this.where(key), this.endpointLabel), answer.code);
    }
}
const NETWORK_UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
function classify(error) {
    // A bug of ours must surface as one, not be retried as if the network had failed.
    if (error instanceof TypeError || error instanceof ReferenceError)
        throw error;
    const err = error;
    const status = err.$metadata?.httpStatusCode;
    const code = err.Code ?? (err.name !== 'Error' ? err.name : undefined) ?? err.code;
    const serverNowMs = serverDate(err.$response?.headers);
    const reason = [status && `HTTP ${status}`, code, err.code].filter(Boolean).join(' ');
    const base = { status, code, serverNowMs, reason: reason || String(err.message ?? error) };
    if (err.name === 'AbortError')
        return { ...base, kind: 'final' };
    if (err.name === 'CredentialsProviderError' || /credential/i.test(err.message ?? '')) {
        return { ...base, kind: 'final', code: 'NoCredentials' };
    }
    if (err.code && NETWORK_UNREACHABLE.has(err.code))
        return { ...base, kind: 'unknown' };
    if (status === undefined)
        return { ...base, kind: 'unknown' };
    if (code === 'NoSuchBucket')
        return { ...base, kind: 'final' };
    if (status === 304 || status === 404 || status === 412)
        return { ...base, kind: 'answered' };
    if (status === 409 || status === 429 || status === 503 || code === 'SlowDown') {
        return { ...base, kind: 'rejected' };
    }
    if (status >= 500 && status !== 501)
        return { ...base, kind: 'unknown' };
    return { ...base, kind: 'final' };
}
function explain(answer, permission, where, endpoint) {
    const arn = where.replace('s3://', 'arn:aws:s3:::');
    switch (answer.code) {
        case 'NoCredentials':
            return 'no AWS credentials were found: configure them before this step (for example with aws-actions/configure-aws-credentials)';
        case 'NoSuchBucket':
            return `the bucket in ${where} does not exist (NoSuchBucket): create it or fix the "bucket" input`;
        case 'AccessDenied':
        case 'Forbidden':
            return `access denied to ${where}: the credentials need ${permission} on ${arn}`;
        case 'InvalidAccessKeyId':
        case 'SignatureDoesNotMatch':
            return `${endpoint} rejected the AWS credentials (${answer.code}): check the access key and secret`;
        case 'ExpiredToken':
        case 'TokenRefreshRequired':
        case 'RequestExpired':
            return (`the AWS credentials have expired (${answer.code}): a job that holds a lock longer than ` +
                'its credentials last loses it (raise role-duration-seconds of aws-actions/configure-aws-credentials)');
        case 'NotImplemented':
            return `the store at ${endpoint} does not implement conditional writes (${answer.reason}); use strategy "listing"`;
        case 'AbortError':
            return 'cancelled';
    }
    return `${endpoint} refused ${permission} on ${where} (${answer.reason})`;
}
function serverDate(headers) {
    const text = headers?.date ?? headers?.Date;
    const value = text === undefined ? NaN : Date.parse(text);
    return Number.isNaN(value) ? undefined : value;
}
function unquote(etag) {
    return etag.replace(/^"(.*)"$/, '$1');
}
function quote(etag) {
    return `"${etag}"`;
}
function spell(etag, spelling) {
    return spelling === 'quoted' ? quote(etag) : etag;
}

// EXTERNAL MODULE: ./action/inputs.ts
var action_inputs = __webpack_require__(3574);
// EXTERNAL MODULE: ./action/release-report.ts + 2 modules
var release_report = __webpack_require__(1202);
// EXTERNAL MODULE: ./action/renewer-process.ts + 1 modules
var renewer_process = __webpack_require__(3039);
;// CONCATENATED MODULE: ./action/release-step.ts









/**
 * The release sub-action, and the root action's post step when its renewer could not release
 * for it (see post.ts): stop the renewer, then release with our own S3 client.
 */
async function releaseStep(signal, request) {
    const inputs = (0,action_inputs/* readStoreInputs */.db)();
    const store = new S3LockStore((0,action_inputs/* storeOptions */.S2)(inputs, signal));
    const lock = new ConditionalLock(store, request.handle.key);
    const where = store.where(request.handle.key);
    if (!request.confirmed) {
        await cleanUpUnconfirmed(lock, request.handle.owner, where);
        return;
    }
    const context = {
        handle: request.handle,
        where,
        token: request.claim.token,
        onLost: request.onLost,
        times: request.times,
        renewed: request.renewer !== undefined
    };
    const claim = { ...request.claim, owner: request.handle.owner };
    if (!request.renewer)
        return (0,release_report/* reportRelease */.IH)(context, await lock.release(claim));
    const wasRunning = await (0,renewer_process/* stopRenewer */.Fc)(request.renewer.pid, request.renewer.statusFile);
    const status = (0,renewer_process/* readStatus */.rk)(request.renewer.statusFile);
    if (!wasRunning && status?.state === 'held') {
        core/* warning */.$e(`The lease renewer of ${where} was no longer running (it was killed or crashed); ` +
            'the lock may have gone unrenewed for a while');
    }
    // A status file that already says "released" has no lease to tell of: release as claimed.
    const lease = status?.state === 'released' ? undefined : status;
    const result = await releaseRenewed(lock, claim, lease);
    await (0,release_report/* reportRenewedRelease */.iB)(context, request.renewer.statusFile, status, result);
}
/**
 * Main stopped after sending a write it never heard back about. If that write made us the
 * holder, release; if the store cannot be asked, the lease will free the lock, so a warning
 * is enough: main has already failed with the reason.
 */
async function cleanUpUnconfirmed(lock, owner, where) {
    try {
        const result = await lock.release({ owner });
        if (result.kind === 'released')
            core/* info */.pq(`Released ${where}, acquired as main was stopped`);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        core/* warning */.$e(`Could not check whether ${where} was left held by this job: ${reason}`);
    }
}
/**
 * Releases a listing-strategy lock by removing our own `name.created.uuid.expires` key. The
 * key is this acquisition's alone, so removing it can never release anyone else's lock. Nothing
 * renews such a lock: once the store's clock is past the expiry in its key, the next contender
 * may have taken the lock while this job still worked, and that is reported as a loss.
 */
async function releaseListingStep(signal, key, onLost = 'fail') {
    const store = new S3LockStore((0,action_inputs/* storeOptions */.S2)((0,action_inputs/* readStoreInputs */.db)(), signal));
    await store.delete(key);
    const where = store.where(key);
    const expiresMs = parseAnyListingKey(key)?.expiresMs;
    const storeNow = store.lastServerNow;
    if (expiresMs !== undefined && storeNow !== undefined && storeNow > expiresMs) {
        const late = (0,duration/* formatDuration */.a3)(storeNow - expiresMs);
        const context = { handle: { key, owner: '' }, where, onLost, renewed: false };
        return (0,release_report/* reportLoss */.mC)(context, `it expired ${late} before this release (by the store's clock), and the listing strategy cannot renew`, undefined, 'Use a longer "expires" than the job can take.');
    }
    core/* info */.pq(`Released lock ${where}`);
}


/***/ })

};
