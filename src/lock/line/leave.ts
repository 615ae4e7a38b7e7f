import { monotonicNow, sleep } from '../basics/backoff.js'
import { StoreConfigError, UserFacingError } from '../basics/errors.js'
import type { Deadline } from '../store/store.js'
import { writeLine, type LineIo, type LineRecord, type Ticket } from './line-record.js'
import { MAX_WRITES, retryDelay } from './take-in.js'

/**
 * Leaving the line: a ticket taken out (ours when we give up our wait, or a gone waiter's by
 * `s3-lock release --force --ticket`), by conditional writes that retry on a race (Line.leave,
 * Line.removeTicket).
 */

/**
 * Takes the first ticket that `match` accepts out of the line; with `fence`, a line without one
 * is written all the same, changed by `fence` (Line.leave). Returns the ticket removed and the
 * line's round as of our write (or read, when nothing was written).
 */
export async function removeFromLine(
  io: LineIo,
  match: (ticket: Ticket) => boolean,
  bound: Deadline,
  fence?: (line: LineRecord) => LineRecord
): Promise<{ removed?: Ticket; round: number }> {
  for (let attempt = 0; attempt < MAX_WRITES; attempt++) {
    const startedAt = monotonicNow()
    const line = await io.read(undefined, bound)
    if (line.forbidden !== undefined) throw new StoreConfigError(line.forbidden)
    const round = line.record.round ?? 0
    const removed = line.record.tickets.find(match)
    if (removed === undefined) {
      if (fence === undefined) return { round }
      if ((await writeLine(io.store, io.key, fence(line.record), line.etag, bound)) === 'written')
        return { round }
      await sleep(retryDelay(attempt, monotonicNow() - startedAt), bound)
      continue
    }
    const record: LineRecord = {
      ...line.record,
      tickets: line.record.tickets.filter((ticket) => ticket !== removed)
    }
    if ((await writeLine(io.store, io.key, record, line.etag, bound)) === 'written')
      return { removed, round }
    await sleep(retryDelay(attempt, monotonicNow() - startedAt), bound)
  }
  throw new UserFacingError(`could not change the line at ${io.store.where(io.key)}`)
}
