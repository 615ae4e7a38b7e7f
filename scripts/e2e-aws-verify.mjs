// The verdict of .github/workflows/e2e-aws.yml, from the jobs' own logs: each job that held
// the lock ran the critical-section fixture (__tests__/fixtures/critical-section), which wrote
// an "enter" and an "exit" line to a JSONL file the job uploaded. This reads every such file
// and fails unless the expected number of jobs were inside, no two of them at once, and the
// fencing tokens grew in the order they entered.
//
//   node scripts/e2e-aws-verify.mjs --expect <jobs> <folder of .jsonl files>
//
// The jobs ran on different machines, so their monotonic clocks (the log's `hr`, which the
// local tests order by) do not compare; their wall clocks (`t`) do, to the few milliseconds of
// the runners' NTP sync. That is far below the gap between two holders on AWS (a release, a
// waiter's next poll and a step's start: hundreds of milliseconds), so the log checker is
// given the wall clock as its order.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { checkLog } from '../__tests__/support/critical-section.js'

const { values, positionals } = parseArgs({
  options: { expect: { type: 'string' } },
  allowPositionals: true
})
const expected = Number(values.expect)
if (positionals.length !== 1 || !Number.isInteger(expected) || expected < 1) {
  console.error('usage: node scripts/e2e-aws-verify.mjs --expect <jobs> <folder of .jsonl files>')
  process.exit(2)
}

const folder = positionals[0]
const files = readdirSync(folder).filter((name) => name.endsWith('.jsonl'))
/** @type {string[]} */
const lines = []
for (const name of files.sort()) {
  for (const line of readFileSync(join(folder, name), 'utf8').split('\n')) {
    if (line.trim() === '') continue
    try {
      const entry = JSON.parse(line)
      // Milliseconds of wall clock, written where the checker reads its nanosecond order.
      if (Number.isInteger(entry.t)) entry.hr = (BigInt(entry.t) * 1_000_000n).toString()
      lines.push(JSON.stringify(entry))
    } catch {
      lines.push(line) // the checker reports it as not JSON
    }
  }
}
const scratch = mkdtempSync(join(tmpdir(), 'e2e-aws-'))
const merged = join(scratch, 'sections.jsonl')
writeFileSync(merged, lines.map((line) => `${line}\n`).join(''))
const check = checkLog(merged)
rmSync(scratch, { recursive: true, force: true })

console.log(`${files.length} log file(s), ${check.holders.length} stay(s) in the critical section:`)
let previousExit = /** @type {number | null} */ (null)
for (const holder of check.holders) {
  const gap = previousExit === null ? '' : `, ${holder.enter - previousExit} ms after the last exit`
  const stay = holder.exit === null ? 'never left' : `${holder.exit - holder.enter} ms inside`
  console.log(
    `  ${new Date(holder.enter).toISOString()}  ${holder.job}  token ${holder.rawToken || '-'}  ${stay}${gap}`
  )
  previousExit = holder.exit
}

const failures = [
  ...check.problems,
  ...check.overlaps.map(
    ({ first, second }) =>
      `overlap: ${second.job} entered at ${new Date(second.enter).toISOString()} while ` +
      `${first.job} (inside since ${new Date(first.enter).toISOString()}) had not left`
  ),
  ...check.tokenOrderViolations.map((violation) => `token order: ${violation.message}`)
]
if (check.holders.length !== expected) {
  failures.push(
    `expected ${expected} jobs inside the critical section, found ${check.holders.length}`
  )
}
for (const failure of failures) console.log(`::error::${failure}`)
if (failures.length > 0) process.exit(1)
console.log(`No overlap: ${expected} jobs held the lock one at a time, tokens in order.`)
