import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand, PutBucketPolicyCommand } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { runCli, type CliResult } from './support/cli-run.js'
import { errors, jobKit, lockStep as lockStepOf, serveWaiting } from './support/lock-steps.js'
import type { SimulatedJob } from './support/runner.js'
import { createTestBucket, s3Client } from './support/s3.js'

// Holds (docs/holds.md): `s3-lock hold` stops new acquisitions, current holders finish, waiters
// keep their places and show the reason, and the line goes on in order when the hold is lifted
// or ends. Through the action's bundles and the CLI's, on the RGW.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'holds-'))
const kit = jobKit(scratch)
let bucket: string

beforeAll(async () => {
  bucket = await createTestBucket('holds')
})
afterEach(() => kit.killAll())
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** The CLI as alice, on this suite's bucket (or another). */
function cli(args: string[], env: NodeJS.ProcessEnv = {}, onBucket = bucket): Promise<CliResult> {
  return runCli(args, { bucket: onBucket, env })
}

function lockStep(job: SimulatedJob, name: string, inputs: Record<string, string> = {}) {
  return lockStepOf(job, { bucket, name, inputs: { timeout: '60s', ...inputs } })
}

async function holdsObject(onBucket = bucket): Promise<{ holds: { target: string }[] }> {
  const object = await s3Client().send(
    new GetObjectCommand({ Bucket: onBucket, Key: '.s3-lock/holds' })
  )
  return JSON.parse((await object.Body?.transformToString()) ?? '')
}

async function eventually(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(200)
  }
}

describe('a hold', () => {
  it('lets the holder finish, admits nobody after it, and hold --wait returns after its release', async () => {
    const name = 'deploy/production'
    const holder = kit.newJob('holder')
    expect((await lockStep(holder, name).done).outcome).toBe('success')

    const holding = cli([
      'hold',
      name,
      '--reason',
      'INC-1: payments migration',
      '--for',
      '30s',
      '--wait'
    ])
    const waiter = kit.newJob('waiter')
    const waiting = lockStep(waiter, name)
    await sleep(1500)
    const releasedAt = Date.now()
    await holder.end()
    const hold = await holding
    expect(hold.code).toBe(0)
    expect(hold.stdout).toMatch(/deploy\/production: .*holder.* holds it and will finish/)
    expect(hold.stdout).toContain('Nothing under the hold is running now')
    expect(hold.endedAt).toBeGreaterThanOrEqual(releasedAt)

    // The waiter takes the lock (nobody can pass it in line) but does not go: its record says why.
    await waiting.waitForOutput(/is on hold by alice \("INC-1: payments migration"/, 15_000)
    const statusOf = async () => JSON.parse((await cli(['status', name, '--json'])).stdout)
    await eventually(
      async () => (await statusOf()).holder.pausedOnHold === name,
      10_000,
      'the paused holder marked in the record'
    )
    const seen = await statusOf()
    expect(seen.holds).toEqual([expect.objectContaining({ target: name, by: 'alice' })])
    expect(seen.holder).toMatchObject({
      pausedOnHold: name,
      holdReason: 'INC-1: payments migration'
    })
    expect(waiting.finished).toBe(false)
    expect(waiting.stdout).toContain(`s3-lock unhold ${name} --bucket ${bucket}`)

    const lifted = await cli(['unhold', name, '--by', 'bob'])
    expect(lifted).toMatchObject({ code: 0 })
    const result = await waiting.done
    expect(result.outcome).toBe('success')
    expect(result.summary).toContain('waited')
    expect(result.summary).toContain('INC-1: payments migration')
    const audit = (await holdsObject()) as unknown as { holds: unknown[]; history: object[] }
    expect(audit.holds).toEqual([])
    expect(audit.history).toEqual([
      expect.objectContaining({ event: 'hold', by: 'alice' }),
      expect.objectContaining({ event: 'unhold', liftedBy: 'bob' })
    ])
  })

  it('on a prefix stops jobs on two names: on-hold fail, skip, and a timeout shorter than the hold', async () => {
    const held = await cli(['hold', 'app/', '--reason', 'Black Friday', '--for', '60s'])
    expect(held.code).toBe(0)
    expect(held.stdout).toContain('Nobody holds a lock under it')

    const failing = await lockStep(kit.newJob('fail'), 'app/api', { 'on-hold': 'fail' }).done
    expect(failing.outcome).toBe('failure')
    expect(errors(failing)).toEqual([
      expect.stringMatching(
        /on hold by alice \("Black Friday".*on-hold: fail.*s3-lock unhold app\//
      )
    ])
    const skipping = await lockStep(kit.newJob('skip'), 'app/web', { 'on-hold': 'skip' }).done
    expect(skipping.outcome).toBe('success')
    expect(skipping.outputs.acquired).toBe('false')
    const short = await lockStep(kit.newJob('short'), 'app/web', { timeout: '20s' }).done
    expect(short.outcome).toBe('failure')
    expect(errors(short)[0]).toMatch(/"Black Friday".*ends after this job's timeout/)
    expect(short.durationMs).toBeLessThan(10_000)
    // Each gave its lock back: both names are free, and still held back.
    for (const name of ['app/api', 'app/web']) {
      const status = await cli(['status', name, '--json'])
      expect(JSON.parse(status.stdout)).toMatchObject({ state: 'released' })
    }

    // Break-glass: written into the record and warned about; release --force leaves the hold.
    const urgent = kit.newJob('urgent')
    const glass = await lockStep(urgent, 'app/api', { 'ignore-hold': 'hotfix INC-2' }).done
    expect(glass.outcome).toBe('success')
    expect(glass.annotations).toContainEqual(
      expect.objectContaining({ level: 'warning', message: expect.stringContaining('ignore-hold') })
    )
    const record = JSON.parse((await cli(['status', 'app/api', '--json'])).stdout)
    expect(record.holder.ignoredHold).toMatch(/^hotfix INC-2 \(hold on app\/ by alice/)
    const forced = await cli(['release', 'app/api', '--force', '--token', String(record.token)])
    expect(forced.code).toBe(0)
    const after = await cli(['status', 'app/api'])
    expect(after.stdout).toMatch(/^ON HOLD app\/ by alice: "Black Friday"/)
    expect((await holdsObject()).holds).toEqual([expect.objectContaining({ target: 'app/' })])
    expect((await cli(['unhold', 'app/'])).code).toBe(0)
  })

  it('keeps waiters in line, showing the reason, and lets them go in order when it ends', async () => {
    const name = 'deploy/staging'
    expect((await cli(['hold', name, '--reason', 'freeze for the demo', '--for', '4s'])).code).toBe(
      0
    )
    const waiting = []
    for (const label of ['first', 'second', 'third']) {
      const job = kit.newJob(label)
      waiting.push({ job, main: lockStep(job, name) })
      await sleep(400)
    }
    await waiting[0].main.waitForOutput(/is on hold by alice/, 10_000)
    await waiting[1].main.waitForOutput(/that holder is paused: .*"freeze for the demo"/, 10_000)
    const { order, results } = await serveWaiting(waiting)
    expect(order).toEqual([0, 1, 2])
    expect(results.map((result) => result.outcome)).toEqual(['success', 'success', 'success'])
  })

  it('holds every place of a pool: a place taken under it pauses, and is freed on a fail', async () => {
    const name = 'pool/runners'
    const first = kit.newJob('place-1')
    expect((await lockStep(first, name, { holders: '2' }).done).outcome).toBe('success')
    expect((await cli(['hold', name, '--reason', 'pool freeze', '--for', '30s'])).stdout).toMatch(
      /pool\/runners: .* holds it and will finish/
    )
    const failing = await lockStep(kit.newJob('place-2'), name, {
      holders: '2',
      'on-hold': 'fail'
    }).done
    expect(failing.outcome).toBe('failure')
    expect(errors(failing)[0]).toMatch(/"pool freeze".*on-hold: fail/)
    // Its place was given back: the next job takes it, and pauses there.
    const paused = lockStep(kit.newJob('place-3'), name, { holders: '2' })
    await paused.waitForOutput(/is on hold by alice \("pool freeze"/, 15_000)
    // The mark is written just after that line: the pool's record shows it soon.
    const statusOf = async () => JSON.parse((await cli(['status', name, '--json'])).stdout)
    await eventually(
      async () =>
        (await statusOf()).places.some(
          (place: { holder: Record<string, string> }) => place.holder.pausedOnHold === name
        ),
      10_000,
      'the paused place marked in the record'
    )
    expect((await statusOf()).places).toHaveLength(2)
    expect((await cli(['unhold', name])).code).toBe(0)
    expect((await paused.done).outcome).toBe('success')
  })

  it('cannot be set or lifted by a CI role that may only read the holds', async () => {
    const ciBucket = await createTestBucket('holds-iam')
    const ci = 'arn:aws:iam:::user/s3-lock-other'
    await s3Client().send(
      new PutBucketPolicyCommand({
        Bucket: ciBucket,
        Policy: JSON.stringify({
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: { AWS: [ci] },
              Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
              Resource: [`arn:aws:s3:::${ciBucket}/ci/*`]
            },
            {
              Effect: 'Allow',
              Principal: { AWS: [ci] },
              Action: ['s3:GetObject'],
              Resource: [`arn:aws:s3:::${ciBucket}/.s3-lock/holds`]
            },
            {
              Effect: 'Allow',
              Principal: { AWS: [ci] },
              Action: ['s3:ListBucket'],
              Resource: [`arn:aws:s3:::${ciBucket}`]
            }
          ]
        })
      })
    )
    const asCi = {
      AWS_ACCESS_KEY_ID: process.env.S3_TEST_OTHER_ACCESS_KEY_ID ?? '',
      AWS_SECRET_ACCESS_KEY: process.env.S3_TEST_OTHER_SECRET_ACCESS_KEY ?? ''
    }
    expect(asCi.AWS_ACCESS_KEY_ID).not.toBe('')
    const denied = await cli(['hold', 'ci/', '--reason', 'mine', '--for', '1m'], asCi, ciBucket)
    expect(denied.code).toBe(1)
    expect(denied.stderr).toMatch(/^s3-lock: error: access denied to s3:\/\/.*\/\.s3-lock\/holds/)
    expect(denied.stderr.trim().split('\n')).toHaveLength(1)

    expect(
      (await cli(['hold', 'ci/', '--reason', 'release freeze', '--for', '1m'], {}, ciBucket)).code
    ).toBe(0)
    const unheld = await cli(['unhold', 'ci/'], asCi, ciBucket)
    expect(unheld.code).toBe(1)
    expect((await holdsObject(ciBucket)).holds).toEqual([
      expect.objectContaining({ target: 'ci/' })
    ])
    // The CI role reads the hold, and obeys it.
    const job = kit.newJob('ci')
    const step = await lockStepOf(job, {
      bucket: ciBucket,
      name: 'ci/deploy',
      inputs: { 'on-hold': 'fail' },
      env: asCi
    }).done
    expect(step.outcome).toBe('failure')
    expect(errors(step)[0]).toMatch(/"release freeze"/)
    expect((await cli(['unhold', 'ci/'], {}, ciBucket)).code).toBe(0)
  })

  it('refuses bad input in one line, writing nothing', async () => {
    const empty = await createTestBucket('holds-input')
    for (const [args, option] of [
      [['hold', 'x'], '--reason'],
      [['hold', 'x', '--reason', 'r'], '--for'],
      [['hold', 'x', '--reason', 'r', '--for', '8d'], '--for'],
      [['hold', 'x', '--reason', 'r', '--for', 'soon'], '--for'],
      [['hold', 'a/../b/', '--reason', 'r', '--for', '1h'], 'lock name']
    ] as const) {
      const result = await cli([...args], {}, empty)
      expect({ args, code: result.code }).toEqual({ args, code: 2 })
      expect(result.stderr).toContain(option)
      expect(result.stderr.trim().split('\n')).toHaveLength(1)
    }
    const long = await cli(['hold', 'x', '--reason', 'r', '--for', '8d', '--max', '10d'], {}, empty)
    expect(long.code).toBe(0)
    expect((await cli(['unhold', 'y'], {}, empty)).code).toBe(1)
  })
})
