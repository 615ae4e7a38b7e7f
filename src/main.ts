import * as core from '@actions/core'
import { acquireStep } from './action/acquire-step.js'
import { leaseFor, readRenewInputs, startRenewal } from './action/renewal.js'
import { runStep } from './action/run-step.js'
import { STATE } from './action/state.js'
import { formatDuration } from './lock/basics/duration.js'

// Root action, main step: hold the lock for the rest of the job, renewed in the background;
// the post step releases it.
await runStep(async (signal) => {
  const renew = readRenewInputs()
  const held = await acquireStep(signal, {
    leaseMs: (expiresMs) => leaseFor(renew, expiresMs),
    renewed: renew.enabled,
    beforeFirstWrite: (handle) => core.saveState(STATE.handle, handle)
  })
  if (held === undefined) return
  if (held.strategy === 'listing') {
    core.saveState(STATE.listingKey, held.handle)
    if (held.inFlightUntil !== undefined) {
      core.saveState(STATE.listingInFlightUntil, String(held.inFlightUntil))
    }
    core.info(
      `The listing strategy has no renewal: the lock expires ${formatDuration(held.inputs.expiresMs)} ` +
        'after acquisition unless the post step releases it first'
    )
    return
  }
  core.saveState(
    STATE.times,
    JSON.stringify({ startedAt: held.startedAt, acquiredAt: held.acquiredAt })
  )
  core.saveState(STATE.token, String(held.acquisition.token))
  core.saveState(STATE.etag, held.acquisition.etag)
  if ((held.acquisition.record.holders ?? 1) > 1) {
    core.saveState(STATE.holders, String(held.acquisition.record.holders))
  }
  if (held.acquisition.record.ticket !== undefined) {
    core.saveState(STATE.ticket, String(held.acquisition.record.ticket))
  }
  core.saveState(
    STATE.holds,
    JSON.stringify({
      holds: held.acquisition.record.holds ?? [],
      since: held.acquisition.leaseStartedAt
    })
  )
  if (renew.enabled) startRenewal(held.inputs, held.acquisition)
})
