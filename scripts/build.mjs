// Bundles each entry in src/ into dist/<entry>/index.js with ncc: the runner runs dist/, never
// src/, so dist/ is committed. `--check` builds into a scratch folder and fails when the
// committed dist/ differs from a fresh build (a forgotten `npm run build`). Entry names as
// arguments (`node scripts/build.mjs main post`) build only those, while working on them.
//
// Each bundle's licenses.txt is written here, from ncc's own account of the modules it bundled
// (--stats-out): ncc's --license writes the file once per chunk, so a bundle with a lazily
// loaded chunk kept only that chunk's packages, and modules that webpack concatenated into
// another were left out.
//
// Every step's start-up is mostly node compiling its bundle, so the bundles carry only code
// the action runs. src/tsconfig.json points the AWS SDK at its ES modules, from which ncc
// takes only the modules the action imports; terser then removes what is left unused inside
// them (the schemas of the S3 operations the action never calls, for one). Terser only drops
// code: names are kept and the output stays readable, so a stack trace still names the
// functions it passed through. Last, each module's function is put back in the parentheses
// webpack wrote around it and terser took away: V8 compiles a parenthesized function as soon
// as it compiles the file, which every module here needs at start-up, instead of scanning it
// once then again on its first call.
import { execFile } from 'node:child_process'
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
import { parse } from 'acorn'
import { minify } from 'terser'

const ALL_ENTRIES = ['main', 'post', 'acquire', 'release', 'check', 'doctor', 'renewer', 'cli']
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const unknown = named.filter((name) => !ALL_ENTRIES.includes(name))
if (unknown.length > 0) {
  console.error(`unknown entries ${unknown.join(', ')}: the entries are ${ALL_ENTRIES.join(', ')}`)
  process.exit(2)
}
const ENTRIES = named.length > 0 ? named : ALL_ENTRIES
const root = new URL('..', import.meta.url).pathname
const check = process.argv.includes('--check')
// Build beside dist/ and swap each bundle in at the end, so tests running meanwhile never find
// a half-built dist/.
const out = mkdtempSync(join(check ? tmpdir() : root, check ? 's3-lock-dist-' : '.dist-'))

const scratch = mkdtempSync(join(tmpdir(), 's3-lock-build-'))
/** The entries share their lazily loaded chunks: each distinct file is processed once. */
const processed = new Map()
// A few entries at a time: each is a separate ncc process, mostly waiting on one core.
const pending = [...ENTRIES]
await Promise.all(
  Array.from({ length: 3 }, async () => {
    for (let entry = pending.shift(); entry !== undefined; entry = pending.shift()) {
      await buildEntry(entry)
    }
  })
)
rmSync(scratch, { recursive: true, force: true })

if (!check) {
  const dist = join(root, 'dist')
  mkdirSync(dist, { recursive: true })
  for (const name of readdirSync(dist)) {
    if (!ALL_ENTRIES.includes(name)) rmSync(join(dist, name), { recursive: true, force: true })
  }
  for (const entry of ENTRIES) {
    rmSync(join(dist, entry), { recursive: true, force: true })
    renameSync(join(out, entry), join(dist, entry))
  }
  rmSync(out, { recursive: true, force: true })
} else {
  const differences =
    named.length === 0
      ? compare(out, join(root, 'dist'))
      : named.flatMap((entry) =>
          compare(join(out, entry), join(root, 'dist', entry), `dist/${entry}/`)
        )
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

/** @param {string} entry */
async function buildEntry(entry) {
  const stats = join(scratch, `${entry}.json`)
  await run(
    join(root, 'node_modules/.bin/ncc'),
    [
      'build',
      join(root, 'src', `${entry}.ts`),
      '-o',
      join(out, entry),
      // Types are checked by npm run typecheck; here they would be checked against the paths
      // of src/tsconfig.json, which point at JavaScript.
      '--transpile-only',
      '--stats-out',
      stats,
      '-q'
    ],
    join(root, 'src')
  )
  refuseCommonJsBuilds(entry, stats)
  writeFileSync(join(out, entry, 'licenses.txt'), licenses(JSON.parse(readFileSync(stats, 'utf8'))))
  for (const name of readdirSync(join(out, entry)).filter((file) => file.endsWith('.js'))) {
    const file = join(out, entry, name)
    const code = readFileSync(file, 'utf8')
    if (!processed.has(code)) {
      processed.set(code, dropUnusedCode(code).then(compileModulesEagerly))
    }
    writeFileSync(file, await processed.get(code))
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<void>}
 */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')}: ${stderr || error.message}`))
      else resolve()
    })
  })
}

/**
 * A package that src/tsconfig.json does not point at its ES modules (a new dependency of a
 * newer SDK) would come in as CommonJS, whole: the build fails and says which, so that a
 * path is added rather than the start-up quietly growing.
 * @param {string} entry
 * @param {string} statsFile webpack's stats, from ncc --stats-out
 */
function refuseCommonJsBuilds(entry, statsFile) {
  /** @type {{ modules?: { name?: string, modules?: unknown[] }[] }} */
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'))
  /** @type {string[]} */
  const names = []
  /** @param {{ name?: string, modules?: unknown[] }} module */
  const walk = (module) => {
    if (module.name) names.push(module.name)
    for (const inner of /** @type {{ name?: string }[]} */ (module.modules ?? [])) walk(inner)
  }
  for (const module of stats.modules ?? []) walk(module)
  const commonJs = names.filter((name) => /\/dist-cjs\//.test(name))
  if (commonJs.length > 0) {
    console.error(
      `dist/${entry}: bundled the CommonJS build of ${commonJs.join(', ')}; map the package ` +
        'to its dist-es in the paths of src/tsconfig.json'
    )
    process.exit(1)
  }
}

/**
 * Removes code nothing reaches and comments; keeps every name and the layout readable.
 * @param {string} code
 */
async function dropUnusedCode(code) {
  const result = await minify(code, {
    module: true,
    ecma: 2020,
    compress: {
      passes: 2,
      // V8 compiles a function at once when it looks immediately invoked (`!function`,
      // `(function`): leave functions as the sources wrote them, compiled when first called.
      negate_iife: false,
      sequences: false,
      join_vars: false
    },
    mangle: false,
    keep_classnames: true,
    keep_fnames: true,
    format: { beautify: true, comments: false, shebang: true }
  })
  if (result.code === undefined) throw new Error('terser returned no code')
  return result.code
}

/**
 * Wraps the functions of webpack's module table (`var __webpack_modules__ = { id: (...) => {
 * ... } }`, or a chunk's `modules` object) in parentheses, V8's hint to compile them eagerly.
 * @param {string} code
 */
function compileModulesEagerly(code) {
  const ast = /** @type {any} */ (parse(code, { ecmaVersion: 'latest', sourceType: 'module' }))
  /** @type {[number, number][]} */
  const functions = []
  /** @param {any} node */
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return
    if (node.type === 'ObjectExpression' && isModuleTable(node)) {
      for (const property of node.properties)
        functions.push([property.value.start, property.value.end])
      return
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit)
      else if (value && typeof value === 'object') visit(value)
    }
  }
  visit(ast)
  let out = code
  for (const [start, end] of functions.sort((a, b) => b[0] - a[0])) {
    out = `${out.slice(0, start)}(${out.slice(start, end)})${out.slice(end)}`
  }
  return out
}

/**
 * An object whose every key is a module id and every value a function of (module, exports,
 * require).
 * @param {any} node
 */
function isModuleTable(node) {
  return (
    node.properties.length > 0 &&
    node.properties.every(
      (/** @type {any} */ p) =>
        p.type === 'Property' &&
        p.key.type === 'Literal' &&
        typeof p.key.value === 'number' &&
        (p.value.type === 'ArrowFunctionExpression' || p.value.type === 'FunctionExpression')
    )
  )
}

/** @param {string} fresh @param {string} committed @param {string} [label] */
function compare(fresh, committed, label = 'dist/') {
  const a = files(fresh)
  const b = files(committed)
  const names = [...new Set([...a.keys(), ...b.keys()])].sort()
  return names.filter((name) => a.get(name) !== b.get(name)).map((name) => `${label}${name}`)
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
