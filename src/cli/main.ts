import { StoreConfigError, UserFacingError } from '../lock/basics/errors.js'
import {
  findCommand,
  flag,
  parseArgs,
  UsageError,
  type OptionSpec,
  type ParsedArgs
} from './args.js'
import { listCommand, LIST_OPTIONS, NO_CREDENTIALS } from './list.js'
import { HELP_OPTION, STORE_OPTIONS, VERSION_OPTION } from './options.js'
import { fail, print } from './output.js'
import { releaseCommand } from './release.js'
import { RUN_FAILED, runCommand } from './run.js'
import { statusCommand } from './status.js'
import { COMMAND_USAGE, MAIN_USAGE } from './usage.js'
import { VERSION } from './version.js'

/**
 * The CLI's entry: finds the command, parses its options, runs it, and turns failures into
 * one line on stderr and an exit status. Mistakes the user can fix never show a stack trace;
 * anything else is a bug and keeps it.
 */
interface Command {
  options: OptionSpec[]
  run: (args: ParsedArgs) => Promise<number>
  /** The exit status of s3-lock's own failures (run passes the command's through). */
  failure: number
  usageFailure: number
}

const JSON_OPTION: OptionSpec = { name: 'json', takesValue: false }

const COMMANDS: Record<string, Command> = {
  status: { options: [JSON_OPTION], run: statusCommand, failure: 1, usageFailure: 2 },
  list: { options: LIST_OPTIONS, run: listCommand, failure: 1, usageFailure: 2 },
  doctor: {
    options: [JSON_OPTION],
    // Loaded only when asked for: the other commands' start-up carries none of its checks.
    run: async (args) => (await import('./doctor.js')).doctorCommand(args),
    failure: 1,
    usageFailure: 2
  },
  release: {
    options: [
      { name: 'force', takesValue: false },
      { name: 'token', takesValue: true },
      { name: 'etag', takesValue: true },
      { name: 'ticket', takesValue: true }
    ],
    run: releaseCommand,
    failure: 1,
    usageFailure: 2
  },
  hold: {
    options: [
      { name: 'reason', takesValue: true },
      { name: 'for', takesValue: true },
      { name: 'max', takesValue: true },
      { name: 'by', takesValue: true },
      { name: 'wait', takesValue: false }
    ],
    run: async (args) => (await import('./hold.js')).holdCommand(args),
    failure: 1,
    usageFailure: 2
  },
  unhold: {
    options: [{ name: 'by', takesValue: true }],
    run: async (args) => (await import('./hold.js')).liftCommand(args),
    failure: 1,
    usageFailure: 2
  },
  run: {
    options: [
      { name: 'lease', takesValue: true },
      { name: 'timeout', takesValue: true },
      { name: 'poll', takesValue: true, alias: 'timeout-poll' },
      { name: 'context', takesValue: true },
      { name: 'on-lost', takesValue: true },
      { name: 'newest', takesValue: true },
      { name: 'order', takesValue: true },
      { name: 'on-superseded', takesValue: true },
      { name: 'holders', takesValue: true },
      { name: 'exclusive', takesValue: false },
      { name: 'quiet', takesValue: false }
    ],
    run: runCommand,
    failure: RUN_FAILED,
    usageFailure: RUN_FAILED
  }
}

const GLOBAL_OPTIONS = [...STORE_OPTIONS, HELP_OPTION, VERSION_OPTION]

export async function main(argv: readonly string[]): Promise<number> {
  let name: string | undefined
  try {
    if (argv.length === 0) {
      process.stderr.write(`${MAIN_USAGE}\n`)
      return 2
    }
    const at = findCommand(argv, GLOBAL_OPTIONS)
    if (at === undefined) {
      const args = parseArgs(argv, GLOBAL_OPTIONS)
      if (flag(args, 'help')) return help()
      if (flag(args, 'version')) return version()
      throw new UsageError(
        'missing the command: status, list, release, run, hold, unhold or doctor'
      )
    }
    const word = argv[at]
    const rest = [...argv.slice(0, at), ...argv.slice(at + 1)]
    if (word === 'help') return help(parseArgs(rest, GLOBAL_OPTIONS).positionals[0])
    const command = Object.hasOwn(COMMANDS, word) ? COMMANDS[word] : undefined
    if (command === undefined) {
      throw new UsageError(
        `unknown command "${word}": use status, list, release, run, hold, unhold or doctor`
      )
    }
    name = word
    const args = parseArgs(rest, [...GLOBAL_OPTIONS, ...command.options])
    if (flag(args, 'help')) return help(word)
    if (flag(args, 'version')) return version()
    return await command.run(args)
  } catch (error) {
    const command = name === undefined ? undefined : COMMANDS[name]
    if (error instanceof UsageError) {
      fail(`${error.message} (see s3-lock ${name ? `${name} ` : ''}--help)`)
      return command?.usageFailure ?? 2
    }
    if (error instanceof UserFacingError) {
      fail(cliMessage(error))
      return command?.failure ?? 1
    }
    fail(error instanceof Error ? (error.stack ?? error.message) : String(error))
    return command?.failure ?? 1
  }
}

function help(command?: string): number {
  if (command === undefined) {
    print(MAIN_USAGE)
    return 0
  }
  const text = Object.hasOwn(COMMAND_USAGE, command) ? COMMAND_USAGE[command] : undefined
  if (text === undefined) {
    throw new UsageError(
      `unknown command "${command}": use status, list, release, run, hold, unhold or doctor`
    )
  }
  print(text)
  return 0
}

/** `s3-lock --version`: the package's version alone, for scripts to compare. */
function version(): number {
  print(VERSION)
  return 0
}

/** The store's messages name the action's inputs; say what to do on a command line instead. */
function cliMessage(error: UserFacingError): string {
  if (error instanceof StoreConfigError) {
    if (error.code === 'NoCredentials') return NO_CREDENTIALS
    if (error.code === 'NoSuchBucket') {
      return error.message.replace('fix the "bucket" input', 'fix --bucket (or S3_LOCK_BUCKET)')
    }
  }
  return error.message
}
