import * as core from '@actions/core'
import { randomUUID } from 'node:crypto'
import { ConditionalLock, type Acquisition, type WaitView } from '../lock/conditional-lock.js'
import { formatDuration } from '../lock/duration.js'
import { LockTimeoutError } from '../lock/errors.js'
import { lockObjectKey } from '../lock/lock-key.js'
import { S3LockStore } from '../lock/s3-store.js'
import { describeThisJob, holderLabel } from './holder.js'
import { readAcquireInputs, storeOptions, type AcquireInputs } from './inputs.js'
import { formatHandle } from './lock-handle.js'
import { CancelledError } from './run-step.js'
import { describeWait, waitLogger } from './wait-log.js'

export interface AcquireStepOptions {
  /** The lease to write, given the `expires` input (shorter when a renewer keeps it alive). */
  leaseMs?: (expiresMs: number) => number
  /** Called before the first write, so a releaser can clean up if we die mid-acquire. */
  beforeFirstWrite?: (handle: string) => void
}

export interface HeldLock {
  inputs: AcquireInputs
  acquisition: Acquisition
  /** The `key` output: what a release needs. */
  handle: string
}

/** The main step of the root action and the acquire sub-action: wait until the lock is held. */
export async function acquireStep(
  signal: AbortSignal,
  options: AcquireStepOptions = {}
): Promise<HeldLock> {
  const inputs = readAcquireInputs()
  const leaseMs = options.leaseMs?.(inputs.expiresMs) ?? inputs.expiresMs
  const store = new S3LockStore(storeOptions(inputs, signal))
  const lock = new ConditionalLock(store, lockObjectKey(inputs.name))
  const owner = randomUUID()
  const handle = formatHandle({ key: lock.key, owner })
  const logWait = waitLogger(inputs.name, inputs.timeoutMs)
  let lastView: WaitView | undefined

  core.info(`Acquiring lock "${inputs.name}" at ${store.where(lock.key)}`)
  let acquisition: Acquisition
  try {
    acquisition = await lock.acquire({
      owner,
      leaseMs,
      holder: describeThisJob(inputs.context),
      timeoutMs: inputs.timeoutMs,
      pollMs: inputs.pollMs,
      signal,
      beforeFirstWrite: () => options.beforeFirstWrite?.(handle),
      onWait: (view) => {
        lastView = view
        logWait(view)
      }
    })
  } catch (error) {
    if (signal.aborted) await releaseIfOurs(inputs, lock.key, owner)
    if (error instanceof LockTimeoutError && lastView) {
      throw new LockTimeoutError(
        `lock "${inputs.name}" was not acquired within ${formatDuration(inputs.timeoutMs)}: ` +
          describeWait(inputs.name, lastView, inputs.timeoutMs)
      )
    }
    if (signal.aborted)
      throw new CancelledError(`cancelled while waiting for lock "${inputs.name}"`)
    throw error
  }

  const acquiredAt = new Date().toISOString()
  core.setOutput('key', handle)
  core.setOutput('acquired-at', acquiredAt)
  core.setOutput('token', String(acquisition.token))
  core.setOutput('waited-ms', String(Math.round(acquisition.waitedMs)))

  const previous = acquisition.previous
  const waited = `after waiting ${formatDuration(acquisition.waitedMs)}`
  core.info(`Acquired lock "${inputs.name}" (token ${acquisition.token}) ${waited}`)
  if (previous && acquisition.tookOverExpired) {
    core.warning(
      `Lock "${inputs.name}" was taken over after its lease ran out without a release; ` +
        `its last holder was ${holderLabel(previous.holder)} (token ${previous.token})`
    )
  }
  return { inputs, acquisition, handle }
}

/**
 * After a cancel, a write may have landed that we never heard of: if the lock is ours, give
 * it back now rather than leave it to run out. A fresh store, because the step's own signal
 * has already fired.
 */
async function releaseIfOurs(inputs: AcquireInputs, key: string, owner: string): Promise<void> {
  const timeout = AbortSignal.timeout(5_000)
  const lock = new ConditionalLock(new S3LockStore(storeOptions(inputs, timeout)), key)
  try {
    const result = await lock.release({ owner })
    if (result.kind === 'released') core.info(`Released lock "${inputs.name}" on cancel`)
  } catch (error) {
    core.warning(`Could not check lock "${inputs.name}" after cancel: ${String(error)}`)
  }
}
