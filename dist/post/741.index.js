export const id = 741;
export const ids = [741];
export const modules = {

/***/ 741:
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
 * the holder's: runners' clocks can be minutes apart. Either of two rules suffices, and each is
 * safe on its own:
 *
 *  - the store's clock: the store stamped the last write (Last-Modified) and stamps every
 *    answer (Date), so their difference is the lease's age measured by one clock. Both have a
 *    1 s resolution, so a second is added before the lease counts as over;
 *  - the waiter's own monotonic clock: it has seen the very same version (ETag) unchanged for
 *    a whole lease (the DynamoDB Lock Client rule). The holder started counting before it
 *    wrote, the waiter after it saw the write, so the waiter's count always ends later.
 *
 * The second rule keeps the lock safe on a store whose clock is wrong or missing; the first
 * lets a waiter that arrives late take over an abandoned lock without waiting a whole lease.
 */
const STORE_CLOCK_RESOLUTION_MS = 1000;
/** How long until the lease is over by either rule; ≤ 0 means it is over. */
function leaseRemainingMs(version, serverNowMs, monotonicNowMs) {
    const byObservation = version.leaseMs - (monotonicNowMs - version.firstSeenAt);
    if (serverNowMs === undefined || version.lastModifiedMs <= 0)
        return byObservation;
    const byStoreClock = version.leaseMs + STORE_CLOCK_RESOLUTION_MS - (serverNowMs - version.lastModifiedMs);
    return Math.min(byObservation, byStoreClock);
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
            ...(value.after === 'released' || value.after === 'expired' || value.after === 'created'
                ? { after: value.after }
                : {})
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
            ...(typeof value.forcedBy === 'string' ? { forcedBy: value.forcedBy } : {})
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

;// CONCATENATED MODULE: ./lock/conditional-lock.ts






const MAX_RELEASE_ROUNDS = 8;
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
        let seen;
        let replaced;
        let lastHolderOwner;
        let contentionRound = 0;
        let wroteBefore = false;
        let checkedBeforeCreate = false;
        // Send time of the first write whose outcome we did not learn, and the state it was
        // conditioned on (an ETag, or none for a create): if it turns out to have happened, our
        // lease has been running since then. Once the lock has moved past that state, the write
        // can never land, and its time no longer counts.
        let unresolvedSince;
        let unresolvedCondition;
        for (;;) {
            const read = await this.store.read(this.key, seen?.etag);
            const now = (0,backoff/* monotonicNow */.XZ)();
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
            if (ours && seen?.record.state === 'held') {
                return {
                    key: this.key,
                    owner,
                    token: seen.record.token,
                    etag: seen.etag,
                    leaseMs: options.leaseMs,
                    record: seen.record,
                    leaseStartedAt: unresolvedSince ?? startedAt,
                    waitedMs: now - startedAt,
                    previous: replaced,
                    tookOverExpired: replaced?.state === 'held'
                };
            }
            if (this.isFree(seen, read.serverNowMs, now)) {
                const record = {
                    version: RECORD_VERSION,
                    state: 'held',
                    token: (seen?.record.token ?? 0) + 1,
                    owner,
                    leaseMs: options.leaseMs,
                    holder: options.holder,
                    acquiredAt: new Date().toISOString(),
                    renewals: 0,
                    after: seen === undefined
                        ? 'created'
                        : seen.record.state === 'released'
                            ? 'released'
                            : 'expired'
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
                    ? await this.store.replace(this.key, body, seen.etag)
                    : await this.store.create(this.key, body);
                if (outcome.kind === 'written') {
                    return {
                        key: this.key,
                        owner,
                        token: record.token,
                        etag: outcome.etag,
                        leaseMs: options.leaseMs,
                        record,
                        // Answered 200 on its condition: no earlier attempt of ours had landed (it would
                        // have changed the ETag), nor can one land now. The lease starts with this write.
                        leaseStartedAt: sentAt,
                        waitedMs: (0,backoff/* monotonicNow */.XZ)() - startedAt,
                        previous: replaced,
                        tookOverExpired: replaced?.state === 'held'
                    };
                }
                if (outcome.kind === 'precondition-failed' && read.kind === 'forbidden') {
                    // The object exists, so the 403 was about reading it, not about its absence.
                    throw new errors/* StoreConfigError */.IC(read.explanation);
                }
                if (outcome.kind === 'unknown' && unresolvedSince === undefined) {
                    unresolvedSince = sentAt;
                    unresolvedCondition = seen?.etag ?? NO_OBJECT;
                }
                // Lost the race, or do not know: read again. A short jittered pause keeps contenders
                // that collided from colliding again in lockstep.
                await (0,backoff/* sleep */.yy)((0,backoff/* backoffDelay */.EY)(contentionRound++, 20, options.pollMs), options.signal);
                continue;
            }
            const observed = seen;
            const held = observed.record;
            const waitedMs = now - startedAt;
            const expiresInMs = leaseRemainingMs(observed, read.serverNowMs, now);
            const holderChanged = held.owner !== lastHolderOwner;
            options.onWait?.({
                key: this.key,
                holder: held,
                holderChanged,
                sinceLastWriteMs: storeAgeMs(observed, read.serverNowMs),
                expiresInMs,
                waitedMs
            });
            lastHolderOwner = held.owner;
            contentionRound = 0;
            const remaining = deadline - now;
            if (remaining <= 0) {
                throw new errors/* LockTimeoutError */.XB(`timed out after ${(0,duration/* formatDuration */.a3)(waitedMs)} waiting for ${this.store.where(this.key)}`);
            }
            // Wake at the poll interval, at our timeout, or just as the lease runs out. The first
            // look after the lock changed hands comes at a random point of the interval: waiters
            // that lost the same race would otherwise poll in lockstep for the whole next hold, and
            // all notice its release as late as one waiter would. Spread out, the first of n
            // waiters notices after about interval ÷ (n + 1).
            const pollMs = holderChanged ? Math.random() * options.pollMs : options.pollMs;
            await (0,backoff/* sleep */.yy)(Math.min(pollMs, remaining, Math.max(expiresInMs, 0) + 50), options.signal);
        }
    }
    /**
     * Releases a lock we hold by overwriting it with a released record that keeps the token,
     * conditional on the ETag we last wrote: one request when that ETag is still current. When it
     * is not (or unknown), the lock is read to find out whether it is still ours; someone else's
     * lock is never touched.
     */
    async release(claim) {
        let etag = claim.etag;
        let token = claim.token;
        let holder = claim.holder ?? {};
        let unheard = false;
        for (let round = 0; round < MAX_RELEASE_ROUNDS; round++) {
            if (etag !== undefined && token !== undefined) {
                const body = releasedBody(token, claim.owner, holder);
                const outcome = await this.store.replace(this.key, body, etag);
                if (outcome.kind === 'written')
                    return { kind: 'released' };
                if (outcome.kind === 'unknown') {
                    unheard = true;
                    await (0,backoff/* sleep */.yy)((0,backoff/* backoffDelay */.EY)(round, 100, 2_000));
                }
            }
            const read = await this.store.read(this.key);
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
                // After a release whose answer was lost, a successor that took the lock from a
                // released record is the proof that ours landed: a lease of ours that ran out would
                // have been taken over as expired.
                const successor = record.state === 'held' && record.token === (token ?? 0) + 1;
                if (unheard && successor && record.after === 'released')
                    return { kind: 'released' };
                if (unheard && record.token > (token ?? 0))
                    return { kind: 'moved-on', current: record };
                return { kind: 'not-owner', current: record };
            }
            etag = read.object.etag;
            token = record.token;
            holder = record.holder;
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
            const body = releasedBody(record.token, releasedBy, record.holder, target.forcedBy);
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
    async readLock() {
        const read = await this.store.read(this.key);
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
    async renew(claim) {
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
            ...(claim.after ? { after: claim.after } : {})
        };
        let outcome;
        try {
            outcome = await this.store.replace(this.key, serializeRecord(record), claim.etag);
        }
        catch (error) {
            // Even a refusal (expired credentials, a new bucket policy) may pass before the lease
            // does: report it as a renewal that did not happen, and let the lease decide.
            if (error instanceof errors/* UserFacingError */.Ui)
                return { kind: 'unknown', reason: error.message };
            throw error;
        }
        if (outcome.kind === 'written') {
            return { kind: 'renewed', etag: outcome.etag, renewals, confirmedBy: 'answer' };
        }
        let read;
        try {
            read = await this.store.read(this.key);
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
function releasedBody(token, owner, holder, forcedBy) {
    return serializeRecord({
        version: RECORD_VERSION,
        state: 'released',
        token,
        releasedBy: owner,
        releasedAt: new Date().toISOString(),
        holder,
        ...(forcedBy === undefined ? {} : { forcedBy })
    });
}

;// CONCATENATED MODULE: ./lock/lease-keeper.ts

async function keepLease(options) {
    const { lock, claim, intervalMs, signal } = options;
    let leaseStartedAt = options.leaseStartedAt;
    let unconfirmedSince;
    let status = {
        state: 'held',
        etag: claim.etag,
        renewals: claim.renewals,
        leaseEndsAt: leaseStartedAt + claim.leaseMs
    };
    // After a failed renewal, try again sooner: several tries fit in one lease.
    const retryMs = Math.max(250, Math.min(intervalMs / 3, 5_000));
    // The first renewal is due one interval into the lease, however late this process started.
    let delay = Math.max(0, leaseStartedAt + intervalMs - monotonicNow());
    let failedRenewals = 0;
    for (;;) {
        try {
            await sleep(Math.min(delay, Math.max(0, status.leaseEndsAt - monotonicNow())), signal);
        }
        catch {
            return status;
        }
        const sentAt = monotonicNow();
        unconfirmedSince ??= sentAt;
        const result = await lock.renew(claim);
        if (result.kind === 'renewed') {
            leaseStartedAt = result.confirmedBy === 'answer' ? sentAt : unconfirmedSince;
            unconfirmedSince = undefined;
            claim.etag = result.etag;
            claim.renewals = result.renewals;
            status = {
                state: 'held',
                etag: result.etag,
                renewals: result.renewals,
                leaseEndsAt: leaseStartedAt + claim.leaseMs,
                failedRenewals
            };
            delay = intervalMs;
        }
        else if (result.kind === 'lost') {
            status = {
                state: 'lost',
                reason: 'taken-over',
                at: new Date().toISOString(),
                current: result.current,
                detail: 'another holder took the lock over'
            };
        }
        else if (monotonicNow() >= status.leaseEndsAt) {
            status = {
                state: 'lost',
                reason: 'lapsed',
                at: new Date().toISOString(),
                detail: `the lease ran out while the store could not be reached (${result.reason})`
            };
        }
        else {
            failedRenewals++;
            delay = retryMs;
            continue;
        }
        options.onStatus(status);
        if (status.state === 'lost')
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
    /** Reads the object; with `knownEtag`, a cheap 304 says it has not changed. */
    async read(key, knownEtag) {
        for (let attempt = 0;; attempt++) {
            this.requests.get++;
            try {
                const output = await this.client.send(new dist_cjs/* GetObjectCommand */.jLs({
                    Bucket: this.bucket,
                    Key: key,
                    IfNoneMatch: knownEtag === undefined ? undefined : quote(knownEtag)
                }), { abortSignal: this.signal });
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
                this.throwIfFinal(answer, 's3:GetObject', key);
                await this.pauseOrGiveUp(attempt, answer, key);
            }
        }
    }
    /** PutObject If-None-Match: * — succeeds only where no object exists. */
    create(key, body) {
        return this.conditionalPut(key, body, { IfNoneMatch: '*' });
    }
    /** PutObject If-Match — succeeds only while the object still has `etag`. */
    async replace(key, body, etag) {
        const spelling = this.ifMatchSpelling ?? FIRST_SPELLING;
        const outcome = await this.conditionalPut(key, body, { IfMatch: spell(etag, spelling) });
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
            const retried = await this.conditionalPut(key, body, { IfMatch: spell(etag, other) });
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
    async conditionalPut(key, body, condition) {
        for (let attempt = 0;; attempt++) {
            this.requests.conditionalPut++;
            try {
                const output = await this.client.send(new dist_cjs/* PutObjectCommand */.wKZ({
                    Bucket: this.bucket,
                    Key: key,
                    Body: body,
                    ContentType: 'application/json',
                    CacheControl: 'no-store',
                    ...condition
                }), { abortSignal: this.signal });
                return {
                    kind: 'written',
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
                this.throwIfFinal(answer, 's3:PutObject', key);
                if (answer.kind !== 'rejected' || attempt + 1 >= TRANSIENT_ATTEMPTS) {
                    return { kind: 'unknown', reason: answer.reason };
                }
                // 409 or 503: rejected before it was applied; the same conditional request goes again.
                await (0,backoff/* sleep */.yy)((0,backoff/* backoffDelay */.EY)(attempt, 200, 5_000), this.signal);
            }
        }
    }
    async pauseOrGiveUp(attempt, answer, key) {
        if (attempt + 1 >= TRANSIENT_ATTEMPTS) {
            throw new errors/* StoreUnavailableError */.o2(`could not reach ${this.where(key)} after ${TRANSIENT_ATTEMPTS} attempts: ${answer.reason}`);
        }
        await (0,backoff/* sleep */.yy)((0,backoff/* backoffDelay */.EY)(attempt, 200, 5_000), this.signal);
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
    const wasRunning = await (0,renewer_process/* stopRenewer */.Fc)(request.renewer.pid);
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
 * key is this acquisition's alone, so removing it can never release anyone else's lock.
 */
async function releaseListingStep(signal, key) {
    const store = new S3LockStore((0,action_inputs/* storeOptions */.S2)((0,action_inputs/* readStoreInputs */.db)(), signal));
    await store.delete(key);
    core/* info */.pq(`Released lock ${store.where(key)}`);
}


/***/ })

};
