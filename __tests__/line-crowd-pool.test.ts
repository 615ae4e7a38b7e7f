import { describe, expect, it } from '@jest/globals'
import { clock } from '../src/lock/basics/clock.js'
import { ConditionalLock } from '../src/lock/single/conditional-lock.js'
import { SharedLock } from '../src/lock/pool/shared-lock.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import { bound, crowdJob, holder, joinsOf, lineKey, useCrowd } from './support/crowd.js'
import { useVirtualClock } from './support/virtual-clock.js'

// Crowds at the lock (line-crowd.test.ts for the line's rounds): a pool that finds room, a pool
// release among others' writes, the requests of a seated crowd, a crowd on a new name. On the
// memory store under virtual time, behind the fault proxy's rules (support/memory-proxy.ts).

const virtual = useVirtualClock()
const world = useCrowd()

describe('a crowd that finds room in a pool', () => {
  it('lines up after a lost race instead of racing again: 30 jobs, holders 5, few writes each', async () => {
    const { crowd } = world
    const name = 'crowd/pool'
    crowd.bucket.resetCounts()
    let inside = 0
    let most = 0
    const released: string[] = []
    const jobs = Array.from({ length: 30 }, async (_, i) => {
      const lock = new SharedLock(crowd.storeFor(i), name, 5)
      const owner = `pool-job-${i}`
      const taken = await lock.acquire(crowdJob(name, owner, i))
      most = Math.max(most, ++inside)
      await new Promise<void>((resolve) => clock().later(300, resolve))
      inside--
      const release = await lock.release(
        { owner, token: taken.token, etag: taken.etag, holder: taken.record.holder },
        bound()
      )
      released.push(release.kind)
    })
    await virtual.settle(Promise.all(jobs))
    expect(released).toEqual(jobs.map(() => 'released'))
    expect(most).toBeLessThanOrEqual(5)
    // Five at once at some point: the places were used, not left empty.
    expect(most).toBe(5)
    const lockWrites = crowd.log.filter(
      (e) => e.key === name && e.class === 'conditionalPut'
    ).length
    // A take and a release each, and some races lost; racing on, a crowd wrote it 10+ times each.
    expect(lockWrites / 30).toBeLessThan(6)
  })

  it('waiters behind a slow head take the free places at once, and the head still gets its own', async () => {
    const { crowd } = world
    const name = 'crowd/pool-fills'
    // The head is slow: every request of its takes 1.5 s (the others' 10 ms), and it looks
    // every 4 s. The two behind it look every 200 ms.
    const slowStore = new MemoryStore(crowd.bucket, { name: 'slow-head' })
    crowd.bucket.slowClient('slow-head', 1_490)
    const take = (who: string, pollMs: number, onJoined?: (ticket: number) => void) =>
      new SharedLock(
        who === 'head' ? slowStore : crowd.storeFor(who.length),
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
    const writer = await virtual.settle(take('writer', 200))
    const entered: string[] = []
    const joins = new Map<string, number[]>()
    const taken = []
    for (const who of ['head', 'second', 'third'] as const) {
      let seated = false
      const acquired = take(who, who === 'head' ? 4_000 : 200, (ticket) => {
        joins.set(who, [...(joins.get(who) ?? []), ticket])
        seated = true
      }).then((got) => {
        entered.push(who)
        return got
      })
      await virtual.until(() => seated, 30_000)
      taken.push(acquired)
    }
    await virtual.settle(
      new SharedLock(crowd.storeFor(0), name, 3, true).release(
        { owner: 'writer', token: writer.token, etag: writer.etag, holder: writer.record.holder },
        bound()
      )
    )
    const [head] = await virtual.settle(Promise.all(taken))
    // The two behind took places beside the one kept for the head (in either order).
    expect(entered.at(-1)).toBe('head')
    // The head's place was kept for it, not passed: each joined once, and it took its own ticket.
    expect(Object.fromEntries(joins)).toEqual({ head: [1], second: [2], third: [3] })
    expect(head.record.ticket).toBe(1)
  })
})

/** Two holders of a pool of 3, `holder-a` and `holder-b`, through one store. */
async function twoHolders(store: MemoryStore, name: string) {
  const lock = new SharedLock(store, name, 3)
  const a = await virtual.settle(lock.acquire(crowdJob(name, 'holder-a', 0)))
  // The second take replaces the record (If-Match), so this store has learnt the ETag's
  // spelling: a refusal is then another writer's write, not a store wanting the other one.
  const b = await virtual.settle(
    new SharedLock(store, name, 3).acquire(crowdJob(name, 'holder-b', 1))
  )
  return { lock, a, b }
}

describe('a pool release among others’ writes', () => {
  it('goes on while other writes land first: 20 refusals in a row, where it gave up after 16', async () => {
    const { crowd } = world
    const name = 'crowd/pool-release'
    const { lock, a, b } = await twoHolders(crowd.storeFor(0), name)
    crowd.bucket.resetCounts()
    crowd.bucket.setRules([
      { action: 'status', status: 412, classes: ['conditionalPut'], key: name, times: 20 }
    ])
    const claim = { owner: 'holder-a', token: a.token, etag: a.etag, holder: a.record.holder }
    expect((await virtual.settle(lock.release(claim, bound()))).kind).toBe('released')
    const record = JSON.parse(crowd.bucket.objects().get(name)?.body ?? '') as {
      places: { owner: string }[]
    }
    expect(record.places.map((place) => place.owner)).toEqual(['holder-b'])
    const refused = crowd.log.filter((e) => e.key === name && e.status === 412)
    expect(refused).toHaveLength(20)
    await virtual.settle(lock.release({ owner: 'holder-b', token: b.token, etag: b.etag }, bound()))
  })

  it('reads the lock and the line together, and the line whole once: a refused round reads it again as a 304', async () => {
    const { crowd } = world
    const name = 'crowd/pool-release-reads'
    const { lock, a, b } = await twoHolders(crowd.storeFor(0), name)
    crowd.seedLine(name)
    crowd.bucket.resetCounts()
    // Slow reads: one after the other, the lock read would be a whole line read older than
    // the write, and the window for others' writes to land first that much wider.
    crowd.bucket.setRules([
      { action: 'latency', ms: 300, classes: ['get'] },
      { action: 'status', status: 412, classes: ['conditionalPut'], key: name, times: 2 }
    ])
    const claim = { owner: 'holder-a', token: a.token, etag: a.etag, holder: a.record.holder }
    expect((await virtual.settle(lock.release(claim, bound()))).kind).toBe('released')
    const lockReads = crowd.log.filter((e) => e.key === name && e.class === 'get')
    const lineReads = crowd.log.filter((e) => e.key === lineKey(name) && e.class === 'get')
    expect(lockReads).toHaveLength(3)
    expect(lineReads.map((e) => e.status)).toEqual([200, 304, 304])
    // Together: in virtual time, each pair sent at the same moment.
    lineReads.forEach((line, round) => {
      expect(line.startedAt).toBe(lockReads[round].startedAt)
    })
    await virtual.settle(lock.release({ owner: 'holder-b', token: b.token, etag: b.etag }, bound()))
  })
})

describe('requests of a seated crowd', () => {
  /**
   * `count` jobs queue behind a holder of `name`; each notes when its acquire returned, then
   * releases. Resolves once all are seated, with the jobs' end (`done`) and those moments.
   */
  async function seatBehindHolder(name: string, prefix: string, count: number) {
    const { crowd } = world
    const seated = new Set<string>()
    const returnedAt = new Map<string, number>()
    const jobs = Array.from({ length: count }, async (_, i) => {
      const owner = `${prefix}-${i + 1}`
      const lock = new ConditionalLock(crowd.storeFor(i + 1), name)
      const job = crowdJob(name, owner, i + 1)
      const got = await lock.acquire({
        ...job,
        line: { ...job.line, onJoined: () => void seated.add(owner) }
      })
      returnedAt.set(owner, clock().wallNow())
      await lock.release(
        { owner, token: got.token, etag: got.etag, ticket: got.record.ticket },
        bound()
      )
    })
    await virtual.until(() => seated.size === count, 30_000)
    return { done: Promise.all(jobs), returnedAt }
  }

  it('are deleted while the job’s lock write is on its way, not after it is answered', async () => {
    const { crowd } = world
    const name = 'crowd/seated-requests-beside'
    const first = new ConditionalLock(crowd.storeFor(0), name)
    const held = await virtual.settle(first.acquire(crowdJob(name, 'holder', 0)))
    const { done, returnedAt } = await seatBehindHolder(name, 'beside', 6)
    // Writes of the lock take 400 ms: a delete sent after the write's answer comes after it.
    crowd.bucket.setRules([{ action: 'latency', ms: 400, classes: ['conditionalPut'], key: name }])
    crowd.bucket.resetCounts()
    await virtual.settle(
      first.release({ owner: 'holder', token: held.token, etag: held.etag }, bound())
    )
    await virtual.settle(done)
    const takes = crowd.log.filter(
      (e) => e.key === name && e.class === 'conditionalPut' && e.status === 200
    )
    const crowdDeletes = crowd.log.filter(
      (e) => e.method === 'DELETE' && e.key.startsWith(joinsOf(name))
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
  })

  it('whose taker could not delete them are deleted by each job from its hand-out on, not waited for', async () => {
    const { crowd } = world
    const name = 'crowd/seated-requests'
    const first = new ConditionalLock(crowd.storeFor(0), name)
    const held = await virtual.settle(first.acquire(crowdJob(name, 'holder', 0)))
    const joinsPrefix = joinsOf(name)
    // The taker's deletes fail: only the senders' own are left to delete the requests.
    crowd.bucket.setRules([
      { action: 'status', status: 503, classes: ['delete'], keyPrefix: joinsPrefix }
    ])
    const { done, returnedAt } = await seatBehindHolder(name, 'seated', 8)
    const sent = crowd.joinsLeft(name).filter((key) => !key.includes('rescue.'))
    expect(sent.length).toBeGreaterThan(0)
    // The jobs' own deletes take a second each: an acquire that waited for them would return
    // only after they were answered (as it did before: Place.settle waited for them).
    crowd.bucket.setRules([
      { action: 'latency', ms: 1_000, classes: ['delete'], keyPrefix: joinsPrefix }
    ])
    const from = crowd.log.length
    await virtual.settle(
      first.release({ owner: 'holder', token: held.token, etag: held.etag }, bound())
    )
    await virtual.settle(done)
    const deletes = crowd.log
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
    await virtual.until(() => crowd.joinsLeft(name).length === 0, 10_000)
  })
})

describe('a crowd on a new name', () => {
  it('30 jobs at once: the losers of the create are in line, not racing its creator to take it', async () => {
    const { crowd } = world
    const name = 'crowd/new-name'
    const jobs = 30
    crowd.bucket.resetCounts()
    let inside = 0
    let most = 0
    const acquired: number[] = []
    const running = Array.from({ length: jobs }, async (_, i) => {
      const lock = new ConditionalLock(crowd.storeFor(i), name)
      const owner = `job-${i}`
      const got = await lock.acquire(crowdJob(name, owner, i))
      most = Math.max(most, ++inside)
      acquired.push(i)
      await new Promise<void>((resolve) => clock().later(50, resolve))
      inside--
      await lock.release(
        { owner, token: got.token, etag: got.etag, ticket: got.record.ticket },
        bound()
      )
    })
    await virtual.settle(Promise.all(running))
    expect(acquired).toHaveLength(jobs)
    expect(most).toBe(1)
    const lockWrites = crowd.log.filter((e) => e.key === name && e.class === 'conditionalPut')
    const refused = lockWrites.filter((e) => e.status === 412).length
    // The create is the one race: every loser then waits its turn in line. Racing the creator
    // for the take as well cost each loser a second refused write (and a read, and a listing).
    expect(refused).toBeLessThan(jobs + 5)
    // Landed: the create, a take and a release each, and nothing else. No answer is lost
    // here, so every write was answered: exactly that many.
    const written = lockWrites.filter((e) => e.status === 200).length
    expect(written).toBe(1 + 2 * jobs)
    expect(lockWrites.length).toBe(refused + written)
    // A name created a moment ago has no line yet: the losers of the create write it as new
    // without reading it first (before, each read it: a 404 apiece, 29 of them).
    const lineReads = crowd.log.filter((e) => e.key === lineKey(name) && e.class === 'get')
    expect(lineReads.filter((e) => e.status === 404)).toEqual([])
    // Nor do they all race to write it: about a quarter do (before, all 29: 28 refused). At
    // most 19 of 29 would be one time in a million; a rescue adds a write or two.
    const lineWrites = crowd.log.filter(
      (e) => e.key === lineKey(name) && e.class === 'conditionalPut'
    )
    expect(lineWrites.length).toBeLessThan(20)
  })
})
