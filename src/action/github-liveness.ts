import type { WaitView } from '../lock/single/conditional-lock.js'
import { monotonicNow } from '../lock/basics/backoff.js'
import { formatDuration } from '../lock/basics/duration.js'
import type { HeldRecord, Holder } from '../lock/single/lock-record.js'
import type { ApiAnswer, GitHubApi } from './github-api.js'

/**
 * Is the holder's workflow run still going? A lock held across jobs (acquire … release), or by
 * the root action with `renew: false`, has nothing renewing it: if the run is cancelled before
 * its release job, or its runner vanishes, everyone else waits out `expires` (15 minutes by
 * default). GitHub knows better: once the holder's run has completed, no job of it can still
 * use the lock (docs/protocol.md, "A holder whose run has completed"). This asks, and answers
 * the lock's `holderGone` hook with it; the lock protocol knows nothing of GitHub.
 *
 * Asked rarely, and never at all for a short hold:
 *  - only about a holder this waiter has seen for ASK_AFTER_MS (or whose record is that old
 *    by the store's clock): most holds end sooner, and cost no API call;
 *  - then at most once every ASK_EVERY_MS per holder, one request at a time, in the
 *    background (the wait never stops polling the lock for it), conditional on the run's
 *    ETag (a 304 does not count against GitHub's rate limit);
 *  - later when GitHub says so: Retry-After, x-ratelimit-remaining 0 until x-ratelimit-reset,
 *    a secondary limit without either for a minute, then twice as long each time;
 *  - never about a run on another GitHub server, about this job's own run (it is running),
 *    or about a holder whose lease is so short (at most ASK_AFTER_MS + ASK_EVERY_MS: the root
 *    action's renewed 1 minute) or so nearly over that the lease frees a dead holder about as
 *    soon as an answer could;
 *  - never again about a repository whose runs the token may not read (401, 403, 404).
 * Every problem falls back to the lease, with one notice in the log for the whole step.
 *
 * An answer is about one version of the holder's record: the one seen when the question was
 * sent (its `renewals`). "Completed" frees only that version; a holder that renewed after the
 * question was sent is alive whatever GitHub says (a force-cancelled run, a self-hosted runner
 * that lost its connection to GitHub), and from then on its lease decides. A holder that
 * renews is asked about only once it has missed a renewal (RENEWED_HOLDER below), so that a
 * wrong "completed" cannot land between two of its renewals.
 *
 * The 30 s figures: a hold that ends within half a minute is the common case and never costs a
 * call, and GITHUB_TOKEN's budget is 1,000 requests an hour per repository, shared by every
 * workflow there: one waiter asking every 30 s spends at most 120 of them an hour (fewer, as
 * unchanged runs answer 304). A dead holder is then found within a minute of its run ending.
 */
export const ASK_AFTER_MS = 30_000
export const ASK_EVERY_MS = 30_000
/**
 * For tests only, never documented for users: "<ask after ms>,<ask every ms>". Lowering them
 * spends the repository's shared API budget faster, which is why they are not inputs.
 */
export const TIMING_VARIABLE = 'S3_LOCK_INTERNAL_GITHUB_TIMING'
/** GitHub's advice for a secondary rate limit that gives no time: at least a minute. */
const SECONDARY_LIMIT_MS = 60_000
const MAX_BACKOFF_MS = 15 * 60_000
const REQUEST_TIMEOUT_MS = 10_000
/**
 * The holder field a renewed holder writes (the root action with `renew`), so that a waiter
 * knows to wait for a missed renewal even before the first renewal shows in `renewals`.
 */
export const RENEWED_HOLDER = 'renewed'

export interface RunWatchOptions {
  token: string
  /** This job's GITHUB_SERVER_URL, GITHUB_REPOSITORY and GITHUB_RUN_ID. */
  serverUrl: string
  repository: string
  runId: string
  log: { info(line: string): void; notice(line: string): void; debug(line: string): void }
  askAfterMs?: number
  askEveryMs?: number
  /** The client, loaded on first use; a test may hand in its own. */
  loadApi?: (token: string) => Promise<GitHubApi>
}

/** What GitHub said about a holder's run, once it had completed. */
interface Completion {
  repository: string
  runId: string
  conclusion: string
  url: string
  /** How long before the answer the run last changed (GitHub's own clock at both ends). */
  agoMs?: number
  /** The version of the holder's record the question was about: only it is freed. */
  renewals: number
}

interface HolderState {
  owner: string
  firstSeenAt: number
  nextAskAt: number
  etag?: string
  completed?: Completion
  saidRunning?: boolean
  /** The version of the record seen last (its renewals), and since when. */
  renewals: number
  renewalsSeenAt: number
  /** It renewed after GitHub said its run had completed: GitHub cannot tell for it. */
  aliveAfterCompleted?: boolean
}

interface HolderRun {
  repository: string
  runId: string
}

export interface RunWatchStats {
  /** Requests sent to the API. */
  calls: number
  /** How many answers of each kind ("200", "304", "404", "no answer"). */
  answers: Record<string, number>
  /** How the watch ended, for people: a takeover, or why the lease decided. */
  outcome?: string
}

export class HolderRunWatch {
  private readonly askAfterMs: number
  private readonly askEveryMs: number
  private readonly server: string | undefined
  private readonly stopper = new AbortController()
  private readonly states = new Map<string, HolderState>()
  private readonly refusedRepositories = new Set<string>()
  private readonly answers: Record<string, number> = {}
  private calls = 0
  private api: Promise<GitHubApi> | undefined
  private inFlight: Promise<void> | undefined
  /** No request before this (a rate limit), whatever the holder. */
  private notBefore = 0
  private secondaryStrikes = 0
  private noticed = false
  private saidNoToken = false
  private outcome: string | undefined

  constructor(private readonly options: RunWatchOptions) {
    const timing = internalTiming()
    this.askAfterMs = options.askAfterMs ?? timing?.askAfterMs ?? ASK_AFTER_MS
    this.askEveryMs = options.askEveryMs ?? timing?.askEveryMs ?? ASK_EVERY_MS
    this.server = origin(options.serverUrl)
  }

  /**
   * The lock's holderGone hook: true while the lock still shows the very version of the
   * holder's record that GitHub's "completed" was about. It never waits for GitHub: a question
   * due is sent in the background, and its answer is used at the next look at the lock.
   */
  readonly holderGone = async (view: WaitView): Promise<boolean | undefined> => {
    const now = monotonicNow()
    const state = this.stateFor(view.holder.owner, now)
    const { renewals } = view.holder
    if (renewals !== state.renewals) {
      state.renewals = renewals
      state.renewalsSeenAt = now
    }
    if (state.completed !== undefined) {
      if (state.completed.renewals === renewals) return true
      this.believeTheRecord(state, view)
      return undefined
    }
    if (state.aliveAfterCompleted) return undefined
    if (this.inFlight !== undefined || this.stopper.signal.aborted) return undefined
    const heldForMs = Math.max(now - state.firstSeenAt, view.sinceLastWriteMs ?? 0)
    if (heldForMs < this.askAfterMs || now < state.nextAskAt || now < this.notBefore) {
      return undefined
    }
    if (!missedARenewal(view, now - state.renewalsSeenAt)) return undefined
    const run = this.runToAskAbout(view)
    if (run === undefined) return undefined
    if (this.options.token === '') {
      if (!this.saidNoToken) {
        this.saidNoToken = true
        this.options.log.info(
          `Input "github-token" is empty, so GitHub is not asked whether the holder's run ` +
            `(${run.repository} run ${run.runId}) is still going: its lease decides`
        )
      }
      return undefined
    }
    state.nextAskAt = now + this.askEveryMs
    this.inFlight = this.ask(state, run, renewals, view.expiresInMs)
      .catch((error: unknown) =>
        this.fallBack(`asking failed (${String(error)})`, view.expiresInMs)
      )
      .finally(() => {
        this.inFlight = undefined
      })
    return undefined
  }

  /** Ends the watch: a request still in flight is abandoned. */
  stop(): void {
    this.stopper.abort()
  }

  stats(): RunWatchStats {
    return { calls: this.calls, answers: { ...this.answers }, outcome: this.outcome }
  }

  /**
   * After a takeover: what GitHub said about the previous holder's run, for the log; the
   * summary's outcome from then on.
   */
  noteTakeover(previous: HeldRecord): string {
    const completion = this.states.get(previous.owner)?.completed
    if (completion === undefined) return "the holder's workflow run had completed; took over"
    const ago = completion.agoMs === undefined ? '' : ` ${formatDuration(completion.agoMs)} ago`
    const text =
      `the holder's run ${completion.url} completed (${completion.conclusion})${ago}; ` +
      'took over'
    this.outcome = text
    return text
  }

  private stateFor(owner: string, now: number): HolderState {
    let state = this.states.get(owner)
    if (state === undefined) {
      // Only the current holder matters; an earlier one is kept for noteTakeover.
      for (const [key, old] of this.states) if (old.completed === undefined) this.states.delete(key)
      state = { owner, firstSeenAt: now, nextAskAt: 0, renewals: -1, renewalsSeenAt: now }
      this.states.set(owner, state)
    }
    return state
  }

  /** The holder's run, if it is one worth asking about (see the class comment). */
  private runToAskAbout(view: WaitView): HolderRun | undefined {
    const holder = view.holder.holder
    const run = githubRunOf(holder, this.server)
    if (run === undefined) return undefined
    if (
      run.repository.toLowerCase() === this.options.repository.toLowerCase() &&
      run.runId === this.options.runId
    ) {
      return undefined
    }
    if (view.holder.leaseMs <= this.askAfterMs + this.askEveryMs) return undefined
    if (view.expiresInMs <= this.askEveryMs) return undefined
    if (this.refusedRepositories.has(run.repository.toLowerCase())) return undefined
    return run
  }

  /**
   * The holder renewed after the question whose answer was "completed": it is alive, so GitHub's
   * answer does not describe it (a force-cancelled run, a runner that lost GitHub but not the
   * store). Its lease decides; asking again would only hear "completed" again.
   */
  private believeTheRecord(state: HolderState, view: WaitView): void {
    const said = state.completed
    state.completed = undefined
    state.aliveAfterCompleted = true
    const run = said === undefined ? "the holder's run" : `the holder's run ${said.url}`
    this.outcome = `${run} was reported completed, but the holder renewed after that: its lease decided`
    this.options.log.notice(
      `GitHub said ${run} had completed (${said?.conclusion ?? 'no conclusion'}), but the ` +
        'holder renewed the lock after that question: it is still running (a force-cancelled ' +
        'run, or a self-hosted runner that lost GitHub but not the store). Its lease decides ' +
        `(it runs out in ${formatDuration(view.expiresInMs)} unless renewed).`
    )
  }

  private async ask(
    state: HolderState,
    run: HolderRun,
    renewals: number,
    leaseLeftMs: number
  ): Promise<void> {
    let api: GitHubApi
    try {
      this.api ??= (this.options.loadApi ?? loadGitHubApi)(this.options.token)
      api = await this.api
    } catch (error) {
      // Without a client there is nothing to ask with: the lease decides from now on.
      this.stopper.abort()
      this.fallBack(`the GitHub client could not be loaded (${String(error)})`, leaseLeftMs)
      return
    }
    // The interval counts from the request itself, not from when it was due: loading the
    // client the first time must not bring the second request closer.
    state.nextAskAt = monotonicNow() + this.askEveryMs
    this.calls++
    const signal = AbortSignal.any([this.stopper.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
    const answer = await api.getRun(run.repository, run.runId, state.etag, signal)
    if (this.stopper.signal.aborted) return
    const kind = answer.status === 0 ? 'no answer' : String(answer.status)
    this.answers[kind] = (this.answers[kind] ?? 0) + 1
    const about = `${run.repository} run ${run.runId}`
    this.options.log.debug(
      `GitHub API: GET ${about}: ${kind}${answer.message ? ` ${answer.message}` : ''}`
    )

    const limitedForMs = rateLimitWait(answer, this.secondaryStrikes)
    if (limitedForMs !== undefined) {
      this.notBefore = monotonicNow() + Math.max(limitedForMs, this.askEveryMs)
      if (answer.status === 403 || answer.status === 429) {
        if (!answer.headers['retry-after'] && answer.headers['x-ratelimit-remaining'] !== '0') {
          this.secondaryStrikes++
        }
        this.fallBack(
          `GitHub's API rate limit was reached (${kind}${answer.message ? `: ${answer.message}` : ''}); ` +
            `asking again in ${formatDuration(limitedForMs)} at the earliest`,
          leaseLeftMs
        )
        return
      }
    }
    if (answer.status === 200 && answer.run !== undefined) {
      this.secondaryStrikes = 0
      state.etag = answer.headers.etag
      const { run: found } = answer
      if (found.status !== 'completed') {
        if (!state.saidRunning) {
          state.saidRunning = true
          const attempt = found.runAttempt === undefined ? '' : `, attempt ${found.runAttempt}`
          this.options.log.info(
            `GitHub says the holder's run (${about}${attempt}) is ${found.status ?? 'not completed'}: waiting on`
          )
        }
      } else {
        const changedAt = Date.parse(found.updatedAt ?? '')
        const answeredAt = Date.parse(answer.headers.date ?? '')
        state.completed = {
          ...run,
          renewals,
          conclusion: found.conclusion ?? 'no conclusion',
          url: found.htmlUrl ?? `${this.server}/${run.repository}/actions/runs/${run.runId}`,
          agoMs:
            Number.isNaN(changedAt) || Number.isNaN(answeredAt)
              ? undefined
              : Math.max(0, answeredAt - changedAt)
        }
      }
      return
    }
    if (answer.status === 304) return
    if (answer.status === 401 || answer.status === 403 || answer.status === 404) {
      // Not readable with this token (GitHub answers 404 for what the token may not see):
      // the answer will not change during this wait.
      this.refusedRepositories.add(run.repository.toLowerCase())
      this.fallBack(
        `GitHub answered ${kind}${answer.message ? ` (${answer.message})` : ''} for ${about}: ` +
          `the github-token cannot read that repository's workflow runs (it needs "actions: ` +
          `read" there; for another repository, a personal access token or GitHub App token)`,
        leaseLeftMs
      )
      return
    }
    this.fallBack(
      `GitHub's API did not answer for ${about} (${kind}${answer.message ? `: ${answer.message}` : ''}); ` +
        `asking again in ${formatDuration(this.askEveryMs)}`,
      leaseLeftMs
    )
  }

  /** One notice for the whole step; later problems go to the debug log. */
  private fallBack(problem: string, leaseLeftMs: number): void {
    this.outcome ??= `fell back to the lease: ${problem}`
    const line =
      `Could not learn from GitHub whether the lock's holder is still running: ${problem}. ` +
      `Its lease decides meanwhile (it runs out in ${formatDuration(leaseLeftMs)} unless renewed).`
    if (this.noticed) {
      this.options.log.debug(line)
      return
    }
    this.noticed = true
    this.options.log.notice(line)
  }
}

/**
 * Whether a holder that renews has let a renewal pass: its renewer rewrites the record every
 * quarter lease and retries a failed renewal within a third of that (at most 5 s), so a live
 * renewer's record is never older than this. Until then a "completed" from GitHub could be
 * about a run whose jobs go on (and the next renewal would show it): do not ask yet. The age
 * is the longer of this waiter's own sight of the version and the store's (one clock each).
 */
export function missedARenewal(view: WaitView, seenForMs: number): boolean {
  const { holder } = view
  const renews = holder.renewals > 0 || holder.holder[RENEWED_HOLDER] !== undefined
  if (!renews) return true
  const everyMs = holder.leaseMs / 4
  const ageMs = Math.max(seenForMs, view.sinceLastWriteMs ?? 0)
  return ageMs >= everyMs + 2 * Math.min(everyMs / 3, 5_000)
}

/**
 * The GitHub run a holder names, when it names one on this server: the `server` field, or for
 * records written before it existed the origin of the run URL.
 */
export function githubRunOf(holder: Holder, server: string | undefined): HolderRun | undefined {
  const { repository, runId } = holder
  if (!repository || !/^[^/\s]+\/[^/\s]+$/.test(repository) || !/^\d+$/.test(runId ?? '')) {
    return undefined
  }
  const recorded = origin(holder.server ?? '')
  const fromUrl = /\/actions\/runs\/\d+/.test(holder.runUrl ?? '')
    ? origin(holder.runUrl ?? '')
    : undefined
  const holderServer = recorded ?? fromUrl
  if (server === undefined || holderServer !== server) return undefined
  return { repository, runId }
}

/**
 * How long GitHub asks us to wait before the next request, if it does: Retry-After, or the
 * primary limit's reset (x-ratelimit-remaining 0; the reset is in epoch seconds, measured
 * against the answer's own Date so that this runner's clock does not matter), or for a
 * secondary limit that names no time, a minute doubling with each repeat.
 */
export function rateLimitWait(answer: ApiAnswer, secondaryStrikes: number): number | undefined {
  const { headers } = answer
  const retryAfter = headers['retry-after']
  if (retryAfter !== undefined) {
    if (/^\d+$/.test(retryAfter.trim())) return Number(retryAfter.trim()) * 1000
    const at = Date.parse(retryAfter)
    if (!Number.isNaN(at)) return Math.max(0, at - answeredAt(answer))
  }
  if (headers['x-ratelimit-remaining'] === '0' && headers['x-ratelimit-reset'] !== undefined) {
    const reset = Number(headers['x-ratelimit-reset']) * 1000
    if (Number.isFinite(reset)) return Math.max(0, reset - answeredAt(answer)) + 1000
  }
  const limited =
    answer.status === 429 ||
    (answer.status === 403 && /rate limit/i.test(answer.message ?? '')) ||
    (answer.status === 403 && headers['x-ratelimit-remaining'] === '0')
  if (!limited) return undefined
  return Math.min(SECONDARY_LIMIT_MS * 2 ** secondaryStrikes, MAX_BACKOFF_MS)
}

function answeredAt(answer: ApiAnswer): number {
  const date = Date.parse(answer.headers.date ?? '')
  return Number.isNaN(date) ? Date.now() : date
}

function origin(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? parsed.origin.toLowerCase()
      : undefined
  } catch {
    return undefined
  }
}

function internalTiming(): { askAfterMs: number; askEveryMs: number } | undefined {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(process.env[TIMING_VARIABLE] ?? '')
  if (match === null) return undefined
  const [askAfterMs, askEveryMs] = [Number(match[1]), Number(match[2])]
  return askEveryMs >= 100 ? { askAfterMs, askEveryMs } : undefined
}

/** The client and its dependencies load here, the first time a question is due. */
async function loadGitHubApi(token: string): Promise<GitHubApi> {
  const { createGitHubApi } = await import('./github-api.js')
  return createGitHubApi(token)
}
