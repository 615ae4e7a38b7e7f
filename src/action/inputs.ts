import * as core from '@actions/core'
import { BUCKET_NAME_RULE, isBucketName } from './bucket-name.js'
import { DurationError, parseDuration } from '../lock/basics/duration.js'
import { UserFacingError } from '../lock/basics/errors.js'
import { LockNameError, validateLockName } from '../lock/basics/lock-key.js'
import type { StoreOptions } from '../lock/store/s3-store.js'
import { MAX_HOLDERS } from '../lock/pool/shared-record.js'

/**
 * Reads and checks every input before anything touches the bucket, so a typo fails in one
 * line that names the input and leaves nothing behind.
 */
export class InputError extends UserFacingError {}

export interface StoreInputs {
  bucket: string
  region?: string
  endpoint?: string
  forcePathStyle?: boolean
}

export type Strategy = 'auto' | 'conditional' | 'listing'

export interface AcquireInputs extends StoreInputs {
  strategy: Strategy
  name: string
  expiresMs: number
  timeoutMs: number
  pollMs: number
  /** How much the store's clock may shorten a waiter's wait for our lease (lease.ts). */
  storeClockAllowanceMs: number
  context: string
  /** Reads the holder's workflow run from the GitHub API; empty: never ask. */
  githubToken: string
  /** `newest`: a run gives way to newer runs of its group (`queueGroup`), by run id and attempt. */
  queue: 'fifo' | 'newest'
  queueGroup: string
  onSuperseded: 'cancel' | 'fail' | 'skip'
  /** This run's place among its group's runs: its id, then its attempt. */
  runOrder: number[]
  /** How many jobs may hold the lock at once; above 1, each takes a place (shared-lock.ts). */
  holders: number
  /** Take every place, alone. */
  exclusive: boolean
  /** Warn when the job waits or holds longer than this; undefined: never. */
  warnAfterMs?: number
  /** What a job does when a hold covers the lock (docs/holds.md). */
  onHold: 'wait' | 'fail' | 'skip'
  /** Break-glass: go on in spite of a hold, for this reason. */
  ignoreHold?: string
}

export function readStoreInputs(): StoreInputs {
  const bucket = core.getInput('bucket')
  if (bucket === '')
    throw new InputError('input "bucket" is required: the name of an existing S3 bucket')
  if (!isBucketName(bucket)) {
    throw new InputError(
      `input "bucket": "${bucket}" is not an S3 bucket name (${BUCKET_NAME_RULE})`
    )
  }
  const endpoint = core.getInput('endpoint') || undefined
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new InputError(
      `input "endpoint": "${endpoint}" is not an http(s) URL, e.g. https://s3.example.com`
    )
  }
  return {
    bucket,
    region: core.getInput('region') || undefined,
    endpoint,
    forcePathStyle: readBoolean('force-path-style')
  }
}

export function readAcquireInputs(): AcquireInputs {
  const name = core.getInput('name')
  try {
    validateLockName(name)
  } catch (error) {
    if (error instanceof LockNameError) {
      throw new InputError(
        `input "name": ${error.message}; use a key-like name such as "deploy/production"`
      )
    }
    throw error
  }
  const expiresMs = readDuration('expires')
  if (expiresMs < 1000) {
    throw new InputError(`input "expires": must be at least 1s (got "${core.getInput('expires')}")`)
  }
  const timeoutText = core.getInput('timeout')
  const strategy = core.getInput('strategy') || 'auto'
  if (strategy !== 'auto' && strategy !== 'conditional' && strategy !== 'listing') {
    throw new InputError(`input "strategy": "${strategy}" is not one of auto, conditional, listing`)
  }
  return {
    ...readStoreInputs(),
    strategy,
    name,
    expiresMs,
    timeoutMs: timeoutText === '' ? expiresMs : readDuration('timeout'),
    pollMs: Math.max(readDuration('timeout-poll'), 100),
    storeClockAllowanceMs: parseDurationInput('store-clock-allowance', '2s'),
    context: core.getInput('context'),
    githubToken: core.getInput('github-token'),
    ...readQueueInputs(strategy),
    ...readHolders(strategy),
    ...readWarnAfterInput(),
    ...readHoldInputs()
  }
}

function readWarnAfterInput(): { warnAfterMs?: number } {
  if (core.getInput('warn-after') === '') return {}
  const warnAfterMs = readDuration('warn-after')
  if (warnAfterMs <= 0) {
    throw new InputError(
      `input "warn-after": must be more than 0 (got "${core.getInput('warn-after')}"); use a duration such as 30m, or leave it empty for no warning`
    )
  }
  return { warnAfterMs }
}

function readHoldInputs(): { onHold: 'wait' | 'fail' | 'skip'; ignoreHold?: string } {
  const onHold = core.getInput('on-hold') || 'wait'
  if (onHold !== 'wait' && onHold !== 'fail' && onHold !== 'skip') {
    throw new InputError(`input "on-hold": "${onHold}" is not one of wait, fail, skip`)
  }
  const ignoreHold = core.getInput('ignore-hold').trim()
  return { onHold, ...(ignoreHold === '' ? {} : { ignoreHold }) }
}

function readHolders(strategy: Strategy): { holders: number; exclusive: boolean } {
  const text = core.getInput('holders').trim()
  const holders = text === '' ? 1 : Number(text)
  if (!/^\d+$/.test(text === '' ? '1' : text) || holders < 1 || holders > MAX_HOLDERS) {
    throw new InputError(
      `input "holders": "${core.getInput('holders')}" is not a whole number from 1 to ${MAX_HOLDERS}`
    )
  }
  // The listing strategy's keys have no room for places: its first key always wins alone.
  if (holders > 1 && strategy === 'listing') {
    throw new InputError(
      `input "holders": the listing strategy has one holder only (got ${holders}); use strategy conditional or auto`
    )
  }
  // Newest wins decides among runs waiting for one holder's turn; places are not modelled for it.
  if (holders > 1 && core.getInput('queue') === 'newest') {
    throw new InputError(
      `input "queue": newest needs holders 1 (got holders: ${holders}): a pool serves every waiter in turn`
    )
  }
  return { holders, exclusive: readBoolean('exclusive') ?? false }
}

function readQueueInputs(strategy: Strategy) {
  const queue = core.getInput('queue') || 'fifo'
  if (queue !== 'fifo' && queue !== 'newest') {
    throw new InputError(`input "queue": "${queue}" is not one of fifo, newest`)
  }
  const onSuperseded = core.getInput('on-superseded') || 'cancel'
  if (onSuperseded !== 'cancel' && onSuperseded !== 'fail' && onSuperseded !== 'skip') {
    throw new InputError(
      `input "on-superseded": "${onSuperseded}" is not one of cancel, fail, skip`
    )
  }
  const queueGroup = core.getInput('queue-group')
  const runOrder = [Number(process.env.GITHUB_RUN_ID), Number(process.env.GITHUB_RUN_ATTEMPT || 1)]
  if (queue === 'newest') {
    if (strategy === 'listing') {
      throw new InputError(
        'input "queue": newest needs the conditional strategy (the listing scheme has no line)'
      )
    }
    if (queueGroup === '') {
      throw new InputError(
        'input "queue-group": empty; with queue newest, name the runs that supersede each ' +
          'other, e.g. ${{ github.repository }}/${{ github.workflow }}/${{ github.ref }}'
      )
    }
    if (!runOrder.every((n) => Number.isSafeInteger(n) && n > 0)) {
      throw new InputError(
        'input "queue": newest orders runs by GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT, which ' +
          'this job does not have (it runs only on GitHub Actions runners)'
      )
    }
  }
  return { queue, queueGroup, onSuperseded, runOrder } as const
}

export function storeOptions(inputs: StoreInputs, signal?: AbortSignal): StoreOptions {
  return {
    bucket: inputs.bucket,
    // The SDK's own chain (AWS_REGION, profile) applies when the input is empty; us-east-1
    // is the last resort because S3 redirects any other region's bucket from there.
    region:
      inputs.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
    endpoint: inputs.endpoint,
    forcePathStyle: inputs.forcePathStyle,
    signal
  }
}

export function parseDurationInput(input: string, fallback: string): number {
  return core.getInput(input) === '' ? parseDuration(fallback) : readDuration(input)
}

function readDuration(input: string): number {
  const text = core.getInput(input)
  try {
    return parseDuration(text)
  } catch (error) {
    if (error instanceof DurationError) {
      throw new InputError(
        `input "${input}": ${error.message}; use a duration such as 15m, 30s, 1h30m, 500ms or 0`
      )
    }
    throw error
  }
}

function readBoolean(input: string): boolean | undefined {
  const text = core.getInput(input).toLowerCase()
  if (text === '') return undefined
  if (text === 'true') return true
  if (text === 'false') return false
  throw new InputError(`input "${input}": "${core.getInput(input)}" is not true or false`)
}
