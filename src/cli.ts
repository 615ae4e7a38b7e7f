#!/usr/bin/env node
import { quietSdkWarnings } from './cli/environment.js'
import { main } from './cli/main.js'
import { flushOutput } from './cli/output.js'

// The package's bin (dist/cli/index.js): status, list, release and run, on the same lock
// protocol as the action, for CI systems other than GitHub Actions. See src/cli/usage.ts.
quietSdkWarnings()
const status = await main(process.argv.slice(2))
await flushOutput()
// Exit now: idle keep-alive sockets of the S3 client must not hold the process open.
process.exit(status)
