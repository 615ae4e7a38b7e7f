export const id = 967;

export const ids = [ 967 ];

export const modules = {
    6967: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            CreateOAuth2TokenCommand: () => CreateOAuth2TokenCommand,
            SigninClient: () => SigninClient
        });
        var configurations = __webpack_require__(6868);
        var hostHeaderMiddleware = __webpack_require__(4405);
        var user_agent_middleware = __webpack_require__(9279);
        var loggerMiddleware = __webpack_require__(1478);
        var getRecursionDetectionPlugin = __webpack_require__(8032);
        var getHttpAuthSchemeEndpointRuleSetPlugin = __webpack_require__(7579);
        var DefaultIdentityProviderConfig = __webpack_require__(9688);
        var getHttpSigningMiddleware = __webpack_require__(2841);
        var client = __webpack_require__(7860);
        var resolveRegionConfig = __webpack_require__(9053);
        var endpoints = __webpack_require__(7926);
        var contentLengthMiddleware = __webpack_require__(7979);
        var middleware_retry_configurations = __webpack_require__(478);
        var retry = __webpack_require__(868);
        var getSchemaSerdePlugin = __webpack_require__(6979);
        var httpAuthSchemes = __webpack_require__(4631);
        var getSmithyContext = __webpack_require__(3753);
        var normalizeProvider = __webpack_require__(4876);
        const defaultSigninHttpAuthSchemeParametersProvider = async (config, context, input) => ({
            operation: (0, getSmithyContext.u)(context).operation,
            region: await (0, normalizeProvider.t)(config.region)() || (() => {
                throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
            })()
        });
        const defaultSigninHttpAuthSchemeProvider = authParameters => {
            const options = [];
            "CreateOAuth2Token" === authParameters.operation ? options.push({
                schemeId: "smithy.api#noAuth"
            }) : options.push(function createAwsAuthSigv4HttpAuthOption(authParameters) {
                return {
                    schemeId: "aws.auth#sigv4",
                    signingProperties: {
                        name: "signin",
                        region: authParameters.region
                    },
                    propertiesExtractor: (config, context) => ({
                        signingProperties: {
                            config,
                            context
                        }
                    })
                };
            }(authParameters));
            return options;
        };
        var nested_clients_package = __webpack_require__(6879);
        var emitWarningIfUnsupportedVersion = __webpack_require__(8739);
        var getDefaultSocketTimeout = __webpack_require__(4351);
        var defaultUserAgent = __webpack_require__(1250);
        var nodeAppIdConfigOptions = __webpack_require__(9670);
        var NODE_AUTH_SCHEME_PREFERENCE_OPTIONS = __webpack_require__(8898);
        var smithy_client_emitWarningIfUnsupportedVersion = __webpack_require__(3816);
        var defaults_mode = __webpack_require__(7613);
        var resolveDefaultsModeConfig = __webpack_require__(5412);
        var configLoader = __webpack_require__(3559);
        var regionConfig_config = __webpack_require__(446);
        var NodeUseDualstackEndpointConfigOptions = __webpack_require__(2766);
        var NodeUseFipsEndpointConfigOptions = __webpack_require__(4824);
        var util_retry_config = __webpack_require__(9903);
        var calculateBodyLength = __webpack_require__(2149);
        var node_http_handler = __webpack_require__(18);
        var stream_collector = __webpack_require__(5606);
        var AwsSdkSigV4Signer = __webpack_require__(9752);
        var AwsRestJsonProtocol = __webpack_require__(1242);
        var noAuth = __webpack_require__(4596);
        var Sha256Node = __webpack_require__(2068);
        var NoOpLogger = __webpack_require__(51);
        var parseUrl = __webpack_require__(6663);
        var fromBase64 = __webpack_require__(7022);
        var toBase64 = __webpack_require__(7307);
        var fromUtf8 = __webpack_require__(4574);
        var toUtf8 = __webpack_require__(1787);
        var aws = __webpack_require__(1958);
        var EndpointCache = __webpack_require__(4397);
        var decideEndpoint = __webpack_require__(6467);
        var customEndpointFunctions = __webpack_require__(7228);
        var BinaryDecisionDiagram = __webpack_require__(2988);
        const s = "ref";
        const a = -1, b = !1, c = !0, d = "isSet", e = "booleanEquals", f = "coalesce", g = "PartitionResult", h = "stringEquals", i = "getAttr", j = "https://signin.{Region}.{PartitionResult#dualStackDnsSuffix}", k = {
            [s]: "Endpoint"
        }, l = {
            fn: i,
            argv: [ {
                [s]: g
            }, "name" ]
        }, m = {
            [s]: "Region"
        }, n = {
            [s]: g
        }, o = {
            authSchemes: [ {
                name: "sigv4",
                signingName: "signin",
                signingRegion: "{Region}"
            } ]
        }, p = {}, q = [ m ];
        const _data = {
            conditions: [ [ d, q ], [ e, [ {
                fn: f,
                argv: [ {
                    [s]: "IsControlPlane"
                }, b ]
            }, c ] ], [ d, [ k ] ], [ "aws.partition", q, g ], [ e, [ {
                [s]: "UseFIPS"
            }, c ] ], [ h, [ l, "aws" ] ], [ e, [ {
                fn: f,
                argv: [ {
                    [s]: "IsOAuthEndpoint"
                }, b ]
            }, c ] ], [ e, [ {
                [s]: "UseDualStack"
            }, c ] ], [ h, [ l, "aws-cn" ] ], [ h, [ m, "us-gov-west-1" ] ], [ h, [ l, "aws-us-gov" ] ], [ e, [ {
                fn: i,
                argv: [ n, "supportsFIPS" ]
            }, c ] ], [ h, [ l, "aws-iso" ] ], [ h, [ l, "aws-iso-b" ] ], [ h, [ l, "aws-iso-f" ] ], [ h, [ l, "aws-iso-e" ] ], [ h, [ l, "aws-eusc" ] ], [ e, [ {
                fn: i,
                argv: [ n, "supportsDualStack" ]
            }, c ] ] ],
            results: [ [ a ], [ "https://signin.{Region}.api.aws", o ], [ "https://signin.{Region}.api.amazonwebservices.com.cn", o ], [ j, o ], [ a, "FIPS endpoints are not supported for OAuth operations. Disable FIPS or use a non-OAuth operation." ], [ "https://{Region}.oauth.signin.aws", o ], [ "https://{Region}.signin.aws.amazon.com", p ], [ "https://{Region}.signin.amazonaws.cn", p ], [ "https://{Region}.signin.amazonaws-us-gov.com", p ], [ "https://{Region}.signin.c2shome.ic.gov", p ], [ "https://{Region}.signin.sc2shome.sgov.gov", p ], [ "https://{Region}.signin.csphome.hci.ic.gov", p ], [ "https://{Region}.signin.csphome.adc-e.uk", p ], [ "https://{Region}.signin.amazonaws-eusc.eu", p ], [ "https://signin-fips.amazonaws-us-gov.com", p ], [ "https://{Region}.signin-fips.amazonaws-us-gov.com", p ], [ "https://{Region}.signin.{PartitionResult#dnsSuffix}", p ], [ a, "Invalid Configuration: FIPS and custom endpoint are not supported" ], [ a, "Invalid Configuration: Dualstack and custom endpoint are not supported" ], [ k, p ], [ "https://signin-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", p ], [ a, "FIPS and DualStack are enabled, but this partition does not support one or both" ], [ "https://signin-fips.{Region}.{PartitionResult#dnsSuffix}", p ], [ a, "FIPS is enabled but this partition does not support FIPS" ], [ j, p ], [ a, "DualStack is enabled but this partition does not support DualStack" ], [ "https://signin.{Region}.{PartitionResult#dnsSuffix}", p ], [ a, "Invalid Configuration: Missing Region" ] ]
        };
        const r = 1e8;
        const nodes = new Int32Array([ -1, 1, -1, 0, 6, 3, 2, 36, 4, 4, 5, r + 27, 6, r + 4, r + 27, 1, 29, 7, 2, 36, 8, 3, 9, 31, 4, 22, 10, 5, 19, 11, 7, 21, 12, 8, r + 7, 13, 10, r + 8, 14, 12, r + 9, 15, 13, r + 10, 16, 14, r + 11, 17, 15, r + 12, 18, 16, r + 13, r + 16, 6, r + 5, 20, 7, 21, r + 6, 17, r + 24, r + 25, 6, r + 4, 23, 7, 27, 24, 9, r + 14, 25, 10, r + 15, 26, 11, r + 22, r + 23, 11, 28, r + 21, 17, r + 20, r + 21, 2, 35, 30, 3, 39, 31, 4, 32, r + 27, 6, r + 4, 33, 7, r + 27, 34, 9, r + 14, r + 27, 3, 39, 36, 4, 38, 37, 7, r + 18, r + 19, 6, r + 4, r + 17, 5, r + 1, 40, 8, r + 2, r + 3 ]);
        const bdd = BinaryDecisionDiagram.d.from(nodes, 2, _data.conditions, _data.results);
        const cache = new EndpointCache.k({
            size: 50,
            params: [ "Endpoint", "IsControlPlane", "IsOAuthEndpoint", "Region", "UseDualStack", "UseFIPS" ]
        });
        const defaultEndpointResolver = (endpointParams, context = {}) => cache.get(endpointParams, () => (0, 
        decideEndpoint.c)(bdd, {
            endpointParams,
            logger: context.logger
        }));
        customEndpointFunctions.m.aws = aws.U;
        var TypeRegistry = __webpack_require__(9835);
        var exceptions = __webpack_require__(3441);
        class SigninServiceException extends exceptions.T {
            static shapeId="smithy.ts.sdk.synthetic.com.amazonaws.signin#SigninServiceException";
            constructor(options) {
                super(options);
                Object.setPrototypeOf(this, SigninServiceException.prototype);
            }
        }
        class AccessDeniedException extends SigninServiceException {
            static shapeId="com.amazonaws.signin#AccessDeniedException";
            name="AccessDeniedException";
            $fault="client";
            error;
            constructor(opts) {
                super({
                    name: "AccessDeniedException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, AccessDeniedException.prototype);
                this.error = opts.error;
            }
        }
        class InternalServerException extends SigninServiceException {
            static shapeId="com.amazonaws.signin#InternalServerException";
            name="InternalServerException";
            $fault="server";
            error;
            constructor(opts) {
                super({
                    name: "InternalServerException",
                    $fault: "server",
                    ...opts
                });
                Object.setPrototypeOf(this, InternalServerException.prototype);
                this.error = opts.error;
            }
        }
        class TooManyRequestsError extends SigninServiceException {
            static shapeId="com.amazonaws.signin#TooManyRequestsError";
            name="TooManyRequestsError";
            $fault="client";
            error;
            constructor(opts) {
                super({
                    name: "TooManyRequestsError",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, TooManyRequestsError.prototype);
                this.error = opts.error;
            }
        }
        class ValidationException extends SigninServiceException {
            static shapeId="com.amazonaws.signin#ValidationException";
            name="ValidationException";
            $fault="client";
            error;
            constructor(opts) {
                super({
                    name: "ValidationException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, ValidationException.prototype);
                this.error = opts.error;
            }
        }
        const _aT = "accessToken";
        const _c = "client";
        const _cV = "codeVerifier";
        const _e = "error";
        const _h = "http";
        const _hE = "httpError";
        const _jN = "jsonName";
        const _m = "message";
        const _rT = "refreshToken";
        const _rU = "redirectUri";
        const _s = "smithy.ts.sdk.synthetic.com.amazonaws.signin";
        const _sAK = "secretAccessKey";
        const _sT = "sessionToken";
        const n0 = "com.amazonaws.signin";
        const _s_registry = new TypeRegistry.O(_s);
        var SigninServiceException$ = [ -3, _s, "SigninServiceException", 0, [], [] ];
        _s_registry.registerError(SigninServiceException$, SigninServiceException);
        const n0_registry = new TypeRegistry.O(n0);
        var AccessDeniedException$ = [ -3, n0, "AccessDeniedException", {
            [_e]: _c
        }, [ _e, _m ], [ 0, 0 ], 2 ];
        n0_registry.registerError(AccessDeniedException$, AccessDeniedException);
        var InternalServerException$ = [ -3, n0, "InternalServerException", {
            [_e]: "server",
            [_hE]: 500
        }, [ _e, _m ], [ 0, 0 ], 2 ];
        n0_registry.registerError(InternalServerException$, InternalServerException);
        var TooManyRequestsError$ = [ -3, n0, "TooManyRequestsError", {
            [_e]: _c,
            [_hE]: 429
        }, [ _e, _m ], [ 0, 0 ], 2 ];
        n0_registry.registerError(TooManyRequestsError$, TooManyRequestsError);
        var ValidationException$ = [ -3, n0, "ValidationException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _e, _m ], [ 0, 0 ], 2 ];
        n0_registry.registerError(ValidationException$, ValidationException);
        const errorTypeRegistries = [ _s_registry, n0_registry ];
        var RefreshToken = [ 0, n0, "RefreshToken", 8, 0 ];
        var AccessToken$ = [ 3, n0, "AccessToken", 8, [ "accessKeyId", _sAK, _sT ], [ [ 0, {
            [_jN]: "accessKeyId"
        } ], [ 0, {
            [_jN]: _sAK
        } ], [ 0, {
            [_jN]: _sT
        } ] ], 3 ];
        var CreateOAuth2TokenRequest$ = [ 3, n0, "CreateOAuth2TokenRequest", 0, [ "tokenInput" ], [ [ () => CreateOAuth2TokenRequestBody$, 16 ] ], 1 ];
        var CreateOAuth2TokenRequestBody$ = [ 3, n0, "CreateOAuth2TokenRequestBody", 0, [ "clientId", "grantType", "code", _rU, _cV, _rT ], [ [ 0, {
            [_jN]: "clientId"
        } ], [ 0, {
            [_jN]: "grantType"
        } ], 0, [ 0, {
            [_jN]: _rU
        } ], [ 0, {
            [_jN]: _cV
        } ], [ () => RefreshToken, {
            [_jN]: _rT
        } ] ], 2 ];
        var CreateOAuth2TokenResponse$ = [ 3, n0, "CreateOAuth2TokenResponse", 0, [ "tokenOutput" ], [ [ () => CreateOAuth2TokenResponseBody$, 16 ] ], 1 ];
        var CreateOAuth2TokenResponseBody$ = [ 3, n0, "CreateOAuth2TokenResponseBody", 0, [ _aT, "tokenType", "expiresIn", _rT, "idToken" ], [ [ () => AccessToken$, {
            [_jN]: _aT
        } ], [ 0, {
            [_jN]: "tokenType"
        } ], [ 1, {
            [_jN]: "expiresIn"
        } ], [ () => RefreshToken, {
            [_jN]: _rT
        } ], [ 0, {
            [_jN]: "idToken"
        } ] ], 4 ];
        var CreateOAuth2Token$ = [ 9, n0, "CreateOAuth2Token", {
            [_h]: [ "POST", "/v1/token", 200 ]
        }, () => CreateOAuth2TokenRequest$, () => CreateOAuth2TokenResponse$ ];
        var region_config_resolver_extensions = __webpack_require__(5489);
        var defaultExtensionConfiguration = __webpack_require__(2061);
        var httpExtensionConfiguration = __webpack_require__(8440);
        class SigninClient extends client.K {
            config;
            constructor(...[configuration]) {
                const _config_0 = (config => {
                    (0, smithy_client_emitWarningIfUnsupportedVersion.I)(process.version);
                    const defaultsMode = (0, resolveDefaultsModeConfig.I)(config);
                    const defaultConfigProvider = () => defaultsMode().then(defaults_mode.l);
                    const clientSharedValues = (config => ({
                        apiVersion: "2023-01-01",
                        base64Decoder: config?.base64Decoder ?? fromBase64.E,
                        base64Encoder: config?.base64Encoder ?? toBase64.n,
                        disableHostPrefix: config?.disableHostPrefix ?? !1,
                        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
                        extensions: config?.extensions ?? [],
                        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultSigninHttpAuthSchemeProvider,
                        httpAuthSchemes: config?.httpAuthSchemes ?? [ {
                            schemeId: "aws.auth#sigv4",
                            identityProvider: ipc => ipc.getIdentityProvider("aws.auth#sigv4"),
                            signer: new AwsSdkSigV4Signer.f2
                        }, {
                            schemeId: "smithy.api#noAuth",
                            identityProvider: ipc => ipc.getIdentityProvider("smithy.api#noAuth") || (async () => ({})),
                            signer: new noAuth.m
                        } ],
                        logger: config?.logger ?? new NoOpLogger.N,
                        protocol: config?.protocol ?? AwsRestJsonProtocol.Y,
                        protocolSettings: config?.protocolSettings ?? {
                            defaultNamespace: "com.amazonaws.signin",
                            errorTypeRegistries,
                            version: "2023-01-01",
                            serviceTarget: "Signin"
                        },
                        serviceId: config?.serviceId ?? "Signin",
                        sha256: config?.sha256 ?? Sha256Node.k,
                        urlParser: config?.urlParser ?? parseUrl.D,
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
                        defaultSocketTimeout: (0, getDefaultSocketTimeout.E)(config?.requestHandler, 3e5),
                        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? (0, defaultUserAgent.pf)({
                            serviceId: clientSharedValues.serviceId,
                            clientVersion: nested_clients_package.rE
                        }),
                        maxAttempts: config?.maxAttempts ?? (0, configLoader.Z)(middleware_retry_configurations.qs, config),
                        region: config?.region ?? (0, configLoader.Z)(regionConfig_config.GG, {
                            ...regionConfig_config.zH,
                            ...loaderConfig
                        }),
                        requestHandler: node_http_handler.$.create(config?.requestHandler ?? defaultConfigProvider),
                        retryMode: config?.retryMode ?? (0, configLoader.Z)({
                            ...middleware_retry_configurations.kN,
                            default: async () => (await defaultConfigProvider()).retryMode || util_retry_config.L0
                        }, config),
                        streamCollector: config?.streamCollector ?? stream_collector.k,
                        useDualstackEndpoint: config?.useDualstackEndpoint ?? (0, configLoader.Z)(NodeUseDualstackEndpointConfigOptions.e$, loaderConfig),
                        useFipsEndpoint: config?.useFipsEndpoint ?? (0, configLoader.Z)(NodeUseFipsEndpointConfigOptions.Ko, loaderConfig),
                        userAgentAppId: config?.userAgentAppId ?? (0, configLoader.Z)(nodeAppIdConfigOptions.hV, loaderConfig)
                    };
                })(configuration || {});
                super(_config_0);
                this.initConfig = _config_0;
                const _config_1 = (options = _config_0, Object.assign(options, {
                    useDualstackEndpoint: options.useDualstackEndpoint ?? !1,
                    useFipsEndpoint: options.useFipsEndpoint ?? !1,
                    defaultSigningName: "signin"
                }));
                var options;
                const _config_2 = (0, configurations.D)(_config_1);
                const _config_3 = (0, middleware_retry_configurations.$z)(_config_2);
                const _config_4 = (0, resolveRegionConfig.T)(_config_3);
                const _config_5 = (0, hostHeaderMiddleware.OV)(_config_4);
                const _config_8 = ((runtimeConfig, extensions) => {
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
                })((config => {
                    const config_0 = (0, httpAuthSchemes.ho)(config);
                    return Object.assign(config_0, {
                        authSchemePreference: (0, normalizeProvider.t)(config.authSchemePreference ?? [])
                    });
                })((0, endpoints.Co)(_config_5)), configuration?.extensions || []);
                this.config = _config_8;
                this.middlewareStack.use((0, getSchemaSerdePlugin.wq)(this.config));
                this.middlewareStack.use((0, user_agent_middleware.sM)(this.config));
                this.middlewareStack.use((0, retry.ey)(this.config));
                this.middlewareStack.use((0, contentLengthMiddleware.vK)(this.config));
                this.middlewareStack.use((0, hostHeaderMiddleware.TC)(this.config));
                this.middlewareStack.use((0, loggerMiddleware.Y7)(this.config));
                this.middlewareStack.use((0, getRecursionDetectionPlugin.n)(this.config));
                this.middlewareStack.use((0, getHttpAuthSchemeEndpointRuleSetPlugin.w)(this.config, {
                    httpAuthSchemeParametersProvider: defaultSigninHttpAuthSchemeParametersProvider,
                    identityProviderConfigProvider: async config => new DefaultIdentityProviderConfig.h({
                        "aws.auth#sigv4": config.credentials
                    })
                }));
                this.middlewareStack.use((0, getHttpSigningMiddleware.l)(this.config));
            }
            destroy() {
                super.destroy();
            }
        }
        const command = (0, __webpack_require__(5747).k)({
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
        }, "Signin", "SigninClient", endpoints.rD);
        const _ep0 = {
            IsControlPlane: {
                type: "staticContextParams",
                value: !1
            }
        };
        const _mw0 = (Command, cs, config, o) => [];
        class CreateOAuth2TokenCommand extends(command(_ep0, _mw0, "CreateOAuth2Token", CreateOAuth2Token$)){}
    })
};