// @ts-check
// A system without /proc (macOS, Windows), for the steps of one job: run them with
// NODE_OPTIONS="--import <this file>" and every file-system call in that process (and in the
// processes it starts with the same environment, such as the renewer) on a path under /proc
// fails with ENOENT, as it would there. Nothing else changes: the code under test is the
// built bundle, unchanged.
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

/** @param {unknown} file */
function underProc(file) {
  const text = file instanceof URL ? file.pathname : String(file)
  return text === '/proc' || text.startsWith('/proc/')
}

/** @param {unknown} file */
function missing(file) {
  return Object.assign(new Error(`ENOENT: no such file or directory, '${String(file)}'`), {
    code: 'ENOENT',
    errno: -2,
    path: String(file)
  })
}

/**
 * @param {Record<string, any>} target
 * @param {string[]} names
 * @param {(file: unknown) => unknown} refuse
 */
function hide(target, names, refuse) {
  for (const name of names) {
    const original = target[name]
    target[name] = function (/** @type {unknown} */ file, /** @type {unknown[]} */ ...rest) {
      return underProc(file) ? refuse(file) : original.call(this, file, ...rest)
    }
  }
}

const calls = ['readFile', 'open', 'stat', 'lstat', 'readdir', 'access', 'readlink']
hide(
  fs,
  calls.map((name) => `${name}Sync`),
  (file) => {
    throw missing(file)
  }
)
hide(fs.promises, calls, (file) => Promise.reject(missing(file)))
hide(fs, ['existsSync'], () => false)
syncBuiltinESMExports()
