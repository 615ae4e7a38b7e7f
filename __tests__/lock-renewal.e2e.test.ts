import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DeleteBucketPolicyCommand,
  GetObjectCommand,
  PutBucketPolicyCommand
} from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { checkLog, CRITICAL_SECTION, ROOT_ACTION } from './support/critical-section.js'
import { killTrackedProcesses, SimulatedJob, type StepResult } from './support/runner.js'
import { createTestBucket, s3Client } from './support/s3.js'

// Lease renewal, end to end through the built bundles (dist/main, dist/renewer, dist/post) on
// the local RGW: a dead or paused holder is replaced within one short lease, a live one keeps
// the lock for as long as its job needs it, and the renewer never outlives its job nor writes
// after the release. Times are measured, never waited out: every bound below is a claim of the
// protocol (docs/protocol.md), with the renewer's own status file as the witness of when it
// last wrote.

const LEASE_MS = 4_000
const INTERVAL_MS = LEASE_MS / 4

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-renewal-'))
let bucket: string
/** Every job of the current test: whatever a failed test left running is killed after it. */
let jobs: SimulatedJob[] = []

beforeAll(async () => {
  bucket = await createTestBucket('renewal')
})

afterEach(() => {
  for (const job of jobs) {
    for (const pid of renewerPids(job)) signal(pid, 'SIGCONT')
    killTrackedProcesses(job.trackingId)
  }
  jobs = []
})

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** A job whose directories outlive job.end(), so that the status file can be read after post. */
function newJob(label: string): SimulatedJob {
  const workDir = fs.mkdtempSync(path.join(scratch, `${label}-`))
  const job = new SimulatedJob({ workDir, github: { job: label } })
  jobs.push(job)
  return job
}

function renewerPids(job: SimulatedJob): number[] {
  return job.results.map((result) => Number(result.state['renewer-pid'])).filter((pid) => pid > 0)
}

function lockStep(job: SimulatedJob, name: string, inputs: Record<string, string> = {}) {
  return job.start(ROOT_ACTION, {
    id: 'lock',
    inputs: {
      bucket,
      name,
      'timeout-poll': '200ms',
      timeout: '60s',
      expires: '1m',
      lease: '4s',
      ...inputs
    }
  })
}

function work(job: SimulatedJob, label: string, token: string, holdMs: number, log: string) {
  return job.start(CRITICAL_SECTION, {
    id: 'work',
    inputs: { log, job: label, token, 'hold-ms': holdMs }
  })
}

interface LockObject {
  etag: string
  body: string
  record: Record<string, unknown>
}

async function readLock(name: string): Promise<LockObject> {
  const client = s3Client()
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }))
    const body = (await object.Body?.transformToString()) ?? ''
    return { etag: object.ETag ?? '', body, record: JSON.parse(body) }
  } finally {
    client.destroy()
  }
}

interface Status {
  state: 'held' | 'lost' | 'released'
  key: string
  token: number
  etag?: string
  renewals?: number
  leaseEndsAt?: number
  reason?: string
  at?: string
  detail?: string
  current?: Record<string, unknown>
  pid?: number
}

function readStatus(file: string): Status {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Status
}

/** Polls the status file until it satisfies `accept`; fails after timeoutMs. */
async function waitForStatus(
  file: string,
  accept: (status: Status) => boolean,
  timeoutMs: number
): Promise<{ status: Status; afterMs: number }> {
  const start = Date.now()
  for (;;) {
    let status: Status | undefined
    try {
      status = readStatus(file)
    } catch {
      // not written yet
    }
    if (status && accept(status)) return { status, afterMs: Date.now() - start }
    if (Date.now() - start > timeoutMs) {
      throw new Error(
        `status file ${file} still says ${JSON.stringify(status)} after ${timeoutMs} ms`
      )
    }
    await sleep(20)
  }
}

/** CLOCK_MONOTONIC in ms, the clock the action writes `leaseEndsAt` in. */
function monotonicNow(): number {
  return Number(process.hrtime.bigint() / 1000n) / 1000
}

/** A monotonic time of the action, as wall clock of this machine. */
function toWall(monotonicMs: number): number {
  return Date.now() - (monotonicNow() - monotonicMs)
}

function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name)
    return true
  } catch {
    return false
  }
}

/** Alive and not a zombie (nothing here reaps the orphaned renewer). */
function alive(pid: number): boolean {
  if (!signal(pid, 0)) return false
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

async function gone(pid: number, timeoutMs = 2_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (alive(pid)) {
    if (Date.now() > deadline) return false
    await sleep(20)
  }
  return true
}

function acquiredAt(step: StepResult): number {
  return Date.parse(step.outputs['acquired-at'])
}

function annotations(step: StepResult | undefined, level: 'error' | 'warning') {
  return (step?.annotations ?? []).filter((a) => a.level === level).map((a) => a.message)
}

function expectHeld(step: StepResult): { renewerPid: number; statusFile: string } {
  expect({ outcome: step.outcome, errors: annotations(step, 'error') }).toEqual({
    outcome: 'success',
    errors: []
  })
  const renewerPid = Number(step.state['renewer-pid'])
  const statusFile = step.outputs['status-file']
  expect(renewerPid).toBeGreaterThan(0)
  expect(step.state['status-file']).toBe(statusFile)
  expect(step.env.S3_LOCK_STATUS_FILE).toBe(statusFile)
  expect(alive(renewerPid)).toBe(true)
  return { renewerPid, statusFile }
}

const TAKEN_OVER = /taken over after its lease ran out without a release/

describe('a dead holder is replaced within one lease', () => {
  it('holder killed with its renewer: the next waiter takes over after lease − (time since the last renewal) and within lease + 2 s', async () => {
    const name = 'renewal/killed'
    const holder = newJob('killed-holder')
    const held = await lockStep(holder, name).done
    const { renewerPid, statusFile } = expectHeld(held)
    // Kill mid-interval, so that the lease visibly counts from the last write, not the kill.
    await waitForStatus(statusFile, (s) => (s.renewals ?? 0) >= 2, 4 * INTERVAL_MS)
    await sleep(INTERVAL_MS / 2)

    // The runner dies: its job-end cleanup never comes, no post step runs; the kill takes the
    // renewer (which carries the job's RUNNER_TRACKING_ID) with it.
    const killedAt = Date.now()
    expect(killTrackedProcesses(holder.trackingId)).toEqual([renewerPid])
    expect(await gone(renewerPid)).toBe(true)
    // The last write the renewer knew of; a write in flight at the kill can only be later.
    const last = readStatus(statusFile)
    expect(last).toMatchObject({ state: 'held', token: Number(held.outputs.token) })
    const leaseEndsAt = toWall(last.leaseEndsAt as number)
    const sinceRenewal = killedAt - (leaseEndsAt - LEASE_MS)

    const waiter = newJob('killed-waiter')
    const got = await lockStep(waiter, name).done
    expect(got.outcome).toBe('success')
    expect(Number(got.outputs.token)).toBe(Number(held.outputs.token) + 1)
    const takeoverMs = acquiredAt(got) - killedAt
    console.log(
      `killed holder: renewals ${last.renewals}, ${sinceRenewal} ms since the last renewal, ` +
        `taken over ${takeoverMs} ms after the kill (lease ${LEASE_MS} ms)`
    )
    expect(sinceRenewal).toBeGreaterThanOrEqual(0)
    expect(sinceRenewal).toBeLessThan(INTERVAL_MS + 1_000)
    // Never before the holder's own count of its lease ran out (a few ms for the clock mapping).
    expect(takeoverMs).toBeGreaterThanOrEqual(LEASE_MS - sinceRenewal - 20)
    expect(takeoverMs).toBeLessThanOrEqual(LEASE_MS + 2_000)
    expect(annotations(got, 'warning')).toEqual([expect.stringMatching(TAKEN_OVER)])
    expect(annotations(got, 'warning')[0]).toMatch(
      /its last holder was .*job killed-holder\b.*\(token 1\)/
    )

    const { posts, killed } = await waiter.end()
    expect(posts.map((post) => post.outcome)).toEqual(['success'])
    expect(killed).toEqual([])
    expect((await readLock(name)).record).toMatchObject({ state: 'released', token: 2 })
  }, 60_000)
})

describe('a live holder keeps a short lease for as long as it needs', () => {
  it('a 4 s lease held for 16 s: the waiter only gets the lock after the release', async () => {
    const name = 'renewal/long-hold'
    const log = path.join(scratch, 'long-hold.jsonl')
    const holdMs = 16_000
    const holder = newJob('long-holder')
    const held = await lockStep(holder, name).done
    const { renewerPid, statusFile } = expectHeld(held)

    // Waits the whole time, on a timeout far longer than the lease.
    const waiter = newJob('long-waiter')
    const waiting = lockStep(waiter, name, { timeout: '60s' })
    await waiting.waitForOutput(/is held by/)

    const inside = await work(holder, 'long-holder', held.outputs.token, holdMs, log).done
    expect(inside.outcome).toBe('success')
    expect(waiting.finished).toBe(false)

    const status = readStatus(statusFile)
    const lock = await readLock(name)
    console.log(
      `long hold: ${status.renewals} renewals in ${holdMs} ms (interval ${INTERVAL_MS} ms), ` +
        `lock object at ${lock.record.renewals}`
    )
    expect(status).toMatchObject({ state: 'held', token: 1, pid: renewerPid })
    expect(status.renewals).toBeGreaterThanOrEqual(3)
    // The status file follows the lock object (a renewal may land between the two reads).
    expect([status.renewals, (status.renewals ?? 0) + 1]).toContain(lock.record.renewals)
    expect(lock.record).toMatchObject({ state: 'held', token: 1, leaseMs: LEASE_MS })

    const { posts, killed } = await holder.end()
    expect(posts.map((post) => [post.outcome, annotations(post, 'error')])).toEqual([
      ['success', []]
    ])
    expect(posts[0].stdout).toContain(`Released lock s3://${bucket}/${name}`)
    expect(killed).toEqual([])
    const postExitedAt = posts[0].startedAt + posts[0].durationMs

    const got = await waiting.done
    expect(got.outcome).toBe('success')
    expect(Number(got.outputs.token)).toBe(Number(held.outputs.token) + 1)
    // It found the lock released, not a lapsed lease.
    expect(annotations(got, 'warning')).toEqual([])
    expect(acquiredAt(got)).toBeGreaterThanOrEqual(posts[0].startedAt)
    console.log(
      `long hold: waiter waited ${got.outputs['waited-ms']} ms, acquired ` +
        `${acquiredAt(got) - postExitedAt} ms after the holder's post exited`
    )
    expect(Number(got.outputs['waited-ms'])).toBeGreaterThanOrEqual(holdMs)

    const after = await work(waiter, 'long-waiter', got.outputs.token, 50, log).done
    expect(after.outcome).toBe('success')
    const check = checkLog(log)
    expect(check.problems).toEqual([])
    expect(check.overlaps.map((overlap) => overlap.jobs)).toEqual([])
    expect(check.tokenOrderViolations).toEqual([])
    expect(check.holders.map((h) => [h.job, h.token])).toEqual([
      ['long-holder', 1],
      ['long-waiter', 2]
    ])
    const end = await waiter.end()
    expect(end.posts.map((post) => post.outcome)).toEqual(['success'])
    expect(end.killed).toEqual([])
  }, 90_000)
})

describe('a paused renewer loses the lock and its post leaves the new holder alone', () => {
  it.each([
    ['fail', 1],
    ['warn', 0]
  ] as const)(
    'on-lost: %s',
    async (onLost, exitCode) => {
      const name = `renewal/paused-${onLost}`
      const holder = newJob(`paused-holder-${onLost}`)
      const held = await lockStep(holder, name, { 'on-lost': onLost }).done
      const { renewerPid, statusFile } = expectHeld(held)

      const taker = newJob(`taker-${onLost}`)
      const taking = lockStep(taker, name)
      await taking.waitForOutput(/is held by/)

      // The runner is suspended (a paused VM, a stopped container): the renewer stops writing.
      expect(signal(renewerPid, 'SIGSTOP')).toBe(true)
      const stoppedAt = Date.now()
      const last = readStatus(statusFile)
      expect(last.state).toBe('held')
      const got = await taking.done
      expect(got.outcome).toBe('success')
      const takeoverMs = acquiredAt(got) - stoppedAt
      console.log(`paused renewer (${onLost}): taken over ${takeoverMs} ms after SIGSTOP`)
      expect(acquiredAt(got)).toBeGreaterThanOrEqual(toWall(last.leaseEndsAt as number) - 20)
      expect(takeoverMs).toBeLessThanOrEqual(LEASE_MS + 2_000)
      expect(Number(got.outputs.token)).toBe(Number(held.outputs.token) + 1)
      expect(annotations(got, 'warning')).toEqual([expect.stringMatching(TAKEN_OVER)])
      const taken = await readLock(name)
      expect(taken.record).toMatchObject({ state: 'held', token: 2, renewals: 0 })

      // The runner resumes: the renewer's next write finds someone else's lock and gives up.
      expect(signal(renewerPid, 'SIGCONT')).toBe(true)
      // It says "lapsed" at once, its own count being over; then it looks who has the lock now.
      const { status, afterMs } = await waitForStatus(
        statusFile,
        (s) => s.state === 'lost' && s.reason === 'taken-over',
        5_000
      )
      console.log(
        `paused renewer (${onLost}): status "${status.state}" ${afterMs} ms after SIGCONT`
      )
      expect(status).toMatchObject({
        state: 'lost',
        reason: 'taken-over',
        token: 1,
        current: { state: 'held', token: 2, owner: got.outputs.key.split('#')[1] }
      })
      expect(await gone(renewerPid)).toBe(true)

      const { posts, killed } = await holder.end()
      expect(killed).toEqual([])
      const post = posts[0]
      expect(post.exitCode).toBe(exitCode)
      const lost = new RegExp(
        `^lost lock s3://${bucket}/${name} before release: at \\S+ the lease ran out while it ` +
          // Paused between renewals, or in the middle of one (then cut short at the end).
          `could not be renewed \\((the renewer was paused|no answer from).*\\) and it is now held by ` +
          `.*job taker-${onLost}.* \\(token 2\\)`
      )
      if (onLost === 'fail') {
        expect(post.outcome).toBe('failure')
        expect(annotations(post, 'error')).toEqual([expect.stringMatching(lost)])
      } else {
        expect(post.outcome).toBe('success')
        expect(annotations(post, 'error')).toEqual([])
        expect(annotations(post, 'warning')).toEqual([expect.stringMatching(lost)])
      }
      // The old holder never wrote to the new holder's lock (the new holder's own renewer may
      // have), and the status file still tells the loss.
      expect((await readLock(name)).record).toMatchObject({
        state: 'held',
        token: 2,
        owner: taken.record.owner
      })
      expect(readStatus(statusFile)).toMatchObject({ state: 'lost', reason: 'taken-over' })

      const end = await taker.end()
      expect(end.posts.map((p) => p.outcome)).toEqual(['success'])
      expect(end.killed).toEqual([])
      expect((await readLock(name)).record).toMatchObject({ state: 'released', token: 2 })
    },
    60_000
  )
})

describe('cancellation', () => {
  it('cancelled while waiting: main ends on SIGINT alone and leaves nothing behind', async () => {
    const name = 'renewal/cancel-wait'
    const holder = newJob('cancel-wait-holder')
    const held = await lockStep(holder, name, { lease: '1m' }).done
    expectHeld(held)
    const before = await readLock(name)

    const waiter = newJob('cancel-wait-waiter')
    const waiting = lockStep(waiter, name)
    await waiting.waitForOutput(/is held by/)
    const cancelled = await waiting.cancel()
    const times = cancelled.cancel
    const exitedAt = cancelled.startedAt + cancelled.durationMs
    console.log(
      `cancel while waiting: exited ${exitedAt - (times?.sigintAt ?? NaN)} ms after SIGINT`
    )
    expect(times?.sigintAt).toBeDefined()
    expect(exitedAt - (times?.sigintAt as number)).toBeLessThan(2_000)
    expect(times?.sigtermAt).toBeUndefined()
    expect(cancelled.outcome).toBe('cancelled')
    expect(cancelled.exitCode).not.toBe(0)
    expect(annotations(cancelled, 'error')).toEqual([
      expect.stringMatching(/cancelled while waiting for lock "renewal\/cancel-wait"/)
    ])
    // It never wrote: no handle for a post to act on, no renewer.
    expect(cancelled.state['lock-handle']).toBeUndefined()
    expect(cancelled.state['renewer-pid']).toBeUndefined()

    const { posts, killed } = await waiter.end()
    expect(killed).toEqual([])
    expect(posts.map((post) => [post.outcome, post.annotations])).toEqual([['success', []]])
    expect(posts[0].stdout).toContain('nothing to release')
    // Still the holder's lock: the same acquisition, changed at most by its own renewals.
    const after = await readLock(name)
    expect(after.record).toEqual({ ...before.record, renewals: after.record.renewals })
    if (after.record.renewals === before.record.renewals) expect(after).toEqual(before)

    const end = await holder.end()
    expect(end.posts.map((post) => post.outcome)).toEqual(['success'])
    expect(end.killed).toEqual([])
    expect((await readLock(name)).record).toMatchObject({ state: 'released', token: 1 })
  }, 60_000)

  it('cancelled while holding: the post stops the renewer and releases', async () => {
    const name = 'renewal/cancel-hold'
    const log = path.join(scratch, 'cancel-hold.jsonl')
    const job = newJob('cancel-hold')
    const held = await lockStep(job, name).done
    const { renewerPid, statusFile } = expectHeld(held)

    const inside = work(job, 'cancel-hold', held.outputs.token, 60_000, log)
    await inside.waitForOutput('inside the critical section')
    const cancelled = await inside.cancel()
    expect(cancelled.outcome).toBe('cancelled')
    expect(cancelled.cancel?.sigtermAt).toBeUndefined()
    expect(checkLog(log).entries.map((e) => [e.event, e.signal])).toEqual([
      ['enter', undefined],
      ['exit', 'SIGINT']
    ])
    // The runner signals the step's node process only: the renewer is still keeping the lock.
    expect(alive(renewerPid)).toBe(true)
    expect(readStatus(statusFile)).toMatchObject({ state: 'held', token: 1 })

    const { posts, killed } = await job.end()
    expect(posts.map((post) => [post.outcome, annotations(post, 'error')])).toEqual([
      ['success', []]
    ])
    // Stopped by the post, not by the job-end kill.
    expect(killed).toEqual([])
    expect(alive(renewerPid)).toBe(false)
    expect((await readLock(name)).record).toMatchObject({
      state: 'released',
      token: 1,
      releasedBy: held.outputs.key.split('#')[1]
    })
    expect(readStatus(statusFile)).toMatchObject({ state: 'released', token: 1 })
  }, 60_000)
})

describe('the renewer never outlives its job', () => {
  it('after a normal job it is gone and the released lock is never written again', async () => {
    const name = 'renewal/normal'
    const log = path.join(scratch, 'normal.jsonl')
    const job = newJob('normal')
    const held = await lockStep(job, name).done
    const { renewerPid, statusFile } = expectHeld(held)
    const inside = await work(job, 'normal', held.outputs.token, INTERVAL_MS * 2.5, log).done
    expect(inside.outcome).toBe('success')
    expect(readStatus(statusFile).renewals).toBeGreaterThanOrEqual(1)

    const { posts, killed } = await job.end()
    expect(posts.map((post) => post.outcome)).toEqual(['success'])
    // The renewer, which holds the latest ETag, sent the release for the post step.
    expect(posts[0].stdout).toContain(`lease renewer (pid ${renewerPid}) to release the lock`)
    expect(killed).toEqual([])
    expect(alive(renewerPid)).toBe(false)
    expect(readStatus(statusFile)).toMatchObject({ state: 'released', token: 1 })

    const released = await readLock(name)
    expect(released.record).toMatchObject({ state: 'released', token: 1 })
    await sleep(INTERVAL_MS * 1.5)
    expect(await readLock(name)).toEqual(released)
  }, 60_000)

  it('a post step right after main: the renewer, which may not have loaded its S3 client yet, still releases', async () => {
    // The renewer loads its S3 client a quarter of a second after it starts; a post step at
    // once asks for the release about then, before or during the load: the release waits for
    // the load, no longer.
    const name = 'renewal/at-once'
    const job = newJob('at-once')
    const held = await lockStep(job, name, { lease: '1m' }).done
    const { renewerPid, statusFile } = expectHeld(held)
    const { posts, killed } = await job.end()
    expect(posts.map((post) => post.outcome)).toEqual(['success'])
    expect(posts[0].stdout).toContain(`lease renewer (pid ${renewerPid}) to release the lock`)
    expect(killed).toEqual([])
    expect(readStatus(statusFile)).toMatchObject({ state: 'released', token: 1 })
    expect((await readLock(name)).record).toMatchObject({ state: 'released', token: 1 })
  }, 60_000)

  it('when no post runs, the job-end kill takes the renewer', async () => {
    const name = 'renewal/backstop'
    const job = newJob('backstop')
    const held = await lockStep(job, name).done
    const { renewerPid } = expectHeld(held)

    // "Complete job" after a runner that skipped the post: only the tracking-id kill remains.
    expect(killTrackedProcesses(job.trackingId)).toEqual([renewerPid])
    expect(await gone(renewerPid)).toBe(true)
    const abandoned = await readLock(name)
    expect(abandoned.record).toMatchObject({ state: 'held', token: 1 })
    await sleep(INTERVAL_MS * 1.5)
    expect(await readLock(name)).toEqual(abandoned)

    // Tidy up as a later post would: the lock is still ours, so it is released, by the post
    // step itself since there is no renewer to ask.
    const { posts, killed } = await job.end()
    expect(posts.map((post) => post.outcome)).toEqual(['success'])
    expect(posts[0].stdout).not.toContain('lease renewer (pid')
    expect(annotations(posts[0], 'warning').join('\n')).toContain('was no longer running')
    expect(killed).toEqual([])
    expect((await readLock(name)).record).toMatchObject({ state: 'released', token: 1 })
  }, 60_000)
})

describe('renew: false', () => {
  it('starts no renewer and writes the lease of "expires"', async () => {
    const name = 'renewal/off'
    const job = newJob('renew-off')
    const held = await lockStep(job, name, { renew: 'false', expires: '30s' }).done
    expect(held.outcome).toBe('success')
    expect(held.state['renewer-pid']).toBeUndefined()
    expect(held.state['status-file']).toBeUndefined()
    expect(held.outputs['status-file']).toBeUndefined()
    expect(held.env.S3_LOCK_STATUS_FILE).toBeUndefined()
    expect(held.stdout).not.toContain('Renewing')
    const lock = await readLock(name)
    expect(lock.record).toMatchObject({ state: 'held', leaseMs: 30_000, renewals: 0 })
    await sleep(INTERVAL_MS * 1.5)
    expect(await readLock(name)).toEqual(lock)

    const { posts, killed } = await job.end()
    expect(posts.map((post) => post.outcome)).toEqual(['success'])
    expect(killed).toEqual([])
    expect((await readLock(name)).record).toMatchObject({ state: 'released', token: 1 })
  }, 60_000)

  it('with renew, the lease written is the shorter of "lease" and "expires"', async () => {
    const name = 'renewal/min'
    const job = newJob('renew-min')
    const held = await lockStep(job, name, { lease: '10s', expires: '6s' }).done
    expectHeld(held)
    expect(held.stdout).toMatch(/Renewing the 6s lease every /)
    expect((await readLock(name)).record).toMatchObject({ state: 'held', leaseMs: 6_000 })
    const { posts, killed } = await job.end()
    expect(posts.map((post) => post.outcome)).toEqual(['success'])
    expect(killed).toEqual([])
  }, 60_000)
})

describe('a renewer the store refuses', () => {
  it('keeps trying, reports the loss when the lease lapses, and the post fails but still releases', async () => {
    const name = 'renewal/refused'
    const job = newJob('refused')
    const held = await lockStep(job, name, { lease: '4s' }).done
    const { statusFile } = expectHeld(held)
    // As when a job outlives its temporary credentials: every PutObject is now refused.
    const client = s3Client()
    const policy = {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Deny',
          Principal: { AWS: ['*'] },
          Action: ['s3:PutObject'],
          Resource: [`arn:aws:s3:::${bucket}/*`]
        }
      ]
    }
    await client.send(
      new PutBucketPolicyCommand({ Bucket: bucket, Policy: JSON.stringify(policy) })
    )
    try {
      const { status: lost } = await waitForStatus(
        statusFile,
        (status) => status.state === 'lost',
        LEASE_MS + 3_000
      )
      expect(lost).toMatchObject({ state: 'lost', reason: 'lapsed' })
      expect(String(lost.detail)).toMatch(/access denied/)
    } finally {
      await client.send(new DeleteBucketPolicyCommand({ Bucket: bucket }))
    }
    const { posts } = await job.end()
    expect(posts[0].outcome).toBe('failure')
    expect(annotations(posts[0], 'error')[0]).toMatch(
      /^lost lock .* the lease ran out while it could not be renewed \(access denied/
    )
    // Nobody took over, so the lock was still ours: the post released it all the same.
    expect((await readLock(name)).record).toMatchObject({ state: 'released', token: 1 })
  }, 60_000)
})
