import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { promisify } from 'node:util'
import { ROOT_ACTION } from './support/critical-section.js'
import { startFaultProxy, type FaultProxy, type LogEntry } from './support/fault-proxy.js'
import { errors, jobKit, lockStep } from './support/lock-steps.js'
import { SimulatedJob, type RunningStep, type StepResult } from './support/runner.js'
import { createTestBucket, s3Env } from './support/s3.js'

// The role policy of docs/aws-setup.md against what the action really sends. Representative runs
// of the root action and its sub-actions go through the fault proxy (which only logs here), each
// logged request is mapped to the IAM action and resource S3 authorizes it as, and the policy
// must grant every one of them and nothing the runs never needed: each statement, and each
// action in it, is used, and without any one statement some request would be refused. The
// AWS policy alone grants everything but the store check (which never runs on AWS) and the
// listing strategy (its snippet is for migrations). The bucket policy is enforced at the proxy
// for crowds, cancelled and timed-out waiters and newest-wins: none of their writes is refused.

const DOC = path.join(ROOT_ACTION, 'docs', 'aws-setup.md')
const ACQUIRE_ACTION = path.join(ROOT_ACTION, 'acquire')
const RELEASE_ACTION = path.join(ROOT_ACTION, 'release')
const CHECK_ACTION = path.join(ROOT_ACTION, 'check')
/** The doc's placeholders for the bucket and the lock names' prefix. */
const BUCKET_PLACEHOLDER = 'BUCKET'
const PREFIX = 'locks/'

interface Statement {
  Sid?: string
  Effect: string
  Action: string | string[]
  Resource: string | string[]
  Condition?: Record<string, Record<string, string | string[]>>
  [other: string]: unknown
}

interface Policy {
  Version: string
  Statement: Statement[]
}

/** A request as IAM sees it: the action S3 authorizes it as, on which resource, with what. */
interface Authorization {
  action: string
  resource: string
  context: Record<string, string>
  request: string
}

// ---- the policy, from the doc ----

/** The fenced ```json block right after `<!-- marker -->` in a Markdown text. */
function markedJson(markdown: string, marker: string): unknown {
  const pattern = new RegExp(`<!-- ${marker} -->\\s*\`\`\`json\\n([\\s\\S]*?)\\n\`\`\``)
  const found = pattern.exec(markdown)
  if (!found) throw new Error(`no \`\`\`json block after <!-- ${marker} --> in ${DOC}`)
  return JSON.parse(found[1]) as unknown
}

function docPolicy(marker: string, bucket: string): Policy {
  const text = fs.readFileSync(DOC, 'utf8').replaceAll(BUCKET_PLACEHOLDER, bucket)
  return markedJson(text, marker) as Policy
}

/** The AWS role policy as the doc gives it, without the two snippets. */
const awsPolicy = (bucket: string) => docPolicy('role-policy', bucket)

/** A statement the doc gives on its own, to add to the role policy when it applies. */
function docStatement(marker: string, bucket: string): Statement {
  const text = fs.readFileSync(DOC, 'utf8').replaceAll(BUCKET_PLACEHOLDER, bucket)
  return markedJson(text, marker) as Statement
}

/** The AWS policy with both snippets: what the runs here, on Ceph RGW with both strategies, need. */
function rolePolicy(bucket: string): Policy {
  const policy = awsPolicy(bucket)
  return {
    ...policy,
    Statement: [
      ...policy.Statement,
      docStatement('role-policy-listing', bucket),
      docStatement('role-policy-store-check', bucket)
    ]
  }
}

const isStoreCheck = (request: Authorization) => request.resource.includes('.s3-lock/store-check/')

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

// ---- a small IAM matcher: Allow statements, wildcards, the condition operators used ----

/** IAM's `*` and `?` wildcards; actions compare without case, resources with it. */
function globMatches(pattern: string, value: string, ignoreCase = false): boolean {
  const source = pattern
    .split('')
    .map((char) =>
      char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/, '\\$&')
    )
    .join('')
  return new RegExp(`^${source}$`, ignoreCase ? 'i' : '').test(value)
}

const conditionOperators: Record<string, (pattern: string, value: string) => boolean> = {
  StringEquals: (pattern, value) => pattern === value,
  StringLike: (pattern, value) => globMatches(pattern, value)
}

function conditionHolds(statement: Statement, context: Record<string, string>): boolean {
  for (const [operator, keys] of Object.entries(statement.Condition ?? {})) {
    for (const [key, patterns] of Object.entries(keys)) {
      const value = context[key]
      if (operator === 'Null') {
        // "true": the request does not carry the key; "false": it does.
        if (list(patterns).some((pattern) => (pattern === 'true') !== (value === undefined))) {
          return false
        }
        continue
      }
      const test = conditionOperators[operator]
      if (!test) throw new Error(`the matcher does not know the condition operator ${operator}`)
      if (value === undefined || !list(patterns).some((pattern) => test(pattern, value))) {
        return false
      }
    }
  }
  return true
}

/** Whether a statement applies to a request (whatever its Effect). */
function applies(statement: Statement, request: Authorization): boolean {
  return (
    list(statement.Action).some((action) => globMatches(action, request.action, true)) &&
    list(statement.Resource).some((resource) => globMatches(resource, request.resource)) &&
    conditionHolds(statement, request.context)
  )
}

const grants = (statement: Statement, request: Authorization) =>
  statement.Effect === 'Allow' && applies(statement, request)
const denies = (statement: Statement, request: Authorization) =>
  statement.Effect === 'Deny' && applies(statement, request)

// ---- requests as IAM sees them ----

/** The IAM action and resource S3 authorizes a logged request as. */
function authorization(entry: LogEntry): Authorization {
  const object = `arn:aws:s3:::${entry.bucket}/${entry.key}`
  const request = `${entry.method} ${entry.key || '(bucket)'}${entry.class === 'list' ? ` prefix=${entry.prefix}` : ''}`
  switch (entry.class) {
    case 'get':
    case 'head':
      return { action: 's3:GetObject', resource: object, context: {}, request }
    case 'put':
    case 'conditionalPut': {
      // The condition keys S3 sets from the request's If-None-Match and If-Match headers.
      const context = Object.fromEntries(
        (entry.conditions ?? []).map((name) => [`s3:${name}`, 'given'])
      )
      return { action: 's3:PutObject', resource: object, context, request }
    }
    case 'delete':
      return { action: 's3:DeleteObject', resource: object, context: {}, request }
    case 'list':
      return {
        action: 's3:ListBucket',
        resource: `arn:aws:s3:::${entry.bucket}`,
        context: { 's3:prefix': entry.prefix ?? '' },
        request
      }
    default:
      throw new Error(`a request the policy test cannot map to an IAM action: ${request}`)
  }
}

// ---- the runs ----

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'aws-policy-'))
const kit = jobKit(scratch)
let bucket: string
let proxy: FaultProxy
const proxies: FaultProxy[] = []
let requests: Authorization[] = []
/** The listing strategy's requests (the bucket policy refuses its writes, as the doc says). */
let listingRequests: Authorization[] = []
let fallback: FaultProxy
let enforced: EnforcedRuns
let serial = 0

const freshName = (what: string) => `${PREFIX}${what}-${Date.now().toString(36)}-${serial++}`

function succeeded(step: StepResult | undefined, what: string): void {
  expect({
    what,
    exitCode: step?.exitCode,
    stderr: step?.exitCode === 0 ? '' : step?.stderr
  }).toEqual({
    what,
    exitCode: 0,
    stderr: ''
  })
}

const inputs = (extra: Record<string, string> = {}, store = proxy) => ({
  endpoint: store.endpoint,
  ...extra
})

/** The root action's main step, then its post step (the release) at job end. */
async function lockAndRelease(
  job: SimulatedJob,
  name: string,
  extra: Record<string, string> = {},
  store = proxy
) {
  const main = lockStep(job, { bucket, name, inputs: inputs(extra, store) })
  succeeded(await main.done, `lock ${name}`)
  const { posts } = await job.end()
  succeeded(posts[0], `release ${name}`)
}

beforeAll(async () => {
  bucket = await createTestBucket('aws-policy')
  // A proxy of its own is a store nobody has checked yet: the first run pays the store check.
  proxy = await startFaultProxy({ target: s3Env().endpoint })

  // The default strategy, lock and release (and the store check, on this fresh store).
  await lockAndRelease(kit.newJob('default'), freshName('deploy'))

  // Waiting in line: the second job joins the line while the first holds.
  const line = freshName('line')
  const first = kit.newJob('first')
  succeeded(await lockStep(first, { bucket, name: line, inputs: inputs() }).done, 'first in line')
  const second = kit.newJob('second')
  const waiting = lockStep(second, { bucket, name: line, inputs: inputs() })
  await waiting.waitForOutput(/in line|waiting/i, 30_000)
  await first.end()
  succeeded(await waiting.done, 'second in line')
  await second.end()

  // Newest wins (the line object's group memory).
  await lockAndRelease(kit.newJob('newest'), freshName('newest'), { queue: 'newest' })

  // A pool of two, both places taken, then freed.
  const pool = freshName('pool')
  const holders = [kit.newJob('pool-a'), kit.newJob('pool-b')]
  for (const job of holders) {
    succeeded(
      await lockStep(job, { bucket, name: pool, inputs: inputs({ holders: '2' }) }).done,
      'pool place'
    )
  }
  for (const job of holders) succeeded((await job.end()).posts[0], 'pool release')

  // The listing strategy (aws-s3-lock-action's keys).
  const listingFrom = proxy.log.length
  await lockAndRelease(kit.newJob('listing'), freshName('listing'), { strategy: 'listing' })
  // Its read of the holds is every strategy's: judged with the default strategy's requests.
  listingRequests = proxy.log
    .slice(listingFrom)
    .filter((entry) => entry.key !== '.s3-lock/holds')
    .map(authorization)

  // The sub-actions: acquire in one job, check and release in another.
  const across = freshName('across')
  const acquire = await kit.newJob('acquire').start(ACQUIRE_ACTION, {
    id: 'lock',
    inputs: { bucket, name: across, 'force-path-style': 'true', ...inputs() }
  }).done
  succeeded(acquire, 'acquire')
  const later = kit.newJob('later')
  const keyInputs = { bucket, key: acquire.outputs.key, 'force-path-style': 'true', ...inputs() }
  succeeded(await later.start(CHECK_ACTION, { id: 'check', inputs: keyInputs }).done, 'check')
  succeeded(await later.start(RELEASE_ACTION, { id: 'release', inputs: keyInputs }).done, 'release')
  await later.end()

  // s3-lock doctor on a lock name, as the doctor step runs it: its probe is created and deleted.
  const cli = path.join(ROOT_ACTION, 'dist', 'cli', 'index.js')
  const doctorFrom = proxy.log.length
  const doctor = await promisify(execFile)(
    process.execPath,
    [
      cli,
      'doctor',
      freshName('doctor'),
      '--bucket',
      bucket,
      '--endpoint',
      proxy.endpoint,
      '--force-path-style'
    ],
    { env: { ...process.env, S3_LOCK_BUCKET: '' } }
  )
  expect(doctor.stdout).toMatch(/^ok {3}delete/m)
  // Its bucket-level reads (region, versioning, lifecycle, Object Lock) are optional: a role
  // without them gets "not checked" lines, so the policy need not grant them.
  const doctorBucketReads = new Set(proxy.log.slice(doctorFrom).filter((entry) => entry.key === ''))

  // A store where the bucket's own .s3-lock/ is refused (a role without the store-check
  // snippet's first resource): the verdict and the probes move to locks/.s3-lock/store-check/.
  fallback = await startFaultProxy({ target: s3Env().endpoint })
  proxies.push(fallback)
  fallback.setFaults([{ action: 'status', status: 403, keyPrefix: '.s3-lock/' }])
  await lockAndRelease(kit.newJob('no-root'), freshName('no-root'), {}, fallback)

  enforced = await runsUnderTheBucketPolicy()

  requests = [
    ...proxy.log.filter((entry) => !doctorBucketReads.has(entry)),
    ...fallback.log.filter((entry) => !entry.key.startsWith('.s3-lock/')),
    ...enforced.proxy.log
  ].map(authorization)
}, 300_000)

interface EnforcedRuns {
  proxy: FaultProxy
  crowd: { acquired: StepResult; cancelled: StepResult; timedOut: StepResult }
  newest: { superseded: StepResult; newer: StepResult }
}

/** A job of its own run: `queue: newest` orders runs by id. */
function runJob(label: string, runId: number): SimulatedJob {
  const workDir = fs.mkdtempSync(path.join(scratch, `${label}-`))
  return new SimulatedJob({
    workDir,
    github: { job: label, run_id: String(runId), run_attempt: '1', workflow: 'Deploy' }
  })
}

/**
 * Through a proxy that enforces the doc's bucket policy on locks/: a crowd of three waiters
 * (their first line writes held and let go together, so they join by requests), one of them
 * cancelled and one timed out while in line; then newest-wins, an older waiter superseded.
 */
async function runsUnderTheBucketPolicy(): Promise<EnforcedRuns> {
  const store = await startFaultProxy({ target: s3Env().endpoint })
  proxies.push(store)
  const name = freshName('crowd')
  const lineKey = `${name}/.s3-lock/line`
  store.setFaults([
    { action: 'policy', keyPrefix: PREFIX },
    { action: 'latency', gate: 'line-writes', key: lineKey, classes: ['conditionalPut'], times: 3 }
  ])
  const holder = kit.newJob('crowd-holder')
  succeeded(await lockStep(holder, { bucket, name, inputs: inputs({}, store) }).done, 'holder')
  const start = (label: string, extra: Record<string, string> = {}): RunningStep =>
    lockStep(kit.newJob(label), { bucket, name, inputs: inputs(extra, store) })
  const first = start('crowd-first')
  const cancelled = start('crowd-cancelled')
  const timedOut = start('crowd-timeout', { timeout: '12s' })
  const waiters = [first, cancelled, timedOut]
  const lineWrites = () =>
    store.log.filter((entry) => entry.key === lineKey && entry.class === 'conditionalPut').length
  for (let waited = 0; lineWrites() < waiters.length; waited += 100) {
    if (waited > 30_000) throw new Error('the crowd never wrote its line')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  store.openGate('line-writes')
  await Promise.all(waiters.map((waiter) => waiter.waitForOutput(/joined its line/, 30_000)))
  const cancelledResult = await cancelled.cancel()
  const timedOutResult = await timedOut.done
  await holder.end()
  const acquired = await first.done

  // Newest wins: an older run waiting is superseded by a newer one.
  const group = freshName('newest')
  const newest = { queue: 'newest', 'on-superseded': 'fail' }
  const deployer = runJob('newest-holder', 1000)
  succeeded(
    await lockStep(deployer, { bucket, name: group, inputs: inputs(newest, store) }).done,
    'newest holder'
  )
  const older = lockStep(runJob('newest-older', 1001), {
    bucket,
    name: group,
    inputs: inputs(newest, store)
  })
  await older.waitForOutput(/joined its line|in line/i, 30_000)
  const newerJob = runJob('newest-newer', 1002)
  const newer = lockStep(newerJob, { bucket, name: group, inputs: inputs(newest, store) })
  const superseded = await older.done
  await deployer.end()
  const newerResult = await newer.done
  await newerJob.end()
  return {
    proxy: store,
    crowd: { acquired, cancelled: cancelledResult, timedOut: timedOutResult },
    newest: { superseded, newer: newerResult }
  }
}

afterAll(async () => {
  kit.killAll()
  await proxy?.close()
  await Promise.all(proxies.map((store) => store.close()))
  fs.rmSync(scratch, { recursive: true, force: true })
})

describe('the role policy in docs/aws-setup.md', () => {
  it('is a policy document: Version 2012-10-17, Allow statements with Sids, no s3:* and no bucket-wide object access', () => {
    expect(awsPolicy(bucket).Version).toBe('2012-10-17')
    const policy = rolePolicy(bucket)
    expect(policy.Statement.length).toBeGreaterThan(0)
    for (const statement of policy.Statement) {
      expect(statement).toEqual(
        expect.objectContaining({ Sid: expect.stringMatching(/^[A-Za-z0-9]+$/), Effect: 'Allow' })
      )
      for (const action of list(statement.Action)) expect(action).toMatch(/^s3:[A-Za-z]+$/)
      for (const resource of list(statement.Resource)) {
        expect(resource).not.toMatch(/^arn:aws:s3:::[^/]*\*/)
        expect(resource).not.toBe(`arn:aws:s3:::${bucket}/*`)
      }
    }
  })

  it('grants every request of the runs', () => {
    const policy = rolePolicy(bucket)
    expect(requests.length).toBeGreaterThan(0)
    const refused = requests.filter((request) => !policy.Statement.some((s) => grants(s, request)))
    expect(
      refused.map(({ action, resource, request }) => `${action} ${resource} (${request})`)
    ).toEqual([])
  })

  it('grants nothing the runs did not use: each action of each statement was needed', () => {
    const policy = rolePolicy(bucket)
    const unused: string[] = []
    for (const statement of policy.Statement) {
      for (const action of list(statement.Action)) {
        const narrowed = { ...statement, Action: action }
        if (!requests.some((request) => grants(narrowed, request))) {
          unused.push(`${statement.Sid}: ${action}`)
        }
      }
      for (const resource of list(statement.Resource)) {
        const narrowed = { ...statement, Resource: resource }
        if (!requests.some((request) => grants(narrowed, request))) {
          unused.push(`${statement.Sid}: ${resource}`)
        }
      }
    }
    expect(unused).toEqual([])
  })

  it('on AWS: the policy without the snippets grants every request but the store check and the listing strategy; deletes only join requests and probes', () => {
    const policy = awsPolicy(bucket)
    const listing = new Set(listingRequests.map((request) => request.request))
    const onAws = requests.filter(
      (request) => !isStoreCheck(request) && !listing.has(request.request)
    )
    expect(onAws.filter((request) => request.action === 's3:DeleteObject').length).toBeGreaterThan(
      0
    )
    const refused = onAws.filter((request) => !policy.Statement.some((s) => grants(s, request)))
    expect(refused.map(({ action, request }) => `${action} (${request})`)).toEqual([])
    for (const statement of policy.Statement) {
      if (!list(statement.Action).includes('s3:DeleteObject')) continue
      for (const resource of list(statement.Resource)) {
        expect(resource).toMatch(/\/locks\/\*\/\.s3-lock\/(joins|doctor)\/\*$/)
      }
    }
    expect(policy.Statement.map((statement) => statement.Sid)).not.toContain(
      'StoreCheckOnS3CompatibleStores'
    )
  })

  it('on another store, with the bucket root refused: the store check under locks/ is granted by the snippet', () => {
    const sent = fallback.log
      .filter((entry) => !entry.key.startsWith('.s3-lock/'))
      .map(authorization)
    const checks = sent.filter((request) =>
      request.resource.includes('/locks/.s3-lock/store-check/')
    )
    expect(checks.filter((request) => request.action === 's3:DeleteObject').length).toBeGreaterThan(
      0
    )
    const snippet = docStatement('role-policy-store-check', bucket)
    const underLocks = {
      ...snippet,
      Resource: list(snippet.Resource).filter((r) => r.includes('/locks/'))
    }
    const policy = [...awsPolicy(bucket).Statement, underLocks]
    const refused = sent.filter((request) => !policy.some((s) => grants(s, request)))
    expect(refused.map(({ action, request }) => `${action} (${request})`)).toEqual([])
  })

  it('without the optional ListLockNames and TidyJoinRequestsAndProbes, the default strategy still locks: alone, with queue newest, in a pool', async () => {
    // AWS for a role without s3:ListBucket: listings refused, a missing key answers 403.
    const store = await startFaultProxy({ target: s3Env().endpoint })
    proxies.push(store)
    store.setFaults([
      { action: 'status', status: 403, classes: ['list'] },
      { action: 'status-if-missing', status: 403, classes: ['get', 'head'] }
    ])
    await lockAndRelease(kit.newJob('no-list'), freshName('no-list'), {}, store)
    await lockAndRelease(
      kit.newJob('no-list-newest'),
      freshName('no-list'),
      { queue: 'newest' },
      store
    )
    await lockAndRelease(kit.newJob('no-list-pool'), freshName('no-list'), { holders: '3' }, store)
    const optional = ['ListLockNames', 'TidyJoinRequestsAndProbes']
    const policy = awsPolicy(bucket)
    const without = [
      ...policy.Statement.filter((s) => !optional.includes(s.Sid ?? '')),
      docStatement('role-policy-store-check', bucket)
    ]
    expect(without).toHaveLength(policy.Statement.length - optional.length + 1)
    const sent = store.log.filter((entry) => entry.class !== 'list').map(authorization)
    expect(
      sent.filter((r) => r.action === 's3:DeleteObject' && r.resource.includes('/locks/'))
    ).toEqual([])
    const refused = sent.filter((request) => !without.some((s) => grants(s, request)))
    expect(refused.map(({ action, request }) => `${action} (${request})`)).toEqual([])
  }, 180_000)

  it('needs every statement: without any one of them, some request is refused', () => {
    // The AWS policy against the requests an AWS store gets; each snippet against all of them
    // (the listing snippet's grant covers the tidying one's, so they are judged apart).
    const listing = new Set(listingRequests.map((request) => request.request))
    const onAws = requests.filter(
      (request) => !isStoreCheck(request) && !listing.has(request.request)
    )
    const notNeeded = (statements: Statement[], of: Authorization[], judged = statements) =>
      judged
        .filter((left) => {
          const rest = statements.filter((other) => other.Sid !== left.Sid)
          return of.every((request) => rest.some((s) => grants(s, request)))
        })
        .map((statement) => statement.Sid)
    expect(notNeeded(awsPolicy(bucket).Statement, onAws)).toEqual([])
    const snippets = [
      docStatement('role-policy-listing', bucket),
      docStatement('role-policy-store-check', bucket)
    ]
    expect(notNeeded(rolePolicy(bucket).Statement, requests, snippets)).toEqual([])
  })
})

describe('the bucket policy in docs/aws-setup.md', () => {
  it('refuses none of the default strategy’s writes, and the listing strategy’s plain PutObject', () => {
    const policy = docPolicy('bucket-policy', bucket)
    expect(policy.Version).toBe('2012-10-17')
    const refused = (of: Authorization[]) =>
      of.filter((request) => policy.Statement.some((s) => denies(s, request))).map((r) => r.request)
    const listing = new Set(listingRequests.map((request) => request.request))
    const others = requests.filter((request) => !listing.has(request.request))
    expect(others.filter((request) => request.action === 's3:PutObject').length).toBeGreaterThan(10)
    expect(refused(others)).toEqual([])
    expect(refused(listingRequests)).toEqual([expect.stringMatching(/^PUT locks\/listing-.*\./)])
  })

  it('enforced at the store: crowds, a cancelled and a timed-out waiter and newest-wins all work, and nothing is refused', () => {
    const { crowd, newest, proxy: store } = enforced
    expect(crowd.acquired.exitCode).toBe(0)
    expect(crowd.cancelled.outcome).toBe('cancelled')
    expect(crowd.timedOut.exitCode).not.toBe(0)
    expect(errors(crowd.timedOut).join('\n')).toMatch(/was not acquired within 12s/)
    expect(newest.superseded.exitCode).not.toBe(0)
    expect(errors(newest.superseded).join('\n')).toMatch(/superseded/)
    expect(newest.newer.exitCode).toBe(0)
    // Two of the three joined by requests (the third's line write landed), later deleted.
    const joins = store.log.filter((entry) => entry.key.includes('/.s3-lock/joins/'))
    expect(joins.filter((entry) => entry.method === 'PUT').length).toBeGreaterThanOrEqual(2)
    const refused = store.log.filter((entry) => (entry.fault ?? '').includes('policy'))
    expect(refused.map((entry) => `${entry.method} ${entry.key}`)).toEqual([])
    const puts = store.log.filter((entry) => entry.class === 'put' && entry.key.startsWith(PREFIX))
    expect(puts.map((entry) => entry.key)).toEqual([])
  })

  it('and the trust policy are policy documents', () => {
    const trust = docPolicy('trust-policy', bucket)
    expect(trust.Version).toBe('2012-10-17')
    expect(trust.Statement).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sts:AssumeRoleWithWebIdentity',
        Condition: {
          StringEquals: { 'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com' },
          StringLike: { 'token.actions.githubusercontent.com:sub': 'repo:OWNER/REPO:*' }
        }
      })
    ])
  })
})

describe('the matcher', () => {
  const base = { context: {}, request: 'test' }
  it('matches actions without case, resources with wildcards, and s3:prefix conditions', () => {
    const statement: Statement = {
      Effect: 'Allow',
      Action: 's3:GetObject',
      Resource: 'arn:aws:s3:::b/locks/*'
    }
    expect(
      grants(statement, { ...base, action: 's3:getobject', resource: 'arn:aws:s3:::b/locks/x' })
    ).toBe(true)
    expect(
      grants(statement, { ...base, action: 's3:GetObject', resource: 'arn:aws:s3:::b/other' })
    ).toBe(false)
    expect(
      grants(statement, { ...base, action: 's3:PutObject', resource: 'arn:aws:s3:::b/locks/x' })
    ).toBe(false)
    const listing: Statement = {
      Effect: 'Allow',
      Action: 's3:ListBucket',
      Resource: 'arn:aws:s3:::b',
      Condition: { StringLike: { 's3:prefix': 'locks/*' } }
    }
    const list = { action: 's3:ListBucket', resource: 'arn:aws:s3:::b', request: 'test' }
    expect(grants(listing, { ...list, context: { 's3:prefix': 'locks/a.' } })).toBe(true)
    expect(grants(listing, { ...list, context: { 's3:prefix': '' } })).toBe(false)
  })

  it('denies with Null only when neither condition header was sent', () => {
    const deny: Statement = {
      Effect: 'Deny',
      Action: 's3:PutObject',
      Resource: 'arn:aws:s3:::b/locks/*',
      Condition: { Null: { 's3:if-none-match': 'true', 's3:if-match': 'true' } }
    }
    const put = { action: 's3:PutObject', resource: 'arn:aws:s3:::b/locks/x', request: 'test' }
    expect(denies(deny, { ...put, context: {} })).toBe(true)
    expect(denies(deny, { ...put, context: { 's3:if-match': 'given' } })).toBe(false)
    expect(denies(deny, { ...put, context: { 's3:if-none-match': 'given' } })).toBe(false)
    expect(grants(deny, { ...put, context: {} })).toBe(false)
  })
})
