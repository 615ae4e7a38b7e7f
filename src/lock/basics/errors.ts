/**
 * Errors the user can act on. Their messages are one line, name what was wrong and what to
 * do, and are shown without a stack trace. Anything else is a bug and keeps its stack.
 */
export class UserFacingError extends Error {}

/** The store refused us for a reason retrying will not fix (bucket, permissions, region). */
export class StoreConfigError extends UserFacingError {
  constructor(
    message: string,
    /** The S3 error code, e.g. AccessDenied or NotImplemented. */
    readonly code?: string
  ) {
    super(message)
  }
}

/** The store could not be reached or kept failing for longer than we retry. */
export class StoreUnavailableError extends UserFacingError {
  constructor(
    message: string,
    /** Nothing answered at all (refused, unresolvable, timed out), not even an HTTP error. */
    readonly noAnswer = false
  ) {
    super(message)
  }
}

/** The store does not behave like S3 where the lock's safety depends on it. */
export class UnsafeStoreError extends UserFacingError {}

/** The lock was not acquired within the timeout. */
export class LockTimeoutError extends UserFacingError {}

/** An error's message alone, for a one-line report; what is not an Error, as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Jobs that use one lock name disagree on `holders` (shared-lock.ts). */
export class HoldersMismatchError extends UserFacingError {
  constructor(
    message: string,
    /** A single holder whose lease ran out by the store's clock: what to break, for the message. */
    readonly expiredHolder?: { token: number; overForMs: number }
  ) {
    super(message)
  }
}
