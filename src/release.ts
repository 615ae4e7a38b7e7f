import * as core from '@actions/core'
import { parseHandle } from './action/lock-handle.js'
import { releaseListingStep, releaseStep } from './action/release-step.js'
import { looksLikeListingKey } from './lock/listing/listing-lock.js'
import { runStep } from './action/run-step.js'

// Sub-action: release a lock acquired by the acquire sub-action in another job.
await runStep(async (signal) => {
  const key = core.getInput('key')
  if (key === '') {
    // The usual `if: always()` release job after an acquire job that failed or was cancelled.
    core.info('Input "key" is empty (the acquire step did not acquire); nothing to release')
    return
  }
  if (looksLikeListingKey(key)) return releaseListingStep(signal, key)
  await releaseStep(signal, { handle: parseHandle(key, 'key'), claim: {}, confirmed: true })
})
