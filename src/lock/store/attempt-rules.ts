import { backoffDelay, sleep } from '../basics/backoff.js'
import { StoreConfigError, StoreUnavailableError } from '../basics/errors.js'
import {
  explain,
  FIRST_SPELLING,
  spell,
  TRANSIENT_ATTEMPTS,
  type Answer,
  type EtagSpelling
} from './store-answers.js'
import type { Deadline, WriteOutcome } from './store-requests.js'

/**
 * What both store clients do with an answer that is not a success: pause and send again, give
 * up, or end the call with an outcome. One copy for S3LockStore and MemoryStore, so that the
 * simulator's store cannot drift from the real client in what the protocol is told.
 */
export class AttemptRules {
  constructor(
    private readonly where: (key: string) => string,
    /** Names the store in an explanation: its endpoint. */
    private readonly endpointLabel: string,
    /** The step's own signal (a cancel): it ends every call at once. */
    private readonly signal?: AbortSignal
  ) {}

  /**
   * A conditional write's failed attempt: its outcome, or undefined once paused for the next
   * attempt (409 and 503 reject a request before it is applied; the same condition goes again).
   */
  async refusedWrite(
    answer: Answer,
    attempt: number,
    key: string,
    bound: Deadline
  ): Promise<Exclude<WriteOutcome, { kind: 'written' }> | undefined> {
    // 412: the condition did not hold. 404 NoSuchKey: If-Match on a missing key (AWS).
    if (answer.status === 412) return { kind: 'precondition-failed' }
    if (answer.status === 404 && answer.code === 'NoSuchKey') {
      return { kind: 'precondition-failed', missing: true }
    }
    if (bound.aborted && !this.signal?.aborted) {
      return { kind: 'unknown', reason: 'no answer before the deadline' }
    }
    this.throwIfFinal(answer, 's3:PutObject', key)
    if (answer.kind !== 'rejected' || attempt + 1 >= TRANSIENT_ATTEMPTS) {
      return { kind: 'unknown', reason: answer.reason }
    }
    try {
      await sleep(backoffDelay(attempt, 200, 5_000), this.abortSignal(bound))
    } catch (error) {
      if (bound.aborted && !this.signal?.aborted) return { kind: 'unknown', reason: answer.reason }
      throw error
    }
    return undefined
  }

  /** Before the next attempt of an idempotent request: a pause, or the end of trying. */
  async pauseOrGiveUp(
    attempt: number,
    answer: Answer,
    key: string,
    bound: Deadline
  ): Promise<void> {
    if (attempt + 1 >= TRANSIENT_ATTEMPTS) {
      throw new StoreUnavailableError(
        `could not reach ${this.where(key)} after ${TRANSIENT_ATTEMPTS} attempts: ${answer.reason}`,
        answer.status === undefined
      )
    }
    try {
      await sleep(backoffDelay(attempt, 200, 5_000), this.abortSignal(bound))
    } catch (error) {
      this.throwIfBound(bound, key)
      throw error
    }
  }

  /** The step's own signal, cut shorter by the caller's deadline. */
  abortSignal(bound: Deadline): AbortSignal {
    return this.signal ? AbortSignal.any([this.signal, bound]) : bound
  }

  throwIfBound(bound: Deadline, key: string): void {
    if (bound.aborted && !this.signal?.aborted) {
      throw new StoreUnavailableError(`no answer from ${this.where(key)} before the deadline`)
    }
  }

  throwIfFinal(answer: Answer, permission: string, key: string): void {
    if (this.signal?.aborted) throw this.signal.reason
    if (answer.kind !== 'final') return
    throw new StoreConfigError(
      explain(answer, permission, this.where(key), this.endpointLabel),
      answer.code
    )
  }
}

/**
 * The spelling of an ETag in If-Match that the store accepts, learnt at the first replace:
 * bare first (FIRST_SPELLING), and if the store refuses the object's own ETag so, quoted; the
 * condition itself is never dropped. A store that refuses both cannot hold a lock.
 */
export class IfMatchSpelling {
  private learnt: EtagSpelling | undefined

  constructor(private readonly refusesOwnEtag: () => Error) {}

  async replace(
    etag: string,
    put: (ifMatch: string) => Promise<WriteOutcome>,
    currentEtag: () => Promise<string | undefined>
  ): Promise<WriteOutcome> {
    const spelling = this.learnt ?? FIRST_SPELLING
    const outcome = await put(spell(etag, spelling))
    if (outcome.kind === 'written') {
      this.learnt = spelling
      return outcome
    }
    const refusedOwn =
      outcome.kind === 'precondition-failed' &&
      !outcome.missing &&
      this.learnt === undefined &&
      (await currentEtag()) === etag
    if (!refusedOwn) return outcome
    const other = spelling === 'quoted' ? 'unquoted' : 'quoted'
    const retried = await put(spell(etag, other))
    if (retried.kind === 'written') this.learnt = other
    if (retried.kind === 'precondition-failed' && (await currentEtag()) === etag) {
      throw this.refusesOwnEtag()
    }
    return retried
  }
}
