import { describe, expect, it } from '@jest/globals'
import {
  findCommand,
  flag,
  parseArgs,
  positionals,
  stringOption,
  UsageError,
  type OptionSpec
} from '../src/cli/args.js'

// The CLI's argument reading on top of util.parseArgs: what it accepts, and the one-line
// message for each mistake (main.ts adds the "(see s3-lock <command> --help)" hint).

const SPECS: OptionSpec[] = [
  { name: 'bucket', takesValue: true },
  { name: 'timeout', takesValue: true },
  { name: 'json', takesValue: false },
  { name: 'help', takesValue: false, short: 'h' }
]

function usageError(argv: string[]): string {
  try {
    parseArgs(argv, SPECS)
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    const message = (error as Error).message
    expect(message).not.toContain('\n')
    return message
  }
  throw new Error(`${JSON.stringify(argv)} was accepted`)
}

describe('parseArgs', () => {
  it('reads values in both spellings, flags, -h and positionals; the last occurrence wins', () => {
    const args = parseArgs(
      ['x', '--bucket', 'one', '--json', '--bucket=two', '-h', '-', 'y', '--timeout='],
      SPECS
    )
    expect(args.positionals).toEqual(['x', '-', 'y'])
    expect(stringOption(args, 'bucket')).toBe('two')
    expect(stringOption(args, 'timeout')).toBe('')
    expect(flag(args, 'json')).toBe(true)
    expect(flag(args, 'help')).toBe(true)
    expect(args.rest).toBeUndefined()
  })

  it('a value may start with a dash: it is the option value, checked by its reader', () => {
    const args = parseArgs(['--timeout', '-5m', '--bucket', '--json'], SPECS)
    expect(stringOption(args, 'timeout')).toBe('-5m')
    expect(stringOption(args, 'bucket')).toBe('--json')
    expect(flag(args, 'json')).toBe(false)
  })

  it('keeps everything after the first -- untouched, options and -- included', () => {
    const args = parseArgs(['x', '--json', '--', 'make', '--bucket', 'b', '--', '-h'], SPECS)
    expect(args.positionals).toEqual(['x'])
    expect(args.rest).toEqual(['make', '--bucket', 'b', '--', '-h'])
    expect(flag(args, 'help')).toBe(false)
    expect(parseArgs(['x', '--'], SPECS).rest).toEqual([])
  })

  it.each([
    [['--verbose'], 'unknown option --verbose'],
    [['--verbose=3'], 'unknown option --verbose'],
    [['-x'], 'unknown option -x'],
    [['-hx'], 'unknown option -x'],
    [['--json=yes'], 'option --json takes no value (write --json alone)'],
    [['--bucket'], 'option --bucket needs a value (--bucket <value> or --bucket=<value>)'],
    [
      ['x', '--bucket', '--', 'make'],
      'option --bucket needs a value (--bucket <value> or --bucket=<value>)'
    ]
  ])('%j fails in one line: %s', (argv, message) => {
    expect(usageError(argv)).toBe(message)
  })
})

describe('findCommand', () => {
  it('skips options and the values of those that take one', () => {
    expect(findCommand(['--bucket', 'status', 'list', 'x'], SPECS)).toBe(2)
    expect(findCommand(['--json', '--bucket=b', 'status'], SPECS)).toBe(2)
    expect(findCommand(['--unknown', 'status'], SPECS)).toBe(1)
    expect(findCommand(['-h'], SPECS)).toBeUndefined()
    expect(findCommand(['--', 'status'], SPECS)).toBeUndefined()
  })
})

describe('positionals', () => {
  it('names what is missing and what is extra', () => {
    const args = parseArgs(['a', 'b'], SPECS)
    expect(positionals(args, ['the lock name'], ['a prefix'])).toEqual(['a', 'b'])
    expect(() => positionals(args, ['the lock name'])).toThrow('unexpected argument "b"')
    expect(() => positionals(parseArgs([], SPECS), ['the lock name'])).toThrow(
      'missing the lock name'
    )
  })
})

describe('aliases', () => {
  it("reads an option under its alias (the action's input name) as the option itself", () => {
    const specs: OptionSpec[] = [{ name: 'poll', takesValue: true, alias: 'timeout-poll' }]
    expect(stringOption(parseArgs(['--timeout-poll', '2s'], specs), 'poll')).toBe('2s')
    expect(stringOption(parseArgs(['--timeout-poll=3s'], specs), 'poll')).toBe('3s')
    expect(stringOption(parseArgs(['--poll', '1s'], specs), 'poll')).toBe('1s')
  })
})
