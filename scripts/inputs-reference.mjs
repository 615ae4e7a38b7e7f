// Writes the inputs and outputs tables of docs/inputs.md from the action.yml files, between
// <!-- tables:NAME --> markers, so the reference cannot drift from what the actions accept.
// `--check` fails (for CI) when docs/inputs.md is not what this would write.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

const root = new URL('..', import.meta.url).pathname
const ACTIONS = [
  ['root', 'action.yml'],
  ['acquire', 'acquire/action.yml'],
  ['release', 'release/action.yml'],
  ['check', 'check/action.yml'],
  ['doctor', 'doctor/action.yml']
]

/** @param {string} text */
const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|')

/** @param {string} file */
function tables(file) {
  const action = parse(readFileSync(join(root, file), 'utf8'))
  const inputs = Object.entries(action.inputs ?? {}).map(
    ([name, spec]) =>
      `| \`${name}\` | ${spec.required ? '**required**' : spec.default === undefined ? '' : `\`${cell(spec.default)}\``} | ${cell(spec.description)} |`
  )
  const outputs = Object.entries(action.outputs ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`
  )
  const parts = [
    `Inputs of \`${file}\`:`,
    '',
    '| input | default | description |',
    '|---|---|---|',
    ...inputs
  ]
  if (outputs.length > 0) {
    parts.push(
      '',
      `Outputs of \`${file}\`:`,
      '',
      '| output | description |',
      '|---|---|',
      ...outputs
    )
  }
  return parts.join('\n')
}

const referencePath = join(root, 'docs', 'inputs.md')
const reference = readFileSync(referencePath, 'utf8')
let updated = reference
for (const [label, file] of ACTIONS) {
  const pattern = new RegExp(`(<!-- tables:${label} -->\\n)[\\s\\S]*?(<!-- /tables:${label} -->)`)
  if (!pattern.test(updated))
    throw new Error(`docs/inputs.md has no <!-- tables:${label} --> block`)
  // Prettier would re-align the tables, and the check would then see a difference.
  const block = `<!-- prettier-ignore-start -->\n${tables(file)}\n<!-- prettier-ignore-end -->\n`
  updated = updated.replace(pattern, (_, open, close) => `${open}${block}${close}`)
}
if (process.argv.includes('--check')) {
  if (updated !== reference) {
    console.error('docs/inputs.md differs from the action.yml files: run npm run inputs')
    process.exit(1)
  }
  console.log('docs/inputs.md matches the action.yml files')
} else {
  writeFileSync(referencePath, updated)
}
