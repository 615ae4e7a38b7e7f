// @ts-check
// A local stand-in for the part of the GitHub REST API the action uses: "Get a workflow run"
// (GET /repos/{owner}/{repo}/actions/runs/{run_id}) and "Cancel a workflow run" (POST
// .../runs/{run_id}/cancel: 202, 409 for a completed run, 403 without actions: write), reached
// by the action through
// GITHUB_API_URL. It answers the way docs.github.com documents: the workflow-run fields the
// action reads, weak ETags and 304 for If-None-Match (not counted against the limit), the
// x-ratelimit-* headers on every answer, 404 "Not Found" for what the token may not see, 401
// "Bad credentials", 403 "Resource not accessible by integration" for a token without
// actions: read; and, when a test scripts them, 500, primary rate limits (403 with
// x-ratelimit-remaining 0 and x-ratelimit-reset) and secondary limits (403 or 429, with or
// without Retry-After). Every request is logged for tests to count.
import { createHash } from 'node:crypto'
import * as http from 'node:http'

const DOCS = 'https://docs.github.com/rest/actions/workflow-runs#get-a-workflow-run'
const RATE_DOCS = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api'
const ROUTE = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)(\/cancel)?$/
const CANCEL_DOCS = 'https://docs.github.com/rest/actions/workflow-runs#cancel-a-workflow-run'

/**
 * @typedef {object} Run what a test says about a run
 * @property {string} status queued, in_progress, completed, ...
 * @property {string | null} conclusion
 * @property {number} run_attempt
 * @property {string} updated_at
 * @property {string} run_started_at
 * @property {string} created_at
 *
 * @typedef {object} Scripted an answer a test forces, for the next requests about a run
 * @property {number} status
 * @property {Record<string, string>} [headers]
 * @property {Record<string, unknown> | string} [body]
 * @property {number} [times] how many requests it answers (default 1; Infinity for all)
 * @property {number} [resetIn] the primary limit: x-ratelimit-remaining 0, and
 *   x-ratelimit-reset this many seconds after the answer
 *
 * @typedef {object} Logged one request as the server saw it
 * @property {number} at Date.now() on arrival
 * @property {string} method
 * @property {string} path without the base path
 * @property {string} run "owner/repo#id", or '' for another route
 * @property {string | undefined} authorization
 * @property {string | undefined} ifNoneMatch
 * @property {number} status what was answered
 * @property {string} userAgent
 */

export class FakeGitHub {
  /** @param {{ basePath?: string, serverUrl?: string }} [options] */
  constructor(options = {}) {
    this.basePath = options.basePath ?? '/api/v3'
    this.serverUrl = options.serverUrl ?? 'https://github.example.com'
    /** @type {Map<string, Run>} */
    this.runs = new Map()
    /** token → repositories (lower case) it may read, and whether it has actions: read, write */
    /** @type {Map<string, Map<string, { actions: boolean, write: boolean }>>} */
    this.tokens = new Map()
    /** @type {Map<string, Scripted[]>} */
    this.scripts = new Map()
    /** @type {Logged[]} */
    this.requests = []
    this.limit = 1000
    this.used = 0
    this.resetAt = Math.floor(Date.now() / 1000) + 3600
    this.server = http.createServer((request, response) => this.handle(request, response))
    this.url = ''
  }

  async start() {
    await new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve(undefined)))
    const address = /** @type {import('node:net').AddressInfo} */ (this.server.address())
    this.url = `http://127.0.0.1:${address.port}${this.basePath}`
    return this
  }

  close() {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(() => resolve(undefined)))
  }

  /**
   * Lets `token` read `repositories` (and their workflow runs unless actions is false; and
   * cancel them when write is true).
   * @param {string} token @param {string[]} repositories
   * @param {{ actions?: boolean, write?: boolean }} [scope]
   */
  allow(token, repositories, scope = {}) {
    const repos = this.tokens.get(token) ?? new Map()
    for (const repository of repositories) {
      repos.set(repository.toLowerCase(), {
        actions: scope.actions ?? true,
        write: scope.write ?? false
      })
    }
    this.tokens.set(token, repos)
  }

  /**
   * A run that has started (in progress), or changes to one.
   * @param {string} repository @param {string | number} runId @param {Partial<Run>} [fields]
   */
  setRun(repository, runId, fields = {}) {
    const key = runKey(repository, runId)
    const now = new Date().toISOString()
    const run = this.runs.get(key) ?? {
      status: 'in_progress',
      conclusion: null,
      run_attempt: 1,
      created_at: now,
      run_started_at: now,
      updated_at: now
    }
    this.runs.set(key, { ...run, updated_at: now, ...fields })
  }

  /** Every job of the run has ended. @param {string} repository @param {string | number} runId */
  complete(repository, runId, conclusion = 'cancelled') {
    this.setRun(repository, runId, { status: 'completed', conclusion })
  }

  /**
   * "Re-run failed jobs" / "Re-run all jobs": a new attempt of the same run starts.
   * @param {string} repository @param {string | number} runId
   */
  rerun(repository, runId) {
    const run = this.runs.get(runKey(repository, runId))
    if (!run) throw new Error(`no run ${runKey(repository, runId)}`)
    const now = new Date().toISOString()
    this.setRun(repository, runId, {
      status: 'in_progress',
      conclusion: null,
      run_attempt: run.run_attempt + 1,
      run_started_at: now
    })
  }

  /**
   * Answers the next requests about a run with these, in order, before the normal answer.
   * @param {string} repository @param {string | number} runId @param {Scripted[]} answers
   */
  script(repository, runId, answers) {
    this.scripts.set(
      runKey(repository, runId),
      answers.map((a) => ({ times: 1, ...a }))
    )
  }

  /** @param {string} repository @param {string | number} runId */
  requestsFor(repository, runId) {
    return this.requests.filter((r) => r.run === runKey(repository, runId))
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  handle(request, response) {
    const at = Date.now()
    const url = new URL(request.url ?? '/', 'http://localhost')
    const path = url.pathname.startsWith(this.basePath)
      ? url.pathname.slice(this.basePath.length)
      : url.pathname
    const match = ROUTE.exec(path)
    const run = match ? runKey(`${match[1]}/${match[2]}`, match[3]) : ''
    /** @param {number} status @param {Record<string, unknown> | string | undefined} body @param {Record<string, string>} [headers] */
    const answer = (status, body, headers = {}) => {
      this.requests.push({
        at,
        method: request.method ?? '',
        path,
        run,
        authorization: request.headers.authorization,
        ifNoneMatch: /** @type {string | undefined} */ (request.headers['if-none-match']),
        status,
        userAgent: String(request.headers['user-agent'] ?? '')
      })
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
      response.writeHead(status, {
        date: new Date().toUTCString(),
        'x-github-api-version-selected': '2022-11-28',
        'x-github-request-id': `FAKE:${this.requests.length}`,
        ...(text === '' ? {} : { 'content-type': 'application/json; charset=utf-8' }),
        ...this.rateHeaders(status === 304),
        ...headers
      })
      response.end(text)
    }

    const scripted = this.scripts.get(run)?.[0]
    if (scripted) {
      scripted.times = (scripted.times ?? 1) - 1
      if (scripted.times <= 0) this.scripts.get(run)?.shift()
      /** @type {Record<string, string>} */
      const reset =
        scripted.resetIn === undefined
          ? {}
          : {
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + scripted.resetIn)
            }
      return answer(scripted.status, scripted.body, { ...reset, ...scripted.headers })
    }
    const cancel = match?.[4] !== undefined
    if (!match || request.method !== (cancel ? 'POST' : 'GET')) {
      return answer(404, {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest',
        status: '404'
      })
    }
    const token = /^(?:token|Bearer)\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
    const repos = token === undefined ? undefined : this.tokens.get(token)
    if (token !== undefined && repos === undefined) {
      return answer(401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401'
      })
    }
    const repository = `${match[1]}/${match[2]}`.toLowerCase()
    const scope = repos?.get(repository)
    const found = this.runs.get(run)
    if (scope === undefined || found === undefined) {
      return answer(404, { message: 'Not Found', documentation_url: DOCS, status: '404' })
    }
    if (cancel) {
      if (!scope.write) {
        return answer(403, {
          message: 'Resource not accessible by integration',
          documentation_url: CANCEL_DOCS,
          status: '403'
        })
      }
      if (found.status === 'completed') {
        return answer(409, {
          message: 'Cannot cancel a workflow run that is completed.',
          documentation_url: CANCEL_DOCS,
          status: '409'
        })
      }
      // GitHub cancels the run's jobs shortly after; the fake has no jobs to wait for.
      this.complete(`${match[1]}/${match[2]}`, match[3], 'cancelled')
      return answer(202, {})
    }
    if (!scope.actions) {
      return answer(403, {
        message: 'Resource not accessible by integration',
        documentation_url: DOCS,
        status: '403'
      })
    }
    const body = this.runJson(match[1], match[2], Number(match[3]), found)
    const etag = `W/"${createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32)}"`
    if (request.headers['if-none-match'] === etag) return answer(304, undefined, { etag })
    return answer(200, body, { etag, 'cache-control': 'private, max-age=60, s-maxage=60' })
  }

  /** @param {boolean} free a 304 costs nothing */
  rateHeaders(free) {
    if (!free) this.used++
    return {
      'x-ratelimit-limit': String(this.limit),
      'x-ratelimit-remaining': String(Math.max(0, this.limit - this.used)),
      'x-ratelimit-used': String(this.used),
      'x-ratelimit-reset': String(this.resetAt),
      'x-ratelimit-resource': 'core'
    }
  }

  /**
   * The documented workflow-run object, in the fields a client may read.
   * @param {string} owner @param {string} repo @param {number} id @param {Run} run
   */
  runJson(owner, repo, id, run) {
    const api = `${this.url}/repos/${owner}/${repo}`
    return {
      id,
      name: 'CI',
      node_id: `WFR_${id}`,
      head_branch: 'main',
      head_sha: '0'.repeat(40),
      path: '.github/workflows/ci.yml',
      display_title: 'CI',
      run_number: id % 1000,
      event: 'push',
      status: run.status,
      conclusion: run.conclusion,
      workflow_id: 1,
      check_suite_id: id + 1,
      url: `${api}/actions/runs/${id}`,
      html_url: `${this.serverUrl}/${owner}/${repo}/actions/runs/${id}`,
      created_at: run.created_at,
      updated_at: run.updated_at,
      run_attempt: run.run_attempt,
      run_started_at: run.run_started_at,
      jobs_url: `${api}/actions/runs/${id}/jobs`,
      logs_url: `${api}/actions/runs/${id}/logs`,
      cancel_url: `${api}/actions/runs/${id}/cancel`,
      rerun_url: `${api}/actions/runs/${id}/rerun`,
      previous_attempt_url:
        run.run_attempt > 1 ? `${api}/actions/runs/${id}/attempts/${run.run_attempt - 1}` : null,
      workflow_url: `${api}/actions/workflows/1`,
      repository: { id: 1, name: repo, full_name: `${owner}/${repo}`, owner: { login: owner } }
    }
  }
}

/** The answers GitHub documents for a rate limit, for `script`. */
export const RATE_LIMITED = {
  /** The primary limit: 403, x-ratelimit-remaining 0, retry after x-ratelimit-reset. */
  primary: (/** @type {number} */ resetInSeconds) => ({
    status: 403,
    resetIn: resetInSeconds,
    body: {
      message: 'API rate limit exceeded for installation ID 1.',
      documentation_url: RATE_DOCS,
      status: '403'
    }
  }),
  /** A secondary limit with Retry-After (seconds). */
  secondary: (/** @type {number | undefined} */ retryAfter, status = 429) => ({
    status,
    /** @type {Record<string, string>} */
    headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
    body: {
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      documentation_url: `${RATE_DOCS}#about-secondary-rate-limits`,
      status: String(status)
    }
  }),
  serverError: { status: 500, body: { message: 'Server Error' } }
}

/** @param {string} repository @param {string | number} runId */
function runKey(repository, runId) {
  return `${repository.toLowerCase()}#${runId}`
}

/** @param {{ basePath?: string, serverUrl?: string }} [options] */
export function startFakeGitHub(options) {
  return new FakeGitHub(options).start()
}
