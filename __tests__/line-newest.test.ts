import { describe, expect, it } from '@jest/globals'
import { LINE_VERSION, type LineRecord } from '../src/lock/line/line-record.js'
import {
  compareOrder,
  MAX_GROUPS,
  newerThan,
  withNewest,
  type NewestEntry
} from '../src/lock/line/newest-wins.js'

// The pure rules of `queue: newest` (docs/protocol.md, "Newest wins"): which run is newer, and
// the bounded list of each group's newest run that a join updates.

function entry(group: string, order: number[], n: number): NewestEntry {
  return { group, order, holder: {}, n }
}

describe('compareOrder', () => {
  it('compares number by number: run id first, then attempt', () => {
    expect(compareOrder([100, 1], [99, 7])).toBe(1)
    expect(compareOrder([100, 1], [100, 2])).toBe(-1)
    expect(compareOrder([100, 2], [100, 2])).toBe(0)
  })

  it('a missing part counts as 0, so 1042 equals 1042.0 and is older than 1042.1', () => {
    expect(compareOrder([1042], [1042, 0])).toBe(0)
    expect(compareOrder([1042], [1042, 1])).toBe(-1)
  })
})

describe('newerThan', () => {
  const line: LineRecord = {
    version: LINE_VERSION,
    next: 5,
    served: 0,
    tickets: [],
    newest: [entry('deploy', [200, 1], 3), entry('docs', [10], 4)]
  }

  it('finds a newer run of our group only', () => {
    expect(newerThan(line, { group: 'deploy', order: [199, 4] })?.order).toEqual([200, 1])
    expect(newerThan(line, { group: 'deploy', order: [200, 1] })).toBeUndefined()
    expect(newerThan(line, { group: 'deploy', order: [200, 2] })).toBeUndefined()
    expect(newerThan(line, { group: 'other', order: [1] })).toBeUndefined()
  })

  it('a line written before newest wins existed has no list: nothing supersedes', () => {
    const old: LineRecord = { ...line, newest: undefined }
    expect(newerThan(old, { group: 'deploy', order: [1] })).toBeUndefined()
  })
})

describe('withNewest', () => {
  it('raises its group’s entry, never lowers it', () => {
    const list = [entry('deploy', [200, 1], 3)]
    expect(withNewest(list, entry('deploy', [201, 1], 9))).toEqual([entry('deploy', [201, 1], 9)])
    expect(withNewest(list, entry('deploy', [150, 1], 9))).toBe(list)
  })

  it(`keeps the ${MAX_GROUPS} most recently joined groups`, () => {
    let list: NewestEntry[] = []
    for (let n = 1; n <= MAX_GROUPS + 5; n++) list = withNewest(list, entry(`g${n}`, [n], n))
    expect(list).toHaveLength(MAX_GROUPS)
    expect(list.some((e) => e.group === 'g1')).toBe(false)
    expect(list.some((e) => e.group === `g${MAX_GROUPS + 5}`)).toBe(true)
  })
})
