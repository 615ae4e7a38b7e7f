import { clock, random } from './clock.js'

/**
 * Full-jitter exponential backoff: contenders that collided once must not collide again in
 * lockstep, and a throttled store must see load fall off quickly.
 */
export function backoffDelay(attempt: number, baseMs = 100, capMs = 5000): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** attempt)
  return Math.floor(random().fraction() * ceiling)
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
export function sleep(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const cancel = clock().later(Math.max(0, milliseconds), done)
    function done(): void {
      signal?.removeEventListener('abort', abort)
      resolve()
    }
    function abort(): void {
      cancel()
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', abort, { once: true })
  })
}

/** The clock that never jumps, in milliseconds (Clock.monotonicNow). */
export function monotonicNow(): number {
  return clock().monotonicNow()
}
