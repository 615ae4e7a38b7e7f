import * as core from '@actions/core'
import { UserFacingError } from '../lock/basics/errors.js'
import type { ReleaseResult } from '../lock/single/conditional-lock.js'
import type { LockRecord } from '../lock/single/lock-record.js'
import { holderLabel } from './holder.js'
import type { LockHandle } from './lock-handle.js'
import { markReleased, type StatusFile } from './renewer-process.js'
import { summarizeRelease } from './summary.js'
import { heldTooLong, logReleased, readWarnAfter } from './watch-log.js'

/**
 * Tells the user how a release went: the log, the job summary, and a failed step when the
 * lock had been lost. Whoever sent the release (the post step itself, or the renewer it asked)
 * reports through here, so both say the same thing. No S3 client is loaded here.
 */

/** The lock was taken from us before we released it: whatever it guarded ran unprotected. */
export class LostLockError extends UserFacingError {}

export interface ReleaseContext {
  handle: LockHandle
  /** `s3://bucket/key`, for messages. */
  where: string
  token?: number
  /** A lost lock fails the step unless the user asked for a warning. */
  onLost?: 'fail' | 'warn'
  /** This runner's clock when main started and when it acquired, for the job summary. */
  times?: { startedAt: number; acquiredAt: number }
  renewals?: { renewals?: number; failedRenewals?: number }
  /** A background renewer kept the lease (advice on a lost lock differs). */
  renewed: boolean
}

export async function reportRelease(context: ReleaseContext, result: ReleaseResult): Promise<void> {
  const { where } = context
  switch (result.kind) {
    case 'released':
      core.info(`Released lock ${where}${handedOn(result.handedTo)}`)
      return summarize(context, 'released')
    case 'gone':
      core.warning(`Lock ${where} was already removed by someone else; nothing to release`)
      return summarize(context, 'gone')
    case 'moved-on':
      // Our release may have landed, or our lease may have run out first: the record no longer
      // says which, so it is no release to report, and no proven loss to fail on.
      core.warning(
        `Lock ${where} was possibly lost before release: the release got no answer, and the lock ` +
          `has since moved on (now token ${result.current.token}), so whether the release or a ` +
          'takeover after the lease ran out came first cannot be told. If the lease may have run ' +
          'out (a paused runner, renew: false with a short expires), the work it guarded may have ' +
          'overlapped with another holder.'
      )
      return summarize(context, 'possibly-lost')
    case 'not-owner':
      if (tookOverFromCompletedRun(context, result.current)) {
        return reportLoss(
          context,
          "a waiting job took it over once GitHub said this acquisition's workflow run had " +
            "completed (a re-run reuses an earlier acquire job's key, but not its lock)",
          result.current,
          'Re-run the whole workflow, so that it acquires the lock again; a check step ' +
            '(s3-lock-action/check) before the guarded work stops a re-run that no longer holds it.'
        )
      }
      return reportLoss(
        context,
        'its lease ran out',
        result.current,
        context.renewed ? '' : 'Use a longer "expires", or the root action, which renews.'
      )
  }
}

/**
 * The end of a release of a lock the renewer kept, whoever sent it. `result` is undefined when
 * the lease was already lost, so no release was sent: that is reported as a loss. Otherwise the
 * release's outcome is, and the status file then tells later steps the lock is released.
 */
export async function reportRenewedRelease(
  context: ReleaseContext,
  statusFile: string,
  status: StatusFile | undefined,
  result: ReleaseResult | undefined
): Promise<void> {
  if (status !== undefined && status.state !== 'lost') {
    context.renewals = { renewals: status.renewals, failedRenewals: status.failedRenewals }
  }
  if (result === undefined) {
    const lost = status?.state === 'lost' ? status : undefined
    return reportLoss(
      context,
      lost ? `at ${lost.at} ${lost.detail}` : 'the renewer lost its lease',
      lost?.current,
      'The renewer could not keep the lease: was the store unreachable or the runner paused?'
    )
  }
  await reportRelease(context, result)
  if (result.kind === 'released') markReleased(statusFile, context.handle.key, context.token)
}

export async function reportLoss(
  context: ReleaseContext,
  detail: string,
  current: LockRecord | undefined,
  advice: string
): Promise<void> {
  await summarize(context, 'lost')
  const message = [
    `lost lock ${context.where} before release: ${detail}${describeCurrent(current)};`,
    'the work it guarded may have overlapped with another holder.',
    advice
  ]
    .filter(Boolean)
    .join(' ')
  if (context.onLost === 'warn') core.warning(message)
  else throw new LostLockError(message)
}

function summarize(
  context: ReleaseContext,
  outcome: 'released' | 'lost' | 'possibly-lost' | 'gone'
) {
  const releasedAt = Date.now()
  // Main's times are this runner's clock too; the release sub-action has none (another job's).
  const heldMs = context.times ? Math.max(0, releasedAt - context.times.acquiredAt) : undefined
  const name = context.handle.key
  logReleased({ name, where: context.where, token: context.token, heldMs, outcome })
  const warning = heldTooLong(name, heldMs, readWarnAfter())
  return summarizeRelease({
    name,
    where: context.where,
    token: context.token,
    ...context.times,
    releasedAt,
    ...context.renewals,
    outcome,
    warnings: warning === undefined ? undefined : [warning]
  })
}

/**
 * The holder now is our direct successor (by its token when ours is known), and took the lock
 * because GitHub said our run had completed.
 */
function tookOverFromCompletedRun(context: ReleaseContext, current: LockRecord): boolean {
  if (current.state !== 'held' || current.after !== 'holder-gone') return false
  return context.token === undefined || current.token === context.token + 1
}

function describeCurrent(current: LockRecord | undefined): string {
  if (current === undefined) return ''
  return current.state === 'held'
    ? ` and it is now held by ${holderLabel(current.holder)} (token ${current.token})`
    : ` and it was since released by another holder (token ${current.token})`
}

function handedOn(tickets: number[] | undefined): string {
  if (tickets === undefined || tickets.length === 0) return ''
  const which = tickets.length === 1 ? 'ticket' : 'tickets'
  return `, and handed the place on to the next in line (${which} ${tickets.join(', ')})`
}
