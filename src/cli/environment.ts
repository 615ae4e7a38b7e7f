/**
 * The AWS SDK warns on every start under Node 20 that its future versions will need Node 22.
 * The CLI's SDK is bundled and fixed, so the warning is noise in every CI log (and several
 * lines where the CLI promises one); it is turned off for this process only, and the command
 * that `run` starts gets the environment as it was.
 */
const SDK_VERSION_WARNING = 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'
const original = process.env[SDK_VERSION_WARNING]

export function quietSdkWarnings(): void {
  process.env[SDK_VERSION_WARNING] ??= 'true'
}

/** The environment as the CLI was started with, plus `extra`. */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra }
  if (original === undefined) delete env[SDK_VERSION_WARNING]
  return env
}
