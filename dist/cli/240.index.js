export const id = 240;

export const ids = [ 240, 636 ];

export const modules = {
    240: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.r(__webpack_exports__);
        __webpack_require__.d(__webpack_exports__, {
            doctorCommand: () => doctorCommand
        });
        var lock_key = __webpack_require__(65);
        var s3_store = __webpack_require__(3975);
        var cli_args = __webpack_require__(5700);
        var external_node_crypto_ = __webpack_require__(7598);
        var commandBuilder = __webpack_require__(4850);
        var schemas_0 = __webpack_require__(9286);
        class HeadBucketCommand extends((0, commandBuilder.G5)(commandBuilder.s_, commandBuilder.yt, "HeadBucket", schemas_0.NDZ)){}
        var errors = __webpack_require__(3179);
        var store_verdict = __webpack_require__(1636);
        var list = __webpack_require__(3913);
        var deadlines = __webpack_require__(4751);
        const CREDENTIALS_REJECTED = new Set([ "InvalidAccessKeyId", "SignatureDoesNotMatch" ]);
        const EXPIRED = new Set([ "ExpiredToken", "TokenRefreshRequired", "RequestExpired" ]);
        function line(check, status, message) {
            return {
                check,
                status,
                message
            };
        }
        const LATER = [ "read", "create", "replace", "delete", "list", "store check" ];
        function skipped(checks, why) {
            return checks.map(check => line(check, "skip", `not checked (${why})`));
        }
        function bucketMessage(probe, error, code) {
            if ("NoSuchBucket" === code) {
                const endpoint = probe.store.endpoint?.url ?? "the S3 endpoint";
                return `s3://${probe.store.bucket} does not exist at ${endpoint} (NoSuchBucket): create it or fix --bucket (or S3_LOCK_BUCKET)`;
            }
            return namingEndpoint(probe, error.message);
        }
        function namingEndpoint(probe, message) {
            const endpoint = probe.store.endpoint?.url;
            return void 0 === endpoint ? message : message.replace(/\bthe S3 endpoint\b/, endpoint);
        }
        async function bucketCheck(store, signedFor) {
            const where = `s3://${store.bucket} at ${store.endpoint?.url ?? "the S3 endpoint"}`;
            const head = await store.inspectBucket("s3:ListBucket", (client, abortSignal) => client.send(new HeadBucketCommand({
                Bucket: store.bucket
            }), {
                abortSignal
            }), (0, deadlines.ux)(deadlines.bK));
            if ("refused" === head.kind) return line("bucket", "ok", `${where} answers; its region is not known (HeadBucket: ${head.code || head.status})`);
            const region = head.output.BucketRegion;
            return void 0 === region ? line("bucket", "ok", `${where} answers (the store names no region; requests are signed for ${signedFor})`) : region !== signedFor ? line("bucket", "warn", `${where} is in ${region}, but requests are signed for ${signedFor}: pass --region ${region} (each request is redirected otherwise)`) : line("bucket", "ok", `${where} answers, in region ${region}`);
        }
        async function replaceCheck(probe) {
            const etag = probe.etag;
            const outcome = await write(probe, () => probe.store.replace(probe.key, probeBody("replaced"), etag, (0, 
            deadlines.ux)(deadlines.bK)));
            if ("written" === outcome.kind) {
                probe.etag = outcome.etag;
                return line("replace", "ok", "PutObject If-Match replaces it on its own ETag");
            }
            return line("replace", "fail", refusal("PutObject If-Match with the object's ETag", outcome, probe));
        }
        async function deleteCheck(probe) {
            try {
                await probe.store.delete(probe.key, (0, deadlines.ux)(deadlines.bK));
                probe.mayExist = !1;
                return line("delete", "ok", "DeleteObject removes the probe");
            } catch (error) {
                if (!(error instanceof errors.IC)) throw error;
                return line("delete", "warn", `${namingEndpoint(probe, error.message)}: a lock works without it, but this probe, a crowd's join requests and the store check (not on AWS S3) stay behind, and the listing strategy cannot release`);
            }
        }
        async function write(probe, send) {
            probe.mayExist = !0;
            try {
                return await send();
            } catch (error) {
                if (!(error instanceof errors.Ui)) throw error;
                return {
                    kind: "error",
                    message: (0, errors.kc)(error)
                };
            }
        }
        function refusal(request, outcome, probe) {
            switch (outcome.kind) {
              case "error":
                {
                    const message = namingEndpoint(probe, outcome.message);
                    return probe.prefix.startsWith(".s3-lock/") && /access denied/.test(message) ? `${message} (or name a lock the credentials may write: s3-lock doctor <name>)` : message;
                }

              case "precondition-failed":
                return `${request} was refused (412) on ${probe.store.where(probe.key)}, where it should have been applied`;

              case "unknown":
                return `${request} got no answer (${outcome.reason})`;

              case "written":
                return `${request} was applied`;
            }
        }
        function probeBody(state) {
            return JSON.stringify({
                kind: "s3-lock doctor probe",
                state
            });
        }
        class GetBucketVersioningCommand extends((0, commandBuilder.G5)(commandBuilder.Gi, commandBuilder.yt, "GetBucketVersioning", schemas_0.fSX)){}
        class GetBucketLifecycleConfigurationCommand extends((0, commandBuilder.G5)(commandBuilder.Gi, commandBuilder.yt, "GetBucketLifecycleConfiguration", schemas_0.btu)){}
        class GetObjectLockConfigurationCommand extends((0, commandBuilder.G5)(commandBuilder.s_, commandBuilder.yt, "GetObjectLockConfiguration", schemas_0.v3g)){}
        const NOT_SET = new Set([ "NoSuchLifecycleConfiguration", "ObjectLockConfigurationNotFoundError", "ObjectLockConfigurationNotFound" ]);
        function notChecked(check, answer, permission) {
            return {
                check,
                status: "skip",
                message: `not checked (${"AccessDenied" === answer.code || 403 === answer.status ? `no permission: ${permission}` : "NotImplemented" === answer.code || 501 === answer.status ? "the store does not implement it" : `${answer.code || `HTTP ${answer.status}`}`})`
            };
        }
        function versioningLine(answer, rules, name) {
            const check = "versioning";
            if ("refused" === answer.kind) return notChecked(check, answer, "s3:GetBucketVersioning");
            const status = answer.output.Status;
            if ("Enabled" !== status) return {
                check,
                status: "ok",
                message: "Suspended" === status ? "suspended" : "off"
            };
            const pruned = rules?.some(rule => applies(rule, name) && void 0 !== rule.NoncurrentVersionExpiration);
            return pruned ? {
                check,
                status: "ok",
                message: "enabled, and a lifecycle rule expires the old versions"
            } : {
                check,
                status: "warn",
                message: "enabled: every renewal keeps an old version (about 240 per held hour at the default lease), and AWS throttles keys with very many versions; " + (void 0 === rules ? "if no lifecycle rule does, " : "") + "add a NoncurrentVersionExpiration rule (a day is plenty) for the lock prefix"
            };
        }
        function lifecycleLine(answer, rules, name) {
            const check = "lifecycle";
            if ("refused" === answer.kind) return NOT_SET.has(answer.code) ? {
                check,
                status: "ok",
                message: "no lifecycle rules"
            } : notChecked(check, answer, "s3:GetLifecycleConfiguration");
            const expiring = (rules ?? []).filter(rule => applies(rule, name) && void 0 !== rule.Expiration && function expiresObjects(rule) {
                const expiration = rule.Expiration;
                return void 0 !== expiration?.Days || void 0 !== expiration?.Date;
            }(rule));
            return 0 === expiring.length ? {
                check,
                status: "ok",
                message: "no rule expires current lock objects"
            } : {
                check,
                status: "warn",
                message: `${expiring.map(rule => `"${rule.ID ?? "(no id)"}" (prefix "${prefixOf(rule)}")`).join(", ")} expires current objects${void 0 === name ? " (locks may be under it)" : ` under "${name}"`}: a deleted lock restarts its fencing tokens at 1, and a deleted line forgets newest-wins runs; exclude the lock prefix from it`
            };
        }
        function objectLockLine(answer) {
            const check = "object lock";
            if ("refused" === answer.kind) return NOT_SET.has(answer.code) ? {
                check,
                status: "ok",
                message: "off"
            } : notChecked(check, answer, "s3:GetBucketObjectLockConfiguration");
            const config = answer.output.ObjectLockConfiguration;
            if ("Enabled" !== config?.ObjectLockEnabled) return {
                check,
                status: "ok",
                message: "off"
            };
            const retention = config.Rule?.DefaultRetention;
            if (void 0 === retention) return {
                check,
                status: "ok",
                message: "enabled, without default retention"
            };
            const period = void 0 !== retention.Days ? `${retention.Days} days` : `${retention.Years} years`;
            return {
                check,
                status: "warn",
                message: `default retention ${retention.Mode} ${period}: every version of every lock object (one per renewal) is kept that long and cannot be removed; keep locks in a bucket without it`
            };
        }
        function applies(rule, name) {
            if ("Enabled" !== rule.Status) return !1;
            const filter = rule.Filter;
            if (void 0 !== filter?.Tag || (filter?.And?.Tags?.length ?? 0) > 0) return !1;
            const prefix = prefixOf(rule);
            return void 0 === name || name.startsWith(prefix) || prefix.startsWith(`${name}/`);
        }
        function prefixOf(rule) {
            return rule.Filter?.Prefix ?? rule.Filter?.And?.Prefix ?? rule.Prefix ?? "";
        }
        var cli_options = __webpack_require__(8964);
        var output = __webpack_require__(1844);
        async function doctorCommand(args) {
            const [nameArg] = (0, cli_args.g9)(args, [], [ "the lock name" ]);
            const name = void 0 === nameArg ? void 0 : (0, cli_options.VY)(nameArg);
            const options = (0, cli_options.S2)((0, cli_options.vq)(args));
            const store = new s3_store.zT({
                ...options,
                requestTimeoutMs: 1e4
            });
            const prefix = void 0 === name ? ".s3-lock/doctor/" : (0, lock_key.C4)(name, "doctor/");
            const access = await async function accessChecks(store, prefix, signedFor) {
                const probe = {
                    store,
                    prefix,
                    key: `${prefix}probe-${(0, external_node_crypto_.randomUUID)()}`,
                    mayExist: !1
                };
                if (!await store.credentialsFound()) return [ line("credentials", "fail", list.z), ...skipped([ "bucket", ...LATER ], "no credentials") ];
                const missing = await async function readMissing(probe) {
                    const found = line("credentials", "ok", "found (the AWS SDK chain; never printed)");
                    try {
                        return {
                            kind: "read",
                            read: await probe.store.read(probe.key, void 0, (0, deadlines.ux)(deadlines.bK)),
                            credentials: found
                        };
                    } catch (error) {
                        if (!(error instanceof errors.Ui)) throw error;
                        const code = error instanceof errors.IC ? error.code : void 0;
                        if (void 0 !== code && (CREDENTIALS_REJECTED.has(code) || EXPIRED.has(code))) return {
                            kind: "fatal",
                            credentials: line("credentials", "fail", bucketMessage(probe, error, code)),
                            bucket: skipped([ "bucket" ], "the credentials were rejected")[0],
                            why: "the credentials were rejected"
                        };
                        const why = "NoSuchBucket" === code ? "no such bucket" : "the bucket could not be read";
                        return {
                            kind: "fatal",
                            credentials: found,
                            bucket: line("bucket", "fail", bucketMessage(probe, error, code)),
                            why
                        };
                    }
                }(probe);
                if ("fatal" === missing.kind) return [ missing.credentials, missing.bucket, ...skipped(LATER, missing.why) ];
                const lines = [ missing.credentials, await bucketCheck(store, signedFor) ];
                lines.push(...await async function objectChecks(probe, missing) {
                    try {
                        const create = await async function createCheck(probe) {
                            const outcome = await write(probe, () => probe.store.create(probe.key, probeBody("created"), (0, 
                            deadlines.ux)(deadlines.bK)));
                            if ("written" === outcome.kind) {
                                probe.etag = outcome.etag;
                                return line("create", "ok", "PutObject If-None-Match: * creates a new object");
                            }
                            return line("create", "fail", refusal("PutObject If-None-Match: *", outcome, probe));
                        }(probe);
                        const read = await async function readCheck(probe, missing) {
                            const where = probe.store.where(probe.key);
                            const missingText = "forbidden" === missing.kind ? "a missing key reads as 403, not 404: the credentials have no s3:ListBucket, which a lock does not need" : "a missing key reads as 404";
                            if (void 0 === probe.etag) return line("read", "ok", missingText);
                            const read = await probe.store.read(probe.key, void 0, (0, deadlines.ux)(deadlines.bK));
                            return "forbidden" === read.kind ? line("read", "fail", read.explanation) : "present" !== read.kind ? line("read", "fail", `the object just created at ${where} reads as ${read.kind}`) : line("read", "forbidden" === missing.kind ? "note" : "ok", `GetObject works; ${missingText}`);
                        }(probe, missing);
                        return "fail" === create.status ? [ read, create, ...skipped([ "replace", "delete" ], "nothing was created") ] : [ read, create, await replaceCheck(probe), await deleteCheck(probe) ];
                    } finally {
                        await async function cleanUp(probe) {
                            probe.mayExist && await probe.store.delete(probe.key, (0, deadlines.ux)(deadlines.bK)).catch(() => {});
                        }(probe);
                    }
                }(probe, missing.read), await async function listCheck(probe) {
                    try {
                        await probe.store.list(probe.prefix, (0, deadlines.ux)(deadlines.bK));
                        return line("list", "ok", "ListObjectsV2 works (the listing strategy and s3-lock list need it)");
                    } catch (error) {
                        if (!(error instanceof errors.IC)) throw error;
                        return line("list", "note", `no listing (${error.code ?? "refused"}): fine for the default strategy; the listing strategy and s3-lock list need s3:ListBucket`);
                    }
                }(probe));
                const created = lines.some(line => "create" === line.check && "ok" === line.status);
                lines.push(created ? await async function verdictCheck(probe) {
                    const endpoint = probe.store.endpoint;
                    if (void 0 === endpoint) throw new Error("the store check needs a request sent first");
                    try {
                        const verdict = await (0, store_verdict.QC)({
                            store: probe.store,
                            endpoint,
                            bound: (0, deadlines.ux)(deadlines.bK)
                        }, probe.prefix);
                        return verdict.enforced ? line("store check", "ok", verdict.found) : line("store check", "fail", `the store does not enforce conditional writes (${verdict.found}): use strategy "listing"`);
                    } catch (error) {
                        if (!(error instanceof errors.Ui)) throw error;
                        return line("store check", "fail", namingEndpoint(probe, (0, errors.kc)(error)));
                    }
                }(probe) : skipped([ "store check" ], "nothing was created")[0]);
                return lines;
            }(store, prefix, options.region ?? "us-east-1");
            const bucket = access.find(line => "bucket" === line.check);
            const settings = "ok" === bucket?.status || "warn" === bucket?.status ? await async function settingsChecks(store, name) {
                const versioning = await store.inspectBucket("s3:GetBucketVersioning", (client, abortSignal) => client.send(new GetBucketVersioningCommand({
                    Bucket: store.bucket
                }), {
                    abortSignal
                }), (0, deadlines.ux)(deadlines.bK));
                const lifecycle = await store.inspectBucket("s3:GetLifecycleConfiguration", (client, abortSignal) => client.send(new GetBucketLifecycleConfigurationCommand({
                    Bucket: store.bucket
                }), {
                    abortSignal
                }), (0, deadlines.ux)(deadlines.bK));
                const objectLock = await store.inspectBucket("s3:GetBucketObjectLockConfiguration", (client, abortSignal) => client.send(new GetObjectLockConfigurationCommand({
                    Bucket: store.bucket
                }), {
                    abortSignal
                }), (0, deadlines.ux)(deadlines.bK));
                const rules = "answered" === lifecycle.kind ? lifecycle.output.Rules ?? [] : NOT_SET.has(lifecycle.code) ? [] : void 0;
                return [ versioningLine(versioning, rules, name), lifecycleLine(lifecycle, rules, name), objectLockLine(objectLock) ];
            }(store, name) : function skippedSettings() {
                return [ "versioning", "lifecycle", "object lock" ].map(check => ({
                    check,
                    status: "skip",
                    message: "not checked (the bucket could not be read)"
                }));
            }();
            const lines = [ ...access, ...settings ];
            const failed = lines.filter(line => "fail" === line.status).length;
            const works = 0 === failed;
            const where = `s3://${store.bucket}${void 0 === name ? "" : `/${name}`}`;
            if ((0, cli_args.Jt)(args, "json")) (0, output.yy)(JSON.stringify({
                bucket: store.bucket,
                name,
                endpoint: store.endpoint?.url,
                works,
                checks: lines
            }, null, 2)); else {
                (0, output.yy)(lines.map(formatLine).join("\n"));
                (0, output.yy)(works ? `A lock will work at ${where}.` : `A lock will not work at ${where}: fix the FAIL line${failed > 1 ? "s" : ""} above.`);
            }
            return works ? 0 : 1;
        }
        const LABELS = {
            ok: "ok",
            note: "note",
            warn: "WARN",
            fail: "FAIL",
            skip: "skip"
        };
        function formatLine(line) {
            return `${LABELS[line.status].padEnd(5)}${line.check.padEnd(13)}${line.message}`;
        }
    }),
    1636: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            describeVerdict: () => describeVerdict,
            recheckHint: () => recheckHint,
            storeVerdict: () => storeVerdict,
            QC: () => verdictNow
        });
        var external_node_crypto_ = __webpack_require__(7598);
        var backoff = __webpack_require__(5010);
        var errors = __webpack_require__(3179);
        var lock_key = __webpack_require__(65);
        var deadlines = __webpack_require__(4751);
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
            const id = (0, external_node_crypto_.randomUUID)();
            const key = `${probePrefix}probe-${id}`;
            const missing = `${key}-missing`;
            const written = new Set([ key ]);
            let cleanedUp = !0;
            const cleanUp = async () => {
                const tidy = AbortSignal.timeout(deadlines.qe);
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
        const RECORD_KIND = "s3-lock store check";
        const RECORD_FORMAT = 1;
        const CHECK_VERSION = 3;
        const ENFORCED_TTL_MS = 6048e5;
        const NOT_ENFORCED_TTL_MS = 36e5;
        const CLAIM_STALE_MS = 3e4;
        const VERDICT_BUDGET_MS = 12e4;
        const WRITTEN_SLACK_MS = 3e5;
        const LEAF = "store-check/";
        async function storeVerdict(context) {
            if (context.endpoint.aws) return awsVerdict(context.endpoint);
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
        async function verdictNow(context, probePrefix) {
            return context.endpoint.aws ? awsVerdict(context.endpoint) : probe(context, probePrefix);
        }
        function awsVerdict(endpoint) {
            return {
                enforced: !0,
                source: "aws",
                found: `${endpoint.url} is AWS S3, which enforces PutObject If-None-Match and If-Match on general purpose buckets (not probed)`
            };
        }
        async function verdictAt(context, location, budgetEnd) {
            const {store} = context;
            const claimId = (0, external_node_crypto_.randomUUID)();
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
                        await (0, backoff.yy)(Math.min(1e3, 100 * 1.5 ** waitedRounds++) * (.5 + Math.random()), context.signal);
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
                await store.replace(location.record, body, claimEtag, AbortSignal.timeout(5e3)).catch(() => {});
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
                recheckAfter: new Date(Date.now() + ttlOf(verdict.enforced)).toISOString()
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
            const age = storeAgeMs ?? Date.now() - Date.parse(record.at);
            return record.check >= CHECK_VERSION && age >= -6e4 && age < ttlOf(record.enforced);
        }
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
            return (new Date).toISOString();
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