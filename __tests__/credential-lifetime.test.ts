import { describe, expect, it } from '@jest/globals'
import { credentialLifetimeNotice } from '../src/lock/lease/credential-lifetime.js'

const now = Date.parse('2026-11-23T10:00:00Z')
const temporary = { AWS_ACCESS_KEY_ID: 'ASIA…', AWS_SESSION_TOKEN: 'token' }

describe('credentialLifetimeNotice (F7)', () => {
  it('says nothing of long-term keys', () => {
    expect(credentialLifetimeNotice({ AWS_ACCESS_KEY_ID: 'AKIA…' }, now)).toBeUndefined()
  })

  it('says nothing when the SDK refreshes them itself from a web identity token file', () => {
    const env = { ...temporary, AWS_WEB_IDENTITY_TOKEN_FILE: '/var/run/token' }
    expect(credentialLifetimeNotice(env, now)).toBeUndefined()
  })

  it('notes temporary credentials of unknown expiry, naming role-duration-seconds', () => {
    expect(credentialLifetimeNotice(temporary, now)).toEqual({
      level: 'info',
      text: expect.stringMatching(/temporary .* role-duration-seconds/)
    })
  })

  it('warns when their known expiry is less than an hour away', () => {
    const soon = { ...temporary, AWS_CREDENTIAL_EXPIRATION: '2026-11-23T10:20:00Z' }
    expect(credentialLifetimeNotice(soon, now)).toEqual({
      level: 'warning',
      text: expect.stringMatching(
        /^The AWS credentials expire at 2026-11-23T10:20:00.000Z \(in 20m\)/
      )
    })
    const later = { ...temporary, AWS_CREDENTIAL_EXPIRATION: '2026-11-23T16:00:00Z' }
    expect(credentialLifetimeNotice(later, now)?.level).toBe('info')
  })
})
