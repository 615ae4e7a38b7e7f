export const id = 413;

export const ids = [ 413 ];

export const modules = {
    9413: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.r(__webpack_exports__);
        __webpack_require__.d(__webpack_exports__, {
            holdCommand: () => holdCommand,
            liftCommand: () => liftCommand,
            readTarget: () => readTarget
        });
        var external_node_crypto_ = __webpack_require__(7598);
        var backoff = __webpack_require__(9872);
        var deadlines = __webpack_require__(6469);
        var duration = __webpack_require__(4278);
        var errors = __webpack_require__(8929);
        var hold_registry = __webpack_require__(6685);
        var holds = __webpack_require__(1212);
        var s3_store = __webpack_require__(1489);
        var hold_text = __webpack_require__(5820);
        var cli_args = __webpack_require__(5700);
        var pause_mark = __webpack_require__(9148);
        var lease = __webpack_require__(6541);
        var listing_lock = __webpack_require__(3743);
        var lock_record = __webpack_require__(9696);
        var lock_view = __webpack_require__(9382);
        class HolderWatch {
            seen=new Map;
            mayRun(name, etag, leaseMs) {
                const now = (0, backoff.XZ)();
                let first = this.seen.get(name);
                first?.etag !== etag && this.seen.set(name, first = {
                    etag,
                    at: now
                });
                const version = {
                    leaseMs,
                    clockAllowanceMs: 0,
                    lastModifiedMs: 0,
                    firstSeenAt: first.at
                };
                return (0, lease.Vz)(version, void 0, now) > 0;
            }
        }
        async function findHolders(store, target, watch = new HolderWatch) {
            const names = target.endsWith("/") ? await async function lockNamesUnder(store, prefix) {
                const {keys} = await store.list(prefix, (0, deadlines.ux)(deadlines.bK));
                return keys.map(({key}) => key).filter(key => !key.startsWith(".s3-lock/") && !key.includes("/.s3-lock/") && !(0, 
                listing_lock.Dk)(key));
            }(store, "/" === target ? "" : target) : [ target ];
            const seen = [];
            for (const name of names) {
                const read = await store.read(name, void 0, (0, deadlines.ux)(deadlines.bK));
                if ("forbidden" === read.kind) throw new errors.IC(read.explanation);
                if ("present" !== read.kind) continue;
                let view;
                try {
                    view = (0, lock_view.du)(name, store.where(name), read.object, read.serverNowMs);
                } catch (error) {
                    if (error instanceof lock_record.Bb) continue;
                    throw error;
                }
                if (view.shared) for (const place of view.shared.places) seen.push({
                    name,
                    token: place.token,
                    holder: place.holder,
                    paused: isPaused(place.holder)
                }); else if ("held" === view.record.state && watch.mayRun(name, view.etag, view.record.leaseMs)) {
                    const holder = view.record.holder;
                    seen.push({
                        name,
                        token: view.record.token,
                        holder,
                        paused: isPaused(holder)
                    });
                }
            }
            return seen;
        }
        function isPaused(holder) {
            return void 0 !== (0, pause_mark.jd)(holder);
        }
        var holder = __webpack_require__(7978);
        var options = __webpack_require__(8964);
        var output = __webpack_require__(1844);
        const MAX_REASON = 500;
        const WAIT_POLL_MS = 1e3;
        async function holdCommand(args) {
            const [targetArg] = (0, cli_args.g9)(args, [ "the lock name or prefix/" ]);
            const target = readTarget(targetArg);
            const reason = ((0, cli_args.Pp)(args, "reason") ?? "").trim();
            if ("" === reason || reason.length > MAX_REASON) throw new cli_args.eb(`--reason: required, 1 to ${MAX_REASON} characters (what people waiting will read)`);
            const maxMs = args.options.has("max") ? durationOf(args, "max") : holds.My;
            if (!args.options.has("for")) throw new cli_args.eb("--for: required, how long the hold lasts (e.g. 2h, 30m)");
            const forMs = durationOf(args, "for");
            if (forMs < 1e3 || forMs > maxMs) throw new cli_args.eb(`--for: must be from 1s to ${(0, 
            duration.a3)(maxMs)} (got ${(0, duration.a3)(forMs)}); raise the cap on purpose with --max`);
            const by = readBy(args);
            const storeArgs = (0, options.vq)(args);
            const store = new s3_store.zT((0, options.S2)(storeArgs));
            const hold = {
                id: (0, external_node_crypto_.randomUUID)().slice(0, 8),
                target,
                reason,
                by,
                forMs,
                setAt: (new Date).toISOString()
            };
            await (0, hold_registry.KH)(store, active => ({
                holds: [ ...active.filter(other => other.target !== target).map(hold_registry.GY), hold ],
                events: [ {
                    event: "hold",
                    id: hold.id,
                    target,
                    reason,
                    by,
                    at: hold.setAt,
                    forMs
                } ]
            }), (0, deadlines.ux)(deadlines.bK));
            (0, output.yy)(`Held ${(0, hold_text.Z3)(target)} for ${(0, duration.a3)(forMs)} (hold ${hold.id}): ${(0, 
            hold_text.TZ)(hold, void 0)}`);
            (0, output.yy)(`Lift it with: ${(0, hold_text.Ul)(target, storeArgs.bucket)}`);
            const watch = new HolderWatch;
            let holders = await findHolders(store, target, watch);
            (function printHolders(holders) {
                if (0 !== holders.length) for (const seen of holders) (0, output.yy)(`${seen.name}: ${(0, 
                holder.zc)(seen.holder)} (token ${seen.token}) ` + (seen.paused ? "holds it, paused by a hold" : "holds it and will finish (use --wait to wait for it)")); else (0, 
                output.yy)("Nobody holds a lock under it: no job starts there until the hold is lifted or ends");
            })(holders);
            if (!(0, cli_args.Jt)(args, "wait")) return 0;
            const until = Date.now() + forMs;
            for (;holders.some(seen => !seen.paused); ) {
                if (Date.now() > until) {
                    (0, output.yy)("The hold has ended while holders were still running");
                    return 1;
                }
                await (0, backoff.yy)(WAIT_POLL_MS);
                const now = await findHolders(store, target, watch);
                for (const gone of holders.filter(seen => !seen.paused && !isStill(seen, now))) (0, 
                output.yy)(`${gone.name}: ${(0, holder.zc)(gone.holder)} (token ${gone.token}) is no longer running`);
                holders = now;
            }
            (0, output.yy)(`Nothing under the hold is running now: no job starts on ${(0, hold_text.Z3)(target)} until it is lifted or ends`);
            return 0;
        }
        async function liftCommand(args) {
            const [targetArg] = (0, cli_args.g9)(args, [ "the lock name or prefix/" ]);
            const target = readTarget(targetArg);
            const liftedBy = readBy(args);
            const store = new s3_store.zT((0, options.S2)((0, options.vq)(args)));
            let lifted;
            await (0, hold_registry.KH)(store, active => {
                const hold = active.find(other => other.target === target);
                if (void 0 === hold) {
                    const others = active.filter(other => (0, holds.hU)(other.target, target) || (0, 
                    holds.hU)(target, other.target));
                    throw new errors.Ui(`no hold on ${(0, hold_text.Z3)(target)}` + (0 === others.length ? "" : `; it is under ${others.map(other => `the hold on ${(0, 
                    hold_text.Z3)(other.target)}`).join(", ")}`));
                }
                lifted = hold;
                return {
                    holds: active.filter(other => other !== hold).map(hold_registry.GY),
                    events: [ {
                        event: "unhold",
                        id: hold.id,
                        target,
                        reason: hold.reason,
                        by: hold.by,
                        liftedBy,
                        at: (new Date).toISOString()
                    } ]
                };
            }, (0, deadlines.ux)(deadlines.bK));
            (0, output.yy)(`Lifted the hold on ${(0, hold_text.Z3)(target)} (hold ${lifted?.id ?? "?"}, set by ${lifted?.by ?? "?"})`);
            return 0;
        }
        function readTarget(text) {
            if ("/" === text) return text;
            if (text.endsWith("/")) {
                (0, options.VY)(text.slice(0, -1));
                return text;
            }
            return (0, options.VY)(text);
        }
        function durationOf(args, name) {
            const text = (0, cli_args.Pp)(args, name) ?? "";
            try {
                return (0, duration.E9)(text);
            } catch (error) {
                if (error instanceof duration.N2) throw new cli_args.eb(`--${name}: ${error.message}; use a duration such as 2h, 30m or 3d`);
                throw error;
            }
        }
        function readBy(args) {
            const given = (0, cli_args.Pp)(args, "by") ?? process.env.S3_LOCK_BY ?? "";
            return "" !== given.trim() ? given.trim().slice(0, 200) : process.env.GITHUB_ACTOR || (0, 
            holder.ZL)();
        }
        function isStill(seen, now) {
            return now.some(other => other.name === seen.name && other.token === seen.token && !other.paused);
        }
    })
};