// @ts-check
// npm run demo [-- --jobs N]
//
// N simulated CI jobs (default 5) start at once and all want the same lock. Each runs the real
// action the way the GitHub runner does (dist/main waits for the lock, a ~1 s critical section
// works, dist/post releases it at job end) against a local S3 server, and the story of the
// handovers is printed. The verdict comes from the critical section's own log: no two jobs
// inside at once, fencing tokens strictly increasing. Exits non-zero if not.
//
// Sets itself up on a fresh machine: npm install when node_modules is missing, then the local Ceph
// RGW S3 server (scripts/s3-server.sh, which installs it with apt-get the first time).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { installDepsIfMissing, startLocalS3 } from './local-setup.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const HOLD_MS = 1000
const LOCK_NAME = 'demo/deploy'

const jobCount = parseArguments(process.argv.slice(2))

// 1. Dependencies, before anything is imported from node_modules.
installDepsIfMissing(root)
// dist/ is committed: missing only mid-build (build.mjs empties it first) or in a broken copy.
if (!['main', 'post'].every((entry) => existsSync(join(root, 'dist', entry, 'index.js')))) {
  fail('dist/main or dist/post is missing: run npm run build (or wait for a running build)')
}

// 2. The local S3 server; its settings come as KEY=VALUE lines on stdout.
say('Starting the local S3 server (the first run installs Ceph RGW, which takes a while) ...')
try {
  startLocalS3(root)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}

const { checkLog, runLockedJob } = await import('../__tests__/support/critical-section.js')
const { createTestBucket, s3Client } = await import('../__tests__/support/s3.js')
const { GetObjectCommand } = await import('@aws-sdk/client-s3')

// The runner runs `using: node24` actions with its own Node 24: the devDependency "node" is one.
const bundledNode = join(root, 'node_modules/node/bin/node')
const node = process.env.ACTION_NODE || (existsSync(bundledNode) ? bundledNode : process.execPath)
const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()

// 3. A fresh bucket, so the lock starts at token 1; a scratch log for the critical section.
const bucket = await createTestBucket('demo')
const where = `s3://${bucket}/${LOCK_NAME}`
const scratch = mkdtempSync(join(tmpdir(), 's3-lock-demo-'))
const log = join(scratch, 'critical-section.jsonl')

say('')
say(`${jobCount} CI jobs start at once, all wanting lock "${LOCK_NAME}" at ${where}`)
say(`(S3: ${process.env.AWS_ENDPOINT_URL_S3}; actions run by node ${nodeVersion}).`)
say(`Each job: the action's main step waits for the lock, a ${HOLD_MS / 1000} s critical section`)
say('works, and the post step releases the lock when the job ends.')
say('')

// 4. The jobs, all at once.
const startedAt = Date.now()
const labels = Array.from({ length: jobCount }, (_, i) => `job-${i + 1}`)
const jobs = await Promise.all(
  labels.map((label, i) =>
    runLockedJob({
      bucket,
      name: LOCK_NAME,
      log,
      job: label,
      holdMs: HOLD_MS,
      node,
      github: { workflow: 'Deploy', run_number: String(101 + i) },
      inputs: { 'timeout-poll': '250ms', expires: '2m', timeout: '45s' }
    })
  )
)
const totalMs = Date.now() - startedAt
const check = checkLog(log)

// 5. The story, in the order the lock changed hands.
/** @param {number} ms */
const at = (ms) => `+${((ms - startedAt) / 1000).toFixed(1)}s`
/** @param {number} ms */
const secs = (ms) => `${(ms / 1000).toFixed(1)}s`
const byToken = [...jobs].sort(
  (a, b) => Number(a.main.outputs.token ?? Infinity) - Number(b.main.outputs.token ?? Infinity)
)
say('Handovers (times from the start):')
say('  token  job      acquired  waited  in the critical section  released')
for (const job of byToken) {
  const { outputs } = job.main
  const stay = check.holders.find((holder) => holder.job === job.job)
  const section = stay ? `${at(stay.enter)} .. ${stay.exit ? at(stay.exit) : 'never left'}` : '-'
  const post = job.post
  const released =
    post?.outcome === 'success' && /Released lock/.test(post.stdout)
      ? at(post.startedAt + post.durationMs)
      : `post ${post?.outcome ?? 'did not run'}`
  say(
    '  ' +
      [
        (outputs.token ?? '-').padStart(5),
        job.job.padEnd(7),
        (outputs['acquired-at'] ? at(Date.parse(outputs['acquired-at'])) : 'FAILED').padStart(8),
        (outputs['waited-ms'] ? secs(Number(outputs['waited-ms'])) : '-').padStart(6),
        section.padEnd(23),
        released
      ].join('  ')
  )
}

// What one job that waited saw: the action's own log.
const waiter = byToken.filter((job) => /is held by/.test(job.main.stdout)).at(-1)
if (waiter) {
  const lines = waiter.main.stdout.split('\n').filter((line) => line.trim() !== '')
  const waits = lines.filter((line) => /is held by/.test(line))
  const shown = lines.filter((line) => !/is held by/.test(line) || waits.indexOf(line) < 2)
  const hidden = waits.length - Math.min(waits.length, 2)
  say('')
  say(`The log of ${waiter.job} (token ${waiter.main.outputs.token}), which waited:`)
  for (const line of shown) {
    show(line)
    if (hidden > 0 && line === waits[1])
      say(`  | ... ${hidden} more "is held by" line(s), one per new holder`)
  }
  for (const line of (waiter.post?.stdout ?? '').split('\n')) if (line.trim()) show(line)
}

// For scripts/demo-picture.mjs: the waiter's log and the job summary of the one that waited
// longest, as the runner would show them.
if (process.env.S3_LOCK_DEMO_CAPTURE && waiter) {
  const { writeFileSync } = await import('node:fs')
  writeFileSync(
    process.env.S3_LOCK_DEMO_CAPTURE,
    JSON.stringify(
      { job: waiter.job, log: waiter.main.stdout, summary: waiter.main.summary },
      null,
      2
    )
  )
}

// 6. The verdict.
const failures = jobs.flatMap((job) =>
  /** @type {const} */ ([
    ['main', job.main],
    ['critical section', job.work],
    ['post', job.post]
  ])
    .filter(([, step]) => step?.outcome !== 'success')
    .map(([what, step]) => {
      const error = step?.annotations.find((annotation) => annotation.level === 'error')
      const why = error?.message ?? (step ? `exit ${step.exitCode}` : 'did not run')
      return `${job.job}: ${what} ${step?.outcome ?? 'skipped'} (${why.split('\n')[0]})`
    })
)
const finalLock = await readLockObject()
const tokens = check.holders.map((holder) => holder.rawToken)
const expectedFinal = jobCount
const lockOk = finalLock?.state === 'released' && finalLock.token === expectedFinal

say('')
say(`Checked from the critical section's own log (${check.entries.length} events):`)
verdictLine(
  check.overlaps.length === 0 && check.holders.length > 0,
  check.overlaps.length === 0
    ? `no two jobs were ever inside at the same time${gapNote()}`
    : `${check.overlaps.length} overlap(s): ` +
        check.overlaps.map((overlap) => overlap.jobs.join(' & ')).join(', ')
)
verdictLine(
  check.tokenOrderViolations.length === 0,
  check.tokenOrderViolations.length === 0
    ? `fencing tokens strictly increasing in the order the jobs entered: ${tokens.join(' ')}`
    : check.tokenOrderViolations.map((violation) => violation.message).join('; ')
)
verdictLine(
  failures.length === 0 && check.holders.length === jobCount,
  failures.length === 0
    ? `all ${jobCount} jobs acquired, worked and released (${check.holders.length} stays logged)`
    : failures.join('; ')
)
for (const problem of check.problems) verdictLine(false, problem)
verdictLine(
  lockOk,
  finalLock
    ? `lock object ${where} now: state ${finalLock.state}, token ${finalLock.token}`
    : `lock object ${where} could not be read`
)

const pass = check.ok && failures.length === 0 && check.holders.length === jobCount && lockOk
say('')
say(
  pass
    ? `PASS: ${jobCount} jobs took turns in ${secs(totalMs)}, never two at once.`
    : `FAIL (after ${secs(totalMs)}); the critical section's log is kept at ${log}`
)
if (pass) rmSync(scratch, { recursive: true, force: true })
process.exitCode = pass ? 0 : 1

/** Shortest gap between one holder leaving and the next entering. */
function gapNote() {
  const gaps = check.holders
    .slice(1)
    .map((holder, i) => holder.enter - (check.holders[i].exit ?? Infinity))
  return gaps.length > 0 ? ` (shortest handover gap ${secs(Math.min(...gaps))})` : ''
}

/** @returns {Promise<{ state?: string, token?: number } | undefined>} */
async function readLockObject() {
  const client = s3Client()
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: LOCK_NAME }))
    return JSON.parse((await object.Body?.transformToString()) ?? '')
  } catch {
    return undefined
  } finally {
    client.destroy()
  }
}

/** @param {boolean} ok @param {string} text */
function verdictLine(ok, text) {
  say(`  [${ok ? 'ok' : 'FAIL'}] ${text}`)
}

/**
 * One line of the action's log, wrapped to the terminal with a gutter.
 * @param {string} line
 */
function show(line) {
  const width = Math.max(60, Math.min(process.stdout.columns || 100, 120)) - 4
  const words = line.trim().split(' ')
  let current = ''
  for (const word of words) {
    if (current && current.length + 1 + word.length > width) {
      say(`  | ${current}`)
      current = `    ${word}`
    } else current = current ? `${current} ${word}` : word
  }
  if (current) say(`  | ${current}`)
}

/** @param {string} text */
function say(text) {
  process.stdout.write(`${text}\n`)
}

/** @param {string} message @returns {never} */
function fail(message) {
  process.stderr.write(`demo: ${message}\n`)
  process.exit(1)
}

/** @param {string[]} args @returns {number} */
function parseArguments(args) {
  let jobs = 5
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    const value = arg.startsWith('--jobs=') ? arg.slice(7) : arg === '--jobs' ? args[++i] : null
    if (value !== null) {
      jobs = Number(value)
      if (!Number.isInteger(jobs) || jobs < 1 || jobs > 50) fail('--jobs takes a number, 1 to 50')
    } else if (arg === '--help' || arg === '-h') {
      say('usage: npm run demo [-- --jobs N]   (N simulated CI jobs contend for one lock; 1-50)')
      process.exit(0)
    } else fail(`unknown argument ${arg} (usage: npm run demo [-- --jobs N])`)
  }
  return jobs
}
