import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { SimulatedJob } from './support/runner.js'
import { createTestBucket, s3Env } from './support/s3.js'

// Locks you can watch (docs/cli.md, "Watching locks"; docs/events.md): `s3-lock list` figures
// and thresholds through the real CLI bundle, and the action's event lines and warn-after
// warnings through the real action bundles, on the RGW.

const root = new URL('..', import.meta.url).pathname
const cliEntry = join(root, 'dist', 'cli', 'index.js')
const node = process.env.ACTION_NODE ?? process.execPath
let bucket: string
const jobs: SimulatedJob[] = []

beforeAll(async () => {
  bucket = await createTestBucket('watch')
})

afterAll(async () => {
  for (const job of jobs) if (!job.ended) await job.end()
})

interface CliRun {
  done: Promise<{ code: number | null; stdout: string; stderr: string }>
  joined: Promise<void>
}

function startCli(args: string[]): CliRun {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(GITHUB_|RUNNER_|INPUT_|STATE_|JEST_|NODE_OPTIONS$)/.test(name)) env[name] = value
  }
  env.S3_LOCK_BUCKET = bucket
  const child = spawn(node, [cliEntry, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  let onJoined: () => void = () => undefined
  const joined = new Promise<void>((resolve) => (onJoined = resolve))
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
    if (/joined its line/.test(stderr)) onJoined()
  })
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  )
  return { done, joined }
}

const cli = (args: string[]) => startCli(args).done

function newJob(job: string): SimulatedJob {
  const simulated = new SimulatedJob({ github: { workflow: 'Deploy', job } })
  jobs.push(simulated)
  return simulated
}

/** The `s3-lock-event` lines of a step's log, parsed. */
function events(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('s3-lock-event '))
    .map((line) => JSON.parse(line.slice('s3-lock-event '.length)) as Record<string, unknown>)
}

describe('s3-lock list: figures and thresholds', () => {
  it('a held lock with a waiter: held-for, waiting, oldest wait; --held-longer-than and --waiting-longer-than', async () => {
    const prefix = `watch/list-${Date.now().toString(36)}/`
    const name = `${prefix}deploy`
    // Not renewed, so its record keeps the acquisition's Last-Modified: held-for by the store's clock.
    const holder = newJob('holder')
    const held = await holder.run(root, {
      inputs: { bucket, name, renew: 'false', expires: '60s' }
    })
    expect(held.exitCode).toBe(0)

    // Before the threshold: nothing to say, exit 0.
    const early = await cli(['list', prefix, '--held-longer-than', '5s'])
    expect(early).toMatchObject({ code: 0, stderr: '' })

    const waiter = startCli(['run', name, '--timeout', '60s', '--', 'true'])
    await waiter.joined
    await sleep(6_000)

    const listed = await cli(['list', prefix, '--json'])
    expect(listed).toMatchObject({ code: 0, stderr: '' })
    const [entry] = JSON.parse(listed.stdout) as Record<string, unknown>[]
    expect(entry).toMatchObject({
      name,
      state: 'held',
      heldForClock: 'store',
      waiting: 1
    })
    // Store clock, whole seconds: held at least the 6 s slept, and far less than a minute.
    expect(entry.heldForMs).toBeGreaterThanOrEqual(5_000)
    expect(entry.heldForMs).toBeLessThan(40_000)
    // The line was last written when the waiter joined: it has waited at least ~6 s.
    expect(entry.oldestWaitAtLeastMs).toBeGreaterThanOrEqual(4_000)
    expect(entry.oldestWaitAtLeastMs as number).toBeLessThanOrEqual(
      (entry.heldForMs as number) + 1_000
    )

    // Past the threshold: exit 3, naming the lock on stderr; JSON on stdout stays JSON.
    const late = await cli(['list', prefix, '--held-longer-than', '5s', '--json'])
    expect(late.code).toBe(3)
    expect(JSON.parse(late.stdout)).toHaveLength(1)
    expect(late.stderr).toMatch(
      new RegExp(`^s3-lock: lock "${name}" has been held for \\d+(\\.\\d)?s, longer than 5s\\n$`)
    )
    expect((await cli(['list', prefix, '--held-longer-than', '1h'])).code).toBe(0)

    const waited = await cli(['list', prefix, '--waiting-longer-than', '3s'])
    expect(waited.code).toBe(3)
    expect(waited.stderr).toMatch(/lock ".*deploy" has a waiter that has waited at least \d+/)
    expect((await cli(['list', prefix, '--waiting-longer-than', '1h'])).code).toBe(0)

    await holder.end()
    expect((await waiter.done).code).toBe(0)
  }, 60_000)

  it.each([
    [['--held-longer-than', 'soon'], /^--held-longer-than: .*; use a duration such as 15m/],
    [['--held-longer-than', '0'], /^--held-longer-than: must be more than 0; use a duration/],
    [['--waiting-longer-than', '-5m'], /^--waiting-longer-than: /]
  ])('a bad threshold %j: one line naming the option, exit 2', async (args, message) => {
    const result = await cli(['list', 'watch/none/', ...args])
    expect(result.code).toBe(2)
    const lines = result.stderr.trimEnd().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0].replace(/^s3-lock: error: /, '')).toMatch(message)
    expect(result.stderr).not.toContain(s3Env().secretAccessKey)
  })
})

describe('the action: event lines and warn-after', () => {
  it('acquired, takeover, released and lost lines; warnings for a long wait and a long hold', async () => {
    const name = `watch/events-${Date.now().toString(36)}`
    // A holder whose lease runs out unreleased (no renewal): the next job takes it over.
    const first = newJob('first')
    const held = await first.run(root, {
      inputs: { bucket, name, renew: 'false', expires: '3s', 'on-lost': 'warn' }
    })
    expect(held.exitCode).toBe(0)
    const [acquired] = events(held.stdout)
    expect(acquired).toEqual({
      event: 'acquired',
      lock: name,
      location: `s3://${bucket}/${name}`,
      strategy: 'conditional',
      token: 1,
      holder: expect.stringMatching(/^Deploy #\d+, job first, by octocat/),
      waitedMs: expect.any(Number),
      after: 'created'
    })

    const second = newJob('second')
    const took = await second.run(root, { inputs: { bucket, name, 'warn-after': '1s' } })
    expect(took.exitCode).toBe(0)
    const [again, takeover] = events(took.stdout)
    expect(again).toMatchObject({ event: 'acquired', lock: name, token: 2, after: 'expired' })
    expect(again.waitedMs).toBeGreaterThan(1_000)
    expect(takeover).toEqual({
      event: 'takeover',
      lock: name,
      location: `s3://${bucket}/${name}`,
      token: 2,
      holder: expect.stringMatching(/job second/),
      reason: 'expired',
      previousToken: 1,
      previousHolder: expect.stringMatching(/job first/)
    })
    // Warned while it waited, and again once it had the lock; the summary says so too.
    const warnings = took.annotations.filter((a) => a.level === 'warning').map((a) => a.message)
    expect(warnings).toContainEqual(
      expect.stringMatching(/waited longer than warn-after \(1s\) and still waits$/)
    )
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /this job waited \d+(\.\d)?s for lock ".*", longer than warn-after \(1s\)$/
      )
    )
    expect(took.summary).toMatch(/> \[!WARNING\]\n> This job waited \d+(\.\d)?s for lock/)

    // The first job's post step finds its lock taken: a "lost" line (on-lost: warn).
    const { posts: firstPosts } = await first.end()
    expect(events(firstPosts[0].stdout)).toEqual([
      {
        event: 'lost',
        lock: name,
        location: `s3://${bucket}/${name}`,
        token: 1,
        heldMs: expect.any(Number),
        outcome: 'lost'
      }
    ])

    await sleep(1_500)
    const { posts } = await second.end()
    expect(posts[0].exitCode).toBe(0)
    const [released] = events(posts[0].stdout)
    expect(released).toEqual({
      event: 'released',
      lock: name,
      location: `s3://${bucket}/${name}`,
      token: 2,
      heldMs: expect.any(Number),
      outcome: 'released'
    })
    expect(released.heldMs).toBeGreaterThan(1_000)
    expect(posts[0].annotations).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        message: expect.stringMatching(
          /this job held lock ".*" for \d+(\.\d)?s, longer than warn-after \(1s\)$/
        )
      })
    )
    expect(posts[0].summary).toMatch(/> \[!WARNING\]\n> This job held lock/)
    // Never a credential in any of it.
    for (const text of [held.stdout, took.stdout, posts[0].stdout]) {
      expect(text).not.toContain(s3Env().secretAccessKey)
    }
  }, 60_000)
})
