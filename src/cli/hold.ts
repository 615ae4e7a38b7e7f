import { randomUUID } from 'node:crypto'
import { sleep } from '../lock/basics/backoff.js'
import { LOOK_MS, within } from '../lock/basics/deadlines.js'
import { DurationError, formatDuration, parseDuration } from '../lock/basics/duration.js'
import { UserFacingError } from '../lock/basics/errors.js'
import { keptHold, updateHolds } from '../lock/hold/hold-registry.js'
import { covers, DEFAULT_MAX_HOLD_MS, type Hold } from '../lock/hold/holds.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { describeHold, targetText, unholdCommand } from '../report/hold-text.js'
import { flag, positionals, stringOption, UsageError, type ParsedArgs } from './args.js'
import { findHolders, HolderWatch, type HolderSeen } from './hold-holders.js'
import { holderLabel, describeUser } from './holder.js'
import { readLockName, readStoreArgs, storeOptions } from './options.js'
import { print } from './output.js'

/**
 * `s3-lock hold <name|prefix/|/> --reason TEXT --for DURATION [--wait]` and `s3-lock unhold`
 * (docs/holds.md). The hold is written first, then the locks it covers are read: a job that
 * took a lock after that read reads the hold after its take and pauses, and one that took it
 * before is among the holders printed here (and waited for with --wait).
 */

const MAX_REASON = 500
const WAIT_POLL_MS = 1_000

export async function holdCommand(args: ParsedArgs): Promise<number> {
  const [targetArg] = positionals(args, ['the lock name or prefix/'])
  const target = readTarget(targetArg)
  const reason = (stringOption(args, 'reason') ?? '').trim()
  if (reason === '' || reason.length > MAX_REASON) {
    throw new UsageError(
      `--reason: required, 1 to ${MAX_REASON} characters (what people waiting will read)`
    )
  }
  const maxMs = args.options.has('max') ? durationOf(args, 'max') : DEFAULT_MAX_HOLD_MS
  if (!args.options.has('for'))
    throw new UsageError('--for: required, how long the hold lasts (e.g. 2h, 30m)')
  const forMs = durationOf(args, 'for')
  if (forMs < 1000 || forMs > maxMs) {
    throw new UsageError(
      `--for: must be from 1s to ${formatDuration(maxMs)} (got ${formatDuration(forMs)}); ` +
        'raise the cap on purpose with --max'
    )
  }
  const by = readBy(args)
  const storeArgs = readStoreArgs(args)
  const store = new S3LockStore(storeOptions(storeArgs))
  const hold: Hold = {
    id: randomUUID().slice(0, 8),
    target,
    reason,
    by,
    forMs,
    setAt: new Date().toISOString()
  }
  await updateHolds(
    store,
    (active) => ({
      // One hold per target: a new hold on it replaces the old (both are in the audit trail).
      holds: [...active.filter((other) => other.target !== target).map(keptHold), hold],
      events: [{ event: 'hold', id: hold.id, target, reason, by, at: hold.setAt, forMs }]
    }),
    within(LOOK_MS)
  )
  print(
    `Held ${targetText(target)} for ${formatDuration(forMs)} (hold ${hold.id}): ${describeHold(hold, undefined)}`
  )
  print(`Lift it with: ${unholdCommand(target, storeArgs.bucket)}`)
  // One watch for every look: a holder ends by our own count since we first saw its version.
  const watch = new HolderWatch()
  let holders = await findHolders(store, target, watch)
  printHolders(holders)
  if (!flag(args, 'wait')) return 0
  const until = Date.now() + forMs
  while (holders.some((seen) => !seen.paused)) {
    if (Date.now() > until) {
      print('The hold has ended while holders were still running')
      return 1
    }
    await sleep(WAIT_POLL_MS)
    const now = await findHolders(store, target, watch)
    for (const gone of holders.filter((seen) => !seen.paused && !isStill(seen, now))) {
      print(`${gone.name}: ${holderLabel(gone.holder)} (token ${gone.token}) is no longer running`)
    }
    holders = now
  }
  print(
    `Nothing under the hold is running now: no job starts on ${targetText(target)} until it is lifted or ends`
  )
  return 0
}

export async function liftCommand(args: ParsedArgs): Promise<number> {
  const [targetArg] = positionals(args, ['the lock name or prefix/'])
  const target = readTarget(targetArg)
  const liftedBy = readBy(args)
  const store = new S3LockStore(storeOptions(readStoreArgs(args)))
  let lifted: Hold | undefined
  await updateHolds(
    store,
    (active) => {
      const hold = active.find((other) => other.target === target)
      if (hold === undefined) {
        const others = active.filter(
          (other) => covers(other.target, target) || covers(target, other.target)
        )
        throw new UserFacingError(
          `no hold on ${targetText(target)}` +
            (others.length === 0
              ? ''
              : `; it is under ${others.map((other) => `the hold on ${targetText(other.target)}`).join(', ')}`)
        )
      }
      lifted = hold
      return {
        holds: active.filter((other) => other !== hold).map(keptHold),
        events: [
          {
            event: 'unhold',
            id: hold.id,
            target,
            reason: hold.reason,
            by: hold.by,
            liftedBy,
            at: new Date().toISOString()
          }
        ]
      }
    },
    within(LOOK_MS)
  )
  print(
    `Lifted the hold on ${targetText(target)} (hold ${lifted?.id ?? '?'}, set by ${lifted?.by ?? '?'})`
  )
  return 0
}

/** A lock's name, a prefix ending in "/", or "/" for every lock of the bucket. */
export function readTarget(text: string): string {
  if (text === '/') return text
  if (text.endsWith('/')) {
    readLockName(text.slice(0, -1))
    return text
  }
  return readLockName(text)
}

function durationOf(args: ParsedArgs, name: string): number {
  const text = stringOption(args, name) ?? ''
  try {
    return parseDuration(text)
  } catch (error) {
    if (error instanceof DurationError) {
      throw new UsageError(`--${name}: ${error.message}; use a duration such as 2h, 30m or 3d`)
    }
    throw error
  }
}

/** Who sets or lifts a hold: --by, else $S3_LOCK_BY, else the CI actor, else user@host. */
function readBy(args: ParsedArgs): string {
  const given = stringOption(args, 'by') ?? process.env.S3_LOCK_BY ?? ''
  if (given.trim() !== '') return given.trim().slice(0, 200)
  return process.env.GITHUB_ACTOR || describeUser()
}

function printHolders(holders: HolderSeen[]): void {
  if (holders.length === 0) {
    print('Nobody holds a lock under it: no job starts there until the hold is lifted or ends')
    return
  }
  for (const seen of holders) {
    print(
      `${seen.name}: ${holderLabel(seen.holder)} (token ${seen.token}) ` +
        (seen.paused
          ? 'holds it, paused by a hold'
          : 'holds it and will finish (use --wait to wait for it)')
    )
  }
}

function isStill(seen: HolderSeen, now: HolderSeen[]): boolean {
  return now.some(
    (other) => other.name === seen.name && other.token === seen.token && !other.paused
  )
}
