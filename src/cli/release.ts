import { ConditionalLock, type BreakResult } from '../lock/single/conditional-lock.js'
import { UserFacingError } from '../lock/basics/errors.js'
import { Line } from '../lock/line/line.js'
import { lineKeyOf, lockObjectKey } from '../lock/basics/lock-key.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { SharedLock } from '../lock/pool/shared-lock.js'
import type { SharedRecord } from '../lock/pool/shared-record.js'
import { flag, positionals, stringOption, UsageError, type ParsedArgs } from './args.js'
import { describeUser, holderLabel } from './holder.js'
import { viewOf, type LockView } from './lock-view.js'
import { readLockName, readStoreArgs, storeOptions } from './options.js'
import { note } from './output.js'
import { readLock } from './status.js'
import { readLineOf } from './waiting.js'
import { RELEASE_MS, within } from '../lock/basics/deadlines.js'

/** The lock is not in the state the user named: nothing was written. */
export class RefusedError extends UserFacingError {}

/**
 * `s3-lock release <name> --force --token N | --etag E`: a safe force-unlock, by the lock
 * protocol's `breakLock` (docs/protocol.md): released only while the lock is still held by the
 * acquisition the user named, never deleted. This module only words the outcome.
 */
export async function releaseCommand(args: ParsedArgs): Promise<number> {
  const [nameArg] = positionals(args, ['the lock name'])
  const name = readLockName(nameArg)
  const token = readToken(stringOption(args, 'token'))
  const etagArg = stringOption(args, 'etag')
  const etag = etagArg === undefined ? undefined : unquote(etagArg)
  if (etag === '') throw new UsageError('--etag: empty; pass the ETag shown by s3-lock status')
  const store = new S3LockStore(storeOptions(readStoreArgs(args)))
  const ticket = readPositive(stringOption(args, 'ticket'), '--ticket', 'a ticket in the line')
  if (ticket !== undefined) {
    if (!flag(args, 'force') || token !== undefined || etag !== undefined) {
      throw new UsageError(
        '--ticket takes a waiter out of the line: it needs --force, and no --token or --etag'
      )
    }
    return removeTicket(store, name, ticket)
  }

  if (!flag(args, 'force') || (token === undefined && etag === undefined)) {
    throw new UsageError(
      `release breaks another holder's lock, so it needs --force and --token <n> (or --etag <etag>) ` +
        `naming the acquisition to break; lock "${name}" ${await describeIfReadable(store, name)}`
    )
  }
  const key = lockObjectKey(name)
  const seen = await readLock(store, name)
  if (seen.state !== 'absent' && seen.shared) return breakPlace(store, name, seen, token)
  const result = await new ConditionalLock(store, key).breakLock(
    { token, etag, forcedBy: describeUser() },
    within(RELEASE_MS)
  )
  if (result.kind === 'refused') {
    const now: LockView = result.current
      ? viewOf(name, store.where(key), result.current.object, result.current.serverNowMs)
      : { state: 'absent', name, where: store.where(key) }
    throw new RefusedError(describeRefusal(now, result, { token, etag }))
  }
  const { broken } = result
  note(
    `released lock "${name}" by force (token ${broken.token}); it was held by ` +
      `${holderLabel(broken.holder)}, which will find the lock lost at its next renewal or release`
  )
  return 0
}

/**
 * A lock with several holders: frees exactly the place of the acquisition with that token; the
 * other holders keep theirs. An ETag names the whole record, which every holder's renewal
 * changes, so only a token can name one place.
 */
async function breakPlace(
  store: S3LockStore,
  name: string,
  seen: LockView & { state: 'held' | 'released' },
  token: number | undefined
): Promise<number> {
  const shared = seen.shared as SharedRecord
  const tokens = shared.places.map((place) => place.token).join(', ') || 'none'
  if (token === undefined) {
    throw new UsageError(
      `lock "${name}" has several holders: name the place to free with --token (places held: ${tokens})`
    )
  }
  const result = await new SharedLock(store, lockObjectKey(name), shared.limit).breakPlace(
    token,
    describeUser(),
    within(RELEASE_MS)
  )
  if (result.kind === 'refused') {
    const now = await readLock(store, name)
    const held =
      now.state !== 'absent' && now.shared
        ? now.shared.places.map((place) => place.token).join(', ') || 'none'
        : 'none'
    throw new RefusedError(
      result.why === 'other-token' || result.why === 'not-held'
        ? `refusing to release a place of lock "${name}": no place is held with token ${token} (places held: ${held})`
        : `a place of lock "${name}" was not released: ${result.reason ?? 'its holders kept writing first'}; places held: ${held}`
    )
  }
  note(
    `released the place of lock "${name}" with token ${token} by force; it was held by ` +
      `${holderLabel(result.broken.holder)}, which will find its place lost at its next renewal ` +
      'or release; the other holders keep theirs'
  )
  return 0
}

function describeRefusal(
  now: LockView,
  result: BreakResult & { kind: 'refused' },
  wanted: { token?: number; etag?: string }
): string {
  const refusing = `refusing to release lock "${now.name}"`
  if (now.state === 'absent' || result.why === 'not-held')
    return `${refusing}: it ${describeNow(now)}`
  const { record } = now
  switch (result.why) {
    case 'other-token':
      return (
        `${refusing}: it is held with token ${record.token}, not ${wanted.token} ` +
        `(it was acquired again since), by ${holderLabel(record.holder)}`
      )
    case 'other-etag':
      return (
        `${refusing}: its ETag is ${now.etag}, not ${wanted.etag} (renewed or acquired again ` +
        `since); it is held with token ${record.token} by ${holderLabel(record.holder)}`
      )
    case 'kept-renewing':
      return `lock "${now.name}" was not released: its holder renewed it before each try landed; it ${describeNow(now)}`
    case 'unanswered':
      return `lock "${now.name}" was not released: the store did not answer (${result.reason}); it ${describeNow(now)}`
  }
}

/**
 * The lock's state for a usage error, which stays a usage error (exit 2) whatever the read
 * meets: the missing option is the first thing to fix.
 */
async function describeIfReadable(store: S3LockStore, name: string): Promise<string> {
  try {
    return describeNow(await readLock(store, name))
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    return `could not be read (${why})`
  }
}

/** "is held by X (token 4, ETag e)", "was released (token 4)", "does not exist". */
function describeNow(view: LockView): string {
  if (view.state === 'absent') return `does not exist at ${view.where}`
  const { record } = view
  if (record.state === 'released') {
    return `is not held: it was released (token ${record.token})`
  }
  const expired = view.expired ? ', lease run out' : ''
  return `is held by ${holderLabel(record.holder)} (token ${record.token}, ETag ${view.etag}${expired})`
}

function readToken(text: string | undefined): number | undefined {
  return readPositive(text, '--token', 'a fencing token')
}

function readPositive(text: string | undefined, option: string, what: string): number | undefined {
  if (text === undefined) return undefined
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text)) || Number(text) < 1) {
    throw new UsageError(`${option}: "${text}" is not ${what} (a positive integer)`)
  }
  return Number(text)
}

/**
 * A waiter that is gone but whose ticket stayed in the line (its job was killed mid-join): the
 * ones behind pass it at their turn after a pass-step each, or a person takes it out here.
 * Only an unserved ticket is removed, by a conditional write on the line read.
 */
async function removeTicket(store: S3LockStore, name: string, ticket: number): Promise<number> {
  const seen = await readLock(store, name)
  const mark = seen.state === 'absent' ? 0 : (seen.shared?.ticket ?? seen.record.ticket ?? 0)
  const removed = await new Line(store, lineKeyOf(name)).removeTicket(
    ticket,
    mark,
    within(RELEASE_MS)
  )
  if (removed === undefined) {
    const { waiting } = await readLineOf(store, name, mark)
    const tickets = waiting.map((t) => t.n).join(', ') || 'none'
    throw new RefusedError(
      `refusing to change the line of lock "${name}": no waiter in it has ticket ${ticket} ` +
        `(tickets waiting: ${tickets})`
    )
  }
  note(
    `took ticket ${ticket} (${holderLabel(removed.holder)}) out of the line of lock "${name}"; ` +
      'if that waiter is still running, it joins the line again at the end'
  )
  return 0
}

function unquote(etag: string): string {
  return etag
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1')
}
