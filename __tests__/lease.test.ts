import { describe, expect, it } from '@jest/globals'
import {
  clockAllowanceFor,
  leaseRemainingMs,
  leaseSafeEnd,
  STORE_CLOCK_RESOLUTION_MS
} from '../src/lock/lease/lease.js'

const lease = 60_000
const allowance = 2_000

describe('leaseRemainingMs', () => {
  it('counts on the waiter’s own clock from when it first saw the version', () => {
    const version = { leaseMs: lease, clockAllowanceMs: 0, lastModifiedMs: 0, firstSeenAt: 1_000 }
    expect(leaseRemainingMs(version, undefined, 1_000)).toBe(lease)
    expect(leaseRemainingMs(version, undefined, 1_000 + lease)).toBe(0)
  })

  it('lets the store’s clock shorten the wait by at most the holder’s allowance', () => {
    const version = {
      leaseMs: lease,
      clockAllowanceMs: allowance,
      lastModifiedMs: 5_000_000,
      firstSeenAt: 0
    }
    // The waiter only just saw the version, and the store says it is long over: the store's
    // word takes off the allowance, no more.
    expect(leaseRemainingMs(version, 5_000_000 + 10 * lease, 0)).toBe(lease - allowance)
    // Seen for most of a lease, and over by the store's clock (with a second for its
    // resolution): over once the waiter's own count is within the allowance of the end.
    const storeNow = 5_000_000 + lease + STORE_CLOCK_RESOLUTION_MS
    expect(leaseRemainingMs(version, storeNow, lease - allowance)).toBe(0)
    expect(leaseRemainingMs(version, storeNow, lease - allowance - 1)).toBe(1)
  })

  it('never lets a store clock that runs ahead end a lease before the holder’s own count', () => {
    // The holder sent its write at 0 on its own clock; the store stamped it a little later and
    // then stepped its clock forward by ten leases. The waiter saw the version at once.
    const holderEnd = leaseSafeEnd(0, lease, allowance)
    const version = {
      leaseMs: lease,
      clockAllowanceMs: allowance,
      lastModifiedMs: 1,
      firstSeenAt: 5
    }
    for (let t = 5; t <= lease; t += 500) {
      const over = leaseRemainingMs(version, 10 * lease + t, t) <= 0
      if (over) expect(t).toBeGreaterThan(holderEnd)
    }
  })

  it('gives records of older versions, which carry no allowance, none', () => {
    const version = { leaseMs: lease, clockAllowanceMs: 0, lastModifiedMs: 1_000, firstSeenAt: 0 }
    expect(leaseRemainingMs(version, 1_000 + 10 * lease, 0)).toBe(lease)
  })
})

describe('clockAllowanceFor', () => {
  it('is what was asked, but at most a quarter of the lease', () => {
    expect(clockAllowanceFor(60_000, 2_000)).toBe(2_000)
    expect(clockAllowanceFor(4_000, 2_000)).toBe(1_000)
    expect(clockAllowanceFor(60_000, 0)).toBe(0)
  })
})
