import { describe, expect, it } from '@jest/globals'
import type { CheckLine } from '../src/cli/doctor-checks.js'
import { iamAdvice, prefixOf } from '../src/action/iam-advice.js'

// What the doctor sub-action tells a user to add to the role policy, from its check lines.
const line = (check: string, status: CheckLine['status'], message: string): CheckLine => ({
  check,
  status,
  message
})
const denied = (permission: string) =>
  `access denied to s3://b/locks/x/.s3-lock/doctor/p: the credentials need ${permission} on arn:aws:s3:::b/locks/x/.s3-lock/doctor/p`

describe('iamAdvice', () => {
  it('nothing when every check passed or was only skipped', () => {
    const lines = [
      line('create', 'ok', 'fine'),
      line('object lock', 'skip', 'not checked (no permission)')
    ]
    expect(iamAdvice(lines, 'b', 'locks/x')).toEqual([])
  })

  it('a refused write: GetObject and PutObject on the name’s prefix', () => {
    const lines = [
      line('create', 'fail', denied('s3:PutObject')),
      line('replace', 'skip', 'not checked')
    ]
    expect(iamAdvice(lines, 'b', 'locks/x')).toEqual([
      {
        check: 'read, create, replace',
        statement: {
          Sid: 'ReadAndWriteLocks',
          Effect: 'Allow',
          Action: ['s3:GetObject', 's3:PutObject'],
          Resource: 'arn:aws:s3:::b/locks/*'
        }
      }
    ])
  })

  it('a refused delete and listing: the optional statements, scoped to the prefix', () => {
    const lines = [
      line('delete', 'warn', `${denied('s3:DeleteObject')}: a lock works without it`),
      line('list', 'note', 'no listing (AccessDenied): fine for the default strategy')
    ]
    expect(iamAdvice(lines, 'b', 'locks/team/x').map((advice) => advice.statement)).toEqual([
      expect.objectContaining({
        Action: 's3:DeleteObject',
        Resource: 'arn:aws:s3:::b/locks/*/.s3-lock/*'
      }),
      expect.objectContaining({
        Action: 's3:ListBucket',
        Resource: 'arn:aws:s3:::b',
        Condition: { StringLike: { 's3:prefix': 'locks/*' } }
      })
    ])
  })

  it('no statement for failures no grant fixes', () => {
    const lines = [
      line('bucket', 'fail', 's3://b does not exist at https://s3.example.com (NoSuchBucket)'),
      line('store check', 'fail', 'the store does not enforce conditional writes')
    ]
    expect(iamAdvice(lines, 'b', 'locks/x')).toEqual([])
  })

  it('prefixOf: the first folder, or a name without one', () => {
    expect(prefixOf('locks/a/b')).toBe('locks/')
    expect(prefixOf('production')).toBe('production')
  })
})
