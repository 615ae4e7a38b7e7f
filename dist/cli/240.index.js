export const id = 240;

export const ids = [ 240 ];

export const modules = {
    240: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.r(__webpack_exports__);
        __webpack_require__.d(__webpack_exports__, {
            doctorCommand: () => doctorCommand
        });
        var lock_key = __webpack_require__(411);
        var s3_store = __webpack_require__(1489);
        var cli_args = __webpack_require__(5700);
        var external_node_crypto_ = __webpack_require__(7598);
        var commandBuilder = __webpack_require__(4850);
        var schemas_0 = __webpack_require__(9286);
        class HeadBucketCommand extends((0, commandBuilder.G5)(commandBuilder.s_, commandBuilder.yt, "HeadBucket", schemas_0.NDZ)){}
        var errors = __webpack_require__(8929);
        var store_verdict = __webpack_require__(8e3);
        var list = __webpack_require__(3063);
        var deadlines = __webpack_require__(6469);
        const CHECK_LABELS = {
            ok: "ok",
            note: "note",
            warn: "WARN",
            fail: "FAIL",
            skip: "skip"
        };
        function checkLineText(line) {
            return `${CHECK_LABELS[line.status].padEnd(5)}${line.check.padEnd(13)}${line.message}`;
        }
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
                if (!await store.credentialsFound()) return [ line("credentials", "fail", list.zw), ...skipped([ "bucket", ...LATER ], "no credentials") ];
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
                (0, output.yy)(lines.map(checkLineText).join("\n"));
                (0, output.yy)(works ? `A lock will work at ${where}.` : `A lock will not work at ${where}: fix the FAIL line${failed > 1 ? "s" : ""} above.`);
            }
            return works ? 0 : 1;
        }
    })
};