// Many CI jobs, one lock: the built action (dist/main, dist/post) run by the runner-faithful
// harness against the real S3 server. Mutual exclusion is judged from the critical section's
// own log, never from what the action says about itself.
import { GetObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, describe, expect, it } from '@jest/globals'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { checkLog, runLockedJob, type LockedJob } from './support/critical-section.js'
import { createTestBucket, listKeys, s3Client } from './support/s3.js'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-contention-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

async function readLockObject(bucket: string, key: string): Promise<Record<string, unknown>> {
  const client = s3Client()
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    return JSON.parse((await object.Body?.transformToString()) ?? '')
  } finally {
    client.destroy()
  }
}

/** Each step's outcome, with the first error annotation of a step that did not succeed. */
function outcomes(jobs: LockedJob[]) {
  return jobs.map((job) => {
    const steps = { main: job.main, work: job.work, post: job.post }
    const summary: Record<string, string | undefined> = { job: job.job }
    for (const [name, step] of Object.entries(steps)) {
      summary[name] = step?.outcome ?? 'not run'
      if (step && step.outcome !== 'success') {
        const error = step.annotations.find((annotation) => annotation.level === 'error')
        summary[`${name} error`] = error?.message ?? step.stderr.slice(-500)
      }
    }
    return summary
  })
}

const allSucceeded = (jobs: LockedJob[]) =>
  jobs.map((job) => ({ job: job.job, main: 'success', work: 'success', post: 'success' }))

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('lock contention, end to end', () => {
  it('20 concurrent jobs hold the lock one at a time, with tokens 1..20', async () => {
    const bucket = await createTestBucket('contention')
    const name = 'contention/deploy'
    const log = path.join(scratch, 'twenty.jsonl')

    const jobs = await Promise.all(
      range(1, 20).map((n) =>
        runLockedJob({
          bucket,
          name,
          log,
          job: `job-${n}`,
          holdMs: 200,
          inputs: { 'timeout-poll': '200ms', expires: '2m', timeout: '60s' }
        })
      )
    )

    expect(outcomes(jobs)).toEqual(allSucceeded(jobs))
    // Nothing the action started outlived its job (the runner would have had to kill it).
    expect(jobs.flatMap((job) => job.killed)).toEqual([])
    // Twenty distinct runs and jobs, so twenty distinct holders.
    expect(new Set(jobs.map((job) => job.github.run_id)).size).toBe(20)
    expect(new Set(jobs.map((job) => job.github.job)).size).toBe(20)

    const check = checkLog(log)
    expect(check.problems).toEqual([])
    expect(check.overlaps.map((overlap) => overlap.jobs)).toEqual([])
    expect(check.tokenOrderViolations.map((violation) => violation.message)).toEqual([])
    expect(check.holders.map((holder) => holder.token)).toEqual(range(1, 20))
    expect(new Set(check.holders.map((holder) => holder.job)).size).toBe(20)
    // The token each job worked with is the one its lock step output.
    for (const holder of check.holders) {
      const job = jobs.find((candidate) => candidate.job === holder.job)
      expect(job?.main.outputs.token).toBe(String(holder.token))
    }

    // Every post released its own acquisition; the last release is what remains.
    for (const job of jobs) {
      expect(job.post?.stdout).toContain(`Released lock s3://${bucket}/${name}`)
      expect(job.post?.annotations).toEqual([])
    }
    const last = jobs.find((job) => job.main.outputs.token === '20')
    const lock = await readLockObject(bucket, name)
    expect(lock).toMatchObject({
      state: 'released',
      token: 20,
      releasedBy: last?.main.outputs.key.split('#')[1]
    })
    // Besides the lock object and its line (kept for the next jobs' tokens and places): the
    // store check's verdict, kept for the bucket's next new names.
    expect(await listKeys(bucket)).toEqual([
      expect.stringMatching(/^\.s3-lock\/store-check\/.*\.json$/),
      name,
      `${name}/.s3-lock/line`
    ])
  }, 120_000)

  it('continues the token across a release: one job after another gets 1, then 2', async () => {
    const bucket = await createTestBucket('sequential')
    const name = 'sequential/deploy'
    const log = path.join(scratch, 'sequential.jsonl')

    const first = await runLockedJob({ bucket, name, log, job: 'first', holdMs: 50 })
    const second = await runLockedJob({ bucket, name, log, job: 'second', holdMs: 50 })

    expect(outcomes([first, second])).toEqual(allSucceeded([first, second]))
    expect([first.main.outputs.token, second.main.outputs.token]).toEqual(['1', '2'])
    // The second found the lock released, so it did not wait for anyone.
    expect(second.main.stdout).not.toContain('is held by')

    const check = checkLog(log)
    expect(check.ok).toBe(true)
    expect(check.holders.map((holder) => [holder.job, holder.token])).toEqual([
      ['first', 1],
      ['second', 2]
    ])
    expect(await readLockObject(bucket, name)).toMatchObject({ state: 'released', token: 2 })
    // Besides the lock: the store check's verdict, kept for the bucket's next new names.
    expect(await listKeys(bucket)).toEqual([
      expect.stringMatching(/^\.s3-lock\/store-check\/.*\.json$/),
      name
    ])
  }, 60_000)
})
