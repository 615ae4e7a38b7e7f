import { randomUUID } from 'node:crypto'
import { HeadBucketCommand } from '@aws-sdk/client-s3'
import { errorText, StoreConfigError, UserFacingError } from '../lock/basics/errors.js'
import type { ReadResult, S3LockStore, WriteOutcome } from '../lock/store/s3-store.js'
import { verdictNow } from '../lock/store-check/store-verdict.js'
import { NO_CREDENTIALS } from './list.js'
import { LOOK_MS, within } from '../lock/basics/deadlines.js'

/**
 * The checks of `s3-lock doctor` that touch objects: what a first lock needs, one line each,
 * in the order a lock needs them. The probe object lives under a prefix of its own and is
 * removed whatever happens; nothing else is written (the store check runs here without
 * recording its verdict).
 */
export type CheckStatus = 'ok' | 'note' | 'warn' | 'fail' | 'skip'

export interface CheckLine {
  check: string
  status: CheckStatus
  message: string
}

/** How a check's status reads, in the CLI's lines and the doctor step's log and summary. */
export const CHECK_LABELS: Record<CheckLine['status'], string> = {
  ok: 'ok',
  note: 'note',
  warn: 'WARN',
  fail: 'FAIL',
  skip: 'skip'
}

/** One check as one aligned line. */
export function checkLineText(line: CheckLine): string {
  return `${CHECK_LABELS[line.status].padEnd(5)}${line.check.padEnd(13)}${line.message}`
}

/** What the later checks need to know of the earlier ones. */
interface Probe {
  store: S3LockStore
  key: string
  /** Where the probes go: named in refusals, so the user knows what to grant. */
  prefix: string
  /** The probe object's ETag while it exists (or may exist: an unanswered create). */
  etag?: string
  mayExist: boolean
}

const CREDENTIALS_REJECTED = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch'])
const EXPIRED = new Set(['ExpiredToken', 'TokenRefreshRequired', 'RequestExpired'])

export async function accessChecks(
  store: S3LockStore,
  prefix: string,
  signedFor: string
): Promise<CheckLine[]> {
  const probe: Probe = { store, prefix, key: `${prefix}probe-${randomUUID()}`, mayExist: false }
  if (!(await store.credentialsFound())) {
    return [
      line('credentials', 'fail', NO_CREDENTIALS),
      ...skipped(['bucket', ...LATER], 'no credentials')
    ]
  }
  const missing = await readMissing(probe)
  if (missing.kind === 'fatal')
    return [missing.credentials, missing.bucket, ...skipped(LATER, missing.why)]
  const lines = [missing.credentials, await bucketCheck(store, signedFor)]
  lines.push(...(await objectChecks(probe, missing.read)), await listCheck(probe))
  const created = lines.some((line) => line.check === 'create' && line.status === 'ok')
  lines.push(
    created ? await verdictCheck(probe) : skipped(['store check'], 'nothing was created')[0]
  )
  return lines
}

/** Read, create, replace and delete on the probe object, which is removed whatever happens. */
async function objectChecks(probe: Probe, missing: ReadResult): Promise<CheckLine[]> {
  try {
    const create = await createCheck(probe)
    const read = await readCheck(probe, missing)
    if (create.status === 'fail') {
      return [read, create, ...skipped(['replace', 'delete'], 'nothing was created')]
    }
    return [read, create, await replaceCheck(probe), await deleteCheck(probe)]
  } finally {
    await cleanUp(probe)
  }
}

function line(check: string, status: CheckStatus, message: string): CheckLine {
  return { check, status, message }
}

const LATER = ['read', 'create', 'replace', 'delete', 'list', 'store check']

function skipped(checks: string[], why: string): CheckLine[] {
  return checks.map((check) => line(check, 'skip', `not checked (${why})`))
}

type MissingRead =
  | { kind: 'read'; read: ReadResult; credentials: CheckLine }
  | { kind: 'fatal'; credentials: CheckLine; bucket: CheckLine; why: string }

/**
 * A GetObject of the probe key, which does not exist yet: the first request, and the one whose
 * refusals say most (HeadBucket answers a bare 403 for wrong keys).
 */
async function readMissing(probe: Probe): Promise<MissingRead> {
  const found = line('credentials', 'ok', 'found (the AWS SDK chain; never printed)')
  try {
    return {
      kind: 'read',
      read: await probe.store.read(probe.key, undefined, within(LOOK_MS)),
      credentials: found
    }
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error
    const code = error instanceof StoreConfigError ? error.code : undefined
    if (code !== undefined && (CREDENTIALS_REJECTED.has(code) || EXPIRED.has(code))) {
      return {
        kind: 'fatal',
        credentials: line('credentials', 'fail', bucketMessage(probe, error, code)),
        bucket: skipped(['bucket'], 'the credentials were rejected')[0],
        why: 'the credentials were rejected'
      }
    }
    const why = code === 'NoSuchBucket' ? 'no such bucket' : 'the bucket could not be read'
    return {
      kind: 'fatal',
      credentials: found,
      bucket: line('bucket', 'fail', bucketMessage(probe, error, code)),
      why
    }
  }
}

/** The store's words, with the endpoint the request went to and the bucket, not the key. */
function bucketMessage(probe: Probe, error: UserFacingError, code: string | undefined): string {
  if (code === 'NoSuchBucket') {
    const endpoint = probe.store.endpoint?.url ?? 'the S3 endpoint'
    return `s3://${probe.store.bucket} does not exist at ${endpoint} (NoSuchBucket): create it or fix --bucket (or S3_LOCK_BUCKET)`
  }
  return namingEndpoint(probe, error.message)
}

/** The store's messages say "the S3 endpoint" when it came from the environment: name it. */
function namingEndpoint(probe: Probe, message: string): string {
  const endpoint = probe.store.endpoint?.url
  return endpoint === undefined ? message : message.replace(/\bthe S3 endpoint\b/, endpoint)
}

/** HeadBucket, for the bucket's region (AWS names it even when it refuses). */
async function bucketCheck(store: S3LockStore, signedFor: string): Promise<CheckLine> {
  const where = `s3://${store.bucket} at ${store.endpoint?.url ?? 'the S3 endpoint'}`
  const head = await store.inspectBucket(
    's3:ListBucket',
    (client, abortSignal) =>
      client.send(new HeadBucketCommand({ Bucket: store.bucket }), { abortSignal }),
    within(LOOK_MS)
  )
  if (head.kind === 'refused') {
    return line(
      'bucket',
      'ok',
      `${where} answers; its region is not known (HeadBucket: ${head.code || head.status})`
    )
  }
  const region = head.output.BucketRegion
  if (region === undefined) {
    return line(
      'bucket',
      'ok',
      `${where} answers (the store names no region; requests are signed for ${signedFor})`
    )
  }
  if (region !== signedFor) {
    return line(
      'bucket',
      'warn',
      `${where} is in ${region}, but requests are signed for ${signedFor}: pass --region ${region} ` +
        '(each request is redirected otherwise)'
    )
  }
  return line('bucket', 'ok', `${where} answers, in region ${region}`)
}

async function readCheck(probe: Probe, missing: ReadResult): Promise<CheckLine> {
  const where = probe.store.where(probe.key)
  const missingText =
    missing.kind === 'forbidden'
      ? 'a missing key reads as 403, not 404: the credentials have no s3:ListBucket, which a lock does not need'
      : 'a missing key reads as 404'
  if (probe.etag === undefined) return line('read', 'ok', missingText)
  const read = await probe.store.read(probe.key, undefined, within(LOOK_MS))
  if (read.kind === 'forbidden') return line('read', 'fail', read.explanation)
  if (read.kind !== 'present') {
    return line('read', 'fail', `the object just created at ${where} reads as ${read.kind}`)
  }
  return line(
    'read',
    missing.kind === 'forbidden' ? 'note' : 'ok',
    `GetObject works; ${missingText}`
  )
}

async function createCheck(probe: Probe): Promise<CheckLine> {
  const outcome = await write(probe, () =>
    probe.store.create(probe.key, probeBody('created'), within(LOOK_MS))
  )
  if (outcome.kind === 'written') {
    probe.etag = outcome.etag
    return line('create', 'ok', 'PutObject If-None-Match: * creates a new object')
  }
  return line('create', 'fail', refusal('PutObject If-None-Match: *', outcome, probe))
}

async function replaceCheck(probe: Probe): Promise<CheckLine> {
  const etag = probe.etag as string
  const outcome = await write(probe, () =>
    probe.store.replace(probe.key, probeBody('replaced'), etag, within(LOOK_MS))
  )
  if (outcome.kind === 'written') {
    probe.etag = outcome.etag
    return line('replace', 'ok', 'PutObject If-Match replaces it on its own ETag')
  }
  return line(
    'replace',
    'fail',
    refusal("PutObject If-Match with the object's ETag", outcome, probe)
  )
}

async function deleteCheck(probe: Probe): Promise<CheckLine> {
  try {
    await probe.store.delete(probe.key, within(LOOK_MS))
    probe.mayExist = false
    return line('delete', 'ok', 'DeleteObject removes the probe')
  } catch (error) {
    if (!(error instanceof StoreConfigError)) throw error
    return line(
      'delete',
      'warn',
      `${namingEndpoint(probe, error.message)}: a lock works without it, but this probe, a crowd's ` +
        'join requests and the store check (not on AWS S3) stay behind, and the listing strategy cannot release'
    )
  }
}

type Written = WriteOutcome | { kind: 'error'; message: string }

/** A write, its refusal turned into an outcome; the probe may exist from here on. */
async function write(probe: Probe, send: () => Promise<WriteOutcome>): Promise<Written> {
  probe.mayExist = true
  try {
    return await send()
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error
    return { kind: 'error', message: errorText(error) }
  }
}

function refusal(request: string, outcome: Written, probe: Probe): string {
  switch (outcome.kind) {
    case 'error': {
      const message = namingEndpoint(probe, outcome.message)
      return probe.prefix.startsWith('.s3-lock/') && /access denied/.test(message)
        ? `${message} (or name a lock the credentials may write: s3-lock doctor <name>)`
        : message
    }
    case 'precondition-failed':
      return `${request} was refused (412) on ${probe.store.where(probe.key)}, where it should have been applied`
    case 'unknown':
      return `${request} got no answer (${outcome.reason})`
    case 'written':
      return `${request} was applied`
  }
}

/** Removes the probe object if it may be there: always, also after a failed check. */
async function cleanUp(probe: Probe): Promise<void> {
  if (!probe.mayExist) return
  await probe.store.delete(probe.key, within(LOOK_MS)).catch(() => undefined)
}

async function listCheck(probe: Probe): Promise<CheckLine> {
  try {
    await probe.store.list(probe.prefix, within(LOOK_MS))
    return line('list', 'ok', 'ListObjectsV2 works (the listing strategy and s3-lock list need it)')
  } catch (error) {
    if (!(error instanceof StoreConfigError)) throw error
    return line(
      'list',
      'note',
      `no listing (${error.code ?? 'refused'}): fine for the default strategy; the listing strategy ` +
        'and s3-lock list need s3:ListBucket'
    )
  }
}

/** The store check of the action and `s3-lock run`, run now and recorded nowhere. */
async function verdictCheck(probe: Probe): Promise<CheckLine> {
  const endpoint = probe.store.endpoint
  if (endpoint === undefined) throw new Error('the store check needs a request sent first')
  try {
    const verdict = await verdictNow(
      { store: probe.store, endpoint, bound: within(LOOK_MS) },
      probe.prefix
    )
    if (verdict.enforced) return line('store check', 'ok', verdict.found)
    return line(
      'store check',
      'fail',
      `the store does not enforce conditional writes (${verdict.found}): use strategy "listing"`
    )
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error
    return line('store check', 'fail', namingEndpoint(probe, errorText(error)))
  }
}

function probeBody(state: string): string {
  return JSON.stringify({ kind: 's3-lock doctor probe', state })
}
