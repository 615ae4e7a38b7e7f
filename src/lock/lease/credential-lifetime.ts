import { formatDuration } from '../basics/duration.js'

/**
 * Temporary AWS credentials (a session token: OIDC role assumption, SSO) end, and a holder that
 * can no longer write cannot renew: its lease then runs out while its job goes on. The renewer
 * gets the credentials the main step had; it cannot fetch new ones unless the SDK can (a web
 * identity token file that something keeps fresh). Say so when a lock is taken, loudly when
 * the end is known to be near.
 */
export interface CredentialNotice {
  level: 'warning' | 'info'
  text: string
}

/** Below this, a job that holds the lock is likely to outlive its credentials. */
const NEAR_MS = 60 * 60_000

export function credentialLifetimeNotice(
  env: NodeJS.ProcessEnv,
  nowMs: number
): CredentialNotice | undefined {
  if (env.AWS_ACCESS_KEY_ID === undefined || env.AWS_SESSION_TOKEN === undefined) return undefined
  if (env.AWS_WEB_IDENTITY_TOKEN_FILE) return undefined
  const advice =
    'a lock held longer than that is lost when its renewal fails; raise role-duration-seconds ' +
    '(aws-actions/configure-aws-credentials) and the role’s maximum session duration to cover the job'
  const expiration = Date.parse(env.AWS_CREDENTIAL_EXPIRATION ?? '')
  if (Number.isNaN(expiration)) {
    return {
      level: 'info',
      text: `The AWS credentials are temporary (1 hour by default for OIDC roles): ${advice}`
    }
  }
  const left = expiration - nowMs
  return {
    level: left < NEAR_MS ? 'warning' : 'info',
    text:
      `The AWS credentials expire at ${new Date(expiration).toISOString()} ` +
      `(${left > 0 ? `in ${formatDuration(left)}` : 'already'}): ${advice}`
  }
}
