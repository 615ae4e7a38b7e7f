import { UserFacingError } from '../lock/errors.js'

/**
 * A small argument parser for the CLI: long options (`--name value`, `--name=value`), flags,
 * `-h`, positionals, and everything after `--` kept untouched for `run`. Anything it does not
 * know fails in one line that names the option.
 */

/** A mistake on the command line: one line, and the usage hint. */
export class UsageError extends UserFacingError {}

export interface OptionSpec {
  /** Without the leading dashes. */
  name: string
  /** Takes a value (`--name value` or `--name=value`); otherwise a flag. */
  takesValue: boolean
  short?: string
}

export interface ParsedArgs {
  /** Given options by name: the value, or true for a flag. The last occurrence wins. */
  options: Map<string, string | true>
  positionals: string[]
  /** Everything after the first `--`, untouched; undefined when there was no `--`. */
  rest?: string[]
}

export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): ParsedArgs {
  const options = new Map<string, string | true>()
  const positionals: string[] = []
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if (arg === '--') return { options, positionals, rest: argv.slice(index + 1) }
    if (arg.startsWith('--')) {
      const equals = arg.indexOf('=')
      const name = arg.slice(2, equals < 0 ? undefined : equals)
      const spec = specs.find((candidate) => candidate.name === name)
      if (spec === undefined) throw new UsageError(`unknown option --${name}`)
      if (!spec.takesValue) {
        if (equals >= 0) throw new UsageError(`option --${name} takes no value`)
        options.set(name, true)
        continue
      }
      let value: string | undefined
      if (equals >= 0) value = arg.slice(equals + 1)
      else if (index + 1 < argv.length && argv[index + 1] !== '--') value = argv[++index]
      if (value === undefined) throw new UsageError(`option --${name} needs a value`)
      options.set(name, value)
    } else if (arg.startsWith('-') && arg !== '-') {
      const spec = specs.find((candidate) => candidate.short && `-${candidate.short}` === arg)
      if (spec === undefined || spec.takesValue) throw new UsageError(`unknown option ${arg}`)
      options.set(spec.name, true)
    } else {
      positionals.push(arg)
    }
  }
  return { options, positionals }
}

/**
 * Where the command word is: the first argument that is neither an option nor the value of
 * one of `specs` (the options allowed before the command).
 */
export function findCommand(
  argv: readonly string[],
  specs: readonly OptionSpec[]
): number | undefined {
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if (arg === '--') return undefined
    if (arg.startsWith('--')) {
      const spec = specs.find((candidate) => candidate.name === arg.slice(2))
      if (spec?.takesValue) index++
      continue
    }
    if (arg.startsWith('-') && arg !== '-') continue
    return index
  }
  return undefined
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.options.get(name)
  return typeof value === 'string' ? value : undefined
}

export function flag(args: ParsedArgs, name: string): boolean {
  return args.options.get(name) === true
}

/** Checks the number of positionals: `names` are the required ones, in order. */
export function positionals(
  args: ParsedArgs,
  required: readonly string[],
  optional: readonly string[] = []
): string[] {
  const given = args.positionals
  if (given.length < required.length) {
    throw new UsageError(`missing ${required.slice(given.length).join(' and ')}`)
  }
  if (given.length > required.length + optional.length) {
    const extra = given[required.length + optional.length]
    throw new UsageError(`unexpected argument "${extra}"`)
  }
  return given
}
