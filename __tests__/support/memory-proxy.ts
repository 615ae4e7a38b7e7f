import { clock, random } from '../../src/lock/basics/clock.js'
import {
  MemoryBucket,
  type Fault,
  type Reply,
  type StoreRequest
} from '../../src/lock/store/memory-bucket.js'

/**
 * The fault proxy's rules and log (support/fault-proxy.js), on a MemoryBucket: for protocol
 * tests that counted requests and injected faults through the proxy only to reach the protocol,
 * not to test HTTP. Each rule's action is the bucket's fault of the same meaning:
 *
 * - latency: a delay before the request reaches the store (added to `latencyMs`);
 * - status: the answer, nothing applied (412 too: a write that others' writes beat);
 * - reset (the connection drops before the store): nothing applied, the outcome unknown to the
 *   client at once: the bucket's 500;
 * - drop-answer: applied, the answer lost (the client hears nothing until its request timeout);
 * - late-land: not applied now, applied `ms` later (its condition evaluated then), no answer.
 *
 * Rules match and count as the proxy's do (classes, key, keyPrefix, listPrefix, method, skip,
 * times, rate, afterMs, forMs; the first rule other than latency decides); `rate` draws from
 * random(), so a seeded run draws them as it does the protocol's own.
 */
export type RequestClass = 'conditionalPut' | 'put' | 'get' | 'head' | 'list' | 'delete'

export interface FaultRule {
  action: 'latency' | 'status' | 'reset' | 'drop-answer' | 'late-land'
  classes?: RequestClass[]
  key?: string
  keyPrefix?: string
  /** Listings whose prefix starts with this (a listing's key is '': keyPrefix never matches). */
  listPrefix?: string
  method?: 'GET' | 'HEAD' | 'PUT' | 'DELETE'
  rate?: number
  skip?: number
  times?: number
  ms?: number
  afterMs?: number
  forMs?: number
  status?: 403 | 409 | 412 | 500 | 503
}

export interface ProxyEntry {
  method: string
  /** '' for a listing. */
  key: string
  class: RequestClass
  /** A listing's prefix. */
  prefix?: string
  /** The MemoryStore's name. */
  client: string
  /** The status the client heard; absent when it heard none. */
  status?: number
  /** The rule actions applied, comma-separated. */
  fault?: string
  /** The runners' wall clock when the request was sent. */
  startedAt: number
  /** Time until answered; absent when no answer came. */
  ms?: number
  /** late-land: when the store applied it, and its status then. */
  landedAt?: number
  landedStatus?: number
}

export interface ProxyBucketOptions {
  /** Added before every request reaches the store, as the proxy's latencyMs. */
  latencyMs?: number
}

interface RuleState {
  rule: FaultRule
  seen: number
  hits: number
}

export class ProxyBucket extends MemoryBucket {
  readonly proxyLog: ProxyEntry[] = []
  private rules: RuleState[] = []
  private rulesSetAt = 0
  private fault: Fault | undefined
  private readonly latency: number
  /** More for some clients' requests: a runner behind a slow network (a second proxy's). */
  private readonly slowClients = new Map<string, number>()

  constructor(options: ProxyBucketOptions = {}) {
    super()
    this.setFaults(() => this.takeFault())
    this.latency = options.latencyMs ?? 0
  }

  /** Replaces all rules; their counters start afresh. */
  setRules(rules: FaultRule[]): void {
    this.rules = rules.map((rule) => ({ rule, seen: 0, hits: 0 }))
    this.rulesSetAt = clock().monotonicNow()
  }

  /** Every request of `client` takes `ms` more to reach the store. */
  slowClient(client: string, ms: number): void {
    this.slowClients.set(client, ms)
  }

  /** Clears the log. */
  resetCounts(): void {
    this.proxyLog.length = 0
  }

  /** The keys under a prefix, as a listing shows them. */
  keysUnder(prefix: string): string[] {
    return [...this.objects().keys()].filter((key) => key.startsWith(prefix))
  }

  override exchange(request: StoreRequest, act: () => Reply, answer: (reply: Reply) => void) {
    const cls: RequestClass =
      request.op === 'put' ? (request.condition ? 'conditionalPut' : 'put') : request.op
    const method = { get: 'GET', list: 'GET', head: 'HEAD', put: 'PUT', delete: 'DELETE' }[
      request.op
    ]
    const startedAt = clock().wallNow()
    const entry: ProxyEntry = {
      method,
      key: request.op === 'list' ? '' : request.key,
      class: cls,
      ...(request.op === 'list' ? { prefix: request.key } : {}),
      client: request.client,
      startedAt
    }
    this.proxyLog.push(entry)
    const { delay, decisive, applied } = this.select(entry)
    if (applied.length > 0) entry.fault = applied.join(',')
    const heard = (reply: Reply) => {
      if (entry.ms === undefined) {
        entry.status = reply.status
        entry.ms = clock().wallNow() - startedAt
      }
      answer(reply)
    }
    const landing = () => {
      const reply = act()
      if (decisive?.action === 'late-land') {
        entry.landedAt = clock().wallNow()
        entry.landedStatus = reply.status
      }
      return reply
    }
    const go = () => {
      this.fault = faultFor(decisive)
      if (decisive?.action === 'reset') {
        // The client's connection drops: it hears a failure at once, no status of the store's.
        super.exchange(request, landing, (reply) => {
          entry.ms = clock().wallNow() - startedAt
          answer(reply)
        })
      } else super.exchange(request, landing, heard)
    }
    const up = delay + (this.slowClients.get(request.client) ?? 0)
    if (up > 0) clock().later(up, go)
    else go()
  }

  private takeFault(): Fault | undefined {
    const fault = this.fault
    this.fault = undefined
    return fault
  }

  private select(entry: ProxyEntry) {
    let delay = this.latency
    let decisive: FaultRule | undefined
    const applied: string[] = []
    const since = clock().monotonicNow() - this.rulesSetAt
    for (const state of this.rules) {
      const { rule } = state
      if (decisive && rule.action !== 'latency') continue
      if (rule.afterMs !== undefined && since < rule.afterMs) continue
      if (rule.forMs !== undefined && since >= (rule.afterMs ?? 0) + rule.forMs) continue
      if (rule.classes && !rule.classes.includes(entry.class)) continue
      if (rule.keyPrefix !== undefined && !entry.key.startsWith(rule.keyPrefix)) continue
      if (rule.key !== undefined && entry.key !== rule.key) continue
      if (rule.listPrefix !== undefined && !(entry.prefix ?? '').startsWith(rule.listPrefix)) {
        continue
      }
      if (rule.method && rule.method !== entry.method) continue
      state.seen++
      if (state.seen <= (rule.skip ?? 0)) continue
      if (state.hits >= (rule.times ?? Infinity)) continue
      if (rule.rate !== undefined && random().fraction() >= rule.rate) continue
      state.hits++
      applied.push(rule.action)
      if (rule.action === 'latency') delay += rule.ms ?? 0
      else decisive = rule
    }
    return { delay, decisive, applied }
  }
}

function faultFor(rule: FaultRule | undefined): Fault | undefined {
  switch (rule?.action) {
    case 'status':
      // 412 is not among the bucket's fault statuses (it is its own answer to a condition that
      // fails); the reply is the same, and the client reads it as a refused write.
      return { kind: 'status', status: (rule.status ?? 500) as 500 }
    case 'reset':
      return { kind: 'status', status: 500 }
    case 'drop-answer':
      return { kind: 'drop-answer' }
    case 'late-land':
      return { kind: 'late-land', afterMs: rule.ms ?? 0 }
    default:
      return undefined
  }
}
