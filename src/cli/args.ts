import { parseArgs as tokenizeArgs } from 'node:util'
import { UserFacingError } from '../lock/basics/errors.js'

/**
 * The CLI's command line, read by Node's `util.parseArgs`: long options (`--name value`,
 * `--name=value`), flags, `-h`, positionals, and everything after `--` kept untouched for
 * `run`. Anything it does not know fails in one line that names the option.
 *
 * `util.parseArgs` runs with `strict: false` and `tokens: true`, and the tokens are checked
 * here, because its strict mode cannot say what this CLI needs:
 * - a value that starts with a dash, as in `--timeout -5m`: strict mode refuses it as
 *   "ambiguous", where the CLI must take it and say what is wrong with the duration;
 * - the arguments after `--`: strict mode adds them to the positionals, where `run` needs them
 *   apart (the command line to run) and needs to know whether `--` was there at all;
 * - its errors are several lines long and worded for programmers; ours are one line.
 */

/** A mistake on the command line: one line, and the usage hint. */
export class UsageError extends UserFacingError {}

export interface OptionSpec {
  /** Without the leading dashes. */
  name: string
  /** Takes a value (`--name value` or `--name=value`); otherwise a flag. */
  takesValue: boolean
  short?: string
  /** Another long name for it: the GitHub Action's input name, where the CLI's differs. */
  alias?: string
}

export interface ParsedArgs {
  /** Given options by name: the value, or true for a flag. The last occurrence wins. */
  options: Map<string, string | true>
  positionals: string[]
  /** Everything after the first `--`, untouched; undefined when there was no `--`. */
  rest?: string[]
}

type Token = NonNullable<ReturnType<typeof tokenizeArgs>['tokens']>[number]

function tokenize(argv: readonly string[], specs: readonly OptionSpec[]): Token[] {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {}
  for (const spec of specs) {
    options[spec.name] = {
      type: spec.takesValue ? 'string' : 'boolean',
      ...(spec.short === undefined ? {} : { short: spec.short })
    }
    if (spec.alias !== undefined) options[spec.alias] = { type: options[spec.name].type }
  }
  const { tokens } = tokenizeArgs({
    args: [...argv],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true
  })
  return tokens
}

export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): ParsedArgs {
  const options = new Map<string, string | true>()
  const positionals: string[] = []
  for (const token of tokenize(argv, specs)) {
    if (token.kind === 'option-terminator') {
      return { options, positionals, rest: argv.slice(token.index + 1) }
    }
    if (token.kind === 'positional') {
      positionals.push(token.value)
      continue
    }
    const spec = specs.find(
      (candidate) => candidate.name === token.name || candidate.alias === token.name
    )
    if (spec === undefined) throw new UsageError(`unknown option ${token.rawName}`)
    if (!spec.takesValue) {
      if (token.inlineValue) {
        throw new UsageError(
          `option ${token.rawName} takes no value (write ${token.rawName} alone)`
        )
      }
      options.set(spec.name, true)
      continue
    }
    // util.parseArgs takes the next argument whatever it is; `--` there means the value was
    // forgotten (`run x --context -- make`), not a value of "--".
    if (token.value === undefined || (!token.inlineValue && token.value === '--')) {
      throw new UsageError(
        `option ${token.rawName} needs a value (${token.rawName} <value> or ${token.rawName}=<value>)`
      )
    }
    options.set(spec.name, token.value)
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
  for (const token of tokenize(argv, specs)) {
    if (token.kind === 'option-terminator') return undefined
    if (token.kind === 'positional') return token.index
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
