import { MUTATIONS, type Mutation } from '../src/lock/basics/mutations.js'
import type { Violation } from './checks.js'
import { formatEvent } from './history.js'
import { scenarioOf } from './scenario.js'
import { shrink } from './shrink.js'
import { simulate } from './simulate.js'
import { replayFile, runCi } from './ci.js'

/**
 * `npm run simulate -- --seeds N [--from S] [--mutate NAME] [--json]`: N seeded runs of the
 * real protocol code on the memory store under virtual time, each checked against the
 * invariants of docs/protocol.md. The first failing seed is shrunk and its history printed;
 * `--seeds 1 --from S` replays seed S exactly. Exit status 1 on any violation.
 */
interface Options {
  seeds: number
  from: number
  mutation: Mutation | undefined
  json: boolean
  /** Stop at the first violation (what a mutation run wants to know). */
  stopAtFirst: boolean
  /** CI: the seeds, then every mutation until it is found (ci.ts). */
  ci: boolean
  /** Replays one scenario file (a regression, or a printed shrunk scenario saved). */
  scenarioFile: string | undefined
  /** Adds trains of jobs a few hundred ms apart to some seeds (the open I6 finding). */
  trains: boolean
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    seeds: 200,
    from: 1,
    mutation: undefined,
    json: false,
    stopAtFirst: false,
    ci: false,
    scenarioFile: undefined,
    trains: false
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = () => {
      const next = argv[++i]
      if (next === undefined) usage(`${arg} needs a value`)
      return next
    }
    if (arg === '--seeds') options.seeds = count(arg, value())
    else if (arg === '--from') options.from = count(arg, value())
    else if (arg === '--json') options.json = true
    else if (arg === '--first') options.stopAtFirst = true
    else if (arg === '--trains') options.trains = true
    else if (arg === '--ci') options.ci = true
    else if (arg === '--scenario') options.scenarioFile = value()
    else if (arg === '--mutate') {
      const name = value()
      if (!(name in MUTATIONS))
        usage(`--mutate: "${name}" is not one of ${Object.keys(MUTATIONS).join(', ')}`)
      options.mutation = name as Mutation
    } else usage(`unknown argument "${arg}"`)
  }
  return options
}

function count(name: string, text: string): number {
  const n = Number(text)
  if (!Number.isInteger(n) || n < 0) usage(`${name}: "${text}" is not a whole number`)
  return n
}

function usage(problem: string): never {
  console.error(`simulate: ${problem}`)
  console.error(
    'usage: npm run simulate -- --seeds N [--from S] [--mutate NAME] [--json] [--first] [--trains] | --scenario FILE | --ci'
  )
  process.exit(2)
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  if (options.scenarioFile !== undefined) {
    process.exitCode = (await replayFile(options.scenarioFile, options.mutation)) ? 0 : 1
    return
  }
  if (options.ci) {
    process.exitCode = (await runCi(options.seeds, options.from)) ? 0 : 1
    return
  }
  const violations: (Violation & { seed: number })[] = []
  let acquisitions = 0
  let steps = 0
  let firstFailing: number | undefined
  const cpuStart = process.cpuUsage()
  const wallStart = performance.now()
  let ran = 0
  for (let seed = options.from; seed < options.from + options.seeds; seed++) {
    const result = await simulate(scenarioOf(seed, options), options.mutation)
    ran++
    acquisitions += result.acquisitions
    steps += result.steps
    for (const v of result.violations) violations.push({ seed, ...v })
    if (result.violations.length > 0) {
      firstFailing ??= seed
      if (options.stopAtFirst) break
    }
    if (!options.json && ran % 1000 === 0)
      console.error(`${ran} seeds, ${violations.length} violations`)
  }
  const cpu = process.cpuUsage(cpuStart)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  const wallSeconds = (performance.now() - wallStart) / 1000

  if (firstFailing !== undefined) await report(firstFailing, violations, options)
  const byInvariant = new Map<string, number>()
  for (const v of violations) byInvariant.set(v.invariant, (byInvariant.get(v.invariant) ?? 0) + 1)
  console.log(
    `${ran} seeds from ${options.from}${options.mutation ? ` with mutation ${options.mutation}` : ''}: ` +
      `${acquisitions} acquisitions, ${steps} steps, ${violations.length} violations` +
      (byInvariant.size ? ` (${[...byInvariant].map(([k, n]) => `${k} ×${n}`).join(', ')})` : '') +
      `; ${wallSeconds.toFixed(1)} s, ${Math.round(acquisitions / Math.max(cpuSeconds, 1e-9))} acquisitions per CPU-second` +
      (firstFailing === undefined ? '' : `; first failing seed ${firstFailing}`)
  )
  if (options.json) {
    console.log(
      JSON.stringify({
        seeds: ran,
        acquisitions,
        violations: violations.map((v) => ({
          seed: v.seed,
          invariant: v.invariant,
          at: v.at,
          detail: v.detail
        })),
        mutation: options.mutation ?? null,
        firstFailingSeed: firstFailing ?? null,
        acquisitionsPerCpuSecond: Math.round(acquisitions / Math.max(cpuSeconds, 1e-9))
      })
    )
  }
  process.exitCode = violations.length > 0 ? 1 : 0
}

/** The first failing seed, shrunk: its smallest scenario, violations and history. */
async function report(seed: number, violations: Violation[], options: Options): Promise<void> {
  const first = violations[0] as Violation
  const { scenario, result } = await shrink(
    scenarioOf(seed, options),
    first.invariant,
    options.mutation
  )
  const out = options.json ? console.error : console.log
  out(`\nseed ${seed} breaks ${first.invariant}: ${first.detail}`)
  out(
    `replay: npm run simulate -- --seeds 1 --from ${seed}${options.mutation ? ` --mutate ${options.mutation}` : ''}`
  )
  out(`shrunk to ${scenario.jobs.length} jobs and ${scenario.faults.length} faults:`)
  out(JSON.stringify({ ...scenario, jobs: scenario.jobs, faults: scenario.faults }))
  for (const v of result.violations.filter((v) => v.invariant === first.invariant).slice(0, 3)) {
    out(`  ${v.invariant} at ${(v.at / 1000).toFixed(3)}s: ${v.detail}`)
  }
  out('history:')
  const until = (result.violations.find((v) => v.invariant === first.invariant)?.at ?? Infinity) + 1
  for (const e of result.events.filter((e) => e.t <= until && e.kind !== 'register'))
    out(`  ${formatEvent(e)}`)
}

await main()
