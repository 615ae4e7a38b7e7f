export const id = 879;

export const ids = [ 879 ];

export const modules = {
    879: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            GetRoleCredentialsCommand: () => GetRoleCredentialsCommand,
            SSOClient: () => SSOClient
        });
        var client_command_builder = __webpack_require__(5747);
        var endpoints = __webpack_require__(7926);
        const command = (0, client_command_builder.k)({
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
        }, "SWBPortalService", "SSOClient", endpoints.rD);
        const _ep0 = {};
        const _mw0 = (Command, cs, config, o) => [];
        var TypeRegistry = __webpack_require__(9835);
        var exceptions = __webpack_require__(3441);
        class SSOServiceException extends exceptions.T {
            static shapeId="smithy.ts.sdk.synthetic.com.amazonaws.sso#SSOServiceException";
            constructor(options) {
                super(options);
                Object.setPrototypeOf(this, SSOServiceException.prototype);
            }
        }
        class InvalidRequestException extends SSOServiceException {
            static shapeId="com.amazonaws.sso#InvalidRequestException";
            name="InvalidRequestException";
            $fault="client";
            constructor(opts) {
                super({
                    name: "InvalidRequestException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidRequestException.prototype);
            }
        }
        class ResourceNotFoundException extends SSOServiceException {
            static shapeId="com.amazonaws.sso#ResourceNotFoundException";
            name="ResourceNotFoundException";
            $fault="client";
            constructor(opts) {
                super({
                    name: "ResourceNotFoundException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, ResourceNotFoundException.prototype);
            }
        }
        class TooManyRequestsException extends SSOServiceException {
            static shapeId="com.amazonaws.sso#TooManyRequestsException";
            name="TooManyRequestsException";
            $fault="client";
            constructor(opts) {
                super({
                    name: "TooManyRequestsException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, TooManyRequestsException.prototype);
            }
        }
        class UnauthorizedException extends SSOServiceException {
            static shapeId="com.amazonaws.sso#UnauthorizedException";
            name="UnauthorizedException";
            $fault="client";
            constructor(opts) {
                super({
                    name: "UnauthorizedException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, UnauthorizedException.prototype);
            }
        }
        const _c = "client";
        const _e = "error";
        const _h = "http";
        const _hE = "httpError";
        const _hH = "httpHeader";
        const _hQ = "httpQuery";
        const _m = "message";
        const _s = "smithy.ts.sdk.synthetic.com.amazonaws.sso";
        const n0 = "com.amazonaws.sso";
        const _s_registry = new TypeRegistry.O(_s);
        var SSOServiceException$ = [ -3, _s, "SSOServiceException", 0, [], [] ];
        _s_registry.registerError(SSOServiceException$, SSOServiceException);
        const n0_registry = new TypeRegistry.O(n0);
        var InvalidRequestException$ = [ -3, n0, "InvalidRequestException", {
            [_e]: _c,
            [_hE]: 400
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(InvalidRequestException$, InvalidRequestException);
        var ResourceNotFoundException$ = [ -3, n0, "ResourceNotFoundException", {
            [_e]: _c,
            [_hE]: 404
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(ResourceNotFoundException$, ResourceNotFoundException);
        var TooManyRequestsException$ = [ -3, n0, "TooManyRequestsException", {
            [_e]: _c,
            [_hE]: 429
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(TooManyRequestsException$, TooManyRequestsException);
        var UnauthorizedException$ = [ -3, n0, "UnauthorizedException", {
            [_e]: _c,
            [_hE]: 401
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(UnauthorizedException$, UnauthorizedException);
        const errorTypeRegistries = [ _s_registry, n0_registry ];
        var AccessTokenType = [ 0, n0, "AccessTokenType", 8, 0 ];
        var SecretAccessKeyType = [ 0, n0, "SecretAccessKeyType", 8, 0 ];
        var SessionTokenType = [ 0, n0, "SessionTokenType", 8, 0 ];
        var GetRoleCredentialsRequest$ = [ 3, n0, "GetRoleCredentialsRequest", 0, [ "roleName", "accountId", "accessToken" ], [ [ 0, {
            [_hQ]: "role_name"
        } ], [ 0, {
            [_hQ]: "account_id"
        } ], [ () => AccessTokenType, {
            [_hH]: "x-amz-sso_bearer_token"
        } ] ], 3 ];
        var GetRoleCredentialsResponse$ = [ 3, n0, "GetRoleCredentialsResponse", 0, [ "roleCredentials" ], [ [ () => RoleCredentials$, 0 ] ] ];
        var RoleCredentials$ = [ 3, n0, "RoleCredentials", 0, [ "accessKeyId", "secretAccessKey", "sessionToken", "expiration" ], [ 0, [ () => SecretAccessKeyType, 0 ], [ () => SessionTokenType, 0 ], 1 ] ];
        var GetRoleCredentials$ = [ 9, n0, "GetRoleCredentials", {
            [_h]: [ "GET", "/federation/credentials", 200 ]
        }, () => GetRoleCredentialsRequest$, () => GetRoleCredentialsResponse$ ];
        class GetRoleCredentialsCommand extends(command(_ep0, _mw0, "GetRoleCredentials", GetRoleCredentials$)){}
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
        var contentLengthMiddleware = __webpack_require__(7979);
        var middleware_retry_configurations = __webpack_require__(478);
        var retry = __webpack_require__(868);
        var getSchemaSerdePlugin = __webpack_require__(6979);
        var httpAuthSchemes = __webpack_require__(4631);
        var getSmithyContext = __webpack_require__(3753);
        var normalizeProvider = __webpack_require__(4876);
        const defaultSSOHttpAuthSchemeParametersProvider = async (config, context, input) => ({
            operation: (0, getSmithyContext.u)(context).operation,
            region: await (0, normalizeProvider.t)(config.region)() || (() => {
                throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
            })()
        });
        const defaultSSOHttpAuthSchemeProvider = authParameters => {
            const options = [];
            "GetRoleCredentials" === authParameters.operation ? options.push({
                schemeId: "smithy.api#noAuth"
            }) : options.push(function createAwsAuthSigv4HttpAuthOption(authParameters) {
                return {
                    schemeId: "aws.auth#sigv4",
                    signingProperties: {
                        name: "awsssoportal",
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
            results: [ [ a ], [ a, "Invalid Configuration: FIPS and custom endpoint are not supported" ], [ a, "Invalid Configuration: Dualstack and custom endpoint are not supported" ], [ g, i ], [ "https://portal.sso-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", i ], [ a, "FIPS and DualStack are enabled, but this partition does not support one or both" ], [ "https://portal.sso.{Region}.amazonaws.com", i ], [ "https://portal.sso-fips.{Region}.{PartitionResult#dnsSuffix}", i ], [ a, "FIPS is enabled but this partition does not support FIPS" ], [ "https://portal.sso.{Region}.{PartitionResult#dualStackDnsSuffix}", i ], [ a, "DualStack is enabled but this partition does not support DualStack" ], [ "https://portal.sso.{Region}.{PartitionResult#dnsSuffix}", i ], [ a, "Invalid Configuration: Missing Region" ] ]
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
        var region_config_resolver_extensions = __webpack_require__(5489);
        var defaultExtensionConfiguration = __webpack_require__(2061);
        var httpExtensionConfiguration = __webpack_require__(8440);
        class SSOClient extends client.K {
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
                        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultSSOHttpAuthSchemeProvider,
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
                            defaultNamespace: "com.amazonaws.sso",
                            errorTypeRegistries,
                            version: "2019-06-10",
                            serviceTarget: "SWBPortalService"
                        },
                        serviceId: config?.serviceId ?? "SSO",
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
                    defaultSigningName: "awsssoportal"
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
                    httpAuthSchemeParametersProvider: defaultSSOHttpAuthSchemeParametersProvider,
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
    })
};