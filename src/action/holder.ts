import { context } from '@actions/github'
import type { Holder } from '../lock/lock-record.js'

/**
 * What a lock says about the job holding it: enough for someone waiting on it to see which
 * run, job and person it is and to follow a link there. Nothing secret goes in.
 */
export function describeThisJob(contextInput: string): Holder {
  const attempt = process.env.GITHUB_RUN_ATTEMPT ?? '1'
  const repository = process.env.GITHUB_REPOSITORY ?? ''
  const runUrl =
    repository && context.runId
      ? `${context.serverUrl}/${repository}/actions/runs/${context.runId}/attempts/${attempt}`
      : ''
  return {
    repository,
    workflow: context.workflow ?? '',
    job: context.job ?? '',
    runId: String(context.runId ?? ''),
    runNumber: String(context.runNumber ?? ''),
    runAttempt: attempt,
    runUrl,
    actor: context.actor ?? '',
    sha: context.sha ?? '',
    ref: context.ref ?? '',
    context: contextInput
  }
}

/** One readable phrase naming a holder, with a link when there is one. */
export function holderLabel(holder: Holder): string {
  const who =
    holder.context ||
    [holder.workflow, holder.runNumber && `#${holder.runNumber}`].filter(Boolean).join(' ')
  const parts = [
    who || 'an unknown holder',
    holder.job && `job ${holder.job}`,
    holder.actor && `by ${holder.actor}`,
    holder.repository && `in ${holder.repository}`
  ].filter(Boolean)
  return holder.runUrl ? `${parts.join(', ')} (${holder.runUrl})` : parts.join(', ')
}
