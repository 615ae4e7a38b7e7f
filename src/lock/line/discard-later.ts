import { clock } from '../basics/clock.js'
import type { Deadline } from '../store/store.js'

/**
 * Deletes keys a while after they are handed over, or at once when asked to finish: the
 * requests of a crowd join, once it is seated. Their taker deletes them too, right after taking
 * them in; ours are for a taker that died first, and for requests sent to rounds that moved on
 * without them. Sent at the seat, hundreds of deletes came as a burst while the rest of the
 * crowd was still being seated. Tidying only: nothing waits for it, and each batch of deletes
 * ends within `withinMs`.
 */
export class DiscardLater {
  private readonly keys: string[] = []
  private cancelTimer: (() => void) | undefined
  private deleting: Promise<void> = Promise.resolve()

  constructor(
    private readonly discard: (keys: string[], bound: Deadline) => Promise<void>,
    private readonly afterMs: number,
    private readonly withinMs: number
  ) {}

  /** Deleted after `afterMs`, or at the next finish. */
  add(keys: string[]): void {
    if (keys.length === 0) return
    this.keys.push(...keys)
    // Kept referenced: a process that ends without finishing still deletes them first.
    this.cancelTimer ??= clock().later(this.afterMs, () => void this.finish())
  }

  /**
   * Deletes what is still pending now, by `bound` (else within `withinMs`); resolves when every
   * delete started so far has ended.
   */
  async finish(bound?: Deadline): Promise<void> {
    this.cancelTimer?.()
    this.cancelTimer = undefined
    const keys = this.keys.splice(0)
    if (keys.length > 0) {
      this.deleting = this.deleting
        .then(() => this.discard(keys, bound ?? clock().timeout(this.withinMs)))
        .catch(() => undefined)
    }
    await this.deleting
  }
}
