// @ts-check
// jest globalSetup: start (or reuse) the real S3 server and export its settings through
// process.env, which the jest workers inherit. Tests that need S3 must fail when it is
// missing, never skip, so any failure here is thrown.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const script = fileURLToPath(new URL('../../scripts/s3-server.sh', import.meta.url))

/** @param {string} text @param {number} lines */
function tail(text, lines) {
  return text.trimEnd().split('\n').slice(-lines).join('\n')
}

/** @returns {Promise<void>} */
export default async function globalSetup() {
  if (process.env.S3_TEST_EXTERNAL === '1' && process.env.AWS_ENDPOINT_URL_S3) {
    console.error(`S3 test server: ${process.env.AWS_ENDPOINT_URL_S3} (external)`)
    return
  }

  let stdout
  try {
    // Generous timeout: a cold CI machine first installs the Ceph packages.
    ;({ stdout } = await run('bash', [script, 'start'], { timeout: 10 * 60_000 }))
  } catch (err) {
    const { stderr = '', message } = /** @type {Error & { stderr?: string }} */ (err)
    throw new Error(
      `Could not start the S3 test server (bash scripts/s3-server.sh start): ${message.split('\n')[0]}\n` +
        tail(stderr, 40),
      { cause: err }
    )
  }

  for (const line of stdout.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
    if (match) process.env[match[1]] = match[2]
  }
  if (!process.env.AWS_ENDPOINT_URL_S3) {
    throw new Error(`scripts/s3-server.sh start printed no AWS_ENDPOINT_URL_S3:\n${stdout}`)
  }
  console.error(`S3 test server: ${process.env.AWS_ENDPOINT_URL_S3} (Ceph RGW)`)
}
