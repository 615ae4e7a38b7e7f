import packageJson from '../../package.json' with { type: 'json' }

/** The package's version, inlined into the bundle by ncc when it builds dist/cli. */
export const VERSION: string = packageJson.version
