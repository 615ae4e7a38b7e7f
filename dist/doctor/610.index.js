export const id = 610;

export const ids = [ 610, 229 ];

export const modules = {
    9610: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            fromSSO: () => fromSSO
        });
        var getProfileName = __webpack_require__(7803);
        var parseKnownFiles = __webpack_require__(4890);
        var CredentialsProviderError = __webpack_require__(9902);
        var getConfigFilepath = __webpack_require__(8042);
        var profile = __webpack_require__(9159);
        var constants = __webpack_require__(4396);
        const getSsoSessionData = data => Object.entries(data).filter(([key]) => key.startsWith(profile.I.SSO_SESSION + constants.Q)).reduce((acc, [key, value]) => ({
            ...acc,
            [key.substring(key.indexOf(constants.Q) + 1)]: value
        }), {});
        var parseIni = __webpack_require__(7082);
        var readFile = __webpack_require__(4583);
        const swallowError = () => ({});
        const loadSsoSessionData = async (init = {}) => (0, readFile.TA)(init.configFilepath ?? (0, 
        getConfigFilepath.g)()).then(parseIni.A).then(getSsoSessionData).catch(swallowError);
        var setCredentialFeature = __webpack_require__(727);
        var ProviderError = __webpack_require__(2348);
        class TokenProviderError extends ProviderError.m {
            name="TokenProviderError";
            constructor(message, options = !0) {
                super(message, options);
                Object.setPrototypeOf(this, TokenProviderError.prototype);
            }
        }
        var getSSOTokenFromFile = __webpack_require__(9095);
        const REFRESH_MESSAGE = "To refresh this SSO session run 'aws sso login' with the corresponding profile.";
        const validateTokenExpiry = token => {
            if (token.expiration && token.expiration.getTime() < Date.now()) throw new TokenProviderError(`Token is expired. ${REFRESH_MESSAGE}`, !1);
        };
        const validateTokenKey = (key, value, forRefresh = !1) => {
            if (void 0 === value) throw new TokenProviderError(`Value not present for '${key}' in SSO Token${forRefresh ? ". Cannot refresh" : ""}. ${REFRESH_MESSAGE}`, !1);
        };
        var getSSOTokenFilepath = __webpack_require__(1168);
        var external_node_fs_ = __webpack_require__(3024);
        const {writeFile} = external_node_fs_.promises;
        const lastRefreshAttemptTimes = new Map;
        const inFlightRefreshes = new Map;
        const fromSso = (init = {}) => async ({callerClientConfig} = {}) => {
            init.logger?.debug("@aws-sdk/token-providers - fromSso");
            const profiles = await (0, parseKnownFiles.Y)(init);
            const profileName = (0, getProfileName.Bz)({
                profile: init.profile ?? callerClientConfig?.profile
            });
            const profile = profiles[profileName];
            if (!profile) throw new TokenProviderError(`Profile '${profileName}' could not be found in shared credentials file.`, !1);
            if (!profile.sso_session) throw new TokenProviderError(`Profile '${profileName}' is missing required property 'sso_session'.`);
            const ssoSessionName = profile.sso_session;
            const inFlightRefresh = inFlightRefreshes.get(ssoSessionName);
            if (inFlightRefresh) return await inFlightRefresh;
            const ssoSession = (await loadSsoSessionData(init))[ssoSessionName];
            if (!ssoSession) throw new TokenProviderError(`Sso session '${ssoSessionName}' could not be found in shared credentials file.`, !1);
            for (const ssoSessionRequiredKey of [ "sso_start_url", "sso_region" ]) if (!ssoSession[ssoSessionRequiredKey]) throw new TokenProviderError(`Sso session '${ssoSessionName}' is missing required property '${ssoSessionRequiredKey}'.`, !1);
            ssoSession.sso_start_url;
            const ssoRegion = ssoSession.sso_region;
            let ssoToken;
            try {
                ssoToken = await (0, getSSOTokenFromFile.v)(ssoSessionName);
            } catch (e) {
                throw new TokenProviderError(`The SSO session token associated with profile=${profileName} was not found or is invalid. ${REFRESH_MESSAGE}`, !1);
            }
            validateTokenKey("accessToken", ssoToken.accessToken);
            validateTokenKey("expiresAt", ssoToken.expiresAt);
            const {accessToken, expiresAt} = ssoToken;
            const existingToken = {
                token: accessToken,
                expiration: new Date(expiresAt)
            };
            if (existingToken.expiration.getTime() - Date.now() > 3e5) return existingToken;
            const inFlightRefreshAfterReadingToken = inFlightRefreshes.get(ssoSessionName);
            if (inFlightRefreshAfterReadingToken) return await inFlightRefreshAfterReadingToken;
            const lastRefreshAttemptTime = lastRefreshAttemptTimes.get(ssoSessionName) ?? 0;
            if (Date.now() - lastRefreshAttemptTime < 3e4) {
                validateTokenExpiry(existingToken);
                return existingToken;
            }
            validateTokenKey("clientId", ssoToken.clientId, !0);
            validateTokenKey("clientSecret", ssoToken.clientSecret, !0);
            validateTokenKey("refreshToken", ssoToken.refreshToken, !0);
            const refresh = (async () => {
                try {
                    lastRefreshAttemptTimes.set(ssoSessionName, Date.now());
                    const newSsoOidcToken = await (async (ssoToken, ssoRegion, init = {}, callerClientConfig) => {
                        const {CreateTokenCommand} = await Promise.all([ __webpack_require__.e(615), __webpack_require__.e(586) ]).then(__webpack_require__.bind(__webpack_require__, 6586));
                        const ssoOidcClient = await (async (ssoRegion, init = {}, callerClientConfig) => {
                            const {SSOOIDCClient} = await Promise.all([ __webpack_require__.e(615), __webpack_require__.e(586) ]).then(__webpack_require__.bind(__webpack_require__, 6586));
                            const coalesce = prop => init.clientConfig?.[prop] ?? init.parentClientConfig?.[prop] ?? callerClientConfig?.[prop];
                            return new SSOOIDCClient(Object.assign({}, init.clientConfig ?? {}, {
                                region: ssoRegion ?? init.clientConfig?.region,
                                logger: coalesce("logger"),
                                userAgentAppId: coalesce("userAgentAppId")
                            }));
                        })(ssoRegion, init, callerClientConfig);
                        return ssoOidcClient.send(new CreateTokenCommand({
                            clientId: ssoToken.clientId,
                            clientSecret: ssoToken.clientSecret,
                            refreshToken: ssoToken.refreshToken,
                            grantType: "refresh_token"
                        }));
                    })(ssoToken, ssoRegion, init, callerClientConfig);
                    validateTokenKey("accessToken", newSsoOidcToken.accessToken);
                    validateTokenKey("expiresIn", newSsoOidcToken.expiresIn);
                    const newTokenExpiration = new Date(Date.now() + 1e3 * newSsoOidcToken.expiresIn);
                    try {
                        await ((id, ssoToken) => {
                            const tokenFilepath = (0, getSSOTokenFilepath.C)(id);
                            const tokenString = JSON.stringify(ssoToken, null, 2);
                            return writeFile(tokenFilepath, tokenString);
                        })(ssoSessionName, {
                            ...ssoToken,
                            accessToken: newSsoOidcToken.accessToken,
                            expiresAt: newTokenExpiration.toISOString(),
                            refreshToken: newSsoOidcToken.refreshToken
                        });
                    } catch (error) {}
                    return {
                        token: newSsoOidcToken.accessToken,
                        expiration: newTokenExpiration
                    };
                } catch (error) {
                    validateTokenExpiry(existingToken);
                    return existingToken;
                }
            })();
            inFlightRefreshes.set(ssoSessionName, refresh);
            try {
                return await refresh;
            } finally {
                inFlightRefreshes.delete(ssoSessionName);
            }
        };
        const resolveSSOCredentials = async ({ssoStartUrl, ssoSession, ssoAccountId, ssoRegion, ssoRoleName, ssoClient, clientConfig, parentClientConfig, callerClientConfig, profile, filepath, configFilepath, ignoreCache, logger}) => {
            let token;
            const refreshMessage = "To refresh this SSO session run aws sso login with the corresponding profile.";
            if (ssoSession) try {
                const _token = await fromSso({
                    profile,
                    filepath,
                    configFilepath,
                    ignoreCache,
                    clientConfig,
                    parentClientConfig,
                    logger
                })({
                    callerClientConfig
                });
                token = {
                    accessToken: _token.token,
                    expiresAt: new Date(_token.expiration).toISOString()
                };
            } catch (e) {
                throw new CredentialsProviderError.C(e.message, {
                    tryNextLink: !1,
                    logger
                });
            } else try {
                token = await (0, getSSOTokenFromFile.v)(ssoStartUrl);
            } catch (e) {
                throw new CredentialsProviderError.C(`The SSO session associated with this profile is invalid. ${refreshMessage}`, {
                    tryNextLink: !1,
                    logger
                });
            }
            if (new Date(token.expiresAt).getTime() - Date.now() <= 0) throw new CredentialsProviderError.C(`The SSO session associated with this profile has expired. ${refreshMessage}`, {
                tryNextLink: !1,
                logger
            });
            const {accessToken} = token;
            const {SSOClient, GetRoleCredentialsCommand} = await Promise.all([ __webpack_require__.e(615), __webpack_require__.e(879) ]).then(__webpack_require__.bind(__webpack_require__, 879));
            const sso = ssoClient || new SSOClient(Object.assign({}, clientConfig ?? {}, {
                logger: clientConfig?.logger ?? callerClientConfig?.logger ?? parentClientConfig?.logger,
                region: clientConfig?.region ?? ssoRegion,
                userAgentAppId: clientConfig?.userAgentAppId ?? callerClientConfig?.userAgentAppId ?? parentClientConfig?.userAgentAppId
            }));
            let ssoResp;
            try {
                ssoResp = await sso.send(new GetRoleCredentialsCommand({
                    accountId: ssoAccountId,
                    roleName: ssoRoleName,
                    accessToken
                }));
            } catch (e) {
                throw new CredentialsProviderError.C(e, {
                    tryNextLink: !1,
                    logger
                });
            }
            const {roleCredentials: {accessKeyId, secretAccessKey, sessionToken, expiration, credentialScope, accountId} = {}} = ssoResp;
            if (!(accessKeyId && secretAccessKey && sessionToken && expiration)) throw new CredentialsProviderError.C("SSO returns an invalid temporary credential.", {
                tryNextLink: !1,
                logger
            });
            const credentials = {
                accessKeyId,
                secretAccessKey,
                sessionToken,
                expiration: new Date(expiration),
                ...credentialScope && {
                    credentialScope
                },
                ...accountId && {
                    accountId
                }
            };
            ssoSession ? (0, setCredentialFeature.g)(credentials, "CREDENTIALS_SSO", "s") : (0, 
            setCredentialFeature.g)(credentials, "CREDENTIALS_SSO_LEGACY", "u");
            return credentials;
        };
        const fromSSO = (init = {}) => async ({callerClientConfig} = {}) => {
            init.logger?.debug("@aws-sdk/credential-provider-sso - fromSSO");
            const {ssoStartUrl, ssoAccountId, ssoRegion, ssoRoleName, ssoSession} = init;
            const {ssoClient} = init;
            const profileName = (0, getProfileName.Bz)({
                profile: init.profile ?? callerClientConfig?.profile
            });
            if (ssoStartUrl || ssoAccountId || ssoRegion || ssoRoleName || ssoSession) {
                if (ssoStartUrl && ssoAccountId && ssoRegion && ssoRoleName) return resolveSSOCredentials({
                    ssoStartUrl,
                    ssoSession,
                    ssoAccountId,
                    ssoRegion,
                    ssoRoleName,
                    ssoClient,
                    clientConfig: init.clientConfig,
                    parentClientConfig: init.parentClientConfig,
                    callerClientConfig: init.callerClientConfig,
                    profile: profileName,
                    filepath: init.filepath,
                    configFilepath: init.configFilepath,
                    ignoreCache: init.ignoreCache,
                    logger: init.logger
                });
                throw new CredentialsProviderError.C('Incomplete configuration. The fromSSO() argument hash must include "ssoStartUrl", "ssoAccountId", "ssoRegion", "ssoRoleName"', {
                    tryNextLink: !1,
                    logger: init.logger
                });
            }
            {
                const profile = (await (0, parseKnownFiles.Y)(init))[profileName];
                if (!profile) throw new CredentialsProviderError.C(`Profile ${profileName} was not found.`, {
                    logger: init.logger
                });
                if (!(arg = profile, arg && ("string" == typeof arg.sso_start_url || "string" == typeof arg.sso_account_id || "string" == typeof arg.sso_session || "string" == typeof arg.sso_region || "string" == typeof arg.sso_role_name))) throw new CredentialsProviderError.C(`Profile ${profileName} is not configured with SSO credentials.`, {
                    logger: init.logger
                });
                if (profile?.sso_session) {
                    const session = (await loadSsoSessionData(init))[profile.sso_session];
                    const conflictMsg = ` configurations in profile ${profileName} and sso-session ${profile.sso_session}`;
                    if (ssoRegion && ssoRegion !== session.sso_region) throw new CredentialsProviderError.C("Conflicting SSO region" + conflictMsg, {
                        tryNextLink: !1,
                        logger: init.logger
                    });
                    if (ssoStartUrl && ssoStartUrl !== session.sso_start_url) throw new CredentialsProviderError.C("Conflicting SSO start_url" + conflictMsg, {
                        tryNextLink: !1,
                        logger: init.logger
                    });
                    profile.sso_region = session.sso_region;
                    profile.sso_start_url = session.sso_start_url;
                }
                const {sso_start_url, sso_account_id, sso_region, sso_role_name, sso_session} = ((profile, logger) => {
                    const {sso_start_url, sso_account_id, sso_region, sso_role_name} = profile;
                    if (!(sso_start_url && sso_account_id && sso_region && sso_role_name)) throw new CredentialsProviderError.C(`Profile is configured with invalid SSO credentials. Required parameters "sso_account_id", "sso_region", "sso_role_name", "sso_start_url". Got ${Object.keys(profile).join(", ")}\nReference: https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-sso.html`, {
                        tryNextLink: !1,
                        logger
                    });
                    return profile;
                })(profile, init.logger);
                return resolveSSOCredentials({
                    ssoStartUrl: sso_start_url,
                    ssoSession: sso_session,
                    ssoAccountId: sso_account_id,
                    ssoRegion: sso_region,
                    ssoRoleName: sso_role_name,
                    ssoClient,
                    clientConfig: init.clientConfig,
                    parentClientConfig: init.parentClientConfig,
                    callerClientConfig: init.callerClientConfig,
                    profile: profileName,
                    filepath: init.filepath,
                    configFilepath: init.configFilepath,
                    ignoreCache: init.ignoreCache,
                    logger: init.logger
                });
            }
            var arg;
        };
    }),
    1168: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            C: () => getSSOTokenFilepath
        });
        var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
        var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
        var _getHomeDir__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1651);
        const getSSOTokenFilepath = id => {
            const cacheName = (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha1").update(id).digest("hex");
            return (0, node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0, _getHomeDir__WEBPACK_IMPORTED_MODULE_2__.R)(), ".aws", "sso", "cache", `${cacheName}.json`);
        };
    }),
    9095: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            a: () => tokenIntercept,
            v: () => getSSOTokenFromFile
        });
        var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
        var _getSSOTokenFilepath__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1168);
        const tokenIntercept = {};
        const getSSOTokenFromFile = async id => {
            if (tokenIntercept[id]) return tokenIntercept[id];
            const ssoTokenFilepath = (0, _getSSOTokenFilepath__WEBPACK_IMPORTED_MODULE_1__.C)(id);
            const ssoTokenText = await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(ssoTokenFilepath, "utf8");
            return JSON.parse(ssoTokenText);
        };
    }),
    4890: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            Y: () => parseKnownFiles
        });
        var loadSharedConfigFiles = __webpack_require__(6522);
        const parseKnownFiles = async init => {
            const parsedFiles = await (0, loadSharedConfigFiles.p)(init);
            return ((...files) => {
                const merged = {};
                for (const file of files) for (const [key, values] of Object.entries(file)) void 0 !== merged[key] ? Object.assign(merged[key], values) : merged[key] = values;
                return merged;
            })(parsedFiles.configFile, parsedFiles.credentialsFile);
        };
    })
};