// @ts-check
// node scripts/bench-places.mjs [--holders N] [--hold DURATION] [--lease DURATION]
//
// Measures what several holders cost (docs/protocol.md, "Several holders"): N jobs (default
// 10) take places in one lock with `holders: N`, through the built root action as the runner
// runs it, hold them for a while (default 3m) while their renewers renew, and release. A proxy
// adds a region's round trip (20 ms) and logs every request, from which it prints: renewals,
// the renewal writes refused because another holder wrote first (each costs one more read and
// write), and the requests on the lock object per held hour of one holder, against a single
// holder's 240 (a renewal every quarter of the default 1-minute lease).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { installDepsIfMissing, startLocalS3 } from './local-setup.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
/**
 * @param {string} name
 * @param {string} fallback
 * @returns {string}
 */
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at < 0 ? fallback : args[at + 1]
}
const HOLDERS = Number(option('holders', '10'))
const HOLD = option('hold', '3m')
const LEASE = option('lease', '1m')

installDepsIfMissing(root)
const target = startLocalS3(root)
const { SimulatedJob } = await import('../__tests__/support/runner.js')
const { startFaultProxy } = await import('../__tests__/support/fault-proxy.js')
const { createTestBucket } = await import('../__tests__/support/s3.js')

/** @param {string} text e.g. 500ms, 20s, 3m */
function parseDuration(text) {
  const match = /^(\d+)(ms|s|m)$/.exec(text)
  if (!match) throw new Error(`not a duration: ${text}`)
  const unit = /** @type {Record<string, number>} */ ({ ms: 1, s: 1000, m: 60_000 })
  return Number(match[1]) * unit[match[2]]
}

const bundledNode = join(root, 'node_modules/node/bin/node')
const node = process.env.ACTION_NODE || (existsSync(bundledNode) ? bundledNode : process.execPath)
const scratch = mkdtempSync(join(os.tmpdir(), 'bench-places-'))
const proxy = await startFaultProxy({ target, latencyMs: 20 })
try {
  const bucket = await createTestBucket('bench-places')
  const name = 'bench/places'
  const jobs = Array.from(
    { length: HOLDERS },
    (_, i) =>
      new SimulatedJob({
        workDir: mkdtempSync(join(scratch, `job-${i}-`)),
        node,
        github: { job: `holder-${i}` }
      })
  )
  const inputs = {
    bucket,
    name,
    endpoint: proxy.endpoint,
    'force-path-style': 'true',
    holders: String(HOLDERS),
    lease: LEASE,
    expires: '15m',
    timeout: '5m'
  }
  const mains = await Promise.all(jobs.map((job) => job.run(root, { id: 'lock', inputs })))
  const failed = mains.filter((main) => main.outcome !== 'success')
  if (failed.length > 0) throw new Error(`${failed.length} acquisitions failed`)
  const heldFrom = Date.now()
  proxy.resetCounts()
  await new Promise((resolve) => setTimeout(resolve, parseDuration(HOLD)))
  const heldMs = Date.now() - heldFrom
  const during = proxy.log.filter((entry) => entry.key === name)
  const posts = await Promise.all(jobs.map((job) => job.end()))
  const lost = posts.filter(({ posts: steps }) => steps.some((step) => step.outcome !== 'success'))

  const writes = during.filter((entry) => entry.class === 'conditionalPut')
  const renewals = writes.filter((entry) => entry.status === 200).length
  const refused = writes.filter((entry) => entry.status === 412 || entry.status === 409).length
  const other = writes.length - renewals - refused
  const reads = during.filter((entry) => entry.class === 'get').length
  const perHolderHour = ((during.length / HOLDERS) * 3_600_000) / heldMs
  console.log(
    [
      `${HOLDERS} holders, lease ${LEASE}, held ${Math.round(heldMs / 1000)} s, 20 ms added per request:`,
      `  renewals written: ${renewals} (${(renewals / HOLDERS).toFixed(1)} per holder)`,
      `  renewal writes refused because another holder wrote first: ${refused} ` +
        `(${((100 * refused) / Math.max(1, renewals + refused)).toFixed(1)}% of renewal writes; each costs one more GET and PUT)`,
      `  other answers to writes: ${other}`,
      `  requests on the lock object: ${during.length} (${reads} GET, ${writes.length} PUT)`,
      `  per held hour of one holder: ${Math.round(perHolderHour)} (a single holder: 240; 2x: 480)`,
      `  post steps that did not succeed: ${lost.length}`,
      ...lost.flatMap(({ posts: steps }) =>
        steps.flatMap((step) => step.annotations.map((a) => `    ${a.level}: ${a.message}`))
      )
    ].join('\n')
  )
  const refusedLog = writes.filter((entry) => entry.status !== 200 && entry.status !== 412)
  for (const entry of refusedLog)
    console.log(`  write answered ${entry.status ?? 'nothing'} ${entry.fault ?? ''}`)
} finally {
  await proxy.close()
  rmSync(scratch, { recursive: true, force: true })
}
