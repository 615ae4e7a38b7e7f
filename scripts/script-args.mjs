// @ts-check
// What the benchmark scripts that also run alone share: knowing that they were run alone, and
// reading `--name value` options.
import { pathToFileURL } from 'node:url'

/**
 * Whether the module at `moduleUrl` is the script node was started with (not imported).
 * @param {string} moduleUrl import.meta.url
 */
export function runAlone(moduleUrl) {
  return Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]).href
}

/**
 * The value after `--name` in the command's arguments, or `fallback`.
 * @param {string} name
 * @param {string} fallback
 * @returns {string}
 */
export function option(name, fallback) {
  const args = process.argv.slice(2)
  const at = args.indexOf(`--${name}`)
  return at < 0 ? fallback : (args[at + 1] ?? '')
}
