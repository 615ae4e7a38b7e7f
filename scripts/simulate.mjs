// `npm run simulate`: compiles the simulator (sim/) with the protocol code it runs (src/lock/)
// and runs it. Arguments go to sim/main.ts (docs/simulation.md):
//   npm run simulate -- --seeds N [--from S] [--mutate NAME] [--json]
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { installDepsIfMissing } from './local-setup.mjs'

const root = new URL('..', import.meta.url).pathname
installDepsIfMissing(root)
const out = join(root, 'node_modules', '.cache', 's3-lock-sim')
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
const built = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.sim.json'], {
  cwd: root,
  stdio: 'inherit'
})
if (built.status !== 0) {
  console.error('simulate: the simulator did not compile (errors above)')
  process.exit(2)
}
// The runner's Node (24, installed as an npm package) where it is there: the product's runtime.
const node24 = join(root, 'node_modules', 'node', 'bin', 'node')
const run = spawnSync(
  existsSync(node24) ? node24 : process.execPath,
  ['--enable-source-maps', join(out, 'sim', 'main.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' }
)
process.exit(run.status ?? 1)
