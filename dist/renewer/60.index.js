export const id = 60;

export const ids = [ 60 ];

export const modules = {
    3060: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            fromLoginCredentials: () => fromLoginCredentials
        });
        var setCredentialFeature = __webpack_require__(727);
        var parseKnownFiles = __webpack_require__(4890);
        var getProfileName = __webpack_require__(7803);
        var CredentialsProviderError = __webpack_require__(9902);
        var httpRequest = __webpack_require__(1871);
        var external_node_crypto_ = __webpack_require__(7598);
        var external_node_fs_ = __webpack_require__(3024);
        var external_node_os_ = __webpack_require__(8161);
        var external_node_path_ = __webpack_require__(6760);
        class LoginCredentialsFetcher {
            profileData;
            init;
            callerClientConfig;
            static REFRESH_THRESHOLD=3e5;
            constructor(profileData, init, callerClientConfig) {
                this.profileData = profileData;
                this.init = init;
                this.callerClientConfig = callerClientConfig;
            }
            async loadCredentials() {
                const token = await this.loadToken();
                if (!token) throw new CredentialsProviderError.C(`Failed to load a token for session ${this.loginSession}, please re-authenticate using aws login`, {
                    tryNextLink: !1,
                    logger: this.logger
                });
                const accessToken = token.accessToken;
                const now = Date.now();
                return new Date(accessToken.expiresAt).getTime() - now <= LoginCredentialsFetcher.REFRESH_THRESHOLD ? this.refresh(token) : this.toCredentials(token.accessToken);
            }
            get logger() {
                return this.init?.logger;
            }
            get loginSession() {
                return this.profileData.login_session;
            }
            toCredentials(token) {
                return {
                    accessKeyId: token.accessKeyId,
                    secretAccessKey: token.secretAccessKey,
                    sessionToken: token.sessionToken,
                    accountId: token.accountId,
                    expiration: new Date(token.expiresAt)
                };
            }
            async refresh(token) {
                const diskToken = await this.loadToken().catch(() => token);
                const now = Date.now();
                const diskExpiry = new Date(diskToken.accessToken.expiresAt).getTime();
                const tokenExpiry = new Date(token.accessToken.expiresAt).getTime();
                const freshToken = diskExpiry <= now && tokenExpiry > now ? token : diskToken;
                if (new Date(freshToken.accessToken.expiresAt).getTime() - Date.now() > LoginCredentialsFetcher.REFRESH_THRESHOLD) return this.toCredentials(freshToken.accessToken);
                const {SigninClient, CreateOAuth2TokenCommand} = await Promise.all([ __webpack_require__.e(615), __webpack_require__.e(967) ]).then(__webpack_require__.bind(__webpack_require__, 6967));
                const {logger, userAgentAppId} = this.callerClientConfig ?? {};
                const requestHandler = (requestHandler => "h2" === requestHandler?.metadata?.handlerProtocol)(this.callerClientConfig?.requestHandler) ? void 0 : this.callerClientConfig?.requestHandler;
                const signInRegion = "string" == typeof freshToken.signInRegion && freshToken.signInRegion.length > 0 ? freshToken.signInRegion : void 0;
                const client = new SigninClient({
                    credentials: {
                        accessKeyId: "",
                        secretAccessKey: ""
                    },
                    region: signInRegion ?? this.profileData.region ?? await (this.callerClientConfig?.region?.()) ?? process.env.AWS_REGION,
                    requestHandler,
                    logger,
                    userAgentAppId,
                    ...this.init?.clientConfig,
                    ...signInRegion && {
                        region: signInRegion
                    }
                });
                this.createDPoPInterceptor(client.middlewareStack);
                const commandInput = {
                    tokenInput: {
                        clientId: freshToken.clientId,
                        refreshToken: freshToken.refreshToken,
                        grantType: "refresh_token"
                    }
                };
                try {
                    const response = await client.send(new CreateOAuth2TokenCommand(commandInput));
                    const {accessKeyId, secretAccessKey, sessionToken} = response.tokenOutput?.accessToken ?? {};
                    const {refreshToken, expiresIn} = response.tokenOutput ?? {};
                    if (!(accessKeyId && secretAccessKey && sessionToken && refreshToken)) throw new CredentialsProviderError.C("Token refresh response missing required fields", {
                        logger: this.logger,
                        tryNextLink: !1
                    });
                    const expiresInMs = 1e3 * (expiresIn ?? 900);
                    const expiration = new Date(Date.now() + expiresInMs);
                    const updatedToken = {
                        ...freshToken,
                        accessToken: {
                            ...freshToken.accessToken,
                            accessKeyId,
                            secretAccessKey,
                            sessionToken,
                            expiresAt: expiration.toISOString()
                        },
                        refreshToken
                    };
                    await this.saveToken(updatedToken);
                    return this.toCredentials(updatedToken.accessToken);
                } catch (error) {
                    if ("AccessDeniedException" === error.name) {
                        let message;
                        switch (error.error) {
                          case "TOKEN_EXPIRED":
                            message = "Your session has expired. Please reauthenticate.";
                            break;

                          case "USER_CREDENTIALS_CHANGED":
                            message = "Unable to refresh credentials because of a change in your password. Please reauthenticate with your new password.";
                            break;

                          case "INSUFFICIENT_PERMISSIONS":
                            message = "Unable to refresh credentials due to insufficient permissions. You may be missing permission for the 'CreateOAuth2Token' action.";
                            break;

                          default:
                            message = `Failed to refresh token: ${String(error)}. Please re-authenticate using \`aws login\``;
                        }
                        throw new CredentialsProviderError.C(message, {
                            logger: this.logger,
                            tryNextLink: !1
                        });
                    }
                    if (new Date(freshToken.accessToken.expiresAt).getTime() > Date.now()) {
                        this.logger?.warn?.(`Failed to refresh token: ${String(error)}. Using existing token until expiry.`);
                        return this.toCredentials(freshToken.accessToken);
                    }
                    throw new CredentialsProviderError.C(`Failed to refresh token: ${String(error)}. Please re-authenticate using aws login`, {
                        logger: this.logger
                    });
                }
            }
            async loadToken() {
                const tokenFilePath = this.getTokenFilePath();
                try {
                    const tokenData = await external_node_fs_.promises.readFile(tokenFilePath, "utf8");
                    const token = JSON.parse(tokenData);
                    const missingFields = [ "accessToken", "clientId", "refreshToken", "dpopKey" ].filter(k => !token[k]);
                    token.accessToken?.accountId || missingFields.push("accountId");
                    if (missingFields.length > 0) throw new CredentialsProviderError.C(`Token validation failed, missing fields: ${missingFields.join(", ")}`, {
                        logger: this.logger,
                        tryNextLink: !1
                    });
                    return token;
                } catch (error) {
                    throw new CredentialsProviderError.C(`Failed to load token from ${tokenFilePath}: ${String(error)}`, {
                        logger: this.logger,
                        tryNextLink: !1
                    });
                }
            }
            async saveToken(token) {
                const tokenFilePath = this.getTokenFilePath();
                const directory = (0, external_node_path_.dirname)(tokenFilePath);
                try {
                    await external_node_fs_.promises.mkdir(directory, {
                        recursive: !0
                    });
                } catch (error) {}
                await external_node_fs_.promises.writeFile(tokenFilePath, JSON.stringify(token, null, 2), "utf8");
            }
            getTokenFilePath() {
                const directory = process.env.AWS_LOGIN_CACHE_DIRECTORY ?? (0, external_node_path_.join)((0, 
                external_node_os_.homedir)(), ".aws", "login", "cache");
                const loginSessionBytes = Buffer.from(this.loginSession, "utf8");
                const loginSessionSha256 = (0, external_node_crypto_.createHash)("sha256").update(loginSessionBytes).digest("hex");
                return (0, external_node_path_.join)(directory, `${loginSessionSha256}.json`);
            }
            derToRawSignature(derSignature) {
                let offset = 2;
                if (2 !== derSignature[offset]) throw new Error("Invalid DER signature");
                offset++;
                const rLength = derSignature[offset++];
                let r = derSignature.subarray(offset, offset + rLength);
                offset += rLength;
                if (2 !== derSignature[offset]) throw new Error("Invalid DER signature");
                offset++;
                const sLength = derSignature[offset++];
                let s = derSignature.subarray(offset, offset + sLength);
                r = 0 === r[0] ? r.subarray(1) : r;
                s = 0 === s[0] ? s.subarray(1) : s;
                const rPadded = Buffer.concat([ Buffer.alloc(32 - r.length), r ]);
                const sPadded = Buffer.concat([ Buffer.alloc(32 - s.length), s ]);
                return Buffer.concat([ rPadded, sPadded ]);
            }
            createDPoPInterceptor(middlewareStack) {
                middlewareStack.add(next => async args => {
                    if (httpRequest.K.isInstance(args.request)) {
                        const request = args.request;
                        const actualEndpoint = `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ""}${request.path}`;
                        const dpop = await this.generateDpop(request.method, actualEndpoint);
                        request.headers = {
                            ...request.headers,
                            DPoP: dpop
                        };
                    }
                    return next(args);
                }, {
                    step: "finalizeRequest",
                    name: "dpopInterceptor",
                    override: !0
                });
            }
            async generateDpop(method = "POST", endpoint) {
                const token = await this.loadToken();
                try {
                    const privateKey = (0, external_node_crypto_.createPrivateKey)({
                        key: token.dpopKey,
                        format: "pem",
                        type: "sec1"
                    });
                    const publicDer = (0, external_node_crypto_.createPublicKey)(privateKey).export({
                        format: "der",
                        type: "spki"
                    });
                    let pointStart = -1;
                    for (let i = 0; i < publicDer.length; i++) if (4 === publicDer[i]) {
                        pointStart = i;
                        break;
                    }
                    const x = publicDer.slice(pointStart + 1, pointStart + 33);
                    const y = publicDer.slice(pointStart + 33, pointStart + 65);
                    const header = {
                        alg: "ES256",
                        typ: "dpop+jwt",
                        jwk: {
                            kty: "EC",
                            crv: "P-256",
                            x: x.toString("base64url"),
                            y: y.toString("base64url")
                        }
                    };
                    const payload = {
                        jti: crypto.randomUUID(),
                        htm: method,
                        htu: endpoint,
                        iat: Math.floor(Date.now() / 1e3)
                    };
                    const message = `${Buffer.from(JSON.stringify(header)).toString("base64url")}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
                    const asn1Signature = (0, external_node_crypto_.sign)("sha256", Buffer.from(message), privateKey);
                    return `${message}.${this.derToRawSignature(asn1Signature).toString("base64url")}`;
                } catch (error) {
                    throw new CredentialsProviderError.C(`Failed to generate Dpop proof: ${error instanceof Error ? error.message : String(error)}`, {
                        logger: this.logger,
                        tryNextLink: !1
                    });
                }
            }
        }
        const fromLoginCredentials = init => async ({callerClientConfig} = {}) => {
            init?.logger?.debug?.("@aws-sdk/credential-providers - fromLoginCredentials");
            const profiles = await (0, parseKnownFiles.Y)(init || {});
            const profileName = (0, getProfileName.Bz)({
                profile: init?.profile ?? callerClientConfig?.profile
            });
            const profile = profiles[profileName];
            if (!profile?.login_session) throw new CredentialsProviderError.C(`Profile ${profileName} does not contain login_session.`, {
                tryNextLink: !0,
                logger: init?.logger
            });
            const fetcher = new LoginCredentialsFetcher(profile, init, callerClientConfig);
            const credentials = await fetcher.loadCredentials();
            return (0, setCredentialFeature.g)(credentials, "CREDENTIALS_LOGIN", "AD");
        };
    })
};