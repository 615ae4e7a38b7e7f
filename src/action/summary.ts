import * as core from '@actions/core'
import { formatDuration } from '../lock/basics/duration.js'
import type { Holder } from '../lock/single/lock-record.js'
import type { RunWatchStats } from './github-liveness.js'

/**
 * The job summary: what someone looking at a finished (or stuck) run wants to know about the
 * lock without reading logs. Times here are this runner's clock: they are only shown.
 */
export interface AcquiredSummary {
  name: string
  where: string
  strategy: string
  token?: number
  startedAt: number
  acquiredAt: number
  /** The holder we waited for or replaced, if any, and how it let go. */
  previous?: { holder: Holder; token: number; how: 'released' | 'expired' | 'run-completed' }
  storeCheck?: string
  /** Waiters ahead when this job joined the lock's line, if it had to. */
  aheadAtJoining?: number
  lease: string
  /** Requests this step sent on the lock, by price class (they are what users pay for). */
  requests?: Record<string, number>
  /** What this step asked GitHub about its holder's run, when it asked. */
  github?: RunWatchStats
  /** `warn-after` warnings, shown first. */
  warnings?: string[]
  /** A hold this job waited for or ignored (docs/holds.md): the row to show. */
  hold?: [string, string]
}

export interface ReleasedSummary {
  name: string
  where: string
  token?: number
  startedAt?: number
  acquiredAt?: number
  releasedAt: number
  renewals?: number
  failedRenewals?: number
  outcome: 'released' | 'lost' | 'possibly-lost' | 'gone'
  /** `warn-after` warnings, shown first. */
  warnings?: string[]
}

export async function summarizeAcquisition(facts: AcquiredSummary): Promise<void> {
  const rows: [string, string][] = [
    ['Lock', `\`${facts.name}\` at \`${facts.where}\``],
    ['Strategy', facts.strategy],
    ['Fencing token', facts.token === undefined ? 'none (listing strategy)' : String(facts.token)],
    ['Waited', formatDuration(facts.acquiredAt - facts.startedAt)],
    ['Lease', facts.lease]
  ]
  if (facts.previous) {
    const how = {
      released: 'released',
      expired: 'taken over after its lease ran out',
      'run-completed': 'taken over after its workflow run completed'
    }[facts.previous.how]
    rows.push([
      'Previous holder',
      `${linkHolder(facts.previous.holder)} (token ${facts.previous.token}, ${how})`
    ])
  }
  if (facts.aheadAtJoining !== undefined) {
    const ahead = facts.aheadAtJoining
    rows.push(['Line', `joined it with ${ahead === 0 ? 'nobody' : ahead} waiting ahead`])
  }
  if (facts.hold) rows.push(facts.hold)
  if (facts.storeCheck) rows.push(['Store check', facts.storeCheck])
  if (facts.requests) rows.push(['S3 requests', describeRequests(facts.requests)])
  if (facts.github && (facts.github.calls > 0 || facts.github.outcome)) {
    rows.push(['GitHub API', describeGitHub(facts.github)])
  }
  await write(
    `### 🔒 Acquired lock \`${facts.name}\`\n\n${warningLines(facts.warnings)}${table(rows)}\n`
  )
}

export async function summarizeRelease(facts: ReleasedSummary): Promise<void> {
  const verdict = {
    released: `### 🔓 Released lock \`${facts.name}\``,
    lost: `### ⚠️ Lost lock \`${facts.name}\` before release`,
    'possibly-lost': `### ⚠️ Lock \`${facts.name}\` possibly lost before release`,
    gone: `### ⚠️ Lock \`${facts.name}\` was removed by someone else`
  }[facts.outcome]
  const rows: [string, string][] = [['Lock', `\`${facts.where}\``]]
  if (facts.token !== undefined) rows.push(['Fencing token', String(facts.token)])
  if (facts.acquiredAt !== undefined) {
    rows.push(['Held', formatDuration(facts.releasedAt - facts.acquiredAt)])
  }
  if (facts.renewals !== undefined) {
    const risk = facts.failedRenewals
      ? `; lease at risk: ${facts.failedRenewals} renewal attempt(s) failed`
      : '; the lease was never at risk'
    rows.push(['Renewals', `${facts.renewals}${risk}`])
  }
  await write(`${verdict}\n\n${warningLines(facts.warnings)}${table(rows)}\n${timeline(facts)}`)
}

export interface SupersededSummary {
  name: string
  where: string
  group: string
  /** The newer run: who, and its order (run id, attempt). */
  newer: Holder
  newerOrder: number[]
  /** What this job did: cancelled its run, failed, or went on without the lock. */
  outcome: string
}

export async function summarizeSuperseded(facts: SupersededSummary): Promise<void> {
  const rows: [string, string][] = [
    ['Lock', `\`${facts.name}\` at \`${facts.where}\``],
    ['Group', escape(facts.group)],
    ['Superseded by', `${linkHolder(facts.newer)} (run ${facts.newerOrder.join(', attempt ')})`],
    ['This job', escape(facts.outcome)]
  ]
  await write(`### ⏭️ Superseded: lock \`${facts.name}\` not taken\n\n${table(rows)}\n`)
}

/** A Gantt chart of this job's wait and hold: GitHub renders Mermaid in job summaries. */
function timeline(facts: ReleasedSummary): string {
  if (facts.startedAt === undefined || facts.acquiredAt === undefined) return ''
  const lines = [
    '```mermaid',
    'gantt',
    `  title Lock ${facts.name.replace(/[:#;]/g, ' ')}`,
    '  dateFormat x',
    '  axisFormat %H:%M:%S',
    '  section This job',
    `  Waiting : ${Math.round(facts.startedAt)}, ${Math.round(facts.acquiredAt)}`,
    `  Holding : ${Math.round(facts.acquiredAt)}, ${Math.round(facts.releasedAt)}`,
    '```'
  ]
  return `\n${lines.join('\n')}\n`
}

function describeRequests(requests: Record<string, number>): string {
  const names: Record<string, string> = {
    get: 'GET',
    head: 'HEAD',
    conditionalPut: 'conditional PUT',
    put: 'PUT',
    list: 'LIST',
    delete: 'DELETE'
  }
  const parts = Object.entries(requests)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${names[kind] ?? kind}`)
  const total = Object.values(requests).reduce((sum, count) => sum + count, 0)
  return `${total} (${parts.join(', ')})`
}

function describeGitHub(github: RunWatchStats): string {
  const answers = Object.entries(github.answers)
    .map(([kind, count]) => `${count} × ${kind}`)
    .join(', ')
  const calls = `${github.calls} call${github.calls === 1 ? '' : 's'} (GET workflow run)`
  const parts = [answers ? `${calls}, answered ${answers}` : calls, github.outcome]
  return escape(parts.filter(Boolean).join('; '))
}

function linkHolder(holder: Holder): string {
  const who =
    holder.context || [holder.workflow, holder.job].filter(Boolean).join(' / ') || 'unknown'
  const label = holder.actor ? `${who} by ${holder.actor}` : who
  return holder.runUrl ? `[${escape(label)}](${holder.runUrl})` : escape(label)
}

function warningLines(warnings: string[] | undefined): string {
  if (warnings === undefined || warnings.length === 0) return ''
  return warnings.map((text) => `> [!WARNING]\n> This job ${escape(text)}\n\n`).join('')
}

function table(rows: [string, string][]): string {
  return ['| | |', '|---|---|', ...rows.map(([key, value]) => `| ${key} | ${value} |`)].join('\n')
}

function escape(text: string): string {
  return text.replace(/[|[\]]/g, (c) => `\\${c}`)
}

async function write(markdown: string): Promise<void> {
  // Outside the runner (or an older one) there is no summary file: nothing to do.
  if (!process.env.GITHUB_STEP_SUMMARY) return
  await core.summary.addRaw(markdown, true).write()
}
