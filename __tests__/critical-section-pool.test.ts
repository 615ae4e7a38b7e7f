import { afterAll, describe, expect, it } from '@jest/globals'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { checkLog } from './support/critical-section.js'

// The pool check of the critical-section log (what the reliability suite's pool scenario relies
// on to count overlaps): it must catch a fourth stay among three places, an exclusive stay in
// company, and tokens as docs/protocol.md promises them for a pool (ordered across an exclusive
// stay, one per stay).

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

  it('counts a token at or below an exclusive stay that had left, and an exclusive token below one seen', () => {
    const after = checkLog(
      logOf([
        ['w', 5, 0, 100],
        ['r', 4, 150, 200]
      ]),
      pool(3, ['w'])
    )
    expect(after.tokenOrderViolations.map((v) => v.message)).toEqual([
      'r entered with token 4 after w (token 5), exclusive, had left'
    ])
    const writer = checkLog(
      logOf([
        ['r', 6, 0, 100],
        ['w', 5, 150, 200]
      ]),
      pool(3, ['w'])
    )
    expect(writer.tokenOrderViolations.map((v) => v.message)).toEqual([
      'w entered with token 5 (exclusive) after r (token 6) had entered'
    ])
  })

  it('counts two stays with one token', () => {
    const check = checkLog(
      logOf([
        ['a', 4, 0, 100],
        ['b', 4, 150, 200]
      ]),
      pool(3)
    )
    expect(check.tokenOrderViolations.map((v) => v.message)).toEqual([
      'b entered with token 4 as a (token 4) had'
    ])
  })

  // The place's token is fixed when it lands; its holder may enter after a newer place's holder
  // has left (an answer lost and read back, as in the reliability suite's pool scenario).
  it('accepts a shared token below one of a shared stay that had left', () => {
    const check = checkLog(
      logOf([
        ['a', 5, 0, 100],
        ['b', 4, 150, 200]
      ]),
      pool(3)
    )
    expect(check.tokenOrderViolations).toEqual([])
    expect(check.ok).toBe(true)
  })
})
