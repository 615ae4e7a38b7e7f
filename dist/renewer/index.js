import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";

var __webpack_modules__ = {
    3039: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            RN: () => CONFIG_ENV,
            vN: () => claimStart,
            I9: () => processIdentity,
            K_: () => stillRunning,
            Kn: () => writeStatus
        });
        __nccwpck_require__(1421);
        __nccwpck_require__(7598);
        var external_node_fs_ = __nccwpck_require__(3024);
        __nccwpck_require__(7030);
        __nccwpck_require__(8161);
        __nccwpck_require__(6760);
        __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
        var backoff = __nccwpck_require__(9872);
        const CONFIG_ENV = "S3_LOCK_RENEWER_CONFIG";
        function claimStart(statusFile, by) {
            try {
                (0, external_node_fs_.writeFileSync)(function startClaimFile(statusFile) {
                    return `${statusFile}.started`;
                }(statusFile), by, {
                    flag: "wx"
                });
                return !0;
            } catch (error) {
                if ("post" === by || "EEXIST" === error.code) return !1;
                throw error;
            }
        }
        function processIdentity(pid) {
            if (pid > 0) {
                if (!function procAvailable() {
                    return (0, external_node_fs_.existsSync)("/proc/self/stat");
                }()) return function sendSignal(pid, name) {
                    try {
                        process.kill(pid, name);
                        return !0;
                    } catch (error) {
                        return "EPERM" === error.code;
                    }
                }(pid, 0) ? {
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
        }
        function stillRunning(identity) {
            const now = processIdentity(identity.pid);
            return void 0 !== now && now.startTime === identity.startTime;
        }
        function writeStatus(file, status) {
            const withWallClock = "held" === status.state ? {
                ...status,
                ...validUntil(status.leaseEndsAt)
            } : status;
            (0, external_node_fs_.writeFileSync)(`${file}.tmp`, `${JSON.stringify(withWallClock, null, 2)}\n`);
            (0, external_node_fs_.renameSync)(`${file}.tmp`, file);
        }
        function validUntil(leaseEndsAt) {
            const validUntilMs = Math.floor(Date.now() + (leaseEndsAt - (0, backoff.XZ)()));
            return {
                validUntil: new Date(validUntilMs).toISOString(),
                validUntilMs
            };
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
    4314: ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => {
            try {
                var node_net__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7030);
                var _lock_basics_backoff_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9872);
                var _lock_basics_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8929);
                var _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3039);
                const config = JSON.parse(process.env[_action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__.RN] ?? "");
                const LOAD_AFTER_MS = 250;
                const stop = new AbortController;
                let releaseRequested = !1;
                let stoppedBecause;
                process.on("SIGTERM", () => stop.abort());
                process.on("SIGINT", () => stop.abort());
                const control = (0, node_net__WEBPACK_IMPORTED_MODULE_0__.createServer)(socket => {
                    socket.on("error", () => {});
                    socket.setEncoding("utf8");
                    socket.on("data", text => {
                        const request = text.trim();
                        "release" === request && (releaseRequested = !0);
                        "release" !== request && "stop" !== request || stop.abort();
                    });
                });
                function jobGone(why) {
                    stoppedBecause ??= why;
                    releaseRequested = !0;
                    stop.abort();
                }
                const watcher = setInterval(() => {
                    config.watch && !(0, _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__.K_)(config.watch) && jobGone(`the runner process that started the job (pid ${config.watch.pid}) has exited`);
                }, 1e3);
                const lifetime = setTimeout(() => jobGone("it reached the longest time a job can run"), config.maxLifetimeMs);
                const common = {
                    key: config.key,
                    token: config.claim.token,
                    pid: process.pid,
                    pidStartTime: (0, _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__.I9)(process.pid)?.startTime
                };
                try {
                    (0, _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__.vN)(config.statusFile, "renewer") || exit(0);
                    await (server = control, path = config.control, new Promise((resolve, reject) => {
                        server.once("error", reject);
                        server.listen(path, () => resolve());
                    }));
                    (0, _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__.Kn)(config.statusFile, {
                        ...common,
                        state: "held",
                        etag: config.claim.etag,
                        renewals: config.claim.renewals,
                        leaseEndsAt: config.leaseStartedAt + config.claim.leaseMs - (config.claim.clockAllowanceMs ?? 0)
                    });
                    await (0, _lock_basics_backoff_js__WEBPACK_IMPORTED_MODULE_1__.yy)(Math.min(LOAD_AFTER_MS, config.intervalMs / 4), stop.signal).catch(() => {});
                    const {renewThenRelease} = await Promise.all([ __nccwpck_require__.e(833), __nccwpck_require__.e(796) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 2796));
                    const {final, release} = await renewThenRelease(config, stop.signal, () => releaseRequested, status => (0, 
                    _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__.Kn)(config.statusFile, {
                        ...status,
                        ...common
                    }));
                    (0, _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__.Kn)(config.statusFile, {
                        ...finalStatus(final, release),
                        ...common,
                        release,
                        exited: !0,
                        ...void 0 === stoppedBecause ? {} : {
                            stoppedBecause
                        }
                    });
                    exit(0);
                } catch (error) {
                    (0, _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__.Kn)(config.statusFile, {
                        ...common,
                        state: "lost",
                        reason: "lapsed",
                        at: (new Date).toISOString(),
                        detail: `the renewer failed and stopped renewing: ${(0, _lock_basics_errors_js__WEBPACK_IMPORTED_MODULE_2__.kc)(error)}`,
                        exited: !0
                    });
                    exit(1);
                }
                function finalStatus(final, release) {
                    const common = {
                        key: config.key,
                        token: config.claim.token
                    };
                    if ("lost" === final.state) return {
                        ...final,
                        ...common
                    };
                    const result = release?.result;
                    const counts = {
                        renewals: final.renewals,
                        failedRenewals: final.failedRenewals
                    };
                    return "released" === result?.kind ? {
                        ...common,
                        ...counts,
                        state: "released"
                    } : "not-owner" === result?.kind || "gone" === result?.kind ? {
                        ...common,
                        state: "lost",
                        reason: "taken-over",
                        at: (new Date).toISOString(),
                        ..."not-owner" === result.kind ? {
                            current: result.current
                        } : {},
                        detail: "gone" === result.kind ? "the release found the lock removed by someone else" : "the release found the lock held by someone else"
                    } : {
                        ...common,
                        ...final,
                        state: "stopped"
                    };
                }
                function exit(code) {
                    control.listening && control.close();
                    clearInterval(watcher);
                    clearTimeout(lifetime);
                    process.exit(code);
                }
                __webpack_async_result__();
            } catch (e) {
                __webpack_async_result__(e);
            }
            var server, path;
        }, 1);
    }),
    6982: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");
    }),
    9896: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
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
    7030: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");
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
    857: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");
    }),
    6928: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
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

var __webpack_exports__ = __nccwpck_require__(4314);

__webpack_exports__ = await __webpack_exports__;