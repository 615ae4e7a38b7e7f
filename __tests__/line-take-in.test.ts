import { describe, expect, it } from '@jest/globals'
import { clock } from '../src/lock/basics/clock.js'
import { ConditionalLock } from '../src/lock/single/conditional-lock.js'
import type { Store } from '../src/lock/store/store.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import { bound, joinsOf, lineKey } from './support/crowd.js'
import { ProxyBucket } from './support/memory-proxy.js'
import { useVirtualClock } from './support/virtual-clock.js'

// The take-in behind a join (Line.takeInBehind) as the joins around it see it: a direct join
// refused by a take-in (F44), and a take-in still under way when its taker's wait is over
// (F45). Through acquire on the memory store under virtual time, every request 40 ms from the
// store, one client per job (support/memory-proxy.ts).

const virtual = useVirtualClock()

/** A job's client, its calls still under way counted: work that outlives its acquire. */
function counted(store: MemoryStore): { store: Store; busy: () => number } {
  let busy = 0
  const track = (value: unknown) => {
    if (!(value instanceof Promise)) return value
    busy++
    return value.finally(() => busy--)
  }
  const wrapped = new Proxy(store, {
    get: (target, prop) => {
      const value: unknown = Reflect.get(target, prop, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => track(Reflect.apply(value, target, args))
    }
  })
  return { store: wrapped, busy: () => busy }
}

function jobs(name: string, bucket: ProxyBucket) {
  const served: string[] = []
  const joined = new Set<string>()
  const clients = new Map<string, () => number>()
  const take = (who: string) => {
    const { store, busy } = counted(new MemoryStore(bucket, { name: who }))
    clients.set(who, busy)
    const lock = new ConditionalLock(store, name)
    return lock
      .acquire({
        owner: who,
        leaseMs: 60_000,
        holder: { context: who },
        timeoutMs: 60_000,
        pollMs: 500,
        line: { key: lineKey(name), passStepMs: 2_000, onJoined: () => joined.add(who) }
      })
      .then((taken) => ({
        taken,
        release: () => {
          served.push(who)
          const claim = { owner: who, token: taken.token, etag: taken.etag }
          return lock.release(claim, bound())
        }
      }))
  }
  return { served, joined, take, busy: (who: string) => clients.get(who)?.() ?? 0 }
}

const at = (ms: number) => new Promise<void>((resolve) => clock().later(ms, resolve))

describe('a join refused by a take-in (F44)', () => {
  it('jobs 300 ms apart behind a waiter are served as they came', async () => {
    const name = 'take-in/fifo'
    const bucket = new ProxyBucket({ latencyMs: 40 })
    const { served, joined, take } = jobs(name, bucket)
    const h = await virtual.settle(take('H'))
    // X joins a quiet line and takes rounds in behind it; Y and Z race 100 ms later, and Z's
    // request is in round 0 when A, 150 ms after them, lists it and writes: refused by X's
    // take-in of that round. B comes 300 ms after A. The code before sent A's request to round
    // 0, which had just been taken in: B was seated first, in 5 runs of 5.
    const start = virtual.now()
    const waiting = [
      ['X', 0],
      ['Y', 100],
      ['Z', 100],
      ['A', 250],
      ['B', 550]
    ].map(async ([who, ms]) => {
      await at(start + Number(ms) - virtual.now())
      const got = await take(String(who))
      await got.release()
    })
    await virtual.until(() => joined.size === 5, 10_000)
    await virtual.settle(h.release())
    await virtual.settle(Promise.all(waiting))
    // Y and Z came at the same moment: either may be first.
    expect([served.slice(0, 2), served.slice(2, 4).sort(), served.slice(4)]).toEqual([
      ['H', 'X'],
      ['Y', 'Z'],
      ['A', 'B']
    ])
  })
})

describe('the take-in behind a join, once the wait is over (F45)', () => {
  it('a listing the store never answers ends within seconds of acquire, not at its bound', async () => {
    const name = 'take-in/unanswered'
    const bucket = new ProxyBucket({ latencyMs: 40 })
    const { joined, take, busy } = jobs(name, bucket)
    const h = await virtual.settle(take('H'))
    // X joins the quiet line behind H and takes its round in behind it: the store keeps the
    // answers of its listings of the rounds. Each attempt waits the request timeout (15 s) and
    // is sent again; on the join's bound (the timeout + 2 s), the code before went on listing
    // for 62 s after X had the lock (93 s in the review's run, with a 90 s timeout). The rule
    // comes once X has joined: its join creates the line, and lists round 0 first (I6).
    const x = take('X')
    await virtual.until(() => joined.has('X'), 10_000)
    bucket.setRules([{ action: 'drop-answer', listPrefix: joinsOf(name) }])
    const sinceJoin = bucket.proxyLog.length
    const listing = () =>
      bucket.proxyLog.slice(sinceJoin).some((e) => e.client === 'X' && e.class === 'list')
    await virtual.until(listing, 10_000)
    await virtual.settle(h.release())
    const got = await virtual.settle(x)
    const acquiredAt = clock().wallNow()
    expect(got.taken.token).toBeGreaterThan(h.taken.token)
    expect(busy('X')).toBeGreaterThan(0)
    // Its work ends within the take-in's own deadline (5 s), its listing cut short.
    await virtual.until(() => busy('X') === 0, 6_000)
    await virtual.advance(120_000)
    expect(busy('X')).toBe(0)
    const later = bucket.proxyLog.filter((e) => e.client === 'X' && e.startedAt > acquiredAt)
    expect(later.filter((e) => e.class === 'list')).toEqual([])
    // Nobody sent a request to X's round: nothing is left in it.
    expect(bucket.keysUnder(joinsOf(name))).toEqual([])
  })
})
