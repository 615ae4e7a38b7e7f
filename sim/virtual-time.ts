import type { Clock, Random } from '../src/lock/basics/clock.js'

/**
 * Virtual time for one simulated run: one timeline, one seeded source of chance, and a
 * scheduler that fires one timer at a time, only after every promise chain the last one
 * started has run to its next wait. Timers due at the same moment fire in an order the seed
 * draws, so each seed is one interleaving of the real code, and replays exactly.
 */

/** A small, fast, seedable generator (sfc32): the only source of chance in a run. */
export class SeededRandom implements Random {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number) {
    this.a = 0x9e3779b9
    this.b = 0x243f6a88
    this.c = 0xb7e15162
    this.d = seed >>> 0
    for (let i = 0; i < 15; i++) this.next()
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  fraction(): number {
    return this.next() / 4294967296
  }

  /** Integer in [low, high]. */
  between(low: number, high: number): number {
    return low + Math.floor(this.fraction() * (high - low + 1))
  }

  chance(p: number): boolean {
    return this.fraction() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.fraction() * items.length)] as T
  }

  uuid(): string {
    const hex = (n: number) => this.next().toString(16).padStart(8, '0').slice(0, n)
    return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(8)}${hex(4)}`
  }
}

interface Timer {
  at: number
  /** Drawn: the order of timers due at the same moment. */
  rank: number
  run: () => void
  cancelled: boolean
  /** Still in the heap: not fired, nor dropped. */
  queued: boolean
}

/**
 * The reason of every virtual timeout, as AbortSignal.timeout gives it: one instance, since most
 * deadlines pass unheard and making each its own exception was a tenth of a run's time.
 */
const TIMED_OUT = new DOMException('The operation was aborted due to timeout', 'TimeoutError')

/** Where virtual time starts on the wall clock: 2026-12-01T00:00:00Z. */
const WALL_EPOCH_MS = 1_796_083_200_000

export class VirtualTime implements Clock {
  private now = 0
  private heap: Timer[] = []
  /**
   * Cancelled timers still in the heap. Most timers are cancelled (a request's timeout when
   * its answer comes, a sleep cut short): nine in ten of the heap's were. Once they are half of
   * it, they are dropped at once (compact); the others still fire by time and drawn rank.
   */
  private cancelledQueued = 0
  /** Timers fired so far: the run's length in steps. */
  steps = 0

  constructor(private readonly random: SeededRandom) {}

  monotonicNow(): number {
    return this.now
  }

  wallNow(): number {
    return WALL_EPOCH_MS + this.now
  }

  timeout(ms: number): AbortSignal {
    const controller = new AbortController()
    this.later(ms, () => controller.abort(TIMED_OUT))
    return controller.signal
  }

  later(ms: number, run: () => void): () => void {
    const timer: Timer = {
      at: this.now + Math.max(0, ms),
      rank: this.random.fraction(),
      run,
      cancelled: false,
      queued: false
    }
    this.push(timer)
    return () => {
      if (timer.cancelled) return
      timer.cancelled = true
      if (!timer.queued) return
      this.cancelledQueued++
      if (this.cancelledQueued > 32 && this.cancelledQueued * 2 > this.heap.length) this.compact()
    }
  }

  /**
   * Runs until nothing is left to fire, or `done()` holds, or the timeline reaches `untilMs`.
   * Between two timers every microtask runs (a macrotask turn of the real event loop), so
   * the real code sees timers and answers arrive one at a time, as on a real runner.
   */
  run(untilMs: number, done: () => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      // Each step is a nextTick callback, queued by a microtask queued after the timer's own:
      // Node runs it once the promise job queue is empty (processTicksAndRejections), so it
      // is a whole turn of the event loop as the protocol code sees it, without the loop's
      // phases (nothing in the simulated code waits on real I/O or real timers). As an
      // `await` of a promise resolved by nextTick, but without a promise per step.
      const step = (): void => {
        try {
          if (done()) return resolve()
          // Cancelled timers (most request timeouts) are dropped without a turn of their own.
          let timer = this.pop()
          while (timer?.cancelled) timer = this.pop()
          if (timer === undefined) return resolve()
          if (timer.at > untilMs) {
            // Not due yet: it stays for a later run.
            this.push(timer)
            this.now = untilMs
            return resolve()
          }
          this.now = timer.at
          this.steps++
          timer.run()
          queueMicrotask(next)
        } catch (error) {
          reject(error)
        }
      }
      const next = (): void => process.nextTick(step)
      process.nextTick(step)
    })
  }

  /** Pending timers, cancelled ones excluded: nothing pending means the run is quiet. */
  get pending(): number {
    return this.heap.reduce((n, timer) => n + (timer.cancelled ? 0 : 1), 0)
  }

  // Both sift by moving the hole, not by swapping: the same heap, without the array each
  // destructuring swap allocated: with them, a sixth of the bytes a run allocates.
  private push(timer: Timer): void {
    timer.queued = true
    const heap = this.heap
    let i = heap.length
    heap.push(timer)
    while (i > 0) {
      const parent = (i - 1) >> 1
      const above = heap[parent] as Timer
      if (!before(timer, above)) break
      heap[i] = above
      i = parent
    }
    heap[i] = timer
  }

  private pop(): Timer | undefined {
    const heap = this.heap
    const top = heap[0]
    const last = heap.pop()
    if (top === undefined || last === undefined) return top
    top.queued = false
    if (top.cancelled) this.cancelledQueued--
    if (heap.length > 0) this.siftDown(0, last)
    return top
  }

  /** Puts `timer` at `i`, or below it where it belongs among its descendants. */
  private siftDown(i: number, timer: Timer): void {
    const heap = this.heap
    const length = heap.length
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let least = timer
      let at = i
      if (left < length && before(heap[left] as Timer, least)) {
        least = heap[left] as Timer
        at = left
      }
      if (right < length && before(heap[right] as Timer, least)) {
        least = heap[right] as Timer
        at = right
      }
      if (at === i) break
      heap[i] = least
      i = at
    }
    heap[i] = timer
  }

  /** Drops the cancelled timers and makes a heap of the rest again. */
  private compact(): void {
    const kept: Timer[] = []
    for (const timer of this.heap) {
      if (timer.cancelled) timer.queued = false
      else kept.push(timer)
    }
    this.heap = kept
    this.cancelledQueued = 0
    for (let i = (kept.length >> 1) - 1; i >= 0; i--) this.siftDown(i, kept[i] as Timer)
  }
}

function before(a: Timer, b: Timer): boolean {
  return a.at < b.at || (a.at === b.at && a.rank < b.rank)
}
