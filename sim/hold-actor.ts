import { sleep } from '../src/lock/basics/backoff.js'
import { wallIso } from '../src/lock/basics/clock.js'
import { LOOK_MS, within } from '../src/lock/basics/deadlines.js'
import { keptHold, updateHolds } from '../src/lock/hold/hold-registry.js'
import type { Hold } from '../src/lock/hold/holds.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import type { World } from './job.js'
import { LOCK_NAME, type HoldPlan } from './scenario.js'

/**
 * A person's `s3-lock hold` on the lock, as the CLI writes it (the registry update; the CLI's
 * printing is left out), and the `unhold` that may follow. The history says when each write
 * was confirmed: from then on I15 applies.
 */
export async function runHold(plan: HoldPlan, world: World): Promise<void> {
  const store = new MemoryStore(world.bucket, { name: plan.id })
  const log = world.history.add.bind(world.history)
  const hold: Hold = {
    id: plan.id,
    target: LOCK_NAME,
    reason: 'simulated freeze',
    by: 'sim',
    forMs: plan.forMs,
    setAt: wallIso()
  }
  const event = (name: 'hold' | 'unhold') => ({
    event: name,
    id: hold.id,
    target: hold.target,
    reason: hold.reason,
    by: hold.by,
    at: wallIso()
  })
  log(plan.id, { kind: 'hold-start' })
  try {
    await updateHolds(
      store,
      (active) => ({
        holds: [...active.filter((other) => other.target !== hold.target).map(keptHold), hold],
        events: [{ ...event('hold'), forMs: hold.forMs }]
      }),
      within(LOOK_MS)
    )
  } catch (error) {
    log(plan.id, { kind: 'hold-failed', why: String(error) })
    return
  }
  log(plan.id, { kind: 'held', forMs: plan.forMs })
  if (plan.liftAfterMs === undefined) return
  await sleep(plan.liftAfterMs)
  log(plan.id, { kind: 'unhold-start' })
  await updateHolds(
    store,
    (active) => ({
      holds: active.filter((other) => other.id !== hold.id).map(keptHold),
      events: [event('unhold')]
    }),
    within(LOOK_MS)
  ).catch(() => undefined)
}
