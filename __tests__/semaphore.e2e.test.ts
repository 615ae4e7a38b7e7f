import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { CRITICAL_SECTION, readLog } from './support/critical-section.js'
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.js'
import { errors, jobKit, lockStep as lockStepOf, readStatusFile } from './support/lock-steps.js'
import { killTrackedProcesses } from './support/runner.js'
import { createTestBucket, listKeys, s3Client, s3Env } from './support/s3.js'

// Several holders (docs/protocol.md, "Several holders"; src/lock/pool/shared-lock.ts): never more than
// `holders` jobs inside, an exclusive job alone, the line's order kept, each place with its own
// lease. Through the bundles, on the RGW, judged by the critical section's own log.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'semaphore-'))
const kit = jobKit(scratch)
let bucket: string
let proxy: FaultProxy

beforeAll(async () => {
  bucket = await createTestBucket('semaphore')
  proxy = await startFaultProxy({ target: s3Env().endpoint })
})
afterEach(() => {
  proxy.setFaults([])
  kit.killAll()
})
afterAll(async () => {
  await proxy.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

async function eventually(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(50)
  }
}

async function readLine(name: string): Promise<{ tickets: { n: number; exclusive?: boolean }[] }> {
  try {
    const object = await s3Client().send(
      new GetObjectCommand({ Bucket: bucket, Key: `${name}/.s3-lock/line` })
    )
    return JSON.parse((await object.Body?.transformToString()) ?? '')
  } catch {
    return { tickets: [] }
  }
}

async function places(
  name: string
): Promise<{ owner: string; token: number; exclusive?: boolean }[]> {
  try {
    return ((await readRecord(name)).places as []) ?? []
  } catch {
    return []
  }
}

interface Stay {
  job: string
  token: number
  enter: bigint
  exit: bigint
}

/** The stays inside the critical section, from its log (every one must have left). */
function stays(log: string): Stay[] {
  const entries = readLog(log)
  const enters = new Map(entries.filter((e) => e.event === 'enter').map((e) => [e.id, e]))
  return entries
    .filter((e) => e.event === 'exit')
    .map((exit) => {
      const enter = enters.get(exit.id)
      if (!enter) throw new Error(`an exit of ${exit.job} without its enter`)
      return {
        job: enter.job,
        token: Number(enter.token),
        enter: BigInt(enter.hr),
        exit: BigInt(exit.hr)
      }
    })
    .sort((a, b) => (a.enter < b.enter ? -1 : 1))
}

/** The most stays inside at one moment (closed intervals: touching counts as together). */
function mostInside(all: Stay[]): number {
  const events = all.flatMap((s) => [
    { at: s.enter, step: 1 },
    { at: s.exit, step: -1 }
  ])
  // At the same instant, enters first: touching counts.
  events.sort((a, b) => (a.at === b.at ? b.step - a.step : a.at < b.at ? -1 : 1))
  let inside = 0
  let most = 0
  for (const event of events) {
    inside += event.step
    most = Math.max(most, inside)
  }
  return most
}

/**
 * Stays whose tokens break what docs/protocol.md ("Fencing tokens") promises a pool: an
 * exclusive stay carries a higher token than every stay that entered before it, and a stay that
 * enters after an exclusive one left carries a higher token than it. Two shared stays are not
 * ordered: a place's token is fixed when it lands, and its holder may notice it later than a
 * newer place's holder (a place seated by another job's write is found at the next look).
 */
function tokensOutOfOrder(all: Stay[], exclusive = new Set<string>()): string[] {
  const wrong: string[] = []
  for (const a of all) {
    for (const b of all) {
      const ordered =
        (exclusive.has(b.job) && a.enter < b.enter) || (exclusive.has(a.job) && a.exit < b.enter)
      if (ordered && a.token >= b.token) {
        wrong.push(`${a.job} (token ${a.token}) is before ${b.job} (token ${b.token})`)
      }
    }
  }
  return wrong
}

/** One job: the lock step, the critical section for `holdMs`, then the post step releases. */
async function lockedJob(
  label: string,
  name: string,
  log: string,
  holdMs: number,
  inputs: Record<string, string>
) {
  const job = kit.newJob(label)
  const main = await lockStepOf(job, { bucket, name, inputs: { timeout: '90s', ...inputs } }).done
  const work =
    main.outcome === 'success'
      ? await job.run(CRITICAL_SECTION, {
          id: 'work',
          inputs: { log, job: label, token: main.outputs.token ?? '', 'hold-ms': String(holdMs) }
        })
      : undefined
  const { posts } = await job.end()
  return { label, main, work, post: posts.find((post) => post.id === 'lock') }
}

async function readRecord(name: string): Promise<Record<string, unknown>> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
  return JSON.parse((await object.Body?.transformToString()) ?? '{}')
}

describe('a pool', () => {
  it('9 jobs with holders 3, each inside 2 s: never more than 3 inside, about three rounds, each with its own token, 1 to 9', async () => {
    const name = 'pool/nine'
    const log = path.join(scratch, 'nine.jsonl')
    const jobs = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        lockedJob(`pool-${i}`, name, log, 2_000, { holders: '3' })
      )
    )
    for (const job of jobs) {
      expect([job.label, job.main.outcome, errors(job.main)]).toEqual([job.label, 'success', []])
      expect([job.label, job.post?.outcome]).toEqual([job.label, 'success'])
    }
    const all = stays(log)
    expect(all).toHaveLength(9)
    // 3 at once, and not fewer: a pool that let one in at a time would also pass "at most 3".
    expect(mostInside(all)).toBe(3)
    // One place each, none taken twice or lost: the tokens 1 to 9.
    const tokens = all.map((s) => s.token)
    expect([...tokens].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    // From the first enter to the last exit: three rounds of 2 s and two handovers (each a post
    // step, a release, a poll and the next job's steps starting: one to two seconds on a busy
    // machine). Two places would take five rounds (10 s and four handovers), one place nine.
    const makespanMs = Number(all.at(-1)!.exit - all[0].enter) / 1e6
    const t0 = all[0].enter
    console.log(
      all
        .map(
          (s) =>
            `${s.job} t${s.token} ${(Number(s.enter - t0) / 1e6) | 0}..${(Number(s.exit - t0) / 1e6) | 0}`
        )
        .join('\n')
    )
    console.log(
      `9 jobs, holders 3, 2 s each: ${Math.round(makespanMs)} ms from first enter to last exit`
    )
    expect(makespanMs).toBeGreaterThanOrEqual(6_000)
    expect(makespanMs).toBeLessThan(14_000)
    // Every place freed, the limit kept, the record a shared one.
    const record = await readRecord(name)
    expect(record).toMatchObject({ state: 'shared', limit: 3, places: [] })
    expect(record.token).toBe(Math.max(...tokens))
  }, 120_000)
})

describe('readers and a writer', () => {
  it('an exclusive job waits for the shared holders, is alone inside, and the shared jobs that came after it wait for it', async () => {
    const name = 'rw/staging'
    const log = path.join(scratch, 'rw.jsonl')
    const shared = { holders: '5' }
    const readers = [0, 1].map((i) => lockedJob(`reader-${i}`, name, log, 3_000, shared))
    await eventually(async () => (await places(name)).length === 2, 30_000, 'two readers inside')
    const writer = lockedJob('writer', name, log, 1_500, { ...shared, exclusive: 'true' })
    await eventually(
      async () => (await readLine(name)).tickets.some((ticket) => ticket.exclusive),
      30_000,
      'the writer in line'
    )
    // Three places are free all along: only the line keeps these out.
    const late = [0, 1].map((i) => lockedJob(`late-reader-${i}`, name, log, 500, shared))
    const jobs = await Promise.all([...readers, writer, ...late])
    for (const job of jobs)
      expect([job.label, job.main.outcome, job.post?.outcome]).toEqual([
        job.label,
        'success',
        'success'
      ])
    const all = stays(log)
    const stay = (job: string) => all.find((s) => s.job === job) as Stay
    const w = stay('writer')
    for (const other of all.filter((s) => s.job !== 'writer')) {
      // Alone: every other stay ended before it began, or began after it ended.
      expect([other.job, other.exit < w.enter || other.enter > w.exit]).toEqual([other.job, true])
    }
    for (const job of ['reader-0', 'reader-1']) expect(stay(job).exit < w.enter).toBe(true)
    for (const job of ['late-reader-0', 'late-reader-1'])
      expect(stay(job).enter > w.exit).toBe(true)
    // The late readers shared, once the writer was gone.
    expect(mostInside(all.filter((s) => s.job.startsWith('late')))).toBe(2)
    expect(tokensOutOfOrder(all, new Set(['writer']))).toEqual([])
  }, 120_000)
})

describe('a dead holder', () => {
  it('frees its place when its lease runs out; the others keep theirs and release them', async () => {
    const name = 'pool/dead-holder'
    const inputs = { holders: '3', lease: '4s' }
    const holders = ['a', 'b', 'c'].map((label) => kit.newJob(`holder-${label}`))
    const mains = await Promise.all(
      holders.map((job) => lockStepOf(job, { bucket, name, inputs }).done)
    )
    expect(mains.map((m) => m.outcome)).toEqual(['success', 'success', 'success'])
    // Holder a's runner dies: its renewer with it.
    const deadToken = Number(mains[0].outputs.token)
    killTrackedProcesses(holders[0].trackingId)
    const killedAt = Date.now()
    const waiter = kit.newJob('waiter')
    const waited = await lockStepOf(waiter, { bucket, name, inputs }).done
    const waitedMs = Date.now() - killedAt
    expect(waited.outcome).toBe('success')
    // Not before the dead place's lease (4 s, from its last renewal, at most 4/3 s before the
    // kill), and about when it ran out: no need to wait for the live holders.
    expect(waitedMs).toBeGreaterThanOrEqual(2_500)
    expect(waitedMs).toBeLessThan(12_000)
    const now = await places(name)
    expect(now.map((p) => p.token).sort()).toEqual(
      [
        Number(mains[1].outputs.token),
        Number(mains[2].outputs.token),
        Number(waited.outputs.token)
      ].sort()
    )
    expect(now.some((p) => p.token === deadToken)).toBe(false)
    expect(Number(waited.outputs.token)).toBeGreaterThan(
      Math.max(...mains.map((m) => Number(m.outputs.token)))
    )
    // The live holders kept renewing all along, and release cleanly.
    for (const job of [holders[1], holders[2], waiter]) {
      const post = (await job.end()).posts.find((p) => p.id === 'lock')
      expect([post?.outcome, errors(post)]).toEqual(['success', []])
      expect(post?.annotations.filter((a) => a.level === 'warning')).toEqual([])
    }
    expect(await places(name)).toEqual([])
    const record = await readRecord(name)
    expect(
      (record.freed as { token: number; how: string }[]).find((f) => f.token === deadToken)?.how
    ).toBe('expired')
  }, 120_000)
})

describe('renewals under faults', () => {
  it('5 holders renewing one object through lost answers, 500s and resets keep every place', async () => {
    const name = 'pool/faulty-renewals'
    const inputs = { holders: '5', lease: '4s', endpoint: proxy.endpoint }
    const jobs = Array.from({ length: 5 }, (_, i) => kit.newJob(`renewing-${i}`))
    const mains = await Promise.all(
      jobs.map((job) => lockStepOf(job, { bucket, name, inputs }).done)
    )
    expect(mains.map((m) => m.outcome)).toEqual(Array(5).fill('success'))
    // Every fourth write's answer is lost after it was applied, every fourth answered 500 or
    // reset before it: each must be read back, never guessed.
    proxy.setFaults([
      { action: 'drop-answer', classes: ['conditionalPut'], key: name, rate: 0.25 },
      { action: 'status', status: 500, classes: ['conditionalPut'], key: name, rate: 0.15 },
      { action: 'reset', classes: ['conditionalPut'], key: name, rate: 0.1 }
    ])
    // Three leases: a place that missed its renewals would have been lost by then.
    await sleep(12_000)
    const faulted = proxy.log.filter((entry) => entry.fault !== undefined).length
    proxy.setFaults([])
    // The faults did strike (about half the renewals' writes).
    expect(faulted).toBeGreaterThanOrEqual(5)
    const statuses = mains.map((m) => readStatusFile(m.outputs['status-file']))
    expect(statuses.map((s) => s?.state)).toEqual(Array(5).fill('held'))
    // Each renewed (the lease is 4 s, renewed every third), whatever the faults.
    for (const status of statuses) expect(status?.renewals ?? 0).toBeGreaterThanOrEqual(4)
    expect((await places(name)).map((p) => p.token).sort()).toEqual(
      mains.map((m) => Number(m.outputs.token)).sort()
    )
    for (const job of jobs) {
      const post = (await job.end()).posts.find((p) => p.id === 'lock')
      expect([post?.outcome, errors(post)]).toEqual(['success', []])
    }
    expect(await places(name)).toEqual([])
  }, 120_000)
})

describe('jobs that disagree, and bad input', () => {
  it('a job asking another holders than the holders of the lock fails in one line naming both', async () => {
    const name = 'pool/disagree'
    const holder = kit.newJob('holders-3')
    expect(
      (await lockStepOf(holder, { bucket, name, inputs: { holders: '3' } }).done).outcome
    ).toBe('success')
    const four = await lockStepOf(kit.newJob('holders-4'), {
      bucket,
      name,
      inputs: { holders: '4' }
    }).done
    expect(four.outcome).toBe('failure')
    expect(errors(four)).toEqual([expect.stringMatching(/holders: 3.*holders: 4/)])
    const one = await lockStepOf(kit.newJob('holders-1'), {
      bucket,
      name,
      inputs: { timeout: '5s' }
    }).done
    expect(one.outcome).toBe('failure')
    expect(errors(one)).toEqual([expect.stringMatching(/holders: 3.*holders: 1/)])
    // Nothing of theirs was written: the holder's place is the only one, and it releases.
    expect((await places(name)).length).toBe(1)
    const post = (await holder.end()).posts.find((p) => p.id === 'lock')
    expect(post?.outcome).toBe('success')
  }, 60_000)

  it('a single holder’s lock refuses a job with holders 3 while held, and a free one becomes a pool that continues its tokens', async () => {
    const name = 'pool/from-single'
    const single = kit.newJob('single')
    const held = await lockStepOf(single, { bucket, name }).done
    expect(held.outcome).toBe('success')
    const pool = await lockStepOf(kit.newJob('pool-early'), {
      bucket,
      name,
      inputs: { holders: '3' }
    }).done
    expect(errors(pool)).toEqual([expect.stringMatching(/holders: 1.*holders: 3/)])
    expect((await readRecord(name)).state).toBe('held')
    await single.end()
    const later = kit.newJob('pool-later')
    const joined = await lockStepOf(later, { bucket, name, inputs: { holders: '3' } }).done
    expect(joined.outcome).toBe('success')
    expect(Number(joined.outputs.token)).toBe(Number(held.outputs.token) + 1)
    await later.end()
    // Every place free: the name may go back to one holder, its tokens still counting up.
    const back = kit.newJob('single-again')
    const again = await lockStepOf(back, { bucket, name }).done
    expect(Number(again.outputs.token)).toBe(Number(joined.outputs.token) + 1)
    expect((await readRecord(name)).state).toBe('held')
    await back.end()
  }, 60_000)

  it.each([
    ['0', /input "holders": "0" is not a whole number from 1 to 100/],
    ['2.5', /input "holders": "2.5" is not a whole number from 1 to 100/],
    ['101', /input "holders": "101" is not a whole number from 1 to 100/],
    ['three', /input "holders": "three" is not a whole number from 1 to 100/]
  ])(
    'holders %s fails in one line and writes nothing',
    async (holders, message) => {
      const name = `pool/bad-${holders}`
      const result = await lockStepOf(kit.newJob('bad'), { bucket, name, inputs: { holders } }).done
      expect(result.outcome).toBe('failure')
      expect(errors(result)).toEqual([expect.stringMatching(message)])
      expect(await listKeys(bucket, name)).toEqual([])
    },
    30_000
  )

  it('exclusive that is not true or false fails in one line', async () => {
    const name = 'pool/bad-exclusive'
    const result = await lockStepOf(kit.newJob('bad'), {
      bucket,
      name,
      inputs: { holders: '3', exclusive: 'yes' }
    }).done
    expect(errors(result)).toEqual([
      expect.stringMatching(/input "exclusive": "yes" is not true or false/)
    ])
    expect(await listKeys(bucket, name)).toEqual([])
  }, 30_000)

  it('holders above 1 with the listing strategy fails in one line', async () => {
    const name = 'pool/listing'
    const result = await lockStepOf(kit.newJob('bad'), {
      bucket,
      name,
      inputs: { holders: '3', strategy: 'listing' }
    }).done
    expect(errors(result)).toEqual([
      expect.stringMatching(/input "holders": the listing strategy has one holder only/)
    ])
    expect(await listKeys(bucket, name)).toEqual([])
  }, 30_000)
})
