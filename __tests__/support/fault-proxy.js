// @ts-check
// An HTTP proxy between the AWS SDK (path-style) and the real S3 test server that injects
// faults: latency, S3 error answers, connection resets, lost answers to writes that did
// happen, a store that ignores conditional headers, requests that never get an answer,
// requests that land after their client gave up on them, and a bucket policy that refuses
// unconditional writes.
import http from 'node:http'
import { createHash, createHmac } from 'node:crypto'
import { pipeline } from 'node:stream'

/**
 * @typedef {'conditionalPut' | 'put' | 'get' | 'head' | 'list' | 'delete' | 'other'} RequestClass
 * @typedef {'latency' | 'status' | 'reset' | 'drop-answer' | 'strip-conditions' | 'hang'
 *   | 'delay-answer' | 'date-skew' | 'status-if-missing' | 'late-land' | 'policy'} FaultAction
 *
 * @typedef {object} FaultRule
 * @property {FaultAction} action
 * @property {RequestClass[]} [classes] match only these classes (default: all)
 * @property {string} [keyPrefix] match only keys starting with this
 * @property {string} [key] match only this exact key
 * @property {string} [listPrefix] match only listings whose `prefix` parameter starts with this
 *   (a listing's key is '': keyPrefix and key never match one)
 * @property {string} [method] match only this HTTP method
 * @property {'if-match' | 'if-none-match'} [condition] match only requests carrying this
 *   condition header
 * @property {number} [rate] probability (0..1) that a selected request is affected; default 1
 * @property {number} [skip] let this many matching requests through untouched first
 * @property {number} [times] affect at most this many requests ({ times: 1 }: the first only;
 *   { skip: 2, times: 1 }: the third only). Rules are tried in order: every latency rule that
 *   fires adds its delay, the first other rule that fires decides, and rules after it do not
 *   see (count) the request.
 * @property {number} [ms] latency: delay added before forwarding; delay-answer: how long the
 *   store's answer is held back after it arrived (the request itself is applied at once);
 *   date-skew: added to the Date header of the store's answer (the store's clock runs ahead);
 *   late-land: the request is read whole, its client's connection is reset (the client gives
 *   up), and the request is sent to the store this long afterwards (its answer goes nowhere);
 *   with `status`, the client is answered that error at once instead (a gateway that gave up
 *   on a write the store still applies)
 * @property {string} [gate] latency: hold the request until the test opens the gate of this
 *   name (`openGate`), then add `ms`, if any: a request whose sender starts at an unknown
 *   moment reaches the store at a moment the test chooses
 * @property {number} [afterMs] the rule applies only from this long after setFaults
 * @property {number} [forMs] ... and only for this long (a time window: an outage)
 * @property {number} [status] status: the HTTP status to answer with
 * @property {string} [code] status: the S3 error code (default derived from the status);
 *   status-if-missing answers `status` only where the store answered 404 (AWS's 403 for a
 *   missing key when the caller may not s3:ListBucket), and passes other answers through
 * @property {string} [message] status: the S3 error message
 *
 * The action 'policy' is the bucket policy of docs/aws-setup.md
 * ("LocksAreWrittenOnlyConditionally"): a PutObject that carries neither If-Match nor
 * If-None-Match is refused with 403 AccessDenied, and nothing is written. Other requests are not
 * matched by the rule at all (not counted by skip or times), so rules after it still see them.
 * Narrow it with keyPrefix, as the policy's Resource does.
 *
 * @typedef {object} LogEntry
 * @property {string} method
 * @property {string} bucket
 * @property {string} key '' for bucket-level requests
 * @property {RequestClass} class
 * @property {string} [prefix] a listing's `prefix` parameter ('' when it has none)
 * @property {string[]} [conditions] the conditional headers a write carried (if-match, if-none-match)
 * @property {number} [status] the status RGW or the proxy gave; absent when nothing answered
 * @property {string} [fault] the rule actions applied, comma-separated
 * @property {number} startedAt Date.now() when the request arrived
 * @property {number} [ms] time until answered or cut off; absent while pending (hang)
 * @property {number} [bytes] body bytes of the store's answer passed on (what a poll costs)
 * @property {number} [landedAt] late-land: Date.now() when the store answered the late request
 *
 * @typedef {Record<RequestClass | 'total', number>} Counts
 *
 * @typedef {object} FaultProxy
 * @property {string} endpoint
 * @property {(rules: FaultRule[]) => void} setFaults replaces all rules, counters start afresh
 * @property {Counts} counts live counters
 * @property {LogEntry[]} log
 * @property {() => void} resetCounts clears counts and log
 * @property {(name: string) => void} openGate lets the requests a `gate` rule of this name
 *   holds go on, and every later one; gates are closed until opened, and stay open
 * @property {() => Promise<void>} close
 *
 * @typedef {object} FaultProxyOptions
 * @property {string} target e.g. 'http://127.0.0.1:7480'
 * @property {number} [latencyMs] added to every request before forwarding
 * @property {number} [seed] seeds `rate` decisions, for reproducible runs
 * @property {string} [secretAccessKey] used by strip-conditions to re-sign requests; default
 *   $AWS_SECRET_ACCESS_KEY
 */

/** @type {Record<number, [string, string]>} */
const errorCodes = {
  400: ['BadRequest', 'Bad Request'],
  403: ['AccessDenied', 'Access Denied'],
  404: ['NoSuchKey', 'The specified key does not exist.'],
  409: [
    'ConditionalRequestConflict',
    'A conflicting conditional operation is currently in progress against this resource.'
  ],
  412: ['PreconditionFailed', 'At least one of the pre-conditions you specified did not hold'],
  500: ['InternalError', 'We encountered an internal error. Please try again.'],
  503: ['SlowDown', 'Please reduce your request rate.']
}

const conditionHeaders = ['if-match', 'if-none-match']
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding'])

/** A small seedable PRNG (mulberry32), so a failing randomized run can be replayed. */
export function random(seed = Date.now()) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** @returns {Counts} */
export function emptyCounts() {
  return { conditionalPut: 0, put: 0, get: 0, head: 0, list: 0, delete: 0, other: 0, total: 0 }
}

/**
 * Requests by class in a slice of a proxy's log (a step's, a window's).
 * @param {LogEntry[]} log
 * @returns {Counts}
 */
export function countClasses(log) {
  const counts = emptyCounts()
  for (const entry of log) {
    counts[entry.class]++
    counts.total++
  }
  return counts
}

/**
 * @param {http.IncomingMessage} req
 * @returns {{ bucket: string, key: string, class: RequestClass, prefix?: string,
 *   conditions?: string[] }}
 */
function classify(req) {
  const url = new URL(req.url ?? '/', 'http://proxy')
  const [, bucket = '', ...rest] = url.pathname.split('/')
  const key = decodeURIComponent(rest.join('/'))
  const conditions = conditionHeaders.filter((name) => name in req.headers)
  const conditional = conditions.length > 0
  /** @type {RequestClass} */
  let cls = 'other'
  if (req.method === 'HEAD') cls = 'head'
  else if (req.method === 'GET') cls = key && !url.searchParams.has('list-type') ? 'get' : 'list'
  else if (req.method === 'PUT' && key) cls = conditional ? 'conditionalPut' : 'put'
  else if (req.method === 'DELETE' && key) cls = 'delete'
  const listed = cls === 'list' ? { prefix: url.searchParams.get('prefix') ?? '' } : {}
  const written = req.method === 'PUT' || req.method === 'DELETE' ? { conditions } : {}
  return { bucket: decodeURIComponent(bucket), key, class: cls, ...listed, ...written }
}

/** @param {Buffer | string} data */
const sha256 = (data) => createHash('sha256').update(data).digest('hex')
/** @param {Buffer | string} key @param {string} data */
const hmac = (key, data) => createHmac('sha256', key).update(data).digest()

/**
 * Re-signs a SigV4 request after headers were removed. The SDK signs If-Match and
 * If-None-Match, so RGW rejects a request that merely drops them (SignatureDoesNotMatch).
 * The payload hash is taken from x-amz-content-sha256 as sent: it is the body's hash or
 * UNSIGNED-PAYLOAD / STREAMING-UNSIGNED-PAYLOAD-TRAILER, none of which depends on the old
 * signature. (STREAMING-AWS4-HMAC-SHA256-PAYLOAD chains chunk signatures from it: refused.)
 * @param {string} method
 * @param {string} rawUrl path and query exactly as sent, i.e. as the SDK signed them
 * @param {http.IncomingHttpHeaders} headers lower-case names, already without the removed ones
 * @param {string} secretAccessKey
 * @returns {string} the new Authorization header
 */
function resign(method, rawUrl, headers, secretAccessKey) {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=/.exec(
      String(headers.authorization)
    )
  const payloadHash = String(headers['x-amz-content-sha256'])
  if (!auth || !headers['x-amz-date'] || payloadHash.startsWith('STREAMING-AWS4-HMAC')) {
    throw new Error(`cannot re-sign request with Authorization: ${headers.authorization}`)
  }
  const [, accessKeyId, scope, signedList] = auth
  const signed = signedList.split(';').filter((name) => name in headers)
  const [path, query = ''] = rawUrl.split(/\?(.*)/s)
  // The SDK already URI-encodes names and values on the wire exactly as it does for signing.
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&')
  const canonicalHeaders = signed
    .map((name) => `${name}:${String(headers[name]).trim().replace(/\s+/g, ' ')}\n`)
    .join('')
  const canonicalRequest = [
    method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signed.join(';'),
    payloadHash
  ].join('\n')
  const amzDate = String(headers['x-amz-date'])
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  const signingKey = scope.split('/').reduce(hmac, Buffer.from(`AWS4${secretAccessKey}`))
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex')
  return `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`
}

/**
 * Headers to pass on, in their original case and order, without hop-by-hop headers (each
 * connection frames its own body).
 * @param {string[]} raw flat [name, value, ...] as node received them
 * @param {Record<string, string | null>} [replace] by lower-case name; null drops the header
 * @returns {string[]}
 */
function endToEnd(raw, replace = {}) {
  const out = []
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase()
    if (hopByHop.has(name)) continue
    const value = name in replace ? replace[name] : raw[i + 1]
    if (value !== null) out.push(raw[i], value)
  }
  return out
}

/**
 * @param {FaultProxyOptions} options
 * @returns {Promise<FaultProxy>}
 */
export async function startFaultProxy(options) {
  const target = new URL(options.target)
  const latencyMs = options.latencyMs ?? 0
  const secretAccessKey = options.secretAccessKey ?? process.env.AWS_SECRET_ACCESS_KEY ?? ''
  const rand = random(options.seed)
  // Keep-alive to RGW, as the SDK has to the proxy: a new TCP connection per request would
  // add its own latency to benchmarks.
  const agent = new http.Agent({ keepAlive: true })
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set()
  /** @type {{ rule: FaultRule, seen: number, hits: number }[]} */
  let rules = []
  let rulesSetAt = Date.now()
  const counts = emptyCounts()
  /** @type {LogEntry[]} */
  const log = []
  /** @type {Map<string, { opened: Promise<void>, open: () => void }>} */
  const gates = new Map()
  /** @param {string} name */
  const gate = (name) => {
    let entry = gates.get(name)
    if (!entry) {
      /** @type {() => void} */
      let open = () => undefined
      const opened = new Promise((resolve) => (open = () => resolve(undefined)))
      entry = { opened, open }
      gates.set(name, entry)
    }
    return entry
  }
  let closed = false
  /** @type {Promise<void> | undefined} */
  let closing

  /**
   * Latency rules all add up; the first other rule that fires decides what happens.
   * @param {http.IncomingMessage} req
   * @param {{ key: string, class: RequestClass, prefix?: string }} info
   */
  function select(req, info) {
    let delay = latencyMs
    /** @type {Promise<void>[]} */
    const held = []
    /** @type {FaultRule | undefined} */
    let decisive
    /** @type {FaultAction[]} */
    const applied = []
    const sinceSet = Date.now() - rulesSetAt
    for (const state of rules) {
      const { rule } = state
      if (decisive && rule.action !== 'latency') continue
      if (rule.afterMs !== undefined && sinceSet < rule.afterMs) continue
      if (rule.forMs !== undefined && sinceSet >= (rule.afterMs ?? 0) + rule.forMs) continue
      if (rule.classes && !rule.classes.includes(info.class)) continue
      if (rule.keyPrefix !== undefined && !info.key.startsWith(rule.keyPrefix)) continue
      if (rule.key !== undefined && info.key !== rule.key) continue
      if (
        rule.listPrefix !== undefined &&
        (info.class !== 'list' || !(info.prefix ?? '').startsWith(rule.listPrefix))
      ) {
        continue
      }
      // The bucket policy's condition: a PutObject without If-Match and If-None-Match.
      if (rule.action === 'policy' && info.class !== 'put') continue
      if (rule.method && rule.method.toUpperCase() !== req.method) continue
      if (rule.condition && !(rule.condition in req.headers)) continue
      state.seen++
      if (state.seen <= (rule.skip ?? 0)) continue
      if (state.hits >= (rule.times ?? Infinity)) continue
      if (rand() >= (rule.rate ?? 1)) continue
      state.hits++
      applied.push(rule.action)
      if (rule.action === 'latency') {
        delay += rule.ms ?? 0
        if (rule.gate !== undefined) held.push(gate(rule.gate).opened)
      } else decisive = rule
    }
    return { delay, held, decisive, applied }
  }

  const server = http.createServer((req, res) => {
    const info = classify(req)
    counts[info.class]++
    counts.total++
    const startedAt = Date.now()
    /** @type {LogEntry} */
    const entry = { method: req.method ?? '', ...info, startedAt }
    log.push(entry)
    const { delay, held, decisive, applied } = select(req, info)
    if (applied.length > 0) entry.fault = applied.join(',')

    /** @param {number} [status] */
    const done = (status) => {
      if (entry.ms !== undefined) return
      if (status !== undefined) entry.status = status
      entry.ms = Date.now() - startedAt
    }
    res.on('finish', () => done(res.statusCode))
    res.on('close', () => done())

    const act = () => {
      if (closed || req.socket.destroyed) return
      switch (decisive?.action) {
        case 'reset':
          req.socket.destroy()
          return
        case 'hang':
          req.resume()
          return
        case 'late-land':
          lateLand(req, res, decisive, entry)
          return
        case 'status':
          // Read the body first, as S3 does, so the client is not cut off mid-upload.
          req.resume()
          req.on('end', () => answerError(req, res, decisive))
          return
        case 'policy':
          req.resume()
          req.on('end', () =>
            answerError(req, res, { action: 'status', status: 403, code: 'AccessDenied' })
          )
          return
        default:
          forward(req, res, decisive, (status) => done(status), entry)
      }
    }
    const go = () => (delay > 0 ? setTimeout(act, delay) : act())
    if (held.length > 0) void Promise.all(held).then(go)
    else go()
  })

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {FaultRule | undefined} rule
   * @param {(status: number) => void} onUpstreamStatus
   * @param {LogEntry} entry
   */
  function forward(req, res, rule, onUpstreamStatus, entry) {
    const action = rule?.action
    const strip = action === 'strip-conditions' && conditionHeaders.some((h) => h in req.headers)
    /** @type {Record<string, string | null>} */
    const replace = {}
    if (strip) {
      const headers = { ...req.headers }
      for (const name of conditionHeaders) {
        delete headers[name]
        replace[name] = null
      }
      try {
        replace.authorization = resign(req.method ?? '', req.url ?? '/', headers, secretAccessKey)
      } catch (err) {
        answerError(req, res, { action: 'status', status: 500, message: String(err) })
        return
      }
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // Host goes through unchanged: the SDK signed the proxy's host:port, and RGW checks
        // the signature against the Host it receives.
        headers: endToEnd(req.rawHeaders, replace),
        agent
      },
      (upRes) => {
        if (action === 'drop-answer') {
          // Let RGW finish its answer, so the write surely happened, then say nothing.
          upRes.resume()
          upRes.on('end', () => {
            onUpstreamStatus(upRes.statusCode ?? 0)
            req.socket.destroy()
          })
          return
        }
        if (action === 'status-if-missing' && upRes.statusCode === 404 && rule) {
          upRes.resume()
          answerError(req, res, { ...rule, action: 'status' })
          return
        }
        /** @type {Record<string, string | null>} */
        const changed = {}
        if (action === 'date-skew') {
          const date = Date.parse(String(upRes.headers.date))
          if (!Number.isNaN(date)) changed.date = new Date(date + (rule?.ms ?? 0)).toUTCString()
        }
        const answer = () => {
          if (res.destroyed) return upRes.resume()
          res.writeHead(
            upRes.statusCode ?? 502,
            upRes.statusMessage,
            endToEnd(upRes.rawHeaders, changed)
          )
          entry.bytes = 0
          upRes.on('data', (chunk) => (entry.bytes = (entry.bytes ?? 0) + chunk.length))
          pipeline(upRes, res, () => {})
        }
        if (action === 'delay-answer') setTimeout(answer, rule?.ms ?? 0)
        else answer()
      }
    )
    upstream.on('error', (err) => {
      if (!res.headersSent && !res.destroyed) {
        answerError(req, res, {
          action: 'status',
          status: 502,
          code: 'BadGateway',
          message: err.message
        })
      } else res.destroy()
    })
    // A client that gives up must not leave a half-sent request open on RGW.
    res.on('close', () => {
      if (!res.writableFinished && action !== 'drop-answer') upstream.destroy()
    })
    pipeline(req, upstream, () => {})
  }

  /**
   * Reads the request whole, resets the client (which gives up, and may send it again), then
   * sends it to the store `rule.ms` later: a request that was still on its way when its client
   * stopped waiting. The store's status is logged, with when it answered.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {FaultRule} rule
   * @param {LogEntry} entry
   */
  function lateLand(req, res, rule, entry) {
    /** @type {Buffer[]} */
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      if (rule.status !== undefined) answerError(req, res, rule)
      else req.socket.destroy()
      setTimeout(() => {
        if (closed) return
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: endToEnd(req.rawHeaders, {}),
            agent
          },
          (upRes) => {
            upRes.resume()
            upRes.on('end', () => {
              entry.status = upRes.statusCode
              entry.landedAt = Date.now()
            })
          }
        )
        upstream.on('error', () => undefined)
        upstream.end(Buffer.concat(chunks))
      }, rule.ms ?? 0)
    })
  }

  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    // A deep accept queue, as a real endpoint has: with Node's default (511) a stampede's
    // burst of new connections overflowed it, and each dropped handshake cost its request
    // seconds of TCP retransmission, up to the SDK's timeout.
    server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())

  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    counts,
    log,
    setFaults(next) {
      rules = next.map((rule) => ({ rule, seen: 0, hits: 0 }))
      rulesSetAt = Date.now()
    },
    resetCounts() {
      for (const name of /** @type {(keyof Counts)[]} */ (Object.keys(counts))) counts[name] = 0
      log.length = 0
    },
    openGate(name) {
      gate(name).open()
    },
    close() {
      if (!closing) {
        closed = true
        closing = new Promise((resolve) => server.close(() => resolve(undefined)))
        // Hanging requests and keep-alive sockets would otherwise keep the server open.
        for (const socket of sockets) socket.destroy()
        agent.destroy()
      }
      return closing
    }
  }
}

/**
 * An S3-style error answer, with the headers S3 always sends.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {FaultRule} rule
 */
function answerError(req, res, rule) {
  const status = rule.status ?? 500
  const [defaultCode, defaultMessage] = errorCodes[status] ?? ['InternalError', 'Injected fault']
  const requestId = createHash('md5').update(`${Date.now()}${Math.random()}`).digest('hex')
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${rule.code ?? defaultCode}</Code><Message>${escapeXml(rule.message ?? defaultMessage)}</Message>` +
    `<Resource>${escapeXml(req.url ?? '/')}</Resource><RequestId>${requestId}</RequestId></Error>`
  res.writeHead(status, {
    'Content-Type': 'application/xml',
    'Content-Length': Buffer.byteLength(body),
    Date: new Date().toUTCString(),
    'x-amz-request-id': requestId
  })
  res.end(body)
}

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
