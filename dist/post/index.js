import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";

var __webpack_modules__ = {
    9778: (module => {
        var s = 1e3;
        var m = 60 * s;
        var h = 60 * m;
        var d = 24 * h;
        var w = 7 * d;
        module.exports = function(val, options) {
            options = options || {};
            var type = typeof val;
            if ("string" === type && val.length > 0) return function parse(str) {
                if (!((str = String(str)).length > 100)) {
                    var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(str);
                    if (match) {
                        var n = parseFloat(match[1]);
                        switch ((match[2] || "ms").toLowerCase()) {
                          case "years":
                          case "year":
                          case "yrs":
                          case "yr":
                          case "y":
                            return 315576e5 * n;

                          case "weeks":
                          case "week":
                          case "w":
                            return n * w;

                          case "days":
                          case "day":
                          case "d":
                            return n * d;

                          case "hours":
                          case "hour":
                          case "hrs":
                          case "hr":
                          case "h":
                            return n * h;

                          case "minutes":
                          case "minute":
                          case "mins":
                          case "min":
                          case "m":
                            return n * m;

                          case "seconds":
                          case "second":
                          case "secs":
                          case "sec":
                          case "s":
                            return n * s;

                          case "milliseconds":
                          case "millisecond":
                          case "msecs":
                          case "msec":
                          case "ms":
                            return n;

                          default:
                            return;
                        }
                    }
                }
            }(val);
            if ("number" === type && isFinite(val)) return options.long ? function fmtLong(ms) {
                var msAbs = Math.abs(ms);
                return msAbs >= d ? plural(ms, msAbs, d, "day") : msAbs >= h ? plural(ms, msAbs, h, "hour") : msAbs >= m ? plural(ms, msAbs, m, "minute") : msAbs >= s ? plural(ms, msAbs, s, "second") : ms + " ms";
            }(val) : function fmtShort(ms) {
                var msAbs = Math.abs(ms);
                return msAbs >= d ? Math.round(ms / d) + "d" : msAbs >= h ? Math.round(ms / h) + "h" : msAbs >= m ? Math.round(ms / m) + "m" : msAbs >= s ? Math.round(ms / s) + "s" : ms + "ms";
            }(val);
            throw new Error("val is not a non-empty string or a valid number. val=" + JSON.stringify(val));
        };
        function plural(ms, msAbs, n, name) {
            var isPlural = msAbs >= 1.5 * n;
            return Math.round(ms / n) + " " + name + (isPlural ? "s" : "");
        }
    }),
    6393: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            x: () => describeThisJob
        });
        function describeThisJob(contextInput) {
            const env = name => process.env[name] ?? "";
            const repository = env("GITHUB_REPOSITORY");
            const runId = env("GITHUB_RUN_ID");
            const attempt = env("GITHUB_RUN_ATTEMPT") || "1";
            const server = env("GITHUB_SERVER_URL") || "https://github.com";
            return {
                repository,
                workflow: env("GITHUB_WORKFLOW"),
                job: env("GITHUB_JOB"),
                runId,
                runNumber: env("GITHUB_RUN_NUMBER"),
                runAttempt: attempt,
                runUrl: repository && runId ? `${server}/${repository}/actions/runs/${runId}/attempts/${attempt}` : "",
                server,
                actor: env("GITHUB_ACTOR"),
                sha: env("GITHUB_SHA"),
                ref: env("GITHUB_REF"),
                context: contextInput
            };
        }
    }),
    6557: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            dz: () => InputError,
            db: () => readStoreInputs,
            S2: () => storeOptions
        });
        var lib_core = __nccwpck_require__(1915);
        const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
        const BUCKET_NAME_RULE = '3 to 63 characters: lower-case letters, digits, "." and "-", starting and ending with a letter or digit';
        __nccwpck_require__(4278);
        var errors = __nccwpck_require__(8929);
        __nccwpck_require__(1668);
        class InputError extends errors.Ui {}
        function readStoreInputs() {
            const bucket = lib_core.V4("bucket");
            if ("" === bucket) throw new InputError('input "bucket" is required: the name of an existing S3 bucket');
            if (!function isBucketName(text) {
                return BUCKET_NAME.test(text);
            }(bucket)) throw new InputError(`input "bucket": "${bucket}" is not an S3 bucket name (${BUCKET_NAME_RULE})`);
            const endpoint = lib_core.V4("endpoint") || void 0;
            if (void 0 !== endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new InputError(`input "endpoint": "${endpoint}" is not an http(s) URL, e.g. https://s3.example.com`);
            return {
                bucket,
                region: lib_core.V4("region") || void 0,
                endpoint,
                forcePathStyle: readBoolean("force-path-style")
            };
        }
        function storeOptions(inputs, signal) {
            return {
                bucket: inputs.bucket,
                region: inputs.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? "us-east-1",
                endpoint: inputs.endpoint,
                forcePathStyle: inputs.forcePathStyle,
                signal
            };
        }
        function readBoolean(input) {
            const text = lib_core.V4(input).toLowerCase();
            if ("" !== text) {
                if ("true" === text) return !0;
                if ("false" === text) return !1;
                throw new InputError(`input "${input}": "${lib_core.V4(input)}" is not true or false`);
            }
        }
    }),
    2959: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            S: () => parseHandle
        });
        var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6557);
        const OWNER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
        function parseHandle(text, input) {
            const at = text.lastIndexOf("#");
            const owner = text.slice(at + 1);
            if (at <= 0 || !OWNER.test(owner)) throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__.dz(`input "${input}": "${text}" is not a key from this action's acquire step; pass \${{ needs.<job>.outputs.key }} from the job that acquired the lock`);
            return {
                key: text.slice(0, at),
                owner
            };
        }
    }),
    1202: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            mC: () => reportLoss,
            IH: () => reportRelease,
            iB: () => reportRenewedRelease
        });
        var core = __nccwpck_require__(1915);
        var errors = __nccwpck_require__(8929);
        var renewer_process = __nccwpck_require__(6408);
        var duration = __nccwpck_require__(4278);
        async function summarizeRelease(facts) {
            const verdict = {
                released: `### 🔓 Released lock \`${facts.name}\``,
                lost: `### ⚠️ Lost lock \`${facts.name}\` before release`,
                "possibly-lost": `### ⚠️ Lock \`${facts.name}\` possibly lost before release`,
                gone: `### ⚠️ Lock \`${facts.name}\` was removed by someone else`
            }[facts.outcome];
            const rows = [ [ "Lock", `\`${facts.where}\`` ] ];
            void 0 !== facts.token && rows.push([ "Fencing token", String(facts.token) ]);
            void 0 !== facts.acquiredAt && rows.push([ "Held", (0, duration.a3)(facts.releasedAt - facts.acquiredAt) ]);
            if (void 0 !== facts.renewals) {
                const risk = facts.failedRenewals ? `; lease at risk: ${facts.failedRenewals} renewal attempt(s) failed` : "; the lease was never at risk";
                rows.push([ "Renewals", `${facts.renewals}${risk}` ]);
            }
            await async function write(markdown) {
                process.env.GITHUB_STEP_SUMMARY && await core.z.addRaw(markdown, !0).write();
            }(`${verdict}\n\n${function warningLines(warnings) {
                return void 0 === warnings || 0 === warnings.length ? "" : warnings.map(text => `> [!WARNING]\n> This job ${function summary_escape(text) {
                    return text.replace(/[|[\]]/g, c => `\\${c}`);
                }(text)}\n\n`).join("");
            }(facts.warnings)}${function table(rows) {
                return [ "| | |", "|---|---|", ...rows.map(([key, value]) => `| ${key} | ${value} |`) ].join("\n");
            }(rows)}\n${function timeline(facts) {
                if (void 0 === facts.startedAt || void 0 === facts.acquiredAt) return "";
                return `\n${[ "```mermaid", "gantt", `  title Lock ${facts.name.replace(/[:#;]/g, " ")}`, "  dateFormat x", "  axisFormat %H:%M:%S", "  section This job", `  Waiting : ${Math.round(facts.startedAt)}, ${Math.round(facts.acquiredAt)}`, `  Holding : ${Math.round(facts.acquiredAt)}, ${Math.round(facts.releasedAt)}`, "```" ].join("\n")}\n`;
            }(facts)}`);
        }
        var watch_log = __nccwpck_require__(7668);
        class LostLockError extends errors.Ui {}
        async function reportRelease(context, result) {
            const {where} = context;
            switch (result.kind) {
              case "released":
                core.pq(`Released lock ${where}${function handedOn(tickets) {
                    return void 0 === tickets || 0 === tickets.length ? "" : `, and handed the place on to the next in line (${1 === tickets.length ? "ticket" : "tickets"} ${tickets.join(", ")})`;
                }(result.handedTo)}`);
                return summarize(context, "released");

              case "gone":
                core.$e(`Lock ${where} was already removed by someone else; nothing to release`);
                return summarize(context, "gone");

              case "moved-on":
                core.$e(`Lock ${where} was possibly lost before release: the release got no answer, and the lock has since moved on (now token ${result.current.token}), so whether the release or a takeover after the lease ran out came first cannot be told. If the lease may have run out (a paused runner, renew: false with a short expires), the work it guarded may have overlapped with another holder.`);
                return summarize(context, "possibly-lost");

              case "not-owner":
                return function tookOverFromCompletedRun(context, current) {
                    return "held" === current.state && "holder-gone" === current.after && (void 0 === context.token || current.token === context.token + 1);
                }(context, result.current) ? reportLoss(context, "a waiting job took it over once GitHub said this acquisition's workflow run had completed (a re-run reuses an earlier acquire job's key, but not its lock)", result.current, "Re-run the whole workflow, so that it acquires the lock again; a check step (s3-lock-action/check) before the guarded work stops a re-run that no longer holds it.") : reportLoss(context, "its lease ran out", result.current, context.renewed ? "" : 'Use a longer "expires", or the root action, which renews.');
            }
        }
        async function reportRenewedRelease(context, statusFile, status, result) {
            void 0 !== status && "lost" !== status.state && (context.renewals = {
                renewals: status.renewals,
                failedRenewals: status.failedRenewals
            });
            if (void 0 === result) {
                const lost = "lost" === status?.state ? status : void 0;
                return reportLoss(context, lost ? `at ${lost.at} ${lost.detail}` : "the renewer lost its lease", lost?.current, "The renewer could not keep the lease: was the store unreachable or the runner paused?");
            }
            await reportRelease(context, result);
            "released" === result.kind && (0, renewer_process.NF)(statusFile, context.handle.key, context.token);
        }
        async function reportLoss(context, detail, current, advice) {
            await summarize(context, "lost");
            const message = [ `lost lock ${context.where} before release: ${detail}${describeCurrent(current)};`, "the work it guarded may have overlapped with another holder.", advice ].filter(Boolean).join(" ");
            if ("warn" !== context.onLost) throw new LostLockError(message);
            core.$e(message);
        }
        function summarize(context, outcome) {
            const releasedAt = Date.now();
            const heldMs = context.times ? Math.max(0, releasedAt - context.times.acquiredAt) : void 0;
            const name = context.handle.key;
            (0, watch_log.Gr)({
                name,
                where: context.where,
                token: context.token,
                heldMs,
                outcome
            });
            const warning = (0, watch_log.gG)(name, heldMs, (0, watch_log.h0)());
            return summarizeRelease({
                name,
                where: context.where,
                token: context.token,
                ...context.times,
                releasedAt,
                ...context.renewals,
                outcome,
                warnings: void 0 === warning ? void 0 : [ warning ]
            });
        }
        function describeCurrent(current) {
            return void 0 === current ? "" : "held" === current.state ? ` and it is now held by ${function holderLabel(holder) {
                const parts = [ holder.context || [ holder.workflow, holder.runNumber && `#${holder.runNumber}` ].filter(Boolean).join(" ") || "an unknown holder", holder.job && `job ${holder.job}`, holder.actor && `by ${holder.actor}`, holder.repository && `in ${holder.repository}` ].filter(Boolean);
                return holder.runUrl ? `${parts.join(", ")} (${holder.runUrl})` : parts.join(", ");
            }(current.holder)} (token ${current.token})` : ` and it was since released by another holder (token ${current.token})`;
        }
    }),
    6408: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            NF: () => markReleased,
            rk: () => readStatus,
            V5: () => releaseThroughRenewer,
            Fc: () => stopRenewer
        });
        __nccwpck_require__(1421);
        __nccwpck_require__(7598);
        var external_node_fs_ = __nccwpck_require__(3024);
        const external_node_net_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");
        __nccwpck_require__(8161);
        __nccwpck_require__(6760);
        __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
        var backoff = __nccwpck_require__(9872);
        async function releaseThroughRenewer(renewer, signal, waitMs = 6e4) {
            const socket = await reachRenewer(renewer, signal);
            if (void 0 === socket || "never-started" === socket) return;
            if (!await ask(socket, "release", renewer.pid, waitMs, signal)) return;
            const final = readStatus(renewer.statusFile);
            return void 0 === final?.release ? void 0 : final;
        }
        async function stopRenewer(renewer, waitMs = 5e3) {
            const socket = await reachRenewer(renewer);
            if (void 0 === socket) return "gone";
            if ("never-started" === socket) return socket;
            await ask(socket, "stop", renewer.pid, waitMs);
            return "stopped";
        }
        async function reachRenewer(renewer, signal) {
            const {pid, statusFile} = renewer;
            if ("post" === function startClaimedBy(statusFile) {
                try {
                    return (0, external_node_fs_.readFileSync)(startClaimFile(statusFile), "utf8");
                } catch {
                    return;
                }
            }(statusFile)) return "never-started";
            if (!await pidWritten(pid, statusFile, 3e3, signal)) {
                if (!alive(pid)) return;
                if (function claimStart(statusFile, by) {
                    try {
                        (0, external_node_fs_.writeFileSync)(startClaimFile(statusFile), by, {
                            flag: "wx"
                        });
                        return !0;
                    } catch (error) {
                        if ("post" === by || "EEXIST" === error.code) return !1;
                        throw error;
                    }
                }(statusFile, "post")) return "never-started";
                await pidWritten(pid, statusFile, 1e4, signal);
            }
            return function openControl(control) {
                return new Promise(resolve => {
                    const socket = (0, external_node_net_namespaceObject.connect)(control);
                    socket.once("error", () => resolve(void 0));
                    socket.once("connect", () => {
                        socket.removeAllListeners("error");
                        socket.on("error", () => {});
                        resolve(socket);
                    });
                });
            }(renewer.control);
        }
        async function pidWritten(pid, statusFile, waitMs, signal) {
            const readyBy = Date.now() + waitMs;
            for (;readStatus(statusFile)?.pid !== pid; ) {
                if (!alive(pid) || Date.now() > readyBy || signal?.aborted) return !1;
                await (0, backoff.yy)(5);
            }
            return !0;
        }
        function startClaimFile(statusFile) {
            return `${statusFile}.started`;
        }
        async function ask(socket, request, pid, waitMs, signal) {
            const closed = new Promise(resolve => socket.once("close", () => resolve()));
            socket.write(`${request}\n`);
            if (await settlesWithin(closed, waitMs, signal)) return !0;
            socket.closed || sendSignal(pid, "SIGKILL");
            await settlesWithin(closed, 1e3);
            socket.destroy();
            return !1;
        }
        function settlesWithin(promise, ms, signal) {
            return new Promise(resolve => {
                if (signal?.aborted) return resolve(!1);
                const done = settled => {
                    clearTimeout(timer);
                    signal?.removeEventListener("abort", gaveUp);
                    resolve(settled);
                };
                const gaveUp = () => done(!1);
                const timer = setTimeout(gaveUp, ms);
                signal?.addEventListener("abort", gaveUp, {
                    once: !0
                });
                promise.then(() => done(!0), gaveUp);
            });
        }
        function alive(pid) {
            return void 0 !== function processIdentity(pid) {
                if (pid > 0) {
                    if (!function procAvailable() {
                        return (0, external_node_fs_.existsSync)("/proc/self/stat");
                    }()) return sendSignal(pid, 0) ? {
                        pid
                    } : void 0;
                    try {
                        const stat = (0, external_node_fs_.readFileSync)(`/proc/${pid}/stat`, "utf8");
                        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
                        if ("Z" === fields[0]) return;
                        return {
                            pid,
                            startTime: fields[19]
                        };
                    } catch {
                        return;
                    }
                }
            }(pid);
        }
        function validUntil(leaseEndsAt) {
            const validUntilMs = Math.floor(Date.now() + (leaseEndsAt - (0, backoff.XZ)()));
            return {
                validUntil: new Date(validUntilMs).toISOString(),
                validUntilMs
            };
        }
        function markReleased(statusFile, key, token) {
            (function writeStatus(file, status) {
                const withWallClock = "held" === status.state ? {
                    ...status,
                    ...validUntil(status.leaseEndsAt)
                } : status;
                (0, external_node_fs_.writeFileSync)(`${file}.tmp`, `${JSON.stringify(withWallClock, null, 2)}\n`);
                (0, external_node_fs_.renameSync)(`${file}.tmp`, file);
            })(statusFile, {
                state: "released",
                key,
                token: token ?? 0
            });
        }
        function readStatus(file) {
            try {
                return JSON.parse((0, external_node_fs_.readFileSync)(file, "utf8"));
            } catch {
                return;
            }
        }
        function sendSignal(pid, name) {
            try {
                process.kill(pid, name);
                return !0;
            } catch (error) {
                return "EPERM" === error.code;
            }
        }
    }),
    473: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            e: () => runStep
        });
        var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1915);
        var _lock_basics_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8929);
        class CancelledError extends _lock_basics_errors_js__WEBPACK_IMPORTED_MODULE_1__.Ui {}
        async function runStep(body) {
            const controller = new AbortController;
            const cancel = signal => {
                controller.abort(new CancelledError(`the step was cancelled (${signal})`));
            };
            process.once("SIGINT", cancel);
            process.once("SIGTERM", cancel);
            try {
                await body(controller.signal);
            } catch (error) {
                error instanceof _lock_basics_errors_js__WEBPACK_IMPORTED_MODULE_1__.Ui ? _actions_core__WEBPACK_IMPORTED_MODULE_0__.C1(error.message) : _actions_core__WEBPACK_IMPORTED_MODULE_0__.C1(error instanceof Error ? error.stack ?? error.message : String(error));
            } finally {
                process.off("SIGINT", cancel);
                process.off("SIGTERM", cancel);
            }
        }
    }),
    5678: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            c: () => STATE
        });
        const STATE = {
            handle: "lock-handle",
            token: "lock-token",
            etag: "lock-etag",
            ticket: "lock-ticket",
            holds: "lock-holds",
            holders: "lock-holders",
            renewerPid: "renewer-pid",
            renewerControl: "renewer-control",
            statusFile: "status-file",
            listingKey: "listing-key",
            listingInFlightUntil: "listing-in-flight-until",
            times: "times"
        };
    }),
    7668: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            gG: () => heldTooLong,
            Gr: () => logReleased,
            h0: () => readWarnAfter
        });
        var lib_core = __nccwpck_require__(1915);
        var duration = __nccwpck_require__(4278);
        const EVENT_PREFIX = "s3-lock-event";
        function readWarnAfter() {
            const text = lib_core.V4("warn-after");
            if ("" !== text) try {
                const ms = (0, duration.E9)(text);
                return ms > 0 ? ms : void 0;
            } catch (error) {
                if (error instanceof duration.N2) return;
                throw error;
            }
        }
        function heldTooLong(name, heldMs, warnAfterMs) {
            if (void 0 === warnAfterMs || void 0 === heldMs || heldMs <= warnAfterMs) return;
            const text = `held lock "${name}" for ${(0, duration.a3)(heldMs)}, longer than warn-after (${(0, 
            duration.a3)(warnAfterMs)})`;
            lib_core.$e(`Lock "${name}": this job ${text}`);
            return text;
        }
        function logReleased(facts) {
            lib_core.pq(function event_line_eventLine(kind, fields) {
                const body = {
                    event: kind
                };
                for (const [field, value] of Object.entries(fields)) "event" !== field && void 0 !== value && (body[field] = "number" == typeof value ? Math.round(value) : value);
                return `${EVENT_PREFIX} ${JSON.stringify(body)}`;
            }("released" === facts.outcome ? "released" : "lost", {
                lock: facts.name,
                location: facts.where,
                token: facts.token ?? null,
                heldMs: facts.heldMs ?? null,
                outcome: facts.outcome
            }));
        }
    }),
    9872: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            EY: () => backoffDelay,
            XZ: () => monotonicNow,
            yy: () => sleep
        });
        var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5718);
        function backoffDelay(attempt, baseMs = 100, capMs = 5e3) {
            const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
            return Math.floor((0, _clock_js__WEBPACK_IMPORTED_MODULE_0__.yT)().fraction() * ceiling);
        }
        function sleep(milliseconds, signal) {
            return new Promise((resolve, reject) => {
                if (signal?.aborted) return reject(signal.reason);
                const cancel = (0, _clock_js__WEBPACK_IMPORTED_MODULE_0__.pm)().later(Math.max(0, milliseconds), function done() {
                    signal?.removeEventListener("abort", abort);
                    resolve();
                });
                function abort() {
                    cancel();
                    reject(signal?.reason);
                }
                signal?.addEventListener("abort", abort, {
                    once: !0
                });
            });
        }
        function monotonicNow() {
            return (0, _clock_js__WEBPACK_IMPORTED_MODULE_0__.pm)().monotonicNow();
        }
    }),
    5718: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Wx: () => wallIso,
            pm: () => clock,
            yT: () => random
        });
        var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
        let installedClock = {
            monotonicNow: () => Number(process.hrtime.bigint() / 1000n) / 1e3,
            wallNow: () => Date.now(),
            timeout: ms => AbortSignal.timeout(ms),
            later(ms, run) {
                const timer = setTimeout(run, ms);
                return () => clearTimeout(timer);
            }
        };
        let installedRandom = {
            fraction: () => Math.random(),
            uuid: () => (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()
        };
        function clock() {
            return installedClock;
        }
        function random() {
            return installedRandom;
        }
        function wallIso() {
            return new Date(installedClock.wallNow()).toISOString();
        }
    }),
    4278: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            E9: () => parseDuration,
            N2: () => DurationError,
            a3: () => formatDuration
        });
        var ms__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9778);
        var ms__WEBPACK_IMPORTED_MODULE_0___default = __nccwpck_require__.n(ms__WEBPACK_IMPORTED_MODULE_0__);
        const SUB_MILLISECOND = {
            ns: 1e-6,
            us: .001,
            µs: .001,
            μs: .001
        };
        const PART = /(\d+(?:\.\d+)?|\.\d+)\s*([a-zµμ]+)/gi;
        class DurationError extends Error {}
        function parseDuration(text) {
            const value = text.trim();
            if (/^[+]?0+$/.test(value)) return 0;
            if (value.startsWith("-")) throw new DurationError(`"${text}" is negative`);
            const rest = value.replace(/^\+/, "");
            let total = 0;
            let consumed = "";
            for (const [whole, amount, unit] of rest.matchAll(PART)) {
                consumed += whole;
                const lower = unit.toLowerCase();
                const part = lower in SUB_MILLISECOND ? Number(amount) * SUB_MILLISECOND[lower] : ms__WEBPACK_IMPORTED_MODULE_0___default()(`${amount}${unit}`);
                if (void 0 === part || Number.isNaN(part)) throw new DurationError(`"${text}" has an unknown unit "${unit}"`);
                total += part;
            }
            if (consumed.replace(/\s/g, "") !== rest.replace(/\s/g, "") || "" === consumed) throw new DurationError(`"${text}" is not a duration`);
            return Math.floor(total);
        }
        function formatDuration(milliseconds) {
            if (milliseconds < 1e3) return `${Math.max(0, Math.round(milliseconds))}ms`;
            if (milliseconds < 1e4 && Math.round(milliseconds / 100) % 10 != 0) return `${(Math.round(milliseconds / 100) / 10).toFixed(1)}s`;
            let seconds = Math.round(milliseconds / 1e3);
            const hours = Math.floor(seconds / 3600);
            seconds -= 3600 * hours;
            const minutes = Math.floor(seconds / 60);
            seconds -= 60 * minutes;
            return [ hours && `${hours}h`, minutes && `${minutes}m`, seconds && `${seconds}s` ].filter(Boolean).join("") || "0s";
        }
    }),
    8929: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            E_: () => UnsafeStoreError,
            IC: () => StoreConfigError,
            Ui: () => UserFacingError,
            XB: () => LockTimeoutError,
            g_: () => HoldersMismatchError,
            kc: () => errorText,
            o2: () => StoreUnavailableError
        });
        class UserFacingError extends Error {}
        class StoreConfigError extends UserFacingError {
            code;
            constructor(message, code) {
                super(message);
                this.code = code;
            }
        }
        class StoreUnavailableError extends UserFacingError {
            noAnswer;
            constructor(message, noAnswer = !1) {
                super(message);
                this.noAnswer = noAnswer;
            }
        }
        class UnsafeStoreError extends UserFacingError {}
        class LockTimeoutError extends UserFacingError {}
        function errorText(error) {
            return error instanceof Error ? error.message : String(error);
        }
        class HoldersMismatchError extends UserFacingError {
            expiredHolder;
            constructor(message, expiredHolder) {
                super(message);
                this.expiredHolder = expiredHolder;
            }
        }
    }),
    1668: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            AB: () => hasRoom,
            EF: () => admittedInOrder,
            G2: () => MalformedSharedRecordError,
            IB: () => withNewPlace,
            P2: () => servedAboveSet,
            XH: () => isLeaseMs,
            fy: () => withRenewal,
            gU: () => withDeparted,
            jT: () => withHandedPlaces,
            kn: () => parseSharedRecord,
            l6: () => MAX_SERVED_ABOVE,
            p: () => serializeSharedRecord,
            rT: () => placeView,
            uB: () => emptySharedRecord,
            wV: () => heldLeaseMs,
            wm: () => withoutPlace,
            zW: () => isSharedText
        });
        var _single_lock_record_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9696);
        const MAX_SERVED_ABOVE = 64;
        const SERVED_ABOVE_KEPT = 2 * MAX_SERVED_ABOVE;
        class MalformedSharedRecordError extends Error {}
        function isSharedText(text) {
            try {
                const value = JSON.parse(text);
                return "object" == typeof value && null !== value && "shared" === value.state;
            } catch {
                return !1;
            }
        }
        function serializeSharedRecord(record) {
            return `${JSON.stringify(record, null, 2)}\n`;
        }
        function parseSharedRecord(text) {
            let value;
            try {
                value = JSON.parse(text);
            } catch {
                throw new MalformedSharedRecordError("the lock object is not JSON");
            }
            (0, _single_lock_record_js__WEBPACK_IMPORTED_MODULE_0__.Xh)(value, "the lock object", _single_lock_record_js__WEBPACK_IMPORTED_MODULE_0__.hl);
            if (!isObject(value) || value.version !== _single_lock_record_js__WEBPACK_IMPORTED_MODULE_0__.hl || "shared" !== value.state) throw new MalformedSharedRecordError("the lock object is not a lock with several holders");
            if (!isCount(value.limit) || value.limit < 1 || !isCount(value.token)) throw new MalformedSharedRecordError("the lock object has no valid limit or token");
            if (!Array.isArray(value.places)) throw new MalformedSharedRecordError("the lock object has no list of places");
            const places = value.places.map(parsePlace);
            const freed = Array.isArray(value.freed) ? value.freed.flatMap(parseFreed) : [];
            return {
                version: _single_lock_record_js__WEBPACK_IMPORTED_MODULE_0__.hl,
                state: "shared",
                limit: value.limit,
                token: value.token,
                ...isCount(value.ticket) && value.ticket > 0 ? {
                    ticket: value.ticket
                } : {},
                ...servedAboveOf(value.servedAbove, isCount(value.ticket) ? value.ticket : 0),
                places,
                freed
            };
        }
        function servedAboveOf(value, mark) {
            if (!Array.isArray(value)) return {};
            const above = value.filter(n => isCount(n) && n > mark);
            return above.length > 0 ? {
                servedAbove: above.slice(-SERVED_ABOVE_KEPT)
            } : {};
        }
        function servedAboveSet(record) {
            return new Set(record.servedAbove ?? []);
        }
        function parsePlace(value) {
            if (!isObject(value) || "string" != typeof value.owner || "" === value.owner || !isCount(value.token) || !isCount(value.leaseMs) || value.leaseMs < 1) throw new MalformedSharedRecordError("the lock object has a place it cannot read");
            return {
                owner: value.owner,
                token: value.token,
                leaseMs: value.leaseMs,
                renewals: isCount(value.renewals) ? value.renewals : 0,
                holder: isObject(value.holder) ? stringsOnly(value.holder) : {},
                acquiredAt: String(value.acquiredAt ?? ""),
                ...!0 === value.exclusive ? {
                    exclusive: !0
                } : {},
                ...isCount(value.ticket) && value.ticket > 0 ? {
                    ticket: value.ticket
                } : {},
                ...isLeaseMs(value.claimMs) ? {
                    claimMs: value.claimMs
                } : {}
            };
        }
        function heldLeaseMs(place) {
            return void 0 !== place.claimMs && 0 === place.renewals ? Math.min(place.claimMs, place.leaseMs) : place.leaseMs;
        }
        function parseFreed(value) {
            if (!isObject(value) || "string" != typeof value.owner || !isCount(value.token)) return [];
            const how = value.how;
            return "released" !== how && "forced" !== how && "expired" !== how ? [] : [ {
                owner: value.owner,
                token: value.token,
                how,
                ..."string" == typeof value.by ? {
                    by: value.by
                } : {}
            } ];
        }
        function hasRoom(places, limit, exclusive) {
            return exclusive ? 0 === places.length : places.length < limit && !places.some(place => place.exclusive);
        }
        function admittedInOrder(places, limit, queue) {
            let count = places.length;
            let exclusiveHeld = places.some(place => place.exclusive);
            let admitted = 0;
            for (const waiter of queue) {
                if (!(waiter.exclusive ? 0 === count : count < limit && !exclusiveHeld)) break;
                count++;
                exclusiveHeld ||= !0 === waiter.exclusive;
                admitted++;
            }
            return admitted;
        }
        function withNewPlace(record, live, place, limit, move) {
            const token = record.token + 1;
            const expired = record.places.filter(held => !live.includes(held));
            const {ticket, servedAbove} = movedMark(record, move);
            return {
                token,
                record: {
                    version: _single_lock_record_js__WEBPACK_IMPORTED_MODULE_0__.hl,
                    state: "shared",
                    limit,
                    token,
                    ...ticket > 0 ? {
                        ticket
                    } : {},
                    ...servedAbove.length > 0 ? {
                        servedAbove
                    } : {},
                    places: [ ...live, {
                        ...place,
                        token
                    } ],
                    freed: remember(record.freed, expired.map(held => ({
                        owner: held.owner,
                        token: held.token,
                        how: "expired"
                    })), limit)
                }
            };
        }
        function movedMark(record, move) {
            const above = record.servedAbove ?? [];
            if ("outOfOrder" in move) {
                const servedAbove = [ ...new Set([ ...above, move.outOfOrder ]) ].sort((a, b) => a - b);
                return {
                    ticket: record.ticket ?? 0,
                    servedAbove
                };
            }
            const ticket = Math.max(record.ticket ?? 0, move.mark ?? 0);
            return {
                ticket,
                servedAbove: above.filter(n => n > ticket)
            };
        }
        function withDeparted(record, departed) {
            const {ticket} = departed;
            if (void 0 !== ticket && ticket > (record.ticket ?? 0) && !servedAboveSet(record).has(ticket)) return {
                ...record,
                servedAbove: movedMark(record, {
                    outOfOrder: ticket
                }).servedAbove
            };
            if (!departed.unheard) return;
            const gone = {
                owner: departed.owner,
                token: record.token,
                how: "released"
            };
            return {
                ...record,
                freed: remember(record.freed, [ gone ], record.limit)
            };
        }
        function withHandedPlaces(record, line, acquiredAt) {
            const mark = record.ticket ?? 0;
            const served = servedAboveSet(record);
            const placed = new Set(record.places.map(place => place.owner));
            const unserved = line.filter(ticket => ticket.n > mark && !served.has(ticket.n) && !placed.has(ticket.id)).sort((a, b) => a.n - b.n);
            const fit = unserved.slice(0, admittedInOrder(record.places, record.limit, unserved));
            const leaseless = fit.findIndex(ticket => !isLeaseMs(ticket.leaseMs));
            const seated = -1 === leaseless ? fit : fit.slice(0, leaseless);
            const last = seated.at(-1);
            if (void 0 === last) return {
                record,
                handed: []
            };
            const places = seated.map((ticket, i) => ({
                owner: ticket.id,
                token: record.token + 1 + i,
                leaseMs: ticket.leaseMs,
                ...claimOf(ticket),
                renewals: 0,
                holder: ticket.holder,
                acquiredAt,
                ...ticket.exclusive ? {
                    exclusive: !0
                } : {},
                ticket: ticket.n
            }));
            const {ticket, servedAbove} = movedMark(record, {
                mark: last.n
            });
            return {
                handed: seated.map(seat => seat.n),
                record: {
                    version: _single_lock_record_js__WEBPACK_IMPORTED_MODULE_0__.hl,
                    state: "shared",
                    limit: record.limit,
                    token: record.token + places.length,
                    ticket,
                    ...servedAbove.length > 0 ? {
                        servedAbove
                    } : {},
                    places: [ ...record.places, ...places ],
                    freed: record.freed
                }
            };
        }
        function claimOf(ticket) {
            return isLeaseMs(ticket.claimMs) ? {
                claimMs: Math.min(ticket.leaseMs, ticket.claimMs)
            } : {};
        }
        function isLeaseMs(value) {
            return "number" == typeof value && Number.isSafeInteger(value) && value > 0;
        }
        function withRenewal(record, owner, renewals, holder) {
            if (record.places.some(place => place.owner === owner)) return {
                ...record,
                places: record.places.map(place => place.owner === owner ? function renewed(place, renewals, holder) {
                    const next = {
                        ...place,
                        renewals,
                        ...holder ? {
                            holder
                        } : {}
                    };
                    delete next.claimMs;
                    return next;
                }(place, renewals, holder) : place)
            };
        }
        function withoutPlace(record, match, how) {
            const freed = record.places.find(place => !(void 0 !== match.owner && place.owner !== match.owner || void 0 !== match.token && place.token !== match.token));
            if (void 0 !== freed) return {
                freed,
                record: {
                    ...record,
                    places: record.places.filter(place => place !== freed),
                    freed: remember(record.freed, [ {
                        owner: freed.owner,
                        token: freed.token,
                        how
                    } ], record.limit)
                }
            };
        }
        function remember(kept, more, limit) {
            return [ ...kept, ...more ].slice(-function freedKept(limit) {
                return Math.max(8, 2 * limit);
            }(limit));
        }
        function emptySharedRecord(limit, token, ticket) {
            return {
                version: _single_lock_record_js__WEBPACK_IMPORTED_MODULE_0__.hl,
                state: "shared",
                limit,
                token,
                ...void 0 !== ticket && ticket > 0 ? {
                    ticket
                } : {},
                places: [],
                freed: []
            };
        }
        function isObject(value) {
            return "object" == typeof value && null !== value && !Array.isArray(value);
        }
        function isCount(value) {
            return "number" == typeof value && Number.isSafeInteger(value) && value >= 0;
        }
        function stringsOnly(value) {
            return Object.fromEntries(Object.entries(value).filter(entry => "string" == typeof entry[1]));
        }
        function placeView(place, record) {
            return {
                version: _single_lock_record_js__WEBPACK_IMPORTED_MODULE_0__.hl,
                state: "held",
                token: place.token,
                owner: place.owner,
                leaseMs: heldLeaseMs(place),
                holder: place.holder,
                acquiredAt: place.acquiredAt,
                renewals: place.renewals,
                ...void 0 === place.ticket ? {} : {
                    ticket: place.ticket
                },
                holders: record.limit,
                ...place.exclusive ? {
                    exclusive: !0
                } : {}
            };
        }
    }),
    9696: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            BE: () => SharedRecordError,
            Bb: () => MalformedRecordError,
            Hh: () => parseRecord,
            Om: () => serializeRecord,
            Pt: () => pendingRecord,
            Xh: () => refuseNewerFormat,
            hl: () => RECORD_VERSION,
            mm: () => isPending,
            yw: () => withHold
        });
        var _basics_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8929);
        const RECORD_VERSION = 1;
        const AFTER = [ "released", "forced", "expired", "holder-gone", "created" ];
        const HOLD_HISTORY = 5;
        function withHold(holds, heldMs) {
            return [ ...holds ?? [], Math.max(0, Math.round(heldMs)) ].slice(-HOLD_HISTORY);
        }
        function pendingRecord() {
            return {
                version: RECORD_VERSION,
                state: "released",
                token: 0,
                releasedBy: "",
                releasedAt: "",
                holder: {},
                pending: !0
            };
        }
        function isPending(record) {
            return "released" === record?.state && !0 === record.pending;
        }
        class MalformedRecordError extends Error {}
        class NewerFormatError extends _basics_errors_js__WEBPACK_IMPORTED_MODULE_0__.Ui {}
        function refuseNewerFormat(value, where, readsFormat) {
            const version = value?.version;
            if (!("number" != typeof version || version <= readsFormat)) throw new NewerFormatError(`${where} was written by a newer release of s3-lock-action (lock format ${version}; this release reads format ${readsFormat}): use one release in every job that shares this lock`);
        }
        class SharedRecordError extends MalformedRecordError {
            limit;
            held;
            token;
            ticket;
            constructor(limit, held, token, ticket) {
                super(`the lock has ${limit} places (holders: ${limit})`);
                this.limit = limit;
                this.held = held;
                this.token = token;
                this.ticket = ticket;
            }
        }
        function serializeRecord(record) {
            return `${JSON.stringify(record, null, 2)}\n`;
        }
        function parseRecord(text) {
            let value;
            try {
                value = JSON.parse(text);
            } catch {
                throw new MalformedRecordError("the lock object is not JSON");
            }
            if (!isObject(value)) throw new MalformedRecordError("the lock object is not a JSON object");
            refuseNewerFormat(value, "the lock object", RECORD_VERSION);
            if (value.version !== RECORD_VERSION) throw new MalformedRecordError(`the lock object has unknown version ${String(value.version)}`);
            if (!isPositiveInteger(value.token)) throw new MalformedRecordError("the lock object has no valid token");
            const holder = isObject(value.holder) ? function stringsOnly(value) {
                return Object.fromEntries(Object.entries(value).filter(entry => "string" == typeof entry[1]));
            }(value.holder) : {};
            if (void 0 !== value.pending && (!0 !== value.pending || "released" !== value.state)) throw new MalformedRecordError("the lock object has an invalid pending mark");
            if ("held" === value.state) {
                if ("string" != typeof value.owner || "" === value.owner) throw new MalformedRecordError("the lock object has no owner");
                if (!isPositiveInteger(value.leaseMs)) throw new MalformedRecordError("the lock object has no valid lease");
                return {
                    version: RECORD_VERSION,
                    state: "held",
                    token: value.token,
                    owner: value.owner,
                    leaseMs: value.leaseMs,
                    holder,
                    acquiredAt: String(value.acquiredAt ?? ""),
                    renewals: isPositiveInteger(value.renewals) ? value.renewals : 0,
                    ..."string" == typeof value.after && AFTER.includes(value.after) ? {
                        after: value.after
                    } : {},
                    ...isPositiveInteger(value.clockAllowanceMs) ? {
                        clockAllowanceMs: value.clockAllowanceMs
                    } : {},
                    ...isPositiveInteger(value.ticket) ? {
                        ticket: value.ticket
                    } : {},
                    ...parseHolds(value.holds)
                };
            }
            if ("released" === value.state) return {
                version: RECORD_VERSION,
                state: "released",
                token: value.token,
                releasedBy: String(value.releasedBy ?? ""),
                releasedAt: String(value.releasedAt ?? ""),
                holder,
                ..."string" == typeof value.forcedBy ? {
                    forcedBy: value.forcedBy
                } : {},
                ...isPositiveInteger(value.ticket) ? {
                    ticket: value.ticket
                } : {},
                ...parseHolds(value.holds),
                ...!0 === value.pending ? {
                    pending: !0
                } : {}
            };
            if ("shared" === value.state) throw new SharedRecordError(isPositiveInteger(value.limit) ? value.limit : 0, Array.isArray(value.places) ? value.places.length : 0, value.token, isPositiveInteger(value.ticket) ? value.ticket : void 0);
            throw new MalformedRecordError(`the lock object has unknown state ${String(value.state)}`);
        }
        function parseHolds(value) {
            if (!Array.isArray(value)) return {};
            const holds = value.filter(isPositiveInteger).slice(-HOLD_HISTORY);
            return holds.length > 0 ? {
                holds
            } : {};
        }
        function isObject(value) {
            return "object" == typeof value && null !== value && !Array.isArray(value);
        }
        function isPositiveInteger(value) {
            return "number" == typeof value && Number.isSafeInteger(value) && value >= 0;
        }
    }),
    3044: ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => {
            try {
                var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1915);
                var _action_holder_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(6393);
                var _action_lock_handle_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2959);
                var _action_release_report_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1202);
                var _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6408);
                var _action_run_step_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(473);
                var _action_state_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5678);
                await (0, _action_run_step_js__WEBPACK_IMPORTED_MODULE_4__.e)(async signal => {
                    const listingKey = _actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.listingKey);
                    if ("" !== listingKey) {
                        const {releaseListingStep} = await Promise.all([ __nccwpck_require__.e(181), __nccwpck_require__.e(670) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 2670));
                        return releaseListingStep(signal, listingKey, "warn" === _actions_core__WEBPACK_IMPORTED_MODULE_0__.V4("on-lost") ? "warn" : "fail", Number(_actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.listingInFlightUntil)) || void 0);
                    }
                    const handleText = _actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.handle);
                    if ("" === handleText) {
                        _actions_core__WEBPACK_IMPORTED_MODULE_0__.pq("No lock was requested by the main step; nothing to release");
                        return;
                    }
                    const handle = (0, _action_lock_handle_js__WEBPACK_IMPORTED_MODULE_1__.S)(handleText, "state");
                    const tokenText = _actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.token);
                    const token = "" === tokenText ? void 0 : Number(tokenText);
                    const pid = Number(_actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.renewerPid));
                    const control = _actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.renewerControl);
                    const statusFile = _actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.statusFile);
                    const renewer = pid > 0 && "" !== control ? {
                        pid,
                        statusFile,
                        control
                    } : void 0;
                    const onLost = "warn" === _actions_core__WEBPACK_IMPORTED_MODULE_0__.V4("on-lost") ? "warn" : "fail";
                    const times = readTimes();
                    if (renewer && void 0 !== token) {
                        const status = await (0, _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__.V5)(renewer, signal);
                        if (status?.release && void 0 === status.release.error) {
                            _actions_core__WEBPACK_IMPORTED_MODULE_0__.pq(`Asked the lease renewer (pid ${renewer.pid}) to release the lock; it has done so`);
                            const context = {
                                handle,
                                where: status.release.where,
                                token,
                                onLost,
                                times,
                                renewed: !0
                            };
                            return (0, _action_release_report_js__WEBPACK_IMPORTED_MODULE_2__.iB)(context, renewer.statusFile, status, status.release.result);
                        }
                    }
                    const {releaseStep} = await Promise.all([ __nccwpck_require__.e(181), __nccwpck_require__.e(670) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 2670));
                    await releaseStep(signal, {
                        handle,
                        claim: {
                            token,
                            etag: _actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.etag) || void 0,
                            ticket: Number(_actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.ticket)) || void 0,
                            ...readHolds(),
                            holders: Number(_actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.holders)) || void 0,
                            holder: (0, _action_holder_js__WEBPACK_IMPORTED_MODULE_6__.x)(_actions_core__WEBPACK_IMPORTED_MODULE_0__.V4("context"))
                        },
                        confirmed: void 0 !== token,
                        renewer,
                        onLost,
                        times
                    });
                });
                function readTimes() {
                    try {
                        return JSON.parse(_actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.times));
                    } catch {
                        return;
                    }
                }
                function readHolds() {
                    try {
                        const saved = JSON.parse(_actions_core__WEBPACK_IMPORTED_MODULE_0__.Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__.c.holds));
                        const holds = Array.isArray(saved.holds) ? saved.holds.filter(Number.isFinite) : [];
                        return "number" == typeof saved.since ? {
                            holds,
                            heldSince: saved.since
                        } : {
                            holds
                        };
                    } catch {
                        return {};
                    }
                }
                __webpack_async_result__();
            } catch (e) {
                __webpack_async_result__(e);
            }
        }, 1);
    }),
    6698: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");
    }),
    1421: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
    }),
    7598: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
    }),
    3024: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
    }),
    1455: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
    }),
    7067: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
    }),
    4708: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");
    }),
    8161: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
    }),
    6760: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
    }),
    1708: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");
    }),
    7075: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
    }),
    7975: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
    }),
    8522: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");
    }),
    1915: ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            V4: () => getInput,
            Gu: () => getState,
            pq: () => info,
            C1: () => setFailed,
            z: () => summary,
            $e: () => warning
        });
        const external_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");
        function utils_toCommandValue(input) {
            return null == input ? "" : "string" == typeof input || input instanceof String ? input : JSON.stringify(input);
        }
        function utils_toCommandProperties(annotationProperties) {
            return Object.keys(annotationProperties).length ? {
                title: annotationProperties.title,
                file: annotationProperties.file,
                line: annotationProperties.startLine,
                endLine: annotationProperties.endLine,
                col: annotationProperties.startColumn,
                endColumn: annotationProperties.endColumn
            } : {};
        }
        function command_issueCommand(command, properties, message) {
            const cmd = new Command(command, properties, message);
            process.stdout.write(cmd.toString() + external_os_namespaceObject.EOL);
        }
        class Command {
            constructor(command, properties, message) {
                command || (command = "missing.command");
                this.command = command;
                this.properties = properties;
                this.message = message;
            }
            toString() {
                let cmdStr = "::" + this.command;
                if (this.properties && Object.keys(this.properties).length > 0) {
                    cmdStr += " ";
                    let first = !0;
                    for (const key in this.properties) if (this.properties.hasOwnProperty(key)) {
                        const val = this.properties[key];
                        if (val) {
                            first ? first = !1 : cmdStr += ",";
                            cmdStr += `${key}=${escapeProperty(val)}`;
                        }
                    }
                }
                cmdStr += `::${function escapeData(s) {
                    return utils_toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
                }(this.message)}`;
                return cmdStr;
            }
        }
        function escapeProperty(s) {
            return utils_toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
        }
        __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");
        const external_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
        __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
        var summary_awaiter = function(thisArg, _arguments, P, generator) {
            return new (P || (P = Promise))(function(resolve, reject) {
                function fulfilled(value) {
                    try {
                        step(generator.next(value));
                    } catch (e) {
                        reject(e);
                    }
                }
                function rejected(value) {
                    try {
                        step(generator.throw(value));
                    } catch (e) {
                        reject(e);
                    }
                }
                function step(result) {
                    result.done ? resolve(result.value) : function adopt(value) {
                        return value instanceof P ? value : new P(function(resolve) {
                            resolve(value);
                        });
                    }(result.value).then(fulfilled, rejected);
                }
                step((generator = generator.apply(thisArg, _arguments || [])).next());
            });
        };
        const {access, appendFile, writeFile} = external_fs_namespaceObject.promises;
        const summary = new class Summary {
            constructor() {
                this._buffer = "";
            }
            filePath() {
                return summary_awaiter(this, void 0, void 0, function*() {
                    if (this._filePath) return this._filePath;
                    const pathFromEnv = process.env.GITHUB_STEP_SUMMARY;
                    if (!pathFromEnv) throw new Error("Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.");
                    try {
                        yield access(pathFromEnv, external_fs_namespaceObject.constants.R_OK | external_fs_namespaceObject.constants.W_OK);
                    } catch (_a) {
                        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
                    }
                    this._filePath = pathFromEnv;
                    return this._filePath;
                });
            }
            wrap(tag, content, attrs = {}) {
                const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
                return content ? `<${tag}${htmlAttrs}>${content}</${tag}>` : `<${tag}${htmlAttrs}>`;
            }
            write(options) {
                return summary_awaiter(this, void 0, void 0, function*() {
                    const overwrite = !!(null == options ? void 0 : options.overwrite);
                    const filePath = yield this.filePath();
                    const writeFunc = overwrite ? writeFile : appendFile;
                    yield writeFunc(filePath, this._buffer, {
                        encoding: "utf8"
                    });
                    return this.emptyBuffer();
                });
            }
            clear() {
                return summary_awaiter(this, void 0, void 0, function*() {
                    return this.emptyBuffer().write({
                        overwrite: !0
                    });
                });
            }
            stringify() {
                return this._buffer;
            }
            isEmptyBuffer() {
                return 0 === this._buffer.length;
            }
            emptyBuffer() {
                this._buffer = "";
                return this;
            }
            addRaw(text, addEOL = !1) {
                this._buffer += text;
                return addEOL ? this.addEOL() : this;
            }
            addEOL() {
                return this.addRaw(external_os_namespaceObject.EOL);
            }
            addCodeBlock(code, lang) {
                const attrs = Object.assign({}, lang && {
                    lang
                });
                const element = this.wrap("pre", this.wrap("code", code), attrs);
                return this.addRaw(element).addEOL();
            }
            addList(items, ordered = !1) {
                const tag = ordered ? "ol" : "ul";
                const listItems = items.map(item => this.wrap("li", item)).join("");
                const element = this.wrap(tag, listItems);
                return this.addRaw(element).addEOL();
            }
            addTable(rows) {
                const tableBody = rows.map(row => {
                    const cells = row.map(cell => {
                        if ("string" == typeof cell) return this.wrap("td", cell);
                        const {header, data, colspan, rowspan} = cell;
                        const tag = header ? "th" : "td";
                        const attrs = Object.assign(Object.assign({}, colspan && {
                            colspan
                        }), rowspan && {
                            rowspan
                        });
                        return this.wrap(tag, data, attrs);
                    }).join("");
                    return this.wrap("tr", cells);
                }).join("");
                const element = this.wrap("table", tableBody);
                return this.addRaw(element).addEOL();
            }
            addDetails(label, content) {
                const element = this.wrap("details", this.wrap("summary", label) + content);
                return this.addRaw(element).addEOL();
            }
            addImage(src, alt, options) {
                const {width, height} = options || {};
                const attrs = Object.assign(Object.assign({}, width && {
                    width
                }), height && {
                    height
                });
                const element = this.wrap("img", null, Object.assign({
                    src,
                    alt
                }, attrs));
                return this.addRaw(element).addEOL();
            }
            addHeading(text, level) {
                const tag = `h${level}`;
                const allowedTag = [ "h1", "h2", "h3", "h4", "h5", "h6" ].includes(tag) ? tag : "h1";
                const element = this.wrap(allowedTag, text);
                return this.addRaw(element).addEOL();
            }
            addSeparator() {
                const element = this.wrap("hr", null);
                return this.addRaw(element).addEOL();
            }
            addBreak() {
                const element = this.wrap("br", null);
                return this.addRaw(element).addEOL();
            }
            addQuote(text, cite) {
                const attrs = Object.assign({}, cite && {
                    cite
                });
                const element = this.wrap("blockquote", text, attrs);
                return this.addRaw(element).addEOL();
            }
            addLink(text, href) {
                const element = this.wrap("a", text, {
                    href
                });
                return this.addRaw(element).addEOL();
            }
        };
        external_os_namespaceObject.platform();
        external_os_namespaceObject.arch();
        var ExitCode;
        (function(ExitCode) {
            ExitCode[ExitCode.Success = 0] = "Success";
            ExitCode[ExitCode.Failure = 1] = "Failure";
        })(ExitCode || (ExitCode = {}));
        function getInput(name, options) {
            const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
            if (options && options.required && !val) throw new Error(`Input required and not supplied: ${name}`);
            return options && !1 === options.trimWhitespace ? val : val.trim();
        }
        function setFailed(message) {
            process.exitCode = ExitCode.Failure;
            (function error(message, properties = {}) {
                command_issueCommand("error", utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
            })(message);
        }
        function warning(message, properties = {}) {
            command_issueCommand("warning", utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
        }
        function info(message) {
            process.stdout.write(message + external_os_namespaceObject.EOL);
        }
        function getState(name) {
            return process.env[`STATE_${name}`] || "";
        }
    })
};

var __webpack_module_cache__ = {};

function __nccwpck_require__(moduleId) {
    var cachedModule = __webpack_module_cache__[moduleId];
    if (void 0 !== cachedModule) return cachedModule.exports;
    var module = __webpack_module_cache__[moduleId] = {
        exports: {}
    };
    var threw = !0;
    try {
        __webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
        threw = !1;
    } finally {
        threw && delete __webpack_module_cache__[moduleId];
    }
    return module.exports;
}

__nccwpck_require__.m = __webpack_modules__;

__nccwpck_require__.ab = decodeURIComponent(new URL(".", import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";

webpackQueues = "function" == typeof Symbol ? Symbol("webpack queues") : "__webpack_queues__", 
webpackExports = "function" == typeof Symbol ? Symbol("webpack exports") : "__webpack_exports__", 
webpackError = "function" == typeof Symbol ? Symbol("webpack error") : "__webpack_error__", 
resolveQueue = queue => {
    if (queue && queue.d < 1) {
        queue.d = 1;
        queue.forEach(fn => fn.r--);
        queue.forEach(fn => fn.r-- ? fn.r++ : fn());
    }
}, __nccwpck_require__.a = (module, body, hasAwait) => {
    var queue;
    hasAwait && ((queue = []).d = -1);
    var depQueues = new Set;
    var exports = module.exports;
    var currentDeps;
    var outerResolve;
    var reject;
    var promise = new Promise((resolve, rej) => {
        reject = rej;
        outerResolve = resolve;
    });
    promise[webpackExports] = exports;
    promise[webpackQueues] = fn => (queue && fn(queue), depQueues.forEach(fn), promise.catch(x => {}));
    module.exports = promise;
    body(deps => {
        currentDeps = (deps => deps.map(dep => {
            if (null !== dep && "object" == typeof dep) {
                if (dep[webpackQueues]) return dep;
                if (dep.then) {
                    var queue = [];
                    queue.d = 0;
                    dep.then(r => {
                        obj[webpackExports] = r;
                        resolveQueue(queue);
                    }, e => {
                        obj[webpackError] = e;
                        resolveQueue(queue);
                    });
                    var obj = {};
                    obj[webpackQueues] = fn => fn(queue);
                    return obj;
                }
            }
            var ret = {};
            ret[webpackQueues] = x => {};
            ret[webpackExports] = dep;
            return ret;
        }))(deps);
        var fn;
        var getResult = () => currentDeps.map(d => {
            if (d[webpackError]) throw d[webpackError];
            return d[webpackExports];
        });
        var promise = new Promise(resolve => {
            (fn = () => resolve(getResult)).r = 0;
            var fnQueue = q => q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, 
            q.push(fn)));
            currentDeps.map(dep => dep[webpackQueues](fnQueue));
        });
        return fn.r ? promise : getResult();
    }, err => (err ? reject(promise[webpackError] = err) : outerResolve(exports), resolveQueue(queue)));
    queue && queue.d < 0 && (queue.d = 0);
};

var webpackQueues, webpackExports, webpackError, resolveQueue;

__nccwpck_require__.n = module => {
    var getter = module && module.__esModule ? () => module.default : () => module;
    __nccwpck_require__.d(getter, {
        a: getter
    });
    return getter;
};

getProto = Object.getPrototypeOf ? obj => Object.getPrototypeOf(obj) : obj => obj.__proto__, 
__nccwpck_require__.t = function(value, mode) {
    1 & mode && (value = this(value));
    if (8 & mode) return value;
    if ("object" == typeof value && value) {
        if (4 & mode && value.__esModule) return value;
        if (16 & mode && "function" == typeof value.then) return value;
    }
    var ns = Object.create(null);
    __nccwpck_require__.r(ns);
    var def = {};
    leafPrototypes = leafPrototypes || [ null, getProto({}), getProto([]), getProto(getProto) ];
    for (var current = 2 & mode && value; "object" == typeof current && !~leafPrototypes.indexOf(current); current = getProto(current)) Object.getOwnPropertyNames(current).forEach(key => def[key] = () => value[key]);
    def.default = () => value;
    __nccwpck_require__.d(ns, def);
    return ns;
};

var getProto, leafPrototypes;

__nccwpck_require__.d = (exports, definition) => {
    for (var key in definition) __nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key) && Object.defineProperty(exports, key, {
        enumerable: !0,
        get: definition[key]
    });
};

(() => {
    __nccwpck_require__.f = {};
    __nccwpck_require__.e = chunkId => Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
        __nccwpck_require__.f[key](chunkId, promises);
        return promises;
    }, []));
})();

__nccwpck_require__.u = chunkId => chunkId + ".index.js";

__nccwpck_require__.o = (obj, prop) => Object.prototype.hasOwnProperty.call(obj, prop);

__nccwpck_require__.r = exports => {
    "undefined" != typeof Symbol && Symbol.toStringTag && Object.defineProperty(exports, Symbol.toStringTag, {
        value: "Module"
    });
    Object.defineProperty(exports, "__esModule", {
        value: !0
    });
};

installedChunks = {
    792: 0
}, installChunk = data => {
    var {ids, modules, runtime} = data;
    var moduleId, chunkId, i = 0;
    for (moduleId in modules) __nccwpck_require__.o(modules, moduleId) && (__nccwpck_require__.m[moduleId] = modules[moduleId]);
    runtime && runtime(__nccwpck_require__);
    for (;i < ids.length; i++) {
        chunkId = ids[i];
        __nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId] && installedChunks[chunkId][0]();
        installedChunks[ids[i]] = 0;
    }
}, __nccwpck_require__.f.j = (chunkId, promises) => {
    var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : void 0;
    if (0 !== installedChunkData) if (installedChunkData) promises.push(installedChunkData[1]); else {
        var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, e => {
            0 !== installedChunks[chunkId] && (installedChunks[chunkId] = void 0);
            throw e;
        });
        promise = Promise.race([ promise, new Promise(resolve => installedChunkData = installedChunks[chunkId] = [ resolve ]) ]);
        promises.push(installedChunkData[1] = promise);
    }
};

var installedChunks, installChunk;

var __webpack_exports__ = __nccwpck_require__(3044);

__webpack_exports__ = await __webpack_exports__;