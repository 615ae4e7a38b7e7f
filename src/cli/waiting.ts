import { Line } from '../lock/line/line.js'
import { type Ticket } from '../lock/line/line-record.js'
import { type NewestEntry } from '../lock/line/newest-wins.js'
import { lineKeyOf } from '../lock/basics/lock-key.js'
import type { S3LockStore } from '../lock/store/s3-store.js'
import { LOOK_MS, within } from '../lock/basics/deadlines.js'

/**
 * The waiters in the lock's line that have not been served, first first; `mark` is the lock
 * record's ticket (the last served). With them, the newest run of each `queue: newest` group
 * (the runs that supersede older ones).
 */
export async function readLineOf(
  store: S3LockStore,
  name: string,
  mark: number | undefined
): Promise<{ waiting: Ticket[]; newest: NewestEntry[] }> {
  const line = await new Line(store, lineKeyOf(name)).read(undefined, within(LOOK_MS))
  const served = Math.max(mark ?? 0, line.record.served)
  return {
    waiting: line.record.tickets.filter((ticket) => ticket.n > served).sort((a, b) => a.n - b.n),
    newest: line.record.newest ?? []
  }
}

/** The waiters in the lock's line that have not been served, first first. */
export async function readWaiting(
  store: S3LockStore,
  name: string,
  mark: number | undefined
): Promise<Ticket[]> {
  return (await readLineOf(store, name, mark)).waiting
}
