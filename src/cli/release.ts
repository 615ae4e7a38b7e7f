import { randomUUID } from 'node:crypto'
import { UserFacingError } from '../lock/errors.js'
import { lockObjectKey } from '../lock/lock-key.js'
import { RECORD_VERSION, serializeRecord, type ReleasedRecord } from '../lock/lock-record.js'
import { S3LockStore } from '../lock/s3-store.js'
import { flag, positionals, stringOption, UsageError, type ParsedArgs } from './args.js'
import { describeUser, holderLabel } from './holder.js'
import type { LockView, RecordView } from './lock-view.js'
import { readLockName, readStoreArgs, storeOptions } from './options.js'
import { note } from './output.js'
import { readLock } from './status.js'

/** The lock is not in the state the user named: nothing was written. */
export class RefusedError extends UserFacingError {}

/**
 * `s3-lock release <name> --force --token N | --etag E`: a safe force-unlock. The lock is
 * released only while it is still held with the token (or ETag) the user saw, and the write
 * is PutObject If-Match on the ETag just read, so a holder that released or was replaced in
 * between makes it refuse. The object is never deleted: the released record keeps the token
 * count, exactly as a normal release does.
 */
export async function releaseCommand(args: ParsedArgs): Promise<number> {
  const [nameArg] = positionals(args, ['the lock name'])
  const name = readLockName(nameArg)
  const token = readToken(stringOption(args, 'token'))
  const etagArg = stringOption(args, 'etag')
  const etag = etagArg === undefined ? undefined : unquote(etagArg)
  if (etag === '') throw new UsageError('--etag: empty; pass the ETag shown by s3-lock status')
  const store = new S3LockStore(storeOptions(readStoreArgs(args)))
  const view = await readLock(store, name)

  if (!flag(args, 'force') || (token === undefined && etag === undefined)) {
    throw new UsageError(
      `release breaks another holder's lock, so it needs --force and --token <n> (or --etag <etag>) ` +
        `naming the acquisition to break; lock "${name}" ${describeNow(view)}`
    )
  }
  return forceRelease(store, view, { token, etag })
}

async function forceRelease(
  store: S3LockStore,
  view: LockView,
  wanted: { token?: number; etag?: string }
): Promise<number> {
  const { name } = view
  // Marks our writes, so a read-back can tell a release we sent from anyone else's.
  const releasedBy = randomUUID()
  const forcedBy = describeUser()
  let current = view
  for (let attempt = 1; ; attempt++) {
    if (current.state !== 'held') {
      throw new RefusedError(`refusing to release lock "${name}": it ${describeNow(current)}`)
    }
    checkMatches(current, wanted.token, wanted.etag)
    const record = current.record
    if (record.state !== 'held') throw new Error('unreachable: a held view without a held record')
    const released: ReleasedRecord & { forcedBy: string } = {
      version: RECORD_VERSION,
      state: 'released',
      token: record.token,
      releasedBy,
      releasedAt: new Date().toISOString(),
      holder: record.holder,
      forcedBy
    }
    const outcome = await store.replace(
      lockObjectKey(name),
      serializeRecord(released),
      current.etag
    )
    // Refused, or no answer: what is there now says which.
    const now = outcome.kind === 'written' ? undefined : await readLock(store, name)
    if (now === undefined || isOurRelease(now, releasedBy)) {
      note(
        `released lock "${name}" by force (token ${record.token}); it was held by ` +
          `${holderLabel(record.holder)}, which will find the lock lost at its next renewal or release`
      )
      return 0
    }
    // A holder renews by rewriting its record, which changes the ETag between our read and
    // our write. Asked by token, that is still the acquisition to break: try again on what is
    // there now (the checks above refuse if it was released or acquired again meanwhile).
    // Asked by ETag, the user named that exact version, so a renewal means refuse.
    const renewedMeanwhile =
      wanted.etag === undefined && now.state === 'held' && now.record.token === record.token
    if (renewedMeanwhile && attempt < MAX_ATTEMPTS) {
      current = now
      continue
    }
    const why =
      outcome.kind === 'unknown'
        ? `the store did not answer (${outcome.reason})`
        : renewedMeanwhile
          ? `the holder renewed it before each of ${attempt} tries landed`
          : 'it changed while it was being released'
    throw new RefusedError(`lock "${name}" was not released: ${why}; it ${describeNow(now)}`)
  }
}

/** Tries, when the holder renews between each read and write; a renewal is rarely < 1 s apart. */
const MAX_ATTEMPTS = 5

function isOurRelease(view: LockView, releasedBy: string): boolean {
  return (
    view.state === 'released' &&
    view.record.state === 'released' &&
    view.record.releasedBy === releasedBy
  )
}

function checkMatches(view: RecordView, token: number | undefined, etag: string | undefined) {
  const { name, record } = view
  if (token !== undefined && record.token !== token) {
    throw new RefusedError(
      `refusing to release lock "${name}": it is held with token ${record.token}, not ${token} ` +
        `(it was acquired again since), by ${holderLabel(record.holder)}`
    )
  }
  if (etag !== undefined && view.etag !== etag) {
    throw new RefusedError(
      `refusing to release lock "${name}": its ETag is ${view.etag}, not ${etag} ` +
        `(renewed or acquired again since); it is held with token ${record.token} by ${holderLabel(record.holder)}`
    )
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
  if (text === undefined) return undefined
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text)) || Number(text) < 1) {
    throw new UsageError(`--token: "${text}" is not a fencing token (a positive integer)`)
  }
  return Number(text)
}

function unquote(etag: string): string {
  return etag
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1')
}
