import { describe, expect, it } from '@jest/globals'
import { clock } from '../src/lock/basics/clock.js'
import { Line } from '../src/lock/line/line.js'
import { SupersededError } from '../src/lock/line/newest-wins.js'
import { Place } from '../src/lock/line/place.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import { bound, holder, joinsOf, lineKey, useCrowd } from './support/crowd.js'
import { useVirtualClock } from './support/virtual-clock.js'

// Joining in a crowd (line-crowd.test.ts), when requests do not land, when waiters leave, and
// newest wins in a round: on the memory store under virtual time, behind the fault proxy's
// rules (support/memory-proxy.ts).

const virtual = useVirtualClock()
const world = useCrowd()

describe('requests that did not land', () => {
  it('a request lost on its way is sent again: the job is seated within seconds', async () => {
    const { crowd } = world
    const name = 'crowd/lost-request'
    crowd.seedLine(name)
    // The connection drops before the request reaches the store: its outcome is unknown, and
    // the round its sender waits for has nothing of its in it.
    crowd.bucket.setRules([
      { action: 'reset', classes: ['conditionalPut'], keyPrefix: joinsOf(name), times: 1 }
    ])
    crowd.bucket.resetCounts()
    const start = virtual.now()
    const n = await virtual.settle(
      new Line(crowd.storeFor(1), lineKey(name)).join(
        'resender',
        holder(1),
        0,
        clock().timeout(15_000)
      )
    )
    expect(virtual.now() - start).toBeLessThan(15_000)
    expect(crowd.readLine(name).tickets.find((t) => t.id === 'resender')?.n).toBe(n)
    expect(crowd.log.filter((e) => e.fault === 'reset')).toHaveLength(1)
    // It looked at the empty round now and then, not in a loop.
    const lineReads = crowd.log.filter((e) => e.key === lineKey(name) && e.class === 'get')
    expect(lineReads.length).toBeLessThan(40)
    await virtual.until(() => crowd.joinsLeft(name).length === 0, 10_000)
  })

  it('a job whose request landed late, in a round gone by, takes it back when it joins again', async () => {
    const { crowd } = world
    const name = 'crowd/late-then-quiet'
    crowd.seedLine(name)
    // The first request reaches the store 2.5 s late: after its sender gave up, and after
    // another job took its round in without it. The bucket's late-land gives no answer: a
    // store whose timeout is within the join's 800 ms.
    crowd.bucket.setRules([
      {
        action: 'late-land',
        classes: ['conditionalPut'],
        keyPrefix: joinsOf(name),
        ms: 2_500,
        times: 1
      }
    ])
    const own = new MemoryStore(crowd.bucket, { name: 'retrier', requestTimeoutMs: 400 })
    const place = new Place(new Line(own, lineKey(name)), 'retrier', holder(1), 2_000)
    await expect(virtual.settle(place.join(0, clock().timeout(800)))).rejects.toBeDefined()
    await virtual.settle(
      new Line(crowd.storeFor(2), lineKey(name)).join('other', holder(2), 0, bound())
    )
    expect(crowd.readLine(name).round).toBe(1)
    const late = crowd.log.filter((entry) => entry.fault === 'late-land')
    await virtual.until(() => late.every((entry) => entry.landedAt !== undefined), 10_000)
    expect(late.map((entry) => entry.landedStatus)).toEqual([200])
    // Nobody writes the line for a while (an outage, say): it is quiet when the job joins again.
    await virtual.advance(3_000)
    await virtual.settle(place.join(0, bound()))
    const line = crowd.readLine(name)
    expect(line.tickets.filter((t) => t.id === 'retrier').map((t) => t.n)).toEqual([place.ticket])
    // Its request in the round gone by is nobody's to read again: deleted by itself, at the
    // latest once its wait ends (acquire starts the deletes at the hand-out, in the background,
    // and does not wait for them).
    place.discardSeatedNow()
    await virtual.until(() => crowd.joinsLeft(name).length === 0, 10_000)
  })
})

describe('leaving before the round is taken in', () => {
  it('a waiter whose round was taken in before it saw so leaves no withdrawn request behind', async () => {
    const { crowd } = world
    const name = 'crowd/gives-up-taken'
    crowd.seedLine(name)
    const line = () => new Line(crowd.storeFor(1), lineKey(name))
    const quitter = new Place(line(), 'quitter', holder(1), 2_000)
    await expect(virtual.settle(quitter.join(0, clock().timeout(800)))).rejects.toBeDefined()
    // Another job takes the round in, the quitter's request with it, and deletes the requests.
    await virtual.settle(
      new Line(crowd.storeFor(2), lineKey(name)).join('taker', holder(2), 0, bound())
    )
    expect(crowd.readLine(name).tickets.map((t) => t.id)).toContain('quitter')
    await virtual.until(() => crowd.joinsLeft(name).length === 0, 10_000)
    // The quitter never looked again: its withdrawal writes its request's key anew (WITHDRAWN),
    // in a round nobody takes in any more.
    const from = crowd.log.length
    await virtual.settle(quitter.leave(bound()))
    expect(crowd.readLine(name).tickets.map((t) => t.id)).not.toContain('quitter')
    // Deleted once the line is written, in the background: the leave does not wait for it.
    await virtual.until(() => crowd.joinsLeft(name).length === 0, 10_000)
    // The withdrawal first (a conditional create), then the line, and only then the delete.
    const writes = crowd.log
      .slice(from)
      .filter((e) => e.method === 'PUT' || e.method === 'DELETE')
      .filter((e) => e.key === lineKey(name) || e.key.includes('/quitter'))
      .map((e) => `${e.class} ${e.key === lineKey(name) ? 'line' : 'request'}`)
    expect(writes).toEqual(['conditionalPut request', 'conditionalPut line', 'delete request'])
  })

  it('a seated waiter that is cancelled still deletes the requests its taker left', async () => {
    const { crowd } = world
    const name = 'crowd/cancelled-seated'
    crowd.seedLine(name)
    const cancel = new AbortController()
    const own = new MemoryStore(crowd.bucket, { name: 'cancelled', signal: cancel.signal })
    const place = new Place(new Line(own, lineKey(name)), 'cancelled', holder(1), 2_000, {
      cleanupStore: crowd.storeFor(1)
    })
    const joining = place.join(0, bound())
    await virtual.until(() => crowd.joinsLeft(name).length === 1, 10_000)
    // Its taker takes it in but fails to delete its request (it died, or the store refused):
    // the request is the seated waiter's to delete.
    crowd.bucket.setRules([
      { action: 'status', status: 403, method: 'DELETE', keyPrefix: `${name}/`, times: 1 }
    ])
    const from = crowd.log.length
    await virtual.settle(
      new Line(crowd.storeFor(2), lineKey(name)).join('taker', holder(2), 0, bound())
    )
    await virtual.settle(joining)
    expect(place.ticket).toBeDefined()
    const refused = () => crowd.log.slice(from).some((e) => e.method === 'DELETE' && e.fault)
    await virtual.until(refused, 10_000)
    expect(crowd.joinsLeft(name)).toHaveLength(1)
    // The step is cancelled: its own store sends nothing more. Leaving goes through the other.
    cancel.abort(new Error('cancelled'))
    const sentBefore = crowd.log.length
    await virtual.settle(place.leave(bound()))
    expect(crowd.readLine(name).tickets.map((t) => t.id)).not.toContain('cancelled')
    // Deleted after the line is written, in the background: the leave does not wait for it.
    await virtual.until(() => crowd.joinsLeft(name).length === 0, 10_000)
    expect(crowd.log.slice(sentBefore).filter((e) => e.client === 'cancelled')).toEqual([])
  })

  it('a waiter that gives up withdraws its request, and the round is taken in without it', async () => {
    const { crowd } = world
    const name = 'crowd/gives-up'
    crowd.seedLine(name)
    // Finds a job in line, sends its request, and gives up before anyone takes it in.
    const quitter = new Place(
      new Line(crowd.storeFor(1), lineKey(name)),
      'quitter',
      holder(1),
      2_000
    )
    const quitting = await virtual.settle(
      quitter.join(0, clock().timeout(800)).catch((error: unknown) => error)
    )
    expect(quitting).toBeDefined()
    expect(crowd.joinsLeft(name)).toHaveLength(1)
    await virtual.settle(quitter.leave(bound()))
    // The next join takes the round in: without the quitter.
    const n = await virtual.settle(
      new Line(crowd.storeFor(2), lineKey(name)).join('stayer', holder(2), 0, bound())
    )
    const line = crowd.readLine(name)
    expect(line.tickets.map((t) => t.id)).not.toContain('quitter')
    expect(line.tickets.find((t) => t.id === 'stayer')?.n).toBe(n)
  })
})

describe('a leave the store does not answer (F46a)', () => {
  /** A waiter in the crowd's line whose wait ends `waitsMs` from now: its requests say so. */
  const waiting = (name: string, id: string, waitsMs: number) =>
    new Place(new Line(world.crowd.storeFor(1), lineKey(name)), id, holder(1), 2_000, {
      waitsUntil: virtual.now() + waitsMs
    })

  it('a waiter whose withdrawal and fence were cut off at its timeout is never seated later', async () => {
    const { crowd } = world
    const name = 'crowd/leave-cut-off'
    crowd.seedLine(name)
    // Its wait ends 800 ms from now, and its request says so.
    const quitter = waiting(name, 'quitter', 800)
    await expect(virtual.settle(quitter.join(0, clock().timeout(800)))).rejects.toBeDefined()
    expect(crowd.joinsLeft(name)).toHaveLength(1)
    // At its timeout the store answers none of its leave: the withdrawal and the fence fail.
    crowd.bucket.setRules([
      { action: 'status', status: 503, keyPrefix: `${joinsOf(name)}0/quitter` },
      { action: 'status', status: 503, key: lineKey(name), method: 'PUT' }
    ])
    await virtual.settle(quitter.leave(clock().timeout(3_000)).catch(() => undefined))
    crowd.bucket.setRules([])
    expect(crowd.joinsLeft(name)).toHaveLength(1)
    // A crowd is being seated again (the line written just now), and the next job to come
    // sends its request to the round and takes it in: without the one that left. Before the
    // fix it was seated, a waiter nobody is (in a pool, one a release could hand a place).
    crowd.seedLine(name)
    const n = await virtual.settle(
      new Line(crowd.storeFor(2), lineKey(name)).join('stayer', holder(2), 0, bound())
    )
    const line = crowd.readLine(name)
    expect(line.tickets.map((t) => t.id)).not.toContain('quitter')
    expect(line.tickets.find((t) => t.id === 'stayer')?.n).toBe(n)
    await virtual.until(() => crowd.joinsLeft(name).length === 0, 10_000)
  })

  it('a request is seated for as long as its sender said it waits', async () => {
    const { crowd } = world
    const name = 'crowd/waits-long-enough'
    crowd.seedLine(name)
    const waiter = waiting(name, 'waiter', 4_000)
    // Nobody takes its round in for 3.5 s (its own rescue is kept away by the claim below);
    // then a job comes, and seats it: 3.5 s after it was sent, by a store clock up to a
    // second off.
    crowd.put(`${joinsOf(name)}0/rescue.0`, { id: 'other' })
    crowd.put(`${joinsOf(name)}0/rescue.1`, { id: 'other' })
    const joining = waiter.join(0, clock().timeout(4_000))
    await virtual.until(() => crowd.joinsLeft(name).some((k) => k.includes('/waiter')), 2_000)
    await virtual.settle(new Promise<void>((resolve) => clock().later(3_500, resolve)))
    await virtual.settle(
      new Line(crowd.storeFor(2), lineKey(name)).join('late', holder(2), 0, bound())
    )
    await virtual.settle(joining)
    expect(waiter.ticket).toBe(crowd.readLine(name).tickets.find((t) => t.id === 'waiter')?.n)
  })
})

describe('every leave fences the line', () => {
  it('a waiter whose served ticket was already pruned still writes the line when it leaves', async () => {
    const { crowd } = world
    const name = 'crowd/fence-pruned'
    // Its ticket is served, and the next join prunes it: the line no longer names it. Its
    // rejoin (a join or a request) could still be on its way when it gives up.
    const passed = new Place(new Line(crowd.storeFor(1), lineKey(name)), 'passed', holder(1), 2_000)
    await virtual.settle(passed.join(0, bound()))
    expect(passed.ticket).toBe(1)
    await virtual.settle(
      new Line(crowd.storeFor(2), lineKey(name)).join('next', holder(2), 1, bound())
    )
    const before = crowd.bucket.objects().get(lineKey(name))
    const beforeLine = crowd.readLine(name)
    expect(beforeLine.tickets.map((t) => t.id)).toEqual(['next'])

    await virtual.settle(passed.leave(bound()))
    // Fenced: the line changed (next raised), so a join sent on the version before the leave
    // (its condition) can no longer land. A leave that found no ticket and wrote nothing left
    // that join free to land after it, as a waiter nobody is (the model's CROWD found it).
    const after = crowd.readLine(name)
    expect(after.next).toBe(beforeLine.next + 1)
    expect(after.tickets.map((t) => t.id)).toEqual(['next'])
    const late = crowd.bucket.putObject(
      lineKey(name),
      JSON.stringify({ ...beforeLine, tickets: [...beforeLine.tickets] }),
      undefined,
      { ifMatch: before?.etag }
    )
    expect(late.status).toBe(412)
  })
})

describe('newest wins in a round', () => {
  it('of two runs of one group taken in together, the older never waits as if in line', async () => {
    const { crowd } = world
    const name = 'crowd/newest'
    crowd.seedLine(name)
    const group = 'octo/app/Deploy/refs/heads/main'
    const place = (order: number) =>
      new Place(
        new Line(crowd.storeFor(order), lineKey(name)),
        `run-${order}`,
        holder(order),
        2_000,
        { run: { group, order: [order, 1] } }
      )
    const older = place(100)
    const newer = place(200)
    const [olderJoin] = await virtual.settle(
      Promise.all([older.join(0, bound()).catch((error: unknown) => error), newer.join(0, bound())])
    )
    await virtual.settle(older.refresh(bound()))
    const stopped = olderJoin instanceof SupersededError || older.supersededBy() !== undefined
    expect(stopped).toBe(true)
    expect(newer.ticket).toBeDefined()
  })
})
