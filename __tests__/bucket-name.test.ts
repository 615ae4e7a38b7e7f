import { describe, expect, it } from '@jest/globals'
import { isBucketName } from '../src/action/bucket-name.js'

// The rules every S3 store shares with AWS (docs/inputs.md): what the action and the CLI
// refuse before sending anything.
describe('isBucketName', () => {
  it.each(['abc', 's3-lock-test', 'acme.ci.locks', '1-2', 'a'.repeat(63)])('accepts %s', (name) => {
    expect(isBucketName(name)).toBe(true)
  })

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(64)],
    ['an underscore', 'my_locks'],
    ['upper case', 'My-Locks'],
    ['a leading hyphen', '-locks'],
    ['a trailing dot', 'locks.'],
    ['a space', 'my locks'],
    ['a slash', 'locks/prod']
  ])('refuses %s: %s', (_why, name) => {
    expect(isBucketName(name)).toBe(false)
  })
})
