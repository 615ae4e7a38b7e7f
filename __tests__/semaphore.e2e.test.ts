import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { CRITICAL_SECTION, readLog } from './support/critical-section.js'
import { errors, jobKit, lockStep as lockStepOf } from './support/lock-steps.js'
import type { SimulatedJob } from './support/runner.js'
import { createTestBucket, listKeys, s3Client } from './support/s3.js'

// Several holders (docs/protocol.md, "Several holders"; src/lock/semaphore.ts): never more than
// `holders` jobs inside, an exclusive job alone, the line's order kept, each place with its own
// lease. Through the bundles, on the RGW, judged by the critical section's own log.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'semaphore-'))
const kit = jobKit(scratch)
let bucket: string

beforeAll(async () => {
  bucket = await createTestBucket('semaphore')
})
afterEach(() => kit.killAll())
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

interface Stay {
  job: string
  token: number
  enter: bigint
  exit: bigint
}

/** The stays inside the critical section, from its log (every one must have left). */
function stays(log: string): Stay[] {
  const entries = readLog(log)
  const enters = new Map(entries.filter((e) => e.event === 'enter').map((e) => [e.id, e]))
  return entries
    .filter((e) => e.event === 'exit')
    .map((exit) => {
      const enter = enters.get(exit.id)
      if (!enter) throw new Error(`an exit of ${exit.job} without its enter`)
      return { job: enter.job, token: Number(enter.token), enter: BigInt(enter.hr), exit: BigInt(exit.hr) }
    })
    .sort((a, b) => (a.enter < b.enter ? -1 : 1))
}

/** The most stays inside at one moment (closed intervals: touching counts as together). */
function mostInside(all: Stay[]): number {
  const events = all.flatMap((s) => [
    { at: s.enter, step: 1 },
    { at: s.exit, step: -1 }
  ])
  // At the same instant, enters first: touching counts.
  events.sort((a, b) => (a.at === b.at ? b.step - a.step : a.at < b.at ? -1 : 1))
  let inside = 0
  let most = 0
  for (const event of events) {
    inside += event.step
    most = Math.max(most, inside)
  }
  return most
}

/** Pairs of stays where one ended before the other began, yet had the higher token. */
function tokensOutOfOrder(all: Stay[]): string[] {
  const wrong: string[] = []
  for (const a of all) {
    for (const b of all) {
      if (a.exit < b.enter && a.token >= b.token) {
        wrong.push(`${a.job} (token ${a.token}) left before ${b.job} (token ${b.token}) entered`)
      }
    }
  }
  return wrong
}

/** One job: the lock step, the critical section for `holdMs`, then the post step releases. */
async function lockedJob(
  label: string,
  name: string,
  log: string,
  holdMs: number,
  inputs: Record<string, string>
) {
  const job = kit.newJob(label)
  const main = await lockStepOf(job, { bucket, name, inputs: { timeout: '90s', ...inputs } }).done
  const work =
    main.outcome === 'success'
      ? await job.run(CRITICAL_SECTION, {
          id: 'work',
          inputs: { log, job: label, token: main.outputs.token ?? '', 'hold-ms': String(holdMs) }
        })
      : undefined
  const { posts } = await job.end()
  return { label, main, work, post: posts.find((post) => post.id === 'lock') }
}

async function readRecord(name: string): Promise<Record<string, unknown>> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
  return JSON.parse((await object.Body?.transformToString()) ?? '{}')
}

describe('a pool', () => {
  it('9 jobs with holders 3, each inside 2 s: never more than 3 inside, about three rounds, tokens distinct and in order', async () => {
    const name = 'pool/nine'
    const log = path.join(scratch, 'nine.jsonl')
    const jobs = await Promise.all(
      Array.from({ length: 9 }, (_, i) => lockedJob(`pool-${i}`, name, log, 2_000, { holders: '3' }))
    )
    for (const job of jobs) {
      expect([job.label, job.main.outcome, errors(job.main)]).toEqual([job.label, 'success', []])
      expect([job.label, job.post?.outcome]).toEqual([job.label, 'success'])
    }
    const all = stays(log)
    expect(all).toHaveLength(9)
    // 3 at once, and not fewer: a pool that let one in at a time would also pass "at most 3".
    expect(mostInside(all)).toBe(3)
    const tokens = all.map((s) => s.token)
    expect(new Set(tokens).size).toBe(9)
    expect(tokensOutOfOrder(all)).toEqual([])
    // From the first enter to the last exit: three rounds of 2 s and two handovers (each a post
    // step, a release, a poll and the next job's steps starting: about a second here). Two
    // places would take five rounds (10 s and four handovers), one place nine.
    const makespanMs = Number(all.at(-1)!.exit - all[0].enter) / 1e6
    const t0 = all[0].enter
    console.log(
      all
        .map((s) => `${s.job} t${s.token} ${Number(s.enter - t0) / 1e6 | 0}..${Number(s.exit - t0) / 1e6 | 0}`)
        .join('\n')
    )
    console.log(`9 jobs, holders 3, 2 s each: ${Math.round(makespanMs)} ms from first enter to last exit`)
    expect(makespanMs).toBeGreaterThanOrEqual(6_000)
    expect(makespanMs).toBeLessThan(12_000)
    // Every place freed, the limit kept, the record a shared one.
    const record = await readRecord(name)
    expect(record).toMatchObject({ state: 'shared', limit: 3, places: [] })
    expect(record.token).toBe(Math.max(...tokens))
  }, 120_000)
})
