export const id = 51;
export const ids = [51];
export const modules = {

/***/ 8789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubApi: () => (/* binding */ createGitHubApi)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1075);
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3689);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(734);



function createGitHubApi(token) {
    const baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com';
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, { baseUrl, request: { fetch: proxyAwareFetch(baseUrl) } });
    return {
        async getRun(repository, runId, etag, signal) {
            const [owner, repo] = repository.split('/');
            try {
                const response = await octokit.rest.actions.getWorkflowRun({
                    owner,
                    repo,
                    run_id: Number(runId),
                    headers: etag === undefined ? {} : { 'if-none-match': etag },
                    request: { signal }
                });
                const data = response.data;
                return {
                    status: response.status,
                    headers: stringHeaders(response.headers),
                    run: {
                        status: data.status,
                        conclusion: data.conclusion,
                        runAttempt: data.run_attempt,
                        updatedAt: data.updated_at,
                        htmlUrl: data.html_url
                    }
                };
            }
            catch (error) {
                return failedAnswer(error);
            }
        }
    };
}
/** Octokit throws on every status but 2xx (304 included): turn that back into an answer. */
function failedAnswer(error) {
    const failure = error;
    const response = failure.response;
    if (response === undefined) {
        // No HTTP answer: Octokit reports a network failure or an abort as status 500 without a
        // response; it is no answer at all.
        return { status: 0, headers: {}, message: failure.message ?? String(error) };
    }
    const data = response.data;
    return {
        status: response.status,
        headers: stringHeaders(response.headers),
        message: typeof data?.message === 'string' ? data.message : failure.message
    };
}
function stringHeaders(headers) {
    const result = {};
    for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined && value !== null)
            result[name.toLowerCase()] = String(value);
    }
    return result;
}
/** undici's fetch, through a proxy when the environment names one for the API's address. */
function proxyAwareFetch(baseUrl) {
    const proxy = (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__/* .getProxyUrl */ .s)(new URL(baseUrl));
    let dispatcher;
    if (proxy?.hostname) {
        const credentials = proxy.username || proxy.password
            ? `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}`
            : undefined;
        dispatcher = new undici__WEBPACK_IMPORTED_MODULE_2__/* .ProxyAgent */ .kT({
            uri: proxy.href,
            ...(credentials === undefined ? {} : { token: credentials })
        });
    }
    return (url, init) => (0,undici__WEBPACK_IMPORTED_MODULE_2__/* .fetch */ .hd)(url, { ...init, dispatcher });
}


/***/ }),

/***/ 279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ HttpClient)
/* harmony export */ });
/* unused harmony export BearerCredentialHandler */
// Stands in for @actions/http-client in the bundles (src/tsconfig.json maps it here).
// @actions/core imports it only for getIDToken (OIDC), which this action never calls, and with
// it comes undici: about 1 MB of the bundle and 40 ms of every step's start-up.
//
// @actions/github imports it too: loading, it builds its default transport from
// getAgent/getAgentDispatcher, so those answer "no agent" here. The action hands its client a
// transport of its own (src/action/github-api.ts), so they are never used for a request; every
// request method fails, naming this stub.
const NOT_BUNDLED = '@actions/http-client is not bundled with this action (see src/bundle-stubs)';
class HttpClient {
    getAgent() {
        return undefined;
    }
    getAgentDispatcher() {
        return undefined;
    }
    request() {
        throw new Error(NOT_BUNDLED);
    }
    getJson() {
        throw new Error(NOT_BUNDLED);
    }
}
class BearerCredentialHandler {
    constructor() {
        throw new Error(NOT_BUNDLED);
    }
}


/***/ })

};
