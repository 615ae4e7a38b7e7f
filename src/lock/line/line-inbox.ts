import { monotonicNow } from '../basics/backoff.js'
import { StoreUnavailableError } from '../basics/errors.js'
import type { Deadline, Store } from '../store/store.js'

/**
 * Joins that a crowd sends at once (docs/protocol.md, "Joining in a crowd"): each joiner that
 * lost a race for the line writes its request as an object of its own, under the line's current
 * round, `<name>/.s3-lock/joins/<round>/<id>`; the one that won the race lists the round and
 * appends every request in it to the line with a single conditional write, which also starts
 * the next round.
 * So a crowd is seated a round of requests at a time, not one line write at a time, and the
 * order is still the order of the line's versions, as the store applied them.
 */

export interface PlacedRequest {
  key: string
  body: string
}

export interface ListedRequest {
  key: string
  /** The request as its sender wrote it (JSON), for the line to check. */
  body: unknown
  lastModifiedMs: number
}

/**
 * How long the one taking rounds in lets a round's requests land before it lists them: a crowd
 * is seated a round at a time, so a round that gathers for longer takes more of it at once.
 */
export const GATHER_MS = 150
/**
 * How long a joiner waits for its round to be taken into the line before it does so itself:
 * the one taking rounds in may be gone (killed, cut off), or may have found the round empty
 * just before our request landed.
 */
export const RESCUE_AFTER_MS = 1_000
/**
 * Requests older than this by the store's own clock are left over (a join whose answer was lost
 * and that landed after its round was taken): never seated, even if a line deleted by hand
 * starts its rounds again at 0.
 */
export const STALE_REQUEST_MS = 5 * 60_000
/**
 * A request that says how long its sender waits (`forMs`, from when it was sent) is no longer
 * one once that has passed by the store's clock, with this margin: Date and Last-Modified are
 * whole seconds, and the node that answers may run a little ahead of the one that stamped it.
 * A sender whose withdrawal was cut off at its timeout (the store did not answer) has left by
 * then, and no take-in seats it after its leave (F46a). The lease's figures: a second's
 * resolution and its default store clock allowance (lease.ts, which line/ does not import).
 */
const FOR_MS_MARGIN = 1_000 + 2_000
/**
 * What a withdrawn request's key holds: a create of the request that lands late (its answer
 * was lost) finds the key taken and is refused, so it can never be taken in after its sender
 * has left. Told apart from a request by its size (a request in its key has one byte).
 */
const WITHDRAWN = 'withdrawn\n'
/**
 * A rescue claim's key in its round, `rescue.<n>`: no request's (a request's key starts with its
 * sender's id, never this word).
 */
const CLAIM = 'rescue.'
/** Tries at withdrawing: each a create, or a read and a replace (our own send landing between). */
const WITHDRAW_WRITES = 3
/** Between a request's id and its body in its key: in neither a uuid nor base64url. */
const IN_KEY = '.'
const MAX_KEY_BYTES = 1_000
/** Requests read at once while a round is taken in (those whose body is not in the key). */
const READS_AT_ONCE = 32

export class LineInbox {
  private readonly prefix: string

  constructor(
    private readonly store: Store,
    lineKey: string
  ) {
    this.prefix = `${lineKey.replace(/line$/, '')}joins/`
  }

  roundPrefix(round: number): string {
    return `${this.prefix}${round}/`
  }

  /** The round a key of ours (a request, or its withdrawal) was sent to. */
  roundOf(key: string): number {
    return Number(key.slice(this.prefix.length).split('/', 1)[0])
  }

  /**
   * Where our request goes: its body is in the key itself (base64url), so that taking a round
   * in is one listing and no reads; a request too long for a key (S3 allows 1,024 bytes) goes
   * in the object's body instead. Known before it is sent, for a leave to withdraw it even when
   * the send never returned. A sender that waits until `waitsUntil` (our monotonic clock) says
   * for how long from now, when that is less than STALE_REQUEST_MS.
   */
  placed(round: number, request: { id: string }, waitsUntil?: number): PlacedRequest {
    const forMs = waitsUntil === undefined ? Infinity : waitsUntil - monotonicNow()
    const json = JSON.stringify(
      forMs >= STALE_REQUEST_MS ? request : { ...request, forMs: Math.ceil(Math.max(0, forMs)) }
    )
    const key = `${this.roundPrefix(round)}${request.id}${IN_KEY}${Buffer.from(json).toString('base64url')}`
    return Buffer.byteLength(key) <= MAX_KEY_BYTES
      ? { key, body: '\n' }
      : { key: `${this.roundPrefix(round)}${request.id}`, body: `${json}\n` }
  }

  /** Sends our request (written, or perhaps, if the answer was lost). */
  async send({ key, body }: PlacedRequest, bound: Deadline): Promise<void> {
    // Refused only when it exists: ours, from an answer that was lost, or withdrawn.
    await this.store.create(key, body, bound)
  }

  /**
   * Withdraws our request to the round that may still be taken in (`key`, the last we sent):
   * it becomes WITHDRAWN, so that a send still on its way cannot create it afterwards, and
   * whoever takes that round in deletes it. Conditional, as every write to the lock's state:
   * created where nothing is, else replaced on the ETag just read (only we write this key, so
   * a refusal is our own send landing in between). Requests to rounds that moved on are never
   * read again: the caller deletes them, after the line is written.
   */
  async withdraw(key: string, bound: Deadline): Promise<void> {
    for (let attempt = 0; attempt < WITHDRAW_WRITES; attempt++) {
      const created = await this.store.create(key, WITHDRAWN, bound)
      if (created.kind === 'written') return
      if (created.kind === 'unknown') continue
      const read = await this.store.read(key, undefined, bound)
      if (read.kind !== 'present') continue
      if (read.object.body === WITHDRAWN) return
      const replaced = await this.store.replace(key, WITHDRAWN, read.object.etag, bound)
      if (replaced.kind === 'written') return
    }
    throw new StoreUnavailableError(`could not withdraw ${this.store.where(key)}`)
  }

  /**
   * Claims the rescue of a round nobody has taken in (docs/protocol.md, "Joining in a crowd"):
   * its `attempt`th claim, created once. 'claimed' when ours; 'taken' when another sender's is
   * there, and it is rescuing the round; 'unknown' when the store did not say (a rescue without
   * a claim is as safe as one with it, only dearer).
   */
  async claimRescue(
    round: number,
    attempt: number,
    id: string,
    bound: Deadline
  ): Promise<'claimed' | 'taken' | 'unknown'> {
    const outcome = await this.store.create(this.claimKey(round, attempt), `${id}\n`, bound)
    if (outcome.kind === 'written') return 'claimed'
    return outcome.kind === 'precondition-failed' ? 'taken' : 'unknown'
  }

  claimKey(round: number, attempt: number): string {
    return `${this.roundPrefix(round)}${CLAIM}${attempt}`
  }

  /**
   * The requests of a round, oldest first by the store's clock (then by key: requests within
   * one second of each other are a crowd, in no order of their own). Unreadable, unparsable and
   * stale ones are left out; withdrawn ones and rescue claims are not requests (their keys in
   * `spent`, for the taker to delete). Throws when the round cannot be listed (no
   * s3:ListBucket).
   */
  async requests(
    round: number,
    bound: Deadline
  ): Promise<{ requests: ListedRequest[]; spent: string[] }> {
    const { keys, serverNowMs } = await this.store.list(this.roundPrefix(round), bound)
    const isSpent = (key: string, size: number) =>
      size === WITHDRAWN.length || key.startsWith(CLAIM, key.lastIndexOf('/') + 1)
    const spent = keys.filter((k) => isSpent(k.key, k.size)).map((k) => k.key)
    const fresh = keys.filter(
      (k) =>
        !isSpent(k.key, k.size) &&
        (serverNowMs === undefined || serverNowMs - k.lastModifiedMs < STALE_REQUEST_MS)
    )
    const found: ListedRequest[] = []
    for (let i = 0; i < fresh.length; i += READS_AT_ONCE) {
      const batch = fresh.slice(i, i + READS_AT_ONCE)
      const bodies = await Promise.all(batch.map((k) => this.bodyOf(k.key, bound)))
      bodies.forEach((body, j) => {
        const { key, lastModifiedMs } = batch[j]
        if (body === undefined) return
        if (serverNowMs !== undefined && senderGone(body, serverNowMs - lastModifiedMs)) {
          spent.push(key)
        } else found.push({ key, body, lastModifiedMs })
      })
    }
    const requests = found.sort(
      (a, b) => a.lastModifiedMs - b.lastModifiedMs || a.key.localeCompare(b.key)
    )
    return { requests, spent }
  }

  /**
   * Removes requests that are in the line now (or were left over): best effort, since a request
   * of a round already taken in is never read again. A store that refuses deletes keeps them
   * until a lifecycle rule does (docs/aws-setup.md).
   */
  async discard(keys: string[], bound: Deadline): Promise<void> {
    for (let i = 0; i < keys.length && !bound.aborted; i += READS_AT_ONCE) {
      await Promise.all(
        keys.slice(i, i + READS_AT_ONCE).map((key) => this.store.delete(key, bound).catch(() => 0))
      )
    }
  }

  private async bodyOf(key: string, bound: Deadline): Promise<unknown> {
    try {
      const own = key.slice(key.lastIndexOf('/') + 1)
      const inKey = own.lastIndexOf(IN_KEY)
      if (inKey >= 0) {
        return JSON.parse(Buffer.from(own.slice(inKey + 1), 'base64url').toString()) as unknown
      }
      const read = await this.store.read(key, undefined, bound)
      return read.kind === 'present' ? (JSON.parse(read.object.body) as unknown) : undefined
    } catch (error) {
      if (error instanceof SyntaxError || error instanceof StoreUnavailableError) return undefined
      throw error
    }
  }
}

/** The request's sender has stopped waiting, by its own `forMs` and the store's clock. */
function senderGone(body: unknown, ageMs: number): boolean {
  const forMs = (body as { forMs?: unknown } | null)?.forMs
  return typeof forMs === 'number' && ageMs >= forMs + FOR_MS_MARGIN
}
