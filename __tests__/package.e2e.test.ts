import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createTestBucket } from './support/s3.js'

// The package as npm publishes it: packed into a tarball, installed from that file alone into
// an empty prefix without the network, and its `s3-lock` command run against the local RGW.
// The bundle in dist/cli must run without node_modules. And the package as the release
// workflow publishes it: with the repository filled in by scripts/release.mjs, through
// `npm publish --dry-run`.

const run = promisify(execFile)
const root = new URL('..', import.meta.url).pathname
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string
}

let scratch: string
let tarball: string
let packed: string[]
let bin: string

/** npm and the installed command without jest's or a runner's variables. */
function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(GITHUB_|RUNNER_|JEST_|NODE_OPTIONS$|npm_)/.test(name)) clean[name] = value
  }
  return { ...clean, npm_config_cache: join(scratch, 'npm-cache'), ...extra }
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 's3-lock-package-'))
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], {
    cwd: root,
    env: env()
  })
  const [report] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[]
  tarball = join(scratch, report.filename)
  packed = report.files.map((file) => file.path)
  const prefix = join(scratch, 'prefix')
  await run(
    'npm',
    ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball],
    { cwd: scratch, env: env() }
  )
  bin = join(prefix, 'bin', 's3-lock')
}, 120_000)

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe('the npm package', () => {
  it('holds the CLI bundle and nothing of the sources, tests or local server', () => {
    expect(packed).toContain('dist/cli/index.js')
    expect(packed).toContain('package.json')
    expect(packed).toContain('LICENSE')
    for (const path of packed) {
      expect(path).not.toMatch(/^(src|__tests__|node_modules|\.s3-server|scripts)\//)
      expect(path).toMatch(/^(dist\/cli\/[^/]+|package\.json|LICENSE|README\.md)$/)
    }
  })

  it('installs offline from its tarball and `s3-lock --version` prints the version', async () => {
    expect(version).toBe('1.0.0')
    const { stdout } = await run(bin, ['--version'], { env: env() })
    expect(stdout).toBe(`${version}\n`)
  })

  it('runs `s3-lock status` against the local RGW', async () => {
    const bucket = await createTestBucket('package')
    const { stdout, stderr } = await run(bin, ['status', 'deploy/production', '--json'], {
      env: env({ S3_LOCK_BUCKET: bucket })
    })
    expect(stderr).toBe('')
    expect(JSON.parse(stdout)).toMatchObject({ name: 'deploy/production', state: 'absent' })
  })
})

describe('as the release workflow publishes it', () => {
  it('names the repository (npm provenance needs it) and passes npm publish --dry-run', async () => {
    const tree = join(scratch, 'release-tree')
    mkdirSync(tree)
    for (const path of ['package.json', 'LICENSE', 'README.md', 'dist/cli']) {
      cpSync(join(root, path), join(tree, path), { recursive: true })
    }
    const script = join(root, 'scripts', 'release.mjs')
    await run(
      'node',
      [
        '-e',
        `import(${JSON.stringify(script)}).then((m) => m.fillInCoordinates('.', 'acme/s3-lock-action'))`
      ],
      { cwd: tree, env: env() }
    )
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], {
      cwd: tree,
      env: env()
    })
    const [report] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[]
    const released = join(scratch, 'released')
    mkdirSync(released)
    cpSync(join(scratch, report.filename), join(released, report.filename))
    const publish = await run(
      'npm',
      ['publish', '--dry-run', '--json', '--offline', '--access', 'public', report.filename],
      { cwd: released, env: env() }
    )
    const published = (JSON.parse(publish.stdout) as Record<string, PublishReport>)[
      's3-lock-action'
    ]
    expect(published).toMatchObject({ name: 's3-lock-action', version })
    expect(published.files.map((file) => file.path).sort()).toEqual(packed.slice().sort())

    await run('tar', ['-xzf', report.filename], { cwd: released })
    const pkg = JSON.parse(readFileSync(join(released, 'package', 'package.json'), 'utf8')) as {
      repository?: { url?: string }
      bin?: Record<string, string>
    }
    expect(pkg.repository?.url).toBe('git+https://github.com/acme/s3-lock-action.git')
    expect(pkg.bin).toEqual({ 's3-lock': 'dist/cli/index.js' })
    // The bundle in the published tarball runs by itself.
    const bundle = await run(
      'node',
      [join(released, 'package', 'dist', 'cli', 'index.js'), '--version'],
      {
        env: env()
      }
    )
    expect(bundle.stdout).toBe(`${version}\n`)
  }, 60_000)
})

interface PublishReport {
  name: string
  version: string
  files: { path: string }[]
}
