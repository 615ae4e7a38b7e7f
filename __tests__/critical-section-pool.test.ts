import { afterAll, describe, expect, it } from '@jest/globals'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { checkLog } from './support/critical-section.js'

// The pool check of the critical-section log (what the reliability suite's pool scenario relies
// on to count overlaps): it must catch a fourth stay among three places, an exclusive stay in
// company, and a token that went down across stays that did not overlap.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-pool-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

let serial = 0
/** Stays as [job, token, enter, exit] (times in ms) written as the critical section logs them. */
function logOf(stays: [string, number, number, number][]): string {
  const file = path.join(scratch, `log-${serial++}.jsonl`)
  const lines = stays.flatMap(([job, token, enter, exit], i) =>
    (
      [
        ['enter', enter],
        ['exit', exit]
      ] as const
    ).map(([event, at]) => ({
      at,
      line: JSON.stringify({
        event,
        job,
        token: String(token),
        t: at,
        hr: String(at * 1_000_000),
        pid: 100 + i,
        id: `${job}-${i}`
      })
    }))
  )
  lines.sort((a, b) => a.at - b.at)
  fs.writeFileSync(file, lines.map((l) => `${l.line}\n`).join(''))
  return file
}

const pool = (limit: number, exclusive: string[] = []) => ({ limit, exclusive: new Set(exclusive) })

describe('the pool check of the critical-section log', () => {
  it('accepts three shared stays together with three places, in any token order inside', () => {
    const log = logOf([
      ['a', 2, 0, 100],
      ['b', 1, 10, 110],
      ['c', 3, 20, 120],
      ['d', 4, 130, 200]
    ])
    expect(checkLog(log, pool(3))).toMatchObject({ ok: true, overlaps: [] })
  })

  it('counts a fourth stay among three places', () => {
    const log = logOf([
      ['a', 1, 0, 100],
      ['b', 2, 10, 110],
      ['c', 3, 20, 120],
      ['d', 4, 30, 40]
    ])
    const check = checkLog(log, pool(3))
    expect(check.ok).toBe(false)
    expect(check.overlaps.map((o) => o.jobs)).toEqual([['a', 'd']])
  })

  it('counts an exclusive stay in company, whichever entered first', () => {
    expect(
      checkLog(
        logOf([
          ['w', 1, 0, 100],
          ['r', 2, 50, 60]
        ]),
        pool(3, ['w'])
      ).overlaps.map((o) => o.jobs)
    ).toEqual([['w', 'r']])
    expect(
      checkLog(
        logOf([
          ['r', 1, 0, 100],
          ['w', 2, 50, 60]
        ]),
        pool(3, ['w'])
      ).overlaps.map((o) => o.jobs)
    ).toEqual([['r', 'w']])
  })

  it('counts a token that went down after a stay had ended', () => {
    const check = checkLog(
      logOf([
        ['a', 5, 0, 100],
        ['b', 4, 150, 200]
      ]),
      pool(3)
    )
    expect(check.tokenOrderViolations.map((v) => v.message)).toEqual([
      'b entered with token 4 after a (token 5) had left'
    ])
  })
})
