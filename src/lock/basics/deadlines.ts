import { clock } from './clock.js'
/**
 * The deadlines of the protocol's requests (docs/protocol.md, "Deadlines"). Every request to
 * the store names a deadline (Store takes one on every call, with no default); these
 * are the ones that are not a lease's.
 */

/**
 * Acquire's own requests and pauses are cut short this long after its timeout: a request
 * under way when the timeout comes may still answer.
 */
export const REQUEST_GRACE_MS = 2_000

/**
 * Everything acquire does ends within its timeout plus this, whatever the store does: what is
 * left after its own requests (REQUEST_GRACE_MS) is for leaving the line and giving back what
 * of ours may be in the lock, and the deletes after the leave. One second more is the step's
 * own, to report and end: so the step ends within the timeout plus 5 s (docs/protocol.md, I9).
 */
export const STEP_GRACE_MS = 4_000

/** Time given to undoing writes of ours after a cancel or an error (not a timeout). */
export const CLEANUP_MS = 5_000

/** A deadline `ms` from now. */
export function within(ms: number): AbortSignal {
  return clock().timeout(Math.max(1, Math.ceil(ms)))
}

/**
 * The cleanup after a cancel as one budget, counted from the cancel: the leave and the
 * give-back that follows share it, so the step ends CLEANUP_MS after the cancel (I9), not one
 * CLEANUP_MS each (F46c). GitHub kills the step 10 s after it cancels.
 */
export function cleanupAfterCancel(signal: AbortSignal): () => AbortSignal {
  let cancelledAt = signal.aborted ? clock().monotonicNow() : undefined
  signal.addEventListener('abort', () => (cancelledAt ??= clock().monotonicNow()), { once: true })
  return () => {
    const now = clock().monotonicNow()
    return within(CLEANUP_MS - (now - (cancelledAt ?? now)))
  }
}

/** A release (the post step, release/, the renewer's, the CLI's) ends within this. */
export const RELEASE_MS = 60_000

/** A look at a lock from outside acquire (check/, s3-lock status, list, doctor) ends within this. */
export const LOOK_MS = 30_000
