import { describe, expect, it } from '@jest/globals'
import { clock } from '../src/lock/basics/clock.js'
import { Line } from '../src/lock/line/line.js'
import { Place } from '../src/lock/line/place.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import {
  bound,
  Crowd,
  expectSeatedOnce,
  holder,
  joinsOf,
  lineKey,
  useCrowd
} from './support/crowd.js'
import { useVirtualClock } from './support/virtual-clock.js'

// Joining in a crowd (docs/protocol.md; src/lock/line/line-inbox.ts): jobs that lose the race for
// the line send their requests to the line's current round, and one conditional write takes a
// whole round in. Through the library on the memory store under virtual time, behind the fault
// proxy's rules (support/memory-proxy.ts); more in line-crowd-leave and line-crowd-pool.

const virtual = useVirtualClock()
const world = useCrowd()

describe('a crowd joins in rounds', () => {
  it.each([
    ['an empty line: the one whose join wins takes the rest in', false],
    ['a line with a job waiting: the first to tire of waiting takes the round in', true]
  ])('60 jobs joining %s; each is in line once, with few line writes', async (what, seeded) => {
    const { crowd } = world
    const name = `crowd/sixty-${seeded ? 'seeded' : 'empty'}`
    if (seeded) crowd.seedLine(name)
    crowd.bucket.resetCounts()
    const tickets = await virtual.settle(Promise.all(crowd.joinAll(name, 60)))
    const line = crowd.readLine(name)
    expectSeatedOnce(
      line,
      tickets.map((_, i) => `job-${i + 1}`),
      tickets
    )
    const lineWrites = crowd.log.filter(
      (e) => e.key === lineKey(name) && e.class === 'conditionalPut'
    ).length
    // A join at a time cost about four writes each at this size.
    expect(lineWrites / 60).toBeLessThan(1.5)
    expect(line.round ?? 0).toBeGreaterThan(0)
    // Every request taken in was deleted: the rounds leave nothing behind.
    await virtual.until(() => crowd.joinsLeft(name).length === 0, 10_000)
  })

  it('a job that finds others waiting sends its request after one read of the line', async () => {
    const { crowd } = world
    const name = 'crowd/one-read'
    crowd.seedLine(name)
    crowd.bucket.resetCounts()
    const join = new Line(crowd.storeFor(0), lineKey(name)).join('late', holder(0), 0, bound())
    expect(await virtual.settle(join)).toBe(2)
    const sentAt = crowd.log.find(
      (e) => e.key.startsWith(joinsOf(name)) && e.method === 'PUT'
    )?.startedAt
    expect(sentAt).toBeDefined()
    // The line as read by the join is the crowd's first look: a second read, even a 304, is a
    // request per joiner that a crowd of hundreds pays in the busiest second.
    const readsBefore = crowd.log.filter(
      (e) => e.key === lineKey(name) && e.method === 'GET' && e.startedAt <= Number(sentAt)
    )
    expect(readsBefore).toHaveLength(1)
  })

  it('a join the line refused sends its request at once, to the round it read', async () => {
    const { crowd } = world
    const name = 'crowd/refused'
    crowd.bucket.setRules([
      // Both joins read the line absent before either write lands ...
      { action: 'latency', ms: 300, key: lineKey(name), classes: ['conditionalPut'], times: 2 },
      // ... and any read of the line after those two is slow.
      { action: 'latency', ms: 1_000, key: lineKey(name), method: 'GET', skip: 2 }
    ])
    const tickets = await virtual.settle(Promise.all(crowd.joinAll(name, 2)))
    expect([...tickets].sort()).toEqual([1, 2])
    const refused = crowd.log.find((e) => e.key === lineKey(name) && e.status === 412)
    const sent = crowd.log.find((e) => e.key.startsWith(joinsOf(name)) && e.method === 'PUT')
    expect(refused?.ms).toBeDefined()
    // Read again first, the line cost the loser a second of hundreds' reads in a stampede.
    // In virtual time exactly: sent as soon as the refusal came back.
    expect(Number(sent?.startedAt) - (Number(refused?.startedAt) + Number(refused?.ms))).toBe(0)
  })

  it('a sender reads the line whole only when its round moves, not at every change', async () => {
    const { crowd } = world
    const name = 'crowd/looks'
    // The line as the library writes it: its round also in the object's metadata.
    const put = (line: object) => crowd.put(lineKey(name), line, { round: '0' })
    put({
      version: 1,
      next: 2,
      served: 0,
      tickets: [{ n: 1, id: 'first', holder: {} }],
      crowd: true
    })
    crowd.bucket.resetCounts()
    const place = new Place(new Line(crowd.storeFor(1), lineKey(name)), 'late', holder(1), 2_000)
    const joining = place.join(0, bound())
    await virtual.until(() => crowd.bucket.keysUnder(`${joinsOf(name)}0/`).length === 1, 10_000)
    // Another job leaves while our request waits: the line changes, its round does not.
    put({ version: 1, next: 2, served: 0, tickets: [] })
    await virtual.settle(joining)
    const lineRequests = crowd.log.filter((e) => e.key === lineKey(name))
    // Nobody takes the round in, so the sender rescues it (1-2 s): until its claim, it only
    // looked. The code before read the changed line whole (a 200) at its next look.
    const claimedAt = crowd.log.find((e) => e.key.includes('/rescue.'))?.startedAt
    const sentAt = crowd.log.find((e) => e.key.includes('/joins/0/late'))?.startedAt
    const waiting = lineRequests.filter(
      (e) => e.startedAt > Number(sentAt) && e.startedAt < Number(claimedAt)
    )
    expect(waiting.filter((e) => e.method === 'HEAD').length).toBeGreaterThan(0)
    expect(waiting.filter((e) => e.method === 'GET')).toEqual([])
  })

  it('a job found seated at its first read keeps that read: no second one', async () => {
    const { crowd } = world
    const name = 'crowd/seated-read'
    crowd.put(lineKey(name), {
      version: 1,
      next: 2,
      served: 0,
      tickets: [{ n: 1, id: 'me', holder: {} }]
    })
    crowd.bucket.resetCounts()
    const place = new Place(new Line(crowd.storeFor(1), lineKey(name)), 'me', holder(1), 2_000)
    await virtual.settle(place.join(0, bound()))
    expect(place.ticket).toBe(1)
    expect(place.known).toBe(true)
    // Seated already (a join whose answer was lost): the read that found it is the place's view.
    expect(crowd.log.filter((e) => e.key === lineKey(name)).map((e) => e.method)).toEqual(['GET'])
  })

  it('when the winner cannot take the round in, the crowd does it itself', async () => {
    const { crowd } = world
    const name = 'crowd/rescue'
    crowd.deadRequest(name, 'dead-waiter')
    // The winner's listings fail (503 on every retry): it is seated, the round is not.
    crowd.bucket.setRules([{ action: 'status', status: 503, classes: ['list'], times: 6 }])
    const tickets = await virtual.settle(Promise.all(crowd.joinAll(name, 10)))
    const line = crowd.readLine(name)
    expectSeatedOnce(
      line,
      tickets.map((_, i) => `job-${i + 1}`),
      tickets
    )
    // A request whose sender died is a dead waiter like any other: passed at its turn.
    expect(line.tickets.map((t) => t.id)).toContain('dead-waiter')
  })

  it('a round whose taker is slow is rescued by one sender, not listed by all', async () => {
    const { crowd } = world
    const name = 'crowd/slow-rescue'
    crowd.seedLine(name)
    // Nobody takes the round in (the seeded line's writer is not running), and every listing
    // takes 1.5 s: each sender's rescue comes due (1-2 s) while the first one is still listing.
    crowd.bucket.setRules([{ action: 'latency', ms: 1_500, classes: ['list'] }])
    crowd.bucket.resetCounts()
    const tickets = await virtual.settle(Promise.all(crowd.joinAll(name, 30)))
    expectSeatedOnce(
      crowd.readLine(name),
      tickets.map((_, i) => `job-${i + 1}`),
      tickets
    )
    const listingsOfRound = crowd.log.filter(
      (e) => e.class === 'list' && e.prefix === `${joinsOf(name)}0/`
    )
    // One claim wins the rescue; each of the others costs one refused create, not a listing
    // (the code before the claim listed the round 30 times, once per sender, and raced for one
    // line write).
    expect(listingsOfRound.length).toBeLessThanOrEqual(2)
    // The claims are deleted with the requests: the rounds leave nothing behind.
    await virtual.until(() => crowd.joinsLeft(name).length === 0, 10_000)
  })

  it('without s3:ListBucket, the crowd joins one write at a time, and all of them get in', async () => {
    const { crowd } = world
    const name = 'crowd/no-list'
    crowd.seedLine(name)
    crowd.bucket.setRules([{ action: 'status', status: 403, classes: ['list'] }])
    const tickets = await virtual.settle(Promise.all(crowd.joinAll(name, 12)))
    expectSeatedOnce(
      crowd.readLine(name),
      tickets.map((_, i) => `job-${i + 1}`),
      tickets
    )
    expect(crowd.log.filter((e) => e.class === 'list').length).toBeGreaterThan(0)
  })

  it('lost answers to requests and to the take-in write seat each job once', async () => {
    // The proxy cut the connection once the store had answered: the client heard at once that
    // it would hear nothing. Here it waits out its request timeout, a second.
    const crowd = new Crowd({}, 1_000)
    const name = 'crowd/lost-answers'
    crowd.seedLine(name)
    crowd.bucket.setRules([
      { action: 'drop-answer', classes: ['conditionalPut'], keyPrefix: joinsOf(name), rate: 0.3 },
      { action: 'drop-answer', classes: ['conditionalPut'], key: lineKey(name), rate: 0.2 }
    ])
    const tickets = await virtual.settle(Promise.all(crowd.joinAll(name, 20)))
    expect(crowd.log.filter((e) => e.fault === 'drop-answer').length).toBeGreaterThan(0)
    expectSeatedOnce(
      crowd.readLine(name),
      tickets.map((_, i) => `job-${i + 1}`),
      tickets
    )
  })
})

describe('requests', () => {
  it('a request too long for a key travels in its object, and its ticket says it all', async () => {
    const { crowd } = world
    const name = 'crowd/long-request'
    crowd.seedLine(name)
    const long = {
      context: 'C'.repeat(200),
      repository: 'R'.repeat(200),
      job: 'J'.repeat(200),
      runUrl: 'U'.repeat(200)
    }
    const [n] = await virtual.settle(
      Promise.all([
        new Line(crowd.storeFor(1), lineKey(name)).join('long', long, 0, bound()),
        new Line(crowd.storeFor(2), lineKey(name)).join('short', holder(2), 0, bound())
      ])
    )
    const ticket = crowd.readLine(name).tickets.find((t) => t.id === 'long')
    expect(ticket).toEqual({ n, id: 'long', holder: long })
  })

  it('a request that lands after its sender withdrew it is refused, and never taken in', async () => {
    const { crowd } = world
    const name = 'crowd/late-request'
    crowd.seedLine(name)
    const joinsPrefix = joinsOf(name)
    // Every send of the quitter's request reaches the store 3 s late, after it has given up.
    // Only while it joins (800 ms): its withdrawal is a conditional write to the same key
    // (a create), and goes through at once. The bucket's late-land gives the client no
    // answer: a store whose timeout is the join's 800 ms.
    crowd.bucket.setRules([
      {
        action: 'late-land',
        classes: ['conditionalPut'],
        keyPrefix: joinsPrefix,
        ms: 3_000,
        forMs: 800
      }
    ])
    const quitterStore = new MemoryStore(crowd.bucket, { name: 'quitter', requestTimeoutMs: 400 })
    const quitter = new Place(new Line(quitterStore, lineKey(name)), 'quitter', holder(1), 2_000)
    await virtual.settle(quitter.join(0, clock().timeout(800)).catch(() => undefined))
    await virtual.settle(quitter.leave(bound()))
    const late = crowd.log.filter((entry) => entry.fault === 'late-land')
    expect(late.length).toBeGreaterThan(0)
    // The withdrawal created the key before any late send landed.
    const withdrawal = crowd.log.find(
      (e) => e.key.startsWith(joinsPrefix) && e.class === 'conditionalPut' && !e.fault
    )
    expect(withdrawal?.status).toBe(200)
    expect(late.every((entry) => entry.landedAt === undefined)).toBe(true)
    await virtual.until(() => late.every((entry) => entry.landedAt !== undefined), 10_000)
    crowd.bucket.setRules([])
    // The next join takes the round in: without the quitter, whose late request was refused.
    const n = await virtual.settle(
      new Line(crowd.storeFor(2), lineKey(name)).join('stayer', holder(2), 0, bound())
    )
    const line = crowd.readLine(name)
    expect(line.tickets.map((t) => t.id)).not.toContain('quitter')
    expect(line.tickets.find((t) => t.id === 'stayer')?.n).toBe(n)
    expect(late.map((entry) => entry.landedStatus)).toEqual(late.map(() => 412))
  })
})
