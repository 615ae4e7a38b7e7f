import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

// The tagging of .github/workflows/release.yml, which runs scripts/release.mjs: run here the
// same way, in a throw-away repository with a bare "origin", so the tags it pushes are read
// back from where adopters' `uses:` lines would resolve them.

const run = promisify(execFile)
const script = new URL('../scripts/release.mjs', import.meta.url).pathname
let scratch: string
let origin: string
let work: string

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim()
}

/** A repository with the files the release names the repository in, at `version`. */
function commitVersion(version: string, changelog = `## [${version}] - 2026-12-01\n\n- Things.\n`) {
  const pkg = { name: 's3-lock-action', version, bin: { 's3-lock': 'dist/cli/index.js' } }
  writeFileSync(join(work, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  writeFileSync(join(work, 'CHANGELOG.md'), `# Changelog\n\n## [Unreleased]\n\n${changelog}`)
  git(work, 'add', '-A')
  git(work, 'commit', '--quiet', '-m', `version ${version}`)
}

async function release(...extra: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(
      'node',
      [script, '--repository', 'acme/s3-lock-action', '--push', 'origin', ...extra],
      { cwd: work, env: { ...process.env, GITHUB_OUTPUT: '' } }
    )
    return { code: 0, out: stdout }
  } catch (error) {
    const failed = error as { code: number; stderr: string }
    return { code: failed.code, out: failed.stderr }
  }
}

function remoteTag(tag: string): string {
  return git(origin, 'rev-parse', `${tag}^{commit}`)
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 's3-lock-release-'))
  origin = join(scratch, 'origin.git')
  work = join(scratch, 'work')
  git(scratch, 'init', '--quiet', '--bare', origin)
  mkdirSync(work)
  git(work, 'init', '--quiet', '--initial-branch', 'main')
  git(work, 'remote', 'add', 'origin', origin)
  git(work, 'config', 'user.name', 'Release Test')
  git(work, 'config', 'user.email', 'release@example.com')
  mkdirSync(join(work, 'docs'))
  writeFileSync(join(work, 'README.md'), 'uses: OWNER/s3-lock-action@v1\n')
  writeFileSync(join(work, 'docs', 'setup.md'), '- uses: OWNER/s3-lock-action/acquire@v1\n')
  writeFileSync(join(work, 'action.yml'), 'name: S3 Lock\nauthor: placeholder\n')
  commitVersion('1.0.0')
  git(work, 'push', '--quiet', 'origin', 'HEAD:main')
})

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe('scripts/release.mjs', () => {
  it('tags vX.Y.Z and vX on a commit that names the repository; the branch stays', async () => {
    const branchBefore = git(work, 'rev-parse', 'HEAD')
    const notes = join(scratch, 'notes.md')
    const result = await release('--notes', notes)
    expect(result.code).toBe(0)
    const tagged = remoteTag('v1.0.0')
    expect(remoteTag('v1')).toBe(tagged)
    expect(git(origin, 'rev-parse', 'main')).toBe(branchBefore)
    expect(git(work, 'rev-parse', `${tagged}^`)).toBe(branchBefore)
    expect(readFileSync(notes, 'utf8')).toBe('- Things.\n')

    const show = (path: string) => git(origin, 'show', `v1.0.0:${path}`)
    expect(show('README.md')).toBe('uses: acme/s3-lock-action@v1')
    expect(show('docs/setup.md')).toBe('- uses: acme/s3-lock-action/acquire@v1')
    expect(show('action.yml')).toContain('author: acme')
    expect(JSON.parse(show('package.json'))).toMatchObject({
      version: '1.0.0',
      repository: { type: 'git', url: 'git+https://github.com/acme/s3-lock-action.git' },
      bugs: { url: 'https://github.com/acme/s3-lock-action/issues' }
    })
  })

  it('refuses a version tagged already, naming the fix', async () => {
    git(work, 'checkout', '--quiet', 'main')
    git(work, 'reset', '--quiet', '--hard', 'origin/main')
    const result = await release()
    expect(result).toMatchObject({ code: 1 })
    expect(result.out).toBe(
      "release: v1.0.0 is tagged already: bump package.json's version (npm version)\n"
    )
  })

  it('refuses a version without its CHANGELOG section', async () => {
    commitVersion('1.0.1', '## [Unreleased]\n\n- More.\n')
    const result = await release()
    expect(result.code).toBe(1)
    expect(result.out).toMatch(/^release: CHANGELOG.md has no "## \[1.0.1\]" section/)
    expect(git(origin, 'tag', '--list', 'v1.0.1')).toBe('')
  })

  it('refuses a work tree with changes', async () => {
    writeFileSync(join(work, 'README.md'), 'edited\n')
    const result = await release()
    expect(result.code).toBe(1)
    expect(result.out).toMatch(/^release: the work tree has changes/)
    git(work, 'checkout', '--quiet', '--', 'README.md')
  })

  it('a pre-release is tagged but leaves vX where it was', async () => {
    const v1 = remoteTag('v1')
    commitVersion('1.1.0-rc.1')
    expect((await release()).code).toBe(0)
    expect(git(origin, 'tag', '--list', 'v1.1.0-rc.1')).toBe('v1.1.0-rc.1')
    expect(remoteTag('v1')).toBe(v1)
  })

  it('vX moves forward only: a patch of an older minor leaves it on the newest', async () => {
    git(work, 'checkout', '--quiet', 'main')
    commitVersion('1.2.0')
    expect((await release()).code).toBe(0)
    const newest = remoteTag('v1.2.0')
    expect(remoteTag('v1')).toBe(newest)

    git(work, 'checkout', '--quiet', 'main')
    commitVersion('1.1.1')
    const result = await release()
    expect(result.code).toBe(0)
    expect(result.out).toContain('v1 stays where it is: v1.2.0 is newer than v1.1.1')
    expect(remoteTag('v1')).toBe(newest)
  })
})
