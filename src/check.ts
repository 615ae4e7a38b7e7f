import { checkStep } from './action/check-step.js'
import { runStep } from './action/run-step.js'

// Sub-action: fail unless the acquisition named by `key` still holds its lock.
await runStep(checkStep)
