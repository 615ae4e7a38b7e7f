import type { Holder } from '../lock/single/lock-record.js'

/**
 * One readable phrase naming a holder, with a link when there is one: the same words in the
 * action's logs and summaries and in the CLI's output, whichever of them wrote the lock.
 */
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
