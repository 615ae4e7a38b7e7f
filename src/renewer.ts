import { ConditionalLock } from './lock/conditional-lock.js'
import { keepLease, releaseRenewed, type LeaseStatus } from './lock/lease-keeper.js'
import { S3LockStore } from './lock/s3-store.js'
import { storeOptions } from './action/inputs.js'
import {
  CONFIG_ENV,
  processIdentity,
  stillRunning,
  writeStatus,
  type RenewerConfig,
  type RenewerRelease
} from './action/renewer-process.js'

// The background renewer started by the root action's main step (see renewer-process.ts).
// SIGTERM stops it between renewals; SIGUSR2 (from the post step) stops it and has it release
// the lock first, as does finding its job gone (the runner process that started the main step
// has exited) or reaching the longest a job can run. Either way it then exits.
const config = JSON.parse(process.env[CONFIG_ENV] ?? '') as RenewerConfig
const stop = new AbortController()
let releaseRequested = false
let stoppedBecause: string | undefined
process.on('SIGTERM', () => stop.abort())
process.on('SIGINT', () => stop.abort())
process.on('SIGUSR2', () => {
  releaseRequested = true
  stop.abort()
})

/** The job is over without a post step to say so: give the lock back rather than keep it. */
function jobGone(why: string): void {
  stoppedBecause ??= why
  releaseRequested = true
  stop.abort()
}
const watcher = setInterval(() => {
  if (config.watch && !stillRunning(config.watch)) {
    jobGone(`the runner process that started the job (pid ${config.watch.pid}) has exited`)
  }
}, 1_000)
const lifetime = setTimeout(
  () => jobGone('it reached the longest time a job can run'),
  config.maxLifetimeMs
)

const store = new S3LockStore(storeOptions(config.store))
const lock = new ConditionalLock(store, config.key)
const common = {
  key: config.key,
  token: config.claim.token,
  pid: process.pid,
  pidStartTime: processIdentity(process.pid)?.startTime
}
try {
  // The pid in the status file tells the post step that the signal handlers are in place.
  writeStatus(config.statusFile, {
    ...common,
    state: 'held',
    etag: config.claim.etag,
    renewals: config.claim.renewals,
    leaseEndsAt: config.leaseStartedAt + config.claim.leaseMs - (config.claim.clockAllowanceMs ?? 0)
  })
  const final = await keepLease({
    lock,
    claim: config.claim,
    leaseStartedAt: config.leaseStartedAt,
    intervalMs: config.intervalMs,
    signal: stop.signal,
    onStatus: (status) => writeStatus(config.statusFile, { ...status, ...common })
  })
  const release = releaseRequested ? await releaseLock(final) : undefined
  writeStatus(config.statusFile, {
    ...final,
    ...common,
    release,
    exited: true,
    ...(stoppedBecause === undefined ? {} : { stoppedBecause })
  })
  exit(0)
} catch (error) {
  // Nobody sees this process's output: the status file is the only way to say it failed.
  writeStatus(config.statusFile, {
    ...common,
    state: 'lost',
    reason: 'lapsed',
    at: new Date().toISOString(),
    detail: `the renewer failed and stopped renewing: ${message(error)}`,
    exited: true
  })
  exit(1)
}

function exit(code: number): never {
  clearInterval(watcher)
  clearTimeout(lifetime)
  process.exit(code)
}

/** Releases as the post step would, conditionally on the ETag of our latest renewal. */
async function releaseLock(final: LeaseStatus): Promise<RenewerRelease> {
  const where = store.where(config.key)
  const { owner, token, holder, ticket, holds, holders } = config.claim
  // The renewer runs on the machine of main, whose monotonic clock started the lease.
  const claim = { owner, token, holder, ticket, holds, holders, heldSince: config.leaseStartedAt }
  try {
    return { where, result: await releaseRenewed(lock, claim, final) }
  } catch (error) {
    return { where, error: message(error) }
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
