// Bundles each entry in src/ into dist/<entry>/index.js with ncc: the runner runs dist/, never
// src/, so dist/ is committed. `--check` builds into a scratch folder and fails when the
// committed dist/ differs from a fresh build (a forgotten `npm run build`).
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const ENTRIES = ['main', 'post', 'acquire', 'release', 'check', 'renewer', 'cli']
const root = new URL('..', import.meta.url).pathname
const check = process.argv.includes('--check')
// Build beside dist/ and swap each bundle in at the end, so tests running meanwhile never find
// a half-built dist/.
const out = mkdtempSync(join(check ? tmpdir() : root, check ? 's3-lock-dist-' : '.dist-'))

for (const entry of ENTRIES) {
  execFileSync(
    join(root, 'node_modules/.bin/ncc'),
    [
      'build',
      join(root, 'src', `${entry}.ts`),
      '-o',
      join(out, entry),
      '--license',
      'licenses.txt',
      '-q'
    ],
    { cwd: join(root, 'src'), stdio: ['ignore', 'ignore', 'inherit'] }
  )
}

if (!check) {
  const dist = join(root, 'dist')
  mkdirSync(dist, { recursive: true })
  for (const name of readdirSync(dist)) {
    if (!ENTRIES.includes(name)) rmSync(join(dist, name), { recursive: true, force: true })
  }
  for (const entry of ENTRIES) {
    rmSync(join(dist, entry), { recursive: true, force: true })
    renameSync(join(out, entry), join(dist, entry))
  }
  rmSync(out, { recursive: true, force: true })
} else {
  const differences = compare(out, join(root, 'dist'))
  rmSync(out, { recursive: true, force: true })
  if (differences.length > 0) {
    console.error(
      `dist/ does not match a fresh build of src/ (run npm run build):\n  ${differences.join('\n  ')}`
    )
    process.exit(1)
  }
  console.log('dist/ matches a fresh build of src/')
}

/** @param {string} fresh @param {string} committed */
function compare(fresh, committed) {
  const a = files(fresh)
  const b = files(committed)
  const names = [...new Set([...a.keys(), ...b.keys()])].sort()
  return names.filter((name) => a.get(name) !== b.get(name)).map((name) => `dist/${name}`)
}

/** @param {string} dir @param {string} base @param {Map<string, string>} found @returns {Map<string, string>} */
function files(dir, base = dir, found = new Map()) {
  if (!existsSync(dir)) return found
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) files(path, base, found)
    else found.set(relative(base, path), readFileSync(path, 'utf8'))
  }
  return found
}
