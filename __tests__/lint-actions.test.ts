import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runLinter, writeTree } from './support/lint-run.js'

// `npm run lint`'s check of workflows and action.yml files (scripts/lint-actions.mjs): it must
// catch the typos that would otherwise fail only when a workflow runs, with no network.

const script = new URL('../scripts/lint-actions.mjs', import.meta.url).pathname
let tree: string

const ACTION = `name: Lock
description: A test action
inputs:
  bucket:
    description: The bucket
    required: true
  context:
    description: Shown to waiters
    default: '\${{ github.workflow }} #\${{ github.run_number }}'
outputs:
  key:
    description: The key
runs:
  using: node24
  main: main.js
`

const WORKFLOW = `name: Test
on: push
jobs:
  lock:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - id: lock
        uses: ./lock
        with:
          bucket: locks
      - run: echo "\${{ steps.lock.outputs.key }}"
`

function write(files: Record<string, string>): string {
  return writeTree(tree, files)
}

function lint(dir: string) {
  return runLinter(script, dir)
}

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 's3-lock-lint-'))
})

afterAll(() => {
  rmSync(tree, { recursive: true, force: true })
})

describe('lint-actions', () => {
  it('passes a correct workflow and action', () => {
    const dir = write({
      '.github/workflows/test.yml': WORKFLOW,
      'lock/action.yml': ACTION,
      'lock/main.js': ''
    })
    expect(lint(dir)).toMatchObject({ status: 0, output: expect.stringMatching(/^1 workflow/m) })
  })

  it('fails on typos in inputs and expressions, naming the file, line and column', () => {
    const dir = write({
      '.github/workflows/test.yml': WORKFLOW.replace('bucket: locks', 'buckt: locks')
        .replace('outputs.key', 'output.key')
        .replace('actions/checkout@v4', 'actions/checkout@v4\n        with: { fetch-depht: 1 }'),
      'lock/action.yml': ACTION.replace('    required: true', '    requried: true')
        .replace('run_number', 'run_numbr')
        .replace('main: main.js', 'main: mian.js'),
      'lock/main.js': ''
    })
    const { status, output } = lint(dir)
    expect(status).toBe(1)
    const lines = output.trimEnd().split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^\.github\/workflows\/test\.yml:8:\d+: input "fetch-depht" is not defined in action "actions\/checkout@v4"/
        ),
        expect.stringMatching(
          /^\.github\/workflows\/test\.yml:12:11: input "buckt" is not defined in lock\/action\.yml; it takes "bucket", "context" \[local-action\]$/
        ),
        expect.stringMatching(
          /^\.github\/workflows\/test\.yml:13:\d+: property "output" is not defined/
        ),
        expect.stringMatching(/^lock\/action\.yml:6:5: unknown key "requried" in inputs\.bucket/),
        expect.stringMatching(
          /^lock\/action\.yml:9:\d+: inputs\.context\.default: property "run_numbr" is not defined/
        ),
        expect.stringMatching(/^lock\/action\.yml:15:9: runs\.main: mian\.js does not exist/),
        '6 problem(s) in the workflow and action.yml files'
      ])
    )
  })

  it('fails when a required input of a local action is not given', () => {
    const dir = write({
      '.github/workflows/test.yml': WORKFLOW.replace(/ {8}with:\n {10}bucket: locks\n/, ''),
      'lock/action.yml': ACTION,
      'lock/main.js': ''
    })
    const { status, output } = lint(dir)
    expect(status).toBe(1)
    expect(output).toMatch(
      /test\.yml:9:\d+: missing input "bucket", which lock\/action\.yml requires/
    )
  })
})
