// @ts-check
// node scripts/bench-places.mjs [--holders N] [--hold DURATION] [--lease DURATION]
//
// Measures what several holders cost (docs/protocol.md, "Several holders"): N jobs (default
// 10) take places in one lock with `holders: N`, through the built root action as the runner
// runs it, hold them for a while (default 3m) while their renewers renew, and release. A proxy
// adds a region's round trip (20 ms) and logs every request, from which it prints: renewals,
// the renewal writes refused because another holder wrote first (each costs one more read and
// write), and the requests on the lock object per held hour of one holder, against a single
// holder's (one PUT every quarter of the lease: 240 with the default 1-minute lease; places
// renew every third of the lease with a GET and a PUT, src/action/renewal.ts).
// scripts/bench.mjs runs it as its section "places" (measurePlaces), with a short lease.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { option, runAlone } from './script-args.mjs'

/**
 * @typedef {object} PlacesRun
 * @property {number} holders
 * @property {string} lease the `lease` input
 * @property {number} heldMs all holding, counted from the last main step's end
 * @property {number} renewals renewal writes answered 200
 * @property {number} refused renewal writes answered 412 (or 409): another holder wrote first
 * @property {number} otherAnswers writes answered otherwise, or not at all
 * @property {number} requests on the lock object while everyone held
 * @property {number} gets of those
 * @property {number} puts of those
 * @property {number} perHolderHour requests on the lock object per held hour of one holder
 * @property {number} singleHolderHour the same for a lone holder at this lease (a write per
 *   quarter lease)
 * @property {number} lost jobs whose post step did not succeed or said the lock was lost
 * @property {string[]} notes their annotations, and writes answered oddly
 *
 * @typedef {object} PlacesOptions
 * @property {string} actionDir the action's root (action.yml, dist/)
 * @property {string} endpoint the proxy's (it adds the latency and logs)
 * @property {import('../__tests__/support/fault-proxy.js').FaultProxy} proxy
 * @property {string} bucket
 * @property {string} node the runner's node binary
 * @property {string} scratch a directory for the jobs' files
 * @property {number} holders
 * @property {number} holdMs
 * @property {string} lease
 */

/**
 * `holders` jobs take places together, hold `holdMs` while their renewers renew, release.
 * @param {PlacesOptions} o
 * @returns {Promise<PlacesRun>}
 */
export async function measurePlaces(o) {
  const { SimulatedJob } = await import('../__tests__/support/runner.js')
  const name = 'bench/places'
  const jobs = Array.from(
    { length: o.holders },
    (_, i) =>
      new SimulatedJob({
        workDir: mkdtempSync(join(o.scratch, `job-${i}-`)),
        node: o.node,
        github: { job: `holder-${i}` }
      })
  )
  const inputs = {
    bucket: o.bucket,
    name,
    endpoint: o.endpoint,
    'force-path-style': 'true',
    holders: String(o.holders),
    lease: o.lease,
    expires: '15m',
    timeout: '5m'
  }
  const mains = await Promise.all(jobs.map((job) => job.run(o.actionDir, { id: 'lock', inputs })))
  const failed = mains.filter((main) => main.outcome !== 'success')
  if (failed.length > 0) {
    await Promise.all(jobs.map((job) => job.end()))
    throw new Error(`${failed.length} of ${o.holders} acquisitions failed`)
  }
  const heldFrom = Date.now()
  o.proxy.resetCounts()
  await new Promise((resolve) => setTimeout(resolve, o.holdMs))
  const heldMs = Date.now() - heldFrom
  const during = o.proxy.log.filter((entry) => entry.key === name)
  const ends = await Promise.all(jobs.map((job) => job.end()))
  const lostJobs = ends.filter(({ posts }) =>
    posts.some(
      (step) =>
        step.outcome !== 'success' || step.annotations.some((a) => /\blost\b/i.test(a.message))
    )
  )
  const writes = during.filter((entry) => entry.class === 'conditionalPut')
  const renewals = writes.filter((entry) => entry.status === 200).length
  const refused = writes.filter((entry) => entry.status === 412 || entry.status === 409).length
  const odd = writes.filter((e) => e.status !== 200 && e.status !== 412 && e.status !== 409)
  return {
    holders: o.holders,
    lease: o.lease,
    heldMs,
    renewals,
    refused,
    otherAnswers: odd.length,
    requests: during.length,
    gets: during.filter((entry) => entry.class === 'get').length,
    puts: writes.length,
    perHolderHour: ((during.length / o.holders) * 3_600_000) / heldMs,
    singleHolderHour: (4 * 3_600_000) / parseDuration(o.lease),
    lost: lostJobs.length,
    notes: [
      ...lostJobs.flatMap(({ posts }) =>
        posts.flatMap((step) => step.annotations.map((a) => `${a.level}: ${a.message}`))
      ),
      ...odd.map((e) => `write answered ${e.status ?? 'nothing'} ${e.fault ?? ''}`.trim())
    ]
  }
}

/** @param {PlacesRun} r */
export function placesText(r) {
  return [
    `${r.holders} holders, lease ${r.lease}, held ${Math.round(r.heldMs / 1000)} s, 20 ms added per request:`,
    `  renewals written: ${r.renewals} (${(r.renewals / r.holders).toFixed(1)} per holder: one every ` +
      `${(renewalEveryMs(r) / 1000).toFixed(2)} s)`,
    `  renewal writes refused (412) because another holder had just written: ${r.refused} ` +
      `(${percentRefused(r).toFixed(1)}% of renewal writes; each costs one more GET and PUT)`,
    `  other answers to writes: ${r.otherAnswers}`,
    `  lost places: ${r.lost}`,
    `  requests on the lock object: ${r.requests} (${r.gets} GET, ${r.puts} PUT)`,
    `  per held hour of one holder: ${Math.round(r.perHolderHour)} (a lone holder at this lease: ` +
      `${Math.round(r.singleHolderHour)}; ${(r.perHolderHour / r.singleHolderHour).toFixed(2)}×)`,
    ...r.notes.map((note) => `    ${note}`)
  ].join('\n')
}

/** @param {PlacesRun} r the time between one holder's renewals, as measured */
export function renewalEveryMs(r) {
  return r.heldMs / Math.max(1, r.renewals / r.holders)
}

/** @param {PlacesRun} r */
export function percentRefused(r) {
  return (100 * r.refused) / Math.max(1, r.renewals + r.refused)
}

/** @param {string} text e.g. 500ms, 20s, 3m */
export function parseDuration(text) {
  const match = /^(\d+)(ms|s|m)$/.exec(text)
  if (!match) throw new Error(`not a duration: ${text}`)
  const unit = /** @type {Record<string, number>} */ ({ ms: 1, s: 1000, m: 60_000 })
  return Number(match[1]) * unit[match[2]]
}

// Run alone: node scripts/bench-places.mjs
if (runAlone(import.meta.url)) {
  await main()
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const { installDepsIfMissing, startLocalS3 } = await import('./local-setup.mjs')
  installDepsIfMissing(root)
  const target = startLocalS3(root)
  const { startFaultProxy } = await import('../__tests__/support/fault-proxy.js')
  const { createTestBucket } = await import('../__tests__/support/s3.js')
  const bundledNode = join(root, 'node_modules/node/bin/node')
  const node = process.env.ACTION_NODE || (existsSync(bundledNode) ? bundledNode : process.execPath)
  const scratch = mkdtempSync(join(os.tmpdir(), 'bench-places-'))
  const proxy = await startFaultProxy({ target, latencyMs: 20 })
  try {
    const run = await measurePlaces({
      actionDir: root,
      endpoint: proxy.endpoint,
      proxy,
      bucket: await createTestBucket('bench-places'),
      node,
      scratch,
      holders: Number(option('holders', '10')),
      holdMs: parseDuration(option('hold', '3m')),
      lease: option('lease', '1m')
    })
    console.log(placesText(run))
  } finally {
    await proxy.close()
    rmSync(scratch, { recursive: true, force: true })
  }
}
