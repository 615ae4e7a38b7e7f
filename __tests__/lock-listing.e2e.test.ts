import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkLog, runLockedJob } from './support/critical-section.js'
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.js'
import { SimulatedJob } from './support/runner.js'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'

// Issue 5: the listing strategy (aws-s3-lock-action's name.created.uuid.expires keys), its
// interoperability with that action, and the store check that decides between strategies.

const root = new URL('..', import.meta.url).pathname
let bucket: string
let proxy: FaultProxy

beforeAll(async () => {
  bucket = await createTestBucket('listing')
  proxy = await startFaultProxy({ target: s3Env().endpoint })
})

afterAll(async () => {
  await proxy.close()
})

/** Writes a lock object exactly as aws-s3-lock-action does: its key, its body (the context). */
async function writeAsAwsS3LockAction(name: string, expiresInMs: number): Promise<string> {
  const created = Date.now()
  const key = `${name}.${created}.${randomUUID()}.${created + expiresInMs}`
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'Other workflow #7' })
  )
  return key
}

/** aws-s3-lock-action's acquire attempt: upload, list, drop expired, sort, oldest wins. */
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
  if (live[0] === key) {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    return 'acquired'
  }
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
  return 'not-acquired'
}

describe('listing strategy', () => {
  it('under contention: no two holders at once, and nothing left behind', async () => {
    const name = 'listing/contended'
    const log = join(mkdtempSync(join(tmpdir(), 'listing-')), 'critical.jsonl')
    const jobs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        runLockedJob({
          bucket,
          name,
          log,
          job: `job-${i + 1}`,
          holdMs: 300,
          inputs: { strategy: 'listing' }
        })
      )
    )
    for (const job of jobs) {
      expect(job.main.exitCode).toBe(0)
      expect(job.main.outputs).toMatchObject({ strategy: 'listing', token: '' })
      expect(job.post?.exitCode).toBe(0)
    }
    const result = checkLog(log)
    expect(result.holders).toHaveLength(8)
    expect(result.overlaps).toEqual([])
    expect(result.problems).toEqual([])
    expect(await listKeys(bucket, 'listing/contended')).toEqual([])
  }, 120_000)

  it('a lock written by aws-s3-lock-action blocks ours until it is gone', async () => {
    const name = 'listing/theirs'
    const theirs = await writeAsAwsS3LockAction(name, 60_000)
    const blocked = await new SimulatedJob().run(root, {
      inputs: { bucket, name, strategy: 'listing', timeout: '1s', 'timeout-poll': '200ms' }
    })
    expect(blocked.exitCode).toBe(1)
    expect(blocked.annotations[0].message).toMatch(
      new RegExp(
        `was not acquired within 1s: .*held by another job \\(${theirs.replace(/\./g, '\\.')}\\)`
      )
    )
    await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: theirs }))
    const job = new SimulatedJob()
    const got = await job.run(root, { inputs: { bucket, name, strategy: 'listing' } })
    expect(got.exitCode).toBe(0)
    await job.end()
  })

  it('an expired aws-s3-lock-action lock does not block ours', async () => {
    const name = 'listing/expired'
    await writeAsAwsS3LockAction(name, -1_000)
    const job = new SimulatedJob()
    const got = await job.run(root, {
      inputs: { bucket, name, strategy: 'listing', timeout: '1s' }
    })
    expect(got.exitCode).toBe(0)
    await job.end()
  })

  it('a lock held by ours is seen as held by aws-s3-lock-action’s algorithm', async () => {
    const name = 'listing/ours'
    const job = new SimulatedJob()
    const held = await job.run(root, { inputs: { bucket, name, strategy: 'listing' } })
    expect(held.exitCode).toBe(0)
    expect(held.outputs.key).toMatch(/^listing\/ours\.\d{13}\.[0-9a-f-]{36}\.\d{13}$/)
    expect(await awsS3LockActionAttempt(name)).toBe('not-acquired')
    await job.end()
    expect(await awsS3LockActionAttempt(name)).toBe('acquired')
  })

  it('a holding key whose first PUT lands after the release is deleted again (F26)', async () => {
    const name = 'listing/late-land'
    // The first PUT of the holding key: the client is cut off, so the SDK's retry writes the
    // key; the first attempt reaches the store 6 s later, after the post step's delete.
    proxy.setFaults([
      { classes: ['put'], keyPrefix: `${name}.`, action: 'late-land', ms: 6000, times: 1 }
    ])
    const job = new SimulatedJob()
    const held = await job.run(root, {
      inputs: { bucket, name, strategy: 'listing', endpoint: proxy.endpoint }
    })
    proxy.setFaults([])
    expect(held.exitCode).toBe(0)
    const { posts } = await job.end()
    expect(posts[0].exitCode).toBe(0)
    await expectLateLandingGone(name)
  }, 60_000)

  /** The late PUT of `name`'s key has reached the store, and the key is gone all the same. */
  async function expectLateLandingGone(name: string): Promise<void> {
    const late = proxy.log.find(
      (entry) => entry.fault === 'late-land' && entry.key.startsWith(`${name}.`)
    )
    for (let i = 0; i < 200 && late?.landedAt === undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(late?.landedAt).toBeDefined()
    expect(await listKeys(bucket, `${name}.`)).toEqual([])
  }

  it('hands the job its holding key with half its life left, however slow the store (F43)', async () => {
    const name = 'listing/slow-claim'
    // The holding key's PUT is applied at once but answered 1.2 s late (which makes the settle
    // pause 4.8 s), and the look for a conditional lock before holding takes 5 s: with expires
    // 10 s, the key used to run out during that look, and "Acquired" came after it.
    proxy.setFaults([
      { classes: ['put'], keyPrefix: `${name}.`, action: 'delay-answer', ms: 1200, times: 1 },
      { classes: ['get'], key: name, action: 'delay-answer', ms: 5000, skip: 1, times: 1 }
    ])
    const job = new SimulatedJob()
    const main = await job.run(root, {
      inputs: {
        bucket,
        name,
        strategy: 'listing',
        endpoint: proxy.endpoint,
        expires: '10s',
        timeout: '60s'
      }
    })
    const handedAt = Date.now()
    proxy.setFaults([])
    expect(main.exitCode).toBe(0)
    const expiresMs = Number(main.outputs.key.split('.').at(-1))
    expect(expiresMs - handedAt).toBeGreaterThanOrEqual(4_000)
    const { posts } = await job.end()
    expect(posts[0].exitCode).toBe(0)
    expect(await listKeys(bucket, `${name}.`)).toEqual([])
  }, 60_000)

  it('a failed acquire deletes again a holding key whose first PUT lands late (F46d)', async () => {
    const name = 'listing/late-land-failed'
    // The holding key's first PUT attempt is cut off and lands 6 s later; every LIST after the
    // first fails, so the acquire gives up with the key (written by the SDK's retry) pending.
    proxy.setFaults([
      { classes: ['put'], keyPrefix: `${name}.`, action: 'late-land', ms: 6000, times: 1 },
      { classes: ['list'], listPrefix: `${name}.`, action: 'status', status: 500, skip: 1 }
    ])
    const job = new SimulatedJob()
    const main = await job.run(root, {
      inputs: { bucket, name, strategy: 'listing', endpoint: proxy.endpoint, timeout: '20s' }
    })
    expect(main.exitCode).not.toBe(0)
    expect(main.stdout).toMatch(/deleting it again in/)
    proxy.setFaults([])
    await job.end()
    await expectLateLandingGone(name)
  }, 60_000)

  it('acquire/ waits out a late-landing PUT, so release/ in another job removes it (F26)', async () => {
    const name = 'listing/late-land-multi-job'
    proxy.setFaults([
      { classes: ['put'], keyPrefix: `${name}.`, action: 'late-land', ms: 6000, times: 1 }
    ])
    const acquired = await new SimulatedJob().run(`${root}/acquire`, {
      inputs: { bucket, name, strategy: 'listing', endpoint: proxy.endpoint }
    })
    proxy.setFaults([])
    expect(acquired.exitCode).toBe(0)
    const released = await new SimulatedJob().run(`${root}/release`, {
      inputs: { bucket, key: acquired.outputs.key, endpoint: proxy.endpoint }
    })
    expect(released.exitCode).toBe(0)
    await expectLateLandingGone(name)
  }, 60_000)

  it('a holding key dropped while waiting is deleted again after its late PUT lands (F37)', async () => {
    const name = 'listing/late-land-dropped'
    // Two proxies, one per job, so each job's requests can be held or cut off on their own.
    const toA = await startFaultProxy({ target: s3Env().endpoint })
    const toR = await startFaultProxy({ target: s3Env().endpoint })
    try {
      const ours = (entry: { key: string }) => entry.key.startsWith(`${name}.`)
      // R's first key is held back until A has found the lock free, written its holding key
      // and listed it first: R stamps first, so it sorts ahead, but A sees it only as it settles.
      toR.setFaults([
        { classes: ['put'], keyPrefix: `${name}.`, action: 'latency', gate: 'r-put', times: 1 }
      ])
      // A's first listing waits for the test, and so does its third: the settling re-list after
      // its holding key was written and listed first. The first attempt of A's holding-key PUT
      // is cut off (the SDK's retry writes the key) and reaches the store 6 s later.
      toA.setFaults([
        { classes: ['list'], listPrefix: `${name}.`, action: 'latency', gate: 'a-list', times: 1 },
        {
          classes: ['list'],
          listPrefix: `${name}.`,
          action: 'latency',
          gate: 'a-relist',
          skip: 2,
          times: 1
        },
        { classes: ['put'], keyPrefix: `${name}.`, action: 'late-land', ms: 6000, times: 1 }
      ])
      const inputs = { bucket, name, strategy: 'listing', expires: '60s', 'timeout-poll': '250ms' }
      const jobR = new SimulatedJob()
      const jobA = new SimulatedJob()
      const rMain = jobR.run(root, { inputs: { ...inputs, endpoint: toR.endpoint } })
      const aMain = jobA.run(root, { inputs: { ...inputs, endpoint: toA.endpoint } })
      await until(
        () =>
          toR.log.some((e) => e.class === 'put' && ours(e)) &&
          toA.log.some((e) => e.class === 'list' && e.prefix === `${name}.`),
        30_000
      )
      // R's stamp came from its listing's Date (a second coarse): A's comes over a second later.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      toA.openGate('a-list')
      const late = await until(
        () => toA.log.find((e) => e.fault === 'late-land' && ours(e)),
        20_000
      )
      // A's key sorted first in its second listing; R's key lands during A's settling pause.
      const listsOfA = () => toA.log.filter((e) => e.class === 'list' && e.prefix === `${name}.`)
      await until(() => listsOfA()[1]?.status === 200, 20_000)
      toR.openGate('r-put')
      await until(() => toR.log.find((e) => e.class === 'put' && ours(e))?.status === 200, 20_000)
      toA.openGate('a-relist')

      const r = await rMain
      expect(r.exitCode).toBe(0)
      await until(() => late.landedAt !== undefined, 20_000)
      const rEnd = await jobR.end()
      expect(rEnd.posts[0].exitCode).toBe(0)
      const a = await aMain
      expect(a.exitCode).toBe(0)
      const aEnd = await jobA.end()
      expect(aEnd.posts[0].exitCode).toBe(0)

      // The fault happened as meant: R sorted ahead of A's first holding key, which A held
      // neither then nor later; A dropped it after its settling re-list, before its first PUT
      // landed.
      expect(r.outputs.key < late.key).toBe(true)
      expect(a.outputs.key).not.toBe(late.key)
      const dropped = toA.log.find(
        (e) => e.method === 'DELETE' && e.key === late.key && e.status === 204
      )
      expect(dropped).toBeDefined()
      expect(dropped!.startedAt).toBeGreaterThan(listsOfA()[2].startedAt)
      expect(dropped!.startedAt + (dropped!.ms ?? 0)).toBeLessThan(late.landedAt!)
      expect(late.status).toBe(200)

      // What users rely on: once the delete after the landing has run (16 s after the first
      // attempt was sent), nothing of A's is left, and the next job gets the free lock at once.
      let leftover = await listKeys(bucket, `${name}.`)
      while (leftover.length > 0 && Date.now() < late.startedAt + 22_000) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        leftover = await listKeys(bucket, `${name}.`)
      }
      const jobC = new SimulatedJob()
      const c = await jobC.run(root, { inputs: { ...inputs, timeout: '10s' } })
      await jobC.end()
      expect({
        leftover,
        c: { exitCode: c.exitCode, waitedUnder5s: Number(c.outputs['waited-ms']) < 5000 }
      }).toEqual({ leftover: [], c: { exitCode: 0, waitedUnder5s: true } })
      expect(await listKeys(bucket, `${name}.`)).toEqual([])
    } finally {
      await toA.close()
      await toR.close()
    }
  }, 90_000)

  /** Polls `probe` until it gives a truthy value, which it returns; fails after `timeoutMs`. */
  async function until<T>(probe: () => T | undefined | false, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const value = probe()
      if (value) return value
      if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  it('acquire/ and release/ across jobs with a listing key', async () => {
    const name = 'listing/multi-job'
    const acquired = await new SimulatedJob().run(`${root}/acquire`, {
      inputs: { bucket, name, strategy: 'listing' }
    })
    expect(acquired.exitCode).toBe(0)
    expect(await listKeys(bucket, `${name}.`)).toEqual([acquired.outputs.key])
    const released = await new SimulatedJob().run(`${root}/release`, {
      inputs: { bucket, key: acquired.outputs.key }
    })
    expect(released.exitCode).toBe(0)
    expect(await listKeys(bucket, `${name}.`)).toEqual([])
  })
})

describe('store check', () => {
  it('on Ceph RGW: conditional writes are enforced, so auto uses them', async () => {
    const job = new SimulatedJob()
    const main = await job.run(root, { inputs: { bucket, name: 'check/rgw' } })
    expect(main.exitCode).toBe(0)
    expect(main.outputs.strategy).toBe('conditional')
    expect(main.stdout).toMatch(
      /Store check at .*: PutObject If-None-Match enforced; If-Match enforced \(ETag accepted bare\); If-Match on a missing key refused; DeleteObject If-Match NOT enforced/
    )
    await job.end()
    expect(await listKeys(bucket, 'check/rgw/')).toEqual([])
  })

  describe('on a store that ignores conditional headers', () => {
    const ignoring = () => proxy.setFaults([{ action: 'strip-conditions' }])

    it('auto falls back to the listing strategy, with a warning', async () => {
      ignoring()
      const job = new SimulatedJob()
      const main = await job.run(root, {
        inputs: { bucket, name: 'check/ignored-auto', endpoint: proxy.endpoint }
      })
      expect(main.exitCode).toBe(0)
      expect(main.outputs.strategy).toBe('listing')
      expect(main.annotations).toContainEqual(
        expect.objectContaining({
          level: 'warning',
          message: expect.stringMatching(
            /does not enforce conditional writes .*PutObject If-None-Match NOT enforced/
          )
        })
      )
      await job.end()
      expect(await listKeys(bucket, 'check/ignored-auto')).toEqual([])
    })

    it('conditional refuses, says what the store did and what to do, and leaves nothing', async () => {
      ignoring()
      const job = new SimulatedJob()
      const main = await job.run(root, {
        inputs: {
          bucket,
          name: 'check/ignored-conditional',
          endpoint: proxy.endpoint,
          strategy: 'conditional'
        }
      })
      expect(main.exitCode).toBe(1)
      const errors = main.annotations.filter((a) => a.level === 'error')
      expect(errors).toHaveLength(1)
      expect(errors[0].message).toMatch(
        /^strategy "conditional" is unsafe on this store: PutObject If-None-Match NOT enforced; If-Match NOT enforced.* Use strategy "listing"/
      )
      await job.end()
      expect(await listKeys(bucket, 'check/ignored-conditional')).toEqual([])
    })
  })
})
