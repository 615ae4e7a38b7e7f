import { doctorStep } from './action/doctor-step.js'
import { runStep } from './action/run-step.js'

// Sub-action: s3-lock doctor's checks with the job's own credentials.
await runStep(doctorStep)
