import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.js'
import { jobKit, lockStep } from './support/lock-steps.js'
import { createTestBucket, s3Env } from './support/s3.js'

// Holds under the store faults of review 4 (docs/holds.md, docs/protocol.md "Holds"): through
// the CLI's and the action's bundles, on the RGW behind the fault proxy.

const root = new URL('..', import.meta.url).pathname
const cliEntry = path.join(root, 'dist', 'cli', 'index.js')
const node = process.env.ACTION_NODE ?? process.execPath
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'holds-faults-'))
const kit = jobKit(scratch)
let bucket: string
let proxy: FaultProxy

beforeAll(async () => {
  bucket = await createTestBucket('holds-faults')
  proxy = await startFaultProxy({ target: s3Env().endpoint })
})
afterEach(() => {
  kit.killAll()
  proxy.setFaults([])
})
afterAll(async () => {
  await proxy.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** The CLI through the proxy, as alice. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, S3_LOCK_BUCKET: bucket, S3_LOCK_BY: 'alice' }
  for (const name of Object.keys(env)) {
    if (/^(GITHUB_|RUNNER_|INPUT_|STATE_|JEST_|NODE_OPTIONS$)/.test(name)) delete env[name]
  }
  const child = spawn(
    node,
    [cliEntry, ...args, '--force-path-style', '--endpoint', proxy.endpoint],
    { env, stdio: ['ignore', 'pipe', 'pipe'] }
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

describe('a hold behind a gateway whose Date runs ahead of the store (F41)', () => {
  it('lasts as long as it was set for, and a rewrite for another hold does not shorten it', async () => {
    const name = 'skew/production'
    const other = 'skew/other'
    // Every answer's Date 15 s ahead of the clock that stamps Last-Modified (nginx in front of
    // a store, on another host). Before the fix a 20 s hold read as 6 s left at once.
    proxy.setFaults([{ action: 'date-skew', ms: 15_000 }])
    const setAt = Date.now()
    expect((await cli(['hold', name, '--reason', 'skew', '--for', '20s'])).code).toBe(0)
    await sleep(2_000)
    // A rewrite of the registry by a second hold: it used to store the shortened time.
    expect((await cli(['hold', other, '--reason', 'other', '--for', '1h'])).code).toBe(0)
    const job = kit.newJob('skewed')
    const step = lockStep(job, { bucket, name, inputs: { endpoint: proxy.endpoint } })
    await step.waitForOutput(/is on hold by alice/, 15_000)
    const result = await step.done
    expect(result.outcome).toBe('success')
    // It went once the hold had run its 20 s (a second of Date resolution each way).
    expect(Date.now() - setAt).toBeGreaterThanOrEqual(19_000)
    await job.end()
    expect((await cli(['unhold', other])).code).toBe(0)
  }, 90_000)
})

describe('a pause mark answered 500 that landed all the same (F42)', () => {
  it('is taken off before the job goes, so hold --wait and status see it running', async () => {
    const name = 'mark/production'
    // The name exists, so the job's first conditional write of it is its take.
    const first = kit.newJob('first')
    expect((await lockStep(first, { bucket, name }).done).outcome).toBe('success')
    await first.end()
    expect((await cli(['hold', name, '--reason', 'INC-9', '--for', '30s'])).code).toBe(0)
    // The conditional writes after the take, the pause mark and its retries: a gateway answers
    // 500, the store applies each a second later (the first lands, the rest are refused). The
    // job never hears that its mark is on.
    proxy.setFaults([
      {
        classes: ['conditionalPut'],
        key: name,
        action: 'late-land',
        status: 500,
        ms: 1_000,
        skip: 1,
        times: 5
      }
    ])
    const job = kit.newJob('paused')
    const step = lockStep(job, { bucket, name, inputs: { endpoint: proxy.endpoint } })
    await step.waitForOutput(/is on hold by alice/, 15_000)
    const landed = () => proxy.log.find((entry) => entry.fault === 'late-land' && entry.landedAt)
    for (let i = 0; i < 50 && landed() === undefined; i++) await sleep(100)
    const late = landed()
    expect(late?.status).toBe(200)
    expect((await cli(['unhold', name])).code).toBe(0)
    const result = await step.done
    expect(result.outcome).toBe('success')
    // Handed to the job: the record no longer says it is paused.
    const status = JSON.parse((await cli(['status', name, '--json'])).stdout)
    expect(status.holder?.pausedOnHold).toBeUndefined()
    expect(status.holder).toBeDefined()
    await job.end()
  }, 90_000)
})
