// Keeps src/lock/ laid out as its folders say (each folder's README.md): a file in one folder
// imports only from the folders its row below allows, and no file in src/ grows past
// MAX_LINES (the developers' guide: small modules with one job). Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')
const LOCK = join(ROOT, 'src', 'lock')
const MAX_LINES = 500

/**
 * The folders of src/lock/ and the folders each may import from (its own always). Two-way
 * rows are deliberate: the single lock's record (single/lock-record.ts) is what every other
 * part reads; the line and the pool share the ticket and place records; the single lock hands
 * `holders > 1` over to the pool.
 */
/** @type {Record<string, string[]>} */
const MAY_IMPORT = {
  basics: [],
  store: ['basics'],
  'store-check': ['basics', 'store', 'single', 'listing'],
  lease: ['basics', 'store', 'single'],
  acquire: ['basics', 'store', 'store-check', 'lease', 'single', 'line', 'hold'],
  single: ['basics', 'store', 'lease', 'acquire', 'line', 'pool'],
  line: ['basics', 'store', 'single', 'pool'],
  pool: ['basics', 'store', 'lease', 'acquire', 'single', 'line'],
  listing: ['basics', 'store', 'single'],
  hold: ['basics', 'store', 'lease', 'acquire', 'single']
}

/** @type {(dir: string) => string[]} */
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]
  )

/** @type {string[]} */
const problems = []
for (const file of files(join(ROOT, 'src')).filter((f) => f.endsWith('.ts'))) {
  const name = relative(ROOT, file).split(sep).join('/')
  const text = readFileSync(file, 'utf8')
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (lines > MAX_LINES) {
    problems.push(`${name}: ${lines} lines, more than ${MAX_LINES}: split it by what it does`)
  }
  if (!file.startsWith(LOCK + sep)) continue
  const folder = relative(LOCK, dirname(file)).split(sep)[0]
  const allowed = MAY_IMPORT[folder]
  if (allowed === undefined) {
    problems.push(`${name}: src/lock/${folder}/ is not in MAY_IMPORT (scripts/lint-layers.mjs)`)
    continue
  }
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    if (!spec.startsWith('.')) {
      if (spec.startsWith('@aws-sdk/') && folder !== 'store') {
        problems.push(`${name}: imports ${spec}; only src/lock/store/ speaks to the AWS SDK`)
      }
      continue
    }
    const target = resolve(dirname(file), spec)
    if (!target.startsWith(LOCK + sep)) {
      problems.push(`${name}: imports ${spec}, outside src/lock/ (the protocol knows nothing else)`)
      continue
    }
    const to = relative(LOCK, target).split(sep)[0]
    if (to !== folder && !allowed.includes(to)) {
      problems.push(`${name}: imports ${spec}, but src/lock/${folder}/ may not use ${to}/`)
    }
  }
}
for (const problem of problems) console.error(problem)
if (problems.length > 0) process.exit(1)
