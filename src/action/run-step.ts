import * as core from '@actions/core'
import { UserFacingError } from '../lock/basics/errors.js'

/** Thrown into waits and requests when the runner cancels the step. */
export class CancelledError extends UserFacingError {}

/**
 * Runs a step body the way every entry needs: the runner's cancellation (SIGINT, then SIGTERM)
 * aborts the signal instead of killing the process, so the body can leave nothing behind;
 * mistakes the user can fix fail in one line, bugs keep their stack.
 */
export async function runStep(body: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController()
  const cancel = (signal: NodeJS.Signals): void => {
    controller.abort(new CancelledError(`the step was cancelled (${signal})`))
  }
  process.once('SIGINT', cancel)
  process.once('SIGTERM', cancel)
  try {
    await body(controller.signal)
  } catch (error) {
    if (error instanceof UserFacingError) core.setFailed(error.message)
    else core.setFailed(error instanceof Error ? (error.stack ?? error.message) : String(error))
  } finally {
    process.off('SIGINT', cancel)
    process.off('SIGTERM', cancel)
  }
}
