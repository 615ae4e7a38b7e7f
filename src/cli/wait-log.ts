import type { WaitView } from '../lock/conditional-lock.js'
import { formatDuration } from '../lock/duration.js'
import { holderLabel } from './holder.js'
import { storeDuration } from './lock-view.js'

/**
 * What `run` prints while it waits: the same sentences as the action's wait log
 * (src/action/wait-log.ts, which logs through @actions/core), printed when the holder changes
 * and every minute otherwise.
 */
const REMINDER_MS = 60_000

export function waitLogger(print: (line: string) => void, describe: (view: WaitView) => string) {
  let lastPrintedAt = -Infinity
  return (view: WaitView): void => {
    if (!view.holderChanged && view.waitedMs - lastPrintedAt < REMINDER_MS) return
    lastPrintedAt = view.waitedMs
    print(describe(view))
  }
}

export function describeWait(name: string, view: WaitView, timeoutMs: number): string {
  const { holder } = view
  const held =
    view.sinceLastWriteMs === undefined
      ? ''
      : holder.renewals > 0
        ? `, renewed ${storeDuration(view.sinceLastWriteMs)} ago`
        : `, held for ${storeDuration(view.sinceLastWriteMs)}`
  const expires =
    view.expiresInMs > 0
      ? `, lease runs out in ${formatDuration(view.expiresInMs)} unless renewed`
      : ''
  const left = Math.max(0, timeoutMs - view.waitedMs)
  return (
    `lock "${name}" is held by ${holderLabel(holder.holder)} (token ${holder.token}${held}${expires}); ` +
    `waited ${formatDuration(view.waitedMs)}, giving up in ${formatDuration(left)}`
  )
}
