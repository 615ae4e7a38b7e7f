import * as core from '@actions/core'
import { acquireStep } from './action/acquire-step.js'
import { formatDuration } from './lock/duration.js'
import { runStep } from './action/run-step.js'

// Sub-action: acquire in one job, release in another with the `key` output. Nothing can renew
// the lease once this job ends (the runner kills leftover processes), so `expires` bounds it.
await runStep(async (signal) => {
  const held = await acquireStep(signal)
  if (held === undefined) return
  const { inputs } = held
  core.info(
    `Held across jobs: nothing renews this lock after this job ends, so it expires ` +
      `${formatDuration(inputs.expiresMs)} after acquisition unless the release action runs first`
  )
})
