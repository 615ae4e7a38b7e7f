import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { errors, jobKit, lockStep as lockStepOf } from './support/lock-steps.js'
import type { RunningStep, SimulatedJob } from './support/runner.js'
import { createTestBucket, s3Client } from './support/s3.js'

// A pool (`holders: N`) after faults, from the fourth protocol review (shared notes,
// protocol-review-4.md, F46): through the action's bundles, on the RGW.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-faults-'))
const kit = jobKit(scratch)
let bucket: string
let s3: S3Client

beforeAll(async () => {
  bucket = await createTestBucket('pool-faults')
  s3 = s3Client()
})
/** Steps of the test: a test that fails has them end before the next, and before the scratch
 * folder they write to goes. */
const started: RunningStep[] = []
afterEach(async () => {
  kit.killAll()
  await Promise.allSettled(started.splice(0).map((step) => step.done))
})
afterAll(() => {
  s3.destroy()
  fs.rmSync(scratch, { recursive: true, force: true })
})

function lockStep(job: SimulatedJob, options: Parameters<typeof lockStepOf>[1]): RunningStep {
  const step = lockStepOf(job, options)
  started.push(step)
  return step
}

async function readObject(key: string): Promise<{ json: Record<string, unknown>; etag: string }> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  const json = JSON.parse((await object.Body?.transformToString()) ?? '') as Record<string, unknown>
  return { json, etag: object.ETag ?? '' }
}

describe('F46b: a departed waiter stays served however many tickets were served out of order', () => {
  it('65 tickets above the mark, the lowest a waiter that left: the release hands the place to the job waiting, not to the one that left', async () => {
    const name = 'served-above/pool'
    const pool = { holders: '2' }
    const holders = ['a', 'b'].map((label) => kit.newJob(`holder-${label}`))
    for (const job of holders) {
      expect((await lockStep(job, { bucket, name, inputs: pool }).done).outcome).toBe('success')
    }
    // The state a crowd leaves after 65 out-of-order takes and departs (docs/protocol.md, "The
    // shared record", "Leave" step 4), the lowest of them, ticket 1, a waiter whose leave could
    // not write the line (its ticket stays in it) and whose depart marked it served. Driving 65
    // such jobs through the action would take many minutes; the record is written as the code
    // writes it, conditionally on the holders' last renewal (theirs read before they write).
    const departed = { n: 1, id: 'departed-waiter', holder: { job: 'departed' } }
    const servedAbove = Array.from({ length: 65 }, (_, i) => departed.n + i)
    // Read, then write on that version, again when a holder's renewal came in between.
    for (let attempt = 0; ; attempt++) {
      const record = await readObject(name)
      expect(record.json).toMatchObject({ state: 'shared', limit: 2 })
      expect(record.json.ticket ?? 0).toBe(0)
      const written = await s3
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: name,
            Body: `${JSON.stringify({ ...record.json, servedAbove }, null, 2)}\n`,
            // This RGW matches If-Match against the ETag without its quotes.
            IfMatch: record.etag.replace(/"/g, '')
          })
        )
        .then(
          () => true,
          (error: { name?: string }) => {
            if (error.name !== 'PreconditionFailed' || attempt >= 5) throw error
            return false
          }
        )
      if (written) break
    }
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `${name}/.s3-lock/line`,
        Body: `${JSON.stringify({
          version: 1,
          next: 100,
          served: 0,
          tickets: [{ ...departed, passStepMs: 2_000, leaseMs: 60_000, claimMs: 15_000 }]
        })}\n`,
        IfNoneMatch: '*'
      })
    )
    const waiter = kit.newJob('waiter')
    const waiting = lockStep(waiter, { bucket, name, inputs: pool })
    await waiting.waitForOutput(/joined its line \(ticket 100\)/, 15_000)
    const { posts } = await holders[0].end()
    const releasedAt = Date.now()
    // Before the fix the record kept only the highest 64: ticket 1 looked unserved, the release
    // handed it the place (with its 15 s claim), and the waiter had to wait that out.
    expect(posts.map((post) => post.stdout.match(/handed the place on .*\)/)?.[0])).toEqual([
      'handed the place on to the next in line (ticket 100)'
    ])
    const got = await waiting.done
    expect([got.outcome, errors(got)]).toEqual(['success', []])
    expect(Date.parse(got.outputs['acquired-at']) - releasedAt).toBeLessThan(5_000)
    const after = (await readObject(name)).json as {
      places: { owner: string }[]
      freed: { owner: string }[]
    }
    expect([...after.places, ...after.freed].map((place) => place.owner)).not.toContain(departed.id)
    await waiter.end()
    await holders[1].end()
  }, 90_000)
})
