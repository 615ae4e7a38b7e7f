import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { checkLog, readLog, runLockedJob, type LockedJob } from './support/critical-section.js'
import { errors } from './support/lock-steps.js'
import { createTestBucket, listKeys, s3Client } from './support/s3.js'

// Issue 25: a job with `strategy: listing` and a job with the default conditional strategy,
// started together on a new name, could both hold the lock: each looked for the other before
// its own write and never after. Now each writes its claim first and then looks (docs/protocol.md,
// "Two strategies on one name"). The witness is the critical section's log.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mixed-'))
let bucket: string

beforeAll(async () => {
  bucket = await createTestBucket('mixed')
})

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true })
})

const CONFLICT = /^lock ".*" is (held with the listing strategy|a conditional-strategy lock)/

/** Forgets the store's verdict, so that the next conditional job checks the store again. */
async function forgetStoreVerdict(): Promise<void> {
  const client = s3Client()
  for (const key of await listKeys(bucket, '.s3-lock/store-check/')) {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
  }
}

async function readLockObject(name: string): Promise<Record<string, unknown> | undefined> {
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
    return JSON.parse((await object.Body?.transformToString()) ?? '') as Record<string, unknown>
  } catch {
    return undefined
  }
}

/** The main step's failure, if it failed: only a strategy conflict is an acceptable one. */
function outcomeOf(job: LockedJob): string {
  if (job.main.outcome === 'success') return 'held'
  const [error] = errors(job.main)
  return CONFLICT.test(error ?? '') ? 'refused' : `failed: ${error ?? job.main.stderr}`
}

describe('a listing job and a conditional job on one new name', () => {
  it('started together, never hold at once, and at least one holds, round after round', async () => {
    const outcomes: string[] = []
    for (let round = 0; round < 6; round++) {
      // Most rounds with the store's verdict recorded (the conditional job is then quickest,
      // and the race closest), some with the store check to pay first.
      if (round % 3 === 0) await forgetStoreVerdict()
      const name = `mixed/together-${round}-${Date.now().toString(36)}`
      const log = path.join(scratch, `round-${round}.jsonl`)
      const common = { bucket, name, log, holdMs: 1_000, inputs: { timeout: '20s' } }
      const jobs = await Promise.all([
        runLockedJob({
          ...common,
          job: `listing-${round}`,
          inputs: { ...common.inputs, strategy: 'listing' }
        }),
        runLockedJob({ ...common, job: `conditional-${round}` })
      ])
      const check = checkLog(log)
      outcomes.push(
        `round ${round}: ${jobs.map((job) => `${job.job} ${outcomeOf(job)}`).join(', ')}`
      )
      expect(check.overlaps.map((overlap) => overlap.jobs)).toEqual([])
      expect(check.problems).toEqual([])
      expect(jobs.map(outcomeOf).filter((what) => what.startsWith('failed'))).toEqual([])
      expect(check.holders.length).toBeGreaterThanOrEqual(1)
      for (const job of jobs) expect(job.post?.outcome ?? 'success').toBe('success')
      // Whoever withdrew or released, no listing key is left behind.
      expect(await listKeys(bucket, `${name}.`)).toEqual([])
    }
    console.log(outcomes.join('\n'))
  }, 120_000)

  it('a pending record left by a refused conditional job does not block a later one once the listing key is gone', async () => {
    const name = `mixed/pending-left-${Date.now().toString(36)}`
    const log = path.join(scratch, 'pending-left.jsonl')
    const common = { bucket, name, log, inputs: { timeout: '20s' } }
    // The listing job holds for longer than the conditional job's settling look.
    const listing = runLockedJob({
      ...common,
      job: 'listing-holder',
      holdMs: 6_000,
      inputs: { ...common.inputs, strategy: 'listing' }
    })
    // Holding, not merely with its key written: a key is written before the look for a
    // conditional lock, and a conditional job that came between the two won the name.
    await until(async () => fs.existsSync(log) && readLog(log).some((e) => e.event === 'enter'))
    const refused = await runLockedJob({ ...common, job: 'conditional-refused' })
    expect(errors(refused.main)).toEqual([
      expect.stringMatching(/^lock ".*" is held with the listing strategy/)
    ])
    expect(await readLockObject(name)).toMatchObject({ state: 'released', token: 0, pending: true })
    expect((await listing).main.outcome).toBe('success')
    expect(await listKeys(bucket, `${name}.`)).toEqual([])

    const later = await runLockedJob({ ...common, job: 'conditional-later' })
    expect(later.main.outcome).toBe('success')
    expect(later.main.outputs.token).toBe('1')
    const released = await readLockObject(name)
    expect(released).toMatchObject({ state: 'released', token: 1 })
    expect(released).not.toHaveProperty('pending')
    expect(checkLog(log).overlaps).toEqual([])
  }, 60_000)
})

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the listing job to hold')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
