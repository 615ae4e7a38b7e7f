import { describe, expect, it } from '@jest/globals'
import { parseRecord, SharedRecordError } from '../src/lock/single/lock-record.js'
import { PlaceWatch } from '../src/lock/pool/place-watch.js'
import {
  admittedInOrder,
  emptySharedRecord,
  hasRoom,
  parseSharedRecord,
  serializeSharedRecord,
  servedAboveSet,
  MAX_SERVED_ABOVE,
  heldLeaseMs,
  withDeparted,
  withHandedPlaces,
  withNewPlace,
  withoutPlace,
  withRenewal,
  type MarkMove,
  type SharedPlace,
  type SharedRecord,
  type WaitingTicket
} from '../src/lock/pool/shared-record.js'

function place(owner: string, token: number, extra: Partial<SharedPlace> = {}): SharedPlace {
  return { owner, token, leaseMs: 1_000, renewals: 0, holder: {}, acquiredAt: '', ...extra }
}

describe('room', () => {
  it('lets in shared places up to the limit, and never beside an exclusive one', () => {
    expect(hasRoom([], 3, false)).toBe(true)
    expect(hasRoom([place('a', 1), place('b', 2)], 3, false)).toBe(true)
    expect(hasRoom([place('a', 1), place('b', 2), place('c', 3)], 3, false)).toBe(false)
    expect(hasRoom([place('a', 1, { exclusive: true })], 3, false)).toBe(false)
  })

  it('lets an exclusive place in only when there is no place at all', () => {
    expect(hasRoom([], 3, true)).toBe(true)
    expect(hasRoom([place('a', 1)], 3, true)).toBe(false)
  })

  it('admits waiters in order, stopping at the first that does not fit', () => {
    const one = [place('a', 1)]
    expect(admittedInOrder(one, 3, [{}, {}, {}])).toBe(2)
    // An exclusive head keeps the shared ones behind it out, though places are free.
    expect(admittedInOrder(one, 3, [{ exclusive: true }, {}])).toBe(0)
    expect(admittedInOrder([], 3, [{ exclusive: true }, {}])).toBe(1)
    expect(admittedInOrder([], 3, [{}, { exclusive: true }])).toBe(1)
  })
})

describe('changes', () => {
  it('a new place gets the next token, drops the expired places and remembers them', () => {
    const record = { ...emptySharedRecord(3, 41), places: [place('a', 40), place('b', 41)] }
    const live = [record.places[1]]
    const { record: next, token } = withNewPlace(
      record,
      live,
      { owner: 'c', leaseMs: 1_000, renewals: 0, holder: {}, acquiredAt: '', ticket: 7 },
      3,
      { mark: 7 }
    )
    expect(token).toBe(42)
    expect(next.token).toBe(42)
    expect(next.ticket).toBe(7)
    expect(next.places.map((p) => [p.owner, p.token])).toEqual([
      ['b', 41],
      ['c', 42]
    ])
    expect(next.freed).toEqual([{ owner: 'a', token: 40, how: 'expired' }])
  })

  it('the served mark never goes back', () => {
    const record = { ...emptySharedRecord(3, 5), ticket: 9 }
    const { record: next } = withNewPlace(
      record,
      [],
      { owner: 'c', leaseMs: 1, renewals: 0, holder: {}, acquiredAt: '' },
      3,
      { mark: 4 }
    )
    expect(next.ticket).toBe(9)
  })

  it('a take out of line order records its ticket above the mark; one in order drops those it passes', () => {
    const add = (record: SharedRecord, owner: string, move: MarkMove) =>
      withNewPlace(
        record,
        record.places,
        { owner, leaseMs: 1, renewals: 0, holder: {}, acquiredAt: '' },
        5,
        move
      ).record
    const start = { ...emptySharedRecord(5, 0), ticket: 3 }
    const behind = add(add(start, 'f', { outOfOrder: 6 }), 'e', { outOfOrder: 5 })
    expect([behind.ticket, behind.servedAbove]).toEqual([3, [5, 6]])
    expect(parseSharedRecord(serializeSharedRecord(behind))).toEqual(behind)
    const head = add(behind, 'd', { mark: 5 })
    expect([head.ticket, head.servedAbove]).toEqual([5, [6]])
    const passed = add(head, 'g', { mark: 7 })
    expect([passed.ticket, passed.servedAbove]).toEqual([7, undefined])
  })

  it('a release frees only its own place; renewing a place that is gone is refused', () => {
    const record = { ...emptySharedRecord(3, 2), places: [place('a', 1), place('b', 2)] }
    const freed = withoutPlace(record, { owner: 'a' }, 'released')
    expect(freed?.record.places.map((p) => p.owner)).toEqual(['b'])
    expect(freed?.record.freed).toEqual([{ owner: 'a', token: 1, how: 'released' }])
    expect(withoutPlace(record, { owner: 'z' }, 'released')).toBeUndefined()
    expect(withoutPlace(record, { token: 2 }, 'forced')?.freed.owner).toBe('b')
    expect(withRenewal(record, 'b', 1)?.places[1].renewals).toBe(1)
    expect(withRenewal(record, 'z', 1)).toBeUndefined()
  })

  it('keeps a bounded list of freed places', () => {
    let record = emptySharedRecord(2, 0)
    for (let i = 1; i <= 20; i++) {
      const added = withNewPlace(
        record,
        record.places,
        { owner: `o${i}`, leaseMs: 1, renewals: 0, holder: {}, acquiredAt: '' },
        2,
        { mark: undefined }
      )
      record = withoutPlace(added.record, { owner: `o${i}` }, 'released')!.record
    }
    expect(record.freed).toHaveLength(8)
    expect(record.freed.at(-1)?.owner).toBe('o20')
  })
})

describe('a release that hands its place on', () => {
  const waiter = (n: number, extra: Partial<WaitingTicket> = {}): WaitingTicket => ({
    n,
    id: `w${n}`,
    holder: { job: `job-${n}` },
    leaseMs: 60_000,
    ...extra
  })
  const record = (places: SharedPlace[], extra: Partial<SharedRecord> = {}): SharedRecord => ({
    ...emptySharedRecord(3, 5, 2),
    places,
    ...extra
  })

  it('seats the first unserved waiters that fit, in line order, with the next tokens and their own lease', () => {
    const freed = record([place('a', 4)])
    const { record: next, handed } = withHandedPlaces(
      freed,
      [waiter(1), waiter(2), waiter(4), waiter(3), waiter(5)],
      'now'
    )
    // Tickets 1 and 2 are served (the mark); 3 and 4 fit beside a, 5 does not.
    expect(handed).toEqual([3, 4])
    expect(next.places.map((p) => [p.owner, p.token, p.leaseMs, p.ticket])).toEqual([
      ['a', 4, 1_000, undefined],
      ['w3', 6, 60_000, 3],
      ['w4', 7, 60_000, 4]
    ])
    expect(next.places[1].holder).toEqual({ job: 'job-3' })
    expect(next.token).toBe(7)
    expect(next.ticket).toBe(4)
  })

  it('hands nothing on past the first waiter that does not fit, or says no lease', () => {
    const freed = record([place('a', 4)])
    const exclusiveFirst = [waiter(3, { exclusive: true }), waiter(4)]
    expect(withHandedPlaces(freed, exclusiveFirst, 'now').handed).toEqual([])
    expect(withHandedPlaces(record([]), exclusiveFirst, 'now').record.places).toEqual([
      expect.objectContaining({ owner: 'w3', exclusive: true, token: 6 })
    ])
    const older = [waiter(3, { leaseMs: undefined }), waiter(4)]
    const unchanged = withHandedPlaces(freed, older, 'now')
    expect(unchanged).toEqual({ record: freed, handed: [] })
  })

  it('holds a handed place by a short claim until its first renewal, judged so by its holder and every waiter', () => {
    const freed = record([])
    const { record: next } = withHandedPlaces(
      freed,
      [waiter(3, { claimMs: 12_000 }), waiter(4, { claimMs: 90_000 })],
      'now'
    )
    const [claimed, long] = next.places
    // The claim its waiter's renewer promised, never more than its lease.
    expect([claimed.claimMs, heldLeaseMs(claimed)]).toEqual([12_000, 12_000])
    expect([long.claimMs, heldLeaseMs(long)]).toEqual([60_000, 60_000])
    const watch = new PlaceWatch()
    watch.update(next.places, 0)
    expect(watch.live(next.places, 12_001)).toEqual([long])
    const renewedRecord = withRenewal(next, 'w3', 1) as SharedRecord
    const renewedPlace = renewedRecord.places[0]
    expect(renewedPlace).not.toHaveProperty('claimMs')
    expect(heldLeaseMs(renewedPlace)).toBe(60_000)
    // Through the text too: a claim written is a claim read.
    expect(parseSharedRecord(serializeSharedRecord(next)).places[0].claimMs).toBe(12_000)
    // A waiter that promised no renewal holds a handed place by its whole lease.
    const unrenewed = withHandedPlaces(freed, [waiter(3)], 'now').record.places[0]
    expect([unrenewed.claimMs, heldLeaseMs(unrenewed)]).toEqual([undefined, 60_000])
  })

  it('passes over tickets served out of line order, and waiters that hold a place already', () => {
    const freed = record([place('w3', 4)], { servedAbove: [4] })
    const { record: next, handed } = withHandedPlaces(
      freed,
      [waiter(3), waiter(4), waiter(5), waiter(6)],
      'now'
    )
    // w3 holds a place (its join landed after its take), 4 took one out of order: 5 and 6 fit.
    expect(handed).toEqual([5, 6])
    expect(next.ticket).toBe(6)
    expect(next.servedAbove).toBeUndefined()
  })
})

describe('the record as text', () => {
  it('round-trips, and a single-holder parser refuses it in a way that names the limit', () => {
    const record = { ...emptySharedRecord(4, 9, 3), places: [place('a', 9, { exclusive: true })] }
    const text = serializeSharedRecord(record)
    expect(parseSharedRecord(text)).toEqual(record)
    let caught: unknown
    try {
      parseRecord(text)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(SharedRecordError)
    expect(caught).toMatchObject({ limit: 4, held: 1, token: 9, ticket: 3 })
  })

  it('refuses a record with no limit or a place without an owner', () => {
    expect(() =>
      parseSharedRecord('{"version":1,"state":"shared","token":1,"places":[]}')
    ).toThrow()
    expect(() =>
      parseSharedRecord(
        '{"version":1,"state":"shared","limit":2,"token":1,"places":[{"token":1,"leaseMs":5}]}'
      )
    ).toThrow()
  })
})

describe('a waiter judging places', () => {
  it('ends a place only when its own version was seen unchanged for a whole lease', () => {
    const watch = new PlaceWatch()
    const a = place('a', 1)
    const b = place('b', 2)
    watch.update([a, b], 0)
    expect(watch.live([a, b], 999).length).toBe(2)
    // b renews at 600: its lease counts again from when the renewal was seen.
    const b1 = { ...b, renewals: 1 }
    watch.update([a, b1], 600)
    expect(watch.live([a, b1], 1_000).map((p) => p.owner)).toEqual(['b'])
    expect(watch.remainingMs(b1, 1_000)).toBe(600)
    expect(watch.soonestEndMs([b1], 1_000)).toBe(600)
  })

  it('sees a place it has not watched before as just renewed', () => {
    const watch = new PlaceWatch()
    expect(watch.remainingMs(place('new', 1), 5_000)).toBe(1_000)
  })

  it('judges a place taken again by the same owner as a new place, with a lease of its own (F18)', () => {
    // One acquire took a place (token 1), found it dropped as expired, and took another (token
    // 3) with the same owner and renewals 0: a waiter that watched the first since 0 must not
    // see the second as over at 1 000.
    const watch = new PlaceWatch()
    watch.update([place('a', 1)], 0)
    watch.update([], 400)
    const again = place('a', 3)
    watch.update([again], 990)
    expect(watch.live([again], 1_000)).toEqual([again])
    expect(watch.remainingMs(again, 1_000)).toBe(990)
    // Even when the read in between (which showed the first place gone) was missed.
    const missed = new PlaceWatch()
    missed.update([place('a', 1)], 0)
    missed.update([again], 990)
    expect(missed.live([again], 1_000)).toEqual([again])
  })
})

describe('a waiter that has gone (depart, F36)', () => {
  const waiting = (n: number, id: string): WaitingTicket => ({ n, id, holder: {}, leaseMs: 60_000 })

  it('marks its ticket served, so a release that read the line before the leave skips it', () => {
    const record = { ...emptySharedRecord(2, 4, 3), places: [place('h', 4)] }
    const marked = withDeparted(record, { owner: 'w', ticket: 5 })
    expect(marked?.servedAbove).toEqual([5])
    // The stale line still has w's ticket 5 ahead of x's 6: x gets the free place, w nothing.
    const handed = withHandedPlaces(marked as SharedRecord, [waiting(5, 'w'), waiting(6, 'x')], '')
    expect(handed.record.places.map((held) => held.owner)).toEqual(['h', 'x'])
    // Without the mark, the same release seats the waiter that has gone.
    const unmarked = withHandedPlaces(record, [waiting(5, 'w'), waiting(6, 'x')], '')
    expect(unmarked.record.places.map((held) => held.owner)).toEqual(['h', 'w'])
  })

  it('keeps a departed ticket served beside a full list of out-of-order takes (F46b)', () => {
    const takes = Array.from({ length: MAX_SERVED_ABOVE }, (_, i) => 20 + i)
    const record = { ...emptySharedRecord(2, 4, 3), servedAbove: takes }
    const marked = withDeparted(record, { owner: 'w', ticket: 5 }) as SharedRecord
    const stored = parseSharedRecord(serializeSharedRecord(marked))
    expect(servedAboveSet(stored).has(5)).toBe(true)
    expect(servedAboveSet(stored).size).toBe(MAX_SERVED_ABOVE + 1)
  })

  it('writes nothing for a ticket already served, unless a take of its own may land unheard', () => {
    const record = emptySharedRecord(2, 4, 7)
    expect(withDeparted(record, { owner: 'w', ticket: 6 })).toBeUndefined()
    expect(withDeparted(record, { owner: 'w' })).toBeUndefined()
    const fenced = withDeparted(record, { owner: 'w', unheard: true }) as SharedRecord
    expect(serializeSharedRecord(fenced)).not.toEqual(serializeSharedRecord(record))
    expect(fenced.freed.at(-1)).toMatchObject({ owner: 'w', how: 'released' })
  })
})
