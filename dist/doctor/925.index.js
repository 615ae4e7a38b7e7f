export const id = 925;

export const ids = [ 925 ];

export const modules = {
    9925: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            fromTokenFile: () => fromTokenFile
        });
        var setCredentialFeature = __webpack_require__(727);
        var CredentialsProviderError = __webpack_require__(9902);
        var externalDataInterceptor = __webpack_require__(8067);
        var external_node_fs_ = __webpack_require__(3024);
        const fromTokenFile = (init = {}) => async awsIdentityProperties => {
            init.logger?.debug("@aws-sdk/credential-provider-web-identity - fromTokenFile");
            const webIdentityTokenFile = init?.webIdentityTokenFile ?? process.env.AWS_WEB_IDENTITY_TOKEN_FILE;
            const roleArn = init?.roleArn ?? process.env.AWS_ROLE_ARN;
            const roleSessionName = init?.roleSessionName ?? process.env.AWS_ROLE_SESSION_NAME;
            if (!webIdentityTokenFile || !roleArn) throw new CredentialsProviderError.C("Web identity configuration not specified", {
                logger: init.logger
            });
            const credentials = await (init => async awsIdentityProperties => {
                init.logger?.debug("@aws-sdk/credential-provider-web-identity - fromWebToken");
                const {roleArn, roleSessionName, webIdentityToken, providerId, policyArns, policy, durationSeconds} = init;
                let {roleAssumerWithWebIdentity} = init;
                if (!roleAssumerWithWebIdentity) {
                    const {getDefaultRoleAssumerWithWebIdentity} = await __webpack_require__.e(600).then(__webpack_require__.bind(__webpack_require__, 3600));
                    roleAssumerWithWebIdentity = getDefaultRoleAssumerWithWebIdentity({
                        ...init.clientConfig,
                        credentialProviderLogger: init.logger,
                        parentClientConfig: {
                            ...awsIdentityProperties?.callerClientConfig,
                            ...init.parentClientConfig
                        }
                    }, init.clientPlugins);
                }
                return roleAssumerWithWebIdentity({
                    RoleArn: roleArn,
                    RoleSessionName: roleSessionName ?? `aws-sdk-js-session-${Date.now()}`,
                    WebIdentityToken: webIdentityToken,
                    ProviderId: providerId,
                    PolicyArns: policyArns,
                    Policy: policy,
                    DurationSeconds: durationSeconds
                });
            })({
                ...init,
                webIdentityToken: externalDataInterceptor.Z?.getTokenRecord?.()[webIdentityTokenFile] ?? (0, 
                external_node_fs_.readFileSync)(webIdentityTokenFile, {
                    encoding: "ascii"
                }),
                roleArn,
                roleSessionName
            })(awsIdentityProperties);
            webIdentityTokenFile === process.env.AWS_WEB_IDENTITY_TOKEN_FILE && (0, setCredentialFeature.g)(credentials, "CREDENTIALS_ENV_VARS_STS_WEB_ID_TOKEN", "h");
            return credentials;
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
    })
};