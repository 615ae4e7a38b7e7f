export const id = 670;

export const ids = [ 670 ];

export const modules = {
    2670: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            releaseListingStep: () => releaseListingStep,
            releaseStep: () => releaseStep
        });
        var core = __webpack_require__(1915);
        var basics_clock = __webpack_require__(5718);
        function deadlines_within(ms) {
            return (0, basics_clock.pm)().timeout(Math.max(1, Math.ceil(ms)));
        }
        const RELEASE_MS = 6e4;
        var backoff = __webpack_require__(9872);
        var errors = __webpack_require__(8929);
        var lock_record = __webpack_require__(9696);
        let active = new Set;
        function mutations_mutated(name) {
            return active.size > 0 && active.has(name);
        }
        function leaseRemainingMs(version, serverNowMs, monotonicNowMs) {
            const byObservation = version.leaseMs - (monotonicNowMs - version.firstSeenAt);
            if (void 0 === serverNowMs || version.lastModifiedMs <= 0) return byObservation;
            const byStoreClock = version.leaseMs + 1e3 - (serverNowMs - version.lastModifiedMs);
            return Math.min(byObservation, storeClockBound(byStoreClock, byObservation, version.clockAllowanceMs));
        }
        function storeClockBound(byStoreClock, byOwnCount, allowanceMs) {
            return Math.max(byStoreClock, byOwnCount - allowanceMs);
        }
        function storeAgeMs(version, serverNowMs) {
            if (!(void 0 === serverNowMs || version.lastModifiedMs <= 0)) return Math.max(0, serverNowMs - version.lastModifiedMs);
        }
        function leaseLeftMs(acquisition) {
            const {leaseStartedAt, leaseMs, record} = acquisition;
            return function lease_leaseSafeEnd(startedAt, leaseMs, clockAllowanceMs) {
                return startedAt + leaseMs - clockAllowanceMs;
            }(leaseStartedAt, leaseMs, record.clockAllowanceMs ?? 0) - (0, backoff.XZ)();
        }
        var duration = __webpack_require__(4278);
        class LineInbox {
            store;
            prefix;
            constructor(store, lineKey) {
                this.store = store;
                this.prefix = `${lineKey.replace(/line$/, "")}joins/`;
            }
            roundPrefix(round) {
                return `${this.prefix}${round}/`;
            }
            roundOf(key) {
                return Number(key.slice(this.prefix.length).split("/", 1)[0]);
            }
            placed(round, request, waitsUntil) {
                const forMs = void 0 === waitsUntil ? 1 / 0 : waitsUntil - (0, backoff.XZ)();
                const json = JSON.stringify(forMs >= 3e5 ? request : {
                    ...request,
                    forMs: Math.ceil(Math.max(0, forMs))
                });
                const key = `${this.roundPrefix(round)}${request.id}.${Buffer.from(json).toString("base64url")}`;
                return Buffer.byteLength(key) <= 1e3 ? {
                    key,
                    body: "\n"
                } : {
                    key: `${this.roundPrefix(round)}${request.id}`,
                    body: `${json}\n`
                };
            }
            async send({key, body}, bound) {
                await this.store.create(key, body, bound);
            }
            async withdraw(key, bound) {
                for (let attempt = 0; attempt < 3; attempt++) {
                    const created = await this.store.create(key, "withdrawn\n", bound);
                    if ("written" === created.kind) return;
                    if ("unknown" === created.kind) continue;
                    const read = await this.store.read(key, void 0, bound);
                    if ("present" === read.kind) {
                        if ("withdrawn\n" === read.object.body) return;
                        if ("written" === (await this.store.replace(key, "withdrawn\n", read.object.etag, bound)).kind) return;
                    }
                }
                throw new errors.o2(`could not withdraw ${this.store.where(key)}`);
            }
            async claimRescue(round, attempt, id, bound) {
                const outcome = await this.store.create(this.claimKey(round, attempt), `${id}\n`, bound);
                return "written" === outcome.kind ? "claimed" : "precondition-failed" === outcome.kind ? "taken" : "unknown";
            }
            claimKey(round, attempt) {
                return `${this.roundPrefix(round)}rescue.${attempt}`;
            }
            async requests(round, bound) {
                const {keys, serverNowMs} = await this.store.list(this.roundPrefix(round), bound);
                const isSpent = (key, size) => 10 === size || key.startsWith("rescue.", key.lastIndexOf("/") + 1);
                const spent = keys.filter(k => isSpent(k.key, k.size)).map(k => k.key);
                const fresh = keys.filter(k => !isSpent(k.key, k.size) && (void 0 === serverNowMs || serverNowMs - k.lastModifiedMs < 3e5));
                const found = [];
                for (let i = 0; i < fresh.length; i += 32) {
                    const batch = fresh.slice(i, i + 32);
                    (await Promise.all(batch.map(k => this.bodyOf(k.key, bound)))).forEach((body, j) => {
                        const {key, lastModifiedMs} = batch[j];
                        void 0 !== body && (void 0 !== serverNowMs && senderGone(body, serverNowMs - lastModifiedMs) ? spent.push(key) : found.push({
                            key,
                            body,
                            lastModifiedMs
                        }));
                    });
                }
                return {
                    requests: found.sort((a, b) => a.lastModifiedMs - b.lastModifiedMs || a.key.localeCompare(b.key)),
                    spent
                };
            }
            async discard(keys, bound) {
                for (let i = 0; i < keys.length && !bound.aborted; i += 32) await Promise.all(keys.slice(i, i + 32).map(key => this.store.delete(key, bound).catch(() => 0)));
            }
            async bodyOf(key, bound) {
                try {
                    const own = key.slice(key.lastIndexOf("/") + 1);
                    const inKey = own.lastIndexOf(".");
                    if (inKey >= 0) return JSON.parse(Buffer.from(own.slice(inKey + 1), "base64url").toString());
                    const read = await this.store.read(key, void 0, bound);
                    return "present" === read.kind ? JSON.parse(read.object.body) : void 0;
                } catch (error) {
                    if (error instanceof SyntaxError || error instanceof errors.o2) return;
                    throw error;
                }
            }
        }
        function senderGone(body, ageMs) {
            const forMs = body?.forMs;
            return "number" == typeof forMs && ageMs >= forMs + 3e3;
        }
        var shared_record = __webpack_require__(1668);
        class SupersededError extends errors.Ui {
            newer;
            constructor(message, newer) {
                super(message);
                this.newer = newer;
            }
        }
        function compareOrder(a, b) {
            for (let i = 0; i < Math.max(a.length, b.length); i++) {
                const d = (a[i] ?? 0) - (b[i] ?? 0);
                if (0 !== d) return Math.sign(d);
            }
            return 0;
        }
        function newerThan(line, run) {
            const entry = line.newest?.find(e => e.group === run.group);
            return void 0 !== entry && compareOrder(entry.order, run.order) > 0 ? entry : void 0;
        }
        function runOf(request) {
            return void 0 !== request.group && void 0 !== request.order ? {
                group: request.group,
                order: request.order
            } : void 0;
        }
        function withNewest(entries, entry) {
            const old = entries.find(e => e.group === entry.group);
            return old && compareOrder(old.order, entry.order) >= 0 ? entries : [ ...entries.filter(e => e.group !== entry.group), entry ].sort((a, b) => b.n - a.n).slice(0, 100);
        }
        function superseded(newer) {
            return new SupersededError(`a newer run of its group joined the line (${newer.group})`, newer);
        }
        class MalformedLineError extends errors.Ui {}
        const EMPTY = {
            version: 1,
            next: 1,
            served: 0,
            tickets: []
        };
        function joinRequest(id, holder, extra) {
            return {
                id,
                holder,
                ...extra.run ? {
                    group: extra.run.group,
                    order: extra.run.order
                } : {},
                ...extra.exclusive ? {
                    exclusive: !0
                } : {},
                ...void 0 === extra.passStepMs ? {} : {
                    passStepMs: extra.passStepMs
                },
                ...void 0 === extra.leaseMs ? {} : {
                    leaseMs: extra.leaseMs
                },
                ...void 0 === extra.claimMs ? {} : {
                    claimMs: extra.claimMs
                }
            };
        }
        function requestFrom(body) {
            const value = body;
            if ("string" != typeof value?.id || "object" != typeof value.holder || !value.holder) return;
            const run = "string" == typeof value.group && Array.isArray(value.order) && value.order.every(x => Number.isSafeInteger(x)) ? {
                group: value.group,
                order: value.order
            } : void 0;
            const passStepMs = Number.isSafeInteger(value.passStepMs) ? value.passStepMs : void 0;
            const leaseMs = (0, shared_record.XH)(value.leaseMs) ? value.leaseMs : void 0;
            const claimMs = (0, shared_record.XH)(value.claimMs) ? value.claimMs : void 0;
            return joinRequest(value.id, ticketHolder(value.holder), {
                run,
                exclusive: !0 === value.exclusive,
                passStepMs,
                leaseMs,
                claimMs
            });
        }
        function seatOf(line, request, mark, superseding = !0) {
            const mine = line.tickets.find(ticket => ticket.id === request.id && ticket.n > mark);
            if (mine) return mine.n;
            const run = runOf(request);
            const newer = superseding && run && newerThan(line, run);
            if (newer) throw superseded(newer);
        }
        function hasUnserved(line, mark) {
            return line.tickets.some(ticket => ticket.n > mark);
        }
        function withRequest(line, request) {
            const run = runOf(request);
            if (run && newerThan(line, run)) return line;
            const n = Math.max(line.next, line.served + 1);
            return {
                ...line,
                next: n + 1,
                tickets: [ ...line.tickets, {
                    n,
                    ...request
                } ],
                ...run ? {
                    newest: withNewest(line.newest ?? [], {
                        ...run,
                        holder: request.holder,
                        n
                    })
                } : {}
            };
        }
        const TICKET_FIELDS = [ "context", "repository", "job", "runUrl" ];
        function ticketHolder(holder) {
            const kept = {};
            for (const field of TICKET_FIELDS) {
                const value = holder[field];
                value && (kept[field] = value.slice(0, 200));
            }
            return kept;
        }
        const ROUND_METADATA = "round";
        async function writeLine(store, key, record, etag, bound) {
            const body = `${JSON.stringify(record)}\n`;
            const metadata = {
                [ROUND_METADATA]: String(record.round ?? 0)
            };
            const outcome = void 0 === etag ? await store.create(key, body, bound, metadata) : await store.replace(key, body, etag, bound, metadata);
            return "written" === outcome.kind ? "written" : "precondition-failed" === outcome.kind ? "refused" : "unknown";
        }
        function retryDelay(attempt, lastTryMs) {
            return (0, backoff.EY)(attempt, 8 * Math.max(10, lastTryMs), 1e3);
        }
        function rescuePatience(tookMs) {
            return Math.min(4e3, Math.max(1e3, 3 * tookMs));
        }
        function seatingCrowd(line) {
            return !0 === line.record.crowd && (line.unchangedMs ?? 0) < 2e3;
        }
        function mayHoldRequests(line, mark) {
            const ageMs = line.unchangedMs ?? 0;
            return hasUnserved(line.record, mark) && (ageMs < 2e3 || !0 === line.record.crowd && ageMs < 8e3);
        }
        function joinedLately(line, mark) {
            return hasUnserved(line.record, mark) && (line.unchangedMs ?? 0) < 2e3;
        }
        function withTakenIn(line, listed, mark) {
            let record = function withoutCrowd(line) {
                if (void 0 === line.crowd) return line;
                const rest = {
                    ...line
                };
                delete rest.crowd;
                return rest;
            }(function pruned(line, mark) {
                return {
                    ...line,
                    served: mark,
                    tickets: line.tickets.filter(ticket => ticket.n > mark)
                };
            }(line.record, mark));
            if (0 === listed.length) return record;
            const before = record.next;
            for (const {body} of listed) {
                const request = requestFrom(body);
                request && void 0 === seatOf(record, request, mark, !1) && (record = withRequest(record, request));
            }
            const crowd = record.next - before >= 2 || !0 === line.record.crowd;
            return {
                ...record,
                round: (line.record.round ?? 0) + 1,
                ...crowd ? {
                    crowd
                } : {}
            };
        }
        async function lookAgain(io, view, round, bound) {
            if (void 0 !== view && void 0 !== round) {
                const peeked = await io.store.peek(io.key, view.etag, bound);
                if ("unchanged" === peeked?.kind) return view;
                if ("present" === peeked?.kind && peeked.metadata.round === String(round)) return view;
            }
            return io.read(view, bound);
        }
        async function removeFromLine(io, match, bound, fence) {
            for (let attempt = 0; attempt < 50; attempt++) {
                const startedAt = (0, backoff.XZ)();
                const line = await io.read(void 0, bound);
                if (void 0 !== line.forbidden) throw new errors.IC(line.forbidden);
                const round = line.record.round ?? 0;
                const removed = line.record.tickets.find(match);
                if (void 0 === removed) {
                    if (void 0 === fence) return {
                        round
                    };
                    if ("written" === await writeLine(io.store, io.key, fence(line.record), line.etag, bound)) return {
                        round
                    };
                    await (0, backoff.yy)(retryDelay(attempt, (0, backoff.XZ)() - startedAt), bound);
                    continue;
                }
                const record = {
                    ...line.record,
                    tickets: line.record.tickets.filter(ticket => ticket !== removed)
                };
                if ("written" === await writeLine(io.store, io.key, record, line.etag, bound)) return {
                    removed,
                    round
                };
                await (0, backoff.yy)(retryDelay(attempt, (0, backoff.XZ)() - startedAt), bound);
            }
            throw new errors.Ui(`could not change the line at ${io.store.where(io.key)}`);
        }
        class Line {
            store;
            key;
            inbox;
            unlistable=!1;
            takingIn=Promise.resolve();
            discarding=[];
            finishing=!1;
            wakeTaker;
            takeInCut=new AbortController;
            constructor(store, key) {
                this.store = store;
                this.key = key;
                this.inbox = new LineInbox(store, key);
            }
            get lineIo() {
                return {
                    store: this.store,
                    key: this.key,
                    read: (known, bound) => this.read(known, bound)
                };
            }
            async read(known, bound) {
                const read = await this.store.read(this.key, known?.etag, bound);
                if ("unchanged" === read.kind && known) return known;
                if ("forbidden" === read.kind) return {
                    record: EMPTY,
                    forbidden: read.explanation
                };
                if ("present" !== read.kind) return {
                    record: EMPTY
                };
                const {body, etag, lastModifiedMs} = read.object;
                const record = function parseLine(text, where) {
                    let json;
                    try {
                        json = JSON.parse(text);
                    } catch {
                        json = void 0;
                    }
                    (0, lock_record.Xh)(json, where, 1);
                    try {
                        const value = json ?? {};
                        if (1 === value.version && Number.isSafeInteger(value.next) && Array.isArray(value.tickets)) return {
                            version: 1,
                            next: value.next,
                            served: Number.isSafeInteger(value.served) ? value.served : 0,
                            tickets: value.tickets.filter(ticket => Number.isSafeInteger(ticket?.n) && "string" == typeof ticket?.id),
                            ...Number.isSafeInteger(value.round) ? {
                                round: value.round
                            } : {},
                            ...!0 === value.crowd ? {
                                crowd: !0
                            } : {},
                            ...Array.isArray(value.newest) ? {
                                newest: value.newest.filter(entry => "string" == typeof entry?.group && Array.isArray(entry.order) && entry.order.every(x => Number.isSafeInteger(x)) && Number.isSafeInteger(entry.n))
                            } : {}
                        };
                    } catch {}
                    throw new MalformedLineError(`${where} is not a line of waiters this action can read; remove it if nothing waits for the lock`);
                }(body, this.store.where(this.key));
                return void 0 === read.serverNowMs || 0 === lastModifiedMs ? {
                    record,
                    etag
                } : {
                    record,
                    etag,
                    unchangedMs: read.serverNowMs - lastModifiedMs
                };
            }
            async join(id, holder, served, bound, extra = {}) {
                const request = joinRequest(id, holder, extra);
                let existsButForbidden = !1;
                let unread = !0 === extra.lineLikelyNew && void 0 === extra.run;
                if (unread && (0, basics_clock.yT)().fraction() >= .25) {
                    const n = await this.joinInCrowd(request, served, bound, extra, {
                        record: EMPTY
                    });
                    if (void 0 !== n) return n;
                    unread = !1;
                }
                for (let attempt = 0, retried = !1; attempt < 50; attempt++) {
                    const startedAt = (0, backoff.XZ)();
                    const wasUnread = unread;
                    const line = unread ? {
                        record: EMPTY
                    } : await this.read(void 0, bound);
                    unread = !1;
                    if (void 0 !== line.forbidden && existsButForbidden) throw new errors.IC(line.forbidden);
                    const mark = Math.max(served, line.record.served);
                    const seated = seatOf(line.record, request, mark);
                    if (void 0 !== seated) {
                        extra.onSeated?.(line);
                        return seated;
                    }
                    const pending = (extra.sentRequests?.length ?? 0) > 0;
                    if (void 0 === line.forbidden && !this.unlistable && (pending || hasUnserved(line.record, mark) && seatingCrowd(line))) {
                        const n = await this.joinInCrowd(request, mark, bound, extra, line);
                        if (void 0 !== n) return n;
                        continue;
                    }
                    const readable = void 0 === line.forbidden && void 0 === extra.run;
                    const creating = !wasUnread && void 0 === line.etag;
                    const behind = readable && (creating || mayHoldRequests(line, mark)) ? await this.waitingIn(line, bound) : {
                        requests: [],
                        spent: []
                    };
                    const record = withRequest(withTakenIn(line, behind.requests, mark), request);
                    const outcome = await writeLine(this.store, this.key, record, line.etag, bound);
                    if ("written" === outcome) {
                        if (behind.requests.length > 0) {
                            this.discardTaken(behind);
                            this.unlistable || this.takeInBehind(record.round ?? 0, mark, bound, 600);
                        } else this.unlistable || joinedLately(line, mark) || this.takeInBehind(record.round ?? 0, mark, bound);
                        return record.next - 1;
                    }
                    "refused" === outcome && void 0 !== line.forbidden && (existsButForbidden = !0);
                    if ("refused" === outcome && void 0 === line.forbidden && !this.unlistable) {
                        if (behind.requests.length > 0 && !retried) {
                            retried = !0;
                            continue;
                        }
                        const n = await this.joinInCrowd(request, mark, bound, extra, line);
                        if (void 0 !== n) return n;
                    }
                    await (0, backoff.yy)(retryDelay(attempt, (0, backoff.XZ)() - startedAt), bound);
                }
                throw new errors.Ui(`could not join the line at ${this.store.where(this.key)}`);
            }
            async joinInCrowd(request, served, bound, extra, known) {
                const sent = extra.sentRequests ?? [];
                let round;
                let rescueAt = 0;
                let claims = {
                    round: -1,
                    made: 0
                };
                let view;
                let tookMs = 0;
                const giveUpAt = (0, backoff.XZ)() + 6e4;
                for (;(0, backoff.XZ)() < giveUpAt; ) {
                    if (void 0 === known) {
                        const lookedAt = (0, backoff.XZ)();
                        view = await lookAgain(this.lineIo, view, round, bound);
                        tookMs = (0, backoff.XZ)() - lookedAt;
                        if (void 0 !== view.forbidden) return;
                    } else {
                        view = known;
                        known = void 0;
                    }
                    const mark = Math.max(served, view.record.served);
                    const seated = seatOf(view.record, request, mark);
                    if (void 0 !== seated) {
                        extra.discardLater ? extra.discardLater(sent.splice(0)) : await this.discard(sent.splice(0), bound);
                        extra.onSeated?.(view);
                        return seated;
                    }
                    const current = view.record.round ?? 0;
                    if (current !== round) {
                        round = current;
                        const placed = this.inbox.placed(round, request, extra.waitsUntil);
                        sent.includes(placed.key) || sent.push(placed.key);
                        const sentAt = (0, backoff.XZ)();
                        await this.inbox.send(placed, bound);
                        tookMs = (0, backoff.XZ)() - sentAt;
                        rescueAt = (0, backoff.XZ)() + rescuePatience(tookMs) * (1 + (0, basics_clock.yT)().fraction());
                    } else if ((0, backoff.XZ)() >= rescueAt) {
                        const attempt = claims.round === round ? claims.made : 0;
                        claims = {
                            round,
                            made: attempt + 1
                        };
                        const rescued = await this.rescue(round, attempt, request.id, mark, bound);
                        if ("unlistable" === rescued) return;
                        "claimed" === rescued && (rescueAt = (0, backoff.XZ)() + rescuePatience(tookMs) * (2 + (0, 
                        basics_clock.yT)().fraction()));
                        "empty" === rescued && (round = void 0);
                        view = void 0;
                    }
                    const slowMs = Math.min(tookMs, 2e3);
                    await (0, backoff.yy)(Math.max(200 + 400 * (0, basics_clock.yT)().fraction(), slowMs), bound);
                }
                throw new errors.Ui(`could not join the line at ${this.store.where(this.key)}`);
            }
            async rescue(round, attempt, id, served, bound) {
                const claim = await this.inbox.claimRescue(round, attempt, id, bound);
                if ("taken" === claim) return "claimed";
                const next = await this.tryTakeIn(round, served, bound);
                if (this.unlistable) return "unlistable";
                if (next === round) return "empty";
                void 0 !== next ? this.takeInBehind(next, served, bound, 600) : "claimed" === claim && await this.inbox.discard([ this.inbox.claimKey(round, attempt) ], bound);
                return "moved";
            }
            takeInBehind(round, served, bound, firstGatherMs = 150) {
                this.takingIn = this.takingIn.then(async () => {
                    const cut = AbortSignal.any([ bound, this.takeInCut.signal ]);
                    let next = round;
                    let gatherMs = firstGatherMs;
                    try {
                        for (let taken = 0, idle = 0; void 0 !== next && taken < 12; taken++) {
                            await this.pauseTakingIn(0 === idle ? gatherMs : 150 * 2 ** idle, cut);
                            const current = next;
                            const startedAt = (0, backoff.XZ)();
                            next = await this.tryTakeIn(current, served, cut);
                            gatherMs = 600 + ((0, backoff.XZ)() - startedAt) / 3;
                            idle = next === current ? idle + 1 : 0;
                            if (idle >= 3 || idle > 0 && this.finishing) break;
                        }
                    } finally {
                        await Promise.all(this.discarding.splice(0));
                    }
                }).catch(() => {});
            }
            async takeInAfterCreate(bound) {
                if (0 === (await this.waitingIn({
                    record: EMPTY
                }, bound).catch(() => ({
                    requests: []
                }))).requests.length) return;
                const next = await this.tryTakeIn(0, 0, bound).catch(() => {});
                void 0 !== next && 0 !== next && this.takeInBehind(next, 0, bound, 600);
            }
            finishTakingIn() {
                this.finishing = !0;
                this.wakeTaker?.();
                deadlines_within(5e3).addEventListener("abort", () => this.takeInCut.abort(), {
                    once: !0
                });
            }
            async pauseTakingIn(ms, bound) {
                await async function pauseUnlessWoken(ms, bound, onWake) {
                    const woken = new AbortController;
                    const abort = () => woken.abort();
                    bound.addEventListener("abort", abort, {
                        once: !0
                    });
                    onWake(abort);
                    try {
                        await (0, backoff.yy)(ms, woken.signal);
                    } catch {} finally {
                        onWake(void 0);
                        bound.removeEventListener("abort", abort);
                    }
                    if (bound.aborted) throw bound.reason;
                }(ms, bound, wake => this.wakeTaker = wake);
            }
            async tryTakeIn(round, served, bound) {
                if (!this.unlistable) try {
                    return await this.takeInRound(round, served, bound);
                } catch (error) {
                    if (error instanceof errors.IC) this.unlistable = !0; else if (bound?.aborted || !(error instanceof errors.Ui)) throw error;
                    return;
                }
            }
            async takeInRound(round, served, bound) {
                for (let attempt = 0; attempt < 50; attempt++) {
                    const startedAt = (0, backoff.XZ)();
                    const line = await this.read(void 0, bound);
                    if ((line.record.round ?? 0) !== round || void 0 !== line.forbidden) return;
                    const {requests: listed, spent} = await this.inbox.requests(round, bound);
                    if (0 === listed.length) return round;
                    const mark = Math.max(served, line.record.served);
                    if ("written" === await writeLine(this.store, this.key, withTakenIn(line, listed, mark), line.etag, bound)) {
                        this.discardTaken({
                            requests: listed,
                            spent
                        });
                        return round + 1;
                    }
                    await (0, backoff.yy)(retryDelay(attempt, (0, backoff.XZ)() - startedAt), bound);
                }
            }
            async waitingIn(line, bound) {
                if (this.unlistable) return {
                    requests: [],
                    spent: []
                };
                try {
                    return await this.inbox.requests(line.record.round ?? 0, bound);
                } catch (error) {
                    if (error instanceof errors.IC) this.unlistable = !0; else if (bound.aborted || !(error instanceof errors.Ui)) throw error;
                    return {
                        requests: [],
                        spent: []
                    };
                }
            }
            discardTaken({requests, spent}) {
                const keys = [ ...requests.map(request => request.key), ...spent ];
                this.discarding.push(this.inbox.discard(keys, deadlines_within(5e3)).catch(() => {}));
            }
            async discard(keys, bound) {
                await this.inbox.discard(keys, bound);
            }
            async withdraw(key, bound) {
                await this.inbox.withdraw(key, bound);
            }
            async leave(id, bound, fence = !1) {
                const fenced = fence ? line => ({
                    ...line,
                    next: line.next + 1
                }) : void 0;
                return removeFromLine(this.lineIo, ticket => ticket.id === id, bound, fenced);
            }
            async discardAfterLeave(sent, round, bound) {
                const last = sent.at(-1);
                const gone = void 0 !== last && this.inbox.roundOf(last) < round ? sent : sent.slice(0, -1);
                await this.discard(gone, bound);
            }
            async removeTicket(n, served, bound) {
                return (await removeFromLine(this.lineIo, ticket => ticket.n === n && ticket.n > served, bound)).removed;
            }
        }
        const REQUEST_TIMEOUT_MS = 15e3;
        class DiscardLater {
            discard;
            afterMs;
            withinMs;
            keys=[];
            cancelTimer;
            deleting=Promise.resolve();
            constructor(discard, afterMs, withinMs) {
                this.discard = discard;
                this.afterMs = afterMs;
                this.withinMs = withinMs;
            }
            add(keys) {
                if (0 !== keys.length) {
                    this.keys.push(...keys);
                    this.cancelTimer ??= (0, basics_clock.pm)().later(this.afterMs, () => {
                        this.finish();
                    });
                }
            }
            async finish(bound) {
                this.cancelTimer?.();
                this.cancelTimer = void 0;
                const keys = this.keys.splice(0);
                keys.length > 0 && (this.deleting = this.deleting.then(() => this.discard(keys, bound ?? (0, 
                basics_clock.pm)().timeout(this.withinMs))).catch(() => {}));
                await this.deleting;
            }
        }
        const UNBOUNDED_MS = 6 * (REQUEST_TIMEOUT_MS + 5e3);
        function lookIntervalMs(pollMs, position, behind = 0, msPerTurn) {
            if (0 === position) return Math.max(50, pollMs / Math.min(8, 4 + behind));
            if (void 0 === position || 1 === position) return pollMs;
            const paced = void 0 === msPerTurn ? 0 : (position - 1) * msPerTurn / 2;
            return Math.min(8 * pollMs, Math.max(2 * pollMs, paced));
        }
        class TurnPace {
            last;
            fastest;
            lookMs;
            see(mark, at, lookMs) {
                const last = this.last;
                if (void 0 !== last && mark > last.mark) {
                    const perTurn = (at - last.at) / (mark - last.mark);
                    this.fastest = Math.min(this.fastest ?? 1 / 0, perTurn);
                }
                void 0 !== last && mark === last.mark || (this.last = {
                    mark,
                    at
                });
                void 0 !== lookMs && (this.lookMs = lookMs);
            }
            get msPerTurn() {
                return this.fastest ?? this.lookMs;
            }
        }
        class Place {
            line;
            id;
            passStepMs;
            extra;
            ticket;
            view;
            readOk=!1;
            joinSent=!1;
            sentRequests=[];
            seatedRequests;
            farReads=0;
            readAt=0;
            holder;
            cleanupLine;
            constructor(line, id, holder, passStepMs, extra = {}) {
                this.line = line;
                this.id = id;
                this.passStepMs = passStepMs;
                this.extra = extra;
                this.holder = ticketHolder(holder);
                this.cleanupLine = extra.cleanupStore ? new Line(extra.cleanupStore, line.key) : line;
                this.seatedRequests = new DiscardLater((keys, bound) => this.cleanupLine.discard(keys, bound), 1e4, 5e3);
            }
            get run() {
                return this.extra.run;
            }
            get record() {
                return this.view?.record ?? EMPTY;
            }
            async refresh(bound) {
                this.readAt = (0, backoff.XZ)();
                try {
                    this.view = await this.line.read(this.view, bound);
                    this.readOk = void 0 === this.view.forbidden;
                } catch (error) {
                    if (!(error instanceof errors.Ui) || error instanceof errors.IC) throw error;
                    this.readOk = !1;
                }
                return this.readOk;
            }
            async refreshIfNear(lockMark, bound) {
                const readLately = (0, backoff.XZ)() - this.readAt < 3e4;
                return !(!this.isFarBack(lockMark) || !readLately || ++this.farReads % 8 == 0) || this.refresh(bound);
            }
            isFarBack(lockMark) {
                return void 0 === this.run && this.readOk && void 0 !== this.ticket && this.ahead(lockMark).length > 8;
            }
            get known() {
                return this.readOk;
            }
            isFirst(lockMark) {
                return void 0 === this.run && void 0 !== this.view && void 0 !== this.ticket && this.ticket > this.served(lockMark) && 0 === this.ahead(lockMark).length;
            }
            supersededBy() {
                return this.run && newerThan(this.record, this.run);
            }
            served(lockMark) {
                return Math.max(lockMark, this.record.served);
            }
            async join(lockMark, bound, lineLikelyNew = !1) {
                if (void 0 !== this.ticket && this.ticket > this.served(lockMark)) return;
                const unread = lineLikelyNew && 0 === this.sentRequests.length && void 0 === this.ticket;
                this.joinSent = !0;
                let seatedIn;
                this.ticket = await this.line.join(this.id, this.holder, this.served(lockMark), bound, {
                    ...this.extra,
                    lineLikelyNew: unread,
                    passStepMs: this.passStepMs,
                    sentRequests: this.sentRequests,
                    onSeated: view => seatedIn = view,
                    discardLater: keys => this.seatedRequests.add(keys)
                });
                if (void 0 === seatedIn) await this.refresh(bound); else {
                    this.view = seatedIn;
                    this.readOk = !0;
                    this.readAt = (0, backoff.XZ)();
                }
            }
            ahead(lockMark) {
                const served = this.served(lockMark);
                return void 0 === this.ticket || this.ticket <= served ? this.record.tickets.filter(ticket => ticket.n > served) : function aheadOf(line, n, served) {
                    return line.tickets.filter(ticket => ticket.n > served && ticket.n < n);
                }(this.record, this.ticket, served);
            }
            behind(lockMark) {
                if (void 0 === this.ticket) return 0;
                const ticket = this.ticket;
                const served = this.served(lockMark);
                return this.record.tickets.filter(other => other.n > Math.max(ticket, served)).length;
            }
            mayTry(lockMark, freeForMs, ahead = this.ahead(lockMark)) {
                return freeForMs >= ahead.reduce((sum, ticket) => sum + function passStepOf(ticket, oursMs) {
                    const its = ticket.passStepMs;
                    return "number" == typeof its && Number.isSafeInteger(its) && its > 0 ? Math.max(its, oursMs) : oursMs;
                }(ticket, this.passStepMs), 0);
            }
            markFor(lockMark) {
                const mark = Math.max(this.ticket ?? 0, this.served(lockMark));
                return mark > 0 ? mark : void 0;
            }
            discardSeatedNow(bound) {
                this.seatedRequests.finish(bound);
            }
            entered() {
                this.discardSeatedNow();
                this.line.finishTakingIn();
            }
            async leave(bound) {
                if (void 0 === this.ticket && !this.joinSent) {
                    this.discardSeatedNow(bound);
                    return;
                }
                const line = this.cleanupLine;
                const sent = this.sentRequests.splice(0);
                const last = sent.at(-1);
                void 0 !== last && await line.withdraw(last, bound).catch(() => {});
                if (mutations_mutated("F35")) {
                    await this.seatedRequests.finish(deadlines_within(UNBOUNDED_MS));
                    await line.discard(sent, deadlines_within(UNBOUNDED_MS)).catch(() => {});
                }
                const {round, removed} = await line.leave(this.id, bound, !0);
                const ticket = removed?.n ?? this.ticket;
                this.ticket = void 0;
                this.joinSent = !1;
                this.discardSeatedNow(bound);
                line.discardAfterLeave(sent, round, bound).catch(() => {});
                return ticket;
            }
            async settle(bound) {
                void 0 === this.ticket && this.joinSent && await this.leave(bound);
            }
        }
        const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
        function parseListingKey(name, key) {
            if (!key.startsWith(`${name}.`)) return;
            const parts = key.slice(name.length + 1).split(".");
            if (3 !== parts.length) return;
            const [created, uuid, expires] = parts;
            return /^\d+$/.test(created) && /^\d+$/.test(expires) && UUID.test(uuid) ? {
                key,
                createdMs: Number(created),
                uuid,
                expiresMs: Number(expires)
            } : void 0;
        }
        class StrategyConflictError extends errors.Ui {}
        async function renewAcquisition(renew, current, holder, bound) {
            const sentAt = (0, backoff.XZ)();
            const unconfirmedSince = current.unconfirmedSince ?? sentAt;
            const record = {
                ...current.record,
                holder
            };
            const renewed = await renew({
                ...record,
                etag: current.etag
            }, bound);
            if ("lost" === renewed.kind) return;
            if ("renewed" !== renewed.kind) return {
                next: {
                    ...current,
                    unconfirmedSince
                },
                confirmed: !1
            };
            const leaseMs = renewed.leaseMs ?? current.leaseMs;
            const byAnswer = "answer" === renewed.confirmedBy;
            const ours = byAnswer || mutations_mutated("F42") || function sameHolder(stored, written) {
                if (void 0 === stored) return !1;
                const keys = Object.keys(written);
                return keys.length === Object.keys(stored).length && keys.every(key => stored[key] === written[key]);
            }(renewed.holder, holder);
            const next = {
                ...current,
                etag: renewed.etag,
                leaseMs,
                record: {
                    ...current.record,
                    holder: ours ? holder : renewed.holder ?? current.record.holder,
                    renewals: renewed.renewals,
                    leaseMs
                },
                leaseStartedAt: byAnswer ? renewed.sentAt ?? sentAt : mutations_mutated("F42") ? sentAt : unconfirmedSince
            };
            delete next.unconfirmedSince;
            return {
                next,
                confirmed: ours
            };
        }
        function describeHold(hold, leftMs) {
            const left = void 0 === leftMs ? "" : `, ${(0, duration.a3)(Math.max(0, leftMs))} left`;
            return `on hold by ${hold.by || "someone"} ("${hold.reason}"${left}; hold on ${function targetText(target) {
                return "/" === target ? "every lock" : target;
            }(hold.target)})`;
        }
        class MalformedHoldsError extends Error {}
        function storeHoldRemainingMs(hold, lastModifiedMs, serverNowMs) {
            if (void 0 === serverNowMs) return;
            const most = hold.forMs + 2e3;
            if (void 0 !== hold.endsAt) return Math.min(most, hold.endsAt + 1e3 - serverNowMs);
            if (lastModifiedMs <= 0) return;
            const age = Math.max(0, serverNowMs - lastModifiedMs);
            return hold.forMs + 1e3 - age;
        }
        function holdRemainingMs(byStoreClock, first, monotonicNowMs) {
            const byOwnCount = first.remainingMs - (monotonicNowMs - first.at);
            return void 0 === byStoreClock ? byOwnCount : storeClockBound(byStoreClock, byOwnCount, 2e3);
        }
        function holdOn(active, name) {
            return active.filter(hold => function covers(target, name) {
                return "/" === target || (target.endsWith("/") ? name.startsWith(target) : name === target);
            }(hold.target, name)).sort((a, b) => b.remainingMs - a.remainingMs)[0];
        }
        function isObject(value) {
            return "object" == typeof value && null !== value && !Array.isArray(value);
        }
        class UnreadableHoldsError extends errors.Ui {}
        class HoldsReader {
            store;
            firstSight=new Map;
            constructor(store) {
                this.store = store;
            }
            async read(bound) {
                const read = await this.store.read(".s3-lock/holds", void 0, bound);
                const readAt = (0, backoff.XZ)();
                if ("forbidden" === read.kind) return {
                    kind: "forbidden",
                    explanation: read.explanation
                };
                const {serverNowMs} = read;
                if ("present" !== read.kind) return {
                    kind: "absent",
                    registry: {
                        version: 1,
                        write: "",
                        holds: [],
                        history: []
                    },
                    active: [],
                    ended: [],
                    readAt,
                    serverNowMs
                };
                let registry;
                try {
                    registry = function parseHolds(text) {
                        let value;
                        try {
                            value = JSON.parse(text);
                        } catch {
                            throw new MalformedHoldsError("the holds object is not JSON");
                        }
                        if (!isObject(value)) throw new MalformedHoldsError("the holds object is not a JSON object");
                        (0, lock_record.Xh)(value, "the holds object", 1);
                        if (1 !== value.version || !Array.isArray(value.holds)) throw new MalformedHoldsError("the holds object has no valid version or list of holds");
                        const holds = value.holds.map(hold => {
                            if (!isObject(hold) || "string" != typeof hold.id || "string" != typeof hold.target || !Number.isSafeInteger(hold.forMs)) throw new MalformedHoldsError("the holds object has a hold without id, target or duration");
                            const read = {
                                id: hold.id,
                                target: hold.target,
                                reason: String(hold.reason ?? ""),
                                by: String(hold.by ?? ""),
                                forMs: hold.forMs,
                                setAt: String(hold.setAt ?? "")
                            };
                            Number.isSafeInteger(hold.endsAt) && (read.endsAt = hold.endsAt);
                            return read;
                        });
                        const history = Array.isArray(value.history) ? value.history.filter(isObject).map(event => event) : [];
                        return {
                            version: 1,
                            write: String(value.write ?? ""),
                            holds,
                            history: history.slice(-20)
                        };
                    }(read.object.body);
                } catch (error) {
                    if (!(error instanceof MalformedHoldsError)) throw error;
                    throw new UnreadableHoldsError(`${this.store.where(".s3-lock/holds")} cannot be read as holds (${error.message}); fix or delete it by hand`);
                }
                const {etag, lastModifiedMs} = read.object;
                const active = [];
                const ended = [];
                for (const hold of registry.holds) {
                    const byStoreClock = storeHoldRemainingMs(hold, lastModifiedMs, serverNowMs);
                    let first = this.firstSight.get(hold.id);
                    if (void 0 === first) {
                        first = {
                            at: readAt,
                            remainingMs: byStoreClock ?? hold.forMs
                        };
                        this.firstSight.set(hold.id, first);
                    }
                    const remainingMs = holdRemainingMs(byStoreClock, first, readAt);
                    (remainingMs > 0 ? active : ended).push({
                        ...hold,
                        remainingMs
                    });
                }
                return {
                    kind: "present",
                    registry,
                    etag,
                    active,
                    ended,
                    readAt,
                    serverNowMs
                };
            }
        }
        const PAUSED_ON = "pausedOnHold";
        const REASON = "holdReason";
        const BY = "holdBy";
        const LEFT = "holdLeftMs";
        const IGNORED_HOLD = "ignoredHold";
        function markPaused(holder, hold, leftMs) {
            return {
                ...unmarked(holder),
                [PAUSED_ON]: hold.target,
                [REASON]: hold.reason,
                [BY]: hold.by,
                [LEFT]: String(Math.max(0, Math.round(leftMs)))
            };
        }
        function unmarked(holder) {
            const marks = new Set([ "pausedOnHold", "holdReason", "holdBy", "holdLeftMs" ]);
            return Object.fromEntries(Object.entries(holder).filter(([key]) => !marks.has(key)));
        }
        function markIgnored(holder, why, hold) {
            return {
                ...unmarked(holder),
                [IGNORED_HOLD]: `${why} (hold on ${hold.target} by ${hold.by}: ${hold.reason})`
            };
        }
        class HoldError extends errors.Ui {
            hold;
            outcome;
            constructor(message, hold, outcome) {
                super(message);
                this.hold = hold;
                this.outcome = outcome;
            }
        }
        async function keepLease(current, holder, context) {
            return leaseLeftMs(current) > 3 * current.leaseMs / 4 - 1 ? current : (await renewAs(current, holder, context))?.next;
        }
        function renewAs(current, holder, context) {
            return renewAcquisition(context.renew, current, holder, context.bound);
        }
        class AcquireAttempt {
            store;
            lock;
            options;
            owner;
            startedAt=(0, backoff.XZ)();
            deadline;
            bound;
            place;
            contentionRound=0;
            wroteBefore=!1;
            cleanupNeeded=!1;
            polls=0;
            unresolvedSince;
            unentered=!1;
            releaseOnStop=!1;
            failedReads=0;
            lastReadMs;
            answeredOnce=!1;
            checkedBeforeCreate=!1;
            createdName=!1;
            checkedPending;
            sawHold={
                seen: !1
            };
            holdsBeforeTake;
            constructor(store, lock, options, inLine) {
                this.store = store;
                this.lock = lock;
                this.options = options;
                this.owner = options.owner ?? (0, basics_clock.yT)().uuid();
                this.deadline = this.startedAt + options.timeoutMs;
                this.bound = deadlines_within(options.timeoutMs + 2e3);
                const line = options.line;
                this.place = line ? new Place(new Line(store, line.key), this.owner, options.holder, line.passStepMs, {
                    ...inLine,
                    waitsUntil: this.deadline,
                    ...void 0 === line.claimMs ? {} : {
                        claimMs: line.claimMs
                    },
                    ...void 0 === line.cleanupStore ? {} : {
                        cleanupStore: line.cleanupStore
                    }
                }) : void 0;
            }
            async run() {
                try {
                    for (;;) {
                        const acquired = await this.look();
                        if (void 0 !== acquired) return acquired;
                    }
                } catch (error) {
                    const leftMs = this.deadline + 4e3 - (0, backoff.XZ)();
                    await this.stopped({
                        error,
                        bound: deadlines_within(Math.min(5e3, leftMs))
                    });
                    throw error;
                }
            }
            async read(knownEtag) {
                mutations_mutated("I15") && this.options.holds && (this.holdsBeforeTake = await new HoldsReader(this.store).read(this.bound).catch(() => {}));
                try {
                    const sentAt = (0, backoff.XZ)();
                    const read = await this.store.read(this.lock.key, knownEtag, this.bound);
                    this.lastReadMs = (0, backoff.XZ)() - sentAt;
                    this.failedReads = 0;
                    this.answeredOnce = !0;
                    return read;
                } catch (error) {
                    if (!(error instanceof errors.o2) || this.options.signal?.aborted) throw error;
                    if (!this.answeredOnce && error.noAnswer) throw error;
                    await this.giveUpIfLate(`while the store could not be read (${error.message}):`);
                    const pauseMs = (0, backoff.EY)(this.failedReads++, 500, 5e3);
                    await (0, backoff.yy)(Math.min(pauseMs, Math.max(0, this.deadline - (0, backoff.XZ)())), this.options.signal);
                    return;
                }
            }
            async createPending() {
                if (!this.checkedBeforeCreate) {
                    await (this.options.beforeCreate?.(this.bound));
                    this.checkedBeforeCreate = !0;
                }
                const body = (0, lock_record.Om)((0, lock_record.Pt)());
                const outcome = await this.store.create(this.lock.key, body, this.bound);
                "written" === outcome.kind && (this.createdName = !0);
                "precondition-failed" === outcome.kind && await this.joinLine(0, !0);
                return {
                    outcome,
                    body
                };
            }
            async checkListing(pendingEtag) {
                if (this.checkedPending === pendingEtag) return;
                const skipped = await async function refuseIfListingHeld(store, name, signal, bound) {
                    const startedAt = (0, backoff.XZ)();
                    for (;;) {
                        let listing;
                        try {
                            listing = await store.list(`${name}.`, bound);
                        } catch (error) {
                            if (!(error instanceof errors.Ui)) throw error;
                            return `could not look for listing-strategy holders of this name (${error.message})`;
                        }
                        const now = listing.serverNowMs ?? (0, basics_clock.pm)().wallNow();
                        const live = listing.keys.map(item => parseListingKey(name, item.key)).find(key => void 0 !== key && key.expiresMs > now);
                        if (void 0 === live) return;
                        if ((0, backoff.XZ)() - startedAt >= 3e3) throw new StrategyConflictError(`lock "${name}" is held with the listing strategy (${store.where(live.key)}), which the conditional strategy cannot exclude: every workflow that uses this name must switch strategy together (see the README, "Migrating"), or use strategy listing until then`);
                        await (0, backoff.yy)(500, signal);
                    }
                }(this.store, this.lock.key, this.options.signal, this.bound);
                void 0 !== skipped && this.options.onListingCheckSkipped?.(skipped);
                this.checkedPending = pendingEtag;
            }
            beforeWrite() {
                this.mayNeedCleanup();
                this.wroteBefore = !0;
                this.place?.discardSeatedNow();
            }
            mayNeedCleanup() {
                this.cleanupNeeded || this.options.beforeFirstWrite?.();
                this.cleanupNeeded = !0;
            }
            async pauseAfterRace(outcome) {
                await this.giveUpIfLate(function notWrittenWhy(outcome) {
                    return "unknown" === outcome.kind ? `while the store did not answer writes (${outcome.reason}) to` : "while losing every race for";
                }(outcome));
                await (0, backoff.yy)((0, backoff.EY)(this.contentionRound++, 20, this.options.pollMs), this.options.signal);
            }
            async enter(candidate, readBack) {
                if (mutations_mutated("F2")) return this.enterCheckedBeforeWait(candidate);
                await (this.place?.settle(this.bound).catch(() => {}));
                const cleared = await this.passHolds(candidate);
                if (cleared && this.createdName) {
                    this.createdName = !1;
                    await (this.place?.line.takeInAfterCreate(this.bound));
                }
                const entered = cleared && (mutations_mutated("F34") ? cleared : await this.enterInTime(cleared));
                if (void 0 !== entered) {
                    this.place?.entered();
                    return entered;
                }
                readBack && (this.unresolvedSince = void 0);
                this.unentered = !0;
                await this.giveUpIfLate("before a lease of our own could start on");
            }
            async enterCheckedBeforeWait(candidate) {
                const checked = await this.enterInTime(candidate);
                await (this.place?.settle(this.bound).catch(() => {}));
                const cleared = checked && await this.passHolds(checked);
                cleared && this.place?.entered();
                return cleared;
            }
            async passHolds(candidate) {
                const holds = this.options.holds;
                if (void 0 === holds) return candidate;
                try {
                    return await async function passHolds(options, candidate, context) {
                        const reader = new HoldsReader(context.store);
                        const original = candidate.record.holder;
                        let current = candidate;
                        let paused = !1;
                        let seenId;
                        let failedReads = 0;
                        let early = context.readBeforeTake;
                        for (;;) {
                            let read;
                            try {
                                read = early ?? await reader.read(context.bound);
                                early = void 0;
                                failedReads = 0;
                            } catch (error) {
                                if (!(error instanceof errors.o2) || context.signal?.aborted) throw error;
                                if ((0, backoff.XZ)() >= context.deadline) throw error;
                                await (0, backoff.yy)((0, backoff.EY)(failedReads++, 500, 5e3), context.signal);
                                const kept = await keepLease(current, current.record.holder, context);
                                if (void 0 === kept) return;
                                current = kept;
                                continue;
                            }
                            if ("forbidden" === read.kind) {
                                if (void 0 === seenId && !0 !== context.sawHold?.seen) {
                                    options.onUnreadable?.(read.explanation);
                                    return current;
                                }
                                if ((0, backoff.XZ)() >= context.deadline) throw new errors.XB(`lock "${options.name}" was held, and the holds could not be read again before this job's timeout: ${read.explanation}`);
                                await (0, backoff.yy)((0, backoff.EY)(failedReads++, 500, 5e3), context.signal);
                                const kept = await keepLease(current, current.record.holder, context);
                                if (void 0 === kept) return;
                                current = kept;
                                continue;
                            }
                            const hold = holdOn(read.active, options.name);
                            if (void 0 === hold) {
                                if (!paused) return current;
                                const resumed = await renewAs(current, original, context);
                                if (void 0 === resumed) return;
                                current = resumed.next;
                                if (!resumed.confirmed) {
                                    if ((0, backoff.XZ)() >= context.deadline) throw new errors.XB(`the hold on lock "${options.name}" ended, but the store did not confirm this job's resumption in time`);
                                    await (0, backoff.yy)((0, backoff.EY)(failedReads++, 500, 5e3), context.signal);
                                    continue;
                                }
                                paused = !1;
                                continue;
                            }
                            const endsAt = read.readAt + hold.remainingMs;
                            if (void 0 !== options.ignore) {
                                const marked = await renewAs(current, markIgnored(original, options.ignore, hold), context);
                                void 0 !== marked && options.onIgnored?.(hold);
                                return marked?.next;
                            }
                            const what = describeHold(hold, hold.remainingMs);
                            if ("wait" !== options.onHold) throw new HoldError(`lock "${options.name}" is ${what} (on-hold: ${options.onHold})`, hold, options.onHold);
                            if (endsAt > context.deadline) throw new HoldError(`lock "${options.name}" is ${what}, which ends after this job's timeout (${(0, 
                            duration.a3)(Math.max(0, context.deadline - (0, backoff.XZ)()))} left)`, hold, "timeout");
                            const now = (0, backoff.XZ)();
                            options.onHeld?.({
                                hold,
                                leftMs: endsAt - now,
                                first: hold.id !== seenId,
                                waitedMs: now - context.startedAt
                            });
                            seenId = hold.id;
                            context.sawHold && (context.sawHold.seen = !0);
                            if (!paused) {
                                const marked = await renewAs(current, markPaused(original, hold, endsAt - now), context);
                                if (void 0 === marked) return;
                                current = marked.next;
                                paused = !0;
                            }
                            await (0, backoff.yy)(Math.max(0, Math.min(context.pollMs, endsAt - (0, backoff.XZ)() + 50, current.leaseMs / 4)), context.signal);
                            const kept = await keepLease(current, markPaused(original, hold, endsAt - (0, backoff.XZ)()), context);
                            if (void 0 === kept) return;
                            current = kept;
                        }
                    }(holds, candidate, {
                        store: this.store,
                        renew: (claim, bound) => this.lock.renew(claim, bound),
                        deadline: this.deadline,
                        startedAt: this.startedAt,
                        pollMs: this.options.pollMs,
                        bound: this.bound,
                        signal: this.options.signal,
                        sawHold: this.sawHold,
                        ...this.holdsBeforeTake ? {
                            readBeforeTake: this.holdsBeforeTake
                        } : {}
                    });
                } catch (error) {
                    this.releaseOnStop = !0;
                    throw error;
                }
            }
            async joinLine(mark, nameIsNew = !1) {
                const place = this.place;
                if (!place) return;
                const before = place.ticket;
                try {
                    await place.join(mark, this.bound, nameIsNew);
                } catch (error) {
                    if (this.options.signal?.aborted || error instanceof errors.IC) throw error;
                    if (error instanceof SupersededError) throw error;
                    this.bound.aborted && await this.giveUp("waiting in line for");
                    if (!(error instanceof errors.Ui)) throw error;
                    return;
                }
                place.ticket !== before && void 0 !== place.ticket && this.options.line?.onJoined?.(place.ticket, place.ahead(mark));
            }
            async keepPlace(mark, readLine) {
                const place = this.place;
                place && (void 0 === place.ticket || place.ticket <= place.served(mark) ? await this.joinLine(mark) : readLine && await place.refreshIfNear(mark, this.bound));
            }
            async sleepUntilNextLook(intervalMs, now, endsInMs) {
                const current = (0, backoff.XZ)();
                const untilTimeoutMs = this.deadline - current;
                const untilEndMs = endsInMs - (current - now);
                const paced = intervalMs > 2 * this.options.pollMs;
                await (0, backoff.yy)(Math.min(paced ? intervalMs * (.75 + (0, basics_clock.yT)().fraction() / 2) : intervalMs, untilTimeoutMs, Math.max(untilEndMs, 0) + 50), this.options.signal);
            }
            async giveUpIfLate(why) {
                (0, backoff.XZ)() >= this.deadline && await this.giveUp(why);
            }
            async giveUp(why) {
                (this.unentered || this.mayHoldUnheard()) && (this.releaseOnStop = !0);
                const waited = (0, duration.a3)((0, backoff.XZ)() - this.startedAt);
                throw new errors.XB(`timed out after ${waited} ${why} ${this.store.where(this.lock.key)}`);
            }
            async releaseOurs(bound) {
                await this.lock.release({
                    owner: this.owner
                }, bound).catch(() => {});
            }
            async stopped(stop) {
                await (this.place?.leave(stop.bound).catch(() => {}));
                this.releaseOnStop && await this.releaseOurs(stop.bound);
            }
            async enterInTime(acquisition) {
                const {holder} = acquisition.record;
                const renew = (claim, bound) => this.lock.renew(claim, bound);
                let current = acquisition;
                let stored = !0;
                for (let attempt = 0; attempt < 3; attempt++) {
                    if (stored && leaseLeftMs(current) >= current.leaseMs / 2) return current;
                    const renewed = await renewAcquisition(renew, current, holder, this.bound);
                    if (void 0 === renewed) return;
                    if (!renewed.confirmed && renewed.next.etag === current.etag) return;
                    stored = renewed.confirmed;
                    current = renewed.next;
                }
            }
        }
        class LockAcquisition extends AcquireAttempt {
            lock;
            clockAllowanceMs;
            headPollMs;
            seen;
            replaced;
            lastHolderOwner;
            pace=new TurnPace;
            created;
            existsButForbidden=!1;
            unresolvedCondition;
            freeSince;
            goneEtag;
            constructor(store, lock, options) {
                super(store, lock, options, {
                    run: options.line?.newest
                });
                this.lock = lock;
                this.clockAllowanceMs = function clockAllowanceFor(leaseMs, requestedMs) {
                    return Math.max(0, Math.min(requestedMs, Math.floor(leaseMs / 4)));
                }(options.leaseMs, options.storeClockAllowanceMs ?? 2e3);
                this.headPollMs = Math.max(50, options.pollMs / 4);
            }
            async look() {
                const read = this.created ?? await this.read(this.seen?.etag);
                this.created = void 0;
                if (void 0 === read) return;
                const now = (0, backoff.XZ)();
                const seen = this.see(read, now);
                if (void 0 === seen) return this.createName(read);
                if (this.isOurs(seen)) return this.enter(this.ourRecord(seen, now), !0);
                const free = function isFree(seen, serverNowMs, now) {
                    return "released" === seen.record.state || leaseRemainingMs(seen, serverNowMs, now) <= 0;
                }(seen, read.serverNowMs, now);
                if (!free && seen.etag !== this.goneEtag) return this.waitForHolder(seen, read, now);
                if (!await this.ourTurn(seen, now)) return;
                const taken = await this.take(seen, read, free ? function afterOf(previous) {
                    return (0, lock_record.mm)(previous) ? "created" : "held" === previous.state ? "expired" : void 0 === previous.forcedBy ? "released" : "forced";
                }(seen.record) : "holder-gone");
                return taken && this.enter(taken, !0);
            }
            mayHoldUnheard() {
                return void 0 !== this.unresolvedSince;
            }
            async stopped(stop) {
                stop.error instanceof SupersededError && void 0 !== this.unresolvedSince && (this.releaseOnStop = !0);
                await super.stopped(stop);
            }
            see(read, now) {
                if ("forbidden" === read.kind && this.existsButForbidden) throw new errors.IC(read.explanation);
                "absent" !== read.kind && "forbidden" !== read.kind || (this.seen = void 0);
                "present" === read.kind && (this.seen = this.observe(read.object, now));
                const condition = this.seen?.etag ?? "";
                this.isOurs(this.seen) || condition === this.unresolvedCondition || (this.unresolvedSince = void 0);
                return this.seen;
            }
            isOurs(seen) {
                return "held" === seen?.record.state && seen.record.owner === this.owner;
            }
            async createName(read) {
                const {outcome, body} = await this.createPending();
                if ("written" === outcome.kind) {
                    const object = {
                        etag: outcome.etag,
                        body,
                        lastModifiedMs: 0
                    };
                    this.created = {
                        kind: "present",
                        object,
                        serverNowMs: read.serverNowMs
                    };
                }
                this.noteRefusal(outcome, read);
                "written" !== outcome.kind && await this.pauseAfterRace(outcome);
            }
            ourRecord(seen, now) {
                return {
                    key: this.lock.key,
                    owner: this.owner,
                    token: seen.record.token,
                    etag: seen.etag,
                    leaseMs: this.options.leaseMs,
                    record: seen.record,
                    leaseStartedAt: this.unresolvedSince ?? this.startedAt,
                    waitedMs: now - this.startedAt,
                    previous: this.replaced,
                    tookOverExpired: "expired" === seen.record.after,
                    tookOverGone: "holder-gone" === seen.record.after
                };
            }
            async ourTurn(seen, now) {
                const place = this.place;
                if (!place || (0, lock_record.mm)(seen.record) && !place.run && void 0 === place.ticket) return !0;
                const mark = seen.record.ticket ?? 0;
                this.freeSince?.etag !== seen.etag && (this.freeSince = {
                    etag: seen.etag,
                    at: now
                });
                const fresh = place.isFirst(mark) || await place.refreshIfNear(mark, this.bound);
                (!fresh || void 0 !== place.ticket || place.ahead(mark).length > 0 || place.run) && await this.joinLine(mark);
                return place.isFirst(mark) || place.known ? place.run && !function newestMayTry(place, fresh) {
                    const newer = place.supersededBy();
                    if (newer) throw superseded(newer);
                    return fresh && void 0 !== place.ticket;
                }(place, fresh) ? this.notYet(now, mark) : !!place.mayTry(mark, now - this.freeSince.at) || this.notYet(now, mark) : this.notYet(now, mark);
            }
            async notYet(now, mark) {
                await this.giveUpIfLate("waiting in line for");
                const place = this.place;
                const intervalMs = place?.isFarBack(mark) ? lookIntervalMs(this.options.pollMs, place.ahead(mark).length - 1, 0, this.pace.msPerTurn) : this.headPollMs;
                await this.sleepUntilNextLook(intervalMs, now, 1 / 0);
                return !1;
            }
            async take(seen, read, after) {
                const record = this.heldRecord(seen.record, after);
                this.replaced = (0, lock_record.mm)(seen.record) ? void 0 : seen.record;
                (0, lock_record.mm)(seen.record) && await this.checkListing(seen.etag);
                this.beforeWrite();
                const sentAt = (0, backoff.XZ)();
                const body = (0, lock_record.Om)(record);
                const outcome = await this.store.replace(this.lock.key, body, seen.etag, this.bound);
                if ("written" === outcome.kind) return this.taken(record, outcome);
                this.noteRefusal(outcome, read);
                if ("unknown" === outcome.kind && void 0 === this.unresolvedSince) {
                    this.unresolvedSince = sentAt;
                    this.unresolvedCondition = seen.etag;
                }
                await this.pauseAfterRace(outcome);
            }
            heldRecord(previous, after) {
                const mark = this.place?.markFor(previous.ticket ?? 0);
                return {
                    version: lock_record.hl,
                    state: "held",
                    token: previous.token + 1,
                    owner: this.owner,
                    leaseMs: this.options.leaseMs,
                    clockAllowanceMs: this.clockAllowanceMs,
                    holder: this.options.holder,
                    acquiredAt: (0, basics_clock.Wx)(),
                    renewals: 0,
                    after,
                    ...void 0 === mark ? {} : {
                        ticket: mark
                    },
                    ...void 0 === previous.holds ? {} : {
                        holds: previous.holds
                    }
                };
            }
            taken(record, outcome) {
                return {
                    key: this.lock.key,
                    owner: this.owner,
                    token: record.token,
                    etag: outcome.etag,
                    leaseMs: this.options.leaseMs,
                    record,
                    leaseStartedAt: outcome.sentAt,
                    waitedMs: (0, backoff.XZ)() - this.startedAt,
                    previous: this.replaced,
                    tookOverExpired: "expired" === record.after,
                    tookOverGone: "holder-gone" === record.after
                };
            }
            noteRefusal(outcome, read) {
                "precondition-failed" === outcome.kind && "forbidden" === read.kind && (this.existsButForbidden = !0);
            }
            async waitForHolder(seen, read, now) {
                const held = seen.record;
                const holderChanged = held.owner !== this.lastHolderOwner;
                const position = await this.placeBehind(held, holderChanged);
                this.polls++;
                const view = {
                    key: this.lock.key,
                    holder: held,
                    holderChanged,
                    sinceLastWriteMs: storeAgeMs(seen, read.serverNowMs),
                    expiresInMs: leaseRemainingMs(seen, read.serverNowMs, now),
                    waitedMs: now - this.startedAt,
                    ...this.placeView(held)
                };
                this.options.onWait?.(view);
                this.lastHolderOwner = held.owner;
                this.contentionRound = 0;
                await this.giveUpIfLate("waiting for");
                await this.holderIsGone(view, position) ? this.goneEtag = seen.etag : await this.pauseForHolder(view, position, now);
            }
            async placeBehind(held, holderChanged) {
                const place = this.place;
                if (!place) return;
                const mark = held.ticket ?? 0;
                await this.keepPlace(mark, holderChanged || this.polls % 4 == 0);
                const newer = place.supersededBy();
                if (newer) throw superseded(newer);
                return place.ahead(mark).length;
            }
            placeView(held) {
                const ticket = this.place?.ticket;
                return void 0 === this.place || void 0 === ticket ? {} : {
                    place: {
                        ticket,
                        ahead: this.place.ahead(held.ticket ?? 0)
                    }
                };
            }
            async pauseForHolder(view, position, now) {
                const behind = this.place?.behind(view.holder.ticket ?? 0);
                this.pace.see(view.holder.ticket ?? 0, now, this.lastReadMs);
                const intervalMs = lookIntervalMs(this.options.pollMs, position, behind, this.pace.msPerTurn);
                const pollMs = view.holderChanged && intervalMs <= 2 * this.options.pollMs ? (0, 
                basics_clock.yT)().fraction() * intervalMs : intervalMs;
                await this.sleepUntilNextLook(pollMs, now, view.expiresInMs);
            }
            async holderIsGone(view, position) {
                const ask = this.options.holderGone;
                return void 0 !== ask && (void 0 === position || 0 === position) && !0 === await ask(view);
            }
            observe(object, now) {
                const record = this.lock.parse(object);
                const previous = this.seen;
                const unchanged = previous?.etag === object.etag;
                return {
                    etag: object.etag,
                    record,
                    leaseMs: "held" === record.state ? record.leaseMs : 0,
                    clockAllowanceMs: "held" === record.state ? record.clockAllowanceMs ?? 0 : 0,
                    lastModifiedMs: object.lastModifiedMs,
                    firstSeenAt: unchanged && previous ? previous.firstSeenAt : now
                };
            }
        }
        class PlaceWatch {
            seen=new Map;
            update(places, now) {
                const present = new Set(places.map(place => place.token));
                for (const token of this.seen.keys()) present.has(token) || this.seen.delete(token);
                for (const place of places) {
                    const known = this.seen.get(place.token);
                    void 0 !== known && known.renewals === place.renewals || this.seen.set(place.token, {
                        renewals: place.renewals,
                        since: now
                    });
                }
            }
            remainingMs(place, now) {
                const known = this.seen.get(place.token);
                const leaseMs = (0, shared_record.wV)(place);
                return void 0 === known || known.renewals !== place.renewals ? leaseMs : leaseMs - (now - known.since);
            }
            live(places, now) {
                return places.filter(place => this.remainingMs(place, now) > 0);
            }
            soonestEndMs(places, now) {
                let soonest = Number.POSITIVE_INFINITY;
                for (const place of places) soonest = Math.min(soonest, this.remainingMs(place, now));
                return soonest;
            }
        }
        class PlaceAcquisition extends AcquireAttempt {
            lock;
            watch=new PlaceWatch;
            pace=new TurnPace;
            knownEtag;
            current;
            lastShown;
            roomSince;
            outOfOrder=!1;
            changedAt=0;
            missedAt;
            constructor(store, lock, options) {
                super(store, lock, options, {
                    exclusive: lock.exclusive,
                    leaseMs: Math.max(1, Math.round(options.leaseMs))
                });
                this.lock = lock;
            }
            async look() {
                const sentAt = (0, backoff.XZ)();
                const read = await this.read(this.knownEtag);
                if (void 0 === read) return;
                const now = (0, backoff.XZ)();
                const {record, etag, pending} = this.see(read, now);
                const mine = record.places.find(held => held.owner === this.owner);
                if (void 0 !== mine) return this.enter(this.ourPlace(mine, record, etag, now), !0);
                this.missedAt = sentAt;
                const live = this.watch.live(record.places, now);
                this.judgeHolders(record, live);
                const mark = record.ticket ?? 0;
                if (!await this.ourTurn(record, live, now, etag)) return this.waitForPlace(record, live, now);
                if (void 0 === etag) return this.createName();
                pending && await this.checkListing(etag);
                return this.take(record, live, mark, etag);
            }
            async joinLine(mark, nameIsNew = !1) {
                this.mayNeedCleanup();
                await super.joinLine(mark, nameIsNew);
            }
            mayHoldUnheard() {
                return void 0 !== this.unresolvedSince || this.wroteBefore || void 0 !== this.place;
            }
            async stopped(stop) {
                if (mutations_mutated("F36")) {
                    await this.releaseOurs(stop.bound);
                    await (this.place?.leave(stop.bound).catch(() => {}));
                    return;
                }
                const ticket = await (this.place?.leave(stop.bound).catch(() => this.place?.ticket));
                const unheard = void 0 !== this.unresolvedSince;
                const cleanup = this.options.line?.cleanupStore;
                await (cleanup ? this.lock.through(cleanup) : this.lock).depart({
                    owner: this.owner,
                    ticket,
                    unheard
                }, stop.bound).catch(() => {});
            }
            see(read, now) {
                if ("forbidden" === read.kind && this.wroteBefore && void 0 !== this.current?.etag) throw new errors.IC(read.explanation);
                if ("unchanged" !== read.kind || void 0 === this.current) {
                    this.current = this.lock.view(read);
                    this.current.etag !== this.knownEtag && (this.changedAt = now);
                    this.knownEtag = this.current.etag;
                }
                this.watch.update(this.current.record.places, now);
                return this.current;
            }
            ourPlace(mine, record, etag, now) {
                const since = Math.min(this.unresolvedSince ?? 1 / 0, this.missedAt ?? this.startedAt);
                return this.acquisition(mine, record, etag, {
                    leaseStartedAt: since,
                    waitedMs: now - this.startedAt
                });
            }
            judgeHolders(record, live) {
                if (record.limit !== this.lock.holders && 0 !== live.length) throw new errors.g_(`${this.store.where(this.lock.key)} is held by jobs with holders: ${record.limit}, and this job asks for holders: ${this.lock.holders}; give every job that uses this name the same holders`);
            }
            async ourTurn(record, live, now, etag) {
                const room = (0, shared_record.AB)(live, this.lock.holders, this.lock.exclusive);
                const mark = record.ticket ?? 0;
                this.outOfOrder = !1;
                if (!this.place || void 0 === etag) return room;
                if (room) return this.firstInLine(record, live, now);
                this.roomSince = void 0;
                await this.keepPlace(mark, this.polls % 4 == 0);
                return !1;
            }
            async firstInLine(record, live, now) {
                const place = this.place;
                if (!place) return !0;
                const mark = record.ticket ?? 0;
                (!await place.refreshIfNear(mark, this.bound) || void 0 !== place.ticket || this.ahead(record).length > 0) && await this.joinLine(mark);
                const ahead = this.ahead(record);
                if (place.known && 0 === ahead.length) return !0;
                if (!place.known || 0 === (0, shared_record.EF)(live, this.lock.holders, ahead.slice(0, 1))) {
                    this.roomSince = void 0;
                    return !1;
                }
                this.roomSince?.mark !== mark && (this.roomSince = {
                    mark,
                    at: now
                });
                const freeForMs = now - this.roomSince.at;
                if (place.mayTry(mark, freeForMs, ahead)) return !0;
                const staggered = now - this.changedAt >= 100 * ahead.length;
                this.outOfOrder = staggered && this.roomBehind(record, live, ahead);
                return this.outOfOrder;
            }
            ahead(record) {
                if (!this.place) return [];
                const taken = (0, shared_record.P2)(record);
                return this.place.ahead(record.ticket ?? 0).filter(ticket => !taken.has(ticket.n));
            }
            roomBehind(record, live, ahead) {
                const queue = [ ...ahead, {
                    exclusive: this.lock.exclusive
                } ];
                return void 0 !== this.place?.ticket && (record.servedAbove?.length ?? 0) < shared_record.l6 && (0, 
                shared_record.EF)(live, this.lock.holders, queue) === queue.length;
            }
            markMove(record) {
                const ticket = this.place?.ticket;
                return this.outOfOrder && void 0 !== ticket ? {
                    outOfOrder: ticket
                } : {
                    mark: this.place?.markFor(record.ticket ?? 0)
                };
            }
            async createName() {
                const {outcome} = await this.createPending();
                "written" !== outcome.kind && await this.pauseAfterRace(outcome);
            }
            async take(record, live, mark, etag) {
                this.beforeWrite();
                const move = this.markMove(record);
                const next = this.seatBehind((0, shared_record.IB)(record, live, this.newPlace(), this.lock.holders, move), move);
                const sentAt = (0, backoff.XZ)();
                const body = (0, shared_record.p)(next.record);
                const outcome = await this.store.replace(this.lock.key, body, etag, this.bound);
                if ("written" === outcome.kind) {
                    const taken = next.record.places.find(held => held.owner === this.owner);
                    const candidate = this.acquisition(taken, next.record, outcome.etag, {
                        leaseStartedAt: outcome.sentAt,
                        waitedMs: (0, backoff.XZ)() - this.startedAt
                    });
                    return this.enter(candidate, !1);
                }
                "unknown" === outcome.kind && (this.unresolvedSince ??= sentAt);
                "precondition-failed" === outcome.kind && this.contentionRound >= 2 && await this.joinLine(mark);
                await this.pauseAfterRace(outcome);
            }
            seatBehind(taken, move) {
                const place = this.place;
                return !place?.known || void 0 === place.ticket || "outOfOrder" in move ? taken : (0, 
                shared_record.jT)(taken.record, place.record.tickets, (0, basics_clock.Wx)());
            }
            newPlace() {
                const ticket = this.place?.ticket;
                return {
                    owner: this.owner,
                    leaseMs: this.options.leaseMs,
                    renewals: 0,
                    holder: this.options.holder,
                    acquiredAt: (0, basics_clock.Wx)(),
                    ...this.lock.exclusive ? {
                        exclusive: !0
                    } : {},
                    ...void 0 === ticket ? {} : {
                        ticket
                    }
                };
            }
            async waitForPlace(record, live, now) {
                const mark = record.ticket ?? 0;
                const position = this.place ? this.ahead(record).length : void 0;
                this.showWait(record, live, mark, now);
                this.polls++;
                this.contentionRound = 0;
                await this.giveUpIfLate(this.place ? "waiting in line for" : "waiting for");
                this.pace.see(mark, now, this.lastReadMs);
                const intervalMs = this.lookMs(position, this.place?.behind(mark));
                await this.sleepUntilNextLook(intervalMs, now, this.watch.soonestEndMs(live, now));
            }
            showWait(record, live, mark, now) {
                const blocking = live.find(held => held.exclusive) ?? [ ...live ].sort((a, b) => this.watch.remainingMs(a, now) - this.watch.remainingMs(b, now))[0];
                if (void 0 === blocking) return;
                const ticket = this.place?.ticket;
                const view = {
                    key: this.lock.key,
                    holder: (0, shared_record.rT)(blocking, record),
                    holderChanged: blocking.owner !== this.lastShown,
                    expiresInMs: this.watch.remainingMs(blocking, now),
                    waitedMs: now - this.startedAt,
                    ...void 0 !== ticket && this.place ? {
                        place: {
                            ticket,
                            ahead: this.ahead(record)
                        }
                    } : {}
                };
                this.options.onWait?.(view);
                this.lastShown = blocking.owner;
            }
            lookMs(position, behind) {
                return function placeLookIntervalMs(pollMs, holders, position, o) {
                    if (void 0 !== position && position > 0 && position < holders) return lookIntervalMs(pollMs, 0);
                    const paced = lookIntervalMs(pollMs, void 0 === position ? void 0 : Math.max(0, position - holders + 1), o.behind, o.msPerTurn);
                    return Math.min(paced, Math.max(2 * pollMs, o.heldForMs / 2));
                }(this.options.pollMs, this.lock.holders, position, {
                    behind,
                    msPerTurn: this.pace.msPerTurn,
                    heldForMs: this.options.line?.claimMs ?? this.options.leaseMs
                });
            }
            acquisition(place, record, etag, times) {
                return {
                    key: this.lock.key,
                    owner: place.owner,
                    token: place.token,
                    etag,
                    leaseMs: (0, shared_record.wV)(place),
                    record: {
                        ...(0, shared_record.rT)(place, record),
                        holder: this.options.holder
                    },
                    leaseStartedAt: times.leaseStartedAt,
                    waitedMs: times.waitedMs,
                    tookOverExpired: !1,
                    tookOverGone: !1
                };
            }
        }
        class SharedLock {
            store;
            key;
            holders;
            exclusive;
            line;
            lineSeen;
            constructor(store, key, holders, exclusive = !1) {
                this.store = store;
                this.key = key;
                this.holders = holders;
                this.exclusive = exclusive;
                this.line = new Line(store, function lineKeyOf(name) {
                    return function reservedKey(name, leaf) {
                        return `${name}/.s3-lock/${leaf}`;
                    }(name, "line");
                }(key));
            }
            through(store) {
                return new SharedLock(store, this.key, this.holders, this.exclusive);
            }
            async acquire(options) {
                return new PlaceAcquisition(this.store, this, options).run();
            }
            async renew(claim, bound) {
                const renewals = claim.renewals + 1;
                let retries = 0;
                let unknown;
                for (let attempt = 0; attempt < 16; attempt++) {
                    let view;
                    try {
                        view = await this.readShared(bound);
                    } catch (error) {
                        if (error instanceof errors.Ui) return {
                            kind: "unknown",
                            reason: error.message
                        };
                        throw error;
                    }
                    if (void 0 === view) return {
                        kind: "lost"
                    };
                    if (void 0 === view.etag) return {
                        kind: "lost"
                    };
                    const mine = view.record.places.find(held => held.owner === claim.owner);
                    if (void 0 === mine) return {
                        kind: "lost",
                        current: currentView(view.record)
                    };
                    if (mine.renewals >= renewals) return {
                        kind: "renewed",
                        etag: view.etag,
                        renewals: mine.renewals,
                        confirmedBy: "read-back",
                        retries,
                        leaseMs: mine.leaseMs,
                        holder: mine.holder
                    };
                    const next = (0, shared_record.fy)(view.record, claim.owner, renewals, claim.holder);
                    let outcome;
                    try {
                        outcome = await this.store.replace(this.key, (0, shared_record.p)(next), view.etag, bound);
                    } catch (error) {
                        if (error instanceof errors.Ui) return {
                            kind: "unknown",
                            reason: error.message
                        };
                        throw error;
                    }
                    if ("written" === outcome.kind) return {
                        kind: "renewed",
                        etag: outcome.etag,
                        renewals,
                        confirmedBy: "answer",
                        sentAt: outcome.sentAt,
                        retries,
                        leaseMs: mine.leaseMs
                    };
                    "unknown" === outcome.kind ? unknown = outcome.reason : retries++;
                    try {
                        await (0, backoff.yy)((0, backoff.EY)(attempt, 20, 1e3), bound);
                    } catch {
                        break;
                    }
                }
                return {
                    kind: "unknown",
                    reason: unknown ?? "other holders kept writing first"
                };
            }
            async release(claim, bound) {
                let unheard = !1;
                const giveUpAt = (0, backoff.XZ)() + 6e4;
                for (let round = 0; (0, backoff.XZ)() < giveUpAt; round++) {
                    const [view, waiting] = await Promise.all([ this.readShared(bound), this.waiting(bound) ]);
                    if (void 0 === view || void 0 === view.etag) return {
                        kind: "gone"
                    };
                    const freed = (0, shared_record.wm)(view.record, {
                        owner: claim.owner
                    }, "released");
                    if (void 0 === freed) {
                        const how = view.record.freed.find(place => place.owner === claim.owner)?.how;
                        return "released" === how ? {
                            kind: "released"
                        } : void 0 === how && unheard ? {
                            kind: "moved-on",
                            current: currentView(view.record)
                        } : {
                            kind: "not-owner",
                            current: currentView(view.record, how)
                        };
                    }
                    const next = (0, shared_record.jT)(freed.record, waiting, (0, basics_clock.Wx)());
                    const outcome = await this.store.replace(this.key, (0, shared_record.p)(next.record), view.etag, bound);
                    if ("written" === outcome.kind) return next.handed.length > 0 ? {
                        kind: "released",
                        handedTo: next.handed
                    } : {
                        kind: "released"
                    };
                    "unknown" === outcome.kind && (unheard = !0);
                    await (0, backoff.yy)((0, backoff.EY)(round, 20, 1e3), bound);
                }
                const why = unheard ? "the store did not confirm its writes" : "other writes kept landing first";
                throw new errors.o2(`could not release ${this.store.where(this.key)} within ${(0, 
                duration.a3)(6e4)}: ${why}`);
            }
            async depart(waiter, bound) {
                for (let round = 0; ;round++) {
                    const view = await this.readShared(bound);
                    if (void 0 === view || void 0 === view.etag) return;
                    if (view.record.places.some(place => place.owner === waiter.owner)) {
                        await this.release({
                            owner: waiter.owner
                        }, bound);
                        return;
                    }
                    const marked = (0, shared_record.gU)(view.record, waiter);
                    if (void 0 === marked) return;
                    const body = (0, shared_record.p)(marked);
                    if ("written" === (await this.store.replace(this.key, body, view.etag, bound)).kind) return;
                    await (0, backoff.yy)((0, backoff.EY)(round, 20, 1e3), bound);
                }
            }
            async breakPlace(token, forcedBy, bound) {
                let unanswered;
                let broken;
                for (let attempt = 1; attempt <= 5; attempt++) {
                    const view = await this.readShared(bound);
                    if (void 0 === view || void 0 === view.etag) return {
                        kind: "refused",
                        why: "not-held"
                    };
                    const freed = (0, shared_record.wm)(view.record, {
                        token
                    }, "forced");
                    if (void 0 === freed) {
                        const done = view.record.freed.find(place => place.token === token);
                        return void 0 !== broken && "forced" === done?.how ? {
                            kind: "released",
                            broken: (0, shared_record.rT)(broken, view.record)
                        } : {
                            kind: "refused",
                            why: "other-token"
                        };
                    }
                    broken = freed.freed;
                    freed.record.freed = freed.record.freed.map(place => place.token === token ? {
                        ...place,
                        by: forcedBy
                    } : place);
                    const outcome = await this.store.replace(this.key, (0, shared_record.p)(freed.record), view.etag, bound);
                    if ("written" === outcome.kind) return {
                        kind: "released",
                        broken: (0, shared_record.rT)(broken, freed.record)
                    };
                    unanswered = "unknown" === outcome.kind ? outcome.reason : void 0;
                }
                return void 0 === unanswered ? {
                    kind: "refused",
                    why: "kept-renewing"
                } : {
                    kind: "refused",
                    why: "unanswered",
                    reason: unanswered
                };
            }
            async lookShared(bound) {
                const view = await this.readShared(bound);
                return void 0 === view?.etag ? void 0 : view.record;
            }
            view(read) {
                return "present" === read.kind ? this.parseObject(read.object, read.serverNowMs) : (read.kind, 
                {
                    record: (0, shared_record.uB)(this.holders, 0)
                });
            }
            parseObject(object, serverNowMs) {
                if ((0, shared_record.zW)(object.body)) try {
                    return {
                        record: (0, shared_record.kn)(object.body),
                        etag: object.etag
                    };
                } catch (error) {
                    if (!(error instanceof shared_record.G2)) throw error;
                    throw this.unreadable(error.message);
                }
                let single;
                try {
                    single = (0, lock_record.Hh)(object.body);
                } catch (error) {
                    if (!(error instanceof lock_record.Bb)) throw error;
                    throw this.unreadable(error.message);
                }
                if ("held" === single.state) {
                    const age = storeAgeMs(object, serverNowMs);
                    const overForMs = void 0 === age ? void 0 : age - single.leaseMs - 1e3;
                    const expired = void 0 !== overForMs && overForMs > 0 ? {
                        token: single.token,
                        overForMs
                    } : void 0;
                    throw new errors.g_(`${this.store.where(this.key)} is held by a job with holders: 1 (token ${single.token}), and this job asks for holders: ${this.holders}; give every job that uses this name the same holders` + (expired ? `. That holder's lease ran out ${(0, 
                    duration.a3)(expired.overForMs)} ago by the store's clock: if its job is gone, break the lock and this name becomes a lock with several holders` : ""), expired);
                }
                return {
                    record: (0, shared_record.uB)(this.holders, single.token, single.ticket),
                    etag: object.etag,
                    ...single.pending ? {
                        pending: !0
                    } : {}
                };
            }
            async waiting(bound) {
                try {
                    this.lineSeen = await this.line.read(this.lineSeen, bound);
                    return this.lineSeen.record.tickets;
                } catch (error) {
                    if (error instanceof errors.Ui) return [];
                    throw error;
                }
            }
            async readShared(bound) {
                const read = await this.store.read(this.key, void 0, bound);
                if ("forbidden" === read.kind) throw new errors.IC(read.explanation);
                if ("present" === read.kind) return (0, shared_record.zW)(read.object.body) ? this.parseObject(read.object) : {
                    record: (0, shared_record.uB)(this.holders, 0),
                    etag: read.object.etag
                };
            }
            unreadable(why) {
                return new errors.Ui(`${this.store.where(this.key)} is not a lock this action can read (${why}); choose another lock name, or remove the object if nothing else uses it`);
            }
        }
        function currentView(record, how) {
            const newest = record.places.at(-1);
            return void 0 !== newest ? {
                ...(0, shared_record.rT)(newest, record),
                ..."expired" === how ? {
                    after: "expired"
                } : {},
                ..."forced" === how ? {
                    after: "forced"
                } : {}
            } : {
                version: lock_record.hl,
                state: "released",
                token: record.token,
                releasedBy: "",
                releasedAt: "",
                holder: {}
            };
        }
        class MalformedLockError extends errors.Ui {}
        class ConditionalLock {
            store;
            key;
            constructor(store, key) {
                this.store = store;
                this.key = key;
            }
            async acquire(options) {
                return new LockAcquisition(this.store, this, options).run();
            }
            async release(claim, bound) {
                if ((claim.holders ?? 1) > 1) return this.shared(claim.holders).release(claim, bound);
                let etag = claim.etag;
                let token = claim.token;
                let holder = claim.holder ?? {};
                let ticket = claim.ticket;
                let holds = claim.holds;
                let unheard = !1;
                for (let round = 0; round < 8; round++) {
                    if (void 0 !== etag && void 0 !== token) {
                        const history = void 0 === claim.heldSince ? holds : (0, lock_record.yw)(holds, (0, 
                        backoff.XZ)() - claim.heldSince);
                        const body = releasedBody(token, claim.owner, holder, {
                            ticket,
                            holds: history
                        });
                        const outcome = await this.store.replace(this.key, body, etag, bound);
                        if ("written" === outcome.kind) return {
                            kind: "released"
                        };
                        if ("unknown" === outcome.kind) {
                            unheard = !0;
                            await (0, backoff.yy)((0, backoff.EY)(round, 100, 2e3), bound);
                        }
                    }
                    const read = await this.store.read(this.key, void 0, bound);
                    if ("forbidden" === read.kind) throw new errors.IC(read.explanation);
                    if ("absent" === read.kind) return {
                        kind: "gone"
                    };
                    if ("present" !== read.kind) continue;
                    if ((0, shared_record.zW)(read.object.body)) return this.shared().release(claim, bound);
                    const record = this.parse(read.object);
                    if ("released" === record.state && record.releasedBy === claim.owner) return {
                        kind: "released"
                    };
                    if ("held" !== record.state || record.owner !== claim.owner) {
                        const successor = "held" === record.state && record.token === (token ?? 0) + 1;
                        return unheard && successor && "released" === record.after ? {
                            kind: "released"
                        } : (!successor || "expired" !== record.after && "forced" !== record.after && "holder-gone" !== record.after) && unheard && record.token > (token ?? 0) ? {
                            kind: "moved-on",
                            current: record
                        } : {
                            kind: "not-owner",
                            current: record
                        };
                    }
                    etag = read.object.etag;
                    token = record.token;
                    holder = record.holder;
                    ticket = record.ticket;
                    holds = record.holds;
                }
                throw new errors.o2(`could not release ${this.store.where(this.key)}: the store did not confirm 8 attempts`);
            }
            async breakLock(target, bound) {
                const releasedBy = (0, basics_clock.yT)().uuid();
                let current = await this.readLock(bound);
                let unanswered;
                for (let attempt = 1; ;attempt++) {
                    const named = namedAcquisition(current, target);
                    if ("string" == typeof named) return {
                        kind: "refused",
                        why: named,
                        current
                    };
                    if (attempt > 5) return void 0 === unanswered ? {
                        kind: "refused",
                        why: "kept-renewing",
                        current
                    } : {
                        kind: "refused",
                        why: "unanswered",
                        reason: unanswered,
                        current
                    };
                    const {record, etag} = named;
                    const body = releasedBody(record.token, releasedBy, record.holder, {
                        forcedBy: target.forcedBy,
                        ticket: record.ticket,
                        holds: record.holds
                    });
                    const outcome = await this.store.replace(this.key, body, etag, bound);
                    if ("written" === outcome.kind) return {
                        kind: "released",
                        broken: record
                    };
                    unanswered = "unknown" === outcome.kind ? outcome.reason : void 0;
                    current = await this.readLock(bound);
                    const now = current?.record;
                    if ("released" === now?.state && now.releasedBy === releasedBy) return {
                        kind: "released",
                        broken: record
                    };
                }
            }
            async look(bound) {
                return this.readLock(bound);
            }
            async readLock(bound) {
                const read = await this.store.read(this.key, void 0, bound);
                if ("forbidden" === read.kind) throw new errors.IC(read.explanation);
                if ("present" === read.kind) return {
                    object: read.object,
                    record: this.parse(read.object),
                    serverNowMs: read.serverNowMs
                };
            }
            async renew(claim, bound) {
                if ((claim.holders ?? 1) > 1) return this.shared(claim.holders).renew(claim, bound);
                const renewals = claim.renewals + 1;
                const record = {
                    version: lock_record.hl,
                    state: "held",
                    token: claim.token,
                    owner: claim.owner,
                    leaseMs: claim.leaseMs,
                    holder: claim.holder,
                    acquiredAt: claim.acquiredAt,
                    renewals,
                    ...claim.after ? {
                        after: claim.after
                    } : {},
                    ...void 0 === claim.clockAllowanceMs ? {} : {
                        clockAllowanceMs: claim.clockAllowanceMs
                    },
                    ...void 0 === claim.ticket ? {} : {
                        ticket: claim.ticket
                    },
                    ...void 0 === claim.holds ? {} : {
                        holds: claim.holds
                    }
                };
                let outcome;
                try {
                    outcome = await this.store.replace(this.key, (0, lock_record.Om)(record), claim.etag, bound);
                } catch (error) {
                    if (error instanceof errors.Ui) return {
                        kind: "unknown",
                        reason: error.message
                    };
                    throw error;
                }
                if ("written" === outcome.kind) return {
                    kind: "renewed",
                    etag: outcome.etag,
                    renewals,
                    confirmedBy: "answer",
                    sentAt: outcome.sentAt
                };
                let read;
                try {
                    read = await this.store.read(this.key, void 0, bound);
                } catch (error) {
                    if (error instanceof errors.Ui) return {
                        kind: "unknown",
                        reason: error.message
                    };
                    throw error;
                }
                if ("forbidden" === read.kind) return {
                    kind: "unknown",
                    reason: read.explanation
                };
                if ("present" !== read.kind) return {
                    kind: "lost"
                };
                const current = this.parse(read.object);
                return "held" === current.state && current.owner === claim.owner ? current.renewals < renewals ? {
                    kind: "unknown",
                    reason: "unknown" === outcome.kind ? outcome.reason : "refused"
                } : {
                    kind: "renewed",
                    etag: read.object.etag,
                    renewals: current.renewals,
                    confirmedBy: "read-back",
                    holder: current.holder
                } : {
                    kind: "lost",
                    current
                };
            }
            shared(holders = 2) {
                return new SharedLock(this.store, this.key, holders);
            }
            parse(object) {
                try {
                    return (0, lock_record.Hh)(object.body);
                } catch (error) {
                    if (error instanceof lock_record.BE && 0 === error.held) return {
                        version: lock_record.hl,
                        state: "released",
                        token: error.token,
                        releasedBy: "",
                        releasedAt: "",
                        holder: {},
                        ...void 0 === error.ticket ? {} : {
                            ticket: error.ticket
                        }
                    };
                    if (error instanceof lock_record.BE) throw new errors.g_(`${this.store.where(this.key)} is held by jobs with holders: ${error.limit}, and this job asks for holders: 1; give every job that uses this name the same holders`);
                    if (!(error instanceof lock_record.Bb)) throw error;
                    throw new MalformedLockError(`${this.store.where(this.key)} is not a lock this action can read (${error.message}); choose another lock name, or remove the object if nothing else uses it`);
                }
            }
        }
        function namedAcquisition(current, target) {
            const record = current?.record;
            if (void 0 === current || "held" !== record?.state) return "not-held";
            const {etag} = current.object;
            return void 0 !== target.token && record.token !== target.token ? "other-token" : void 0 !== target.etag && etag !== target.etag ? "other-etag" : {
                record,
                etag
            };
        }
        function releasedBody(token, owner, holder, extra = {}) {
            return (0, lock_record.Om)({
                version: lock_record.hl,
                state: "released",
                token,
                releasedBy: owner,
                releasedAt: (0, basics_clock.Wx)(),
                holder,
                ...void 0 === extra.forcedBy ? {} : {
                    forcedBy: extra.forcedBy
                },
                ...void 0 === extra.ticket ? {} : {
                    ticket: extra.ticket
                },
                ...void 0 === extra.holds || 0 === extra.holds.length ? {} : {
                    holds: extra.holds
                }
            });
        }
        var S3Client = __webpack_require__(5153);
        var GetObjectCommand = __webpack_require__(550);
        var HeadObjectCommand = __webpack_require__(322);
        var ListObjectsV2Command = __webpack_require__(3607);
        var PutObjectCommand = __webpack_require__(4925);
        var DeleteObjectCommand = __webpack_require__(2657);
        const NETWORK_UNREACHABLE = new Set([ "ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH" ]);
        function classify(error) {
            if (error instanceof TypeError || error instanceof ReferenceError) throw error;
            const err = error;
            const status = err.$metadata?.httpStatusCode;
            const code = err.Code ?? ("Error" !== err.name ? err.name : void 0) ?? err.code;
            const serverNowMs = serverDate(err.$response?.headers);
            const reason = [ status && `HTTP ${status}`, code, err.code ].filter(Boolean).join(" ");
            const base = {
                status,
                code,
                serverNowMs,
                reason: reason || String(err.message ?? error)
            };
            return "AbortError" === err.name ? {
                ...base,
                kind: "final"
            } : "CredentialsProviderError" === err.name || /credential/i.test(err.message ?? "") ? {
                ...base,
                kind: "final",
                code: "NoCredentials"
            } : err.code && NETWORK_UNREACHABLE.has(err.code) || void 0 === status ? {
                ...base,
                kind: "unknown"
            } : "NoSuchBucket" === code ? {
                ...base,
                kind: "final"
            } : 304 === status || 404 === status || 412 === status ? {
                ...base,
                kind: "answered"
            } : 409 === status || 429 === status || 503 === status || "SlowDown" === code ? {
                ...base,
                kind: "rejected"
            } : status >= 500 && 501 !== status ? {
                ...base,
                kind: "unknown"
            } : {
                ...base,
                kind: "final"
            };
        }
        function explain(answer, permission, where, endpoint) {
            const arn = where.replace("s3://", "arn:aws:s3:::");
            switch (answer.code) {
              case "NoCredentials":
                return "no AWS credentials were found: configure them before this step (for example with aws-actions/configure-aws-credentials)";

              case "NoSuchBucket":
                return `the bucket in ${where} does not exist (NoSuchBucket): create it or fix the "bucket" input`;

              case "AccessDenied":
              case "Forbidden":
                return `access denied to ${where}: the credentials need ${permission} on ${arn}`;

              case "InvalidAccessKeyId":
              case "SignatureDoesNotMatch":
                return `${endpoint} rejected the AWS credentials (${answer.code}): check the access key and secret`;

              case "ExpiredToken":
              case "TokenRefreshRequired":
              case "RequestExpired":
                return `the AWS credentials have expired (${answer.code}): a job that holds a lock longer than its credentials last loses it (raise role-duration-seconds of aws-actions/configure-aws-credentials)`;

              case "NotImplemented":
                return `the store at ${endpoint} does not implement conditional writes (${answer.reason}); use strategy "listing"`;

              case "AbortError":
                return "cancelled";
            }
            return `${endpoint} refused ${permission} on ${where} (${answer.reason})`;
        }
        function serverDate(headers) {
            const text = headers?.date ?? headers?.Date;
            const value = void 0 === text ? NaN : Date.parse(text);
            return Number.isNaN(value) ? void 0 : value;
        }
        function unquote(etag) {
            return etag.replace(/^"(.*)"$/, "$1");
        }
        function quote(etag) {
            return `"${etag}"`;
        }
        function spell(etag, spelling) {
            return "quoted" === spelling ? quote(etag) : etag;
        }
        function unlessEtag(bucket, key, knownEtag) {
            return {
                Bucket: bucket,
                Key: key,
                IfNoneMatch: void 0 === knownEtag ? void 0 : quote(knownEtag)
            };
        }
        class AttemptRules {
            where;
            endpointLabel;
            signal;
            constructor(where, endpointLabel, signal) {
                this.where = where;
                this.endpointLabel = endpointLabel;
                this.signal = signal;
            }
            async refusedWrite(answer, attempt, key, bound) {
                if (412 === answer.status) return {
                    kind: "precondition-failed"
                };
                if (404 === answer.status && "NoSuchKey" === answer.code) return {
                    kind: "precondition-failed",
                    missing: !0
                };
                if (bound.aborted && !this.signal?.aborted) return {
                    kind: "unknown",
                    reason: "no answer before the deadline"
                };
                this.throwIfFinal(answer, "s3:PutObject", key);
                if ("rejected" !== answer.kind || attempt + 1 >= 6) return {
                    kind: "unknown",
                    reason: answer.reason
                };
                try {
                    await (0, backoff.yy)((0, backoff.EY)(attempt, 200, 5e3), this.abortSignal(bound));
                } catch (error) {
                    if (bound.aborted && !this.signal?.aborted) return {
                        kind: "unknown",
                        reason: answer.reason
                    };
                    throw error;
                }
            }
            async pauseOrGiveUp(attempt, answer, key, bound) {
                if (attempt + 1 >= 6) throw new errors.o2(`could not reach ${this.where(key)} after 6 attempts: ${answer.reason}`, void 0 === answer.status);
                try {
                    await (0, backoff.yy)((0, backoff.EY)(attempt, 200, 5e3), this.abortSignal(bound));
                } catch (error) {
                    this.throwIfBound(bound, key);
                    throw error;
                }
            }
            abortSignal(bound) {
                return this.signal ? AbortSignal.any([ this.signal, bound ]) : bound;
            }
            throwIfBound(bound, key) {
                if (bound.aborted && !this.signal?.aborted) throw new errors.o2(`no answer from ${this.where(key)} before the deadline`);
            }
            throwIfFinal(answer, permission, key) {
                if (this.signal?.aborted) throw this.signal.reason;
                if ("final" === answer.kind) throw new errors.IC(explain(answer, permission, this.where(key), this.endpointLabel), answer.code);
            }
        }
        class IfMatchSpelling {
            refusesOwnEtag;
            learnt;
            constructor(refusesOwnEtag) {
                this.refusesOwnEtag = refusesOwnEtag;
            }
            async replace(etag, put, currentEtag) {
                const spelling = this.learnt ?? "unquoted";
                const outcome = await put(spell(etag, spelling));
                if ("written" === outcome.kind) {
                    this.learnt = spelling;
                    return outcome;
                }
                if ("precondition-failed" !== outcome.kind || outcome.missing || void 0 !== this.learnt || await currentEtag() !== etag) return outcome;
                const other = "quoted" === spelling ? "unquoted" : "quoted";
                const retried = await put(spell(etag, other));
                "written" === retried.kind && (this.learnt = other);
                if ("precondition-failed" === retried.kind && await currentEtag() === etag) throw this.refusesOwnEtag();
                return retried;
            }
        }
        var external_node_crypto_ = __webpack_require__(7598);
        const REGION = "[a-z]{2}(?:-gov)?-[a-z]+-\\d+";
        const AWS_S3_HOST = new RegExp("^(?:" + [ "s3\\.amazonaws\\.com", "s3-external-1\\.amazonaws\\.com", `s3(?:-fips)?(?:\\.dualstack)?\\.${REGION}\\.amazonaws\\.com`, `s3-${REGION}\\.amazonaws\\.com`, "s3(?:\\.dualstack)?\\.cn-[a-z]+-\\d+\\.amazonaws\\.com\\.cn" ].join("|") + ")$");
        function isAwsS3(host) {
            return AWS_S3_HOST.test(host);
        }
        function slugOf(scheme, host, port, url) {
            const readable = `${scheme}-${host.replace(/[^a-z0-9.-]/g, "_")}-${port}`;
            if (readable.length <= 60) return readable;
            const hash = (0, external_node_crypto_.createHash)("sha256").update(url).digest("hex").slice(0, 12);
            return `${readable.slice(0, 47)}-${hash}`;
        }
        class S3LockStore {
            bucket;
            requestTimeoutMs;
            requests={
                get: 0,
                head: 0,
                conditionalPut: 0,
                put: 0,
                list: 0,
                delete: 0
            };
            client;
            signal;
            rules;
            spelling=new IfMatchSpelling(() => new errors.E_(`the store at ${this.endpointLabel} refuses PutObject If-Match with the object's own ETag; use strategy "listing" for this store`));
            endpointLabel;
            lastServerNowMs;
            lastRequestUrl;
            constructor(options) {
                this.bucket = options.bucket;
                this.signal = options.signal;
                this.endpointLabel = options.endpoint ?? "the S3 endpoint";
                this.rules = new AttemptRules(key => this.where(key), this.endpointLabel, this.signal);
                const timeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
                this.requestTimeoutMs = timeout;
                const config = function clientConfig(options, timeout) {
                    return {
                        region: options.region,
                        endpoint: options.endpoint,
                        forcePathStyle: options.forcePathStyle,
                        followRegionRedirects: !0,
                        maxAttempts: 1,
                        requestChecksumCalculation: "WHEN_REQUIRED",
                        responseChecksumValidation: "WHEN_REQUIRED",
                        requestHandler: {
                            connectionTimeout: Math.min(timeout, 5e3),
                            requestTimeout: timeout,
                            throwOnRequestTimeout: !0
                        }
                    };
                }(options, timeout);
                this.client = new S3Client.Y(config);
                (function watchAnswers(client, on) {
                    client.middlewareStack.add(next => async args => {
                        on.serverNow(void 0);
                        const result = await next(args);
                        on.serverNow(serverDate(result.response?.headers));
                        return result;
                    }, {
                        step: "deserialize",
                        name: "captureServerDate"
                    });
                    client.middlewareStack.add(next => async args => {
                        const request = args.request;
                        request?.protocol && request.hostname && on.requestUrl({
                            protocol: request.protocol,
                            hostname: request.hostname,
                            port: request.port
                        });
                        return next(args);
                    }, {
                        step: "finalizeRequest",
                        name: "recordEndpoint"
                    });
                })(this.client, {
                    serverNow: ms => this.lastServerNowMs = ms,
                    requestUrl: url => this.lastRequestUrl = url
                });
            }
            get endpoint() {
                return this.lastRequestUrl && function storeEndpoint(request, bucket) {
                    const scheme = request.protocol.replace(/:$/, "").toLowerCase();
                    let host = request.hostname.toLowerCase();
                    host.startsWith(`${bucket.toLowerCase()}.`) && (host = host.slice(bucket.length + 1));
                    const defaultPort = "https" === scheme ? 443 : 80;
                    const port = void 0 === request.port || request.port === defaultPort ? void 0 : request.port;
                    const url = `${scheme}://${host}${void 0 === port ? "" : `:${port}`}`;
                    return {
                        url,
                        aws: "https" === scheme && void 0 === port && isAwsS3(host),
                        slug: slugOf(scheme, host, port ?? defaultPort, url)
                    };
                }(this.lastRequestUrl, this.bucket);
            }
            where(key) {
                return `s3://${this.bucket}/${key}`;
            }
            get lastServerNow() {
                return this.lastServerNowMs;
            }
            async read(key, knownEtag, bound) {
                for (let attempt = 0; ;attempt++) {
                    this.requests.get++;
                    try {
                        const output = await this.client.send(new GetObjectCommand.j(unlessEtag(this.bucket, key, knownEtag)), {
                            abortSignal: this.rules.abortSignal(bound)
                        });
                        const body = await (output.Body?.transformToString()) ?? "";
                        return {
                            kind: "present",
                            object: {
                                etag: unquote(output.ETag ?? ""),
                                body,
                                lastModifiedMs: output.LastModified?.getTime() ?? 0
                            },
                            serverNowMs: this.lastServerNowMs
                        };
                    } catch (error) {
                        const answer = classify(error);
                        if (304 === answer.status) return {
                            kind: "unchanged",
                            serverNowMs: answer.serverNowMs
                        };
                        if (404 === answer.status && "NoSuchBucket" !== answer.code) return {
                            kind: "absent",
                            serverNowMs: answer.serverNowMs
                        };
                        if (403 === answer.status && "AccessDenied" === answer.code) return {
                            kind: "forbidden",
                            explanation: explain(answer, "s3:GetObject", this.where(key), "")
                        };
                        this.rules.throwIfBound(bound, key);
                        this.rules.throwIfFinal(answer, "s3:GetObject", key);
                        await this.rules.pauseOrGiveUp(attempt, answer, key, bound);
                    }
                }
            }
            async peek(key, knownEtag, bound) {
                this.requests.head++;
                try {
                    return {
                        kind: "present",
                        metadata: (await this.client.send(new HeadObjectCommand.l(unlessEtag(this.bucket, key, knownEtag)), {
                            abortSignal: this.rules.abortSignal(bound)
                        })).Metadata ?? {}
                    };
                } catch (error) {
                    if (304 === classify(error).status) return {
                        kind: "unchanged"
                    };
                    if (this.signal?.aborted) throw this.signal.reason;
                    this.rules.throwIfBound(bound, key);
                    return;
                }
            }
            create(key, body, bound, metadata) {
                return this.conditionalPut(key, body, {
                    IfNoneMatch: "*"
                }, bound, metadata);
            }
            replace(key, body, etag, bound, metadata) {
                return this.spelling.replace(etag, ifMatch => this.conditionalPut(key, body, {
                    IfMatch: ifMatch
                }, bound, metadata), () => this.currentEtag(key, bound));
            }
            putWithCondition(key, body, condition, bound) {
                return this.conditionalPut(key, body, condition, bound);
            }
            async list(prefix, bound) {
                const keys = [];
                let token;
                let serverNowMs;
                do {
                    const page = await this.retrying("s3:ListBucket", prefix, "list", bound, signal => this.client.send(new ListObjectsV2Command.u({
                        Bucket: this.bucket,
                        Prefix: prefix || void 0,
                        ContinuationToken: token
                    }), {
                        abortSignal: signal
                    }));
                    serverNowMs = this.lastServerNowMs;
                    for (const item of page.Contents ?? []) item.Key && keys.push({
                        key: item.Key,
                        lastModifiedMs: item.LastModified?.getTime() ?? 0,
                        size: item.Size ?? 0
                    });
                    token = page.IsTruncated ? page.NextContinuationToken : void 0;
                } while (token);
                return {
                    keys,
                    serverNowMs
                };
            }
            async head(key, bound) {
                return this.retrying("s3:GetObject", key, "head", bound, async signal => {
                    try {
                        return {
                            exists: !0,
                            metadata: (await this.client.send(new HeadObjectCommand.l({
                                Bucket: this.bucket,
                                Key: key
                            }), {
                                abortSignal: signal
                            })).Metadata ?? {},
                            serverNowMs: this.lastServerNowMs
                        };
                    } catch (error) {
                        const answer = classify(error);
                        if (404 === answer.status && "NoSuchBucket" !== answer.code) return {
                            exists: !1,
                            metadata: {},
                            serverNowMs: answer.serverNowMs
                        };
                        throw error;
                    }
                });
            }
            async putOwnKey(key, body, metadata, bound) {
                let lastSentAt;
                let inFlightUntil;
                await this.retrying("s3:PutObject", key, "put", bound, signal => {
                    void 0 !== lastSentAt && (inFlightUntil = lastSentAt + this.requestTimeoutMs);
                    lastSentAt = (0, basics_clock.pm)().wallNow();
                    return this.client.send(new PutObjectCommand.w({
                        Bucket: this.bucket,
                        Key: key,
                        Body: body,
                        Metadata: metadata
                    }), {
                        abortSignal: signal
                    });
                });
                return {
                    inFlightUntil
                };
            }
            async delete(key, bound, ifMatch) {
                return this.retrying("s3:DeleteObject", key, "delete", bound, async signal => {
                    try {
                        return (await this.client.send(new DeleteObjectCommand.k({
                            Bucket: this.bucket,
                            Key: key,
                            IfMatch: ifMatch
                        }), {
                            abortSignal: signal
                        })).$metadata.httpStatusCode ?? 204;
                    } catch (error) {
                        const answer = classify(error);
                        if (412 === answer.status || 404 === answer.status) return answer.status;
                        throw error;
                    }
                });
            }
            async credentialsFound() {
                try {
                    await this.client.config.credentials();
                    return !0;
                } catch {
                    return !1;
                }
            }
            async inspectBucket(permission, send, bound) {
                for (let attempt = 0; ;attempt++) {
                    this.requests.get++;
                    try {
                        return {
                            kind: "answered",
                            output: await send(this.client, this.rules.abortSignal(bound))
                        };
                    } catch (error) {
                        const answer = classify(error);
                        if (this.signal?.aborted) throw this.signal.reason;
                        this.rules.throwIfBound(bound, "");
                        if ("final" === answer.kind || "answered" === answer.kind) {
                            const where = `s3://${this.bucket}`;
                            return {
                                kind: "refused",
                                status: answer.status,
                                code: answer.code ?? "",
                                explanation: explain(answer, permission, where, this.endpointLabel)
                            };
                        }
                        await this.rules.pauseOrGiveUp(attempt, answer, "", bound);
                    }
                }
            }
            async retrying(permission, key, kind, bound, send) {
                for (let attempt = 0; ;attempt++) {
                    this.requests[kind]++;
                    try {
                        return await send(this.rules.abortSignal(bound));
                    } catch (error) {
                        const answer = classify(error);
                        this.rules.throwIfBound(bound, key);
                        this.rules.throwIfFinal(answer, permission, key);
                        await this.rules.pauseOrGiveUp(attempt, answer, key, bound);
                    }
                }
            }
            async currentEtag(key, bound) {
                this.requests.head++;
                try {
                    return unquote((await this.client.send(new HeadObjectCommand.l({
                        Bucket: this.bucket,
                        Key: key
                    }), {
                        abortSignal: this.rules.abortSignal(bound)
                    })).ETag ?? "");
                } catch (error) {
                    const answer = classify(error);
                    if (404 === answer.status) return;
                    this.rules.throwIfBound(bound, key);
                    this.rules.throwIfFinal(answer, "s3:GetObject", key);
                    return;
                }
            }
            async conditionalPut(key, body, condition, bound, metadata) {
                for (let attempt = 0; ;attempt++) {
                    this.requests.conditionalPut++;
                    const sentAt = (0, backoff.XZ)();
                    try {
                        return {
                            kind: "written",
                            sentAt,
                            etag: unquote((await this.client.send(new PutObjectCommand.w({
                                Bucket: this.bucket,
                                Key: key,
                                Body: body,
                                ContentType: "application/json",
                                CacheControl: "no-store",
                                Metadata: metadata,
                                ...condition
                            }), {
                                abortSignal: this.rules.abortSignal(bound)
                            })).ETag ?? ""),
                            serverNowMs: this.lastServerNowMs
                        };
                    } catch (error) {
                        const refused = await this.rules.refusedWrite(classify(error), attempt, key, bound);
                        if (void 0 !== refused) return refused;
                    }
                }
            }
        }
        var action_inputs = __webpack_require__(6557);
        var release_report = __webpack_require__(1202);
        var renewer_process = __webpack_require__(6408);
        var watch_log = __webpack_require__(7668);
        async function releaseStep(signal, request) {
            const inputs = (0, action_inputs.db)();
            const store = new S3LockStore((0, action_inputs.S2)(inputs, signal));
            const lock = new ConditionalLock(store, request.handle.key);
            const where = store.where(request.handle.key);
            if (!request.confirmed) {
                await async function cleanUpUnconfirmed(lock, owner, where) {
                    try {
                        "released" === (await lock.release({
                            owner
                        }, deadlines_within(RELEASE_MS))).kind && core.pq(`Released ${where}, acquired as main was stopped`);
                    } catch (error) {
                        const reason = (0, errors.kc)(error);
                        core.$e(`Could not check whether ${where} was left held by this job: ${reason}`);
                    }
                }(lock, request.handle.owner, where);
                return;
            }
            const context = {
                handle: request.handle,
                where,
                token: request.claim.token,
                onLost: request.onLost,
                times: request.times,
                renewed: void 0 !== request.renewer
            };
            const claim = {
                ...request.claim,
                owner: request.handle.owner
            };
            if (!request.renewer) return (0, release_report.IH)(context, await lock.release(claim, deadlines_within(RELEASE_MS)));
            const stopped = await (0, renewer_process.Fc)(request.renewer);
            const status = (0, renewer_process.rk)(request.renewer.statusFile);
            status?.exited && void 0 !== status.release?.error ? core.pq(`The lease renewer could not release ${where} (${status.release.error}); releasing here`) : "never-started" === stopped ? core.pq(`The lease renewer of ${where} had not started yet, and now never will; releasing here`) : "gone" === stopped && "held" === status?.state && core.$e(`The lease renewer of ${where} was no longer running (it was killed or crashed); the lock may have gone unrenewed for a while`);
            const lease = "released" === status?.state ? void 0 : "stopped" === status?.state ? {
                ...status,
                state: "held"
            } : status;
            const result = await async function releaseRenewed(lock, claim, status, bound) {
                if ("lost" !== status?.state) return lock.release({
                    ...claim,
                    etag: status?.etag ?? claim.etag
                }, bound);
                "lapsed" === status.reason && await lock.release({
                    owner: claim.owner
                }, bound).catch(() => {});
            }(lock, claim, lease, deadlines_within(RELEASE_MS));
            await (0, release_report.iB)(context, request.renewer.statusFile, status, result);
        }
        async function releaseListingStep(signal, key, onLost = "fail", inFlightUntil) {
            const store = new S3LockStore((0, action_inputs.S2)((0, action_inputs.db)(), signal));
            await store.delete(key, deadlines_within(RELEASE_MS));
            const storeNow = store.lastServerNow;
            const where = store.where(key);
            void 0 !== inFlightUntil && await async function deleteAfterLateLanding(store, key, inFlightUntil, signal) {
                const waitMs = function store_requests_lateLandingWaitMs(inFlightUntil, requestTimeoutMs = REQUEST_TIMEOUT_MS) {
                    return Math.min(inFlightUntil - (0, basics_clock.pm)().wallNow(), requestTimeoutMs) + 1e3;
                }(inFlightUntil, store.requestTimeoutMs);
                if (!(waitMs <= 0)) {
                    core.pq(`A write of ${store.where(key)} went unanswered and may still land: deleting it again in ` + (0, 
                    duration.a3)(waitMs));
                    await (0, backoff.yy)(waitMs, signal);
                    await store.delete(key, deadlines_within(RELEASE_MS));
                }
            }(store, key, inFlightUntil, signal);
            const expiresMs = function parseAnyListingKey(key) {
                const at = key.search(/\.\d+\.[^.]+\.\d+$/);
                return at > 0 ? parseListingKey(key.slice(0, at), key) : void 0;
            }(key)?.expiresMs;
            if (void 0 !== expiresMs && void 0 !== storeNow && storeNow > expiresMs) {
                const late = (0, duration.a3)(storeNow - expiresMs);
                const context = {
                    handle: {
                        key,
                        owner: ""
                    },
                    where,
                    onLost,
                    renewed: !1
                };
                return (0, release_report.mC)(context, `it expired ${late} before this release (by the store's clock), and the listing strategy cannot renew`, void 0, 'Use a longer "expires" than the job can take.');
            }
            core.pq(`Released lock ${where}`);
            const name = key.slice(0, key.search(/\.\d+\.[^.]+\.\d+$/));
            (0, watch_log.Gr)({
                name: name || key,
                where,
                outcome: "released"
            });
        }
    })
};