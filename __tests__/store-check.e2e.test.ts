import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { storeEndpoint } from '../src/lock/store/store-endpoint.js'
import {
  CHECK_VERSION,
  recordBase,
  serializeVerdictRecord,
  type VerdictRecord
} from '../src/lock/store-check/store-verdict.js'
import type { S3LockStore } from '../src/lock/store/s3-store.js'
import {
  countClasses,
  startFaultProxy,
  type FaultProxy,
  type FaultRule,
  type LogEntry
} from './support/fault-proxy.js'
import { errors, jobKit, lockStep } from './support/lock-steps.js'
import type { StepResult } from './support/runner.js'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'

// The store check, paid once per store (src/lock/store-check/store-verdict.ts, docs/protocol.md "The store
// check, once per store"), through the built bundles and the local RGW. Every fault proxy is a
// store of its own as far as the action can tell (its own endpoint), so a fresh proxy is a
// store nobody has checked yet.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'store-check-'))
const kit = jobKit(scratch)
let bucket: string
const proxies: FaultProxy[] = []

beforeAll(async () => {
  bucket = await createTestBucket('store-check')
})

afterEach(() => kit.killAll())

afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()))
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** A store nobody has checked: a proxy of its own in front of RGW. */
async function newStore(rules: FaultRule[] = [], seed?: number): Promise<FaultProxy> {
  const proxy = await startFaultProxy({ target: s3Env().endpoint, seed })
  proxy.setFaults(rules)
  proxies.push(proxy)
  return proxy
}

let serial = 0
function freshName(prefix = 'check'): string {
  return `${prefix}/${Date.now().toString(36)}-${serial++}`
}

const isProbe = (entry: LogEntry) => /\.s3-lock\/store-check\/(probe|race)-/.test(entry.key)
const probeIds = (log: LogEntry[]) =>
  new Set(log.filter(isProbe).map((entry) => /(?:probe|race)-([0-9a-f-]{36})/.exec(entry.key)?.[1]))

function endpointOf(proxy: FaultProxy) {
  const url = new URL(proxy.endpoint)
  return storeEndpoint(
    { protocol: url.protocol, hostname: url.hostname, port: Number(url.port) },
    bucket
  )
}

function recordKey(proxy: FaultProxy, prefix = ''): string {
  const { slug } = endpointOf(proxy)
  return `${prefix}.s3-lock/store-check/${slug}.json`
}

async function readObject(key: string): Promise<string> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return (await object.Body?.transformToString()) ?? ''
}

async function writeObject(key: string, body: string): Promise<void> {
  await s3Client().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
}

/** A sealed record, as a job of this version would write it, for `proxy`'s endpoint. */
function sealedRecord(proxy: FaultProxy, fields: Partial<VerdictRecord>): string {
  const context = {
    endpoint: endpointOf(proxy),
    store: { bucket } as S3LockStore
  }
  return serializeVerdictRecord({
    ...recordBase(context),
    by: 'another-job',
    at: new Date().toISOString(),
    state: 'checked',
    key: recordKey(proxy),
    storeNow: new Date().toISOString(),
    enforced: true,
    found: 'PutObject If-None-Match enforced',
    ...fields
  } as VerdictRecord)
}

interface Cycle {
  main: StepResult
  post?: StepResult
  mainLog: LogEntry[]
  postLog: LogEntry[]
}

/** One job acquires `name` through `proxy` (renewal off) and releases it at job end. */
async function cycle(
  proxy: FaultProxy,
  name: string,
  inputs: Record<string, string> = {}
): Promise<Cycle> {
  const job = kit.newJob('check')
  const from = proxy.log.length
  const main = await lockStep(job, {
    bucket,
    name,
    inputs: { endpoint: proxy.endpoint, renew: 'false', ...inputs }
  }).done
  const middle = proxy.log.length
  const { posts } = await job.end()
  return {
    main,
    post: posts[0],
    mainLog: proxy.log.slice(from, middle),
    postLog: proxy.log.slice(middle)
  }
}

describe('once per store', () => {
  it('the first new name checks and records the verdict; the next new name costs GET, the verdict’s GET, PUT, LIST and PUT, then PUT', async () => {
    const proxy = await newStore()
    const first = await cycle(proxy, freshName())
    expect(first.main.exitCode).toBe(0)
    expect(first.main.outputs.strategy).toBe('conditional')
    expect(first.main.stdout).toMatch(
      /Store check at s3:\/\/.*\/\.s3-lock\/store-check\/probe-\*: PutObject If-None-Match enforced; .*4 concurrent If-None-Match writers: one won; 4 concurrent If-Match writers: one won; recorded in /
    )
    expect(probeIds(first.mainLog).size).toBe(1)
    expect(JSON.parse(await readObject(recordKey(proxy)))).toMatchObject({
      state: 'checked',
      enforced: true,
      endpoint: proxy.endpoint,
      check: CHECK_VERSION
    })

    const second = await cycle(proxy, freshName())
    expect(second.main.exitCode).toBe(0)
    expect(second.main.stdout).toMatch(/Store check at .*\.json \(recorded .* by an earlier job/)
    // The lock's GET (404), the verdict's GET, the create of the pending record, the LIST for
    // listing-strategy holders, the write that takes it, the GET of the holds after it
    // (docs/holds.md; 404: never held), and the LIST of the line's round 0 for jobs that lost
    // the create to us (I6); the release is one conditional PUT.
    expect(countClasses(second.mainLog)).toMatchObject({
      get: 3,
      list: 2,
      conditionalPut: 2,
      total: 7
    })
    expect(countClasses(second.postLog)).toMatchObject({ conditionalPut: 1, total: 1 })
    expect(second.mainLog.filter((entry) => entry.key.includes('.s3-lock/'))).toEqual([
      expect.objectContaining({ method: 'GET', key: recordKey(proxy), status: 200 }),
      expect.objectContaining({ method: 'GET', key: '.s3-lock/holds', status: 404 })
    ])
    // Nothing of the probes is left: the record is all there is.
    expect(
      (await listKeys(bucket, '.s3-lock/')).filter((key) => /(probe|race)-/.test(key))
    ).toEqual([])
  })

  it('ten jobs starting together on a new name of an unchecked store run one check', async () => {
    const proxy = await newStore()
    const name = freshName()
    const jobs = Array.from({ length: 10 }, () => kit.newJob('together'))
    const steps = jobs.map((job) =>
      lockStep(job, { bucket, name, inputs: { endpoint: proxy.endpoint, renew: 'false' } })
    )
    const results = await Promise.all(
      steps.map(async (step, i) => {
        const main = await step.done
        const { posts } = await jobs[i].end()
        return { main, post: posts[0] }
      })
    )
    expect(results.map(({ main }) => main.exitCode)).toEqual(Array(10).fill(0))
    expect(results.map(({ post }) => post?.exitCode)).toEqual(Array(10).fill(0))
    expect(probeIds(proxy.log).size).toBe(1)
    const probeRequests = proxy.log.filter(isProbe)
    // One check's worth: 5 writes on the probe key, 1 on a missing key, 4 concurrent
    // If-None-Match writers, then 4 concurrent If-Match writers on the version they left,
    // 2 deletes. RGW answers most losers of an If-Match race 500 rather than 412: each of
    // those is settled (one read of the key, then that write sent again and refused).
    const lost = probeRequests.filter((entry) => entry.status === 500).length
    expect(probeRequests).toHaveLength(16 + (lost > 0 ? 1 + lost : 0))
    const recordWrites = proxy.log.filter(
      (entry) => entry.key === recordKey(proxy) && entry.method === 'PUT' && entry.status === 200
    )
    // The claim and the verdict; every other job's claim was refused, and it waited.
    expect(recordWrites).toHaveLength(2)
  }, 120_000)

  it('ten jobs together on a store that answers 403 for a missing key (AWS without s3:ListBucket) keep one verdict, at the root', async () => {
    const proxy = await newStore([
      { action: 'status-if-missing', status: 403, classes: ['get', 'head'] }
    ])
    const name = freshName('team')
    const jobs = Array.from({ length: 10 }, () => kit.newJob('together'))
    const results = await Promise.all(
      jobs.map(async (job) => {
        const main = await lockStep(job, {
          bucket,
          name,
          inputs: { endpoint: proxy.endpoint, renew: 'false' }
        }).done
        await job.end()
        return main
      })
    )
    expect(results.map((main) => main.exitCode)).toEqual(Array(10).fill(0))
    // A job that read 403 and then lost the race to create the record reads it again, rather
    // than take the 403 for "not allowed here" and keep a second verdict under `team/`.
    expect(probeIds(proxy.log).size).toBe(1)
    expect(await listKeys(bucket, 'team/.s3-lock/store-check/')).toEqual([])
  }, 120_000)
})

describe('faults on one request at a time', () => {
  const kinds: [string, FaultRule][] = [
    ['500 InternalError', { action: 'status', status: 500 }],
    ['503 SlowDown', { action: 'status', status: 503, code: 'SlowDown' }],
    ['409 ConditionalRequestConflict', { action: 'status', status: 409 }],
    ['answers lost', { action: 'drop-answer' }]
  ]

  async function firstAcquisitions(rules: (i: number) => FaultRule[], seed: number) {
    const stores = await Promise.all(
      Array.from({ length: 10 }, (_, i) => newStore(rules(i), seed + i))
    )
    const cycles = await Promise.all(stores.map((proxy) => cycle(proxy, freshName('faults'))))
    for (const proxy of stores) proxy.setFaults([])
    return { stores, cycles }
  }

  it.each(kinds)(
    '%s on 30%% of the store check’s requests: 10 of 10 first acquisitions succeed, and the next job reuses the verdict',
    async (_label, fault) => {
      const { stores, cycles } = await firstAcquisitions(
        () => [{ ...fault, rate: 0.3, keyPrefix: '.s3-lock/' }],
        4242
      )
      expect(cycles.map(({ main }) => errors(main))).toEqual(Array(10).fill([]))
      expect(cycles.map(({ main }) => main.outputs.strategy)).toEqual(Array(10).fill('conditional'))
      expect(cycles.map(({ post }) => post?.exitCode)).toEqual(Array(10).fill(0))
      // Faults were met, and none made the store look unsafe.
      const faulted = cycles.flatMap(({ mainLog }) => mainLog.filter((entry) => entry.fault))
      expect(faulted.length).toBeGreaterThan(10)
      for (const proxy of stores) {
        expect(JSON.parse(await readObject(recordKey(proxy)))).toMatchObject({
          state: 'checked',
          enforced: true
        })
      }
      const after = await Promise.all(stores.map((proxy) => cycle(proxy, freshName('faults'))))
      expect(after.map(({ main }) => main.exitCode)).toEqual(Array(10).fill(0))
      expect(after.flatMap(({ mainLog }) => mainLog.filter(isProbe))).toEqual([])
      expect(
        (await listKeys(bucket, '.s3-lock/')).filter((key) => /(probe|race)-/.test(key))
      ).toEqual([])
    },
    240_000
  )

  it('500 on 30% of every request of the first acquisition: 10 of 10 succeed', async () => {
    const { cycles } = await firstAcquisitions(
      () => [{ action: 'status', status: 500, rate: 0.3 }],
      77
    )
    expect(cycles.map(({ main }) => errors(main))).toEqual(Array(10).fill([]))
    expect(cycles.map(({ main }) => main.outputs.strategy)).toEqual(Array(10).fill('conditional'))
    expect(cycles.map(({ post }) => errors(post))).toEqual(Array(10).fill([]))
  }, 240_000)
})

describe('a store that ignores conditions is still caught', () => {
  it('everywhere: refused, and the next job is refused on the recorded verdict without a probe', async () => {
    const proxy = await newStore([{ action: 'strip-conditions' }])
    const first = await cycle(proxy, freshName(), { strategy: 'conditional' })
    expect(first.main.exitCode).toBe(1)
    expect(errors(first.main)[0]).toMatch(
      /^strategy "conditional" is unsafe on this store: PutObject If-None-Match NOT enforced; If-Match NOT enforced.* 4 concurrent If-None-Match writers: 4 WON; concurrent If-Match not tried\. .*checked again after/
    )
    const second = await cycle(proxy, freshName(), { strategy: 'conditional' })
    expect(second.main.exitCode).toBe(1)
    expect(second.mainLog.filter(isProbe)).toEqual([])
    const auto = await cycle(proxy, freshName())
    expect(auto.main.exitCode).toBe(0)
    expect(auto.main.outputs.strategy).toBe('listing')
  })

  it('only under concurrency (one request at a time it looks right): the concurrent probe alone refuses it', async () => {
    const proxy = await newStore([
      { action: 'strip-conditions', keyPrefix: '.s3-lock/store-check/race-' }
    ])
    const { main } = await cycle(proxy, freshName(), { strategy: 'conditional' })
    expect(main.exitCode).toBe(1)
    expect(errors(main)[0]).toMatch(
      /^strategy "conditional" is unsafe on this store: PutObject If-None-Match enforced; If-Match enforced .*; 4 concurrent If-None-Match writers: 4 WON/
    )
  })

  it('If-Match only under concurrency (every handover’s condition): the concurrent If-Match probe alone refuses it', async () => {
    // A store that evaluates If-Match as "read the ETag, compare, write": right one request at
    // a time (the probe's If-Match checks and a lone job's writes pass), wrong when writers race.
    const proxy = await newStore([
      {
        action: 'strip-conditions',
        keyPrefix: '.s3-lock/store-check/race-',
        condition: 'if-match'
      }
    ])
    const { main } = await cycle(proxy, freshName(), { strategy: 'conditional' })
    expect(main.exitCode).toBe(1)
    expect(errors(main)[0]).toMatch(
      /^strategy "conditional" is unsafe on this store: PutObject If-None-Match enforced; If-Match enforced .*; 4 concurrent If-None-Match writers: one won; 4 concurrent If-Match writers: 4 WON/
    )
    const auto = await cycle(proxy, freshName())
    expect(auto.main.exitCode).toBe(0)
    expect(auto.main.outputs.strategy).toBe('listing')
  })
})

describe('a verdict record is trusted only when it is one', () => {
  it('forged (its seal does not match): checked again, and the unsafe store refused', async () => {
    const proxy = await newStore([{ action: 'strip-conditions' }])
    const forged = JSON.parse(sealedRecord(proxy, {}))
    forged.found = 'everything enforced'
    await writeObject(recordKey(proxy), JSON.stringify(forged))
    const { main, mainLog } = await cycle(proxy, freshName(), { strategy: 'conditional' })
    expect(main.exitCode).toBe(1)
    expect(probeIds(mainLog).size).toBe(1)
  })

  it('from another endpoint (copied): checked again, and the unsafe store refused', async () => {
    const good = await newStore()
    await cycle(good, freshName())
    const unsafe = await newStore([{ action: 'strip-conditions' }])
    await writeObject(recordKey(unsafe), await readObject(recordKey(good)))
    const { main, mainLog } = await cycle(unsafe, freshName(), { strategy: 'conditional' })
    expect(main.exitCode).toBe(1)
    expect(probeIds(mainLog).size).toBe(1)
  })

  // A verdict is bound to the store that wrote it, not only to its endpoint and bucket: a
  // store that now answers at this endpoint (fail-over to a replica, a sync of the bucket)
  // holds the verdict's bytes but not its version.
  it.each([
    [
      'copied byte for byte, two hours after its check (a sync to the store that now answers here)',
      { storeNow: new Date(Date.now() - 2 * 3_600_000).toISOString() }
    ],
    ['copied from another key (another prefix’s verdict)', { key: 'team/.s3-lock/x.json' }]
  ])('%s: checked again, and the unsafe store refused', async (_label, fields) => {
    const proxy = await newStore([{ action: 'strip-conditions' }])
    await writeObject(recordKey(proxy), sealedRecord(proxy, fields as Partial<VerdictRecord>))
    const { main, mainLog } = await cycle(proxy, freshName(), { strategy: 'conditional' })
    expect(main.exitCode).toBe(1)
    expect(probeIds(mainLog).size).toBe(1)
  })

  it('unreadable (not JSON): checked again and replaced', async () => {
    const proxy = await newStore()
    await writeObject(recordKey(proxy), 'enforced: yes')
    const { main, mainLog } = await cycle(proxy, freshName())
    expect(main.exitCode).toBe(0)
    expect(probeIds(mainLog).size).toBe(1)
    expect(JSON.parse(await readObject(recordKey(proxy)))).toMatchObject({ state: 'checked' })
  })

  it('forbidden at the bucket root: kept under the lock name’s prefix instead, and reused there', async () => {
    const proxy = await newStore([
      { action: 'status', status: 403, code: 'AccessDenied', keyPrefix: '.s3-lock/' }
    ])
    const first = await cycle(proxy, freshName('team'))
    expect(first.main.exitCode).toBe(0)
    expect(probeIds(first.mainLog).size).toBe(1)
    expect(JSON.parse(await readObject(recordKey(proxy, 'team/')))).toMatchObject({
      state: 'checked',
      enforced: true
    })
    const second = await cycle(proxy, freshName('team'))
    expect(second.main.exitCode).toBe(0)
    expect(second.mainLog.filter(isProbe)).toEqual([])
  })

  it('older than a week by the store’s clock: checked again', async () => {
    const proxy = await newStore()
    await cycle(proxy, freshName())
    proxy.setFaults([
      { action: 'date-skew', ms: 8 * 24 * 3_600_000, key: recordKey(proxy), classes: ['get'] }
    ])
    const { main, mainLog } = await cycle(proxy, freshName())
    expect(main.exitCode).toBe(0)
    expect(probeIds(mainLog).size).toBe(1)
  })

  it('from an older version of the check: checked again', async () => {
    const proxy = await newStore()
    await writeObject(recordKey(proxy), sealedRecord(proxy, { check: CHECK_VERSION - 1 }))
    const { main, mainLog } = await cycle(proxy, freshName())
    expect(main.exitCode).toBe(0)
    expect(probeIds(mainLog).size).toBe(1)
    expect(JSON.parse(await readObject(recordKey(proxy)))).toMatchObject({ check: CHECK_VERSION })
  })
})

describe('a checker that is gone does not block the next job', () => {
  it('its claim, once stale by the store’s clock, is taken over at once', async () => {
    const proxy = await newStore()
    await writeObject(recordKey(proxy), sealedRecord(proxy, { state: 'checking' }))
    proxy.setFaults([{ action: 'date-skew', ms: 60_000, key: recordKey(proxy), classes: ['get'] }])
    const startedAt = Date.now()
    const { main, mainLog } = await cycle(proxy, freshName())
    expect(main.exitCode).toBe(0)
    expect(probeIds(mainLog).size).toBe(1)
    expect(Date.now() - startedAt).toBeLessThan(20_000)
  })

  it('a claim it abandoned is taken over at once', async () => {
    const proxy = await newStore()
    await writeObject(
      recordKey(proxy),
      sealedRecord(proxy, { state: 'abandoned', reason: 'cancelled' } as Partial<VerdictRecord>)
    )
    const { main, mainLog } = await cycle(proxy, freshName())
    expect(main.exitCode).toBe(0)
    expect(probeIds(mainLog).size).toBe(1)
  })
})

describe('the check ends within the acquisition’s timeout', () => {
  // `timeout: 5s`: every path of acquire ends within the timeout and 5 s of grace.
  it('a store whose check keys do not answer: a one-line timeout, not minutes', async () => {
    const proxy = await newStore()
    proxy.setFaults([{ action: 'hang', keyPrefix: '.s3-lock/store-check/' }])
    const startedAt = Date.now()
    const { main } = await cycle(proxy, freshName(), { timeout: '5s' })
    expect(Date.now() - startedAt).toBeLessThan(25_000)
    expect(main.exitCode).not.toBe(0)
    expect(errors(main)).toEqual([
      expect.stringMatching(
        /^lock "[^"]+" was not acquired within 5s: the check whether the store enforces conditional writes did not finish \([^\n]*\)$/
      )
    ])
  }, 60_000)

  it('a probe cut short records no verdict', async () => {
    const proxy = await newStore()
    // The concurrent writes hang; the probe's clean-up (DELETE) still answers.
    proxy.setFaults([
      { action: 'hang', keyPrefix: '.s3-lock/store-check/race-', classes: ['conditionalPut'] }
    ])
    const startedAt = Date.now()
    const { main } = await cycle(proxy, freshName(), { timeout: '5s' })
    expect(Date.now() - startedAt).toBeLessThan(25_000)
    expect(errors(main)).toEqual([expect.stringMatching(/was not acquired within 5s: the check/)])
    expect(JSON.parse(await readObject(recordKey(proxy)))).toMatchObject({ state: 'abandoned' })
  }, 60_000)
})
