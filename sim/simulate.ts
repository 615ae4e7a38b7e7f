import { useTimeAndChance } from '../src/lock/basics/clock.js'
import { lineKeyOf, lockObjectKey } from '../src/lock/basics/lock-key.js'
import { HOLDS_KEY } from '../src/lock/hold/holds.js'
import { useMutations, type Mutation } from '../src/lock/basics/mutations.js'
import {
  MemoryBucket,
  type Fault,
  type Reply,
  type StoreRequest
} from '../src/lock/store/memory-bucket.js'
import { checkRun, type Violation } from './checks.js'
import { FencedRegister, History, type Event } from './history.js'
import { runHold } from './hold-actor.js'
import { runJob, type World } from './job.js'
import { LOCK_NAME, type Scenario } from './scenario.js'
import { SeededRandom, VirtualTime } from './virtual-time.js'

/** No run goes on longer than this on the virtual timeline. */
const HORIZON_MS = 2 * 3_600_000
/** After the last job, the longest a request of ours can still be on its way, and more. */
const SETTLE_MS = 30_000

export interface RunResult {
  violations: Violation[]
  events: Event[]
  acquisitions: number
  /** Timers fired: the run's length in scheduling steps. */
  steps: number
  endedAt: number
}

/** Runs one scenario on the real code under virtual time, and checks what it recorded. */
export async function simulate(scenario: Scenario, mutation?: Mutation): Promise<RunResult> {
  const random = new SeededRandom(scenario.seed)
  const time = new VirtualTime(random)
  const restore = useTimeAndChance({ clock: time, random })
  const unmutate = useMutations(mutation ? [mutation] : [])
  try {
    const { baseMs, jitterMs } = scenario.latency
    const bucket = new ObservedBucket(lockObjectKey(LOCK_NAME), () => time.monotonicNow(), {
      name: 'sim',
      clockOffsetMs: scenario.storeClockOffsetMs,
      dateAheadMs: scenario.dateAheadMs ?? 0,
      latencyMs: () => baseMs + random.fraction() * jitterMs,
      faults: faultPlan(scenario, time, random),
      // The applied writes, for I15's check of which landed first.
      keepLog: scenario.holds.length > 0 || TRACE
    })
    const history = new History(() => time.monotonicNow())
    const world: World = { scenario, time, bucket, history, register: new FencedRegister() }
    for (const plan of scenario.holds) time.later(plan.at, () => void runHold(plan, world))
    let finished = 0
    for (const plan of scenario.jobs) {
      time.later(plan.startAt, () => {
        void runJob(plan, world).finally(() => finished++)
      })
    }
    // Once every job is done, only what is still in flight may change the lock: writes that
    // land late, deletes in the background. They all end within SETTLE_MS.
    let doneAt: number | undefined
    await time.run(HORIZON_MS, () => {
      if (finished < scenario.jobs.length) return false
      doneAt ??= time.monotonicNow()
      return time.monotonicNow() >= doneAt + SETTLE_MS
    })
    const quiet = finished === scenario.jobs.length
    if (TRACE) traceRequests(bucket, time, scenario.storeClockOffsetMs)
    const end = {
      t: time.monotonicNow(),
      quiet,
      objects: bucket.objects(),
      lockKey: lockObjectKey(LOCK_NAME),
      lineKey: lineKeyOf(LOCK_NAME),
      holdsKey: HOLDS_KEY,
      writes: appliedWrites(bucket, time, scenario.storeClockOffsetMs),
      lockVersions: bucket.versions
    }
    return {
      violations: checkRun(scenario, history.events, end),
      events: history.events,
      acquisitions: history.events.filter((e) => e.kind === 'acquired').length,
      steps: time.steps,
      endedAt: end.t
    }
  } finally {
    unmutate()
    restore()
  }
}

/** SIM_TRACE=1: every request the bucket saw is printed after the run (for a replay). */
const TRACE = process.env.SIM_TRACE === '1'

function traceRequests(bucket: MemoryBucket, time: VirtualTime, offsetMs: number): void {
  const toTimeline = time.monotonicNow() - time.wallNow() - offsetMs
  for (const e of bucket.log) {
    const t = ((e.at + toTimeline) / 1000).toFixed(3).padStart(9)
    const condition = e.condition ? ` ${e.condition}` : ''
    console.log(
      `${t}s ${e.client.padEnd(12)} ${e.op}${condition} ${e.key} -> ${e.outcome} ${e.status ?? ''}`
    )
  }
}

/** The bucket, with every version of the lock object kept as it was written, and when. */
class ObservedBucket extends MemoryBucket {
  readonly versions: { t: number; body: string; writer: string }[] = []

  constructor(
    private readonly lockKey: string,
    private readonly timeline: () => number,
    options: ConstructorParameters<typeof MemoryBucket>[0]
  ) {
    super(options)
  }

  /** The client whose request is being applied: a write lands long after it was sent. */
  private applying = ''

  override exchange(request: StoreRequest, act: () => Reply, answer: (reply: Reply) => void): void {
    super.exchange(
      request,
      () => {
        this.applying = request.client
        try {
          return act()
        } finally {
          this.applying = ''
        }
      },
      answer
    )
  }

  override putObject(...args: Parameters<MemoryBucket['putObject']>): Reply {
    const reply = super.putObject(...args)
    if (reply.status === 200 && args[0] === this.lockKey) {
      this.versions.push({ t: this.timeline(), body: args[1], writer: this.applying })
    }
    return reply
  }
}

/** The writes the bucket applied, on the virtual timeline (its log is on the store's clock). */
function appliedWrites(bucket: MemoryBucket, time: VirtualTime, offsetMs: number) {
  const toTimeline = time.monotonicNow() - time.wallNow() - offsetMs
  return bucket.log
    .filter(
      (e) =>
        e.op === 'put' &&
        (e.status ?? 500) < 300 &&
        (e.outcome === 'applied' || e.outcome === 'lost')
    )
    .map((e) => ({ t: e.at + toTimeline, client: e.client, key: e.key }))
}

/** The scenario's fault windows as the bucket asks for them: one decision per request. */
function faultPlan(
  scenario: Scenario,
  time: VirtualTime,
  random: SeededRandom
): ((request: StoreRequest) => Fault | undefined) | undefined {
  if (scenario.faults.length === 0) return undefined
  return (request) => {
    const now = time.monotonicNow()
    for (const w of scenario.faults) {
      if (now < w.from || now >= w.to) continue
      if (w.ops && !w.ops.includes(request.op)) continue
      if (w.job && request.client !== w.job && !request.client.startsWith(`${w.job}/`)) continue
      if (w.keyPart && !request.key.includes(w.keyPart)) continue
      if (random.fraction() < w.rate) return w.fault
    }
    return undefined
  }
}
