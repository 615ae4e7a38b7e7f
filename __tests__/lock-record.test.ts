import { describe, expect, it } from '@jest/globals'
import {
  isPending,
  MalformedRecordError,
  NewerFormatError,
  parseRecord,
  pendingRecord,
  RECORD_VERSION,
  serializeRecord,
  withHold,
  type LockRecord
} from '../src/lock/single/lock-record.js'
import { parseSharedRecord } from '../src/lock/pool/shared-record.js'
import { LockNameError, validateLockName } from '../src/lock/basics/lock-key.js'
import { formatHandle, parseHandle } from '../src/action/lock-handle.js'
import { InputError } from '../src/action/inputs.js'

const held: LockRecord = {
  version: RECORD_VERSION,
  state: 'held',
  token: 7,
  owner: 'a3c1e6a0-2f5e-4c4e-9a51-0d7c9e3b1f00',
  leaseMs: 60_000,
  holder: { repository: 'octo/app', runUrl: 'https://github.com/octo/app/actions/runs/1' },
  acquiredAt: '2026-11-21T10:00:00.000Z',
  renewals: 2
}

describe('lock record', () => {
  it('refuses a record of a newer format in one line, rather than rewrite it without its fields', () => {
    const newer = JSON.stringify({ ...held, version: RECORD_VERSION + 1, fieldOfV2: [1] })
    expect(() => parseRecord(newer)).toThrow(NewerFormatError)
    expect(() => parseRecord(newer)).toThrow(
      `the lock object was written by a newer release of s3-lock-action (lock format ${RECORD_VERSION + 1}`
    )
    const shared = JSON.stringify({ version: RECORD_VERSION + 1, state: 'shared', limit: 2 })
    expect(() => parseSharedRecord(shared)).toThrow(NewerFormatError)
  })

  it('round-trips held and released records', () => {
    expect(parseRecord(serializeRecord(held))).toEqual(held)
    const released: LockRecord = {
      version: RECORD_VERSION,
      state: 'released',
      token: 7,
      releasedBy: held.owner,
      releasedAt: '2026-11-21T10:05:00.000Z',
      holder: held.holder
    }
    expect(parseRecord(serializeRecord(released))).toEqual(released)
  })

  it('round-trips the pending record that creates a name: free, token 0, marked', () => {
    const text = serializeRecord(pendingRecord())
    expect(JSON.parse(text)).toMatchObject({ state: 'released', token: 0, pending: true })
    expect(parseRecord(text)).toEqual(pendingRecord())
    expect(isPending(parseRecord(text))).toBe(true)
  })

  it('a record without the mark is not pending', () => {
    const released = { ...pendingRecord(), pending: undefined }
    expect(isPending(parseRecord(serializeRecord(released)))).toBe(false)
    expect(isPending(held)).toBe(false)
    expect(isPending(undefined)).toBe(false)
  })

  it.each([
    ['false', { ...pendingRecord(), pending: false }],
    ['a string', { ...pendingRecord(), pending: 'yes' }],
    ['1', { ...pendingRecord(), pending: 1 }],
    ['null', { ...pendingRecord(), pending: null }],
    ['on a held record', { ...held, pending: true }]
  ])('a pending mark that is %s makes the record unreadable', (_what, record) => {
    expect(() => parseRecord(JSON.stringify(record))).toThrow(
      new MalformedRecordError('the lock object has an invalid pending mark')
    )
  })

  it.each([
    ['not JSON', 'hello'],
    ['an array', '[]'],
    ['no token', JSON.stringify({ ...held, token: undefined })],
    ['a negative token', JSON.stringify({ ...held, token: -1 })],
    ['no owner', JSON.stringify({ ...held, owner: '' })],
    ['no lease', JSON.stringify({ ...held, leaseMs: 'long' })],
    ['an unknown state', JSON.stringify({ ...held, state: 'maybe' })]
  ])('rejects a body that is %s', (_label, body) => {
    expect(() => parseRecord(body)).toThrow(MalformedRecordError)
  })

  it('keeps the last five hold durations, and reads anything else there as no history', () => {
    const holds = withHold([1000, 2000, 3000, 4000, 5000], 6000.4)
    expect(holds).toEqual([2000, 3000, 4000, 5000, 6000])
    expect(parseRecord(serializeRecord({ ...held, holds })).holds).toEqual(holds)
    expect(parseRecord(JSON.stringify({ ...held, holds: 'long' })).holds).toBeUndefined()
    expect(parseRecord(JSON.stringify({ ...held, holds: [-1, 'x', 700] })).holds).toEqual([700])
    // Records written before the history existed still read as before.
    expect(parseRecord(serializeRecord(held))).not.toHaveProperty('holds')
  })

  it('keeps only string holder fields, so nothing odd reaches the logs', () => {
    const record = parseRecord(JSON.stringify({ ...held, holder: { actor: 'me', evil: { a: 1 } } }))
    expect(record.holder).toEqual({ actor: 'me' })
  })
})

describe('lock names', () => {
  it.each(['deploy', 'CI/build', 'team/env/production', 'a.b-c_d'])('accepts %s', (name) => {
    expect(validateLockName(name)).toBe(name)
  })

  it.each([
    '',
    '/abs',
    'trailing/',
    'a//b',
    'a/../b',
    'x/.s3-lock/y',
    'tab\there',
    'x'.repeat(925)
  ])('rejects %j', (name) => {
    expect(() => validateLockName(name)).toThrow(LockNameError)
  })
})

describe('lock handles', () => {
  it('carries the key and the owner id from acquire to release', () => {
    const handle = { key: 'deploy#prod/x', owner: held.owner }
    expect(parseHandle(formatHandle(handle), 'key')).toEqual(handle)
  })

  it.each(['deploy', 'deploy#', '#a3c1e6a0-2f5e-4c4e-9a51-0d7c9e3b1f00', 'deploy.1.uuid.2'])(
    'rejects %j with an error naming the input',
    (text) => {
      expect(() => parseHandle(text, 'key')).toThrow(InputError)
      expect(() => parseHandle(text, 'key')).toThrow(/input "key"/)
    }
  )
})
