// Stands in for @actions/http-client in the bundles (src/tsconfig.json maps it here).
// @actions/core imports it only for getIDToken (OIDC), which this action never calls, and with
// it comes undici: about 1 MB of the bundle and 40 ms of every step's start-up.
const NOT_BUNDLED = '@actions/http-client is not bundled with this action (see src/bundle-stubs)'

export class HttpClient {
  constructor() {
    throw new Error(NOT_BUNDLED)
  }
}

export class BearerCredentialHandler {
  constructor() {
    throw new Error(NOT_BUNDLED)
  }
}
