export const id = 40;

export const ids = [ 40 ];

export const modules = {
    2040: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            ENV_CMDS_FULL_URI: () => ENV_CMDS_FULL_URI,
            ENV_CMDS_RELATIVE_URI: () => ENV_CMDS_RELATIVE_URI,
            fromContainerMetadata: () => fromContainerMetadata,
            fromInstanceMetadata: () => fromInstanceMetadata
        });
        var CredentialsProviderError = __webpack_require__(9902);
        const isImdsCredentials = arg => Boolean(arg) && "object" == typeof arg && "string" == typeof arg.AccessKeyId && "string" == typeof arg.SecretAccessKey && "string" == typeof arg.Token && "string" == typeof arg.Expiration;
        const fromImdsCredentials = creds => ({
            accessKeyId: creds.AccessKeyId,
            secretAccessKey: creds.SecretAccessKey,
            sessionToken: creds.Token,
            expiration: new Date(creds.Expiration),
            ...creds.AccountId && {
                accountId: creds.AccountId
            }
        });
        const providerConfigFromInit = ({maxRetries = 0, timeout = 1e3}) => ({
            maxRetries,
            timeout
        });
        var ProviderError = __webpack_require__(2348);
        var external_node_http_ = __webpack_require__(7067);
        var external_node_http_default = __webpack_require__.n(external_node_http_);
        function httpRequest(options) {
            return new Promise((resolve, reject) => {
                const req = external_node_http_default().request({
                    method: "GET",
                    ...options,
                    hostname: options.hostname?.replace(/^\[(.+)\]$/, "$1")
                });
                req.on("error", err => {
                    reject(Object.assign(new ProviderError.m("Unable to connect to instance metadata service"), err));
                    req.destroy();
                });
                req.on("timeout", () => {
                    reject(new ProviderError.m("TimeoutError from instance metadata service"));
                    req.destroy();
                });
                req.on("response", res => {
                    const {statusCode = 400} = res;
                    if (statusCode < 200 || 300 <= statusCode) {
                        reject(Object.assign(new ProviderError.m("Error response received from instance metadata service"), {
                            statusCode
                        }));
                        req.destroy();
                    }
                    const chunks = [];
                    res.on("data", chunk => {
                        chunks.push(chunk);
                    });
                    res.on("end", () => {
                        resolve(Buffer.concat(chunks));
                        req.destroy();
                    });
                });
                req.end();
            });
        }
        const retry = (toRetry, maxRetries) => {
            let promise = toRetry();
            for (let i = 0; i < maxRetries; i++) promise = promise.catch(toRetry);
            return promise;
        };
        const ENV_CMDS_FULL_URI = "AWS_CONTAINER_CREDENTIALS_FULL_URI";
        const ENV_CMDS_RELATIVE_URI = "AWS_CONTAINER_CREDENTIALS_RELATIVE_URI";
        const fromContainerMetadata = (init = {}) => {
            const {timeout, maxRetries} = providerConfigFromInit(init);
            return () => retry(async () => {
                const requestOptions = await getCmdsUri({
                    logger: init.logger
                });
                const credsResponse = JSON.parse(await requestFromEcsImds(timeout, requestOptions));
                if (!isImdsCredentials(credsResponse)) throw new CredentialsProviderError.C("Invalid response received from instance metadata service.", {
                    logger: init.logger
                });
                return fromImdsCredentials(credsResponse);
            }, maxRetries);
        };
        const requestFromEcsImds = async (timeout, options) => {
            process.env.AWS_CONTAINER_AUTHORIZATION_TOKEN && (options.headers = {
                ...options.headers,
                Authorization: process.env.AWS_CONTAINER_AUTHORIZATION_TOKEN
            });
            return (await httpRequest({
                ...options,
                timeout
            })).toString();
        };
        const GREENGRASS_HOSTS = new Set([ "localhost", "127.0.0.1" ]);
        const GREENGRASS_PROTOCOLS = new Set([ "http:", "https:" ]);
        const getCmdsUri = async ({logger}) => {
            if (process.env[ENV_CMDS_RELATIVE_URI]) return {
                hostname: "169.254.170.2",
                path: process.env[ENV_CMDS_RELATIVE_URI]
            };
            if (process.env[ENV_CMDS_FULL_URI]) {
                let parsed;
                try {
                    parsed = new URL(process.env[ENV_CMDS_FULL_URI]);
                } catch {
                    throw new CredentialsProviderError.C(`${process.env[ENV_CMDS_FULL_URI]} is not a valid container metadata service URL`, {
                        tryNextLink: !1,
                        logger
                    });
                }
                if (!parsed.hostname || !GREENGRASS_HOSTS.has(parsed.hostname)) throw new CredentialsProviderError.C(`${parsed.hostname} is not a valid container metadata service hostname`, {
                    tryNextLink: !1,
                    logger
                });
                if (!parsed.protocol || !GREENGRASS_PROTOCOLS.has(parsed.protocol)) throw new CredentialsProviderError.C(`${parsed.protocol} is not a valid container metadata service protocol`, {
                    tryNextLink: !1,
                    logger
                });
                return {
                    protocol: parsed.protocol,
                    hostname: parsed.hostname,
                    path: parsed.pathname + parsed.search,
                    port: parsed.port ? parseInt(parsed.port, 10) : void 0
                };
            }
            throw new CredentialsProviderError.C(`The container metadata credential provider cannot be used unless the ${ENV_CMDS_RELATIVE_URI} or ${ENV_CMDS_FULL_URI} environment variable is set`, {
                tryNextLink: !1,
                logger
            });
        };
        var configLoader = __webpack_require__(3559);
        class InstanceMetadataV1FallbackError extends CredentialsProviderError.C {
            tryNextLink;
            name="InstanceMetadataV1FallbackError";
            constructor(message, tryNextLink = !0) {
                super(message, tryNextLink);
                this.tryNextLink = tryNextLink;
                Object.setPrototypeOf(this, InstanceMetadataV1FallbackError.prototype);
            }
        }
        var parseUrl = __webpack_require__(6663);
        var Endpoint;
        (function(Endpoint) {
            Endpoint.IPv4 = "http://169.254.169.254";
            Endpoint.IPv6 = "http://[fd00:ec2::254]";
        })(Endpoint || (Endpoint = {}));
        const ENDPOINT_CONFIG_OPTIONS = {
            environmentVariableSelector: env => env.AWS_EC2_METADATA_SERVICE_ENDPOINT,
            configFileSelector: profile => profile.ec2_metadata_service_endpoint,
            default: void 0
        };
        var EndpointMode;
        (function(EndpointMode) {
            EndpointMode.IPv4 = "IPv4";
            EndpointMode.IPv6 = "IPv6";
        })(EndpointMode || (EndpointMode = {}));
        const ENDPOINT_MODE_CONFIG_OPTIONS = {
            environmentVariableSelector: env => env.AWS_EC2_METADATA_SERVICE_ENDPOINT_MODE,
            configFileSelector: profile => profile.ec2_metadata_service_endpoint_mode,
            default: EndpointMode.IPv4
        };
        const getExtendedInstanceMetadataCredentials = (credentials, logger) => {
            const refreshInterval = 300 + Math.floor(300 * Math.random());
            const newExpiration = new Date(Date.now() + 1e3 * refreshInterval);
            logger.warn(`Attempting credential expiration extension due to a credential service availability issue. A refresh of these credentials will be attempted after ${new Date(newExpiration)}.\nFor more information, please visit: https://docs.aws.amazon.com/sdkref/latest/guide/feature-static-credentials.html`);
            const originalExpiration = credentials.originalExpiration ?? credentials.expiration;
            return {
                ...credentials,
                ...originalExpiration ? {
                    originalExpiration
                } : {},
                expiration: newExpiration
            };
        };
        const IMDS_PATH = "/latest/meta-data/iam/security-credentials/";
        const X_AWS_EC2_METADATA_TOKEN = "x-aws-ec2-metadata-token";
        const fromInstanceMetadata = (init = {}) => ((provider, options = {}) => {
            const logger = options?.logger || console;
            let pastCredentials;
            return async () => {
                let credentials;
                try {
                    credentials = await provider();
                    credentials.expiration && credentials.expiration.getTime() < Date.now() && (credentials = getExtendedInstanceMetadataCredentials(credentials, logger));
                } catch (e) {
                    if (!pastCredentials) throw e;
                    logger.warn("Credential renew failed: ", e);
                    credentials = getExtendedInstanceMetadataCredentials(pastCredentials, logger);
                }
                pastCredentials = credentials;
                return credentials;
            };
        })(getInstanceMetadataProvider(init), {
            logger: init.logger
        });
        const getInstanceMetadataProvider = (init = {}) => {
            let disableFetchToken = !1;
            const {logger, profile} = init;
            const {timeout, maxRetries} = providerConfigFromInit(init);
            const getCredentials = async (maxRetries, options) => {
                if (disableFetchToken || null == options.headers?.["x-aws-ec2-metadata-token"]) {
                    let fallbackBlockedFromProfile = !1;
                    let fallbackBlockedFromProcessEnv = !1;
                    const configValue = await (0, configLoader.Z)({
                        environmentVariableSelector: env => {
                            const envValue = env.AWS_EC2_METADATA_V1_DISABLED;
                            fallbackBlockedFromProcessEnv = !!envValue && "false" !== envValue;
                            if (void 0 === envValue) throw new CredentialsProviderError.C("AWS_EC2_METADATA_V1_DISABLED not set in env, checking config file next.", {
                                logger: init.logger
                            });
                            return fallbackBlockedFromProcessEnv;
                        },
                        configFileSelector: profile => {
                            const profileValue = profile.ec2_metadata_v1_disabled;
                            fallbackBlockedFromProfile = !!profileValue && "false" !== profileValue;
                            return fallbackBlockedFromProfile;
                        },
                        default: !1
                    }, {
                        profile
                    })();
                    if (init.ec2MetadataV1Disabled || configValue) {
                        const causes = [];
                        init.ec2MetadataV1Disabled && causes.push("credential provider initialization (runtime option ec2MetadataV1Disabled)");
                        fallbackBlockedFromProfile && causes.push("config file profile (ec2_metadata_v1_disabled)");
                        fallbackBlockedFromProcessEnv && causes.push("process environment variable (AWS_EC2_METADATA_V1_DISABLED)");
                        throw new InstanceMetadataV1FallbackError(`AWS EC2 Metadata v1 fallback has been blocked by AWS SDK configuration in the following: [${causes.join(", ")}].`);
                    }
                }
                const imdsProfile = (await retry(async () => {
                    let profile;
                    try {
                        profile = await getProfile(options);
                    } catch (err) {
                        401 === err.statusCode && (disableFetchToken = !1);
                        throw err;
                    }
                    return profile;
                }, maxRetries)).trim();
                return retry(async () => {
                    let creds;
                    try {
                        creds = await getCredentialsFromProfile(imdsProfile, options, init);
                    } catch (err) {
                        401 === err.statusCode && (disableFetchToken = !1);
                        throw err;
                    }
                    return creds;
                }, maxRetries);
            };
            return async () => {
                const endpoint = await (async () => (0, parseUrl.D)(await (async () => (0, configLoader.Z)(ENDPOINT_CONFIG_OPTIONS)())() || await (async () => {
                    const endpointMode = await (0, configLoader.Z)(ENDPOINT_MODE_CONFIG_OPTIONS)();
                    switch (endpointMode) {
                      case EndpointMode.IPv4:
                        return Endpoint.IPv4;

                      case EndpointMode.IPv6:
                        return Endpoint.IPv6;

                      default:
                        throw new Error(`Unsupported endpoint mode: ${endpointMode}. Select from ${Object.values(EndpointMode)}`);
                    }
                })()))();
                if (disableFetchToken) {
                    logger?.debug("AWS SDK Instance Metadata", "using v1 fallback (no token fetch)");
                    return getCredentials(maxRetries, {
                        ...endpoint,
                        timeout
                    });
                }
                {
                    let token;
                    try {
                        token = (await getMetadataToken({
                            ...endpoint,
                            timeout
                        })).toString();
                    } catch (error) {
                        if (400 === error?.statusCode) throw Object.assign(error, {
                            message: "EC2 Metadata token request returned error"
                        });
                        ("TimeoutError" === error.message || [ 403, 404, 405 ].includes(error.statusCode)) && (disableFetchToken = !0);
                        logger?.debug("AWS SDK Instance Metadata", "using v1 fallback (initial)");
                        return getCredentials(maxRetries, {
                            ...endpoint,
                            timeout
                        });
                    }
                    return getCredentials(maxRetries, {
                        ...endpoint,
                        headers: {
                            [X_AWS_EC2_METADATA_TOKEN]: token
                        },
                        timeout
                    });
                }
            };
        };
        const getMetadataToken = async options => httpRequest({
            ...options,
            path: "/latest/api/token",
            method: "PUT",
            headers: {
                "x-aws-ec2-metadata-token-ttl-seconds": "21600"
            }
        });
        const getProfile = async options => (await httpRequest({
            ...options,
            path: IMDS_PATH
        })).toString();
        const getCredentialsFromProfile = async (profile, options, init) => {
            const credentialsResponse = JSON.parse((await httpRequest({
                ...options,
                path: IMDS_PATH + profile
            })).toString());
            if (!isImdsCredentials(credentialsResponse)) throw new CredentialsProviderError.C("Invalid response received from instance metadata service.", {
                logger: init.logger
            });
            return fromImdsCredentials(credentialsResponse);
        };
    })
};