import { randomUUID } from 'node:crypto'
import { StoreConfigError, StoreUnavailableError } from './errors.js'
import { reservedKey } from './lock-key.js'
import type { S3LockStore, WriteOutcome } from './s3-store.js'

/**
 * Finds out what the store really does with conditional requests, on a probe key next to
 * the lock (never the lock key itself), and removes the probe afterwards. Some stores answer
 * 501 to conditions, some silently ignore them — and a lock built on ignored conditions
 * would hand out two locks — so nothing is assumed.
 */
export interface StoreCapabilities {
  /** A second PutObject If-None-Match: * on an existing key is refused. */
  ifNoneMatch: boolean
  /** PutObject If-Match with a wrong ETag is refused. */
  ifMatch: boolean
  /** Which spellings of the right ETag the store accepts in If-Match. */
  ifMatchBare: boolean
  ifMatchQuoted: boolean
  /** PutObject If-Match on a missing key is refused (MinIO has been seen to create it). */
  ifMatchMissingRefused: boolean
  /** DeleteObject If-Match with a wrong ETag is refused (Ceph RGW deletes anyway). */
  deleteIfMatch: boolean
  /** Whether the probe object could be removed (needs s3:DeleteObject on the probe key). */
  cleanedUp: boolean
}

export function enforcesConditionalWrites(caps: StoreCapabilities): boolean {
  return caps.ifNoneMatch && caps.ifMatch && (caps.ifMatchBare || caps.ifMatchQuoted)
}

export function describeCapabilities(caps: StoreCapabilities): string {
  const yesNo = (value: boolean) => (value ? 'enforced' : 'NOT enforced')
  const spellings = [caps.ifMatchBare && 'bare', caps.ifMatchQuoted && 'quoted'].filter(Boolean)
  return [
    `PutObject If-None-Match ${yesNo(caps.ifNoneMatch)}`,
    `If-Match ${yesNo(caps.ifMatch)} (ETag accepted ${spellings.join(' and ') || 'in no spelling'})`,
    `If-Match on a missing key ${caps.ifMatchMissingRefused ? 'refused' : 'ACCEPTED'}`,
    `DeleteObject If-Match ${yesNo(caps.deleteIfMatch)}`
  ].join('; ')
}

const WRONG_ETAG = '00000000000000000000000000000000'

// A probe sends about eight requests; at a 5 % failure rate a third of probes meet one, so
// six tries leave a passing fault about one chance in 700 of failing the check.
const PROBE_ATTEMPTS = 6

/**
 * An answer lost to a timeout or a 5xx says nothing about the store's semantics, so a probe
 * that met one is inconclusive and is run again on a fresh key: a passing fault must never
 * make a store look unsafe (or safe).
 */
/**
 * `store` must not be bound to the step's cancel signal: a cancel stops the probe between two
 * requests (`signal`), never in the middle of one, so that the probe object is removed after
 * its last write has landed rather than before.
 */
export async function probeStore(
  store: S3LockStore,
  probePrefix: string,
  signal?: AbortSignal
): Promise<StoreCapabilities> {
  let lastReason = ''
  for (let attempt = 0; attempt < PROBE_ATTEMPTS; attempt++) {
    const result = await probeOnce(store, `${probePrefix}probe-${randomUUID()}`, signal)
    if (!('inconclusive' in result)) return result
    lastReason = result.inconclusive
  }
  throw new StoreUnavailableError(
    `could not check whether the store enforces conditional writes: ${lastReason}`
  )
}

async function probeOnce(
  store: S3LockStore,
  key: string,
  signal?: AbortSignal
): Promise<StoreCapabilities | { inconclusive: string }> {
  const missing = `${key}-missing`
  const outcomes: WriteOutcome[] = []
  const put = async (target: string, condition: { IfNoneMatch?: string; IfMatch?: string }) => {
    if (signal?.aborted) {
      await remove(store, key)
      await remove(store, missing)
      throw signal.reason
    }
    const outcome = await store.putWithCondition(target, `probe ${outcomes.length}`, condition)
    outcomes.push(outcome)
    return outcome
  }
  const created = await put(key, { IfNoneMatch: '*' }).catch((error: unknown) => {
    // Backblaze B2 and others answer 501 (or 400) to a condition they do not implement.
    const code = error instanceof StoreConfigError ? error.code : undefined
    if (code === 'NotImplemented' || code === 'InvalidArgument' || code === 'BadRequest') {
      return undefined
    }
    throw error
  })
  if (created === undefined) {
    return { ...NOTHING_ENFORCED, cleanedUp: await remove(store, key) }
  }
  if (created.kind !== 'written') {
    await remove(store, key)
    return { inconclusive: created.kind === 'unknown' ? created.reason : 'a fresh key existed' }
  }
  const again = await put(key, { IfNoneMatch: '*' })
  const wrong = await put(key, { IfMatch: WRONG_ETAG })
  // If the wrong-ETag write went through, the object changed: use its new ETag.
  const current = lastWritten([created, again, wrong])
  const bare = await put(key, { IfMatch: current })
  const quoted = await put(key, { IfMatch: `"${lastWritten([created, again, wrong, bare])}"` })
  const onMissing = await put(missing, { IfMatch: WRONG_ETAG })
  const deleteStatus = await tryDelete(store, key, WRONG_ETAG)
  const keyCleaned = deleteStatus === 412 ? await remove(store, key) : deleteStatus !== 'denied'
  const missingCleaned = onMissing.kind === 'precondition-failed' || (await remove(store, missing))
  const unknown = outcomes.find((outcome) => outcome.kind === 'unknown')
  if (unknown?.kind === 'unknown') {
    if (deleteStatus !== 'denied') await remove(store, key)
    return { inconclusive: unknown.reason }
  }
  return {
    ifNoneMatch: again.kind === 'precondition-failed',
    ifMatch: wrong.kind === 'precondition-failed',
    ifMatchBare: bare.kind === 'written',
    ifMatchQuoted: quoted.kind === 'written',
    ifMatchMissingRefused: onMissing.kind === 'precondition-failed',
    deleteIfMatch: deleteStatus === 412,
    cleanedUp: keyCleaned && missingCleaned
  }
}

const NOTHING_ENFORCED = {
  ifNoneMatch: false,
  ifMatch: false,
  ifMatchBare: false,
  ifMatchQuoted: false,
  ifMatchMissingRefused: false,
  deleteIfMatch: false
}

function lastWritten(outcomes: WriteOutcome[]): string {
  const written = outcomes.filter((outcome) => outcome.kind === 'written')
  const last = written[written.length - 1]
  return last?.kind === 'written' ? last.etag : ''
}

async function remove(store: S3LockStore, key: string): Promise<boolean> {
  return (await tryDelete(store, key)) !== 'denied'
}

/** Deleting needs s3:DeleteObject, which the lock itself never needs: a refusal is reported. */
async function tryDelete(
  store: S3LockStore,
  key: string,
  ifMatch?: string
): Promise<number | 'denied'> {
  try {
    return await store.delete(key, ifMatch)
  } catch (error) {
    if (error instanceof StoreConfigError) return 'denied'
    throw error
  }
}

export interface StoreCheck {
  capabilities: StoreCapabilities
  /** What was found, in words, for logs and summaries. */
  found: string
  enforced: boolean
}

/**
 * The check as both the action and the CLI run it before the first conditional write to a
 * lock name that has no object yet: probe next to the lock (never on it), say what was found.
 */
export async function checkStoreForLock(
  store: S3LockStore,
  name: string,
  log: { info: (line: string) => void; warn: (line: string) => void },
  signal?: AbortSignal
): Promise<StoreCheck> {
  const capabilities = await probeStore(store, reservedKey(name, ''), signal)
  const found = describeCapabilities(capabilities)
  log.info(`Store check at ${store.where(reservedKey(name, 'probe-*'))}: ${found}`)
  if (!capabilities.cleanedUp) {
    log.warn(
      `Could not remove the store check's probe object under ${store.where(reservedKey(name, ''))}: ` +
        'grant s3:DeleteObject on that prefix, or remove it by hand'
    )
  }
  return { capabilities, found, enforced: enforcesConditionalWrites(capabilities) }
}
