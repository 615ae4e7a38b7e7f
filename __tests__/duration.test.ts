import { describe, expect, it } from '@jest/globals'
import { DurationError, formatDuration, parseDuration } from '../src/lock/basics/duration.js'

describe('parseDuration', () => {
  it.each([
    ['15m', 900_000],
    ['5s', 5_000],
    ['1h30m', 5_400_000],
    ['1h 30m', 5_400_000],
    ['500ms', 500],
    ['0', 0],
    ['+0', 0],
    ['2.5s', 2_500],
    ['1d', 86_400_000],
    ['1w', 604_800_000],
    ['2 days', 172_800_000],
    ['1m30s', 90_000],
    ['1500us', 1]
  ])('reads %s as aws-s3-lock-action does', (text, expected) => {
    expect(parseDuration(text)).toBe(expected)
  })

  it.each(['', 'abc', '10', '-5s', '5x', '5s garbage', 's'])('rejects %j', (text) => {
    expect(() => parseDuration(text)).toThrow(DurationError)
  })
})

describe('formatDuration', () => {
  it.each([
    [0, '0ms'],
    [999, '999ms'],
    [1_000, '1s'],
    [1_500, '1.5s'],
    [90_000, '1m30s'],
    [3_600_000, '1h'],
    [5_430_000, '1h30m30s']
  ])('formats %d as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})
