// Stands in for @actions/http-client in the bundles (src/tsconfig.json maps it here).
// @actions/core imports it only for getIDToken (OIDC), which this action never calls, and with
// it comes undici: about 1 MB of the bundle and 40 ms of every step's start-up.
//
// @actions/github imports it too: loading, it builds its default transport from
// getAgent/getAgentDispatcher, so those answer "no agent" here. The action hands its client a
// transport of its own (src/action/github-api.ts), so they are never used for a request; every
// request method fails, naming this stub.
const NOT_BUNDLED = '@actions/http-client is not bundled with this action (see src/bundle-stubs)'

export class HttpClient {
  getAgent(): undefined {
    return undefined
  }

  getAgentDispatcher(): undefined {
    return undefined
  }

  request(): never {
    throw new Error(NOT_BUNDLED)
  }

  getJson(): never {
    throw new Error(NOT_BUNDLED)
  }
}

export class BearerCredentialHandler {
  constructor() {
    throw new Error(NOT_BUNDLED)
  }
}
