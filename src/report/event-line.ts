/**
 * One machine-readable line per lock event in a log (docs/events.md): a fixed word, a space,
 * then one JSON object. Log pipelines match the word and parse the rest, so field names are
 * stable and a line never spans two. Only what is already shown to people goes in: lock
 * names, tokens, holder labels and durations, never credentials or request details.
 */
export const EVENT_PREFIX = 's3-lock-event'

export type EventKind = 'acquired' | 'released' | 'takeover' | 'lost' | 'hold' | 'lift'

export type EventFields = Record<string, string | number | boolean | null | undefined>

/** `s3-lock-event {"event":"acquired","lock":"deploy/prod",...}`; undefined fields are left out. */
export function eventLine(kind: EventKind, fields: EventFields): string {
  const body: Record<string, string | number | boolean | null> = { event: kind }
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'event' || value === undefined) continue
    // Durations and times are whole milliseconds: readers need no rounding rules.
    body[field] = typeof value === 'number' ? Math.round(value) : value
  }
  // JSON.stringify escapes line breaks inside strings, so the line stays one line.
  return `${EVENT_PREFIX} ${JSON.stringify(body)}`
}
