import { InputError } from './inputs.js'

/**
 * What one job hands another so that it can release the lock: the lock object's key and the
 * acquisition's owner id, as "<key>#<owner>". The owner id is what proves the lock is still
 * ours; the key alone would let any job release whatever lock is there now.
 */
export interface LockHandle {
  key: string
  owner: string
}

const OWNER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function formatHandle(handle: LockHandle): string {
  return `${handle.key}#${handle.owner}`
}

export function parseHandle(text: string, input: string): LockHandle {
  const at = text.lastIndexOf('#')
  const owner = text.slice(at + 1)
  if (at <= 0 || !OWNER.test(owner)) {
    throw new InputError(
      `input "${input}": "${text}" is not a key from this action's acquire step; ` +
        'pass ${{ needs.<job>.outputs.key }} from the job that acquired the lock'
    )
  }
  return { key: text.slice(0, at), owner }
}
