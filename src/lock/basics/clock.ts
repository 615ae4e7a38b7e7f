import { randomUUID } from 'node:crypto'

/**
 * Time and chance, as the protocol reads them. Nothing in src/lock reads global time or
 * Math.random: it reads these, so that the simulator (sim/) can run the real code under virtual
 * time with one seed deciding every draw, and replay a run exactly.
 */
export interface Clock {
  /**
   * Milliseconds that never jump (wall-clock steps must not move lease deadlines). In
   * production the system's CLOCK_MONOTONIC, shared by every process on the machine, so a
   * deadline computed by the main step still means the same in the renewer process.
   */
  monotonicNow(): number
  /** This machine's wall clock, ms since the epoch: for records and messages, never compared with another machine's. */
  wallNow(): number
  /** An AbortSignal that aborts `ms` from now: every deadline is made here. */
  timeout(ms: number): AbortSignal
  /** Runs `run` after `ms` (the process stays up for it, as for setTimeout); returns a cancel. */
  later(ms: number, run: () => void): () => void
}

export interface Random {
  /** Uniform in [0, 1). */
  fraction(): number
  /** A fresh random UUID: owners, write ids, request keys. */
  uuid(): string
}

export const systemClock: Clock = {
  monotonicNow: () => Number(process.hrtime.bigint() / 1000n) / 1000,
  wallNow: () => Date.now(),
  timeout: (ms) => AbortSignal.timeout(ms),
  later(ms, run) {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  }
}

export const systemRandom: Random = {
  fraction: () => Math.random(),
  uuid: () => randomUUID()
}

let installedClock: Clock = systemClock
let installedRandom: Random = systemRandom

/** The clock in use: the system's, unless a simulation installed its own. */
export function clock(): Clock {
  return installedClock
}

/** The random source in use. */
export function random(): Random {
  return installedRandom
}

/**
 * Installs a clock and a random source for everything in src/lock: only the simulator and
 * tests call this, before any lock is made; production never does.
 */
export function useTimeAndChance(next: { clock?: Clock; random?: Random }): () => void {
  const before = { clock: installedClock, random: installedRandom }
  installedClock = next.clock ?? installedClock
  installedRandom = next.random ?? installedRandom
  return () => {
    installedClock = before.clock
    installedRandom = before.random
  }
}

/** This machine's wall clock as an ISO string, for records and messages. */
export function wallIso(): string {
  return new Date(installedClock.wallNow()).toISOString()
}
