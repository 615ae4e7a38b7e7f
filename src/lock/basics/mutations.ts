/**
 * Past defects that the simulator (sim/) can switch back on in the real code, to show that it
 * still finds each of them (docs/simulation.md). Production never switches one on: nothing
 * outside sim/ calls useMutations, and an unset switch costs one Set lookup.
 */
export const MUTATIONS = {
  F2: 'the hand-out gate checks our count on what it knew before the wait, not after it',
  F34: 'the acquisition is handed out without the last check of our own count',
  F35: "a leave's line write waits behind deletes that have no deadline",
  F36: 'a waiter that gives up looks for a handed place before it leaves the line',
  I15: 'the holds are read before the take instead of after it',
  F41: "a hold's end is counted from the registry's Last-Modified by the answer's Date, not stamped on the Date its setter read",
  F42: "the gate counts a read-back renewal from its own send and takes the store's content as its own"
} as const

export type Mutation = keyof typeof MUTATIONS

let active: ReadonlySet<Mutation> = new Set()

/** Whether a past defect is switched back on (only ever in a simulation). */
export function mutated(name: Mutation): boolean {
  return active.size > 0 && active.has(name)
}

/** Switches defects back on, for the simulator only; returns the switch-off. */
export function useMutations(names: readonly Mutation[]): () => void {
  const before = active
  active = new Set(names)
  return () => {
    active = before
  }
}
