import { describe, expect, it } from '@jest/globals'
import { leaseRemainingMs, STORE_CLOCK_RESOLUTION_MS } from '../src/lock/lease.js'

const lease = 60_000

describe('leaseRemainingMs', () => {
  it('counts on the waiter’s own clock from when it first saw the version', () => {
    const version = { leaseMs: lease, lastModifiedMs: 0, firstSeenAt: 1_000 }
    expect(leaseRemainingMs(version, undefined, 1_000)).toBe(lease)
    expect(leaseRemainingMs(version, undefined, 1_000 + lease)).toBe(0)
  })

  it('uses the store’s clock, with a second for its resolution, when the store gives one', () => {
    const version = { leaseMs: lease, lastModifiedMs: 5_000_000, firstSeenAt: 0 }
    const storeNow = 5_000_000 + lease
    // The waiter only just saw the version, but the store says it is a lease old.
    expect(leaseRemainingMs(version, storeNow, 0)).toBe(STORE_CLOCK_RESOLUTION_MS)
    expect(leaseRemainingMs(version, storeNow + STORE_CLOCK_RESOLUTION_MS, 0)).toBe(0)
  })
})
