import * as core from '@actions/core'
import { RELEASE_MS, within } from '../lock/basics/deadlines.js'
import { ConditionalLock, type ReleaseClaim } from '../lock/single/conditional-lock.js'
import { releaseRenewed } from '../lock/lease/lease-keeper.js'
import { sleep } from '../lock/basics/backoff.js'
import { formatDuration } from '../lock/basics/duration.js'
import { errorText } from '../lock/basics/errors.js'
import { parseAnyListingKey } from '../lock/listing/listing-lock.js'
import { lateLandingWaitMs, S3LockStore } from '../lock/store/s3-store.js'
import { readStoreInputs, storeOptions } from './inputs.js'
import type { LockHandle } from './lock-handle.js'
import {
  reportLoss,
  reportRelease,
  reportRenewedRelease,
  type ReleaseContext
} from './release-report.js'
import { readStatus, stopRenewer, type RenewerHandle } from './renewer-process.js'
import { logReleased } from './watch-log.js'

export interface ReleaseRequest {
  handle: LockHandle
  claim: Omit<ReleaseClaim, 'owner'>
  /** False when main never confirmed the acquisition: then only clean up a write we missed. */
  confirmed: boolean
  /** The root action's background renewer, stopped before anything else. */
  renewer?: RenewerHandle
  onLost?: ReleaseContext['onLost']
  times?: ReleaseContext['times']
}

/**
 * The release sub-action, and the root action's post step when its renewer could not release
 * for it (see post.ts): stop the renewer, then release with our own S3 client.
 */
export async function releaseStep(signal: AbortSignal, request: ReleaseRequest): Promise<void> {
  const inputs = readStoreInputs()
  const store = new S3LockStore(storeOptions(inputs, signal))
  const lock = new ConditionalLock(store, request.handle.key)
  const where = store.where(request.handle.key)
  if (!request.confirmed) {
    await cleanUpUnconfirmed(lock, request.handle.owner, where)
    return
  }
  const context: ReleaseContext = {
    handle: request.handle,
    where,
    token: request.claim.token,
    onLost: request.onLost,
    times: request.times,
    renewed: request.renewer !== undefined
  }

  const claim = { ...request.claim, owner: request.handle.owner }
  if (!request.renewer) return reportRelease(context, await lock.release(claim, within(RELEASE_MS)))

  const stopped = await stopRenewer(request.renewer)
  const status = readStatus(request.renewer.statusFile)
  if (status?.exited && status.release?.error !== undefined) {
    // It exited on its own after trying (a store outage, say): no crash, and no lost renewals.
    core.info(
      `The lease renewer could not release ${where} (${status.release.error}); releasing here`
    )
  } else if (stopped === 'never-started') {
    core.info(
      `The lease renewer of ${where} had not started yet, and now never will; releasing here`
    )
  } else if (stopped === 'gone' && status?.state === 'held') {
    core.warning(
      `The lease renewer of ${where} was no longer running (it was killed or crashed); ` +
        'the lock may have gone unrenewed for a while'
    )
  }
  // A status file that already says "released" has no lease to tell of: release as claimed.
  // A stopped renewer's last ETag is released like a held one.
  const lease =
    status?.state === 'released'
      ? undefined
      : status?.state === 'stopped'
        ? { ...status, state: 'held' as const }
        : status
  const result = await releaseRenewed(lock, claim, lease, within(RELEASE_MS))
  await reportRenewedRelease(context, request.renewer.statusFile, status, result)
}

/**
 * Main stopped after sending a write it never heard back about. If that write made us the
 * holder, release; if the store cannot be asked, the lease will free the lock, so a warning
 * is enough: main has already failed with the reason.
 */
async function cleanUpUnconfirmed(lock: ConditionalLock, owner: string, where: string) {
  try {
    const result = await lock.release({ owner }, within(RELEASE_MS))
    if (result.kind === 'released') core.info(`Released ${where}, acquired as main was stopped`)
  } catch (error) {
    const reason = errorText(error)
    core.warning(`Could not check whether ${where} was left held by this job: ${reason}`)
  }
}

/**
 * Releases a listing-strategy lock by removing our own `name.created.uuid.expires` key. The
 * key is this acquisition's alone, so removing it can never release anyone else's lock. Nothing
 * renews such a lock: once the store's clock is past the expiry in its key, the next contender
 * may have taken the lock while this job still worked, and that is reported as a loss.
 * `inFlightUntil` (this runner's clock, from main): a PUT of the key that went unanswered may
 * land until then, so the key is deleted once more at that time.
 */
export async function releaseListingStep(
  signal: AbortSignal,
  key: string,
  onLost: ReleaseContext['onLost'] = 'fail',
  inFlightUntil?: number
): Promise<void> {
  const store = new S3LockStore(storeOptions(readStoreInputs(), signal))
  await store.delete(key, within(RELEASE_MS))
  const storeNow = store.lastServerNow
  const where = store.where(key)
  if (inFlightUntil !== undefined) await deleteAfterLateLanding(store, key, inFlightUntil, signal)
  const expiresMs = parseAnyListingKey(key)?.expiresMs
  if (expiresMs !== undefined && storeNow !== undefined && storeNow > expiresMs) {
    const late = formatDuration(storeNow - expiresMs)
    const context: ReleaseContext = { handle: { key, owner: '' }, where, onLost, renewed: false }
    return reportLoss(
      context,
      `it expired ${late} before this release (by the store's clock), and the listing strategy cannot renew`,
      undefined,
      'Use a longer "expires" than the job can take.'
    )
  }
  core.info(`Released lock ${where}`)
  const name = key.slice(0, key.search(/\.\d+\.[^.]+\.\d+$/))
  logReleased({ name: name || key, where, outcome: 'released' })
}

/**
 * A PUT of the key that went unanswered may land after our delete and bring the key back for
 * its whole `expires`: wait until no attempt can be in flight (one request timeout after it was
 * sent, so never longer than that plus a second) and delete again.
 */
export async function deleteAfterLateLanding(
  store: S3LockStore,
  key: string,
  inFlightUntil: number,
  signal?: AbortSignal
): Promise<void> {
  const waitMs = lateLandingWaitMs(inFlightUntil, store.requestTimeoutMs)
  if (waitMs <= 0) return
  core.info(
    `A write of ${store.where(key)} went unanswered and may still land: deleting it again in ` +
      formatDuration(waitMs)
  )
  await sleep(waitMs, signal)
  await store.delete(key, within(RELEASE_MS))
}
