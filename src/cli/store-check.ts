import { UnsafeStoreError } from '../lock/basics/errors.js'
import type { S3LockStore } from '../lock/store/s3-store.js'
import { LOOK_MS, within } from '../lock/basics/deadlines.js'

/**
 * `run` holds locks only with conditional writes (the listing strategy has no renewal), so a
 * store that ignores them is refused rather than used another way. Decided once per store,
 * as the action does (src/lock/store-check/store-verdict.ts).
 */
export async function checkStore(
  store: S3LockStore,
  name: string,
  log: { info: (line: string) => void; warn: (line: string) => void },
  signal?: AbortSignal
): Promise<void> {
  const endpoint = store.endpoint
  if (endpoint === undefined)
    throw new Error('the store check needs a request sent to the store first')
  const { describeVerdict, recheckHint, storeVerdict } =
    await import('../lock/store-check/store-verdict.js')
  const verdict = await storeVerdict({
    store,
    name,
    endpoint,
    signal,
    bound: within(LOOK_MS),
    onWait: (line) => log.info(`store check: ${line}`)
  })
  const report = describeVerdict(verdict, store)
  log.info(report.line)
  if (report.warning) log.warn(report.warning)
  if (verdict.enforced) return
  throw new UnsafeStoreError(
    `the store does not enforce conditional writes (${verdict.found}), so two holders could hold the ` +
      'lock at once; s3-lock run needs a store that does, as AWS S3 and Ceph RGW do' +
      recheckHint(verdict, store)
  )
}
