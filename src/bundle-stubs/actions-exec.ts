// Stands in for @actions/exec in the bundles (src/tsconfig.json maps it here). @actions/core
// imports it only for core.platform (running lsb_release, sw_vers), which this action never
// reads; leaving it out keeps @actions/io out of every step's start-up too.
export function getExecOutput(): never {
  throw new Error('@actions/exec is not bundled with this action (see src/bundle-stubs)')
}
