import { StoreConfigError, UserFacingError } from '../lock/errors.js'
import { lockObjectKey } from '../lock/lock-key.js'
import { MalformedRecordError } from '../lock/lock-record.js'
import { S3LockStore } from '../lock/s3-store.js'
import { flag, positionals, type ParsedArgs } from './args.js'
import { describeView, formatRows, viewJson, viewOf, type LockView } from './lock-view.js'
import { readLockName, readStoreArgs, storeOptions } from './options.js'
import { print } from './output.js'

/** `s3-lock status <name>`: one GetObject, shown as text or JSON. */
export async function statusCommand(args: ParsedArgs): Promise<number> {
  const [nameArg] = positionals(args, ['the lock name'])
  const name = readLockName(nameArg)
  const store = new S3LockStore(storeOptions(readStoreArgs(args)))
  const view = await readLock(store, name)
  print(
    flag(args, 'json') ? JSON.stringify(viewJson(view), null, 2) : formatRows(describeView(view))
  )
  return 0
}

/** The lock named `name` as it is now; a foreign object there fails in one line. */
export async function readLock(store: S3LockStore, name: string): Promise<LockView> {
  const key = lockObjectKey(name)
  const where = store.where(key)
  const read = await store.read(key)
  if (read.kind === 'forbidden') throw new StoreConfigError(read.explanation)
  if (read.kind !== 'present') return { state: 'absent', name, where }
  try {
    return viewOf(name, where, read.object, read.serverNowMs)
  } catch (error) {
    if (!(error instanceof MalformedRecordError)) throw error
    throw new UserFacingError(`${where} is not a lock (${error.message})`)
  }
}
