import * as core from '@actions/core'
import { UserFacingError } from '../lock/basics/errors.js'
import type { SupersededError } from '../lock/line/newest-wins.js'
import { holderLabel } from '../report/holder-label.js'
import type { AcquireInputs } from './inputs.js'
import { summarizeSuperseded } from './summary.js'

/** What a job superseded by a newer run of its group does (input `on-superseded`). */
export type OnSuperseded = 'cancel' | 'fail' | 'skip'

/** The cancel request is one API call: not worth a longer wait than this. */
const CANCEL_TIMEOUT_MS = 15_000

/**
 * Ends a wait that a newer run of the group made pointless, as `on-superseded` says: `skip`
 * returns (the step succeeds without the lock, output `acquired` false); `fail` throws the one
 * line; `cancel` asks GitHub to cancel this workflow run, then throws, so that no later step
 * runs in the moment before the cancellation arrives.
 */
export async function endSuperseded(
  inputs: AcquireInputs,
  where: string,
  error: SupersededError
): Promise<void> {
  const newer = error.newer
  const by =
    `a newer run of its group "${newer.group}" (run ${newer.order.join(', attempt ')}: ` +
    `${holderLabel(newer.holder)}) is waiting for or has held it`
  core.setOutput('acquired', 'false')
  core.setOutput('superseded-by', newer.holder.runUrl ?? newer.order.join('.'))
  const what = `Lock "${inputs.name}": superseded: ${by}`
  const summarize = (outcome: string) =>
    summarizeSuperseded({
      name: inputs.name,
      where,
      group: newer.group,
      newer: newer.holder,
      newerOrder: newer.order,
      outcome
    })
  if (inputs.onSuperseded === 'skip') {
    await summarize('went on without the lock (on-superseded: skip)')
    core.notice(`${what}; this job goes on without the lock (on-superseded: skip)`)
    return
  }
  if (inputs.onSuperseded === 'fail') {
    await summarize('failed (on-superseded: fail)')
    throw new UserFacingError(`${what} (on-superseded: fail)`)
  }
  const repository = process.env.GITHUB_REPOSITORY ?? ''
  const runId = process.env.GITHUB_RUN_ID ?? ''
  const { createGitHubApi } = await import('./github-api.js')
  const answer = await createGitHubApi(inputs.githubToken).cancelRun(
    repository,
    runId,
    AbortSignal.timeout(CANCEL_TIMEOUT_MS)
  )
  if (answer.status === 202 || answer.status === 409) {
    // 409: the run is already being cancelled, or has completed: either way it ends here.
    await summarize('cancelled its workflow run (on-superseded: cancel)')
    throw new UserFacingError(`${what}; cancelled this workflow run (on-superseded: cancel)`)
  }
  const why =
    answer.status === 403 || answer.status === 404
      ? 'the token may not cancel it: give the job "permissions: actions: write", or set ' +
        'on-superseded to fail or skip'
      : `the GitHub API answered ${answer.status === 0 ? 'nothing' : answer.status}` +
        `${answer.message ? ` (${answer.message})` : ''}`
  await summarize(`failed: could not cancel its workflow run (${why})`)
  throw new UserFacingError(`${what}; could not cancel this workflow run: ${why}`)
}
