// The built CLI (dist/cli/index.js) as a person runs it from a shell: the end-to-end suites'
// one way to call it, so that each suite tests the same bundle the same way.
import { spawn } from 'node:child_process'
import * as path from 'node:path'

export const CLI_ENTRY = path.join(
  new URL('../..', import.meta.url).pathname,
  'dist',
  'cli',
  'index.js'
)

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
  /** Date.now() when the process closed. */
  endedAt: number
}

export interface CliOptions {
  /** S3_LOCK_BUCKET. */
  bucket: string
  /** S3_LOCK_BY (who sets a hold); default alice. */
  by?: string
  /** `--endpoint` (e.g. a fault proxy's); default the environment's. */
  endpoint?: string
  /** Added to the environment, after what a shell would not have is dropped. */
  env?: NodeJS.ProcessEnv
}

/** A shell has none of the runner's, jest's or an action step's variables. */
const NOT_IN_A_SHELL = /^(GITHUB_|RUNNER_|INPUT_|STATE_|JEST_|NODE_OPTIONS$)/

/** Runs `s3-lock <args> --force-path-style` (the RGW needs path-style) to its end. */
export function runCli(args: string[], options: CliOptions): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (!NOT_IN_A_SHELL.test(name)) env[name] = value
  }
  Object.assign(env, { S3_LOCK_BUCKET: options.bucket, S3_LOCK_BY: options.by ?? 'alice' })
  Object.assign(env, options.env)
  const endpoint = options.endpoint === undefined ? [] : ['--endpoint', options.endpoint]
  const node = process.env.ACTION_NODE ?? process.execPath
  const child = spawn(node, [CLI_ENTRY, ...args, '--force-path-style', ...endpoint], {
    env,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr, endedAt: Date.now() }))
  )
}
