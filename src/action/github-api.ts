import { getOctokit } from '@actions/github'
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import { fetch as undiciFetch, ProxyAgent, type Dispatcher } from 'undici'

/**
 * The GitHub REST API client, loaded only by a waiter that has a question for GitHub
 * (github-liveness.ts imports this module dynamically): Octokit, undici and their kin are
 * about a megabyte that the uncontended main step never parses.
 *
 * The client is @actions/github's: authenticated with the token, addressed to GITHUB_API_URL
 * (GitHub Enterprise Server sets it; github.com otherwise). Its default transport goes through
 * @actions/http-client, which the bundles leave out (src/bundle-stubs), so the same thing is
 * done here directly: undici's fetch, through the runner's proxy (https_proxy / no_proxy) when
 * one is set.
 */

/** What a workflow run answer says, in the fields this action reads. */
export interface WorkflowRun {
  status: string | null
  conclusion: string | null
  runAttempt?: number
  updatedAt?: string
  htmlUrl?: string
}

/** One answer of the API, whatever it was: the caller decides what it means. */
export interface ApiAnswer {
  /** The HTTP status; 0 when no answer came at all (network, DNS, timeout). */
  status: number
  /** Response headers, lower-case names. */
  headers: Record<string, string>
  /** With a 200: the run. */
  run?: WorkflowRun
  /** With an error: GitHub's message, or why nothing came back. */
  message?: string
}

export interface GitHubApi {
  /**
   * GET /repos/{owner}/{repo}/actions/runs/{run_id}: the run as a whole, so its latest
   * attempt's status. With `etag`, a conditional request: 304 while the run is unchanged,
   * which GitHub does not count against the rate limit.
   */
  getRun(
    repository: string,
    runId: string,
    etag: string | undefined,
    signal: AbortSignal
  ): Promise<ApiAnswer>
  /**
   * POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel: 202 when the cancellation was
   * accepted (it takes effect shortly after); needs `actions: write`.
   */
  cancelRun(repository: string, runId: string, signal: AbortSignal): Promise<ApiAnswer>
}

export function createGitHubApi(token: string): GitHubApi {
  const baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com'
  const octokit = getOctokit(token, { baseUrl, request: { fetch: proxyAwareFetch(baseUrl) } })
  return {
    async getRun(repository, runId, etag, signal) {
      const [owner, repo] = repository.split('/')
      try {
        const response = await octokit.rest.actions.getWorkflowRun({
          owner,
          repo,
          run_id: Number(runId),
          headers: etag === undefined ? {} : { 'if-none-match': etag },
          request: { signal }
        })
        const data = response.data
        return {
          status: response.status,
          headers: stringHeaders(response.headers),
          run: {
            status: data.status,
            conclusion: data.conclusion,
            runAttempt: data.run_attempt,
            updatedAt: data.updated_at,
            htmlUrl: data.html_url
          }
        }
      } catch (error) {
        return failedAnswer(error)
      }
    },
    async cancelRun(repository, runId, signal) {
      const [owner, repo] = repository.split('/')
      try {
        const response = await octokit.rest.actions.cancelWorkflowRun({
          owner,
          repo,
          run_id: Number(runId),
          request: { signal }
        })
        return { status: response.status, headers: stringHeaders(response.headers) }
      } catch (error) {
        return failedAnswer(error)
      }
    }
  }
}

/** Octokit throws on every status but 2xx (304 included): turn that back into an answer. */
function failedAnswer(error: unknown): ApiAnswer {
  const failure = error as {
    status?: number
    message?: string
    response?: { status: number; headers: Record<string, unknown>; data?: unknown }
  }
  const response = failure.response
  if (response === undefined) {
    // No HTTP answer: Octokit reports a network failure or an abort as status 500 without a
    // response; it is no answer at all.
    return { status: 0, headers: {}, message: failure.message ?? String(error) }
  }
  const data = response.data as { message?: unknown } | undefined
  return {
    status: response.status,
    headers: stringHeaders(response.headers),
    message: typeof data?.message === 'string' ? data.message : failure.message
  }
}

function stringHeaders(headers: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && value !== null) result[name.toLowerCase()] = String(value)
  }
  return result
}

type FetchLike = (url: string, init: Record<string, unknown>) => Promise<unknown>

/** undici's fetch, through a proxy when the environment names one for the API's address. */
function proxyAwareFetch(baseUrl: string): FetchLike {
  const proxy = getProxyUrl(new URL(baseUrl))
  let dispatcher: Dispatcher | undefined
  if (proxy?.hostname) {
    const credentials =
      proxy.username || proxy.password
        ? `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}`
        : undefined
    dispatcher = new ProxyAgent({
      uri: proxy.href,
      ...(credentials === undefined ? {} : { token: credentials })
    })
  }
  return (url, init) =>
    undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher })
}
