import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { startFakeGitHub, type FakeGitHub } from './support/github-api.js'
import { errors, lockStep as lockStepOf } from './support/lock-steps.js'
import { killTrackedProcesses, SimulatedJob, type StepResult } from './support/runner.js'
import { createTestBucket, s3Client } from './support/s3.js'

// `queue: newest` (docs/protocol.md, "Newest wins"): runs of one group supersede each other by
// run id, then attempt; a superseded job stops waiting and never acquires, and an older run
// never acquires after a newer one of its group has joined the line. Through the built
// bundles and the runner harness, on the RGW, with a local fake of the GitHub REST API for
// `on-superseded: cancel`.

const TOKEN = 'ghs_fakeTokenForTheNewestTests000000000'
const READ_ONLY = 'ghs_fakeReadOnlyTokenForNewestTests0000'
const REPOSITORY = 'octo-org/octo-repo'
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'newest-wins-'))
let bucket: string
let github: FakeGitHub
let jobs: SimulatedJob[] = []
let nextRunId = 9_000_000

beforeAll(async () => {
  bucket = await createTestBucket('newest-wins')
  github = await startFakeGitHub()
  github.allow(TOKEN, [REPOSITORY], { write: true })
  github.allow(READ_ONLY, [REPOSITORY])
})

afterEach(() => {
  for (const job of jobs) killTrackedProcesses(job.trackingId)
  jobs = []
})

afterAll(async () => {
  await github.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** A job of a new run (run ids grow as runs are created), or of the run named. */
function newJob(
  label: string,
  options: { runId?: number; attempt?: number; token?: string; workflow?: string } = {}
) {
  const runId = options.runId ?? nextRunId++
  const workDir = fs.mkdtempSync(path.join(scratch, `${label}-`))
  const job = new SimulatedJob({
    workDir,
    github: {
      job: label,
      run_id: String(runId),
      run_attempt: String(options.attempt ?? 1),
      workflow: options.workflow ?? 'Deploy',
      token: options.token ?? TOKEN,
      server_url: github.serverUrl,
      api_url: github.url
    }
  })
  github.setRun(REPOSITORY, runId)
  jobs.push(job)
  return { job, runId }
}

function lockStep(job: SimulatedJob, name: string, inputs: Record<string, string> = {}) {
  return lockStepOf(job, {
    bucket,
    name,
    inputs: { queue: 'newest', 'on-superseded': 'fail', ...inputs }
  })
}

async function readLock(name: string): Promise<Record<string, unknown>> {
  const answer = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
  return JSON.parse((await answer.Body?.transformToString()) ?? '') as Record<string, unknown>
}

function superseded(step: StepResult) {
  return errors(step).some((e) => /superseded: a newer run of its group/.test(e))
}

describe('queue: newest', () => {
  it('of three runs that arrive while the lock is held, only the newest acquires', async () => {
    const name = 'newest/three'
    const holder = newJob('holder', { workflow: 'Other' })
    expect((await lockStep(holder.job, name, { queue: 'fifo' }).done).outcome).toBe('success')
    const runs = [newJob('run-1'), newJob('run-2'), newJob('run-3')]
    const mains = []
    for (const run of runs) {
      const main = lockStep(run.job, name)
      mains.push(main)
      await main.waitForOutput(/joined its line/, 20_000)
    }
    // The older two stop waiting while the holder still holds: they are never served.
    const older = await Promise.all([mains[0].done, mains[1].done])
    for (const [i, step] of older.entries()) {
      expect(step.outcome).toBe('failure')
      expect(superseded(step)).toBe(true)
      expect(step.outputs.acquired).toBe('false')
      // By whichever newer run it saw first: run 1 may see run 2 join before run 3.
      const by = /\/actions\/runs\/(\d+)\//.exec(step.outputs['superseded-by'] ?? '')?.[1]
      expect(Number(by)).toBeGreaterThan(runs[i].runId)
    }
    expect((await readLock(name)).holder).toMatchObject({ job: 'holder' })
    await holder.job.end()
    const newest = await mains[2].done
    expect(newest.outcome).toBe('success')
    expect(newest.outputs.acquired).toBe('true')
    await runs[2].job.end()
    for (const run of runs.slice(0, 2)) await run.job.end()
  }, 90_000)

  it('a late, older run does not acquire after the newest released, even with nobody waiting', async () => {
    const name = 'newest/late'
    const older = newJob('older')
    const newer = newJob('newer')
    expect((await lockStep(newer.job, name).done).outcome).toBe('success')
    await newer.job.end()
    expect((await readLock(name)).state).toBe('released')
    const late = await lockStep(older.job, name).done
    expect(late.outcome).toBe('failure')
    expect(superseded(late)).toBe(true)
    const lock = await readLock(name)
    expect(lock).toMatchObject({ state: 'released', token: 1 })
    // A re-run of the newer run (a later attempt) is newer still: it acquires.
    const rerun = newJob('rerun', { runId: newer.runId, attempt: 2 })
    expect((await lockStep(rerun.job, name).done).outcome).toBe('success')
    await rerun.job.end()
    await older.job.end()
  }, 60_000)

  it('a job of another group keeps its place between two runs of a group', async () => {
    const name = 'newest/groups'
    const holder = newJob('holder-groups', { workflow: 'Other' })
    expect((await lockStep(holder.job, name, { queue: 'fifo' }).done).outcome).toBe('success')
    const oldDeploy = newJob('deploy-old')
    const oldMain = lockStep(oldDeploy.job, name)
    await oldMain.waitForOutput(/joined its line/, 20_000)
    const other = newJob('other-group', { workflow: 'Migrate' })
    const otherMain = lockStep(other.job, name)
    await otherMain.waitForOutput(/joined its line/, 20_000)
    const fifo = newJob('fifo-same-workflow')
    const fifoMain = lockStep(fifo.job, name, { queue: 'fifo' })
    await fifoMain.waitForOutput(/joined its line/, 20_000)
    const newDeploy = newJob('deploy-new')
    const newMain = lockStep(newDeploy.job, name)
    await newMain.waitForOutput(/joined its line/, 20_000)
    const old = await oldMain.done
    expect(superseded(old)).toBe(true)
    await holder.job.end()
    // The other group's job, then the fifo job of the same workflow (fifo jobs neither
    // supersede nor are superseded), then the new deploy: in the order they joined.
    const otherGot = await otherMain.done
    expect(otherGot.outcome).toBe('success')
    await other.job.end()
    const fifoGot = await fifoMain.done
    expect(fifoGot.outcome).toBe('success')
    await fifo.job.end()
    const newGot = await newMain.done
    expect(newGot.outcome).toBe('success')
    expect(Number(newGot.outputs.token)).toBe(Number(fifoGot.outputs.token) + 1)
    expect(Number(fifoGot.outputs.token)).toBe(Number(otherGot.outputs.token) + 1)
    await newDeploy.job.end()
    await oldDeploy.job.end()
  }, 90_000)
})

describe('on-superseded', () => {
  it('skip: the step succeeds without the lock, and the post step leaves the lock alone', async () => {
    const name = 'newest/skip'
    const older = newJob('skip-older')
    const newer = newJob('skip-newer')
    expect((await lockStep(newer.job, name).done).outcome).toBe('success')
    const before = await readLock(name)
    const skipped = await lockStep(older.job, name, { 'on-superseded': 'skip' }).done
    expect(skipped.outcome).toBe('success')
    expect(skipped.outputs.acquired).toBe('false')
    expect(skipped.annotations).toEqual([
      expect.objectContaining({ level: 'notice', message: expect.stringMatching(/skip/) })
    ])
    // The job summary says who superseded it, with a link to that run.
    expect(skipped.summary).toContain('Superseded: lock `newest/skip` not taken')
    expect(skipped.summary).toContain(
      `${github.serverUrl}/${REPOSITORY}/actions/runs/${newer.runId}`
    )
    const { posts } = await older.job.end()
    expect(posts.map((step) => [step.outcome, step.annotations])).toEqual([['success', []]])
    expect(await readLock(name)).toEqual(before)
    await newer.job.end()
  }, 60_000)

  it('cancel: asks GitHub to cancel its own run, and fails the step', async () => {
    const name = 'newest/cancel'
    const older = newJob('cancel-older')
    const newer = newJob('cancel-newer')
    expect((await lockStep(newer.job, name).done).outcome).toBe('success')
    const step = await lockStep(older.job, name, { 'on-superseded': 'cancel' }).done
    expect(step.outcome).toBe('failure')
    expect(errors(step)).toEqual([expect.stringMatching(/cancelled this workflow run/)])
    const cancels = github
      .requestsFor(REPOSITORY, older.runId)
      .filter((r) => r.method === 'POST' && r.path.endsWith('/cancel'))
    expect(cancels.map((r) => r.status)).toEqual([202])
    await older.job.end()
    await newer.job.end()
  }, 60_000)

  it('cancel without actions: write: fails in one line that names the permission', async () => {
    const name = 'newest/cancel-forbidden'
    const older = newJob('forbidden-older', { token: READ_ONLY })
    const newer = newJob('forbidden-newer')
    expect((await lockStep(newer.job, name).done).outcome).toBe('success')
    const step = await lockStep(older.job, name, { 'on-superseded': 'cancel' }).done
    expect(step.outcome).toBe('failure')
    expect(errors(step)).toEqual([
      expect.stringMatching(/could not cancel this workflow run: .*actions: write/)
    ])
    expect(errors(step)[0]).not.toContain('\n')
    await older.job.end()
    await newer.job.end()
  }, 60_000)

  it('a bad queue input fails in one line and leaves nothing in the bucket', async () => {
    const { job } = newJob('bad-queue')
    const step = await lockStep(job, 'newest/bad-input', { queue: 'lifo' }).done
    expect(step.outcome).toBe('failure')
    expect(errors(step)).toEqual(['input "queue": "lifo" is not one of fifo, newest'])
    await expect(readLock('newest/bad-input')).rejects.toThrow()
  }, 30_000)
})
