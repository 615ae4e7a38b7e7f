import { UserFacingError } from '../basics/errors.js'
import type { Holder } from '../single/lock-record.js'
import type { JoinRequest, LineRecord } from './line-record.js'

/**
 * `queue: newest`: the line remembers the newest run of each group that joined it, and an
 * older run of the same group gives up its wait (docs/protocol.md, "A line, newest wins").
 */

/**
 * "Newer" for `queue: newest`: compared number by number (a GitHub run id, then its attempt;
 * or the s3-lock command's ordering key).
 */
export type RunOrder = number[]

/** The newest run of a group that ever joined the line, and who it was (for the messages). */
export interface NewestEntry {
  group: string
  order: RunOrder
  holder: Holder
  /** The ticket it joined with: entries are kept for the most recently joined groups. */
  n: number
}

/** A wait that ended because a newer run of the same group joined the line. */
export class SupersededError extends UserFacingError {
  constructor(
    message: string,
    readonly newer: NewestEntry
  ) {
    super(message)
  }
}

/**
 * How many groups the line remembers the newest run of. A group evicted from the list (more
 * than this many groups joined since its last run) no longer stops an older run of its own.
 */
export const MAX_GROUPS = 100

export function compareOrder(a: RunOrder, b: RunOrder): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return Math.sign(d)
  }
  return 0
}

/** The newer run of our group that the line knows of, if any. */
export function newerThan(
  line: LineRecord,
  run: { group: string; order: RunOrder }
): NewestEntry | undefined {
  const entry = line.newest?.find((e) => e.group === run.group)
  return entry !== undefined && compareOrder(entry.order, run.order) > 0 ? entry : undefined
}

export function runOf(request: JoinRequest): { group: string; order: RunOrder } | undefined {
  return request.group !== undefined && request.order !== undefined
    ? { group: request.group, order: request.order }
    : undefined
}

/** The list of newest runs with this one in it: its group's entry raised, at most MAX_GROUPS. */
export function withNewest(entries: NewestEntry[], entry: NewestEntry): NewestEntry[] {
  const old = entries.find((e) => e.group === entry.group)
  if (old && compareOrder(old.order, entry.order) >= 0) return entries
  return [...entries.filter((e) => e.group !== entry.group), entry]
    .sort((a, b) => b.n - a.n)
    .slice(0, MAX_GROUPS)
}

export function superseded(newer: NewestEntry): SupersededError {
  return new SupersededError(`a newer run of its group joined the line (${newer.group})`, newer)
}
