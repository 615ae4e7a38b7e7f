// Bundles each entry in src/ into dist/<entry>/index.js with ncc: the runner runs dist/, never
// src/, so dist/ is committed. `--check` builds into a scratch folder and fails when the
// committed dist/ differs from a fresh build (a forgotten `npm run build`).
//
// Each bundle's licenses.txt is written here, from ncc's own account of the modules it bundled
// (--stats-out): ncc's --license writes the file once per chunk, so a bundle with a lazily
// loaded chunk kept only that chunk's packages, and modules that webpack concatenated into
// another were left out.
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'

const ENTRIES = ['main', 'post', 'acquire', 'release', 'check', 'renewer', 'cli']
const root = new URL('..', import.meta.url).pathname
const check = process.argv.includes('--check')
// Build beside dist/ and swap each bundle in at the end, so tests running meanwhile never find
// a half-built dist/.
const out = mkdtempSync(join(check ? tmpdir() : root, check ? 's3-lock-dist-' : '.dist-'))

for (const entry of ENTRIES) {
  const stats = join(out, `${entry}.stats.json`)
  execFileSync(
    join(root, 'node_modules/.bin/ncc'),
    ['build', join(root, 'src', `${entry}.ts`), '-o', join(out, entry), '--stats-out', stats, '-q'],
    { cwd: join(root, 'src'), stdio: ['ignore', 'ignore', 'inherit'] }
  )
  writeFileSync(join(out, entry, 'licenses.txt'), licenses(JSON.parse(readFileSync(stats, 'utf8'))))
  rmSync(stats)
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

/**
 * The licence of every package with a module in the bundle (any chunk), in the layout of ncc's
 * own licenses.txt: name, licence id, licence text, sorted by name.
 * @param {{ modules?: StatsModule[] }} stats
 */
function licenses(stats) {
  /** @type {Set<string>} */
  const files = new Set()
  /** @param {StatsModule[]} modules @param {boolean} inChunk */
  const collect = (modules, inChunk) => {
    for (const module of modules) {
      const bundled = inChunk || (module.chunks ?? []).length > 0
      if (!bundled) continue
      const file = (module.nameForCondition ?? '').split('?')[0]
      if (file.startsWith('/')) files.add(file)
      collect(module.modules ?? [], true)
    }
  }
  collect(stats.modules ?? [], false)
  /** @type {Map<string, string>} */
  const packages = new Map()
  for (const file of files) {
    const dir = packageDir(file)
    if (dir === undefined) continue
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    if (typeof manifest.name !== 'string' || packages.has(manifest.name)) continue
    const id =
      typeof manifest.license === 'string'
        ? manifest.license
        : (manifest.license?.type ?? manifest.licenses?.[0]?.type ?? '')
    const licenseFile = readdirSync(dir).find(
      (name) => /^licen[cs]e/i.test(name) && !statSync(join(dir, name)).isDirectory()
    )
    const text = licenseFile
      ? readFileSync(join(dir, licenseFile), 'utf8').replace(/\r\n/g, '\n')
      : ''
    packages.set(manifest.name, [manifest.name, id, text].filter(Boolean).join('\n'))
  }
  const blocks = [...packages.keys()].sort().map((name) => packages.get(name))
  return `${blocks.join('\n\n').trim()}\n`
}

/**
 * The package a bundled file belongs to: the innermost node_modules/<name> (or @scope/<name>),
 * or this repository for its own sources.
 * @param {string} file
 */
function packageDir(file) {
  const marker = `${sep}node_modules${sep}`
  const at = file.lastIndexOf(marker)
  if (at < 0) return file.startsWith(root) ? root.replace(/\/$/, '') : undefined
  const parts = file.slice(at + marker.length).split(sep)
  const name = parts[0].startsWith('@') ? parts.slice(0, 2).join(sep) : parts[0]
  return join(file.slice(0, at + marker.length), name)
}

/**
 * @typedef {{ nameForCondition?: string, chunks?: unknown[], modules?: StatsModule[] }} StatsModule
 */

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
