import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createTestBucket } from './support/s3.js'

// The CLI with several holders, on the RGW through dist/cli: `run --holders` takes a place,
// `status` and `list` show every place, and `release --force --token` frees exactly one.

const cliEntry = join(new URL('..', import.meta.url).pathname, 'dist', 'cli', 'index.js')
const node = process.env.ACTION_NODE ?? process.execPath
let bucket: string
const running: { child: ReturnType<typeof spawn>; done: Promise<unknown> }[] = []

beforeAll(async () => {
  bucket = await createTestBucket('semaphore-cli')
})
// s3-lock run passes SIGTERM on to its command and releases its place once it has exited.
afterAll(async () => {
  for (const { child } of running) if (child.exitCode === null) child.kill('SIGTERM')
  await Promise.all(running.map(({ done }) => done))
})

interface Result {
  code: number | null
  stdout: string
  stderr: string
}

function start(args: string[]): { done: Promise<Result>; stderr: () => string } {
  const env: NodeJS.ProcessEnv = { ...process.env, S3_LOCK_BUCKET: bucket }
  for (const name of Object.keys(env)) {
    if (/^(GITHUB_|RUNNER_|INPUT_|STATE_|JEST_|NODE_OPTIONS$)/.test(name)) delete env[name]
  }
  const child = spawn(node, [cliEntry, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const done = new Promise<Result>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  )
  running.push({ child, done })
  return { done, stderr: () => stderr }
}

const cli = (args: string[]) => start(args).done

interface Place {
  token: number
  exclusive: boolean
  holderLabel: string
  renewals: number
}

async function places(name: string): Promise<{ holders?: number; places?: Place[] }> {
  const result = await cli(['status', name, '--json'])
  expect(result).toMatchObject({ code: 0, stderr: '' })
  return JSON.parse(result.stdout)
}

async function eventually(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(100)
  }
}

describe('s3-lock with several holders', () => {
  it('run --holders takes places; status and list show them; release --force --token frees exactly one', async () => {
    const name = `cli-pool/${Date.now().toString(36)}`
    const run = (label: string) =>
      start([
        'run',
        name,
        '--holders',
        '2',
        '--lease',
        '6s',
        '--poll',
        '200ms',
        '--context',
        label,
        '--',
        'sleep',
        '30'
      ])
    const first = run('first')
    await eventually(async () => (await places(name)).places?.length === 1, 20_000, 'first place')
    const second = run('second')
    await eventually(async () => (await places(name)).places?.length === 2, 20_000, 'second place')
    const third = run('third')
    // The pool is full: the third waits in line.
    await eventually(async () => /joined its line/.test(third.stderr()), 20_000, 'third in line')

    const held = await places(name)
    expect(held.holders).toBe(2)
    const [a, b] = held.places as Place[]
    expect(a.holderLabel).toMatch(/first/)
    expect(b.holderLabel).toMatch(/second/)

    const text = await cli(['status', name])
    expect(text.stdout).toMatch(/2 of 2 places held \(holders: 2\)/)
    expect(text.stdout).toMatch(new RegExp(`token ${a.token}: .*first`))
    const list = await cli(['list', 'cli-pool/'])
    expect(list.stdout).toMatch(/held 2\/2/)

    // An ETag cannot name a place: refused, nothing written.
    const byEtag = await cli(['release', name, '--force', '--etag', 'abc'])
    expect(byEtag.code).toBe(2)
    expect(byEtag.stderr).toMatch(/several holders: name the place to free with --token/)
    // A token that holds no place: refused.
    const wrong = await cli(['release', name, '--force', '--token', String(b.token + 100)])
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/no place is held with token/)

    const forced = await cli(['release', name, '--force', '--token', String(a.token)])
    expect(forced).toMatchObject({ code: 0 })
    expect(forced.stderr).toMatch(/the other holders keep theirs/)
    // The third takes the freed place; the second keeps its own all along.
    await eventually(
      async () => ((await places(name)).places ?? []).some((p) => /third/.test(p.holderLabel)),
      20_000,
      'third in the freed place'
    )
    const after = (await places(name)).places as Place[]
    expect(after.map((p) => p.token)).toContain(b.token)
    expect(after.map((p) => p.token)).not.toContain(a.token)
    expect(Math.max(...after.map((p) => p.token))).toBeGreaterThan(b.token)
    // The first finds its place lost at its next renewal, and stops its command.
    const firstDone = await first.done
    expect(firstDone.code).toBe(125)
    expect(firstDone.stderr).toMatch(/lost/)
    // while the second still runs its command.
    const secondState = await Promise.race([
      second.done.then(() => 'exited'),
      sleep(200).then(() => 'running')
    ])
    expect(secondState).toBe('running')
  }, 90_000)

  it('run --holders with a bad number fails in one line', async () => {
    const result = await cli(['run', 'cli-pool/bad', '--holders', '0', '--', 'true'])
    expect(result.code).toBe(125)
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/--holders: "0" is not a whole number from 1 to 100/)
    ])
  }, 30_000)
})
