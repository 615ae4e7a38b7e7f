import * as core from '@actions/core'
import { acquireStep } from './action/acquire-step.js'
import { sleep } from './lock/basics/backoff.js'
import { formatDuration } from './lock/basics/duration.js'
import { lateLandingWaitMs } from './lock/store/s3-store.js'
import { runStep } from './action/run-step.js'

// Sub-action: acquire in one job, release in another with the `key` output. Nothing can renew
// the lease once this job ends (the runner kills leftover processes), so `expires` bounds it.
await runStep(async (signal) => {
  const held = await acquireStep(signal)
  if (held === undefined) return
  const { inputs } = held
  if (held.strategy === 'listing' && held.inFlightUntil !== undefined) {
    // The release job knows nothing of it, so wait here until an unanswered PUT of the key can
    // no longer land: the release, which comes after this job, then deletes whatever landed.
    const waitMs = lateLandingWaitMs(held.inFlightUntil)
    if (waitMs > 0) {
      core.info(`A write of the lock key went unanswered: waiting ${formatDuration(waitMs)} for it`)
      await sleep(waitMs, signal)
    }
  }
  core.info(
    `Held across jobs: nothing renews this lock after this job ends, so it expires ` +
      `${formatDuration(inputs.expiresMs)} after acquisition unless the release action runs first`
  )
})
