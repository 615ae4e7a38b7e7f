import * as core from '@actions/core'
import { randomUUID } from 'node:crypto'
import {
  ConditionalLock,
  type Acquisition,
  type WaitView
} from '../lock/single/conditional-lock.js'
import { leaseLeftMs } from '../lock/acquire/acquisition.js'
import { claimFor, passStepFor } from '../lock/lease/lease.js'
import { monotonicNow } from '../lock/basics/backoff.js'
import {
  cleanupAfterCancel,
  CLEANUP_MS,
  REQUEST_GRACE_MS,
  within
} from '../lock/basics/deadlines.js'
import { HoldersMismatchError, SharedLock } from '../lock/pool/shared-lock.js'
import { formatDuration } from '../lock/basics/duration.js'
import { errorText, LockTimeoutError, UserFacingError } from '../lock/basics/errors.js'
import { SupersededError } from '../lock/line/newest-wins.js'
import { lineKeyOf, lockObjectKey } from '../lock/basics/lock-key.js'
import { giveBackAfterCancel } from '../lock/single/give-back.js'
import { deleteAfterLateLanding } from './release-step.js'
import { ListingLock, type ListingWaitView } from '../lock/listing/listing-lock.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { HolderRunWatch, RENEWED_HOLDER, type RunWatchStats } from './github-liveness.js'
import { describeThisJob, holderLabel } from './holder.js'
import { InputError, readAcquireInputs, storeOptions, type AcquireInputs } from './inputs.js'
import { formatHandle } from './lock-handle.js'
import { CancelledError } from './run-step.js'
import { refuseIfConditionalLock } from '../lock/store-check/strategy-guard.js'
import { checkStore, UseListingInstead } from './store-check.js'
import { endSuperseded } from './superseded.js'
import { summarizeAcquisition } from './summary.js'
import { HoldError } from '../lock/hold/hold-gate.js'
import {
  checkHoldAhead,
  endHeld,
  holdOptions,
  holdRow,
  refuseIfHeld,
  pausedNote,
  type HoldNotes
} from './held.js'
import { breakCommand, describeListingWait, describeWait, waitLogger } from '../report/wait-log.js'
import { logAcquired, waitedTooLong, warnWhileWaiting } from './watch-log.js'

export interface AcquireStepOptions {
  /** The lease to write, given the `expires` input (shorter when a renewer keeps it alive). */
  leaseMs?: (expiresMs: number) => number
  /** Called before the first write, so a releaser can clean up if we die mid-acquire. */
  beforeFirstWrite?: (handle: string) => void
  /** A renewer will keep the lease alive: the record says so, for waiters that ask GitHub. */
  renewed?: boolean
}

export type HeldLock = (
  | {
      strategy: 'conditional'
      inputs: AcquireInputs
      handle: string
      acquisition: Acquisition
      /** What the store check found, when this acquisition ran it. */
      storeCheck?: string
      /** Waiters ahead when this job joined the line; undefined when it did not have to. */
      aheadAtJoining?: number
      /** What was asked of GitHub about the holder's run while waiting. */
      github?: RunWatchStats
      /** What this job saw of holds (docs/holds.md). */
      holds?: HoldNotes
    }
  | {
      strategy: 'listing'
      inputs: AcquireInputs
      handle: string
      waitedMs: number
      /** A PUT of the key went unanswered: it may land until then (ListingAcquisition). */
      inFlightUntil?: number
      /** When the key runs out by our own count (ListingAcquisition). */
      leaseEndsAt: number
    }
) & {
  /** This runner's clock, for the summary. */
  startedAt?: number
  acquiredAt?: number
}

/** The main step of the root action and the acquire sub-action: wait until the lock is held. */
/**
 * Undefined when a newer run of the group superseded this one and `on-superseded` is `skip`:
 * the step succeeds without the lock (output `acquired` false, nothing to release).
 */
export async function acquireStep(
  signal: AbortSignal,
  options: AcquireStepOptions = {}
): Promise<HeldLock | undefined> {
  const startedAt = Date.now()
  const inputs = readAcquireInputs()
  const store = new S3LockStore(storeOptions(inputs, signal))
  // The listing strategy has no renewal: its lease is always `expires`.
  const lease =
    inputs.strategy === 'listing'
      ? inputs.expiresMs
      : (options.leaseMs?.(inputs.expiresMs) ?? inputs.expiresMs)
  let held: HeldLock
  const stopWaitWarning = warnWhileWaiting(inputs.name, inputs.warnAfterMs)
  try {
    held =
      inputs.strategy === 'listing'
        ? await acquireByListing(inputs, store, signal)
        : await acquireConditionally(inputs, store, signal, { ...options, leaseMs: () => lease })
  } catch (error) {
    if (error instanceof SupersededError) {
      await endSuperseded(inputs, store.where(lockObjectKey(inputs.name)), error)
      return undefined
    }
    if (error instanceof HoldError) {
      await endHeld(inputs, error)
      return undefined
    }
    if (!(error instanceof UseListingInstead)) throw error
    if (inputs.queue === 'newest') {
      throw new UserFacingError(
        `Lock "${inputs.name}": ${error.message}, and queue newest needs conditional writes ` +
          '(the listing scheme has no line)'
      )
    }
    // The listing strategy has one holder only: letting it in would break "holders".
    if (inputs.holders > 1) {
      throw new InputError(
        `input "holders": lock "${inputs.name}": ${error.message}, and the listing strategy that ` +
          `would replace it has one holder only (got holders: ${inputs.holders})`
      )
    }
    core.warning(
      `Lock "${inputs.name}": ${error.message}, so the listing strategy is used: ` +
        'it is not atomic (see docs/guarantees.md); set strategy "listing" to skip this check'
    )
    held = await acquireByListing(inputs, store, signal)
  } finally {
    stopWaitWarning()
  }
  const acquiredAt = Date.now()
  core.setOutput('key', held.handle)
  core.setOutput('acquired', 'true')
  core.setOutput('acquired-at', new Date(acquiredAt).toISOString())
  core.setOutput('strategy', held.strategy)
  const conditional = held.strategy === 'conditional' ? held.acquisition : undefined
  const waitedMs = conditional?.waitedMs ?? (held.strategy === 'listing' ? held.waitedMs : 0)
  logAcquired({
    name: inputs.name,
    where: store.where(conditional?.key ?? held.handle),
    strategy: held.strategy,
    holder: describeThisJob(inputs.context),
    waitedMs,
    conditional
  })
  const waitWarning = waitedTooLong(inputs.name, waitedMs, inputs.warnAfterMs)
  await summarizeAcquisition({
    name: inputs.name,
    where: store.where(conditional?.key ?? held.handle),
    strategy: held.strategy,
    token: conditional?.token,
    startedAt,
    acquiredAt,
    previous:
      conditional?.previous === undefined
        ? undefined
        : {
            holder: conditional.previous.holder,
            token: conditional.previous.token,
            how: conditional.tookOverGone
              ? 'run-completed'
              : conditional.tookOverExpired
                ? 'expired'
                : 'released'
          },
    storeCheck: held.strategy === 'conditional' ? held.storeCheck : undefined,
    aheadAtJoining: held.strategy === 'conditional' ? held.aheadAtJoining : undefined,
    lease: formatDuration(held.strategy === 'listing' ? inputs.expiresMs : lease),
    requests: store.requests,
    github: held.strategy === 'conditional' ? held.github : undefined,
    warnings: waitWarning === undefined ? undefined : [waitWarning],
    hold:
      held.strategy === 'conditional' && held.holds ? holdRow(held.holds, inputs.bucket) : undefined
  })
  // The hand-out gate once more, at the step's end: the summary was written since acquire
  // checked our count. Never hand the job a lease that has ended (docs/protocol.md, I8).
  const leftMs =
    held.strategy === 'conditional'
      ? leaseLeftMs(held.acquisition)
      : held.leaseEndsAt - monotonicNow()
  if (leftMs <= 0) {
    if (held.strategy === 'conditional') {
      await releaseIfOurs(inputs, held.acquisition.key, held.acquisition.owner)
    } else await withdrawListingKeys(inputs, [held.handle], () => held.inFlightUntil)
    throw new UserFacingError(
      `Lock "${inputs.name}": its lease ended before the step could hand it to the job ` +
        '(the runner was stalled); it was given back'
    )
  }
  return { ...held, startedAt, acquiredAt }
}

/** A store check cut short by acquire's deadline is a timeout, said in one line. */
function checkTimedOut(
  inputs: AcquireInputs,
  bound: AbortSignal,
  signal: AbortSignal,
  error: unknown
): unknown {
  if (!bound.aborted || signal.aborted) return error
  return new LockTimeoutError(
    `lock "${inputs.name}" was not acquired within ${formatDuration(inputs.timeoutMs)}: the ` +
      `check whether the store enforces conditional writes did not finish (${errorText(error)})`
  )
}

async function acquireConditionally(
  inputs: AcquireInputs,
  store: S3LockStore,
  signal: AbortSignal,
  options: AcquireStepOptions
): Promise<HeldLock> {
  // Several holders take places in one shared record; one holder keeps the format as it was.
  const lock =
    inputs.holders > 1
      ? new SharedLock(store, lockObjectKey(inputs.name), inputs.holders, inputs.exclusive)
      : new ConditionalLock(store, lockObjectKey(inputs.name))
  const owner = randomUUID()
  const handle = formatHandle({ key: lock.key, owner })
  const cleanup = cleanupAfterCancel(signal)
  // A reminder (not a change of holder) means the same holder for a minute or more: say how
  // to break the lock if its job is gone.
  const logWait = waitLogger<WaitView>(core.info, (view) =>
    view.holderChanged
      ? `${describeWait(inputs.name, view, inputs.timeoutMs)}${pausedNote(view, inputs.bucket)}`
      : `${describeWait(inputs.name, view, inputs.timeoutMs)}${pausedNote(view, inputs.bucket)}. If that job is gone, break the lock with: ${breakCommand(inputs.name, inputs.bucket, view.holder.token)}`
  )
  const holdNotes: HoldNotes = {}
  let lastPaused = ''
  let lastView: WaitView | undefined
  let storeCheck: string | undefined
  let aheadAtJoining: number | undefined
  // Asks GitHub, in the background, whether a long holder's workflow run is still going.
  if (inputs.githubToken !== '') core.setSecret(inputs.githubToken)
  const runWatch = new HolderRunWatch({
    token: inputs.githubToken,
    serverUrl: process.env.GITHUB_SERVER_URL || 'https://github.com',
    repository: process.env.GITHUB_REPOSITORY ?? '',
    runId: process.env.GITHUB_RUN_ID ?? '',
    log: { info: core.info, notice: core.notice, debug: core.debug }
  })

  core.info(`Acquiring lock "${inputs.name}" at ${store.where(lock.key)}`)
  let acquisition: Acquisition
  try {
    acquisition = await lock.acquire({
      owner,
      leaseMs: options.leaseMs?.(inputs.expiresMs) ?? inputs.expiresMs,
      storeClockAllowanceMs: inputs.storeClockAllowanceMs,
      holder: {
        ...describeThisJob(inputs.context),
        ...(options.renewed === true ? { [RENEWED_HOLDER]: 'yes' } : {})
      },
      timeoutMs: inputs.timeoutMs,
      pollMs: inputs.pollMs,
      signal,
      beforeCreate: async (bound) => {
        try {
          storeCheck = await checkStore(inputs, inputs.name, inputs.strategy, signal, store, bound)
        } catch (error) {
          throw checkTimedOut(inputs, bound, signal, error)
        }
      },
      onListingCheckSkipped: (why) => core.info(`Lock "${inputs.name}": ${why}`),
      beforeFirstWrite: () => options.beforeFirstWrite?.(handle),
      line: {
        key: lineKeyOf(inputs.name),
        passStepMs: passStepFor(inputs.pollMs),
        ...(options.renewed === true ? { claimMs: claimFor(inputs.pollMs) } : {}),
        // Not bound to the step's signal: after a cancel the place must still be given up.
        cleanupStore: new S3LockStore(storeOptions(inputs)),
        ...(inputs.queue === 'newest'
          ? { newest: { group: inputs.queueGroup, order: inputs.runOrder } }
          : {}),
        onJoined: (ticket, ahead) => {
          aheadAtJoining = ahead.length
          core.info(
            `Lock "${inputs.name}" is busy: joined its line (ticket ${ticket}) with ` +
              `${ahead.length === 0 ? 'nobody' : ahead.length} waiting ahead`
          )
        }
      },
      onWait: (view) => {
        lastView = view
        // The holder ahead paused by a hold (or going on again) is news worth a line at once.
        const paused = pausedNote(view, inputs.bucket)
        logWait(paused === lastPaused ? view : { ...view, holderChanged: true })
        lastPaused = paused
        checkHoldAhead(inputs, view)
      },
      holderGone: runWatch.holderGone,
      holds: holdOptions(inputs, holdNotes)
    })
  } catch (error) {
    runWatch.stop()
    if (signal.aborted) await releaseIfOurs(inputs, lock.key, owner, cleanup())
    if (error instanceof LockTimeoutError && lastView) {
      throw new LockTimeoutError(
        `lock "${inputs.name}" was not acquired within ${formatDuration(inputs.timeoutMs)}: ` +
          `${describeWait(inputs.name, lastView, inputs.timeoutMs)}. If that job is gone, break ` +
          `the lock with: ${breakCommand(inputs.name, inputs.bucket, lastView.holder.token)}`
      )
    }
    if (signal.aborted)
      throw new CancelledError(`cancelled while waiting for lock "${inputs.name}"`)
    if (error instanceof HoldersMismatchError && error.expiredHolder) {
      const { token } = error.expiredHolder
      throw new HoldersMismatchError(
        `${error.message}, with: ${breakCommand(inputs.name, inputs.bucket, token)}`
      )
    }
    throw error
  }

  runWatch.stop()
  core.setOutput('token', String(acquisition.token))
  core.setOutput('waited-ms', String(Math.round(acquisition.waitedMs)))
  core.setOutput('ahead', String(aheadAtJoining ?? 0))
  const waited = `after waiting ${formatDuration(acquisition.waitedMs)}`
  const place =
    inputs.holders > 1
      ? `, ${inputs.exclusive ? 'alone' : 'one place'} of ${inputs.holders} holders`
      : ''
  core.info(`Acquired lock "${inputs.name}" (token ${acquisition.token}${place}) ${waited}`)
  const previous = acquisition.previous
  if (previous?.state === 'held' && acquisition.tookOverGone) {
    core.warning(
      `Lock "${inputs.name}": ${runWatch.noteTakeover(previous)} before its lease ran out ` +
        `(token ${acquisition.token}); its last holder was ${holderLabel(previous.holder)} ` +
        `(token ${previous.token})`
    )
  } else if (previous && acquisition.tookOverExpired) {
    core.warning(
      `Lock "${inputs.name}" was taken over after its lease ran out without a release; ` +
        `its last holder was ${holderLabel(previous.holder)} (token ${previous.token})`
    )
  }
  const github = runWatch.stats()
  if (github.calls > 0) {
    core.info(`Asked GitHub about the holder's workflow run ${github.calls} time(s)`)
  }
  return {
    strategy: 'conditional',
    inputs,
    acquisition,
    handle,
    storeCheck,
    aheadAtJoining,
    github,
    holds: holdNotes
  }
}

async function acquireByListing(
  inputs: AcquireInputs,
  store: S3LockStore,
  signal: AbortSignal
): Promise<HeldLock> {
  const lock = new ListingLock(store, inputs.name)
  const logWait = waitLogger<ListingWaitView>(core.info, (view) =>
    describeListingWait(inputs.name, view, inputs.timeoutMs)
  )
  core.info(
    `Acquiring lock "${inputs.name}" at ${store.where(`${inputs.name}.*`)} (listing strategy)`
  )
  let lastView: ListingWaitView | undefined
  // Before our first key (this saves a write when a workflow kept the old strategy), and again
  // once our key is in the bucket, which is the look that keeps the two strategies apart.
  await refuseIfConditionalLock(store, inputs.name, within(inputs.timeoutMs + REQUEST_GRACE_MS))
  try {
    const { key, waitedMs, waitersAheadAtJoining, inFlightUntil, leaseEndsAt } = await lock.acquire(
      {
        leaseMs: inputs.expiresMs,
        timeoutMs: inputs.timeoutMs,
        pollMs: inputs.pollMs,
        context: inputs.context,
        holder: describeThisJob(inputs.context),
        signal,
        beforeHolding: async (bound) => {
          await refuseIfConditionalLock(store, inputs.name, bound)
          await refuseIfHeld(inputs, store, bound)
        },
        onJoined: ({ key: waitingKey, waitersAhead, rejoined }) => {
          core.info(
            rejoined
              ? `Lock "${inputs.name}": this job's place in line lapsed (its waiting key ran out ` +
                  `or was removed); joined again at the end as ${waitingKey} with ` +
                  `${waitersAhead === 0 ? 'nobody' : waitersAhead} waiting ahead`
              : `Lock "${inputs.name}" is busy: joined its line as ${waitingKey} with ` +
                  `${waitersAhead === 0 ? 'nobody' : waitersAhead} waiting ahead`
          )
        },
        onWait: (view) => {
          lastView = view
          logWait(view)
        }
      }
    )
    // No fencing token: the listing scheme has no counter that only grows.
    core.setOutput('token', '')
    core.setOutput('waited-ms', String(Math.round(waitedMs)))
    core.setOutput('ahead', String(waitersAheadAtJoining))
    core.info(`Acquired lock "${inputs.name}" as ${key} after waiting ${formatDuration(waitedMs)}`)
    return { strategy: 'listing', inputs, handle: key, waitedMs, inFlightUntil, leaseEndsAt }
  } catch (error) {
    // Our keys may be in the bucket, a waiting key or one not yet known to win: whatever went
    // wrong (a cancel, a timeout, a failed LIST or DELETE), they must not stay there and block
    // the line until they expire.
    if (lock.pendingKeys.size > 0) {
      await withdrawListingKeys(inputs, [...lock.pendingKeys], (key) => lock.inFlightUntilOf(key))
    }
    if (error instanceof LockTimeoutError && lastView) {
      throw new LockTimeoutError(
        `lock "${inputs.name}" was not acquired within ${formatDuration(inputs.timeoutMs)}: ` +
          describeListingWait(inputs.name, lastView, inputs.timeoutMs)
      )
    }
    if (signal.aborted) {
      throw new CancelledError(`cancelled while waiting for lock "${inputs.name}"`)
    }
    throw error
  }
}

/**
 * An error caught our listing keys in the bucket before one was known to win: remove them, and
 * once more those whose PUT went unanswered once its last attempt can have landed (F37, F46d):
 * else such a key comes back and holds the lock for its whole `expires`. A fresh store, because
 * the step's own signal may have fired.
 */
async function withdrawListingKeys(
  inputs: AcquireInputs,
  keys: readonly string[],
  inFlightUntilOf: (key: string) => number | undefined
): Promise<void> {
  const store = new S3LockStore(storeOptions(inputs))
  const bound = within(CLEANUP_MS)
  for (const key of keys) {
    await store.delete(key, bound).catch((error: unknown) => {
      core.warning(`Could not remove ${store.where(key)}: ${String(error)}`)
    })
  }
  for (const key of keys) {
    const until = inFlightUntilOf(key)
    if (until === undefined) continue
    await deleteAfterLateLanding(store, key, until).catch((error: unknown) => {
      core.warning(`Could not remove ${store.where(key)}: ${String(error)}`)
    })
  }
}

/**
 * After a cancel, a write may have landed that we never heard of: if the lock is ours, give
 * it back now rather than leave it to run out. A fresh store, because the step's own signal
 * has already fired.
 */
async function releaseIfOurs(
  inputs: AcquireInputs,
  key: string,
  owner: string,
  bound: AbortSignal = within(CLEANUP_MS)
): Promise<void> {
  const lock = new ConditionalLock(new S3LockStore(storeOptions(inputs)), key)
  try {
    const result = await giveBackAfterCancel(lock, owner, bound)
    if (result.kind === 'released') core.info(`Released lock "${inputs.name}" on cancel`)
  } catch (error) {
    core.warning(`Could not check lock "${inputs.name}" after cancel: ${String(error)}`)
  }
}
