import * as core from '@actions/core'
import type { Acquisition } from '../lock/single/conditional-lock.js'
import { DurationError, formatDuration, parseDuration } from '../lock/basics/duration.js'
import { eventLine } from '../report/event-line.js'
import { holderLabel } from './holder.js'
import type { Holder } from '../lock/single/lock-record.js'

/**
 * What the action tells log pipelines and people watching a lock: one event line per
 * acquisition, takeover and release (docs/events.md), and the `warn-after` warnings for a
 * job that waited or held longer than it. Times here are this runner's own: a wait and a
 * hold are each measured on one machine.
 */

/** The `warn-after` input in a post step: main has refused a bad value already, so none warns. */
export function readWarnAfter(): number | undefined {
  const text = core.getInput('warn-after')
  if (text === '') return undefined
  try {
    const ms = parseDuration(text)
    return ms > 0 ? ms : undefined
  } catch (error) {
    if (error instanceof DurationError) return undefined
    throw error
  }
}

/** Warns once in the log if the wait is still going at `warnAfterMs`; call the result to stop. */
export function warnWhileWaiting(name: string, warnAfterMs: number | undefined): () => void {
  if (warnAfterMs === undefined) return () => undefined
  const timer = setTimeout(() => {
    core.warning(
      `Lock "${name}": this job has waited longer than warn-after (${formatDuration(warnAfterMs)}) and still waits`
    )
  }, warnAfterMs)
  // A warning is never a reason to keep the step's process alive.
  timer.unref()
  return () => clearTimeout(timer)
}

/** The warning (also for the summary) when the wait took longer than `warn-after`. */
export function waitedTooLong(
  name: string,
  waitedMs: number,
  warnAfterMs: number | undefined
): string | undefined {
  if (warnAfterMs === undefined || waitedMs <= warnAfterMs) return undefined
  const text = `waited ${formatDuration(waitedMs)} for lock "${name}", longer than warn-after (${formatDuration(warnAfterMs)})`
  core.warning(`Lock "${name}": this job ${text}`)
  return text
}

/** The warning (also for the summary) when the hold lasted longer than `warn-after`. */
export function heldTooLong(
  name: string,
  heldMs: number | undefined,
  warnAfterMs: number | undefined
): string | undefined {
  if (warnAfterMs === undefined || heldMs === undefined || heldMs <= warnAfterMs) return undefined
  const text = `held lock "${name}" for ${formatDuration(heldMs)}, longer than warn-after (${formatDuration(warnAfterMs)})`
  core.warning(`Lock "${name}": this job ${text}`)
  return text
}

export interface AcquiredFacts {
  name: string
  where: string
  strategy: 'conditional' | 'listing'
  holder: Holder
  waitedMs: number
  conditional?: Acquisition
}

/** `acquired`, and `takeover` when the lock was taken from a holder that never released it. */
export function logAcquired(facts: AcquiredFacts): void {
  const { conditional } = facts
  const previous = conditional?.previous
  const takeover =
    conditional?.tookOverGone === true
      ? 'run-completed'
      : conditional?.tookOverExpired
        ? 'expired'
        : undefined
  core.info(
    eventLine('acquired', {
      lock: facts.name,
      location: facts.where,
      strategy: facts.strategy,
      token: conditional?.token ?? null,
      holder: holderLabel(facts.holder),
      waitedMs: facts.waitedMs,
      after: takeover ?? (previous === undefined ? 'created' : 'released')
    })
  )
  if (takeover !== undefined && previous !== undefined) {
    core.info(
      eventLine('takeover', {
        lock: facts.name,
        location: facts.where,
        token: conditional?.token ?? null,
        holder: holderLabel(facts.holder),
        reason: takeover,
        previousToken: previous.token,
        previousHolder: holderLabel(previous.holder)
      })
    )
  }
}

export interface ReleasedFacts {
  name: string
  where: string
  token?: number
  heldMs?: number
  outcome: 'released' | 'lost' | 'possibly-lost' | 'gone'
}

/** `released`, or `lost` for any end that was not a plain release of our own lock. */
export function logReleased(facts: ReleasedFacts): void {
  core.info(
    eventLine(facts.outcome === 'released' ? 'released' : 'lost', {
      lock: facts.name,
      location: facts.where,
      token: facts.token ?? null,
      heldMs: facts.heldMs ?? null,
      outcome: facts.outcome
    })
  )
}
