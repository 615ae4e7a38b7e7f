import { wallIso } from '../basics/clock.js'
import { createHash } from 'node:crypto'
import type { VerdictContext } from './store-verdict.js'
import { enforcesConditionalWrites, type StoreCapabilities } from './store-probe.js'

/**
 * The record a store check leaves in the bucket (store-verdict.ts): its fields, and the seal
 * that lets a job trust a record it did not write.
 */

export const RECORD_KIND = 's3-lock store check'
export const RECORD_FORMAT = 1
/**
 * The probe's version: verdicts of an older probe are redone (2: before the concurrent
 * If-None-Match round; 3: before the concurrent If-Match round).
 */
export const CHECK_VERSION = 3
export interface RecordBase {
  kind: typeof RECORD_KIND
  format: typeof RECORD_FORMAT
  check: number
  endpoint: string
  bucket: string
}

export type VerdictRecord = RecordBase & { by: string; at: string } & (
    { state: 'checking' } | { state: 'abandoned'; reason: string } | CheckedFields
  )

export interface CheckedFields {
  state: 'checked'
  /** The key the checker wrote the verdict to. */
  key: string
  /** The store's clock (Date) in its last answer before the verdict was written. */
  storeNow?: string
  enforced: boolean
  found: string
  capabilities?: StoreCapabilities
}

export type CheckedRecord = RecordBase & { by: string; at: string } & CheckedFields

export function recordBase(context: Pick<VerdictContext, 'endpoint' | 'store'>): RecordBase {
  return {
    kind: RECORD_KIND,
    format: RECORD_FORMAT,
    check: CHECK_VERSION,
    endpoint: context.endpoint.url,
    bucket: context.store.bucket
  }
}

/** The record with its seal: a checksum that an edit by hand or a truncated copy breaks. */
export function serializeVerdictRecord(record: VerdictRecord): string {
  return JSON.stringify({ ...record, seal: sealOf(record) }, null, 2)
}

/**
 * A record this job may trust, or undefined: not JSON, not sealed, from another endpoint or
 * bucket (copied), of another format, or a verdict that contradicts its own findings.
 */
export function parseRecord(
  body: string,
  context: Pick<VerdictContext, 'endpoint' | 'store'>
): VerdictRecord | undefined {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const { seal, ...record } = value as Record<string, unknown>
  if (seal !== sealOf(record)) return undefined
  const r = record as Partial<VerdictRecord> & Record<string, unknown>
  if (r.kind !== RECORD_KIND || r.format !== RECORD_FORMAT || typeof r.check !== 'number') {
    return undefined
  }
  if (r.endpoint !== context.endpoint.url || r.bucket !== context.store.bucket) return undefined
  if (typeof r.by !== 'string' || typeof r.at !== 'string' || Number.isNaN(Date.parse(r.at))) {
    return undefined
  }
  if (r.state === 'checking' || r.state === 'abandoned') return r as VerdictRecord
  if (r.state !== 'checked' || typeof r.enforced !== 'boolean' || typeof r.found !== 'string') {
    return undefined
  }
  if (typeof r.key !== 'string') return undefined
  if (r.storeNow !== undefined && Number.isNaN(Date.parse(String(r.storeNow)))) return undefined
  if (r.capabilities !== undefined && enforcesConditionalWrites(r.capabilities) !== r.enforced) {
    return undefined
  }
  return r as VerdictRecord
}

function sealOf(record: object): string {
  const hash = createHash('sha256').update(`${RECORD_KIND}\n${canonical(record)}`)
  return `sha256:${hash.digest('hex')}`
}

/** JSON with object keys sorted at every level, so the seal does not depend on key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

export function now(): string {
  return wallIso()
}
