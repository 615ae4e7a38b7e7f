export const id = 600;

export const ids = [ 600 ];

export const modules = {
    4351: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            E: () => getDefaultSocketTimeout
        });
        const getDefaultSocketTimeout = (requestHandler, timeoutMs) => {
            if ("object" == typeof process && "true" === process?.env?.AWS_ENABLE_DEFAULT_SOCKET_TIMEOUT_2026 && "function" != typeof requestHandler?.handle) return timeoutMs;
        };
    }),
    3600: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            getDefaultRoleAssumer: () => defaultRoleAssumers_getDefaultRoleAssumer,
            getDefaultRoleAssumerWithWebIdentity: () => defaultRoleAssumers_getDefaultRoleAssumerWithWebIdentity
        });
        var configLoader = __webpack_require__(3559);
        var regionConfig_config = __webpack_require__(446);
        const warning_silence = !1;
        var setCredentialFeature = __webpack_require__(727);
        var client_command_builder = __webpack_require__(5747);
        var endpoints = __webpack_require__(7926);
        const command = (0, client_command_builder.k)({
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
        }, "AWSSecurityTokenServiceV20110615", "STSClient", endpoints.rD);
        const _ep0 = {};
        const _mw0 = (Command, cs, config, o) => [];
        var TypeRegistry = __webpack_require__(9835);
        var exceptions = __webpack_require__(3441);
        class STSServiceException extends exceptions.T {
            static shapeId="smithy.ts.sdk.synthetic.com.amazonaws.sts#STSServiceException";
            constructor(options) {
                super(options);
                Object.setPrototypeOf(this, STSServiceException.prototype);
            }
        }
        class ExpiredTokenException extends STSServiceException {
            static shapeId="com.amazonaws.sts#ExpiredTokenException";
            name="ExpiredTokenException";
            $fault="client";
            constructor(opts) {
                super({
                    name: "ExpiredTokenException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, ExpiredTokenException.prototype);
            }
        }
        class MalformedPolicyDocumentException extends STSServiceException {
            static shapeId="com.amazonaws.sts#MalformedPolicyDocumentException";
            name="MalformedPolicyDocumentException";
            $fault="client";
            constructor(opts) {
                super({
                    name: "MalformedPolicyDocumentException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, MalformedPolicyDocumentException.prototype);
            }
        }
        class PackedPolicyTooLargeException extends STSServiceException {
            static shapeId="com.amazonaws.sts#PackedPolicyTooLargeException";
            name="PackedPolicyTooLargeException";
            $fault="client";
            constructor(opts) {
                super({
                    name: "PackedPolicyTooLargeException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, PackedPolicyTooLargeException.prototype);
            }
        }
        class RegionDisabledException extends STSServiceException {
            static shapeId="com.amazonaws.sts#RegionDisabledException";
            name="RegionDisabledException";
            $fault="client";
            constructor(opts) {
                super({
                    name: "RegionDisabledException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, RegionDisabledException.prototype);
            }
        }
        class IDPRejectedClaimException extends STSServiceException {
            static shapeId="com.amazonaws.sts#IDPRejectedClaimException";
            name="IDPRejectedClaimException";
            $fault="client";
            constructor(opts) {
                super({
                    name: "IDPRejectedClaimException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, IDPRejectedClaimException.prototype);
            }
        }
        class InvalidIdentityTokenException extends STSServiceException {
            static shapeId="com.amazonaws.sts#InvalidIdentityTokenException";
            name="InvalidIdentityTokenException";
            $fault="client";
            constructor(opts) {
                super({
                    name: "InvalidIdentityTokenException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, InvalidIdentityTokenException.prototype);
            }
        }
        class IDPCommunicationErrorException extends STSServiceException {
            static shapeId="com.amazonaws.sts#IDPCommunicationErrorException";
            name="IDPCommunicationErrorException";
            $fault="client";
            $retryable={};
            constructor(opts) {
                super({
                    name: "IDPCommunicationErrorException",
                    $fault: "client",
                    ...opts
                });
                Object.setPrototypeOf(this, IDPCommunicationErrorException.prototype);
            }
        }
        const _ARU = "AssumedRoleUser";
        const _C = "Credentials";
        const _DS = "DurationSeconds";
        const _MSTS = "MinimumSessionTokenSize";
        const _PA = "PolicyArns";
        const _PPS = "PackedPolicySize";
        const _RSN = "RoleSessionName";
        const _SI = "SourceIdentity";
        const _STS = "SessionTokenSize";
        const _STU = "SessionTokenUtilization";
        const _aQE = "awsQueryError";
        const _c = "client";
        const _e = "error";
        const _hE = "httpError";
        const _m = "message";
        const _s = "smithy.ts.sdk.synthetic.com.amazonaws.sts";
        const n0 = "com.amazonaws.sts";
        const _s_registry = new TypeRegistry.O(_s);
        var STSServiceException$ = [ -3, _s, "STSServiceException", 0, [], [] ];
        _s_registry.registerError(STSServiceException$, STSServiceException);
        const n0_registry = new TypeRegistry.O(n0);
        var ExpiredTokenException$ = [ -3, n0, "ExpiredTokenException", {
            [_aQE]: [ "ExpiredTokenException", 400 ],
            [_e]: _c,
            [_hE]: 400
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(ExpiredTokenException$, ExpiredTokenException);
        var IDPCommunicationErrorException$ = [ -3, n0, "IDPCommunicationErrorException", {
            [_aQE]: [ "IDPCommunicationError", 400 ],
            [_e]: _c,
            [_hE]: 400
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(IDPCommunicationErrorException$, IDPCommunicationErrorException);
        var IDPRejectedClaimException$ = [ -3, n0, "IDPRejectedClaimException", {
            [_aQE]: [ "IDPRejectedClaim", 403 ],
            [_e]: _c,
            [_hE]: 403
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(IDPRejectedClaimException$, IDPRejectedClaimException);
        var InvalidIdentityTokenException$ = [ -3, n0, "InvalidIdentityTokenException", {
            [_aQE]: [ "InvalidIdentityToken", 400 ],
            [_e]: _c,
            [_hE]: 400
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(InvalidIdentityTokenException$, InvalidIdentityTokenException);
        var MalformedPolicyDocumentException$ = [ -3, n0, "MalformedPolicyDocumentException", {
            [_aQE]: [ "MalformedPolicyDocument", 400 ],
            [_e]: _c,
            [_hE]: 400
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(MalformedPolicyDocumentException$, MalformedPolicyDocumentException);
        var PackedPolicyTooLargeException$ = [ -3, n0, "PackedPolicyTooLargeException", {
            [_aQE]: [ "PackedPolicyTooLarge", 400 ],
            [_e]: _c,
            [_hE]: 400
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(PackedPolicyTooLargeException$, PackedPolicyTooLargeException);
        var RegionDisabledException$ = [ -3, n0, "RegionDisabledException", {
            [_aQE]: [ "RegionDisabledException", 403 ],
            [_e]: _c,
            [_hE]: 403
        }, [ _m ], [ 0 ] ];
        n0_registry.registerError(RegionDisabledException$, RegionDisabledException);
        const errorTypeRegistries = [ _s_registry, n0_registry ];
        var accessKeySecretType = [ 0, n0, "accessKeySecretType", 8, 0 ];
        var clientTokenType = [ 0, n0, "clientTokenType", 8, 0 ];
        var AssumedRoleUser$ = [ 3, n0, _ARU, 0, [ "AssumedRoleId", "Arn" ], [ 0, 0 ], 2 ];
        var AssumeRoleRequest$ = [ 3, n0, "AssumeRoleRequest", 0, [ "RoleArn", _RSN, _PA, "Policy", _DS, "Tags", "TransitiveTagKeys", "ExternalId", "SerialNumber", "TokenCode", _SI, "ProvidedContexts", _MSTS ], [ 0, 0, () => policyDescriptorListType, 0, 1, () => tagListType, 64, 0, 0, 0, 0, () => ProvidedContextsListType, 1 ], 2 ];
        var AssumeRoleResponse$ = [ 3, n0, "AssumeRoleResponse", 0, [ _C, _ARU, _PPS, _SI, _STU, _STS ], [ [ () => Credentials$, 0 ], () => AssumedRoleUser$, 1, 0, 1, 1 ] ];
        var AssumeRoleWithWebIdentityRequest$ = [ 3, n0, "AssumeRoleWithWebIdentityRequest", 0, [ "RoleArn", _RSN, "WebIdentityToken", "ProviderId", _PA, "Policy", _DS, _MSTS ], [ 0, 0, [ () => clientTokenType, 0 ], 0, () => policyDescriptorListType, 0, 1, 1 ], 3 ];
        var AssumeRoleWithWebIdentityResponse$ = [ 3, n0, "AssumeRoleWithWebIdentityResponse", 0, [ _C, "SubjectFromWebIdentityToken", _ARU, _PPS, "Provider", "Audience", _SI, _STU, _STS ], [ [ () => Credentials$, 0 ], 0, () => AssumedRoleUser$, 1, 0, 0, 0, 1, 1 ] ];
        var Credentials$ = [ 3, n0, _C, 0, [ "AccessKeyId", "SecretAccessKey", "SessionToken", "Expiration" ], [ 0, [ () => accessKeySecretType, 0 ], 0, 4 ], 4 ];
        var PolicyDescriptorType$ = [ 3, n0, "PolicyDescriptorType", 0, [ "arn" ], [ 0 ] ];
        var ProvidedContext$ = [ 3, n0, "ProvidedContext", 0, [ "ProviderArn", "ContextAssertion" ], [ 0, 0 ] ];
        var Tag$ = [ 3, n0, "Tag", 0, [ "Key", "Value" ], [ 0, 0 ], 2 ];
        var policyDescriptorListType = [ 1, n0, "policyDescriptorListType", 0, () => PolicyDescriptorType$ ];
        var ProvidedContextsListType = [ 1, n0, "ProvidedContextsListType", 0, () => ProvidedContext$ ];
        var tagListType = [ 1, n0, "tagListType", 0, () => Tag$ ];
        var AssumeRole$ = [ 9, n0, "AssumeRole", 0, () => AssumeRoleRequest$, () => AssumeRoleResponse$ ];
        var AssumeRoleWithWebIdentity$ = [ 9, n0, "AssumeRoleWithWebIdentity", 0, () => AssumeRoleWithWebIdentityRequest$, () => AssumeRoleWithWebIdentityResponse$ ];
        class AssumeRoleCommand extends(command(_ep0, _mw0, "AssumeRole", AssumeRole$)){}
        class AssumeRoleWithWebIdentityCommand extends(command(_ep0, _mw0, "AssumeRoleWithWebIdentity", AssumeRoleWithWebIdentity$)){}
        const getAccountIdFromAssumedRoleUser = assumedRoleUser => {
            if ("string" == typeof assumedRoleUser?.Arn) {
                const arnComponents = assumedRoleUser.Arn.split(":");
                if (arnComponents.length > 4 && "" !== arnComponents[4]) return arnComponents[4];
            }
        };
        const resolveRegion = async (_region, _parentRegion, credentialProviderLogger, loaderConfig = {}) => {
            const region = "function" == typeof _region ? await _region() : _region;
            const parentRegion = "function" == typeof _parentRegion ? await _parentRegion() : _parentRegion;
            let stsDefaultRegion = "";
            const resolvedRegion = region ?? parentRegion ?? (stsDefaultRegion = await function stsRegionDefaultResolver(loaderConfig = {}) {
                return (0, configLoader.Z)({
                    ...regionConfig_config.GG,
                    async default() {
                        warning_silence || console.warn("@aws-sdk - WARN - default STS region of us-east-1 used. See @aws-sdk/credential-providers README and set a region explicitly.");
                        return "us-east-1";
                    }
                }, {
                    ...regionConfig_config.zH,
                    ...loaderConfig
                });
            }(loaderConfig)());
            credentialProviderLogger?.debug?.("@aws-sdk/client-sts::resolveRegion", "accepting first of:", `${region} (credential provider clientConfig)`, `${parentRegion} (contextual client)`, `${stsDefaultRegion} (STS default: AWS_REGION, profile region, or us-east-1)`);
            return resolvedRegion;
        };
        const isH2 = requestHandler => "h2" === requestHandler?.metadata?.handlerProtocol;
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
        var resolveAwsSdkSigV4AConfig = __webpack_require__(7593);
        var SignatureV4MultiRegion = __webpack_require__(2821);
        var getSmithyContext = __webpack_require__(3753);
        var normalizeProvider = __webpack_require__(4876);
        var getEndpointFromInstructions = __webpack_require__(4026);
        var aws = __webpack_require__(1958);
        var EndpointCache = __webpack_require__(4397);
        var decideEndpoint = __webpack_require__(6467);
        var customEndpointFunctions = __webpack_require__(7228);
        var BinaryDecisionDiagram = __webpack_require__(2988);
        const q = "ref";
        const a = -1, b = !0, c = "isSet", d = "PartitionResult", e = "booleanEquals", f = "stringEquals", g = "getAttr", h = "us-east-1", i = "sigv4", k = "https://sts.{Region}.{PartitionResult#dnsSuffix}", l = {
            [q]: "Endpoint"
        }, m = {
            [q]: "Region"
        }, n = {
            [q]: d
        }, o = {}, p = [ m ];
        const _data = {
            conditions: [ [ c, [ l ] ], [ c, p ], [ "aws.partition", p, d ], [ e, [ {
                [q]: "UseFIPS"
            }, b ] ], [ e, [ {
                [q]: "UseDualStack"
            }, b ] ], [ f, [ m, "aws-global" ] ], [ e, [ {
                [q]: "UseGlobalEndpoint"
            }, b ] ], [ f, [ m, "eu-central-1" ] ], [ e, [ {
                fn: g,
                argv: [ n, "supportsDualStack" ]
            }, b ] ], [ e, [ {
                fn: g,
                argv: [ n, "supportsFIPS" ]
            }, b ] ], [ f, [ m, "ap-south-1" ] ], [ f, [ m, "eu-north-1" ] ], [ f, [ m, "eu-west-1" ] ], [ f, [ m, "eu-west-2" ] ], [ f, [ m, "eu-west-3" ] ], [ f, [ m, "sa-east-1" ] ], [ f, [ m, h ] ], [ f, [ m, "us-east-2" ] ], [ f, [ m, "us-west-2" ] ], [ f, [ m, "us-west-1" ] ], [ f, [ m, "ca-central-1" ] ], [ f, [ m, "ap-southeast-1" ] ], [ f, [ m, "ap-northeast-1" ] ], [ f, [ m, "ap-southeast-2" ] ], [ f, [ {
                fn: g,
                argv: [ n, "name" ]
            }, "aws-us-gov" ] ] ],
            results: [ [ a ], [ "https://sts.amazonaws.com", {
                authSchemes: [ {
                    name: i,
                    signingName: "sts",
                    signingRegion: h
                } ]
            } ], [ k, {
                authSchemes: [ {
                    name: i,
                    signingName: "sts",
                    signingRegion: "{Region}"
                } ]
            } ], [ a, "Invalid Configuration: FIPS and custom endpoint are not supported" ], [ a, "Invalid Configuration: Dualstack and custom endpoint are not supported" ], [ l, o ], [ "https://sts-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", o ], [ a, "FIPS and DualStack are enabled, but this partition does not support one or both" ], [ "https://sts.{Region}.amazonaws.com", o ], [ "https://sts-fips.{Region}.{PartitionResult#dnsSuffix}", o ], [ a, "FIPS is enabled but this partition does not support FIPS" ], [ "https://sts.{Region}.{PartitionResult#dualStackDnsSuffix}", o ], [ a, "DualStack is enabled but this partition does not support DualStack" ], [ k, o ], [ a, "Invalid Configuration: Missing Region" ] ]
        };
        const r = 1e8;
        const nodes = new Int32Array([ -1, 1, -1, 0, 30, 3, 1, 4, r + 14, 2, 5, r + 14, 3, 25, 6, 4, 24, 7, 5, r + 1, 8, 6, 9, r + 13, 7, r + 1, 10, 10, r + 1, 11, 11, r + 1, 12, 12, r + 1, 13, 13, r + 1, 14, 14, r + 1, 15, 15, r + 1, 16, 16, r + 1, 17, 17, r + 1, 18, 18, r + 1, 19, 19, r + 1, 20, 20, r + 1, 21, 21, r + 1, 22, 22, r + 1, 23, 23, r + 1, r + 2, 8, r + 11, r + 12, 4, 28, 26, 9, 27, r + 10, 24, r + 8, r + 9, 8, 29, r + 7, 9, r + 6, r + 7, 3, r + 3, 31, 4, r + 4, r + 5 ]);
        const bdd = BinaryDecisionDiagram.d.from(nodes, 2, _data.conditions, _data.results);
        const cache = new EndpointCache.k({
            size: 50,
            params: [ "Endpoint", "Region", "UseDualStack", "UseFIPS", "UseGlobalEndpoint" ]
        });
        const defaultEndpointResolver = (endpointParams, context = {}) => cache.get(endpointParams, () => (0, 
        decideEndpoint.c)(bdd, {
            endpointParams,
            logger: context.logger
        }));
        customEndpointFunctions.m.aws = aws.U;
        const defaultSTSHttpAuthSchemeParametersProvider = (defaultHttpAuthSchemeParametersProvider = async (config, context, input) => ({
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
                    name: "sts",
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
                    name: "sts",
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
        const defaultSTSHttpAuthSchemeProvider = ((defaultEndpointResolver, defaultHttpAuthSchemeResolver, createHttpAuthOptionFunctions) => authParameters => {
            const endpoint = defaultEndpointResolver(authParameters);
            const authSchemes = endpoint.properties?.authSchemes;
            if (!authSchemes) return (authParameters => {
                const options = [];
                if ("AssumeRoleWithWebIdentity" === authParameters.operation) {
                    options.push({
                        schemeId: "smithy.api#noAuth"
                    });
                    options.push(createAwsAuthSigv4aHttpAuthOption(authParameters));
                } else {
                    options.push(createAwsAuthSigv4HttpAuthOption(authParameters));
                    options.push(createAwsAuthSigv4aHttpAuthOption(authParameters));
                }
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
            "aws.auth#sigv4a": createAwsAuthSigv4aHttpAuthOption,
            "smithy.api#noAuth": function createSmithyApiNoAuthHttpAuthOption(authParameters) {
                return {
                    schemeId: "smithy.api#noAuth"
                };
            }
        });
        var nested_clients_package = __webpack_require__(6879);
        var emitWarningIfUnsupportedVersion = __webpack_require__(8739);
        var getDefaultSocketTimeout = __webpack_require__(4351);
        var defaultUserAgent = __webpack_require__(7303);
        var nodeAppIdConfigOptions = __webpack_require__(9670);
        var NODE_AUTH_SCHEME_PREFERENCE_OPTIONS = __webpack_require__(8898);
        var AwsSdkSigV4Signer = __webpack_require__(9752);
        var AwsSdkSigV4ASigner = __webpack_require__(4011);
        var noAuth = __webpack_require__(4596);
        var smithy_client_emitWarningIfUnsupportedVersion = __webpack_require__(3816);
        var defaults_mode = __webpack_require__(7613);
        var resolveDefaultsModeConfig = __webpack_require__(5412);
        var NodeUseDualstackEndpointConfigOptions = __webpack_require__(2766);
        var NodeUseFipsEndpointConfigOptions = __webpack_require__(4824);
        var util_retry_config = __webpack_require__(9903);
        var calculateBodyLength = __webpack_require__(2149);
        var node_http_handler = __webpack_require__(417);
        var stream_collector = __webpack_require__(5606);
        var hasOwn = __webpack_require__(6852);
        var NormalizedSchema = __webpack_require__(6627);
        var httpRequest = __webpack_require__(1871);
        var HttpProtocol = __webpack_require__(3023);
        var collect_stream_body = __webpack_require__(3822);
        class RpcProtocol extends HttpProtocol.t {
            async serializeRequest(operationSchema, _input, context) {
                const serializer = this.serializer;
                const query = {};
                const headers = {};
                const endpoint = await context.endpoint();
                const ns = NormalizedSchema.l1.of(operationSchema?.input);
                const schema = ns.getSchema();
                let payload;
                const input = _input && "object" == typeof _input ? _input : {};
                const request = new httpRequest.K({
                    protocol: "",
                    hostname: "",
                    port: void 0,
                    path: "/",
                    fragment: void 0,
                    query,
                    headers,
                    body: void 0
                });
                if (endpoint) {
                    this.updateServiceEndpoint(request, endpoint);
                    this.setHostPrefix(request, operationSchema, input);
                }
                if (input) {
                    const eventStreamMember = ns.getEventStreamMember();
                    if (eventStreamMember) {
                        if (input[eventStreamMember]) {
                            const initialRequest = {};
                            for (const [memberName] of ns.structIterator()) memberName !== eventStreamMember && null != input[memberName] && (initialRequest[memberName] = input[memberName]);
                            payload = await this.serializeEventStream({
                                eventStream: input[eventStreamMember],
                                requestSchema: ns,
                                initialRequest
                            });
                        }
                    } else {
                        serializer.write(schema, input);
                        payload = serializer.flush();
                    }
                }
                request.headers = Object.assign(request.headers, headers);
                request.query = query;
                request.body = payload;
                request.method = "POST";
                return request;
            }
            async deserializeResponse(operationSchema, context, response) {
                const deserializer = this.deserializer;
                const ns = NormalizedSchema.l1.of(operationSchema.output);
                const dataObject = {};
                if (this.isErrorResponse(response.statusCode)) {
                    const bytes = await (0, collect_stream_body.P)(response.body, context);
                    bytes.byteLength > 0 && Object.assign(dataObject, await deserializer.read(15, bytes));
                    await this.handleError(operationSchema, context, response, dataObject, this.deserializeMetadata(response));
                    throw new Error("@smithy/core/protocols - RPC Protocol error handler failed to throw.");
                }
                for (const header in response.headers) {
                    if (!(0, hasOwn.$)(response.headers, header)) continue;
                    const value = response.headers[header];
                    delete response.headers[header];
                    response.headers[header.toLowerCase()] = value;
                }
                const eventStreamMember = ns.getEventStreamMember();
                if (eventStreamMember) dataObject[eventStreamMember] = await this.deserializeEventStream({
                    response,
                    responseSchema: ns,
                    initialResponseContainer: dataObject
                }); else {
                    const bytes = await (0, collect_stream_body.P)(response.body, context);
                    bytes.byteLength > 0 && Object.assign(dataObject, await deserializer.read(ns, bytes));
                }
                dataObject.$metadata = this.deserializeMetadata(response);
                return dataObject;
            }
            isErrorResponse(statusCode) {
                return statusCode >= 300;
            }
        }
        var deref = __webpack_require__(8934);
        var ProtocolLib = __webpack_require__(8063);
        var XmlShapeDeserializer = __webpack_require__(7887);
        var determineTimestampFormat = __webpack_require__(9462);
        var extended_encode_uri_component = __webpack_require__(9417);
        var date_utils = __webpack_require__(8227);
        var toBase64 = __webpack_require__(7307);
        var serde = __webpack_require__(175);
        var NumericValue = __webpack_require__(5694);
        var ConfigurableSerdeContext = __webpack_require__(5227);
        class QueryShapeSerializer extends ConfigurableSerdeContext.B {
            settings;
            buffer;
            constructor(settings) {
                super();
                this.settings = settings;
            }
            write(schema, value, prefix = "") {
                void 0 === this.buffer && (this.buffer = "");
                const ns = NormalizedSchema.l1.of(schema);
                prefix && !prefix.endsWith(".") && (prefix += ".");
                if (ns.isBlobSchema()) {
                    if ("string" == typeof value || value instanceof Uint8Array) {
                        this.writeKey(prefix);
                        this.writeValue((this.serdeContext?.base64Encoder ?? toBase64.n)(value));
                    }
                } else if (ns.isBooleanSchema() || ns.isNumericSchema() || ns.isStringSchema()) {
                    if (null != value) {
                        this.writeKey(prefix);
                        this.writeValue(String(value));
                    } else if (ns.isIdempotencyToken()) {
                        this.writeKey(prefix);
                        this.writeValue((0, serde.ec)());
                    }
                } else if (ns.isBigIntegerSchema()) {
                    if (null != value) {
                        this.writeKey(prefix);
                        this.writeValue(String(value));
                    }
                } else if (ns.isBigDecimalSchema()) {
                    if (null != value) {
                        this.writeKey(prefix);
                        this.writeValue(value instanceof NumericValue.D ? value.string : String(value));
                    }
                } else if (ns.isTimestampSchema()) {
                    if (value instanceof Date) {
                        this.writeKey(prefix);
                        switch ((0, determineTimestampFormat.V)(ns, this.settings)) {
                          case 5:
                            this.writeValue(value.toISOString().replace(".000Z", "Z"));
                            break;

                          case 6:
                            this.writeValue((0, date_utils.JV)(value));
                            break;

                          case 7:
                            this.writeValue(String(value.getTime() / 1e3));
                        }
                    }
                } else if (ns.isDocumentSchema()) if (Array.isArray(value)) this.write(79, value, prefix); else if (value instanceof Date) this.write(4, value, prefix); else if (value instanceof Uint8Array) this.write(21, value, prefix); else if (value && "object" == typeof value) this.write(143, value, prefix); else {
                    this.writeKey(prefix);
                    this.writeValue(String(value));
                } else if (ns.isListSchema()) {
                    if (Array.isArray(value)) if (0 === value.length) {
                        if (this.settings.serializeEmptyLists) {
                            this.writeKey(prefix);
                            this.writeValue("");
                        }
                    } else {
                        const member = ns.getValueSchema();
                        const flat = this.settings.flattenLists || ns.getMergedTraits().xmlFlattened;
                        let i = 1;
                        for (const item of value) {
                            if (null == item) continue;
                            const traits = member.getMergedTraits();
                            const suffix = this.getKey("member", traits.xmlName, traits.ec2QueryName);
                            const key = flat ? `${prefix}${i}` : `${prefix}${suffix}.${i}`;
                            this.write(member, item, key);
                            ++i;
                        }
                    }
                } else if (ns.isMapSchema()) {
                    if (value && "object" == typeof value) {
                        const keySchema = ns.getKeySchema();
                        const memberSchema = ns.getValueSchema();
                        const flat = ns.getMergedTraits().xmlFlattened;
                        let i = 1;
                        for (const k in value) {
                            const v = value[k];
                            if (null == v) continue;
                            const keyTraits = keySchema.getMergedTraits();
                            const keySuffix = this.getKey("key", keyTraits.xmlName, keyTraits.ec2QueryName);
                            const key = flat ? `${prefix}${i}.${keySuffix}` : `${prefix}entry.${i}.${keySuffix}`;
                            const valTraits = memberSchema.getMergedTraits();
                            const valueSuffix = this.getKey("value", valTraits.xmlName, valTraits.ec2QueryName);
                            const valueKey = flat ? `${prefix}${i}.${valueSuffix}` : `${prefix}entry.${i}.${valueSuffix}`;
                            this.write(keySchema, k, key);
                            this.write(memberSchema, v, valueKey);
                            ++i;
                        }
                    }
                } else if (ns.isStructSchema()) {
                    if (value && "object" == typeof value) {
                        let didWriteMember = !1;
                        for (const [memberName, member] of ns.structIterator()) {
                            if (null == value[memberName] && !member.isIdempotencyToken()) continue;
                            const traits = member.getMergedTraits();
                            const key = `${prefix}${this.getKey(memberName, traits.xmlName, traits.ec2QueryName, "struct")}`;
                            this.write(member, value[memberName], key);
                            didWriteMember = !0;
                        }
                        if (!didWriteMember && ns.isUnionSchema()) {
                            const {$unknown} = value;
                            if (Array.isArray($unknown)) {
                                const [k, v] = $unknown;
                                const key = `${prefix}${k}`;
                                this.write(15, v, key);
                            }
                        }
                    }
                } else if (!ns.isUnitSchema()) throw new Error(`@aws-sdk/core/protocols - QuerySerializer unrecognized schema type ${ns.getName(!0)}`);
            }
            flush() {
                if (void 0 === this.buffer) throw new Error("@aws-sdk/core/protocols - QuerySerializer cannot flush with nothing written to buffer.");
                const str = this.buffer;
                delete this.buffer;
                return str;
            }
            getKey(memberName, xmlName, ec2QueryName, keySource) {
                const {ec2, capitalizeKeys} = this.settings;
                if (ec2 && ec2QueryName) return ec2QueryName;
                const key = xmlName ?? memberName;
                return capitalizeKeys && "struct" === keySource ? key[0].toUpperCase() + key.slice(1) : key;
            }
            writeKey(key) {
                key.endsWith(".") && (key = key.slice(0, key.length - 1));
                this.buffer += `&${(0, extended_encode_uri_component.$)(key)}=`;
            }
            writeValue(value) {
                this.buffer += (0, extended_encode_uri_component.$)(value);
            }
        }
        class AwsQueryProtocol extends RpcProtocol {
            options;
            serializer;
            deserializer;
            mixin=new ProtocolLib.U;
            constructor(options) {
                super({
                    defaultNamespace: options.defaultNamespace,
                    errorTypeRegistries: options.errorTypeRegistries
                });
                this.options = options;
                const settings = {
                    timestampFormat: {
                        useTrait: !0,
                        default: 5
                    },
                    httpBindings: !1,
                    xmlNamespace: options.xmlNamespace,
                    serviceNamespace: options.defaultNamespace,
                    serializeEmptyLists: !0
                };
                this.serializer = new QueryShapeSerializer(settings);
                this.deserializer = new XmlShapeDeserializer._(settings);
            }
            getShapeId() {
                return "aws.protocols#awsQuery";
            }
            setSerdeContext(serdeContext) {
                this.serializer.setSerdeContext(serdeContext);
                this.deserializer.setSerdeContext(serdeContext);
            }
            getPayloadCodec() {
                throw new Error("AWSQuery protocol has no payload codec.");
            }
            async serializeRequest(operationSchema, input, context) {
                const request = await super.serializeRequest(operationSchema, input, context);
                request.path.endsWith("/") || (request.path += "/");
                request.headers["content-type"] = "application/x-www-form-urlencoded";
                "unit" !== (0, deref.L)(operationSchema.input) && request.body || (request.body = "");
                const action = operationSchema.name.split("#")[1] ?? operationSchema.name;
                request.body = `Action=${action}&Version=${this.options.version}` + request.body;
                request.body.endsWith("&") && (request.body = request.body.slice(-1));
                return request;
            }
            async deserializeResponse(operationSchema, context, response) {
                const deserializer = this.deserializer;
                const ns = NormalizedSchema.l1.of(operationSchema.output);
                const dataObject = {};
                if (response.statusCode >= 300) {
                    const bytes = await (0, collect_stream_body.P)(response.body, context);
                    bytes.byteLength > 0 && Object.assign(dataObject, await deserializer.read(15, bytes));
                    await this.handleError(operationSchema, context, response, dataObject, this.deserializeMetadata(response));
                }
                for (const header in response.headers) {
                    const value = response.headers[header];
                    delete response.headers[header];
                    response.headers[header.toLowerCase()] = value;
                }
                const shortName = operationSchema.name.split("#")[1] ?? operationSchema.name;
                const awsQueryResultKey = ns.isStructSchema() && this.useNestedResult() ? shortName + "Result" : void 0;
                const bytes = await (0, collect_stream_body.P)(response.body, context);
                bytes.byteLength > 0 && Object.assign(dataObject, await deserializer.read(ns, bytes, awsQueryResultKey));
                dataObject.$metadata = this.deserializeMetadata(response);
                return dataObject;
            }
            useNestedResult() {
                return !0;
            }
            async handleError(operationSchema, context, response, dataObject, metadata) {
                const errorIdentifier = this.loadQueryErrorCode(response, dataObject) ?? "Unknown";
                this.mixin.compose(this.compositeErrorRegistry, errorIdentifier, this.options.defaultNamespace);
                const errorData = this.loadQueryError(dataObject) ?? {};
                const message = this.loadQueryErrorMessage(dataObject);
                errorData.message = message;
                errorData.Error = {
                    Type: errorData.Type,
                    Code: errorData.Code,
                    Message: message
                };
                const {errorSchema, errorMetadata} = await this.mixin.getErrorSchemaOrThrowBaseException(errorIdentifier, this.options.defaultNamespace, response, errorData, metadata, this.mixin.findQueryCompatibleError);
                const ns = NormalizedSchema.l1.of(errorSchema);
                const exception = new (this.compositeErrorRegistry.getErrorCtor(errorSchema) ?? Error)({});
                const output = {
                    Type: errorData.Error.Type,
                    Code: errorData.Error.Code,
                    Error: errorData.Error
                };
                for (const [name, member] of ns.structIterator()) {
                    const target = member.getMergedTraits().xmlName ?? name;
                    const value = errorData[target] ?? dataObject[target];
                    output[name] = this.deserializer.readSchema(member, value);
                }
                throw this.mixin.decorateServiceException(Object.assign(exception, errorMetadata, {
                    $fault: ns.getMergedTraits().error,
                    message
                }, output), dataObject);
            }
            loadQueryErrorCode(output, data) {
                const code = (data.Errors?.[0]?.Error ?? data.Errors?.Error ?? data.Error)?.Code;
                return void 0 !== code ? code : 404 == output.statusCode ? "NotFound" : void 0;
            }
            loadQueryError(data) {
                return data.Errors?.[0]?.Error ?? data.Errors?.Error ?? data.Error;
            }
            loadQueryErrorMessage(data) {
                const errorData = this.loadQueryError(data);
                return errorData?.message ?? errorData?.Message ?? data.message ?? data.Message ?? "Unknown";
            }
            getDefaultContentType() {
                return "application/x-www-form-urlencoded";
            }
        }
        var Sha256Node = __webpack_require__(2068);
        var NoOpLogger = __webpack_require__(51);
        var parseUrl = __webpack_require__(6663);
        var fromBase64 = __webpack_require__(7022);
        var fromUtf8 = __webpack_require__(4574);
        var toUtf8 = __webpack_require__(1787);
        var region_config_resolver_extensions = __webpack_require__(5489);
        var defaultExtensionConfiguration = __webpack_require__(2061);
        var httpExtensionConfiguration = __webpack_require__(8440);
        class STSClient extends client.K {
            config;
            constructor(...[configuration]) {
                const _config_0 = (config => {
                    (0, smithy_client_emitWarningIfUnsupportedVersion.I)(process.version);
                    const defaultsMode = (0, resolveDefaultsModeConfig.I)(config);
                    const defaultConfigProvider = () => defaultsMode().then(defaults_mode.l);
                    const clientSharedValues = (config => ({
                        apiVersion: "2011-06-15",
                        base64Decoder: config?.base64Decoder ?? fromBase64.E,
                        base64Encoder: config?.base64Encoder ?? toBase64.n,
                        disableHostPrefix: config?.disableHostPrefix ?? !1,
                        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
                        extensions: config?.extensions ?? [],
                        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultSTSHttpAuthSchemeProvider,
                        httpAuthSchemes: config?.httpAuthSchemes ?? [ {
                            schemeId: "aws.auth#sigv4",
                            identityProvider: ipc => ipc.getIdentityProvider("aws.auth#sigv4"),
                            signer: new AwsSdkSigV4Signer.f2
                        }, {
                            schemeId: "aws.auth#sigv4a",
                            identityProvider: ipc => ipc.getIdentityProvider("aws.auth#sigv4a"),
                            signer: new AwsSdkSigV4ASigner.S
                        }, {
                            schemeId: "smithy.api#noAuth",
                            identityProvider: ipc => ipc.getIdentityProvider("smithy.api#noAuth") || (async () => ({})),
                            signer: new noAuth.m
                        } ],
                        logger: config?.logger ?? new NoOpLogger.N,
                        protocol: config?.protocol ?? AwsQueryProtocol,
                        protocolSettings: config?.protocolSettings ?? {
                            defaultNamespace: "com.amazonaws.sts",
                            errorTypeRegistries,
                            xmlNamespace: "https://sts.amazonaws.com/doc/2011-06-15/",
                            version: "2011-06-15",
                            serviceTarget: "AWSSecurityTokenServiceV20110615"
                        },
                        serviceId: config?.serviceId ?? "STS",
                        sha256: config?.sha256 ?? Sha256Node.k,
                        signerConstructor: config?.signerConstructor ?? SignatureV4MultiRegion.W,
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
                        httpAuthSchemes: config?.httpAuthSchemes ?? [ {
                            schemeId: "aws.auth#sigv4",
                            identityProvider: ipc => ipc.getIdentityProvider("aws.auth#sigv4") || (async idProps => await config.credentialDefaultProvider(idProps?.__config || {})()),
                            signer: new AwsSdkSigV4Signer.f2
                        }, {
                            schemeId: "aws.auth#sigv4a",
                            identityProvider: ipc => ipc.getIdentityProvider("aws.auth#sigv4a"),
                            signer: new AwsSdkSigV4ASigner.S
                        }, {
                            schemeId: "smithy.api#noAuth",
                            identityProvider: ipc => ipc.getIdentityProvider("smithy.api#noAuth") || (async () => ({})),
                            signer: new noAuth.m
                        } ],
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
                        sigv4aSigningRegionSet: config?.sigv4aSigningRegionSet ?? (0, configLoader.Z)(resolveAwsSdkSigV4AConfig.A, loaderConfig),
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
                    useGlobalEndpoint: options.useGlobalEndpoint ?? !1,
                    defaultSigningName: "sts"
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
                    const config_1 = (0, resolveAwsSdkSigV4AConfig.O)(config_0);
                    return Object.assign(config_1, {
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
                    httpAuthSchemeParametersProvider: defaultSTSHttpAuthSchemeParametersProvider,
                    identityProviderConfigProvider: async config => new DefaultIdentityProviderConfig.h({
                        "aws.auth#sigv4": config.credentials,
                        "aws.auth#sigv4a": config.credentials
                    })
                }));
                this.middlewareStack.use((0, getHttpSigningMiddleware.l)(this.config));
            }
            destroy() {
                super.destroy();
            }
        }
        const getCustomizableStsClientCtor = (baseCtor, customizations) => customizations ? class CustomizableSTSClient extends baseCtor {
            constructor(config) {
                super(config);
                for (const customization of customizations) this.middlewareStack.use(customization);
            }
        } : baseCtor;
        const defaultRoleAssumers_getDefaultRoleAssumer = (stsOptions = {}, stsPlugins) => ((stsOptions, STSClient) => {
            let stsClient;
            let closureSourceCreds;
            return async (sourceCreds, params) => {
                closureSourceCreds = sourceCreds;
                if (!stsClient) {
                    const {logger = stsOptions?.parentClientConfig?.logger, profile = stsOptions?.parentClientConfig?.profile, region, requestHandler = stsOptions?.parentClientConfig?.requestHandler, credentialProviderLogger, userAgentAppId = stsOptions?.parentClientConfig?.userAgentAppId} = stsOptions;
                    const resolvedRegion = await resolveRegion(region, stsOptions?.parentClientConfig?.region, credentialProviderLogger, {
                        logger,
                        profile
                    });
                    const isCompatibleRequestHandler = !isH2(requestHandler);
                    stsClient = new STSClient({
                        ...stsOptions,
                        userAgentAppId,
                        profile,
                        credentialDefaultProvider: () => async () => closureSourceCreds,
                        region: resolvedRegion,
                        requestHandler: isCompatibleRequestHandler ? requestHandler : void 0,
                        logger
                    });
                }
                const {Credentials, AssumedRoleUser} = await stsClient.send(new AssumeRoleCommand(params));
                if (!Credentials || !Credentials.AccessKeyId || !Credentials.SecretAccessKey) throw new Error(`Invalid response from STS.assumeRole call with role ${params.RoleArn}`);
                const accountId = getAccountIdFromAssumedRoleUser(AssumedRoleUser);
                const credentials = {
                    accessKeyId: Credentials.AccessKeyId,
                    secretAccessKey: Credentials.SecretAccessKey,
                    sessionToken: Credentials.SessionToken,
                    expiration: Credentials.Expiration,
                    ...Credentials.CredentialScope && {
                        credentialScope: Credentials.CredentialScope
                    },
                    ...accountId && {
                        accountId
                    }
                };
                (0, setCredentialFeature.g)(credentials, "CREDENTIALS_STS_ASSUME_ROLE", "i");
                return credentials;
            };
        })(stsOptions, getCustomizableStsClientCtor(STSClient, stsPlugins));
        const defaultRoleAssumers_getDefaultRoleAssumerWithWebIdentity = (stsOptions = {}, stsPlugins) => ((stsOptions, STSClient) => {
            let stsClient;
            return async params => {
                if (!stsClient) {
                    const {logger = stsOptions?.parentClientConfig?.logger, profile = stsOptions?.parentClientConfig?.profile, region, requestHandler = stsOptions?.parentClientConfig?.requestHandler, credentialProviderLogger, userAgentAppId = stsOptions?.parentClientConfig?.userAgentAppId} = stsOptions;
                    const resolvedRegion = await resolveRegion(region, stsOptions?.parentClientConfig?.region, credentialProviderLogger, {
                        logger,
                        profile
                    });
                    const isCompatibleRequestHandler = !isH2(requestHandler);
                    stsClient = new STSClient({
                        ...stsOptions,
                        userAgentAppId,
                        profile,
                        region: resolvedRegion,
                        requestHandler: isCompatibleRequestHandler ? requestHandler : void 0,
                        logger
                    });
                }
                const {Credentials, AssumedRoleUser} = await stsClient.send(new AssumeRoleWithWebIdentityCommand(params));
                if (!Credentials || !Credentials.AccessKeyId || !Credentials.SecretAccessKey) throw new Error(`Invalid response from STS.assumeRoleWithWebIdentity call with role ${params.RoleArn}`);
                const accountId = getAccountIdFromAssumedRoleUser(AssumedRoleUser);
                const credentials = {
                    accessKeyId: Credentials.AccessKeyId,
                    secretAccessKey: Credentials.SecretAccessKey,
                    sessionToken: Credentials.SessionToken,
                    expiration: Credentials.Expiration,
                    ...Credentials.CredentialScope && {
                        credentialScope: Credentials.CredentialScope
                    },
                    ...accountId && {
                        accountId
                    }
                };
                accountId && (0, setCredentialFeature.g)(credentials, "RESOLVED_ACCOUNT_ID", "T");
                (0, setCredentialFeature.g)(credentials, "CREDENTIALS_STS_ASSUME_ROLE_WEB_ID", "k");
                return credentials;
            };
        })(stsOptions, getCustomizableStsClientCtor(STSClient, stsPlugins));
    }),
    4596: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            m: () => NoAuthSigner
        });
        class NoAuthSigner {
            async sign(httpRequest, identity, signingProperties) {
                return httpRequest;
            }
        }
    }),
    6879: (module => {
        module.exports = {
            rE: "3.998.3"
        };
    })
};