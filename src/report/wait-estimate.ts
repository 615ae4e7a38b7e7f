/**
 * How long a waiter in line may expect to wait, from the lock's recent hold durations (the
 * history each release writes into the lock record, lock-record.ts). A rough figure for people:
 * each waiter ahead, and the holder, is taken to hold the lock for the median recent hold (the
 * median, so that one stuck job does not make every estimate a long one).
 */
export function estimateWaitMs(
  holds: readonly number[] | undefined,
  waitersAhead: number
): number | undefined {
  if (holds === undefined || holds.length === 0) return undefined
  return (waitersAhead + 1) * median(holds)
}

/** "about 4 min"; nothing when the lock has no history. */
export function describeEstimate(ms: number | undefined): string {
  if (ms === undefined) return ''
  if (ms < 60_000) return 'expected wait under a minute'
  return `expected wait about ${Math.round(ms / 60_000)} min`
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
