import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 9778:
/***/ ((module) => {

/**
 * Helpers.
 */

var s = 1000;
var m = s * 60;
var h = m * 60;
var d = h * 24;
var w = d * 7;
var y = d * 365.25;

/**
 * Parse or format the given `val`.
 *
 * Options:
 *
 *  - `long` verbose formatting [false]
 *
 * @param {String|Number} val
 * @param {Object} [options]
 * @throws {Error} throw an error if val is not a non-empty string or a number
 * @return {String|Number}
 * @api public
 */

module.exports = function (val, options) {
  options = options || {};
  var type = typeof val;
  if (type === 'string' && val.length > 0) {
    return parse(val);
  } else if (type === 'number' && isFinite(val)) {
    return options.long ? fmtLong(val) : fmtShort(val);
  }
  throw new Error(
    'val is not a non-empty string or a valid number. val=' +
      JSON.stringify(val)
  );
};

/**
 * Parse the given `str` and return milliseconds.
 *
 * @param {String} str
 * @return {Number}
 * @api private
 */

function parse(str) {
  str = String(str);
  if (str.length > 100) {
    return;
  }
  var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
    str
  );
  if (!match) {
    return;
  }
  var n = parseFloat(match[1]);
  var type = (match[2] || 'ms').toLowerCase();
  switch (type) {
    case 'years':
    case 'year':
    case 'yrs':
    case 'yr':
    case 'y':
      return n * y;
    case 'weeks':
    case 'week':
    case 'w':
      return n * w;
    case 'days':
    case 'day':
    case 'd':
      return n * d;
    case 'hours':
    case 'hour':
    case 'hrs':
    case 'hr':
    case 'h':
      return n * h;
    case 'minutes':
    case 'minute':
    case 'mins':
    case 'min':
    case 'm':
      return n * m;
    case 'seconds':
    case 'second':
    case 'secs':
    case 'sec':
    case 's':
      return n * s;
    case 'milliseconds':
    case 'millisecond':
    case 'msecs':
    case 'msec':
    case 'ms':
      return n;
    default:
      return undefined;
  }
}

/**
 * Short format for `ms`.
 *
 * @param {Number} ms
 * @return {String}
 * @api private
 */

function fmtShort(ms) {
  var msAbs = Math.abs(ms);
  if (msAbs >= d) {
    return Math.round(ms / d) + 'd';
  }
  if (msAbs >= h) {
    return Math.round(ms / h) + 'h';
  }
  if (msAbs >= m) {
    return Math.round(ms / m) + 'm';
  }
  if (msAbs >= s) {
    return Math.round(ms / s) + 's';
  }
  return ms + 'ms';
}

/**
 * Long format for `ms`.
 *
 * @param {Number} ms
 * @return {String}
 * @api private
 */

function fmtLong(ms) {
  var msAbs = Math.abs(ms);
  if (msAbs >= d) {
    return plural(ms, msAbs, d, 'day');
  }
  if (msAbs >= h) {
    return plural(ms, msAbs, h, 'hour');
  }
  if (msAbs >= m) {
    return plural(ms, msAbs, m, 'minute');
  }
  if (msAbs >= s) {
    return plural(ms, msAbs, s, 'second');
  }
  return ms + ' ms';
}

/**
 * Pluralization helper.
 */

function plural(ms, msAbs, n, name) {
  var isPlural = msAbs >= n * 1.5;
  return Math.round(ms / n) + ' ' + name + (isPlural ? 's' : '');
}


/***/ }),

/***/ 6393:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ describeThisJob)
/* harmony export */ });
/**
 * What a lock says about the job holding it: enough for someone waiting on it to see which
 * run, job and person it is and to follow a link there. Nothing secret goes in.
 *
 * Read straight from the runner's GITHUB_* variables: loading @actions/github for its
 * `context` (which reads the same variables) cost every step about 50 ms of start-up.
 */
function describeThisJob(contextInput) {
    const env = (name) => process.env[name] ?? '';
    const repository = env('GITHUB_REPOSITORY');
    const runId = env('GITHUB_RUN_ID');
    const attempt = env('GITHUB_RUN_ATTEMPT') || '1';
    const server = env('GITHUB_SERVER_URL') || 'https://github.com';
    return {
        repository,
        workflow: env('GITHUB_WORKFLOW'),
        job: env('GITHUB_JOB'),
        runId,
        runNumber: env('GITHUB_RUN_NUMBER'),
        runAttempt: attempt,
        runUrl: repository && runId
            ? `${server}/${repository}/actions/runs/${runId}/attempts/${attempt}`
            : '',
        // Which GitHub the run is on: a waiter asks that run's status only of the same server.
        server,
        actor: env('GITHUB_ACTOR'),
        sha: env('GITHUB_SHA'),
        ref: env('GITHUB_REF'),
        context: contextInput
    };
}
// Naming a holder is shared with the CLI: it lives beside the wait log, in src/report/.



/***/ }),

/***/ 3574:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S2: () => (/* binding */ storeOptions),
/* harmony export */   db: () => (/* binding */ readStoreInputs),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/* unused harmony exports readAcquireInputs, parseDurationInput */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1915);
/* harmony import */ var _lock_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2728);
/* harmony import */ var _lock_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3179);




/**
 * Reads and checks every input before anything touches the bucket, so a typo fails in one
 * line that names the input and leaves nothing behind.
 */
class InputError extends _lock_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserFacingError */ .Ui {
}
function readStoreInputs() {
    const bucket = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('bucket');
    if (bucket === '')
        throw new InputError('input "bucket" is required: the name of an existing S3 bucket');
    if (!/^[a-zA-Z0-9][a-zA-Z0-9._-]{1,254}$/.test(bucket)) {
        throw new InputError(`input "bucket": "${bucket}" is not a bucket name (letters, digits, ".", "-", "_")`);
    }
    const endpoint = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('endpoint') || undefined;
    if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
        throw new InputError(`input "endpoint": "${endpoint}" is not an http(s) URL, e.g. https://s3.example.com`);
    }
    return {
        bucket,
        region: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('region') || undefined,
        endpoint,
        forcePathStyle: readBoolean('force-path-style')
    };
}
function readAcquireInputs() {
    const name = core.getInput('name');
    try {
        validateLockName(name);
    }
    catch (error) {
        if (error instanceof LockNameError) {
            throw new InputError(`input "name": ${error.message}; use a key-like name such as "deploy/production"`);
        }
        throw error;
    }
    const expiresMs = readDuration('expires');
    if (expiresMs < 1000) {
        throw new InputError(`input "expires": must be at least 1s (got "${core.getInput('expires')}")`);
    }
    const timeoutText = core.getInput('timeout');
    const strategy = core.getInput('strategy') || 'auto';
    if (strategy !== 'auto' && strategy !== 'conditional' && strategy !== 'listing') {
        throw new InputError(`input "strategy": "${strategy}" is not one of auto, conditional, listing`);
    }
    return {
        ...readStoreInputs(),
        strategy,
        name,
        expiresMs,
        timeoutMs: timeoutText === '' ? expiresMs : readDuration('timeout'),
        pollMs: Math.max(readDuration('timeout-poll'), 100),
        storeClockAllowanceMs: parseDurationInput('store-clock-allowance', '2s'),
        context: core.getInput('context'),
        githubToken: core.getInput('github-token')
    };
}
function storeOptions(inputs, signal) {
    return {
        bucket: inputs.bucket,
        // The SDK's own chain (AWS_REGION, profile) applies when the input is empty; us-east-1
        // is the last resort because S3 redirects any other region's bucket from there.
        region: inputs.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
        endpoint: inputs.endpoint,
        forcePathStyle: inputs.forcePathStyle,
        signal
    };
}
function parseDurationInput(input, fallback) {
    return core.getInput(input) === '' ? parseDuration(fallback) : readDuration(input);
}
function readDuration(input) {
    const text = core.getInput(input);
    try {
        return parseDuration(text);
    }
    catch (error) {
        if (error instanceof DurationError) {
            throw new InputError(`input "${input}": ${error.message}; use a duration such as 15m, 30s, 1h30m, 500ms or 0`);
        }
        throw error;
    }
}
function readBoolean(input) {
    const text = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(input).toLowerCase();
    if (text === '')
        return undefined;
    if (text === 'true')
        return true;
    if (text === 'false')
        return false;
    throw new InputError(`input "${input}": "${_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(input)}" is not true or false`);
}


/***/ }),

/***/ 2959:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ parseHandle)
/* harmony export */ });
/* unused harmony export formatHandle */
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3574);

const OWNER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
function formatHandle(handle) {
    return `${handle.key}#${handle.owner}`;
}
function parseHandle(text, input) {
    const at = text.lastIndexOf('#');
    const owner = text.slice(at + 1);
    if (at <= 0 || !OWNER.test(owner)) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`input "${input}": "${text}" is not a key from this action's acquire step; ` +
            'pass ${{ needs.<job>.outputs.key }} from the job that acquired the lock');
    }
    return { key: text.slice(0, at), owner };
}


/***/ }),

/***/ 1202:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  mC: () => (/* binding */ reportLoss),
  IH: () => (/* binding */ reportRelease),
  iB: () => (/* binding */ reportRenewedRelease)
});

// UNUSED EXPORTS: LostLockError

// EXTERNAL MODULE: ../node_modules/@actions/core/lib/core.js + 11 modules
var core = __nccwpck_require__(1915);
// EXTERNAL MODULE: ./lock/errors.ts
var errors = __nccwpck_require__(3179);
;// CONCATENATED MODULE: ./report/holder-label.ts
/**
 * One readable phrase naming a holder, with a link when there is one: the same words in the
 * action's logs and summaries and in the CLI's output, whichever of them wrote the lock.
 */
function holderLabel(holder) {
    const who = holder.context ||
        [holder.workflow, holder.runNumber && `#${holder.runNumber}`].filter(Boolean).join(' ');
    const parts = [
        who || 'an unknown holder',
        holder.job && `job ${holder.job}`,
        holder.actor && `by ${holder.actor}`,
        holder.repository && `in ${holder.repository}`
    ].filter(Boolean);
    return holder.runUrl ? `${parts.join(', ')} (${holder.runUrl})` : parts.join(', ');
}

// EXTERNAL MODULE: ./action/renewer-process.ts + 1 modules
var renewer_process = __nccwpck_require__(3039);
// EXTERNAL MODULE: ./lock/duration.ts
var duration = __nccwpck_require__(2728);
;// CONCATENATED MODULE: ./action/summary.ts


async function summarizeAcquisition(facts) {
    const rows = [
        ['Lock', `\`${facts.name}\` at \`${facts.where}\``],
        ['Strategy', facts.strategy],
        ['Fencing token', facts.token === undefined ? 'none (listing strategy)' : String(facts.token)],
        ['Waited', formatDuration(facts.acquiredAt - facts.startedAt)],
        ['Lease', facts.lease]
    ];
    if (facts.previous) {
        const how = {
            released: 'released',
            expired: 'taken over after its lease ran out',
            'run-completed': 'taken over after its workflow run completed'
        }[facts.previous.how];
        rows.push([
            'Previous holder',
            `${linkHolder(facts.previous.holder)} (token ${facts.previous.token}, ${how})`
        ]);
    }
    if (facts.aheadAtJoining !== undefined) {
        const ahead = facts.aheadAtJoining;
        rows.push(['Line', `joined it with ${ahead === 0 ? 'nobody' : ahead} waiting ahead`]);
    }
    if (facts.storeCheck)
        rows.push(['Store check', facts.storeCheck]);
    if (facts.requests)
        rows.push(['S3 requests', describeRequests(facts.requests)]);
    if (facts.github && (facts.github.calls > 0 || facts.github.outcome)) {
        rows.push(['GitHub API', describeGitHub(facts.github)]);
    }
    await write(`### 🔒 Acquired lock \`${facts.name}\`\n\n${table(rows)}\n`);
}
async function summarizeRelease(facts) {
    const verdict = {
        released: `### 🔓 Released lock \`${facts.name}\``,
        lost: `### ⚠️ Lost lock \`${facts.name}\` before release`,
        'possibly-lost': `### ⚠️ Lock \`${facts.name}\` possibly lost before release`,
        gone: `### ⚠️ Lock \`${facts.name}\` was removed by someone else`
    }[facts.outcome];
    const rows = [['Lock', `\`${facts.where}\``]];
    if (facts.token !== undefined)
        rows.push(['Fencing token', String(facts.token)]);
    if (facts.acquiredAt !== undefined) {
        rows.push(['Held', (0,duration/* formatDuration */.a3)(facts.releasedAt - facts.acquiredAt)]);
    }
    if (facts.renewals !== undefined) {
        const risk = facts.failedRenewals
            ? `; lease at risk: ${facts.failedRenewals} renewal attempt(s) failed`
            : '; the lease was never at risk';
        rows.push(['Renewals', `${facts.renewals}${risk}`]);
    }
    await write(`${verdict}\n\n${table(rows)}\n${timeline(facts)}`);
}
/** A Gantt chart of this job's wait and hold: GitHub renders Mermaid in job summaries. */
function timeline(facts) {
    if (facts.startedAt === undefined || facts.acquiredAt === undefined)
        return '';
    const lines = [
        '```mermaid',
        'gantt',
        `  title Lock ${facts.name.replace(/[:#;]/g, ' ')}`,
        '  dateFormat x',
        '  axisFormat %H:%M:%S',
        '  section This job',
        `  Waiting : ${Math.round(facts.startedAt)}, ${Math.round(facts.acquiredAt)}`,
        `  Holding : ${Math.round(facts.acquiredAt)}, ${Math.round(facts.releasedAt)}`,
        '```'
    ];
    return `\n${lines.join('\n')}\n`;
}
function describeRequests(requests) {
    const names = {
        get: 'GET',
        head: 'HEAD',
        conditionalPut: 'conditional PUT',
        put: 'PUT',
        list: 'LIST',
        delete: 'DELETE'
    };
    const parts = Object.entries(requests)
        .filter(([, count]) => count > 0)
        .map(([kind, count]) => `${count} ${names[kind] ?? kind}`);
    const total = Object.values(requests).reduce((sum, count) => sum + count, 0);
    return `${total} (${parts.join(', ')})`;
}
function describeGitHub(github) {
    const answers = Object.entries(github.answers)
        .map(([kind, count]) => `${count} × ${kind}`)
        .join(', ');
    const calls = `${github.calls} call${github.calls === 1 ? '' : 's'} (GET workflow run)`;
    const parts = [answers ? `${calls}, answered ${answers}` : calls, github.outcome];
    return summary_escape(parts.filter(Boolean).join('; '));
}
function linkHolder(holder) {
    const who = holder.context || [holder.workflow, holder.job].filter(Boolean).join(' / ') || 'unknown';
    const label = holder.actor ? `${who} by ${holder.actor}` : who;
    return holder.runUrl ? `[${summary_escape(label)}](${holder.runUrl})` : summary_escape(label);
}
function table(rows) {
    return ['| | |', '|---|---|', ...rows.map(([key, value]) => `| ${key} | ${value} |`)].join('\n');
}
function summary_escape(text) {
    return text.replace(/[|[\]]/g, (c) => `\\${c}`);
}
async function write(markdown) {
    // Outside the runner (or an older one) there is no summary file: nothing to do.
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    await core/* summary */.z.addRaw(markdown, true).write();
}

;// CONCATENATED MODULE: ./action/release-report.ts





/**
 * Tells the user how a release went: the log, the job summary, and a failed step when the
 * lock had been lost. Whoever sent the release (the post step itself, or the renewer it asked)
 * reports through here, so both say the same thing. No S3 client is loaded here.
 */
/** The lock was taken from us before we released it: whatever it guarded ran unprotected. */
class LostLockError extends errors/* UserFacingError */.Ui {
}
async function reportRelease(context, result) {
    const { where } = context;
    switch (result.kind) {
        case 'released':
            core/* info */.pq(`Released lock ${where}`);
            return summarize(context, 'released');
        case 'gone':
            core/* warning */.$e(`Lock ${where} was already removed by someone else; nothing to release`);
            return summarize(context, 'gone');
        case 'moved-on':
            // Our release may have landed, or our lease may have run out first: the record no longer
            // says which, so it is no release to report, and no proven loss to fail on.
            core/* warning */.$e(`Lock ${where} was possibly lost before release: the release got no answer, and the lock ` +
                `has since moved on (now token ${result.current.token}), so whether the release or a ` +
                'takeover after the lease ran out came first cannot be told. If the lease may have run ' +
                'out (a paused runner, renew: false with a short expires), the work it guarded may have ' +
                'overlapped with another holder.');
            return summarize(context, 'possibly-lost');
        case 'not-owner':
            if (tookOverFromCompletedRun(context, result.current)) {
                return reportLoss(context, "a waiting job took it over once GitHub said this acquisition's workflow run had " +
                    "completed (a re-run reuses an earlier acquire job's key, but not its lock)", result.current, 'Re-run the whole workflow, so that it acquires the lock again; a check step ' +
                    '(s3-lock-action/check) before the guarded work stops a re-run that no longer holds it.');
            }
            return reportLoss(context, 'its lease ran out', result.current, context.renewed ? '' : 'Use a longer "expires", or the root action, which renews.');
    }
}
/**
 * The end of a release of a lock the renewer kept, whoever sent it. `result` is undefined when
 * the lease was already lost, so no release was sent: that is reported as a loss. Otherwise the
 * release's outcome is, and the status file then tells later steps the lock is released.
 */
async function reportRenewedRelease(context, statusFile, status, result) {
    if (status?.state === 'held') {
        context.renewals = { renewals: status.renewals, failedRenewals: status.failedRenewals };
    }
    if (result === undefined) {
        const lost = status?.state === 'lost' ? status : undefined;
        return reportLoss(context, lost ? `at ${lost.at} ${lost.detail}` : 'the renewer lost its lease', lost?.current, 'The renewer could not keep the lease: was the store unreachable or the runner paused?');
    }
    await reportRelease(context, result);
    if (result.kind === 'released')
        (0,renewer_process/* markReleased */.NF)(statusFile, context.handle.key, context.token);
}
async function reportLoss(context, detail, current, advice) {
    await summarize(context, 'lost');
    const message = [
        `lost lock ${context.where} before release: ${detail}${describeCurrent(current)};`,
        'the work it guarded may have overlapped with another holder.',
        advice
    ]
        .filter(Boolean)
        .join(' ');
    if (context.onLost === 'warn')
        core/* warning */.$e(message);
    else
        throw new LostLockError(message);
}
function summarize(context, outcome) {
    return summarizeRelease({
        name: context.handle.key,
        where: context.where,
        token: context.token,
        ...context.times,
        releasedAt: Date.now(),
        ...context.renewals,
        outcome
    });
}
/**
 * The holder now is our direct successor (by its token when ours is known), and took the lock
 * because GitHub said our run had completed.
 */
function tookOverFromCompletedRun(context, current) {
    if (current.state !== 'held' || current.after !== 'holder-gone')
        return false;
    return context.token === undefined || current.token === context.token + 1;
}
function describeCurrent(current) {
    if (current === undefined)
        return '';
    return current.state === 'held'
        ? ` and it is now held by ${holderLabel(current.holder)} (token ${current.token})`
        : ` and it was since released by another holder (token ${current.token})`;
}


/***/ }),

/***/ 3039:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  NF: () => (/* binding */ markReleased),
  rk: () => (/* binding */ readStatus),
  V5: () => (/* binding */ releaseThroughRenewer),
  Fc: () => (/* binding */ stopRenewer)
});

// UNUSED EXPORTS: CONFIG_ENV, isRenewer, maxJobLifetimeMs, processIdentity, startRenewer, stillRunning, writeStatus

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
// EXTERNAL MODULE: ./lock/backoff.ts
var backoff = __nccwpck_require__(5010);
;// CONCATENATED MODULE: ./action/renewer-process.ts





/** GitHub-hosted jobs run at most 6 hours, self-hosted ones 5 days; a margin on top. */
function maxJobLifetimeMs(environment = process.env.RUNNER_ENVIRONMENT) {
    const hour = 3_600_000;
    return environment === 'github-hosted' ? 6 * hour + hour / 2 : 5 * 24 * hour + hour;
}
const CONFIG_ENV = 'S3_LOCK_RENEWER_CONFIG';
function startRenewer(config) {
    const entry = join(dirname(fileURLToPath(import.meta.url)), '..', 'renewer', 'index.js');
    const child = spawn(process.execPath, [entry], {
        detached: true,
        stdio: 'ignore',
        env: {
            ...process.env,
            [CONFIG_ENV]: JSON.stringify({
                ...config,
                watch: processIdentity(process.ppid),
                maxLifetimeMs: maxJobLifetimeMs()
            })
        }
    });
    child.unref();
    if (child.pid === undefined)
        throw new Error('could not start the lease renewer');
    return child.pid;
}
/**
 * Asks a running renewer to release the lock itself and exit: it holds the latest ETag, a
 * loaded S3 client and a warm connection, so the release goes out as soon as the post step
 * starts, without the post step loading an S3 client of its own. Returns what the renewer
 * reported, or undefined when it could not do it (not running, not yet listening, killed, or
 * too slow): then the caller stops it and releases by itself, as ever conditionally.
 */
async function releaseThroughRenewer(pid, statusFile, signal, waitMs = 60_000) {
    // Until the renewer has written its pid it may not be listening yet, and SIGUSR2's default
    // action would kill it: give a renewer that is still starting a moment.
    const readyBy = Date.now() + 3_000;
    let status = readStatus(statusFile);
    while (status?.pid !== pid) {
        if (!alive(pid) || Date.now() > readyBy || signal.aborted)
            return undefined;
        await (0,backoff/* sleep */.yy)(5);
        status = readStatus(statusFile);
    }
    if (!isRenewer(pid, status) || !sendSignal(pid, 'SIGUSR2'))
        return undefined;
    const deadline = Date.now() + waitMs;
    while (alive(pid)) {
        if (Date.now() > deadline || signal.aborted) {
            if (isRenewer(pid, status))
                sendSignal(pid, 'SIGKILL');
            return undefined;
        }
        await (0,backoff/* sleep */.yy)(5);
    }
    const final = readStatus(statusFile);
    return final?.release === undefined ? undefined : final;
}
/**
 * Asks the renewer to stop and waits until it has (an in-flight renewal finishes first).
 * Returns false when it was no longer running: it died, so its status may be stale.
 */
async function stopRenewer(pid, statusFile, waitMs = 5_000) {
    const status = readStatus(statusFile);
    if (!alive(pid) || !isRenewer(pid, status) || !sendSignal(pid, 'SIGTERM'))
        return false;
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
        await (0,backoff/* sleep */.yy)(10);
        if (!alive(pid))
            return true;
    }
    if (isRenewer(pid, status))
        sendSignal(pid, 'SIGKILL');
    return true;
}
/**
 * Is `pid` still the renewer that wrote this status? Not when it has said it exited, nor when
 * the process there now started at another time (the pid was reused) or runs something else.
 * Only then may it be signalled: SIGUSR2 and SIGKILL would end any other process.
 */
function isRenewer(pid, status) {
    if (status === undefined || status.exited || status.pid !== pid)
        return false;
    const identity = processIdentity(pid);
    if (identity === undefined)
        return false;
    if (status.pidStartTime !== undefined && identity.startTime !== status.pidStartTime)
        return false;
    try {
        return (0,external_node_fs_.readFileSync)(`/proc/${pid}/cmdline`, 'utf8').includes(RENEWER_ENTRY);
    }
    catch {
        return false;
    }
}
const RENEWER_ENTRY = (0,external_node_path_.join)('renewer', 'index.js');
/** A process's identity from /proc, or undefined when it is gone (or /proc is not there). */
function processIdentity(pid) {
    try {
        const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
        // The command name (field 2) may hold spaces and parentheses: count from the last ")".
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (fields[0] === 'Z')
            return undefined;
        return { pid, startTime: fields[19] };
    }
    catch {
        return undefined;
    }
}
/** The process is still the one identified (not gone, not a later one with its pid). */
function stillRunning(identity) {
    return processIdentity(identity.pid)?.startTime === identity.startTime;
}
function writeStatus(file, status) {
    const withWallClock = status.state === 'held' ? { ...status, ...validUntil(status.leaseEndsAt) } : status;
    // Rename is atomic: a reader never sees half a file.
    (0,external_node_fs_.writeFileSync)(`${file}.tmp`, `${JSON.stringify(withWallClock, null, 2)}\n`);
    (0,external_node_fs_.renameSync)(`${file}.tmp`, file);
}
/** The monotonic end of the lease on this runner's wall clock, for people and shells. */
function validUntil(leaseEndsAt) {
    const validUntilMs = Math.floor(Date.now() + (leaseEndsAt - (0,backoff/* monotonicNow */.XZ)()));
    return { validUntil: new Date(validUntilMs).toISOString(), validUntilMs };
}
/** Later steps reading the status file see that the lock is no longer held. */
function markReleased(statusFile, key, token) {
    writeStatus(statusFile, { state: 'released', key, token: token ?? 0 });
}
function readStatus(file) {
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch {
        return undefined;
    }
}
function sendSignal(pid, name) {
    try {
        process.kill(pid, name);
        return true;
    }
    catch {
        return false;
    }
}
function alive(pid) {
    try {
        process.kill(pid, 0);
    }
    catch {
        return false;
    }
    // A zombie (exited, not yet reaped by PID 1) still answers signal 0.
    try {
        return !/^\d+ \(.*\) Z/.test((0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8'));
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 473:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ runStep)
/* harmony export */ });
/* unused harmony export CancelledError */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1915);
/* harmony import */ var _lock_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3179);


/** Thrown into waits and requests when the runner cancels the step. */
class CancelledError extends _lock_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserFacingError */ .Ui {
}
/**
 * Runs a step body the way every entry needs: the runner's cancellation (SIGINT, then SIGTERM)
 * aborts the signal instead of killing the process, so the body can leave nothing behind;
 * mistakes the user can fix fail in one line, bugs keep their stack.
 */
async function runStep(body) {
    const controller = new AbortController();
    const cancel = (signal) => {
        controller.abort(new CancelledError(`the step was cancelled (${signal})`));
    };
    process.once('SIGINT', cancel);
    process.once('SIGTERM', cancel);
    try {
        await body(controller.signal);
    }
    catch (error) {
        if (error instanceof _lock_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserFacingError */ .Ui)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(error.message);
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    finally {
        process.off('SIGINT', cancel);
        process.off('SIGTERM', cancel);
    }
}


/***/ }),

/***/ 5678:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ STATE)
/* harmony export */ });
/** Names under which the root action's main step leaves what its post step needs. */
const STATE = {
    handle: 'lock-handle',
    token: 'lock-token',
    etag: 'lock-etag',
    ticket: 'lock-ticket',
    renewerPid: 'renewer-pid',
    statusFile: 'status-file',
    listingKey: 'listing-key',
    times: 'times'
};


/***/ }),

/***/ 5010:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   XZ: () => (/* binding */ monotonicNow),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
/**
 * Full-jitter exponential backoff: contenders that collided once must not collide again in
 * lockstep, and a throttled store must see load fall off quickly.
 */
function backoffDelay(attempt, baseMs = 100, capMs = 5000) {
    const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
    return Math.floor(Math.random() * ceiling);
}
/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
function sleep(milliseconds, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const timer = setTimeout(done, Math.max(0, milliseconds));
        function done() {
            signal?.removeEventListener('abort', abort);
            resolve();
        }
        function abort() {
            clearTimeout(timer);
            reject(signal?.reason);
        }
        signal?.addEventListener('abort', abort, { once: true });
    });
}
/**
 * A clock that never jumps, in milliseconds: wall-clock steps (NTP, skew) must not move lease
 * deadlines. It is the system's CLOCK_MONOTONIC, shared by every process on the machine, so a
 * deadline computed by the main step still means the same in the renewer process.
 */
function monotonicNow() {
    return Number(process.hrtime.bigint() / 1000n) / 1000;
}


/***/ }),

/***/ 2728:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a3: () => (/* binding */ formatDuration)
/* harmony export */ });
/* unused harmony exports DurationError, parseDuration */
/* harmony import */ var ms__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9778);
/* harmony import */ var ms__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(ms__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Durations are written the way aws-s3-lock-action accepts them ("15m", "5s", "1h30m",
 * "500ms", "0"), so a workflow that swaps the `uses:` line keeps working. A compound value
 * is the sum of its parts; each part is read by `ms`, which also knows spelled-out units
 * ("2 days"). Sub-millisecond units only exist for compatibility and round down.
 */
const SUB_MILLISECOND = { ns: 1e-6, us: 1e-3, µs: 1e-3, μs: 1e-3 };
const PART = /(\d+(?:\.\d+)?|\.\d+)\s*([a-zµμ]+)/gi;
class DurationError extends (/* unused pure expression or super */ null && (Error)) {
}
function parseDuration(text) {
    const value = text.trim();
    if (/^[+]?0+$/.test(value))
        return 0;
    if (value.startsWith('-'))
        throw new DurationError(`"${text}" is negative`);
    const rest = value.replace(/^\+/, '');
    let total = 0;
    let consumed = '';
    for (const [whole, amount, unit] of rest.matchAll(PART)) {
        consumed += whole;
        const lower = unit.toLowerCase();
        const part = lower in SUB_MILLISECOND
            ? Number(amount) * SUB_MILLISECOND[lower]
            : ms(`${amount}${unit}`);
        if (part === undefined || Number.isNaN(part)) {
            throw new DurationError(`"${text}" has an unknown unit "${unit}"`);
        }
        total += part;
    }
    if (consumed.replace(/\s/g, '') !== rest.replace(/\s/g, '') || consumed === '') {
        throw new DurationError(`"${text}" is not a duration`);
    }
    return Math.floor(total);
}
/** Short human form for logs: 90000 → "1m30s". */
function formatDuration(milliseconds) {
    if (milliseconds < 1000)
        return `${Math.max(0, Math.round(milliseconds))}ms`;
    // Short intervals keep their tenths: "every 1.5s", not "every 2s".
    if (milliseconds < 10_000 && Math.round(milliseconds / 100) % 10 !== 0) {
        return `${(Math.round(milliseconds / 100) / 10).toFixed(1)}s`;
    }
    let seconds = Math.round(milliseconds / 1000);
    const hours = Math.floor(seconds / 3600);
    seconds -= hours * 3600;
    const minutes = Math.floor(seconds / 60);
    seconds -= minutes * 60;
    return ([hours && `${hours}h`, minutes && `${minutes}m`, seconds && `${seconds}s`]
        .filter(Boolean)
        .join('') || '0s');
}


/***/ }),

/***/ 3179:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E_: () => (/* binding */ UnsafeStoreError),
/* harmony export */   IC: () => (/* binding */ StoreConfigError),
/* harmony export */   Ui: () => (/* binding */ UserFacingError),
/* harmony export */   XB: () => (/* binding */ LockTimeoutError),
/* harmony export */   o2: () => (/* binding */ StoreUnavailableError)
/* harmony export */ });
/**
 * Errors the user can act on. Their messages are one line, name what was wrong and what to
 * do, and are shown without a stack trace. Anything else is a bug and keeps its stack.
 */
class UserFacingError extends Error {
}
/** The store refused us for a reason retrying will not fix (bucket, permissions, region). */
class StoreConfigError extends UserFacingError {
    code;
    constructor(message, 
    /** The S3 error code, e.g. AccessDenied or NotImplemented. */
    code) {
        super(message);
        this.code = code;
    }
}
/** The store could not be reached or kept failing for longer than we retry. */
class StoreUnavailableError extends UserFacingError {
    noAnswer;
    constructor(message, 
    /** Nothing answered at all (refused, unresolvable, timed out), not even an HTTP error. */
    noAnswer = false) {
        super(message);
        this.noAnswer = noAnswer;
    }
}
/** The store does not behave like S3 where the lock's safety depends on it. */
class UnsafeStoreError extends UserFacingError {
}
/** The lock was not acquired within the timeout. */
class LockTimeoutError extends UserFacingError {
}


/***/ }),

/***/ 3044:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1915);
/* harmony import */ var _action_holder_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(6393);
/* harmony import */ var _action_lock_handle_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2959);
/* harmony import */ var _action_release_report_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1202);
/* harmony import */ var _action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3039);
/* harmony import */ var _action_run_step_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(473);
/* harmony import */ var _action_state_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5678);







// Root action, post step: runs even when main failed or was cancelled, so it must cope with
// any amount of missing state. The post step of a job that held the lock sits between one
// holder and the next, so its usual path is kept light: the renewer, which already has an S3
// client and the latest ETag, releases for it, and this process loads no S3 client at all.
await (0,_action_run_step_js__WEBPACK_IMPORTED_MODULE_4__/* .runStep */ .e)(async (signal) => {
    const listingKey = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c.listingKey);
    if (listingKey !== '') {
        const { releaseListingStep } = await Promise.all(/* import() */[__nccwpck_require__.e(265), __nccwpck_require__.e(38)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7038));
        return releaseListingStep(signal, listingKey, _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('on-lost') === 'warn' ? 'warn' : 'fail');
    }
    const handleText = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c.handle);
    if (handleText === '') {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('No lock was requested by the main step; nothing to release');
        return;
    }
    const handle = (0,_action_lock_handle_js__WEBPACK_IMPORTED_MODULE_1__/* .parseHandle */ .S)(handleText, 'state');
    const tokenText = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c.token);
    const token = tokenText === '' ? undefined : Number(tokenText);
    const pid = Number(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c.renewerPid));
    const renewer = pid > 0 ? { pid, statusFile: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c.statusFile) } : undefined;
    const onLost = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('on-lost') === 'warn' ? 'warn' : 'fail';
    const times = readTimes();
    if (renewer && token !== undefined) {
        const status = await (0,_action_renewer_process_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseThroughRenewer */ .V5)(renewer.pid, renewer.statusFile, signal);
        if (status?.release && status.release.error === undefined) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Asked the lease renewer (pid ${renewer.pid}) to release the lock; it has done so`);
            const context = { handle, where: status.release.where, token, onLost, times, renewed: true };
            return (0,_action_release_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reportRenewedRelease */ .iB)(context, renewer.statusFile, status, status.release.result);
        }
    }
    const { releaseStep } = await Promise.all(/* import() */[__nccwpck_require__.e(265), __nccwpck_require__.e(38)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7038));
    await releaseStep(signal, {
        handle,
        claim: {
            token,
            etag: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c.etag) || undefined,
            ticket: Number(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c.ticket)) || undefined,
            // The same job as main, so the same description: the released record keeps it.
            holder: (0,_action_holder_js__WEBPACK_IMPORTED_MODULE_6__/* .describeThisJob */ .x)(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('context'))
        },
        confirmed: token !== undefined,
        renewer,
        onLost,
        times
    });
});
function readTimes() {
    try {
        return JSON.parse(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_action_state_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c.times));
    }
    catch {
        return undefined;
    }
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 1915:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  V4: () => (/* binding */ getInput),
  Gu: () => (/* binding */ getState),
  pq: () => (/* binding */ info),
  C1: () => (/* binding */ setFailed),
  z: () => (/* reexport */ summary),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: ExitCode, addPath, debug, endGroup, error, exportVariable, getBooleanInput, getIDToken, getMultilineInput, group, isDebug, markdownSummary, notice, platform, saveState, setCommandEcho, setOutput, setSecret, startGroup, toPlatformPath, toPosixPath, toWin32Path

;// CONCATENATED MODULE: external "os"
const external_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");
;// CONCATENATED MODULE: ../node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function utils_toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ../node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_namespaceObject.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
;// CONCATENATED MODULE: external "crypto"
const external_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");
;// CONCATENATED MODULE: external "fs"
const external_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
;// CONCATENATED MODULE: ../node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!fs.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    fs.appendFileSync(filePath, `${toCommandValue(message)}${os.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
    const convertedValue = toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${os.EOL}${convertedValue}${os.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
;// CONCATENATED MODULE: ../node_modules/@actions/core/lib/oidc-utils.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



class oidc_utils_OidcClient {
    static createHttpClient(allowRetry = true, maxRetry = 10) {
        const requestOptions = {
            allowRetries: allowRetry,
            maxRetries: maxRetry
        };
        return new HttpClient('actions/oidc-client', [new BearerCredentialHandler(oidc_utils_OidcClient.getRequestToken())], requestOptions);
    }
    static getRequestToken() {
        const token = process.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'];
        if (!token) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_TOKEN env variable');
        }
        return token;
    }
    static getIDTokenUrl() {
        const runtimeUrl = process.env['ACTIONS_ID_TOKEN_REQUEST_URL'];
        if (!runtimeUrl) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable');
        }
        return runtimeUrl;
    }
    static getCall(id_token_url) {
        return __awaiter(this, void 0, void 0, function* () {
            var _a;
            const httpclient = oidc_utils_OidcClient.createHttpClient();
            const res = yield httpclient
                .getJson(id_token_url)
                .catch(error => {
                throw new Error(`Failed to get ID Token. \n 
        Error Code : ${error.statusCode}\n 
        Error Message: ${error.message}`);
            });
            const id_token = (_a = res.result) === null || _a === void 0 ? void 0 : _a.value;
            if (!id_token) {
                throw new Error('Response json body do not have ID Token field');
            }
            return id_token;
        });
    }
    static getIDToken(audience) {
        return __awaiter(this, void 0, void 0, function* () {
            try {
                // New ID Token is requested from action service
                let id_token_url = oidc_utils_OidcClient.getIDTokenUrl();
                if (audience) {
                    const encodedAudience = encodeURIComponent(audience);
                    id_token_url = `${id_token_url}&audience=${encodedAudience}`;
                }
                debug(`ID token url is ${id_token_url}`);
                const id_token = yield oidc_utils_OidcClient.getCall(id_token_url);
                setSecret(id_token);
                return id_token;
            }
            catch (error) {
                throw new Error(`Error message: ${error.message}`);
            }
        });
    }
}
//# sourceMappingURL=oidc-utils.js.map
;// CONCATENATED MODULE: ../node_modules/@actions/core/lib/summary.js
var summary_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_namespaceObject.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return summary_awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_namespaceObject.constants.R_OK | external_fs_namespaceObject.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return summary_awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return summary_awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_namespaceObject.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ../node_modules/@actions/core/lib/path-utils.js

/**
 * toPosixPath converts the given path to the posix form. On Windows, \\ will be
 * replaced with /.
 *
 * @param pth. Path to transform.
 * @return string Posix path.
 */
function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
/**
 * toWin32Path converts the given path to the win32 form. On Linux, / will be
 * replaced with \\.
 *
 * @param pth. Path to transform.
 * @return string Win32 path.
 */
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
/**
 * toPlatformPath converts the given path to a platform-specific path. It does
 * this by replacing instances of / and \ with the platform-specific path
 * separator.
 *
 * @param pth The path to platformize.
 * @return string The platform-specific path.
 */
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map
;// CONCATENATED MODULE: ../node_modules/@actions/core/lib/platform.js
var platform_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
    });
    const { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
    });
    return {
        name: name.trim(),
        version: version.trim()
    };
});
const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    var _a, _b, _c, _d;
    const { stdout } = yield exec.getExecOutput('sw_vers', undefined, {
        silent: true
    });
    const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
    const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
    return {
        name,
        version
    };
});
const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout } = yield exec.getExecOutput('lsb_release', ['-i', '-r', '-s'], {
        silent: true
    });
    const [name, version] = stdout.trim().split('\n');
    return {
        name,
        version
    };
});
const platform = external_os_namespaceObject.platform();
const arch = external_os_namespaceObject.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
    return platform_awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, (yield (isWindows
            ? getWindowsInfo()
            : isMacOS
                ? getMacOsInfo()
                : getLinuxInfo()))), { platform,
            arch,
            isWindows,
            isMacOS,
            isLinux });
    });
}
//# sourceMappingURL=platform.js.map
;// CONCATENATED MODULE: ../node_modules/@actions/core/lib/core.js
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function core_setSecret(secret) {
    issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value));
    }
    process.stdout.write(os.EOL);
    issueCommand('set-output', { name }, toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function core_debug(message) {
    issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_namespaceObject.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return core_awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return core_awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(3044);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
