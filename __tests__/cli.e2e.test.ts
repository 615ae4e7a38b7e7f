import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { checkLog, CRITICAL_SECTION } from './support/critical-section.js'
import { startFaultProxy } from './support/fault-proxy.js'
import { SimulatedJob } from './support/runner.js'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'

// The CLI (dist/cli/index.js, the package's bin), end to end on the local RGW: run as a
// separate process the way a GitLab, Jenkins or Buildkite job would, sharing locks with the
// GitHub Action (run through the simulated runner).

const root = new URL('..', import.meta.url).pathname
const cliEntry = join(root, 'dist', 'cli', 'index.js')
const node = process.env.ACTION_NODE ?? process.execPath
let bucket: string
let scratch: string

beforeAll(async () => {
  bucket = await createTestBucket('cli')
  scratch = mkdtempSync(join(tmpdir(), 's3-lock-cli-'))
})

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

let serial = 0
function freshName(label: string): string {
  return `cli/${label}-${Date.now().toString(36)}-${serial++}`
}

interface CliResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

interface RunningCli {
  child: ChildProcess
  done: Promise<CliResult>
  output: () => { stdout: string; stderr: string }
  waitFor: (pattern: RegExp, stream?: 'stdout' | 'stderr', timeoutMs?: number) => Promise<void>
}

/** What a CI job's environment has: the store's settings and the bucket, nothing of jest's. */
function cliEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(GITHUB_|RUNNER_|INPUT_|STATE_|JEST_|NODE_OPTIONS$)/.test(name)) continue
    env[name] = value
  }
  Object.assign(env, { S3_LOCK_BUCKET: bucket }, extra)
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name]
  return env
}

function startCli(args: string[], extraEnv: Record<string, string | undefined> = {}): RunningCli {
  const child = spawn(node, [cliEntry, ...args], {
    env: cliEnv(extraEnv),
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  const watchers = new Set<() => void>()
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
    for (const watcher of watchers) watcher()
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
    for (const watcher of watchers) watcher()
  })
  const done = new Promise<CliResult>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code, signal) => {
      for (const watcher of watchers) watcher()
      resolve({ code, signal, stdout, stderr })
    })
  })
  const waitFor = (pattern: RegExp, stream: 'stdout' | 'stderr' = 'stderr', timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const check = (): void => {
        if (pattern.test(stream === 'stdout' ? stdout : stderr)) {
          finish()
          resolve()
        } else if (child.exitCode !== null || child.signalCode !== null) {
          finish()
          reject(new Error(`s3-lock ended without printing ${pattern}:\n${stdout}\n${stderr}`))
        }
      }
      const timer = setTimeout(() => {
        finish()
        reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${stdout}\n${stderr}`))
      }, timeoutMs)
      const finish = (): void => {
        clearTimeout(timer)
        watchers.delete(check)
      }
      watchers.add(check)
      check()
    })
  return { child, done, output: () => ({ stdout, stderr }), waitFor }
}

function cli(args: string[], extraEnv: Record<string, string | undefined> = {}) {
  return startCli(args, extraEnv).done
}

interface StatusJson {
  name: string
  location: string
  state: 'held' | 'released' | 'absent'
  token?: number
  etag?: string
  expired?: boolean
  owner?: string | null
  holder?: Record<string, string>
  holderLabel?: string
  heldForMs?: number | null
  heldForClock?: string | null
  renewals?: number | null
  leaseMs?: number | null
  leaseRemainingMs?: number | null
  releasedBy?: string | null
  forcedBy?: string | null
}

async function status(name: string): Promise<StatusJson> {
  const result = await cli(['status', name, '--json'])
  expect(result).toMatchObject({ code: 0, stderr: '' })
  return JSON.parse(result.stdout) as StatusJson
}

async function objectEtag(key: string): Promise<string> {
  const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
  return (head.ETag ?? '').replace(/"/g, '')
}

async function readRecord(key: string): Promise<Record<string, unknown>> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return JSON.parse((await object.Body?.transformToString()) ?? '') as Record<string, unknown>
}

/** One line on stderr, prefixed, with no stack trace and no secret. */
function expectOneLineError(result: CliResult, message: RegExp): void {
  const lines = result.stderr.trimEnd().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/^s3-lock: error: /)
  expect(lines[0].replace(/^s3-lock: error: /, '')).toMatch(message)
  const output = result.stdout + result.stderr
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
  expect(output).not.toContain(s3Env().secretAccessKey)
}

/** Holds a lock with the root action in a simulated GitHub job until `end()` is called. */
async function holdWithAction(name: string, inputs: Record<string, string> = {}) {
  const job = new SimulatedJob()
  const main = await job.run(root, { inputs: { bucket, name, context: 'Deploy #7', ...inputs } })
  expect(main.exitCode).toBe(0)
  return { job, main }
}

describe('help', () => {
  it.each([
    [['--help'], /^Usage: s3-lock <command>/],
    [['help'], /^Usage: s3-lock <command>/],
    [['status', '--help'], /^Usage: s3-lock status <name>/],
    [['list', '-h'], /^Usage: s3-lock list \[prefix\]/],
    [['release', '--help'], /^Usage: s3-lock release <name> --force/],
    [['run', '--help'], /^Usage: s3-lock run <name> \[options\] -- <command>/],
    [['help', 'run'], /^Usage: s3-lock run <name>/]
  ])('%j prints usage', async (args, usage) => {
    const result = await cli(args, { S3_LOCK_BUCKET: undefined })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(usage)
    expect(result.stderr).toBe('')
  })

  it('no arguments: the usage on stderr, exit 2', async () => {
    const result = await cli([])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/^Usage: s3-lock/)
  })

  it('the bundle is an executable with a shebang, so npm can link it as the bin', () => {
    expect(readFileSync(cliEntry, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true)
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      bin?: Record<string, string>
    }
    expect(pkg.bin?.['s3-lock']).toBe('dist/cli/index.js')
  })
})

describe('--version', () => {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string
  }

  it.each([[['--version']], [['status', '--version']], [['--bucket', 'b', '--version']]])(
    '%j prints the package version',
    async (args) => {
      const result = await cli(args, { S3_LOCK_BUCKET: undefined })
      expect(result).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: '' })
    }
  )

  it('the bundle carries it: a copy of dist/cli alone, away from package.json, prints it', async () => {
    const alone = mkdtempSync(join(scratch, 'bundle-'))
    cpSync(join(root, 'dist', 'cli'), alone, { recursive: true })
    const result = await new Promise<CliResult>((resolve, reject) => {
      const child = spawn(node, [join(alone, 'index.js'), '--version'], { env: cliEnv() })
      let stdout = ''
      let stderr = ''
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
      child.once('error', reject)
      child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }))
    })
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: '' })
  })

  it('takes no value: one line naming the option, exit 2', async () => {
    const result = await cli(['--version=1'])
    expect(result.code).toBe(2)
    expectOneLineError(result, /^option --version takes no value \(write --version alone\)/)
  })
})

describe('status', () => {
  it('an absent lock', async () => {
    const name = freshName('absent')
    expect(await status(name)).toEqual({
      name,
      location: `s3://${bucket}/${name}`,
      state: 'absent'
    })
    const text = await cli(['status', name])
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(/^state\s+absent/m)
  })

  it('a lock held by the GitHub Action, then released by its post step', async () => {
    const name = freshName('held-by-action')
    const { job, main } = await holdWithAction(name)
    const held = await status(name)
    expect(held).toMatchObject({
      name,
      state: 'held',
      token: Number(main.outputs.token),
      expired: false,
      renewals: 0,
      leaseMs: 60_000,
      heldForClock: 'store',
      holder: {
        repository: 'octo-org/octo-repo',
        workflow: 'CI',
        job: job.github.job,
        actor: 'octocat',
        context: 'Deploy #7',
        runUrl: expect.stringContaining(`/actions/runs/${job.github.run_id}/`)
      }
    })
    expect(held.etag).toBe(await objectEtag(name))
    expect(held.owner).toBe(main.outputs.key.split('#')[1])
    // By the store's clock: 1 s resolution, so "held for" is whole seconds since the write.
    expect(held.heldForMs).toBeGreaterThanOrEqual(0)
    expect(held.heldForMs).toBeLessThan(10_000)
    expect(held.leaseRemainingMs).toBeGreaterThan(45_000)
    expect(held.leaseRemainingMs).toBeLessThanOrEqual(61_000)

    const text = await cli(['status', name])
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(/^state\s+held$/m)
    expect(text.stdout).toMatch(
      /^holder\s+Deploy #7, job job-\d+, by octocat, in octo-org\/octo-repo \(https:\/\/github\.com\//m
    )
    expect(text.stdout).toMatch(/^held for\s+(under 1s|\d+s) \(store's clock\)$/m)
    expect(text.stdout).toMatch(/^lease\s+1m, runs out in (\d+s|1m) unless renewed or released$/m)
    expect(text.stdout).toContain(held.etag)

    const { posts } = await job.end()
    expect(posts[0].exitCode).toBe(0)
    const released = await status(name)
    expect(released).toMatchObject({ state: 'released', token: held.token, forcedBy: null })
    expect(released.holder).toEqual(held.holder)
    expect((await cli(['status', name])).stdout).toMatch(
      new RegExp(
        `^token\\s+${held.token} \\(the next acquisition gets ${(held.token ?? 0) + 1}\\)$`,
        'm'
      )
    )
  })

  it('a lock object that is not a lock: one line, exit 1', async () => {
    const name = freshName('foreign')
    await s3Client().send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: 'hello' }))
    const result = await cli(['status', name])
    expect(result.code).toBe(1)
    expectOneLineError(result, /is not a lock \(the lock object is not JSON\)$/)
  })
})

describe('list', () => {
  it('every lock under a prefix: conditional locks, listing keys, probe keys skipped', async () => {
    const prefix = `${freshName('list')}/`
    // Released locks, by the CLI: tokens 1 and 2 on one, 1 on the other.
    expect((await cli(['run', `${prefix}a`, '--quiet', '--', 'true'])).code).toBe(0)
    expect((await cli(['run', `${prefix}a`, '--quiet', '--', 'true'])).code).toBe(0)
    expect((await cli(['run', `${prefix}b`, '--quiet', '--', 'true'])).code).toBe(0)
    // Held by the action; held by the action's listing strategy; an aws-s3-lock-action key.
    const conditional = await holdWithAction(`${prefix}c`)
    // Waiting in the held lock's line.
    const waiter = startCli(['run', `${prefix}c`, '--timeout', '60s', '--', 'true'])
    await waiter.waitFor(/joined its line/)
    const listing = await holdWithAction(`${prefix}d`, { strategy: 'listing' })
    const created = Date.now()
    const foreignKey = `${prefix}e.${created}.${randomUUID()}.${created + 600_000}`
    await s3Client().send(
      new PutObjectCommand({ Bucket: bucket, Key: foreignKey, Body: 'Other workflow #7' })
    )
    // Neither a lock nor a listing key; and a probe key left behind by a store check.
    await s3Client().send(
      new PutObjectCommand({ Bucket: bucket, Key: `${prefix}notes.txt`, Body: 'not a lock' })
    )
    await s3Client().send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `${prefix}a/.s3-lock/probe-${randomUUID()}`,
        Body: 'probe 0'
      })
    )

    try {
      const result = await cli(['list', prefix, '--json'])
      expect(result.code).toBe(0)
      expect(result.stderr).toBe(
        `s3-lock: skipped 1 object that is not a lock under s3://${bucket}/${prefix}\n`
      )
      const entries = JSON.parse(result.stdout) as Record<string, unknown>[]
      expect(
        entries.map((entry) => [
          entry.name,
          entry.strategy,
          entry.state,
          entry.token,
          entry.waiting
        ])
      ).toEqual([
        [`${prefix}a`, 'conditional', 'released', 2, 0],
        [`${prefix}b`, 'conditional', 'released', 1, 0],
        [`${prefix}c`, 'conditional', 'held', 1, 1],
        [`${prefix}d`, 'listing', 'held', null, null],
        [`${prefix}e`, 'listing', 'held', null, null]
      ])
      expect(entries[2]).toMatchObject({ expired: false, holder: { context: 'Deploy #7' } })
      expect(entries[3]).toMatchObject({
        key: listing.main.outputs.key,
        holder: { context: 'Deploy #7', repository: 'octo-org/octo-repo' }
      })
      expect(entries[4]).toMatchObject({ key: foreignKey, holder: null, expired: false })

      const text = await cli(['list', prefix])
      expect(text.code).toBe(0)
      const lines = text.stdout.trimEnd().split('\n')
      expect(lines[0]).toMatch(/^NAME\s+STATE\s+TOKEN\s+WAITING\s+AGE\s+HOLDER$/)
      expect(lines.slice(1).map((line) => line.split(/\s{2,}/).slice(0, 4))).toEqual([
        [`${prefix}a`, 'released', '2', '0'],
        [`${prefix}b`, 'released', '1', '0'],
        [`${prefix}c`, 'held', '1', '1'],
        [`${prefix}d`, 'held (listing key)', '-', '-'],
        [`${prefix}e`, 'held (listing key)', '-', '-']
      ])
      expect(lines[3]).toMatch(/Deploy #7, job job-\d+, by octocat, in octo-org\/octo-repo/)
      expect(lines[5]).toMatch(/no details \(\.\d+\.[0-9a-f-]+\.\d+\)$/)
    } finally {
      await conditional.job.end()
      expect((await waiter.done).code).toBe(0)
      await listing.job.end()
    }
  })

  it('an empty prefix says so', async () => {
    const result = await cli(['list', `${freshName('empty')}/`])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^No locks under s3:\/\//)
  })
})

describe('release --force', () => {
  it('without --force or a token: refuses, says what is needed and who holds it', async () => {
    const name = freshName('no-force')
    const { job } = await holdWithAction(name)
    try {
      const held = await status(name)
      for (const args of [[], ['--token', String(held.token)], ['--force']]) {
        const result = await cli(['release', name, ...args])
        expect(result.code).toBe(2)
        expectOneLineError(
          result,
          /needs --force and --token <n> \(or --etag <etag>\).*is held by Deploy #7, job job-\d+, by octocat.*\(token 1, ETag [0-9a-f]+\)/
        )
      }
      expect(await status(name)).toMatchObject({ state: 'held', etag: held.etag })
    } finally {
      await job.end()
    }
  })

  it('with the right token: released, token kept; the action holding it reports the loss', async () => {
    const name = freshName('forced')
    const { job } = await holdWithAction(name)
    const held = await status(name)

    const wrongEtag = await cli(['release', name, '--force', '--etag', '0123456789abcdef'])
    expect(wrongEtag.code).toBe(1)
    expectOneLineError(
      wrongEtag,
      /^refusing to release lock ".*": its ETag is [0-9a-f]+, not 0123456789abcdef/
    )
    const wrongToken = await cli([
      'release',
      name,
      '--force',
      '--token',
      String((held.token ?? 0) + 1)
    ])
    expect(wrongToken.code).toBe(1)
    expectOneLineError(wrongToken, /^refusing to release lock ".*": it is held with token 1, not 2/)
    expect(await status(name)).toMatchObject({ state: 'held', etag: held.etag })

    const forced = await cli([
      'release',
      name,
      '--force',
      '--token',
      String(held.token),
      '--etag',
      `"${held.etag}"`
    ])
    expect(forced.code).toBe(0)
    expect(forced.stderr).toMatch(
      /^s3-lock: released lock ".*" by force \(token 1\); it was held by Deploy #7/
    )
    const released = await status(name)
    expect(released).toMatchObject({
      state: 'released',
      token: held.token,
      holder: held.holder,
      forcedBy: expect.stringMatching(/@/)
    })
    expect(released.releasedBy).not.toBe(held.owner)
    // Never deleted: the record stays, so the next acquisition continues the count.
    expect(await listKeys(bucket, name)).toEqual([name])

    // The action's renewer finds the lock gone from under it; the post step says so.
    const { posts } = await job.end()
    expect(posts[0].exitCode).toBe(1)
    expect(posts[0].annotations.find((a) => a.level === 'error')?.message).toMatch(/lost lock/)
    expect(await status(name)).toMatchObject({ state: 'released', token: held.token })

    const again = await cli(['run', name, '--quiet', '--', 'sh', '-c', 'echo token=$S3_LOCK_TOKEN'])
    expect(again).toMatchObject({ code: 0, stdout: `token=${(held.token ?? 0) + 1}\n` })
  })

  it('with a stale token: refuses once the lock was released and acquired again', async () => {
    const name = freshName('stale')
    const first = await holdWithAction(name)
    const seen = await status(name)
    expect(seen.token).toBe(1)
    // Meanwhile the holder releases and another job acquires: token 2.
    await first.job.end()
    const second = await holdWithAction(name)
    try {
      const now = await status(name)
      expect(now.token).toBe(2)
      const byToken = await cli(['release', name, '--force', '--token', String(seen.token)])
      expect(byToken.code).toBe(1)
      expectOneLineError(
        byToken,
        /^refusing to release lock ".*": it is held with token 2, not 1 \(it was acquired again since\), by Deploy #7/
      )
      const byEtag = await cli(['release', name, '--force', '--etag', seen.etag ?? ''])
      expect(byEtag.code).toBe(1)
      expectOneLineError(
        byEtag,
        /its ETag is [0-9a-f]+, not [0-9a-f]+ \(renewed or acquired again since\)/
      )
      expect(await status(name)).toMatchObject({ state: 'held', token: 2, etag: now.etag })
    } finally {
      await second.job.end()
    }
    // Released normally: a forced release now has nothing to break.
    const late = await cli(['release', name, '--force', '--token', '2'])
    expect(late.code).toBe(1)
    expectOneLineError(late, /it is not held: it was released \(token 2\)$/)
  })

  it('by ETag: refuses once the holder renewed, while the token still matches', async () => {
    const name = freshName('renewed')
    const holder = startCli(['run', name, '--lease', '4s', '--', 'sleep', '30'])
    await holder.waitFor(/acquired lock/)
    const seen = await status(name)
    await sleep(2_500)
    const renewed = await status(name)
    expect(renewed.renewals).toBeGreaterThan(0)
    expect(renewed.etag).not.toBe(seen.etag)
    const byEtag = await cli(['release', name, '--force', '--etag', seen.etag ?? ''])
    expect(byEtag.code).toBe(1)
    expectOneLineError(byEtag, /its ETag is [0-9a-f]+, not [0-9a-f]+/)

    // The token still names this acquisition: the release goes through, and `run` finds out
    // at its next renewal and stops its command (--on-lost kill).
    const byToken = await cli(['release', name, '--force', '--token', String(seen.token)])
    expect(byToken.code).toBe(0)
    const result = await holder.done
    expect(result.code).toBe(125)
    expect(result.stderr).toMatch(
      /s3-lock: error: lost lock ".*": it was released by someone else \(token 1\), as s3-lock release --force does; stopping the command \(SIGTERM\)/
    )
    expect(result.stderr).toMatch(
      /the command was ended by SIGTERM, but lock ".*" was lost while it ran/
    )
    expect(await status(name)).toMatchObject({ state: 'released', token: 1 })
  })

  it('by token: goes through when the holder renews between its read and its write', async () => {
    const name = freshName('renewing')
    const holder = startCli(['run', name, '--lease', '4s', '--', 'sleep', '30'])
    await holder.waitFor(/acquired lock/)
    // The release's first write reaches the store 1.5 s after it was sent: the holder renews
    // every second, so by then the ETag it was conditioned on is gone.
    const proxy = await startFaultProxy({ target: s3Env().endpoint })
    try {
      proxy.setFaults([{ action: 'latency', classes: ['conditionalPut'], ms: 1_500, times: 1 }])
      const byToken = await cli(['release', name, '--force', '--token', '1'], {
        AWS_ENDPOINT_URL_S3: proxy.endpoint
      })
      expect(byToken).toMatchObject({ code: 0, stdout: '' })
      expect(byToken.stderr).toMatch(/^s3-lock: released lock ".*" by force \(token 1\)/)
      // The delayed write is refused; the release reads again and retries until one lands.
      // On a loaded machine the holder may renew in a retry's gap too, so only the last is 200.
      const statuses = proxy.log
        .filter((entry) => entry.class === 'conditionalPut')
        .map((entry) => entry.status)
      expect(statuses[0]).toBe(412)
      expect(statuses.at(-1)).toBe(200)
      expect(statuses.slice(0, -1).every((status) => status === 412)).toBe(true)
    } finally {
      await proxy.close()
    }
    const result = await holder.done
    expect(result.code).toBe(125)
    expect(result.stderr).toMatch(/lost lock ".*": it was released by someone else \(token 1\)/)
    expect(await status(name)).toMatchObject({ state: 'released', token: 1 })
  })
})

describe('run', () => {
  it('passes the exit status through and releases, token incremented', async () => {
    const name = freshName('exit')
    const first = await cli([
      'run',
      name,
      '--',
      'sh',
      '-c',
      'echo "token=$S3_LOCK_TOKEN name=$S3_LOCK_NAME"; exit 3'
    ])
    expect(first.code).toBe(3)
    expect(first.stdout).toBe(`token=1 name=${name}\n`)
    expect(first.stderr).toMatch(/acquired lock ".*" \(token 1\)/)
    expect(first.stderr).toMatch(/released lock ".*" \(token 1\); the command exited with 3/)
    expect(await status(name)).toMatchObject({ state: 'released', token: 1 })

    const second = await cli(['run', name, '--quiet', '--', 'sh', '-c', 'exit 3'])
    expect(second).toMatchObject({ code: 3, stderr: '' })
    const after = await status(name)
    expect(after).toMatchObject({ state: 'released', token: 2 })
    // The store check ran once, for the first acquisition, and left no probe behind.
    expect(await listKeys(bucket, name)).toEqual([name])
  })

  it('records the CLI and the CI job as the holder', async () => {
    const name = freshName('holder')
    const holder = startCli(['run', name, '--context', 'nightly deploy', '--', 'sleep', '30'], {
      GITLAB_CI: 'true',
      CI_JOB_URL: 'https://gitlab.example.com/group/app/-/jobs/42',
      CI_PROJECT_PATH: 'group/app',
      CI_JOB_NAME: 'deploy',
      GITLAB_USER_LOGIN: 'alice'
    })
    await holder.waitFor(/acquired lock/)
    const held = await status(name)
    expect(held.holder).toMatchObject({
      tool: 's3-lock CLI',
      ci: 'GitLab CI',
      repository: 'group/app',
      job: 'deploy',
      actor: 'alice',
      runUrl: 'https://gitlab.example.com/group/app/-/jobs/42',
      context: 'nightly deploy',
      pid: String(holder.child.pid)
    })
    expect(held.holderLabel).toBe(
      'nightly deploy, job deploy, by alice, in group/app (https://gitlab.example.com/group/app/-/jobs/42)'
    )
    // Nothing of the command line or of the secrets in the environment.
    expect(JSON.stringify(await readRecord(name))).not.toMatch(/sleep|SECRET|secret/)
    holder.child.kill('SIGTERM')
    expect((await holder.done).code).toBe(143)
  })

  it.each([
    [
      'Jenkins',
      {
        JENKINS_URL: 'https://jenkins.example.com/',
        BUILD_URL: 'https://jenkins.example.com/job/deploy/17/',
        JOB_NAME: 'deploy',
        BUILD_NUMBER: '17'
      },
      'nightly, job deploy (https://jenkins.example.com/job/deploy/17/)'
    ],
    [
      'Buildkite',
      {
        BUILDKITE: 'true',
        BUILDKITE_BUILD_URL: 'https://buildkite.com/acme/app/builds/9',
        BUILDKITE_JOB_ID: 'job-uuid',
        BUILDKITE_ORGANIZATION_SLUG: 'acme',
        BUILDKITE_PIPELINE_SLUG: 'app',
        BUILDKITE_LABEL: ':rocket: deploy',
        BUILDKITE_BUILD_CREATOR: 'Bob'
      },
      'nightly, job :rocket: deploy, by Bob, in acme/app (https://buildkite.com/acme/app/builds/9#job-uuid)'
    ],
    [
      'GitHub Actions',
      {
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: 'octo/app',
        GITHUB_RUN_ID: '123',
        GITHUB_JOB: 'deploy',
        GITHUB_ACTOR: 'octocat',
        GITHUB_SERVER_URL: 'https://github.com'
      },
      'nightly, job deploy, by octocat, in octo/app (https://github.com/octo/app/actions/runs/123/attempts/1)'
    ]
  ])('records the %s job', async (ci, env, label) => {
    const name = freshName('ci')
    const result = await cli(['run', name, '--context', 'nightly', '--quiet', '--', 'true'], env)
    expect(result).toMatchObject({ code: 0, stderr: '' })
    // A released record keeps its holder: the last holder is still named.
    const released = await status(name)
    expect(released).toMatchObject({ state: 'released', holder: { ci, tool: 's3-lock CLI' } })
    expect(released.holderLabel).toBe(label)
  })

  it('two concurrent runs never overlap, and tokens grow in the order they held the lock', async () => {
    const name = freshName('mutex')
    const log = join(scratch, `${randomUUID()}.jsonl`)
    const runs = ['one', 'two', 'three'].map((job) =>
      cli(
        [
          'run',
          name,
          '--poll',
          '200ms',
          '--',
          'sh',
          '-c',
          // The fixture reads INPUT_HOLD-MS, a name only env(1) can set.
          'exec env "INPUT_TOKEN=$S3_LOCK_TOKEN" INPUT_HOLD-MS=1000 "$NODE_BIN" "$SECTION"'
        ],
        {
          NODE_BIN: node,
          SECTION: join(CRITICAL_SECTION, 'main.js'),
          INPUT_LOG: log,
          INPUT_JOB: job
        }
      )
    )
    const results = await Promise.all(runs)
    for (const result of results) expect(result.code).toBe(0)
    const check = checkLog(log)
    expect(check.problems).toEqual([])
    expect(check.overlaps).toEqual([])
    expect(check.tokenOrderViolations).toEqual([])
    expect(check.holders.map((holder) => holder.token).sort()).toEqual([1, 2, 3])
    expect(await status(name)).toMatchObject({ state: 'released', token: 3 })
  })

  it('renews a short lease for as long as the command runs', async () => {
    const name = freshName('renewal')
    // The command outlasts the contender's 2 s wait below by several seconds, even on a busy
    // machine where the contender's start-up is slow.
    const holder = startCli(['run', name, '--lease', '4s', '--', 'sleep', '12'])
    await holder.waitFor(/acquired lock .*renewing its 4s lease every 1s/)
    await sleep(6_000)
    // Well past one lease: still held, renewed, not expired.
    const held = await status(name)
    expect(held).toMatchObject({ state: 'held', token: 1, expired: false, leaseMs: 4_000 })
    expect(held.renewals).toBeGreaterThanOrEqual(3)
    expect(held.leaseRemainingMs).toBeGreaterThan(1_000)
    // A contender cannot take it over while it is renewed.
    const contender = await cli([
      'run',
      name,
      '--quiet',
      '--timeout',
      '2s',
      '--poll',
      '200ms',
      '--',
      'true'
    ])
    expect(contender.code).toBe(125)
    expectOneLineError(
      contender,
      /^lock ".*" was not acquired within 2s: Lock ".*" is held by s3-lock CLI .*\(token 1, renewed (under 1s|1s) ago/
    )
    const result = await holder.done
    expect(result.code).toBe(0)
    expect(await status(name)).toMatchObject({ state: 'released', token: 1 })
  })

  it('SIGTERM is passed on to the command, which exits; then the lock is released', async () => {
    const name = freshName('sigterm')
    const marker = join(scratch, `${randomUUID()}.term`)
    const script =
      "process.on('SIGTERM', () => { require('fs').writeFileSync(process.env.MARKER, 'TERM'); " +
      'setTimeout(() => process.exit(7), 300) }); console.log("ready"); setInterval(() => {}, 1000)'
    const holder = startCli(['run', name, '--', node, '-e', script], { MARKER: marker })
    await holder.waitFor(/ready/, 'stdout')
    expect(await status(name)).toMatchObject({ state: 'held', token: 1 })
    holder.child.kill('SIGTERM')
    const result = await holder.done
    // The command's own status: it handled the signal and exited 7.
    expect(result.code).toBe(7)
    expect(readFileSync(marker, 'utf8')).toBe('TERM')
    expect(result.stderr).toMatch(/released lock ".*" \(token 1\); the command exited with 7/)
    expect(await status(name)).toMatchObject({ state: 'released', token: 1 })

    // A command that does not handle it dies of it: 128 + 15.
    const plain = startCli(['run', name, '--', 'sleep', '30'])
    await plain.waitFor(/acquired lock/)
    plain.child.kill('SIGTERM')
    const ended = await plain.done
    expect(ended.code).toBe(143)
    expect(ended.stderr).toMatch(/the command was ended by SIGTERM/)
    expect(await status(name)).toMatchObject({ state: 'released', token: 2 })
  })

  it('SIGINT while waiting cancels the wait and leaves the holder alone', async () => {
    const name = freshName('cancel-wait')
    const holder = startCli(['run', name, '--', 'sleep', '30'])
    await holder.waitFor(/acquired lock/)
    const waiter = startCli(['run', name, '--poll', '200ms', '--', 'true'])
    await waiter.waitFor(/is held by/)
    waiter.child.kill('SIGINT')
    const cancelled = await waiter.done
    expect(cancelled.code).toBe(130)
    expect(cancelled.stderr).toMatch(/cancelled \(SIGINT\) while waiting for lock/)
    expect(await status(name)).toMatchObject({
      state: 'held',
      token: 1,
      holder: { pid: String(holder.child.pid) }
    })
    holder.child.kill('SIGTERM')
    expect((await holder.done).code).toBe(143)
  })

  it('--on-lost continue lets the command finish, then exits 125', async () => {
    const name = freshName('continue')
    const marker = join(scratch, `${randomUUID()}.done`)
    const holder = startCli([
      'run',
      name,
      '--lease',
      '4s',
      '--on-lost',
      'continue',
      '--',
      'sh',
      '-c',
      `sleep 3; touch ${marker}`
    ])
    await holder.waitFor(/acquired lock/)
    expect((await cli(['release', name, '--force', '--token', '1'])).code).toBe(0)
    const result = await holder.done
    expect(result.code).toBe(125)
    expect(existsSync(marker)).toBe(true)
    expect(result.stderr).toMatch(
      /lost lock ".*": .*; the command goes on unprotected \(--on-lost continue\)/
    )
    expect(result.stderr).toMatch(/the command exited with 0, but lock ".*" was lost while it ran/)
  })

  it('a command that is not there fails with 127 before the lock is touched', async () => {
    const name = freshName('not-found')
    const result = await cli(['run', name, '--', 'no-such-command-s3-lock'])
    expect(result.code).toBe(127)
    expectOneLineError(result, /^command not found: no-such-command-s3-lock$/)
    expect(await status(name)).toMatchObject({ state: 'absent' })
  })
})

describe('errors: one line, no stack trace, no credentials', () => {
  it.each([
    [
      'missing bucket',
      ['status', 'x'],
      { S3_LOCK_BUCKET: undefined },
      2,
      /^no bucket: pass --bucket <name> or set S3_LOCK_BUCKET/
    ],
    [
      'bad bucket',
      ['status', 'x', '--bucket', 'no spaces'],
      {},
      2,
      /^--bucket: "no spaces" is not an S3 bucket name \(3 to 63 characters: lower-case letters/
    ],
    ['bucket too short', ['status', 'x', '--bucket', 'ab'], {}, 2, /^--bucket: "ab" is not an S3/],
    [
      'bucket with "_"',
      ['list', '--bucket', 'my_locks'],
      {},
      2,
      /^--bucket: "my_locks" is not an S3 bucket name/
    ],
    [
      'release without --force, store unreachable: still the usage error',
      ['release', 'x', '--endpoint', 'http://127.0.0.1:9'],
      {},
      2,
      /^release breaks another holder's lock, so it needs --force .*; lock "x" could not be read \(could not reach s3:\/\/.*ECONNREFUSED/
    ],
    [
      'release without --token, no credentials: still the usage error',
      ['release', 'x', '--force'],
      {
        AWS_ACCESS_KEY_ID: undefined,
        AWS_SECRET_ACCESS_KEY: undefined,
        AWS_PROFILE: 'none',
        AWS_CONFIG_FILE: '/nonexistent',
        AWS_SHARED_CREDENTIALS_FILE: '/nonexistent',
        AWS_EC2_METADATA_DISABLED: 'true'
      },
      2,
      /needs --force and --token <n> .*could not be read \(no AWS credentials were found/
    ],
    [
      'bad duration',
      ['run', 'x', '--lease', 'soon', '--', 'true'],
      {},
      125,
      /^--lease: "soon" is not a duration; use a duration such as 15m/
    ],
    [
      'negative duration',
      ['run', 'x', '--timeout', '-5m', '--', 'true'],
      {},
      125,
      /^--timeout: "-5m" is negative/
    ],
    [
      'short lease',
      ['run', 'x', '--lease', '1s', '--', 'true'],
      {},
      125,
      /^--lease: must be at least 4s/
    ],
    ['no command', ['run', 'x'], {}, 125, /^missing the command: s3-lock run <name>/],
    [
      'command without --',
      ['run', 'x', 'make', 'deploy'],
      {},
      125,
      /^unexpected argument "make": the command goes after "--"/
    ],
    [
      "the action's --timeout-poll, read as --poll",
      ['run', 'x', '--timeout-poll', 'soon', '--', 'true'],
      {},
      125,
      /^--poll: .*use a duration such as/
    ],
    [
      'bad on-lost',
      ['run', 'x', '--on-lost', 'panic', '--', 'true'],
      {},
      125,
      /^--on-lost: "panic" is not "kill" or "continue"/
    ],
    [
      'unknown option',
      ['status', 'x', '--verbose'],
      {},
      2,
      /^unknown option --verbose \(see s3-lock status --help\)$/
    ],
    ['unknown command', ['unlock', 'x'], {}, 2, /^unknown command "unlock"/],
    ['missing name', ['status'], {}, 2, /^missing the lock name/],
    ['bad name', ['status', 'a//b'], {}, 2, /^lock name "a\/\/b" contains "\/\/"/],
    [
      'bad token',
      ['release', 'x', '--force', '--token', 'seven'],
      {},
      2,
      /^--token: "seven" is not a fencing token/
    ],
    ['missing value', ['status', 'x', '--region'], {}, 2, /^option --region needs a value/],
    [
      'value forgotten before --',
      ['run', 'x', '--context', '--', 'true'],
      {},
      125,
      /^option --context needs a value \(--context <value> or --context=<value>\) \(see s3-lock run --help\)$/
    ],
    [
      'flag given a value',
      ['list', '--json=yes'],
      {},
      2,
      /^option --json takes no value \(write --json alone\) \(see s3-lock list --help\)$/
    ],
    ['unknown short option', ['status', 'x', '-v'], {}, 2, /^unknown option -v \(see s3-lock/],
    [
      'bad endpoint',
      ['status', 'x', '--endpoint', 'localhost:7480'],
      {},
      2,
      /^--endpoint: .* is not an http\(s\) URL/
    ],
    [
      'no such bucket',
      ['status', 'x', '--bucket', 'no-such-bucket-s3-lock-cli'],
      {},
      1,
      /does not exist \(NoSuchBucket\): create it or fix --bucket/
    ],
    [
      'no such bucket (list)',
      ['list', '--bucket', 'no-such-bucket-s3-lock-cli'],
      {},
      1,
      /does not exist \(NoSuchBucket\): create it or fix --bucket/
    ],
    [
      'wrong secret',
      ['status', 'x'],
      { AWS_SECRET_ACCESS_KEY: 'wrong-secret-wrong-secret' },
      1,
      /rejected the AWS credentials \(SignatureDoesNotMatch\)/
    ],
    [
      'wrong secret (run)',
      ['run', 'x', '--', 'true'],
      { AWS_SECRET_ACCESS_KEY: 'wrong-secret-wrong-secret' },
      125,
      /rejected the AWS credentials \(SignatureDoesNotMatch\)/
    ],
    [
      'no credentials',
      ['status', 'x'],
      {
        AWS_ACCESS_KEY_ID: undefined,
        AWS_SECRET_ACCESS_KEY: undefined,
        AWS_PROFILE: 'none',
        AWS_CONFIG_FILE: '/nonexistent',
        AWS_SHARED_CREDENTIALS_FILE: '/nonexistent',
        AWS_EC2_METADATA_DISABLED: 'true'
      },
      1,
      /^no AWS credentials were found: set AWS_ACCESS_KEY_ID/
    ],
    [
      'store unreachable',
      ['status', 'x', '--endpoint', 'http://127.0.0.1:9'],
      {},
      1,
      /could not reach s3:\/\/.*ECONNREFUSED/
    ]
  ])('%s', async (_label, args, env, code, message) => {
    const result = await cli(args, env as Record<string, string | undefined>)
    expect(result.code).toBe(code)
    expectOneLineError(result, message)
    expect(result.stderr).not.toContain('wrong-secret')
  })
})

describe('run --newest: newest wins among the runs of a group', () => {
  it('an older run is superseded: it fails (125), or with skip exits 0 without running', async () => {
    const name = freshName('newest')
    const marker = join(scratch, `newest-${serial}`)
    const newer = await cli(['run', name, '--newest', 'deploy', '--order', '1042', '--', 'true'])
    expect(newer.code).toBe(0)
    const older = await cli(['run', name, '--newest', 'deploy', '--order', '1041.3', '--', 'true'])
    expect(older.code).toBe(125)
    expectOneLineError(older, /superseded: a newer run of group "deploy" \(order 1042: /)
    const skipped = await cli([
      'run',
      name,
      '--newest',
      'deploy',
      '--order',
      '1040',
      '--on-superseded',
      'skip',
      '--',
      'touch',
      marker
    ])
    expect(skipped.code).toBe(0)
    expect(skipped.stderr).toMatch(/the command is not run \(--on-superseded skip\)/)
    expect(existsSync(marker)).toBe(false)
    // Another group is not affected, and status names the newest run of each group.
    expect((await cli(['run', name, '--newest', 'docs', '--order', '7', '--', 'true'])).code).toBe(
      0
    )
    const status = JSON.parse((await cli(['status', name, '--json'])).stdout)
    expect(
      status.newest.map((e: { group: string; order: number[] }) => [e.group, e.order])
    ).toEqual(
      expect.arrayContaining([
        ['deploy', [1042]],
        ['docs', [7]]
      ])
    )
  }, 60_000)

  it('--order without --newest, or a bad order, is a usage error naming the option', async () => {
    const name = freshName('newest-usage')
    const alone = await cli(['run', name, '--order', '5', '--', 'true'])
    expect(alone.code).toBe(125)
    expectOneLineError(alone, /^--order and --on-superseded go with --newest <group> \(see/)
    const bad = await cli(['run', name, '--newest', 'g', '--order', 'v1.2', '--', 'true'])
    expect(bad.code).toBe(125)
    expectOneLineError(bad, /^--order: "v1.2" is not a number/)
  }, 30_000)
})
