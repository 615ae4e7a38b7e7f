import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  PutBucketLifecycleConfigurationCommand,
  PutBucketVersioningCommand
} from '@aws-sdk/client-s3'
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { startFaultProxy } from './support/fault-proxy.js'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'

// `s3-lock doctor`, end to end: the built CLI (dist/cli/index.js) run as a separate process
// against the local RGW, as a user would run it before a first lock.

const root = new URL('..', import.meta.url).pathname
const cliEntry = join(root, 'dist', 'cli', 'index.js')
const node = process.env.ACTION_NODE ?? process.execPath

interface Result {
  code: number | null
  stdout: string
  stderr: string
}

function doctor(args: string[], env: Record<string, string | undefined> = {}): Promise<Result> {
  const childEnv: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries({ ...process.env, ...env })) {
    if (value !== undefined && !/^(GITHUB_|RUNNER_|JEST_|NODE_OPTIONS$)/.test(name)) {
      childEnv[name] = value
    }
  }
  const child = spawn(node, [cliEntry, 'doctor', ...args], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

function linesOf(stdout: string, status: string): string[] {
  return stdout.split('\n').filter((line) => line.startsWith(`${status} `))
}

interface DoctorJson {
  bucket: string
  endpoint: string
  works: boolean
  checks: { check: string; status: string; message: string }[]
}

let bucket: string

beforeAll(async () => {
  bucket = await createTestBucket('doctor')
})

describe('s3-lock doctor', () => {
  it('passes on the local RGW, says what it checked one line each, and leaves no object', async () => {
    const result = await doctor(['--bucket', bucket])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    const checks = [
      'credentials',
      'bucket',
      'read',
      'create',
      'replace',
      'delete',
      'list',
      'store check',
      'versioning',
      'lifecycle',
      'object lock'
    ]
    for (const check of checks) {
      expect(result.stdout).toMatch(new RegExp(`^ok +${check} +\\S`, 'm'))
    }
    expect(result.stdout).toMatch(/^ok +store check +PutObject If-None-Match enforced/m)
    expect(result.stdout).toMatch(new RegExp(`^A lock will work at s3://${bucket}\\.$`, 'm'))
    const { accessKeyId, secretAccessKey } = s3Env()
    expect(result.stdout).not.toContain(secretAccessKey)
    expect(result.stdout).not.toContain(accessKeyId)
    expect(await listKeys(bucket)).toEqual([])
  })

  it('with a lock name, probes under the name and leaves no object there either', async () => {
    const result = await doctor(['deploy/production', '--bucket', bucket])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/A lock will work at s3:\/\/\S+\/deploy\/production\./)
    expect(await listKeys(bucket)).toEqual([])
  })

  it('prints one JSON document with --json', async () => {
    const result = await doctor(['--bucket', bucket, '--json'])
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout) as DoctorJson
    expect(report).toMatchObject({ bucket, endpoint: s3Env().endpoint, works: true })
    expect(report.checks.map(({ check, status }) => [check, status])).toContainEqual([
      'create',
      'ok'
    ])
    expect(report.checks.every((check) => check.status === 'ok')).toBe(true)
  })

  it('fails in one line for a wrong secret key, without printing it', async () => {
    const wrong = 'not-the-secret-key-0123456789'
    const result = await doctor(['--bucket', bucket], { AWS_SECRET_ACCESS_KEY: wrong })
    expect(result).toMatchObject({ code: 1, stderr: '' })
    const failures = linesOf(result.stdout, 'FAIL')
    expect(failures).toEqual([
      expect.stringMatching(
        /^FAIL credentials +http:\/\/\S+ rejected the AWS credentials \(SignatureDoesNotMatch\): check the access key and secret$/
      )
    ])
    expect(result.stdout).not.toContain(wrong)
    expect(result.stdout).toMatch(/A lock will not work at s3:\/\/\S+: fix the FAIL line above\./)
  })

  it('fails in one line for a missing bucket', async () => {
    const missing = `${bucket}-missing`
    const result = await doctor(['--bucket', missing])
    expect(result).toMatchObject({ code: 1, stderr: '' })
    expect(linesOf(result.stdout, 'FAIL')).toEqual([
      expect.stringMatching(
        new RegExp(`^FAIL bucket +s3://${missing} does not exist at \\S+ \\(NoSuchBucket\\)`)
      )
    ])
  })

  it('fails when no credentials are found', async () => {
    const result = await doctor(['--bucket', bucket], {
      AWS_ACCESS_KEY_ID: undefined,
      AWS_SECRET_ACCESS_KEY: undefined,
      AWS_PROFILE: undefined,
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_CONFIG_FILE: '/nonexistent',
      AWS_SHARED_CREDENTIALS_FILE: '/nonexistent'
    })
    expect(result).toMatchObject({ code: 1, stderr: '' })
    expect(linesOf(result.stdout, 'FAIL')).toEqual([
      expect.stringMatching(/^FAIL credentials +no AWS credentials were found/)
    ])
  })

  describe('through a proxy that refuses some requests', () => {
    let proxy: Awaited<ReturnType<typeof startFaultProxy>>
    beforeAll(async () => {
      proxy = await startFaultProxy({ target: s3Env().endpoint })
    })
    afterAll(async () => {
      await proxy.close()
    })

    it('removes the probe object when the conditional replace is refused, and fails', async () => {
      proxy.setFaults([
        { action: 'status', status: 403, classes: ['conditionalPut'], skip: 1, times: 1 }
      ])
      const result = await doctor(['--bucket', bucket], { AWS_ENDPOINT_URL_S3: proxy.endpoint })
      expect(result).toMatchObject({ code: 1, stderr: '' })
      expect(linesOf(result.stdout, 'FAIL')).toEqual([
        expect.stringMatching(
          /^FAIL replace +access denied to s3:\/\/\S+\/\.s3-lock\/doctor\/probe-/
        )
      ])
      expect(await listKeys(bucket)).toEqual([])
    })

    it('passes when bucket settings and listing are refused: "not checked", not a failure', async () => {
      // Bucket-level GETs (ListObjectsV2, ?versioning, ?lifecycle, ?object-lock) and HeadBucket.
      proxy.setFaults([{ action: 'status', status: 403, classes: ['list', 'head'] }])
      const result = await doctor(['--bucket', bucket], { AWS_ENDPOINT_URL_S3: proxy.endpoint })
      expect(result).toMatchObject({ code: 0, stderr: '' })
      expect(result.stdout).toMatch(/^note list +no listing \(AccessDenied\)/m)
      expect(result.stdout).toMatch(/^ok +bucket +.* its region is not known/m)
      expect(result.stdout).toMatch(
        /^skip versioning +not checked \(no permission: s3:GetBucketVersioning\)$/m
      )
      expect(result.stdout).toMatch(
        /^skip lifecycle +not checked \(no permission: s3:GetLifecycleConfiguration\)$/m
      )
      expect(result.stdout).toMatch(
        /^skip object lock +not checked \(no permission: s3:GetBucketObjectLockConfiguration\)$/m
      )
      expect(await listKeys(bucket)).toEqual([])
    })
  })

  it('warns of a lifecycle rule that expires lock objects, and still passes', async () => {
    const settings = await createTestBucket('doctor-lifecycle')
    const client = s3Client()
    try {
      await client.send(
        new PutBucketLifecycleConfigurationCommand({
          Bucket: settings,
          LifecycleConfiguration: {
            Rules: [
              {
                ID: 'old-builds',
                Status: 'Enabled',
                Filter: { Prefix: '' },
                Expiration: { Days: 30 }
              },
              {
                ID: 'elsewhere',
                Status: 'Enabled',
                Filter: { Prefix: 'logs/' },
                Expiration: { Days: 1 }
              }
            ]
          }
        })
      )
    } finally {
      client.destroy()
    }
    const result = await doctor(['deploy/production', '--bucket', settings])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(linesOf(result.stdout, 'WARN')).toEqual([
      expect.stringMatching(
        /^WARN lifecycle +"old-builds" \(prefix ""\) expires current objects under "deploy\/production": a deleted lock restarts its fencing tokens at 1/
      )
    ])
    expect(await listKeys(settings)).toEqual([])
  })

  // A fact of the test server (Ceph RGW 16.2.15): in a bucket with versioning enabled it
  // ignores If-None-Match, which the store check finds and the doctor reports.
  it('fails on a versioned bucket of this RGW, where conditional writes are not enforced', async () => {
    const versioned = await createTestBucket('doctor-versioned')
    const client = s3Client()
    try {
      await client.send(
        new PutBucketVersioningCommand({
          Bucket: versioned,
          VersioningConfiguration: { Status: 'Enabled' }
        })
      )
    } finally {
      client.destroy()
    }
    const result = await doctor(['--bucket', versioned])
    expect(result).toMatchObject({ code: 1, stderr: '' })
    expect(result.stdout).toMatch(
      /^FAIL store check +the store does not enforce conditional writes \(PutObject If-None-Match NOT enforced/m
    )
    expect(result.stdout).toMatch(
      /^WARN versioning +enabled: every renewal keeps an old version .*add a NoncurrentVersionExpiration rule/m
    )
  })
})
