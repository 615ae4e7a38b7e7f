/**
 * Full-jitter exponential backoff: contenders that collided once must not collide again in
 * lockstep, and a throttled store must see load fall off quickly.
 */
export function backoffDelay(attempt: number, baseMs = 100, capMs = 5000): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** attempt)
  return Math.floor(Math.random() * ceiling)
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
export function sleep(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(done, Math.max(0, milliseconds))
    function done(): void {
      signal?.removeEventListener('abort', abort)
      resolve()
    }
    function abort(): void {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', abort, { once: true })
  })
}

/**
 * A clock that never jumps, in milliseconds: wall-clock steps (NTP, skew) must not move lease
 * deadlines. It is the system's CLOCK_MONOTONIC, shared by every process on the machine, so a
 * deadline computed by the main step still means the same in the renewer process.
 */
export function monotonicNow(): number {
  return Number(process.hrtime.bigint() / 1000n) / 1000
}
