// @ts-check
// Which modules does a step load? Run it with NODE_OPTIONS="--import <this file>" and
// MODULE_TRACE_FILE=<path>: every module URL the ES module loader resolves (the bundle, its
// lazily loaded chunks) is appended to that file, one per line. Node ≥ 20.6 (module.register).
import { register } from 'node:module'

const hooks = `
import { appendFileSync } from 'node:fs'
let file
export function initialize(data) {
  file = data.file
}
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context)
  appendFileSync(file, result.url + '\\n')
  return result
}
`

const file = process.env.MODULE_TRACE_FILE
if (file) {
  register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { file } })
}
