import { beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import { SimulatedJob } from './support/runner.js'
import { createTestBucket, listKeys, s3Client } from './support/s3.js'

// aws-s3-lock-action's documented workflows, unchanged but for the `uses:` line: the same
// inputs (only `bucket` given, the rest defaulted by action.yml), the same outputs, the
// multi-job acquire → work → release with `if: always()`.

const root = new URL('..', import.meta.url).pathname
let bucket: string

beforeAll(async () => {
  bucket = await createTestBucket('dropin')
})

async function readLock(key: string) {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return JSON.parse((await object.Body?.transformToString()) ?? '')
}

describe('drop-in for aws-s3-lock-action', () => {
  it('single job: only `bucket` given; defaults apply; post releases', async () => {
    const job = new SimulatedJob({ github: { workflow: 'Deploy', job: 'deploy' } })
    const main = await job.run(root, { inputs: { bucket } })
    expect(main.exitCode).toBe(0)
    expect(main.inputs).toMatchObject({
      name: 'Deploy/deploy',
      expires: '15m',
      'timeout-poll': '500ms',
      context: `Deploy #${job.github.run_number}`
    })
    expect(main.outputs.key).toMatch(/^Deploy\/deploy#[0-9a-f-]{36}$/)
    expect(Date.parse(main.outputs['acquired-at'])).not.toBeNaN()
    const held = await readLock('Deploy/deploy')
    expect(held).toMatchObject({
      state: 'held',
      holder: { context: `Deploy #${job.github.run_number}` }
    })

    const { posts } = await job.end()
    expect(posts[0].exitCode).toBe(0)
    expect(await readLock('Deploy/deploy')).toMatchObject({ state: 'released' })
  })

  it('every duration form it accepts still works', async () => {
    const job = new SimulatedJob()
    const main = await job.run(root, {
      inputs: { bucket, name: 'durations', expires: '1h30m', timeout: '0', 'timeout-poll': '500ms' }
    })
    expect(main.exitCode).toBe(0)
    await job.end()
  })

  it('multi-job: acquire → work → release (if: always()) with the key output', async () => {
    const acquireJob = new SimulatedJob({ github: { workflow: 'Staging', job: 'acquire-lock' } })
    const acquired = await acquireJob.run(`${root}/acquire`, { inputs: { bucket } })
    expect(acquired.exitCode).toBe(0)
    expect(acquired.stdout).toMatch(
      /Held across jobs: nothing renews this lock after this job ends/
    )
    await acquireJob.end()
    // The lock outlives the acquiring job.
    expect(await readLock('Staging/acquire-lock')).toMatchObject({ state: 'held', token: 1 })

    // Another run of the same workflow waits for it, and times out while it is held.
    const contender = new SimulatedJob({ github: { workflow: 'Staging', job: 'acquire-lock' } })
    const blocked = await contender.run(`${root}/acquire`, {
      inputs: { bucket, timeout: '1s', 'timeout-poll': '200ms' }
    })
    expect(blocked.exitCode).toBe(1)
    expect(blocked.annotations[0].message).toMatch(
      /was not acquired within 1s: Lock "Staging\/acquire-lock" is held by Staging #/
    )
    expect(blocked.annotations[0].message).toMatch(
      /If that job is gone, break the lock with: s3-lock release "Staging\/acquire-lock" --bucket dropin-\S+ --force --token 1$/
    )

    const releaseJob = new SimulatedJob({ github: { workflow: 'Staging', job: 'release' } })
    const released = await releaseJob.run(`${root}/release`, {
      inputs: { bucket, key: acquired.outputs.key }
    })
    expect(released.exitCode).toBe(0)
    expect(await readLock('Staging/acquire-lock')).toMatchObject({ state: 'released', token: 1 })
    expect(await listKeys(bucket, 'Staging/')).toEqual([
      'Staging/acquire-lock',
      'Staging/acquire-lock/.s3-lock/line'
    ])
  })

  it('multi-job: the release job after a failed acquire gets an empty key and does nothing', async () => {
    const releaseJob = new SimulatedJob()
    const released = await releaseJob.run(`${root}/release`, { inputs: { bucket, key: '' } })
    expect(released.exitCode).toBe(0)
  })
})
