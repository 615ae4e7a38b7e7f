// A simulation of joiners racing on the line record (src/lock/line/take-in.ts, retryDelay): how many
// line writes N jobs that join within `spread` ms cost, and when the last of them is in line,
// for pauses after a lost race spread over 1, 4 or 8 of the joiner's own read-and-write rounds
// (doubling with each loss, at most 1 s). Not a measurement: `npm run bench` measures the
// line through the bundles; this shows why the pause is counted in several rounds.
//
//   node scripts/sim-line-joins.mjs [joiners=9] [runs=3000]
//
// Model: a try reads the line (sees its version) and its conditional write lands one round
// later (60 ms here, ±30 %); the write succeeds if the version has not changed meanwhile,
// otherwise the joiner pauses and tries again.
const JOINERS = Number(process.argv[2] ?? 9)
const RUNS = Number(process.argv[3] ?? 3000)
const ROUND_MS = 60

/** @param {number} rounds @param {number} spread @returns {{ extra: number, lastJoin: number }} */
function simulate(rounds, spread) {
  let version = 0
  let writes = 0
  let lastJoin = 0
  /** @type {{ at: number, kind: 'read' | 'write', attempt: number, seen?: number, took?: number }[]} */
  const events = Array.from({ length: JOINERS }, () => ({
    at: Math.random() * spread,
    kind: 'read',
    attempt: 0
  }))
  while (events.length > 0) {
    events.sort((a, b) => a.at - b.at)
    const event = /** @type {NonNullable<typeof events[0]>} */ (events.shift())
    if (event.kind === 'read') {
      const took = ROUND_MS * (0.7 + 0.6 * Math.random())
      events.push({
        at: event.at + took,
        kind: 'write',
        attempt: event.attempt,
        seen: version,
        took
      })
      continue
    }
    writes++
    if (event.seen === version) {
      version++
      lastJoin = event.at
      continue
    }
    const ceiling = Math.min(1000, rounds * (event.took ?? ROUND_MS) * 2 ** event.attempt)
    events.push({
      at: event.at + Math.random() * ceiling,
      kind: 'read',
      attempt: event.attempt + 1
    })
  }
  return { extra: writes - JOINERS, lastJoin }
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

console.log(`${JOINERS} joiners, ${RUNS} runs each, a round of ${ROUND_MS} ms ±30 %`)
console.log(
  '| joins spread over | pause over | line writes beyond one each: mean (runs above one per joiner) | last in line, median |'
)
console.log('| --- | --- | --- | --- |')
for (const spread of [0, 300, 1000]) {
  for (const rounds of [1, 4, 8]) {
    const runs = Array.from({ length: RUNS }, () => simulate(rounds, spread))
    const extras = runs.map((run) => run.extra)
    const mean = extras.reduce((a, b) => a + b, 0) / RUNS
    const over = extras.filter((extra) => extra > JOINERS).length / RUNS
    console.log(
      `| ${spread} ms | ${rounds} round(s) | ${mean.toFixed(1)} (${(over * 100).toFixed(0)} %) | ` +
        `${median(runs.map((run) => run.lastJoin)).toFixed(0)} ms |`
    )
  }
}
