export const id = 575;

export const ids = [ 575 ];

export const modules = {
    734: ((module, __unused_webpack_exports, __webpack_require__) => {
        __webpack_require__(5215);
        const Dispatcher = __webpack_require__(6089);
        __webpack_require__(7454);
        __webpack_require__(7479);
        __webpack_require__(3779);
        const ProxyAgent = __webpack_require__(4942);
        __webpack_require__(5579);
        __webpack_require__(8056);
        const errors = __webpack_require__(5793);
        const util = __webpack_require__(586);
        const {InvalidArgumentError} = errors;
        const api = __webpack_require__(8833);
        __webpack_require__(6962);
        __webpack_require__(9271);
        __webpack_require__(2107);
        __webpack_require__(2646);
        __webpack_require__(1427);
        __webpack_require__(2406);
        const {getGlobalDispatcher, setGlobalDispatcher} = __webpack_require__(5319);
        __webpack_require__(6037);
        __webpack_require__(7424);
        __webpack_require__(1946);
        Object.assign(Dispatcher.prototype, api);
        module.exports.kT = ProxyAgent;
        __webpack_require__(92), __webpack_require__(9636), __webpack_require__(410), __webpack_require__(1893);
        util.parseHeaders, util.headerNameToString;
        function makeDispatcher(fn) {
            return (url, opts, handler) => {
                if ("function" == typeof opts) {
                    handler = opts;
                    opts = null;
                }
                if (!url || "string" != typeof url && "object" != typeof url && !(url instanceof URL)) throw new InvalidArgumentError("invalid url");
                if (null != opts && "object" != typeof opts) throw new InvalidArgumentError("invalid opts");
                if (opts && null != opts.path) {
                    if ("string" != typeof opts.path) throw new InvalidArgumentError("invalid opts.path");
                    let path = opts.path;
                    opts.path.startsWith("/") || (path = `/${path}`);
                    url = new URL(util.parseOrigin(url).origin + path);
                } else {
                    opts || (opts = "object" == typeof url ? url : {});
                    url = util.parseURL(url);
                }
                const {agent, dispatcher = getGlobalDispatcher()} = opts;
                if (agent) throw new InvalidArgumentError("unsupported opts.agent. Did you mean opts.client?");
                return fn.call(dispatcher, {
                    ...opts,
                    origin: url.origin,
                    path: url.search ? `${url.pathname}${url.search}` : url.pathname,
                    method: opts.method || (opts.body ? "PUT" : "GET")
                }, handler);
            };
        }
        const fetchImpl = __webpack_require__(7532).fetch;
        module.exports.hd = async function fetch(init, options = void 0) {
            try {
                return await fetchImpl(init, options);
            } catch (err) {
                err && "object" == typeof err && Error.captureStackTrace(err);
                throw err;
            }
        };
        __webpack_require__(1470).Headers;
        __webpack_require__(9141).Response;
        __webpack_require__(5601).Request;
        __webpack_require__(1112).FormData;
        globalThis.File ?? __webpack_require__(4573).File;
        __webpack_require__(5969).FileReader;
        const {setGlobalOrigin, getGlobalOrigin} = __webpack_require__(3109);
        const {CacheStorage} = __webpack_require__(1627);
        const {kConstruct} = __webpack_require__(1519);
        new CacheStorage(kConstruct);
        const {deleteCookie, getCookies, getSetCookies, setCookie} = __webpack_require__(3775);
        const {parseMIMEType, serializeAMimeType} = __webpack_require__(2318);
        const {CloseEvent, ErrorEvent, MessageEvent} = __webpack_require__(2494);
        __webpack_require__(2920).WebSocket;
        makeDispatcher(api.request);
        makeDispatcher(api.stream);
        makeDispatcher(api.pipeline);
        makeDispatcher(api.connect);
        makeDispatcher(api.upgrade);
        const {EventSource} = __webpack_require__(2328);
    }),
    8608: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {addAbortListener} = __webpack_require__(586);
        const {RequestAbortedError} = __webpack_require__(5793);
        const kListener = Symbol("kListener");
        const kSignal = Symbol("kSignal");
        function abort(self) {
            self.abort ? self.abort(self[kSignal]?.reason) : self.reason = self[kSignal]?.reason ?? new RequestAbortedError;
            removeSignal(self);
        }
        function removeSignal(self) {
            if (self[kSignal]) {
                "removeEventListener" in self[kSignal] ? self[kSignal].removeEventListener("abort", self[kListener]) : self[kSignal].removeListener("abort", self[kListener]);
                self[kSignal] = null;
                self[kListener] = null;
            }
        }
        module.exports = {
            addSignal: function addSignal(self, signal) {
                self.reason = null;
                self[kSignal] = null;
                self[kListener] = null;
                if (signal) if (signal.aborted) abort(self); else {
                    self[kSignal] = signal;
                    self[kListener] = () => {
                        abort(self);
                    };
                    addAbortListener(self[kSignal], self[kListener]);
                }
            },
            removeSignal
        };
    }),
    9086: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const {AsyncResource} = __webpack_require__(6698);
        const {InvalidArgumentError, SocketError} = __webpack_require__(5793);
        const util = __webpack_require__(586);
        const {addSignal, removeSignal} = __webpack_require__(8608);
        class ConnectHandler extends AsyncResource {
            constructor(opts, callback) {
                if (!opts || "object" != typeof opts) throw new InvalidArgumentError("invalid opts");
                if ("function" != typeof callback) throw new InvalidArgumentError("invalid callback");
                const {signal, opaque, responseHeaders} = opts;
                if (signal && "function" != typeof signal.on && "function" != typeof signal.addEventListener) throw new InvalidArgumentError("signal must be an EventEmitter or EventTarget");
                super("UNDICI_CONNECT");
                this.opaque = opaque || null;
                this.responseHeaders = responseHeaders || null;
                this.callback = callback;
                this.abort = null;
                addSignal(this, signal);
            }
            onConnect(abort, context) {
                if (this.reason) abort(this.reason); else {
                    assert(this.callback);
                    this.abort = abort;
                    this.context = context;
                }
            }
            onHeaders() {
                throw new SocketError("bad connect", null);
            }
            onUpgrade(statusCode, rawHeaders, socket) {
                const {callback, opaque, context} = this;
                removeSignal(this);
                this.callback = null;
                let headers = rawHeaders;
                null != headers && (headers = "raw" === this.responseHeaders ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders));
                this.runInAsyncScope(callback, null, null, {
                    statusCode,
                    headers,
                    socket,
                    opaque,
                    context
                });
            }
            onError(err) {
                const {callback, opaque} = this;
                removeSignal(this);
                if (callback) {
                    this.callback = null;
                    queueMicrotask(() => {
                        this.runInAsyncScope(callback, null, err, {
                            opaque
                        });
                    });
                }
            }
        }
        module.exports = function connect(opts, callback) {
            if (void 0 === callback) return new Promise((resolve, reject) => {
                connect.call(this, opts, (err, data) => err ? reject(err) : resolve(data));
            });
            try {
                const connectHandler = new ConnectHandler(opts, callback);
                this.dispatch({
                    ...opts,
                    method: "CONNECT"
                }, connectHandler);
            } catch (err) {
                if ("function" != typeof callback) throw err;
                const opaque = opts?.opaque;
                queueMicrotask(() => callback(err, {
                    opaque
                }));
            }
        };
    }),
    9972: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {Readable, Duplex, PassThrough} = __webpack_require__(7075);
        const {InvalidArgumentError, InvalidReturnValueError, RequestAbortedError} = __webpack_require__(5793);
        const util = __webpack_require__(586);
        const {AsyncResource} = __webpack_require__(6698);
        const {addSignal, removeSignal} = __webpack_require__(8608);
        const assert = __webpack_require__(4589);
        const kResume = Symbol("resume");
        class PipelineRequest extends Readable {
            constructor() {
                super({
                    autoDestroy: !0
                });
                this[kResume] = null;
            }
            _read() {
                const {[kResume]: resume} = this;
                if (resume) {
                    this[kResume] = null;
                    resume();
                }
            }
            _destroy(err, callback) {
                this._read();
                callback(err);
            }
        }
        class PipelineResponse extends Readable {
            constructor(resume) {
                super({
                    autoDestroy: !0
                });
                this[kResume] = resume;
            }
            _read() {
                this[kResume]();
            }
            _destroy(err, callback) {
                err || this._readableState.endEmitted || (err = new RequestAbortedError);
                callback(err);
            }
        }
        class PipelineHandler extends AsyncResource {
            constructor(opts, handler) {
                if (!opts || "object" != typeof opts) throw new InvalidArgumentError("invalid opts");
                if ("function" != typeof handler) throw new InvalidArgumentError("invalid handler");
                const {signal, method, opaque, onInfo, responseHeaders} = opts;
                if (signal && "function" != typeof signal.on && "function" != typeof signal.addEventListener) throw new InvalidArgumentError("signal must be an EventEmitter or EventTarget");
                if ("CONNECT" === method) throw new InvalidArgumentError("invalid method");
                if (onInfo && "function" != typeof onInfo) throw new InvalidArgumentError("invalid onInfo callback");
                super("UNDICI_PIPELINE");
                this.opaque = opaque || null;
                this.responseHeaders = responseHeaders || null;
                this.handler = handler;
                this.abort = null;
                this.context = null;
                this.onInfo = onInfo || null;
                this.req = (new PipelineRequest).on("error", util.nop);
                this.ret = new Duplex({
                    readableObjectMode: opts.objectMode,
                    autoDestroy: !0,
                    read: () => {
                        const {body} = this;
                        body?.resume && body.resume();
                    },
                    write: (chunk, encoding, callback) => {
                        const {req} = this;
                        req.push(chunk, encoding) || req._readableState.destroyed ? callback() : req[kResume] = callback;
                    },
                    destroy: (err, callback) => {
                        const {body, req, res, ret, abort} = this;
                        err || ret._readableState.endEmitted || (err = new RequestAbortedError);
                        abort && err && abort();
                        util.destroy(body, err);
                        util.destroy(req, err);
                        util.destroy(res, err);
                        removeSignal(this);
                        callback(err);
                    }
                }).on("prefinish", () => {
                    const {req} = this;
                    req.push(null);
                });
                this.res = null;
                addSignal(this, signal);
            }
            onConnect(abort, context) {
                const {ret, res} = this;
                if (this.reason) abort(this.reason); else {
                    assert(!res, "pipeline cannot be retried");
                    assert(!ret.destroyed);
                    this.abort = abort;
                    this.context = context;
                }
            }
            onHeaders(statusCode, rawHeaders, resume) {
                const {opaque, handler, context} = this;
                if (statusCode < 200) {
                    if (this.onInfo) {
                        const headers = "raw" === this.responseHeaders ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders);
                        this.onInfo({
                            statusCode,
                            headers
                        });
                    }
                    return;
                }
                this.res = new PipelineResponse(resume);
                let body;
                try {
                    this.handler = null;
                    const headers = "raw" === this.responseHeaders ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders);
                    body = this.runInAsyncScope(handler, null, {
                        statusCode,
                        headers,
                        opaque,
                        body: this.res,
                        context
                    });
                } catch (err) {
                    this.res.on("error", util.nop);
                    throw err;
                }
                if (!body || "function" != typeof body.on) throw new InvalidReturnValueError("expected Readable");
                body.on("data", chunk => {
                    const {ret, body} = this;
                    !ret.push(chunk) && body.pause && body.pause();
                }).on("error", err => {
                    const {ret} = this;
                    util.destroy(ret, err);
                }).on("end", () => {
                    const {ret} = this;
                    ret.push(null);
                }).on("close", () => {
                    const {ret} = this;
                    ret._readableState.ended || util.destroy(ret, new RequestAbortedError);
                });
                this.body = body;
            }
            onData(chunk) {
                const {res} = this;
                return res.push(chunk);
            }
            onComplete(trailers) {
                const {res} = this;
                res.push(null);
            }
            onError(err) {
                const {ret} = this;
                this.handler = null;
                util.destroy(ret, err);
            }
        }
        module.exports = function pipeline(opts, handler) {
            try {
                const pipelineHandler = new PipelineHandler(opts, handler);
                this.dispatch({
                    ...opts,
                    body: pipelineHandler.req
                }, pipelineHandler);
                return pipelineHandler.ret;
            } catch (err) {
                return (new PassThrough).destroy(err);
            }
        };
    }),
    2481: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const {Readable} = __webpack_require__(1433);
        const {InvalidArgumentError, RequestAbortedError} = __webpack_require__(5793);
        const util = __webpack_require__(586);
        const {getResolveErrorBodyCallback} = __webpack_require__(5225);
        const {AsyncResource} = __webpack_require__(6698);
        class RequestHandler extends AsyncResource {
            constructor(opts, callback) {
                if (!opts || "object" != typeof opts) throw new InvalidArgumentError("invalid opts");
                const {signal, method, opaque, body, onInfo, responseHeaders, throwOnError, highWaterMark} = opts;
                try {
                    if ("function" != typeof callback) throw new InvalidArgumentError("invalid callback");
                    if (highWaterMark && ("number" != typeof highWaterMark || highWaterMark < 0)) throw new InvalidArgumentError("invalid highWaterMark");
                    if (signal && "function" != typeof signal.on && "function" != typeof signal.addEventListener) throw new InvalidArgumentError("signal must be an EventEmitter or EventTarget");
                    if ("CONNECT" === method) throw new InvalidArgumentError("invalid method");
                    if (onInfo && "function" != typeof onInfo) throw new InvalidArgumentError("invalid onInfo callback");
                    super("UNDICI_REQUEST");
                } catch (err) {
                    util.isStream(body) && util.destroy(body.on("error", util.nop), err);
                    throw err;
                }
                this.method = method;
                this.responseHeaders = responseHeaders || null;
                this.opaque = opaque || null;
                this.callback = callback;
                this.res = null;
                this.abort = null;
                this.body = body;
                this.trailers = {};
                this.context = null;
                this.onInfo = onInfo || null;
                this.throwOnError = throwOnError;
                this.highWaterMark = highWaterMark;
                this.signal = signal;
                this.reason = null;
                this.removeAbortListener = null;
                util.isStream(body) && body.on("error", err => {
                    this.onError(err);
                });
                this.signal && (this.signal.aborted ? this.reason = this.signal.reason ?? new RequestAbortedError : this.removeAbortListener = util.addAbortListener(this.signal, () => {
                    this.reason = this.signal.reason ?? new RequestAbortedError;
                    this.res ? util.destroy(this.res.on("error", util.nop), this.reason) : this.abort && this.abort(this.reason);
                    if (this.removeAbortListener) {
                        this.res?.off("close", this.removeAbortListener);
                        this.removeAbortListener();
                        this.removeAbortListener = null;
                    }
                }));
            }
            onConnect(abort, context) {
                if (this.reason) abort(this.reason); else {
                    assert(this.callback);
                    this.abort = abort;
                    this.context = context;
                }
            }
            onHeaders(statusCode, rawHeaders, resume, statusMessage) {
                const {callback, opaque, abort, context, responseHeaders, highWaterMark} = this;
                const headers = "raw" === responseHeaders ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders);
                if (statusCode < 200) {
                    this.onInfo && this.onInfo({
                        statusCode,
                        headers
                    });
                    return;
                }
                const parsedHeaders = "raw" === responseHeaders ? util.parseHeaders(rawHeaders) : headers;
                const contentType = parsedHeaders["content-type"];
                const contentLength = parsedHeaders["content-length"];
                const res = new Readable({
                    resume,
                    abort,
                    contentType,
                    contentLength: "HEAD" !== this.method && contentLength ? Number(contentLength) : null,
                    highWaterMark
                });
                this.removeAbortListener && res.on("close", this.removeAbortListener);
                this.callback = null;
                this.res = res;
                null !== callback && (this.throwOnError && statusCode >= 400 ? this.runInAsyncScope(getResolveErrorBodyCallback, null, {
                    callback,
                    body: res,
                    contentType,
                    statusCode,
                    statusMessage,
                    headers
                }) : this.runInAsyncScope(callback, null, null, {
                    statusCode,
                    headers,
                    trailers: this.trailers,
                    opaque,
                    body: res,
                    context
                }));
            }
            onData(chunk) {
                return this.res.push(chunk);
            }
            onComplete(trailers) {
                util.parseHeaders(trailers, this.trailers);
                this.res.push(null);
            }
            onError(err) {
                const {res, callback, body, opaque} = this;
                if (callback) {
                    this.callback = null;
                    queueMicrotask(() => {
                        this.runInAsyncScope(callback, null, err, {
                            opaque
                        });
                    });
                }
                if (res) {
                    this.res = null;
                    queueMicrotask(() => {
                        util.destroy(res, err);
                    });
                }
                if (body) {
                    this.body = null;
                    util.destroy(body, err);
                }
                if (this.removeAbortListener) {
                    res?.off("close", this.removeAbortListener);
                    this.removeAbortListener();
                    this.removeAbortListener = null;
                }
            }
        }
        module.exports = function request(opts, callback) {
            if (void 0 === callback) return new Promise((resolve, reject) => {
                request.call(this, opts, (err, data) => err ? reject(err) : resolve(data));
            });
            try {
                this.dispatch(opts, new RequestHandler(opts, callback));
            } catch (err) {
                if ("function" != typeof callback) throw err;
                const opaque = opts?.opaque;
                queueMicrotask(() => callback(err, {
                    opaque
                }));
            }
        };
        module.exports.RequestHandler = RequestHandler;
    }),
    7170: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const {finished, PassThrough} = __webpack_require__(7075);
        const {InvalidArgumentError, InvalidReturnValueError} = __webpack_require__(5793);
        const util = __webpack_require__(586);
        const {getResolveErrorBodyCallback} = __webpack_require__(5225);
        const {AsyncResource} = __webpack_require__(6698);
        const {addSignal, removeSignal} = __webpack_require__(8608);
        class StreamHandler extends AsyncResource {
            constructor(opts, factory, callback) {
                if (!opts || "object" != typeof opts) throw new InvalidArgumentError("invalid opts");
                const {signal, method, opaque, body, onInfo, responseHeaders, throwOnError} = opts;
                try {
                    if ("function" != typeof callback) throw new InvalidArgumentError("invalid callback");
                    if ("function" != typeof factory) throw new InvalidArgumentError("invalid factory");
                    if (signal && "function" != typeof signal.on && "function" != typeof signal.addEventListener) throw new InvalidArgumentError("signal must be an EventEmitter or EventTarget");
                    if ("CONNECT" === method) throw new InvalidArgumentError("invalid method");
                    if (onInfo && "function" != typeof onInfo) throw new InvalidArgumentError("invalid onInfo callback");
                    super("UNDICI_STREAM");
                } catch (err) {
                    util.isStream(body) && util.destroy(body.on("error", util.nop), err);
                    throw err;
                }
                this.responseHeaders = responseHeaders || null;
                this.opaque = opaque || null;
                this.factory = factory;
                this.callback = callback;
                this.res = null;
                this.abort = null;
                this.context = null;
                this.trailers = null;
                this.body = body;
                this.onInfo = onInfo || null;
                this.throwOnError = throwOnError || !1;
                util.isStream(body) && body.on("error", err => {
                    this.onError(err);
                });
                addSignal(this, signal);
            }
            onConnect(abort, context) {
                if (this.reason) abort(this.reason); else {
                    assert(this.callback);
                    this.abort = abort;
                    this.context = context;
                }
            }
            onHeaders(statusCode, rawHeaders, resume, statusMessage) {
                const {factory, opaque, context, callback, responseHeaders} = this;
                const headers = "raw" === responseHeaders ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders);
                if (statusCode < 200) {
                    this.onInfo && this.onInfo({
                        statusCode,
                        headers
                    });
                    return;
                }
                this.factory = null;
                let res;
                if (this.throwOnError && statusCode >= 400) {
                    const contentType = ("raw" === responseHeaders ? util.parseHeaders(rawHeaders) : headers)["content-type"];
                    res = new PassThrough;
                    this.callback = null;
                    this.runInAsyncScope(getResolveErrorBodyCallback, null, {
                        callback,
                        body: res,
                        contentType,
                        statusCode,
                        statusMessage,
                        headers
                    });
                } else {
                    if (null === factory) return;
                    res = this.runInAsyncScope(factory, null, {
                        statusCode,
                        headers,
                        opaque,
                        context
                    });
                    if (!res || "function" != typeof res.write || "function" != typeof res.end || "function" != typeof res.on) throw new InvalidReturnValueError("expected Writable");
                    finished(res, {
                        readable: !1
                    }, err => {
                        const {callback, res, opaque, trailers, abort} = this;
                        this.res = null;
                        !err && res.readable || util.destroy(res, err);
                        this.callback = null;
                        this.runInAsyncScope(callback, null, err || null, {
                            opaque,
                            trailers
                        });
                        err && abort();
                    });
                }
                res.on("drain", resume);
                this.res = res;
                return !0 !== (void 0 !== res.writableNeedDrain ? res.writableNeedDrain : res._writableState?.needDrain);
            }
            onData(chunk) {
                const {res} = this;
                return !res || res.write(chunk);
            }
            onComplete(trailers) {
                const {res} = this;
                removeSignal(this);
                if (res) {
                    this.trailers = util.parseHeaders(trailers);
                    res.end();
                }
            }
            onError(err) {
                const {res, callback, opaque, body} = this;
                removeSignal(this);
                this.factory = null;
                if (res) {
                    this.res = null;
                    util.destroy(res, err);
                } else if (callback) {
                    this.callback = null;
                    queueMicrotask(() => {
                        this.runInAsyncScope(callback, null, err, {
                            opaque
                        });
                    });
                }
                if (body) {
                    this.body = null;
                    util.destroy(body, err);
                }
            }
        }
        module.exports = function stream(opts, factory, callback) {
            if (void 0 === callback) return new Promise((resolve, reject) => {
                stream.call(this, opts, factory, (err, data) => err ? reject(err) : resolve(data));
            });
            try {
                this.dispatch(opts, new StreamHandler(opts, factory, callback));
            } catch (err) {
                if ("function" != typeof callback) throw err;
                const opaque = opts?.opaque;
                queueMicrotask(() => callback(err, {
                    opaque
                }));
            }
        };
    }),
    5792: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {InvalidArgumentError, SocketError} = __webpack_require__(5793);
        const {AsyncResource} = __webpack_require__(6698);
        const util = __webpack_require__(586);
        const {addSignal, removeSignal} = __webpack_require__(8608);
        const assert = __webpack_require__(4589);
        class UpgradeHandler extends AsyncResource {
            constructor(opts, callback) {
                if (!opts || "object" != typeof opts) throw new InvalidArgumentError("invalid opts");
                if ("function" != typeof callback) throw new InvalidArgumentError("invalid callback");
                const {signal, opaque, responseHeaders} = opts;
                if (signal && "function" != typeof signal.on && "function" != typeof signal.addEventListener) throw new InvalidArgumentError("signal must be an EventEmitter or EventTarget");
                super("UNDICI_UPGRADE");
                this.responseHeaders = responseHeaders || null;
                this.opaque = opaque || null;
                this.callback = callback;
                this.abort = null;
                this.context = null;
                addSignal(this, signal);
            }
            onConnect(abort, context) {
                if (this.reason) abort(this.reason); else {
                    assert(this.callback);
                    this.abort = abort;
                    this.context = null;
                }
            }
            onHeaders() {
                throw new SocketError("bad upgrade", null);
            }
            onUpgrade(statusCode, rawHeaders, socket) {
                assert(101 === statusCode);
                const {callback, opaque, context} = this;
                removeSignal(this);
                this.callback = null;
                const headers = "raw" === this.responseHeaders ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders);
                this.runInAsyncScope(callback, null, null, {
                    headers,
                    socket,
                    opaque,
                    context
                });
            }
            onError(err) {
                const {callback, opaque} = this;
                removeSignal(this);
                if (callback) {
                    this.callback = null;
                    queueMicrotask(() => {
                        this.runInAsyncScope(callback, null, err, {
                            opaque
                        });
                    });
                }
            }
        }
        module.exports = function upgrade(opts, callback) {
            if (void 0 === callback) return new Promise((resolve, reject) => {
                upgrade.call(this, opts, (err, data) => err ? reject(err) : resolve(data));
            });
            try {
                const upgradeHandler = new UpgradeHandler(opts, callback);
                this.dispatch({
                    ...opts,
                    method: opts.method || "GET",
                    upgrade: opts.protocol || "Websocket"
                }, upgradeHandler);
            } catch (err) {
                if ("function" != typeof callback) throw err;
                const opaque = opts?.opaque;
                queueMicrotask(() => callback(err, {
                    opaque
                }));
            }
        };
    }),
    8833: ((module, __unused_webpack_exports, __webpack_require__) => {
        module.exports.request = __webpack_require__(2481);
        module.exports.stream = __webpack_require__(7170);
        module.exports.pipeline = __webpack_require__(9972);
        module.exports.upgrade = __webpack_require__(5792);
        module.exports.connect = __webpack_require__(9086);
    }),
    1433: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const {Readable} = __webpack_require__(7075);
        const {RequestAbortedError, NotSupportedError, InvalidArgumentError, AbortError} = __webpack_require__(5793);
        const util = __webpack_require__(586);
        const {ReadableStreamFrom} = __webpack_require__(586);
        const kConsume = Symbol("kConsume");
        const kReading = Symbol("kReading");
        const kBody = Symbol("kBody");
        const kAbort = Symbol("kAbort");
        const kContentType = Symbol("kContentType");
        const kContentLength = Symbol("kContentLength");
        const noop = () => {};
        async function consume(stream, type) {
            assert(!stream[kConsume]);
            return new Promise((resolve, reject) => {
                if (function isUnusable(self) {
                    return util.isDisturbed(self) || function isLocked(self) {
                        return self[kBody] && !0 === self[kBody].locked || self[kConsume];
                    }(self);
                }(stream)) {
                    const rState = stream._readableState;
                    rState.destroyed && !1 === rState.closeEmitted ? stream.on("error", err => {
                        reject(err);
                    }).on("close", () => {
                        reject(new TypeError("unusable"));
                    }) : reject(rState.errored ?? new TypeError("unusable"));
                } else queueMicrotask(() => {
                    stream[kConsume] = {
                        type,
                        stream,
                        resolve,
                        reject,
                        length: 0,
                        body: []
                    };
                    stream.on("error", function(err) {
                        consumeFinish(this[kConsume], err);
                    }).on("close", function() {
                        null !== this[kConsume].body && consumeFinish(this[kConsume], new RequestAbortedError);
                    });
                    (function consumeStart(consume) {
                        if (null === consume.body) return;
                        const {_readableState: state} = consume.stream;
                        if (state.bufferIndex) {
                            const start = state.bufferIndex;
                            const end = state.buffer.length;
                            for (let n = start; n < end; n++) consumePush(consume, state.buffer[n]);
                        } else for (const chunk of state.buffer) consumePush(consume, chunk);
                        state.endEmitted ? consumeEnd(this[kConsume]) : consume.stream.on("end", function() {
                            consumeEnd(this[kConsume]);
                        });
                        consume.stream.resume();
                        for (;null != consume.stream.read(); ) ;
                    })(stream[kConsume]);
                });
            });
        }
        function chunksDecode(chunks, length) {
            if (0 === chunks.length || 0 === length) return "";
            const buffer = 1 === chunks.length ? chunks[0] : Buffer.concat(chunks, length);
            const bufferLength = buffer.length;
            const start = bufferLength > 2 && 239 === buffer[0] && 187 === buffer[1] && 191 === buffer[2] ? 3 : 0;
            return buffer.utf8Slice(start, bufferLength);
        }
        function chunksConcat(chunks, length) {
            if (0 === chunks.length || 0 === length) return new Uint8Array(0);
            if (1 === chunks.length) return new Uint8Array(chunks[0]);
            const buffer = new Uint8Array(Buffer.allocUnsafeSlow(length).buffer);
            let offset = 0;
            for (let i = 0; i < chunks.length; ++i) {
                const chunk = chunks[i];
                buffer.set(chunk, offset);
                offset += chunk.length;
            }
            return buffer;
        }
        function consumeEnd(consume) {
            const {type, body, resolve, stream, length} = consume;
            try {
                "text" === type ? resolve(chunksDecode(body, length)) : "json" === type ? resolve(JSON.parse(chunksDecode(body, length))) : "arrayBuffer" === type ? resolve(chunksConcat(body, length).buffer) : "blob" === type ? resolve(new Blob(body, {
                    type: stream[kContentType]
                })) : "bytes" === type && resolve(chunksConcat(body, length));
                consumeFinish(consume);
            } catch (err) {
                stream.destroy(err);
            }
        }
        function consumePush(consume, chunk) {
            consume.length += chunk.length;
            consume.body.push(chunk);
        }
        function consumeFinish(consume, err) {
            if (null !== consume.body) {
                err ? consume.reject(err) : consume.resolve();
                consume.type = null;
                consume.stream = null;
                consume.resolve = null;
                consume.reject = null;
                consume.length = 0;
                consume.body = null;
            }
        }
        module.exports = {
            Readable: class BodyReadable extends Readable {
                constructor({resume, abort, contentType = "", contentLength, highWaterMark = 65536}) {
                    super({
                        autoDestroy: !0,
                        read: resume,
                        highWaterMark
                    });
                    this._readableState.dataEmitted = !1;
                    this[kAbort] = abort;
                    this[kConsume] = null;
                    this[kBody] = null;
                    this[kContentType] = contentType;
                    this[kContentLength] = contentLength;
                    this[kReading] = !1;
                }
                destroy(err) {
                    err || this._readableState.endEmitted || (err = new RequestAbortedError);
                    err && this[kAbort]();
                    return super.destroy(err);
                }
                _destroy(err, callback) {
                    this[kReading] ? callback(err) : setImmediate(() => {
                        callback(err);
                    });
                }
                on(ev, ...args) {
                    "data" !== ev && "readable" !== ev || (this[kReading] = !0);
                    return super.on(ev, ...args);
                }
                addListener(ev, ...args) {
                    return this.on(ev, ...args);
                }
                off(ev, ...args) {
                    const ret = super.off(ev, ...args);
                    "data" !== ev && "readable" !== ev || (this[kReading] = this.listenerCount("data") > 0 || this.listenerCount("readable") > 0);
                    return ret;
                }
                removeListener(ev, ...args) {
                    return this.off(ev, ...args);
                }
                push(chunk) {
                    if (this[kConsume] && null !== chunk) {
                        consumePush(this[kConsume], chunk);
                        return !this[kReading] || super.push(chunk);
                    }
                    return super.push(chunk);
                }
                async text() {
                    return consume(this, "text");
                }
                async json() {
                    return consume(this, "json");
                }
                async blob() {
                    return consume(this, "blob");
                }
                async bytes() {
                    return consume(this, "bytes");
                }
                async arrayBuffer() {
                    return consume(this, "arrayBuffer");
                }
                async formData() {
                    throw new NotSupportedError;
                }
                get bodyUsed() {
                    return util.isDisturbed(this);
                }
                get body() {
                    if (!this[kBody]) {
                        this[kBody] = ReadableStreamFrom(this);
                        if (this[kConsume]) {
                            this[kBody].getReader();
                            assert(this[kBody].locked);
                        }
                    }
                    return this[kBody];
                }
                async dump(opts) {
                    let limit = Number.isFinite(opts?.limit) ? opts.limit : 131072;
                    const signal = opts?.signal;
                    if (null != signal && ("object" != typeof signal || !("aborted" in signal))) throw new InvalidArgumentError("signal must be an AbortSignal");
                    signal?.throwIfAborted();
                    return this._readableState.closeEmitted ? null : await new Promise((resolve, reject) => {
                        this[kContentLength] > limit && this.destroy(new AbortError);
                        const onAbort = () => {
                            this.destroy(signal.reason ?? new AbortError);
                        };
                        signal?.addEventListener("abort", onAbort);
                        this.on("close", function() {
                            signal?.removeEventListener("abort", onAbort);
                            signal?.aborted ? reject(signal.reason ?? new AbortError) : resolve(null);
                        }).on("error", noop).on("data", function(chunk) {
                            limit -= chunk.length;
                            limit <= 0 && this.destroy();
                        }).resume();
                    });
                }
            },
            chunksDecode
        };
    }),
    5225: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const {ResponseStatusCodeError} = __webpack_require__(5793);
        const {chunksDecode} = __webpack_require__(1433);
        const isContentTypeApplicationJson = contentType => contentType.length > 15 && "/" === contentType[11] && "a" === contentType[0] && "p" === contentType[1] && "p" === contentType[2] && "l" === contentType[3] && "i" === contentType[4] && "c" === contentType[5] && "a" === contentType[6] && "t" === contentType[7] && "i" === contentType[8] && "o" === contentType[9] && "n" === contentType[10] && "j" === contentType[12] && "s" === contentType[13] && "o" === contentType[14] && "n" === contentType[15];
        const isContentTypeText = contentType => contentType.length > 4 && "/" === contentType[4] && "t" === contentType[0] && "e" === contentType[1] && "x" === contentType[2] && "t" === contentType[3];
        module.exports = {
            getResolveErrorBodyCallback: async function getResolveErrorBodyCallback({callback, body, contentType, statusCode, statusMessage, headers}) {
                assert(body);
                let chunks = [];
                let length = 0;
                try {
                    for await (const chunk of body) {
                        chunks.push(chunk);
                        length += chunk.length;
                        if (length > 131072) {
                            chunks = [];
                            length = 0;
                            break;
                        }
                    }
                } catch {
                    chunks = [];
                    length = 0;
                }
                const message = `Response status code ${statusCode}${statusMessage ? `: ${statusMessage}` : ""}`;
                if (204 === statusCode || !contentType || !length) {
                    queueMicrotask(() => callback(new ResponseStatusCodeError(message, statusCode, headers)));
                    return;
                }
                const stackTraceLimit = Error.stackTraceLimit;
                Error.stackTraceLimit = 0;
                let payload;
                try {
                    isContentTypeApplicationJson(contentType) ? payload = JSON.parse(chunksDecode(chunks, length)) : isContentTypeText(contentType) && (payload = chunksDecode(chunks, length));
                } catch {} finally {
                    Error.stackTraceLimit = stackTraceLimit;
                }
                queueMicrotask(() => callback(new ResponseStatusCodeError(message, statusCode, headers, payload)));
            },
            isContentTypeApplicationJson,
            isContentTypeText
        };
    }),
    6962: ((module, __unused_webpack_exports, __webpack_require__) => {
        const net = __webpack_require__(7030);
        const assert = __webpack_require__(4589);
        const util = __webpack_require__(586);
        const {InvalidArgumentError, ConnectTimeoutError} = __webpack_require__(5793);
        const timers = __webpack_require__(1017);
        function noop() {}
        let tls;
        let SessionCache;
        SessionCache = !global.FinalizationRegistry || process.env.NODE_V8_COVERAGE || process.env.UNDICI_NO_FG ? class SimpleSessionCache {
            constructor(maxCachedSessions) {
                this._maxCachedSessions = maxCachedSessions;
                this._sessionCache = new Map;
            }
            get(sessionKey) {
                return this._sessionCache.get(sessionKey);
            }
            set(sessionKey, session) {
                if (0 !== this._maxCachedSessions) {
                    if (this._sessionCache.size >= this._maxCachedSessions) {
                        const {value: oldestKey} = this._sessionCache.keys().next();
                        this._sessionCache.delete(oldestKey);
                    }
                    this._sessionCache.set(sessionKey, session);
                }
            }
        } : class WeakSessionCache {
            constructor(maxCachedSessions) {
                this._maxCachedSessions = maxCachedSessions;
                this._sessionCache = new Map;
                this._sessionRegistry = new global.FinalizationRegistry(key => {
                    if (this._sessionCache.size < this._maxCachedSessions) return;
                    const ref = this._sessionCache.get(key);
                    void 0 !== ref && void 0 === ref.deref() && this._sessionCache.delete(key);
                });
            }
            get(sessionKey) {
                const ref = this._sessionCache.get(sessionKey);
                return ref ? ref.deref() : null;
            }
            set(sessionKey, session) {
                if (0 !== this._maxCachedSessions) {
                    this._sessionCache.set(sessionKey, new WeakRef(session));
                    this._sessionRegistry.register(session, sessionKey);
                }
            }
        };
        const setupConnectTimeout = "win32" === process.platform ? (socketWeakRef, opts) => {
            if (!opts.timeout) return noop;
            let s1 = null;
            let s2 = null;
            const fastTimer = timers.setFastTimeout(() => {
                s1 = setImmediate(() => {
                    s2 = setImmediate(() => onConnectTimeout(socketWeakRef.deref(), opts));
                });
            }, opts.timeout);
            return () => {
                timers.clearFastTimeout(fastTimer);
                clearImmediate(s1);
                clearImmediate(s2);
            };
        } : (socketWeakRef, opts) => {
            if (!opts.timeout) return noop;
            let s1 = null;
            const fastTimer = timers.setFastTimeout(() => {
                s1 = setImmediate(() => {
                    onConnectTimeout(socketWeakRef.deref(), opts);
                });
            }, opts.timeout);
            return () => {
                timers.clearFastTimeout(fastTimer);
                clearImmediate(s1);
            };
        };
        function onConnectTimeout(socket, opts) {
            if (null == socket) return;
            let message = "Connect Timeout Error";
            Array.isArray(socket.autoSelectFamilyAttemptedAddresses) ? message += ` (attempted addresses: ${socket.autoSelectFamilyAttemptedAddresses.join(", ")},` : message += ` (attempted address: ${opts.hostname}:${opts.port},`;
            message += ` timeout: ${opts.timeout}ms)`;
            util.destroy(socket, new ConnectTimeoutError(message));
        }
        module.exports = function buildConnector({allowH2, maxCachedSessions, socketPath, timeout, session: customSession, ...opts}) {
            if (null != maxCachedSessions && (!Number.isInteger(maxCachedSessions) || maxCachedSessions < 0)) throw new InvalidArgumentError("maxCachedSessions must be a positive integer or zero");
            const options = {
                path: socketPath,
                ...opts
            };
            const sessionCache = new SessionCache(maxCachedSessions ?? 100);
            timeout = timeout ?? 1e4;
            allowH2 = null != allowH2 && allowH2;
            return function connect({hostname, host, protocol, port, servername, localAddress, httpSocket}, callback) {
                let socket;
                if ("https:" === protocol) {
                    tls || (tls = __webpack_require__(1692));
                    const sessionKey = (servername = servername || options.servername || util.getServerName(host) || null) || hostname;
                    assert(sessionKey);
                    const session = customSession || sessionCache.get(sessionKey) || null;
                    port = port || 443;
                    socket = tls.connect({
                        highWaterMark: 16384,
                        ...options,
                        servername,
                        session,
                        localAddress,
                        ALPNProtocols: allowH2 ? [ "http/1.1", "h2" ] : [ "http/1.1" ],
                        socket: httpSocket,
                        port,
                        host: hostname
                    });
                    socket.on("session", function(session) {
                        sessionCache.set(sessionKey, session);
                    });
                } else {
                    assert(!httpSocket, "httpSocket can only be sent on TLS update");
                    port = port || 80;
                    socket = net.connect({
                        highWaterMark: 65536,
                        ...options,
                        localAddress,
                        port,
                        host: hostname
                    });
                }
                if (null == options.keepAlive || options.keepAlive) {
                    const keepAliveInitialDelay = void 0 === options.keepAliveInitialDelay ? 6e4 : options.keepAliveInitialDelay;
                    socket.setKeepAlive(!0, keepAliveInitialDelay);
                }
                const clearConnectTimeout = setupConnectTimeout(new WeakRef(socket), {
                    timeout,
                    hostname,
                    port
                });
                socket.setNoDelay(!0).once("https:" === protocol ? "secureConnect" : "connect", function() {
                    queueMicrotask(clearConnectTimeout);
                    if (callback) {
                        const cb = callback;
                        callback = null;
                        cb(null, this);
                    }
                }).on("error", function(err) {
                    queueMicrotask(clearConnectTimeout);
                    if (callback) {
                        const cb = callback;
                        callback = null;
                        cb(err);
                    }
                });
                return socket;
            };
        };
    }),
    1045: (module => {
        const headerNameLowerCasedRecord = {};
        const wellknownHeaderNames = [ "Accept", "Accept-Encoding", "Accept-Language", "Accept-Ranges", "Access-Control-Allow-Credentials", "Access-Control-Allow-Headers", "Access-Control-Allow-Methods", "Access-Control-Allow-Origin", "Access-Control-Expose-Headers", "Access-Control-Max-Age", "Access-Control-Request-Headers", "Access-Control-Request-Method", "Age", "Allow", "Alt-Svc", "Alt-Used", "Authorization", "Cache-Control", "Clear-Site-Data", "Connection", "Content-Disposition", "Content-Encoding", "Content-Language", "Content-Length", "Content-Location", "Content-Range", "Content-Security-Policy", "Content-Security-Policy-Report-Only", "Content-Type", "Cookie", "Cross-Origin-Embedder-Policy", "Cross-Origin-Opener-Policy", "Cross-Origin-Resource-Policy", "Date", "Device-Memory", "Downlink", "ECT", "ETag", "Expect", "Expect-CT", "Expires", "Forwarded", "From", "Host", "If-Match", "If-Modified-Since", "If-None-Match", "If-Range", "If-Unmodified-Since", "Keep-Alive", "Last-Modified", "Link", "Location", "Max-Forwards", "Origin", "Permissions-Policy", "Pragma", "Proxy-Authenticate", "Proxy-Authorization", "RTT", "Range", "Referer", "Referrer-Policy", "Refresh", "Retry-After", "Sec-WebSocket-Accept", "Sec-WebSocket-Extensions", "Sec-WebSocket-Key", "Sec-WebSocket-Protocol", "Sec-WebSocket-Version", "Server", "Server-Timing", "Service-Worker-Allowed", "Service-Worker-Navigation-Preload", "Set-Cookie", "SourceMap", "Strict-Transport-Security", "Supports-Loading-Mode", "TE", "Timing-Allow-Origin", "Trailer", "Transfer-Encoding", "Upgrade", "Upgrade-Insecure-Requests", "User-Agent", "Vary", "Via", "WWW-Authenticate", "X-Content-Type-Options", "X-DNS-Prefetch-Control", "X-Frame-Options", "X-Permitted-Cross-Domain-Policies", "X-Powered-By", "X-Requested-With", "X-XSS-Protection" ];
        for (let i = 0; i < wellknownHeaderNames.length; ++i) {
            const key = wellknownHeaderNames[i];
            const lowerCasedKey = key.toLowerCase();
            headerNameLowerCasedRecord[key] = headerNameLowerCasedRecord[lowerCasedKey] = lowerCasedKey;
        }
        Object.setPrototypeOf(headerNameLowerCasedRecord, null);
        module.exports = {
            wellknownHeaderNames,
            headerNameLowerCasedRecord
        };
    }),
    8580: ((module, __unused_webpack_exports, __webpack_require__) => {
        const diagnosticsChannel = __webpack_require__(3053);
        const util = __webpack_require__(7975);
        const undiciDebugLog = util.debuglog("undici");
        const fetchDebuglog = util.debuglog("fetch");
        const websocketDebuglog = util.debuglog("websocket");
        let isClientSet = !1;
        const channels = {
            beforeConnect: diagnosticsChannel.channel("undici:client:beforeConnect"),
            connected: diagnosticsChannel.channel("undici:client:connected"),
            connectError: diagnosticsChannel.channel("undici:client:connectError"),
            sendHeaders: diagnosticsChannel.channel("undici:client:sendHeaders"),
            create: diagnosticsChannel.channel("undici:request:create"),
            bodySent: diagnosticsChannel.channel("undici:request:bodySent"),
            headers: diagnosticsChannel.channel("undici:request:headers"),
            trailers: diagnosticsChannel.channel("undici:request:trailers"),
            error: diagnosticsChannel.channel("undici:request:error"),
            open: diagnosticsChannel.channel("undici:websocket:open"),
            close: diagnosticsChannel.channel("undici:websocket:close"),
            socketError: diagnosticsChannel.channel("undici:websocket:socket_error"),
            ping: diagnosticsChannel.channel("undici:websocket:ping"),
            pong: diagnosticsChannel.channel("undici:websocket:pong")
        };
        if (undiciDebugLog.enabled || fetchDebuglog.enabled) {
            const debuglog = fetchDebuglog.enabled ? fetchDebuglog : undiciDebugLog;
            diagnosticsChannel.channel("undici:client:beforeConnect").subscribe(evt => {
                const {connectParams: {version, protocol, port, host}} = evt;
                debuglog("connecting to %s using %s%s", `${host}${port ? `:${port}` : ""}`, protocol, version);
            });
            diagnosticsChannel.channel("undici:client:connected").subscribe(evt => {
                const {connectParams: {version, protocol, port, host}} = evt;
                debuglog("connected to %s using %s%s", `${host}${port ? `:${port}` : ""}`, protocol, version);
            });
            diagnosticsChannel.channel("undici:client:connectError").subscribe(evt => {
                const {connectParams: {version, protocol, port, host}, error} = evt;
                debuglog("connection to %s using %s%s errored - %s", `${host}${port ? `:${port}` : ""}`, protocol, version, error.message);
            });
            diagnosticsChannel.channel("undici:client:sendHeaders").subscribe(evt => {
                const {request: {method, path, origin}} = evt;
                debuglog("sending request to %s %s/%s", method, origin, path);
            });
            diagnosticsChannel.channel("undici:request:headers").subscribe(evt => {
                const {request: {method, path, origin}, response: {statusCode}} = evt;
                debuglog("received response to %s %s/%s - HTTP %d", method, origin, path, statusCode);
            });
            diagnosticsChannel.channel("undici:request:trailers").subscribe(evt => {
                const {request: {method, path, origin}} = evt;
                debuglog("trailers received from %s %s/%s", method, origin, path);
            });
            diagnosticsChannel.channel("undici:request:error").subscribe(evt => {
                const {request: {method, path, origin}, error} = evt;
                debuglog("request to %s %s/%s errored - %s", method, origin, path, error.message);
            });
            isClientSet = !0;
        }
        if (websocketDebuglog.enabled) {
            if (!isClientSet) {
                const debuglog = undiciDebugLog.enabled ? undiciDebugLog : websocketDebuglog;
                diagnosticsChannel.channel("undici:client:beforeConnect").subscribe(evt => {
                    const {connectParams: {version, protocol, port, host}} = evt;
                    debuglog("connecting to %s%s using %s%s", host, port ? `:${port}` : "", protocol, version);
                });
                diagnosticsChannel.channel("undici:client:connected").subscribe(evt => {
                    const {connectParams: {version, protocol, port, host}} = evt;
                    debuglog("connected to %s%s using %s%s", host, port ? `:${port}` : "", protocol, version);
                });
                diagnosticsChannel.channel("undici:client:connectError").subscribe(evt => {
                    const {connectParams: {version, protocol, port, host}, error} = evt;
                    debuglog("connection to %s%s using %s%s errored - %s", host, port ? `:${port}` : "", protocol, version, error.message);
                });
                diagnosticsChannel.channel("undici:client:sendHeaders").subscribe(evt => {
                    const {request: {method, path, origin}} = evt;
                    debuglog("sending request to %s %s/%s", method, origin, path);
                });
            }
            diagnosticsChannel.channel("undici:websocket:open").subscribe(evt => {
                const {address: {address, port}} = evt;
                websocketDebuglog("connection opened %s%s", address, port ? `:${port}` : "");
            });
            diagnosticsChannel.channel("undici:websocket:close").subscribe(evt => {
                const {websocket, code, reason} = evt;
                websocketDebuglog("closed connection to %s - %s %s", websocket.url, code, reason);
            });
            diagnosticsChannel.channel("undici:websocket:socket_error").subscribe(err => {
                websocketDebuglog("connection errored - %s", err.message);
            });
            diagnosticsChannel.channel("undici:websocket:ping").subscribe(evt => {
                websocketDebuglog("ping received");
            });
            diagnosticsChannel.channel("undici:websocket:pong").subscribe(evt => {
                websocketDebuglog("pong received");
            });
        }
        module.exports = {
            channels
        };
    }),
    5793: (module => {
        const kUndiciError = Symbol.for("undici.error.UND_ERR");
        class UndiciError extends Error {
            constructor(message) {
                super(message);
                this.name = "UndiciError";
                this.code = "UND_ERR";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kUndiciError];
            }
            [kUndiciError]=!0;
        }
        const kConnectTimeoutError = Symbol.for("undici.error.UND_ERR_CONNECT_TIMEOUT");
        class ConnectTimeoutError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "ConnectTimeoutError";
                this.message = message || "Connect Timeout Error";
                this.code = "UND_ERR_CONNECT_TIMEOUT";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kConnectTimeoutError];
            }
            [kConnectTimeoutError]=!0;
        }
        const kHeadersTimeoutError = Symbol.for("undici.error.UND_ERR_HEADERS_TIMEOUT");
        class HeadersTimeoutError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "HeadersTimeoutError";
                this.message = message || "Headers Timeout Error";
                this.code = "UND_ERR_HEADERS_TIMEOUT";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kHeadersTimeoutError];
            }
            [kHeadersTimeoutError]=!0;
        }
        const kHeadersOverflowError = Symbol.for("undici.error.UND_ERR_HEADERS_OVERFLOW");
        class HeadersOverflowError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "HeadersOverflowError";
                this.message = message || "Headers Overflow Error";
                this.code = "UND_ERR_HEADERS_OVERFLOW";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kHeadersOverflowError];
            }
            [kHeadersOverflowError]=!0;
        }
        const kBodyTimeoutError = Symbol.for("undici.error.UND_ERR_BODY_TIMEOUT");
        class BodyTimeoutError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "BodyTimeoutError";
                this.message = message || "Body Timeout Error";
                this.code = "UND_ERR_BODY_TIMEOUT";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kBodyTimeoutError];
            }
            [kBodyTimeoutError]=!0;
        }
        const kResponseStatusCodeError = Symbol.for("undici.error.UND_ERR_RESPONSE_STATUS_CODE");
        class ResponseStatusCodeError extends UndiciError {
            constructor(message, statusCode, headers, body) {
                super(message);
                this.name = "ResponseStatusCodeError";
                this.message = message || "Response Status Code Error";
                this.code = "UND_ERR_RESPONSE_STATUS_CODE";
                this.body = body;
                this.status = statusCode;
                this.statusCode = statusCode;
                this.headers = headers;
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kResponseStatusCodeError];
            }
            [kResponseStatusCodeError]=!0;
        }
        const kInvalidArgumentError = Symbol.for("undici.error.UND_ERR_INVALID_ARG");
        class InvalidArgumentError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "InvalidArgumentError";
                this.message = message || "Invalid Argument Error";
                this.code = "UND_ERR_INVALID_ARG";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kInvalidArgumentError];
            }
            [kInvalidArgumentError]=!0;
        }
        const kInvalidReturnValueError = Symbol.for("undici.error.UND_ERR_INVALID_RETURN_VALUE");
        class InvalidReturnValueError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "InvalidReturnValueError";
                this.message = message || "Invalid Return Value Error";
                this.code = "UND_ERR_INVALID_RETURN_VALUE";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kInvalidReturnValueError];
            }
            [kInvalidReturnValueError]=!0;
        }
        const kAbortError = Symbol.for("undici.error.UND_ERR_ABORT");
        class AbortError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "AbortError";
                this.message = message || "The operation was aborted";
                this.code = "UND_ERR_ABORT";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kAbortError];
            }
            [kAbortError]=!0;
        }
        const kRequestAbortedError = Symbol.for("undici.error.UND_ERR_ABORTED");
        class RequestAbortedError extends AbortError {
            constructor(message) {
                super(message);
                this.name = "AbortError";
                this.message = message || "Request aborted";
                this.code = "UND_ERR_ABORTED";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kRequestAbortedError];
            }
            [kRequestAbortedError]=!0;
        }
        const kInformationalError = Symbol.for("undici.error.UND_ERR_INFO");
        class InformationalError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "InformationalError";
                this.message = message || "Request information";
                this.code = "UND_ERR_INFO";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kInformationalError];
            }
            [kInformationalError]=!0;
        }
        const kRequestContentLengthMismatchError = Symbol.for("undici.error.UND_ERR_REQ_CONTENT_LENGTH_MISMATCH");
        class RequestContentLengthMismatchError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "RequestContentLengthMismatchError";
                this.message = message || "Request body length does not match content-length header";
                this.code = "UND_ERR_REQ_CONTENT_LENGTH_MISMATCH";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kRequestContentLengthMismatchError];
            }
            [kRequestContentLengthMismatchError]=!0;
        }
        const kResponseContentLengthMismatchError = Symbol.for("undici.error.UND_ERR_RES_CONTENT_LENGTH_MISMATCH");
        class ResponseContentLengthMismatchError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "ResponseContentLengthMismatchError";
                this.message = message || "Response body length does not match content-length header";
                this.code = "UND_ERR_RES_CONTENT_LENGTH_MISMATCH";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kResponseContentLengthMismatchError];
            }
            [kResponseContentLengthMismatchError]=!0;
        }
        const kClientDestroyedError = Symbol.for("undici.error.UND_ERR_DESTROYED");
        class ClientDestroyedError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "ClientDestroyedError";
                this.message = message || "The client is destroyed";
                this.code = "UND_ERR_DESTROYED";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kClientDestroyedError];
            }
            [kClientDestroyedError]=!0;
        }
        const kClientClosedError = Symbol.for("undici.error.UND_ERR_CLOSED");
        class ClientClosedError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "ClientClosedError";
                this.message = message || "The client is closed";
                this.code = "UND_ERR_CLOSED";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kClientClosedError];
            }
            [kClientClosedError]=!0;
        }
        const kSocketError = Symbol.for("undici.error.UND_ERR_SOCKET");
        class SocketError extends UndiciError {
            constructor(message, socket) {
                super(message);
                this.name = "SocketError";
                this.message = message || "Socket error";
                this.code = "UND_ERR_SOCKET";
                this.socket = socket;
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kSocketError];
            }
            [kSocketError]=!0;
        }
        const kNotSupportedError = Symbol.for("undici.error.UND_ERR_NOT_SUPPORTED");
        class NotSupportedError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "NotSupportedError";
                this.message = message || "Not supported error";
                this.code = "UND_ERR_NOT_SUPPORTED";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kNotSupportedError];
            }
            [kNotSupportedError]=!0;
        }
        const kBalancedPoolMissingUpstreamError = Symbol.for("undici.error.UND_ERR_BPL_MISSING_UPSTREAM");
        class BalancedPoolMissingUpstreamError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "MissingUpstreamError";
                this.message = message || "No upstream has been added to the BalancedPool";
                this.code = "UND_ERR_BPL_MISSING_UPSTREAM";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kBalancedPoolMissingUpstreamError];
            }
            [kBalancedPoolMissingUpstreamError]=!0;
        }
        const kHTTPParserError = Symbol.for("undici.error.UND_ERR_HTTP_PARSER");
        class HTTPParserError extends Error {
            constructor(message, code, data) {
                super(message);
                this.name = "HTTPParserError";
                this.code = code ? `HPE_${code}` : void 0;
                this.data = data ? data.toString() : void 0;
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kHTTPParserError];
            }
            [kHTTPParserError]=!0;
        }
        const kResponseExceededMaxSizeError = Symbol.for("undici.error.UND_ERR_RES_EXCEEDED_MAX_SIZE");
        class ResponseExceededMaxSizeError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "ResponseExceededMaxSizeError";
                this.message = message || "Response content exceeded max size";
                this.code = "UND_ERR_RES_EXCEEDED_MAX_SIZE";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kResponseExceededMaxSizeError];
            }
            [kResponseExceededMaxSizeError]=!0;
        }
        const kRequestRetryError = Symbol.for("undici.error.UND_ERR_REQ_RETRY");
        class RequestRetryError extends UndiciError {
            constructor(message, code, {headers, data}) {
                super(message);
                this.name = "RequestRetryError";
                this.message = message || "Request retry error";
                this.code = "UND_ERR_REQ_RETRY";
                this.statusCode = code;
                this.data = data;
                this.headers = headers;
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kRequestRetryError];
            }
            [kRequestRetryError]=!0;
        }
        const kResponseError = Symbol.for("undici.error.UND_ERR_RESPONSE");
        class ResponseError extends UndiciError {
            constructor(message, code, {headers, data}) {
                super(message);
                this.name = "ResponseError";
                this.message = message || "Response error";
                this.code = "UND_ERR_RESPONSE";
                this.statusCode = code;
                this.data = data;
                this.headers = headers;
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kResponseError];
            }
            [kResponseError]=!0;
        }
        const kSecureProxyConnectionError = Symbol.for("undici.error.UND_ERR_PRX_TLS");
        class SecureProxyConnectionError extends UndiciError {
            constructor(cause, message, options) {
                super(message, {
                    cause,
                    ...options ?? {}
                });
                this.name = "SecureProxyConnectionError";
                this.message = message || "Secure Proxy Connection failed";
                this.code = "UND_ERR_PRX_TLS";
                this.cause = cause;
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kSecureProxyConnectionError];
            }
            [kSecureProxyConnectionError]=!0;
        }
        const kMessageSizeExceededError = Symbol.for("undici.error.UND_ERR_WS_MESSAGE_SIZE_EXCEEDED");
        class MessageSizeExceededError extends UndiciError {
            constructor(message) {
                super(message);
                this.name = "MessageSizeExceededError";
                this.message = message || "Max decompressed message size exceeded";
                this.code = "UND_ERR_WS_MESSAGE_SIZE_EXCEEDED";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kMessageSizeExceededError];
            }
            get [kMessageSizeExceededError]() {
                return !0;
            }
        }
        module.exports = {
            AbortError,
            HTTPParserError,
            UndiciError,
            HeadersTimeoutError,
            HeadersOverflowError,
            BodyTimeoutError,
            RequestContentLengthMismatchError,
            ConnectTimeoutError,
            ResponseStatusCodeError,
            InvalidArgumentError,
            InvalidReturnValueError,
            RequestAbortedError,
            ClientDestroyedError,
            ClientClosedError,
            InformationalError,
            SocketError,
            NotSupportedError,
            ResponseContentLengthMismatchError,
            BalancedPoolMissingUpstreamError,
            ResponseExceededMaxSizeError,
            RequestRetryError,
            ResponseError,
            SecureProxyConnectionError,
            MessageSizeExceededError
        };
    }),
    8861: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {InvalidArgumentError, NotSupportedError} = __webpack_require__(5793);
        const assert = __webpack_require__(4589);
        const {isValidHTTPToken, isValidHeaderValue, isStream, destroy, isBuffer, isFormDataLike, isIterable, isBlobLike, buildURL, validateHandler, getServerName, normalizedMethodRecords} = __webpack_require__(586);
        const {channels} = __webpack_require__(8580);
        const {headerNameLowerCasedRecord} = __webpack_require__(1045);
        const invalidPathRegex = /[^\u0021-\u00ff]/;
        const kHandler = Symbol("handler");
        function processHeader(request, key, val) {
            if (val && "object" == typeof val && !Array.isArray(val)) throw new InvalidArgumentError(`invalid ${key} header`);
            if (void 0 === val) return;
            let headerName = headerNameLowerCasedRecord[key];
            if (void 0 === headerName) {
                headerName = key.toLowerCase();
                if (void 0 === headerNameLowerCasedRecord[headerName] && !isValidHTTPToken(headerName)) throw new InvalidArgumentError("invalid header key");
            }
            if (Array.isArray(val)) {
                const arr = [];
                for (let i = 0; i < val.length; i++) if ("string" == typeof val[i]) {
                    if (!isValidHeaderValue(val[i])) throw new InvalidArgumentError(`invalid ${key} header`);
                    arr.push(val[i]);
                } else if (null === val[i]) arr.push(""); else {
                    if ("object" == typeof val[i]) throw new InvalidArgumentError(`invalid ${key} header`);
                    {
                        const str = `${val[i]}`;
                        if (!isValidHeaderValue(str)) throw new InvalidArgumentError(`invalid ${key} header`);
                        arr.push(str);
                    }
                }
                val = arr;
            } else if ("string" == typeof val) {
                if (!isValidHeaderValue(val)) throw new InvalidArgumentError(`invalid ${key} header`);
            } else if (null === val) val = ""; else if (!isValidHeaderValue(val = `${val}`)) throw new InvalidArgumentError(`invalid ${key} header`);
            if ("host" === headerName) {
                if (null !== request.host) throw new InvalidArgumentError("duplicate host header");
                if ("string" != typeof val) throw new InvalidArgumentError("invalid host header");
                request.host = val;
            } else if ("content-length" === headerName) {
                if (null !== request.contentLength) throw new InvalidArgumentError("duplicate content-length header");
                request.contentLength = parseInt(val, 10);
                if (!Number.isFinite(request.contentLength)) throw new InvalidArgumentError("invalid content-length header");
            } else if (null === request.contentType && "content-type" === headerName) {
                request.contentType = val;
                request.headers.push(key, val);
            } else {
                if ("transfer-encoding" === headerName || "keep-alive" === headerName || "upgrade" === headerName) throw new InvalidArgumentError(`invalid ${headerName} header`);
                if ("connection" === headerName) {
                    const value = "string" == typeof val ? val.toLowerCase() : null;
                    if ("close" !== value && "keep-alive" !== value) throw new InvalidArgumentError("invalid connection header");
                    "close" === value && (request.reset = !0);
                } else {
                    if ("expect" === headerName) throw new NotSupportedError("expect header not supported");
                    request.headers.push(key, val);
                }
            }
        }
        module.exports = class Request {
            constructor(origin, {path, method, body, headers, query, idempotent, blocking, upgrade, headersTimeout, bodyTimeout, reset, throwOnError, expectContinue, servername}, handler) {
                if ("string" != typeof path) throw new InvalidArgumentError("path must be a string");
                if ("/" !== path[0] && !path.startsWith("http://") && !path.startsWith("https://") && "CONNECT" !== method) throw new InvalidArgumentError("path must be an absolute URL or start with a slash");
                if (invalidPathRegex.test(path)) throw new InvalidArgumentError("invalid request path");
                if ("string" != typeof method) throw new InvalidArgumentError("method must be a string");
                if (void 0 === normalizedMethodRecords[method] && !isValidHTTPToken(method)) throw new InvalidArgumentError("invalid request method");
                if (upgrade && "string" != typeof upgrade) throw new InvalidArgumentError("upgrade must be a string");
                if (upgrade && !isValidHeaderValue(upgrade)) throw new InvalidArgumentError("invalid upgrade header");
                if (null != headersTimeout && (!Number.isFinite(headersTimeout) || headersTimeout < 0)) throw new InvalidArgumentError("invalid headersTimeout");
                if (null != bodyTimeout && (!Number.isFinite(bodyTimeout) || bodyTimeout < 0)) throw new InvalidArgumentError("invalid bodyTimeout");
                if (null != reset && "boolean" != typeof reset) throw new InvalidArgumentError("invalid reset");
                if (null != expectContinue && "boolean" != typeof expectContinue) throw new InvalidArgumentError("invalid expectContinue");
                this.headersTimeout = headersTimeout;
                this.bodyTimeout = bodyTimeout;
                this.throwOnError = !0 === throwOnError;
                this.method = method;
                this.abort = null;
                if (null == body) this.body = null; else if (isStream(body)) {
                    this.body = body;
                    const rState = this.body._readableState;
                    if (!rState || !rState.autoDestroy) {
                        this.endHandler = function autoDestroy() {
                            destroy(this);
                        };
                        this.body.on("end", this.endHandler);
                    }
                    this.errorHandler = err => {
                        this.abort ? this.abort(err) : this.error = err;
                    };
                    this.body.on("error", this.errorHandler);
                } else if (isBuffer(body)) this.body = body.byteLength ? body : null; else if (ArrayBuffer.isView(body)) this.body = body.buffer.byteLength ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : null; else if (body instanceof ArrayBuffer) this.body = body.byteLength ? Buffer.from(body) : null; else if ("string" == typeof body) this.body = body.length ? Buffer.from(body) : null; else {
                    if (!(isFormDataLike(body) || isIterable(body) || isBlobLike(body))) throw new InvalidArgumentError("body must be a string, a Buffer, a Readable stream, an iterable, or an async iterable");
                    this.body = body;
                }
                this.completed = !1;
                this.aborted = !1;
                this.upgrade = upgrade || null;
                this.path = query ? buildURL(path, query) : path;
                this.origin = origin;
                this.idempotent = idempotent ?? ("HEAD" === method || "GET" === method);
                this.blocking = blocking ?? !1;
                this.reset = reset ?? null;
                this.host = null;
                this.contentLength = null;
                this.contentType = null;
                this.headers = [];
                this.expectContinue = null != expectContinue && expectContinue;
                if (Array.isArray(headers)) {
                    if (headers.length % 2 != 0) throw new InvalidArgumentError("headers array must be even");
                    for (let i = 0; i < headers.length; i += 2) processHeader(this, headers[i], headers[i + 1]);
                } else if (headers && "object" == typeof headers) if (headers[Symbol.iterator]) for (const header of headers) {
                    if (!Array.isArray(header) || 2 !== header.length) throw new InvalidArgumentError("headers must be in key-value pair format");
                    processHeader(this, header[0], header[1]);
                } else {
                    const keys = Object.keys(headers);
                    for (let i = 0; i < keys.length; ++i) processHeader(this, keys[i], headers[keys[i]]);
                } else if (null != headers) throw new InvalidArgumentError("headers must be an object or an array");
                validateHandler(handler, method, upgrade);
                this.servername = servername || getServerName(this.host);
                this[kHandler] = handler;
                channels.create.hasSubscribers && channels.create.publish({
                    request: this
                });
            }
            onBodySent(chunk) {
                if (this[kHandler].onBodySent) try {
                    return this[kHandler].onBodySent(chunk);
                } catch (err) {
                    this.abort(err);
                }
            }
            onRequestSent() {
                channels.bodySent.hasSubscribers && channels.bodySent.publish({
                    request: this
                });
                if (this[kHandler].onRequestSent) try {
                    return this[kHandler].onRequestSent();
                } catch (err) {
                    this.abort(err);
                }
            }
            onConnect(abort) {
                assert(!this.aborted);
                assert(!this.completed);
                if (!this.error) {
                    this.abort = abort;
                    return this[kHandler].onConnect(abort);
                }
                abort(this.error);
            }
            onResponseStarted() {
                return this[kHandler].onResponseStarted?.();
            }
            onHeaders(statusCode, headers, resume, statusText) {
                assert(!this.aborted);
                assert(!this.completed);
                channels.headers.hasSubscribers && channels.headers.publish({
                    request: this,
                    response: {
                        statusCode,
                        headers,
                        statusText
                    }
                });
                try {
                    return this[kHandler].onHeaders(statusCode, headers, resume, statusText);
                } catch (err) {
                    this.abort(err);
                }
            }
            onData(chunk) {
                assert(!this.aborted);
                assert(!this.completed);
                try {
                    return this[kHandler].onData(chunk);
                } catch (err) {
                    this.abort(err);
                    return !1;
                }
            }
            onUpgrade(statusCode, headers, socket, statusText = "") {
                this.onFinally();
                assert(!this.aborted);
                assert(!this.completed);
                null !== statusCode && this.#publishUpgradeHeaders(statusCode, headers, statusText);
                const result = this[kHandler].onUpgrade(statusCode, headers, socket);
                if (!this.aborted) {
                    this.completed = !0;
                    null !== statusCode && this.#publishUpgradeTrailers();
                }
                return result;
            }
            onUpgradeResponse(statusCode, headers, parseHeaders, statusText = "") {
                assert(!this.aborted);
                assert(this.completed);
                channels.headers.hasSubscribers && this.#publishUpgradeHeaders(statusCode, parseHeaders(headers), statusText);
                this.#publishUpgradeTrailers();
            }
            onUpgradeError(error) {
                assert(!this.aborted);
                assert(this.completed);
                channels.error.hasSubscribers && channels.error.publish({
                    request: this,
                    error
                });
            }
            #publishUpgradeHeaders(statusCode, headers, statusText) {
                channels.headers.hasSubscribers && channels.headers.publish({
                    request: this,
                    response: {
                        statusCode,
                        headers,
                        statusText
                    }
                });
            }
            #publishUpgradeTrailers() {
                channels.trailers.hasSubscribers && channels.trailers.publish({
                    request: this,
                    trailers: []
                });
            }
            onComplete(trailers) {
                this.onFinally();
                assert(!this.aborted);
                this.completed = !0;
                channels.trailers.hasSubscribers && channels.trailers.publish({
                    request: this,
                    trailers
                });
                try {
                    return this[kHandler].onComplete(trailers);
                } catch (err) {
                    this.onError(err);
                }
            }
            onError(error) {
                this.onFinally();
                channels.error.hasSubscribers && channels.error.publish({
                    request: this,
                    error
                });
                if (!this.aborted) {
                    this.aborted = !0;
                    return this[kHandler].onError(error);
                }
            }
            onFinally() {
                if (this.errorHandler) {
                    this.body.off("error", this.errorHandler);
                    this.errorHandler = null;
                }
                if (this.endHandler) {
                    this.body.off("end", this.endHandler);
                    this.endHandler = null;
                }
            }
            addHeader(key, value) {
                processHeader(this, key, value);
                return this;
            }
        };
    }),
    33: (module => {
        module.exports = {
            kClose: Symbol("close"),
            kDestroy: Symbol("destroy"),
            kDispatch: Symbol("dispatch"),
            kUrl: Symbol("url"),
            kWriting: Symbol("writing"),
            kResuming: Symbol("resuming"),
            kQueue: Symbol("queue"),
            kConnect: Symbol("connect"),
            kConnecting: Symbol("connecting"),
            kKeepAliveDefaultTimeout: Symbol("default keep alive timeout"),
            kKeepAliveMaxTimeout: Symbol("max keep alive timeout"),
            kKeepAliveTimeoutThreshold: Symbol("keep alive timeout threshold"),
            kKeepAliveTimeoutValue: Symbol("keep alive timeout"),
            kKeepAlive: Symbol("keep alive"),
            kHeadersTimeout: Symbol("headers timeout"),
            kBodyTimeout: Symbol("body timeout"),
            kServerName: Symbol("server name"),
            kLocalAddress: Symbol("local address"),
            kHost: Symbol("host"),
            kNoRef: Symbol("no ref"),
            kBodyUsed: Symbol("used"),
            kBody: Symbol("abstracted request body"),
            kRunning: Symbol("running"),
            kBlocking: Symbol("blocking"),
            kPending: Symbol("pending"),
            kSize: Symbol("size"),
            kBusy: Symbol("busy"),
            kQueued: Symbol("queued"),
            kFree: Symbol("free"),
            kConnected: Symbol("connected"),
            kClosed: Symbol("closed"),
            kNeedDrain: Symbol("need drain"),
            kReset: Symbol("reset"),
            kDestroyed: Symbol.for("nodejs.stream.destroyed"),
            kResume: Symbol("resume"),
            kOnError: Symbol("on error"),
            kMaxHeadersSize: Symbol("max headers size"),
            kRunningIdx: Symbol("running index"),
            kPendingIdx: Symbol("pending index"),
            kError: Symbol("error"),
            kClients: Symbol("clients"),
            kClient: Symbol("client"),
            kParser: Symbol("parser"),
            kOnDestroyed: Symbol("destroy callbacks"),
            kPipelining: Symbol("pipelining"),
            kSocket: Symbol("socket"),
            kHostHeader: Symbol("host header"),
            kConnector: Symbol("connector"),
            kStrictContentLength: Symbol("strict content length"),
            kMaxRedirections: Symbol("maxRedirections"),
            kMaxRequests: Symbol("maxRequestsPerClient"),
            kProxy: Symbol("proxy agent options"),
            kCounter: Symbol("socket request counter"),
            kInterceptors: Symbol("dispatch interceptors"),
            kMaxResponseSize: Symbol("max response size"),
            kHTTP2Session: Symbol("http2Session"),
            kHTTP2SessionState: Symbol("http2Session state"),
            kRetryHandlerDefaultRetry: Symbol("retry agent default retry"),
            kConstruct: Symbol("constructable"),
            kListeners: Symbol("listeners"),
            kHTTPContext: Symbol("http context"),
            kMaxConcurrentStreams: Symbol("max concurrent streams"),
            kNoProxyAgent: Symbol("no proxy agent"),
            kHttpProxyAgent: Symbol("http proxy agent"),
            kHttpsProxyAgent: Symbol("https proxy agent")
        };
    }),
    6510: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {wellknownHeaderNames, headerNameLowerCasedRecord} = __webpack_require__(1045);
        class TstNode {
            value=null;
            left=null;
            middle=null;
            right=null;
            code;
            constructor(key, value, index) {
                if (void 0 === index || index >= key.length) throw new TypeError("Unreachable");
                if ((this.code = key.charCodeAt(index)) > 127) throw new TypeError("key must be ascii string");
                key.length !== ++index ? this.middle = new TstNode(key, value, index) : this.value = value;
            }
            add(key, value) {
                const length = key.length;
                if (0 === length) throw new TypeError("Unreachable");
                let index = 0;
                let node = this;
                for (;;) {
                    const code = key.charCodeAt(index);
                    if (code > 127) throw new TypeError("key must be ascii string");
                    if (node.code === code) {
                        if (length === ++index) {
                            node.value = value;
                            break;
                        }
                        if (null === node.middle) {
                            node.middle = new TstNode(key, value, index);
                            break;
                        }
                        node = node.middle;
                    } else if (node.code < code) {
                        if (null === node.left) {
                            node.left = new TstNode(key, value, index);
                            break;
                        }
                        node = node.left;
                    } else {
                        if (null === node.right) {
                            node.right = new TstNode(key, value, index);
                            break;
                        }
                        node = node.right;
                    }
                }
            }
            search(key) {
                const keylength = key.length;
                let index = 0;
                let node = this;
                for (;null !== node && index < keylength; ) {
                    let code = key[index];
                    code <= 90 && code >= 65 && (code |= 32);
                    for (;null !== node; ) {
                        if (code === node.code) {
                            if (keylength === ++index) return node;
                            node = node.middle;
                            break;
                        }
                        node = node.code < code ? node.left : node.right;
                    }
                }
                return null;
            }
        }
        class TernarySearchTree {
            node=null;
            insert(key, value) {
                null === this.node ? this.node = new TstNode(key, value, 0) : this.node.add(key, value);
            }
            lookup(key) {
                return this.node?.search(key)?.value ?? null;
            }
        }
        const tree = new TernarySearchTree;
        for (let i = 0; i < wellknownHeaderNames.length; ++i) {
            const key = headerNameLowerCasedRecord[wellknownHeaderNames[i]];
            tree.insert(key, key);
        }
        module.exports = {
            TernarySearchTree,
            tree
        };
    }),
    586: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const {kDestroyed, kBodyUsed, kListeners, kBody} = __webpack_require__(33);
        const {IncomingMessage} = __webpack_require__(7067);
        const stream = __webpack_require__(7075);
        const net = __webpack_require__(7030);
        const {Blob} = __webpack_require__(4573);
        const nodeUtil = __webpack_require__(7975);
        const {stringify} = __webpack_require__(1792);
        const {EventEmitter: EE} = __webpack_require__(8474);
        const {InvalidArgumentError} = __webpack_require__(5793);
        const {headerNameLowerCasedRecord} = __webpack_require__(1045);
        const {tree} = __webpack_require__(6510);
        const [nodeMajor, nodeMinor] = process.versions.node.split(".").map(v => Number(v));
        class BodyAsyncIterable {
            constructor(body) {
                this[kBody] = body;
                this[kBodyUsed] = !1;
            }
            async* [Symbol.asyncIterator]() {
                assert(!this[kBodyUsed], "disturbed");
                this[kBodyUsed] = !0;
                yield* this[kBody];
            }
        }
        function isStream(obj) {
            return obj && "object" == typeof obj && "function" == typeof obj.pipe && "function" == typeof obj.on;
        }
        function isBlobLike(object) {
            if (null === object) return !1;
            if (object instanceof Blob) return !0;
            if ("object" != typeof object) return !1;
            {
                const sTag = object[Symbol.toStringTag];
                return ("Blob" === sTag || "File" === sTag) && ("stream" in object && "function" == typeof object.stream || "arrayBuffer" in object && "function" == typeof object.arrayBuffer);
            }
        }
        function isValidPort(port) {
            const value = parseInt(port, 10);
            return value === Number(port) && value >= 0 && value <= 65535;
        }
        function isHttpOrHttpsPrefixed(value) {
            return null != value && "h" === value[0] && "t" === value[1] && "t" === value[2] && "p" === value[3] && (":" === value[4] || "s" === value[4] && ":" === value[5]);
        }
        function parseURL(url) {
            if ("string" == typeof url) {
                if (!isHttpOrHttpsPrefixed((url = new URL(url)).origin || url.protocol)) throw new InvalidArgumentError("Invalid URL protocol: the URL must start with `http:` or `https:`.");
                return url;
            }
            if (!url || "object" != typeof url) throw new InvalidArgumentError("Invalid URL: The URL argument must be a non-null object.");
            if (!(url instanceof URL)) {
                if (null != url.port && "" !== url.port && !1 === isValidPort(url.port)) throw new InvalidArgumentError("Invalid URL: port must be a valid integer or a string representation of an integer.");
                if (null != url.path && "string" != typeof url.path) throw new InvalidArgumentError("Invalid URL path: the path must be a string or null/undefined.");
                if (null != url.pathname && "string" != typeof url.pathname) throw new InvalidArgumentError("Invalid URL pathname: the pathname must be a string or null/undefined.");
                if (null != url.hostname && "string" != typeof url.hostname) throw new InvalidArgumentError("Invalid URL hostname: the hostname must be a string or null/undefined.");
                if (null != url.origin && "string" != typeof url.origin) throw new InvalidArgumentError("Invalid URL origin: the origin must be a string or null/undefined.");
                if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) throw new InvalidArgumentError("Invalid URL protocol: the URL must start with `http:` or `https:`.");
                const port = null != url.port ? url.port : "https:" === url.protocol ? 443 : 80;
                let origin = null != url.origin ? url.origin : `${url.protocol || ""}//${url.hostname || ""}:${port}`;
                let path = null != url.path ? url.path : `${url.pathname || ""}${url.search || ""}`;
                "/" === origin[origin.length - 1] && (origin = origin.slice(0, origin.length - 1));
                path && "/" !== path[0] && (path = `/${path}`);
                return new URL(`${origin}${path}`);
            }
            if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) throw new InvalidArgumentError("Invalid URL protocol: the URL must start with `http:` or `https:`.");
            return url;
        }
        function isIterable(obj) {
            return !(null == obj || "function" != typeof obj[Symbol.iterator] && "function" != typeof obj[Symbol.asyncIterator]);
        }
        function bodyLength(body) {
            if (null == body) return 0;
            if (isStream(body)) {
                const state = body._readableState;
                return state && !1 === state.objectMode && !0 === state.ended && Number.isFinite(state.length) ? state.length : null;
            }
            return isBlobLike(body) ? null != body.size ? body.size : null : isBuffer(body) ? body.byteLength : null;
        }
        function isDestroyed(body) {
            return body && !!(body.destroyed || body[kDestroyed] || stream.isDestroyed?.(body));
        }
        const KEEPALIVE_TIMEOUT_EXPR = /timeout=(\d+)/;
        function headerNameToString(value) {
            return "string" == typeof value ? headerNameLowerCasedRecord[value] ?? value.toLowerCase() : tree.lookup(value) ?? value.toString("latin1").toLowerCase();
        }
        function isBuffer(buffer) {
            return buffer instanceof Uint8Array || Buffer.isBuffer(buffer);
        }
        const hasToWellFormed = "function" == typeof String.prototype.toWellFormed;
        const hasIsWellFormed = "function" == typeof String.prototype.isWellFormed;
        function toUSVString(val) {
            return hasToWellFormed ? `${val}`.toWellFormed() : nodeUtil.toUSVString(val);
        }
        function isTokenCharCode(c) {
            switch (c) {
              case 34:
              case 40:
              case 41:
              case 44:
              case 47:
              case 58:
              case 59:
              case 60:
              case 61:
              case 62:
              case 63:
              case 64:
              case 91:
              case 92:
              case 93:
              case 123:
              case 125:
                return !1;

              default:
                return c >= 33 && c <= 126;
            }
        }
        const headerCharRegex = /[^\t\x20-\x7e\x80-\xff]/;
        const kEnumerableProperty = Object.create(null);
        kEnumerableProperty.enumerable = !0;
        const normalizedMethodRecordsBase = {
            delete: "DELETE",
            DELETE: "DELETE",
            get: "GET",
            GET: "GET",
            head: "HEAD",
            HEAD: "HEAD",
            options: "OPTIONS",
            OPTIONS: "OPTIONS",
            post: "POST",
            POST: "POST",
            put: "PUT",
            PUT: "PUT"
        };
        const normalizedMethodRecords = {
            ...normalizedMethodRecordsBase,
            patch: "patch",
            PATCH: "PATCH"
        };
        Object.setPrototypeOf(normalizedMethodRecordsBase, null);
        Object.setPrototypeOf(normalizedMethodRecords, null);
        module.exports = {
            kEnumerableProperty,
            nop: function nop() {},
            isDisturbed: function isDisturbed(body) {
                return !(!body || !stream.isDisturbed(body) && !body[kBodyUsed]);
            },
            isErrored: function isErrored(body) {
                return !(!body || !stream.isErrored(body));
            },
            isReadable: function isReadable(body) {
                return !(!body || !stream.isReadable(body));
            },
            toUSVString,
            isUSVString: function isUSVString(val) {
                return hasIsWellFormed ? `${val}`.isWellFormed() : toUSVString(val) === `${val}`;
            },
            isBlobLike,
            parseOrigin: function parseOrigin(url) {
                if ("/" !== (url = parseURL(url)).pathname || url.search || url.hash) throw new InvalidArgumentError("invalid url");
                return url;
            },
            parseURL,
            getServerName: function getServerName(host) {
                if (!host) return null;
                assert("string" == typeof host);
                const servername = function getHostname(host) {
                    if ("[" === host[0]) {
                        const idx = host.indexOf("]");
                        assert(-1 !== idx);
                        return host.substring(1, idx);
                    }
                    const idx = host.indexOf(":");
                    return -1 === idx ? host : host.substring(0, idx);
                }(host);
                return net.isIP(servername) ? "" : servername;
            },
            isStream,
            isIterable,
            isAsyncIterable: function isAsyncIterable(obj) {
                return !(null == obj || "function" != typeof obj[Symbol.asyncIterator]);
            },
            isDestroyed,
            headerNameToString,
            bufferToLowerCasedHeaderName: function bufferToLowerCasedHeaderName(value) {
                return tree.lookup(value) ?? value.toString("latin1").toLowerCase();
            },
            addListener: function addListener(obj, name, listener) {
                (obj[kListeners] ??= []).push([ name, listener ]);
                obj.on(name, listener);
                return obj;
            },
            removeAllListeners: function removeAllListeners(obj) {
                for (const [name, listener] of obj[kListeners] ?? []) obj.removeListener(name, listener);
                obj[kListeners] = null;
            },
            errorRequest: function errorRequest(client, request, err) {
                try {
                    request.onError(err);
                    assert(request.aborted);
                } catch (err) {
                    client.emit("error", err);
                }
            },
            parseRawHeaders: function parseRawHeaders(headers) {
                const len = headers.length;
                const ret = new Array(len);
                let hasContentLength = !1;
                let contentDispositionIdx = -1;
                let key;
                let val;
                let kLen = 0;
                for (let n = 0; n < headers.length; n += 2) {
                    key = headers[n];
                    val = headers[n + 1];
                    "string" != typeof key && (key = key.toString());
                    "string" != typeof val && (val = val.toString("utf8"));
                    kLen = key.length;
                    14 !== kLen || "-" !== key[7] || "content-length" !== key && "content-length" !== key.toLowerCase() ? 19 !== kLen || "-" !== key[7] || "content-disposition" !== key && "content-disposition" !== key.toLowerCase() || (contentDispositionIdx = n + 1) : hasContentLength = !0;
                    ret[n] = key;
                    ret[n + 1] = val;
                }
                hasContentLength && -1 !== contentDispositionIdx && (ret[contentDispositionIdx] = Buffer.from(ret[contentDispositionIdx]).toString("latin1"));
                return ret;
            },
            parseHeaders: function parseHeaders(headers, obj) {
                void 0 === obj && (obj = {});
                for (let i = 0; i < headers.length; i += 2) {
                    const key = headerNameToString(headers[i]);
                    let val = obj[key];
                    if (val) {
                        if ("string" == typeof val) {
                            val = [ val ];
                            obj[key] = val;
                        }
                        val.push(headers[i + 1].toString("utf8"));
                    } else {
                        const headersValue = headers[i + 1];
                        obj[key] = "string" == typeof headersValue ? headersValue : Array.isArray(headersValue) ? headersValue.map(x => x.toString("utf8")) : headersValue.toString("utf8");
                    }
                }
                "content-length" in obj && "content-disposition" in obj && (obj["content-disposition"] = Buffer.from(obj["content-disposition"]).toString("latin1"));
                return obj;
            },
            parseKeepAliveTimeout: function parseKeepAliveTimeout(val) {
                const m = val.toString().match(KEEPALIVE_TIMEOUT_EXPR);
                return m ? 1e3 * parseInt(m[1], 10) : null;
            },
            destroy: function destroy(stream, err) {
                if (null != stream && isStream(stream) && !isDestroyed(stream)) {
                    if ("function" == typeof stream.destroy) {
                        Object.getPrototypeOf(stream).constructor === IncomingMessage && (stream.socket = null);
                        stream.destroy(err);
                    } else err && queueMicrotask(() => {
                        stream.emit("error", err);
                    });
                    !0 !== stream.destroyed && (stream[kDestroyed] = !0);
                }
            },
            bodyLength,
            deepClone: function deepClone(obj) {
                return JSON.parse(JSON.stringify(obj));
            },
            ReadableStreamFrom: function ReadableStreamFrom(iterable) {
                let iterator;
                return new ReadableStream({
                    async start() {
                        iterator = iterable[Symbol.asyncIterator]();
                    },
                    async pull(controller) {
                        const {done, value} = await iterator.next();
                        if (done) queueMicrotask(() => {
                            controller.close();
                            controller.byobRequest?.respond(0);
                        }); else {
                            const buf = Buffer.isBuffer(value) ? value : Buffer.from(value);
                            buf.byteLength && controller.enqueue(new Uint8Array(buf));
                        }
                        return controller.desiredSize > 0;
                    },
                    async cancel(reason) {
                        await iterator.return();
                    },
                    type: "bytes"
                });
            },
            isBuffer,
            validateHandler: function validateHandler(handler, method, upgrade) {
                if (!handler || "object" != typeof handler) throw new InvalidArgumentError("handler must be an object");
                if ("function" != typeof handler.onConnect) throw new InvalidArgumentError("invalid onConnect method");
                if ("function" != typeof handler.onError) throw new InvalidArgumentError("invalid onError method");
                if ("function" != typeof handler.onBodySent && void 0 !== handler.onBodySent) throw new InvalidArgumentError("invalid onBodySent method");
                if (upgrade || "CONNECT" === method) {
                    if ("function" != typeof handler.onUpgrade) throw new InvalidArgumentError("invalid onUpgrade method");
                } else {
                    if ("function" != typeof handler.onHeaders) throw new InvalidArgumentError("invalid onHeaders method");
                    if ("function" != typeof handler.onData) throw new InvalidArgumentError("invalid onData method");
                    if ("function" != typeof handler.onComplete) throw new InvalidArgumentError("invalid onComplete method");
                }
            },
            getSocketInfo: function getSocketInfo(socket) {
                return {
                    localAddress: socket.localAddress,
                    localPort: socket.localPort,
                    remoteAddress: socket.remoteAddress,
                    remotePort: socket.remotePort,
                    remoteFamily: socket.remoteFamily,
                    timeout: socket.timeout,
                    bytesWritten: socket.bytesWritten,
                    bytesRead: socket.bytesRead
                };
            },
            isFormDataLike: function isFormDataLike(object) {
                return object && "object" == typeof object && "function" == typeof object.append && "function" == typeof object.delete && "function" == typeof object.get && "function" == typeof object.getAll && "function" == typeof object.has && "function" == typeof object.set && "FormData" === object[Symbol.toStringTag];
            },
            buildURL: function buildURL(url, queryParams) {
                if (url.includes("?") || url.includes("#")) throw new Error('Query params cannot be passed when url already contains "?" or "#".');
                const stringified = stringify(queryParams);
                stringified && (url += "?" + stringified);
                return url;
            },
            addAbortListener: function addAbortListener(signal, listener) {
                if ("addEventListener" in signal) {
                    signal.addEventListener("abort", listener, {
                        once: !0
                    });
                    return () => signal.removeEventListener("abort", listener);
                }
                signal.addListener("abort", listener);
                return () => signal.removeListener("abort", listener);
            },
            isValidHTTPToken: function isValidHTTPToken(characters) {
                if (0 === characters.length) return !1;
                for (let i = 0; i < characters.length; ++i) if (!isTokenCharCode(characters.charCodeAt(i))) return !1;
                return !0;
            },
            isValidHeaderValue: function isValidHeaderValue(characters) {
                return !headerCharRegex.test(characters);
            },
            isTokenCharCode,
            parseRangeHeader: function parseRangeHeader(range) {
                if (null == range || "" === range) return {
                    start: 0,
                    end: null,
                    size: null
                };
                const m = range ? range.match(/^bytes (\d+)-(\d+)\/(\d+)?$/) : null;
                return m ? {
                    start: parseInt(m[1]),
                    end: m[2] ? parseInt(m[2]) : null,
                    size: m[3] ? parseInt(m[3]) : null
                } : null;
            },
            normalizedMethodRecordsBase,
            normalizedMethodRecords,
            isValidPort,
            isHttpOrHttpsPrefixed,
            nodeMajor,
            nodeMinor,
            safeHTTPMethods: [ "GET", "HEAD", "OPTIONS", "TRACE" ],
            wrapRequestBody: function wrapRequestBody(body) {
                if (isStream(body)) {
                    0 === bodyLength(body) && body.on("data", function() {
                        assert(!1);
                    });
                    if ("boolean" != typeof body.readableDidRead) {
                        body[kBodyUsed] = !1;
                        EE.prototype.on.call(body, "data", function() {
                            this[kBodyUsed] = !0;
                        });
                    }
                    return body;
                }
                return body && "function" == typeof body.pipeTo || body && "string" != typeof body && !ArrayBuffer.isView(body) && isIterable(body) ? new BodyAsyncIterable(body) : body;
            }
        };
    }),
    3779: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {InvalidArgumentError} = __webpack_require__(5793);
        const {kClients, kRunning, kClose, kDestroy, kDispatch, kInterceptors} = __webpack_require__(33);
        const DispatcherBase = __webpack_require__(4339);
        const Pool = __webpack_require__(7454);
        const Client = __webpack_require__(5215);
        const util = __webpack_require__(586);
        const createRedirectInterceptor = __webpack_require__(1946);
        const kOnConnect = Symbol("onConnect");
        const kOnDisconnect = Symbol("onDisconnect");
        const kOnConnectionError = Symbol("onConnectionError");
        const kMaxRedirections = Symbol("maxRedirections");
        const kOnDrain = Symbol("onDrain");
        const kFactory = Symbol("factory");
        const kOptions = Symbol("options");
        function defaultFactory(origin, opts) {
            return opts && 1 === opts.connections ? new Client(origin, opts) : new Pool(origin, opts);
        }
        module.exports = class Agent extends DispatcherBase {
            constructor({factory = defaultFactory, maxRedirections = 0, connect, tls, ...options} = {}) {
                if ("function" != typeof factory) throw new InvalidArgumentError("factory must be a function.");
                if (null != connect && "function" != typeof connect && "object" != typeof connect) throw new InvalidArgumentError("connect must be a function or an object");
                if (!Number.isInteger(maxRedirections) || maxRedirections < 0) throw new InvalidArgumentError("maxRedirections must be a positive number");
                super(options);
                connect && "function" != typeof connect && (connect = {
                    ...connect
                });
                tls && "function" != typeof tls && (tls = {
                    ...tls
                });
                this[kInterceptors] = options.interceptors?.Agent && Array.isArray(options.interceptors.Agent) ? options.interceptors.Agent : [ createRedirectInterceptor({
                    maxRedirections
                }) ];
                this[kOptions] = {
                    ...util.deepClone(options),
                    connect,
                    tls
                };
                this[kOptions].interceptors = options.interceptors ? {
                    ...options.interceptors
                } : void 0;
                this[kMaxRedirections] = maxRedirections;
                this[kFactory] = factory;
                this[kClients] = new Map;
                this[kOnDrain] = (origin, targets) => {
                    this.emit("drain", origin, [ this, ...targets ]);
                };
                this[kOnConnect] = (origin, targets) => {
                    this.emit("connect", origin, [ this, ...targets ]);
                };
                this[kOnDisconnect] = (origin, targets, err) => {
                    this.emit("disconnect", origin, [ this, ...targets ], err);
                };
                this[kOnConnectionError] = (origin, targets, err) => {
                    this.emit("connectionError", origin, [ this, ...targets ], err);
                };
            }
            get [kRunning]() {
                let ret = 0;
                for (const client of this[kClients].values()) ret += client[kRunning];
                return ret;
            }
            [kDispatch](opts, handler) {
                let key;
                if (!opts.origin || !("string" == typeof opts.origin || opts.origin instanceof URL)) throw new InvalidArgumentError("opts.origin must be a non-empty string or URL.");
                key = String(opts.origin);
                let dispatcher = this[kClients].get(key);
                if (!dispatcher) {
                    dispatcher = this[kFactory](opts.origin, this[kOptions]).on("drain", this[kOnDrain]).on("connect", this[kOnConnect]).on("disconnect", this[kOnDisconnect]).on("connectionError", this[kOnConnectionError]);
                    this[kClients].set(key, dispatcher);
                }
                return dispatcher.dispatch(opts, handler);
            }
            async [kClose]() {
                const closePromises = [];
                for (const client of this[kClients].values()) closePromises.push(client.close());
                this[kClients].clear();
                await Promise.all(closePromises);
            }
            async [kDestroy](err) {
                const destroyPromises = [];
                for (const client of this[kClients].values()) destroyPromises.push(client.destroy(err));
                this[kClients].clear();
                await Promise.all(destroyPromises);
            }
        };
    }),
    7479: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {BalancedPoolMissingUpstreamError, InvalidArgumentError} = __webpack_require__(5793);
        const {PoolBase, kClients, kNeedDrain, kAddClient, kRemoveClient, kGetDispatcher} = __webpack_require__(4830);
        const Pool = __webpack_require__(7454);
        const {kUrl, kInterceptors} = __webpack_require__(33);
        const {parseOrigin} = __webpack_require__(586);
        const kFactory = Symbol("factory");
        const kOptions = Symbol("options");
        const kGreatestCommonDivisor = Symbol("kGreatestCommonDivisor");
        const kCurrentWeight = Symbol("kCurrentWeight");
        const kIndex = Symbol("kIndex");
        const kWeight = Symbol("kWeight");
        const kMaxWeightPerServer = Symbol("kMaxWeightPerServer");
        const kErrorPenalty = Symbol("kErrorPenalty");
        function getGreatestCommonDivisor(a, b) {
            if (0 === a) return b;
            for (;0 !== b; ) {
                const t = b;
                b = a % b;
                a = t;
            }
            return a;
        }
        function defaultFactory(origin, opts) {
            return new Pool(origin, opts);
        }
        module.exports = class BalancedPool extends PoolBase {
            constructor(upstreams = [], {factory = defaultFactory, ...opts} = {}) {
                super();
                this[kOptions] = opts;
                this[kIndex] = -1;
                this[kCurrentWeight] = 0;
                this[kMaxWeightPerServer] = this[kOptions].maxWeightPerServer || 100;
                this[kErrorPenalty] = this[kOptions].errorPenalty || 15;
                Array.isArray(upstreams) || (upstreams = [ upstreams ]);
                if ("function" != typeof factory) throw new InvalidArgumentError("factory must be a function.");
                this[kInterceptors] = opts.interceptors?.BalancedPool && Array.isArray(opts.interceptors.BalancedPool) ? opts.interceptors.BalancedPool : [];
                this[kFactory] = factory;
                for (const upstream of upstreams) this.addUpstream(upstream);
                this._updateBalancedPoolStats();
            }
            addUpstream(upstream) {
                const upstreamOrigin = parseOrigin(upstream).origin;
                if (this[kClients].find(pool => pool[kUrl].origin === upstreamOrigin && !0 !== pool.closed && !0 !== pool.destroyed)) return this;
                const pool = this[kFactory](upstreamOrigin, Object.assign({}, this[kOptions]));
                this[kAddClient](pool);
                pool.on("connect", () => {
                    pool[kWeight] = Math.min(this[kMaxWeightPerServer], pool[kWeight] + this[kErrorPenalty]);
                });
                pool.on("connectionError", () => {
                    pool[kWeight] = Math.max(1, pool[kWeight] - this[kErrorPenalty]);
                    this._updateBalancedPoolStats();
                });
                pool.on("disconnect", (...args) => {
                    const err = args[2];
                    if (err && "UND_ERR_SOCKET" === err.code) {
                        pool[kWeight] = Math.max(1, pool[kWeight] - this[kErrorPenalty]);
                        this._updateBalancedPoolStats();
                    }
                });
                for (const client of this[kClients]) client[kWeight] = this[kMaxWeightPerServer];
                this._updateBalancedPoolStats();
                return this;
            }
            _updateBalancedPoolStats() {
                let result = 0;
                for (let i = 0; i < this[kClients].length; i++) result = getGreatestCommonDivisor(this[kClients][i][kWeight], result);
                this[kGreatestCommonDivisor] = result;
            }
            removeUpstream(upstream) {
                const upstreamOrigin = parseOrigin(upstream).origin;
                const pool = this[kClients].find(pool => pool[kUrl].origin === upstreamOrigin && !0 !== pool.closed && !0 !== pool.destroyed);
                pool && this[kRemoveClient](pool);
                return this;
            }
            get upstreams() {
                return this[kClients].filter(dispatcher => !0 !== dispatcher.closed && !0 !== dispatcher.destroyed).map(p => p[kUrl].origin);
            }
            [kGetDispatcher]() {
                if (0 === this[kClients].length) throw new BalancedPoolMissingUpstreamError;
                if (!this[kClients].find(dispatcher => !dispatcher[kNeedDrain] && !0 !== dispatcher.closed && !0 !== dispatcher.destroyed)) return;
                if (this[kClients].map(pool => pool[kNeedDrain]).reduce((a, b) => a && b, !0)) return;
                let counter = 0;
                let maxWeightIndex = this[kClients].findIndex(pool => !pool[kNeedDrain]);
                for (;counter++ < this[kClients].length; ) {
                    this[kIndex] = (this[kIndex] + 1) % this[kClients].length;
                    const pool = this[kClients][this[kIndex]];
                    pool[kWeight] > this[kClients][maxWeightIndex][kWeight] && !pool[kNeedDrain] && (maxWeightIndex = this[kIndex]);
                    if (0 === this[kIndex]) {
                        this[kCurrentWeight] = this[kCurrentWeight] - this[kGreatestCommonDivisor];
                        this[kCurrentWeight] <= 0 && (this[kCurrentWeight] = this[kMaxWeightPerServer]);
                    }
                    if (pool[kWeight] >= this[kCurrentWeight] && !pool[kNeedDrain]) return pool;
                }
                this[kCurrentWeight] = this[kClients][maxWeightIndex][kWeight];
                this[kIndex] = maxWeightIndex;
                return this[kClients][maxWeightIndex];
            }
        };
    }),
    6443: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const util = __webpack_require__(586);
        const {channels} = __webpack_require__(8580);
        const timers = __webpack_require__(1017);
        const {RequestContentLengthMismatchError, ResponseContentLengthMismatchError, RequestAbortedError, InvalidArgumentError, HeadersTimeoutError, HeadersOverflowError, SocketError, InformationalError, BodyTimeoutError, HTTPParserError, ResponseExceededMaxSizeError} = __webpack_require__(5793);
        const {kUrl, kReset, kClient, kParser, kBlocking, kRunning, kPending, kSize, kWriting, kQueue, kNoRef, kKeepAliveDefaultTimeout, kHostHeader, kPendingIdx, kRunningIdx, kError, kPipelining, kSocket, kKeepAliveTimeoutValue, kMaxHeadersSize, kKeepAliveMaxTimeout, kKeepAliveTimeoutThreshold, kHeadersTimeout, kBodyTimeout, kStrictContentLength, kMaxRequests, kCounter, kMaxResponseSize, kOnError, kResume, kHTTPContext} = __webpack_require__(33);
        const constants = __webpack_require__(2418);
        const EMPTY_BUF = Buffer.alloc(0);
        const FastBuffer = Buffer[Symbol.species];
        const addListener = util.addListener;
        const removeAllListeners = util.removeAllListeners;
        const kIdleSocketValidation = Symbol("kIdleSocketValidation");
        const kIdleSocketValidationTimeout = Symbol("kIdleSocketValidationTimeout");
        const kSocketUsed = Symbol("kSocketUsed");
        let extractBody;
        let llhttpInstance = null;
        let llhttpPromise = async function lazyllhttp() {
            const llhttpWasmData = process.env.JEST_WORKER_ID ? __webpack_require__(8776) : void 0;
            let mod;
            try {
                mod = await WebAssembly.compile(__webpack_require__(3072));
            } catch (e) {
                mod = await WebAssembly.compile(llhttpWasmData || __webpack_require__(8776));
            }
            return await WebAssembly.instantiate(mod, {
                env: {
                    wasm_on_url: (p, at, len) => 0,
                    wasm_on_status: (p, at, len) => {
                        assert(currentParser.ptr === p);
                        const start = at - currentBufferPtr + currentBufferRef.byteOffset;
                        return currentParser.onStatus(new FastBuffer(currentBufferRef.buffer, start, len)) || 0;
                    },
                    wasm_on_message_begin: p => {
                        assert(currentParser.ptr === p);
                        return currentParser.onMessageBegin() || 0;
                    },
                    wasm_on_header_field: (p, at, len) => {
                        assert(currentParser.ptr === p);
                        const start = at - currentBufferPtr + currentBufferRef.byteOffset;
                        return currentParser.onHeaderField(new FastBuffer(currentBufferRef.buffer, start, len)) || 0;
                    },
                    wasm_on_header_value: (p, at, len) => {
                        assert(currentParser.ptr === p);
                        const start = at - currentBufferPtr + currentBufferRef.byteOffset;
                        return currentParser.onHeaderValue(new FastBuffer(currentBufferRef.buffer, start, len)) || 0;
                    },
                    wasm_on_headers_complete: (p, statusCode, upgrade, shouldKeepAlive) => {
                        assert(currentParser.ptr === p);
                        return currentParser.onHeadersComplete(statusCode, Boolean(upgrade), Boolean(shouldKeepAlive)) || 0;
                    },
                    wasm_on_body: (p, at, len) => {
                        assert(currentParser.ptr === p);
                        const start = at - currentBufferPtr + currentBufferRef.byteOffset;
                        return currentParser.onBody(new FastBuffer(currentBufferRef.buffer, start, len)) || 0;
                    },
                    wasm_on_message_complete: p => {
                        assert(currentParser.ptr === p);
                        return currentParser.onMessageComplete() || 0;
                    }
                }
            });
        }();
        llhttpPromise.catch();
        let currentParser = null;
        let currentBufferRef = null;
        let currentBufferSize = 0;
        let currentBufferPtr = null;
        class Parser {
            constructor(client, socket, {exports}) {
                assert(Number.isFinite(client[kMaxHeadersSize]) && client[kMaxHeadersSize] > 0);
                this.llhttp = exports;
                this.ptr = this.llhttp.llhttp_alloc(constants.TYPE.RESPONSE);
                this.client = client;
                this.socket = socket;
                this.timeout = null;
                this.timeoutValue = null;
                this.timeoutType = null;
                this.statusCode = null;
                this.statusText = "";
                this.upgrade = !1;
                this.headers = [];
                this.headersSize = 0;
                this.headersMaxSize = client[kMaxHeadersSize];
                this.shouldKeepAlive = !1;
                this.paused = !1;
                this.resume = this.resume.bind(this);
                this.bytesRead = 0;
                this.keepAlive = "";
                this.contentLength = "";
                this.connection = "";
                this.maxResponseSize = client[kMaxResponseSize];
            }
            setTimeout(delay, type) {
                if (delay !== this.timeoutValue || 1 & type ^ 1 & this.timeoutType) {
                    if (this.timeout) {
                        timers.clearTimeout(this.timeout);
                        this.timeout = null;
                    }
                    if (delay) if (1 & type) this.timeout = timers.setFastTimeout(onParserTimeout, delay, new WeakRef(this)); else {
                        this.timeout = setTimeout(onParserTimeout, delay, new WeakRef(this));
                        this.timeout.unref();
                    }
                    this.timeoutValue = delay;
                } else this.timeout && this.timeout.refresh && this.timeout.refresh();
                this.timeoutType = type;
            }
            resume() {
                if (!this.socket.destroyed && this.paused) {
                    assert(null != this.ptr);
                    assert(null == currentParser);
                    this.llhttp.llhttp_resume(this.ptr);
                    assert(5 === this.timeoutType);
                    this.timeout && this.timeout.refresh && this.timeout.refresh();
                    this.paused = !1;
                    this.execute(this.socket.read() || EMPTY_BUF);
                    this.readMore();
                }
            }
            readMore() {
                for (;!this.paused && this.ptr; ) {
                    const chunk = this.socket.read();
                    if (null === chunk) break;
                    this.execute(chunk);
                }
            }
            execute(data) {
                assert(null != this.ptr);
                assert(null == currentParser);
                assert(!this.paused);
                const {socket, llhttp} = this;
                if (data.length > currentBufferSize) {
                    currentBufferPtr && llhttp.free(currentBufferPtr);
                    currentBufferSize = 4096 * Math.ceil(data.length / 4096);
                    currentBufferPtr = llhttp.malloc(currentBufferSize);
                }
                new Uint8Array(llhttp.memory.buffer, currentBufferPtr, currentBufferSize).set(data);
                try {
                    let ret;
                    try {
                        currentBufferRef = data;
                        currentParser = this;
                        ret = llhttp.llhttp_execute(this.ptr, currentBufferPtr, data.length);
                    } catch (err) {
                        throw err;
                    } finally {
                        currentParser = null;
                        currentBufferRef = null;
                    }
                    const offset = llhttp.llhttp_get_error_pos(this.ptr) - currentBufferPtr;
                    if (ret !== constants.ERROR.OK) {
                        const body = data.subarray(offset);
                        if (ret === constants.ERROR.PAUSED_UPGRADE) this.onUpgrade(body); else {
                            if (ret !== constants.ERROR.PAUSED) throw this.createError(ret, body);
                            this.paused = !0;
                            socket.unshift(body);
                        }
                    }
                } catch (err) {
                    util.destroy(socket, err);
                }
            }
            finish() {
                assert(null === currentParser);
                assert(null != this.ptr);
                assert(!this.paused);
                const {llhttp} = this;
                let ret;
                try {
                    currentParser = this;
                    ret = llhttp.llhttp_finish(this.ptr);
                } finally {
                    currentParser = null;
                }
                if (ret === constants.ERROR.OK) return null;
                if (ret === constants.ERROR.PAUSED || ret === constants.ERROR.PAUSED_UPGRADE) {
                    this.paused = !0;
                    return null;
                }
                return this.createError(ret, EMPTY_BUF);
            }
            createError(ret, data) {
                const {llhttp, contentLength, bytesRead} = this;
                if (contentLength && bytesRead !== parseInt(contentLength, 10)) return new ResponseContentLengthMismatchError;
                const ptr = llhttp.llhttp_get_error_reason(this.ptr);
                let message = "";
                if (ptr) {
                    const len = new Uint8Array(llhttp.memory.buffer, ptr).indexOf(0);
                    message = "Response does not match the HTTP/1.1 protocol (" + Buffer.from(llhttp.memory.buffer, ptr, len).toString() + ")";
                }
                return new HTTPParserError(message, constants.ERROR[ret], data);
            }
            destroy() {
                assert(null != this.ptr);
                assert(null == currentParser);
                this.llhttp.llhttp_free(this.ptr);
                this.ptr = null;
                this.timeout && timers.clearTimeout(this.timeout);
                this.timeout = null;
                this.timeoutValue = null;
                this.timeoutType = null;
                this.paused = !1;
            }
            onStatus(buf) {
                this.statusText = buf.toString();
            }
            onMessageBegin() {
                const {socket, client} = this;
                if (socket.destroyed) return -1;
                if (0 === client[kRunning]) {
                    util.destroy(socket, new SocketError("bad response", util.getSocketInfo(socket)));
                    return -1;
                }
                const request = client[kQueue][client[kRunningIdx]];
                if (!request) return -1;
                request.onResponseStarted();
            }
            onHeaderField(buf) {
                const len = this.headers.length;
                1 & len ? this.headers[len - 1] = Buffer.concat([ this.headers[len - 1], buf ]) : this.headers.push(buf);
                this.trackHeader(buf.length);
            }
            onHeaderValue(buf) {
                let len = this.headers.length;
                if (1 & ~len) this.headers[len - 1] = Buffer.concat([ this.headers[len - 1], buf ]); else {
                    this.headers.push(buf);
                    len += 1;
                }
                const key = this.headers[len - 2];
                if (10 === key.length) {
                    const headerName = util.bufferToLowerCasedHeaderName(key);
                    "keep-alive" === headerName ? this.keepAlive += buf.toString() : "connection" === headerName && (this.connection += buf.toString());
                } else 14 === key.length && "content-length" === util.bufferToLowerCasedHeaderName(key) && (this.contentLength += buf.toString());
                this.trackHeader(buf.length);
            }
            trackHeader(len) {
                this.headersSize += len;
                this.headersSize >= this.headersMaxSize && util.destroy(this.socket, new HeadersOverflowError);
            }
            onUpgrade(head) {
                const {upgrade, client, socket, headers, statusCode, statusText} = this;
                assert(upgrade);
                assert(client[kSocket] === socket);
                assert(!socket.destroyed);
                assert(!this.paused);
                assert(!(1 & headers.length));
                const request = client[kQueue][client[kRunningIdx]];
                assert(request);
                assert(request.upgrade || "CONNECT" === request.method);
                this.statusCode = null;
                this.statusText = "";
                this.shouldKeepAlive = null;
                this.headers = [];
                this.headersSize = 0;
                socket.unshift(head);
                socket[kParser].destroy();
                socket[kParser] = null;
                socket[kClient] = null;
                socket[kError] = null;
                removeAllListeners(socket);
                client[kSocket] = null;
                client[kHTTPContext] = null;
                client[kQueue][client[kRunningIdx]++] = null;
                client.emit("disconnect", client[kUrl], [ client ], new InformationalError("upgrade"));
                try {
                    request.onUpgrade(statusCode, headers, socket, statusText);
                } catch (error) {
                    util.errorRequest(client, request, error);
                    util.destroy(socket, error);
                }
                client[kResume]();
            }
            onHeadersComplete(statusCode, upgrade, shouldKeepAlive) {
                const {client, socket, headers, statusText} = this;
                if (socket.destroyed) return -1;
                if (0 === client[kRunning]) {
                    util.destroy(socket, new SocketError("bad response", util.getSocketInfo(socket)));
                    return -1;
                }
                const request = client[kQueue][client[kRunningIdx]];
                if (!request) return -1;
                assert(!this.upgrade);
                assert(this.statusCode < 200);
                if (100 === statusCode) {
                    util.destroy(socket, new SocketError("bad response", util.getSocketInfo(socket)));
                    return -1;
                }
                if (upgrade && !request.upgrade) {
                    util.destroy(socket, new SocketError("bad upgrade", util.getSocketInfo(socket)));
                    return -1;
                }
                assert(3 === this.timeoutType);
                this.statusCode = statusCode;
                this.shouldKeepAlive = shouldKeepAlive || "HEAD" === request.method && !socket[kReset] && "keep-alive" === this.connection.toLowerCase();
                if (this.statusCode >= 200) {
                    const bodyTimeout = null != request.bodyTimeout ? request.bodyTimeout : client[kBodyTimeout];
                    this.setTimeout(bodyTimeout, 5);
                } else this.timeout && this.timeout.refresh && this.timeout.refresh();
                if ("CONNECT" === request.method) {
                    assert(1 === client[kRunning]);
                    this.upgrade = !0;
                    return 2;
                }
                if (upgrade) {
                    assert(1 === client[kRunning]);
                    this.upgrade = !0;
                    return 2;
                }
                assert(!(1 & this.headers.length));
                this.headers = [];
                this.headersSize = 0;
                if (this.shouldKeepAlive && client[kPipelining]) {
                    const keepAliveTimeout = this.keepAlive ? util.parseKeepAliveTimeout(this.keepAlive) : null;
                    if (null != keepAliveTimeout) {
                        const timeout = Math.min(keepAliveTimeout - client[kKeepAliveTimeoutThreshold], client[kKeepAliveMaxTimeout]);
                        timeout <= 0 ? socket[kReset] = !0 : client[kKeepAliveTimeoutValue] = timeout;
                    } else client[kKeepAliveTimeoutValue] = client[kKeepAliveDefaultTimeout];
                } else socket[kReset] = !0;
                const pause = !1 === request.onHeaders(statusCode, headers, this.resume, statusText);
                if (request.aborted) return -1;
                if ("HEAD" === request.method) return 1;
                if (statusCode < 200) return 1;
                if (socket[kBlocking]) {
                    socket[kBlocking] = !1;
                    client[kResume]();
                }
                return pause ? constants.ERROR.PAUSED : 0;
            }
            onBody(buf) {
                const {client, socket, statusCode, maxResponseSize} = this;
                if (socket.destroyed) return -1;
                const request = client[kQueue][client[kRunningIdx]];
                assert(request);
                assert(5 === this.timeoutType);
                this.timeout && this.timeout.refresh && this.timeout.refresh();
                assert(statusCode >= 200);
                if (maxResponseSize > -1 && this.bytesRead + buf.length > maxResponseSize) {
                    util.destroy(socket, new ResponseExceededMaxSizeError);
                    return -1;
                }
                this.bytesRead += buf.length;
                return !1 === request.onData(buf) ? constants.ERROR.PAUSED : void 0;
            }
            onMessageComplete() {
                const {client, socket, statusCode, upgrade, headers, contentLength, bytesRead, shouldKeepAlive} = this;
                if (socket.destroyed && (!statusCode || shouldKeepAlive)) return -1;
                if (upgrade) return;
                assert(statusCode >= 100);
                assert(!(1 & this.headers.length));
                const request = client[kQueue][client[kRunningIdx]];
                assert(request);
                this.statusCode = null;
                this.statusText = "";
                this.bytesRead = 0;
                this.contentLength = "";
                this.keepAlive = "";
                this.connection = "";
                this.headers = [];
                this.headersSize = 0;
                if (!(statusCode < 200)) {
                    if ("HEAD" !== request.method && contentLength && bytesRead !== parseInt(contentLength, 10)) {
                        util.destroy(socket, new ResponseContentLengthMismatchError);
                        return -1;
                    }
                    request.onComplete(headers);
                    client[kQueue][client[kRunningIdx]++] = null;
                    socket[kSocketUsed] = !0;
                    if (socket[kWriting]) {
                        assert(0 === client[kRunning]);
                        util.destroy(socket, new InformationalError("reset"));
                        return constants.ERROR.PAUSED;
                    }
                    if (!shouldKeepAlive) {
                        util.destroy(socket, new InformationalError("reset"));
                        return constants.ERROR.PAUSED;
                    }
                    if (socket[kReset] && 0 === client[kRunning]) {
                        util.destroy(socket, new InformationalError("reset"));
                        return constants.ERROR.PAUSED;
                    }
                    null == client[kPipelining] || 1 === client[kPipelining] ? setImmediate(() => client[kResume]()) : client[kResume]();
                }
            }
        }
        function onParserTimeout(parser) {
            const {socket, timeoutType, client, paused} = parser.deref();
            if (3 === timeoutType) {
                if (!socket[kWriting] || socket.writableNeedDrain || client[kRunning] > 1) {
                    assert(!paused, "cannot be paused while waiting for headers");
                    util.destroy(socket, new HeadersTimeoutError);
                }
            } else if (5 === timeoutType) paused || util.destroy(socket, new BodyTimeoutError); else if (8 === timeoutType) {
                assert(0 === client[kRunning] && client[kKeepAliveTimeoutValue]);
                util.destroy(socket, new InformationalError("socket idle timeout"));
            }
        }
        function clearIdleSocketValidation(socket) {
            if (socket[kIdleSocketValidationTimeout]) {
                clearImmediate(socket[kIdleSocketValidationTimeout]);
                socket[kIdleSocketValidationTimeout] = null;
            }
            socket[kIdleSocketValidation] = 0;
        }
        function writeBuffer(abort, body, client, request, socket, contentLength, header, expectsPayload) {
            try {
                if (body) {
                    if (util.isBuffer(body)) {
                        assert(contentLength === body.byteLength, "buffer body must have content length");
                        socket.cork();
                        socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, "latin1");
                        socket.write(body);
                        socket.uncork();
                        request.onBodySent(body);
                        expectsPayload || !1 === request.reset || (socket[kReset] = !0);
                    }
                } else if (0 === contentLength) socket.write(`${header}content-length: 0\r\n\r\n`, "latin1"); else {
                    assert(null === contentLength, "no body must not have content length");
                    socket.write(`${header}\r\n`, "latin1");
                }
                request.onRequestSent();
                client[kResume]();
            } catch (err) {
                abort(err);
            }
        }
        async function writeIterable(abort, body, client, request, socket, contentLength, header, expectsPayload) {
            assert(0 !== contentLength || 0 === client[kRunning], "iterator body cannot be pipelined");
            let callback = null;
            function onDrain() {
                if (callback) {
                    const cb = callback;
                    callback = null;
                    cb();
                }
            }
            const waitForDrain = () => new Promise((resolve, reject) => {
                assert(null === callback);
                socket[kError] ? reject(socket[kError]) : callback = resolve;
            });
            socket.on("close", onDrain).on("drain", onDrain);
            const writer = new AsyncWriter({
                abort,
                socket,
                request,
                contentLength,
                client,
                expectsPayload,
                header
            });
            try {
                for await (const chunk of body) {
                    if (socket[kError]) throw socket[kError];
                    writer.write(chunk) || await waitForDrain();
                }
                writer.end();
            } catch (err) {
                writer.destroy(err);
            } finally {
                socket.off("close", onDrain).off("drain", onDrain);
            }
        }
        class AsyncWriter {
            constructor({abort, socket, request, contentLength, client, expectsPayload, header}) {
                this.socket = socket;
                this.request = request;
                this.contentLength = contentLength;
                this.client = client;
                this.bytesWritten = 0;
                this.expectsPayload = expectsPayload;
                this.header = header;
                this.abort = abort;
                socket[kWriting] = !0;
            }
            write(chunk) {
                const {socket, request, contentLength, client, bytesWritten, expectsPayload, header} = this;
                if (socket[kError]) throw socket[kError];
                if (socket.destroyed) return !1;
                const len = Buffer.byteLength(chunk);
                if (!len) return !0;
                if (null !== contentLength && bytesWritten + len > contentLength) {
                    if (client[kStrictContentLength]) throw new RequestContentLengthMismatchError;
                    process.emitWarning(new RequestContentLengthMismatchError);
                }
                socket.cork();
                if (0 === bytesWritten) {
                    expectsPayload || !1 === request.reset || (socket[kReset] = !0);
                    null === contentLength ? socket.write(`${header}transfer-encoding: chunked\r\n`, "latin1") : socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, "latin1");
                }
                null === contentLength && socket.write(`\r\n${len.toString(16)}\r\n`, "latin1");
                this.bytesWritten += len;
                const ret = socket.write(chunk);
                socket.uncork();
                request.onBodySent(chunk);
                ret || socket[kParser].timeout && 3 === socket[kParser].timeoutType && socket[kParser].timeout.refresh && socket[kParser].timeout.refresh();
                return ret;
            }
            end() {
                const {socket, contentLength, client, bytesWritten, expectsPayload, header, request} = this;
                request.onRequestSent();
                socket[kWriting] = !1;
                if (socket[kError]) throw socket[kError];
                if (!socket.destroyed) {
                    0 === bytesWritten ? expectsPayload ? socket.write(`${header}content-length: 0\r\n\r\n`, "latin1") : socket.write(`${header}\r\n`, "latin1") : null === contentLength && socket.write("\r\n0\r\n\r\n", "latin1");
                    if (null !== contentLength && bytesWritten !== contentLength) {
                        if (client[kStrictContentLength]) throw new RequestContentLengthMismatchError;
                        process.emitWarning(new RequestContentLengthMismatchError);
                    }
                    socket[kParser].timeout && 3 === socket[kParser].timeoutType && socket[kParser].timeout.refresh && socket[kParser].timeout.refresh();
                    client[kResume]();
                }
            }
            destroy(err) {
                const {socket, client, abort} = this;
                socket[kWriting] = !1;
                if (err) {
                    assert(client[kRunning] <= 1, "pipeline should only contain this request");
                    abort(err);
                }
            }
        }
        module.exports = async function connectH1(client, socket) {
            client[kSocket] = socket;
            if (!llhttpInstance) {
                llhttpInstance = await llhttpPromise;
                llhttpPromise = null;
            }
            socket[kNoRef] = !1;
            socket[kWriting] = !1;
            socket[kReset] = !1;
            socket[kBlocking] = !1;
            socket[kIdleSocketValidation] = 0;
            socket[kIdleSocketValidationTimeout] = null;
            socket[kSocketUsed] = !1;
            socket[kParser] = new Parser(client, socket, llhttpInstance);
            addListener(socket, "error", function(err) {
                const parser = this[kParser];
                if ("ECONNRESET" === err.code && parser.statusCode && !parser.shouldKeepAlive) {
                    const parserErr = parser.finish();
                    if (parserErr) {
                        this[kError] = parserErr;
                        this[kClient][kOnError](parserErr);
                    }
                    return;
                }
                this[kError] = err;
                this[kClient][kOnError](err);
            });
            addListener(socket, "readable", function() {
                const parser = this[kParser];
                parser && parser.readMore();
            });
            addListener(socket, "end", function() {
                const parser = this[kParser];
                if (parser.statusCode && !parser.shouldKeepAlive) {
                    const parserErr = parser.finish();
                    parserErr && util.destroy(this, parserErr);
                    return;
                }
                util.destroy(this, new SocketError("other side closed", util.getSocketInfo(this)));
            });
            addListener(socket, "close", function() {
                const client = this[kClient];
                const parser = this[kParser];
                clearIdleSocketValidation(this);
                if (parser) {
                    this[kError] || !parser.statusCode || parser.shouldKeepAlive || (this[kError] = parser.finish() || this[kError]);
                    this[kParser].destroy();
                    this[kParser] = null;
                }
                const err = this[kError] || new SocketError("closed", util.getSocketInfo(this));
                client[kSocket] = null;
                client[kHTTPContext] = null;
                if (client.destroyed) {
                    assert(0 === client[kPending]);
                    const requests = client[kQueue].splice(client[kRunningIdx]);
                    for (let i = 0; i < requests.length; i++) {
                        const request = requests[i];
                        util.errorRequest(client, request, err);
                    }
                } else if (client[kRunning] > 0 && "UND_ERR_INFO" !== err.code) {
                    const request = client[kQueue][client[kRunningIdx]];
                    client[kQueue][client[kRunningIdx]++] = null;
                    util.errorRequest(client, request, err);
                }
                client[kPendingIdx] = client[kRunningIdx];
                assert(0 === client[kRunning]);
                client.emit("disconnect", client[kUrl], [ client ], err);
                client[kResume]();
            });
            let closed = !1;
            socket.on("close", () => {
                closed = !0;
            });
            return {
                version: "h1",
                defaultPipelining: 1,
                write: (...args) => function writeH1(client, request) {
                    const {method, path, host, upgrade, blocking, reset} = request;
                    let {body, headers, contentLength} = request;
                    const expectsPayload = "PUT" === method || "POST" === method || "PATCH" === method || "QUERY" === method || "PROPFIND" === method || "PROPPATCH" === method;
                    if (util.isFormDataLike(body)) {
                        extractBody || (extractBody = __webpack_require__(3842).extractBody);
                        const [bodyStream, contentType] = extractBody(body);
                        null == request.contentType && headers.push("content-type", contentType);
                        body = bodyStream.stream;
                        contentLength = bodyStream.length;
                    } else if (util.isBlobLike(body) && null == request.contentType) {
                        const contentType = body.type;
                        if (contentType) {
                            const contentTypeValue = `${contentType}`;
                            if (!util.isValidHeaderValue(contentTypeValue)) {
                                util.errorRequest(client, request, new InvalidArgumentError("invalid content-type header"));
                                return !1;
                            }
                            headers.push("content-type", contentTypeValue);
                        }
                    }
                    body && "function" == typeof body.read && body.read(0);
                    const bodyLength = util.bodyLength(body);
                    contentLength = bodyLength ?? contentLength;
                    null === contentLength && (contentLength = request.contentLength);
                    0 !== contentLength || expectsPayload || (contentLength = null);
                    if (function shouldSendContentLength(method) {
                        return "GET" !== method && "HEAD" !== method && "OPTIONS" !== method && "TRACE" !== method && "CONNECT" !== method;
                    }(method) && contentLength > 0 && null !== request.contentLength && request.contentLength !== contentLength) {
                        if (client[kStrictContentLength]) {
                            util.errorRequest(client, request, new RequestContentLengthMismatchError);
                            return !1;
                        }
                        process.emitWarning(new RequestContentLengthMismatchError);
                    }
                    const socket = client[kSocket];
                    clearIdleSocketValidation(socket);
                    const abort = error => {
                        if (!request.aborted) if (request.completed) (request.upgrade || "CONNECT" === request.method) && util.destroy(socket, new InformationalError("aborted")); else {
                            util.errorRequest(client, request, error || new RequestAbortedError);
                            util.destroy(body);
                            util.destroy(socket, new InformationalError("aborted"));
                        }
                    };
                    try {
                        request.onConnect(abort);
                    } catch (err) {
                        util.errorRequest(client, request, err);
                    }
                    if (request.aborted) return !1;
                    "HEAD" === method && (socket[kReset] = !0);
                    (upgrade || "CONNECT" === method) && (socket[kReset] = !0);
                    null != reset && (socket[kReset] = reset);
                    client[kMaxRequests] && socket[kCounter]++ >= client[kMaxRequests] && (socket[kReset] = !0);
                    blocking && (socket[kBlocking] = !0);
                    let header = `${method} ${path} HTTP/1.1\r\n`;
                    header += "string" == typeof host ? `host: ${host}\r\n` : client[kHostHeader];
                    upgrade ? header += `connection: upgrade\r\nupgrade: ${upgrade}\r\n` : client[kPipelining] && !socket[kReset] ? header += "connection: keep-alive\r\n" : header += "connection: close\r\n";
                    if (Array.isArray(headers)) for (let n = 0; n < headers.length; n += 2) {
                        const key = headers[n + 0];
                        const val = headers[n + 1];
                        if (Array.isArray(val)) for (let i = 0; i < val.length; i++) header += `${key}: ${val[i]}\r\n`; else header += `${key}: ${val}\r\n`;
                    }
                    channels.sendHeaders.hasSubscribers && channels.sendHeaders.publish({
                        request,
                        headers: header,
                        socket
                    });
                    body && 0 !== bodyLength ? util.isBuffer(body) ? writeBuffer(abort, body, client, request, socket, contentLength, header, expectsPayload) : util.isBlobLike(body) ? "function" == typeof body.stream ? writeIterable(abort, body.stream(), client, request, socket, contentLength, header, expectsPayload) : async function writeBlob(abort, body, client, request, socket, contentLength, header, expectsPayload) {
                        assert(contentLength === body.size, "blob body must have content length");
                        try {
                            if (null != contentLength && contentLength !== body.size) throw new RequestContentLengthMismatchError;
                            const buffer = Buffer.from(await body.arrayBuffer());
                            socket.cork();
                            socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, "latin1");
                            socket.write(buffer);
                            socket.uncork();
                            request.onBodySent(buffer);
                            request.onRequestSent();
                            expectsPayload || !1 === request.reset || (socket[kReset] = !0);
                            client[kResume]();
                        } catch (err) {
                            abort(err);
                        }
                    }(abort, body, client, request, socket, contentLength, header, expectsPayload) : util.isStream(body) ? function writeStream(abort, body, client, request, socket, contentLength, header, expectsPayload) {
                        assert(0 !== contentLength || 0 === client[kRunning], "stream body cannot be pipelined");
                        let finished = !1;
                        const writer = new AsyncWriter({
                            abort,
                            socket,
                            request,
                            contentLength,
                            client,
                            expectsPayload,
                            header
                        });
                        const onData = function(chunk) {
                            if (!finished) try {
                                !writer.write(chunk) && this.pause && this.pause();
                            } catch (err) {
                                util.destroy(this, err);
                            }
                        };
                        const onDrain = function() {
                            finished || body.resume && body.resume();
                        };
                        const onClose = function() {
                            queueMicrotask(() => {
                                body.removeListener("error", onFinished);
                            });
                            if (!finished) {
                                const err = new RequestAbortedError;
                                queueMicrotask(() => onFinished(err));
                            }
                        };
                        const onFinished = function(err) {
                            if (!finished) {
                                finished = !0;
                                assert(socket.destroyed || socket[kWriting] && client[kRunning] <= 1);
                                socket.off("drain", onDrain).off("error", onFinished);
                                body.removeListener("data", onData).removeListener("end", onFinished).removeListener("close", onClose);
                                if (!err) try {
                                    writer.end();
                                } catch (er) {
                                    err = er;
                                }
                                writer.destroy(err);
                                !err || "UND_ERR_INFO" === err.code && "reset" === err.message ? util.destroy(body) : util.destroy(body, err);
                            }
                        };
                        body.on("data", onData).on("end", onFinished).on("error", onFinished).on("close", onClose);
                        body.resume && body.resume();
                        socket.on("drain", onDrain).on("error", onFinished);
                        body.errorEmitted ?? body.errored ? setImmediate(() => onFinished(body.errored)) : (body.endEmitted ?? body.readableEnded) && setImmediate(() => onFinished(null));
                        (body.closeEmitted ?? body.closed) && setImmediate(onClose);
                    }(abort, body, client, request, socket, contentLength, header, expectsPayload) : util.isIterable(body) ? writeIterable(abort, body, client, request, socket, contentLength, header, expectsPayload) : assert(!1) : writeBuffer(abort, null, client, request, socket, contentLength, header, expectsPayload);
                    return !0;
                }(client, ...args),
                resume() {
                    (function resumeH1(client) {
                        const socket = client[kSocket];
                        if (socket && !socket.destroyed) {
                            if (0 === client[kSize]) {
                                if (!socket[kNoRef] && socket.unref) {
                                    socket.unref();
                                    socket[kNoRef] = !0;
                                }
                            } else if (socket[kNoRef] && socket.ref) {
                                socket.ref();
                                socket[kNoRef] = !1;
                            }
                            if (0 === client[kRunning] && client[kPending] > 0 && socket[kSocketUsed]) {
                                if (0 === socket[kIdleSocketValidation]) {
                                    (function scheduleIdleSocketValidation(client, socket) {
                                        socket[kIdleSocketValidation] = 1;
                                        socket[kIdleSocketValidationTimeout] = setImmediate(() => {
                                            socket[kIdleSocketValidationTimeout] = null;
                                            socket[kIdleSocketValidation] = 2;
                                            client[kSocket] !== socket || socket.destroyed || client[kResume]();
                                        });
                                    })(client, socket);
                                    socket[kParser].readMore();
                                    socket.destroyed;
                                    return;
                                }
                                if (1 === socket[kIdleSocketValidation]) {
                                    socket[kParser].readMore();
                                    socket.destroyed;
                                    return;
                                }
                            }
                            if (0 === client[kRunning]) {
                                socket[kParser].readMore();
                                if (socket.destroyed) return;
                            }
                            if (0 === client[kSize]) 8 !== socket[kParser].timeoutType && socket[kParser].setTimeout(client[kKeepAliveTimeoutValue], 8); else if (client[kRunning] > 0 && socket[kParser].statusCode < 200 && 3 !== socket[kParser].timeoutType) {
                                const request = client[kQueue][client[kRunningIdx]];
                                const headersTimeout = null != request.headersTimeout ? request.headersTimeout : client[kHeadersTimeout];
                                socket[kParser].setTimeout(headersTimeout, 3);
                            }
                        }
                    })(client);
                },
                destroy(err, callback) {
                    closed ? queueMicrotask(callback) : socket.destroy(err).on("close", callback);
                },
                get destroyed() {
                    return socket.destroyed;
                },
                busy(request) {
                    if (socket[kWriting] || socket[kReset] || socket[kBlocking] || 1 === socket[kIdleSocketValidation]) return !0;
                    if (request) {
                        if (client[kRunning] > 0 && !request.idempotent) return !0;
                        if (client[kRunning] > 0 && (request.upgrade || "CONNECT" === request.method)) return !0;
                        if (client[kRunning] > 0 && 0 !== util.bodyLength(request.body) && (util.isStream(request.body) || util.isAsyncIterable(request.body) || util.isFormDataLike(request.body))) return !0;
                    }
                    return !1;
                }
            };
        };
    }),
    1582: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const {errorMonitor} = __webpack_require__(8474);
        const {pipeline} = __webpack_require__(7075);
        const util = __webpack_require__(586);
        const {RequestContentLengthMismatchError, RequestAbortedError, SocketError, InformationalError} = __webpack_require__(5793);
        const {kUrl, kReset, kClient, kRunning, kPending, kQueue, kPendingIdx, kRunningIdx, kError, kSocket, kStrictContentLength, kOnError, kMaxConcurrentStreams, kHTTP2Session, kResume, kSize, kHTTPContext} = __webpack_require__(33);
        const kOpenStreams = Symbol("open streams");
        let extractBody;
        let h2ExperimentalWarned = !1;
        let http2;
        try {
            http2 = __webpack_require__(2467);
        } catch {
            http2 = {
                constants: {}
            };
        }
        const {constants: {HTTP2_HEADER_AUTHORITY, HTTP2_HEADER_METHOD, HTTP2_HEADER_PATH, HTTP2_HEADER_SCHEME, HTTP2_HEADER_CONTENT_LENGTH, HTTP2_HEADER_EXPECT, HTTP2_HEADER_STATUS}} = http2;
        function parseH2Headers(headers) {
            const result = [];
            for (const [name, value] of Object.entries(headers)) if (Array.isArray(value)) for (const subvalue of value) result.push(Buffer.from(name), Buffer.from(subvalue)); else result.push(Buffer.from(name), Buffer.from(value));
            return result;
        }
        function parseH2ResponseHeaders(headers) {
            const {[HTTP2_HEADER_STATUS]: _statusCode, ...realHeaders} = headers;
            return parseH2Headers(realHeaders);
        }
        function onHttp2SessionError(err) {
            this[kSocket][kError] = err;
            this[kClient][kOnError](err);
        }
        function onHttp2FrameError(type, code, id) {
            if (0 === id) {
                const err = new InformationalError(`HTTP/2: "frameError" received - type ${type}, code ${code}`);
                this[kSocket][kError] = err;
                this[kClient][kOnError](err);
            }
        }
        function onHttp2SessionEnd() {
            const err = new SocketError("other side closed", util.getSocketInfo(this[kSocket]));
            this.destroy(err);
            util.destroy(this[kSocket], err);
        }
        function onHTTP2GoAway(code) {
            const err = this[kError] || new SocketError(`HTTP/2: "GOAWAY" frame received with code ${code}`, util.getSocketInfo(this));
            const client = this[kClient];
            client[kSocket] = null;
            client[kHTTPContext] = null;
            if (null != this[kHTTP2Session]) {
                this[kHTTP2Session].destroy(err);
                this[kHTTP2Session] = null;
            }
            util.destroy(this[kSocket], err);
            if (client[kRunningIdx] < client[kQueue].length) {
                const request = client[kQueue][client[kRunningIdx]];
                client[kQueue][client[kRunningIdx]++] = null;
                util.errorRequest(client, request, err);
                client[kPendingIdx] = client[kRunningIdx];
            }
            assert(0 === client[kRunning]);
            client.emit("disconnect", client[kUrl], [ client ], err);
            client[kResume]();
        }
        function writeBuffer(abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
            try {
                if (null != body && util.isBuffer(body)) {
                    assert(contentLength === body.byteLength, "buffer body must have content length");
                    h2stream.cork();
                    h2stream.write(body);
                    h2stream.uncork();
                    h2stream.end();
                    request.onBodySent(body);
                }
                expectsPayload || (socket[kReset] = !0);
                request.onRequestSent();
                client[kResume]();
            } catch (error) {
                abort(error);
            }
        }
        async function writeIterable(abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
            assert(0 !== contentLength || 0 === client[kRunning], "iterator body cannot be pipelined");
            let callback = null;
            function onDrain() {
                if (callback) {
                    const cb = callback;
                    callback = null;
                    cb();
                }
            }
            const waitForDrain = () => new Promise((resolve, reject) => {
                assert(null === callback);
                socket[kError] ? reject(socket[kError]) : callback = resolve;
            });
            h2stream.on("close", onDrain).on("drain", onDrain);
            try {
                for await (const chunk of body) {
                    if (socket[kError]) throw socket[kError];
                    const res = h2stream.write(chunk);
                    request.onBodySent(chunk);
                    res || await waitForDrain();
                }
                h2stream.end();
                request.onRequestSent();
                expectsPayload || (socket[kReset] = !0);
                client[kResume]();
            } catch (err) {
                abort(err);
            } finally {
                h2stream.off("close", onDrain).off("drain", onDrain);
            }
        }
        module.exports = async function connectH2(client, socket) {
            client[kSocket] = socket;
            if (!h2ExperimentalWarned) {
                h2ExperimentalWarned = !0;
                process.emitWarning("H2 support is experimental, expect them to change at any time.", {
                    code: "UNDICI-H2"
                });
            }
            const session = http2.connect(client[kUrl], {
                createConnection: () => socket,
                peerMaxConcurrentStreams: client[kMaxConcurrentStreams]
            });
            session[kOpenStreams] = 0;
            session[kClient] = client;
            session[kSocket] = socket;
            util.addListener(session, "error", onHttp2SessionError);
            util.addListener(session, "frameError", onHttp2FrameError);
            util.addListener(session, "end", onHttp2SessionEnd);
            util.addListener(session, "goaway", onHTTP2GoAway);
            util.addListener(session, "close", function() {
                const {[kClient]: client} = this;
                const {[kSocket]: socket} = client;
                const err = this[kSocket][kError] || this[kError] || new SocketError("closed", util.getSocketInfo(socket));
                client[kHTTP2Session] = null;
                if (client.destroyed) {
                    assert(0 === client[kPending]);
                    const requests = client[kQueue].splice(client[kRunningIdx]);
                    for (let i = 0; i < requests.length; i++) {
                        const request = requests[i];
                        util.errorRequest(client, request, err);
                    }
                }
            });
            session.unref();
            client[kHTTP2Session] = session;
            socket[kHTTP2Session] = session;
            util.addListener(socket, "error", function(err) {
                this[kError] = err;
                this[kClient][kOnError](err);
            });
            util.addListener(socket, "end", function() {
                util.destroy(this, new SocketError("other side closed", util.getSocketInfo(this)));
            });
            util.addListener(socket, "close", function() {
                const err = this[kError] || new SocketError("closed", util.getSocketInfo(this));
                client[kSocket] = null;
                null != this[kHTTP2Session] && this[kHTTP2Session].destroy(err);
                client[kPendingIdx] = client[kRunningIdx];
                assert(0 === client[kRunning]);
                client.emit("disconnect", client[kUrl], [ client ], err);
                client[kResume]();
            });
            let closed = !1;
            socket.on("close", () => {
                closed = !0;
            });
            return {
                version: "h2",
                defaultPipelining: 1 / 0,
                write: (...args) => function writeH2(client, request) {
                    const session = client[kHTTP2Session];
                    const {method, path, host, upgrade, expectContinue, signal, headers: reqHeaders} = request;
                    let {body} = request;
                    if (upgrade) {
                        util.errorRequest(client, request, new Error("Upgrade not supported for H2"));
                        return !1;
                    }
                    const headers = {};
                    for (let n = 0; n < reqHeaders.length; n += 2) {
                        const key = reqHeaders[n + 0];
                        const val = reqHeaders[n + 1];
                        if (Array.isArray(val)) for (let i = 0; i < val.length; i++) headers[key] ? headers[key] += `,${val[i]}` : headers[key] = val[i]; else headers[key] = val;
                    }
                    let stream;
                    const {hostname, port} = client[kUrl];
                    headers[HTTP2_HEADER_AUTHORITY] = host || `${hostname}${port ? `:${port}` : ""}`;
                    headers[HTTP2_HEADER_METHOD] = method;
                    const abort = error => {
                        if (!request.aborted) if (request.completed) "CONNECT" === method && null != stream && util.destroy(stream, error || new RequestAbortedError); else {
                            error = error || new RequestAbortedError;
                            util.errorRequest(client, request, error);
                            null != stream && util.destroy(stream, error);
                            util.destroy(body, error);
                            client[kQueue][client[kRunningIdx]++] = null;
                            client[kResume]();
                        }
                    };
                    try {
                        request.onConnect(abort);
                    } catch (err) {
                        util.errorRequest(client, request, err);
                    }
                    if (request.aborted) return !1;
                    if ("CONNECT" === method) {
                        session.ref();
                        stream = session.request(headers, {
                            endStream: !1,
                            signal
                        });
                        let upgradeResponseFinished = !1;
                        const onResponse = headers => {
                            upgradeResponseFinished = !0;
                            stream.off(errorMonitor, onUpgradeError);
                            request.onUpgradeResponse(Number(headers[HTTP2_HEADER_STATUS]), headers, parseH2ResponseHeaders);
                        };
                        const onUpgradeError = error => {
                            upgradeResponseFinished = !0;
                            stream.off("response", onResponse);
                            request.onUpgradeError(error);
                        };
                        const onReady = () => {
                            try {
                                request.onUpgrade(null, null, stream);
                            } catch (error) {
                                stream.off("response", onResponse);
                                abort(error);
                                return;
                            }
                            if (!request.aborted) {
                                stream.off("error", abort);
                                stream.once(errorMonitor, onUpgradeError);
                                client[kQueue][client[kRunningIdx]++] = null;
                            }
                        };
                        stream.once("response", onResponse);
                        stream.once("error", abort);
                        ++session[kOpenStreams];
                        onReady();
                        stream.once("close", () => {
                            if (!upgradeResponseFinished && request.completed) {
                                stream.off("response", onResponse);
                                stream.off(errorMonitor, onUpgradeError);
                                request.onUpgradeError(new InformationalError(`HTTP/2: "stream error" received - code ${stream.rstCode}`));
                            }
                            session[kOpenStreams] -= 1;
                            0 === session[kOpenStreams] && session.unref();
                        });
                        return !0;
                    }
                    headers[HTTP2_HEADER_PATH] = path;
                    headers[HTTP2_HEADER_SCHEME] = "https";
                    const expectsPayload = "PUT" === method || "POST" === method || "PATCH" === method;
                    body && "function" == typeof body.read && body.read(0);
                    let contentLength = util.bodyLength(body);
                    if (util.isFormDataLike(body)) {
                        extractBody ??= __webpack_require__(3842).extractBody;
                        const [bodyStream, contentType] = extractBody(body);
                        headers["content-type"] = contentType;
                        body = bodyStream.stream;
                        contentLength = bodyStream.length;
                    }
                    null == contentLength && (contentLength = request.contentLength);
                    0 !== contentLength && expectsPayload || (contentLength = null);
                    if (function shouldSendContentLength(method) {
                        return "GET" !== method && "HEAD" !== method && "OPTIONS" !== method && "TRACE" !== method && "CONNECT" !== method;
                    }(method) && contentLength > 0 && null != request.contentLength && request.contentLength !== contentLength) {
                        if (client[kStrictContentLength]) {
                            util.errorRequest(client, request, new RequestContentLengthMismatchError);
                            return !1;
                        }
                        process.emitWarning(new RequestContentLengthMismatchError);
                    }
                    if (null != contentLength) {
                        assert(body, "no body must not have content length");
                        headers[HTTP2_HEADER_CONTENT_LENGTH] = `${contentLength}`;
                    }
                    session.ref();
                    const shouldEndStream = "GET" === method || "HEAD" === method || null === body;
                    if (expectContinue) {
                        headers[HTTP2_HEADER_EXPECT] = "100-continue";
                        stream = session.request(headers, {
                            endStream: shouldEndStream,
                            signal
                        });
                        stream.once("continue", writeBodyH2);
                    } else {
                        stream = session.request(headers, {
                            endStream: shouldEndStream,
                            signal
                        });
                        writeBodyH2();
                    }
                    ++session[kOpenStreams];
                    stream.once("response", headers => {
                        const {[HTTP2_HEADER_STATUS]: statusCode, ...realHeaders} = headers;
                        request.onResponseStarted();
                        if (request.aborted) {
                            const err = new RequestAbortedError;
                            util.errorRequest(client, request, err);
                            util.destroy(stream, err);
                            return;
                        }
                        !1 === request.onHeaders(Number(statusCode), parseH2Headers(realHeaders), stream.resume.bind(stream), "") && stream.pause();
                        stream.on("data", chunk => {
                            !1 === request.onData(chunk) && stream.pause();
                        });
                    });
                    stream.once("end", () => {
                        (null == stream.state?.state || stream.state.state < 6) && request.onComplete([]);
                        0 === session[kOpenStreams] && session.unref();
                        abort(new InformationalError("HTTP/2: stream half-closed (remote)"));
                        client[kQueue][client[kRunningIdx]++] = null;
                        client[kPendingIdx] = client[kRunningIdx];
                        client[kResume]();
                    });
                    stream.once("close", () => {
                        session[kOpenStreams] -= 1;
                        0 === session[kOpenStreams] && session.unref();
                    });
                    stream.once("error", function(err) {
                        abort(err);
                    });
                    stream.once("frameError", (type, code) => {
                        abort(new InformationalError(`HTTP/2: "frameError" received - type ${type}, code ${code}`));
                    });
                    return !0;
                    function writeBodyH2() {
                        body && 0 !== contentLength ? util.isBuffer(body) ? writeBuffer(abort, stream, body, client, request, client[kSocket], contentLength, expectsPayload) : util.isBlobLike(body) ? "function" == typeof body.stream ? writeIterable(abort, stream, body.stream(), client, request, client[kSocket], contentLength, expectsPayload) : async function writeBlob(abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
                            assert(contentLength === body.size, "blob body must have content length");
                            try {
                                if (null != contentLength && contentLength !== body.size) throw new RequestContentLengthMismatchError;
                                const buffer = Buffer.from(await body.arrayBuffer());
                                h2stream.cork();
                                h2stream.write(buffer);
                                h2stream.uncork();
                                h2stream.end();
                                request.onBodySent(buffer);
                                request.onRequestSent();
                                expectsPayload || (socket[kReset] = !0);
                                client[kResume]();
                            } catch (err) {
                                abort(err);
                            }
                        }(abort, stream, body, client, request, client[kSocket], contentLength, expectsPayload) : util.isStream(body) ? function writeStream(abort, socket, expectsPayload, h2stream, body, client, request, contentLength) {
                            assert(0 !== contentLength || 0 === client[kRunning], "stream body cannot be pipelined");
                            const pipe = pipeline(body, h2stream, err => {
                                if (err) {
                                    util.destroy(pipe, err);
                                    abort(err);
                                } else {
                                    util.removeAllListeners(pipe);
                                    request.onRequestSent();
                                    expectsPayload || (socket[kReset] = !0);
                                    client[kResume]();
                                }
                            });
                            util.addListener(pipe, "data", function onPipeData(chunk) {
                                request.onBodySent(chunk);
                            });
                        }(abort, client[kSocket], expectsPayload, stream, body, client, request, contentLength) : util.isIterable(body) ? writeIterable(abort, stream, body, client, request, client[kSocket], contentLength, expectsPayload) : assert(!1) : writeBuffer(abort, stream, null, client, request, client[kSocket], contentLength, expectsPayload);
                    }
                }(client, ...args),
                resume() {
                    (function resumeH2(client) {
                        const socket = client[kSocket];
                        if (!1 === socket?.destroyed) if (0 === client[kSize] && 0 === client[kMaxConcurrentStreams]) {
                            socket.unref();
                            client[kHTTP2Session].unref();
                        } else {
                            socket.ref();
                            client[kHTTP2Session].ref();
                        }
                    })(client);
                },
                destroy(err, callback) {
                    closed ? queueMicrotask(callback) : socket.destroy(err).on("close", callback);
                },
                get destroyed() {
                    return socket.destroyed;
                },
                busy: () => !1
            };
        };
    }),
    5215: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const net = __webpack_require__(7030);
        const http = __webpack_require__(7067);
        const util = __webpack_require__(586);
        const {channels} = __webpack_require__(8580);
        const Request = __webpack_require__(8861);
        const DispatcherBase = __webpack_require__(4339);
        const {InvalidArgumentError, InformationalError, ClientDestroyedError} = __webpack_require__(5793);
        const buildConnector = __webpack_require__(6962);
        const {kUrl, kServerName, kClient, kBusy, kConnect, kResuming, kRunning, kPending, kSize, kQueue, kConnected, kConnecting, kNeedDrain, kKeepAliveDefaultTimeout, kHostHeader, kPendingIdx, kRunningIdx, kError, kPipelining, kKeepAliveTimeoutValue, kMaxHeadersSize, kKeepAliveMaxTimeout, kKeepAliveTimeoutThreshold, kHeadersTimeout, kBodyTimeout, kStrictContentLength, kConnector, kMaxRedirections, kMaxRequests, kCounter, kClose, kDestroy, kDispatch, kInterceptors, kLocalAddress, kMaxResponseSize, kOnError, kHTTPContext, kMaxConcurrentStreams, kResume} = __webpack_require__(33);
        const connectH1 = __webpack_require__(6443);
        const connectH2 = __webpack_require__(1582);
        let deprecatedInterceptorWarned = !1;
        const kClosedResolve = Symbol("kClosedResolve");
        const noop = () => {};
        function getPipelining(client) {
            return client[kPipelining] ?? client[kHTTPContext]?.defaultPipelining ?? 1;
        }
        const createRedirectInterceptor = __webpack_require__(1946);
        function onError(client, err) {
            if (0 === client[kRunning] && "UND_ERR_INFO" !== err.code && "UND_ERR_SOCKET" !== err.code) {
                assert(client[kPendingIdx] === client[kRunningIdx]);
                const requests = client[kQueue].splice(client[kRunningIdx]);
                for (let i = 0; i < requests.length; i++) {
                    const request = requests[i];
                    util.errorRequest(client, request, err);
                }
                assert(0 === client[kSize]);
            }
        }
        async function connect(client) {
            assert(!client[kConnecting]);
            assert(!client[kHTTPContext]);
            let {host, hostname, protocol, port} = client[kUrl];
            if ("[" === hostname[0]) {
                const idx = hostname.indexOf("]");
                assert(-1 !== idx);
                const ip = hostname.substring(1, idx);
                assert(net.isIP(ip));
                hostname = ip;
            }
            client[kConnecting] = !0;
            channels.beforeConnect.hasSubscribers && channels.beforeConnect.publish({
                connectParams: {
                    host,
                    hostname,
                    protocol,
                    port,
                    version: client[kHTTPContext]?.version,
                    servername: client[kServerName],
                    localAddress: client[kLocalAddress]
                },
                connector: client[kConnector]
            });
            try {
                const socket = await new Promise((resolve, reject) => {
                    client[kConnector]({
                        host,
                        hostname,
                        protocol,
                        port,
                        servername: client[kServerName],
                        localAddress: client[kLocalAddress]
                    }, (err, socket) => {
                        err ? reject(err) : resolve(socket);
                    });
                });
                if (client.destroyed) {
                    util.destroy(socket.on("error", noop), new ClientDestroyedError);
                    return;
                }
                assert(socket);
                try {
                    client[kHTTPContext] = "h2" === socket.alpnProtocol ? await connectH2(client, socket) : await connectH1(client, socket);
                } catch (err) {
                    socket.destroy().on("error", noop);
                    throw err;
                }
                client[kConnecting] = !1;
                socket[kCounter] = 0;
                socket[kMaxRequests] = client[kMaxRequests];
                socket[kClient] = client;
                socket[kError] = null;
                channels.connected.hasSubscribers && channels.connected.publish({
                    connectParams: {
                        host,
                        hostname,
                        protocol,
                        port,
                        version: client[kHTTPContext]?.version,
                        servername: client[kServerName],
                        localAddress: client[kLocalAddress]
                    },
                    connector: client[kConnector],
                    socket
                });
                client.emit("connect", client[kUrl], [ client ]);
            } catch (err) {
                if (client.destroyed) return;
                client[kConnecting] = !1;
                channels.connectError.hasSubscribers && channels.connectError.publish({
                    connectParams: {
                        host,
                        hostname,
                        protocol,
                        port,
                        version: client[kHTTPContext]?.version,
                        servername: client[kServerName],
                        localAddress: client[kLocalAddress]
                    },
                    connector: client[kConnector],
                    error: err
                });
                if ("ERR_TLS_CERT_ALTNAME_INVALID" === err.code) {
                    assert(0 === client[kRunning]);
                    for (;client[kPending] > 0 && client[kQueue][client[kPendingIdx]].servername === client[kServerName]; ) {
                        const request = client[kQueue][client[kPendingIdx]++];
                        util.errorRequest(client, request, err);
                    }
                } else onError(client, err);
                client.emit("connectionError", client[kUrl], [ client ], err);
            }
            client[kResume]();
        }
        function emitDrain(client) {
            client[kNeedDrain] = 0;
            client.emit("drain", client[kUrl], [ client ]);
        }
        function resume(client, sync) {
            if (2 !== client[kResuming]) {
                client[kResuming] = 2;
                (function _resume(client, sync) {
                    for (;;) {
                        if (client.destroyed) {
                            assert(0 === client[kPending]);
                            return;
                        }
                        if (client[kClosedResolve] && !client[kSize]) {
                            client[kClosedResolve]();
                            client[kClosedResolve] = null;
                            return;
                        }
                        client[kHTTPContext] && client[kHTTPContext].resume();
                        if (client[kBusy]) client[kNeedDrain] = 2; else if (2 === client[kNeedDrain]) {
                            if (sync) {
                                client[kNeedDrain] = 1;
                                queueMicrotask(() => emitDrain(client));
                            } else emitDrain(client);
                            continue;
                        }
                        if (0 === client[kPending]) return;
                        if (client[kRunning] >= (getPipelining(client) || 1)) return;
                        const request = client[kQueue][client[kPendingIdx]];
                        if ("https:" === client[kUrl].protocol && client[kServerName] !== request.servername) {
                            if (client[kRunning] > 0) return;
                            client[kServerName] = request.servername;
                            client[kHTTPContext]?.destroy(new InformationalError("servername changed"), () => {
                                client[kHTTPContext] = null;
                                resume(client);
                            });
                        }
                        if (client[kConnecting]) return;
                        if (!client[kHTTPContext]) {
                            connect(client);
                            return;
                        }
                        if (client[kHTTPContext].destroyed) return;
                        if (client[kHTTPContext].busy(request)) return;
                        !request.aborted && client[kHTTPContext].write(request) ? client[kPendingIdx]++ : client[kQueue].splice(client[kPendingIdx], 1);
                    }
                })(client, sync);
                client[kResuming] = 0;
                if (client[kRunningIdx] > 256) {
                    client[kQueue].splice(0, client[kRunningIdx]);
                    client[kPendingIdx] -= client[kRunningIdx];
                    client[kRunningIdx] = 0;
                }
            }
        }
        module.exports = class Client extends DispatcherBase {
            constructor(url, {interceptors, maxHeaderSize, headersTimeout, socketTimeout, requestTimeout, connectTimeout, bodyTimeout, idleTimeout, keepAlive, keepAliveTimeout, maxKeepAliveTimeout, keepAliveMaxTimeout, keepAliveTimeoutThreshold, socketPath, pipelining, tls, strictContentLength, maxCachedSessions, maxRedirections, connect, maxRequestsPerClient, localAddress, maxResponseSize, autoSelectFamily, autoSelectFamilyAttemptTimeout, maxConcurrentStreams, allowH2, webSocket, eventSource} = {}) {
                super({
                    webSocket,
                    eventSource
                });
                if (void 0 !== keepAlive) throw new InvalidArgumentError("unsupported keepAlive, use pipelining=0 instead");
                if (void 0 !== socketTimeout) throw new InvalidArgumentError("unsupported socketTimeout, use headersTimeout & bodyTimeout instead");
                if (void 0 !== requestTimeout) throw new InvalidArgumentError("unsupported requestTimeout, use headersTimeout & bodyTimeout instead");
                if (void 0 !== idleTimeout) throw new InvalidArgumentError("unsupported idleTimeout, use keepAliveTimeout instead");
                if (void 0 !== maxKeepAliveTimeout) throw new InvalidArgumentError("unsupported maxKeepAliveTimeout, use keepAliveMaxTimeout instead");
                if (null != maxHeaderSize && !Number.isFinite(maxHeaderSize)) throw new InvalidArgumentError("invalid maxHeaderSize");
                if (null != socketPath && "string" != typeof socketPath) throw new InvalidArgumentError("invalid socketPath");
                if (null != connectTimeout && (!Number.isFinite(connectTimeout) || connectTimeout < 0)) throw new InvalidArgumentError("invalid connectTimeout");
                if (null != keepAliveTimeout && (!Number.isFinite(keepAliveTimeout) || keepAliveTimeout <= 0)) throw new InvalidArgumentError("invalid keepAliveTimeout");
                if (null != keepAliveMaxTimeout && (!Number.isFinite(keepAliveMaxTimeout) || keepAliveMaxTimeout <= 0)) throw new InvalidArgumentError("invalid keepAliveMaxTimeout");
                if (null != keepAliveTimeoutThreshold && !Number.isFinite(keepAliveTimeoutThreshold)) throw new InvalidArgumentError("invalid keepAliveTimeoutThreshold");
                if (null != headersTimeout && (!Number.isInteger(headersTimeout) || headersTimeout < 0)) throw new InvalidArgumentError("headersTimeout must be a positive integer or zero");
                if (null != bodyTimeout && (!Number.isInteger(bodyTimeout) || bodyTimeout < 0)) throw new InvalidArgumentError("bodyTimeout must be a positive integer or zero");
                if (null != connect && "function" != typeof connect && "object" != typeof connect) throw new InvalidArgumentError("connect must be a function or an object");
                if (null != maxRedirections && (!Number.isInteger(maxRedirections) || maxRedirections < 0)) throw new InvalidArgumentError("maxRedirections must be a positive number");
                if (null != maxRequestsPerClient && (!Number.isInteger(maxRequestsPerClient) || maxRequestsPerClient < 0)) throw new InvalidArgumentError("maxRequestsPerClient must be a positive number");
                if (null != localAddress && ("string" != typeof localAddress || 0 === net.isIP(localAddress))) throw new InvalidArgumentError("localAddress must be valid string IP address");
                if (null != maxResponseSize && (!Number.isInteger(maxResponseSize) || maxResponseSize < -1)) throw new InvalidArgumentError("maxResponseSize must be a positive number");
                if (null != autoSelectFamilyAttemptTimeout && (!Number.isInteger(autoSelectFamilyAttemptTimeout) || autoSelectFamilyAttemptTimeout < -1)) throw new InvalidArgumentError("autoSelectFamilyAttemptTimeout must be a positive number");
                if (null != allowH2 && "boolean" != typeof allowH2) throw new InvalidArgumentError("allowH2 must be a valid boolean value");
                if (null != maxConcurrentStreams && ("number" != typeof maxConcurrentStreams || maxConcurrentStreams < 1)) throw new InvalidArgumentError("maxConcurrentStreams must be a positive integer, greater than 0");
                "function" != typeof connect && (connect = buildConnector({
                    ...tls,
                    maxCachedSessions,
                    allowH2,
                    socketPath,
                    timeout: connectTimeout,
                    ...autoSelectFamily ? {
                        autoSelectFamily,
                        autoSelectFamilyAttemptTimeout
                    } : void 0,
                    ...connect
                }));
                if (interceptors?.Client && Array.isArray(interceptors.Client)) {
                    this[kInterceptors] = interceptors.Client;
                    if (!deprecatedInterceptorWarned) {
                        deprecatedInterceptorWarned = !0;
                        process.emitWarning("Client.Options#interceptor is deprecated. Use Dispatcher#compose instead.", {
                            code: "UNDICI-CLIENT-INTERCEPTOR-DEPRECATED"
                        });
                    }
                } else this[kInterceptors] = [ createRedirectInterceptor({
                    maxRedirections
                }) ];
                this[kUrl] = util.parseOrigin(url);
                this[kConnector] = connect;
                this[kPipelining] = null != pipelining ? pipelining : 1;
                this[kMaxHeadersSize] = maxHeaderSize || http.maxHeaderSize;
                this[kKeepAliveDefaultTimeout] = keepAliveTimeout ?? 4e3;
                this[kKeepAliveMaxTimeout] = keepAliveMaxTimeout ?? 6e5;
                this[kKeepAliveTimeoutThreshold] = keepAliveTimeoutThreshold ?? 2e3;
                this[kKeepAliveTimeoutValue] = this[kKeepAliveDefaultTimeout];
                this[kServerName] = null;
                this[kLocalAddress] = null != localAddress ? localAddress : null;
                this[kResuming] = 0;
                this[kNeedDrain] = 0;
                this[kHostHeader] = `host: ${this[kUrl].hostname}${this[kUrl].port ? `:${this[kUrl].port}` : ""}\r\n`;
                this[kBodyTimeout] = null != bodyTimeout ? bodyTimeout : 3e5;
                this[kHeadersTimeout] = null != headersTimeout ? headersTimeout : 3e5;
                this[kStrictContentLength] = strictContentLength ?? !0;
                this[kMaxRedirections] = maxRedirections;
                this[kMaxRequests] = maxRequestsPerClient;
                this[kClosedResolve] = null;
                this[kMaxResponseSize] = maxResponseSize > -1 ? maxResponseSize : -1;
                this[kMaxConcurrentStreams] = null != maxConcurrentStreams ? maxConcurrentStreams : 100;
                this[kHTTPContext] = null;
                this[kQueue] = [];
                this[kRunningIdx] = 0;
                this[kPendingIdx] = 0;
                this[kResume] = sync => resume(this, sync);
                this[kOnError] = err => onError(this, err);
            }
            get pipelining() {
                return this[kPipelining];
            }
            set pipelining(value) {
                this[kPipelining] = value;
                this[kResume](!0);
            }
            get [kPending]() {
                return this[kQueue].length - this[kPendingIdx];
            }
            get [kRunning]() {
                return this[kPendingIdx] - this[kRunningIdx];
            }
            get [kSize]() {
                return this[kQueue].length - this[kRunningIdx];
            }
            get [kConnected]() {
                return !!this[kHTTPContext] && !this[kConnecting] && !this[kHTTPContext].destroyed;
            }
            get [kBusy]() {
                return Boolean(this[kHTTPContext]?.busy(null) || this[kSize] >= (getPipelining(this) || 1) || this[kPending] > 0);
            }
            [kConnect](cb) {
                connect(this);
                this.once("connect", cb);
            }
            [kDispatch](opts, handler) {
                const origin = opts.origin || this[kUrl].origin;
                const request = new Request(origin, opts, handler);
                this[kQueue].push(request);
                if (this[kResuming]) ; else if (null == util.bodyLength(request.body) && util.isIterable(request.body)) {
                    this[kResuming] = 1;
                    queueMicrotask(() => resume(this));
                } else this[kResume](!0);
                this[kResuming] && 2 !== this[kNeedDrain] && this[kBusy] && (this[kNeedDrain] = 2);
                return this[kNeedDrain] < 2;
            }
            async [kClose]() {
                return new Promise(resolve => {
                    this[kSize] ? this[kClosedResolve] = resolve : resolve(null);
                });
            }
            async [kDestroy](err) {
                return new Promise(resolve => {
                    const requests = this[kQueue].splice(this[kPendingIdx]);
                    for (let i = 0; i < requests.length; i++) {
                        const request = requests[i];
                        util.errorRequest(this, request, err);
                    }
                    const callback = () => {
                        if (this[kClosedResolve]) {
                            this[kClosedResolve]();
                            this[kClosedResolve] = null;
                        }
                        resolve(null);
                    };
                    if (this[kHTTPContext]) {
                        this[kHTTPContext].destroy(err, callback);
                        this[kHTTPContext] = null;
                    } else queueMicrotask(callback);
                    this[kResume]();
                });
            }
        };
    }),
    4339: ((module, __unused_webpack_exports, __webpack_require__) => {
        const buffer = __webpack_require__(4573);
        const Dispatcher = __webpack_require__(6089);
        const {ClientDestroyedError, ClientClosedError, InvalidArgumentError} = __webpack_require__(5793);
        const {kDestroy, kClose, kClosed, kDestroyed, kDispatch, kInterceptors} = __webpack_require__(33);
        const kOnDestroyed = Symbol("onDestroyed");
        const kOnClosed = Symbol("onClosed");
        const kInterceptedDispatch = Symbol("Intercepted Dispatch");
        const kWebSocketOptions = Symbol("webSocketOptions");
        const kEventSourceOptions = Symbol("eventSourceOptions");
        module.exports = class DispatcherBase extends Dispatcher {
            constructor(opts) {
                super();
                this[kDestroyed] = !1;
                this[kOnDestroyed] = null;
                this[kClosed] = !1;
                this[kOnClosed] = [];
                this[kWebSocketOptions] = opts?.webSocket ?? {};
                this[kEventSourceOptions] = opts?.eventSource ?? {};
            }
            get webSocketOptions() {
                return {
                    maxFragments: this[kWebSocketOptions].maxFragments ?? 131072,
                    maxPayloadSize: this[kWebSocketOptions].maxPayloadSize ?? 134217728
                };
            }
            get eventSourceOptions() {
                return {
                    maxEventSize: this[kEventSourceOptions].maxEventSize ?? buffer.kStringMaxLength
                };
            }
            get destroyed() {
                return this[kDestroyed];
            }
            get closed() {
                return this[kClosed];
            }
            get interceptors() {
                return this[kInterceptors];
            }
            set interceptors(newInterceptors) {
                if (newInterceptors) for (let i = newInterceptors.length - 1; i >= 0; i--) if ("function" != typeof this[kInterceptors][i]) throw new InvalidArgumentError("interceptor must be an function");
                this[kInterceptors] = newInterceptors;
            }
            close(callback) {
                if (void 0 === callback) return new Promise((resolve, reject) => {
                    this.close((err, data) => err ? reject(err) : resolve(data));
                });
                if ("function" != typeof callback) throw new InvalidArgumentError("invalid callback");
                if (this[kDestroyed]) {
                    queueMicrotask(() => callback(new ClientDestroyedError, null));
                    return;
                }
                if (this[kClosed]) {
                    this[kOnClosed] ? this[kOnClosed].push(callback) : queueMicrotask(() => callback(null, null));
                    return;
                }
                this[kClosed] = !0;
                this[kOnClosed].push(callback);
                const onClosed = () => {
                    const callbacks = this[kOnClosed];
                    this[kOnClosed] = null;
                    for (let i = 0; i < callbacks.length; i++) callbacks[i](null, null);
                };
                this[kClose]().then(() => this.destroy()).then(() => {
                    queueMicrotask(onClosed);
                });
            }
            destroy(err, callback) {
                if ("function" == typeof err) {
                    callback = err;
                    err = null;
                }
                if (void 0 === callback) return new Promise((resolve, reject) => {
                    this.destroy(err, (err, data) => err ? reject(err) : resolve(data));
                });
                if ("function" != typeof callback) throw new InvalidArgumentError("invalid callback");
                if (this[kDestroyed]) {
                    this[kOnDestroyed] ? this[kOnDestroyed].push(callback) : queueMicrotask(() => callback(null, null));
                    return;
                }
                err || (err = new ClientDestroyedError);
                this[kDestroyed] = !0;
                this[kOnDestroyed] = this[kOnDestroyed] || [];
                this[kOnDestroyed].push(callback);
                const onDestroyed = () => {
                    const callbacks = this[kOnDestroyed];
                    this[kOnDestroyed] = null;
                    for (let i = 0; i < callbacks.length; i++) callbacks[i](null, null);
                };
                this[kDestroy](err).then(() => {
                    queueMicrotask(onDestroyed);
                });
            }
            [kInterceptedDispatch](opts, handler) {
                if (!this[kInterceptors] || 0 === this[kInterceptors].length) {
                    this[kInterceptedDispatch] = this[kDispatch];
                    return this[kDispatch](opts, handler);
                }
                let dispatch = this[kDispatch].bind(this);
                for (let i = this[kInterceptors].length - 1; i >= 0; i--) dispatch = this[kInterceptors][i](dispatch);
                this[kInterceptedDispatch] = dispatch;
                return dispatch(opts, handler);
            }
            dispatch(opts, handler) {
                if (!handler || "object" != typeof handler) throw new InvalidArgumentError("handler must be an object");
                try {
                    if (!opts || "object" != typeof opts) throw new InvalidArgumentError("opts must be an object.");
                    if (this[kDestroyed] || this[kOnDestroyed]) throw new ClientDestroyedError;
                    if (this[kClosed]) throw new ClientClosedError;
                    return this[kInterceptedDispatch](opts, handler);
                } catch (err) {
                    if ("function" != typeof handler.onError) throw new InvalidArgumentError("invalid onError method");
                    handler.onError(err);
                    return !1;
                }
            }
        };
    }),
    6089: ((module, __unused_webpack_exports, __webpack_require__) => {
        const EventEmitter = __webpack_require__(8474);
        class Dispatcher extends EventEmitter {
            dispatch() {
                throw new Error("not implemented");
            }
            close() {
                throw new Error("not implemented");
            }
            destroy() {
                throw new Error("not implemented");
            }
            compose(...args) {
                const interceptors = Array.isArray(args[0]) ? args[0] : args;
                let dispatch = this.dispatch.bind(this);
                for (const interceptor of interceptors) if (null != interceptor) {
                    if ("function" != typeof interceptor) throw new TypeError("invalid interceptor, expected function received " + typeof interceptor);
                    dispatch = interceptor(dispatch);
                    if (null == dispatch || "function" != typeof dispatch || 2 !== dispatch.length) throw new TypeError("invalid interceptor");
                }
                return new ComposedDispatcher(this, dispatch);
            }
        }
        class ComposedDispatcher extends Dispatcher {
            #dispatcher=null;
            #dispatch=null;
            constructor(dispatcher, dispatch) {
                super();
                this.#dispatcher = dispatcher;
                this.#dispatch = dispatch;
            }
            dispatch(...args) {
                this.#dispatch(...args);
            }
            close(...args) {
                return this.#dispatcher.close(...args);
            }
            destroy(...args) {
                return this.#dispatcher.destroy(...args);
            }
        }
        module.exports = Dispatcher;
    }),
    5579: ((module, __unused_webpack_exports, __webpack_require__) => {
        const DispatcherBase = __webpack_require__(4339);
        const {kClose, kDestroy, kClosed, kDestroyed, kDispatch, kNoProxyAgent, kHttpProxyAgent, kHttpsProxyAgent} = __webpack_require__(33);
        const ProxyAgent = __webpack_require__(4942);
        const Agent = __webpack_require__(3779);
        const DEFAULT_PORTS = {
            "http:": 80,
            "https:": 443
        };
        let experimentalWarned = !1;
        module.exports = class EnvHttpProxyAgent extends DispatcherBase {
            #noProxyValue=null;
            #noProxyEntries=null;
            #opts=null;
            constructor(opts = {}) {
                super();
                this.#opts = opts;
                if (!experimentalWarned) {
                    experimentalWarned = !0;
                    process.emitWarning("EnvHttpProxyAgent is experimental, expect them to change at any time.", {
                        code: "UNDICI-EHPA"
                    });
                }
                const {httpProxy, httpsProxy, noProxy, ...agentOpts} = opts;
                this[kNoProxyAgent] = new Agent(agentOpts);
                const HTTP_PROXY = httpProxy ?? process.env.http_proxy ?? process.env.HTTP_PROXY;
                this[kHttpProxyAgent] = HTTP_PROXY ? new ProxyAgent({
                    ...agentOpts,
                    uri: HTTP_PROXY
                }) : this[kNoProxyAgent];
                const HTTPS_PROXY = httpsProxy ?? process.env.https_proxy ?? process.env.HTTPS_PROXY;
                this[kHttpsProxyAgent] = HTTPS_PROXY ? new ProxyAgent({
                    ...agentOpts,
                    uri: HTTPS_PROXY
                }) : this[kHttpProxyAgent];
                this.#parseNoProxy();
            }
            [kDispatch](opts, handler) {
                const url = new URL(opts.origin);
                return this.#getProxyAgentForUrl(url).dispatch(opts, handler);
            }
            async [kClose]() {
                await this[kNoProxyAgent].close();
                this[kHttpProxyAgent][kClosed] || await this[kHttpProxyAgent].close();
                this[kHttpsProxyAgent][kClosed] || await this[kHttpsProxyAgent].close();
            }
            async [kDestroy](err) {
                await this[kNoProxyAgent].destroy(err);
                this[kHttpProxyAgent][kDestroyed] || await this[kHttpProxyAgent].destroy(err);
                this[kHttpsProxyAgent][kDestroyed] || await this[kHttpsProxyAgent].destroy(err);
            }
            #getProxyAgentForUrl(url) {
                let {protocol, host: hostname, port} = url;
                hostname = hostname.replace(/:\d*$/, "").toLowerCase();
                port = Number.parseInt(port, 10) || DEFAULT_PORTS[protocol] || 0;
                return this.#shouldProxy(hostname, port) ? "https:" === protocol ? this[kHttpsProxyAgent] : this[kHttpProxyAgent] : this[kNoProxyAgent];
            }
            #shouldProxy(hostname, port) {
                this.#noProxyChanged && this.#parseNoProxy();
                if (0 === this.#noProxyEntries.length) return !0;
                if ("*" === this.#noProxyValue) return !1;
                for (let i = 0; i < this.#noProxyEntries.length; i++) {
                    const entry = this.#noProxyEntries[i];
                    if (!entry.port || entry.port === port) if (/^[.*]/.test(entry.hostname)) {
                        if (hostname.endsWith(entry.hostname.replace(/^\*/, ""))) return !1;
                    } else if (hostname === entry.hostname) return !1;
                }
                return !0;
            }
            #parseNoProxy() {
                const noProxyValue = this.#opts.noProxy ?? this.#noProxyEnv;
                const noProxySplit = noProxyValue.split(/[,\s]/);
                const noProxyEntries = [];
                for (let i = 0; i < noProxySplit.length; i++) {
                    const entry = noProxySplit[i];
                    if (!entry) continue;
                    const parsed = entry.match(/^(.+):(\d+)$/);
                    noProxyEntries.push({
                        hostname: (parsed ? parsed[1] : entry).toLowerCase(),
                        port: parsed ? Number.parseInt(parsed[2], 10) : 0
                    });
                }
                this.#noProxyValue = noProxyValue;
                this.#noProxyEntries = noProxyEntries;
            }
            get #noProxyChanged() {
                return void 0 === this.#opts.noProxy && this.#noProxyValue !== this.#noProxyEnv;
            }
            get #noProxyEnv() {
                return process.env.no_proxy ?? process.env.NO_PROXY ?? "";
            }
        };
    }),
    158: (module => {
        class FixedCircularBuffer {
            constructor() {
                this.bottom = 0;
                this.top = 0;
                this.list = new Array(2048);
                this.next = null;
            }
            isEmpty() {
                return this.top === this.bottom;
            }
            isFull() {
                return (this.top + 1 & 2047) === this.bottom;
            }
            push(data) {
                this.list[this.top] = data;
                this.top = this.top + 1 & 2047;
            }
            shift() {
                const nextItem = this.list[this.bottom];
                if (void 0 === nextItem) return null;
                this.list[this.bottom] = void 0;
                this.bottom = this.bottom + 1 & 2047;
                return nextItem;
            }
        }
        module.exports = class FixedQueue {
            constructor() {
                this.head = this.tail = new FixedCircularBuffer;
            }
            isEmpty() {
                return this.head.isEmpty();
            }
            push(data) {
                this.head.isFull() && (this.head = this.head.next = new FixedCircularBuffer);
                this.head.push(data);
            }
            shift() {
                const tail = this.tail;
                const next = tail.shift();
                tail.isEmpty() && null !== tail.next && (this.tail = tail.next);
                return next;
            }
        };
    }),
    4830: ((module, __unused_webpack_exports, __webpack_require__) => {
        const DispatcherBase = __webpack_require__(4339);
        const FixedQueue = __webpack_require__(158);
        const {kConnected, kSize, kRunning, kPending, kQueued, kBusy, kFree, kUrl, kClose, kDestroy, kDispatch} = __webpack_require__(33);
        const PoolStats = __webpack_require__(4e3);
        const kClients = Symbol("clients");
        const kNeedDrain = Symbol("needDrain");
        const kQueue = Symbol("queue");
        const kClosedResolve = Symbol("closed resolve");
        const kOnDrain = Symbol("onDrain");
        const kOnConnect = Symbol("onConnect");
        const kOnDisconnect = Symbol("onDisconnect");
        const kOnConnectionError = Symbol("onConnectionError");
        const kGetDispatcher = Symbol("get dispatcher");
        const kAddClient = Symbol("add client");
        const kRemoveClient = Symbol("remove client");
        const kStats = Symbol("stats");
        module.exports = {
            PoolBase: class PoolBase extends DispatcherBase {
                constructor(opts) {
                    super(opts);
                    this[kQueue] = new FixedQueue;
                    this[kClients] = [];
                    this[kQueued] = 0;
                    const pool = this;
                    this[kOnDrain] = function onDrain(origin, targets) {
                        const queue = pool[kQueue];
                        let needDrain = !1;
                        for (;!needDrain; ) {
                            const item = queue.shift();
                            if (!item) break;
                            pool[kQueued]--;
                            needDrain = !this.dispatch(item.opts, item.handler);
                        }
                        this[kNeedDrain] = needDrain;
                        if (!this[kNeedDrain] && pool[kNeedDrain]) {
                            pool[kNeedDrain] = !1;
                            pool.emit("drain", origin, [ pool, ...targets ]);
                        }
                        pool[kClosedResolve] && queue.isEmpty() && Promise.all(pool[kClients].map(c => c.close())).then(pool[kClosedResolve]);
                    };
                    this[kOnConnect] = (origin, targets) => {
                        pool.emit("connect", origin, [ pool, ...targets ]);
                    };
                    this[kOnDisconnect] = (origin, targets, err) => {
                        pool.emit("disconnect", origin, [ pool, ...targets ], err);
                    };
                    this[kOnConnectionError] = (origin, targets, err) => {
                        pool.emit("connectionError", origin, [ pool, ...targets ], err);
                    };
                    this[kStats] = new PoolStats(this);
                }
                get [kBusy]() {
                    return this[kNeedDrain];
                }
                get [kConnected]() {
                    return this[kClients].filter(client => client[kConnected]).length;
                }
                get [kFree]() {
                    return this[kClients].filter(client => client[kConnected] && !client[kNeedDrain]).length;
                }
                get [kPending]() {
                    let ret = this[kQueued];
                    for (const {[kPending]: pending} of this[kClients]) ret += pending;
                    return ret;
                }
                get [kRunning]() {
                    let ret = 0;
                    for (const {[kRunning]: running} of this[kClients]) ret += running;
                    return ret;
                }
                get [kSize]() {
                    let ret = this[kQueued];
                    for (const {[kSize]: size} of this[kClients]) ret += size;
                    return ret;
                }
                get stats() {
                    return this[kStats];
                }
                async [kClose]() {
                    this[kQueue].isEmpty() ? await Promise.all(this[kClients].map(c => c.close())) : await new Promise(resolve => {
                        this[kClosedResolve] = resolve;
                    });
                }
                async [kDestroy](err) {
                    for (;;) {
                        const item = this[kQueue].shift();
                        if (!item) break;
                        item.handler.onError(err);
                    }
                    await Promise.all(this[kClients].map(c => c.destroy(err)));
                }
                [kDispatch](opts, handler) {
                    const dispatcher = this[kGetDispatcher]();
                    if (dispatcher) {
                        if (!dispatcher.dispatch(opts, handler)) {
                            dispatcher[kNeedDrain] = !0;
                            this[kNeedDrain] = !this[kGetDispatcher]();
                        }
                    } else {
                        this[kNeedDrain] = !0;
                        this[kQueue].push({
                            opts,
                            handler
                        });
                        this[kQueued]++;
                    }
                    return !this[kNeedDrain];
                }
                [kAddClient](client) {
                    client.on("drain", this[kOnDrain]).on("connect", this[kOnConnect]).on("disconnect", this[kOnDisconnect]).on("connectionError", this[kOnConnectionError]);
                    this[kClients].push(client);
                    this[kNeedDrain] && queueMicrotask(() => {
                        this[kNeedDrain] && this[kOnDrain](client[kUrl], [ this, client ]);
                    });
                    return this;
                }
                [kRemoveClient](client) {
                    client.close(() => {
                        const idx = this[kClients].indexOf(client);
                        -1 !== idx && this[kClients].splice(idx, 1);
                    });
                    this[kNeedDrain] = this[kClients].some(dispatcher => !dispatcher[kNeedDrain] && !0 !== dispatcher.closed && !0 !== dispatcher.destroyed);
                }
            },
            kClients,
            kNeedDrain,
            kAddClient,
            kRemoveClient,
            kGetDispatcher
        };
    }),
    4e3: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {kFree, kConnected, kPending, kQueued, kRunning, kSize} = __webpack_require__(33);
        const kPool = Symbol("pool");
        module.exports = class PoolStats {
            constructor(pool) {
                this[kPool] = pool;
            }
            get connected() {
                return this[kPool][kConnected];
            }
            get free() {
                return this[kPool][kFree];
            }
            get pending() {
                return this[kPool][kPending];
            }
            get queued() {
                return this[kPool][kQueued];
            }
            get running() {
                return this[kPool][kRunning];
            }
            get size() {
                return this[kPool][kSize];
            }
        };
    }),
    7454: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {PoolBase, kClients, kNeedDrain, kAddClient, kGetDispatcher} = __webpack_require__(4830);
        const Client = __webpack_require__(5215);
        const {InvalidArgumentError} = __webpack_require__(5793);
        const util = __webpack_require__(586);
        const {kUrl, kInterceptors} = __webpack_require__(33);
        const buildConnector = __webpack_require__(6962);
        const kOptions = Symbol("options");
        const kConnections = Symbol("connections");
        const kFactory = Symbol("factory");
        function defaultFactory(origin, opts) {
            return new Client(origin, opts);
        }
        module.exports = class Pool extends PoolBase {
            constructor(origin, {connections, factory = defaultFactory, connect, connectTimeout, tls, maxCachedSessions, socketPath, autoSelectFamily, autoSelectFamilyAttemptTimeout, allowH2, ...options} = {}) {
                if (null != connections && (!Number.isFinite(connections) || connections < 0)) throw new InvalidArgumentError("invalid connections");
                if ("function" != typeof factory) throw new InvalidArgumentError("factory must be a function.");
                if (null != connect && "function" != typeof connect && "object" != typeof connect) throw new InvalidArgumentError("connect must be a function or an object");
                "function" != typeof connect && (connect = buildConnector({
                    ...tls,
                    maxCachedSessions,
                    allowH2,
                    socketPath,
                    timeout: connectTimeout,
                    ...autoSelectFamily ? {
                        autoSelectFamily,
                        autoSelectFamilyAttemptTimeout
                    } : void 0,
                    ...connect
                }));
                super(options);
                this[kInterceptors] = options.interceptors?.Pool && Array.isArray(options.interceptors.Pool) ? options.interceptors.Pool : [];
                this[kConnections] = connections || null;
                this[kUrl] = util.parseOrigin(origin);
                this[kOptions] = {
                    ...util.deepClone(options),
                    connect,
                    allowH2
                };
                this[kOptions].interceptors = options.interceptors ? {
                    ...options.interceptors
                } : void 0;
                this[kFactory] = factory;
                this.on("connectionError", (origin, targets, error) => {
                    for (const target of targets) {
                        const idx = this[kClients].indexOf(target);
                        -1 !== idx && this[kClients].splice(idx, 1);
                    }
                });
            }
            [kGetDispatcher]() {
                for (const client of this[kClients]) if (!client[kNeedDrain]) return client;
                if (!this[kConnections] || this[kClients].length < this[kConnections]) {
                    const dispatcher = this[kFactory](this[kUrl], this[kOptions]);
                    this[kAddClient](dispatcher);
                    return dispatcher;
                }
            }
        };
    }),
    4942: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {kProxy, kClose, kDestroy, kDispatch, kInterceptors} = __webpack_require__(33);
        const {URL} = __webpack_require__(3136);
        const Agent = __webpack_require__(3779);
        const Pool = __webpack_require__(7454);
        const DispatcherBase = __webpack_require__(4339);
        const {InvalidArgumentError, RequestAbortedError, SecureProxyConnectionError} = __webpack_require__(5793);
        const buildConnector = __webpack_require__(6962);
        const Client = __webpack_require__(5215);
        const kAgent = Symbol("proxy agent");
        const kClient = Symbol("proxy client");
        const kProxyHeaders = Symbol("proxy headers");
        const kRequestTls = Symbol("request tls settings");
        const kProxyTls = Symbol("proxy tls settings");
        const kConnectEndpoint = Symbol("connect endpoint function");
        const kTunnelProxy = Symbol("tunnel proxy");
        function defaultFactory(origin, opts) {
            return new Pool(origin, opts);
        }
        const noop = () => {};
        function defaultAgentFactory(origin, opts) {
            return 1 === opts.connections ? new Client(origin, opts) : new Pool(origin, opts);
        }
        class Http1ProxyWrapper extends DispatcherBase {
            #client;
            constructor(proxyUrl, {headers = {}, connect, factory}) {
                super();
                if (!proxyUrl) throw new InvalidArgumentError("Proxy URL is mandatory");
                this[kProxyHeaders] = headers;
                this.#client = factory ? factory(proxyUrl, {
                    connect
                }) : new Client(proxyUrl, {
                    connect
                });
            }
            [kDispatch](opts, handler) {
                const onHeaders = handler.onHeaders;
                handler.onHeaders = function(statusCode, data, resume) {
                    407 !== statusCode ? onHeaders && onHeaders.call(this, statusCode, data, resume) : "function" == typeof handler.onError && handler.onError(new InvalidArgumentError("Proxy Authentication Required (407)"));
                };
                const {origin, path = "/", headers = {}} = opts;
                opts.path = origin + path;
                if (!("host" in headers) && !("Host" in headers)) {
                    const {host} = new URL(origin);
                    headers.host = host;
                }
                opts.headers = {
                    ...this[kProxyHeaders],
                    ...headers
                };
                return this.#client[kDispatch](opts, handler);
            }
            async [kClose]() {
                return this.#client.close();
            }
            async [kDestroy](err) {
                return this.#client.destroy(err);
            }
        }
        module.exports = class ProxyAgent extends DispatcherBase {
            constructor(opts) {
                super();
                if (!opts || "object" == typeof opts && !(opts instanceof URL) && !opts.uri) throw new InvalidArgumentError("Proxy uri is mandatory");
                const {clientFactory = defaultFactory} = opts;
                if ("function" != typeof clientFactory) throw new InvalidArgumentError("Proxy opts.clientFactory must be a function.");
                const {proxyTunnel = !0} = opts;
                const url = this.#getUrl(opts);
                const {href, origin, port, protocol, username, password, hostname: proxyHostname} = url;
                this[kProxy] = {
                    uri: href,
                    protocol
                };
                this[kInterceptors] = opts.interceptors?.ProxyAgent && Array.isArray(opts.interceptors.ProxyAgent) ? opts.interceptors.ProxyAgent : [];
                this[kRequestTls] = opts.requestTls;
                this[kProxyTls] = opts.proxyTls;
                this[kProxyHeaders] = opts.headers || {};
                this[kTunnelProxy] = proxyTunnel;
                if (opts.auth && opts.token) throw new InvalidArgumentError("opts.auth cannot be used in combination with opts.token");
                opts.auth ? this[kProxyHeaders]["proxy-authorization"] = `Basic ${opts.auth}` : opts.token ? this[kProxyHeaders]["proxy-authorization"] = opts.token : username && password && (this[kProxyHeaders]["proxy-authorization"] = `Basic ${Buffer.from(`${decodeURIComponent(username)}:${decodeURIComponent(password)}`).toString("base64")}`);
                const connect = buildConnector({
                    ...opts.proxyTls
                });
                this[kConnectEndpoint] = buildConnector({
                    ...opts.requestTls
                });
                const agentFactory = opts.factory || defaultAgentFactory;
                this[kClient] = clientFactory(url, {
                    connect
                });
                this[kAgent] = new Agent({
                    ...opts,
                    factory: (origin, options) => {
                        const {protocol} = new URL(origin);
                        return this[kTunnelProxy] || "http:" !== protocol || "http:" !== this[kProxy].protocol ? agentFactory(origin, options) : new Http1ProxyWrapper(this[kProxy].uri, {
                            headers: this[kProxyHeaders],
                            connect,
                            factory: agentFactory
                        });
                    },
                    connect: async (opts, callback) => {
                        let requestedPath = opts.host;
                        opts.port || (requestedPath += `:${function defaultProtocolPort(protocol) {
                            return "https:" === protocol ? 443 : 80;
                        }(opts.protocol)}`);
                        try {
                            const {socket, statusCode} = await this[kClient].connect({
                                origin,
                                port,
                                path: requestedPath,
                                signal: opts.signal,
                                headers: {
                                    ...this[kProxyHeaders],
                                    host: opts.host
                                },
                                servername: this[kProxyTls]?.servername || proxyHostname
                            });
                            if (200 !== statusCode) {
                                socket.on("error", noop).destroy();
                                callback(new RequestAbortedError(`Proxy response (${statusCode}) !== 200 when HTTP Tunneling`));
                            }
                            if ("https:" !== opts.protocol) {
                                callback(null, socket);
                                return;
                            }
                            let servername;
                            servername = this[kRequestTls] ? this[kRequestTls].servername : opts.servername;
                            this[kConnectEndpoint]({
                                ...opts,
                                servername,
                                httpSocket: socket
                            }, callback);
                        } catch (err) {
                            "ERR_TLS_CERT_ALTNAME_INVALID" === err.code ? callback(new SecureProxyConnectionError(err)) : callback(err);
                        }
                    }
                });
            }
            dispatch(opts, handler) {
                const headers = function buildHeaders(headers) {
                    if (Array.isArray(headers)) {
                        const headersPair = {};
                        for (let i = 0; i < headers.length; i += 2) headersPair[headers[i]] = headers[i + 1];
                        return headersPair;
                    }
                    return headers;
                }(opts.headers);
                (function throwIfProxyAuthIsSent(headers) {
                    if (headers && Object.keys(headers).find(key => "proxy-authorization" === key.toLowerCase())) throw new InvalidArgumentError("Proxy-Authorization should be sent in ProxyAgent constructor");
                })(headers);
                if (headers && !("host" in headers) && !("Host" in headers)) {
                    const {host} = new URL(opts.origin);
                    headers.host = host;
                }
                return this[kAgent].dispatch({
                    ...opts,
                    headers
                }, handler);
            }
            #getUrl(opts) {
                return "string" == typeof opts ? new URL(opts) : opts instanceof URL ? opts : new URL(opts.uri);
            }
            async [kClose]() {
                await this[kAgent].close();
                await this[kClient].close();
            }
            async [kDestroy]() {
                await this[kAgent].destroy();
                await this[kClient].destroy();
            }
        };
    }),
    8056: ((module, __unused_webpack_exports, __webpack_require__) => {
        const Dispatcher = __webpack_require__(6089);
        const RetryHandler = __webpack_require__(2406);
        module.exports = class RetryAgent extends Dispatcher {
            #agent=null;
            #options=null;
            constructor(agent, options = {}) {
                super(options);
                this.#agent = agent;
                this.#options = options;
            }
            dispatch(opts, handler) {
                const retry = new RetryHandler({
                    ...opts,
                    retryOptions: this.#options
                }, {
                    dispatch: this.#agent.dispatch.bind(this.#agent),
                    handler
                });
                return this.#agent.dispatch(opts, retry);
            }
            close() {
                return this.#agent.close();
            }
            destroy() {
                return this.#agent.destroy();
            }
        };
    }),
    5319: ((module, __unused_webpack_exports, __webpack_require__) => {
        const globalDispatcher = Symbol.for("undici.globalDispatcher.1");
        const {InvalidArgumentError} = __webpack_require__(5793);
        const Agent = __webpack_require__(3779);
        void 0 === getGlobalDispatcher() && setGlobalDispatcher(new Agent);
        function setGlobalDispatcher(agent) {
            if (!agent || "function" != typeof agent.dispatch) throw new InvalidArgumentError("Argument agent must implement Agent");
            Object.defineProperty(globalThis, globalDispatcher, {
                value: agent,
                writable: !0,
                enumerable: !1,
                configurable: !1
            });
        }
        function getGlobalDispatcher() {
            return globalThis[globalDispatcher];
        }
        module.exports = {
            setGlobalDispatcher,
            getGlobalDispatcher
        };
    }),
    6037: (module => {
        module.exports = class DecoratorHandler {
            #handler;
            constructor(handler) {
                if ("object" != typeof handler || null === handler) throw new TypeError("handler must be an object");
                this.#handler = handler;
            }
            onConnect(...args) {
                return this.#handler.onConnect?.(...args);
            }
            onError(...args) {
                return this.#handler.onError?.(...args);
            }
            onUpgrade(...args) {
                return this.#handler.onUpgrade?.(...args);
            }
            onResponseStarted(...args) {
                return this.#handler.onResponseStarted?.(...args);
            }
            onHeaders(...args) {
                return this.#handler.onHeaders?.(...args);
            }
            onData(...args) {
                return this.#handler.onData?.(...args);
            }
            onComplete(...args) {
                return this.#handler.onComplete?.(...args);
            }
            onBodySent(...args) {
                return this.#handler.onBodySent?.(...args);
            }
        };
    }),
    7424: ((module, __unused_webpack_exports, __webpack_require__) => {
        const util = __webpack_require__(586);
        const {kBodyUsed} = __webpack_require__(33);
        const assert = __webpack_require__(4589);
        const {InvalidArgumentError} = __webpack_require__(5793);
        const EE = __webpack_require__(8474);
        const redirectableStatusCodes = [ 300, 301, 302, 303, 307, 308 ];
        const kBody = Symbol("body");
        class BodyAsyncIterable {
            constructor(body) {
                this[kBody] = body;
                this[kBodyUsed] = !1;
            }
            async* [Symbol.asyncIterator]() {
                assert(!this[kBodyUsed], "disturbed");
                this[kBodyUsed] = !0;
                yield* this[kBody];
            }
        }
        function shouldRemoveHeader(header, removeContent, unknownOrigin) {
            if (4 === header.length) return "host" === util.headerNameToString(header);
            if (removeContent && util.headerNameToString(header).startsWith("content-")) return !0;
            if (unknownOrigin && (13 === header.length || 6 === header.length || 19 === header.length)) {
                const name = util.headerNameToString(header);
                return "authorization" === name || "cookie" === name || "proxy-authorization" === name;
            }
            return !1;
        }
        module.exports = class RedirectHandler {
            constructor(dispatch, maxRedirections, opts, handler) {
                if (null != maxRedirections && (!Number.isInteger(maxRedirections) || maxRedirections < 0)) throw new InvalidArgumentError("maxRedirections must be a positive number");
                util.validateHandler(handler, opts.method, opts.upgrade);
                this.dispatch = dispatch;
                this.location = null;
                this.abort = null;
                this.opts = {
                    ...opts,
                    maxRedirections: 0
                };
                this.maxRedirections = maxRedirections;
                this.handler = handler;
                this.history = [];
                this.redirectionLimitReached = !1;
                if (util.isStream(this.opts.body)) {
                    0 === util.bodyLength(this.opts.body) && this.opts.body.on("data", function() {
                        assert(!1);
                    });
                    if ("boolean" != typeof this.opts.body.readableDidRead) {
                        this.opts.body[kBodyUsed] = !1;
                        EE.prototype.on.call(this.opts.body, "data", function() {
                            this[kBodyUsed] = !0;
                        });
                    }
                } else (this.opts.body && "function" == typeof this.opts.body.pipeTo || this.opts.body && "string" != typeof this.opts.body && !ArrayBuffer.isView(this.opts.body) && util.isIterable(this.opts.body)) && (this.opts.body = new BodyAsyncIterable(this.opts.body));
            }
            onConnect(abort) {
                this.abort = abort;
                this.handler.onConnect(abort, {
                    history: this.history
                });
            }
            onUpgrade(statusCode, headers, socket) {
                this.handler.onUpgrade(statusCode, headers, socket);
            }
            onError(error) {
                this.handler.onError(error);
            }
            onHeaders(statusCode, headers, resume, statusText) {
                this.location = this.history.length >= this.maxRedirections || util.isDisturbed(this.opts.body) ? null : function parseLocation(statusCode, headers) {
                    if (-1 === redirectableStatusCodes.indexOf(statusCode)) return null;
                    for (let i = 0; i < headers.length; i += 2) if (8 === headers[i].length && "location" === util.headerNameToString(headers[i])) return headers[i + 1];
                }(statusCode, headers);
                if (this.opts.throwOnMaxRedirect && this.history.length >= this.maxRedirections) {
                    this.request && this.request.abort(new Error("max redirects"));
                    this.redirectionLimitReached = !0;
                    this.abort(new Error("max redirects"));
                    return;
                }
                this.opts.origin && this.history.push(new URL(this.opts.path, this.opts.origin));
                if (!this.location) return this.handler.onHeaders(statusCode, headers, resume, statusText);
                const {origin, pathname, search} = util.parseURL(new URL(this.location, this.opts.origin && new URL(this.opts.path, this.opts.origin)));
                const path = search ? `${pathname}${search}` : pathname;
                this.opts.headers = function cleanRequestHeaders(headers, removeContent, unknownOrigin) {
                    const ret = [];
                    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) shouldRemoveHeader(headers[i], removeContent, unknownOrigin) || ret.push(headers[i], headers[i + 1]); else if (headers && "object" == typeof headers) for (const key of Object.keys(headers)) shouldRemoveHeader(key, removeContent, unknownOrigin) || ret.push(key, headers[key]); else assert(null == headers, "headers must be an object or an array");
                    return ret;
                }(this.opts.headers, 303 === statusCode, this.opts.origin !== origin);
                this.opts.path = path;
                this.opts.origin = origin;
                this.opts.maxRedirections = 0;
                this.opts.query = null;
                if (303 === statusCode && "HEAD" !== this.opts.method) {
                    this.opts.method = "GET";
                    this.opts.body = null;
                }
            }
            onData(chunk) {
                if (!this.location) return this.handler.onData(chunk);
            }
            onComplete(trailers) {
                if (this.location) {
                    this.location = null;
                    this.abort = null;
                    this.dispatch(this.opts, this);
                } else this.handler.onComplete(trailers);
            }
            onBodySent(chunk) {
                this.handler.onBodySent && this.handler.onBodySent(chunk);
            }
        };
    }),
    2406: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const {kRetryHandlerDefaultRetry} = __webpack_require__(33);
        const {RequestRetryError} = __webpack_require__(5793);
        const {isDisturbed, parseHeaders, parseRangeHeader, wrapRequestBody} = __webpack_require__(586);
        function validatePartialResponseContentLength(headers, range, statusCode, retryCount) {
            const contentLength = headers["content-length"];
            if (null == contentLength) return null;
            if (!Number.isFinite(range.start) || !Number.isFinite(range.end)) return null;
            const length = Number(contentLength);
            const expectedLength = range.end - range.start + 1;
            return Number.isFinite(length) && length === expectedLength ? null : new RequestRetryError("Content-Length mismatch", statusCode, {
                headers,
                data: {
                    count: retryCount
                }
            });
        }
        class RetryHandler {
            constructor(opts, handlers) {
                const {retryOptions, ...dispatchOpts} = opts;
                const {retry: retryFn, maxRetries, maxTimeout, minTimeout, timeoutFactor, methods, errorCodes, retryAfter, statusCodes} = retryOptions ?? {};
                this.dispatch = handlers.dispatch;
                this.handler = handlers.handler;
                this.opts = {
                    ...dispatchOpts,
                    body: wrapRequestBody(opts.body)
                };
                this.abort = null;
                this.aborted = !1;
                this.retryOpts = {
                    retry: retryFn ?? RetryHandler[kRetryHandlerDefaultRetry],
                    retryAfter: retryAfter ?? !0,
                    maxTimeout: maxTimeout ?? 3e4,
                    minTimeout: minTimeout ?? 500,
                    timeoutFactor: timeoutFactor ?? 2,
                    maxRetries: maxRetries ?? 5,
                    methods: methods ?? [ "GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE" ],
                    statusCodes: statusCodes ?? [ 500, 502, 503, 504, 429 ],
                    errorCodes: errorCodes ?? [ "ECONNRESET", "ECONNREFUSED", "ENOTFOUND", "ENETDOWN", "ENETUNREACH", "EHOSTDOWN", "EHOSTUNREACH", "EPIPE", "UND_ERR_SOCKET" ]
                };
                this.retryCount = 0;
                this.retryCountCheckpoint = 0;
                this.start = 0;
                this.end = null;
                this.etag = null;
                this.resume = null;
                this.headersSent = !1;
                this.handler.onConnect(reason => {
                    this.aborted = !0;
                    this.abort ? this.abort(reason) : this.reason = reason;
                });
            }
            checkpointResponseEnd(headers, resume) {
                if (null == this.end && "HEAD" !== this.opts.method) {
                    const contentLength = headers["content-length"];
                    this.end = null != contentLength ? Number(contentLength) - 1 : null;
                    assert(null == this.end || Number.isFinite(this.end), "invalid content-length");
                }
                this.resume = null != this.end ? resume : null;
            }
            onRequestSent() {
                this.handler.onRequestSent && this.handler.onRequestSent();
            }
            onUpgrade(statusCode, headers, socket) {
                this.handler.onUpgrade && this.handler.onUpgrade(statusCode, headers, socket);
            }
            onConnect(abort) {
                this.aborted ? abort(this.reason) : this.abort = abort;
            }
            onBodySent(chunk) {
                if (this.handler.onBodySent) return this.handler.onBodySent(chunk);
            }
            static [kRetryHandlerDefaultRetry](err, {state, opts}, cb) {
                const {statusCode, code, headers} = err;
                const {method, retryOptions} = opts;
                const {maxRetries, minTimeout, maxTimeout, timeoutFactor, statusCodes, errorCodes, methods} = retryOptions;
                const {counter} = state;
                if (code && "UND_ERR_REQ_RETRY" !== code && !errorCodes.includes(code)) {
                    cb(err);
                    return;
                }
                if (Array.isArray(methods) && !methods.includes(method)) {
                    cb(err);
                    return;
                }
                if (null != statusCode && Array.isArray(statusCodes) && !statusCodes.includes(statusCode)) {
                    cb(err);
                    return;
                }
                if (counter > maxRetries) {
                    cb(err);
                    return;
                }
                let retryAfterHeader = headers?.["retry-after"];
                if (retryAfterHeader) {
                    retryAfterHeader = Number(retryAfterHeader);
                    retryAfterHeader = Number.isNaN(retryAfterHeader) ? function calculateRetryAfterHeader(retryAfter) {
                        const current = Date.now();
                        return new Date(retryAfter).getTime() - current;
                    }(retryAfterHeader) : 1e3 * retryAfterHeader;
                }
                const retryTimeout = retryAfterHeader > 0 ? Math.min(retryAfterHeader, maxTimeout) : Math.min(minTimeout * timeoutFactor ** (counter - 1), maxTimeout);
                setTimeout(() => cb(null), retryTimeout);
            }
            onHeaders(statusCode, rawHeaders, resume, statusMessage) {
                const headers = parseHeaders(rawHeaders);
                this.retryCount += 1;
                if (statusCode >= 300) {
                    if (this.headersSent || !1 !== this.retryOpts.statusCodes.includes(statusCode)) {
                        this.abort(new RequestRetryError("Request failed", statusCode, {
                            headers,
                            data: {
                                count: this.retryCount
                            }
                        }));
                        return !1;
                    }
                    this.headersSent = !0;
                    this.checkpointResponseEnd(headers, resume);
                    return this.handler.onHeaders(statusCode, rawHeaders, resume, statusMessage);
                }
                if (null != this.resume) {
                    this.resume = null;
                    if (206 !== statusCode && (this.start > 0 || 200 !== statusCode)) {
                        this.abort(new RequestRetryError("server does not support the range header and the payload was partially consumed", statusCode, {
                            headers,
                            data: {
                                count: this.retryCount
                            }
                        }));
                        return !1;
                    }
                    const contentRange = parseRangeHeader(headers["content-range"]);
                    if (!contentRange) {
                        this.abort(new RequestRetryError("Content-Range mismatch", statusCode, {
                            headers,
                            data: {
                                count: this.retryCount
                            }
                        }));
                        return !1;
                    }
                    if (null != this.etag && this.etag !== headers.etag) {
                        this.abort(new RequestRetryError("ETag mismatch", statusCode, {
                            headers,
                            data: {
                                count: this.retryCount
                            }
                        }));
                        return !1;
                    }
                    const contentLengthError = validatePartialResponseContentLength(headers, contentRange, statusCode, this.retryCount);
                    if (null != contentLengthError) {
                        this.abort(contentLengthError);
                        return !1;
                    }
                    const {start, size, end = size - 1} = contentRange;
                    if (this.start !== start || null != this.end && this.end !== end) {
                        this.abort(new RequestRetryError("Content-Range mismatch", statusCode, {
                            headers,
                            data: {
                                count: this.retryCount
                            }
                        }));
                        return !1;
                    }
                    this.resume = resume;
                    return !0;
                }
                if (null == this.end) {
                    if (206 === statusCode) {
                        const range = parseRangeHeader(headers["content-range"]);
                        if (null == range) {
                            this.headersSent = !0;
                            return this.handler.onHeaders(statusCode, rawHeaders, resume, statusMessage);
                        }
                        const contentLengthError = validatePartialResponseContentLength(headers, range, statusCode, this.retryCount);
                        if (null != contentLengthError) {
                            this.abort(contentLengthError);
                            return !1;
                        }
                        const {start, size, end = size - 1} = range;
                        assert(null != start && Number.isFinite(start), "content-range mismatch");
                        assert(null != end && Number.isFinite(end), "invalid content-length");
                        this.start = start;
                        this.end = end;
                    }
                    if (null == this.end) {
                        const contentLength = headers["content-length"];
                        this.end = null != contentLength ? Number(contentLength) - 1 : null;
                    }
                    assert(Number.isFinite(this.start));
                    assert(null == this.end || Number.isFinite(this.end), "invalid content-length");
                    this.resume = resume;
                    this.headersSent = !0;
                    this.etag = null != headers.etag ? headers.etag : null;
                    null != this.etag && this.etag.startsWith("W/") && (this.etag = null);
                    return this.handler.onHeaders(statusCode, rawHeaders, resume, statusMessage);
                }
                const err = new RequestRetryError("Request failed", statusCode, {
                    headers,
                    data: {
                        count: this.retryCount
                    }
                });
                this.abort(err);
                return !1;
            }
            onData(chunk) {
                this.start += chunk.length;
                return this.handler.onData(chunk);
            }
            onComplete(rawTrailers) {
                this.retryCount = 0;
                return this.handler.onComplete(rawTrailers);
            }
            onError(err) {
                if (this.aborted || isDisturbed(this.opts.body) || this.headersSent && null == this.resume) return this.handler.onError(err);
                this.retryCount - this.retryCountCheckpoint > 0 ? this.retryCount = this.retryCountCheckpoint + (this.retryCount - this.retryCountCheckpoint) : this.retryCount += 1;
                this.retryOpts.retry(err, {
                    state: {
                        counter: this.retryCount
                    },
                    opts: {
                        retryOptions: this.retryOpts,
                        ...this.opts
                    }
                }, function onRetry(err) {
                    if (null != err || this.aborted || isDisturbed(this.opts.body)) return this.handler.onError(err);
                    if (0 !== this.start) {
                        const headers = {
                            range: `bytes=${this.start}-${this.end ?? ""}`
                        };
                        null != this.etag && (headers["if-match"] = this.etag);
                        this.opts = {
                            ...this.opts,
                            headers: {
                                ...this.opts.headers,
                                ...headers
                            }
                        };
                    }
                    try {
                        this.retryCountCheckpoint = this.retryCount;
                        this.dispatch(this.opts, this);
                    } catch (err) {
                        this.handler.onError(err);
                    }
                }.bind(this));
            }
        }
        module.exports = RetryHandler;
    }),
    1893: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {isIP} = __webpack_require__(7030);
        const {lookup} = __webpack_require__(610);
        const DecoratorHandler = __webpack_require__(6037);
        const {InvalidArgumentError, InformationalError} = __webpack_require__(5793);
        const maxInt = Math.pow(2, 31) - 1;
        class DNSInstance {
            #maxTTL=0;
            #maxItems=0;
            #records=new Map;
            dualStack=!0;
            affinity=null;
            lookup=null;
            pick=null;
            constructor(opts) {
                this.#maxTTL = opts.maxTTL;
                this.#maxItems = opts.maxItems;
                this.dualStack = opts.dualStack;
                this.affinity = opts.affinity;
                this.lookup = opts.lookup ?? this.#defaultLookup;
                this.pick = opts.pick ?? this.#defaultPick;
            }
            get full() {
                return this.#records.size === this.#maxItems;
            }
            runLookup(origin, opts, cb) {
                const ips = this.#records.get(origin.hostname);
                if (null == ips && this.full) {
                    cb(null, origin.origin);
                    return;
                }
                const newOpts = {
                    affinity: this.affinity,
                    dualStack: this.dualStack,
                    lookup: this.lookup,
                    pick: this.pick,
                    ...opts.dns,
                    maxTTL: this.#maxTTL,
                    maxItems: this.#maxItems
                };
                if (null == ips) this.lookup(origin, newOpts, (err, addresses) => {
                    if (err || null == addresses || 0 === addresses.length) {
                        cb(err ?? new InformationalError("No DNS entries found"));
                        return;
                    }
                    this.setRecords(origin, addresses);
                    const records = this.#records.get(origin.hostname);
                    const ip = this.pick(origin, records, newOpts.affinity);
                    let port;
                    port = "number" == typeof ip.port ? `:${ip.port}` : "" !== origin.port ? `:${origin.port}` : "";
                    cb(null, `${origin.protocol}//${6 === ip.family ? `[${ip.address}]` : ip.address}${port}`);
                }); else {
                    const ip = this.pick(origin, ips, newOpts.affinity);
                    if (null == ip) {
                        this.#records.delete(origin.hostname);
                        this.runLookup(origin, opts, cb);
                        return;
                    }
                    let port;
                    port = "number" == typeof ip.port ? `:${ip.port}` : "" !== origin.port ? `:${origin.port}` : "";
                    cb(null, `${origin.protocol}//${6 === ip.family ? `[${ip.address}]` : ip.address}${port}`);
                }
            }
            #defaultLookup(origin, opts, cb) {
                lookup(origin.hostname, {
                    all: !0,
                    family: !1 === this.dualStack ? this.affinity : 0,
                    order: "ipv4first"
                }, (err, addresses) => {
                    if (err) return cb(err);
                    const results = new Map;
                    for (const addr of addresses) results.set(`${addr.address}:${addr.family}`, addr);
                    cb(null, results.values());
                });
            }
            #defaultPick(origin, hostnameRecords, affinity) {
                let ip = null;
                const {records, offset} = hostnameRecords;
                let family;
                if (this.dualStack) {
                    if (null == affinity) if (null == offset || offset === maxInt) {
                        hostnameRecords.offset = 0;
                        affinity = 4;
                    } else {
                        hostnameRecords.offset++;
                        affinity = 1 & ~hostnameRecords.offset ? 4 : 6;
                    }
                    family = null != records[affinity] && records[affinity].ips.length > 0 ? records[affinity] : records[4 === affinity ? 6 : 4];
                } else family = records[affinity];
                if (null == family || 0 === family.ips.length) return ip;
                null == family.offset || family.offset === maxInt ? family.offset = 0 : family.offset++;
                const position = family.offset % family.ips.length;
                ip = family.ips[position] ?? null;
                if (null == ip) return ip;
                if (Date.now() - ip.timestamp > ip.ttl) {
                    family.ips.splice(position, 1);
                    return this.pick(origin, hostnameRecords, affinity);
                }
                return ip;
            }
            setRecords(origin, addresses) {
                const timestamp = Date.now();
                const records = {
                    records: {
                        4: null,
                        6: null
                    }
                };
                for (const record of addresses) {
                    record.timestamp = timestamp;
                    "number" == typeof record.ttl ? record.ttl = Math.min(record.ttl, this.#maxTTL) : record.ttl = this.#maxTTL;
                    const familyRecords = records.records[record.family] ?? {
                        ips: []
                    };
                    familyRecords.ips.push(record);
                    records.records[record.family] = familyRecords;
                }
                this.#records.set(origin.hostname, records);
            }
            getHandler(meta, opts) {
                return new DNSDispatchHandler(this, meta, opts);
            }
        }
        class DNSDispatchHandler extends DecoratorHandler {
            #state=null;
            #opts=null;
            #dispatch=null;
            #handler=null;
            #origin=null;
            constructor(state, {origin, handler, dispatch}, opts) {
                super(handler);
                this.#origin = origin;
                this.#handler = handler;
                this.#opts = {
                    ...opts
                };
                this.#state = state;
                this.#dispatch = dispatch;
            }
            onError(err) {
                switch (err.code) {
                  case "ETIMEDOUT":
                  case "ECONNREFUSED":
                    if (this.#state.dualStack) {
                        this.#state.runLookup(this.#origin, this.#opts, (err, newOrigin) => {
                            if (err) return this.#handler.onError(err);
                            const dispatchOpts = {
                                ...this.#opts,
                                origin: newOrigin
                            };
                            this.#dispatch(dispatchOpts, this);
                        });
                        return;
                    }
                    this.#handler.onError(err);
                    return;

                  case "ENOTFOUND":
                    this.#state.deleteRecord(this.#origin);

                  default:
                    this.#handler.onError(err);
                }
            }
        }
        module.exports = interceptorOpts => {
            if (null != interceptorOpts?.maxTTL && ("number" != typeof interceptorOpts?.maxTTL || interceptorOpts?.maxTTL < 0)) throw new InvalidArgumentError("Invalid maxTTL. Must be a positive number");
            if (null != interceptorOpts?.maxItems && ("number" != typeof interceptorOpts?.maxItems || interceptorOpts?.maxItems < 1)) throw new InvalidArgumentError("Invalid maxItems. Must be a positive number and greater than zero");
            if (null != interceptorOpts?.affinity && 4 !== interceptorOpts?.affinity && 6 !== interceptorOpts?.affinity) throw new InvalidArgumentError("Invalid affinity. Must be either 4 or 6");
            if (null != interceptorOpts?.dualStack && "boolean" != typeof interceptorOpts?.dualStack) throw new InvalidArgumentError("Invalid dualStack. Must be a boolean");
            if (null != interceptorOpts?.lookup && "function" != typeof interceptorOpts?.lookup) throw new InvalidArgumentError("Invalid lookup. Must be a function");
            if (null != interceptorOpts?.pick && "function" != typeof interceptorOpts?.pick) throw new InvalidArgumentError("Invalid pick. Must be a function");
            const dualStack = interceptorOpts?.dualStack ?? !0;
            let affinity;
            affinity = dualStack ? interceptorOpts?.affinity ?? null : interceptorOpts?.affinity ?? 4;
            const instance = new DNSInstance({
                maxTTL: interceptorOpts?.maxTTL ?? 1e4,
                lookup: interceptorOpts?.lookup ?? null,
                pick: interceptorOpts?.pick ?? null,
                dualStack,
                affinity,
                maxItems: interceptorOpts?.maxItems ?? 1 / 0
            });
            return dispatch => function dnsInterceptor(origDispatchOpts, handler) {
                const origin = origDispatchOpts.origin.constructor === URL ? origDispatchOpts.origin : new URL(origDispatchOpts.origin);
                if (0 !== isIP(origin.hostname)) return dispatch(origDispatchOpts, handler);
                instance.runLookup(origin, origDispatchOpts, (err, newOrigin) => {
                    if (err) return handler.onError(err);
                    let dispatchOpts = null;
                    dispatchOpts = {
                        ...origDispatchOpts,
                        servername: origin.hostname,
                        origin: newOrigin,
                        headers: {
                            host: origin.hostname,
                            ...origDispatchOpts.headers
                        }
                    };
                    dispatch(dispatchOpts, instance.getHandler({
                        origin,
                        dispatch,
                        handler
                    }, origDispatchOpts));
                });
                return !0;
            };
        };
    }),
    410: ((module, __unused_webpack_exports, __webpack_require__) => {
        const util = __webpack_require__(586);
        const {InvalidArgumentError, RequestAbortedError} = __webpack_require__(5793);
        const DecoratorHandler = __webpack_require__(6037);
        class DumpHandler extends DecoratorHandler {
            #maxSize=1048576;
            #abort=null;
            #dumped=!1;
            #aborted=!1;
            #size=0;
            #reason=null;
            #handler=null;
            constructor({maxSize}, handler) {
                super(handler);
                if (null != maxSize && (!Number.isFinite(maxSize) || maxSize < 1)) throw new InvalidArgumentError("maxSize must be a number greater than 0");
                this.#maxSize = maxSize ?? this.#maxSize;
                this.#handler = handler;
            }
            onConnect(abort) {
                this.#abort = abort;
                this.#handler.onConnect(this.#customAbort.bind(this));
            }
            #customAbort(reason) {
                this.#aborted = !0;
                this.#reason = reason;
            }
            onHeaders(statusCode, rawHeaders, resume, statusMessage) {
                const contentLength = util.parseHeaders(rawHeaders)["content-length"];
                if (null != contentLength && contentLength > this.#maxSize) throw new RequestAbortedError(`Response size (${contentLength}) larger than maxSize (${this.#maxSize})`);
                return !!this.#aborted || this.#handler.onHeaders(statusCode, rawHeaders, resume, statusMessage);
            }
            onError(err) {
                if (!this.#dumped) {
                    err = this.#reason ?? err;
                    this.#handler.onError(err);
                }
            }
            onData(chunk) {
                this.#size = this.#size + chunk.length;
                if (this.#size >= this.#maxSize) {
                    this.#dumped = !0;
                    this.#aborted ? this.#handler.onError(this.#reason) : this.#handler.onComplete([]);
                }
                return !0;
            }
            onComplete(trailers) {
                this.#dumped || (this.#aborted ? this.#handler.onError(this.reason) : this.#handler.onComplete(trailers));
            }
        }
        module.exports = function createDumpInterceptor({maxSize: defaultMaxSize} = {
            maxSize: 1048576
        }) {
            return dispatch => function Intercept(opts, handler) {
                const {dumpMaxSize = defaultMaxSize} = opts;
                const dumpHandler = new DumpHandler({
                    maxSize: dumpMaxSize
                }, handler);
                return dispatch(opts, dumpHandler);
            };
        };
    }),
    1946: ((module, __unused_webpack_exports, __webpack_require__) => {
        const RedirectHandler = __webpack_require__(7424);
        module.exports = function createRedirectInterceptor({maxRedirections: defaultMaxRedirections}) {
            return dispatch => function Intercept(opts, handler) {
                const {maxRedirections = defaultMaxRedirections} = opts;
                if (!maxRedirections) return dispatch(opts, handler);
                const redirectHandler = new RedirectHandler(dispatch, maxRedirections, opts, handler);
                opts = {
                    ...opts,
                    maxRedirections: 0
                };
                return dispatch(opts, redirectHandler);
            };
        };
    }),
    92: ((module, __unused_webpack_exports, __webpack_require__) => {
        const RedirectHandler = __webpack_require__(7424);
        module.exports = opts => {
            const globalMaxRedirections = opts?.maxRedirections;
            return dispatch => function redirectInterceptor(opts, handler) {
                const {maxRedirections = globalMaxRedirections, ...baseOpts} = opts;
                if (!maxRedirections) return dispatch(opts, handler);
                const redirectHandler = new RedirectHandler(dispatch, maxRedirections, opts, handler);
                return dispatch(baseOpts, redirectHandler);
            };
        };
    }),
    9636: ((module, __unused_webpack_exports, __webpack_require__) => {
        const RetryHandler = __webpack_require__(2406);
        module.exports = globalOpts => dispatch => function retryInterceptor(opts, handler) {
            return dispatch(opts, new RetryHandler({
                ...opts,
                retryOptions: {
                    ...globalOpts,
                    ...opts.retryOptions
                }
            }, {
                handler,
                dispatch
            }));
        };
    }),
    2418: ((__unused_webpack_module, exports, __webpack_require__) => {
        Object.defineProperty(exports, "__esModule", {
            value: !0
        });
        exports.SPECIAL_HEADERS = exports.HEADER_STATE = exports.MINOR = exports.MAJOR = exports.CONNECTION_TOKEN_CHARS = exports.HEADER_CHARS = exports.TOKEN = exports.STRICT_TOKEN = exports.HEX = exports.URL_CHAR = exports.STRICT_URL_CHAR = exports.USERINFO_CHARS = exports.MARK = exports.ALPHANUM = exports.NUM = exports.HEX_MAP = exports.NUM_MAP = exports.ALPHA = exports.FINISH = exports.H_METHOD_MAP = exports.METHOD_MAP = exports.METHODS_RTSP = exports.METHODS_ICE = exports.METHODS_HTTP = exports.METHODS = exports.LENIENT_FLAGS = exports.FLAGS = exports.TYPE = exports.ERROR = void 0;
        const utils_1 = __webpack_require__(3562);
        (function(ERROR) {
            ERROR[ERROR.OK = 0] = "OK";
            ERROR[ERROR.INTERNAL = 1] = "INTERNAL";
            ERROR[ERROR.STRICT = 2] = "STRICT";
            ERROR[ERROR.LF_EXPECTED = 3] = "LF_EXPECTED";
            ERROR[ERROR.UNEXPECTED_CONTENT_LENGTH = 4] = "UNEXPECTED_CONTENT_LENGTH";
            ERROR[ERROR.CLOSED_CONNECTION = 5] = "CLOSED_CONNECTION";
            ERROR[ERROR.INVALID_METHOD = 6] = "INVALID_METHOD";
            ERROR[ERROR.INVALID_URL = 7] = "INVALID_URL";
            ERROR[ERROR.INVALID_CONSTANT = 8] = "INVALID_CONSTANT";
            ERROR[ERROR.INVALID_VERSION = 9] = "INVALID_VERSION";
            ERROR[ERROR.INVALID_HEADER_TOKEN = 10] = "INVALID_HEADER_TOKEN";
            ERROR[ERROR.INVALID_CONTENT_LENGTH = 11] = "INVALID_CONTENT_LENGTH";
            ERROR[ERROR.INVALID_CHUNK_SIZE = 12] = "INVALID_CHUNK_SIZE";
            ERROR[ERROR.INVALID_STATUS = 13] = "INVALID_STATUS";
            ERROR[ERROR.INVALID_EOF_STATE = 14] = "INVALID_EOF_STATE";
            ERROR[ERROR.INVALID_TRANSFER_ENCODING = 15] = "INVALID_TRANSFER_ENCODING";
            ERROR[ERROR.CB_MESSAGE_BEGIN = 16] = "CB_MESSAGE_BEGIN";
            ERROR[ERROR.CB_HEADERS_COMPLETE = 17] = "CB_HEADERS_COMPLETE";
            ERROR[ERROR.CB_MESSAGE_COMPLETE = 18] = "CB_MESSAGE_COMPLETE";
            ERROR[ERROR.CB_CHUNK_HEADER = 19] = "CB_CHUNK_HEADER";
            ERROR[ERROR.CB_CHUNK_COMPLETE = 20] = "CB_CHUNK_COMPLETE";
            ERROR[ERROR.PAUSED = 21] = "PAUSED";
            ERROR[ERROR.PAUSED_UPGRADE = 22] = "PAUSED_UPGRADE";
            ERROR[ERROR.PAUSED_H2_UPGRADE = 23] = "PAUSED_H2_UPGRADE";
            ERROR[ERROR.USER = 24] = "USER";
        })(exports.ERROR || (exports.ERROR = {}));
        (function(TYPE) {
            TYPE[TYPE.BOTH = 0] = "BOTH";
            TYPE[TYPE.REQUEST = 1] = "REQUEST";
            TYPE[TYPE.RESPONSE = 2] = "RESPONSE";
        })(exports.TYPE || (exports.TYPE = {}));
        (function(FLAGS) {
            FLAGS[FLAGS.CONNECTION_KEEP_ALIVE = 1] = "CONNECTION_KEEP_ALIVE";
            FLAGS[FLAGS.CONNECTION_CLOSE = 2] = "CONNECTION_CLOSE";
            FLAGS[FLAGS.CONNECTION_UPGRADE = 4] = "CONNECTION_UPGRADE";
            FLAGS[FLAGS.CHUNKED = 8] = "CHUNKED";
            FLAGS[FLAGS.UPGRADE = 16] = "UPGRADE";
            FLAGS[FLAGS.CONTENT_LENGTH = 32] = "CONTENT_LENGTH";
            FLAGS[FLAGS.SKIPBODY = 64] = "SKIPBODY";
            FLAGS[FLAGS.TRAILING = 128] = "TRAILING";
            FLAGS[FLAGS.TRANSFER_ENCODING = 512] = "TRANSFER_ENCODING";
        })(exports.FLAGS || (exports.FLAGS = {}));
        (function(LENIENT_FLAGS) {
            LENIENT_FLAGS[LENIENT_FLAGS.HEADERS = 1] = "HEADERS";
            LENIENT_FLAGS[LENIENT_FLAGS.CHUNKED_LENGTH = 2] = "CHUNKED_LENGTH";
            LENIENT_FLAGS[LENIENT_FLAGS.KEEP_ALIVE = 4] = "KEEP_ALIVE";
        })(exports.LENIENT_FLAGS || (exports.LENIENT_FLAGS = {}));
        var METHODS;
        (function(METHODS) {
            METHODS[METHODS.DELETE = 0] = "DELETE";
            METHODS[METHODS.GET = 1] = "GET";
            METHODS[METHODS.HEAD = 2] = "HEAD";
            METHODS[METHODS.POST = 3] = "POST";
            METHODS[METHODS.PUT = 4] = "PUT";
            METHODS[METHODS.CONNECT = 5] = "CONNECT";
            METHODS[METHODS.OPTIONS = 6] = "OPTIONS";
            METHODS[METHODS.TRACE = 7] = "TRACE";
            METHODS[METHODS.COPY = 8] = "COPY";
            METHODS[METHODS.LOCK = 9] = "LOCK";
            METHODS[METHODS.MKCOL = 10] = "MKCOL";
            METHODS[METHODS.MOVE = 11] = "MOVE";
            METHODS[METHODS.PROPFIND = 12] = "PROPFIND";
            METHODS[METHODS.PROPPATCH = 13] = "PROPPATCH";
            METHODS[METHODS.SEARCH = 14] = "SEARCH";
            METHODS[METHODS.UNLOCK = 15] = "UNLOCK";
            METHODS[METHODS.BIND = 16] = "BIND";
            METHODS[METHODS.REBIND = 17] = "REBIND";
            METHODS[METHODS.UNBIND = 18] = "UNBIND";
            METHODS[METHODS.ACL = 19] = "ACL";
            METHODS[METHODS.REPORT = 20] = "REPORT";
            METHODS[METHODS.MKACTIVITY = 21] = "MKACTIVITY";
            METHODS[METHODS.CHECKOUT = 22] = "CHECKOUT";
            METHODS[METHODS.MERGE = 23] = "MERGE";
            METHODS[METHODS["M-SEARCH"] = 24] = "M-SEARCH";
            METHODS[METHODS.NOTIFY = 25] = "NOTIFY";
            METHODS[METHODS.SUBSCRIBE = 26] = "SUBSCRIBE";
            METHODS[METHODS.UNSUBSCRIBE = 27] = "UNSUBSCRIBE";
            METHODS[METHODS.PATCH = 28] = "PATCH";
            METHODS[METHODS.PURGE = 29] = "PURGE";
            METHODS[METHODS.MKCALENDAR = 30] = "MKCALENDAR";
            METHODS[METHODS.LINK = 31] = "LINK";
            METHODS[METHODS.UNLINK = 32] = "UNLINK";
            METHODS[METHODS.SOURCE = 33] = "SOURCE";
            METHODS[METHODS.PRI = 34] = "PRI";
            METHODS[METHODS.DESCRIBE = 35] = "DESCRIBE";
            METHODS[METHODS.ANNOUNCE = 36] = "ANNOUNCE";
            METHODS[METHODS.SETUP = 37] = "SETUP";
            METHODS[METHODS.PLAY = 38] = "PLAY";
            METHODS[METHODS.PAUSE = 39] = "PAUSE";
            METHODS[METHODS.TEARDOWN = 40] = "TEARDOWN";
            METHODS[METHODS.GET_PARAMETER = 41] = "GET_PARAMETER";
            METHODS[METHODS.SET_PARAMETER = 42] = "SET_PARAMETER";
            METHODS[METHODS.REDIRECT = 43] = "REDIRECT";
            METHODS[METHODS.RECORD = 44] = "RECORD";
            METHODS[METHODS.FLUSH = 45] = "FLUSH";
        })(METHODS = exports.METHODS || (exports.METHODS = {}));
        exports.METHODS_HTTP = [ METHODS.DELETE, METHODS.GET, METHODS.HEAD, METHODS.POST, METHODS.PUT, METHODS.CONNECT, METHODS.OPTIONS, METHODS.TRACE, METHODS.COPY, METHODS.LOCK, METHODS.MKCOL, METHODS.MOVE, METHODS.PROPFIND, METHODS.PROPPATCH, METHODS.SEARCH, METHODS.UNLOCK, METHODS.BIND, METHODS.REBIND, METHODS.UNBIND, METHODS.ACL, METHODS.REPORT, METHODS.MKACTIVITY, METHODS.CHECKOUT, METHODS.MERGE, METHODS["M-SEARCH"], METHODS.NOTIFY, METHODS.SUBSCRIBE, METHODS.UNSUBSCRIBE, METHODS.PATCH, METHODS.PURGE, METHODS.MKCALENDAR, METHODS.LINK, METHODS.UNLINK, METHODS.PRI, METHODS.SOURCE ];
        exports.METHODS_ICE = [ METHODS.SOURCE ];
        exports.METHODS_RTSP = [ METHODS.OPTIONS, METHODS.DESCRIBE, METHODS.ANNOUNCE, METHODS.SETUP, METHODS.PLAY, METHODS.PAUSE, METHODS.TEARDOWN, METHODS.GET_PARAMETER, METHODS.SET_PARAMETER, METHODS.REDIRECT, METHODS.RECORD, METHODS.FLUSH, METHODS.GET, METHODS.POST ];
        exports.METHOD_MAP = utils_1.enumToMap(METHODS);
        exports.H_METHOD_MAP = {};
        Object.keys(exports.METHOD_MAP).forEach(key => {
            /^H/.test(key) && (exports.H_METHOD_MAP[key] = exports.METHOD_MAP[key]);
        });
        (function(FINISH) {
            FINISH[FINISH.SAFE = 0] = "SAFE";
            FINISH[FINISH.SAFE_WITH_CB = 1] = "SAFE_WITH_CB";
            FINISH[FINISH.UNSAFE = 2] = "UNSAFE";
        })(exports.FINISH || (exports.FINISH = {}));
        exports.ALPHA = [];
        for (let i = "A".charCodeAt(0); i <= "Z".charCodeAt(0); i++) {
            exports.ALPHA.push(String.fromCharCode(i));
            exports.ALPHA.push(String.fromCharCode(i + 32));
        }
        exports.NUM_MAP = {
            0: 0,
            1: 1,
            2: 2,
            3: 3,
            4: 4,
            5: 5,
            6: 6,
            7: 7,
            8: 8,
            9: 9
        };
        exports.HEX_MAP = {
            0: 0,
            1: 1,
            2: 2,
            3: 3,
            4: 4,
            5: 5,
            6: 6,
            7: 7,
            8: 8,
            9: 9,
            A: 10,
            B: 11,
            C: 12,
            D: 13,
            E: 14,
            F: 15,
            a: 10,
            b: 11,
            c: 12,
            d: 13,
            e: 14,
            f: 15
        };
        exports.NUM = [ "0", "1", "2", "3", "4", "5", "6", "7", "8", "9" ];
        exports.ALPHANUM = exports.ALPHA.concat(exports.NUM);
        exports.MARK = [ "-", "_", ".", "!", "~", "*", "'", "(", ")" ];
        exports.USERINFO_CHARS = exports.ALPHANUM.concat(exports.MARK).concat([ "%", ";", ":", "&", "=", "+", "$", "," ]);
        exports.STRICT_URL_CHAR = [ "!", '"', "$", "%", "&", "'", "(", ")", "*", "+", ",", "-", ".", "/", ":", ";", "<", "=", ">", "@", "[", "\\", "]", "^", "_", "`", "{", "|", "}", "~" ].concat(exports.ALPHANUM);
        exports.URL_CHAR = exports.STRICT_URL_CHAR.concat([ "\t", "\f" ]);
        for (let i = 128; i <= 255; i++) exports.URL_CHAR.push(i);
        exports.HEX = exports.NUM.concat([ "a", "b", "c", "d", "e", "f", "A", "B", "C", "D", "E", "F" ]);
        exports.STRICT_TOKEN = [ "!", "#", "$", "%", "&", "'", "*", "+", "-", ".", "^", "_", "`", "|", "~" ].concat(exports.ALPHANUM);
        exports.TOKEN = exports.STRICT_TOKEN.concat([ " " ]);
        exports.HEADER_CHARS = [ "\t" ];
        for (let i = 32; i <= 255; i++) 127 !== i && exports.HEADER_CHARS.push(i);
        exports.CONNECTION_TOKEN_CHARS = exports.HEADER_CHARS.filter(c => 44 !== c);
        exports.MAJOR = exports.NUM_MAP;
        exports.MINOR = exports.MAJOR;
        var HEADER_STATE;
        (function(HEADER_STATE) {
            HEADER_STATE[HEADER_STATE.GENERAL = 0] = "GENERAL";
            HEADER_STATE[HEADER_STATE.CONNECTION = 1] = "CONNECTION";
            HEADER_STATE[HEADER_STATE.CONTENT_LENGTH = 2] = "CONTENT_LENGTH";
            HEADER_STATE[HEADER_STATE.TRANSFER_ENCODING = 3] = "TRANSFER_ENCODING";
            HEADER_STATE[HEADER_STATE.UPGRADE = 4] = "UPGRADE";
            HEADER_STATE[HEADER_STATE.CONNECTION_KEEP_ALIVE = 5] = "CONNECTION_KEEP_ALIVE";
            HEADER_STATE[HEADER_STATE.CONNECTION_CLOSE = 6] = "CONNECTION_CLOSE";
            HEADER_STATE[HEADER_STATE.CONNECTION_UPGRADE = 7] = "CONNECTION_UPGRADE";
            HEADER_STATE[HEADER_STATE.TRANSFER_ENCODING_CHUNKED = 8] = "TRANSFER_ENCODING_CHUNKED";
        })(HEADER_STATE = exports.HEADER_STATE || (exports.HEADER_STATE = {}));
        exports.SPECIAL_HEADERS = {
            connection: HEADER_STATE.CONNECTION,
            "content-length": HEADER_STATE.CONTENT_LENGTH,
            "proxy-connection": HEADER_STATE.CONNECTION,
            "transfer-encoding": HEADER_STATE.TRANSFER_ENCODING,
            upgrade: HEADER_STATE.UPGRADE
        };
    }),
    8776: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {Buffer} = __webpack_require__(4573);
        module.exports = Buffer.from("AGFzbQEAAAABJwdgAX8Bf2ADf39/AX9gAX8AYAJ/fwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAANlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdWUAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAy0sBQYAAAIAAAAAAAACAQIAAgICAAADAAAAAAMDAwMBAQEBAQEBAQEAAAIAAAAEBQFwARISBQMBAAIGCAF/AUGA1AQLB9EFIgZtZW1vcnkCAAtfaW5pdGlhbGl6ZQAIGV9faW5kaXJlY3RfZnVuY3Rpb25fdGFibGUBAAtsbGh0dHBfaW5pdAAJGGxsaHR0cF9zaG91bGRfa2VlcF9hbGl2ZQAvDGxsaHR0cF9hbGxvYwALBm1hbGxvYwAxC2xsaHR0cF9mcmVlAAwEZnJlZQAMD2xsaHR0cF9nZXRfdHlwZQANFWxsaHR0cF9nZXRfaHR0cF9tYWpvcgAOFWxsaHR0cF9nZXRfaHR0cF9taW5vcgAPEWxsaHR0cF9nZXRfbWV0aG9kABAWbGxodHRwX2dldF9zdGF0dXNfY29kZQAREmxsaHR0cF9nZXRfdXBncmFkZQASDGxsaHR0cF9yZXNldAATDmxsaHR0cF9leGVjdXRlABQUbGxodHRwX3NldHRpbmdzX2luaXQAFQ1sbGh0dHBfZmluaXNoABYMbGxodHRwX3BhdXNlABcNbGxodHRwX3Jlc3VtZQAYG2xsaHR0cF9yZXN1bWVfYWZ0ZXJfdXBncmFkZQAZEGxsaHR0cF9nZXRfZXJybm8AGhdsbGh0dHBfZ2V0X2Vycm9yX3JlYXNvbgAbF2xsaHR0cF9zZXRfZXJyb3JfcmVhc29uABwUbGxodHRwX2dldF9lcnJvcl9wb3MAHRFsbGh0dHBfZXJybm9fbmFtZQAeEmxsaHR0cF9tZXRob2RfbmFtZQAfEmxsaHR0cF9zdGF0dXNfbmFtZQAgGmxsaHR0cF9zZXRfbGVuaWVudF9oZWFkZXJzACEhbGxodHRwX3NldF9sZW5pZW50X2NodW5rZWRfbGVuZ3RoACIdbGxodHRwX3NldF9sZW5pZW50X2tlZXBfYWxpdmUAIyRsbGh0dHBfc2V0X2xlbmllbnRfdHJhbnNmZXJfZW5jb2RpbmcAJBhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YALgkXAQBBAQsRAQIDBAUKBgcrLSwqKSglJyYK07MCLBYAQYjQACgCAARAAAtBiNAAQQE2AgALFAAgABAwIAAgAjYCOCAAIAE6ACgLFAAgACAALwEyIAAtAC4gABAvEAALHgEBf0HAABAyIgEQMCABQYAINgI4IAEgADoAKCABC48MAQd/AkAgAEUNACAAQQhrIgEgAEEEaygCACIAQXhxIgRqIQUCQCAAQQFxDQAgAEEDcUUNASABIAEoAgAiAGsiAUGc0AAoAgBJDQEgACAEaiEEAkACQEGg0AAoAgAgAUcEQCAAQf8BTQRAIABBA3YhAyABKAIIIgAgASgCDCICRgRAQYzQAEGM0AAoAgBBfiADd3E2AgAMBQsgAiAANgIIIAAgAjYCDAwECyABKAIYIQYgASABKAIMIgBHBEAgACABKAIIIgI2AgggAiAANgIMDAMLIAFBFGoiAygCACICRQRAIAEoAhAiAkUNAiABQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBADYCAAwCCyAFKAIEIgBBA3FBA0cNAiAFIABBfnE2AgRBlNAAIAQ2AgAgBSAENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCABKAIcIgJBAnRBvNIAaiIDKAIAIAFGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAZBEEEUIAYoAhAgAUYbaiAANgIAIABFDQELIAAgBjYCGCABKAIQIgIEQCAAIAI2AhAgAiAANgIYCyABQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAFTw0AIAUoAgQiAEEBcUUNAAJAAkACQAJAIABBAnFFBEBBpNAAKAIAIAVGBEBBpNAAIAE2AgBBmNAAQZjQACgCACAEaiIANgIAIAEgAEEBcjYCBCABQaDQACgCAEcNBkGU0ABBADYCAEGg0ABBADYCAAwGC0Gg0AAoAgAgBUYEQEGg0AAgATYCAEGU0ABBlNAAKAIAIARqIgA2AgAgASAAQQFyNgIEIAAgAWogADYCAAwGCyAAQXhxIARqIQQgAEH/AU0EQCAAQQN2IQMgBSgCCCIAIAUoAgwiAkYEQEGM0ABBjNAAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgBSgCGCEGIAUgBSgCDCIARwRAQZzQACgCABogACAFKAIIIgI2AgggAiAANgIMDAMLIAVBFGoiAygCACICRQRAIAUoAhAiAkUNAiAFQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBADYCAAwCCyAFIABBfnE2AgQgASAEaiAENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCAFKAIcIgJBAnRBvNIAaiIDKAIAIAVGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAZBEEEUIAYoAhAgBUYbaiAANgIAIABFDQELIAAgBjYCGCAFKAIQIgIEQCAAIAI2AhAgAiAANgIYCyAFQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAEaiAENgIAIAEgBEEBcjYCBCABQaDQACgCAEcNAEGU0AAgBDYCAAwBCyAEQf8BTQRAIARBeHFBtNAAaiEAAn9BjNAAKAIAIgJBASAEQQN2dCIDcUUEQEGM0AAgAiADcjYCACAADAELIAAoAggLIgIgATYCDCAAIAE2AgggASAANgIMIAEgAjYCCAwBC0EfIQIgBEH///8HTQRAIARBJiAEQQh2ZyIAa3ZBAXEgAEEBdGtBPmohAgsgASACNgIcIAFCADcCECACQQJ0QbzSAGohAAJAQZDQACgCACIDQQEgAnQiB3FFBEAgACABNgIAQZDQACADIAdyNgIAIAEgADYCGCABIAE2AgggASABNgIMDAELIARBGSACQQF2a0EAIAJBH0cbdCECIAAoAgAhAAJAA0AgACIDKAIEQXhxIARGDQEgAkEddiEAIAJBAXQhAiADIABBBHFqQRBqIgcoAgAiAA0ACyAHIAE2AgAgASADNgIYIAEgATYCDCABIAE2AggMAQsgAygCCCIAIAE2AgwgAyABNgIIIAFBADYCGCABIAM2AgwgASAANgIIC0Gs0ABBrNAAKAIAQQFrIgBBfyAAGzYCAAsLBwAgAC0AKAsHACAALQAqCwcAIAAtACsLBwAgAC0AKQsHACAALwEyCwcAIAAtAC4LQAEEfyAAKAIYIQEgAC0ALSECIAAtACghAyAAKAI4IQQgABAwIAAgBDYCOCAAIAM6ACggACACOgAtIAAgATYCGAu74gECB38DfiABIAJqIQQCQCAAIgIoAgwiAA0AIAIoAgQEQCACIAE2AgQLIwBBEGsiCCQAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAIoAhwiA0EBaw7dAdoBAdkBAgMEBQYHCAkKCwwNDtgBDxDXARES1gETFBUWFxgZGhvgAd8BHB0e1QEfICEiIyQl1AEmJygpKiss0wHSAS0u0QHQAS8wMTIzNDU2Nzg5Ojs8PT4/QEFCQ0RFRtsBR0hJSs8BzgFLzQFMzAFNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AAYEBggGDAYQBhQGGAYcBiAGJAYoBiwGMAY0BjgGPAZABkQGSAZMBlAGVAZYBlwGYAZkBmgGbAZwBnQGeAZ8BoAGhAaIBowGkAaUBpgGnAagBqQGqAasBrAGtAa4BrwGwAbEBsgGzAbQBtQG2AbcBywHKAbgByQG5AcgBugG7AbwBvQG+Ab8BwAHBAcIBwwHEAcUBxgEA3AELQQAMxgELQQ4MxQELQQ0MxAELQQ8MwwELQRAMwgELQRMMwQELQRQMwAELQRUMvwELQRYMvgELQRgMvQELQRkMvAELQRoMuwELQRsMugELQRwMuQELQR0MuAELQQgMtwELQR4MtgELQSAMtQELQR8MtAELQQcMswELQSEMsgELQSIMsQELQSMMsAELQSQMrwELQRIMrgELQREMrQELQSUMrAELQSYMqwELQScMqgELQSgMqQELQcMBDKgBC0EqDKcBC0ErDKYBC0EsDKUBC0EtDKQBC0EuDKMBC0EvDKIBC0HEAQyhAQtBMAygAQtBNAyfAQtBDAyeAQtBMQydAQtBMgycAQtBMwybAQtBOQyaAQtBNQyZAQtBxQEMmAELQQsMlwELQToMlgELQTYMlQELQQoMlAELQTcMkwELQTgMkgELQTwMkQELQTsMkAELQT0MjwELQQkMjgELQSkMjQELQT4MjAELQT8MiwELQcAADIoBC0HBAAyJAQtBwgAMiAELQcMADIcBC0HEAAyGAQtBxQAMhQELQcYADIQBC0EXDIMBC0HHAAyCAQtByAAMgQELQckADIABC0HKAAx/C0HLAAx+C0HNAAx9C0HMAAx8C0HOAAx7C0HPAAx6C0HQAAx5C0HRAAx4C0HSAAx3C0HTAAx2C0HUAAx1C0HWAAx0C0HVAAxzC0EGDHILQdcADHELQQUMcAtB2AAMbwtBBAxuC0HZAAxtC0HaAAxsC0HbAAxrC0HcAAxqC0EDDGkLQd0ADGgLQd4ADGcLQd8ADGYLQeEADGULQeAADGQLQeIADGMLQeMADGILQQIMYQtB5AAMYAtB5QAMXwtB5gAMXgtB5wAMXQtB6AAMXAtB6QAMWwtB6gAMWgtB6wAMWQtB7AAMWAtB7QAMVwtB7gAMVgtB7wAMVQtB8AAMVAtB8QAMUwtB8gAMUgtB8wAMUQtB9AAMUAtB9QAMTwtB9gAMTgtB9wAMTQtB+AAMTAtB+QAMSwtB+gAMSgtB+wAMSQtB/AAMSAtB/QAMRwtB/gAMRgtB/wAMRQtBgAEMRAtBgQEMQwtBggEMQgtBgwEMQQtBhAEMQAtBhQEMPwtBhgEMPgtBhwEMPQtBiAEMPAtBiQEMOwtBigEMOgtBiwEMOQtBjAEMOAtBjQEMNwtBjgEMNgtBjwEMNQtBkAEMNAtBkQEMMwtBkgEMMgtBkwEMMQtBlAEMMAtBlQEMLwtBlgEMLgtBlwEMLQtBmAEMLAtBmQEMKwtBmgEMKgtBmwEMKQtBnAEMKAtBnQEMJwtBngEMJgtBnwEMJQtBoAEMJAtBoQEMIwtBogEMIgtBowEMIQtBpAEMIAtBpQEMHwtBpgEMHgtBpwEMHQtBqAEMHAtBqQEMGwtBqgEMGgtBqwEMGQtBrAEMGAtBrQEMFwtBrgEMFgtBAQwVC0GvAQwUC0GwAQwTC0GxAQwSC0GzAQwRC0GyAQwQC0G0AQwPC0G1AQwOC0G2AQwNC0G3AQwMC0G4AQwLC0G5AQwKC0G6AQwJC0G7AQwIC0HGAQwHC0G8AQwGC0G9AQwFC0G+AQwEC0G/AQwDC0HAAQwCC0HCAQwBC0HBAQshAwNAAkACQAJAAkACQAJAAkACQAJAIAICfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAgJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCADDsYBAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHyAhIyUmKCorLC8wMTIzNDU2Nzk6Ozw9lANAQkRFRklLTk9QUVJTVFVWWFpbXF1eX2BhYmNkZWZnaGpsb3Bxc3V2eHl6e3x/gAGBAYIBgwGEAYUBhgGHAYgBiQGKAYsBjAGNAY4BjwGQAZEBkgGTAZQBlQGWAZcBmAGZAZoBmwGcAZ0BngGfAaABoQGiAaMBpAGlAaYBpwGoAakBqgGrAawBrQGuAa8BsAGxAbIBswG0AbUBtgG3AbgBuQG6AbsBvAG9Ab4BvwHAAcEBwgHDAcQBxQHGAccByAHJAcsBzAHNAc4BzwGKA4kDiAOHA4QDgwOAA/sC+gL5AvgC9wL0AvMC8gLLAsECsALZAQsgASAERw3wAkHdASEDDLMDCyABIARHDcgBQcMBIQMMsgMLIAEgBEcNe0H3ACEDDLEDCyABIARHDXBB7wAhAwywAwsgASAERw1pQeoAIQMMrwMLIAEgBEcNZUHoACEDDK4DCyABIARHDWJB5gAhAwytAwsgASAERw0aQRghAwysAwsgASAERw0VQRIhAwyrAwsgASAERw1CQcUAIQMMqgMLIAEgBEcNNEE/IQMMqQMLIAEgBEcNMkE8IQMMqAMLIAEgBEcNK0ExIQMMpwMLIAItAC5BAUYNnwMMwQILQQAhAAJAAkACQCACLQAqRQ0AIAItACtFDQAgAi8BMCIDQQJxRQ0BDAILIAIvATAiA0EBcUUNAQtBASEAIAItAChBAUYNACACLwEyIgVB5ABrQeQASQ0AIAVBzAFGDQAgBUGwAkYNACADQcAAcQ0AQQAhACADQYgEcUGABEYNACADQShxQQBHIQALIAJBADsBMCACQQA6AC8gAEUN3wIgAkIANwMgDOACC0EAIQACQCACKAI4IgNFDQAgAygCLCIDRQ0AIAIgAxEAACEACyAARQ3MASAAQRVHDd0CIAJBBDYCHCACIAE2AhQgAkGwGDYCECACQRU2AgxBACEDDKQDCyABIARGBEBBBiEDDKQDCyABQQFqIQFBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAA3ZAgwcCyACQgA3AyBBEiEDDIkDCyABIARHDRZBHSEDDKEDCyABIARHBEAgAUEBaiEBQRAhAwyIAwtBByEDDKADCyACIAIpAyAiCiAEIAFrrSILfSIMQgAgCiAMWhs3AyAgCiALWA3UAkEIIQMMnwMLIAEgBEcEQCACQQk2AgggAiABNgIEQRQhAwyGAwtBCSEDDJ4DCyACKQMgQgBSDccBIAIgAi8BMEGAAXI7ATAMQgsgASAERw0/QdAAIQMMnAMLIAEgBEYEQEELIQMMnAMLIAFBAWohAUEAIQACQCACKAI4IgNFDQAgAygCUCIDRQ0AIAIgAxEAACEACyAADc8CDMYBC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ3GASAAQRVHDc0CIAJBCzYCHCACIAE2AhQgAkGCGTYCECACQRU2AgxBACEDDJoDC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ0MIABBFUcNygIgAkEaNgIcIAIgATYCFCACQYIZNgIQIAJBFTYCDEEAIQMMmQMLQQAhAAJAIAIoAjgiA0UNACADKAJMIgNFDQAgAiADEQAAIQALIABFDcQBIABBFUcNxwIgAkELNgIcIAIgATYCFCACQZEXNgIQIAJBFTYCDEEAIQMMmAMLIAEgBEYEQEEPIQMMmAMLIAEtAAAiAEE7Rg0HIABBDUcNxAIgAUEBaiEBDMMBC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ0AIAIgAxEAACEACyAARQ3DASAAQRVHDcICIAJBDzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJYDCwNAIAEtAABB8DVqLQAAIgBBAUcEQCAAQQJHDcECIAIoAgQhAEEAIQMgAkEANgIEIAIgACABQQFqIgEQLSIADcICDMUBCyAEIAFBAWoiAUcNAAtBEiEDDJUDC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ0AIAIgAxEAACEACyAARQ3FASAAQRVHDb0CIAJBGzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJQDCyABIARGBEBBFiEDDJQDCyACQQo2AgggAiABNgIEQQAhAAJAIAIoAjgiA0UNACADKAJIIgNFDQAgAiADEQAAIQALIABFDcIBIABBFUcNuQIgAkEVNgIcIAIgATYCFCACQYIZNgIQIAJBFTYCDEEAIQMMkwMLIAEgBEcEQANAIAEtAABB8DdqLQAAIgBBAkcEQAJAIABBAWsOBMQCvQIAvgK9AgsgAUEBaiEBQQghAwz8AgsgBCABQQFqIgFHDQALQRUhAwyTAwtBFSEDDJIDCwNAIAEtAABB8DlqLQAAIgBBAkcEQCAAQQFrDgTFArcCwwK4ArcCCyAEIAFBAWoiAUcNAAtBGCEDDJEDCyABIARHBEAgAkELNgIIIAIgATYCBEEHIQMM+AILQRkhAwyQAwsgAUEBaiEBDAILIAEgBEYEQEEaIQMMjwMLAkAgAS0AAEENaw4UtQG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwEAvwELQQAhAyACQQA2AhwgAkGvCzYCECACQQI2AgwgAiABQQFqNgIUDI4DCyABIARGBEBBGyEDDI4DCyABLQAAIgBBO0cEQCAAQQ1HDbECIAFBAWohAQy6AQsgAUEBaiEBC0EiIQMM8wILIAEgBEYEQEEcIQMMjAMLQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43wQLAAgABAgMEBQYH0AHQAdAB0AHQAdAB0AEICQoLDA3QAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdABDg8QERIT0AELQgIhCgzAAgtCAyEKDL8CC0IEIQoMvgILQgUhCgy9AgtCBiEKDLwCC0IHIQoMuwILQgghCgy6AgtCCSEKDLkCC0IKIQoMuAILQgshCgy3AgtCDCEKDLYCC0INIQoMtQILQg4hCgy0AgtCDyEKDLMCC0IKIQoMsgILQgshCgyxAgtCDCEKDLACC0INIQoMrwILQg4hCgyuAgtCDyEKDK0CC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAEtAABBMGsON8ACvwIAAQIDBAUGB74CvgK+Ar4CvgK+Ar4CCAkKCwwNvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ag4PEBESE74CC0ICIQoMvwILQgMhCgy+AgtCBCEKDL0CC0IFIQoMvAILQgYhCgy7AgtCByEKDLoCC0IIIQoMuQILQgkhCgy4AgtCCiEKDLcCC0ILIQoMtgILQgwhCgy1AgtCDSEKDLQCC0IOIQoMswILQg8hCgyyAgtCCiEKDLECC0ILIQoMsAILQgwhCgyvAgtCDSEKDK4CC0IOIQoMrQILQg8hCgysAgsgAiACKQMgIgogBCABa60iC30iDEIAIAogDFobNwMgIAogC1gNpwJBHyEDDIkDCyABIARHBEAgAkEJNgIIIAIgATYCBEElIQMM8AILQSAhAwyIAwtBASEFIAIvATAiA0EIcUUEQCACKQMgQgBSIQULAkAgAi0ALgRAQQEhACACLQApQQVGDQEgA0HAAHFFIAVxRQ0BC0EAIQAgA0HAAHENAEECIQAgA0EIcQ0AIANBgARxBEACQCACLQAoQQFHDQAgAi0ALUEKcQ0AQQUhAAwCC0EEIQAMAQsgA0EgcUUEQAJAIAItAChBAUYNACACLwEyIgBB5ABrQeQASQ0AIABBzAFGDQAgAEGwAkYNAEEEIQAgA0EocUUNAiADQYgEcUGABEYNAgtBACEADAELQQBBAyACKQMgUBshAAsgAEEBaw4FvgIAsAEBpAKhAgtBESEDDO0CCyACQQE6AC8MhAMLIAEgBEcNnQJBJCEDDIQDCyABIARHDRxBxgAhAwyDAwtBACEAAkAgAigCOCIDRQ0AIAMoAkQiA0UNACACIAMRAAAhAAsgAEUNJyAAQRVHDZgCIAJB0AA2AhwgAiABNgIUIAJBkRg2AhAgAkEVNgIMQQAhAwyCAwsgASAERgRAQSghAwyCAwtBACEDIAJBADYCBCACQQw2AgggAiABIAEQKiIARQ2UAiACQSc2AhwgAiABNgIUIAIgADYCDAyBAwsgASAERgRAQSkhAwyBAwsgAS0AACIAQSBGDRMgAEEJRw2VAiABQQFqIQEMFAsgASAERwRAIAFBAWohAQwWC0EqIQMM/wILIAEgBEYEQEErIQMM/wILIAEtAAAiAEEJRyAAQSBHcQ2QAiACLQAsQQhHDd0CIAJBADoALAzdAgsgASAERgRAQSwhAwz+AgsgAS0AAEEKRw2OAiABQQFqIQEMsAELIAEgBEcNigJBLyEDDPwCCwNAIAEtAAAiAEEgRwRAIABBCmsOBIQCiAKIAoQChgILIAQgAUEBaiIBRw0AC0ExIQMM+wILQTIhAyABIARGDfoCIAIoAgAiACAEIAFraiEHIAEgAGtBA2ohBgJAA0AgAEHwO2otAAAgAS0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAEEDRgRAQQYhAQziAgsgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAc2AgAM+wILIAJBADYCAAyGAgtBMyEDIAQgASIARg35AiAEIAFrIAIoAgAiAWohByAAIAFrQQhqIQYCQANAIAFB9DtqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBCEYEQEEFIQEM4QILIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADPoCCyACQQA2AgAgACEBDIUCC0E0IQMgBCABIgBGDfgCIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgJAA0AgAUHQwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYEQEEHIQEM4AILIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADPkCCyACQQA2AgAgACEBDIQCCyABIARHBEADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRg0JDIECCyAEIAFBAWoiAUcNAAtBMCEDDPgCC0EwIQMM9wILIAEgBEcEQANAIAEtAAAiAEEgRwRAIABBCmsOBP8B/gH+Af8B/gELIAQgAUEBaiIBRw0AC0E4IQMM9wILQTghAwz2AgsDQCABLQAAIgBBIEcgAEEJR3EN9gEgBCABQQFqIgFHDQALQTwhAwz1AgsDQCABLQAAIgBBIEcEQAJAIABBCmsOBPkBBAT5AQALIABBLEYN9QEMAwsgBCABQQFqIgFHDQALQT8hAwz0AgtBwAAhAyABIARGDfMCIAIoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAEGAQGstAAAgAS0AAEEgckcNASAAQQZGDdsCIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPQCCyACQQA2AgALQTYhAwzZAgsgASAERgRAQcEAIQMM8gILIAJBDDYCCCACIAE2AgQgAi0ALEEBaw4E+wHuAewB6wHUAgsgAUEBaiEBDPoBCyABIARHBEADQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxIgBBCUYNACAAQSBGDQACQAJAAkACQCAAQeMAaw4TAAMDAwMDAwMBAwMDAwMDAwMDAgMLIAFBAWohAUExIQMM3AILIAFBAWohAUEyIQMM2wILIAFBAWohAUEzIQMM2gILDP4BCyAEIAFBAWoiAUcNAAtBNSEDDPACC0E1IQMM7wILIAEgBEcEQANAIAEtAABBgDxqLQAAQQFHDfcBIAQgAUEBaiIBRw0AC0E9IQMM7wILQT0hAwzuAgtBACEAAkAgAigCOCIDRQ0AIAMoAkAiA0UNACACIAMRAAAhAAsgAEUNASAAQRVHDeYBIAJBwgA2AhwgAiABNgIUIAJB4xg2AhAgAkEVNgIMQQAhAwztAgsgAUEBaiEBC0E8IQMM0gILIAEgBEYEQEHCACEDDOsCCwJAA0ACQCABLQAAQQlrDhgAAswCzALRAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAgDMAgsgBCABQQFqIgFHDQALQcIAIQMM6wILIAFBAWohASACLQAtQQFxRQ3+AQtBLCEDDNACCyABIARHDd4BQcQAIQMM6AILA0AgAS0AAEGQwABqLQAAQQFHDZwBIAQgAUEBaiIBRw0AC0HFACEDDOcCCyABLQAAIgBBIEYN/gEgAEE6Rw3AAiACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgAN3gEM3QELQccAIQMgBCABIgBGDeUCIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgNAIAFBkMIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvwIgAUEFRg3CAiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBzYCAAzlAgtByAAhAyAEIAEiAEYN5AIgBCABayACKAIAIgFqIQcgACABa0EJaiEGA0AgAUGWwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw2+AkECIAFBCUYNwgIaIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADOQCCyABIARGBEBByQAhAwzkAgsCQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxQe4Aaw4HAL8CvwK/Ar8CvwIBvwILIAFBAWohAUE+IQMMywILIAFBAWohAUE/IQMMygILQcoAIQMgBCABIgBGDeICIAQgAWsgAigCACIBaiEGIAAgAWtBAWohBwNAIAFBoMIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvAIgAUEBRg2+AiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBjYCAAziAgtBywAhAyAEIAEiAEYN4QIgBCABayACKAIAIgFqIQcgACABa0EOaiEGA0AgAUGiwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw27AiABQQ5GDb4CIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADOECC0HMACEDIAQgASIARg3gAiAEIAFrIAIoAgAiAWohByAAIAFrQQ9qIQYDQCABQcDCAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDboCQQMgAUEPRg2+AhogAUEBaiEBIAQgAEEBaiIARw0ACyACIAc2AgAM4AILQc0AIQMgBCABIgBGDd8CIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgNAIAFB0MIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNuQJBBCABQQVGDb0CGiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBzYCAAzfAgsgASAERgRAQc4AIQMM3wILAkACQAJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB4wBrDhMAvAK8ArwCvAK8ArwCvAK8ArwCvAK8ArwCAbwCvAK8AgIDvAILIAFBAWohAUHBACEDDMgCCyABQQFqIQFBwgAhAwzHAgsgAUEBaiEBQcMAIQMMxgILIAFBAWohAUHEACEDDMUCCyABIARHBEAgAkENNgIIIAIgATYCBEHFACEDDMUCC0HPACEDDN0CCwJAAkAgAS0AAEEKaw4EAZABkAEAkAELIAFBAWohAQtBKCEDDMMCCyABIARGBEBB0QAhAwzcAgsgAS0AAEEgRw0AIAFBAWohASACLQAtQQFxRQ3QAQtBFyEDDMECCyABIARHDcsBQdIAIQMM2QILQdMAIQMgASAERg3YAiACKAIAIgAgBCABa2ohBiABIABrQQFqIQUDQCABLQAAIABB1sIAai0AAEcNxwEgAEEBRg3KASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBjYCAAzYAgsgASAERgRAQdUAIQMM2AILIAEtAABBCkcNwgEgAUEBaiEBDMoBCyABIARGBEBB1gAhAwzXAgsCQAJAIAEtAABBCmsOBADDAcMBAcMBCyABQQFqIQEMygELIAFBAWohAUHKACEDDL0CC0EAIQACQCACKAI4IgNFDQAgAygCPCIDRQ0AIAIgAxEAACEACyAADb8BQc0AIQMMvAILIAItAClBIkYNzwIMiQELIAQgASIFRgRAQdsAIQMM1AILQQAhAEEBIQFBASEGQQAhAwJAAn8CQAJAAkACQAJAAkACQCAFLQAAQTBrDgrFAcQBAAECAwQFBgjDAQtBAgwGC0EDDAULQQQMBAtBBQwDC0EGDAILQQcMAQtBCAshA0EAIQFBACEGDL0BC0EJIQNBASEAQQAhAUEAIQYMvAELIAEgBEYEQEHdACEDDNMCCyABLQAAQS5HDbgBIAFBAWohAQyIAQsgASAERw22AUHfACEDDNECCyABIARHBEAgAkEONgIIIAIgATYCBEHQACEDDLgCC0HgACEDDNACC0HhACEDIAEgBEYNzwIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGA0AgAS0AACAAQeLCAGotAABHDbEBIABBA0YNswEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMzwILQeIAIQMgASAERg3OAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYDQCABLQAAIABB5sIAai0AAEcNsAEgAEECRg2vASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAzOAgtB4wAhAyABIARGDc0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgNAIAEtAAAgAEHpwgBqLQAARw2vASAAQQNGDa0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADM0CCyABIARGBEBB5QAhAwzNAgsgAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQAAIQALIAANqgFB1gAhAwyzAgsgASAERwRAA0AgAS0AACIAQSBHBEACQAJAAkAgAEHIAGsOCwABswGzAbMBswGzAbMBswGzAQKzAQsgAUEBaiEBQdIAIQMMtwILIAFBAWohAUHTACEDDLYCCyABQQFqIQFB1AAhAwy1AgsgBCABQQFqIgFHDQALQeQAIQMMzAILQeQAIQMMywILA0AgAS0AAEHwwgBqLQAAIgBBAUcEQCAAQQJrDgOnAaYBpQGkAQsgBCABQQFqIgFHDQALQeYAIQMMygILIAFBAWogASAERw0CGkHnACEDDMkCCwNAIAEtAABB8MQAai0AACIAQQFHBEACQCAAQQJrDgSiAaEBoAEAnwELQdcAIQMMsQILIAQgAUEBaiIBRw0AC0HoACEDDMgCCyABIARGBEBB6QAhAwzIAgsCQCABLQAAIgBBCmsOGrcBmwGbAbQBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBpAGbAZsBAJkBCyABQQFqCyEBQQYhAwytAgsDQCABLQAAQfDGAGotAABBAUcNfSAEIAFBAWoiAUcNAAtB6gAhAwzFAgsgAUEBaiABIARHDQIaQesAIQMMxAILIAEgBEYEQEHsACEDDMQCCyABQQFqDAELIAEgBEYEQEHtACEDDMMCCyABQQFqCyEBQQQhAwyoAgsgASAERgRAQe4AIQMMwQILAkACQAJAIAEtAABB8MgAai0AAEEBaw4HkAGPAY4BAHwBAo0BCyABQQFqIQEMCwsgAUEBagyTAQtBACEDIAJBADYCHCACQZsSNgIQIAJBBzYCDCACIAFBAWo2AhQMwAILAkADQCABLQAAQfDIAGotAAAiAEEERwRAAkACQCAAQQFrDgeUAZMBkgGNAQAEAY0BC0HaACEDDKoCCyABQQFqIQFB3AAhAwypAgsgBCABQQFqIgFHDQALQe8AIQMMwAILIAFBAWoMkQELIAQgASIARgRAQfAAIQMMvwILIAAtAABBL0cNASAAQQFqIQEMBwsgBCABIgBGBEBB8QAhAwy+AgsgAC0AACIBQS9GBEAgAEEBaiEBQd0AIQMMpQILIAFBCmsiA0EWSw0AIAAhAUEBIAN0QYmAgAJxDfkBC0EAIQMgAkEANgIcIAIgADYCFCACQYwcNgIQIAJBBzYCDAy8AgsgASAERwRAIAFBAWohAUHeACEDDKMCC0HyACEDDLsCCyABIARGBEBB9AAhAwy7AgsCQCABLQAAQfDMAGotAABBAWsOA/cBcwCCAQtB4QAhAwyhAgsgASAERwRAA0AgAS0AAEHwygBqLQAAIgBBA0cEQAJAIABBAWsOAvkBAIUBC0HfACEDDKMCCyAEIAFBAWoiAUcNAAtB8wAhAwy6AgtB8wAhAwy5AgsgASAERwRAIAJBDzYCCCACIAE2AgRB4AAhAwygAgtB9QAhAwy4AgsgASAERgRAQfYAIQMMuAILIAJBDzYCCCACIAE2AgQLQQMhAwydAgsDQCABLQAAQSBHDY4CIAQgAUEBaiIBRw0AC0H3ACEDDLUCCyABIARGBEBB+AAhAwy1AgsgAS0AAEEgRw16IAFBAWohAQxbC0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAADXgMgAILIAEgBEYEQEH6ACEDDLMCCyABLQAAQcwARw10IAFBAWohAUETDHYLQfsAIQMgASAERg2xAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYDQCABLQAAIABB8M4Aai0AAEcNcyAAQQVGDXUgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMsQILIAEgBEYEQEH8ACEDDLECCwJAAkAgAS0AAEHDAGsODAB0dHR0dHR0dHR0AXQLIAFBAWohAUHmACEDDJgCCyABQQFqIQFB5wAhAwyXAgtB/QAhAyABIARGDa8CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQe3PAGotAABHDXIgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADLACCyACQQA2AgAgBkEBaiEBQRAMcwtB/gAhAyABIARGDa4CIAIoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQfbOAGotAABHDXEgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK8CCyACQQA2AgAgBkEBaiEBQRYMcgtB/wAhAyABIARGDa0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQfzOAGotAABHDXAgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK4CCyACQQA2AgAgBkEBaiEBQQUMcQsgASAERgRAQYABIQMMrQILIAEtAABB2QBHDW4gAUEBaiEBQQgMcAsgASAERgRAQYEBIQMMrAILAkACQCABLQAAQc4Aaw4DAG8BbwsgAUEBaiEBQesAIQMMkwILIAFBAWohAUHsACEDDJICCyABIARGBEBBggEhAwyrAgsCQAJAIAEtAABByABrDggAbm5ubm5uAW4LIAFBAWohAUHqACEDDJICCyABQQFqIQFB7QAhAwyRAgtBgwEhAyABIARGDakCIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQYDPAGotAABHDWwgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKoCCyACQQA2AgAgBkEBaiEBQQAMbQtBhAEhAyABIARGDagCIAIoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0AgAS0AACAAQYPPAGotAABHDWsgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKkCCyACQQA2AgAgBkEBaiEBQSMMbAsgASAERgRAQYUBIQMMqAILAkACQCABLQAAQcwAaw4IAGtra2trawFrCyABQQFqIQFB7wAhAwyPAgsgAUEBaiEBQfAAIQMMjgILIAEgBEYEQEGGASEDDKcCCyABLQAAQcUARw1oIAFBAWohAQxgC0GHASEDIAEgBEYNpQIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBiM8Aai0AAEcNaCAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMpgILIAJBADYCACAGQQFqIQFBLQxpC0GIASEDIAEgBEYNpAIgAigCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABB0M8Aai0AAEcNZyAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMpQILIAJBADYCACAGQQFqIQFBKQxoCyABIARGBEBBiQEhAwykAgtBASABLQAAQd8ARw1nGiABQQFqIQEMXgtBigEhAyABIARGDaICIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgNAIAEtAAAgAEGMzwBqLQAARw1kIABBAUYN+gEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMogILQYsBIQMgASAERg2hAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGOzwBqLQAARw1kIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyiAgsgAkEANgIAIAZBAWohAUECDGULQYwBIQMgASAERg2gAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHwzwBqLQAARw1jIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyhAgsgAkEANgIAIAZBAWohAUEfDGQLQY0BIQMgASAERg2fAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHyzwBqLQAARw1iIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAygAgsgAkEANgIAIAZBAWohAUEJDGMLIAEgBEYEQEGOASEDDJ8CCwJAAkAgAS0AAEHJAGsOBwBiYmJiYgFiCyABQQFqIQFB+AAhAwyGAgsgAUEBaiEBQfkAIQMMhQILQY8BIQMgASAERg2dAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGRzwBqLQAARw1gIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyeAgsgAkEANgIAIAZBAWohAUEYDGELQZABIQMgASAERg2cAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGXzwBqLQAARw1fIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAydAgsgAkEANgIAIAZBAWohAUEXDGALQZEBIQMgASAERg2bAiACKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIAEtAAAgAEGazwBqLQAARw1eIABBBkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAycAgsgAkEANgIAIAZBAWohAUEVDF8LQZIBIQMgASAERg2aAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGhzwBqLQAARw1dIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAybAgsgAkEANgIAIAZBAWohAUEeDF4LIAEgBEYEQEGTASEDDJoCCyABLQAAQcwARw1bIAFBAWohAUEKDF0LIAEgBEYEQEGUASEDDJkCCwJAAkAgAS0AAEHBAGsODwBcXFxcXFxcXFxcXFxcAVwLIAFBAWohAUH+ACEDDIACCyABQQFqIQFB/wAhAwz/AQsgASAERgRAQZUBIQMMmAILAkACQCABLQAAQcEAaw4DAFsBWwsgAUEBaiEBQf0AIQMM/wELIAFBAWohAUGAASEDDP4BC0GWASEDIAEgBEYNlgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBp88Aai0AAEcNWSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlwILIAJBADYCACAGQQFqIQFBCwxaCyABIARGBEBBlwEhAwyWAgsCQAJAAkACQCABLQAAQS1rDiMAW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1sBW1tbW1sCW1tbA1sLIAFBAWohAUH7ACEDDP8BCyABQQFqIQFB/AAhAwz+AQsgAUEBaiEBQYEBIQMM/QELIAFBAWohAUGCASEDDPwBC0GYASEDIAEgBEYNlAIgAigCACIAIAQgAWtqIQUgASAAa0EEaiEGAkADQCABLQAAIABBqc8Aai0AAEcNVyAAQQRGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlQILIAJBADYCACAGQQFqIQFBGQxYC0GZASEDIAEgBEYNkwIgAigCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBrs8Aai0AAEcNViAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlAILIAJBADYCACAGQQFqIQFBBgxXC0GaASEDIAEgBEYNkgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBtM8Aai0AAEcNVSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkwILIAJBADYCACAGQQFqIQFBHAxWC0GbASEDIAEgBEYNkQIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBts8Aai0AAEcNVCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkgILIAJBADYCACAGQQFqIQFBJwxVCyABIARGBEBBnAEhAwyRAgsCQAJAIAEtAABB1ABrDgIAAVQLIAFBAWohAUGGASEDDPgBCyABQQFqIQFBhwEhAwz3AQtBnQEhAyABIARGDY8CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbjPAGotAABHDVIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADJACCyACQQA2AgAgBkEBaiEBQSYMUwtBngEhAyABIARGDY4CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbrPAGotAABHDVEgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI8CCyACQQA2AgAgBkEBaiEBQQMMUgtBnwEhAyABIARGDY0CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQe3PAGotAABHDVAgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI4CCyACQQA2AgAgBkEBaiEBQQwMUQtBoAEhAyABIARGDYwCIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQbzPAGotAABHDU8gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI0CCyACQQA2AgAgBkEBaiEBQQ0MUAsgASAERgRAQaEBIQMMjAILAkACQCABLQAAQcYAaw4LAE9PT09PT09PTwFPCyABQQFqIQFBiwEhAwzzAQsgAUEBaiEBQYwBIQMM8gELIAEgBEYEQEGiASEDDIsCCyABLQAAQdAARw1MIAFBAWohAQxGCyABIARGBEBBowEhAwyKAgsCQAJAIAEtAABByQBrDgcBTU1NTU0ATQsgAUEBaiEBQY4BIQMM8QELIAFBAWohAUEiDE0LQaQBIQMgASAERg2IAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHAzwBqLQAARw1LIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyJAgsgAkEANgIAIAZBAWohAUEdDEwLIAEgBEYEQEGlASEDDIgCCwJAAkAgAS0AAEHSAGsOAwBLAUsLIAFBAWohAUGQASEDDO8BCyABQQFqIQFBBAxLCyABIARGBEBBpgEhAwyHAgsCQAJAAkACQAJAIAEtAABBwQBrDhUATU1NTU1NTU1NTQFNTQJNTQNNTQRNCyABQQFqIQFBiAEhAwzxAQsgAUEBaiEBQYkBIQMM8AELIAFBAWohAUGKASEDDO8BCyABQQFqIQFBjwEhAwzuAQsgAUEBaiEBQZEBIQMM7QELQacBIQMgASAERg2FAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHtzwBqLQAARw1IIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyGAgsgAkEANgIAIAZBAWohAUERDEkLQagBIQMgASAERg2EAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHCzwBqLQAARw1HIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyFAgsgAkEANgIAIAZBAWohAUEsDEgLQakBIQMgASAERg2DAiACKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEHFzwBqLQAARw1GIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyEAgsgAkEANgIAIAZBAWohAUErDEcLQaoBIQMgASAERg2CAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHKzwBqLQAARw1FIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyDAgsgAkEANgIAIAZBAWohAUEUDEYLIAEgBEYEQEGrASEDDIICCwJAAkACQAJAIAEtAABBwgBrDg8AAQJHR0dHR0dHR0dHRwNHCyABQQFqIQFBkwEhAwzrAQsgAUEBaiEBQZQBIQMM6gELIAFBAWohAUGVASEDDOkBCyABQQFqIQFBlgEhAwzoAQsgASAERgRAQawBIQMMgQILIAEtAABBxQBHDUIgAUEBaiEBDD0LQa0BIQMgASAERg3/ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHNzwBqLQAARw1CIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyAAgsgAkEANgIAIAZBAWohAUEODEMLIAEgBEYEQEGuASEDDP8BCyABLQAAQdAARw1AIAFBAWohAUElDEILQa8BIQMgASAERg39ASACKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEHQzwBqLQAARw1AIABBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz+AQsgAkEANgIAIAZBAWohAUEqDEELIAEgBEYEQEGwASEDDP0BCwJAAkAgAS0AAEHVAGsOCwBAQEBAQEBAQEABQAsgAUEBaiEBQZoBIQMM5AELIAFBAWohAUGbASEDDOMBCyABIARGBEBBsQEhAwz8AQsCQAJAIAEtAABBwQBrDhQAPz8/Pz8/Pz8/Pz8/Pz8/Pz8/AT8LIAFBAWohAUGZASEDDOMBCyABQQFqIQFBnAEhAwziAQtBsgEhAyABIARGDfoBIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQdnPAGotAABHDT0gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPsBCyACQQA2AgAgBkEBaiEBQSEMPgtBswEhAyABIARGDfkBIAIoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAS0AACAAQd3PAGotAABHDTwgAEEGRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPoBCyACQQA2AgAgBkEBaiEBQRoMPQsgASAERgRAQbQBIQMM+QELAkACQAJAIAEtAABBxQBrDhEAPT09PT09PT09AT09PT09Aj0LIAFBAWohAUGdASEDDOEBCyABQQFqIQFBngEhAwzgAQsgAUEBaiEBQZ8BIQMM3wELQbUBIQMgASAERg33ASACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHkzwBqLQAARw06IABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz4AQsgAkEANgIAIAZBAWohAUEoDDsLQbYBIQMgASAERg32ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHqzwBqLQAARw05IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz3AQsgAkEANgIAIAZBAWohAUEHDDoLIAEgBEYEQEG3ASEDDPYBCwJAAkAgAS0AAEHFAGsODgA5OTk5OTk5OTk5OTkBOQsgAUEBaiEBQaEBIQMM3QELIAFBAWohAUGiASEDDNwBC0G4ASEDIAEgBEYN9AEgAigCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABB7c8Aai0AAEcNNyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9QELIAJBADYCACAGQQFqIQFBEgw4C0G5ASEDIAEgBEYN8wEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8M8Aai0AAEcNNiAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9AELIAJBADYCACAGQQFqIQFBIAw3C0G6ASEDIAEgBEYN8gEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8s8Aai0AAEcNNSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM8wELIAJBADYCACAGQQFqIQFBDww2CyABIARGBEBBuwEhAwzyAQsCQAJAIAEtAABByQBrDgcANTU1NTUBNQsgAUEBaiEBQaUBIQMM2QELIAFBAWohAUGmASEDDNgBC0G8ASEDIAEgBEYN8AEgAigCACIAIAQgAWtqIQUgASAAa0EHaiEGAkADQCABLQAAIABB9M8Aai0AAEcNMyAAQQdGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM8QELIAJBADYCACAGQQFqIQFBGww0CyABIARGBEBBvQEhAwzwAQsCQAJAAkAgAS0AAEHCAGsOEgA0NDQ0NDQ0NDQBNDQ0NDQ0AjQLIAFBAWohAUGkASEDDNgBCyABQQFqIQFBpwEhAwzXAQsgAUEBaiEBQagBIQMM1gELIAEgBEYEQEG+ASEDDO8BCyABLQAAQc4ARw0wIAFBAWohAQwsCyABIARGBEBBvwEhAwzuAQsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCABLQAAQcEAaw4VAAECAz8EBQY/Pz8HCAkKCz8MDQ4PPwsgAUEBaiEBQegAIQMM4wELIAFBAWohAUHpACEDDOIBCyABQQFqIQFB7gAhAwzhAQsgAUEBaiEBQfIAIQMM4AELIAFBAWohAUHzACEDDN8BCyABQQFqIQFB9gAhAwzeAQsgAUEBaiEBQfcAIQMM3QELIAFBAWohAUH6ACEDDNwBCyABQQFqIQFBgwEhAwzbAQsgAUEBaiEBQYQBIQMM2gELIAFBAWohAUGFASEDDNkBCyABQQFqIQFBkgEhAwzYAQsgAUEBaiEBQZgBIQMM1wELIAFBAWohAUGgASEDDNYBCyABQQFqIQFBowEhAwzVAQsgAUEBaiEBQaoBIQMM1AELIAEgBEcEQCACQRA2AgggAiABNgIEQasBIQMM1AELQcABIQMM7AELQQAhAAJAIAIoAjgiA0UNACADKAI0IgNFDQAgAiADEQAAIQALIABFDV4gAEEVRw0HIAJB0QA2AhwgAiABNgIUIAJBsBc2AhAgAkEVNgIMQQAhAwzrAQsgAUEBaiABIARHDQgaQcIBIQMM6gELA0ACQCABLQAAQQprDgQIAAALAAsgBCABQQFqIgFHDQALQcMBIQMM6QELIAEgBEcEQCACQRE2AgggAiABNgIEQQEhAwzQAQtBxAEhAwzoAQsgASAERgRAQcUBIQMM6AELAkACQCABLQAAQQprDgQBKCgAKAsgAUEBagwJCyABQQFqDAULIAEgBEYEQEHGASEDDOcBCwJAAkAgAS0AAEEKaw4XAQsLAQsLCwsLCwsLCwsLCwsLCwsLCwALCyABQQFqIQELQbABIQMMzQELIAEgBEYEQEHIASEDDOYBCyABLQAAQSBHDQkgAkEAOwEyIAFBAWohAUGzASEDDMwBCwNAIAEhAAJAIAEgBEcEQCABLQAAQTBrQf8BcSIDQQpJDQEMJwtBxwEhAwzmAQsCQCACLwEyIgFBmTNLDQAgAiABQQpsIgU7ATIgBUH+/wNxIANB//8Dc0sNACAAQQFqIQEgAiADIAVqIgM7ATIgA0H//wNxQegHSQ0BCwtBACEDIAJBADYCHCACQcEJNgIQIAJBDTYCDCACIABBAWo2AhQM5AELIAJBADYCHCACIAE2AhQgAkHwDDYCECACQRs2AgxBACEDDOMBCyACKAIEIQAgAkEANgIEIAIgACABECYiAA0BIAFBAWoLIQFBrQEhAwzIAQsgAkHBATYCHCACIAA2AgwgAiABQQFqNgIUQQAhAwzgAQsgAigCBCEAIAJBADYCBCACIAAgARAmIgANASABQQFqCyEBQa4BIQMMxQELIAJBwgE2AhwgAiAANgIMIAIgAUEBajYCFEEAIQMM3QELIAJBADYCHCACIAE2AhQgAkGXCzYCECACQQ02AgxBACEDDNwBCyACQQA2AhwgAiABNgIUIAJB4xA2AhAgAkEJNgIMQQAhAwzbAQsgAkECOgAoDKwBC0EAIQMgAkEANgIcIAJBrws2AhAgAkECNgIMIAIgAUEBajYCFAzZAQtBAiEDDL8BC0ENIQMMvgELQSYhAwy9AQtBFSEDDLwBC0EWIQMMuwELQRghAwy6AQtBHCEDDLkBC0EdIQMMuAELQSAhAwy3AQtBISEDDLYBC0EjIQMMtQELQcYAIQMMtAELQS4hAwyzAQtBPSEDDLIBC0HLACEDDLEBC0HOACEDDLABC0HYACEDDK8BC0HZACEDDK4BC0HbACEDDK0BC0HxACEDDKwBC0H0ACEDDKsBC0GNASEDDKoBC0GXASEDDKkBC0GpASEDDKgBC0GvASEDDKcBC0GxASEDDKYBCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB8Rs2AhAgAkEGNgIMDL0BCyACQQA2AgAgBkEBaiEBQSQLOgApIAIoAgQhACACQQA2AgQgAiAAIAEQJyIARQRAQeUAIQMMowELIAJB+QA2AhwgAiABNgIUIAIgADYCDEEAIQMMuwELIABBFUcEQCACQQA2AhwgAiABNgIUIAJBzA42AhAgAkEgNgIMQQAhAwy7AQsgAkH4ADYCHCACIAE2AhQgAkHKGDYCECACQRU2AgxBACEDDLoBCyACQQA2AhwgAiABNgIUIAJBjhs2AhAgAkEGNgIMQQAhAwy5AQsgAkEANgIcIAIgATYCFCACQf4RNgIQIAJBBzYCDEEAIQMMuAELIAJBADYCHCACIAE2AhQgAkGMHDYCECACQQc2AgxBACEDDLcBCyACQQA2AhwgAiABNgIUIAJBww82AhAgAkEHNgIMQQAhAwy2AQsgAkEANgIcIAIgATYCFCACQcMPNgIQIAJBBzYCDEEAIQMMtQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0RIAJB5QA2AhwgAiABNgIUIAIgADYCDEEAIQMMtAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0gIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMswELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0iIAJB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMsgELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0OIAJB5QA2AhwgAiABNgIUIAIgADYCDEEAIQMMsQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0dIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMsAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0fIAJB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMrwELIABBP0cNASABQQFqCyEBQQUhAwyUAQtBACEDIAJBADYCHCACIAE2AhQgAkH9EjYCECACQQc2AgwMrAELIAJBADYCHCACIAE2AhQgAkHcCDYCECACQQc2AgxBACEDDKsBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNByACQeUANgIcIAIgATYCFCACIAA2AgxBACEDDKoBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNFiACQdMANgIcIAIgATYCFCACIAA2AgxBACEDDKkBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNGCACQdIANgIcIAIgATYCFCACIAA2AgxBACEDDKgBCyACQQA2AhwgAiABNgIUIAJBxgo2AhAgAkEHNgIMQQAhAwynAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQMgAkHlADYCHCACIAE2AhQgAiAANgIMQQAhAwymAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDRIgAkHTADYCHCACIAE2AhQgAiAANgIMQQAhAwylAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDRQgAkHSADYCHCACIAE2AhQgAiAANgIMQQAhAwykAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQAgAkHlADYCHCACIAE2AhQgAiAANgIMQQAhAwyjAQtB1QAhAwyJAQsgAEEVRwRAIAJBADYCHCACIAE2AhQgAkG5DTYCECACQRo2AgxBACEDDKIBCyACQeQANgIcIAIgATYCFCACQeMXNgIQIAJBFTYCDEEAIQMMoQELIAJBADYCACAGQQFqIQEgAi0AKSIAQSNrQQtJDQQCQCAAQQZLDQBBASAAdEHKAHFFDQAMBQtBACEDIAJBADYCHCACIAE2AhQgAkH3CTYCECACQQg2AgwMoAELIAJBADYCACAGQQFqIQEgAi0AKUEhRg0DIAJBADYCHCACIAE2AhQgAkGbCjYCECACQQg2AgxBACEDDJ8BCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJBkDM2AhAgAkEINgIMDJ0BCyACQQA2AgAgBkEBaiEBIAItAClBI0kNACACQQA2AhwgAiABNgIUIAJB0wk2AhAgAkEINgIMQQAhAwycAQtB0QAhAwyCAQsgAS0AAEEwayIAQf8BcUEKSQRAIAIgADoAKiABQQFqIQFBzwAhAwyCAQsgAigCBCEAIAJBADYCBCACIAAgARAoIgBFDYYBIAJB3gA2AhwgAiABNgIUIAIgADYCDEEAIQMMmgELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ2GASACQdwANgIcIAIgATYCFCACIAA2AgxBACEDDJkBCyACKAIEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMhwELIAJB2gA2AhwgAiAFNgIUIAIgADYCDAyYAQtBACEBQQEhAwsgAiADOgArIAVBAWohAwJAAkACQCACLQAtQRBxDQACQAJAAkAgAi0AKg4DAQACBAsgBkUNAwwCCyAADQEMAgsgAUUNAQsgAigCBCEAIAJBADYCBCACIAAgAxAoIgBFBEAgAyEBDAILIAJB2AA2AhwgAiADNgIUIAIgADYCDEEAIQMMmAELIAIoAgQhACACQQA2AgQgAiAAIAMQKCIARQRAIAMhAQyHAQsgAkHZADYCHCACIAM2AhQgAiAANgIMQQAhAwyXAQtBzAAhAwx9CyAAQRVHBEAgAkEANgIcIAIgATYCFCACQZQNNgIQIAJBITYCDEEAIQMMlgELIAJB1wA2AhwgAiABNgIUIAJByRc2AhAgAkEVNgIMQQAhAwyVAQtBACEDIAJBADYCHCACIAE2AhQgAkGAETYCECACQQk2AgwMlAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0AIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMkwELQckAIQMMeQsgAkEANgIcIAIgATYCFCACQcEoNgIQIAJBBzYCDCACQQA2AgBBACEDDJEBCyACKAIEIQBBACEDIAJBADYCBCACIAAgARAlIgBFDQAgAkHSADYCHCACIAE2AhQgAiAANgIMDJABC0HIACEDDHYLIAJBADYCACAFIQELIAJBgBI7ASogAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQAAIQALIAANAQtBxwAhAwxzCyAAQRVGBEAgAkHRADYCHCACIAE2AhQgAkHjFzYCECACQRU2AgxBACEDDIwBC0EAIQMgAkEANgIcIAIgATYCFCACQbkNNgIQIAJBGjYCDAyLAQtBACEDIAJBADYCHCACIAE2AhQgAkGgGTYCECACQR42AgwMigELIAEtAABBOkYEQCACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgBFDQEgAkHDADYCHCACIAA2AgwgAiABQQFqNgIUDIoBC0EAIQMgAkEANgIcIAIgATYCFCACQbERNgIQIAJBCjYCDAyJAQsgAUEBaiEBQTshAwxvCyACQcMANgIcIAIgADYCDCACIAFBAWo2AhQMhwELQQAhAyACQQA2AhwgAiABNgIUIAJB8A42AhAgAkEcNgIMDIYBCyACIAIvATBBEHI7ATAMZgsCQCACLwEwIgBBCHFFDQAgAi0AKEEBRw0AIAItAC1BCHFFDQMLIAIgAEH3+wNxQYAEcjsBMAwECyABIARHBEACQANAIAEtAABBMGsiAEH/AXFBCk8EQEE1IQMMbgsgAikDICIKQpmz5syZs+bMGVYNASACIApCCn4iCjcDICAKIACtQv8BgyILQn+FVg0BIAIgCiALfDcDICAEIAFBAWoiAUcNAAtBOSEDDIUBCyACKAIEIQBBACEDIAJBADYCBCACIAAgAUEBaiIBECoiAA0MDHcLQTkhAwyDAQsgAi0AMEEgcQ0GQcUBIQMMaQtBACEDIAJBADYCBCACIAEgARAqIgBFDQQgAkE6NgIcIAIgADYCDCACIAFBAWo2AhQMgQELIAItAChBAUcNACACLQAtQQhxRQ0BC0E3IQMMZgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIABEAgAkE7NgIcIAIgADYCDCACIAFBAWo2AhQMfwsgAUEBaiEBDG4LIAJBCDoALAwECyABQQFqIQEMbQtBACEDIAJBADYCHCACIAE2AhQgAkHkEjYCECACQQQ2AgwMewsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIARQ1sIAJBNzYCHCACIAE2AhQgAiAANgIMDHoLIAIgAi8BMEEgcjsBMAtBMCEDDF8LIAJBNjYCHCACIAE2AhQgAiAANgIMDHcLIABBLEcNASABQQFqIQBBASEBAkACQAJAAkACQCACLQAsQQVrDgQDAQIEAAsgACEBDAQLQQIhAQwBC0EEIQELIAJBAToALCACIAIvATAgAXI7ATAgACEBDAELIAIgAi8BMEEIcjsBMCAAIQELQTkhAwxcCyACQQA6ACwLQTQhAwxaCyABIARGBEBBLSEDDHMLAkACQANAAkAgAS0AAEEKaw4EAgAAAwALIAQgAUEBaiIBRw0AC0EtIQMMdAsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIARQ0CIAJBLDYCHCACIAE2AhQgAiAANgIMDHMLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgADYCDCACIAFBAWo2AhQMcgsgAS0AAEENRgRAIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgADYCDCACIAFBAWo2AhQMcgsgAi0ALUEBcQRAQcQBIQMMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIADQEMZQtBLyEDDFcLIAJBLjYCHCACIAE2AhQgAiAANgIMDG8LQQAhAyACQQA2AhwgAiABNgIUIAJB8BQ2AhAgAkEDNgIMDG4LQQEhAwJAAkACQAJAIAItACxBBWsOBAMBAgAECyACIAIvATBBCHI7ATAMAwtBAiEDDAELQQQhAwsgAkEBOgAsIAIgAi8BMCADcjsBMAtBKiEDDFMLQQAhAyACQQA2AhwgAiABNgIUIAJB4Q82AhAgAkEKNgIMDGsLQQEhAwJAAkACQAJAAkACQCACLQAsQQJrDgcFBAQDAQIABAsgAiACLwEwQQhyOwEwDAMLQQIhAwwBC0EEIQMLIAJBAToALCACIAIvATAgA3I7ATALQSshAwxSC0EAIQMgAkEANgIcIAIgATYCFCACQasSNgIQIAJBCzYCDAxqC0EAIQMgAkEANgIcIAIgATYCFCACQf0NNgIQIAJBHTYCDAxpCyABIARHBEADQCABLQAAQSBHDUggBCABQQFqIgFHDQALQSUhAwxpC0ElIQMMaAsgAi0ALUEBcQRAQcMBIQMMTwsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKSIABEAgAkEmNgIcIAIgADYCDCACIAFBAWo2AhQMaAsgAUEBaiEBDFwLIAFBAWohASACLwEwIgBBgAFxBEBBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAEUNBiAAQRVHDR8gAkEFNgIcIAIgATYCFCACQfkXNgIQIAJBFTYCDEEAIQMMZwsCQCAAQaAEcUGgBEcNACACLQAtQQJxDQBBACEDIAJBADYCHCACIAE2AhQgAkGWEzYCECACQQQ2AgwMZwsgAgJ/IAIvATBBFHFBFEYEQEEBIAItAChBAUYNARogAi8BMkHlAEYMAQsgAi0AKUEFRgs6AC5BACEAAkAgAigCOCIDRQ0AIAMoAiQiA0UNACACIAMRAAAhAAsCQAJAAkACQAJAIAAOFgIBAAQEBAQEBAQEBAQEBAQEBAQEBAMECyACQQE6AC4LIAIgAi8BMEHAAHI7ATALQSchAwxPCyACQSM2AhwgAiABNgIUIAJBpRY2AhAgAkEVNgIMQQAhAwxnC0EAIQMgAkEANgIcIAIgATYCFCACQdULNgIQIAJBETYCDAxmC0EAIQACQCACKAI4IgNFDQAgAygCLCIDRQ0AIAIgAxEAACEACyAADQELQQ4hAwxLCyAAQRVGBEAgAkECNgIcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMZAtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMYwtBACEDIAJBADYCHCACIAE2AhQgAkGqHDYCECACQQ82AgwMYgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEgCqdqIgEQKyIARQ0AIAJBBTYCHCACIAE2AhQgAiAANgIMDGELQQ8hAwxHC0EAIQMgAkEANgIcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxfC0IBIQoLIAFBAWohAQJAIAIpAyAiC0L//////////w9YBEAgAiALQgSGIAqENwMgDAELQQAhAyACQQA2AhwgAiABNgIUIAJBrQk2AhAgAkEMNgIMDF4LQSQhAwxEC0EAIQMgAkEANgIcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxcCyACKAIEIQBBACEDIAJBADYCBCACIAAgARAsIgBFBEAgAUEBaiEBDFILIAJBFzYCHCACIAA2AgwgAiABQQFqNgIUDFsLIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQRY2AhwgAiAANgIMIAIgAUEBajYCFAxbC0EfIQMMQQtBACEDIAJBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQLSIARQRAIAFBAWohAQxQCyACQRQ2AhwgAiAANgIMIAIgAUEBajYCFAxYCyACKAIEIQBBACEDIAJBADYCBAJAIAIgACABEC0iAEUEQCABQQFqIQEMAQsgAkETNgIcIAIgADYCDCACIAFBAWo2AhQMWAtBHiEDDD4LQQAhAyACQQA2AhwgAiABNgIUIAJBxgw2AhAgAkEjNgIMDFYLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABEC0iAEUEQCABQQFqIQEMTgsgAkERNgIcIAIgADYCDCACIAFBAWo2AhQMVQsgAkEQNgIcIAIgATYCFCACIAA2AgwMVAtBACEDIAJBADYCHCACIAE2AhQgAkHGDDYCECACQSM2AgwMUwtBACEDIAJBADYCHCACIAE2AhQgAkHAFTYCECACQQI2AgwMUgsgAigCBCEAQQAhAyACQQA2AgQCQCACIAAgARAtIgBFBEAgAUEBaiEBDAELIAJBDjYCHCACIAA2AgwgAiABQQFqNgIUDFILQRshAww4C0EAIQMgAkEANgIcIAIgATYCFCACQcYMNgIQIAJBIzYCDAxQCyACKAIEIQBBACEDIAJBADYCBAJAIAIgACABECwiAEUEQCABQQFqIQEMAQsgAkENNgIcIAIgADYCDCACIAFBAWo2AhQMUAtBGiEDDDYLQQAhAyACQQA2AhwgAiABNgIUIAJBmg82AhAgAkEiNgIMDE4LIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQQw2AhwgAiAANgIMIAIgAUEBajYCFAxOC0EZIQMMNAtBACEDIAJBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMTAsgAEEVRwRAQQAhAyACQQA2AhwgAiABNgIUIAJBgww2AhAgAkETNgIMDEwLIAJBCjYCHCACIAE2AhQgAkHkFjYCECACQRU2AgxBACEDDEsLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABIAqnaiIBECsiAARAIAJBBzYCHCACIAE2AhQgAiAANgIMDEsLQRMhAwwxCyAAQRVHBEBBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMSgsgAkEeNgIcIAIgATYCFCACQfkXNgIQIAJBFTYCDEEAIQMMSQtBACEAAkAgAigCOCIDRQ0AIAMoAiwiA0UNACACIAMRAAAhAAsgAEUNQSAAQRVGBEAgAkEDNgIcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMSQtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMSAtBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMRwtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMRgsgAkEAOgAvIAItAC1BBHFFDT8LIAJBADoALyACQQE6ADRBACEDDCsLQQAhAyACQQA2AhwgAkHkETYCECACQQc2AgwgAiABQQFqNgIUDEMLAkADQAJAIAEtAABBCmsOBAACAgACCyAEIAFBAWoiAUcNAAtB3QEhAwxDCwJAAkAgAi0ANEEBRw0AQQAhAAJAIAIoAjgiA0UNACADKAJYIgNFDQAgAiADEQAAIQALIABFDQAgAEEVRw0BIAJB3AE2AhwgAiABNgIUIAJB1RY2AhAgAkEVNgIMQQAhAwxEC0HBASEDDCoLIAJBADYCHCACIAE2AhQgAkHpCzYCECACQR82AgxBACEDDEILAkACQCACLQAoQQFrDgIEAQALQcABIQMMKQtBuQEhAwwoCyACQQI6AC9BACEAAkAgAigCOCIDRQ0AIAMoAgAiA0UNACACIAMRAAAhAAsgAEUEQEHCASEDDCgLIABBFUcEQCACQQA2AhwgAiABNgIUIAJBpAw2AhAgAkEQNgIMQQAhAwxBCyACQdsBNgIcIAIgATYCFCACQfoWNgIQIAJBFTYCDEEAIQMMQAsgASAERgRAQdoBIQMMQAsgAS0AAEHIAEYNASACQQE6ACgLQawBIQMMJQtBvwEhAwwkCyABIARHBEAgAkEQNgIIIAIgATYCBEG+ASEDDCQLQdkBIQMMPAsgASAERgRAQdgBIQMMPAsgAS0AAEHIAEcNBCABQQFqIQFBvQEhAwwiCyABIARGBEBB1wEhAww7CwJAAkAgAS0AAEHFAGsOEAAFBQUFBQUFBQUFBQUFBQEFCyABQQFqIQFBuwEhAwwiCyABQQFqIQFBvAEhAwwhC0HWASEDIAEgBEYNOSACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGD0ABqLQAARw0DIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAw6CyACKAIEIQAgAkIANwMAIAIgACAGQQFqIgEQJyIARQRAQcYBIQMMIQsgAkHVATYCHCACIAE2AhQgAiAANgIMQQAhAww5C0HUASEDIAEgBEYNOCACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGB0ABqLQAARw0CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAw5CyACQYEEOwEoIAIoAgQhACACQgA3AwAgAiAAIAZBAWoiARAnIgANAwwCCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB2Bs2AhAgAkEINgIMDDYLQboBIQMMHAsgAkHTATYCHCACIAE2AhQgAiAANgIMQQAhAww0C0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAARQ0AIABBFUYNASACQQA2AhwgAiABNgIUIAJBzA42AhAgAkEgNgIMQQAhAwwzC0HkACEDDBkLIAJB+AA2AhwgAiABNgIUIAJByhg2AhAgAkEVNgIMQQAhAwwxC0HSASEDIAQgASIARg0wIAQgAWsgAigCACIBaiEFIAAgAWtBBGohBgJAA0AgAC0AACABQfzPAGotAABHDQEgAUEERg0DIAFBAWohASAEIABBAWoiAEcNAAsgAiAFNgIADDELIAJBADYCHCACIAA2AhQgAkGQMzYCECACQQg2AgwgAkEANgIAQQAhAwwwCyABIARHBEAgAkEONgIIIAIgATYCBEG3ASEDDBcLQdEBIQMMLwsgAkEANgIAIAZBAWohAQtBuAEhAwwUCyABIARGBEBB0AEhAwwtCyABLQAAQTBrIgBB/wFxQQpJBEAgAiAAOgAqIAFBAWohAUG2ASEDDBQLIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0UIAJBzwE2AhwgAiABNgIUIAIgADYCDEEAIQMMLAsgASAERgRAQc4BIQMMLAsCQCABLQAAQS5GBEAgAUEBaiEBDAELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0VIAJBzQE2AhwgAiABNgIUIAIgADYCDEEAIQMMLAtBtQEhAwwSCyAEIAEiBUYEQEHMASEDDCsLQQAhAEEBIQFBASEGQQAhAwJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAIAUtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyEDQQAhAUEAIQYMAgtBCSEDQQEhAEEAIQFBACEGDAELQQAhAUEBIQMLIAIgAzoAKyAFQQFqIQMCQAJAIAItAC1BEHENAAJAAkACQCACLQAqDgMBAAIECyAGRQ0DDAILIAANAQwCCyABRQ0BCyACKAIEIQAgAkEANgIEIAIgACADECgiAEUEQCADIQEMAwsgAkHJATYCHCACIAM2AhQgAiAANgIMQQAhAwwtCyACKAIEIQAgAkEANgIEIAIgACADECgiAEUEQCADIQEMGAsgAkHKATYCHCACIAM2AhQgAiAANgIMQQAhAwwsCyACKAIEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMFgsgAkHLATYCHCACIAU2AhQgAiAANgIMDCsLQbQBIQMMEQtBACEAAkAgAigCOCIDRQ0AIAMoAjwiA0UNACACIAMRAAAhAAsCQCAABEAgAEEVRg0BIAJBADYCHCACIAE2AhQgAkGUDTYCECACQSE2AgxBACEDDCsLQbIBIQMMEQsgAkHIATYCHCACIAE2AhQgAkHJFzYCECACQRU2AgxBACEDDCkLIAJBADYCACAGQQFqIQFB9QAhAwwPCyACLQApQQVGBEBB4wAhAwwPC0HiACEDDA4LIAAhASACQQA2AgALIAJBADoALEEJIQMMDAsgAkEANgIAIAdBAWohAUHAACEDDAsLQQELOgAsIAJBADYCACAGQQFqIQELQSkhAwwIC0E4IQMMBwsCQCABIARHBEADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRw0DIAFBAWohAQwFCyAEIAFBAWoiAUcNAAtBPiEDDCELQT4hAwwgCwsgAkEAOgAsDAELQQshAwwEC0E6IQMMAwsgAUEBaiEBQS0hAwwCCyACIAE6ACwgAkEANgIAIAZBAWohAUEMIQMMAQsgAkEANgIAIAZBAWohAUEKIQMMAAsAC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNgIQIAJBCTYCDAwXC0EAIQMgAkEANgIcIAIgATYCFCACQekKNgIQIAJBCTYCDAwWC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwVC0EAIQMgAkEANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwUC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNgIQIAJBCTYCDAwTC0EAIQMgAkEANgIcIAIgATYCFCACQekKNgIQIAJBCTYCDAwSC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwRC0EAIQMgAkEANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwQC0EAIQMgAkEANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwPC0EAIQMgAkEANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwOC0EAIQMgAkEANgIcIAIgATYCFCACQcASNgIQIAJBCzYCDAwNC0EAIQMgAkEANgIcIAIgATYCFCACQZUJNgIQIAJBCzYCDAwMC0EAIQMgAkEANgIcIAIgATYCFCACQeEPNgIQIAJBCjYCDAwLC0EAIQMgAkEANgIcIAIgATYCFCACQfsPNgIQIAJBCjYCDAwKC0EAIQMgAkEANgIcIAIgATYCFCACQfEZNgIQIAJBAjYCDAwJC0EAIQMgAkEANgIcIAIgATYCFCACQcQUNgIQIAJBAjYCDAwIC0EAIQMgAkEANgIcIAIgATYCFCACQfIVNgIQIAJBAjYCDAwHCyACQQI2AhwgAiABNgIUIAJBnBo2AhAgAkEWNgIMQQAhAwwGC0EBIQMMBQtB1AAhAyABIARGDQQgCEEIaiEJIAIoAgAhBQJAAkAgASAERwRAIAVB2MIAaiEHIAQgBWogAWshACAFQX9zQQpqIgUgAWohBgNAIAEtAAAgBy0AAEcEQEECIQcMAwsgBUUEQEEAIQcgBiEBDAMLIAVBAWshBSAHQQFqIQcgBCABQQFqIgFHDQALIAAhBSAEIQELIAlBATYCACACIAU2AgAMAQsgAkEANgIAIAkgBzYCAAsgCSABNgIEIAgoAgwhACAIKAIIDgMBBAIACwALIAJBADYCHCACQbUaNgIQIAJBFzYCDCACIABBAWo2AhRBACEDDAILIAJBADYCHCACIAA2AhQgAkHKGjYCECACQQk2AgxBACEDDAELIAEgBEYEQEEiIQMMAQsgAkEJNgIIIAIgATYCBEEhIQMLIAhBEGokACADRQRAIAIoAgwhAAwBCyACIAM2AhxBACEAIAIoAgQiAUUNACACIAEgBCACKAIIEQEAIgFFDQAgAiAENgIUIAIgATYCDCABIQALIAALvgIBAn8gAEEAOgAAIABB3ABqIgFBAWtBADoAACAAQQA6AAIgAEEAOgABIAFBA2tBADoAACABQQJrQQA6AAAgAEEAOgADIAFBBGtBADoAAEEAIABrQQNxIgEgAGoiAEEANgIAQdwAIAFrQXxxIgIgAGoiAUEEa0EANgIAAkAgAkEJSQ0AIABBADYCCCAAQQA2AgQgAUEIa0EANgIAIAFBDGtBADYCACACQRlJDQAgAEEANgIYIABBADYCFCAAQQA2AhAgAEEANgIMIAFBEGtBADYCACABQRRrQQA2AgAgAUEYa0EANgIAIAFBHGtBADYCACACIABBBHFBGHIiAmsiAUEgSQ0AIAAgAmohAANAIABCADcDGCAAQgA3AxAgAEIANwMIIABCADcDACAAQSBqIQAgAUEgayIBQR9LDQALCwtWAQF/AkAgACgCDA0AAkACQAJAAkAgAC0ALw4DAQADAgsgACgCOCIBRQ0AIAEoAiwiAUUNACAAIAERAAAiAQ0DC0EADwsACyAAQcMWNgIQQQ4hAQsgAQsaACAAKAIMRQRAIABB0Rs2AhAgAEEVNgIMCwsUACAAKAIMQRVGBEAgAEEANgIMCwsUACAAKAIMQRZGBEAgAEEANgIMCwsHACAAKAIMCwcAIAAoAhALCQAgACABNgIQCwcAIAAoAhQLFwAgAEEkTwRAAAsgAEECdEGgM2ooAgALFwAgAEEuTwRAAAsgAEECdEGwNGooAgALvwkBAX9B6yghAQJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB5ABrDvQDY2IAAWFhYWFhYQIDBAVhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhBgcICQoLDA0OD2FhYWFhEGFhYWFhYWFhYWFhEWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRITFBUWFxgZGhthYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2YTc4OTphYWFhYWFhYTthYWE8YWFhYT0+P2FhYWFhYWFhQGFhQWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYUJDREVGR0hJSktMTU5PUFFSU2FhYWFhYWFhVFVWV1hZWlthXF1hYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFeYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhX2BhC0HhJw8LQaQhDwtByywPC0H+MQ8LQcAkDwtBqyQPC0GNKA8LQeImDwtBgDAPC0G5Lw8LQdckDwtB7x8PC0HhHw8LQfofDwtB8iAPC0GoLw8LQa4yDwtBiDAPC0HsJw8LQYIiDwtBjh0PC0HQLg8LQcojDwtBxTIPC0HfHA8LQdIcDwtBxCAPC0HXIA8LQaIfDwtB7S4PC0GrMA8LQdQlDwtBzC4PC0H6Lg8LQfwrDwtB0jAPC0HxHQ8LQbsgDwtB9ysPC0GQMQ8LQdcxDwtBoi0PC0HUJw8LQeArDwtBnywPC0HrMQ8LQdUfDwtByjEPC0HeJQ8LQdQeDwtB9BwPC0GnMg8LQbEdDwtBoB0PC0G5MQ8LQbwwDwtBkiEPC0GzJg8LQeksDwtBrB4PC0HUKw8LQfcmDwtBgCYPC0GwIQ8LQf4eDwtBjSMPC0GJLQ8LQfciDwtBoDEPC0GuHw8LQcYlDwtB6B4PC0GTIg8LQcIvDwtBwx0PC0GLLA8LQeEdDwtBjS8PC0HqIQ8LQbQtDwtB0i8PC0HfMg8LQdIyDwtB8DAPC0GpIg8LQfkjDwtBmR4PC0G1LA8LQZswDwtBkjIPC0G2Kw8LQcIiDwtB+DIPC0GeJQ8LQdAiDwtBuh4PC0GBHg8LAAtB1iEhAQsgAQsWACAAIAAtAC1B/gFxIAFBAEdyOgAtCxkAIAAgAC0ALUH9AXEgAUEAR0EBdHI6AC0LGQAgACAALQAtQfsBcSABQQBHQQJ0cjoALQsZACAAIAAtAC1B9wFxIAFBAEdBA3RyOgAtCz4BAn8CQCAAKAI4IgNFDQAgAygCBCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBxhE2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCCCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB9go2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCDCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB7Ro2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCECIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlRA2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCFCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBqhs2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCGCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB7RM2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCKCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB9gg2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCHCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBwhk2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCICIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlBQ2AhBBGCEECyAEC1kBAn8CQCAALQAoQQFGDQAgAC8BMiIBQeQAa0HkAEkNACABQcwBRg0AIAFBsAJGDQAgAC8BMCIAQcAAcQ0AQQEhAiAAQYgEcUGABEYNACAAQShxRSECCyACC4wBAQJ/AkACQAJAIAAtACpFDQAgAC0AK0UNACAALwEwIgFBAnFFDQEMAgsgAC8BMCIBQQFxRQ0BC0EBIQIgAC0AKEEBRg0AIAAvATIiAEHkAGtB5ABJDQAgAEHMAUYNACAAQbACRg0AIAFBwABxDQBBACECIAFBiARxQYAERg0AIAFBKHFBAEchAgsgAgtXACAAQRhqQgA3AwAgAEIANwMAIABBOGpCADcDACAAQTBqQgA3AwAgAEEoakIANwMAIABBIGpCADcDACAAQRBqQgA3AwAgAEEIakIANwMAIABB3QE2AhwLBgAgABAyC5otAQt/IwBBEGsiCiQAQaTQACgCACIJRQRAQeTTACgCACIFRQRAQfDTAEJ/NwIAQejTAEKAgISAgIDAADcCAEHk0wAgCkEIakFwcUHYqtWqBXMiBTYCAEH40wBBADYCAEHI0wBBADYCAAtBzNMAQYDUBDYCAEGc0ABBgNQENgIAQbDQACAFNgIAQazQAEF/NgIAQdDTAEGArAM2AgADQCABQcjQAGogAUG80ABqIgI2AgAgAiABQbTQAGoiAzYCACABQcDQAGogAzYCACABQdDQAGogAUHE0ABqIgM2AgAgAyACNgIAIAFB2NAAaiABQczQAGoiAjYCACACIAM2AgAgAUHU0ABqIAI2AgAgAUEgaiIBQYACRw0AC0GM1ARBwasDNgIAQajQAEH00wAoAgA2AgBBmNAAQcCrAzYCAEGk0ABBiNQENgIAQcz/B0E4NgIAQYjUBCEJCwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB7AFNBEBBjNAAKAIAIgZBECAAQRNqQXBxIABBC0kbIgRBA3YiAHYiAUEDcQRAAkAgAUEBcSAAckEBcyICQQN0IgBBtNAAaiIBIABBvNAAaigCACIAKAIIIgNGBEBBjNAAIAZBfiACd3E2AgAMAQsgASADNgIIIAMgATYCDAsgAEEIaiEBIAAgAkEDdCICQQNyNgIEIAAgAmoiACAAKAIEQQFyNgIEDBELQZTQACgCACIIIARPDQEgAQRAAkBBAiAAdCICQQAgAmtyIAEgAHRxaCIAQQN0IgJBtNAAaiIBIAJBvNAAaigCACICKAIIIgNGBEBBjNAAIAZBfiAAd3EiBjYCAAwBCyABIAM2AgggAyABNgIMCyACIARBA3I2AgQgAEEDdCIAIARrIQUgACACaiAFNgIAIAIgBGoiBCAFQQFyNgIEIAgEQCAIQXhxQbTQAGohAEGg0AAoAgAhAwJ/QQEgCEEDdnQiASAGcUUEQEGM0AAgASAGcjYCACAADAELIAAoAggLIgEgAzYCDCAAIAM2AgggAyAANgIMIAMgATYCCAsgAkEIaiEBQaDQACAENgIAQZTQACAFNgIADBELQZDQACgCACILRQ0BIAtoQQJ0QbzSAGooAgAiACgCBEF4cSAEayEFIAAhAgNAAkAgAigCECIBRQRAIAJBFGooAgAiAUUNAQsgASgCBEF4cSAEayIDIAVJIQIgAyAFIAIbIQUgASAAIAIbIQAgASECDAELCyAAKAIYIQkgACgCDCIDIABHBEBBnNAAKAIAGiADIAAoAggiATYCCCABIAM2AgwMEAsgAEEUaiICKAIAIgFFBEAgACgCECIBRQ0DIABBEGohAgsDQCACIQcgASIDQRRqIgIoAgAiAQ0AIANBEGohAiADKAIQIgENAAsgB0EANgIADA8LQX8hBCAAQb9/Sw0AIABBE2oiAUFwcSEEQZDQACgCACIIRQ0AQQAgBGshBQJAAkACQAJ/QQAgBEGAAkkNABpBHyAEQf///wdLDQAaIARBJiABQQh2ZyIAa3ZBAXEgAEEBdGtBPmoLIgZBAnRBvNIAaigCACICRQRAQQAhAUEAIQMMAQtBACEBIARBGSAGQQF2a0EAIAZBH0cbdCEAQQAhAwNAAkAgAigCBEF4cSAEayIHIAVPDQAgAiEDIAciBQ0AQQAhBSACIQEMAwsgASACQRRqKAIAIgcgByACIABBHXZBBHFqQRBqKAIAIgJGGyABIAcbIQEgAEEBdCEAIAINAAsLIAEgA3JFBEBBACEDQQIgBnQiAEEAIABrciAIcSIARQ0DIABoQQJ0QbzSAGooAgAhAQsgAUUNAQsDQCABKAIEQXhxIARrIgIgBUkhACACIAUgABshBSABIAMgABshAyABKAIQIgAEfyAABSABQRRqKAIACyIBDQALCyADRQ0AIAVBlNAAKAIAIARrTw0AIAMoAhghByADIAMoAgwiAEcEQEGc0AAoAgAaIAAgAygCCCIBNgIIIAEgADYCDAwOCyADQRRqIgIoAgAiAUUEQCADKAIQIgFFDQMgA0EQaiECCwNAIAIhBiABIgBBFGoiAigCACIBDQAgAEEQaiECIAAoAhAiAQ0ACyAGQQA2AgAMDQtBlNAAKAIAIgMgBE8EQEGg0AAoAgAhAQJAIAMgBGsiAkEQTwRAIAEgBGoiACACQQFyNgIEIAEgA2ogAjYCACABIARBA3I2AgQMAQsgASADQQNyNgIEIAEgA2oiACAAKAIEQQFyNgIEQQAhAEEAIQILQZTQACACNgIAQaDQACAANgIAIAFBCGohAQwPC0GY0AAoAgAiAyAESwRAIAQgCWoiACADIARrIgFBAXI2AgRBpNAAIAA2AgBBmNAAIAE2AgAgCSAEQQNyNgIEIAlBCGohAQwPC0EAIQEgBAJ/QeTTACgCAARAQezTACgCAAwBC0Hw0wBCfzcCAEHo0wBCgICEgICAwAA3AgBB5NMAIApBDGpBcHFB2KrVqgVzNgIAQfjTAEEANgIAQcjTAEEANgIAQYCABAsiACAEQccAaiIFaiIGQQAgAGsiB3EiAk8EQEH80wBBMDYCAAwPCwJAQcTTACgCACIBRQ0AQbzTACgCACIIIAJqIQAgACABTSAAIAhLcQ0AQQAhAUH80wBBMDYCAAwPC0HI0wAtAABBBHENBAJAAkAgCQRAQczTACEBA0AgASgCACIAIAlNBEAgACABKAIEaiAJSw0DCyABKAIIIgENAAsLQQAQMyIAQX9GDQUgAiEGQejTACgCACIBQQFrIgMgAHEEQCACIABrIAAgA2pBACABa3FqIQYLIAQgBk8NBSAGQf7///8HSw0FQcTTACgCACIDBEBBvNMAKAIAIgcgBmohASABIAdNDQYgASADSw0GCyAGEDMiASAARw0BDAcLIAYgA2sgB3EiBkH+////B0sNBCAGEDMhACAAIAEoAgAgASgCBGpGDQMgACEBCwJAIAYgBEHIAGpPDQAgAUF/Rg0AQezTACgCACIAIAUgBmtqQQAgAGtxIgBB/v///wdLBEAgASEADAcLIAAQM0F/RwRAIAAgBmohBiABIQAMBwtBACAGaxAzGgwECyABIgBBf0cNBQwDC0EAIQMMDAtBACEADAoLIABBf0cNAgtByNMAQcjTACgCAEEEcjYCAAsgAkH+////B0sNASACEDMhAEEAEDMhASAAQX9GDQEgAUF/Rg0BIAAgAU8NASABIABrIgYgBEE4ak0NAQtBvNMAQbzTACgCACAGaiIBNgIAQcDTACgCACABSQRAQcDTACABNgIACwJAAkACQEGk0AAoAgAiAgRAQczTACEBA0AgACABKAIAIgMgASgCBCIFakYNAiABKAIIIgENAAsMAgtBnNAAKAIAIgFBAEcgACABT3FFBEBBnNAAIAA2AgALQQAhAUHQ0wAgBjYCAEHM0wAgADYCAEGs0ABBfzYCAEGw0ABB5NMAKAIANgIAQdjTAEEANgIAA0AgAUHI0ABqIAFBvNAAaiICNgIAIAIgAUG00ABqIgM2AgAgAUHA0ABqIAM2AgAgAUHQ0ABqIAFBxNAAaiIDNgIAIAMgAjYCACABQdjQAGogAUHM0ABqIgI2AgAgAiADNgIAIAFB1NAAaiACNgIAIAFBIGoiAUGAAkcNAAtBeCAAa0EPcSIBIABqIgIgBkE4ayIDIAFrIgFBAXI2AgRBqNAAQfTTACgCADYCAEGY0AAgATYCAEGk0AAgAjYCACAAIANqQTg2AgQMAgsgACACTQ0AIAIgA0kNACABKAIMQQhxDQBBeCACa0EPcSIAIAJqIgNBmNAAKAIAIAZqIgcgAGsiAEEBcjYCBCABIAUgBmo2AgRBqNAAQfTTACgCADYCAEGY0AAgADYCAEGk0AAgAzYCACACIAdqQTg2AgQMAQsgAEGc0AAoAgBJBEBBnNAAIAA2AgALIAAgBmohA0HM0wAhAQJAAkACQANAIAMgASgCAEcEQCABKAIIIgENAQwCCwsgAS0ADEEIcUUNAQtBzNMAIQEDQCABKAIAIgMgAk0EQCADIAEoAgRqIgUgAksNAwsgASgCCCEBDAALAAsgASAANgIAIAEgASgCBCAGajYCBCAAQXggAGtBD3FqIgkgBEEDcjYCBCADQXggA2tBD3FqIgYgBCAJaiIEayEBIAIgBkYEQEGk0AAgBDYCAEGY0ABBmNAAKAIAIAFqIgA2AgAgBCAAQQFyNgIEDAgLQaDQACgCACAGRgRAQaDQACAENgIAQZTQAEGU0AAoAgAgAWoiADYCACAEIABBAXI2AgQgACAEaiAANgIADAgLIAYoAgQiBUEDcUEBRw0GIAVBeHEhCCAFQf8BTQRAIAVBA3YhAyAGKAIIIgAgBigCDCICRgRAQYzQAEGM0AAoAgBBfiADd3E2AgAMBwsgAiAANgIIIAAgAjYCDAwGCyAGKAIYIQcgBiAGKAIMIgBHBEAgACAGKAIIIgI2AgggAiAANgIMDAULIAZBFGoiAigCACIFRQRAIAYoAhAiBUUNBCAGQRBqIQILA0AgAiEDIAUiAEEUaiICKAIAIgUNACAAQRBqIQIgACgCECIFDQALIANBADYCAAwEC0F4IABrQQ9xIgEgAGoiByAGQThrIgMgAWsiAUEBcjYCBCAAIANqQTg2AgQgAiAFQTcgBWtBD3FqQT9rIgMgAyACQRBqSRsiA0EjNgIEQajQAEH00wAoAgA2AgBBmNAAIAE2AgBBpNAAIAc2AgAgA0EQakHU0wApAgA3AgAgA0HM0wApAgA3AghB1NMAIANBCGo2AgBB0NMAIAY2AgBBzNMAIAA2AgBB2NMAQQA2AgAgA0EkaiEBA0AgAUEHNgIAIAUgAUEEaiIBSw0ACyACIANGDQAgAyADKAIEQX5xNgIEIAMgAyACayIFNgIAIAIgBUEBcjYCBCAFQf8BTQRAIAVBeHFBtNAAaiEAAn9BjNAAKAIAIgFBASAFQQN2dCIDcUUEQEGM0AAgASADcjYCACAADAELIAAoAggLIgEgAjYCDCAAIAI2AgggAiAANgIMIAIgATYCCAwBC0EfIQEgBUH///8HTQRAIAVBJiAFQQh2ZyIAa3ZBAXEgAEEBdGtBPmohAQsgAiABNgIcIAJCADcCECABQQJ0QbzSAGohAEGQ0AAoAgAiA0EBIAF0IgZxRQRAIAAgAjYCAEGQ0AAgAyAGcjYCACACIAA2AhggAiACNgIIIAIgAjYCDAwBCyAFQRkgAUEBdmtBACABQR9HG3QhASAAKAIAIQMCQANAIAMiACgCBEF4cSAFRg0BIAFBHXYhAyABQQF0IQEgACADQQRxakEQaiIGKAIAIgMNAAsgBiACNgIAIAIgADYCGCACIAI2AgwgAiACNgIIDAELIAAoAggiASACNgIMIAAgAjYCCCACQQA2AhggAiAANgIMIAIgATYCCAtBmNAAKAIAIgEgBE0NAEGk0AAoAgAiACAEaiICIAEgBGsiAUEBcjYCBEGY0AAgATYCAEGk0AAgAjYCACAAIARBA3I2AgQgAEEIaiEBDAgLQQAhAUH80wBBMDYCAAwHC0EAIQALIAdFDQACQCAGKAIcIgJBAnRBvNIAaiIDKAIAIAZGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAdBEEEUIAcoAhAgBkYbaiAANgIAIABFDQELIAAgBzYCGCAGKAIQIgIEQCAAIAI2AhAgAiAANgIYCyAGQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAIaiEBIAYgCGoiBigCBCEFCyAGIAVBfnE2AgQgASAEaiABNgIAIAQgAUEBcjYCBCABQf8BTQRAIAFBeHFBtNAAaiEAAn9BjNAAKAIAIgJBASABQQN2dCIBcUUEQEGM0AAgASACcjYCACAADAELIAAoAggLIgEgBDYCDCAAIAQ2AgggBCAANgIMIAQgATYCCAwBC0EfIQUgAUH///8HTQRAIAFBJiABQQh2ZyIAa3ZBAXEgAEEBdGtBPmohBQsgBCAFNgIcIARCADcCECAFQQJ0QbzSAGohAEGQ0AAoAgAiAkEBIAV0IgNxRQRAIAAgBDYCAEGQ0AAgAiADcjYCACAEIAA2AhggBCAENgIIIAQgBDYCDAwBCyABQRkgBUEBdmtBACAFQR9HG3QhBSAAKAIAIQACQANAIAAiAigCBEF4cSABRg0BIAVBHXYhACAFQQF0IQUgAiAAQQRxakEQaiIDKAIAIgANAAsgAyAENgIAIAQgAjYCGCAEIAQ2AgwgBCAENgIIDAELIAIoAggiACAENgIMIAIgBDYCCCAEQQA2AhggBCACNgIMIAQgADYCCAsgCUEIaiEBDAILAkAgB0UNAAJAIAMoAhwiAUECdEG80gBqIgIoAgAgA0YEQCACIAA2AgAgAA0BQZDQACAIQX4gAXdxIgg2AgAMAgsgB0EQQRQgBygCECADRhtqIAA2AgAgAEUNAQsgACAHNgIYIAMoAhAiAQRAIAAgATYCECABIAA2AhgLIANBFGooAgAiAUUNACAAQRRqIAE2AgAgASAANgIYCwJAIAVBD00EQCADIAQgBWoiAEEDcjYCBCAAIANqIgAgACgCBEEBcjYCBAwBCyADIARqIgIgBUEBcjYCBCADIARBA3I2AgQgAiAFaiAFNgIAIAVB/wFNBEAgBUF4cUG00ABqIQACf0GM0AAoAgAiAUEBIAVBA3Z0IgVxRQRAQYzQACABIAVyNgIAIAAMAQsgACgCCAsiASACNgIMIAAgAjYCCCACIAA2AgwgAiABNgIIDAELQR8hASAFQf///wdNBEAgBUEmIAVBCHZnIgBrdkEBcSAAQQF0a0E+aiEBCyACIAE2AhwgAkIANwIQIAFBAnRBvNIAaiEAQQEgAXQiBCAIcUUEQCAAIAI2AgBBkNAAIAQgCHI2AgAgAiAANgIYIAIgAjYCCCACIAI2AgwMAQsgBUEZIAFBAXZrQQAgAUEfRxt0IQEgACgCACEEAkADQCAEIgAoAgRBeHEgBUYNASABQR12IQQgAUEBdCEBIAAgBEEEcWpBEGoiBigCACIEDQALIAYgAjYCACACIAA2AhggAiACNgIMIAIgAjYCCAwBCyAAKAIIIgEgAjYCDCAAIAI2AgggAkEANgIYIAIgADYCDCACIAE2AggLIANBCGohAQwBCwJAIAlFDQACQCAAKAIcIgFBAnRBvNIAaiICKAIAIABGBEAgAiADNgIAIAMNAUGQ0AAgC0F+IAF3cTYCAAwCCyAJQRBBFCAJKAIQIABGG2ogAzYCACADRQ0BCyADIAk2AhggACgCECIBBEAgAyABNgIQIAEgAzYCGAsgAEEUaigCACIBRQ0AIANBFGogATYCACABIAM2AhgLAkAgBUEPTQRAIAAgBCAFaiIBQQNyNgIEIAAgAWoiASABKAIEQQFyNgIEDAELIAAgBGoiByAFQQFyNgIEIAAgBEEDcjYCBCAFIAdqIAU2AgAgCARAIAhBeHFBtNAAaiEBQaDQACgCACEDAn9BASAIQQN2dCICIAZxRQRAQYzQACACIAZyNgIAIAEMAQsgASgCCAsiAiADNgIMIAEgAzYCCCADIAE2AgwgAyACNgIIC0Gg0AAgBzYCAEGU0AAgBTYCAAsgAEEIaiEBCyAKQRBqJAAgAQtDACAARQRAPwBBEHQPCwJAIABB//8DcQ0AIABBAEgNACAAQRB2QAAiAEF/RgRAQfzTAEEwNgIAQX8PCyAAQRB0DwsACwvcPyIAQYAICwkBAAAAAgAAAAMAQZQICwUEAAAABQBBpAgLCQYAAAAHAAAACABB3AgLii1JbnZhbGlkIGNoYXIgaW4gdXJsIHF1ZXJ5AFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fYm9keQBDb250ZW50LUxlbmd0aCBvdmVyZmxvdwBDaHVuayBzaXplIG92ZXJmbG93AFJlc3BvbnNlIG92ZXJmbG93AEludmFsaWQgbWV0aG9kIGZvciBIVFRQL3gueCByZXF1ZXN0AEludmFsaWQgbWV0aG9kIGZvciBSVFNQL3gueCByZXF1ZXN0AEV4cGVjdGVkIFNPVVJDRSBtZXRob2QgZm9yIElDRS94LnggcmVxdWVzdABJbnZhbGlkIGNoYXIgaW4gdXJsIGZyYWdtZW50IHN0YXJ0AEV4cGVjdGVkIGRvdABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3N0YXR1cwBJbnZhbGlkIHJlc3BvbnNlIHN0YXR1cwBJbnZhbGlkIGNoYXJhY3RlciBpbiBjaHVuayBleHRlbnNpb25zAFVzZXIgY2FsbGJhY2sgZXJyb3IAYG9uX3Jlc2V0YCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfaGVhZGVyYCBjYWxsYmFjayBlcnJvcgBgb25fbWVzc2FnZV9iZWdpbmAgY2FsbGJhY2sgZXJyb3IAYG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3N0YXR1c19jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3ZlcnNpb25fY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl91cmxfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX2hlYWRlcl92YWx1ZV9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX21lc3NhZ2VfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXRob2RfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfZmllbGRfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19leHRlbnNpb25fbmFtZWAgY2FsbGJhY2sgZXJyb3IAVW5leHBlY3RlZCBjaGFyIGluIHVybCBzZXJ2ZXIASW52YWxpZCBoZWFkZXIgdmFsdWUgY2hhcgBJbnZhbGlkIGhlYWRlciBmaWVsZCBjaGFyAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fdmVyc2lvbgBJbnZhbGlkIG1pbm9yIHZlcnNpb24ASW52YWxpZCBtYWpvciB2ZXJzaW9uAEV4cGVjdGVkIHNwYWNlIGFmdGVyIHZlcnNpb24ARXhwZWN0ZWQgQ1JMRiBhZnRlciB2ZXJzaW9uAEludmFsaWQgSFRUUCB2ZXJzaW9uAEludmFsaWQgaGVhZGVyIHRva2VuAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fdXJsAEludmFsaWQgY2hhcmFjdGVycyBpbiB1cmwAVW5leHBlY3RlZCBzdGFydCBjaGFyIGluIHVybABEb3VibGUgQCBpbiB1cmwARW1wdHkgQ29udGVudC1MZW5ndGgASW52YWxpZCBjaGFyYWN0ZXIgaW4gQ29udGVudC1MZW5ndGgARHVwbGljYXRlIENvbnRlbnQtTGVuZ3RoAEludmFsaWQgY2hhciBpbiB1cmwgcGF0aABDb250ZW50LUxlbmd0aCBjYW4ndCBiZSBwcmVzZW50IHdpdGggVHJhbnNmZXItRW5jb2RpbmcASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgc2l6ZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2hlYWRlcl92YWx1ZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZQBJbnZhbGlkIGNoYXJhY3RlciBpbiBjaHVuayBleHRlbnNpb25zIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgTEYgYWZ0ZXIgaGVhZGVyIHZhbHVlAEludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYCBoZWFkZXIgdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZSB2YWx1ZQBJbnZhbGlkIGNoYXJhY3RlciBpbiBjaHVuayBleHRlbnNpb25zIHF1b3RlZCB2YWx1ZQBQYXVzZWQgYnkgb25faGVhZGVyc19jb21wbGV0ZQBJbnZhbGlkIEVPRiBzdGF0ZQBvbl9yZXNldCBwYXVzZQBvbl9jaHVua19oZWFkZXIgcGF1c2UAb25fbWVzc2FnZV9iZWdpbiBwYXVzZQBvbl9jaHVua19leHRlbnNpb25fdmFsdWUgcGF1c2UAb25fc3RhdHVzX2NvbXBsZXRlIHBhdXNlAG9uX3ZlcnNpb25fY29tcGxldGUgcGF1c2UAb25fdXJsX2NvbXBsZXRlIHBhdXNlAG9uX2NodW5rX2NvbXBsZXRlIHBhdXNlAG9uX2hlYWRlcl92YWx1ZV9jb21wbGV0ZSBwYXVzZQBvbl9tZXNzYWdlX2NvbXBsZXRlIHBhdXNlAG9uX21ldGhvZF9jb21wbGV0ZSBwYXVzZQBvbl9oZWFkZXJfZmllbGRfY29tcGxldGUgcGF1c2UAb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUgcGF1c2UAVW5leHBlY3RlZCBzcGFjZSBhZnRlciBzdGFydCBsaW5lAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBuYW1lAFBhdXNlIG9uIENPTk5FQ1QvVXBncmFkZQBQYXVzZSBvbiBQUkkvVXBncmFkZQBFeHBlY3RlZCBIVFRQLzIgQ29ubmVjdGlvbiBQcmVmYWNlAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fbWV0aG9kAEV4cGVjdGVkIHNwYWNlIGFmdGVyIG1ldGhvZABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2hlYWRlcl9maWVsZABQYXVzZWQASW52YWxpZCB3b3JkIGVuY291bnRlcmVkAEludmFsaWQgbWV0aG9kIGVuY291bnRlcmVkAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2NoZW1hAFJlcXVlc3QgaGFzIGludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYABTV0lUQ0hfUFJPWFkAVVNFX1BST1hZAE1LQUNUSVZJVFkAVU5QUk9DRVNTQUJMRV9FTlRJVFkAQ09QWQBNT1ZFRF9QRVJNQU5FTlRMWQBUT09fRUFSTFkATk9USUZZAEZBSUxFRF9ERVBFTkRFTkNZAEJBRF9HQVRFV0FZAFBMQVkAUFVUAENIRUNLT1VUAEdBVEVXQVlfVElNRU9VVABSRVFVRVNUX1RJTUVPVVQATkVUV09SS19DT05ORUNUX1RJTUVPVVQAQ09OTkVDVElPTl9USU1FT1VUAExPR0lOX1RJTUVPVVQATkVUV09SS19SRUFEX1RJTUVPVVQAUE9TVABNSVNESVJFQ1RFRF9SRVFVRVNUAENMSUVOVF9DTE9TRURfUkVRVUVTVABDTElFTlRfQ0xPU0VEX0xPQURfQkFMQU5DRURfUkVRVUVTVABCQURfUkVRVUVTVABIVFRQX1JFUVVFU1RfU0VOVF9UT19IVFRQU19QT1JUAFJFUE9SVABJTV9BX1RFQVBPVABSRVNFVF9DT05URU5UAE5PX0NPTlRFTlQAUEFSVElBTF9DT05URU5UAEhQRV9JTlZBTElEX0NPTlNUQU5UAEhQRV9DQl9SRVNFVABHRVQASFBFX1NUUklDVABDT05GTElDVABURU1QT1JBUllfUkVESVJFQ1QAUEVSTUFORU5UX1JFRElSRUNUAENPTk5FQ1QATVVMVElfU1RBVFVTAEhQRV9JTlZBTElEX1NUQVRVUwBUT09fTUFOWV9SRVFVRVNUUwBFQVJMWV9ISU5UUwBVTkFWQUlMQUJMRV9GT1JfTEVHQUxfUkVBU09OUwBPUFRJT05TAFNXSVRDSElOR19QUk9UT0NPTFMAVkFSSUFOVF9BTFNPX05FR09USUFURVMATVVMVElQTEVfQ0hPSUNFUwBJTlRFUk5BTF9TRVJWRVJfRVJST1IAV0VCX1NFUlZFUl9VTktOT1dOX0VSUk9SAFJBSUxHVU5fRVJST1IASURFTlRJVFlfUFJPVklERVJfQVVUSEVOVElDQVRJT05fRVJST1IAU1NMX0NFUlRJRklDQVRFX0VSUk9SAElOVkFMSURfWF9GT1JXQVJERURfRk9SAFNFVF9QQVJBTUVURVIAR0VUX1BBUkFNRVRFUgBIUEVfVVNFUgBTRUVfT1RIRVIASFBFX0NCX0NIVU5LX0hFQURFUgBNS0NBTEVOREFSAFNFVFVQAFdFQl9TRVJWRVJfSVNfRE9XTgBURUFSRE9XTgBIUEVfQ0xPU0VEX0NPTk5FQ1RJT04ASEVVUklTVElDX0VYUElSQVRJT04ARElTQ09OTkVDVEVEX09QRVJBVElPTgBOT05fQVVUSE9SSVRBVElWRV9JTkZPUk1BVElPTgBIUEVfSU5WQUxJRF9WRVJTSU9OAEhQRV9DQl9NRVNTQUdFX0JFR0lOAFNJVEVfSVNfRlJPWkVOAEhQRV9JTlZBTElEX0hFQURFUl9UT0tFTgBJTlZBTElEX1RPS0VOAEZPUkJJRERFTgBFTkhBTkNFX1lPVVJfQ0FMTQBIUEVfSU5WQUxJRF9VUkwAQkxPQ0tFRF9CWV9QQVJFTlRBTF9DT05UUk9MAE1LQ09MAEFDTABIUEVfSU5URVJOQUwAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRV9VTk9GRklDSUFMAEhQRV9PSwBVTkxJTksAVU5MT0NLAFBSSQBSRVRSWV9XSVRIAEhQRV9JTlZBTElEX0NPTlRFTlRfTEVOR1RIAEhQRV9VTkVYUEVDVEVEX0NPTlRFTlRfTEVOR1RIAEZMVVNIAFBST1BQQVRDSABNLVNFQVJDSABVUklfVE9PX0xPTkcAUFJPQ0VTU0lORwBNSVNDRUxMQU5FT1VTX1BFUlNJU1RFTlRfV0FSTklORwBNSVNDRUxMQU5FT1VTX1dBUk5JTkcASFBFX0lOVkFMSURfVFJBTlNGRVJfRU5DT0RJTkcARXhwZWN0ZWQgQ1JMRgBIUEVfSU5WQUxJRF9DSFVOS19TSVpFAE1PVkUAQ09OVElOVUUASFBFX0NCX1NUQVRVU19DT01QTEVURQBIUEVfQ0JfSEVBREVSU19DT01QTEVURQBIUEVfQ0JfVkVSU0lPTl9DT01QTEVURQBIUEVfQ0JfVVJMX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19DT01QTEVURQBIUEVfQ0JfSEVBREVSX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fVkFMVUVfQ09NUExFVEUASFBFX0NCX0NIVU5LX0VYVEVOU0lPTl9OQU1FX0NPTVBMRVRFAEhQRV9DQl9NRVNTQUdFX0NPTVBMRVRFAEhQRV9DQl9NRVRIT0RfQ09NUExFVEUASFBFX0NCX0hFQURFUl9GSUVMRF9DT01QTEVURQBERUxFVEUASFBFX0lOVkFMSURfRU9GX1NUQVRFAElOVkFMSURfU1NMX0NFUlRJRklDQVRFAFBBVVNFAE5PX1JFU1BPTlNFAFVOU1VQUE9SVEVEX01FRElBX1RZUEUAR09ORQBOT1RfQUNDRVBUQUJMRQBTRVJWSUNFX1VOQVZBSUxBQkxFAFJBTkdFX05PVF9TQVRJU0ZJQUJMRQBPUklHSU5fSVNfVU5SRUFDSEFCTEUAUkVTUE9OU0VfSVNfU1RBTEUAUFVSR0UATUVSR0UAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRQBSRVFVRVNUX0hFQURFUl9UT09fTEFSR0UAUEFZTE9BRF9UT09fTEFSR0UASU5TVUZGSUNJRU5UX1NUT1JBR0UASFBFX1BBVVNFRF9VUEdSQURFAEhQRV9QQVVTRURfSDJfVVBHUkFERQBTT1VSQ0UAQU5OT1VOQ0UAVFJBQ0UASFBFX1VORVhQRUNURURfU1BBQ0UAREVTQ1JJQkUAVU5TVUJTQ1JJQkUAUkVDT1JEAEhQRV9JTlZBTElEX01FVEhPRABOT1RfRk9VTkQAUFJPUEZJTkQAVU5CSU5EAFJFQklORABVTkFVVEhPUklaRUQATUVUSE9EX05PVF9BTExPV0VEAEhUVFBfVkVSU0lPTl9OT1RfU1VQUE9SVEVEAEFMUkVBRFlfUkVQT1JURUQAQUNDRVBURUQATk9UX0lNUExFTUVOVEVEAExPT1BfREVURUNURUQASFBFX0NSX0VYUEVDVEVEAEhQRV9MRl9FWFBFQ1RFRABDUkVBVEVEAElNX1VTRUQASFBFX1BBVVNFRABUSU1FT1VUX09DQ1VSRUQAUEFZTUVOVF9SRVFVSVJFRABQUkVDT05ESVRJT05fUkVRVUlSRUQAUFJPWFlfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATkVUV09SS19BVVRIRU5USUNBVElPTl9SRVFVSVJFRABMRU5HVEhfUkVRVUlSRUQAU1NMX0NFUlRJRklDQVRFX1JFUVVJUkVEAFVQR1JBREVfUkVRVUlSRUQAUEFHRV9FWFBJUkVEAFBSRUNPTkRJVElPTl9GQUlMRUQARVhQRUNUQVRJT05fRkFJTEVEAFJFVkFMSURBVElPTl9GQUlMRUQAU1NMX0hBTkRTSEFLRV9GQUlMRUQATE9DS0VEAFRSQU5TRk9STUFUSU9OX0FQUExJRUQATk9UX01PRElGSUVEAE5PVF9FWFRFTkRFRABCQU5EV0lEVEhfTElNSVRfRVhDRUVERUQAU0lURV9JU19PVkVSTE9BREVEAEhFQUQARXhwZWN0ZWQgSFRUUC8AAF4TAAAmEwAAMBAAAPAXAACdEwAAFRIAADkXAADwEgAAChAAAHUSAACtEgAAghMAAE8UAAB/EAAAoBUAACMUAACJEgAAixQAAE0VAADUEQAAzxQAABAYAADJFgAA3BYAAMERAADgFwAAuxQAAHQUAAB8FQAA5RQAAAgXAAAfEAAAZRUAAKMUAAAoFQAAAhUAAJkVAAAsEAAAixkAAE8PAADUDgAAahAAAM4QAAACFwAAiQ4AAG4TAAAcEwAAZhQAAFYXAADBEwAAzRMAAGwTAABoFwAAZhcAAF8XAAAiEwAAzg8AAGkOAADYDgAAYxYAAMsTAACqDgAAKBcAACYXAADFEwAAXRYAAOgRAABnEwAAZRMAAPIWAABzEwAAHRcAAPkWAADzEQAAzw4AAM4VAAAMEgAAsxEAAKURAABhEAAAMhcAALsTAEH5NQsBAQBBkDYL4AEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBB/TcLAQEAQZE4C14CAwICAgICAAACAgACAgACAgICAgICAgICAAQAAAAAAAICAgICAgICAgICAgICAgICAgICAgICAgICAAAAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgACAEH9OQsBAQBBkToLXgIAAgICAgIAAAICAAICAAICAgICAgICAgIAAwAEAAAAAgICAgICAgICAgICAgICAgICAgICAgICAgIAAAACAgICAgICAgICAgICAgICAgICAgICAgICAgICAgACAAIAQfA7Cw1sb3NlZWVwLWFsaXZlAEGJPAsBAQBBoDwL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBiT4LAQEAQaA+C+cBAQEBAQEBAQEBAQEBAgEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQFjaHVua2VkAEGwwAALXwEBAAEBAQEBAAABAQABAQABAQEBAQEBAQEBAAAAAAAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAAAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQABAEGQwgALIWVjdGlvbmVudC1sZW5ndGhvbnJveHktY29ubmVjdGlvbgBBwMIACy1yYW5zZmVyLWVuY29kaW5ncGdyYWRlDQoNCg0KU00NCg0KVFRQL0NFL1RTUC8AQfnCAAsFAQIAAQMAQZDDAAvgAQQBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAEH5xAALBQECAAEDAEGQxQAL4AEEAQEFAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBB+cYACwQBAAABAEGRxwAL3wEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAEH6yAALBAEAAAIAQZDJAAtfAwQAAAQEBAQEBAQEBAQEBQQEBAQEBAQEBAQEBAAEAAYHBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQABAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAAAAQAQfrKAAsEAQAAAQBBkMsACwEBAEGqywALQQIAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwAAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAEH6zAALBAEAAAEAQZDNAAsBAQBBms0ACwYCAAAAAAIAQbHNAAs6AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBB8M4AC5YBTk9VTkNFRUNLT1VUTkVDVEVURUNSSUJFTFVTSEVURUFEU0VBUkNIUkdFQ1RJVklUWUxFTkRBUlZFT1RJRllQVElPTlNDSFNFQVlTVEFUQ0hHRU9SRElSRUNUT1JUUkNIUEFSQU1FVEVSVVJDRUJTQ1JJQkVBUkRPV05BQ0VJTkROS0NLVUJTQ1JJQkVIVFRQL0FEVFAv", "base64");
    }),
    3072: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {Buffer} = __webpack_require__(4573);
        module.exports = Buffer.from("AGFzbQEAAAABJwdgAX8Bf2ADf39/AX9gAX8AYAJ/fwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAANlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdWUAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAy0sBQYAAAIAAAAAAAACAQIAAgICAAADAAAAAAMDAwMBAQEBAQEBAQEAAAIAAAAEBQFwARISBQMBAAIGCAF/AUGA1AQLB9EFIgZtZW1vcnkCAAtfaW5pdGlhbGl6ZQAIGV9faW5kaXJlY3RfZnVuY3Rpb25fdGFibGUBAAtsbGh0dHBfaW5pdAAJGGxsaHR0cF9zaG91bGRfa2VlcF9hbGl2ZQAvDGxsaHR0cF9hbGxvYwALBm1hbGxvYwAxC2xsaHR0cF9mcmVlAAwEZnJlZQAMD2xsaHR0cF9nZXRfdHlwZQANFWxsaHR0cF9nZXRfaHR0cF9tYWpvcgAOFWxsaHR0cF9nZXRfaHR0cF9taW5vcgAPEWxsaHR0cF9nZXRfbWV0aG9kABAWbGxodHRwX2dldF9zdGF0dXNfY29kZQAREmxsaHR0cF9nZXRfdXBncmFkZQASDGxsaHR0cF9yZXNldAATDmxsaHR0cF9leGVjdXRlABQUbGxodHRwX3NldHRpbmdzX2luaXQAFQ1sbGh0dHBfZmluaXNoABYMbGxodHRwX3BhdXNlABcNbGxodHRwX3Jlc3VtZQAYG2xsaHR0cF9yZXN1bWVfYWZ0ZXJfdXBncmFkZQAZEGxsaHR0cF9nZXRfZXJybm8AGhdsbGh0dHBfZ2V0X2Vycm9yX3JlYXNvbgAbF2xsaHR0cF9zZXRfZXJyb3JfcmVhc29uABwUbGxodHRwX2dldF9lcnJvcl9wb3MAHRFsbGh0dHBfZXJybm9fbmFtZQAeEmxsaHR0cF9tZXRob2RfbmFtZQAfEmxsaHR0cF9zdGF0dXNfbmFtZQAgGmxsaHR0cF9zZXRfbGVuaWVudF9oZWFkZXJzACEhbGxodHRwX3NldF9sZW5pZW50X2NodW5rZWRfbGVuZ3RoACIdbGxodHRwX3NldF9sZW5pZW50X2tlZXBfYWxpdmUAIyRsbGh0dHBfc2V0X2xlbmllbnRfdHJhbnNmZXJfZW5jb2RpbmcAJBhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YALgkXAQBBAQsRAQIDBAUKBgcrLSwqKSglJyYK77MCLBYAQYjQACgCAARAAAtBiNAAQQE2AgALFAAgABAwIAAgAjYCOCAAIAE6ACgLFAAgACAALwEyIAAtAC4gABAvEAALHgEBf0HAABAyIgEQMCABQYAINgI4IAEgADoAKCABC48MAQd/AkAgAEUNACAAQQhrIgEgAEEEaygCACIAQXhxIgRqIQUCQCAAQQFxDQAgAEEDcUUNASABIAEoAgAiAGsiAUGc0AAoAgBJDQEgACAEaiEEAkACQEGg0AAoAgAgAUcEQCAAQf8BTQRAIABBA3YhAyABKAIIIgAgASgCDCICRgRAQYzQAEGM0AAoAgBBfiADd3E2AgAMBQsgAiAANgIIIAAgAjYCDAwECyABKAIYIQYgASABKAIMIgBHBEAgACABKAIIIgI2AgggAiAANgIMDAMLIAFBFGoiAygCACICRQRAIAEoAhAiAkUNAiABQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBADYCAAwCCyAFKAIEIgBBA3FBA0cNAiAFIABBfnE2AgRBlNAAIAQ2AgAgBSAENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCABKAIcIgJBAnRBvNIAaiIDKAIAIAFGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAZBEEEUIAYoAhAgAUYbaiAANgIAIABFDQELIAAgBjYCGCABKAIQIgIEQCAAIAI2AhAgAiAANgIYCyABQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAFTw0AIAUoAgQiAEEBcUUNAAJAAkACQAJAIABBAnFFBEBBpNAAKAIAIAVGBEBBpNAAIAE2AgBBmNAAQZjQACgCACAEaiIANgIAIAEgAEEBcjYCBCABQaDQACgCAEcNBkGU0ABBADYCAEGg0ABBADYCAAwGC0Gg0AAoAgAgBUYEQEGg0AAgATYCAEGU0ABBlNAAKAIAIARqIgA2AgAgASAAQQFyNgIEIAAgAWogADYCAAwGCyAAQXhxIARqIQQgAEH/AU0EQCAAQQN2IQMgBSgCCCIAIAUoAgwiAkYEQEGM0ABBjNAAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgBSgCGCEGIAUgBSgCDCIARwRAQZzQACgCABogACAFKAIIIgI2AgggAiAANgIMDAMLIAVBFGoiAygCACICRQRAIAUoAhAiAkUNAiAFQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBADYCAAwCCyAFIABBfnE2AgQgASAEaiAENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCAFKAIcIgJBAnRBvNIAaiIDKAIAIAVGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAZBEEEUIAYoAhAgBUYbaiAANgIAIABFDQELIAAgBjYCGCAFKAIQIgIEQCAAIAI2AhAgAiAANgIYCyAFQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAEaiAENgIAIAEgBEEBcjYCBCABQaDQACgCAEcNAEGU0AAgBDYCAAwBCyAEQf8BTQRAIARBeHFBtNAAaiEAAn9BjNAAKAIAIgJBASAEQQN2dCIDcUUEQEGM0AAgAiADcjYCACAADAELIAAoAggLIgIgATYCDCAAIAE2AgggASAANgIMIAEgAjYCCAwBC0EfIQIgBEH///8HTQRAIARBJiAEQQh2ZyIAa3ZBAXEgAEEBdGtBPmohAgsgASACNgIcIAFCADcCECACQQJ0QbzSAGohAAJAQZDQACgCACIDQQEgAnQiB3FFBEAgACABNgIAQZDQACADIAdyNgIAIAEgADYCGCABIAE2AgggASABNgIMDAELIARBGSACQQF2a0EAIAJBH0cbdCECIAAoAgAhAAJAA0AgACIDKAIEQXhxIARGDQEgAkEddiEAIAJBAXQhAiADIABBBHFqQRBqIgcoAgAiAA0ACyAHIAE2AgAgASADNgIYIAEgATYCDCABIAE2AggMAQsgAygCCCIAIAE2AgwgAyABNgIIIAFBADYCGCABIAM2AgwgASAANgIIC0Gs0ABBrNAAKAIAQQFrIgBBfyAAGzYCAAsLBwAgAC0AKAsHACAALQAqCwcAIAAtACsLBwAgAC0AKQsHACAALwEyCwcAIAAtAC4LQAEEfyAAKAIYIQEgAC0ALSECIAAtACghAyAAKAI4IQQgABAwIAAgBDYCOCAAIAM6ACggACACOgAtIAAgATYCGAu74gECB38DfiABIAJqIQQCQCAAIgIoAgwiAA0AIAIoAgQEQCACIAE2AgQLIwBBEGsiCCQAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAIoAhwiA0EBaw7dAdoBAdkBAgMEBQYHCAkKCwwNDtgBDxDXARES1gETFBUWFxgZGhvgAd8BHB0e1QEfICEiIyQl1AEmJygpKiss0wHSAS0u0QHQAS8wMTIzNDU2Nzg5Ojs8PT4/QEFCQ0RFRtsBR0hJSs8BzgFLzQFMzAFNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AAYEBggGDAYQBhQGGAYcBiAGJAYoBiwGMAY0BjgGPAZABkQGSAZMBlAGVAZYBlwGYAZkBmgGbAZwBnQGeAZ8BoAGhAaIBowGkAaUBpgGnAagBqQGqAasBrAGtAa4BrwGwAbEBsgGzAbQBtQG2AbcBywHKAbgByQG5AcgBugG7AbwBvQG+Ab8BwAHBAcIBwwHEAcUBxgEA3AELQQAMxgELQQ4MxQELQQ0MxAELQQ8MwwELQRAMwgELQRMMwQELQRQMwAELQRUMvwELQRYMvgELQRgMvQELQRkMvAELQRoMuwELQRsMugELQRwMuQELQR0MuAELQQgMtwELQR4MtgELQSAMtQELQR8MtAELQQcMswELQSEMsgELQSIMsQELQSMMsAELQSQMrwELQRIMrgELQREMrQELQSUMrAELQSYMqwELQScMqgELQSgMqQELQcMBDKgBC0EqDKcBC0ErDKYBC0EsDKUBC0EtDKQBC0EuDKMBC0EvDKIBC0HEAQyhAQtBMAygAQtBNAyfAQtBDAyeAQtBMQydAQtBMgycAQtBMwybAQtBOQyaAQtBNQyZAQtBxQEMmAELQQsMlwELQToMlgELQTYMlQELQQoMlAELQTcMkwELQTgMkgELQTwMkQELQTsMkAELQT0MjwELQQkMjgELQSkMjQELQT4MjAELQT8MiwELQcAADIoBC0HBAAyJAQtBwgAMiAELQcMADIcBC0HEAAyGAQtBxQAMhQELQcYADIQBC0EXDIMBC0HHAAyCAQtByAAMgQELQckADIABC0HKAAx/C0HLAAx+C0HNAAx9C0HMAAx8C0HOAAx7C0HPAAx6C0HQAAx5C0HRAAx4C0HSAAx3C0HTAAx2C0HUAAx1C0HWAAx0C0HVAAxzC0EGDHILQdcADHELQQUMcAtB2AAMbwtBBAxuC0HZAAxtC0HaAAxsC0HbAAxrC0HcAAxqC0EDDGkLQd0ADGgLQd4ADGcLQd8ADGYLQeEADGULQeAADGQLQeIADGMLQeMADGILQQIMYQtB5AAMYAtB5QAMXwtB5gAMXgtB5wAMXQtB6AAMXAtB6QAMWwtB6gAMWgtB6wAMWQtB7AAMWAtB7QAMVwtB7gAMVgtB7wAMVQtB8AAMVAtB8QAMUwtB8gAMUgtB8wAMUQtB9AAMUAtB9QAMTwtB9gAMTgtB9wAMTQtB+AAMTAtB+QAMSwtB+gAMSgtB+wAMSQtB/AAMSAtB/QAMRwtB/gAMRgtB/wAMRQtBgAEMRAtBgQEMQwtBggEMQgtBgwEMQQtBhAEMQAtBhQEMPwtBhgEMPgtBhwEMPQtBiAEMPAtBiQEMOwtBigEMOgtBiwEMOQtBjAEMOAtBjQEMNwtBjgEMNgtBjwEMNQtBkAEMNAtBkQEMMwtBkgEMMgtBkwEMMQtBlAEMMAtBlQEMLwtBlgEMLgtBlwEMLQtBmAEMLAtBmQEMKwtBmgEMKgtBmwEMKQtBnAEMKAtBnQEMJwtBngEMJgtBnwEMJQtBoAEMJAtBoQEMIwtBogEMIgtBowEMIQtBpAEMIAtBpQEMHwtBpgEMHgtBpwEMHQtBqAEMHAtBqQEMGwtBqgEMGgtBqwEMGQtBrAEMGAtBrQEMFwtBrgEMFgtBAQwVC0GvAQwUC0GwAQwTC0GxAQwSC0GzAQwRC0GyAQwQC0G0AQwPC0G1AQwOC0G2AQwNC0G3AQwMC0G4AQwLC0G5AQwKC0G6AQwJC0G7AQwIC0HGAQwHC0G8AQwGC0G9AQwFC0G+AQwEC0G/AQwDC0HAAQwCC0HCAQwBC0HBAQshAwNAAkACQAJAAkACQAJAAkACQAJAIAICfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAgJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCADDsYBAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHyAhIyUmKCorLC8wMTIzNDU2Nzk6Ozw9lANAQkRFRklLTk9QUVJTVFVWWFpbXF1eX2BhYmNkZWZnaGpsb3Bxc3V2eHl6e3x/gAGBAYIBgwGEAYUBhgGHAYgBiQGKAYsBjAGNAY4BjwGQAZEBkgGTAZQBlQGWAZcBmAGZAZoBmwGcAZ0BngGfAaABoQGiAaMBpAGlAaYBpwGoAakBqgGrAawBrQGuAa8BsAGxAbIBswG0AbUBtgG3AbgBuQG6AbsBvAG9Ab4BvwHAAcEBwgHDAcQBxQHGAccByAHJAcsBzAHNAc4BzwGKA4kDiAOHA4QDgwOAA/sC+gL5AvgC9wL0AvMC8gLLAsECsALZAQsgASAERw3wAkHdASEDDLMDCyABIARHDcgBQcMBIQMMsgMLIAEgBEcNe0H3ACEDDLEDCyABIARHDXBB7wAhAwywAwsgASAERw1pQeoAIQMMrwMLIAEgBEcNZUHoACEDDK4DCyABIARHDWJB5gAhAwytAwsgASAERw0aQRghAwysAwsgASAERw0VQRIhAwyrAwsgASAERw1CQcUAIQMMqgMLIAEgBEcNNEE/IQMMqQMLIAEgBEcNMkE8IQMMqAMLIAEgBEcNK0ExIQMMpwMLIAItAC5BAUYNnwMMwQILQQAhAAJAAkACQCACLQAqRQ0AIAItACtFDQAgAi8BMCIDQQJxRQ0BDAILIAIvATAiA0EBcUUNAQtBASEAIAItAChBAUYNACACLwEyIgVB5ABrQeQASQ0AIAVBzAFGDQAgBUGwAkYNACADQcAAcQ0AQQAhACADQYgEcUGABEYNACADQShxQQBHIQALIAJBADsBMCACQQA6AC8gAEUN3wIgAkIANwMgDOACC0EAIQACQCACKAI4IgNFDQAgAygCLCIDRQ0AIAIgAxEAACEACyAARQ3MASAAQRVHDd0CIAJBBDYCHCACIAE2AhQgAkGwGDYCECACQRU2AgxBACEDDKQDCyABIARGBEBBBiEDDKQDCyABQQFqIQFBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAA3ZAgwcCyACQgA3AyBBEiEDDIkDCyABIARHDRZBHSEDDKEDCyABIARHBEAgAUEBaiEBQRAhAwyIAwtBByEDDKADCyACIAIpAyAiCiAEIAFrrSILfSIMQgAgCiAMWhs3AyAgCiALWA3UAkEIIQMMnwMLIAEgBEcEQCACQQk2AgggAiABNgIEQRQhAwyGAwtBCSEDDJ4DCyACKQMgQgBSDccBIAIgAi8BMEGAAXI7ATAMQgsgASAERw0/QdAAIQMMnAMLIAEgBEYEQEELIQMMnAMLIAFBAWohAUEAIQACQCACKAI4IgNFDQAgAygCUCIDRQ0AIAIgAxEAACEACyAADc8CDMYBC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ3GASAAQRVHDc0CIAJBCzYCHCACIAE2AhQgAkGCGTYCECACQRU2AgxBACEDDJoDC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ0MIABBFUcNygIgAkEaNgIcIAIgATYCFCACQYIZNgIQIAJBFTYCDEEAIQMMmQMLQQAhAAJAIAIoAjgiA0UNACADKAJMIgNFDQAgAiADEQAAIQALIABFDcQBIABBFUcNxwIgAkELNgIcIAIgATYCFCACQZEXNgIQIAJBFTYCDEEAIQMMmAMLIAEgBEYEQEEPIQMMmAMLIAEtAAAiAEE7Rg0HIABBDUcNxAIgAUEBaiEBDMMBC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ0AIAIgAxEAACEACyAARQ3DASAAQRVHDcICIAJBDzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJYDCwNAIAEtAABB8DVqLQAAIgBBAUcEQCAAQQJHDcECIAIoAgQhAEEAIQMgAkEANgIEIAIgACABQQFqIgEQLSIADcICDMUBCyAEIAFBAWoiAUcNAAtBEiEDDJUDC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ0AIAIgAxEAACEACyAARQ3FASAAQRVHDb0CIAJBGzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJQDCyABIARGBEBBFiEDDJQDCyACQQo2AgggAiABNgIEQQAhAAJAIAIoAjgiA0UNACADKAJIIgNFDQAgAiADEQAAIQALIABFDcIBIABBFUcNuQIgAkEVNgIcIAIgATYCFCACQYIZNgIQIAJBFTYCDEEAIQMMkwMLIAEgBEcEQANAIAEtAABB8DdqLQAAIgBBAkcEQAJAIABBAWsOBMQCvQIAvgK9AgsgAUEBaiEBQQghAwz8AgsgBCABQQFqIgFHDQALQRUhAwyTAwtBFSEDDJIDCwNAIAEtAABB8DlqLQAAIgBBAkcEQCAAQQFrDgTFArcCwwK4ArcCCyAEIAFBAWoiAUcNAAtBGCEDDJEDCyABIARHBEAgAkELNgIIIAIgATYCBEEHIQMM+AILQRkhAwyQAwsgAUEBaiEBDAILIAEgBEYEQEEaIQMMjwMLAkAgAS0AAEENaw4UtQG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwEAvwELQQAhAyACQQA2AhwgAkGvCzYCECACQQI2AgwgAiABQQFqNgIUDI4DCyABIARGBEBBGyEDDI4DCyABLQAAIgBBO0cEQCAAQQ1HDbECIAFBAWohAQy6AQsgAUEBaiEBC0EiIQMM8wILIAEgBEYEQEEcIQMMjAMLQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43wQLAAgABAgMEBQYH0AHQAdAB0AHQAdAB0AEICQoLDA3QAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdABDg8QERIT0AELQgIhCgzAAgtCAyEKDL8CC0IEIQoMvgILQgUhCgy9AgtCBiEKDLwCC0IHIQoMuwILQgghCgy6AgtCCSEKDLkCC0IKIQoMuAILQgshCgy3AgtCDCEKDLYCC0INIQoMtQILQg4hCgy0AgtCDyEKDLMCC0IKIQoMsgILQgshCgyxAgtCDCEKDLACC0INIQoMrwILQg4hCgyuAgtCDyEKDK0CC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAEtAABBMGsON8ACvwIAAQIDBAUGB74CvgK+Ar4CvgK+Ar4CCAkKCwwNvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ag4PEBESE74CC0ICIQoMvwILQgMhCgy+AgtCBCEKDL0CC0IFIQoMvAILQgYhCgy7AgtCByEKDLoCC0IIIQoMuQILQgkhCgy4AgtCCiEKDLcCC0ILIQoMtgILQgwhCgy1AgtCDSEKDLQCC0IOIQoMswILQg8hCgyyAgtCCiEKDLECC0ILIQoMsAILQgwhCgyvAgtCDSEKDK4CC0IOIQoMrQILQg8hCgysAgsgAiACKQMgIgogBCABa60iC30iDEIAIAogDFobNwMgIAogC1gNpwJBHyEDDIkDCyABIARHBEAgAkEJNgIIIAIgATYCBEElIQMM8AILQSAhAwyIAwtBASEFIAIvATAiA0EIcUUEQCACKQMgQgBSIQULAkAgAi0ALgRAQQEhACACLQApQQVGDQEgA0HAAHFFIAVxRQ0BC0EAIQAgA0HAAHENAEECIQAgA0EIcQ0AIANBgARxBEACQCACLQAoQQFHDQAgAi0ALUEKcQ0AQQUhAAwCC0EEIQAMAQsgA0EgcUUEQAJAIAItAChBAUYNACACLwEyIgBB5ABrQeQASQ0AIABBzAFGDQAgAEGwAkYNAEEEIQAgA0EocUUNAiADQYgEcUGABEYNAgtBACEADAELQQBBAyACKQMgUBshAAsgAEEBaw4FvgIAsAEBpAKhAgtBESEDDO0CCyACQQE6AC8MhAMLIAEgBEcNnQJBJCEDDIQDCyABIARHDRxBxgAhAwyDAwtBACEAAkAgAigCOCIDRQ0AIAMoAkQiA0UNACACIAMRAAAhAAsgAEUNJyAAQRVHDZgCIAJB0AA2AhwgAiABNgIUIAJBkRg2AhAgAkEVNgIMQQAhAwyCAwsgASAERgRAQSghAwyCAwtBACEDIAJBADYCBCACQQw2AgggAiABIAEQKiIARQ2UAiACQSc2AhwgAiABNgIUIAIgADYCDAyBAwsgASAERgRAQSkhAwyBAwsgAS0AACIAQSBGDRMgAEEJRw2VAiABQQFqIQEMFAsgASAERwRAIAFBAWohAQwWC0EqIQMM/wILIAEgBEYEQEErIQMM/wILIAEtAAAiAEEJRyAAQSBHcQ2QAiACLQAsQQhHDd0CIAJBADoALAzdAgsgASAERgRAQSwhAwz+AgsgAS0AAEEKRw2OAiABQQFqIQEMsAELIAEgBEcNigJBLyEDDPwCCwNAIAEtAAAiAEEgRwRAIABBCmsOBIQCiAKIAoQChgILIAQgAUEBaiIBRw0AC0ExIQMM+wILQTIhAyABIARGDfoCIAIoAgAiACAEIAFraiEHIAEgAGtBA2ohBgJAA0AgAEHwO2otAAAgAS0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAEEDRgRAQQYhAQziAgsgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAc2AgAM+wILIAJBADYCAAyGAgtBMyEDIAQgASIARg35AiAEIAFrIAIoAgAiAWohByAAIAFrQQhqIQYCQANAIAFB9DtqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBCEYEQEEFIQEM4QILIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADPoCCyACQQA2AgAgACEBDIUCC0E0IQMgBCABIgBGDfgCIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgJAA0AgAUHQwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYEQEEHIQEM4AILIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADPkCCyACQQA2AgAgACEBDIQCCyABIARHBEADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRg0JDIECCyAEIAFBAWoiAUcNAAtBMCEDDPgCC0EwIQMM9wILIAEgBEcEQANAIAEtAAAiAEEgRwRAIABBCmsOBP8B/gH+Af8B/gELIAQgAUEBaiIBRw0AC0E4IQMM9wILQTghAwz2AgsDQCABLQAAIgBBIEcgAEEJR3EN9gEgBCABQQFqIgFHDQALQTwhAwz1AgsDQCABLQAAIgBBIEcEQAJAIABBCmsOBPkBBAT5AQALIABBLEYN9QEMAwsgBCABQQFqIgFHDQALQT8hAwz0AgtBwAAhAyABIARGDfMCIAIoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAEGAQGstAAAgAS0AAEEgckcNASAAQQZGDdsCIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPQCCyACQQA2AgALQTYhAwzZAgsgASAERgRAQcEAIQMM8gILIAJBDDYCCCACIAE2AgQgAi0ALEEBaw4E+wHuAewB6wHUAgsgAUEBaiEBDPoBCyABIARHBEADQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxIgBBCUYNACAAQSBGDQACQAJAAkACQCAAQeMAaw4TAAMDAwMDAwMBAwMDAwMDAwMDAgMLIAFBAWohAUExIQMM3AILIAFBAWohAUEyIQMM2wILIAFBAWohAUEzIQMM2gILDP4BCyAEIAFBAWoiAUcNAAtBNSEDDPACC0E1IQMM7wILIAEgBEcEQANAIAEtAABBgDxqLQAAQQFHDfcBIAQgAUEBaiIBRw0AC0E9IQMM7wILQT0hAwzuAgtBACEAAkAgAigCOCIDRQ0AIAMoAkAiA0UNACACIAMRAAAhAAsgAEUNASAAQRVHDeYBIAJBwgA2AhwgAiABNgIUIAJB4xg2AhAgAkEVNgIMQQAhAwztAgsgAUEBaiEBC0E8IQMM0gILIAEgBEYEQEHCACEDDOsCCwJAA0ACQCABLQAAQQlrDhgAAswCzALRAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAgDMAgsgBCABQQFqIgFHDQALQcIAIQMM6wILIAFBAWohASACLQAtQQFxRQ3+AQtBLCEDDNACCyABIARHDd4BQcQAIQMM6AILA0AgAS0AAEGQwABqLQAAQQFHDZwBIAQgAUEBaiIBRw0AC0HFACEDDOcCCyABLQAAIgBBIEYN/gEgAEE6Rw3AAiACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgAN3gEM3QELQccAIQMgBCABIgBGDeUCIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgNAIAFBkMIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvwIgAUEFRg3CAiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBzYCAAzlAgtByAAhAyAEIAEiAEYN5AIgBCABayACKAIAIgFqIQcgACABa0EJaiEGA0AgAUGWwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw2+AkECIAFBCUYNwgIaIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADOQCCyABIARGBEBByQAhAwzkAgsCQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxQe4Aaw4HAL8CvwK/Ar8CvwIBvwILIAFBAWohAUE+IQMMywILIAFBAWohAUE/IQMMygILQcoAIQMgBCABIgBGDeICIAQgAWsgAigCACIBaiEGIAAgAWtBAWohBwNAIAFBoMIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvAIgAUEBRg2+AiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBjYCAAziAgtBywAhAyAEIAEiAEYN4QIgBCABayACKAIAIgFqIQcgACABa0EOaiEGA0AgAUGiwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw27AiABQQ5GDb4CIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADOECC0HMACEDIAQgASIARg3gAiAEIAFrIAIoAgAiAWohByAAIAFrQQ9qIQYDQCABQcDCAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDboCQQMgAUEPRg2+AhogAUEBaiEBIAQgAEEBaiIARw0ACyACIAc2AgAM4AILQc0AIQMgBCABIgBGDd8CIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgNAIAFB0MIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNuQJBBCABQQVGDb0CGiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBzYCAAzfAgsgASAERgRAQc4AIQMM3wILAkACQAJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB4wBrDhMAvAK8ArwCvAK8ArwCvAK8ArwCvAK8ArwCAbwCvAK8AgIDvAILIAFBAWohAUHBACEDDMgCCyABQQFqIQFBwgAhAwzHAgsgAUEBaiEBQcMAIQMMxgILIAFBAWohAUHEACEDDMUCCyABIARHBEAgAkENNgIIIAIgATYCBEHFACEDDMUCC0HPACEDDN0CCwJAAkAgAS0AAEEKaw4EAZABkAEAkAELIAFBAWohAQtBKCEDDMMCCyABIARGBEBB0QAhAwzcAgsgAS0AAEEgRw0AIAFBAWohASACLQAtQQFxRQ3QAQtBFyEDDMECCyABIARHDcsBQdIAIQMM2QILQdMAIQMgASAERg3YAiACKAIAIgAgBCABa2ohBiABIABrQQFqIQUDQCABLQAAIABB1sIAai0AAEcNxwEgAEEBRg3KASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBjYCAAzYAgsgASAERgRAQdUAIQMM2AILIAEtAABBCkcNwgEgAUEBaiEBDMoBCyABIARGBEBB1gAhAwzXAgsCQAJAIAEtAABBCmsOBADDAcMBAcMBCyABQQFqIQEMygELIAFBAWohAUHKACEDDL0CC0EAIQACQCACKAI4IgNFDQAgAygCPCIDRQ0AIAIgAxEAACEACyAADb8BQc0AIQMMvAILIAItAClBIkYNzwIMiQELIAQgASIFRgRAQdsAIQMM1AILQQAhAEEBIQFBASEGQQAhAwJAAn8CQAJAAkACQAJAAkACQCAFLQAAQTBrDgrFAcQBAAECAwQFBgjDAQtBAgwGC0EDDAULQQQMBAtBBQwDC0EGDAILQQcMAQtBCAshA0EAIQFBACEGDL0BC0EJIQNBASEAQQAhAUEAIQYMvAELIAEgBEYEQEHdACEDDNMCCyABLQAAQS5HDbgBIAFBAWohAQyIAQsgASAERw22AUHfACEDDNECCyABIARHBEAgAkEONgIIIAIgATYCBEHQACEDDLgCC0HgACEDDNACC0HhACEDIAEgBEYNzwIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGA0AgAS0AACAAQeLCAGotAABHDbEBIABBA0YNswEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMzwILQeIAIQMgASAERg3OAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYDQCABLQAAIABB5sIAai0AAEcNsAEgAEECRg2vASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAzOAgtB4wAhAyABIARGDc0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgNAIAEtAAAgAEHpwgBqLQAARw2vASAAQQNGDa0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADM0CCyABIARGBEBB5QAhAwzNAgsgAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQAAIQALIAANqgFB1gAhAwyzAgsgASAERwRAA0AgAS0AACIAQSBHBEACQAJAAkAgAEHIAGsOCwABswGzAbMBswGzAbMBswGzAQKzAQsgAUEBaiEBQdIAIQMMtwILIAFBAWohAUHTACEDDLYCCyABQQFqIQFB1AAhAwy1AgsgBCABQQFqIgFHDQALQeQAIQMMzAILQeQAIQMMywILA0AgAS0AAEHwwgBqLQAAIgBBAUcEQCAAQQJrDgOnAaYBpQGkAQsgBCABQQFqIgFHDQALQeYAIQMMygILIAFBAWogASAERw0CGkHnACEDDMkCCwNAIAEtAABB8MQAai0AACIAQQFHBEACQCAAQQJrDgSiAaEBoAEAnwELQdcAIQMMsQILIAQgAUEBaiIBRw0AC0HoACEDDMgCCyABIARGBEBB6QAhAwzIAgsCQCABLQAAIgBBCmsOGrcBmwGbAbQBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBpAGbAZsBAJkBCyABQQFqCyEBQQYhAwytAgsDQCABLQAAQfDGAGotAABBAUcNfSAEIAFBAWoiAUcNAAtB6gAhAwzFAgsgAUEBaiABIARHDQIaQesAIQMMxAILIAEgBEYEQEHsACEDDMQCCyABQQFqDAELIAEgBEYEQEHtACEDDMMCCyABQQFqCyEBQQQhAwyoAgsgASAERgRAQe4AIQMMwQILAkACQAJAIAEtAABB8MgAai0AAEEBaw4HkAGPAY4BAHwBAo0BCyABQQFqIQEMCwsgAUEBagyTAQtBACEDIAJBADYCHCACQZsSNgIQIAJBBzYCDCACIAFBAWo2AhQMwAILAkADQCABLQAAQfDIAGotAAAiAEEERwRAAkACQCAAQQFrDgeUAZMBkgGNAQAEAY0BC0HaACEDDKoCCyABQQFqIQFB3AAhAwypAgsgBCABQQFqIgFHDQALQe8AIQMMwAILIAFBAWoMkQELIAQgASIARgRAQfAAIQMMvwILIAAtAABBL0cNASAAQQFqIQEMBwsgBCABIgBGBEBB8QAhAwy+AgsgAC0AACIBQS9GBEAgAEEBaiEBQd0AIQMMpQILIAFBCmsiA0EWSw0AIAAhAUEBIAN0QYmAgAJxDfkBC0EAIQMgAkEANgIcIAIgADYCFCACQYwcNgIQIAJBBzYCDAy8AgsgASAERwRAIAFBAWohAUHeACEDDKMCC0HyACEDDLsCCyABIARGBEBB9AAhAwy7AgsCQCABLQAAQfDMAGotAABBAWsOA/cBcwCCAQtB4QAhAwyhAgsgASAERwRAA0AgAS0AAEHwygBqLQAAIgBBA0cEQAJAIABBAWsOAvkBAIUBC0HfACEDDKMCCyAEIAFBAWoiAUcNAAtB8wAhAwy6AgtB8wAhAwy5AgsgASAERwRAIAJBDzYCCCACIAE2AgRB4AAhAwygAgtB9QAhAwy4AgsgASAERgRAQfYAIQMMuAILIAJBDzYCCCACIAE2AgQLQQMhAwydAgsDQCABLQAAQSBHDY4CIAQgAUEBaiIBRw0AC0H3ACEDDLUCCyABIARGBEBB+AAhAwy1AgsgAS0AAEEgRw16IAFBAWohAQxbC0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAADXgMgAILIAEgBEYEQEH6ACEDDLMCCyABLQAAQcwARw10IAFBAWohAUETDHYLQfsAIQMgASAERg2xAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYDQCABLQAAIABB8M4Aai0AAEcNcyAAQQVGDXUgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMsQILIAEgBEYEQEH8ACEDDLECCwJAAkAgAS0AAEHDAGsODAB0dHR0dHR0dHR0AXQLIAFBAWohAUHmACEDDJgCCyABQQFqIQFB5wAhAwyXAgtB/QAhAyABIARGDa8CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQe3PAGotAABHDXIgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADLACCyACQQA2AgAgBkEBaiEBQRAMcwtB/gAhAyABIARGDa4CIAIoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQfbOAGotAABHDXEgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK8CCyACQQA2AgAgBkEBaiEBQRYMcgtB/wAhAyABIARGDa0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQfzOAGotAABHDXAgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK4CCyACQQA2AgAgBkEBaiEBQQUMcQsgASAERgRAQYABIQMMrQILIAEtAABB2QBHDW4gAUEBaiEBQQgMcAsgASAERgRAQYEBIQMMrAILAkACQCABLQAAQc4Aaw4DAG8BbwsgAUEBaiEBQesAIQMMkwILIAFBAWohAUHsACEDDJICCyABIARGBEBBggEhAwyrAgsCQAJAIAEtAABByABrDggAbm5ubm5uAW4LIAFBAWohAUHqACEDDJICCyABQQFqIQFB7QAhAwyRAgtBgwEhAyABIARGDakCIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQYDPAGotAABHDWwgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKoCCyACQQA2AgAgBkEBaiEBQQAMbQtBhAEhAyABIARGDagCIAIoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0AgAS0AACAAQYPPAGotAABHDWsgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKkCCyACQQA2AgAgBkEBaiEBQSMMbAsgASAERgRAQYUBIQMMqAILAkACQCABLQAAQcwAaw4IAGtra2trawFrCyABQQFqIQFB7wAhAwyPAgsgAUEBaiEBQfAAIQMMjgILIAEgBEYEQEGGASEDDKcCCyABLQAAQcUARw1oIAFBAWohAQxgC0GHASEDIAEgBEYNpQIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBiM8Aai0AAEcNaCAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMpgILIAJBADYCACAGQQFqIQFBLQxpC0GIASEDIAEgBEYNpAIgAigCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABB0M8Aai0AAEcNZyAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMpQILIAJBADYCACAGQQFqIQFBKQxoCyABIARGBEBBiQEhAwykAgtBASABLQAAQd8ARw1nGiABQQFqIQEMXgtBigEhAyABIARGDaICIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgNAIAEtAAAgAEGMzwBqLQAARw1kIABBAUYN+gEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMogILQYsBIQMgASAERg2hAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGOzwBqLQAARw1kIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyiAgsgAkEANgIAIAZBAWohAUECDGULQYwBIQMgASAERg2gAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHwzwBqLQAARw1jIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyhAgsgAkEANgIAIAZBAWohAUEfDGQLQY0BIQMgASAERg2fAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHyzwBqLQAARw1iIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAygAgsgAkEANgIAIAZBAWohAUEJDGMLIAEgBEYEQEGOASEDDJ8CCwJAAkAgAS0AAEHJAGsOBwBiYmJiYgFiCyABQQFqIQFB+AAhAwyGAgsgAUEBaiEBQfkAIQMMhQILQY8BIQMgASAERg2dAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGRzwBqLQAARw1gIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyeAgsgAkEANgIAIAZBAWohAUEYDGELQZABIQMgASAERg2cAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGXzwBqLQAARw1fIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAydAgsgAkEANgIAIAZBAWohAUEXDGALQZEBIQMgASAERg2bAiACKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIAEtAAAgAEGazwBqLQAARw1eIABBBkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAycAgsgAkEANgIAIAZBAWohAUEVDF8LQZIBIQMgASAERg2aAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGhzwBqLQAARw1dIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAybAgsgAkEANgIAIAZBAWohAUEeDF4LIAEgBEYEQEGTASEDDJoCCyABLQAAQcwARw1bIAFBAWohAUEKDF0LIAEgBEYEQEGUASEDDJkCCwJAAkAgAS0AAEHBAGsODwBcXFxcXFxcXFxcXFxcAVwLIAFBAWohAUH+ACEDDIACCyABQQFqIQFB/wAhAwz/AQsgASAERgRAQZUBIQMMmAILAkACQCABLQAAQcEAaw4DAFsBWwsgAUEBaiEBQf0AIQMM/wELIAFBAWohAUGAASEDDP4BC0GWASEDIAEgBEYNlgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBp88Aai0AAEcNWSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlwILIAJBADYCACAGQQFqIQFBCwxaCyABIARGBEBBlwEhAwyWAgsCQAJAAkACQCABLQAAQS1rDiMAW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1sBW1tbW1sCW1tbA1sLIAFBAWohAUH7ACEDDP8BCyABQQFqIQFB/AAhAwz+AQsgAUEBaiEBQYEBIQMM/QELIAFBAWohAUGCASEDDPwBC0GYASEDIAEgBEYNlAIgAigCACIAIAQgAWtqIQUgASAAa0EEaiEGAkADQCABLQAAIABBqc8Aai0AAEcNVyAAQQRGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlQILIAJBADYCACAGQQFqIQFBGQxYC0GZASEDIAEgBEYNkwIgAigCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBrs8Aai0AAEcNViAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlAILIAJBADYCACAGQQFqIQFBBgxXC0GaASEDIAEgBEYNkgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBtM8Aai0AAEcNVSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkwILIAJBADYCACAGQQFqIQFBHAxWC0GbASEDIAEgBEYNkQIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBts8Aai0AAEcNVCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkgILIAJBADYCACAGQQFqIQFBJwxVCyABIARGBEBBnAEhAwyRAgsCQAJAIAEtAABB1ABrDgIAAVQLIAFBAWohAUGGASEDDPgBCyABQQFqIQFBhwEhAwz3AQtBnQEhAyABIARGDY8CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbjPAGotAABHDVIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADJACCyACQQA2AgAgBkEBaiEBQSYMUwtBngEhAyABIARGDY4CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbrPAGotAABHDVEgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI8CCyACQQA2AgAgBkEBaiEBQQMMUgtBnwEhAyABIARGDY0CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQe3PAGotAABHDVAgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI4CCyACQQA2AgAgBkEBaiEBQQwMUQtBoAEhAyABIARGDYwCIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQbzPAGotAABHDU8gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI0CCyACQQA2AgAgBkEBaiEBQQ0MUAsgASAERgRAQaEBIQMMjAILAkACQCABLQAAQcYAaw4LAE9PT09PT09PTwFPCyABQQFqIQFBiwEhAwzzAQsgAUEBaiEBQYwBIQMM8gELIAEgBEYEQEGiASEDDIsCCyABLQAAQdAARw1MIAFBAWohAQxGCyABIARGBEBBowEhAwyKAgsCQAJAIAEtAABByQBrDgcBTU1NTU0ATQsgAUEBaiEBQY4BIQMM8QELIAFBAWohAUEiDE0LQaQBIQMgASAERg2IAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHAzwBqLQAARw1LIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyJAgsgAkEANgIAIAZBAWohAUEdDEwLIAEgBEYEQEGlASEDDIgCCwJAAkAgAS0AAEHSAGsOAwBLAUsLIAFBAWohAUGQASEDDO8BCyABQQFqIQFBBAxLCyABIARGBEBBpgEhAwyHAgsCQAJAAkACQAJAIAEtAABBwQBrDhUATU1NTU1NTU1NTQFNTQJNTQNNTQRNCyABQQFqIQFBiAEhAwzxAQsgAUEBaiEBQYkBIQMM8AELIAFBAWohAUGKASEDDO8BCyABQQFqIQFBjwEhAwzuAQsgAUEBaiEBQZEBIQMM7QELQacBIQMgASAERg2FAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHtzwBqLQAARw1IIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyGAgsgAkEANgIAIAZBAWohAUERDEkLQagBIQMgASAERg2EAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHCzwBqLQAARw1HIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyFAgsgAkEANgIAIAZBAWohAUEsDEgLQakBIQMgASAERg2DAiACKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEHFzwBqLQAARw1GIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyEAgsgAkEANgIAIAZBAWohAUErDEcLQaoBIQMgASAERg2CAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHKzwBqLQAARw1FIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyDAgsgAkEANgIAIAZBAWohAUEUDEYLIAEgBEYEQEGrASEDDIICCwJAAkACQAJAIAEtAABBwgBrDg8AAQJHR0dHR0dHR0dHRwNHCyABQQFqIQFBkwEhAwzrAQsgAUEBaiEBQZQBIQMM6gELIAFBAWohAUGVASEDDOkBCyABQQFqIQFBlgEhAwzoAQsgASAERgRAQawBIQMMgQILIAEtAABBxQBHDUIgAUEBaiEBDD0LQa0BIQMgASAERg3/ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHNzwBqLQAARw1CIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyAAgsgAkEANgIAIAZBAWohAUEODEMLIAEgBEYEQEGuASEDDP8BCyABLQAAQdAARw1AIAFBAWohAUElDEILQa8BIQMgASAERg39ASACKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEHQzwBqLQAARw1AIABBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz+AQsgAkEANgIAIAZBAWohAUEqDEELIAEgBEYEQEGwASEDDP0BCwJAAkAgAS0AAEHVAGsOCwBAQEBAQEBAQEABQAsgAUEBaiEBQZoBIQMM5AELIAFBAWohAUGbASEDDOMBCyABIARGBEBBsQEhAwz8AQsCQAJAIAEtAABBwQBrDhQAPz8/Pz8/Pz8/Pz8/Pz8/Pz8/AT8LIAFBAWohAUGZASEDDOMBCyABQQFqIQFBnAEhAwziAQtBsgEhAyABIARGDfoBIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQdnPAGotAABHDT0gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPsBCyACQQA2AgAgBkEBaiEBQSEMPgtBswEhAyABIARGDfkBIAIoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAS0AACAAQd3PAGotAABHDTwgAEEGRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPoBCyACQQA2AgAgBkEBaiEBQRoMPQsgASAERgRAQbQBIQMM+QELAkACQAJAIAEtAABBxQBrDhEAPT09PT09PT09AT09PT09Aj0LIAFBAWohAUGdASEDDOEBCyABQQFqIQFBngEhAwzgAQsgAUEBaiEBQZ8BIQMM3wELQbUBIQMgASAERg33ASACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHkzwBqLQAARw06IABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz4AQsgAkEANgIAIAZBAWohAUEoDDsLQbYBIQMgASAERg32ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHqzwBqLQAARw05IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz3AQsgAkEANgIAIAZBAWohAUEHDDoLIAEgBEYEQEG3ASEDDPYBCwJAAkAgAS0AAEHFAGsODgA5OTk5OTk5OTk5OTkBOQsgAUEBaiEBQaEBIQMM3QELIAFBAWohAUGiASEDDNwBC0G4ASEDIAEgBEYN9AEgAigCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABB7c8Aai0AAEcNNyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9QELIAJBADYCACAGQQFqIQFBEgw4C0G5ASEDIAEgBEYN8wEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8M8Aai0AAEcNNiAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9AELIAJBADYCACAGQQFqIQFBIAw3C0G6ASEDIAEgBEYN8gEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8s8Aai0AAEcNNSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM8wELIAJBADYCACAGQQFqIQFBDww2CyABIARGBEBBuwEhAwzyAQsCQAJAIAEtAABByQBrDgcANTU1NTUBNQsgAUEBaiEBQaUBIQMM2QELIAFBAWohAUGmASEDDNgBC0G8ASEDIAEgBEYN8AEgAigCACIAIAQgAWtqIQUgASAAa0EHaiEGAkADQCABLQAAIABB9M8Aai0AAEcNMyAAQQdGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM8QELIAJBADYCACAGQQFqIQFBGww0CyABIARGBEBBvQEhAwzwAQsCQAJAAkAgAS0AAEHCAGsOEgA0NDQ0NDQ0NDQBNDQ0NDQ0AjQLIAFBAWohAUGkASEDDNgBCyABQQFqIQFBpwEhAwzXAQsgAUEBaiEBQagBIQMM1gELIAEgBEYEQEG+ASEDDO8BCyABLQAAQc4ARw0wIAFBAWohAQwsCyABIARGBEBBvwEhAwzuAQsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCABLQAAQcEAaw4VAAECAz8EBQY/Pz8HCAkKCz8MDQ4PPwsgAUEBaiEBQegAIQMM4wELIAFBAWohAUHpACEDDOIBCyABQQFqIQFB7gAhAwzhAQsgAUEBaiEBQfIAIQMM4AELIAFBAWohAUHzACEDDN8BCyABQQFqIQFB9gAhAwzeAQsgAUEBaiEBQfcAIQMM3QELIAFBAWohAUH6ACEDDNwBCyABQQFqIQFBgwEhAwzbAQsgAUEBaiEBQYQBIQMM2gELIAFBAWohAUGFASEDDNkBCyABQQFqIQFBkgEhAwzYAQsgAUEBaiEBQZgBIQMM1wELIAFBAWohAUGgASEDDNYBCyABQQFqIQFBowEhAwzVAQsgAUEBaiEBQaoBIQMM1AELIAEgBEcEQCACQRA2AgggAiABNgIEQasBIQMM1AELQcABIQMM7AELQQAhAAJAIAIoAjgiA0UNACADKAI0IgNFDQAgAiADEQAAIQALIABFDV4gAEEVRw0HIAJB0QA2AhwgAiABNgIUIAJBsBc2AhAgAkEVNgIMQQAhAwzrAQsgAUEBaiABIARHDQgaQcIBIQMM6gELA0ACQCABLQAAQQprDgQIAAALAAsgBCABQQFqIgFHDQALQcMBIQMM6QELIAEgBEcEQCACQRE2AgggAiABNgIEQQEhAwzQAQtBxAEhAwzoAQsgASAERgRAQcUBIQMM6AELAkACQCABLQAAQQprDgQBKCgAKAsgAUEBagwJCyABQQFqDAULIAEgBEYEQEHGASEDDOcBCwJAAkAgAS0AAEEKaw4XAQsLAQsLCwsLCwsLCwsLCwsLCwsLCwALCyABQQFqIQELQbABIQMMzQELIAEgBEYEQEHIASEDDOYBCyABLQAAQSBHDQkgAkEAOwEyIAFBAWohAUGzASEDDMwBCwNAIAEhAAJAIAEgBEcEQCABLQAAQTBrQf8BcSIDQQpJDQEMJwtBxwEhAwzmAQsCQCACLwEyIgFBmTNLDQAgAiABQQpsIgU7ATIgBUH+/wNxIANB//8Dc0sNACAAQQFqIQEgAiADIAVqIgM7ATIgA0H//wNxQegHSQ0BCwtBACEDIAJBADYCHCACQcEJNgIQIAJBDTYCDCACIABBAWo2AhQM5AELIAJBADYCHCACIAE2AhQgAkHwDDYCECACQRs2AgxBACEDDOMBCyACKAIEIQAgAkEANgIEIAIgACABECYiAA0BIAFBAWoLIQFBrQEhAwzIAQsgAkHBATYCHCACIAA2AgwgAiABQQFqNgIUQQAhAwzgAQsgAigCBCEAIAJBADYCBCACIAAgARAmIgANASABQQFqCyEBQa4BIQMMxQELIAJBwgE2AhwgAiAANgIMIAIgAUEBajYCFEEAIQMM3QELIAJBADYCHCACIAE2AhQgAkGXCzYCECACQQ02AgxBACEDDNwBCyACQQA2AhwgAiABNgIUIAJB4xA2AhAgAkEJNgIMQQAhAwzbAQsgAkECOgAoDKwBC0EAIQMgAkEANgIcIAJBrws2AhAgAkECNgIMIAIgAUEBajYCFAzZAQtBAiEDDL8BC0ENIQMMvgELQSYhAwy9AQtBFSEDDLwBC0EWIQMMuwELQRghAwy6AQtBHCEDDLkBC0EdIQMMuAELQSAhAwy3AQtBISEDDLYBC0EjIQMMtQELQcYAIQMMtAELQS4hAwyzAQtBPSEDDLIBC0HLACEDDLEBC0HOACEDDLABC0HYACEDDK8BC0HZACEDDK4BC0HbACEDDK0BC0HxACEDDKwBC0H0ACEDDKsBC0GNASEDDKoBC0GXASEDDKkBC0GpASEDDKgBC0GvASEDDKcBC0GxASEDDKYBCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB8Rs2AhAgAkEGNgIMDL0BCyACQQA2AgAgBkEBaiEBQSQLOgApIAIoAgQhACACQQA2AgQgAiAAIAEQJyIARQRAQeUAIQMMowELIAJB+QA2AhwgAiABNgIUIAIgADYCDEEAIQMMuwELIABBFUcEQCACQQA2AhwgAiABNgIUIAJBzA42AhAgAkEgNgIMQQAhAwy7AQsgAkH4ADYCHCACIAE2AhQgAkHKGDYCECACQRU2AgxBACEDDLoBCyACQQA2AhwgAiABNgIUIAJBjhs2AhAgAkEGNgIMQQAhAwy5AQsgAkEANgIcIAIgATYCFCACQf4RNgIQIAJBBzYCDEEAIQMMuAELIAJBADYCHCACIAE2AhQgAkGMHDYCECACQQc2AgxBACEDDLcBCyACQQA2AhwgAiABNgIUIAJBww82AhAgAkEHNgIMQQAhAwy2AQsgAkEANgIcIAIgATYCFCACQcMPNgIQIAJBBzYCDEEAIQMMtQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0RIAJB5QA2AhwgAiABNgIUIAIgADYCDEEAIQMMtAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0gIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMswELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0iIAJB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMsgELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0OIAJB5QA2AhwgAiABNgIUIAIgADYCDEEAIQMMsQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0dIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMsAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0fIAJB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMrwELIABBP0cNASABQQFqCyEBQQUhAwyUAQtBACEDIAJBADYCHCACIAE2AhQgAkH9EjYCECACQQc2AgwMrAELIAJBADYCHCACIAE2AhQgAkHcCDYCECACQQc2AgxBACEDDKsBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNByACQeUANgIcIAIgATYCFCACIAA2AgxBACEDDKoBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNFiACQdMANgIcIAIgATYCFCACIAA2AgxBACEDDKkBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNGCACQdIANgIcIAIgATYCFCACIAA2AgxBACEDDKgBCyACQQA2AhwgAiABNgIUIAJBxgo2AhAgAkEHNgIMQQAhAwynAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQMgAkHlADYCHCACIAE2AhQgAiAANgIMQQAhAwymAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDRIgAkHTADYCHCACIAE2AhQgAiAANgIMQQAhAwylAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDRQgAkHSADYCHCACIAE2AhQgAiAANgIMQQAhAwykAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQAgAkHlADYCHCACIAE2AhQgAiAANgIMQQAhAwyjAQtB1QAhAwyJAQsgAEEVRwRAIAJBADYCHCACIAE2AhQgAkG5DTYCECACQRo2AgxBACEDDKIBCyACQeQANgIcIAIgATYCFCACQeMXNgIQIAJBFTYCDEEAIQMMoQELIAJBADYCACAGQQFqIQEgAi0AKSIAQSNrQQtJDQQCQCAAQQZLDQBBASAAdEHKAHFFDQAMBQtBACEDIAJBADYCHCACIAE2AhQgAkH3CTYCECACQQg2AgwMoAELIAJBADYCACAGQQFqIQEgAi0AKUEhRg0DIAJBADYCHCACIAE2AhQgAkGbCjYCECACQQg2AgxBACEDDJ8BCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJBkDM2AhAgAkEINgIMDJ0BCyACQQA2AgAgBkEBaiEBIAItAClBI0kNACACQQA2AhwgAiABNgIUIAJB0wk2AhAgAkEINgIMQQAhAwycAQtB0QAhAwyCAQsgAS0AAEEwayIAQf8BcUEKSQRAIAIgADoAKiABQQFqIQFBzwAhAwyCAQsgAigCBCEAIAJBADYCBCACIAAgARAoIgBFDYYBIAJB3gA2AhwgAiABNgIUIAIgADYCDEEAIQMMmgELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ2GASACQdwANgIcIAIgATYCFCACIAA2AgxBACEDDJkBCyACKAIEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMhwELIAJB2gA2AhwgAiAFNgIUIAIgADYCDAyYAQtBACEBQQEhAwsgAiADOgArIAVBAWohAwJAAkACQCACLQAtQRBxDQACQAJAAkAgAi0AKg4DAQACBAsgBkUNAwwCCyAADQEMAgsgAUUNAQsgAigCBCEAIAJBADYCBCACIAAgAxAoIgBFBEAgAyEBDAILIAJB2AA2AhwgAiADNgIUIAIgADYCDEEAIQMMmAELIAIoAgQhACACQQA2AgQgAiAAIAMQKCIARQRAIAMhAQyHAQsgAkHZADYCHCACIAM2AhQgAiAANgIMQQAhAwyXAQtBzAAhAwx9CyAAQRVHBEAgAkEANgIcIAIgATYCFCACQZQNNgIQIAJBITYCDEEAIQMMlgELIAJB1wA2AhwgAiABNgIUIAJByRc2AhAgAkEVNgIMQQAhAwyVAQtBACEDIAJBADYCHCACIAE2AhQgAkGAETYCECACQQk2AgwMlAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0AIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMkwELQckAIQMMeQsgAkEANgIcIAIgATYCFCACQcEoNgIQIAJBBzYCDCACQQA2AgBBACEDDJEBCyACKAIEIQBBACEDIAJBADYCBCACIAAgARAlIgBFDQAgAkHSADYCHCACIAE2AhQgAiAANgIMDJABC0HIACEDDHYLIAJBADYCACAFIQELIAJBgBI7ASogAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQAAIQALIAANAQtBxwAhAwxzCyAAQRVGBEAgAkHRADYCHCACIAE2AhQgAkHjFzYCECACQRU2AgxBACEDDIwBC0EAIQMgAkEANgIcIAIgATYCFCACQbkNNgIQIAJBGjYCDAyLAQtBACEDIAJBADYCHCACIAE2AhQgAkGgGTYCECACQR42AgwMigELIAEtAABBOkYEQCACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgBFDQEgAkHDADYCHCACIAA2AgwgAiABQQFqNgIUDIoBC0EAIQMgAkEANgIcIAIgATYCFCACQbERNgIQIAJBCjYCDAyJAQsgAUEBaiEBQTshAwxvCyACQcMANgIcIAIgADYCDCACIAFBAWo2AhQMhwELQQAhAyACQQA2AhwgAiABNgIUIAJB8A42AhAgAkEcNgIMDIYBCyACIAIvATBBEHI7ATAMZgsCQCACLwEwIgBBCHFFDQAgAi0AKEEBRw0AIAItAC1BCHFFDQMLIAIgAEH3+wNxQYAEcjsBMAwECyABIARHBEACQANAIAEtAABBMGsiAEH/AXFBCk8EQEE1IQMMbgsgAikDICIKQpmz5syZs+bMGVYNASACIApCCn4iCjcDICAKIACtQv8BgyILQn+FVg0BIAIgCiALfDcDICAEIAFBAWoiAUcNAAtBOSEDDIUBCyACKAIEIQBBACEDIAJBADYCBCACIAAgAUEBaiIBECoiAA0MDHcLQTkhAwyDAQsgAi0AMEEgcQ0GQcUBIQMMaQtBACEDIAJBADYCBCACIAEgARAqIgBFDQQgAkE6NgIcIAIgADYCDCACIAFBAWo2AhQMgQELIAItAChBAUcNACACLQAtQQhxRQ0BC0E3IQMMZgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIABEAgAkE7NgIcIAIgADYCDCACIAFBAWo2AhQMfwsgAUEBaiEBDG4LIAJBCDoALAwECyABQQFqIQEMbQtBACEDIAJBADYCHCACIAE2AhQgAkHkEjYCECACQQQ2AgwMewsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIARQ1sIAJBNzYCHCACIAE2AhQgAiAANgIMDHoLIAIgAi8BMEEgcjsBMAtBMCEDDF8LIAJBNjYCHCACIAE2AhQgAiAANgIMDHcLIABBLEcNASABQQFqIQBBASEBAkACQAJAAkACQCACLQAsQQVrDgQDAQIEAAsgACEBDAQLQQIhAQwBC0EEIQELIAJBAToALCACIAIvATAgAXI7ATAgACEBDAELIAIgAi8BMEEIcjsBMCAAIQELQTkhAwxcCyACQQA6ACwLQTQhAwxaCyABIARGBEBBLSEDDHMLAkACQANAAkAgAS0AAEEKaw4EAgAAAwALIAQgAUEBaiIBRw0AC0EtIQMMdAsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIARQ0CIAJBLDYCHCACIAE2AhQgAiAANgIMDHMLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgADYCDCACIAFBAWo2AhQMcgsgAS0AAEENRgRAIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgADYCDCACIAFBAWo2AhQMcgsgAi0ALUEBcQRAQcQBIQMMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIADQEMZQtBLyEDDFcLIAJBLjYCHCACIAE2AhQgAiAANgIMDG8LQQAhAyACQQA2AhwgAiABNgIUIAJB8BQ2AhAgAkEDNgIMDG4LQQEhAwJAAkACQAJAIAItACxBBWsOBAMBAgAECyACIAIvATBBCHI7ATAMAwtBAiEDDAELQQQhAwsgAkEBOgAsIAIgAi8BMCADcjsBMAtBKiEDDFMLQQAhAyACQQA2AhwgAiABNgIUIAJB4Q82AhAgAkEKNgIMDGsLQQEhAwJAAkACQAJAAkACQCACLQAsQQJrDgcFBAQDAQIABAsgAiACLwEwQQhyOwEwDAMLQQIhAwwBC0EEIQMLIAJBAToALCACIAIvATAgA3I7ATALQSshAwxSC0EAIQMgAkEANgIcIAIgATYCFCACQasSNgIQIAJBCzYCDAxqC0EAIQMgAkEANgIcIAIgATYCFCACQf0NNgIQIAJBHTYCDAxpCyABIARHBEADQCABLQAAQSBHDUggBCABQQFqIgFHDQALQSUhAwxpC0ElIQMMaAsgAi0ALUEBcQRAQcMBIQMMTwsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKSIABEAgAkEmNgIcIAIgADYCDCACIAFBAWo2AhQMaAsgAUEBaiEBDFwLIAFBAWohASACLwEwIgBBgAFxBEBBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAEUNBiAAQRVHDR8gAkEFNgIcIAIgATYCFCACQfkXNgIQIAJBFTYCDEEAIQMMZwsCQCAAQaAEcUGgBEcNACACLQAtQQJxDQBBACEDIAJBADYCHCACIAE2AhQgAkGWEzYCECACQQQ2AgwMZwsgAgJ/IAIvATBBFHFBFEYEQEEBIAItAChBAUYNARogAi8BMkHlAEYMAQsgAi0AKUEFRgs6AC5BACEAAkAgAigCOCIDRQ0AIAMoAiQiA0UNACACIAMRAAAhAAsCQAJAAkACQAJAIAAOFgIBAAQEBAQEBAQEBAQEBAQEBAQEBAMECyACQQE6AC4LIAIgAi8BMEHAAHI7ATALQSchAwxPCyACQSM2AhwgAiABNgIUIAJBpRY2AhAgAkEVNgIMQQAhAwxnC0EAIQMgAkEANgIcIAIgATYCFCACQdULNgIQIAJBETYCDAxmC0EAIQACQCACKAI4IgNFDQAgAygCLCIDRQ0AIAIgAxEAACEACyAADQELQQ4hAwxLCyAAQRVGBEAgAkECNgIcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMZAtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMYwtBACEDIAJBADYCHCACIAE2AhQgAkGqHDYCECACQQ82AgwMYgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEgCqdqIgEQKyIARQ0AIAJBBTYCHCACIAE2AhQgAiAANgIMDGELQQ8hAwxHC0EAIQMgAkEANgIcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxfC0IBIQoLIAFBAWohAQJAIAIpAyAiC0L//////////w9YBEAgAiALQgSGIAqENwMgDAELQQAhAyACQQA2AhwgAiABNgIUIAJBrQk2AhAgAkEMNgIMDF4LQSQhAwxEC0EAIQMgAkEANgIcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxcCyACKAIEIQBBACEDIAJBADYCBCACIAAgARAsIgBFBEAgAUEBaiEBDFILIAJBFzYCHCACIAA2AgwgAiABQQFqNgIUDFsLIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQRY2AhwgAiAANgIMIAIgAUEBajYCFAxbC0EfIQMMQQtBACEDIAJBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQLSIARQRAIAFBAWohAQxQCyACQRQ2AhwgAiAANgIMIAIgAUEBajYCFAxYCyACKAIEIQBBACEDIAJBADYCBAJAIAIgACABEC0iAEUEQCABQQFqIQEMAQsgAkETNgIcIAIgADYCDCACIAFBAWo2AhQMWAtBHiEDDD4LQQAhAyACQQA2AhwgAiABNgIUIAJBxgw2AhAgAkEjNgIMDFYLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABEC0iAEUEQCABQQFqIQEMTgsgAkERNgIcIAIgADYCDCACIAFBAWo2AhQMVQsgAkEQNgIcIAIgATYCFCACIAA2AgwMVAtBACEDIAJBADYCHCACIAE2AhQgAkHGDDYCECACQSM2AgwMUwtBACEDIAJBADYCHCACIAE2AhQgAkHAFTYCECACQQI2AgwMUgsgAigCBCEAQQAhAyACQQA2AgQCQCACIAAgARAtIgBFBEAgAUEBaiEBDAELIAJBDjYCHCACIAA2AgwgAiABQQFqNgIUDFILQRshAww4C0EAIQMgAkEANgIcIAIgATYCFCACQcYMNgIQIAJBIzYCDAxQCyACKAIEIQBBACEDIAJBADYCBAJAIAIgACABECwiAEUEQCABQQFqIQEMAQsgAkENNgIcIAIgADYCDCACIAFBAWo2AhQMUAtBGiEDDDYLQQAhAyACQQA2AhwgAiABNgIUIAJBmg82AhAgAkEiNgIMDE4LIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQQw2AhwgAiAANgIMIAIgAUEBajYCFAxOC0EZIQMMNAtBACEDIAJBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMTAsgAEEVRwRAQQAhAyACQQA2AhwgAiABNgIUIAJBgww2AhAgAkETNgIMDEwLIAJBCjYCHCACIAE2AhQgAkHkFjYCECACQRU2AgxBACEDDEsLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABIAqnaiIBECsiAARAIAJBBzYCHCACIAE2AhQgAiAANgIMDEsLQRMhAwwxCyAAQRVHBEBBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMSgsgAkEeNgIcIAIgATYCFCACQfkXNgIQIAJBFTYCDEEAIQMMSQtBACEAAkAgAigCOCIDRQ0AIAMoAiwiA0UNACACIAMRAAAhAAsgAEUNQSAAQRVGBEAgAkEDNgIcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMSQtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMSAtBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMRwtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMRgsgAkEAOgAvIAItAC1BBHFFDT8LIAJBADoALyACQQE6ADRBACEDDCsLQQAhAyACQQA2AhwgAkHkETYCECACQQc2AgwgAiABQQFqNgIUDEMLAkADQAJAIAEtAABBCmsOBAACAgACCyAEIAFBAWoiAUcNAAtB3QEhAwxDCwJAAkAgAi0ANEEBRw0AQQAhAAJAIAIoAjgiA0UNACADKAJYIgNFDQAgAiADEQAAIQALIABFDQAgAEEVRw0BIAJB3AE2AhwgAiABNgIUIAJB1RY2AhAgAkEVNgIMQQAhAwxEC0HBASEDDCoLIAJBADYCHCACIAE2AhQgAkHpCzYCECACQR82AgxBACEDDEILAkACQCACLQAoQQFrDgIEAQALQcABIQMMKQtBuQEhAwwoCyACQQI6AC9BACEAAkAgAigCOCIDRQ0AIAMoAgAiA0UNACACIAMRAAAhAAsgAEUEQEHCASEDDCgLIABBFUcEQCACQQA2AhwgAiABNgIUIAJBpAw2AhAgAkEQNgIMQQAhAwxBCyACQdsBNgIcIAIgATYCFCACQfoWNgIQIAJBFTYCDEEAIQMMQAsgASAERgRAQdoBIQMMQAsgAS0AAEHIAEYNASACQQE6ACgLQawBIQMMJQtBvwEhAwwkCyABIARHBEAgAkEQNgIIIAIgATYCBEG+ASEDDCQLQdkBIQMMPAsgASAERgRAQdgBIQMMPAsgAS0AAEHIAEcNBCABQQFqIQFBvQEhAwwiCyABIARGBEBB1wEhAww7CwJAAkAgAS0AAEHFAGsOEAAFBQUFBQUFBQUFBQUFBQEFCyABQQFqIQFBuwEhAwwiCyABQQFqIQFBvAEhAwwhC0HWASEDIAEgBEYNOSACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGD0ABqLQAARw0DIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAw6CyACKAIEIQAgAkIANwMAIAIgACAGQQFqIgEQJyIARQRAQcYBIQMMIQsgAkHVATYCHCACIAE2AhQgAiAANgIMQQAhAww5C0HUASEDIAEgBEYNOCACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGB0ABqLQAARw0CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAw5CyACQYEEOwEoIAIoAgQhACACQgA3AwAgAiAAIAZBAWoiARAnIgANAwwCCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB2Bs2AhAgAkEINgIMDDYLQboBIQMMHAsgAkHTATYCHCACIAE2AhQgAiAANgIMQQAhAww0C0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAARQ0AIABBFUYNASACQQA2AhwgAiABNgIUIAJBzA42AhAgAkEgNgIMQQAhAwwzC0HkACEDDBkLIAJB+AA2AhwgAiABNgIUIAJByhg2AhAgAkEVNgIMQQAhAwwxC0HSASEDIAQgASIARg0wIAQgAWsgAigCACIBaiEFIAAgAWtBBGohBgJAA0AgAC0AACABQfzPAGotAABHDQEgAUEERg0DIAFBAWohASAEIABBAWoiAEcNAAsgAiAFNgIADDELIAJBADYCHCACIAA2AhQgAkGQMzYCECACQQg2AgwgAkEANgIAQQAhAwwwCyABIARHBEAgAkEONgIIIAIgATYCBEG3ASEDDBcLQdEBIQMMLwsgAkEANgIAIAZBAWohAQtBuAEhAwwUCyABIARGBEBB0AEhAwwtCyABLQAAQTBrIgBB/wFxQQpJBEAgAiAAOgAqIAFBAWohAUG2ASEDDBQLIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0UIAJBzwE2AhwgAiABNgIUIAIgADYCDEEAIQMMLAsgASAERgRAQc4BIQMMLAsCQCABLQAAQS5GBEAgAUEBaiEBDAELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0VIAJBzQE2AhwgAiABNgIUIAIgADYCDEEAIQMMLAtBtQEhAwwSCyAEIAEiBUYEQEHMASEDDCsLQQAhAEEBIQFBASEGQQAhAwJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAIAUtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyEDQQAhAUEAIQYMAgtBCSEDQQEhAEEAIQFBACEGDAELQQAhAUEBIQMLIAIgAzoAKyAFQQFqIQMCQAJAIAItAC1BEHENAAJAAkACQCACLQAqDgMBAAIECyAGRQ0DDAILIAANAQwCCyABRQ0BCyACKAIEIQAgAkEANgIEIAIgACADECgiAEUEQCADIQEMAwsgAkHJATYCHCACIAM2AhQgAiAANgIMQQAhAwwtCyACKAIEIQAgAkEANgIEIAIgACADECgiAEUEQCADIQEMGAsgAkHKATYCHCACIAM2AhQgAiAANgIMQQAhAwwsCyACKAIEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMFgsgAkHLATYCHCACIAU2AhQgAiAANgIMDCsLQbQBIQMMEQtBACEAAkAgAigCOCIDRQ0AIAMoAjwiA0UNACACIAMRAAAhAAsCQCAABEAgAEEVRg0BIAJBADYCHCACIAE2AhQgAkGUDTYCECACQSE2AgxBACEDDCsLQbIBIQMMEQsgAkHIATYCHCACIAE2AhQgAkHJFzYCECACQRU2AgxBACEDDCkLIAJBADYCACAGQQFqIQFB9QAhAwwPCyACLQApQQVGBEBB4wAhAwwPC0HiACEDDA4LIAAhASACQQA2AgALIAJBADoALEEJIQMMDAsgAkEANgIAIAdBAWohAUHAACEDDAsLQQELOgAsIAJBADYCACAGQQFqIQELQSkhAwwIC0E4IQMMBwsCQCABIARHBEADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRw0DIAFBAWohAQwFCyAEIAFBAWoiAUcNAAtBPiEDDCELQT4hAwwgCwsgAkEAOgAsDAELQQshAwwEC0E6IQMMAwsgAUEBaiEBQS0hAwwCCyACIAE6ACwgAkEANgIAIAZBAWohAUEMIQMMAQsgAkEANgIAIAZBAWohAUEKIQMMAAsAC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNgIQIAJBCTYCDAwXC0EAIQMgAkEANgIcIAIgATYCFCACQekKNgIQIAJBCTYCDAwWC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwVC0EAIQMgAkEANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwUC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNgIQIAJBCTYCDAwTC0EAIQMgAkEANgIcIAIgATYCFCACQekKNgIQIAJBCTYCDAwSC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwRC0EAIQMgAkEANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwQC0EAIQMgAkEANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwPC0EAIQMgAkEANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwOC0EAIQMgAkEANgIcIAIgATYCFCACQcASNgIQIAJBCzYCDAwNC0EAIQMgAkEANgIcIAIgATYCFCACQZUJNgIQIAJBCzYCDAwMC0EAIQMgAkEANgIcIAIgATYCFCACQeEPNgIQIAJBCjYCDAwLC0EAIQMgAkEANgIcIAIgATYCFCACQfsPNgIQIAJBCjYCDAwKC0EAIQMgAkEANgIcIAIgATYCFCACQfEZNgIQIAJBAjYCDAwJC0EAIQMgAkEANgIcIAIgATYCFCACQcQUNgIQIAJBAjYCDAwIC0EAIQMgAkEANgIcIAIgATYCFCACQfIVNgIQIAJBAjYCDAwHCyACQQI2AhwgAiABNgIUIAJBnBo2AhAgAkEWNgIMQQAhAwwGC0EBIQMMBQtB1AAhAyABIARGDQQgCEEIaiEJIAIoAgAhBQJAAkAgASAERwRAIAVB2MIAaiEHIAQgBWogAWshACAFQX9zQQpqIgUgAWohBgNAIAEtAAAgBy0AAEcEQEECIQcMAwsgBUUEQEEAIQcgBiEBDAMLIAVBAWshBSAHQQFqIQcgBCABQQFqIgFHDQALIAAhBSAEIQELIAlBATYCACACIAU2AgAMAQsgAkEANgIAIAkgBzYCAAsgCSABNgIEIAgoAgwhACAIKAIIDgMBBAIACwALIAJBADYCHCACQbUaNgIQIAJBFzYCDCACIABBAWo2AhRBACEDDAILIAJBADYCHCACIAA2AhQgAkHKGjYCECACQQk2AgxBACEDDAELIAEgBEYEQEEiIQMMAQsgAkEJNgIIIAIgATYCBEEhIQMLIAhBEGokACADRQRAIAIoAgwhAAwBCyACIAM2AhxBACEAIAIoAgQiAUUNACACIAEgBCACKAIIEQEAIgFFDQAgAiAENgIUIAIgATYCDCABIQALIAALvgIBAn8gAEEAOgAAIABB3ABqIgFBAWtBADoAACAAQQA6AAIgAEEAOgABIAFBA2tBADoAACABQQJrQQA6AAAgAEEAOgADIAFBBGtBADoAAEEAIABrQQNxIgEgAGoiAEEANgIAQdwAIAFrQXxxIgIgAGoiAUEEa0EANgIAAkAgAkEJSQ0AIABBADYCCCAAQQA2AgQgAUEIa0EANgIAIAFBDGtBADYCACACQRlJDQAgAEEANgIYIABBADYCFCAAQQA2AhAgAEEANgIMIAFBEGtBADYCACABQRRrQQA2AgAgAUEYa0EANgIAIAFBHGtBADYCACACIABBBHFBGHIiAmsiAUEgSQ0AIAAgAmohAANAIABCADcDGCAAQgA3AxAgAEIANwMIIABCADcDACAAQSBqIQAgAUEgayIBQR9LDQALCwtWAQF/AkAgACgCDA0AAkACQAJAAkAgAC0ALw4DAQADAgsgACgCOCIBRQ0AIAEoAiwiAUUNACAAIAERAAAiAQ0DC0EADwsACyAAQcMWNgIQQQ4hAQsgAQsaACAAKAIMRQRAIABB0Rs2AhAgAEEVNgIMCwsUACAAKAIMQRVGBEAgAEEANgIMCwsUACAAKAIMQRZGBEAgAEEANgIMCwsHACAAKAIMCwcAIAAoAhALCQAgACABNgIQCwcAIAAoAhQLFwAgAEEkTwRAAAsgAEECdEGgM2ooAgALFwAgAEEuTwRAAAsgAEECdEGwNGooAgALvwkBAX9B6yghAQJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB5ABrDvQDY2IAAWFhYWFhYQIDBAVhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhBgcICQoLDA0OD2FhYWFhEGFhYWFhYWFhYWFhEWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRITFBUWFxgZGhthYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2YTc4OTphYWFhYWFhYTthYWE8YWFhYT0+P2FhYWFhYWFhQGFhQWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYUJDREVGR0hJSktMTU5PUFFSU2FhYWFhYWFhVFVWV1hZWlthXF1hYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFeYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhX2BhC0HhJw8LQaQhDwtByywPC0H+MQ8LQcAkDwtBqyQPC0GNKA8LQeImDwtBgDAPC0G5Lw8LQdckDwtB7x8PC0HhHw8LQfofDwtB8iAPC0GoLw8LQa4yDwtBiDAPC0HsJw8LQYIiDwtBjh0PC0HQLg8LQcojDwtBxTIPC0HfHA8LQdIcDwtBxCAPC0HXIA8LQaIfDwtB7S4PC0GrMA8LQdQlDwtBzC4PC0H6Lg8LQfwrDwtB0jAPC0HxHQ8LQbsgDwtB9ysPC0GQMQ8LQdcxDwtBoi0PC0HUJw8LQeArDwtBnywPC0HrMQ8LQdUfDwtByjEPC0HeJQ8LQdQeDwtB9BwPC0GnMg8LQbEdDwtBoB0PC0G5MQ8LQbwwDwtBkiEPC0GzJg8LQeksDwtBrB4PC0HUKw8LQfcmDwtBgCYPC0GwIQ8LQf4eDwtBjSMPC0GJLQ8LQfciDwtBoDEPC0GuHw8LQcYlDwtB6B4PC0GTIg8LQcIvDwtBwx0PC0GLLA8LQeEdDwtBjS8PC0HqIQ8LQbQtDwtB0i8PC0HfMg8LQdIyDwtB8DAPC0GpIg8LQfkjDwtBmR4PC0G1LA8LQZswDwtBkjIPC0G2Kw8LQcIiDwtB+DIPC0GeJQ8LQdAiDwtBuh4PC0GBHg8LAAtB1iEhAQsgAQsWACAAIAAtAC1B/gFxIAFBAEdyOgAtCxkAIAAgAC0ALUH9AXEgAUEAR0EBdHI6AC0LGQAgACAALQAtQfsBcSABQQBHQQJ0cjoALQsZACAAIAAtAC1B9wFxIAFBAEdBA3RyOgAtCz4BAn8CQCAAKAI4IgNFDQAgAygCBCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBxhE2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCCCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB9go2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCDCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB7Ro2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCECIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlRA2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCFCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBqhs2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCGCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB7RM2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCKCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB9gg2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCHCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBwhk2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCICIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlBQ2AhBBGCEECyAEC1kBAn8CQCAALQAoQQFGDQAgAC8BMiIBQeQAa0HkAEkNACABQcwBRg0AIAFBsAJGDQAgAC8BMCIAQcAAcQ0AQQEhAiAAQYgEcUGABEYNACAAQShxRSECCyACC4wBAQJ/AkACQAJAIAAtACpFDQAgAC0AK0UNACAALwEwIgFBAnFFDQEMAgsgAC8BMCIBQQFxRQ0BC0EBIQIgAC0AKEEBRg0AIAAvATIiAEHkAGtB5ABJDQAgAEHMAUYNACAAQbACRg0AIAFBwABxDQBBACECIAFBiARxQYAERg0AIAFBKHFBAEchAgsgAgtzACAAQRBq/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAA/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAAQTBq/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAAQSBq/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAAQd0BNgIcCwYAIAAQMguaLQELfyMAQRBrIgokAEGk0AAoAgAiCUUEQEHk0wAoAgAiBUUEQEHw0wBCfzcCAEHo0wBCgICEgICAwAA3AgBB5NMAIApBCGpBcHFB2KrVqgVzIgU2AgBB+NMAQQA2AgBByNMAQQA2AgALQczTAEGA1AQ2AgBBnNAAQYDUBDYCAEGw0AAgBTYCAEGs0ABBfzYCAEHQ0wBBgKwDNgIAA0AgAUHI0ABqIAFBvNAAaiICNgIAIAIgAUG00ABqIgM2AgAgAUHA0ABqIAM2AgAgAUHQ0ABqIAFBxNAAaiIDNgIAIAMgAjYCACABQdjQAGogAUHM0ABqIgI2AgAgAiADNgIAIAFB1NAAaiACNgIAIAFBIGoiAUGAAkcNAAtBjNQEQcGrAzYCAEGo0ABB9NMAKAIANgIAQZjQAEHAqwM2AgBBpNAAQYjUBDYCAEHM/wdBODYCAEGI1AQhCQsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCAAQewBTQRAQYzQACgCACIGQRAgAEETakFwcSAAQQtJGyIEQQN2IgB2IgFBA3EEQAJAIAFBAXEgAHJBAXMiAkEDdCIAQbTQAGoiASAAQbzQAGooAgAiACgCCCIDRgRAQYzQACAGQX4gAndxNgIADAELIAEgAzYCCCADIAE2AgwLIABBCGohASAAIAJBA3QiAkEDcjYCBCAAIAJqIgAgACgCBEEBcjYCBAwRC0GU0AAoAgAiCCAETw0BIAEEQAJAQQIgAHQiAkEAIAJrciABIAB0cWgiAEEDdCICQbTQAGoiASACQbzQAGooAgAiAigCCCIDRgRAQYzQACAGQX4gAHdxIgY2AgAMAQsgASADNgIIIAMgATYCDAsgAiAEQQNyNgIEIABBA3QiACAEayEFIAAgAmogBTYCACACIARqIgQgBUEBcjYCBCAIBEAgCEF4cUG00ABqIQBBoNAAKAIAIQMCf0EBIAhBA3Z0IgEgBnFFBEBBjNAAIAEgBnI2AgAgAAwBCyAAKAIICyIBIAM2AgwgACADNgIIIAMgADYCDCADIAE2AggLIAJBCGohAUGg0AAgBDYCAEGU0AAgBTYCAAwRC0GQ0AAoAgAiC0UNASALaEECdEG80gBqKAIAIgAoAgRBeHEgBGshBSAAIQIDQAJAIAIoAhAiAUUEQCACQRRqKAIAIgFFDQELIAEoAgRBeHEgBGsiAyAFSSECIAMgBSACGyEFIAEgACACGyEAIAEhAgwBCwsgACgCGCEJIAAoAgwiAyAARwRAQZzQACgCABogAyAAKAIIIgE2AgggASADNgIMDBALIABBFGoiAigCACIBRQRAIAAoAhAiAUUNAyAAQRBqIQILA0AgAiEHIAEiA0EUaiICKAIAIgENACADQRBqIQIgAygCECIBDQALIAdBADYCAAwPC0F/IQQgAEG/f0sNACAAQRNqIgFBcHEhBEGQ0AAoAgAiCEUNAEEAIARrIQUCQAJAAkACf0EAIARBgAJJDQAaQR8gBEH///8HSw0AGiAEQSYgAUEIdmciAGt2QQFxIABBAXRrQT5qCyIGQQJ0QbzSAGooAgAiAkUEQEEAIQFBACEDDAELQQAhASAEQRkgBkEBdmtBACAGQR9HG3QhAEEAIQMDQAJAIAIoAgRBeHEgBGsiByAFTw0AIAIhAyAHIgUNAEEAIQUgAiEBDAMLIAEgAkEUaigCACIHIAcgAiAAQR12QQRxakEQaigCACICRhsgASAHGyEBIABBAXQhACACDQALCyABIANyRQRAQQAhA0ECIAZ0IgBBACAAa3IgCHEiAEUNAyAAaEECdEG80gBqKAIAIQELIAFFDQELA0AgASgCBEF4cSAEayICIAVJIQAgAiAFIAAbIQUgASADIAAbIQMgASgCECIABH8gAAUgAUEUaigCAAsiAQ0ACwsgA0UNACAFQZTQACgCACAEa08NACADKAIYIQcgAyADKAIMIgBHBEBBnNAAKAIAGiAAIAMoAggiATYCCCABIAA2AgwMDgsgA0EUaiICKAIAIgFFBEAgAygCECIBRQ0DIANBEGohAgsDQCACIQYgASIAQRRqIgIoAgAiAQ0AIABBEGohAiAAKAIQIgENAAsgBkEANgIADA0LQZTQACgCACIDIARPBEBBoNAAKAIAIQECQCADIARrIgJBEE8EQCABIARqIgAgAkEBcjYCBCABIANqIAI2AgAgASAEQQNyNgIEDAELIAEgA0EDcjYCBCABIANqIgAgACgCBEEBcjYCBEEAIQBBACECC0GU0AAgAjYCAEGg0AAgADYCACABQQhqIQEMDwtBmNAAKAIAIgMgBEsEQCAEIAlqIgAgAyAEayIBQQFyNgIEQaTQACAANgIAQZjQACABNgIAIAkgBEEDcjYCBCAJQQhqIQEMDwtBACEBIAQCf0Hk0wAoAgAEQEHs0wAoAgAMAQtB8NMAQn83AgBB6NMAQoCAhICAgMAANwIAQeTTACAKQQxqQXBxQdiq1aoFczYCAEH40wBBADYCAEHI0wBBADYCAEGAgAQLIgAgBEHHAGoiBWoiBkEAIABrIgdxIgJPBEBB/NMAQTA2AgAMDwsCQEHE0wAoAgAiAUUNAEG80wAoAgAiCCACaiEAIAAgAU0gACAIS3ENAEEAIQFB/NMAQTA2AgAMDwtByNMALQAAQQRxDQQCQAJAIAkEQEHM0wAhAQNAIAEoAgAiACAJTQRAIAAgASgCBGogCUsNAwsgASgCCCIBDQALC0EAEDMiAEF/Rg0FIAIhBkHo0wAoAgAiAUEBayIDIABxBEAgAiAAayAAIANqQQAgAWtxaiEGCyAEIAZPDQUgBkH+////B0sNBUHE0wAoAgAiAwRAQbzTACgCACIHIAZqIQEgASAHTQ0GIAEgA0sNBgsgBhAzIgEgAEcNAQwHCyAGIANrIAdxIgZB/v///wdLDQQgBhAzIQAgACABKAIAIAEoAgRqRg0DIAAhAQsCQCAGIARByABqTw0AIAFBf0YNAEHs0wAoAgAiACAFIAZrakEAIABrcSIAQf7///8HSwRAIAEhAAwHCyAAEDNBf0cEQCAAIAZqIQYgASEADAcLQQAgBmsQMxoMBAsgASIAQX9HDQUMAwtBACEDDAwLQQAhAAwKCyAAQX9HDQILQcjTAEHI0wAoAgBBBHI2AgALIAJB/v///wdLDQEgAhAzIQBBABAzIQEgAEF/Rg0BIAFBf0YNASAAIAFPDQEgASAAayIGIARBOGpNDQELQbzTAEG80wAoAgAgBmoiATYCAEHA0wAoAgAgAUkEQEHA0wAgATYCAAsCQAJAAkBBpNAAKAIAIgIEQEHM0wAhAQNAIAAgASgCACIDIAEoAgQiBWpGDQIgASgCCCIBDQALDAILQZzQACgCACIBQQBHIAAgAU9xRQRAQZzQACAANgIAC0EAIQFB0NMAIAY2AgBBzNMAIAA2AgBBrNAAQX82AgBBsNAAQeTTACgCADYCAEHY0wBBADYCAANAIAFByNAAaiABQbzQAGoiAjYCACACIAFBtNAAaiIDNgIAIAFBwNAAaiADNgIAIAFB0NAAaiABQcTQAGoiAzYCACADIAI2AgAgAUHY0ABqIAFBzNAAaiICNgIAIAIgAzYCACABQdTQAGogAjYCACABQSBqIgFBgAJHDQALQXggAGtBD3EiASAAaiICIAZBOGsiAyABayIBQQFyNgIEQajQAEH00wAoAgA2AgBBmNAAIAE2AgBBpNAAIAI2AgAgACADakE4NgIEDAILIAAgAk0NACACIANJDQAgASgCDEEIcQ0AQXggAmtBD3EiACACaiIDQZjQACgCACAGaiIHIABrIgBBAXI2AgQgASAFIAZqNgIEQajQAEH00wAoAgA2AgBBmNAAIAA2AgBBpNAAIAM2AgAgAiAHakE4NgIEDAELIABBnNAAKAIASQRAQZzQACAANgIACyAAIAZqIQNBzNMAIQECQAJAAkADQCADIAEoAgBHBEAgASgCCCIBDQEMAgsLIAEtAAxBCHFFDQELQczTACEBA0AgASgCACIDIAJNBEAgAyABKAIEaiIFIAJLDQMLIAEoAgghAQwACwALIAEgADYCACABIAEoAgQgBmo2AgQgAEF4IABrQQ9xaiIJIARBA3I2AgQgA0F4IANrQQ9xaiIGIAQgCWoiBGshASACIAZGBEBBpNAAIAQ2AgBBmNAAQZjQACgCACABaiIANgIAIAQgAEEBcjYCBAwIC0Gg0AAoAgAgBkYEQEGg0AAgBDYCAEGU0ABBlNAAKAIAIAFqIgA2AgAgBCAAQQFyNgIEIAAgBGogADYCAAwICyAGKAIEIgVBA3FBAUcNBiAFQXhxIQggBUH/AU0EQCAFQQN2IQMgBigCCCIAIAYoAgwiAkYEQEGM0ABBjNAAKAIAQX4gA3dxNgIADAcLIAIgADYCCCAAIAI2AgwMBgsgBigCGCEHIAYgBigCDCIARwRAIAAgBigCCCICNgIIIAIgADYCDAwFCyAGQRRqIgIoAgAiBUUEQCAGKAIQIgVFDQQgBkEQaiECCwNAIAIhAyAFIgBBFGoiAigCACIFDQAgAEEQaiECIAAoAhAiBQ0ACyADQQA2AgAMBAtBeCAAa0EPcSIBIABqIgcgBkE4ayIDIAFrIgFBAXI2AgQgACADakE4NgIEIAIgBUE3IAVrQQ9xakE/ayIDIAMgAkEQakkbIgNBIzYCBEGo0ABB9NMAKAIANgIAQZjQACABNgIAQaTQACAHNgIAIANBEGpB1NMAKQIANwIAIANBzNMAKQIANwIIQdTTACADQQhqNgIAQdDTACAGNgIAQczTACAANgIAQdjTAEEANgIAIANBJGohAQNAIAFBBzYCACAFIAFBBGoiAUsNAAsgAiADRg0AIAMgAygCBEF+cTYCBCADIAMgAmsiBTYCACACIAVBAXI2AgQgBUH/AU0EQCAFQXhxQbTQAGohAAJ/QYzQACgCACIBQQEgBUEDdnQiA3FFBEBBjNAAIAEgA3I2AgAgAAwBCyAAKAIICyIBIAI2AgwgACACNgIIIAIgADYCDCACIAE2AggMAQtBHyEBIAVB////B00EQCAFQSYgBUEIdmciAGt2QQFxIABBAXRrQT5qIQELIAIgATYCHCACQgA3AhAgAUECdEG80gBqIQBBkNAAKAIAIgNBASABdCIGcUUEQCAAIAI2AgBBkNAAIAMgBnI2AgAgAiAANgIYIAIgAjYCCCACIAI2AgwMAQsgBUEZIAFBAXZrQQAgAUEfRxt0IQEgACgCACEDAkADQCADIgAoAgRBeHEgBUYNASABQR12IQMgAUEBdCEBIAAgA0EEcWpBEGoiBigCACIDDQALIAYgAjYCACACIAA2AhggAiACNgIMIAIgAjYCCAwBCyAAKAIIIgEgAjYCDCAAIAI2AgggAkEANgIYIAIgADYCDCACIAE2AggLQZjQACgCACIBIARNDQBBpNAAKAIAIgAgBGoiAiABIARrIgFBAXI2AgRBmNAAIAE2AgBBpNAAIAI2AgAgACAEQQNyNgIEIABBCGohAQwIC0EAIQFB/NMAQTA2AgAMBwtBACEACyAHRQ0AAkAgBigCHCICQQJ0QbzSAGoiAygCACAGRgRAIAMgADYCACAADQFBkNAAQZDQACgCAEF+IAJ3cTYCAAwCCyAHQRBBFCAHKAIQIAZGG2ogADYCACAARQ0BCyAAIAc2AhggBigCECICBEAgACACNgIQIAIgADYCGAsgBkEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgCGohASAGIAhqIgYoAgQhBQsgBiAFQX5xNgIEIAEgBGogATYCACAEIAFBAXI2AgQgAUH/AU0EQCABQXhxQbTQAGohAAJ/QYzQACgCACICQQEgAUEDdnQiAXFFBEBBjNAAIAEgAnI2AgAgAAwBCyAAKAIICyIBIAQ2AgwgACAENgIIIAQgADYCDCAEIAE2AggMAQtBHyEFIAFB////B00EQCABQSYgAUEIdmciAGt2QQFxIABBAXRrQT5qIQULIAQgBTYCHCAEQgA3AhAgBUECdEG80gBqIQBBkNAAKAIAIgJBASAFdCIDcUUEQCAAIAQ2AgBBkNAAIAIgA3I2AgAgBCAANgIYIAQgBDYCCCAEIAQ2AgwMAQsgAUEZIAVBAXZrQQAgBUEfRxt0IQUgACgCACEAAkADQCAAIgIoAgRBeHEgAUYNASAFQR12IQAgBUEBdCEFIAIgAEEEcWpBEGoiAygCACIADQALIAMgBDYCACAEIAI2AhggBCAENgIMIAQgBDYCCAwBCyACKAIIIgAgBDYCDCACIAQ2AgggBEEANgIYIAQgAjYCDCAEIAA2AggLIAlBCGohAQwCCwJAIAdFDQACQCADKAIcIgFBAnRBvNIAaiICKAIAIANGBEAgAiAANgIAIAANAUGQ0AAgCEF+IAF3cSIINgIADAILIAdBEEEUIAcoAhAgA0YbaiAANgIAIABFDQELIAAgBzYCGCADKAIQIgEEQCAAIAE2AhAgASAANgIYCyADQRRqKAIAIgFFDQAgAEEUaiABNgIAIAEgADYCGAsCQCAFQQ9NBEAgAyAEIAVqIgBBA3I2AgQgACADaiIAIAAoAgRBAXI2AgQMAQsgAyAEaiICIAVBAXI2AgQgAyAEQQNyNgIEIAIgBWogBTYCACAFQf8BTQRAIAVBeHFBtNAAaiEAAn9BjNAAKAIAIgFBASAFQQN2dCIFcUUEQEGM0AAgASAFcjYCACAADAELIAAoAggLIgEgAjYCDCAAIAI2AgggAiAANgIMIAIgATYCCAwBC0EfIQEgBUH///8HTQRAIAVBJiAFQQh2ZyIAa3ZBAXEgAEEBdGtBPmohAQsgAiABNgIcIAJCADcCECABQQJ0QbzSAGohAEEBIAF0IgQgCHFFBEAgACACNgIAQZDQACAEIAhyNgIAIAIgADYCGCACIAI2AgggAiACNgIMDAELIAVBGSABQQF2a0EAIAFBH0cbdCEBIAAoAgAhBAJAA0AgBCIAKAIEQXhxIAVGDQEgAUEddiEEIAFBAXQhASAAIARBBHFqQRBqIgYoAgAiBA0ACyAGIAI2AgAgAiAANgIYIAIgAjYCDCACIAI2AggMAQsgACgCCCIBIAI2AgwgACACNgIIIAJBADYCGCACIAA2AgwgAiABNgIICyADQQhqIQEMAQsCQCAJRQ0AAkAgACgCHCIBQQJ0QbzSAGoiAigCACAARgRAIAIgAzYCACADDQFBkNAAIAtBfiABd3E2AgAMAgsgCUEQQRQgCSgCECAARhtqIAM2AgAgA0UNAQsgAyAJNgIYIAAoAhAiAQRAIAMgATYCECABIAM2AhgLIABBFGooAgAiAUUNACADQRRqIAE2AgAgASADNgIYCwJAIAVBD00EQCAAIAQgBWoiAUEDcjYCBCAAIAFqIgEgASgCBEEBcjYCBAwBCyAAIARqIgcgBUEBcjYCBCAAIARBA3I2AgQgBSAHaiAFNgIAIAgEQCAIQXhxQbTQAGohAUGg0AAoAgAhAwJ/QQEgCEEDdnQiAiAGcUUEQEGM0AAgAiAGcjYCACABDAELIAEoAggLIgIgAzYCDCABIAM2AgggAyABNgIMIAMgAjYCCAtBoNAAIAc2AgBBlNAAIAU2AgALIABBCGohAQsgCkEQaiQAIAELQwAgAEUEQD8AQRB0DwsCQCAAQf//A3ENACAAQQBIDQAgAEEQdkAAIgBBf0YEQEH80wBBMDYCAEF/DwsgAEEQdA8LAAsL3D8iAEGACAsJAQAAAAIAAAADAEGUCAsFBAAAAAUAQaQICwkGAAAABwAAAAgAQdwIC4otSW52YWxpZCBjaGFyIGluIHVybCBxdWVyeQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2JvZHkAQ29udGVudC1MZW5ndGggb3ZlcmZsb3cAQ2h1bmsgc2l6ZSBvdmVyZmxvdwBSZXNwb25zZSBvdmVyZmxvdwBJbnZhbGlkIG1ldGhvZCBmb3IgSFRUUC94LnggcmVxdWVzdABJbnZhbGlkIG1ldGhvZCBmb3IgUlRTUC94LnggcmVxdWVzdABFeHBlY3RlZCBTT1VSQ0UgbWV0aG9kIGZvciBJQ0UveC54IHJlcXVlc3QASW52YWxpZCBjaGFyIGluIHVybCBmcmFnbWVudCBzdGFydABFeHBlY3RlZCBkb3QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9zdGF0dXMASW52YWxpZCByZXNwb25zZSBzdGF0dXMASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucwBVc2VyIGNhbGxiYWNrIGVycm9yAGBvbl9yZXNldGAgY2FsbGJhY2sgZXJyb3IAYG9uX2NodW5rX2hlYWRlcmAgY2FsbGJhY2sgZXJyb3IAYG9uX21lc3NhZ2VfYmVnaW5gIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19leHRlbnNpb25fdmFsdWVgIGNhbGxiYWNrIGVycm9yAGBvbl9zdGF0dXNfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl92ZXJzaW9uX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fdXJsX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fbWV0aG9kX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25faGVhZGVyX2ZpZWxkX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX25hbWVgIGNhbGxiYWNrIGVycm9yAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2VydmVyAEludmFsaWQgaGVhZGVyIHZhbHVlIGNoYXIASW52YWxpZCBoZWFkZXIgZmllbGQgY2hhcgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3ZlcnNpb24ASW52YWxpZCBtaW5vciB2ZXJzaW9uAEludmFsaWQgbWFqb3IgdmVyc2lvbgBFeHBlY3RlZCBzcGFjZSBhZnRlciB2ZXJzaW9uAEV4cGVjdGVkIENSTEYgYWZ0ZXIgdmVyc2lvbgBJbnZhbGlkIEhUVFAgdmVyc2lvbgBJbnZhbGlkIGhlYWRlciB0b2tlbgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3VybABJbnZhbGlkIGNoYXJhY3RlcnMgaW4gdXJsAFVuZXhwZWN0ZWQgc3RhcnQgY2hhciBpbiB1cmwARG91YmxlIEAgaW4gdXJsAEVtcHR5IENvbnRlbnQtTGVuZ3RoAEludmFsaWQgY2hhcmFjdGVyIGluIENvbnRlbnQtTGVuZ3RoAER1cGxpY2F0ZSBDb250ZW50LUxlbmd0aABJbnZhbGlkIGNoYXIgaW4gdXJsIHBhdGgAQ29udGVudC1MZW5ndGggY2FuJ3QgYmUgcHJlc2VudCB3aXRoIFRyYW5zZmVyLUVuY29kaW5nAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIHNpemUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfdmFsdWUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9jaHVua19leHRlbnNpb25fdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyB2YWx1ZQBNaXNzaW5nIGV4cGVjdGVkIExGIGFmdGVyIGhlYWRlciB2YWx1ZQBJbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AgaGVhZGVyIHZhbHVlAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGUgdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZWQgdmFsdWUAUGF1c2VkIGJ5IG9uX2hlYWRlcnNfY29tcGxldGUASW52YWxpZCBFT0Ygc3RhdGUAb25fcmVzZXQgcGF1c2UAb25fY2h1bmtfaGVhZGVyIHBhdXNlAG9uX21lc3NhZ2VfYmVnaW4gcGF1c2UAb25fY2h1bmtfZXh0ZW5zaW9uX3ZhbHVlIHBhdXNlAG9uX3N0YXR1c19jb21wbGV0ZSBwYXVzZQBvbl92ZXJzaW9uX2NvbXBsZXRlIHBhdXNlAG9uX3VybF9jb21wbGV0ZSBwYXVzZQBvbl9jaHVua19jb21wbGV0ZSBwYXVzZQBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGUgcGF1c2UAb25fbWVzc2FnZV9jb21wbGV0ZSBwYXVzZQBvbl9tZXRob2RfY29tcGxldGUgcGF1c2UAb25faGVhZGVyX2ZpZWxkX2NvbXBsZXRlIHBhdXNlAG9uX2NodW5rX2V4dGVuc2lvbl9uYW1lIHBhdXNlAFVuZXhwZWN0ZWQgc3BhY2UgYWZ0ZXIgc3RhcnQgbGluZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2NodW5rX2V4dGVuc2lvbl9uYW1lAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgbmFtZQBQYXVzZSBvbiBDT05ORUNUL1VwZ3JhZGUAUGF1c2Ugb24gUFJJL1VwZ3JhZGUARXhwZWN0ZWQgSFRUUC8yIENvbm5lY3Rpb24gUHJlZmFjZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX21ldGhvZABFeHBlY3RlZCBzcGFjZSBhZnRlciBtZXRob2QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfZmllbGQAUGF1c2VkAEludmFsaWQgd29yZCBlbmNvdW50ZXJlZABJbnZhbGlkIG1ldGhvZCBlbmNvdW50ZXJlZABVbmV4cGVjdGVkIGNoYXIgaW4gdXJsIHNjaGVtYQBSZXF1ZXN0IGhhcyBpbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AAU1dJVENIX1BST1hZAFVTRV9QUk9YWQBNS0FDVElWSVRZAFVOUFJPQ0VTU0FCTEVfRU5USVRZAENPUFkATU9WRURfUEVSTUFORU5UTFkAVE9PX0VBUkxZAE5PVElGWQBGQUlMRURfREVQRU5ERU5DWQBCQURfR0FURVdBWQBQTEFZAFBVVABDSEVDS09VVABHQVRFV0FZX1RJTUVPVVQAUkVRVUVTVF9USU1FT1VUAE5FVFdPUktfQ09OTkVDVF9USU1FT1VUAENPTk5FQ1RJT05fVElNRU9VVABMT0dJTl9USU1FT1VUAE5FVFdPUktfUkVBRF9USU1FT1VUAFBPU1QATUlTRElSRUNURURfUkVRVUVTVABDTElFTlRfQ0xPU0VEX1JFUVVFU1QAQ0xJRU5UX0NMT1NFRF9MT0FEX0JBTEFOQ0VEX1JFUVVFU1QAQkFEX1JFUVVFU1QASFRUUF9SRVFVRVNUX1NFTlRfVE9fSFRUUFNfUE9SVABSRVBPUlQASU1fQV9URUFQT1QAUkVTRVRfQ09OVEVOVABOT19DT05URU5UAFBBUlRJQUxfQ09OVEVOVABIUEVfSU5WQUxJRF9DT05TVEFOVABIUEVfQ0JfUkVTRVQAR0VUAEhQRV9TVFJJQ1QAQ09ORkxJQ1QAVEVNUE9SQVJZX1JFRElSRUNUAFBFUk1BTkVOVF9SRURJUkVDVABDT05ORUNUAE1VTFRJX1NUQVRVUwBIUEVfSU5WQUxJRF9TVEFUVVMAVE9PX01BTllfUkVRVUVTVFMARUFSTFlfSElOVFMAVU5BVkFJTEFCTEVfRk9SX0xFR0FMX1JFQVNPTlMAT1BUSU9OUwBTV0lUQ0hJTkdfUFJPVE9DT0xTAFZBUklBTlRfQUxTT19ORUdPVElBVEVTAE1VTFRJUExFX0NIT0lDRVMASU5URVJOQUxfU0VSVkVSX0VSUk9SAFdFQl9TRVJWRVJfVU5LTk9XTl9FUlJPUgBSQUlMR1VOX0VSUk9SAElERU5USVRZX1BST1ZJREVSX0FVVEhFTlRJQ0FUSU9OX0VSUk9SAFNTTF9DRVJUSUZJQ0FURV9FUlJPUgBJTlZBTElEX1hfRk9SV0FSREVEX0ZPUgBTRVRfUEFSQU1FVEVSAEdFVF9QQVJBTUVURVIASFBFX1VTRVIAU0VFX09USEVSAEhQRV9DQl9DSFVOS19IRUFERVIATUtDQUxFTkRBUgBTRVRVUABXRUJfU0VSVkVSX0lTX0RPV04AVEVBUkRPV04ASFBFX0NMT1NFRF9DT05ORUNUSU9OAEhFVVJJU1RJQ19FWFBJUkFUSU9OAERJU0NPTk5FQ1RFRF9PUEVSQVRJT04ATk9OX0FVVEhPUklUQVRJVkVfSU5GT1JNQVRJT04ASFBFX0lOVkFMSURfVkVSU0lPTgBIUEVfQ0JfTUVTU0FHRV9CRUdJTgBTSVRFX0lTX0ZST1pFTgBIUEVfSU5WQUxJRF9IRUFERVJfVE9LRU4ASU5WQUxJRF9UT0tFTgBGT1JCSURERU4ARU5IQU5DRV9ZT1VSX0NBTE0ASFBFX0lOVkFMSURfVVJMAEJMT0NLRURfQllfUEFSRU5UQUxfQ09OVFJPTABNS0NPTABBQ0wASFBFX0lOVEVSTkFMAFJFUVVFU1RfSEVBREVSX0ZJRUxEU19UT09fTEFSR0VfVU5PRkZJQ0lBTABIUEVfT0sAVU5MSU5LAFVOTE9DSwBQUkkAUkVUUllfV0lUSABIUEVfSU5WQUxJRF9DT05URU5UX0xFTkdUSABIUEVfVU5FWFBFQ1RFRF9DT05URU5UX0xFTkdUSABGTFVTSABQUk9QUEFUQ0gATS1TRUFSQ0gAVVJJX1RPT19MT05HAFBST0NFU1NJTkcATUlTQ0VMTEFORU9VU19QRVJTSVNURU5UX1dBUk5JTkcATUlTQ0VMTEFORU9VU19XQVJOSU5HAEhQRV9JTlZBTElEX1RSQU5TRkVSX0VOQ09ESU5HAEV4cGVjdGVkIENSTEYASFBFX0lOVkFMSURfQ0hVTktfU0laRQBNT1ZFAENPTlRJTlVFAEhQRV9DQl9TVEFUVVNfQ09NUExFVEUASFBFX0NCX0hFQURFUlNfQ09NUExFVEUASFBFX0NCX1ZFUlNJT05fQ09NUExFVEUASFBFX0NCX1VSTF9DT01QTEVURQBIUEVfQ0JfQ0hVTktfQ09NUExFVEUASFBFX0NCX0hFQURFUl9WQUxVRV9DT01QTEVURQBIUEVfQ0JfQ0hVTktfRVhURU5TSU9OX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fTkFNRV9DT01QTEVURQBIUEVfQ0JfTUVTU0FHRV9DT01QTEVURQBIUEVfQ0JfTUVUSE9EX0NPTVBMRVRFAEhQRV9DQl9IRUFERVJfRklFTERfQ09NUExFVEUAREVMRVRFAEhQRV9JTlZBTElEX0VPRl9TVEFURQBJTlZBTElEX1NTTF9DRVJUSUZJQ0FURQBQQVVTRQBOT19SRVNQT05TRQBVTlNVUFBPUlRFRF9NRURJQV9UWVBFAEdPTkUATk9UX0FDQ0VQVEFCTEUAU0VSVklDRV9VTkFWQUlMQUJMRQBSQU5HRV9OT1RfU0FUSVNGSUFCTEUAT1JJR0lOX0lTX1VOUkVBQ0hBQkxFAFJFU1BPTlNFX0lTX1NUQUxFAFBVUkdFAE1FUkdFAFJFUVVFU1RfSEVBREVSX0ZJRUxEU19UT09fTEFSR0UAUkVRVUVTVF9IRUFERVJfVE9PX0xBUkdFAFBBWUxPQURfVE9PX0xBUkdFAElOU1VGRklDSUVOVF9TVE9SQUdFAEhQRV9QQVVTRURfVVBHUkFERQBIUEVfUEFVU0VEX0gyX1VQR1JBREUAU09VUkNFAEFOTk9VTkNFAFRSQUNFAEhQRV9VTkVYUEVDVEVEX1NQQUNFAERFU0NSSUJFAFVOU1VCU0NSSUJFAFJFQ09SRABIUEVfSU5WQUxJRF9NRVRIT0QATk9UX0ZPVU5EAFBST1BGSU5EAFVOQklORABSRUJJTkQAVU5BVVRIT1JJWkVEAE1FVEhPRF9OT1RfQUxMT1dFRABIVFRQX1ZFUlNJT05fTk9UX1NVUFBPUlRFRABBTFJFQURZX1JFUE9SVEVEAEFDQ0VQVEVEAE5PVF9JTVBMRU1FTlRFRABMT09QX0RFVEVDVEVEAEhQRV9DUl9FWFBFQ1RFRABIUEVfTEZfRVhQRUNURUQAQ1JFQVRFRABJTV9VU0VEAEhQRV9QQVVTRUQAVElNRU9VVF9PQ0NVUkVEAFBBWU1FTlRfUkVRVUlSRUQAUFJFQ09ORElUSU9OX1JFUVVJUkVEAFBST1hZX0FVVEhFTlRJQ0FUSU9OX1JFUVVJUkVEAE5FVFdPUktfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATEVOR1RIX1JFUVVJUkVEAFNTTF9DRVJUSUZJQ0FURV9SRVFVSVJFRABVUEdSQURFX1JFUVVJUkVEAFBBR0VfRVhQSVJFRABQUkVDT05ESVRJT05fRkFJTEVEAEVYUEVDVEFUSU9OX0ZBSUxFRABSRVZBTElEQVRJT05fRkFJTEVEAFNTTF9IQU5EU0hBS0VfRkFJTEVEAExPQ0tFRABUUkFOU0ZPUk1BVElPTl9BUFBMSUVEAE5PVF9NT0RJRklFRABOT1RfRVhURU5ERUQAQkFORFdJRFRIX0xJTUlUX0VYQ0VFREVEAFNJVEVfSVNfT1ZFUkxPQURFRABIRUFEAEV4cGVjdGVkIEhUVFAvAABeEwAAJhMAADAQAADwFwAAnRMAABUSAAA5FwAA8BIAAAoQAAB1EgAArRIAAIITAABPFAAAfxAAAKAVAAAjFAAAiRIAAIsUAABNFQAA1BEAAM8UAAAQGAAAyRYAANwWAADBEQAA4BcAALsUAAB0FAAAfBUAAOUUAAAIFwAAHxAAAGUVAACjFAAAKBUAAAIVAACZFQAALBAAAIsZAABPDwAA1A4AAGoQAADOEAAAAhcAAIkOAABuEwAAHBMAAGYUAABWFwAAwRMAAM0TAABsEwAAaBcAAGYXAABfFwAAIhMAAM4PAABpDgAA2A4AAGMWAADLEwAAqg4AACgXAAAmFwAAxRMAAF0WAADoEQAAZxMAAGUTAADyFgAAcxMAAB0XAAD5FgAA8xEAAM8OAADOFQAADBIAALMRAAClEQAAYRAAADIXAAC7EwBB+TULAQEAQZA2C+ABAQECAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAQf03CwEBAEGROAteAgMCAgICAgAAAgIAAgIAAgICAgICAgICAgAEAAAAAAACAgICAgICAgICAgICAgICAgICAgICAgICAgAAAAICAgICAgICAgICAgICAgICAgICAgICAgICAgICAAIAAgBB/TkLAQEAQZE6C14CAAICAgICAAACAgACAgACAgICAgICAgICAAMABAAAAAICAgICAgICAgICAgICAgICAgICAgICAgICAAAAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgACAEHwOwsNbG9zZWVlcC1hbGl2ZQBBiTwLAQEAQaA8C+ABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAQYk+CwEBAEGgPgvnAQEBAQEBAQEBAQEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBY2h1bmtlZABBsMAAC18BAQABAQEBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQBBkMIACyFlY3Rpb25lbnQtbGVuZ3Rob25yb3h5LWNvbm5lY3Rpb24AQcDCAAstcmFuc2Zlci1lbmNvZGluZ3BncmFkZQ0KDQoNClNNDQoNClRUUC9DRS9UU1AvAEH5wgALBQECAAEDAEGQwwAL4AEEAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBB+cQACwUBAgABAwBBkMUAC+ABBAEBBQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAQfnGAAsEAQAAAQBBkccAC98BAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBB+sgACwQBAAACAEGQyQALXwMEAAAEBAQEBAQEBAQEBAUEBAQEBAQEBAQEBAQABAAGBwQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEAEH6ygALBAEAAAEAQZDLAAsBAQBBqssAC0ECAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBB+swACwQBAAABAEGQzQALAQEAQZrNAAsGAgAAAAACAEGxzQALOgMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAQfDOAAuWAU5PVU5DRUVDS09VVE5FQ1RFVEVDUklCRUxVU0hFVEVBRFNFQVJDSFJHRUNUSVZJVFlMRU5EQVJWRU9USUZZUFRJT05TQ0hTRUFZU1RBVENIR0VPUkRJUkVDVE9SVFJDSFBBUkFNRVRFUlVSQ0VCU0NSSUJFQVJET1dOQUNFSU5ETktDS1VCU0NSSUJFSFRUUC9BRFRQLw==", "base64");
    }),
    3562: ((__unused_webpack_module, exports) => {
        Object.defineProperty(exports, "__esModule", {
            value: !0
        });
        exports.enumToMap = void 0;
        exports.enumToMap = function enumToMap(obj) {
            const res = {};
            Object.keys(obj).forEach(key => {
                const value = obj[key];
                "number" == typeof value && (res[key] = value);
            });
            return res;
        };
    }),
    2107: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {kClients} = __webpack_require__(33);
        const Agent = __webpack_require__(3779);
        const {kAgent, kMockAgentSet, kMockAgentGet, kDispatches, kIsMockActive, kNetConnect, kGetNetConnect, kOptions, kFactory} = __webpack_require__(7595);
        const MockClient = __webpack_require__(9271);
        const MockPool = __webpack_require__(2646);
        const {matchValue, buildMockOptions} = __webpack_require__(4511);
        const {InvalidArgumentError, UndiciError} = __webpack_require__(5793);
        const Dispatcher = __webpack_require__(6089);
        const Pluralizer = __webpack_require__(71);
        const PendingInterceptorsFormatter = __webpack_require__(2612);
        module.exports = class MockAgent extends Dispatcher {
            constructor(opts) {
                super(opts);
                this[kNetConnect] = !0;
                this[kIsMockActive] = !0;
                if (opts?.agent && "function" != typeof opts.agent.dispatch) throw new InvalidArgumentError("Argument opts.agent must implement Agent");
                const agent = opts?.agent ? opts.agent : new Agent(opts);
                this[kAgent] = agent;
                this[kClients] = agent[kClients];
                this[kOptions] = buildMockOptions(opts);
            }
            get(origin) {
                let dispatcher = this[kMockAgentGet](origin);
                if (!dispatcher) {
                    dispatcher = this[kFactory](origin);
                    this[kMockAgentSet](origin, dispatcher);
                }
                return dispatcher;
            }
            dispatch(opts, handler) {
                this.get(opts.origin);
                return this[kAgent].dispatch(opts, handler);
            }
            async close() {
                await this[kAgent].close();
                this[kClients].clear();
            }
            deactivate() {
                this[kIsMockActive] = !1;
            }
            activate() {
                this[kIsMockActive] = !0;
            }
            enableNetConnect(matcher) {
                if ("string" == typeof matcher || "function" == typeof matcher || matcher instanceof RegExp) Array.isArray(this[kNetConnect]) ? this[kNetConnect].push(matcher) : this[kNetConnect] = [ matcher ]; else {
                    if (void 0 !== matcher) throw new InvalidArgumentError("Unsupported matcher. Must be one of String|Function|RegExp.");
                    this[kNetConnect] = !0;
                }
            }
            disableNetConnect() {
                this[kNetConnect] = !1;
            }
            get isMockActive() {
                return this[kIsMockActive];
            }
            [kMockAgentSet](origin, dispatcher) {
                this[kClients].set(origin, dispatcher);
            }
            [kFactory](origin) {
                const mockOptions = Object.assign({
                    agent: this
                }, this[kOptions]);
                return this[kOptions] && 1 === this[kOptions].connections ? new MockClient(origin, mockOptions) : new MockPool(origin, mockOptions);
            }
            [kMockAgentGet](origin) {
                const client = this[kClients].get(origin);
                if (client) return client;
                if ("string" != typeof origin) {
                    const dispatcher = this[kFactory]("http://localhost:9999");
                    this[kMockAgentSet](origin, dispatcher);
                    return dispatcher;
                }
                for (const [keyMatcher, nonExplicitDispatcher] of Array.from(this[kClients])) if (nonExplicitDispatcher && "string" != typeof keyMatcher && matchValue(keyMatcher, origin)) {
                    const dispatcher = this[kFactory](origin);
                    this[kMockAgentSet](origin, dispatcher);
                    dispatcher[kDispatches] = nonExplicitDispatcher[kDispatches];
                    return dispatcher;
                }
            }
            [kGetNetConnect]() {
                return this[kNetConnect];
            }
            pendingInterceptors() {
                const mockAgentClients = this[kClients];
                return Array.from(mockAgentClients.entries()).flatMap(([origin, scope]) => scope[kDispatches].map(dispatch => ({
                    ...dispatch,
                    origin
                }))).filter(({pending}) => pending);
            }
            assertNoPendingInterceptors({pendingInterceptorsFormatter = new PendingInterceptorsFormatter} = {}) {
                const pending = this.pendingInterceptors();
                if (0 === pending.length) return;
                const pluralizer = new Pluralizer("interceptor", "interceptors").pluralize(pending.length);
                throw new UndiciError(`\n${pluralizer.count} ${pluralizer.noun} ${pluralizer.is} pending:\n\n${pendingInterceptorsFormatter.format(pending)}\n`.trim());
            }
        };
    }),
    9271: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {promisify} = __webpack_require__(7975);
        const Client = __webpack_require__(5215);
        const {buildMockDispatch} = __webpack_require__(4511);
        const {kDispatches, kMockAgent, kClose, kOriginalClose, kOrigin, kOriginalDispatch, kConnected} = __webpack_require__(7595);
        const {MockInterceptor} = __webpack_require__(4705);
        const Symbols = __webpack_require__(33);
        const {InvalidArgumentError} = __webpack_require__(5793);
        class MockClient extends Client {
            constructor(origin, opts) {
                super(origin, opts);
                if (!opts || !opts.agent || "function" != typeof opts.agent.dispatch) throw new InvalidArgumentError("Argument opts.agent must implement Agent");
                this[kMockAgent] = opts.agent;
                this[kOrigin] = origin;
                this[kDispatches] = [];
                this[kConnected] = 1;
                this[kOriginalDispatch] = this.dispatch;
                this[kOriginalClose] = this.close.bind(this);
                this.dispatch = buildMockDispatch.call(this);
                this.close = this[kClose];
            }
            get [Symbols.kConnected]() {
                return this[kConnected];
            }
            intercept(opts) {
                return new MockInterceptor(opts, this[kDispatches]);
            }
            async [kClose]() {
                await promisify(this[kOriginalClose])();
                this[kConnected] = 0;
                this[kMockAgent][Symbols.kClients].delete(this[kOrigin]);
            }
        }
        module.exports = MockClient;
    }),
    1427: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {UndiciError} = __webpack_require__(5793);
        const kMockNotMatchedError = Symbol.for("undici.error.UND_MOCK_ERR_MOCK_NOT_MATCHED");
        class MockNotMatchedError extends UndiciError {
            constructor(message) {
                super(message);
                Error.captureStackTrace(this, MockNotMatchedError);
                this.name = "MockNotMatchedError";
                this.message = message || "The request does not match any registered mock dispatches";
                this.code = "UND_MOCK_ERR_MOCK_NOT_MATCHED";
            }
            static [Symbol.hasInstance](instance) {
                return instance && !0 === instance[kMockNotMatchedError];
            }
            [kMockNotMatchedError]=!0;
        }
        module.exports = {
            MockNotMatchedError
        };
    }),
    4705: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {getResponseData, buildKey, addMockDispatch} = __webpack_require__(4511);
        const {kDispatches, kDispatchKey, kDefaultHeaders, kDefaultTrailers, kContentLength, kMockDispatch} = __webpack_require__(7595);
        const {InvalidArgumentError} = __webpack_require__(5793);
        const {buildURL} = __webpack_require__(586);
        class MockScope {
            constructor(mockDispatch) {
                this[kMockDispatch] = mockDispatch;
            }
            delay(waitInMs) {
                if ("number" != typeof waitInMs || !Number.isInteger(waitInMs) || waitInMs <= 0) throw new InvalidArgumentError("waitInMs must be a valid integer > 0");
                this[kMockDispatch].delay = waitInMs;
                return this;
            }
            persist() {
                this[kMockDispatch].persist = !0;
                return this;
            }
            times(repeatTimes) {
                if ("number" != typeof repeatTimes || !Number.isInteger(repeatTimes) || repeatTimes <= 0) throw new InvalidArgumentError("repeatTimes must be a valid integer > 0");
                this[kMockDispatch].times = repeatTimes;
                return this;
            }
        }
        module.exports.MockInterceptor = class MockInterceptor {
            constructor(opts, mockDispatches) {
                if ("object" != typeof opts) throw new InvalidArgumentError("opts must be an object");
                if (void 0 === opts.path) throw new InvalidArgumentError("opts.path must be defined");
                void 0 === opts.method && (opts.method = "GET");
                if ("string" == typeof opts.path) if (opts.query) opts.path = buildURL(opts.path, opts.query); else {
                    const parsedURL = new URL(opts.path, "data://");
                    opts.path = parsedURL.pathname + parsedURL.search;
                }
                "string" == typeof opts.method && (opts.method = opts.method.toUpperCase());
                this[kDispatchKey] = buildKey(opts);
                this[kDispatches] = mockDispatches;
                this[kDefaultHeaders] = {};
                this[kDefaultTrailers] = {};
                this[kContentLength] = !1;
            }
            createMockScopeDispatchData({statusCode, data, responseOptions}) {
                const responseData = getResponseData(data);
                const contentLength = this[kContentLength] ? {
                    "content-length": responseData.length
                } : {};
                return {
                    statusCode,
                    data,
                    headers: {
                        ...this[kDefaultHeaders],
                        ...contentLength,
                        ...responseOptions.headers
                    },
                    trailers: {
                        ...this[kDefaultTrailers],
                        ...responseOptions.trailers
                    }
                };
            }
            validateReplyParameters(replyParameters) {
                if (void 0 === replyParameters.statusCode) throw new InvalidArgumentError("statusCode must be defined");
                if ("object" != typeof replyParameters.responseOptions || null === replyParameters.responseOptions) throw new InvalidArgumentError("responseOptions must be an object");
            }
            reply(replyOptionsCallbackOrStatusCode) {
                if ("function" == typeof replyOptionsCallbackOrStatusCode) {
                    const wrappedDefaultsCallback = opts => {
                        const resolvedData = replyOptionsCallbackOrStatusCode(opts);
                        if ("object" != typeof resolvedData || null === resolvedData) throw new InvalidArgumentError("reply options callback must return an object");
                        const replyParameters = {
                            data: "",
                            responseOptions: {},
                            ...resolvedData
                        };
                        this.validateReplyParameters(replyParameters);
                        return {
                            ...this.createMockScopeDispatchData(replyParameters)
                        };
                    };
                    const newMockDispatch = addMockDispatch(this[kDispatches], this[kDispatchKey], wrappedDefaultsCallback);
                    return new MockScope(newMockDispatch);
                }
                const replyParameters = {
                    statusCode: replyOptionsCallbackOrStatusCode,
                    data: void 0 === arguments[1] ? "" : arguments[1],
                    responseOptions: void 0 === arguments[2] ? {} : arguments[2]
                };
                this.validateReplyParameters(replyParameters);
                const dispatchData = this.createMockScopeDispatchData(replyParameters);
                const newMockDispatch = addMockDispatch(this[kDispatches], this[kDispatchKey], dispatchData);
                return new MockScope(newMockDispatch);
            }
            replyWithError(error) {
                if (void 0 === error) throw new InvalidArgumentError("error must be defined");
                const newMockDispatch = addMockDispatch(this[kDispatches], this[kDispatchKey], {
                    error
                });
                return new MockScope(newMockDispatch);
            }
            defaultReplyHeaders(headers) {
                if (void 0 === headers) throw new InvalidArgumentError("headers must be defined");
                this[kDefaultHeaders] = headers;
                return this;
            }
            defaultReplyTrailers(trailers) {
                if (void 0 === trailers) throw new InvalidArgumentError("trailers must be defined");
                this[kDefaultTrailers] = trailers;
                return this;
            }
            replyContentLength() {
                this[kContentLength] = !0;
                return this;
            }
        };
        module.exports.MockScope = MockScope;
    }),
    2646: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {promisify} = __webpack_require__(7975);
        const Pool = __webpack_require__(7454);
        const {buildMockDispatch} = __webpack_require__(4511);
        const {kDispatches, kMockAgent, kClose, kOriginalClose, kOrigin, kOriginalDispatch, kConnected} = __webpack_require__(7595);
        const {MockInterceptor} = __webpack_require__(4705);
        const Symbols = __webpack_require__(33);
        const {InvalidArgumentError} = __webpack_require__(5793);
        class MockPool extends Pool {
            constructor(origin, opts) {
                super(origin, opts);
                if (!opts || !opts.agent || "function" != typeof opts.agent.dispatch) throw new InvalidArgumentError("Argument opts.agent must implement Agent");
                this[kMockAgent] = opts.agent;
                this[kOrigin] = origin;
                this[kDispatches] = [];
                this[kConnected] = 1;
                this[kOriginalDispatch] = this.dispatch;
                this[kOriginalClose] = this.close.bind(this);
                this.dispatch = buildMockDispatch.call(this);
                this.close = this[kClose];
            }
            get [Symbols.kConnected]() {
                return this[kConnected];
            }
            intercept(opts) {
                return new MockInterceptor(opts, this[kDispatches]);
            }
            async [kClose]() {
                await promisify(this[kOriginalClose])();
                this[kConnected] = 0;
                this[kMockAgent][Symbols.kClients].delete(this[kOrigin]);
            }
        }
        module.exports = MockPool;
    }),
    7595: (module => {
        module.exports = {
            kAgent: Symbol("agent"),
            kOptions: Symbol("options"),
            kFactory: Symbol("factory"),
            kDispatches: Symbol("dispatches"),
            kDispatchKey: Symbol("dispatch key"),
            kDefaultHeaders: Symbol("default headers"),
            kDefaultTrailers: Symbol("default trailers"),
            kContentLength: Symbol("content length"),
            kMockAgent: Symbol("mock agent"),
            kMockAgentSet: Symbol("mock agent set"),
            kMockAgentGet: Symbol("mock agent get"),
            kMockDispatch: Symbol("mock dispatch"),
            kClose: Symbol("close"),
            kOriginalClose: Symbol("original agent close"),
            kOrigin: Symbol("origin"),
            kIsMockActive: Symbol("is mock active"),
            kNetConnect: Symbol("net connect"),
            kGetNetConnect: Symbol("get net connect"),
            kConnected: Symbol("connected")
        };
    }),
    4511: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {MockNotMatchedError} = __webpack_require__(1427);
        const {kDispatches, kMockAgent, kOriginalDispatch, kOrigin, kGetNetConnect} = __webpack_require__(7595);
        const {buildURL} = __webpack_require__(586);
        const {STATUS_CODES} = __webpack_require__(7067);
        const {types: {isPromise}} = __webpack_require__(7975);
        function matchValue(match, value) {
            return "string" == typeof match ? match === value : match instanceof RegExp ? match.test(value) : "function" == typeof match && !0 === match(value);
        }
        function lowerCaseEntries(headers) {
            return Object.fromEntries(Object.entries(headers).map(([headerName, headerValue]) => [ headerName.toLocaleLowerCase(), headerValue ]));
        }
        function getHeaderByName(headers, key) {
            if (!Array.isArray(headers)) return "function" == typeof headers.get ? headers.get(key) : lowerCaseEntries(headers)[key.toLocaleLowerCase()];
            for (let i = 0; i < headers.length; i += 2) if (headers[i].toLocaleLowerCase() === key.toLocaleLowerCase()) return headers[i + 1];
        }
        function buildHeadersFromArray(headers) {
            const clone = headers.slice();
            const entries = [];
            for (let index = 0; index < clone.length; index += 2) entries.push([ clone[index], clone[index + 1] ]);
            return Object.fromEntries(entries);
        }
        function matchHeaders(mockDispatch, headers) {
            if ("function" == typeof mockDispatch.headers) {
                Array.isArray(headers) && (headers = buildHeadersFromArray(headers));
                return mockDispatch.headers(headers ? lowerCaseEntries(headers) : {});
            }
            if (void 0 === mockDispatch.headers) return !0;
            if ("object" != typeof headers || "object" != typeof mockDispatch.headers) return !1;
            for (const [matchHeaderName, matchHeaderValue] of Object.entries(mockDispatch.headers)) if (!matchValue(matchHeaderValue, getHeaderByName(headers, matchHeaderName))) return !1;
            return !0;
        }
        function safeUrl(path) {
            if ("string" != typeof path) return path;
            const pathSegments = path.split("?");
            if (2 !== pathSegments.length) return path;
            const qp = new URLSearchParams(pathSegments.pop());
            qp.sort();
            return [ ...pathSegments, qp.toString() ].join("?");
        }
        function getResponseData(data) {
            return Buffer.isBuffer(data) || data instanceof Uint8Array || data instanceof ArrayBuffer ? data : "object" == typeof data ? JSON.stringify(data) : data.toString();
        }
        function getMockDispatch(mockDispatches, key) {
            const basePath = key.query ? buildURL(key.path, key.query) : key.path;
            const resolvedPath = "string" == typeof basePath ? safeUrl(basePath) : basePath;
            let matchedMockDispatches = mockDispatches.filter(({consumed}) => !consumed).filter(({path}) => matchValue(safeUrl(path), resolvedPath));
            if (0 === matchedMockDispatches.length) throw new MockNotMatchedError(`Mock dispatch not matched for path '${resolvedPath}'`);
            matchedMockDispatches = matchedMockDispatches.filter(({method}) => matchValue(method, key.method));
            if (0 === matchedMockDispatches.length) throw new MockNotMatchedError(`Mock dispatch not matched for method '${key.method}' on path '${resolvedPath}'`);
            matchedMockDispatches = matchedMockDispatches.filter(({body}) => void 0 === body || matchValue(body, key.body));
            if (0 === matchedMockDispatches.length) throw new MockNotMatchedError(`Mock dispatch not matched for body '${key.body}' on path '${resolvedPath}'`);
            matchedMockDispatches = matchedMockDispatches.filter(mockDispatch => matchHeaders(mockDispatch, key.headers));
            if (0 === matchedMockDispatches.length) {
                const headers = "object" == typeof key.headers ? JSON.stringify(key.headers) : key.headers;
                throw new MockNotMatchedError(`Mock dispatch not matched for headers '${headers}' on path '${resolvedPath}'`);
            }
            return matchedMockDispatches[0];
        }
        function deleteMockDispatch(mockDispatches, key) {
            const index = mockDispatches.findIndex(dispatch => !!dispatch.consumed && function matchKey(mockDispatch, {path, method, body, headers}) {
                const pathMatch = matchValue(mockDispatch.path, path);
                const methodMatch = matchValue(mockDispatch.method, method);
                const bodyMatch = void 0 === mockDispatch.body || matchValue(mockDispatch.body, body);
                const headersMatch = matchHeaders(mockDispatch, headers);
                return pathMatch && methodMatch && bodyMatch && headersMatch;
            }(dispatch, key));
            -1 !== index && mockDispatches.splice(index, 1);
        }
        function buildKey(opts) {
            const {path, method, body, headers, query} = opts;
            return {
                path,
                method,
                body,
                headers,
                query
            };
        }
        function generateKeyValues(data) {
            const keys = Object.keys(data);
            const result = [];
            for (let i = 0; i < keys.length; ++i) {
                const key = keys[i];
                const value = data[key];
                const name = Buffer.from(`${key}`);
                if (Array.isArray(value)) for (let j = 0; j < value.length; ++j) result.push(name, Buffer.from(`${value[j]}`)); else result.push(name, Buffer.from(`${value}`));
            }
            return result;
        }
        function getStatusText(statusCode) {
            return STATUS_CODES[statusCode] || "unknown";
        }
        function mockDispatch(opts, handler) {
            const key = buildKey(opts);
            const mockDispatch = getMockDispatch(this[kDispatches], key);
            mockDispatch.timesInvoked++;
            mockDispatch.data.callback && (mockDispatch.data = {
                ...mockDispatch.data,
                ...mockDispatch.data.callback(opts)
            });
            const {data: {statusCode, data, headers, trailers, error}, delay, persist} = mockDispatch;
            const {timesInvoked, times} = mockDispatch;
            mockDispatch.consumed = !persist && timesInvoked >= times;
            mockDispatch.pending = timesInvoked < times;
            if (null !== error) {
                deleteMockDispatch(this[kDispatches], key);
                handler.onError(error);
                return !0;
            }
            "number" == typeof delay && delay > 0 ? setTimeout(() => {
                handleReply(this[kDispatches]);
            }, delay) : handleReply(this[kDispatches]);
            function handleReply(mockDispatches, _data = data) {
                const optsHeaders = Array.isArray(opts.headers) ? buildHeadersFromArray(opts.headers) : opts.headers;
                const body = "function" == typeof _data ? _data({
                    ...opts,
                    headers: optsHeaders
                }) : _data;
                if (isPromise(body)) {
                    body.then(newData => handleReply(mockDispatches, newData));
                    return;
                }
                const responseData = getResponseData(body);
                const responseHeaders = generateKeyValues(headers);
                const responseTrailers = generateKeyValues(trailers);
                handler.onConnect?.(err => handler.onError(err), null);
                handler.onHeaders?.(statusCode, responseHeaders, resume, getStatusText(statusCode));
                handler.onData?.(Buffer.from(responseData));
                handler.onComplete?.(responseTrailers);
                deleteMockDispatch(mockDispatches, key);
            }
            function resume() {}
            return !0;
        }
        function checkNetConnect(netConnect, origin) {
            const url = new URL(origin);
            return !0 === netConnect || !(!Array.isArray(netConnect) || !netConnect.some(matcher => matchValue(matcher, url.host)));
        }
        module.exports = {
            getResponseData,
            getMockDispatch,
            addMockDispatch: function addMockDispatch(mockDispatches, key, data) {
                const newMockDispatch = {
                    timesInvoked: 0,
                    times: 1,
                    persist: !1,
                    consumed: !1,
                    ...key,
                    pending: !0,
                    data: {
                        error: null,
                        ..."function" == typeof data ? {
                            callback: data
                        } : {
                            ...data
                        }
                    }
                };
                mockDispatches.push(newMockDispatch);
                return newMockDispatch;
            },
            deleteMockDispatch,
            buildKey,
            generateKeyValues,
            matchValue,
            getResponse: async function getResponse(body) {
                const buffers = [];
                for await (const data of body) buffers.push(data);
                return Buffer.concat(buffers).toString("utf8");
            },
            getStatusText,
            mockDispatch,
            buildMockDispatch: function buildMockDispatch() {
                const agent = this[kMockAgent];
                const origin = this[kOrigin];
                const originalDispatch = this[kOriginalDispatch];
                return function dispatch(opts, handler) {
                    if (agent.isMockActive) try {
                        mockDispatch.call(this, opts, handler);
                    } catch (error) {
                        if (!(error instanceof MockNotMatchedError)) throw error;
                        {
                            const netConnect = agent[kGetNetConnect]();
                            if (!1 === netConnect) throw new MockNotMatchedError(`${error.message}: subsequent request to origin ${origin} was not allowed (net.connect disabled)`);
                            if (!checkNetConnect(netConnect, origin)) throw new MockNotMatchedError(`${error.message}: subsequent request to origin ${origin} was not allowed (net.connect is not enabled for this origin)`);
                            originalDispatch.call(this, opts, handler);
                        }
                    } else originalDispatch.call(this, opts, handler);
                };
            },
            checkNetConnect,
            buildMockOptions: function buildMockOptions(opts) {
                if (opts) {
                    const {agent, ...mockOptions} = opts;
                    return mockOptions;
                }
            },
            getHeaderByName,
            buildHeadersFromArray
        };
    }),
    2612: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {Transform} = __webpack_require__(7075);
        const {Console} = __webpack_require__(7540);
        const PERSISTENT = process.versions.icu ? "✅" : "Y ";
        const NOT_PERSISTENT = process.versions.icu ? "❌" : "N ";
        module.exports = class PendingInterceptorsFormatter {
            constructor({disableColors} = {}) {
                this.transform = new Transform({
                    transform(chunk, _enc, cb) {
                        cb(null, chunk);
                    }
                });
                this.logger = new Console({
                    stdout: this.transform,
                    inspectOptions: {
                        colors: !disableColors && !process.env.CI
                    }
                });
            }
            format(pendingInterceptors) {
                const withPrettyHeaders = pendingInterceptors.map(({method, path, data: {statusCode}, persist, times, timesInvoked, origin}) => ({
                    Method: method,
                    Origin: origin,
                    Path: path,
                    "Status code": statusCode,
                    Persistent: persist ? PERSISTENT : NOT_PERSISTENT,
                    Invocations: timesInvoked,
                    Remaining: persist ? 1 / 0 : times - timesInvoked
                }));
                this.logger.table(withPrettyHeaders);
                return this.transform.read().toString();
            }
        };
    }),
    71: (module => {
        const singulars = {
            pronoun: "it",
            is: "is",
            was: "was",
            this: "this"
        };
        const plurals = {
            pronoun: "they",
            is: "are",
            was: "were",
            this: "these"
        };
        module.exports = class Pluralizer {
            constructor(singular, plural) {
                this.singular = singular;
                this.plural = plural;
            }
            pluralize(count) {
                const one = 1 === count;
                return {
                    ...one ? singulars : plurals,
                    count,
                    noun: one ? this.singular : this.plural
                };
            }
        };
    }),
    1017: (module => {
        let fastNow = 0;
        let fastNowTimeout;
        const kFastTimer = Symbol("kFastTimer");
        const fastTimers = [];
        function onTick() {
            fastNow += 499;
            let idx = 0;
            let len = fastTimers.length;
            for (;idx < len; ) {
                const timer = fastTimers[idx];
                if (0 === timer._state) {
                    timer._idleStart = fastNow - 499;
                    timer._state = 1;
                } else if (1 === timer._state && fastNow >= timer._idleStart + timer._idleTimeout) {
                    timer._state = -1;
                    timer._idleStart = -1;
                    timer._onTimeout(timer._timerArg);
                }
                if (-1 === timer._state) {
                    timer._state = -2;
                    0 !== --len && (fastTimers[idx] = fastTimers[len]);
                } else ++idx;
            }
            fastTimers.length = len;
            0 !== fastTimers.length && refreshTimeout();
        }
        function refreshTimeout() {
            if (fastNowTimeout) fastNowTimeout.refresh(); else {
                clearTimeout(fastNowTimeout);
                fastNowTimeout = setTimeout(onTick, 499);
                fastNowTimeout.unref && fastNowTimeout.unref();
            }
        }
        class FastTimer {
            [kFastTimer]=!0;
            _state=-2;
            _idleTimeout=-1;
            _idleStart=-1;
            _onTimeout;
            _timerArg;
            constructor(callback, delay, arg) {
                this._onTimeout = callback;
                this._idleTimeout = delay;
                this._timerArg = arg;
                this.refresh();
            }
            refresh() {
                -2 === this._state && fastTimers.push(this);
                fastNowTimeout && 1 !== fastTimers.length || refreshTimeout();
                this._state = 0;
            }
            clear() {
                this._state = -1;
                this._idleStart = -1;
            }
        }
        module.exports = {
            setTimeout: (callback, delay, arg) => delay <= 1e3 ? setTimeout(callback, delay, arg) : new FastTimer(callback, delay, arg),
            clearTimeout(timeout) {
                timeout[kFastTimer] ? timeout.clear() : clearTimeout(timeout);
            },
            setFastTimeout: (callback, delay, arg) => new FastTimer(callback, delay, arg),
            clearFastTimeout(timeout) {
                timeout.clear();
            },
            now: () => fastNow,
            tick(delay = 0) {
                fastNow += delay - 1e3 + 1;
                onTick();
                onTick();
            },
            reset() {
                fastNow = 0;
                fastTimers.length = 0;
                clearTimeout(fastNowTimeout);
                fastNowTimeout = null;
            },
            kFastTimer
        };
    }),
    8036: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {kConstruct} = __webpack_require__(1519);
        const {urlEquals, getFieldValues} = __webpack_require__(5679);
        const {kEnumerableProperty, isDisturbed} = __webpack_require__(586);
        const {webidl} = __webpack_require__(6083);
        const {Response, cloneResponse, fromInnerResponse} = __webpack_require__(9141);
        const {Request, fromInnerRequest} = __webpack_require__(5601);
        const {kState} = __webpack_require__(1693);
        const {fetching} = __webpack_require__(7532);
        const {urlIsHttpHttpsScheme, createDeferredPromise, readAllBytes} = __webpack_require__(9774);
        const assert = __webpack_require__(4589);
        class Cache {
            #relevantRequestResponseList;
            constructor() {
                arguments[0] !== kConstruct && webidl.illegalConstructor();
                webidl.util.markAsUncloneable(this);
                this.#relevantRequestResponseList = arguments[1];
            }
            async match(request, options = {}) {
                webidl.brandCheck(this, Cache);
                webidl.argumentLengthCheck(arguments, 1, "Cache.match");
                request = webidl.converters.RequestInfo(request, "Cache.match", "request");
                options = webidl.converters.CacheQueryOptions(options, "Cache.match", "options");
                const p = this.#internalMatchAll(request, options, 1);
                if (0 !== p.length) return p[0];
            }
            async matchAll(request = void 0, options = {}) {
                webidl.brandCheck(this, Cache);
                void 0 !== request && (request = webidl.converters.RequestInfo(request, "Cache.matchAll", "request"));
                options = webidl.converters.CacheQueryOptions(options, "Cache.matchAll", "options");
                return this.#internalMatchAll(request, options);
            }
            async add(request) {
                webidl.brandCheck(this, Cache);
                webidl.argumentLengthCheck(arguments, 1, "Cache.add");
                const requests = [ request = webidl.converters.RequestInfo(request, "Cache.add", "request") ];
                const responseArrayPromise = this.addAll(requests);
                return await responseArrayPromise;
            }
            async addAll(requests) {
                webidl.brandCheck(this, Cache);
                const prefix = "Cache.addAll";
                webidl.argumentLengthCheck(arguments, 1, prefix);
                const responsePromises = [];
                const requestList = [];
                for (let request of requests) {
                    if (void 0 === request) throw webidl.errors.conversionFailed({
                        prefix,
                        argument: "Argument 1",
                        types: [ "undefined is not allowed" ]
                    });
                    request = webidl.converters.RequestInfo(request);
                    if ("string" == typeof request) continue;
                    const r = request[kState];
                    if (!urlIsHttpHttpsScheme(r.url) || "GET" !== r.method) throw webidl.errors.exception({
                        header: prefix,
                        message: "Expected http/s scheme when method is not GET."
                    });
                }
                const fetchControllers = [];
                for (const request of requests) {
                    const r = new Request(request)[kState];
                    if (!urlIsHttpHttpsScheme(r.url)) throw webidl.errors.exception({
                        header: prefix,
                        message: "Expected http/s scheme."
                    });
                    r.initiator = "fetch";
                    r.destination = "subresource";
                    requestList.push(r);
                    const responsePromise = createDeferredPromise();
                    fetchControllers.push(fetching({
                        request: r,
                        processResponse(response) {
                            if ("error" === response.type || 206 === response.status || response.status < 200 || response.status > 299) responsePromise.reject(webidl.errors.exception({
                                header: "Cache.addAll",
                                message: "Received an invalid status code or the request failed."
                            })); else if (response.headersList.contains("vary")) {
                                const fieldValues = getFieldValues(response.headersList.get("vary"));
                                for (const fieldValue of fieldValues) if ("*" === fieldValue) {
                                    responsePromise.reject(webidl.errors.exception({
                                        header: "Cache.addAll",
                                        message: "invalid vary field value"
                                    }));
                                    for (const controller of fetchControllers) controller.abort();
                                    return;
                                }
                            }
                        },
                        processResponseEndOfBody(response) {
                            response.aborted ? responsePromise.reject(new DOMException("aborted", "AbortError")) : responsePromise.resolve(response);
                        }
                    }));
                    responsePromises.push(responsePromise.promise);
                }
                const p = Promise.all(responsePromises);
                const responses = await p;
                const operations = [];
                let index = 0;
                for (const response of responses) {
                    const operation = {
                        type: "put",
                        request: requestList[index],
                        response
                    };
                    operations.push(operation);
                    index++;
                }
                const cacheJobPromise = createDeferredPromise();
                let errorData = null;
                try {
                    this.#batchCacheOperations(operations);
                } catch (e) {
                    errorData = e;
                }
                queueMicrotask(() => {
                    null === errorData ? cacheJobPromise.resolve(void 0) : cacheJobPromise.reject(errorData);
                });
                return cacheJobPromise.promise;
            }
            async put(request, response) {
                webidl.brandCheck(this, Cache);
                const prefix = "Cache.put";
                webidl.argumentLengthCheck(arguments, 2, prefix);
                request = webidl.converters.RequestInfo(request, prefix, "request");
                response = webidl.converters.Response(response, prefix, "response");
                let innerRequest = null;
                innerRequest = request instanceof Request ? request[kState] : new Request(request)[kState];
                if (!urlIsHttpHttpsScheme(innerRequest.url) || "GET" !== innerRequest.method) throw webidl.errors.exception({
                    header: prefix,
                    message: "Expected an http/s scheme when method is not GET"
                });
                const innerResponse = response[kState];
                if (206 === innerResponse.status) throw webidl.errors.exception({
                    header: prefix,
                    message: "Got 206 status"
                });
                if (innerResponse.headersList.contains("vary")) {
                    const fieldValues = getFieldValues(innerResponse.headersList.get("vary"));
                    for (const fieldValue of fieldValues) if ("*" === fieldValue) throw webidl.errors.exception({
                        header: prefix,
                        message: "Got * vary field value"
                    });
                }
                if (innerResponse.body && (isDisturbed(innerResponse.body.stream) || innerResponse.body.stream.locked)) throw webidl.errors.exception({
                    header: prefix,
                    message: "Response body is locked or disturbed"
                });
                const clonedResponse = cloneResponse(innerResponse);
                const bodyReadPromise = createDeferredPromise();
                if (null != innerResponse.body) {
                    const reader = innerResponse.body.stream.getReader();
                    readAllBytes(reader).then(bodyReadPromise.resolve, bodyReadPromise.reject);
                } else bodyReadPromise.resolve(void 0);
                const operations = [];
                const operation = {
                    type: "put",
                    request: innerRequest,
                    response: clonedResponse
                };
                operations.push(operation);
                const bytes = await bodyReadPromise.promise;
                null != clonedResponse.body && (clonedResponse.body.source = bytes);
                const cacheJobPromise = createDeferredPromise();
                let errorData = null;
                try {
                    this.#batchCacheOperations(operations);
                } catch (e) {
                    errorData = e;
                }
                queueMicrotask(() => {
                    null === errorData ? cacheJobPromise.resolve() : cacheJobPromise.reject(errorData);
                });
                return cacheJobPromise.promise;
            }
            async delete(request, options = {}) {
                webidl.brandCheck(this, Cache);
                const prefix = "Cache.delete";
                webidl.argumentLengthCheck(arguments, 1, prefix);
                request = webidl.converters.RequestInfo(request, prefix, "request");
                options = webidl.converters.CacheQueryOptions(options, prefix, "options");
                let r = null;
                if (request instanceof Request) {
                    r = request[kState];
                    if ("GET" !== r.method && !options.ignoreMethod) return !1;
                } else {
                    assert("string" == typeof request);
                    r = new Request(request)[kState];
                }
                const operations = [];
                const operation = {
                    type: "delete",
                    request: r,
                    options
                };
                operations.push(operation);
                const cacheJobPromise = createDeferredPromise();
                let errorData = null;
                let requestResponses;
                try {
                    requestResponses = this.#batchCacheOperations(operations);
                } catch (e) {
                    errorData = e;
                }
                queueMicrotask(() => {
                    null === errorData ? cacheJobPromise.resolve(!!requestResponses?.length) : cacheJobPromise.reject(errorData);
                });
                return cacheJobPromise.promise;
            }
            async keys(request = void 0, options = {}) {
                webidl.brandCheck(this, Cache);
                void 0 !== request && (request = webidl.converters.RequestInfo(request, "Cache.keys", "request"));
                options = webidl.converters.CacheQueryOptions(options, "Cache.keys", "options");
                let r = null;
                if (void 0 !== request) if (request instanceof Request) {
                    r = request[kState];
                    if ("GET" !== r.method && !options.ignoreMethod) return [];
                } else "string" == typeof request && (r = new Request(request)[kState]);
                const promise = createDeferredPromise();
                const requests = [];
                if (void 0 === request) for (const requestResponse of this.#relevantRequestResponseList) requests.push(requestResponse[0]); else {
                    const requestResponses = this.#queryCache(r, options);
                    for (const requestResponse of requestResponses) requests.push(requestResponse[0]);
                }
                queueMicrotask(() => {
                    const requestList = [];
                    for (const request of requests) {
                        const requestObject = fromInnerRequest(request, (new AbortController).signal, "immutable");
                        requestList.push(requestObject);
                    }
                    promise.resolve(Object.freeze(requestList));
                });
                return promise.promise;
            }
            #batchCacheOperations(operations) {
                const cache = this.#relevantRequestResponseList;
                const backupCache = [ ...cache ];
                const addedItems = [];
                const resultList = [];
                try {
                    for (const operation of operations) {
                        if ("delete" !== operation.type && "put" !== operation.type) throw webidl.errors.exception({
                            header: "Cache.#batchCacheOperations",
                            message: 'operation type does not match "delete" or "put"'
                        });
                        if ("delete" === operation.type && null != operation.response) throw webidl.errors.exception({
                            header: "Cache.#batchCacheOperations",
                            message: "delete operation should not have an associated response"
                        });
                        if (this.#queryCache(operation.request, operation.options, addedItems).length) throw new DOMException("???", "InvalidStateError");
                        let requestResponses;
                        if ("delete" === operation.type) {
                            requestResponses = this.#queryCache(operation.request, operation.options);
                            if (0 === requestResponses.length) return [];
                            for (const requestResponse of requestResponses) {
                                const idx = cache.indexOf(requestResponse);
                                assert(-1 !== idx);
                                cache.splice(idx, 1);
                            }
                        } else if ("put" === operation.type) {
                            if (null == operation.response) throw webidl.errors.exception({
                                header: "Cache.#batchCacheOperations",
                                message: "put operation should have an associated response"
                            });
                            const r = operation.request;
                            if (!urlIsHttpHttpsScheme(r.url)) throw webidl.errors.exception({
                                header: "Cache.#batchCacheOperations",
                                message: "expected http or https scheme"
                            });
                            if ("GET" !== r.method) throw webidl.errors.exception({
                                header: "Cache.#batchCacheOperations",
                                message: "not get method"
                            });
                            if (null != operation.options) throw webidl.errors.exception({
                                header: "Cache.#batchCacheOperations",
                                message: "options must not be defined"
                            });
                            requestResponses = this.#queryCache(operation.request);
                            for (const requestResponse of requestResponses) {
                                const idx = cache.indexOf(requestResponse);
                                assert(-1 !== idx);
                                cache.splice(idx, 1);
                            }
                            cache.push([ operation.request, operation.response ]);
                            addedItems.push([ operation.request, operation.response ]);
                        }
                        resultList.push([ operation.request, operation.response ]);
                    }
                    return resultList;
                } catch (e) {
                    this.#relevantRequestResponseList.length = 0;
                    this.#relevantRequestResponseList = backupCache;
                    throw e;
                }
            }
            #queryCache(requestQuery, options, targetStorage) {
                const resultList = [];
                const storage = targetStorage ?? this.#relevantRequestResponseList;
                for (const requestResponse of storage) {
                    const [cachedRequest, cachedResponse] = requestResponse;
                    this.#requestMatchesCachedItem(requestQuery, cachedRequest, cachedResponse, options) && resultList.push(requestResponse);
                }
                return resultList;
            }
            #requestMatchesCachedItem(requestQuery, request, response = null, options) {
                const queryURL = new URL(requestQuery.url);
                const cachedURL = new URL(request.url);
                if (options?.ignoreSearch) {
                    cachedURL.search = "";
                    queryURL.search = "";
                }
                if (!urlEquals(queryURL, cachedURL, !0)) return !1;
                if (null == response || options?.ignoreVary || !response.headersList.contains("vary")) return !0;
                const fieldValues = getFieldValues(response.headersList.get("vary"));
                for (const fieldValue of fieldValues) {
                    if ("*" === fieldValue) return !1;
                    if (request.headersList.get(fieldValue) !== requestQuery.headersList.get(fieldValue)) return !1;
                }
                return !0;
            }
            #internalMatchAll(request, options, maxResponses = 1 / 0) {
                let r = null;
                if (void 0 !== request) if (request instanceof Request) {
                    r = request[kState];
                    if ("GET" !== r.method && !options.ignoreMethod) return [];
                } else "string" == typeof request && (r = new Request(request)[kState]);
                const responses = [];
                if (void 0 === request) for (const requestResponse of this.#relevantRequestResponseList) responses.push(requestResponse[1]); else {
                    const requestResponses = this.#queryCache(r, options);
                    for (const requestResponse of requestResponses) responses.push(requestResponse[1]);
                }
                const responseList = [];
                for (const response of responses) {
                    const responseObject = fromInnerResponse(response, "immutable");
                    responseList.push(responseObject.clone());
                    if (responseList.length >= maxResponses) break;
                }
                return Object.freeze(responseList);
            }
        }
        Object.defineProperties(Cache.prototype, {
            [Symbol.toStringTag]: {
                value: "Cache",
                configurable: !0
            },
            match: kEnumerableProperty,
            matchAll: kEnumerableProperty,
            add: kEnumerableProperty,
            addAll: kEnumerableProperty,
            put: kEnumerableProperty,
            delete: kEnumerableProperty,
            keys: kEnumerableProperty
        });
        const cacheQueryOptionConverters = [ {
            key: "ignoreSearch",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        }, {
            key: "ignoreMethod",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        }, {
            key: "ignoreVary",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        } ];
        webidl.converters.CacheQueryOptions = webidl.dictionaryConverter(cacheQueryOptionConverters);
        webidl.converters.MultiCacheQueryOptions = webidl.dictionaryConverter([ ...cacheQueryOptionConverters, {
            key: "cacheName",
            converter: webidl.converters.DOMString
        } ]);
        webidl.converters.Response = webidl.interfaceConverter(Response);
        webidl.converters["sequence<RequestInfo>"] = webidl.sequenceConverter(webidl.converters.RequestInfo);
        module.exports = {
            Cache
        };
    }),
    1627: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {kConstruct} = __webpack_require__(1519);
        const {Cache} = __webpack_require__(8036);
        const {webidl} = __webpack_require__(6083);
        const {kEnumerableProperty} = __webpack_require__(586);
        class CacheStorage {
            #caches=new Map;
            constructor() {
                arguments[0] !== kConstruct && webidl.illegalConstructor();
                webidl.util.markAsUncloneable(this);
            }
            async match(request, options = {}) {
                webidl.brandCheck(this, CacheStorage);
                webidl.argumentLengthCheck(arguments, 1, "CacheStorage.match");
                request = webidl.converters.RequestInfo(request);
                if (null != (options = webidl.converters.MultiCacheQueryOptions(options)).cacheName) {
                    if (this.#caches.has(options.cacheName)) {
                        const cacheList = this.#caches.get(options.cacheName);
                        const cache = new Cache(kConstruct, cacheList);
                        return await cache.match(request, options);
                    }
                } else for (const cacheList of this.#caches.values()) {
                    const cache = new Cache(kConstruct, cacheList);
                    const response = await cache.match(request, options);
                    if (void 0 !== response) return response;
                }
            }
            async has(cacheName) {
                webidl.brandCheck(this, CacheStorage);
                webidl.argumentLengthCheck(arguments, 1, "CacheStorage.has");
                cacheName = webidl.converters.DOMString(cacheName, "CacheStorage.has", "cacheName");
                return this.#caches.has(cacheName);
            }
            async open(cacheName) {
                webidl.brandCheck(this, CacheStorage);
                webidl.argumentLengthCheck(arguments, 1, "CacheStorage.open");
                cacheName = webidl.converters.DOMString(cacheName, "CacheStorage.open", "cacheName");
                if (this.#caches.has(cacheName)) {
                    const cache = this.#caches.get(cacheName);
                    return new Cache(kConstruct, cache);
                }
                const cache = [];
                this.#caches.set(cacheName, cache);
                return new Cache(kConstruct, cache);
            }
            async delete(cacheName) {
                webidl.brandCheck(this, CacheStorage);
                const prefix = "CacheStorage.delete";
                webidl.argumentLengthCheck(arguments, 1, prefix);
                cacheName = webidl.converters.DOMString(cacheName, prefix, "cacheName");
                return this.#caches.delete(cacheName);
            }
            async keys() {
                webidl.brandCheck(this, CacheStorage);
                return [ ...this.#caches.keys() ];
            }
        }
        Object.defineProperties(CacheStorage.prototype, {
            [Symbol.toStringTag]: {
                value: "CacheStorage",
                configurable: !0
            },
            match: kEnumerableProperty,
            has: kEnumerableProperty,
            open: kEnumerableProperty,
            delete: kEnumerableProperty,
            keys: kEnumerableProperty
        });
        module.exports = {
            CacheStorage
        };
    }),
    1519: ((module, __unused_webpack_exports, __webpack_require__) => {
        module.exports = {
            kConstruct: __webpack_require__(33).kConstruct
        };
    }),
    5679: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const {URLSerializer} = __webpack_require__(2318);
        const {isValidHeaderName} = __webpack_require__(9774);
        module.exports = {
            urlEquals: function urlEquals(A, B, excludeFragment = !1) {
                return URLSerializer(A, excludeFragment) === URLSerializer(B, excludeFragment);
            },
            getFieldValues: function getFieldValues(header) {
                assert(null !== header);
                const values = [];
                for (let value of header.split(",")) {
                    value = value.trim();
                    isValidHeaderName(value) && values.push(value);
                }
                return values;
            }
        };
    }),
    9234: (module => {
        module.exports = {
            maxAttributeValueSize: 1024,
            maxNameValuePairSize: 4096
        };
    }),
    3775: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {parseSetCookie} = __webpack_require__(6024);
        const {stringify} = __webpack_require__(1631);
        const {webidl} = __webpack_require__(6083);
        const {Headers} = __webpack_require__(1470);
        function setCookie(headers, cookie) {
            webidl.argumentLengthCheck(arguments, 2, "setCookie");
            webidl.brandCheck(headers, Headers, {
                strict: !1
            });
            cookie = webidl.converters.Cookie(cookie);
            const str = stringify(cookie);
            str && headers.append("Set-Cookie", str);
        }
        webidl.converters.DeleteCookieAttributes = webidl.dictionaryConverter([ {
            converter: webidl.nullableConverter(webidl.converters.DOMString),
            key: "path",
            defaultValue: () => null
        }, {
            converter: webidl.nullableConverter(webidl.converters.DOMString),
            key: "domain",
            defaultValue: () => null
        } ]);
        webidl.converters.Cookie = webidl.dictionaryConverter([ {
            converter: webidl.converters.DOMString,
            key: "name"
        }, {
            converter: webidl.converters.DOMString,
            key: "value"
        }, {
            converter: webidl.nullableConverter(value => "number" == typeof value ? webidl.converters["unsigned long long"](value) : new Date(value)),
            key: "expires",
            defaultValue: () => null
        }, {
            converter: webidl.nullableConverter(webidl.converters["long long"]),
            key: "maxAge",
            defaultValue: () => null
        }, {
            converter: webidl.nullableConverter(webidl.converters.DOMString),
            key: "domain",
            defaultValue: () => null
        }, {
            converter: webidl.nullableConverter(webidl.converters.DOMString),
            key: "path",
            defaultValue: () => null
        }, {
            converter: webidl.nullableConverter(webidl.converters.boolean),
            key: "secure",
            defaultValue: () => null
        }, {
            converter: webidl.nullableConverter(webidl.converters.boolean),
            key: "httpOnly",
            defaultValue: () => null
        }, {
            converter: webidl.converters.USVString,
            key: "sameSite",
            allowedValues: [ "Strict", "Lax", "None" ]
        }, {
            converter: webidl.sequenceConverter(webidl.converters.DOMString),
            key: "unparsed",
            defaultValue: () => new Array(0)
        } ]);
        module.exports = {
            getCookies: function getCookies(headers) {
                webidl.argumentLengthCheck(arguments, 1, "getCookies");
                webidl.brandCheck(headers, Headers, {
                    strict: !1
                });
                const cookie = headers.get("cookie");
                const out = {};
                if (!cookie) return out;
                for (const piece of cookie.split(";")) {
                    const [name, ...value] = piece.split("=");
                    out[name.trim()] = value.join("=");
                }
                return out;
            },
            deleteCookie: function deleteCookie(headers, name, attributes) {
                webidl.brandCheck(headers, Headers, {
                    strict: !1
                });
                webidl.argumentLengthCheck(arguments, 2, "deleteCookie");
                name = webidl.converters.DOMString(name, "deleteCookie", "name");
                attributes = webidl.converters.DeleteCookieAttributes(attributes);
                setCookie(headers, {
                    name,
                    value: "",
                    expires: new Date(0),
                    ...attributes
                });
            },
            getSetCookies: function getSetCookies(headers) {
                webidl.argumentLengthCheck(arguments, 1, "getSetCookies");
                webidl.brandCheck(headers, Headers, {
                    strict: !1
                });
                const cookies = headers.getSetCookie();
                return cookies ? cookies.map(pair => parseSetCookie(pair)) : [];
            },
            setCookie
        };
    }),
    6024: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {maxNameValuePairSize, maxAttributeValueSize} = __webpack_require__(9234);
        const {isCTLExcludingHtab} = __webpack_require__(1631);
        const {collectASequenceOfCodePointsFast} = __webpack_require__(2318);
        const assert = __webpack_require__(4589);
        function parseUnparsedAttributes(unparsedAttributes, cookieAttributeList = {}) {
            if (0 === unparsedAttributes.length) return cookieAttributeList;
            assert(";" === unparsedAttributes[0]);
            let cookieAv = "";
            if ((unparsedAttributes = unparsedAttributes.slice(1)).includes(";")) {
                cookieAv = collectASequenceOfCodePointsFast(";", unparsedAttributes, {
                    position: 0
                });
                unparsedAttributes = unparsedAttributes.slice(cookieAv.length);
            } else {
                cookieAv = unparsedAttributes;
                unparsedAttributes = "";
            }
            let attributeName = "";
            let attributeValue = "";
            if (cookieAv.includes("=")) {
                const position = {
                    position: 0
                };
                attributeName = collectASequenceOfCodePointsFast("=", cookieAv, position);
                attributeValue = cookieAv.slice(position.position + 1);
            } else attributeName = cookieAv;
            attributeName = attributeName.trim();
            attributeValue = attributeValue.trim();
            if (attributeValue.length > maxAttributeValueSize) return parseUnparsedAttributes(unparsedAttributes, cookieAttributeList);
            const attributeNameLowercase = attributeName.toLowerCase();
            if ("expires" === attributeNameLowercase) {
                const expiryTime = new Date(attributeValue);
                cookieAttributeList.expires = expiryTime;
            } else if ("max-age" === attributeNameLowercase) {
                const charCode = attributeValue.charCodeAt(0);
                if ((charCode < 48 || charCode > 57) && "-" !== attributeValue[0]) return parseUnparsedAttributes(unparsedAttributes, cookieAttributeList);
                if (!/^\d+$/.test(attributeValue)) return parseUnparsedAttributes(unparsedAttributes, cookieAttributeList);
                const deltaSeconds = Number(attributeValue);
                cookieAttributeList.maxAge = deltaSeconds;
            } else if ("domain" === attributeNameLowercase) {
                let cookieDomain = attributeValue;
                "." === cookieDomain[0] && (cookieDomain = cookieDomain.slice(1));
                cookieDomain = cookieDomain.toLowerCase();
                cookieAttributeList.domain = cookieDomain;
            } else if ("path" === attributeNameLowercase) {
                let cookiePath = "";
                cookiePath = 0 === attributeValue.length || "/" !== attributeValue[0] ? "/" : attributeValue;
                cookieAttributeList.path = cookiePath;
            } else if ("secure" === attributeNameLowercase) cookieAttributeList.secure = !0; else if ("httponly" === attributeNameLowercase) cookieAttributeList.httpOnly = !0; else if ("samesite" === attributeNameLowercase) {
                const attributeValueLowercase = attributeValue.toLowerCase();
                "none" === attributeValueLowercase ? cookieAttributeList.sameSite = "None" : "strict" === attributeValueLowercase ? cookieAttributeList.sameSite = "Strict" : "lax" === attributeValueLowercase && (cookieAttributeList.sameSite = "Lax");
            } else {
                cookieAttributeList.unparsed ??= [];
                cookieAttributeList.unparsed.push(`${attributeName}=${attributeValue}`);
            }
            return parseUnparsedAttributes(unparsedAttributes, cookieAttributeList);
        }
        module.exports = {
            parseSetCookie: function parseSetCookie(header) {
                if (isCTLExcludingHtab(header)) return null;
                let nameValuePair = "";
                let unparsedAttributes = "";
                let name = "";
                let value = "";
                if (header.includes(";")) {
                    const position = {
                        position: 0
                    };
                    nameValuePair = collectASequenceOfCodePointsFast(";", header, position);
                    unparsedAttributes = header.slice(position.position);
                } else nameValuePair = header;
                if (nameValuePair.includes("=")) {
                    const position = {
                        position: 0
                    };
                    name = collectASequenceOfCodePointsFast("=", nameValuePair, position);
                    value = nameValuePair.slice(position.position + 1);
                } else value = nameValuePair;
                name = name.trim();
                value = value.trim();
                return name.length + value.length > maxNameValuePairSize ? null : {
                    name,
                    value,
                    ...parseUnparsedAttributes(unparsedAttributes)
                };
            },
            parseUnparsedAttributes
        };
    }),
    1631: (module => {
        function validateCookieName(name) {
            for (let i = 0; i < name.length; ++i) {
                const code = name.charCodeAt(i);
                if (code < 33 || code > 126 || 34 === code || 40 === code || 41 === code || 60 === code || 62 === code || 64 === code || 44 === code || 59 === code || 58 === code || 92 === code || 47 === code || 91 === code || 93 === code || 63 === code || 61 === code || 123 === code || 125 === code) throw new Error("Invalid cookie name");
            }
        }
        function validateCookieValue(value) {
            let len = value.length;
            let i = 0;
            if ('"' === value[0]) {
                if (1 === len || '"' !== value[len - 1]) throw new Error("Invalid cookie value");
                --len;
                ++i;
            }
            for (;i < len; ) {
                const code = value.charCodeAt(i++);
                if (code < 33 || code > 126 || 34 === code || 44 === code || 59 === code || 92 === code) throw new Error("Invalid cookie value");
            }
        }
        function validateCookiePath(path) {
            for (let i = 0; i < path.length; ++i) {
                const code = path.charCodeAt(i);
                if (code < 32 || code > 126 || 59 === code) throw new Error("Invalid cookie path");
            }
        }
        function isLetterOrDigit(code) {
            return code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122;
        }
        const IMFDays = [ "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" ];
        const IMFMonths = [ "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" ];
        const IMFPaddedNumbers = Array(61).fill(0).map((_, i) => i.toString().padStart(2, "0"));
        function toIMFDate(date) {
            "number" == typeof date && (date = new Date(date));
            return `${IMFDays[date.getUTCDay()]}, ${IMFPaddedNumbers[date.getUTCDate()]} ${IMFMonths[date.getUTCMonth()]} ${date.getUTCFullYear()} ${IMFPaddedNumbers[date.getUTCHours()]}:${IMFPaddedNumbers[date.getUTCMinutes()]}:${IMFPaddedNumbers[date.getUTCSeconds()]} GMT`;
        }
        module.exports = {
            isCTLExcludingHtab: function isCTLExcludingHtab(value) {
                for (let i = 0; i < value.length; ++i) {
                    const code = value.charCodeAt(i);
                    if (code >= 0 && code <= 8 || code >= 10 && code <= 31 || 127 === code) return !0;
                }
                return !1;
            },
            validateCookieName,
            validateCookiePath,
            validateCookieValue,
            toIMFDate,
            stringify: function stringify(cookie) {
                if (0 === cookie.name.length) return null;
                validateCookieName(cookie.name);
                validateCookieValue(cookie.value);
                const out = [ `${cookie.name}=${cookie.value}` ];
                cookie.name.startsWith("__Secure-") && (cookie.secure = !0);
                if (cookie.name.startsWith("__Host-")) {
                    cookie.secure = !0;
                    cookie.domain = null;
                    cookie.path = "/";
                }
                cookie.secure && out.push("Secure");
                cookie.httpOnly && out.push("HttpOnly");
                if ("number" == typeof cookie.maxAge) {
                    (function validateCookieMaxAge(maxAge) {
                        if (maxAge < 0) throw new Error("Invalid cookie max-age");
                    })(cookie.maxAge);
                    out.push(`Max-Age=${cookie.maxAge}`);
                }
                if (cookie.domain) {
                    (function validateCookieDomain(domain) {
                        if (" " === domain) return;
                        if (domain.length > 255) throw new Error("Invalid cookie domain");
                        let labelLength = 0;
                        for (let i = 0; i < domain.length; ++i) {
                            const code = domain.charCodeAt(i);
                            if (46 !== code) {
                                if (0 === labelLength && !isLetterOrDigit(code)) throw new Error("Invalid cookie domain");
                                if (!isLetterOrDigit(code) && 45 !== code) throw new Error("Invalid cookie domain");
                                if (++labelLength > 63) throw new Error("Invalid cookie domain");
                            } else {
                                if (0 === labelLength) throw new Error("Invalid cookie domain");
                                if (45 === domain.charCodeAt(i - 1)) throw new Error("Invalid cookie domain");
                                labelLength = 0;
                            }
                        }
                        if (0 === labelLength || 45 === domain.charCodeAt(domain.length - 1)) throw new Error("Invalid cookie domain");
                    })(cookie.domain);
                    out.push(`Domain=${cookie.domain}`);
                }
                if (cookie.path) {
                    validateCookiePath(cookie.path);
                    out.push(`Path=${cookie.path}`);
                }
                cookie.expires && "Invalid Date" !== cookie.expires.toString() && out.push(`Expires=${toIMFDate(cookie.expires)}`);
                cookie.sameSite && out.push(`SameSite=${cookie.sameSite}`);
                for (const part of cookie.unparsed) {
                    if (!part.includes("=")) throw new Error("Invalid unparsed");
                    const [key, ...value] = part.split("=");
                    const trimmedKey = key.trim();
                    const joinedValue = value.join("=");
                    validateCookieName(trimmedKey);
                    validateCookieValue(joinedValue);
                    out.push(`${trimmedKey}=${joinedValue}`);
                }
                return out.join("; ");
            }
        };
    }),
    6954: ((module, __unused_webpack_exports, __webpack_require__) => {
        const buffer = __webpack_require__(4573);
        const {Transform} = __webpack_require__(7075);
        const {isASCIINumber, isValidLastEventId} = __webpack_require__(9457);
        const BOM = [ 239, 187, 191 ];
        const defaultMaxEventSize = buffer.kStringMaxLength;
        const DATA = Buffer.from("data");
        const EVENT = Buffer.from("event");
        const ID = Buffer.from("id");
        const RETRY = Buffer.from("retry");
        function isFieldName(line, length, field) {
            if (length !== field.length) return !1;
            for (let i = 0; i < length; i++) if (line[i] !== field[i]) return !1;
            return !0;
        }
        function createMaxEventSizeExceededError() {
            const error = new Error("EventSource message size exceeded");
            error.aborted = !1;
            return error;
        }
        module.exports = {
            EventSourceStream: class EventSourceStream extends Transform {
                state=null;
                checkBOM=!0;
                crlfCheck=!1;
                eventEndCheck=!1;
                chunks=[];
                chunkIndex=0;
                pos=0;
                lineChunkIndex=0;
                linePos=0;
                lineLength=0;
                eventSize=0;
                eventFieldSizes={
                    data: 0,
                    event: 0,
                    id: 0,
                    retry: 0
                };
                dataLineCount=0;
                maxEventSize;
                maxDataLines;
                maxBufferedChunks;
                event={
                    data: void 0,
                    event: void 0,
                    id: void 0,
                    retry: void 0
                };
                constructor(options = {}) {
                    options.readableObjectMode = !0;
                    super(options);
                    this.state = options.eventSourceSettings || {};
                    this.maxEventSize = options.maxEventSize ?? defaultMaxEventSize;
                    const parserItemLimit = this.maxEventSize > 0 ? Math.min(131072, Math.max(1024, Math.floor(this.maxEventSize / 128))) : 0;
                    this.maxDataLines = parserItemLimit;
                    this.maxBufferedChunks = parserItemLimit;
                    options.push && (this.push = options.push);
                }
                _transform(chunk, _encoding, callback) {
                    if (0 !== chunk.length) if (this.maxEventSize > 0 && this.chunks.length >= this.maxBufferedChunks && 10 !== chunk[0] && 13 !== chunk[0]) callback(createMaxEventSizeExceededError()); else {
                        this.chunks.push(chunk);
                        if (this.checkBOM && this.handleBOM()) callback(); else {
                            for (;this.hasCurrentByte(); ) {
                                const byte = this.currentByte();
                                if (this.eventEndCheck) {
                                    if (this.crlfCheck) {
                                        if (10 === byte) {
                                            this.crlfCheck = !1;
                                            this.consumeCurrentByte();
                                            continue;
                                        }
                                        this.crlfCheck = !1;
                                    }
                                    if (10 === byte || 13 === byte) {
                                        13 === byte && (this.crlfCheck = !0);
                                        this.consumeCurrentByte();
                                        this.hasPendingEvent() && this.processEvent(this.event);
                                        this.clearEvent();
                                        continue;
                                    }
                                    this.eventEndCheck = !1;
                                } else if (10 !== byte && 13 !== byte) {
                                    if (this.maxEventSize > 0 && ++this.lineLength > this.maxEventSize + 7) {
                                        callback(createMaxEventSizeExceededError());
                                        return;
                                    }
                                    this.advanceCursor();
                                } else {
                                    13 === byte && (this.crlfCheck = !0);
                                    try {
                                        this.parseLine(this.readLine(), this.event);
                                    } catch (error) {
                                        callback(error);
                                        return;
                                    }
                                    this.consumeCurrentByte();
                                    this.eventEndCheck = !0;
                                }
                            }
                            callback();
                        }
                    } else callback();
                }
                _destroy(error, callback) {
                    this.chunks.length = 0;
                    this.clearEvent();
                    super._destroy(error, callback);
                }
                parseLine(line, event) {
                    if (0 === line.length) return;
                    const colonPosition = line.indexOf(58);
                    if (0 === colonPosition) return;
                    let fieldLength = line.length;
                    let valueStart = line.length;
                    if (-1 !== colonPosition) {
                        fieldLength = colonPosition;
                        valueStart = colonPosition + 1;
                        32 === line[valueStart] && ++valueStart;
                    }
                    if (isFieldName(line, fieldLength, DATA)) {
                        if (this.maxEventSize > 0 && this.dataLineCount >= this.maxDataLines) throw createMaxEventSizeExceededError();
                        const valueBytes = line.length - valueStart;
                        const dataSize = this.eventFieldSizes.data + (void 0 === event.data ? 0 : 1) + valueBytes;
                        this.setEventFieldSize("data", dataSize);
                        const value = line.toString("utf8", valueStart);
                        void 0 === event.data ? event.data = value : event.data += `\n${value}`;
                        this.dataLineCount++;
                        return;
                    }
                    if (isFieldName(line, fieldLength, RETRY)) {
                        if (function isASCIINumberBytes(buffer, start) {
                            if (start >= buffer.length) return !1;
                            for (let i = start; i < buffer.length; i++) if (buffer[i] < 48 || buffer[i] > 57) return !1;
                            return !0;
                        }(line, valueStart)) {
                            this.setEventFieldSize("retry", line.length - valueStart);
                            event.retry = line.toString("utf8", valueStart);
                        }
                    } else if (isFieldName(line, fieldLength, ID)) {
                        if (function isValidLastEventIdBytes(buffer, start) {
                            for (let i = start; i < buffer.length; i++) if (0 === buffer[i]) return !1;
                            return !0;
                        }(line, valueStart)) {
                            this.setEventFieldSize("id", line.length - valueStart);
                            event.id = line.toString("utf8", valueStart);
                        }
                    } else if (isFieldName(line, fieldLength, EVENT) && valueStart < line.length) {
                        this.setEventFieldSize("event", line.length - valueStart);
                        event.event = line.toString("utf8", valueStart);
                    }
                }
                setEventFieldSize(field, size) {
                    const eventSize = this.eventSize - this.eventFieldSizes[field] + size;
                    if (this.maxEventSize > 0 && eventSize > this.maxEventSize) throw createMaxEventSizeExceededError();
                    this.eventSize = eventSize;
                    this.eventFieldSizes[field] = size;
                }
                processEvent(event) {
                    event.retry && isASCIINumber(event.retry) && (this.state.reconnectionTime = parseInt(event.retry, 10));
                    event.id && isValidLastEventId(event.id) && (this.state.lastEventId = event.id);
                    void 0 !== event.data && this.push({
                        type: event.event || "message",
                        options: {
                            data: event.data,
                            lastEventId: this.state.lastEventId,
                            origin: this.state.origin
                        }
                    });
                }
                clearEvent() {
                    this.event.data = void 0;
                    this.event.event = void 0;
                    this.event.id = void 0;
                    this.event.retry = void 0;
                    this.eventSize = 0;
                    this.dataLineCount = 0;
                    this.eventFieldSizes.data = 0;
                    this.eventFieldSizes.event = 0;
                    this.eventFieldSizes.id = 0;
                    this.eventFieldSizes.retry = 0;
                }
                hasPendingEvent() {
                    return void 0 !== this.event.data || void 0 !== this.event.event || void 0 !== this.event.id || void 0 !== this.event.retry;
                }
                hasCurrentByte() {
                    return this.chunkIndex < this.chunks.length && this.pos < this.chunks[this.chunkIndex].length;
                }
                currentByte() {
                    return this.chunks[this.chunkIndex][this.pos];
                }
                consumeCurrentByte() {
                    this.advanceCursor();
                    this.syncLineStartToCursor();
                }
                advanceCursor() {
                    this.pos++;
                    for (;this.chunkIndex < this.chunks.length && this.pos >= this.chunks[this.chunkIndex].length; ) {
                        this.chunkIndex++;
                        this.pos = 0;
                    }
                }
                syncLineStartToCursor() {
                    this.lineChunkIndex = this.chunkIndex;
                    this.linePos = this.pos;
                    this.lineLength = 0;
                    this.dropConsumedChunks();
                }
                dropConsumedChunks() {
                    if (this.lineChunkIndex > 0) {
                        const consumed = this.lineChunkIndex;
                        this.chunks.splice(0, consumed);
                        this.lineChunkIndex = 0;
                        this.chunkIndex -= consumed;
                    }
                    if (this.chunkIndex === this.chunks.length) {
                        this.chunks.length = 0;
                        this.chunkIndex = 0;
                        this.pos = 0;
                        this.lineChunkIndex = 0;
                        this.linePos = 0;
                    }
                }
                readLine() {
                    if (this.lineChunkIndex === this.chunkIndex) return this.chunks[this.chunkIndex].subarray(this.linePos, this.pos);
                    const chunks = [];
                    let length = 0;
                    for (let i = this.lineChunkIndex; i <= this.chunkIndex; i++) {
                        const chunk = this.chunks[i];
                        const start = i === this.lineChunkIndex ? this.linePos : 0;
                        const end = i === this.chunkIndex ? this.pos : chunk.length;
                        const slice = chunk.subarray(start, end);
                        length += slice.length;
                        chunks.push(slice);
                    }
                    return Buffer.concat(chunks, length);
                }
                peekBufferedByte(offset) {
                    let chunkIndex = this.lineChunkIndex;
                    let pos = this.linePos;
                    for (;chunkIndex < this.chunks.length; ) {
                        const chunk = this.chunks[chunkIndex];
                        const remaining = chunk.length - pos;
                        if (offset < remaining) return chunk[pos + offset];
                        offset -= remaining;
                        chunkIndex++;
                        pos = 0;
                    }
                }
                discardLeadingBytes(count) {
                    for (;count > 0 && this.lineChunkIndex < this.chunks.length; ) {
                        const remaining = this.chunks[this.lineChunkIndex].length - this.linePos;
                        if (count < remaining) {
                            this.linePos += count;
                            count = 0;
                        } else {
                            count -= remaining;
                            this.lineChunkIndex++;
                            this.linePos = 0;
                        }
                    }
                    this.chunkIndex = this.lineChunkIndex;
                    this.pos = this.linePos;
                    this.dropConsumedChunks();
                }
                handleBOM() {
                    const first = this.peekBufferedByte(0);
                    const second = this.peekBufferedByte(1);
                    const third = this.peekBufferedByte(2);
                    if (void 0 === second) {
                        if (first === BOM[0]) return !0;
                        this.checkBOM = !1;
                        return !0;
                    }
                    if (void 0 === third) {
                        if (first === BOM[0] && second === BOM[1]) return !0;
                        this.checkBOM = !1;
                        return !1;
                    }
                    first === BOM[0] && second === BOM[1] && third === BOM[2] && this.discardLeadingBytes(3);
                    this.checkBOM = !1;
                    return !this.hasCurrentByte();
                }
            }
        };
    }),
    2328: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {pipeline} = __webpack_require__(7075);
        const {fetching} = __webpack_require__(7532);
        const {makeRequest} = __webpack_require__(5601);
        const {webidl} = __webpack_require__(6083);
        const {EventSourceStream} = __webpack_require__(6954);
        const {parseMIMEType} = __webpack_require__(2318);
        const {createFastMessageEvent} = __webpack_require__(2494);
        const {isNetworkError} = __webpack_require__(9141);
        const {delay} = __webpack_require__(9457);
        const {kEnumerableProperty} = __webpack_require__(586);
        const {environmentSettingsObject} = __webpack_require__(9774);
        const {getGlobalDispatcher} = __webpack_require__(5319);
        let experimentalWarned = !1;
        class EventSource extends EventTarget {
            #events={
                open: null,
                error: null,
                message: null
            };
            #url=null;
            #withCredentials=!1;
            #readyState=0;
            #request=null;
            #controller=null;
            #dispatcher;
            #state;
            constructor(url, eventSourceInitDict = {}) {
                super();
                webidl.util.markAsUncloneable(this);
                const prefix = "EventSource constructor";
                webidl.argumentLengthCheck(arguments, 1, prefix);
                if (!experimentalWarned) {
                    experimentalWarned = !0;
                    process.emitWarning("EventSource is experimental, expect them to change at any time.", {
                        code: "UNDICI-ES"
                    });
                }
                url = webidl.converters.USVString(url, prefix, "url");
                eventSourceInitDict = webidl.converters.EventSourceInitDict(eventSourceInitDict, prefix, "eventSourceInitDict");
                this.#dispatcher = eventSourceInitDict.dispatcher;
                this.#state = {
                    lastEventId: "",
                    reconnectionTime: 3e3
                };
                const settings = environmentSettingsObject;
                let urlRecord;
                try {
                    urlRecord = new URL(url, settings.settingsObject.baseUrl);
                    this.#state.origin = urlRecord.origin;
                } catch (e) {
                    throw new DOMException(e, "SyntaxError");
                }
                this.#url = urlRecord.href;
                let corsAttributeState = "anonymous";
                if (eventSourceInitDict.withCredentials) {
                    corsAttributeState = "use-credentials";
                    this.#withCredentials = !0;
                }
                const initRequest = {
                    redirect: "follow",
                    keepalive: !0,
                    mode: "cors",
                    credentials: "anonymous" === corsAttributeState ? "same-origin" : "omit",
                    referrer: "no-referrer"
                };
                initRequest.client = environmentSettingsObject.settingsObject;
                initRequest.headersList = [ [ "accept", {
                    name: "accept",
                    value: "text/event-stream"
                } ] ];
                initRequest.cache = "no-store";
                initRequest.initiator = "other";
                initRequest.urlList = [ new URL(this.#url) ];
                this.#request = makeRequest(initRequest);
                this.#connect();
            }
            get readyState() {
                return this.#readyState;
            }
            get url() {
                return this.#url;
            }
            get withCredentials() {
                return this.#withCredentials;
            }
            #connect() {
                if (2 === this.#readyState) return;
                this.#readyState = 0;
                const fetchParams = {
                    request: this.#request,
                    dispatcher: this.#dispatcher
                };
                fetchParams.processResponseEndOfBody = response => {
                    if (isNetworkError(response)) {
                        this.dispatchEvent(new Event("error"));
                        this.close();
                    }
                    this.#reconnect();
                };
                fetchParams.processResponse = response => {
                    if (isNetworkError(response)) {
                        if (response.aborted) {
                            this.close();
                            this.dispatchEvent(new Event("error"));
                            return;
                        }
                        this.#reconnect();
                        return;
                    }
                    const contentType = response.headersList.get("content-type", !0);
                    const mimeType = null !== contentType ? parseMIMEType(contentType) : "failure";
                    const contentTypeValid = "failure" !== mimeType && "text/event-stream" === mimeType.essence;
                    if (200 !== response.status || !1 === contentTypeValid) {
                        this.close();
                        this.dispatchEvent(new Event("error"));
                        return;
                    }
                    this.#readyState = 1;
                    this.dispatchEvent(new Event("open"));
                    this.#state.origin = response.urlList[response.urlList.length - 1].origin;
                    const eventSourceStream = new EventSourceStream({
                        eventSourceSettings: this.#state,
                        maxEventSize: this.#dispatcher.eventSourceOptions?.maxEventSize,
                        push: event => {
                            this.dispatchEvent(createFastMessageEvent(event.type, event.options));
                        }
                    });
                    pipeline(response.body.stream, eventSourceStream, error => {
                        if (!1 === error?.aborted) {
                            this.close();
                            this.dispatchEvent(new Event("error"));
                        }
                    });
                };
                this.#controller = fetching(fetchParams);
            }
            async #reconnect() {
                if (2 !== this.#readyState) {
                    this.#readyState = 0;
                    this.dispatchEvent(new Event("error"));
                    await delay(this.#state.reconnectionTime);
                    if (0 === this.#readyState) {
                        this.#state.lastEventId.length && this.#request.headersList.set("last-event-id", this.#state.lastEventId, !0);
                        this.#connect();
                    }
                }
            }
            close() {
                webidl.brandCheck(this, EventSource);
                if (2 !== this.#readyState) {
                    this.#readyState = 2;
                    this.#controller.abort();
                    this.#request = null;
                }
            }
            get onopen() {
                return this.#events.open;
            }
            set onopen(fn) {
                this.#events.open && this.removeEventListener("open", this.#events.open);
                if ("function" == typeof fn) {
                    this.#events.open = fn;
                    this.addEventListener("open", fn);
                } else this.#events.open = null;
            }
            get onmessage() {
                return this.#events.message;
            }
            set onmessage(fn) {
                this.#events.message && this.removeEventListener("message", this.#events.message);
                if ("function" == typeof fn) {
                    this.#events.message = fn;
                    this.addEventListener("message", fn);
                } else this.#events.message = null;
            }
            get onerror() {
                return this.#events.error;
            }
            set onerror(fn) {
                this.#events.error && this.removeEventListener("error", this.#events.error);
                if ("function" == typeof fn) {
                    this.#events.error = fn;
                    this.addEventListener("error", fn);
                } else this.#events.error = null;
            }
        }
        const constantsPropertyDescriptors = {
            CONNECTING: {
                __proto__: null,
                configurable: !1,
                enumerable: !0,
                value: 0,
                writable: !1
            },
            OPEN: {
                __proto__: null,
                configurable: !1,
                enumerable: !0,
                value: 1,
                writable: !1
            },
            CLOSED: {
                __proto__: null,
                configurable: !1,
                enumerable: !0,
                value: 2,
                writable: !1
            }
        };
        Object.defineProperties(EventSource, constantsPropertyDescriptors);
        Object.defineProperties(EventSource.prototype, constantsPropertyDescriptors);
        Object.defineProperties(EventSource.prototype, {
            close: kEnumerableProperty,
            onerror: kEnumerableProperty,
            onmessage: kEnumerableProperty,
            onopen: kEnumerableProperty,
            readyState: kEnumerableProperty,
            url: kEnumerableProperty,
            withCredentials: kEnumerableProperty
        });
        webidl.converters.EventSourceInitDict = webidl.dictionaryConverter([ {
            key: "withCredentials",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        }, {
            key: "dispatcher",
            converter: webidl.converters.any,
            defaultValue: () => getGlobalDispatcher()
        } ]);
        module.exports = {
            EventSource,
            defaultReconnectionTime: 3e3
        };
    }),
    9457: (module => {
        module.exports = {
            isValidLastEventId: function isValidLastEventId(value) {
                return -1 === value.indexOf("\0");
            },
            isASCIINumber: function isASCIINumber(value) {
                if (0 === value.length) return !1;
                for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 48 || value.charCodeAt(i) > 57) return !1;
                return !0;
            },
            delay: function delay(ms) {
                return new Promise(resolve => {
                    setTimeout(resolve, ms).unref();
                });
            }
        };
    }),
    3842: ((module, __unused_webpack_exports, __webpack_require__) => {
        const util = __webpack_require__(586);
        const {ReadableStreamFrom, isBlobLike, isReadableStreamLike, readableStreamClose, createDeferredPromise, fullyReadBody, extractMimeType, utf8DecodeBytes} = __webpack_require__(9774);
        const {FormData} = __webpack_require__(1112);
        const {kState} = __webpack_require__(1693);
        const {webidl} = __webpack_require__(6083);
        const {Blob} = __webpack_require__(4573);
        const assert = __webpack_require__(4589);
        const {isErrored, isDisturbed} = __webpack_require__(7075);
        const {isArrayBuffer} = __webpack_require__(3429);
        const {serializeAMimeType} = __webpack_require__(2318);
        const {multipartFormDataParser} = __webpack_require__(2102);
        let random;
        try {
            const crypto = __webpack_require__(7598);
            random = max => crypto.randomInt(0, max);
        } catch {
            random = max => Math.floor(Math.random(max));
        }
        const textEncoder = new TextEncoder;
        function noop() {}
        const hasFinalizationRegistry = globalThis.FinalizationRegistry && 0 !== process.version.indexOf("v18");
        let streamRegistry;
        hasFinalizationRegistry && (streamRegistry = new FinalizationRegistry(weakRef => {
            const stream = weakRef.deref();
            !stream || stream.locked || isDisturbed(stream) || isErrored(stream) || stream.cancel("Response object has been garbage collected").catch(noop);
        }));
        function extractBody(object, keepalive = !1) {
            let stream = null;
            stream = object instanceof ReadableStream ? object : isBlobLike(object) ? object.stream() : new ReadableStream({
                async pull(controller) {
                    const buffer = "string" == typeof source ? textEncoder.encode(source) : source;
                    buffer.byteLength && controller.enqueue(buffer);
                    queueMicrotask(() => readableStreamClose(controller));
                },
                start() {},
                type: "bytes"
            });
            assert(isReadableStreamLike(stream));
            let action = null;
            let source = null;
            let length = null;
            let type = null;
            if ("string" == typeof object) {
                source = object;
                type = "text/plain;charset=UTF-8";
            } else if (object instanceof URLSearchParams) {
                source = object.toString();
                type = "application/x-www-form-urlencoded;charset=UTF-8";
            } else if (isArrayBuffer(object)) source = new Uint8Array(object.slice()); else if (ArrayBuffer.isView(object)) source = new Uint8Array(object.buffer.slice(object.byteOffset, object.byteOffset + object.byteLength)); else if (util.isFormDataLike(object)) {
                const boundary = `----formdata-undici-0${`${random(1e11)}`.padStart(11, "0")}`;
                const prefix = `--${boundary}\r\nContent-Disposition: form-data`;
                const escape = str => str.replace(/\n/g, "%0A").replace(/\r/g, "%0D").replace(/"/g, "%22");
                const normalizeLinefeeds = value => value.replace(/\r?\n|\r/g, "\r\n");
                const blobParts = [];
                const rn = new Uint8Array([ 13, 10 ]);
                length = 0;
                let hasUnknownSizeValue = !1;
                for (const [name, value] of object) if ("string" == typeof value) {
                    const chunk = textEncoder.encode(prefix + `; name="${escape(normalizeLinefeeds(name))}"` + `\r\n\r\n${normalizeLinefeeds(value)}\r\n`);
                    blobParts.push(chunk);
                    length += chunk.byteLength;
                } else {
                    const chunk = textEncoder.encode(`${prefix}; name="${escape(normalizeLinefeeds(name))}"` + (value.name ? `; filename="${escape(value.name)}"` : "") + "\r\n" + `Content-Type: ${value.type || "application/octet-stream"}\r\n\r\n`);
                    blobParts.push(chunk, value, rn);
                    "number" == typeof value.size ? length += chunk.byteLength + value.size + rn.byteLength : hasUnknownSizeValue = !0;
                }
                const chunk = textEncoder.encode(`--${boundary}--\r\n`);
                blobParts.push(chunk);
                length += chunk.byteLength;
                hasUnknownSizeValue && (length = null);
                source = object;
                action = async function*() {
                    for (const part of blobParts) part.stream ? yield* part.stream() : yield part;
                };
                type = `multipart/form-data; boundary=${boundary}`;
            } else if (isBlobLike(object)) {
                source = object;
                length = object.size;
                object.type && (type = object.type);
            } else if ("function" == typeof object[Symbol.asyncIterator]) {
                if (keepalive) throw new TypeError("keepalive");
                if (util.isDisturbed(object) || object.locked) throw new TypeError("Response body object should not be disturbed or locked");
                stream = object instanceof ReadableStream ? object : ReadableStreamFrom(object);
            }
            ("string" == typeof source || util.isBuffer(source)) && (length = Buffer.byteLength(source));
            if (null != action) {
                let iterator;
                stream = new ReadableStream({
                    async start() {
                        iterator = action(object)[Symbol.asyncIterator]();
                    },
                    async pull(controller) {
                        const {value, done} = await iterator.next();
                        if (done) queueMicrotask(() => {
                            controller.close();
                            controller.byobRequest?.respond(0);
                        }); else if (!isErrored(stream)) {
                            const buffer = new Uint8Array(value);
                            buffer.byteLength && controller.enqueue(buffer);
                        }
                        return controller.desiredSize > 0;
                    },
                    async cancel(reason) {
                        await iterator.return();
                    },
                    type: "bytes"
                });
            }
            return [ {
                stream,
                source,
                length
            }, type ];
        }
        async function consumeBody(object, convertBytesToJSValue, instance) {
            webidl.brandCheck(object, instance);
            if (bodyUnusable(object)) throw new TypeError("Body is unusable: Body has already been read");
            (function throwIfAborted(state) {
                if (state.aborted) throw new DOMException("The operation was aborted.", "AbortError");
            })(object[kState]);
            const promise = createDeferredPromise();
            const errorSteps = error => promise.reject(error);
            const successSteps = data => {
                try {
                    promise.resolve(convertBytesToJSValue(data));
                } catch (e) {
                    errorSteps(e);
                }
            };
            if (null == object[kState].body) {
                successSteps(Buffer.allocUnsafe(0));
                return promise.promise;
            }
            await fullyReadBody(object[kState].body, successSteps, errorSteps);
            return promise.promise;
        }
        function bodyUnusable(object) {
            const body = object[kState].body;
            return null != body && (body.stream.locked || util.isDisturbed(body.stream));
        }
        function parseJSONFromBytes(bytes) {
            return JSON.parse(utf8DecodeBytes(bytes));
        }
        function bodyMimeType(requestOrResponse) {
            const headers = requestOrResponse[kState].headersList;
            const mimeType = extractMimeType(headers);
            return "failure" === mimeType ? null : mimeType;
        }
        module.exports = {
            extractBody,
            safelyExtractBody: function safelyExtractBody(object, keepalive = !1) {
                if (object instanceof ReadableStream) {
                    assert(!util.isDisturbed(object), "The body has already been consumed.");
                    assert(!object.locked, "The stream is locked.");
                }
                return extractBody(object, keepalive);
            },
            cloneBody: function cloneBody(instance, body) {
                const [out1, out2] = body.stream.tee();
                body.stream = out1;
                return {
                    stream: out2,
                    length: body.length,
                    source: body.source
                };
            },
            mixinBody: function mixinBody(prototype) {
                Object.assign(prototype.prototype, function bodyMixinMethods(instance) {
                    return {
                        blob() {
                            return consumeBody(this, bytes => {
                                let mimeType = bodyMimeType(this);
                                null === mimeType ? mimeType = "" : mimeType && (mimeType = serializeAMimeType(mimeType));
                                return new Blob([ bytes ], {
                                    type: mimeType
                                });
                            }, instance);
                        },
                        arrayBuffer() {
                            return consumeBody(this, bytes => new Uint8Array(bytes).buffer, instance);
                        },
                        text() {
                            return consumeBody(this, utf8DecodeBytes, instance);
                        },
                        json() {
                            return consumeBody(this, parseJSONFromBytes, instance);
                        },
                        formData() {
                            return consumeBody(this, value => {
                                const mimeType = bodyMimeType(this);
                                if (null !== mimeType) switch (mimeType.essence) {
                                  case "multipart/form-data":
                                    {
                                        const parsed = multipartFormDataParser(value, mimeType);
                                        if ("failure" === parsed) throw new TypeError("Failed to parse body as FormData.");
                                        const fd = new FormData;
                                        fd[kState] = parsed;
                                        return fd;
                                    }

                                  case "application/x-www-form-urlencoded":
                                    {
                                        const entries = new URLSearchParams(value.toString());
                                        const fd = new FormData;
                                        for (const [name, value] of entries) fd.append(name, value);
                                        return fd;
                                    }
                                }
                                throw new TypeError('Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".');
                            }, instance);
                        },
                        bytes() {
                            return consumeBody(this, bytes => new Uint8Array(bytes), instance);
                        }
                    };
                }(prototype));
            },
            streamRegistry,
            hasFinalizationRegistry,
            bodyUnusable
        };
    }),
    6689: (module => {
        const corsSafeListedMethods = [ "GET", "HEAD", "POST" ];
        const corsSafeListedMethodsSet = new Set(corsSafeListedMethods);
        const redirectStatus = [ 301, 302, 303, 307, 308 ];
        const redirectStatusSet = new Set(redirectStatus);
        const badPorts = [ "1", "7", "9", "11", "13", "15", "17", "19", "20", "21", "22", "23", "25", "37", "42", "43", "53", "69", "77", "79", "87", "95", "101", "102", "103", "104", "109", "110", "111", "113", "115", "117", "119", "123", "135", "137", "139", "143", "161", "179", "389", "427", "465", "512", "513", "514", "515", "526", "530", "531", "532", "540", "548", "554", "556", "563", "587", "601", "636", "989", "990", "993", "995", "1719", "1720", "1723", "2049", "3659", "4045", "4190", "5060", "5061", "6000", "6566", "6665", "6666", "6667", "6668", "6669", "6679", "6697", "10080" ];
        const badPortsSet = new Set(badPorts);
        const referrerPolicy = [ "", "no-referrer", "no-referrer-when-downgrade", "same-origin", "origin", "strict-origin", "origin-when-cross-origin", "strict-origin-when-cross-origin", "unsafe-url" ];
        const referrerPolicySet = new Set(referrerPolicy);
        const safeMethods = [ "GET", "HEAD", "OPTIONS", "TRACE" ];
        const safeMethodsSet = new Set(safeMethods);
        const forbiddenMethods = [ "CONNECT", "TRACE", "TRACK" ];
        const forbiddenMethodsSet = new Set(forbiddenMethods);
        const subresource = [ "audio", "audioworklet", "font", "image", "manifest", "paintworklet", "script", "style", "track", "video", "xslt", "" ];
        const subresourceSet = new Set(subresource);
        module.exports = {
            subresource,
            forbiddenMethods,
            requestBodyHeader: [ "content-encoding", "content-language", "content-location", "content-type", "content-length" ],
            referrerPolicy,
            requestRedirect: [ "follow", "manual", "error" ],
            requestMode: [ "navigate", "same-origin", "no-cors", "cors" ],
            requestCredentials: [ "omit", "same-origin", "include" ],
            requestCache: [ "default", "no-store", "reload", "no-cache", "force-cache", "only-if-cached" ],
            redirectStatus,
            corsSafeListedMethods,
            nullBodyStatus: [ 101, 204, 205, 304 ],
            safeMethods,
            badPorts,
            requestDuplex: [ "half" ],
            subresourceSet,
            badPortsSet,
            redirectStatusSet,
            corsSafeListedMethodsSet,
            safeMethodsSet,
            forbiddenMethodsSet,
            referrerPolicySet
        };
    }),
    2318: ((module, __unused_webpack_exports, __webpack_require__) => {
        const assert = __webpack_require__(4589);
        const encoder = new TextEncoder;
        const HTTP_TOKEN_CODEPOINTS = /^[!#$%&'*+\-.^_|~A-Za-z0-9]+$/;
        const HTTP_WHITESPACE_REGEX = /[\u000A\u000D\u0009\u0020]/;
        const ASCII_WHITESPACE_REPLACE_REGEX = /[\u0009\u000A\u000C\u000D\u0020]/g;
        const HTTP_QUOTED_STRING_TOKENS = /^[\u0009\u0020-\u007E\u0080-\u00FF]+$/;
        function URLSerializer(url, excludeFragment = !1) {
            if (!excludeFragment) return url.href;
            const href = url.href;
            const hashLength = url.hash.length;
            const serialized = 0 === hashLength ? href : href.substring(0, href.length - hashLength);
            return !hashLength && href.endsWith("#") ? serialized.slice(0, -1) : serialized;
        }
        function collectASequenceOfCodePoints(condition, input, position) {
            let result = "";
            for (;position.position < input.length && condition(input[position.position]); ) {
                result += input[position.position];
                position.position++;
            }
            return result;
        }
        function collectASequenceOfCodePointsFast(char, input, position) {
            const idx = input.indexOf(char, position.position);
            const start = position.position;
            if (-1 === idx) {
                position.position = input.length;
                return input.slice(start);
            }
            position.position = idx;
            return input.slice(start, position.position);
        }
        function stringPercentDecode(input) {
            return function percentDecode(input) {
                const length = input.length;
                const output = new Uint8Array(length);
                let j = 0;
                for (let i = 0; i < length; ++i) {
                    const byte = input[i];
                    if (37 !== byte) output[j++] = byte; else if (37 !== byte || isHexCharByte(input[i + 1]) && isHexCharByte(input[i + 2])) {
                        output[j++] = hexByteToNumber(input[i + 1]) << 4 | hexByteToNumber(input[i + 2]);
                        i += 2;
                    } else output[j++] = 37;
                }
                return length === j ? output : output.subarray(0, j);
            }(encoder.encode(input));
        }
        function isHexCharByte(byte) {
            return byte >= 48 && byte <= 57 || byte >= 65 && byte <= 70 || byte >= 97 && byte <= 102;
        }
        function hexByteToNumber(byte) {
            return byte >= 48 && byte <= 57 ? byte - 48 : (223 & byte) - 55;
        }
        function parseMIMEType(input) {
            const position = {
                position: 0
            };
            const type = collectASequenceOfCodePointsFast("/", input = removeHTTPWhitespace(input, !0, !0), position);
            if (0 === type.length || !HTTP_TOKEN_CODEPOINTS.test(type)) return "failure";
            if (position.position > input.length) return "failure";
            position.position++;
            let subtype = collectASequenceOfCodePointsFast(";", input, position);
            subtype = removeHTTPWhitespace(subtype, !1, !0);
            if (0 === subtype.length || !HTTP_TOKEN_CODEPOINTS.test(subtype)) return "failure";
            const typeLowercase = type.toLowerCase();
            const subtypeLowercase = subtype.toLowerCase();
            const mimeType = {
                type: typeLowercase,
                subtype: subtypeLowercase,
                parameters: new Map,
                essence: `${typeLowercase}/${subtypeLowercase}`
            };
            for (;position.position < input.length; ) {
                position.position++;
                collectASequenceOfCodePoints(char => HTTP_WHITESPACE_REGEX.test(char), input, position);
                let parameterName = collectASequenceOfCodePoints(char => ";" !== char && "=" !== char, input, position);
                parameterName = parameterName.toLowerCase();
                if (position.position < input.length) {
                    if (";" === input[position.position]) continue;
                    position.position++;
                }
                if (position.position > input.length) break;
                let parameterValue = null;
                if ('"' === input[position.position]) {
                    parameterValue = collectAnHTTPQuotedString(input, position, !0);
                    collectASequenceOfCodePointsFast(";", input, position);
                } else {
                    parameterValue = collectASequenceOfCodePointsFast(";", input, position);
                    parameterValue = removeHTTPWhitespace(parameterValue, !1, !0);
                    if (0 === parameterValue.length) continue;
                }
                0 === parameterName.length || !HTTP_TOKEN_CODEPOINTS.test(parameterName) || 0 !== parameterValue.length && !HTTP_QUOTED_STRING_TOKENS.test(parameterValue) || mimeType.parameters.has(parameterName) || mimeType.parameters.set(parameterName, parameterValue);
            }
            return mimeType;
        }
        function collectAnHTTPQuotedString(input, position, extractValue) {
            const positionStart = position.position;
            let value = "";
            assert('"' === input[position.position]);
            position.position++;
            for (;;) {
                value += collectASequenceOfCodePoints(char => '"' !== char && "\\" !== char, input, position);
                if (position.position >= input.length) break;
                const quoteOrBackslash = input[position.position];
                position.position++;
                if ("\\" !== quoteOrBackslash) {
                    assert('"' === quoteOrBackslash);
                    break;
                }
                if (position.position >= input.length) {
                    value += "\\";
                    break;
                }
                value += input[position.position];
                position.position++;
            }
            return extractValue ? value : input.slice(positionStart, position.position);
        }
        function isHTTPWhiteSpace(char) {
            return 13 === char || 10 === char || 9 === char || 32 === char;
        }
        function removeHTTPWhitespace(str, leading = !0, trailing = !0) {
            return removeChars(str, leading, trailing, isHTTPWhiteSpace);
        }
        function isASCIIWhitespace(char) {
            return 13 === char || 10 === char || 9 === char || 12 === char || 32 === char;
        }
        function removeChars(str, leading, trailing, predicate) {
            let lead = 0;
            let trail = str.length - 1;
            if (leading) for (;lead < str.length && predicate(str.charCodeAt(lead)); ) lead++;
            if (trailing) for (;trail > 0 && predicate(str.charCodeAt(trail)); ) trail--;
            return 0 === lead && trail === str.length - 1 ? str : str.slice(lead, trail + 1);
        }
        function isomorphicDecode(input) {
            const length = input.length;
            if (65535 > length) return String.fromCharCode.apply(null, input);
            let result = "";
            let i = 0;
            let addition = 65535;
            for (;i < length; ) {
                i + addition > length && (addition = length - i);
                result += String.fromCharCode.apply(null, input.subarray(i, i += addition));
            }
            return result;
        }
        module.exports = {
            dataURLProcessor: function dataURLProcessor(dataURL) {
                assert("data:" === dataURL.protocol);
                let input = URLSerializer(dataURL, !0);
                input = input.slice(5);
                const position = {
                    position: 0
                };
                let mimeType = collectASequenceOfCodePointsFast(",", input, position);
                const mimeTypeLength = mimeType.length;
                mimeType = function removeASCIIWhitespace(str, leading = !0, trailing = !0) {
                    return removeChars(str, leading, trailing, isASCIIWhitespace);
                }(mimeType, !0, !0);
                if (position.position >= input.length) return "failure";
                position.position++;
                let body = stringPercentDecode(input.slice(mimeTypeLength + 1));
                if (/;(\u0020){0,}base64$/i.test(mimeType)) {
                    body = function forgivingBase64(data) {
                        let dataLength = (data = data.replace(ASCII_WHITESPACE_REPLACE_REGEX, "")).length;
                        if (dataLength % 4 == 0 && 61 === data.charCodeAt(dataLength - 1)) {
                            --dataLength;
                            61 === data.charCodeAt(dataLength - 1) && --dataLength;
                        }
                        if (dataLength % 4 == 1) return "failure";
                        if (/[^+/0-9A-Za-z]/.test(data.length === dataLength ? data : data.substring(0, dataLength))) return "failure";
                        const buffer = Buffer.from(data, "base64");
                        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
                    }(isomorphicDecode(body));
                    if ("failure" === body) return "failure";
                    mimeType = mimeType.slice(0, -6);
                    mimeType = mimeType.replace(/(\u0020)+$/, "");
                    mimeType = mimeType.slice(0, -1);
                }
                mimeType.startsWith(";") && (mimeType = "text/plain" + mimeType);
                let mimeTypeRecord = parseMIMEType(mimeType);
                "failure" === mimeTypeRecord && (mimeTypeRecord = parseMIMEType("text/plain;charset=US-ASCII"));
                return {
                    mimeType: mimeTypeRecord,
                    body
                };
            },
            URLSerializer,
            collectASequenceOfCodePoints,
            collectASequenceOfCodePointsFast,
            stringPercentDecode,
            parseMIMEType,
            collectAnHTTPQuotedString,
            serializeAMimeType: function serializeAMimeType(mimeType) {
                assert("failure" !== mimeType);
                const {parameters, essence} = mimeType;
                let serialization = essence;
                for (let [name, value] of parameters.entries()) {
                    serialization += ";";
                    serialization += name;
                    serialization += "=";
                    if (!HTTP_TOKEN_CODEPOINTS.test(value)) {
                        value = value.replace(/(\\|")/g, "\\$1");
                        value = '"' + value;
                        value += '"';
                    }
                    serialization += value;
                }
                return serialization;
            },
            removeChars,
            removeHTTPWhitespace,
            minimizeSupportedMimeType: function minimizeSupportedMimeType(mimeType) {
                switch (mimeType.essence) {
                  case "application/ecmascript":
                  case "application/javascript":
                  case "application/x-ecmascript":
                  case "application/x-javascript":
                  case "text/ecmascript":
                  case "text/javascript":
                  case "text/javascript1.0":
                  case "text/javascript1.1":
                  case "text/javascript1.2":
                  case "text/javascript1.3":
                  case "text/javascript1.4":
                  case "text/javascript1.5":
                  case "text/jscript":
                  case "text/livescript":
                  case "text/x-ecmascript":
                  case "text/x-javascript":
                    return "text/javascript";

                  case "application/json":
                  case "text/json":
                    return "application/json";

                  case "image/svg+xml":
                    return "image/svg+xml";

                  case "text/xml":
                  case "application/xml":
                    return "application/xml";
                }
                return mimeType.subtype.endsWith("+json") ? "application/json" : mimeType.subtype.endsWith("+xml") ? "application/xml" : "";
            },
            HTTP_TOKEN_CODEPOINTS,
            isomorphicDecode
        };
    }),
    1751: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {kConnected, kSize} = __webpack_require__(33);
        class CompatWeakRef {
            constructor(value) {
                this.value = value;
            }
            deref() {
                return 0 === this.value[kConnected] && 0 === this.value[kSize] ? void 0 : this.value;
            }
        }
        class CompatFinalizer {
            constructor(finalizer) {
                this.finalizer = finalizer;
            }
            register(dispatcher, key) {
                dispatcher.on && dispatcher.on("disconnect", () => {
                    0 === dispatcher[kConnected] && 0 === dispatcher[kSize] && this.finalizer(key);
                });
            }
            unregister(key) {}
        }
        module.exports = function() {
            if (process.env.NODE_V8_COVERAGE && process.version.startsWith("v18")) {
                process._rawDebug("Using compatibility WeakRef and FinalizationRegistry");
                return {
                    WeakRef: CompatWeakRef,
                    FinalizationRegistry: CompatFinalizer
                };
            }
            return {
                WeakRef,
                FinalizationRegistry
            };
        };
    }),
    564: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {Blob, File} = __webpack_require__(4573);
        const {kState} = __webpack_require__(1693);
        const {webidl} = __webpack_require__(6083);
        class FileLike {
            constructor(blobLike, fileName, options = {}) {
                const n = fileName;
                const t = options.type;
                const d = options.lastModified ?? Date.now();
                this[kState] = {
                    blobLike,
                    name: n,
                    type: t,
                    lastModified: d
                };
            }
            stream(...args) {
                webidl.brandCheck(this, FileLike);
                return this[kState].blobLike.stream(...args);
            }
            arrayBuffer(...args) {
                webidl.brandCheck(this, FileLike);
                return this[kState].blobLike.arrayBuffer(...args);
            }
            slice(...args) {
                webidl.brandCheck(this, FileLike);
                return this[kState].blobLike.slice(...args);
            }
            text(...args) {
                webidl.brandCheck(this, FileLike);
                return this[kState].blobLike.text(...args);
            }
            get size() {
                webidl.brandCheck(this, FileLike);
                return this[kState].blobLike.size;
            }
            get type() {
                webidl.brandCheck(this, FileLike);
                return this[kState].blobLike.type;
            }
            get name() {
                webidl.brandCheck(this, FileLike);
                return this[kState].name;
            }
            get lastModified() {
                webidl.brandCheck(this, FileLike);
                return this[kState].lastModified;
            }
            get [Symbol.toStringTag]() {
                return "File";
            }
        }
        webidl.converters.Blob = webidl.interfaceConverter(Blob);
        module.exports = {
            FileLike,
            isFileLike: function isFileLike(object) {
                return object instanceof File || object && ("function" == typeof object.stream || "function" == typeof object.arrayBuffer) && "File" === object[Symbol.toStringTag];
            }
        };
    }),
    2102: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {isUSVString, bufferToLowerCasedHeaderName} = __webpack_require__(586);
        const {utf8DecodeBytes} = __webpack_require__(9774);
        const {HTTP_TOKEN_CODEPOINTS, isomorphicDecode} = __webpack_require__(2318);
        const {isFileLike} = __webpack_require__(564);
        const {makeEntry} = __webpack_require__(1112);
        const assert = __webpack_require__(4589);
        const {File: NodeFile} = __webpack_require__(4573);
        const File = globalThis.File ?? NodeFile;
        const formDataNameBuffer = Buffer.from('form-data; name="');
        const filenameBuffer = Buffer.from("; filename");
        const dd = Buffer.from("--");
        const ddcrlf = Buffer.from("--\r\n");
        function isAsciiString(chars) {
            for (let i = 0; i < chars.length; ++i) if (-128 & chars.charCodeAt(i)) return !1;
            return !0;
        }
        function parseMultipartFormDataHeaders(input, position) {
            let name = null;
            let filename = null;
            let contentType = null;
            let encoding = null;
            for (;;) {
                if (13 === input[position.position] && 10 === input[position.position + 1]) return null === name ? "failure" : {
                    name,
                    filename,
                    contentType,
                    encoding
                };
                let headerName = collectASequenceOfBytes(char => 10 !== char && 13 !== char && 58 !== char, input, position);
                headerName = removeChars(headerName, !0, !0, char => 9 === char || 32 === char);
                if (!HTTP_TOKEN_CODEPOINTS.test(headerName.toString())) return "failure";
                if (58 !== input[position.position]) return "failure";
                position.position++;
                collectASequenceOfBytes(char => 32 === char || 9 === char, input, position);
                switch (bufferToLowerCasedHeaderName(headerName)) {
                  case "content-disposition":
                    name = filename = null;
                    if (!bufferStartsWith(input, formDataNameBuffer, position)) return "failure";
                    position.position += 17;
                    name = parseMultipartFormDataName(input, position);
                    if (null === name) return "failure";
                    if (bufferStartsWith(input, filenameBuffer, position)) {
                        let check = position.position + filenameBuffer.length;
                        if (42 === input[check]) {
                            position.position += 1;
                            check += 1;
                        }
                        if (61 !== input[check] || 34 !== input[check + 1]) return "failure";
                        position.position += 12;
                        filename = parseMultipartFormDataName(input, position);
                        if (null === filename) return "failure";
                    }
                    break;

                  case "content-type":
                    {
                        let headerValue = collectASequenceOfBytes(char => 10 !== char && 13 !== char, input, position);
                        headerValue = removeChars(headerValue, !1, !0, char => 9 === char || 32 === char);
                        contentType = isomorphicDecode(headerValue);
                        break;
                    }

                  case "content-transfer-encoding":
                    {
                        let headerValue = collectASequenceOfBytes(char => 10 !== char && 13 !== char, input, position);
                        headerValue = removeChars(headerValue, !1, !0, char => 9 === char || 32 === char);
                        encoding = isomorphicDecode(headerValue);
                        break;
                    }

                  default:
                    collectASequenceOfBytes(char => 10 !== char && 13 !== char, input, position);
                }
                if (13 !== input[position.position] && 10 !== input[position.position + 1]) return "failure";
                position.position += 2;
            }
        }
        function parseMultipartFormDataName(input, position) {
            assert(34 === input[position.position - 1]);
            let name = collectASequenceOfBytes(char => 10 !== char && 13 !== char && 34 !== char, input, position);
            if (34 !== input[position.position]) return null;
            position.position++;
            name = (new TextDecoder).decode(name).replace(/%0A/gi, "\n").replace(/%0D/gi, "\r").replace(/%22/g, '"');
            return name;
        }
        function collectASequenceOfBytes(condition, input, position) {
            let start = position.position;
            for (;start < input.length && condition(input[start]); ) ++start;
            return input.subarray(position.position, position.position = start);
        }
        function removeChars(buf, leading, trailing, predicate) {
            let lead = 0;
            let trail = buf.length - 1;
            if (leading) for (;lead < buf.length && predicate(buf[lead]); ) lead++;
            if (trailing) for (;trail > 0 && predicate(buf[trail]); ) trail--;
            return 0 === lead && trail === buf.length - 1 ? buf : buf.subarray(lead, trail + 1);
        }
        function bufferStartsWith(buffer, start, position) {
            if (buffer.length < start.length) return !1;
            for (let i = 0; i < start.length; i++) if (start[i] !== buffer[position.position + i]) return !1;
            return !0;
        }
        module.exports = {
            multipartFormDataParser: function multipartFormDataParser(input, mimeType) {
                assert("failure" !== mimeType && "multipart/form-data" === mimeType.essence);
                const boundaryString = mimeType.parameters.get("boundary");
                if (void 0 === boundaryString) return "failure";
                const boundary = Buffer.from(`--${boundaryString}`, "utf8");
                const entryList = [];
                const position = {
                    position: 0
                };
                for (;13 === input[position.position] && 10 === input[position.position + 1]; ) position.position += 2;
                let trailing = input.length;
                for (;10 === input[trailing - 1] && 13 === input[trailing - 2]; ) trailing -= 2;
                trailing !== input.length && (input = input.subarray(0, trailing));
                for (;;) {
                    if (!input.subarray(position.position, position.position + boundary.length).equals(boundary)) return "failure";
                    position.position += boundary.length;
                    if (position.position === input.length - 2 && bufferStartsWith(input, dd, position) || position.position === input.length - 4 && bufferStartsWith(input, ddcrlf, position)) return entryList;
                    if (13 !== input[position.position] || 10 !== input[position.position + 1]) return "failure";
                    position.position += 2;
                    const result = parseMultipartFormDataHeaders(input, position);
                    if ("failure" === result) return "failure";
                    let {name, filename, contentType, encoding} = result;
                    position.position += 2;
                    let body;
                    {
                        const boundaryIndex = input.indexOf(boundary.subarray(2), position.position);
                        if (-1 === boundaryIndex) return "failure";
                        body = input.subarray(position.position, boundaryIndex - 4);
                        position.position += body.length;
                        "base64" === encoding && (body = Buffer.from(body.toString(), "base64"));
                    }
                    if (13 !== input[position.position] || 10 !== input[position.position + 1]) return "failure";
                    position.position += 2;
                    let value;
                    if (null !== filename) {
                        contentType ??= "text/plain";
                        isAsciiString(contentType) || (contentType = "");
                        value = new File([ body ], filename, {
                            type: contentType
                        });
                    } else value = utf8DecodeBytes(Buffer.from(body));
                    assert(isUSVString(name));
                    assert("string" == typeof value && isUSVString(value) || isFileLike(value));
                    entryList.push(makeEntry(name, value, filename));
                }
            },
            validateBoundary: function validateBoundary(boundary) {
                const length = boundary.length;
                if (length < 27 || length > 70) return !1;
                for (let i = 0; i < length; ++i) {
                    const cp = boundary.charCodeAt(i);
                    if (!(cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || 39 === cp || 45 === cp || 95 === cp)) return !1;
                }
                return !0;
            }
        };
    }),
    1112: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {isBlobLike, iteratorMixin} = __webpack_require__(9774);
        const {kState} = __webpack_require__(1693);
        const {kEnumerableProperty} = __webpack_require__(586);
        const {FileLike, isFileLike} = __webpack_require__(564);
        const {webidl} = __webpack_require__(6083);
        const {File: NativeFile} = __webpack_require__(4573);
        const nodeUtil = __webpack_require__(7975);
        const File = globalThis.File ?? NativeFile;
        class FormData {
            constructor(form) {
                webidl.util.markAsUncloneable(this);
                if (void 0 !== form) throw webidl.errors.conversionFailed({
                    prefix: "FormData constructor",
                    argument: "Argument 1",
                    types: [ "undefined" ]
                });
                this[kState] = [];
            }
            append(name, value, filename = void 0) {
                webidl.brandCheck(this, FormData);
                const prefix = "FormData.append";
                webidl.argumentLengthCheck(arguments, 2, prefix);
                if (3 === arguments.length && !isBlobLike(value)) throw new TypeError("Failed to execute 'append' on 'FormData': parameter 2 is not of type 'Blob'");
                const entry = makeEntry(name = webidl.converters.USVString(name, prefix, "name"), value = isBlobLike(value) ? webidl.converters.Blob(value, prefix, "value", {
                    strict: !1
                }) : webidl.converters.USVString(value, prefix, "value"), filename = 3 === arguments.length ? webidl.converters.USVString(filename, prefix, "filename") : void 0);
                this[kState].push(entry);
            }
            delete(name) {
                webidl.brandCheck(this, FormData);
                webidl.argumentLengthCheck(arguments, 1, "FormData.delete");
                name = webidl.converters.USVString(name, "FormData.delete", "name");
                this[kState] = this[kState].filter(entry => entry.name !== name);
            }
            get(name) {
                webidl.brandCheck(this, FormData);
                webidl.argumentLengthCheck(arguments, 1, "FormData.get");
                name = webidl.converters.USVString(name, "FormData.get", "name");
                const idx = this[kState].findIndex(entry => entry.name === name);
                return -1 === idx ? null : this[kState][idx].value;
            }
            getAll(name) {
                webidl.brandCheck(this, FormData);
                webidl.argumentLengthCheck(arguments, 1, "FormData.getAll");
                name = webidl.converters.USVString(name, "FormData.getAll", "name");
                return this[kState].filter(entry => entry.name === name).map(entry => entry.value);
            }
            has(name) {
                webidl.brandCheck(this, FormData);
                webidl.argumentLengthCheck(arguments, 1, "FormData.has");
                name = webidl.converters.USVString(name, "FormData.has", "name");
                return -1 !== this[kState].findIndex(entry => entry.name === name);
            }
            set(name, value, filename = void 0) {
                webidl.brandCheck(this, FormData);
                const prefix = "FormData.set";
                webidl.argumentLengthCheck(arguments, 2, prefix);
                if (3 === arguments.length && !isBlobLike(value)) throw new TypeError("Failed to execute 'set' on 'FormData': parameter 2 is not of type 'Blob'");
                name = webidl.converters.USVString(name, prefix, "name");
                value = isBlobLike(value) ? webidl.converters.Blob(value, prefix, "name", {
                    strict: !1
                }) : webidl.converters.USVString(value, prefix, "name");
                filename = 3 === arguments.length ? webidl.converters.USVString(filename, prefix, "name") : void 0;
                const entry = makeEntry(name, value, filename);
                const idx = this[kState].findIndex(entry => entry.name === name);
                -1 !== idx ? this[kState] = [ ...this[kState].slice(0, idx), entry, ...this[kState].slice(idx + 1).filter(entry => entry.name !== name) ] : this[kState].push(entry);
            }
            [nodeUtil.inspect.custom](depth, options) {
                const state = this[kState].reduce((a, b) => {
                    a[b.name] ? Array.isArray(a[b.name]) ? a[b.name].push(b.value) : a[b.name] = [ a[b.name], b.value ] : a[b.name] = b.value;
                    return a;
                }, {
                    __proto__: null
                });
                options.depth ??= depth;
                options.colors ??= !0;
                const output = nodeUtil.formatWithOptions(options, state);
                return `FormData ${output.slice(output.indexOf("]") + 2)}`;
            }
        }
        iteratorMixin("FormData", FormData, kState, "name", "value");
        Object.defineProperties(FormData.prototype, {
            append: kEnumerableProperty,
            delete: kEnumerableProperty,
            get: kEnumerableProperty,
            getAll: kEnumerableProperty,
            has: kEnumerableProperty,
            set: kEnumerableProperty,
            [Symbol.toStringTag]: {
                value: "FormData",
                configurable: !0
            }
        });
        function makeEntry(name, value, filename) {
            if ("string" == typeof value) ; else {
                isFileLike(value) || (value = value instanceof Blob ? new File([ value ], "blob", {
                    type: value.type
                }) : new FileLike(value, "blob", {
                    type: value.type
                }));
                if (void 0 !== filename) {
                    const options = {
                        type: value.type,
                        lastModified: value.lastModified
                    };
                    value = value instanceof NativeFile ? new File([ value ], filename, options) : new FileLike(value, filename, options);
                }
            }
            return {
                name,
                value
            };
        }
        module.exports = {
            FormData,
            makeEntry
        };
    }),
    3109: (module => {
        const globalOrigin = Symbol.for("undici.globalOrigin.1");
        module.exports = {
            getGlobalOrigin: function getGlobalOrigin() {
                return globalThis[globalOrigin];
            },
            setGlobalOrigin: function setGlobalOrigin(newOrigin) {
                if (void 0 === newOrigin) {
                    Object.defineProperty(globalThis, globalOrigin, {
                        value: void 0,
                        writable: !0,
                        enumerable: !1,
                        configurable: !1
                    });
                    return;
                }
                const parsedURL = new URL(newOrigin);
                if ("http:" !== parsedURL.protocol && "https:" !== parsedURL.protocol) throw new TypeError(`Only http & https urls are allowed, received ${parsedURL.protocol}`);
                Object.defineProperty(globalThis, globalOrigin, {
                    value: parsedURL,
                    writable: !0,
                    enumerable: !1,
                    configurable: !1
                });
            }
        };
    }),
    1470: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {kConstruct} = __webpack_require__(33);
        const {kEnumerableProperty} = __webpack_require__(586);
        const {iteratorMixin, isValidHeaderName, isValidHeaderValue} = __webpack_require__(9774);
        const {webidl} = __webpack_require__(6083);
        const assert = __webpack_require__(4589);
        const util = __webpack_require__(7975);
        const kHeadersMap = Symbol("headers map");
        const kHeadersSortedMap = Symbol("headers map sorted");
        function isHTTPWhiteSpaceCharCode(code) {
            return 10 === code || 13 === code || 9 === code || 32 === code;
        }
        function headerValueNormalize(potentialValue) {
            let i = 0;
            let j = potentialValue.length;
            for (;j > i && isHTTPWhiteSpaceCharCode(potentialValue.charCodeAt(j - 1)); ) --j;
            for (;j > i && isHTTPWhiteSpaceCharCode(potentialValue.charCodeAt(i)); ) ++i;
            return 0 === i && j === potentialValue.length ? potentialValue : potentialValue.substring(i, j);
        }
        function fill(headers, object) {
            if (Array.isArray(object)) for (let i = 0; i < object.length; ++i) {
                const header = object[i];
                if (2 !== header.length) throw webidl.errors.exception({
                    header: "Headers constructor",
                    message: `expected name/value pair to be length 2, found ${header.length}.`
                });
                appendHeader(headers, header[0], header[1]);
            } else {
                if ("object" != typeof object || null === object) throw webidl.errors.conversionFailed({
                    prefix: "Headers constructor",
                    argument: "Argument 1",
                    types: [ "sequence<sequence<ByteString>>", "record<ByteString, ByteString>" ]
                });
                {
                    const keys = Object.keys(object);
                    for (let i = 0; i < keys.length; ++i) appendHeader(headers, keys[i], object[keys[i]]);
                }
            }
        }
        function appendHeader(headers, name, value) {
            value = headerValueNormalize(value);
            if (!isValidHeaderName(name)) throw webidl.errors.invalidArgument({
                prefix: "Headers.append",
                value: name,
                type: "header name"
            });
            if (!isValidHeaderValue(value)) throw webidl.errors.invalidArgument({
                prefix: "Headers.append",
                value,
                type: "header value"
            });
            if ("immutable" === getHeadersGuard(headers)) throw new TypeError("immutable");
            return getHeadersList(headers).append(name, value, !1);
        }
        function compareHeaderName(a, b) {
            return a[0] < b[0] ? -1 : 1;
        }
        class HeadersList {
            cookies=null;
            constructor(init) {
                if (init instanceof HeadersList) {
                    this[kHeadersMap] = new Map(init[kHeadersMap]);
                    this[kHeadersSortedMap] = init[kHeadersSortedMap];
                    this.cookies = null === init.cookies ? null : [ ...init.cookies ];
                } else {
                    this[kHeadersMap] = new Map(init);
                    this[kHeadersSortedMap] = null;
                }
            }
            contains(name, isLowerCase) {
                return this[kHeadersMap].has(isLowerCase ? name : name.toLowerCase());
            }
            clear() {
                this[kHeadersMap].clear();
                this[kHeadersSortedMap] = null;
                this.cookies = null;
            }
            append(name, value, isLowerCase) {
                this[kHeadersSortedMap] = null;
                const lowercaseName = isLowerCase ? name : name.toLowerCase();
                const exists = this[kHeadersMap].get(lowercaseName);
                if (exists) {
                    const delimiter = "cookie" === lowercaseName ? "; " : ", ";
                    this[kHeadersMap].set(lowercaseName, {
                        name: exists.name,
                        value: `${exists.value}${delimiter}${value}`
                    });
                } else this[kHeadersMap].set(lowercaseName, {
                    name,
                    value
                });
                "set-cookie" === lowercaseName && (this.cookies ??= []).push(value);
            }
            set(name, value, isLowerCase) {
                this[kHeadersSortedMap] = null;
                const lowercaseName = isLowerCase ? name : name.toLowerCase();
                "set-cookie" === lowercaseName && (this.cookies = [ value ]);
                this[kHeadersMap].set(lowercaseName, {
                    name,
                    value
                });
            }
            delete(name, isLowerCase) {
                this[kHeadersSortedMap] = null;
                isLowerCase || (name = name.toLowerCase());
                "set-cookie" === name && (this.cookies = null);
                this[kHeadersMap].delete(name);
            }
            get(name, isLowerCase) {
                return this[kHeadersMap].get(isLowerCase ? name : name.toLowerCase())?.value ?? null;
            }
            * [Symbol.iterator]() {
                for (const {0: name, 1: {value}} of this[kHeadersMap]) yield [ name, value ];
            }
            get entries() {
                const headers = {};
                if (0 !== this[kHeadersMap].size) for (const {name, value} of this[kHeadersMap].values()) headers[name] = value;
                return headers;
            }
            rawValues() {
                return this[kHeadersMap].values();
            }
            get entriesList() {
                const headers = [];
                if (0 !== this[kHeadersMap].size) for (const {0: lowerName, 1: {name, value}} of this[kHeadersMap]) if ("set-cookie" === lowerName) for (const cookie of this.cookies) headers.push([ name, cookie ]); else headers.push([ name, value ]);
                return headers;
            }
            toSortedArray() {
                const size = this[kHeadersMap].size;
                const array = new Array(size);
                if (size <= 32) {
                    if (0 === size) return array;
                    const iterator = this[kHeadersMap][Symbol.iterator]();
                    const firstValue = iterator.next().value;
                    array[0] = [ firstValue[0], firstValue[1].value ];
                    assert(null !== firstValue[1].value);
                    for (let x, value, i = 1, j = 0, right = 0, left = 0, pivot = 0; i < size; ++i) {
                        value = iterator.next().value;
                        x = array[i] = [ value[0], value[1].value ];
                        assert(null !== x[1]);
                        left = 0;
                        right = i;
                        for (;left < right; ) {
                            pivot = left + (right - left >> 1);
                            array[pivot][0] <= x[0] ? left = pivot + 1 : right = pivot;
                        }
                        if (i !== pivot) {
                            j = i;
                            for (;j > left; ) array[j] = array[--j];
                            array[left] = x;
                        }
                    }
                    if (!iterator.next().done) throw new TypeError("Unreachable");
                    return array;
                }
                {
                    let i = 0;
                    for (const {0: name, 1: {value}} of this[kHeadersMap]) {
                        array[i++] = [ name, value ];
                        assert(null !== value);
                    }
                    return array.sort(compareHeaderName);
                }
            }
        }
        class Headers {
            #guard;
            #headersList;
            constructor(init = void 0) {
                webidl.util.markAsUncloneable(this);
                if (init !== kConstruct) {
                    this.#headersList = new HeadersList;
                    this.#guard = "none";
                    void 0 !== init && fill(this, init = webidl.converters.HeadersInit(init, "Headers contructor", "init"));
                }
            }
            append(name, value) {
                webidl.brandCheck(this, Headers);
                webidl.argumentLengthCheck(arguments, 2, "Headers.append");
                return appendHeader(this, name = webidl.converters.ByteString(name, "Headers.append", "name"), value = webidl.converters.ByteString(value, "Headers.append", "value"));
            }
            delete(name) {
                webidl.brandCheck(this, Headers);
                webidl.argumentLengthCheck(arguments, 1, "Headers.delete");
                name = webidl.converters.ByteString(name, "Headers.delete", "name");
                if (!isValidHeaderName(name)) throw webidl.errors.invalidArgument({
                    prefix: "Headers.delete",
                    value: name,
                    type: "header name"
                });
                if ("immutable" === this.#guard) throw new TypeError("immutable");
                this.#headersList.contains(name, !1) && this.#headersList.delete(name, !1);
            }
            get(name) {
                webidl.brandCheck(this, Headers);
                webidl.argumentLengthCheck(arguments, 1, "Headers.get");
                name = webidl.converters.ByteString(name, "Headers.get", "name");
                if (!isValidHeaderName(name)) throw webidl.errors.invalidArgument({
                    prefix: "Headers.get",
                    value: name,
                    type: "header name"
                });
                return this.#headersList.get(name, !1);
            }
            has(name) {
                webidl.brandCheck(this, Headers);
                webidl.argumentLengthCheck(arguments, 1, "Headers.has");
                name = webidl.converters.ByteString(name, "Headers.has", "name");
                if (!isValidHeaderName(name)) throw webidl.errors.invalidArgument({
                    prefix: "Headers.has",
                    value: name,
                    type: "header name"
                });
                return this.#headersList.contains(name, !1);
            }
            set(name, value) {
                webidl.brandCheck(this, Headers);
                webidl.argumentLengthCheck(arguments, 2, "Headers.set");
                const prefix = "Headers.set";
                name = webidl.converters.ByteString(name, prefix, "name");
                value = headerValueNormalize(value = webidl.converters.ByteString(value, prefix, "value"));
                if (!isValidHeaderName(name)) throw webidl.errors.invalidArgument({
                    prefix,
                    value: name,
                    type: "header name"
                });
                if (!isValidHeaderValue(value)) throw webidl.errors.invalidArgument({
                    prefix,
                    value,
                    type: "header value"
                });
                if ("immutable" === this.#guard) throw new TypeError("immutable");
                this.#headersList.set(name, value, !1);
            }
            getSetCookie() {
                webidl.brandCheck(this, Headers);
                const list = this.#headersList.cookies;
                return list ? [ ...list ] : [];
            }
            get [kHeadersSortedMap]() {
                if (this.#headersList[kHeadersSortedMap]) return this.#headersList[kHeadersSortedMap];
                const headers = [];
                const names = this.#headersList.toSortedArray();
                const cookies = this.#headersList.cookies;
                if (null === cookies || 1 === cookies.length) return this.#headersList[kHeadersSortedMap] = names;
                for (let i = 0; i < names.length; ++i) {
                    const {0: name, 1: value} = names[i];
                    if ("set-cookie" === name) for (let j = 0; j < cookies.length; ++j) headers.push([ name, cookies[j] ]); else headers.push([ name, value ]);
                }
                return this.#headersList[kHeadersSortedMap] = headers;
            }
            [util.inspect.custom](depth, options) {
                options.depth ??= depth;
                return `Headers ${util.formatWithOptions(options, this.#headersList.entries)}`;
            }
            static getHeadersGuard(o) {
                return o.#guard;
            }
            static setHeadersGuard(o, guard) {
                o.#guard = guard;
            }
            static getHeadersList(o) {
                return o.#headersList;
            }
            static setHeadersList(o, list) {
                o.#headersList = list;
            }
        }
        const {getHeadersGuard, setHeadersGuard, getHeadersList, setHeadersList} = Headers;
        Reflect.deleteProperty(Headers, "getHeadersGuard");
        Reflect.deleteProperty(Headers, "setHeadersGuard");
        Reflect.deleteProperty(Headers, "getHeadersList");
        Reflect.deleteProperty(Headers, "setHeadersList");
        iteratorMixin("Headers", Headers, kHeadersSortedMap, 0, 1);
        Object.defineProperties(Headers.prototype, {
            append: kEnumerableProperty,
            delete: kEnumerableProperty,
            get: kEnumerableProperty,
            has: kEnumerableProperty,
            set: kEnumerableProperty,
            getSetCookie: kEnumerableProperty,
            [Symbol.toStringTag]: {
                value: "Headers",
                configurable: !0
            },
            [util.inspect.custom]: {
                enumerable: !1
            }
        });
        webidl.converters.HeadersInit = function(V, prefix, argument) {
            if ("Object" === webidl.util.Type(V)) {
                const iterator = Reflect.get(V, Symbol.iterator);
                if (!util.types.isProxy(V) && iterator === Headers.prototype.entries) try {
                    return getHeadersList(V).entriesList;
                } catch {}
                return "function" == typeof iterator ? webidl.converters["sequence<sequence<ByteString>>"](V, prefix, argument, iterator.bind(V)) : webidl.converters["record<ByteString, ByteString>"](V, prefix, argument);
            }
            throw webidl.errors.conversionFailed({
                prefix: "Headers constructor",
                argument: "Argument 1",
                types: [ "sequence<sequence<ByteString>>", "record<ByteString, ByteString>" ]
            });
        };
        module.exports = {
            fill,
            compareHeaderName,
            Headers,
            HeadersList,
            getHeadersGuard,
            setHeadersGuard,
            setHeadersList,
            getHeadersList
        };
    }),
    7532: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {makeNetworkError, makeAppropriateNetworkError, filterResponse, makeResponse, fromInnerResponse} = __webpack_require__(9141);
        const {HeadersList} = __webpack_require__(1470);
        const {Request, cloneRequest} = __webpack_require__(5601);
        const zlib = __webpack_require__(8522);
        const {bytesMatch, makePolicyContainer, clonePolicyContainer, requestBadPort, TAOCheck, appendRequestOriginHeader, responseLocationURL, requestCurrentURL, setRequestReferrerPolicyOnRedirect, tryUpgradeRequestToAPotentiallyTrustworthyURL, createOpaqueTimingInfo, appendFetchMetadata, corsCheck, crossOriginResourcePolicyCheck, determineRequestsReferrer, coarsenedSharedCurrentTime, createDeferredPromise, isBlobLike, sameOrigin, isCancelled, isAborted, isErrorLike, fullyReadBody, readableStreamClose, isomorphicEncode, urlIsLocal, urlIsHttpHttpsScheme, urlHasHttpsScheme, clampAndCoarsenConnectionTimingInfo, simpleRangeHeaderValue, buildContentRange, createInflate, extractMimeType} = __webpack_require__(9774);
        const {kState, kDispatcher} = __webpack_require__(1693);
        const assert = __webpack_require__(4589);
        const {safelyExtractBody, extractBody} = __webpack_require__(3842);
        const {redirectStatusSet, nullBodyStatus, safeMethodsSet, requestBodyHeader, subresourceSet} = __webpack_require__(6689);
        const EE = __webpack_require__(8474);
        const {Readable, pipeline, finished} = __webpack_require__(7075);
        const {addAbortListener, isErrored, isReadable, bufferToLowerCasedHeaderName} = __webpack_require__(586);
        const {dataURLProcessor, serializeAMimeType, minimizeSupportedMimeType} = __webpack_require__(2318);
        const {getGlobalDispatcher} = __webpack_require__(5319);
        const {webidl} = __webpack_require__(6083);
        const {STATUS_CODES} = __webpack_require__(7067);
        const GET_OR_HEAD = [ "GET", "HEAD" ];
        const defaultUserAgent = "undefined" != typeof __UNDICI_IS_NODE__ || "undefined" != typeof esbuildDetection ? "node" : "undici";
        let resolveObjectURL;
        class Fetch extends EE {
            constructor(dispatcher) {
                super();
                this.dispatcher = dispatcher;
                this.connection = null;
                this.dump = !1;
                this.state = "ongoing";
            }
            terminate(reason) {
                if ("ongoing" === this.state) {
                    this.state = "terminated";
                    this.connection?.destroy(reason);
                    this.emit("terminated", reason);
                }
            }
            abort(error) {
                if ("ongoing" === this.state) {
                    this.state = "aborted";
                    error || (error = new DOMException("The operation was aborted.", "AbortError"));
                    this.serializedAbortReason = error;
                    this.connection?.destroy(error);
                    this.emit("terminated", error);
                }
            }
        }
        function handleFetchDone(response) {
            finalizeAndReportTiming(response, "fetch");
        }
        function finalizeAndReportTiming(response, initiatorType = "other") {
            if ("error" === response.type && response.aborted) return;
            if (!response.urlList?.length) return;
            const originalURL = response.urlList[0];
            let timingInfo = response.timingInfo;
            let cacheState = response.cacheState;
            if (urlIsHttpHttpsScheme(originalURL) && null !== timingInfo) {
                if (!response.timingAllowPassed) {
                    timingInfo = createOpaqueTimingInfo({
                        startTime: timingInfo.startTime
                    });
                    cacheState = "";
                }
                timingInfo.endTime = coarsenedSharedCurrentTime();
                response.timingInfo = timingInfo;
                markResourceTiming(timingInfo, originalURL.href, initiatorType, globalThis, cacheState);
            }
        }
        const markResourceTiming = performance.markResourceTiming;
        function abortFetch(p, request, responseObject, error) {
            p && p.reject(error);
            null != request.body && isReadable(request.body?.stream) && request.body.stream.cancel(error).catch(err => {
                if ("ERR_INVALID_STATE" !== err.code) throw err;
            });
            if (null == responseObject) return;
            const response = responseObject[kState];
            null != response.body && isReadable(response.body?.stream) && response.body.stream.cancel(error).catch(err => {
                if ("ERR_INVALID_STATE" !== err.code) throw err;
            });
        }
        function fetching({request, processRequestBodyChunkLength, processRequestEndOfBody, processResponse, processResponseEndOfBody, processResponseConsumeBody, useParallelQueue = !1, dispatcher = getGlobalDispatcher()}) {
            assert(dispatcher);
            let taskDestination = null;
            let crossOriginIsolatedCapability = !1;
            if (null != request.client) {
                taskDestination = request.client.globalObject;
                crossOriginIsolatedCapability = request.client.crossOriginIsolatedCapability;
            }
            const currentTime = coarsenedSharedCurrentTime(crossOriginIsolatedCapability);
            const timingInfo = createOpaqueTimingInfo({
                startTime: currentTime
            });
            const fetchParams = {
                controller: new Fetch(dispatcher),
                request,
                timingInfo,
                processRequestBodyChunkLength,
                processRequestEndOfBody,
                processResponse,
                processResponseConsumeBody,
                processResponseEndOfBody,
                taskDestination,
                crossOriginIsolatedCapability
            };
            assert(!request.body || request.body.stream);
            "client" === request.window && (request.window = "Window" === request.client?.globalObject?.constructor?.name ? request.client : "no-window");
            "client" === request.origin && (request.origin = request.client.origin);
            "client" === request.policyContainer && (null != request.client ? request.policyContainer = clonePolicyContainer(request.client.policyContainer) : request.policyContainer = makePolicyContainer());
            if (!request.headersList.contains("accept", !0)) {
                const value = "*/*";
                request.headersList.append("accept", value, !0);
            }
            request.headersList.contains("accept-language", !0) || request.headersList.append("accept-language", "*", !0);
            request.priority;
            subresourceSet.has(request.destination);
            mainFetch(fetchParams).catch(err => {
                fetchParams.controller.terminate(err);
            });
            return fetchParams.controller;
        }
        async function mainFetch(fetchParams, recursive = !1) {
            const request = fetchParams.request;
            let response = null;
            request.localURLsOnly && !urlIsLocal(requestCurrentURL(request)) && (response = makeNetworkError("local URLs only"));
            tryUpgradeRequestToAPotentiallyTrustworthyURL(request);
            "blocked" === requestBadPort(request) && (response = makeNetworkError("bad port"));
            "" === request.referrerPolicy && (request.referrerPolicy = request.policyContainer.referrerPolicy);
            "no-referrer" !== request.referrer && (request.referrer = determineRequestsReferrer(request));
            null === response && (response = await (async () => {
                const currentURL = requestCurrentURL(request);
                if (sameOrigin(currentURL, request.url) && "basic" === request.responseTainting || "data:" === currentURL.protocol || "navigate" === request.mode || "websocket" === request.mode) {
                    request.responseTainting = "basic";
                    return await schemeFetch(fetchParams);
                }
                if ("same-origin" === request.mode) return makeNetworkError('request mode cannot be "same-origin"');
                if ("no-cors" === request.mode) {
                    if ("follow" !== request.redirect) return makeNetworkError('redirect mode cannot be "follow" for "no-cors" request');
                    request.responseTainting = "opaque";
                    return await schemeFetch(fetchParams);
                }
                if (!urlIsHttpHttpsScheme(requestCurrentURL(request))) return makeNetworkError("URL scheme must be a HTTP(S) scheme");
                request.responseTainting = "cors";
                return await httpFetch(fetchParams);
            })());
            if (recursive) return response;
            if (0 !== response.status && !response.internalResponse) {
                request.responseTainting;
                "basic" === request.responseTainting ? response = filterResponse(response, "basic") : "cors" === request.responseTainting ? response = filterResponse(response, "cors") : "opaque" === request.responseTainting ? response = filterResponse(response, "opaque") : assert(!1);
            }
            let internalResponse = 0 === response.status ? response : response.internalResponse;
            0 === internalResponse.urlList.length && internalResponse.urlList.push(...request.urlList);
            request.timingAllowFailed || (response.timingAllowPassed = !0);
            "opaque" === response.type && 206 === internalResponse.status && internalResponse.rangeRequested && !request.headers.contains("range", !0) && (response = internalResponse = makeNetworkError());
            if (0 !== response.status && ("HEAD" === request.method || "CONNECT" === request.method || nullBodyStatus.includes(internalResponse.status))) {
                internalResponse.body = null;
                fetchParams.controller.dump = !0;
            }
            if (request.integrity) {
                const processBodyError = reason => fetchFinale(fetchParams, makeNetworkError(reason));
                if ("opaque" === request.responseTainting || null == response.body) {
                    processBodyError(response.error);
                    return;
                }
                const processBody = bytes => {
                    if (bytesMatch(bytes, request.integrity)) {
                        response.body = safelyExtractBody(bytes)[0];
                        fetchFinale(fetchParams, response);
                    } else processBodyError("integrity mismatch");
                };
                await fullyReadBody(response.body, processBody, processBodyError);
            } else fetchFinale(fetchParams, response);
        }
        function schemeFetch(fetchParams) {
            if (isCancelled(fetchParams) && 0 === fetchParams.request.redirectCount) return Promise.resolve(makeAppropriateNetworkError(fetchParams));
            const {request} = fetchParams;
            const {protocol: scheme} = requestCurrentURL(request);
            switch (scheme) {
              case "about:":
                return Promise.resolve(makeNetworkError("about scheme is not supported"));

              case "blob:":
                {
                    resolveObjectURL || (resolveObjectURL = __webpack_require__(4573).resolveObjectURL);
                    const blobURLEntry = requestCurrentURL(request);
                    if (0 !== blobURLEntry.search.length) return Promise.resolve(makeNetworkError("NetworkError when attempting to fetch resource."));
                    const blob = resolveObjectURL(blobURLEntry.toString());
                    if ("GET" !== request.method || !isBlobLike(blob)) return Promise.resolve(makeNetworkError("invalid method"));
                    const response = makeResponse();
                    const fullLength = blob.size;
                    const serializedFullLength = isomorphicEncode(`${fullLength}`);
                    const type = blob.type;
                    if (request.headersList.contains("range", !0)) {
                        response.rangeRequested = !0;
                        const rangeHeader = request.headersList.get("range", !0);
                        const rangeValue = simpleRangeHeaderValue(rangeHeader, !0);
                        if ("failure" === rangeValue) return Promise.resolve(makeNetworkError("failed to fetch the data URL"));
                        let {rangeStartValue: rangeStart, rangeEndValue: rangeEnd} = rangeValue;
                        if (null === rangeStart) {
                            rangeStart = fullLength - rangeEnd;
                            rangeEnd = rangeStart + rangeEnd - 1;
                        } else {
                            if (rangeStart >= fullLength) return Promise.resolve(makeNetworkError("Range start is greater than the blob's size."));
                            (null === rangeEnd || rangeEnd >= fullLength) && (rangeEnd = fullLength - 1);
                        }
                        const slicedBlob = blob.slice(rangeStart, rangeEnd, type);
                        const slicedBodyWithType = extractBody(slicedBlob);
                        response.body = slicedBodyWithType[0];
                        const serializedSlicedLength = isomorphicEncode(`${slicedBlob.size}`);
                        const contentRange = buildContentRange(rangeStart, rangeEnd, fullLength);
                        response.status = 206;
                        response.statusText = "Partial Content";
                        response.headersList.set("content-length", serializedSlicedLength, !0);
                        response.headersList.set("content-type", type, !0);
                        response.headersList.set("content-range", contentRange, !0);
                    } else {
                        const bodyWithType = extractBody(blob);
                        response.statusText = "OK";
                        response.body = bodyWithType[0];
                        response.headersList.set("content-length", serializedFullLength, !0);
                        response.headersList.set("content-type", type, !0);
                    }
                    return Promise.resolve(response);
                }

              case "data:":
                {
                    const currentURL = requestCurrentURL(request);
                    const dataURLStruct = dataURLProcessor(currentURL);
                    if ("failure" === dataURLStruct) return Promise.resolve(makeNetworkError("failed to fetch the data URL"));
                    const mimeType = serializeAMimeType(dataURLStruct.mimeType);
                    return Promise.resolve(makeResponse({
                        statusText: "OK",
                        headersList: [ [ "content-type", {
                            name: "Content-Type",
                            value: mimeType
                        } ] ],
                        body: safelyExtractBody(dataURLStruct.body)[0]
                    }));
                }

              case "file:":
                return Promise.resolve(makeNetworkError("not implemented... yet..."));

              case "http:":
              case "https:":
                return httpFetch(fetchParams).catch(err => makeNetworkError(err));

              default:
                return Promise.resolve(makeNetworkError("unknown scheme"));
            }
        }
        function finalizeResponse(fetchParams, response) {
            fetchParams.request.done = !0;
            null != fetchParams.processResponseDone && queueMicrotask(() => fetchParams.processResponseDone(response));
        }
        function fetchFinale(fetchParams, response) {
            let timingInfo = fetchParams.timingInfo;
            const processResponseEndOfBody = () => {
                const unsafeEndTime = Date.now();
                "document" === fetchParams.request.destination && (fetchParams.controller.fullTimingInfo = timingInfo);
                fetchParams.controller.reportTimingSteps = () => {
                    if ("https:" !== fetchParams.request.url.protocol) return;
                    timingInfo.endTime = unsafeEndTime;
                    let cacheState = response.cacheState;
                    const bodyInfo = response.bodyInfo;
                    if (!response.timingAllowPassed) {
                        timingInfo = createOpaqueTimingInfo(timingInfo);
                        cacheState = "";
                    }
                    let responseStatus = 0;
                    if ("navigator" !== fetchParams.request.mode || !response.hasCrossOriginRedirects) {
                        responseStatus = response.status;
                        const mimeType = extractMimeType(response.headersList);
                        "failure" !== mimeType && (bodyInfo.contentType = minimizeSupportedMimeType(mimeType));
                    }
                    null != fetchParams.request.initiatorType && markResourceTiming(timingInfo, fetchParams.request.url.href, fetchParams.request.initiatorType, globalThis, cacheState, bodyInfo, responseStatus);
                };
                queueMicrotask(() => (() => {
                    fetchParams.request.done = !0;
                    null != fetchParams.processResponseEndOfBody && queueMicrotask(() => fetchParams.processResponseEndOfBody(response));
                    null != fetchParams.request.initiatorType && fetchParams.controller.reportTimingSteps();
                })());
            };
            null != fetchParams.processResponse && queueMicrotask(() => {
                fetchParams.processResponse(response);
                fetchParams.processResponse = null;
            });
            const internalResponse = "error" === response.type ? response : response.internalResponse ?? response;
            null == internalResponse.body ? processResponseEndOfBody() : finished(internalResponse.body.stream, () => {
                processResponseEndOfBody();
            });
        }
        async function httpFetch(fetchParams) {
            const request = fetchParams.request;
            let response = null;
            let actualResponse = null;
            const timingInfo = fetchParams.timingInfo;
            request.serviceWorkers;
            if (null === response) {
                "follow" === request.redirect && (request.serviceWorkers = "none");
                actualResponse = response = await httpNetworkOrCacheFetch(fetchParams);
                if ("cors" === request.responseTainting && "failure" === corsCheck(request, response)) return makeNetworkError("cors failure");
                "failure" === TAOCheck(request, response) && (request.timingAllowFailed = !0);
            }
            if (("opaque" === request.responseTainting || "opaque" === response.type) && "blocked" === crossOriginResourcePolicyCheck(request.origin, request.client, request.destination, actualResponse)) return makeNetworkError("blocked");
            if (redirectStatusSet.has(actualResponse.status)) {
                "manual" !== request.redirect && fetchParams.controller.connection.destroy(void 0, !1);
                "error" === request.redirect ? response = makeNetworkError("unexpected redirect") : "manual" === request.redirect ? response = actualResponse : "follow" === request.redirect ? response = await function httpRedirectFetch(fetchParams, response) {
                    const request = fetchParams.request;
                    const actualResponse = response.internalResponse ? response.internalResponse : response;
                    let locationURL;
                    try {
                        locationURL = responseLocationURL(actualResponse, requestCurrentURL(request).hash);
                        if (null == locationURL) return response;
                    } catch (err) {
                        return Promise.resolve(makeNetworkError(err));
                    }
                    if (!urlIsHttpHttpsScheme(locationURL)) return Promise.resolve(makeNetworkError("URL scheme must be a HTTP(S) scheme"));
                    if (20 === request.redirectCount) return Promise.resolve(makeNetworkError("redirect count exceeded"));
                    request.redirectCount += 1;
                    if ("cors" === request.mode && (locationURL.username || locationURL.password) && !sameOrigin(request, locationURL)) return Promise.resolve(makeNetworkError('cross origin not allowed for request mode "cors"'));
                    if ("cors" === request.responseTainting && (locationURL.username || locationURL.password)) return Promise.resolve(makeNetworkError('URL cannot contain credentials for request mode "cors"'));
                    if (303 !== actualResponse.status && null != request.body && null == request.body.source) return Promise.resolve(makeNetworkError());
                    if ([ 301, 302 ].includes(actualResponse.status) && "POST" === request.method || 303 === actualResponse.status && !GET_OR_HEAD.includes(request.method)) {
                        request.method = "GET";
                        request.body = null;
                        for (const headerName of requestBodyHeader) request.headersList.delete(headerName);
                    }
                    if (!sameOrigin(requestCurrentURL(request), locationURL)) {
                        request.headersList.delete("authorization", !0);
                        request.headersList.delete("proxy-authorization", !0);
                        request.headersList.delete("cookie", !0);
                        request.headersList.delete("host", !0);
                    }
                    if (null != request.body) {
                        assert(null != request.body.source);
                        request.body = safelyExtractBody(request.body.source)[0];
                    }
                    const timingInfo = fetchParams.timingInfo;
                    timingInfo.redirectEndTime = timingInfo.postRedirectStartTime = coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability);
                    0 === timingInfo.redirectStartTime && (timingInfo.redirectStartTime = timingInfo.startTime);
                    request.urlList.push(locationURL);
                    setRequestReferrerPolicyOnRedirect(request, actualResponse);
                    return mainFetch(fetchParams, !0);
                }(fetchParams, response) : assert(!1);
            }
            response.timingInfo = timingInfo;
            return response;
        }
        async function httpNetworkOrCacheFetch(fetchParams, isAuthenticationFetch = !1, isNewConnectionFetch = !1) {
            const request = fetchParams.request;
            let httpFetchParams = null;
            let httpRequest = null;
            let response = null;
            if ("no-window" === request.window && "error" === request.redirect) {
                httpFetchParams = fetchParams;
                httpRequest = request;
            } else {
                httpRequest = cloneRequest(request);
                httpFetchParams = {
                    ...fetchParams
                };
                httpFetchParams.request = httpRequest;
            }
            const includeCredentials = "include" === request.credentials || "same-origin" === request.credentials && "basic" === request.responseTainting;
            const contentLength = httpRequest.body ? httpRequest.body.length : null;
            let contentLengthHeaderValue = null;
            null == httpRequest.body && [ "POST", "PUT" ].includes(httpRequest.method) && (contentLengthHeaderValue = "0");
            null != contentLength && (contentLengthHeaderValue = isomorphicEncode(`${contentLength}`));
            null != contentLengthHeaderValue && httpRequest.headersList.append("content-length", contentLengthHeaderValue, !0);
            null != contentLength && httpRequest.keepalive;
            httpRequest.referrer instanceof URL && httpRequest.headersList.append("referer", isomorphicEncode(httpRequest.referrer.href), !0);
            appendRequestOriginHeader(httpRequest);
            appendFetchMetadata(httpRequest);
            httpRequest.headersList.contains("user-agent", !0) || httpRequest.headersList.append("user-agent", defaultUserAgent);
            "default" === httpRequest.cache && (httpRequest.headersList.contains("if-modified-since", !0) || httpRequest.headersList.contains("if-none-match", !0) || httpRequest.headersList.contains("if-unmodified-since", !0) || httpRequest.headersList.contains("if-match", !0) || httpRequest.headersList.contains("if-range", !0)) && (httpRequest.cache = "no-store");
            "no-cache" !== httpRequest.cache || httpRequest.preventNoCacheCacheControlHeaderModification || httpRequest.headersList.contains("cache-control", !0) || httpRequest.headersList.append("cache-control", "max-age=0", !0);
            if ("no-store" === httpRequest.cache || "reload" === httpRequest.cache) {
                httpRequest.headersList.contains("pragma", !0) || httpRequest.headersList.append("pragma", "no-cache", !0);
                httpRequest.headersList.contains("cache-control", !0) || httpRequest.headersList.append("cache-control", "no-cache", !0);
            }
            httpRequest.headersList.contains("range", !0) && httpRequest.headersList.append("accept-encoding", "identity", !0);
            httpRequest.headersList.contains("accept-encoding", !0) || (urlHasHttpsScheme(requestCurrentURL(httpRequest)) ? httpRequest.headersList.append("accept-encoding", "br, gzip, deflate", !0) : httpRequest.headersList.append("accept-encoding", "gzip, deflate", !0));
            httpRequest.headersList.delete("host", !0);
            httpRequest.cache = "no-store";
            "no-store" !== httpRequest.cache && httpRequest.cache;
            if (null == response) {
                if ("only-if-cached" === httpRequest.cache) return makeNetworkError("only if cached");
                const forwardResponse = await async function httpNetworkFetch(fetchParams) {
                    assert(!fetchParams.controller.connection || fetchParams.controller.connection.destroyed);
                    fetchParams.controller.connection = {
                        abort: null,
                        destroyed: !1,
                        destroy(err, abort = !0) {
                            if (!this.destroyed) {
                                this.destroyed = !0;
                                abort && this.abort?.(err ?? new DOMException("The operation was aborted.", "AbortError"));
                            }
                        }
                    };
                    const request = fetchParams.request;
                    let response = null;
                    const timingInfo = fetchParams.timingInfo;
                    request.cache = "no-store";
                    request.mode;
                    let requestBody = null;
                    if (null == request.body && fetchParams.processRequestEndOfBody) queueMicrotask(() => fetchParams.processRequestEndOfBody()); else if (null != request.body) {
                        const processBodyChunk = async function*(bytes) {
                            if (!isCancelled(fetchParams)) {
                                yield bytes;
                                fetchParams.processRequestBodyChunkLength?.(bytes.byteLength);
                            }
                        };
                        const processEndOfBody = () => {
                            isCancelled(fetchParams) || fetchParams.processRequestEndOfBody && fetchParams.processRequestEndOfBody();
                        };
                        const processBodyError = e => {
                            isCancelled(fetchParams) || ("AbortError" === e.name ? fetchParams.controller.abort() : fetchParams.controller.terminate(e));
                        };
                        requestBody = async function*() {
                            try {
                                for await (const bytes of request.body.stream) yield* processBodyChunk(bytes);
                                processEndOfBody();
                            } catch (err) {
                                processBodyError(err);
                            }
                        }();
                    }
                    try {
                        const {body, status, statusText, headersList, socket} = await function dispatch({body}) {
                            const url = requestCurrentURL(request);
                            const agent = fetchParams.controller.dispatcher;
                            return new Promise((resolve, reject) => agent.dispatch({
                                path: url.pathname + url.search,
                                origin: url.origin,
                                method: request.method,
                                body: agent.isMockActive ? request.body && (request.body.source || request.body.stream) : body,
                                headers: request.headersList.entries,
                                maxRedirections: 0,
                                upgrade: "websocket" === request.mode ? "websocket" : void 0
                            }, {
                                body: null,
                                abort: null,
                                onConnect(abort) {
                                    const {connection} = fetchParams.controller;
                                    timingInfo.finalConnectionTimingInfo = clampAndCoarsenConnectionTimingInfo(void 0, timingInfo.postRedirectStartTime, fetchParams.crossOriginIsolatedCapability);
                                    if (connection.destroyed) abort(new DOMException("The operation was aborted.", "AbortError")); else {
                                        fetchParams.controller.on("terminated", abort);
                                        this.abort = connection.abort = abort;
                                    }
                                    timingInfo.finalNetworkRequestStartTime = coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability);
                                },
                                onResponseStarted() {
                                    timingInfo.finalNetworkResponseStartTime = coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability);
                                },
                                onHeaders(status, rawHeaders, resume, statusText) {
                                    if (status < 200) return;
                                    let location = "";
                                    const headersList = new HeadersList;
                                    for (let i = 0; i < rawHeaders.length; i += 2) headersList.append(bufferToLowerCasedHeaderName(rawHeaders[i]), rawHeaders[i + 1].toString("latin1"), !0);
                                    location = headersList.get("location", !0);
                                    const decoders = [];
                                    const willFollow = location && "follow" === request.redirect && redirectStatusSet.has(status);
                                    if ("HEAD" !== request.method && "CONNECT" !== request.method && !nullBodyStatus.includes(status) && !willFollow) {
                                        const contentEncoding = headersList.get("content-encoding", !0);
                                        const codings = contentEncoding ? contentEncoding.toLowerCase().split(",") : [];
                                        const maxContentEncodings = 5;
                                        if (codings.length > maxContentEncodings) {
                                            this.abort(new Error(`too many content-encodings in response: ${codings.length}, maximum allowed is ${maxContentEncodings}`));
                                            return !0;
                                        }
                                        for (let i = codings.length - 1; i >= 0; --i) {
                                            const coding = codings[i].trim();
                                            if ("x-gzip" === coding || "gzip" === coding) decoders.push(zlib.createGunzip({
                                                flush: zlib.constants.Z_SYNC_FLUSH,
                                                finishFlush: zlib.constants.Z_SYNC_FLUSH
                                            })); else if ("deflate" === coding) decoders.push(createInflate({
                                                flush: zlib.constants.Z_SYNC_FLUSH,
                                                finishFlush: zlib.constants.Z_SYNC_FLUSH
                                            })); else {
                                                if ("br" !== coding) {
                                                    decoders.length = 0;
                                                    break;
                                                }
                                                decoders.push(zlib.createBrotliDecompress({
                                                    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
                                                    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH
                                                }));
                                            }
                                        }
                                    }
                                    this.body = new Readable({
                                        read: resume
                                    });
                                    const onError = this.onError.bind(this);
                                    resolve({
                                        status,
                                        statusText,
                                        headersList,
                                        body: decoders.length ? pipeline(this.body, ...decoders, err => {
                                            err && this.onError(err);
                                        }).on("error", onError) : this.body.on("error", onError)
                                    });
                                    return !0;
                                },
                                onData(chunk) {
                                    if (fetchParams.controller.dump) return;
                                    const bytes = chunk;
                                    timingInfo.encodedBodySize += bytes.byteLength;
                                    return this.body.push(bytes);
                                },
                                onComplete() {
                                    this.abort && fetchParams.controller.off("terminated", this.abort);
                                    fetchParams.controller.ended = !0;
                                    this.body.push(null);
                                },
                                onError(error) {
                                    this.abort && fetchParams.controller.off("terminated", this.abort);
                                    this.body?.destroy(error);
                                    fetchParams.controller.terminate(error);
                                    reject(error);
                                },
                                onUpgrade(status, rawHeaders, socket) {
                                    if (101 !== status) return;
                                    const headersList = new HeadersList;
                                    for (let i = 0; i < rawHeaders.length; i += 2) headersList.append(bufferToLowerCasedHeaderName(rawHeaders[i]), rawHeaders[i + 1].toString("latin1"), !0);
                                    resolve({
                                        status,
                                        statusText: STATUS_CODES[status],
                                        headersList,
                                        socket
                                    });
                                    return !0;
                                }
                            }));
                        }({
                            body: requestBody
                        });
                        if (socket) response = makeResponse({
                            status,
                            statusText,
                            headersList,
                            socket
                        }); else {
                            const iterator = body[Symbol.asyncIterator]();
                            fetchParams.controller.next = () => iterator.next();
                            response = makeResponse({
                                status,
                                statusText,
                                headersList
                            });
                        }
                    } catch (err) {
                        if ("AbortError" === err.name) {
                            fetchParams.controller.connection.destroy();
                            return makeAppropriateNetworkError(fetchParams, err);
                        }
                        return makeNetworkError(err);
                    }
                    const stream = new ReadableStream({
                        async start(controller) {
                            fetchParams.controller.controller = controller;
                        },
                        async pull(controller) {
                            await (async () => {
                                await fetchParams.controller.resume();
                            })();
                        },
                        async cancel(reason) {
                            await (reason => {
                                isCancelled(fetchParams) || fetchParams.controller.abort(reason);
                            })(reason);
                        },
                        type: "bytes"
                    });
                    response.body = {
                        stream,
                        source: null,
                        length: null
                    };
                    fetchParams.controller.resume || fetchParams.controller.on("terminated", function onAborted(reason) {
                        if (isAborted(fetchParams)) {
                            response.aborted = !0;
                            isReadable(stream) && fetchParams.controller.controller.error(fetchParams.controller.serializedAbortReason);
                        } else isReadable(stream) && fetchParams.controller.controller.error(new TypeError("terminated", {
                            cause: isErrorLike(reason) ? reason : void 0
                        }));
                        fetchParams.controller.connection.destroy();
                    });
                    fetchParams.controller.resume = async () => {
                        for (;;) {
                            let bytes;
                            let isFailure;
                            try {
                                const {done, value} = await fetchParams.controller.next();
                                if (isAborted(fetchParams)) break;
                                bytes = done ? void 0 : value;
                            } catch (err) {
                                if (fetchParams.controller.ended && !timingInfo.encodedBodySize) bytes = void 0; else {
                                    bytes = err;
                                    isFailure = !0;
                                }
                            }
                            if (void 0 === bytes) {
                                readableStreamClose(fetchParams.controller.controller);
                                finalizeResponse(fetchParams, response);
                                return;
                            }
                            timingInfo.decodedBodySize += bytes?.byteLength ?? 0;
                            if (isFailure) {
                                fetchParams.controller.terminate(bytes);
                                return;
                            }
                            const buffer = new Uint8Array(bytes);
                            buffer.byteLength && fetchParams.controller.controller.enqueue(buffer);
                            if (isErrored(stream)) {
                                fetchParams.controller.terminate();
                                return;
                            }
                            if (fetchParams.controller.controller.desiredSize <= 0) return;
                        }
                    };
                    return response;
                }(httpFetchParams, includeCredentials, isNewConnectionFetch);
                !safeMethodsSet.has(httpRequest.method) && forwardResponse.status >= 200 && forwardResponse.status;
                null == response && (response = forwardResponse);
            }
            response.urlList = [ ...httpRequest.urlList ];
            httpRequest.headersList.contains("range", !0) && (response.rangeRequested = !0);
            response.requestIncludesCredentials = includeCredentials;
            if (407 === response.status) return "no-window" === request.window ? makeNetworkError() : isCancelled(fetchParams) ? makeAppropriateNetworkError(fetchParams) : makeNetworkError("proxy authentication required");
            if (421 === response.status && !isNewConnectionFetch && (null == request.body || null != request.body.source)) {
                if (isCancelled(fetchParams)) return makeAppropriateNetworkError(fetchParams);
                fetchParams.controller.connection.destroy();
                response = await httpNetworkOrCacheFetch(fetchParams, isAuthenticationFetch, !0);
            }
            return response;
        }
        module.exports = {
            fetch: function fetch(input, init = void 0) {
                webidl.argumentLengthCheck(arguments, 1, "globalThis.fetch");
                let p = createDeferredPromise();
                let requestObject;
                try {
                    requestObject = new Request(input, init);
                } catch (e) {
                    p.reject(e);
                    return p.promise;
                }
                const request = requestObject[kState];
                if (requestObject.signal.aborted) {
                    abortFetch(p, request, null, requestObject.signal.reason);
                    return p.promise;
                }
                const globalObject = request.client.globalObject;
                "ServiceWorkerGlobalScope" === globalObject?.constructor?.name && (request.serviceWorkers = "none");
                let responseObject = null;
                let locallyAborted = !1;
                let controller = null;
                addAbortListener(requestObject.signal, () => {
                    locallyAborted = !0;
                    assert(null != controller);
                    controller.abort(requestObject.signal.reason);
                    const realResponse = responseObject?.deref();
                    abortFetch(p, request, realResponse, requestObject.signal.reason);
                });
                controller = fetching({
                    request,
                    processResponseEndOfBody: handleFetchDone,
                    processResponse: response => {
                        if (!locallyAborted) if (response.aborted) abortFetch(p, request, responseObject, controller.serializedAbortReason); else if ("error" !== response.type) {
                            responseObject = new WeakRef(fromInnerResponse(response, "immutable"));
                            p.resolve(responseObject.deref());
                            p = null;
                        } else p.reject(new TypeError("fetch failed", {
                            cause: response.error
                        }));
                    },
                    dispatcher: requestObject[kDispatcher]
                });
                return p.promise;
            },
            Fetch,
            fetching,
            finalizeAndReportTiming
        };
    }),
    5601: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {extractBody, mixinBody, cloneBody, bodyUnusable} = __webpack_require__(3842);
        const {Headers, fill: fillHeaders, HeadersList, setHeadersGuard, getHeadersGuard, setHeadersList, getHeadersList} = __webpack_require__(1470);
        const {FinalizationRegistry} = __webpack_require__(1751)();
        const util = __webpack_require__(586);
        const nodeUtil = __webpack_require__(7975);
        const {isValidHTTPToken, sameOrigin, environmentSettingsObject} = __webpack_require__(9774);
        const {forbiddenMethodsSet, corsSafeListedMethodsSet, referrerPolicy, requestRedirect, requestMode, requestCredentials, requestCache, requestDuplex} = __webpack_require__(6689);
        const {kEnumerableProperty, normalizedMethodRecordsBase, normalizedMethodRecords} = util;
        const {kHeaders, kSignal, kState, kDispatcher} = __webpack_require__(1693);
        const {webidl} = __webpack_require__(6083);
        const {URLSerializer} = __webpack_require__(2318);
        const {kConstruct} = __webpack_require__(33);
        const assert = __webpack_require__(4589);
        const {getMaxListeners, setMaxListeners, getEventListeners, defaultMaxListeners} = __webpack_require__(8474);
        const kAbortController = Symbol("abortController");
        const requestFinalizer = new FinalizationRegistry(({signal, abort}) => {
            signal.removeEventListener("abort", abort);
        });
        const dependentControllerMap = new WeakMap;
        function buildAbort(acRef) {
            return function abort() {
                const ac = acRef.deref();
                if (void 0 !== ac) {
                    requestFinalizer.unregister(abort);
                    this.removeEventListener("abort", abort);
                    ac.abort(this.reason);
                    const controllerList = dependentControllerMap.get(ac.signal);
                    if (void 0 !== controllerList) {
                        if (0 !== controllerList.size) {
                            for (const ref of controllerList) {
                                const ctrl = ref.deref();
                                void 0 !== ctrl && ctrl.abort(this.reason);
                            }
                            controllerList.clear();
                        }
                        dependentControllerMap.delete(ac.signal);
                    }
                }
            };
        }
        let patchMethodWarning = !1;
        class Request {
            constructor(input, init = {}) {
                webidl.util.markAsUncloneable(this);
                if (input === kConstruct) return;
                const prefix = "Request constructor";
                webidl.argumentLengthCheck(arguments, 1, prefix);
                input = webidl.converters.RequestInfo(input, prefix, "input");
                init = webidl.converters.RequestInit(init, prefix, "init");
                let request = null;
                let fallbackMode = null;
                const baseUrl = environmentSettingsObject.settingsObject.baseUrl;
                let signal = null;
                if ("string" == typeof input) {
                    this[kDispatcher] = init.dispatcher;
                    let parsedURL;
                    try {
                        parsedURL = new URL(input, baseUrl);
                    } catch (err) {
                        throw new TypeError("Failed to parse URL from " + input, {
                            cause: err
                        });
                    }
                    if (parsedURL.username || parsedURL.password) throw new TypeError("Request cannot be constructed from a URL that includes credentials: " + input);
                    request = makeRequest({
                        urlList: [ parsedURL ]
                    });
                    fallbackMode = "cors";
                } else {
                    this[kDispatcher] = init.dispatcher || input[kDispatcher];
                    assert(input instanceof Request);
                    request = input[kState];
                    signal = input[kSignal];
                }
                const origin = environmentSettingsObject.settingsObject.origin;
                let window = "client";
                "EnvironmentSettingsObject" === request.window?.constructor?.name && sameOrigin(request.window, origin) && (window = request.window);
                if (null != init.window) throw new TypeError(`'window' option '${window}' must be null`);
                "window" in init && (window = "no-window");
                request = makeRequest({
                    method: request.method,
                    headersList: request.headersList,
                    unsafeRequest: request.unsafeRequest,
                    client: environmentSettingsObject.settingsObject,
                    window,
                    priority: request.priority,
                    origin: request.origin,
                    referrer: request.referrer,
                    referrerPolicy: request.referrerPolicy,
                    mode: request.mode,
                    credentials: request.credentials,
                    cache: request.cache,
                    redirect: request.redirect,
                    integrity: request.integrity,
                    keepalive: request.keepalive,
                    reloadNavigation: request.reloadNavigation,
                    historyNavigation: request.historyNavigation,
                    urlList: [ ...request.urlList ]
                });
                const initHasKey = 0 !== Object.keys(init).length;
                if (initHasKey) {
                    "navigate" === request.mode && (request.mode = "same-origin");
                    request.reloadNavigation = !1;
                    request.historyNavigation = !1;
                    request.origin = "client";
                    request.referrer = "client";
                    request.referrerPolicy = "";
                    request.url = request.urlList[request.urlList.length - 1];
                    request.urlList = [ request.url ];
                }
                if (void 0 !== init.referrer) {
                    const referrer = init.referrer;
                    if ("" === referrer) request.referrer = "no-referrer"; else {
                        let parsedReferrer;
                        try {
                            parsedReferrer = new URL(referrer, baseUrl);
                        } catch (err) {
                            throw new TypeError(`Referrer "${referrer}" is not a valid URL.`, {
                                cause: err
                            });
                        }
                        "about:" === parsedReferrer.protocol && "client" === parsedReferrer.hostname || origin && !sameOrigin(parsedReferrer, environmentSettingsObject.settingsObject.baseUrl) ? request.referrer = "client" : request.referrer = parsedReferrer;
                    }
                }
                void 0 !== init.referrerPolicy && (request.referrerPolicy = init.referrerPolicy);
                let mode;
                mode = void 0 !== init.mode ? init.mode : fallbackMode;
                if ("navigate" === mode) throw webidl.errors.exception({
                    header: "Request constructor",
                    message: "invalid request mode navigate."
                });
                null != mode && (request.mode = mode);
                void 0 !== init.credentials && (request.credentials = init.credentials);
                void 0 !== init.cache && (request.cache = init.cache);
                if ("only-if-cached" === request.cache && "same-origin" !== request.mode) throw new TypeError("'only-if-cached' can be set only with 'same-origin' mode");
                void 0 !== init.redirect && (request.redirect = init.redirect);
                null != init.integrity && (request.integrity = String(init.integrity));
                void 0 !== init.keepalive && (request.keepalive = Boolean(init.keepalive));
                if (void 0 !== init.method) {
                    let method = init.method;
                    const mayBeNormalized = normalizedMethodRecords[method];
                    if (void 0 !== mayBeNormalized) request.method = mayBeNormalized; else {
                        if (!isValidHTTPToken(method)) throw new TypeError(`'${method}' is not a valid HTTP method.`);
                        const upperCase = method.toUpperCase();
                        if (forbiddenMethodsSet.has(upperCase)) throw new TypeError(`'${method}' HTTP method is unsupported.`);
                        method = normalizedMethodRecordsBase[upperCase] ?? method;
                        request.method = method;
                    }
                    if (!patchMethodWarning && "patch" === request.method) {
                        process.emitWarning("Using `patch` is highly likely to result in a `405 Method Not Allowed`. `PATCH` is much more likely to succeed.", {
                            code: "UNDICI-FETCH-patch"
                        });
                        patchMethodWarning = !0;
                    }
                }
                void 0 !== init.signal && (signal = init.signal);
                this[kState] = request;
                const ac = new AbortController;
                this[kSignal] = ac.signal;
                if (null != signal) {
                    if (!signal || "boolean" != typeof signal.aborted || "function" != typeof signal.addEventListener) throw new TypeError("Failed to construct 'Request': member signal is not of type AbortSignal.");
                    if (signal.aborted) ac.abort(signal.reason); else {
                        this[kAbortController] = ac;
                        const abort = buildAbort(new WeakRef(ac));
                        try {
                            ("function" == typeof getMaxListeners && getMaxListeners(signal) === defaultMaxListeners || getEventListeners(signal, "abort").length >= defaultMaxListeners) && setMaxListeners(1500, signal);
                        } catch {}
                        util.addAbortListener(signal, abort);
                        requestFinalizer.register(ac, {
                            signal,
                            abort
                        }, abort);
                    }
                }
                this[kHeaders] = new Headers(kConstruct);
                setHeadersList(this[kHeaders], request.headersList);
                setHeadersGuard(this[kHeaders], "request");
                if ("no-cors" === mode) {
                    if (!corsSafeListedMethodsSet.has(request.method)) throw new TypeError(`'${request.method} is unsupported in no-cors mode.`);
                    setHeadersGuard(this[kHeaders], "request-no-cors");
                }
                if (initHasKey) {
                    const headersList = getHeadersList(this[kHeaders]);
                    const headers = void 0 !== init.headers ? init.headers : new HeadersList(headersList);
                    headersList.clear();
                    if (headers instanceof HeadersList) {
                        for (const {name, value} of headers.rawValues()) headersList.append(name, value, !1);
                        headersList.cookies = headers.cookies;
                    } else fillHeaders(this[kHeaders], headers);
                }
                const inputBody = input instanceof Request ? input[kState].body : null;
                if (!(null == init.body && null == inputBody || "GET" !== request.method && "HEAD" !== request.method)) throw new TypeError("Request with GET/HEAD method cannot have body.");
                let initBody = null;
                if (null != init.body) {
                    const [extractedBody, contentType] = extractBody(init.body, request.keepalive);
                    initBody = extractedBody;
                    contentType && !getHeadersList(this[kHeaders]).contains("content-type", !0) && this[kHeaders].append("content-type", contentType);
                }
                const inputOrInitBody = initBody ?? inputBody;
                if (null != inputOrInitBody && null == inputOrInitBody.source) {
                    if (null != initBody && null == init.duplex) throw new TypeError("RequestInit: duplex option is required when sending a body.");
                    if ("same-origin" !== request.mode && "cors" !== request.mode) throw new TypeError('If request is made from ReadableStream, mode should be "same-origin" or "cors"');
                    request.useCORSPreflightFlag = !0;
                }
                let finalBody = inputOrInitBody;
                if (null == initBody && null != inputBody) {
                    if (bodyUnusable(input)) throw new TypeError("Cannot construct a Request with a Request object that has already been used.");
                    const identityTransform = new TransformStream;
                    inputBody.stream.pipeThrough(identityTransform);
                    finalBody = {
                        source: inputBody.source,
                        length: inputBody.length,
                        stream: identityTransform.readable
                    };
                }
                this[kState].body = finalBody;
            }
            get method() {
                webidl.brandCheck(this, Request);
                return this[kState].method;
            }
            get url() {
                webidl.brandCheck(this, Request);
                return URLSerializer(this[kState].url);
            }
            get headers() {
                webidl.brandCheck(this, Request);
                return this[kHeaders];
            }
            get destination() {
                webidl.brandCheck(this, Request);
                return this[kState].destination;
            }
            get referrer() {
                webidl.brandCheck(this, Request);
                return "no-referrer" === this[kState].referrer ? "" : "client" === this[kState].referrer ? "about:client" : this[kState].referrer.toString();
            }
            get referrerPolicy() {
                webidl.brandCheck(this, Request);
                return this[kState].referrerPolicy;
            }
            get mode() {
                webidl.brandCheck(this, Request);
                return this[kState].mode;
            }
            get credentials() {
                return this[kState].credentials;
            }
            get cache() {
                webidl.brandCheck(this, Request);
                return this[kState].cache;
            }
            get redirect() {
                webidl.brandCheck(this, Request);
                return this[kState].redirect;
            }
            get integrity() {
                webidl.brandCheck(this, Request);
                return this[kState].integrity;
            }
            get keepalive() {
                webidl.brandCheck(this, Request);
                return this[kState].keepalive;
            }
            get isReloadNavigation() {
                webidl.brandCheck(this, Request);
                return this[kState].reloadNavigation;
            }
            get isHistoryNavigation() {
                webidl.brandCheck(this, Request);
                return this[kState].historyNavigation;
            }
            get signal() {
                webidl.brandCheck(this, Request);
                return this[kSignal];
            }
            get body() {
                webidl.brandCheck(this, Request);
                return this[kState].body ? this[kState].body.stream : null;
            }
            get bodyUsed() {
                webidl.brandCheck(this, Request);
                return !!this[kState].body && util.isDisturbed(this[kState].body.stream);
            }
            get duplex() {
                webidl.brandCheck(this, Request);
                return "half";
            }
            clone() {
                webidl.brandCheck(this, Request);
                if (bodyUnusable(this)) throw new TypeError("unusable");
                const clonedRequest = cloneRequest(this[kState]);
                const ac = new AbortController;
                if (this.signal.aborted) ac.abort(this.signal.reason); else {
                    let list = dependentControllerMap.get(this.signal);
                    if (void 0 === list) {
                        list = new Set;
                        dependentControllerMap.set(this.signal, list);
                    }
                    const acRef = new WeakRef(ac);
                    list.add(acRef);
                    util.addAbortListener(ac.signal, buildAbort(acRef));
                }
                return fromInnerRequest(clonedRequest, ac.signal, getHeadersGuard(this[kHeaders]));
            }
            [nodeUtil.inspect.custom](depth, options) {
                null === options.depth && (options.depth = 2);
                options.colors ??= !0;
                const properties = {
                    method: this.method,
                    url: this.url,
                    headers: this.headers,
                    destination: this.destination,
                    referrer: this.referrer,
                    referrerPolicy: this.referrerPolicy,
                    mode: this.mode,
                    credentials: this.credentials,
                    cache: this.cache,
                    redirect: this.redirect,
                    integrity: this.integrity,
                    keepalive: this.keepalive,
                    isReloadNavigation: this.isReloadNavigation,
                    isHistoryNavigation: this.isHistoryNavigation,
                    signal: this.signal
                };
                return `Request ${nodeUtil.formatWithOptions(options, properties)}`;
            }
        }
        mixinBody(Request);
        function makeRequest(init) {
            return {
                method: init.method ?? "GET",
                localURLsOnly: init.localURLsOnly ?? !1,
                unsafeRequest: init.unsafeRequest ?? !1,
                body: init.body ?? null,
                client: init.client ?? null,
                reservedClient: init.reservedClient ?? null,
                replacesClientId: init.replacesClientId ?? "",
                window: init.window ?? "client",
                keepalive: init.keepalive ?? !1,
                serviceWorkers: init.serviceWorkers ?? "all",
                initiator: init.initiator ?? "",
                destination: init.destination ?? "",
                priority: init.priority ?? null,
                origin: init.origin ?? "client",
                policyContainer: init.policyContainer ?? "client",
                referrer: init.referrer ?? "client",
                referrerPolicy: init.referrerPolicy ?? "",
                mode: init.mode ?? "no-cors",
                useCORSPreflightFlag: init.useCORSPreflightFlag ?? !1,
                credentials: init.credentials ?? "same-origin",
                useCredentials: init.useCredentials ?? !1,
                cache: init.cache ?? "default",
                redirect: init.redirect ?? "follow",
                integrity: init.integrity ?? "",
                cryptoGraphicsNonceMetadata: init.cryptoGraphicsNonceMetadata ?? "",
                parserMetadata: init.parserMetadata ?? "",
                reloadNavigation: init.reloadNavigation ?? !1,
                historyNavigation: init.historyNavigation ?? !1,
                userActivation: init.userActivation ?? !1,
                taintedOrigin: init.taintedOrigin ?? !1,
                redirectCount: init.redirectCount ?? 0,
                responseTainting: init.responseTainting ?? "basic",
                preventNoCacheCacheControlHeaderModification: init.preventNoCacheCacheControlHeaderModification ?? !1,
                done: init.done ?? !1,
                timingAllowFailed: init.timingAllowFailed ?? !1,
                urlList: init.urlList,
                url: init.urlList[0],
                headersList: init.headersList ? new HeadersList(init.headersList) : new HeadersList
            };
        }
        function cloneRequest(request) {
            const newRequest = makeRequest({
                ...request,
                body: null
            });
            null != request.body && (newRequest.body = cloneBody(newRequest, request.body));
            return newRequest;
        }
        function fromInnerRequest(innerRequest, signal, guard) {
            const request = new Request(kConstruct);
            request[kState] = innerRequest;
            request[kSignal] = signal;
            request[kHeaders] = new Headers(kConstruct);
            setHeadersList(request[kHeaders], innerRequest.headersList);
            setHeadersGuard(request[kHeaders], guard);
            return request;
        }
        Object.defineProperties(Request.prototype, {
            method: kEnumerableProperty,
            url: kEnumerableProperty,
            headers: kEnumerableProperty,
            redirect: kEnumerableProperty,
            clone: kEnumerableProperty,
            signal: kEnumerableProperty,
            duplex: kEnumerableProperty,
            destination: kEnumerableProperty,
            body: kEnumerableProperty,
            bodyUsed: kEnumerableProperty,
            isHistoryNavigation: kEnumerableProperty,
            isReloadNavigation: kEnumerableProperty,
            keepalive: kEnumerableProperty,
            integrity: kEnumerableProperty,
            cache: kEnumerableProperty,
            credentials: kEnumerableProperty,
            attribute: kEnumerableProperty,
            referrerPolicy: kEnumerableProperty,
            referrer: kEnumerableProperty,
            mode: kEnumerableProperty,
            [Symbol.toStringTag]: {
                value: "Request",
                configurable: !0
            }
        });
        webidl.converters.Request = webidl.interfaceConverter(Request);
        webidl.converters.RequestInfo = function(V, prefix, argument) {
            return "string" == typeof V ? webidl.converters.USVString(V, prefix, argument) : V instanceof Request ? webidl.converters.Request(V, prefix, argument) : webidl.converters.USVString(V, prefix, argument);
        };
        webidl.converters.AbortSignal = webidl.interfaceConverter(AbortSignal);
        webidl.converters.RequestInit = webidl.dictionaryConverter([ {
            key: "method",
            converter: webidl.converters.ByteString
        }, {
            key: "headers",
            converter: webidl.converters.HeadersInit
        }, {
            key: "body",
            converter: webidl.nullableConverter(webidl.converters.BodyInit)
        }, {
            key: "referrer",
            converter: webidl.converters.USVString
        }, {
            key: "referrerPolicy",
            converter: webidl.converters.DOMString,
            allowedValues: referrerPolicy
        }, {
            key: "mode",
            converter: webidl.converters.DOMString,
            allowedValues: requestMode
        }, {
            key: "credentials",
            converter: webidl.converters.DOMString,
            allowedValues: requestCredentials
        }, {
            key: "cache",
            converter: webidl.converters.DOMString,
            allowedValues: requestCache
        }, {
            key: "redirect",
            converter: webidl.converters.DOMString,
            allowedValues: requestRedirect
        }, {
            key: "integrity",
            converter: webidl.converters.DOMString
        }, {
            key: "keepalive",
            converter: webidl.converters.boolean
        }, {
            key: "signal",
            converter: webidl.nullableConverter(signal => webidl.converters.AbortSignal(signal, "RequestInit", "signal", {
                strict: !1
            }))
        }, {
            key: "window",
            converter: webidl.converters.any
        }, {
            key: "duplex",
            converter: webidl.converters.DOMString,
            allowedValues: requestDuplex
        }, {
            key: "dispatcher",
            converter: webidl.converters.any
        } ]);
        module.exports = {
            Request,
            makeRequest,
            fromInnerRequest,
            cloneRequest
        };
    }),
    9141: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {Headers, HeadersList, fill, getHeadersGuard, setHeadersGuard, setHeadersList} = __webpack_require__(1470);
        const {extractBody, cloneBody, mixinBody, hasFinalizationRegistry, streamRegistry, bodyUnusable} = __webpack_require__(3842);
        const util = __webpack_require__(586);
        const nodeUtil = __webpack_require__(7975);
        const {kEnumerableProperty} = util;
        const {isValidReasonPhrase, isCancelled, isAborted, isBlobLike, serializeJavascriptValueToJSONString, isErrorLike, isomorphicEncode, environmentSettingsObject: relevantRealm} = __webpack_require__(9774);
        const {redirectStatusSet, nullBodyStatus} = __webpack_require__(6689);
        const {kState, kHeaders} = __webpack_require__(1693);
        const {webidl} = __webpack_require__(6083);
        const {FormData} = __webpack_require__(1112);
        const {URLSerializer} = __webpack_require__(2318);
        const {kConstruct} = __webpack_require__(33);
        const assert = __webpack_require__(4589);
        const {types} = __webpack_require__(7975);
        const textEncoder = new TextEncoder("utf-8");
        class Response {
            static error() {
                return fromInnerResponse(makeNetworkError(), "immutable");
            }
            static json(data, init = {}) {
                webidl.argumentLengthCheck(arguments, 1, "Response.json");
                null !== init && (init = webidl.converters.ResponseInit(init));
                const bytes = textEncoder.encode(serializeJavascriptValueToJSONString(data));
                const body = extractBody(bytes);
                const responseObject = fromInnerResponse(makeResponse({}), "response");
                initializeResponse(responseObject, init, {
                    body: body[0],
                    type: "application/json"
                });
                return responseObject;
            }
            static redirect(url, status = 302) {
                webidl.argumentLengthCheck(arguments, 1, "Response.redirect");
                url = webidl.converters.USVString(url);
                status = webidl.converters["unsigned short"](status);
                let parsedURL;
                try {
                    parsedURL = new URL(url, relevantRealm.settingsObject.baseUrl);
                } catch (err) {
                    throw new TypeError(`Failed to parse URL from ${url}`, {
                        cause: err
                    });
                }
                if (!redirectStatusSet.has(status)) throw new RangeError(`Invalid status code ${status}`);
                const responseObject = fromInnerResponse(makeResponse({}), "immutable");
                responseObject[kState].status = status;
                const value = isomorphicEncode(URLSerializer(parsedURL));
                responseObject[kState].headersList.append("location", value, !0);
                return responseObject;
            }
            constructor(body = null, init = {}) {
                webidl.util.markAsUncloneable(this);
                if (body === kConstruct) return;
                null !== body && (body = webidl.converters.BodyInit(body));
                init = webidl.converters.ResponseInit(init);
                this[kState] = makeResponse({});
                this[kHeaders] = new Headers(kConstruct);
                setHeadersGuard(this[kHeaders], "response");
                setHeadersList(this[kHeaders], this[kState].headersList);
                let bodyWithType = null;
                if (null != body) {
                    const [extractedBody, type] = extractBody(body);
                    bodyWithType = {
                        body: extractedBody,
                        type
                    };
                }
                initializeResponse(this, init, bodyWithType);
            }
            get type() {
                webidl.brandCheck(this, Response);
                return this[kState].type;
            }
            get url() {
                webidl.brandCheck(this, Response);
                const urlList = this[kState].urlList;
                const url = urlList[urlList.length - 1] ?? null;
                return null === url ? "" : URLSerializer(url, !0);
            }
            get redirected() {
                webidl.brandCheck(this, Response);
                return this[kState].urlList.length > 1;
            }
            get status() {
                webidl.brandCheck(this, Response);
                return this[kState].status;
            }
            get ok() {
                webidl.brandCheck(this, Response);
                return this[kState].status >= 200 && this[kState].status <= 299;
            }
            get statusText() {
                webidl.brandCheck(this, Response);
                return this[kState].statusText;
            }
            get headers() {
                webidl.brandCheck(this, Response);
                return this[kHeaders];
            }
            get body() {
                webidl.brandCheck(this, Response);
                return this[kState].body ? this[kState].body.stream : null;
            }
            get bodyUsed() {
                webidl.brandCheck(this, Response);
                return !!this[kState].body && util.isDisturbed(this[kState].body.stream);
            }
            clone() {
                webidl.brandCheck(this, Response);
                if (bodyUnusable(this)) throw webidl.errors.exception({
                    header: "Response.clone",
                    message: "Body has already been consumed."
                });
                const clonedResponse = cloneResponse(this[kState]);
                hasFinalizationRegistry && this[kState].body?.stream && streamRegistry.register(this, new WeakRef(this[kState].body.stream));
                return fromInnerResponse(clonedResponse, getHeadersGuard(this[kHeaders]));
            }
            [nodeUtil.inspect.custom](depth, options) {
                null === options.depth && (options.depth = 2);
                options.colors ??= !0;
                const properties = {
                    status: this.status,
                    statusText: this.statusText,
                    headers: this.headers,
                    body: this.body,
                    bodyUsed: this.bodyUsed,
                    ok: this.ok,
                    redirected: this.redirected,
                    type: this.type,
                    url: this.url
                };
                return `Response ${nodeUtil.formatWithOptions(options, properties)}`;
            }
        }
        mixinBody(Response);
        Object.defineProperties(Response.prototype, {
            type: kEnumerableProperty,
            url: kEnumerableProperty,
            status: kEnumerableProperty,
            ok: kEnumerableProperty,
            redirected: kEnumerableProperty,
            statusText: kEnumerableProperty,
            headers: kEnumerableProperty,
            clone: kEnumerableProperty,
            body: kEnumerableProperty,
            bodyUsed: kEnumerableProperty,
            [Symbol.toStringTag]: {
                value: "Response",
                configurable: !0
            }
        });
        Object.defineProperties(Response, {
            json: kEnumerableProperty,
            redirect: kEnumerableProperty,
            error: kEnumerableProperty
        });
        function cloneResponse(response) {
            if (response.internalResponse) return filterResponse(cloneResponse(response.internalResponse), response.type);
            const newResponse = makeResponse({
                ...response,
                body: null
            });
            null != response.body && (newResponse.body = cloneBody(newResponse, response.body));
            return newResponse;
        }
        function makeResponse(init) {
            return {
                aborted: !1,
                rangeRequested: !1,
                timingAllowPassed: !1,
                requestIncludesCredentials: !1,
                type: "default",
                status: 200,
                timingInfo: null,
                cacheState: "",
                statusText: "",
                ...init,
                headersList: init?.headersList ? new HeadersList(init?.headersList) : new HeadersList,
                urlList: init?.urlList ? [ ...init.urlList ] : []
            };
        }
        function makeNetworkError(reason) {
            return makeResponse({
                type: "error",
                status: 0,
                error: isErrorLike(reason) ? reason : new Error(reason ? String(reason) : reason),
                aborted: reason && "AbortError" === reason.name
            });
        }
        function makeFilteredResponse(response, state) {
            state = {
                internalResponse: response,
                ...state
            };
            return new Proxy(response, {
                get: (target, p) => p in state ? state[p] : target[p],
                set(target, p, value) {
                    assert(!(p in state));
                    target[p] = value;
                    return !0;
                }
            });
        }
        function filterResponse(response, type) {
            if ("basic" === type) return makeFilteredResponse(response, {
                type: "basic",
                headersList: response.headersList
            });
            if ("cors" === type) return makeFilteredResponse(response, {
                type: "cors",
                headersList: response.headersList
            });
            if ("opaque" === type) return makeFilteredResponse(response, {
                type: "opaque",
                urlList: Object.freeze([]),
                status: 0,
                statusText: "",
                body: null
            });
            if ("opaqueredirect" === type) return makeFilteredResponse(response, {
                type: "opaqueredirect",
                status: 0,
                statusText: "",
                headersList: [],
                body: null
            });
            assert(!1);
        }
        function initializeResponse(response, init, body) {
            if (null !== init.status && (init.status < 200 || init.status > 599)) throw new RangeError('init["status"] must be in the range of 200 to 599, inclusive.');
            if ("statusText" in init && null != init.statusText && !isValidReasonPhrase(String(init.statusText))) throw new TypeError("Invalid statusText");
            "status" in init && null != init.status && (response[kState].status = init.status);
            "statusText" in init && null != init.statusText && (response[kState].statusText = init.statusText);
            "headers" in init && null != init.headers && fill(response[kHeaders], init.headers);
            if (body) {
                if (nullBodyStatus.includes(response.status)) throw webidl.errors.exception({
                    header: "Response constructor",
                    message: `Invalid response status code ${response.status}`
                });
                response[kState].body = body.body;
                null == body.type || response[kState].headersList.contains("content-type", !0) || response[kState].headersList.append("content-type", body.type, !0);
            }
        }
        function fromInnerResponse(innerResponse, guard) {
            const response = new Response(kConstruct);
            response[kState] = innerResponse;
            response[kHeaders] = new Headers(kConstruct);
            setHeadersList(response[kHeaders], innerResponse.headersList);
            setHeadersGuard(response[kHeaders], guard);
            hasFinalizationRegistry && innerResponse.body?.stream && streamRegistry.register(response, new WeakRef(innerResponse.body.stream));
            return response;
        }
        webidl.converters.ReadableStream = webidl.interfaceConverter(ReadableStream);
        webidl.converters.FormData = webidl.interfaceConverter(FormData);
        webidl.converters.URLSearchParams = webidl.interfaceConverter(URLSearchParams);
        webidl.converters.XMLHttpRequestBodyInit = function(V, prefix, name) {
            return "string" == typeof V ? webidl.converters.USVString(V, prefix, name) : isBlobLike(V) ? webidl.converters.Blob(V, prefix, name, {
                strict: !1
            }) : ArrayBuffer.isView(V) || types.isArrayBuffer(V) ? webidl.converters.BufferSource(V, prefix, name) : util.isFormDataLike(V) ? webidl.converters.FormData(V, prefix, name, {
                strict: !1
            }) : V instanceof URLSearchParams ? webidl.converters.URLSearchParams(V, prefix, name) : webidl.converters.DOMString(V, prefix, name);
        };
        webidl.converters.BodyInit = function(V, prefix, argument) {
            return V instanceof ReadableStream ? webidl.converters.ReadableStream(V, prefix, argument) : V?.[Symbol.asyncIterator] ? V : webidl.converters.XMLHttpRequestBodyInit(V, prefix, argument);
        };
        webidl.converters.ResponseInit = webidl.dictionaryConverter([ {
            key: "status",
            converter: webidl.converters["unsigned short"],
            defaultValue: () => 200
        }, {
            key: "statusText",
            converter: webidl.converters.ByteString,
            defaultValue: () => ""
        }, {
            key: "headers",
            converter: webidl.converters.HeadersInit
        } ]);
        module.exports = {
            isNetworkError: function isNetworkError(response) {
                return "error" === response.type && 0 === response.status;
            },
            makeNetworkError,
            makeResponse,
            makeAppropriateNetworkError: function makeAppropriateNetworkError(fetchParams, err = null) {
                assert(isCancelled(fetchParams));
                return isAborted(fetchParams) ? makeNetworkError(Object.assign(new DOMException("The operation was aborted.", "AbortError"), {
                    cause: err
                })) : makeNetworkError(Object.assign(new DOMException("Request was cancelled."), {
                    cause: err
                }));
            },
            filterResponse,
            Response,
            cloneResponse,
            fromInnerResponse
        };
    }),
    1693: (module => {
        module.exports = {
            kUrl: Symbol("url"),
            kHeaders: Symbol("headers"),
            kSignal: Symbol("signal"),
            kState: Symbol("state"),
            kDispatcher: Symbol("dispatcher")
        };
    }),
    9774: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {Transform} = __webpack_require__(7075);
        const zlib = __webpack_require__(8522);
        const {redirectStatusSet, referrerPolicySet: referrerPolicyTokens, badPortsSet} = __webpack_require__(6689);
        const {getGlobalOrigin} = __webpack_require__(3109);
        const {collectASequenceOfCodePoints, collectAnHTTPQuotedString, removeChars, parseMIMEType} = __webpack_require__(2318);
        const {performance} = __webpack_require__(643);
        const {isBlobLike, ReadableStreamFrom, isValidHTTPToken, normalizedMethodRecordsBase} = __webpack_require__(586);
        const assert = __webpack_require__(4589);
        const {isUint8Array} = __webpack_require__(3429);
        const {webidl} = __webpack_require__(6083);
        let supportedHashes = [];
        let crypto;
        try {
            crypto = __webpack_require__(7598);
            const possibleRelevantHashes = [ "sha256", "sha384", "sha512" ];
            supportedHashes = crypto.getHashes().filter(hash => possibleRelevantHashes.includes(hash));
        } catch {}
        function responseURL(response) {
            const urlList = response.urlList;
            const length = urlList.length;
            return 0 === length ? null : urlList[length - 1].toString();
        }
        function isValidEncodedURL(url) {
            for (let i = 0; i < url.length; ++i) {
                const code = url.charCodeAt(i);
                if (code > 126 || code < 32) return !1;
            }
            return !0;
        }
        function requestCurrentURL(request) {
            return request.urlList[request.urlList.length - 1];
        }
        const isValidHeaderName = isValidHTTPToken;
        function isValidHeaderValue(potentialValue) {
            return !1 === ("\t" === potentialValue[0] || " " === potentialValue[0] || "\t" === potentialValue[potentialValue.length - 1] || " " === potentialValue[potentialValue.length - 1] || potentialValue.includes("\n") || potentialValue.includes("\r") || potentialValue.includes("\0"));
        }
        function coarsenTime(timestamp, crossOriginIsolatedCapability) {
            return timestamp;
        }
        function stripURLForReferrer(url, originOnly) {
            assert(url instanceof URL);
            if ("file:" === (url = new URL(url)).protocol || "about:" === url.protocol || "blank:" === url.protocol) return "no-referrer";
            url.username = "";
            url.password = "";
            url.hash = "";
            if (originOnly) {
                url.pathname = "";
                url.search = "";
            }
            return url;
        }
        function isURLPotentiallyTrustworthy(url) {
            return url instanceof URL && ("about:blank" === url.href || "about:srcdoc" === url.href || "data:" === url.protocol || "file:" === url.protocol || function isOriginPotentiallyTrustworthy(origin) {
                if (null == origin || "null" === origin) return !1;
                const originAsURL = new URL(origin);
                return "https:" === originAsURL.protocol || "wss:" === originAsURL.protocol || !!(/^127(?:\.[0-9]+){0,2}\.[0-9]+$|^\[(?:0*:)*?:?0*1\]$/.test(originAsURL.hostname) || "localhost" === originAsURL.hostname || originAsURL.hostname.includes("localhost.") || originAsURL.hostname.endsWith(".localhost"));
            }(url.origin));
        }
        const parseHashWithOptions = /(?<algo>sha256|sha384|sha512)-((?<hash>[A-Za-z0-9+/]+|[A-Za-z0-9_-]+)={0,2}(?:\s|$)( +[!-~]*)?)?/i;
        function parseMetadata(metadata) {
            const result = [];
            let empty = !0;
            for (const token of metadata.split(" ")) {
                empty = !1;
                const parsedToken = parseHashWithOptions.exec(token);
                if (null === parsedToken || void 0 === parsedToken.groups || void 0 === parsedToken.groups.algo) continue;
                const algorithm = parsedToken.groups.algo.toLowerCase();
                supportedHashes.includes(algorithm) && result.push(parsedToken.groups);
            }
            return !0 === empty ? "no metadata" : result;
        }
        function compareBase64Mixed(actualValue, expectedValue) {
            if (actualValue.length !== expectedValue.length) return !1;
            for (let i = 0; i < actualValue.length; ++i) if (actualValue[i] !== expectedValue[i]) {
                if ("+" === actualValue[i] && "-" === expectedValue[i] || "/" === actualValue[i] && "_" === expectedValue[i]) continue;
                return !1;
            }
            return !0;
        }
        function sameOrigin(A, B) {
            return A.origin === B.origin && "null" === A.origin || A.protocol === B.protocol && A.hostname === B.hostname && A.port === B.port;
        }
        const esIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
        function createIterator(name, kInternalIterator, keyIndex = 0, valueIndex = 1) {
            class FastIterableIterator {
                #target;
                #kind;
                #index;
                constructor(target, kind) {
                    this.#target = target;
                    this.#kind = kind;
                    this.#index = 0;
                }
                next() {
                    if ("object" != typeof this || null === this || !(#target in this)) throw new TypeError(`'next' called on an object that does not implement interface ${name} Iterator.`);
                    const index = this.#index;
                    const values = this.#target[kInternalIterator];
                    if (index >= values.length) return {
                        value: void 0,
                        done: !0
                    };
                    const {[keyIndex]: key, [valueIndex]: value} = values[index];
                    this.#index = index + 1;
                    let result;
                    switch (this.#kind) {
                      case "key":
                        result = key;
                        break;

                      case "value":
                        result = value;
                        break;

                      case "key+value":
                        result = [ key, value ];
                    }
                    return {
                        value: result,
                        done: !1
                    };
                }
            }
            delete FastIterableIterator.prototype.constructor;
            Object.setPrototypeOf(FastIterableIterator.prototype, esIteratorPrototype);
            Object.defineProperties(FastIterableIterator.prototype, {
                [Symbol.toStringTag]: {
                    writable: !1,
                    enumerable: !1,
                    configurable: !0,
                    value: `${name} Iterator`
                },
                next: {
                    writable: !0,
                    enumerable: !0,
                    configurable: !0
                }
            });
            return function(target, kind) {
                return new FastIterableIterator(target, kind);
            };
        }
        const invalidIsomorphicEncodeValueRegex = /[^\x00-\xFF]/;
        function isomorphicEncode(input) {
            assert(!invalidIsomorphicEncodeValueRegex.test(input));
            return input;
        }
        async function readAllBytes(reader) {
            const bytes = [];
            let byteLength = 0;
            for (;;) {
                const {done, value: chunk} = await reader.read();
                if (done) return Buffer.concat(bytes, byteLength);
                if (!isUint8Array(chunk)) throw new TypeError("Received non-Uint8Array chunk");
                bytes.push(chunk);
                byteLength += chunk.length;
            }
        }
        function urlHasHttpsScheme(url) {
            return "string" == typeof url && ":" === url[5] && "h" === url[0] && "t" === url[1] && "t" === url[2] && "p" === url[3] && "s" === url[4] || "https:" === url.protocol;
        }
        function urlIsHttpHttpsScheme(url) {
            assert("protocol" in url);
            const protocol = url.protocol;
            return "http:" === protocol || "https:" === protocol;
        }
        class InflateStream extends Transform {
            #zlibOptions;
            constructor(zlibOptions) {
                super();
                this.#zlibOptions = zlibOptions;
            }
            _transform(chunk, encoding, callback) {
                if (!this._inflateStream) {
                    if (0 === chunk.length) {
                        callback();
                        return;
                    }
                    this._inflateStream = 8 == (15 & chunk[0]) ? zlib.createInflate(this.#zlibOptions) : zlib.createInflateRaw(this.#zlibOptions);
                    this._inflateStream.on("data", this.push.bind(this));
                    this._inflateStream.on("end", () => this.push(null));
                    this._inflateStream.on("error", err => this.destroy(err));
                }
                this._inflateStream.write(chunk, encoding, callback);
            }
            _final(callback) {
                if (this._inflateStream) {
                    this._inflateStream.end();
                    this._inflateStream = null;
                }
                callback();
            }
        }
        function getDecodeSplit(name, list) {
            const value = list.get(name, !0);
            return null === value ? null : function gettingDecodingSplitting(value) {
                const input = value;
                const position = {
                    position: 0
                };
                const values = [];
                let temporaryValue = "";
                for (;position.position < input.length; ) {
                    temporaryValue += collectASequenceOfCodePoints(char => '"' !== char && "," !== char, input, position);
                    if (position.position < input.length) if (34 === input.charCodeAt(position.position)) {
                        temporaryValue += collectAnHTTPQuotedString(input, position);
                        if (position.position < input.length) continue;
                    } else {
                        assert(44 === input.charCodeAt(position.position));
                        position.position++;
                    }
                    temporaryValue = removeChars(temporaryValue, !0, !0, char => 9 === char || 32 === char);
                    values.push(temporaryValue);
                    temporaryValue = "";
                }
                return values;
            }(value);
        }
        const textDecoder = new TextDecoder;
        class EnvironmentSettingsObjectBase {
            get baseUrl() {
                return getGlobalOrigin();
            }
            get origin() {
                return this.baseUrl?.origin;
            }
            policyContainer={
                referrerPolicy: "strict-origin-when-cross-origin"
            };
        }
        const environmentSettingsObject = new class EnvironmentSettingsObject {
            settingsObject=new EnvironmentSettingsObjectBase;
        };
        module.exports = {
            isAborted: function isAborted(fetchParams) {
                return "aborted" === fetchParams.controller.state;
            },
            isCancelled: function isCancelled(fetchParams) {
                return "aborted" === fetchParams.controller.state || "terminated" === fetchParams.controller.state;
            },
            isValidEncodedURL,
            createDeferredPromise: function createDeferredPromise() {
                let res;
                let rej;
                return {
                    promise: new Promise((resolve, reject) => {
                        res = resolve;
                        rej = reject;
                    }),
                    resolve: res,
                    reject: rej
                };
            },
            ReadableStreamFrom,
            tryUpgradeRequestToAPotentiallyTrustworthyURL: function tryUpgradeRequestToAPotentiallyTrustworthyURL(request) {},
            clampAndCoarsenConnectionTimingInfo: function clampAndCoarsenConnectionTimingInfo(connectionTimingInfo, defaultStartTime, crossOriginIsolatedCapability) {
                return !connectionTimingInfo?.startTime || connectionTimingInfo.startTime < defaultStartTime ? {
                    domainLookupStartTime: defaultStartTime,
                    domainLookupEndTime: defaultStartTime,
                    connectionStartTime: defaultStartTime,
                    connectionEndTime: defaultStartTime,
                    secureConnectionStartTime: defaultStartTime,
                    ALPNNegotiatedProtocol: connectionTimingInfo?.ALPNNegotiatedProtocol
                } : {
                    domainLookupStartTime: coarsenTime(connectionTimingInfo.domainLookupStartTime),
                    domainLookupEndTime: coarsenTime(connectionTimingInfo.domainLookupEndTime),
                    connectionStartTime: coarsenTime(connectionTimingInfo.connectionStartTime),
                    connectionEndTime: coarsenTime(connectionTimingInfo.connectionEndTime),
                    secureConnectionStartTime: coarsenTime(connectionTimingInfo.secureConnectionStartTime),
                    ALPNNegotiatedProtocol: connectionTimingInfo.ALPNNegotiatedProtocol
                };
            },
            coarsenedSharedCurrentTime: function coarsenedSharedCurrentTime(crossOriginIsolatedCapability) {
                return coarsenTime(performance.now());
            },
            determineRequestsReferrer: function determineRequestsReferrer(request) {
                const policy = request.referrerPolicy;
                assert(policy);
                let referrerSource = null;
                if ("client" === request.referrer) {
                    const globalOrigin = getGlobalOrigin();
                    if (!globalOrigin || "null" === globalOrigin.origin) return "no-referrer";
                    referrerSource = new URL(globalOrigin);
                } else request.referrer instanceof URL && (referrerSource = request.referrer);
                let referrerURL = stripURLForReferrer(referrerSource);
                const referrerOrigin = stripURLForReferrer(referrerSource, !0);
                referrerURL.toString().length > 4096 && (referrerURL = referrerOrigin);
                const areSameOrigin = sameOrigin(request, referrerURL);
                const isNonPotentiallyTrustWorthy = isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(request.url);
                switch (policy) {
                  case "origin":
                    return null != referrerOrigin ? referrerOrigin : stripURLForReferrer(referrerSource, !0);

                  case "unsafe-url":
                    return referrerURL;

                  case "same-origin":
                    return areSameOrigin ? referrerOrigin : "no-referrer";

                  case "origin-when-cross-origin":
                    return areSameOrigin ? referrerURL : referrerOrigin;

                  case "strict-origin-when-cross-origin":
                    {
                        const currentURL = requestCurrentURL(request);
                        return sameOrigin(referrerURL, currentURL) ? referrerURL : isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL) ? "no-referrer" : referrerOrigin;
                    }

                  default:
                    return isNonPotentiallyTrustWorthy ? "no-referrer" : referrerOrigin;
                }
            },
            makePolicyContainer: function makePolicyContainer() {
                return {
                    referrerPolicy: "strict-origin-when-cross-origin"
                };
            },
            clonePolicyContainer: function clonePolicyContainer(policyContainer) {
                return {
                    referrerPolicy: policyContainer.referrerPolicy
                };
            },
            appendFetchMetadata: function appendFetchMetadata(httpRequest) {
                let header = null;
                header = httpRequest.mode;
                httpRequest.headersList.set("sec-fetch-mode", header, !0);
            },
            appendRequestOriginHeader: function appendRequestOriginHeader(request) {
                let serializedOrigin = request.origin;
                if ("client" !== serializedOrigin && void 0 !== serializedOrigin) if ("cors" === request.responseTainting || "websocket" === request.mode) request.headersList.append("origin", serializedOrigin, !0); else if ("GET" !== request.method && "HEAD" !== request.method) {
                    switch (request.referrerPolicy) {
                      case "no-referrer":
                        serializedOrigin = null;
                        break;

                      case "no-referrer-when-downgrade":
                      case "strict-origin":
                      case "strict-origin-when-cross-origin":
                        request.origin && urlHasHttpsScheme(request.origin) && !urlHasHttpsScheme(requestCurrentURL(request)) && (serializedOrigin = null);
                        break;

                      case "same-origin":
                        sameOrigin(request, requestCurrentURL(request)) || (serializedOrigin = null);
                    }
                    request.headersList.append("origin", serializedOrigin, !0);
                }
            },
            TAOCheck: function TAOCheck() {
                return "success";
            },
            corsCheck: function corsCheck() {
                return "success";
            },
            crossOriginResourcePolicyCheck: function crossOriginResourcePolicyCheck() {
                return "allowed";
            },
            createOpaqueTimingInfo: function createOpaqueTimingInfo(timingInfo) {
                return {
                    startTime: timingInfo.startTime ?? 0,
                    redirectStartTime: 0,
                    redirectEndTime: 0,
                    postRedirectStartTime: timingInfo.startTime ?? 0,
                    finalServiceWorkerStartTime: 0,
                    finalNetworkResponseStartTime: 0,
                    finalNetworkRequestStartTime: 0,
                    endTime: 0,
                    encodedBodySize: 0,
                    decodedBodySize: 0,
                    finalConnectionTimingInfo: null
                };
            },
            setRequestReferrerPolicyOnRedirect: function setRequestReferrerPolicyOnRedirect(request, actualResponse) {
                const {headersList} = actualResponse;
                const policyHeader = (headersList.get("referrer-policy", !0) ?? "").split(",");
                let policy = "";
                if (policyHeader.length > 0) for (let i = policyHeader.length; 0 !== i; i--) {
                    const token = policyHeader[i - 1].trim();
                    if (referrerPolicyTokens.has(token)) {
                        policy = token;
                        break;
                    }
                }
                "" !== policy && (request.referrerPolicy = policy);
            },
            isValidHTTPToken,
            requestBadPort: function requestBadPort(request) {
                const url = requestCurrentURL(request);
                return urlIsHttpHttpsScheme(url) && badPortsSet.has(url.port) ? "blocked" : "allowed";
            },
            requestCurrentURL,
            responseURL,
            responseLocationURL: function responseLocationURL(response, requestFragment) {
                if (!redirectStatusSet.has(response.status)) return null;
                let location = response.headersList.get("location", !0);
                if (null !== location && isValidHeaderValue(location)) {
                    isValidEncodedURL(location) || (location = function normalizeBinaryStringToUtf8(value) {
                        return Buffer.from(value, "binary").toString("utf8");
                    }(location));
                    location = new URL(location, responseURL(response));
                }
                location && !location.hash && (location.hash = requestFragment);
                return location;
            },
            isBlobLike,
            isURLPotentiallyTrustworthy,
            isValidReasonPhrase: function isValidReasonPhrase(statusText) {
                for (let i = 0; i < statusText.length; ++i) {
                    const c = statusText.charCodeAt(i);
                    if (!(9 === c || c >= 32 && c <= 126 || c >= 128 && c <= 255)) return !1;
                }
                return !0;
            },
            sameOrigin,
            normalizeMethod: function normalizeMethod(method) {
                return normalizedMethodRecordsBase[method.toLowerCase()] ?? method;
            },
            serializeJavascriptValueToJSONString: function serializeJavascriptValueToJSONString(value) {
                const result = JSON.stringify(value);
                if (void 0 === result) throw new TypeError("Value is not JSON serializable");
                assert("string" == typeof result);
                return result;
            },
            iteratorMixin: function iteratorMixin(name, object, kInternalIterator, keyIndex = 0, valueIndex = 1) {
                const makeIterator = createIterator(name, kInternalIterator, keyIndex, valueIndex);
                const properties = {
                    keys: {
                        writable: !0,
                        enumerable: !0,
                        configurable: !0,
                        value: function keys() {
                            webidl.brandCheck(this, object);
                            return makeIterator(this, "key");
                        }
                    },
                    values: {
                        writable: !0,
                        enumerable: !0,
                        configurable: !0,
                        value: function values() {
                            webidl.brandCheck(this, object);
                            return makeIterator(this, "value");
                        }
                    },
                    entries: {
                        writable: !0,
                        enumerable: !0,
                        configurable: !0,
                        value: function entries() {
                            webidl.brandCheck(this, object);
                            return makeIterator(this, "key+value");
                        }
                    },
                    forEach: {
                        writable: !0,
                        enumerable: !0,
                        configurable: !0,
                        value: function forEach(callbackfn, thisArg = globalThis) {
                            webidl.brandCheck(this, object);
                            webidl.argumentLengthCheck(arguments, 1, `${name}.forEach`);
                            if ("function" != typeof callbackfn) throw new TypeError(`Failed to execute 'forEach' on '${name}': parameter 1 is not of type 'Function'.`);
                            for (const {0: key, 1: value} of makeIterator(this, "key+value")) callbackfn.call(thisArg, value, key, this);
                        }
                    }
                };
                return Object.defineProperties(object.prototype, {
                    ...properties,
                    [Symbol.iterator]: {
                        writable: !0,
                        enumerable: !1,
                        configurable: !0,
                        value: properties.entries.value
                    }
                });
            },
            createIterator,
            isValidHeaderName,
            isValidHeaderValue,
            isErrorLike: function isErrorLike(object) {
                return object instanceof Error || "Error" === object?.constructor?.name || "DOMException" === object?.constructor?.name;
            },
            fullyReadBody: async function fullyReadBody(body, processBody, processBodyError) {
                const successSteps = processBody;
                const errorSteps = processBodyError;
                let reader;
                try {
                    reader = body.stream.getReader();
                } catch (e) {
                    errorSteps(e);
                    return;
                }
                try {
                    successSteps(await readAllBytes(reader));
                } catch (e) {
                    errorSteps(e);
                }
            },
            bytesMatch: function bytesMatch(bytes, metadataList) {
                if (void 0 === crypto) return !0;
                const parsedMetadata = parseMetadata(metadataList);
                if ("no metadata" === parsedMetadata) return !0;
                if (0 === parsedMetadata.length) return !0;
                const strongest = function getStrongestMetadata(metadataList) {
                    let algorithm = metadataList[0].algo;
                    if ("5" === algorithm[3]) return algorithm;
                    for (let i = 1; i < metadataList.length; ++i) {
                        const metadata = metadataList[i];
                        if ("5" === metadata.algo[3]) {
                            algorithm = "sha512";
                            break;
                        }
                        "3" !== algorithm[3] && "3" === metadata.algo[3] && (algorithm = "sha384");
                    }
                    return algorithm;
                }(parsedMetadata);
                const metadata = function filterMetadataListByAlgorithm(metadataList, algorithm) {
                    if (1 === metadataList.length) return metadataList;
                    let pos = 0;
                    for (let i = 0; i < metadataList.length; ++i) metadataList[i].algo === algorithm && (metadataList[pos++] = metadataList[i]);
                    metadataList.length = pos;
                    return metadataList;
                }(parsedMetadata, strongest);
                for (const item of metadata) {
                    const algorithm = item.algo;
                    const expectedValue = item.hash;
                    let actualValue = crypto.createHash(algorithm).update(bytes).digest("base64");
                    "=" === actualValue[actualValue.length - 1] && (actualValue = "=" === actualValue[actualValue.length - 2] ? actualValue.slice(0, -2) : actualValue.slice(0, -1));
                    if (compareBase64Mixed(actualValue, expectedValue)) return !0;
                }
                return !1;
            },
            isReadableStreamLike: function isReadableStreamLike(stream) {
                return stream instanceof ReadableStream || "ReadableStream" === stream[Symbol.toStringTag] && "function" == typeof stream.tee;
            },
            readableStreamClose: function readableStreamClose(controller) {
                try {
                    controller.close();
                    controller.byobRequest?.respond(0);
                } catch (err) {
                    if (!err.message.includes("Controller is already closed") && !err.message.includes("ReadableStream is already closed")) throw err;
                }
            },
            isomorphicEncode,
            urlIsLocal: function urlIsLocal(url) {
                assert("protocol" in url);
                const protocol = url.protocol;
                return "about:" === protocol || "blob:" === protocol || "data:" === protocol;
            },
            urlHasHttpsScheme,
            urlIsHttpHttpsScheme,
            readAllBytes,
            simpleRangeHeaderValue: function simpleRangeHeaderValue(value, allowWhitespace) {
                const data = value;
                if (!data.startsWith("bytes")) return "failure";
                const position = {
                    position: 5
                };
                allowWhitespace && collectASequenceOfCodePoints(char => "\t" === char || " " === char, data, position);
                if (61 !== data.charCodeAt(position.position)) return "failure";
                position.position++;
                allowWhitespace && collectASequenceOfCodePoints(char => "\t" === char || " " === char, data, position);
                const rangeStart = collectASequenceOfCodePoints(char => {
                    const code = char.charCodeAt(0);
                    return code >= 48 && code <= 57;
                }, data, position);
                const rangeStartValue = rangeStart.length ? Number(rangeStart) : null;
                allowWhitespace && collectASequenceOfCodePoints(char => "\t" === char || " " === char, data, position);
                if (45 !== data.charCodeAt(position.position)) return "failure";
                position.position++;
                allowWhitespace && collectASequenceOfCodePoints(char => "\t" === char || " " === char, data, position);
                const rangeEnd = collectASequenceOfCodePoints(char => {
                    const code = char.charCodeAt(0);
                    return code >= 48 && code <= 57;
                }, data, position);
                const rangeEndValue = rangeEnd.length ? Number(rangeEnd) : null;
                return position.position < data.length || null === rangeEndValue && null === rangeStartValue || rangeStartValue > rangeEndValue ? "failure" : {
                    rangeStartValue,
                    rangeEndValue
                };
            },
            buildContentRange: function buildContentRange(rangeStart, rangeEnd, fullLength) {
                let contentRange = "bytes ";
                contentRange += isomorphicEncode(`${rangeStart}`);
                contentRange += "-";
                contentRange += isomorphicEncode(`${rangeEnd}`);
                contentRange += "/";
                contentRange += isomorphicEncode(`${fullLength}`);
                return contentRange;
            },
            parseMetadata,
            createInflate: function createInflate(zlibOptions) {
                return new InflateStream(zlibOptions);
            },
            extractMimeType: function extractMimeType(headers) {
                let charset = null;
                let essence = null;
                let mimeType = null;
                const values = getDecodeSplit("content-type", headers);
                if (null === values) return "failure";
                for (const value of values) {
                    const temporaryMimeType = parseMIMEType(value);
                    if ("failure" !== temporaryMimeType && "*/*" !== temporaryMimeType.essence) {
                        mimeType = temporaryMimeType;
                        if (mimeType.essence !== essence) {
                            charset = null;
                            mimeType.parameters.has("charset") && (charset = mimeType.parameters.get("charset"));
                            essence = mimeType.essence;
                        } else mimeType.parameters.has("charset") || null === charset || mimeType.parameters.set("charset", charset);
                    }
                }
                return mimeType ?? "failure";
            },
            getDecodeSplit,
            utf8DecodeBytes: function utf8DecodeBytes(buffer) {
                if (0 === buffer.length) return "";
                239 === buffer[0] && 187 === buffer[1] && 191 === buffer[2] && (buffer = buffer.subarray(3));
                return textDecoder.decode(buffer);
            },
            environmentSettingsObject
        };
    }),
    6083: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {types, inspect} = __webpack_require__(7975);
        const {markAsUncloneable} = __webpack_require__(5919);
        const {toUSVString} = __webpack_require__(586);
        const webidl = {};
        webidl.converters = {};
        webidl.util = {};
        webidl.errors = {};
        webidl.errors.exception = function(message) {
            return new TypeError(`${message.header}: ${message.message}`);
        };
        webidl.errors.conversionFailed = function(context) {
            const plural = 1 === context.types.length ? "" : " one of";
            const message = `${context.argument} could not be converted to${plural}: ${context.types.join(", ")}.`;
            return webidl.errors.exception({
                header: context.prefix,
                message
            });
        };
        webidl.errors.invalidArgument = function(context) {
            return webidl.errors.exception({
                header: context.prefix,
                message: `"${context.value}" is an invalid ${context.type}.`
            });
        };
        webidl.brandCheck = function(V, I, opts) {
            if (!1 !== opts?.strict) {
                if (!(V instanceof I)) {
                    const err = new TypeError("Illegal invocation");
                    err.code = "ERR_INVALID_THIS";
                    throw err;
                }
            } else if (V?.[Symbol.toStringTag] !== I.prototype[Symbol.toStringTag]) {
                const err = new TypeError("Illegal invocation");
                err.code = "ERR_INVALID_THIS";
                throw err;
            }
        };
        webidl.argumentLengthCheck = function({length}, min, ctx) {
            if (length < min) throw webidl.errors.exception({
                message: `${min} argument${1 !== min ? "s" : ""} required, but${length ? " only" : ""} ${length} found.`,
                header: ctx
            });
        };
        webidl.illegalConstructor = function() {
            throw webidl.errors.exception({
                header: "TypeError",
                message: "Illegal constructor"
            });
        };
        webidl.util.Type = function(V) {
            switch (typeof V) {
              case "undefined":
                return "Undefined";

              case "boolean":
                return "Boolean";

              case "string":
                return "String";

              case "symbol":
                return "Symbol";

              case "number":
                return "Number";

              case "bigint":
                return "BigInt";

              case "function":
              case "object":
                return null === V ? "Null" : "Object";
            }
        };
        webidl.util.markAsUncloneable = markAsUncloneable || (() => {});
        webidl.util.ConvertToInt = function(V, bitLength, signedness, opts) {
            let upperBound;
            let lowerBound;
            if (64 === bitLength) {
                upperBound = Math.pow(2, 53) - 1;
                lowerBound = "unsigned" === signedness ? 0 : Math.pow(-2, 53) + 1;
            } else if ("unsigned" === signedness) {
                lowerBound = 0;
                upperBound = Math.pow(2, bitLength) - 1;
            } else {
                lowerBound = Math.pow(-2, bitLength) - 1;
                upperBound = Math.pow(2, bitLength - 1) - 1;
            }
            let x = Number(V);
            0 === x && (x = 0);
            if (!0 === opts?.enforceRange) {
                if (Number.isNaN(x) || x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY) throw webidl.errors.exception({
                    header: "Integer conversion",
                    message: `Could not convert ${webidl.util.Stringify(V)} to an integer.`
                });
                x = webidl.util.IntegerPart(x);
                if (x < lowerBound || x > upperBound) throw webidl.errors.exception({
                    header: "Integer conversion",
                    message: `Value must be between ${lowerBound}-${upperBound}, got ${x}.`
                });
                return x;
            }
            if (!Number.isNaN(x) && !0 === opts?.clamp) {
                x = Math.min(Math.max(x, lowerBound), upperBound);
                x = Math.floor(x) % 2 == 0 ? Math.floor(x) : Math.ceil(x);
                return x;
            }
            if (Number.isNaN(x) || 0 === x && Object.is(0, x) || x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY) return 0;
            x = webidl.util.IntegerPart(x);
            x %= Math.pow(2, bitLength);
            return "signed" === signedness && x >= Math.pow(2, bitLength) - 1 ? x - Math.pow(2, bitLength) : x;
        };
        webidl.util.IntegerPart = function(n) {
            const r = Math.floor(Math.abs(n));
            return n < 0 ? -1 * r : r;
        };
        webidl.util.Stringify = function(V) {
            switch (webidl.util.Type(V)) {
              case "Symbol":
                return `Symbol(${V.description})`;

              case "Object":
                return inspect(V);

              case "String":
                return `"${V}"`;

              default:
                return `${V}`;
            }
        };
        webidl.sequenceConverter = function(converter) {
            return (V, prefix, argument, Iterable) => {
                if ("Object" !== webidl.util.Type(V)) throw webidl.errors.exception({
                    header: prefix,
                    message: `${argument} (${webidl.util.Stringify(V)}) is not iterable.`
                });
                const method = "function" == typeof Iterable ? Iterable() : V?.[Symbol.iterator]?.();
                const seq = [];
                let index = 0;
                if (void 0 === method || "function" != typeof method.next) throw webidl.errors.exception({
                    header: prefix,
                    message: `${argument} is not iterable.`
                });
                for (;;) {
                    const {done, value} = method.next();
                    if (done) break;
                    seq.push(converter(value, prefix, `${argument}[${index++}]`));
                }
                return seq;
            };
        };
        webidl.recordConverter = function(keyConverter, valueConverter) {
            return (O, prefix, argument) => {
                if ("Object" !== webidl.util.Type(O)) throw webidl.errors.exception({
                    header: prefix,
                    message: `${argument} ("${webidl.util.Type(O)}") is not an Object.`
                });
                const result = {};
                if (!types.isProxy(O)) {
                    const keys = [ ...Object.getOwnPropertyNames(O), ...Object.getOwnPropertySymbols(O) ];
                    for (const key of keys) {
                        const typedKey = keyConverter(key, prefix, argument);
                        const typedValue = valueConverter(O[key], prefix, argument);
                        result[typedKey] = typedValue;
                    }
                    return result;
                }
                const keys = Reflect.ownKeys(O);
                for (const key of keys) {
                    const desc = Reflect.getOwnPropertyDescriptor(O, key);
                    if (desc?.enumerable) {
                        const typedKey = keyConverter(key, prefix, argument);
                        const typedValue = valueConverter(O[key], prefix, argument);
                        result[typedKey] = typedValue;
                    }
                }
                return result;
            };
        };
        webidl.interfaceConverter = function(i) {
            return (V, prefix, argument, opts) => {
                if (!1 !== opts?.strict && !(V instanceof i)) throw webidl.errors.exception({
                    header: prefix,
                    message: `Expected ${argument} ("${webidl.util.Stringify(V)}") to be an instance of ${i.name}.`
                });
                return V;
            };
        };
        webidl.dictionaryConverter = function(converters) {
            return (dictionary, prefix, argument) => {
                const type = webidl.util.Type(dictionary);
                const dict = {};
                if ("Null" === type || "Undefined" === type) return dict;
                if ("Object" !== type) throw webidl.errors.exception({
                    header: prefix,
                    message: `Expected ${dictionary} to be one of: Null, Undefined, Object.`
                });
                for (const options of converters) {
                    const {key, defaultValue, required, converter} = options;
                    if (!0 === required && !Object.hasOwn(dictionary, key)) throw webidl.errors.exception({
                        header: prefix,
                        message: `Missing required key "${key}".`
                    });
                    let value = dictionary[key];
                    const hasDefault = Object.hasOwn(options, "defaultValue");
                    hasDefault && null !== value && (value ??= defaultValue());
                    if (required || hasDefault || void 0 !== value) {
                        value = converter(value, prefix, `${argument}.${key}`);
                        if (options.allowedValues && !options.allowedValues.includes(value)) throw webidl.errors.exception({
                            header: prefix,
                            message: `${value} is not an accepted type. Expected one of ${options.allowedValues.join(", ")}.`
                        });
                        dict[key] = value;
                    }
                }
                return dict;
            };
        };
        webidl.nullableConverter = function(converter) {
            return (V, prefix, argument) => null === V ? V : converter(V, prefix, argument);
        };
        webidl.converters.DOMString = function(V, prefix, argument, opts) {
            if (null === V && opts?.legacyNullToEmptyString) return "";
            if ("symbol" == typeof V) throw webidl.errors.exception({
                header: prefix,
                message: `${argument} is a symbol, which cannot be converted to a DOMString.`
            });
            return String(V);
        };
        webidl.converters.ByteString = function(V, prefix, argument) {
            const x = webidl.converters.DOMString(V, prefix, argument);
            for (let index = 0; index < x.length; index++) if (x.charCodeAt(index) > 255) throw new TypeError(`Cannot convert argument to a ByteString because the character at index ${index} has a value of ${x.charCodeAt(index)} which is greater than 255.`);
            return x;
        };
        webidl.converters.USVString = toUSVString;
        webidl.converters.boolean = function(V) {
            return Boolean(V);
        };
        webidl.converters.any = function(V) {
            return V;
        };
        webidl.converters["long long"] = function(V, prefix, argument) {
            return webidl.util.ConvertToInt(V, 64, "signed", void 0, prefix, argument);
        };
        webidl.converters["unsigned long long"] = function(V, prefix, argument) {
            return webidl.util.ConvertToInt(V, 64, "unsigned", void 0, prefix, argument);
        };
        webidl.converters["unsigned long"] = function(V, prefix, argument) {
            return webidl.util.ConvertToInt(V, 32, "unsigned", void 0, prefix, argument);
        };
        webidl.converters["unsigned short"] = function(V, prefix, argument, opts) {
            return webidl.util.ConvertToInt(V, 16, "unsigned", opts, prefix, argument);
        };
        webidl.converters.ArrayBuffer = function(V, prefix, argument, opts) {
            if ("Object" !== webidl.util.Type(V) || !types.isAnyArrayBuffer(V)) throw webidl.errors.conversionFailed({
                prefix,
                argument: `${argument} ("${webidl.util.Stringify(V)}")`,
                types: [ "ArrayBuffer" ]
            });
            if (!1 === opts?.allowShared && types.isSharedArrayBuffer(V)) throw webidl.errors.exception({
                header: "ArrayBuffer",
                message: "SharedArrayBuffer is not allowed."
            });
            if (V.resizable || V.growable) throw webidl.errors.exception({
                header: "ArrayBuffer",
                message: "Received a resizable ArrayBuffer."
            });
            return V;
        };
        webidl.converters.TypedArray = function(V, T, prefix, name, opts) {
            if ("Object" !== webidl.util.Type(V) || !types.isTypedArray(V) || V.constructor.name !== T.name) throw webidl.errors.conversionFailed({
                prefix,
                argument: `${name} ("${webidl.util.Stringify(V)}")`,
                types: [ T.name ]
            });
            if (!1 === opts?.allowShared && types.isSharedArrayBuffer(V.buffer)) throw webidl.errors.exception({
                header: "ArrayBuffer",
                message: "SharedArrayBuffer is not allowed."
            });
            if (V.buffer.resizable || V.buffer.growable) throw webidl.errors.exception({
                header: "ArrayBuffer",
                message: "Received a resizable ArrayBuffer."
            });
            return V;
        };
        webidl.converters.DataView = function(V, prefix, name, opts) {
            if ("Object" !== webidl.util.Type(V) || !types.isDataView(V)) throw webidl.errors.exception({
                header: prefix,
                message: `${name} is not a DataView.`
            });
            if (!1 === opts?.allowShared && types.isSharedArrayBuffer(V.buffer)) throw webidl.errors.exception({
                header: "ArrayBuffer",
                message: "SharedArrayBuffer is not allowed."
            });
            if (V.buffer.resizable || V.buffer.growable) throw webidl.errors.exception({
                header: "ArrayBuffer",
                message: "Received a resizable ArrayBuffer."
            });
            return V;
        };
        webidl.converters.BufferSource = function(V, prefix, name, opts) {
            if (types.isAnyArrayBuffer(V)) return webidl.converters.ArrayBuffer(V, prefix, name, {
                ...opts,
                allowShared: !1
            });
            if (types.isTypedArray(V)) return webidl.converters.TypedArray(V, V.constructor, prefix, name, {
                ...opts,
                allowShared: !1
            });
            if (types.isDataView(V)) return webidl.converters.DataView(V, prefix, name, {
                ...opts,
                allowShared: !1
            });
            throw webidl.errors.conversionFailed({
                prefix,
                argument: `${name} ("${webidl.util.Stringify(V)}")`,
                types: [ "BufferSource" ]
            });
        };
        webidl.converters["sequence<ByteString>"] = webidl.sequenceConverter(webidl.converters.ByteString);
        webidl.converters["sequence<sequence<ByteString>>"] = webidl.sequenceConverter(webidl.converters["sequence<ByteString>"]);
        webidl.converters["record<ByteString, ByteString>"] = webidl.recordConverter(webidl.converters.ByteString, webidl.converters.ByteString);
        module.exports = {
            webidl
        };
    }),
    1181: (module => {
        module.exports = {
            getEncoding: function getEncoding(label) {
                if (!label) return "failure";
                switch (label.trim().toLowerCase()) {
                  case "unicode-1-1-utf-8":
                  case "unicode11utf8":
                  case "unicode20utf8":
                  case "utf-8":
                  case "utf8":
                  case "x-unicode20utf8":
                    return "UTF-8";

                  case "866":
                  case "cp866":
                  case "csibm866":
                  case "ibm866":
                    return "IBM866";

                  case "csisolatin2":
                  case "iso-8859-2":
                  case "iso-ir-101":
                  case "iso8859-2":
                  case "iso88592":
                  case "iso_8859-2":
                  case "iso_8859-2:1987":
                  case "l2":
                  case "latin2":
                    return "ISO-8859-2";

                  case "csisolatin3":
                  case "iso-8859-3":
                  case "iso-ir-109":
                  case "iso8859-3":
                  case "iso88593":
                  case "iso_8859-3":
                  case "iso_8859-3:1988":
                  case "l3":
                  case "latin3":
                    return "ISO-8859-3";

                  case "csisolatin4":
                  case "iso-8859-4":
                  case "iso-ir-110":
                  case "iso8859-4":
                  case "iso88594":
                  case "iso_8859-4":
                  case "iso_8859-4:1988":
                  case "l4":
                  case "latin4":
                    return "ISO-8859-4";

                  case "csisolatincyrillic":
                  case "cyrillic":
                  case "iso-8859-5":
                  case "iso-ir-144":
                  case "iso8859-5":
                  case "iso88595":
                  case "iso_8859-5":
                  case "iso_8859-5:1988":
                    return "ISO-8859-5";

                  case "arabic":
                  case "asmo-708":
                  case "csiso88596e":
                  case "csiso88596i":
                  case "csisolatinarabic":
                  case "ecma-114":
                  case "iso-8859-6":
                  case "iso-8859-6-e":
                  case "iso-8859-6-i":
                  case "iso-ir-127":
                  case "iso8859-6":
                  case "iso88596":
                  case "iso_8859-6":
                  case "iso_8859-6:1987":
                    return "ISO-8859-6";

                  case "csisolatingreek":
                  case "ecma-118":
                  case "elot_928":
                  case "greek":
                  case "greek8":
                  case "iso-8859-7":
                  case "iso-ir-126":
                  case "iso8859-7":
                  case "iso88597":
                  case "iso_8859-7":
                  case "iso_8859-7:1987":
                  case "sun_eu_greek":
                    return "ISO-8859-7";

                  case "csiso88598e":
                  case "csisolatinhebrew":
                  case "hebrew":
                  case "iso-8859-8":
                  case "iso-8859-8-e":
                  case "iso-ir-138":
                  case "iso8859-8":
                  case "iso88598":
                  case "iso_8859-8":
                  case "iso_8859-8:1988":
                  case "visual":
                    return "ISO-8859-8";

                  case "csiso88598i":
                  case "iso-8859-8-i":
                  case "logical":
                    return "ISO-8859-8-I";

                  case "csisolatin6":
                  case "iso-8859-10":
                  case "iso-ir-157":
                  case "iso8859-10":
                  case "iso885910":
                  case "l6":
                  case "latin6":
                    return "ISO-8859-10";

                  case "iso-8859-13":
                  case "iso8859-13":
                  case "iso885913":
                    return "ISO-8859-13";

                  case "iso-8859-14":
                  case "iso8859-14":
                  case "iso885914":
                    return "ISO-8859-14";

                  case "csisolatin9":
                  case "iso-8859-15":
                  case "iso8859-15":
                  case "iso885915":
                  case "iso_8859-15":
                  case "l9":
                    return "ISO-8859-15";

                  case "iso-8859-16":
                    return "ISO-8859-16";

                  case "cskoi8r":
                  case "koi":
                  case "koi8":
                  case "koi8-r":
                  case "koi8_r":
                    return "KOI8-R";

                  case "koi8-ru":
                  case "koi8-u":
                    return "KOI8-U";

                  case "csmacintosh":
                  case "mac":
                  case "macintosh":
                  case "x-mac-roman":
                    return "macintosh";

                  case "iso-8859-11":
                  case "iso8859-11":
                  case "iso885911":
                  case "tis-620":
                  case "windows-874":
                    return "windows-874";

                  case "cp1250":
                  case "windows-1250":
                  case "x-cp1250":
                    return "windows-1250";

                  case "cp1251":
                  case "windows-1251":
                  case "x-cp1251":
                    return "windows-1251";

                  case "ansi_x3.4-1968":
                  case "ascii":
                  case "cp1252":
                  case "cp819":
                  case "csisolatin1":
                  case "ibm819":
                  case "iso-8859-1":
                  case "iso-ir-100":
                  case "iso8859-1":
                  case "iso88591":
                  case "iso_8859-1":
                  case "iso_8859-1:1987":
                  case "l1":
                  case "latin1":
                  case "us-ascii":
                  case "windows-1252":
                  case "x-cp1252":
                    return "windows-1252";

                  case "cp1253":
                  case "windows-1253":
                  case "x-cp1253":
                    return "windows-1253";

                  case "cp1254":
                  case "csisolatin5":
                  case "iso-8859-9":
                  case "iso-ir-148":
                  case "iso8859-9":
                  case "iso88599":
                  case "iso_8859-9":
                  case "iso_8859-9:1989":
                  case "l5":
                  case "latin5":
                  case "windows-1254":
                  case "x-cp1254":
                    return "windows-1254";

                  case "cp1255":
                  case "windows-1255":
                  case "x-cp1255":
                    return "windows-1255";

                  case "cp1256":
                  case "windows-1256":
                  case "x-cp1256":
                    return "windows-1256";

                  case "cp1257":
                  case "windows-1257":
                  case "x-cp1257":
                    return "windows-1257";

                  case "cp1258":
                  case "windows-1258":
                  case "x-cp1258":
                    return "windows-1258";

                  case "x-mac-cyrillic":
                  case "x-mac-ukrainian":
                    return "x-mac-cyrillic";

                  case "chinese":
                  case "csgb2312":
                  case "csiso58gb231280":
                  case "gb2312":
                  case "gb_2312":
                  case "gb_2312-80":
                  case "gbk":
                  case "iso-ir-58":
                  case "x-gbk":
                    return "GBK";

                  case "gb18030":
                    return "gb18030";

                  case "big5":
                  case "big5-hkscs":
                  case "cn-big5":
                  case "csbig5":
                  case "x-x-big5":
                    return "Big5";

                  case "cseucpkdfmtjapanese":
                  case "euc-jp":
                  case "x-euc-jp":
                    return "EUC-JP";

                  case "csiso2022jp":
                  case "iso-2022-jp":
                    return "ISO-2022-JP";

                  case "csshiftjis":
                  case "ms932":
                  case "ms_kanji":
                  case "shift-jis":
                  case "shift_jis":
                  case "sjis":
                  case "windows-31j":
                  case "x-sjis":
                    return "Shift_JIS";

                  case "cseuckr":
                  case "csksc56011987":
                  case "euc-kr":
                  case "iso-ir-149":
                  case "korean":
                  case "ks_c_5601-1987":
                  case "ks_c_5601-1989":
                  case "ksc5601":
                  case "ksc_5601":
                  case "windows-949":
                    return "EUC-KR";

                  case "csiso2022kr":
                  case "hz-gb-2312":
                  case "iso-2022-cn":
                  case "iso-2022-cn-ext":
                  case "iso-2022-kr":
                  case "replacement":
                    return "replacement";

                  case "unicodefffe":
                  case "utf-16be":
                    return "UTF-16BE";

                  case "csunicode":
                  case "iso-10646-ucs-2":
                  case "ucs-2":
                  case "unicode":
                  case "unicodefeff":
                  case "utf-16":
                  case "utf-16le":
                    return "UTF-16LE";

                  case "x-user-defined":
                    return "x-user-defined";

                  default:
                    return "failure";
                }
            }
        };
    }),
    5969: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {staticPropertyDescriptors, readOperation, fireAProgressEvent} = __webpack_require__(8420);
        const {kState, kError, kResult, kEvents, kAborted} = __webpack_require__(3191);
        const {webidl} = __webpack_require__(6083);
        const {kEnumerableProperty} = __webpack_require__(586);
        class FileReader extends EventTarget {
            constructor() {
                super();
                this[kState] = "empty";
                this[kResult] = null;
                this[kError] = null;
                this[kEvents] = {
                    loadend: null,
                    error: null,
                    abort: null,
                    load: null,
                    progress: null,
                    loadstart: null
                };
            }
            readAsArrayBuffer(blob) {
                webidl.brandCheck(this, FileReader);
                webidl.argumentLengthCheck(arguments, 1, "FileReader.readAsArrayBuffer");
                blob = webidl.converters.Blob(blob, {
                    strict: !1
                });
                readOperation(this, blob, "ArrayBuffer");
            }
            readAsBinaryString(blob) {
                webidl.brandCheck(this, FileReader);
                webidl.argumentLengthCheck(arguments, 1, "FileReader.readAsBinaryString");
                blob = webidl.converters.Blob(blob, {
                    strict: !1
                });
                readOperation(this, blob, "BinaryString");
            }
            readAsText(blob, encoding = void 0) {
                webidl.brandCheck(this, FileReader);
                webidl.argumentLengthCheck(arguments, 1, "FileReader.readAsText");
                blob = webidl.converters.Blob(blob, {
                    strict: !1
                });
                void 0 !== encoding && (encoding = webidl.converters.DOMString(encoding, "FileReader.readAsText", "encoding"));
                readOperation(this, blob, "Text", encoding);
            }
            readAsDataURL(blob) {
                webidl.brandCheck(this, FileReader);
                webidl.argumentLengthCheck(arguments, 1, "FileReader.readAsDataURL");
                blob = webidl.converters.Blob(blob, {
                    strict: !1
                });
                readOperation(this, blob, "DataURL");
            }
            abort() {
                if ("empty" !== this[kState] && "done" !== this[kState]) {
                    if ("loading" === this[kState]) {
                        this[kState] = "done";
                        this[kResult] = null;
                    }
                    this[kAborted] = !0;
                    fireAProgressEvent("abort", this);
                    "loading" !== this[kState] && fireAProgressEvent("loadend", this);
                } else this[kResult] = null;
            }
            get readyState() {
                webidl.brandCheck(this, FileReader);
                switch (this[kState]) {
                  case "empty":
                    return this.EMPTY;

                  case "loading":
                    return this.LOADING;

                  case "done":
                    return this.DONE;
                }
            }
            get result() {
                webidl.brandCheck(this, FileReader);
                return this[kResult];
            }
            get error() {
                webidl.brandCheck(this, FileReader);
                return this[kError];
            }
            get onloadend() {
                webidl.brandCheck(this, FileReader);
                return this[kEvents].loadend;
            }
            set onloadend(fn) {
                webidl.brandCheck(this, FileReader);
                this[kEvents].loadend && this.removeEventListener("loadend", this[kEvents].loadend);
                if ("function" == typeof fn) {
                    this[kEvents].loadend = fn;
                    this.addEventListener("loadend", fn);
                } else this[kEvents].loadend = null;
            }
            get onerror() {
                webidl.brandCheck(this, FileReader);
                return this[kEvents].error;
            }
            set onerror(fn) {
                webidl.brandCheck(this, FileReader);
                this[kEvents].error && this.removeEventListener("error", this[kEvents].error);
                if ("function" == typeof fn) {
                    this[kEvents].error = fn;
                    this.addEventListener("error", fn);
                } else this[kEvents].error = null;
            }
            get onloadstart() {
                webidl.brandCheck(this, FileReader);
                return this[kEvents].loadstart;
            }
            set onloadstart(fn) {
                webidl.brandCheck(this, FileReader);
                this[kEvents].loadstart && this.removeEventListener("loadstart", this[kEvents].loadstart);
                if ("function" == typeof fn) {
                    this[kEvents].loadstart = fn;
                    this.addEventListener("loadstart", fn);
                } else this[kEvents].loadstart = null;
            }
            get onprogress() {
                webidl.brandCheck(this, FileReader);
                return this[kEvents].progress;
            }
            set onprogress(fn) {
                webidl.brandCheck(this, FileReader);
                this[kEvents].progress && this.removeEventListener("progress", this[kEvents].progress);
                if ("function" == typeof fn) {
                    this[kEvents].progress = fn;
                    this.addEventListener("progress", fn);
                } else this[kEvents].progress = null;
            }
            get onload() {
                webidl.brandCheck(this, FileReader);
                return this[kEvents].load;
            }
            set onload(fn) {
                webidl.brandCheck(this, FileReader);
                this[kEvents].load && this.removeEventListener("load", this[kEvents].load);
                if ("function" == typeof fn) {
                    this[kEvents].load = fn;
                    this.addEventListener("load", fn);
                } else this[kEvents].load = null;
            }
            get onabort() {
                webidl.brandCheck(this, FileReader);
                return this[kEvents].abort;
            }
            set onabort(fn) {
                webidl.brandCheck(this, FileReader);
                this[kEvents].abort && this.removeEventListener("abort", this[kEvents].abort);
                if ("function" == typeof fn) {
                    this[kEvents].abort = fn;
                    this.addEventListener("abort", fn);
                } else this[kEvents].abort = null;
            }
        }
        FileReader.EMPTY = FileReader.prototype.EMPTY = 0;
        FileReader.LOADING = FileReader.prototype.LOADING = 1;
        FileReader.DONE = FileReader.prototype.DONE = 2;
        Object.defineProperties(FileReader.prototype, {
            EMPTY: staticPropertyDescriptors,
            LOADING: staticPropertyDescriptors,
            DONE: staticPropertyDescriptors,
            readAsArrayBuffer: kEnumerableProperty,
            readAsBinaryString: kEnumerableProperty,
            readAsText: kEnumerableProperty,
            readAsDataURL: kEnumerableProperty,
            abort: kEnumerableProperty,
            readyState: kEnumerableProperty,
            result: kEnumerableProperty,
            error: kEnumerableProperty,
            onloadstart: kEnumerableProperty,
            onprogress: kEnumerableProperty,
            onload: kEnumerableProperty,
            onabort: kEnumerableProperty,
            onerror: kEnumerableProperty,
            onloadend: kEnumerableProperty,
            [Symbol.toStringTag]: {
                value: "FileReader",
                writable: !1,
                enumerable: !1,
                configurable: !0
            }
        });
        Object.defineProperties(FileReader, {
            EMPTY: staticPropertyDescriptors,
            LOADING: staticPropertyDescriptors,
            DONE: staticPropertyDescriptors
        });
        module.exports = {
            FileReader
        };
    }),
    5163: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {webidl} = __webpack_require__(6083);
        const kState = Symbol("ProgressEvent state");
        class ProgressEvent extends Event {
            constructor(type, eventInitDict = {}) {
                super(type = webidl.converters.DOMString(type, "ProgressEvent constructor", "type"), eventInitDict = webidl.converters.ProgressEventInit(eventInitDict ?? {}));
                this[kState] = {
                    lengthComputable: eventInitDict.lengthComputable,
                    loaded: eventInitDict.loaded,
                    total: eventInitDict.total
                };
            }
            get lengthComputable() {
                webidl.brandCheck(this, ProgressEvent);
                return this[kState].lengthComputable;
            }
            get loaded() {
                webidl.brandCheck(this, ProgressEvent);
                return this[kState].loaded;
            }
            get total() {
                webidl.brandCheck(this, ProgressEvent);
                return this[kState].total;
            }
        }
        webidl.converters.ProgressEventInit = webidl.dictionaryConverter([ {
            key: "lengthComputable",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        }, {
            key: "loaded",
            converter: webidl.converters["unsigned long long"],
            defaultValue: () => 0
        }, {
            key: "total",
            converter: webidl.converters["unsigned long long"],
            defaultValue: () => 0
        }, {
            key: "bubbles",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        }, {
            key: "cancelable",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        }, {
            key: "composed",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        } ]);
        module.exports = {
            ProgressEvent
        };
    }),
    3191: (module => {
        module.exports = {
            kState: Symbol("FileReader state"),
            kResult: Symbol("FileReader result"),
            kError: Symbol("FileReader error"),
            kLastProgressEventFired: Symbol("FileReader last progress event fired timestamp"),
            kEvents: Symbol("FileReader events"),
            kAborted: Symbol("FileReader aborted")
        };
    }),
    8420: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {kState, kError, kResult, kAborted, kLastProgressEventFired} = __webpack_require__(3191);
        const {ProgressEvent} = __webpack_require__(5163);
        const {getEncoding} = __webpack_require__(1181);
        const {serializeAMimeType, parseMIMEType} = __webpack_require__(2318);
        const {types} = __webpack_require__(7975);
        const {StringDecoder} = __webpack_require__(3193);
        const {btoa} = __webpack_require__(4573);
        function fireAProgressEvent(e, reader) {
            const event = new ProgressEvent(e, {
                bubbles: !1,
                cancelable: !1
            });
            reader.dispatchEvent(event);
        }
        function packageData(bytes, type, mimeType, encodingName) {
            switch (type) {
              case "DataURL":
                {
                    let dataURL = "data:";
                    const parsed = parseMIMEType(mimeType || "application/octet-stream");
                    "failure" !== parsed && (dataURL += serializeAMimeType(parsed));
                    dataURL += ";base64,";
                    const decoder = new StringDecoder("latin1");
                    for (const chunk of bytes) dataURL += btoa(decoder.write(chunk));
                    dataURL += btoa(decoder.end());
                    return dataURL;
                }

              case "Text":
                {
                    let encoding = "failure";
                    encodingName && (encoding = getEncoding(encodingName));
                    if ("failure" === encoding && mimeType) {
                        const type = parseMIMEType(mimeType);
                        "failure" !== type && (encoding = getEncoding(type.parameters.get("charset")));
                    }
                    "failure" === encoding && (encoding = "UTF-8");
                    return function decode(ioQueue, encoding) {
                        const bytes = combineByteSequences(ioQueue);
                        const BOMEncoding = function BOMSniffing(ioQueue) {
                            const [a, b, c] = ioQueue;
                            return 239 === a && 187 === b && 191 === c ? "UTF-8" : 254 === a && 255 === b ? "UTF-16BE" : 255 === a && 254 === b ? "UTF-16LE" : null;
                        }(bytes);
                        let slice = 0;
                        if (null !== BOMEncoding) {
                            encoding = BOMEncoding;
                            slice = "UTF-8" === BOMEncoding ? 3 : 2;
                        }
                        const sliced = bytes.slice(slice);
                        return new TextDecoder(encoding).decode(sliced);
                    }(bytes, encoding);
                }

              case "ArrayBuffer":
                return combineByteSequences(bytes).buffer;

              case "BinaryString":
                {
                    let binaryString = "";
                    const decoder = new StringDecoder("latin1");
                    for (const chunk of bytes) binaryString += decoder.write(chunk);
                    binaryString += decoder.end();
                    return binaryString;
                }
            }
        }
        function combineByteSequences(sequences) {
            const size = sequences.reduce((a, b) => a + b.byteLength, 0);
            let offset = 0;
            return sequences.reduce((a, b) => {
                a.set(b, offset);
                offset += b.byteLength;
                return a;
            }, new Uint8Array(size));
        }
        module.exports = {
            staticPropertyDescriptors: {
                enumerable: !0,
                writable: !1,
                configurable: !1
            },
            readOperation: function readOperation(fr, blob, type, encodingName) {
                if ("loading" === fr[kState]) throw new DOMException("Invalid state", "InvalidStateError");
                fr[kState] = "loading";
                fr[kResult] = null;
                fr[kError] = null;
                const reader = blob.stream().getReader();
                const bytes = [];
                let chunkPromise = reader.read();
                let isFirstChunk = !0;
                (async () => {
                    for (;!fr[kAborted]; ) try {
                        const {done, value} = await chunkPromise;
                        isFirstChunk && !fr[kAborted] && queueMicrotask(() => {
                            fireAProgressEvent("loadstart", fr);
                        });
                        isFirstChunk = !1;
                        if (!done && types.isUint8Array(value)) {
                            bytes.push(value);
                            if ((void 0 === fr[kLastProgressEventFired] || Date.now() - fr[kLastProgressEventFired] >= 50) && !fr[kAborted]) {
                                fr[kLastProgressEventFired] = Date.now();
                                queueMicrotask(() => {
                                    fireAProgressEvent("progress", fr);
                                });
                            }
                            chunkPromise = reader.read();
                        } else if (done) {
                            queueMicrotask(() => {
                                fr[kState] = "done";
                                try {
                                    const result = packageData(bytes, type, blob.type, encodingName);
                                    if (fr[kAborted]) return;
                                    fr[kResult] = result;
                                    fireAProgressEvent("load", fr);
                                } catch (error) {
                                    fr[kError] = error;
                                    fireAProgressEvent("error", fr);
                                }
                                "loading" !== fr[kState] && fireAProgressEvent("loadend", fr);
                            });
                            break;
                        }
                    } catch (error) {
                        if (fr[kAborted]) return;
                        queueMicrotask(() => {
                            fr[kState] = "done";
                            fr[kError] = error;
                            fireAProgressEvent("error", fr);
                            "loading" !== fr[kState] && fireAProgressEvent("loadend", fr);
                        });
                        break;
                    }
                })();
            },
            fireAProgressEvent
        };
    }),
    4347: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {uid, states, sentCloseFrameState, emptyBuffer, opcodes} = __webpack_require__(7450);
        const {kReadyState, kSentClose, kByteParser, kReceivedClose, kResponse} = __webpack_require__(1242);
        const {fireEvent, failWebsocketConnection, isClosing, isClosed, isEstablished, parseExtensions} = __webpack_require__(4391);
        const {channels} = __webpack_require__(8580);
        const {CloseEvent} = __webpack_require__(2494);
        const {makeRequest} = __webpack_require__(5601);
        const {fetching} = __webpack_require__(7532);
        const {Headers, getHeadersList} = __webpack_require__(1470);
        const {getDecodeSplit} = __webpack_require__(9774);
        const {WebsocketFrameSend} = __webpack_require__(6674);
        let crypto;
        try {
            crypto = __webpack_require__(7598);
        } catch {}
        function onSocketData(chunk) {
            this.ws[kByteParser].write(chunk) || this.pause();
        }
        function onSocketClose() {
            const {ws} = this;
            const {[kResponse]: response} = ws;
            response.socket.off("data", onSocketData);
            response.socket.off("close", onSocketClose);
            response.socket.off("error", onSocketError);
            const wasClean = ws[kSentClose] === sentCloseFrameState.SENT && ws[kReceivedClose];
            let code = 1005;
            let reason = "";
            const result = ws[kByteParser].closingInfo;
            if (result && !result.error) {
                code = result.code ?? 1005;
                reason = result.reason;
            } else ws[kReceivedClose] || (code = 1006);
            ws[kReadyState] = states.CLOSED;
            fireEvent("close", ws, (type, init) => new CloseEvent(type, init), {
                wasClean,
                code,
                reason
            });
            channels.close.hasSubscribers && channels.close.publish({
                websocket: ws,
                code,
                reason
            });
        }
        function onSocketError(error) {
            const {ws} = this;
            ws[kReadyState] = states.CLOSING;
            channels.socketError.hasSubscribers && channels.socketError.publish(error);
            this.destroy();
        }
        module.exports = {
            establishWebSocketConnection: function establishWebSocketConnection(url, protocols, client, ws, onEstablish, options) {
                const requestURL = url;
                requestURL.protocol = "ws:" === url.protocol ? "http:" : "https:";
                const request = makeRequest({
                    urlList: [ requestURL ],
                    client,
                    serviceWorkers: "none",
                    referrer: "no-referrer",
                    mode: "websocket",
                    credentials: "include",
                    cache: "no-store",
                    redirect: "error"
                });
                if (options.headers) {
                    const headersList = getHeadersList(new Headers(options.headers));
                    request.headersList = headersList;
                }
                const keyValue = crypto.randomBytes(16).toString("base64");
                request.headersList.append("sec-websocket-key", keyValue);
                request.headersList.append("sec-websocket-version", "13");
                for (const protocol of protocols) request.headersList.append("sec-websocket-protocol", protocol);
                request.headersList.append("sec-websocket-extensions", "permessage-deflate; client_max_window_bits");
                return fetching({
                    request,
                    useParallelQueue: !0,
                    dispatcher: options.dispatcher,
                    processResponse(response) {
                        if ("error" === response.type || 101 !== response.status) {
                            failWebsocketConnection(ws, "Received network error or non-101 status code.");
                            return;
                        }
                        if (0 !== protocols.length && !response.headersList.get("Sec-WebSocket-Protocol")) {
                            failWebsocketConnection(ws, "Server did not respond with sent protocols.");
                            return;
                        }
                        if ("websocket" !== response.headersList.get("Upgrade")?.toLowerCase()) {
                            failWebsocketConnection(ws, 'Server did not set Upgrade header to "websocket".');
                            return;
                        }
                        if ("upgrade" !== response.headersList.get("Connection")?.toLowerCase()) {
                            failWebsocketConnection(ws, 'Server did not set Connection header to "upgrade".');
                            return;
                        }
                        if (response.headersList.get("Sec-WebSocket-Accept") !== crypto.createHash("sha1").update(keyValue + uid).digest("base64")) {
                            failWebsocketConnection(ws, "Incorrect hash received in Sec-WebSocket-Accept header.");
                            return;
                        }
                        const secExtension = response.headersList.get("Sec-WebSocket-Extensions");
                        let extensions;
                        if (null !== secExtension) {
                            extensions = parseExtensions(secExtension);
                            if (!extensions.has("permessage-deflate")) {
                                failWebsocketConnection(ws, "Sec-WebSocket-Extensions header does not match.");
                                return;
                            }
                        }
                        const secProtocol = response.headersList.get("Sec-WebSocket-Protocol");
                        if (null !== secProtocol) {
                            const requestProtocols = getDecodeSplit("sec-websocket-protocol", request.headersList);
                            if (null === requestProtocols || !requestProtocols.includes(secProtocol)) {
                                failWebsocketConnection(ws, "Protocol was not set in the opening handshake.");
                                return;
                            }
                        }
                        response.socket.on("data", onSocketData);
                        response.socket.on("close", onSocketClose);
                        response.socket.on("error", onSocketError);
                        channels.open.hasSubscribers && channels.open.publish({
                            address: response.socket.address(),
                            protocol: secProtocol,
                            extensions: secExtension
                        });
                        onEstablish(response, extensions);
                    }
                });
            },
            closeWebSocketConnection: function closeWebSocketConnection(ws, code, reason, reasonByteLength) {
                if (isClosing(ws) || isClosed(ws)) ; else if (isEstablished(ws)) if (ws[kSentClose] === sentCloseFrameState.NOT_SENT) {
                    ws[kSentClose] = sentCloseFrameState.PROCESSING;
                    const frame = new WebsocketFrameSend;
                    if (void 0 !== code && void 0 === reason) {
                        frame.frameData = Buffer.allocUnsafe(2);
                        frame.frameData.writeUInt16BE(code, 0);
                    } else if (void 0 !== code && void 0 !== reason) {
                        frame.frameData = Buffer.allocUnsafe(2 + reasonByteLength);
                        frame.frameData.writeUInt16BE(code, 0);
                        frame.frameData.write(reason, 2, "utf-8");
                    } else frame.frameData = emptyBuffer;
                    ws[kResponse].socket.write(frame.createFrame(opcodes.CLOSE));
                    ws[kSentClose] = sentCloseFrameState.SENT;
                    ws[kReadyState] = states.CLOSING;
                } else ws[kReadyState] = states.CLOSING; else {
                    failWebsocketConnection(ws, "Connection was closed before it was established.");
                    ws[kReadyState] = states.CLOSING;
                }
            }
        };
    }),
    7450: (module => {
        const emptyBuffer = Buffer.allocUnsafe(0);
        module.exports = {
            uid: "258EAFA5-E914-47DA-95CA-C5AB0DC85B11",
            sentCloseFrameState: {
                NOT_SENT: 0,
                PROCESSING: 1,
                SENT: 2
            },
            staticPropertyDescriptors: {
                enumerable: !0,
                writable: !1,
                configurable: !1
            },
            states: {
                CONNECTING: 0,
                OPEN: 1,
                CLOSING: 2,
                CLOSED: 3
            },
            opcodes: {
                CONTINUATION: 0,
                TEXT: 1,
                BINARY: 2,
                CLOSE: 8,
                PING: 9,
                PONG: 10
            },
            maxUnsigned16Bit: 65535,
            parserStates: {
                INFO: 0,
                PAYLOADLENGTH_16: 2,
                PAYLOADLENGTH_64: 3,
                READ_DATA: 4
            },
            emptyBuffer,
            sendHints: {
                string: 1,
                typedArray: 2,
                arrayBuffer: 3,
                blob: 4
            }
        };
    }),
    2494: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {webidl} = __webpack_require__(6083);
        const {kEnumerableProperty} = __webpack_require__(586);
        const {kConstruct} = __webpack_require__(33);
        const {MessagePort} = __webpack_require__(5919);
        class MessageEvent extends Event {
            #eventInit;
            constructor(type, eventInitDict = {}) {
                if (type === kConstruct) {
                    super(arguments[1], arguments[2]);
                    webidl.util.markAsUncloneable(this);
                    return;
                }
                const prefix = "MessageEvent constructor";
                webidl.argumentLengthCheck(arguments, 1, prefix);
                super(type = webidl.converters.DOMString(type, prefix, "type"), eventInitDict = webidl.converters.MessageEventInit(eventInitDict, prefix, "eventInitDict"));
                this.#eventInit = eventInitDict;
                webidl.util.markAsUncloneable(this);
            }
            get data() {
                webidl.brandCheck(this, MessageEvent);
                return this.#eventInit.data;
            }
            get origin() {
                webidl.brandCheck(this, MessageEvent);
                return this.#eventInit.origin;
            }
            get lastEventId() {
                webidl.brandCheck(this, MessageEvent);
                return this.#eventInit.lastEventId;
            }
            get source() {
                webidl.brandCheck(this, MessageEvent);
                return this.#eventInit.source;
            }
            get ports() {
                webidl.brandCheck(this, MessageEvent);
                Object.isFrozen(this.#eventInit.ports) || Object.freeze(this.#eventInit.ports);
                return this.#eventInit.ports;
            }
            initMessageEvent(type, bubbles = !1, cancelable = !1, data = null, origin = "", lastEventId = "", source = null, ports = []) {
                webidl.brandCheck(this, MessageEvent);
                webidl.argumentLengthCheck(arguments, 1, "MessageEvent.initMessageEvent");
                return new MessageEvent(type, {
                    bubbles,
                    cancelable,
                    data,
                    origin,
                    lastEventId,
                    source,
                    ports
                });
            }
            static createFastMessageEvent(type, init) {
                const messageEvent = new MessageEvent(kConstruct, type, init);
                messageEvent.#eventInit = init;
                messageEvent.#eventInit.data ??= null;
                messageEvent.#eventInit.origin ??= "";
                messageEvent.#eventInit.lastEventId ??= "";
                messageEvent.#eventInit.source ??= null;
                messageEvent.#eventInit.ports ??= [];
                return messageEvent;
            }
        }
        const {createFastMessageEvent} = MessageEvent;
        delete MessageEvent.createFastMessageEvent;
        class CloseEvent extends Event {
            #eventInit;
            constructor(type, eventInitDict = {}) {
                const prefix = "CloseEvent constructor";
                webidl.argumentLengthCheck(arguments, 1, prefix);
                super(type = webidl.converters.DOMString(type, prefix, "type"), eventInitDict = webidl.converters.CloseEventInit(eventInitDict));
                this.#eventInit = eventInitDict;
                webidl.util.markAsUncloneable(this);
            }
            get wasClean() {
                webidl.brandCheck(this, CloseEvent);
                return this.#eventInit.wasClean;
            }
            get code() {
                webidl.brandCheck(this, CloseEvent);
                return this.#eventInit.code;
            }
            get reason() {
                webidl.brandCheck(this, CloseEvent);
                return this.#eventInit.reason;
            }
        }
        class ErrorEvent extends Event {
            #eventInit;
            constructor(type, eventInitDict) {
                const prefix = "ErrorEvent constructor";
                webidl.argumentLengthCheck(arguments, 1, prefix);
                super(type, eventInitDict);
                webidl.util.markAsUncloneable(this);
                type = webidl.converters.DOMString(type, prefix, "type");
                eventInitDict = webidl.converters.ErrorEventInit(eventInitDict ?? {});
                this.#eventInit = eventInitDict;
            }
            get message() {
                webidl.brandCheck(this, ErrorEvent);
                return this.#eventInit.message;
            }
            get filename() {
                webidl.brandCheck(this, ErrorEvent);
                return this.#eventInit.filename;
            }
            get lineno() {
                webidl.brandCheck(this, ErrorEvent);
                return this.#eventInit.lineno;
            }
            get colno() {
                webidl.brandCheck(this, ErrorEvent);
                return this.#eventInit.colno;
            }
            get error() {
                webidl.brandCheck(this, ErrorEvent);
                return this.#eventInit.error;
            }
        }
        Object.defineProperties(MessageEvent.prototype, {
            [Symbol.toStringTag]: {
                value: "MessageEvent",
                configurable: !0
            },
            data: kEnumerableProperty,
            origin: kEnumerableProperty,
            lastEventId: kEnumerableProperty,
            source: kEnumerableProperty,
            ports: kEnumerableProperty,
            initMessageEvent: kEnumerableProperty
        });
        Object.defineProperties(CloseEvent.prototype, {
            [Symbol.toStringTag]: {
                value: "CloseEvent",
                configurable: !0
            },
            reason: kEnumerableProperty,
            code: kEnumerableProperty,
            wasClean: kEnumerableProperty
        });
        Object.defineProperties(ErrorEvent.prototype, {
            [Symbol.toStringTag]: {
                value: "ErrorEvent",
                configurable: !0
            },
            message: kEnumerableProperty,
            filename: kEnumerableProperty,
            lineno: kEnumerableProperty,
            colno: kEnumerableProperty,
            error: kEnumerableProperty
        });
        webidl.converters.MessagePort = webidl.interfaceConverter(MessagePort);
        webidl.converters["sequence<MessagePort>"] = webidl.sequenceConverter(webidl.converters.MessagePort);
        const eventInit = [ {
            key: "bubbles",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        }, {
            key: "cancelable",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        }, {
            key: "composed",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        } ];
        webidl.converters.MessageEventInit = webidl.dictionaryConverter([ ...eventInit, {
            key: "data",
            converter: webidl.converters.any,
            defaultValue: () => null
        }, {
            key: "origin",
            converter: webidl.converters.USVString,
            defaultValue: () => ""
        }, {
            key: "lastEventId",
            converter: webidl.converters.DOMString,
            defaultValue: () => ""
        }, {
            key: "source",
            converter: webidl.nullableConverter(webidl.converters.MessagePort),
            defaultValue: () => null
        }, {
            key: "ports",
            converter: webidl.converters["sequence<MessagePort>"],
            defaultValue: () => new Array(0)
        } ]);
        webidl.converters.CloseEventInit = webidl.dictionaryConverter([ ...eventInit, {
            key: "wasClean",
            converter: webidl.converters.boolean,
            defaultValue: () => !1
        }, {
            key: "code",
            converter: webidl.converters["unsigned short"],
            defaultValue: () => 0
        }, {
            key: "reason",
            converter: webidl.converters.USVString,
            defaultValue: () => ""
        } ]);
        webidl.converters.ErrorEventInit = webidl.dictionaryConverter([ ...eventInit, {
            key: "message",
            converter: webidl.converters.DOMString,
            defaultValue: () => ""
        }, {
            key: "filename",
            converter: webidl.converters.USVString,
            defaultValue: () => ""
        }, {
            key: "lineno",
            converter: webidl.converters["unsigned long"],
            defaultValue: () => 0
        }, {
            key: "colno",
            converter: webidl.converters["unsigned long"],
            defaultValue: () => 0
        }, {
            key: "error",
            converter: webidl.converters.any
        } ]);
        module.exports = {
            MessageEvent,
            CloseEvent,
            ErrorEvent,
            createFastMessageEvent
        };
    }),
    6674: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {maxUnsigned16Bit} = __webpack_require__(7450);
        let crypto;
        let buffer = null;
        let bufIdx = 16386;
        try {
            crypto = __webpack_require__(7598);
        } catch {
            crypto = {
                randomFillSync: function randomFillSync(buffer, _offset, _size) {
                    for (let i = 0; i < buffer.length; ++i) buffer[i] = 255 * Math.random() | 0;
                    return buffer;
                }
            };
        }
        function generateMask() {
            if (16386 === bufIdx) {
                bufIdx = 0;
                crypto.randomFillSync(buffer ??= Buffer.allocUnsafe(16386), 0, 16386);
            }
            return [ buffer[bufIdx++], buffer[bufIdx++], buffer[bufIdx++], buffer[bufIdx++] ];
        }
        module.exports = {
            WebsocketFrameSend: class WebsocketFrameSend {
                constructor(data) {
                    this.frameData = data;
                }
                createFrame(opcode) {
                    const frameData = this.frameData;
                    const maskKey = generateMask();
                    const bodyLength = frameData?.byteLength ?? 0;
                    let payloadLength = bodyLength;
                    let offset = 6;
                    if (bodyLength > maxUnsigned16Bit) {
                        offset += 8;
                        payloadLength = 127;
                    } else if (bodyLength > 125) {
                        offset += 2;
                        payloadLength = 126;
                    }
                    const buffer = Buffer.allocUnsafe(bodyLength + offset);
                    buffer[0] = buffer[1] = 0;
                    buffer[0] |= 128;
                    buffer[0] = (240 & buffer[0]) + opcode;
                    buffer[offset - 4] = maskKey[0];
                    buffer[offset - 3] = maskKey[1];
                    buffer[offset - 2] = maskKey[2];
                    buffer[offset - 1] = maskKey[3];
                    buffer[1] = payloadLength;
                    if (126 === payloadLength) buffer.writeUInt16BE(bodyLength, 2); else if (127 === payloadLength) {
                        buffer[2] = buffer[3] = 0;
                        buffer.writeUIntBE(bodyLength, 4, 6);
                    }
                    buffer[1] |= 128;
                    for (let i = 0; i < bodyLength; ++i) buffer[offset + i] = frameData[i] ^ maskKey[3 & i];
                    return buffer;
                }
            }
        };
    }),
    767: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {createInflateRaw, Z_DEFAULT_WINDOWBITS} = __webpack_require__(8522);
        const {isValidClientWindowBits} = __webpack_require__(4391);
        const {MessageSizeExceededError} = __webpack_require__(5793);
        const tail = Buffer.from([ 0, 0, 255, 255 ]);
        const kBuffer = Symbol("kBuffer");
        const kLength = Symbol("kLength");
        module.exports = {
            PerMessageDeflate: class PerMessageDeflate {
                #inflate;
                #options={};
                #maxPayloadSize=0;
                constructor(extensions, options) {
                    this.#options.serverNoContextTakeover = extensions.has("server_no_context_takeover");
                    this.#options.serverMaxWindowBits = extensions.get("server_max_window_bits");
                    this.#maxPayloadSize = options.maxPayloadSize;
                }
                decompress(chunk, fin, callback) {
                    if (!this.#inflate) {
                        let windowBits = Z_DEFAULT_WINDOWBITS;
                        if (this.#options.serverMaxWindowBits) {
                            if (!isValidClientWindowBits(this.#options.serverMaxWindowBits)) {
                                callback(new Error("Invalid server_max_window_bits"));
                                return;
                            }
                            windowBits = Number.parseInt(this.#options.serverMaxWindowBits);
                        }
                        try {
                            this.#inflate = createInflateRaw({
                                windowBits
                            });
                        } catch (err) {
                            callback(err);
                            return;
                        }
                        this.#inflate[kBuffer] = [];
                        this.#inflate[kLength] = 0;
                        this.#inflate.on("data", data => {
                            this.#inflate[kLength] += data.length;
                            if (this.#maxPayloadSize > 0 && this.#inflate[kLength] > this.#maxPayloadSize) {
                                callback(new MessageSizeExceededError);
                                this.#inflate.removeAllListeners();
                                this.#inflate.destroy();
                                this.#inflate = null;
                            } else this.#inflate[kBuffer].push(data);
                        });
                        this.#inflate.on("error", err => {
                            this.#inflate = null;
                            callback(err);
                        });
                    }
                    this.#inflate.write(chunk);
                    fin && this.#inflate.write(tail);
                    this.#inflate.flush(() => {
                        if (!this.#inflate) return;
                        const full = Buffer.concat(this.#inflate[kBuffer], this.#inflate[kLength]);
                        this.#inflate[kBuffer].length = 0;
                        this.#inflate[kLength] = 0;
                        callback(null, full);
                    });
                }
            }
        };
    }),
    3922: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {Writable} = __webpack_require__(7075);
        const assert = __webpack_require__(4589);
        const {parserStates, opcodes, states, emptyBuffer, sentCloseFrameState} = __webpack_require__(7450);
        const {kReadyState, kSentClose, kResponse, kReceivedClose} = __webpack_require__(1242);
        const {channels} = __webpack_require__(8580);
        const {isValidStatusCode, isValidOpcode, failWebsocketConnection, websocketMessageReceived, utf8Decode, isControlFrame, isTextBinaryFrame, isContinuationFrame} = __webpack_require__(4391);
        const {WebsocketFrameSend} = __webpack_require__(6674);
        const {closeWebSocketConnection} = __webpack_require__(4347);
        const {PerMessageDeflate} = __webpack_require__(767);
        const {MessageSizeExceededError} = __webpack_require__(5793);
        function failWebsocketConnectionWithCode(ws, code, reason) {
            closeWebSocketConnection(ws, code, reason, Buffer.byteLength(reason));
            failWebsocketConnection(ws, reason);
        }
        module.exports = {
            ByteParser: class ByteParser extends Writable {
                #buffers=[];
                #fragmentsBytes=0;
                #byteOffset=0;
                #loop=!1;
                #state=parserStates.INFO;
                #info={};
                #fragments=[];
                #extensions;
                #maxFragments;
                #maxPayloadSize;
                constructor(ws, extensions, options = {}) {
                    super();
                    this.ws = ws;
                    this.#extensions = extensions ?? new Map;
                    this.#maxFragments = options.maxFragments ?? 0;
                    this.#maxPayloadSize = options.maxPayloadSize ?? 0;
                    this.#extensions.has("permessage-deflate") && this.#extensions.set("permessage-deflate", new PerMessageDeflate(extensions, options));
                }
                _write(chunk, _, callback) {
                    this.#buffers.push(chunk);
                    this.#byteOffset += chunk.length;
                    this.#loop = !0;
                    this.run(callback);
                }
                #validatePayloadLength() {
                    if (this.#maxPayloadSize > 0 && !isControlFrame(this.#info.opcode) && this.#info.payloadLength + this.#fragmentsBytes > this.#maxPayloadSize) {
                        failWebsocketConnectionWithCode(this.ws, 1009, "Payload size exceeds maximum allowed size");
                        return !1;
                    }
                    return !0;
                }
                run(callback) {
                    for (;this.#loop; ) if (this.#state === parserStates.INFO) {
                        if (this.#byteOffset < 2) return callback();
                        const buffer = this.consume(2);
                        const fin = !!(128 & buffer[0]);
                        const opcode = 15 & buffer[0];
                        const masked = !(128 & ~buffer[1]);
                        const fragmented = !fin && opcode !== opcodes.CONTINUATION;
                        const payloadLength = 127 & buffer[1];
                        const rsv1 = 64 & buffer[0];
                        const rsv2 = 32 & buffer[0];
                        const rsv3 = 16 & buffer[0];
                        if (!isValidOpcode(opcode)) {
                            failWebsocketConnection(this.ws, "Invalid opcode received");
                            return callback();
                        }
                        if (masked) {
                            failWebsocketConnection(this.ws, "Frame cannot be masked");
                            return callback();
                        }
                        if (0 !== rsv1 && !this.#extensions.has("permessage-deflate")) {
                            failWebsocketConnection(this.ws, "Expected RSV1 to be clear.");
                            return;
                        }
                        if (0 !== rsv2 || 0 !== rsv3) {
                            failWebsocketConnection(this.ws, "RSV1, RSV2, RSV3 must be clear");
                            return;
                        }
                        if (fragmented && !isTextBinaryFrame(opcode)) {
                            failWebsocketConnection(this.ws, "Invalid frame type was fragmented.");
                            return;
                        }
                        if (isTextBinaryFrame(opcode) && this.#fragments.length > 0) {
                            failWebsocketConnection(this.ws, "Expected continuation frame");
                            return;
                        }
                        if (this.#info.fragmented && fragmented) {
                            failWebsocketConnection(this.ws, "Fragmented frame exceeded 125 bytes.");
                            return;
                        }
                        if ((payloadLength > 125 || fragmented) && isControlFrame(opcode)) {
                            failWebsocketConnection(this.ws, "Control frame either too large or fragmented");
                            return;
                        }
                        if (isContinuationFrame(opcode) && 0 === this.#fragments.length && !this.#info.compressed) {
                            failWebsocketConnection(this.ws, "Unexpected continuation frame");
                            return;
                        }
                        if (payloadLength <= 125) {
                            this.#info.payloadLength = payloadLength;
                            this.#state = parserStates.READ_DATA;
                            if (!this.#validatePayloadLength()) return;
                        } else 126 === payloadLength ? this.#state = parserStates.PAYLOADLENGTH_16 : 127 === payloadLength && (this.#state = parserStates.PAYLOADLENGTH_64);
                        if (isTextBinaryFrame(opcode)) {
                            this.#info.binaryType = opcode;
                            this.#info.compressed = 0 !== rsv1;
                        }
                        this.#info.opcode = opcode;
                        this.#info.masked = masked;
                        this.#info.fin = fin;
                        this.#info.fragmented = fragmented;
                    } else if (this.#state === parserStates.PAYLOADLENGTH_16) {
                        if (this.#byteOffset < 2) return callback();
                        const buffer = this.consume(2);
                        this.#info.payloadLength = buffer.readUInt16BE(0);
                        this.#state = parserStates.READ_DATA;
                        if (!this.#validatePayloadLength()) return;
                    } else if (this.#state === parserStates.PAYLOADLENGTH_64) {
                        if (this.#byteOffset < 8) return callback();
                        const buffer = this.consume(8);
                        const upper = buffer.readUInt32BE(0);
                        const lower = buffer.readUInt32BE(4);
                        if (0 !== upper || lower > 2 ** 31 - 1) {
                            failWebsocketConnection(this.ws, "Received payload length > 2^31 bytes.");
                            return;
                        }
                        this.#info.payloadLength = lower;
                        this.#state = parserStates.READ_DATA;
                        if (!this.#validatePayloadLength()) return;
                    } else if (this.#state === parserStates.READ_DATA) {
                        if (this.#byteOffset < this.#info.payloadLength) return callback();
                        const body = this.consume(this.#info.payloadLength);
                        if (isControlFrame(this.#info.opcode)) {
                            this.#loop = this.parseControlFrame(body);
                            this.#state = parserStates.INFO;
                            const socket = this.ws[kResponse].socket;
                            if (this.#loop && socket.writableNeedDrain) {
                                this.#loop = !1;
                                socket.once("drain", () => {
                                    if (!this.destroyed) {
                                        this.#loop = !0;
                                        this.run(callback);
                                    }
                                });
                                return;
                            }
                        } else {
                            if (this.#info.compressed) {
                                this.#extensions.get("permessage-deflate").decompress(body, this.#info.fin, (error, data) => {
                                    if (error) {
                                        const code = error instanceof MessageSizeExceededError ? 1009 : 1007;
                                        failWebsocketConnectionWithCode(this.ws, code, error.message);
                                        return;
                                    }
                                    if (this.writeFragments(data)) if (this.#maxPayloadSize > 0 && this.#fragmentsBytes > this.#maxPayloadSize) failWebsocketConnectionWithCode(this.ws, 1009, (new MessageSizeExceededError).message); else if (this.#info.fin) {
                                        websocketMessageReceived(this.ws, this.#info.binaryType, this.consumeFragments());
                                        this.#loop = !0;
                                        this.#state = parserStates.INFO;
                                        this.run(callback);
                                    } else {
                                        this.#state = parserStates.INFO;
                                        this.#loop = !0;
                                        this.run(callback);
                                    }
                                });
                                this.#loop = !1;
                                break;
                            }
                            if (!this.writeFragments(body)) return;
                            if (this.#maxPayloadSize > 0 && this.#fragmentsBytes > this.#maxPayloadSize) {
                                failWebsocketConnectionWithCode(this.ws, 1009, (new MessageSizeExceededError).message);
                                return;
                            }
                            !this.#info.fragmented && this.#info.fin && websocketMessageReceived(this.ws, this.#info.binaryType, this.consumeFragments());
                            this.#state = parserStates.INFO;
                        }
                    }
                }
                consume(n) {
                    if (n > this.#byteOffset) throw new Error("Called consume() before buffers satiated.");
                    if (0 === n) return emptyBuffer;
                    if (this.#buffers[0].length === n) {
                        this.#byteOffset -= this.#buffers[0].length;
                        return this.#buffers.shift();
                    }
                    const buffer = Buffer.allocUnsafe(n);
                    let offset = 0;
                    for (;offset !== n; ) {
                        const next = this.#buffers[0];
                        const {length} = next;
                        if (length + offset === n) {
                            buffer.set(this.#buffers.shift(), offset);
                            break;
                        }
                        if (length + offset > n) {
                            buffer.set(next.subarray(0, n - offset), offset);
                            this.#buffers[0] = next.subarray(n - offset);
                            break;
                        }
                        buffer.set(this.#buffers.shift(), offset);
                        offset += next.length;
                    }
                    this.#byteOffset -= n;
                    return buffer;
                }
                writeFragments(fragment) {
                    if (this.#maxFragments > 0 && this.#fragments.length === this.#maxFragments) {
                        failWebsocketConnectionWithCode(this.ws, 1008, "Too many message fragments");
                        return !1;
                    }
                    this.#fragmentsBytes += fragment.length;
                    this.#fragments.push(fragment);
                    return !0;
                }
                consumeFragments() {
                    const fragments = this.#fragments;
                    if (1 === fragments.length) {
                        this.#fragmentsBytes = 0;
                        return fragments.shift();
                    }
                    const output = Buffer.concat(fragments, this.#fragmentsBytes);
                    this.#fragments = [];
                    this.#fragmentsBytes = 0;
                    return output;
                }
                parseCloseBody(data) {
                    assert(1 !== data.length);
                    let code;
                    data.length >= 2 && (code = data.readUInt16BE(0));
                    if (void 0 !== code && !isValidStatusCode(code)) return {
                        code: 1002,
                        reason: "Invalid status code",
                        error: !0
                    };
                    let reason = data.subarray(2);
                    239 === reason[0] && 187 === reason[1] && 191 === reason[2] && (reason = reason.subarray(3));
                    try {
                        reason = utf8Decode(reason);
                    } catch {
                        return {
                            code: 1007,
                            reason: "Invalid UTF-8",
                            error: !0
                        };
                    }
                    return {
                        code,
                        reason,
                        error: !1
                    };
                }
                parseControlFrame(body) {
                    const {opcode, payloadLength} = this.#info;
                    if (opcode === opcodes.CLOSE) {
                        if (1 === payloadLength) {
                            failWebsocketConnection(this.ws, "Received close frame with a 1-byte body.");
                            return !1;
                        }
                        this.#info.closeInfo = this.parseCloseBody(body);
                        if (this.#info.closeInfo.error) {
                            const {code, reason} = this.#info.closeInfo;
                            closeWebSocketConnection(this.ws, code, reason, reason.length);
                            failWebsocketConnection(this.ws, reason);
                            return !1;
                        }
                        if (this.ws[kSentClose] !== sentCloseFrameState.SENT) {
                            let body = emptyBuffer;
                            if (this.#info.closeInfo.code) {
                                body = Buffer.allocUnsafe(2);
                                body.writeUInt16BE(this.#info.closeInfo.code, 0);
                            }
                            const closeFrame = new WebsocketFrameSend(body);
                            this.ws[kResponse].socket.write(closeFrame.createFrame(opcodes.CLOSE), err => {
                                err || (this.ws[kSentClose] = sentCloseFrameState.SENT);
                            });
                        }
                        this.ws[kReadyState] = states.CLOSING;
                        this.ws[kReceivedClose] = !0;
                        return !1;
                    }
                    if (opcode === opcodes.PING) {
                        if (!this.ws[kReceivedClose]) {
                            const frame = new WebsocketFrameSend(body);
                            this.ws[kResponse].socket.write(frame.createFrame(opcodes.PONG));
                            channels.ping.hasSubscribers && channels.ping.publish({
                                payload: body
                            });
                        }
                    } else opcode === opcodes.PONG && channels.pong.hasSubscribers && channels.pong.publish({
                        payload: body
                    });
                    return !0;
                }
                get closingInfo() {
                    return this.#info.closeInfo;
                }
            }
        };
    }),
    5094: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {WebsocketFrameSend} = __webpack_require__(6674);
        const {opcodes, sendHints} = __webpack_require__(7450);
        const FixedQueue = __webpack_require__(158);
        const FastBuffer = Buffer[Symbol.species];
        function createFrame(data, hint) {
            return new WebsocketFrameSend(function toBuffer(data, hint) {
                switch (hint) {
                  case sendHints.string:
                    return Buffer.from(data);

                  case sendHints.arrayBuffer:
                  case sendHints.blob:
                    return new FastBuffer(data);

                  case sendHints.typedArray:
                    return new FastBuffer(data.buffer, data.byteOffset, data.byteLength);
                }
            }(data, hint)).createFrame(hint === sendHints.string ? opcodes.TEXT : opcodes.BINARY);
        }
        module.exports = {
            SendQueue: class SendQueue {
                #queue=new FixedQueue;
                #running=!1;
                #socket;
                constructor(socket) {
                    this.#socket = socket;
                }
                add(item, cb, hint) {
                    if (hint !== sendHints.blob) {
                        const frame = createFrame(item, hint);
                        if (this.#running) {
                            const node = {
                                promise: null,
                                callback: cb,
                                frame
                            };
                            this.#queue.push(node);
                        } else this.#socket.write(frame, cb);
                        return;
                    }
                    const node = {
                        promise: item.arrayBuffer().then(ab => {
                            node.promise = null;
                            node.frame = createFrame(ab, hint);
                        }),
                        callback: cb,
                        frame: null
                    };
                    this.#queue.push(node);
                    this.#running || this.#run();
                }
                async #run() {
                    this.#running = !0;
                    const queue = this.#queue;
                    for (;!queue.isEmpty(); ) {
                        const node = queue.shift();
                        null !== node.promise && await node.promise;
                        this.#socket.write(node.frame, node.callback);
                        node.callback = node.frame = null;
                    }
                    this.#running = !1;
                }
            }
        };
    }),
    1242: (module => {
        module.exports = {
            kWebSocketURL: Symbol("url"),
            kReadyState: Symbol("ready state"),
            kController: Symbol("controller"),
            kResponse: Symbol("response"),
            kBinaryType: Symbol("binary type"),
            kSentClose: Symbol("sent close"),
            kReceivedClose: Symbol("received close"),
            kByteParser: Symbol("byte parser")
        };
    }),
    4391: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {kReadyState, kController, kResponse, kBinaryType, kWebSocketURL} = __webpack_require__(1242);
        const {states, opcodes} = __webpack_require__(7450);
        const {ErrorEvent, createFastMessageEvent} = __webpack_require__(2494);
        const {isUtf8} = __webpack_require__(4573);
        const {collectASequenceOfCodePointsFast, removeHTTPWhitespace} = __webpack_require__(2318);
        function fireEvent(e, target, eventFactory = (type, init) => new Event(type, init), eventInitDict = {}) {
            const event = eventFactory(e, eventInitDict);
            target.dispatchEvent(event);
        }
        function failWebsocketConnection(ws, reason) {
            const {[kController]: controller, [kResponse]: response} = ws;
            controller.abort();
            response?.socket && !response.socket.destroyed && response.socket.destroy();
            reason && fireEvent("error", ws, (type, init) => new ErrorEvent(type, init), {
                error: new Error(reason),
                message: reason
            });
        }
        function isControlFrame(opcode) {
            return opcode === opcodes.CLOSE || opcode === opcodes.PING || opcode === opcodes.PONG;
        }
        function isContinuationFrame(opcode) {
            return opcode === opcodes.CONTINUATION;
        }
        function isTextBinaryFrame(opcode) {
            return opcode === opcodes.TEXT || opcode === opcodes.BINARY;
        }
        const hasIntl = "string" == typeof process.versions.icu;
        const fatalDecoder = hasIntl ? new TextDecoder("utf-8", {
            fatal: !0
        }) : void 0;
        const utf8Decode = hasIntl ? fatalDecoder.decode.bind(fatalDecoder) : function(buffer) {
            if (isUtf8(buffer)) return buffer.toString("utf-8");
            throw new TypeError("Invalid utf-8 received.");
        };
        module.exports = {
            isConnecting: function isConnecting(ws) {
                return ws[kReadyState] === states.CONNECTING;
            },
            isEstablished: function isEstablished(ws) {
                return ws[kReadyState] === states.OPEN;
            },
            isClosing: function isClosing(ws) {
                return ws[kReadyState] === states.CLOSING;
            },
            isClosed: function isClosed(ws) {
                return ws[kReadyState] === states.CLOSED;
            },
            fireEvent,
            isValidSubprotocol: function isValidSubprotocol(protocol) {
                if (0 === protocol.length) return !1;
                for (let i = 0; i < protocol.length; ++i) {
                    const code = protocol.charCodeAt(i);
                    if (code < 33 || code > 126 || 34 === code || 40 === code || 41 === code || 44 === code || 47 === code || 58 === code || 59 === code || 60 === code || 61 === code || 62 === code || 63 === code || 64 === code || 91 === code || 92 === code || 93 === code || 123 === code || 125 === code) return !1;
                }
                return !0;
            },
            isValidStatusCode: function isValidStatusCode(code) {
                return code >= 1e3 && code < 1015 ? 1004 !== code && 1005 !== code && 1006 !== code : code >= 3e3 && code <= 4999;
            },
            failWebsocketConnection,
            websocketMessageReceived: function websocketMessageReceived(ws, type, data) {
                if (ws[kReadyState] !== states.OPEN) return;
                let dataForEvent;
                if (type === opcodes.TEXT) try {
                    dataForEvent = utf8Decode(data);
                } catch {
                    failWebsocketConnection(ws, "Received invalid UTF-8 in text frame.");
                    return;
                } else type === opcodes.BINARY && (dataForEvent = "blob" === ws[kBinaryType] ? new Blob([ data ]) : function toArrayBuffer(buffer) {
                    return buffer.byteLength === buffer.buffer.byteLength ? buffer.buffer : buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
                }(data));
                fireEvent("message", ws, createFastMessageEvent, {
                    origin: ws[kWebSocketURL].origin,
                    data: dataForEvent
                });
            },
            utf8Decode,
            isControlFrame,
            isContinuationFrame,
            isTextBinaryFrame,
            isValidOpcode: function isValidOpcode(opcode) {
                return isTextBinaryFrame(opcode) || isContinuationFrame(opcode) || isControlFrame(opcode);
            },
            parseExtensions: function parseExtensions(extensions) {
                const position = {
                    position: 0
                };
                const extensionList = new Map;
                for (;position.position < extensions.length; ) {
                    const pair = collectASequenceOfCodePointsFast(";", extensions, position);
                    const [name, value = ""] = pair.split("=");
                    extensionList.set(removeHTTPWhitespace(name, !0, !1), removeHTTPWhitespace(value, !1, !0));
                    position.position++;
                }
                return extensionList;
            },
            isValidClientWindowBits: function isValidClientWindowBits(value) {
                if (0 === value.length) return !1;
                for (let i = 0; i < value.length; i++) {
                    const byte = value.charCodeAt(i);
                    if (byte < 48 || byte > 57) return !1;
                }
                const num = Number.parseInt(value, 10);
                return num >= 8 && num <= 15;
            }
        };
    }),
    2920: ((module, __unused_webpack_exports, __webpack_require__) => {
        const {webidl} = __webpack_require__(6083);
        const {URLSerializer} = __webpack_require__(2318);
        const {environmentSettingsObject} = __webpack_require__(9774);
        const {staticPropertyDescriptors, states, sentCloseFrameState, sendHints} = __webpack_require__(7450);
        const {kWebSocketURL, kReadyState, kController, kBinaryType, kResponse, kSentClose, kByteParser} = __webpack_require__(1242);
        const {isConnecting, isEstablished, isClosing, isValidSubprotocol, fireEvent} = __webpack_require__(4391);
        const {establishWebSocketConnection, closeWebSocketConnection} = __webpack_require__(4347);
        const {ByteParser} = __webpack_require__(3922);
        const {kEnumerableProperty, isBlobLike} = __webpack_require__(586);
        const {getGlobalDispatcher} = __webpack_require__(5319);
        const {types} = __webpack_require__(7975);
        const {ErrorEvent, CloseEvent} = __webpack_require__(2494);
        const {SendQueue} = __webpack_require__(5094);
        class WebSocket extends EventTarget {
            #events={
                open: null,
                error: null,
                close: null,
                message: null
            };
            #bufferedAmount=0;
            #protocol="";
            #extensions="";
            #sendQueue;
            constructor(url, protocols = []) {
                super();
                webidl.util.markAsUncloneable(this);
                const prefix = "WebSocket constructor";
                webidl.argumentLengthCheck(arguments, 1, prefix);
                const options = webidl.converters["DOMString or sequence<DOMString> or WebSocketInit"](protocols, prefix, "options");
                url = webidl.converters.USVString(url, prefix, "url");
                protocols = options.protocols;
                const baseURL = environmentSettingsObject.settingsObject.baseUrl;
                let urlRecord;
                try {
                    urlRecord = new URL(url, baseURL);
                } catch (e) {
                    throw new DOMException(e, "SyntaxError");
                }
                "http:" === urlRecord.protocol ? urlRecord.protocol = "ws:" : "https:" === urlRecord.protocol && (urlRecord.protocol = "wss:");
                if ("ws:" !== urlRecord.protocol && "wss:" !== urlRecord.protocol) throw new DOMException(`Expected a ws: or wss: protocol, got ${urlRecord.protocol}`, "SyntaxError");
                if (urlRecord.hash || urlRecord.href.endsWith("#")) throw new DOMException("Got fragment", "SyntaxError");
                "string" == typeof protocols && (protocols = [ protocols ]);
                if (protocols.length !== new Set(protocols.map(p => p.toLowerCase())).size) throw new DOMException("Invalid Sec-WebSocket-Protocol value", "SyntaxError");
                if (protocols.length > 0 && !protocols.every(p => isValidSubprotocol(p))) throw new DOMException("Invalid Sec-WebSocket-Protocol value", "SyntaxError");
                this[kWebSocketURL] = new URL(urlRecord.href);
                const client = environmentSettingsObject.settingsObject;
                this[kController] = establishWebSocketConnection(urlRecord, protocols, client, this, (response, extensions) => this.#onConnectionEstablished(response, extensions), options);
                this[kReadyState] = WebSocket.CONNECTING;
                this[kSentClose] = sentCloseFrameState.NOT_SENT;
                this[kBinaryType] = "blob";
            }
            close(code = void 0, reason = void 0) {
                webidl.brandCheck(this, WebSocket);
                void 0 !== code && (code = webidl.converters["unsigned short"](code, "WebSocket.close", "code", {
                    clamp: !0
                }));
                void 0 !== reason && (reason = webidl.converters.USVString(reason, "WebSocket.close", "reason"));
                if (void 0 !== code && 1e3 !== code && (code < 3e3 || code > 4999)) throw new DOMException("invalid code", "InvalidAccessError");
                let reasonByteLength = 0;
                if (void 0 !== reason) {
                    reasonByteLength = Buffer.byteLength(reason);
                    if (reasonByteLength > 123) throw new DOMException(`Reason must be less than 123 bytes; received ${reasonByteLength}`, "SyntaxError");
                }
                closeWebSocketConnection(this, code, reason, reasonByteLength);
            }
            send(data) {
                webidl.brandCheck(this, WebSocket);
                webidl.argumentLengthCheck(arguments, 1, "WebSocket.send");
                data = webidl.converters.WebSocketSendData(data, "WebSocket.send", "data");
                if (isConnecting(this)) throw new DOMException("Sent before connected.", "InvalidStateError");
                if (isEstablished(this) && !isClosing(this)) if ("string" == typeof data) {
                    const length = Buffer.byteLength(data);
                    this.#bufferedAmount += length;
                    this.#sendQueue.add(data, () => {
                        this.#bufferedAmount -= length;
                    }, sendHints.string);
                } else if (types.isArrayBuffer(data)) {
                    this.#bufferedAmount += data.byteLength;
                    this.#sendQueue.add(data, () => {
                        this.#bufferedAmount -= data.byteLength;
                    }, sendHints.arrayBuffer);
                } else if (ArrayBuffer.isView(data)) {
                    this.#bufferedAmount += data.byteLength;
                    this.#sendQueue.add(data, () => {
                        this.#bufferedAmount -= data.byteLength;
                    }, sendHints.typedArray);
                } else if (isBlobLike(data)) {
                    this.#bufferedAmount += data.size;
                    this.#sendQueue.add(data, () => {
                        this.#bufferedAmount -= data.size;
                    }, sendHints.blob);
                }
            }
            get readyState() {
                webidl.brandCheck(this, WebSocket);
                return this[kReadyState];
            }
            get bufferedAmount() {
                webidl.brandCheck(this, WebSocket);
                return this.#bufferedAmount;
            }
            get url() {
                webidl.brandCheck(this, WebSocket);
                return URLSerializer(this[kWebSocketURL]);
            }
            get extensions() {
                webidl.brandCheck(this, WebSocket);
                return this.#extensions;
            }
            get protocol() {
                webidl.brandCheck(this, WebSocket);
                return this.#protocol;
            }
            get onopen() {
                webidl.brandCheck(this, WebSocket);
                return this.#events.open;
            }
            set onopen(fn) {
                webidl.brandCheck(this, WebSocket);
                this.#events.open && this.removeEventListener("open", this.#events.open);
                if ("function" == typeof fn) {
                    this.#events.open = fn;
                    this.addEventListener("open", fn);
                } else this.#events.open = null;
            }
            get onerror() {
                webidl.brandCheck(this, WebSocket);
                return this.#events.error;
            }
            set onerror(fn) {
                webidl.brandCheck(this, WebSocket);
                this.#events.error && this.removeEventListener("error", this.#events.error);
                if ("function" == typeof fn) {
                    this.#events.error = fn;
                    this.addEventListener("error", fn);
                } else this.#events.error = null;
            }
            get onclose() {
                webidl.brandCheck(this, WebSocket);
                return this.#events.close;
            }
            set onclose(fn) {
                webidl.brandCheck(this, WebSocket);
                this.#events.close && this.removeEventListener("close", this.#events.close);
                if ("function" == typeof fn) {
                    this.#events.close = fn;
                    this.addEventListener("close", fn);
                } else this.#events.close = null;
            }
            get onmessage() {
                webidl.brandCheck(this, WebSocket);
                return this.#events.message;
            }
            set onmessage(fn) {
                webidl.brandCheck(this, WebSocket);
                this.#events.message && this.removeEventListener("message", this.#events.message);
                if ("function" == typeof fn) {
                    this.#events.message = fn;
                    this.addEventListener("message", fn);
                } else this.#events.message = null;
            }
            get binaryType() {
                webidl.brandCheck(this, WebSocket);
                return this[kBinaryType];
            }
            set binaryType(type) {
                webidl.brandCheck(this, WebSocket);
                this[kBinaryType] = "blob" !== type && "arraybuffer" !== type ? "blob" : type;
            }
            #onConnectionEstablished(response, parsedExtensions) {
                this[kResponse] = response;
                const webSocketOptions = this[kController]?.dispatcher?.webSocketOptions;
                const maxFragments = webSocketOptions?.maxFragments;
                const maxPayloadSize = webSocketOptions?.maxPayloadSize;
                const parser = new ByteParser(this, parsedExtensions, {
                    maxFragments,
                    maxPayloadSize
                });
                parser.on("drain", onParserDrain);
                parser.on("error", onParserError.bind(this));
                response.socket.ws = this;
                this[kByteParser] = parser;
                this.#sendQueue = new SendQueue(response.socket);
                this[kReadyState] = states.OPEN;
                const extensions = response.headersList.get("sec-websocket-extensions");
                null !== extensions && (this.#extensions = extensions);
                const protocol = response.headersList.get("sec-websocket-protocol");
                null !== protocol && (this.#protocol = protocol);
                fireEvent("open", this);
            }
        }
        WebSocket.CONNECTING = WebSocket.prototype.CONNECTING = states.CONNECTING;
        WebSocket.OPEN = WebSocket.prototype.OPEN = states.OPEN;
        WebSocket.CLOSING = WebSocket.prototype.CLOSING = states.CLOSING;
        WebSocket.CLOSED = WebSocket.prototype.CLOSED = states.CLOSED;
        Object.defineProperties(WebSocket.prototype, {
            CONNECTING: staticPropertyDescriptors,
            OPEN: staticPropertyDescriptors,
            CLOSING: staticPropertyDescriptors,
            CLOSED: staticPropertyDescriptors,
            url: kEnumerableProperty,
            readyState: kEnumerableProperty,
            bufferedAmount: kEnumerableProperty,
            onopen: kEnumerableProperty,
            onerror: kEnumerableProperty,
            onclose: kEnumerableProperty,
            close: kEnumerableProperty,
            onmessage: kEnumerableProperty,
            binaryType: kEnumerableProperty,
            send: kEnumerableProperty,
            extensions: kEnumerableProperty,
            protocol: kEnumerableProperty,
            [Symbol.toStringTag]: {
                value: "WebSocket",
                writable: !1,
                enumerable: !1,
                configurable: !0
            }
        });
        Object.defineProperties(WebSocket, {
            CONNECTING: staticPropertyDescriptors,
            OPEN: staticPropertyDescriptors,
            CLOSING: staticPropertyDescriptors,
            CLOSED: staticPropertyDescriptors
        });
        webidl.converters["sequence<DOMString>"] = webidl.sequenceConverter(webidl.converters.DOMString);
        webidl.converters["DOMString or sequence<DOMString>"] = function(V, prefix, argument) {
            return "Object" === webidl.util.Type(V) && Symbol.iterator in V ? webidl.converters["sequence<DOMString>"](V) : webidl.converters.DOMString(V, prefix, argument);
        };
        webidl.converters.WebSocketInit = webidl.dictionaryConverter([ {
            key: "protocols",
            converter: webidl.converters["DOMString or sequence<DOMString>"],
            defaultValue: () => new Array(0)
        }, {
            key: "dispatcher",
            converter: webidl.converters.any,
            defaultValue: () => getGlobalDispatcher()
        }, {
            key: "headers",
            converter: webidl.nullableConverter(webidl.converters.HeadersInit)
        } ]);
        webidl.converters["DOMString or sequence<DOMString> or WebSocketInit"] = function(V) {
            return "Object" !== webidl.util.Type(V) || Symbol.iterator in V ? {
                protocols: webidl.converters["DOMString or sequence<DOMString>"](V)
            } : webidl.converters.WebSocketInit(V);
        };
        webidl.converters.WebSocketSendData = function(V) {
            if ("Object" === webidl.util.Type(V)) {
                if (isBlobLike(V)) return webidl.converters.Blob(V, {
                    strict: !1
                });
                if (ArrayBuffer.isView(V) || types.isArrayBuffer(V)) return webidl.converters.BufferSource(V);
            }
            return webidl.converters.USVString(V);
        };
        function onParserDrain() {
            this.ws[kResponse].socket.resume();
        }
        function onParserError(err) {
            let message;
            let code;
            if (err instanceof CloseEvent) {
                message = err.reason;
                code = err.code;
            } else message = err.message;
            fireEvent("error", this, () => new ErrorEvent("error", {
                error: err,
                message
            }));
            closeWebSocketConnection(this, code);
        }
        module.exports = {
            WebSocket
        };
    }),
    1075: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            Q: () => getOctokit
        });
        var external_fs_ = __webpack_require__(9896);
        var external_os_ = __webpack_require__(857);
        class Context {
            constructor() {
                var _a, _b, _c;
                this.payload = {};
                if (process.env.GITHUB_EVENT_PATH) if ((0, external_fs_.existsSync)(process.env.GITHUB_EVENT_PATH)) this.payload = JSON.parse((0, 
                external_fs_.readFileSync)(process.env.GITHUB_EVENT_PATH, {
                    encoding: "utf8"
                })); else {
                    const path = process.env.GITHUB_EVENT_PATH;
                    process.stdout.write(`GITHUB_EVENT_PATH ${path} does not exist${external_os_.EOL}`);
                }
                this.eventName = process.env.GITHUB_EVENT_NAME;
                this.sha = process.env.GITHUB_SHA;
                this.ref = process.env.GITHUB_REF;
                this.workflow = process.env.GITHUB_WORKFLOW;
                this.action = process.env.GITHUB_ACTION;
                this.actor = process.env.GITHUB_ACTOR;
                this.job = process.env.GITHUB_JOB;
                this.runAttempt = parseInt(process.env.GITHUB_RUN_ATTEMPT, 10);
                this.runNumber = parseInt(process.env.GITHUB_RUN_NUMBER, 10);
                this.runId = parseInt(process.env.GITHUB_RUN_ID, 10);
                this.apiUrl = null !== (_a = process.env.GITHUB_API_URL) && void 0 !== _a ? _a : "https://api.github.com";
                this.serverUrl = null !== (_b = process.env.GITHUB_SERVER_URL) && void 0 !== _b ? _b : "https://github.com";
                this.graphqlUrl = null !== (_c = process.env.GITHUB_GRAPHQL_URL) && void 0 !== _c ? _c : "https://api.github.com/graphql";
            }
            get issue() {
                const payload = this.payload;
                return Object.assign(Object.assign({}, this.repo), {
                    number: (payload.issue || payload.pull_request || payload).number
                });
            }
            get repo() {
                if (process.env.GITHUB_REPOSITORY) {
                    const [owner, repo] = process.env.GITHUB_REPOSITORY.split("/");
                    return {
                        owner,
                        repo
                    };
                }
                if (this.payload.repository) return {
                    owner: this.payload.repository.owner.login,
                    repo: this.payload.repository.name
                };
                throw new Error("context.repo requires a GITHUB_REPOSITORY environment variable like 'owner/repo'");
            }
        }
        var actions_http_client = __webpack_require__(279);
        var undici = __webpack_require__(734);
        function getUserAgent() {
            return "object" == typeof navigator && "userAgent" in navigator ? navigator.userAgent : "object" == typeof process && void 0 !== process.version ? `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})` : "<environment undetectable>";
        }
        function register(state, name, method, options) {
            if ("function" != typeof method) throw new Error("method for before hook must be a function");
            options || (options = {});
            return Array.isArray(name) ? name.reverse().reduce((callback, name) => register.bind(null, state, name, callback, options), method)() : Promise.resolve().then(() => state.registry[name] ? state.registry[name].reduce((method, registered) => registered.hook.bind(null, method, options), method)() : method(options));
        }
        function addHook(state, kind, name, hook) {
            const orig = hook;
            state.registry[name] || (state.registry[name] = []);
            "before" === kind && (hook = (method, options) => Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options)));
            "after" === kind && (hook = (method, options) => {
                let result;
                return Promise.resolve().then(method.bind(null, options)).then(result_ => {
                    result = result_;
                    return orig(result, options);
                }).then(() => result);
            });
            "error" === kind && (hook = (method, options) => Promise.resolve().then(method.bind(null, options)).catch(error => orig(error, options)));
            state.registry[name].push({
                hook,
                orig
            });
        }
        function removeHook(state, name, method) {
            if (!state.registry[name]) return;
            const index = state.registry[name].map(registered => registered.orig).indexOf(method);
            -1 !== index && state.registry[name].splice(index, 1);
        }
        const bind = Function.bind;
        const bindable = bind.bind(bind);
        function bindApi(hook, state, name) {
            const removeHookRef = bindable(removeHook, null).apply(null, name ? [ state, name ] : [ state ]);
            hook.api = {
                remove: removeHookRef
            };
            hook.remove = removeHookRef;
            [ "before", "error", "after", "wrap" ].forEach(kind => {
                const args = name ? [ state, kind, name ] : [ state, kind ];
                hook[kind] = hook.api[kind] = bindable(addHook, null).apply(null, args);
            });
        }
        const before_after_hook_Collection = function Collection() {
            const state = {
                registry: {}
            };
            const hook = register.bind(null, state);
            bindApi(hook, state);
            return hook;
        };
        var userAgent = `octokit-endpoint.js/0.0.0-development ${getUserAgent()}`;
        function mergeDeep(defaults, options) {
            const result = Object.assign({}, defaults);
            Object.keys(options).forEach(key => {
                !function isPlainObject(value) {
                    if ("object" != typeof value || null === value) return !1;
                    if ("[object Object]" !== Object.prototype.toString.call(value)) return !1;
                    const proto = Object.getPrototypeOf(value);
                    if (null === proto) return !0;
                    const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
                    return "function" == typeof Ctor && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
                }(options[key]) ? Object.assign(result, {
                    [key]: options[key]
                }) : key in defaults ? result[key] = mergeDeep(defaults[key], options[key]) : Object.assign(result, {
                    [key]: options[key]
                });
            });
            return result;
        }
        function removeUndefinedProperties(obj) {
            for (const key in obj) void 0 === obj[key] && delete obj[key];
            return obj;
        }
        function merge(defaults, route, options) {
            if ("string" == typeof route) {
                let [method, url] = route.split(" ");
                options = Object.assign(url ? {
                    method,
                    url
                } : {
                    url: method
                }, options);
            } else options = Object.assign({}, route);
            options.headers = function lowercaseKeys(object) {
                return object ? Object.keys(object).reduce((newObj, key) => {
                    newObj[key.toLowerCase()] = object[key];
                    return newObj;
                }, {}) : {};
            }(options.headers);
            removeUndefinedProperties(options);
            removeUndefinedProperties(options.headers);
            const mergedOptions = mergeDeep(defaults || {}, options);
            if ("/graphql" === options.url) {
                defaults && defaults.mediaType.previews?.length && (mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(preview => !mergedOptions.mediaType.previews.includes(preview)).concat(mergedOptions.mediaType.previews));
                mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map(preview => preview.replace(/-preview/, ""));
            }
            return mergedOptions;
        }
        var urlVariableRegex = /\{[^{}}]+\}/g;
        function removeNonChars(variableName) {
            return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
        }
        function omit(object, keysToOmit) {
            const result = {
                __proto__: null
            };
            for (const key of Object.keys(object)) -1 === keysToOmit.indexOf(key) && (result[key] = object[key]);
            return result;
        }
        function encodeReserved(str) {
            return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
                /%[0-9A-Fa-f]/.test(part) || (part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]"));
                return part;
            }).join("");
        }
        function encodeUnreserved(str) {
            return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
                return "%" + c.charCodeAt(0).toString(16).toUpperCase();
            });
        }
        function encodeValue(operator, value, key) {
            value = "+" === operator || "#" === operator ? encodeReserved(value) : encodeUnreserved(value);
            return key ? encodeUnreserved(key) + "=" + value : value;
        }
        function isDefined(value) {
            return null != value;
        }
        function isKeyOperator(operator) {
            return ";" === operator || "&" === operator || "?" === operator;
        }
        function expand(template, context) {
            var operators = [ "+", "#", ".", "/", ";", "?", "&" ];
            template = template.replace(/\{([^\{\}]+)\}|([^\{\}]+)/g, function(_, expression, literal) {
                if (expression) {
                    let operator = "";
                    const values = [];
                    if (-1 !== operators.indexOf(expression.charAt(0))) {
                        operator = expression.charAt(0);
                        expression = expression.substr(1);
                    }
                    expression.split(/,/g).forEach(function(variable) {
                        var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
                        values.push(function getValues(context, operator, key, modifier) {
                            var value = context[key], result = [];
                            if (isDefined(value) && "" !== value) if ("string" == typeof value || "number" == typeof value || "bigint" == typeof value || "boolean" == typeof value) {
                                value = value.toString();
                                modifier && "*" !== modifier && (value = value.substring(0, parseInt(modifier, 10)));
                                result.push(encodeValue(operator, value, isKeyOperator(operator) ? key : ""));
                            } else if ("*" === modifier) Array.isArray(value) ? value.filter(isDefined).forEach(function(value2) {
                                result.push(encodeValue(operator, value2, isKeyOperator(operator) ? key : ""));
                            }) : Object.keys(value).forEach(function(k) {
                                isDefined(value[k]) && result.push(encodeValue(operator, value[k], k));
                            }); else {
                                const tmp = [];
                                Array.isArray(value) ? value.filter(isDefined).forEach(function(value2) {
                                    tmp.push(encodeValue(operator, value2));
                                }) : Object.keys(value).forEach(function(k) {
                                    if (isDefined(value[k])) {
                                        tmp.push(encodeUnreserved(k));
                                        tmp.push(encodeValue(operator, value[k].toString()));
                                    }
                                });
                                isKeyOperator(operator) ? result.push(encodeUnreserved(key) + "=" + tmp.join(",")) : 0 !== tmp.length && result.push(tmp.join(","));
                            } else ";" === operator ? isDefined(value) && result.push(encodeUnreserved(key)) : "" !== value || "&" !== operator && "?" !== operator ? "" === value && result.push("") : result.push(encodeUnreserved(key) + "=");
                            return result;
                        }(context, operator, tmp[1], tmp[2] || tmp[3]));
                    });
                    if (operator && "+" !== operator) {
                        var separator = ",";
                        "?" === operator ? separator = "&" : "#" !== operator && (separator = operator);
                        return (0 !== values.length ? operator : "") + values.join(separator);
                    }
                    return values.join(",");
                }
                return encodeReserved(literal);
            });
            return "/" === template ? template : template.replace(/\/$/, "");
        }
        function parse(options) {
            let method = options.method.toUpperCase();
            let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
            let headers = Object.assign({}, options.headers);
            let body;
            let parameters = omit(options, [ "method", "baseUrl", "url", "headers", "request", "mediaType" ]);
            const urlVariableNames = function extractUrlVariableNames(url) {
                const matches = url.match(urlVariableRegex);
                return matches ? matches.map(removeNonChars).reduce((a, b) => a.concat(b), []) : [];
            }(url);
            url = function parseUrl(template) {
                return {
                    expand: expand.bind(null, template)
                };
            }(url).expand(parameters);
            /^http/.test(url) || (url = options.baseUrl + url);
            const remainingParameters = omit(parameters, Object.keys(options).filter(option => urlVariableNames.includes(option)).concat("baseUrl"));
            if (!/application\/octet-stream/i.test(headers.accept)) {
                options.mediaType.format && (headers.accept = headers.accept.split(/,/).map(format => format.replace(/application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/, `application/vnd$1$2.${options.mediaType.format}`)).join(","));
                if (url.endsWith("/graphql") && options.mediaType.previews?.length) {
                    const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
                    headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map(preview => `application/vnd.github.${preview}-preview${options.mediaType.format ? `.${options.mediaType.format}` : "+json"}`).join(",");
                }
            }
            [ "GET", "HEAD" ].includes(method) ? url = function addQueryParameters(url, parameters) {
                const separator = /\?/.test(url) ? "&" : "?";
                const names = Object.keys(parameters);
                return 0 === names.length ? url : url + separator + names.map(name => "q" === name ? "q=" + parameters.q.split("+").map(encodeURIComponent).join("+") : `${name}=${encodeURIComponent(parameters[name])}`).join("&");
            }(url, remainingParameters) : "data" in remainingParameters ? body = remainingParameters.data : Object.keys(remainingParameters).length && (body = remainingParameters);
            headers["content-type"] || void 0 === body || (headers["content-type"] = "application/json; charset=utf-8");
            [ "PATCH", "PUT" ].includes(method) && void 0 === body && (body = "");
            return Object.assign({
                method,
                url,
                headers
            }, void 0 !== body ? {
                body
            } : null, options.request ? {
                request: options.request
            } : null);
        }
        function endpointWithDefaults(defaults, route, options) {
            return parse(merge(defaults, route, options));
        }
        var endpoint = function withDefaults(oldDefaults, newDefaults) {
            const DEFAULTS2 = merge(oldDefaults, newDefaults);
            const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
            return Object.assign(endpoint2, {
                DEFAULTS: DEFAULTS2,
                defaults: withDefaults.bind(null, DEFAULTS2),
                merge: merge.bind(null, DEFAULTS2),
                parse
            });
        }(null, {
            method: "GET",
            baseUrl: "https://api.github.com",
            headers: {
                accept: "application/vnd.github.v3+json",
                "user-agent": userAgent
            },
            mediaType: {
                format: ""
            }
        });
        const CHAR_MAP = new Uint8Array(256);
        CHAR_MAP[9] |= 2;
        CHAR_MAP[32] |= 2;
        CHAR_MAP[59] |= 4;
        CHAR_MAP[44] |= 8;
        for (let code = 128; code <= 255; code++) CHAR_MAP[code] |= 1;
        for (const char of "!#$%&'*+-.^_`|~") CHAR_MAP[char.charCodeAt(0)] |= 16;
        for (let code = 48; code <= 57; code++) CHAR_MAP[code] |= 16;
        for (let code = 65; code <= 90; code++) CHAR_MAP[code] |= 17;
        for (let code = 97; code <= 122; code++) CHAR_MAP[code] |= 16;
        const NullObject = (() => {
            const C = function() {};
            C.prototype = Object.create(null);
            return C;
        })();
        function unescapeQuotedPairs(str, start, end) {
            let result = "";
            for (let index = start; index < end; index++) if (92 === str.charCodeAt(index)) {
                result += str.slice(start, index);
                start = ++index;
            }
            return result + str.slice(start, end);
        }
        const intRegex = /^-?\d+$/;
        const noiseValue = /^-?\d+n+$/;
        const originalStringify = JSON.stringify;
        const originalParse = JSON.parse;
        const customFormat = /^-?\d+n$/;
        const bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
        const noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;
        const isUnstringifiable = val => void 0 === val || "function" == typeof val || "symbol" == typeof val;
        const isRawJSON = val => null !== val && "object" == typeof val && val.constructor && "RawJSON" === val.constructor.name;
        const featureCache = new Map;
        const MAX_INT = Number.MAX_SAFE_INTEGER.toString();
        const MAX_DIGITS = MAX_INT.length;
        const stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
        const noiseValueWithQuotes = /^"-?\d+n+"$/;
        const serializeBigInts = text => text.replace(stringsOrLargeNumbers, (match, digits, fractional, exponential) => {
            const isString = '"' === match[0];
            if (isString && noiseValueWithQuotes.test(match)) return match.substring(0, match.length - 1) + 'n"';
            const hasFractionalOrExponential = fractional || exponential;
            const isLessThanMaxSafeInt = digits && (digits.length < MAX_DIGITS || digits.length === MAX_DIGITS && digits <= MAX_INT);
            return isString || hasFractionalOrExponential || isLessThanMaxSafeInt ? match : '"' + match + 'n"';
        });
        class RequestError extends Error {
            name;
            status;
            request;
            response;
            constructor(message, statusCode, options) {
                super(message, {
                    cause: options.cause
                });
                this.name = "HttpError";
                this.status = Number.parseInt(statusCode);
                Number.isNaN(this.status) && (this.status = 0);
                "response" in options && (this.response = options.response);
                const requestCopy = Object.assign({}, options.request);
                options.request.headers.authorization && (requestCopy.headers = Object.assign({}, options.request.headers, {
                    authorization: options.request.headers.authorization.replace(/(?<! ) .*$/, " [REDACTED]")
                }));
                requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
                this.request = requestCopy;
            }
        }
        var defaults_default = {
            headers: {
                "user-agent": `octokit-request.js/10.0.16 ${getUserAgent()}`
            }
        };
        var noop = () => "";
        async function fetchWrapper(requestOptions) {
            const fetch = requestOptions.request?.fetch || globalThis.fetch;
            if (!fetch) throw new Error("fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing");
            const log = requestOptions.request?.log || console;
            const parseSuccessResponseBody = !1 !== requestOptions.request?.parseSuccessResponseBody;
            const body = function dist_bundle_isPlainObject(value) {
                if ("object" != typeof value || null === value) return !1;
                if ("[object Object]" !== Object.prototype.toString.call(value)) return !1;
                const proto = Object.getPrototypeOf(value);
                if (null === proto) return !0;
                const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
                return "function" == typeof Ctor && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
            }(requestOptions.body) || Array.isArray(requestOptions.body) ? ((value, replacer, space) => {
                try {
                    return "rawJSON" in JSON ? originalStringify(value, (key, val) => {
                        if ("bigint" == typeof val) return JSON.rawJSON(val.toString());
                        if ("function" == typeof replacer) return replacer(key, val);
                        Array.isArray(replacer) && replacer.includes(key);
                        return val;
                    }, space) : value ? originalStringify(value, (key, val) => {
                        if ("string" == typeof val && noiseValue.test(val)) return val.toString() + "n";
                        if ("bigint" == typeof val) return val.toString() + "n";
                        if ("function" == typeof replacer) return replacer(key, val);
                        Array.isArray(replacer) && replacer.includes(key);
                        return val;
                    }, space).replace(bigIntsStringify, "$1$2$3").replace(noiseStringify, "$1$2$3") : originalStringify(value, replacer, space);
                } catch (error) {
                    if (error instanceof RangeError) {
                        const convertedJSON = ((rootValue, replacer, spaceParam) => {
                            let space = "";
                            "number" == typeof spaceParam ? space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam)))) : "string" == typeof spaceParam && (space = spaceParam.slice(0, 10));
                            const isFunctionReplacer = "function" == typeof replacer;
                            const propertyList = Array.isArray(replacer) ? new Set(replacer.map(String)) : null;
                            const prepareVal = (parent, key, val) => {
                                null !== val && "object" == typeof val && "function" == typeof val.toJSON && (val = val.toJSON(key));
                                if ("string" == typeof val && noiseValue.test(val)) return val + "n";
                                if ("bigint" == typeof val) return "rawJSON" in JSON ? JSON.rawJSON(val.toString()) : val.toString() + "n";
                                isFunctionReplacer && (val = replacer.call(parent, key, val));
                                null !== val && "object" == typeof val && (val instanceof Number || val instanceof String || val instanceof Boolean) && (val = val.valueOf());
                                return val;
                            };
                            const rootProcessed = prepareVal({
                                "": rootValue
                            }, "", rootValue);
                            if (isUnstringifiable(rootProcessed)) return;
                            const isRootPrimitive = null === rootProcessed || "object" != typeof rootProcessed;
                            const isRootNativeRawJSON = isRawJSON(rootProcessed);
                            if (isRootPrimitive || isRootNativeRawJSON) return originalStringify(rootProcessed);
                            const chunks = [];
                            let level = 0;
                            const stack = [ {
                                parent: {
                                    "": rootProcessed
                                },
                                key: "",
                                val: rootProcessed,
                                isArray: Array.isArray(rootProcessed),
                                keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
                                index: 0,
                                first: !0
                            } ];
                            const visited = new WeakSet([ rootProcessed ]);
                            for (;stack.length > 0; ) {
                                const node = stack[stack.length - 1];
                                if (0 === node.index) {
                                    chunks.push(node.isArray ? "[" : "{");
                                    level++;
                                }
                                let isDone = !1;
                                if (node.isArray) if (node.index < node.val.length) {
                                    node.first || chunks.push(",");
                                    space && chunks.push("\n" + space.repeat(level));
                                    const childRaw = node.val[node.index];
                                    const childVal = prepareVal(node.val, String(node.index), childRaw);
                                    if (isUnstringifiable(childVal)) {
                                        chunks.push("null");
                                        node.first = !1;
                                        node.index++;
                                    } else {
                                        const isComplexObject = null !== childVal && "object" == typeof childVal;
                                        const isNativeRaw = isRawJSON(childVal);
                                        if (isComplexObject && !isNativeRaw) {
                                            if (visited.has(childVal)) throw new TypeError("Converting circular structure to JSON");
                                            visited.add(childVal);
                                            stack.push({
                                                parent: node.val,
                                                key: String(node.index),
                                                val: childVal,
                                                isArray: Array.isArray(childVal),
                                                keys: Array.isArray(childVal) ? null : Object.keys(childVal),
                                                index: 0,
                                                first: !0
                                            });
                                            node.first = !1;
                                            node.index++;
                                        } else {
                                            chunks.push(originalStringify(childVal));
                                            node.first = !1;
                                            node.index++;
                                        }
                                    }
                                } else isDone = !0; else {
                                    for (;node.index < node.keys.length; ) {
                                        const k = node.keys[node.index++];
                                        if (propertyList && !propertyList.has(k)) continue;
                                        const childRaw = node.val[k];
                                        const childVal = prepareVal(node.val, k, childRaw);
                                        if (isUnstringifiable(childVal)) continue;
                                        node.first || chunks.push(",");
                                        space ? chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ") : chunks.push(originalStringify(k) + ":");
                                        const isComplexObject = null !== childVal && "object" == typeof childVal;
                                        const isNativeRaw = isRawJSON(childVal);
                                        if (isComplexObject && !isNativeRaw) {
                                            if (visited.has(childVal)) throw new TypeError("Converting circular structure to JSON");
                                            visited.add(childVal);
                                            stack.push({
                                                parent: node.val,
                                                key: k,
                                                val: childVal,
                                                isArray: Array.isArray(childVal),
                                                keys: Array.isArray(childVal) ? null : Object.keys(childVal),
                                                index: 0,
                                                first: !0
                                            });
                                            node.first = !1;
                                            break;
                                        }
                                        chunks.push(originalStringify(childVal));
                                        node.first = !1;
                                    }
                                    node.index >= node.keys.length && stack[stack.length - 1] === node && (isDone = !0);
                                }
                                if (isDone) {
                                    level--;
                                    !node.first && space && chunks.push("\n" + space.repeat(level));
                                    chunks.push(node.isArray ? "]" : "}");
                                    visited.delete(node.val);
                                    stack.pop();
                                }
                            }
                            return chunks.join("");
                        })(value, replacer, space);
                        if (void 0 === convertedJSON) return;
                        return "rawJSON" in JSON ? convertedJSON : convertedJSON.replace(bigIntsStringify, "$1$2$3").replace(noiseStringify, "$1$2$3");
                    }
                    throw error;
                }
            })(requestOptions.body) : requestOptions.body;
            const requestHeaders = Object.fromEntries(Object.entries(requestOptions.headers).map(([name, value]) => [ name, String(value) ]));
            let fetchResponse;
            try {
                fetchResponse = await fetch(requestOptions.url, {
                    method: requestOptions.method,
                    body,
                    redirect: requestOptions.request?.redirect,
                    headers: requestHeaders,
                    signal: requestOptions.request?.signal,
                    ...requestOptions.body && {
                        duplex: "half"
                    }
                });
            } catch (error) {
                let message = "Unknown Error";
                if (error instanceof Error) {
                    if ("AbortError" === error.name) {
                        error.status = 500;
                        throw error;
                    }
                    message = error.message;
                    "TypeError" === error.name && "cause" in error && (error.cause instanceof Error ? message = error.cause.message : "string" == typeof error.cause && (message = error.cause));
                }
                const requestError = new RequestError(message, 500, {
                    request: requestOptions
                });
                requestError.cause = error;
                throw requestError;
            }
            const status = fetchResponse.status;
            const url = fetchResponse.url;
            const responseHeaders = {};
            for (const [key, value] of fetchResponse.headers) responseHeaders[key] = value;
            const octokitResponse = {
                url,
                status,
                headers: responseHeaders,
                data: ""
            };
            if ("deprecation" in responseHeaders) {
                const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
                const deprecationLink = matches && matches.pop();
                log.warn(`[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`);
            }
            if (204 === status || 205 === status) return octokitResponse;
            if ("HEAD" === requestOptions.method) {
                if (status < 400) return octokitResponse;
                throw new RequestError(fetchResponse.statusText, status, {
                    response: octokitResponse,
                    request: requestOptions
                });
            }
            if (304 === status) {
                octokitResponse.data = await getResponseData(fetchResponse);
                throw new RequestError("Not modified", status, {
                    response: octokitResponse,
                    request: requestOptions
                });
            }
            if (status >= 400) {
                octokitResponse.data = await getResponseData(fetchResponse);
                throw new RequestError(function toErrorMessage(data) {
                    if ("string" == typeof data) return data;
                    if (data instanceof ArrayBuffer) return "Unknown error";
                    if ("object" == typeof data && null !== data && "message" in data) {
                        const objectData = data;
                        const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
                        return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map(v => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
                    }
                    return `Unknown error: ${JSON.stringify(data)}`;
                }(octokitResponse.data), status, {
                    response: octokitResponse,
                    request: requestOptions
                });
            }
            octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
            return octokitResponse;
        }
        async function getResponseData(response) {
            const contentType = response.headers.get("content-type");
            if (!contentType) return response.text().catch(noop);
            const mimetype = function dist_parse(header, options) {
                const stopFlags = 4 | (!0 === options?.comma ? 8 : 0);
                const len = header.length;
                let valueStart = options?.start ?? 0;
                for (;2 & CHAR_MAP[header.charCodeAt(valueStart)]; ) valueStart++;
                let index = valueStart;
                let typeFlags = 0;
                let whitespace = -1;
                let stop = !1 === options?.parameters ? 8 : 0;
                for (;index < len; ) {
                    const code = header.charCodeAt(index);
                    const flags = CHAR_MAP[code];
                    if (0 !== (flags & stopFlags)) {
                        stop |= 8 & flags;
                        break;
                    }
                    2 & flags ? -1 === whitespace && (whitespace = index) : whitespace = -1;
                    typeFlags |= 65280 & code | flags;
                    index++;
                }
                const valueEnd = -1 === whitespace ? index : whitespace;
                const value = header.slice(valueStart, valueEnd);
                const type = 65281 & typeFlags ? value.toLowerCase() : value;
                return index === len || 0 !== stop ? {
                    type,
                    index,
                    parameters: new NullObject
                } : function parseParameters(header, type, index, len, stopFlags) {
                    const parameters = new NullObject;
                    parameter: for (;index < len; ) {
                        index++;
                        for (;2 & CHAR_MAP[header.charCodeAt(index)]; ) index++;
                        const keyStart = index;
                        let keyFlags = 0;
                        let keyWhitespace = -1;
                        for (;index < len; ) {
                            const code = header.charCodeAt(index);
                            const flags = CHAR_MAP[code];
                            if (0 !== (flags & stopFlags)) {
                                if (8 & flags) break parameter;
                                continue parameter;
                            }
                            if (61 === code) {
                                const keyEnd = -1 === keyWhitespace ? index : keyWhitespace;
                                const value = header.slice(keyStart, keyEnd);
                                const key = 65281 & keyFlags ? value.toLowerCase() : value;
                                index++;
                                for (;2 & CHAR_MAP[header.charCodeAt(index)]; ) index++;
                                if (index < len && 34 === header.charCodeAt(index)) {
                                    const quotedStart = ++index;
                                    let escaped = !1;
                                    for (;index < len; ) {
                                        const code = header.charCodeAt(index);
                                        if (34 === code) {
                                            void 0 === parameters[key] && (parameters[key] = escaped ? unescapeQuotedPairs(header, quotedStart, index) : header.slice(quotedStart, index));
                                            index++;
                                            let stop = 0;
                                            for (;index < len; ) {
                                                const code = header.charCodeAt(index);
                                                const flags = CHAR_MAP[code];
                                                if (0 !== (flags & stopFlags)) {
                                                    stop = 8 & flags;
                                                    break;
                                                }
                                                index++;
                                            }
                                            if (0 !== stop) break parameter;
                                            continue parameter;
                                        }
                                        if (92 === code && index + 1 < len) {
                                            escaped = !0;
                                            index += 2;
                                        } else index++;
                                    }
                                    continue parameter;
                                }
                                const valueStart = index;
                                let stop = 0;
                                let valueWhitespace = -1;
                                for (;index < len; ) {
                                    const code = header.charCodeAt(index);
                                    const flags = CHAR_MAP[code];
                                    if (0 !== (flags & stopFlags)) {
                                        stop = 8 & flags;
                                        break;
                                    }
                                    2 & flags ? -1 === valueWhitespace && (valueWhitespace = index) : valueWhitespace = -1;
                                    index++;
                                }
                                if (void 0 === parameters[key]) {
                                    const valueEnd = -1 === valueWhitespace ? index : valueWhitespace;
                                    parameters[key] = header.slice(valueStart, valueEnd);
                                }
                                if (0 !== stop) break parameter;
                                continue parameter;
                            }
                            2 & flags ? -1 === keyWhitespace && (keyWhitespace = index) : keyWhitespace = -1;
                            keyFlags |= 65280 & code | flags;
                            index++;
                        }
                    }
                    return {
                        type,
                        index,
                        parameters
                    };
                }(header, type, index, len, stopFlags);
            }(contentType);
            if (!function isJSONResponse(mimetype) {
                return "application/json" === mimetype.type || "application/scim+json" === mimetype.type;
            }(mimetype)) return mimetype.type.startsWith("text/") || "utf-8" === mimetype.parameters.charset?.toLowerCase() && "application/octet-stream" !== mimetype.type ? response.text().catch(noop) : response.arrayBuffer().catch(() => new ArrayBuffer(0));
            {
                let text = "";
                try {
                    text = await response.text();
                    return ((text, reviver) => {
                        if (!text) return originalParse(text, reviver);
                        try {
                            if ((() => {
                                const parseFingerprint = JSON.parse.toString();
                                if (featureCache.has(parseFingerprint)) return featureCache.get(parseFingerprint);
                                try {
                                    const result = JSON.parse("1", (_, __, context) => !!context?.source && "1" === context.source);
                                    featureCache.set(parseFingerprint, result);
                                    return result;
                                } catch {
                                    featureCache.set(parseFingerprint, !1);
                                    return !1;
                                }
                            })()) return ((text, reviver) => JSON.parse(text, (key, value, context) => {
                                const isNumber = "number" == typeof value;
                                const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
                                const isBigNumber = isNumber && isOutOfBounds;
                                const isInt = context && intRegex.test(context.source);
                                return isBigNumber && isInt ? BigInt(context.source) : "function" == typeof reviver ? reviver(key, value, context) : value;
                            }))(text, reviver);
                            const serializedData = serializeBigInts(text);
                            return originalParse(serializedData, (key, value, context) => ((key, value, context, userReviver) => "string" == typeof value && customFormat.test(value) ? BigInt(value.slice(0, -1)) : "string" == typeof value && noiseValue.test(value) ? value.slice(0, -1) : "function" == typeof userReviver ? userReviver(key, value, context) : value)(key, value, context, reviver));
                        } catch (error) {
                            if (error instanceof RangeError) {
                                const serializedData = serializeBigInts(text);
                                return ((parsed, userReviver) => {
                                    const rootHolder = {
                                        "": parsed
                                    };
                                    const stack = [ {
                                        parent: rootHolder,
                                        key: "",
                                        visited: !1
                                    } ];
                                    for (;stack.length > 0; ) {
                                        const node = stack[stack.length - 1];
                                        if (node.visited) {
                                            const {parent, key} = node;
                                            let value = parent[key];
                                            "string" == typeof value && (customFormat.test(value) ? value = BigInt(value.slice(0, -1)) : noiseValue.test(value) && (value = value.slice(0, -1)));
                                            "function" == typeof userReviver && (value = userReviver.call(parent, key, value));
                                            void 0 === value ? delete parent[key] : parent[key] = value;
                                            stack.pop();
                                        } else {
                                            node.visited = !0;
                                            const value = node.parent[node.key];
                                            if (null !== value && "object" == typeof value) {
                                                const keys = Object.keys(value);
                                                for (let i = keys.length - 1; i >= 0; i--) stack.push({
                                                    parent: value,
                                                    key: keys[i],
                                                    visited: !1
                                                });
                                            }
                                        }
                                    }
                                    return rootHolder[""];
                                })(originalParse(serializedData), reviver);
                            }
                            throw error;
                        }
                    })(text);
                } catch (err) {
                    return text;
                }
            }
        }
        var request = function dist_bundle_withDefaults(oldEndpoint, newDefaults) {
            const endpoint2 = oldEndpoint.defaults(newDefaults);
            return Object.assign(function(route, parameters) {
                const endpointOptions = endpoint2.merge(route, parameters);
                if (!endpointOptions.request || !endpointOptions.request.hook) return fetchWrapper(endpoint2.parse(endpointOptions));
                const request2 = (route2, parameters2) => fetchWrapper(endpoint2.parse(endpoint2.merge(route2, parameters2)));
                Object.assign(request2, {
                    endpoint: endpoint2,
                    defaults: dist_bundle_withDefaults.bind(null, endpoint2)
                });
                return endpointOptions.request.hook(request2, endpointOptions);
            }, {
                endpoint: endpoint2,
                defaults: dist_bundle_withDefaults.bind(null, endpoint2)
            });
        }(endpoint, defaults_default);
        var GraphqlResponseError = class extends Error {
            constructor(request2, headers, response) {
                super(function _buildMessageForResponseErrors(data) {
                    return "Request failed due to following response errors:\n" + data.errors.map(e => ` - ${e.message}`).join("\n");
                }(response));
                this.request = request2;
                this.headers = headers;
                this.response = response;
                this.errors = response.errors;
                this.data = response.data;
                Error.captureStackTrace && Error.captureStackTrace(this, this.constructor);
            }
            request;
            headers;
            response;
            name="GraphqlResponseError";
            errors;
            data;
        };
        var NON_VARIABLE_OPTIONS = [ "method", "baseUrl", "url", "headers", "request", "query", "mediaType", "operationName" ];
        var FORBIDDEN_VARIABLE_OPTIONS = [ "query", "method", "url" ];
        var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
        function graphql_dist_bundle_withDefaults(request2, newDefaults) {
            const newRequest = request2.defaults(newDefaults);
            return Object.assign((query, options) => function graphql(request2, query, options) {
                if (options) {
                    if ("string" == typeof query && "query" in options) return Promise.reject(new Error('[@octokit/graphql] "query" cannot be used as variable name'));
                    for (const key in options) if (FORBIDDEN_VARIABLE_OPTIONS.includes(key)) return Promise.reject(new Error(`[@octokit/graphql] "${key}" cannot be used as variable name`));
                }
                const parsedOptions = "string" == typeof query ? Object.assign({
                    query
                }, options) : query;
                const requestOptions = Object.keys(parsedOptions).reduce((result, key) => {
                    if (NON_VARIABLE_OPTIONS.includes(key)) {
                        result[key] = parsedOptions[key];
                        return result;
                    }
                    result.variables || (result.variables = {});
                    result.variables[key] = parsedOptions[key];
                    return result;
                }, {});
                const baseUrl = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
                GHES_V3_SUFFIX_REGEX.test(baseUrl) && (requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql"));
                return request2(requestOptions).then(response => {
                    if (response.data.errors) {
                        const headers = {};
                        for (const key of Object.keys(response.headers)) headers[key] = response.headers[key];
                        throw new GraphqlResponseError(requestOptions, headers, response.data);
                    }
                    return response.data.data;
                });
            }(newRequest, query, options), {
                defaults: graphql_dist_bundle_withDefaults.bind(null, newRequest),
                endpoint: newRequest.endpoint
            });
        }
        graphql_dist_bundle_withDefaults(request, {
            headers: {
                "user-agent": `octokit-graphql.js/0.0.0-development ${getUserAgent()}`
            },
            method: "POST",
            url: "/graphql"
        });
        var b64url = "(?:[a-zA-Z0-9_-]+)";
        var jwtRE = new RegExp(`^${b64url}\\.${b64url}\\.${b64url}$`);
        var isJWT = jwtRE.test.bind(jwtRE);
        async function auth(token) {
            const isApp = isJWT(token);
            const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
            const isUserToServer = token.startsWith("ghu_");
            return {
                type: "token",
                token,
                tokenType: isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth"
            };
        }
        async function hook(token, request, route, parameters) {
            const endpoint = request.endpoint.merge(route, parameters);
            endpoint.headers.authorization = function withAuthorizationPrefix(token) {
                return 3 === token.split(/\./).length ? `bearer ${token}` : `token ${token}`;
            }(token);
            return request(endpoint);
        }
        var createTokenAuth = function createTokenAuth2(token) {
            if (!token) throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
            if ("string" != typeof token) throw new Error("[@octokit/auth-token] Token passed to createTokenAuth is not a string");
            token = token.replace(/^(token|bearer) +/i, "");
            return Object.assign(auth.bind(null, token), {
                hook: hook.bind(null, token)
            });
        };
        const dist_src_noop = () => {};
        const consoleWarn = console.warn.bind(console);
        const consoleError = console.error.bind(console);
        const userAgentTrail = `octokit-core.js/7.0.8 ${getUserAgent()}`;
        const endpointMethodsMap = new Map;
        for (const [scope, endpoints] of Object.entries({
            actions: {
                addCustomLabelsToSelfHostedRunnerForOrg: [ "POST /orgs/{org}/actions/runners/{runner_id}/labels" ],
                addCustomLabelsToSelfHostedRunnerForRepo: [ "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels" ],
                addRepoAccessToSelfHostedRunnerGroupInOrg: [ "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}" ],
                addSelectedRepoToOrgSecret: [ "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}" ],
                addSelectedRepoToOrgVariable: [ "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}" ],
                approveWorkflowRun: [ "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve" ],
                cancelWorkflowRun: [ "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel" ],
                createEnvironmentVariable: [ "POST /repos/{owner}/{repo}/environments/{environment_name}/variables" ],
                createHostedRunnerForOrg: [ "POST /orgs/{org}/actions/hosted-runners" ],
                createOrUpdateEnvironmentSecret: [ "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}" ],
                createOrUpdateOrgSecret: [ "PUT /orgs/{org}/actions/secrets/{secret_name}" ],
                createOrUpdateRepoSecret: [ "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}" ],
                createOrgVariable: [ "POST /orgs/{org}/actions/variables" ],
                createRegistrationTokenForOrg: [ "POST /orgs/{org}/actions/runners/registration-token" ],
                createRegistrationTokenForRepo: [ "POST /repos/{owner}/{repo}/actions/runners/registration-token" ],
                createRemoveTokenForOrg: [ "POST /orgs/{org}/actions/runners/remove-token" ],
                createRemoveTokenForRepo: [ "POST /repos/{owner}/{repo}/actions/runners/remove-token" ],
                createRepoVariable: [ "POST /repos/{owner}/{repo}/actions/variables" ],
                createWorkflowDispatch: [ "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches" ],
                deleteActionsCacheById: [ "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}" ],
                deleteActionsCacheByKey: [ "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}" ],
                deleteArtifact: [ "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}" ],
                deleteCustomImageFromOrg: [ "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}" ],
                deleteCustomImageVersionFromOrg: [ "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}" ],
                deleteEnvironmentSecret: [ "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}" ],
                deleteEnvironmentVariable: [ "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}" ],
                deleteHostedRunnerForOrg: [ "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}" ],
                deleteOrgSecret: [ "DELETE /orgs/{org}/actions/secrets/{secret_name}" ],
                deleteOrgVariable: [ "DELETE /orgs/{org}/actions/variables/{name}" ],
                deleteRepoSecret: [ "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}" ],
                deleteRepoVariable: [ "DELETE /repos/{owner}/{repo}/actions/variables/{name}" ],
                deleteSelfHostedRunnerFromOrg: [ "DELETE /orgs/{org}/actions/runners/{runner_id}" ],
                deleteSelfHostedRunnerFromRepo: [ "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}" ],
                deleteWorkflowRun: [ "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}" ],
                deleteWorkflowRunLogs: [ "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs" ],
                disableSelectedRepositoryGithubActionsOrganization: [ "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}" ],
                disableWorkflow: [ "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable" ],
                downloadArtifact: [ "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}" ],
                downloadJobLogsForWorkflowRun: [ "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs" ],
                downloadWorkflowRunAttemptLogs: [ "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs" ],
                downloadWorkflowRunLogs: [ "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs" ],
                enableSelectedRepositoryGithubActionsOrganization: [ "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}" ],
                enableWorkflow: [ "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable" ],
                forceCancelWorkflowRun: [ "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel" ],
                generateRunnerJitconfigForOrg: [ "POST /orgs/{org}/actions/runners/generate-jitconfig" ],
                generateRunnerJitconfigForRepo: [ "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig" ],
                getActionsCacheList: [ "GET /repos/{owner}/{repo}/actions/caches" ],
                getActionsCacheUsage: [ "GET /repos/{owner}/{repo}/actions/cache/usage" ],
                getActionsCacheUsageByRepoForOrg: [ "GET /orgs/{org}/actions/cache/usage-by-repository" ],
                getActionsCacheUsageForOrg: [ "GET /orgs/{org}/actions/cache/usage" ],
                getAllowedActionsOrganization: [ "GET /orgs/{org}/actions/permissions/selected-actions" ],
                getAllowedActionsRepository: [ "GET /repos/{owner}/{repo}/actions/permissions/selected-actions" ],
                getArtifact: [ "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}" ],
                getCustomImageForOrg: [ "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}" ],
                getCustomImageVersionForOrg: [ "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}" ],
                getCustomOidcSubClaimForRepo: [ "GET /repos/{owner}/{repo}/actions/oidc/customization/sub" ],
                getEnvironmentPublicKey: [ "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key" ],
                getEnvironmentSecret: [ "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}" ],
                getEnvironmentVariable: [ "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}" ],
                getGithubActionsDefaultWorkflowPermissionsOrganization: [ "GET /orgs/{org}/actions/permissions/workflow" ],
                getGithubActionsDefaultWorkflowPermissionsRepository: [ "GET /repos/{owner}/{repo}/actions/permissions/workflow" ],
                getGithubActionsPermissionsOrganization: [ "GET /orgs/{org}/actions/permissions" ],
                getGithubActionsPermissionsRepository: [ "GET /repos/{owner}/{repo}/actions/permissions" ],
                getHostedRunnerForOrg: [ "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}" ],
                getHostedRunnersGithubOwnedImagesForOrg: [ "GET /orgs/{org}/actions/hosted-runners/images/github-owned" ],
                getHostedRunnersLimitsForOrg: [ "GET /orgs/{org}/actions/hosted-runners/limits" ],
                getHostedRunnersMachineSpecsForOrg: [ "GET /orgs/{org}/actions/hosted-runners/machine-sizes" ],
                getHostedRunnersPartnerImagesForOrg: [ "GET /orgs/{org}/actions/hosted-runners/images/partner" ],
                getHostedRunnersPlatformsForOrg: [ "GET /orgs/{org}/actions/hosted-runners/platforms" ],
                getJobForWorkflowRun: [ "GET /repos/{owner}/{repo}/actions/jobs/{job_id}" ],
                getOrgPublicKey: [ "GET /orgs/{org}/actions/secrets/public-key" ],
                getOrgSecret: [ "GET /orgs/{org}/actions/secrets/{secret_name}" ],
                getOrgVariable: [ "GET /orgs/{org}/actions/variables/{name}" ],
                getPendingDeploymentsForRun: [ "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments" ],
                getRepoPermissions: [ "GET /repos/{owner}/{repo}/actions/permissions", {}, {
                    renamed: [ "actions", "getGithubActionsPermissionsRepository" ]
                } ],
                getRepoPublicKey: [ "GET /repos/{owner}/{repo}/actions/secrets/public-key" ],
                getRepoSecret: [ "GET /repos/{owner}/{repo}/actions/secrets/{secret_name}" ],
                getRepoVariable: [ "GET /repos/{owner}/{repo}/actions/variables/{name}" ],
                getReviewsForRun: [ "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals" ],
                getSelfHostedRunnerForOrg: [ "GET /orgs/{org}/actions/runners/{runner_id}" ],
                getSelfHostedRunnerForRepo: [ "GET /repos/{owner}/{repo}/actions/runners/{runner_id}" ],
                getWorkflow: [ "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}" ],
                getWorkflowAccessToRepository: [ "GET /repos/{owner}/{repo}/actions/permissions/access" ],
                getWorkflowRun: [ "GET /repos/{owner}/{repo}/actions/runs/{run_id}" ],
                getWorkflowRunAttempt: [ "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}" ],
                getWorkflowRunUsage: [ "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing" ],
                getWorkflowUsage: [ "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing" ],
                listArtifactsForRepo: [ "GET /repos/{owner}/{repo}/actions/artifacts" ],
                listCustomImageVersionsForOrg: [ "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions" ],
                listCustomImagesForOrg: [ "GET /orgs/{org}/actions/hosted-runners/images/custom" ],
                listEnvironmentSecrets: [ "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets" ],
                listEnvironmentVariables: [ "GET /repos/{owner}/{repo}/environments/{environment_name}/variables" ],
                listGithubHostedRunnersInGroupForOrg: [ "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners" ],
                listHostedRunnersForOrg: [ "GET /orgs/{org}/actions/hosted-runners" ],
                listJobsForWorkflowRun: [ "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs" ],
                listJobsForWorkflowRunAttempt: [ "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs" ],
                listLabelsForSelfHostedRunnerForOrg: [ "GET /orgs/{org}/actions/runners/{runner_id}/labels" ],
                listLabelsForSelfHostedRunnerForRepo: [ "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels" ],
                listOrgSecrets: [ "GET /orgs/{org}/actions/secrets" ],
                listOrgVariables: [ "GET /orgs/{org}/actions/variables" ],
                listRepoOrganizationSecrets: [ "GET /repos/{owner}/{repo}/actions/organization-secrets" ],
                listRepoOrganizationVariables: [ "GET /repos/{owner}/{repo}/actions/organization-variables" ],
                listRepoSecrets: [ "GET /repos/{owner}/{repo}/actions/secrets" ],
                listRepoVariables: [ "GET /repos/{owner}/{repo}/actions/variables" ],
                listRepoWorkflows: [ "GET /repos/{owner}/{repo}/actions/workflows" ],
                listRunnerApplicationsForOrg: [ "GET /orgs/{org}/actions/runners/downloads" ],
                listRunnerApplicationsForRepo: [ "GET /repos/{owner}/{repo}/actions/runners/downloads" ],
                listSelectedReposForOrgSecret: [ "GET /orgs/{org}/actions/secrets/{secret_name}/repositories" ],
                listSelectedReposForOrgVariable: [ "GET /orgs/{org}/actions/variables/{name}/repositories" ],
                listSelectedRepositoriesEnabledGithubActionsOrganization: [ "GET /orgs/{org}/actions/permissions/repositories" ],
                listSelfHostedRunnersForOrg: [ "GET /orgs/{org}/actions/runners" ],
                listSelfHostedRunnersForRepo: [ "GET /repos/{owner}/{repo}/actions/runners" ],
                listWorkflowRunArtifacts: [ "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts" ],
                listWorkflowRuns: [ "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs" ],
                listWorkflowRunsForRepo: [ "GET /repos/{owner}/{repo}/actions/runs" ],
                reRunJobForWorkflowRun: [ "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun" ],
                reRunWorkflow: [ "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun" ],
                reRunWorkflowFailedJobs: [ "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs" ],
                removeAllCustomLabelsFromSelfHostedRunnerForOrg: [ "DELETE /orgs/{org}/actions/runners/{runner_id}/labels" ],
                removeAllCustomLabelsFromSelfHostedRunnerForRepo: [ "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels" ],
                removeCustomLabelFromSelfHostedRunnerForOrg: [ "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}" ],
                removeCustomLabelFromSelfHostedRunnerForRepo: [ "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}" ],
                removeSelectedRepoFromOrgSecret: [ "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}" ],
                removeSelectedRepoFromOrgVariable: [ "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}" ],
                reviewCustomGatesForRun: [ "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule" ],
                reviewPendingDeploymentsForRun: [ "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments" ],
                setAllowedActionsOrganization: [ "PUT /orgs/{org}/actions/permissions/selected-actions" ],
                setAllowedActionsRepository: [ "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions" ],
                setCustomLabelsForSelfHostedRunnerForOrg: [ "PUT /orgs/{org}/actions/runners/{runner_id}/labels" ],
                setCustomLabelsForSelfHostedRunnerForRepo: [ "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels" ],
                setCustomOidcSubClaimForRepo: [ "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub" ],
                setGithubActionsDefaultWorkflowPermissionsOrganization: [ "PUT /orgs/{org}/actions/permissions/workflow" ],
                setGithubActionsDefaultWorkflowPermissionsRepository: [ "PUT /repos/{owner}/{repo}/actions/permissions/workflow" ],
                setGithubActionsPermissionsOrganization: [ "PUT /orgs/{org}/actions/permissions" ],
                setGithubActionsPermissionsRepository: [ "PUT /repos/{owner}/{repo}/actions/permissions" ],
                setSelectedReposForOrgSecret: [ "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories" ],
                setSelectedReposForOrgVariable: [ "PUT /orgs/{org}/actions/variables/{name}/repositories" ],
                setSelectedRepositoriesEnabledGithubActionsOrganization: [ "PUT /orgs/{org}/actions/permissions/repositories" ],
                setWorkflowAccessToRepository: [ "PUT /repos/{owner}/{repo}/actions/permissions/access" ],
                updateEnvironmentVariable: [ "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}" ],
                updateHostedRunnerForOrg: [ "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}" ],
                updateOrgVariable: [ "PATCH /orgs/{org}/actions/variables/{name}" ],
                updateRepoVariable: [ "PATCH /repos/{owner}/{repo}/actions/variables/{name}" ]
            },
            activity: {
                checkRepoIsStarredByAuthenticatedUser: [ "GET /user/starred/{owner}/{repo}" ],
                deleteRepoSubscription: [ "DELETE /repos/{owner}/{repo}/subscription" ],
                deleteThreadSubscription: [ "DELETE /notifications/threads/{thread_id}/subscription" ],
                getFeeds: [ "GET /feeds" ],
                getRepoSubscription: [ "GET /repos/{owner}/{repo}/subscription" ],
                getThread: [ "GET /notifications/threads/{thread_id}" ],
                getThreadSubscriptionForAuthenticatedUser: [ "GET /notifications/threads/{thread_id}/subscription" ],
                listEventsForAuthenticatedUser: [ "GET /users/{username}/events" ],
                listNotificationsForAuthenticatedUser: [ "GET /notifications" ],
                listOrgEventsForAuthenticatedUser: [ "GET /users/{username}/events/orgs/{org}" ],
                listPublicEvents: [ "GET /events" ],
                listPublicEventsForRepoNetwork: [ "GET /networks/{owner}/{repo}/events" ],
                listPublicEventsForUser: [ "GET /users/{username}/events/public" ],
                listPublicOrgEvents: [ "GET /orgs/{org}/events" ],
                listReceivedEventsForUser: [ "GET /users/{username}/received_events" ],
                listReceivedPublicEventsForUser: [ "GET /users/{username}/received_events/public" ],
                listRepoEvents: [ "GET /repos/{owner}/{repo}/events" ],
                listRepoNotificationsForAuthenticatedUser: [ "GET /repos/{owner}/{repo}/notifications" ],
                listReposStarredByAuthenticatedUser: [ "GET /user/starred" ],
                listReposStarredByUser: [ "GET /users/{username}/starred" ],
                listReposWatchedByUser: [ "GET /users/{username}/subscriptions" ],
                listStargazersForRepo: [ "GET /repos/{owner}/{repo}/stargazers" ],
                listWatchedReposForAuthenticatedUser: [ "GET /user/subscriptions" ],
                listWatchersForRepo: [ "GET /repos/{owner}/{repo}/subscribers" ],
                markNotificationsAsRead: [ "PUT /notifications" ],
                markRepoNotificationsAsRead: [ "PUT /repos/{owner}/{repo}/notifications" ],
                markThreadAsDone: [ "DELETE /notifications/threads/{thread_id}" ],
                markThreadAsRead: [ "PATCH /notifications/threads/{thread_id}" ],
                setRepoSubscription: [ "PUT /repos/{owner}/{repo}/subscription" ],
                setThreadSubscription: [ "PUT /notifications/threads/{thread_id}/subscription" ],
                starRepoForAuthenticatedUser: [ "PUT /user/starred/{owner}/{repo}" ],
                unstarRepoForAuthenticatedUser: [ "DELETE /user/starred/{owner}/{repo}" ]
            },
            apps: {
                addRepoToInstallation: [ "PUT /user/installations/{installation_id}/repositories/{repository_id}", {}, {
                    renamed: [ "apps", "addRepoToInstallationForAuthenticatedUser" ]
                } ],
                addRepoToInstallationForAuthenticatedUser: [ "PUT /user/installations/{installation_id}/repositories/{repository_id}" ],
                checkToken: [ "POST /applications/{client_id}/token" ],
                createFromManifest: [ "POST /app-manifests/{code}/conversions" ],
                createInstallationAccessToken: [ "POST /app/installations/{installation_id}/access_tokens" ],
                deleteAuthorization: [ "DELETE /applications/{client_id}/grant" ],
                deleteInstallation: [ "DELETE /app/installations/{installation_id}" ],
                deleteToken: [ "DELETE /applications/{client_id}/token" ],
                getAuthenticated: [ "GET /app" ],
                getBySlug: [ "GET /apps/{app_slug}" ],
                getInstallation: [ "GET /app/installations/{installation_id}" ],
                getOrgInstallation: [ "GET /orgs/{org}/installation" ],
                getRepoInstallation: [ "GET /repos/{owner}/{repo}/installation" ],
                getSubscriptionPlanForAccount: [ "GET /marketplace_listing/accounts/{account_id}" ],
                getSubscriptionPlanForAccountStubbed: [ "GET /marketplace_listing/stubbed/accounts/{account_id}" ],
                getUserInstallation: [ "GET /users/{username}/installation" ],
                getWebhookConfigForApp: [ "GET /app/hook/config" ],
                getWebhookDelivery: [ "GET /app/hook/deliveries/{delivery_id}" ],
                listAccountsForPlan: [ "GET /marketplace_listing/plans/{plan_id}/accounts" ],
                listAccountsForPlanStubbed: [ "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts" ],
                listInstallationReposForAuthenticatedUser: [ "GET /user/installations/{installation_id}/repositories" ],
                listInstallationRequestsForAuthenticatedApp: [ "GET /app/installation-requests" ],
                listInstallations: [ "GET /app/installations" ],
                listInstallationsForAuthenticatedUser: [ "GET /user/installations" ],
                listPlans: [ "GET /marketplace_listing/plans" ],
                listPlansStubbed: [ "GET /marketplace_listing/stubbed/plans" ],
                listReposAccessibleToInstallation: [ "GET /installation/repositories" ],
                listSubscriptionsForAuthenticatedUser: [ "GET /user/marketplace_purchases" ],
                listSubscriptionsForAuthenticatedUserStubbed: [ "GET /user/marketplace_purchases/stubbed" ],
                listWebhookDeliveries: [ "GET /app/hook/deliveries" ],
                redeliverWebhookDelivery: [ "POST /app/hook/deliveries/{delivery_id}/attempts" ],
                removeRepoFromInstallation: [ "DELETE /user/installations/{installation_id}/repositories/{repository_id}", {}, {
                    renamed: [ "apps", "removeRepoFromInstallationForAuthenticatedUser" ]
                } ],
                removeRepoFromInstallationForAuthenticatedUser: [ "DELETE /user/installations/{installation_id}/repositories/{repository_id}" ],
                resetToken: [ "PATCH /applications/{client_id}/token" ],
                revokeInstallationAccessToken: [ "DELETE /installation/token" ],
                scopeToken: [ "POST /applications/{client_id}/token/scoped" ],
                suspendInstallation: [ "PUT /app/installations/{installation_id}/suspended" ],
                unsuspendInstallation: [ "DELETE /app/installations/{installation_id}/suspended" ],
                updateWebhookConfigForApp: [ "PATCH /app/hook/config" ]
            },
            billing: {
                getGithubActionsBillingOrg: [ "GET /orgs/{org}/settings/billing/actions" ],
                getGithubActionsBillingUser: [ "GET /users/{username}/settings/billing/actions" ],
                getGithubBillingPremiumRequestUsageReportOrg: [ "GET /organizations/{org}/settings/billing/premium_request/usage" ],
                getGithubBillingPremiumRequestUsageReportUser: [ "GET /users/{username}/settings/billing/premium_request/usage" ],
                getGithubBillingUsageReportOrg: [ "GET /organizations/{org}/settings/billing/usage" ],
                getGithubBillingUsageReportUser: [ "GET /users/{username}/settings/billing/usage" ],
                getGithubPackagesBillingOrg: [ "GET /orgs/{org}/settings/billing/packages" ],
                getGithubPackagesBillingUser: [ "GET /users/{username}/settings/billing/packages" ],
                getSharedStorageBillingOrg: [ "GET /orgs/{org}/settings/billing/shared-storage" ],
                getSharedStorageBillingUser: [ "GET /users/{username}/settings/billing/shared-storage" ]
            },
            campaigns: {
                createCampaign: [ "POST /orgs/{org}/campaigns" ],
                deleteCampaign: [ "DELETE /orgs/{org}/campaigns/{campaign_number}" ],
                getCampaignSummary: [ "GET /orgs/{org}/campaigns/{campaign_number}" ],
                listOrgCampaigns: [ "GET /orgs/{org}/campaigns" ],
                updateCampaign: [ "PATCH /orgs/{org}/campaigns/{campaign_number}" ]
            },
            checks: {
                create: [ "POST /repos/{owner}/{repo}/check-runs" ],
                createSuite: [ "POST /repos/{owner}/{repo}/check-suites" ],
                get: [ "GET /repos/{owner}/{repo}/check-runs/{check_run_id}" ],
                getSuite: [ "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}" ],
                listAnnotations: [ "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations" ],
                listForRef: [ "GET /repos/{owner}/{repo}/commits/{ref}/check-runs" ],
                listForSuite: [ "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs" ],
                listSuitesForRef: [ "GET /repos/{owner}/{repo}/commits/{ref}/check-suites" ],
                rerequestRun: [ "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest" ],
                rerequestSuite: [ "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest" ],
                setSuitesPreferences: [ "PATCH /repos/{owner}/{repo}/check-suites/preferences" ],
                update: [ "PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}" ]
            },
            codeScanning: {
                commitAutofix: [ "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits" ],
                createAutofix: [ "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix" ],
                createVariantAnalysis: [ "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses" ],
                deleteAnalysis: [ "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}" ],
                deleteCodeqlDatabase: [ "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}" ],
                getAlert: [ "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}", {}, {
                    renamedParameters: {
                        alert_id: "alert_number"
                    }
                } ],
                getAnalysis: [ "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}" ],
                getAutofix: [ "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix" ],
                getCodeqlDatabase: [ "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}" ],
                getDefaultSetup: [ "GET /repos/{owner}/{repo}/code-scanning/default-setup" ],
                getSarif: [ "GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}" ],
                getVariantAnalysis: [ "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}" ],
                getVariantAnalysisRepoTask: [ "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}" ],
                listAlertInstances: [ "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances" ],
                listAlertsForOrg: [ "GET /orgs/{org}/code-scanning/alerts" ],
                listAlertsForRepo: [ "GET /repos/{owner}/{repo}/code-scanning/alerts" ],
                listAlertsInstances: [ "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances", {}, {
                    renamed: [ "codeScanning", "listAlertInstances" ]
                } ],
                listCodeqlDatabases: [ "GET /repos/{owner}/{repo}/code-scanning/codeql/databases" ],
                listRecentAnalyses: [ "GET /repos/{owner}/{repo}/code-scanning/analyses" ],
                updateAlert: [ "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}" ],
                updateDefaultSetup: [ "PATCH /repos/{owner}/{repo}/code-scanning/default-setup" ],
                uploadSarif: [ "POST /repos/{owner}/{repo}/code-scanning/sarifs" ]
            },
            codeSecurity: {
                attachConfiguration: [ "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach" ],
                attachEnterpriseConfiguration: [ "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach" ],
                createConfiguration: [ "POST /orgs/{org}/code-security/configurations" ],
                createConfigurationForEnterprise: [ "POST /enterprises/{enterprise}/code-security/configurations" ],
                deleteConfiguration: [ "DELETE /orgs/{org}/code-security/configurations/{configuration_id}" ],
                deleteConfigurationForEnterprise: [ "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}" ],
                detachConfiguration: [ "DELETE /orgs/{org}/code-security/configurations/detach" ],
                getConfiguration: [ "GET /orgs/{org}/code-security/configurations/{configuration_id}" ],
                getConfigurationForRepository: [ "GET /repos/{owner}/{repo}/code-security-configuration" ],
                getConfigurationsForEnterprise: [ "GET /enterprises/{enterprise}/code-security/configurations" ],
                getConfigurationsForOrg: [ "GET /orgs/{org}/code-security/configurations" ],
                getDefaultConfigurations: [ "GET /orgs/{org}/code-security/configurations/defaults" ],
                getDefaultConfigurationsForEnterprise: [ "GET /enterprises/{enterprise}/code-security/configurations/defaults" ],
                getRepositoriesForConfiguration: [ "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories" ],
                getRepositoriesForEnterpriseConfiguration: [ "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories" ],
                getSingleConfigurationForEnterprise: [ "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}" ],
                setConfigurationAsDefault: [ "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults" ],
                setConfigurationAsDefaultForEnterprise: [ "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults" ],
                updateConfiguration: [ "PATCH /orgs/{org}/code-security/configurations/{configuration_id}" ],
                updateEnterpriseConfiguration: [ "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}" ]
            },
            codesOfConduct: {
                getAllCodesOfConduct: [ "GET /codes_of_conduct" ],
                getConductCode: [ "GET /codes_of_conduct/{key}" ]
            },
            codespaces: {
                addRepositoryForSecretForAuthenticatedUser: [ "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}" ],
                addSelectedRepoToOrgSecret: [ "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}" ],
                checkPermissionsForDevcontainer: [ "GET /repos/{owner}/{repo}/codespaces/permissions_check" ],
                codespaceMachinesForAuthenticatedUser: [ "GET /user/codespaces/{codespace_name}/machines" ],
                createForAuthenticatedUser: [ "POST /user/codespaces" ],
                createOrUpdateOrgSecret: [ "PUT /orgs/{org}/codespaces/secrets/{secret_name}" ],
                createOrUpdateRepoSecret: [ "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}" ],
                createOrUpdateSecretForAuthenticatedUser: [ "PUT /user/codespaces/secrets/{secret_name}" ],
                createWithPrForAuthenticatedUser: [ "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces" ],
                createWithRepoForAuthenticatedUser: [ "POST /repos/{owner}/{repo}/codespaces" ],
                deleteForAuthenticatedUser: [ "DELETE /user/codespaces/{codespace_name}" ],
                deleteFromOrganization: [ "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}" ],
                deleteOrgSecret: [ "DELETE /orgs/{org}/codespaces/secrets/{secret_name}" ],
                deleteRepoSecret: [ "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}" ],
                deleteSecretForAuthenticatedUser: [ "DELETE /user/codespaces/secrets/{secret_name}" ],
                exportForAuthenticatedUser: [ "POST /user/codespaces/{codespace_name}/exports" ],
                getCodespacesForUserInOrg: [ "GET /orgs/{org}/members/{username}/codespaces" ],
                getExportDetailsForAuthenticatedUser: [ "GET /user/codespaces/{codespace_name}/exports/{export_id}" ],
                getForAuthenticatedUser: [ "GET /user/codespaces/{codespace_name}" ],
                getOrgPublicKey: [ "GET /orgs/{org}/codespaces/secrets/public-key" ],
                getOrgSecret: [ "GET /orgs/{org}/codespaces/secrets/{secret_name}" ],
                getPublicKeyForAuthenticatedUser: [ "GET /user/codespaces/secrets/public-key" ],
                getRepoPublicKey: [ "GET /repos/{owner}/{repo}/codespaces/secrets/public-key" ],
                getRepoSecret: [ "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}" ],
                getSecretForAuthenticatedUser: [ "GET /user/codespaces/secrets/{secret_name}" ],
                listDevcontainersInRepositoryForAuthenticatedUser: [ "GET /repos/{owner}/{repo}/codespaces/devcontainers" ],
                listForAuthenticatedUser: [ "GET /user/codespaces" ],
                listInOrganization: [ "GET /orgs/{org}/codespaces", {}, {
                    renamedParameters: {
                        org_id: "org"
                    }
                } ],
                listInRepositoryForAuthenticatedUser: [ "GET /repos/{owner}/{repo}/codespaces" ],
                listOrgSecrets: [ "GET /orgs/{org}/codespaces/secrets" ],
                listRepoSecrets: [ "GET /repos/{owner}/{repo}/codespaces/secrets" ],
                listRepositoriesForSecretForAuthenticatedUser: [ "GET /user/codespaces/secrets/{secret_name}/repositories" ],
                listSecretsForAuthenticatedUser: [ "GET /user/codespaces/secrets" ],
                listSelectedReposForOrgSecret: [ "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories" ],
                preFlightWithRepoForAuthenticatedUser: [ "GET /repos/{owner}/{repo}/codespaces/new" ],
                publishForAuthenticatedUser: [ "POST /user/codespaces/{codespace_name}/publish" ],
                removeRepositoryForSecretForAuthenticatedUser: [ "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}" ],
                removeSelectedRepoFromOrgSecret: [ "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}" ],
                repoMachinesForAuthenticatedUser: [ "GET /repos/{owner}/{repo}/codespaces/machines" ],
                setRepositoriesForSecretForAuthenticatedUser: [ "PUT /user/codespaces/secrets/{secret_name}/repositories" ],
                setSelectedReposForOrgSecret: [ "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories" ],
                startForAuthenticatedUser: [ "POST /user/codespaces/{codespace_name}/start" ],
                stopForAuthenticatedUser: [ "POST /user/codespaces/{codespace_name}/stop" ],
                stopInOrganization: [ "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop" ],
                updateForAuthenticatedUser: [ "PATCH /user/codespaces/{codespace_name}" ]
            },
            copilot: {
                addCopilotSeatsForTeams: [ "POST /orgs/{org}/copilot/billing/selected_teams" ],
                addCopilotSeatsForUsers: [ "POST /orgs/{org}/copilot/billing/selected_users" ],
                cancelCopilotSeatAssignmentForTeams: [ "DELETE /orgs/{org}/copilot/billing/selected_teams" ],
                cancelCopilotSeatAssignmentForUsers: [ "DELETE /orgs/{org}/copilot/billing/selected_users" ],
                copilotMetricsForOrganization: [ "GET /orgs/{org}/copilot/metrics" ],
                copilotMetricsForTeam: [ "GET /orgs/{org}/team/{team_slug}/copilot/metrics" ],
                getCopilotOrganizationDetails: [ "GET /orgs/{org}/copilot/billing" ],
                getCopilotSeatDetailsForUser: [ "GET /orgs/{org}/members/{username}/copilot" ],
                listCopilotSeats: [ "GET /orgs/{org}/copilot/billing/seats" ]
            },
            credentials: {
                revoke: [ "POST /credentials/revoke" ]
            },
            dependabot: {
                addSelectedRepoToOrgSecret: [ "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}" ],
                createOrUpdateOrgSecret: [ "PUT /orgs/{org}/dependabot/secrets/{secret_name}" ],
                createOrUpdateRepoSecret: [ "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}" ],
                deleteOrgSecret: [ "DELETE /orgs/{org}/dependabot/secrets/{secret_name}" ],
                deleteRepoSecret: [ "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}" ],
                getAlert: [ "GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}" ],
                getOrgPublicKey: [ "GET /orgs/{org}/dependabot/secrets/public-key" ],
                getOrgSecret: [ "GET /orgs/{org}/dependabot/secrets/{secret_name}" ],
                getRepoPublicKey: [ "GET /repos/{owner}/{repo}/dependabot/secrets/public-key" ],
                getRepoSecret: [ "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}" ],
                listAlertsForEnterprise: [ "GET /enterprises/{enterprise}/dependabot/alerts" ],
                listAlertsForOrg: [ "GET /orgs/{org}/dependabot/alerts" ],
                listAlertsForRepo: [ "GET /repos/{owner}/{repo}/dependabot/alerts" ],
                listOrgSecrets: [ "GET /orgs/{org}/dependabot/secrets" ],
                listRepoSecrets: [ "GET /repos/{owner}/{repo}/dependabot/secrets" ],
                listSelectedReposForOrgSecret: [ "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories" ],
                removeSelectedRepoFromOrgSecret: [ "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}" ],
                repositoryAccessForOrg: [ "GET /organizations/{org}/dependabot/repository-access" ],
                setRepositoryAccessDefaultLevel: [ "PUT /organizations/{org}/dependabot/repository-access/default-level" ],
                setSelectedReposForOrgSecret: [ "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories" ],
                updateAlert: [ "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}" ],
                updateRepositoryAccessForOrg: [ "PATCH /organizations/{org}/dependabot/repository-access" ]
            },
            dependencyGraph: {
                createRepositorySnapshot: [ "POST /repos/{owner}/{repo}/dependency-graph/snapshots" ],
                diffRange: [ "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}" ],
                exportSbom: [ "GET /repos/{owner}/{repo}/dependency-graph/sbom" ]
            },
            emojis: {
                get: [ "GET /emojis" ]
            },
            enterpriseTeamMemberships: {
                add: [ "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}" ],
                bulkAdd: [ "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add" ],
                bulkRemove: [ "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove" ],
                get: [ "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}" ],
                list: [ "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships" ],
                remove: [ "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}" ]
            },
            enterpriseTeamOrganizations: {
                add: [ "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}" ],
                bulkAdd: [ "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add" ],
                bulkRemove: [ "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove" ],
                delete: [ "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}" ],
                getAssignment: [ "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}" ],
                getAssignments: [ "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations" ]
            },
            enterpriseTeams: {
                create: [ "POST /enterprises/{enterprise}/teams" ],
                delete: [ "DELETE /enterprises/{enterprise}/teams/{team_slug}" ],
                get: [ "GET /enterprises/{enterprise}/teams/{team_slug}" ],
                list: [ "GET /enterprises/{enterprise}/teams" ],
                update: [ "PATCH /enterprises/{enterprise}/teams/{team_slug}" ]
            },
            gists: {
                checkIsStarred: [ "GET /gists/{gist_id}/star" ],
                create: [ "POST /gists" ],
                createComment: [ "POST /gists/{gist_id}/comments" ],
                delete: [ "DELETE /gists/{gist_id}" ],
                deleteComment: [ "DELETE /gists/{gist_id}/comments/{comment_id}" ],
                fork: [ "POST /gists/{gist_id}/forks" ],
                get: [ "GET /gists/{gist_id}" ],
                getComment: [ "GET /gists/{gist_id}/comments/{comment_id}" ],
                getRevision: [ "GET /gists/{gist_id}/{sha}" ],
                list: [ "GET /gists" ],
                listComments: [ "GET /gists/{gist_id}/comments" ],
                listCommits: [ "GET /gists/{gist_id}/commits" ],
                listForUser: [ "GET /users/{username}/gists" ],
                listForks: [ "GET /gists/{gist_id}/forks" ],
                listPublic: [ "GET /gists/public" ],
                listStarred: [ "GET /gists/starred" ],
                star: [ "PUT /gists/{gist_id}/star" ],
                unstar: [ "DELETE /gists/{gist_id}/star" ],
                update: [ "PATCH /gists/{gist_id}" ],
                updateComment: [ "PATCH /gists/{gist_id}/comments/{comment_id}" ]
            },
            git: {
                createBlob: [ "POST /repos/{owner}/{repo}/git/blobs" ],
                createCommit: [ "POST /repos/{owner}/{repo}/git/commits" ],
                createRef: [ "POST /repos/{owner}/{repo}/git/refs" ],
                createTag: [ "POST /repos/{owner}/{repo}/git/tags" ],
                createTree: [ "POST /repos/{owner}/{repo}/git/trees" ],
                deleteRef: [ "DELETE /repos/{owner}/{repo}/git/refs/{ref}" ],
                getBlob: [ "GET /repos/{owner}/{repo}/git/blobs/{file_sha}" ],
                getCommit: [ "GET /repos/{owner}/{repo}/git/commits/{commit_sha}" ],
                getRef: [ "GET /repos/{owner}/{repo}/git/ref/{ref}" ],
                getTag: [ "GET /repos/{owner}/{repo}/git/tags/{tag_sha}" ],
                getTree: [ "GET /repos/{owner}/{repo}/git/trees/{tree_sha}" ],
                listMatchingRefs: [ "GET /repos/{owner}/{repo}/git/matching-refs/{ref}" ],
                updateRef: [ "PATCH /repos/{owner}/{repo}/git/refs/{ref}" ]
            },
            gitignore: {
                getAllTemplates: [ "GET /gitignore/templates" ],
                getTemplate: [ "GET /gitignore/templates/{name}" ]
            },
            hostedCompute: {
                createNetworkConfigurationForOrg: [ "POST /orgs/{org}/settings/network-configurations" ],
                deleteNetworkConfigurationFromOrg: [ "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}" ],
                getNetworkConfigurationForOrg: [ "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}" ],
                getNetworkSettingsForOrg: [ "GET /orgs/{org}/settings/network-settings/{network_settings_id}" ],
                listNetworkConfigurationsForOrg: [ "GET /orgs/{org}/settings/network-configurations" ],
                updateNetworkConfigurationForOrg: [ "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}" ]
            },
            interactions: {
                getRestrictionsForAuthenticatedUser: [ "GET /user/interaction-limits" ],
                getRestrictionsForOrg: [ "GET /orgs/{org}/interaction-limits" ],
                getRestrictionsForRepo: [ "GET /repos/{owner}/{repo}/interaction-limits" ],
                getRestrictionsForYourPublicRepos: [ "GET /user/interaction-limits", {}, {
                    renamed: [ "interactions", "getRestrictionsForAuthenticatedUser" ]
                } ],
                removeRestrictionsForAuthenticatedUser: [ "DELETE /user/interaction-limits" ],
                removeRestrictionsForOrg: [ "DELETE /orgs/{org}/interaction-limits" ],
                removeRestrictionsForRepo: [ "DELETE /repos/{owner}/{repo}/interaction-limits" ],
                removeRestrictionsForYourPublicRepos: [ "DELETE /user/interaction-limits", {}, {
                    renamed: [ "interactions", "removeRestrictionsForAuthenticatedUser" ]
                } ],
                setRestrictionsForAuthenticatedUser: [ "PUT /user/interaction-limits" ],
                setRestrictionsForOrg: [ "PUT /orgs/{org}/interaction-limits" ],
                setRestrictionsForRepo: [ "PUT /repos/{owner}/{repo}/interaction-limits" ],
                setRestrictionsForYourPublicRepos: [ "PUT /user/interaction-limits", {}, {
                    renamed: [ "interactions", "setRestrictionsForAuthenticatedUser" ]
                } ]
            },
            issues: {
                addAssignees: [ "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees" ],
                addBlockedByDependency: [ "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by" ],
                addLabels: [ "POST /repos/{owner}/{repo}/issues/{issue_number}/labels" ],
                addSubIssue: [ "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues" ],
                checkUserCanBeAssigned: [ "GET /repos/{owner}/{repo}/assignees/{assignee}" ],
                checkUserCanBeAssignedToIssue: [ "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}" ],
                create: [ "POST /repos/{owner}/{repo}/issues" ],
                createComment: [ "POST /repos/{owner}/{repo}/issues/{issue_number}/comments" ],
                createLabel: [ "POST /repos/{owner}/{repo}/labels" ],
                createMilestone: [ "POST /repos/{owner}/{repo}/milestones" ],
                deleteComment: [ "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}" ],
                deleteLabel: [ "DELETE /repos/{owner}/{repo}/labels/{name}" ],
                deleteMilestone: [ "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}" ],
                get: [ "GET /repos/{owner}/{repo}/issues/{issue_number}" ],
                getComment: [ "GET /repos/{owner}/{repo}/issues/comments/{comment_id}" ],
                getEvent: [ "GET /repos/{owner}/{repo}/issues/events/{event_id}" ],
                getLabel: [ "GET /repos/{owner}/{repo}/labels/{name}" ],
                getMilestone: [ "GET /repos/{owner}/{repo}/milestones/{milestone_number}" ],
                getParent: [ "GET /repos/{owner}/{repo}/issues/{issue_number}/parent" ],
                list: [ "GET /issues" ],
                listAssignees: [ "GET /repos/{owner}/{repo}/assignees" ],
                listComments: [ "GET /repos/{owner}/{repo}/issues/{issue_number}/comments" ],
                listCommentsForRepo: [ "GET /repos/{owner}/{repo}/issues/comments" ],
                listDependenciesBlockedBy: [ "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by" ],
                listDependenciesBlocking: [ "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking" ],
                listEvents: [ "GET /repos/{owner}/{repo}/issues/{issue_number}/events" ],
                listEventsForRepo: [ "GET /repos/{owner}/{repo}/issues/events" ],
                listEventsForTimeline: [ "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline" ],
                listForAuthenticatedUser: [ "GET /user/issues" ],
                listForOrg: [ "GET /orgs/{org}/issues" ],
                listForRepo: [ "GET /repos/{owner}/{repo}/issues" ],
                listLabelsForMilestone: [ "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels" ],
                listLabelsForRepo: [ "GET /repos/{owner}/{repo}/labels" ],
                listLabelsOnIssue: [ "GET /repos/{owner}/{repo}/issues/{issue_number}/labels" ],
                listMilestones: [ "GET /repos/{owner}/{repo}/milestones" ],
                listSubIssues: [ "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues" ],
                lock: [ "PUT /repos/{owner}/{repo}/issues/{issue_number}/lock" ],
                removeAllLabels: [ "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels" ],
                removeAssignees: [ "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees" ],
                removeDependencyBlockedBy: [ "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}" ],
                removeLabel: [ "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}" ],
                removeSubIssue: [ "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue" ],
                reprioritizeSubIssue: [ "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority" ],
                setLabels: [ "PUT /repos/{owner}/{repo}/issues/{issue_number}/labels" ],
                unlock: [ "DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock" ],
                update: [ "PATCH /repos/{owner}/{repo}/issues/{issue_number}" ],
                updateComment: [ "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}" ],
                updateLabel: [ "PATCH /repos/{owner}/{repo}/labels/{name}" ],
                updateMilestone: [ "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}" ]
            },
            licenses: {
                get: [ "GET /licenses/{license}" ],
                getAllCommonlyUsed: [ "GET /licenses" ],
                getForRepo: [ "GET /repos/{owner}/{repo}/license" ]
            },
            markdown: {
                render: [ "POST /markdown" ],
                renderRaw: [ "POST /markdown/raw", {
                    headers: {
                        "content-type": "text/plain; charset=utf-8"
                    }
                } ]
            },
            meta: {
                get: [ "GET /meta" ],
                getAllVersions: [ "GET /versions" ],
                getOctocat: [ "GET /octocat" ],
                getZen: [ "GET /zen" ],
                root: [ "GET /" ]
            },
            migrations: {
                deleteArchiveForAuthenticatedUser: [ "DELETE /user/migrations/{migration_id}/archive" ],
                deleteArchiveForOrg: [ "DELETE /orgs/{org}/migrations/{migration_id}/archive" ],
                downloadArchiveForOrg: [ "GET /orgs/{org}/migrations/{migration_id}/archive" ],
                getArchiveForAuthenticatedUser: [ "GET /user/migrations/{migration_id}/archive" ],
                getStatusForAuthenticatedUser: [ "GET /user/migrations/{migration_id}" ],
                getStatusForOrg: [ "GET /orgs/{org}/migrations/{migration_id}" ],
                listForAuthenticatedUser: [ "GET /user/migrations" ],
                listForOrg: [ "GET /orgs/{org}/migrations" ],
                listReposForAuthenticatedUser: [ "GET /user/migrations/{migration_id}/repositories" ],
                listReposForOrg: [ "GET /orgs/{org}/migrations/{migration_id}/repositories" ],
                listReposForUser: [ "GET /user/migrations/{migration_id}/repositories", {}, {
                    renamed: [ "migrations", "listReposForAuthenticatedUser" ]
                } ],
                startForAuthenticatedUser: [ "POST /user/migrations" ],
                startForOrg: [ "POST /orgs/{org}/migrations" ],
                unlockRepoForAuthenticatedUser: [ "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock" ],
                unlockRepoForOrg: [ "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock" ]
            },
            oidc: {
                getOidcCustomSubTemplateForOrg: [ "GET /orgs/{org}/actions/oidc/customization/sub" ],
                updateOidcCustomSubTemplateForOrg: [ "PUT /orgs/{org}/actions/oidc/customization/sub" ]
            },
            orgs: {
                addSecurityManagerTeam: [ "PUT /orgs/{org}/security-managers/teams/{team_slug}", {}, {
                    deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
                } ],
                assignTeamToOrgRole: [ "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}" ],
                assignUserToOrgRole: [ "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}" ],
                blockUser: [ "PUT /orgs/{org}/blocks/{username}" ],
                cancelInvitation: [ "DELETE /orgs/{org}/invitations/{invitation_id}" ],
                checkBlockedUser: [ "GET /orgs/{org}/blocks/{username}" ],
                checkMembershipForUser: [ "GET /orgs/{org}/members/{username}" ],
                checkPublicMembershipForUser: [ "GET /orgs/{org}/public_members/{username}" ],
                convertMemberToOutsideCollaborator: [ "PUT /orgs/{org}/outside_collaborators/{username}" ],
                createArtifactStorageRecord: [ "POST /orgs/{org}/artifacts/metadata/storage-record" ],
                createInvitation: [ "POST /orgs/{org}/invitations" ],
                createIssueType: [ "POST /orgs/{org}/issue-types" ],
                createWebhook: [ "POST /orgs/{org}/hooks" ],
                customPropertiesForOrgsCreateOrUpdateOrganizationValues: [ "PATCH /organizations/{org}/org-properties/values" ],
                customPropertiesForOrgsGetOrganizationValues: [ "GET /organizations/{org}/org-properties/values" ],
                customPropertiesForReposCreateOrUpdateOrganizationDefinition: [ "PUT /orgs/{org}/properties/schema/{custom_property_name}" ],
                customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [ "PATCH /orgs/{org}/properties/schema" ],
                customPropertiesForReposCreateOrUpdateOrganizationValues: [ "PATCH /orgs/{org}/properties/values" ],
                customPropertiesForReposDeleteOrganizationDefinition: [ "DELETE /orgs/{org}/properties/schema/{custom_property_name}" ],
                customPropertiesForReposGetOrganizationDefinition: [ "GET /orgs/{org}/properties/schema/{custom_property_name}" ],
                customPropertiesForReposGetOrganizationDefinitions: [ "GET /orgs/{org}/properties/schema" ],
                customPropertiesForReposGetOrganizationValues: [ "GET /orgs/{org}/properties/values" ],
                delete: [ "DELETE /orgs/{org}" ],
                deleteAttestationsBulk: [ "POST /orgs/{org}/attestations/delete-request" ],
                deleteAttestationsById: [ "DELETE /orgs/{org}/attestations/{attestation_id}" ],
                deleteAttestationsBySubjectDigest: [ "DELETE /orgs/{org}/attestations/digest/{subject_digest}" ],
                deleteIssueType: [ "DELETE /orgs/{org}/issue-types/{issue_type_id}" ],
                deleteWebhook: [ "DELETE /orgs/{org}/hooks/{hook_id}" ],
                disableSelectedRepositoryImmutableReleasesOrganization: [ "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}" ],
                enableSelectedRepositoryImmutableReleasesOrganization: [ "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}" ],
                get: [ "GET /orgs/{org}" ],
                getImmutableReleasesSettings: [ "GET /orgs/{org}/settings/immutable-releases" ],
                getImmutableReleasesSettingsRepositories: [ "GET /orgs/{org}/settings/immutable-releases/repositories" ],
                getMembershipForAuthenticatedUser: [ "GET /user/memberships/orgs/{org}" ],
                getMembershipForUser: [ "GET /orgs/{org}/memberships/{username}" ],
                getOrgRole: [ "GET /orgs/{org}/organization-roles/{role_id}" ],
                getOrgRulesetHistory: [ "GET /orgs/{org}/rulesets/{ruleset_id}/history" ],
                getOrgRulesetVersion: [ "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}" ],
                getWebhook: [ "GET /orgs/{org}/hooks/{hook_id}" ],
                getWebhookConfigForOrg: [ "GET /orgs/{org}/hooks/{hook_id}/config" ],
                getWebhookDelivery: [ "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}" ],
                list: [ "GET /organizations" ],
                listAppInstallations: [ "GET /orgs/{org}/installations" ],
                listArtifactStorageRecords: [ "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records" ],
                listAttestationRepositories: [ "GET /orgs/{org}/attestations/repositories" ],
                listAttestations: [ "GET /orgs/{org}/attestations/{subject_digest}" ],
                listAttestationsBulk: [ "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}" ],
                listBlockedUsers: [ "GET /orgs/{org}/blocks" ],
                listFailedInvitations: [ "GET /orgs/{org}/failed_invitations" ],
                listForAuthenticatedUser: [ "GET /user/orgs" ],
                listForUser: [ "GET /users/{username}/orgs" ],
                listInvitationTeams: [ "GET /orgs/{org}/invitations/{invitation_id}/teams" ],
                listIssueTypes: [ "GET /orgs/{org}/issue-types" ],
                listMembers: [ "GET /orgs/{org}/members" ],
                listMembershipsForAuthenticatedUser: [ "GET /user/memberships/orgs" ],
                listOrgRoleTeams: [ "GET /orgs/{org}/organization-roles/{role_id}/teams" ],
                listOrgRoleUsers: [ "GET /orgs/{org}/organization-roles/{role_id}/users" ],
                listOrgRoles: [ "GET /orgs/{org}/organization-roles" ],
                listOrganizationFineGrainedPermissions: [ "GET /orgs/{org}/organization-fine-grained-permissions" ],
                listOutsideCollaborators: [ "GET /orgs/{org}/outside_collaborators" ],
                listPatGrantRepositories: [ "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories" ],
                listPatGrantRequestRepositories: [ "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories" ],
                listPatGrantRequests: [ "GET /orgs/{org}/personal-access-token-requests" ],
                listPatGrants: [ "GET /orgs/{org}/personal-access-tokens" ],
                listPendingInvitations: [ "GET /orgs/{org}/invitations" ],
                listPublicMembers: [ "GET /orgs/{org}/public_members" ],
                listSecurityManagerTeams: [ "GET /orgs/{org}/security-managers", {}, {
                    deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
                } ],
                listWebhookDeliveries: [ "GET /orgs/{org}/hooks/{hook_id}/deliveries" ],
                listWebhooks: [ "GET /orgs/{org}/hooks" ],
                pingWebhook: [ "POST /orgs/{org}/hooks/{hook_id}/pings" ],
                redeliverWebhookDelivery: [ "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts" ],
                removeMember: [ "DELETE /orgs/{org}/members/{username}" ],
                removeMembershipForUser: [ "DELETE /orgs/{org}/memberships/{username}" ],
                removeOutsideCollaborator: [ "DELETE /orgs/{org}/outside_collaborators/{username}" ],
                removePublicMembershipForAuthenticatedUser: [ "DELETE /orgs/{org}/public_members/{username}" ],
                removeSecurityManagerTeam: [ "DELETE /orgs/{org}/security-managers/teams/{team_slug}", {}, {
                    deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
                } ],
                reviewPatGrantRequest: [ "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}" ],
                reviewPatGrantRequestsInBulk: [ "POST /orgs/{org}/personal-access-token-requests" ],
                revokeAllOrgRolesTeam: [ "DELETE /orgs/{org}/organization-roles/teams/{team_slug}" ],
                revokeAllOrgRolesUser: [ "DELETE /orgs/{org}/organization-roles/users/{username}" ],
                revokeOrgRoleTeam: [ "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}" ],
                revokeOrgRoleUser: [ "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}" ],
                setImmutableReleasesSettings: [ "PUT /orgs/{org}/settings/immutable-releases" ],
                setImmutableReleasesSettingsRepositories: [ "PUT /orgs/{org}/settings/immutable-releases/repositories" ],
                setMembershipForUser: [ "PUT /orgs/{org}/memberships/{username}" ],
                setPublicMembershipForAuthenticatedUser: [ "PUT /orgs/{org}/public_members/{username}" ],
                unblockUser: [ "DELETE /orgs/{org}/blocks/{username}" ],
                update: [ "PATCH /orgs/{org}" ],
                updateIssueType: [ "PUT /orgs/{org}/issue-types/{issue_type_id}" ],
                updateMembershipForAuthenticatedUser: [ "PATCH /user/memberships/orgs/{org}" ],
                updatePatAccess: [ "POST /orgs/{org}/personal-access-tokens/{pat_id}" ],
                updatePatAccesses: [ "POST /orgs/{org}/personal-access-tokens" ],
                updateWebhook: [ "PATCH /orgs/{org}/hooks/{hook_id}" ],
                updateWebhookConfigForOrg: [ "PATCH /orgs/{org}/hooks/{hook_id}/config" ]
            },
            packages: {
                deletePackageForAuthenticatedUser: [ "DELETE /user/packages/{package_type}/{package_name}" ],
                deletePackageForOrg: [ "DELETE /orgs/{org}/packages/{package_type}/{package_name}" ],
                deletePackageForUser: [ "DELETE /users/{username}/packages/{package_type}/{package_name}" ],
                deletePackageVersionForAuthenticatedUser: [ "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}" ],
                deletePackageVersionForOrg: [ "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}" ],
                deletePackageVersionForUser: [ "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}" ],
                getAllPackageVersionsForAPackageOwnedByAnOrg: [ "GET /orgs/{org}/packages/{package_type}/{package_name}/versions", {}, {
                    renamed: [ "packages", "getAllPackageVersionsForPackageOwnedByOrg" ]
                } ],
                getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [ "GET /user/packages/{package_type}/{package_name}/versions", {}, {
                    renamed: [ "packages", "getAllPackageVersionsForPackageOwnedByAuthenticatedUser" ]
                } ],
                getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [ "GET /user/packages/{package_type}/{package_name}/versions" ],
                getAllPackageVersionsForPackageOwnedByOrg: [ "GET /orgs/{org}/packages/{package_type}/{package_name}/versions" ],
                getAllPackageVersionsForPackageOwnedByUser: [ "GET /users/{username}/packages/{package_type}/{package_name}/versions" ],
                getPackageForAuthenticatedUser: [ "GET /user/packages/{package_type}/{package_name}" ],
                getPackageForOrganization: [ "GET /orgs/{org}/packages/{package_type}/{package_name}" ],
                getPackageForUser: [ "GET /users/{username}/packages/{package_type}/{package_name}" ],
                getPackageVersionForAuthenticatedUser: [ "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}" ],
                getPackageVersionForOrganization: [ "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}" ],
                getPackageVersionForUser: [ "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}" ],
                listDockerMigrationConflictingPackagesForAuthenticatedUser: [ "GET /user/docker/conflicts" ],
                listDockerMigrationConflictingPackagesForOrganization: [ "GET /orgs/{org}/docker/conflicts" ],
                listDockerMigrationConflictingPackagesForUser: [ "GET /users/{username}/docker/conflicts" ],
                listPackagesForAuthenticatedUser: [ "GET /user/packages" ],
                listPackagesForOrganization: [ "GET /orgs/{org}/packages" ],
                listPackagesForUser: [ "GET /users/{username}/packages" ],
                restorePackageForAuthenticatedUser: [ "POST /user/packages/{package_type}/{package_name}/restore{?token}" ],
                restorePackageForOrg: [ "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}" ],
                restorePackageForUser: [ "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}" ],
                restorePackageVersionForAuthenticatedUser: [ "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore" ],
                restorePackageVersionForOrg: [ "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore" ],
                restorePackageVersionForUser: [ "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore" ]
            },
            privateRegistries: {
                createOrgPrivateRegistry: [ "POST /orgs/{org}/private-registries" ],
                deleteOrgPrivateRegistry: [ "DELETE /orgs/{org}/private-registries/{secret_name}" ],
                getOrgPrivateRegistry: [ "GET /orgs/{org}/private-registries/{secret_name}" ],
                getOrgPublicKey: [ "GET /orgs/{org}/private-registries/public-key" ],
                listOrgPrivateRegistries: [ "GET /orgs/{org}/private-registries" ],
                updateOrgPrivateRegistry: [ "PATCH /orgs/{org}/private-registries/{secret_name}" ]
            },
            projects: {
                addItemForOrg: [ "POST /orgs/{org}/projectsV2/{project_number}/items" ],
                addItemForUser: [ "POST /users/{username}/projectsV2/{project_number}/items" ],
                deleteItemForOrg: [ "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}" ],
                deleteItemForUser: [ "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}" ],
                getFieldForOrg: [ "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}" ],
                getFieldForUser: [ "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}" ],
                getForOrg: [ "GET /orgs/{org}/projectsV2/{project_number}" ],
                getForUser: [ "GET /users/{username}/projectsV2/{project_number}" ],
                getOrgItem: [ "GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}" ],
                getUserItem: [ "GET /users/{username}/projectsV2/{project_number}/items/{item_id}" ],
                listFieldsForOrg: [ "GET /orgs/{org}/projectsV2/{project_number}/fields" ],
                listFieldsForUser: [ "GET /users/{username}/projectsV2/{project_number}/fields" ],
                listForOrg: [ "GET /orgs/{org}/projectsV2" ],
                listForUser: [ "GET /users/{username}/projectsV2" ],
                listItemsForOrg: [ "GET /orgs/{org}/projectsV2/{project_number}/items" ],
                listItemsForUser: [ "GET /users/{username}/projectsV2/{project_number}/items" ],
                updateItemForOrg: [ "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}" ],
                updateItemForUser: [ "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}" ]
            },
            pulls: {
                checkIfMerged: [ "GET /repos/{owner}/{repo}/pulls/{pull_number}/merge" ],
                create: [ "POST /repos/{owner}/{repo}/pulls" ],
                createReplyForReviewComment: [ "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies" ],
                createReview: [ "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews" ],
                createReviewComment: [ "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments" ],
                deletePendingReview: [ "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}" ],
                deleteReviewComment: [ "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}" ],
                dismissReview: [ "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals" ],
                get: [ "GET /repos/{owner}/{repo}/pulls/{pull_number}" ],
                getReview: [ "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}" ],
                getReviewComment: [ "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}" ],
                list: [ "GET /repos/{owner}/{repo}/pulls" ],
                listCommentsForReview: [ "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments" ],
                listCommits: [ "GET /repos/{owner}/{repo}/pulls/{pull_number}/commits" ],
                listFiles: [ "GET /repos/{owner}/{repo}/pulls/{pull_number}/files" ],
                listRequestedReviewers: [ "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers" ],
                listReviewComments: [ "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments" ],
                listReviewCommentsForRepo: [ "GET /repos/{owner}/{repo}/pulls/comments" ],
                listReviews: [ "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews" ],
                merge: [ "PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge" ],
                removeRequestedReviewers: [ "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers" ],
                requestReviewers: [ "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers" ],
                submitReview: [ "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events" ],
                update: [ "PATCH /repos/{owner}/{repo}/pulls/{pull_number}" ],
                updateBranch: [ "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch" ],
                updateReview: [ "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}" ],
                updateReviewComment: [ "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}" ]
            },
            rateLimit: {
                get: [ "GET /rate_limit" ]
            },
            reactions: {
                createForCommitComment: [ "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions" ],
                createForIssue: [ "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions" ],
                createForIssueComment: [ "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions" ],
                createForPullRequestReviewComment: [ "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions" ],
                createForRelease: [ "POST /repos/{owner}/{repo}/releases/{release_id}/reactions" ],
                createForTeamDiscussionCommentInOrg: [ "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions" ],
                createForTeamDiscussionInOrg: [ "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions" ],
                deleteForCommitComment: [ "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}" ],
                deleteForIssue: [ "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}" ],
                deleteForIssueComment: [ "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}" ],
                deleteForPullRequestComment: [ "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}" ],
                deleteForRelease: [ "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}" ],
                deleteForTeamDiscussion: [ "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}" ],
                deleteForTeamDiscussionComment: [ "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}" ],
                listForCommitComment: [ "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions" ],
                listForIssue: [ "GET /repos/{owner}/{repo}/issues/{issue_number}/reactions" ],
                listForIssueComment: [ "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions" ],
                listForPullRequestReviewComment: [ "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions" ],
                listForRelease: [ "GET /repos/{owner}/{repo}/releases/{release_id}/reactions" ],
                listForTeamDiscussionCommentInOrg: [ "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions" ],
                listForTeamDiscussionInOrg: [ "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions" ]
            },
            repos: {
                acceptInvitation: [ "PATCH /user/repository_invitations/{invitation_id}", {}, {
                    renamed: [ "repos", "acceptInvitationForAuthenticatedUser" ]
                } ],
                acceptInvitationForAuthenticatedUser: [ "PATCH /user/repository_invitations/{invitation_id}" ],
                addAppAccessRestrictions: [ "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps", {}, {
                    mapToData: "apps"
                } ],
                addCollaborator: [ "PUT /repos/{owner}/{repo}/collaborators/{username}" ],
                addStatusCheckContexts: [ "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts", {}, {
                    mapToData: "contexts"
                } ],
                addTeamAccessRestrictions: [ "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams", {}, {
                    mapToData: "teams"
                } ],
                addUserAccessRestrictions: [ "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users", {}, {
                    mapToData: "users"
                } ],
                cancelPagesDeployment: [ "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel" ],
                checkAutomatedSecurityFixes: [ "GET /repos/{owner}/{repo}/automated-security-fixes" ],
                checkCollaborator: [ "GET /repos/{owner}/{repo}/collaborators/{username}" ],
                checkImmutableReleases: [ "GET /repos/{owner}/{repo}/immutable-releases" ],
                checkPrivateVulnerabilityReporting: [ "GET /repos/{owner}/{repo}/private-vulnerability-reporting" ],
                checkVulnerabilityAlerts: [ "GET /repos/{owner}/{repo}/vulnerability-alerts" ],
                codeownersErrors: [ "GET /repos/{owner}/{repo}/codeowners/errors" ],
                compareCommits: [ "GET /repos/{owner}/{repo}/compare/{base}...{head}" ],
                compareCommitsWithBasehead: [ "GET /repos/{owner}/{repo}/compare/{basehead}" ],
                createAttestation: [ "POST /repos/{owner}/{repo}/attestations" ],
                createAutolink: [ "POST /repos/{owner}/{repo}/autolinks" ],
                createCommitComment: [ "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments" ],
                createCommitSignatureProtection: [ "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures" ],
                createCommitStatus: [ "POST /repos/{owner}/{repo}/statuses/{sha}" ],
                createDeployKey: [ "POST /repos/{owner}/{repo}/keys" ],
                createDeployment: [ "POST /repos/{owner}/{repo}/deployments" ],
                createDeploymentBranchPolicy: [ "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies" ],
                createDeploymentProtectionRule: [ "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules" ],
                createDeploymentStatus: [ "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses" ],
                createDispatchEvent: [ "POST /repos/{owner}/{repo}/dispatches" ],
                createForAuthenticatedUser: [ "POST /user/repos" ],
                createFork: [ "POST /repos/{owner}/{repo}/forks" ],
                createInOrg: [ "POST /orgs/{org}/repos" ],
                createOrUpdateEnvironment: [ "PUT /repos/{owner}/{repo}/environments/{environment_name}" ],
                createOrUpdateFileContents: [ "PUT /repos/{owner}/{repo}/contents/{path}" ],
                createOrgRuleset: [ "POST /orgs/{org}/rulesets" ],
                createPagesDeployment: [ "POST /repos/{owner}/{repo}/pages/deployments" ],
                createPagesSite: [ "POST /repos/{owner}/{repo}/pages" ],
                createRelease: [ "POST /repos/{owner}/{repo}/releases" ],
                createRepoRuleset: [ "POST /repos/{owner}/{repo}/rulesets" ],
                createUsingTemplate: [ "POST /repos/{template_owner}/{template_repo}/generate" ],
                createWebhook: [ "POST /repos/{owner}/{repo}/hooks" ],
                customPropertiesForReposCreateOrUpdateRepositoryValues: [ "PATCH /repos/{owner}/{repo}/properties/values" ],
                customPropertiesForReposGetRepositoryValues: [ "GET /repos/{owner}/{repo}/properties/values" ],
                declineInvitation: [ "DELETE /user/repository_invitations/{invitation_id}", {}, {
                    renamed: [ "repos", "declineInvitationForAuthenticatedUser" ]
                } ],
                declineInvitationForAuthenticatedUser: [ "DELETE /user/repository_invitations/{invitation_id}" ],
                delete: [ "DELETE /repos/{owner}/{repo}" ],
                deleteAccessRestrictions: [ "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions" ],
                deleteAdminBranchProtection: [ "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins" ],
                deleteAnEnvironment: [ "DELETE /repos/{owner}/{repo}/environments/{environment_name}" ],
                deleteAutolink: [ "DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}" ],
                deleteBranchProtection: [ "DELETE /repos/{owner}/{repo}/branches/{branch}/protection" ],
                deleteCommitComment: [ "DELETE /repos/{owner}/{repo}/comments/{comment_id}" ],
                deleteCommitSignatureProtection: [ "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures" ],
                deleteDeployKey: [ "DELETE /repos/{owner}/{repo}/keys/{key_id}" ],
                deleteDeployment: [ "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}" ],
                deleteDeploymentBranchPolicy: [ "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}" ],
                deleteFile: [ "DELETE /repos/{owner}/{repo}/contents/{path}" ],
                deleteInvitation: [ "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}" ],
                deleteOrgRuleset: [ "DELETE /orgs/{org}/rulesets/{ruleset_id}" ],
                deletePagesSite: [ "DELETE /repos/{owner}/{repo}/pages" ],
                deletePullRequestReviewProtection: [ "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews" ],
                deleteRelease: [ "DELETE /repos/{owner}/{repo}/releases/{release_id}" ],
                deleteReleaseAsset: [ "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}" ],
                deleteRepoRuleset: [ "DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}" ],
                deleteWebhook: [ "DELETE /repos/{owner}/{repo}/hooks/{hook_id}" ],
                disableAutomatedSecurityFixes: [ "DELETE /repos/{owner}/{repo}/automated-security-fixes" ],
                disableDeploymentProtectionRule: [ "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}" ],
                disableImmutableReleases: [ "DELETE /repos/{owner}/{repo}/immutable-releases" ],
                disablePrivateVulnerabilityReporting: [ "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting" ],
                disableVulnerabilityAlerts: [ "DELETE /repos/{owner}/{repo}/vulnerability-alerts" ],
                downloadArchive: [ "GET /repos/{owner}/{repo}/zipball/{ref}", {}, {
                    renamed: [ "repos", "downloadZipballArchive" ]
                } ],
                downloadTarballArchive: [ "GET /repos/{owner}/{repo}/tarball/{ref}" ],
                downloadZipballArchive: [ "GET /repos/{owner}/{repo}/zipball/{ref}" ],
                enableAutomatedSecurityFixes: [ "PUT /repos/{owner}/{repo}/automated-security-fixes" ],
                enableImmutableReleases: [ "PUT /repos/{owner}/{repo}/immutable-releases" ],
                enablePrivateVulnerabilityReporting: [ "PUT /repos/{owner}/{repo}/private-vulnerability-reporting" ],
                enableVulnerabilityAlerts: [ "PUT /repos/{owner}/{repo}/vulnerability-alerts" ],
                generateReleaseNotes: [ "POST /repos/{owner}/{repo}/releases/generate-notes" ],
                get: [ "GET /repos/{owner}/{repo}" ],
                getAccessRestrictions: [ "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions" ],
                getAdminBranchProtection: [ "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins" ],
                getAllDeploymentProtectionRules: [ "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules" ],
                getAllEnvironments: [ "GET /repos/{owner}/{repo}/environments" ],
                getAllStatusCheckContexts: [ "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts" ],
                getAllTopics: [ "GET /repos/{owner}/{repo}/topics" ],
                getAppsWithAccessToProtectedBranch: [ "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps" ],
                getAutolink: [ "GET /repos/{owner}/{repo}/autolinks/{autolink_id}" ],
                getBranch: [ "GET /repos/{owner}/{repo}/branches/{branch}" ],
                getBranchProtection: [ "GET /repos/{owner}/{repo}/branches/{branch}/protection" ],
                getBranchRules: [ "GET /repos/{owner}/{repo}/rules/branches/{branch}" ],
                getClones: [ "GET /repos/{owner}/{repo}/traffic/clones" ],
                getCodeFrequencyStats: [ "GET /repos/{owner}/{repo}/stats/code_frequency" ],
                getCollaboratorPermissionLevel: [ "GET /repos/{owner}/{repo}/collaborators/{username}/permission" ],
                getCombinedStatusForRef: [ "GET /repos/{owner}/{repo}/commits/{ref}/status" ],
                getCommit: [ "GET /repos/{owner}/{repo}/commits/{ref}" ],
                getCommitActivityStats: [ "GET /repos/{owner}/{repo}/stats/commit_activity" ],
                getCommitComment: [ "GET /repos/{owner}/{repo}/comments/{comment_id}" ],
                getCommitSignatureProtection: [ "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures" ],
                getCommunityProfileMetrics: [ "GET /repos/{owner}/{repo}/community/profile" ],
                getContent: [ "GET /repos/{owner}/{repo}/contents/{path}" ],
                getContributorsStats: [ "GET /repos/{owner}/{repo}/stats/contributors" ],
                getCustomDeploymentProtectionRule: [ "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}" ],
                getDeployKey: [ "GET /repos/{owner}/{repo}/keys/{key_id}" ],
                getDeployment: [ "GET /repos/{owner}/{repo}/deployments/{deployment_id}" ],
                getDeploymentBranchPolicy: [ "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}" ],
                getDeploymentStatus: [ "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}" ],
                getEnvironment: [ "GET /repos/{owner}/{repo}/environments/{environment_name}" ],
                getLatestPagesBuild: [ "GET /repos/{owner}/{repo}/pages/builds/latest" ],
                getLatestRelease: [ "GET /repos/{owner}/{repo}/releases/latest" ],
                getOrgRuleSuite: [ "GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}" ],
                getOrgRuleSuites: [ "GET /orgs/{org}/rulesets/rule-suites" ],
                getOrgRuleset: [ "GET /orgs/{org}/rulesets/{ruleset_id}" ],
                getOrgRulesets: [ "GET /orgs/{org}/rulesets" ],
                getPages: [ "GET /repos/{owner}/{repo}/pages" ],
                getPagesBuild: [ "GET /repos/{owner}/{repo}/pages/builds/{build_id}" ],
                getPagesDeployment: [ "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}" ],
                getPagesHealthCheck: [ "GET /repos/{owner}/{repo}/pages/health" ],
                getParticipationStats: [ "GET /repos/{owner}/{repo}/stats/participation" ],
                getPullRequestReviewProtection: [ "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews" ],
                getPunchCardStats: [ "GET /repos/{owner}/{repo}/stats/punch_card" ],
                getReadme: [ "GET /repos/{owner}/{repo}/readme" ],
                getReadmeInDirectory: [ "GET /repos/{owner}/{repo}/readme/{dir}" ],
                getRelease: [ "GET /repos/{owner}/{repo}/releases/{release_id}" ],
                getReleaseAsset: [ "GET /repos/{owner}/{repo}/releases/assets/{asset_id}" ],
                getReleaseByTag: [ "GET /repos/{owner}/{repo}/releases/tags/{tag}" ],
                getRepoRuleSuite: [ "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}" ],
                getRepoRuleSuites: [ "GET /repos/{owner}/{repo}/rulesets/rule-suites" ],
                getRepoRuleset: [ "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}" ],
                getRepoRulesetHistory: [ "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history" ],
                getRepoRulesetVersion: [ "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}" ],
                getRepoRulesets: [ "GET /repos/{owner}/{repo}/rulesets" ],
                getStatusChecksProtection: [ "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks" ],
                getTeamsWithAccessToProtectedBranch: [ "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams" ],
                getTopPaths: [ "GET /repos/{owner}/{repo}/traffic/popular/paths" ],
                getTopReferrers: [ "GET /repos/{owner}/{repo}/traffic/popular/referrers" ],
                getUsersWithAccessToProtectedBranch: [ "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users" ],
                getViews: [ "GET /repos/{owner}/{repo}/traffic/views" ],
                getWebhook: [ "GET /repos/{owner}/{repo}/hooks/{hook_id}" ],
                getWebhookConfigForRepo: [ "GET /repos/{owner}/{repo}/hooks/{hook_id}/config" ],
                getWebhookDelivery: [ "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}" ],
                listActivities: [ "GET /repos/{owner}/{repo}/activity" ],
                listAttestations: [ "GET /repos/{owner}/{repo}/attestations/{subject_digest}" ],
                listAutolinks: [ "GET /repos/{owner}/{repo}/autolinks" ],
                listBranches: [ "GET /repos/{owner}/{repo}/branches" ],
                listBranchesForHeadCommit: [ "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head" ],
                listCollaborators: [ "GET /repos/{owner}/{repo}/collaborators" ],
                listCommentsForCommit: [ "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments" ],
                listCommitCommentsForRepo: [ "GET /repos/{owner}/{repo}/comments" ],
                listCommitStatusesForRef: [ "GET /repos/{owner}/{repo}/commits/{ref}/statuses" ],
                listCommits: [ "GET /repos/{owner}/{repo}/commits" ],
                listContributors: [ "GET /repos/{owner}/{repo}/contributors" ],
                listCustomDeploymentRuleIntegrations: [ "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps" ],
                listDeployKeys: [ "GET /repos/{owner}/{repo}/keys" ],
                listDeploymentBranchPolicies: [ "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies" ],
                listDeploymentStatuses: [ "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses" ],
                listDeployments: [ "GET /repos/{owner}/{repo}/deployments" ],
                listForAuthenticatedUser: [ "GET /user/repos" ],
                listForOrg: [ "GET /orgs/{org}/repos" ],
                listForUser: [ "GET /users/{username}/repos" ],
                listForks: [ "GET /repos/{owner}/{repo}/forks" ],
                listInvitations: [ "GET /repos/{owner}/{repo}/invitations" ],
                listInvitationsForAuthenticatedUser: [ "GET /user/repository_invitations" ],
                listLanguages: [ "GET /repos/{owner}/{repo}/languages" ],
                listPagesBuilds: [ "GET /repos/{owner}/{repo}/pages/builds" ],
                listPublic: [ "GET /repositories" ],
                listPullRequestsAssociatedWithCommit: [ "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls" ],
                listReleaseAssets: [ "GET /repos/{owner}/{repo}/releases/{release_id}/assets" ],
                listReleases: [ "GET /repos/{owner}/{repo}/releases" ],
                listTags: [ "GET /repos/{owner}/{repo}/tags" ],
                listTeams: [ "GET /repos/{owner}/{repo}/teams" ],
                listWebhookDeliveries: [ "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries" ],
                listWebhooks: [ "GET /repos/{owner}/{repo}/hooks" ],
                merge: [ "POST /repos/{owner}/{repo}/merges" ],
                mergeUpstream: [ "POST /repos/{owner}/{repo}/merge-upstream" ],
                pingWebhook: [ "POST /repos/{owner}/{repo}/hooks/{hook_id}/pings" ],
                redeliverWebhookDelivery: [ "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts" ],
                removeAppAccessRestrictions: [ "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps", {}, {
                    mapToData: "apps"
                } ],
                removeCollaborator: [ "DELETE /repos/{owner}/{repo}/collaborators/{username}" ],
                removeStatusCheckContexts: [ "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts", {}, {
                    mapToData: "contexts"
                } ],
                removeStatusCheckProtection: [ "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks" ],
                removeTeamAccessRestrictions: [ "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams", {}, {
                    mapToData: "teams"
                } ],
                removeUserAccessRestrictions: [ "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users", {}, {
                    mapToData: "users"
                } ],
                renameBranch: [ "POST /repos/{owner}/{repo}/branches/{branch}/rename" ],
                replaceAllTopics: [ "PUT /repos/{owner}/{repo}/topics" ],
                requestPagesBuild: [ "POST /repos/{owner}/{repo}/pages/builds" ],
                setAdminBranchProtection: [ "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins" ],
                setAppAccessRestrictions: [ "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps", {}, {
                    mapToData: "apps"
                } ],
                setStatusCheckContexts: [ "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts", {}, {
                    mapToData: "contexts"
                } ],
                setTeamAccessRestrictions: [ "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams", {}, {
                    mapToData: "teams"
                } ],
                setUserAccessRestrictions: [ "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users", {}, {
                    mapToData: "users"
                } ],
                testPushWebhook: [ "POST /repos/{owner}/{repo}/hooks/{hook_id}/tests" ],
                transfer: [ "POST /repos/{owner}/{repo}/transfer" ],
                update: [ "PATCH /repos/{owner}/{repo}" ],
                updateBranchProtection: [ "PUT /repos/{owner}/{repo}/branches/{branch}/protection" ],
                updateCommitComment: [ "PATCH /repos/{owner}/{repo}/comments/{comment_id}" ],
                updateDeploymentBranchPolicy: [ "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}" ],
                updateInformationAboutPagesSite: [ "PUT /repos/{owner}/{repo}/pages" ],
                updateInvitation: [ "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}" ],
                updateOrgRuleset: [ "PUT /orgs/{org}/rulesets/{ruleset_id}" ],
                updatePullRequestReviewProtection: [ "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews" ],
                updateRelease: [ "PATCH /repos/{owner}/{repo}/releases/{release_id}" ],
                updateReleaseAsset: [ "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}" ],
                updateRepoRuleset: [ "PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}" ],
                updateStatusCheckPotection: [ "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks", {}, {
                    renamed: [ "repos", "updateStatusCheckProtection" ]
                } ],
                updateStatusCheckProtection: [ "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks" ],
                updateWebhook: [ "PATCH /repos/{owner}/{repo}/hooks/{hook_id}" ],
                updateWebhookConfigForRepo: [ "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config" ],
                uploadReleaseAsset: [ "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
                    baseUrl: "https://uploads.github.com"
                } ]
            },
            search: {
                code: [ "GET /search/code" ],
                commits: [ "GET /search/commits" ],
                issuesAndPullRequests: [ "GET /search/issues" ],
                labels: [ "GET /search/labels" ],
                repos: [ "GET /search/repositories" ],
                topics: [ "GET /search/topics" ],
                users: [ "GET /search/users" ]
            },
            secretScanning: {
                createPushProtectionBypass: [ "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses" ],
                getAlert: [ "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}" ],
                getScanHistory: [ "GET /repos/{owner}/{repo}/secret-scanning/scan-history" ],
                listAlertsForOrg: [ "GET /orgs/{org}/secret-scanning/alerts" ],
                listAlertsForRepo: [ "GET /repos/{owner}/{repo}/secret-scanning/alerts" ],
                listLocationsForAlert: [ "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations" ],
                listOrgPatternConfigs: [ "GET /orgs/{org}/secret-scanning/pattern-configurations" ],
                updateAlert: [ "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}" ],
                updateOrgPatternConfigs: [ "PATCH /orgs/{org}/secret-scanning/pattern-configurations" ]
            },
            securityAdvisories: {
                createFork: [ "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks" ],
                createPrivateVulnerabilityReport: [ "POST /repos/{owner}/{repo}/security-advisories/reports" ],
                createRepositoryAdvisory: [ "POST /repos/{owner}/{repo}/security-advisories" ],
                createRepositoryAdvisoryCveRequest: [ "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve" ],
                getGlobalAdvisory: [ "GET /advisories/{ghsa_id}" ],
                getRepositoryAdvisory: [ "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}" ],
                listGlobalAdvisories: [ "GET /advisories" ],
                listOrgRepositoryAdvisories: [ "GET /orgs/{org}/security-advisories" ],
                listRepositoryAdvisories: [ "GET /repos/{owner}/{repo}/security-advisories" ],
                updateRepositoryAdvisory: [ "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}" ]
            },
            teams: {
                addOrUpdateMembershipForUserInOrg: [ "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}" ],
                addOrUpdateRepoPermissionsInOrg: [ "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}" ],
                checkPermissionsForRepoInOrg: [ "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}" ],
                create: [ "POST /orgs/{org}/teams" ],
                createDiscussionCommentInOrg: [ "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments" ],
                createDiscussionInOrg: [ "POST /orgs/{org}/teams/{team_slug}/discussions" ],
                deleteDiscussionCommentInOrg: [ "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}" ],
                deleteDiscussionInOrg: [ "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}" ],
                deleteInOrg: [ "DELETE /orgs/{org}/teams/{team_slug}" ],
                getByName: [ "GET /orgs/{org}/teams/{team_slug}" ],
                getDiscussionCommentInOrg: [ "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}" ],
                getDiscussionInOrg: [ "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}" ],
                getMembershipForUserInOrg: [ "GET /orgs/{org}/teams/{team_slug}/memberships/{username}" ],
                list: [ "GET /orgs/{org}/teams" ],
                listChildInOrg: [ "GET /orgs/{org}/teams/{team_slug}/teams" ],
                listDiscussionCommentsInOrg: [ "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments" ],
                listDiscussionsInOrg: [ "GET /orgs/{org}/teams/{team_slug}/discussions" ],
                listForAuthenticatedUser: [ "GET /user/teams" ],
                listMembersInOrg: [ "GET /orgs/{org}/teams/{team_slug}/members" ],
                listPendingInvitationsInOrg: [ "GET /orgs/{org}/teams/{team_slug}/invitations" ],
                listReposInOrg: [ "GET /orgs/{org}/teams/{team_slug}/repos" ],
                removeMembershipForUserInOrg: [ "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}" ],
                removeRepoInOrg: [ "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}" ],
                updateDiscussionCommentInOrg: [ "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}" ],
                updateDiscussionInOrg: [ "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}" ],
                updateInOrg: [ "PATCH /orgs/{org}/teams/{team_slug}" ]
            },
            users: {
                addEmailForAuthenticated: [ "POST /user/emails", {}, {
                    renamed: [ "users", "addEmailForAuthenticatedUser" ]
                } ],
                addEmailForAuthenticatedUser: [ "POST /user/emails" ],
                addSocialAccountForAuthenticatedUser: [ "POST /user/social_accounts" ],
                block: [ "PUT /user/blocks/{username}" ],
                checkBlocked: [ "GET /user/blocks/{username}" ],
                checkFollowingForUser: [ "GET /users/{username}/following/{target_user}" ],
                checkPersonIsFollowedByAuthenticated: [ "GET /user/following/{username}" ],
                createGpgKeyForAuthenticated: [ "POST /user/gpg_keys", {}, {
                    renamed: [ "users", "createGpgKeyForAuthenticatedUser" ]
                } ],
                createGpgKeyForAuthenticatedUser: [ "POST /user/gpg_keys" ],
                createPublicSshKeyForAuthenticated: [ "POST /user/keys", {}, {
                    renamed: [ "users", "createPublicSshKeyForAuthenticatedUser" ]
                } ],
                createPublicSshKeyForAuthenticatedUser: [ "POST /user/keys" ],
                createSshSigningKeyForAuthenticatedUser: [ "POST /user/ssh_signing_keys" ],
                deleteAttestationsBulk: [ "POST /users/{username}/attestations/delete-request" ],
                deleteAttestationsById: [ "DELETE /users/{username}/attestations/{attestation_id}" ],
                deleteAttestationsBySubjectDigest: [ "DELETE /users/{username}/attestations/digest/{subject_digest}" ],
                deleteEmailForAuthenticated: [ "DELETE /user/emails", {}, {
                    renamed: [ "users", "deleteEmailForAuthenticatedUser" ]
                } ],
                deleteEmailForAuthenticatedUser: [ "DELETE /user/emails" ],
                deleteGpgKeyForAuthenticated: [ "DELETE /user/gpg_keys/{gpg_key_id}", {}, {
                    renamed: [ "users", "deleteGpgKeyForAuthenticatedUser" ]
                } ],
                deleteGpgKeyForAuthenticatedUser: [ "DELETE /user/gpg_keys/{gpg_key_id}" ],
                deletePublicSshKeyForAuthenticated: [ "DELETE /user/keys/{key_id}", {}, {
                    renamed: [ "users", "deletePublicSshKeyForAuthenticatedUser" ]
                } ],
                deletePublicSshKeyForAuthenticatedUser: [ "DELETE /user/keys/{key_id}" ],
                deleteSocialAccountForAuthenticatedUser: [ "DELETE /user/social_accounts" ],
                deleteSshSigningKeyForAuthenticatedUser: [ "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}" ],
                follow: [ "PUT /user/following/{username}" ],
                getAuthenticated: [ "GET /user" ],
                getById: [ "GET /user/{account_id}" ],
                getByUsername: [ "GET /users/{username}" ],
                getContextForUser: [ "GET /users/{username}/hovercard" ],
                getGpgKeyForAuthenticated: [ "GET /user/gpg_keys/{gpg_key_id}", {}, {
                    renamed: [ "users", "getGpgKeyForAuthenticatedUser" ]
                } ],
                getGpgKeyForAuthenticatedUser: [ "GET /user/gpg_keys/{gpg_key_id}" ],
                getPublicSshKeyForAuthenticated: [ "GET /user/keys/{key_id}", {}, {
                    renamed: [ "users", "getPublicSshKeyForAuthenticatedUser" ]
                } ],
                getPublicSshKeyForAuthenticatedUser: [ "GET /user/keys/{key_id}" ],
                getSshSigningKeyForAuthenticatedUser: [ "GET /user/ssh_signing_keys/{ssh_signing_key_id}" ],
                list: [ "GET /users" ],
                listAttestations: [ "GET /users/{username}/attestations/{subject_digest}" ],
                listAttestationsBulk: [ "POST /users/{username}/attestations/bulk-list{?per_page,before,after}" ],
                listBlockedByAuthenticated: [ "GET /user/blocks", {}, {
                    renamed: [ "users", "listBlockedByAuthenticatedUser" ]
                } ],
                listBlockedByAuthenticatedUser: [ "GET /user/blocks" ],
                listEmailsForAuthenticated: [ "GET /user/emails", {}, {
                    renamed: [ "users", "listEmailsForAuthenticatedUser" ]
                } ],
                listEmailsForAuthenticatedUser: [ "GET /user/emails" ],
                listFollowedByAuthenticated: [ "GET /user/following", {}, {
                    renamed: [ "users", "listFollowedByAuthenticatedUser" ]
                } ],
                listFollowedByAuthenticatedUser: [ "GET /user/following" ],
                listFollowersForAuthenticatedUser: [ "GET /user/followers" ],
                listFollowersForUser: [ "GET /users/{username}/followers" ],
                listFollowingForUser: [ "GET /users/{username}/following" ],
                listGpgKeysForAuthenticated: [ "GET /user/gpg_keys", {}, {
                    renamed: [ "users", "listGpgKeysForAuthenticatedUser" ]
                } ],
                listGpgKeysForAuthenticatedUser: [ "GET /user/gpg_keys" ],
                listGpgKeysForUser: [ "GET /users/{username}/gpg_keys" ],
                listPublicEmailsForAuthenticated: [ "GET /user/public_emails", {}, {
                    renamed: [ "users", "listPublicEmailsForAuthenticatedUser" ]
                } ],
                listPublicEmailsForAuthenticatedUser: [ "GET /user/public_emails" ],
                listPublicKeysForUser: [ "GET /users/{username}/keys" ],
                listPublicSshKeysForAuthenticated: [ "GET /user/keys", {}, {
                    renamed: [ "users", "listPublicSshKeysForAuthenticatedUser" ]
                } ],
                listPublicSshKeysForAuthenticatedUser: [ "GET /user/keys" ],
                listSocialAccountsForAuthenticatedUser: [ "GET /user/social_accounts" ],
                listSocialAccountsForUser: [ "GET /users/{username}/social_accounts" ],
                listSshSigningKeysForAuthenticatedUser: [ "GET /user/ssh_signing_keys" ],
                listSshSigningKeysForUser: [ "GET /users/{username}/ssh_signing_keys" ],
                setPrimaryEmailVisibilityForAuthenticated: [ "PATCH /user/email/visibility", {}, {
                    renamed: [ "users", "setPrimaryEmailVisibilityForAuthenticatedUser" ]
                } ],
                setPrimaryEmailVisibilityForAuthenticatedUser: [ "PATCH /user/email/visibility" ],
                unblock: [ "DELETE /user/blocks/{username}" ],
                unfollow: [ "DELETE /user/following/{username}" ],
                updateAuthenticated: [ "PATCH /user" ]
            }
        })) for (const [methodName, endpoint] of Object.entries(endpoints)) {
            const [route, defaults, decorations] = endpoint;
            const [method, url] = route.split(/ /);
            const endpointDefaults = Object.assign({
                method,
                url
            }, defaults);
            endpointMethodsMap.has(scope) || endpointMethodsMap.set(scope, new Map);
            endpointMethodsMap.get(scope).set(methodName, {
                scope,
                methodName,
                endpointDefaults,
                decorations
            });
        }
        const handler = {
            has: ({scope}, methodName) => endpointMethodsMap.get(scope).has(methodName),
            getOwnPropertyDescriptor(target, methodName) {
                return {
                    value: this.get(target, methodName),
                    configurable: !0,
                    writable: !0,
                    enumerable: !0
                };
            },
            defineProperty(target, methodName, descriptor) {
                Object.defineProperty(target.cache, methodName, descriptor);
                return !0;
            },
            deleteProperty(target, methodName) {
                delete target.cache[methodName];
                return !0;
            },
            ownKeys: ({scope}) => [ ...endpointMethodsMap.get(scope).keys() ],
            set: (target, methodName, value) => target.cache[methodName] = value,
            get({octokit, scope, cache}, methodName) {
                if (cache[methodName]) return cache[methodName];
                const method = endpointMethodsMap.get(scope).get(methodName);
                if (!method) return;
                const {endpointDefaults, decorations} = method;
                cache[methodName] = decorations ? function decorate(octokit, scope, methodName, defaults, decorations) {
                    const requestWithDefaults = octokit.request.defaults(defaults);
                    return Object.assign(function withDecorations(...args) {
                        let options = requestWithDefaults.endpoint.merge(...args);
                        if (decorations.mapToData) {
                            options = Object.assign({}, options, {
                                data: options[decorations.mapToData],
                                [decorations.mapToData]: void 0
                            });
                            return requestWithDefaults(options);
                        }
                        if (decorations.renamed) {
                            const [newScope, newMethodName] = decorations.renamed;
                            octokit.log.warn(`octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`);
                        }
                        decorations.deprecated && octokit.log.warn(decorations.deprecated);
                        if (decorations.renamedParameters) {
                            const options2 = requestWithDefaults.endpoint.merge(...args);
                            for (const [name, alias] of Object.entries(decorations.renamedParameters)) if (name in options2) {
                                octokit.log.warn(`"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`);
                                alias in options2 || (options2[alias] = options2[name]);
                                delete options2[name];
                            }
                            return requestWithDefaults(options2);
                        }
                        return requestWithDefaults(...args);
                    }, requestWithDefaults);
                }(octokit, scope, methodName, endpointDefaults, decorations) : octokit.request.defaults(endpointDefaults);
                return cache[methodName];
            }
        };
        function endpointsToMethods(octokit) {
            const newMethods = {};
            for (const scope of endpointMethodsMap.keys()) newMethods[scope] = new Proxy({
                octokit,
                scope,
                cache: {}
            }, handler);
            return newMethods;
        }
        function restEndpointMethods(octokit) {
            return {
                rest: endpointsToMethods(octokit)
            };
        }
        restEndpointMethods.VERSION = "17.0.0";
        function iterator(octokit, route, parameters) {
            const options = "function" == typeof route ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
            const requestMethod = "function" == typeof route ? route : octokit.request;
            const method = options.method;
            const headers = options.headers;
            let url = options.url;
            return {
                [Symbol.asyncIterator]: () => ({
                    async next() {
                        if (!url) return {
                            done: !0
                        };
                        try {
                            const normalizedResponse = function normalizePaginatedListResponse(response) {
                                if (!response.data) return {
                                    ...response,
                                    data: []
                                };
                                if (!("total_count" in response.data) && !("total_commits" in response.data) || "url" in response.data) return response;
                                const incompleteResults = response.data.incomplete_results;
                                const repositorySelection = response.data.repository_selection;
                                const totalCount = response.data.total_count;
                                const totalCommits = response.data.total_commits;
                                delete response.data.incomplete_results;
                                delete response.data.repository_selection;
                                delete response.data.total_count;
                                delete response.data.total_commits;
                                const namespaceKey = Object.keys(response.data)[0];
                                const data = response.data[namespaceKey];
                                response.data = data;
                                void 0 !== incompleteResults && (response.data.incomplete_results = incompleteResults);
                                void 0 !== repositorySelection && (response.data.repository_selection = repositorySelection);
                                response.data.total_count = totalCount;
                                response.data.total_commits = totalCommits;
                                return response;
                            }(await requestMethod({
                                method,
                                url,
                                headers
                            }));
                            url = ((normalizedResponse.headers.link || "").match(/<([^<>]+)>;\s*rel="next"/) || [])[1];
                            if (!url && "total_commits" in normalizedResponse.data) {
                                const parsedUrl = new URL(normalizedResponse.url);
                                const params = parsedUrl.searchParams;
                                const page = parseInt(params.get("page") || "1", 10);
                                if (page * parseInt(params.get("per_page") || "250", 10) < normalizedResponse.data.total_commits) {
                                    params.set("page", String(page + 1));
                                    url = parsedUrl.toString();
                                }
                            }
                            return {
                                value: normalizedResponse
                            };
                        } catch (error) {
                            if (409 !== error.status) throw error;
                            url = "";
                            return {
                                value: {
                                    status: 200,
                                    headers: {},
                                    data: []
                                }
                            };
                        }
                    }
                })
            };
        }
        function paginate(octokit, route, parameters, mapFn) {
            if ("function" == typeof parameters) {
                mapFn = parameters;
                parameters = void 0;
            }
            return gather(octokit, [], iterator(octokit, route, parameters)[Symbol.asyncIterator](), mapFn);
        }
        function gather(octokit, results, iterator2, mapFn) {
            return iterator2.next().then(result => {
                if (result.done) return results;
                let earlyExit = !1;
                results = results.concat(mapFn ? mapFn(result.value, function done() {
                    earlyExit = !0;
                }) : result.value.data);
                return earlyExit ? results : gather(octokit, results, iterator2, mapFn);
            });
        }
        Object.assign(paginate, {
            iterator
        });
        function paginateRest(octokit) {
            return {
                paginate: Object.assign(paginate.bind(null, octokit), {
                    iterator: iterator.bind(null, octokit)
                })
            };
        }
        paginateRest.VERSION = "0.0.0-development";
        new Context;
        const baseUrl = function getApiBaseUrl() {
            return process.env.GITHUB_API_URL || "https://api.github.com";
        }();
        const defaults = {
            baseUrl,
            request: {
                agent: function getProxyAgent(destinationUrl) {
                    return (new actions_http_client.Q).getAgent(destinationUrl);
                }(baseUrl),
                fetch: function getProxyFetch(destinationUrl) {
                    const httpDispatcher = function getProxyAgentDispatcher(destinationUrl) {
                        return (new actions_http_client.Q).getAgentDispatcher(destinationUrl);
                    }(destinationUrl);
                    return (url, opts) => {
                        return thisArg = this, _arguments = void 0, generator = function*() {
                            return (0, undici.hd)(url, Object.assign(Object.assign({}, opts), {
                                dispatcher: httpDispatcher
                            }));
                        }, new ((P = void 0) || (P = Promise))(function(resolve, reject) {
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
                        var thisArg, _arguments, P, generator;
                    };
                }(baseUrl)
            }
        };
        const GitHub = class Octokit {
            static VERSION="7.0.8";
            static defaults(defaults) {
                return class extends(this){
                    constructor(...args) {
                        const options = args[0] || {};
                        super("function" != typeof defaults ? Object.assign({}, defaults, options, options.userAgent && defaults.userAgent ? {
                            userAgent: `${options.userAgent} ${defaults.userAgent}`
                        } : null) : defaults(options));
                    }
                };
            }
            static plugins=[];
            static plugin(...newPlugins) {
                const currentPlugins = this.plugins;
                return class extends(this){
                    static plugins=currentPlugins.concat(newPlugins.filter(plugin => !currentPlugins.includes(plugin)));
                };
            }
            constructor(options = {}) {
                const hook = new before_after_hook_Collection;
                const requestDefaults = {
                    baseUrl: request.endpoint.DEFAULTS.baseUrl,
                    headers: {},
                    request: Object.assign({}, options.request, {
                        hook: hook.bind(null, "request")
                    }),
                    mediaType: {
                        previews: [],
                        format: ""
                    }
                };
                requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
                options.baseUrl && (requestDefaults.baseUrl = options.baseUrl);
                options.previews && (requestDefaults.mediaType.previews = options.previews);
                options.timeZone && (requestDefaults.headers["time-zone"] = options.timeZone);
                this.request = request.defaults(requestDefaults);
                this.graphql = function withCustomRequest(customRequest) {
                    return graphql_dist_bundle_withDefaults(customRequest, {
                        method: "POST",
                        url: "/graphql"
                    });
                }(this.request).defaults(requestDefaults);
                this.log = function createLogger(logger = {}) {
                    "function" != typeof logger.debug && (logger.debug = dist_src_noop);
                    "function" != typeof logger.info && (logger.info = dist_src_noop);
                    "function" != typeof logger.warn && (logger.warn = consoleWarn);
                    "function" != typeof logger.error && (logger.error = consoleError);
                    return logger;
                }(options.log);
                this.hook = hook;
                if (options.authStrategy) {
                    const {authStrategy, ...otherOptions} = options;
                    const auth = authStrategy(Object.assign({
                        request: this.request,
                        log: this.log,
                        octokit: this,
                        octokitOptions: otherOptions
                    }, options.auth));
                    hook.wrap("request", auth.hook);
                    this.auth = auth;
                } else if (options.auth) {
                    const auth = createTokenAuth(options.auth);
                    hook.wrap("request", auth.hook);
                    this.auth = auth;
                } else this.auth = async () => ({
                    type: "unauthenticated"
                });
                const classConstructor = this.constructor;
                for (let i = 0; i < classConstructor.plugins.length; ++i) Object.assign(this, classConstructor.plugins[i](this, options));
            }
            request;
            graphql;
            log;
            hook;
            auth;
        }.plugin(restEndpointMethods, paginateRest).defaults(defaults);
        new Context;
        function getOctokit(token, options, ...additionalPlugins) {
            return new (GitHub.plugin(...additionalPlugins))(function getOctokitOptions(token, options) {
                const opts = Object.assign({}, options || {});
                const auth = function getAuthString(token, options) {
                    if (!token && !options.auth) throw new Error("Parameter token or opts.auth is required");
                    if (token && options.auth) throw new Error("Parameters token and opts.auth may not both be specified");
                    return "string" == typeof options.auth ? options.auth : `token ${token}`;
                }(token, opts);
                auth && (opts.auth = auth);
                const userAgent = function getUserAgentWithOrchestrationId(baseUserAgent) {
                    var _a;
                    const orchId = null === (_a = process.env.ACTIONS_ORCHESTRATION_ID) || void 0 === _a ? void 0 : _a.trim();
                    if (orchId) {
                        const tag = `actions_orchestration_id/${orchId.replace(/[^a-z0-9_.-]/gi, "_")}`;
                        return (null == baseUserAgent ? void 0 : baseUserAgent.includes(tag)) ? baseUserAgent : `${baseUserAgent ? `${baseUserAgent} ` : ""}${tag}`;
                    }
                    return baseUserAgent;
                }(opts.userAgent);
                userAgent && (opts.userAgent = userAgent);
                return opts;
            }(token, options));
        }
    }),
    3689: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            s: () => getProxyUrl
        });
        function getProxyUrl(reqUrl) {
            const usingSsl = "https:" === reqUrl.protocol;
            if (function checkBypass(reqUrl) {
                if (!reqUrl.hostname) return !1;
                if (function isLoopbackAddress(host) {
                    const hostLower = host.toLowerCase();
                    return "localhost" === hostLower || hostLower.startsWith("127.") || hostLower.startsWith("[::1]") || hostLower.startsWith("[0:0:0:0:0:0:0:1]");
                }(reqUrl.hostname)) return !0;
                const noProxy = process.env.no_proxy || process.env.NO_PROXY || "";
                if (!noProxy) return !1;
                let reqPort;
                reqUrl.port ? reqPort = Number(reqUrl.port) : "http:" === reqUrl.protocol ? reqPort = 80 : "https:" === reqUrl.protocol && (reqPort = 443);
                const upperReqHosts = [ reqUrl.hostname.toUpperCase() ];
                "number" == typeof reqPort && upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
                for (const upperNoProxyItem of noProxy.split(",").map(x => x.trim().toUpperCase()).filter(x => x)) if ("*" === upperNoProxyItem || upperReqHosts.some(x => x === upperNoProxyItem || x.endsWith(`.${upperNoProxyItem}`) || upperNoProxyItem.startsWith(".") && x.endsWith(`${upperNoProxyItem}`))) return !0;
                return !1;
            }(reqUrl)) return;
            const proxyVar = usingSsl ? process.env.https_proxy || process.env.HTTPS_PROXY : process.env.http_proxy || process.env.HTTP_PROXY;
            if (proxyVar) try {
                return new DecodedURL(proxyVar);
            } catch (_a) {
                if (!proxyVar.startsWith("http://") && !proxyVar.startsWith("https://")) return new DecodedURL(`http://${proxyVar}`);
            }
        }
        class DecodedURL extends URL {
            constructor(url, base) {
                super(url, base);
                this._decodedUsername = decodeURIComponent(super.username);
                this._decodedPassword = decodeURIComponent(super.password);
            }
            get username() {
                return this._decodedUsername;
            }
            get password() {
                return this._decodedPassword;
            }
        }
    })
};