import { describe, expect, it } from '@jest/globals'
import { describeEstimate, estimateWaitMs } from '../src/report/wait-estimate.js'

describe('the wait estimate', () => {
  it('is nothing without a history of holds', () => {
    expect(estimateWaitMs(undefined, 3)).toBeUndefined()
    expect(estimateWaitMs([], 3)).toBeUndefined()
    expect(describeEstimate(undefined)).toBe('')
  })

  it('counts the holder and each waiter ahead as one median hold', () => {
    expect(estimateWaitMs([120_000], 0)).toBe(120_000)
    expect(estimateWaitMs([60_000, 180_000, 120_000], 2)).toBe(3 * 120_000)
    // An even count: the mean of the middle two.
    expect(estimateWaitMs([60_000, 120_000, 180_000, 240_000], 1)).toBe(2 * 150_000)
  })

  it('is not carried away by one stuck holder', () => {
    expect(estimateWaitMs([60_000, 60_000, 3_600_000, 60_000, 60_000], 1)).toBe(120_000)
  })

  it('speaks in minutes, and says so when it is less than one', () => {
    expect(describeEstimate(150_000)).toBe('expected wait about 3 min')
    expect(describeEstimate(61_000)).toBe('expected wait about 1 min')
    expect(describeEstimate(20_000)).toBe('expected wait under a minute')
  })
})
