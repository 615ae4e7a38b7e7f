import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import { setTimeout as sleep } from 'node:timers/promises'
import { killTrackedProcesses, SimulatedJob } from './support/runner.js'
import { createTestBucket, s3Client } from './support/s3.js'

// Leases, clocks and ownership, through the real bundles on the local RGW: expiry must never
// depend on comparing runners' clocks (property c), and a release must never touch a lock
// that someone else holds now (property d).

const root = new URL('..', import.meta.url).pathname
let bucket: string

beforeAll(async () => {
  bucket = await createTestBucket('leases')
})

/** Every job of this file: whatever a failed test left running is killed at the end. */
const jobs: SimulatedJob[] = []
function newJob(): SimulatedJob {
  const job = new SimulatedJob()
  jobs.push(job)
  return job
}

afterAll(() => {
  for (const job of jobs) killTrackedProcesses(job.trackingId)
})

/** libfaketime shifts one process's wall clock, as on a runner whose clock is off. */
function skewed(offset: string): Record<string, string> {
  return {
    LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
    FAKETIME: offset
  }
}

function acquire(job: SimulatedJob, name: string, inputs: Record<string, string>, env = {}) {
  return job.start(root, {
    inputs: { bucket, name, 'timeout-poll': '200ms', timeout: '60s', ...inputs },
    env
  })
}

async function readLock(name: string) {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
  return JSON.parse((await object.Body?.transformToString()) ?? '')
}

describe('expiry never compares runner clocks (±10 minutes)', () => {
  it.each([
    ['the holder runs 10 minutes slow', skewed('-10m'), {}],
    ['the waiter runs 10 minutes fast', {}, skewed('+10m')]
  ])(
    'a live lease is respected when %s',
    async (_case, holderEnv, waiterEnv) => {
      const name = `alive/${Math.random().toString(36).slice(2)}`
      const holder = newJob()
      const held = await acquire(holder, name, { expires: '30s' }, holderEnv).done
      expect(held.exitCode).toBe(0)

      const waiter = newJob()
      const waiting = acquire(waiter, name, { expires: '30s' }, waiterEnv)
      let acquiredEarly = false
      void waiting.done.then(() => (acquiredEarly = true))
      await sleep(3_000)
      // Three seconds into a 30 s lease the waiter must still be waiting.
      expect(acquiredEarly).toBe(false)
      const [{ posts }, got] = await Promise.all([holder.end(), waiting.done])
      expect(posts[0].exitCode).toBe(0)

      expect(got.exitCode).toBe(0)
      expect(Number(got.outputs.token)).toBe(Number(held.outputs.token) + 1)
      expect(got.annotations.filter((a) => a.level === 'warning')).toEqual([])
      await waiter.end()
    },
    60_000
  )

  it.each([
    ['the dead holder ran 10 minutes fast', skewed('+10m'), {}],
    ['the waiter runs 10 minutes slow', {}, skewed('-10m')]
  ])(
    'an abandoned lease is taken over on time when %s',
    async (_case, holderEnv, waiterEnv) => {
      const name = `dead/${Math.random().toString(36).slice(2)}`
      // The shortest lease that is renewed (F16).
      const lease = 4_000
      const holder = newJob()
      const held = await acquire(holder, name, { expires: '4s' }, holderEnv).done
      expect(held.exitCode).toBe(0)
      // The holder's runner dies with its renewer: no post step ever runs.
      expect(killTrackedProcesses(holder.trackingId)).toHaveLength(1)

      const waiter = newJob()
      const got = await acquire(waiter, name, { expires: '30s' }, waiterEnv).done
      expect(got.exitCode).toBe(0)
      expect(Number(got.outputs.token)).toBe(Number(held.outputs.token) + 1)
      // waited-ms starts when the waiter's acquire does, after its start-up: this undercounts the
      // takeover by that start-up, never overcounts it.
      const takeoverMs = got.startedAt + Number(got.outputs['waited-ms']) - held.startedAt
      // Never while the holder still counts itself the holder: its lease less the store clock's
      // allowance (a quarter of a 4 s lease), by the holder's own clock.
      expect(takeoverMs).toBeGreaterThanOrEqual(lease - lease / 4)
      // Measured from the holder's step start (its start-up included): on time, not minutes off.
      expect(takeoverMs).toBeLessThan(lease + 4_000)
      expect(got.annotations).toContainEqual(
        expect.objectContaining({
          level: 'warning',
          message: expect.stringMatching(/taken over after its lease ran out without a release/)
        })
      )
      await waiter.end()
    },
    60_000
  )
})

describe('release only while the owner', () => {
  it('a holder whose lease ran out reports the loss and leaves the new holder’s lock alone', async () => {
    const name = 'lost/lock'
    const first = newJob()
    const firstMain = await acquire(first, name, { expires: '2s', renew: 'false' }).done
    expect(firstMain.exitCode).toBe(0)

    const second = newJob()
    const secondMain = await acquire(second, name, { expires: '60s' }).done
    expect(secondMain.exitCode).toBe(0)
    const before = await readLock(name)
    expect(before).toMatchObject({ state: 'held', token: 2 })

    // The first job finishes its work long after its lease ran out; its post step runs.
    const { posts } = await first.end()
    expect(posts[0].exitCode).toBe(1)
    const error = posts[0].annotations.find((a) => a.level === 'error')
    expect(error?.message).toMatch(
      /^lost lock s3:\/\/.*\/lost\/lock before release: its lease ran out and it is now held by .*\(token 2\)/
    )
    expect(await readLock(name)).toEqual(before)

    const { posts: secondPosts } = await second.end()
    expect(secondPosts[0].exitCode).toBe(0)
    expect(await readLock(name)).toMatchObject({ state: 'released', token: 2 })
  }, 60_000)

  it('across jobs: release with a stale key does not release the current holder', async () => {
    const name = 'lost/multi-job'
    const acquirer = newJob()
    const acquired = await acquirer.run(`${root}/acquire`, {
      inputs: { bucket, name, expires: '2s' }
    })
    expect(acquired.exitCode).toBe(0)
    const other = newJob()
    const taken = await acquire(other, name, { expires: '60s' }).done
    expect(Number(taken.outputs.token)).toBe(Number(acquired.outputs.token) + 1)

    const releaser = newJob()
    const released = await releaser.run(`${root}/release`, {
      inputs: { bucket, key: acquired.outputs.key }
    })
    expect(released.exitCode).toBe(1)
    expect(await readLock(name)).toMatchObject({ state: 'held', token: 2 })
    await other.end()
  }, 60_000)
})
