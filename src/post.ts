import * as core from '@actions/core'
import { describeThisJob } from './action/holder.js'
import { parseHandle } from './action/lock-handle.js'
import { releaseListingStep, releaseStep } from './action/release-step.js'
import { runStep } from './action/run-step.js'
import { STATE } from './action/state.js'

// Root action, post step: runs even when main failed or was cancelled, so it must cope with
// any amount of missing state.
await runStep(async (signal) => {
  const listingKey = core.getState(STATE.listingKey)
  if (listingKey !== '') return releaseListingStep(signal, listingKey)
  const handle = core.getState(STATE.handle)
  if (handle === '') {
    core.info('No lock was requested by the main step; nothing to release')
    return
  }
  const token = core.getState(STATE.token)
  const pid = Number(core.getState(STATE.renewerPid))
  await releaseStep(signal, {
    handle: parseHandle(handle, 'state'),
    claim: {
      token: token === '' ? undefined : Number(token),
      etag: core.getState(STATE.etag) || undefined,
      // The same job as main, so the same description: the released record keeps it.
      holder: describeThisJob(core.getInput('context'))
    },
    confirmed: token !== '',
    renewer: pid > 0 ? { pid, statusFile: core.getState(STATE.statusFile) } : undefined,
    onLost: core.getInput('on-lost') === 'warn' ? 'warn' : 'fail',
    times: readTimes()
  })
})

function readTimes(): { startedAt: number; acquiredAt: number } | undefined {
  try {
    return JSON.parse(core.getState(STATE.times)) as { startedAt: number; acquiredAt: number }
  } catch {
    return undefined
  }
}
