import { ConditionalLock } from './lock/conditional-lock.js'
import { keepLease } from './lock/lease-keeper.js'
import { S3LockStore } from './lock/s3-store.js'
import { storeOptions } from './action/inputs.js'
import { CONFIG_ENV, writeStatus, type RenewerConfig } from './action/renewer-process.js'

// The background renewer started by the root action's main step (see renewer-process.ts).
// SIGTERM from the post step stops it between renewals; it then exits.
const config = JSON.parse(process.env[CONFIG_ENV] ?? '') as RenewerConfig
const stop = new AbortController()
process.on('SIGTERM', () => stop.abort())
process.on('SIGINT', () => stop.abort())

const store = new S3LockStore(storeOptions(config.store))
const lock = new ConditionalLock(store, config.key)
const common = { key: config.key, token: config.claim.token, pid: process.pid }
try {
  const final = await keepLease({
    lock,
    claim: config.claim,
    leaseStartedAt: config.leaseStartedAt,
    intervalMs: config.intervalMs,
    signal: stop.signal,
    onStatus: (status) => writeStatus(config.statusFile, { ...status, ...common })
  })
  writeStatus(config.statusFile, { ...final, ...common })
  process.exit(0)
} catch (error) {
  // Nobody sees this process's output: the status file is the only way to say it failed.
  writeStatus(config.statusFile, {
    ...common,
    state: 'lost',
    reason: 'lapsed',
    at: new Date().toISOString(),
    detail: `the renewer failed and stopped renewing: ${error instanceof Error ? error.message : String(error)}`
  })
  process.exit(1)
}
