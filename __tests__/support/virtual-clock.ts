import { afterEach, beforeEach } from '@jest/globals'
import { useTimeAndChance } from '../../src/lock/basics/clock.js'
import { SeededRandom, VirtualTime } from '../../sim/virtual-time.js'

/**
 * Virtual time for a protocol test on the memory store: the simulator's clock (sim/
 * virtual-time.ts) installed for src/lock around each test, one seed per test. Nothing in
 * src/lock waits on real time then, so a minute's lease costs milliseconds, and when a timer
 * fires is exact: tests can assert it to the millisecond.
 */
export interface VirtualClock {
  time: VirtualTime
  random: SeededRandom
  /** Virtual ms since the test began. */
  now(): number
  /** Runs timers until `promise` settles; its value, or its rejection. */
  settle<T>(promise: Promise<T>, withinMs?: number): Promise<T>
  /** Runs every timer due within `ms`, then stands at now + ms. */
  advance(ms: number): Promise<void>
  /** Runs timers until `condition` holds (checked between timers); throws if time runs out. */
  until(condition: () => boolean, withinMs?: number): Promise<void>
}

const DAY_MS = 24 * 3_600_000

/** Installs a fresh virtual clock before each test of the file and restores the system's after. */
export function useVirtualClock(seed = 1): VirtualClock {
  let restore: (() => void) | undefined
  const clock: VirtualClock = {
    time: new VirtualTime(new SeededRandom(seed)),
    random: new SeededRandom(seed),
    now: () => clock.time.monotonicNow(),
    async settle<T>(promise: Promise<T>, withinMs = DAY_MS): Promise<T> {
      let settled = false
      promise.then(
        () => (settled = true),
        () => (settled = true)
      )
      await runUntil(() => settled, withinMs)
      if (!settled) throw new Error(`still pending at virtual ${clock.now()} ms`)
      return promise
    },
    async advance(ms: number): Promise<void> {
      await runUntil(() => false, ms)
    },
    async until(condition: () => boolean, withinMs = DAY_MS): Promise<void> {
      await runUntil(condition, withinMs)
      if (!condition()) throw new Error(`condition not met by virtual ${clock.now()} ms`)
    }
  }
  /**
   * Runs timers until `done()` or `withinMs` from now. A marker timer stands for the limit, so
   * that time reaches it even when nothing else is due (`advance`).
   */
  async function runUntil(done: () => boolean, withinMs: number): Promise<void> {
    let reached = false
    const cancel = clock.time.later(withinMs, () => (reached = true))
    await clock.time.run(Number.POSITIVE_INFINITY, () => reached || done())
    cancel()
  }
  beforeEach(() => {
    clock.random = new SeededRandom(seed)
    clock.time = new VirtualTime(new SeededRandom(seed + 1))
    restore = useTimeAndChance({ clock: clock.time, random: clock.random })
  })
  afterEach(() => restore?.())
  return clock
}
