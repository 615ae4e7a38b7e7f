import ms from 'ms'

/**
 * Durations are written the way aws-s3-lock-action accepts them ("15m", "5s", "1h30m",
 * "500ms", "0"), so a workflow that swaps the `uses:` line keeps working. A compound value
 * is the sum of its parts; each part is read by `ms`, which also knows spelled-out units
 * ("2 days"). Sub-millisecond units only exist for compatibility and round down.
 */
const SUB_MILLISECOND: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, μs: 1e-3 }
const PART = /(\d+(?:\.\d+)?|\.\d+)\s*([a-zµμ]+)/gi

export class DurationError extends Error {}

export function parseDuration(text: string): number {
  const value = text.trim()
  if (/^[+]?0+$/.test(value)) return 0
  if (value.startsWith('-')) throw new DurationError(`"${text}" is negative`)
  const rest = value.replace(/^\+/, '')
  let total = 0
  let consumed = ''
  for (const [whole, amount, unit] of rest.matchAll(PART)) {
    consumed += whole
    const lower = unit.toLowerCase()
    const part =
      lower in SUB_MILLISECOND
        ? Number(amount) * SUB_MILLISECOND[lower]
        : ms(`${amount}${unit}` as ms.StringValue)
    if (part === undefined || Number.isNaN(part)) {
      throw new DurationError(`"${text}" has an unknown unit "${unit}"`)
    }
    total += part
  }
  if (consumed.replace(/\s/g, '') !== rest.replace(/\s/g, '') || consumed === '') {
    throw new DurationError(`"${text}" is not a duration`)
  }
  return Math.floor(total)
}

/** Short human form for logs: 90000 → "1m30s". */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1000) return `${Math.max(0, Math.round(milliseconds))}ms`
  // Short intervals keep their tenths: "every 1.5s", not "every 2s".
  if (milliseconds < 10_000 && Math.round(milliseconds / 100) % 10 !== 0) {
    return `${(Math.round(milliseconds / 100) / 10).toFixed(1)}s`
  }
  let seconds = Math.round(milliseconds / 1000)
  const hours = Math.floor(seconds / 3600)
  seconds -= hours * 3600
  const minutes = Math.floor(seconds / 60)
  seconds -= minutes * 60
  return (
    [hours && `${hours}h`, minutes && `${minutes}m`, seconds && `${seconds}s`]
      .filter(Boolean)
      .join('') || '0s'
  )
}
