// The harness must behave like the runner, or tests built on it prove nothing: each test here
// pins one runner behaviour (see /work/shared/notes/runner.md) with the fixture action.
import { afterAll, describe, expect, it } from '@jest/globals'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  evaluate,
  parseKeyValueFile,
  parseWorkflowCommands,
  RUNNER_TIMEOUTS,
  SimulatedJob
} from './support/runner.js'

const fixture = fileURLToPath(new URL('./fixtures/harness-action', import.meta.url))
// Distinct values, so that a swapped or doubled delay shows.
const fast = { sigint: 400, sigterm: 200, streams: 1000 }

function environmentOf(result: { outputs: Record<string, string> }): Record<string, string> {
  return JSON.parse(result.outputs.environment)
}

/** Alive and not a zombie: a killed orphan may linger as one until init reaps it. */
function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2)[0])
  } catch {
    return false
  }
}

async function waitUntilDead(pid: number, ms = 3000): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return !isAlive(pid)
}

const strays: number[] = []
afterAll(() => {
  for (const pid of strays) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone already
    }
  }
})

describe('inputs', () => {
  it('names INPUT_ like the runner and evaluates defaults against the fake context', async () => {
    const job = new SimulatedJob({ github: { workflow: 'Deploy', job: 'build', run_number: '7' } })
    const result = await job.run(fixture, { inputs: { 'On-Signal': 'exit', 'extra input': 'x' } })
    await job.end()

    const env = environmentOf(result)
    expect(env['INPUT_LOCK-NAME']).toBe('lock/Deploy/build#7')
    expect(env['INPUT_ON-SIGNAL']).toBe('exit')
    expect(env).not.toHaveProperty('INPUT_ON_SIGNAL')
    // Declared without a default: still set, empty.
    expect(env['INPUT_NO-DEFAULT']).toBe('')
    expect(env.INPUT_EXTRA_INPUT).toBe('x')
    expect(result.inputs['On-Signal']).toBe('exit')
    expect(result.inputs).not.toHaveProperty('on-signal')
  })

  it('gives each job its own run id, job and tracking id', () => {
    const [a, b] = [new SimulatedJob(), new SimulatedJob()]
    expect(a.github.run_id).not.toBe(b.github.run_id)
    expect(a.github.job).not.toBe(b.github.job)
    expect(a.trackingId).not.toBe(b.trackingId)
    expect(a.trackingId).toMatch(/^github_[0-9a-f-]{36}$/)
    void a.end()
    void b.end()
  })

  it('throws for expressions it cannot evaluate instead of guessing', () => {
    const contexts = { github: { workflow: 'CI', event: { number: 3 } }, runner: {}, job: {} }
    expect(evaluate('${{ github.workflow }}-${{github.event.number}}', contexts)).toBe('CI-3')
    expect(() => evaluate('${{ secrets.TOKEN }}', contexts)).toThrow(/unsupported/)
    expect(() => evaluate("${{ format('{0}', github.job) }}", contexts)).toThrow(/unsupported/)
    expect(() => evaluate('${{ github.no_such_thing }}', contexts)).toThrow(/no value/)

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harness-bad-action-'))
    fs.writeFileSync(
      path.join(dir, 'action.yml'),
      "inputs:\n  token:\n    default: '${{ github.token2 }}'\nruns:\n  using: node24\n  main: x.js\n"
    )
    const job = new SimulatedJob()
    expect(() => job.start(dir)).toThrow(/github.token2/)
    void job.end()
    fs.rmSync(dir, { recursive: true })
  })
})

describe('environment', () => {
  it('keeps the parent environment except the runner-owned names', async () => {
    const parent: Record<string, string> = {
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9999',
      INPUT_MODE: 'fail',
      STATE_lock: 'stale',
      GITHUB_REPOSITORY: 'real/repo',
      NODE_OPTIONS: '--experimental-vm-modules'
    }
    const saved = Object.keys(parent).map((name) => [name, process.env[name]] as const)
    Object.assign(process.env, parent)
    const job = (() => {
      try {
        return new SimulatedJob({ env: { JOB_LEVEL: 'job' } })
      } finally {
        for (const [name, value] of saved) {
          if (value === undefined) delete process.env[name]
          else process.env[name] = value
        }
      }
    })()
    const result = await job.run(fixture, { env: { STEP_LEVEL: 'step' } })
    const env = environmentOf(result)
    const event = JSON.parse(fs.readFileSync(env.GITHUB_EVENT_PATH, 'utf8'))
    await job.end()

    expect(event.repository.full_name).toBe('octo-org/octo-repo')
    expect(result.outcome).toBe('success')
    expect(env.AWS_ENDPOINT_URL_S3).toBe('http://127.0.0.1:9999')
    expect(env.INPUT_MODE).toBe('ok')
    expect(env).not.toHaveProperty('STATE_lock')
    expect(env).not.toHaveProperty('NODE_OPTIONS')
    expect(env.GITHUB_REPOSITORY).toBe('octo-org/octo-repo')
    expect(env).toMatchObject({ JOB_LEVEL: 'job', STEP_LEVEL: 'step', CI: 'true' })
    expect(env).toMatchObject({ GITHUB_ACTIONS: 'true', RUNNER_OS: 'Linux' })
    expect(env.RUNNER_TRACKING_ID).toBe(job.trackingId)
    expect(result.outputs.cwd).toBe(job.github.workspace)
    expect(env.GITHUB_WORKSPACE).toBe(job.github.workspace)
    for (const name of ['OUTPUT', 'STATE', 'ENV', 'PATH', 'STEP_SUMMARY']) {
      expect(env[`GITHUB_${name}`]).toContain(job.runner.temp)
    }
  })

  it('gives every step fresh file-command files and carries GITHUB_ENV and GITHUB_PATH on', async () => {
    const job = new SimulatedJob()
    const first = await job.run(fixture, { id: 'first' })
    const second = await job.run(fixture, { id: 'second', env: { FIXTURE_MULTI: 'step wins' } })
    await job.end()

    const [a, b] = [environmentOf(first), environmentOf(second)]
    expect(a.GITHUB_ACTION).toBe('first')
    expect(b.GITHUB_ACTION).toBe('second')
    expect(b.GITHUB_OUTPUT).not.toBe(a.GITHUB_OUTPUT)
    expect(a).not.toHaveProperty('FIXTURE_FROM_MAIN')
    expect(b.FIXTURE_FROM_MAIN).toBe('yes')
    // A step's own env: block beats GITHUB_ENV, as in the runner's env context.
    expect(b.FIXTURE_MULTI).toBe('step wins')
    expect(b.PATH.split(':')[0]).toBe('/opt/fixture/bin')
    expect(b.PATH.split(':').filter((dir) => dir === '/opt/fixture/bin')).toHaveLength(1)
    // No step wrote these: they must not come from the previous step's outputs.
    expect(second.outputs).not.toHaveProperty('child-pid')
  })
})

describe('file commands', () => {
  it('parses outputs, state, env, path and summary, heredocs included', async () => {
    const job = new SimulatedJob()
    const result = await job.run(fixture)
    await job.end()

    expect(result.outputs).toMatchObject({ plain: 'a=b', multiline: 'first line\nsecond line' })
    expect(result.state).toEqual({ 'lock-key': 'locks/main', Mixed_Case: 'state\nover two lines' })
    expect(result.env).toEqual({ FIXTURE_FROM_MAIN: 'yes', FIXTURE_MULTI: 'one\ntwo' })
    expect(result.path).toEqual(['/opt/fixture/bin'])
    expect(result.summary).toBe('### Fixture summary\n')
  })

  it('follows the runner on the edge cases of the key-value syntax', () => {
    expect(parseKeyValueFile('\nA=1=2\n\nB<<EOF\nx=y\n\nEOF\nC<<=D\nEND\n=D\n')).toEqual({
      A: '1=2',
      B: 'x=y\n',
      // `<<` before `=`: a heredoc whose delimiter is `=D`.
      C: 'END'
    })
    expect(parseKeyValueFile('E<<X\nX\n')).toEqual({ E: '' })
    expect(() => parseKeyValueFile('F<<EOF\nno end\n')).toThrow(/delimiter/)
    expect(() => parseKeyValueFile('no separator\n')).toThrow(/Invalid/)
  })

  it('fails the step on a malformed file command', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harness-bad-output-'))
    fs.writeFileSync(path.join(dir, 'action.yml'), 'runs:\n  using: node24\n  main: main.js\n')
    fs.writeFileSync(
      path.join(dir, 'main.js'),
      "require('fs').appendFileSync(process.env.GITHUB_OUTPUT, 'x<<EOF\\nnever closed\\n')\n"
    )
    fs.writeFileSync(path.join(dir, 'package.json'), '{"type": "commonjs"}')
    const job = new SimulatedJob()
    const result = await job.run(dir)
    await job.end()
    fs.rmSync(dir, { recursive: true })

    expect(result.exitCode).toBe(0)
    expect(result.outcome).toBe('failure')
    expect(result.annotations[0].message).toMatch(/Unable to process file command 'output'/)
  })

  it('rejects a step summary over 1 MiB', async () => {
    const job = new SimulatedJob()
    const result = await job.run(fixture, { inputs: { 'summary-bytes': 1024 * 1024 } })
    await job.end()

    expect(result.summary).toBe('')
    expect(result.annotations.at(-1)).toMatchObject({ level: 'error' })
    expect(result.annotations.at(-1)?.message).toMatch(/GITHUB_STEP_SUMMARY.*1024k/)
  })
})

describe('workflow commands', () => {
  it('parses annotations from stdout and stderr with the runner escapes', async () => {
    const job = new SimulatedJob()
    const result = await job.run(fixture)
    await job.end()

    expect(result.annotations).toEqual([
      {
        level: 'warning',
        title: 'Title: with, escapes',
        file: 'main.js',
        line: '3',
        message: '100% two\nlines'
      },
      { level: 'notice', message: 'a notice' },
      { level: 'error', message: 'an error on stderr' }
    ])
    expect(result.masks).toEqual(['s3cr3t'])
  })

  it('decodes %25 last, so an escaped escape stays literal', () => {
    const { annotations } = parseWorkflowCommands('  ::error file=a%252C::%250A%0D\n')
    expect(annotations).toEqual([{ level: 'error', file: 'a%2C', message: '%0A\r' }])
  })
})

describe('post steps', () => {
  it('hands the saved state to the post as STATE_<name>, with the same inputs', async () => {
    const job = new SimulatedJob()
    await job.run(fixture, { inputs: { 'lock-name': 'given' } })
    const { posts } = await job.end()

    expect(posts).toHaveLength(1)
    const env = environmentOf(posts[0])
    expect(posts[0].stage).toBe('post')
    expect(env['STATE_lock-key']).toBe('locks/main')
    expect(env.STATE_Mixed_Case).toBe('state\nover two lines')
    expect(env['INPUT_LOCK-NAME']).toBe('given')
    expect(env.FIXTURE_FROM_MAIN).toBe('yes')
    expect(posts[0].annotations).toContainEqual({
      level: 'notice',
      message: 'post saw lock-key=locks/main'
    })
  })

  it('runs the post even when main failed', async () => {
    const job = new SimulatedJob()
    const main = await job.run(fixture, { inputs: { mode: 'fail' } })
    const { posts } = await job.end()

    expect(main.outcome).toBe('failure')
    expect(main.exitCode).toBe(1)
    expect(main.annotations).toContainEqual({
      level: 'error',
      title: 'Main failed',
      message: 'fixture main failed on purpose'
    })
    expect(posts.map((post) => post.outcome)).toEqual(['success'])
  })

  it('runs posts in reverse order of their mains, none for a skipped main', async () => {
    const job = new SimulatedJob()
    await job.run(fixture, { id: 'first' })
    const skipped = await job.run(fixture, { id: 'skipped', skip: true })
    await job.run(fixture, { id: 'second', inputs: { mode: 'fail' } })
    await job.run(fixture)
    const { posts } = await job.end()

    expect(skipped.outcome).toBe('skipped')
    expect(posts.map((post) => post.id)).toEqual(['__self', 'second', 'first'])
    // Each post sees the GITHUB_ENV written by the posts before it.
    expect(environmentOf(posts[0])).not.toHaveProperty('FIXTURE_FROM_POST')
    expect(environmentOf(posts[1]).FIXTURE_FROM_POST).toBe('yes')
  })

  it('refuses a second step while one is running', async () => {
    const job = new SimulatedJob({ timeouts: fast })
    const step = job.start(fixture, { inputs: { mode: 'wait', 'on-signal': 'exit' } })
    expect(() => job.start(fixture)).toThrow(/one step at a time/)
    await expect(job.end()).rejects.toThrow(/one step at a time/)
    await step.waitForOutput('ready')
    await step.cancel()
    await job.end()
  })
})

describe('cancellation', () => {
  it('stops a main that exits on SIGINT promptly, and still runs its post', async () => {
    const job = new SimulatedJob()
    const step = job.start(fixture, { inputs: { mode: 'wait', 'on-signal': 'exit' } })
    await step.waitForOutput('ready')
    const result = await step.cancel()
    const { posts } = await job.end()

    expect(result.outcome).toBe('cancelled')
    expect(result.exitCode).toBe(130)
    expect(result.stdout).toContain('received SIGINT')
    expect(result.cancel?.sigintAt).toBeDefined()
    expect(result.cancel?.sigtermAt).toBeUndefined()
    expect(Date.now() - (result.cancel?.sigintAt ?? 0)).toBeLessThan(2000)
    expect(posts.map((post) => post.outcome)).toEqual(['success'])
  })

  it('kills a main without handlers with SIGINT', async () => {
    const job = new SimulatedJob()
    const step = job.start(fixture, { inputs: { mode: 'wait' } })
    await step.waitForOutput('ready')
    const result = await step.cancel()
    await job.end()

    expect(result.signal).toBe('SIGINT')
    expect(result.cancel?.sigtermAt).toBeUndefined()
  })

  it('sends SIGTERM to a main that ignores SIGINT', async () => {
    const job = new SimulatedJob({ timeouts: fast })
    const step = job.start(fixture, { inputs: { mode: 'wait', 'on-signal': 'ignore-int' } })
    await step.waitForOutput('ready')
    const result = await step.cancel()
    await job.end()

    const { sigintAt = 0, sigtermAt = 0, sigkillAt } = result.cancel ?? { requestedAt: 0 }
    expect(result.stdout).toContain('received SIGINT\nreceived SIGTERM')
    expect(result.exitCode).toBe(143)
    expect(sigtermAt - sigintAt).toBeGreaterThanOrEqual(fast.sigint - 5)
    expect(sigtermAt - sigintAt).toBeLessThan(fast.sigint + 150)
    expect(sigkillAt).toBeUndefined()
  })

  it('sends SIGKILL to a main that ignores SIGINT and SIGTERM', async () => {
    const job = new SimulatedJob({ timeouts: fast })
    const step = job.start(fixture, { inputs: { mode: 'wait', 'on-signal': 'ignore-both' } })
    await step.waitForOutput('ready')
    const result = await step.cancel()
    await job.end()

    const { sigtermAt = 0, sigkillAt = 0 } = result.cancel ?? { requestedAt: 0 }
    expect(result.signal).toBe('SIGKILL')
    expect(result.outcome).toBe('cancelled')
    expect(result.stdout).toContain('received SIGINT\nreceived SIGTERM')
    expect(sigkillAt - sigtermAt).toBeGreaterThanOrEqual(fast.sigterm - 5)
    expect(sigkillAt - sigtermAt).toBeLessThan(fast.sigterm + 150)
  })

  it('uses the runner delays by default: SIGTERM after 7.5 s, SIGKILL 2.5 s later', async () => {
    expect(RUNNER_TIMEOUTS).toMatchObject({ sigint: 7500, sigterm: 2500 })
    const job = new SimulatedJob()
    const step = job.start(fixture, { inputs: { mode: 'wait', 'on-signal': 'ignore-both' } })
    await step.waitForOutput('ready')
    const result = await step.cancel()
    await job.end()

    const {
      requestedAt,
      sigintAt = 0,
      sigtermAt = 0,
      sigkillAt = 0
    } = result.cancel ?? {
      requestedAt: 0
    }
    expect(sigintAt - requestedAt).toBeLessThan(50)
    expect(sigtermAt - sigintAt).toBeGreaterThanOrEqual(7495)
    expect(sigtermAt - sigintAt).toBeLessThan(8000)
    expect(sigkillAt - sigtermAt).toBeGreaterThanOrEqual(2495)
    expect(sigkillAt - sigtermAt).toBeLessThan(3000)
    expect(result.signal).toBe('SIGKILL')
  }, 20000)

  it('cancels a step that outlives timeoutMs and fails it', async () => {
    const job = new SimulatedJob({ timeouts: fast })
    // Long enough for node to start and install its SIGINT handler on a busy machine (the
    // timeout counts from the spawn): a SIGINT before that kills it, and the exit code is gone.
    const result = await job.run(fixture, {
      inputs: { mode: 'wait', 'on-signal': 'exit' },
      timeoutMs: 3000
    })
    await job.end()

    expect(result.timedOut).toBe(true)
    expect(result.outcome).toBe('failure')
    expect(result.exitCode).toBe(130)
    expect(result.durationMs).toBeGreaterThanOrEqual(2995)
  })
})

describe('job-end cleanup', () => {
  it('SIGKILLs leftover processes carrying RUNNER_TRACKING_ID, and only those', async () => {
    const job = new SimulatedJob()
    const tracked = await job.run(fixture, { inputs: { spawn: 'tracked' } })
    const untracked = await job.run(fixture, { inputs: { spawn: 'untracked' } })
    const trackedPid = Number(tracked.outputs['child-pid'])
    const untrackedPid = Number(untracked.outputs['child-pid'])
    strays.push(trackedPid, untrackedPid)

    // The detached child outlives its step, as on the runner.
    expect(isAlive(trackedPid)).toBe(true)
    expect(isAlive(untrackedPid)).toBe(true)
    const { killed } = await job.end()

    expect(killed).toContain(trackedPid)
    expect(killed).not.toContain(untrackedPid)
    expect(killed).not.toContain(tracked.pid)
    expect(await waitUntilDead(trackedPid)).toBe(true)
    expect(isAlive(untrackedPid)).toBe(true)
  })
})
