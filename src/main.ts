import * as core from '@actions/core'
import { acquireStep } from './action/acquire-step.js'
import { runStep } from './action/run-step.js'
import { STATE } from './action/state.js'

// Root action, main step: hold the lock for the rest of the job; post releases it.
await runStep((signal) =>
  acquireStep(signal, {
    beforeFirstWrite: (handle) => core.saveState(STATE.handle, handle),
    acquired: (acquisition) => {
      core.saveState(STATE.token, String(acquisition.token))
      core.saveState(STATE.etag, acquisition.etag)
    }
  })
)
