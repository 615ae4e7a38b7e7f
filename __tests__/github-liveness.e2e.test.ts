import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ROOT_ACTION } from './support/critical-section.js'
import { RATE_LIMITED, startFakeGitHub, type FakeGitHub } from './support/github-api.js'
import { killTrackedProcesses, SimulatedJob, type StepResult } from './support/runner.js'
import { createTestBucket, s3Client } from './support/s3.js'

// A waiter asks GitHub whether a long holder's workflow run is still going, and takes the lock
// over once it has completed (src/action/github-liveness.ts). Through the built bundles, the
// runner harness and the local RGW, against a local fake of the GitHub REST API reached through
// GITHUB_API_URL (__tests__/support/github-api.js). The 30 s figures are shortened through the
// internal S3_LOCK_INTERNAL_GITHUB_TIMING variable ("<ask after ms>,<ask every ms>").

const ACQUIRE_ACTION = path.join(ROOT_ACTION, 'acquire')
const CHECK_ACTION = path.join(ROOT_ACTION, 'check')
const RELEASE_ACTION = path.join(ROOT_ACTION, 'release')
const TRACER = path.join(ROOT_ACTION, '__tests__', 'support', 'module-trace.mjs')
const TOKEN = 'ghs_fakeTokenForTheLockTests0000000000'
const REPOSITORY = 'octo-org/octo-repo'
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'github-liveness-'))
let bucket: string
let github: FakeGitHub
let jobs: SimulatedJob[] = []

beforeAll(async () => {
  bucket = await createTestBucket('github-liveness')
  github = await startFakeGitHub()
  github.allow(TOKEN, [REPOSITORY])
})

afterEach(() => {
  for (const job of jobs) killTrackedProcesses(job.trackingId)
  jobs = []
})

afterAll(async () => {
  await github.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

function newJob(label: string, context: Record<string, string> = {}): SimulatedJob {
  const workDir = fs.mkdtempSync(path.join(scratch, `${label}-`))
  const job = new SimulatedJob({
    workDir,
    github: {
      job: label,
      token: TOKEN,
      server_url: github.serverUrl,
      api_url: github.url,
      ...context
    }
  })
  jobs.push(job)
  return job
}

/** The acquire sub-action with its defaults (expires 15m): nothing renews the lock. */
function acquire(job: SimulatedJob, name: string, inputs: Record<string, string> = {}) {
  return job.start(ACQUIRE_ACTION, {
    id: 'lock',
    inputs: { bucket, name, 'force-path-style': 'true', ...inputs }
  })
}

/** The root action, waiting: GitHub is asked after askAfter ms, then every askEvery ms. */
function wait(
  job: SimulatedJob,
  name: string,
  inputs: Record<string, string>,
  timing = '1000,1000',
  env: Record<string, string> = {}
) {
  return job.start(ROOT_ACTION, {
    id: 'lock',
    inputs: { bucket, name, 'force-path-style': 'true', 'timeout-poll': '200ms', ...inputs },
    env: { S3_LOCK_INTERNAL_GITHUB_TIMING: timing, ...env }
  })
}

/** A holder in its own run, which the fake knows as in progress. */
async function holdAcrossJobs(name: string, label: string, inputs: Record<string, string> = {}) {
  const job = newJob(label)
  github.setRun(REPOSITORY, job.github.run_id)
  const held = await acquire(job, name, inputs).done
  expect({ outcome: held.outcome, errors: annotations(held, 'error') }).toEqual({
    outcome: 'success',
    errors: []
  })
  await job.end()
  return { job, held, runId: job.github.run_id }
}

function annotations(step: StepResult | undefined, level: 'error' | 'warning' | 'notice') {
  return (step?.annotations ?? []).filter((a) => a.level === level).map((a) => a.message)
}

async function readLock(name: string): Promise<Record<string, unknown>> {
  const answer = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
  return JSON.parse((await answer.Body?.transformToString()) ?? '') as Record<string, unknown>
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(20)
  }
}

/**
 * The waiter spaces the requests it sends; the fake sees them arrive, each a little late on a
 * loaded machine (several jobs at once on 2 cores): a gap may look this much shorter.
 */
const ARRIVAL_JITTER_MS = 300

/** Milliseconds between consecutive requests. */
function gaps(requests: { at: number }[]): number[] {
  return requests.slice(1).map((request, i) => request.at - requests[i].at)
}

describe('a holder whose run is still going', () => {
  it('is not taken over, and the waiter asks at most once per interval, conditionally', async () => {
    const name = 'github/in-progress'
    const { held, runId } = await holdAcrossJobs(name, 'a-holder')
    const waiter = newJob('a-waiter')
    const started = Date.now()
    const main = await wait(waiter, name, { timeout: '6s' }).done
    const elapsed = Date.now() - started
    expect(main.outcome).toBe('failure')
    expect(annotations(main, 'error')).toEqual([
      expect.stringMatching(/was not acquired within 6s/)
    ])
    expect(annotations(main, 'notice')).toEqual([])
    expect(main.stdout).toMatch(
      /GitHub says the holder's run \(octo-org\/octo-repo run \d+, attempt 1\) is in_progress/
    )
    const calls = github.requestsFor(REPOSITORY, runId)
    // First after 1 s, then at most once a second until the timeout.
    expect(calls.length).toBeGreaterThanOrEqual(2)
    expect(calls.length).toBeLessThanOrEqual(Math.floor((elapsed - 1000) / 1000) + 1)
    for (const gap of gaps(calls)) expect(gap).toBeGreaterThanOrEqual(1000 - ARRIVAL_JITTER_MS)
    // Authenticated with the job's token; after the first answer, conditional (304, free).
    expect(calls.every((c) => c.authorization === `token ${TOKEN}`)).toBe(true)
    expect(calls.map((c) => c.status)).toEqual([200, ...calls.slice(1).map(() => 304)])
    expect(calls.slice(1).every((c) => c.ifNoneMatch?.startsWith('W/"'))).toBe(true)
    expect(await readLock(name)).toMatchObject({
      state: 'held',
      token: Number(held.outputs.token),
      holder: { server: github.serverUrl, runId }
    })
    await waiter.end()
  }, 60_000)

  it('is not taken over when its attempt completed but the run was re-run', async () => {
    const name = 'github/rerun-before-asked'
    const { held, runId } = await holdAcrossJobs(name, 'd-holder')
    // Attempt 1 ended; "re-run failed jobs" started attempt 2, whose jobs reuse the acquire
    // job's key: the run is going, and the lock is still theirs.
    github.complete(REPOSITORY, runId, 'failure')
    github.rerun(REPOSITORY, runId)
    const waiter = newJob('d-waiter')
    const main = await wait(waiter, name, { timeout: '4s' }).done
    expect(main.outcome).toBe('failure')
    expect(main.stdout).toMatch(/attempt 2\) is in_progress/)
    expect(github.requestsFor(REPOSITORY, runId).length).toBeGreaterThanOrEqual(1)
    expect(await readLock(name)).toMatchObject({ state: 'held', token: Number(held.outputs.token) })
    await waiter.end()
  }, 60_000)
})

describe('a holder whose run has completed', () => {
  it('is taken over within one interval and a poll, and the log and summary say so', async () => {
    const name = 'github/completed'
    const { held, runId } = await holdAcrossJobs(name, 'b-holder')
    const waiter = newJob('b-waiter')
    const waiting = wait(waiter, name, { timeout: '60s' }, '1000,2000').done
    await until(() => github.requestsFor(REPOSITORY, runId).length >= 1, 20_000, 'a first question')
    await sleep(300)
    const completedAt = Date.now()
    github.complete(REPOSITORY, runId, 'cancelled')
    const main = await waiting
    expect({ outcome: main.outcome, errors: annotations(main, 'error') }).toEqual({
      outcome: 'success',
      errors: []
    })
    // The next question comes within the 2 s interval, its answer is used at the next poll.
    const tookMs = Date.parse(main.outputs['acquired-at']) - completedAt
    expect(tookMs).toBeLessThan(2_000 + 200 + 1_000)
    expect(annotations(main, 'warning')).toEqual([
      expect.stringMatching(
        /^Lock "github\/completed": the holder's run https:\/\/github\.example\.com\/octo-org\/octo-repo\/actions\/runs\/\d+ completed \(cancelled\) (\d+ms|[\d.]+s) ago; took over before its lease ran out/
      )
    ])
    expect(main.summary).toMatch(
      /\| Previous holder \| .* taken over after its workflow run completed\) \|/
    )
    expect(main.summary).toMatch(
      /\| GitHub API \| 2 calls \(GET workflow run\), answered 2 × 200; the holder's run .* completed \(cancelled\)/
    )
    expect(await readLock(name)).toMatchObject({
      state: 'held',
      token: Number(held.outputs.token) + 1,
      after: 'holder-gone'
    })
    const { posts } = await waiter.end()
    expect(posts[0].outcome).toBe('success')
  }, 60_000)

  it('a re-run after the takeover fails at check, and its release reports the loss', async () => {
    const name = 'github/rerun-after-takeover'
    const { held, runId } = await holdAcrossJobs(name, 'c-holder')
    github.complete(REPOSITORY, runId, 'failure')
    const waiter = newJob('c-waiter')
    const taken = await wait(waiter, name, { timeout: '30s', context: 'Deploy #18' }).done
    expect(taken.outcome).toBe('success')
    // "Re-run failed jobs": attempt 2 reuses the old acquire job's key.
    github.rerun(REPOSITORY, runId)
    const rerun = newJob('c-rerun', { run_id: runId, run_attempt: '2' })
    const key = held.outputs.key
    const checked = await rerun.start(CHECK_ACTION, {
      id: 'check',
      inputs: { bucket, key, 'force-path-style': 'true' }
    }).done
    expect(checked.outcome).toBe('failure')
    expect(annotations(checked, 'error')).toEqual([
      expect.stringMatching(
        /^lock .* is no longer held by this acquisition: it is now held by Deploy #18.*, which took it over once GitHub said the previous holder's workflow run had completed$/
      )
    ])
    const released = await rerun.start(RELEASE_ACTION, {
      id: 'unlock',
      inputs: { bucket, key, 'force-path-style': 'true' }
    }).done
    expect(released.outcome).toBe('failure')
    expect(annotations(released, 'error')).toEqual([
      expect.stringMatching(
        /^lost lock .* before release: a waiting job took it over once GitHub said this acquisition's workflow run had completed .* and it is now held by Deploy #18/
      )
    ])
    expect(released.summary).toMatch(/Lost lock/)
    // The new holder's lock was left alone.
    expect(await readLock(name)).toMatchObject({ state: 'held', after: 'holder-gone' })
    await rerun.end()
    await waiter.end()
  }, 60_000)
})

describe('a holder that renews, whose run GitHub reports completed', () => {
  /** The root action holding with a 90 s lease, renewed every 22.5 s while its job runs. */
  async function holdRenewing(name: string, label: string) {
    const job = newJob(label)
    github.setRun(REPOSITORY, job.github.run_id)
    const held = await job.start(ROOT_ACTION, {
      id: 'lock',
      inputs: { bucket, name, 'force-path-style': 'true', lease: '90s' }
    }).done
    expect({ outcome: held.outcome, errors: annotations(held, 'error') }).toEqual({
      outcome: 'success',
      errors: []
    })
    return { job, held, runId: job.github.run_id }
  }

  // A force-cancelled run, or a self-hosted runner that lost GitHub but not the store: GitHub
  // says "completed" while the job's steps and its renewer go on.
  it('is not taken over while it keeps renewing', async () => {
    const name = 'github/renewing'
    const { job, held, runId } = await holdRenewing(name, 'r-holder')
    const deadline = Date.now() + 40_000
    while (Number((await readLock(name)).renewals) < 1) {
      if (Date.now() > deadline) throw new Error('the holder did not renew')
      await sleep(500)
    }
    github.complete(REPOSITORY, runId, 'cancelled')
    const waiter = newJob('r-waiter')
    const main = await wait(waiter, name, { timeout: '40s' }).done
    expect(main.outcome).toBe('failure')
    expect(annotations(main, 'error')).toEqual([
      expect.stringMatching(/was not acquired within 40s/)
    ])
    // The holder renewed twice more meanwhile, and still holds.
    const record = await readLock(name)
    expect(record).toMatchObject({ state: 'held', token: Number(held.outputs.token) })
    expect(record.renewals).toBeGreaterThanOrEqual(2)
    const { posts } = await job.end()
    expect(posts[0].outcome).toBe('success')
  }, 120_000)

  it('is taken over once it stops renewing, before its lease runs out', async () => {
    const name = 'github/stopped-renewing'
    const { job, held, runId } = await holdRenewing(name, 's-holder')
    process.kill(Number(held.state['renewer-pid']), 'SIGKILL')
    github.complete(REPOSITORY, runId, 'cancelled')
    const waiter = newJob('s-waiter')
    const main = await wait(waiter, name, { timeout: '75s' }).done
    expect({ outcome: main.outcome, errors: annotations(main, 'error') }).toEqual({
      outcome: 'success',
      errors: []
    })
    // Taken over on GitHub's answer once a renewal was missed: the 90 s lease outlasts the wait.
    expect(await readLock(name)).toMatchObject({
      state: 'held',
      token: Number(held.outputs.token) + 1,
      after: 'holder-gone'
    })
    await waiter.end()
    await job.end()
  }, 120_000)
})

describe('when GitHub cannot tell, the lease decides', () => {
  it('a holder in a repository the token cannot read: one 404, one notice, then the lease', async () => {
    const name = 'github/other-repository'
    const holder = newJob('e-holder', { repository: 'other-org/private-repo' })
    github.setRun('other-org/private-repo', holder.github.run_id)
    const held = await acquire(holder, name, { expires: '6s' }).done
    expect(held.outcome).toBe('success')
    await holder.end()
    const waiter = newJob('e-waiter')
    const main = await wait(waiter, name, { timeout: '30s' }).done
    expect({ outcome: main.outcome, errors: annotations(main, 'error') }).toEqual({
      outcome: 'success',
      errors: []
    })
    const calls = github.requestsFor('other-org/private-repo', holder.github.run_id)
    expect(calls.map((c) => c.status)).toEqual([404])
    expect(annotations(main, 'notice')).toEqual([
      expect.stringMatching(
        /GitHub answered 404 \(Not Found\) for other-org\/private-repo run \d+: the github-token cannot read that repository's workflow runs/
      )
    ])
    expect(annotations(main, 'warning')).toEqual([
      expect.stringMatching(/taken over after its lease ran out/)
    ])
    expect(main.summary).toMatch(
      /\| GitHub API \| 1 call \(GET workflow run\), answered 1 × 404; fell back to the lease/
    )
    expect(await readLock(name)).toMatchObject({ state: 'held', after: 'expired' })
    await waiter.end()
  }, 60_000)

  // Each case: a holder with an 8 s lease (12 s where a second question must fit after a
  // wait that GitHub asked for), a waiter asking every second after the first; GitHub answers
  // as scripted. The waiter never fails for it, says so in one notice, and takes the lock when
  // the lease runs out.
  const cases: {
    label: string
    expires?: string
    answers: () => Parameters<FakeGitHub['script']>[2]
    check: (calls: { at: number; status: number }[]) => void
  }[] = [
    {
      label: '403 without actions: read (asked once)',
      answers: () => [
        {
          status: 403,
          times: Infinity,
          body: {
            message: 'Resource not accessible by integration',
            documentation_url:
              'https://docs.github.com/rest/actions/workflow-runs#get-a-workflow-run',
            status: '403'
          }
        }
      ],
      check: (calls) => expect(calls.map((c) => c.status)).toEqual([403])
    },
    {
      label: '404 (asked once)',
      answers: () => [
        { status: 404, times: Infinity, body: { message: 'Not Found', status: '404' } }
      ],
      check: (calls) => expect(calls.map((c) => c.status)).toEqual([404])
    },
    {
      label: '500 every time (asked once a second at most)',
      answers: () => [{ ...RATE_LIMITED.serverError, times: Infinity }],
      check: (calls) => {
        expect(calls.length).toBeGreaterThanOrEqual(3)
        expect(calls.length).toBeLessThanOrEqual(8)
        for (const gap of gaps(calls)) {
          expect(gap).toBeGreaterThanOrEqual(1000 - ARRIVAL_JITTER_MS)
        }
      }
    },
    {
      label: 'the primary rate limit (403, x-ratelimit-remaining 0): not again before the reset',
      expires: '12s',
      answers: () => [RATE_LIMITED.primary(4)],
      check: (calls) => {
        // The reset is 4 s after the answer (whole seconds): the next question not before 3 s.
        expect(calls[0].status).toBe(403)
        expect(calls.length).toBeGreaterThanOrEqual(2)
        expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(3_000 - ARRIVAL_JITTER_MS)
        expect(calls.length).toBeLessThanOrEqual(9)
      }
    },
    {
      label: 'a secondary limit with Retry-After: 3 (429): not again for 3 s',
      expires: '12s',
      answers: () => [RATE_LIMITED.secondary(3)],
      check: (calls) => {
        expect(calls[0].status).toBe(429)
        expect(calls.length).toBeGreaterThanOrEqual(2)
        expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(3_000 - ARRIVAL_JITTER_MS)
        expect(calls.length).toBeLessThanOrEqual(9)
      }
    },
    {
      label: 'a secondary limit without Retry-After (403): not again for a minute',
      answers: () => [RATE_LIMITED.secondary(undefined, 403)],
      check: (calls) => expect(calls.map((c) => c.status)).toEqual([403])
    }
  ]

  it.concurrent.each(cases)(
    '$label',
    async ({ label, expires, answers, check }) => {
      const name = `github/answers/${label.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}`
      const holder = newJob('f-holder')
      const runId = holder.github.run_id
      github.setRun(REPOSITORY, runId)
      github.script(REPOSITORY, runId, answers())
      const held = await acquire(holder, name, { expires: expires ?? '8s' }).done
      expect(held.outcome).toBe('success')
      await holder.end()
      const waiter = newJob('f-waiter')
      const main = await wait(waiter, name, { timeout: '40s' }).done
      expect({ outcome: main.outcome, errors: annotations(main, 'error') }).toEqual({
        outcome: 'success',
        errors: []
      })
      expect(annotations(main, 'notice')).toEqual([
        expect.stringMatching(
          /^Could not learn from GitHub whether the lock's holder is still running/
        )
      ])
      check(github.requestsFor(REPOSITORY, runId))
      expect(main.summary).toMatch(/\| GitHub API \| \d+ calls? .*fell back to the lease/)
      expect(await readLock(name)).toMatchObject({ state: 'held', after: 'expired' })
      await waiter.end()
    },
    60_000
  )
})

describe('the GitHub client is loaded only by a waiter that asks', () => {
  function chunks(entry: string): string[] {
    return fs
      .readdirSync(path.join(ROOT_ACTION, 'dist', entry))
      .filter((file) => file.endsWith('.index.js'))
  }

  /** The lazily loaded chunks that carry the GitHub client (Octokit and its transport). */
  function githubChunks(entry: string): string[] {
    return chunks(entry).filter((file) =>
      /octokit|api\.github\.com/.test(
        fs.readFileSync(path.join(ROOT_ACTION, 'dist', entry, file), 'utf8')
      )
    )
  }

  function traced(file: string, entry: string): string[] {
    const dir = `${path.join(ROOT_ACTION, 'dist', entry)}/`
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((url) => url.startsWith('file://'))
      .map((url) => new URL(url).pathname)
      .filter((file) => file.startsWith(dir))
      .map((file) => file.slice(dir.length))
  }

  it('the uncontended main steps of the root action and of acquire load only their index.js', async () => {
    expect(githubChunks('main').length).toBeGreaterThan(0)
    for (const [action, entry] of [
      [ROOT_ACTION, 'main'],
      [ACQUIRE_ACTION, 'acquire']
    ]) {
      // A new name's first use may load the store check's chunk; never the GitHub client. A
      // used name, the steady state, loads nothing but the bundle itself.
      for (const use of ['first', 'steady']) {
        const trace = path.join(scratch, `trace-uncontended-${entry}-${use}.txt`)
        const job = newJob(`g-${entry}-${use}`)
        const main = await job.start(action, {
          id: 'lock',
          inputs: { bucket, name: `github/uncontended-${entry}`, 'force-path-style': 'true' },
          env: { NODE_OPTIONS: `--import=${TRACER}`, MODULE_TRACE_FILE: trace }
        }).done
        expect({ outcome: main.outcome, errors: annotations(main, 'error') }).toEqual({
          outcome: 'success',
          errors: []
        })
        const loaded = traced(trace, entry)
        expect(loaded[0]).toBe('index.js')
        expect(loaded.filter((file) => githubChunks(entry).includes(file))).toEqual([])
        if (use === 'steady') expect(loaded).toEqual(['index.js'])
        await job.end()
        if (entry === 'acquire') {
          const releaser = newJob(`g-release-${use}`)
          const released = await releaser.start(RELEASE_ACTION, {
            id: 'release',
            inputs: { bucket, key: main.outputs.key, 'force-path-style': 'true' }
          }).done
          expect(released.outcome).toBe('success')
          await releaser.end()
        }
      }
    }
  }, 90_000)

  it('a waiter that asks GitHub loads the client’s chunks', async () => {
    const name = 'github/traced-waiter'
    const { runId } = await holdAcrossJobs(name, 'h-holder')
    github.complete(REPOSITORY, runId, 'success')
    const trace = path.join(scratch, 'trace-waiter.txt')
    const waiter = newJob('h-waiter')
    const main = await wait(waiter, name, { timeout: '30s' }, '1000,1000', {
      NODE_OPTIONS: `--import=${TRACER}`,
      MODULE_TRACE_FILE: trace
    }).done
    expect(main.outcome).toBe('success')
    const loaded = traced(trace, 'main')
    expect(loaded[0]).toBe('index.js')
    expect(loaded.slice(1).sort()).toEqual(githubChunks('main').sort())
    await waiter.end()
  }, 60_000)
})
