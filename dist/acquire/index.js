import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";

var __webpack_modules__ = {
    8739: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            I: () => emitWarningIfUnsupportedVersion
        });
        const state = {
            warningEmitted: !1
        };
        const emitWarningIfUnsupportedVersion = version => {
            if (version && !state.warningEmitted) {
                if ("true" === process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED) {
                    state.warningEmitted = !0;
                    return;
                }
                const vv = 22;
                if (parseInt(version.substring(1, version.indexOf("."))) < vv) {
                    state.warningEmitted = !0;
                    process.emitWarning(`NodeVersionSupportWarning: The AWS SDK for JavaScript (v3)\nversions published after the first week of January 2027\nwill require node >=${vv}. You are running node ${version}.\n\nTo continue receiving updates to AWS services, bug fixes,\nand security updates please upgrade to node >=${vv}.\n\nMore information can be found at: https://a.co/c895JFp`);
                }
            }
        };
    }),
    4405: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            OV: () => resolveHostHeaderConfig,
            TC: () => getHostHeaderPlugin
        });
        var _smithy_core_protocols__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1871);
        function resolveHostHeaderConfig(input) {
            return input;
        }
        const hostHeaderMiddlewareOptions = {
            name: "hostHeaderMiddleware",
            step: "build",
            priority: "low",
            tags: [ "HOST" ],
            override: !0
        };
        const getHostHeaderPlugin = options => ({
            applyToStack: clientStack => {
                clientStack.add((options => next => async args => {
                    if (!_smithy_core_protocols__WEBPACK_IMPORTED_MODULE_0__.K.isInstance(args.request)) return next(args);
                    const {request} = args;
                    const {handlerProtocol = ""} = options.requestHandler.metadata || {};
                    if (handlerProtocol.indexOf("h2") >= 0 && !request.headers[":authority"]) {
                        delete request.headers.host;
                        request.headers[":authority"] = request.hostname + (request.port ? ":" + request.port : "");
                    } else if (!request.headers.host) {
                        let host = request.hostname;
                        null != request.port && (host += `:${request.port}`);
                        request.headers.host = host;
                    }
                    return next(args);
                })(options), hostHeaderMiddlewareOptions);
            }
        });
    }),
    1478: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Y7: () => getLoggerPlugin
        });
        const loggerMiddlewareOptions = {
            name: "loggerMiddleware",
            tags: [ "LOGGER" ],
            step: "initialize",
            override: !0
        };
        const getLoggerPlugin = options => ({
            applyToStack: clientStack => {
                clientStack.add((next, context) => async args => {
                    try {
                        const response = await next(args);
                        const {clientName, commandName, logger, dynamoDbDocumentClientOptions = {}} = context;
                        const {overrideInputFilterSensitiveLog, overrideOutputFilterSensitiveLog} = dynamoDbDocumentClientOptions;
                        const inputFilterSensitiveLog = overrideInputFilterSensitiveLog ?? context.inputFilterSensitiveLog;
                        const outputFilterSensitiveLog = overrideOutputFilterSensitiveLog ?? context.outputFilterSensitiveLog;
                        const {$metadata, ...outputWithoutMetadata} = response.output;
                        logger?.info?.({
                            clientName,
                            commandName,
                            input: inputFilterSensitiveLog(args.input),
                            output: outputFilterSensitiveLog(outputWithoutMetadata),
                            metadata: $metadata
                        });
                        return response;
                    } catch (error) {
                        const {clientName, commandName, logger, dynamoDbDocumentClientOptions = {}} = context;
                        const {overrideInputFilterSensitiveLog} = dynamoDbDocumentClientOptions;
                        const inputFilterSensitiveLog = overrideInputFilterSensitiveLog ?? context.inputFilterSensitiveLog;
                        logger?.error?.({
                            clientName,
                            commandName,
                            input: inputFilterSensitiveLog(args.input),
                            error,
                            metadata: error.$metadata
                        });
                        throw error;
                    }
                }, loggerMiddlewareOptions);
            }
        });
    }),
    8032: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            n: () => getRecursionDetectionPlugin
        });
        const recursionDetectionMiddlewareOptions = {
            step: "build",
            tags: [ "RECURSION_DETECTION", "TRACE_CONTEXT_PROPAGATION" ],
            name: "recursionDetectionMiddleware",
            override: !0,
            priority: "low"
        };
        const PROTECTED_KEYS = {
            REQUEST_ID: Symbol.for("_AWS_LAMBDA_REQUEST_ID"),
            X_RAY_TRACE_ID: Symbol.for("_AWS_LAMBDA_X_RAY_TRACE_ID"),
            TENANT_ID: Symbol.for("_AWS_LAMBDA_TENANT_ID"),
            TRACEPARENT: Symbol.for("_AWS_LAMBDA_TRACEPARENT"),
            TRACESTATE: Symbol.for("_AWS_LAMBDA_TRACESTATE"),
            BAGGAGE: Symbol.for("_AWS_LAMBDA_BAGGAGE")
        };
        const NO_GLOBAL_AWS_LAMBDA = [ "true", "1" ].includes(process.env?.AWS_LAMBDA_NODEJS_NO_GLOBAL_AWSLAMBDA ?? "");
        NO_GLOBAL_AWS_LAMBDA || (globalThis.awslambda = globalThis.awslambda || {});
        class InvokeStoreBase {
            static PROTECTED_KEYS=PROTECTED_KEYS;
            isProtectedKey(key) {
                return Object.values(PROTECTED_KEYS).includes(key);
            }
            getRequestId() {
                return this.get(PROTECTED_KEYS.REQUEST_ID) ?? "-";
            }
            getXRayTraceId() {
                return this.get(PROTECTED_KEYS.X_RAY_TRACE_ID);
            }
            getTenantId() {
                return this.get(PROTECTED_KEYS.TENANT_ID);
            }
            getTraceparent() {
                return this.get(PROTECTED_KEYS.TRACEPARENT);
            }
            getTracestate() {
                return this.get(PROTECTED_KEYS.TRACESTATE);
            }
            getBaggage() {
                return this.get(PROTECTED_KEYS.BAGGAGE);
            }
        }
        class InvokeStoreSingle extends InvokeStoreBase {
            currentContext;
            getContext() {
                return this.currentContext;
            }
            hasContext() {
                return void 0 !== this.currentContext;
            }
            get(key) {
                return this.currentContext?.[key];
            }
            set(key, value) {
                if (this.isProtectedKey(key)) throw new Error(`Cannot modify protected Lambda context field: ${String(key)}`);
                this.currentContext = this.currentContext || {};
                this.currentContext[key] = value;
            }
            run(context, fn) {
                this.currentContext = context;
                return fn();
            }
        }
        class InvokeStoreMulti extends InvokeStoreBase {
            als;
            static async create() {
                const instance = new InvokeStoreMulti;
                const asyncHooks = await Promise.resolve().then(__nccwpck_require__.t.bind(__nccwpck_require__, 6698, 23));
                instance.als = new asyncHooks.AsyncLocalStorage;
                return instance;
            }
            getContext() {
                return this.als.getStore();
            }
            hasContext() {
                return void 0 !== this.als.getStore();
            }
            get(key) {
                return this.als.getStore()?.[key];
            }
            set(key, value) {
                if (this.isProtectedKey(key)) throw new Error(`Cannot modify protected Lambda context field: ${String(key)}`);
                const store = this.als.getStore();
                if (!store) throw new Error("No context available");
                store[key] = value;
            }
            run(context, fn) {
                return this.als.run(context, fn);
            }
        }
        var InvokeStore;
        (function(InvokeStore) {
            let instance = null;
            InvokeStore.getInstanceAsync = async function getInstanceAsync(forceInvokeStoreMulti) {
                instance || (instance = (async () => {
                    const newInstance = !0 === forceInvokeStoreMulti || "AWS_LAMBDA_MAX_CONCURRENCY" in process.env ? await InvokeStoreMulti.create() : new InvokeStoreSingle;
                    if (!NO_GLOBAL_AWS_LAMBDA && globalThis.awslambda?.InvokeStore) return globalThis.awslambda.InvokeStore;
                    if (!NO_GLOBAL_AWS_LAMBDA && globalThis.awslambda) {
                        globalThis.awslambda.InvokeStore = newInstance;
                        return newInstance;
                    }
                    return newInstance;
                })());
                return instance;
            };
            InvokeStore._testing = "1" === process.env.AWS_LAMBDA_BENCHMARK_MODE ? {
                reset: () => {
                    instance = null;
                    globalThis.awslambda?.InvokeStore && delete globalThis.awslambda.InvokeStore;
                    globalThis.awslambda = {
                        InvokeStore: void 0
                    };
                }
            } : void 0;
        })(InvokeStore || (InvokeStore = {}));
        var httpRequest = __nccwpck_require__(1871);
        const getRecursionDetectionPlugin = options => ({
            applyToStack: clientStack => {
                clientStack.add(next => async args => {
                    const {request} = args;
                    if (!httpRequest.K.isInstance(request)) return next(args);
                    let invokeStore;
                    {
                        const traceIdHeader = Object.keys(request.headers ?? {}).find(h => h.toLowerCase() === "X-Amzn-Trace-Id".toLowerCase()) ?? "X-Amzn-Trace-Id";
                        if (!request.headers.hasOwnProperty(traceIdHeader)) {
                            const functionName = process.env.AWS_LAMBDA_FUNCTION_NAME;
                            const traceIdFromEnv = process.env._X_AMZN_TRACE_ID;
                            invokeStore ??= await InvokeStore.getInstanceAsync();
                            const traceIdFromInvokeStore = invokeStore?.getXRayTraceId();
                            const traceId = traceIdFromInvokeStore ?? traceIdFromEnv;
                            const nonEmptyString = str => "string" == typeof str && str.length > 0;
                            nonEmptyString(functionName) && nonEmptyString(traceId) && (request.headers["X-Amzn-Trace-Id"] = traceId);
                        }
                    }
                    (function sanitizeTraceHeaders(headers) {
                        for (const header of Object.keys(headers)) {
                            const lower = header.toLowerCase();
                            if (header !== lower && ("traceparent" === lower || "tracestate" === lower || "baggage" === lower)) {
                                headers[lower] = headers[header];
                                delete headers[header];
                            }
                        }
                    })(request.headers);
                    if (!request.headers.traceparent) {
                        const traceparent = (invokeStore ??= await InvokeStore.getInstanceAsync())?.getTraceparent?.();
                        if (traceparent) {
                            request.headers.traceparent = traceparent;
                            const tracestate = invokeStore?.getTracestate?.();
                            tracestate && (request.headers.tracestate = tracestate);
                            const baggage = invokeStore?.getBaggage?.();
                            baggage && (request.headers.baggage = baggage);
                        }
                    }
                    return next(args);
                }, recursionDetectionMiddlewareOptions);
            }
        });
    }),
    6868: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            D: () => resolveUserAgentConfig,
            b: () => DEFAULT_UA_APP_ID
        });
        var _smithy_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1944);
        const DEFAULT_UA_APP_ID = void 0;
        function resolveUserAgentConfig(input) {
            const normalizedAppIdProvider = (0, _smithy_core__WEBPACK_IMPORTED_MODULE_0__.t)(input.userAgentAppId ?? DEFAULT_UA_APP_ID);
            const {customUserAgent} = input;
            return Object.assign(input, {
                customUserAgent: "string" == typeof customUserAgent ? [ [ customUserAgent ] ] : customUserAgent,
                userAgentAppId: async () => {
                    const appId = await normalizedAppIdProvider();
                    if (!function isValidUserAgentAppId(appId) {
                        return void 0 === appId || "string" == typeof appId && appId.length <= 50;
                    }(appId)) {
                        const logger = "NoOpLogger" !== input.logger?.constructor?.name && input.logger ? input.logger : console;
                        "string" != typeof appId ? logger?.warn("userAgentAppId must be a string or undefined.") : appId.length > 50 && logger?.warn("The provided userAgentAppId exceeds the maximum length of 50 characters.");
                    }
                    return appId;
                }
            });
        }
    }),
    9279: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            sM: () => getUserAgentPlugin
        });
        var httpRequest = __nccwpck_require__(1871);
        var partition = __nccwpck_require__(8575);
        var util_retry_config = __nccwpck_require__(9903);
        var setFeature = __nccwpck_require__(4040);
        const ACCOUNT_ID_ENDPOINT_REGEX = /\d{12}\.ddb/;
        const UA_NAME_ESCAPE_REGEX = /[^!$%&'*+\-.^_`|~\w]/g;
        const UA_VALUE_ESCAPE_REGEX = /[^!$%&'*+\-.^_`|~\w#]/g;
        const escapeUserAgent = userAgentPair => {
            const name = userAgentPair[0].split("/").map(part => part.replace(UA_NAME_ESCAPE_REGEX, "-")).join("/");
            const version = userAgentPair[1]?.replace(UA_VALUE_ESCAPE_REGEX, "-");
            const prefixSeparatorIndex = name.indexOf("/");
            const prefix = name.substring(0, prefixSeparatorIndex);
            let uaName = name.substring(prefixSeparatorIndex + 1);
            "api" === prefix && (uaName = uaName.toLowerCase());
            return [ prefix, uaName, version ].filter(item => item && item.length > 0).reduce((acc, item, index) => {
                switch (index) {
                  case 0:
                    return item;

                  case 1:
                    return `${acc}/${item}`;

                  default:
                    return `${acc}#${item}`;
                }
            }, "");
        };
        const getUserAgentMiddlewareOptions = {
            name: "getUserAgentMiddleware",
            step: "build",
            priority: "low",
            tags: [ "SET_USER_AGENT", "USER_AGENT" ],
            override: !0
        };
        const getUserAgentPlugin = config => ({
            applyToStack: clientStack => {
                clientStack.add((options = config, (next, context) => async args => {
                    const {request} = args;
                    if (!httpRequest.K.isInstance(request)) return next(args);
                    const {headers} = request;
                    const userAgent = context?.userAgent?.map(escapeUserAgent) || [];
                    const defaultUserAgent = (await options.defaultUserAgentProvider()).map(escapeUserAgent);
                    await async function checkFeatures(context, config, args) {
                        const request = args.request;
                        "rpc-v2-cbor" === request?.headers?.["smithy-protocol"] && (0, setFeature.J)(context, "PROTOCOL_RPC_V2_CBOR", "M");
                        if ("function" == typeof config.retryStrategy) {
                            const retryStrategy = await config.retryStrategy();
                            if ("string" == typeof retryStrategy.mode) switch (retryStrategy.mode) {
                              case util_retry_config.cm.ADAPTIVE:
                                (0, setFeature.J)(context, "RETRY_MODE_ADAPTIVE", "F");
                                break;

                              case util_retry_config.cm.STANDARD:
                                (0, setFeature.J)(context, "RETRY_MODE_STANDARD", "E");
                            }
                        }
                        if ("function" == typeof config.accountIdEndpointMode) {
                            const endpointV2 = context.endpointV2;
                            String(endpointV2?.url?.hostname).match(ACCOUNT_ID_ENDPOINT_REGEX) && (0, setFeature.J)(context, "ACCOUNT_ID_ENDPOINT", "O");
                            switch (await (config.accountIdEndpointMode?.())) {
                              case "disabled":
                                (0, setFeature.J)(context, "ACCOUNT_ID_MODE_DISABLED", "Q");
                                break;

                              case "preferred":
                                (0, setFeature.J)(context, "ACCOUNT_ID_MODE_PREFERRED", "P");
                                break;

                              case "required":
                                (0, setFeature.J)(context, "ACCOUNT_ID_MODE_REQUIRED", "R");
                            }
                        }
                        const identity = context.__smithy_context?.selectedHttpAuthScheme?.identity;
                        if (identity?.$source) {
                            const credentials = identity;
                            credentials.accountId && (0, setFeature.J)(context, "RESOLVED_ACCOUNT_ID", "T");
                            for (const [key, value] of Object.entries(credentials.$source ?? {})) (0, setFeature.J)(context, key, value);
                        }
                    }(context, options, args);
                    const awsContext = context;
                    defaultUserAgent.push(`m/${function encodeFeatures(features) {
                        let buffer = "";
                        for (const key in features) {
                            const val = features[key];
                            if (!(buffer.length + val.length + 1 <= 1024)) break;
                            buffer.length ? buffer += "," + val : buffer += val;
                        }
                        return buffer;
                    }(Object.assign({}, context.__smithy_context?.features, awsContext.__aws_sdk_context?.features))}`);
                    const customUserAgent = options?.customUserAgent?.map(escapeUserAgent) || [];
                    const appId = await options.userAgentAppId();
                    appId && defaultUserAgent.push(escapeUserAgent([ "app", `${appId}` ]));
                    const prefix = (0, partition.vL)();
                    const sdkUserAgentValue = (prefix ? [ prefix ] : []).concat([ ...defaultUserAgent, ...userAgent, ...customUserAgent ]).join(" ");
                    const normalUAValue = [ ...defaultUserAgent.filter(section => section.startsWith("aws-sdk-")), ...customUserAgent ].join(" ");
                    if ("browser" !== options.runtime) {
                        normalUAValue && (headers["x-amz-user-agent"] = headers["x-amz-user-agent"] ? `${headers["user-agent"]} ${normalUAValue}` : normalUAValue);
                        headers["user-agent"] = sdkUserAgentValue;
                    } else headers["x-amz-user-agent"] = sdkUserAgentValue;
                    return next({
                        ...args,
                        request
                    });
                }), getUserAgentMiddlewareOptions);
                var options;
            }
        });
    }),
    5489: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            $: () => resolveAwsRegionExtensionConfiguration,
            R: () => getAwsRegionExtensionConfiguration
        });
        const getAwsRegionExtensionConfiguration = runtimeConfig => ({
            setRegion(region) {
                runtimeConfig.region = region;
            },
            region: () => runtimeConfig.region
        });
        const resolveAwsRegionExtensionConfiguration = awsRegionExtensionConfiguration => ({
            region: awsRegionExtensionConfiguration.region()
        });
    }),
    727: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            g: () => setCredentialFeature
        });
        function setCredentialFeature(credentials, feature, value) {
            credentials.$source || (credentials.$source = {});
            credentials.$source[feature] = value;
            return credentials;
        }
    }),
    4040: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            J: () => setFeature
        });
        function setFeature(context, feature, value) {
            context.__aws_sdk_context ? context.__aws_sdk_context.features || (context.__aws_sdk_context.features = {}) : context.__aws_sdk_context = {
                features: {}
            };
            context.__aws_sdk_context.features[feature] = value;
        }
    }),
    1958: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            U: () => awsEndpointFunctions
        });
        var customEndpointFunctions = __nccwpck_require__(7228);
        var isValidHostLabel = __nccwpck_require__(6370);
        var isIpAddress = __nccwpck_require__(7298);
        const isVirtualHostableS3Bucket = (value, allowSubDomains = !1) => {
            if (allowSubDomains) {
                for (const label of value.split(".")) if (!isVirtualHostableS3Bucket(label)) return !1;
                return !0;
            }
            return !(!(0, isValidHostLabel.X)(value) || value.length < 3 || value.length > 63 || value !== value.toLowerCase() || (0, 
            isIpAddress.o)(value));
        };
        var partition = __nccwpck_require__(8575);
        const awsEndpointFunctions = {
            isVirtualHostableS3Bucket,
            parseArn: value => {
                const segments = value.split(":");
                if (segments.length < 6) return null;
                const [arn, partition, service, region, accountId, ...resourcePath] = segments;
                return "arn" !== arn || "" === partition || "" === service || "" === resourcePath.join(":") ? null : {
                    partition,
                    service,
                    region,
                    accountId,
                    resourceId: resourcePath.map(resource => resource.split("/")).flat()
                };
            },
            partition: partition.jB
        };
        customEndpointFunctions.m.aws = awsEndpointFunctions;
    }),
    8575: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            vL: () => getUserAgentPrefix,
            jB: () => partition
        });
        let selectedPartitionsInfo = {
            partitions: [ {
                id: "aws",
                outputs: {
                    dnsSuffix: "amazonaws.com",
                    dualStackDnsSuffix: "api.aws",
                    implicitGlobalRegion: "us-east-1",
                    name: "aws",
                    supportsDualStack: !0,
                    supportsFIPS: !0
                },
                regionRegex: "^(us|eu|ap|sa|ca|me|af|il|mx)\\-\\w+\\-\\d+$",
                regions: {
                    "af-south-1": {
                        description: "Africa (Cape Town)"
                    },
                    "ap-east-1": {
                        description: "Asia Pacific (Hong Kong)"
                    },
                    "ap-east-2": {
                        description: "Asia Pacific (Taipei)"
                    },
                    "ap-northeast-1": {
                        description: "Asia Pacific (Tokyo)"
                    },
                    "ap-northeast-2": {
                        description: "Asia Pacific (Seoul)"
                    },
                    "ap-northeast-3": {
                        description: "Asia Pacific (Osaka)"
                    },
                    "ap-south-1": {
                        description: "Asia Pacific (Mumbai)"
                    },
                    "ap-south-2": {
                        description: "Asia Pacific (Hyderabad)"
                    },
                    "ap-southeast-1": {
                        description: "Asia Pacific (Singapore)"
                    },
                    "ap-southeast-2": {
                        description: "Asia Pacific (Sydney)"
                    },
                    "ap-southeast-3": {
                        description: "Asia Pacific (Jakarta)"
                    },
                    "ap-southeast-4": {
                        description: "Asia Pacific (Melbourne)"
                    },
                    "ap-southeast-5": {
                        description: "Asia Pacific (Malaysia)"
                    },
                    "ap-southeast-6": {
                        description: "Asia Pacific (New Zealand)"
                    },
                    "ap-southeast-7": {
                        description: "Asia Pacific (Thailand)"
                    },
                    "aws-global": {
                        description: "aws global region"
                    },
                    "ca-central-1": {
                        description: "Canada (Central)"
                    },
                    "ca-west-1": {
                        description: "Canada West (Calgary)"
                    },
                    "eu-central-1": {
                        description: "Europe (Frankfurt)"
                    },
                    "eu-central-2": {
                        description: "Europe (Zurich)"
                    },
                    "eu-north-1": {
                        description: "Europe (Stockholm)"
                    },
                    "eu-south-1": {
                        description: "Europe (Milan)"
                    },
                    "eu-south-2": {
                        description: "Europe (Spain)"
                    },
                    "eu-west-1": {
                        description: "Europe (Ireland)"
                    },
                    "eu-west-2": {
                        description: "Europe (London)"
                    },
                    "eu-west-3": {
                        description: "Europe (Paris)"
                    },
                    "il-central-1": {
                        description: "Israel (Tel Aviv)"
                    },
                    "me-central-1": {
                        description: "Middle East (UAE)"
                    },
                    "me-south-1": {
                        description: "Middle East (Bahrain)"
                    },
                    "me-west-1": {
                        description: "Middle East (Saudi Arabia)"
                    },
                    "mx-central-1": {
                        description: "Mexico (Central)"
                    },
                    "sa-east-1": {
                        description: "South America (Sao Paulo)"
                    },
                    "sa-west-1": {
                        description: "South America (Chile)"
                    },
                    "us-east-1": {
                        description: "US East (N. Virginia)"
                    },
                    "us-east-2": {
                        description: "US East (Ohio)"
                    },
                    "us-west-1": {
                        description: "US West (N. California)"
                    },
                    "us-west-2": {
                        description: "US West (Oregon)"
                    }
                }
            }, {
                id: "aws-cn",
                outputs: {
                    dnsSuffix: "amazonaws.com.cn",
                    dualStackDnsSuffix: "api.amazonwebservices.com.cn",
                    implicitGlobalRegion: "cn-northwest-1",
                    name: "aws-cn",
                    supportsDualStack: !0,
                    supportsFIPS: !0
                },
                regionRegex: "^cn\\-\\w+\\-\\d+$",
                regions: {
                    "aws-cn-global": {
                        description: "aws-cn global region"
                    },
                    "cn-north-1": {
                        description: "China (Beijing)"
                    },
                    "cn-northwest-1": {
                        description: "China (Ningxia)"
                    }
                }
            }, {
                id: "aws-eusc",
                outputs: {
                    dnsSuffix: "amazonaws.eu",
                    dualStackDnsSuffix: "api.amazonwebservices.eu",
                    implicitGlobalRegion: "eusc-de-east-1",
                    name: "aws-eusc",
                    supportsDualStack: !0,
                    supportsFIPS: !0
                },
                regionRegex: "^eusc\\-(de)\\-\\w+\\-\\d+$",
                regions: {
                    "eusc-de-east-1": {
                        description: "AWS European Sovereign Cloud (Germany)"
                    }
                }
            }, {
                id: "aws-iso",
                outputs: {
                    dnsSuffix: "c2s.ic.gov",
                    dualStackDnsSuffix: "api.aws.ic.gov",
                    implicitGlobalRegion: "us-iso-east-1",
                    name: "aws-iso",
                    supportsDualStack: !0,
                    supportsFIPS: !0
                },
                regionRegex: "^us\\-iso\\-\\w+\\-\\d+$",
                regions: {
                    "aws-iso-global": {
                        description: "aws-iso global region"
                    },
                    "us-iso-east-1": {
                        description: "US ISO East"
                    },
                    "us-iso-west-1": {
                        description: "US ISO WEST"
                    }
                }
            }, {
                id: "aws-iso-b",
                outputs: {
                    dnsSuffix: "sc2s.sgov.gov",
                    dualStackDnsSuffix: "api.aws.scloud",
                    implicitGlobalRegion: "us-isob-east-1",
                    name: "aws-iso-b",
                    supportsDualStack: !0,
                    supportsFIPS: !0
                },
                regionRegex: "^us\\-isob\\-\\w+\\-\\d+$",
                regions: {
                    "aws-iso-b-global": {
                        description: "aws-iso-b global region"
                    },
                    "us-isob-east-1": {
                        description: "US ISOB East (Ohio)"
                    },
                    "us-isob-west-1": {
                        description: "US ISOB West"
                    }
                }
            }, {
                id: "aws-iso-e",
                outputs: {
                    dnsSuffix: "cloud.adc-e.uk",
                    dualStackDnsSuffix: "api.cloud-aws.adc-e.uk",
                    implicitGlobalRegion: "eu-isoe-west-1",
                    name: "aws-iso-e",
                    supportsDualStack: !0,
                    supportsFIPS: !0
                },
                regionRegex: "^eu\\-isoe\\-\\w+\\-\\d+$",
                regions: {
                    "aws-iso-e-global": {
                        description: "aws-iso-e global region"
                    },
                    "eu-isoe-west-1": {
                        description: "EU ISOE West"
                    }
                }
            }, {
                id: "aws-iso-f",
                outputs: {
                    dnsSuffix: "csp.hci.ic.gov",
                    dualStackDnsSuffix: "api.aws.hci.ic.gov",
                    implicitGlobalRegion: "us-isof-south-1",
                    name: "aws-iso-f",
                    supportsDualStack: !0,
                    supportsFIPS: !0
                },
                regionRegex: "^us\\-isof\\-\\w+\\-\\d+$",
                regions: {
                    "aws-iso-f-global": {
                        description: "aws-iso-f global region"
                    },
                    "us-isof-east-1": {
                        description: "US ISOF EAST"
                    },
                    "us-isof-south-1": {
                        description: "US ISOF SOUTH"
                    }
                }
            }, {
                id: "aws-us-gov",
                outputs: {
                    dnsSuffix: "amazonaws.com",
                    dualStackDnsSuffix: "api.aws",
                    implicitGlobalRegion: "us-gov-west-1",
                    name: "aws-us-gov",
                    supportsDualStack: !0,
                    supportsFIPS: !0
                },
                regionRegex: "^us\\-gov\\-\\w+\\-\\d+$",
                regions: {
                    "aws-us-gov-global": {
                        description: "aws-us-gov global region"
                    },
                    "us-gov-east-1": {
                        description: "AWS GovCloud (US-East)"
                    },
                    "us-gov-west-1": {
                        description: "AWS GovCloud (US-West)"
                    }
                }
            } ],
            version: "1.1"
        };
        const partition = value => {
            const {partitions} = selectedPartitionsInfo;
            for (const partition of partitions) {
                const {regions, outputs} = partition;
                for (const [region, regionData] of Object.entries(regions)) if (region === value) return {
                    ...outputs,
                    ...regionData
                };
            }
            for (const partition of partitions) {
                const {regionRegex, outputs} = partition;
                if (new RegExp(regionRegex).test(value)) return {
                    ...outputs
                };
            }
            const DEFAULT_PARTITION = partitions.find(partition => "aws" === partition.id);
            if (!DEFAULT_PARTITION) throw new Error("Provided region was not found in the partition array or regex, and default partition with id 'aws' doesn't exist.");
            return {
                ...DEFAULT_PARTITION.outputs
            };
        };
        const getUserAgentPrefix = () => "";
    }),
    7303: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            pf: () => createDefaultUserAgentProvider
        });
        var external_node_os_ = __nccwpck_require__(8161);
        const external_node_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");
        const createDefaultUserAgentProvider = ({serviceId, clientVersion}) => {
            const runtimeUserAgentPair = (() => {
                const runtimesToCheck = [ "deno", "bun", "llrt" ];
                for (const runtime of runtimesToCheck) if (external_node_process_namespaceObject.versions[runtime]) return [ `md/${runtime}`, external_node_process_namespaceObject.versions[runtime] ];
                return [ "md/nodejs", external_node_process_namespaceObject.versions.node ];
            })();
            return async config => {
                const sections = [ [ "aws-sdk-js", clientVersion ], [ "ua", "2.1" ], [ `os/${(0, 
                external_node_os_.platform)()}`, (0, external_node_os_.release)() ], [ "lang/js" ], runtimeUserAgentPair ];
                serviceId && sections.push([ `api/${serviceId}`, clientVersion ]);
                external_node_process_namespaceObject.env.AWS_EXECUTION_ENV && sections.push([ `exec-env/${external_node_process_namespaceObject.env.AWS_EXECUTION_ENV}` ]);
                const appId = await (config?.userAgentAppId?.());
                return appId ? [ ...sections, [ `app/${appId}` ] ] : [ ...sections ];
            };
        };
    }),
    9670: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            hV: () => NODE_APP_ID_CONFIG_OPTIONS
        });
        const NODE_APP_ID_CONFIG_OPTIONS = {
            environmentVariableSelector: env => env.AWS_SDK_UA_APP_ID,
            configFileSelector: profile => profile.sdk_ua_app_id ?? profile["sdk-ua-app-id"],
            default: __nccwpck_require__(6868).b
        };
    }),
    4011: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            S: () => AwsSdkSigV4ASigner
        });
        var _smithy_core_protocols__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1871);
        var _utils__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1972);
        var _AwsSdkSigV4Signer__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9752);
        class AwsSdkSigV4ASigner extends _AwsSdkSigV4Signer__WEBPACK_IMPORTED_MODULE_0__.f2 {
            async sign(httpRequest, identity, signingProperties) {
                if (!_smithy_core_protocols__WEBPACK_IMPORTED_MODULE_1__.K.isInstance(httpRequest)) throw new Error("The request is not an instance of `HttpRequest` and cannot be signed");
                const {config, signer, signingRegion, signingRegionSet, signingName} = await (0, 
                _AwsSdkSigV4Signer__WEBPACK_IMPORTED_MODULE_0__.pz)(signingProperties);
                const multiRegionOverride = (await (config.sigv4aSigningRegionSet?.()) ?? signingRegionSet ?? [ signingRegion ]).join(",");
                const noSkewCorrection = !0 === await (config.disableClockSkewCorrection?.());
                signingProperties._disableClockSkewCorrection = noSkewCorrection;
                if (!noSkewCorrection) {
                    signingProperties._preRequestSystemClockOffset = config.systemClockOffset;
                    signingProperties._requestSentAt = Date.now();
                }
                return await signer.sign(httpRequest, {
                    signingDate: noSkewCorrection ? new Date : (0, _utils__WEBPACK_IMPORTED_MODULE_2__.C)(config.systemClockOffset),
                    signingRegion: multiRegionOverride,
                    signingService: signingName
                });
            }
        }
    }),
    9752: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            f2: () => AwsSdkSigV4Signer,
            pz: () => validateSigningProperties
        });
        var transport_httpRequest = __nccwpck_require__(1871);
        var middleware = __nccwpck_require__(876);
        var getSkewCorrectedDate = __nccwpck_require__(1972);
        var httpResponse = __nccwpck_require__(7291);
        const getDateHeader = response => httpResponse.c.isInstance(response) ? response.headers?.date ?? response.headers?.Date : void 0;
        const getAgeHeader = response => httpResponse.c.isInstance(response) ? response.headers?.age ?? response.headers?.Age : void 0;
        const getUpdatedSystemClockOffset = (clockTime, currentSystemClockOffset, timeRequestSent, ageHeader) => {
            if (void 0 !== ageHeader) return currentSystemClockOffset;
            const serverTime = Date.parse(clockTime);
            if (Number.isNaN(serverTime)) return currentSystemClockOffset;
            const timeResponseReceived = Date.now();
            return void 0 !== timeRequestSent && timeResponseReceived - timeRequestSent > 9e5 ? currentSystemClockOffset : serverTime - timeResponseReceived;
        };
        const throwSigningPropertyError = (name, property) => {
            if (!property) throw new Error(`Property \`${name}\` is not resolved for AWS SDK SigV4Auth`);
            return property;
        };
        const validateSigningProperties = async signingProperties => {
            const context = throwSigningPropertyError("context", signingProperties.context);
            const config = throwSigningPropertyError("config", signingProperties.config);
            const authScheme = context.endpointV2?.properties?.authSchemes?.[0];
            const signerFunction = throwSigningPropertyError("signer", config.signer);
            const signer = await signerFunction(authScheme);
            const signingRegion = signingProperties?.signingRegion;
            const signingRegionSet = signingProperties?.signingRegionSet;
            const signingName = signingProperties?.signingName;
            return {
                config,
                signer,
                signingRegion,
                signingRegionSet,
                signingName
            };
        };
        class AwsSdkSigV4Signer {
            async sign(httpRequest, identity, signingProperties) {
                if (!transport_httpRequest.K.isInstance(httpRequest)) throw new Error("The request is not an instance of `HttpRequest` and cannot be signed");
                const validatedProps = await validateSigningProperties(signingProperties);
                const {config, signer} = validatedProps;
                let {signingRegion, signingName} = validatedProps;
                const handlerExecutionContext = signingProperties.context;
                if (handlerExecutionContext?.authSchemes?.length) {
                    const [first, second] = handlerExecutionContext.authSchemes;
                    if ("sigv4a" === first?.name && "sigv4" === second?.name) {
                        signingRegion = second?.signingRegion ?? signingRegion;
                        signingName = second?.signingName ?? signingName;
                    }
                }
                const noSkewCorrection = !0 === await (config.disableClockSkewCorrection?.());
                signingProperties._disableClockSkewCorrection = noSkewCorrection;
                const skipSkewSampling = noSkewCorrection || (signingProperties => {
                    const context = signingProperties.context;
                    const eventStream = context?.[middleware.V]?.eventStream;
                    return !0 === eventStream?.output;
                })(signingProperties);
                signingProperties._skipClockSkewSampling = skipSkewSampling;
                if (!skipSkewSampling) {
                    signingProperties._preRequestSystemClockOffset = config.systemClockOffset;
                    signingProperties._requestSentAt = Date.now();
                }
                return await signer.sign(httpRequest, {
                    signingDate: noSkewCorrection ? new Date : (0, getSkewCorrectedDate.C)(config.systemClockOffset),
                    signingRegion,
                    signingService: signingName
                });
            }
            errorHandler(signingProperties) {
                return error => {
                    const errorException = error;
                    if (!signingProperties._skipClockSkewSampling && !signingProperties._disableClockSkewCorrection) {
                        const serverTime = errorException.ServerTime ?? getDateHeader(errorException.$response);
                        if (serverTime) {
                            const config = throwSigningPropertyError("config", signingProperties.config);
                            const preRequestOffset = signingProperties._preRequestSystemClockOffset;
                            const timeRequestSent = signingProperties._requestSentAt;
                            const ageHeader = getAgeHeader(errorException.$response);
                            const newOffset = getUpdatedSystemClockOffset(serverTime, config.systemClockOffset, timeRequestSent, ageHeader);
                            config.systemClockOffset = newOffset;
                            Math.abs(newOffset) >= 24e4 && (newOffset !== preRequestOffset || void 0 !== preRequestOffset && preRequestOffset !== newOffset) && errorException.$metadata && (errorException.$metadata.clockSkewCorrected = !0);
                        }
                    }
                    throw error;
                };
            }
            successHandler(httpResponse, signingProperties) {
                if (signingProperties._skipClockSkewSampling || signingProperties._disableClockSkewCorrection) return;
                const dateHeader = getDateHeader(httpResponse);
                if (dateHeader) {
                    const config = throwSigningPropertyError("config", signingProperties.config);
                    const timeRequestSent = signingProperties._requestSentAt;
                    const ageHeader = getAgeHeader(httpResponse);
                    config.systemClockOffset = getUpdatedSystemClockOffset(dateHeader, config.systemClockOffset, timeRequestSent, ageHeader);
                }
            }
        }
    }),
    8898: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            $: () => NODE_AUTH_SCHEME_PREFERENCE_OPTIONS
        });
        const getArrayForCommaSeparatedString = str => "string" == typeof str && str.length > 0 ? str.split(",").map(item => item.trim()) : [];
        const NODE_AUTH_SCHEME_PREFERENCE_OPTIONS = {
            environmentVariableSelector: (env, options) => options?.signingName && `AWS_BEARER_TOKEN_${options.signingName.replace(/[\s-]/g, "_").toUpperCase()}` in env ? [ "httpBearerAuth" ] : "AWS_AUTH_SCHEME_PREFERENCE" in env ? getArrayForCommaSeparatedString(env.AWS_AUTH_SCHEME_PREFERENCE) : void 0,
            configFileSelector: profile => {
                if ("auth_scheme_preference" in profile) return getArrayForCommaSeparatedString(profile.auth_scheme_preference);
            },
            default: []
        };
    }),
    7593: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            A: () => NODE_SIGV4A_CONFIG_OPTIONS,
            O: () => resolveAwsSdkSigV4AConfig
        });
        var _smithy_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1944);
        var _smithy_core_config__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2348);
        const resolveAwsSdkSigV4AConfig = config => {
            config.sigv4aSigningRegionSet = (0, _smithy_core__WEBPACK_IMPORTED_MODULE_0__.t)(config.sigv4aSigningRegionSet);
            return config;
        };
        const NODE_SIGV4A_CONFIG_OPTIONS = {
            environmentVariableSelector(env) {
                if (env.AWS_SIGV4A_SIGNING_REGION_SET) return env.AWS_SIGV4A_SIGNING_REGION_SET.split(",").map(_ => _.trim());
                throw new _smithy_core_config__WEBPACK_IMPORTED_MODULE_1__.m("AWS_SIGV4A_SIGNING_REGION_SET not set in env.", {
                    tryNextLink: !0
                });
            },
            configFileSelector(profile) {
                if (profile.sigv4a_signing_region_set) return (profile.sigv4a_signing_region_set ?? "").split(",").map(_ => _.trim());
                throw new _smithy_core_config__WEBPACK_IMPORTED_MODULE_1__.m("sigv4a_signing_region_set not set in profile.", {
                    tryNextLink: !0
                });
            },
            default: void 0
        };
    }),
    4631: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            ho: () => resolveAwsSdkSigV4Config
        });
        var setCredentialFeature = __nccwpck_require__(727);
        var normalizeProvider = __nccwpck_require__(1944);
        const isIdentityExpired = function isIdentityExpired(identity) {
            return doesIdentityRequireRefresh(identity) && identity.expiration.getTime() - Date.now() < 3e5;
        };
        const doesIdentityRequireRefresh = identity => void 0 !== identity.expiration;
        var SignatureV4 = __nccwpck_require__(8654);
        var configLoader = __nccwpck_require__(3559);
        var booleanSelector = __nccwpck_require__(3348);
        var types = __nccwpck_require__(3760);
        const NODE_DISABLE_CLOCK_SKEW_CORRECTION_CONFIG_OPTIONS = {
            environmentVariableSelector: env => (0, booleanSelector.Q)(env, "AWS_DISABLE_CLOCK_SKEW_CORRECTION", types.c.ENV),
            configFileSelector: profile => (0, booleanSelector.Q)(profile, "disable_clock_skew_correction", types.c.CONFIG),
            default: !1
        };
        const DEFAULT_DISABLE_CLOCK_SKEW_CORRECTION = (0, configLoader.Z)(NODE_DISABLE_CLOCK_SKEW_CORRECTION_CONFIG_OPTIONS);
        const resolveAwsSdkSigV4Config = (defaultDisableClockSkewCorrection = DEFAULT_DISABLE_CLOCK_SKEW_CORRECTION, 
        config => {
            let inputCredentials = config.credentials;
            let isUserSupplied = !!config.credentials;
            let resolvedCredentials;
            Object.defineProperty(config, "credentials", {
                set(credentials) {
                    credentials && credentials !== inputCredentials && credentials !== resolvedCredentials && (isUserSupplied = !0);
                    inputCredentials = credentials;
                    const memoizedProvider = function normalizeCredentialProvider(config, {credentials, credentialDefaultProvider}) {
                        let credentialsProvider;
                        credentialsProvider = credentials ? credentials?.memoized ? credentials : ((provider, isExpired, requiresRefresh) => {
                            if (void 0 === provider) return;
                            const normalizedProvider = "function" != typeof provider ? async () => Promise.resolve(provider) : provider;
                            let resolved;
                            let pending;
                            let hasResult;
                            let isConstant = !1;
                            const coalesceProvider = async options => {
                                pending || (pending = normalizedProvider(options));
                                try {
                                    resolved = await pending;
                                    hasResult = !0;
                                    isConstant = !1;
                                } finally {
                                    pending = void 0;
                                }
                                return resolved;
                            };
                            return void 0 === isExpired ? async options => {
                                hasResult && !options?.forceRefresh || (resolved = await coalesceProvider(options));
                                return resolved;
                            } : async options => {
                                hasResult && !options?.forceRefresh || (resolved = await coalesceProvider(options));
                                if (isConstant) return resolved;
                                if (!requiresRefresh(resolved)) {
                                    isConstant = !0;
                                    return resolved;
                                }
                                if (isExpired(resolved)) {
                                    await coalesceProvider(options);
                                    return resolved;
                                }
                                return resolved;
                            };
                        })(credentials, isIdentityExpired, doesIdentityRequireRefresh) : credentialDefaultProvider ? (0, 
                        normalizeProvider.t)(credentialDefaultProvider(Object.assign({}, config, {
                            parentClientConfig: config
                        }))) : async () => {
                            throw new Error("@aws-sdk/core::resolveAwsSdkSigV4Config - `credentials` not provided and no credentialDefaultProvider was configured.");
                        };
                        credentialsProvider.memoized = !0;
                        return credentialsProvider;
                    }(config, {
                        credentials: inputCredentials,
                        credentialDefaultProvider: config.credentialDefaultProvider
                    });
                    const boundProvider = function bindCallerConfig(config, credentialsProvider) {
                        if (credentialsProvider.configBound) return credentialsProvider;
                        const fn = async options => credentialsProvider({
                            ...options,
                            callerClientConfig: config
                        });
                        fn.memoized = credentialsProvider.memoized;
                        fn.configBound = !0;
                        return fn;
                    }(config, memoizedProvider);
                    if (isUserSupplied && !boundProvider.attributed) {
                        const isCredentialObject = "object" == typeof inputCredentials && null !== inputCredentials;
                        resolvedCredentials = async options => {
                            const attributedCreds = await boundProvider(options);
                            return !isCredentialObject || attributedCreds.$source && 0 !== Object.keys(attributedCreds.$source).length ? attributedCreds : (0, 
                            setCredentialFeature.g)(attributedCreds, "CREDENTIALS_CODE", "e");
                        };
                        resolvedCredentials.memoized = boundProvider.memoized;
                        resolvedCredentials.configBound = boundProvider.configBound;
                        resolvedCredentials.attributed = !0;
                    } else resolvedCredentials = boundProvider;
                },
                get: () => resolvedCredentials,
                enumerable: !0,
                configurable: !0
            });
            config.credentials = inputCredentials;
            const {signingEscapePath = !0, systemClockOffset = config.systemClockOffset || 0, sha256} = config;
            let signer;
            signer = config.signer ? (0, normalizeProvider.t)(config.signer) : config.regionInfoProvider ? () => (0, 
            normalizeProvider.t)(config.region)().then(async region => [ await config.regionInfoProvider(region, {
                useFipsEndpoint: await config.useFipsEndpoint(),
                useDualstackEndpoint: await config.useDualstackEndpoint()
            }) || {}, region ]).then(([regionInfo, region]) => {
                const {signingRegion, signingService} = regionInfo;
                config.signingRegion = config.signingRegion || signingRegion || region;
                config.signingName = config.signingName || signingService || config.serviceId;
                const params = {
                    ...config,
                    credentials: config.credentials,
                    region: config.signingRegion,
                    service: config.signingName,
                    sha256,
                    uriEscapePath: signingEscapePath
                };
                return new (config.signerConstructor || SignatureV4.B)(params);
            }) : async authScheme => {
                const signingRegion = (authScheme = Object.assign({}, {
                    name: "sigv4",
                    signingName: config.signingName || config.defaultSigningName,
                    signingRegion: await (0, normalizeProvider.t)(config.region)(),
                    properties: {}
                }, authScheme)).signingRegion;
                const signingService = authScheme.signingName;
                config.signingRegion = config.signingRegion || signingRegion;
                config.signingName = config.signingName || signingService || config.serviceId;
                const params = {
                    ...config,
                    credentials: config.credentials,
                    region: config.signingRegion,
                    service: config.signingName,
                    sha256,
                    uriEscapePath: signingEscapePath
                };
                return new (config.signerConstructor || SignatureV4.B)(params);
            };
            return Object.assign(config, {
                systemClockOffset,
                signingEscapePath,
                signer,
                disableClockSkewCorrection: (0, normalizeProvider.t)(config.disableClockSkewCorrection ?? defaultDisableClockSkewCorrection)
            });
        });
        var defaultDisableClockSkewCorrection;
    }),
    1972: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            C: () => getSkewCorrectedDate
        });
        const getSkewCorrectedDate = systemClockOffset => new Date(Date.now() + systemClockOffset);
    }),
    5227: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            B: () => SerdeContextConfig
        });
        class SerdeContextConfig {
            serdeContext;
            setSerdeContext(serdeContext) {
                this.serdeContext = serdeContext;
            }
        }
    }),
    8063: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            U: () => ProtocolLib
        });
        var _smithy_core_client__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3441);
        var _smithy_core_schema__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9835);
        var _smithy_core_schema__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6627);
        class ProtocolLib {
            queryCompat;
            errorRegistry;
            constructor(queryCompat = !1) {
                this.queryCompat = queryCompat;
            }
            resolveRestContentType(defaultContentType, inputSchema) {
                const members = inputSchema.getMemberSchemas();
                const httpPayloadMember = Object.values(members).find(m => !!m.getMergedTraits().httpPayload);
                if (httpPayloadMember) {
                    return httpPayloadMember.getMergedTraits().mediaType || (httpPayloadMember.isStringSchema() ? "text/plain" : httpPayloadMember.isBlobSchema() ? "application/octet-stream" : defaultContentType);
                }
                if (!inputSchema.isUnitSchema() && Object.values(members).find(m => {
                    const {httpQuery, httpQueryParams, httpHeader, httpLabel, httpPrefixHeaders} = m.getMergedTraits();
                    return !(httpQuery || httpQueryParams || httpHeader || httpLabel || void 0 !== httpPrefixHeaders);
                })) return defaultContentType;
            }
            async getErrorSchemaOrThrowBaseException(errorIdentifier, defaultNamespace, response, dataObject, metadata, getErrorSchema) {
                let errorName = errorIdentifier;
                errorIdentifier.includes("#") && ([, errorName] = errorIdentifier.split("#"));
                const errorMetadata = {
                    $metadata: metadata,
                    $fault: response.statusCode < 500 ? "client" : "server"
                };
                if (!this.errorRegistry) throw new Error("@aws-sdk/core/protocols - error handler not initialized.");
                try {
                    return {
                        errorSchema: getErrorSchema?.(this.errorRegistry, errorName) ?? this.errorRegistry.getSchema(errorIdentifier),
                        errorMetadata
                    };
                } catch (e) {
                    dataObject.message = dataObject.message ?? dataObject.Message ?? "UnknownError";
                    const synthetic = this.errorRegistry;
                    const baseExceptionSchema = synthetic.getBaseException();
                    if (baseExceptionSchema) {
                        const ErrorCtor = synthetic.getErrorCtor(baseExceptionSchema) ?? Error;
                        throw this.decorateServiceException(Object.assign(new ErrorCtor({
                            name: errorName
                        }), errorMetadata), dataObject);
                    }
                    const d = dataObject;
                    const message = d?.message ?? d?.Message ?? d?.Error?.Message ?? d?.Error?.message;
                    throw this.decorateServiceException(Object.assign(new Error(message), {
                        name: errorName
                    }, errorMetadata), dataObject);
                }
            }
            compose(composite, errorIdentifier, defaultNamespace) {
                let namespace = defaultNamespace;
                errorIdentifier.includes("#") && ([namespace] = errorIdentifier.split("#"));
                const staticRegistry = _smithy_core_schema__WEBPACK_IMPORTED_MODULE_0__.O.for(namespace);
                const defaultSyntheticRegistry = _smithy_core_schema__WEBPACK_IMPORTED_MODULE_0__.O.for("smithy.ts.sdk.synthetic." + defaultNamespace);
                composite.copyFrom(staticRegistry);
                composite.copyFrom(defaultSyntheticRegistry);
                this.errorRegistry = composite;
            }
            decorateServiceException(exception, additions = {}) {
                if (this.queryCompat) {
                    const msg = exception.Message ?? additions.Message;
                    const error = (0, _smithy_core_client__WEBPACK_IMPORTED_MODULE_1__.M)(exception, additions);
                    msg && (error.message = msg);
                    const errorObj = error.Error ?? {};
                    errorObj.Type = error.Error?.Type;
                    errorObj.Code = error.Error?.Code;
                    errorObj.Message = error.Error?.message ?? error.Error?.Message ?? msg;
                    error.Error = errorObj;
                    const reqId = error.$metadata.requestId;
                    reqId && (error.RequestId = reqId);
                    return error;
                }
                return (0, _smithy_core_client__WEBPACK_IMPORTED_MODULE_1__.M)(exception, additions);
            }
            setQueryCompatError(output, response) {
                const queryErrorHeader = response.headers?.["x-amzn-query-error"];
                if (void 0 !== output && null != queryErrorHeader) {
                    const [Code, Type] = queryErrorHeader.split(";");
                    const keys = Object.keys(output);
                    const Error = {
                        Code,
                        Type
                    };
                    output.Code = Code;
                    output.Type = Type;
                    for (let i = 0; i < keys.length; i++) {
                        const k = keys[i];
                        Error["message" === k ? "Message" : k] = output[k];
                    }
                    delete Error.__type;
                    output.Error = Error;
                }
            }
            queryCompatOutput(queryCompatErrorData, errorData) {
                queryCompatErrorData.Error && (errorData.Error = queryCompatErrorData.Error);
                queryCompatErrorData.Type && (errorData.Type = queryCompatErrorData.Type);
                queryCompatErrorData.Code && (errorData.Code = queryCompatErrorData.Code);
            }
            findQueryCompatibleError(registry, errorName) {
                try {
                    return registry.getSchema(errorName);
                } catch (e) {
                    return registry.find(schema => _smithy_core_schema__WEBPACK_IMPORTED_MODULE_2__.l1.of(schema).getMergedTraits().awsQueryError?.[0] === errorName);
                }
            }
        }
    }),
    7887: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            _: () => XmlShapeDeserializer
        });
        function writeKey(obj) {
            Object.defineProperty(obj, "__proto__", {
                value: void 0,
                writable: !0,
                enumerable: !0,
                configurable: !0
            });
        }
        class AwsXmlParser {
            x;
            i=0;
            z;
            constructor(x) {
                this.x = x;
                this.x = x.replace(/\r\n?/g, "\n");
                this.z = this.x.length;
            }
            parse() {
                const p = this;
                const {z} = p;
                for (;p.i < z; ) {
                    p.trim();
                    if (p.i >= z) break;
                    if (p.isNext("<?")) {
                        p.readTo("?>");
                        p.trim();
                    } else if (p.isNext("\x3c!--")) {
                        p.readTo("--\x3e");
                        p.trim();
                    } else {
                        if (!p.isNext("<!DOCTYPE", !1)) {
                            if ("<" === p.x[p.i]) {
                                const root = p.parseTag();
                                return {
                                    [root.tag]: root.value
                                };
                            }
                            throw new Error("@aws-sdk XML parse error: unexpected content.");
                        }
                        p.skipDoctype();
                        p.trim();
                    }
                }
                throw new Error("@aws-sdk XML parse error: no root element.");
            }
            isNext(s, caseSensitive = !0) {
                const p = this;
                return caseSensitive ? p.x.startsWith(s, p.i) : p.x.toLowerCase().startsWith(s.toLowerCase(), p.i);
            }
            readTo(stop) {
                const p = this;
                const _i = p.x.indexOf(stop, p.i);
                if (-1 === _i) throw new Error(`@aws-sdk XML parse error: expected "${stop}" not found.`);
                const result = p.x.slice(p.i, _i);
                p.i = _i + stop.length;
                return result;
            }
            trim() {
                const p = this;
                for (;p.i < p.z && " \t\r\n".includes(p.x[p.i]); ) ++p.i;
            }
            readAttrValue() {
                const p = this;
                const quote = p.x[p.i];
                ++p.i;
                let value = "";
                for (;p.i < p.z && p.x[p.i] !== quote; ) value += p.x[p.i++];
                ++p.i;
                return p.decodeEntities(value);
            }
            parseTag() {
                const p = this;
                ++p.i;
                let tag = "";
                for (;p.i < p.z && !" \t\r\n>/".includes(p.x[p.i]); ) tag += p.x[p.i++];
                let hasAttrs = !1;
                const attrs = {};
                for (;p.i < p.z; ) {
                    p.trim();
                    if (">/".includes(p.x[p.i])) break;
                    let name = "";
                    for (;p.i < p.z && !"= \t\r\n>/?".includes(p.x[p.i]); ) name += p.x[p.i++];
                    p.trim();
                    if ("=" !== p.x[p.i]) break;
                    ++p.i;
                    p.trim();
                    "__proto__" === name && writeKey(attrs);
                    attrs[name] = p.readAttrValue();
                    hasAttrs = !0;
                }
                if (p.i >= p.z) throw new Error("@aws-sdk XML parse error: unexpected end of input.");
                if ("/" === p.x[p.i]) {
                    ++p.i;
                    if (p.i >= p.z || ">" !== p.x[p.i]) throw new Error("@aws-sdk XML parse error: expected > at the end of self-closing tag.");
                    ++p.i;
                    return {
                        tag,
                        value: hasAttrs ? attrs : ""
                    };
                }
                if (">" !== p.x[p.i]) throw new Error("@aws-sdk XML parse error: expected > at the end of opening tag.");
                ++p.i;
                const textParts = [];
                const childTags = [];
                let hasElementChild = !1;
                for (;p.i < p.z && !p.isNext("</"); ) if ("<" === p.x[p.i]) if (p.isNext("\x3c!--")) p.readTo("--\x3e"); else if (p.isNext("<![CDATA[")) {
                    p.i += 9;
                    textParts.push(p.readTo("]]>"));
                } else if (p.isNext("<?")) p.readTo("?>"); else {
                    hasElementChild = !0;
                    childTags.push(p.parseTag());
                } else {
                    let text = "";
                    for (;p.i < p.z && "<" !== p.x[p.i]; ) text += p.x[p.i++];
                    textParts.push(p.decodeEntities(text));
                }
                if (!p.isNext("</")) throw new Error(`@aws-sdk XML parse error: missing closing tag </${tag}>.`);
                p.i += 2;
                const closeTag = p.readTo(">").trim();
                if (closeTag !== tag) throw new Error(`@aws-sdk XML parse error: mismatched tags <${tag}> and </${closeTag}>.`);
                if (!hasAttrs && 0 === textParts.length && !hasElementChild) return {
                    tag,
                    value: ""
                };
                if (!hasAttrs && !hasElementChild) {
                    const text = 1 === textParts.length ? textParts[0] : textParts.join("");
                    return "" === text.trim() && text.includes("\n") ? {
                        tag,
                        value: ""
                    } : {
                        tag,
                        value: text
                    };
                }
                const obj = {};
                for (const text of textParts) "" === text.trim() && text.includes("\n") || (obj["#text"] = "#text" in obj ? obj["#text"] + text : text);
                for (const child of childTags) {
                    "__proto__" === child.tag && writeKey(obj);
                    child.tag in obj ? Array.isArray(obj[child.tag]) ? obj[child.tag].push(child.value) : obj[child.tag] = [ obj[child.tag], child.value ] : obj[child.tag] = child.value;
                }
                for (const [k, v] of Object.entries(attrs)) {
                    "__proto__" === k && writeKey(obj);
                    obj[k] = v;
                }
                return {
                    tag,
                    value: obj
                };
            }
            static ENTITIES={
                amp: "&",
                lt: "<",
                gt: ">",
                quot: '"',
                apos: "'"
            };
            skipDoctype() {
                const p = this;
                p.i += 9;
                let depth = 0;
                for (;p.i < p.z; ) {
                    const c = p.x[p.i];
                    if ("[" === c) ++depth; else if ("]" === c) --depth; else if (">" === c && 0 === depth) {
                        ++p.i;
                        return;
                    }
                    ++p.i;
                }
                throw new Error("@aws-sdk XML parse error: unclosed DOCTYPE.");
            }
            decodeEntities(s) {
                return s.replace(/&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|([a-zA-Z][a-zA-Z0-9]{0,30}));/g, (_, hex, dec, named) => hex ? String.fromCharCode(parseInt(hex, 16)) : dec ? String.fromCharCode(parseInt(dec, 10)) : AwsXmlParser.ENTITIES[named] ?? "");
            }
        }
        var hasOwn = __nccwpck_require__(6852);
        const getValueFromTextNode = obj => {
            for (const key in obj) (0, hasOwn.$)(obj, key) && (void 0 !== obj[key]["#text"] ? obj[key] = obj[key]["#text"] : "object" == typeof obj[key] && null !== obj[key] && (obj[key] = getValueFromTextNode(obj[key])));
            return obj;
        };
        var FromStringShapeDeserializer = __nccwpck_require__(7813);
        var NormalizedSchema = __nccwpck_require__(6627);
        var toUtf8 = __nccwpck_require__(1787);
        var ConfigurableSerdeContext = __nccwpck_require__(5227);
        class UnionSerde {
            from;
            to;
            keys;
            constructor(from, to) {
                this.from = from;
                this.to = to;
                const keys = Object.keys(this.from);
                const set = new Set(keys);
                set.delete("__type");
                this.keys = set;
            }
            mark(key) {
                this.keys.delete(key);
            }
            hasUnknown() {
                return 1 === this.keys.size && 0 === Object.keys(this.to).length;
            }
            writeUnknown() {
                if (this.hasUnknown()) {
                    const k = this.keys.values().next().value;
                    const v = this.from[k];
                    this.to.$unknown = [ k, v ];
                }
            }
        }
        function writeKey_writeKey(obj) {
            Object.defineProperty(obj, "__proto__", {
                value: void 0,
                writable: !0,
                enumerable: !0,
                configurable: !0
            });
        }
        class XmlShapeDeserializer extends ConfigurableSerdeContext.B {
            settings;
            stringDeserializer;
            constructor(settings) {
                super();
                this.settings = settings;
                this.stringDeserializer = new FromStringShapeDeserializer.k(settings);
            }
            setSerdeContext(serdeContext) {
                this.serdeContext = serdeContext;
                this.stringDeserializer.setSerdeContext(serdeContext);
            }
            read(schema, bytes, key) {
                const ns = NormalizedSchema.l1.of(schema);
                const memberSchemas = ns.getMemberSchemas();
                if (ns.isStructSchema() && ns.isMemberSchema() && Object.values(memberSchemas).find(memberNs => !!memberNs.getMemberTraits().eventPayload)) {
                    const output = {};
                    const memberName = Object.keys(memberSchemas)[0];
                    memberSchemas[memberName].isBlobSchema() ? output[memberName] = bytes : output[memberName] = this.read(memberSchemas[memberName], bytes);
                    return output;
                }
                const xmlString = (this.serdeContext?.utf8Encoder ?? toUtf8.P)(bytes);
                const parsedObject = this.parseXml(xmlString);
                return this.readSchema(schema, key ? parsedObject[key] : parsedObject);
            }
            readSchema(_schema, value) {
                const ns = NormalizedSchema.l1.of(_schema);
                if (ns.isUnitSchema()) return;
                const traits = ns.getMergedTraits();
                if (ns.isListSchema() && !Array.isArray(value)) return this.readSchema(ns, [ value ]);
                if (null == value) return value;
                if ("object" == typeof value) {
                    const flat = !!traits.xmlFlattened;
                    if (ns.isListSchema()) {
                        const listValue = ns.getValueSchema();
                        const buffer = [];
                        const sourceKey = listValue.getMergedTraits().xmlName ?? "member";
                        const source = flat ? value : (value[0] ?? value)[sourceKey];
                        if (null == source) return buffer;
                        const sourceArray = Array.isArray(source) ? source : [ source ];
                        for (const v of sourceArray) buffer.push(this.readSchema(listValue, v));
                        return buffer;
                    }
                    const buffer = {};
                    if (ns.isMapSchema()) {
                        const keyNs = ns.getKeySchema();
                        const memberNs = ns.getValueSchema();
                        let entries;
                        entries = flat ? Array.isArray(value) ? value : [ value ] : Array.isArray(value.entry) ? value.entry : [ value.entry ];
                        const keyProperty = keyNs.getMergedTraits().xmlName ?? "key";
                        const valueProperty = memberNs.getMergedTraits().xmlName ?? "value";
                        for (const entry of entries) {
                            const key = entry[keyProperty];
                            const value = entry[valueProperty];
                            "__proto__" === key && writeKey_writeKey(buffer);
                            buffer[key] = this.readSchema(memberNs, value);
                        }
                        return buffer;
                    }
                    if (ns.isStructSchema()) {
                        const union = ns.isUnionSchema();
                        let unionSerde;
                        union && (unionSerde = new UnionSerde(value, buffer));
                        for (const [memberName, memberSchema] of ns.structIterator()) {
                            const memberTraits = memberSchema.getMergedTraits();
                            const xmlObjectKey = memberTraits.httpPayload ? memberTraits.xmlName ?? memberSchema.getName() : memberSchema.getMemberTraits().xmlName ?? memberName;
                            union && unionSerde.mark(xmlObjectKey);
                            null != value[xmlObjectKey] && (buffer[memberName] = this.readSchema(memberSchema, value[xmlObjectKey]));
                        }
                        union && unionSerde.writeUnknown();
                        return buffer;
                    }
                    if (ns.isDocumentSchema()) return value;
                    throw new Error(`@aws-sdk/core/protocols - xml deserializer unhandled schema type for ${ns.getName(!0)}`);
                }
                return ns.isListSchema() ? [] : ns.isMapSchema() || ns.isStructSchema() ? {} : this.stringDeserializer.read(ns, value);
            }
            parseXml(xml) {
                if (xml.length) {
                    let parsedObj;
                    try {
                        parsedObj = function parseXML(xml) {
                            return new AwsXmlParser(xml).parse();
                        }(xml);
                    } catch (e) {
                        e && "object" == typeof e && Object.defineProperty(e, "$responseBodyText", {
                            value: xml
                        });
                        throw e;
                    }
                    const textNodeName = "#text";
                    const key = Object.keys(parsedObj)[0];
                    const parsedObjToReturn = parsedObj[key];
                    if (parsedObjToReturn[textNodeName]) {
                        parsedObjToReturn[key] = parsedObjToReturn[textNodeName];
                        delete parsedObjToReturn[textNodeName];
                    }
                    return getValueFromTextNode(parsedObjToReturn);
                }
                return {};
            }
        }
    }),
    8741: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            pi: () => ENV_SECRET,
            sF: () => fromEnv,
            yG: () => ENV_KEY
        });
        var _aws_sdk_core_client__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(727);
        var _smithy_core_config__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9902);
        const ENV_KEY = "AWS_ACCESS_KEY_ID";
        const ENV_SECRET = "AWS_SECRET_ACCESS_KEY";
        const fromEnv = init => async () => {
            init?.logger?.debug("@aws-sdk/credential-provider-env - fromEnv");
            const accessKeyId = process.env[ENV_KEY];
            const secretAccessKey = process.env[ENV_SECRET];
            const sessionToken = process.env.AWS_SESSION_TOKEN;
            const expiry = process.env.AWS_CREDENTIAL_EXPIRATION;
            const credentialScope = process.env.AWS_CREDENTIAL_SCOPE;
            const accountId = process.env.AWS_ACCOUNT_ID;
            if (accessKeyId && secretAccessKey) {
                const credentials = {
                    accessKeyId,
                    secretAccessKey,
                    ...sessionToken && {
                        sessionToken
                    },
                    ...expiry && {
                        expiration: new Date(expiry)
                    },
                    ...credentialScope && {
                        credentialScope
                    },
                    ...accountId && {
                        accountId
                    }
                };
                (0, _aws_sdk_core_client__WEBPACK_IMPORTED_MODULE_0__.g)(credentials, "CREDENTIALS_ENV_VARS", "g");
                return credentials;
            }
            throw new _smithy_core_config__WEBPACK_IMPORTED_MODULE_1__.C("Unable to find environment variable credentials.", {
                logger: init?.logger
            });
        };
    }),
    2821: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            W: () => SignatureV4MultiRegion
        });
        var SignatureV4 = __nccwpck_require__(8654);
        const SESSION_TOKEN_HEADER = "X-Amz-S3session-Token".toLowerCase();
        class SignatureV4SignWithCredentials extends SignatureV4.B {
            async signWithCredentials(requestToSign, credentials, options) {
                const credentialsWithoutSessionToken = getCredentialsWithoutSessionToken(credentials);
                requestToSign.headers[SESSION_TOKEN_HEADER] = credentials.sessionToken;
                setSingleOverride(this, credentialsWithoutSessionToken);
                return this.signRequest(requestToSign, options ?? {});
            }
            async presignWithCredentials(requestToSign, credentials, options) {
                const credentialsWithoutSessionToken = getCredentialsWithoutSessionToken(credentials);
                delete requestToSign.headers[SESSION_TOKEN_HEADER];
                requestToSign.headers["X-Amz-S3session-Token"] = credentials.sessionToken;
                requestToSign.query = requestToSign.query ?? {};
                requestToSign.query["X-Amz-S3session-Token"] = credentials.sessionToken;
                setSingleOverride(this, credentialsWithoutSessionToken);
                return this.presign(requestToSign, options);
            }
        }
        function getCredentialsWithoutSessionToken(credentials) {
            return {
                accessKeyId: credentials.accessKeyId,
                secretAccessKey: credentials.secretAccessKey,
                expiration: credentials.expiration
            };
        }
        function setSingleOverride(privateAccess, credentialsWithoutSessionToken) {
            const currentCredentialProvider = privateAccess.credentialProvider;
            privateAccess.credentialProvider = () => {
                privateAccess.credentialProvider = currentCredentialProvider;
                return Promise.resolve(credentialsWithoutSessionToken);
            };
        }
        class SignatureV4MultiRegion {
            sigv4aSigner;
            sigv4Signer;
            signerOptions;
            static sigv4aDependency() {
                return "none";
            }
            constructor(options) {
                this.sigv4Signer = new SignatureV4SignWithCredentials(options);
                this.signerOptions = options;
            }
            async sign(requestToSign, options = {}) {
                return "*" === options.signingRegion ? this.getSigv4aSigner().sign(requestToSign, options) : this.sigv4Signer.sign(requestToSign, options);
            }
            async signWithCredentials(requestToSign, credentials, options = {}) {
                if ("*" === options.signingRegion) {
                    this.getSigv4aSigner();
                    null;
                    throw new Error('signWithCredentials with signingRegion \'*\' is only supported when using the CRT dependency @aws-sdk/signature-v4-crt. Please check whether you have installed the "@aws-sdk/signature-v4-crt" package explicitly. You must also register the package by calling [require("@aws-sdk/signature-v4-crt");] or an ESM equivalent such as [import "@aws-sdk/signature-v4-crt";]. For more information please go to https://github.com/aws/aws-sdk-js-v3#functionality-requiring-aws-common-runtime-crt');
                }
                return this.sigv4Signer.signWithCredentials(requestToSign, credentials, options);
            }
            async presign(originalRequest, options = {}) {
                if ("*" === options.signingRegion) {
                    this.getSigv4aSigner();
                    null;
                    throw new Error('presign with signingRegion \'*\' is only supported when using the CRT dependency @aws-sdk/signature-v4-crt. Please check whether you have installed the "@aws-sdk/signature-v4-crt" package explicitly. You must also register the package by calling [require("@aws-sdk/signature-v4-crt");] or an ESM equivalent such as [import "@aws-sdk/signature-v4-crt";]. For more information please go to https://github.com/aws/aws-sdk-js-v3#functionality-requiring-aws-common-runtime-crt');
                }
                return this.sigv4Signer.presign(originalRequest, options);
            }
            async presignWithCredentials(originalRequest, credentials, options = {}) {
                if ("*" === options.signingRegion) throw new Error("Method presignWithCredentials is not supported for [signingRegion=*].");
                return this.sigv4Signer.presignWithCredentials(originalRequest, credentials, options);
            }
            getSigv4aSigner() {
                if (!this.sigv4aSigner) {
                    const CrtSignerV4 = null;
                    const JsSigV4aSigner = null;
                    if ("node" === this.signerOptions.runtime) {
                        if (!CrtSignerV4 && !JsSigV4aSigner) throw new Error("Neither CRT nor JS SigV4a implementation is available. Please load either @aws-sdk/signature-v4-crt or @aws-sdk/signature-v4a. For more information please go to https://github.com/aws/aws-sdk-js-v3#functionality-requiring-aws-common-runtime-crt");
                        if (CrtSignerV4 && "function" == typeof CrtSignerV4) this.sigv4aSigner = new CrtSignerV4({
                            ...this.signerOptions,
                            signingAlgorithm: 1
                        }); else {
                            if (!JsSigV4aSigner || "function" != typeof JsSigV4aSigner) throw new Error("Available SigV4a implementation is not a valid constructor. Please ensure you've properly imported @aws-sdk/signature-v4-crt or @aws-sdk/signature-v4a.For more information please go to https://github.com/aws/aws-sdk-js-v3#functionality-requiring-aws-common-runtime-crt");
                            this.sigv4aSigner = new JsSigV4aSigner({
                                ...this.signerOptions
                            });
                        }
                    } else {
                        if (!JsSigV4aSigner || "function" != typeof JsSigV4aSigner) throw new Error("JS SigV4a implementation is not available or not a valid constructor. Please check whether you have installed the @aws-sdk/signature-v4a package explicitly. The CRT implementation is not available for browsers. You must also register the package by calling [require('@aws-sdk/signature-v4a');] or an ESM equivalent such as [import '@aws-sdk/signature-v4a';]. For more information please go to https://github.com/aws/aws-sdk-js-v3#using-javascript-non-crt-implementation-of-sigv4a");
                        this.sigv4aSigner = new JsSigV4aSigner({
                            ...this.signerOptions
                        });
                    }
                }
                return this.sigv4aSigner;
            }
        }
    }),
    7579: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            w: () => getHttpAuthSchemeEndpointRuleSetPlugin
        });
        var getSmithyContext = __nccwpck_require__(3753);
        const httpAuthSchemeEndpointRuleSetMiddlewareOptions = {
            step: "serialize",
            tags: [ "HTTP_AUTH_SCHEME" ],
            name: "httpAuthSchemeMiddleware",
            override: !0,
            relation: "before",
            toMiddleware: "endpointV2Middleware"
        };
        const getHttpAuthSchemeEndpointRuleSetPlugin = (config, {httpAuthSchemeParametersProvider, identityProviderConfigProvider}) => ({
            applyToStack: clientStack => {
                clientStack.addRelativeTo(((config, mwOptions) => (next, context) => async args => {
                    const resolvedOptions = ((candidateAuthOptions, authSchemePreference) => {
                        if (!authSchemePreference || 0 === authSchemePreference.length) return candidateAuthOptions;
                        const preferredAuthOptions = [];
                        for (const preferredSchemeName of authSchemePreference) for (const candidateAuthOption of candidateAuthOptions) candidateAuthOption.schemeId.split("#")[1] === preferredSchemeName && preferredAuthOptions.push(candidateAuthOption);
                        for (const candidateAuthOption of candidateAuthOptions) preferredAuthOptions.find(({schemeId}) => schemeId === candidateAuthOption.schemeId) || preferredAuthOptions.push(candidateAuthOption);
                        return preferredAuthOptions;
                    })(config.httpAuthSchemeProvider(await mwOptions.httpAuthSchemeParametersProvider(config, context, args.input)), config.authSchemePreference ? await config.authSchemePreference() : []);
                    const authSchemes = function convertHttpAuthSchemesToMap(httpAuthSchemes) {
                        const map = new Map;
                        for (const scheme of httpAuthSchemes) map.set(scheme.schemeId, scheme);
                        return map;
                    }(config.httpAuthSchemes);
                    const smithyContext = (0, getSmithyContext.u)(context);
                    const failureReasons = [];
                    for (const option of resolvedOptions) {
                        const scheme = authSchemes.get(option.schemeId);
                        if (!scheme) {
                            failureReasons.push(`HttpAuthScheme \`${option.schemeId}\` was not enabled for this service.`);
                            continue;
                        }
                        const identityProvider = scheme.identityProvider(await mwOptions.identityProviderConfigProvider(config));
                        if (!identityProvider) {
                            failureReasons.push(`HttpAuthScheme \`${option.schemeId}\` did not have an IdentityProvider configured.`);
                            continue;
                        }
                        const {identityProperties = {}, signingProperties = {}} = option.propertiesExtractor?.(config, context) || {};
                        option.identityProperties = Object.assign(option.identityProperties || {}, identityProperties);
                        option.signingProperties = Object.assign(option.signingProperties || {}, signingProperties);
                        smithyContext.selectedHttpAuthScheme = {
                            httpAuthOption: option,
                            identity: await identityProvider(option.identityProperties),
                            signer: scheme.signer
                        };
                        break;
                    }
                    if (!smithyContext.selectedHttpAuthScheme) throw new Error(failureReasons.join("\n"));
                    return next(args);
                })(config, {
                    httpAuthSchemeParametersProvider,
                    identityProviderConfigProvider
                }), httpAuthSchemeEndpointRuleSetMiddlewareOptions);
            }
        });
    }),
    2841: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            l: () => getHttpSigningPlugin,
            Q: () => httpSigningMiddlewareOptions
        });
        var httpRequest = __nccwpck_require__(1871);
        var getSmithyContext = __nccwpck_require__(3753);
        const defaultErrorHandler = signingProperties => error => {
            throw error;
        };
        const defaultSuccessHandler = (httpResponse, signingProperties) => {};
        const httpSigningMiddlewareOptions = {
            step: "finalizeRequest",
            tags: [ "HTTP_SIGNING" ],
            name: "httpSigningMiddleware",
            aliases: [ "apiKeyMiddleware", "tokenMiddleware", "awsAuthMiddleware" ],
            override: !0,
            relation: "after",
            toMiddleware: "retryMiddleware"
        };
        const getHttpSigningPlugin = config => ({
            applyToStack: clientStack => {
                clientStack.addRelativeTo((next, context) => async args => {
                    if (!httpRequest.K.isInstance(args.request)) return next(args);
                    const scheme = (0, getSmithyContext.u)(context).selectedHttpAuthScheme;
                    if (!scheme) throw new Error("No HttpAuthScheme was selected: unable to sign request");
                    const {httpAuthOption: {signingProperties = {}}, identity, signer} = scheme;
                    const output = await next({
                        ...args,
                        request: await signer.sign(args.request, identity, signingProperties)
                    }).catch((signer.errorHandler || defaultErrorHandler)(signingProperties));
                    (signer.successHandler || defaultSuccessHandler)(output.response, signingProperties);
                    return output;
                }, httpSigningMiddlewareOptions);
            }
        });
    }),
    9688: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            h: () => DefaultIdentityProviderConfig
        });
        var _smithy_core_transport__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6852);
        class DefaultIdentityProviderConfig {
            authSchemes=new Map;
            constructor(config) {
                for (const key in config) {
                    if (!(0, _smithy_core_transport__WEBPACK_IMPORTED_MODULE_0__.$)(config, key)) continue;
                    const value = config[key];
                    void 0 !== value && this.authSchemes.set(key, value);
                }
            }
            getIdentityProvider(schemeId) {
                return this.authSchemes.get(schemeId);
            }
        }
    }),
    1944: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            t: () => normalizeProvider
        });
        const normalizeProvider = input => {
            if ("function" == typeof input) return input;
            const promisified = Promise.resolve(input);
            return () => promisified;
        };
    }),
    8698: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            k: () => Crc32Node
        });
        var external_node_zlib_ = __nccwpck_require__(8522);
        const CRC32_TABLE = new Uint32Array(256);
        for (let i = 0; i < 256; ++i) {
            let c = i;
            for (let j = 0; j < 8; ++j) c = 1 & c ? 3988292384 ^ c >>> 1 : c >>> 1;
            CRC32_TABLE[i] = c >>> 0;
        }
        const ONES = 4294967295;
        const zlibCrc32 = "function" == typeof external_node_zlib_.crc32 ? external_node_zlib_.crc32 : void 0;
        const Crc32Node = zlibCrc32 ? function buildNativeClass(nativeCrc32) {
            return class Crc32Node {
                digestLength=4;
                value=0;
                update(data) {
                    this.value = nativeCrc32(data, this.value);
                }
                digestSync() {
                    return this.value >>> 0;
                }
                async digest() {
                    const out = new Uint8Array(4);
                    new DataView(out.buffer).setUint32(0, this.digestSync(), !1);
                    return out;
                }
                reset() {
                    this.value = 0;
                }
            };
        }(zlibCrc32) : class Crc32Js {
            digestLength=4;
            checksum=ONES;
            update(data) {
                for (let i = 0; i < data.length; ++i) this.checksum = this.checksum >>> 8 ^ CRC32_TABLE[255 & (this.checksum ^ data[i])];
            }
            digestSync() {
                return (this.checksum ^ ONES) >>> 0;
            }
            async digest() {
                const value = this.digestSync();
                const out = new Uint8Array(4);
                new DataView(out.buffer).setUint32(0, value, !1);
                return out;
            }
            reset() {
                this.checksum = ONES;
            }
        };
    }),
    2068: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            k: () => Sha256Node
        });
        var external_node_crypto_ = __nccwpck_require__(7598);
        var toUint8Array = __nccwpck_require__(1821);
        class Sha256Js {
            digestLength=32;
            state=Int32Array.from(INIT);
            w;
            buffer=new Uint8Array(64);
            bufferLength=0;
            bytesHashed=0;
            finished=!1;
            inner;
            outer;
            constructor(secret) {
                if (secret) {
                    const key = Sha256Js.normalizeKey(secret);
                    this.inner = new Sha256Js;
                    this.outer = new Sha256Js;
                    const {inner, outer} = this;
                    const pad = new Uint8Array(128);
                    for (let i = 0; i < 64; ++i) {
                        pad[i] = 54 ^ key[i];
                        pad[i + 64] = 92 ^ key[i];
                    }
                    inner.update(pad.subarray(0, 64));
                    outer.update(pad.subarray(64));
                }
            }
            update(data) {
                if (this.finished) throw new Error("Attempted to update an already finished HMAC.");
                if (this.inner) {
                    this.inner.update(data);
                    return;
                }
                const chunk = (0, toUint8Array.F)(data);
                let position = 0;
                let {byteLength} = chunk;
                this.bytesHashed += byteLength;
                if (8 * this.bytesHashed > 9007199254740991) throw new Error("Cannot hash more than 2^53 - 1 bits");
                for (;byteLength > 0; ) {
                    this.buffer[this.bufferLength++] = chunk[position++];
                    byteLength--;
                    if (64 === this.bufferLength) {
                        this.hashBuffer();
                        this.bufferLength = 0;
                    }
                }
            }
            async digest() {
                const {inner, outer} = this;
                if (inner && outer) {
                    if (this.finished) throw new Error("Attempted to digest an already finished HMAC.");
                    this.finished = !0;
                    const innerDigest = inner.digestSync();
                    outer.update(innerDigest);
                    return outer.digestSync();
                }
                return this.digestSync();
            }
            reset() {
                this.state = Int32Array.from(INIT);
                this.buffer = new Uint8Array(64);
                this.bufferLength = 0;
                this.bytesHashed = 0;
            }
            digestSync() {
                const state = this.state.slice();
                const buffer = this.buffer.slice();
                let bufferLength = this.bufferLength;
                const bitsHashed = 8 * this.bytesHashed;
                const bufferView = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
                bufferView.setUint8(bufferLength++, 128);
                if ((bufferLength - 1) % 64 >= 56) {
                    for (let i = bufferLength; i < 64; ++i) bufferView.setUint8(i, 0);
                    this.hashBufferWith(state, buffer);
                    bufferLength = 0;
                }
                for (let i = bufferLength; i < 56; ++i) bufferView.setUint8(i, 0);
                bufferView.setUint32(56, Math.floor(bitsHashed / 4294967296), !1);
                bufferView.setUint32(60, bitsHashed, !1);
                this.hashBufferWith(state, buffer);
                const out = new Uint8Array(32);
                for (let i = 0; i < 8; ++i) {
                    out[4 * i] = state[i] >>> 24 & 255;
                    out[4 * i + 1] = state[i] >>> 16 & 255;
                    out[4 * i + 2] = state[i] >>> 8 & 255;
                    out[4 * i + 3] = state[i] >>> 0 & 255;
                }
                return out;
            }
            static normalizeKey(secret) {
                const key = (0, toUint8Array.F)(secret);
                if (key.byteLength > 64) {
                    const h = new Sha256Js;
                    h.update(key);
                    const out = h.digestSync();
                    const padded = new Uint8Array(64);
                    padded.set(out);
                    return padded;
                }
                if (key.byteLength < 64) {
                    const padded = new Uint8Array(64);
                    padded.set(key);
                    return padded;
                }
                return key;
            }
            hashBuffer() {
                this.hashBufferWith(this.state, this.buffer);
            }
            hashBufferWith(state, buffer) {
                const w = this.w ??= new Int32Array(64);
                let s0 = state[0], s1 = state[1], s2 = state[2], s3 = state[3], s4 = state[4], s5 = state[5], s6 = state[6], s7 = state[7];
                for (let i = 0; i < 64; ++i) {
                    if (i < 16) w[i] = (255 & buffer[4 * i]) << 24 | (255 & buffer[4 * i + 1]) << 16 | (255 & buffer[4 * i + 2]) << 8 | 255 & buffer[4 * i + 3]; else {
                        let u = w[i - 2];
                        const t1 = (u >>> 17 | u << 15) ^ (u >>> 19 | u << 13) ^ u >>> 10;
                        u = w[i - 15];
                        const t2 = (u >>> 7 | u << 25) ^ (u >>> 18 | u << 14) ^ u >>> 3;
                        w[i] = (t1 + w[i - 7] | 0) + (t2 + w[i - 16] | 0);
                    }
                    const t1 = (((s4 >>> 6 | s4 << 26) ^ (s4 >>> 11 | s4 << 21) ^ (s4 >>> 25 | s4 << 7)) + (s4 & s5 ^ ~s4 & s6) | 0) + (s7 + (K[i] + w[i] | 0) | 0) | 0;
                    const t2 = ((s0 >>> 2 | s0 << 30) ^ (s0 >>> 13 | s0 << 19) ^ (s0 >>> 22 | s0 << 10)) + (s0 & s1 ^ s0 & s2 ^ s1 & s2) | 0;
                    s7 = s6;
                    s6 = s5;
                    s5 = s4;
                    s4 = s3 + t1 | 0;
                    s3 = s2;
                    s2 = s1;
                    s1 = s0;
                    s0 = t1 + t2 | 0;
                }
                state[0] += s0;
                state[1] += s1;
                state[2] += s2;
                state[3] += s3;
                state[4] += s4;
                state[5] += s5;
                state[6] += s6;
                state[7] += s7;
            }
        }
        const INIT = new Int32Array([ 1779033703, 3144134277, 1013904242, 2773480762, 1359893119, 2600822924, 528734635, 1541459225 ]);
        const K = new Int32Array([ 1116352408, 1899447441, 3049323471, 3921009573, 961987163, 1508970993, 2453635748, 2870763221, 3624381080, 310598401, 607225278, 1426881987, 1925078388, 2162078206, 2614888103, 3248222580, 3835390401, 4022224774, 264347078, 604807628, 770255983, 1249150122, 1555081692, 1996064986, 2554220882, 2821834349, 2952996808, 3210313671, 3336571891, 3584528711, 113926993, 338241895, 666307205, 773529912, 1294757372, 1396182291, 1695183700, 1986661051, 2177026350, 2456956037, 2730485921, 2820302411, 3259730800, 3345764771, 3516065817, 3600352804, 4094571909, 275423344, 430227734, 506948616, 659060556, 883997877, 958139571, 1322822218, 1537002063, 1747873779, 1955562222, 2024104815, 2227730452, 2361852424, 2428436474, 2756734187, 3204031479, 3329325298 ]);
        const Sha256Node = (() => {
            try {
                (0, external_node_crypto_.createHash)("sha256");
                return !0;
            } catch {
                return !1;
            }
        })() ? function buildNativeClass() {
            return class Sha256Node {
                digestLength=32;
                secret;
                hash;
                isHmac;
                finished=!1;
                constructor(secret) {
                    this.secret = secret;
                    this.isHmac = !!secret;
                    this.hash = this.createHash();
                }
                update(data) {
                    if (this.finished) throw new Error("Attempted to update an already finished hash.");
                    this.hash.update(data);
                }
                async digest() {
                    let buf;
                    if (this.isHmac) {
                        this.finished = !0;
                        buf = this.hash.digest();
                    } else buf = this.hash.copy().digest();
                    return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
                }
                reset() {
                    this.hash = this.createHash();
                    this.finished = !1;
                }
                createHash() {
                    return this.secret ? (0, external_node_crypto_.createHmac)("sha256", function toBuffer(data) {
                        return "string" == typeof data ? data : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);
                    }(this.secret)) : (0, external_node_crypto_.createHash)("sha256");
                }
            };
        }() : Sha256Js;
    }),
    5661: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            o: () => constructStack
        });
        const getAllAliases = (name, aliases) => {
            const _aliases = [];
            name && _aliases.push(name);
            if (aliases) for (const alias of aliases) _aliases.push(alias);
            return _aliases;
        };
        const getMiddlewareNameWithAliases = (name, aliases) => `${name || "anonymous"}${aliases && aliases.length > 0 ? ` (a.k.a. ${aliases.join(",")})` : ""}`;
        const constructStack = () => {
            let absoluteEntries = [];
            let relativeEntries = [];
            let identifyOnResolve = !1;
            const entriesNameSet = new Set;
            const cloneTo = toStack => {
                absoluteEntries.forEach(entry => {
                    toStack.add(entry.middleware, {
                        ...entry
                    });
                });
                relativeEntries.forEach(entry => {
                    toStack.addRelativeTo(entry.middleware, {
                        ...entry
                    });
                });
                toStack.identifyOnResolve?.(stack.identifyOnResolve());
                return toStack;
            };
            const expandRelativeMiddlewareList = from => {
                const expandedMiddlewareList = [];
                from.before.forEach(entry => {
                    0 === entry.before.length && 0 === entry.after.length ? expandedMiddlewareList.push(entry) : expandedMiddlewareList.push(...expandRelativeMiddlewareList(entry));
                });
                expandedMiddlewareList.push(from);
                from.after.reverse().forEach(entry => {
                    0 === entry.before.length && 0 === entry.after.length ? expandedMiddlewareList.push(entry) : expandedMiddlewareList.push(...expandRelativeMiddlewareList(entry));
                });
                return expandedMiddlewareList;
            };
            const getMiddlewareList = (debug = !1) => {
                const normalizedAbsoluteEntries = [];
                const normalizedRelativeEntries = [];
                const normalizedEntriesNameMap = {};
                absoluteEntries.forEach(entry => {
                    const normalizedEntry = {
                        ...entry,
                        before: [],
                        after: []
                    };
                    for (const alias of getAllAliases(normalizedEntry.name, normalizedEntry.aliases)) normalizedEntriesNameMap[alias] = normalizedEntry;
                    normalizedAbsoluteEntries.push(normalizedEntry);
                });
                relativeEntries.forEach(entry => {
                    const normalizedEntry = {
                        ...entry,
                        before: [],
                        after: []
                    };
                    for (const alias of getAllAliases(normalizedEntry.name, normalizedEntry.aliases)) normalizedEntriesNameMap[alias] = normalizedEntry;
                    normalizedRelativeEntries.push(normalizedEntry);
                });
                normalizedRelativeEntries.forEach(entry => {
                    if (entry.toMiddleware) {
                        const toMiddleware = normalizedEntriesNameMap[entry.toMiddleware];
                        if (void 0 === toMiddleware) {
                            if (debug) return;
                            throw new Error(`${entry.toMiddleware} is not found when adding ${getMiddlewareNameWithAliases(entry.name, entry.aliases)} middleware ${entry.relation} ${entry.toMiddleware}`);
                        }
                        "after" === entry.relation && toMiddleware.after.push(entry);
                        "before" === entry.relation && toMiddleware.before.push(entry);
                    }
                });
                var entries;
                return (entries = normalizedAbsoluteEntries, entries.sort((a, b) => stepWeights[b.step] - stepWeights[a.step] || priorityWeights[b.priority || "normal"] - priorityWeights[a.priority || "normal"])).map(expandRelativeMiddlewareList).reduce((wholeList, expandedMiddlewareList) => {
                    wholeList.push(...expandedMiddlewareList);
                    return wholeList;
                }, []);
            };
            const stack = {
                add: (middleware, options = {}) => {
                    const {name, override, aliases: _aliases} = options;
                    const entry = {
                        step: "initialize",
                        priority: "normal",
                        middleware,
                        ...options
                    };
                    const aliases = getAllAliases(name, _aliases);
                    if (aliases.length > 0) {
                        if (aliases.some(alias => entriesNameSet.has(alias))) {
                            if (!override) throw new Error(`Duplicate middleware name '${getMiddlewareNameWithAliases(name, _aliases)}'`);
                            for (const alias of aliases) {
                                const toOverrideIndex = absoluteEntries.findIndex(entry => entry.name === alias || entry.aliases?.some(a => a === alias));
                                if (-1 === toOverrideIndex) continue;
                                const toOverride = absoluteEntries[toOverrideIndex];
                                if (toOverride.step !== entry.step || entry.priority !== toOverride.priority) throw new Error(`"${getMiddlewareNameWithAliases(toOverride.name, toOverride.aliases)}" middleware with ${toOverride.priority} priority in ${toOverride.step} step cannot be overridden by "${getMiddlewareNameWithAliases(name, _aliases)}" middleware with ${entry.priority} priority in ${entry.step} step.`);
                                absoluteEntries.splice(toOverrideIndex, 1);
                            }
                        }
                        for (const alias of aliases) entriesNameSet.add(alias);
                    }
                    absoluteEntries.push(entry);
                },
                addRelativeTo: (middleware, options) => {
                    const {name, override, aliases: _aliases} = options;
                    const entry = {
                        middleware,
                        ...options
                    };
                    const aliases = getAllAliases(name, _aliases);
                    if (aliases.length > 0) {
                        if (aliases.some(alias => entriesNameSet.has(alias))) {
                            if (!override) throw new Error(`Duplicate middleware name '${getMiddlewareNameWithAliases(name, _aliases)}'`);
                            for (const alias of aliases) {
                                const toOverrideIndex = relativeEntries.findIndex(entry => entry.name === alias || entry.aliases?.some(a => a === alias));
                                if (-1 === toOverrideIndex) continue;
                                const toOverride = relativeEntries[toOverrideIndex];
                                if (toOverride.toMiddleware !== entry.toMiddleware || toOverride.relation !== entry.relation) throw new Error(`"${getMiddlewareNameWithAliases(toOverride.name, toOverride.aliases)}" middleware ${toOverride.relation} "${toOverride.toMiddleware}" middleware cannot be overridden by "${getMiddlewareNameWithAliases(name, _aliases)}" middleware ${entry.relation} "${entry.toMiddleware}" middleware.`);
                                relativeEntries.splice(toOverrideIndex, 1);
                            }
                        }
                        for (const alias of aliases) entriesNameSet.add(alias);
                    }
                    relativeEntries.push(entry);
                },
                clone: () => cloneTo(constructStack()),
                use: plugin => {
                    plugin.applyToStack(stack);
                },
                remove: toRemove => "string" == typeof toRemove ? (toRemove => {
                    let isRemoved = !1;
                    const filterCb = entry => {
                        const aliases = getAllAliases(entry.name, entry.aliases);
                        if (aliases.includes(toRemove)) {
                            isRemoved = !0;
                            for (const alias of aliases) entriesNameSet.delete(alias);
                            return !1;
                        }
                        return !0;
                    };
                    absoluteEntries = absoluteEntries.filter(filterCb);
                    relativeEntries = relativeEntries.filter(filterCb);
                    return isRemoved;
                })(toRemove) : (toRemove => {
                    let isRemoved = !1;
                    const filterCb = entry => {
                        if (entry.middleware === toRemove) {
                            isRemoved = !0;
                            for (const alias of getAllAliases(entry.name, entry.aliases)) entriesNameSet.delete(alias);
                            return !1;
                        }
                        return !0;
                    };
                    absoluteEntries = absoluteEntries.filter(filterCb);
                    relativeEntries = relativeEntries.filter(filterCb);
                    return isRemoved;
                })(toRemove),
                removeByTag: toRemove => {
                    let isRemoved = !1;
                    const filterCb = entry => {
                        const {tags, name, aliases: _aliases} = entry;
                        if (tags && tags.includes(toRemove)) {
                            const aliases = getAllAliases(name, _aliases);
                            for (const alias of aliases) entriesNameSet.delete(alias);
                            isRemoved = !0;
                            return !1;
                        }
                        return !0;
                    };
                    absoluteEntries = absoluteEntries.filter(filterCb);
                    relativeEntries = relativeEntries.filter(filterCb);
                    return isRemoved;
                },
                concat: from => {
                    const cloned = cloneTo(constructStack());
                    cloned.use(from);
                    cloned.identifyOnResolve(identifyOnResolve || cloned.identifyOnResolve() || (from.identifyOnResolve?.() ?? !1));
                    return cloned;
                },
                applyToStack: cloneTo,
                identify: () => getMiddlewareList(!0).map(mw => {
                    const step = mw.step ?? mw.relation + " " + mw.toMiddleware;
                    return getMiddlewareNameWithAliases(mw.name, mw.aliases) + " - " + step;
                }),
                identifyOnResolve(toggle) {
                    "boolean" == typeof toggle && (identifyOnResolve = toggle);
                    return identifyOnResolve;
                },
                resolve: (handler, context) => {
                    for (const middleware of getMiddlewareList().map(entry => entry.middleware).reverse()) handler = middleware(handler, context);
                    identifyOnResolve && console.log(stack.identify());
                    return handler;
                }
            };
            return stack;
        };
        const stepWeights = {
            initialize: 5,
            serialize: 4,
            build: 3,
            finalizeRequest: 2,
            deserialize: 1
        };
        const priorityWeights = {
            high: 3,
            normal: 2,
            low: 1
        };
    }),
    51: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            N: () => NoOpLogger
        });
        class NoOpLogger {
            trace() {}
            debug() {}
            info() {}
            warn() {}
            error() {}
        }
    }),
    5747: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            k: () => makeBuilder
        });
        var middleware = __nccwpck_require__(876);
        var MiddlewareStack = __nccwpck_require__(5661);
        var NormalizedSchema = __nccwpck_require__(6627);
        function schemaLogFilter(schema, data) {
            if (null == data) return data;
            const ns = NormalizedSchema.l1.of(schema);
            if (ns.getMergedTraits().sensitive) return "***SensitiveInformation***";
            if (ns.isListSchema()) {
                const valueSchema = ns.getValueSchema();
                if (valueSchema.getMergedTraits().sensitive) return "***SensitiveInformation***";
                if (Array.isArray(data)) return data.map(value => schemaLogFilter(valueSchema, value));
            } else if (ns.isMapSchema()) {
                const valueSchema = ns.getValueSchema();
                if (ns.getKeySchema().getMergedTraits().sensitive || valueSchema.getMergedTraits().sensitive) return "***SensitiveInformation***";
                if ("object" == typeof data) return Object.fromEntries(Object.entries(data).map(([key, value]) => [ key, schemaLogFilter(valueSchema, value) ]));
            } else if (ns.isStructSchema() && "object" == typeof data) {
                const object = data;
                const newObject = {};
                for (const [member, memberNs] of ns.structIterator()) null != object[member] && (newObject[member] = schemaLogFilter(memberNs, object[member]));
                return newObject;
            }
            return data;
        }
        const operationEventStreamMarker = Symbol.for("@smithy/op-event-stream");
        class Command {
            middlewareStack=(0, MiddlewareStack.o)();
            schema;
            static classBuilder() {
                return new ClassBuilder;
            }
            resolveMiddlewareWithContext(clientStack, configuration, options, {middlewareFn, clientName, commandName, inputFilterSensitiveLog, outputFilterSensitiveLog, smithyContext, additionalContext, CommandCtor}) {
                for (const mw of middlewareFn.bind(this)(CommandCtor, clientStack, configuration, options)) this.middlewareStack.use(mw);
                const stack = clientStack.concat(this.middlewareStack);
                const {logger} = configuration;
                const additionalSmithyContext = additionalContext[middleware.V];
                const handlerExecutionContext = {
                    logger,
                    clientName,
                    commandName,
                    inputFilterSensitiveLog,
                    outputFilterSensitiveLog,
                    ...additionalContext,
                    [middleware.V]: {
                        ...additionalSmithyContext,
                        commandInstance: this,
                        ...smithyContext,
                        ...void 0 === options?.metricsRecorder ? {} : {
                            metricsRecorder: options.metricsRecorder
                        },
                        ...void 0 === options?.abortSignal ? {} : {
                            abortSignal: options.abortSignal
                        }
                    }
                };
                const {requestHandler} = configuration;
                let requestOptions = options ?? {};
                if (requestOptions.metricsRecorder) {
                    requestOptions = {
                        ...requestOptions
                    };
                    delete requestOptions.metricsRecorder;
                }
                let isEventStream;
                const schema = this.schema;
                const marker = schema?.[operationEventStreamMarker];
                if (void 0 !== marker) isEventStream = marker; else if (schema && Array.isArray(schema) && 9 === schema[0]) {
                    const [, , , , input$, output$] = schema;
                    isEventStream = schema[operationEventStreamMarker] = Boolean(NormalizedSchema.l1.of(input$).getEventStreamMember() || NormalizedSchema.l1.of(output$).getEventStreamMember());
                }
                isEventStream && (requestOptions = {
                    isEventStream,
                    ...requestOptions
                });
                return stack.resolve(request => requestHandler.handle(request.request, requestOptions), handlerExecutionContext);
            }
        }
        class ClassBuilder {
            _init=() => {};
            _ep={};
            _middlewareFn=() => [];
            _commandName="";
            _clientName="";
            _additionalContext={};
            _smithyContext={};
            _inputFilterSensitiveLog=void 0;
            _outputFilterSensitiveLog=void 0;
            _serializer=null;
            _deserializer=null;
            _operationSchema;
            init(cb) {
                this._init = cb;
            }
            ep(endpointParameterInstructions) {
                this._ep = endpointParameterInstructions;
                return this;
            }
            m(middlewareSupplier) {
                this._middlewareFn = middlewareSupplier;
                return this;
            }
            s(service, operation, smithyContext = {}) {
                this._smithyContext = {
                    service,
                    operation,
                    ...smithyContext
                };
                return this;
            }
            c(additionalContext = {}) {
                this._additionalContext = additionalContext;
                return this;
            }
            n(clientName, commandName) {
                this._clientName = clientName;
                this._commandName = commandName;
                return this;
            }
            f(inputFilter = _ => _, outputFilter = _ => _) {
                this._inputFilterSensitiveLog = inputFilter;
                this._outputFilterSensitiveLog = outputFilter;
                return this;
            }
            ser(serializer) {
                this._serializer = serializer;
                return this;
            }
            de(deserializer) {
                this._deserializer = deserializer;
                return this;
            }
            sc(operation) {
                this._operationSchema = operation;
                this._smithyContext.operationSchema = operation;
                return this;
            }
            build() {
                const closure = this;
                let CommandRef;
                return CommandRef = class extends Command {
                    input;
                    static getEndpointParameterInstructions() {
                        return closure._ep;
                    }
                    constructor(...[input]) {
                        super();
                        this.input = input ?? {};
                        closure._init(this);
                        this.schema = closure._operationSchema;
                    }
                    resolveMiddleware(stack, configuration, options) {
                        const op = closure._operationSchema;
                        const input = op?.[4] ?? op?.input;
                        const output = op?.[5] ?? op?.output;
                        return this.resolveMiddlewareWithContext(stack, configuration, options, {
                            CommandCtor: CommandRef,
                            middlewareFn: closure._middlewareFn,
                            clientName: closure._clientName,
                            commandName: closure._commandName,
                            inputFilterSensitiveLog: closure._inputFilterSensitiveLog ?? (op ? schemaLogFilter.bind(null, input) : _ => _),
                            outputFilterSensitiveLog: closure._outputFilterSensitiveLog ?? (op ? schemaLogFilter.bind(null, output) : _ => _),
                            smithyContext: closure._smithyContext,
                            additionalContext: closure._additionalContext
                        });
                    }
                    serialize=closure._serializer;
                    deserialize=closure._deserializer;
                };
            }
        }
        function makeBuilder(common, service, name, ep) {
            return function makeCommand(added, plugins, op, $, smithyContext = {}) {
                const epMerged = Object.assign({}, common, added);
                return Command.classBuilder().ep(epMerged).m(function(CommandCtor, clientStack, config, options) {
                    const list = plugins.call(this, CommandCtor, clientStack, config, options);
                    list.unshift(ep(config, CommandCtor.getEndpointParameterInstructions()));
                    return list;
                }).s(service, op, smithyContext).n(name, op.charAt(0).toUpperCase() + op.slice(1) + "Command").sc($).build();
            };
        }
    }),
    7860: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            K: () => Client
        });
        var _middleware_stack_MiddlewareStack__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5661);
        class Client {
            config;
            middlewareStack=(0, _middleware_stack_MiddlewareStack__WEBPACK_IMPORTED_MODULE_0__.o)();
            initConfig;
            handlers;
            constructor(config) {
                this.config = config;
                const {protocol, protocolSettings} = config;
                protocolSettings && "function" == typeof protocol && (config.protocol = new protocol(protocolSettings));
            }
            send(command, optionsOrCb, cb) {
                const options = "function" != typeof optionsOrCb ? optionsOrCb : void 0;
                const callback = "function" == typeof optionsOrCb ? optionsOrCb : cb;
                let handler;
                if (void 0 === options && !0 === this.config.cacheMiddleware) {
                    this.handlers || (this.handlers = new WeakMap);
                    const handlers = this.handlers;
                    if (handlers.has(command.constructor)) handler = handlers.get(command.constructor); else {
                        handler = command.resolveMiddleware(this.middlewareStack, this.config, options);
                        handlers.set(command.constructor, handler);
                    }
                } else {
                    delete this.handlers;
                    handler = command.resolveMiddleware(this.middlewareStack, this.config, options);
                }
                if (!callback) return handler(command).then(result => result.output);
                handler(command).then(result => callback(null, result.output), err => callback(err)).catch(() => {});
            }
            destroy() {
                this.config?.requestHandler?.destroy?.();
                delete this.handlers;
            }
        }
    }),
    7613: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            l: () => loadConfigsForDefaultMode
        });
        const loadConfigsForDefaultMode = mode => {
            switch (mode) {
              case "standard":
              case "cross-region":
                return {
                    retryMode: "standard",
                    connectionTimeout: 3100
                };

              case "in-region":
                return {
                    retryMode: "standard",
                    connectionTimeout: 1100
                };

              case "mobile":
                return {
                    retryMode: "standard",
                    connectionTimeout: 3e4
                };

              default:
                return {};
            }
        };
    }),
    3816: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            I: () => emitWarningIfUnsupportedVersion
        });
        let warningEmitted = !1;
        const emitWarningIfUnsupportedVersion = version => {
            version && !warningEmitted && parseInt(version.substring(1, version.indexOf("."))) < 16 && (warningEmitted = !0);
        };
    }),
    3441: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            M: () => decorateServiceException,
            T: () => ServiceException
        });
        class ServiceException extends Error {
            static shapeId="smithy.ts.sdk.synthetic.nonamespace.client#ServiceException";
            $fault;
            $response;
            $retryable;
            $metadata;
            constructor(options) {
                super(options.message);
                Object.setPrototypeOf(this, Object.getPrototypeOf(this).constructor.prototype);
                this.name = options.name;
                this.$fault = options.$fault;
                this.$metadata = options.$metadata;
            }
            static isInstance(value) {
                if (!value) return !1;
                const candidate = value;
                return ServiceException.prototype.isPrototypeOf(candidate) || Boolean(candidate.$fault) && Boolean(candidate.$metadata) && ("client" === candidate.$fault || "server" === candidate.$fault);
            }
            static [Symbol.hasInstance](instance) {
                if (!instance) return !1;
                const candidate = instance;
                if (this === ServiceException) return ServiceException.isInstance(instance);
                if (ServiceException.isInstance(instance)) {
                    if (this.prototype.isPrototypeOf(instance)) return !0;
                    const targetId = Object.prototype.hasOwnProperty.call(this, "shapeId") ? this.shapeId : void 0;
                    let candidateHasShapeId = !1;
                    if (targetId) {
                        let proto = Object.getPrototypeOf(candidate);
                        for (;proto && proto !== Object.prototype; ) {
                            const ctor = proto.constructor;
                            const candidateId = ctor !== ServiceException && Object.prototype.hasOwnProperty.call(ctor, "shapeId") ? ctor?.shapeId : void 0;
                            if (candidateId) {
                                candidateHasShapeId = !0;
                                if (candidateId === targetId) return !0;
                            }
                            proto = Object.getPrototypeOf(proto);
                        }
                    }
                    if (targetId && candidateHasShapeId) return !1;
                    const targetName = this.name;
                    if (targetName && targetName.length >= 6) {
                        if (candidate.name === targetName) return !0;
                        let proto = Object.getPrototypeOf(candidate);
                        for (;proto && proto !== Object.prototype; ) {
                            const ctorName = proto.constructor?.name;
                            if (ctorName && "Error" !== ctorName && ctorName === targetName) return !0;
                            proto = Object.getPrototypeOf(proto);
                        }
                    }
                }
                return !1;
            }
        }
        const decorateServiceException = (exception, additions = {}) => {
            Object.entries(additions).filter(([, v]) => void 0 !== v).forEach(([k, v]) => {
                null != exception[k] && "" !== exception[k] || (exception[k] = v);
            });
            const message = exception.message || exception.Message || "UnknownError";
            exception.message = message;
            delete exception.Message;
            return exception;
        };
    }),
    2061: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            xA: () => getDefaultExtensionConfiguration,
            uv: () => resolveDefaultRuntimeConfig
        });
        var hasOwn = __nccwpck_require__(6852);
        var AlgorithmId;
        (function(AlgorithmId) {
            AlgorithmId.MD5 = "md5";
            AlgorithmId.CRC32 = "crc32";
            AlgorithmId.CRC32C = "crc32c";
            AlgorithmId.SHA1 = "sha1";
            AlgorithmId.SHA256 = "sha256";
        })(AlgorithmId || (AlgorithmId = {}));
        const knownAlgorithms = Object.values(AlgorithmId);
        const getDefaultExtensionConfiguration = runtimeConfig => Object.assign((runtimeConfig => {
            const checksumAlgorithms = [];
            for (const id in AlgorithmId) {
                if (!(0, hasOwn.$)(AlgorithmId, id)) continue;
                const algorithmId = AlgorithmId[id];
                void 0 !== runtimeConfig[algorithmId] && checksumAlgorithms.push({
                    algorithmId: () => algorithmId,
                    checksumConstructor: () => runtimeConfig[algorithmId]
                });
            }
            for (const [id, ChecksumCtor] of Object.entries(runtimeConfig.checksumAlgorithms ?? {})) checksumAlgorithms.push({
                algorithmId: () => id,
                checksumConstructor: () => ChecksumCtor
            });
            return {
                addChecksumAlgorithm(algo) {
                    runtimeConfig.checksumAlgorithms = runtimeConfig.checksumAlgorithms ?? {};
                    const id = algo.algorithmId();
                    const ctor = algo.checksumConstructor();
                    knownAlgorithms.includes(id) ? runtimeConfig.checksumAlgorithms[id.toUpperCase()] = ctor : runtimeConfig.checksumAlgorithms[id] = ctor;
                    checksumAlgorithms.push(algo);
                },
                checksumAlgorithms: () => checksumAlgorithms
            };
        })(runtimeConfig), (runtimeConfig => ({
            setRetryStrategy(retryStrategy) {
                runtimeConfig.retryStrategy = retryStrategy;
            },
            retryStrategy: () => runtimeConfig.retryStrategy
        }))(runtimeConfig));
        const resolveDefaultRuntimeConfig = config => Object.assign((clientConfig => {
            const runtimeConfig = {};
            clientConfig.checksumAlgorithms().forEach(checksumAlgorithm => {
                const id = checksumAlgorithm.algorithmId();
                knownAlgorithms.includes(id) && (runtimeConfig[id] = checksumAlgorithm.checksumConstructor());
            });
            return runtimeConfig;
        })(config), (retryStrategyConfiguration => {
            const runtimeConfig = {};
            runtimeConfig.retryStrategy = retryStrategyConfiguration.retryStrategy();
            return runtimeConfig;
        })(config));
    }),
    2766: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            e$: () => NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS
        });
        var _util_config_provider_booleanSelector__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3348);
        var _util_config_provider_types__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3760);
        const NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS = {
            environmentVariableSelector: env => (0, _util_config_provider_booleanSelector__WEBPACK_IMPORTED_MODULE_0__.Q)(env, "AWS_USE_DUALSTACK_ENDPOINT", _util_config_provider_types__WEBPACK_IMPORTED_MODULE_1__.c.ENV),
            configFileSelector: profile => (0, _util_config_provider_booleanSelector__WEBPACK_IMPORTED_MODULE_0__.Q)(profile, "use_dualstack_endpoint", _util_config_provider_types__WEBPACK_IMPORTED_MODULE_1__.c.CONFIG),
            default: !1
        };
    }),
    4824: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Ko: () => NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS
        });
        var _util_config_provider_booleanSelector__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3348);
        var _util_config_provider_types__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3760);
        const NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS = {
            environmentVariableSelector: env => (0, _util_config_provider_booleanSelector__WEBPACK_IMPORTED_MODULE_0__.Q)(env, "AWS_USE_FIPS_ENDPOINT", _util_config_provider_types__WEBPACK_IMPORTED_MODULE_1__.c.ENV),
            configFileSelector: profile => (0, _util_config_provider_booleanSelector__WEBPACK_IMPORTED_MODULE_0__.Q)(profile, "use_fips_endpoint", _util_config_provider_types__WEBPACK_IMPORTED_MODULE_1__.c.CONFIG),
            default: !1
        };
    }),
    446: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            GG: () => NODE_REGION_CONFIG_OPTIONS,
            zH: () => NODE_REGION_CONFIG_FILE_OPTIONS
        });
        var _getInstanceMetadataRegion__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7848);
        const NODE_REGION_CONFIG_OPTIONS = {
            environmentVariableSelector: env => env.AWS_REGION,
            configFileSelector: profile => profile.region,
            default: async () => {
                const region = await (0, _getInstanceMetadataRegion__WEBPACK_IMPORTED_MODULE_0__.b)();
                if (region) return region;
                throw new Error("Region is missing");
            }
        };
        const NODE_REGION_CONFIG_FILE_OPTIONS = {
            preferredFile: "credentials"
        };
    }),
    7848: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            b: () => getInstanceMetadataRegion
        });
        var _defaults_mode_constants__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1007);
        let negativeCacheUntil = 0;
        const getInstanceMetadataRegion = async () => {
            if (!(process.env[_defaults_mode_constants__WEBPACK_IMPORTED_MODULE_0__.tn] || Date.now() < negativeCacheUntil)) try {
                const endpoint = resolveImdsEndpoint();
                const token = (await imdsRequest({
                    ...endpoint,
                    path: _defaults_mode_constants__WEBPACK_IMPORTED_MODULE_0__.EG,
                    method: "PUT",
                    headers: {
                        [_defaults_mode_constants__WEBPACK_IMPORTED_MODULE_0__.nF]: "21600"
                    }
                })).toString();
                return (await imdsRequest({
                    ...endpoint,
                    path: _defaults_mode_constants__WEBPACK_IMPORTED_MODULE_0__.FT,
                    method: "GET",
                    headers: {
                        [_defaults_mode_constants__WEBPACK_IMPORTED_MODULE_0__.cC]: token
                    }
                })).toString().trim() || cacheNegativeAndReturnUndefined();
            } catch {
                return cacheNegativeAndReturnUndefined();
            }
        };
        const cacheNegativeAndReturnUndefined = () => {
            negativeCacheUntil = Date.now() + 6e4;
        };
        const resolveImdsEndpoint = () => {
            const envEndpoint = process.env.AWS_EC2_METADATA_SERVICE_ENDPOINT;
            if (envEndpoint) {
                const url = new URL(envEndpoint);
                return {
                    hostname: url.hostname.replace(/^\[(.+)]$/, "$1"),
                    port: url.port ? Number(url.port) : void 0
                };
            }
            return "IPv6" === process.env.AWS_EC2_METADATA_SERVICE_ENDPOINT_MODE ? {
                hostname: "fd00:ec2::254"
            } : {
                hostname: "169.254.169.254"
            };
        };
        const imdsRequest = async options => {
            const {request} = await Promise.resolve().then(__nccwpck_require__.t.bind(__nccwpck_require__, 7067, 23));
            return new Promise((resolve, reject) => {
                const req = request({
                    hostname: options.hostname,
                    port: options.port,
                    path: options.path,
                    method: options.method,
                    headers: options.headers,
                    timeout: 1e3,
                    signal: AbortSignal.timeout(1e3)
                });
                req.on("error", err => {
                    reject(err);
                    req.destroy();
                });
                req.on("timeout", () => {
                    reject(new Error("TimeoutError from instance metadata service"));
                    req.destroy();
                });
                req.on("response", res => {
                    const {statusCode = 400} = res;
                    if (statusCode < 200 || statusCode >= 300) {
                        reject(Object.assign(new Error("Error response received from instance metadata service"), {
                            statusCode
                        }));
                        req.destroy();
                        return;
                    }
                    const chunks = [];
                    res.on("data", chunk => chunks.push(chunk));
                    res.on("end", () => {
                        resolve(Buffer.concat(chunks));
                        req.destroy();
                    });
                });
                req.end();
            });
        };
    }),
    9053: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            T: () => resolveRegionConfig
        });
        var isValidHostLabel = __nccwpck_require__(6370);
        const validRegions = new Set;
        const isFipsRegion = region => "string" == typeof region && (region.startsWith("fips-") || region.endsWith("-fips"));
        const resolveRegionConfig = input => {
            const {region, useFipsEndpoint} = input;
            if (!region) throw new Error("Region is missing");
            return Object.assign(input, {
                region: async () => {
                    const realRegion = (region => isFipsRegion(region) ? [ "fips-aws-global", "aws-fips" ].includes(region) ? "us-east-1" : region.replace(/fips-(dkr-|prod-)?|-fips/, "") : region)("function" == typeof region ? await region() : region);
                    ((region, check = isValidHostLabel.X) => {
                        if (validRegions.has(region) || check(region)) validRegions.add(region); else {
                            if ("*" !== region) throw new Error(`Region not accepted: region="${region}" is not a valid hostname component.`);
                            console.warn('@smithy/config-resolver WARN - Please use the caller region instead of "*". See "sigv4a" in https://github.com/aws/aws-sdk-js-v3/blob/main/supplemental-docs/CLIENTS.md.');
                        }
                    })(realRegion);
                    return realRegion;
                },
                useFipsEndpoint: async () => {
                    const providedRegion = "string" == typeof region ? region : await region();
                    return !!isFipsRegion(providedRegion) || ("function" != typeof useFipsEndpoint ? Promise.resolve(!!useFipsEndpoint) : useFipsEndpoint());
                }
            });
        };
    }),
    1007: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            EG: () => IMDS_TOKEN_PATH,
            FT: () => IMDS_REGION_PATH,
            J9: () => AWS_EXECUTION_ENV,
            RY: () => AWS_DEFAULT_REGION_ENV,
            US: () => DEFAULTS_MODE_OPTIONS,
            cC: () => X_AWS_EC2_METADATA_TOKEN,
            dr: () => AWS_REGION_ENV,
            nF: () => X_AWS_EC2_METADATA_TOKEN_TTL,
            tn: () => ENV_IMDS_DISABLED
        });
        const AWS_EXECUTION_ENV = "AWS_EXECUTION_ENV";
        const AWS_REGION_ENV = "AWS_REGION";
        const AWS_DEFAULT_REGION_ENV = "AWS_DEFAULT_REGION";
        const ENV_IMDS_DISABLED = "AWS_EC2_METADATA_DISABLED";
        const DEFAULTS_MODE_OPTIONS = [ "in-region", "cross-region", "mobile", "standard", "legacy" ];
        const IMDS_REGION_PATH = "/latest/meta-data/placement/region";
        const IMDS_TOKEN_PATH = "/latest/api/token";
        const X_AWS_EC2_METADATA_TOKEN = "x-aws-ec2-metadata-token";
        const X_AWS_EC2_METADATA_TOKEN_TTL = "x-aws-ec2-metadata-token-ttl-seconds";
    }),
    5412: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            I: () => resolveDefaultsModeConfig
        });
        var config = __nccwpck_require__(446);
        var getInstanceMetadataRegion = __nccwpck_require__(7848);
        var configLoader = __nccwpck_require__(3559);
        var memoize = __nccwpck_require__(909);
        var constants = __nccwpck_require__(1007);
        const NODE_DEFAULTS_MODE_CONFIG_OPTIONS = {
            environmentVariableSelector: env => env.AWS_DEFAULTS_MODE,
            configFileSelector: profile => profile.defaults_mode,
            default: "legacy"
        };
        const resolveDefaultsModeConfig = ({region = (0, configLoader.Z)(config.GG), defaultsMode = (0, 
        configLoader.Z)(NODE_DEFAULTS_MODE_CONFIG_OPTIONS)} = {}) => (0, memoize.B)(async () => {
            const mode = "function" == typeof defaultsMode ? await defaultsMode() : defaultsMode;
            switch (mode?.toLowerCase()) {
              case "auto":
                return resolveNodeDefaultsModeAuto(region);

              case "in-region":
              case "cross-region":
              case "mobile":
              case "standard":
              case "legacy":
                return Promise.resolve(mode?.toLocaleLowerCase());

              case void 0:
                return Promise.resolve("legacy");

              default:
                throw new Error(`Invalid parameter for "defaultsMode", expect ${constants.US.join(", ")}, got ${mode}`);
            }
        });
        const resolveNodeDefaultsModeAuto = async clientRegion => {
            if (clientRegion) {
                const resolvedRegion = "function" == typeof clientRegion ? await clientRegion() : clientRegion;
                const inferredRegion = await inferPhysicalRegion();
                return inferredRegion ? resolvedRegion === inferredRegion ? "in-region" : "cross-region" : "standard";
            }
            return "standard";
        };
        const inferPhysicalRegion = async () => process.env[constants.J9] && (process.env[constants.dr] || process.env[constants.RY]) ? process.env[constants.dr] ?? process.env[constants.RY] : (0, 
        getInstanceMetadataRegion.b)();
    }),
    3559: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Z: () => loadConfig
        });
        var chain = __nccwpck_require__(9300);
        var memoize = __nccwpck_require__(909);
        var CredentialsProviderError = __nccwpck_require__(9902);
        function getSelectorName(functionString) {
            try {
                const constants = new Set(Array.from(functionString.match(/([A-Z_]){3,}/g) ?? []));
                constants.delete("CONFIG");
                constants.delete("CONFIG_PREFIX_SEPARATOR");
                constants.delete("ENV");
                return [ ...constants ].join(", ");
            } catch (ignored) {
                return functionString;
            }
        }
        var getProfileName = __nccwpck_require__(7803);
        var loadSharedConfigFiles = __nccwpck_require__(6522);
        const loadConfig = ({environmentVariableSelector, configFileSelector, default: defaultValue}, configuration = {}) => {
            const {signingName, logger} = configuration;
            const envOptions = {
                signingName,
                logger
            };
            return (0, memoize.B)((0, chain.c)((envVarSelector = environmentVariableSelector, 
            options = envOptions, async () => {
                try {
                    const config = envVarSelector(process.env, options);
                    if (void 0 === config) throw new Error;
                    return config;
                } catch (e) {
                    throw new CredentialsProviderError.C(e.message || `Not found in ENV: ${getSelectorName(envVarSelector.toString())}`, {
                        logger: options?.logger
                    });
                }
            }), ((configSelector, {preferredFile = "config", ...init} = {}) => async () => {
                const profile = (0, getProfileName.Bz)(init);
                const {configFile, credentialsFile} = await (0, loadSharedConfigFiles.p)(init);
                const profileFromCredentials = credentialsFile[profile] || {};
                const profileFromConfig = configFile[profile] || {};
                const mergedProfile = "config" === preferredFile ? {
                    ...profileFromCredentials,
                    ...profileFromConfig
                } : {
                    ...profileFromConfig,
                    ...profileFromCredentials
                };
                try {
                    const configValue = configSelector(mergedProfile, "config" === preferredFile ? configFile : credentialsFile);
                    if (void 0 === configValue) throw new Error;
                    return configValue;
                } catch (e) {
                    throw new CredentialsProviderError.C(e.message || `Not found in config files w/ profile [${profile}]: ${getSelectorName(configSelector.toString())}`, {
                        logger: init.logger
                    });
                }
            })(configFileSelector, configuration), (defaultValue => {
                return "function" == typeof defaultValue ? async () => await defaultValue() : (staticValue = defaultValue, 
                () => Promise.resolve(staticValue));
                var staticValue;
            })(defaultValue)));
            var envVarSelector, options;
        };
    }),
    9902: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            C: () => CredentialsProviderError
        });
        var _ProviderError__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2348);
        class CredentialsProviderError extends _ProviderError__WEBPACK_IMPORTED_MODULE_0__.m {
            name="CredentialsProviderError";
            constructor(message, options = !0) {
                super(message, options);
                Object.setPrototypeOf(this, CredentialsProviderError.prototype);
            }
        }
    }),
    2348: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            m: () => ProviderError
        });
        class ProviderError extends Error {
            name="ProviderError";
            tryNextLink;
            constructor(message, options = !0) {
                let logger;
                let tryNextLink = !0;
                if ("boolean" == typeof options) {
                    logger = void 0;
                    tryNextLink = options;
                } else if (null != options && "object" == typeof options) {
                    logger = options.logger;
                    tryNextLink = options.tryNextLink ?? !0;
                }
                super(message);
                this.tryNextLink = tryNextLink;
                Object.setPrototypeOf(this, ProviderError.prototype);
                logger?.debug?.(`@smithy/property-provider ${tryNextLink ? "->" : "(!)"} ${message}`);
            }
            static from(error, options = !0) {
                return Object.assign(new this(error.message, options), error);
            }
        }
    }),
    9300: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            c: () => chain
        });
        var _ProviderError__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2348);
        const chain = (...providers) => async () => {
            if (0 === providers.length) throw new _ProviderError__WEBPACK_IMPORTED_MODULE_0__.m("No providers in chain");
            let lastProviderError;
            for (const provider of providers) try {
                return await provider();
            } catch (err) {
                lastProviderError = err;
                if (err?.tryNextLink) continue;
                throw err;
            }
            throw lastProviderError;
        };
    }),
    909: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            B: () => memoize
        });
        const memoize = (provider, isExpired, requiresRefresh) => {
            let resolved;
            let pending;
            let hasResult;
            let isConstant = !1;
            const coalesceProvider = async () => {
                pending || (pending = provider());
                try {
                    resolved = await pending;
                    hasResult = !0;
                    isConstant = !1;
                } finally {
                    pending = void 0;
                }
                return resolved;
            };
            return void 0 === isExpired ? async options => {
                hasResult && !options?.forceRefresh || (resolved = await coalesceProvider());
                return resolved;
            } : async options => {
                hasResult && !options?.forceRefresh || (resolved = await coalesceProvider());
                if (isConstant) return resolved;
                if (requiresRefresh && !requiresRefresh(resolved)) {
                    isConstant = !0;
                    return resolved;
                }
                if (isExpired(resolved)) {
                    await coalesceProvider();
                    return resolved;
                }
                return resolved;
            };
        };
    }),
    4396: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Q: () => CONFIG_PREFIX_SEPARATOR
        });
        const CONFIG_PREFIX_SEPARATOR = ".";
    }),
    8042: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            g: () => getConfigFilepath
        });
        var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
        var _getHomeDir__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1651);
        const getConfigFilepath = () => process.env.AWS_CONFIG_FILE || (0, node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0, 
        _getHomeDir__WEBPACK_IMPORTED_MODULE_1__.R)(), ".aws", "config");
    }),
    1651: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            R: () => getHomeDir
        });
        var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
        var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
        const homeDirCache = {};
        const getHomeDir = () => {
            const {HOME, USERPROFILE, HOMEPATH, HOMEDRIVE = `C:${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`} = process.env;
            if (HOME) return HOME;
            if (USERPROFILE) return USERPROFILE;
            if (HOMEPATH) return `${HOMEDRIVE}${HOMEPATH}`;
            const homeDirCacheKey = process && process.geteuid ? `${process.geteuid()}` : "DEFAULT";
            homeDirCache[homeDirCacheKey] || (homeDirCache[homeDirCacheKey] = (0, node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)());
            return homeDirCache[homeDirCacheKey];
        };
    }),
    7803: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Bz: () => getProfileName,
            Ch: () => ENV_PROFILE
        });
        const ENV_PROFILE = "AWS_PROFILE";
        const getProfileName = init => init.profile || process.env[ENV_PROFILE] || "default";
    }),
    6522: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            p: () => loadSharedConfigFiles
        });
        var external_node_path_ = __nccwpck_require__(6760);
        var profile = __nccwpck_require__(9159);
        var constants = __nccwpck_require__(4396);
        const getConfigData = data => Object.entries(data).filter(([key]) => {
            const indexOfSeparator = key.indexOf(constants.Q);
            return -1 !== indexOfSeparator && Object.values(profile.I).includes(key.substring(0, indexOfSeparator));
        }).reduce((acc, [key, value]) => {
            const indexOfSeparator = key.indexOf(constants.Q);
            acc[key.substring(0, indexOfSeparator) === profile.I.PROFILE ? key.substring(indexOfSeparator + 1) : key] = value;
            return acc;
        }, {
            ...data.default && {
                default: data.default
            }
        });
        var getConfigFilepath = __nccwpck_require__(8042);
        var getHomeDir = __nccwpck_require__(1651);
        const getCredentialsFilepath = () => process.env.AWS_SHARED_CREDENTIALS_FILE || (0, 
        external_node_path_.join)((0, getHomeDir.R)(), ".aws", "credentials");
        var parseIni = __nccwpck_require__(7082);
        var readFile = __nccwpck_require__(4583);
        const swallowError = () => ({});
        const loadSharedConfigFiles = async (init = {}) => {
            const {filepath = getCredentialsFilepath(), configFilepath = (0, getConfigFilepath.g)()} = init;
            const homeDir = (0, getHomeDir.R)();
            let resolvedFilepath = filepath;
            filepath.startsWith("~/") && (resolvedFilepath = (0, external_node_path_.join)(homeDir, filepath.slice(2)));
            let resolvedConfigFilepath = configFilepath;
            configFilepath.startsWith("~/") && (resolvedConfigFilepath = (0, external_node_path_.join)(homeDir, configFilepath.slice(2)));
            const parsedFiles = await Promise.all([ (0, readFile.TA)(resolvedConfigFilepath, {
                ignoreCache: init.ignoreCache
            }).then(parseIni.A).then(getConfigData).catch(swallowError), (0, readFile.TA)(resolvedFilepath, {
                ignoreCache: init.ignoreCache
            }).then(parseIni.A).catch(swallowError) ]);
            return {
                configFile: parsedFiles[0],
                credentialsFile: parsedFiles[1]
            };
        };
    }),
    7082: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            A: () => parseIni
        });
        var _smithy_types__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9159);
        var _constants__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4396);
        const prefixKeyRegex = /^([\w-]+)\s(["'])?([\w-@+.%:/]+)\2$/;
        const profileNameBlockList = [ "__proto__", "profile __proto__" ];
        const parseIni = iniData => {
            const map = {};
            let currentSection;
            let currentSubSection;
            for (const iniLine of iniData.split(/\r?\n/)) {
                const trimmedLine = iniLine.split(/(^|\s)[;#]/)[0].trim();
                if ("[" === trimmedLine[0] && "]" === trimmedLine[trimmedLine.length - 1]) {
                    currentSection = void 0;
                    currentSubSection = void 0;
                    const sectionName = trimmedLine.substring(1, trimmedLine.length - 1);
                    const matches = prefixKeyRegex.exec(sectionName);
                    if (matches) {
                        const [, prefix, , name] = matches;
                        Object.values(_smithy_types__WEBPACK_IMPORTED_MODULE_0__.I).includes(prefix) && (currentSection = [ prefix, name ].join(_constants__WEBPACK_IMPORTED_MODULE_1__.Q));
                    } else currentSection = sectionName;
                    if (profileNameBlockList.includes(sectionName)) throw new Error(`Found invalid profile name "${sectionName}"`);
                } else if (currentSection) {
                    const indexOfEqualsSign = trimmedLine.indexOf("=");
                    if (![ 0, -1 ].includes(indexOfEqualsSign)) {
                        const [name, value] = [ trimmedLine.substring(0, indexOfEqualsSign).trim(), trimmedLine.substring(indexOfEqualsSign + 1).trim() ];
                        if ("" === value) currentSubSection = name; else {
                            currentSubSection && iniLine.trimStart() === iniLine && (currentSubSection = void 0);
                            map[currentSection] = map[currentSection] || {};
                            const key = currentSubSection ? [ currentSubSection, name ].join(_constants__WEBPACK_IMPORTED_MODULE_1__.Q) : name;
                            map[currentSection][key] = value;
                        }
                    }
                }
            }
            return map;
        };
    }),
    4583: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Jj: () => fileIntercept,
            TA: () => readFile
        });
        var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
        const filePromises = {};
        const fileIntercept = {};
        const readFile = (path, options) => {
            if (void 0 !== fileIntercept[path]) return fileIntercept[path];
            filePromises[path] && !options?.ignoreCache || (filePromises[path] = (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8"));
            return filePromises[path];
        };
    }),
    3348: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Q: () => booleanSelector
        });
        const booleanSelector = (obj, key, type) => {
            if (key in obj) {
                if ("true" === obj[key]) return !0;
                if ("false" === obj[key]) return !1;
                throw new Error(`Cannot load ${type} "${key}". Expected "true" or "false", got ${obj[key]}.`);
            }
        };
    }),
    3760: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            c: () => SelectorType
        });
        var SelectorType;
        (function(SelectorType) {
            SelectorType.ENV = "env";
            SelectorType.CONFIG = "shared config entry";
        })(SelectorType || (SelectorType = {}));
    }),
    7926: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            rD: () => getEndpointPlugin,
            Co: () => resolveEndpointConfig
        });
        var configLoader = __nccwpck_require__(3559);
        var constants = __nccwpck_require__(4396);
        const ENV_ENDPOINT_URL = "AWS_ENDPOINT_URL";
        const CONFIG_ENDPOINT_URL = "endpoint_url";
        var booleanSelector = __nccwpck_require__(3348);
        var types = __nccwpck_require__(3760);
        const ignoreConfiguredEndpointUrlsConfigSelectors = {
            environmentVariableSelector: env => (0, booleanSelector.Q)(env, "AWS_IGNORE_CONFIGURED_ENDPOINT_URLS", types.c.ENV),
            configFileSelector: profile => (0, booleanSelector.Q)(profile, "ignore_configured_endpoint_urls", types.c.CONFIG),
            default: !1
        };
        const getEndpointFromConfig = async serviceId => {
            if (!await (0, configLoader.Z)(ignoreConfiguredEndpointUrlsConfigSelectors)()) return (0, 
            configLoader.Z)((serviceId => ({
                environmentVariableSelector: env => {
                    const serviceSuffixParts = serviceId.split(" ").map(w => w.toUpperCase());
                    const serviceEndpointUrl = env[[ ENV_ENDPOINT_URL, ...serviceSuffixParts ].join("_")];
                    return serviceEndpointUrl || (env[ENV_ENDPOINT_URL] || void 0);
                },
                configFileSelector: (profile, config) => {
                    if (profile.services) {
                        const servicesSectionKey = [ "services", profile.services ].join(constants.Q);
                        if (!config || !config[servicesSectionKey]) throw new Error(`The services section "${profile.services}" specified in the profile is not present in the shared configuration file.`);
                        const endpointUrl = config[servicesSectionKey][[ serviceId.split(" ").map(w => w.toLowerCase()).join("_"), CONFIG_ENDPOINT_URL ].join(constants.Q)];
                        if (endpointUrl) return endpointUrl;
                    }
                    const endpointUrl = profile[CONFIG_ENDPOINT_URL];
                    if (endpointUrl) return endpointUrl;
                },
                default: void 0
            }))(serviceId ?? ""))();
        };
        var adaptors_getEndpointFromInstructions = __nccwpck_require__(4026);
        var getSmithyContext = __nccwpck_require__(3753);
        function bindEndpointMiddleware(getEndpointFromConfig) {
            const getEndpointFromInstructions = (0, adaptors_getEndpointFromInstructions.g)(getEndpointFromConfig);
            return ({config, instructions}) => (next, context) => async args => {
                config.isCustomEndpoint && function setFeature(context, feature, value) {
                    context.__smithy_context ? context.__smithy_context.features || (context.__smithy_context.features = {}) : context.__smithy_context = {
                        features: {}
                    };
                    context.__smithy_context.features[feature] = value;
                }(context, "ENDPOINT_OVERRIDE", "N");
                const endpoint = await getEndpointFromInstructions(args.input, {
                    getEndpointParameterInstructions: () => instructions
                }, {
                    ...config
                }, context);
                context.endpointV2 = endpoint;
                context.authSchemes = endpoint.properties?.authSchemes;
                const authScheme = context.authSchemes?.[0];
                if (authScheme) {
                    context.signing_region = authScheme.signingRegion;
                    context.signing_service = authScheme.signingName;
                    const smithyContext = (0, getSmithyContext.u)(context);
                    const httpAuthOption = smithyContext?.selectedHttpAuthScheme?.httpAuthOption;
                    httpAuthOption && (httpAuthOption.signingProperties = Object.assign(httpAuthOption.signingProperties || {}, {
                        signing_region: authScheme.signingRegion,
                        signingRegion: authScheme.signingRegion,
                        signing_service: authScheme.signingName,
                        signingName: authScheme.signingName,
                        signingRegionSet: authScheme.signingRegionSet
                    }, authScheme.properties));
                }
                return next({
                    ...args
                });
            };
        }
        const endpointMiddlewareOptions = {
            step: "serialize",
            tags: [ "ENDPOINT_PARAMETERS", "ENDPOINT_V2", "ENDPOINT" ],
            name: "endpointV2Middleware",
            override: !0,
            relation: "before",
            toMiddleware: "serializerMiddleware"
        };
        var normalizeProvider = __nccwpck_require__(4876);
        var toEndpointV1 = __nccwpck_require__(89);
        (0, adaptors_getEndpointFromInstructions.g)(getEndpointFromConfig);
        const resolveEndpointConfig = function bindResolveEndpointConfig(getEndpointFromConfig) {
            return input => {
                const tls = input.tls ?? !0;
                const {endpoint, useDualstackEndpoint, useFipsEndpoint} = input;
                const customEndpointProvider = null != endpoint ? async () => (0, toEndpointV1.a)(await (0, 
                normalizeProvider.t)(endpoint)()) : void 0;
                const isCustomEndpoint = !!endpoint;
                const resolvedConfig = Object.assign(input, {
                    endpoint: customEndpointProvider,
                    tls,
                    isCustomEndpoint,
                    useDualstackEndpoint: (0, normalizeProvider.t)(useDualstackEndpoint ?? !1),
                    useFipsEndpoint: (0, normalizeProvider.t)(useFipsEndpoint ?? !1),
                    ignoreConfiguredEndpointUrls: !!input.ignoreConfiguredEndpointUrls
                });
                let configuredEndpointPromise;
                resolvedConfig.serviceConfiguredEndpoint = async () => {
                    input.serviceId && !configuredEndpointPromise && (configuredEndpointPromise = getEndpointFromConfig(input.serviceId));
                    return configuredEndpointPromise;
                };
                return resolvedConfig;
            };
        }(getEndpointFromConfig);
        bindEndpointMiddleware(getEndpointFromConfig);
        const getEndpointPlugin = function bindGetEndpointPlugin(getEndpointFromConfig) {
            const endpointMiddleware = bindEndpointMiddleware(getEndpointFromConfig);
            return (config, instructions) => ({
                applyToStack: clientStack => {
                    clientStack.addRelativeTo(endpointMiddleware({
                        config,
                        instructions
                    }), endpointMiddlewareOptions);
                }
            });
        }(getEndpointFromConfig);
    }),
    4026: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            g: () => bindGetEndpointFromInstructions,
            x: () => resolveParams
        });
        const DOMAIN_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
        const IP_ADDRESS_PATTERN = /(\d+\.){3}\d+/;
        const DOTS_PATTERN = /\.\./;
        const createConfigValueProvider = (configKey, canonicalEndpointParamKey, config, isClientContextParam = !1) => {
            const configProvider = async () => {
                let configValue;
                if (isClientContextParam) {
                    const clientContextParams = config.clientContextParams;
                    const nestedValue = clientContextParams?.[configKey];
                    configValue = nestedValue ?? config[configKey] ?? config[canonicalEndpointParamKey];
                } else configValue = config[configKey] ?? config[canonicalEndpointParamKey];
                return "function" == typeof configValue ? configValue() : configValue;
            };
            return "credentialScope" === configKey || "CredentialScope" === canonicalEndpointParamKey ? async () => {
                const credentials = "function" == typeof config.credentials ? await config.credentials() : config.credentials;
                return credentials?.credentialScope ?? credentials?.CredentialScope;
            } : "accountId" === configKey || "AccountId" === canonicalEndpointParamKey ? async () => {
                const credentials = "function" == typeof config.credentials ? await config.credentials() : config.credentials;
                return credentials?.accountId ?? credentials?.AccountId;
            } : "endpoint" === configKey || "endpoint" === canonicalEndpointParamKey ? async () => {
                if (!1 === config.isCustomEndpoint) return;
                const endpoint = await configProvider();
                if (endpoint && "object" == typeof endpoint) {
                    if ("url" in endpoint) return endpoint.url.href;
                    if ("hostname" in endpoint) {
                        const {protocol, hostname, port, path} = endpoint;
                        return `${protocol}//${hostname}${port ? ":" + port : ""}${path}`;
                    }
                }
                return endpoint;
            } : configProvider;
        };
        var toEndpointV1 = __nccwpck_require__(89);
        function bindGetEndpointFromInstructions(getEndpointFromConfig) {
            return async (commandInput, instructionsSupplier, clientConfig, context) => {
                if (!clientConfig.isCustomEndpoint && !clientConfig.ignoreConfiguredEndpointUrls) {
                    let endpointFromConfig;
                    endpointFromConfig = clientConfig.serviceConfiguredEndpoint ? await clientConfig.serviceConfiguredEndpoint() : await getEndpointFromConfig(clientConfig.serviceId);
                    if (endpointFromConfig) {
                        clientConfig.endpoint = () => Promise.resolve((0, toEndpointV1.a)(endpointFromConfig));
                        clientConfig.isCustomEndpoint = !0;
                        context?.logger?.debug?.(`@smithy/core/endpoints - resolved endpoint from config: ${endpointFromConfig}`);
                    }
                }
                const endpointParams = await resolveParams(commandInput, instructionsSupplier, clientConfig);
                if ("function" != typeof clientConfig.endpointProvider) throw new Error("config.endpointProvider is not set.");
                const endpoint = clientConfig.endpointProvider(endpointParams, context);
                if (clientConfig.isCustomEndpoint && clientConfig.endpoint) {
                    const customEndpoint = await clientConfig.endpoint();
                    if (customEndpoint?.headers) {
                        endpoint.headers ??= {};
                        for (const [name, value] of Object.entries(customEndpoint.headers)) endpoint.headers[name] = Array.isArray(value) ? value : [ value ];
                    }
                }
                return endpoint;
            };
        }
        const resolveParams = async (commandInput, instructionsSupplier, clientConfig) => {
            const endpointParams = {};
            const instructions = instructionsSupplier?.getEndpointParameterInstructions?.() || {};
            for (const [name, instruction] of Object.entries(instructions)) switch (instruction.type) {
              case "staticContextParams":
                endpointParams[name] = instruction.value;
                break;

              case "contextParams":
                endpointParams[name] = commandInput[instruction.name];
                break;

              case "clientContextParams":
              case "builtInParams":
                endpointParams[name] = await createConfigValueProvider(instruction.name, name, clientConfig, "builtInParams" !== instruction.type)();
                break;

              case "operationContextParams":
                endpointParams[name] = instruction.get(commandInput);
                break;

              default:
                throw new Error("Unrecognized endpoint parameter instruction: " + JSON.stringify(instruction));
            }
            0 === Object.keys(instructions).length && Object.assign(endpointParams, clientConfig);
            "s3" === String(clientConfig.serviceId).toLowerCase() && await (async endpointParams => {
                const bucket = endpointParams?.Bucket || "";
                "string" == typeof endpointParams.Bucket && (endpointParams.Bucket = bucket.replace(/#/g, encodeURIComponent("#")).replace(/\?/g, encodeURIComponent("?")));
                if ((bucketName => {
                    const [arn, partition, service, , , bucket] = bucketName.split(":");
                    const isArn = "arn" === arn && bucketName.split(":").length >= 6;
                    const isValidArn = Boolean(isArn && partition && service && bucket);
                    if (isArn && !isValidArn) throw new Error(`Invalid ARN: ${bucketName} was an invalid ARN.`);
                    return isValidArn;
                })(bucket)) {
                    if (!0 === endpointParams.ForcePathStyle) throw new Error("Path-style addressing cannot be used with ARN buckets");
                } else (!(bucketName = bucket, DOMAIN_PATTERN.test(bucketName) && !IP_ADDRESS_PATTERN.test(bucketName) && !DOTS_PATTERN.test(bucketName)) || -1 !== bucket.indexOf(".") && !String(endpointParams.Endpoint).startsWith("http:") || bucket.toLowerCase() !== bucket || bucket.length < 3) && (endpointParams.ForcePathStyle = !0);
                var bucketName;
                if (endpointParams.DisableMultiRegionAccessPoints) {
                    endpointParams.disableMultiRegionAccessPoints = !0;
                    endpointParams.DisableMRAP = !0;
                }
                return endpointParams;
            })(endpointParams);
            return endpointParams;
        };
    }),
    2988: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            d: () => BinaryDecisionDiagram
        });
        class BinaryDecisionDiagram {
            nodes;
            root;
            conditions;
            results;
            constructor(bdd, root, conditions, results) {
                this.nodes = bdd;
                this.root = root;
                this.conditions = conditions;
                this.results = results;
            }
            static from(bdd, root, conditions, results) {
                return new BinaryDecisionDiagram(bdd, root, conditions, results);
            }
        }
    }),
    4397: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            k: () => EndpointCache
        });
        class EndpointCache {
            capacity;
            data=new Map;
            parameters=[];
            constructor({size, params}) {
                this.capacity = size ?? 50;
                params && (this.parameters = params);
            }
            get(endpointParams, resolver) {
                const key = this.hash(endpointParams);
                if (!1 === key) return resolver();
                if (!this.data.has(key)) {
                    if (this.data.size > this.capacity + 10) {
                        const keys = this.data.keys();
                        let i = 0;
                        for (;;) {
                            const {value, done} = keys.next();
                            this.data.delete(value);
                            if (done || ++i > 10) break;
                        }
                    }
                    this.data.set(key, resolver());
                }
                return this.data.get(key);
            }
            size() {
                return this.data.size;
            }
            hash(endpointParams) {
                let buffer = "";
                const {parameters} = this;
                if (0 === parameters.length) return !1;
                for (const param of parameters) {
                    const raw = endpointParams[param];
                    const val = null == raw ? "\0" : String(raw);
                    if (val.includes("|;")) return !1;
                    buffer += val + "|;";
                }
                return buffer;
            }
        }
    }),
    6467: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            c: () => decideEndpoint
        });
        class EndpointError extends Error {
            constructor(message) {
                super(message);
                this.name = "EndpointError";
            }
        }
        function toDebugString(input) {
            return "object" != typeof input || null == input ? input : "ref" in input ? `$${toDebugString(input.ref)}` : "fn" in input ? `${input.fn}(${(input.argv || []).map(toDebugString).join(", ")})` : JSON.stringify(input, null, 2);
        }
        var customEndpointFunctions = __nccwpck_require__(7228);
        const getAttr = (value, path) => (path => {
            const parts = path.split(".");
            const pathList = [];
            for (const part of parts) {
                const squareBracketIndex = part.indexOf("[");
                if (-1 !== squareBracketIndex) {
                    if (part.indexOf("]") !== part.length - 1) throw new EndpointError(`Path: '${path}' does not end with ']'`);
                    const arrayIndex = part.slice(squareBracketIndex + 1, -1);
                    if (Number.isNaN(parseInt(arrayIndex))) throw new EndpointError(`Invalid array index: '${arrayIndex}' in path: '${path}'`);
                    0 !== squareBracketIndex && pathList.push(part.slice(0, squareBracketIndex));
                    pathList.push(arrayIndex);
                } else pathList.push(part);
            }
            return pathList;
        })(path).reduce((acc, index) => {
            if ("object" != typeof acc) throw new EndpointError(`Index '${index}' in '${path}' not found in '${JSON.stringify(value)}'`);
            if (Array.isArray(acc)) {
                const i = parseInt(index);
                return acc[i < 0 ? acc.length + i : i];
            }
            return acc[index];
        }, value);
        var isValidHostLabel = __nccwpck_require__(6370);
        var EndpointURLScheme;
        (function(EndpointURLScheme) {
            EndpointURLScheme.HTTP = "http";
            EndpointURLScheme.HTTPS = "https";
        })(EndpointURLScheme || (EndpointURLScheme = {}));
        var isIpAddress = __nccwpck_require__(7298);
        const DEFAULT_PORTS = {
            [EndpointURLScheme.HTTP]: 80,
            [EndpointURLScheme.HTTPS]: 443
        };
        const endpointFunctions = {
            booleanEquals: (value1, value2) => value1 === value2,
            coalesce: function coalesce(...args) {
                for (const arg of args) if (null != arg) return arg;
            },
            getAttr,
            isSet: value => null != value,
            isValidHostLabel: isValidHostLabel.X,
            ite: function ite(condition, trueValue, falseValue) {
                return condition ? trueValue : falseValue;
            },
            not: value => !value,
            parseURL: value => {
                const whatwgURL = (() => {
                    try {
                        if (value instanceof URL) return value;
                        if ("object" == typeof value && "hostname" in value) {
                            const {hostname, port, protocol = "", path = "", query = {}} = value;
                            const url = new URL(`${protocol}//${hostname}${port ? `:${port}` : ""}${path}`);
                            url.search = Object.entries(query).map(([k, v]) => `${k}=${v}`).join("&");
                            return url;
                        }
                        return new URL(value);
                    } catch (ignored) {
                        return null;
                    }
                })();
                if (!whatwgURL) {
                    console.error(`Unable to parse ${JSON.stringify(value)} as a whatwg URL.`);
                    return null;
                }
                const urlString = whatwgURL.href;
                const {host, hostname, pathname, protocol, search} = whatwgURL;
                if (search) return null;
                const scheme = protocol.slice(0, -1);
                if (!Object.values(EndpointURLScheme).includes(scheme)) return null;
                const isIp = (0, isIpAddress.o)(hostname);
                return {
                    scheme,
                    authority: `${host}${urlString.includes(`${host}:${DEFAULT_PORTS[scheme]}`) || "string" == typeof value && value.includes(`${host}:${DEFAULT_PORTS[scheme]}`) ? `:${DEFAULT_PORTS[scheme]}` : ""}`,
                    path: pathname,
                    normalizedPath: pathname.endsWith("/") ? pathname : `${pathname}/`,
                    isIp
                };
            },
            split: function split(value, delimiter, limit) {
                if (1 === limit) return [ value ];
                if ("" === value) return [ "" ];
                const parts = value.split(delimiter);
                return 0 === limit ? parts : parts.slice(0, limit - 1).concat(parts.slice(1).join(delimiter));
            },
            stringEquals: (value1, value2) => value1 === value2,
            substring: (input, start, stop, reverse) => null == input || start >= stop || input.length < stop || /[^\u0000-\u007f]/.test(input) ? null : reverse ? input.substring(input.length - stop, input.length - start) : input.substring(start, stop),
            uriEncode: value => encodeURIComponent(value).replace(/[!*'()]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
        };
        const evaluateTemplate = (template, options) => {
            const evaluatedTemplateArr = [];
            const {referenceRecord, endpointParams} = options;
            let currentIndex = 0;
            for (;currentIndex < template.length; ) {
                const openingBraceIndex = template.indexOf("{", currentIndex);
                if (-1 === openingBraceIndex) {
                    evaluatedTemplateArr.push(template.slice(currentIndex));
                    break;
                }
                evaluatedTemplateArr.push(template.slice(currentIndex, openingBraceIndex));
                const closingBraceIndex = template.indexOf("}", openingBraceIndex);
                if (-1 === closingBraceIndex) {
                    evaluatedTemplateArr.push(template.slice(openingBraceIndex));
                    break;
                }
                if ("{" === template[openingBraceIndex + 1] && "}" === template[closingBraceIndex + 1]) {
                    evaluatedTemplateArr.push(template.slice(openingBraceIndex + 1, closingBraceIndex));
                    currentIndex = closingBraceIndex + 2;
                }
                const parameterName = template.substring(openingBraceIndex + 1, closingBraceIndex);
                if (parameterName.includes("#")) {
                    const [refName, attrName] = parameterName.split("#");
                    evaluatedTemplateArr.push(getAttr(referenceRecord[refName] ?? endpointParams[refName], attrName));
                } else evaluatedTemplateArr.push(referenceRecord[parameterName] ?? endpointParams[parameterName]);
                currentIndex = closingBraceIndex + 1;
            }
            return evaluatedTemplateArr.join("");
        };
        const evaluateExpression = (obj, keyName, options) => {
            if ("string" == typeof obj) return evaluateTemplate(obj, options);
            if (obj.fn) return group.callFunction(obj, options);
            if (obj.ref) return (({ref}, options) => options.referenceRecord[ref] ?? options.endpointParams[ref])(obj, options);
            throw new EndpointError(`'${keyName}': ${String(obj)} is not a string, function or reference.`);
        };
        const callFunction = ({fn, argv}, options) => {
            const evaluatedArgs = Array(argv.length);
            for (let i = 0; i < evaluatedArgs.length; ++i) {
                const arg = argv[i];
                evaluatedArgs[i] = "boolean" == typeof arg || "number" == typeof arg ? arg : group.evaluateExpression(arg, "arg", options);
            }
            const namespaceSeparatorIndex = fn.indexOf(".");
            if (-1 !== namespaceSeparatorIndex) {
                const namespaceFunctions = customEndpointFunctions.m[fn.slice(0, namespaceSeparatorIndex)];
                const customFunction = namespaceFunctions?.[fn.slice(namespaceSeparatorIndex + 1)];
                if ("function" == typeof customFunction) return customFunction(...evaluatedArgs);
            }
            const callable = endpointFunctions[fn];
            if ("function" == typeof callable) return callable(...evaluatedArgs);
            throw new Error(`function ${fn} not loaded in endpointFunctions.`);
        };
        const group = {
            evaluateExpression,
            callFunction
        };
        const evaluateCondition = (condition, options) => {
            const {assign} = condition;
            if (assign && assign in options.referenceRecord) throw new EndpointError(`'${assign}' is already defined in Reference Record.`);
            const value = callFunction(condition, options);
            options.logger?.debug?.(`endpoints evaluateCondition: ${toDebugString(condition)} = ${toDebugString(value)}`);
            const result = "" === value || !!value;
            return null != assign ? {
                result,
                toAssign: {
                    name: assign,
                    value
                }
            } : {
                result
            };
        };
        const getEndpointHeaders = (headers, options) => Object.entries(headers ?? {}).reduce((acc, [headerKey, headerVal]) => {
            acc[headerKey] = headerVal.map(headerValEntry => {
                const processedExpr = evaluateExpression(headerValEntry, "Header value entry", options);
                if ("string" != typeof processedExpr) throw new EndpointError(`Header '${headerKey}' value '${processedExpr}' is not a string`);
                return processedExpr;
            });
            return acc;
        }, {});
        const getEndpointProperties = (properties, options) => Object.entries(properties).reduce((acc, [propertyKey, propertyVal]) => {
            acc[propertyKey] = getEndpointProperties_group.getEndpointProperty(propertyVal, options);
            return acc;
        }, {});
        const getEndpointProperty = (property, options) => {
            if (Array.isArray(property)) return property.map(propertyEntry => getEndpointProperty(propertyEntry, options));
            switch (typeof property) {
              case "string":
                return evaluateTemplate(property, options);

              case "object":
                if (null === property) throw new EndpointError(`Unexpected endpoint property: ${property}`);
                return getEndpointProperties_group.getEndpointProperties(property, options);

              case "boolean":
                return property;

              default:
                throw new EndpointError("Unexpected endpoint property type: " + typeof property);
            }
        };
        const getEndpointProperties_group = {
            getEndpointProperty,
            getEndpointProperties
        };
        const getEndpointUrl = (endpointUrl, options) => {
            const expression = evaluateExpression(endpointUrl, "Endpoint URL", options);
            if ("string" == typeof expression) try {
                return new URL(expression);
            } catch (error) {
                console.error(`Failed to construct URL with ${expression}`, error);
                throw error;
            }
            throw new EndpointError("Endpoint URL must be a string, got " + typeof expression);
        };
        const decideEndpoint = (bdd, options) => {
            const {nodes, root, results, conditions} = bdd;
            let ref = root;
            const referenceRecord = {};
            const closure = {
                referenceRecord,
                endpointParams: options.endpointParams,
                logger: options.logger
            };
            for (;1 !== ref && -1 !== ref && ref < 1e8; ) {
                const node_i = 3 * (Math.abs(ref) - 1);
                const [condition_i, highRef, lowRef] = [ nodes[node_i], nodes[node_i + 1], nodes[node_i + 2] ];
                const [fn, argv, assign] = conditions[condition_i];
                const evaluation = evaluateCondition({
                    fn,
                    assign,
                    argv
                }, closure);
                if (evaluation.toAssign) {
                    const {name, value} = evaluation.toAssign;
                    referenceRecord[name] = value;
                }
                ref = ref >= 0 === evaluation.result ? highRef : lowRef;
            }
            if (ref >= 1e8) {
                const result = results[ref - 1e8];
                if (-1 === result[0]) {
                    const [, errorExpression] = result;
                    throw new EndpointError(evaluateExpression(errorExpression, "Error", closure));
                }
                const [url, properties, headers] = result;
                return {
                    url: getEndpointUrl(url, closure),
                    properties: getEndpointProperties(properties, closure),
                    headers: getEndpointHeaders(headers ?? {}, closure)
                };
            }
            throw new EndpointError("No matching endpoint.");
        };
    }),
    7298: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            o: () => isIpAddress
        });
        const IP_V4_REGEX = new RegExp("^(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}$");
        const isIpAddress = value => IP_V4_REGEX.test(value) || value.startsWith("[") && value.endsWith("]");
    }),
    7228: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            m: () => customEndpointFunctions
        });
        const customEndpointFunctions = {};
    }),
    1282: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            J2: () => EventStreamMarshaller_eventStreamSerdeProvider
        });
        var external_node_stream_ = __nccwpck_require__(7075);
        var Crc32Node = __nccwpck_require__(8698);
        var hasOwn = __nccwpck_require__(6852);
        var hex_encoding = __nccwpck_require__(706);
        class Int64 {
            bytes;
            constructor(bytes) {
                this.bytes = bytes;
                if (8 !== bytes.byteLength) throw new Error("Int64 buffers must be exactly 8 bytes");
            }
            static fromNumber(number) {
                if (number > 0x8000000000000000 || number < -0x8000000000000000) throw new Error(`${number} is too large (or, if negative, too small) to represent as an Int64`);
                const bytes = new Uint8Array(8);
                for (let i = 7, remaining = Math.abs(Math.round(number)); i > -1 && remaining > 0; i--, 
                remaining /= 256) bytes[i] = remaining;
                number < 0 && negate(bytes);
                return new Int64(bytes);
            }
            valueOf() {
                const bytes = this.bytes.slice(0);
                const negative = 128 & bytes[0];
                negative && negate(bytes);
                return parseInt((0, hex_encoding.n)(bytes), 16) * (negative ? -1 : 1);
            }
            toString() {
                return String(this.valueOf());
            }
        }
        function negate(bytes) {
            for (let i = 0; i < 8; i++) bytes[i] ^= 255;
            for (let i = 7; i > -1; i--) {
                bytes[i]++;
                if (0 !== bytes[i]) break;
            }
        }
        class HeaderMarshaller {
            toUtf8;
            fromUtf8;
            constructor(toUtf8, fromUtf8) {
                this.toUtf8 = toUtf8;
                this.fromUtf8 = fromUtf8;
            }
            format(headers) {
                const chunks = [];
                for (const headerName in headers) {
                    if (!(0, hasOwn.$)(headers, headerName)) continue;
                    const bytes = this.fromUtf8(headerName);
                    if (bytes.byteLength > 255) throw new Error(`@smithy/core/event-streams - header name exceeds 255 bytes: ${bytes.byteLength}`);
                    chunks.push(Uint8Array.from([ bytes.byteLength ]), bytes, this.formatHeaderValue(headers[headerName]));
                }
                const out = new Uint8Array(chunks.reduce((carry, bytes) => carry + bytes.byteLength, 0));
                let position = 0;
                for (const chunk of chunks) {
                    out.set(chunk, position);
                    position += chunk.byteLength;
                }
                return out;
            }
            formatHeaderValue(header) {
                switch (header.type) {
                  case "boolean":
                    return Uint8Array.from([ header.value ? 0 : 1 ]);

                  case "byte":
                    return Uint8Array.from([ 2, header.value ]);

                  case "short":
                    const shortView = new DataView(new ArrayBuffer(3));
                    shortView.setUint8(0, 3);
                    shortView.setInt16(1, header.value, !1);
                    return new Uint8Array(shortView.buffer);

                  case "integer":
                    const intView = new DataView(new ArrayBuffer(5));
                    intView.setUint8(0, 4);
                    intView.setInt32(1, header.value, !1);
                    return new Uint8Array(intView.buffer);

                  case "long":
                    const longBytes = new Uint8Array(9);
                    longBytes[0] = 5;
                    longBytes.set(header.value.bytes, 1);
                    return longBytes;

                  case "binary":
                    if (header.value.byteLength > MAX_HEADER_VALUE_BYTES) throw new Error(`@smithy/core/event-streams - header value (binary) exceeds ${MAX_HEADER_VALUE_BYTES} bytes: ${header.value.byteLength}`);
                    const binView = new DataView(new ArrayBuffer(3 + header.value.byteLength));
                    binView.setUint8(0, 6);
                    binView.setUint16(1, header.value.byteLength, !1);
                    const binBytes = new Uint8Array(binView.buffer);
                    binBytes.set(header.value, 3);
                    return binBytes;

                  case "string":
                    const utf8Bytes = this.fromUtf8(header.value);
                    if (utf8Bytes.byteLength > MAX_HEADER_VALUE_BYTES) throw new Error(`@smithy/core/event-streams - header value (string) exceeds ${MAX_HEADER_VALUE_BYTES} bytes: ${utf8Bytes.byteLength}`);
                    const strView = new DataView(new ArrayBuffer(3 + utf8Bytes.byteLength));
                    strView.setUint8(0, 7);
                    strView.setUint16(1, utf8Bytes.byteLength, !1);
                    const strBytes = new Uint8Array(strView.buffer);
                    strBytes.set(utf8Bytes, 3);
                    return strBytes;

                  case "timestamp":
                    const tsBytes = new Uint8Array(9);
                    tsBytes[0] = 8;
                    tsBytes.set(Int64.fromNumber(header.value.valueOf()).bytes, 1);
                    return tsBytes;

                  case "uuid":
                    if (!UUID_PATTERN.test(header.value)) throw new Error(`Invalid UUID received: ${header.value}`);
                    const uuidBytes = new Uint8Array(17);
                    uuidBytes[0] = 9;
                    uuidBytes.set((0, hex_encoding.a)(header.value.replace(/-/g, "")), 1);
                    return uuidBytes;
                }
            }
            parse(headers) {
                const out = {};
                let position = 0;
                for (;position < headers.byteLength; ) {
                    const nameLength = headers.getUint8(position++);
                    const name = this.toUtf8(new Uint8Array(headers.buffer, headers.byteOffset + position, nameLength));
                    position += nameLength;
                    switch (headers.getUint8(position++)) {
                      case 0:
                        out[name] = {
                            type: BOOLEAN_TAG,
                            value: !0
                        };
                        break;

                      case 1:
                        out[name] = {
                            type: BOOLEAN_TAG,
                            value: !1
                        };
                        break;

                      case 2:
                        out[name] = {
                            type: BYTE_TAG,
                            value: headers.getInt8(position++)
                        };
                        break;

                      case 3:
                        out[name] = {
                            type: SHORT_TAG,
                            value: headers.getInt16(position, !1)
                        };
                        position += 2;
                        break;

                      case 4:
                        out[name] = {
                            type: INT_TAG,
                            value: headers.getInt32(position, !1)
                        };
                        position += 4;
                        break;

                      case 5:
                        out[name] = {
                            type: LONG_TAG,
                            value: new Int64(new Uint8Array(headers.buffer, headers.byteOffset + position, 8))
                        };
                        position += 8;
                        break;

                      case 6:
                        const binaryLength = headers.getUint16(position, !1);
                        position += 2;
                        out[name] = {
                            type: BINARY_TAG,
                            value: new Uint8Array(headers.buffer, headers.byteOffset + position, binaryLength)
                        };
                        position += binaryLength;
                        break;

                      case 7:
                        const stringLength = headers.getUint16(position, !1);
                        position += 2;
                        out[name] = {
                            type: STRING_TAG,
                            value: this.toUtf8(new Uint8Array(headers.buffer, headers.byteOffset + position, stringLength))
                        };
                        position += stringLength;
                        break;

                      case 8:
                        out[name] = {
                            type: TIMESTAMP_TAG,
                            value: new Date(new Int64(new Uint8Array(headers.buffer, headers.byteOffset + position, 8)).valueOf())
                        };
                        position += 8;
                        break;

                      case 9:
                        const uuidBytes = new Uint8Array(headers.buffer, headers.byteOffset + position, 16);
                        position += 16;
                        out[name] = {
                            type: UUID_TAG,
                            value: `${(0, hex_encoding.n)(uuidBytes.subarray(0, 4))}-${(0, hex_encoding.n)(uuidBytes.subarray(4, 6))}-${(0, 
                            hex_encoding.n)(uuidBytes.subarray(6, 8))}-${(0, hex_encoding.n)(uuidBytes.subarray(8, 10))}-${(0, 
                            hex_encoding.n)(uuidBytes.subarray(10))}`
                        };
                        break;

                      default:
                        throw new Error("Unrecognized header type tag");
                    }
                }
                return out;
            }
        }
        var HEADER_VALUE_TYPE;
        (function(HEADER_VALUE_TYPE) {
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.boolTrue = 0] = "boolTrue";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.boolFalse = 1] = "boolFalse";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.byte = 2] = "byte";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.short = 3] = "short";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.integer = 4] = "integer";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.long = 5] = "long";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.byteArray = 6] = "byteArray";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.string = 7] = "string";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.timestamp = 8] = "timestamp";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.uuid = 9] = "uuid";
        })(HEADER_VALUE_TYPE || (HEADER_VALUE_TYPE = {}));
        const BOOLEAN_TAG = "boolean";
        const BYTE_TAG = "byte";
        const SHORT_TAG = "short";
        const INT_TAG = "integer";
        const LONG_TAG = "long";
        const BINARY_TAG = "binary";
        const STRING_TAG = "string";
        const TIMESTAMP_TAG = "timestamp";
        const UUID_TAG = "uuid";
        const UUID_PATTERN = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;
        const MAX_HEADER_VALUE_BYTES = 32767;
        class EventStreamCodec {
            headerMarshaller;
            messageBuffer;
            isEndOfStream;
            constructor(toUtf8, fromUtf8) {
                this.headerMarshaller = new HeaderMarshaller(toUtf8, fromUtf8);
                this.messageBuffer = [];
                this.isEndOfStream = !1;
            }
            feed(message) {
                this.messageBuffer.push(this.decode(message));
            }
            endOfStream() {
                this.isEndOfStream = !0;
            }
            getMessage() {
                const message = this.messageBuffer.pop();
                const isEndOfStream = this.isEndOfStream;
                return {
                    getMessage: () => message,
                    isEndOfStream: () => isEndOfStream
                };
            }
            getAvailableMessages() {
                const messages = this.messageBuffer;
                this.messageBuffer = [];
                const isEndOfStream = this.isEndOfStream;
                return {
                    getMessages: () => messages,
                    isEndOfStream: () => isEndOfStream
                };
            }
            encode({headers: rawHeaders, body}) {
                const headers = this.headerMarshaller.format(rawHeaders);
                const length = headers.byteLength + body.byteLength + 16;
                const out = new Uint8Array(length);
                const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
                const checksum = new Crc32Node.k;
                view.setUint32(0, length, !1);
                view.setUint32(4, headers.byteLength, !1);
                checksum.update(out.subarray(0, 8));
                view.setUint32(8, checksum.digestSync(), !1);
                out.set(headers, 12);
                out.set(body, headers.byteLength + 12);
                checksum.update(out.subarray(8, length - 4));
                view.setUint32(length - 4, checksum.digestSync(), !1);
                return out;
            }
            decode(message) {
                const {headers, body} = function splitMessage({byteLength, byteOffset, buffer}) {
                    if (byteLength < 16) throw new Error("Provided message too short to accommodate event stream message overhead");
                    const view = new DataView(buffer, byteOffset, byteLength);
                    const messageLength = view.getUint32(0, !1);
                    if (byteLength !== messageLength) throw new Error("Reported message length does not match received message length");
                    const headerLength = view.getUint32(4, !1);
                    const expectedPreludeChecksum = view.getUint32(8, !1);
                    const expectedMessageChecksum = view.getUint32(byteLength - 4, !1);
                    const checksummer = new Crc32Node.k;
                    checksummer.update(new Uint8Array(buffer, byteOffset, 8));
                    if (expectedPreludeChecksum !== checksummer.digestSync()) throw new Error(`The prelude checksum specified in the message (${expectedPreludeChecksum}) does not match the calculated CRC32 checksum (${checksummer.digestSync()})`);
                    checksummer.update(new Uint8Array(buffer, byteOffset + 8, byteLength - 12));
                    if (expectedMessageChecksum !== checksummer.digestSync()) throw new Error(`The message checksum (${checksummer.digestSync()}) did not match the expected value of ${expectedMessageChecksum}`);
                    return {
                        headers: new DataView(buffer, byteOffset + 8 + 4, headerLength),
                        body: new Uint8Array(buffer, byteOffset + 8 + 4 + headerLength, messageLength - headerLength - 16)
                    };
                }(message);
                return {
                    headers: this.headerMarshaller.parse(headers),
                    body
                };
            }
            formatHeaders(rawHeaders) {
                return this.headerMarshaller.format(rawHeaders);
            }
        }
        class MessageDecoderStream {
            options;
            constructor(options) {
                this.options = options;
            }
            [Symbol.asyncIterator]() {
                return this.asyncIterator();
            }
            async* asyncIterator() {
                for await (const bytes of this.options.inputStream) {
                    const decoded = this.options.decoder.decode(bytes);
                    yield decoded;
                }
            }
        }
        class MessageEncoderStream {
            options;
            constructor(options) {
                this.options = options;
            }
            [Symbol.asyncIterator]() {
                return this.asyncIterator();
            }
            async* asyncIterator() {
                for await (const msg of this.options.messageStream) {
                    const encoded = this.options.encoder.encode(msg);
                    yield encoded;
                }
                this.options.includeEndFrame && (yield new Uint8Array(0));
            }
        }
        class SmithyMessageDecoderStream {
            options;
            constructor(options) {
                this.options = options;
            }
            [Symbol.asyncIterator]() {
                return this.asyncIterator();
            }
            async* asyncIterator() {
                for await (const message of this.options.messageStream) {
                    const deserialized = await this.options.deserializer(message);
                    void 0 !== deserialized && (yield deserialized);
                }
            }
        }
        class SmithyMessageEncoderStream {
            options;
            constructor(options) {
                this.options = options;
            }
            [Symbol.asyncIterator]() {
                return this.asyncIterator();
            }
            async* asyncIterator() {
                for await (const chunk of this.options.inputStream) {
                    const payloadBuf = this.options.serializer(chunk);
                    yield payloadBuf;
                }
            }
        }
        function getMessageUnmarshaller(deserializer, toUtf8) {
            return async function(message) {
                const {value: messageType} = message.headers[":message-type"];
                if ("error" === messageType) {
                    const unmodeledError = new Error(message.headers[":error-message"].value || "UnknownError");
                    unmodeledError.name = message.headers[":error-code"].value;
                    throw unmodeledError;
                }
                if ("exception" === messageType) {
                    const code = message.headers[":exception-type"].value;
                    const exception = {
                        [code]: message
                    };
                    const deserializedException = await deserializer(exception);
                    if (deserializedException.$unknown) {
                        const error = new Error(toUtf8(message.body));
                        error.name = code;
                        throw error;
                    }
                    throw deserializedException[code];
                }
                if ("event" === messageType) {
                    const event = {
                        [message.headers[":event-type"].value]: message
                    };
                    const deserialized = await deserializer(event);
                    if (deserialized.$unknown) return;
                    return deserialized;
                }
                throw Error(`Unrecognizable event type: ${message.headers[":event-type"].value}`);
            };
        }
        class EventStreamMarshaller_EventStreamMarshaller {
            eventStreamCodec;
            utfEncoder;
            constructor({utf8Encoder, utf8Decoder}) {
                this.eventStreamCodec = new EventStreamCodec(utf8Encoder, utf8Decoder);
                this.utfEncoder = utf8Encoder;
            }
            deserialize(body, deserializer) {
                const inputStream = function getChunkedStream(source) {
                    let currentMessageTotalLength = 0;
                    let currentMessagePendingLength = 0;
                    let currentMessage = null;
                    let messageLengthBuffer = null;
                    const allocateMessage = size => {
                        if ("number" != typeof size) throw new Error("Attempted to allocate an event message where size was not a number: " + size);
                        currentMessageTotalLength = size;
                        currentMessagePendingLength = 4;
                        currentMessage = new Uint8Array(size);
                        new DataView(currentMessage.buffer).setUint32(0, size, !1);
                    };
                    return {
                        [Symbol.asyncIterator]: async function*() {
                            const sourceIterator = source[Symbol.asyncIterator]();
                            for (;;) {
                                const {value, done} = await sourceIterator.next();
                                if (done) {
                                    if (!currentMessageTotalLength) return;
                                    if (currentMessageTotalLength !== currentMessagePendingLength) throw new Error("Truncated event message received.");
                                    yield currentMessage;
                                    return;
                                }
                                const chunkLength = value.length;
                                let currentOffset = 0;
                                for (;currentOffset < chunkLength; ) {
                                    if (!currentMessage) {
                                        const bytesRemaining = chunkLength - currentOffset;
                                        messageLengthBuffer || (messageLengthBuffer = new Uint8Array(4));
                                        const numBytesForTotal = Math.min(4 - currentMessagePendingLength, bytesRemaining);
                                        messageLengthBuffer.set(value.slice(currentOffset, currentOffset + numBytesForTotal), currentMessagePendingLength);
                                        currentMessagePendingLength += numBytesForTotal;
                                        currentOffset += numBytesForTotal;
                                        if (currentMessagePendingLength < 4) break;
                                        allocateMessage(new DataView(messageLengthBuffer.buffer).getUint32(0, !1));
                                        messageLengthBuffer = null;
                                    }
                                    const numBytesToWrite = Math.min(currentMessageTotalLength - currentMessagePendingLength, chunkLength - currentOffset);
                                    currentMessage.set(value.slice(currentOffset, currentOffset + numBytesToWrite), currentMessagePendingLength);
                                    currentMessagePendingLength += numBytesToWrite;
                                    currentOffset += numBytesToWrite;
                                    if (currentMessageTotalLength && currentMessageTotalLength === currentMessagePendingLength) {
                                        yield currentMessage;
                                        currentMessage = null;
                                        currentMessageTotalLength = 0;
                                        currentMessagePendingLength = 0;
                                    }
                                }
                            }
                        }
                    };
                }(body);
                return new SmithyMessageDecoderStream({
                    messageStream: new MessageDecoderStream({
                        inputStream,
                        decoder: this.eventStreamCodec
                    }),
                    deserializer: getMessageUnmarshaller(deserializer, this.utfEncoder)
                });
            }
            serialize(inputStream, serializer) {
                return new MessageEncoderStream({
                    messageStream: new SmithyMessageEncoderStream({
                        inputStream,
                        serializer
                    }),
                    encoder: this.eventStreamCodec,
                    includeEndFrame: !0
                });
            }
        }
        class EventStreamMarshaller {
            universalMarshaller;
            constructor({utf8Encoder, utf8Decoder}) {
                this.universalMarshaller = new EventStreamMarshaller_EventStreamMarshaller({
                    utf8Decoder,
                    utf8Encoder
                });
            }
            deserialize(body, deserializer) {
                const bodyIterable = "function" == typeof body[Symbol.asyncIterator] ? body : async function* readableToIterable(readStream) {
                    let streamEnded = !1;
                    let generationEnded = !1;
                    const records = new Array;
                    readStream.on("error", err => {
                        streamEnded || (streamEnded = !0);
                        if (err) throw err;
                    });
                    readStream.on("data", data => {
                        records.push(data);
                    });
                    readStream.on("end", () => {
                        streamEnded = !0;
                    });
                    for (;!generationEnded; ) {
                        const value = await new Promise(resolve => setTimeout(() => resolve(records.shift()), 0));
                        value && (yield value);
                        generationEnded = streamEnded && 0 === records.length;
                    }
                }(body);
                return this.universalMarshaller.deserialize(bodyIterable, deserializer);
            }
            serialize(input, serializer) {
                return external_node_stream_.Readable.from(this.universalMarshaller.serialize(input, serializer));
            }
        }
        const EventStreamMarshaller_eventStreamSerdeProvider = options => new EventStreamMarshaller(options);
    }),
    5937: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            C: () => HttpBindingNormalizedSchema,
            K: () => getHttpOperationBindings
        });
        var _smithy_core_schema__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6627);
        var _smithy_core_schema__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4018);
        var _smithy_core_serde__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5298);
        const HTTP_BINDINGS = Symbol.for("@smithy/schema-x");
        class HttpBindingNormalizedSchema extends _smithy_core_schema__WEBPACK_IMPORTED_MODULE_0__.l1 {
            static identity=Symbol.for("@smithy/HttpBindingNormalizedSchema");
            identity=HttpBindingNormalizedSchema.identity;
            bindings;
            constructor(schema) {
                super(schema);
            }
            static of(schema) {
                const ns = _smithy_core_schema__WEBPACK_IMPORTED_MODULE_0__.l1.of(schema);
                if (ns.identity === HttpBindingNormalizedSchema.identity) return ns;
                const schemaCache = ns.isMemberSchema() ? ns : ns.getSchema();
                const cache = "object" == typeof schemaCache && null !== schemaCache ? schemaCache : ns;
                return cache[HTTP_BINDINGS] ??= new HttpBindingNormalizedSchema(ns);
            }
            getHttpBindingLocation(traits) {
                return traits.httpPayload ? 36 : traits.httpLabel ? 33 : traits.httpHeader ? 38 : "string" == typeof traits.httpPrefixHeaders ? 39 : traits.httpQuery ? 34 : traits.httpQueryParams ? 35 : traits.httpResponseCode ? 37 : 32;
            }
            getHttpBindingValue(location, traits, nested = !1) {
                const raw = this.getSchema();
                const type = "number" == typeof raw ? 255 & raw : this.isListSchema() ? 64 : 255;
                const slot = 7 & location;
                const media = traits.mediaType ? "application/json" === traits.mediaType || traits.mediaType.endsWith("+json") ? 2 : 1 : 0;
                const stream = traits.streaming || 42 === type ? this.isStructSchema() ? 2 : 1 : 0;
                const timestamp = type >= 4 && type <= 7 ? slot >= 6 ? 2 : slot > 0 && slot < 4 ? 1 : 0 : 0;
                let flags = type | media << 8 | (traits.idempotencyToken ? 1 : 0) << 10 | stream << 11 | (traits.sparse ? 1 : 0) << 13 | timestamp << 14 | (traits.hostLabel ? 1 : 0) << 17 | (36 === location && "object" != typeof raw ? 1 : 0) << 18;
                const collectionValue = 2 & slot && (64 == (192 & type) || !nested && 1 & slot) ? this.getHttpBindingCollectionValue(location, traits) : void 0;
                const valueType = 255 & (collectionValue?.[1] ?? 0);
                flags |= (slot >= 6 && (4 === valueType || 6 === valueType) ? 1 : 0) << 16;
                return [ this, flags, collectionValue ];
            }
            getHttpBindingCollectionValue(location, traits = this.getMergedTraits()) {
                const valueSchema = HttpBindingNormalizedSchema.of(this.getValueSchema());
                return valueSchema.getHttpBindingValue(location, {
                    ...valueSchema.getMergedTraits(),
                    ...traits
                }, !0);
            }
            getHttpBindings() {
                const source = this.getSchema();
                return "object" != typeof source || null === source ? EMPTY_BINDINGS : this.bindings ??= buildHttpBindings(this);
            }
        }
        const buildHttpBindings = schema => {
            const bodyMemberNames = [];
            const bodyMemberSchemas = [];
            const requestBodyMemberNames = [];
            const requestBodyMemberSchemas = [];
            const memberBindings = [];
            const byName = {};
            const headers = {};
            const prefixHeaders = [];
            const responseBindings = {
                headers,
                prefixHeaders
            };
            const bindings = {
                request: {
                    memberBindings,
                    byName
                },
                response: {
                    bodyMemberNames,
                    bindings: responseBindings
                }
            };
            const {request, response} = bindings;
            for (const [name, member] of schema.structIterator()) {
                const bindingSchema = HttpBindingNormalizedSchema.of(member);
                const traits = bindingSchema.getMergedTraits();
                const location = bindingSchema.getHttpBindingLocation(traits);
                const wireName = traits.httpHeader?.toLowerCase() ?? traits.httpPrefixHeaders?.toLowerCase() ?? traits.httpQuery;
                const value = bindingSchema.getHttpBindingValue(location, traits);
                const binding = [ name, value, location, wireName ];
                "__proto__" === name && (0, _smithy_core_serde__WEBPACK_IMPORTED_MODULE_1__.T)(byName);
                byName[name] = binding;
                value[1] >> 10 & 1 && (request.hasIdempotency = !0);
                memberBindings.push(binding);
                const slot = 7 & location;
                if (0 === slot) {
                    requestBodyMemberNames.push(name);
                    requestBodyMemberSchemas.push(member);
                }
                if (4 & slot) if (4 == (6 & slot)) if (1 & slot) responseBindings.statusCode = binding; else {
                    responseBindings.payload = binding;
                    const type = 255 & value[1];
                    request.contentTypeInstruction = traits.mediaType ?? (0 === type ? "text/plain" : 21 === type || 42 === type ? "application/octet-stream" : null);
                } else if (1 & slot) {
                    request.hasPrefixHeaders = !0;
                    prefixHeaders.push(binding);
                } else {
                    "__proto__" === wireName && (0, _smithy_core_serde__WEBPACK_IMPORTED_MODULE_1__.T)(headers);
                    headers[wireName] = binding;
                } else {
                    bodyMemberNames.push(name);
                    bodyMemberSchemas.push(member);
                }
            }
            void 0 === request.contentTypeInstruction && requestBodyMemberNames.length && (request.contentTypeInstruction = null);
            request.syntheticBodySchema = createBodySchema(schema, requestBodyMemberNames, requestBodyMemberSchemas);
            response.syntheticBodySchema = createBodySchema(schema, bodyMemberNames, bodyMemberSchemas);
            return bindings;
        };
        const buildPathSegments = path => {
            const segments = [];
            let offset = 0;
            for (const match of path.matchAll(/\{([^{}+]+)(\+)?\}/g)) {
                match.index > offset && segments.push([ path.slice(offset, match.index), 0 ]);
                segments.push([ match[1], match[2] ? 2 : 1 ]);
                offset = match.index + match[0].length;
            }
            segments.length && offset < path.length && segments.push([ path.slice(offset), 0 ]);
            return segments.length ? segments : void 0;
        };
        const EMPTY_BINDINGS = {
            request: {
                memberBindings: [],
                byName: {}
            },
            response: {
                bodyMemberNames: [],
                bindings: {
                    headers: {},
                    prefixHeaders: []
                }
            }
        };
        const getHttpOperationBindings = schema => schema[HTTP_BINDINGS] ??= (schema => {
            const {http, endpoint} = (0, _smithy_core_schema__WEBPACK_IMPORTED_MODULE_2__.c)(schema.traits ?? {});
            const [path, search] = http?.[1].split("?") ?? [];
            return [ http?.[0], path, search ? [ ...new URLSearchParams(search) ] : [], path ? buildPathSegments(path) : void 0, endpoint?.[0] ];
        })(schema);
        const createBodySchema = (schema, memberNames, memberSchemas) => {
            if (!memberNames.length) return;
            const source = schema.getSchema();
            const body = [ 3, source[1], source[2], schema.getMergedTraits(), memberNames, memberSchemas ];
            const required = source[6];
            const bodyRequired = required && memberNames.reduce((count, name) => count + (source[4].indexOf(name) < required ? 1 : 0), 0);
            bodyRequired && (body[6] = bodyRequired);
            return body;
        };
    }),
    7062: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            s: () => HttpBindingProtocol
        });
        var httpRequest = __nccwpck_require__(1871);
        var hasOwn = __nccwpck_require__(6852);
        var sdk_stream_mixin = __nccwpck_require__(6568);
        function splitEvery(value, delimiter, numDelimiters) {
            if (numDelimiters <= 0 || !Number.isInteger(numDelimiters)) throw new Error("Invalid number of delimiters (" + numDelimiters + ") for splitEvery.");
            const segments = value.split(delimiter);
            if (1 === numDelimiters) return segments;
            const compoundSegments = [];
            let currentSegment = "";
            for (let i = 0; i < segments.length; i++) {
                "" === currentSegment ? currentSegment = segments[i] : currentSegment += delimiter + segments[i];
                if ((i + 1) % numDelimiters === 0) {
                    compoundSegments.push(currentSegment);
                    currentSegment = "";
                }
            }
            "" !== currentSegment && compoundSegments.push(currentSegment);
            return compoundSegments;
        }
        var split_header = __nccwpck_require__(3750);
        var HttpBindingNormalizedSchema = __nccwpck_require__(5937);
        var HttpProtocol = __nccwpck_require__(3023);
        var collect_stream_body = __nccwpck_require__(3822);
        var extended_encode_uri_component = __nccwpck_require__(9417);
        class HttpBindingProtocol extends HttpProtocol.t {
            async serializeRequest(operationSchema, _input, context) {
                const input = _input && "object" == typeof _input ? _input : {};
                const query = {};
                const endpoint = await context.endpoint();
                const ns = HttpBindingNormalizedSchema.C.of(operationSchema?.input);
                const bindings = ns.getHttpBindings().request;
                const operation = (0, HttpBindingNormalizedSchema.K)(operationSchema);
                const request = new httpRequest.K({
                    query,
                    headers: {}
                });
                if (endpoint) {
                    this.updateServiceEndpoint(request, endpoint);
                    this.setHostPrefix(request, operationSchema, input, operation);
                    const [method, path, staticQuery] = operation;
                    if (method) {
                        request.method = method;
                        request.path = "/" === request.path ? path : request.path + path;
                        for (const [key, value] of staticQuery) query[key] = value;
                    }
                }
                request.query = query;
                const eventStream = this.serializeHttpBindings(input, request, bindings, operation);
                eventStream && (request.body = await this.serializeEventStream({
                    eventStream,
                    requestSchema: ns
                }));
                return request;
            }
            serializeHttpBindings(input, request, bindings, operation) {
                const serializer = this.serializer;
                const directSerializer = "function" == typeof serializer.writeCodec ? serializer : void 0;
                const query = request.query;
                const headers = request.headers;
                const bodySchema = bindings.syntheticBodySchema;
                let hasBodyValue = !1;
                let payload;
                let eventStream;
                let labels;
                const names = Object.getOwnPropertyNames(input);
                const prototype = Object.getPrototypeOf(input);
                const sparse = (prototype === Object.prototype || null === prototype) && !bindings.hasIdempotency && !bindings.hasPrefixHeaders && 2 * names.length < bindings.memberBindings.length;
                const length = sparse ? names.length : bindings.memberBindings.length;
                for (let i = 0; i < length; ++i) {
                    const binding = sparse ? (0, hasOwn.$)(bindings.byName, names[i]) ? bindings.byName[names[i]] : void 0 : bindings.memberBindings[i];
                    if (!binding) continue;
                    const value = binding[1];
                    const memberName = binding[0];
                    const memberNs = value[0];
                    const flags = value[1];
                    const collectionValue = value[2];
                    const location = binding[2];
                    const wireName = binding[3];
                    const inputMemberValue = input[memberName];
                    if (null != inputMemberValue || flags >> 10 & 1) if (36 === location) {
                        const stream = flags >> 11 & 3;
                        if (stream) 2 === stream ? eventStream = inputMemberValue || void 0 : payload = inputMemberValue; else {
                            directSerializer ? directSerializer.writeCodec(memberNs, inputMemberValue) : serializer.write(memberNs, inputMemberValue);
                            payload = serializer.flush();
                        }
                    } else if (33 === location || 38 === location) {
                        const serialized = this.serializeHttpValue(value, inputMemberValue, location, directSerializer);
                        33 === location ? (labels ??= Object.create(null))[memberName] = serialized : headers[wireName] = serialized;
                    } else if (39 === location) for (const key in inputMemberValue) {
                        if (!(0, hasOwn.$)(inputMemberValue, key)) continue;
                        const amalgam = wireName + key;
                        headers[amalgam.toLowerCase()] = this.serializeHttpValue(collectionValue, inputMemberValue[key], 38, directSerializer, directSerializer ? collectionValue[0] : [ collectionValue[0], {
                            httpHeader: amalgam
                        } ]);
                    } else 34 == (62 & location) ? this.serializeQuery(value, inputMemberValue, wireName, query, directSerializer) : hasBodyValue = !0;
                }
                const operationPath = operation[1];
                const pathSegments = operation[3];
                operationPath && pathSegments && request.path.endsWith(operationPath) && (request.path = request.path.slice(0, -operationPath.length) + this.serializePath(pathSegments, labels, bindings));
                if (hasBodyValue && bodySchema) {
                    directSerializer ? directSerializer.writeCodec(bodySchema, input) : serializer.write(bodySchema, input);
                    payload = serializer.flush();
                }
                request.body = payload;
                return eventStream;
            }
            serializeQuery(value, data, wireName, query, directSerializer) {
                const [ns, flags, collectionValue] = value;
                const traits = directSerializer ? void 0 : ns.getMergedTraits();
                if (void 0 !== wireName) if (64 == (192 & flags)) {
                    const buffer = [];
                    for (const item of data) {
                        const serialized = this.serializeHttpValue(collectionValue, item, 34, directSerializer, directSerializer ? collectionValue[0] : [ collectionValue[0], traits ]);
                        (flags >> 13 & 1 || void 0 !== serialized) && buffer.push(serialized);
                    }
                    query[wireName] = buffer;
                } else query[wireName] = this.serializeHttpValue(value, data, 34, directSerializer, directSerializer ? ns : [ ns, traits ]); else for (const key in data) if ((0, 
                hasOwn.$)(data, key) && !(key in query)) {
                    directSerializer || Object.assign(collectionValue[0].getMergedTraits(), {
                        ...traits,
                        httpQuery: key,
                        httpQueryParams: void 0
                    });
                    this.serializeQuery(collectionValue, data[key], key, query, directSerializer);
                }
            }
            serializeHttpValue(value, data, location, directSerializer, schema = value[0]) {
                const flags = value[1];
                const type = 255 & flags;
                if (directSerializer && !(1792 & flags) && (type <= 2 || 17 === type || 19 === type)) return String(data);
                directSerializer ? directSerializer.writeHttpBinding(value, data, location) : this.serializer.write(schema, data);
                return this.serializer.flush();
            }
            serializePath(segments, labels, bindings) {
                let path = "";
                for (const [value, kind] of segments) {
                    if (0 === kind) {
                        path += value;
                        continue;
                    }
                    const replacement = labels?.[value];
                    if (void 0 === replacement) {
                        if ((0, hasOwn.$)(bindings.byName, value) && 33 === bindings.byName[value][2]) throw new Error(`No value provided for input HTTP label: ${value}.`);
                        path += `{${value}${2 === kind ? "+" : ""}}`;
                    } else path += 2 === kind ? replacement.split("/").map(extended_encode_uri_component.$).join("/") : (0, 
                    extended_encode_uri_component.$)(replacement);
                }
                return path;
            }
            async deserializeResponse(operationSchema, context, response) {
                const deserializer = this.deserializer;
                const directDeserializer = "function" == typeof deserializer.readCodec ? deserializer : void 0;
                const ns = HttpBindingNormalizedSchema.C.of(operationSchema.output);
                const responseBindings = ns.getHttpBindings().response;
                const dataObject = {};
                if (response.statusCode >= 300) {
                    const bytes = await (0, collect_stream_body.P)(response.body, context);
                    bytes.byteLength > 0 && Object.assign(dataObject, await deserializer.read(15, bytes));
                    await this.handleError(operationSchema, context, response, dataObject, this.deserializeMetadata(response));
                    throw new Error("@smithy/core/protocols - HTTP Protocol error handler failed to throw.");
                }
                const nonHttpBindingMembers = await this.deserializeHttpMessage(ns, context, response, dataObject);
                if (nonHttpBindingMembers.length) {
                    const bytes = await (0, collect_stream_body.P)(response.body, context);
                    if (bytes.byteLength > 0) {
                        const dataFromBody = await (directDeserializer ? directDeserializer.readCodec(responseBindings.syntheticBodySchema, bytes) : deserializer.read(responseBindings.syntheticBodySchema, bytes));
                        for (const member of nonHttpBindingMembers) null != dataFromBody[member] && (dataObject[member] = dataFromBody[member]);
                    }
                } else responseBindings.bindings.payload || await (0, collect_stream_body.P)(response.body, context);
                dataObject.$metadata = this.deserializeMetadata(response);
                return dataObject;
            }
            async deserializeHttpMessage(schema, context, response, arg4, arg5) {
                const dataObject = arg4 instanceof Set ? arg5 : arg4;
                const deserializer = this.deserializer;
                const directDeserializer = "function" == typeof deserializer.readCodec ? deserializer : void 0;
                const ns = HttpBindingNormalizedSchema.C.of(schema);
                const {bodyMemberNames, bindings: {payload, statusCode, headers: responseHeaders, prefixHeaders}} = ns.getHttpBindings().response;
                const headers = response.headers;
                if (payload) {
                    const [memberName, value] = payload;
                    const [memberSchema, flags] = value;
                    const stream = flags >> 11 & 3;
                    if (stream) dataObject[memberName] = 2 === stream ? await this.deserializeEventStream({
                        response,
                        responseSchema: ns
                    }) : (0, sdk_stream_mixin.c)(response.body); else if (response.body) {
                        const bytes = await (0, collect_stream_body.P)(response.body, context);
                        bytes.byteLength > 0 && (dataObject[memberName] = await (directDeserializer ? directDeserializer.readPayload(value, bytes) : deserializer.read(memberSchema, bytes)));
                    }
                }
                for (const header in headers) {
                    if (!(0, hasOwn.$)(headers, header)) continue;
                    const lower = header.toLowerCase();
                    const headerValue = headers[header];
                    if (lower !== header) {
                        delete headers[header];
                        headers[lower] = headerValue;
                    }
                    const binding = (0, hasOwn.$)(responseHeaders, lower) ? responseHeaders[lower] : void 0;
                    if (!binding) continue;
                    const [memberName, [memberSchema, flags, collectionValue], , wireName] = binding;
                    if (collectionValue) {
                        const sections = flags >> 16 & 1 ? splitEvery(headerValue, ",", 2) : (0, split_header.G)(headerValue);
                        const list = [];
                        for (const section of sections) list.push(directDeserializer ? directDeserializer.readHttpBinding(collectionValue, section.trim(), 38) : await deserializer.read([ collectionValue[0], {
                            httpHeader: wireName
                        } ], section.trim()));
                        dataObject[memberName] = list;
                    } else dataObject[memberName] = directDeserializer ? directDeserializer.readHttpBinding(binding[1], headerValue, 38) : await deserializer.read(memberSchema, headerValue);
                }
                for (const [memberName, [, , collectionValue], , wireName] of prefixHeaders) {
                    dataObject[memberName] = {};
                    for (const header in headers) {
                        if (!(0, hasOwn.$)(headers, header)) continue;
                        if (!header.startsWith(wireName)) continue;
                        const headerValue = headers[header];
                        dataObject[memberName][header.slice(wireName.length)] = directDeserializer ? directDeserializer.readHttpBinding(collectionValue, headerValue, 38) : await deserializer.read([ collectionValue[0], {
                            httpHeader: header
                        } ], headerValue);
                    }
                }
                statusCode && (dataObject[statusCode[0]] = response.statusCode);
                return bodyMemberNames;
            }
        }
    }),
    3023: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            t: () => HttpProtocol
        });
        var httpRequest = __nccwpck_require__(1871);
        var httpResponse = __nccwpck_require__(7291);
        var hasOwn = __nccwpck_require__(6852);
        var TypeRegistry = __nccwpck_require__(9835);
        var SerdeContext = __nccwpck_require__(2104);
        var HttpBindingNormalizedSchema = __nccwpck_require__(5937);
        class HttpProtocol extends SerdeContext.f {
            options;
            compositeErrorRegistry;
            constructor(options) {
                super();
                this.options = options;
                this.compositeErrorRegistry = new TypeRegistry.O(options.defaultNamespace);
                for (const etr of options.errorTypeRegistries ?? []) this.compositeErrorRegistry.copyFrom(etr);
            }
            getRequestType() {
                return httpRequest.K;
            }
            getResponseType() {
                return httpResponse.c;
            }
            setSerdeContext(serdeContext) {
                this.serdeContext = serdeContext;
                this.serializer.setSerdeContext(serdeContext);
                this.deserializer.setSerdeContext(serdeContext);
                this.getPayloadCodec() && this.getPayloadCodec().setSerdeContext(serdeContext);
            }
            updateServiceEndpoint(request, endpoint) {
                if ("url" in endpoint) {
                    request.protocol = endpoint.url.protocol;
                    request.hostname = endpoint.url.hostname;
                    request.port = endpoint.url.port ? Number(endpoint.url.port) : void 0;
                    request.path = endpoint.url.pathname;
                    request.fragment = endpoint.url.hash || void 0;
                    request.username = endpoint.url.username || void 0;
                    request.password = endpoint.url.password || void 0;
                    request.query || (request.query = {});
                    for (const [k, v] of endpoint.url.searchParams.entries()) request.query[k] = v;
                    if (endpoint.headers) for (const name in endpoint.headers) (0, hasOwn.$)(endpoint.headers, name) && (request.headers[name] = endpoint.headers[name].join(", "));
                    return request;
                }
                request.protocol = endpoint.protocol;
                request.hostname = endpoint.hostname;
                request.port = endpoint.port ? Number(endpoint.port) : void 0;
                request.path = endpoint.path;
                request.query = {
                    ...endpoint.query
                };
                if (endpoint.headers) for (const name in endpoint.headers) (0, hasOwn.$)(endpoint.headers, name) && (request.headers[name] = endpoint.headers[name]);
                return request;
            }
            setHostPrefix(request, operationSchema, input, operation = (0, HttpBindingNormalizedSchema.K)(operationSchema)) {
                if (this.serdeContext?.disableHostPrefix) return;
                const hostPrefix = operation[4];
                if ("string" != typeof hostPrefix) return;
                let resolvedHostPrefix = hostPrefix;
                for (const [name, [, flags]] of HttpBindingNormalizedSchema.C.of(operationSchema.input).getHttpBindings().request.memberBindings) {
                    if (!(flags >> 17 & 1)) continue;
                    const replacement = input[name];
                    if ("string" != typeof replacement) throw new Error(`@smithy/core/schema - ${name} in input must be a string as hostLabel.`);
                    resolvedHostPrefix = resolvedHostPrefix.replace(`{${name}}`, replacement);
                }
                request.hostname = resolvedHostPrefix + request.hostname;
                if (!function isValidHostname(hostname) {
                    return /^[a-z0-9][a-z0-9.-]*[a-z0-9]$/.test(hostname);
                }(request.hostname)) throw new Error(`[${request.hostname}] is not a valid hostname.`);
            }
            deserializeMetadata(output) {
                return {
                    httpStatusCode: output.statusCode,
                    requestId: output.headers["x-amzn-requestid"] ?? output.headers["x-amzn-request-id"] ?? output.headers["x-amz-request-id"],
                    extendedRequestId: output.headers["x-amz-id-2"],
                    cfId: output.headers["x-amz-cf-id"]
                };
            }
            resolveError(name, namespaces, registries) {
                let schema;
                for (const registry of registries) for (const ns of namespaces) try {
                    schema = "*" === ns ? registry.getSchema(name) : registry.getSchema(ns + "#" + name);
                    const errorCtor = registry.getErrorCtor(schema);
                    if (errorCtor) return [ schema, errorCtor, "modeled" ];
                    {
                        const syntheticErrorSchema = registry.getBaseException();
                        if (syntheticErrorSchema) {
                            const syntheticErrorCtor = registry.getErrorCtor(syntheticErrorSchema);
                            if (syntheticErrorCtor) return [ schema, syntheticErrorCtor, "synthetic" ];
                        }
                    }
                } catch (ignored) {}
                for (const registry of registries) {
                    const syntheticErrorSchema = registry.getBaseException();
                    if (syntheticErrorSchema) {
                        const syntheticErrorCtor = registry.getErrorCtor(syntheticErrorSchema);
                        if (syntheticErrorCtor) return [ syntheticErrorSchema, syntheticErrorCtor, "synthetic" ];
                    }
                }
                return [ [ -3, "", "Error", 0, [], [], 0 ], Error, "native" ];
            }
            async serializeEventStream({eventStream, requestSchema, initialRequest}) {
                return (await this.loadEventStreamCapability()).serializeEventStream({
                    eventStream,
                    requestSchema,
                    initialRequest
                });
            }
            async deserializeEventStream({response, responseSchema, initialResponseContainer}) {
                return (await this.loadEventStreamCapability()).deserializeEventStream({
                    response,
                    responseSchema,
                    initialResponseContainer
                });
            }
            async loadEventStreamCapability() {
                const {EventStreamSerde, eventStreamSerdeProvider} = await __nccwpck_require__.e(226).then(__nccwpck_require__.bind(__nccwpck_require__, 9226));
                return new EventStreamSerde({
                    marshaller: this.resolveEventStreamMarshaller(eventStreamSerdeProvider),
                    serializer: this.serializer,
                    deserializer: this.deserializer,
                    serdeContext: this.serdeContext,
                    defaultContentType: this.getDefaultContentType(),
                    compositeErrorRegistry: this.compositeErrorRegistry
                });
            }
            getDefaultContentType() {
                throw new Error(`@smithy/core/protocols - ${this.constructor.name} getDefaultContentType() implementation missing.`);
            }
            async deserializeHttpMessage(schema, context, response, arg4, arg5) {
                return [];
            }
            getEventStreamMarshaller() {
                const context = this.serdeContext;
                if (!context.eventStreamMarshaller) throw new Error("@smithy/core - HttpProtocol: eventStreamMarshaller missing in serdeContext.");
                return context.eventStreamMarshaller;
            }
            resolveEventStreamMarshaller(importedProvider) {
                const context = this.serdeContext;
                return context.eventStreamMarshaller ? context.eventStreamMarshaller : importedProvider(this.serdeContext);
            }
        }
    }),
    2104: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            f: () => SerdeContext
        });
        class SerdeContext {
            serdeContext;
            setSerdeContext(serdeContext) {
                this.serdeContext = serdeContext;
            }
        }
    }),
    3822: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            P: () => collectBody
        });
        var _smithy_core_serde__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(175);
        const collectBody = async (streamBody = new Uint8Array, context) => {
            if (streamBody instanceof Uint8Array) return _smithy_core_serde__WEBPACK_IMPORTED_MODULE_0__.Mu.mutate(streamBody);
            if (!streamBody) return _smithy_core_serde__WEBPACK_IMPORTED_MODULE_0__.Mu.mutate(new Uint8Array);
            const fromContext = context.streamCollector(streamBody);
            return _smithy_core_serde__WEBPACK_IMPORTED_MODULE_0__.Mu.mutate(await fromContext);
        };
    }),
    9417: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            $: () => extendedEncodeURIComponent
        });
        function extendedEncodeURIComponent(str) {
            return /^[\w.~-]+$/.test(str) ? str : encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
                return "%" + c.charCodeAt(0).toString(16).toUpperCase();
            });
        }
    }),
    7979: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            vK: () => getContentLengthPlugin
        });
        var _smithy_core_transport__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1871);
        const CONTENT_LENGTH_HEADER = "content-length";
        const contentLengthMiddlewareOptions = {
            step: "build",
            tags: [ "SET_CONTENT_LENGTH", "CONTENT_LENGTH" ],
            name: "contentLengthMiddleware",
            override: !0
        };
        const getContentLengthPlugin = options => ({
            applyToStack: clientStack => {
                clientStack.add(function contentLengthMiddleware(bodyLengthChecker) {
                    return next => async args => {
                        const request = args.request;
                        if (_smithy_core_transport__WEBPACK_IMPORTED_MODULE_0__.K.isInstance(request)) {
                            const {body, headers} = request;
                            if (body && -1 === Object.keys(headers).map(str => str.toLowerCase()).indexOf("content-length")) try {
                                const length = bodyLengthChecker(body);
                                null != length && (request.headers = {
                                    ...request.headers,
                                    [CONTENT_LENGTH_HEADER]: String(length)
                                });
                            } catch (ignored) {}
                        }
                        return next({
                            ...args,
                            request
                        });
                    };
                }(options.bodyLengthChecker), contentLengthMiddlewareOptions);
            }
        });
    }),
    8440: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            e: () => getHttpHandlerExtensionConfiguration,
            j: () => resolveHttpHandlerRuntimeConfig
        });
        const getHttpHandlerExtensionConfiguration = runtimeConfig => {
            runtimeConfig.logger && "NoOpLogger" !== runtimeConfig.logger.constructor?.name && runtimeConfig.requestHandler?.updateHttpClientConfig?.(Symbol.for("logger"), runtimeConfig.logger);
            runtimeConfig.defaultSocketTimeout && runtimeConfig.requestHandler?.updateHttpClientConfig?.(Symbol.for("@smithy/defaultSocketTimeout"), runtimeConfig.defaultSocketTimeout);
            return {
                setHttpHandler(handler) {
                    runtimeConfig.requestHandler = handler;
                },
                httpHandler: () => runtimeConfig.requestHandler,
                updateHttpClientConfig(key, value) {
                    runtimeConfig.requestHandler?.updateHttpClientConfig(key, value);
                },
                httpHandlerConfigs: () => runtimeConfig.requestHandler.httpHandlerConfigs()
            };
        };
        const resolveHttpHandlerRuntimeConfig = httpHandlerExtensionConfiguration => ({
            requestHandler: httpHandlerExtensionConfiguration.httpHandler()
        });
    }),
    7813: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            k: () => FromStringShapeDeserializer
        });
        var split_header = __nccwpck_require__(3750);
        var fromBase64 = __nccwpck_require__(7022);
        const ddd = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:[ne|u?r]?s?day)?";
        const mmm = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
        const time = "(\\d?\\d):(\\d{2}):(\\d{2})(?:\\.(\\d+))?";
        const RFC3339_WITH_OFFSET = new RegExp(/^(\d{4})-(\d\d)-(\d\d)[tT](\d\d):(\d\d):(\d\d)(\.(\d+))?(([-+]\d\d:\d\d)|[zZ])$/);
        const IMF_FIXDATE_NATIVE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (?:0[1-9]|[12]\d|3[01]) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [1-9]\d{3} (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d GMT$/;
        const IMF_FIXDATE = new RegExp(`^${ddd}, (\\d?\\d) ${mmm} (\\d{4}) ${time} GMT$`);
        const RFC_850_DATE = new RegExp(`^${ddd}, (\\d?\\d)-${mmm}-(\\d\\d) ${time} GMT$`);
        const ASC_TIME = new RegExp(`^${ddd} ${mmm} ( [1-9]|\\d\\d) ${time} (\\d{4})$`);
        const months = [ "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" ];
        function range(v, min, max) {
            const _v = Number(v);
            if (_v < min || _v > max) throw new Error(`Value ${_v} out of range [${min}, ${max}]`);
        }
        var toUtf8 = __nccwpck_require__(1787);
        var lazy_json = __nccwpck_require__(9565);
        var NumericValue = __nccwpck_require__(5694);
        var HttpBindingNormalizedSchema = __nccwpck_require__(5937);
        var SerdeContext = __nccwpck_require__(2104);
        class FromStringShapeDeserializer extends SerdeContext.f {
            settings;
            constructor(settings) {
                super();
                this.settings = settings;
            }
            read(_schema, data) {
                const ns = HttpBindingNormalizedSchema.C.of(_schema);
                const traits = ns.getMergedTraits();
                const location = ns.getHttpBindingLocation(traits);
                return this.readHttpBinding(ns.getHttpBindingValue(location, traits), data, location);
            }
            readHttpBinding([ns, flags, collectionValue], data, location) {
                const schema = 255 & flags;
                if (64 == (192 & schema)) {
                    collectionValue ??= ns.getHttpBindingCollectionValue(location);
                    return (0, split_header.G)(data).map(item => this.readHttpBinding(collectionValue, item, location));
                }
                switch (schema) {
                  case 21:
                  case 42:
                    return (this.serdeContext?.base64Decoder ?? fromBase64.E)(data);

                  case 4:
                  case 5:
                  case 6:
                  case 7:
                    {
                        const bindingFormat = this.settings.httpBindings ? flags >> 14 & 3 : 0;
                        switch (this.settings.timestampFormat.useTrait && schema > 4 ? schema : bindingFormat ? bindingFormat + 4 : this.settings.timestampFormat.default) {
                          case 5:
                            return (value => {
                                if (null == value) return;
                                if ("string" != typeof value) throw new TypeError("RFC3339 timestamps must be strings");
                                const matches = RFC3339_WITH_OFFSET.exec(value);
                                if (!matches) throw new TypeError(`Invalid RFC3339 timestamp format ${value}`);
                                const [, yearStr, monthStr, dayStr, hours, minutes, seconds, , ms, offsetStr] = matches;
                                range(monthStr, 1, 12);
                                range(dayStr, 1, 31);
                                range(hours, 0, 23);
                                range(minutes, 0, 59);
                                range(seconds, 0, 60);
                                const date = new Date(Date.UTC(Number(yearStr), Number(monthStr) - 1, Number(dayStr), Number(hours), Number(minutes), Number(seconds), Number(ms) ? Math.round(1e3 * parseFloat(`0.${ms}`)) : 0));
                                date.setUTCFullYear(Number(yearStr));
                                if ("Z" != offsetStr.toUpperCase()) {
                                    const [, sign, offsetH, offsetM] = /([+-])(\d\d):(\d\d)/.exec(offsetStr) || [ void 0, "+", 0, 0 ];
                                    const scalar = "-" === sign ? 1 : -1;
                                    date.setTime(date.getTime() + scalar * (60 * Number(offsetH) * 60 * 1e3 + 60 * Number(offsetM) * 1e3));
                                }
                                return date;
                            })(data);

                          case 6:
                            return (value => {
                                if (null == value) return;
                                if ("string" != typeof value) throw new TypeError("RFC7231 timestamps must be strings.");
                                if (IMF_FIXDATE_NATIVE.test(value)) return new Date(value);
                                let day;
                                let month;
                                let year;
                                let hour;
                                let minute;
                                let second;
                                let fraction;
                                let matches;
                                if (matches = IMF_FIXDATE.exec(value)) [, day, month, year, hour, minute, second, fraction] = matches; else if (matches = RFC_850_DATE.exec(value)) {
                                    [, day, month, year, hour, minute, second, fraction] = matches;
                                    year = (Number(year) + 1900).toString();
                                } else (matches = ASC_TIME.exec(value)) && ([, month, day, hour, minute, second, fraction, year] = matches);
                                if (year && second) {
                                    const timestamp = Date.UTC(Number(year), months.indexOf(month), Number(day), Number(hour), Number(minute), Number(second), fraction ? Math.round(1e3 * parseFloat(`0.${fraction}`)) : 0);
                                    range(day, 1, 31);
                                    range(hour, 0, 23);
                                    range(minute, 0, 59);
                                    range(second, 0, 60);
                                    const date = new Date(timestamp);
                                    date.setUTCFullYear(Number(year));
                                    return date;
                                }
                                throw new TypeError(`Invalid RFC7231 date-time value ${value}.`);
                            })(data);

                          case 7:
                            return (value => {
                                if (null == value) return;
                                let num = NaN;
                                if ("number" == typeof value) num = value; else if ("string" == typeof value) {
                                    if (!/^-?\d*\.?\d+$/.test(value)) throw new TypeError("parseEpochTimestamp - numeric string invalid.");
                                    num = Number.parseFloat(value);
                                } else "object" == typeof value && 1 === value.tag && (num = value.value);
                                if (isNaN(num) || Math.abs(num) === 1 / 0) throw new TypeError("Epoch timestamps must be valid finite numbers.");
                                return new Date(Math.round(1e3 * num));
                            })(data);

                          default:
                            console.warn("Missing timestamp format, parsing value with Date constructor:", data);
                            return new Date(data);
                        }
                    }

                  case 0:
                    {
                        const media = flags >> 8 & 3;
                        if (!media) return data;
                        let intermediateValue = data;
                        6 & ~location || (intermediateValue = (this.serdeContext?.utf8Encoder ?? toUtf8.P)((this.serdeContext?.base64Decoder ?? fromBase64.E)(intermediateValue)));
                        return 2 === media ? lazy_json.A.from(intermediateValue) : intermediateValue;
                    }

                  case 1:
                    return Number(data);

                  case 2:
                    return "true" === data.toLowerCase();

                  case 17:
                    return BigInt(data);

                  case 19:
                    return new NumericValue.D(data, "bigDecimal");

                  default:
                    return data;
                }
            }
        }
    }),
    712: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            z: () => HttpInterceptingShapeDeserializer
        });
        var _smithy_core_serde__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1787);
        var _smithy_core_serde__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4574);
        var _HttpBindingNormalizedSchema__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5937);
        var _SerdeContext__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2104);
        var _FromStringShapeDeserializer__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7813);
        class HttpInterceptingShapeDeserializer extends _SerdeContext__WEBPACK_IMPORTED_MODULE_0__.f {
            codecDeserializer;
            stringDeserializer;
            constructor(codecDeserializer, codecSettings) {
                super();
                this.codecDeserializer = codecDeserializer;
                this.stringDeserializer = new _FromStringShapeDeserializer__WEBPACK_IMPORTED_MODULE_1__.k(codecSettings);
            }
            setSerdeContext(serdeContext) {
                this.stringDeserializer.setSerdeContext(serdeContext);
                this.codecDeserializer.setSerdeContext(serdeContext);
                this.serdeContext = serdeContext;
            }
            read(schema, data) {
                const ns = _HttpBindingNormalizedSchema__WEBPACK_IMPORTED_MODULE_2__.C.of(schema);
                const traits = ns.getMergedTraits();
                if (traits.httpHeader || traits.httpResponseCode) {
                    const value = ns.getHttpBindingValue(38, traits);
                    return this.readHttpBinding(value, data, 38);
                }
                return traits.httpPayload ? this.readPayload(ns.getHttpBindingValue(36, traits), data) : this.readCodec(ns, data);
            }
            readHttpBinding(binding, data, location) {
                const value = "string" == typeof data ? data : (this.serdeContext?.utf8Encoder ?? _smithy_core_serde__WEBPACK_IMPORTED_MODULE_3__.P)(data);
                return this.stringDeserializer.readHttpBinding(binding, value, location);
            }
            readPayload([schema, flags], data) {
                const type = 255 & flags;
                return 21 === type || 42 === type ? "string" == typeof data ? (this.serdeContext?.utf8Decoder ?? _smithy_core_serde__WEBPACK_IMPORTED_MODULE_4__.a)(data) : data : 0 === type ? "string" == typeof data ? data : (this.serdeContext?.utf8Encoder ?? _smithy_core_serde__WEBPACK_IMPORTED_MODULE_3__.P)(data) : this.readCodec(schema, data);
            }
            readCodec(schema, data) {
                return this.codecDeserializer.read(schema, data);
            }
        }
    }),
    6769: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            _: () => HttpInterceptingShapeSerializer
        });
        var HttpBindingNormalizedSchema = __nccwpck_require__(5937);
        var date_utils = __nccwpck_require__(8227);
        var toBase64 = __nccwpck_require__(7307);
        function quoteHeader(part) {
            (part.includes(",") || part.includes('"')) && (part = `"${part.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`);
            return part;
        }
        var lazy_json = __nccwpck_require__(9565);
        var serde = __nccwpck_require__(175);
        var SerdeContext = __nccwpck_require__(2104);
        class ToStringShapeSerializer extends SerdeContext.f {
            settings;
            stringBuffer="";
            constructor(settings) {
                super();
                this.settings = settings;
            }
            write(schema, value) {
                const ns = HttpBindingNormalizedSchema.C.of(schema);
                const traits = ns.getMergedTraits();
                const location = ns.getHttpBindingLocation(traits);
                this.writeHttpBinding(ns.getHttpBindingValue(location, traits), value, location);
            }
            writeHttpBinding([ns, flags, collectionValue], value, location) {
                const schema = 255 & flags;
                switch (typeof value) {
                  case "object":
                    if (null === value) {
                        this.stringBuffer = "null";
                        return;
                    }
                    if (schema >= 4 && schema <= 7) {
                        if (!(value instanceof Date)) throw new Error(`@smithy/core/protocols - received non-Date value ${value} when schema expected Date in ${ns.getName(!0)}`);
                        const bindingFormat = this.settings.httpBindings ? flags >> 14 & 3 : 0;
                        switch (this.settings.timestampFormat.useTrait && schema > 4 ? schema : bindingFormat ? bindingFormat + 4 : this.settings.timestampFormat.default) {
                          case 5:
                            this.stringBuffer = value.toISOString().replace(".000Z", "Z");
                            break;

                          case 6:
                            this.stringBuffer = (0, date_utils.JV)(value);
                            break;

                          case 7:
                            this.stringBuffer = String(value.getTime() / 1e3);
                            break;

                          default:
                            console.warn("Missing timestamp format, using epoch seconds", value);
                            this.stringBuffer = String(value.getTime() / 1e3);
                        }
                        return;
                    }
                    if ((21 === schema || 42 === schema) && "byteLength" in value) {
                        this.stringBuffer = (this.serdeContext?.base64Encoder ?? toBase64.n)(value);
                        return;
                    }
                    if (64 == (192 & schema) && Array.isArray(value)) {
                        collectionValue ??= ns.getHttpBindingCollectionValue(location);
                        const valueSchemaType = 255 & collectionValue[1];
                        const isTimestamp = valueSchemaType >= 4 && valueSchemaType <= 7;
                        let buffer = "";
                        for (const item of value) {
                            this.writeHttpBinding(collectionValue, item, location);
                            const headerItem = this.flush();
                            buffer && (buffer += ", ");
                            buffer += isTimestamp ? headerItem : quoteHeader(headerItem);
                        }
                        this.stringBuffer = buffer;
                        return;
                    }
                    this.stringBuffer = JSON.stringify(value, null, 2);
                    break;

                  case "string":
                    const media = flags >> 8 & 3;
                    let intermediateValue = value;
                    2 === media && (intermediateValue = lazy_json.A.from(intermediateValue));
                    if (media && !(6 & ~location)) {
                        this.stringBuffer = (this.serdeContext?.base64Encoder ?? toBase64.n)(intermediateValue.toString());
                        return;
                    }
                    this.stringBuffer = value;
                    break;

                  default:
                    this.stringBuffer = flags >> 10 & 1 ? (0, serde.ec)() : String(value);
                }
            }
            flush() {
                const buffer = this.stringBuffer;
                this.stringBuffer = "";
                return buffer;
            }
        }
        class HttpInterceptingShapeSerializer {
            codecSerializer;
            stringSerializer;
            buffer;
            constructor(codecSerializer, codecSettings, stringSerializer = new ToStringShapeSerializer(codecSettings)) {
                this.codecSerializer = codecSerializer;
                this.stringSerializer = stringSerializer;
            }
            setSerdeContext(serdeContext) {
                this.codecSerializer.setSerdeContext(serdeContext);
                this.stringSerializer.setSerdeContext(serdeContext);
            }
            write(schema, value) {
                const ns = HttpBindingNormalizedSchema.C.of(schema);
                const traits = ns.getMergedTraits();
                if (traits.httpHeader || traits.httpLabel || traits.httpQuery) {
                    const location = ns.getHttpBindingLocation(traits);
                    this.writeHttpBinding(ns.getHttpBindingValue(location, traits), value, location);
                    return;
                }
                this.writeCodec(ns, value);
            }
            writeHttpBinding(binding, value, location) {
                this.stringSerializer.writeHttpBinding(binding, value, location);
                this.buffer = this.stringSerializer.flush();
            }
            writeCodec(schema, value) {
                this.codecSerializer.write(schema, value);
            }
            flush() {
                if (void 0 !== this.buffer) {
                    const buffer = this.buffer;
                    this.buffer = void 0;
                    return buffer;
                }
                return this.codecSerializer.flush();
            }
        }
    }),
    9462: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            V: () => determineTimestampFormat
        });
        function determineTimestampFormat(ns, settings) {
            if (settings.timestampFormat.useTrait) {
                const schema = ns.getSchema();
                if (5 === schema || 6 === schema || 7 === schema) return schema;
            }
            const {httpLabel, httpPrefixHeaders, httpHeader, httpQuery} = ns.getMergedTraits();
            return (settings.httpBindings ? "string" == typeof httpPrefixHeaders || Boolean(httpHeader) ? 6 : Boolean(httpQuery) || Boolean(httpLabel) ? 5 : void 0 : void 0) ?? settings.timestampFormat.default;
        }
    }),
    7270: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            o: () => escapeUri
        });
        const escapeUri = uri => encodeURIComponent(uri).replace(/[!'()*]/g, hexEncode);
        const hexEncode = c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
    }),
    868: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            ey: () => getRetryPlugin
        });
        var external_node_stream_ = __nccwpck_require__(7075);
        const isStreamingPayload = request => request?.body instanceof external_node_stream_.Readable || "undefined" != typeof ReadableStream && request?.body instanceof ReadableStream;
        var NoOpLogger = __nccwpck_require__(51);
        var httpRequest = __nccwpck_require__(1871);
        var serde = __nccwpck_require__(175);
        var middleware = __nccwpck_require__(876);
        var service_error_classification = __nccwpck_require__(3068);
        const race = (promise, signal) => {
            if (!signal) return promise;
            let cleanup = () => {};
            const aborted = new Promise((_, reject) => {
                const handler = () => reject(createAbortError());
                if (signal.aborted) handler(); else if ("function" == typeof signal.addEventListener) {
                    signal.addEventListener("abort", handler, {
                        once: !0
                    });
                    cleanup = () => signal.removeEventListener("abort", handler);
                } else signal.onabort = handler;
            });
            return Promise.race([ promise, aborted ]).finally(cleanup);
        };
        const createAbortError = () => Object.assign(new Error("Request aborted"), {
            name: "AbortError"
        });
        const isAbortError = error => "object" == typeof error && null !== error && "name" in error && "AbortError" === error.name;
        var constants = __nccwpck_require__(4132);
        var hasOwn = __nccwpck_require__(6852);
        var httpResponse = __nccwpck_require__(7291);
        var date_utils = __nccwpck_require__(8227);
        const asSdkError = error => error instanceof Error ? error : error instanceof Object ? Object.assign(new Error, error) : "string" == typeof error ? new Error(error) : new Error(`AWS SDK error wrapper for ${error}`);
        function bindRetryMiddleware(isStreamingPayload) {
            return options => (next, context) => async args => {
                let retryStrategy = await options.retryStrategy();
                const maxAttempts = await options.maxAttempts();
                const abortSignal = context[middleware.V]?.abortSignal;
                if (!isRetryStrategyV2(retryStrategy)) {
                    retryStrategy?.mode && (context.userAgent = [ ...context.userAgent || [], [ "cfg/retry-mode", retryStrategy.mode ] ]);
                    return retryStrategy.retry(next, args);
                }
                {
                    const retryTokenScope = (context.partition_id ?? "") + (context.__retryLongPoll ? ":longpoll" : "");
                    let retryToken = await race(retryStrategy.acquireInitialRetryToken(retryTokenScope), abortSignal);
                    let lastError = new Error;
                    let attempts = 0;
                    let totalRetryDelay = 0;
                    const {request} = args;
                    const isRequest = httpRequest.K.isInstance(request);
                    isRequest && (request.headers[constants.l5] = (0, serde.v4)());
                    for (;;) try {
                        isRequest && (request.headers[constants.ok] = `attempt=${attempts + 1}; max=${maxAttempts}`);
                        const {response, output} = await next(args);
                        retryStrategy.recordSuccess(retryToken);
                        output.$metadata.attempts = attempts + 1;
                        output.$metadata.totalRetryDelay = totalRetryDelay;
                        return {
                            response,
                            output
                        };
                    } catch (e) {
                        const retryErrorInfo = getRetryErrorInfo(e, options.logger);
                        lastError = asSdkError(e);
                        if (isRequest && isStreamingPayload(request)) {
                            (context.logger instanceof NoOpLogger.N ? console : context.logger)?.warn("An error was encountered in a non-retryable streaming request.");
                            throw lastError;
                        }
                        try {
                            retryToken = await race(retryStrategy.refreshRetryTokenForRetry(retryToken, retryErrorInfo), abortSignal);
                        } catch (refreshError) {
                            if (abortSignal?.aborted && isAbortError(refreshError)) throw refreshError;
                            lastError.$metadata || (lastError.$metadata = {});
                            lastError.$metadata.attempts = attempts + 1;
                            lastError.$metadata.totalRetryDelay = totalRetryDelay;
                            throw lastError;
                        }
                        attempts = retryToken.getRetryCount();
                        const delay = retryToken.getRetryDelay();
                        totalRetryDelay += (retryToken?.$retryLog?.acquisitionDelay ?? 0) + delay;
                        delay > 0 && await race(new Promise(resolve => setTimeout(resolve, delay)), abortSignal);
                    }
                }
            };
        }
        const isRetryStrategyV2 = retryStrategy => void 0 !== retryStrategy.acquireInitialRetryToken && void 0 !== retryStrategy.refreshRetryTokenForRetry && void 0 !== retryStrategy.recordSuccess;
        const getRetryErrorInfo = (error, logger) => {
            const errorInfo = {
                error,
                errorType: getRetryErrorType(error)
            };
            const retryAfterHint = function parseRetryAfterHeader(response, logger) {
                if (httpResponse.c.isInstance(response)) for (const header in response.headers) {
                    if (!(0, hasOwn.$)(response.headers, header)) continue;
                    const h = header.toLowerCase();
                    if ("retry-after" === h) {
                        const retryAfter = response.headers[header];
                        let retryAfterSeconds = NaN;
                        if (retryAfter.endsWith("GMT")) try {
                            retryAfterSeconds = ((0, date_utils.xE)(retryAfter).getTime() - Date.now()) / 1e3;
                        } catch (e) {
                            logger?.trace?.("Failed to parse retry-after header");
                            logger?.trace?.(e);
                        } else retryAfter.match(/ GMT, ((\d+)|(\d+\.\d+))$/) ? retryAfterSeconds = Number(retryAfter.match(/ GMT, ([\d.]+)$/)?.[1]) : retryAfter.match(/^((\d+)|(\d+\.\d+))$/) ? retryAfterSeconds = Number(retryAfter) : Date.parse(retryAfter) >= Date.now() && (retryAfterSeconds = (Date.parse(retryAfter) - Date.now()) / 1e3);
                        if (isNaN(retryAfterSeconds)) return;
                        return new Date(Date.now() + 1e3 * retryAfterSeconds);
                    }
                    if ("x-amz-retry-after" === h) {
                        const v = response.headers[header];
                        const backoffMilliseconds = Number(v);
                        if (isNaN(backoffMilliseconds)) {
                            logger?.trace?.(`Failed to parse x-amz-retry-after=${v}`);
                            return;
                        }
                        return new Date(Date.now() + backoffMilliseconds);
                    }
                }
            }(error.$response, logger);
            retryAfterHint && (errorInfo.retryAfterHint = retryAfterHint);
            return errorInfo;
        };
        const getRetryErrorType = error => (0, service_error_classification.Qb)(error) ? "THROTTLING" : (0, 
        service_error_classification.bV)(error) ? "TRANSIENT" : (0, service_error_classification.GQ)(error) ? "SERVER_ERROR" : "CLIENT_ERROR";
        const retryMiddlewareOptions = {
            name: "retryMiddleware",
            tags: [ "RETRY" ],
            step: "finalizeRequest",
            priority: "high",
            override: !0
        };
        bindRetryMiddleware(isStreamingPayload);
        const getRetryPlugin = function bindGetRetryPlugin(isStreamingPayload) {
            const retryMiddleware = bindRetryMiddleware(isStreamingPayload);
            return options => ({
                applyToStack: clientStack => {
                    clientStack.add(retryMiddleware(options), retryMiddlewareOptions);
                }
            });
        }(isStreamingPayload);
    }),
    478: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            qs: () => NODE_MAX_ATTEMPT_CONFIG_OPTIONS,
            kN: () => NODE_RETRY_MODE_CONFIG_OPTIONS,
            $z: () => resolveRetryConfig
        });
        var normalizeProvider = __nccwpck_require__(4876);
        var service_error_classification = __nccwpck_require__(3068);
        class DefaultRateLimiter {
            static setTimeoutFn=(fn, delay) => setTimeout(fn, delay);
            beta;
            minCapacity;
            minFillRate;
            scaleConstant;
            smooth;
            enabled=!1;
            availableTokens=0;
            lastMaxRate=0;
            measuredTxRate=0;
            requestCount=0;
            fillRate;
            lastThrottleTime;
            lastTimestamp=0;
            lastTxRateBucket;
            maxCapacity;
            timeWindow=0;
            constructor(options) {
                this.beta = options?.beta ?? .7;
                this.minCapacity = options?.minCapacity ?? 1;
                this.minFillRate = options?.minFillRate ?? .5;
                this.scaleConstant = options?.scaleConstant ?? .4;
                this.smooth = options?.smooth ?? .8;
                this.lastThrottleTime = this.getCurrentTimeInSeconds();
                this.lastTxRateBucket = Math.floor(this.getCurrentTimeInSeconds());
                this.fillRate = this.minFillRate;
                this.maxCapacity = this.minCapacity;
            }
            async getSendToken() {
                return this.acquireTokenBucket(1);
            }
            updateClientSendingRate(response) {
                let calculatedRate;
                this.updateMeasuredRate();
                const retryErrorInfo = response;
                if ("THROTTLING" === retryErrorInfo?.errorType || (0, service_error_classification.Qb)(retryErrorInfo?.error ?? response)) {
                    const rateToUse = this.enabled ? Math.min(this.measuredTxRate, this.fillRate) : this.measuredTxRate;
                    this.lastMaxRate = rateToUse;
                    this.calculateTimeWindow();
                    this.lastThrottleTime = this.getCurrentTimeInSeconds();
                    calculatedRate = this.cubicThrottle(rateToUse);
                    this.enableTokenBucket();
                } else {
                    this.calculateTimeWindow();
                    calculatedRate = this.cubicSuccess(this.getCurrentTimeInSeconds());
                }
                const newRate = Math.min(calculatedRate, 2 * this.measuredTxRate);
                this.updateTokenBucketRate(newRate);
            }
            getCurrentTimeInSeconds() {
                return Date.now() / 1e3;
            }
            async acquireTokenBucket(amount) {
                if (this.enabled) {
                    this.refillTokenBucket();
                    for (;amount > this.availableTokens; ) {
                        const delay = (amount - this.availableTokens) / this.fillRate * 1e3;
                        await new Promise(resolve => DefaultRateLimiter.setTimeoutFn(resolve, delay));
                        this.refillTokenBucket();
                    }
                    this.availableTokens = this.availableTokens - amount;
                }
            }
            refillTokenBucket() {
                const timestamp = this.getCurrentTimeInSeconds();
                if (!this.lastTimestamp) {
                    this.lastTimestamp = timestamp;
                    return;
                }
                const fillAmount = (timestamp - this.lastTimestamp) * this.fillRate;
                this.availableTokens = Math.min(this.maxCapacity, this.availableTokens + fillAmount);
                this.lastTimestamp = timestamp;
            }
            calculateTimeWindow() {
                this.timeWindow = this.getPrecise(Math.pow(this.lastMaxRate * (1 - this.beta) / this.scaleConstant, 1 / 3));
            }
            cubicThrottle(rateToUse) {
                return this.getPrecise(rateToUse * this.beta);
            }
            cubicSuccess(timestamp) {
                return this.getPrecise(this.scaleConstant * Math.pow(timestamp - this.lastThrottleTime - this.timeWindow, 3) + this.lastMaxRate);
            }
            enableTokenBucket() {
                this.enabled = !0;
            }
            updateTokenBucketRate(newRate) {
                this.refillTokenBucket();
                this.fillRate = Math.max(newRate, this.minFillRate);
                this.maxCapacity = Math.max(newRate, this.minCapacity);
                this.availableTokens = Math.min(this.availableTokens, this.maxCapacity);
            }
            updateMeasuredRate() {
                const t = this.getCurrentTimeInSeconds();
                const timeBucket = Math.floor(2 * t) / 2;
                this.requestCount++;
                if (timeBucket > this.lastTxRateBucket) {
                    const currentRate = this.requestCount / (timeBucket - this.lastTxRateBucket);
                    this.measuredTxRate = this.getPrecise(currentRate * this.smooth + this.measuredTxRate * (1 - this.smooth));
                    this.requestCount = 0;
                    this.lastTxRateBucket = timeBucket;
                }
            }
            getPrecise(num) {
                return parseFloat(num.toFixed(8));
            }
        }
        var constants = __nccwpck_require__(4132);
        class Retry {
            static v2026=!0;
            static delay() {
                return 50;
            }
            static throttlingDelay() {
                return 1e3;
            }
            static cost() {
                return 14;
            }
            static throttlingCost() {
                return 5;
            }
            static modifiedCostType() {
                return "THROTTLING";
            }
        }
        class DefaultRetryBackoffStrategy {
            x=Retry.delay();
            computeNextBackoffDelay(i) {
                const t_i = Math.random() * Math.min(this.x * 2 ** i, constants.G8);
                return Math.floor(t_i);
            }
            setDelayBase(delay) {
                this.x = delay;
            }
        }
        class DefaultRetryToken {
            delay;
            count;
            cost;
            longPoll;
            $retryLog={
                acquisitionDelay: 0
            };
            constructor(delay, count, cost, longPoll) {
                this.delay = delay;
                this.count = count;
                this.cost = cost;
                this.longPoll = longPoll;
            }
            getRetryCount() {
                return this.count;
            }
            getRetryDelay() {
                return Math.min(constants.G8, this.delay);
            }
            getRetryCost() {
                return this.cost;
            }
            isLongPoll() {
                return this.longPoll;
            }
        }
        var config = __nccwpck_require__(9903);
        class StandardRetryStrategy {
            mode=config.cm.STANDARD;
            retryBackoffStrategy;
            capacity=constants.Df;
            maxAttemptsProvider;
            baseDelay;
            constructor(arg1) {
                if ("number" == typeof arg1) this.maxAttemptsProvider = async () => arg1; else if ("function" == typeof arg1) this.maxAttemptsProvider = arg1; else if (arg1 && "object" == typeof arg1) {
                    this.maxAttemptsProvider = async () => arg1.maxAttempts;
                    this.baseDelay = arg1.baseDelay;
                    this.retryBackoffStrategy = arg1.backoff;
                }
                this.maxAttemptsProvider ??= async () => config.Gz;
                this.baseDelay ??= Retry.delay();
                this.retryBackoffStrategy ??= new DefaultRetryBackoffStrategy;
            }
            async acquireInitialRetryToken(retryTokenScope) {
                return new DefaultRetryToken(Retry.delay(), 0, void 0, retryTokenScope.includes(":longpoll"));
            }
            async refreshRetryTokenForRetry(token, errorInfo) {
                const maxAttempts = await this.getMaxAttempts();
                const retryCode = this.retryCode(token, errorInfo, maxAttempts);
                const shouldRetry = 0 === retryCode;
                const isLongPoll = token.isLongPoll?.();
                if (shouldRetry || isLongPoll) {
                    const errorType = errorInfo.errorType;
                    this.retryBackoffStrategy.setDelayBase("THROTTLING" === errorType ? Retry.throttlingDelay() : this.baseDelay);
                    const delayFromErrorType = this.retryBackoffStrategy.computeNextBackoffDelay(token.getRetryCount());
                    let retryDelay = delayFromErrorType;
                    errorInfo.retryAfterHint instanceof Date && (retryDelay = Math.max(delayFromErrorType, Math.min(errorInfo.retryAfterHint.getTime() - Date.now(), delayFromErrorType + 5e3)));
                    if (shouldRetry) {
                        const capacityCost = this.getCapacityCost(errorType);
                        this.capacity -= capacityCost;
                        const nextToken = new DefaultRetryToken(0, token.getRetryCount() + 1, capacityCost, token.isLongPoll?.() ?? !1);
                        await new Promise(r => setTimeout(r, retryDelay));
                        nextToken.$retryLog.acquisitionDelay = retryDelay;
                        return nextToken;
                    }
                    {
                        const longPollBackoff = 3 === retryCode && isLongPoll ? retryDelay : 0;
                        longPollBackoff > 0 && await new Promise(r => setTimeout(r, longPollBackoff));
                    }
                }
                throw new Error("No retry token available");
            }
            recordSuccess(token) {
                this.capacity = Math.min(constants.Df, this.capacity + (token.getRetryCost() ?? constants.XP));
            }
            getCapacity() {
                return this.capacity;
            }
            async maxAttempts() {
                return this.maxAttemptsProvider();
            }
            async getMaxAttempts() {
                try {
                    return await this.maxAttemptsProvider();
                } catch (ignored) {
                    console.warn(`Max attempts provider could not resolve. Using default of ${config.Gz}`);
                    return config.Gz;
                }
            }
            retryCode(tokenToRenew, errorInfo, maxAttempts) {
                const attempts = tokenToRenew.getRetryCount() + 1;
                const retryableStatus = this.isRetryableError(errorInfo.errorType) ? 0 : 1;
                const attemptStatus = attempts < maxAttempts ? 0 : 2;
                const capacityStatus = this.capacity >= this.getCapacityCost(errorInfo.errorType) ? 0 : 3;
                return retryableStatus || attemptStatus || capacityStatus;
            }
            getCapacityCost(errorType) {
                return errorType === Retry.modifiedCostType() ? Retry.throttlingCost() : Retry.cost();
            }
            isRetryableError(errorType) {
                return "THROTTLING" === errorType || "TRANSIENT" === errorType;
            }
        }
        class AdaptiveRetryStrategy {
            mode=config.cm.ADAPTIVE;
            rateLimiter;
            standardRetryStrategy;
            constructor(maxAttemptsProvider, options) {
                const {rateLimiter} = options ?? {};
                this.rateLimiter = rateLimiter ?? new DefaultRateLimiter;
                this.standardRetryStrategy = new StandardRetryStrategy(options ? {
                    maxAttempts: "number" == typeof maxAttemptsProvider ? maxAttemptsProvider : 3,
                    ...options
                } : maxAttemptsProvider);
            }
            async acquireInitialRetryToken(retryTokenScope) {
                const token = await this.standardRetryStrategy.acquireInitialRetryToken(retryTokenScope);
                await this.rateLimiter.getSendToken();
                return token;
            }
            async refreshRetryTokenForRetry(tokenToRenew, errorInfo) {
                this.rateLimiter.updateClientSendingRate(errorInfo);
                const token = await this.standardRetryStrategy.refreshRetryTokenForRetry(tokenToRenew, errorInfo);
                await this.rateLimiter.getSendToken();
                return token;
            }
            recordSuccess(token) {
                this.rateLimiter.updateClientSendingRate({});
                this.standardRetryStrategy.recordSuccess(token);
            }
            async maxAttemptsProvider() {
                return this.standardRetryStrategy.maxAttempts();
            }
        }
        const NODE_MAX_ATTEMPT_CONFIG_OPTIONS = {
            environmentVariableSelector: env => {
                const value = env.AWS_MAX_ATTEMPTS;
                if (!value) return;
                const maxAttempt = parseInt(value);
                if (Number.isNaN(maxAttempt)) throw new Error(`Environment variable AWS_MAX_ATTEMPTS mast be a number, got "${value}"`);
                return maxAttempt;
            },
            configFileSelector: profile => {
                const value = profile.max_attempts;
                if (!value) return;
                const maxAttempt = parseInt(value);
                if (Number.isNaN(maxAttempt)) throw new Error(`Shared config file entry max_attempts mast be a number, got "${value}"`);
                return maxAttempt;
            },
            default: config.Gz
        };
        const resolveRetryConfig = (input, defaults) => {
            const {retryStrategy, retryMode} = input;
            const {defaultMaxAttempts = config.Gz, defaultBaseDelay = Retry.delay()} = defaults ?? {};
            const maxAttemptsProvider = (0, normalizeProvider.t)(input.maxAttempts ?? defaultMaxAttempts);
            let controller = retryStrategy ? Promise.resolve(retryStrategy) : void 0;
            return Object.assign(input, {
                maxAttempts: maxAttemptsProvider,
                retryStrategy: () => controller ??= (async () => {
                    const maxAttempts = await maxAttemptsProvider();
                    return await (0, normalizeProvider.t)(retryMode)() === config.cm.ADAPTIVE ? new AdaptiveRetryStrategy(maxAttemptsProvider, {
                        maxAttempts,
                        baseDelay: defaultBaseDelay
                    }) : new StandardRetryStrategy({
                        maxAttempts,
                        baseDelay: defaultBaseDelay
                    });
                })()
            });
        };
        const NODE_RETRY_MODE_CONFIG_OPTIONS = {
            environmentVariableSelector: env => env.AWS_RETRY_MODE,
            configFileSelector: profile => profile.retry_mode,
            default: config.L0
        };
    }),
    3068: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            GQ: () => isServerError,
            Qb: () => isThrottlingError,
            bV: () => isTransientError
        });
        const THROTTLING_ERROR_CODES = [ "BandwidthLimitExceeded", "EC2ThrottledException", "LimitExceededException", "PriorRequestNotComplete", "ProvisionedThroughputExceededException", "RequestLimitExceeded", "RequestThrottled", "RequestThrottledException", "SlowDown", "ThrottledException", "Throttling", "ThrottlingException", "TooManyRequestsException", "TransactionInProgressException" ];
        const TRANSIENT_ERROR_CODES = [ "TimeoutError", "RequestTimeout", "RequestTimeoutException" ];
        const TRANSIENT_ERROR_STATUS_CODES = [ 500, 502, 503, 504 ];
        const NODEJS_TIMEOUT_ERROR_CODES = [ "ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT" ];
        const NODEJS_NETWORK_ERROR_CODES = [ "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN" ];
        const isThrottlingError = error => 429 === error.$metadata?.httpStatusCode || THROTTLING_ERROR_CODES.includes(error.name) || 1 == error.$retryable?.throttling;
        const isTransientError = (error, depth = 0) => "AbortError" !== error?.name && ((error => void 0 !== error?.$retryable)(error) || (error => error.$metadata?.clockSkewCorrected)(error) || "InvalidSignatureException" === error.name && error.message?.includes("Signature expired") || TRANSIENT_ERROR_CODES.includes(error.name) || NODEJS_TIMEOUT_ERROR_CODES.includes(error?.code || "") || NODEJS_NETWORK_ERROR_CODES.includes(error?.code || "") || TRANSIENT_ERROR_STATUS_CODES.includes(error.$metadata?.httpStatusCode || 0) || (error => {
            const errorMessages = new Set([ "Failed to fetch", "NetworkError when attempting to fetch resource", "The Internet connection appears to be offline", "Load failed", "Network request failed" ]);
            return !!(error && error instanceof TypeError) && errorMessages.has(error.message);
        })(error) || function isNodeJsHttp2TransientError(error) {
            return "ERR_HTTP2_STREAM_ERROR" === error.code && error.message.includes("NGHTTP2_REFUSED_STREAM");
        }(error) || void 0 !== error.cause && depth <= 10 && isTransientError(error.cause, depth + 1));
        const isServerError = error => {
            if (void 0 !== error.$metadata?.httpStatusCode) {
                const statusCode = error.$metadata.httpStatusCode;
                return 500 <= statusCode && statusCode <= 599 && !isTransientError(error);
            }
            return !1;
        };
    }),
    9903: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Gz: () => DEFAULT_MAX_ATTEMPTS,
            L0: () => DEFAULT_RETRY_MODE,
            cm: () => RETRY_MODES
        });
        var RETRY_MODES;
        (function(RETRY_MODES) {
            RETRY_MODES.STANDARD = "standard";
            RETRY_MODES.ADAPTIVE = "adaptive";
        })(RETRY_MODES || (RETRY_MODES = {}));
        const DEFAULT_MAX_ATTEMPTS = 3;
        const DEFAULT_RETRY_MODE = RETRY_MODES.STANDARD;
    }),
    4132: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Df: () => INITIAL_RETRY_TOKENS,
            G8: () => MAXIMUM_RETRY_DELAY,
            XP: () => NO_RETRY_INCREMENT,
            l5: () => INVOCATION_ID_HEADER,
            ok: () => REQUEST_HEADER
        });
        const MAXIMUM_RETRY_DELAY = 2e4;
        const INITIAL_RETRY_TOKENS = 500;
        const NO_RETRY_INCREMENT = 1;
        const INVOCATION_ID_HEADER = "amz-sdk-invocation-id";
        const REQUEST_HEADER = "amz-sdk-request";
    }),
    9835: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            O: () => TypeRegistry
        });
        class TypeRegistry {
            namespace;
            schemas;
            exceptions;
            static registries=new Map;
            constructor(namespace, schemas = new Map, exceptions = new Map) {
                this.namespace = namespace;
                this.schemas = schemas;
                this.exceptions = exceptions;
                TypeRegistry.registries.has(namespace) || TypeRegistry.registries.set(namespace, this);
            }
            static for(namespace) {
                return TypeRegistry.registries.get(namespace) ?? new TypeRegistry(namespace);
            }
            copyFrom(other) {
                const {schemas, exceptions} = this;
                for (const [k, v] of other.schemas) schemas.has(k) || schemas.set(k, v);
                for (const [k, v] of other.exceptions) exceptions.has(k) || exceptions.set(k, v);
            }
            register(shapeId, schema) {
                const qualifiedName = this.normalizeShapeId(shapeId);
                for (const r of [ this, TypeRegistry.for(qualifiedName.split("#")[0]) ]) r.schemas.has(qualifiedName) || r.schemas.set(qualifiedName, schema);
            }
            getSchema(shapeId) {
                const id = this.normalizeShapeId(shapeId);
                if (!this.schemas.has(id)) {
                    if (!shapeId.includes("#")) {
                        const suffix = "#" + shapeId;
                        const candidates = [];
                        for (const [shapeId, schema] of this.schemas.entries()) shapeId.endsWith(suffix) && candidates.push(schema);
                        if (1 === candidates.length) return candidates[0];
                    }
                    throw new Error(`@smithy/core/schema - schema not found for ${id}`);
                }
                return this.schemas.get(id);
            }
            registerError(es, ctor) {
                const $error = es;
                const ns = $error[1];
                const qualifiedName = ns + "#" + $error[2];
                ctor.hasOwnProperty?.("shapeId") || (ctor.shapeId = qualifiedName);
                for (const r of [ this, TypeRegistry.for(ns) ]) if (!r.schemas.has(qualifiedName) && !r.exceptions.has($error)) {
                    r.schemas.set(qualifiedName, $error);
                    r.exceptions.set($error, ctor);
                }
            }
            getErrorCtor(es) {
                const $error = es;
                return this.exceptions.has($error) ? this.exceptions.get($error) : TypeRegistry.for($error[1]).exceptions.get($error);
            }
            getBaseException() {
                for (const exceptionKey of this.exceptions.keys()) if (Array.isArray(exceptionKey)) {
                    const [, ns, name] = exceptionKey;
                    const id = ns + "#" + name;
                    if (id.startsWith("smithy.ts.sdk.synthetic.") && id.endsWith("ServiceException")) return exceptionKey;
                }
            }
            find(predicate) {
                for (const schema of this.schemas.values()) if (predicate(schema)) return schema;
            }
            clear() {
                this.schemas.clear();
                this.exceptions.clear();
            }
            normalizeShapeId(shapeId) {
                return shapeId.includes("#") ? shapeId : this.namespace + "#" + shapeId;
            }
        }
    }),
    8934: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            L: () => deref
        });
        const deref = schemaRef => "function" == typeof schemaRef ? schemaRef() : schemaRef;
    }),
    6979: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            wq: () => getSchemaSerdePlugin
        });
        var getSmithyContext = __nccwpck_require__(3753);
        var httpResponse = __nccwpck_require__(7291);
        const operation = (namespace, name, traits, input, output) => ({
            name,
            namespace,
            traits,
            input,
            output
        });
        const schemaDeserializationMiddleware = config => (next, context) => async args => {
            const {response} = await next(args);
            const {operationSchema} = (0, getSmithyContext.u)(context);
            const [, ns, n, t, i, o] = operationSchema ?? [];
            try {
                return {
                    response,
                    output: await config.protocol.deserializeResponse(operation(ns, n, t, i, o), {
                        ...config,
                        ...context
                    }, response)
                };
            } catch (error) {
                Object.defineProperty(error, "$response", {
                    value: response,
                    enumerable: !1,
                    writable: !1,
                    configurable: !1
                });
                if (!("$metadata" in error)) {
                    const hint = "Deserialization error: to see the raw response, inspect the hidden field {error}.$response on this object.";
                    try {
                        error.message += "\n  " + hint;
                    } catch (ignored) {
                        context.logger && "NoOpLogger" !== context.logger?.constructor?.name ? context.logger?.warn?.(hint) : console.warn(hint);
                    }
                    void 0 !== error.$responseBodyText && error.$response && (error.$response.body = error.$responseBodyText);
                    try {
                        if (httpResponse.c.isInstance(response)) {
                            const {headers = {}, statusCode} = response;
                            const headerEntries = Object.entries(headers);
                            error.$metadata = {
                                httpStatusCode: statusCode,
                                requestId: findHeader(/^x-[\w-]+-request-?id$/, headerEntries),
                                extendedRequestId: findHeader(/^x-[\w-]+-id-2$/, headerEntries),
                                cfId: findHeader(/^x-[\w-]+-cf-id$/, headerEntries)
                            };
                        }
                    } catch (ignored) {}
                }
                throw error;
            }
        };
        const findHeader = (pattern, headers) => (headers.find(([k]) => k.match(pattern)) || [ void 0, void 0 ])[1];
        var toEndpointV1 = __nccwpck_require__(89);
        const schemaSerializationMiddleware = config => (next, context) => async args => {
            const {operationSchema} = (0, getSmithyContext.u)(context);
            const [, ns, n, t, i, o] = operationSchema ?? [];
            const endpoint = context.endpointV2 ? async () => (0, toEndpointV1.a)(context.endpointV2) : config.endpoint;
            const request = await config.protocol.serializeRequest(operation(ns, n, t, i, o), args.input, {
                ...config,
                ...context,
                endpoint
            });
            return next({
                ...args,
                request
            });
        };
        const deserializerMiddlewareOption = {
            name: "deserializerMiddleware",
            step: "deserialize",
            tags: [ "DESERIALIZER" ],
            override: !0
        };
        const serializerMiddlewareOption = {
            name: "serializerMiddleware",
            step: "serialize",
            tags: [ "SERIALIZER" ],
            override: !0
        };
        function getSchemaSerdePlugin(config) {
            return {
                applyToStack: commandStack => {
                    commandStack.add(schemaSerializationMiddleware(config), serializerMiddlewareOption);
                    commandStack.add(schemaDeserializationMiddleware(config), deserializerMiddlewareOption);
                    config.protocol.setSerdeContext(config);
                }
            };
        }
    }),
    6627: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            l1: () => NormalizedSchema
        });
        var _deref__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8934);
        var _translateTraits__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4018);
        const anno_it = Symbol.for("@smithy/nor-struct-it"), anno_ns = Symbol.for("@smithy/ns");
        const simpleSchemaCacheN = [];
        const simpleSchemaCacheS = {};
        class NormalizedSchema {
            ref;
            memberName;
            static symbol=Symbol.for("@smithy/nor");
            symbol=NormalizedSchema.symbol;
            name;
            schema;
            _isMemberSchema;
            traits;
            memberTraits;
            normalizedTraits;
            constructor(ref, memberName) {
                this.ref = ref;
                this.memberName = memberName;
                const traitStack = [];
                let _ref = ref;
                let schema = ref;
                this._isMemberSchema = !1;
                for (;isMemberSchema(_ref); ) {
                    traitStack.push(_ref[1]);
                    _ref = _ref[0];
                    schema = (0, _deref__WEBPACK_IMPORTED_MODULE_0__.L)(_ref);
                    this._isMemberSchema = !0;
                }
                if (traitStack.length > 0) {
                    this.memberTraits = {};
                    for (let i = traitStack.length - 1; i >= 0; --i) {
                        const traitSet = traitStack[i];
                        Object.assign(this.memberTraits, (0, _translateTraits__WEBPACK_IMPORTED_MODULE_1__.c)(traitSet));
                    }
                } else this.memberTraits = 0;
                if (schema instanceof NormalizedSchema) {
                    const computedMemberTraits = this.memberTraits;
                    Object.assign(this, schema);
                    this.memberTraits = Object.assign({}, computedMemberTraits, schema.getMemberTraits(), this.getMemberTraits());
                    this.normalizedTraits = void 0;
                    this.memberName = memberName ?? schema.memberName;
                    return;
                }
                this.schema = (0, _deref__WEBPACK_IMPORTED_MODULE_0__.L)(schema);
                if (isStaticSchema(this.schema)) {
                    this.name = `${this.schema[1]}#${this.schema[2]}`;
                    this.traits = this.schema[3];
                } else {
                    this.name = this.memberName ?? String(schema);
                    this.traits = 0;
                }
                if (this._isMemberSchema && !memberName) throw new Error(`@smithy/core/schema - NormalizedSchema member init ${this.getName(!0)} missing member name.`);
            }
            static [Symbol.hasInstance](lhs) {
                const isPrototype = this.prototype.isPrototypeOf(lhs);
                return isPrototype || "object" != typeof lhs || null === lhs ? isPrototype : lhs.symbol === this.symbol;
            }
            static of(ref) {
                const keyAble = "function" == typeof ref || "object" == typeof ref && null !== ref;
                if ("number" == typeof ref) {
                    if (simpleSchemaCacheN[ref]) return simpleSchemaCacheN[ref];
                } else if ("string" == typeof ref) {
                    if (simpleSchemaCacheS[ref]) return simpleSchemaCacheS[ref];
                } else if (keyAble && ref[anno_ns]) return ref[anno_ns];
                const sc = (0, _deref__WEBPACK_IMPORTED_MODULE_0__.L)(ref);
                if (sc instanceof NormalizedSchema) return sc;
                if (isMemberSchema(sc)) {
                    const [ns, traits] = sc;
                    if (ns instanceof NormalizedSchema) {
                        Object.assign(ns.getMergedTraits(), (0, _translateTraits__WEBPACK_IMPORTED_MODULE_1__.c)(traits));
                        return ns;
                    }
                    throw new Error(`@smithy/core/schema - may not init unwrapped member schema=${JSON.stringify(ref, null, 2)}.`);
                }
                const ns = new NormalizedSchema(sc);
                return keyAble ? ref[anno_ns] = ns : "string" == typeof sc ? simpleSchemaCacheS[sc] = ns : "number" == typeof sc ? simpleSchemaCacheN[sc] = ns : ns;
            }
            getSchema() {
                const sc = this.schema;
                return Array.isArray(sc) && 0 === sc[0] ? sc[4] : sc;
            }
            getName(withNamespace = !1) {
                const {name} = this;
                return !withNamespace && name && name.includes("#") ? name.split("#")[1] : name || void 0;
            }
            getMemberName() {
                return this.memberName;
            }
            isMemberSchema() {
                return this._isMemberSchema;
            }
            isListSchema() {
                const sc = this.getSchema();
                return "number" == typeof sc ? sc >= 64 && sc < 128 : 1 === sc[0];
            }
            isMapSchema() {
                const sc = this.getSchema();
                return "number" == typeof sc ? sc >= 128 && sc <= 255 : 2 === sc[0];
            }
            isStructSchema() {
                const sc = this.getSchema();
                if ("object" != typeof sc) return !1;
                const id = sc[0];
                return 3 === id || -3 === id || 4 === id;
            }
            isUnionSchema() {
                const sc = this.getSchema();
                return "object" == typeof sc && 4 === sc[0];
            }
            isBlobSchema() {
                const sc = this.getSchema();
                return 21 === sc || 42 === sc;
            }
            isTimestampSchema() {
                const sc = this.getSchema();
                return "number" == typeof sc && sc >= 4 && sc <= 7;
            }
            isUnitSchema() {
                return "unit" === this.getSchema();
            }
            isDocumentSchema() {
                return 15 === this.getSchema();
            }
            isStringSchema() {
                return 0 === this.getSchema();
            }
            isBooleanSchema() {
                return 2 === this.getSchema();
            }
            isNumericSchema() {
                return 1 === this.getSchema();
            }
            isBigIntegerSchema() {
                return 17 === this.getSchema();
            }
            isBigDecimalSchema() {
                return 19 === this.getSchema();
            }
            isStreaming() {
                const {streaming} = this.getMergedTraits();
                return !!streaming || 42 === this.getSchema();
            }
            isIdempotencyToken() {
                return !!this.getMergedTraits().idempotencyToken;
            }
            getMergedTraits() {
                return this.normalizedTraits ?? (this.normalizedTraits = {
                    ...this.getOwnTraits(),
                    ...this.getMemberTraits()
                });
            }
            getMemberTraits() {
                return (0, _translateTraits__WEBPACK_IMPORTED_MODULE_1__.c)(this.memberTraits);
            }
            getOwnTraits() {
                return (0, _translateTraits__WEBPACK_IMPORTED_MODULE_1__.c)(this.traits);
            }
            getKeySchema() {
                const [isDoc, isMap] = [ this.isDocumentSchema(), this.isMapSchema() ];
                if (!isDoc && !isMap) throw new Error(`@smithy/core/schema - cannot get key for non-map: ${this.getName(!0)}`);
                const schema = this.getSchema();
                return member([ isDoc ? 15 : schema[4] ?? 0, 0 ], "key");
            }
            getValueSchema() {
                const sc = this.getSchema();
                const [isDoc, isMap, isList] = [ this.isDocumentSchema(), this.isMapSchema(), this.isListSchema() ];
                const memberSchema = "number" == typeof sc ? 63 & sc : sc && "object" == typeof sc && (isMap || isList) ? sc[3 + sc[0]] : isDoc ? 15 : void 0;
                if (null != memberSchema) return member([ memberSchema, 0 ], isMap ? "value" : "member");
                throw new Error(`@smithy/core/schema - ${this.getName(!0)} has no value member.`);
            }
            getMemberSchema(memberName) {
                const struct = this.getSchema();
                if (this.isStructSchema() && struct[4].includes(memberName)) {
                    const i = struct[4].indexOf(memberName);
                    const memberSchema = struct[5][i];
                    return member(isMemberSchema(memberSchema) ? memberSchema : [ memberSchema, 0 ], memberName);
                }
                if (this.isDocumentSchema()) return member([ 15, 0 ], memberName);
                throw new Error(`@smithy/core/schema - ${this.getName(!0)} has no member=${memberName}.`);
            }
            getMemberSchemas() {
                const buffer = {};
                try {
                    for (const [k, v] of this.structIterator()) buffer[k] = v;
                } catch (ignored) {}
                return buffer;
            }
            getEventStreamMember() {
                if (this.isStructSchema()) for (const [memberName, memberSchema] of this.structIterator()) if (memberSchema.isStreaming() && memberSchema.isStructSchema()) return memberName;
                return "";
            }
            * structIterator() {
                if (this.isUnitSchema()) return;
                if (!this.isStructSchema()) throw new Error("@smithy/core/schema - cannot iterate non-struct schema.");
                const struct = this.getSchema();
                const z = struct[4].length;
                let it = struct[anno_it];
                if (it && z === it.length) yield* it; else {
                    it = Array(z);
                    for (let i = 0; i < z; ++i) {
                        const k = struct[4][i];
                        const v = member([ struct[5][i], 0 ], k);
                        yield it[i] = [ k, v ];
                    }
                    struct[anno_it] = it;
                }
            }
        }
        function member(memberSchema, memberName) {
            return memberSchema instanceof NormalizedSchema ? Object.assign(memberSchema, {
                memberName,
                _isMemberSchema: !0
            }) : new NormalizedSchema(memberSchema, memberName);
        }
        const isMemberSchema = sc => Array.isArray(sc) && 2 === sc.length;
        const isStaticSchema = sc => Array.isArray(sc) && sc.length >= 5;
    }),
    4018: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            c: () => translateTraits
        });
        const traitsCache = [];
        function translateTraits(indicator) {
            if ("object" == typeof indicator) return indicator;
            if (traitsCache[indicator |= 0]) return traitsCache[indicator];
            const traits = {};
            let i = 0;
            for (const trait of [ "httpLabel", "idempotent", "idempotencyToken", "sensitive", "httpPayload", "httpResponseCode", "httpQueryParams" ]) 1 == (indicator >> i++ & 1) && (traits[trait] = 1);
            return traitsCache[indicator] = traits;
        }
    }),
    3277: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            I: () => concatBytes
        });
        function concatBytes(arrays, length) {
            if (void 0 === length) {
                length = 0;
                for (const bytes of arrays) length += bytes.byteLength;
            }
            const result = new Uint8Array(length);
            let offset = 0;
            for (const buf of arrays) {
                result.set(buf, offset);
                offset += buf.byteLength;
            }
            return result;
        }
    }),
    8227: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            JV: () => dateToUtcString,
            l3: () => parseEpochTimestamp,
            EI: () => parseRfc3339DateTime,
            t_: () => parseRfc3339DateTimeWithOffset,
            xE: () => parseRfc7231DateTime
        });
        const expectNumber = value => {
            if (null != value) {
                if ("string" == typeof value) {
                    const parsed = parseFloat(value);
                    if (!Number.isNaN(parsed)) {
                        String(parsed) !== String(value) && logger.warn(stackTraceWarning(`Expected number but observed string: ${value}`));
                        return parsed;
                    }
                }
                if ("number" == typeof value) return value;
                throw new TypeError(`Expected number, got ${typeof value}: ${value}`);
            }
        };
        const MAX_FLOAT = Math.ceil(2 ** 127 * (2 - 2 ** -23));
        const expectSizedInt = (value, size) => {
            const expected = (value => {
                if (null != value) {
                    if (Number.isInteger(value) && !Number.isNaN(value)) return value;
                    throw new TypeError(`Expected integer, got ${typeof value}: ${value}`);
                }
            })(value);
            if (void 0 !== expected && castInt(expected, size) !== expected) throw new TypeError(`Expected ${size}-bit integer, got ${value}`);
            return expected;
        };
        const castInt = (value, size) => {
            switch (size) {
              case 32:
                return Int32Array.of(value)[0];

              case 16:
                return Int16Array.of(value)[0];

              case 8:
                return Int8Array.of(value)[0];
            }
        };
        const NUMBER_REGEX = /(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)|(-?Infinity)|(NaN)/g;
        const parseNumber = value => {
            const matches = value.match(NUMBER_REGEX);
            if (null === matches || matches[0].length !== value.length) throw new TypeError("Expected real number, got implicit NaN");
            return parseFloat(value);
        };
        const strictParseShort = value => (value => expectSizedInt(value, 16))("string" == typeof value ? parseNumber(value) : value);
        const stackTraceWarning = message => String(new TypeError(message).stack || message).split("\n").slice(0, 5).filter(s => !s.includes("stackTraceWarning")).join("\n");
        const logger = {
            warn: console.warn
        };
        const DAYS = [ "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" ];
        const MONTHS = [ "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" ];
        function dateToUtcString(date) {
            const year = date.getUTCFullYear();
            const month = date.getUTCMonth();
            const dayOfWeek = date.getUTCDay();
            const dayOfMonthInt = date.getUTCDate();
            const hoursInt = date.getUTCHours();
            const minutesInt = date.getUTCMinutes();
            const secondsInt = date.getUTCSeconds();
            const dayOfMonthString = dayOfMonthInt < 10 ? `0${dayOfMonthInt}` : `${dayOfMonthInt}`;
            const hoursString = hoursInt < 10 ? `0${hoursInt}` : `${hoursInt}`;
            const minutesString = minutesInt < 10 ? `0${minutesInt}` : `${minutesInt}`;
            const secondsString = secondsInt < 10 ? `0${secondsInt}` : `${secondsInt}`;
            return `${DAYS[dayOfWeek]}, ${dayOfMonthString} ${MONTHS[month]} ${year} ${hoursString}:${minutesString}:${secondsString} GMT`;
        }
        const RFC3339 = new RegExp(/^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?[zZ]$/);
        const parseRfc3339DateTime = value => {
            if (null == value) return;
            if ("string" != typeof value) throw new TypeError("RFC-3339 date-times must be expressed as strings");
            const match = RFC3339.exec(value);
            if (!match) throw new TypeError("Invalid RFC-3339 date-time value");
            const [_, yearStr, monthStr, dayStr, hours, minutes, seconds, fractionalMilliseconds] = match;
            const year = strictParseShort(stripLeadingZeroes(yearStr));
            const month = parseDateValue(monthStr, "month", 1, 12);
            const day = parseDateValue(dayStr, "day", 1, 31);
            return buildDate(year, month, day, {
                hours,
                minutes,
                seconds,
                fractionalMilliseconds
            });
        };
        const RFC3339_WITH_OFFSET = new RegExp(/^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(([-+]\d{2}:\d{2})|[zZ])$/);
        const parseRfc3339DateTimeWithOffset = value => {
            if (null == value) return;
            if ("string" != typeof value) throw new TypeError("RFC-3339 date-times must be expressed as strings");
            const match = RFC3339_WITH_OFFSET.exec(value);
            if (!match) throw new TypeError("Invalid RFC-3339 date-time value");
            const [_, yearStr, monthStr, dayStr, hours, minutes, seconds, fractionalMilliseconds, offsetStr] = match;
            const year = strictParseShort(stripLeadingZeroes(yearStr));
            const month = parseDateValue(monthStr, "month", 1, 12);
            const day = parseDateValue(dayStr, "day", 1, 31);
            const date = buildDate(year, month, day, {
                hours,
                minutes,
                seconds,
                fractionalMilliseconds
            });
            "Z" != offsetStr.toUpperCase() && date.setTime(date.getTime() - parseOffsetToMilliseconds(offsetStr));
            return date;
        };
        const IMF_FIXDATE = new RegExp(/^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? GMT$/);
        const RFC_850_DATE = new RegExp(/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{2}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? GMT$/);
        const ASC_TIME = new RegExp(/^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ( [1-9]|\d{2}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? (\d{4})$/);
        const parseRfc7231DateTime = value => {
            if (null == value) return;
            if ("string" != typeof value) throw new TypeError("RFC-7231 date-times must be expressed as strings");
            let match = IMF_FIXDATE.exec(value);
            if (match) {
                const [_, dayStr, monthStr, yearStr, hours, minutes, seconds, fractionalMilliseconds] = match;
                return buildDate(strictParseShort(stripLeadingZeroes(yearStr)), parseMonthByShortName(monthStr), parseDateValue(dayStr, "day", 1, 31), {
                    hours,
                    minutes,
                    seconds,
                    fractionalMilliseconds
                });
            }
            match = RFC_850_DATE.exec(value);
            if (match) {
                const [_, dayStr, monthStr, yearStr, hours, minutes, seconds, fractionalMilliseconds] = match;
                return adjustRfc850Year(buildDate(parseTwoDigitYear(yearStr), parseMonthByShortName(monthStr), parseDateValue(dayStr, "day", 1, 31), {
                    hours,
                    minutes,
                    seconds,
                    fractionalMilliseconds
                }));
            }
            match = ASC_TIME.exec(value);
            if (match) {
                const [_, monthStr, dayStr, hours, minutes, seconds, fractionalMilliseconds, yearStr] = match;
                return buildDate(strictParseShort(stripLeadingZeroes(yearStr)), parseMonthByShortName(monthStr), parseDateValue(dayStr.trimLeft(), "day", 1, 31), {
                    hours,
                    minutes,
                    seconds,
                    fractionalMilliseconds
                });
            }
            throw new TypeError("Invalid RFC-7231 date-time value");
        };
        const parseEpochTimestamp = value => {
            if (null == value) return;
            let valueAsDouble;
            if ("number" == typeof value) valueAsDouble = value; else if ("string" == typeof value) valueAsDouble = (value => expectNumber("string" == typeof value ? parseNumber(value) : value))(value); else {
                if ("object" != typeof value || 1 !== value.tag) throw new TypeError("Epoch timestamps must be expressed as floating point numbers or their string representation");
                valueAsDouble = value.value;
            }
            if (Number.isNaN(valueAsDouble) || valueAsDouble === 1 / 0 || valueAsDouble === -1 / 0) throw new TypeError("Epoch timestamps must be valid, non-Infinite, non-NaN numerics");
            return new Date(Math.round(1e3 * valueAsDouble));
        };
        const buildDate = (year, month, day, time) => {
            const adjustedMonth = month - 1;
            validateDayOfMonth(year, adjustedMonth, day);
            return new Date(Date.UTC(year, adjustedMonth, day, parseDateValue(time.hours, "hour", 0, 23), parseDateValue(time.minutes, "minute", 0, 59), parseDateValue(time.seconds, "seconds", 0, 60), parseMilliseconds(time.fractionalMilliseconds)));
        };
        const parseTwoDigitYear = value => {
            const thisYear = (new Date).getUTCFullYear();
            const valueInThisCentury = 100 * Math.floor(thisYear / 100) + strictParseShort(stripLeadingZeroes(value));
            return valueInThisCentury < thisYear ? valueInThisCentury + 100 : valueInThisCentury;
        };
        const adjustRfc850Year = input => input.getTime() - (new Date).getTime() > 15768e8 ? new Date(Date.UTC(input.getUTCFullYear() - 100, input.getUTCMonth(), input.getUTCDate(), input.getUTCHours(), input.getUTCMinutes(), input.getUTCSeconds(), input.getUTCMilliseconds())) : input;
        const parseMonthByShortName = value => {
            const monthIdx = MONTHS.indexOf(value);
            if (monthIdx < 0) throw new TypeError(`Invalid month: ${value}`);
            return monthIdx + 1;
        };
        const DAYS_IN_MONTH = [ 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 ];
        const validateDayOfMonth = (year, month, day) => {
            let maxDays = DAYS_IN_MONTH[month];
            1 === month && isLeapYear(year) && (maxDays = 29);
            if (day > maxDays) throw new TypeError(`Invalid day for ${MONTHS[month]} in ${year}: ${day}`);
        };
        const isLeapYear = year => year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        const parseDateValue = (value, type, lower, upper) => {
            const dateVal = (value => (value => expectSizedInt(value, 8))("string" == typeof value ? parseNumber(value) : value))(stripLeadingZeroes(value));
            if (dateVal < lower || dateVal > upper) throw new TypeError(`${type} must be between ${lower} and ${upper}, inclusive`);
            return dateVal;
        };
        const parseMilliseconds = value => null == value ? 0 : 1e3 * (value => (value => {
            const expected = expectNumber(value);
            if (void 0 !== expected && !Number.isNaN(expected) && expected !== 1 / 0 && expected !== -1 / 0 && Math.abs(expected) > MAX_FLOAT) throw new TypeError(`Expected 32-bit float, got ${value}`);
            return expected;
        })("string" == typeof value ? parseNumber(value) : value))("0." + value);
        const parseOffsetToMilliseconds = value => {
            const directionStr = value[0];
            let direction = 1;
            if ("+" == directionStr) direction = 1; else {
                if ("-" != directionStr) throw new TypeError(`Offset direction, ${directionStr}, must be "+" or "-"`);
                direction = -1;
            }
            return direction * (60 * Number(value.substring(1, 3)) + Number(value.substring(4, 6))) * 60 * 1e3;
        };
        const stripLeadingZeroes = value => {
            let idx = 0;
            for (;idx < value.length - 1 && "0" === value.charAt(idx); ) idx++;
            return 0 === idx ? value : value.slice(idx);
        };
    }),
    175: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Mu: () => Uint8ArrayBlobAdapter,
            ec: () => generateIdempotencyToken,
            v4: () => v4
        });
        var external_node_crypto_ = __nccwpck_require__(7598);
        var fromBase64 = __nccwpck_require__(7022);
        var toBase64 = __nccwpck_require__(7307);
        var fromUtf8 = __nccwpck_require__(4574);
        var toUtf8 = __nccwpck_require__(1787);
        const decimalToHex = Array.from({
            length: 256
        }, (_, i) => i.toString(16).padStart(2, "0"));
        class Uint8ArrayBlobAdapter extends(function bindUint8ArrayBlobAdapter(toUtf8, fromUtf8, toBase64, fromBase64) {
            return class Uint8ArrayBlobAdapter extends Uint8Array {
                static fromString(source, encoding = "utf-8") {
                    if ("string" == typeof source) return "base64" === encoding ? Uint8ArrayBlobAdapter.mutate(fromBase64(source)) : Uint8ArrayBlobAdapter.mutate(fromUtf8(source));
                    throw new Error(`Unsupported conversion from ${typeof source} to Uint8ArrayBlobAdapter.`);
                }
                static mutate(source) {
                    Object.setPrototypeOf(source, Uint8ArrayBlobAdapter.prototype);
                    return source;
                }
                transformToString(encoding = "utf-8") {
                    return "base64" === encoding ? toBase64(this) : toUtf8(this);
                }
            };
        }(toUtf8.P, fromUtf8.a, toBase64.n, fromBase64.E)){}
        const v4 = function bindV4(getRandomValues) {
            return "undefined" != typeof crypto && "function" == typeof crypto.randomUUID ? () => crypto.randomUUID() : () => {
                const rnds = new Uint8Array(16);
                getRandomValues(rnds);
                rnds[6] = 15 & rnds[6] | 64;
                rnds[8] = 63 & rnds[8] | 128;
                return decimalToHex[rnds[0]] + decimalToHex[rnds[1]] + decimalToHex[rnds[2]] + decimalToHex[rnds[3]] + "-" + decimalToHex[rnds[4]] + decimalToHex[rnds[5]] + "-" + decimalToHex[rnds[6]] + decimalToHex[rnds[7]] + "-" + decimalToHex[rnds[8]] + decimalToHex[rnds[9]] + "-" + decimalToHex[rnds[10]] + decimalToHex[rnds[11]] + decimalToHex[rnds[12]] + decimalToHex[rnds[13]] + decimalToHex[rnds[14]] + decimalToHex[rnds[15]];
            };
        }(external_node_crypto_.getRandomValues);
        const generateIdempotencyToken = v4;
    }),
    8345: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            m: () => isArrayBuffer
        });
        const isArrayBuffer = arg => "function" == typeof ArrayBuffer && arg instanceof ArrayBuffer || "[object ArrayBuffer]" === Object.prototype.toString.call(arg);
    }),
    9565: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            A: () => LazyJsonString
        });
        const LazyJsonString = function LazyJsonString(val) {
            return Object.assign(new String(val), {
                deserializeJSON: () => JSON.parse(String(val)),
                toString: () => String(val),
                toJSON: () => String(val)
            });
        };
        LazyJsonString.from = object => object && "object" == typeof object && (object instanceof LazyJsonString || "deserializeJSON" in object) ? object : "string" == typeof object || Object.getPrototypeOf(object) === String.prototype ? LazyJsonString(String(object)) : LazyJsonString(JSON.stringify(object));
        LazyJsonString.fromObject = LazyJsonString.from;
    }),
    3750: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            G: () => splitHeader
        });
        const splitHeader = value => {
            const z = value.length;
            const values = [];
            let withinQuotes = !1;
            let escaped = !1;
            let anchor = 0;
            for (let i = 0; i < z; ++i) {
                const char = value[i];
                switch (char) {
                  case '"':
                    escaped || (withinQuotes = !withinQuotes);
                    break;

                  case ",":
                    if (!withinQuotes) {
                        values.push(value.slice(anchor, i));
                        anchor = i + 1;
                    }
                }
                escaped = "\\" === char && !escaped;
            }
            values.push(value.slice(anchor));
            return values.map(v => {
                const z = (v = v.trim()).length;
                return z < 2 ? v : '"' === v[0] && '"' === v[z - 1] ? (v = v.slice(1, z - 1)).replace(/\\(["\\])/g, "$1") : v.replace(/\\"/g, '"');
            });
        };
    }),
    7022: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            E: () => fromBase64
        });
        var _util_buffer_from_buffer_from__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6382);
        const BASE64_REGEX = /^[A-Za-z0-9+/]*={0,2}$/;
        const fromBase64 = input => {
            if (3 * input.length % 4 != 0) throw new TypeError("Incorrect padding on base64 string.");
            if (!BASE64_REGEX.exec(input)) throw new TypeError("Invalid base64 string.");
            const buffer = (0, _util_buffer_from_buffer_from__WEBPACK_IMPORTED_MODULE_0__.s)(input, "base64");
            return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
        };
    }),
    8060: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            n: () => toBase64
        });
        const fromUtf8 = input => (new TextEncoder).encode(input);
        const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        Object.entries(chars).reduce((acc, [i, c]) => {
            acc[c] = Number(i);
            return acc;
        }, {});
        const alphabetByValue = chars.split("");
        const bitsPerLetter = 6;
        const bitsPerByte = 8;
        const maxLetterValue = 63;
        function toBase64(_input) {
            let input;
            input = "string" == typeof _input ? fromUtf8(_input) : _input;
            const isArrayLike = "object" == typeof input && "number" == typeof input.length;
            const isUint8Array = "object" == typeof input && "number" == typeof input.byteOffset && "number" == typeof input.byteLength;
            if (!isArrayLike && !isUint8Array) throw new Error("@smithy/util-base64: toBase64 encoder function only accepts string | Uint8Array.");
            let str = "";
            for (let i = 0; i < input.length; i += 3) {
                let bits = 0;
                let bitLength = 0;
                for (let j = i, limit = Math.min(i + 3, input.length); j < limit; j++) {
                    bits |= input[j] << (limit - j - 1) * bitsPerByte;
                    bitLength += bitsPerByte;
                }
                const bitClusterCount = Math.ceil(bitLength / bitsPerLetter);
                bits <<= bitClusterCount * bitsPerLetter - bitLength;
                for (let k = 1; k <= bitClusterCount; k++) {
                    const offset = (bitClusterCount - k) * bitsPerLetter;
                    str += alphabetByValue[(bits & maxLetterValue << offset) >> offset];
                }
                str += "==".slice(0, 4 - bitClusterCount);
            }
            return str;
        }
    }),
    7307: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            n: () => toBase64
        });
        var _util_buffer_from_buffer_from__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6382);
        var _util_utf8_fromUtf8__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4574);
        const toBase64 = _input => {
            let input;
            input = "string" == typeof _input ? (0, _util_utf8_fromUtf8__WEBPACK_IMPORTED_MODULE_0__.a)(_input) : _input;
            if ("object" != typeof input || "number" != typeof input.byteOffset || "number" != typeof input.byteLength) throw new Error("@smithy/util-base64: toBase64 encoder function only accepts string | Uint8Array.");
            return (0, _util_buffer_from_buffer_from__WEBPACK_IMPORTED_MODULE_1__.Q)(input.buffer, input.byteOffset, input.byteLength).toString("base64");
        };
    }),
    2149: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            n: () => calculateBodyLength
        });
        var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
        const calculateBodyLength = body => {
            if (!body) return 0;
            if ("string" == typeof body) return Buffer.byteLength(body);
            if ("number" == typeof body.byteLength) return body.byteLength;
            if ("number" == typeof body.size) return body.size;
            if ("number" == typeof body.start && "number" == typeof body.end) return body.end + 1 - body.start;
            if (body instanceof node_fs__WEBPACK_IMPORTED_MODULE_0__.ReadStream) {
                if (null != body.path) return (0, node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(body.path).size;
                if ("number" == typeof body.fd) return (0, node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(body.fd).size;
            }
            throw new Error(`Body Length computation failed for ${body}`);
        };
    }),
    6382: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Q: () => fromArrayBuffer,
            s: () => fromString
        });
        var _is_array_buffer_is_array_buffer__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8345);
        const fromArrayBuffer = (input, offset = 0, length = input.byteLength - offset) => {
            if (!(0, _is_array_buffer_is_array_buffer__WEBPACK_IMPORTED_MODULE_0__.m)(input)) throw new TypeError(`The "input" argument must be ArrayBuffer. Received type ${typeof input} (${input})`);
            return Buffer.from(input, offset, length);
        };
        const fromString = (input, encoding) => {
            if ("string" != typeof input) throw new TypeError(`The "input" argument must be of type string. Received type ${typeof input} (${input})`);
            return encoding ? Buffer.from(input, encoding) : Buffer.from(input);
        };
    }),
    706: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            a: () => fromHex,
            n: () => toHex
        });
        const SHORT_TO_HEX = {};
        const HEX_TO_SHORT = {};
        for (let i = 0; i < 256; i++) {
            let encodedByte = i.toString(16).toLowerCase();
            1 === encodedByte.length && (encodedByte = `0${encodedByte}`);
            SHORT_TO_HEX[i] = encodedByte;
            HEX_TO_SHORT[encodedByte] = i;
        }
        function fromHex(encoded) {
            if (encoded.length % 2 != 0) throw new Error("Hex encoded strings must have an even number length");
            const out = new Uint8Array(encoded.length / 2);
            for (let i = 0; i < encoded.length; i += 2) {
                const encodedByte = encoded.slice(i, i + 2).toLowerCase();
                if (!(encodedByte in HEX_TO_SHORT)) throw new Error(`Cannot decode unrecognized sequence ${encodedByte} as hexadecimal`);
                out[i / 2] = HEX_TO_SHORT[encodedByte];
            }
            return out;
        }
        function toHex(bytes) {
            let out = "";
            for (let i = 0; i < bytes.byteLength; i++) out += SHORT_TO_HEX[bytes[i]];
            return out;
        }
    }),
    6568: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            c: () => sdk_stream_mixin_sdkStreamMixin
        });
        var external_node_stream_ = __nccwpck_require__(7075);
        var buffer_from = __nccwpck_require__(6382);
        var toBase64_browser = __nccwpck_require__(8060);
        var hex_encoding = __nccwpck_require__(706);
        var stream_collector_browser = __nccwpck_require__(432);
        var stream_type_check = __nccwpck_require__(3296);
        const isBlobInstance = stream => "function" == typeof Blob && stream instanceof Blob;
        var stream_collector = __nccwpck_require__(5606);
        const sdk_stream_mixin_sdkStreamMixin = stream => {
            if (!(stream instanceof external_node_stream_.Readable)) try {
                return (stream => {
                    if (!isBlobInstance(stream) && !(0, stream_type_check.H)(stream)) throw new Error(`Unexpected stream implementation, expect Blob or ReadableStream, got ${stream?.__proto__?.constructor?.name || stream}`);
                    let transformed = !1;
                    const transformToByteArray = async () => {
                        if (transformed) throw new Error("The stream has already been transformed.");
                        transformed = !0;
                        return await (0, stream_collector_browser.kv)(stream);
                    };
                    return Object.assign(stream, {
                        transformToByteArray,
                        transformToString: async encoding => {
                            const buf = await transformToByteArray();
                            if ("base64" === encoding) return (0, toBase64_browser.n)(buf);
                            if ("hex" === encoding) return (0, hex_encoding.n)(buf);
                            if (void 0 === encoding || "utf8" === encoding || "utf-8" === encoding) return (input => {
                                if ("string" == typeof input) return input;
                                if ("object" != typeof input || "number" != typeof input.byteOffset || "number" != typeof input.byteLength) throw new Error("@smithy/util-utf8: toUtf8 encoder function only accepts string | Uint8Array.");
                                return new TextDecoder("utf-8").decode(input);
                            })(buf);
                            if ("function" == typeof TextDecoder) return new TextDecoder(encoding).decode(buf);
                            throw new Error("TextDecoder is not available, please make sure polyfill is provided.");
                        },
                        transformToWebStream: () => {
                            if (transformed) throw new Error("The stream has already been transformed.");
                            transformed = !0;
                            if (isBlobInstance(stream)) return (blob => {
                                if ("function" != typeof blob.stream) throw new Error("Cannot transform payload Blob to web stream. Please make sure the Blob.stream() is polyfilled.\nIf you are using React Native, this API is not yet supported, see: https://react-native.canny.io/feature-requests/p/fetch-streaming-body");
                                return blob.stream();
                            })(stream);
                            if ((0, stream_type_check.H)(stream)) return stream;
                            throw new Error(`Cannot transform payload to web stream, got ${stream}`);
                        }
                    });
                })(stream);
            } catch (ignored) {
                throw new Error(`Unexpected stream implementation, expect Stream.Readable instance, got ${stream?.__proto__?.constructor?.name || stream}`);
            }
            let transformed = !1;
            const transformToByteArray = async () => {
                if (transformed) throw new Error("The stream has already been transformed.");
                transformed = !0;
                return await (0, stream_collector.k)(stream);
            };
            return Object.assign(stream, {
                transformToByteArray,
                transformToString: async encoding => {
                    const buf = await transformToByteArray();
                    return void 0 === encoding || Buffer.isEncoding(encoding) ? (0, buffer_from.Q)(buf.buffer, buf.byteOffset, buf.byteLength).toString(encoding) : new TextDecoder(encoding).decode(buf);
                },
                transformToWebStream: () => {
                    if (transformed) throw new Error("The stream has already been transformed.");
                    if (null !== stream.readableFlowing) throw new Error("The stream has been consumed by other callbacks.");
                    if ("function" != typeof external_node_stream_.Readable.toWeb) throw new Error("Readable.toWeb() is not supported. Please ensure a polyfill is available.");
                    transformed = !0;
                    return external_node_stream_.Readable.toWeb(stream);
                }
            });
        };
    }),
    432: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Bq: () => collectReadableStream,
            kS: () => collectBlob,
            kv: () => streamCollector
        });
        var _concatBytes__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3277);
        var _stream_type_check__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3296);
        const streamCollector = async stream => (0, _stream_type_check__WEBPACK_IMPORTED_MODULE_0__.q)(stream) ? collectBlob(stream) : collectReadableStream(stream);
        async function collectBlob(blob) {
            return blob.arrayBuffer().then(ab => new Uint8Array(ab));
        }
        async function collectReadableStream(stream) {
            const chunks = [];
            const reader = stream.getReader();
            let length = 0;
            for (;;) {
                const {done, value} = await reader.read();
                if (value) {
                    chunks.push(value);
                    length += value.length;
                }
                if (done) break;
            }
            return (0, _concatBytes__WEBPACK_IMPORTED_MODULE_1__.I)(chunks, length);
        }
    }),
    5606: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            k: () => streamCollector
        });
        var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7075);
        var _concatBytes__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3277);
        var _stream_collector_browser__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(432);
        var _stream_type_check__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3296);
        const streamCollector = stream => (0, _stream_type_check__WEBPACK_IMPORTED_MODULE_1__.q)(stream) ? (0, 
        _stream_collector_browser__WEBPACK_IMPORTED_MODULE_2__.kS)(stream) : (0, _stream_type_check__WEBPACK_IMPORTED_MODULE_1__.H)(stream) ? (0, 
        _stream_collector_browser__WEBPACK_IMPORTED_MODULE_2__.Bq)(stream) : new Promise((resolve, reject) => {
            const collector = new Collector;
            const nodeStream = stream;
            nodeStream.pipe(collector);
            nodeStream.on("error", err => {
                collector.end();
                reject(err);
            });
            collector.on("error", reject);
            collector.on("finish", function() {
                const bytes = (0, _concatBytes__WEBPACK_IMPORTED_MODULE_3__.I)(this.bufferedBytes);
                resolve(bytes);
            });
        });
        class Collector extends node_stream__WEBPACK_IMPORTED_MODULE_0__.Writable {
            bufferedBytes=[];
            _write(chunk, encoding, callback) {
                this.bufferedBytes.push(chunk);
                callback();
            }
        }
    }),
    3296: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            H: () => isReadableStream,
            q: () => isBlob
        });
        const isReadableStream = stream => "function" == typeof ReadableStream && (stream?.constructor?.name === ReadableStream.name || stream instanceof ReadableStream);
        const isBlob = blob => "function" == typeof Blob && (blob?.constructor?.name === Blob.name || blob instanceof Blob);
    }),
    4574: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            a: () => fromUtf8
        });
        var _util_buffer_from_buffer_from__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6382);
        const fromUtf8 = input => {
            const buf = (0, _util_buffer_from_buffer_from__WEBPACK_IMPORTED_MODULE_0__.s)(input, "utf8");
            return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength / Uint8Array.BYTES_PER_ELEMENT);
        };
    }),
    1821: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            F: () => toUint8Array
        });
        var _fromUtf8__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4574);
        const toUint8Array = data => data instanceof Uint8Array ? data : "string" == typeof data ? (0, 
        _fromUtf8__WEBPACK_IMPORTED_MODULE_0__.a)(data) : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength / Uint8Array.BYTES_PER_ELEMENT) : new Uint8Array(data);
    }),
    1787: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            P: () => toUtf8
        });
        var _util_buffer_from_buffer_from__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6382);
        const toUtf8 = input => {
            if ("string" == typeof input) return input;
            if ("object" != typeof input || "number" != typeof input.byteOffset || "number" != typeof input.byteLength) throw new Error("@smithy/util-utf8: toUtf8 encoder function only accepts string | Uint8Array.");
            return (0, _util_buffer_from_buffer_from__WEBPACK_IMPORTED_MODULE_0__.Q)(input.buffer, input.byteOffset, input.byteLength).toString("utf8");
        };
    }),
    5694: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            D: () => NumericValue
        });
        const format = /^-?((0|[1-9]\d*)(\.\d+)?|\.\d+)([eE][+-]?\d+)?$/;
        class NumericValue {
            string;
            type;
            constructor(string, type) {
                this.string = string;
                this.type = type;
                if (!format.test(string)) throw new Error(`@smithy/core/serde - NumericValue string must conform to the Smithy bigDecimal format. Received: "${string}"`);
            }
            toString() {
                return this.string;
            }
            static [Symbol.hasInstance](object) {
                if (!object || "object" != typeof object) return !1;
                const _nv = object;
                return NumericValue.prototype.isPrototypeOf(object) || "bigDecimal" === _nv.type && format.test(_nv.string);
            }
        }
    }),
    5298: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            T: () => writeKey
        });
        function writeKey(obj) {
            Object.defineProperty(obj, "__proto__", {
                value: void 0,
                writable: !0,
                enumerable: !0,
                configurable: !0
            });
        }
    }),
    3753: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            u: () => getSmithyContext
        });
        var _smithy_types__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(876);
        const getSmithyContext = context => context[_smithy_types__WEBPACK_IMPORTED_MODULE_0__.V] || (context[_smithy_types__WEBPACK_IMPORTED_MODULE_0__.V] = {});
    }),
    6852: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            $: () => hasOwn
        });
        function hasOwn(o, k) {
            return Object.prototype.hasOwnProperty.call(o, k);
        }
    }),
    1871: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            K: () => HttpRequest
        });
        class HttpRequest {
            method;
            protocol;
            hostname;
            port;
            path;
            query;
            headers;
            username;
            password;
            fragment;
            body;
            constructor(options) {
                this.method = options.method || "GET";
                this.hostname = options.hostname || "localhost";
                this.port = options.port;
                this.query = options.query || {};
                this.headers = options.headers || {};
                this.body = options.body;
                this.protocol = options.protocol ? ":" !== options.protocol.slice(-1) ? `${options.protocol}:` : options.protocol : "https:";
                this.path = options.path ? "/" !== options.path.charAt(0) ? `/${options.path}` : options.path : "/";
                this.username = options.username;
                this.password = options.password;
                this.fragment = options.fragment;
            }
            static clone(request) {
                const cloned = new HttpRequest({
                    ...request,
                    headers: {
                        ...request.headers
                    }
                });
                cloned.query && (cloned.query = function cloneQuery(query) {
                    return Object.keys(query).reduce((carry, paramName) => {
                        const param = query[paramName];
                        return {
                            ...carry,
                            [paramName]: Array.isArray(param) ? [ ...param ] : param
                        };
                    }, {});
                }(cloned.query));
                return cloned;
            }
            static isInstance(request) {
                if (!request) return !1;
                const req = request;
                return "method" in req && "protocol" in req && "hostname" in req && "path" in req && "object" == typeof req.query && "object" == typeof req.headers;
            }
            clone() {
                return HttpRequest.clone(this);
            }
        }
    }),
    7291: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            c: () => HttpResponse
        });
        class HttpResponse {
            statusCode;
            reason;
            headers;
            body;
            constructor(options) {
                this.statusCode = options.statusCode;
                this.reason = options.reason;
                this.headers = options.headers || {};
                this.body = options.body;
            }
            static isInstance(response) {
                if (!response) return !1;
                const resp = response;
                return "number" == typeof resp.statusCode && "object" == typeof resp.headers;
            }
        }
    }),
    6370: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            X: () => isValidHostLabel
        });
        const VALID_HOST_LABEL_REGEX = new RegExp("^(?!.*-$)(?!-)[a-zA-Z0-9-]{1,63}$");
        const isValidHostLabel = (value, allowSubDomains = !1) => {
            if (!allowSubDomains) return VALID_HOST_LABEL_REGEX.test(value);
            const labels = value.split(".");
            for (const label of labels) if (!isValidHostLabel(label)) return !1;
            return !0;
        };
    }),
    4876: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            t: () => normalizeProvider
        });
        const normalizeProvider = input => {
            if ("function" == typeof input) return input;
            const promisified = Promise.resolve(input);
            return () => promisified;
        };
    }),
    6663: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            D: () => parseUrl
        });
        const parseUrl = url => {
            if ("string" == typeof url) return parseUrl(new URL(url));
            const {hostname, pathname, port, protocol, search} = url;
            let query;
            search && (query = function parseQueryString(querystring) {
                const query = {};
                if (querystring = querystring.replace(/^\?/, "")) for (const pair of querystring.split("&")) {
                    let [key, value = null] = pair.split("=");
                    key = decodeURIComponent(key);
                    value && (value = decodeURIComponent(value));
                    key in query ? Array.isArray(query[key]) ? query[key].push(value) : query[key] = [ query[key], value ] : query[key] = value;
                }
                return query;
            }(search));
            return {
                hostname,
                port: port ? parseInt(port) : void 0,
                protocol,
                path: pathname,
                query
            };
        };
    }),
    89: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            a: () => toEndpointV1
        });
        var _hasOwn__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6852);
        var _parseUrl__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6663);
        const toEndpointV1 = endpoint => {
            if ("object" == typeof endpoint) {
                if ("url" in endpoint) {
                    const v1Endpoint = (0, _parseUrl__WEBPACK_IMPORTED_MODULE_0__.D)(endpoint.url);
                    if (endpoint.headers) {
                        v1Endpoint.headers = {};
                        for (const name in endpoint.headers) (0, _hasOwn__WEBPACK_IMPORTED_MODULE_1__.$)(endpoint.headers, name) && (v1Endpoint.headers[name.toLowerCase()] = endpoint.headers[name].join(", "));
                    }
                    return v1Endpoint;
                }
                return endpoint;
            }
            return (0, _parseUrl__WEBPACK_IMPORTED_MODULE_0__.D)(endpoint);
        };
    }),
    417: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            $: () => NodeHttpHandler
        });
        var hasOwn = __nccwpck_require__(6852);
        var escape_uri = __nccwpck_require__(7270);
        var transport_httpResponse = __nccwpck_require__(7291);
        function buildAbortError(abortSignal) {
            const reason = abortSignal && "object" == typeof abortSignal && "reason" in abortSignal ? abortSignal.reason : void 0;
            if (reason) {
                if (reason instanceof Error) {
                    const abortError = new Error("Request aborted");
                    abortError.name = "AbortError";
                    abortError.cause = reason;
                    return abortError;
                }
                const abortError = new Error(String(reason));
                abortError.name = "AbortError";
                return abortError;
            }
            const abortError = new Error("Request aborted");
            abortError.name = "AbortError";
            return abortError;
        }
        const NODEJS_TIMEOUT_ERROR_CODES = [ "ECONNRESET", "EPIPE", "ETIMEDOUT" ];
        const getTransformedHeaders = headers => {
            const transformedHeaders = {};
            for (const name in headers) {
                if (!(0, hasOwn.$)(headers, name)) continue;
                const headerValues = headers[name];
                transformedHeaders[name] = Array.isArray(headerValues) ? headerValues.join(",") : headerValues;
            }
            return transformedHeaders;
        };
        const external_node_https_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");
        var external_node_https_default = __nccwpck_require__.n(external_node_https_namespaceObject);
        const timing_setTimeout = (cb, ms) => setTimeout(cb, ms), timing_clearTimeout = timeoutId => clearTimeout(timeoutId);
        const resolveDefaultSocketTimeout = config => {
            const value = config?.defaultSocketTimeout;
            return "number" == typeof value && Number.isFinite(value) && value > 0 ? value : void 0;
        };
        const setSocketTimeout = (request, reject, timeoutInMs = 0, isServiceDefault = !1) => {
            if (!Number.isFinite(timeoutInMs) || timeoutInMs <= 0) return;
            let response;
            request.once("response", res => response = res);
            const onTimeout = () => {
                if (response?.complete) {
                    request.socket?.destroy();
                    return;
                }
                const error = Object.assign(new Error(`@smithy/node-http-handler - the request socket timed out after ${timeoutInMs} ms of inactivity (${isServiceDefault ? "service default socket timeout" : "configured by client requestHandler"}).`), {
                    name: "TimeoutError"
                });
                response?.destroy(error);
                request.destroy();
                reject(error);
            };
            const registerTimeout = () => {
                const {socket} = request;
                if (socket) if (socket.connecting) socket.once("connect", registerTimeout); else {
                    socket.setTimeout(timeoutInMs, onTimeout);
                    request.on("close", () => socket.removeListener("timeout", onTimeout));
                } else request.once("socket", registerTimeout);
            };
            if (timeoutInMs < 6e3) {
                registerTimeout();
                return;
            }
            const deferralId = timing_setTimeout(registerTimeout, 3e3);
            request.once("close", () => timing_clearTimeout(deferralId));
        };
        var external_node_stream_ = __nccwpck_require__(7075);
        let hAgent;
        let hRequest;
        class NodeHttpHandler {
            config;
            configProvider;
            socketWarningTimestamp=0;
            externalAgent=!1;
            metadata={
                handlerProtocol: "http/1.1"
            };
            static create(instanceOrOptions) {
                return "function" == typeof instanceOrOptions?.handle ? instanceOrOptions : new NodeHttpHandler(instanceOrOptions);
            }
            static checkSocketUsage(agent, socketWarningTimestamp, logger = console) {
                const {sockets, requests, maxSockets} = agent;
                if ("number" != typeof maxSockets || maxSockets === 1 / 0) return socketWarningTimestamp;
                if (Date.now() - 15e3 < socketWarningTimestamp) return socketWarningTimestamp;
                if (sockets && requests) for (const origin in sockets) {
                    if (!(0, hasOwn.$)(sockets, origin)) continue;
                    const socketsInUse = sockets[origin]?.length ?? 0;
                    const requestsEnqueued = requests[origin]?.length ?? 0;
                    if (socketsInUse >= maxSockets && requestsEnqueued >= 2 * maxSockets) {
                        logger?.warn?.(`@smithy/node-http-handler:WARN - socket usage at capacity=${socketsInUse} and ${requestsEnqueued} additional requests are enqueued.\nSee https://docs.aws.amazon.com/sdk-for-javascript/v3/developer-guide/node-configuring-maxsockets.html\nor increase socketAcquisitionWarningTimeout=(millis) in the NodeHttpHandler config.`);
                        return Date.now();
                    }
                }
                return socketWarningTimestamp;
            }
            constructor(options) {
                this.configProvider = new Promise((resolve, reject) => {
                    "function" == typeof options ? options().then(_options => {
                        resolve(this.resolveDefaultConfig(_options));
                    }).catch(reject) : resolve(this.resolveDefaultConfig(options));
                });
            }
            destroy() {
                this.config?.httpAgent?.destroy();
                this.config?.httpsAgent?.destroy();
            }
            async handle(request, {abortSignal, requestTimeout} = {}) {
                this.config || (this.config = await this.configProvider);
                const config = this.config;
                const logger = config.logger;
                const isSSL = "https:" === request.protocol;
                isSSL || this.config.httpAgent || (this.config.httpAgent = await this.config.httpAgentProvider());
                return new Promise((_resolve, _reject) => {
                    let writeRequestBodyPromise;
                    let socketWarningTimeoutId = -1;
                    let connectionTimeoutId = -1;
                    let requestTimeoutId = -1;
                    let keepAliveTimeoutId = -1;
                    const clearTimeouts = () => {
                        timing_clearTimeout(socketWarningTimeoutId);
                        timing_clearTimeout(connectionTimeoutId);
                        timing_clearTimeout(requestTimeoutId);
                        timing_clearTimeout(keepAliveTimeoutId);
                    };
                    const reject = async arg => {
                        await writeRequestBodyPromise;
                        clearTimeouts();
                        _reject(arg);
                    };
                    if (abortSignal?.aborted) {
                        const abortError = buildAbortError(abortSignal);
                        reject(abortError);
                        return;
                    }
                    const headers = request.headers;
                    const expectContinue = !!headers && "100-continue" === (headers.Expect ?? headers.expect);
                    let agent = isSSL ? config.httpsAgent : config.httpAgent;
                    expectContinue && !this.externalAgent && (agent = new (isSSL ? external_node_https_default().Agent : hAgent)({
                        keepAlive: !1,
                        maxSockets: 1 / 0
                    }));
                    socketWarningTimeoutId = timing_setTimeout(() => {
                        this.socketWarningTimestamp = NodeHttpHandler.checkSocketUsage(agent, this.socketWarningTimestamp, logger);
                    }, config.socketAcquisitionWarningTimeout ?? (config.requestTimeout ?? 2e3) + (config.connectionTimeout ?? 1e3));
                    const queryString = request.query ? function buildQueryString(query) {
                        const parts = [];
                        for (let key of Object.keys(query).sort()) {
                            const value = query[key];
                            key = (0, escape_uri.o)(key);
                            if (Array.isArray(value)) for (let i = 0, iLen = value.length; i < iLen; i++) parts.push(`${key}=${(0, 
                            escape_uri.o)(value[i])}`); else {
                                let qsEntry = key;
                                (value || "string" == typeof value) && (qsEntry += `=${(0, escape_uri.o)(value)}`);
                                parts.push(qsEntry);
                            }
                        }
                        return parts.join("&");
                    }(request.query) : "";
                    let auth;
                    null == request.username && null == request.password || (auth = `${request.username ?? ""}:${request.password ?? ""}`);
                    let path = request.path;
                    queryString && (path += `?${queryString}`);
                    request.fragment && (path += `#${request.fragment}`);
                    let hostname = request.hostname ?? "";
                    hostname = "[" === hostname[0] && hostname.endsWith("]") ? request.hostname.slice(1, -1) : request.hostname;
                    const nodeHttpsOptions = {
                        headers: request.headers,
                        host: hostname,
                        method: request.method,
                        path,
                        port: request.port,
                        agent,
                        auth
                    };
                    const req = (isSSL ? external_node_https_default().request : hRequest)(nodeHttpsOptions, res => {
                        (async arg => {
                            await writeRequestBodyPromise;
                            clearTimeouts();
                            _resolve(arg);
                        })({
                            response: new transport_httpResponse.c({
                                statusCode: res.statusCode || -1,
                                reason: res.statusMessage,
                                headers: getTransformedHeaders(res.headers),
                                body: res
                            })
                        });
                    });
                    req.on("error", err => {
                        NODEJS_TIMEOUT_ERROR_CODES.includes(err.code) ? reject(Object.assign(err, {
                            name: "TimeoutError"
                        })) : reject(err);
                    });
                    if (abortSignal) {
                        const onAbort = () => {
                            req.destroy();
                            const abortError = buildAbortError(abortSignal);
                            reject(abortError);
                        };
                        if ("function" == typeof abortSignal.addEventListener) {
                            const signal = abortSignal;
                            signal.addEventListener("abort", onAbort, {
                                once: !0
                            });
                            req.once("close", () => signal.removeEventListener("abort", onAbort));
                        } else abortSignal.onabort = onAbort;
                    }
                    const effectiveRequestTimeout = requestTimeout ?? config.requestTimeout;
                    connectionTimeoutId = ((request, reject, timeoutInMs = 0) => {
                        if (!timeoutInMs) return -1;
                        const registerTimeout = offset => {
                            const timeoutId = timing_setTimeout(() => {
                                request.destroy();
                                reject(Object.assign(new Error(`@smithy/node-http-handler - the request socket did not establish a connection with the server within the configured timeout of ${timeoutInMs} ms.`), {
                                    name: "TimeoutError"
                                }));
                            }, timeoutInMs - offset);
                            const doWithSocket = socket => {
                                socket?.connecting ? socket.on("connect", () => {
                                    timing_clearTimeout(timeoutId);
                                }) : timing_clearTimeout(timeoutId);
                            };
                            request.socket ? doWithSocket(request.socket) : request.on("socket", doWithSocket);
                        };
                        if (timeoutInMs < 2e3) {
                            registerTimeout(0);
                            return 0;
                        }
                        return timing_setTimeout(registerTimeout.bind(null, 1e3), 1e3);
                    })(req, reject, config.connectionTimeout);
                    requestTimeoutId = ((req, reject, timeoutInMs = 0, throwOnRequestTimeout, logger) => timeoutInMs ? timing_setTimeout(() => {
                        let msg = `@smithy/node-http-handler - [${throwOnRequestTimeout ? "ERROR" : "WARN"}] a request has exceeded the configured ${timeoutInMs} ms requestTimeout.`;
                        if (throwOnRequestTimeout) {
                            const error = Object.assign(new Error(msg), {
                                name: "TimeoutError",
                                code: "ETIMEDOUT"
                            });
                            req.destroy(error);
                            reject(error);
                        } else {
                            msg += " Init client requestHandler with throwOnRequestTimeout=true to turn this into an error.";
                            logger?.warn?.(msg);
                        }
                    }, timeoutInMs) : -1)(req, reject, effectiveRequestTimeout, config.throwOnRequestTimeout, logger ?? console);
                    const defaultSocketTimeout = void 0 === config.socketTimeout ? resolveDefaultSocketTimeout(config) : void 0;
                    defaultSocketTimeout ? setSocketTimeout(req, reject, defaultSocketTimeout, !0) : setSocketTimeout(req, reject, config.socketTimeout);
                    const httpAgent = nodeHttpsOptions.agent;
                    "object" == typeof httpAgent && "keepAlive" in httpAgent && (keepAliveTimeoutId = ((request, {keepAlive, keepAliveMsecs}, deferTimeMs = 3e3) => {
                        if (!0 !== keepAlive) return -1;
                        const registerListener = () => {
                            request.socket ? request.socket.setKeepAlive(keepAlive, keepAliveMsecs || 0) : request.on("socket", socket => {
                                socket.setKeepAlive(keepAlive, keepAliveMsecs || 0);
                            });
                        };
                        if (0 === deferTimeMs) {
                            registerListener();
                            return 0;
                        }
                        return timing_setTimeout(registerListener, deferTimeMs);
                    })(req, {
                        keepAlive: httpAgent.keepAlive,
                        keepAliveMsecs: httpAgent.keepAliveMsecs
                    }));
                    writeRequestBodyPromise = async function writeRequestBody(httpRequest, request, maxContinueTimeoutMs = 6e3, externalAgent = !1) {
                        const headers = request.headers;
                        const expect = headers ? headers.Expect || headers.expect : void 0;
                        let timeoutId = -1;
                        let sendBody = !0;
                        externalAgent || "100-continue" !== expect || (sendBody = await Promise.race([ new Promise(resolve => {
                            timeoutId = Number(timing_setTimeout(() => resolve(!0), Math.max(6e3, maxContinueTimeoutMs)));
                        }), new Promise(resolve => {
                            httpRequest.on("continue", () => {
                                timing_clearTimeout(timeoutId);
                                resolve(!0);
                            });
                            httpRequest.on("response", () => {
                                timing_clearTimeout(timeoutId);
                                resolve(!1);
                            });
                            httpRequest.on("error", () => {
                                timing_clearTimeout(timeoutId);
                                resolve(!1);
                            });
                        }) ]));
                        sendBody && function writeBody(httpRequest, body) {
                            if (body instanceof external_node_stream_.Readable) body.pipe(httpRequest); else {
                                if (body) {
                                    const isBuffer = Buffer.isBuffer(body);
                                    if (isBuffer || "string" == typeof body) {
                                        isBuffer && 0 === body.byteLength ? httpRequest.end() : httpRequest.end(body);
                                        return;
                                    }
                                    const uint8 = body;
                                    if ("object" == typeof uint8 && uint8.buffer && "number" == typeof uint8.byteOffset && "number" == typeof uint8.byteLength) {
                                        httpRequest.end(Buffer.from(uint8.buffer, uint8.byteOffset, uint8.byteLength));
                                        return;
                                    }
                                    httpRequest.end(Buffer.from(body));
                                    return;
                                }
                                httpRequest.end();
                            }
                        }(httpRequest, request.body);
                    }(req, request, effectiveRequestTimeout, this.externalAgent).catch(e => {
                        clearTimeouts();
                        return _reject(e);
                    });
                });
            }
            updateHttpClientConfig(key, value) {
                this.config = void 0;
                this.configProvider = this.configProvider.then(config => {
                    switch (key) {
                      case Symbol.for("logger"):
                        key = "logger";
                        value = config.logger ?? value;
                        break;

                      case Symbol.for("@smithy/defaultSocketTimeout"):
                        key = "defaultSocketTimeout";
                        value = resolveDefaultSocketTimeout(config) ?? value;
                    }
                    return {
                        ...config,
                        [key]: value
                    };
                });
            }
            httpHandlerConfigs() {
                return this.config ?? {};
            }
            resolveDefaultConfig(options) {
                const {requestTimeout, connectionTimeout, socketTimeout, socketAcquisitionWarningTimeout, httpAgent, httpsAgent, throwOnRequestTimeout, logger} = options || {};
                let httpAgentPromise;
                return {
                    connectionTimeout,
                    requestTimeout,
                    socketTimeout,
                    defaultSocketTimeout: resolveDefaultSocketTimeout(options),
                    socketAcquisitionWarningTimeout,
                    throwOnRequestTimeout,
                    httpAgentProvider: () => httpAgentPromise ??= (async () => {
                        const node_http = await Promise.resolve().then(__nccwpck_require__.t.bind(__nccwpck_require__, 7067, 23));
                        const {Agent, request} = node_http.default ?? node_http;
                        hRequest = request;
                        hAgent = Agent;
                        if (httpAgent instanceof hAgent || "function" == typeof httpAgent?.destroy) {
                            this.externalAgent = !0;
                            return httpAgent;
                        }
                        return new hAgent({
                            keepAlive: !0,
                            maxSockets: 50,
                            ...httpAgent
                        });
                    })(),
                    httpsAgent: (() => {
                        if (httpsAgent instanceof external_node_https_default().Agent || "function" == typeof httpsAgent?.destroy) {
                            this.externalAgent = !0;
                            return httpsAgent;
                        }
                        return new (external_node_https_default().Agent)({
                            keepAlive: !0,
                            maxSockets: 50,
                            ...httpsAgent
                        });
                    })(),
                    logger
                };
            }
        }
    }),
    8654: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            B: () => SignatureV4
        });
        var hex_encoding = __nccwpck_require__(706);
        var toUint8Array = __nccwpck_require__(1821);
        var transport_hasOwn = __nccwpck_require__(6852);
        var fromUtf8 = __nccwpck_require__(4574);
        class HeaderFormatter {
            format(headers) {
                const chunks = [];
                for (const headerName in headers) {
                    if (!(0, transport_hasOwn.$)(headers, headerName)) continue;
                    const bytes = (0, fromUtf8.a)(headerName);
                    chunks.push(Uint8Array.from([ bytes.byteLength ]), bytes, this.formatHeaderValue(headers[headerName]));
                }
                const out = new Uint8Array(chunks.reduce((carry, bytes) => carry + bytes.byteLength, 0));
                let position = 0;
                for (const chunk of chunks) {
                    out.set(chunk, position);
                    position += chunk.byteLength;
                }
                return out;
            }
            formatHeaderValue(header) {
                switch (header.type) {
                  case "boolean":
                    return Uint8Array.from([ header.value ? 0 : 1 ]);

                  case "byte":
                    return Uint8Array.from([ 2, header.value ]);

                  case "short":
                    const shortView = new DataView(new ArrayBuffer(3));
                    shortView.setUint8(0, 3);
                    shortView.setInt16(1, header.value, !1);
                    return new Uint8Array(shortView.buffer);

                  case "integer":
                    const intView = new DataView(new ArrayBuffer(5));
                    intView.setUint8(0, 4);
                    intView.setInt32(1, header.value, !1);
                    return new Uint8Array(intView.buffer);

                  case "long":
                    const longBytes = new Uint8Array(9);
                    longBytes[0] = 5;
                    longBytes.set(header.value.bytes, 1);
                    return longBytes;

                  case "binary":
                    const binView = new DataView(new ArrayBuffer(3 + header.value.byteLength));
                    binView.setUint8(0, 6);
                    binView.setUint16(1, header.value.byteLength, !1);
                    const binBytes = new Uint8Array(binView.buffer);
                    binBytes.set(header.value, 3);
                    return binBytes;

                  case "string":
                    const utf8Bytes = (0, fromUtf8.a)(header.value);
                    const strView = new DataView(new ArrayBuffer(3 + utf8Bytes.byteLength));
                    strView.setUint8(0, 7);
                    strView.setUint16(1, utf8Bytes.byteLength, !1);
                    const strBytes = new Uint8Array(strView.buffer);
                    strBytes.set(utf8Bytes, 3);
                    return strBytes;

                  case "timestamp":
                    const tsBytes = new Uint8Array(9);
                    tsBytes[0] = 8;
                    tsBytes.set(Int64.fromNumber(header.value.valueOf()).bytes, 1);
                    return tsBytes;

                  case "uuid":
                    if (!UUID_PATTERN.test(header.value)) throw new Error(`Invalid UUID received: ${header.value}`);
                    const uuidBytes = new Uint8Array(17);
                    uuidBytes[0] = 9;
                    uuidBytes.set((0, hex_encoding.a)(header.value.replace(/-/g, "")), 1);
                    return uuidBytes;
                }
            }
        }
        var HEADER_VALUE_TYPE;
        (function(HEADER_VALUE_TYPE) {
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.boolTrue = 0] = "boolTrue";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.boolFalse = 1] = "boolFalse";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.byte = 2] = "byte";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.short = 3] = "short";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.integer = 4] = "integer";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.long = 5] = "long";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.byteArray = 6] = "byteArray";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.string = 7] = "string";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.timestamp = 8] = "timestamp";
            HEADER_VALUE_TYPE[HEADER_VALUE_TYPE.uuid = 9] = "uuid";
        })(HEADER_VALUE_TYPE || (HEADER_VALUE_TYPE = {}));
        const UUID_PATTERN = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;
        class Int64 {
            bytes;
            constructor(bytes) {
                this.bytes = bytes;
                if (8 !== bytes.byteLength) throw new Error("Int64 buffers must be exactly 8 bytes");
            }
            static fromNumber(number) {
                if (number > 0x8000000000000000 || number < -0x8000000000000000) throw new Error(`${number} is too large (or, if negative, too small) to represent as an Int64`);
                const bytes = new Uint8Array(8);
                for (let i = 7, remaining = Math.abs(Math.round(number)); i > -1 && remaining > 0; i--, 
                remaining /= 256) bytes[i] = remaining;
                number < 0 && negate(bytes);
                return new Int64(bytes);
            }
            valueOf() {
                const bytes = this.bytes.slice(0);
                const negative = 128 & bytes[0];
                negative && negate(bytes);
                return parseInt((0, hex_encoding.n)(bytes), 16) * (negative ? -1 : 1);
            }
            toString() {
                return String(this.valueOf());
            }
        }
        function negate(bytes) {
            for (let i = 0; i < 8; i++) bytes[i] ^= 255;
            for (let i = 7; i > -1; i--) {
                bytes[i]++;
                if (0 !== bytes[i]) break;
            }
        }
        var normalizeProvider = __nccwpck_require__(4876);
        var escape_uri = __nccwpck_require__(7270);
        const AMZ_DATE_HEADER = "X-Amz-Date".toLowerCase();
        const GENERATED_HEADERS = [ "authorization", AMZ_DATE_HEADER, "date" ];
        const SIGNATURE_HEADER = "X-Amz-Signature".toLowerCase();
        const TOKEN_HEADER = "X-Amz-Security-Token".toLowerCase();
        const ALWAYS_UNSIGNABLE_HEADERS = {
            authorization: !0,
            "cache-control": !0,
            connection: !0,
            expect: !0,
            from: !0,
            "keep-alive": !0,
            "max-forwards": !0,
            pragma: !0,
            referer: !0,
            te: !0,
            trailer: !0,
            "transfer-encoding": !0,
            upgrade: !0,
            "user-agent": !0,
            "x-amzn-trace-id": !0
        };
        const PROXY_HEADER_PATTERN = /^proxy-/;
        const SEC_HEADER_PATTERN = /^sec-/;
        const EVENT_ALGORITHM_IDENTIFIER = "AWS4-HMAC-SHA256-PAYLOAD";
        class SignatureV4Base {
            service;
            regionProvider;
            credentialProvider;
            sha256;
            uriEscapePath;
            applyChecksum;
            constructor({applyChecksum, credentials, region, service, sha256, uriEscapePath = !0}) {
                this.service = service;
                this.sha256 = sha256;
                this.uriEscapePath = uriEscapePath;
                this.applyChecksum = "boolean" != typeof applyChecksum || applyChecksum;
                this.regionProvider = (0, normalizeProvider.t)(region);
                this.credentialProvider = (0, normalizeProvider.t)(credentials);
            }
            createCanonicalRequest(request, canonicalHeaders, payloadHash) {
                const sortedHeaders = Object.keys(canonicalHeaders).sort();
                return `${request.method}\n${this.getCanonicalPath(request)}\n${(({query = {}}) => {
                    const keys = [];
                    const serialized = {};
                    for (const key in query) {
                        if (!(0, transport_hasOwn.$)(query, key)) continue;
                        if (key.toLowerCase() === SIGNATURE_HEADER) continue;
                        const encodedKey = (0, escape_uri.o)(key);
                        keys.push(encodedKey);
                        const value = query[key];
                        "string" == typeof value ? serialized[encodedKey] = `${encodedKey}=${(0, escape_uri.o)(value)}` : Array.isArray(value) && (serialized[encodedKey] = value.slice(0).reduce((encoded, value) => encoded.concat([ `${encodedKey}=${(0, 
                        escape_uri.o)(value)}` ]), []).sort().join("&"));
                    }
                    return keys.sort().map(key => serialized[key]).filter(serialized => serialized).join("&");
                })(request)}\n${sortedHeaders.map(name => `${name}:${canonicalHeaders[name]}`).join("\n")}\n\n${sortedHeaders.join(";")}\n${payloadHash}`;
            }
            async createStringToSign(longDate, credentialScope, canonicalRequest, algorithmIdentifier) {
                const hash = new this.sha256;
                hash.update((0, toUint8Array.F)(canonicalRequest));
                const hashedRequest = await hash.digest();
                return `${algorithmIdentifier}\n${longDate}\n${credentialScope}\n${(0, hex_encoding.n)(hashedRequest)}`;
            }
            getCanonicalPath({path}) {
                if (this.uriEscapePath) {
                    const normalizedPathSegments = [];
                    for (const pathSegment of path.split("/")) 0 !== pathSegment?.length && "." !== pathSegment && (".." === pathSegment ? normalizedPathSegments.pop() : normalizedPathSegments.push(pathSegment));
                    const normalizedPath = `${path?.startsWith("/") ? "/" : ""}${normalizedPathSegments.join("/")}${normalizedPathSegments.length > 0 && path?.endsWith("/") ? "/" : ""}`;
                    return (0, escape_uri.o)(normalizedPath).replace(/%2F/g, "/");
                }
                return path;
            }
            validateResolvedCredentials(credentials) {
                if ("object" != typeof credentials || "string" != typeof credentials.accessKeyId || "string" != typeof credentials.secretAccessKey) throw new Error("Resolved credential object is not valid");
            }
            formatDate(now) {
                const longDate = (time = now, (time => "number" == typeof time ? new Date(1e3 * time) : "string" == typeof time ? Number(time) ? new Date(1e3 * Number(time)) : new Date(time) : time)(time).toISOString().replace(/\.\d{3}Z$/, "Z")).replace(/[-:]/g, "");
                var time;
                return {
                    longDate,
                    shortDate: longDate.slice(0, 8)
                };
            }
            getCanonicalHeaderList(headers) {
                return Object.keys(headers).sort().join(";");
            }
        }
        const signingKeyCache = {};
        const cacheQueue = [];
        const createScope = (shortDate, region, service) => `${shortDate}/${region}/${service}/aws4_request`;
        const hmac = (ctor, secret, data) => {
            const hash = new ctor(secret);
            hash.update((0, toUint8Array.F)(data));
            return hash.digest();
        };
        var writeKey = __nccwpck_require__(5298);
        const getCanonicalHeaders = ({headers}, unsignableHeaders, signableHeaders) => {
            const canonical = {};
            for (const headerName of Object.keys(headers).sort()) {
                if (null == headers[headerName]) continue;
                const canonicalHeaderName = headerName.toLowerCase();
                if (!((0, transport_hasOwn.$)(ALWAYS_UNSIGNABLE_HEADERS, canonicalHeaderName) || unsignableHeaders?.has(canonicalHeaderName) || PROXY_HEADER_PATTERN.test(canonicalHeaderName) || SEC_HEADER_PATTERN.test(canonicalHeaderName)) || signableHeaders && (!signableHeaders || signableHeaders.has(canonicalHeaderName))) {
                    "__proto__" === canonicalHeaderName && (0, writeKey.T)(canonical);
                    canonical[canonicalHeaderName] = headers[headerName].replace(/[\r\n]/g, " ").replace(/[ \t]+/g, " ").replace(/^ | $/g, "");
                }
            }
            return canonical;
        };
        var is_array_buffer = __nccwpck_require__(8345);
        const getPayloadHash = async ({headers, body}, hashConstructor) => {
            for (const headerName in headers) if ((0, transport_hasOwn.$)(headers, headerName) && "x-amz-content-sha256" === headerName.toLowerCase()) return headers[headerName];
            if (null == body) return "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
            if ("string" == typeof body || ArrayBuffer.isView(body) || (0, is_array_buffer.m)(body)) {
                const hashCtor = new hashConstructor;
                hashCtor.update((0, toUint8Array.F)(body));
                return (0, hex_encoding.n)(await hashCtor.digest());
            }
            return "UNSIGNED-PAYLOAD";
        };
        var httpRequest = __nccwpck_require__(1871);
        const prepareRequest = request => {
            request = httpRequest.K.clone(request);
            for (const headerName in request.headers) (0, transport_hasOwn.$)(request.headers, headerName) && GENERATED_HEADERS.indexOf(headerName.toLowerCase()) > -1 && delete request.headers[headerName];
            return request;
        };
        class SignatureV4 extends SignatureV4Base {
            headerFormatter=new HeaderFormatter;
            constructor({applyChecksum, credentials, region, service, sha256, uriEscapePath = !0}) {
                super({
                    applyChecksum,
                    credentials,
                    region,
                    service,
                    sha256,
                    uriEscapePath
                });
            }
            async presign(originalRequest, options = {}) {
                const {signingDate = new Date, expiresIn = 3600, unsignableHeaders, unhoistableHeaders, signableHeaders, hoistableHeaders, signingRegion, signingService} = options;
                const credentials = await this.credentialProvider();
                this.validateResolvedCredentials(credentials);
                const region = signingRegion ?? await this.regionProvider();
                const {longDate, shortDate} = this.formatDate(signingDate);
                if (expiresIn > 604800) return Promise.reject("Signature version 4 presigned URLs must have an expiration date less than one week in the future");
                const scope = createScope(shortDate, region, signingService ?? this.service);
                const request = ((request, options = {}) => {
                    const {headers, query = {}} = httpRequest.K.clone(request);
                    for (const name in headers) {
                        if (!(0, transport_hasOwn.$)(headers, name)) continue;
                        const lname = name.toLowerCase();
                        if ("x-amz-" === lname.slice(0, 6) && !options.unhoistableHeaders?.has(lname) || options.hoistableHeaders?.has(lname)) {
                            query[name] = headers[name];
                            delete headers[name];
                        }
                    }
                    return {
                        ...request,
                        headers,
                        query
                    };
                })(prepareRequest(originalRequest), {
                    unhoistableHeaders,
                    hoistableHeaders
                });
                credentials.sessionToken && (request.query["X-Amz-Security-Token"] = credentials.sessionToken);
                request.query["X-Amz-Algorithm"] = "AWS4-HMAC-SHA256";
                request.query["X-Amz-Credential"] = `${credentials.accessKeyId}/${scope}`;
                request.query["X-Amz-Date"] = longDate;
                request.query["X-Amz-Expires"] = expiresIn.toString(10);
                const canonicalHeaders = getCanonicalHeaders(request, unsignableHeaders, signableHeaders);
                request.query["X-Amz-SignedHeaders"] = this.getCanonicalHeaderList(canonicalHeaders);
                request.query["X-Amz-Signature"] = await this.getSignature(longDate, scope, this.getSigningKey(credentials, region, shortDate, signingService), this.createCanonicalRequest(request, canonicalHeaders, await getPayloadHash(originalRequest, this.sha256)));
                return request;
            }
            async sign(toSign, options) {
                return "string" == typeof toSign ? this.signString(toSign, options) : toSign.headers && toSign.payload ? this.signEvent(toSign, options) : toSign.message ? this.signMessage(toSign, options) : this.signRequest(toSign, options);
            }
            async signEvent({headers, payload}, {signingDate = new Date, priorSignature, signingRegion, signingService, eventStreamCredentials}) {
                const region = signingRegion ?? await this.regionProvider();
                const {shortDate, longDate} = this.formatDate(signingDate);
                const scope = createScope(shortDate, region, signingService ?? this.service);
                const hashedPayload = await getPayloadHash({
                    headers: {},
                    body: payload
                }, this.sha256);
                const hash = new this.sha256;
                hash.update(headers);
                const hashedHeaders = (0, hex_encoding.n)(await hash.digest());
                const stringToSign = [ EVENT_ALGORITHM_IDENTIFIER, longDate, scope, priorSignature, hashedHeaders, hashedPayload ].join("\n");
                return this.signString(stringToSign, {
                    signingDate,
                    signingRegion: region,
                    signingService,
                    eventStreamCredentials
                });
            }
            async signMessage(signableMessage, {signingDate = new Date, signingRegion, signingService, eventStreamCredentials}) {
                return this.signEvent({
                    headers: this.headerFormatter.format(signableMessage.message.headers),
                    payload: signableMessage.message.body
                }, {
                    signingDate,
                    signingRegion,
                    signingService,
                    priorSignature: signableMessage.priorSignature,
                    eventStreamCredentials
                }).then(signature => ({
                    message: signableMessage.message,
                    signature
                }));
            }
            async signString(stringToSign, {signingDate = new Date, signingRegion, signingService, eventStreamCredentials} = {}) {
                const credentials = eventStreamCredentials ?? await this.credentialProvider();
                this.validateResolvedCredentials(credentials);
                const region = signingRegion ?? await this.regionProvider();
                const {shortDate} = this.formatDate(signingDate);
                const hash = new this.sha256(await this.getSigningKey(credentials, region, shortDate, signingService));
                hash.update((0, toUint8Array.F)(stringToSign));
                return (0, hex_encoding.n)(await hash.digest());
            }
            async signRequest(requestToSign, {signingDate = new Date, signableHeaders, unsignableHeaders, signingRegion, signingService} = {}) {
                const credentials = await this.credentialProvider();
                this.validateResolvedCredentials(credentials);
                const region = signingRegion ?? await this.regionProvider();
                const request = prepareRequest(requestToSign);
                const {longDate, shortDate} = this.formatDate(signingDate);
                const scope = createScope(shortDate, region, signingService ?? this.service);
                request.headers[AMZ_DATE_HEADER] = longDate;
                credentials.sessionToken && (request.headers[TOKEN_HEADER] = credentials.sessionToken);
                const payloadHash = await getPayloadHash(request, this.sha256);
                !((soughtHeader, headers) => {
                    soughtHeader = soughtHeader.toLowerCase();
                    for (const headerName in headers) if ((0, transport_hasOwn.$)(headers, headerName) && soughtHeader === headerName.toLowerCase()) return !0;
                    return !1;
                })("x-amz-content-sha256", request.headers) && this.applyChecksum && (request.headers["x-amz-content-sha256"] = payloadHash);
                const canonicalHeaders = getCanonicalHeaders(request, unsignableHeaders, signableHeaders);
                const signature = await this.getSignature(longDate, scope, this.getSigningKey(credentials, region, shortDate, signingService), this.createCanonicalRequest(request, canonicalHeaders, payloadHash));
                request.headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${this.getCanonicalHeaderList(canonicalHeaders)}, Signature=${signature}`;
                return request;
            }
            async getSignature(longDate, credentialScope, keyPromise, canonicalRequest) {
                const stringToSign = await this.createStringToSign(longDate, credentialScope, canonicalRequest, "AWS4-HMAC-SHA256");
                const hash = new this.sha256(await keyPromise);
                hash.update((0, toUint8Array.F)(stringToSign));
                return (0, hex_encoding.n)(await hash.digest());
            }
            getSigningKey(credentials, region, shortDate, service) {
                return (async (sha256Constructor, credentials, shortDate, region, service) => {
                    const credsHash = await hmac(sha256Constructor, credentials.secretAccessKey, credentials.accessKeyId);
                    const cacheKey = `${shortDate}:${region}:${service}:${(0, hex_encoding.n)(credsHash)}:${credentials.sessionToken}`;
                    if (cacheKey in signingKeyCache) return signingKeyCache[cacheKey];
                    cacheQueue.push(cacheKey);
                    for (;cacheQueue.length > 50; ) delete signingKeyCache[cacheQueue.shift()];
                    let key = `AWS4${credentials.secretAccessKey}`;
                    for (const signable of [ shortDate, region, service, "aws4_request" ]) key = await hmac(sha256Constructor, key, signable);
                    return signingKeyCache[cacheKey] = key;
                })(this.sha256, credentials, shortDate, region, service || this.service);
            }
        }
    }),
    876: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            V: () => SMITHY_CONTEXT_KEY
        });
        const SMITHY_CONTEXT_KEY = "__smithy_context";
    }),
    9159: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            I: () => IniSectionType
        });
        var IniSectionType;
        (function(IniSectionType) {
            IniSectionType.PROFILE = "profile";
            IniSectionType.SSO_SESSION = "sso-session";
            IniSectionType.SERVICES = "services";
        })(IniSectionType || (IniSectionType = {}));
    }),
    9778: (module => {
        var s = 1e3;
        var m = 60 * s;
        var h = 60 * m;
        var d = 24 * h;
        var w = 7 * d;
        module.exports = function(val, options) {
            options = options || {};
            var type = typeof val;
            if ("string" === type && val.length > 0) return function parse(str) {
                if (!((str = String(str)).length > 100)) {
                    var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(str);
                    if (match) {
                        var n = parseFloat(match[1]);
                        switch ((match[2] || "ms").toLowerCase()) {
                          case "years":
                          case "year":
                          case "yrs":
                          case "yr":
                          case "y":
                            return 315576e5 * n;

                          case "weeks":
                          case "week":
                          case "w":
                            return n * w;

                          case "days":
                          case "day":
                          case "d":
                            return n * d;

                          case "hours":
                          case "hour":
                          case "hrs":
                          case "hr":
                          case "h":
                            return n * h;

                          case "minutes":
                          case "minute":
                          case "mins":
                          case "min":
                          case "m":
                            return n * m;

                          case "seconds":
                          case "second":
                          case "secs":
                          case "sec":
                          case "s":
                            return n * s;

                          case "milliseconds":
                          case "millisecond":
                          case "msecs":
                          case "msec":
                          case "ms":
                            return n;

                          default:
                            return;
                        }
                    }
                }
            }(val);
            if ("number" === type && isFinite(val)) return options.long ? function fmtLong(ms) {
                var msAbs = Math.abs(ms);
                return msAbs >= d ? plural(ms, msAbs, d, "day") : msAbs >= h ? plural(ms, msAbs, h, "hour") : msAbs >= m ? plural(ms, msAbs, m, "minute") : msAbs >= s ? plural(ms, msAbs, s, "second") : ms + " ms";
            }(val) : function fmtShort(ms) {
                var msAbs = Math.abs(ms);
                return msAbs >= d ? Math.round(ms / d) + "d" : msAbs >= h ? Math.round(ms / h) + "h" : msAbs >= m ? Math.round(ms / m) + "m" : msAbs >= s ? Math.round(ms / s) + "s" : ms + "ms";
            }(val);
            throw new Error("val is not a non-empty string or a valid number. val=" + JSON.stringify(val));
        };
        function plural(ms, msAbs, n, name) {
            var isPlural = msAbs >= 1.5 * n;
            return Math.round(ms / n) + " " + name + (isPlural ? "s" : "");
        }
    }),
    3484: ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => {
            try {
                var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2966);
                var _action_acquire_step_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(202);
                var _lock_basics_backoff_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9872);
                var _lock_basics_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(4278);
                var _lock_store_s3_store_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4667);
                var _action_run_step_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(473);
                await (0, _action_run_step_js__WEBPACK_IMPORTED_MODULE_5__.e)(async signal => {
                    const held = await (0, _action_acquire_step_js__WEBPACK_IMPORTED_MODULE_1__.T)(signal);
                    if (void 0 === held) return;
                    const {inputs} = held;
                    if ("listing" === held.strategy && void 0 !== held.inFlightUntil) {
                        const waitMs = (0, _lock_store_s3_store_js__WEBPACK_IMPORTED_MODULE_4__.ZM)(held.inFlightUntil);
                        if (waitMs > 0) {
                            _actions_core__WEBPACK_IMPORTED_MODULE_0__.pq(`A write of the lock key went unanswered: waiting ${(0, 
                            _lock_basics_duration_js__WEBPACK_IMPORTED_MODULE_3__.a3)(waitMs)} for it`);
                            await (0, _lock_basics_backoff_js__WEBPACK_IMPORTED_MODULE_2__.yy)(waitMs, signal);
                        }
                    }
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__.pq(`Held across jobs: nothing renews this lock after this job ends, so it expires ${(0, 
                    _lock_basics_duration_js__WEBPACK_IMPORTED_MODULE_3__.a3)(inputs.expiresMs)} after acquisition unless the release action runs first`);
                });
                __webpack_async_result__();
            } catch (e) {
                __webpack_async_result__(e);
            }
        }, 1);
    }),
    202: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            T: () => acquireStep
        });
        var lib_core = __nccwpck_require__(2966);
        var external_node_crypto_ = __nccwpck_require__(7598);
        var basics_clock = __nccwpck_require__(5718);
        var backoff = __nccwpck_require__(9872);
        var errors = __nccwpck_require__(8929);
        const RECORD_VERSION = 1;
        const AFTER = [ "released", "forced", "expired", "holder-gone", "created" ];
        const HOLD_HISTORY = 5;
        function withHold(holds, heldMs) {
            return [ ...holds ?? [], Math.max(0, Math.round(heldMs)) ].slice(-HOLD_HISTORY);
        }
        function isPending(record) {
            return "released" === record?.state && !0 === record.pending;
        }
        class MalformedRecordError extends Error {}
        class NewerFormatError extends errors.Ui {}
        function refuseNewerFormat(value, where, readsFormat) {
            const version = value?.version;
            if (!("number" != typeof version || version <= readsFormat)) throw new NewerFormatError(`${where} was written by a newer release of s3-lock-action (lock format ${version}; this release reads format ${readsFormat}): use one release in every job that shares this lock`);
        }
        class SharedRecordError extends MalformedRecordError {
            limit;
            held;
            token;
            ticket;
            constructor(limit, held, token, ticket) {
                super(`the lock has ${limit} places (holders: ${limit})`);
                this.limit = limit;
                this.held = held;
                this.token = token;
                this.ticket = ticket;
            }
        }
        function serializeRecord(record) {
            return `${JSON.stringify(record, null, 2)}\n`;
        }
        function parseRecord(text) {
            let value;
            try {
                value = JSON.parse(text);
            } catch {
                throw new MalformedRecordError("the lock object is not JSON");
            }
            if (!isObject(value)) throw new MalformedRecordError("the lock object is not a JSON object");
            refuseNewerFormat(value, "the lock object", RECORD_VERSION);
            if (value.version !== RECORD_VERSION) throw new MalformedRecordError(`the lock object has unknown version ${String(value.version)}`);
            if (!isPositiveInteger(value.token)) throw new MalformedRecordError("the lock object has no valid token");
            const holder = isObject(value.holder) ? function stringsOnly(value) {
                return Object.fromEntries(Object.entries(value).filter(entry => "string" == typeof entry[1]));
            }(value.holder) : {};
            if (void 0 !== value.pending && (!0 !== value.pending || "released" !== value.state)) throw new MalformedRecordError("the lock object has an invalid pending mark");
            if ("held" === value.state) {
                if ("string" != typeof value.owner || "" === value.owner) throw new MalformedRecordError("the lock object has no owner");
                if (!isPositiveInteger(value.leaseMs)) throw new MalformedRecordError("the lock object has no valid lease");
                return {
                    version: RECORD_VERSION,
                    state: "held",
                    token: value.token,
                    owner: value.owner,
                    leaseMs: value.leaseMs,
                    holder,
                    acquiredAt: String(value.acquiredAt ?? ""),
                    renewals: isPositiveInteger(value.renewals) ? value.renewals : 0,
                    ..."string" == typeof value.after && AFTER.includes(value.after) ? {
                        after: value.after
                    } : {},
                    ...isPositiveInteger(value.clockAllowanceMs) ? {
                        clockAllowanceMs: value.clockAllowanceMs
                    } : {},
                    ...isPositiveInteger(value.ticket) ? {
                        ticket: value.ticket
                    } : {},
                    ...parseHolds(value.holds)
                };
            }
            if ("released" === value.state) return {
                version: RECORD_VERSION,
                state: "released",
                token: value.token,
                releasedBy: String(value.releasedBy ?? ""),
                releasedAt: String(value.releasedAt ?? ""),
                holder,
                ..."string" == typeof value.forcedBy ? {
                    forcedBy: value.forcedBy
                } : {},
                ...isPositiveInteger(value.ticket) ? {
                    ticket: value.ticket
                } : {},
                ...parseHolds(value.holds),
                ...!0 === value.pending ? {
                    pending: !0
                } : {}
            };
            if ("shared" === value.state) throw new SharedRecordError(isPositiveInteger(value.limit) ? value.limit : 0, Array.isArray(value.places) ? value.places.length : 0, value.token, isPositiveInteger(value.ticket) ? value.ticket : void 0);
            throw new MalformedRecordError(`the lock object has unknown state ${String(value.state)}`);
        }
        function parseHolds(value) {
            if (!Array.isArray(value)) return {};
            const holds = value.filter(isPositiveInteger).slice(-HOLD_HISTORY);
            return holds.length > 0 ? {
                holds
            } : {};
        }
        function isObject(value) {
            return "object" == typeof value && null !== value && !Array.isArray(value);
        }
        function isPositiveInteger(value) {
            return "number" == typeof value && Number.isSafeInteger(value) && value >= 0;
        }
        let active = new Set;
        function mutations_mutated(name) {
            return active.size > 0 && active.has(name);
        }
        function leaseRemainingMs(version, serverNowMs, monotonicNowMs) {
            const byObservation = version.leaseMs - (monotonicNowMs - version.firstSeenAt);
            if (void 0 === serverNowMs || version.lastModifiedMs <= 0) return byObservation;
            const byStoreClock = version.leaseMs + 1e3 - (serverNowMs - version.lastModifiedMs);
            return Math.min(byObservation, storeClockBound(byStoreClock, byObservation, version.clockAllowanceMs));
        }
        function storeClockBound(byStoreClock, byOwnCount, allowanceMs) {
            return Math.max(byStoreClock, byOwnCount - allowanceMs);
        }
        function storeAgeMs(version, serverNowMs) {
            if (!(void 0 === serverNowMs || version.lastModifiedMs <= 0)) return Math.max(0, serverNowMs - version.lastModifiedMs);
        }
        function passStepFor(pollMs) {
            return Math.max(2e3, 4 * pollMs);
        }
        function leaseLeftMs(acquisition) {
            const {leaseStartedAt, leaseMs, record} = acquisition;
            return function lease_leaseSafeEnd(startedAt, leaseMs, clockAllowanceMs) {
                return startedAt + leaseMs - clockAllowanceMs;
            }(leaseStartedAt, leaseMs, record.clockAllowanceMs ?? 0) - (0, backoff.XZ)();
        }
        var duration = __nccwpck_require__(4278);
        var deadlines = __nccwpck_require__(6469);
        class LineInbox {
            store;
            prefix;
            constructor(store, lineKey) {
                this.store = store;
                this.prefix = `${lineKey.replace(/line$/, "")}joins/`;
            }
            roundPrefix(round) {
                return `${this.prefix}${round}/`;
            }
            roundOf(key) {
                return Number(key.slice(this.prefix.length).split("/", 1)[0]);
            }
            placed(round, request, waitsUntil) {
                const forMs = void 0 === waitsUntil ? 1 / 0 : waitsUntil - (0, backoff.XZ)();
                const json = JSON.stringify(forMs >= 3e5 ? request : {
                    ...request,
                    forMs: Math.ceil(Math.max(0, forMs))
                });
                const key = `${this.roundPrefix(round)}${request.id}.${Buffer.from(json).toString("base64url")}`;
                return Buffer.byteLength(key) <= 1e3 ? {
                    key,
                    body: "\n"
                } : {
                    key: `${this.roundPrefix(round)}${request.id}`,
                    body: `${json}\n`
                };
            }
            async send({key, body}, bound) {
                await this.store.create(key, body, bound);
            }
            async withdraw(key, bound) {
                for (let attempt = 0; attempt < 3; attempt++) {
                    const created = await this.store.create(key, "withdrawn\n", bound);
                    if ("written" === created.kind) return;
                    if ("unknown" === created.kind) continue;
                    const read = await this.store.read(key, void 0, bound);
                    if ("present" === read.kind) {
                        if ("withdrawn\n" === read.object.body) return;
                        if ("written" === (await this.store.replace(key, "withdrawn\n", read.object.etag, bound)).kind) return;
                    }
                }
                throw new errors.o2(`could not withdraw ${this.store.where(key)}`);
            }
            async claimRescue(round, attempt, id, bound) {
                const outcome = await this.store.create(this.claimKey(round, attempt), `${id}\n`, bound);
                return "written" === outcome.kind ? "claimed" : "precondition-failed" === outcome.kind ? "taken" : "unknown";
            }
            claimKey(round, attempt) {
                return `${this.roundPrefix(round)}rescue.${attempt}`;
            }
            async requests(round, bound) {
                const {keys, serverNowMs} = await this.store.list(this.roundPrefix(round), bound);
                const isSpent = (key, size) => 10 === size || key.startsWith("rescue.", key.lastIndexOf("/") + 1);
                const spent = keys.filter(k => isSpent(k.key, k.size)).map(k => k.key);
                const fresh = keys.filter(k => !isSpent(k.key, k.size) && (void 0 === serverNowMs || serverNowMs - k.lastModifiedMs < 3e5));
                const found = [];
                for (let i = 0; i < fresh.length; i += 32) {
                    const batch = fresh.slice(i, i + 32);
                    (await Promise.all(batch.map(k => this.bodyOf(k.key, bound)))).forEach((body, j) => {
                        const {key, lastModifiedMs} = batch[j];
                        void 0 !== body && (void 0 !== serverNowMs && senderGone(body, serverNowMs - lastModifiedMs) ? spent.push(key) : found.push({
                            key,
                            body,
                            lastModifiedMs
                        }));
                    });
                }
                return {
                    requests: found.sort((a, b) => a.lastModifiedMs - b.lastModifiedMs || a.key.localeCompare(b.key)),
                    spent
                };
            }
            async discard(keys, bound) {
                for (let i = 0; i < keys.length && !bound.aborted; i += 32) await Promise.all(keys.slice(i, i + 32).map(key => this.store.delete(key, bound).catch(() => 0)));
            }
            async bodyOf(key, bound) {
                try {
                    const own = key.slice(key.lastIndexOf("/") + 1);
                    const inKey = own.lastIndexOf(".");
                    if (inKey >= 0) return JSON.parse(Buffer.from(own.slice(inKey + 1), "base64url").toString());
                    const read = await this.store.read(key, void 0, bound);
                    return "present" === read.kind ? JSON.parse(read.object.body) : void 0;
                } catch (error) {
                    if (error instanceof SyntaxError || error instanceof errors.o2) return;
                    throw error;
                }
            }
        }
        function senderGone(body, ageMs) {
            const forMs = body?.forMs;
            return "number" == typeof forMs && ageMs >= forMs + 3e3;
        }
        const MAX_HOLDERS = 100;
        class MalformedSharedRecordError extends Error {}
        function isSharedText(text) {
            try {
                const value = JSON.parse(text);
                return "object" == typeof value && null !== value && "shared" === value.state;
            } catch {
                return !1;
            }
        }
        function serializeSharedRecord(record) {
            return `${JSON.stringify(record, null, 2)}\n`;
        }
        function parseSharedRecord(text) {
            let value;
            try {
                value = JSON.parse(text);
            } catch {
                throw new MalformedSharedRecordError("the lock object is not JSON");
            }
            refuseNewerFormat(value, "the lock object", RECORD_VERSION);
            if (!shared_record_isObject(value) || value.version !== RECORD_VERSION || "shared" !== value.state) throw new MalformedSharedRecordError("the lock object is not a lock with several holders");
            if (!isCount(value.limit) || value.limit < 1 || !isCount(value.token)) throw new MalformedSharedRecordError("the lock object has no valid limit or token");
            if (!Array.isArray(value.places)) throw new MalformedSharedRecordError("the lock object has no list of places");
            const places = value.places.map(parsePlace);
            const freed = Array.isArray(value.freed) ? value.freed.flatMap(parseFreed) : [];
            return {
                version: RECORD_VERSION,
                state: "shared",
                limit: value.limit,
                token: value.token,
                ...isCount(value.ticket) && value.ticket > 0 ? {
                    ticket: value.ticket
                } : {},
                ...servedAboveOf(value.servedAbove, isCount(value.ticket) ? value.ticket : 0),
                places,
                freed
            };
        }
        function servedAboveOf(value, mark) {
            if (!Array.isArray(value)) return {};
            const above = value.filter(n => isCount(n) && n > mark);
            return above.length > 0 ? {
                servedAbove: above.slice(-128)
            } : {};
        }
        function servedAboveSet(record) {
            return new Set(record.servedAbove ?? []);
        }
        function parsePlace(value) {
            if (!shared_record_isObject(value) || "string" != typeof value.owner || "" === value.owner || !isCount(value.token) || !isCount(value.leaseMs) || value.leaseMs < 1) throw new MalformedSharedRecordError("the lock object has a place it cannot read");
            return {
                owner: value.owner,
                token: value.token,
                leaseMs: value.leaseMs,
                renewals: isCount(value.renewals) ? value.renewals : 0,
                holder: shared_record_isObject(value.holder) ? shared_record_stringsOnly(value.holder) : {},
                acquiredAt: String(value.acquiredAt ?? ""),
                ...!0 === value.exclusive ? {
                    exclusive: !0
                } : {},
                ...isCount(value.ticket) && value.ticket > 0 ? {
                    ticket: value.ticket
                } : {},
                ...isLeaseMs(value.claimMs) ? {
                    claimMs: value.claimMs
                } : {}
            };
        }
        function heldLeaseMs(place) {
            return void 0 !== place.claimMs && 0 === place.renewals ? Math.min(place.claimMs, place.leaseMs) : place.leaseMs;
        }
        function parseFreed(value) {
            if (!shared_record_isObject(value) || "string" != typeof value.owner || !isCount(value.token)) return [];
            const how = value.how;
            return "released" !== how && "forced" !== how && "expired" !== how ? [] : [ {
                owner: value.owner,
                token: value.token,
                how,
                ..."string" == typeof value.by ? {
                    by: value.by
                } : {}
            } ];
        }
        function admittedInOrder(places, limit, queue) {
            let count = places.length;
            let exclusiveHeld = places.some(place => place.exclusive);
            let admitted = 0;
            for (const waiter of queue) {
                if (!(waiter.exclusive ? 0 === count : count < limit && !exclusiveHeld)) break;
                count++;
                exclusiveHeld ||= !0 === waiter.exclusive;
                admitted++;
            }
            return admitted;
        }
        function movedMark(record, move) {
            const above = record.servedAbove ?? [];
            if ("outOfOrder" in move) {
                const servedAbove = [ ...new Set([ ...above, move.outOfOrder ]) ].sort((a, b) => a - b);
                return {
                    ticket: record.ticket ?? 0,
                    servedAbove
                };
            }
            const ticket = Math.max(record.ticket ?? 0, move.mark ?? 0);
            return {
                ticket,
                servedAbove: above.filter(n => n > ticket)
            };
        }
        function withDeparted(record, departed) {
            const {ticket} = departed;
            if (void 0 !== ticket && ticket > (record.ticket ?? 0) && !servedAboveSet(record).has(ticket)) return {
                ...record,
                servedAbove: movedMark(record, {
                    outOfOrder: ticket
                }).servedAbove
            };
            if (!departed.unheard) return;
            const gone = {
                owner: departed.owner,
                token: record.token,
                how: "released"
            };
            return {
                ...record,
                freed: remember(record.freed, [ gone ], record.limit)
            };
        }
        function withHandedPlaces(record, line, acquiredAt) {
            const mark = record.ticket ?? 0;
            const served = servedAboveSet(record);
            const placed = new Set(record.places.map(place => place.owner));
            const unserved = line.filter(ticket => ticket.n > mark && !served.has(ticket.n) && !placed.has(ticket.id)).sort((a, b) => a.n - b.n);
            const fit = unserved.slice(0, admittedInOrder(record.places, record.limit, unserved));
            const leaseless = fit.findIndex(ticket => !isLeaseMs(ticket.leaseMs));
            const seated = -1 === leaseless ? fit : fit.slice(0, leaseless);
            const last = seated.at(-1);
            if (void 0 === last) return {
                record,
                handed: []
            };
            const places = seated.map((ticket, i) => ({
                owner: ticket.id,
                token: record.token + 1 + i,
                leaseMs: ticket.leaseMs,
                ...claimOf(ticket),
                renewals: 0,
                holder: ticket.holder,
                acquiredAt,
                ...ticket.exclusive ? {
                    exclusive: !0
                } : {},
                ticket: ticket.n
            }));
            const {ticket, servedAbove} = movedMark(record, {
                mark: last.n
            });
            return {
                handed: seated.map(seat => seat.n),
                record: {
                    version: RECORD_VERSION,
                    state: "shared",
                    limit: record.limit,
                    token: record.token + places.length,
                    ticket,
                    ...servedAbove.length > 0 ? {
                        servedAbove
                    } : {},
                    places: [ ...record.places, ...places ],
                    freed: record.freed
                }
            };
        }
        function claimOf(ticket) {
            return isLeaseMs(ticket.claimMs) ? {
                claimMs: Math.min(ticket.leaseMs, ticket.claimMs)
            } : {};
        }
        function isLeaseMs(value) {
            return "number" == typeof value && Number.isSafeInteger(value) && value > 0;
        }
        function withRenewal(record, owner, renewals, holder) {
            if (record.places.some(place => place.owner === owner)) return {
                ...record,
                places: record.places.map(place => place.owner === owner ? function renewed(place, renewals, holder) {
                    const next = {
                        ...place,
                        renewals,
                        ...holder ? {
                            holder
                        } : {}
                    };
                    delete next.claimMs;
                    return next;
                }(place, renewals, holder) : place)
            };
        }
        function withoutPlace(record, match, how) {
            const freed = record.places.find(place => !(void 0 !== match.owner && place.owner !== match.owner || void 0 !== match.token && place.token !== match.token));
            if (void 0 !== freed) return {
                freed,
                record: {
                    ...record,
                    places: record.places.filter(place => place !== freed),
                    freed: remember(record.freed, [ {
                        owner: freed.owner,
                        token: freed.token,
                        how
                    } ], record.limit)
                }
            };
        }
        function remember(kept, more, limit) {
            return [ ...kept, ...more ].slice(-function freedKept(limit) {
                return Math.max(8, 2 * limit);
            }(limit));
        }
        function emptySharedRecord(limit, token, ticket) {
            return {
                version: RECORD_VERSION,
                state: "shared",
                limit,
                token,
                ...void 0 !== ticket && ticket > 0 ? {
                    ticket
                } : {},
                places: [],
                freed: []
            };
        }
        function shared_record_isObject(value) {
            return "object" == typeof value && null !== value && !Array.isArray(value);
        }
        function isCount(value) {
            return "number" == typeof value && Number.isSafeInteger(value) && value >= 0;
        }
        function shared_record_stringsOnly(value) {
            return Object.fromEntries(Object.entries(value).filter(entry => "string" == typeof entry[1]));
        }
        function placeView(place, record) {
            return {
                version: RECORD_VERSION,
                state: "held",
                token: place.token,
                owner: place.owner,
                leaseMs: heldLeaseMs(place),
                holder: place.holder,
                acquiredAt: place.acquiredAt,
                renewals: place.renewals,
                ...void 0 === place.ticket ? {} : {
                    ticket: place.ticket
                },
                holders: record.limit,
                ...place.exclusive ? {
                    exclusive: !0
                } : {}
            };
        }
        class SupersededError extends errors.Ui {
            newer;
            constructor(message, newer) {
                super(message);
                this.newer = newer;
            }
        }
        function compareOrder(a, b) {
            for (let i = 0; i < Math.max(a.length, b.length); i++) {
                const d = (a[i] ?? 0) - (b[i] ?? 0);
                if (0 !== d) return Math.sign(d);
            }
            return 0;
        }
        function newerThan(line, run) {
            const entry = line.newest?.find(e => e.group === run.group);
            return void 0 !== entry && compareOrder(entry.order, run.order) > 0 ? entry : void 0;
        }
        function runOf(request) {
            return void 0 !== request.group && void 0 !== request.order ? {
                group: request.group,
                order: request.order
            } : void 0;
        }
        function withNewest(entries, entry) {
            const old = entries.find(e => e.group === entry.group);
            return old && compareOrder(old.order, entry.order) >= 0 ? entries : [ ...entries.filter(e => e.group !== entry.group), entry ].sort((a, b) => b.n - a.n).slice(0, 100);
        }
        function superseded(newer) {
            return new SupersededError(`a newer run of its group joined the line (${newer.group})`, newer);
        }
        class MalformedLineError extends errors.Ui {}
        const EMPTY = {
            version: 1,
            next: 1,
            served: 0,
            tickets: []
        };
        function joinRequest(id, holder, extra) {
            return {
                id,
                holder,
                ...extra.run ? {
                    group: extra.run.group,
                    order: extra.run.order
                } : {},
                ...extra.exclusive ? {
                    exclusive: !0
                } : {},
                ...void 0 === extra.passStepMs ? {} : {
                    passStepMs: extra.passStepMs
                },
                ...void 0 === extra.leaseMs ? {} : {
                    leaseMs: extra.leaseMs
                },
                ...void 0 === extra.claimMs ? {} : {
                    claimMs: extra.claimMs
                }
            };
        }
        function requestFrom(body) {
            const value = body;
            if ("string" != typeof value?.id || "object" != typeof value.holder || !value.holder) return;
            const run = "string" == typeof value.group && Array.isArray(value.order) && value.order.every(x => Number.isSafeInteger(x)) ? {
                group: value.group,
                order: value.order
            } : void 0;
            const passStepMs = Number.isSafeInteger(value.passStepMs) ? value.passStepMs : void 0;
            const leaseMs = isLeaseMs(value.leaseMs) ? value.leaseMs : void 0;
            const claimMs = isLeaseMs(value.claimMs) ? value.claimMs : void 0;
            return joinRequest(value.id, ticketHolder(value.holder), {
                run,
                exclusive: !0 === value.exclusive,
                passStepMs,
                leaseMs,
                claimMs
            });
        }
        function seatOf(line, request, mark, superseding = !0) {
            const mine = line.tickets.find(ticket => ticket.id === request.id && ticket.n > mark);
            if (mine) return mine.n;
            const run = runOf(request);
            const newer = superseding && run && newerThan(line, run);
            if (newer) throw superseded(newer);
        }
        function hasUnserved(line, mark) {
            return line.tickets.some(ticket => ticket.n > mark);
        }
        function withRequest(line, request) {
            const run = runOf(request);
            if (run && newerThan(line, run)) return line;
            const n = Math.max(line.next, line.served + 1);
            return {
                ...line,
                next: n + 1,
                tickets: [ ...line.tickets, {
                    n,
                    ...request
                } ],
                ...run ? {
                    newest: withNewest(line.newest ?? [], {
                        ...run,
                        holder: request.holder,
                        n
                    })
                } : {}
            };
        }
        const TICKET_FIELDS = [ "context", "repository", "job", "runUrl" ];
        function ticketHolder(holder) {
            const kept = {};
            for (const field of TICKET_FIELDS) {
                const value = holder[field];
                value && (kept[field] = value.slice(0, 200));
            }
            return kept;
        }
        const ROUND_METADATA = "round";
        async function writeLine(store, key, record, etag, bound) {
            const body = `${JSON.stringify(record)}\n`;
            const metadata = {
                [ROUND_METADATA]: String(record.round ?? 0)
            };
            const outcome = void 0 === etag ? await store.create(key, body, bound, metadata) : await store.replace(key, body, etag, bound, metadata);
            return "written" === outcome.kind ? "written" : "precondition-failed" === outcome.kind ? "refused" : "unknown";
        }
        function retryDelay(attempt, lastTryMs) {
            return (0, backoff.EY)(attempt, 8 * Math.max(10, lastTryMs), 1e3);
        }
        function rescuePatience(tookMs) {
            return Math.min(4e3, Math.max(1e3, 3 * tookMs));
        }
        function seatingCrowd(line) {
            return !0 === line.record.crowd && (line.unchangedMs ?? 0) < 2e3;
        }
        function mayHoldRequests(line, mark) {
            const ageMs = line.unchangedMs ?? 0;
            return hasUnserved(line.record, mark) && (ageMs < 2e3 || !0 === line.record.crowd && ageMs < 8e3);
        }
        function joinedLately(line, mark) {
            return hasUnserved(line.record, mark) && (line.unchangedMs ?? 0) < 2e3;
        }
        function withTakenIn(line, listed, mark) {
            let record = function withoutCrowd(line) {
                if (void 0 === line.crowd) return line;
                const rest = {
                    ...line
                };
                delete rest.crowd;
                return rest;
            }(function pruned(line, mark) {
                return {
                    ...line,
                    served: mark,
                    tickets: line.tickets.filter(ticket => ticket.n > mark)
                };
            }(line.record, mark));
            if (0 === listed.length) return record;
            const before = record.next;
            for (const {body} of listed) {
                const request = requestFrom(body);
                request && void 0 === seatOf(record, request, mark, !1) && (record = withRequest(record, request));
            }
            const crowd = record.next - before >= 2 || !0 === line.record.crowd;
            return {
                ...record,
                round: (line.record.round ?? 0) + 1,
                ...crowd ? {
                    crowd
                } : {}
            };
        }
        async function lookAgain(io, view, round, bound) {
            if (void 0 !== view && void 0 !== round) {
                const peeked = await io.store.peek(io.key, view.etag, bound);
                if ("unchanged" === peeked?.kind) return view;
                if ("present" === peeked?.kind && peeked.metadata.round === String(round)) return view;
            }
            return io.read(view, bound);
        }
        async function removeFromLine(io, match, bound, fence) {
            for (let attempt = 0; attempt < 50; attempt++) {
                const startedAt = (0, backoff.XZ)();
                const line = await io.read(void 0, bound);
                if (void 0 !== line.forbidden) throw new errors.IC(line.forbidden);
                const round = line.record.round ?? 0;
                const removed = line.record.tickets.find(match);
                if (void 0 === removed) {
                    if (void 0 === fence) return {
                        round
                    };
                    if ("written" === await writeLine(io.store, io.key, fence(line.record), line.etag, bound)) return {
                        round
                    };
                    await (0, backoff.yy)(retryDelay(attempt, (0, backoff.XZ)() - startedAt), bound);
                    continue;
                }
                const record = {
                    ...line.record,
                    tickets: line.record.tickets.filter(ticket => ticket !== removed)
                };
                if ("written" === await writeLine(io.store, io.key, record, line.etag, bound)) return {
                    removed,
                    round
                };
                await (0, backoff.yy)(retryDelay(attempt, (0, backoff.XZ)() - startedAt), bound);
            }
            throw new errors.Ui(`could not change the line at ${io.store.where(io.key)}`);
        }
        class Line {
            store;
            key;
            inbox;
            unlistable=!1;
            takingIn=Promise.resolve();
            discarding=[];
            finishing=!1;
            wakeTaker;
            takeInCut=new AbortController;
            constructor(store, key) {
                this.store = store;
                this.key = key;
                this.inbox = new LineInbox(store, key);
            }
            get lineIo() {
                return {
                    store: this.store,
                    key: this.key,
                    read: (known, bound) => this.read(known, bound)
                };
            }
            async read(known, bound) {
                const read = await this.store.read(this.key, known?.etag, bound);
                if ("unchanged" === read.kind && known) return known;
                if ("forbidden" === read.kind) return {
                    record: EMPTY,
                    forbidden: read.explanation
                };
                if ("present" !== read.kind) return {
                    record: EMPTY
                };
                const {body, etag, lastModifiedMs} = read.object;
                const record = function parseLine(text, where) {
                    let json;
                    try {
                        json = JSON.parse(text);
                    } catch {
                        json = void 0;
                    }
                    refuseNewerFormat(json, where, 1);
                    try {
                        const value = json ?? {};
                        if (1 === value.version && Number.isSafeInteger(value.next) && Array.isArray(value.tickets)) return {
                            version: 1,
                            next: value.next,
                            served: Number.isSafeInteger(value.served) ? value.served : 0,
                            tickets: value.tickets.filter(ticket => Number.isSafeInteger(ticket?.n) && "string" == typeof ticket?.id),
                            ...Number.isSafeInteger(value.round) ? {
                                round: value.round
                            } : {},
                            ...!0 === value.crowd ? {
                                crowd: !0
                            } : {},
                            ...Array.isArray(value.newest) ? {
                                newest: value.newest.filter(entry => "string" == typeof entry?.group && Array.isArray(entry.order) && entry.order.every(x => Number.isSafeInteger(x)) && Number.isSafeInteger(entry.n))
                            } : {}
                        };
                    } catch {}
                    throw new MalformedLineError(`${where} is not a line of waiters this action can read; remove it if nothing waits for the lock`);
                }(body, this.store.where(this.key));
                return void 0 === read.serverNowMs || 0 === lastModifiedMs ? {
                    record,
                    etag
                } : {
                    record,
                    etag,
                    unchangedMs: read.serverNowMs - lastModifiedMs
                };
            }
            async join(id, holder, served, bound, extra = {}) {
                const request = joinRequest(id, holder, extra);
                let existsButForbidden = !1;
                let unread = !0 === extra.lineLikelyNew && void 0 === extra.run;
                if (unread && (0, basics_clock.yT)().fraction() >= .25) {
                    const n = await this.joinInCrowd(request, served, bound, extra, {
                        record: EMPTY
                    });
                    if (void 0 !== n) return n;
                    unread = !1;
                }
                for (let attempt = 0, retried = !1; attempt < 50; attempt++) {
                    const startedAt = (0, backoff.XZ)();
                    const wasUnread = unread;
                    const line = unread ? {
                        record: EMPTY
                    } : await this.read(void 0, bound);
                    unread = !1;
                    if (void 0 !== line.forbidden && existsButForbidden) throw new errors.IC(line.forbidden);
                    const mark = Math.max(served, line.record.served);
                    const seated = seatOf(line.record, request, mark);
                    if (void 0 !== seated) {
                        extra.onSeated?.(line);
                        return seated;
                    }
                    const pending = (extra.sentRequests?.length ?? 0) > 0;
                    if (void 0 === line.forbidden && !this.unlistable && (pending || hasUnserved(line.record, mark) && seatingCrowd(line))) {
                        const n = await this.joinInCrowd(request, mark, bound, extra, line);
                        if (void 0 !== n) return n;
                        continue;
                    }
                    const readable = void 0 === line.forbidden && void 0 === extra.run;
                    const creating = !wasUnread && void 0 === line.etag;
                    const behind = readable && (creating || mayHoldRequests(line, mark)) ? await this.waitingIn(line, bound) : {
                        requests: [],
                        spent: []
                    };
                    const record = withRequest(withTakenIn(line, behind.requests, mark), request);
                    const outcome = await writeLine(this.store, this.key, record, line.etag, bound);
                    if ("written" === outcome) {
                        if (behind.requests.length > 0) {
                            this.discardTaken(behind);
                            this.unlistable || this.takeInBehind(record.round ?? 0, mark, bound, 600);
                        } else this.unlistable || joinedLately(line, mark) || this.takeInBehind(record.round ?? 0, mark, bound);
                        return record.next - 1;
                    }
                    "refused" === outcome && void 0 !== line.forbidden && (existsButForbidden = !0);
                    if ("refused" === outcome && void 0 === line.forbidden && !this.unlistable) {
                        if (behind.requests.length > 0 && !retried) {
                            retried = !0;
                            continue;
                        }
                        const n = await this.joinInCrowd(request, mark, bound, extra, line);
                        if (void 0 !== n) return n;
                    }
                    await (0, backoff.yy)(retryDelay(attempt, (0, backoff.XZ)() - startedAt), bound);
                }
                throw new errors.Ui(`could not join the line at ${this.store.where(this.key)}`);
            }
            async joinInCrowd(request, served, bound, extra, known) {
                const sent = extra.sentRequests ?? [];
                let round;
                let rescueAt = 0;
                let claims = {
                    round: -1,
                    made: 0
                };
                let view;
                let tookMs = 0;
                const giveUpAt = (0, backoff.XZ)() + 6e4;
                for (;(0, backoff.XZ)() < giveUpAt; ) {
                    if (void 0 === known) {
                        const lookedAt = (0, backoff.XZ)();
                        view = await lookAgain(this.lineIo, view, round, bound);
                        tookMs = (0, backoff.XZ)() - lookedAt;
                        if (void 0 !== view.forbidden) return;
                    } else {
                        view = known;
                        known = void 0;
                    }
                    const mark = Math.max(served, view.record.served);
                    const seated = seatOf(view.record, request, mark);
                    if (void 0 !== seated) {
                        extra.discardLater ? extra.discardLater(sent.splice(0)) : await this.discard(sent.splice(0), bound);
                        extra.onSeated?.(view);
                        return seated;
                    }
                    const current = view.record.round ?? 0;
                    if (current !== round) {
                        round = current;
                        const placed = this.inbox.placed(round, request, extra.waitsUntil);
                        sent.includes(placed.key) || sent.push(placed.key);
                        const sentAt = (0, backoff.XZ)();
                        await this.inbox.send(placed, bound);
                        tookMs = (0, backoff.XZ)() - sentAt;
                        rescueAt = (0, backoff.XZ)() + rescuePatience(tookMs) * (1 + (0, basics_clock.yT)().fraction());
                    } else if ((0, backoff.XZ)() >= rescueAt) {
                        const attempt = claims.round === round ? claims.made : 0;
                        claims = {
                            round,
                            made: attempt + 1
                        };
                        const rescued = await this.rescue(round, attempt, request.id, mark, bound);
                        if ("unlistable" === rescued) return;
                        "claimed" === rescued && (rescueAt = (0, backoff.XZ)() + rescuePatience(tookMs) * (2 + (0, 
                        basics_clock.yT)().fraction()));
                        "empty" === rescued && (round = void 0);
                        view = void 0;
                    }
                    const slowMs = Math.min(tookMs, 2e3);
                    await (0, backoff.yy)(Math.max(200 + 400 * (0, basics_clock.yT)().fraction(), slowMs), bound);
                }
                throw new errors.Ui(`could not join the line at ${this.store.where(this.key)}`);
            }
            async rescue(round, attempt, id, served, bound) {
                const claim = await this.inbox.claimRescue(round, attempt, id, bound);
                if ("taken" === claim) return "claimed";
                const next = await this.tryTakeIn(round, served, bound);
                if (this.unlistable) return "unlistable";
                if (next === round) return "empty";
                void 0 !== next ? this.takeInBehind(next, served, bound, 600) : "claimed" === claim && await this.inbox.discard([ this.inbox.claimKey(round, attempt) ], bound);
                return "moved";
            }
            takeInBehind(round, served, bound, firstGatherMs = 150) {
                this.takingIn = this.takingIn.then(async () => {
                    const cut = AbortSignal.any([ bound, this.takeInCut.signal ]);
                    let next = round;
                    let gatherMs = firstGatherMs;
                    try {
                        for (let taken = 0, idle = 0; void 0 !== next && taken < 12; taken++) {
                            await this.pauseTakingIn(0 === idle ? gatherMs : 150 * 2 ** idle, cut);
                            const current = next;
                            const startedAt = (0, backoff.XZ)();
                            next = await this.tryTakeIn(current, served, cut);
                            gatherMs = 600 + ((0, backoff.XZ)() - startedAt) / 3;
                            idle = next === current ? idle + 1 : 0;
                            if (idle >= 3 || idle > 0 && this.finishing) break;
                        }
                    } finally {
                        await Promise.all(this.discarding.splice(0));
                    }
                }).catch(() => {});
            }
            async takeInAfterCreate(bound) {
                if (0 === (await this.waitingIn({
                    record: EMPTY
                }, bound).catch(() => ({
                    requests: []
                }))).requests.length) return;
                const next = await this.tryTakeIn(0, 0, bound).catch(() => {});
                void 0 !== next && 0 !== next && this.takeInBehind(next, 0, bound, 600);
            }
            finishTakingIn() {
                this.finishing = !0;
                this.wakeTaker?.();
                (0, deadlines.ux)(5e3).addEventListener("abort", () => this.takeInCut.abort(), {
                    once: !0
                });
            }
            async pauseTakingIn(ms, bound) {
                await async function pauseUnlessWoken(ms, bound, onWake) {
                    const woken = new AbortController;
                    const abort = () => woken.abort();
                    bound.addEventListener("abort", abort, {
                        once: !0
                    });
                    onWake(abort);
                    try {
                        await (0, backoff.yy)(ms, woken.signal);
                    } catch {} finally {
                        onWake(void 0);
                        bound.removeEventListener("abort", abort);
                    }
                    if (bound.aborted) throw bound.reason;
                }(ms, bound, wake => this.wakeTaker = wake);
            }
            async tryTakeIn(round, served, bound) {
                if (!this.unlistable) try {
                    return await this.takeInRound(round, served, bound);
                } catch (error) {
                    if (error instanceof errors.IC) this.unlistable = !0; else if (bound?.aborted || !(error instanceof errors.Ui)) throw error;
                    return;
                }
            }
            async takeInRound(round, served, bound) {
                for (let attempt = 0; attempt < 50; attempt++) {
                    const startedAt = (0, backoff.XZ)();
                    const line = await this.read(void 0, bound);
                    if ((line.record.round ?? 0) !== round || void 0 !== line.forbidden) return;
                    const {requests: listed, spent} = await this.inbox.requests(round, bound);
                    if (0 === listed.length) return round;
                    const mark = Math.max(served, line.record.served);
                    if ("written" === await writeLine(this.store, this.key, withTakenIn(line, listed, mark), line.etag, bound)) {
                        this.discardTaken({
                            requests: listed,
                            spent
                        });
                        return round + 1;
                    }
                    await (0, backoff.yy)(retryDelay(attempt, (0, backoff.XZ)() - startedAt), bound);
                }
            }
            async waitingIn(line, bound) {
                if (this.unlistable) return {
                    requests: [],
                    spent: []
                };
                try {
                    return await this.inbox.requests(line.record.round ?? 0, bound);
                } catch (error) {
                    if (error instanceof errors.IC) this.unlistable = !0; else if (bound.aborted || !(error instanceof errors.Ui)) throw error;
                    return {
                        requests: [],
                        spent: []
                    };
                }
            }
            discardTaken({requests, spent}) {
                const keys = [ ...requests.map(request => request.key), ...spent ];
                this.discarding.push(this.inbox.discard(keys, (0, deadlines.ux)(5e3)).catch(() => {}));
            }
            async discard(keys, bound) {
                await this.inbox.discard(keys, bound);
            }
            async withdraw(key, bound) {
                await this.inbox.withdraw(key, bound);
            }
            async leave(id, bound, fence = !1) {
                const fenced = fence ? line => ({
                    ...line,
                    next: line.next + 1
                }) : void 0;
                return removeFromLine(this.lineIo, ticket => ticket.id === id, bound, fenced);
            }
            async discardAfterLeave(sent, round, bound) {
                const last = sent.at(-1);
                const gone = void 0 !== last && this.inbox.roundOf(last) < round ? sent : sent.slice(0, -1);
                await this.discard(gone, bound);
            }
            async removeTicket(n, served, bound) {
                return (await removeFromLine(this.lineIo, ticket => ticket.n === n && ticket.n > served, bound)).removed;
            }
        }
        var store_requests = __nccwpck_require__(224);
        class DiscardLater {
            discard;
            afterMs;
            withinMs;
            keys=[];
            cancelTimer;
            deleting=Promise.resolve();
            constructor(discard, afterMs, withinMs) {
                this.discard = discard;
                this.afterMs = afterMs;
                this.withinMs = withinMs;
            }
            add(keys) {
                if (0 !== keys.length) {
                    this.keys.push(...keys);
                    this.cancelTimer ??= (0, basics_clock.pm)().later(this.afterMs, () => {
                        this.finish();
                    });
                }
            }
            async finish(bound) {
                this.cancelTimer?.();
                this.cancelTimer = void 0;
                const keys = this.keys.splice(0);
                keys.length > 0 && (this.deleting = this.deleting.then(() => this.discard(keys, bound ?? (0, 
                basics_clock.pm)().timeout(this.withinMs))).catch(() => {}));
                await this.deleting;
            }
        }
        const UNBOUNDED_MS = 6 * (store_requests.j2 + 5e3);
        function lookIntervalMs(pollMs, position, behind = 0, msPerTurn) {
            if (0 === position) return Math.max(50, pollMs / Math.min(8, 4 + behind));
            if (void 0 === position || 1 === position) return pollMs;
            const paced = void 0 === msPerTurn ? 0 : (position - 1) * msPerTurn / 2;
            return Math.min(8 * pollMs, Math.max(2 * pollMs, paced));
        }
        class TurnPace {
            last;
            fastest;
            lookMs;
            see(mark, at, lookMs) {
                const last = this.last;
                if (void 0 !== last && mark > last.mark) {
                    const perTurn = (at - last.at) / (mark - last.mark);
                    this.fastest = Math.min(this.fastest ?? 1 / 0, perTurn);
                }
                void 0 !== last && mark === last.mark || (this.last = {
                    mark,
                    at
                });
                void 0 !== lookMs && (this.lookMs = lookMs);
            }
            get msPerTurn() {
                return this.fastest ?? this.lookMs;
            }
        }
        class Place {
            line;
            id;
            passStepMs;
            extra;
            ticket;
            view;
            readOk=!1;
            joinSent=!1;
            sentRequests=[];
            seatedRequests;
            farReads=0;
            readAt=0;
            holder;
            cleanupLine;
            constructor(line, id, holder, passStepMs, extra = {}) {
                this.line = line;
                this.id = id;
                this.passStepMs = passStepMs;
                this.extra = extra;
                this.holder = ticketHolder(holder);
                this.cleanupLine = extra.cleanupStore ? new Line(extra.cleanupStore, line.key) : line;
                this.seatedRequests = new DiscardLater((keys, bound) => this.cleanupLine.discard(keys, bound), 1e4, 5e3);
            }
            get run() {
                return this.extra.run;
            }
            get record() {
                return this.view?.record ?? EMPTY;
            }
            async refresh(bound) {
                this.readAt = (0, backoff.XZ)();
                try {
                    this.view = await this.line.read(this.view, bound);
                    this.readOk = void 0 === this.view.forbidden;
                } catch (error) {
                    if (!(error instanceof errors.Ui) || error instanceof errors.IC) throw error;
                    this.readOk = !1;
                }
                return this.readOk;
            }
            async refreshIfNear(lockMark, bound) {
                const readLately = (0, backoff.XZ)() - this.readAt < 3e4;
                return !(!this.isFarBack(lockMark) || !readLately || ++this.farReads % 8 == 0) || this.refresh(bound);
            }
            isFarBack(lockMark) {
                return void 0 === this.run && this.readOk && void 0 !== this.ticket && this.ahead(lockMark).length > 8;
            }
            get known() {
                return this.readOk;
            }
            isFirst(lockMark) {
                return void 0 === this.run && void 0 !== this.view && void 0 !== this.ticket && this.ticket > this.served(lockMark) && 0 === this.ahead(lockMark).length;
            }
            supersededBy() {
                return this.run && newerThan(this.record, this.run);
            }
            served(lockMark) {
                return Math.max(lockMark, this.record.served);
            }
            async join(lockMark, bound, lineLikelyNew = !1) {
                if (void 0 !== this.ticket && this.ticket > this.served(lockMark)) return;
                const unread = lineLikelyNew && 0 === this.sentRequests.length && void 0 === this.ticket;
                this.joinSent = !0;
                let seatedIn;
                this.ticket = await this.line.join(this.id, this.holder, this.served(lockMark), bound, {
                    ...this.extra,
                    lineLikelyNew: unread,
                    passStepMs: this.passStepMs,
                    sentRequests: this.sentRequests,
                    onSeated: view => seatedIn = view,
                    discardLater: keys => this.seatedRequests.add(keys)
                });
                if (void 0 === seatedIn) await this.refresh(bound); else {
                    this.view = seatedIn;
                    this.readOk = !0;
                    this.readAt = (0, backoff.XZ)();
                }
            }
            ahead(lockMark) {
                const served = this.served(lockMark);
                return void 0 === this.ticket || this.ticket <= served ? this.record.tickets.filter(ticket => ticket.n > served) : function aheadOf(line, n, served) {
                    return line.tickets.filter(ticket => ticket.n > served && ticket.n < n);
                }(this.record, this.ticket, served);
            }
            behind(lockMark) {
                if (void 0 === this.ticket) return 0;
                const ticket = this.ticket;
                const served = this.served(lockMark);
                return this.record.tickets.filter(other => other.n > Math.max(ticket, served)).length;
            }
            mayTry(lockMark, freeForMs, ahead = this.ahead(lockMark)) {
                return freeForMs >= ahead.reduce((sum, ticket) => sum + function passStepOf(ticket, oursMs) {
                    const its = ticket.passStepMs;
                    return "number" == typeof its && Number.isSafeInteger(its) && its > 0 ? Math.max(its, oursMs) : oursMs;
                }(ticket, this.passStepMs), 0);
            }
            markFor(lockMark) {
                const mark = Math.max(this.ticket ?? 0, this.served(lockMark));
                return mark > 0 ? mark : void 0;
            }
            discardSeatedNow(bound) {
                this.seatedRequests.finish(bound);
            }
            entered() {
                this.discardSeatedNow();
                this.line.finishTakingIn();
            }
            async leave(bound) {
                if (void 0 === this.ticket && !this.joinSent) {
                    this.discardSeatedNow(bound);
                    return;
                }
                const line = this.cleanupLine;
                const sent = this.sentRequests.splice(0);
                const last = sent.at(-1);
                void 0 !== last && await line.withdraw(last, bound).catch(() => {});
                if (mutations_mutated("F35")) {
                    await this.seatedRequests.finish((0, deadlines.ux)(UNBOUNDED_MS));
                    await line.discard(sent, (0, deadlines.ux)(UNBOUNDED_MS)).catch(() => {});
                }
                const {round, removed} = await line.leave(this.id, bound, !0);
                const ticket = removed?.n ?? this.ticket;
                this.ticket = void 0;
                this.joinSent = !1;
                this.discardSeatedNow(bound);
                line.discardAfterLeave(sent, round, bound).catch(() => {});
                return ticket;
            }
            async settle(bound) {
                void 0 === this.ticket && this.joinSent && await this.leave(bound);
            }
        }
        const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
        function parseListingKey(name, key) {
            if (!key.startsWith(`${name}.`)) return;
            const parts = key.slice(name.length + 1).split(".");
            if (3 !== parts.length) return;
            const [created, uuid, expires] = parts;
            return /^\d+$/.test(created) && /^\d+$/.test(expires) && UUID.test(uuid) ? {
                key,
                createdMs: Number(created),
                uuid,
                expiresMs: Number(expires)
            } : void 0;
        }
        function listingKey(name, createdMs, uuid, expiresMs) {
            return `${name}.${createdMs}.${uuid}.${expiresMs}`;
        }
        function nextStamp(live, storeNowMs) {
            const latest = live.reduce((max, key) => Math.max(max, key.createdMs), -1 / 0);
            return Math.max(Math.floor(storeNowMs) - 1e3, latest + 1);
        }
        function samePlace(a, b) {
            return a.createdMs === b.createdMs && a.uuid === b.uuid;
        }
        function indexOfPlace(live, place) {
            return live.findIndex(key => samePlace(key, place));
        }
        const HOLDER_METADATA = "s3-lock-holder";
        function waitingLeaseFor(pollMs) {
            return Math.max(1e4, 10 * pollMs);
        }
        class ListingLock {
            store;
            name;
            clockOffsetMs=0;
            pendingKeys=new Set;
            inFlightUntil=new Map;
            tidied=new Set;
            bound=(0, deadlines.ux)(3e4);
            constructor(store, name) {
                this.store = store;
                this.name = name;
            }
            async acquire(options) {
                const startedAt = (0, backoff.XZ)();
                const deadline = startedAt + options.timeoutMs;
                this.bound = (0, deadlines.ux)(options.timeoutMs + deadlines.E6);
                const waitLeaseMs = options.waitLeaseMs ?? waitingLeaseFor(options.pollMs);
                const done = ({key, leaseEndsAt}) => ({
                    key,
                    waitedMs: (0, backoff.XZ)() - startedAt,
                    waitersAheadAtJoining,
                    inFlightUntil: this.inFlightUntil.get(key),
                    leaseEndsAt
                });
                let waitersAheadAtJoining = 0;
                let joins = 0;
                let waiting;
                let live = await this.listLive();
                let known;
                let lastShown;
                let vanished;
                for (let round = 0; ;round++) {
                    if (void 0 === waiting) {
                        const created = nextStamp(live, this.storeNow());
                        const uuid = (0, basics_clock.yT)().uuid();
                        if (0 === live.length) {
                            const outcome = await this.claim({
                                createdMs: created,
                                uuid
                            }, void 0, options, deadline);
                            if ("key" in outcome) return done(outcome);
                            live = outcome.live;
                            waiting = outcome.waiting;
                            if (void 0 === waiting) {
                                this.checkTimeout(deadline, startedAt, `${this.name}.*`);
                                await (0, backoff.yy)((0, backoff.EY)(round, 50, options.pollMs), options.signal);
                                live = await this.listLive();
                                continue;
                            }
                        } else {
                            waiting = await this.writeWaitingKey({
                                createdMs: created,
                                uuid
                            }, waitLeaseMs, options);
                            live = [ ...live, {
                                ...waiting
                            } ];
                        }
                        const ahead = indexOfPlace(live, waiting);
                        0 === joins && (waitersAheadAtJoining = Math.max(0, ahead - 1));
                        options.onJoined?.({
                            key: waiting.key,
                            waitersAhead: Math.max(0, ahead - 1),
                            rejoined: joins > 0
                        });
                        joins++;
                    }
                    const at = indexOfPlace(live, waiting);
                    if (at < 0) {
                        await this.withdraw();
                        waiting = void 0;
                        live = await this.listLive();
                        continue;
                    }
                    if (0 === at) {
                        const outcome = await this.claim(waiting, waiting, options, deadline);
                        if ("key" in outcome) return done(outcome);
                        live = outcome.live;
                        waiting = outcome.waiting;
                        continue;
                    }
                    round > 0 && this.checkTimeout(deadline, startedAt, live[at - 1].key);
                    const ahead = live[at - 1];
                    const holder = live[0];
                    ahead.key === vanished && await (0, backoff.yy)(Math.min(options.pollMs, deadline - (0, 
                    backoff.XZ)()), options.signal);
                    if (!(ahead === holder || known && samePlace(known.holder, holder))) {
                        const head = await this.store.head(holder.key, this.bound);
                        this.learnClock(head.serverNowMs);
                        known = {
                            holder,
                            details: decodeHolder(head.metadata["s3-lock-holder"])
                        };
                    }
                    for (;;) {
                        const head = await this.store.head(ahead.key, this.bound);
                        this.learnClock(head.serverNowMs);
                        head.exists || (vanished = ahead.key);
                        if (!head.exists || ahead.expiresMs <= this.storeNow()) break;
                        ahead === holder && (known = {
                            holder,
                            details: decodeHolder(head.metadata["s3-lock-holder"])
                        });
                        options.onWait?.({
                            holderKey: holder,
                            holder: known?.details,
                            holderChanged: !(lastShown && samePlace(lastShown, holder)),
                            expiresInMs: holder.expiresMs - this.storeNow(),
                            waitedMs: (0, backoff.XZ)() - startedAt,
                            ahead: at
                        });
                        lastShown = holder;
                        if (waiting.expiresMs - this.storeNow() < waitLeaseMs / 2) {
                            waiting = await this.extend(waiting, waitLeaseMs, options);
                            if (void 0 === waiting) break;
                        }
                        this.checkTimeout(deadline, startedAt, ahead.key);
                        const now = (0, backoff.XZ)();
                        const aheadExpiresInMs = ahead.expiresMs - this.storeNow();
                        await (0, backoff.yy)(Math.min(options.pollMs, deadline - now, aheadExpiresInMs + 50), options.signal);
                    }
                    live = await this.listLive();
                }
            }
            checkTimeout(deadline, startedAt, key) {
                const now = (0, backoff.XZ)();
                if (!(now < deadline)) throw new errors.XB(`timed out after ${(0, duration.a3)(now - startedAt)} waiting for ${this.store.where(key)}`);
            }
            inFlightUntilOf(key) {
                return this.inFlightUntil.get(key);
            }
            async release(key, bound) {
                await this.store.delete(key, bound);
            }
            deleteAgainAfterLanding(key, store = this.store) {
                const until = this.inFlightUntil.get(key);
                if (void 0 !== until) {
                    this.inFlightUntil.delete(key);
                    (0, basics_clock.pm)().later((0, store_requests.ZM)(until, this.store.requestTimeoutMs), () => {
                        store.delete(key, (0, deadlines.ux)(deadlines.qe)).catch(() => {});
                    });
                }
            }
            async claim(place, waiting, options, deadline) {
                let expires = Math.floor(this.storeNow()) - 1e3 + options.leaseMs;
                expires === waiting?.expiresMs && expires++;
                const leaseEndsAt = (0, backoff.XZ)() + expires - this.storeNow();
                const halfMs = (options.leaseMs - 1e3) / 2;
                const leftMs = () => Math.min(leaseEndsAt - (0, backoff.XZ)(), expires - this.storeNow());
                const key = listingKey(this.name, place.createdMs, place.uuid, expires);
                const sentAt = (0, backoff.XZ)();
                await this.putKey(key, options);
                const uploadMs = (0, backoff.XZ)() - sentAt;
                if (waiting && !this.landedBefore(waiting.expiresMs)) {
                    await this.withdraw();
                    return {
                        live: await this.listLive(),
                        waiting: void 0
                    };
                }
                let live = await this.listLive();
                if (0 === indexOfPlace(live, place)) {
                    const room = Math.min(leftMs() - halfMs, deadline - (0, backoff.XZ)());
                    await (0, backoff.yy)(Math.max(0, Math.min(Math.max(250, 4 * uploadMs), room)), options.signal);
                    live = await this.listLive();
                    if (0 === indexOfPlace(live, place)) {
                        await (options.beforeHolding?.(this.bound));
                        if (leftMs() >= halfMs) {
                            this.pendingKeys.delete(key);
                            waiting && this.dropInBackground(waiting.key);
                            return {
                                key,
                                leaseEndsAt
                            };
                        }
                        await this.withdraw();
                        return {
                            live: await this.listLive(),
                            waiting: void 0
                        };
                    }
                }
                if (indexOfPlace(live, place) < 0) {
                    await this.withdraw();
                    return {
                        live,
                        waiting: void 0
                    };
                }
                if (void 0 === waiting) {
                    const waitLeaseMs = options.waitLeaseMs ?? waitingLeaseFor(options.pollMs);
                    waiting = await this.writeWaitingKey(place, waitLeaseMs, options);
                    if (!this.landedBefore(expires)) {
                        await this.withdraw();
                        return {
                            live,
                            waiting: void 0
                        };
                    }
                }
                await this.dropKey(key);
                return {
                    live,
                    waiting
                };
            }
            async writeWaitingKey(place, waitLeaseMs, options) {
                const expiresMs = Math.floor(this.storeNow()) + waitLeaseMs;
                const key = listingKey(this.name, place.createdMs, place.uuid, expiresMs);
                await this.putKey(key, options);
                return {
                    ...place,
                    key,
                    expiresMs
                };
            }
            async extend(waiting, waitLeaseMs, options) {
                if (waiting.expiresMs - this.storeNow() > 2e3) {
                    const next = await this.writeWaitingKey(waiting, waitLeaseMs, options);
                    if (next.key !== waiting.key && this.landedBefore(waiting.expiresMs)) {
                        await this.dropKey(waiting.key);
                        return next;
                    }
                }
                await this.withdraw();
            }
            async putKey(key, options) {
                const metadata = {
                    [HOLDER_METADATA]: encodeURIComponent(JSON.stringify(options.holder))
                };
                this.pendingKeys.add(key);
                const {inFlightUntil} = await this.store.putOwnKey(key, options.context, metadata, this.bound);
                void 0 !== inFlightUntil && this.inFlightUntil.set(key, inFlightUntil);
                this.learnClock(this.store.lastServerNow);
            }
            landedBefore(expiresMs) {
                return (this.store.lastServerNow ?? this.storeNow()) + 2e3 <= expiresMs;
            }
            async dropKey(key) {
                await this.store.delete(key, this.bound);
                this.pendingKeys.delete(key);
                this.deleteAgainAfterLanding(key);
            }
            dropInBackground(key) {
                this.pendingKeys.delete(key);
                this.store.delete(key, (0, deadlines.ux)(deadlines.qe)).catch(() => {}).then(() => this.deleteAgainAfterLanding(key));
            }
            async withdraw() {
                for (const key of [ ...this.pendingKeys ]) await this.dropKey(key);
            }
            async listLive() {
                const listing = await this.store.list(`${this.name}.`, this.bound);
                this.learnClock(listing.serverNowMs);
                const keys = listing.keys.map(item => item.key);
                await this.tidy(function staleKeys(name, keys, nowMs) {
                    return keys.filter(key => {
                        const parsed = parseListingKey(name, key);
                        return void 0 !== parsed && parsed.expiresMs + 6e4 < nowMs;
                    });
                }(this.name, keys, this.storeNow()));
                return function liveInOrder(name, keys, nowMs) {
                    return keys.map(key => parseListingKey(name, key)).filter(item => void 0 !== item && item.expiresMs > nowMs).sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
                }(this.name, keys, this.storeNow());
            }
            async tidy(stale) {
                const fresh = stale.filter(key => !this.tidied.has(key)).slice(0, 20);
                for (const key of fresh) this.tidied.add(key);
                await Promise.all(fresh.map(key => this.store.delete(key, this.bound).catch(() => {})));
            }
            learnClock(serverNowMs) {
                void 0 !== serverNowMs && (this.clockOffsetMs = serverNowMs - (0, basics_clock.pm)().wallNow());
            }
            storeNow() {
                return (0, basics_clock.pm)().wallNow() + this.clockOffsetMs;
            }
        }
        function decodeHolder(text) {
            if (text) try {
                return JSON.parse(decodeURIComponent(text));
            } catch {
                return;
            }
        }
        var lock_key = __nccwpck_require__(411);
        class StrategyConflictError extends errors.Ui {}
        async function refuseIfConditionalLock(store, name, bound) {
            const key = (0, lock_key.QX)(name);
            const read = await store.read(key, void 0, bound);
            if ("present" !== read.kind) return;
            const exists = function neverHeld(body) {
                try {
                    return isPending(parseRecord(body));
                } catch {
                    return !1;
                }
            }(read.object.body) ? `${store.where(key)} exists, written by a conditional-strategy job that has not held it yet` : `${store.where(key)} exists`;
            throw new StrategyConflictError(`lock "${name}" is a conditional-strategy lock (${exists}), and the listing strategy cannot exclude its holders: use strategy conditional (or auto) for this name, as every workflow that uses it must`);
        }
        async function renewAcquisition(renew, current, holder, bound) {
            const sentAt = (0, backoff.XZ)();
            const unconfirmedSince = current.unconfirmedSince ?? sentAt;
            const record = {
                ...current.record,
                holder
            };
            const renewed = await renew({
                ...record,
                etag: current.etag
            }, bound);
            if ("lost" === renewed.kind) return;
            if ("renewed" !== renewed.kind) return {
                next: {
                    ...current,
                    unconfirmedSince
                },
                confirmed: !1
            };
            const leaseMs = renewed.leaseMs ?? current.leaseMs;
            const byAnswer = "answer" === renewed.confirmedBy;
            const ours = byAnswer || mutations_mutated("F42") || function sameHolder(stored, written) {
                if (void 0 === stored) return !1;
                const keys = Object.keys(written);
                return keys.length === Object.keys(stored).length && keys.every(key => stored[key] === written[key]);
            }(renewed.holder, holder);
            const next = {
                ...current,
                etag: renewed.etag,
                leaseMs,
                record: {
                    ...current.record,
                    holder: ours ? holder : renewed.holder ?? current.record.holder,
                    renewals: renewed.renewals,
                    leaseMs
                },
                leaseStartedAt: byAnswer ? renewed.sentAt ?? sentAt : mutations_mutated("F42") ? sentAt : unconfirmedSince
            };
            delete next.unconfirmedSince;
            return {
                next,
                confirmed: ours
            };
        }
        function describeHold(hold, leftMs) {
            const left = void 0 === leftMs ? "" : `, ${(0, duration.a3)(Math.max(0, leftMs))} left`;
            return `on hold by ${hold.by || "someone"} ("${hold.reason}"${left}; hold on ${targetText(hold.target)})`;
        }
        function targetText(target) {
            return "/" === target ? "every lock" : target;
        }
        class MalformedHoldsError extends Error {}
        function storeHoldRemainingMs(hold, lastModifiedMs, serverNowMs) {
            if (void 0 === serverNowMs) return;
            const most = hold.forMs + 2e3;
            if (void 0 !== hold.endsAt) return Math.min(most, hold.endsAt + 1e3 - serverNowMs);
            if (lastModifiedMs <= 0) return;
            const age = Math.max(0, serverNowMs - lastModifiedMs);
            return hold.forMs + 1e3 - age;
        }
        function holdRemainingMs(byStoreClock, first, monotonicNowMs) {
            const byOwnCount = first.remainingMs - (monotonicNowMs - first.at);
            return void 0 === byStoreClock ? byOwnCount : storeClockBound(byStoreClock, byOwnCount, 2e3);
        }
        function holdOn(active, name) {
            return active.filter(hold => function covers(target, name) {
                return "/" === target || (target.endsWith("/") ? name.startsWith(target) : name === target);
            }(hold.target, name)).sort((a, b) => b.remainingMs - a.remainingMs)[0];
        }
        function holds_isObject(value) {
            return "object" == typeof value && null !== value && !Array.isArray(value);
        }
        class UnreadableHoldsError extends errors.Ui {}
        class HoldsReader {
            store;
            firstSight=new Map;
            constructor(store) {
                this.store = store;
            }
            async read(bound) {
                const read = await this.store.read(".s3-lock/holds", void 0, bound);
                const readAt = (0, backoff.XZ)();
                if ("forbidden" === read.kind) return {
                    kind: "forbidden",
                    explanation: read.explanation
                };
                const {serverNowMs} = read;
                if ("present" !== read.kind) return {
                    kind: "absent",
                    registry: {
                        version: 1,
                        write: "",
                        holds: [],
                        history: []
                    },
                    active: [],
                    ended: [],
                    readAt,
                    serverNowMs
                };
                let registry;
                try {
                    registry = function holds_parseHolds(text) {
                        let value;
                        try {
                            value = JSON.parse(text);
                        } catch {
                            throw new MalformedHoldsError("the holds object is not JSON");
                        }
                        if (!holds_isObject(value)) throw new MalformedHoldsError("the holds object is not a JSON object");
                        refuseNewerFormat(value, "the holds object", 1);
                        if (1 !== value.version || !Array.isArray(value.holds)) throw new MalformedHoldsError("the holds object has no valid version or list of holds");
                        const holds = value.holds.map(hold => {
                            if (!holds_isObject(hold) || "string" != typeof hold.id || "string" != typeof hold.target || !Number.isSafeInteger(hold.forMs)) throw new MalformedHoldsError("the holds object has a hold without id, target or duration");
                            const read = {
                                id: hold.id,
                                target: hold.target,
                                reason: String(hold.reason ?? ""),
                                by: String(hold.by ?? ""),
                                forMs: hold.forMs,
                                setAt: String(hold.setAt ?? "")
                            };
                            Number.isSafeInteger(hold.endsAt) && (read.endsAt = hold.endsAt);
                            return read;
                        });
                        const history = Array.isArray(value.history) ? value.history.filter(holds_isObject).map(event => event) : [];
                        return {
                            version: 1,
                            write: String(value.write ?? ""),
                            holds,
                            history: history.slice(-20)
                        };
                    }(read.object.body);
                } catch (error) {
                    if (!(error instanceof MalformedHoldsError)) throw error;
                    throw new UnreadableHoldsError(`${this.store.where(".s3-lock/holds")} cannot be read as holds (${error.message}); fix or delete it by hand`);
                }
                const {etag, lastModifiedMs} = read.object;
                const active = [];
                const ended = [];
                for (const hold of registry.holds) {
                    const byStoreClock = storeHoldRemainingMs(hold, lastModifiedMs, serverNowMs);
                    let first = this.firstSight.get(hold.id);
                    if (void 0 === first) {
                        first = {
                            at: readAt,
                            remainingMs: byStoreClock ?? hold.forMs
                        };
                        this.firstSight.set(hold.id, first);
                    }
                    const remainingMs = holdRemainingMs(byStoreClock, first, readAt);
                    (remainingMs > 0 ? active : ended).push({
                        ...hold,
                        remainingMs
                    });
                }
                return {
                    kind: "present",
                    registry,
                    etag,
                    active,
                    ended,
                    readAt,
                    serverNowMs
                };
            }
        }
        const PAUSED_ON = "pausedOnHold";
        const REASON = "holdReason";
        const BY = "holdBy";
        const LEFT = "holdLeftMs";
        const IGNORED_HOLD = "ignoredHold";
        function markPaused(holder, hold, leftMs) {
            return {
                ...unmarked(holder),
                [PAUSED_ON]: hold.target,
                [REASON]: hold.reason,
                [BY]: hold.by,
                [LEFT]: String(Math.max(0, Math.round(leftMs)))
            };
        }
        function unmarked(holder) {
            const marks = new Set([ PAUSED_ON, REASON, BY, LEFT ]);
            return Object.fromEntries(Object.entries(holder).filter(([key]) => !marks.has(key)));
        }
        function pauseMarkOf(holder) {
            const target = holder[PAUSED_ON];
            if (void 0 === target) return;
            const leftMs = Number(holder[LEFT]);
            return {
                target,
                reason: holder[REASON] ?? "",
                by: holder[BY] ?? "",
                leftMs: Number.isFinite(leftMs) ? leftMs : 0
            };
        }
        function markIgnored(holder, why, hold) {
            return {
                ...unmarked(holder),
                [IGNORED_HOLD]: `${why} (hold on ${hold.target} by ${hold.by}: ${hold.reason})`
            };
        }
        class HoldError extends errors.Ui {
            hold;
            outcome;
            constructor(message, hold, outcome) {
                super(message);
                this.hold = hold;
                this.outcome = outcome;
            }
        }
        async function keepLease(current, holder, context) {
            return leaseLeftMs(current) > 3 * current.leaseMs / 4 - 1 ? current : (await renewAs(current, holder, context))?.next;
        }
        function renewAs(current, holder, context) {
            return renewAcquisition(context.renew, current, holder, context.bound);
        }
        class AcquireAttempt {
            store;
            lock;
            options;
            owner;
            startedAt=(0, backoff.XZ)();
            deadline;
            bound;
            place;
            contentionRound=0;
            wroteBefore=!1;
            cleanupNeeded=!1;
            polls=0;
            unresolvedSince;
            unentered=!1;
            releaseOnStop=!1;
            failedReads=0;
            lastReadMs;
            answeredOnce=!1;
            checkedBeforeCreate=!1;
            createdName=!1;
            checkedPending;
            sawHold={
                seen: !1
            };
            holdsBeforeTake;
            constructor(store, lock, options, inLine) {
                this.store = store;
                this.lock = lock;
                this.options = options;
                this.owner = options.owner ?? (0, basics_clock.yT)().uuid();
                this.deadline = this.startedAt + options.timeoutMs;
                this.bound = (0, deadlines.ux)(options.timeoutMs + deadlines.E6);
                const line = options.line;
                this.place = line ? new Place(new Line(store, line.key), this.owner, options.holder, line.passStepMs, {
                    ...inLine,
                    waitsUntil: this.deadline,
                    ...void 0 === line.claimMs ? {} : {
                        claimMs: line.claimMs
                    },
                    ...void 0 === line.cleanupStore ? {} : {
                        cleanupStore: line.cleanupStore
                    }
                }) : void 0;
            }
            async run() {
                try {
                    for (;;) {
                        const acquired = await this.look();
                        if (void 0 !== acquired) return acquired;
                    }
                } catch (error) {
                    const leftMs = this.deadline + deadlines.TX - (0, backoff.XZ)();
                    await this.stopped({
                        error,
                        bound: (0, deadlines.ux)(Math.min(deadlines.qe, leftMs))
                    });
                    throw error;
                }
            }
            async read(knownEtag) {
                mutations_mutated("I15") && this.options.holds && (this.holdsBeforeTake = await new HoldsReader(this.store).read(this.bound).catch(() => {}));
                try {
                    const sentAt = (0, backoff.XZ)();
                    const read = await this.store.read(this.lock.key, knownEtag, this.bound);
                    this.lastReadMs = (0, backoff.XZ)() - sentAt;
                    this.failedReads = 0;
                    this.answeredOnce = !0;
                    return read;
                } catch (error) {
                    if (!(error instanceof errors.o2) || this.options.signal?.aborted) throw error;
                    if (!this.answeredOnce && error.noAnswer) throw error;
                    await this.giveUpIfLate(`while the store could not be read (${error.message}):`);
                    const pauseMs = (0, backoff.EY)(this.failedReads++, 500, 5e3);
                    await (0, backoff.yy)(Math.min(pauseMs, Math.max(0, this.deadline - (0, backoff.XZ)())), this.options.signal);
                    return;
                }
            }
            async createPending() {
                if (!this.checkedBeforeCreate) {
                    await (this.options.beforeCreate?.(this.bound));
                    this.checkedBeforeCreate = !0;
                }
                const body = serializeRecord(function pendingRecord() {
                    return {
                        version: RECORD_VERSION,
                        state: "released",
                        token: 0,
                        releasedBy: "",
                        releasedAt: "",
                        holder: {},
                        pending: !0
                    };
                }());
                const outcome = await this.store.create(this.lock.key, body, this.bound);
                "written" === outcome.kind && (this.createdName = !0);
                "precondition-failed" === outcome.kind && await this.joinLine(0, !0);
                return {
                    outcome,
                    body
                };
            }
            async checkListing(pendingEtag) {
                if (this.checkedPending === pendingEtag) return;
                const skipped = await async function refuseIfListingHeld(store, name, signal, bound) {
                    const startedAt = (0, backoff.XZ)();
                    for (;;) {
                        let listing;
                        try {
                            listing = await store.list(`${name}.`, bound);
                        } catch (error) {
                            if (!(error instanceof errors.Ui)) throw error;
                            return `could not look for listing-strategy holders of this name (${error.message})`;
                        }
                        const now = listing.serverNowMs ?? (0, basics_clock.pm)().wallNow();
                        const live = listing.keys.map(item => parseListingKey(name, item.key)).find(key => void 0 !== key && key.expiresMs > now);
                        if (void 0 === live) return;
                        if ((0, backoff.XZ)() - startedAt >= 3e3) throw new StrategyConflictError(`lock "${name}" is held with the listing strategy (${store.where(live.key)}), which the conditional strategy cannot exclude: every workflow that uses this name must switch strategy together (see the README, "Migrating"), or use strategy listing until then`);
                        await (0, backoff.yy)(500, signal);
                    }
                }(this.store, this.lock.key, this.options.signal, this.bound);
                void 0 !== skipped && this.options.onListingCheckSkipped?.(skipped);
                this.checkedPending = pendingEtag;
            }
            beforeWrite() {
                this.mayNeedCleanup();
                this.wroteBefore = !0;
                this.place?.discardSeatedNow();
            }
            mayNeedCleanup() {
                this.cleanupNeeded || this.options.beforeFirstWrite?.();
                this.cleanupNeeded = !0;
            }
            async pauseAfterRace(outcome) {
                await this.giveUpIfLate((0, store_requests.vN)(outcome));
                await (0, backoff.yy)((0, backoff.EY)(this.contentionRound++, 20, this.options.pollMs), this.options.signal);
            }
            async enter(candidate, readBack) {
                if (mutations_mutated("F2")) return this.enterCheckedBeforeWait(candidate);
                await (this.place?.settle(this.bound).catch(() => {}));
                const cleared = await this.passHolds(candidate);
                if (cleared && this.createdName) {
                    this.createdName = !1;
                    await (this.place?.line.takeInAfterCreate(this.bound));
                }
                const entered = cleared && (mutations_mutated("F34") ? cleared : await this.enterInTime(cleared));
                if (void 0 !== entered) {
                    this.place?.entered();
                    return entered;
                }
                readBack && (this.unresolvedSince = void 0);
                this.unentered = !0;
                await this.giveUpIfLate("before a lease of our own could start on");
            }
            async enterCheckedBeforeWait(candidate) {
                const checked = await this.enterInTime(candidate);
                await (this.place?.settle(this.bound).catch(() => {}));
                const cleared = checked && await this.passHolds(checked);
                cleared && this.place?.entered();
                return cleared;
            }
            async passHolds(candidate) {
                const holds = this.options.holds;
                if (void 0 === holds) return candidate;
                try {
                    return await async function passHolds(options, candidate, context) {
                        const reader = new HoldsReader(context.store);
                        const original = candidate.record.holder;
                        let current = candidate;
                        let paused = !1;
                        let seenId;
                        let failedReads = 0;
                        let early = context.readBeforeTake;
                        for (;;) {
                            let read;
                            try {
                                read = early ?? await reader.read(context.bound);
                                early = void 0;
                                failedReads = 0;
                            } catch (error) {
                                if (!(error instanceof errors.o2) || context.signal?.aborted) throw error;
                                if ((0, backoff.XZ)() >= context.deadline) throw error;
                                await (0, backoff.yy)((0, backoff.EY)(failedReads++, 500, 5e3), context.signal);
                                const kept = await keepLease(current, current.record.holder, context);
                                if (void 0 === kept) return;
                                current = kept;
                                continue;
                            }
                            if ("forbidden" === read.kind) {
                                if (void 0 === seenId && !0 !== context.sawHold?.seen) {
                                    options.onUnreadable?.(read.explanation);
                                    return current;
                                }
                                if ((0, backoff.XZ)() >= context.deadline) throw new errors.XB(`lock "${options.name}" was held, and the holds could not be read again before this job's timeout: ${read.explanation}`);
                                await (0, backoff.yy)((0, backoff.EY)(failedReads++, 500, 5e3), context.signal);
                                const kept = await keepLease(current, current.record.holder, context);
                                if (void 0 === kept) return;
                                current = kept;
                                continue;
                            }
                            const hold = holdOn(read.active, options.name);
                            if (void 0 === hold) {
                                if (!paused) return current;
                                const resumed = await renewAs(current, original, context);
                                if (void 0 === resumed) return;
                                current = resumed.next;
                                if (!resumed.confirmed) {
                                    if ((0, backoff.XZ)() >= context.deadline) throw new errors.XB(`the hold on lock "${options.name}" ended, but the store did not confirm this job's resumption in time`);
                                    await (0, backoff.yy)((0, backoff.EY)(failedReads++, 500, 5e3), context.signal);
                                    continue;
                                }
                                paused = !1;
                                continue;
                            }
                            const endsAt = read.readAt + hold.remainingMs;
                            if (void 0 !== options.ignore) {
                                const marked = await renewAs(current, markIgnored(original, options.ignore, hold), context);
                                void 0 !== marked && options.onIgnored?.(hold);
                                return marked?.next;
                            }
                            const what = describeHold(hold, hold.remainingMs);
                            if ("wait" !== options.onHold) throw new HoldError(`lock "${options.name}" is ${what} (on-hold: ${options.onHold})`, hold, options.onHold);
                            if (endsAt > context.deadline) throw new HoldError(`lock "${options.name}" is ${what}, which ends after this job's timeout (${(0, 
                            duration.a3)(Math.max(0, context.deadline - (0, backoff.XZ)()))} left)`, hold, "timeout");
                            const now = (0, backoff.XZ)();
                            options.onHeld?.({
                                hold,
                                leftMs: endsAt - now,
                                first: hold.id !== seenId,
                                waitedMs: now - context.startedAt
                            });
                            seenId = hold.id;
                            context.sawHold && (context.sawHold.seen = !0);
                            if (!paused) {
                                const marked = await renewAs(current, markPaused(original, hold, endsAt - now), context);
                                if (void 0 === marked) return;
                                current = marked.next;
                                paused = !0;
                            }
                            await (0, backoff.yy)(Math.max(0, Math.min(context.pollMs, endsAt - (0, backoff.XZ)() + 50, current.leaseMs / 4)), context.signal);
                            const kept = await keepLease(current, markPaused(original, hold, endsAt - (0, backoff.XZ)()), context);
                            if (void 0 === kept) return;
                            current = kept;
                        }
                    }(holds, candidate, {
                        store: this.store,
                        renew: (claim, bound) => this.lock.renew(claim, bound),
                        deadline: this.deadline,
                        startedAt: this.startedAt,
                        pollMs: this.options.pollMs,
                        bound: this.bound,
                        signal: this.options.signal,
                        sawHold: this.sawHold,
                        ...this.holdsBeforeTake ? {
                            readBeforeTake: this.holdsBeforeTake
                        } : {}
                    });
                } catch (error) {
                    this.releaseOnStop = !0;
                    throw error;
                }
            }
            async joinLine(mark, nameIsNew = !1) {
                const place = this.place;
                if (!place) return;
                const before = place.ticket;
                try {
                    await place.join(mark, this.bound, nameIsNew);
                } catch (error) {
                    if (this.options.signal?.aborted || error instanceof errors.IC) throw error;
                    if (error instanceof SupersededError) throw error;
                    this.bound.aborted && await this.giveUp("waiting in line for");
                    if (!(error instanceof errors.Ui)) throw error;
                    return;
                }
                place.ticket !== before && void 0 !== place.ticket && this.options.line?.onJoined?.(place.ticket, place.ahead(mark));
            }
            async keepPlace(mark, readLine) {
                const place = this.place;
                place && (void 0 === place.ticket || place.ticket <= place.served(mark) ? await this.joinLine(mark) : readLine && await place.refreshIfNear(mark, this.bound));
            }
            async sleepUntilNextLook(intervalMs, now, endsInMs) {
                const current = (0, backoff.XZ)();
                const untilTimeoutMs = this.deadline - current;
                const untilEndMs = endsInMs - (current - now);
                const paced = intervalMs > 2 * this.options.pollMs;
                await (0, backoff.yy)(Math.min(paced ? intervalMs * (.75 + (0, basics_clock.yT)().fraction() / 2) : intervalMs, untilTimeoutMs, Math.max(untilEndMs, 0) + 50), this.options.signal);
            }
            async giveUpIfLate(why) {
                (0, backoff.XZ)() >= this.deadline && await this.giveUp(why);
            }
            async giveUp(why) {
                (this.unentered || this.mayHoldUnheard()) && (this.releaseOnStop = !0);
                const waited = (0, duration.a3)((0, backoff.XZ)() - this.startedAt);
                throw new errors.XB(`timed out after ${waited} ${why} ${this.store.where(this.lock.key)}`);
            }
            async releaseOurs(bound) {
                await this.lock.release({
                    owner: this.owner
                }, bound).catch(() => {});
            }
            async stopped(stop) {
                await (this.place?.leave(stop.bound).catch(() => {}));
                this.releaseOnStop && await this.releaseOurs(stop.bound);
            }
            async enterInTime(acquisition) {
                const {holder} = acquisition.record;
                const renew = (claim, bound) => this.lock.renew(claim, bound);
                let current = acquisition;
                let stored = !0;
                for (let attempt = 0; attempt < 3; attempt++) {
                    if (stored && leaseLeftMs(current) >= current.leaseMs / 2) return current;
                    const renewed = await renewAcquisition(renew, current, holder, this.bound);
                    if (void 0 === renewed) return;
                    if (!renewed.confirmed && renewed.next.etag === current.etag) return;
                    stored = renewed.confirmed;
                    current = renewed.next;
                }
            }
        }
        class LockAcquisition extends AcquireAttempt {
            lock;
            clockAllowanceMs;
            headPollMs;
            seen;
            replaced;
            lastHolderOwner;
            pace=new TurnPace;
            created;
            existsButForbidden=!1;
            unresolvedCondition;
            freeSince;
            goneEtag;
            constructor(store, lock, options) {
                super(store, lock, options, {
                    run: options.line?.newest
                });
                this.lock = lock;
                this.clockAllowanceMs = function clockAllowanceFor(leaseMs, requestedMs) {
                    return Math.max(0, Math.min(requestedMs, Math.floor(leaseMs / 4)));
                }(options.leaseMs, options.storeClockAllowanceMs ?? 2e3);
                this.headPollMs = Math.max(50, options.pollMs / 4);
            }
            async look() {
                const read = this.created ?? await this.read(this.seen?.etag);
                this.created = void 0;
                if (void 0 === read) return;
                const now = (0, backoff.XZ)();
                const seen = this.see(read, now);
                if (void 0 === seen) return this.createName(read);
                if (this.isOurs(seen)) return this.enter(this.ourRecord(seen, now), !0);
                const free = function isFree(seen, serverNowMs, now) {
                    return "released" === seen.record.state || leaseRemainingMs(seen, serverNowMs, now) <= 0;
                }(seen, read.serverNowMs, now);
                if (!free && seen.etag !== this.goneEtag) return this.waitForHolder(seen, read, now);
                if (!await this.ourTurn(seen, now)) return;
                const taken = await this.take(seen, read, free ? function afterOf(previous) {
                    return isPending(previous) ? "created" : "held" === previous.state ? "expired" : void 0 === previous.forcedBy ? "released" : "forced";
                }(seen.record) : "holder-gone");
                return taken && this.enter(taken, !0);
            }
            mayHoldUnheard() {
                return void 0 !== this.unresolvedSince;
            }
            async stopped(stop) {
                stop.error instanceof SupersededError && void 0 !== this.unresolvedSince && (this.releaseOnStop = !0);
                await super.stopped(stop);
            }
            see(read, now) {
                if ("forbidden" === read.kind && this.existsButForbidden) throw new errors.IC(read.explanation);
                "absent" !== read.kind && "forbidden" !== read.kind || (this.seen = void 0);
                "present" === read.kind && (this.seen = this.observe(read.object, now));
                const condition = this.seen?.etag ?? "";
                this.isOurs(this.seen) || condition === this.unresolvedCondition || (this.unresolvedSince = void 0);
                return this.seen;
            }
            isOurs(seen) {
                return "held" === seen?.record.state && seen.record.owner === this.owner;
            }
            async createName(read) {
                const {outcome, body} = await this.createPending();
                if ("written" === outcome.kind) {
                    const object = {
                        etag: outcome.etag,
                        body,
                        lastModifiedMs: 0
                    };
                    this.created = {
                        kind: "present",
                        object,
                        serverNowMs: read.serverNowMs
                    };
                }
                this.noteRefusal(outcome, read);
                "written" !== outcome.kind && await this.pauseAfterRace(outcome);
            }
            ourRecord(seen, now) {
                return {
                    key: this.lock.key,
                    owner: this.owner,
                    token: seen.record.token,
                    etag: seen.etag,
                    leaseMs: this.options.leaseMs,
                    record: seen.record,
                    leaseStartedAt: this.unresolvedSince ?? this.startedAt,
                    waitedMs: now - this.startedAt,
                    previous: this.replaced,
                    tookOverExpired: "expired" === seen.record.after,
                    tookOverGone: "holder-gone" === seen.record.after
                };
            }
            async ourTurn(seen, now) {
                const place = this.place;
                if (!place || isPending(seen.record) && !place.run && void 0 === place.ticket) return !0;
                const mark = seen.record.ticket ?? 0;
                this.freeSince?.etag !== seen.etag && (this.freeSince = {
                    etag: seen.etag,
                    at: now
                });
                const fresh = place.isFirst(mark) || await place.refreshIfNear(mark, this.bound);
                (!fresh || void 0 !== place.ticket || place.ahead(mark).length > 0 || place.run) && await this.joinLine(mark);
                return place.isFirst(mark) || place.known ? place.run && !function newestMayTry(place, fresh) {
                    const newer = place.supersededBy();
                    if (newer) throw superseded(newer);
                    return fresh && void 0 !== place.ticket;
                }(place, fresh) ? this.notYet(now, mark) : !!place.mayTry(mark, now - this.freeSince.at) || this.notYet(now, mark) : this.notYet(now, mark);
            }
            async notYet(now, mark) {
                await this.giveUpIfLate("waiting in line for");
                const place = this.place;
                const intervalMs = place?.isFarBack(mark) ? lookIntervalMs(this.options.pollMs, place.ahead(mark).length - 1, 0, this.pace.msPerTurn) : this.headPollMs;
                await this.sleepUntilNextLook(intervalMs, now, 1 / 0);
                return !1;
            }
            async take(seen, read, after) {
                const record = this.heldRecord(seen.record, after);
                this.replaced = isPending(seen.record) ? void 0 : seen.record;
                isPending(seen.record) && await this.checkListing(seen.etag);
                this.beforeWrite();
                const sentAt = (0, backoff.XZ)();
                const body = serializeRecord(record);
                const outcome = await this.store.replace(this.lock.key, body, seen.etag, this.bound);
                if ("written" === outcome.kind) return this.taken(record, outcome);
                this.noteRefusal(outcome, read);
                if ("unknown" === outcome.kind && void 0 === this.unresolvedSince) {
                    this.unresolvedSince = sentAt;
                    this.unresolvedCondition = seen.etag;
                }
                await this.pauseAfterRace(outcome);
            }
            heldRecord(previous, after) {
                const mark = this.place?.markFor(previous.ticket ?? 0);
                return {
                    version: RECORD_VERSION,
                    state: "held",
                    token: previous.token + 1,
                    owner: this.owner,
                    leaseMs: this.options.leaseMs,
                    clockAllowanceMs: this.clockAllowanceMs,
                    holder: this.options.holder,
                    acquiredAt: (0, basics_clock.Wx)(),
                    renewals: 0,
                    after,
                    ...void 0 === mark ? {} : {
                        ticket: mark
                    },
                    ...void 0 === previous.holds ? {} : {
                        holds: previous.holds
                    }
                };
            }
            taken(record, outcome) {
                return {
                    key: this.lock.key,
                    owner: this.owner,
                    token: record.token,
                    etag: outcome.etag,
                    leaseMs: this.options.leaseMs,
                    record,
                    leaseStartedAt: outcome.sentAt,
                    waitedMs: (0, backoff.XZ)() - this.startedAt,
                    previous: this.replaced,
                    tookOverExpired: "expired" === record.after,
                    tookOverGone: "holder-gone" === record.after
                };
            }
            noteRefusal(outcome, read) {
                "precondition-failed" === outcome.kind && "forbidden" === read.kind && (this.existsButForbidden = !0);
            }
            async waitForHolder(seen, read, now) {
                const held = seen.record;
                const holderChanged = held.owner !== this.lastHolderOwner;
                const position = await this.placeBehind(held, holderChanged);
                this.polls++;
                const view = {
                    key: this.lock.key,
                    holder: held,
                    holderChanged,
                    sinceLastWriteMs: storeAgeMs(seen, read.serverNowMs),
                    expiresInMs: leaseRemainingMs(seen, read.serverNowMs, now),
                    waitedMs: now - this.startedAt,
                    ...this.placeView(held)
                };
                this.options.onWait?.(view);
                this.lastHolderOwner = held.owner;
                this.contentionRound = 0;
                await this.giveUpIfLate("waiting for");
                await this.holderIsGone(view, position) ? this.goneEtag = seen.etag : await this.pauseForHolder(view, position, now);
            }
            async placeBehind(held, holderChanged) {
                const place = this.place;
                if (!place) return;
                const mark = held.ticket ?? 0;
                await this.keepPlace(mark, holderChanged || this.polls % 4 == 0);
                const newer = place.supersededBy();
                if (newer) throw superseded(newer);
                return place.ahead(mark).length;
            }
            placeView(held) {
                const ticket = this.place?.ticket;
                return void 0 === this.place || void 0 === ticket ? {} : {
                    place: {
                        ticket,
                        ahead: this.place.ahead(held.ticket ?? 0)
                    }
                };
            }
            async pauseForHolder(view, position, now) {
                const behind = this.place?.behind(view.holder.ticket ?? 0);
                this.pace.see(view.holder.ticket ?? 0, now, this.lastReadMs);
                const intervalMs = lookIntervalMs(this.options.pollMs, position, behind, this.pace.msPerTurn);
                const pollMs = view.holderChanged && intervalMs <= 2 * this.options.pollMs ? (0, 
                basics_clock.yT)().fraction() * intervalMs : intervalMs;
                await this.sleepUntilNextLook(pollMs, now, view.expiresInMs);
            }
            async holderIsGone(view, position) {
                const ask = this.options.holderGone;
                return void 0 !== ask && (void 0 === position || 0 === position) && !0 === await ask(view);
            }
            observe(object, now) {
                const record = this.lock.parse(object);
                const previous = this.seen;
                const unchanged = previous?.etag === object.etag;
                return {
                    etag: object.etag,
                    record,
                    leaseMs: "held" === record.state ? record.leaseMs : 0,
                    clockAllowanceMs: "held" === record.state ? record.clockAllowanceMs ?? 0 : 0,
                    lastModifiedMs: object.lastModifiedMs,
                    firstSeenAt: unchanged && previous ? previous.firstSeenAt : now
                };
            }
        }
        class PlaceWatch {
            seen=new Map;
            update(places, now) {
                const present = new Set(places.map(place => place.token));
                for (const token of this.seen.keys()) present.has(token) || this.seen.delete(token);
                for (const place of places) {
                    const known = this.seen.get(place.token);
                    void 0 !== known && known.renewals === place.renewals || this.seen.set(place.token, {
                        renewals: place.renewals,
                        since: now
                    });
                }
            }
            remainingMs(place, now) {
                const known = this.seen.get(place.token);
                const leaseMs = heldLeaseMs(place);
                return void 0 === known || known.renewals !== place.renewals ? leaseMs : leaseMs - (now - known.since);
            }
            live(places, now) {
                return places.filter(place => this.remainingMs(place, now) > 0);
            }
            soonestEndMs(places, now) {
                let soonest = Number.POSITIVE_INFINITY;
                for (const place of places) soonest = Math.min(soonest, this.remainingMs(place, now));
                return soonest;
            }
        }
        class PlaceAcquisition extends AcquireAttempt {
            lock;
            watch=new PlaceWatch;
            pace=new TurnPace;
            knownEtag;
            current;
            lastShown;
            roomSince;
            outOfOrder=!1;
            changedAt=0;
            missedAt;
            constructor(store, lock, options) {
                super(store, lock, options, {
                    exclusive: lock.exclusive,
                    leaseMs: Math.max(1, Math.round(options.leaseMs))
                });
                this.lock = lock;
            }
            async look() {
                const sentAt = (0, backoff.XZ)();
                const read = await this.read(this.knownEtag);
                if (void 0 === read) return;
                const now = (0, backoff.XZ)();
                const {record, etag, pending} = this.see(read, now);
                const mine = record.places.find(held => held.owner === this.owner);
                if (void 0 !== mine) return this.enter(this.ourPlace(mine, record, etag, now), !0);
                this.missedAt = sentAt;
                const live = this.watch.live(record.places, now);
                this.judgeHolders(record, live);
                const mark = record.ticket ?? 0;
                if (!await this.ourTurn(record, live, now, etag)) return this.waitForPlace(record, live, now);
                if (void 0 === etag) return this.createName();
                pending && await this.checkListing(etag);
                return this.take(record, live, mark, etag);
            }
            async joinLine(mark, nameIsNew = !1) {
                this.mayNeedCleanup();
                await super.joinLine(mark, nameIsNew);
            }
            mayHoldUnheard() {
                return void 0 !== this.unresolvedSince || this.wroteBefore || void 0 !== this.place;
            }
            async stopped(stop) {
                if (mutations_mutated("F36")) {
                    await this.releaseOurs(stop.bound);
                    await (this.place?.leave(stop.bound).catch(() => {}));
                    return;
                }
                const ticket = await (this.place?.leave(stop.bound).catch(() => this.place?.ticket));
                const unheard = void 0 !== this.unresolvedSince;
                const cleanup = this.options.line?.cleanupStore;
                await (cleanup ? this.lock.through(cleanup) : this.lock).depart({
                    owner: this.owner,
                    ticket,
                    unheard
                }, stop.bound).catch(() => {});
            }
            see(read, now) {
                if ("forbidden" === read.kind && this.wroteBefore && void 0 !== this.current?.etag) throw new errors.IC(read.explanation);
                if ("unchanged" !== read.kind || void 0 === this.current) {
                    this.current = this.lock.view(read);
                    this.current.etag !== this.knownEtag && (this.changedAt = now);
                    this.knownEtag = this.current.etag;
                }
                this.watch.update(this.current.record.places, now);
                return this.current;
            }
            ourPlace(mine, record, etag, now) {
                const since = Math.min(this.unresolvedSince ?? 1 / 0, this.missedAt ?? this.startedAt);
                return this.acquisition(mine, record, etag, {
                    leaseStartedAt: since,
                    waitedMs: now - this.startedAt
                });
            }
            judgeHolders(record, live) {
                if (record.limit !== this.lock.holders && 0 !== live.length) throw new errors.g_(`${this.store.where(this.lock.key)} is held by jobs with holders: ${record.limit}, and this job asks for holders: ${this.lock.holders}; give every job that uses this name the same holders`);
            }
            async ourTurn(record, live, now, etag) {
                const room = function hasRoom(places, limit, exclusive) {
                    return exclusive ? 0 === places.length : places.length < limit && !places.some(place => place.exclusive);
                }(live, this.lock.holders, this.lock.exclusive);
                const mark = record.ticket ?? 0;
                this.outOfOrder = !1;
                if (!this.place || void 0 === etag) return room;
                if (room) return this.firstInLine(record, live, now);
                this.roomSince = void 0;
                await this.keepPlace(mark, this.polls % 4 == 0);
                return !1;
            }
            async firstInLine(record, live, now) {
                const place = this.place;
                if (!place) return !0;
                const mark = record.ticket ?? 0;
                (!await place.refreshIfNear(mark, this.bound) || void 0 !== place.ticket || this.ahead(record).length > 0) && await this.joinLine(mark);
                const ahead = this.ahead(record);
                if (place.known && 0 === ahead.length) return !0;
                if (!place.known || 0 === admittedInOrder(live, this.lock.holders, ahead.slice(0, 1))) {
                    this.roomSince = void 0;
                    return !1;
                }
                this.roomSince?.mark !== mark && (this.roomSince = {
                    mark,
                    at: now
                });
                const freeForMs = now - this.roomSince.at;
                if (place.mayTry(mark, freeForMs, ahead)) return !0;
                const staggered = now - this.changedAt >= 100 * ahead.length;
                this.outOfOrder = staggered && this.roomBehind(record, live, ahead);
                return this.outOfOrder;
            }
            ahead(record) {
                if (!this.place) return [];
                const taken = servedAboveSet(record);
                return this.place.ahead(record.ticket ?? 0).filter(ticket => !taken.has(ticket.n));
            }
            roomBehind(record, live, ahead) {
                const queue = [ ...ahead, {
                    exclusive: this.lock.exclusive
                } ];
                return void 0 !== this.place?.ticket && (record.servedAbove?.length ?? 0) < 64 && admittedInOrder(live, this.lock.holders, queue) === queue.length;
            }
            markMove(record) {
                const ticket = this.place?.ticket;
                return this.outOfOrder && void 0 !== ticket ? {
                    outOfOrder: ticket
                } : {
                    mark: this.place?.markFor(record.ticket ?? 0)
                };
            }
            async createName() {
                const {outcome} = await this.createPending();
                "written" !== outcome.kind && await this.pauseAfterRace(outcome);
            }
            async take(record, live, mark, etag) {
                this.beforeWrite();
                const move = this.markMove(record);
                const next = this.seatBehind(function withNewPlace(record, live, place, limit, move) {
                    const token = record.token + 1;
                    const expired = record.places.filter(held => !live.includes(held));
                    const {ticket, servedAbove} = movedMark(record, move);
                    return {
                        token,
                        record: {
                            version: RECORD_VERSION,
                            state: "shared",
                            limit,
                            token,
                            ...ticket > 0 ? {
                                ticket
                            } : {},
                            ...servedAbove.length > 0 ? {
                                servedAbove
                            } : {},
                            places: [ ...live, {
                                ...place,
                                token
                            } ],
                            freed: remember(record.freed, expired.map(held => ({
                                owner: held.owner,
                                token: held.token,
                                how: "expired"
                            })), limit)
                        }
                    };
                }(record, live, this.newPlace(), this.lock.holders, move), move);
                const sentAt = (0, backoff.XZ)();
                const body = serializeSharedRecord(next.record);
                const outcome = await this.store.replace(this.lock.key, body, etag, this.bound);
                if ("written" === outcome.kind) {
                    const taken = next.record.places.find(held => held.owner === this.owner);
                    const candidate = this.acquisition(taken, next.record, outcome.etag, {
                        leaseStartedAt: outcome.sentAt,
                        waitedMs: (0, backoff.XZ)() - this.startedAt
                    });
                    return this.enter(candidate, !1);
                }
                "unknown" === outcome.kind && (this.unresolvedSince ??= sentAt);
                "precondition-failed" === outcome.kind && this.contentionRound >= 2 && await this.joinLine(mark);
                await this.pauseAfterRace(outcome);
            }
            seatBehind(taken, move) {
                const place = this.place;
                return !place?.known || void 0 === place.ticket || "outOfOrder" in move ? taken : withHandedPlaces(taken.record, place.record.tickets, (0, 
                basics_clock.Wx)());
            }
            newPlace() {
                const ticket = this.place?.ticket;
                return {
                    owner: this.owner,
                    leaseMs: this.options.leaseMs,
                    renewals: 0,
                    holder: this.options.holder,
                    acquiredAt: (0, basics_clock.Wx)(),
                    ...this.lock.exclusive ? {
                        exclusive: !0
                    } : {},
                    ...void 0 === ticket ? {} : {
                        ticket
                    }
                };
            }
            async waitForPlace(record, live, now) {
                const mark = record.ticket ?? 0;
                const position = this.place ? this.ahead(record).length : void 0;
                this.showWait(record, live, mark, now);
                this.polls++;
                this.contentionRound = 0;
                await this.giveUpIfLate(this.place ? "waiting in line for" : "waiting for");
                this.pace.see(mark, now, this.lastReadMs);
                const intervalMs = this.lookMs(position, this.place?.behind(mark));
                await this.sleepUntilNextLook(intervalMs, now, this.watch.soonestEndMs(live, now));
            }
            showWait(record, live, mark, now) {
                const blocking = live.find(held => held.exclusive) ?? [ ...live ].sort((a, b) => this.watch.remainingMs(a, now) - this.watch.remainingMs(b, now))[0];
                if (void 0 === blocking) return;
                const ticket = this.place?.ticket;
                const view = {
                    key: this.lock.key,
                    holder: placeView(blocking, record),
                    holderChanged: blocking.owner !== this.lastShown,
                    expiresInMs: this.watch.remainingMs(blocking, now),
                    waitedMs: now - this.startedAt,
                    ...void 0 !== ticket && this.place ? {
                        place: {
                            ticket,
                            ahead: this.ahead(record)
                        }
                    } : {}
                };
                this.options.onWait?.(view);
                this.lastShown = blocking.owner;
            }
            lookMs(position, behind) {
                return function placeLookIntervalMs(pollMs, holders, position, o) {
                    if (void 0 !== position && position > 0 && position < holders) return lookIntervalMs(pollMs, 0);
                    const paced = lookIntervalMs(pollMs, void 0 === position ? void 0 : Math.max(0, position - holders + 1), o.behind, o.msPerTurn);
                    return Math.min(paced, Math.max(2 * pollMs, o.heldForMs / 2));
                }(this.options.pollMs, this.lock.holders, position, {
                    behind,
                    msPerTurn: this.pace.msPerTurn,
                    heldForMs: this.options.line?.claimMs ?? this.options.leaseMs
                });
            }
            acquisition(place, record, etag, times) {
                return {
                    key: this.lock.key,
                    owner: place.owner,
                    token: place.token,
                    etag,
                    leaseMs: heldLeaseMs(place),
                    record: {
                        ...placeView(place, record),
                        holder: this.options.holder
                    },
                    leaseStartedAt: times.leaseStartedAt,
                    waitedMs: times.waitedMs,
                    tookOverExpired: !1,
                    tookOverGone: !1
                };
            }
        }
        class SharedLock {
            store;
            key;
            holders;
            exclusive;
            line;
            lineSeen;
            constructor(store, key, holders, exclusive = !1) {
                this.store = store;
                this.key = key;
                this.holders = holders;
                this.exclusive = exclusive;
                this.line = new Line(store, (0, lock_key.HQ)(key));
            }
            through(store) {
                return new SharedLock(store, this.key, this.holders, this.exclusive);
            }
            async acquire(options) {
                return new PlaceAcquisition(this.store, this, options).run();
            }
            async renew(claim, bound) {
                const renewals = claim.renewals + 1;
                let retries = 0;
                let unknown;
                for (let attempt = 0; attempt < 16; attempt++) {
                    let view;
                    try {
                        view = await this.readShared(bound);
                    } catch (error) {
                        if (error instanceof errors.Ui) return {
                            kind: "unknown",
                            reason: error.message
                        };
                        throw error;
                    }
                    if (void 0 === view) return {
                        kind: "lost"
                    };
                    if (void 0 === view.etag) return {
                        kind: "lost"
                    };
                    const mine = view.record.places.find(held => held.owner === claim.owner);
                    if (void 0 === mine) return {
                        kind: "lost",
                        current: currentView(view.record)
                    };
                    if (mine.renewals >= renewals) return {
                        kind: "renewed",
                        etag: view.etag,
                        renewals: mine.renewals,
                        confirmedBy: "read-back",
                        retries,
                        leaseMs: mine.leaseMs,
                        holder: mine.holder
                    };
                    const next = withRenewal(view.record, claim.owner, renewals, claim.holder);
                    let outcome;
                    try {
                        outcome = await this.store.replace(this.key, serializeSharedRecord(next), view.etag, bound);
                    } catch (error) {
                        if (error instanceof errors.Ui) return {
                            kind: "unknown",
                            reason: error.message
                        };
                        throw error;
                    }
                    if ("written" === outcome.kind) return {
                        kind: "renewed",
                        etag: outcome.etag,
                        renewals,
                        confirmedBy: "answer",
                        sentAt: outcome.sentAt,
                        retries,
                        leaseMs: mine.leaseMs
                    };
                    "unknown" === outcome.kind ? unknown = outcome.reason : retries++;
                    try {
                        await (0, backoff.yy)((0, backoff.EY)(attempt, 20, 1e3), bound);
                    } catch {
                        break;
                    }
                }
                return {
                    kind: "unknown",
                    reason: unknown ?? "other holders kept writing first"
                };
            }
            async release(claim, bound) {
                let unheard = !1;
                const giveUpAt = (0, backoff.XZ)() + 6e4;
                for (let round = 0; (0, backoff.XZ)() < giveUpAt; round++) {
                    const [view, waiting] = await Promise.all([ this.readShared(bound), this.waiting(bound) ]);
                    if (void 0 === view || void 0 === view.etag) return {
                        kind: "gone"
                    };
                    const freed = withoutPlace(view.record, {
                        owner: claim.owner
                    }, "released");
                    if (void 0 === freed) {
                        const how = view.record.freed.find(place => place.owner === claim.owner)?.how;
                        return "released" === how ? {
                            kind: "released"
                        } : void 0 === how && unheard ? {
                            kind: "moved-on",
                            current: currentView(view.record)
                        } : {
                            kind: "not-owner",
                            current: currentView(view.record, how)
                        };
                    }
                    const next = withHandedPlaces(freed.record, waiting, (0, basics_clock.Wx)());
                    const outcome = await this.store.replace(this.key, serializeSharedRecord(next.record), view.etag, bound);
                    if ("written" === outcome.kind) return next.handed.length > 0 ? {
                        kind: "released",
                        handedTo: next.handed
                    } : {
                        kind: "released"
                    };
                    "unknown" === outcome.kind && (unheard = !0);
                    await (0, backoff.yy)((0, backoff.EY)(round, 20, 1e3), bound);
                }
                const why = unheard ? "the store did not confirm its writes" : "other writes kept landing first";
                throw new errors.o2(`could not release ${this.store.where(this.key)} within ${(0, 
                duration.a3)(6e4)}: ${why}`);
            }
            async depart(waiter, bound) {
                for (let round = 0; ;round++) {
                    const view = await this.readShared(bound);
                    if (void 0 === view || void 0 === view.etag) return;
                    if (view.record.places.some(place => place.owner === waiter.owner)) {
                        await this.release({
                            owner: waiter.owner
                        }, bound);
                        return;
                    }
                    const marked = withDeparted(view.record, waiter);
                    if (void 0 === marked) return;
                    const body = serializeSharedRecord(marked);
                    if ("written" === (await this.store.replace(this.key, body, view.etag, bound)).kind) return;
                    await (0, backoff.yy)((0, backoff.EY)(round, 20, 1e3), bound);
                }
            }
            async breakPlace(token, forcedBy, bound) {
                let unanswered;
                let broken;
                for (let attempt = 1; attempt <= 5; attempt++) {
                    const view = await this.readShared(bound);
                    if (void 0 === view || void 0 === view.etag) return {
                        kind: "refused",
                        why: "not-held"
                    };
                    const freed = withoutPlace(view.record, {
                        token
                    }, "forced");
                    if (void 0 === freed) {
                        const done = view.record.freed.find(place => place.token === token);
                        return void 0 !== broken && "forced" === done?.how ? {
                            kind: "released",
                            broken: placeView(broken, view.record)
                        } : {
                            kind: "refused",
                            why: "other-token"
                        };
                    }
                    broken = freed.freed;
                    freed.record.freed = freed.record.freed.map(place => place.token === token ? {
                        ...place,
                        by: forcedBy
                    } : place);
                    const outcome = await this.store.replace(this.key, serializeSharedRecord(freed.record), view.etag, bound);
                    if ("written" === outcome.kind) return {
                        kind: "released",
                        broken: placeView(broken, freed.record)
                    };
                    unanswered = "unknown" === outcome.kind ? outcome.reason : void 0;
                }
                return void 0 === unanswered ? {
                    kind: "refused",
                    why: "kept-renewing"
                } : {
                    kind: "refused",
                    why: "unanswered",
                    reason: unanswered
                };
            }
            async lookShared(bound) {
                const view = await this.readShared(bound);
                return void 0 === view?.etag ? void 0 : view.record;
            }
            view(read) {
                return "present" === read.kind ? this.parseObject(read.object, read.serverNowMs) : (read.kind, 
                {
                    record: emptySharedRecord(this.holders, 0)
                });
            }
            parseObject(object, serverNowMs) {
                if (isSharedText(object.body)) try {
                    return {
                        record: parseSharedRecord(object.body),
                        etag: object.etag
                    };
                } catch (error) {
                    if (!(error instanceof MalformedSharedRecordError)) throw error;
                    throw this.unreadable(error.message);
                }
                let single;
                try {
                    single = parseRecord(object.body);
                } catch (error) {
                    if (!(error instanceof MalformedRecordError)) throw error;
                    throw this.unreadable(error.message);
                }
                if ("held" === single.state) {
                    const age = storeAgeMs(object, serverNowMs);
                    const overForMs = void 0 === age ? void 0 : age - single.leaseMs - 1e3;
                    const expired = void 0 !== overForMs && overForMs > 0 ? {
                        token: single.token,
                        overForMs
                    } : void 0;
                    throw new errors.g_(`${this.store.where(this.key)} is held by a job with holders: 1 (token ${single.token}), and this job asks for holders: ${this.holders}; give every job that uses this name the same holders` + (expired ? `. That holder's lease ran out ${(0, 
                    duration.a3)(expired.overForMs)} ago by the store's clock: if its job is gone, break the lock and this name becomes a lock with several holders` : ""), expired);
                }
                return {
                    record: emptySharedRecord(this.holders, single.token, single.ticket),
                    etag: object.etag,
                    ...single.pending ? {
                        pending: !0
                    } : {}
                };
            }
            async waiting(bound) {
                try {
                    this.lineSeen = await this.line.read(this.lineSeen, bound);
                    return this.lineSeen.record.tickets;
                } catch (error) {
                    if (error instanceof errors.Ui) return [];
                    throw error;
                }
            }
            async readShared(bound) {
                const read = await this.store.read(this.key, void 0, bound);
                if ("forbidden" === read.kind) throw new errors.IC(read.explanation);
                if ("present" === read.kind) return isSharedText(read.object.body) ? this.parseObject(read.object) : {
                    record: emptySharedRecord(this.holders, 0),
                    etag: read.object.etag
                };
            }
            unreadable(why) {
                return new errors.Ui(`${this.store.where(this.key)} is not a lock this action can read (${why}); choose another lock name, or remove the object if nothing else uses it`);
            }
        }
        function currentView(record, how) {
            const newest = record.places.at(-1);
            return void 0 !== newest ? {
                ...placeView(newest, record),
                ..."expired" === how ? {
                    after: "expired"
                } : {},
                ..."forced" === how ? {
                    after: "forced"
                } : {}
            } : {
                version: RECORD_VERSION,
                state: "released",
                token: record.token,
                releasedBy: "",
                releasedAt: "",
                holder: {}
            };
        }
        class MalformedLockError extends errors.Ui {}
        class conditional_lock_ConditionalLock {
            store;
            key;
            constructor(store, key) {
                this.store = store;
                this.key = key;
            }
            async acquire(options) {
                return new LockAcquisition(this.store, this, options).run();
            }
            async release(claim, bound) {
                if ((claim.holders ?? 1) > 1) return this.shared(claim.holders).release(claim, bound);
                let etag = claim.etag;
                let token = claim.token;
                let holder = claim.holder ?? {};
                let ticket = claim.ticket;
                let holds = claim.holds;
                let unheard = !1;
                for (let round = 0; round < 8; round++) {
                    if (void 0 !== etag && void 0 !== token) {
                        const history = void 0 === claim.heldSince ? holds : withHold(holds, (0, backoff.XZ)() - claim.heldSince);
                        const body = releasedBody(token, claim.owner, holder, {
                            ticket,
                            holds: history
                        });
                        const outcome = await this.store.replace(this.key, body, etag, bound);
                        if ("written" === outcome.kind) return {
                            kind: "released"
                        };
                        if ("unknown" === outcome.kind) {
                            unheard = !0;
                            await (0, backoff.yy)((0, backoff.EY)(round, 100, 2e3), bound);
                        }
                    }
                    const read = await this.store.read(this.key, void 0, bound);
                    if ("forbidden" === read.kind) throw new errors.IC(read.explanation);
                    if ("absent" === read.kind) return {
                        kind: "gone"
                    };
                    if ("present" !== read.kind) continue;
                    if (isSharedText(read.object.body)) return this.shared().release(claim, bound);
                    const record = this.parse(read.object);
                    if ("released" === record.state && record.releasedBy === claim.owner) return {
                        kind: "released"
                    };
                    if ("held" !== record.state || record.owner !== claim.owner) {
                        const successor = "held" === record.state && record.token === (token ?? 0) + 1;
                        return unheard && successor && "released" === record.after ? {
                            kind: "released"
                        } : (!successor || "expired" !== record.after && "forced" !== record.after && "holder-gone" !== record.after) && unheard && record.token > (token ?? 0) ? {
                            kind: "moved-on",
                            current: record
                        } : {
                            kind: "not-owner",
                            current: record
                        };
                    }
                    etag = read.object.etag;
                    token = record.token;
                    holder = record.holder;
                    ticket = record.ticket;
                    holds = record.holds;
                }
                throw new errors.o2(`could not release ${this.store.where(this.key)}: the store did not confirm 8 attempts`);
            }
            async breakLock(target, bound) {
                const releasedBy = (0, basics_clock.yT)().uuid();
                let current = await this.readLock(bound);
                let unanswered;
                for (let attempt = 1; ;attempt++) {
                    const named = namedAcquisition(current, target);
                    if ("string" == typeof named) return {
                        kind: "refused",
                        why: named,
                        current
                    };
                    if (attempt > 5) return void 0 === unanswered ? {
                        kind: "refused",
                        why: "kept-renewing",
                        current
                    } : {
                        kind: "refused",
                        why: "unanswered",
                        reason: unanswered,
                        current
                    };
                    const {record, etag} = named;
                    const body = releasedBody(record.token, releasedBy, record.holder, {
                        forcedBy: target.forcedBy,
                        ticket: record.ticket,
                        holds: record.holds
                    });
                    const outcome = await this.store.replace(this.key, body, etag, bound);
                    if ("written" === outcome.kind) return {
                        kind: "released",
                        broken: record
                    };
                    unanswered = "unknown" === outcome.kind ? outcome.reason : void 0;
                    current = await this.readLock(bound);
                    const now = current?.record;
                    if ("released" === now?.state && now.releasedBy === releasedBy) return {
                        kind: "released",
                        broken: record
                    };
                }
            }
            async look(bound) {
                return this.readLock(bound);
            }
            async readLock(bound) {
                const read = await this.store.read(this.key, void 0, bound);
                if ("forbidden" === read.kind) throw new errors.IC(read.explanation);
                if ("present" === read.kind) return {
                    object: read.object,
                    record: this.parse(read.object),
                    serverNowMs: read.serverNowMs
                };
            }
            async renew(claim, bound) {
                if ((claim.holders ?? 1) > 1) return this.shared(claim.holders).renew(claim, bound);
                const renewals = claim.renewals + 1;
                const record = {
                    version: RECORD_VERSION,
                    state: "held",
                    token: claim.token,
                    owner: claim.owner,
                    leaseMs: claim.leaseMs,
                    holder: claim.holder,
                    acquiredAt: claim.acquiredAt,
                    renewals,
                    ...claim.after ? {
                        after: claim.after
                    } : {},
                    ...void 0 === claim.clockAllowanceMs ? {} : {
                        clockAllowanceMs: claim.clockAllowanceMs
                    },
                    ...void 0 === claim.ticket ? {} : {
                        ticket: claim.ticket
                    },
                    ...void 0 === claim.holds ? {} : {
                        holds: claim.holds
                    }
                };
                let outcome;
                try {
                    outcome = await this.store.replace(this.key, serializeRecord(record), claim.etag, bound);
                } catch (error) {
                    if (error instanceof errors.Ui) return {
                        kind: "unknown",
                        reason: error.message
                    };
                    throw error;
                }
                if ("written" === outcome.kind) return {
                    kind: "renewed",
                    etag: outcome.etag,
                    renewals,
                    confirmedBy: "answer",
                    sentAt: outcome.sentAt
                };
                let read;
                try {
                    read = await this.store.read(this.key, void 0, bound);
                } catch (error) {
                    if (error instanceof errors.Ui) return {
                        kind: "unknown",
                        reason: error.message
                    };
                    throw error;
                }
                if ("forbidden" === read.kind) return {
                    kind: "unknown",
                    reason: read.explanation
                };
                if ("present" !== read.kind) return {
                    kind: "lost"
                };
                const current = this.parse(read.object);
                return "held" === current.state && current.owner === claim.owner ? current.renewals < renewals ? {
                    kind: "unknown",
                    reason: "unknown" === outcome.kind ? outcome.reason : "refused"
                } : {
                    kind: "renewed",
                    etag: read.object.etag,
                    renewals: current.renewals,
                    confirmedBy: "read-back",
                    holder: current.holder
                } : {
                    kind: "lost",
                    current
                };
            }
            shared(holders = 2) {
                return new SharedLock(this.store, this.key, holders);
            }
            parse(object) {
                try {
                    return parseRecord(object.body);
                } catch (error) {
                    if (error instanceof SharedRecordError && 0 === error.held) return {
                        version: RECORD_VERSION,
                        state: "released",
                        token: error.token,
                        releasedBy: "",
                        releasedAt: "",
                        holder: {},
                        ...void 0 === error.ticket ? {} : {
                            ticket: error.ticket
                        }
                    };
                    if (error instanceof SharedRecordError) throw new errors.g_(`${this.store.where(this.key)} is held by jobs with holders: ${error.limit}, and this job asks for holders: 1; give every job that uses this name the same holders`);
                    if (!(error instanceof MalformedRecordError)) throw error;
                    throw new MalformedLockError(`${this.store.where(this.key)} is not a lock this action can read (${error.message}); choose another lock name, or remove the object if nothing else uses it`);
                }
            }
        }
        function namedAcquisition(current, target) {
            const record = current?.record;
            if (void 0 === current || "held" !== record?.state) return "not-held";
            const {etag} = current.object;
            return void 0 !== target.token && record.token !== target.token ? "other-token" : void 0 !== target.etag && etag !== target.etag ? "other-etag" : {
                record,
                etag
            };
        }
        function releasedBody(token, owner, holder, extra = {}) {
            return serializeRecord({
                version: RECORD_VERSION,
                state: "released",
                token,
                releasedBy: owner,
                releasedAt: (0, basics_clock.Wx)(),
                holder,
                ...void 0 === extra.forcedBy ? {} : {
                    forcedBy: extra.forcedBy
                },
                ...void 0 === extra.ticket ? {} : {
                    ticket: extra.ticket
                },
                ...void 0 === extra.holds || 0 === extra.holds.length ? {} : {
                    holds: extra.holds
                }
            });
        }
        const LANDING_MS = 1e3;
        var s3_store = __nccwpck_require__(4667);
        const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
        const BUCKET_NAME_RULE = '3 to 63 characters: lower-case letters, digits, "." and "-", starting and ending with a letter or digit';
        class inputs_InputError extends errors.Ui {}
        function inputs_readStoreInputs() {
            const bucket = lib_core.V4("bucket");
            if ("" === bucket) throw new inputs_InputError('input "bucket" is required: the name of an existing S3 bucket');
            if (!function isBucketName(text) {
                return BUCKET_NAME.test(text);
            }(bucket)) throw new inputs_InputError(`input "bucket": "${bucket}" is not an S3 bucket name (${BUCKET_NAME_RULE})`);
            const endpoint = lib_core.V4("endpoint") || void 0;
            if (void 0 !== endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new inputs_InputError(`input "endpoint": "${endpoint}" is not an http(s) URL, e.g. https://s3.example.com`);
            return {
                bucket,
                region: lib_core.V4("region") || void 0,
                endpoint,
                forcePathStyle: readBoolean("force-path-style")
            };
        }
        function readWarnAfterInput() {
            if ("" === lib_core.V4("warn-after")) return {};
            const warnAfterMs = readDuration("warn-after");
            if (warnAfterMs <= 0) throw new inputs_InputError(`input "warn-after": must be more than 0 (got "${lib_core.V4("warn-after")}"); use a duration such as 30m, or leave it empty for no warning`);
            return {
                warnAfterMs
            };
        }
        function readHoldInputs() {
            const onHold = lib_core.V4("on-hold") || "wait";
            if ("wait" !== onHold && "fail" !== onHold && "skip" !== onHold) throw new inputs_InputError(`input "on-hold": "${onHold}" is not one of wait, fail, skip`);
            const ignoreHold = lib_core.V4("ignore-hold").trim();
            return {
                onHold,
                ..."" === ignoreHold ? {} : {
                    ignoreHold
                }
            };
        }
        function readHolders(strategy) {
            const text = lib_core.V4("holders").trim();
            const holders = "" === text ? 1 : Number(text);
            if (!/^\d+$/.test("" === text ? "1" : text) || holders < 1 || holders > MAX_HOLDERS) throw new inputs_InputError(`input "holders": "${lib_core.V4("holders")}" is not a whole number from 1 to ${MAX_HOLDERS}`);
            if (holders > 1 && "listing" === strategy) throw new inputs_InputError(`input "holders": the listing strategy has one holder only (got ${holders}); use strategy conditional or auto`);
            if (holders > 1 && "newest" === lib_core.V4("queue")) throw new inputs_InputError(`input "queue": newest needs holders 1 (got holders: ${holders}): a pool serves every waiter in turn`);
            return {
                holders,
                exclusive: readBoolean("exclusive") ?? !1
            };
        }
        function readQueueInputs(strategy) {
            const queue = lib_core.V4("queue") || "fifo";
            if ("fifo" !== queue && "newest" !== queue) throw new inputs_InputError(`input "queue": "${queue}" is not one of fifo, newest`);
            const onSuperseded = lib_core.V4("on-superseded") || "cancel";
            if ("cancel" !== onSuperseded && "fail" !== onSuperseded && "skip" !== onSuperseded) throw new inputs_InputError(`input "on-superseded": "${onSuperseded}" is not one of cancel, fail, skip`);
            const queueGroup = lib_core.V4("queue-group");
            const runOrder = [ Number(process.env.GITHUB_RUN_ID), Number(process.env.GITHUB_RUN_ATTEMPT || 1) ];
            if ("newest" === queue) {
                if ("listing" === strategy) throw new inputs_InputError('input "queue": newest needs the conditional strategy (the listing scheme has no line)');
                if ("" === queueGroup) throw new inputs_InputError('input "queue-group": empty; with queue newest, name the runs that supersede each other, e.g. ${{ github.repository }}/${{ github.workflow }}/${{ github.ref }}');
                if (!runOrder.every(n => Number.isSafeInteger(n) && n > 0)) throw new inputs_InputError('input "queue": newest orders runs by GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT, which this job does not have (it runs only on GitHub Actions runners)');
            }
            return {
                queue,
                queueGroup,
                onSuperseded,
                runOrder
            };
        }
        function inputs_storeOptions(inputs, signal) {
            return {
                bucket: inputs.bucket,
                region: inputs.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? "us-east-1",
                endpoint: inputs.endpoint,
                forcePathStyle: inputs.forcePathStyle,
                signal
            };
        }
        function readDuration(input) {
            const text = lib_core.V4(input);
            try {
                return (0, duration.E9)(text);
            } catch (error) {
                if (error instanceof duration.N2) throw new inputs_InputError(`input "${input}": ${error.message}; use a duration such as 15m, 30s, 1h30m, 500ms or 0`);
                throw error;
            }
        }
        function readBoolean(input) {
            const text = lib_core.V4(input).toLowerCase();
            if ("" !== text) {
                if ("true" === text) return !0;
                if ("false" === text) return !1;
                throw new inputs_InputError(`input "${input}": "${lib_core.V4(input)}" is not true or false`);
            }
        }
        __nccwpck_require__(1421);
        __nccwpck_require__(3024);
        __nccwpck_require__(7030);
        __nccwpck_require__(8161);
        __nccwpck_require__(6760);
        __nccwpck_require__(3136);
        function describeRequests(requests) {
            const names = {
                get: "GET",
                head: "HEAD",
                conditionalPut: "conditional PUT",
                put: "PUT",
                list: "LIST",
                delete: "DELETE"
            };
            const parts = Object.entries(requests).filter(([, count]) => count > 0).map(([kind, count]) => `${count} ${names[kind] ?? kind}`);
            return `${Object.values(requests).reduce((sum, count) => sum + count, 0)} (${parts.join(", ")})`;
        }
        function describeGitHub(github) {
            const answers = Object.entries(github.answers).map(([kind, count]) => `${count} × ${kind}`).join(", ");
            const calls = `${github.calls} call${1 === github.calls ? "" : "s"} (GET workflow run)`;
            return summary_escape([ answers ? `${calls}, answered ${answers}` : calls, github.outcome ].filter(Boolean).join("; "));
        }
        function linkHolder(holder) {
            const who = holder.context || [ holder.workflow, holder.job ].filter(Boolean).join(" / ") || "unknown";
            const label = holder.actor ? `${who} by ${holder.actor}` : who;
            return holder.runUrl ? `[${summary_escape(label)}](${holder.runUrl})` : summary_escape(label);
        }
        function table(rows) {
            return [ "| | |", "|---|---|", ...rows.map(([key, value]) => `| ${key} | ${value} |`) ].join("\n");
        }
        function summary_escape(text) {
            return text.replace(/[|[\]]/g, c => `\\${c}`);
        }
        async function write(markdown) {
            process.env.GITHUB_STEP_SUMMARY && await lib_core.z.addRaw(markdown, !0).write();
        }
        const EVENT_PREFIX = "s3-lock-event";
        function event_line_eventLine(kind, fields) {
            const body = {
                event: kind
            };
            for (const [field, value] of Object.entries(fields)) "event" !== field && void 0 !== value && (body[field] = "number" == typeof value ? Math.round(value) : value);
            return `${EVENT_PREFIX} ${JSON.stringify(body)}`;
        }
        function holder_label_holderLabel(holder) {
            const parts = [ holder.context || [ holder.workflow, holder.runNumber && `#${holder.runNumber}` ].filter(Boolean).join(" ") || "an unknown holder", holder.job && `job ${holder.job}`, holder.actor && `by ${holder.actor}`, holder.repository && `in ${holder.repository}` ].filter(Boolean);
            return holder.runUrl ? `${parts.join(", ")} (${holder.runUrl})` : parts.join(", ");
        }
        async function deleteAfterLateLanding(store, key, inFlightUntil, signal) {
            const waitMs = (0, s3_store.ZM)(inFlightUntil, store.requestTimeoutMs);
            if (!(waitMs <= 0)) {
                lib_core.pq(`A write of ${store.where(key)} went unanswered and may still land: deleting it again in ` + (0, 
                duration.a3)(waitMs));
                await (0, backoff.yy)(waitMs, signal);
                await store.delete(key, (0, deadlines.ux)(deadlines.jK));
            }
        }
        const RENEWED_HOLDER = "renewed";
        class HolderRunWatch {
            options;
            askAfterMs;
            askEveryMs;
            server;
            stopper=new AbortController;
            states=new Map;
            refusedRepositories=new Set;
            answers={};
            calls=0;
            api;
            inFlight;
            notBefore=0;
            secondaryStrikes=0;
            noticed=!1;
            saidNoToken=!1;
            outcome;
            constructor(options) {
                this.options = options;
                const timing = function internalTiming() {
                    const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(process.env.S3_LOCK_INTERNAL_GITHUB_TIMING ?? "");
                    if (null === match) return;
                    const [askAfterMs, askEveryMs] = [ Number(match[1]), Number(match[2]) ];
                    return askEveryMs >= 100 ? {
                        askAfterMs,
                        askEveryMs
                    } : void 0;
                }();
                this.askAfterMs = options.askAfterMs ?? timing?.askAfterMs ?? 3e4;
                this.askEveryMs = options.askEveryMs ?? timing?.askEveryMs ?? 3e4;
                this.server = origin(options.serverUrl);
            }
            holderGone=async view => {
                const now = (0, backoff.XZ)();
                const state = this.stateFor(view.holder.owner, now);
                const {renewals} = view.holder;
                if (renewals !== state.renewals) {
                    state.renewals = renewals;
                    state.renewalsSeenAt = now;
                }
                if (void 0 !== state.completed) {
                    if (state.completed.renewals === renewals) return !0;
                    this.believeTheRecord(state, view);
                    return;
                }
                if (state.aliveAfterCompleted) return;
                if (void 0 !== this.inFlight || this.stopper.signal.aborted) return;
                if (Math.max(now - state.firstSeenAt, view.sinceLastWriteMs ?? 0) < this.askAfterMs || now < state.nextAskAt || now < this.notBefore) return;
                if (!function missedARenewal(view, seenForMs) {
                    const {holder} = view;
                    if (!(holder.renewals > 0 || void 0 !== holder.holder[RENEWED_HOLDER])) return !0;
                    const everyMs = holder.leaseMs / 4;
                    return Math.max(seenForMs, view.sinceLastWriteMs ?? 0) >= everyMs + 2 * Math.min(everyMs / 3, 5e3);
                }(view, now - state.renewalsSeenAt)) return;
                const run = this.runToAskAbout(view);
                if (void 0 !== run) if ("" !== this.options.token) {
                    state.nextAskAt = now + this.askEveryMs;
                    this.inFlight = this.ask(state, run, renewals, view.expiresInMs).catch(error => this.fallBack(`asking failed (${String(error)})`, view.expiresInMs)).finally(() => {
                        this.inFlight = void 0;
                    });
                } else if (!this.saidNoToken) {
                    this.saidNoToken = !0;
                    this.options.log.info(`Input "github-token" is empty, so GitHub is not asked whether the holder's run (${run.repository} run ${run.runId}) is still going: its lease decides`);
                }
            };
            stop() {
                this.stopper.abort();
            }
            stats() {
                return {
                    calls: this.calls,
                    answers: {
                        ...this.answers
                    },
                    outcome: this.outcome
                };
            }
            noteTakeover(previous) {
                const completion = this.states.get(previous.owner)?.completed;
                if (void 0 === completion) return "the holder's workflow run had completed; took over";
                const ago = void 0 === completion.agoMs ? "" : ` ${(0, duration.a3)(completion.agoMs)} ago`;
                const text = `the holder's run ${completion.url} completed (${completion.conclusion})${ago}; took over`;
                this.outcome = text;
                return text;
            }
            stateFor(owner, now) {
                let state = this.states.get(owner);
                if (void 0 === state) {
                    for (const [key, old] of this.states) void 0 === old.completed && this.states.delete(key);
                    state = {
                        owner,
                        firstSeenAt: now,
                        nextAskAt: 0,
                        renewals: -1,
                        renewalsSeenAt: now
                    };
                    this.states.set(owner, state);
                }
                return state;
            }
            runToAskAbout(view) {
                const run = function githubRunOf(holder, server) {
                    const {repository, runId} = holder;
                    if (!repository || !/^[^/\s]+\/[^/\s]+$/.test(repository) || !/^\d+$/.test(runId ?? "")) return;
                    const recorded = origin(holder.server ?? "");
                    const fromUrl = /\/actions\/runs\/\d+/.test(holder.runUrl ?? "") ? origin(holder.runUrl ?? "") : void 0;
                    return void 0 === server || (recorded ?? fromUrl) !== server ? void 0 : {
                        repository,
                        runId
                    };
                }(view.holder.holder, this.server);
                if (void 0 !== run && (run.repository.toLowerCase() !== this.options.repository.toLowerCase() || run.runId !== this.options.runId) && !(view.holder.leaseMs <= this.askAfterMs + this.askEveryMs || view.expiresInMs <= this.askEveryMs || this.refusedRepositories.has(run.repository.toLowerCase()))) return run;
            }
            believeTheRecord(state, view) {
                const said = state.completed;
                state.completed = void 0;
                state.aliveAfterCompleted = !0;
                const run = void 0 === said ? "the holder's run" : `the holder's run ${said.url}`;
                this.outcome = `${run} was reported completed, but the holder renewed after that: its lease decided`;
                this.options.log.notice(`GitHub said ${run} had completed (${said?.conclusion ?? "no conclusion"}), but the holder renewed the lock after that question: it is still running (a force-cancelled run, or a self-hosted runner that lost GitHub but not the store). Its lease decides (it runs out in ${(0, 
                duration.a3)(view.expiresInMs)} unless renewed).`);
            }
            async ask(state, run, renewals, leaseLeftMs) {
                let api;
                try {
                    this.api ??= (this.options.loadApi ?? loadGitHubApi)(this.options.token);
                    api = await this.api;
                } catch (error) {
                    this.stopper.abort();
                    this.fallBack(`the GitHub client could not be loaded (${String(error)})`, leaseLeftMs);
                    return;
                }
                state.nextAskAt = (0, backoff.XZ)() + this.askEveryMs;
                this.calls++;
                const signal = AbortSignal.any([ this.stopper.signal, AbortSignal.timeout(1e4) ]);
                const answer = await api.getRun(run.repository, run.runId, state.etag, signal);
                if (this.stopper.signal.aborted) return;
                const kind = 0 === answer.status ? "no answer" : String(answer.status);
                this.answers[kind] = (this.answers[kind] ?? 0) + 1;
                const about = `${run.repository} run ${run.runId}`;
                this.options.log.debug(`GitHub API: GET ${about}: ${kind}${answer.message ? ` ${answer.message}` : ""}`);
                const limitedForMs = function rateLimitWait(answer, secondaryStrikes) {
                    const {headers} = answer;
                    const retryAfter = headers["retry-after"];
                    if (void 0 !== retryAfter) {
                        if (/^\d+$/.test(retryAfter.trim())) return 1e3 * Number(retryAfter.trim());
                        const at = Date.parse(retryAfter);
                        if (!Number.isNaN(at)) return Math.max(0, at - answeredAt(answer));
                    }
                    if ("0" === headers["x-ratelimit-remaining"] && void 0 !== headers["x-ratelimit-reset"]) {
                        const reset = 1e3 * Number(headers["x-ratelimit-reset"]);
                        if (Number.isFinite(reset)) return Math.max(0, reset - answeredAt(answer)) + 1e3;
                    }
                    return 429 === answer.status || 403 === answer.status && /rate limit/i.test(answer.message ?? "") || 403 === answer.status && "0" === headers["x-ratelimit-remaining"] ? Math.min(6e4 * 2 ** secondaryStrikes, 9e5) : void 0;
                }(answer, this.secondaryStrikes);
                if (void 0 !== limitedForMs) {
                    this.notBefore = (0, backoff.XZ)() + Math.max(limitedForMs, this.askEveryMs);
                    if (403 === answer.status || 429 === answer.status) {
                        answer.headers["retry-after"] || "0" === answer.headers["x-ratelimit-remaining"] || this.secondaryStrikes++;
                        this.fallBack(`GitHub's API rate limit was reached (${kind}${answer.message ? `: ${answer.message}` : ""}); asking again in ${(0, 
                        duration.a3)(limitedForMs)} at the earliest`, leaseLeftMs);
                        return;
                    }
                }
                if (200 === answer.status && void 0 !== answer.run) {
                    this.secondaryStrikes = 0;
                    state.etag = answer.headers.etag;
                    const {run: found} = answer;
                    if ("completed" !== found.status) {
                        if (!state.saidRunning) {
                            state.saidRunning = !0;
                            const attempt = void 0 === found.runAttempt ? "" : `, attempt ${found.runAttempt}`;
                            this.options.log.info(`GitHub says the holder's run (${about}${attempt}) is ${found.status ?? "not completed"}: waiting on`);
                        }
                    } else {
                        const changedAt = Date.parse(found.updatedAt ?? "");
                        const answeredAt = Date.parse(answer.headers.date ?? "");
                        state.completed = {
                            ...run,
                            renewals,
                            conclusion: found.conclusion ?? "no conclusion",
                            url: found.htmlUrl ?? `${this.server}/${run.repository}/actions/runs/${run.runId}`,
                            agoMs: Number.isNaN(changedAt) || Number.isNaN(answeredAt) ? void 0 : Math.max(0, answeredAt - changedAt)
                        };
                    }
                    return;
                }
                if (304 !== answer.status) if (401 !== answer.status && 403 !== answer.status && 404 !== answer.status) this.fallBack(`GitHub's API did not answer for ${about} (${kind}${answer.message ? `: ${answer.message}` : ""}); asking again in ${(0, 
                duration.a3)(this.askEveryMs)}`, leaseLeftMs); else {
                    this.refusedRepositories.add(run.repository.toLowerCase());
                    this.fallBack(`GitHub answered ${kind}${answer.message ? ` (${answer.message})` : ""} for ${about}: the github-token cannot read that repository's workflow runs (it needs "actions: read" there; for another repository, a personal access token or GitHub App token)`, leaseLeftMs);
                }
            }
            fallBack(problem, leaseLeftMs) {
                this.outcome ??= `fell back to the lease: ${problem}`;
                const line = `Could not learn from GitHub whether the lock's holder is still running: ${problem}. Its lease decides meanwhile (it runs out in ${(0, 
                duration.a3)(leaseLeftMs)} unless renewed).`;
                if (this.noticed) this.options.log.debug(line); else {
                    this.noticed = !0;
                    this.options.log.notice(line);
                }
            }
        }
        function answeredAt(answer) {
            const date = Date.parse(answer.headers.date ?? "");
            return Number.isNaN(date) ? Date.now() : date;
        }
        function origin(url) {
            try {
                const parsed = new URL(url);
                return "https:" === parsed.protocol || "http:" === parsed.protocol ? parsed.origin.toLowerCase() : void 0;
            } catch {
                return;
            }
        }
        async function loadGitHubApi(token) {
            const {createGitHubApi} = await Promise.all([ __nccwpck_require__.e(575), __nccwpck_require__.e(51) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 8789));
            return createGitHubApi(token);
        }
        function describeThisJob(contextInput) {
            const env = name => process.env[name] ?? "";
            const repository = env("GITHUB_REPOSITORY");
            const runId = env("GITHUB_RUN_ID");
            const attempt = env("GITHUB_RUN_ATTEMPT") || "1";
            const server = env("GITHUB_SERVER_URL") || "https://github.com";
            return {
                repository,
                workflow: env("GITHUB_WORKFLOW"),
                job: env("GITHUB_JOB"),
                runId,
                runNumber: env("GITHUB_RUN_NUMBER"),
                runAttempt: attempt,
                runUrl: repository && runId ? `${server}/${repository}/actions/runs/${runId}/attempts/${attempt}` : "",
                server,
                actor: env("GITHUB_ACTOR"),
                sha: env("GITHUB_SHA"),
                ref: env("GITHUB_REF"),
                context: contextInput
            };
        }
        var run_step = __nccwpck_require__(473);
        class UseListingInstead extends errors.Ui {}
        const CANCEL_TIMEOUT_MS = 15e3;
        function unholdCommand(target, bucket) {
            return `s3-lock unhold ${shellQuote(target)} --bucket ${shellQuote(bucket)}`;
        }
        function shellQuote(text) {
            return /^[\w./@%+=:,-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
        }
        const REMINDER_MS = 6e4;
        function holdOptions(inputs, notes) {
            let lastLogged = -1 / 0;
            let warnedUnreadable = !1;
            return {
                name: inputs.name,
                onHold: inputs.onHold,
                ...void 0 === inputs.ignoreHold ? {} : {
                    ignore: inputs.ignoreHold
                },
                onHeld: view => {
                    const now = Date.now();
                    void 0 === notes.paused && (notes.paused = {
                        hold: view.hold,
                        since: now
                    });
                    notes.paused.hold = view.hold;
                    notes.paused.until = now;
                    if (view.first || !(view.waitedMs - lastLogged < REMINDER_MS)) {
                        lastLogged = view.waitedMs;
                        lib_core.pq(`Lock "${inputs.name}" is ${describeHold(view.hold, view.leftMs)}: this job holds the lock, paused, and goes on when the hold is lifted or ends; lift it with: ` + unholdCommand(view.hold.target, inputs.bucket));
                    }
                },
                onIgnored: hold => {
                    notes.ignored = hold;
                    lib_core.$e(`Lock "${inputs.name}" is ${describeHold(hold, hold.remainingMs)}, and this job goes on anyway: ignore-hold "${inputs.ignoreHold}" (written into the lock's record)`);
                },
                onUnreadable: explanation => {
                    if (!warnedUnreadable) {
                        warnedUnreadable = !0;
                        lib_core.$e(`Lock "${inputs.name}": holds could not be checked: ${explanation}; on AWS, a bucket with no .s3-lock/holds yet answers 403: write it once (docs/aws-setup.md, section 1)`);
                    }
                }
            };
        }
        function pausedNote(view, bucket) {
            const mark = pauseMarkOf(view.holder.holder);
            return void 0 === mark ? "" : `; that holder is paused: the lock is ${describeHold(mark, leftOf(mark, view))}; lift it with: ${unholdCommand(mark.target, bucket)}`;
        }
        function leftOf(mark, view) {
            return mark.leftMs - (view.sinceLastWriteMs ?? 0);
        }
        function holdRow(notes, bucket) {
            if (notes.ignored) {
                const hold = notes.ignored;
                return [ "⚠️ Hold ignored", held_escape(`${describeHold(hold, hold.remainingMs)}; went on anyway (ignore-hold)`) ];
            }
            if (notes.paused) {
                const {hold, since, until} = notes.paused;
                return [ "Hold", held_escape(`waited ${(0, duration.a3)((until ?? since) - since)} for the hold on ${targetText(hold.target)} by ${hold.by} ("${hold.reason}"); lift command: ${unholdCommand(hold.target, bucket)}`) ];
            }
        }
        function capitalized(text) {
            return text.charAt(0).toUpperCase() + text.slice(1);
        }
        function held_escape(text) {
            return text.replace(/[|[\]]/g, c => `\\${c}`);
        }
        const wait_log_REMINDER_MS = 6e4;
        function waitLogger(print, describe) {
            let lastPrintedAt = -1 / 0;
            return view => {
                if (view.holderChanged || !(view.waitedMs - lastPrintedAt < wait_log_REMINDER_MS)) {
                    lastPrintedAt = view.waitedMs;
                    print(describe(view));
                }
            };
        }
        function describeWait(name, view, timeoutMs) {
            const {holder} = view;
            const since = ms => ms < 1e3 ? "under 1s" : (0, duration.a3)(ms);
            const held = void 0 === view.sinceLastWriteMs ? "" : holder.renewals > 0 ? `, renewed ${since(view.sinceLastWriteMs)} ago` : `, held for ${since(view.sinceLastWriteMs)}`;
            const expires = view.expiresInMs > 0 ? `, lease runs out in ${(0, duration.a3)(view.expiresInMs)} unless renewed` : "";
            const left = Math.max(0, timeoutMs - view.waitedMs);
            return `Lock "${name}" is held by ${holder_label_holderLabel(holder.holder)} (token ${holder.token}${held}${expires}); ${function describePlace(view) {
                if (void 0 === view.place) return "";
                const ahead = [ `${shortLabel(view.holder.holder)} (holding)`, ...view.place.ahead.map(ticket => shortLabel(ticket.holder)) ];
                const shown = ahead.length > 6 ? [ ...ahead.slice(0, 5), ahead.length - 5 + " more" ] : ahead;
                return `${ordinal(ahead.length + 1)} in line; ahead: ${shown.join(", ")}; `;
            }(view)}${function estimateText(view) {
                const text = function describeEstimate(ms) {
                    return void 0 === ms ? "" : ms < 6e4 ? "expected wait under a minute" : `expected wait about ${Math.round(ms / 6e4)} min`;
                }(function estimateWaitMs(holds, waitersAhead) {
                    if (void 0 !== holds && 0 !== holds.length) return (waitersAhead + 1) * function median(values) {
                        const sorted = [ ...values ].sort((a, b) => a - b);
                        const middle = Math.floor(sorted.length / 2);
                        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
                    }(holds);
                }(view.holder.holds, view.place?.ahead.length ?? 0));
                return "" === text ? "" : `${text}; `;
            }(view)}waited ${(0, duration.a3)(view.waitedMs)}, giving up in ${(0, duration.a3)(left)}`;
        }
        function shortLabel(holder) {
            const who = holder.context || (holder.job ? `job ${holder.job}` : "a job");
            return holder.repository ? `${who} in ${holder.repository}` : who;
        }
        function ordinal(n) {
            const tens = n % 100;
            return `${n}${tens >= 11 && tens <= 13 ? "th" : ([ "th", "st", "nd", "rd" ][n % 10] ?? "th") || "th"}`;
        }
        function describeListingWait(name, view, timeoutMs) {
            const who = view.holder ? holder_label_holderLabel(view.holder) : `another job (${view.holderKey.key})`;
            const left = Math.max(0, timeoutMs - view.waitedMs);
            return `Lock "${name}" is held by ${who} (expires in ${(0, duration.a3)(view.expiresInMs)}); ${ordinal(view.ahead + 1)} in line; waited ${(0, 
            duration.a3)(view.waitedMs)}, giving up in ${(0, duration.a3)(left)}`;
        }
        function breakCommand(name, bucket, token) {
            return `s3-lock release ${JSON.stringify(name)} --bucket ${bucket} --force --token ${token}`;
        }
        async function acquireStep(signal, options = {}) {
            const startedAt = Date.now();
            const inputs = function readAcquireInputs() {
                const name = lib_core.V4("name");
                try {
                    (0, lock_key.LK)(name);
                } catch (error) {
                    if (error instanceof lock_key.rX) throw new inputs_InputError(`input "name": ${error.message}; use a key-like name such as "deploy/production"`);
                    throw error;
                }
                const expiresMs = readDuration("expires");
                if (expiresMs < 1e3) throw new inputs_InputError(`input "expires": must be at least 1s (got "${lib_core.V4("expires")}")`);
                const timeoutText = lib_core.V4("timeout");
                const strategy = lib_core.V4("strategy") || "auto";
                if ("auto" !== strategy && "conditional" !== strategy && "listing" !== strategy) throw new inputs_InputError(`input "strategy": "${strategy}" is not one of auto, conditional, listing`);
                return {
                    ...inputs_readStoreInputs(),
                    strategy,
                    name,
                    expiresMs,
                    timeoutMs: "" === timeoutText ? expiresMs : readDuration("timeout"),
                    pollMs: Math.max(readDuration("timeout-poll"), 100),
                    storeClockAllowanceMs: (input = "store-clock-allowance", "" === lib_core.V4(input) ? (0, 
                    duration.E9)("2s") : readDuration(input)),
                    context: lib_core.V4("context"),
                    githubToken: lib_core.V4("github-token"),
                    ...readQueueInputs(strategy),
                    ...readHolders(strategy),
                    ...readWarnAfterInput(),
                    ...readHoldInputs()
                };
                var input;
            }();
            const store = new s3_store.zT(inputs_storeOptions(inputs, signal));
            const lease = "listing" === inputs.strategy ? inputs.expiresMs : options.leaseMs?.(inputs.expiresMs) ?? inputs.expiresMs;
            let held;
            const stopWaitWarning = function warnWhileWaiting(name, warnAfterMs) {
                if (void 0 === warnAfterMs) return () => {};
                const timer = setTimeout(() => {
                    lib_core.$e(`Lock "${name}": this job has waited longer than warn-after (${(0, duration.a3)(warnAfterMs)}) and still waits`);
                }, warnAfterMs);
                timer.unref();
                return () => clearTimeout(timer);
            }(inputs.name, inputs.warnAfterMs);
            try {
                held = "listing" === inputs.strategy ? await acquireByListing(inputs, store, signal) : await async function acquireConditionally(inputs, store, signal, options) {
                    const lock = inputs.holders > 1 ? new SharedLock(store, (0, lock_key.QX)(inputs.name), inputs.holders, inputs.exclusive) : new conditional_lock_ConditionalLock(store, (0, 
                    lock_key.QX)(inputs.name));
                    const owner = (0, external_node_crypto_.randomUUID)();
                    const handle = function formatHandle(handle) {
                        return `${handle.key}#${handle.owner}`;
                    }({
                        key: lock.key,
                        owner
                    });
                    const cleanup = (0, deadlines.nV)(signal);
                    const logWait = waitLogger(lib_core.pq, view => view.holderChanged ? `${describeWait(inputs.name, view, inputs.timeoutMs)}${pausedNote(view, inputs.bucket)}` : `${describeWait(inputs.name, view, inputs.timeoutMs)}${pausedNote(view, inputs.bucket)}. If that job is gone, break the lock with: ${breakCommand(inputs.name, inputs.bucket, view.holder.token)}`);
                    const holdNotes = {};
                    let lastPaused = "";
                    let lastView;
                    let storeCheck;
                    let aheadAtJoining;
                    "" !== inputs.githubToken && lib_core.Pq(inputs.githubToken);
                    const runWatch = new HolderRunWatch({
                        token: inputs.githubToken,
                        serverUrl: process.env.GITHUB_SERVER_URL || "https://github.com",
                        repository: process.env.GITHUB_REPOSITORY ?? "",
                        runId: process.env.GITHUB_RUN_ID ?? "",
                        log: {
                            info: lib_core.pq,
                            notice: lib_core.lm,
                            debug: lib_core.Yz
                        }
                    });
                    lib_core.pq(`Acquiring lock "${inputs.name}" at ${store.where(lock.key)}`);
                    let acquisition;
                    try {
                        acquisition = await lock.acquire({
                            owner,
                            leaseMs: options.leaseMs?.(inputs.expiresMs) ?? inputs.expiresMs,
                            storeClockAllowanceMs: inputs.storeClockAllowanceMs,
                            holder: {
                                ...describeThisJob(inputs.context),
                                ...!0 === options.renewed ? {
                                    [RENEWED_HOLDER]: "yes"
                                } : {}
                            },
                            timeoutMs: inputs.timeoutMs,
                            pollMs: inputs.pollMs,
                            signal,
                            beforeCreate: async bound => {
                                try {
                                    storeCheck = await async function checkStore(inputs, name, strategy, signal, lockStore, bound) {
                                        const endpoint = lockStore.endpoint;
                                        if (void 0 === endpoint) throw new Error("the store check needs a request sent to the store first");
                                        const {describeVerdict, recheckHint, storeVerdict} = await __nccwpck_require__.e(0).then(__nccwpck_require__.bind(__nccwpck_require__, 8e3));
                                        const store = new s3_store.zT(inputs_storeOptions(inputs));
                                        let verdict;
                                        try {
                                            verdict = await storeVerdict({
                                                store,
                                                name,
                                                endpoint,
                                                signal,
                                                bound,
                                                onWait: line => lib_core.pq(`Store check: ${line}`)
                                            });
                                        } finally {
                                            for (const [kind, count] of Object.entries(store.requests)) lockStore.requests[kind] += count;
                                        }
                                        const report = describeVerdict(verdict, store);
                                        lib_core.pq(report.line);
                                        report.warning && lib_core.$e(report.warning);
                                        if (verdict.enforced) return report.summary;
                                        if ("auto" === strategy) throw new UseListingInstead(`the store does not enforce conditional writes (${verdict.found})${recheckHint(verdict, store)}`);
                                        throw new errors.E_(`strategy "conditional" is unsafe on this store: ${verdict.found}. Two jobs could hold the lock at once. Use strategy "listing" (weaker guarantees, see docs/guarantees.md) or a store that enforces conditional writes` + recheckHint(verdict, store));
                                    }(inputs, inputs.name, inputs.strategy, signal, store, bound);
                                } catch (error) {
                                    throw function checkTimedOut(inputs, bound, signal, error) {
                                        return !bound.aborted || signal.aborted ? error : new errors.XB(`lock "${inputs.name}" was not acquired within ${(0, 
                                        duration.a3)(inputs.timeoutMs)}: the check whether the store enforces conditional writes did not finish (${(0, 
                                        errors.kc)(error)})`);
                                    }(inputs, bound, signal, error);
                                }
                            },
                            onListingCheckSkipped: why => lib_core.pq(`Lock "${inputs.name}": ${why}`),
                            beforeFirstWrite: () => options.beforeFirstWrite?.(handle),
                            line: {
                                key: (0, lock_key.HQ)(inputs.name),
                                passStepMs: passStepFor(inputs.pollMs),
                                ...!0 === options.renewed ? {
                                    claimMs: (pollMs = inputs.pollMs, Math.max(1e4, 2 * passStepFor(pollMs)))
                                } : {},
                                cleanupStore: new s3_store.zT(inputs_storeOptions(inputs)),
                                ..."newest" === inputs.queue ? {
                                    newest: {
                                        group: inputs.queueGroup,
                                        order: inputs.runOrder
                                    }
                                } : {},
                                onJoined: (ticket, ahead) => {
                                    aheadAtJoining = ahead.length;
                                    lib_core.pq(`Lock "${inputs.name}" is busy: joined its line (ticket ${ticket}) with ${0 === ahead.length ? "nobody" : ahead.length} waiting ahead`);
                                }
                            },
                            onWait: view => {
                                lastView = view;
                                const paused = pausedNote(view, inputs.bucket);
                                logWait(paused === lastPaused ? view : {
                                    ...view,
                                    holderChanged: !0
                                });
                                lastPaused = paused;
                                (function checkHoldAhead(inputs, view) {
                                    const mark = pauseMarkOf(view.holder.holder);
                                    if (void 0 === mark || void 0 !== inputs.ignoreHold) return;
                                    const left = leftOf(mark, view);
                                    const what = `lock "${inputs.name}" is ${describeHold(mark, left)}`;
                                    if ("wait" !== inputs.onHold) throw new HoldError(`${what} (on-hold: ${inputs.onHold})`, mark, inputs.onHold);
                                    const timeoutLeft = inputs.timeoutMs - view.waitedMs;
                                    if (left > timeoutLeft) throw new HoldError(`${what}, which ends after this job's timeout (${(0, 
                                    duration.a3)(Math.max(0, timeoutLeft))} left)`, mark, "timeout");
                                })(inputs, view);
                            },
                            holderGone: runWatch.holderGone,
                            holds: holdOptions(inputs, holdNotes)
                        });
                    } catch (error) {
                        runWatch.stop();
                        signal.aborted && await releaseIfOurs(inputs, lock.key, owner, cleanup());
                        if (error instanceof errors.XB && lastView) throw new errors.XB(`lock "${inputs.name}" was not acquired within ${(0, 
                        duration.a3)(inputs.timeoutMs)}: ${describeWait(inputs.name, lastView, inputs.timeoutMs)}. If that job is gone, break the lock with: ${breakCommand(inputs.name, inputs.bucket, lastView.holder.token)}`);
                        if (signal.aborted) throw new run_step.c(`cancelled while waiting for lock "${inputs.name}"`);
                        if (error instanceof errors.g_ && error.expiredHolder) {
                            const {token} = error.expiredHolder;
                            throw new errors.g_(`${error.message}, with: ${breakCommand(inputs.name, inputs.bucket, token)}`);
                        }
                        throw error;
                    }
                    var pollMs;
                    runWatch.stop();
                    lib_core.uH("token", String(acquisition.token));
                    lib_core.uH("waited-ms", String(Math.round(acquisition.waitedMs)));
                    lib_core.uH("ahead", String(aheadAtJoining ?? 0));
                    const waited = `after waiting ${(0, duration.a3)(acquisition.waitedMs)}`;
                    const place = inputs.holders > 1 ? `, ${inputs.exclusive ? "alone" : "one place"} of ${inputs.holders} holders` : "";
                    lib_core.pq(`Acquired lock "${inputs.name}" (token ${acquisition.token}${place}) ${waited}`);
                    const previous = acquisition.previous;
                    "held" === previous?.state && acquisition.tookOverGone ? lib_core.$e(`Lock "${inputs.name}": ${runWatch.noteTakeover(previous)} before its lease ran out (token ${acquisition.token}); its last holder was ${holder_label_holderLabel(previous.holder)} (token ${previous.token})`) : previous && acquisition.tookOverExpired && lib_core.$e(`Lock "${inputs.name}" was taken over after its lease ran out without a release; its last holder was ${holder_label_holderLabel(previous.holder)} (token ${previous.token})`);
                    const github = runWatch.stats();
                    github.calls > 0 && lib_core.pq(`Asked GitHub about the holder's workflow run ${github.calls} time(s)`);
                    return {
                        strategy: "conditional",
                        inputs,
                        acquisition,
                        handle,
                        storeCheck,
                        aheadAtJoining,
                        github,
                        holds: holdNotes
                    };
                }(inputs, store, signal, {
                    ...options,
                    leaseMs: () => lease
                });
            } catch (error) {
                if (error instanceof SupersededError) {
                    await async function endSuperseded(inputs, where, error) {
                        const newer = error.newer;
                        const by = `a newer run of its group "${newer.group}" (run ${newer.order.join(", attempt ")}: ${holder_label_holderLabel(newer.holder)}) is waiting for or has held it`;
                        lib_core.uH("acquired", "false");
                        lib_core.uH("superseded-by", newer.holder.runUrl ?? newer.order.join("."));
                        const what = `Lock "${inputs.name}": superseded: ${by}`;
                        const summarize = outcome => async function summarizeSuperseded(facts) {
                            const rows = [ [ "Lock", `\`${facts.name}\` at \`${facts.where}\`` ], [ "Group", summary_escape(facts.group) ], [ "Superseded by", `${linkHolder(facts.newer)} (run ${facts.newerOrder.join(", attempt ")})` ], [ "This job", summary_escape(facts.outcome) ] ];
                            await write(`### ⏭️ Superseded: lock \`${facts.name}\` not taken\n\n${table(rows)}\n`);
                        }({
                            name: inputs.name,
                            where,
                            group: newer.group,
                            newer: newer.holder,
                            newerOrder: newer.order,
                            outcome
                        });
                        if ("skip" === inputs.onSuperseded) {
                            await summarize("went on without the lock (on-superseded: skip)");
                            lib_core.lm(`${what}; this job goes on without the lock (on-superseded: skip)`);
                            return;
                        }
                        if ("fail" === inputs.onSuperseded) {
                            await summarize("failed (on-superseded: fail)");
                            throw new errors.Ui(`${what} (on-superseded: fail)`);
                        }
                        const repository = process.env.GITHUB_REPOSITORY ?? "";
                        const runId = process.env.GITHUB_RUN_ID ?? "";
                        const {createGitHubApi} = await Promise.all([ __nccwpck_require__.e(575), __nccwpck_require__.e(51) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 8789));
                        const answer = await createGitHubApi(inputs.githubToken).cancelRun(repository, runId, AbortSignal.timeout(CANCEL_TIMEOUT_MS));
                        if (202 === answer.status || 409 === answer.status) {
                            await summarize("cancelled its workflow run (on-superseded: cancel)");
                            throw new errors.Ui(`${what}; cancelled this workflow run (on-superseded: cancel)`);
                        }
                        const why = 403 === answer.status || 404 === answer.status ? 'the token may not cancel it: give the job "permissions: actions: write", or set on-superseded to fail or skip' : `the GitHub API answered ${0 === answer.status ? "nothing" : answer.status}` + (answer.message ? ` (${answer.message})` : "");
                        await summarize(`failed: could not cancel its workflow run (${why})`);
                        throw new errors.Ui(`${what}; could not cancel this workflow run: ${why}`);
                    }(inputs, store.where((0, lock_key.QX)(inputs.name)), error);
                    return;
                }
                if (error instanceof HoldError) {
                    await async function endHeld(inputs, error) {
                        const lift = unholdCommand(error.hold.target, inputs.bucket);
                        lib_core.uH("acquired", "false");
                        const outcome = "skip" === error.outcome ? "went on without the lock (on-hold: skip)" : "fail" === error.outcome ? "failed (on-hold: fail)" : "failed: the hold ends after its timeout";
                        await async function summarizeHeld(inputs, error, outcome, lift) {
                            if (!process.env.GITHUB_STEP_SUMMARY) return;
                            const table = [ "| | |", "|---|---|", ...[ [ "Lock", `\`${inputs.name}\`` ], [ "Hold", `${held_escape(targetText(error.hold.target))}, set by ${held_escape(error.hold.by)}` ], [ "Reason", held_escape(error.hold.reason) ], [ "This job", outcome ], [ "Lift it with", `\`${lift}\`` ] ].map(([k, v]) => `| ${k} | ${v} |`) ].join("\n");
                            await lib_core.z.addRaw(`### ⏸️ On hold: lock \`${inputs.name}\` not taken\n\n${table}\n`, !0).write();
                        }(inputs, error, outcome, lift);
                        if ("skip" !== error.outcome) throw new HoldError(`${capitalized(error.message)}; lift it with: ${lift}`, error.hold, error.outcome);
                        lib_core.lm(`${capitalized(error.message)}; this job goes on without the lock`);
                    }(inputs, error);
                    return;
                }
                if (!(error instanceof UseListingInstead)) throw error;
                if ("newest" === inputs.queue) throw new errors.Ui(`Lock "${inputs.name}": ${error.message}, and queue newest needs conditional writes (the listing scheme has no line)`);
                if (inputs.holders > 1) throw new inputs_InputError(`input "holders": lock "${inputs.name}": ${error.message}, and the listing strategy that would replace it has one holder only (got holders: ${inputs.holders})`);
                lib_core.$e(`Lock "${inputs.name}": ${error.message}, so the listing strategy is used: it is not atomic (see docs/guarantees.md); set strategy "listing" to skip this check`);
                held = await acquireByListing(inputs, store, signal);
            } finally {
                stopWaitWarning();
            }
            const acquiredAt = Date.now();
            lib_core.uH("key", held.handle);
            lib_core.uH("acquired", "true");
            lib_core.uH("acquired-at", new Date(acquiredAt).toISOString());
            lib_core.uH("strategy", held.strategy);
            const conditional = "conditional" === held.strategy ? held.acquisition : void 0;
            const waitedMs = conditional?.waitedMs ?? ("listing" === held.strategy ? held.waitedMs : 0);
            (function logAcquired(facts) {
                const {conditional} = facts;
                const previous = conditional?.previous;
                const takeover = !0 === conditional?.tookOverGone ? "run-completed" : conditional?.tookOverExpired ? "expired" : void 0;
                lib_core.pq(event_line_eventLine("acquired", {
                    lock: facts.name,
                    location: facts.where,
                    strategy: facts.strategy,
                    token: conditional?.token ?? null,
                    holder: holder_label_holderLabel(facts.holder),
                    waitedMs: facts.waitedMs,
                    after: takeover ?? (void 0 === previous ? "created" : "released")
                }));
                void 0 !== takeover && void 0 !== previous && lib_core.pq(event_line_eventLine("takeover", {
                    lock: facts.name,
                    location: facts.where,
                    token: conditional?.token ?? null,
                    holder: holder_label_holderLabel(facts.holder),
                    reason: takeover,
                    previousToken: previous.token,
                    previousHolder: holder_label_holderLabel(previous.holder)
                }));
            })({
                name: inputs.name,
                where: store.where(conditional?.key ?? held.handle),
                strategy: held.strategy,
                holder: describeThisJob(inputs.context),
                waitedMs,
                conditional
            });
            const waitWarning = function waitedTooLong(name, waitedMs, warnAfterMs) {
                if (void 0 === warnAfterMs || waitedMs <= warnAfterMs) return;
                const text = `waited ${(0, duration.a3)(waitedMs)} for lock "${name}", longer than warn-after (${(0, 
                duration.a3)(warnAfterMs)})`;
                lib_core.$e(`Lock "${name}": this job ${text}`);
                return text;
            }(inputs.name, waitedMs, inputs.warnAfterMs);
            await async function summarizeAcquisition(facts) {
                const rows = [ [ "Lock", `\`${facts.name}\` at \`${facts.where}\`` ], [ "Strategy", facts.strategy ], [ "Fencing token", void 0 === facts.token ? "none (listing strategy)" : String(facts.token) ], [ "Waited", (0, 
                duration.a3)(facts.acquiredAt - facts.startedAt) ], [ "Lease", facts.lease ] ];
                if (facts.previous) {
                    const how = {
                        released: "released",
                        expired: "taken over after its lease ran out",
                        "run-completed": "taken over after its workflow run completed"
                    }[facts.previous.how];
                    rows.push([ "Previous holder", `${linkHolder(facts.previous.holder)} (token ${facts.previous.token}, ${how})` ]);
                }
                if (void 0 !== facts.aheadAtJoining) {
                    const ahead = facts.aheadAtJoining;
                    rows.push([ "Line", `joined it with ${0 === ahead ? "nobody" : ahead} waiting ahead` ]);
                }
                facts.hold && rows.push(facts.hold);
                facts.storeCheck && rows.push([ "Store check", facts.storeCheck ]);
                facts.requests && rows.push([ "S3 requests", describeRequests(facts.requests) ]);
                facts.github && (facts.github.calls > 0 || facts.github.outcome) && rows.push([ "GitHub API", describeGitHub(facts.github) ]);
                await write(`### 🔒 Acquired lock \`${facts.name}\`\n\n${function warningLines(warnings) {
                    return void 0 === warnings || 0 === warnings.length ? "" : warnings.map(text => `> [!WARNING]\n> This job ${summary_escape(text)}\n\n`).join("");
                }(facts.warnings)}${table(rows)}\n`);
            }({
                name: inputs.name,
                where: store.where(conditional?.key ?? held.handle),
                strategy: held.strategy,
                token: conditional?.token,
                startedAt,
                acquiredAt,
                previous: void 0 === conditional?.previous ? void 0 : {
                    holder: conditional.previous.holder,
                    token: conditional.previous.token,
                    how: conditional.tookOverGone ? "run-completed" : conditional.tookOverExpired ? "expired" : "released"
                },
                storeCheck: "conditional" === held.strategy ? held.storeCheck : void 0,
                aheadAtJoining: "conditional" === held.strategy ? held.aheadAtJoining : void 0,
                lease: (0, duration.a3)("listing" === held.strategy ? inputs.expiresMs : lease),
                requests: store.requests,
                github: "conditional" === held.strategy ? held.github : void 0,
                warnings: void 0 === waitWarning ? void 0 : [ waitWarning ],
                hold: "conditional" === held.strategy && held.holds ? holdRow(held.holds, inputs.bucket) : void 0
            });
            if (("conditional" === held.strategy ? leaseLeftMs(held.acquisition) : held.leaseEndsAt - (0, 
            backoff.XZ)()) <= 0) {
                "conditional" === held.strategy ? await releaseIfOurs(inputs, held.acquisition.key, held.acquisition.owner) : await withdrawListingKeys(inputs, [ held.handle ], () => held.inFlightUntil);
                throw new errors.Ui(`Lock "${inputs.name}": its lease ended before the step could hand it to the job (the runner was stalled); it was given back`);
            }
            return {
                ...held,
                startedAt,
                acquiredAt
            };
        }
        async function acquireByListing(inputs, store, signal) {
            const lock = new ListingLock(store, inputs.name);
            const logWait = waitLogger(lib_core.pq, view => describeListingWait(inputs.name, view, inputs.timeoutMs));
            lib_core.pq(`Acquiring lock "${inputs.name}" at ${store.where(`${inputs.name}.*`)} (listing strategy)`);
            let lastView;
            await refuseIfConditionalLock(store, inputs.name, (0, deadlines.ux)(inputs.timeoutMs + deadlines.E6));
            try {
                const {key, waitedMs, waitersAheadAtJoining, inFlightUntil, leaseEndsAt} = await lock.acquire({
                    leaseMs: inputs.expiresMs,
                    timeoutMs: inputs.timeoutMs,
                    pollMs: inputs.pollMs,
                    context: inputs.context,
                    holder: describeThisJob(inputs.context),
                    signal,
                    beforeHolding: async bound => {
                        await refuseIfConditionalLock(store, inputs.name, bound);
                        await async function refuseIfHeld(inputs, store, bound) {
                            const read = await new HoldsReader(store).read(bound);
                            if ("forbidden" === read.kind) {
                                lib_core.$e(`Lock "${inputs.name}": holds could not be checked: ${read.explanation}`);
                                return;
                            }
                            const hold = holdOn(read.active, inputs.name);
                            if (void 0 === hold) return;
                            if (void 0 !== inputs.ignoreHold) {
                                lib_core.$e(`Lock "${inputs.name}" is ${describeHold(hold, hold.remainingMs)}, and this job goes on anyway: ignore-hold "${inputs.ignoreHold}"`);
                                return;
                            }
                            const outcome = "skip" === inputs.onHold ? "skip" : "fail" === inputs.onHold ? "fail" : "timeout";
                            throw new HoldError(`lock "${inputs.name}" is ${describeHold(hold, hold.remainingMs)}` + ("timeout" === outcome ? " (the listing strategy cannot wait out a hold)" : ` (on-hold: ${inputs.onHold})`), hold, outcome);
                        }(inputs, store, bound);
                    },
                    onJoined: ({key: waitingKey, waitersAhead, rejoined}) => {
                        lib_core.pq(rejoined ? `Lock "${inputs.name}": this job's place in line lapsed (its waiting key ran out or was removed); joined again at the end as ${waitingKey} with ${0 === waitersAhead ? "nobody" : waitersAhead} waiting ahead` : `Lock "${inputs.name}" is busy: joined its line as ${waitingKey} with ${0 === waitersAhead ? "nobody" : waitersAhead} waiting ahead`);
                    },
                    onWait: view => {
                        lastView = view;
                        logWait(view);
                    }
                });
                lib_core.uH("token", "");
                lib_core.uH("waited-ms", String(Math.round(waitedMs)));
                lib_core.uH("ahead", String(waitersAheadAtJoining));
                lib_core.pq(`Acquired lock "${inputs.name}" as ${key} after waiting ${(0, duration.a3)(waitedMs)}`);
                return {
                    strategy: "listing",
                    inputs,
                    handle: key,
                    waitedMs,
                    inFlightUntil,
                    leaseEndsAt
                };
            } catch (error) {
                lock.pendingKeys.size > 0 && await withdrawListingKeys(inputs, [ ...lock.pendingKeys ], key => lock.inFlightUntilOf(key));
                if (error instanceof errors.XB && lastView) throw new errors.XB(`lock "${inputs.name}" was not acquired within ${(0, 
                duration.a3)(inputs.timeoutMs)}: ` + describeListingWait(inputs.name, lastView, inputs.timeoutMs));
                if (signal.aborted) throw new run_step.c(`cancelled while waiting for lock "${inputs.name}"`);
                throw error;
            }
        }
        async function withdrawListingKeys(inputs, keys, inFlightUntilOf) {
            const store = new s3_store.zT(inputs_storeOptions(inputs));
            const bound = (0, deadlines.ux)(deadlines.qe);
            for (const key of keys) await store.delete(key, bound).catch(error => {
                lib_core.$e(`Could not remove ${store.where(key)}: ${String(error)}`);
            });
            for (const key of keys) {
                const until = inFlightUntilOf(key);
                void 0 !== until && await deleteAfterLateLanding(store, key, until).catch(error => {
                    lib_core.$e(`Could not remove ${store.where(key)}: ${String(error)}`);
                });
            }
        }
        async function releaseIfOurs(inputs, key, owner, bound = (0, deadlines.ux)(deadlines.qe)) {
            const lock = new conditional_lock_ConditionalLock(new s3_store.zT(inputs_storeOptions(inputs)), key);
            try {
                const result = await async function giveBackAfterCancel(lock, owner, bound) {
                    const first = await lock.release({
                        owner
                    }, bound);
                    if ("released" === first.kind) return first;
                    await (0, backoff.yy)(LANDING_MS, bound);
                    return lock.release({
                        owner
                    }, bound);
                }(lock, owner, bound);
                "released" === result.kind && lib_core.pq(`Released lock "${inputs.name}" on cancel`);
            } catch (error) {
                lib_core.$e(`Could not check lock "${inputs.name}" after cancel: ${String(error)}`);
            }
        }
    }),
    473: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            c: () => CancelledError,
            e: () => runStep
        });
        var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2966);
        var _lock_basics_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8929);
        class CancelledError extends _lock_basics_errors_js__WEBPACK_IMPORTED_MODULE_1__.Ui {}
        async function runStep(body) {
            const controller = new AbortController;
            const cancel = signal => {
                controller.abort(new CancelledError(`the step was cancelled (${signal})`));
            };
            process.once("SIGINT", cancel);
            process.once("SIGTERM", cancel);
            try {
                await body(controller.signal);
            } catch (error) {
                error instanceof _lock_basics_errors_js__WEBPACK_IMPORTED_MODULE_1__.Ui ? _actions_core__WEBPACK_IMPORTED_MODULE_0__.C1(error.message) : _actions_core__WEBPACK_IMPORTED_MODULE_0__.C1(error instanceof Error ? error.stack ?? error.message : String(error));
            } finally {
                process.off("SIGINT", cancel);
                process.off("SIGTERM", cancel);
            }
        }
    }),
    9872: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            EY: () => backoffDelay,
            XZ: () => monotonicNow,
            yy: () => sleep
        });
        var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5718);
        function backoffDelay(attempt, baseMs = 100, capMs = 5e3) {
            const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
            return Math.floor((0, _clock_js__WEBPACK_IMPORTED_MODULE_0__.yT)().fraction() * ceiling);
        }
        function sleep(milliseconds, signal) {
            return new Promise((resolve, reject) => {
                if (signal?.aborted) return reject(signal.reason);
                const cancel = (0, _clock_js__WEBPACK_IMPORTED_MODULE_0__.pm)().later(Math.max(0, milliseconds), function done() {
                    signal?.removeEventListener("abort", abort);
                    resolve();
                });
                function abort() {
                    cancel();
                    reject(signal?.reason);
                }
                signal?.addEventListener("abort", abort, {
                    once: !0
                });
            });
        }
        function monotonicNow() {
            return (0, _clock_js__WEBPACK_IMPORTED_MODULE_0__.pm)().monotonicNow();
        }
    }),
    5718: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Wx: () => wallIso,
            pm: () => clock,
            yT: () => random
        });
        var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
        let installedClock = {
            monotonicNow: () => Number(process.hrtime.bigint() / 1000n) / 1e3,
            wallNow: () => Date.now(),
            timeout: ms => AbortSignal.timeout(ms),
            later(ms, run) {
                const timer = setTimeout(run, ms);
                return () => clearTimeout(timer);
            }
        };
        let installedRandom = {
            fraction: () => Math.random(),
            uuid: () => (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()
        };
        function clock() {
            return installedClock;
        }
        function random() {
            return installedRandom;
        }
        function wallIso() {
            return new Date(installedClock.wallNow()).toISOString();
        }
    }),
    6469: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            E6: () => REQUEST_GRACE_MS,
            TX: () => STEP_GRACE_MS,
            jK: () => RELEASE_MS,
            nV: () => cleanupAfterCancel,
            qe: () => CLEANUP_MS,
            ux: () => within
        });
        var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5718);
        const REQUEST_GRACE_MS = 2e3;
        const STEP_GRACE_MS = 4e3;
        const CLEANUP_MS = 5e3;
        function within(ms) {
            return (0, _clock_js__WEBPACK_IMPORTED_MODULE_0__.pm)().timeout(Math.max(1, Math.ceil(ms)));
        }
        function cleanupAfterCancel(signal) {
            let cancelledAt = signal.aborted ? (0, _clock_js__WEBPACK_IMPORTED_MODULE_0__.pm)().monotonicNow() : void 0;
            signal.addEventListener("abort", () => cancelledAt ??= (0, _clock_js__WEBPACK_IMPORTED_MODULE_0__.pm)().monotonicNow(), {
                once: !0
            });
            return () => {
                const now = (0, _clock_js__WEBPACK_IMPORTED_MODULE_0__.pm)().monotonicNow();
                return within(CLEANUP_MS - (now - (cancelledAt ?? now)));
            };
        }
        const RELEASE_MS = 6e4;
    }),
    4278: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            E9: () => parseDuration,
            N2: () => DurationError,
            a3: () => formatDuration
        });
        var ms__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9778);
        var ms__WEBPACK_IMPORTED_MODULE_0___default = __nccwpck_require__.n(ms__WEBPACK_IMPORTED_MODULE_0__);
        const SUB_MILLISECOND = {
            ns: 1e-6,
            us: .001,
            µs: .001,
            μs: .001
        };
        const PART = /(\d+(?:\.\d+)?|\.\d+)\s*([a-zµμ]+)/gi;
        class DurationError extends Error {}
        function parseDuration(text) {
            const value = text.trim();
            if (/^[+]?0+$/.test(value)) return 0;
            if (value.startsWith("-")) throw new DurationError(`"${text}" is negative`);
            const rest = value.replace(/^\+/, "");
            let total = 0;
            let consumed = "";
            for (const [whole, amount, unit] of rest.matchAll(PART)) {
                consumed += whole;
                const lower = unit.toLowerCase();
                const part = lower in SUB_MILLISECOND ? Number(amount) * SUB_MILLISECOND[lower] : ms__WEBPACK_IMPORTED_MODULE_0___default()(`${amount}${unit}`);
                if (void 0 === part || Number.isNaN(part)) throw new DurationError(`"${text}" has an unknown unit "${unit}"`);
                total += part;
            }
            if (consumed.replace(/\s/g, "") !== rest.replace(/\s/g, "") || "" === consumed) throw new DurationError(`"${text}" is not a duration`);
            return Math.floor(total);
        }
        function formatDuration(milliseconds) {
            if (milliseconds < 1e3) return `${Math.max(0, Math.round(milliseconds))}ms`;
            if (milliseconds < 1e4 && Math.round(milliseconds / 100) % 10 != 0) return `${(Math.round(milliseconds / 100) / 10).toFixed(1)}s`;
            let seconds = Math.round(milliseconds / 1e3);
            const hours = Math.floor(seconds / 3600);
            seconds -= 3600 * hours;
            const minutes = Math.floor(seconds / 60);
            seconds -= 60 * minutes;
            return [ hours && `${hours}h`, minutes && `${minutes}m`, seconds && `${seconds}s` ].filter(Boolean).join("") || "0s";
        }
    }),
    8929: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            E_: () => UnsafeStoreError,
            IC: () => StoreConfigError,
            Ui: () => UserFacingError,
            XB: () => LockTimeoutError,
            g_: () => HoldersMismatchError,
            kc: () => errorText,
            o2: () => StoreUnavailableError
        });
        class UserFacingError extends Error {}
        class StoreConfigError extends UserFacingError {
            code;
            constructor(message, code) {
                super(message);
                this.code = code;
            }
        }
        class StoreUnavailableError extends UserFacingError {
            noAnswer;
            constructor(message, noAnswer = !1) {
                super(message);
                this.noAnswer = noAnswer;
            }
        }
        class UnsafeStoreError extends UserFacingError {}
        class LockTimeoutError extends UserFacingError {}
        function errorText(error) {
            return error instanceof Error ? error.message : String(error);
        }
        class HoldersMismatchError extends UserFacingError {
            expiredHolder;
            constructor(message, expiredHolder) {
                super(message);
                this.expiredHolder = expiredHolder;
            }
        }
    }),
    411: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            C4: () => reservedKey,
            HQ: () => lineKeyOf,
            LK: () => validateLockName,
            QX: () => lockObjectKey,
            rX: () => LockNameError
        });
        class LockNameError extends Error {}
        const MAX_KEY_BYTES = 1024;
        const RESERVED = ".s3-lock";
        function validateLockName(name) {
            const problem = function nameProblem(name) {
                return "" === name ? "is empty" : name.startsWith("/") ? 'starts with "/"' : name.endsWith("/") ? 'ends with "/"' : name.includes("//") ? 'contains "//"' : /[\u0000-\u001f\u007f]/.test(name) ? "contains a control character" : name.split("/").some(part => "." === part || ".." === part || part === RESERVED) ? `has a "." or ".." or "${RESERVED}" path segment` : Buffer.byteLength(name) > MAX_KEY_BYTES - 100 ? "is longer than 924 bytes" : void 0;
            }(name);
            if (problem) throw new LockNameError(`"${name}" ${problem}`);
            return name;
        }
        function lockObjectKey(name) {
            return name;
        }
        function reservedKey(name, leaf) {
            return `${name}/${RESERVED}/${leaf}`;
        }
        function lineKeyOf(name) {
            return reservedKey(name, "line");
        }
    }),
    4667: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            zT: () => S3LockStore,
            ZM: () => store_requests.ZM
        });
        var clock = __nccwpck_require__(5718);
        var normalizeProvider = __nccwpck_require__(4876);
        const RequestChecksumCalculation = {
            WHEN_SUPPORTED: "WHEN_SUPPORTED",
            WHEN_REQUIRED: "WHEN_REQUIRED"
        };
        const DEFAULT_REQUEST_CHECKSUM_CALCULATION = RequestChecksumCalculation.WHEN_SUPPORTED;
        const ResponseChecksumValidation = {
            WHEN_SUPPORTED: "WHEN_SUPPORTED",
            WHEN_REQUIRED: "WHEN_REQUIRED"
        };
        const DEFAULT_RESPONSE_CHECKSUM_VALIDATION = RequestChecksumCalculation.WHEN_SUPPORTED;
        var ChecksumAlgorithm;
        (function(ChecksumAlgorithm) {
            ChecksumAlgorithm.MD5 = "MD5";
            ChecksumAlgorithm.CRC32 = "CRC32";
            ChecksumAlgorithm.CRC32C = "CRC32C";
            ChecksumAlgorithm.CRC64NVME = "CRC64NVME";
            ChecksumAlgorithm.SHA1 = "SHA1";
            ChecksumAlgorithm.SHA256 = "SHA256";
        })(ChecksumAlgorithm || (ChecksumAlgorithm = {}));
        var ChecksumLocation;
        (function(ChecksumLocation) {
            ChecksumLocation.HEADER = "header";
            ChecksumLocation.TRAILER = "trailer";
        })(ChecksumLocation || (ChecksumLocation = {}));
        const DEFAULT_CHECKSUM_ALGORITHM = ChecksumAlgorithm.CRC32;
        var configurations = __nccwpck_require__(6868);
        var hostHeaderMiddleware = __nccwpck_require__(4405);
        var user_agent_middleware = __nccwpck_require__(9279);
        var loggerMiddleware = __nccwpck_require__(1478);
        var getRecursionDetectionPlugin = __nccwpck_require__(8032);
        class S3ExpressIdentityCache {
            data;
            lastPurgeTime=Date.now();
            static EXPIRED_CREDENTIAL_PURGE_INTERVAL_MS=3e4;
            constructor(data = {}) {
                this.data = data;
            }
            get(key) {
                const entry = this.data[key];
                if (entry) return entry;
            }
            set(key, entry) {
                this.data[key] = entry;
                return entry;
            }
            delete(key) {
                delete this.data[key];
            }
            clear() {
                this.data = {};
            }
            async purgeExpired() {
                const now = Date.now();
                if (this.lastPurgeTime + S3ExpressIdentityCache.EXPIRED_CREDENTIAL_PURGE_INTERVAL_MS > now) return;
                const data = this.data;
                for (const key in data) {
                    const entry = data[key];
                    if (!entry.isRefreshing) {
                        const credential = await entry.identity;
                        credential.expiration && credential.expiration.getTime() < now && data[key] === entry && delete data[key];
                    }
                }
            }
        }
        class S3ExpressIdentityCacheEntry {
            _identity;
            isRefreshing;
            accessed;
            constructor(_identity, isRefreshing = !1, accessed = Date.now()) {
                this._identity = _identity;
                this.isRefreshing = isRefreshing;
                this.accessed = accessed;
            }
            get identity() {
                this.accessed = Date.now();
                return this._identity;
            }
        }
        class S3ExpressIdentityProviderImpl {
            createSessionFn;
            cache;
            static REFRESH_WINDOW_MS=6e4;
            accessKeyId;
            cacheGeneration=0;
            constructor(createSessionFn, cache = new S3ExpressIdentityCache) {
                this.createSessionFn = createSessionFn;
                this.cache = cache;
            }
            async getS3ExpressIdentity(awsIdentity, identityProperties) {
                const bucket = identityProperties.Bucket;
                const {cache} = this;
                if (awsIdentity.accessKeyId !== this.accessKeyId) {
                    this.accessKeyId = awsIdentity.accessKeyId;
                    this.cacheGeneration++;
                    cache.clear();
                }
                const cacheGeneration = this.cacheGeneration;
                const entry = cache.get(bucket);
                return entry ? entry.identity.then(identity => {
                    if ((identity.expiration?.getTime() ?? 0) < Date.now()) return cache.set(bucket, new S3ExpressIdentityCacheEntry(this.getIdentity(bucket))).identity;
                    if ((identity.expiration?.getTime() ?? 0) < Date.now() + S3ExpressIdentityProviderImpl.REFRESH_WINDOW_MS && !entry.isRefreshing) {
                        entry.isRefreshing = !0;
                        this.getIdentity(bucket).then(id => {
                            cacheGeneration === this.cacheGeneration && cache.set(bucket, new S3ExpressIdentityCacheEntry(Promise.resolve(id)));
                        });
                    }
                    return identity;
                }) : cache.set(bucket, new S3ExpressIdentityCacheEntry(this.getIdentity(bucket))).identity;
            }
            async getIdentity(bucket) {
                await this.cache.purgeExpired().catch(error => {
                    console.warn("Error while clearing expired entries in S3ExpressIdentityCache: \n" + error);
                });
                const session = await this.createSessionFn(bucket);
                if (!session.Credentials?.AccessKeyId || !session.Credentials?.SecretAccessKey) throw new Error("s3#createSession response credential missing AccessKeyId or SecretAccessKey.");
                return {
                    accessKeyId: session.Credentials.AccessKeyId,
                    secretAccessKey: session.Credentials.SecretAccessKey,
                    sessionToken: session.Credentials.SessionToken,
                    expiration: session.Credentials.Expiration ? new Date(session.Credentials.Expiration) : void 0
                };
            }
        }
        const bucketEndpointMiddlewareOptions = {
            name: "bucketEndpointMiddleware",
            override: !0,
            relation: "after",
            toMiddleware: "endpointV2Middleware"
        };
        const validateBucketNameMiddlewareOptions = {
            step: "initialize",
            tags: [ "VALIDATE_BUCKET_NAME" ],
            name: "validateBucketNameMiddleware",
            override: !0
        };
        var httpRequest = __nccwpck_require__(1871);
        const addExpectContinueMiddlewareOptions = {
            step: "build",
            tags: [ "SET_EXPECT_HEADER", "EXPECT_HEADER" ],
            name: "addExpectContinueMiddleware",
            override: !0
        };
        var setFeature = __nccwpck_require__(4040);
        const regionRedirectEndpointMiddlewareOptions = {
            tags: [ "REGION_REDIRECT", "S3" ],
            name: "regionRedirectEndpointMiddleware",
            override: !0,
            relation: "before",
            toMiddleware: "endpointV2Middleware"
        };
        const regionRedirectMiddlewareOptions = {
            step: "initialize",
            tags: [ "REGION_REDIRECT", "S3" ],
            name: "regionRedirectMiddleware",
            override: !0
        };
        var booleanSelector = __nccwpck_require__(3348);
        var types = __nccwpck_require__(3760);
        const SESSION_TOKEN_HEADER = "X-Amz-S3session-Token".toLowerCase();
        const NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS = {
            environmentVariableSelector: env => (0, booleanSelector.Q)(env, "AWS_S3_DISABLE_EXPRESS_SESSION_AUTH", types.c.ENV),
            configFileSelector: profile => (0, booleanSelector.Q)(profile, "s3_disable_express_session_auth", types.c.CONFIG),
            default: !1
        };
        const s3ExpressMiddlewareOptions = {
            name: "s3ExpressMiddleware",
            step: "build",
            tags: [ "S3", "S3_EXPRESS" ],
            override: !0
        };
        var getHttpSigningMiddleware = __nccwpck_require__(2841);
        var getSmithyContext = __nccwpck_require__(3753);
        const defaultErrorHandler = signingProperties => error => {
            throw error;
        };
        const defaultSuccessHandler = (httpResponse, signingProperties) => {};
        var getHttpAuthSchemeEndpointRuleSetPlugin = __nccwpck_require__(7579);
        var DefaultIdentityProviderConfig = __nccwpck_require__(9688);
        var client = __nccwpck_require__(7860);
        var resolveRegionConfig = __nccwpck_require__(9053);
        var endpoints = __nccwpck_require__(7926);
        var contentLengthMiddleware = __nccwpck_require__(7979);
        var middleware_retry_configurations = __nccwpck_require__(478);
        var retry = __nccwpck_require__(868);
        var getSchemaSerdePlugin = __nccwpck_require__(6979);
        var httpAuthSchemes = __nccwpck_require__(4631);
        var resolveAwsSdkSigV4AConfig = __nccwpck_require__(7593);
        var SignatureV4MultiRegion = __nccwpck_require__(2821);
        var getEndpointFromInstructions = __nccwpck_require__(4026);
        var aws = __nccwpck_require__(1958);
        var EndpointCache = __nccwpck_require__(4397);
        var decideEndpoint = __nccwpck_require__(6467);
        var customEndpointFunctions = __nccwpck_require__(7228);
        var BinaryDecisionDiagram = __nccwpck_require__(2988);
        const aw = "ref", ax = "argv", ay = "backend", az = "authSchemes", aA = "disableDoubleEncoding", aB = "signingName", aC = "signingRegion", aD = "signingRegionSet";
        const a = -1, b = !0, c = !1, d = "isSet", e = "booleanEquals", f = "stringEquals", g = "coalesce", h = "substring", i = "", j = "aws.partition", k = "partitionResult", l = "accessPointSuffix", m = "regionPrefix", n = n => "outpostId_ssa_" + n + i, o = "hardwareType", p = "ite", q = "isValidHostLabel", s = "sigv4", t = "aws.isVirtualHostableS3Bucket", v = "getAttr", w = "bucketArn", x = "--", y = "arnType", z = "accesspoint", A = n => "accessPointName_ssa_" + n + i, B = "s3-object-lambda", C = "s3-outposts", D = "bucketPartition", E = "us-east-1", F = "outpostType", G = "name", H = "s3", I = "{url#scheme}://{Bucket}.{url#authority}{url#path}", J = "{url#scheme}://{url#authority}{url#path}", K = "{url#scheme}://{url#authority}{url#normalizedPath}{Bucket}", L = "https://{Bucket}.s3-accelerate.{partitionResult#dnsSuffix}", M = "https://{Bucket}.s3.{partitionResult#dnsSuffix}", N = n => "{url#scheme}://{accessPointName_ssa_" + n + "}-{bucketArn#accountId}.{url#authority}{url#path}", O = n => "Invalid ARN: The access point name may only contain a-z, A-Z, 0-9 and `-`. Found: `{accessPointName_ssa_" + n + "}`", P = "sigv4a", Q = "{url#scheme}://{url#authority}{url#normalizedPath}{uri_encoded_bucket}", R = "https://s3.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", S = "https://s3.{partitionResult#dnsSuffix}", T = {
            [aw]: "UseFIPS"
        }, U = {
            [aw]: "UseDualStack"
        }, V = {
            [aw]: "Bucket"
        }, W = {
            fn: v,
            [ax]: [ {
                [aw]: k
            }, G ]
        }, X = {
            [aw]: "url"
        }, Y = {
            [aw]: "Region"
        }, Z = {
            [aw]: w
        }, aa = {
            [aw]: y
        }, ab = {
            [aw]: "accessPointName_ssa_1"
        }, ac = {
            fn: v,
            [ax]: [ Z, "region" ]
        }, ad = {
            [aw]: o
        }, ae = {
            fn: v,
            [ax]: [ Z, "service" ]
        }, af = {
            fn: v,
            [ax]: [ Z, "accountId" ]
        }, ag = {
            [ay]: "S3Express",
            [az]: [ {
                [aA]: !0,
                [G]: "{_s3e_auth}",
                [aB]: "s3express",
                [aC]: "{Region}"
            } ]
        }, ah = {
            [ay]: "S3Express",
            [az]: [ {
                [aA]: !0,
                [G]: s,
                [aB]: "s3express",
                [aC]: "{Region}"
            } ]
        }, ai = {
            [az]: [ {
                [aA]: !0,
                [G]: P,
                [aB]: C,
                [aD]: [ "*" ]
            }, {
                [aA]: !0,
                [G]: s,
                [aB]: C,
                [aC]: "{Region}"
            } ]
        }, aj = {
            [az]: [ {
                [aA]: !0,
                [G]: s,
                [aB]: H,
                [aC]: E
            } ]
        }, ak = {
            [az]: [ {
                [aA]: !0,
                [G]: s,
                [aB]: H,
                [aC]: "{Region}"
            } ]
        }, al = {
            [az]: [ {
                [aA]: !0,
                [G]: s,
                [aB]: B,
                [aC]: "{bucketArn#region}"
            } ]
        }, am = {
            [az]: [ {
                [aA]: !0,
                [G]: s,
                [aB]: H,
                [aC]: "{bucketArn#region}"
            } ]
        }, an = {
            [az]: [ {
                [aA]: !0,
                [G]: P,
                [aB]: C,
                [aD]: [ "*" ]
            }, {
                [aA]: !0,
                [G]: s,
                [aB]: C,
                [aC]: "{bucketArn#region}"
            } ]
        }, ao = {
            [az]: [ {
                [aA]: !0,
                [G]: s,
                [aB]: B,
                [aC]: "{Region}"
            } ]
        }, ap = [ Y ], aq = [ {
            [aw]: "Endpoint"
        } ], as = [ V ], at = [ V, 0, 7, !0 ], au = [ Z, "resourceId[1]" ];
        const _data = {
            conditions: [ [ d, ap ], [ e, [ {
                [aw]: "Accelerate"
            }, b ] ], [ e, [ T, b ] ], [ e, [ U, b ] ], [ d, aq ], [ d, as ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: [ V, 0, 6, b ]
                }, i ]
            }, "--x-s3" ] ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: at
                }, i ]
            }, "--xa-s3" ] ], [ j, ap, k ], [ h, at, l ], [ f, [ {
                [aw]: l
            }, "--op-s3" ] ], [ h, [ V, 8, 12, b ], m ], [ h, [ V, 32, 49, b ], n(2) ], [ h, [ V, 49, 50, b ], o ], [ e, [ {
                [aw]: "ForcePathStyle"
            }, b ] ], [ f, [ W, "aws-cn" ] ], [ p, [ U, ".dualstack", i ], "_s3e_ds" ], [ q, [ {
                [aw]: n(2)
            }, c ] ], [ p, [ T, "-fips", i ], "_s3e_fips" ], [ p, [ {
                fn: g,
                [ax]: [ {
                    [aw]: "DisableS3ExpressSessionAuth"
                }, c ]
            }, s, "sigv4-s3express" ], "_s3e_auth" ], [ t, [ V, c ] ], [ "parseURL", aq, "url" ], [ e, [ {
                fn: g,
                [ax]: [ {
                    [aw]: "UseS3ExpressControlEndpoint"
                }, c ]
            }, b ] ], [ t, [ V, b ] ], [ f, [ {
                fn: v,
                [ax]: [ X, "scheme" ]
            }, "http" ] ], [ q, [ Y, c ] ], [ "aws.parseArn", as, w ], [ v, [ {
                fn: "split",
                [ax]: [ V, x, 0 ]
            }, "[-2]" ], "s3expressAvailabilityZoneId" ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: [ V, 0, 4, c ]
                }, i ]
            }, "arn:" ] ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: [ V, 16, 18, b ]
                }, i ]
            }, x ] ], [ e, [ {
                fn: v,
                [ax]: [ X, "isIp" ]
            }, b ] ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: [ V, 21, 23, b ]
                }, i ]
            }, x ] ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: [ V, 27, 29, b ]
                }, i ]
            }, x ] ], [ f, [ {
                [aw]: m
            }, "beta" ] ], [ "uriEncode", as, "uri_encoded_bucket" ], [ q, [ Y, b ] ], [ e, [ {
                fn: g,
                [ax]: [ {
                    [aw]: "UseObjectLambdaEndpoint"
                }, c ]
            }, b ] ], [ v, [ Z, "resourceId[0]" ], y ], [ f, [ aa, i ] ], [ f, [ aa, z ] ], [ v, au, A(1) ], [ f, [ ab, i ] ], [ f, [ ac, i ] ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: [ V, 14, 16, b ]
                }, i ]
            }, x ] ], [ f, [ ad, "e" ] ], [ f, [ ad, "o" ] ], [ f, [ Y, "aws-global" ] ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: [ V, 19, 21, b ]
                }, i ]
            }, x ] ], [ f, [ ae, B ] ], [ e, [ {
                fn: g,
                [ax]: [ {
                    [aw]: "DisableAccessPoints"
                }, c ]
            }, b ] ], [ f, [ ae, C ] ], [ j, [ ac ], D ], [ q, [ ab, b ] ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: [ V, 26, 28, b ]
                }, i ]
            }, x ] ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: [ V, 15, 17, b ]
                }, i ]
            }, x ] ], [ v, [ Z, "resourceId[4]" ] ], [ f, [ {
                fn: g,
                [ax]: [ {
                    fn: h,
                    [ax]: [ V, 20, 22, b ]
                }, i ]
            }, x ] ], [ e, [ {
                [aw]: "UseGlobalEndpoint"
            }, b ] ], [ f, [ Y, E ] ], [ v, au, n(1) ], [ e, [ {
                fn: g,
                [ax]: [ {
                    [aw]: "UseArnRegion"
                }, b ]
            }, b ] ], [ q, [ {
                [aw]: n(1)
            }, c ] ], [ v, [ Z, "resourceId[2]" ], F ], [ f, [ Y, ac ] ], [ f, [ {
                fn: v,
                [ax]: [ {
                    [aw]: D
                }, G ]
            }, W ] ], [ e, [ {
                [aw]: "DisableMultiRegionAccessPoints"
            }, b ] ], [ q, [ ac, b ] ], [ f, [ {
                fn: v,
                [ax]: [ Z, "partition" ]
            }, W ] ], [ f, [ af, i ] ], [ f, [ ae, H ] ], [ q, [ af, c ] ], [ v, [ Z, "resourceId[3]" ], A(2) ], [ q, [ ab, c ] ], [ f, [ {
                [aw]: F
            }, z ] ], [ q, [ {
                [aw]: A(2)
            }, c ] ] ],
            results: [ [ a ], [ a, "Accelerate cannot be used with FIPS" ], [ a, "Cannot set dual-stack in combination with a custom endpoint." ], [ a, "A custom endpoint cannot be combined with FIPS" ], [ a, "A custom endpoint cannot be combined with S3 Accelerate" ], [ a, "Partition does not support FIPS" ], [ a, "S3Express does not support S3 Accelerate." ], [ "{url#scheme}://{url#authority}/{uri_encoded_bucket}{url#path}", ag ], [ I, ag ], [ a, "S3Express bucket name is not a valid virtual hostable name." ], [ "https://s3express-control{_s3e_fips}{_s3e_ds}.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ah ], [ "https://{Bucket}.s3express{_s3e_fips}-{s3expressAvailabilityZoneId}{_s3e_ds}.{Region}.{partitionResult#dnsSuffix}", ag ], [ a, "Unrecognized S3Express bucket name format." ], [ J, ag ], [ "https://s3express-control{_s3e_fips}{_s3e_ds}.{Region}.{partitionResult#dnsSuffix}", ah ], [ a, "Expected a endpoint to be specified but no endpoint was found" ], [ "https://{Bucket}.ec2.{url#authority}", ai ], [ "https://{Bucket}.ec2.s3-outposts.{Region}.{partitionResult#dnsSuffix}", ai ], [ "https://{Bucket}.op-{outpostId_ssa_2}.{url#authority}", ai ], [ "https://{Bucket}.op-{outpostId_ssa_2}.s3-outposts.{Region}.{partitionResult#dnsSuffix}", ai ], [ a, 'Unrecognized hardware type: "Expected hardware type o or e but got {hardwareType}"' ], [ a, "Invalid Outposts Bucket alias - it must be a valid bucket name." ], [ a, "Invalid ARN: The outpost Id must only contain a-z, A-Z, 0-9 and `-`." ], [ a, "Custom endpoint `{Endpoint}` was not a valid URI" ], [ a, "S3 Accelerate cannot be used in this region" ], [ "https://{Bucket}.s3-fips.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj ], [ "https://{Bucket}.s3-fips.dualstack.{Region}.{partitionResult#dnsSuffix}", ak ], [ "https://{Bucket}.s3-fips.us-east-1.{partitionResult#dnsSuffix}", aj ], [ "https://{Bucket}.s3-fips.{Region}.{partitionResult#dnsSuffix}", ak ], [ "https://{Bucket}.s3-accelerate.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj ], [ "https://{Bucket}.s3-accelerate.dualstack.{partitionResult#dnsSuffix}", ak ], [ "https://{Bucket}.s3.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj ], [ "https://{Bucket}.s3.dualstack.{Region}.{partitionResult#dnsSuffix}", ak ], [ K, aj ], [ I, aj ], [ K, ak ], [ I, ak ], [ L, aj ], [ L, ak ], [ M, aj ], [ M, ak ], [ "https://{Bucket}.s3.{Region}.{partitionResult#dnsSuffix}", ak ], [ a, "Invalid region: region was not a valid DNS name." ], [ a, "S3 Object Lambda does not support Dual-stack" ], [ a, "S3 Object Lambda does not support S3 Accelerate" ], [ a, "Access points are not supported for this operation" ], [ a, "Invalid configuration: region from ARN `{bucketArn#region}` does not match client region `{Region}` and UseArnRegion is `false`" ], [ a, "Invalid ARN: Missing account id" ], [ N(1), al ], [ "https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-object-lambda-fips.{bucketArn#region}.{bucketPartition#dnsSuffix}", al ], [ "https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-object-lambda.{bucketArn#region}.{bucketPartition#dnsSuffix}", al ], [ a, O(1) ], [ a, "Invalid ARN: The account id may only contain a-z, A-Z, 0-9 and `-`. Found: `{bucketArn#accountId}`" ], [ a, "Invalid region in ARN: `{bucketArn#region}` (invalid DNS name)" ], [ a, "Client was configured for partition `{partitionResult#name}` but ARN (`{Bucket}`) has `{bucketPartition#name}`" ], [ a, "Invalid ARN: The ARN may only contain a single resource component after `accesspoint`." ], [ a, "Invalid ARN: bucket ARN is missing a region" ], [ a, "Invalid ARN: Expected a resource of the format `accesspoint:<accesspoint name>` but no name was provided" ], [ a, "Invalid ARN: Object Lambda ARNs only support `accesspoint` arn types, but found: `{arnType}`" ], [ a, "Access Points do not support S3 Accelerate" ], [ "https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint-fips.dualstack.{bucketArn#region}.{bucketPartition#dnsSuffix}", am ], [ "https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint-fips.{bucketArn#region}.{bucketPartition#dnsSuffix}", am ], [ "https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint.dualstack.{bucketArn#region}.{bucketPartition#dnsSuffix}", am ], [ N(1), am ], [ "https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint.{bucketArn#region}.{bucketPartition#dnsSuffix}", am ], [ a, "Invalid ARN: The ARN was not for the S3 service, found: {bucketArn#service}" ], [ a, "S3 MRAP does not support dual-stack" ], [ a, "S3 MRAP does not support FIPS" ], [ a, "S3 MRAP does not support S3 Accelerate" ], [ a, "Invalid configuration: Multi-Region Access Point ARNs are disabled." ], [ "https://{accessPointName_ssa_1}.accesspoint.s3-global.{partitionResult#dnsSuffix}", {
                [az]: [ {
                    [aA]: b,
                    name: P,
                    [aB]: H,
                    [aD]: [ "*" ]
                } ]
            } ], [ a, "Client was configured for partition `{partitionResult#name}` but bucket referred to partition `{bucketArn#partition}`" ], [ a, "Invalid Access Point Name" ], [ a, "S3 Outposts does not support Dual-stack" ], [ a, "S3 Outposts does not support FIPS" ], [ a, "S3 Outposts does not support S3 Accelerate" ], [ a, "Invalid Arn: Outpost Access Point ARN contains sub resources" ], [ "https://{accessPointName_ssa_2}-{bucketArn#accountId}.{outpostId_ssa_1}.{url#authority}", an ], [ "https://{accessPointName_ssa_2}-{bucketArn#accountId}.{outpostId_ssa_1}.s3-outposts.{bucketArn#region}.{bucketPartition#dnsSuffix}", an ], [ a, O(2) ], [ a, "Expected an outpost type `accesspoint`, found {outpostType}" ], [ a, "Invalid ARN: expected an access point name" ], [ a, "Invalid ARN: Expected a 4-component resource" ], [ a, "Invalid ARN: The outpost Id may only contain a-z, A-Z, 0-9 and `-`. Found: `{outpostId_ssa_1}`" ], [ a, "Invalid ARN: The Outpost Id was not set" ], [ a, "Invalid ARN: Unrecognized format: {Bucket} (type: {arnType})" ], [ a, "Invalid ARN: No ARN type specified" ], [ a, "Invalid ARN: `{Bucket}` was not a valid ARN" ], [ a, "Path-style addressing cannot be used with ARN buckets" ], [ "https://s3-fips.dualstack.us-east-1.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", aj ], [ "https://s3-fips.dualstack.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak ], [ "https://s3-fips.us-east-1.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", aj ], [ "https://s3-fips.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak ], [ "https://s3.dualstack.us-east-1.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", aj ], [ "https://s3.dualstack.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak ], [ Q, aj ], [ Q, ak ], [ R, aj ], [ R, ak ], [ "https://s3.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak ], [ a, "Path-style addressing cannot be used with S3 Accelerate" ], [ J, ao ], [ "https://s3-object-lambda-fips.{Region}.{partitionResult#dnsSuffix}", ao ], [ "https://s3-object-lambda.{Region}.{partitionResult#dnsSuffix}", ao ], [ "https://s3-fips.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj ], [ "https://s3-fips.dualstack.{Region}.{partitionResult#dnsSuffix}", ak ], [ "https://s3-fips.us-east-1.{partitionResult#dnsSuffix}", aj ], [ "https://s3-fips.{Region}.{partitionResult#dnsSuffix}", ak ], [ "https://s3.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj ], [ "https://s3.dualstack.{Region}.{partitionResult#dnsSuffix}", ak ], [ J, aj ], [ J, ak ], [ S, aj ], [ S, ak ], [ "https://s3.{Region}.{partitionResult#dnsSuffix}", ak ], [ a, "A region must be set when sending requests to S3." ] ]
        };
        const r = 1e8;
        const nodes = new Int32Array([ -1, 1, -1, 0, 3, r + 115, 1, 424, 4, 2, 272, 5, 3, 233, 6, 4, 85, 7, 5, 15, 8, 8, 9, r + 115, 16, 10, 13, 18, 11, 13, 19, 12, 13, 22, r + 14, 13, 35, 14, r + 42, 36, r + 103, 435, 6, 271, 16, 7, 270, 17, 8, 19, 18, 14, 501, 106, 9, 20, 24, 10, 21, 24, 11, 22, 24, 12, 23, 24, 13, 547, 24, 14, 77, 25, 20, 73, 26, 26, 27, 78, 37, 28, r + 86, 38, r + 86, 29, 39, 47, 30, 48, r + 58, 31, 50, 32, r + 85, 51, 33, 136, 55, r + 76, 34, 59, 35, r + 84, 60, 39, 36, 61, 37, r + 83, 62, 38, 146, 63, 41, r + 46, 61, 40, r + 83, 62, 41, 150, 64, 42, r + 54, 66, 43, r + 53, 70, 44, r + 52, 71, 45, r + 81, 73, 46, r + 80, 74, r + 78, r + 79, 40, 48, r + 57, 41, r + 57, 49, 42, 185, 50, 48, 62, 51, 49, r + 45, 52, 51, 53, 526, 60, 56, 54, 62, r + 55, 55, 63, 57, r + 46, 62, r + 55, 57, 64, 58, r + 54, 66, 59, r + 53, 69, 60, r + 65, 70, 61, r + 52, 72, r + 64, r + 51, 49, r + 45, 63, 51, 64, 526, 60, 67, 65, 62, r + 55, 66, 63, 68, r + 46, 62, r + 55, 68, 64, 69, r + 54, 66, 70, r + 53, 68, r + 47, 71, 70, 72, r + 52, 72, r + 50, r + 51, 25, 74, r + 42, 46, r + 39, 75, 57, 76, r + 41, 58, r + 40, r + 41, 26, r + 88, 78, 28, r + 87, 79, 34, 82, 80, 35, 81, 545, 36, r + 103, r + 115, 46, r + 97, 83, 57, 84, r + 99, 58, r + 98, r + 99, 5, 101, 86, 8, 87, r + 115, 16, 88, 89, 18, 91, 89, 19, 90, 92, 21, 97, 95, 19, 93, 92, 21, 98, 95, 21, 97, 94, 22, r + 14, 95, 35, 96, r + 42, 36, r + 103, r + 42, 22, r + 13, 98, 35, 99, r + 42, 36, r + 101, 100, 46, r + 110, r + 111, 6, 214, 102, 7, 208, 103, 8, 119, 104, 14, 118, 105, 21, 106, r + 23, 26, 107, 502, 37, 108, r + 86, 38, r + 86, 109, 39, 112, 110, 48, r + 58, 111, 50, 136, r + 85, 40, 113, r + 57, 41, r + 57, 114, 42, 115, 500, 48, r + 56, 116, 52, 117, r + 72, 65, r + 69, r + 72, 21, 501, r + 23, 9, 120, 124, 10, 121, 124, 11, 122, 124, 12, 123, 124, 13, 202, 124, 14, 195, 125, 20, 190, 126, 21, 127, r + 23, 23, 128, 129, 24, 189, 129, 26, 130, 197, 37, 131, r + 86, 38, r + 86, 132, 39, 159, 133, 48, r + 58, 134, 50, 135, r + 85, 51, 141, 136, 55, r + 76, 137, 59, 138, r + 84, 60, r + 83, 139, 61, 140, r + 83, 63, r + 83, r + 46, 55, r + 76, 142, 59, 143, r + 84, 60, 148, 144, 61, 145, r + 83, 62, 147, 146, 63, 150, r + 46, 63, 153, r + 46, 61, 149, r + 83, 62, 153, 150, 64, 151, r + 54, 66, 152, r + 53, 70, r + 82, r + 52, 64, 154, r + 54, 66, 155, r + 53, 70, 156, r + 52, 71, 157, r + 81, 73, 158, r + 80, 74, r + 77, r + 79, 40, 160, r + 57, 41, r + 57, 161, 42, 185, 162, 48, 174, 163, 49, r + 45, 164, 51, 165, 526, 60, 168, 166, 62, r + 55, 167, 63, 169, r + 46, 62, r + 55, 169, 64, 170, r + 54, 66, 171, r + 53, 69, 172, r + 65, 70, 173, r + 52, 72, r + 63, r + 51, 49, r + 45, 175, 51, 176, 526, 60, 179, 177, 62, r + 55, 178, 63, 180, r + 46, 62, r + 55, 180, 64, 181, r + 54, 66, 182, r + 53, 68, r + 47, 183, 70, 184, r + 52, 72, r + 48, r + 51, 48, r + 56, 186, 52, 187, r + 72, 65, r + 69, 188, 67, r + 70, r + 71, 25, r + 36, r + 42, 21, 191, r + 23, 25, 192, r + 42, 30, 194, 193, 46, r + 34, r + 36, 46, r + 33, r + 35, 21, 196, r + 23, 26, r + 88, 197, 28, r + 87, 198, 34, 201, 199, 35, 200, 545, 36, r + 101, r + 115, 46, r + 95, r + 96, 17, 203, r + 22, 20, 204, r + 21, 21, 205, 550, 33, 206, 550, 44, r + 16, 207, 45, r + 18, r + 20, 8, 209, 215, 16, 210, 220, 18, 211, 220, 19, 212, 224, 20, 213, 227, 21, 231, 401, 8, 218, 215, 19, 216, r + 9, 20, 217, 227, 21, 231, r + 9, 16, 219, 220, 18, 223, 220, 19, 221, 224, 20, 222, 227, 21, 231, r + 12, 19, 226, 224, 20, 225, r + 9, 21, r + 9, r + 12, 20, 230, 227, 21, 228, r + 9, 30, 229, r + 9, 34, r + 7, r + 9, 21, 231, 415, 30, 232, r + 8, 34, r + 7, r + 8, 4, r + 2, 234, 5, 235, 480, 6, 271, 236, 7, 270, 237, 8, 238, 491, 9, 239, 243, 10, 240, 243, 11, 241, 243, 12, 242, 243, 13, 547, 243, 14, 266, 244, 20, 264, 245, 26, 246, 267, 37, 247, r + 86, 38, r + 86, 248, 39, 249, 518, 40, 250, r + 57, 41, r + 57, 251, 42, 538, 252, 48, r + 43, 253, 49, r + 45, 254, 51, 255, 526, 60, 258, 256, 62, r + 55, 257, 63, 259, r + 46, 62, r + 55, 259, 64, 260, r + 54, 66, 261, r + 53, 69, 262, r + 65, 70, 263, r + 52, 72, r + 62, r + 51, 25, 265, r + 42, 46, r + 31, r + 32, 26, r + 88, 267, 28, r + 87, 268, 34, 269, 544, 46, r + 93, r + 94, 8, 397, r + 9, 8, 407, r + 9, 3, 346, 273, 4, r + 3, 274, 5, 284, 275, 8, 276, r + 115, 15, r + 5, 277, 16, 278, 281, 18, 279, 281, 19, 280, 281, 22, r + 14, 281, 35, 282, r + 42, 36, r + 102, 283, 46, r + 106, r + 107, 6, 405, 285, 7, 395, 286, 8, 295, 287, 14, 501, 288, 26, 289, 502, 37, 290, r + 86, 38, r + 86, 291, 39, 292, 307, 40, 293, r + 57, 41, r + 57, 294, 42, 335, 500, 9, 296, 300, 10, 297, 300, 11, 298, 300, 12, 299, 300, 13, 394, 300, 14, 339, 301, 15, r + 5, 302, 20, 337, 303, 26, 304, 341, 37, 305, r + 86, 38, r + 86, 306, 39, 309, 307, 48, r + 58, 308, 50, r + 74, r + 85, 40, 310, r + 57, 41, r + 57, 311, 42, 335, 312, 48, 324, 313, 49, r + 45, 314, 51, 315, 526, 60, 318, 316, 62, r + 55, 317, 63, 319, r + 46, 62, r + 55, 319, 64, 320, r + 54, 66, 321, r + 53, 69, 322, r + 65, 70, 323, r + 52, 72, r + 61, r + 51, 49, r + 45, 325, 51, 326, 526, 60, 329, 327, 62, r + 55, 328, 63, 330, r + 46, 62, r + 55, 330, 64, 331, r + 54, 66, 332, r + 53, 68, r + 47, 333, 70, 334, r + 52, 72, r + 49, r + 51, 48, r + 56, 336, 52, r + 67, r + 72, 25, 338, r + 42, 46, r + 27, r + 28, 15, r + 5, 340, 26, r + 88, 341, 28, r + 87, 342, 34, 345, 343, 35, 344, 545, 36, r + 102, r + 115, 46, r + 91, r + 92, 4, r + 2, 347, 5, 357, 348, 8, 349, r + 115, 15, r + 5, 350, 16, 351, 354, 18, 352, 354, 19, 353, 354, 22, r + 14, 354, 35, 355, r + 42, 36, r + 43, 356, 46, r + 104, r + 105, 6, 405, 358, 7, 395, 359, 8, 360, 491, 9, 361, 365, 10, 362, 365, 11, 363, 365, 12, 364, 365, 13, 394, 365, 14, 389, 366, 15, r + 5, 367, 20, 387, 368, 26, 369, 391, 37, 370, r + 86, 38, r + 86, 371, 39, 372, 518, 40, 373, r + 57, 41, r + 57, 374, 42, 538, 375, 48, r + 43, 376, 49, r + 45, 377, 51, 378, 526, 60, 381, 379, 62, r + 55, 380, 63, 382, r + 46, 62, r + 55, 382, 64, 383, r + 54, 66, 384, r + 53, 69, 385, r + 65, 70, 386, r + 52, 72, r + 60, r + 51, 25, 388, r + 42, 46, r + 25, r + 26, 15, r + 5, 390, 26, r + 88, 391, 28, r + 87, 392, 34, 393, 544, 46, r + 89, r + 90, 15, r + 5, 547, 8, 396, r + 9, 15, r + 5, 397, 16, 398, 410, 18, 399, 410, 19, 400, 410, 20, 401, r + 9, 27, 402, r + 12, 29, r + 11, 403, 31, r + 11, 404, 32, r + 11, 422, 8, 406, r + 9, 15, r + 5, 407, 16, 408, 410, 18, 409, 410, 19, 411, 410, 20, r + 12, r + 9, 20, 414, 412, 22, 413, r + 9, 34, r + 10, r + 9, 22, 416, 415, 27, 419, r + 12, 27, 418, 417, 34, r + 10, r + 12, 34, r + 10, 419, 43, r + 11, 420, 47, r + 11, 421, 53, r + 11, 422, 54, r + 11, 423, 56, r + 11, r + 12, 2, r + 1, 425, 3, 478, 426, 4, r + 4, 427, 5, 438, 428, 8, 429, r + 115, 16, 430, 433, 18, 431, 433, 19, 432, 433, 22, r + 14, 433, 35, 434, r + 42, 36, r + 44, 435, 46, r + 112, 436, 57, 437, r + 114, 58, r + 113, r + 114, 6, r + 6, 439, 7, r + 6, 440, 8, 450, 441, 14, 501, 442, 26, 443, 502, 37, 444, r + 86, 38, r + 86, 445, 39, 446, 465, 40, 447, r + 57, 41, r + 57, 448, 42, 471, 449, 48, r + 44, 500, 9, 451, 455, 10, 452, 455, 11, 453, 455, 12, 454, 455, 13, 547, 455, 14, 473, 456, 15, 460, 457, 20, 458, 461, 25, 459, r + 42, 46, r + 37, r + 38, 20, 540, 461, 26, 462, 474, 37, 463, r + 86, 38, r + 86, 464, 39, 467, 465, 48, r + 58, 466, 50, r + 75, r + 85, 40, 468, r + 57, 41, r + 57, 469, 42, 471, 470, 48, r + 44, 524, 48, r + 44, 472, 52, r + 68, r + 72, 26, r + 88, 474, 28, r + 87, 475, 34, r + 100, 476, 35, 477, 545, 36, r + 44, r + 115, 4, r + 2, 479, 5, 488, 480, 8, 481, r + 115, 16, 482, 485, 18, 483, 485, 19, 484, 485, 22, r + 14, 485, 35, 486, r + 42, 36, r + 43, 487, 46, r + 108, r + 109, 6, r + 6, 489, 7, r + 6, 490, 8, 503, 491, 14, 501, 492, 26, 493, 502, 37, 494, r + 86, 38, r + 86, 495, 39, 496, 518, 40, 497, r + 57, 41, r + 57, 498, 42, 538, 499, 48, r + 43, 500, 49, r + 45, 526, 26, r + 88, 502, 28, r + 87, r + 115, 9, 504, 508, 10, 505, 508, 11, 506, 508, 12, 507, 508, 13, 547, 508, 14, 541, 509, 15, 513, 510, 20, 511, 514, 25, 512, r + 42, 46, r + 29, r + 30, 20, 540, 514, 26, 515, 542, 37, 516, r + 86, 38, r + 86, 517, 39, 520, 518, 48, r + 58, 519, 50, r + 73, r + 85, 40, 521, r + 57, 41, r + 57, 522, 42, 538, 523, 48, r + 43, 524, 49, r + 45, 525, 51, 529, 526, 60, r + 55, 527, 62, r + 55, 528, 63, r + 55, r + 46, 60, 532, 530, 62, r + 55, 531, 63, 533, r + 46, 62, r + 55, 533, 64, 534, r + 54, 66, 535, r + 53, 69, 536, r + 65, 70, 537, r + 52, 72, r + 59, r + 51, 48, r + 43, 539, 52, r + 66, r + 72, 25, r + 24, r + 42, 26, r + 88, 542, 28, r + 87, 543, 34, r + 100, 544, 35, 546, 545, 36, r + 42, r + 115, 36, r + 43, r + 115, 17, 548, r + 22, 20, 549, r + 21, 33, 552, 550, 44, r + 17, 551, 45, r + 19, r + 20, 44, r + 15, 553, 45, r + 15, r + 20 ]);
        const bdd = BinaryDecisionDiagram.d.from(nodes, 2, _data.conditions, _data.results);
        const cache = new EndpointCache.k({
            size: 50,
            params: [ "Accelerate", "Bucket", "DisableAccessPoints", "DisableMultiRegionAccessPoints", "DisableS3ExpressSessionAuth", "Endpoint", "ForcePathStyle", "Region", "UseArnRegion", "UseDualStack", "UseFIPS", "UseGlobalEndpoint", "UseObjectLambdaEndpoint", "UseS3ExpressControlEndpoint" ]
        });
        const defaultEndpointResolver = (endpointParams, context = {}) => cache.get(endpointParams, () => (0, 
        decideEndpoint.c)(bdd, {
            endpointParams,
            logger: context.logger
        }));
        customEndpointFunctions.m.aws = aws.U;
        const defaultS3HttpAuthSchemeParametersProvider = (defaultHttpAuthSchemeParametersProvider = async (config, context, input) => ({
            operation: (0, getSmithyContext.u)(context).operation,
            region: await (0, normalizeProvider.t)(config.region)() || (() => {
                throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
            })()
        }), async (config, context, input) => {
            if (!input) throw new Error("Could not find `input` for `defaultEndpointRuleSetHttpAuthSchemeParametersProvider`");
            const defaultParameters = await defaultHttpAuthSchemeParametersProvider(config, context);
            const instructionsFn = (0, getSmithyContext.u)(context)?.commandInstance?.constructor?.getEndpointParameterInstructions;
            if (!instructionsFn) throw new Error(`getEndpointParameterInstructions() is not defined on '${context.commandName}'`);
            const endpointParameters = await (0, getEndpointFromInstructions.x)(input, {
                getEndpointParameterInstructions: instructionsFn
            }, config);
            return Object.assign(defaultParameters, endpointParameters);
        });
        var defaultHttpAuthSchemeParametersProvider;
        function createAwsAuthSigv4HttpAuthOption(authParameters) {
            return {
                schemeId: "aws.auth#sigv4",
                signingProperties: {
                    name: "s3",
                    region: authParameters.region
                },
                propertiesExtractor: (config, context) => ({
                    signingProperties: {
                        config,
                        context
                    }
                })
            };
        }
        function createAwsAuthSigv4aHttpAuthOption(authParameters) {
            return {
                schemeId: "aws.auth#sigv4a",
                signingProperties: {
                    name: "s3",
                    region: authParameters.region
                },
                propertiesExtractor: (config, context) => ({
                    signingProperties: {
                        config,
                        context
                    }
                })
            };
        }
        const defaultS3HttpAuthSchemeProvider = ((defaultEndpointResolver, defaultHttpAuthSchemeResolver, createHttpAuthOptionFunctions) => authParameters => {
            const endpoint = defaultEndpointResolver(authParameters);
            const authSchemes = endpoint.properties?.authSchemes;
            if (!authSchemes) return (authParameters => {
                const options = [];
                authParameters.operation;
                options.push(createAwsAuthSigv4HttpAuthOption(authParameters));
                options.push(createAwsAuthSigv4aHttpAuthOption(authParameters));
                return options;
            })(authParameters);
            const options = [];
            for (const scheme of authSchemes) {
                const {name: resolvedName, properties = {}, ...rest} = scheme;
                const name = resolvedName.toLowerCase();
                resolvedName !== name && console.warn(`HttpAuthScheme has been normalized with lowercasing: '${resolvedName}' to '${name}'`);
                let schemeId;
                if ("sigv4a" === name) {
                    schemeId = "aws.auth#sigv4a";
                    const sigv4Present = authSchemes.find(s => {
                        const name = s.name.toLowerCase();
                        return "sigv4a" !== name && name.startsWith("sigv4");
                    });
                    if ("none" === SignatureV4MultiRegion.W.sigv4aDependency() && sigv4Present) continue;
                } else {
                    if (!name.startsWith("sigv4")) throw new Error(`Unknown HttpAuthScheme found in '@smithy.rules#endpointRuleSet': '${name}'`);
                    schemeId = "aws.auth#sigv4";
                }
                const createOption = createHttpAuthOptionFunctions[schemeId];
                if (!createOption) throw new Error(`Could not find HttpAuthOption create function for '${schemeId}'`);
                const option = createOption(authParameters);
                option.schemeId = schemeId;
                option.signingProperties = {
                    ...option.signingProperties || {},
                    ...rest,
                    ...properties
                };
                options.push(option);
            }
            return options;
        })(defaultEndpointResolver, 0, {
            "aws.auth#sigv4": createAwsAuthSigv4HttpAuthOption,
            "aws.auth#sigv4a": createAwsAuthSigv4aHttpAuthOption
        });
        const flexibleChecksumsInputMiddlewareOptions = {
            name: "flexibleChecksumsInputMiddleware",
            toMiddleware: "serializerMiddleware",
            relation: "before",
            tags: [ "BODY_CHECKSUM" ],
            override: !0
        };
        var external_node_stream_ = __nccwpck_require__(7075);
        class ByteArrayCollector {
            allocByteArray;
            byteLength=0;
            byteArrays=[];
            constructor(allocByteArray) {
                this.allocByteArray = allocByteArray;
            }
            push(byteArray) {
                this.byteArrays.push(byteArray);
                this.byteLength += byteArray.byteLength;
            }
            flush() {
                if (1 === this.byteArrays.length) {
                    const bytes = this.byteArrays[0];
                    this.reset();
                    return bytes;
                }
                const aggregation = this.allocByteArray(this.byteLength);
                let cursor = 0;
                for (let i = 0; i < this.byteArrays.length; ++i) {
                    const bytes = this.byteArrays[i];
                    aggregation.set(bytes, cursor);
                    cursor += bytes.byteLength;
                }
                this.reset();
                return aggregation;
            }
            reset() {
                this.byteArrays = [];
                this.byteLength = 0;
            }
        }
        function merge(buffers, mode, chunk) {
            switch (mode) {
              case 0:
                buffers[0] += chunk;
                return sizeOf(buffers[0]);

              case 1:
              case 2:
                buffers[mode].push(chunk);
                return sizeOf(buffers[mode]);
            }
        }
        function flush(buffers, mode) {
            switch (mode) {
              case 0:
                const s = buffers[0];
                buffers[0] = "";
                return s;

              case 1:
              case 2:
                return buffers[mode].flush();
            }
            throw new Error(`@smithy/util-stream - invalid index ${mode} given to flush()`);
        }
        function sizeOf(chunk) {
            return chunk?.byteLength ?? chunk?.length ?? 0;
        }
        function modeOf(chunk, allowBuffer = !0) {
            return allowBuffer && "undefined" != typeof Buffer && chunk instanceof Buffer ? 2 : chunk instanceof Uint8Array ? 1 : "string" == typeof chunk ? 0 : -1;
        }
        var stream_type_check = __nccwpck_require__(3296);
        const getChecksumLocationName = algorithm => algorithm === ChecksumAlgorithm.MD5 ? "content-md5" : `x-amz-checksum-${algorithm.toLowerCase()}`;
        var is_array_buffer = __nccwpck_require__(8345);
        const isStreaming = body => void 0 !== body && "string" != typeof body && !ArrayBuffer.isView(body) && !(0, 
        is_array_buffer.m)(body);
        var Crc32Node = __nccwpck_require__(8698);
        const Crc32cJs_T = new Uint32Array(256);
        for (let i = 0; i < 256; ++i) {
            let c = i;
            for (let j = 0; j < 8; ++j) c = 1 & c ? 2197175160 ^ c >>> 1 : c >>> 1;
            Crc32cJs_T[i] = c >>> 0;
        }
        const Crc32cNode = class Crc32cJs {
            digestLength=4;
            crc=4294967295;
            update(data) {
                let crc = this.crc;
                for (let i = 0; i < data.length; ++i) crc = crc >>> 8 ^ Crc32cJs_T[255 & (crc ^ data[i])];
                this.crc = crc;
            }
            async digest() {
                const value = (4294967295 ^ this.crc) >>> 0;
                const out = new Uint8Array(4);
                out[0] = value >>> 24;
                out[1] = value >>> 16 & 255;
                out[2] = value >>> 8 & 255;
                out[3] = 255 & value;
                return out;
            }
            reset() {
                this.crc = 4294967295;
            }
        };
        let CRC64_NVME_REVERSED_TABLE;
        let t0, t1, t2, t3;
        let t4, t5, t6, t7;
        class Crc64NvmeJs {
            c1=0;
            c2=0;
            constructor() {
                (() => {
                    if (!CRC64_NVME_REVERSED_TABLE) {
                        CRC64_NVME_REVERSED_TABLE = (() => {
                            const tables = new Array(8);
                            for (let slice = 0; slice < 8; slice++) {
                                const table = new Array(512);
                                for (let i = 0; i < 256; i++) {
                                    let crc = BigInt(i);
                                    for (let j = 0; j < 8 * (slice + 1); j++) 1n & crc ? crc = crc >> 1n ^ 0x9a6c9329ac4bc9b5n : crc >>= 1n;
                                    table[2 * i] = Number(crc >> 32n & 0xffffffffn);
                                    table[2 * i + 1] = Number(0xffffffffn & crc);
                                }
                                tables[slice] = new Uint32Array(table);
                            }
                            return tables;
                        })();
                        [t0, t1, t2, t3, t4, t5, t6, t7] = CRC64_NVME_REVERSED_TABLE;
                    }
                })();
                this.reset();
            }
            update(data) {
                const len = data.length;
                let i = 0;
                let crc1 = this.c1;
                let crc2 = this.c2;
                for (;i + 8 <= len; ) {
                    const idx0 = (255 & (crc2 ^ data[i++])) << 1;
                    const idx1 = (255 & (crc2 >>> 8 ^ data[i++])) << 1;
                    const idx2 = (255 & (crc2 >>> 16 ^ data[i++])) << 1;
                    const idx3 = (255 & (crc2 >>> 24 ^ data[i++])) << 1;
                    const idx4 = (255 & (crc1 ^ data[i++])) << 1;
                    const idx5 = (255 & (crc1 >>> 8 ^ data[i++])) << 1;
                    const idx6 = (255 & (crc1 >>> 16 ^ data[i++])) << 1;
                    const idx7 = (255 & (crc1 >>> 24 ^ data[i++])) << 1;
                    crc1 = t7[idx0] ^ t6[idx1] ^ t5[idx2] ^ t4[idx3] ^ t3[idx4] ^ t2[idx5] ^ t1[idx6] ^ t0[idx7];
                    crc2 = t7[idx0 + 1] ^ t6[idx1 + 1] ^ t5[idx2 + 1] ^ t4[idx3 + 1] ^ t3[idx4 + 1] ^ t2[idx5 + 1] ^ t1[idx6 + 1] ^ t0[idx7 + 1];
                }
                for (;i < len; ) {
                    const idx = (255 & (crc2 ^ data[i])) << 1;
                    crc2 = (crc2 >>> 8 | (255 & crc1) << 24) >>> 0;
                    crc1 = crc1 >>> 8 ^ t0[idx];
                    crc2 ^= t0[idx + 1];
                    ++i;
                }
                this.c1 = crc1;
                this.c2 = crc2;
            }
            async digest() {
                const c1 = 4294967295 ^ this.c1;
                const c2 = 4294967295 ^ this.c2;
                return new Uint8Array([ c1 >>> 24, c1 >>> 16 & 255, c1 >>> 8 & 255, 255 & c1, c2 >>> 24, c2 >>> 16 & 255, c2 >>> 8 & 255, 255 & c2 ]);
            }
            reset() {
                this.c1 = 4294967295;
                this.c2 = 4294967295;
            }
        }
        class Crc64Nvme {
            impl;
            constructor() {
                const Crt = null;
                this.impl = Crt ? new Crt : new Crc64NvmeJs;
            }
            update(data) {
                this.impl.update(data);
            }
            async digest() {
                return this.impl.digest();
            }
            reset() {
                this.impl.reset();
            }
        }
        const CLIENT_SUPPORTED_ALGORITHMS = [ ChecksumAlgorithm.CRC32, ChecksumAlgorithm.CRC32C, ChecksumAlgorithm.CRC64NVME, ChecksumAlgorithm.SHA1, ChecksumAlgorithm.SHA256 ];
        const PRIORITY_ORDER_ALGORITHMS = [ ChecksumAlgorithm.SHA256, ChecksumAlgorithm.SHA1, ChecksumAlgorithm.CRC32, ChecksumAlgorithm.CRC32C, ChecksumAlgorithm.CRC64NVME ];
        const selectChecksumAlgorithmFunction = (checksumAlgorithm, config) => {
            const {checksumAlgorithms = {}} = config;
            switch (checksumAlgorithm) {
              case ChecksumAlgorithm.MD5:
                return checksumAlgorithms?.MD5 ?? config.md5;

              case ChecksumAlgorithm.CRC32:
                return checksumAlgorithms?.CRC32 ?? Crc32Node.k;

              case ChecksumAlgorithm.CRC32C:
                return checksumAlgorithms?.CRC32C ?? Crc32cNode;

              case ChecksumAlgorithm.CRC64NVME:
                return checksumAlgorithms?.CRC64NVME ?? Crc64Nvme;

              case ChecksumAlgorithm.SHA1:
                return checksumAlgorithms?.SHA1 ?? config.sha1;

              case ChecksumAlgorithm.SHA256:
                return checksumAlgorithms?.SHA256 ?? config.sha256;

              default:
                if (checksumAlgorithms?.[checksumAlgorithm]) return checksumAlgorithms[checksumAlgorithm];
                throw new Error(`The checksum algorithm "${checksumAlgorithm}" is not supported by the client. Select one of ${CLIENT_SUPPORTED_ALGORITHMS}, or provide an implementation to  the client constructor checksums field.`);
            }
        };
        var toUint8Array = __nccwpck_require__(1821);
        const stringHasher = (checksumAlgorithmFn, body) => {
            const hash = new checksumAlgorithmFn;
            hash.update((0, toUint8Array.F)(body || ""));
            return hash.digest();
        };
        const flexibleChecksumsMiddlewareOptions = {
            name: "flexibleChecksumsMiddleware",
            step: "build",
            tags: [ "BODY_CHECKSUM" ],
            override: !0
        };
        const flexibleChecksumsMiddleware = (config, middlewareConfig) => (next, context) => async args => {
            if (!httpRequest.K.isInstance(args.request)) return next(args);
            if (((headerPrefix, headers) => {
                const soughtHeaderPrefix = "x-amz-checksum-".toLowerCase();
                for (const headerName of Object.keys(headers)) if (headerName.toLowerCase().startsWith(soughtHeaderPrefix)) return !0;
                return !1;
            })(0, args.request.headers)) return next(args);
            const {request, input} = args;
            const {body: requestBody, headers} = request;
            const {base64Encoder, streamHasher} = config;
            const {requestChecksumRequired, requestAlgorithmMember} = middlewareConfig;
            const requestChecksumCalculation = await config.requestChecksumCalculation();
            const requestAlgorithmMemberName = requestAlgorithmMember?.name;
            const requestAlgorithmMemberHttpHeader = requestAlgorithmMember?.httpHeader;
            if (requestAlgorithmMemberName && !input[requestAlgorithmMemberName] && (requestChecksumCalculation === RequestChecksumCalculation.WHEN_SUPPORTED || requestChecksumRequired)) {
                input[requestAlgorithmMemberName] = DEFAULT_CHECKSUM_ALGORITHM;
                requestAlgorithmMemberHttpHeader && (headers[requestAlgorithmMemberHttpHeader] = DEFAULT_CHECKSUM_ALGORITHM);
            }
            const checksumAlgorithm = ((input, {requestChecksumRequired, requestAlgorithmMember, requestChecksumCalculation}) => requestAlgorithmMember ? input[requestAlgorithmMember] ? input[requestAlgorithmMember] : void 0 : requestChecksumCalculation === RequestChecksumCalculation.WHEN_SUPPORTED || requestChecksumRequired ? DEFAULT_CHECKSUM_ALGORITHM : void 0)(input, {
                requestChecksumRequired,
                requestAlgorithmMember: requestAlgorithmMember?.name,
                requestChecksumCalculation
            });
            let updatedBody = requestBody;
            let updatedHeaders = headers;
            if (checksumAlgorithm) {
                switch (checksumAlgorithm) {
                  case ChecksumAlgorithm.CRC32:
                    (0, setFeature.J)(context, "FLEXIBLE_CHECKSUMS_REQ_CRC32", "U");
                    break;

                  case ChecksumAlgorithm.CRC32C:
                    (0, setFeature.J)(context, "FLEXIBLE_CHECKSUMS_REQ_CRC32C", "V");
                    break;

                  case ChecksumAlgorithm.CRC64NVME:
                    (0, setFeature.J)(context, "FLEXIBLE_CHECKSUMS_REQ_CRC64", "W");
                    break;

                  case ChecksumAlgorithm.SHA1:
                    (0, setFeature.J)(context, "FLEXIBLE_CHECKSUMS_REQ_SHA1", "X");
                    break;

                  case ChecksumAlgorithm.SHA256:
                    (0, setFeature.J)(context, "FLEXIBLE_CHECKSUMS_REQ_SHA256", "Y");
                }
                const checksumLocationName = getChecksumLocationName(checksumAlgorithm);
                const checksumAlgorithmFn = selectChecksumAlgorithmFunction(checksumAlgorithm, config);
                if (isStreaming(requestBody)) {
                    const {getAwsChunkedEncodingStream, bodyLengthChecker} = config;
                    updatedBody = getAwsChunkedEncodingStream("number" == typeof config.requestStreamBufferSize && config.requestStreamBufferSize >= 8192 ? function createBufferedReadable_createBufferedReadable(upstream, size, logger) {
                        if ((0, stream_type_check.H)(upstream)) return function createBufferedReadableStream(upstream, size, logger) {
                            const reader = upstream.getReader();
                            let streamBufferingLoggedWarning = !1;
                            let bytesSeen = 0;
                            const buffers = [ "", new ByteArrayCollector(size => new Uint8Array(size)) ];
                            let mode = -1;
                            const pull = async controller => {
                                const {value, done} = await reader.read();
                                const chunk = value;
                                if (done) {
                                    if (-1 !== mode) {
                                        const remainder = flush(buffers, mode);
                                        sizeOf(remainder) > 0 && controller.enqueue(remainder);
                                    }
                                    controller.close();
                                } else {
                                    const chunkMode = modeOf(chunk, !1);
                                    if (mode !== chunkMode) {
                                        mode >= 0 && controller.enqueue(flush(buffers, mode));
                                        mode = chunkMode;
                                    }
                                    if (-1 === mode) {
                                        controller.enqueue(chunk);
                                        return;
                                    }
                                    const chunkSize = sizeOf(chunk);
                                    bytesSeen += chunkSize;
                                    const bufferSize = sizeOf(buffers[mode]);
                                    if (chunkSize >= size && 0 === bufferSize) controller.enqueue(chunk); else {
                                        const newSize = merge(buffers, mode, chunk);
                                        if (!streamBufferingLoggedWarning && bytesSeen > 2 * size) {
                                            streamBufferingLoggedWarning = !0;
                                            logger?.warn(`@smithy/util-stream - stream chunk size ${chunkSize} is below threshold of ${size}, automatically buffering.`);
                                        }
                                        newSize >= size ? controller.enqueue(flush(buffers, mode)) : await pull(controller);
                                    }
                                }
                            };
                            return new ReadableStream({
                                pull
                            });
                        }(upstream, size, logger);
                        const downstream = new external_node_stream_.Readable({
                            read() {}
                        });
                        let streamBufferingLoggedWarning = !1;
                        let bytesSeen = 0;
                        const buffers = [ "", new ByteArrayCollector(size => new Uint8Array(size)), new ByteArrayCollector(size => Buffer.from(new Uint8Array(size))) ];
                        let mode = -1;
                        upstream.on("data", chunk => {
                            const chunkMode = modeOf(chunk, !0);
                            if (mode !== chunkMode) {
                                mode >= 0 && downstream.push(flush(buffers, mode));
                                mode = chunkMode;
                            }
                            if (-1 === mode) {
                                downstream.push(chunk);
                                return;
                            }
                            const chunkSize = sizeOf(chunk);
                            bytesSeen += chunkSize;
                            const bufferSize = sizeOf(buffers[mode]);
                            if (chunkSize >= size && 0 === bufferSize) downstream.push(chunk); else {
                                const newSize = merge(buffers, mode, chunk);
                                if (!streamBufferingLoggedWarning && bytesSeen > 2 * size) {
                                    streamBufferingLoggedWarning = !0;
                                    logger?.warn(`@smithy/util-stream - stream chunk size ${chunkSize} is below threshold of ${size}, automatically buffering.`);
                                }
                                newSize >= size && downstream.push(flush(buffers, mode));
                            }
                        });
                        upstream.on("end", () => {
                            if (-1 !== mode) {
                                const remainder = flush(buffers, mode);
                                sizeOf(remainder) > 0 && downstream.push(remainder);
                            }
                            downstream.push(null);
                        });
                        return downstream;
                    }(requestBody, config.requestStreamBufferSize, context.logger) : requestBody, {
                        base64Encoder,
                        bodyLengthChecker,
                        checksumLocationName,
                        checksumAlgorithmFn,
                        streamHasher
                    });
                    updatedHeaders = {
                        ...headers,
                        "content-encoding": headers["content-encoding"] ? `${headers["content-encoding"]},aws-chunked` : "aws-chunked",
                        "transfer-encoding": "chunked",
                        "x-amz-decoded-content-length": headers["content-length"],
                        "x-amz-content-sha256": "STREAMING-UNSIGNED-PAYLOAD-TRAILER",
                        "x-amz-trailer": checksumLocationName
                    };
                    delete updatedHeaders["content-length"];
                } else if (!((header, headers) => {
                    const soughtHeader = header.toLowerCase();
                    for (const headerName of Object.keys(headers)) if (soughtHeader === headerName.toLowerCase()) return !0;
                    return !1;
                })(checksumLocationName, headers)) {
                    const rawChecksum = await stringHasher(checksumAlgorithmFn, requestBody);
                    updatedHeaders = {
                        ...headers,
                        [checksumLocationName]: base64Encoder(rawChecksum)
                    };
                }
            }
            try {
                return await next({
                    ...args,
                    request: {
                        ...request,
                        headers: updatedHeaders,
                        body: updatedBody
                    }
                });
            } catch (e) {
                if (e instanceof Error && "InvalidChunkSizeError" === e.name) try {
                    e.message.endsWith(".") || (e.message += ".");
                    e.message += " Set [requestStreamBufferSize=number e.g. 65_536] in client constructor to instruct AWS SDK to buffer your input stream.";
                } catch (ignored) {}
                throw e;
            }
        };
        const getChecksumAlgorithmListForResponse = (responseAlgorithms = []) => {
            const validChecksumAlgorithms = [];
            let i = PRIORITY_ORDER_ALGORITHMS.length;
            for (const algorithm of responseAlgorithms) {
                const priority = PRIORITY_ORDER_ALGORITHMS.indexOf(algorithm);
                -1 !== priority ? validChecksumAlgorithms[priority] = algorithm : validChecksumAlgorithms[i++] = algorithm;
            }
            return validChecksumAlgorithms.filter(Boolean);
        };
        var toBase64 = __nccwpck_require__(7307);
        class ChecksumStream extends external_node_stream_.Readable {
            expectedChecksum;
            checksumSourceLocation;
            checksum;
            source;
            base64Encoder;
            constructor({expectedChecksum, checksum, source, checksumSourceLocation, base64Encoder}) {
                super();
                if ("function" != typeof source.pipe) throw new Error(`@smithy/util-stream: unsupported source type ${source?.constructor?.name ?? source} in ChecksumStream.`);
                this.source = source;
                this.base64Encoder = base64Encoder ?? toBase64.n;
                this.expectedChecksum = expectedChecksum;
                this.checksum = checksum;
                this.checksumSourceLocation = checksumSourceLocation;
                this.source.on("data", this.onSourceData);
                this.source.on("end", this.onSourceEnd);
                this.source.on("error", this.onSourceError);
                this.source.on("close", this.onSourceClose);
                this.source.pause();
            }
            onSourceData=chunk => {
                if (!this.destroyed) {
                    try {
                        this.checksum.update(chunk);
                    } catch (e) {
                        this.destroy(e);
                        return;
                    }
                    this.push(chunk) || this.source.pause();
                }
            };
            onSourceEnd=async () => {
                if (!this.destroyed) {
                    try {
                        const digest = await this.checksum.digest();
                        const received = this.base64Encoder(digest);
                        if (this.expectedChecksum !== received) {
                            this.destroy(new Error(`Checksum mismatch: expected "${this.expectedChecksum}" but received "${received}" in response header "${this.checksumSourceLocation}".`));
                            return;
                        }
                    } catch (e) {
                        this.destroy(e);
                        return;
                    }
                    this.push(null);
                }
            };
            onSourceError=error => {
                this.destroy(error);
            };
            onSourceClose=() => {
                this.destroyed || this.source.readableEnded || this.destroy(new Error("Connection lost or stream closed before all data was received."));
            };
            _read(_size) {
                this.source.resume();
            }
            _destroy(error, callback) {
                this.source?.removeListener("data", this.onSourceData);
                this.source?.removeListener("end", this.onSourceEnd);
                this.source?.removeListener("error", this.onSourceError);
                this.source?.removeListener("close", this.onSourceClose);
                this.source?.destroy();
                callback(error);
            }
        }
        var toBase64_browser = __nccwpck_require__(8060);
        const ReadableStreamRef = "function" == typeof ReadableStream ? ReadableStream : function() {};
        class ChecksumStream_browser_ChecksumStream extends ReadableStreamRef {}
        function createChecksumStream_createChecksumStream(init) {
            return "function" == typeof ReadableStream && (0, stream_type_check.H)(init.source) ? (({expectedChecksum, checksum, source, checksumSourceLocation, base64Encoder}) => {
                if (!(0, stream_type_check.H)(source)) throw new Error(`@smithy/util-stream: unsupported source type ${source?.constructor?.name ?? source} in ChecksumStream.`);
                const encoder = base64Encoder ?? toBase64_browser.n;
                if ("function" != typeof TransformStream) throw new Error("@smithy/util-stream: unable to instantiate ChecksumStream because API unavailable: ReadableStream/TransformStream.");
                const transform = new TransformStream({
                    start() {},
                    async transform(chunk, controller) {
                        checksum.update(chunk);
                        controller.enqueue(chunk);
                    },
                    async flush(controller) {
                        const digest = await checksum.digest();
                        const received = encoder(digest);
                        if (expectedChecksum !== received) {
                            const error = new Error(`Checksum mismatch: expected "${expectedChecksum}" but received "${received}" in response header "${checksumSourceLocation}".`);
                            controller.error(error);
                        } else controller.terminate();
                    }
                });
                source.pipeThrough(transform);
                const readable = transform.readable;
                Object.setPrototypeOf(readable, ChecksumStream_browser_ChecksumStream.prototype);
                return readable;
            })(init) : new ChecksumStream(init);
        }
        const getChecksum = async (body, {checksumAlgorithmFn, base64Encoder}) => base64Encoder(await stringHasher(checksumAlgorithmFn, body));
        const flexibleChecksumsResponseMiddlewareOptions = {
            name: "flexibleChecksumsResponseMiddleware",
            toMiddleware: "deserializerMiddleware",
            relation: "after",
            tags: [ "BODY_CHECKSUM" ],
            override: !0
        };
        const getFlexibleChecksumsPlugin_getFlexibleChecksumsPlugin = (config, middlewareConfig) => ({
            applyToStack: clientStack => {
                clientStack.add(flexibleChecksumsMiddleware(config, middlewareConfig), flexibleChecksumsMiddlewareOptions);
                clientStack.addRelativeTo(((config, middlewareConfig) => (next, context) => async args => {
                    const input = args.input;
                    const {requestValidationModeMember} = middlewareConfig;
                    const requestChecksumCalculation = await config.requestChecksumCalculation();
                    const responseChecksumValidation = await config.responseChecksumValidation();
                    switch (requestChecksumCalculation) {
                      case RequestChecksumCalculation.WHEN_REQUIRED:
                        (0, setFeature.J)(context, "FLEXIBLE_CHECKSUMS_REQ_WHEN_REQUIRED", "a");
                        break;

                      case RequestChecksumCalculation.WHEN_SUPPORTED:
                        (0, setFeature.J)(context, "FLEXIBLE_CHECKSUMS_REQ_WHEN_SUPPORTED", "Z");
                    }
                    switch (responseChecksumValidation) {
                      case ResponseChecksumValidation.WHEN_REQUIRED:
                        (0, setFeature.J)(context, "FLEXIBLE_CHECKSUMS_RES_WHEN_REQUIRED", "c");
                        break;

                      case ResponseChecksumValidation.WHEN_SUPPORTED:
                        (0, setFeature.J)(context, "FLEXIBLE_CHECKSUMS_RES_WHEN_SUPPORTED", "b");
                    }
                    requestValidationModeMember && !input[requestValidationModeMember] && responseChecksumValidation === ResponseChecksumValidation.WHEN_SUPPORTED && (input[requestValidationModeMember] = "ENABLED");
                    return next(args);
                })(config, middlewareConfig), flexibleChecksumsInputMiddlewareOptions);
                clientStack.addRelativeTo(((config, middlewareConfig) => (next, context) => async args => {
                    if (!httpRequest.K.isInstance(args.request)) return next(args);
                    const input = args.input;
                    const result = await next(args);
                    const response = result.response;
                    const {requestValidationModeMember, responseAlgorithms} = middlewareConfig;
                    if (requestValidationModeMember && "ENABLED" === input[requestValidationModeMember]) {
                        const {clientName, commandName} = context;
                        const customChecksumAlgorithms = Object.keys(config.checksumAlgorithms ?? {}).filter(algorithm => {
                            const responseHeader = getChecksumLocationName(algorithm);
                            return void 0 !== response.headers[responseHeader];
                        });
                        const algoList = getChecksumAlgorithmListForResponse([ ...responseAlgorithms ?? [], ...customChecksumAlgorithms ]);
                        if ("S3Client" === clientName && "GetObjectCommand" === commandName && algoList.every(algorithm => {
                            const responseHeader = getChecksumLocationName(algorithm);
                            const checksumFromResponse = response.headers[responseHeader];
                            return !checksumFromResponse || (checksum => {
                                const lastHyphenIndex = checksum.lastIndexOf("-");
                                if (-1 !== lastHyphenIndex) {
                                    const numberPart = checksum.slice(lastHyphenIndex + 1);
                                    if (!numberPart.startsWith("0")) {
                                        const number = parseInt(numberPart, 10);
                                        if (!isNaN(number) && number >= 1 && number <= 1e4) return !0;
                                    }
                                }
                                return !1;
                            })(checksumFromResponse);
                        })) return result;
                        await (async (response, {config, responseAlgorithms, logger}) => {
                            const checksumAlgorithms = getChecksumAlgorithmListForResponse(responseAlgorithms);
                            const {body: responseBody, headers: responseHeaders} = response;
                            for (const algorithm of checksumAlgorithms) {
                                const responseHeader = getChecksumLocationName(algorithm);
                                const checksumFromResponse = responseHeaders[responseHeader];
                                if (checksumFromResponse) {
                                    let checksumAlgorithmFn;
                                    try {
                                        checksumAlgorithmFn = selectChecksumAlgorithmFunction(algorithm, config);
                                    } catch (error) {
                                        if (algorithm === ChecksumAlgorithm.CRC64NVME) {
                                            logger?.warn(`Skipping ${ChecksumAlgorithm.CRC64NVME} checksum validation: ${error.message}`);
                                            continue;
                                        }
                                        throw error;
                                    }
                                    const {base64Encoder} = config;
                                    if (isStreaming(responseBody)) {
                                        response.body = createChecksumStream_createChecksumStream({
                                            expectedChecksum: checksumFromResponse,
                                            checksumSourceLocation: responseHeader,
                                            checksum: new checksumAlgorithmFn,
                                            source: responseBody,
                                            base64Encoder
                                        });
                                        return;
                                    }
                                    const checksum = await getChecksum(responseBody, {
                                        checksumAlgorithmFn,
                                        base64Encoder
                                    });
                                    if (checksum === checksumFromResponse) break;
                                    throw new Error(`Checksum mismatch: expected "${checksum}" but received "${checksumFromResponse}" in response header "${responseHeader}".`);
                                }
                            }
                        })(response, {
                            config,
                            responseAlgorithms: algoList,
                            logger: context.logger
                        });
                    }
                    return result;
                })(config, middlewareConfig), flexibleChecksumsResponseMiddlewareOptions);
            }
        });
        var httpResponse = __nccwpck_require__(7291);
        const THROW_IF_EMPTY_BODY = {
            CopyObjectCommand: !0,
            UploadPartCopyCommand: !0,
            CompleteMultipartUploadCommand: !0
        };
        const collectBody = (streamBody = new Uint8Array, context) => streamBody instanceof Uint8Array ? Promise.resolve(streamBody) : context.streamCollector(streamBody) || Promise.resolve(new Uint8Array);
        const throw200ExceptionsMiddlewareOptions = {
            relation: "after",
            toMiddleware: "deserializerMiddleware",
            tags: [ "THROW_200_EXCEPTIONS", "S3" ],
            name: "throw200ExceptionsMiddleware",
            override: !0
        };
        const throw_200_exceptions_getThrow200ExceptionsPlugin = config => ({
            applyToStack: clientStack => {
                clientStack.addRelativeTo((config => (next, context) => async args => {
                    const result = await next(args);
                    const {response} = result;
                    if (!httpResponse.c.isInstance(response)) return result;
                    const {statusCode, body} = response;
                    if (statusCode < 200 || statusCode >= 300) return result;
                    const bodyBytes = await collectBody(body, config);
                    response.body = function toStream(bytes) {
                        return external_node_stream_.Readable.from(Buffer.from(bytes));
                    }(bodyBytes);
                    if (0 === bodyBytes.length && THROW_IF_EMPTY_BODY[context.commandName]) {
                        const err = new Error("S3 aborted request");
                        err.$metadata = {
                            httpStatusCode: 503
                        };
                        err.name = "InternalError";
                        throw err;
                    }
                    const bodyStringTail = config.utf8Encoder(bodyBytes.subarray(bodyBytes.length - 16));
                    bodyStringTail && bodyStringTail.endsWith("</Error>") && (response.statusCode = 503);
                    return result;
                })(config), throw200ExceptionsMiddlewareOptions);
            }
        });
        const ssecMiddlewareOptions = {
            name: "ssecMiddleware",
            step: "initialize",
            tags: [ "SSE" ],
            override: !0
        };
        const middleware_ssec_getSsecPlugin = config => ({
            applyToStack: clientStack => {
                clientStack.add(function ssecMiddleware(options) {
                    return next => async args => {
                        const input = {
                            ...args.input
                        };
                        const properties = [ {
                            target: "SSECustomerKey",
                            hash: "SSECustomerKeyMD5"
                        }, {
                            target: "CopySourceSSECustomerKey",
                            hash: "CopySourceSSECustomerKeyMD5"
                        } ];
                        for (const prop of properties) {
                            const value = input[prop.target];
                            if (value) {
                                let valueForHash;
                                if ("string" == typeof value) if (isValidBase64EncodedSSECustomerKey(value, options)) valueForHash = options.base64Decoder(value); else {
                                    valueForHash = options.utf8Decoder(value);
                                    input[prop.target] = options.base64Encoder(valueForHash);
                                } else {
                                    valueForHash = ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(value);
                                    input[prop.target] = options.base64Encoder(valueForHash);
                                }
                                const hash = new options.md5;
                                hash.update(valueForHash);
                                input[prop.hash] = options.base64Encoder(await hash.digest());
                            }
                        }
                        return next({
                            ...args,
                            input
                        });
                    };
                }(config), ssecMiddlewareOptions);
            }
        });
        function isValidBase64EncodedSSECustomerKey(str, options) {
            if (!/^(?:[A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(str)) return !1;
            try {
                return 32 === options.base64Decoder(str).length;
            } catch {
                return !1;
            }
        }
        var date_utils = __nccwpck_require__(8227);
        const s3ExpiresMiddlewareOptions = {
            tags: [ "S3" ],
            name: "s3ExpiresMiddleware",
            override: !0,
            relation: "after",
            toMiddleware: "deserializerMiddleware"
        };
        const getS3ExpiresMiddlewarePlugin = clientConfig => ({
            applyToStack: clientStack => {
                clientStack.addRelativeTo((next, context) => async args => {
                    const result = await next(args);
                    const {response} = result;
                    if (httpResponse.c.isInstance(response) && response.headers.expires) {
                        response.headers.expiresstring = response.headers.expires;
                        try {
                            (0, date_utils.xE)(response.headers.expires);
                        } catch (e) {
                            context.logger?.warn(`AWS SDK Warning for ${context.clientName}::${context.commandName} response parsing (${response.headers.expires}): ${e}`);
                            delete response.headers.expires;
                        }
                    }
                    return result;
                }, s3ExpiresMiddlewareOptions);
            }
        });
        var NoOpLogger = __nccwpck_require__(51);
        const checkContentLengthHeaderMiddlewareOptions = {
            step: "finalizeRequest",
            tags: [ "CHECK_CONTENT_LENGTH_HEADER" ],
            name: "getCheckContentLengthHeaderPlugin",
            override: !0
        };
        const command = (0, __nccwpck_require__(5747).k)({
            ForcePathStyle: {
                type: "clientContextParams",
                name: "forcePathStyle"
            },
            UseArnRegion: {
                type: "clientContextParams",
                name: "useArnRegion"
            },
            DisableMultiRegionAccessPoints: {
                type: "clientContextParams",
                name: "disableMultiregionAccessPoints"
            },
            Accelerate: {
                type: "clientContextParams",
                name: "useAccelerateEndpoint"
            },
            DisableS3ExpressSessionAuth: {
                type: "clientContextParams",
                name: "disableS3ExpressSessionAuth"
            },
            UseGlobalEndpoint: {
                type: "builtInParams",
                name: "useGlobalEndpoint"
            },
            UseFIPS: {
                type: "builtInParams",
                name: "useFipsEndpoint"
            },
            Endpoint: {
                type: "builtInParams",
                name: "endpoint"
            },
            Region: {
                type: "builtInParams",
                name: "region"
            },
            UseDualStack: {
                type: "builtInParams",
                name: "useDualstackEndpoint"
            }
        }, "AmazonS3", "S3Client", endpoints.rD);
        const _ep0 = {
            Bucket: {
                type: "contextParams",
                name: "Bucket"
            },
            Key: {
                type: "contextParams",
                name: "Key"
            }
        };
        const _ep4 = {
            DisableS3ExpressSessionAuth: {
                type: "staticContextParams",
                value: !0
            },
            Bucket: {
                type: "contextParams",
                name: "Bucket"
            }
        };
        const _ep8 = {
            Bucket: {
                type: "contextParams",
                name: "Bucket"
            },
            Prefix: {
                type: "contextParams",
                name: "Prefix"
            }
        };
        const _mw0 = (Command, cs, config, o) => [ throw_200_exceptions_getThrow200ExceptionsPlugin(config) ];
        const _mw7 = (Command, cs, config, o) => [ getFlexibleChecksumsPlugin_getFlexibleChecksumsPlugin(config, {
            requestChecksumRequired: !1,
            requestValidationModeMember: "ChecksumMode",
            responseAlgorithms: [ "CRC64NVME", "CRC32", "CRC32C", "SHA256", "SHA1", "SHA512", "MD5", "XXHASH64", "XXHASH3", "XXHASH128" ]
        }), middleware_ssec_getSsecPlugin(config), getS3ExpiresMiddlewarePlugin() ];
        const _mw8 = (Command, cs, config, o) => [ throw_200_exceptions_getThrow200ExceptionsPlugin(config), middleware_ssec_getSsecPlugin(config), getS3ExpiresMiddlewarePlugin() ];
        const _mw11 = (Command, cs, config, o) => [ getFlexibleChecksumsPlugin_getFlexibleChecksumsPlugin(config, {
            requestAlgorithmMember: {
                httpHeader: "x-amz-sdk-checksum-algorithm",
                name: "ChecksumAlgorithm"
            },
            requestChecksumRequired: !1
        }), {
            applyToStack: clientStack => {
                clientStack.add(function checkContentLengthHeader() {
                    return (next, context) => async args => {
                        const {request} = args;
                        if (httpRequest.K.isInstance(request) && !("content-length" in request.headers) && !("x-amz-decoded-content-length" in request.headers)) {
                            const message = "Are you using a Stream of unknown length as the Body of a PutObject request? Consider using Upload instead from @aws-sdk/lib-storage.";
                            "function" != typeof context?.logger?.warn || context.logger instanceof NoOpLogger.N ? console.warn(message) : context.logger.warn(message);
                        }
                        return next({
                            ...args
                        });
                    };
                }(), checkContentLengthHeaderMiddlewareOptions);
            }
        }, throw_200_exceptions_getThrow200ExceptionsPlugin(config), middleware_ssec_getSsecPlugin(config) ];
        var TypeRegistry = __nccwpck_require__(9835);
        var exceptions = __nccwpck_require__(3441);
        class S3ServiceException extends exceptions.T {
            static shapeId="smithy.ts.sdk.synthetic.com.amazonaws.s3#S3ServiceException";
            constructor(options) {
                super(options);
                Object.setPrototypeOf(this, S3ServiceException.prototype);
            }
        }
        class NoSuchUpload extends S3ServiceException {
            static shapeId="com.amazonaws.s3#NoSuchUpload";
            name="NoSuchUpload";
            $fault="client";
            constructor(opts) {
                super({
                    name: "NoSuchUpload",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, NoSuchUpload.prototype);
            }
        }
        class AccessDenied extends S3ServiceException {
            static shapeId="com.amazonaws.s3#AccessDenied";
            name="AccessDenied";
            $fault="client";
            constructor(opts) {
                super({
                    name: "AccessDenied",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, AccessDenied.prototype);
            }
        }
        class ObjectNotInActiveTierError extends S3ServiceException {
            static shapeId="com.amazonaws.s3#ObjectNotInActiveTierError";
            name="ObjectNotInActiveTierError";
            $fault="client";
            constructor(opts) {
                super({
                    name: "ObjectNotInActiveTierError",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, ObjectNotInActiveTierError.prototype);
            }
        }
        class BucketAlreadyExists extends S3ServiceException {
            static shapeId="com.amazonaws.s3#BucketAlreadyExists";
            name="BucketAlreadyExists";
            $fault="client";
            constructor(opts) {
                super({
                    name: "BucketAlreadyExists",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, BucketAlreadyExists.prototype);
            }
        }
        class BucketAlreadyOwnedByYou extends S3ServiceException {
            static shapeId="com.amazonaws.s3#BucketAlreadyOwnedByYou";
            name="BucketAlreadyOwnedByYou";
            $fault="client";
            constructor(opts) {
                super({
                    name: "BucketAlreadyOwnedByYou",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, BucketAlreadyOwnedByYou.prototype);
            }
        }
        class NoSuchBucket extends S3ServiceException {
            static shapeId="com.amazonaws.s3#NoSuchBucket";
            name="NoSuchBucket";
            $fault="client";
            constructor(opts) {
                super({
                    name: "NoSuchBucket",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, NoSuchBucket.prototype);
            }
        }
        class NoSuchKey extends S3ServiceException {
            static shapeId="com.amazonaws.s3#NoSuchKey";
            name="NoSuchKey";
            $fault="client";
            constructor(opts) {
                super({
                    name: "NoSuchKey",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, NoSuchKey.prototype);
            }
        }
        class InvalidObjectState extends S3ServiceException {
            static shapeId="com.amazonaws.s3#InvalidObjectState";
            name="InvalidObjectState";
            $fault="client";
            StorageClass;
            AccessTier;
            constructor(opts) {
                super({
                    name: "InvalidObjectState",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidObjectState.prototype);
                this.StorageClass = opts.StorageClass;
                this.AccessTier = opts.AccessTier;
            }
        }
        class NoSuchAnnotation extends S3ServiceException {
            static shapeId="com.amazonaws.s3#NoSuchAnnotation";
            name="NoSuchAnnotation";
            $fault="client";
            constructor(opts) {
                super({
                    name: "NoSuchAnnotation",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, NoSuchAnnotation.prototype);
            }
        }
        class NotFound extends S3ServiceException {
            static shapeId="com.amazonaws.s3#NotFound";
            name="NotFound";
            $fault="client";
            constructor(opts) {
                super({
                    name: "NotFound",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, NotFound.prototype);
            }
        }
        class InvalidPrefix extends S3ServiceException {
            static shapeId="com.amazonaws.s3#InvalidPrefix";
            name="InvalidPrefix";
            $fault="client";
            constructor(opts) {
                super({
                    name: "InvalidPrefix",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidPrefix.prototype);
            }
        }
        class EncryptionTypeMismatch extends S3ServiceException {
            static shapeId="com.amazonaws.s3#EncryptionTypeMismatch";
            name="EncryptionTypeMismatch";
            $fault="client";
            constructor(opts) {
                super({
                    name: "EncryptionTypeMismatch",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, EncryptionTypeMismatch.prototype);
            }
        }
        class InvalidRequest extends S3ServiceException {
            static shapeId="com.amazonaws.s3#InvalidRequest";
            name="InvalidRequest";
            $fault="client";
            constructor(opts) {
                super({
                    name: "InvalidRequest",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidRequest.prototype);
            }
        }
        class InvalidWriteOffset extends S3ServiceException {
            static shapeId="com.amazonaws.s3#InvalidWriteOffset";
            name="InvalidWriteOffset";
            $fault="client";
            constructor(opts) {
                super({
                    name: "InvalidWriteOffset",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidWriteOffset.prototype);
            }
        }
        class TooManyParts extends S3ServiceException {
            static shapeId="com.amazonaws.s3#TooManyParts";
            name="TooManyParts";
            $fault="client";
            constructor(opts) {
                super({
                    name: "TooManyParts",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, TooManyParts.prototype);
            }
        }
        class AnnotationLimitExceeded extends S3ServiceException {
            static shapeId="com.amazonaws.s3#AnnotationLimitExceeded";
            name="AnnotationLimitExceeded";
            $fault="client";
            constructor(opts) {
                super({
                    name: "AnnotationLimitExceeded",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, AnnotationLimitExceeded.prototype);
            }
        }
        class AnnotationNameTooLong extends S3ServiceException {
            static shapeId="com.amazonaws.s3#AnnotationNameTooLong";
            name="AnnotationNameTooLong";
            $fault="client";
            constructor(opts) {
                super({
                    name: "AnnotationNameTooLong",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, AnnotationNameTooLong.prototype);
            }
        }
        class InvalidAnnotationName extends S3ServiceException {
            static shapeId="com.amazonaws.s3#InvalidAnnotationName";
            name="InvalidAnnotationName";
            $fault="client";
            constructor(opts) {
                super({
                    name: "InvalidAnnotationName",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidAnnotationName.prototype);
            }
        }
        class UnsupportedMediaType extends S3ServiceException {
            static shapeId="com.amazonaws.s3#UnsupportedMediaType";
            name="UnsupportedMediaType";
            $fault="client";
            constructor(opts) {
                super({
                    name: "UnsupportedMediaType",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, UnsupportedMediaType.prototype);
            }
        }
        class IdempotencyParameterMismatch extends S3ServiceException {
            static shapeId="com.amazonaws.s3#IdempotencyParameterMismatch";
            name="IdempotencyParameterMismatch";
            $fault="client";
            constructor(opts) {
                super({
                    name: "IdempotencyParameterMismatch",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, IdempotencyParameterMismatch.prototype);
            }
        }
        class ObjectAlreadyInActiveTierError extends S3ServiceException {
            static shapeId="com.amazonaws.s3#ObjectAlreadyInActiveTierError";
            name="ObjectAlreadyInActiveTierError";
            $fault="client";
            constructor(opts) {
                super({
                    name: "ObjectAlreadyInActiveTierError",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, ObjectAlreadyInActiveTierError.prototype);
            }
        }
        const _AR = "AcceptRanges";
        const _B = "Bucket";
        const _BKE = "BucketKeyEnabled";
        const _CA = "ChecksumAlgorithm";
        const _CC = "CacheControl";
        const _CCRC = "ChecksumCRC32";
        const _CCRCC = "ChecksumCRC32C";
        const _CCRCNVME = "ChecksumCRC64NVME";
        const _CC_ = "Cache-Control";
        const _CD_ = "Content-Disposition";
        const _CDo = "ContentDisposition";
        const _CE_ = "Content-Encoding";
        const _CEo = "ContentEncoding";
        const _CL = "ContentLanguage";
        const _CL_ = "Content-Language";
        const _CL__ = "Content-Length";
        const _CLo = "ContentLength";
        const _CMD = "ChecksumMD5";
        const _CR = "ContentRange";
        const _CR_ = "Content-Range";
        const _CSHA = "ChecksumSHA1";
        const _CSHAh = "ChecksumSHA256";
        const _CSHAhe = "ChecksumSHA512";
        const _CT = "ChecksumType";
        const _CT_ = "Content-Type";
        const _CTo = "ContentType";
        const _CTon = "ContinuationToken";
        const _CXXHASH = "ChecksumXXHASH64";
        const _CXXHASHh = "ChecksumXXHASH3";
        const _CXXHASHhe = "ChecksumXXHASH128";
        const _Cr = "Credentials";
        const _DM = "DeleteMarker";
        const _EBO = "ExpectedBucketOwner";
        const _ES = "ExpiresString";
        const _ET = "ETag";
        const _Ex = "Expiration";
        const _Exp = "Expires";
        const _IM = "IfMatch";
        const _IMS_ = "If-Modified-Since";
        const _IM_ = "If-Match";
        const _INM = "IfNoneMatch";
        const _INM_ = "If-None-Match";
        const _IUS = "IfUnmodifiedSince";
        const _IUS_ = "If-Unmodified-Since";
        const _K = "Key";
        const _LM = "LastModified";
        const _LM_ = "Last-Modified";
        const _M = "Metadata";
        const _MM = "MissingMeta";
        const _OLEH = "ObjectLockEventHold";
        const _OLEHDD = "ObjectLockEventHoldDurationDays";
        const _OLEHDY = "ObjectLockEventHoldDurationYears";
        const _OLLHS = "ObjectLockLegalHoldStatus";
        const _OLM = "ObjectLockMode";
        const _OLRUD = "ObjectLockRetainUntilDate";
        const _P = "Prefix";
        const _PC = "PartsCount";
        const _PN = "PartNumber";
        const _RC = "RequestCharged";
        const _RCC = "ResponseCacheControl";
        const _RCD = "ResponseContentDisposition";
        const _RCE = "ResponseContentEncoding";
        const _RCL = "ResponseContentLanguage";
        const _RCT = "ResponseContentType";
        const _RE = "ResponseExpires";
        const _RP = "RequestPayer";
        const _RS = "ReplicationStatus";
        const _RSe = "RestoreStatus";
        const _Ra = "Range";
        const _SA = "StartAfter";
        const _SAK = "SecretAccessKey";
        const _SC = "StorageClass";
        const _SSE = "ServerSideEncryption";
        const _SSECA = "SSECustomerAlgorithm";
        const _SSECK = "SSECustomerKey";
        const _SSECKMD = "SSECustomerKeyMD5";
        const _SSEKMSEC = "SSEKMSEncryptionContext";
        const _SSEKMSKI = "SSEKMSKeyId";
        const _ST = "SessionToken";
        const _VI = "VersionId";
        const _WRL = "WebsiteRedirectLocation";
        const _ar = "accept-ranges";
        const _c = "client";
        const _e = "error";
        const _h = "http";
        const _hC = "httpChecksum";
        const _hE = "httpError";
        const _hH = "httpHeader";
        const _hPH = "httpPrefixHeaders";
        const _hQ = "httpQuery";
        const _pN = "partNumber";
        const _rcc = "response-cache-control";
        const _rcd = "response-content-disposition";
        const _rce = "response-content-encoding";
        const _rcl = "response-content-language";
        const _rct = "response-content-type";
        const _re = "response-expires";
        const _s = "smithy.ts.sdk.synthetic.com.amazonaws.s3";
        const _st = "streaming";
        const _vI = "versionId";
        const _xF = "xmlFlattened";
        const _xN = "xmlName";
        const _xacc = "x-amz-checksum-crc32";
        const _xacc_ = "x-amz-checksum-crc32c";
        const _xacc__ = "x-amz-checksum-crc64nvme";
        const _xacm = "x-amz-checksum-md5";
        const _xacm_ = "x-amz-checksum-mode";
        const _xacs = "x-amz-checksum-sha1";
        const _xacs_ = "x-amz-checksum-sha256";
        const _xacs__ = "x-amz-checksum-sha512";
        const _xact = "x-amz-checksum-type";
        const _xacx = "x-amz-checksum-xxhash64";
        const _xacx_ = "x-amz-checksum-xxhash3";
        const _xacx__ = "x-amz-checksum-xxhash128";
        const _xadm = "x-amz-delete-marker";
        const _xae = "x-amz-expiration";
        const _xaebo = "x-amz-expected-bucket-owner";
        const _xam = "x-amz-meta-";
        const _xamm = "x-amz-missing-meta";
        const _xampc = "x-amz-mp-parts-count";
        const _xaoleh = "x-amz-object-lock-event-hold";
        const _xaolehdd = "x-amz-object-lock-event-hold-duration-days";
        const _xaolehdy = "x-amz-object-lock-event-hold-duration-years";
        const _xaollh = "x-amz-object-lock-legal-hold";
        const _xaolm = "x-amz-object-lock-mode";
        const _xaolrud = "x-amz-object-lock-retain-until-date";
        const _xar = "x-amz-restore";
        const _xarc = "x-amz-request-charged";
        const _xarp = "x-amz-request-payer";
        const _xars = "x-amz-replication-status";
        const _xasc = "x-amz-storage-class";
        const _xasse = "x-amz-server-side-encryption";
        const _xasseakki = "x-amz-server-side-encryption-aws-kms-key-id";
        const _xassebke = "x-amz-server-side-encryption-bucket-key-enabled";
        const _xassec = "x-amz-server-side-encryption-context";
        const _xasseca = "x-amz-server-side-encryption-customer-algorithm";
        const _xasseck = "x-amz-server-side-encryption-customer-key";
        const _xasseckM = "x-amz-server-side-encryption-customer-key-MD5";
        const _xatc = "x-amz-tagging-count";
        const _xavi = "x-amz-version-id";
        const _xawrl = "x-amz-website-redirect-location";
        const n0 = "com.amazonaws.s3";
        const _s_registry = new TypeRegistry.O(_s);
        var S3ServiceException$ = [ -3, _s, "S3ServiceException", 0, [], [] ];
        _s_registry.registerError(S3ServiceException$, S3ServiceException);
        const n0_registry = new TypeRegistry.O(n0);
        var AccessDenied$ = [ -3, n0, "AccessDenied", {
            [_e]: _c,
            [_hE]: 403
        }, [], [] ];
        n0_registry.registerError(AccessDenied$, AccessDenied);
        var AnnotationLimitExceeded$ = [ -3, n0, "AnnotationLimitExceeded", {
            [_e]: _c,
            [_hE]: 400
        }, [], [] ];
        n0_registry.registerError(AnnotationLimitExceeded$, AnnotationLimitExceeded);
        var AnnotationNameTooLong$ = [ -3, n0, "AnnotationNameTooLong", {
            [_e]: _c,
            [_hE]: 400
        }, [], [] ];
        n0_registry.registerError(AnnotationNameTooLong$, AnnotationNameTooLong);
        var BucketAlreadyExists$ = [ -3, n0, "BucketAlreadyExists", {
            [_e]: _c,
            [_hE]: 409
        }, [], [] ];
        n0_registry.registerError(BucketAlreadyExists$, BucketAlreadyExists);
        var BucketAlreadyOwnedByYou$ = [ -3, n0, "BucketAlreadyOwnedByYou", {
            [_e]: _c,
            [_hE]: 409
        }, [], [] ];
        n0_registry.registerError(BucketAlreadyOwnedByYou$, BucketAlreadyOwnedByYou);
        var EncryptionTypeMismatch$ = [ -3, n0, "EncryptionTypeMismatch", {
            [_e]: _c,
            [_hE]: 400
        }, [], [] ];
        n0_registry.registerError(EncryptionTypeMismatch$, EncryptionTypeMismatch);
        var IdempotencyParameterMismatch$ = [ -3, n0, "IdempotencyParameterMismatch", {
            [_e]: _c,
            [_hE]: 400
        }, [], [] ];
        n0_registry.registerError(IdempotencyParameterMismatch$, IdempotencyParameterMismatch);
        var InvalidAnnotationName$ = [ -3, n0, "InvalidAnnotationName", {
            [_e]: _c,
            [_hE]: 400
        }, [], [] ];
        n0_registry.registerError(InvalidAnnotationName$, InvalidAnnotationName);
        var InvalidObjectState$ = [ -3, n0, "InvalidObjectState", {
            [_e]: _c,
            [_hE]: 403
        }, [ _SC, "AccessTier" ], [ 0, 0 ] ];
        n0_registry.registerError(InvalidObjectState$, InvalidObjectState);
        var InvalidPrefix$ = [ -3, n0, "InvalidPrefix", {
            [_e]: _c,
            [_hE]: 400
        }, [], [] ];
        n0_registry.registerError(InvalidPrefix$, InvalidPrefix);
        var InvalidRequest$ = [ -3, n0, "InvalidRequest", {
            [_e]: _c,
            [_hE]: 400
        }, [], [] ];
        n0_registry.registerError(InvalidRequest$, InvalidRequest);
        var InvalidWriteOffset$ = [ -3, n0, "InvalidWriteOffset", {
            [_e]: _c,
            [_hE]: 400
        }, [], [] ];
        n0_registry.registerError(InvalidWriteOffset$, InvalidWriteOffset);
        var NoSuchAnnotation$ = [ -3, n0, "NoSuchAnnotation", {
            [_e]: _c,
            [_hE]: 404
        }, [], [] ];
        n0_registry.registerError(NoSuchAnnotation$, NoSuchAnnotation);
        var NoSuchBucket$ = [ -3, n0, "NoSuchBucket", {
            [_e]: _c,
            [_hE]: 404
        }, [], [] ];
        n0_registry.registerError(NoSuchBucket$, NoSuchBucket);
        var NoSuchKey$ = [ -3, n0, "NoSuchKey", {
            [_e]: _c,
            [_hE]: 404
        }, [], [] ];
        n0_registry.registerError(NoSuchKey$, NoSuchKey);
        var NoSuchUpload$ = [ -3, n0, "NoSuchUpload", {
            [_e]: _c,
            [_hE]: 404
        }, [], [] ];
        n0_registry.registerError(NoSuchUpload$, NoSuchUpload);
        var NotFound$ = [ -3, n0, "NotFound", {
            [_e]: _c
        }, [], [] ];
        n0_registry.registerError(NotFound$, NotFound);
        var ObjectAlreadyInActiveTierError$ = [ -3, n0, "ObjectAlreadyInActiveTierError", {
            [_e]: _c,
            [_hE]: 403
        }, [], [] ];
        n0_registry.registerError(ObjectAlreadyInActiveTierError$, ObjectAlreadyInActiveTierError);
        var ObjectNotInActiveTierError$ = [ -3, n0, "ObjectNotInActiveTierError", {
            [_e]: _c,
            [_hE]: 403
        }, [], [] ];
        n0_registry.registerError(ObjectNotInActiveTierError$, ObjectNotInActiveTierError);
        var TooManyParts$ = [ -3, n0, "TooManyParts", {
            [_e]: _c,
            [_hE]: 400
        }, [], [] ];
        n0_registry.registerError(TooManyParts$, TooManyParts);
        var UnsupportedMediaType$ = [ -3, n0, "UnsupportedMediaType", {
            [_e]: _c,
            [_hE]: 415
        }, [], [] ];
        n0_registry.registerError(UnsupportedMediaType$, UnsupportedMediaType);
        const errorTypeRegistries = [ _s_registry, n0_registry ];
        var SessionCredentialValue = [ 0, n0, "SessionCredentialValue", 8, 0 ];
        var SSECustomerKey = [ 0, n0, _SSECK, 8, 0 ];
        var SSEKMSEncryptionContext = [ 0, n0, _SSEKMSEC, 8, 0 ];
        var SSEKMSKeyId = [ 0, n0, _SSEKMSKI, 8, 0 ];
        var StreamingBlob = [ 0, n0, "StreamingBlob", {
            [_st]: 1
        }, 42 ];
        var CommonPrefix$ = [ 3, n0, "CommonPrefix", 0, [ _P ], [ 0 ] ];
        var CreateSessionOutput$ = [ 3, n0, "CreateSessionOutput", {
            [_xN]: "CreateSessionResult"
        }, [ _Cr, _SSE, _SSEKMSKI, _SSEKMSEC, _BKE ], [ [ () => SessionCredentials$, {
            [_xN]: _Cr
        } ], [ 0, {
            [_hH]: _xasse
        } ], [ () => SSEKMSKeyId, {
            [_hH]: _xasseakki
        } ], [ () => SSEKMSEncryptionContext, {
            [_hH]: _xassec
        } ], [ 2, {
            [_hH]: _xassebke
        } ] ], 1 ];
        var CreateSessionRequest$ = [ 3, n0, "CreateSessionRequest", 0, [ _B, "SessionMode", _SSE, _SSEKMSKI, _SSEKMSEC, _BKE ], [ [ 0, 1 ], [ 0, {
            [_hH]: "x-amz-create-session-mode"
        } ], [ 0, {
            [_hH]: _xasse
        } ], [ () => SSEKMSKeyId, {
            [_hH]: _xasseakki
        } ], [ () => SSEKMSEncryptionContext, {
            [_hH]: _xassec
        } ], [ 2, {
            [_hH]: _xassebke
        } ] ], 1 ];
        var DeleteObjectOutput$ = [ 3, n0, "DeleteObjectOutput", 0, [ _DM, _VI, _RC ], [ [ 2, {
            [_hH]: _xadm
        } ], [ 0, {
            [_hH]: _xavi
        } ], [ 0, {
            [_hH]: _xarc
        } ] ] ];
        var DeleteObjectRequest$ = [ 3, n0, "DeleteObjectRequest", 0, [ _B, _K, "MFA", _VI, _RP, "BypassGovernanceRetention", _EBO, _IM, "IfMatchLastModifiedTime", "IfMatchSize" ], [ [ 0, 1 ], [ 0, 1 ], [ 0, {
            [_hH]: "x-amz-mfa"
        } ], [ 0, {
            [_hQ]: _vI
        } ], [ 0, {
            [_hH]: _xarp
        } ], [ 2, {
            [_hH]: "x-amz-bypass-governance-retention"
        } ], [ 0, {
            [_hH]: _xaebo
        } ], [ 0, {
            [_hH]: _IM_
        } ], [ 6, {
            [_hH]: "x-amz-if-match-last-modified-time"
        } ], [ 1, {
            [_hH]: "x-amz-if-match-size"
        } ] ], 2 ];
        var GetObjectOutput$ = [ 3, n0, "GetObjectOutput", 0, [ "Body", _DM, _AR, _Ex, "Restore", _LM, _CLo, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _MM, _VI, _CC, _CDo, _CEo, _CL, _CR, _CTo, _Exp, _ES, _WRL, _SSE, _M, _SSECA, _SSECKMD, _SSEKMSKI, _BKE, _SC, _RC, _RS, _PC, "TagCount", _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY ], [ [ () => StreamingBlob, 16 ], [ 2, {
            [_hH]: _xadm
        } ], [ 0, {
            [_hH]: _ar
        } ], [ 0, {
            [_hH]: _xae
        } ], [ 0, {
            [_hH]: _xar
        } ], [ 4, {
            [_hH]: _LM_
        } ], [ 1, {
            [_hH]: _CL__
        } ], [ 0, {
            [_hH]: _ET
        } ], [ 0, {
            [_hH]: _xacc
        } ], [ 0, {
            [_hH]: _xacc_
        } ], [ 0, {
            [_hH]: _xacc__
        } ], [ 0, {
            [_hH]: _xacs
        } ], [ 0, {
            [_hH]: _xacs_
        } ], [ 0, {
            [_hH]: _xacs__
        } ], [ 0, {
            [_hH]: _xacm
        } ], [ 0, {
            [_hH]: _xacx
        } ], [ 0, {
            [_hH]: _xacx_
        } ], [ 0, {
            [_hH]: _xacx__
        } ], [ 0, {
            [_hH]: _xact
        } ], [ 1, {
            [_hH]: _xamm
        } ], [ 0, {
            [_hH]: _xavi
        } ], [ 0, {
            [_hH]: _CC_
        } ], [ 0, {
            [_hH]: _CD_
        } ], [ 0, {
            [_hH]: _CE_
        } ], [ 0, {
            [_hH]: _CL_
        } ], [ 0, {
            [_hH]: _CR_
        } ], [ 0, {
            [_hH]: _CT_
        } ], [ 4, {
            [_hH]: _Exp
        } ], [ 0, {
            [_hH]: _ES
        } ], [ 0, {
            [_hH]: _xawrl
        } ], [ 0, {
            [_hH]: _xasse
        } ], [ 128, {
            [_hPH]: _xam
        } ], [ 0, {
            [_hH]: _xasseca
        } ], [ 0, {
            [_hH]: _xasseckM
        } ], [ () => SSEKMSKeyId, {
            [_hH]: _xasseakki
        } ], [ 2, {
            [_hH]: _xassebke
        } ], [ 0, {
            [_hH]: _xasc
        } ], [ 0, {
            [_hH]: _xarc
        } ], [ 0, {
            [_hH]: _xars
        } ], [ 1, {
            [_hH]: _xampc
        } ], [ 1, {
            [_hH]: _xatc
        } ], [ 0, {
            [_hH]: _xaolm
        } ], [ 5, {
            [_hH]: _xaolrud
        } ], [ 0, {
            [_hH]: _xaollh
        } ], [ 0, {
            [_hH]: _xaoleh
        } ], [ 1, {
            [_hH]: _xaolehdd
        } ], [ 1, {
            [_hH]: _xaolehdy
        } ] ] ];
        var GetObjectRequest$ = [ 3, n0, "GetObjectRequest", 0, [ _B, _K, _IM, "IfModifiedSince", _INM, _IUS, _Ra, _RCC, _RCD, _RCE, _RCL, _RCT, _RE, _VI, _SSECA, _SSECK, _SSECKMD, _RP, _PN, _EBO, "ChecksumMode" ], [ [ 0, 1 ], [ 0, 1 ], [ 0, {
            [_hH]: _IM_
        } ], [ 4, {
            [_hH]: _IMS_
        } ], [ 0, {
            [_hH]: _INM_
        } ], [ 4, {
            [_hH]: _IUS_
        } ], [ 0, {
            [_hH]: _Ra
        } ], [ 0, {
            [_hQ]: _rcc
        } ], [ 0, {
            [_hQ]: _rcd
        } ], [ 0, {
            [_hQ]: _rce
        } ], [ 0, {
            [_hQ]: _rcl
        } ], [ 0, {
            [_hQ]: _rct
        } ], [ 6, {
            [_hQ]: _re
        } ], [ 0, {
            [_hQ]: _vI
        } ], [ 0, {
            [_hH]: _xasseca
        } ], [ () => SSECustomerKey, {
            [_hH]: _xasseck
        } ], [ 0, {
            [_hH]: _xasseckM
        } ], [ 0, {
            [_hH]: _xarp
        } ], [ 1, {
            [_hQ]: _pN
        } ], [ 0, {
            [_hH]: _xaebo
        } ], [ 0, {
            [_hH]: _xacm_
        } ] ], 2 ];
        var HeadObjectOutput$ = [ 3, n0, "HeadObjectOutput", 0, [ _DM, _AR, _Ex, "Restore", "ArchiveStatus", _LM, _CLo, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _ET, _MM, _VI, _CC, _CDo, _CEo, _CL, _CTo, _CR, _Exp, _ES, _WRL, _SSE, _M, _SSECA, _SSECKMD, _SSEKMSKI, _BKE, _SC, _RC, _RS, _PC, "TagCount", _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY ], [ [ 2, {
            [_hH]: _xadm
        } ], [ 0, {
            [_hH]: _ar
        } ], [ 0, {
            [_hH]: _xae
        } ], [ 0, {
            [_hH]: _xar
        } ], [ 0, {
            [_hH]: "x-amz-archive-status"
        } ], [ 4, {
            [_hH]: _LM_
        } ], [ 1, {
            [_hH]: _CL__
        } ], [ 0, {
            [_hH]: _xacc
        } ], [ 0, {
            [_hH]: _xacc_
        } ], [ 0, {
            [_hH]: _xacc__
        } ], [ 0, {
            [_hH]: _xacs
        } ], [ 0, {
            [_hH]: _xacs_
        } ], [ 0, {
            [_hH]: _xacs__
        } ], [ 0, {
            [_hH]: _xacm
        } ], [ 0, {
            [_hH]: _xacx
        } ], [ 0, {
            [_hH]: _xacx_
        } ], [ 0, {
            [_hH]: _xacx__
        } ], [ 0, {
            [_hH]: _xact
        } ], [ 0, {
            [_hH]: _ET
        } ], [ 1, {
            [_hH]: _xamm
        } ], [ 0, {
            [_hH]: _xavi
        } ], [ 0, {
            [_hH]: _CC_
        } ], [ 0, {
            [_hH]: _CD_
        } ], [ 0, {
            [_hH]: _CE_
        } ], [ 0, {
            [_hH]: _CL_
        } ], [ 0, {
            [_hH]: _CT_
        } ], [ 0, {
            [_hH]: _CR_
        } ], [ 4, {
            [_hH]: _Exp
        } ], [ 0, {
            [_hH]: _ES
        } ], [ 0, {
            [_hH]: _xawrl
        } ], [ 0, {
            [_hH]: _xasse
        } ], [ 128, {
            [_hPH]: _xam
        } ], [ 0, {
            [_hH]: _xasseca
        } ], [ 0, {
            [_hH]: _xasseckM
        } ], [ () => SSEKMSKeyId, {
            [_hH]: _xasseakki
        } ], [ 2, {
            [_hH]: _xassebke
        } ], [ 0, {
            [_hH]: _xasc
        } ], [ 0, {
            [_hH]: _xarc
        } ], [ 0, {
            [_hH]: _xars
        } ], [ 1, {
            [_hH]: _xampc
        } ], [ 1, {
            [_hH]: _xatc
        } ], [ 0, {
            [_hH]: _xaolm
        } ], [ 5, {
            [_hH]: _xaolrud
        } ], [ 0, {
            [_hH]: _xaollh
        } ], [ 0, {
            [_hH]: _xaoleh
        } ], [ 1, {
            [_hH]: _xaolehdd
        } ], [ 1, {
            [_hH]: _xaolehdy
        } ] ] ];
        var HeadObjectRequest$ = [ 3, n0, "HeadObjectRequest", 0, [ _B, _K, _IM, "IfModifiedSince", _INM, _IUS, _Ra, _RCC, _RCD, _RCE, _RCL, _RCT, _RE, _VI, _SSECA, _SSECK, _SSECKMD, _RP, _PN, _EBO, "ChecksumMode" ], [ [ 0, 1 ], [ 0, 1 ], [ 0, {
            [_hH]: _IM_
        } ], [ 4, {
            [_hH]: _IMS_
        } ], [ 0, {
            [_hH]: _INM_
        } ], [ 4, {
            [_hH]: _IUS_
        } ], [ 0, {
            [_hH]: _Ra
        } ], [ 0, {
            [_hQ]: _rcc
        } ], [ 0, {
            [_hQ]: _rcd
        } ], [ 0, {
            [_hQ]: _rce
        } ], [ 0, {
            [_hQ]: _rcl
        } ], [ 0, {
            [_hQ]: _rct
        } ], [ 6, {
            [_hQ]: _re
        } ], [ 0, {
            [_hQ]: _vI
        } ], [ 0, {
            [_hH]: _xasseca
        } ], [ () => SSECustomerKey, {
            [_hH]: _xasseck
        } ], [ 0, {
            [_hH]: _xasseckM
        } ], [ 0, {
            [_hH]: _xarp
        } ], [ 1, {
            [_hQ]: _pN
        } ], [ 0, {
            [_hH]: _xaebo
        } ], [ 0, {
            [_hH]: _xacm_
        } ] ], 2 ];
        var ListObjectsV2Output$ = [ 3, n0, "ListObjectsV2Output", {
            [_xN]: "ListBucketResult"
        }, [ "IsTruncated", "Contents", "Name", _P, "Delimiter", "MaxKeys", "CommonPrefixes", "EncodingType", "KeyCount", _CTon, "NextContinuationToken", _SA, _RC ], [ 2, [ () => ObjectList, {
            [_xF]: 1
        } ], 0, 0, 0, 1, [ () => CommonPrefixList, {
            [_xF]: 1
        } ], 0, 1, 0, 0, 0, [ 0, {
            [_hH]: _xarc
        } ] ] ];
        var ListObjectsV2Request$ = [ 3, n0, "ListObjectsV2Request", 0, [ _B, "Delimiter", "EncodingType", "MaxKeys", _P, _CTon, "FetchOwner", _SA, _RP, _EBO, "OptionalObjectAttributes" ], [ [ 0, 1 ], [ 0, {
            [_hQ]: "delimiter"
        } ], [ 0, {
            [_hQ]: "encoding-type"
        } ], [ 1, {
            [_hQ]: "max-keys"
        } ], [ 0, {
            [_hQ]: "prefix"
        } ], [ 0, {
            [_hQ]: "continuation-token"
        } ], [ 2, {
            [_hQ]: "fetch-owner"
        } ], [ 0, {
            [_hQ]: "start-after"
        } ], [ 0, {
            [_hH]: _xarp
        } ], [ 0, {
            [_hH]: _xaebo
        } ], [ 64, {
            [_hH]: "x-amz-optional-object-attributes"
        } ] ], 1 ];
        var _Object$ = [ 3, n0, "Object", 0, [ _K, _LM, _ET, _CA, _CT, "Size", _SC, "Owner", _RSe ], [ 0, 4, 0, [ 64, {
            [_xF]: 1
        } ], 0, 1, 0, () => Owner$, () => RestoreStatus$ ] ];
        var Owner$ = [ 3, n0, "Owner", 0, [ "DisplayName", "ID" ], [ 0, 0 ] ];
        var PutObjectOutput$ = [ 3, n0, "PutObjectOutput", 0, [ _Ex, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _SSE, _VI, _SSECA, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, "Size", _RC ], [ [ 0, {
            [_hH]: _xae
        } ], [ 0, {
            [_hH]: _ET
        } ], [ 0, {
            [_hH]: _xacc
        } ], [ 0, {
            [_hH]: _xacc_
        } ], [ 0, {
            [_hH]: _xacc__
        } ], [ 0, {
            [_hH]: _xacs
        } ], [ 0, {
            [_hH]: _xacs_
        } ], [ 0, {
            [_hH]: _xacs__
        } ], [ 0, {
            [_hH]: _xacm
        } ], [ 0, {
            [_hH]: _xacx
        } ], [ 0, {
            [_hH]: _xacx_
        } ], [ 0, {
            [_hH]: _xacx__
        } ], [ 0, {
            [_hH]: _xact
        } ], [ 0, {
            [_hH]: _xasse
        } ], [ 0, {
            [_hH]: _xavi
        } ], [ 0, {
            [_hH]: _xasseca
        } ], [ 0, {
            [_hH]: _xasseckM
        } ], [ () => SSEKMSKeyId, {
            [_hH]: _xasseakki
        } ], [ () => SSEKMSEncryptionContext, {
            [_hH]: _xassec
        } ], [ 2, {
            [_hH]: _xassebke
        } ], [ 1, {
            [_hH]: "x-amz-object-size"
        } ], [ 0, {
            [_hH]: _xarc
        } ] ] ];
        var PutObjectRequest$ = [ 3, n0, "PutObjectRequest", 0, [ _B, _K, "ACL", "Body", _CC, _CDo, _CEo, _CL, _CLo, "ContentMD5", _CTo, _CA, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _Exp, _IM, _INM, "GrantFullControl", "GrantRead", "GrantReadACP", "GrantWriteACP", "WriteOffsetBytes", _M, _SSE, _SC, _WRL, _SSECA, _SSECK, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _RP, "Tagging", _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY, _EBO ], [ [ 0, 1 ], [ 0, 1 ], [ 0, {
            [_hH]: "x-amz-acl"
        } ], [ () => StreamingBlob, 16 ], [ 0, {
            [_hH]: _CC_
        } ], [ 0, {
            [_hH]: _CD_
        } ], [ 0, {
            [_hH]: _CE_
        } ], [ 0, {
            [_hH]: _CL_
        } ], [ 1, {
            [_hH]: _CL__
        } ], [ 0, {
            [_hH]: "Content-MD5"
        } ], [ 0, {
            [_hH]: _CT_
        } ], [ 0, {
            [_hH]: "x-amz-sdk-checksum-algorithm"
        } ], [ 0, {
            [_hH]: _xacc
        } ], [ 0, {
            [_hH]: _xacc_
        } ], [ 0, {
            [_hH]: _xacc__
        } ], [ 0, {
            [_hH]: _xacs
        } ], [ 0, {
            [_hH]: _xacs_
        } ], [ 0, {
            [_hH]: _xacs__
        } ], [ 0, {
            [_hH]: _xacm
        } ], [ 0, {
            [_hH]: _xacx
        } ], [ 0, {
            [_hH]: _xacx_
        } ], [ 0, {
            [_hH]: _xacx__
        } ], [ 4, {
            [_hH]: _Exp
        } ], [ 0, {
            [_hH]: _IM_
        } ], [ 0, {
            [_hH]: _INM_
        } ], [ 0, {
            [_hH]: "x-amz-grant-full-control"
        } ], [ 0, {
            [_hH]: "x-amz-grant-read"
        } ], [ 0, {
            [_hH]: "x-amz-grant-read-acp"
        } ], [ 0, {
            [_hH]: "x-amz-grant-write-acp"
        } ], [ 1, {
            [_hH]: "x-amz-write-offset-bytes"
        } ], [ 128, {
            [_hPH]: _xam
        } ], [ 0, {
            [_hH]: _xasse
        } ], [ 0, {
            [_hH]: _xasc
        } ], [ 0, {
            [_hH]: _xawrl
        } ], [ 0, {
            [_hH]: _xasseca
        } ], [ () => SSECustomerKey, {
            [_hH]: _xasseck
        } ], [ 0, {
            [_hH]: _xasseckM
        } ], [ () => SSEKMSKeyId, {
            [_hH]: _xasseakki
        } ], [ () => SSEKMSEncryptionContext, {
            [_hH]: _xassec
        } ], [ 2, {
            [_hH]: _xassebke
        } ], [ 0, {
            [_hH]: _xarp
        } ], [ 0, {
            [_hH]: "x-amz-tagging"
        } ], [ 0, {
            [_hH]: _xaolm
        } ], [ 5, {
            [_hH]: _xaolrud
        } ], [ 0, {
            [_hH]: _xaollh
        } ], [ 0, {
            [_hH]: _xaoleh
        } ], [ 1, {
            [_hH]: _xaolehdd
        } ], [ 1, {
            [_hH]: _xaolehdy
        } ], [ 0, {
            [_hH]: _xaebo
        } ] ], 2 ];
        var RestoreStatus$ = [ 3, n0, _RSe, 0, [ "IsRestoreInProgress", "RestoreExpiryDate" ], [ 2, 4 ] ];
        var SessionCredentials$ = [ 3, n0, "SessionCredentials", 0, [ "AccessKeyId", _SAK, _ST, _Ex ], [ [ 0, {
            [_xN]: "AccessKeyId"
        } ], [ () => SessionCredentialValue, {
            [_xN]: _SAK
        } ], [ () => SessionCredentialValue, {
            [_xN]: _ST
        } ], [ 4, {
            [_xN]: _Ex
        } ] ], 4 ];
        var CommonPrefixList = [ 1, n0, "CommonPrefixList", 0, () => CommonPrefix$ ];
        var ObjectList = [ 1, n0, "ObjectList", 0, [ () => _Object$, 0 ] ];
        var CreateSession$ = [ 9, n0, "CreateSession", {
            [_h]: [ "GET", "/?session", 200 ]
        }, () => CreateSessionRequest$, () => CreateSessionOutput$ ];
        var DeleteObject$ = [ 9, n0, "DeleteObject", {
            [_h]: [ "DELETE", "/{Key+}?x-id=DeleteObject", 204 ]
        }, () => DeleteObjectRequest$, () => DeleteObjectOutput$ ];
        var GetObject$ = [ 9, n0, "GetObject", {
            [_hC]: "-",
            [_h]: [ "GET", "/{Key+}?x-id=GetObject", 200 ]
        }, () => GetObjectRequest$, () => GetObjectOutput$ ];
        var HeadObject$ = [ 9, n0, "HeadObject", {
            [_h]: [ "HEAD", "/{Key+}", 200 ]
        }, () => HeadObjectRequest$, () => HeadObjectOutput$ ];
        var ListObjectsV2$ = [ 9, n0, "ListObjectsV2", {
            [_h]: [ "GET", "/?list-type=2", 200 ]
        }, () => ListObjectsV2Request$, () => ListObjectsV2Output$ ];
        var PutObject$ = [ 9, n0, "PutObject", {
            [_hC]: "-",
            [_h]: [ "PUT", "/{Key+}?x-id=PutObject", 200 ]
        }, () => PutObjectRequest$, () => PutObjectOutput$ ];
        class CreateSessionCommand extends(command(_ep4, _mw0, "CreateSession", CreateSession$)){}
        var SelectorType;
        (function(SelectorType) {
            SelectorType.ENV = "env";
            SelectorType.CONFIG = "shared config entry";
        })(SelectorType || (SelectorType = {}));
        const stringUnionSelector = (obj, key, union, type) => {
            if (!(key in obj)) return;
            const value = obj[key].toUpperCase();
            if (!Object.values(union).includes(value)) throw new TypeError(`Cannot load ${type} '${key}'. Expected one of ${Object.values(union)}, got '${obj[key]}'.`);
            return value;
        };
        const NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS = {
            environmentVariableSelector: env => stringUnionSelector(env, "AWS_REQUEST_CHECKSUM_CALCULATION", RequestChecksumCalculation, SelectorType.ENV),
            configFileSelector: profile => stringUnionSelector(profile, "request_checksum_calculation", RequestChecksumCalculation, SelectorType.CONFIG),
            default: DEFAULT_REQUEST_CHECKSUM_CALCULATION
        };
        const NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS = {
            environmentVariableSelector: env => stringUnionSelector(env, "AWS_RESPONSE_CHECKSUM_VALIDATION", ResponseChecksumValidation, SelectorType.ENV),
            configFileSelector: profile => stringUnionSelector(profile, "response_checksum_validation", ResponseChecksumValidation, SelectorType.CONFIG),
            default: DEFAULT_RESPONSE_CHECKSUM_VALIDATION
        };
        var emitWarningIfUnsupportedVersion = __nccwpck_require__(8739);
        var defaultUserAgent = __nccwpck_require__(7303);
        var nodeAppIdConfigOptions = __nccwpck_require__(9670);
        var NODE_AUTH_SCHEME_PREFERENCE_OPTIONS = __nccwpck_require__(8898);
        var fromEnv = __nccwpck_require__(8741);
        var getProfileName = __nccwpck_require__(7803);
        var CredentialsProviderError = __nccwpck_require__(9902);
        var chain = __nccwpck_require__(9300);
        let multipleCredentialSourceWarningEmitted = !1;
        const defaultProvider = (init = {}) => function memoizeChain(providers, treatAsExpired) {
            const chain = (providers => async awsIdentityProperties => {
                let lastProviderError;
                for (const provider of providers) try {
                    return await provider(awsIdentityProperties);
                } catch (err) {
                    lastProviderError = err;
                    if (err?.tryNextLink) continue;
                    throw err;
                }
                throw lastProviderError;
            })(providers);
            let activeLock;
            let passiveLock;
            let credentials;
            let forceRefreshLock;
            const provider = async options => {
                if (options?.forceRefresh) {
                    forceRefreshLock || (forceRefreshLock = chain(options).then(c => {
                        credentials = c;
                    }).finally(() => {
                        forceRefreshLock = void 0;
                    }));
                    await forceRefreshLock;
                    return credentials;
                }
                credentials?.expiration && credentials?.expiration?.getTime() < Date.now() && (credentials = void 0);
                if (activeLock) await activeLock; else if (!credentials || treatAsExpired?.(credentials)) {
                    if (!credentials) {
                        activeLock = chain(options).then(c => {
                            credentials = c;
                        }).finally(() => {
                            activeLock = void 0;
                        });
                        return provider(options);
                    }
                    passiveLock || (passiveLock = chain(options).then(c => {
                        credentials = c;
                    }).catch(() => {}).finally(() => {
                        passiveLock = void 0;
                    }));
                }
                return credentials;
            };
            return provider;
        }([ async () => {
            if (init.profile ?? process.env[getProfileName.Ch]) {
                if (process.env[fromEnv.yG] && process.env[fromEnv.pi] && !multipleCredentialSourceWarningEmitted) {
                    (init.logger?.warn && "NoOpLogger" !== init.logger?.constructor?.name ? init.logger.warn.bind(init.logger) : console.warn)("@aws-sdk/credential-provider-node - defaultProvider::fromEnv WARNING:\n    Multiple credential sources detected: \n    Both AWS_PROFILE and the pair AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY static credentials are set.\n    This SDK will proceed with the AWS_PROFILE value.\n    \n    However, a future version may change this behavior to prefer the ENV static credentials.\n    Please ensure that your environment only sets either the AWS_PROFILE or the\n    AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY pair.\n");
                    multipleCredentialSourceWarningEmitted = !0;
                }
                throw new CredentialsProviderError.C("AWS_PROFILE is set, skipping fromEnv provider.", {
                    logger: init.logger,
                    tryNextLink: !0
                });
            }
            init.logger?.debug("@aws-sdk/credential-provider-node - defaultProvider::fromEnv");
            return (0, fromEnv.sF)(init)();
        }, async awsIdentityProperties => {
            init.logger?.debug("@aws-sdk/credential-provider-node - defaultProvider::fromSSO");
            const {ssoStartUrl, ssoAccountId, ssoRegion, ssoRoleName, ssoSession} = init;
            if (!(ssoStartUrl || ssoAccountId || ssoRegion || ssoRoleName || ssoSession)) throw new CredentialsProviderError.C("Skipping SSO provider in default chain (inputs do not include SSO fields).", {
                logger: init.logger
            });
            const {fromSSO} = await __nccwpck_require__.e(610).then(__nccwpck_require__.bind(__nccwpck_require__, 9610));
            return fromSSO(init)(awsIdentityProperties);
        }, async awsIdentityProperties => {
            init.logger?.debug("@aws-sdk/credential-provider-node - defaultProvider::fromIni");
            const {fromIni} = await __nccwpck_require__.e(206).then(__nccwpck_require__.bind(__nccwpck_require__, 206));
            return fromIni(init)(awsIdentityProperties);
        }, async awsIdentityProperties => {
            init.logger?.debug("@aws-sdk/credential-provider-node - defaultProvider::fromProcess");
            const {fromProcess} = await __nccwpck_require__.e(257).then(__nccwpck_require__.bind(__nccwpck_require__, 8257));
            return fromProcess(init)(awsIdentityProperties);
        }, async awsIdentityProperties => {
            init.logger?.debug("@aws-sdk/credential-provider-node - defaultProvider::fromTokenFile");
            const {fromTokenFile} = await __nccwpck_require__.e(925).then(__nccwpck_require__.bind(__nccwpck_require__, 9925));
            return fromTokenFile(init)(awsIdentityProperties);
        }, async () => {
            init.logger?.debug("@aws-sdk/credential-provider-node - defaultProvider::remoteProvider");
            return (await (async init => {
                const {ENV_CMDS_FULL_URI, ENV_CMDS_RELATIVE_URI, fromContainerMetadata, fromInstanceMetadata} = await __nccwpck_require__.e(40).then(__nccwpck_require__.bind(__nccwpck_require__, 2040));
                if (process.env[ENV_CMDS_RELATIVE_URI] || process.env[ENV_CMDS_FULL_URI]) {
                    init.logger?.debug("@aws-sdk/credential-provider-node - remoteProvider::fromHttp/fromContainerMetadata");
                    const {fromHttp} = await __nccwpck_require__.e(689).then(__nccwpck_require__.bind(__nccwpck_require__, 4689));
                    return (0, chain.c)(fromHttp(init), fromContainerMetadata(init));
                }
                if (process.env.AWS_EC2_METADATA_DISABLED && "false" !== process.env.AWS_EC2_METADATA_DISABLED) return async () => {
                    throw new CredentialsProviderError.C("EC2 Instance Metadata Service access disabled", {
                        logger: init.logger
                    });
                };
                init.logger?.debug("@aws-sdk/credential-provider-node - remoteProvider::fromInstanceMetadata");
                return fromInstanceMetadata(init);
            })(init))();
        }, async () => {
            throw new CredentialsProviderError.C("Could not load credentials from any providers", {
                tryNextLink: !1,
                logger: init.logger
            });
        } ], credentialsTreatedAsExpired);
        const credentialsTreatedAsExpired = credentials => void 0 !== credentials?.expiration && credentials.expiration.getTime() - Date.now() < 3e5;
        const NODE_USE_ARN_REGION_CONFIG_OPTIONS = {
            environmentVariableSelector: env => (0, booleanSelector.Q)(env, "AWS_S3_USE_ARN_REGION", types.c.ENV),
            configFileSelector: profile => (0, booleanSelector.Q)(profile, "s3_use_arn_region", types.c.CONFIG),
            default: void 0
        };
        class HashCalculator extends external_node_stream_.Writable {
            hash;
            constructor(hash, options) {
                super(options);
                this.hash = hash;
            }
            _write(chunk, encoding, callback) {
                try {
                    this.hash.update((0, toUint8Array.F)(chunk));
                } catch (err) {
                    return callback(err);
                }
                callback();
            }
        }
        const readableStreamHasher = (hashCtor, readableStream) => {
            if (null !== readableStream.readableFlowing) throw new Error("Unable to calculate hash for flowing readable stream");
            const hash = new hashCtor;
            const hashCalculator = new HashCalculator(hash);
            readableStream.pipe(hashCalculator);
            return new Promise((resolve, reject) => {
                readableStream.on("error", err => {
                    hashCalculator.end();
                    reject(err);
                });
                hashCalculator.on("error", reject);
                hashCalculator.on("finish", () => {
                    hash.digest().then(resolve).catch(reject);
                });
            });
        };
        var smithy_client_emitWarningIfUnsupportedVersion = __nccwpck_require__(3816);
        var defaults_mode = __nccwpck_require__(7613);
        var resolveDefaultsModeConfig = __nccwpck_require__(5412);
        var configLoader = __nccwpck_require__(3559);
        var regionConfig_config = __nccwpck_require__(446);
        var NodeUseDualstackEndpointConfigOptions = __nccwpck_require__(2766);
        var NodeUseFipsEndpointConfigOptions = __nccwpck_require__(4824);
        var EventStreamMarshaller = __nccwpck_require__(1282);
        var util_retry_config = __nccwpck_require__(9903);
        var calculateBodyLength = __nccwpck_require__(2149);
        var node_http_handler = __nccwpck_require__(417);
        var stream_collector = __nccwpck_require__(5606);
        var external_node_crypto_ = __nccwpck_require__(7598);
        const INIT = new Int32Array([ 1732584193, 4023233417, 2562383102, 271733878, 3285377520 ]);
        const Sha1Js_K = new Int32Array([ 1518500249, 1859775393, 2400959708, 3395469782 ]);
        class Sha1Js {
            digestLength=20;
            state=Int32Array.from(INIT);
            w;
            buffer=new Uint8Array(64);
            bufferLength=0;
            bytesHashed=0;
            finished=!1;
            inner;
            outer;
            constructor(secret) {
                if (secret) {
                    const key = Sha1Js.normalizeKey(secret);
                    this.inner = new Sha1Js;
                    this.outer = new Sha1Js;
                    const pad = new Uint8Array(128);
                    for (let i = 0; i < 64; ++i) {
                        pad[i] = 54 ^ key[i];
                        pad[i + 64] = 92 ^ key[i];
                    }
                    this.inner.update(pad.subarray(0, 64));
                    this.outer.update(pad.subarray(64));
                }
            }
            update(data) {
                if (this.finished) throw new Error("Attempted to update an already finished HMAC.");
                if (this.inner) {
                    this.inner.update(data);
                    return;
                }
                let pos = 0;
                let {length} = data;
                this.bytesHashed += length;
                if (this.bufferLength > 0) {
                    for (;length > 0 && this.bufferLength < 64; ) {
                        this.buffer[this.bufferLength++] = data[pos++];
                        --length;
                    }
                    if (64 === this.bufferLength) {
                        this.hashBuffer(this.buffer, 0);
                        this.bufferLength = 0;
                    }
                }
                for (;length >= 64; ) {
                    this.hashBuffer(data, pos);
                    pos += 64;
                    length -= 64;
                }
                for (;length > 0; ) {
                    this.buffer[this.bufferLength++] = data[pos++];
                    --length;
                }
            }
            async digest() {
                if (this.inner && this.outer) {
                    if (this.finished) throw new Error("Attempted to digest an already finished HMAC.");
                    this.finished = !0;
                    const innerDigest = this.inner.digestSync();
                    this.outer.update(innerDigest);
                    return this.outer.digestSync();
                }
                return this.digestSync();
            }
            reset() {
                this.state = Int32Array.from(INIT);
                this.buffer = new Uint8Array(64);
                this.bufferLength = 0;
                this.bytesHashed = 0;
            }
            digestSync() {
                const state = this.state.slice();
                const buffer = this.buffer.slice();
                let bufferLength = this.bufferLength;
                const bitsHi = this.bytesHashed / 536870912 | 0;
                const bitsLo = this.bytesHashed << 3;
                buffer[bufferLength++] = 128;
                if (bufferLength > 56) {
                    for (let i = bufferLength; i < 64; ++i) buffer[i] = 0;
                    this.hashBufferWith(state, buffer, 0);
                    bufferLength = 0;
                }
                for (let i = bufferLength; i < 56; ++i) buffer[i] = 0;
                const v = new DataView(buffer.buffer, buffer.byteOffset, 64);
                v.setUint32(56, bitsHi, !1);
                v.setUint32(60, bitsLo, !1);
                this.hashBufferWith(state, buffer, 0);
                const out = new Uint8Array(20);
                out[0] = state[0] >>> 24 & 255;
                out[1] = state[0] >>> 16 & 255;
                out[2] = state[0] >>> 8 & 255;
                out[3] = 255 & state[0];
                out[4] = state[1] >>> 24 & 255;
                out[5] = state[1] >>> 16 & 255;
                out[6] = state[1] >>> 8 & 255;
                out[7] = 255 & state[1];
                out[8] = state[2] >>> 24 & 255;
                out[9] = state[2] >>> 16 & 255;
                out[10] = state[2] >>> 8 & 255;
                out[11] = 255 & state[2];
                out[12] = state[3] >>> 24 & 255;
                out[13] = state[3] >>> 16 & 255;
                out[14] = state[3] >>> 8 & 255;
                out[15] = 255 & state[3];
                out[16] = state[4] >>> 24 & 255;
                out[17] = state[4] >>> 16 & 255;
                out[18] = state[4] >>> 8 & 255;
                out[19] = 255 & state[4];
                return out;
            }
            static normalizeKey(secret) {
                const key = (0, toUint8Array.F)(secret);
                if (key.byteLength > 64) {
                    const h = new Sha1Js;
                    h.update(key);
                    const digest = h.digestSync();
                    const padded = new Uint8Array(64);
                    padded.set(digest);
                    return padded;
                }
                const padded = new Uint8Array(64);
                padded.set(key);
                return padded;
            }
            hashBuffer(data, offset) {
                this.hashBufferWith(this.state, data, offset);
            }
            hashBufferWith(state, data, offset) {
                const w = this.w ??= new Int32Array(80);
                let s0 = state[0], s1 = state[1], s2 = state[2], s3 = state[3], s4 = state[4];
                for (let t = 0; t < 16; ++t) w[t] = (255 & data[offset + 4 * t]) << 24 | (255 & data[offset + 4 * t + 1]) << 16 | (255 & data[offset + 4 * t + 2]) << 8 | 255 & data[offset + 4 * t + 3];
                for (let t = 16; t < 80; ++t) {
                    const x = w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16];
                    w[t] = x << 1 | x >>> 31;
                }
                for (let t = 0; t < 80; ++t) {
                    const r = t < 20 ? 0 : t < 40 ? 1 : t < 60 ? 2 : 3;
                    const temp = ((s0 << 5 | s0 >>> 27) + (0 === r ? s1 & s2 ^ ~s1 & s3 : 2 === r ? s1 & s2 ^ s1 & s3 ^ s2 & s3 : s1 ^ s2 ^ s3) | 0) + (s4 + (Sha1Js_K[r] + w[t] | 0) | 0) | 0;
                    s4 = s3;
                    s3 = s2;
                    s2 = s1 << 30 | s1 >>> 2;
                    s1 = s0;
                    s0 = temp;
                }
                state[0] = state[0] + s0 | 0;
                state[1] = state[1] + s1 | 0;
                state[2] = state[2] + s2 | 0;
                state[3] = state[3] + s3 | 0;
                state[4] = state[4] + s4 | 0;
            }
        }
        const Sha1Node = (() => {
            try {
                (0, external_node_crypto_.createHash)("sha1");
                return !0;
            } catch {
                return !1;
            }
        })() ? function buildNativeClass() {
            return class Sha1Node {
                digestLength=20;
                secret;
                hash;
                isHmac;
                finished=!1;
                constructor(secret) {
                    this.secret = secret;
                    this.isHmac = !!secret;
                    this.hash = this.createHash();
                }
                update(data) {
                    if (this.finished) throw new Error("Attempted to update an already finished hash.");
                    this.hash.update(data);
                }
                async digest() {
                    let buf;
                    if (this.isHmac) {
                        this.finished = !0;
                        buf = this.hash.digest();
                    } else buf = this.hash.copy().digest();
                    return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
                }
                reset() {
                    this.hash = this.createHash();
                    this.finished = !1;
                }
                createHash() {
                    return this.secret ? (0, external_node_crypto_.createHmac)("sha1", function toBuffer(data) {
                        return "string" == typeof data ? data : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);
                    }(this.secret)) : (0, external_node_crypto_.createHash)("sha1");
                }
            };
        }() : Sha1Js;
        var AwsSdkSigV4Signer = __nccwpck_require__(9752);
        var AwsSdkSigV4ASigner = __nccwpck_require__(4011);
        var HttpBindingProtocol = __nccwpck_require__(7062);
        var HttpInterceptingShapeSerializer = __nccwpck_require__(6769);
        var HttpInterceptingShapeDeserializer = __nccwpck_require__(712);
        var NormalizedSchema = __nccwpck_require__(6627);
        var ProtocolLib = __nccwpck_require__(8063);
        var ConfigurableSerdeContext = __nccwpck_require__(5227);
        var XmlShapeDeserializer = __nccwpck_require__(7887);
        const ATTR_ESCAPE_RE = /[&<>"]/g;
        const ATTR_ESCAPE_MAP = {
            "&": "&amp;",
            "<": "&lt;",
            ">": "&gt;",
            '"': "&quot;"
        };
        function escapeAttribute(value) {
            return value.replace(ATTR_ESCAPE_RE, ch => ATTR_ESCAPE_MAP[ch]);
        }
        const ELEMENT_ESCAPE_RE = /[&"'<>\r\n\u0085\u2028]/g;
        const ELEMENT_ESCAPE_MAP = {
            "&": "&amp;",
            '"': "&quot;",
            "'": "&apos;",
            "<": "&lt;",
            ">": "&gt;",
            "\r": "&#x0D;",
            "\n": "&#x0A;",
            "": "&#x85;",
            "\u2028": "&#x2028;"
        };
        class XmlText {
            value;
            constructor(value) {
                this.value = value;
            }
            toString() {
                return function escapeElement(value) {
                    return value.replace(ELEMENT_ESCAPE_RE, ch => ELEMENT_ESCAPE_MAP[ch]);
                }("" + this.value);
            }
        }
        class XmlNode {
            name;
            children;
            attributes={};
            static of(name, childText, withName) {
                const node = new XmlNode(name);
                void 0 !== childText && node.addChildNode(new XmlText(childText));
                void 0 !== withName && node.withName(withName);
                return node;
            }
            constructor(name, children = []) {
                this.name = name;
                this.children = children;
            }
            withName(name) {
                this.name = name;
                return this;
            }
            addAttribute(name, value) {
                this.attributes[name] = value;
                return this;
            }
            addChildNode(child) {
                this.children.push(child);
                return this;
            }
            removeAttribute(name) {
                delete this.attributes[name];
                return this;
            }
            n(name) {
                this.name = name;
                return this;
            }
            c(child) {
                this.children.push(child);
                return this;
            }
            a(name, value) {
                null != value && (this.attributes[name] = value);
                return this;
            }
            cc(input, field, withName = field) {
                if (null != input[field]) {
                    const node = XmlNode.of(field, input[field]).withName(withName);
                    this.c(node);
                }
            }
            l(input, listName, memberName, valueProvider) {
                null != input[listName] && valueProvider().map(node => {
                    node.withName(memberName);
                    this.c(node);
                });
            }
            lc(input, listName, memberName, valueProvider) {
                if (null != input[listName]) {
                    const nodes = valueProvider();
                    const containerNode = new XmlNode(memberName);
                    nodes.map(node => {
                        containerNode.c(node);
                    });
                    this.c(containerNode);
                }
            }
            toString() {
                const hasChildren = Boolean(this.children.length);
                let xmlText = `<${this.name}`;
                const attributes = this.attributes;
                for (const attributeName of Object.keys(attributes)) {
                    const attribute = attributes[attributeName];
                    null != attribute && (xmlText += ` ${attributeName}="${escapeAttribute("" + attribute)}"`);
                }
                return xmlText + (hasChildren ? `>${this.children.map(c => c.toString()).join("")}</${this.name}>` : "/>");
            }
        }
        var determineTimestampFormat = __nccwpck_require__(9462);
        var fromBase64 = __nccwpck_require__(7022);
        var NumericValue = __nccwpck_require__(5694);
        var serde = __nccwpck_require__(175);
        class XmlShapeSerializer extends ConfigurableSerdeContext.B {
            settings;
            stringBuffer;
            byteBuffer;
            buffer;
            constructor(settings) {
                super();
                this.settings = settings;
            }
            write(schema, value) {
                const ns = NormalizedSchema.l1.of(schema);
                if (ns.isStringSchema() && "string" == typeof value) this.stringBuffer = value; else if (ns.isBlobSchema()) this.byteBuffer = "byteLength" in value ? value : (this.serdeContext?.base64Decoder ?? fromBase64.E)(value); else {
                    this.buffer = this.writeStruct(ns, value, void 0);
                    const traits = ns.getMergedTraits();
                    traits.httpPayload && !traits.xmlName && this.buffer.withName(ns.getName());
                }
            }
            flush() {
                if (void 0 !== this.byteBuffer) {
                    const bytes = this.byteBuffer;
                    delete this.byteBuffer;
                    return bytes;
                }
                if (void 0 !== this.stringBuffer) {
                    const str = this.stringBuffer;
                    delete this.stringBuffer;
                    return str;
                }
                const buffer = this.buffer;
                this.settings.xmlNamespace && (buffer?.attributes?.xmlns || buffer.addAttribute("xmlns", this.settings.xmlNamespace));
                delete this.buffer;
                return buffer.toString();
            }
            writeStruct(ns, value, parentXmlns) {
                const traits = ns.getMergedTraits();
                const name = ns.isMemberSchema() && !traits.httpPayload ? ns.getMemberTraits().xmlName ?? ns.getMemberName() : traits.xmlName ?? ns.getName();
                if (!name || !ns.isStructSchema()) throw new Error(`@aws-sdk/core/protocols - xml serializer, cannot write struct with empty name or non-struct, schema=${ns.getName(!0)}.`);
                const structXmlNode = XmlNode.of(name);
                const [xmlnsAttr, xmlns] = this.getXmlnsAttribute(ns, parentXmlns);
                for (const [memberName, memberSchema] of ns.structIterator()) {
                    const val = value[memberName];
                    if (null != val || memberSchema.isIdempotencyToken()) {
                        if (memberSchema.getMergedTraits().xmlAttribute) {
                            structXmlNode.addAttribute(memberSchema.getMergedTraits().xmlName ?? memberName, this.writeSimple(memberSchema, val));
                            continue;
                        }
                        if (memberSchema.isListSchema()) this.writeList(memberSchema, val, structXmlNode, xmlns); else if (memberSchema.isMapSchema()) this.writeMap(memberSchema, val, structXmlNode, xmlns); else if (memberSchema.isStructSchema()) structXmlNode.addChildNode(this.writeStruct(memberSchema, val, xmlns)); else {
                            const memberNode = XmlNode.of(memberSchema.getMergedTraits().xmlName ?? memberSchema.getMemberName());
                            this.writeSimpleInto(memberSchema, val, memberNode, xmlns);
                            structXmlNode.addChildNode(memberNode);
                        }
                    }
                }
                const {$unknown} = value;
                if ($unknown && ns.isUnionSchema() && Array.isArray($unknown) && 1 === Object.keys(value).length) {
                    const [k, v] = $unknown;
                    const node = XmlNode.of(k);
                    if ("string" != typeof v) {
                        if (!(value instanceof XmlNode || value instanceof XmlText)) throw new Error("@aws-sdk - $unknown union member in XML requires value of type string, @aws-sdk/xml-builder::XmlNode or XmlText.");
                        structXmlNode.addChildNode(value);
                    }
                    this.writeSimpleInto(0, v, node, xmlns);
                    structXmlNode.addChildNode(node);
                }
                xmlns && structXmlNode.addAttribute(xmlnsAttr, xmlns);
                return structXmlNode;
            }
            writeList(listMember, array, container, parentXmlns) {
                if (!listMember.isMemberSchema()) throw new Error(`@aws-sdk/core/protocols - xml serializer, cannot write non-member list: ${listMember.getName(!0)}`);
                const listTraits = listMember.getMergedTraits();
                const listValueSchema = listMember.getValueSchema();
                const listValueTraits = listValueSchema.getMergedTraits();
                const sparse = !!listValueTraits.sparse;
                const flat = !!listTraits.xmlFlattened;
                const [xmlnsAttr, xmlns] = this.getXmlnsAttribute(listMember, parentXmlns);
                const writeItem = (container, value) => {
                    if (listValueSchema.isListSchema()) this.writeList(listValueSchema, Array.isArray(value) ? value : [ value ], container, xmlns); else if (listValueSchema.isMapSchema()) this.writeMap(listValueSchema, value, container, xmlns); else if (listValueSchema.isStructSchema()) {
                        const struct = this.writeStruct(listValueSchema, value, xmlns);
                        container.addChildNode(struct.withName(flat ? listTraits.xmlName ?? listMember.getMemberName() : listValueTraits.xmlName ?? "member"));
                    } else {
                        const listItemNode = XmlNode.of(flat ? listTraits.xmlName ?? listMember.getMemberName() : listValueTraits.xmlName ?? "member");
                        this.writeSimpleInto(listValueSchema, value, listItemNode, xmlns);
                        container.addChildNode(listItemNode);
                    }
                };
                if (flat) for (const value of array) (sparse || null != value) && writeItem(container, value); else {
                    const listNode = XmlNode.of(listTraits.xmlName ?? listMember.getMemberName());
                    xmlns && listNode.addAttribute(xmlnsAttr, xmlns);
                    for (const value of array) (sparse || null != value) && writeItem(listNode, value);
                    container.addChildNode(listNode);
                }
            }
            writeMap(mapMember, map, container, parentXmlns, containerIsMap = !1) {
                if (!mapMember.isMemberSchema()) throw new Error(`@aws-sdk/core/protocols - xml serializer, cannot write non-member map: ${mapMember.getName(!0)}`);
                const mapTraits = mapMember.getMergedTraits();
                const mapKeySchema = mapMember.getKeySchema();
                const keyTag = mapKeySchema.getMergedTraits().xmlName ?? "key";
                const mapValueSchema = mapMember.getValueSchema();
                const mapValueTraits = mapValueSchema.getMergedTraits();
                const valueTag = mapValueTraits.xmlName ?? "value";
                const sparse = !!mapValueTraits.sparse;
                const flat = !!mapTraits.xmlFlattened;
                const [xmlnsAttr, xmlns] = this.getXmlnsAttribute(mapMember, parentXmlns);
                const addKeyValue = (entry, key, val) => {
                    const keyNode = XmlNode.of(keyTag, key);
                    const [keyXmlnsAttr, keyXmlns] = this.getXmlnsAttribute(mapKeySchema, xmlns);
                    keyXmlns && keyNode.addAttribute(keyXmlnsAttr, keyXmlns);
                    entry.addChildNode(keyNode);
                    let valueNode = XmlNode.of(valueTag);
                    mapValueSchema.isListSchema() ? this.writeList(mapValueSchema, val, valueNode, xmlns) : mapValueSchema.isMapSchema() ? this.writeMap(mapValueSchema, val, valueNode, xmlns, !0) : mapValueSchema.isStructSchema() ? valueNode = this.writeStruct(mapValueSchema, val, xmlns) : this.writeSimpleInto(mapValueSchema, val, valueNode, xmlns);
                    entry.addChildNode(valueNode);
                };
                if (flat) for (const key in map) {
                    const val = map[key];
                    if (sparse || null != val) {
                        const entry = XmlNode.of(mapTraits.xmlName ?? mapMember.getMemberName());
                        addKeyValue(entry, key, val);
                        container.addChildNode(entry);
                    }
                } else {
                    let mapNode;
                    if (!containerIsMap) {
                        mapNode = XmlNode.of(mapTraits.xmlName ?? mapMember.getMemberName());
                        xmlns && mapNode.addAttribute(xmlnsAttr, xmlns);
                        container.addChildNode(mapNode);
                    }
                    for (const key in map) {
                        const val = map[key];
                        if (sparse || null != val) {
                            const entry = XmlNode.of("entry");
                            addKeyValue(entry, key, val);
                            (containerIsMap ? container : mapNode).addChildNode(entry);
                        }
                    }
                }
            }
            writeSimple(_schema, value) {
                if (null === value) throw new Error("@aws-sdk/core/protocols - (XML serializer) cannot write null value.");
                const ns = NormalizedSchema.l1.of(_schema);
                let nodeContents = null;
                if (value && "object" == typeof value) if (ns.isBlobSchema()) nodeContents = (this.serdeContext?.base64Encoder ?? toBase64.n)(value); else {
                    if (!(ns.isTimestampSchema() && value instanceof Date)) {
                        if (ns.isBigDecimalSchema() && value) return value instanceof NumericValue.D ? value.string : String(value);
                        throw ns.isMapSchema() || ns.isListSchema() ? new Error("@aws-sdk/core/protocols - xml serializer, cannot call _write() on List/Map schema, call writeList or writeMap() instead.") : new Error(`@aws-sdk/core/protocols - xml serializer, unhandled schema type for object value and schema: ${ns.getName(!0)}`);
                    }
                    switch ((0, determineTimestampFormat.V)(ns, this.settings)) {
                      case 5:
                        nodeContents = value.toISOString().replace(".000Z", "Z");
                        break;

                      case 6:
                        nodeContents = (0, date_utils.JV)(value);
                        break;

                      case 7:
                        nodeContents = String(value.getTime() / 1e3);
                        break;

                      default:
                        console.warn("Missing timestamp format, using http date", value);
                        nodeContents = (0, date_utils.JV)(value);
                    }
                }
                (ns.isBooleanSchema() || ns.isNumericSchema() || ns.isBigIntegerSchema() || ns.isBigDecimalSchema()) && (nodeContents = String(value));
                ns.isStringSchema() && (nodeContents = void 0 === value && ns.isIdempotencyToken() ? (0, 
                serde.ec)() : String(value));
                if (null === nodeContents) throw new Error(`Unhandled schema-value pair ${ns.getName(!0)}=${value}`);
                return nodeContents;
            }
            writeSimpleInto(_schema, value, into, parentXmlns) {
                const nodeContents = this.writeSimple(_schema, value);
                const ns = NormalizedSchema.l1.of(_schema);
                const content = new XmlText(nodeContents);
                const [xmlnsAttr, xmlns] = this.getXmlnsAttribute(ns, parentXmlns);
                xmlns && into.addAttribute(xmlnsAttr, xmlns);
                into.addChildNode(content);
            }
            getXmlnsAttribute(ns, parentXmlns) {
                const traits = ns.getMergedTraits();
                const [prefix, xmlns] = traits.xmlNamespace ?? [];
                return xmlns && xmlns !== parentXmlns ? [ prefix ? `xmlns:${prefix}` : "xmlns", xmlns ] : [ void 0, void 0 ];
            }
        }
        class XmlCodec extends ConfigurableSerdeContext.B {
            settings;
            constructor(settings) {
                super();
                this.settings = settings;
            }
            createSerializer() {
                const serializer = new XmlShapeSerializer(this.settings);
                serializer.setSerdeContext(this.serdeContext);
                return serializer;
            }
            createDeserializer() {
                const deserializer = new XmlShapeDeserializer._(this.settings);
                deserializer.setSerdeContext(this.serdeContext);
                return deserializer;
            }
        }
        class AwsRestXmlProtocol extends HttpBindingProtocol.s {
            codec;
            serializer;
            deserializer;
            mixin=new ProtocolLib.U;
            constructor(options) {
                super(options);
                const settings = {
                    timestampFormat: {
                        useTrait: !0,
                        default: 5
                    },
                    httpBindings: !0,
                    xmlNamespace: options.xmlNamespace,
                    serviceNamespace: options.defaultNamespace
                };
                this.codec = new XmlCodec(settings);
                this.serializer = new HttpInterceptingShapeSerializer._(this.codec.createSerializer(), settings);
                this.deserializer = new HttpInterceptingShapeDeserializer.z(this.codec.createDeserializer(), settings);
            }
            getPayloadCodec() {
                return this.codec;
            }
            getShapeId() {
                return "aws.protocols#restXml";
            }
            async serializeRequest(operationSchema, input, context) {
                const request = await super.serializeRequest(operationSchema, input, context);
                const inputSchema = NormalizedSchema.l1.of(operationSchema.input);
                if (!request.headers["content-type"]) {
                    const contentType = this.mixin.resolveRestContentType(this.getDefaultContentType(), inputSchema);
                    contentType && (request.headers["content-type"] = contentType);
                }
                "string" != typeof request.body || request.headers["content-type"] !== this.getDefaultContentType() || request.body.startsWith("<?xml ") || this.hasUnstructuredPayloadBinding(inputSchema) || (request.body = '<?xml version="1.0" encoding="UTF-8"?>' + request.body);
                return request;
            }
            async deserializeResponse(operationSchema, context, response) {
                return super.deserializeResponse(operationSchema, context, response);
            }
            async handleError(operationSchema, context, response, dataObject, metadata) {
                const errorIdentifier = ((output, data) => void 0 !== data?.Error?.Code ? data.Error.Code : void 0 !== data?.Code ? data.Code : 404 == output.statusCode ? "NotFound" : void 0)(response, dataObject) ?? "Unknown";
                this.mixin.compose(this.compositeErrorRegistry, errorIdentifier, this.options.defaultNamespace);
                if (dataObject.Error && "object" == typeof dataObject.Error) for (const key of Object.keys(dataObject.Error)) {
                    dataObject[key] = dataObject.Error[key];
                    "message" === key.toLowerCase() && (dataObject.message = dataObject.Error[key]);
                }
                dataObject.RequestId && !metadata.requestId && (metadata.requestId = dataObject.RequestId);
                const {errorSchema, errorMetadata} = await this.mixin.getErrorSchemaOrThrowBaseException(errorIdentifier, this.options.defaultNamespace, response, dataObject, metadata);
                const ns = NormalizedSchema.l1.of(errorSchema);
                const message = dataObject.Error?.message ?? dataObject.Error?.Message ?? dataObject.message ?? dataObject.Message ?? "UnknownError";
                const exception = new (this.compositeErrorRegistry.getErrorCtor(errorSchema) ?? Error)({});
                await this.deserializeHttpMessage(errorSchema, context, response, dataObject);
                const output = {};
                const errorDeserializer = this.codec.createDeserializer();
                for (const [name, member] of ns.structIterator()) {
                    const target = member.getMergedTraits().xmlName ?? name;
                    const value = dataObject.Error?.[target] ?? dataObject[target];
                    output[name] = errorDeserializer.readSchema(member, value);
                }
                throw this.mixin.decorateServiceException(Object.assign(exception, errorMetadata, {
                    $fault: ns.getMergedTraits().error,
                    message
                }, output), dataObject);
            }
            getDefaultContentType() {
                return "application/xml";
            }
            hasUnstructuredPayloadBinding(ns) {
                for (const [, member] of ns.structIterator()) if (member.getMergedTraits().httpPayload) return !(member.isStructSchema() || member.isMapSchema() || member.isListSchema());
                return !1;
            }
        }
        class S3RestXmlProtocol extends AwsRestXmlProtocol {
            async serializeRequest(operationSchema, input, context) {
                const request = await super.serializeRequest(operationSchema, input, context);
                const ns = NormalizedSchema.l1.of(operationSchema.input);
                let bucketMemberIndex = 0;
                const requiredMemberCount = ns.getSchema()[6] ?? 0;
                if (input && "object" == typeof input) for (const [memberName, memberNs] of ns.structIterator()) {
                    if (++bucketMemberIndex > requiredMemberCount) break;
                    if ("Bucket" === memberName) {
                        if (!input.Bucket && memberNs.getMergedTraits().httpLabel) throw new Error("No value provided for input HTTP label: Bucket.");
                        break;
                    }
                }
                return request;
            }
        }
        const Md5Js_INIT = [ 1732584193, 4023233417, 2562383102, 271733878 ];
        const Md5Js_M = 4294967295;
        const Md5Js_S = Uint8Array.of(7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21);
        const Md5Js_T = Array.from({
            length: 64
        }, (_, i) => Math.abs(Math.sin(i + 1)) * 2 ** 32 >>> 0);
        function compress(state, block) {
            let a = state[0], b = state[1], c = state[2], d = state[3];
            for (let i = 0; i < 64; ++i) {
                let f, g;
                if (i < 16) {
                    f = b & c | ~b & d;
                    g = i;
                } else if (i < 32) {
                    f = d & b | c & ~d;
                    g = (5 * i + 1) % 16;
                } else if (i < 48) {
                    f = b ^ c ^ d;
                    g = (3 * i + 5) % 16;
                } else {
                    f = c ^ (b | ~d);
                    g = 7 * i % 16;
                }
                const x = block.getUint32(4 * g, !0);
                const tmp = d;
                d = c;
                c = b;
                const s = Md5Js_S[4 * (i >> 4) + (3 & i)];
                const sum = (a + f & Md5Js_M) + (x + Md5Js_T[i] & Md5Js_M) & Md5Js_M;
                b = b + ((sum << s | sum >>> 32 - s) >>> 0) & Md5Js_M;
                a = tmp;
            }
            state[0] = state[0] + a & Md5Js_M;
            state[1] = state[1] + b & Md5Js_M;
            state[2] = state[2] + c & Md5Js_M;
            state[3] = state[3] + d & Md5Js_M;
        }
        const Md5Node = (() => {
            try {
                (0, external_node_crypto_.createHash)("md5");
                return !0;
            } catch {
                return !1;
            }
        })() ? function Md5Node_buildNativeClass() {
            return class Md5Node {
                digestLength=16;
                hash=(0, external_node_crypto_.createHash)("md5");
                update(data) {
                    this.hash.update((0, toUint8Array.F)(data));
                }
                async digest() {
                    const buf = this.hash.copy().digest();
                    return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
                }
                reset() {
                    this.hash = (0, external_node_crypto_.createHash)("md5");
                }
            };
        }() : class Md5Js {
            digestLength=16;
            state=Uint32Array.from(Md5Js_INIT);
            writeBuffer=new DataView(new ArrayBuffer(64));
            bufferLength=0;
            bytesHashed=0;
            update(sourceData) {
                const data = (0, toUint8Array.F)(sourceData);
                let pos = 0;
                let len = data.byteLength;
                this.bytesHashed += len;
                for (;len > 0; ) {
                    this.writeBuffer.setUint8(this.bufferLength++, data[pos++]);
                    --len;
                    if (64 === this.bufferLength) {
                        compress(this.state, this.writeBuffer);
                        this.bufferLength = 0;
                    }
                }
            }
            async digest() {
                const state = Uint32Array.from(this.state);
                const buf = new DataView(this.writeBuffer.buffer.slice(0));
                let bufLen = this.bufferLength;
                const bits = 8 * this.bytesHashed;
                buf.setUint8(bufLen++, 128);
                if (this.bufferLength % 64 >= 56) {
                    for (let i = bufLen; i < 64; ++i) buf.setUint8(i, 0);
                    compress(state, buf);
                    bufLen = 0;
                }
                for (let i = bufLen; i < 56; ++i) buf.setUint8(i, 0);
                buf.setUint32(56, bits >>> 0, !0);
                buf.setUint32(60, Math.floor(bits / 2 ** 32), !0);
                compress(state, buf);
                const out = new Uint8Array(16);
                const view = new DataView(out.buffer);
                for (let i = 0; i < 4; ++i) view.setUint32(4 * i, state[i], !0);
                return out;
            }
            reset() {
                this.state.set(Md5Js_INIT);
                this.writeBuffer = new DataView(new ArrayBuffer(64));
                this.bufferLength = 0;
                this.bytesHashed = 0;
            }
        };
        var Sha256Node = __nccwpck_require__(2068);
        var parseUrl = __nccwpck_require__(6663);
        function getAwsChunkedEncodingStream_getAwsChunkedEncodingStream(stream, options) {
            const readable = stream;
            const readableStream = stream;
            if ((0, stream_type_check.H)(readableStream)) return ((readableStream, options) => {
                const {base64Encoder, bodyLengthChecker, checksumAlgorithmFn, checksumLocationName, streamHasher} = options;
                const checksumRequired = void 0 !== base64Encoder && void 0 !== bodyLengthChecker && void 0 !== checksumAlgorithmFn && void 0 !== checksumLocationName && void 0 !== streamHasher;
                const digest = checksumRequired ? streamHasher(checksumAlgorithmFn, readableStream) : void 0;
                Promise.resolve(digest).catch(() => {});
                const reader = readableStream.getReader();
                return new ReadableStream({
                    async pull(controller) {
                        const {value, done} = await reader.read();
                        if (done) {
                            controller.enqueue("0\r\n");
                            if (checksumRequired) {
                                const checksum = base64Encoder(await digest);
                                controller.enqueue(`${checksumLocationName}:${checksum}\r\n`);
                                controller.enqueue("\r\n");
                            }
                            controller.close();
                        } else controller.enqueue(`${(bodyLengthChecker(value) || 0).toString(16)}\r\n${value}\r\n`);
                    }
                });
            })(readableStream, options);
            const {base64Encoder, bodyLengthChecker, checksumAlgorithmFn, checksumLocationName, streamHasher} = options;
            const checksumRequired = void 0 !== base64Encoder && void 0 !== checksumAlgorithmFn && void 0 !== checksumLocationName && void 0 !== streamHasher;
            const digest = checksumRequired ? streamHasher(checksumAlgorithmFn, readable) : void 0;
            Promise.resolve(digest).catch(() => {});
            const awsChunkedEncodingStream = new external_node_stream_.Readable({
                read() {
                    readable.resume();
                }
            });
            readable.on("data", data => {
                const length = bodyLengthChecker(data) || 0;
                if (0 !== length) {
                    awsChunkedEncodingStream.push(`${length.toString(16)}\r\n`);
                    awsChunkedEncodingStream.push(data);
                    awsChunkedEncodingStream.push("\r\n") || readable.pause();
                }
            });
            readable.on("error", err => {
                awsChunkedEncodingStream.destroy(err);
            });
            readable.pause();
            readable.on("end", async () => {
                try {
                    awsChunkedEncodingStream.push("0\r\n");
                    if (checksumRequired) {
                        const checksum = base64Encoder(await digest);
                        awsChunkedEncodingStream.push(`${checksumLocationName}:${checksum}\r\n`);
                        awsChunkedEncodingStream.push("\r\n");
                    }
                    awsChunkedEncodingStream.push(null);
                } catch (err) {
                    awsChunkedEncodingStream.destroy(err);
                }
            });
            return awsChunkedEncodingStream;
        }
        var sdk_stream_mixin = __nccwpck_require__(6568);
        var fromUtf8 = __nccwpck_require__(4574);
        var toUtf8 = __nccwpck_require__(1787);
        var region_config_resolver_extensions = __nccwpck_require__(5489);
        var defaultExtensionConfiguration = __nccwpck_require__(2061);
        var httpExtensionConfiguration = __nccwpck_require__(8440);
        class S3Client extends client.K {
            config;
            constructor(...[configuration]) {
                const _config_0 = (config => {
                    (0, smithy_client_emitWarningIfUnsupportedVersion.I)(process.version);
                    const defaultsMode = (0, resolveDefaultsModeConfig.I)(config);
                    const defaultConfigProvider = () => defaultsMode().then(defaults_mode.l);
                    const clientSharedValues = (config => ({
                        apiVersion: "2006-03-01",
                        base64Decoder: config?.base64Decoder ?? fromBase64.E,
                        base64Encoder: config?.base64Encoder ?? toBase64.n,
                        disableHostPrefix: config?.disableHostPrefix ?? !1,
                        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
                        extensions: config?.extensions ?? [],
                        getAwsChunkedEncodingStream: config?.getAwsChunkedEncodingStream ?? getAwsChunkedEncodingStream_getAwsChunkedEncodingStream,
                        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultS3HttpAuthSchemeProvider,
                        httpAuthSchemes: config?.httpAuthSchemes ?? [ {
                            schemeId: "aws.auth#sigv4",
                            identityProvider: ipc => ipc.getIdentityProvider("aws.auth#sigv4"),
                            signer: new AwsSdkSigV4Signer.f2
                        }, {
                            schemeId: "aws.auth#sigv4a",
                            identityProvider: ipc => ipc.getIdentityProvider("aws.auth#sigv4a"),
                            signer: new AwsSdkSigV4ASigner.S
                        } ],
                        logger: config?.logger ?? new NoOpLogger.N,
                        md5: config?.md5 ?? Md5Node,
                        protocol: config?.protocol ?? S3RestXmlProtocol,
                        protocolSettings: config?.protocolSettings ?? {
                            defaultNamespace: "com.amazonaws.s3",
                            errorTypeRegistries,
                            xmlNamespace: "http://s3.amazonaws.com/doc/2006-03-01/",
                            version: "2006-03-01",
                            serviceTarget: "AmazonS3"
                        },
                        sdkStreamMixin: config?.sdkStreamMixin ?? sdk_stream_mixin.c,
                        serviceId: config?.serviceId ?? "S3",
                        sha1: config?.sha1 ?? Sha1Node,
                        sha256: config?.sha256 ?? Sha256Node.k,
                        signerConstructor: config?.signerConstructor ?? SignatureV4MultiRegion.W,
                        signingEscapePath: config?.signingEscapePath ?? !1,
                        urlParser: config?.urlParser ?? parseUrl.D,
                        useArnRegion: config?.useArnRegion ?? void 0,
                        utf8Decoder: config?.utf8Decoder ?? fromUtf8.a,
                        utf8Encoder: config?.utf8Encoder ?? toUtf8.P
                    }))(config);
                    (0, emitWarningIfUnsupportedVersion.I)(process.version);
                    const loaderConfig = {
                        profile: config?.profile,
                        logger: clientSharedValues.logger
                    };
                    return {
                        ...clientSharedValues,
                        ...config,
                        runtime: "node",
                        defaultsMode,
                        authSchemePreference: config?.authSchemePreference ?? (0, configLoader.Z)(NODE_AUTH_SCHEME_PREFERENCE_OPTIONS.$, loaderConfig),
                        bodyLengthChecker: config?.bodyLengthChecker ?? calculateBodyLength.n,
                        credentialDefaultProvider: config?.credentialDefaultProvider ?? defaultProvider,
                        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? (0, defaultUserAgent.pf)({
                            serviceId: clientSharedValues.serviceId,
                            clientVersion: "3.1169.0"
                        }),
                        disableS3ExpressSessionAuth: config?.disableS3ExpressSessionAuth ?? (0, configLoader.Z)(NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS, loaderConfig),
                        eventStreamSerdeProvider: config?.eventStreamSerdeProvider ?? EventStreamMarshaller.J2,
                        maxAttempts: config?.maxAttempts ?? (0, configLoader.Z)(middleware_retry_configurations.qs, config),
                        region: config?.region ?? (0, configLoader.Z)(regionConfig_config.GG, {
                            ...regionConfig_config.zH,
                            ...loaderConfig
                        }),
                        requestChecksumCalculation: config?.requestChecksumCalculation ?? (0, configLoader.Z)(NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS, loaderConfig),
                        requestHandler: node_http_handler.$.create(config?.requestHandler ?? defaultConfigProvider),
                        responseChecksumValidation: config?.responseChecksumValidation ?? (0, configLoader.Z)(NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS, loaderConfig),
                        retryMode: config?.retryMode ?? (0, configLoader.Z)({
                            ...middleware_retry_configurations.kN,
                            default: async () => (await defaultConfigProvider()).retryMode || util_retry_config.L0
                        }, config),
                        sigv4aSigningRegionSet: config?.sigv4aSigningRegionSet ?? (0, configLoader.Z)(resolveAwsSdkSigV4AConfig.A, loaderConfig),
                        streamCollector: config?.streamCollector ?? stream_collector.k,
                        streamHasher: config?.streamHasher ?? readableStreamHasher,
                        useArnRegion: config?.useArnRegion ?? (0, configLoader.Z)(NODE_USE_ARN_REGION_CONFIG_OPTIONS, loaderConfig),
                        useDualstackEndpoint: config?.useDualstackEndpoint ?? (0, configLoader.Z)(NodeUseDualstackEndpointConfigOptions.e$, loaderConfig),
                        useFipsEndpoint: config?.useFipsEndpoint ?? (0, configLoader.Z)(NodeUseFipsEndpointConfigOptions.Ko, loaderConfig),
                        userAgentAppId: config?.userAgentAppId ?? (0, configLoader.Z)(nodeAppIdConfigOptions.hV, loaderConfig)
                    };
                })(configuration || {});
                super(_config_0);
                this.initConfig = _config_0;
                const _config_1 = (options = _config_0, Object.assign(options, {
                    useFipsEndpoint: options.useFipsEndpoint ?? !1,
                    useDualstackEndpoint: options.useDualstackEndpoint ?? !1,
                    forcePathStyle: options.forcePathStyle ?? !1,
                    useAccelerateEndpoint: options.useAccelerateEndpoint ?? !1,
                    useGlobalEndpoint: options.useGlobalEndpoint ?? !1,
                    disableMultiregionAccessPoints: options.disableMultiregionAccessPoints ?? !1,
                    defaultSigningName: "s3",
                    clientContextParams: options.clientContextParams ?? {}
                }));
                var options;
                const _config_3 = (input => {
                    const {requestChecksumCalculation, responseChecksumValidation, requestStreamBufferSize} = input;
                    return Object.assign(input, {
                        requestChecksumCalculation: (0, normalizeProvider.t)(requestChecksumCalculation ?? DEFAULT_REQUEST_CHECKSUM_CALCULATION),
                        responseChecksumValidation: (0, normalizeProvider.t)(responseChecksumValidation ?? DEFAULT_RESPONSE_CHECKSUM_VALIDATION),
                        requestStreamBufferSize: Number(requestStreamBufferSize ?? 0),
                        checksumAlgorithms: input.checksumAlgorithms ?? {}
                    });
                })((0, configurations.D)(_config_1));
                const _config_4 = (0, middleware_retry_configurations.$z)(_config_3);
                const _config_5 = (0, resolveRegionConfig.T)(_config_4);
                const _config_6 = (0, hostHeaderMiddleware.OV)(_config_5);
                var input;
                const _config_9 = (config => {
                    const config_0 = (0, httpAuthSchemes.ho)(config);
                    const config_1 = (0, resolveAwsSdkSigV4AConfig.O)(config_0);
                    return Object.assign(config_1, {
                        authSchemePreference: (0, normalizeProvider.t)(config.authSchemePreference ?? [])
                    });
                })((input = (0, endpoints.Co)(_config_6), Object.assign(input, {
                    eventStreamMarshaller: input.eventStreamSerdeProvider(input)
                })));
                const _config_10 = ((input, {session}) => {
                    const [s3ClientProvider, CreateSessionCommandCtor] = session;
                    const {forcePathStyle, useAccelerateEndpoint, disableMultiregionAccessPoints, followRegionRedirects, s3ExpressIdentityProvider, bucketEndpoint, expectContinueHeader} = input;
                    return Object.assign(input, {
                        forcePathStyle: forcePathStyle ?? !1,
                        useAccelerateEndpoint: useAccelerateEndpoint ?? !1,
                        disableMultiregionAccessPoints: disableMultiregionAccessPoints ?? !1,
                        followRegionRedirects: followRegionRedirects ?? !1,
                        s3ExpressIdentityProvider: s3ExpressIdentityProvider ?? new S3ExpressIdentityProviderImpl(async key => s3ClientProvider().send(new CreateSessionCommandCtor({
                            Bucket: key
                        }))),
                        bucketEndpoint: bucketEndpoint ?? !1,
                        expectContinueHeader: expectContinueHeader ?? 2097152
                    });
                })(_config_9, {
                    session: [ () => this, CreateSessionCommand ]
                });
                const _config_11 = ((runtimeConfig, extensions) => {
                    const extensionConfiguration = Object.assign((0, region_config_resolver_extensions.R)(runtimeConfig), (0, 
                    defaultExtensionConfiguration.xA)(runtimeConfig), (0, httpExtensionConfiguration.e)(runtimeConfig), (runtimeConfig => {
                        const _httpAuthSchemes = runtimeConfig.httpAuthSchemes;
                        let _httpAuthSchemeProvider = runtimeConfig.httpAuthSchemeProvider;
                        let _credentials = runtimeConfig.credentials;
                        return {
                            setHttpAuthScheme(httpAuthScheme) {
                                const index = _httpAuthSchemes.findIndex(scheme => scheme.schemeId === httpAuthScheme.schemeId);
                                -1 === index ? _httpAuthSchemes.push(httpAuthScheme) : _httpAuthSchemes.splice(index, 1, httpAuthScheme);
                            },
                            httpAuthSchemes: () => _httpAuthSchemes,
                            setHttpAuthSchemeProvider(httpAuthSchemeProvider) {
                                _httpAuthSchemeProvider = httpAuthSchemeProvider;
                            },
                            httpAuthSchemeProvider: () => _httpAuthSchemeProvider,
                            setCredentials(credentials) {
                                _credentials = credentials;
                            },
                            credentials: () => _credentials
                        };
                    })(runtimeConfig));
                    extensions.forEach(extension => extension.configure(extensionConfiguration));
                    return Object.assign(runtimeConfig, (0, region_config_resolver_extensions.$)(extensionConfiguration), (0, 
                    defaultExtensionConfiguration.uv)(extensionConfiguration), (0, httpExtensionConfiguration.j)(extensionConfiguration), {
                        httpAuthSchemes: (config = extensionConfiguration).httpAuthSchemes(),
                        httpAuthSchemeProvider: config.httpAuthSchemeProvider(),
                        credentials: config.credentials()
                    });
                    var config;
                })(_config_10, configuration?.extensions || []);
                this.config = _config_11;
                this.middlewareStack.use((0, getSchemaSerdePlugin.wq)(this.config));
                this.middlewareStack.use((0, user_agent_middleware.sM)(this.config));
                this.middlewareStack.use((0, retry.ey)(this.config));
                this.middlewareStack.use((0, contentLengthMiddleware.vK)(this.config));
                this.middlewareStack.use((0, hostHeaderMiddleware.TC)(this.config));
                this.middlewareStack.use((0, loggerMiddleware.Y7)(this.config));
                this.middlewareStack.use((0, getRecursionDetectionPlugin.n)(this.config));
                this.middlewareStack.use((0, getHttpAuthSchemeEndpointRuleSetPlugin.w)(this.config, {
                    httpAuthSchemeParametersProvider: defaultS3HttpAuthSchemeParametersProvider,
                    identityProviderConfigProvider: async config => new DefaultIdentityProviderConfig.h({
                        "aws.auth#sigv4": config.credentials,
                        "aws.auth#sigv4a": config.credentials
                    })
                }));
                this.middlewareStack.use((0, getHttpSigningMiddleware.l)(this.config));
                this.middlewareStack.use((options => ({
                    applyToStack: clientStack => {
                        clientStack.add(function validateBucketNameMiddleware({bucketEndpoint}) {
                            return next => async args => {
                                const {input: {Bucket}} = args;
                                if (!bucketEndpoint && "string" == typeof Bucket && !(str = Bucket, "string" == typeof str && 0 === str.indexOf("arn:") && str.split(":").length >= 6) && Bucket.indexOf("/") >= 0) {
                                    const err = new Error(`Bucket name shouldn't contain '/', received '${Bucket}'`);
                                    err.name = "InvalidBucketName";
                                    throw err;
                                }
                                var str;
                                return next({
                                    ...args
                                });
                            };
                        }(options), validateBucketNameMiddlewareOptions);
                        clientStack.addRelativeTo(function bucketEndpointMiddleware(options) {
                            return (next, context) => async args => {
                                if (options.bucketEndpoint) {
                                    const endpoint = context.endpointV2;
                                    if (endpoint) {
                                        const bucket = args.input.Bucket;
                                        if ("string" == typeof bucket) try {
                                            const bucketEndpointUrl = new URL(bucket);
                                            context.endpointV2 = {
                                                ...endpoint,
                                                url: bucketEndpointUrl
                                            };
                                        } catch (e) {
                                            const warning = `@aws-sdk/middleware-sdk-s3: bucketEndpoint=true was set but Bucket=${bucket} could not be parsed as URL.`;
                                            "NoOpLogger" === context.logger?.constructor?.name ? console.warn(warning) : context.logger?.warn?.(warning);
                                            throw e;
                                        }
                                    }
                                }
                                return next(args);
                            };
                        }(options), bucketEndpointMiddlewareOptions);
                    }
                }))(this.config));
                this.middlewareStack.use((options => ({
                    applyToStack: clientStack => {
                        clientStack.add(function addExpectContinueMiddleware(options) {
                            return next => async args => {
                                const {request} = args;
                                if (!1 !== options.expectContinueHeader && httpRequest.K.isInstance(request) && request.body && "node" === options.runtime && "FetchHttpHandler" !== options.requestHandler?.constructor?.name) {
                                    let sendHeader = !0;
                                    if ("number" == typeof options.expectContinueHeader) try {
                                        sendHeader = (Number(request.headers?.["content-length"]) ?? options.bodyLengthChecker?.(request.body) ?? 1 / 0) >= options.expectContinueHeader;
                                    } catch (e) {} else sendHeader = !!options.expectContinueHeader;
                                    sendHeader && (request.headers.Expect = "100-continue");
                                }
                                return next({
                                    ...args,
                                    request
                                });
                            };
                        }(options), addExpectContinueMiddlewareOptions);
                    }
                }))(this.config));
                this.middlewareStack.use((clientConfig = this.config, {
                    applyToStack: clientStack => {
                        clientStack.add(function regionRedirectMiddleware(clientConfig) {
                            return (next, context) => async args => {
                                try {
                                    return await next(args);
                                } catch (err) {
                                    if (clientConfig.followRegionRedirects) {
                                        const statusCode = err?.$metadata?.httpStatusCode;
                                        const isHeadBucket = "HeadBucketCommand" === context.commandName;
                                        const bucketRegionHeader = err?.$response?.headers?.["x-amz-bucket-region"];
                                        if (bucketRegionHeader && (301 === statusCode || 400 === statusCode && ("IllegalLocationConstraintException" === err?.name || isHeadBucket))) {
                                            try {
                                                const actualRegion = bucketRegionHeader;
                                                context.logger?.debug(`Redirecting from ${await clientConfig.region()} to ${actualRegion}`);
                                                context.__s3RegionRedirect = actualRegion;
                                                (0, setFeature.J)(context, "S3_REGION_REDIRECT", "Ah");
                                            } catch (e) {
                                                throw new Error("Region redirect failed: " + e);
                                            }
                                            return next(args);
                                        }
                                    }
                                    throw err;
                                }
                            };
                        }(clientConfig), regionRedirectMiddlewareOptions);
                        clientStack.addRelativeTo((config = clientConfig, (next, context) => async args => {
                            const originalRegion = await config.region();
                            const regionProviderRef = config.region;
                            let unlock = () => {};
                            if (context.__s3RegionRedirect) {
                                Object.defineProperty(config, "region", {
                                    writable: !1,
                                    value: async () => context.__s3RegionRedirect
                                });
                                unlock = () => Object.defineProperty(config, "region", {
                                    writable: !0,
                                    value: regionProviderRef
                                });
                            }
                            try {
                                const result = await next(args);
                                if (context.__s3RegionRedirect) {
                                    unlock();
                                    if (originalRegion !== await config.region()) throw new Error("Region was not restored following S3 region redirect.");
                                }
                                return result;
                            } catch (e) {
                                unlock();
                                throw e;
                            }
                        }), regionRedirectEndpointMiddlewareOptions);
                        var config;
                    }
                }));
                var clientConfig;
                this.middlewareStack.use((options => ({
                    applyToStack: clientStack => {
                        clientStack.add((options => (next, context) => async args => {
                            if (context.endpointV2) {
                                const endpoint = context.endpointV2;
                                const isS3ExpressAuth = "sigv4-s3express" === endpoint.properties?.authSchemes?.[0]?.name;
                                if ("S3Express" === endpoint.properties?.backend || "Directory" === endpoint.properties?.bucketType) {
                                    (0, setFeature.J)(context, "S3_EXPRESS_BUCKET", "J");
                                    context.isS3ExpressBucket = !0;
                                }
                                if (isS3ExpressAuth) {
                                    const requestBucket = args.input.Bucket;
                                    if (requestBucket) {
                                        const s3ExpressIdentity = await options.s3ExpressIdentityProvider.getS3ExpressIdentity(await options.credentials(), {
                                            Bucket: requestBucket
                                        });
                                        context.s3ExpressIdentity = s3ExpressIdentity;
                                        httpRequest.K.isInstance(args.request) && s3ExpressIdentity.sessionToken && (args.request.headers[SESSION_TOKEN_HEADER] = s3ExpressIdentity.sessionToken);
                                    }
                                }
                            }
                            return next(args);
                        })(options), s3ExpressMiddlewareOptions);
                    }
                }))(this.config));
                this.middlewareStack.use((config = this.config, {
                    applyToStack: clientStack => {
                        clientStack.addRelativeTo((config => (next, context) => async args => {
                            if (!httpRequest.K.isInstance(args.request)) return next(args);
                            const scheme = (0, getSmithyContext.u)(context).selectedHttpAuthScheme;
                            if (!scheme) throw new Error("No HttpAuthScheme was selected: unable to sign request");
                            const {httpAuthOption: {signingProperties = {}}, identity, signer} = scheme;
                            let request;
                            request = context.s3ExpressIdentity ? await (async (s3ExpressIdentity, signingOptions, request, sigV4MultiRegionSigner) => {
                                const signedRequest = await sigV4MultiRegionSigner.signWithCredentials(request, s3ExpressIdentity, {});
                                if (signedRequest.headers["X-Amz-Security-Token"] || signedRequest.headers["x-amz-security-token"]) throw new Error("X-Amz-Security-Token must not be set for s3-express requests.");
                                return signedRequest;
                            })(context.s3ExpressIdentity, 0, args.request, await config.signer()) : await signer.sign(args.request, identity, signingProperties);
                            const output = await next({
                                ...args,
                                request
                            }).catch((signer.errorHandler || defaultErrorHandler)(signingProperties));
                            (signer.successHandler || defaultSuccessHandler)(output.response, signingProperties);
                            return output;
                        })(config), getHttpSigningMiddleware.Q);
                    }
                }));
                var config;
            }
            destroy() {
                super.destroy();
            }
        }
        class GetObjectCommand extends(command(_ep0, _mw7, "GetObject", GetObject$)){}
        class HeadObjectCommand extends(command(_ep0, _mw8, "HeadObject", HeadObject$)){}
        class ListObjectsV2Command extends(command(_ep8, _mw0, "ListObjectsV2", ListObjectsV2$)){}
        class PutObjectCommand extends(command(_ep0, _mw11, "PutObject", PutObject$)){}
        class DeleteObjectCommand extends(command(_ep0, _mw0, "DeleteObject", DeleteObject$)){}
        var backoff = __nccwpck_require__(9872);
        var errors = __nccwpck_require__(8929);
        const NETWORK_UNREACHABLE = new Set([ "ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH" ]);
        function classify(error) {
            if (error instanceof TypeError || error instanceof ReferenceError) throw error;
            const err = error;
            const status = err.$metadata?.httpStatusCode;
            const code = err.Code ?? ("Error" !== err.name ? err.name : void 0) ?? err.code;
            const serverNowMs = serverDate(err.$response?.headers);
            const reason = [ status && `HTTP ${status}`, code, err.code ].filter(Boolean).join(" ");
            const base = {
                status,
                code,
                serverNowMs,
                reason: reason || String(err.message ?? error)
            };
            return "AbortError" === err.name ? {
                ...base,
                kind: "final"
            } : "CredentialsProviderError" === err.name || /credential/i.test(err.message ?? "") ? {
                ...base,
                kind: "final",
                code: "NoCredentials"
            } : err.code && NETWORK_UNREACHABLE.has(err.code) || void 0 === status ? {
                ...base,
                kind: "unknown"
            } : "NoSuchBucket" === code ? {
                ...base,
                kind: "final"
            } : 304 === status || 404 === status || 412 === status ? {
                ...base,
                kind: "answered"
            } : 409 === status || 429 === status || 503 === status || "SlowDown" === code ? {
                ...base,
                kind: "rejected"
            } : status >= 500 && 501 !== status ? {
                ...base,
                kind: "unknown"
            } : {
                ...base,
                kind: "final"
            };
        }
        function explain(answer, permission, where, endpoint) {
            const arn = where.replace("s3://", "arn:aws:s3:::");
            switch (answer.code) {
              case "NoCredentials":
                return "no AWS credentials were found: configure them before this step (for example with aws-actions/configure-aws-credentials)";

              case "NoSuchBucket":
                return `the bucket in ${where} does not exist (NoSuchBucket): create it or fix the "bucket" input`;

              case "AccessDenied":
              case "Forbidden":
                return `access denied to ${where}: the credentials need ${permission} on ${arn}`;

              case "InvalidAccessKeyId":
              case "SignatureDoesNotMatch":
                return `${endpoint} rejected the AWS credentials (${answer.code}): check the access key and secret`;

              case "ExpiredToken":
              case "TokenRefreshRequired":
              case "RequestExpired":
                return `the AWS credentials have expired (${answer.code}): a job that holds a lock longer than its credentials last loses it (raise role-duration-seconds of aws-actions/configure-aws-credentials)`;

              case "NotImplemented":
                return `the store at ${endpoint} does not implement conditional writes (${answer.reason}); use strategy "listing"`;

              case "AbortError":
                return "cancelled";
            }
            return `${endpoint} refused ${permission} on ${where} (${answer.reason})`;
        }
        function serverDate(headers) {
            const text = headers?.date ?? headers?.Date;
            const value = void 0 === text ? NaN : Date.parse(text);
            return Number.isNaN(value) ? void 0 : value;
        }
        function unquote(etag) {
            return etag.replace(/^"(.*)"$/, "$1");
        }
        function quote(etag) {
            return `"${etag}"`;
        }
        function spell(etag, spelling) {
            return "quoted" === spelling ? quote(etag) : etag;
        }
        function unlessEtag(bucket, key, knownEtag) {
            return {
                Bucket: bucket,
                Key: key,
                IfNoneMatch: void 0 === knownEtag ? void 0 : quote(knownEtag)
            };
        }
        class AttemptRules {
            where;
            endpointLabel;
            signal;
            constructor(where, endpointLabel, signal) {
                this.where = where;
                this.endpointLabel = endpointLabel;
                this.signal = signal;
            }
            async refusedWrite(answer, attempt, key, bound) {
                if (412 === answer.status) return {
                    kind: "precondition-failed"
                };
                if (404 === answer.status && "NoSuchKey" === answer.code) return {
                    kind: "precondition-failed",
                    missing: !0
                };
                if (bound.aborted && !this.signal?.aborted) return {
                    kind: "unknown",
                    reason: "no answer before the deadline"
                };
                this.throwIfFinal(answer, "s3:PutObject", key);
                if ("rejected" !== answer.kind || attempt + 1 >= 6) return {
                    kind: "unknown",
                    reason: answer.reason
                };
                try {
                    await (0, backoff.yy)((0, backoff.EY)(attempt, 200, 5e3), this.abortSignal(bound));
                } catch (error) {
                    if (bound.aborted && !this.signal?.aborted) return {
                        kind: "unknown",
                        reason: answer.reason
                    };
                    throw error;
                }
            }
            async pauseOrGiveUp(attempt, answer, key, bound) {
                if (attempt + 1 >= 6) throw new errors.o2(`could not reach ${this.where(key)} after 6 attempts: ${answer.reason}`, void 0 === answer.status);
                try {
                    await (0, backoff.yy)((0, backoff.EY)(attempt, 200, 5e3), this.abortSignal(bound));
                } catch (error) {
                    this.throwIfBound(bound, key);
                    throw error;
                }
            }
            abortSignal(bound) {
                return this.signal ? AbortSignal.any([ this.signal, bound ]) : bound;
            }
            throwIfBound(bound, key) {
                if (bound.aborted && !this.signal?.aborted) throw new errors.o2(`no answer from ${this.where(key)} before the deadline`);
            }
            throwIfFinal(answer, permission, key) {
                if (this.signal?.aborted) throw this.signal.reason;
                if ("final" === answer.kind) throw new errors.IC(explain(answer, permission, this.where(key), this.endpointLabel), answer.code);
            }
        }
        class IfMatchSpelling {
            refusesOwnEtag;
            learnt;
            constructor(refusesOwnEtag) {
                this.refusesOwnEtag = refusesOwnEtag;
            }
            async replace(etag, put, currentEtag) {
                const spelling = this.learnt ?? "unquoted";
                const outcome = await put(spell(etag, spelling));
                if ("written" === outcome.kind) {
                    this.learnt = spelling;
                    return outcome;
                }
                if ("precondition-failed" !== outcome.kind || outcome.missing || void 0 !== this.learnt || await currentEtag() !== etag) return outcome;
                const other = "quoted" === spelling ? "unquoted" : "quoted";
                const retried = await put(spell(etag, other));
                "written" === retried.kind && (this.learnt = other);
                if ("precondition-failed" === retried.kind && await currentEtag() === etag) throw this.refusesOwnEtag();
                return retried;
            }
        }
        const REGION = "[a-z]{2}(?:-gov)?-[a-z]+-\\d+";
        const AWS_S3_HOST = new RegExp("^(?:" + [ "s3\\.amazonaws\\.com", "s3-external-1\\.amazonaws\\.com", `s3(?:-fips)?(?:\\.dualstack)?\\.${REGION}\\.amazonaws\\.com`, `s3-${REGION}\\.amazonaws\\.com`, "s3(?:\\.dualstack)?\\.cn-[a-z]+-\\d+\\.amazonaws\\.com\\.cn" ].join("|") + ")$");
        function isAwsS3(host) {
            return AWS_S3_HOST.test(host);
        }
        function slugOf(scheme, host, port, url) {
            const readable = `${scheme}-${host.replace(/[^a-z0-9.-]/g, "_")}-${port}`;
            if (readable.length <= 60) return readable;
            const hash = (0, external_node_crypto_.createHash)("sha256").update(url).digest("hex").slice(0, 12);
            return `${readable.slice(0, 47)}-${hash}`;
        }
        var store_requests = __nccwpck_require__(224);
        class S3LockStore {
            bucket;
            requestTimeoutMs;
            requests=(0, store_requests.Il)();
            client;
            signal;
            rules;
            spelling=new IfMatchSpelling(() => new errors.E_(`the store at ${this.endpointLabel} refuses PutObject If-Match with the object's own ETag; use strategy "listing" for this store`));
            endpointLabel;
            lastServerNowMs;
            lastRequestUrl;
            constructor(options) {
                this.bucket = options.bucket;
                this.signal = options.signal;
                this.endpointLabel = options.endpoint ?? "the S3 endpoint";
                this.rules = new AttemptRules(key => this.where(key), this.endpointLabel, this.signal);
                const timeout = options.requestTimeoutMs ?? store_requests.j2;
                this.requestTimeoutMs = timeout;
                const config = function clientConfig(options, timeout) {
                    return {
                        region: options.region,
                        endpoint: options.endpoint,
                        forcePathStyle: options.forcePathStyle,
                        followRegionRedirects: !0,
                        maxAttempts: 1,
                        requestChecksumCalculation: "WHEN_REQUIRED",
                        responseChecksumValidation: "WHEN_REQUIRED",
                        requestHandler: {
                            connectionTimeout: Math.min(timeout, 5e3),
                            requestTimeout: timeout,
                            throwOnRequestTimeout: !0
                        }
                    };
                }(options, timeout);
                this.client = new S3Client(config);
                (function watchAnswers(client, on) {
                    client.middlewareStack.add(next => async args => {
                        on.serverNow(void 0);
                        const result = await next(args);
                        on.serverNow(serverDate(result.response?.headers));
                        return result;
                    }, {
                        step: "deserialize",
                        name: "captureServerDate"
                    });
                    client.middlewareStack.add(next => async args => {
                        const request = args.request;
                        request?.protocol && request.hostname && on.requestUrl({
                            protocol: request.protocol,
                            hostname: request.hostname,
                            port: request.port
                        });
                        return next(args);
                    }, {
                        step: "finalizeRequest",
                        name: "recordEndpoint"
                    });
                })(this.client, {
                    serverNow: ms => this.lastServerNowMs = ms,
                    requestUrl: url => this.lastRequestUrl = url
                });
            }
            get endpoint() {
                return this.lastRequestUrl && function storeEndpoint(request, bucket) {
                    const scheme = request.protocol.replace(/:$/, "").toLowerCase();
                    let host = request.hostname.toLowerCase();
                    host.startsWith(`${bucket.toLowerCase()}.`) && (host = host.slice(bucket.length + 1));
                    const defaultPort = "https" === scheme ? 443 : 80;
                    const port = void 0 === request.port || request.port === defaultPort ? void 0 : request.port;
                    const url = `${scheme}://${host}${void 0 === port ? "" : `:${port}`}`;
                    return {
                        url,
                        aws: "https" === scheme && void 0 === port && isAwsS3(host),
                        slug: slugOf(scheme, host, port ?? defaultPort, url)
                    };
                }(this.lastRequestUrl, this.bucket);
            }
            where(key) {
                return `s3://${this.bucket}/${key}`;
            }
            get lastServerNow() {
                return this.lastServerNowMs;
            }
            async read(key, knownEtag, bound) {
                for (let attempt = 0; ;attempt++) {
                    this.requests.get++;
                    try {
                        const output = await this.client.send(new GetObjectCommand(unlessEtag(this.bucket, key, knownEtag)), {
                            abortSignal: this.rules.abortSignal(bound)
                        });
                        const body = await (output.Body?.transformToString()) ?? "";
                        return {
                            kind: "present",
                            object: {
                                etag: unquote(output.ETag ?? ""),
                                body,
                                lastModifiedMs: output.LastModified?.getTime() ?? 0
                            },
                            serverNowMs: this.lastServerNowMs
                        };
                    } catch (error) {
                        const answer = classify(error);
                        if (304 === answer.status) return {
                            kind: "unchanged",
                            serverNowMs: answer.serverNowMs
                        };
                        if (404 === answer.status && "NoSuchBucket" !== answer.code) return {
                            kind: "absent",
                            serverNowMs: answer.serverNowMs
                        };
                        if (403 === answer.status && "AccessDenied" === answer.code) return {
                            kind: "forbidden",
                            explanation: explain(answer, "s3:GetObject", this.where(key), "")
                        };
                        this.rules.throwIfBound(bound, key);
                        this.rules.throwIfFinal(answer, "s3:GetObject", key);
                        await this.rules.pauseOrGiveUp(attempt, answer, key, bound);
                    }
                }
            }
            async peek(key, knownEtag, bound) {
                this.requests.head++;
                try {
                    return {
                        kind: "present",
                        metadata: (await this.client.send(new HeadObjectCommand(unlessEtag(this.bucket, key, knownEtag)), {
                            abortSignal: this.rules.abortSignal(bound)
                        })).Metadata ?? {}
                    };
                } catch (error) {
                    if (304 === classify(error).status) return {
                        kind: "unchanged"
                    };
                    if (this.signal?.aborted) throw this.signal.reason;
                    this.rules.throwIfBound(bound, key);
                    return;
                }
            }
            create(key, body, bound, metadata) {
                return this.conditionalPut(key, body, {
                    IfNoneMatch: "*"
                }, bound, metadata);
            }
            replace(key, body, etag, bound, metadata) {
                return this.spelling.replace(etag, ifMatch => this.conditionalPut(key, body, {
                    IfMatch: ifMatch
                }, bound, metadata), () => this.currentEtag(key, bound));
            }
            putWithCondition(key, body, condition, bound) {
                return this.conditionalPut(key, body, condition, bound);
            }
            async list(prefix, bound) {
                const keys = [];
                let token;
                let serverNowMs;
                do {
                    const page = await this.retrying("s3:ListBucket", prefix, "list", bound, signal => this.client.send(new ListObjectsV2Command({
                        Bucket: this.bucket,
                        Prefix: prefix || void 0,
                        ContinuationToken: token
                    }), {
                        abortSignal: signal
                    }));
                    serverNowMs = this.lastServerNowMs;
                    for (const item of page.Contents ?? []) item.Key && keys.push({
                        key: item.Key,
                        lastModifiedMs: item.LastModified?.getTime() ?? 0,
                        size: item.Size ?? 0
                    });
                    token = page.IsTruncated ? page.NextContinuationToken : void 0;
                } while (token);
                return {
                    keys,
                    serverNowMs
                };
            }
            async head(key, bound) {
                return this.retrying("s3:GetObject", key, "head", bound, async signal => {
                    try {
                        return {
                            exists: !0,
                            metadata: (await this.client.send(new HeadObjectCommand({
                                Bucket: this.bucket,
                                Key: key
                            }), {
                                abortSignal: signal
                            })).Metadata ?? {},
                            serverNowMs: this.lastServerNowMs
                        };
                    } catch (error) {
                        const answer = classify(error);
                        if (404 === answer.status && "NoSuchBucket" !== answer.code) return {
                            exists: !1,
                            metadata: {},
                            serverNowMs: answer.serverNowMs
                        };
                        throw error;
                    }
                });
            }
            async putOwnKey(key, body, metadata, bound) {
                let lastSentAt;
                let inFlightUntil;
                await this.retrying("s3:PutObject", key, "put", bound, signal => {
                    void 0 !== lastSentAt && (inFlightUntil = lastSentAt + this.requestTimeoutMs);
                    lastSentAt = (0, clock.pm)().wallNow();
                    return this.client.send(new PutObjectCommand({
                        Bucket: this.bucket,
                        Key: key,
                        Body: body,
                        Metadata: metadata
                    }), {
                        abortSignal: signal
                    });
                });
                return {
                    inFlightUntil
                };
            }
            async delete(key, bound, ifMatch) {
                return this.retrying("s3:DeleteObject", key, "delete", bound, async signal => {
                    try {
                        return (await this.client.send(new DeleteObjectCommand({
                            Bucket: this.bucket,
                            Key: key,
                            IfMatch: ifMatch
                        }), {
                            abortSignal: signal
                        })).$metadata.httpStatusCode ?? 204;
                    } catch (error) {
                        const answer = classify(error);
                        if (412 === answer.status || 404 === answer.status) return answer.status;
                        throw error;
                    }
                });
            }
            async credentialsFound() {
                try {
                    await this.client.config.credentials();
                    return !0;
                } catch {
                    return !1;
                }
            }
            async inspectBucket(permission, send, bound) {
                for (let attempt = 0; ;attempt++) {
                    this.requests.get++;
                    try {
                        return {
                            kind: "answered",
                            output: await send(this.client, this.rules.abortSignal(bound))
                        };
                    } catch (error) {
                        const answer = classify(error);
                        if (this.signal?.aborted) throw this.signal.reason;
                        this.rules.throwIfBound(bound, "");
                        if ("final" === answer.kind || "answered" === answer.kind) {
                            const where = `s3://${this.bucket}`;
                            return {
                                kind: "refused",
                                status: answer.status,
                                code: answer.code ?? "",
                                explanation: explain(answer, permission, where, this.endpointLabel)
                            };
                        }
                        await this.rules.pauseOrGiveUp(attempt, answer, "", bound);
                    }
                }
            }
            async retrying(permission, key, kind, bound, send) {
                for (let attempt = 0; ;attempt++) {
                    this.requests[kind]++;
                    try {
                        return await send(this.rules.abortSignal(bound));
                    } catch (error) {
                        const answer = classify(error);
                        this.rules.throwIfBound(bound, key);
                        this.rules.throwIfFinal(answer, permission, key);
                        await this.rules.pauseOrGiveUp(attempt, answer, key, bound);
                    }
                }
            }
            async currentEtag(key, bound) {
                this.requests.head++;
                try {
                    return unquote((await this.client.send(new HeadObjectCommand({
                        Bucket: this.bucket,
                        Key: key
                    }), {
                        abortSignal: this.rules.abortSignal(bound)
                    })).ETag ?? "");
                } catch (error) {
                    const answer = classify(error);
                    if (404 === answer.status) return;
                    this.rules.throwIfBound(bound, key);
                    this.rules.throwIfFinal(answer, "s3:GetObject", key);
                    return;
                }
            }
            async conditionalPut(key, body, condition, bound, metadata) {
                for (let attempt = 0; ;attempt++) {
                    this.requests.conditionalPut++;
                    const sentAt = (0, backoff.XZ)();
                    try {
                        return {
                            kind: "written",
                            sentAt,
                            etag: unquote((await this.client.send(new PutObjectCommand({
                                Bucket: this.bucket,
                                Key: key,
                                Body: body,
                                ContentType: "application/json",
                                CacheControl: "no-store",
                                Metadata: metadata,
                                ...condition
                            }), {
                                abortSignal: this.rules.abortSignal(bound)
                            })).ETag ?? ""),
                            serverNowMs: this.lastServerNowMs
                        };
                    } catch (error) {
                        const refused = await this.rules.refusedWrite(classify(error), attempt, key, bound);
                        if (void 0 !== refused) return refused;
                    }
                }
            }
        }
    }),
    224: ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Il: () => noRequests,
            ZM: () => lateLandingWaitMs,
            j2: () => REQUEST_TIMEOUT_MS,
            vN: () => notWrittenWhy
        });
        var _basics_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5718);
        function notWrittenWhy(outcome) {
            return "unknown" === outcome.kind ? `while the store did not answer writes (${outcome.reason}) to` : "while losing every race for";
        }
        function noRequests() {
            return {
                get: 0,
                head: 0,
                conditionalPut: 0,
                put: 0,
                list: 0,
                delete: 0
            };
        }
        const REQUEST_TIMEOUT_MS = 15e3;
        function lateLandingWaitMs(inFlightUntil, requestTimeoutMs = REQUEST_TIMEOUT_MS) {
            return Math.min(inFlightUntil - (0, _basics_clock_js__WEBPACK_IMPORTED_MODULE_0__.pm)().wallNow(), requestTimeoutMs) + 1e3;
        }
    }),
    9896: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
    }),
    4589: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");
    }),
    6698: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");
    }),
    4573: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
    }),
    1421: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
    }),
    7540: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");
    }),
    7598: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
    }),
    3053: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");
    }),
    610: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");
    }),
    8474: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");
    }),
    3024: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
    }),
    1455: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
    }),
    7067: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
    }),
    2467: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");
    }),
    7030: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");
    }),
    8161: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
    }),
    6760: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
    }),
    643: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");
    }),
    1792: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");
    }),
    7075: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
    }),
    1692: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");
    }),
    3136: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
    }),
    7975: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
    }),
    3429: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");
    }),
    5919: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
    }),
    8522: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");
    }),
    857: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");
    }),
    3193: (module => {
        module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");
    }),
    2966: ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
        __nccwpck_require__.d(__webpack_exports__, {
            Yz: () => core_debug,
            V4: () => getInput,
            pq: () => info,
            lm: () => notice,
            C1: () => setFailed,
            uH: () => setOutput,
            Pq: () => core_setSecret,
            z: () => summary,
            $e: () => warning
        });
        var external_os_ = __nccwpck_require__(857);
        function utils_toCommandValue(input) {
            return null == input ? "" : "string" == typeof input || input instanceof String ? input : JSON.stringify(input);
        }
        function toCommandProperties(annotationProperties) {
            return Object.keys(annotationProperties).length ? {
                title: annotationProperties.title,
                file: annotationProperties.file,
                line: annotationProperties.startLine,
                endLine: annotationProperties.endLine,
                col: annotationProperties.startColumn,
                endColumn: annotationProperties.endColumn
            } : {};
        }
        function command_issueCommand(command, properties, message) {
            const cmd = new Command(command, properties, message);
            process.stdout.write(cmd.toString() + external_os_.EOL);
        }
        class Command {
            constructor(command, properties, message) {
                command || (command = "missing.command");
                this.command = command;
                this.properties = properties;
                this.message = message;
            }
            toString() {
                let cmdStr = "::" + this.command;
                if (this.properties && Object.keys(this.properties).length > 0) {
                    cmdStr += " ";
                    let first = !0;
                    for (const key in this.properties) if (this.properties.hasOwnProperty(key)) {
                        const val = this.properties[key];
                        if (val) {
                            first ? first = !1 : cmdStr += ",";
                            cmdStr += `${key}=${escapeProperty(val)}`;
                        }
                    }
                }
                cmdStr += `::${function escapeData(s) {
                    return utils_toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
                }(this.message)}`;
                return cmdStr;
            }
        }
        function escapeProperty(s) {
            return utils_toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
        }
        const external_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");
        var external_fs_ = __nccwpck_require__(9896);
        __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
        var summary_awaiter = function(thisArg, _arguments, P, generator) {
            return new (P || (P = Promise))(function(resolve, reject) {
                function fulfilled(value) {
                    try {
                        step(generator.next(value));
                    } catch (e) {
                        reject(e);
                    }
                }
                function rejected(value) {
                    try {
                        step(generator.throw(value));
                    } catch (e) {
                        reject(e);
                    }
                }
                function step(result) {
                    result.done ? resolve(result.value) : function adopt(value) {
                        return value instanceof P ? value : new P(function(resolve) {
                            resolve(value);
                        });
                    }(result.value).then(fulfilled, rejected);
                }
                step((generator = generator.apply(thisArg, _arguments || [])).next());
            });
        };
        const {access, appendFile, writeFile} = external_fs_.promises;
        const summary = new class Summary {
            constructor() {
                this._buffer = "";
            }
            filePath() {
                return summary_awaiter(this, void 0, void 0, function*() {
                    if (this._filePath) return this._filePath;
                    const pathFromEnv = process.env.GITHUB_STEP_SUMMARY;
                    if (!pathFromEnv) throw new Error("Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.");
                    try {
                        yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
                    } catch (_a) {
                        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
                    }
                    this._filePath = pathFromEnv;
                    return this._filePath;
                });
            }
            wrap(tag, content, attrs = {}) {
                const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
                return content ? `<${tag}${htmlAttrs}>${content}</${tag}>` : `<${tag}${htmlAttrs}>`;
            }
            write(options) {
                return summary_awaiter(this, void 0, void 0, function*() {
                    const overwrite = !!(null == options ? void 0 : options.overwrite);
                    const filePath = yield this.filePath();
                    const writeFunc = overwrite ? writeFile : appendFile;
                    yield writeFunc(filePath, this._buffer, {
                        encoding: "utf8"
                    });
                    return this.emptyBuffer();
                });
            }
            clear() {
                return summary_awaiter(this, void 0, void 0, function*() {
                    return this.emptyBuffer().write({
                        overwrite: !0
                    });
                });
            }
            stringify() {
                return this._buffer;
            }
            isEmptyBuffer() {
                return 0 === this._buffer.length;
            }
            emptyBuffer() {
                this._buffer = "";
                return this;
            }
            addRaw(text, addEOL = !1) {
                this._buffer += text;
                return addEOL ? this.addEOL() : this;
            }
            addEOL() {
                return this.addRaw(external_os_.EOL);
            }
            addCodeBlock(code, lang) {
                const attrs = Object.assign({}, lang && {
                    lang
                });
                const element = this.wrap("pre", this.wrap("code", code), attrs);
                return this.addRaw(element).addEOL();
            }
            addList(items, ordered = !1) {
                const tag = ordered ? "ol" : "ul";
                const listItems = items.map(item => this.wrap("li", item)).join("");
                const element = this.wrap(tag, listItems);
                return this.addRaw(element).addEOL();
            }
            addTable(rows) {
                const tableBody = rows.map(row => {
                    const cells = row.map(cell => {
                        if ("string" == typeof cell) return this.wrap("td", cell);
                        const {header, data, colspan, rowspan} = cell;
                        const tag = header ? "th" : "td";
                        const attrs = Object.assign(Object.assign({}, colspan && {
                            colspan
                        }), rowspan && {
                            rowspan
                        });
                        return this.wrap(tag, data, attrs);
                    }).join("");
                    return this.wrap("tr", cells);
                }).join("");
                const element = this.wrap("table", tableBody);
                return this.addRaw(element).addEOL();
            }
            addDetails(label, content) {
                const element = this.wrap("details", this.wrap("summary", label) + content);
                return this.addRaw(element).addEOL();
            }
            addImage(src, alt, options) {
                const {width, height} = options || {};
                const attrs = Object.assign(Object.assign({}, width && {
                    width
                }), height && {
                    height
                });
                const element = this.wrap("img", null, Object.assign({
                    src,
                    alt
                }, attrs));
                return this.addRaw(element).addEOL();
            }
            addHeading(text, level) {
                const tag = `h${level}`;
                const allowedTag = [ "h1", "h2", "h3", "h4", "h5", "h6" ].includes(tag) ? tag : "h1";
                const element = this.wrap(allowedTag, text);
                return this.addRaw(element).addEOL();
            }
            addSeparator() {
                const element = this.wrap("hr", null);
                return this.addRaw(element).addEOL();
            }
            addBreak() {
                const element = this.wrap("br", null);
                return this.addRaw(element).addEOL();
            }
            addQuote(text, cite) {
                const attrs = Object.assign({}, cite && {
                    cite
                });
                const element = this.wrap("blockquote", text, attrs);
                return this.addRaw(element).addEOL();
            }
            addLink(text, href) {
                const element = this.wrap("a", text, {
                    href
                });
                return this.addRaw(element).addEOL();
            }
        };
        external_os_.platform();
        external_os_.arch();
        var ExitCode;
        (function(ExitCode) {
            ExitCode[ExitCode.Success = 0] = "Success";
            ExitCode[ExitCode.Failure = 1] = "Failure";
        })(ExitCode || (ExitCode = {}));
        function core_setSecret(secret) {
            command_issueCommand("add-mask", {}, secret);
        }
        function getInput(name, options) {
            const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
            if (options && options.required && !val) throw new Error(`Input required and not supplied: ${name}`);
            return options && !1 === options.trimWhitespace ? val : val.trim();
        }
        function setOutput(name, value) {
            if (process.env.GITHUB_OUTPUT) return function file_command_issueFileCommand(command, message) {
                const filePath = process.env[`GITHUB_${command}`];
                if (!filePath) throw new Error(`Unable to find environment variable for file command ${command}`);
                if (!external_fs_.existsSync(filePath)) throw new Error(`Missing file at path: ${filePath}`);
                external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
                    encoding: "utf8"
                });
            }("OUTPUT", function file_command_prepareKeyValueMessage(key, value) {
                const delimiter = `ghadelimiter_${external_crypto_namespaceObject.randomUUID()}`;
                const convertedValue = utils_toCommandValue(value);
                if (key.includes(delimiter)) throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
                if (convertedValue.includes(delimiter)) throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
                return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
            }(name, value));
            process.stdout.write(external_os_.EOL);
            command_issueCommand("set-output", {
                name
            }, utils_toCommandValue(value));
        }
        function setFailed(message) {
            process.exitCode = ExitCode.Failure;
            (function error(message, properties = {}) {
                command_issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
            })(message);
        }
        function core_debug(message) {
            command_issueCommand("debug", {}, message);
        }
        function warning(message, properties = {}) {
            command_issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
        }
        function notice(message, properties = {}) {
            command_issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
        }
        function info(message) {
            process.stdout.write(message + external_os_.EOL);
        }
    })
};

var __webpack_module_cache__ = {};

function __nccwpck_require__(moduleId) {
    var cachedModule = __webpack_module_cache__[moduleId];
    if (void 0 !== cachedModule) return cachedModule.exports;
    var module = __webpack_module_cache__[moduleId] = {
        exports: {}
    };
    var threw = !0;
    try {
        __webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
        threw = !1;
    } finally {
        threw && delete __webpack_module_cache__[moduleId];
    }
    return module.exports;
}

__nccwpck_require__.m = __webpack_modules__;

__nccwpck_require__.ab = decodeURIComponent(new URL(".", import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";

webpackQueues = "function" == typeof Symbol ? Symbol("webpack queues") : "__webpack_queues__", 
webpackExports = "function" == typeof Symbol ? Symbol("webpack exports") : "__webpack_exports__", 
webpackError = "function" == typeof Symbol ? Symbol("webpack error") : "__webpack_error__", 
resolveQueue = queue => {
    if (queue && queue.d < 1) {
        queue.d = 1;
        queue.forEach(fn => fn.r--);
        queue.forEach(fn => fn.r-- ? fn.r++ : fn());
    }
}, __nccwpck_require__.a = (module, body, hasAwait) => {
    var queue;
    hasAwait && ((queue = []).d = -1);
    var depQueues = new Set;
    var exports = module.exports;
    var currentDeps;
    var outerResolve;
    var reject;
    var promise = new Promise((resolve, rej) => {
        reject = rej;
        outerResolve = resolve;
    });
    promise[webpackExports] = exports;
    promise[webpackQueues] = fn => (queue && fn(queue), depQueues.forEach(fn), promise.catch(x => {}));
    module.exports = promise;
    body(deps => {
        currentDeps = (deps => deps.map(dep => {
            if (null !== dep && "object" == typeof dep) {
                if (dep[webpackQueues]) return dep;
                if (dep.then) {
                    var queue = [];
                    queue.d = 0;
                    dep.then(r => {
                        obj[webpackExports] = r;
                        resolveQueue(queue);
                    }, e => {
                        obj[webpackError] = e;
                        resolveQueue(queue);
                    });
                    var obj = {};
                    obj[webpackQueues] = fn => fn(queue);
                    return obj;
                }
            }
            var ret = {};
            ret[webpackQueues] = x => {};
            ret[webpackExports] = dep;
            return ret;
        }))(deps);
        var fn;
        var getResult = () => currentDeps.map(d => {
            if (d[webpackError]) throw d[webpackError];
            return d[webpackExports];
        });
        var promise = new Promise(resolve => {
            (fn = () => resolve(getResult)).r = 0;
            var fnQueue = q => q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, 
            q.push(fn)));
            currentDeps.map(dep => dep[webpackQueues](fnQueue));
        });
        return fn.r ? promise : getResult();
    }, err => (err ? reject(promise[webpackError] = err) : outerResolve(exports), resolveQueue(queue)));
    queue && queue.d < 0 && (queue.d = 0);
};

var webpackQueues, webpackExports, webpackError, resolveQueue;

__nccwpck_require__.n = module => {
    var getter = module && module.__esModule ? () => module.default : () => module;
    __nccwpck_require__.d(getter, {
        a: getter
    });
    return getter;
};

getProto = Object.getPrototypeOf ? obj => Object.getPrototypeOf(obj) : obj => obj.__proto__, 
__nccwpck_require__.t = function(value, mode) {
    1 & mode && (value = this(value));
    if (8 & mode) return value;
    if ("object" == typeof value && value) {
        if (4 & mode && value.__esModule) return value;
        if (16 & mode && "function" == typeof value.then) return value;
    }
    var ns = Object.create(null);
    __nccwpck_require__.r(ns);
    var def = {};
    leafPrototypes = leafPrototypes || [ null, getProto({}), getProto([]), getProto(getProto) ];
    for (var current = 2 & mode && value; "object" == typeof current && !~leafPrototypes.indexOf(current); current = getProto(current)) Object.getOwnPropertyNames(current).forEach(key => def[key] = () => value[key]);
    def.default = () => value;
    __nccwpck_require__.d(ns, def);
    return ns;
};

var getProto, leafPrototypes;

__nccwpck_require__.d = (exports, definition) => {
    for (var key in definition) __nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key) && Object.defineProperty(exports, key, {
        enumerable: !0,
        get: definition[key]
    });
};

(() => {
    __nccwpck_require__.f = {};
    __nccwpck_require__.e = chunkId => Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
        __nccwpck_require__.f[key](chunkId, promises);
        return promises;
    }, []));
})();

__nccwpck_require__.u = chunkId => chunkId + ".index.js";

__nccwpck_require__.o = (obj, prop) => Object.prototype.hasOwnProperty.call(obj, prop);

__nccwpck_require__.r = exports => {
    "undefined" != typeof Symbol && Symbol.toStringTag && Object.defineProperty(exports, Symbol.toStringTag, {
        value: "Module"
    });
    Object.defineProperty(exports, "__esModule", {
        value: !0
    });
};

installedChunks = {
    792: 0
}, installChunk = data => {
    var {ids, modules, runtime} = data;
    var moduleId, chunkId, i = 0;
    for (moduleId in modules) __nccwpck_require__.o(modules, moduleId) && (__nccwpck_require__.m[moduleId] = modules[moduleId]);
    runtime && runtime(__nccwpck_require__);
    for (;i < ids.length; i++) {
        chunkId = ids[i];
        __nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId] && installedChunks[chunkId][0]();
        installedChunks[ids[i]] = 0;
    }
}, __nccwpck_require__.f.j = (chunkId, promises) => {
    var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : void 0;
    if (0 !== installedChunkData) if (installedChunkData) promises.push(installedChunkData[1]); else {
        var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, e => {
            0 !== installedChunks[chunkId] && (installedChunks[chunkId] = void 0);
            throw e;
        });
        promise = Promise.race([ promise, new Promise(resolve => installedChunkData = installedChunks[chunkId] = [ resolve ]) ]);
        promises.push(installedChunkData[1] = promise);
    }
};

var installedChunks, installChunk;

var __webpack_exports__ = __nccwpck_require__(3484);

__webpack_exports__ = await __webpack_exports__;