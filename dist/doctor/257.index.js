export const id = 257;

export const ids = [ 257, 638 ];

export const modules = {
    8257: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            fromProcess: () => fromProcess
        });
        var parseKnownFiles = __webpack_require__(4890);
        var getProfileName = __webpack_require__(7803);
        var externalDataInterceptor = __webpack_require__(8067);
        var CredentialsProviderError = __webpack_require__(9902);
        var external_node_child_process_ = __webpack_require__(1421);
        var external_node_util_ = __webpack_require__(7975);
        var setCredentialFeature = __webpack_require__(727);
        const fromProcess = (init = {}) => async ({callerClientConfig} = {}) => {
            init.logger?.debug("@aws-sdk/credential-provider-process - fromProcess");
            const profiles = await (0, parseKnownFiles.Y)(init);
            return (async (profileName, profiles, logger) => {
                const profile = profiles[profileName];
                if (!profiles[profileName]) throw new CredentialsProviderError.C(`Profile ${profileName} could not be found in shared credentials file.`, {
                    logger
                });
                {
                    const credentialProcess = profile.credential_process;
                    if (void 0 === credentialProcess) throw new CredentialsProviderError.C(`Profile ${profileName} did not contain credential_process.`, {
                        logger
                    });
                    {
                        const execPromise = (0, external_node_util_.promisify)(externalDataInterceptor.Z?.getTokenRecord?.().exec ?? external_node_child_process_.exec);
                        try {
                            const {stdout} = await execPromise(credentialProcess);
                            let data;
                            try {
                                data = JSON.parse(stdout.trim());
                            } catch {
                                throw Error(`Profile ${profileName} credential_process returned invalid JSON.`);
                            }
                            return ((profileName, data, profiles) => {
                                if (1 !== data.Version) throw Error(`Profile ${profileName} credential_process did not return Version 1.`);
                                if (void 0 === data.AccessKeyId || void 0 === data.SecretAccessKey) throw Error(`Profile ${profileName} credential_process returned invalid credentials.`);
                                if (data.Expiration) {
                                    const currentTime = new Date;
                                    if (new Date(data.Expiration) < currentTime) throw Error(`Profile ${profileName} credential_process returned expired credentials.`);
                                }
                                let accountId = data.AccountId;
                                !accountId && profiles?.[profileName]?.aws_account_id && (accountId = profiles[profileName].aws_account_id);
                                const credentials = {
                                    accessKeyId: data.AccessKeyId,
                                    secretAccessKey: data.SecretAccessKey,
                                    ...data.SessionToken && {
                                        sessionToken: data.SessionToken
                                    },
                                    ...data.Expiration && {
                                        expiration: new Date(data.Expiration)
                                    },
                                    ...data.CredentialScope && {
                                        credentialScope: data.CredentialScope
                                    },
                                    ...accountId && {
                                        accountId
                                    }
                                };
                                (0, setCredentialFeature.g)(credentials, "CREDENTIALS_PROCESS", "w");
                                return credentials;
                            })(profileName, data, profiles);
                        } catch (error) {
                            throw new CredentialsProviderError.C(error.message, {
                                logger
                            });
                        }
                    }
                }
            })((0, getProfileName.Bz)({
                profile: init.profile ?? callerClientConfig?.profile
            }), profiles, init.logger);
        };
    }),
    8067: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            Z: () => externalDataInterceptor
        });
        var _getSSOTokenFromFile__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9095);
        var _readFile__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4583);
        const externalDataInterceptor = {
            getFileRecord: () => _readFile__WEBPACK_IMPORTED_MODULE_0__.Jj,
            interceptFile(path, contents) {
                _readFile__WEBPACK_IMPORTED_MODULE_0__.Jj[path] = Promise.resolve(contents);
            },
            getTokenRecord: () => _getSSOTokenFromFile__WEBPACK_IMPORTED_MODULE_1__.a,
            interceptToken(id, contents) {
                _getSSOTokenFromFile__WEBPACK_IMPORTED_MODULE_1__.a[id] = contents;
            }
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