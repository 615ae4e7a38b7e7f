// Set-up shared by the README's commands and the measuring scripts (demo, test, bench,
// reliability): npm packages when they are missing, and the local Ceph RGW S3 server.
// Nothing here imports from node_modules: it runs before they exist.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const NEEDED = ['jest', 'yaml', '@aws-sdk/client-s3', '@actions/core', 'node']

/**
 * `npm install`, not `npm ci`: the registry mirror these machines reach lacks the non-Linux
 * optional bindings of unrs-resolver (a jest dependency), which `npm ci` insists on finding
 * in the lock file; `npm install` skips them and leaves the lock file as it is.
 * @param {string} root
 */
export function installDepsIfMissing(root) {
  if (NEEDED.every((name) => existsSync(join(root, 'node_modules', name, 'package.json')))) return
  console.log('Installing npm packages (npm install) ...')
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
}

/**
 * Starts (or reuses) the local S3 server and puts its settings (KEY=VALUE lines on the
 * script's stdout) into process.env. Throws with the script's own explanation on failure.
 * A server already running elsewhere (S3_TEST_EXTERNAL=1 and AWS_ENDPOINT_URL_S3 set, as the
 * tests take it: another checkout's) is used as it is.
 * @param {string} root
 * @returns {string} the endpoint
 */
export function startLocalS3(root) {
  const external = process.env.AWS_ENDPOINT_URL_S3
  if (process.env.S3_TEST_EXTERNAL === '1' && external) return external
  const server = spawnSync('bash', [join(root, 'scripts/s3-server.sh'), 'start'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // A cold machine first installs the Ceph packages.
    timeout: 10 * 60_000
  })
  if (server.status !== 0) {
    const tail = (server.stderr ?? '').trimEnd().split('\n').slice(-40).join('\n')
    throw new Error(
      `could not start the local S3 server (bash scripts/s3-server.sh start, exit ${server.status ?? server.signal}):\n${tail}`
    )
  }
  for (const line of server.stdout.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
    if (match) process.env[match[1]] = match[2]
  }
  const endpoint = process.env.AWS_ENDPOINT_URL_S3
  if (!endpoint)
    throw new Error(`scripts/s3-server.sh start printed no AWS_ENDPOINT_URL_S3:\n${server.stdout}`)
  // The SDK warns on Node < 22 at every start; the scripts' jobs do not need to hear it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  return endpoint
}
