/**
 * What a run recorded, in order of virtual time: every acquire and its outcome, the protected
 * work entered and left, the lease keeper's statuses, releases, and the fencing register's
 * answers. The checks (checks.ts) are pure functions of it.
 */
export type Event = { t: number; job: string } & (
  | { kind: 'start'; timeoutMs: number }
  | {
      kind: 'acquired'
      token: number
      leaseMs: number
      /** Left of the lease by the job's own count at the hand-out. */
      leftMs: number
      exclusive: boolean
    }
  | { kind: 'acquire-failed'; why: string }
  /** The end of the job's own count moved (a renewal) or ended (a loss). */
  | { kind: 'count'; endsAt: number }
  | { kind: 'lost'; reason: string }
  /** The protected work: entered at 'acquired', left here. */
  | { kind: 'exit'; token: number; why: 'done' | 'count-ended' | 'lost' | 'crash' | 'cancel' }
  | { kind: 'released'; result: string }
  /** A write to the fencing register while inside; refused when a higher token wrote first. */
  | { kind: 'register'; token: number; accepted: boolean }
  | { kind: 'crash'; what: 'runner' | 'renewer' }
  | { kind: 'cancel' }
  | { kind: 'done' }
  /** A hold (hold-actor.ts): its write sent, confirmed, refused; its lift sent. */
  | { kind: 'hold-start' }
  | { kind: 'held'; forMs: number }
  | { kind: 'hold-failed'; why: string }
  | { kind: 'unhold-start' }
  /** The job's read of the holds was refused, and it went on with a warning (rule 8). */
  | { kind: 'holds-unreadable' }
  /** The job saw a hold after its take, and keeps the lock paused. */
  | { kind: 'paused' }
)

export type EventOf<K extends Event['kind']> = Extract<Event, { kind: K }>

export class History {
  readonly events: Event[] = []

  constructor(private readonly now: () => number) {}

  add(job: string, event: DistributiveOmit<Event, 't' | 'job'>): void {
    this.events.push({ t: this.now(), job, ...event } as Event)
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/**
 * The protected work: a register that refuses a token lower than the highest it has accepted,
 * as Jepsen's lock tests guard a resource. A refused write is work done by a holder that a
 * newer one had already overtaken.
 */
export class FencedRegister {
  private highest = 0

  write(token: number): boolean {
    if (token < this.highest) return false
    this.highest = token
    return true
  }
}

export function formatEvent(e: Event): string {
  const { t, job, kind, ...rest } = e
  const details = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === 'number' ? Math.round(v) : String(v)}`)
    .join(' ')
  return `${(t / 1000).toFixed(3).padStart(9)}s ${job.padEnd(4)} ${kind}${details ? ' ' + details : ''}`
}
