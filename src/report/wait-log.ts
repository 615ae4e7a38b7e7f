import type { WaitView } from '../lock/single/conditional-lock.js'
import type { ListingWaitView } from '../lock/listing/listing-lock.js'
import { formatDuration } from '../lock/basics/duration.js'
import { holderLabel } from './holder-label.js'
import { describeEstimate, estimateWaitMs } from './wait-estimate.js'

// The waiting log of both the action (acquire-step) and the CLI (run): shared wording, so it
// sits in neither layer. src/lock/ stays unaware of it; breakCommand words a CLI command line.

/** A reminder this often while nothing changes: enough to show the step is alive. */
const REMINDER_MS = 60_000

/**
 * Prints who holds the lock when the holder changes and every minute otherwise, not at every
 * poll: a log of identical lines hides the one that matters.
 */
export function waitLogger<View extends { holderChanged: boolean; waitedMs: number }>(
  print: (line: string) => void,
  describe: (view: View) => string
): (view: View) => void {
  let lastPrintedAt = -Infinity
  return (view) => {
    if (!view.holderChanged && view.waitedMs - lastPrintedAt < REMINDER_MS) return
    lastPrintedAt = view.waitedMs
    print(describe(view))
  }
}

export function describeWait(name: string, view: WaitView, timeoutMs: number): string {
  const { holder } = view
  // The store's clock has a 1 s resolution: say no more than it knows.
  const since = (ms: number): string => (ms < 1000 ? 'under 1s' : formatDuration(ms))
  const held =
    view.sinceLastWriteMs === undefined
      ? ''
      : holder.renewals > 0
        ? `, renewed ${since(view.sinceLastWriteMs)} ago`
        : `, held for ${since(view.sinceLastWriteMs)}`
  const expires =
    view.expiresInMs > 0
      ? `, lease runs out in ${formatDuration(view.expiresInMs)} unless renewed`
      : ''
  const left = Math.max(0, timeoutMs - view.waitedMs)
  return (
    `Lock "${name}" is held by ${holderLabel(holder.holder)} (token ${holder.token}${held}${expires}); ` +
    `${describePlace(view)}${estimateText(view)}waited ${formatDuration(view.waitedMs)}, ` +
    `giving up in ${formatDuration(left)}`
  )
}

/** Our place in line and who is ahead: "3rd in line; ahead: Deploy #17 (holding), …; ". */
export function describePlace(view: Pick<WaitView, 'holder' | 'place'>): string {
  if (view.place === undefined) return ''
  const ahead = [
    `${shortLabel(view.holder.holder)} (holding)`,
    ...view.place.ahead.map((ticket) => shortLabel(ticket.holder))
  ]
  const shown = ahead.length > 6 ? [...ahead.slice(0, 5), `${ahead.length - 5} more`] : ahead
  return `${ordinal(ahead.length + 1)} in line; ahead: ${shown.join(', ')}; `
}

/** "expected wait about 4 min; " from the lock's recent holds, when it has any. */
function estimateText(view: Pick<WaitView, 'holder' | 'place'>): string {
  const text = describeEstimate(estimateWaitMs(view.holder.holds, view.place?.ahead.length ?? 0))
  return text === '' ? '' : `${text}; `
}

function shortLabel(holder: Record<string, string>): string {
  const who = holder.context || (holder.job ? `job ${holder.job}` : 'a job')
  return holder.repository ? `${who} in ${holder.repository}` : who
}

export function ordinal(n: number): string {
  const tens = n % 100
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th') || 'th'
  return `${n}${suffix}`
}

export function describeListingWait(
  name: string,
  view: ListingWaitView,
  timeoutMs: number
): string {
  const who = view.holder ? holderLabel(view.holder) : `another job (${view.holderKey.key})`
  const left = Math.max(0, timeoutMs - view.waitedMs)
  // The holder's key is one of those ahead: "2nd in line" when it is the only one.
  return (
    `Lock "${name}" is held by ${who} (expires in ${formatDuration(view.expiresInMs)}); ` +
    `${ordinal(view.ahead + 1)} in line; ` +
    `waited ${formatDuration(view.waitedMs)}, giving up in ${formatDuration(left)}`
  )
}

/**
 * The command that breaks a lock safely: it refuses unless the lock still carries this token,
 * so it cannot break a lock that moved on to a live holder meanwhile.
 */
export function breakCommand(name: string, bucket: string, token: number): string {
  return `s3-lock release ${JSON.stringify(name)} --bucket ${bucket} --force --token ${token}`
}
