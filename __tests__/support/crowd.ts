import { beforeEach, expect } from '@jest/globals'
import { within } from '../../src/lock/basics/deadlines.js'
import { Line } from '../../src/lock/line/line.js'
import type { LineRecord } from '../../src/lock/line/line-record.js'
import { MemoryStore } from '../../src/lock/store/memory-store.js'
import { ProxyBucket, type ProxyBucketOptions } from './memory-proxy.js'

// What the line-crowd tests share: a crowd's jobs on one memory bucket behind the proxy's
// rules (support/memory-proxy.ts), 10 ms from the store, eight clients among them, as they
// were eight SDK clients behind the fault proxy on the RGW.

export const STORES = 8

/** The deadline of a call that the test makes itself (acquire has its own): generous. */
export const bound = () => within(60_000)

export const lineKey = (name: string) => `${name}/.s3-lock/line`
export const joinsOf = (name: string) => `${name}/.s3-lock/joins/`
export const holder = (i: number) => ({ context: `Job #${i}`, repository: 'octo/app' })

/** A job of a crowd that waits in line for the lock `name`, with the action's defaults. */
export function crowdJob(name: string, owner: string, i: number) {
  return {
    owner,
    leaseMs: 60_000,
    holder: holder(i),
    timeoutMs: 120_000,
    pollMs: 500,
    line: { key: lineKey(name), passStepMs: 2_000 }
  }
}

export function expectSeatedOnce(line: LineRecord, ids: string[], tickets: number[]): void {
  const byId = new Map(line.tickets.map((t) => [t.id, t.n]))
  expect(line.tickets).toHaveLength(new Set(line.tickets.map((t) => t.id)).size)
  expect(ids.map((id) => byId.get(id))).toEqual(tickets)
  expect(new Set(tickets).size).toBe(tickets.length)
}

export class Crowd {
  readonly bucket: ProxyBucket
  private readonly stores: MemoryStore[] = []

  constructor(
    options: ProxyBucketOptions = {},
    private readonly requestTimeoutMs?: number
  ) {
    this.bucket = new ProxyBucket({ latencyMs: 10, ...options })
  }

  get log() {
    return this.bucket.proxyLog
  }

  storeFor(i: number): MemoryStore {
    const at = i % STORES
    this.stores[at] ??= new MemoryStore(this.bucket, {
      name: `store-${at}`,
      requestTimeoutMs: this.requestTimeoutMs
    })
    return this.stores[at]
  }

  readLine(name: string): LineRecord {
    return JSON.parse(this.bucket.objects().get(lineKey(name))?.body ?? '') as LineRecord
  }

  /** The requests (and rescue claims) left under the line's rounds. */
  joinsLeft(name: string): string[] {
    return this.bucket.keysUnder(joinsOf(name))
  }

  /** A plain PutObject, as another client's (or a person's) write. */
  put(key: string, body: object, metadata?: Record<string, string>): void {
    this.bucket.putObject(key, JSON.stringify(body), metadata)
  }

  /** A request left in round 0 by a job that died before its round was taken in. */
  deadRequest(name: string, id: string): void {
    this.put(`${joinsOf(name)}0/${id}`, { id, holder: { context: 'gone' } })
  }

  /**
   * A line with one job waiting in it, written as it stands, as a crowd's take-in leaves it
   * (`crowd`): the jobs that join within two seconds find it and send their requests to its round.
   */
  seedLine(name: string): void {
    this.put(lineKey(name), {
      version: 1,
      next: 2,
      served: 0,
      tickets: [{ n: 1, id: 'first', holder: {} }],
      crowd: true
    })
  }

  joinAll(name: string, count: number, from = 1): Promise<number>[] {
    return Array.from({ length: count }, (_, i) =>
      new Line(this.storeFor(i), lineKey(name)).join(
        `job-${from + i}`,
        holder(from + i),
        0,
        bound()
      )
    )
  }
}

/** A fresh crowd (bucket, clients, no rules) for each test. */
export function useCrowd(): { crowd: Crowd } {
  const current = { crowd: new Crowd() }
  beforeEach(() => {
    current.crowd = new Crowd()
  })
  return current
}
