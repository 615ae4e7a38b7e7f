export const id = 0;

export const ids = [ 0 ];

export const modules = {
    8e3: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            describeVerdict: () => describeVerdict,
            recheckHint: () => recheckHint,
            storeVerdict: () => storeVerdict
        });
        var clock = __webpack_require__(5718);
        var backoff = __webpack_require__(9872);
        var errors = __webpack_require__(8929);
        var lock_key = __webpack_require__(411);
        var deadlines = __webpack_require__(6469);
        function enforcesConditionalWrites(caps) {
            return caps.ifNoneMatch && 1 === caps.concurrentWinners && caps.ifMatch && 1 === caps.concurrentMatchWinners && (caps.ifMatchBare || caps.ifMatchQuoted);
        }
        function describeCapabilities(caps) {
            const yesNo = value => value ? "enforced" : "NOT enforced";
            const spellings = [ caps.ifMatchBare && "bare", caps.ifMatchQuoted && "quoted" ].filter(Boolean);
            const race = 0 === caps.concurrentWriters ? "concurrent If-None-Match not tried" : `${caps.concurrentWriters} concurrent If-None-Match writers: ` + (1 === caps.concurrentWinners ? "one won" : `${caps.concurrentWinners} WON`);
            const matchRace = 0 === caps.concurrentMatchWriters ? "concurrent If-Match not tried" : `${caps.concurrentMatchWriters} concurrent If-Match writers: ` + (1 === caps.concurrentMatchWinners ? "one won" : `${caps.concurrentMatchWinners} WON`);
            return [ `PutObject If-None-Match ${yesNo(caps.ifNoneMatch)}`, `If-Match ${yesNo(caps.ifMatch)} (ETag accepted ${spellings.join(" and ") || "in no spelling"})`, "If-Match on a missing key " + (caps.ifMatchMissingRefused ? "refused" : "ACCEPTED"), `DeleteObject If-Match ${yesNo(caps.deleteIfMatch)}`, race, matchRace ].join("; ");
        }
        const WRONG_ETAG = "00000000000000000000000000000000";
        const RACE_WRITERS = 4;
        const STEP_ATTEMPTS = 8;
        const RACE_ROUNDS = 3;
        const PROBE_ATTEMPTS = 3;
        class Inconclusive extends Error {}
        async function probeOnce(store, probePrefix, signal, bound) {
            const id = (0, clock.yT)().uuid();
            const key = `${probePrefix}probe-${id}`;
            const missing = `${key}-missing`;
            const written = new Set([ key ]);
            let cleanedUp = !0;
            const cleanUp = async () => {
                const tidy = (0, clock.pm)().timeout(deadlines.qe);
                for (const leftover of written) cleanedUp = await remove(store, leftover, tidy) && cleanedUp;
                written.clear();
            };
            let body = 0;
            const step = (target, condition) => settle(store, target, `probe ${id} ${body++}`, condition, signal, bound);
            try {
                let created;
                try {
                    created = await step(key, {
                        IfNoneMatch: "*"
                    });
                } catch (error) {
                    const code = error instanceof errors.IC ? error.code : void 0;
                    if ("NotImplemented" === code || "InvalidArgument" === code || "BadRequest" === code) {
                        await cleanUp();
                        return {
                            ...NOTHING_ENFORCED,
                            cleanedUp
                        };
                    }
                    throw error;
                }
                if (!created.applied) throw new Inconclusive("a fresh probe key existed already");
                const again = await step(key, {
                    IfNoneMatch: "*"
                });
                const wrong = await step(key, {
                    IfMatch: WRONG_ETAG
                });
                let current = lastEtag([ created, again, wrong ]);
                const bare = await step(key, {
                    IfMatch: current
                });
                current = lastEtag([ created, again, wrong, bare ]);
                const quoted = await step(key, {
                    IfMatch: `"${current}"`
                });
                const onMissing = await step(missing, {
                    IfMatch: WRONG_ETAG
                });
                onMissing.applied && written.add(missing);
                const race = await async function raceProbe(store, keyBase, written, signal, bound) {
                    for (let round = 0; round < RACE_ROUNDS; round++) {
                        if (signal?.aborted) throw signal.reason;
                        const key = `${keyBase}-${round}`;
                        written.add(key);
                        const bodies = Array.from({
                            length: RACE_WRITERS
                        }, (_, i) => `race ${keyBase} ${round} ${i}`);
                        const outcomes = await Promise.all(bodies.map(body => store.putWithCondition(key, body, {
                            IfNoneMatch: "*"
                        }, bound)));
                        if (signal?.aborted) throw signal.reason;
                        const tally = await countWinners(store, key, bodies, outcomes, bound);
                        if (tally.winners >= 2) return {
                            winners: tally.winners,
                            key,
                            etag: ""
                        };
                        if (1 === tally.winners && tally.refused >= 1) return {
                            winners: 1,
                            key,
                            etag: tally.etag
                        };
                    }
                    throw new Inconclusive(`${RACE_ROUNDS} rounds of the concurrent probe lost too many answers to tell`);
                }(store, `${probePrefix}race-${id}`, written, signal, bound);
                const spelling = bare.applied ? BARE : quoted.applied ? QUOTED : void 0;
                const matchRace = 1 === race.winners && void 0 !== spelling ? await async function matchRaceProbe(store, key, etag, spelling, signal, bound) {
                    const condition = {
                        IfMatch: spelling(etag)
                    };
                    const bodies = Array.from({
                        length: RACE_WRITERS
                    }, (_, i) => `match ${key} ${i}`);
                    const outcomes = await Promise.all(bodies.map(body => store.putWithCondition(key, body, condition, bound)));
                    if (signal?.aborted) throw signal.reason;
                    let winners = outcomes.filter(outcome => "written" === outcome.kind).length;
                    const unheard = bodies.filter((_, i) => "unknown" === outcomes[i].kind);
                    if (winners >= 2 || 0 === unheard.length) return winners;
                    const holder = (await readBack(store, key, bound))?.body;
                    for (const body of unheard) {
                        if (winners >= 2) break;
                        (body === holder || (await settle(store, key, body, condition, signal, bound)).applied) && winners++;
                    }
                    return winners;
                }(store, race.key, race.etag, spelling, signal, bound) : 0;
                if (signal?.aborted) throw signal.reason;
                const deleteStatus = await tryDelete(store, key, bound, WRONG_ETAG);
                412 !== deleteStatus && written.delete(key);
                "denied" === deleteStatus && (cleanedUp = !1);
                await cleanUp();
                return {
                    ifNoneMatch: !again.applied,
                    concurrentWriters: RACE_WRITERS,
                    concurrentWinners: race.winners,
                    concurrentMatchWriters: 0 === matchRace ? 0 : RACE_WRITERS,
                    concurrentMatchWinners: matchRace,
                    ifMatch: !wrong.applied,
                    ifMatchBare: bare.applied,
                    ifMatchQuoted: quoted.applied,
                    ifMatchMissingRefused: !onMissing.applied,
                    deleteIfMatch: 412 === deleteStatus,
                    cleanedUp
                };
            } catch (error) {
                await cleanUp().catch(() => {});
                throw error;
            }
        }
        async function settle(store, key, body, condition, signal, bound) {
            let unheard;
            for (let attempt = 0; attempt < STEP_ATTEMPTS; attempt++) {
                if (signal?.aborted) throw signal.reason;
                const outcome = await store.putWithCondition(key, body, condition, bound);
                if ("written" === outcome.kind) return {
                    applied: !0,
                    etag: outcome.etag
                };
                if ("precondition-failed" === outcome.kind && void 0 === unheard) return {
                    applied: !1
                };
                if (signal?.aborted) throw signal.reason;
                const stored = await readBack(store, key, bound);
                if (stored?.body === body) return {
                    applied: !0,
                    etag: stored.etag
                };
                if ("precondition-failed" === outcome.kind) return {
                    applied: !1
                };
                unheard = outcome.reason;
                await (0, backoff.yy)((0, backoff.EY)(attempt, 100, 2e3), signal);
            }
            throw new Inconclusive(`a probe write got no answer ${STEP_ATTEMPTS} times (${unheard})`);
        }
        const BARE = etag => etag;
        const QUOTED = etag => `"${etag}"`;
        async function countWinners(store, key, bodies, outcomes, bound) {
            const answered = outcomes.flatMap(outcome => "written" === outcome.kind ? [ outcome ] : []);
            let winners = answered.length;
            const refused = outcomes.filter(outcome => "precondition-failed" === outcome.kind).length;
            if (winners >= 2) return {
                winners,
                refused,
                etag: ""
            };
            let etag = answered[0]?.etag ?? "";
            if (winners + refused < bodies.length || 0 === winners) {
                const stored = await readBack(store, key, bound);
                const holder = void 0 === stored ? -1 : bodies.indexOf(stored.body);
                holder >= 0 && "written" !== outcomes[holder].kind && winners++;
                etag = stored?.etag ?? "";
            }
            return {
                winners,
                refused,
                etag: winners >= 2 ? "" : etag
            };
        }
        const NOTHING_ENFORCED = {
            ifNoneMatch: !1,
            concurrentWriters: 0,
            concurrentWinners: 0,
            concurrentMatchWriters: 0,
            concurrentMatchWinners: 0,
            ifMatch: !1,
            ifMatchBare: !1,
            ifMatchQuoted: !1,
            ifMatchMissingRefused: !1,
            deleteIfMatch: !1
        };
        function lastEtag(steps) {
            const applied = steps.filter(step => step.applied);
            const last = applied[applied.length - 1];
            return last?.applied ? last.etag : "";
        }
        async function readBack(store, key, bound) {
            const read = await store.read(key, void 0, bound);
            if ("forbidden" === read.kind) throw new errors.IC(read.explanation);
            return "present" === read.kind ? {
                body: read.object.body,
                etag: read.object.etag
            } : void 0;
        }
        async function remove(store, key, bound) {
            return "denied" !== await tryDelete(store, key, bound);
        }
        async function tryDelete(store, key, bound, ifMatch) {
            try {
                return await store.delete(key, bound, ifMatch);
            } catch (error) {
                if (error instanceof errors.IC) return "denied";
                throw error;
            }
        }
        var external_node_crypto_ = __webpack_require__(7598);
        const RECORD_KIND = "s3-lock store check";
        const RECORD_FORMAT = 1;
        const CHECK_VERSION = 3;
        function recordBase(context) {
            return {
                kind: RECORD_KIND,
                format: RECORD_FORMAT,
                check: CHECK_VERSION,
                endpoint: context.endpoint.url,
                bucket: context.store.bucket
            };
        }
        function serializeVerdictRecord(record) {
            return JSON.stringify({
                ...record,
                seal: sealOf(record)
            }, null, 2);
        }
        function parseRecord(body, context) {
            let value;
            try {
                value = JSON.parse(body);
            } catch {
                return;
            }
            if ("object" != typeof value || null === value || Array.isArray(value)) return;
            const {seal, ...record} = value;
            if (seal !== sealOf(record)) return;
            const r = record;
            if (r.kind === RECORD_KIND && r.format === RECORD_FORMAT && "number" == typeof r.check && r.endpoint === context.endpoint.url && r.bucket === context.store.bucket && "string" == typeof r.by && "string" == typeof r.at && !Number.isNaN(Date.parse(r.at))) {
                if ("checking" === r.state || "abandoned" === r.state) return r;
                if ("checked" === r.state && "boolean" == typeof r.enforced && "string" == typeof r.found && "string" == typeof r.key && !(void 0 !== r.storeNow && Number.isNaN(Date.parse(String(r.storeNow))) || void 0 !== r.capabilities && enforcesConditionalWrites(r.capabilities) !== r.enforced)) return r;
            }
        }
        function sealOf(record) {
            return `sha256:${(0, external_node_crypto_.createHash)("sha256").update(`${RECORD_KIND}\n${canonical(record)}`).digest("hex")}`;
        }
        function canonical(value) {
            return Array.isArray(value) ? `[${value.map(canonical).join(",")}]` : null !== value && "object" == typeof value ? `{${Object.entries(value).filter(([, item]) => void 0 !== item).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}` : JSON.stringify(value);
        }
        function now() {
            return (0, clock.Wx)();
        }
        const ENFORCED_TTL_MS = 6048e5;
        const NOT_ENFORCED_TTL_MS = 36e5;
        const CLAIM_STALE_MS = 3e4;
        const VERDICT_BUDGET_MS = 12e4;
        const WRITTEN_SLACK_MS = 3e5;
        const LEAF = "store-check/";
        async function storeVerdict(context) {
            if (context.endpoint.aws) return function awsVerdict(endpoint) {
                return {
                    enforced: !0,
                    source: "aws",
                    found: `${endpoint.url} is AWS S3, which enforces PutObject If-None-Match and If-Match on general purpose buckets (not probed)`
                };
            }(context.endpoint);
            const startedAt = (0, backoff.XZ)();
            const {bound} = context;
            void 0 !== bound && (context = {
                ...context,
                signal: AbortSignal.any([ context.signal ?? bound, bound ])
            });
            for (const location of function verdictLocations(name, endpoint) {
                const parts = name.split("/");
                return [ ".s3-lock/", ...parts.map((_, i) => (0, lock_key.C4)(parts.slice(0, i + 1).join("/"), "")) ].map(prefix => ({
                    record: `${prefix}${LEAF}${endpoint.slug}.json`,
                    probePrefix: `${prefix}${LEAF}`
                }));
            }(context.name, context.endpoint)) {
                const verdict = await verdictAt(context, location, startedAt + VERDICT_BUDGET_MS);
                if ("forbidden" !== verdict) return verdict;
            }
            return probe(context, (0, lock_key.C4)(context.name, LEAF));
        }
        async function verdictAt(context, location, budgetEnd) {
            const {store} = context;
            const claimId = (0, clock.yT)().uuid();
            let last;
            let sameSince = (0, backoff.XZ)();
            let waitedRounds = 0;
            let lostRaces = 0;
            let forbiddenRereads = 0;
            for (;;) {
                if (context.signal?.aborted) throw context.signal.reason;
                if ((0, backoff.XZ)() > budgetEnd) return probe(context, location.probePrefix);
                const read = await store.read(location.record, last?.etag, context.bound);
                let condition;
                if ("present" === read.kind || "unchanged" === read.kind) {
                    const object = "present" === read.kind ? read.object : last;
                    object.etag !== last?.etag && (sameSince = (0, backoff.XZ)());
                    last = object;
                    const record = parseRecord(object.body, context);
                    const storeAge = void 0 === read.serverNowMs ? void 0 : read.serverNowMs - object.lastModifiedMs;
                    if ("checked" === record?.state && isFresh(record, storeAge) && writtenWhereFound(record, object, location)) return recorded(record, location);
                    if ("checking" === record?.state && record.by === claimId) return checkAndRecord(context, location, claimId, object.etag);
                    const stale = (storeAge ?? 0) > CLAIM_STALE_MS || (0, backoff.XZ)() - sameSince > CLAIM_STALE_MS;
                    if ("checking" === record?.state && !stale) {
                        0 === waitedRounds && context.onWait?.(`another job is checking this store (since ${record.at}); waiting for its verdict`);
                        await (0, backoff.yy)(Math.min(1e3, 100 * 1.5 ** waitedRounds++) * (.5 + (0, clock.yT)().fraction()), context.signal);
                        continue;
                    }
                    condition = object.etag;
                } else last = void 0;
                let outcome;
                try {
                    const body = serializeVerdictRecord({
                        ...recordBase(context),
                        state: "checking",
                        by: claimId,
                        at: now()
                    });
                    outcome = void 0 === condition ? await store.create(location.record, body, context.bound) : await store.replace(location.record, body, condition, context.bound);
                } catch (error) {
                    if (error instanceof errors.IC) return "forbidden";
                    throw error;
                }
                if ("written" === outcome.kind) return checkAndRecord(context, location, claimId, outcome.etag);
                if ("forbidden" !== read.kind || "precondition-failed" !== outcome.kind) await (0, 
                backoff.yy)((0, backoff.EY)(lostRaces++, 50, 500), context.signal); else if (forbiddenRereads++ > 0) return "forbidden";
            }
        }
        async function checkAndRecord(context, location, claimId, claimEtag) {
            const {store} = context;
            let verdict;
            try {
                verdict = await probe(context, location.probePrefix);
            } catch (error) {
                const body = serializeVerdictRecord({
                    ...recordBase(context),
                    state: "abandoned",
                    by: claimId,
                    at: now(),
                    reason: (0, errors.kc)(error)
                });
                await store.replace(location.record, body, claimEtag, (0, clock.pm)().timeout(5e3)).catch(() => {});
                throw error;
            }
            const checkedAt = now();
            const storeNow = store.lastServerNow;
            const body = serializeVerdictRecord({
                ...recordBase(context),
                state: "checked",
                key: location.record,
                storeNow: void 0 === storeNow ? void 0 : new Date(storeNow).toISOString(),
                by: claimId,
                at: checkedAt,
                enforced: verdict.enforced,
                found: verdict.found,
                capabilities: verdict.capabilities
            });
            let landed = !1;
            try {
                landed = await async function replaceOurClaim(store, key, claimId, claimEtag, body, bound) {
                    let etag = claimEtag;
                    for (let attempt = 0; attempt < 6; attempt++) {
                        if ("written" === (await store.replace(key, body, etag, bound)).kind) return !0;
                        const read = await store.read(key, void 0, bound);
                        if ("present" !== read.kind) return !1;
                        if (read.object.body === body) return !0;
                        if (!isOurClaim(read.object.body, claimId)) return !1;
                        etag = read.object.etag;
                        await (0, backoff.yy)((0, backoff.EY)(attempt, 100, 2e3), bound);
                    }
                    return !1;
                }(store, location.record, claimId, claimEtag, body, context.bound);
            } catch (error) {
                if (!(error instanceof errors.Ui)) throw error;
            }
            return landed ? {
                ...verdict,
                record: location.record,
                checkedAt,
                recheckAfter: new Date((0, clock.pm)().wallNow() + ttlOf(verdict.enforced)).toISOString()
            } : verdict;
        }
        function isOurClaim(body, claimId) {
            try {
                const record = JSON.parse(body);
                return "checking" === record.state && record.by === claimId;
            } catch {
                return !1;
            }
        }
        async function probe(context, probePrefix) {
            const check = await async function checkStore(store, probePrefix, signal, bound) {
                const capabilities = await async function probeStore(store, probePrefix, signal, bound) {
                    let lastReason = "";
                    const stop = signal ? AbortSignal.any([ signal, bound ]) : bound;
                    for (let attempt = 0; attempt < PROBE_ATTEMPTS; attempt++) {
                        if (stop.aborted) throw stop.reason;
                        try {
                            return await probeOnce(store, probePrefix, stop, bound);
                        } catch (error) {
                            if (!(error instanceof Inconclusive || error instanceof errors.o2)) throw error;
                            lastReason = error.message;
                        }
                    }
                    throw new errors.o2(`could not check whether the store enforces conditional writes: ${lastReason}`);
                }(store, probePrefix, signal, bound);
                return {
                    capabilities,
                    found: describeCapabilities(capabilities),
                    enforced: enforcesConditionalWrites(capabilities)
                };
            }(context.store, probePrefix, context.signal, context.bound);
            return {
                enforced: check.enforced,
                found: check.found,
                source: "checked",
                capabilities: check.capabilities,
                checkedAt: now(),
                probedAt: `${probePrefix}probe-*`,
                probeLeftBehind: !check.capabilities.cleanedUp
            };
        }
        function recorded(record, location) {
            return {
                enforced: record.enforced,
                found: record.found,
                source: "recorded",
                capabilities: record.capabilities,
                record: location.record,
                checkedAt: record.at,
                recheckAfter: new Date(Date.parse(record.at) + ttlOf(record.enforced)).toISOString()
            };
        }
        function ttlOf(enforced) {
            return enforced ? ENFORCED_TTL_MS : NOT_ENFORCED_TTL_MS;
        }
        function writtenWhereFound(record, object, location) {
            return record.key === location.record && (void 0 === record.storeNow || Math.abs(object.lastModifiedMs - Date.parse(record.storeNow)) <= WRITTEN_SLACK_MS);
        }
        function isFresh(record, storeAgeMs) {
            const age = storeAgeMs ?? (0, clock.pm)().wallNow() - Date.parse(record.at);
            return record.check >= CHECK_VERSION && age >= -6e4 && age < ttlOf(record.enforced);
        }
        function describeVerdict(verdict, store) {
            const warning = verdict.probeLeftBehind ? `Could not remove the store check's probe objects ${store.where(verdict.probedAt ?? "")}: grant s3:DeleteObject on them, or remove them by hand` : void 0;
            switch (verdict.source) {
              case "aws":
                return {
                    line: `Store check: ${verdict.found}`,
                    summary: verdict.found
                };

              case "recorded":
                return {
                    line: `Store check at ${store.where(verdict.record ?? "")} (recorded ${verdict.checkedAt} by an earlier job; checked again after ${verdict.recheckAfter}): ${verdict.found}`,
                    summary: `${verdict.found} (recorded ${verdict.checkedAt})`
                };

              case "checked":
                return {
                    line: `Store check at ${store.where(verdict.probedAt ?? "")}: ${verdict.found}` + (verdict.record ? `; recorded in ${store.where(verdict.record)} for later jobs until ${verdict.recheckAfter}` : "; not recorded (no .s3-lock/ prefix here could be read and written), so each new lock name checks again"),
                    summary: verdict.found,
                    warning
                };
            }
        }
        function recheckHint(verdict, store) {
            return verdict.record ? ` (verdict recorded in ${store.where(verdict.record)}; it is checked again after ${verdict.recheckAfter}, or at once if that object is removed)` : "";
        }
    })
};