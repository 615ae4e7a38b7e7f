import type { Holder } from '../lock/single/lock-record.js'

/**
 * What a lock says about the job holding it: enough for someone waiting on it to see which
 * run, job and person it is and to follow a link there. Nothing secret goes in.
 *
 * Read straight from the runner's GITHUB_* variables: loading @actions/github for its
 * `context` (which reads the same variables) cost every step about 50 ms of start-up.
 */
export function describeThisJob(contextInput: string): Holder {
  const env = (name: string): string => process.env[name] ?? ''
  const repository = env('GITHUB_REPOSITORY')
  const runId = env('GITHUB_RUN_ID')
  const attempt = env('GITHUB_RUN_ATTEMPT') || '1'
  const server = env('GITHUB_SERVER_URL') || 'https://github.com'
  return {
    repository,
    workflow: env('GITHUB_WORKFLOW'),
    job: env('GITHUB_JOB'),
    runId,
    runNumber: env('GITHUB_RUN_NUMBER'),
    runAttempt: attempt,
    runUrl:
      repository && runId
        ? `${server}/${repository}/actions/runs/${runId}/attempts/${attempt}`
        : '',
    // Which GitHub the run is on: a waiter asks that run's status only of the same server.
    server,
    actor: env('GITHUB_ACTOR'),
    sha: env('GITHUB_SHA'),
    ref: env('GITHUB_REF'),
    context: contextInput
  }
}

// Naming a holder is shared with the CLI: it lives beside the wait log, in src/report/.
export { holderLabel } from '../report/holder-label.js'
