export const id = 530;

export const ids = [ 530 ];

export const modules = {
    3530: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            fromEnv: () => _fromEnv__WEBPACK_IMPORTED_MODULE_0__.sF
        });
        var _fromEnv__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8741);
    })
};