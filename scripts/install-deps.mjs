// Installs the npm packages when they are missing, for the README's two commands on a fresh
// machine. `npm install`, not `npm ci`: the registry mirror these machines reach lacks the
// non-Linux optional bindings of unrs-resolver (a jest dependency), which `npm ci` insists on
// finding in the lock file; `npm install` skips them and leaves the lock file as it is.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const NEEDED = ['jest', 'yaml', '@aws-sdk/client-s3', '@actions/core', 'node']

/** @param {string} root */
export function installDepsIfMissing(root) {
  if (NEEDED.every((name) => existsSync(join(root, 'node_modules', name, 'package.json')))) return
  console.log('Installing npm packages (npm install) ...')
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
}
