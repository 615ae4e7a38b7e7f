import { BUCKET_NAME_RULE, isBucketName } from '../action/bucket-name.js'
import { DurationError, parseDuration } from '../lock/basics/duration.js'
import { LockNameError, validateLockName } from '../lock/basics/lock-key.js'
import type { StoreOptions } from '../lock/store/s3-store.js'
import { flag, stringOption, UsageError, type OptionSpec, type ParsedArgs } from './args.js'

/** The options every command takes: where the locks are. */
export const STORE_OPTIONS: readonly OptionSpec[] = [
  { name: 'bucket', takesValue: true },
  { name: 'region', takesValue: true },
  { name: 'endpoint', takesValue: true },
  { name: 'force-path-style', takesValue: false }
]

export const HELP_OPTION: OptionSpec = { name: 'help', takesValue: false, short: 'h' }

export const VERSION_OPTION: OptionSpec = { name: 'version', takesValue: false }

export const BUCKET_ENV = 'S3_LOCK_BUCKET'

export interface StoreArgs {
  bucket: string
  region?: string
  endpoint?: string
  forcePathStyle?: boolean
}

/** The same checks as the action's inputs, worded for a command line. */
export function readStoreArgs(args: ParsedArgs): StoreArgs {
  const bucket = stringOption(args, 'bucket') ?? process.env[BUCKET_ENV] ?? ''
  if (bucket === '') {
    throw new UsageError(
      `no bucket: pass --bucket <name> or set ${BUCKET_ENV} to an existing S3 bucket`
    )
  }
  if (!isBucketName(bucket)) {
    throw new UsageError(`--bucket: "${bucket}" is not an S3 bucket name (${BUCKET_NAME_RULE})`)
  }
  const endpoint = stringOption(args, 'endpoint') || undefined
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new UsageError(
      `--endpoint: "${endpoint}" is not an http(s) URL, e.g. https://s3.example.com`
    )
  }
  return {
    bucket,
    region: stringOption(args, 'region') || undefined,
    endpoint,
    forcePathStyle: flag(args, 'force-path-style') || undefined
  }
}

export function storeOptions(store: StoreArgs, signal?: AbortSignal): StoreOptions {
  return {
    bucket: store.bucket,
    // As in the action: the SDK's endpoint variables (AWS_ENDPOINT_URL_S3) apply when
    // --endpoint is not given; us-east-1 is the last resort for the region.
    region: store.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
    endpoint: store.endpoint,
    forcePathStyle: store.forcePathStyle,
    signal
  }
}

export function readLockName(text: string): string {
  try {
    return validateLockName(text)
  } catch (error) {
    if (error instanceof LockNameError) {
      throw new UsageError(
        `lock name ${error.message}; use a key-like name such as "deploy/production"`
      )
    }
    throw error
  }
}

/** A duration option, parsed exactly as the action parses its inputs. */
export function readDuration(args: ParsedArgs, name: string, fallback: string): number {
  const text = stringOption(args, name) ?? fallback
  try {
    return parseDuration(text)
  } catch (error) {
    if (error instanceof DurationError) {
      throw new UsageError(
        `--${name}: ${error.message}; use a duration such as 15m, 30s, 1h30m, 500ms or 0`
      )
    }
    throw error
  }
}
