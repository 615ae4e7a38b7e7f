import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { jobKit, lockStep as lockStepOf } from './support/lock-steps.js'
import type { RunningStep, SimulatedJob, StepResult } from './support/runner.js'
import { createTestBucket } from './support/s3.js'

// The line's order for jobs that arrive one after the other (docs/queueing.md: "jobs a few
// hundred milliseconds apart are served as they came"), and the first handover after a holder,
// through the bundles, on the RGW. Jobs 300-400 ms apart once went to the crowd's rounds
// (the line had waiters and had changed in the last two seconds), where requests within one
// second of each other have no order: 8 such jobs were served out of order in 2 runs of 6. And
// the first waiter's main step went on listing empty rounds behind its join for over a second
// after it had the lock: the first handover took 1.2 s, the others 0.1 s.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'line-fifo-'))
const kit = jobKit(scratch)
let bucket: string

beforeAll(async () => {
  bucket = await createTestBucket('line-fifo')
})
afterEach(() => kit.killAll())
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

function lockStep(job: SimulatedJob, name: string) {
  return lockStepOf(job, { bucket, name, inputs: { timeout: '90s' } })
}

interface Served {
  /** Indexes into the waiters, in the order they got the lock. */
  order: number[]
  results: StepResult[]
  /**
   * Per waiter in the order served: the previous holder's post step done (the lock released)
   * to this waiter's main step done (it has the lock and its job goes on), in ms. Can be a
   * little below 0: the post step may still be exiting when the next one has taken over.
   */
  handoversMs: number[]
}

/**
 * A holder, then `count` jobs started one after another: each begins acquiring (its log says
 * so; process start-up alone varies by more than the gap on a loaded machine) 300-400 ms after
 * the one before. Once all are in line, the holder leaves, and each waiter's job ends as soon
 * as its main step is done, so that the next can take the lock.
 */
async function staggered(name: string, count: number): Promise<Served> {
  const holder = kit.newJob(`${name}-holder`.replace(/\W/g, '-'))
  expect((await lockStep(holder, name).done).outcome).toBe('success')
  const waiting: { job: SimulatedJob; main: RunningStep }[] = []
  for (let i = 0; i < count; i++) {
    const job = kit.newJob(`${name}-${i}`.replace(/\W/g, '-'))
    const main = lockStep(job, name)
    waiting.push({ job, main })
    await main.waitForOutput(/Acquiring lock/, 20_000)
    if (i < count - 1) await sleep(300 + Math.random() * 100)
  }
  for (const { main } of waiting) await main.waitForOutput(/joined its line/, 20_000)
  const doneAt = new Map<number, number>()
  const done = waiting.map(({ main }, index) =>
    main.done.then((result) => {
      doneAt.set(index, Date.now())
      return [index, result] as const
    })
  )
  await holder.end()
  let releasedAt = Date.now()
  const order: number[] = []
  const results: StepResult[] = []
  const handoversMs: number[] = []
  const pending = new Set(waiting.keys())
  while (pending.size > 0) {
    const [index, result] = await Promise.race([...pending].map((i) => done[i]))
    pending.delete(index)
    order.push(index)
    results[index] = result
    handoversMs.push((doneAt.get(index) ?? Date.now()) - releasedAt)
    await waiting[index].job.end()
    releasedAt = Date.now()
  }
  return { order, results, handoversMs }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

describe('jobs that arrive one after the other', () => {
  it('8 jobs started 300-400 ms apart behind a holder are served in the order they started, run after run', async () => {
    const RUNS = 5
    const orders: number[][] = []
    for (let run = 0; run < RUNS; run++) {
      const { order, results } = await staggered(`fifo/run-${run}`, 8)
      expect(results.map((r) => r.outcome)).toEqual(Array(8).fill('success'))
      orders.push(order)
    }
    // Every run in order: before, 2 runs in 6 had two neighbours swapped.
    expect(orders).toEqual(Array(RUNS).fill([0, 1, 2, 3, 4, 5, 6, 7]))
  }, 150_000)

  it('the first handover after a holder is about as quick as the ones after it', async () => {
    const RUNS = 3
    const first: number[] = []
    const rest: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const { order, results, handoversMs } = await staggered(`fifo/handover-${run}`, 4)
      expect(results.map((r) => r.outcome)).toEqual(Array(4).fill('success'))
      expect(order).toEqual([0, 1, 2, 3])
      first.push(handoversMs[0])
      rest.push(...handoversMs.slice(1))
    }
    // Before, the first took about 1.1 s longer in every run. Medians, and a wide margin: on a
    // loaded two-core machine one step's start-up or exit alone can take a few hundred ms.
    const slower = median(first) - median(rest)
    console.log(`handovers (ms): first ${first.join(', ')}; the others ${rest.join(', ')}`)
    expect(slower).toBeLessThan(600)
  }, 120_000)
})
