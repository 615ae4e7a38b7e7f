import { Line, type Ticket } from '../lock/line.js'
import { reservedKey } from '../lock/lock-key.js'
import type { S3LockStore } from '../lock/s3-store.js'

/** The key of a lock's line of waiters (src/lock/line.ts). */
export function lineKeyOf(name: string): string {
  return reservedKey(name, 'line')
}

/**
 * The waiters in the lock's line that have not been served, first first; `mark` is the lock
 * record's ticket (the last served).
 */
export async function readWaiting(
  store: S3LockStore,
  name: string,
  mark: number | undefined
): Promise<Ticket[]> {
  const line = await new Line(store, lineKeyOf(name)).read()
  const served = Math.max(mark ?? 0, line.record.served)
  return line.record.tickets.filter((ticket) => ticket.n > served).sort((a, b) => a.n - b.n)
}
