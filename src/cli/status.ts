import { StoreConfigError, UserFacingError } from '../lock/basics/errors.js'
import type { Ticket } from '../lock/line/line-record.js'
import type { NewestEntry } from '../lock/line/newest-wins.js'
import { lockObjectKey } from '../lock/basics/lock-key.js'
import { MalformedRecordError } from '../lock/single/lock-record.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { flag, positionals, type ParsedArgs } from './args.js'
import { describeView, formatRows, viewJson, viewOf, type LockView } from './lock-view.js'
import { readLockName, readStoreArgs, storeOptions } from './options.js'
import { holderLabel } from './holder.js'
import { print } from './output.js'
import { activeHolds, holdJson, holdLines } from './hold-lines.js'
import { covers } from '../lock/hold/holds.js'
import { readLineOf } from './waiting.js'
import { LOOK_MS, within } from '../lock/basics/deadlines.js'

/** `s3-lock status <name>`: one GetObject, shown as text or JSON. */
export async function statusCommand(args: ParsedArgs): Promise<number> {
  const [nameArg] = positionals(args, ['the lock name'])
  const name = readLockName(nameArg)
  const storeArgs = readStoreArgs(args)
  const store = new S3LockStore(storeOptions(storeArgs))
  const holds = await activeHolds(store, (hold) => covers(hold.target, name))
  const view = await readLock(store, name)
  const { waiting, newest } =
    view.state === 'absent'
      ? { waiting: [], newest: [] }
      : await readLineOf(store, name, view.record.ticket)
  if (flag(args, 'json')) {
    const line = waiting.map((ticket) => ({
      ticket: ticket.n,
      holder: ticket.holder,
      ...(ticket.group === undefined ? {} : { group: ticket.group, order: ticket.order })
    }))
    const onHold = holds.length === 0 ? {} : { holds: holds.map(holdJson) }
    const json =
      view.state === 'absent'
        ? { ...onHold, ...viewJson(view) }
        : {
            ...onHold,
            ...viewJson(view),
            line,
            ...(newest.length === 0
              ? {}
              : { newest: newest.map(({ group, order, holder }) => ({ group, order, holder })) })
          }
    print(JSON.stringify(json, null, 2))
  } else {
    for (const line of holdLines(holds, storeArgs.bucket)) print(line)
    print(formatRows([...describeView(view), ...describeLine(waiting), ...describeNewest(newest)]))
  }
  return 0
}

function describeLine(waiting: Ticket[]): [string, string][] {
  if (waiting.length === 0) return [['waiting', 'nobody in line']]
  return waiting.map((ticket, index) => [
    index === 0 ? 'waiting' : '',
    `${index + 1}. ${holderLabel(ticket.holder)} (ticket ${ticket.n}` +
      `${ticket.group === undefined ? '' : `, newest wins in "${ticket.group}"`})`
  ])
}

/** Who supersedes whom: a run of a group below its newest never acquires. */
function describeNewest(newest: NewestEntry[]): [string, string][] {
  return [...newest]
    .sort((a, b) => b.n - a.n)
    .map((entry, index) => [
      index === 0 ? 'newest runs' : '',
      `"${entry.group}": ${entry.order.join('.')}, ${holderLabel(entry.holder)}`
    ])
}

/** The lock named `name` as it is now; a foreign object there fails in one line. */
export async function readLock(store: S3LockStore, name: string): Promise<LockView> {
  const key = lockObjectKey(name)
  const where = store.where(key)
  const read = await store.read(key, undefined, within(LOOK_MS))
  if (read.kind === 'forbidden') throw new StoreConfigError(read.explanation)
  if (read.kind !== 'present') return { state: 'absent', name, where }
  try {
    return viewOf(name, where, read.object, read.serverNowMs)
  } catch (error) {
    if (!(error instanceof MalformedRecordError)) throw error
    throw new UserFacingError(`${where} is not a lock (${error.message})`)
  }
}
