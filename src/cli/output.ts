/**
 * Where the CLI writes: results on stdout, everything about the lock itself (progress,
 * warnings, errors) on stderr with an "s3-lock:" prefix, so that `run` never mixes its own
 * lines into the command's stdout.
 */
export const PROGRAM = 's3-lock'

export function print(text: string): void {
  process.stdout.write(`${text}\n`)
}

export function note(message: string): void {
  process.stderr.write(`${PROGRAM}: ${message}\n`)
}

export function warn(message: string): void {
  process.stderr.write(`${PROGRAM}: warning: ${message}\n`)
}

export function fail(message: string): void {
  process.stderr.write(`${PROGRAM}: error: ${message}\n`)
}

/** Resolves once everything written so far has been handed to the OS. */
export async function flushOutput(): Promise<void> {
  await Promise.all(
    [process.stdout, process.stderr].map(
      (stream) => new Promise<void>((resolve) => stream.write('', () => resolve()))
    )
  )
}
