import { describe, expect, it } from '@jest/globals'
import { Line } from '../src/lock/line/line.js'
import { LINE_VERSION, type LineRecord } from '../src/lock/line/line-record.js'
import { lookIntervalMs, Place, TurnPace } from '../src/lock/line/place.js'
import { within } from '../src/lock/basics/deadlines.js'
import { placeLookIntervalMs } from '../src/lock/pool/place-acquisition.js'
import { MemoryBucket } from '../src/lock/store/memory-bucket.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import { useVirtualClock } from './support/virtual-clock.js'

// A waiter's place, as acquire uses it (src/lock/line/place.ts): who is ahead, when it may try a
// free lock, and the served mark it writes. Pure rules over a line as read; how often it reads
// the line, and a join, on the memory store under virtual time. The line's writes are tested
// against the RGW (__tests__/line.e2e.test.ts).

const virtual = useVirtualClock()

const PASS_STEP_MS = 2_000
/** A deadline for calls that never wait on a store here: generous, never reached. */
const bound = () => within(60_000)

async function placeIn(
  record: LineRecord,
  ticket?: number,
  run?: { group: string; order: [number, number] }
): Promise<Place> {
  const line = { key: 'x/.s3-lock/line', read: async () => ({ record }) } as unknown as Line
  const place = new Place(line, 'me', {}, PASS_STEP_MS, { run })
  await place.refresh(bound())
  place.ticket = ticket
  return place
}

const line: LineRecord = {
  version: LINE_VERSION,
  next: 6,
  served: 0,
  tickets: [2, 3, 4, 5].map((n) => ({ n, id: n === 4 ? 'me' : `w${n}`, holder: {} }))
}

describe('Place', () => {
  /** The last of 20 waiters, none served: its reads of the line counted. */
  async function lastOfTwenty(): Promise<{ place: Place; reads: { n: number } }> {
    const long: LineRecord = {
      version: LINE_VERSION,
      next: 21,
      served: 0,
      tickets: Array.from({ length: 20 }, (_, i) => ({ n: i + 1, id: `w${i + 1}`, holder: {} }))
    }
    const key = 'x/.s3-lock/line'
    const bucket = new MemoryBucket()
    bucket.putObject(key, JSON.stringify(long), undefined)
    const store = new MemoryStore(bucket)
    const place = new Place(new Line(store, key), 'w20', {}, PASS_STEP_MS)
    await virtual.settle(place.refresh(bound()))
    place.ticket = 20
    expect(place.ahead(0)).toHaveLength(19)
    // The line's reads are its GETs (an unchanged line answered 304 costs one too).
    const reads = {
      get n() {
        return store.requests.get - before
      },
      set n(zero: number) {
        before = store.requests.get - zero
      }
    }
    let before = store.requests.get
    return { place, reads }
  }

  it('far back in a long line reads it at one look in eight; near the head, at every one', async () => {
    const { place, reads } = await lastOfTwenty()
    for (let i = 0; i < 16; i++) await virtual.settle(place.refreshIfNear(0, bound()))
    expect(reads.n).toBe(2)
    // Served up to 12: seven ahead, near enough to read at every look.
    reads.n = 0
    for (let i = 0; i < 4; i++) await virtual.settle(place.refreshIfNear(12, bound()))
    expect(reads.n).toBe(4)
  })

  it('far back, still reads the line once 30 s have passed, however seldom it looks', async () => {
    const { place, reads } = await lastOfTwenty()
    // Chances 10 s apart (a slow timeout-poll): every third reads, where one in eight would
    // leave the line 80 s old (waiters ahead that all left at once go unseen, and we are
    // passed at our turn).
    const readAt: number[] = []
    for (let i = 0; i < 9; i++) {
      await virtual.advance(10_000)
      const before = reads.n
      await virtual.settle(place.refreshIfNear(0, bound()))
      if (reads.n > before) readAt.push(virtual.now())
    }
    expect(readAt).toEqual([30_000, 60_000, 90_000])
  })

  it('counts the unserved tickets ahead of its own', async () => {
    const place = await placeIn(line, 4)
    expect(place.ahead(1).map((t) => t.n)).toEqual([2, 3])
    expect(place.ahead(2).map((t) => t.n)).toEqual([3])
  })

  it('may try a free lock at once with nobody ahead, else after a pass-step for each', async () => {
    const place = await placeIn(line, 4)
    expect(place.mayTry(3, 0)).toBe(true)
    expect(place.mayTry(1, 2 * PASS_STEP_MS - 1)).toBe(false)
    expect(place.mayTry(1, 2 * PASS_STEP_MS)).toBe(true)
  })

  it('waits for a waiter ahead by its own pass-step when longer than ours, never shorter (F21)', async () => {
    const slow = { ...line, tickets: line.tickets.map((t) => ({ ...t, passStepMs: 0 })) }
    slow.tickets[0] = { ...slow.tickets[0], passStepMs: 40_000 }
    slow.tickets[1] = { ...slow.tickets[1], passStepMs: 500 }
    const place = await placeIn(slow, 4)
    // Ticket 2 counts 40 s (its own), ticket 3 our 2 s (its 500 ms is below ours).
    expect(place.mayTry(1, 40_000 + PASS_STEP_MS - 1)).toBe(false)
    expect(place.mayTry(1, 40_000 + PASS_STEP_MS)).toBe(true)
    // A ticket without a usable pass-step (an older version's, or nonsense) counts ours.
    const odd = { ...line, tickets: line.tickets.map((t) => ({ ...t, passStepMs: -1 })) }
    expect((await placeIn(odd, 4)).mayTry(1, 2 * PASS_STEP_MS)).toBe(true)
  })

  it('passed, and not yet in line again, it counts every unserved waiter as ahead', async () => {
    // Its ticket 4 was served by a waiter behind it that passed it (mark 5): with its old
    // ticket it would count nobody ahead and overtake ticket 5's successors.
    const passed = await placeIn(
      { ...line, tickets: [...line.tickets, { n: 6, id: 'w6', holder: {} }] },
      4
    )
    expect(passed.ahead(5).map((t) => t.n)).toEqual([6])
    expect(passed.mayTry(5, 0)).toBe(false)
  })

  it('knows it is first, without reading the line again, only while nobody is ahead and it is unserved', async () => {
    const first = await placeIn(line, 2)
    expect(first.isFirst(1)).toBe(true)
    // Passed (the lock's mark reached its ticket): it must read the line and join again.
    expect(first.isFirst(2)).toBe(false)
    expect((await placeIn(line, 4)).isFirst(1)).toBe(false)
    expect((await placeIn(line)).isFirst(0)).toBe(false)
    // Newest wins reads the line before every try: a newer run joins behind it.
    expect((await placeIn(line, 2, { group: 'g', order: [1, 1] })).isFirst(1)).toBe(false)
  })

  it('never writes a mark below the one it replaces', async () => {
    expect((await placeIn(line, 4)).markFor(5)).toBe(5)
    expect((await placeIn(line, 4)).markFor(3)).toBe(4)
    expect((await placeIn(line)).markFor(0)).toBeUndefined()
  })
})

describe('how often a waiter looks at a held lock', () => {
  it('counts the unserved waiters behind its ticket, none before it joins', async () => {
    expect((await placeIn(line, 4)).behind(1)).toBe(1)
    expect((await placeIn(line, 2)).behind(1)).toBe(3)
    expect((await placeIn(line, 2)).behind(4)).toBe(1)
    expect((await placeIn(line)).behind(1)).toBe(0)
  })

  it('the first looks 4 times per poll alone and up to 8 times with a line behind it', () => {
    expect(lookIntervalMs(500, 0, 0)).toBe(125)
    expect(lookIntervalMs(500, 0, 2)).toBeCloseTo(500 / 6)
    expect(lookIntervalMs(500, 0, 9)).toBe(62.5)
    expect(lookIntervalMs(500, 0, 499)).toBe(62.5)
    // Never more than 20 looks a second, whatever the poll.
    expect(lookIntervalMs(100, 0, 9)).toBe(50)
  })

  it('the second looks once per poll, the rest and those out of line as the poll says', () => {
    expect(lookIntervalMs(500, 1, 8)).toBe(500)
    expect(lookIntervalMs(500, 2, 7)).toBe(1_000)
    expect(lookIntervalMs(500, undefined)).toBe(500)
  })

  it('further back, half of what the turns ahead took at the fastest pace seen, 2 to 8 polls', () => {
    // Pace unknown: every other poll.
    expect(lookIntervalMs(500, 300)).toBe(1_000)
    // 10 turns before ours at 400 ms each at the fastest: half of 4 s.
    expect(lookIntervalMs(500, 11, 0, 400)).toBe(2_000)
    expect(lookIntervalMs(500, 300, 0, 400)).toBe(4_000)
    expect(lookIntervalMs(500, 3, 0, 400)).toBe(1_000)
    // The first and the second look as before, whatever the pace.
    expect(lookIntervalMs(500, 1, 0, 60_000)).toBe(500)
    expect(lookIntervalMs(500, 0, 0, 60_000)).toBe(125)
  })

  it('in a pool, the first `holders` look as the head; further back, paced to them, within half a claim', () => {
    const claim = { heldForMs: 10_000 }
    // The first three of a pool of 3 look 4 times per poll (the head more with a line behind).
    expect(placeLookIntervalMs(500, 3, 1, claim)).toBe(125)
    expect(placeLookIntervalMs(500, 3, 2, claim)).toBe(125)
    expect(placeLookIntervalMs(500, 3, 0, { ...claim, behind: 9 })).toBe(62.5)
    // The one behind them is one ticket served from looking as they do: once per poll.
    expect(placeLookIntervalMs(500, 3, 3, claim)).toBe(500)
    // Pace unknown: every other poll; known: half of what the turns to the first 3 take.
    expect(placeLookIntervalMs(500, 3, 100, claim)).toBe(1_000)
    // 13th in line: 11 tickets served before it is among the first 3, 10 turns at 400 ms.
    expect(placeLookIntervalMs(500, 3, 13, { ...claim, msPerTurn: 400 })).toBe(2_000)
    expect(placeLookIntervalMs(500, 3, 300, { ...claim, msPerTurn: 400 })).toBe(4_000)
    // Never longer than half of what holds a place handed to it: its claim, else its lease.
    expect(placeLookIntervalMs(500, 3, 300, { heldForMs: 6_000, msPerTurn: 400 })).toBe(3_000)
    expect(placeLookIntervalMs(500, 3, 300, { heldForMs: 1_000, msPerTurn: 400 })).toBe(1_000)
  })

  it('the pace: the fastest the mark moved per ticket between the looks that first showed it', () => {
    const pace = new TurnPace()
    pace.see(3, 0)
    pace.see(3, 1_000)
    expect(pace.msPerTurn).toBeUndefined()
    pace.see(5, 3_000)
    expect(pace.msPerTurn).toBe(1_500)
    pace.see(6, 3_500)
    expect(pace.msPerTurn).toBe(500)
    // Slower again: the fastest stands.
    pace.see(7, 9_500)
    expect(pace.msPerTurn).toBe(500)
  })

  it('until the mark moves, a turn is taken to last as long as our last look took', () => {
    // 400 waiters ahead, looks answered in 1 s (a crowd loading the store): a waiter far back
    // looked every second, 400 looks a second from 400 of them, before any handover.
    const pace = new TurnPace()
    pace.see(3, 0, 1_000)
    expect(pace.msPerTurn).toBe(1_000)
    expect(lookIntervalMs(500, 400, 0, pace.msPerTurn)).toBe(4_000)
    // A quick store changes little: 20 ms looks, 30 ahead, every other poll as before.
    pace.see(3, 500, 20)
    expect(lookIntervalMs(500, 30, 0, pace.msPerTurn)).toBe(1_000)
    // Once the mark has moved, the pace seen is what counts.
    pace.see(5, 1_000, 900)
    expect(pace.msPerTurn).toBe(500)
  })
})

describe('Line.join', () => {
  it('takes a ticket above the served mark even when the line object was deleted', async () => {
    // A lifecycle rule or a person removed the line while the lock had served ticket 7: a
    // fresh line would start again at 1, and a ticket at or below the mark counts as served.
    const bucket = new MemoryBucket()
    const store = new MemoryStore(bucket)
    const lineObject = new Line(store, 'x/.s3-lock/line')
    // The second join finds the first waiting, so it goes through the round (line-inbox.ts).
    expect(await virtual.settle(lineObject.join('a', {}, 7, bound()))).toBe(8)
    expect(await virtual.settle(lineObject.join('b', {}, 7, bound()))).toBe(9)
    const stored = await virtual.settle(lineObject.read(undefined, bound()))
    expect(stored.record.tickets.map((t) => [t.n, t.id])).toEqual([
      [8, 'a'],
      [9, 'b']
    ])
  })
})
