import { describe, expect, it } from '@jest/globals'
import { setTimeout as sleep } from 'node:timers/promises'
import { HolderRunWatch, missedARenewal } from '../src/action/github-liveness.js'
import type { GitHubApi } from '../src/action/github-api.js'
import type { WaitView } from '../src/lock/single/conditional-lock.js'

// GitHub's "completed" is about the version of the holder's record seen when the question was
// sent (src/action/github-liveness.ts): a holder that renewed after the question is alive.
// Pure logic, with a stand-in for the API that always says "completed".

const SERVER = 'https://github.example.com'

function view(renewals: number, fields: Record<string, string> = {}): WaitView {
  return {
    key: 'lock',
    holder: {
      version: 1,
      state: 'held',
      token: 1,
      owner: 'holder-1',
      leaseMs: 15 * 60_000,
      holder: { repository: 'o/r', runId: '7', server: SERVER, ...fields },
      acquiredAt: '',
      renewals
    },
    holderChanged: false,
    sinceLastWriteMs: 0,
    expiresInMs: 10 * 60_000,
    waitedMs: 0
  }
}

function watch(notices: string[]): { watch: HolderRunWatch; asked: () => number } {
  let asked = 0
  const api: GitHubApi = {
    getRun() {
      asked++
      return Promise.resolve({
        status: 200,
        headers: {},
        run: { status: 'completed', conclusion: 'cancelled' }
      })
    },
    cancelRun: () => Promise.reject(new Error('not used'))
  }
  const runWatch = new HolderRunWatch({
    token: 'ghs_x',
    serverUrl: SERVER,
    repository: 'o/other',
    runId: '1',
    log: { info: () => undefined, notice: (line) => notices.push(line), debug: () => undefined },
    askAfterMs: 0,
    askEveryMs: 100,
    loadApi: () => Promise.resolve(api)
  })
  return { watch: runWatch, asked: () => asked }
}

describe('a "completed" answer', () => {
  it('frees the version it was about', async () => {
    const { watch: runWatch } = watch([])
    expect(await runWatch.holderGone(view(0))).toBeUndefined()
    await sleep(20)
    expect(await runWatch.holderGone(view(0))).toBe(true)
  })

  it('does not free a later version, nor any version of that holder after it', async () => {
    const notices: string[] = []
    const { watch: runWatch, asked } = watch(notices)
    await runWatch.holderGone(view(0))
    await sleep(20)
    // The holder renewed after the question was sent.
    expect(await runWatch.holderGone(view(1))).toBeUndefined()
    await sleep(200)
    expect(await runWatch.holderGone(view(1))).toBeUndefined()
    await sleep(20)
    expect(await runWatch.holderGone(view(1))).toBeUndefined()
    expect(asked()).toBe(1)
    expect(notices).toEqual([
      expect.stringMatching(/but the holder renewed the lock after that question/)
    ])
    expect(runWatch.stats().outcome).toMatch(/its lease decided/)
  })
})

describe('a holder that renews', () => {
  const everyMs = (15 * 60_000) / 4
  it('is asked about only once a renewal is overdue (a quarter lease, and two retries)', () => {
    expect(missedARenewal(view(0), everyMs)).toBe(true)
    expect(missedARenewal(view(3), everyMs)).toBe(false)
    expect(missedARenewal(view(3), everyMs + 10_000)).toBe(true)
    expect(missedARenewal(view(0, { renewed: 'yes' }), everyMs + 9_000)).toBe(false)
    expect(missedARenewal({ ...view(3), sinceLastWriteMs: everyMs + 10_000 }, 0)).toBe(true)
  })
})
