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
): Promise<{ waiting: Ticket[]; newest: NewestEntry[]; unchangedMs?: number }> {
  const line = await new Line(store, lineKeyOf(name)).read(undefined, within(LOOK_MS))
  const served = Math.max(mark ?? 0, line.record.served)
  return {
    waiting: line.record.tickets.filter((ticket) => ticket.n > served).sort((a, b) => a.n - b.n),
    newest: line.record.newest ?? [],
    // By the store's clock alone: how long the line has gone unwritten (Line.read).
    ...(line.unchangedMs === undefined ? {} : { unchangedMs: line.unchangedMs })
  }
}

/**
 * How many wait in the lock's line, and how long the first has waited at least. Tickets carry
 * no time (only a writer's clock could put one there), so the one stamp the store's clock gives
 * is the line's own Last-Modified: every waiter still in line was seated by that write or an
 * earlier one, so the first has waited at least as long as the line has gone unwritten. A
 * later join or prune restarts that count, so in a busy line it says less than the truth.
 */
export async function readWaitFigures(
  store: S3LockStore,
  name: string,
  mark: number | undefined
): Promise<{ waiting: number; oldestWaitAtLeastMs?: number }> {
  const { waiting, unchangedMs } = await readLineOf(store, name, mark)
  if (waiting.length === 0 || unchangedMs === undefined) return { waiting: waiting.length }
  return { waiting: waiting.length, oldestWaitAtLeastMs: Math.max(0, unchangedMs) }
}
