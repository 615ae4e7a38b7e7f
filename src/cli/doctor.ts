import { reservedKey } from '../lock/basics/lock-key.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { flag, positionals, type ParsedArgs } from './args.js'
import { accessChecks, checkLineText } from './doctor-checks.js'
import { settingsChecks, skippedSettings } from './doctor-settings.js'
import { readLockName, readStoreArgs, storeOptions } from './options.js'
import { print } from './output.js'

/**
 * `s3-lock doctor [name]`: whether a first lock will work with these credentials, this bucket
 * and this store, one line per thing a lock needs. Exit 0 when it will, 1 when it will not.
 * With a lock name, the probe goes under that name's own `.s3-lock/` (which a role scoped to
 * the lock's prefix may write), and the bucket's rules are judged for that name.
 */
export async function doctorCommand(args: ParsedArgs): Promise<number> {
  const [nameArg] = positionals(args, [], ['the lock name'])
  const name = nameArg === undefined ? undefined : readLockName(nameArg)
  const options = storeOptions(readStoreArgs(args))
  const store = new S3LockStore({ ...options, requestTimeoutMs: 10_000 })
  const prefix = name === undefined ? '.s3-lock/doctor/' : reservedKey(name, 'doctor/')
  const access = await accessChecks(store, prefix, options.region ?? 'us-east-1')
  const bucket = access.find((line) => line.check === 'bucket')
  const reachable = bucket?.status === 'ok' || bucket?.status === 'warn'
  const settings = reachable ? await settingsChecks(store, name) : skippedSettings()
  const lines = [...access, ...settings]
  const failed = lines.filter((line) => line.status === 'fail').length
  const works = failed === 0
  const where = `s3://${store.bucket}${name === undefined ? '' : `/${name}`}`
  if (flag(args, 'json')) {
    print(
      JSON.stringify(
        { bucket: store.bucket, name, endpoint: store.endpoint?.url, works, checks: lines },
        null,
        2
      )
    )
  } else {
    print(lines.map(checkLineText).join('\n'))
    print(
      works
        ? `A lock will work at ${where}.`
        : `A lock will not work at ${where}: fix the FAIL line${failed > 1 ? 's' : ''} above.`
    )
  }
  return works ? 0 : 1
}
