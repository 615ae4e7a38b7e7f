import * as core from '@actions/core'
import type { WaitView } from '../lock/acquire/acquisition.js'
import { HoldError, type HeldView, type HoldOptions } from '../lock/hold/hold-gate.js'
import { holdOn, type ActiveHold } from '../lock/hold/holds.js'
import { HoldsReader } from '../lock/hold/hold-registry.js'
import type { S3LockStore } from '../lock/store/s3-store.js'
import { pauseMarkOf, type PauseMark } from '../lock/hold/pause-mark.js'
import { formatDuration } from '../lock/basics/duration.js'
import { describeHold, targetText, unholdCommand } from '../report/hold-text.js'
import type { AcquireInputs } from './inputs.js'

/**
 * What the action does about a person's hold (docs/holds.md): the hold check's options, the
 * log lines while held, the same choice (`on-hold`) for a waiter that sees the holder ahead
 * paused by a hold, and how a step that a hold ended says so.
 */

/** What this step saw of holds, for its summary. */
export interface HoldNotes {
  /** The hold this job paused for, and how long it waited for it (our clock). */
  paused?: { hold: ActiveHold; since: number; until?: number }
  ignored?: ActiveHold
}

const REMINDER_MS = 60_000

export function holdOptions(inputs: AcquireInputs, notes: HoldNotes): HoldOptions {
  let lastLogged = -Infinity
  let warnedUnreadable = false
  return {
    name: inputs.name,
    onHold: inputs.onHold,
    ...(inputs.ignoreHold === undefined ? {} : { ignore: inputs.ignoreHold }),
    onHeld: (view: HeldView) => {
      const now = Date.now()
      if (notes.paused === undefined) notes.paused = { hold: view.hold, since: now }
      notes.paused.hold = view.hold
      notes.paused.until = now
      if (!view.first && view.waitedMs - lastLogged < REMINDER_MS) return
      lastLogged = view.waitedMs
      core.info(
        `Lock "${inputs.name}" is ${describeHold(view.hold, view.leftMs)}: this job holds the ` +
          `lock, paused, and goes on when the hold is lifted or ends; lift it with: ` +
          unholdCommand(view.hold.target, inputs.bucket)
      )
    },
    onIgnored: (hold) => {
      notes.ignored = hold
      core.warning(
        `Lock "${inputs.name}" is ${describeHold(hold, hold.remainingMs)}, and this job goes on ` +
          `anyway: ignore-hold "${inputs.ignoreHold}" (written into the lock's record)`
      )
    },
    onUnreadable: (explanation) => {
      if (warnedUnreadable) return
      warnedUnreadable = true
      core.warning(
        `Lock "${inputs.name}": holds could not be checked: ${explanation}; ` +
          'on AWS, a bucket with no .s3-lock/holds yet answers 403: write it once (docs/aws-setup.md, section 1)'
      )
    }
  }
}

/** What a waiter's log line adds when the holder ahead is paused by a hold. */
export function pausedNote(view: WaitView, bucket: string): string {
  const mark = pauseMarkOf(view.holder.holder)
  if (mark === undefined) return ''
  return `; that holder is paused: the lock is ${describeHold(mark, leftOf(mark, view))}; lift it with: ${unholdCommand(mark.target, bucket)}`
}

/**
 * A waiter behind a holder paused by a hold: `on-hold` fail or skip ends the wait now, and so
 * does a hold that ends after this job's timeout (under `wait`). The place in line is given up.
 */
export function checkHoldAhead(inputs: AcquireInputs, view: WaitView): void {
  const mark = pauseMarkOf(view.holder.holder)
  if (mark === undefined || inputs.ignoreHold !== undefined) return
  const left = leftOf(mark, view)
  const what = `lock "${inputs.name}" is ${describeHold(mark, left)}`
  if (inputs.onHold !== 'wait') {
    throw new HoldError(`${what} (on-hold: ${inputs.onHold})`, mark, inputs.onHold)
  }
  const timeoutLeft = inputs.timeoutMs - view.waitedMs
  if (left > timeoutLeft) {
    throw new HoldError(
      `${what}, which ends after this job's timeout (${formatDuration(Math.max(0, timeoutLeft))} left)`,
      mark,
      'timeout'
    )
  }
}

function leftOf(mark: PauseMark, view: WaitView): number {
  return mark.leftMs - (view.sinceLastWriteMs ?? 0)
}

/**
 * A step that a hold ended: `skip` succeeds without the lock (output `acquired` false); `fail`
 * and a timeout fail in one line that says how to lift the hold.
 */
export async function endHeld(inputs: AcquireInputs, error: HoldError): Promise<void> {
  const lift = unholdCommand(error.hold.target, inputs.bucket)
  core.setOutput('acquired', 'false')
  const outcome =
    error.outcome === 'skip'
      ? 'went on without the lock (on-hold: skip)'
      : error.outcome === 'fail'
        ? 'failed (on-hold: fail)'
        : 'failed: the hold ends after its timeout'
  await summarizeHeld(inputs, error, outcome, lift)
  if (error.outcome === 'skip') {
    core.notice(`${capitalized(error.message)}; this job goes on without the lock`)
    return
  }
  throw new HoldError(
    `${capitalized(error.message)}; lift it with: ${lift}`,
    error.hold,
    error.outcome
  )
}

async function summarizeHeld(
  inputs: AcquireInputs,
  error: HoldError,
  outcome: string,
  lift: string
): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const rows = [
    ['Lock', `\`${inputs.name}\``],
    ['Hold', `${escape(targetText(error.hold.target))}, set by ${escape(error.hold.by)}`],
    ['Reason', escape(error.hold.reason)],
    ['This job', outcome],
    ['Lift it with', `\`${lift}\``]
  ]
  const table = ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n')
  await core.summary
    .addRaw(`### ⏸️ On hold: lock \`${inputs.name}\` not taken\n\n${table}\n`, true)
    .write()
}

/** The summary row of an acquisition that met a hold. */
export function holdRow(notes: HoldNotes, bucket: string): [string, string] | undefined {
  if (notes.ignored) {
    const hold = notes.ignored
    return [
      '⚠️ Hold ignored',
      escape(`${describeHold(hold, hold.remainingMs)}; went on anyway (ignore-hold)`)
    ]
  }
  if (notes.paused) {
    const { hold, since, until } = notes.paused
    return [
      'Hold',
      escape(
        `waited ${formatDuration((until ?? since) - since)} for the hold on ` +
          `${targetText(hold.target)} by ${hold.by} ("${hold.reason}"); ` +
          `lift command: ${unholdCommand(hold.target, bucket)}`
      )
    ]
  }
  return undefined
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function escape(text: string): string {
  return text.replace(/[|[\]]/g, (c) => `\\${c}`)
}

/**
 * The listing strategy's hold check, once its key is in the bucket (the write that makes it a
 * holder) and before it holds: its keys are not renewed, so it cannot pause and keep its
 * place. A hold ends its wait as `on-hold` says, `wait` failing at once like a timeout.
 */
export async function refuseIfHeld(
  inputs: AcquireInputs,
  store: S3LockStore,
  bound: AbortSignal
): Promise<void> {
  const read = await new HoldsReader(store).read(bound)
  if (read.kind === 'forbidden') {
    core.warning(`Lock "${inputs.name}": holds could not be checked: ${read.explanation}`)
    return
  }
  const hold = holdOn(read.active, inputs.name)
  if (hold === undefined) return
  if (inputs.ignoreHold !== undefined) {
    core.warning(
      `Lock "${inputs.name}" is ${describeHold(hold, hold.remainingMs)}, and this job goes on ` +
        `anyway: ignore-hold "${inputs.ignoreHold}"`
    )
    return
  }
  const outcome = inputs.onHold === 'skip' ? 'skip' : inputs.onHold === 'fail' ? 'fail' : 'timeout'
  throw new HoldError(
    `lock "${inputs.name}" is ${describeHold(hold, hold.remainingMs)}` +
      (outcome === 'timeout'
        ? ' (the listing strategy cannot wait out a hold)'
        : ` (on-hold: ${inputs.onHold})`),
    hold,
    outcome
  )
}
