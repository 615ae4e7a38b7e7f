import { beforeAll, describe, expect, it } from '@jest/globals'
import { SimulatedJob } from './support/runner.js'
import { createTestBucket } from './support/s3.js'

// What people see: the job summary of the acquire and release steps (parsed from the step
// summary file the runner collects) and the waiting log.

const root = new URL('..', import.meta.url).pathname
let bucket: string

beforeAll(async () => {
  bucket = await createTestBucket('summary')
})

/** Rows of the markdown tables in a summary, as [key, value]. */
function rows(summary: string): Record<string, string> {
  return Object.fromEntries(
    summary
      .split('\n')
      .filter((line) => /^\| [^|]+ \| .* \|$/.test(line) && !line.startsWith('| |'))
      .map((line) => {
        const [, key, value] = /^\| ([^|]+) \| (.*) \|$/.exec(line) ?? []
        return [key.trim(), value.trim()]
      })
  )
}

function mermaidBlocks(summary: string): string[] {
  return [...summary.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((match) => match[1])
}

describe('job summary', () => {
  it('acquire and release steps describe the lock, the wait, the hold and the store check', async () => {
    const name = 'summary/deploy'
    const first = new SimulatedJob({ github: { workflow: 'Deploy', job: 'first', actor: 'alice' } })
    const held = await first.run(root, { inputs: { bucket, name, lease: '4s' } })
    expect(held.exitCode).toBe(0)
    const acquired = rows(held.summary)
    expect(held.summary).toMatch(/^### 🔒 Acquired lock `summary\/deploy`/m)
    expect(acquired).toMatchObject({
      Strategy: 'conditional',
      'Fencing token': '1',
      Lease: '4s'
    })
    expect(acquired['Store check']).toMatch(/PutObject If-None-Match enforced/)
    // A new name: the pending record, then the LIST for a listing-strategy holder, then the
    // take. The first new name on this store also checks the store (once per store), and those
    // requests are this step's too: the GET of the verdict record (404), the claim, 14 probe
    // writes and 2 deletes, and the verdict. RGW answers most losers of the concurrent
    // If-Match probe 500: each such loser costs one more write, and the first a read. One GET
    // more: the holds (docs/holds.md), read after the take (404: never held); one LIST more:
    // the line's round 0, for jobs that lost the name's create to us (I6).
    const lost = Number(/(\d+) conditional PUT/.exec(acquired['S3 requests'])?.[1]) - 18
    expect(lost).toBeGreaterThanOrEqual(0)
    expect(lost).toBeLessThanOrEqual(3)
    expect(acquired['S3 requests']).toBe(
      lost === 0
        ? '25 (3 GET, 18 conditional PUT, 2 LIST, 2 DELETE)'
        : `${26 + lost} (4 GET, ${18 + lost} conditional PUT, 2 LIST, 2 DELETE)`
    )

    const second = new SimulatedJob({ github: { workflow: 'Deploy', job: 'second' } })
    const waiting = second.start(root, { inputs: { bucket, name, 'timeout-poll': '200ms' } })
    // Held for a while, and released only once the second has seen it held (the pause alone
    // raced the second's start on a busy machine).
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await waiting.waitForOutput(/is held by/, 30_000)
    const { posts } = await first.end()
    const released = rows(posts[0].summary)
    expect(posts[0].summary).toMatch(/^### 🔓 Released lock `summary\/deploy`/m)
    expect(released['Fencing token']).toBe('1')
    expect(released.Held).toMatch(/^\d+(\.\d)?s$/)
    expect(released.Renewals).toMatch(/^\d+; the lease was never at risk$/)

    const [gantt] = mermaidBlocks(posts[0].summary)
    const lines = gantt.split('\n').map((line) => line.trim())
    expect(lines.slice(0, 4)).toEqual([
      'gantt',
      'title Lock summary/deploy',
      'dateFormat x',
      'axisFormat %H:%M:%S'
    ])
    const bars = lines
      .filter((line) => /^(Waiting|Holding) : /.test(line))
      .map((line) => line.split(' : ')[1].split(', ').map(Number))
    expect(bars).toHaveLength(2)
    for (const [from, to] of bars) expect(to).toBeGreaterThanOrEqual(from)
    expect(bars[1][0]).toBe(bars[0][1])

    const got = await waiting.done
    expect(got.exitCode).toBe(0)
    expect(rows(got.summary)['Previous holder']).toMatch(
      /^\[Deploy #\d+ by alice\]\(https:\/\/github\.com\/.*\/actions\/runs\/\d+\/attempts\/1\) \(token 1, released\)$/
    )
    expect(got.stdout).toMatch(
      /Lock "summary\/deploy" is held by Deploy #\d+, job first, by alice, in .* \(https:\/\/github\.com\/\S+\) \(token 1, (held for|renewed) .*\); waited \S+, giving up in \S+/
    )
    await second.end()
  }, 60_000)
})
