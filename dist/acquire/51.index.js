export const id = 51;

export const ids = [ 51 ];

export const modules = {
    8789: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            createGitHubApi: () => createGitHubApi
        });
        var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1075);
        var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3689);
        var undici__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(734);
        function createGitHubApi(token) {
            const baseUrl = process.env.GITHUB_API_URL || "https://api.github.com";
            const octokit = (0, _actions_github__WEBPACK_IMPORTED_MODULE_0__.Q)(token, {
                baseUrl,
                request: {
                    fetch: proxyAwareFetch(baseUrl)
                }
            });
            return {
                async getRun(repository, runId, etag, signal) {
                    const [owner, repo] = repository.split("/");
                    try {
                        const response = await octokit.rest.actions.getWorkflowRun({
                            owner,
                            repo,
                            run_id: Number(runId),
                            headers: void 0 === etag ? {} : {
                                "if-none-match": etag
                            },
                            request: {
                                signal
                            }
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
                    } catch (error) {
                        return failedAnswer(error);
                    }
                },
                async cancelRun(repository, runId, signal) {
                    const [owner, repo] = repository.split("/");
                    try {
                        const response = await octokit.rest.actions.cancelWorkflowRun({
                            owner,
                            repo,
                            run_id: Number(runId),
                            request: {
                                signal
                            }
                        });
                        return {
                            status: response.status,
                            headers: stringHeaders(response.headers)
                        };
                    } catch (error) {
                        return failedAnswer(error);
                    }
                }
            };
        }
        function failedAnswer(error) {
            const failure = error;
            const response = failure.response;
            if (void 0 === response) return {
                status: 0,
                headers: {},
                message: failure.message ?? String(error)
            };
            const data = response.data;
            return {
                status: response.status,
                headers: stringHeaders(response.headers),
                message: "string" == typeof data?.message ? data.message : failure.message
            };
        }
        function stringHeaders(headers) {
            const result = {};
            for (const [name, value] of Object.entries(headers)) null != value && (result[name.toLowerCase()] = String(value));
            return result;
        }
        function proxyAwareFetch(baseUrl) {
            const proxy = (0, _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__.s)(new URL(baseUrl));
            let dispatcher;
            if (proxy?.hostname) {
                const credentials = proxy.username || proxy.password ? `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString("base64")}` : void 0;
                dispatcher = new undici__WEBPACK_IMPORTED_MODULE_2__.kT({
                    uri: proxy.href,
                    ...void 0 === credentials ? {} : {
                        token: credentials
                    }
                });
            }
            return (url, init) => (0, undici__WEBPACK_IMPORTED_MODULE_2__.hd)(url, {
                ...init,
                dispatcher
            });
        }
    }),
    279: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            Q: () => HttpClient
        });
        const NOT_BUNDLED = "@actions/http-client is not bundled with this action (see src/bundle-stubs)";
        class HttpClient {
            getAgent() {}
            getAgentDispatcher() {}
            request() {
                throw new Error(NOT_BUNDLED);
            }
            getJson() {
                throw new Error(NOT_BUNDLED);
            }
        }
    })
};