import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { setTimeout as sleep } from 'node:timers/promises'
import { Line } from '../src/lock/line/line.js'
import { type LineRecord } from '../src/lock/line/line-record.js'
import { SupersededError } from '../src/lock/line/newest-wins.js'
import { Place } from '../src/lock/line/place.js'
import { S3LockStore } from '../src/lock/store/s3-store.js'
import { ConditionalLock } from '../src/lock/single/conditional-lock.js'
import { within } from '../src/lock/basics/deadlines.js'
import { SharedLock } from '../src/lock/pool/shared-lock.js'
import { countClasses, startFaultProxy, type FaultProxy } from './support/fault-proxy.js'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'

// Joining in a crowd (docs/protocol.md; src/lock/line/line-inbox.ts): jobs that lose the race for
// the line send their requests to the line's current round, and one conditional write takes a
// whole round in. Through the library and the real SDK, on the RGW, behind the fault proxy.

let bucket: string
let proxy: FaultProxy
const STORES = 8

beforeAll(async () => {
  bucket = await createTestBucket('line-crowd')
  proxy = await startFaultProxy({ target: s3Env().endpoint, latencyMs: 10 })
})
beforeEach(() => proxy.setFaults([]))
afterAll(() => proxy.close())

const stores = Array.from({ length: STORES }, () => undefined as S3LockStore | undefined)
function storeFor(i: number): S3LockStore {
  stores[i % STORES] ??= new S3LockStore({
    bucket,
    region: s3Env().region,
    endpoint: proxy.endpoint,
    forcePathStyle: true
  })
  return stores[i % STORES] as S3LockStore
}

/** The deadline of a call that the test makes itself (acquire has its own): generous. */
const bound = () => within(60_000)

const lineKey = (name: string) => `${name}/.s3-lock/line`
const holder = (i: number) => ({ context: `Job #${i}`, repository: 'octo/app' })

async function readLine(name: string): Promise<LineRecord> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: lineKey(name) }))
  return JSON.parse((await object.Body?.transformToString()) ?? '') as LineRecord
}

/** A request left in round 0 by a job that died before its round was taken in. */
async function deadRequest(name: string, id: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: `${name}/.s3-lock/joins/0/${id}`,
      Body: JSON.stringify({ id, holder: { context: 'gone' } })
    })
  )
}

/**
 * A line with one job waiting in it, written as it stands, as a crowd's take-in leaves it
 * (`crowd`): the jobs that join within two seconds find it and send their requests to its round.
 */
async function seedLine(name: string): Promise<void> {
  const line = {
    version: 1,
    next: 2,
    served: 0,
    tickets: [{ n: 1, id: 'first', holder: {} }],
    crowd: true
  }
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucket, Key: lineKey(name), Body: JSON.stringify(line) })
  )
}

async function until(condition: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (const deadline = Date.now() + ms; !(await condition()); await sleep(100)) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`)
  }
}

function joinAll(name: string, count: number, from = 1): Promise<number>[] {
  return Array.from({ length: count }, (_, i) =>
    new Line(storeFor(i), lineKey(name)).join(`job-${from + i}`, holder(from + i), 0, bound())
  )
}

/** A job of a crowd that waits in line for the lock `name`, with the action's defaults. */
function crowdJob(name: string, owner: string, i: number) {
  return {
    owner,
    leaseMs: 60_000,
    holder: holder(i),
    timeoutMs: 120_000,
    pollMs: 500,
    line: { key: lineKey(name), passStepMs: 2_000 }
  }
}

function expectSeatedOnce(line: LineRecord, ids: string[], tickets: number[]): void {
  const byId = new Map(line.tickets.map((t) => [t.id, t.n]))
  expect(line.tickets).toHaveLength(new Set(line.tickets.map((t) => t.id)).size)
  expect(ids.map((id) => byId.get(id))).toEqual(tickets)
  expect(new Set(tickets).size).toBe(tickets.length)
}

describe('a crowd joins in rounds', () => {
  it.each([
    ['an empty line: the one whose join wins takes the rest in', false],
    ['a line with a job waiting: the first to tire of waiting takes the round in', true]
  ])(
    '60 jobs joining %s; each is in line once, with few line writes',
    async (what, seeded) => {
      const name = `crowd/sixty-${seeded ? 'seeded' : 'empty'}`
      if (seeded) await seedLine(name)
      proxy.resetCounts()
      const tickets = await Promise.all(joinAll(name, 60))
      const line = await readLine(name)
      expectSeatedOnce(
        line,
        tickets.map((_, i) => `job-${i + 1}`),
        tickets
      )
      const lineWrites = proxy.log.filter(
        (e) => e.key === lineKey(name) && e.class === 'conditionalPut'
      ).length
      // A join at a time cost about four writes each at this size.
      expect(lineWrites / 60).toBeLessThan(1.5)
      expect(line.round ?? 0).toBeGreaterThan(0)
      // Every request taken in was deleted: the rounds leave nothing behind.
      await until(async () => (await listKeys(bucket, `${name}/.s3-lock/joins/`)).length === 0)
    },
    60_000
  )

  it('a job that finds others waiting sends its request after one read of the line', async () => {
    const name = 'crowd/one-read'
    await seedLine(name)
    proxy.resetCounts()
    const ticket = await new Line(storeFor(0), lineKey(name)).join('late', holder(0), 0, bound())
    expect(ticket).toBe(2)
    const sentAt = proxy.log.find(
      (e) => e.key.startsWith(`${name}/.s3-lock/joins/`) && e.method === 'PUT'
    )?.startedAt
    expect(sentAt).toBeDefined()
    // The line as read by the join is the crowd's first look: a second read, even a 304, is a
    // request per joiner that a crowd of hundreds pays in the busiest second.
    const readsBefore = proxy.log.filter(
      (e) => e.key === lineKey(name) && e.method === 'GET' && e.startedAt <= Number(sentAt)
    )
    expect(readsBefore).toHaveLength(1)
  }, 30_000)

  it('a join the line refused sends its request at once, to the round it read', async () => {
    const name = 'crowd/refused'
    proxy.setFaults([
      // Both joins read the line absent before either write lands ...
      { action: 'latency', ms: 300, key: lineKey(name), classes: ['conditionalPut'], times: 2 },
      // ... and any read of the line after those two is slow.
      { action: 'latency', ms: 1_000, key: lineKey(name), method: 'GET', skip: 2 }
    ])
    const tickets = await Promise.all(joinAll(name, 2))
    expect([...tickets].sort()).toEqual([1, 2])
    const refused = proxy.log.find((e) => e.key === lineKey(name) && e.status === 412)
    const sent = proxy.log.find(
      (e) => e.key.startsWith(`${name}/.s3-lock/joins/`) && e.method === 'PUT'
    )
    expect(refused?.ms).toBeDefined()
    // Read again first, the line cost the loser a second of hundreds' reads in a stampede.
    expect(
      Number(sent?.startedAt) - (Number(refused?.startedAt) + Number(refused?.ms))
    ).toBeLessThan(500)
  }, 30_000)

  it('a sender reads the line whole only when its round moves, not at every change', async () => {
    const name = 'crowd/looks'
    // The line as the library writes it: its round also in the object's metadata.
    const put = (line: object) =>
      s3Client().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: lineKey(name),
          Body: JSON.stringify(line),
          Metadata: { round: '0' }
        })
      )
    await put({
      version: 1,
      next: 2,
      served: 0,
      tickets: [{ n: 1, id: 'first', holder: {} }],
      crowd: true
    })
    proxy.resetCounts()
    const joining = new Place(new Line(storeFor(1), lineKey(name)), 'late', holder(1), 2_000).join(
      0,
      bound()
    )
    await until(async () => (await listKeys(bucket, `${name}/.s3-lock/joins/0/`)).length === 1)
    // Another job leaves while our request waits: the line changes, its round does not.
    await put({ version: 1, next: 2, served: 0, tickets: [] })
    await joining
    const lineRequests = proxy.log.filter((e) => e.key === lineKey(name))
    // Nobody takes the round in, so the sender rescues it (1-2 s): until its claim, it only
    // looked. The code before read the changed line whole (a 200) at its next look.
    const claimedAt = proxy.log.find((e) => e.key.includes('/rescue.'))?.startedAt
    const sentAt = proxy.log.find((e) => e.key.includes('/joins/0/late'))?.startedAt
    const waiting = lineRequests.filter(
      (e) => e.startedAt > Number(sentAt) && e.startedAt < Number(claimedAt)
    )
    expect(waiting.filter((e) => e.method === 'HEAD').length).toBeGreaterThan(0)
    expect(waiting.filter((e) => e.method === 'GET')).toEqual([])
  }, 30_000)

  it('a job found seated at its first read keeps that read: no second one', async () => {
    const name = 'crowd/seated-read'
    await s3Client().send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: lineKey(name),
        Body: JSON.stringify({
          version: 1,
          next: 2,
          served: 0,
          tickets: [{ n: 1, id: 'me', holder: {} }]
        })
      })
    )
    proxy.resetCounts()
    const place = new Place(new Line(storeFor(1), lineKey(name)), 'me', holder(1), 2_000)
    await place.join(0, bound())
    expect(place.ticket).toBe(1)
    expect(place.known).toBe(true)
    // Seated already (a join whose answer was lost): the read that found it is the place's view.
    expect(proxy.log.filter((e) => e.key === lineKey(name)).map((e) => e.method)).toEqual(['GET'])
  }, 30_000)

  it('when the winner cannot take the round in, the crowd does it itself', async () => {
    const name = 'crowd/rescue'
    await deadRequest(name, 'dead-waiter')
    // The winner's listings fail (503 on every retry): it is seated, the round is not.
    proxy.setFaults([{ action: 'status', status: 503, classes: ['list'], times: 6 }])
    const tickets = await Promise.all(joinAll(name, 10))
    const line = await readLine(name)
    expectSeatedOnce(
      line,
      tickets.map((_, i) => `job-${i + 1}`),
      tickets
    )
    // A request whose sender died is a dead waiter like any other: passed at its turn.
    expect(line.tickets.map((t) => t.id)).toContain('dead-waiter')
  }, 60_000)

  it('a round whose taker is slow is rescued by one sender, not listed by all', async () => {
    const name = 'crowd/slow-rescue'
    await seedLine(name)
    // Nobody takes the round in (the seeded line's writer is not running), and every listing
    // takes 1.5 s: each sender's rescue comes due (1-2 s) while the first one is still listing.
    proxy.setFaults([{ action: 'latency', ms: 1_500, classes: ['list'] }])
    proxy.resetCounts()
    const tickets = await Promise.all(joinAll(name, 30))
    expectSeatedOnce(
      await readLine(name),
      tickets.map((_, i) => `job-${i + 1}`),
      tickets
    )
    const listingsOfRound = proxy.log.filter(
      (e) => e.class === 'list' && e.prefix === `${name}/.s3-lock/joins/0/`
    )
    // One claim wins the rescue; each of the others costs one refused create, not a listing
    // (the code before the claim listed the round 30 times, once per sender, and raced for one
    // line write).
    expect(listingsOfRound.length).toBeLessThanOrEqual(2)
    // The claims are deleted with the requests: the rounds leave nothing behind.
    await until(async () => (await listKeys(bucket, `${name}/.s3-lock/joins/`)).length === 0)
  }, 60_000)

  it('without s3:ListBucket, the crowd joins one write at a time, and all of them get in', async () => {
    const name = 'crowd/no-list'
    await seedLine(name)
    proxy.setFaults([{ action: 'status', status: 403, classes: ['list'] }])
    const tickets = await Promise.all(joinAll(name, 12))
    expectSeatedOnce(
      await readLine(name),
      tickets.map((_, i) => `job-${i + 1}`),
      tickets
    )
    expect(countClasses(proxy.log).list).toBeGreaterThan(0)
  }, 60_000)

  it('lost answers to requests and to the take-in write seat each job once', async () => {
    const name = 'crowd/lost-answers'
    await seedLine(name)
    proxy.setFaults([
      {
        action: 'drop-answer',
        classes: ['conditionalPut'],
        keyPrefix: `${name}/.s3-lock/joins/`,
        rate: 0.3
      },
      { action: 'drop-answer', classes: ['conditionalPut'], key: lineKey(name), rate: 0.2 }
    ])
    const tickets = await Promise.all(joinAll(name, 20))
    expectSeatedOnce(
      await readLine(name),
      tickets.map((_, i) => `job-${i + 1}`),
      tickets
    )
  }, 120_000)
})

describe('requests', () => {
  it('a request too long for a key travels in its object, and its ticket says it all', async () => {
    const name = 'crowd/long-request'
    await seedLine(name)
    const long = {
      context: 'C'.repeat(200),
      repository: 'R'.repeat(200),
      job: 'J'.repeat(200),
      runUrl: 'U'.repeat(200)
    }
    const [n] = await Promise.all([
      new Line(storeFor(1), lineKey(name)).join('long', long, 0, bound()),
      new Line(storeFor(2), lineKey(name)).join('short', holder(2), 0, bound())
    ])
    const ticket = (await readLine(name)).tickets.find((t) => t.id === 'long')
    expect(ticket).toEqual({ n, id: 'long', holder: long })
  }, 60_000)

  it('a request that lands after its sender withdrew it is refused, and never taken in', async () => {
    const name = 'crowd/late-request'
    await seedLine(name)
    const joinsPrefix = `${name}/.s3-lock/joins/`
    // Every send of the quitter's request reaches the store 3 s late, after it has given up.
    // Only while it joins (800 ms): its withdrawal is a conditional write to the same key
    // (a create), and goes through at once.
    proxy.setFaults([
      {
        action: 'late-land',
        classes: ['conditionalPut'],
        keyPrefix: joinsPrefix,
        ms: 3_000,
        forMs: 800
      }
    ])
    const quitter = new Place(new Line(storeFor(1), lineKey(name)), 'quitter', holder(1), 2_000)
    await quitter.join(0, AbortSignal.timeout(800)).catch(() => undefined)
    await quitter.leave(bound())
    const late = proxy.log.filter((entry) => entry.fault === 'late-land')
    expect(late.length).toBeGreaterThan(0)
    // The withdrawal created the key before any late send landed.
    const withdrawal = proxy.log.find(
      (e) => e.key.startsWith(joinsPrefix) && e.class === 'conditionalPut' && !e.fault
    )
    expect(withdrawal?.status).toBe(200)
    await until(async () => late.every((entry) => entry.landedAt !== undefined))
    proxy.setFaults([])
    // The next join takes the round in: without the quitter, whose late request was refused.
    const n = await new Line(storeFor(2), lineKey(name)).join('stayer', holder(2), 0, bound())
    const line = await readLine(name)
    expect(line.tickets.map((t) => t.id)).not.toContain('quitter')
    expect(line.tickets.find((t) => t.id === 'stayer')?.n).toBe(n)
    expect(late.map((entry) => entry.status)).toEqual(late.map(() => 412))
  }, 60_000)
})

describe('requests that did not land', () => {
  it('a request lost on its way is sent again: the job is seated within seconds', async () => {
    const name = 'crowd/lost-request'
    await seedLine(name)
    // The connection drops before the request reaches the store: its outcome is unknown, and
    // the round its sender waits for has nothing of its in it.
    proxy.setFaults([
      {
        action: 'reset',
        classes: ['conditionalPut'],
        keyPrefix: `${name}/.s3-lock/joins/`,
        times: 1
      }
    ])
    proxy.resetCounts()
    const n = await new Line(storeFor(1), lineKey(name)).join(
      'resender',
      holder(1),
      0,
      AbortSignal.timeout(15_000)
    )
    expect((await readLine(name)).tickets.find((t) => t.id === 'resender')?.n).toBe(n)
    expect(proxy.log.filter((e) => e.fault === 'reset')).toHaveLength(1)
    // It looked at the empty round now and then, not in a loop.
    const lineReads = proxy.log.filter((e) => e.key === lineKey(name) && e.class === 'get')
    expect(lineReads.length).toBeLessThan(40)
    await until(async () => (await listKeys(bucket, `${name}/.s3-lock/joins/`)).length === 0)
  }, 30_000)

  it('a job whose request landed late, in a round gone by, takes it back when it joins again', async () => {
    const name = 'crowd/late-then-quiet'
    await seedLine(name)
    // The first request reaches the store 2.5 s late: after its sender gave up, and after
    // another job took its round in without it.
    proxy.setFaults([
      {
        action: 'late-land',
        classes: ['conditionalPut'],
        keyPrefix: `${name}/.s3-lock/joins/`,
        ms: 2_500,
        times: 1
      }
    ])
    const place = new Place(new Line(storeFor(1), lineKey(name)), 'retrier', holder(1), 2_000)
    await expect(place.join(0, AbortSignal.timeout(800))).rejects.toBeDefined()
    await new Line(storeFor(2), lineKey(name)).join('other', holder(2), 0, bound())
    expect((await readLine(name)).round).toBe(1)
    const late = proxy.log.filter((entry) => entry.fault === 'late-land')
    await until(async () => late.every((entry) => entry.landedAt !== undefined))
    expect(late.map((entry) => entry.status)).toEqual([200])
    // Nobody writes the line for a while (an outage, say): it is quiet when the job joins again.
    await sleep(3_000)
    await place.join(0, bound())
    const line = await readLine(name)
    expect(line.tickets.filter((t) => t.id === 'retrier').map((t) => t.n)).toEqual([place.ticket])
    // Its request in the round gone by is nobody's to read again: deleted by itself, at the
    // latest once its wait ends (acquire starts the deletes at the hand-out, in the background,
    // and does not wait for them).
    place.discardSeatedNow()
    await until(async () => (await listKeys(bucket, `${name}/.s3-lock/joins/`)).length === 0)
  }, 30_000)
})

describe('leaving before the round is taken in', () => {
  it('a waiter whose round was taken in before it saw so leaves no withdrawn request behind', async () => {
    const name = 'crowd/gives-up-taken'
    await seedLine(name)
    const quitter = new Place(new Line(storeFor(1), lineKey(name)), 'quitter', holder(1), 2_000)
    await expect(quitter.join(0, AbortSignal.timeout(800))).rejects.toBeDefined()
    // Another job takes the round in, the quitter's request with it, and deletes the requests.
    await new Line(storeFor(2), lineKey(name)).join('taker', holder(2), 0, bound())
    expect((await readLine(name)).tickets.map((t) => t.id)).toContain('quitter')
    await until(async () => (await listKeys(bucket, `${name}/.s3-lock/joins/`)).length === 0)
    // The quitter never looked again: its withdrawal writes its request's key anew (WITHDRAWN),
    // in a round nobody takes in any more.
    const from = proxy.log.length
    await quitter.leave(bound())
    expect((await readLine(name)).tickets.map((t) => t.id)).not.toContain('quitter')
    // Deleted once the line is written, in the background: the leave does not wait for it.
    await until(async () => (await listKeys(bucket, `${name}/.s3-lock/joins/`)).length === 0)
    // The withdrawal first (a conditional create), then the line, and only then the delete.
    const writes = proxy.log
      .slice(from)
      .filter((e) => e.method === 'PUT' || e.method === 'DELETE')
      .filter((e) => e.key === lineKey(name) || e.key.includes('/quitter'))
      .map((e) => `${e.class} ${e.key === lineKey(name) ? 'line' : 'request'}`)
    expect(writes).toEqual(['conditionalPut request', 'conditionalPut line', 'delete request'])
  }, 60_000)

  it('a seated waiter that is cancelled still deletes the requests its taker left', async () => {
    const name = 'crowd/cancelled-seated'
    await seedLine(name)
    const cancel = new AbortController()
    const own = new S3LockStore({
      bucket,
      region: s3Env().region,
      endpoint: proxy.endpoint,
      forcePathStyle: true,
      signal: cancel.signal
    })
    const place = new Place(new Line(own, lineKey(name)), 'cancelled', holder(1), 2_000, {
      cleanupStore: storeFor(1)
    })
    const joining = place.join(0, bound())
    await until(async () => (await listKeys(bucket, `${name}/.s3-lock/joins/`)).length === 1)
    // Its taker takes it in but fails to delete its request (it died, or the store refused):
    // the request is the seated waiter's to delete.
    proxy.setFaults([
      { action: 'status', status: 403, method: 'DELETE', keyPrefix: `${name}/`, times: 1 }
    ])
    const from = proxy.log.length
    await new Line(storeFor(2), lineKey(name)).join('taker', holder(2), 0, bound())
    await joining
    expect(place.ticket).toBeDefined()
    const refused = () => proxy.log.slice(from).some((e) => e.method === 'DELETE' && e.fault)
    await until(() => Promise.resolve(refused()))
    expect(await listKeys(bucket, `${name}/.s3-lock/joins/`)).toHaveLength(1)
    // The step is cancelled: its own store sends nothing more. Leaving goes through the other.
    cancel.abort(new Error('cancelled'))
    await place.leave(bound())
    expect((await readLine(name)).tickets.map((t) => t.id)).not.toContain('cancelled')
    // Deleted after the line is written, in the background: the leave does not wait for it.
    await until(async () => (await listKeys(bucket, `${name}/.s3-lock/joins/`)).length === 0)
  }, 60_000)

  it('a waiter that gives up withdraws its request, and the round is taken in without it', async () => {
    const name = 'crowd/gives-up'
    await seedLine(name)
    // Finds a job in line, sends its request, and gives up before anyone takes it in.
    const quitter = new Place(new Line(storeFor(1), lineKey(name)), 'quitter', holder(1), 2_000)
    const quitting = await quitter
      .join(0, AbortSignal.timeout(800))
      .catch((error: unknown) => error)
    expect(quitting).toBeDefined()
    expect(await listKeys(bucket, `${name}/.s3-lock/joins/`)).toHaveLength(1)
    await quitter.leave(bound())
    // The next join takes the round in: without the quitter.
    const n = await new Line(storeFor(2), lineKey(name)).join('stayer', holder(2), 0, bound())
    const line = await readLine(name)
    expect(line.tickets.map((t) => t.id)).not.toContain('quitter')
    expect(line.tickets.find((t) => t.id === 'stayer')?.n).toBe(n)
  }, 60_000)
})

describe('every leave fences the line', () => {
  it('a waiter whose served ticket was already pruned still writes the line when it leaves', async () => {
    const name = 'crowd/fence-pruned'
    // Its ticket is served, and the next join prunes it: the line no longer names it. Its
    // rejoin (a join or a request) could still be on its way when it gives up.
    const passed = new Place(new Line(storeFor(1), lineKey(name)), 'passed', holder(1), 2_000)
    await passed.join(0, bound())
    expect(passed.ticket).toBe(1)
    await new Line(storeFor(2), lineKey(name)).join('next', holder(2), 1, bound())
    const before = await s3Client().send(
      new GetObjectCommand({ Bucket: bucket, Key: lineKey(name) })
    )
    const beforeLine = JSON.parse((await before.Body?.transformToString()) ?? '') as LineRecord
    expect(beforeLine.tickets.map((t) => t.id)).toEqual(['next'])

    await passed.leave(bound())
    // Fenced: the line changed (next raised), so a join sent on the version before the leave
    // (its condition) can no longer land. A leave that found no ticket and wrote nothing left
    // that join free to land after it, as a waiter nobody is (the model's CROWD found it).
    const after = await readLine(name)
    expect(after.next).toBe(beforeLine.next + 1)
    expect(after.tickets.map((t) => t.id)).toEqual(['next'])
    const late = await s3Client()
      .send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: lineKey(name),
          Body: JSON.stringify({ ...beforeLine, tickets: [...beforeLine.tickets] }),
          IfMatch: before.ETag?.replace(/"/g, '')
        })
      )
      .then(
        () => 200,
        (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode
      )
    expect(late).toBe(412)
  }, 60_000)
})

describe('newest wins in a round', () => {
  it('of two runs of one group taken in together, the older never waits as if in line', async () => {
    const name = 'crowd/newest'
    await seedLine(name)
    const group = 'octo/app/Deploy/refs/heads/main'
    const place = (order: number) =>
      new Place(new Line(storeFor(order), lineKey(name)), `run-${order}`, holder(order), 2_000, {
        run: { group, order: [order, 1] }
      })
    const older = place(100)
    const newer = place(200)
    const [olderJoin] = await Promise.all([
      older.join(0, bound()).catch((error: unknown) => error),
      newer.join(0, bound())
    ])
    await older.refresh(bound())
    const stopped = olderJoin instanceof SupersededError || older.supersededBy() !== undefined
    expect(stopped).toBe(true)
    expect(newer.ticket).toBeDefined()
  }, 60_000)
})

describe('a crowd that finds room in a pool', () => {
  it('lines up after a lost race instead of racing again: 30 jobs, holders 5, few writes each', async () => {
    const name = 'crowd/pool'
    proxy.resetCounts()
    let inside = 0
    let most = 0
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const lock = new SharedLock(storeFor(i), name, 5)
        const owner = `pool-job-${i}`
        const taken = await lock.acquire(crowdJob(name, owner, i))
        most = Math.max(most, ++inside)
        await sleep(300)
        inside--
        const released = await lock.release(
          { owner, token: taken.token, etag: taken.etag, holder: taken.record.holder },
          bound()
        )
        expect(released.kind).toBe('released')
      })
    )
    expect(most).toBeLessThanOrEqual(5)
    const lockWrites = proxy.log.filter(
      (e) => e.key === name && e.class === 'conditionalPut'
    ).length
    // A take and a release each, and some races lost; racing on, a crowd wrote it 10+ times each.
    expect(lockWrites / 30).toBeLessThan(6)
  }, 180_000)

  it('waiters behind a slow head take the free places at once, and the head still gets its own', async () => {
    const name = 'crowd/pool-fills'
    // The head is slow: every request of its takes 1.5 s (the others' 10 ms), and it looks
    // every 4 s. The two behind it look every 200 ms.
    const slow = await startFaultProxy({ target: s3Env().endpoint, latencyMs: 1_500 })
    const slowStore = new S3LockStore({
      bucket,
      region: s3Env().region,
      endpoint: slow.endpoint,
      forcePathStyle: true
    })
    const take = (who: string, pollMs: number, onJoined?: (ticket: number) => void) =>
      new SharedLock(
        who === 'head' ? slowStore : storeFor(who.length),
        name,
        3,
        who === 'writer'
      ).acquire({
        owner: who,
        leaseMs: 60_000,
        holder: holder(who.length),
        timeoutMs: 60_000,
        pollMs,
        line: { key: lineKey(name), passStepMs: 4 * pollMs, onJoined }
      })
    const writer = await take('writer', 200)
    const entered: string[] = []
    const joins = new Map<string, number[]>()
    const waiting = (['head', 'second', 'third'] as const).map((who) => async () => {
      let joined!: () => void
      const seated = new Promise<void>((resolve) => (joined = resolve))
      const acquired = take(who, who === 'head' ? 4_000 : 200, (ticket) => {
        joins.set(who, [...(joins.get(who) ?? []), ticket])
        joined()
      }).then((taken) => {
        entered.push(who)
        return taken
      })
      await seated
      return { acquired }
    })
    const taken = []
    for (const wait of waiting) taken.push((await wait()).acquired)
    await new SharedLock(storeFor(0), name, 3, true).release(
      { owner: 'writer', token: writer.token, etag: writer.etag, holder: writer.record.holder },
      bound()
    )
    const [head] = await Promise.all(taken)
    // The two behind took places beside the one kept for the head (in either order).
    expect(entered.at(-1)).toBe('head')
    // The head's place was kept for it, not passed: each joined once, and it took its own ticket.
    expect(Object.fromEntries(joins)).toEqual({ head: [1], second: [2], third: [3] })
    expect(head.record.ticket).toBe(1)
    await slow.close()
  }, 60_000)
})

/** Two holders of a pool of 3, `holder-a` and `holder-b`, through one store. */
async function twoHolders(name: string) {
  const lock = new SharedLock(storeFor(0), name, 3)
  const a = await lock.acquire(crowdJob(name, 'holder-a', 0))
  // The second take replaces the record (If-Match), so this store has learnt the ETag's
  // spelling: a refusal is then another writer's write, not a store wanting the other one.
  const b = await new SharedLock(storeFor(0), name, 3).acquire(crowdJob(name, 'holder-b', 1))
  return { lock, a, b }
}

describe('a pool release among others’ writes', () => {
  it('goes on while other writes land first: 20 refusals in a row, where it gave up after 16', async () => {
    const name = 'crowd/pool-release'
    const { lock, a, b } = await twoHolders(name)
    proxy.resetCounts()
    proxy.setFaults([
      { action: 'status', status: 412, classes: ['conditionalPut'], key: name, times: 20 }
    ])
    const claim = { owner: 'holder-a', token: a.token, etag: a.etag, holder: a.record.holder }
    expect((await lock.release(claim, bound())).kind).toBe('released')
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
    const record = JSON.parse((await object.Body?.transformToString()) ?? '') as {
      places: { owner: string }[]
    }
    expect(record.places.map((place) => place.owner)).toEqual(['holder-b'])
    const refused = proxy.log.filter((e) => e.key === name && e.status === 412)
    expect(refused).toHaveLength(20)
    await lock.release({ owner: 'holder-b', token: b.token, etag: b.etag }, bound())
  }, 60_000)

  it('reads the lock and the line together, and the line whole once: a refused round reads it again as a 304', async () => {
    const name = 'crowd/pool-release-reads'
    const { lock, a, b } = await twoHolders(name)
    await seedLine(name)
    proxy.resetCounts()
    // Slow reads: one after the other, the lock read would be a whole line read older than
    // the write, and the window for others' writes to land first that much wider.
    proxy.setFaults([
      { action: 'latency', ms: 300, classes: ['get'] },
      { action: 'status', status: 412, classes: ['conditionalPut'], key: name, times: 2 }
    ])
    const claim = { owner: 'holder-a', token: a.token, etag: a.etag, holder: a.record.holder }
    expect((await lock.release(claim, bound())).kind).toBe('released')
    const lockReads = proxy.log.filter((e) => e.key === name && e.class === 'get')
    const lineReads = proxy.log.filter((e) => e.key === lineKey(name) && e.class === 'get')
    expect(lockReads).toHaveLength(3)
    expect(lineReads.map((e) => e.status)).toEqual([200, 304, 304])
    lineReads.forEach((line, round) => {
      const lockRead = lockReads[round]
      expect(line.startedAt).toBeLessThan(lockRead.startedAt + (lockRead.ms ?? 0))
      expect(lockRead.startedAt).toBeLessThan(line.startedAt + (line.ms ?? 0))
    })
    await lock.release({ owner: 'holder-b', token: b.token, etag: b.etag }, bound())
  }, 60_000)
})

describe('requests of a seated crowd', () => {
  /**
   * `count` jobs queue behind a holder of `name`; each calls `onHeld` once its acquire returns,
   * then releases. Resolves once all are seated, with the jobs' end (`done`).
   */
  async function seatBehindHolder(
    name: string,
    prefix: string,
    count: number,
    onHeld: (owner: string) => Promise<void> | void
  ) {
    const seated = new Set<string>()
    const jobs = Array.from({ length: count }, async (_, i) => {
      const owner = `${prefix}-${i + 1}`
      const lock = new ConditionalLock(storeFor(i + 1), name)
      const job = crowdJob(name, owner, i + 1)
      const got = await lock.acquire({
        ...job,
        line: { ...job.line, onJoined: () => void seated.add(owner) }
      })
      await onHeld(owner)
      await lock.release(
        { owner, token: got.token, etag: got.etag, ticket: got.record.ticket },
        bound()
      )
    })
    await until(async () => seated.size === count, 30_000)
    return { done: Promise.all(jobs) }
  }

  it('are deleted while the job’s lock write is on its way, not after it is answered', async () => {
    const name = 'crowd/seated-requests-beside'
    const first = new ConditionalLock(storeFor(0), name)
    const held = await first.acquire(crowdJob(name, 'holder', 0))
    const returnedAt = new Map<string, number>()
    const jobs = await seatBehindHolder(name, 'beside', 6, (owner) => {
      returnedAt.set(owner, Date.now())
    })
    // Writes of the lock take 400 ms: a delete sent after the write's answer comes after it.
    proxy.setFaults([{ action: 'latency', ms: 400, classes: ['conditionalPut'], key: name }])
    proxy.resetCounts()
    await first.release({ owner: 'holder', token: held.token, etag: held.etag }, bound())
    await jobs.done
    const takes = proxy.log.filter(
      (e) => e.key === name && e.class === 'conditionalPut' && e.status === 200
    )
    const crowdDeletes = proxy.log.filter(
      (e) => e.method === 'DELETE' && e.key.startsWith(`${name}/.s3-lock/joins/`)
    )
    let checked = 0
    for (const [owner, at] of returnedAt) {
      const own = crowdDeletes.filter((e) => e.key.includes(owner))
      if (own.length === 0) continue
      // The write that made it the holder: the last one answered 200 before its acquire returned.
      const take = takes.filter((e) => e.startedAt + (e.ms ?? 0) <= at).at(-1)
      expect(take).toBeDefined()
      for (const sent of own) expect(sent.startedAt).toBeLessThan(take!.startedAt + take!.ms!)
      checked++
    }
    // Those seated with a request of their own, not by a write of theirs to the line.
    expect(checked).toBeGreaterThan(0)
  }, 90_000)

  it('whose taker could not delete them are deleted by each job from its hand-out on, not waited for', async () => {
    const name = 'crowd/seated-requests'
    const first = new ConditionalLock(storeFor(0), name)
    const held = await first.acquire(crowdJob(name, 'holder', 0))
    const joinsPrefix = `${name}/.s3-lock/joins/`
    // The taker's deletes fail: only the senders' own are left to delete the requests.
    proxy.setFaults([
      { action: 'status', status: 503, classes: ['delete'], keyPrefix: joinsPrefix }
    ])
    const returnedAt = new Map<string, number>()
    const jobs = await seatBehindHolder(name, 'seated', 8, (owner) => {
      returnedAt.set(owner, Date.now())
    })
    const sent = (await listKeys(bucket, joinsPrefix)).filter((key) => !key.includes('rescue.'))
    expect(sent.length).toBeGreaterThan(0)
    // The jobs' own deletes take a second each: an acquire that waited for them would return
    // only after they were answered (as it did before: Place.settle waited for them).
    proxy.setFaults([{ action: 'latency', ms: 1_000, classes: ['delete'], keyPrefix: joinsPrefix }])
    const from = proxy.log.length
    await first.release({ owner: 'holder', token: held.token, etag: held.etag }, bound())
    await jobs.done
    const deletes = proxy.log
      .slice(from)
      .filter((e) => e.class === 'delete' && e.key.startsWith(joinsPrefix))
    let checked = 0
    for (const [owner, at] of returnedAt) {
      const own = deletes.filter((e) => e.key.includes(`/${owner}.`) || e.key.endsWith(`/${owner}`))
      if (own.length === 0) continue
      // Its own deletes, started at the hand-out (beside the lock write), were still on their
      // way when its acquire returned. (The others: the taker's, retried after its 503s.)
      expect(own.map((e) => e.startedAt + (e.ms ?? Infinity) > at)).toContain(true)
      checked++
    }
    // Those seated with a request of their own, not by a write of theirs to the line.
    expect(checked).toBeGreaterThan(0)
    // Each job's own deletes, in the background, leave nothing behind.
    await until(async () => (await listKeys(bucket, joinsPrefix)).length === 0)
  }, 90_000)
})

describe('a crowd on a new name', () => {
  it('30 jobs at once: the losers of the create are in line, not racing its creator to take it', async () => {
    const name = 'crowd/new-name'
    const jobs = 30
    proxy.resetCounts()
    let inside = 0
    let most = 0
    const acquired: number[] = []
    await Promise.all(
      Array.from({ length: jobs }, async (_, i) => {
        const lock = new ConditionalLock(storeFor(i), name)
        const owner = `job-${i}`
        const got = await lock.acquire(crowdJob(name, owner, i))
        most = Math.max(most, ++inside)
        acquired.push(i)
        await sleep(50)
        inside--
        await lock.release(
          { owner, token: got.token, etag: got.etag, ticket: got.record.ticket },
          bound()
        )
      })
    )
    expect(acquired).toHaveLength(jobs)
    expect(most).toBe(1)
    const lockWrites = proxy.log.filter((e) => e.key === name && e.class === 'conditionalPut')
    const refused = lockWrites.filter((e) => e.status === 412).length
    // The create is the one race: every loser then waits its turn in line. Racing the creator
    // for the take as well cost each loser a second refused write (and a read, and a listing).
    expect(refused).toBeLessThan(jobs + 5)
    // Landed: the create, a take and a release each, and nothing else. A write the busy store
    // answered otherwise (a 500, no answer) may or may not have landed: its retry settles it.
    const written = lockWrites.filter((e) => e.status === 200).length
    const odd = lockWrites.length - refused - written
    expect(written).toBeLessThanOrEqual(1 + 2 * jobs)
    expect(written + odd).toBeGreaterThanOrEqual(1 + 2 * jobs)
    // A name created a moment ago has no line yet: the losers of the create write it as new
    // without reading it first (before, each read it: a 404 apiece, 29 of them).
    const lineReads = proxy.log.filter((e) => e.key === lineKey(name) && e.class === 'get')
    expect(lineReads.filter((e) => e.status === 404)).toEqual([])
    // Nor do they all race to write it: about a quarter do (before, all 29: 28 refused). At
    // most 19 of 29 would be one time in a million; a rescue adds a write or two.
    const lineWrites = proxy.log.filter(
      (e) => e.key === lineKey(name) && e.class === 'conditionalPut'
    )
    expect(lineWrites.length).toBeLessThan(20)
  }, 120_000)
})
