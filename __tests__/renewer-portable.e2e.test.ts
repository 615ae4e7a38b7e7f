import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import {
  errors,
  jobKit,
  lockStep as lockStepOf,
  readStatusFile,
  until
} from './support/lock-steps.js'
import { type SimulatedJob, type StepResult } from './support/runner.js'
import { createTestBucket, s3Client } from './support/s3.js'

// The renewer on a runner without /proc (macOS, Windows): the steps run with a preload that
// makes every file-system call under /proc fail as it would there (support/hide-proc.mjs), and
// nothing else changes. The post step must still find its own renewer, stop it through it, and
// release; the renewer must still notice that its job's runner process is gone.

const HIDE_PROC = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'support',
  'hide-proc.mjs'
)
const WITHOUT_PROC = { NODE_OPTIONS: `--import=${HIDE_PROC}` }
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'renewer-portable-'))
let bucket: string
const kit = jobKit(scratch)

beforeAll(async () => {
  bucket = await createTestBucket('portable')
})

afterEach(() => kit.killAll())

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

function lockStep(job: SimulatedJob, name: string, inputs: Record<string, string> = {}) {
  return lockStepOf(job, { bucket, name, inputs, env: WITHOUT_PROC })
}

async function readLock(name: string): Promise<Record<string, unknown> | undefined> {
  try {
    const answer = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
    return JSON.parse((await answer.Body?.transformToString()) ?? '') as Record<string, unknown>
  } catch {
    return undefined
  }
}

function warnings(step: StepResult | undefined): string[] {
  return (step?.annotations ?? []).filter((a) => a.level === 'warning').map((a) => a.message)
}

/** Seen from this process, which has /proc: alive and not a zombie. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

describe('without /proc', () => {
  it('the post step has its renewer release the lock, with no warning and nothing left running', async () => {
    const name = 'portable/post'
    const job = kit.newJob('no-proc-post')
    const held = await lockStep(job, name, { lease: '4s' }).done
    expect({ outcome: held.outcome, errors: errors(held) }).toEqual({
      outcome: 'success',
      errors: []
    })
    const pid = Number(held.state['renewer-pid'])
    const statusFile = held.outputs['status-file']
    // A renewal first: the renewer is running and keeping the lease.
    await until(() => (readStatusFile(statusFile)?.renewals ?? 0) >= 1, 10_000, 'a renewal')

    const { posts, killed } = await job.end()
    expect({
      outcome: posts[0].outcome,
      errors: errors(posts[0]),
      warnings: warnings(posts[0])
    }).toEqual({
      outcome: 'success',
      errors: [],
      warnings: []
    })
    expect(posts[0].stdout).toContain(`lease renewer (pid ${pid}) to release the lock`)
    // Stopped by the post step, not by the job-end kill.
    expect(killed).toEqual([])
    expect(alive(pid)).toBe(false)
    expect(readStatusFile(statusFile)).toMatchObject({ state: 'released', token: 1 })
    const released = await readLock(name)
    expect(released).toMatchObject({ state: 'released', token: 1 })
    // Nobody renews the released lock any more.
    await sleep(1_500)
    expect(await readLock(name)).toEqual(released)
  }, 60_000)

  it('a renewer whose job’s runner process is gone releases the lock and exits', async () => {
    // The main step runs under a node process that stands for the runner's worker: it exits
    // with the step, as a worker that lost its job would, and no job-end cleanup follows.
    const node = process.env.ACTION_NODE ?? process.execPath
    const wrapper = path.join(scratch, 'worker.cjs')
    fs.writeFileSync(
      wrapper,
      `#!${node}\nconst run = require('node:child_process').spawnSync(process.execPath, ` +
        `process.argv.slice(2), { stdio: 'inherit' })\nprocess.exit(run.status ?? 1)\n`
    )
    fs.chmodSync(wrapper, 0o755)
    const name = 'portable/worker-gone'
    const job = kit.newJob('no-proc-worker', wrapper)
    const held = await lockStep(job, name, { lease: '8s' }).done
    expect({ outcome: held.outcome, errors: errors(held) }).toEqual({
      outcome: 'success',
      errors: []
    })
    const pid = Number(held.state['renewer-pid'])
    const statusFile = held.outputs['status-file']
    await until(() => readStatusFile(statusFile)?.exited === true, 10_000, 'the renewer to stop')
    expect(readStatusFile(statusFile)?.stoppedBecause).toMatch(/runner process .* has exited/)
    expect(await readLock(name)).toMatchObject({ state: 'released', token: 1 })
    await until(() => !alive(pid), 5_000, 'the renewer to exit')
  }, 60_000)
})
