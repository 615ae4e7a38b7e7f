import { acquireStep } from './action/acquire-step.js'
import { runStep } from './action/run-step.js'

// Sub-action: acquire in one job, release in another with the `key` output.
await runStep((signal) => acquireStep(signal))
