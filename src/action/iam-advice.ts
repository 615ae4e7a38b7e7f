import type { CheckLine } from '../cli/doctor-checks.js'

/** An IAM statement to add to the job's role policy, and which check asked for it. */
export interface Advice {
  check: string
  statement: {
    Sid: string
    Effect: 'Allow'
    Action: string | string[]
    Resource: string
    Condition?: Record<string, Record<string, string>>
  }
}

/**
 * What to add to the role policy for the doctor checks that a refusal failed (or, for the
 * optional ones, warned about), in docs/aws-setup.md's words: its statements, with this bucket
 * and the prefix of this lock name. A check that failed for another reason (no bucket, no
 * credentials, a store that ignores conditions) gets no statement: no grant fixes it.
 */
export function iamAdvice(lines: CheckLine[], bucket: string, name: string): Advice[] {
  const prefix = prefixOf(name)
  const objects = `arn:aws:s3:::${bucket}/${prefix}*`
  const refused = (check: string) =>
    lines.some(
      (line) =>
        line.check === check &&
        line.status !== 'ok' &&
        line.status !== 'skip' &&
        /access denied|AccessDenied|Forbidden|\b403\b/i.test(line.message)
    )
  const advice: Advice[] = []
  if (['read', 'create', 'replace'].some(refused)) {
    advice.push({
      check: 'read, create, replace',
      statement: {
        Sid: 'ReadAndWriteLocks',
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:PutObject'],
        Resource: objects
      }
    })
  }
  if (refused('delete')) {
    advice.push({
      check: 'delete',
      statement: {
        Sid: 'TidyJoinRequestsAndProbes',
        Effect: 'Allow',
        Action: 's3:DeleteObject',
        Resource: `arn:aws:s3:::${bucket}/${prefix}*/.s3-lock/*`
      }
    })
  }
  if (refused('list')) {
    advice.push({
      check: 'list',
      statement: {
        Sid: 'ListLockNames',
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: `arn:aws:s3:::${bucket}`,
        Condition: { StringLike: { 's3:prefix': `${prefix}*` } }
      }
    })
  }
  if (refused('store check')) {
    advice.push({
      check: 'store check',
      statement: {
        Sid: 'StoreCheckOnS3CompatibleStores',
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        Resource: `arn:aws:s3:::${bucket}/.s3-lock/store-check/*`
      }
    })
  }
  return advice
}

/** The part of the name a policy grants by: its first folder ("locks/"), or the name itself. */
export function prefixOf(name: string): string {
  const slash = name.indexOf('/')
  return slash < 0 ? name : name.slice(0, slash + 1)
}
