import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { ROOT_ACTION } from './support/critical-section.js'
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.js'
import { errors, jobKit } from './support/lock-steps.js'
import { createTestBucket, listKeys, s3Env } from './support/s3.js'

// The doctor sub-action, its bundle run the way the runner runs it (doctor/action.yml →
// dist/doctor/index.js) against the local RGW: with credentials that may do everything it
// passes and leaves nothing behind; with a refused write it fails and prints the statement to
// add to the role policy, in the log and the job summary.

const DOCTOR_ACTION = path.join(ROOT_ACTION, 'doctor')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'doctor-action-'))
const kit = jobKit(scratch)
let bucket: string
let proxy: FaultProxy

beforeAll(async () => {
  bucket = await createTestBucket('doctor-action')
  proxy = await startFaultProxy({ target: s3Env().endpoint })
})

afterAll(async () => {
  kit.killAll()
  await proxy?.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

function doctor(name: string) {
  return kit.newJob('doctor').run(DOCTOR_ACTION, {
    id: 'doctor',
    inputs: { bucket, name, endpoint: proxy.endpoint, 'force-path-style': 'true' }
  })
}

describe('the doctor sub-action', () => {
  it('passes with credentials that may read, write and delete, and removes its probe', async () => {
    proxy.setFaults([])
    const step = await doctor('locks/works')
    expect({ exitCode: step.exitCode, errors: errors(step) }).toEqual({ exitCode: 0, errors: [] })
    expect(step.outputs.works).toBe('true')
    expect(step.stdout).toMatch(
      /^ok {3}create {7}PutObject If-None-Match: \* creates a new object$/m
    )
    expect(step.stdout).toMatch(/^ok {3}delete {7}DeleteObject removes the probe$/m)
    expect(step.stdout).not.toContain('Add to the role policy')
    expect(step.summary).toContain('a lock will work')
    expect(await listKeys(bucket, 'locks/works')).toEqual([])
  }, 60_000)

  it('a refused write: fails and prints the statement to add, with this bucket and prefix', async () => {
    proxy.setFaults([
      {
        action: 'status',
        status: 403,
        code: 'AccessDenied',
        classes: ['conditionalPut'],
        keyPrefix: 'locks/'
      }
    ])
    const step = await doctor('locks/refused')
    expect(step.exitCode).not.toBe(0)
    expect(step.outputs.works).toBe('false')
    expect(step.stdout).toMatch(/^FAIL create {7}access denied to s3:\/\/.*s3:PutObject/m)
    expect(errors(step)).toEqual([
      `a lock will not work at s3://${bucket}/locks/refused: create failed: add the statement printed above to the role policy`
    ])
    const statement = {
      Sid: 'ReadAndWriteLocks',
      Effect: 'Allow',
      Action: ['s3:GetObject', 's3:PutObject'],
      Resource: `arn:aws:s3:::${bucket}/locks/*`
    }
    const printed = /Add to the role policy \(read, create, replace\):\n(\{[\s\S]*?\n\})/.exec(
      step.stdout
    )
    expect(JSON.parse(printed?.[1] ?? 'null')).toEqual(statement)
    expect(step.summary).toContain(JSON.stringify(statement, null, 2))
    expect(await listKeys(bucket, 'locks/refused')).toEqual([])
  }, 60_000)

  it('a lock name that is no key: one line naming the input, nothing sent', async () => {
    proxy.setFaults([])
    const before = proxy.log.length
    const step = await doctor('locks//x')
    expect(step.exitCode).not.toBe(0)
    expect(errors(step)).toEqual([expect.stringMatching(/^input "name": .*"\/\/"/)])
    expect(proxy.log.length).toBe(before)
  }, 60_000)
})
