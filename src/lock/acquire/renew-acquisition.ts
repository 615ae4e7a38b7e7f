import { monotonicNow } from '../basics/backoff.js'
import { mutated } from '../basics/mutations.js'
import type { Holder } from '../single/lock-record.js'
import type { Deadline } from '../store/store.js'
import type { Acquisition, RenewResult } from './acquisition.js'

export type RenewOf = (
  claim: Acquisition['record'] & { etag: string },
  bound: Deadline
) => Promise<RenewResult>

/**
 * One renewal of an acquisition before it is handed out (the hold gate's marks, the hand-out
 * gate's top-up), with the renewer's bookkeeping (I4, F42): the lease counts from the send an
 * answer confirmed, or, when a read-back found a renewal of ours landed, from the first send
 * since the last confirmed one. `confirmed`: the store now holds `holder` as written, proved by
 * an answer or by a read-back of that very text. A read-back of other content (an earlier,
 * unheard write that landed) extends the lease but is not this write: the caller writes again.
 * Undefined: the lock is no longer ours. Unheard: the same acquisition, not confirmed.
 */
export async function renewAcquisition(
  renew: RenewOf,
  current: Acquisition,
  holder: Holder,
  bound: Deadline
): Promise<{ next: Acquisition; confirmed: boolean } | undefined> {
  const sentAt = monotonicNow()
  const unconfirmedSince = current.unconfirmedSince ?? sentAt
  const record = { ...current.record, holder }
  const renewed = await renew({ ...record, etag: current.etag }, bound)
  if (renewed.kind === 'lost') return undefined
  if (renewed.kind !== 'renewed') {
    return { next: { ...current, unconfirmedSince }, confirmed: false }
  }
  const leaseMs = renewed.leaseMs ?? current.leaseMs
  const byAnswer = renewed.confirmedBy === 'answer'
  const ours = byAnswer || mutated('F42') || sameHolder(renewed.holder, holder)
  const next: Acquisition = {
    ...current,
    etag: renewed.etag,
    leaseMs,
    record: {
      ...current.record,
      holder: ours ? holder : (renewed.holder ?? current.record.holder),
      renewals: renewed.renewals,
      leaseMs
    },
    leaseStartedAt: byAnswer
      ? (renewed.sentAt ?? sentAt)
      : mutated('F42')
        ? sentAt
        : unconfirmedSince
  }
  // Settled: no write of ours is left unheard.
  delete next.unconfirmedSince
  return { next, confirmed: ours }
}

function sameHolder(stored: Holder | undefined, written: Holder): boolean {
  if (stored === undefined) return false
  const keys = Object.keys(written)
  return (
    keys.length === Object.keys(stored).length && keys.every((key) => stored[key] === written[key])
  )
}
