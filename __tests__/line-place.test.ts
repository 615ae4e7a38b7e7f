import { describe, expect, it } from '@jest/globals'
import { LINE_VERSION, Place, type Line, type LineRecord } from '../src/lock/line.js'

// A waiter's place, as acquire uses it (src/lock/line.ts): who is ahead, when it may try a
// free lock, and the served mark it writes. Pure rules over a line as read; the line's writes
// are tested against the RGW (__tests__/line.e2e.test.ts).

const PASS_STEP_MS = 2_000

async function placeIn(record: LineRecord, ticket?: number): Promise<Place> {
  const line = { key: 'x/.s3-lock/line', read: async () => ({ record }) } as unknown as Line
  const place = new Place(line, 'me', {}, PASS_STEP_MS)
  await place.refresh()
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

  it('never writes a mark below the one it replaces', async () => {
    expect((await placeIn(line, 4)).markFor(5)).toBe(5)
    expect((await placeIn(line, 4)).markFor(3)).toBe(4)
    expect((await placeIn(line)).markFor(0)).toBeUndefined()
  })
})
