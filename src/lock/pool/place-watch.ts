import { heldLeaseMs, type SharedPlace } from './shared-record.js'

/**
 * A waiter's judgement of each place's lease in a lock with several holders. The object's ETag
 * moves with every holder's renewal, so it says nothing of one holder: a place is judged by its
 * own version, `(token, renewals)`, seen unchanged for a whole lease on the waiter's monotonic
 * clock (the rule of lease.ts, without the store's clock: Last-Modified is the time of the
 * record's last write by anyone, not of this place's). The holder counted its lease from before
 * its write was sent, the waiter from after it saw it, so the waiter's count always ends later.
 *
 * The token, not the owner: one acquire may take a place, find it dropped as expired, and take
 * another with the same owner and `renewals: 0`. That is a new place with a fresh lease; judged
 * by the first one's count it would be dropped at once while its holder is inside.
 */
export class PlaceWatch {
  private readonly seen = new Map<number, { renewals: number; since: number }>()

  /** Records what the latest read showed; forgets places that are gone. */
  update(places: readonly SharedPlace[], now: number): void {
    const present = new Set(places.map((place) => place.token))
    for (const token of this.seen.keys()) if (!present.has(token)) this.seen.delete(token)
    for (const place of places) {
      const known = this.seen.get(place.token)
      if (known === undefined || known.renewals !== place.renewals) {
        this.seen.set(place.token, { renewals: place.renewals, since: now })
      }
    }
  }

  /** How long until this place's lease is over by our count; ≤ 0: it is over. */
  remainingMs(place: SharedPlace, now: number): number {
    const known = this.seen.get(place.token)
    const leaseMs = heldLeaseMs(place)
    // A place we have not seen yet was (for all we know) renewed just now.
    if (known === undefined || known.renewals !== place.renewals) return leaseMs
    return leaseMs - (now - known.since)
  }

  live(places: readonly SharedPlace[], now: number): SharedPlace[] {
    return places.filter((place) => this.remainingMs(place, now) > 0)
  }

  /** The soonest any live place may run out: when to look again at the latest. */
  soonestEndMs(places: readonly SharedPlace[], now: number): number {
    let soonest = Number.POSITIVE_INFINITY
    for (const place of places) soonest = Math.min(soonest, this.remainingMs(place, now))
    return soonest
  }
}
