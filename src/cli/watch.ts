import { formatDuration } from '../lock/basics/duration.js'
import { stringOption, UsageError, type OptionSpec, type ParsedArgs } from './args.js'
import { readDuration } from './options.js'

/**
 * `s3-lock list --held-longer-than D --waiting-longer-than D`: the checks a scheduled workflow
 * alerts on. Each lock is judged on the figures `list --json` shows; a lock whose figure is
 * unknown (the store hid its clock) is never reported.
 */

/** The exit status when some lock is over a threshold: apart from 1 (failed) and 2 (usage). */
export const OVER_THRESHOLD = 3

export interface Thresholds {
  heldLongerThanMs?: number
  waitingLongerThanMs?: number
}

export const WATCH_OPTIONS: OptionSpec[] = [
  { name: 'held-longer-than', takesValue: true },
  { name: 'waiting-longer-than', takesValue: true }
]

export function readThresholds(args: ParsedArgs): Thresholds {
  const thresholds: Thresholds = {}
  const held = readThreshold(args, 'held-longer-than')
  if (held !== undefined) thresholds.heldLongerThanMs = held
  const waiting = readThreshold(args, 'waiting-longer-than')
  if (waiting !== undefined) thresholds.waitingLongerThanMs = waiting
  return thresholds
}

function readThreshold(args: ParsedArgs, name: string): number | undefined {
  if (stringOption(args, name) === undefined) return undefined
  const ms = readDuration(args, name, '')
  if (ms <= 0) {
    throw new UsageError(`--${name}: must be more than 0; use a duration such as 2h, 30m or 90s`)
  }
  return ms
}

/** What a lock shows for the checks: undefined where it is not known. */
export interface WatchFigures {
  name: string
  heldForMs?: number
  oldestWaitAtLeastMs?: number
}

/** One line per lock over a threshold, for stderr; empty when none is. */
export function overThresholds(locks: readonly WatchFigures[], thresholds: Thresholds): string[] {
  const lines: string[] = []
  const { heldLongerThanMs: held, waitingLongerThanMs: waiting } = thresholds
  for (const lock of locks) {
    if (held !== undefined && lock.heldForMs !== undefined && lock.heldForMs > held) {
      lines.push(
        `lock "${lock.name}" has been held for ${formatDuration(lock.heldForMs)}, longer than ${formatDuration(held)}`
      )
    }
    const oldest = lock.oldestWaitAtLeastMs
    if (waiting !== undefined && oldest !== undefined && oldest > waiting) {
      lines.push(
        `lock "${lock.name}" has a waiter that has waited at least ${formatDuration(oldest)}, longer than ${formatDuration(waiting)}`
      )
    }
  }
  return lines
}
