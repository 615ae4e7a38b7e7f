import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import { randomUUID } from 'node:crypto'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { jobKit, lockStep as lockStepOf, serveWaiting } from './support/lock-steps.js'
import type { RunningStep, SimulatedJob } from './support/runner.js'
import { createTestBucket, listKeys, s3Client } from './support/s3.js'

// Issue 13: the listing strategy's line (docs/protocol.md, "The listing strategy"). A waiter
// keeps a key of its own while it waits, so the keys' order is the line: jobs are served in
// the order they joined, a dead waiter is passed once its waiting key runs out, a cancelled
// one takes its key away, and aws-s3-lock-action's keys behind ours wait their turn.
// Through the bundles, on the RGW.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'listing-line-'))
const kit = jobKit(scratch)
let bucket: string

beforeAll(async () => {
  bucket = await createTestBucket('listing-line')
})

afterEach(() => kit.killAll())

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** timeout-poll 200ms: the waiting lease is its floor, 10 s. */
const WAIT_LEASE_MS = 10_000

function lockStep(job: SimulatedJob, name: string, inputs: Record<string, string> = {}) {
  return lockStepOf(job, { bucket, name, inputs: { strategy: 'listing', ...inputs } })
}

interface Key {
  key: string
  created: number
  uuid: string
  expires: number
}

/** The name's keys in key order, which is the line's order (expired ones included). */
async function keysOf(name: string): Promise<Key[]> {
  return (await listKeys(bucket, `${name}.`)).sort().map((key) => {
    const [created, uuid, expires] = key.slice(name.length + 1).split('.')
    return { key, created: Number(created), uuid, expires: Number(expires) }
  })
}

/** The waiting key a job printed when it joined the line. */
function joinedAs(step: RunningStep): Key {
  const match = /joined its line as (\S+) with/.exec(step.stdout)
  if (!match) throw new Error(`no "joined its line as" in:\n${step.stdout}`)
  const [created, uuid, expires] = match[1].split('.').slice(-3)
  return { key: match[1], created: Number(created), uuid, expires: Number(expires) }
}

/** An acquire attempt of aws-s3-lock-action: upload, list, drop expired, sort, oldest wins. */
async function awsS3LockActionAttempt(name: string): Promise<'acquired' | 'not-acquired'> {
  const client = s3Client()
  const key = `${name}.${Date.now()}.${randomUUID()}.${Date.now() + 60_000}`
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'theirs' }))
  const listing = await client.send(
    new ListObjectsV2Command({ Bucket: bucket, Prefix: `${name}.` })
  )
  const live = (listing.Contents ?? [])
    .map((item) => item.Key ?? '')
    .filter((candidate) => Number(candidate.slice(name.length + 1).split('.')[2]) > Date.now())
    .sort()
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
  return live[0] === key ? 'acquired' : 'not-acquired'
}

describe('the listing line', () => {
  it('jobs that join 300 ms apart while the lock is held get it in the order they joined', async () => {
    const name = 'listing-line/staggered'
    const holder = kit.newJob('holder')
    const held = await lockStep(holder, name).done
    expect(held.outcome).toBe('success')
    const waiting = []
    for (let i = 0; i < 6; i++) {
      const job = kit.newJob(`staggered-${i}`)
      const main = lockStep(job, name)
      waiting.push({ job, main })
      // Arrival is when the job's key is written: process start-up varies on a busy machine.
      await main.waitForOutput(/joined its line/, 20_000)
      await sleep(300)
    }
    // The line is in the bucket: the holder's key, then each waiter's, in the order they came.
    const joined = waiting.map(({ main }) => joinedAs(main))
    expect((await keysOf(name)).map((k) => `${k.created}.${k.uuid}`)).toEqual(
      [held.outputs.key, ...joined.map((k) => k.key)].map((key) =>
        key.split('.').slice(-3, -1).join('.')
      )
    )
    // Waiting keys live a waiting lease, not the lock's minute.
    for (const key of joined) expect(key.expires - key.created).toBeLessThan(WAIT_LEASE_MS + 2_000)
    await holder.end()
    const { order, results } = await serveWaiting(waiting)
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
    expect(results.map((r) => r.outcome)).toEqual(Array(6).fill('success'))
    expect(results.map((r) => Number(r.outputs.ahead))).toEqual([0, 1, 2, 3, 4, 5])
    // Each held the lock under the place it took on joining.
    results.forEach((result, i) =>
      expect(result.outputs.key).toContain(`.${joined[i].created}.${joined[i].uuid}.`)
    )
    expect(await listKeys(bucket, `${name}.`)).toEqual([])
  }, 90_000)

  it('a waiter killed in line keeps the line only until its waiting key runs out', async () => {
    const name = 'listing-line/killed'
    const holder = kit.newJob('holder-kill')
    expect((await lockStep(holder, name).done).outcome).toBe('success')
    const first = kit.newJob('killed-first')
    const firstMain = lockStep(first, name)
    await firstMain.waitForOutput(/joined its line/, 20_000)
    const second = kit.newJob('killed-second')
    const secondMain = lockStep(second, name)
    await secondMain.waitForOutput(/joined its line/, 20_000)
    const [dead, behind] = [joinedAs(firstMain), joinedAs(secondMain)]
    // Both extend their waiting keys in place: same stamp and uuid, a later expiry, one key
    // each once the old one is deleted.
    const extended = async () => {
      const keys = await keysOf(name)
      return [dead, behind].every((mine) => {
        const at = keys.filter((k) => k.created === mine.created && k.uuid === mine.uuid)
        return at.length === 1 && at[0].expires > mine.expires
      })
    }
    const deadline = Date.now() + WAIT_LEASE_MS
    while (!(await extended())) {
      if (Date.now() > deadline) throw new Error(`no extension within a waiting lease`)
      await sleep(200)
    }
    expect((await keysOf(name)).map((k) => k.uuid)).toEqual([
      expect.any(String),
      dead.uuid,
      behind.uuid
    ])
    firstMain.child.kill('SIGKILL')
    await firstMain.done
    const deadKey = (await keysOf(name)).find((k) => k.uuid === dead.uuid) as Key
    const releasedAt = Date.now()
    await holder.end()
    const got = await secondMain.done
    expect(got.outcome).toBe('success')
    // Passed once the dead key ran out (by the store's clock, the same as this machine's
    // here), within 2 s of that (the clock's 1 s resolution in Date headers, a poll, a LIST,
    // the settling pause), so no later than a waiting lease and those 2 s after the release.
    const acquiredAt = Date.parse(got.outputs['acquired-at'])
    expect(acquiredAt).toBeGreaterThanOrEqual(deadKey.expires - 1_000)
    expect(acquiredAt - deadKey.expires).toBeLessThan(2_000)
    expect(acquiredAt - releasedAt).toBeLessThan(WAIT_LEASE_MS + 2_000)
    expect(got.outputs.key).toContain(`.${behind.created}.${behind.uuid}.`)
    await second.end()
    // Only the dead waiter's key is left, run out less than a minute ago: it stays until a
    // contender lists the name a minute after it ran out (the next test).
    const left = await keysOf(name)
    expect(left.map((k) => k.uuid)).toEqual([dead.uuid])
    expect(left[0].expires).toBeLessThan(Date.now())
    await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: left[0].key }))
  }, 60_000)

  it('a contender deletes keys that ran out over a minute ago, and only those', async () => {
    const name = 'listing-line/stale'
    const client = s3Client()
    const now = Date.now()
    const plant = async (created: number, expires: number) => {
      const key = `${name}.${created}.${randomUUID()}.${expires}`
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'dead' }))
      return key
    }
    // A killed holder's key (ran out 5 minutes ago) and a killed waiter's (2 minutes ago), and
    // one that ran out 20 s ago: the RGW's clock is this machine's.
    await plant(now - 600_000, now - 300_000)
    await plant(now - 130_000, now - 120_000)
    const recent = await plant(now - 30_000, now - 20_000)
    const job = kit.newJob('stale-keys')
    const main = await lockStep(job, name).done
    expect(main.outcome).toBe('success')
    expect((await keysOf(name)).map((k) => k.key)).toEqual([recent, main.outputs.key])
    await job.end()
    expect(await listKeys(bucket, `${name}.`)).toEqual([recent])
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: recent }))
  }, 30_000)

  it('a waiter cancelled in line takes its key away, and the next gets the lock promptly', async () => {
    const name = 'listing-line/cancelled'
    const holder = kit.newJob('holder-cancel')
    const held = await lockStep(holder, name).done
    expect(held.outcome).toBe('success')
    const first = kit.newJob('cancelled-first')
    const firstMain = lockStep(first, name)
    await firstMain.waitForOutput(/joined its line/, 20_000)
    const second = kit.newJob('cancelled-second')
    const secondMain = lockStep(second, name)
    await secondMain.waitForOutput(/joined its line/, 20_000)
    const cancelled = await firstMain.cancel()
    expect(cancelled.outcome).toBe('cancelled')
    expect(cancelled.cancel?.sigtermAt).toBeUndefined()
    expect(await listKeys(bucket, `${name}.`)).toEqual(
      [held.outputs.key, joinedAs(secondMain).key].sort()
    )
    await first.end()
    const releasedAt = Date.now()
    await holder.end()
    const got = await secondMain.done
    expect(got.outcome).toBe('success')
    // No waiting lease to sit out: the cancelled waiter's key was gone.
    expect(Date.parse(got.outputs['acquired-at']) - releasedAt).toBeLessThan(2_000)
    await second.end()
    expect(await listKeys(bucket, `${name}.`)).toEqual([])
  }, 60_000)

  it('a waiter that times out takes its key away', async () => {
    const name = 'listing-line/timeout'
    const holder = kit.newJob('holder-timeout')
    const held = await lockStep(holder, name).done
    expect(held.outcome).toBe('success')
    const waiter = kit.newJob('timeout-waiter')
    const main = await lockStep(waiter, name, { timeout: '1s' }).done
    expect(main.outcome).toBe('failure')
    expect(main.stdout).toMatch(/joined its line as/)
    expect(await listKeys(bucket, `${name}.`)).toEqual([held.outputs.key])
    await waiter.end()
    await holder.end()
    expect(await listKeys(bucket, `${name}.`)).toEqual([])
  }, 60_000)

  it('aws-s3-lock-action keys behind our waiter wait their turn', async () => {
    const name = 'listing-line/theirs-behind'
    const holder = kit.newJob('holder-theirs')
    expect((await lockStep(holder, name).done).outcome).toBe('success')
    const waiter = kit.newJob('waiter-before-theirs')
    const main = lockStep(waiter, name)
    await main.waitForOutput(/joined its line/, 20_000)
    // Their acquire attempt, stamped by this machine's clock after our waiter joined, finds a
    // key ahead of its own and withdraws.
    expect(await awsS3LockActionAttempt(name)).toBe('not-acquired')
    // One of their contenders caught with its key in the bucket when the holder goes: it sorts
    // after our waiter, which takes the lock.
    const created = Date.now()
    const theirs = `${name}.${created}.${randomUUID()}.${created + 60_000}`
    await s3Client().send(new PutObjectCommand({ Bucket: bucket, Key: theirs, Body: 'Theirs #3' }))
    await holder.end()
    const got = await main.done
    expect(got.outcome).toBe('success')
    expect(got.outputs.key).toContain(`.${joinedAs(main).created}.${joinedAs(main).uuid}.`)
    expect((await keysOf(name)).map((k) => k.key)).toEqual([got.outputs.key, theirs])
    // While ours holds, their algorithm sees it held.
    expect(await awsS3LockActionAttempt(name)).toBe('not-acquired')
    await waiter.end()
    await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: theirs }))
    expect(await listKeys(bucket, `${name}.`)).toEqual([])
  }, 60_000)
})
