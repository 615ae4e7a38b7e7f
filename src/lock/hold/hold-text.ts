import { formatDuration } from '../basics/duration.js'

/** A hold as people read it: who, why, and which locks. */
export interface HoldFacts {
  target: string
  reason: string
  by: string
}

/** "on hold by alice ("INC-123: migration", 1h 59m left; hold on deploy/)". */
export function describeHold(hold: HoldFacts, leftMs: number | undefined): string {
  const left = leftMs === undefined ? '' : `, ${formatDuration(Math.max(0, leftMs))} left`
  return `on hold by ${hold.by || 'someone'} ("${hold.reason}"${left}; hold on ${targetText(hold.target)})`
}

export function targetText(target: string): string {
  return target === '/' ? 'every lock' : target
}
