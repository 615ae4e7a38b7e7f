import type { Mutation } from '../src/lock/basics/mutations.js'
import { simulate, type RunResult } from './simulate.js'
import type { Scenario } from './scenario.js'

/** Re-runs at most this many variants: shrinking a failure must stay quick. */
const MAX_TRIES = 80

/**
 * The smallest scenario found that still breaks `invariant`: jobs, then faults, dropped one
 * at a time while the violation stays (each variant is a run of its own, replayed from the
 * same seed). Jobs named in the violation are tried last.
 */
export async function shrink(
  scenario: Scenario,
  invariant: string,
  mutation?: Mutation
): Promise<{ scenario: Scenario; result: RunResult }> {
  let best = scenario
  let bestResult = await simulate(best, mutation)
  let tries = 0
  for (let changed = true; changed && tries < MAX_TRIES;) {
    changed = false
    for (const candidate of smaller(best)) {
      if (++tries > MAX_TRIES) break
      const result = await simulate(candidate, mutation)
      if (result.violations.some((v) => v.invariant === invariant)) {
        best = candidate
        bestResult = result
        changed = true
        break
      }
    }
  }
  return { scenario: best, result: bestResult }
}

function* smaller(scenario: Scenario): Generator<Scenario> {
  if (scenario.holds.length > 0) yield { ...scenario, holds: [] }
  for (let i = 0; i < scenario.faults.length; i++) {
    yield { ...scenario, faults: scenario.faults.filter((_, j) => j !== i) }
  }
  if (scenario.jobs.length > 1) {
    for (let i = scenario.jobs.length - 1; i >= 0; i--) {
      const gone = scenario.jobs[i]?.id
      yield {
        ...scenario,
        jobs: scenario.jobs.filter((_, j) => j !== i),
        faults: scenario.faults.filter((f) => f.job === undefined || f.job !== gone)
      }
    }
  }
}
