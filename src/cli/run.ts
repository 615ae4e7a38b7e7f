import { heldLine } from './hold-lines.js'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { accessSync, constants as fsConstants, statSync } from 'node:fs'
import { constants } from 'node:os'
import { delimiter, join } from 'node:path'
import {
  ConditionalLock,
  type Acquisition,
  type HeldClaim,
  type WaitView
} from '../lock/single/conditional-lock.js'
import { formatDuration } from '../lock/basics/duration.js'
import { errorText, LockTimeoutError, UserFacingError } from '../lock/basics/errors.js'
import { keepLease, type LeaseStatus } from '../lock/lease/lease-keeper.js'
import { SupersededError } from '../lock/line/newest-wins.js'
import { lineKeyOf } from '../lock/basics/lock-key.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { SharedLock } from '../lock/pool/shared-lock.js'
import { type ParsedArgs } from './args.js'
import { readRunSettings, type RunSettings } from './run-settings.js'
import { childEnvironment } from './environment.js'
import { describeThisProcess, holderLabel } from './holder.js'
import { storeOptions } from './options.js'
import { fail, note, warn } from './output.js'
import { checkStore } from './store-check.js'
import { describeWait, waitLogger } from '../report/wait-log.js'
import { RELEASE_MS, within } from '../lock/basics/deadlines.js'
import { passStepFor } from '../lock/lease/lease.js'
import { giveBackAfterCancel } from '../lock/single/give-back.js'

/**
 * `s3-lock run <name> -- <command>`: the root action's life cycle in one process. Wait for
 * the lock, keep its lease alive in-process (renewing every quarter of it) while the command
 * runs with inherited stdio, release it, and exit with the command's status.
 *
 * Exit status: the command's own (128+N when a signal N ended it); 125 when s3-lock itself
 * failed (bad option, timeout, store error) or the lock was lost while the command ran (the
 * command's own status is then printed); 126 when the command could not be executed, 127
 * when it was not found — the conventions of env(1) and timeout(1).
 */
export const RUN_FAILED = 125
const CANNOT_EXECUTE = 126
const NOT_FOUND = 127

/**
 * After --on-lost kill's SIGTERM, a command that is still there gets SIGKILL: 10 s later, or a
 * quarter of the lease for a shorter one. The lease is given up that long before it ends by
 * our own count, so the command is gone before any waiter may take over.
 */
const KILL_GRACE_MS = 10_000

function killGraceFor(leaseMs: number): number {
  return Math.min(KILL_GRACE_MS, Math.floor(leaseMs / 4))
}

/** These reach `run` from a CI system cancelling the job or a person pressing Ctrl-C. */
const FORWARDED: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']

export class CancelledError extends UserFacingError {}

type ChildResult =
  | { kind: 'exit'; code: number | null; signal: NodeJS.Signals | null }
  | { kind: 'error'; error: NodeJS.ErrnoException }

type Lost = Extract<LeaseStatus, { state: 'lost' }>

export async function runCommand(args: ParsedArgs): Promise<number> {
  const settings = readRunSettings(args)
  const signals = new SignalRelay()
  try {
    return await new LockedRun(settings, signals).run()
  } finally {
    signals.stop()
  }
}

/**
 * SIGINT, SIGTERM and SIGHUP never kill `run` itself: while it waits they cancel the wait,
 * while the command runs they are passed on to it, and the lock is released once it exits.
 */
class SignalRelay {
  received: NodeJS.Signals | undefined
  private handler: ((signal: NodeJS.Signals) => void) | undefined
  private readonly listener = (signal: NodeJS.Signals): void => {
    this.received ??= signal
    this.handler?.(signal)
  }

  constructor() {
    for (const signal of FORWARDED) process.on(signal, this.listener)
  }

  onSignal(handler: (signal: NodeJS.Signals) => void): void {
    this.handler = handler
  }

  stop(): void {
    for (const signal of FORWARDED) process.off(signal, this.listener)
  }
}

class LockedRun {
  private readonly owner = randomUUID()
  private child: ChildProcess | undefined
  private childExited = false
  private lost: Lost | undefined
  private killTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly settings: RunSettings,
    private readonly signals: SignalRelay
  ) {}

  async run(): Promise<number> {
    const { name } = this.settings
    // A mistyped command fails now, not after a wait for the lock.
    const missing = checkCommand(this.settings.command[0])
    if (missing !== undefined) {
      fail(missing.text)
      return missing.status
    }
    const acquisition = await this.acquire()
    if (acquisition === undefined) return signalStatus(this.signals.received)
    if ('skipped' in acquisition) return 0
    // A signal between the acquisition and the start of the command: give the lock back.
    const early = this.signals.received
    if (early !== undefined) {
      await this.releaseQuietly()
      note(`cancelled (${early}) before the command started; released lock "${name}"`)
      return signalStatus(early)
    }

    const store = new S3LockStore(storeOptions(this.settings.store))
    const lock = new ConditionalLock(store, this.settings.key)
    const claim: HeldClaim = { ...acquisition.record, etag: acquisition.etag }
    // A place is renewed by a read and a write: every third of the lease (see renewal.ts).
    const intervalMs = Math.floor(acquisition.leaseMs / (this.settings.holders > 1 ? 3 : 4))
    const stopKeeping = new AbortController()
    const keeper = keepLease({
      lock,
      claim,
      leaseStartedAt: acquisition.leaseStartedAt,
      unconfirmedSince: acquisition.unconfirmedSince,
      intervalMs,
      stopBeforeEndMs:
        this.settings.onLost === 'kill' ? killGraceFor(acquisition.leaseMs) : undefined,
      signal: stopKeeping.signal,
      onStatus: (status) => {
        if (status.state === 'lost') this.onLost(status)
      }
    }).catch((error: unknown): LeaseStatus => {
      const status: Lost = {
        state: 'lost',
        reason: 'lapsed',
        at: new Date().toISOString(),
        detail: `renewal stopped: ${errorText(error)}`
      }
      this.onLost(status)
      return status
    })
    this.info(
      `acquired lock "${name}" (token ${acquisition.token}) after waiting ` +
        `${formatDuration(acquisition.waitedMs)}; renewing its ${formatDuration(acquisition.leaseMs)} ` +
        `lease every ${formatDuration(intervalMs)} while the command runs`
    )

    const result = await this.runChild(acquisition.token)
    stopKeeping.abort()
    const final = await keeper
    const outcome = describeResult(result, this.settings.command[0])

    if (final.state === 'lost' || this.lost) {
      const status = this.lost ?? (final as Lost)
      // A lease that lapsed may still be ours if nobody took over: give it back, as ever only
      // while it is ours.
      if (status.reason === 'lapsed')
        await lock.release({ owner: this.owner }, within(RELEASE_MS)).catch(() => {})
      fail(`${outcome.text}, but lock "${name}" was lost while it ran: ${lossReason(status)}`)
      return RUN_FAILED
    }

    try {
      const released = await lock.release(
        {
          owner: this.owner,
          token: claim.token,
          etag: final.etag,
          holder: claim.holder,
          ticket: claim.ticket,
          holds: claim.holds,
          heldSince: acquisition.leaseStartedAt,
          holders: claim.holders
        },
        within(RELEASE_MS)
      )
      if (released.kind === 'not-owner') {
        const status: Lost = {
          state: 'lost',
          reason: 'taken-over',
          at: new Date().toISOString(),
          current: released.current,
          detail: 'its lease ran out'
        }
        fail(`${outcome.text}, but lock "${name}" was lost while it ran: ${lossReason(status)}`)
        return RUN_FAILED
      }
      if (released.kind === 'gone') {
        warn(`lock "${name}" was removed by someone else; nothing to release`)
      } else if (released.kind === 'moved-on') {
        warn(
          `lock "${name}" was possibly lost before release: the release got no answer and the ` +
            `lock has since moved on (now token ${released.current.token})`
        )
      } else {
        const after = outcome.error ? '' : `; ${outcome.text}`
        this.info(`released lock "${name}" (token ${claim.token})${after}`)
      }
    } catch (error) {
      if (!(error instanceof UserFacingError)) throw error
      warn(
        `could not release lock "${name}" (${error.message}); it is free once its ` +
          `${formatDuration(acquisition.leaseMs)} lease runs out`
      )
    }
    if (outcome.error) fail(outcome.text)
    return outcome.status
  }

  /**
   * Waits for the lock; undefined when a signal cancelled the wait, `skipped` when a newer run
   * superseded this one and --on-superseded is skip.
   */
  private async acquire(): Promise<Acquisition | { skipped: true } | undefined> {
    const { name, key, timeoutMs } = this.settings
    const cancel = new AbortController()
    this.signals.onSignal((signal) => {
      if (!cancel.signal.aborted) cancel.abort(new CancelledError(`cancelled (${signal})`))
    })
    const store = new S3LockStore(storeOptions(this.settings.store, cancel.signal))
    const { holders, exclusive } = this.settings
    const lock =
      holders > 1 ? new SharedLock(store, key, holders, exclusive) : new ConditionalLock(store, key)
    const logWait = waitLogger<WaitView>(
      (line) => this.info(line),
      (view) => describeWait(name, view, timeoutMs)
    )
    let lastView: WaitView | undefined
    let acquisition: Acquisition
    try {
      acquisition = await lock.acquire({
        owner: this.owner,
        leaseMs: this.settings.leaseMs,
        holder: describeThisProcess(this.settings.context),
        timeoutMs,
        pollMs: this.settings.pollMs,
        signal: cancel.signal,
        line: {
          key: lineKeyOf(name),
          passStepMs: passStepFor(this.settings.pollMs),
          cleanupStore: new S3LockStore(storeOptions(this.settings.store)),
          ...(this.settings.newest
            ? { newest: { group: this.settings.newest.group, order: this.settings.newest.order } }
            : {}),
          onJoined: (ticket, ahead) =>
            this.info(
              `lock "${name}" is busy: joined its line (ticket ${ticket}) with ` +
                `${ahead.length === 0 ? 'nobody' : ahead.length} waiting ahead`
            )
        },
        beforeCreate: async () => {
          await checkStore(store, name, {
            info: (line) => this.info(line),
            warn: (line) => warn(line)
          })
        },
        onListingCheckSkipped: (why) => this.info(`lock "${name}": ${why}`),
        onWait: (view) => {
          lastView = view
          logWait(view)
        },
        // A person's hold (docs/holds.md): `run` always waits for it.
        holds: {
          name,
          onHold: 'wait',
          onHeld: (view) => {
            if (view.first) this.info(heldLine(name, view, this.settings.store.bucket))
          },
          onUnreadable: (why) => warn(`lock "${name}": holds could not be checked: ${why}`)
        }
      })
    } catch (error) {
      if (cancel.signal.aborted) {
        // A write of ours may have landed unheard: if the lock is ours, give it back now.
        await this.releaseQuietly()
        note(`cancelled (${this.signals.received}) while waiting for lock "${name}"`)
        return undefined
      }
      if (error instanceof LockTimeoutError && lastView) {
        throw new LockTimeoutError(
          `lock "${name}" was not acquired within ${formatDuration(timeoutMs)}: ` +
            describeWait(name, lastView, timeoutMs)
        )
      }
      if (error instanceof SupersededError && this.settings.newest) {
        const newer = error.newer
        const text =
          `lock "${name}": superseded: a newer run of group "${newer.group}" (order ` +
          `${newer.order.join('.')}: ${holderLabel(newer.holder)}) is waiting for or has held it`
        if (this.settings.newest.onSuperseded === 'fail') {
          throw new UserFacingError(`${text} (--on-superseded fail)`)
        }
        this.info(`${text}; the command is not run (--on-superseded skip)`)
        return { skipped: true }
      }
      throw error
    } finally {
      this.signals.onSignal(() => {})
    }
    const previous = acquisition.previous
    if (previous && acquisition.tookOverExpired) {
      warn(
        `lock "${name}" was taken over after its lease ran out without a release; its last ` +
          `holder was ${holderLabel(previous.holder)} (token ${previous.token})`
      )
    }
    return acquisition
  }

  private runChild(token: number): Promise<ChildResult> {
    const [file, ...args] = this.settings.command
    return new Promise((resolve) => {
      const child = spawn(file, args, {
        stdio: 'inherit',
        env: childEnvironment({ S3_LOCK_NAME: this.settings.name, S3_LOCK_TOKEN: String(token) })
      })
      this.child = child
      this.signals.onSignal((signal) => {
        if (!this.childExited) child.kill(signal)
      })
      child.once('error', (error: NodeJS.ErrnoException) => {
        // Only a failed spawn ends the wait; a failed kill leaves the command running.
        if (child.pid === undefined) {
          this.childExited = true
          resolve({ kind: 'error', error })
        }
      })
      child.once('exit', (code, signal) => {
        this.childExited = true
        clearTimeout(this.killTimer)
        resolve({ kind: 'exit', code, signal })
      })
    })
  }

  private onLost(status: Lost): void {
    if (this.lost) return
    this.lost = status
    const { name } = this.settings
    const child = this.child
    const running = child !== undefined && !this.childExited
    const action = !running
      ? ''
      : this.settings.onLost === 'kill'
        ? '; stopping the command (SIGTERM), which the lock no longer protects'
        : '; the command goes on unprotected (--on-lost continue)'
    fail(`lost lock "${name}": ${lossReason(status)}${action}`)
    if (running && this.settings.onLost === 'kill') {
      child.kill('SIGTERM')
      this.killTimer = setTimeout(() => {
        if (!this.childExited) child.kill('SIGKILL')
      }, killGraceFor(this.settings.leaseMs))
    }
  }

  /** After a cancel: release the lock if a write of ours made it ours, else leave it be. */
  private async releaseQuietly(): Promise<void> {
    const store = new S3LockStore(storeOptions(this.settings.store, AbortSignal.timeout(10_000)))
    const lock = new ConditionalLock(store, this.settings.key)
    try {
      await giveBackAfterCancel(lock, this.owner, within(RELEASE_MS))
    } catch (error) {
      const reason = errorText(error)
      warn(`could not check whether lock "${this.settings.name}" was left held: ${reason}`)
    }
  }

  private info(line: string): void {
    if (!this.settings.quiet) note(line)
  }
}

function describeResult(
  result: ChildResult,
  file: string
): { status: number; text: string; error: boolean } {
  if (result.kind === 'error') {
    const missing = result.error.code === 'ENOENT'
    return {
      status: missing ? NOT_FOUND : CANNOT_EXECUTE,
      text: missing
        ? `command not found: ${file}`
        : `cannot run ${file}: ${result.error.code ?? result.error.message}`,
      error: true
    }
  }
  if (result.signal !== null) {
    return {
      status: signalStatus(result.signal),
      text: `the command was ended by ${result.signal}`,
      error: false
    }
  }
  const code = result.code ?? 1
  return { status: code, text: `the command exited with ${code}`, error: false }
}

/**
 * Looks the command up as execvp(3) will (PATH when it has no "/"), so that a command that
 * cannot run is reported before the lock is taken. The spawn still decides.
 */
function checkCommand(file: string): { status: number; text: string } | undefined {
  const candidates = file.includes('/')
    ? [file]
    : (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir || '.', file))
  let found = false
  for (const candidate of candidates) {
    try {
      if (!statSync(candidate).isFile()) continue
    } catch {
      continue
    }
    found = true
    try {
      accessSync(candidate, fsConstants.X_OK)
      return undefined
    } catch {
      // Not executable by us: execvp goes on along PATH, and so do we.
    }
  }
  return found
    ? { status: CANNOT_EXECUTE, text: `cannot run ${file}: permission denied` }
    : { status: NOT_FOUND, text: `command not found: ${file}` }
}

function signalStatus(signal: NodeJS.Signals | undefined): number {
  const number = signal === undefined ? undefined : constants.signals[signal]
  return number === undefined ? RUN_FAILED : 128 + number
}

/** Why the lock is no longer ours, from what is there now. */
function lossReason(status: Lost): string {
  if (status.reason === 'lapsed') return status.detail
  const current = status.current
  if (current === undefined) return 'the lock object was removed'
  return current.state === 'held'
    ? `it was taken over by ${holderLabel(current.holder)} (token ${current.token})`
    : `it was released by someone else (token ${current.token}), as s3-lock release --force does`
}
