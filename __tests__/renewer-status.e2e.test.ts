import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  errors,
  jobKit,
  lockStep as lockStepOf,
  readStatusFile,
  until
} from './support/lock-steps.js'
import { type SimulatedJob } from './support/runner.js'
import { createTestBucket, s3Client } from './support/s3.js'

// The renewer's status file tells later steps what became of the lock, also once the renewer
// has exited, and a renewer that starts late never overwrites what the post step wrote.

const SUPPORT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'renewer-status-'))
let bucket: string
const kit = jobKit(scratch)

beforeAll(async () => {
  bucket = await createTestBucket('rstatus')
})

afterEach(() => kit.killAll())

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

function lockStep(
  job: SimulatedJob,
  name: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {}
) {
  return lockStepOf(job, { bucket, name, inputs, env })
}

async function readLock(
  name: string
): Promise<{ etag?: string; record?: Record<string, unknown> }> {
  try {
    const answer = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
    const body = (await answer.Body?.transformToString()) ?? ''
    return { etag: answer.ETag, record: JSON.parse(body) as Record<string, unknown> }
  } catch {
    return {}
  }
}

/** Seen from this process: alive and not a zombie. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

/** A node that stands for the runner's worker: it exits with the step and cleans up nothing. */
function workerWrapper(): string {
  const node = process.env.ACTION_NODE ?? process.execPath
  const wrapper = path.join(scratch, 'worker.cjs')
  fs.writeFileSync(
    wrapper,
    `#!${node}\nconst run = require('node:child_process').spawnSync(process.execPath, ` +
      `process.argv.slice(2), { stdio: 'inherit' })\nprocess.exit(run.status ?? 1)\n`
  )
  fs.chmodSync(wrapper, 0o755)
  return wrapper
}

describe('the status file once the renewer has exited', () => {
  it('says "released" after the renewer released on its own (its job was gone)', async () => {
    const name = 'rstatus/job-gone'
    const job = kit.newJob('job-gone', workerWrapper())
    const held = await lockStep(job, name, { lease: '8s' }).done
    expect({ outcome: held.outcome, errors: errors(held) }).toEqual({
      outcome: 'success',
      errors: []
    })
    const statusFile = held.outputs['status-file']
    await until(() => readStatusFile(statusFile)?.exited === true, 10_000, 'the renewer to stop')
    expect((await readLock(name)).record).toMatchObject({ state: 'released', token: 1 })
    const status = readStatusFile(statusFile)
    expect(status).toMatchObject({ state: 'released', token: 1, exited: true })
    expect(status?.validUntilMs).toBeUndefined()
  }, 60_000)

  it('says "stopped" after the renewer was stopped without a release, and the post releases', async () => {
    const name = 'rstatus/stopped'
    const job = kit.newJob('stopped')
    const held = await lockStep(job, name, { lease: '4s' }).done
    expect(held.outcome).toBe('success')
    const statusFile = held.outputs['status-file']
    await until(() => (readStatusFile(statusFile)?.renewals ?? 0) >= 1, 10_000, 'a renewal')
    process.kill(Number(held.state['renewer-pid']), 'SIGTERM')
    await until(() => readStatusFile(statusFile)?.exited === true, 10_000, 'the renewer to stop')
    const status = readStatusFile(statusFile)
    expect(status).toMatchObject({ state: 'stopped', token: 1, exited: true })
    expect(status?.validUntilMs).toBeUndefined()

    const { posts, killed } = await job.end()
    expect({ outcome: posts[0].outcome, errors: errors(posts[0]) }).toEqual({
      outcome: 'success',
      errors: []
    })
    expect(killed).toEqual([])
    expect((await readLock(name)).record).toMatchObject({ state: 'released', token: 1 })
    expect(readStatusFile(statusFile)).toMatchObject({ state: 'released' })
  }, 60_000)
})

describe('a renewer that starts later than the post step waits for it', () => {
  it('keeps out: the post step releases, and the status file keeps saying "released"', async () => {
    const name = 'rstatus/late-renewer'
    const job = kit.newJob('late-renewer')
    const env = {
      NODE_OPTIONS: `--import=${path.join(SUPPORT, 'slow-renewer.mjs')}`,
      SLOW_RENEWER_MS: '15000'
    }
    const held = await lockStep(job, name, { lease: '4s' }, env).done
    expect(held.outcome).toBe('success')
    const pid = Number(held.state['renewer-pid'])
    const statusFile = held.outputs['status-file']

    // The post step alone, with no job-end kill after it: later steps of the job still run.
    const step = job.steps[0]
    const post = await job.launch(step.action, step.id, 'post', step.inputs, step.env, held.state)
      .done
    expect({ outcome: post.outcome, errors: errors(post) }).toEqual({
      outcome: 'success',
      errors: []
    })
    const released = await readLock(name)
    expect(released.record).toMatchObject({ state: 'released', token: 1 })
    expect(readStatusFile(statusFile)).toMatchObject({ state: 'released', token: 1 })

    // The renewer wakes up, finds its start claimed by the post step, and exits.
    await until(() => !alive(pid), 40_000, 'the late renewer to exit')
    expect(readStatusFile(statusFile)).toMatchObject({ state: 'released', token: 1 })
    expect(readStatusFile(statusFile)?.pid).toBeUndefined()
    expect(await readLock(name)).toEqual(released)
  }, 90_000)
})
