import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { writeEmptyLine } from './support/empty-line.js'
import { startFaultProxy, type FaultProxy, type FaultRule } from './support/fault-proxy.js'
import { errors, jobKit, lockStep as lockStepOf, serveWaiting } from './support/lock-steps.js'
import type { RunningStep, SimulatedJob, StepResult } from './support/runner.js'
import { createTestBucket, s3Client, s3Env } from './support/s3.js'

// The line of waiters (docs/protocol.md, "a line, newest wins, several holders"; src/lock/line/line.ts):
// jobs get a busy lock in the order the store applied their joins, a waiter that gives up
// leaves the line, and one that dies is passed at its turn. Through the bundles, on the RGW.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'line-'))
const kit = jobKit(scratch)
let bucket: string
let proxy: FaultProxy

beforeAll(async () => {
  bucket = await createTestBucket('line')
  proxy = await startFaultProxy({ target: s3Env().endpoint })
})

beforeEach(() => proxy.setFaults([]))
afterEach(() => kit.killAll())

afterAll(async () => {
  await proxy.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

function lockStep(job: SimulatedJob, name: string, inputs: Record<string, string> = {}) {
  return lockStepOf(job, { bucket, name, inputs: { timeout: '90s', ...inputs } })
}

interface LineTicket {
  n: number
  id: string
  holder: Record<string, string>
}

async function readLine(name: string): Promise<{ next: number; tickets: LineTicket[] }> {
  try {
    const object = await s3Client().send(
      new GetObjectCommand({ Bucket: bucket, Key: `${name}/.s3-lock/line` })
    )
    return JSON.parse((await object.Body?.transformToString()) ?? '')
  } catch {
    return { next: 1, tickets: [] }
  }
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(50)
  }
}

/**
 * Lets the holder go, then each waiter as soon as it has the lock: the order in which the
 * waiters got it (indexes into `waiting`), and their main steps' results.
 */
async function serveAll(
  holder: SimulatedJob,
  waiting: { job: SimulatedJob; main: RunningStep }[]
): Promise<{ order: number[]; results: StepResult[] }> {
  await holder.end()
  return serveWaiting(waiting)
}

describe('order', () => {
  it('jobs that join 400 ms apart while the lock is held get it in the order they joined', async () => {
    const name = 'line/staggered'
    const holder = kit.newJob('holder')
    expect((await lockStep(holder, name).done).outcome).toBe('success')
    const waiting = []
    for (let i = 0; i < 6; i++) {
      const job = kit.newJob(`staggered-${i}`)
      const main = lockStep(job, name)
      waiting.push({ job, main })
      // Arrival is when the job's place is taken: process start-up varies on a busy machine.
      await main.waitForOutput(/joined its line/, 20_000)
      await sleep(400)
    }
    const { order, results } = await serveAll(holder, waiting)
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
    expect(results.map((r) => r.outcome)).toEqual(Array(6).fill('success'))
    // Each knew how many were ahead when it joined.
    expect(results.map((r) => Number(r.outputs.ahead))).toEqual([0, 1, 2, 3, 4, 5])
    // Served tickets need no write of their own: the last holder's record marks them served
    // (the next join prunes them).
    const lock = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
    const mark = JSON.parse((await lock.Body?.transformToString()) ?? '{}').ticket as number
    expect((await readLine(name)).tickets.filter((ticket) => ticket.n > mark)).toEqual([])
  }, 120_000)

  it('a job that joins behind a waiter in a line left quiet joins with one write of the line, no request to a round', async () => {
    const name = 'line/quiet'
    const holder = kit.newJob('quiet-holder')
    expect((await lockStep(holder, name).done).outcome).toBe('success')
    const first = kit.newJob('quiet-first')
    const firstMain = lockStep(first, name)
    await firstMain.waitForOutput(/joined its line \(ticket 1\)/, 20_000)
    // Quiet by the store's whole-second clock: unwritten for two of its seconds.
    await sleep(3_100)
    const mark = proxy.log.length
    const second = kit.newJob('quiet-second')
    const secondMain = lockStep(second, name, { endpoint: proxy.endpoint })
    await secondMain.waitForOutput(/joined its line \(ticket 2\) with 1 waiting ahead/, 20_000)
    // Before, it sent its request to the line's round and waited 1-2 s for a rescue of its own.
    const writes = proxy.log
      .slice(mark)
      .filter((entry) => entry.key.startsWith(`${name}/.s3-lock/`) && entry.method === 'PUT')
    expect(writes.map((entry) => [entry.key, entry.status])).toEqual([
      [`${name}/.s3-lock/line`, 200]
    ])
    const { order, results } = await serveAll(holder, [
      { job: first, main: firstMain },
      { job: second, main: secondMain }
    ])
    expect([order, results.map((r) => r.outcome)]).toEqual([
      [0, 1],
      ['success', 'success']
    ])
  }, 90_000)

  it('when a dead holder’s lease runs out, the first in line takes it over, and the next after it', async () => {
    // Found by the reliability suite: the one behind had watched the dead holder's record for
    // longer than a pass-step, passed the head at expiry, and the head, served by nobody, then
    // wrote its older ticket as the lock's mark, so the mark went back.
    const name = 'line/expired-holder'
    const holder = kit.newJob('holder-expiring')
    // The store's clock decides when the lease is over (a wide allowance lets it), so both
    // waiters see it end at the same moment, however long each has watched the record.
    const held = await lockStep(holder, name, {
      renew: 'false',
      expires: '12s',
      'store-clock-allowance': '3s'
    }).done
    expect(held.outcome).toBe('success')
    // The head hears of the lock late (every read of it answered 400 ms late), so the one
    // behind sees the lease run out first.
    proxy.setFaults([{ action: 'latency', ms: 400, classes: ['get'], key: name }])
    const waiting = []
    for (let i = 0; i < 2; i++) {
      const job = kit.newJob(`after-expiry-${i}`)
      const main = lockStep(job, name, i === 0 ? { endpoint: proxy.endpoint } : {})
      waiting.push({ job, main })
      await main.waitForOutput(/joined its line/, 20_000)
    }
    // The holder never releases (its job goes on past its lease, as a dead one would).
    const { order, results } = await serveWaiting(waiting)
    expect(order).toEqual([0, 1])
    expect(results.map((r) => r.outcome)).toEqual(['success', 'success'])
    expect(Number(results[1].outputs.token)).toBe(Number(results[0].outputs.token) + 1)
    const lock = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
    const mark = JSON.parse((await lock.Body?.transformToString()) ?? '{}').ticket as number
    const line = await readLine(name)
    expect(line.tickets.filter((ticket) => ticket.n > mark)).toEqual([])
    expect(mark).toBe(line.next - 1)
  }, 90_000)

  it('20 jobs joining at once each get one place, and the lock in the order of their places', async () => {
    const name = 'line/at-once'
    const holder = kit.newJob('holder-20')
    expect((await lockStep(holder, name).done).outcome).toBe('success')
    const waiting = Array.from({ length: 20 }, (_, i) => {
      const job = kit.newJob(`at-once-${i}`)
      return { job, main: lockStep(job, name) }
    })
    await until(async () => (await readLine(name)).tickets.length === 20, 30_000, '20 places')
    const line = await readLine(name)
    expect(new Set(line.tickets.map((t) => t.id)).size).toBe(20)
    const { order, results } = await serveAll(holder, waiting)
    expect(results.every((r) => r.outcome === 'success')).toBe(true)
    const aheadInOrder = order.map((index) => Number(results[index].outputs.ahead))
    expect(aheadInOrder).toEqual(Array.from({ length: 20 }, (_, i) => i))
  }, 180_000)
})

describe('F21: a slow head is never passed while it keeps looking', () => {
  // The head looks four to eight times per its own poll (here 80 s: every 16 s), the one behind
  // every 500 ms with a pass-step of 2 s. A pass-step that was the passer's own passed the live
  // head about 2.5 s after each release, unless the head happened to look in between.
  it.each<[string, Record<string, string>, number]>([
    ['one holder', {}, 1],
    ['a pool (holders: 2)', { holders: '2' }, 2]
  ])(
    '%s: a head with a long timeout-poll is still served before a quick waiter behind it',
    async (what, inputs, holdersCount) => {
      const name = `line/slow-head-${holdersCount}`
      const holders = []
      for (let i = 0; i < holdersCount; i++) {
        const holder = kit.newJob(`slow-head-holder-${i}`)
        expect((await lockStep(holder, name, inputs).done).outcome).toBe('success')
        holders.push(holder)
      }
      const head = kit.newJob('slow-head')
      const headMain = lockStep(head, name, { ...inputs, 'timeout-poll': '80s' })
      await headMain.waitForOutput(/joined its line/, 20_000)
      const quick = kit.newJob('quick-behind')
      const quickMain = lockStep(quick, name, inputs)
      await quickMain.waitForOutput(/joined its line/, 20_000)
      // One place is freed: the quick waiter may not take one beside the head's (out of line
      // order), only pass the head, which it must not do while the head looks.
      const [first, ...rest] = holders
      await first.end()
      const { order, results } = await serveWaiting([
        { job: head, main: headMain },
        { job: quick, main: quickMain }
      ])
      for (const holder of rest) await holder.end()
      expect({ what, order }).toEqual({ what, order: [0, 1] })
      expect(results.map((r) => r.outcome)).toEqual(['success', 'success'])
    },
    120_000
  )
})

describe('seen by people', () => {
  it('the waiting log estimates the wait from the holds the lock has seen', async () => {
    const name = 'line/estimate'
    // A lock with no history yet: no estimate.
    const first = kit.newJob('estimate-first')
    expect((await lockStep(first, name).done).outcome).toBe('success')
    const early = kit.newJob('estimate-early')
    const earlyMain = lockStep(early, name)
    await earlyMain.waitForOutput(/joined its line/, 20_000)
    await sleep(300)
    await first.end()
    expect((await earlyMain.done).stdout).not.toMatch(/expected wait/)
    await sleep(1_000)
    // Held a second or so and released: that hold is now in the record, carried by the next.
    await early.end()
    const record = async () => {
      const lock = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: name }))
      return JSON.parse((await lock.Body?.transformToString()) ?? '{}')
    }
    const released = await record()
    expect(released.state).toBe('released')
    expect(released.holds).toHaveLength(2)
    expect(released.holds[1]).toBeGreaterThanOrEqual(1_000)
    const holder = kit.newJob('estimate-holder')
    expect((await lockStep(holder, name).done).outcome).toBe('success')
    expect((await record()).holds).toEqual(released.holds)
    const waiter = kit.newJob('estimate-waiter')
    const main = lockStep(waiter, name)
    await main.waitForOutput(/2nd in line; ahead: [^;]*; expected wait under a minute; /, 20_000)
    await holder.end()
    expect((await main.done).outcome).toBe('success')
    await waiter.end()
  }, 90_000)
})

describe('leaving the line', () => {
  it('a waiter cancelled in line leaves it, and the next one gets the lock promptly', async () => {
    const name = 'line/cancelled'
    const holder = kit.newJob('holder-cancel')
    expect((await lockStep(holder, name).done).outcome).toBe('success')
    const first = kit.newJob('cancelled-first')
    const firstMain = lockStep(first, name)
    await firstMain.waitForOutput(/joined its line/)
    const second = kit.newJob('cancelled-second')
    const secondMain = lockStep(second, name)
    await secondMain.waitForOutput(/joined its line/)
    const cancelled = await firstMain.cancel()
    expect(cancelled.outcome).toBe('cancelled')
    expect((await readLine(name)).tickets).toHaveLength(1)
    await first.end()
    const releasedAt = Date.now()
    await holder.end()
    const got = await secondMain.done
    expect(got.outcome).toBe('success')
    // No pass-step wait: the cancelled one was gone from the line.
    expect(Date.parse(got.outputs['acquired-at']) - releasedAt).toBeLessThan(1_500)
    await second.end()
  }, 60_000)

  it('a waiter killed in line is passed at its turn, within a few seconds', async () => {
    const name = 'line/killed'
    const holder = kit.newJob('holder-kill')
    expect((await lockStep(holder, name).done).outcome).toBe('success')
    const first = kit.newJob('killed-first')
    const firstMain = lockStep(first, name)
    await firstMain.waitForOutput(/joined its line/)
    const second = kit.newJob('killed-second')
    const secondMain = lockStep(second, name)
    await secondMain.waitForOutput(/joined its line/)
    firstMain.child.kill('SIGKILL')
    await firstMain.done
    expect((await readLine(name)).tickets).toHaveLength(2)
    const releasedAt = Date.now()
    await holder.end()
    const got = await secondMain.done
    expect(got.outcome).toBe('success')
    const delay = Date.parse(got.outputs['acquired-at']) - releasedAt
    expect(delay).toBeGreaterThanOrEqual(1_500)
    expect(delay).toBeLessThan(10_000)
    await second.end()
  }, 60_000)
})

describe('faults on the line’s writes', () => {
  it.each<[string, FaultRule]>([
    ['a lost answer', { action: 'drop-answer', classes: ['conditionalPut'], times: 1 }],
    [
      'HTTP 500 (not applied)',
      { action: 'status', status: 500, classes: ['conditionalPut'], times: 1 }
    ],
    ['HTTP 503', { action: 'status', status: 503, classes: ['conditionalPut'], times: 2 }],
    ['HTTP 409', { action: 'status', status: 409, classes: ['conditionalPut'], times: 2 }]
  ])(
    '%s on the join: one place, never two, never none',
    async (what, rule) => {
      const name = `line/fault-${what.replace(/\W+/g, '-')}`
      const holder = kit.newJob('holder-fault')
      expect((await lockStep(holder, name).done).outcome).toBe('success')
      proxy.setFaults([{ ...rule, key: `${name}/.s3-lock/line` }])
      const waiter = kit.newJob('fault-waiter')
      const main = lockStep(waiter, name, { endpoint: proxy.endpoint })
      await main.waitForOutput(/joined its line/)
      const line = await readLine(name)
      expect(line.tickets).toHaveLength(1)
      await holder.end()
      const got = await main.done
      expect({ outcome: got.outcome, errors: errors(got) }).toEqual({
        outcome: 'success',
        errors: []
      })
      await waiter.end()
    },
    60_000
  )
})

describe('F44, F45: the take-in behind a direct join (protocol-review-4.md)', () => {
  // Each job here has a fault proxy of its own: a rule (a gate) then holds that job's request
  // until the test lets it go, whatever the time its process took to start.
  const proxies: FaultProxy[] = []
  afterEach(async () => {
    kit.killAll()
    await Promise.all(proxies.splice(0).map((each) => each.close()))
  })
  async function proxyWith(rules: FaultRule[]): Promise<FaultProxy> {
    const made = await startFaultProxy({ target: s3Env().endpoint })
    made.setFaults(rules)
    proxies.push(made)
    return made
  }
  const lineOf = (name: string) => `${name}/.s3-lock/line`
  const joinsOf = (name: string) => `${name}/.s3-lock/joins/`
  const gate = (name: string, rule: Omit<FaultRule, 'action'>): FaultRule => ({
    action: 'latency',
    gate: name,
    ...rule
  })
  const seen = (of: FaultProxy, what: (entry: FaultProxy['log'][number]) => boolean) =>
    until(async () => of.log.some(what), 20_000, 'a request through the proxy')
  it('F44: a job whose join loses to a take-in, after it had listed a request in the round, is still served before a job that comes after it', async () => {
    const name = 'line/take-in-order'
    const line = lineOf(name)
    const holder = kit.newJob('f44-holder')
    expect((await lockStep(holder, name).done).outcome).toBe('success')
    await writeEmptyLine(bucket, name)
    // The review's run, its moments set by gates: X joins the line behind the holder with one
    // write, and takes its round in behind it. Z read the line before X wrote it: its write is
    // refused, and its request goes to the round. A reads the line X wrote, lists Z's request
    // there, and writes the line on the version it read, with Z and itself in it: X's take-in
    // of Z lands first. B comes once A has done what it does next.
    const zProxy = await proxyWith([
      gate('z-write', { key: line, classes: ['conditionalPut'], times: 1 }),
      // Z's own rescue of the round, after a second, waits until everyone has joined.
      gate('z-list', { listPrefix: joinsOf(name) })
    ])
    const aProxy = await proxyWith([
      gate('a-read', { key: line, classes: ['get'], times: 1 }),
      gate('a-list', { listPrefix: joinsOf(name), times: 1 }),
      gate('a-write', { key: line, classes: ['conditionalPut'], times: 1 })
    ])
    const bProxy = await proxyWith([gate('b-read', { key: line, classes: ['get'], times: 1 })])
    const xProxy = await proxyWith([gate('x-list', { listPrefix: joinsOf(name) })])
    const start = (label: string, through: FaultProxy) => {
      const job = kit.newJob(label)
      return { job, main: lockStep(job, name, { endpoint: through.endpoint }) }
    }
    const pending = (entry: FaultProxy['log'][number]) => entry.status === undefined
    const listsRounds = (entry: FaultProxy['log'][number]) =>
      entry.class === 'list' && (entry.prefix ?? '').startsWith(joinsOf(name))
    const z = start('f44-z', zProxy)
    const a = start('f44-a', aProxy)
    const b = start('f44-b', bProxy)
    await seen(zProxy, (e) => e.key === line && e.class === 'conditionalPut' && pending(e))
    await seen(aProxy, (e) => e.key === line && e.class === 'get' && pending(e))
    await seen(bProxy, (e) => e.key === line && e.class === 'get' && pending(e))
    const x = start('f44-x', xProxy)
    await x.main.waitForOutput(/joined its line \(ticket 1\)/, 20_000)
    // A reads the line X has just written (lately: it lists the round), its listing held.
    aProxy.openGate('a-read')
    await seen(aProxy, (e) => listsRounds(e) && pending(e))
    zProxy.openGate('z-write')
    await seen(
      zProxy,
      (e) =>
        e.method === 'PUT' &&
        e.key.startsWith(`${joinsOf(name)}0/`) &&
        !e.key.includes('/rescue.') &&
        e.status === 200
    )
    // A lists Z's request and writes the line; its write is held.
    aProxy.openGate('a-list')
    await seen(aProxy, (e) => e.key === line && e.class === 'conditionalPut' && pending(e))
    // X takes the round in: Z seated, the next round begun. Then A's write is refused.
    await seen(xProxy, (e) => listsRounds(e) && pending(e))
    xProxy.openGate('x-list')
    await until(
      async () =>
        xProxy.log.filter((e) => e.key === line && e.class === 'conditionalPut' && e.status === 200)
          .length === 2,
      20_000,
      "X's take-in"
    )
    aProxy.openGate('a-write')
    const refused = () =>
      aProxy.log.findIndex(
        (e) => e.key === line && e.class === 'conditionalPut' && e.status === 412
      )
    await until(async () => refused() >= 0, 20_000, "A's write refused")
    // A's next write, answered: its ticket (the fix: it read the line again), or its request
    // to the round it had read, which X had just taken in (before: B, 300 ms later in the
    // review's run, wrote its ticket first, in 5 runs of 5).
    await until(
      async () =>
        aProxy.log.slice(refused() + 1).some((e) => e.method === 'PUT' && e.status === 200),
      20_000,
      "A's next write"
    )
    bProxy.openGate('b-read')
    const waiting = [x, z, a, b]
    await Promise.all(waiting.map(({ main }) => main.waitForOutput(/joined its line/, 20_000)))
    zProxy.openGate('z-list')
    const { tickets } = await readLine(name)
    const jobOf = (ticket: LineTicket) => ticket.holder.job
    console.log(`F44: the line is ${tickets.map((t) => `${t.n} ${jobOf(t)}`).join(', ')}`)
    expect(tickets.map(jobOf)).toEqual(['f44-x', 'f44-z', 'f44-a', 'f44-b'])
    const { order, results } = await serveAll(holder, waiting)
    expect(order).toEqual([0, 1, 2, 3])
    expect(results.map((r) => r.outcome)).toEqual(Array(4).fill('success'))
  }, 90_000)

  it('F45: a take-in whose listing the store never answers ends within seconds of "Acquired", not at the join’s deadline', async () => {
    const name = 'line/take-in-unanswered'
    const holder = kit.newJob('f45-holder')
    expect((await lockStep(holder, name).done).outcome).toBe('success')
    await writeEmptyLine(bucket, name)
    // X joins the quiet line behind the holder with one write, and takes its round in behind
    // it: the store answers none of its listings of the rounds.
    const xProxy = await proxyWith([{ action: 'hang', listPrefix: joinsOf(name) }])
    const x = kit.newJob('f45-x')
    const main = lockStep(x, name, { endpoint: xProxy.endpoint })
    await main.waitForOutput(/joined its line \(ticket 1\)/, 20_000)
    await seen(xProxy, (entry) => entry.class === 'list' && entry.fault === 'hang')
    await holder.end()
    await main.waitForOutput(/Acquired lock/, 20_000)
    const acquiredAt = Date.now()
    // The take-in left running has TIDY_MS (5 s) once the wait is over. Before the fix it had
    // the join's deadline (the timeout + 2 s from the start of acquire): its listing was sent
    // again after each request timeout, and the step stayed open ~90 s after "Acquired".
    const endedAt = await Promise.race([
      main.exited.then(() => Date.now()),
      sleep(20_000, undefined, { ref: false }).then(() => undefined)
    ])
    const tookMs = endedAt === undefined ? undefined : endedAt - acquiredAt
    console.log(
      `F45: main step ended ${tookMs ?? 'over 20000'} ms after "Acquired"; ` +
        `${xProxy.log.filter((entry) => entry.fault === 'hang').length} listing(s) unanswered`
    )
    expect(tookMs).toBeDefined()
    expect(tookMs).toBeLessThan(10_000)
    const got = await main.done
    expect([got.outcome, errors(got)]).toEqual(['success', []])
    await x.end()
  }, 90_000)
})
