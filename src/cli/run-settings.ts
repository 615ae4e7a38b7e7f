import { lockObjectKey } from '../lock/basics/lock-key.js'
import type { RunOrder } from '../lock/line/newest-wins.js'
import { MAX_HOLDERS } from '../lock/pool/shared-record.js'
import { flag, positionals, stringOption, UsageError, type ParsedArgs } from './args.js'
import { readDuration, readLockName, readStoreArgs, type StoreArgs } from './options.js'

/** `s3-lock run`'s options, read and checked before anything touches the store. */
export interface RunSettings {
  name: string
  key: string
  command: string[]
  leaseMs: number
  timeoutMs: number
  pollMs: number
  context?: string
  onLost: 'kill' | 'continue'
  /** --newest: runs of `group` supersede each other by `order`. */
  newest?: { group: string; order: RunOrder; onSuperseded: 'fail' | 'skip' }
  quiet: boolean
  store: StoreArgs
  /** Above 1: take one place of a lock with several holders (shared-lock.ts). */
  holders: number
  exclusive: boolean
}

export function readRunSettings(args: ParsedArgs): RunSettings {
  if (args.positionals.length > 1) {
    throw new UsageError(
      `unexpected argument "${args.positionals[1]}": the command goes after "--", as in ` +
        's3-lock run <name> [options] -- <command> [args...]'
    )
  }
  const [nameArg] = positionals(args, ['the lock name'])
  const name = readLockName(nameArg)
  const command = args.rest ?? []
  if (command.length === 0) {
    throw new UsageError('missing the command: s3-lock run <name> [options] -- <command> [args...]')
  }
  const leaseMs = readDuration(args, 'lease', '1m')
  if (leaseMs < 4_000) {
    throw new UsageError(`--lease: must be at least 4s (got "${stringOption(args, 'lease')}")`)
  }
  const onLost = stringOption(args, 'on-lost') ?? 'kill'
  if (onLost !== 'kill' && onLost !== 'continue') {
    throw new UsageError(`--on-lost: "${onLost}" is not "kill" or "continue"`)
  }
  const newest = readNewest(args)
  const places = readHolders(args)
  if (newest && places.holders > 1) {
    throw new UsageError(
      `--newest needs --holders 1 (got ${places.holders}): a pool serves every waiter in turn`
    )
  }
  return {
    name,
    key: lockObjectKey(name),
    command,
    leaseMs,
    timeoutMs: readDuration(args, 'timeout', '15m'),
    pollMs: Math.max(readDuration(args, 'poll', '500ms'), 100),
    context: stringOption(args, 'context'),
    onLost,
    newest,
    quiet: flag(args, 'quiet'),
    store: readStoreArgs(args),
    ...places
  }
}

function readNewest(args: ParsedArgs): RunSettings['newest'] {
  const group = stringOption(args, 'newest')
  const orderText = stringOption(args, 'order')
  const onSuperseded = stringOption(args, 'on-superseded') ?? 'fail'
  if (group === undefined) {
    if (orderText !== undefined || stringOption(args, 'on-superseded') !== undefined) {
      throw new UsageError('--order and --on-superseded go with --newest <group>')
    }
    return undefined
  }
  if (group === '') throw new UsageError('--newest: empty; name the runs that supersede each other')
  if (orderText === undefined) {
    throw new UsageError(
      "--newest needs --order <n>: this run's place among its group, e.g. a build number"
    )
  }
  if (!/^\d{1,15}(\.\d{1,15})*$/.test(orderText)) {
    throw new UsageError(
      `--order: "${orderText}" is not a number or numbers joined by ".", e.g. 1042 or 8812345.2`
    )
  }
  if (onSuperseded !== 'fail' && onSuperseded !== 'skip') {
    throw new UsageError(`--on-superseded: "${onSuperseded}" is not "fail" or "skip"`)
  }
  return { group, order: orderText.split('.').map(Number), onSuperseded }
}

function readHolders(args: ParsedArgs): { holders: number; exclusive: boolean } {
  const text = stringOption(args, 'holders') ?? '1'
  const holders = Number(text)
  if (!/^\d+$/.test(text) || holders < 1 || holders > MAX_HOLDERS) {
    throw new UsageError(`--holders: "${text}" is not a whole number from 1 to ${MAX_HOLDERS}`)
  }
  return { holders, exclusive: flag(args, 'exclusive') }
}
