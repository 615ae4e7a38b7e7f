// Makes a release from the checked-out commit, as .github/workflows/release.yml runs it:
//
//   node scripts/release.mjs --repository <owner/name> [--push <remote>] [--notes <file>]
//
// 1. The version is package.json's; it must be X.Y.Z (or X.Y.Z-suffix, a pre-release), its tag
//    vX.Y.Z must not exist yet, the work tree must be clean, and CHANGELOG.md must have a
//    `## [X.Y.Z]` section (its text becomes the release notes, written to --notes).
// 2. The repository's coordinates, which nothing knows before the releasing workflow does,
//    are written into a release commit on top of HEAD: package.json's repository, homepage and
//    bugs (npm refuses a provenance publish without repository.url), action.yml's author, and
//    every `OWNER/s3-lock-action` in the Markdown files, so the README at the tag pastes as it
//    is. The branch itself is not moved: the commit is reachable from the tags only.
// 3. Tags that commit vX.Y.Z and, unless it is a pre-release or an older version than one
//    already tagged in vX, moves vX to it.
// 4. With --push, pushes both tags (vX with force) in one atomic push.
//
// Prints one line per step and, last, a JSON line { tag, major, moved, commit }; under
// GitHub Actions the same go to $GITHUB_OUTPUT. Exit status 1, with one line, on any refusal.
import { execFileSync } from 'node:child_process'
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

/** The one placeholder the docs use for the repository the action is published in. */
export const PLACEHOLDER = 'OWNER/s3-lock-action'

const VERSION = /^(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?$/
const REPOSITORY = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/

export class ReleaseError extends Error {}

/**
 * @param {{ dir: string, repository: string, push?: string, notes?: string,
 *   log?: (line: string) => void }} options
 */
export function release({ dir, repository, push, notes, log = () => {} }) {
  if (!REPOSITORY.test(repository)) {
    throw new ReleaseError(`--repository: "${repository}" is not owner/name`)
  }
  /** @param {string[]} args */
  const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim()
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const match = VERSION.exec(version ?? '')
  if (!match) throw new ReleaseError(`package.json's version "${version}" is not X.Y.Z`)
  const tag = `v${version}`
  const major = `v${match[1]}`
  const prerelease = match[4] !== undefined
  if (git('tag', '--list', tag) !== '') {
    throw new ReleaseError(`${tag} is tagged already: bump package.json's version (npm version)`)
  }
  if (git('status', '--porcelain') !== '') {
    throw new ReleaseError('the work tree has changes: release a commit, not a work tree')
  }
  const changes = changelogSection(readFileSync(join(dir, 'CHANGELOG.md'), 'utf8'), version)
  if (changes === undefined) {
    throw new ReleaseError(
      `CHANGELOG.md has no "## [${version}]" section: move [Unreleased] into one and date it`
    )
  }
  if (notes !== undefined) writeFileSync(notes, `${changes}\n`)

  // The release commit goes on a detached HEAD: the checked-out branch is left as it was.
  git('checkout', '--quiet', '--detach')
  const filled = fillInCoordinates(dir, repository)
  log(`named ${repository} in ${filled.join(', ')}`)
  git('add', '--', ...filled)
  git('commit', '--quiet', '-m', `Release ${tag}`, '-m', `Names ${repository} for the release.`)
  const commit = git('rev-parse', 'HEAD')
  git('tag', '--annotate', tag, '-m', `s3-lock-action ${tag}`, commit)
  log(`tagged ${tag} at ${commit}`)

  const newest = newestTagged(git('tag', '--list', `${major}.*`).split('\n'), match[1])
  const moved = !prerelease && newest === version
  if (moved) {
    git('tag', '--force', major, `${commit}`)
    log(`moved ${major} to ${tag}`)
  } else {
    log(
      prerelease
        ? `${major} stays where it is: ${tag} is a pre-release`
        : `${major} stays where it is: v${newest} is newer than ${tag}`
    )
  }
  if (push !== undefined) {
    const refs = [`refs/tags/${tag}`, ...(moved ? [`+refs/tags/${major}`] : [])]
    git('push', '--atomic', push, ...refs)
    log(`pushed ${refs.join(' ')} to ${push}`)
  }
  return { tag, major, moved, commit, prerelease }
}

/**
 * The text under `## [version]`, up to the next `## ` heading; undefined when absent.
 * @param {string} text @param {string} version @returns {string | undefined}
 */
export function changelogSection(text, version) {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => line.startsWith(`## [${version}]`))
  if (start < 0) return undefined
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '))
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim()
}

/**
 * Writes the repository into package.json, action.yml and the Markdown files (README.md,
 * CONTRIBUTING.md, SECURITY.md, docs/); returns the files it changed, relative to dir.
 * @param {string} dir @param {string} repository @returns {string[]}
 */
export function fillInCoordinates(dir, repository) {
  const [owner] = repository.split('/')
  const url = `https://github.com/${repository}`
  /** @type {string[]} */
  const changed = []
  /** @param {string} path @param {(text: string) => string} edit */
  const rewrite = (path, edit) => {
    const full = join(dir, path)
    if (!existsSync(full)) return
    const before = readFileSync(full, 'utf8')
    const after = edit(before)
    if (after !== before) {
      writeFileSync(full, after)
      changed.push(path)
    }
  }
  rewrite('package.json', (text) => {
    const pkg = JSON.parse(text)
    pkg.repository = { type: 'git', url: `git+${url}.git` }
    pkg.homepage = `${url}#readme`
    pkg.bugs = { url: `${url}/issues` }
    return `${JSON.stringify(pkg, null, 2)}\n`
  })
  rewrite('action.yml', (text) => text.replace(/^author: .*$/m, `author: ${owner}`))
  for (const path of markdownFiles(dir)) {
    rewrite(path, (text) => text.split(PLACEHOLDER).join(repository))
  }
  return changed
}

/** @param {string} dir @returns {string[]} */
function markdownFiles(dir) {
  const top = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md']
  /** @param {string} sub @returns {string[]} */
  const docs = (sub) =>
    readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? docs(join(sub, entry.name))
        : entry.name.endsWith('.md')
          ? [join(sub, entry.name)]
          : []
    )
  return [...top, ...(existsSync(join(dir, 'docs')) ? docs('docs') : [])]
}

/**
 * The highest X.Y.Z (no pre-release) among tags vX.*, as "X.Y.Z".
 * @param {string[]} tags @param {string} majorNumber @returns {string | undefined}
 */
function newestTagged(tags, majorNumber) {
  const versions = tags
    .map((tag) => /^v(\d+)\.(\d+)\.(\d+)$/.exec(tag))
    .filter((m) => m !== null && m[1] === majorNumber)
    .map((m) => /** @type {RegExpExecArray} */ (m).slice(1, 4).map(Number))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])
  const top = versions.at(-1)
  return top === undefined ? undefined : top.join('.')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      repository: { type: 'string' },
      push: { type: 'string' },
      notes: { type: 'string' },
      dir: { type: 'string' }
    }
  })
  try {
    const result = release({
      dir: values.dir ?? process.cwd(),
      repository: values.repository ?? process.env.GITHUB_REPOSITORY ?? '',
      push: values.push,
      notes: values.notes,
      log: (line) => console.log(line)
    })
    console.log(JSON.stringify(result))
    if (process.env.GITHUB_OUTPUT) {
      const lines = Object.entries(result).map(([key, value]) => `${key}=${value}`)
      appendFileSync(process.env.GITHUB_OUTPUT, `${lines.join('\n')}\n`)
    }
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error
    console.error(`release: ${error.message}`)
    process.exit(1)
  }
}
