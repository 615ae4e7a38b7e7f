export const id = 206;

export const ids = [ 206 ];

export const modules = {
    206: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            fromIni: () => fromIni
        });
        var parseKnownFiles = __webpack_require__(4890);
        var getProfileName = __webpack_require__(7803);
        var CredentialsProviderError = __webpack_require__(9902);
        var setCredentialFeature = __webpack_require__(727);
        var chain = __webpack_require__(9300);
        const setNamedProvider = creds => (0, setCredentialFeature.g)(creds, "CREDENTIALS_PROFILE_NAMED_PROVIDER", "p");
        const isCredentialSourceWithoutRoleArn = section => !section.role_arn && !!section.credential_source;
        const isStaticCredsProfile = arg => Boolean(arg) && "object" == typeof arg && "string" == typeof arg.aws_access_key_id && "string" == typeof arg.aws_secret_access_key && [ "undefined", "string" ].indexOf(typeof arg.aws_session_token) > -1 && [ "undefined", "string" ].indexOf(typeof arg.aws_account_id) > -1;
        const resolveStaticCredentials = async (profile, options) => {
            options?.logger?.debug("@aws-sdk/credential-provider-ini - resolveStaticCredentials");
            const credentials = {
                accessKeyId: profile.aws_access_key_id,
                secretAccessKey: profile.aws_secret_access_key,
                sessionToken: profile.aws_session_token,
                ...profile.aws_credential_scope && {
                    credentialScope: profile.aws_credential_scope
                },
                ...profile.aws_account_id && {
                    accountId: profile.aws_account_id
                }
            };
            return (0, setCredentialFeature.g)(credentials, "CREDENTIALS_PROFILE", "n");
        };
        const resolveProfileData = async (profileName, profiles, options, callerClientConfig, visitedProfiles = {}, isAssumeRoleRecursiveCall = !1) => {
            const data = profiles[profileName];
            if (Object.keys(visitedProfiles).length > 0 && isStaticCredsProfile(data)) return resolveStaticCredentials(data, options);
            if (isAssumeRoleRecursiveCall || ((arg, {profile = "default", logger} = {}) => Boolean(arg) && "object" == typeof arg && "string" == typeof arg.role_arn && [ "undefined", "string" ].indexOf(typeof arg.role_session_name) > -1 && [ "undefined", "string" ].indexOf(typeof arg.external_id) > -1 && [ "undefined", "string" ].indexOf(typeof arg.mfa_serial) > -1 && (((arg, {profile, logger}) => {
                const withSourceProfile = "string" == typeof arg.source_profile && void 0 === arg.credential_source;
                withSourceProfile && logger?.debug?.(`    ${profile} isAssumeRoleWithSourceProfile source_profile=${arg.source_profile}`);
                return withSourceProfile;
            })(arg, {
                profile,
                logger
            }) || ((arg, {profile, logger}) => {
                const withProviderProfile = "string" == typeof arg.credential_source && void 0 === arg.source_profile;
                withProviderProfile && logger?.debug?.(`    ${profile} isCredentialSourceProfile credential_source=${arg.credential_source}`);
                return withProviderProfile;
            })(arg, {
                profile,
                logger
            })))(data, {
                profile: profileName,
                logger: options.logger
            })) return (async (profileName, profiles, options, callerClientConfig, visitedProfiles = {}, resolveProfileData) => {
                options.logger?.debug("@aws-sdk/credential-provider-ini - resolveAssumeRoleCredentials (STS)");
                const profileData = profiles[profileName];
                const {source_profile, region} = profileData;
                if (!options.roleAssumer) {
                    const {getDefaultRoleAssumer} = await __webpack_require__.e(600).then(__webpack_require__.bind(__webpack_require__, 3600));
                    options.roleAssumer = getDefaultRoleAssumer({
                        ...options.clientConfig,
                        credentialProviderLogger: options.logger,
                        parentClientConfig: {
                            ...callerClientConfig,
                            ...options?.parentClientConfig,
                            region: region ?? options?.parentClientConfig?.region ?? callerClientConfig?.region
                        }
                    }, options.clientPlugins);
                }
                if (source_profile && source_profile in visitedProfiles) throw new CredentialsProviderError.C(`Detected a cycle attempting to resolve credentials for profile ${(0, 
                getProfileName.Bz)(options)}. Profiles visited: ` + Object.keys(visitedProfiles).join(", "), {
                    logger: options.logger
                });
                options.logger?.debug("@aws-sdk/credential-provider-ini - finding credential resolver using " + (source_profile ? `source_profile=[${source_profile}]` : `profile=[${profileName}]`));
                const sourceCredsProvider = source_profile ? resolveProfileData(source_profile, profiles, options, callerClientConfig, {
                    ...visitedProfiles,
                    [source_profile]: !0
                }, isCredentialSourceWithoutRoleArn(profiles[source_profile] ?? {})) : (await ((credentialSource, profileName, logger) => {
                    const sourceProvidersMap = {
                        EcsContainer: async options => {
                            const {fromHttp} = await __webpack_require__.e(689).then(__webpack_require__.bind(__webpack_require__, 4689));
                            const {fromContainerMetadata} = await __webpack_require__.e(40).then(__webpack_require__.bind(__webpack_require__, 2040));
                            logger?.debug("@aws-sdk/credential-provider-ini - credential_source is EcsContainer");
                            return async () => (0, chain.c)(fromHttp(options ?? {}), fromContainerMetadata(options))().then(setNamedProvider);
                        },
                        Ec2InstanceMetadata: async options => {
                            logger?.debug("@aws-sdk/credential-provider-ini - credential_source is Ec2InstanceMetadata");
                            const {fromInstanceMetadata} = await __webpack_require__.e(40).then(__webpack_require__.bind(__webpack_require__, 2040));
                            return async () => fromInstanceMetadata(options)().then(setNamedProvider);
                        },
                        Environment: async options => {
                            logger?.debug("@aws-sdk/credential-provider-ini - credential_source is Environment");
                            const {fromEnv} = await __webpack_require__.e(530).then(__webpack_require__.bind(__webpack_require__, 3530));
                            return async () => fromEnv(options)().then(setNamedProvider);
                        }
                    };
                    if (credentialSource in sourceProvidersMap) return sourceProvidersMap[credentialSource];
                    throw new CredentialsProviderError.C(`Unsupported credential source in profile ${profileName}. Got ${credentialSource}, expected EcsContainer or Ec2InstanceMetadata or Environment.`, {
                        logger
                    });
                })(profileData.credential_source, profileName, options.logger)(options))();
                if (isCredentialSourceWithoutRoleArn(profileData)) return sourceCredsProvider.then(creds => (0, 
                setCredentialFeature.g)(creds, "CREDENTIALS_PROFILE_SOURCE_PROFILE", "o"));
                {
                    const params = {
                        RoleArn: profileData.role_arn,
                        RoleSessionName: profileData.role_session_name || `aws-sdk-js-${Date.now()}`,
                        ExternalId: profileData.external_id,
                        DurationSeconds: parseInt(profileData.duration_seconds || "3600", 10)
                    };
                    const {mfa_serial} = profileData;
                    if (mfa_serial) {
                        if (!options.mfaCodeProvider) throw new CredentialsProviderError.C(`Profile ${profileName} requires multi-factor authentication, but no MFA code callback was provided.`, {
                            logger: options.logger,
                            tryNextLink: !1
                        });
                        params.SerialNumber = mfa_serial;
                        params.TokenCode = await options.mfaCodeProvider(mfa_serial);
                    }
                    const sourceCreds = await sourceCredsProvider;
                    return options.roleAssumer(sourceCreds, params).then(creds => (0, setCredentialFeature.g)(creds, "CREDENTIALS_PROFILE_SOURCE_PROFILE", "o"));
                }
            })(profileName, profiles, options, callerClientConfig, visitedProfiles, resolveProfileData);
            if (isStaticCredsProfile(data)) return resolveStaticCredentials(data, options);
            if (arg = data, Boolean(arg) && "object" == typeof arg && "string" == typeof arg.web_identity_token_file && "string" == typeof arg.role_arn && [ "undefined", "string" ].indexOf(typeof arg.role_session_name) > -1) return (async (profile, options, callerClientConfig) => {
                const {fromTokenFile} = await __webpack_require__.e(925).then(__webpack_require__.bind(__webpack_require__, 9925));
                const credentials = await fromTokenFile({
                    webIdentityTokenFile: profile.web_identity_token_file,
                    roleArn: profile.role_arn,
                    roleSessionName: profile.role_session_name,
                    roleAssumerWithWebIdentity: options.roleAssumerWithWebIdentity,
                    logger: options.logger,
                    parentClientConfig: options.parentClientConfig
                })({
                    callerClientConfig
                });
                return (0, setCredentialFeature.g)(credentials, "CREDENTIALS_PROFILE_STS_WEB_ID_TOKEN", "q");
            })(data, options, callerClientConfig);
            var arg;
            if ((arg => Boolean(arg) && "object" == typeof arg && "string" == typeof arg.credential_process)(data)) return (async (options, profile) => {
                const {fromProcess} = await __webpack_require__.e(638).then(__webpack_require__.bind(__webpack_require__, 8257));
                const credentials = await fromProcess({
                    ...options,
                    profile
                })();
                return (0, setCredentialFeature.g)(credentials, "CREDENTIALS_PROFILE_PROCESS", "v");
            })(options, profileName);
            if ((arg => arg && ("string" == typeof arg.sso_start_url || "string" == typeof arg.sso_account_id || "string" == typeof arg.sso_session || "string" == typeof arg.sso_region || "string" == typeof arg.sso_role_name))(data)) return await (async (profile, profileData, options = {}, callerClientConfig) => {
                const {fromSSO} = await __webpack_require__.e(229).then(__webpack_require__.bind(__webpack_require__, 9610));
                return fromSSO({
                    profile,
                    logger: options.logger,
                    parentClientConfig: options.parentClientConfig,
                    clientConfig: options.clientConfig
                })({
                    callerClientConfig
                }).then(creds => profileData.sso_session ? (0, setCredentialFeature.g)(creds, "CREDENTIALS_PROFILE_SSO", "r") : (0, 
                setCredentialFeature.g)(creds, "CREDENTIALS_PROFILE_SSO_LEGACY", "t"));
            })(profileName, data, options, callerClientConfig);
            if ((data => Boolean(data && data.login_session))(data)) return (async (profileName, options, callerClientConfig) => {
                const {fromLoginCredentials} = await __webpack_require__.e(60).then(__webpack_require__.bind(__webpack_require__, 3060));
                const credentials = await fromLoginCredentials({
                    ...options,
                    profile: profileName
                })({
                    callerClientConfig
                });
                return (0, setCredentialFeature.g)(credentials, "CREDENTIALS_PROFILE_LOGIN", "AC");
            })(profileName, options, callerClientConfig);
            throw new CredentialsProviderError.C(`Could not resolve credentials using profile: [${profileName}] in configuration/credentials file(s).`, {
                logger: options.logger
            });
        };
        const fromIni = (init = {}) => async ({callerClientConfig} = {}) => {
            init.logger?.debug("@aws-sdk/credential-provider-ini - fromIni");
            const profiles = await (0, parseKnownFiles.Y)(init);
            return resolveProfileData((0, getProfileName.Bz)({
                profile: init.profile ?? callerClientConfig?.profile
            }), profiles, init, callerClientConfig);
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