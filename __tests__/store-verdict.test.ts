import { describe, expect, it } from '@jest/globals'
import type { S3LockStore } from '../src/lock/store/s3-store.js'
import { storeEndpoint } from '../src/lock/store/store-endpoint.js'
import {
  CHECK_VERSION,
  parseRecord,
  recordBase,
  serializeVerdictRecord,
  verdictLocations,
  type VerdictRecord
} from '../src/lock/store-check/store-verdict.js'

describe('where a verdict is kept', () => {
  it('at the bucket root, then under each prefix of the lock name', () => {
    const endpoint = storeEndpoint({ protocol: 'http:', hostname: 'h', port: 9000 }, 'b')
    expect(verdictLocations('deploy/production', endpoint).map((l) => l.record)).toEqual([
      '.s3-lock/store-check/http-h-9000.json',
      'deploy/.s3-lock/store-check/http-h-9000.json',
      'deploy/production/.s3-lock/store-check/http-h-9000.json'
    ])
  })
})

describe('a verdict record is trusted only as written', () => {
  const endpoint = storeEndpoint({ protocol: 'http:', hostname: 'h', port: 9000 }, 'locks')
  const context = { endpoint, store: { bucket: 'locks' } as S3LockStore }
  const genuine: VerdictRecord = {
    ...recordBase(context),
    state: 'checked',
    key: '.s3-lock/store-check/http-h-9000.json',
    by: 'a-claim',
    at: '2026-11-23T10:00:00.000Z',
    enforced: false,
    found: 'PutObject If-None-Match NOT enforced'
  }

  it('a sealed record of this endpoint and bucket', () => {
    expect(parseRecord(serializeVerdictRecord(genuine), context)).toMatchObject({
      state: 'checked',
      enforced: false,
      check: CHECK_VERSION
    })
  })

  it('not one edited by hand', () => {
    const body = serializeVerdictRecord(genuine).replace('"enforced": false', '"enforced": true')
    expect(body).toContain('"enforced": true')
    expect(parseRecord(body, context)).toBeUndefined()
  })

  it('not one without a seal, truncated, or not JSON', () => {
    const { ...unsealed } = JSON.parse(serializeVerdictRecord(genuine))
    delete unsealed.seal
    expect(parseRecord(JSON.stringify(unsealed), context)).toBeUndefined()
    expect(parseRecord(serializeVerdictRecord(genuine).slice(0, 100), context)).toBeUndefined()
    expect(parseRecord('enforced', context)).toBeUndefined()
  })

  it('not one of another endpoint or bucket, even sealed', () => {
    const copied = serializeVerdictRecord({ ...genuine, endpoint: 'http://other:9000' })
    expect(parseRecord(copied, context)).toBeUndefined()
    const otherBucket = serializeVerdictRecord({ ...genuine, bucket: 'elsewhere' })
    expect(parseRecord(otherBucket, context)).toBeUndefined()
  })

  it('not a verdict that contradicts its own findings', () => {
    const capabilities = {
      ifNoneMatch: false,
      concurrentWriters: 4,
      concurrentWinners: 4,
      concurrentMatchWriters: 0,
      concurrentMatchWinners: 0,
      ifMatch: false,
      ifMatchBare: false,
      ifMatchQuoted: false,
      ifMatchMissingRefused: false,
      deleteIfMatch: false,
      cleanedUp: true
    }
    const body = serializeVerdictRecord({ ...genuine, enforced: true, capabilities })
    expect(parseRecord(body, context)).toBeUndefined()
  })
})
