import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { spawn, spawnSync } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ROOT_ACTION } from './support/critical-section.js'
import { startFaultProxy, type FaultProxy, type FaultRule } from './support/fault-proxy.js'
import {
  errors,
  jobKit,
  lockStep as lockStepOf,
  readStatusFile,
  until,
  type LockStatus
} from './support/lock-steps.js'
import { type SimulatedJob } from './support/runner.js'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'
import { GetObjectCommand } from '@aws-sdk/client-s3'

// The edges found by the adversarial review (../shared/notes/protocol-review.md, F1–F17), one
// regression test each where it can be shown through the built bundles on the local RGW; each
// fails on the code the review read (commit 7bd8681).

const CHECK_ACTION = path.join(ROOT_ACTION, 'check')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-'))
let bucket: string
let proxy: FaultProxy
const kit = jobKit(scratch)
const newJob = kit.newJob

beforeAll(async () => {
  bucket = await createTestBucket('hardening')
  proxy = await startFaultProxy({ target: s3Env().endpoint })
})

beforeEach(() => {
  proxy.setFaults([])
})

afterEach(() => kit.killAll())

afterAll(async () => {
  await proxy.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

function lockStep(job: SimulatedJob, name: string, inputs: Record<string, string>) {
  return lockStepOf(job, { bucket, name, inputs })
}

const readStatus = readStatusFile

async function readLock(name: string): Promise<Record<string, unknown> | undefined> {
  try {
    const answer = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
    return JSON.parse((await answer.Body?.transformToString()) ?? '') as Record<string, unknown>
  } catch {
    return undefined
  }
}

function faults(rules: FaultRule[]): void {
  proxy.setFaults(rules)
}

describe('F1: the holder acts on its own count of the lease, whatever is in flight', () => {
  it('says the lease is lost before a waiter takes over, while its renewal hangs', async () => {
    const name = 'hardening/f1-hung-renewal'
    const holder = newJob('f1-holder')
    const held = await lockStep(holder, name, { endpoint: proxy.endpoint, lease: '4s' }).done
    expect(held.outcome).toBe('success')
    const statusFile = held.outputs['status-file']
    await until(() => (readStatus(statusFile)?.renewals ?? 0) >= 1, 5_000, 'a first renewal')
    // The next renewal is swallowed: no answer, ever (the SDK's own timeout is 15 s).
    faults([{ action: 'hang', classes: ['conditionalPut'], times: 1 }])
    const samples: { at: number; status: LockStatus }[] = []
    const sampler = setInterval(() => {
      const status = readStatus(statusFile)
      if (status) samples.push({ at: Date.now(), status })
    }, 10)
    try {
      const waiter = newJob('f1-waiter')
      const got = await lockStep(waiter, name, { lease: '4s' }).done
      expect(got.outcome).toBe('success')
      const takenAt = Date.parse(got.outputs['acquired-at'])
      const lostAt = samples.find((s) => s.status.state !== 'held')?.at
      expect(lostAt).toBeDefined()
      expect(lostAt as number).toBeLessThanOrEqual(takenAt)
      // While it said "held", its own wall-clock end was never in the past by more than a tick.
      const stale = samples.filter(
        (s) => s.status.state === 'held' && (s.status.validUntilMs ?? 0) < s.at - 50
      )
      expect(stale).toEqual([])
      await waiter.end()
    } finally {
      clearInterval(sampler)
    }
    const { posts } = await holder.end()
    expect(errors(posts[0])).toEqual([expect.stringMatching(/^lost lock .*ran out/)])
  }, 60_000)
})

describe('F1: s3-lock run --on-lost kill', () => {
  it('stops the command before a waiter can take over, while the renewal hangs', async () => {
    const name = 'hardening/f1-run-kill'
    const beats = path.join(scratch, 'f1-beats.txt')
    // The command writes the time every 20 ms until it is stopped.
    const command = [
      process.execPath,
      '-e',
      `setInterval(() => require('node:fs').appendFileSync(${JSON.stringify(beats)}, Date.now() + '\\n'), 20)`
    ]
    const cli = path.join(ROOT_ACTION, 'dist', 'cli', 'index.js')
    const run = spawn(
      process.env.ACTION_NODE ?? process.execPath,
      [cli, 'run', name, '--lease', '4s', '--force-path-style', '--', ...command],
      {
        env: { ...process.env, S3_LOCK_BUCKET: bucket, AWS_ENDPOINT_URL_S3: proxy.endpoint },
        stdio: 'ignore'
      }
    )
    const exited = new Promise<number | null>((resolve) => run.once('exit', resolve))
    try {
      await until(() => fs.existsSync(beats), 10_000, 'the command to start')
      await sleep(1_500)
      faults([{ action: 'hang', classes: ['conditionalPut'] }])
      const waiter = newJob('f1-run-waiter')
      const got = await lockStep(waiter, name, { lease: '4s' }).done
      expect(got.outcome).toBe('success')
      const takenAt = Date.parse(got.outputs['acquired-at'])
      const last = Math.max(...fs.readFileSync(beats, 'utf8').trim().split('\n').map(Number))
      expect(last).toBeLessThan(takenAt)
      expect(await exited).toBe(125)
      await waiter.end()
    } finally {
      run.kill('SIGKILL')
    }
  }, 60_000)
})

describe('F2: acquire never hands out a lease already over by its own count', () => {
  it('a 200 that arrives after the lease: the job waits for the taker instead of entering', async () => {
    const name = 'hardening/f2-late-answer'
    const late = newJob('f2-late')
    // The create lands at once; its answer is held back 6 s, past the 4 s lease.
    faults([{ action: 'delay-answer', ms: 6_000, classes: ['conditionalPut'], times: 1 }])
    const lateMain = lockStep(late, name, { endpoint: proxy.endpoint, lease: '4s' })
    await sleep(1_000)
    const waiter = newJob('f2-waiter')
    const took = await lockStep(waiter, name, { lease: '4s' }).done
    expect(took.outcome).toBe('success')
    await sleep(3_000)
    await waiter.end()
    const lateHeld = await lateMain.done
    expect(lateHeld.outcome).toBe('success')
    // The late job entered only after the waiter had come and gone, with a later token.
    expect(Number(lateHeld.outputs.token)).toBeGreaterThan(Number(took.outputs.token))
    expect(Date.parse(lateHeld.outputs['acquired-at'])).toBeGreaterThan(
      Date.parse(took.outputs['acquired-at']) + 3_000
    )
    await late.end()
  }, 60_000)
})

describe('F3: a store clock that runs ahead cuts a lease short by at most the allowance', () => {
  it('a waiter whose reads carry a Date 5 s ahead does not take over before the holder’s own end', async () => {
    const name = 'hardening/f3-date-skew'
    const holder = newJob('f3-holder')
    // No renewal: the lease is expires, 8 s; the holder's own count ends 2 s early (6 s).
    const held = await lockStep(holder, name, { renew: 'false', expires: '8s' }).done
    expect(held.outcome).toBe('success')
    faults([{ action: 'date-skew', ms: 5_000, classes: ['get'] }])
    const waiter = newJob('f3-waiter')
    const took = await lockStep(waiter, name, { endpoint: proxy.endpoint, expires: '8s' }).done
    expect(took.outcome).toBe('success')
    const heldMs = Date.parse(took.outputs['acquired-at']) - Date.parse(held.outputs['acquired-at'])
    // The trusting rule took over at about 4 s (9 s by the skewed clock); the allowance caps the
    // store's say at 2 s: not before 6 s.
    expect(heldMs).toBeGreaterThanOrEqual(5_800)
    await waiter.end()
    await holder.end()
  }, 60_000)
})

describe('F5: a release whose answer was lost after a takeover is a loss', () => {
  it('fails the post step when the successor took over an expired lease', async () => {
    const name = 'hardening/f5-lost-answer'
    const holder = newJob('f5-holder')
    const held = await lockStep(holder, name, {
      endpoint: proxy.endpoint,
      renew: 'false',
      expires: '4s'
    }).done
    expect(held.outcome).toBe('success')
    const waiter = newJob('f5-waiter')
    const took = await lockStep(waiter, name, { expires: '1m' }).done
    expect(took.outcome).toBe('success')
    // The holder's release: RGW refuses it (412), and the answer never reaches the holder.
    faults([{ action: 'drop-answer', classes: ['conditionalPut'], times: 1 }])
    const { posts } = await holder.end()
    expect(posts[0].outcome).toBe('failure')
    expect(errors(posts[0])).toEqual([expect.stringMatching(/^lost lock .*now held by/)])
    await waiter.end()
  }, 60_000)
})

describe('F17: a release whose answer was lost after a forced release is a loss', () => {
  it('the successor says it took the lock after a forced release, and the post step fails', async () => {
    const name = 'hardening/f17-forced'
    const holder = newJob('f17-holder')
    const held = await lockStep(holder, name, { endpoint: proxy.endpoint, renew: 'false' }).done
    expect(held.outcome).toBe('success')
    const cli = path.join(ROOT_ACTION, 'dist', 'cli', 'index.js')
    const forced = spawnSync(
      process.env.ACTION_NODE ?? process.execPath,
      [cli, 'release', name, '--force', '--token', held.outputs.token, '--force-path-style'],
      { env: { ...process.env, S3_LOCK_BUCKET: bucket }, encoding: 'utf8' }
    )
    expect({ status: forced.status, stderr: forced.stderr }).toMatchObject({ status: 0 })
    const waiter = newJob('f17-waiter')
    expect((await lockStep(waiter, name, {}).done).outcome).toBe('success')
    expect(await readLock(name)).toMatchObject({ state: 'held', after: 'forced' })
    // The broken holder's own release: refused by RGW (412), and the answer is lost.
    faults([{ action: 'drop-answer', classes: ['conditionalPut'], times: 1 }])
    const { posts } = await holder.end()
    expect(errors(posts[0])).toEqual([expect.stringMatching(/^lost lock .*now held by/)])
    await waiter.end()
  }, 60_000)
})

describe('F6: AWS’s 403 for a missing key (no s3:ListBucket)', () => {
  it('two jobs that race to create a new lock both get it in turn', async () => {
    const name = 'hardening/f6-forbidden-missing'
    faults([
      { action: 'status-if-missing', status: 403, classes: ['get'], key: name },
      // The line of waiters, read before it exists, is answered the same way.
      { action: 'status-if-missing', status: 403, classes: ['get'], key: `${name}/.s3-lock/line` }
    ])
    const jobsAB = [newJob('f6-a'), newJob('f6-b')]
    const steps = jobsAB.map((job) => lockStep(job, name, { endpoint: proxy.endpoint }).done)
    const first = await Promise.race(steps.map((step, index) => step.then(() => index)))
    expect((await steps[first]).outcome).toBe('success')
    // The loser waits for the winner rather than failing with AccessDenied.
    await jobsAB[first].end()
    const other = await steps[1 - first]
    expect({ outcome: other.outcome, errors: errors(other) }).toEqual({
      outcome: 'success',
      errors: []
    })
    await jobsAB[1 - first].end()
  }, 60_000)
})

describe('F7: credentials that expire while the lock is held', () => {
  it('the lost lock names the expired credentials', async () => {
    const name = 'hardening/f7-expired-token'
    const holder = newJob('f7-holder')
    const held = await lockStep(holder, name, { endpoint: proxy.endpoint, lease: '4s' }).done
    expect(held.outcome).toBe('success')
    faults([{ action: 'status', status: 400, code: 'ExpiredToken' }])
    const statusFile = held.outputs['status-file']
    await until(() => readStatus(statusFile)?.state === 'lost', 10_000, 'the loss')
    expect(readStatus(statusFile)?.detail).toMatch(/credentials have expired \(ExpiredToken\)/)
    faults([])
    const { posts } = await holder.end()
    expect(errors(posts[0])).toEqual([expect.stringMatching(/credentials have expired/)])
  }, 60_000)
})

describe('F8, F9: timeout bounds every path of acquire, and a waiter rides out an outage', () => {
  it('gives up at its timeout while every write fails with 500, and leaves the lock free', async () => {
    const name = 'hardening/f8-writes-fail'
    const first = newJob('f8-first')
    expect((await lockStep(first, name, {}).done).outcome).toBe('success')
    await first.end()
    faults([{ action: 'status', status: 500, classes: ['conditionalPut'] }])
    const job = newJob('f8-job')
    const main = await lockStep(job, name, { endpoint: proxy.endpoint, timeout: '4s' }).done
    expect(main.outcome).toBe('failure')
    expect(errors(main)).toEqual([expect.stringMatching(/timed out after/)])
    // The timeout plus the grace for a request in flight, not the job's 6 hours.
    expect(main.durationMs).toBeLessThan(4_000 + 5_000 + 3_000)
    await job.end()
    expect((await readLock(name))?.state).toBe('released')
  }, 60_000)

  it('keeps waiting through 12 s of 503 answers to its reads', async () => {
    const name = 'hardening/f9-outage'
    const holder = newJob('f9-holder')
    expect((await lockStep(holder, name, {}).done).outcome).toBe('success')
    faults([{ action: 'status', status: 503, classes: ['get'], forMs: 12_000 }])
    const waiter = newJob('f9-waiter')
    const waiting = lockStep(waiter, name, { endpoint: proxy.endpoint, timeout: '60s' })
    await sleep(14_000)
    await holder.end()
    const got = await waiting.done
    expect({ outcome: got.outcome, errors: errors(got) }).toEqual({
      outcome: 'success',
      errors: []
    })
    await waiter.end()
  }, 60_000)
})

describe('F10, F11: the renewer and the processes around it', () => {
  it('a renewer whose job’s runner process is gone releases the lock and exits', async () => {
    // The main step runs under a shell that stands for the runner's worker: it exits with the
    // step, as a worker that lost its job would, and no job-end cleanup follows.
    const node = process.env.ACTION_NODE ?? process.execPath
    const wrapper = path.join(scratch, 'worker.cjs')
    fs.writeFileSync(
      wrapper,
      `#!${node}\nconst run = require('node:child_process').spawnSync(process.execPath, ` +
        `process.argv.slice(2), { stdio: 'inherit' })\nprocess.exit(run.status ?? 1)\n`
    )
    fs.chmodSync(wrapper, 0o755)
    const name = 'hardening/f10-worker-gone'
    const job = newJob('f10', wrapper)
    const held = await lockStep(job, name, { lease: '8s' }).done
    expect({ outcome: held.outcome, errors: errors(held) }).toEqual({
      outcome: 'success',
      errors: []
    })
    const statusFile = held.outputs['status-file']
    await until(() => readStatus(statusFile)?.exited === true, 10_000, 'the renewer to stop')
    expect(readStatus(statusFile)?.stoppedBecause).toMatch(/runner process .* has exited/)
    expect((await readLock(name))?.state).toBe('released')
  }, 60_000)

  it('the post step never signals a process that only has the renewer’s old pid', async () => {
    const name = 'hardening/f11-pid-reuse'
    const job = newJob('f11')
    const held = await lockStep(job, name, {}).done
    const statusFile = held.outputs['status-file']
    await until(() => readStatus(statusFile)?.pid !== undefined, 5_000, 'the renewer')
    process.kill(readStatus(statusFile)?.pid as number, 'SIGKILL')
    // Another process now has "the renewer's pid" (as after a pid reuse).
    const stranger = spawn('sleep', ['600'], { stdio: 'ignore' })
    const status = readStatus(statusFile) as LockStatus
    fs.writeFileSync(statusFile, JSON.stringify({ ...status, pid: stranger.pid }))
    held.state['renewer-pid'] = String(stranger.pid)
    try {
      const { posts } = await job.end()
      expect(posts[0].outcome).toBe('success')
      expect(stranger.exitCode).toBeNull()
      expect(stranger.signalCode).toBeNull()
      expect((await readLock(name))?.state).toBe('released')
    } finally {
      stranger.kill('SIGKILL')
    }
  }, 60_000)
})

describe('F12: the two strategies never share a name', () => {
  it('a listing job refuses a name that is a conditional lock, and leaves nothing behind', async () => {
    const name = 'hardening/f12-conditional-first'
    const first = newJob('f12-conditional')
    expect((await lockStep(first, name, {}).done).outcome).toBe('success')
    const straggler = newJob('f12-listing')
    const refused = await lockStep(straggler, name, { strategy: 'listing' }).done
    expect(errors(refused)).toEqual([
      expect.stringMatching(/^lock ".*" is a conditional-strategy lock .* use strategy conditional/)
    ])
    await straggler.end()
    await first.end()
    expect(await listKeys(bucket, `${name}.`)).toEqual([])
  }, 60_000)

  it('a conditional job refuses to create a lock that a listing job holds', async () => {
    const name = 'hardening/f12-listing-first'
    const first = newJob('f12-listing-holder')
    expect((await lockStep(first, name, { strategy: 'listing' }).done).outcome).toBe('success')
    const other = newJob('f12-conditional-late')
    const refused = await lockStep(other, name, { strategy: 'conditional' }).done
    expect(errors(refused)).toEqual([
      expect.stringMatching(/^lock ".*" is held with the listing strategy/)
    ])
    await other.end()
    await first.end()
  }, 60_000)
})

describe('F13, F14: the listing strategy’s own edges', () => {
  it('a job that outlived expires is reported as lost', async () => {
    const name = 'hardening/f13-outlived'
    const job = newJob('f13')
    expect((await lockStep(job, name, { strategy: 'listing', expires: '2s' }).done).outcome).toBe(
      'success'
    )
    await sleep(4_000)
    const { posts } = await job.end()
    expect(errors(posts[0])).toEqual([expect.stringMatching(/^lost lock .*expired/)])
  }, 60_000)

  it('a contender whose LIST fails removes its key', async () => {
    const name = 'hardening/f14-list-fails'
    // Every LIST after the contender's own key is written fails: the first LIST passes.
    faults([{ action: 'status', status: 500, classes: ['list'], skip: 1 }])
    const job = newJob('f14')
    const main = await lockStep(job, name, {
      strategy: 'listing',
      endpoint: proxy.endpoint,
      timeout: '20s'
    }).done
    expect(main.outcome).toBe('failure')
    await job.end()
    faults([])
    expect(await listKeys(bucket, `${name}.`)).toEqual([])
  }, 60_000)
})

describe('F16: a renewed lease below 4 s', () => {
  it('is refused in one line, before anything is written', async () => {
    const name = 'hardening/f16-short'
    const job = newJob('f16')
    const main = await lockStep(job, name, { expires: '2s' }).done
    expect(errors(main)).toEqual([
      'input "expires": must be at least 4s while the lease is renewed (got "2s"); use a longer expires, or renew: false'
    ])
    await job.end()
    expect(await readLock(name)).toBeUndefined()
  }, 30_000)
})

describe('F4: the check sub-action', () => {
  it('succeeds while the acquisition holds the lock, and names the new holder once it does not', async () => {
    const name = 'hardening/f4-check'
    const holder = newJob('f4-holder')
    const held = await holder.start(path.join(ROOT_ACTION, 'acquire'), {
      id: 'acquire',
      // Long enough that the check's start-up on a busy machine does not outlast the lease.
      inputs: { bucket, name, 'force-path-style': 'true', expires: '10s', 'timeout-poll': '200ms' }
    }).done
    expect(held.outcome).toBe('success')
    const checkInputs = { bucket, key: held.outputs.key, 'force-path-style': 'true' }
    const ok = await holder.start(CHECK_ACTION, { id: 'check', inputs: checkInputs }).done
    expect({ outcome: ok.outcome, token: ok.outputs.token }).toEqual({
      outcome: 'success',
      token: held.outputs.token
    })
    const waiter = newJob('f4-waiter')
    expect((await lockStep(waiter, name, { context: 'Deploy #18' }).done).outcome).toBe('success')
    const late = newJob('f4-rerun')
    const refused = await late.start(CHECK_ACTION, { id: 'check', inputs: checkInputs }).done
    expect(refused.outcome).toBe('failure')
    expect(errors(refused)).toEqual([
      expect.stringMatching(
        /^lock .* is no longer held by this acquisition: it is now held by .*Deploy #18/
      )
    ])
    await waiter.end()
  }, 60_000)
})
