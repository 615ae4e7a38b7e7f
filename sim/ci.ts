import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MUTATIONS, type Mutation } from '../src/lock/basics/mutations.js'
import { formatEvent } from './history.js'
import { scenarioOf, type Scenario } from './scenario.js'
import { simulate } from './simulate.js'

/** Where the shrunk scenarios of past findings are kept: each must pass for good. */
const REGRESSIONS = join(process.cwd(), 'sim', 'regressions')

/** Replays one scenario file (`{ scenario }` or a bare scenario); prints what it broke. */
export async function replayFile(file: string, mutation?: Mutation): Promise<boolean> {
  const text = JSON.parse(readFileSync(file, 'utf8')) as { scenario?: Scenario } & Scenario
  const scenario = text.scenario ?? text
  const result = await simulate(scenario, mutation)
  for (const e of result.events) if (e.kind !== 'register') console.log(`  ${formatEvent(e)}`)
  for (const v of result.violations)
    console.log(`${v.invariant} at ${(v.at / 1000).toFixed(3)}s: ${v.detail}`)
  console.log(
    `${file}: ${result.acquisitions} acquisitions, ${result.violations.length} violations`
  )
  return result.violations.length === 0
}

/** What each past defect breaks when switched back on: the check that must catch it. */
export const CAUGHT_BY: Record<Mutation, string> = {
  F2: 'I8',
  F34: 'I8',
  F35: 'I9',
  F36: 'I10',
  I15: 'I15',
  F41: 'I15',
  F42: 'I1'
}

/** A mutation not caught within this many seeds fails the run (issue 48). */
const MUTATION_SEEDS = 2_000

/**
 * The CI run: `seeds` seeds with nothing switched on must pass, and every mutation must be
 * caught, by the invariant it breaks, within MUTATION_SEEDS seeds, or by the regression
 * scenario that names it (a defect the generator reaches rarely: F42 at seed 7172). Prints a
 * line each.
 */
export async function runCi(seeds: number, from: number): Promise<boolean> {
  let ok = true
  let acquisitions = 0
  const cpuStart = process.cpuUsage()
  const failing: string[] = []
  /** Regression scenarios that name the defect they guard: they stand for its seed search. */
  const guards = new Map<Mutation, { file: string; scenario: Scenario }>()
  for (let seed = from; seed < from + seeds; seed++) {
    const result = await simulate(scenarioOf(seed))
    acquisitions += result.acquisitions
    for (const v of result.violations) failing.push(`seed ${seed}: ${v.invariant} ${v.detail}`)
  }
  const cpu = process.cpuUsage(cpuStart)
  const rate = Math.round(acquisitions / ((cpu.user + cpu.system) / 1e6))
  console.log(
    `simulate: ${seeds} seeds from ${from}, ${acquisitions} acquisitions, ${failing.length} violations (${rate} acquisitions per CPU-second)`
  )
  for (const line of failing.slice(0, 20)) console.log(`  ${line}`)
  if (failing.length > 0) ok = false
  for (const file of readdirSync(REGRESSIONS)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const { scenario, invariant, mutation } = JSON.parse(
      readFileSync(join(REGRESSIONS, file), 'utf8')
    ) as { scenario: Scenario; invariant: string; mutation?: Mutation }
    if (mutation !== undefined) guards.set(mutation, { file, scenario })
    const result = await simulate(scenario)
    const broken = result.violations.map((v) => `${v.invariant}: ${v.detail}`)
    console.log(
      `simulate regression ${file} (${invariant}): ${broken.length === 0 ? 'passes' : `FAILS: ${broken.join('; ')}`}`
    )
    if (broken.length > 0) ok = false
  }
  for (const name of Object.keys(MUTATIONS) as Mutation[]) {
    const expected = CAUGHT_BY[name]
    const guard = guards.get(name)
    if (guard !== undefined) {
      // A defect that needs a rare composition of faults: its shrunk scenario must still find it.
      const result = await simulate(guard.scenario, name)
      const caught = result.violations.some((v) => v.invariant === expected)
      const verdict = caught
        ? `caught by ${expected} in ${guard.file}`
        : `NOT caught by ${guard.file}`
      console.log(`simulate --mutate ${name} (${MUTATIONS[name]}): ${verdict}`)
      if (!caught) ok = false
      continue
    }
    let foundAt: number | undefined
    let other: string | undefined
    for (let seed = 1; seed <= MUTATION_SEEDS && foundAt === undefined; seed++) {
      const result = await simulate(scenarioOf(seed), name)
      if (result.violations.some((v) => v.invariant === expected)) foundAt = seed
      else other ??= result.violations[0] && `${result.violations[0].invariant} at seed ${seed}`
    }
    const verdict =
      foundAt === undefined
        ? `NOT caught within ${MUTATION_SEEDS} seeds${other ? ` (saw ${other})` : ''}`
        : `caught by ${expected} at seed ${foundAt}`
    console.log(`simulate --mutate ${name} (${MUTATIONS[name]}): ${verdict}`)
    if (foundAt === undefined) ok = false
  }
  return ok
}
