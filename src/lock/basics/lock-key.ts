/**
 * Where a lock lives in the bucket. The lock object's key is the lock's name itself, so
 * `s3://bucket/<name>` is what a person looks for. It never starts with `<name>.`: that
 * prefix belongs to the `name.created.uuid.expires` keys of aws-s3-lock-action, whose
 * listing would choke on a foreign key there.
 *
 * Everything else the protocol may need next to a lock (the store capability probe today;
 * a fair queue and semaphore slots later) lives under `<name>/.s3-lock/`, so it can never be
 * mistaken for another lock's object.
 */
export class LockNameError extends Error {}

const MAX_KEY_BYTES = 1024
const RESERVED = '.s3-lock'

export function validateLockName(name: string): string {
  const problem = nameProblem(name)
  if (problem) throw new LockNameError(`"${name}" ${problem}`)
  return name
}

function nameProblem(name: string): string | undefined {
  if (name === '') return 'is empty'
  if (name.startsWith('/')) return 'starts with "/"'
  if (name.endsWith('/')) return 'ends with "/"'
  if (name.includes('//')) return 'contains "//"'
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'contains a control character'
  if (name.split('/').some((part) => part === '.' || part === '..' || part === RESERVED)) {
    return `has a "." or ".." or "${RESERVED}" path segment`
  }
  // Room for the reserved suffixes below within S3's 1024-byte key limit.
  if (Buffer.byteLength(name) > MAX_KEY_BYTES - 100) return 'is longer than 924 bytes'
  return undefined
}

export function lockObjectKey(name: string): string {
  return name
}

export function reservedKey(name: string, leaf: string): string {
  return `${name}/${RESERVED}/${leaf}`
}

/** The line of waiters of a lock (line.ts): beside its object, which is keyed by the name. */
export function lineKeyOf(name: string): string {
  return reservedKey(name, 'line')
}
