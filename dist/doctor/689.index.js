export const id = 689;

export const ids = [ 689 ];

export const modules = {
    4689: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            fromHttp: () => fromHttp
        });
        var setCredentialFeature = __webpack_require__(727);
        var CredentialsProviderError = __webpack_require__(9902);
        var node_http_handler = __webpack_require__(417);
        var promises_ = __webpack_require__(1455);
        var promises_default = __webpack_require__.n(promises_);
        var httpRequest = __webpack_require__(1871);
        var date_utils = __webpack_require__(8227);
        var sdk_stream_mixin = __webpack_require__(6568);
        const fromHttp = (options = {}) => {
            options.logger?.debug("@aws-sdk/credential-provider-http - fromHttp");
            let host;
            const relative = options.awsContainerCredentialsRelativeUri ?? process.env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI;
            const full = options.awsContainerCredentialsFullUri ?? process.env.AWS_CONTAINER_CREDENTIALS_FULL_URI;
            const token = options.awsContainerAuthorizationToken ?? process.env.AWS_CONTAINER_AUTHORIZATION_TOKEN;
            const tokenFile = options.awsContainerAuthorizationTokenFile ?? process.env.AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE;
            const warn = "NoOpLogger" !== options.logger?.constructor?.name && options.logger?.warn ? options.logger.warn.bind(options.logger) : console.warn;
            if (relative && full) {
                warn("@aws-sdk/credential-provider-http: you have set both awsContainerCredentialsRelativeUri and awsContainerCredentialsFullUri.");
                warn("awsContainerCredentialsRelativeUri will take precedence.");
            }
            if (token && tokenFile) {
                warn("@aws-sdk/credential-provider-http: you have set both awsContainerAuthorizationToken and awsContainerAuthorizationTokenFile.");
                warn("awsContainerAuthorizationTokenFile will take precedence.");
            }
            if (relative) host = `http://169.254.170.2${relative}`; else {
                if (!full) throw new CredentialsProviderError.C("No HTTP credential provider host provided.\nSet AWS_CONTAINER_CREDENTIALS_FULL_URI or AWS_CONTAINER_CREDENTIALS_RELATIVE_URI.", {
                    logger: options.logger
                });
                host = full;
            }
            const url = new URL(host);
            ((url, logger) => {
                if ("https:" !== url.protocol && "169.254.170.2" !== url.hostname && "169.254.170.23" !== url.hostname && "[fd00:ec2::23]" !== url.hostname) {
                    if (url.hostname.includes("[")) {
                        if ("[::1]" === url.hostname || "[0000:0000:0000:0000:0000:0000:0000:0001]" === url.hostname) return;
                    } else {
                        if ("localhost" === url.hostname) return;
                        const ipComponents = url.hostname.split(".");
                        const inRange = component => {
                            const num = parseInt(component, 10);
                            return 0 <= num && num <= 255;
                        };
                        if ("127" === ipComponents[0] && inRange(ipComponents[1]) && inRange(ipComponents[2]) && inRange(ipComponents[3]) && 4 === ipComponents.length) return;
                    }
                    throw new CredentialsProviderError.C("URL not accepted. It must either be HTTPS or match one of the following:\n  - loopback CIDR 127.0.0.0/8 or [::1/128]\n  - ECS container host 169.254.170.2\n  - EKS container host 169.254.170.23 or [fd00:ec2::23]", {
                        logger
                    });
                }
            })(url, options.logger);
            const requestHandler = node_http_handler.$.create({
                connectionTimeout: options.timeout ?? 1e3
            });
            const requestTimeout = options.timeout ?? 1e3;
            const provider = (toRetry = async () => {
                const request = function createGetRequest(url) {
                    return new httpRequest.K({
                        protocol: url.protocol,
                        hostname: url.hostname,
                        port: Number(url.port),
                        path: url.pathname,
                        query: Array.from(url.searchParams.entries()).reduce((acc, [k, v]) => {
                            acc[k] = v;
                            return acc;
                        }, {}),
                        fragment: url.hash
                    });
                }(url);
                tokenFile ? request.headers.Authorization = validateToken((await promises_default().readFile(tokenFile)).toString()) : token && (request.headers.Authorization = validateToken(token));
                try {
                    return async function getCredentials(response, logger) {
                        const stream = (0, sdk_stream_mixin.c)(response.body);
                        const str = await stream.transformToString();
                        if (200 === response.statusCode) {
                            const parsed = JSON.parse(str);
                            if ("string" != typeof parsed.AccessKeyId || "string" != typeof parsed.SecretAccessKey || "string" != typeof parsed.Token || "string" != typeof parsed.Expiration) throw new CredentialsProviderError.C("HTTP credential provider response not of the required format, an object matching: { AccessKeyId: string, SecretAccessKey: string, Token: string, Expiration: string(rfc3339) }", {
                                logger
                            });
                            return {
                                accessKeyId: parsed.AccessKeyId,
                                secretAccessKey: parsed.SecretAccessKey,
                                sessionToken: parsed.Token,
                                expiration: (0, date_utils.EI)(parsed.Expiration)
                            };
                        }
                        if (response.statusCode >= 400 && response.statusCode < 500) {
                            let parsedBody = {};
                            try {
                                parsedBody = JSON.parse(str);
                            } catch (e) {}
                            throw Object.assign(new CredentialsProviderError.C(`Server responded with status: ${response.statusCode}`, {
                                logger
                            }), {
                                Code: parsedBody.Code,
                                Message: parsedBody.Message
                            });
                        }
                        throw new CredentialsProviderError.C(`Server responded with status: ${response.statusCode}`, {
                            logger
                        });
                    }((await requestHandler.handle(request, {
                        requestTimeout
                    })).response).then(creds => (0, setCredentialFeature.g)(creds, "CREDENTIALS_HTTP", "z"));
                } catch (e) {
                    throw new CredentialsProviderError.C(String(e), {
                        logger: options.logger
                    });
                }
            }, maxRetries = options.maxRetries ?? 3, delayMs = options.timeout ?? 1e3, async () => {
                for (let i = 0; i < maxRetries; ++i) try {
                    return await toRetry();
                } catch (e) {
                    await new Promise(resolve => setTimeout(resolve, delayMs));
                }
                return await toRetry();
            });
            var toRetry, maxRetries, delayMs;
            return async () => {
                try {
                    return await provider();
                } finally {
                    requestHandler.destroy?.();
                }
            };
        };
        const validateToken = token => {
            if (token.includes("\r\n")) throw new CredentialsProviderError.C("Authorization token contains invalid \\r\\n sequence.");
            return token;
        };
    })
};