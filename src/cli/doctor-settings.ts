import {
  GetBucketLifecycleConfigurationCommand,
  GetBucketVersioningCommand,
  GetObjectLockConfigurationCommand,
  type LifecycleRule
} from '@aws-sdk/client-s3'
import type { BucketAnswer, S3LockStore } from '../lock/store/s3-store.js'
import type { CheckLine } from './doctor-checks.js'
import { LOOK_MS, within } from '../lock/basics/deadlines.js'

/**
 * The bucket settings that change what happens to lock objects over time (README, "Bucket
 * settings that matter"), where the credentials may read them. A refusal is not a failure:
 * a lock needs none of these permissions, so the line says the setting was not checked.
 */
export async function settingsChecks(store: S3LockStore, name?: string): Promise<CheckLine[]> {
  const versioning = await store.inspectBucket(
    's3:GetBucketVersioning',
    (client, abortSignal) =>
      client.send(new GetBucketVersioningCommand({ Bucket: store.bucket }), { abortSignal }),
    within(LOOK_MS)
  )
  const lifecycle = await store.inspectBucket(
    's3:GetLifecycleConfiguration',
    (client, abortSignal) =>
      client.send(new GetBucketLifecycleConfigurationCommand({ Bucket: store.bucket }), {
        abortSignal
      }),
    within(LOOK_MS)
  )
  const objectLock = await store.inspectBucket(
    's3:GetBucketObjectLockConfiguration',
    (client, abortSignal) =>
      client.send(new GetObjectLockConfigurationCommand({ Bucket: store.bucket }), { abortSignal }),
    within(LOOK_MS)
  )
  const rules =
    lifecycle.kind === 'answered'
      ? (lifecycle.output.Rules ?? [])
      : NOT_SET.has(lifecycle.code)
        ? []
        : undefined
  return [
    versioningLine(versioning, rules, name),
    lifecycleLine(lifecycle, rules, name),
    objectLockLine(objectLock)
  ]
}

/** The lines when the bucket could not be reached. */
export function skippedSettings(): CheckLine[] {
  return ['versioning', 'lifecycle', 'object lock'].map((check) => ({
    check,
    status: 'skip',
    message: 'not checked (the bucket could not be read)'
  }))
}

/** The "not configured" answers: a setting that was never set, not a refusal. */
const NOT_SET = new Set([
  'NoSuchLifecycleConfiguration',
  'ObjectLockConfigurationNotFoundError',
  'ObjectLockConfigurationNotFound'
])

function notChecked(check: string, answer: { code: string; status?: number }, permission: string) {
  const why =
    answer.code === 'AccessDenied' || answer.status === 403
      ? `no permission: ${permission}`
      : answer.code === 'NotImplemented' || answer.status === 501
        ? 'the store does not implement it'
        : `${answer.code || `HTTP ${answer.status}`}`
  return { check, status: 'skip' as const, message: `not checked (${why})` }
}

function versioningLine(
  answer: BucketAnswer<{ Status?: string }>,
  rules: LifecycleRule[] | undefined,
  name: string | undefined
): CheckLine {
  const check = 'versioning'
  if (answer.kind === 'refused') return notChecked(check, answer, 's3:GetBucketVersioning')
  const status = answer.output.Status
  if (status !== 'Enabled') {
    return { check, status: 'ok', message: status === 'Suspended' ? 'suspended' : 'off' }
  }
  const pruned = rules?.some(
    (rule) => applies(rule, name) && rule.NoncurrentVersionExpiration !== undefined
  )
  if (pruned) {
    return {
      check,
      status: 'ok',
      message: 'enabled, and a lifecycle rule expires the old versions'
    }
  }
  return {
    check,
    status: 'warn',
    message:
      'enabled: every renewal keeps an old version (about 240 per held hour at the default lease), ' +
      `and AWS throttles keys with very many versions; ${rules === undefined ? 'if no lifecycle rule does, ' : ''}` +
      'add a NoncurrentVersionExpiration rule (a day is plenty) for the lock prefix'
  }
}

function lifecycleLine(
  answer: BucketAnswer<unknown>,
  rules: LifecycleRule[] | undefined,
  name: string | undefined
): CheckLine {
  const check = 'lifecycle'
  if (answer.kind === 'refused') {
    if (NOT_SET.has(answer.code)) return { check, status: 'ok', message: 'no lifecycle rules' }
    return notChecked(check, answer, 's3:GetLifecycleConfiguration')
  }
  const expiring = (rules ?? []).filter(
    (rule) => applies(rule, name) && rule.Expiration !== undefined && expiresObjects(rule)
  )
  if (expiring.length === 0) {
    return { check, status: 'ok', message: 'no rule expires current lock objects' }
  }
  const named = expiring
    .map((rule) => `"${rule.ID ?? '(no id)'}" (prefix "${prefixOf(rule)}")`)
    .join(', ')
  return {
    check,
    status: 'warn',
    message:
      `${named} expires current objects${name === undefined ? ' (locks may be under it)' : ` under "${name}"`}: ` +
      'a deleted lock restarts its fencing tokens at 1, and a deleted line forgets newest-wins ' +
      'runs; exclude the lock prefix from it'
  }
}

function objectLockLine(
  answer: BucketAnswer<{
    ObjectLockConfiguration?: {
      ObjectLockEnabled?: string
      Rule?: { DefaultRetention?: { Mode?: string; Days?: number; Years?: number } }
    }
  }>
): CheckLine {
  const check = 'object lock'
  if (answer.kind === 'refused') {
    if (NOT_SET.has(answer.code)) return { check, status: 'ok', message: 'off' }
    return notChecked(check, answer, 's3:GetBucketObjectLockConfiguration')
  }
  const config = answer.output.ObjectLockConfiguration
  if (config?.ObjectLockEnabled !== 'Enabled') return { check, status: 'ok', message: 'off' }
  const retention = config.Rule?.DefaultRetention
  if (retention === undefined) {
    return { check, status: 'ok', message: 'enabled, without default retention' }
  }
  const period =
    retention.Days !== undefined ? `${retention.Days} days` : `${retention.Years} years`
  return {
    check,
    status: 'warn',
    message:
      `default retention ${retention.Mode} ${period}: every version of every lock object (one per ` +
      'renewal) is kept that long and cannot be removed; keep locks in a bucket without it'
  }
}

/** The rule is enabled and its filter may match a lock's keys (locks carry no tags). */
function applies(rule: LifecycleRule, name: string | undefined): boolean {
  if (rule.Status !== 'Enabled') return false
  const filter = rule.Filter
  if (filter?.Tag !== undefined || (filter?.And?.Tags?.length ?? 0) > 0) return false
  const prefix = prefixOf(rule)
  return name === undefined || name.startsWith(prefix) || prefix.startsWith(`${name}/`)
}

function prefixOf(rule: LifecycleRule): string {
  return rule.Filter?.Prefix ?? rule.Filter?.And?.Prefix ?? rule.Prefix ?? ''
}

/** An Expiration that deletes current objects, not one that only removes delete markers. */
function expiresObjects(rule: LifecycleRule): boolean {
  const expiration = rule.Expiration
  return expiration?.Days !== undefined || expiration?.Date !== undefined
}
