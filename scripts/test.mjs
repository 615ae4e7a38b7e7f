// `npm test`: the README's test command. It sets up what it needs (npm packages, the local
// Ceph RGW server), runs every test with the action bundles under Node 24, the hosted runner's
// runtime, and beside it end-to-end tests of the bundles again under this machine's own Node
// (20), and ends with one "N passed, N failed" line.
//
// The second runtime reruns the files that reach what differs between runtimes: every bundle
// loaded and run (main, post, acquire, release, check, renewer, cli), child processes and
// signals (the renewer, cancellation), fetch and timers (the GitHub client), the SDK's code
// paths. The protocol's own scenarios (contention, the line, several holders, hardening,
// listing) run the same bundles through the same code and take most of the time, so they run
// once, under Node 24; `npm test -- --all-runtimes` runs every
// end-to-end file under both.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { installDepsIfMissing, startLocalS3 } from './local-setup.mjs'

const root = new URL('..', import.meta.url).pathname
installDepsIfMissing(root)

const node24 = join(root, 'node_modules', 'node', 'bin', 'node')
const systemNode = findSystemNode()
/** @type {{ label: string, node: string, args: string[] }[]} */
const runtimes = [{ label: `Node ${version(node24)}`, node: node24, args: [] }]
const allRuntimes = process.argv.includes('--all-runtimes')
// Not github-liveness (its holders renew a 90 s lease: two minutes of waiting) nor store-check:
// the GitHub client's fetch and timers run in newest-wins (cancelling through the API) and the
// SDK's paths in every file here, and CI has 30 minutes.
const SECOND_RUNTIME_FILES = [
  'action-errors',
  'cli',
  'drop-in',
  'lock-leases',
  'lock-renewal',
  'newest-wins',
  'summary'
].map((name) => `__tests__/${name}\\.e2e\\.test\\.ts$`)
if (systemNode && version(systemNode) !== version(node24)) {
  runtimes.push({
    label: `Node ${version(systemNode)}`,
    node: systemNode,
    args: allRuntimes ? ['e2e'] : SECOND_RUNTIME_FILES
  })
}

const extra = process.argv.slice(2).filter((arg) => arg !== '--all-runtimes')
const scratch = mkdtempSync(join(tmpdir(), 's3-lock-jest-'))
// One server for both runtimes, started before either, so that their global set-ups do not
// race to start it.
if (!(process.env.S3_TEST_EXTERNAL === '1' && process.env.AWS_ENDPOINT_URL_S3)) {
  startLocalS3(root)
  process.env.S3_TEST_EXTERNAL = '1'
}
// The runtimes run side by side: their tests mostly wait on timers and the store, not on the
// CPU, and CI has 30 minutes. The first prints as it goes; the others' logs follow it.
const results = await Promise.all(
  runtimes.map((runtime, index) => {
    const args = index === 0 || extra.length === 0 ? [...runtime.args, ...extra] : runtime.args
    // Two files at a time under Node 24 as well: three jest workers on two cores, which the
    // end-to-end tests' margins take (CI ran them this way), against about 40 minutes one by one.
    const workers = index === 0 && !extra.some((arg) => arg.startsWith('--maxWorkers'))
    return runJest(runtime, index, workers ? ['--maxWorkers=2', ...args] : args)
  })
)
let passed = 0
let failed = 0
let ok = true
for (const result of results) {
  if (result.log !== undefined) process.stdout.write(readFileSync(result.log, 'utf8'))
  passed += result.passed
  failed += result.failed
  ok &&= result.ok
}
rmSync(scratch, { recursive: true, force: true })
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(ok && failed === 0 ? 0 : 1)

/**
 * @param {{ label: string, node: string, args: string[] }} runtime
 * @param {number} index
 * @param {string[]} args
 * @returns {Promise<{ passed: number, failed: number, ok: boolean, log?: string }>}
 */
async function runJest(runtime, index, args) {
  const report = join(scratch, `report-${index}.json`)
  const log = index === 0 ? undefined : join(scratch, `log-${index}.txt`)
  const title =
    `\n=== Action bundles under ${runtime.label}` +
    (index === 0
      ? args.length
        ? ` (${args.join(' ')})`
        : ''
      : allRuntimes
        ? ' (e2e)'
        : ' (the runtime-dependent e2e files)')
  if (log === undefined) console.log(title)
  else writeFileSync(log, `${title}\n`)
  const out = log === undefined ? 'inherit' : openSync(log, 'a')
  const child = spawn(
    node24,
    [
      '--experimental-vm-modules',
      join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--json',
      `--outputFile=${report}`,
      ...args
    ],
    {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, ACTION_NODE: runtime.node }
    }
  )
  const status = await new Promise((resolve) => child.on('close', resolve))
  if (!existsSync(report)) return { passed: 0, failed: 0, ok: false, log }
  const result = JSON.parse(readFileSync(report, 'utf8'))
  return {
    passed: result.numPassedTests,
    failed: result.numFailedTests,
    ok: status === 0 && result.numTotalTests > 0,
    log
  }
}

/** The first `node` on PATH that is not the node@24 package's. */
function findSystemNode() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir.includes('node_modules')) continue
    const candidate = join(dir, 'node')
    if (existsSync(candidate)) return candidate
  }
  return undefined
}

/** @param {string} node */
function version(node) {
  return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '')
}
