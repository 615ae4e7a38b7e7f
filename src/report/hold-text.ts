export { describeHold, targetText, type HoldFacts } from '../lock/hold/hold-text.js'

// How the action's logs and summaries and the CLI word a hold: who set it, why, how long it
// has left, and the command that lifts it (docs/holds.md).

/** The command line that lifts a hold, quoted for a shell. */
export function unholdCommand(target: string, bucket: string): string {
  return `s3-lock unhold ${shellQuote(target)} --bucket ${shellQuote(bucket)}`
}

function shellQuote(text: string): string {
  return /^[\w./@%+=:,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`
}
