import * as core from '@actions/core'
import { describeThisJob } from './action/holder.js'
import { parseHandle } from './action/lock-handle.js'
import { reportRenewedRelease, type ReleaseContext } from './action/release-report.js'
import { releaseThroughRenewer } from './action/renewer-process.js'
import { runStep } from './action/run-step.js'
import { STATE } from './action/state.js'

// Root action, post step: runs even when main failed or was cancelled, so it must cope with
// any amount of missing state. The post step of a job that held the lock sits between one
// holder and the next, so its usual path is kept light: the renewer, which already has an S3
// client and the latest ETag, releases for it, and this process loads no S3 client at all.
await runStep(async (signal) => {
  const listingKey = core.getState(STATE.listingKey)
  if (listingKey !== '') {
    const { releaseListingStep } = await import('./action/release-step.js')
    return releaseListingStep(
      signal,
      listingKey,
      core.getInput('on-lost') === 'warn' ? 'warn' : 'fail',
      Number(core.getState(STATE.listingInFlightUntil)) || undefined
    )
  }
  const handleText = core.getState(STATE.handle)
  if (handleText === '') {
    core.info('No lock was requested by the main step; nothing to release')
    return
  }
  const handle = parseHandle(handleText, 'state')
  const tokenText = core.getState(STATE.token)
  const token = tokenText === '' ? undefined : Number(tokenText)
  const pid = Number(core.getState(STATE.renewerPid))
  const control = core.getState(STATE.renewerControl)
  const statusFile = core.getState(STATE.statusFile)
  const renewer = pid > 0 && control !== '' ? { pid, statusFile, control } : undefined
  const onLost: ReleaseContext['onLost'] = core.getInput('on-lost') === 'warn' ? 'warn' : 'fail'
  const times = readTimes()

  if (renewer && token !== undefined) {
    const status = await releaseThroughRenewer(renewer, signal)
    if (status?.release && status.release.error === undefined) {
      core.info(`Asked the lease renewer (pid ${renewer.pid}) to release the lock; it has done so`)
      const context = { handle, where: status.release.where, token, onLost, times, renewed: true }
      return reportRenewedRelease(context, renewer.statusFile, status, status.release.result)
    }
  }

  const { releaseStep } = await import('./action/release-step.js')
  await releaseStep(signal, {
    handle,
    claim: {
      token,
      etag: core.getState(STATE.etag) || undefined,
      ticket: Number(core.getState(STATE.ticket)) || undefined,
      ...readHolds(),
      // A place among several holders is freed the shared way, never by a released record.
      holders: Number(core.getState(STATE.holders)) || undefined,
      // The same job as main, so the same description: the released record keeps it.
      holder: describeThisJob(core.getInput('context'))
    },
    confirmed: token !== undefined,
    renewer,
    onLost,
    times
  })
})

function readTimes(): { startedAt: number; acquiredAt: number } | undefined {
  try {
    return JSON.parse(core.getState(STATE.times)) as { startedAt: number; acquiredAt: number }
  } catch {
    return undefined
  }
}

/** What main left for the hold history; nothing when unreadable (the history goes on unchanged). */
function readHolds(): { holds?: number[]; heldSince?: number } {
  try {
    const saved = JSON.parse(core.getState(STATE.holds)) as { holds?: unknown; since?: unknown }
    const holds = Array.isArray(saved.holds) ? saved.holds.filter(Number.isFinite) : []
    return typeof saved.since === 'number' ? { holds, heldSince: saved.since } : { holds }
  } catch {
    return {}
  }
}
