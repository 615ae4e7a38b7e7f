export const id = 586;

export const ids = [ 586 ];

export const modules = {
    6586: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            CreateTokenCommand: () => CreateTokenCommand,
            SSOOIDCClient: () => SSOOIDCClient
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
        const defaultSSOOIDCHttpAuthSchemeParametersProvider = async (config, context, input) => ({
            operation: (0, getSmithyContext.u)(context).operation,
            region: await (0, normalizeProvider.t)(config.region)() || (() => {
                throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
            })()
        });
        const defaultSSOOIDCHttpAuthSchemeProvider = authParameters => {
            const options = [];
            "CreateToken" === authParameters.operation ? options.push({
                schemeId: "smithy.api#noAuth"
            }) : options.push(function createAwsAuthSigv4HttpAuthOption(authParameters) {
                return {
                    schemeId: "aws.auth#sigv4",
                    signingProperties: {
                        name: "sso-oauth",
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
        var defaultUserAgent = __webpack_require__(7303);
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
        var node_http_handler = __webpack_require__(417);
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
        const k = "ref";
        const a = -1, b = !0, c = "isSet", d = "PartitionResult", e = "booleanEquals", f = "getAttr", g = {
            [k]: "Endpoint"
        }, h = {
            [k]: d
        }, i = {}, j = [ {
            [k]: "Region"
        } ];
        const _data = {
            conditions: [ [ c, [ g ] ], [ c, j ], [ "aws.partition", j, d ], [ e, [ {
                [k]: "UseFIPS"
            }, b ] ], [ e, [ {
                [k]: "UseDualStack"
            }, b ] ], [ e, [ {
                fn: f,
                argv: [ h, "supportsDualStack" ]
            }, b ] ], [ e, [ {
                fn: f,
                argv: [ h, "supportsFIPS" ]
            }, b ] ], [ "stringEquals", [ {
                fn: f,
                argv: [ h, "name" ]
            }, "aws-us-gov" ] ] ],
            results: [ [ a ], [ a, "Invalid Configuration: FIPS and custom endpoint are not supported" ], [ a, "Invalid Configuration: Dualstack and custom endpoint are not supported" ], [ g, i ], [ "https://oidc-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", i ], [ a, "FIPS and DualStack are enabled, but this partition does not support one or both" ], [ "https://oidc.{Region}.amazonaws.com", i ], [ "https://oidc-fips.{Region}.{PartitionResult#dnsSuffix}", i ], [ a, "FIPS is enabled but this partition does not support FIPS" ], [ "https://oidc.{Region}.{PartitionResult#dualStackDnsSuffix}", i ], [ a, "DualStack is enabled but this partition does not support DualStack" ], [ "https://oidc.{Region}.{PartitionResult#dnsSuffix}", i ], [ a, "Invalid Configuration: Missing Region" ] ]
        };
        const r = 1e8;
        const nodes = new Int32Array([ -1, 1, -1, 0, 13, 3, 1, 4, r + 12, 2, 5, r + 12, 3, 8, 6, 4, 7, r + 11, 5, r + 9, r + 10, 4, 11, 9, 6, 10, r + 8, 7, r + 6, r + 7, 5, 12, r + 5, 6, r + 4, r + 5, 3, r + 1, 14, 4, r + 2, r + 3 ]);
        const bdd = BinaryDecisionDiagram.d.from(nodes, 2, _data.conditions, _data.results);
        const cache = new EndpointCache.k({
            size: 50,
            params: [ "Endpoint", "Region", "UseDualStack", "UseFIPS" ]
        });
        const defaultEndpointResolver = (endpointParams, context = {}) => cache.get(endpointParams, () => (0, 
        decideEndpoint.c)(bdd, {
            endpointParams,
            logger: context.logger
        }));
        customEndpointFunctions.m.aws = aws.U;
        var TypeRegistry = __webpack_require__(9835);
        var exceptions = __webpack_require__(3441);
        class SSOOIDCServiceException extends exceptions.T {
            static shapeId="smithy.ts.sdk.synthetic.com.amazonaws.ssooidc#SSOOIDCServiceException";
            constructor(options) {
                super(options);
                Object.setPrototypeOf(this, SSOOIDCServiceException.prototype);
            }
        }
        class AccessDeniedException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#AccessDeniedException";
            name="AccessDeniedException";
            $fault="client";
            error;
            reason;
            error_description;
            constructor(opts) {
                super({
                    name: "AccessDeniedException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, AccessDeniedException.prototype);
                this.error = opts.error;
                this.reason = opts.reason;
                this.error_description = opts.error_description;
            }
        }
        class AuthorizationPendingException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#AuthorizationPendingException";
            name="AuthorizationPendingException";
            $fault="client";
            error;
            error_description;
            constructor(opts) {
                super({
                    name: "AuthorizationPendingException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, AuthorizationPendingException.prototype);
                this.error = opts.error;
                this.error_description = opts.error_description;
            }
        }
        class ExpiredTokenException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#ExpiredTokenException";
            name="ExpiredTokenException";
            $fault="client";
            error;
            error_description;
            constructor(opts) {
                super({
                    name: "ExpiredTokenException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, ExpiredTokenException.prototype);
                this.error = opts.error;
                this.error_description = opts.error_description;
            }
        }
        class InternalServerException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#InternalServerException";
            name="InternalServerException";
            $fault="server";
            error;
            error_description;
            constructor(opts) {
                super({
                    name: "InternalServerException",
                    $fault: "server",
                    ...opts
                });
                Object.setPrototypeOf(this, InternalServerException.prototype);
                this.error = opts.error;
                this.error_description = opts.error_description;
            }
        }
        class InvalidClientException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#InvalidClientException";
            name="InvalidClientException";
            $fault="client";
            error;
            error_description;
            constructor(opts) {
                super({
                    name: "InvalidClientException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidClientException.prototype);
                this.error = opts.error;
                this.error_description = opts.error_description;
            }
        }
        class InvalidGrantException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#InvalidGrantException";
            name="InvalidGrantException";
            $fault="client";
            error;
            error_description;
            constructor(opts) {
                super({
                    name: "InvalidGrantException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidGrantException.prototype);
                this.error = opts.error;
                this.error_description = opts.error_description;
            }
        }
        class InvalidRequestException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#InvalidRequestException";
            name="InvalidRequestException";
            $fault="client";
            error;
            reason;
            error_description;
            constructor(opts) {
                super({
                    name: "InvalidRequestException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidRequestException.prototype);
                this.error = opts.error;
                this.reason = opts.reason;
                this.error_description = opts.error_description;
            }
        }
        class InvalidScopeException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#InvalidScopeException";
            name="InvalidScopeException";
            $fault="client";
            error;
            error_description;
            constructor(opts) {
                super({
                    name: "InvalidScopeException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidScopeException.prototype);
                this.error = opts.error;
                this.error_description = opts.error_description;
            }
        }
        class SlowDownException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#SlowDownException";
            name="SlowDownException";
            $fault="client";
            error;
            error_description;
            constructor(opts) {
                super({
                    name: "SlowDownException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, SlowDownException.prototype);
                this.error = opts.error;
                this.error_description = opts.error_description;
            }
        }
        class UnauthorizedClientException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#UnauthorizedClientException";
            name="UnauthorizedClientException";
            $fault="client";
            error;
            error_description;
            constructor(opts) {
                super({
                    name: "UnauthorizedClientException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, UnauthorizedClientException.prototype);
                this.error = opts.error;
                this.error_description = opts.error_description;
            }
        }
        class UnsupportedGrantTypeException extends SSOOIDCServiceException {
            static shapeId="com.amazonaws.ssooidc#UnsupportedGrantTypeException";
            name="UnsupportedGrantTypeException";
            $fault="client";
            error;
            error_description;
            constructor(opts) {
                super({
                    name: "UnsupportedGrantTypeException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, UnsupportedGrantTypeException.prototype);
                this.error = opts.error;
                this.error_description = opts.error_description;
            }
        }
        const _c = "client";
        const _e = "error";
        const _ed = "error_description";
        const _h = "http";
        const _hE = "httpError";
        const _rT = "refreshToken";
        const _s = "smithy.ts.sdk.synthetic.com.amazonaws.ssooidc";
        const n0 = "com.amazonaws.ssooidc";
        const _s_registry = new TypeRegistry.O(_s);
        var SSOOIDCServiceException$ = [ -3, _s, "SSOOIDCServiceException", 0, [], [] ];
        _s_registry.registerError(SSOOIDCServiceException$, SSOOIDCServiceException);
        const n0_registry = new TypeRegistry.O(n0);
        var AccessDeniedException$ = [ -3, n0, "AccessDeniedException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _e, "reason", _ed ], [ 0, 0, 0 ] ];
        n0_registry.registerError(AccessDeniedException$, AccessDeniedException);
        var AuthorizationPendingException$ = [ -3, n0, "AuthorizationPendingException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _e, _ed ], [ 0, 0 ] ];
        n0_registry.registerError(AuthorizationPendingException$, AuthorizationPendingException);
        var ExpiredTokenException$ = [ -3, n0, "ExpiredTokenException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _e, _ed ], [ 0, 0 ] ];
        n0_registry.registerError(ExpiredTokenException$, ExpiredTokenException);
        var InternalServerException$ = [ -3, n0, "InternalServerException", {
            [_e]: "server",
            [_hE]: 500
        }, [ _e, _ed ], [ 0, 0 ] ];
        n0_registry.registerError(InternalServerException$, InternalServerException);
        var InvalidClientException$ = [ -3, n0, "InvalidClientException", {
            [_e]: _c,
            [_hE]: 401
        }, [ _e, _ed ], [ 0, 0 ] ];
        n0_registry.registerError(InvalidClientException$, InvalidClientException);
        var InvalidGrantException$ = [ -3, n0, "InvalidGrantException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _e, _ed ], [ 0, 0 ] ];
        n0_registry.registerError(InvalidGrantException$, InvalidGrantException);
        var InvalidRequestException$ = [ -3, n0, "InvalidRequestException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _e, "reason", _ed ], [ 0, 0, 0 ] ];
        n0_registry.registerError(InvalidRequestException$, InvalidRequestException);
        var InvalidScopeException$ = [ -3, n0, "InvalidScopeException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _e, _ed ], [ 0, 0 ] ];
        n0_registry.registerError(InvalidScopeException$, InvalidScopeException);
        var SlowDownException$ = [ -3, n0, "SlowDownException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _e, _ed ], [ 0, 0 ] ];
        n0_registry.registerError(SlowDownException$, SlowDownException);
        var UnauthorizedClientException$ = [ -3, n0, "UnauthorizedClientException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _e, _ed ], [ 0, 0 ] ];
        n0_registry.registerError(UnauthorizedClientException$, UnauthorizedClientException);
        var UnsupportedGrantTypeException$ = [ -3, n0, "UnsupportedGrantTypeException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _e, _ed ], [ 0, 0 ] ];
        n0_registry.registerError(UnsupportedGrantTypeException$, UnsupportedGrantTypeException);
        const errorTypeRegistries = [ _s_registry, n0_registry ];
        var AccessToken = [ 0, n0, "AccessToken", 8, 0 ];
        var ClientSecret = [ 0, n0, "ClientSecret", 8, 0 ];
        var CodeVerifier = [ 0, n0, "CodeVerifier", 8, 0 ];
        var IdToken = [ 0, n0, "IdToken", 8, 0 ];
        var RefreshToken = [ 0, n0, "RefreshToken", 8, 0 ];
        var CreateTokenRequest$ = [ 3, n0, "CreateTokenRequest", 0, [ "clientId", "clientSecret", "grantType", "deviceCode", "code", _rT, "scope", "redirectUri", "codeVerifier" ], [ 0, [ () => ClientSecret, 0 ], 0, 0, 0, [ () => RefreshToken, 0 ], 64, 0, [ () => CodeVerifier, 0 ] ], 3 ];
        var CreateTokenResponse$ = [ 3, n0, "CreateTokenResponse", 0, [ "accessToken", "tokenType", "expiresIn", _rT, "idToken" ], [ [ () => AccessToken, 0 ], 0, 1, [ () => RefreshToken, 0 ], [ () => IdToken, 0 ] ] ];
        var CreateToken$ = [ 9, n0, "CreateToken", {
            [_h]: [ "POST", "/token", 200 ]
        }, () => CreateTokenRequest$, () => CreateTokenResponse$ ];
        var region_config_resolver_extensions = __webpack_require__(5489);
        var defaultExtensionConfiguration = __webpack_require__(2061);
        var httpExtensionConfiguration = __webpack_require__(8440);
        class SSOOIDCClient extends client.K {
            config;
            constructor(...[configuration]) {
                const _config_0 = (config => {
                    (0, smithy_client_emitWarningIfUnsupportedVersion.I)(process.version);
                    const defaultsMode = (0, resolveDefaultsModeConfig.I)(config);
                    const defaultConfigProvider = () => defaultsMode().then(defaults_mode.l);
                    const clientSharedValues = (config => ({
                        apiVersion: "2019-06-10",
                        base64Decoder: config?.base64Decoder ?? fromBase64.E,
                        base64Encoder: config?.base64Encoder ?? toBase64.n,
                        disableHostPrefix: config?.disableHostPrefix ?? !1,
                        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
                        extensions: config?.extensions ?? [],
                        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultSSOOIDCHttpAuthSchemeProvider,
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
                            defaultNamespace: "com.amazonaws.ssooidc",
                            errorTypeRegistries,
                            version: "2019-06-10",
                            serviceTarget: "AWSSSOOIDCService"
                        },
                        serviceId: config?.serviceId ?? "SSO OIDC",
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
                    defaultSigningName: "sso-oauth"
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
                    httpAuthSchemeParametersProvider: defaultSSOOIDCHttpAuthSchemeParametersProvider,
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
        }, "AWSSSOOIDCService", "SSOOIDCClient", endpoints.rD);
        const _ep0 = {};
        const _mw0 = (Command, cs, config, o) => [];
        class CreateTokenCommand extends(command(_ep0, _mw0, "CreateToken", CreateToken$)){}
    })
};