export const id = 615;

export const ids = [ 615 ];

export const modules = {
    4351: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            E: () => getDefaultSocketTimeout
        });
        const getDefaultSocketTimeout = (requestHandler, timeoutMs) => {
            if ("object" == typeof process && "true" === process?.env?.AWS_ENABLE_DEFAULT_SOCKET_TIMEOUT_2026 && "function" != typeof requestHandler?.handle) return timeoutMs;
        };
    }),
    1242: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            Y: () => AwsRestJsonProtocol
        });
        var HttpBindingProtocol = __webpack_require__(7062);
        class SerdeContextConfig {
            serdeContext;
            setSerdeContext(serdeContext) {
                this.serdeContext = serdeContext;
            }
        }
        var determineTimestampFormat = __webpack_require__(9462);
        var NormalizedSchema = __webpack_require__(6627);
        var writeKey = __webpack_require__(5298);
        var fromBase64 = __webpack_require__(7022);
        var lazy_json = __webpack_require__(9565);
        var date_utils = __webpack_require__(8227);
        var NumericValue = __webpack_require__(5694);
        class UnionSerde {
            from;
            to;
            keys;
            constructor(from, to) {
                this.from = from;
                this.to = to;
                const keys = Object.keys(this.from);
                const set = new Set(keys);
                set.delete("__type");
                this.keys = set;
            }
            mark(key) {
                this.keys.delete(key);
            }
            hasUnknown() {
                return 1 === this.keys.size && 0 === Object.keys(this.to).length;
            }
            writeUnknown() {
                if (this.hasUnknown()) {
                    const k = this.keys.values().next().value;
                    const v = this.from[k];
                    this.to.$unknown = [ k, v ];
                }
            }
        }
        let canParseBuffer;
        function detectBufferParsing() {
            if (void 0 === canParseBuffer) try {
                if ("function" != typeof Buffer) canParseBuffer = !1; else {
                    const result = JSON.parse(Buffer.from([ 123, 125 ]));
                    canParseBuffer = null !== result && "object" == typeof result;
                }
            } catch {
                canParseBuffer = !1;
            }
            return canParseBuffer;
        }
        function jsonReviver(key, value, context) {
            if (context?.source) {
                const numericString = context.source;
                if ("number" == typeof value) return value <= Number.MAX_SAFE_INTEGER && value >= Number.MIN_SAFE_INTEGER ? function isRepresentable(numericString, value) {
                    if (numericString === String(value)) return !0;
                    if (Object.is(value, -0)) return !0;
                    if (/[eE]/.test(numericString)) return expandToDecimal(numericString) === expandToDecimal(String(value));
                    const normalized = numericString.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
                    const canonical = String(value);
                    return normalized === canonical || !!/[eE]/.test(canonical) && normalized === expandToDecimal(canonical);
                }(numericString, value) ? value : new NumericValue.D(numericString, "bigDecimal") : function isFractionalBigNumeric(s) {
                    const dotIndex = s.indexOf(".");
                    if (-1 === dotIndex) return !1;
                    const eIndex = s.search(/[eE]/);
                    if (-1 === eIndex) return !0;
                    const fracDigits = eIndex - dotIndex - 1;
                    return parseInt(s.slice(eIndex + 1), 10) < fracDigits;
                }(numericString) ? new NumericValue.D(numericString, "bigDecimal") : /[eE]/.test(numericString) ? function expandExponentToBigInt(s) {
                    const eIndex = s.search(/[eE]/);
                    const exp = parseInt(s.slice(eIndex + 1), 10);
                    const negative = s.startsWith("-");
                    const mantissa = s.slice(negative ? 1 : 0, eIndex);
                    const dotIndex = mantissa.indexOf(".");
                    let digits;
                    let shift;
                    if (-1 === dotIndex) {
                        digits = mantissa;
                        shift = exp;
                    } else {
                        digits = mantissa.slice(0, dotIndex) + mantissa.slice(dotIndex + 1);
                        shift = exp - (mantissa.length - dotIndex - 1);
                    }
                    digits = digits.replace(/0+$/, "") || "0";
                    const result = BigInt(digits) * 10n ** BigInt(shift + (mantissa.replace(".", "").length - digits.length));
                    return negative ? -result : result;
                }(numericString) : BigInt(numericString);
            }
            return value;
        }
        function expandToDecimal(s) {
            const negative = s.startsWith("-");
            const abs = negative ? s.slice(1) : s;
            const eIndex = abs.search(/[eE]/);
            let result;
            if (-1 === eIndex) result = abs; else {
                const exp = parseInt(abs.slice(eIndex + 1), 10);
                const mantissa = abs.slice(0, eIndex);
                const dotIndex = mantissa.indexOf(".");
                let digits;
                let intLen;
                if (-1 === dotIndex) {
                    digits = mantissa;
                    intLen = mantissa.length;
                } else {
                    digits = mantissa.slice(0, dotIndex) + mantissa.slice(dotIndex + 1);
                    intLen = dotIndex;
                }
                digits = digits.replace(/0+$/, "") || "0";
                const newDotPos = intLen + exp;
                result = "0" === digits ? "0" : newDotPos <= 0 ? "0." + "0".repeat(-newDotPos) + digits : newDotPos >= digits.length ? digits + "0".repeat(newDotPos - digits.length) : digits.slice(0, newDotPos) + "." + digits.slice(newDotPos);
            }
            result.includes(".") && (result = result.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, ""));
            return (negative ? "-" : "") + result;
        }
        const REVIVER_SYMBOL = Symbol.for("@aws-sdk/reviver");
        function needsReviver(schema) {
            const ns = NormalizedSchema.l1.of(schema);
            const raw = ns.getSchema();
            if (Array.isArray(raw) && ns.isStructSchema()) {
                if (REVIVER_SYMBOL in raw) return raw[REVIVER_SYMBOL];
                const result = _check(ns, new Set);
                raw[REVIVER_SYMBOL] = result;
                return result;
            }
            return _check(ns, new Set);
        }
        function _check(ns, seen) {
            const raw = ns.getSchema();
            if (seen.has(raw)) return !1;
            seen.add(raw);
            if (ns.isBigIntegerSchema() || ns.isBigDecimalSchema()) return !0;
            if (ns.isStructSchema()) {
                for (const [, memberSchema] of ns.structIterator()) if (_check(memberSchema, seen)) return !0;
            } else if (ns.isListSchema() || ns.isMapSchema()) {
                if (_check(ns.getValueSchema(), seen)) return !0;
            } else if (ns.isDocumentSchema()) return !0;
            return !1;
        }
        var collect_stream_body = __webpack_require__(3822);
        var toUtf8 = __webpack_require__(1787);
        const findKey = (object, key) => Object.keys(object).find(k => k.toLowerCase() === key.toLowerCase());
        const sanitizeErrorCode = rawValue => {
            let cleanValue = rawValue;
            "number" == typeof cleanValue && (cleanValue = cleanValue.toString());
            cleanValue.indexOf(",") >= 0 && (cleanValue = cleanValue.split(",")[0]);
            cleanValue.indexOf(":") >= 0 && (cleanValue = cleanValue.split(":")[0]);
            cleanValue.indexOf("#") >= 0 && (cleanValue = cleanValue.split("#")[1]);
            return cleanValue;
        };
        var hasOwn = __webpack_require__(6852);
        class JsonShapeDeserializer2 extends SerdeContextConfig {
            settings;
            constructor(settings) {
                super();
                this.settings = settings;
            }
            async read(schema, data) {
                const reviver = needsReviver(schema) ? jsonReviver : void 0;
                let parsed;
                if ("string" == typeof data) {
                    if (0 === data.length) return {};
                    parsed = JSON.parse(data, reviver);
                } else if (data instanceof Uint8Array && detectBufferParsing()) {
                    if (0 === data.byteLength) return {};
                    const buf = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
                    parsed = JSON.parse(buf, reviver);
                } else parsed = await async function parseJsonBody(streamBody, context, schema) {
                    let parsingInput;
                    if (detectBufferParsing() && "function" == typeof streamBody?.[Symbol.asyncIterator]) {
                        const buffer = await (0, collect_stream_body.P)(streamBody, context);
                        "function" == typeof Buffer && (parsingInput = Buffer.isBuffer(buffer) ? buffer : Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength));
                    }
                    parsingInput || (parsingInput = await ((streamBody, context) => (0, collect_stream_body.P)(streamBody, context).then(body => (context?.utf8Encoder ?? toUtf8.P)(body)))(streamBody, context));
                    if (0 === parsingInput.length) return {};
                    const reviver = schema && needsReviver(schema) ? jsonReviver : void 0;
                    try {
                        return JSON.parse(parsingInput, reviver);
                    } catch (e) {
                        "SyntaxError" === e?.name && Object.defineProperty(e, "$responseBodyText", {
                            value: "string" == typeof parsingInput ? parsingInput : parsingInput.toString("utf8")
                        });
                        throw e;
                    }
                }(data, this.serdeContext, schema);
                return this._read(schema, parsed);
            }
            readObject(schema, data) {
                return this._read(schema, data);
            }
            _read(schema, value) {
                const isObject = null !== value && "object" == typeof value;
                const ns = NormalizedSchema.l1.of(schema);
                if (isObject) {
                    if (ns.isStructSchema()) return this._readStruct(ns, value);
                    if (Array.isArray(value) && ns.isListSchema()) {
                        const listMember = ns.getValueSchema();
                        if (this.needsTransform(listMember)) for (let i = 0; i < value.length; ++i) value[i] = this._read(listMember, value[i]);
                        return value;
                    }
                    if (ns.isMapSchema()) {
                        const mapMember = ns.getValueSchema();
                        const map = value;
                        if (this.needsTransform(mapMember)) for (const k in map) if ((0, hasOwn.$)(map, k)) {
                            "__proto__" === k && (0, writeKey.T)(map);
                            map[k] = this._read(mapMember, map[k]);
                        }
                        return map;
                    }
                }
                if (ns.isBlobSchema() && "string" == typeof value) return (0, fromBase64.E)(value);
                const mediaType = ns.getMergedTraits().mediaType;
                if (ns.isStringSchema() && "string" == typeof value && mediaType) return "application/json" === mediaType || mediaType.endsWith("+json") ? lazy_json.A.from(value) : value;
                if (ns.isTimestampSchema() && null != value) switch ((0, determineTimestampFormat.V)(ns, this.settings)) {
                  case 5:
                    return (0, date_utils.t_)(value);

                  case 6:
                    return (0, date_utils.xE)(value);

                  case 7:
                    return (0, date_utils.l3)(value);

                  default:
                    console.warn("Missing timestamp format, parsing value with Date constructor:", value);
                    return new Date(value);
                }
                if (ns.isBigIntegerSchema() && ("number" == typeof value || "string" == typeof value)) return BigInt(value);
                if (ns.isBigDecimalSchema() && null != value) {
                    if (value instanceof NumericValue.D) return value;
                    const untyped = value;
                    return "bigDecimal" === untyped.type && "string" in untyped ? new NumericValue.D(untyped.string, untyped.type) : new NumericValue.D(String(value), "bigDecimal");
                }
                if (ns.isNumericSchema() && "string" == typeof value) {
                    switch (value) {
                      case "Infinity":
                        return 1 / 0;

                      case "-Infinity":
                        return -1 / 0;

                      case "NaN":
                        return NaN;
                    }
                    return value;
                }
                if (ns.isDocumentSchema() && isObject) if (Array.isArray(value)) for (let i = 0; i < value.length; ++i) {
                    const v = value[i];
                    v instanceof NumericValue.D || (value[i] = this._read(ns, v));
                } else {
                    const doc = value;
                    for (const k in doc) {
                        if (!(0, hasOwn.$)(doc, k)) continue;
                        "__proto__" === k && (0, writeKey.T)(doc);
                        const v = doc[k];
                        v instanceof NumericValue.D || (doc[k] = this._read(ns, v));
                    }
                }
                return value;
            }
            _readStruct(ns, record) {
                const union = ns.isUnionSchema();
                const out = {};
                let nameMap;
                const hasType = "string" == typeof record.__type;
                const {jsonName} = this.settings;
                jsonName && hasType && (nameMap = {});
                let unionSerde;
                union && (unionSerde = new UnionSerde(record, out));
                for (const [memberName, memberSchema] of ns.structIterator()) {
                    let fromKey = memberName;
                    if (jsonName) {
                        fromKey = memberSchema.getMergedTraits().jsonName ?? fromKey;
                        hasType && (nameMap[fromKey] = memberName);
                    }
                    union && unionSerde.mark(fromKey);
                    null != record[fromKey] && (out[memberName] = this._read(memberSchema, record[fromKey]));
                }
                if (union) unionSerde.writeUnknown(); else if (hasType) for (const k in record) {
                    if (!(0, hasOwn.$)(record, k)) continue;
                    const v = record[k];
                    const t = jsonName ? nameMap[k] ?? k : k;
                    t in out || (out[t] = v);
                }
                return out;
            }
            needsTransform(ns) {
                return !!(ns.isBlobSchema() || ns.isTimestampSchema() || ns.isBigIntegerSchema() || ns.isBigDecimalSchema() || ns.isNumericSchema()) || !!(ns.isDocumentSchema() || ns.isStructSchema() || ns.isListSchema() || ns.isMapSchema()) || !(!ns.isStringSchema() || !ns.getMergedTraits().mediaType);
            }
        }
        var serde = __webpack_require__(175);
        var toBase64 = __webpack_require__(7307);
        class JsonBytesStringAdapter extends Uint8Array {
            string=null;
            static allocUnsafe(bytes) {
                if ("function" == typeof Buffer) {
                    const buffer = Buffer.allocUnsafe(bytes);
                    return new JsonBytesStringAdapter(buffer.buffer, buffer.byteOffset, buffer.byteLength);
                }
                return new JsonBytesStringAdapter(bytes);
            }
            toString() {
                return this.s();
            }
            valueOf() {
                return this.s();
            }
            includes(searchString, position) {
                return "string" == typeof searchString ? this.s().includes(searchString, position) : Uint8Array.prototype.includes.call(this, searchString, position);
            }
            indexOf(searchString, position) {
                return "string" == typeof searchString ? this.s().indexOf(searchString, position) : Uint8Array.prototype.indexOf.call(this, searchString, position);
            }
            lastIndexOf(searchString, position) {
                if ("string" == typeof searchString) return this.s().lastIndexOf(searchString, position);
                const fn = Uint8Array.prototype.lastIndexOf;
                return void 0 !== position ? fn.call(this, searchString, position) : fn.call(this, searchString);
            }
            startsWith(searchString, position) {
                return this.s().startsWith(searchString, position);
            }
            endsWith(searchString, endPosition) {
                return this.s().endsWith(searchString, endPosition);
            }
            match(regexp) {
                return this.s().match(regexp);
            }
            replace(searchValue, replaceValue) {
                return this.s().replace(searchValue, replaceValue);
            }
            search(regexp) {
                return this.s().search(regexp);
            }
            split(separator, limit) {
                return this.s().split(separator, limit);
            }
            substring(start, end) {
                return this.s().substring(start, end);
            }
            trim() {
                return this.s().trim();
            }
            trimStart() {
                return this.s().trimStart();
            }
            trimEnd() {
                return this.s().trimEnd();
            }
            charAt(pos) {
                return this.s().charAt(pos);
            }
            charCodeAt(index) {
                return this.s().charCodeAt(index);
            }
            padStart(maxLength, fillString) {
                return this.s().padStart(maxLength, fillString);
            }
            padEnd(maxLength, fillString) {
                return this.s().padEnd(maxLength, fillString);
            }
            repeat(count) {
                return this.s().repeat(count);
            }
            toUpperCase() {
                return this.s().toUpperCase();
            }
            toLowerCase() {
                return this.s().toLowerCase();
            }
            s() {
                if (null == this.string) {
                    const n = Date.now();
                    if (n > warned + 6e4) {
                        console.warn("@aws-sdk/core/protocols - WARN - JsonCodec2: you have called a string method on a Uint8Array request body. It has been automatically converted to string. In a future version this will throw an error.");
                        warned = n;
                    }
                    this.string = (0, toUtf8.P)(this);
                }
                return this.string;
            }
        }
        var warned = 0;
        const encoder = new TextEncoder;
        const TRUE = new Uint8Array([ 116, 114, 117, 101 ]);
        const FALSE = new Uint8Array([ 102, 97, 108, 115, 101 ]);
        const NULL = new Uint8Array([ 110, 117, 108, 108 ]);
        const ESCAPE_TABLE = new Array(128).fill(null);
        ESCAPE_TABLE[8] = "b";
        ESCAPE_TABLE[9] = "t";
        ESCAPE_TABLE[10] = "n";
        ESCAPE_TABLE[12] = "f";
        ESCAPE_TABLE[13] = "r";
        ESCAPE_TABLE[34] = '"';
        ESCAPE_TABLE[92] = "\\";
        for (let i = 0; i < 32; i++) null === ESCAPE_TABLE[i] && (ESCAPE_TABLE[i] = "u00" + i.toString(16).padStart(2, "0"));
        function alloc(size) {
            return JsonBytesStringAdapter.allocUnsafe(size);
        }
        class JsonShapeSerializer2 extends SerdeContextConfig {
            settings;
            json;
            i=0;
            rootSchema;
            rawValue;
            passthrough=!1;
            constructor(settings) {
                super();
                this.settings = settings;
                this.json = alloc(2048);
            }
            write(schema, value) {
                this.i = 0;
                this.rawValue = value;
                this.rootSchema = NormalizedSchema.l1.of(schema);
                this.passthrough = this.rootSchema.isBlobSchema() || this.rootSchema.isStringSchema();
                this.passthrough || this.writeValue(this.rootSchema, value, void 0);
            }
            writeDiscriminatedDocument(schema, value) {
                this.i = 0;
                this.rootSchema = NormalizedSchema.l1.of(schema);
                const ns = this.rootSchema;
                if (ns.isStructSchema() && null != value && "object" == typeof value) {
                    this.writeValue(ns, value, void 0);
                    const prefix = `"__type":"${ns.getName(!0) ?? "Unknown"}",`;
                    const z = prefix.length;
                    this.ensure(z);
                    this.json.copyWithin(1 + z, 1, this.i);
                    encoder.encodeInto(prefix, this.json.subarray(1));
                    this.i += z;
                } else this.writeValue(ns, value, void 0);
            }
            flush() {
                this.rootSchema = void 0;
                const finalPosition = this.i;
                this.i = 0;
                const raw = this.rawValue;
                this.rawValue = void 0;
                if (0 === finalPosition) return raw;
                const result = this.json.subarray(0, finalPosition);
                this.json = alloc(2048);
                return result;
            }
            ensure(byteCount) {
                const {i, json} = this;
                if (i + byteCount > json.length) {
                    let newSize = 2 * json.length;
                    for (;newSize < i + byteCount; ) newSize *= 2;
                    const next = alloc(newSize);
                    next.set(this.json);
                    this.json = next;
                }
            }
            writeAscii(s) {
                const z = s.length;
                this.ensure(z);
                let {i, json} = this;
                for (let j = 0; j < z; ++j) {
                    json[i] = s.charCodeAt(j);
                    i += 1;
                }
                this.i = i;
            }
            writeAsciiQuoted(s) {
                const z = s.length;
                this.ensure(z + 4);
                let {json, i} = this;
                json[i++] = 34;
                for (let j = 0; j < z; ++j) json[i++] = s.charCodeAt(j);
                json[i++] = 34;
                this.i = i;
            }
            writeJsonString(s) {
                const z = s.length;
                this.ensure(3 * z + 2);
                this.json[this.i++] = 34;
                for (let j = 0; j < z; ++j) {
                    const c = s.charCodeAt(j);
                    if (c > 34 && c < 92) this.json[this.i++] = c; else if (c < 128) {
                        const esc = ESCAPE_TABLE[c];
                        if (null !== esc) {
                            this.ensure(esc.length + 1 + 3 * (z - j - 1) + 1);
                            this.json[this.i++] = 92;
                            for (let k = 0; k < esc.length; k++) this.json[this.i++] = esc.charCodeAt(k);
                        } else this.json[this.i++] = c;
                    } else if (c >= 55296 && c <= 56319) {
                        const next = j + 1 < z ? s.charCodeAt(j + 1) : 0;
                        if (next >= 56320 && next <= 57343) {
                            this.ensure(4);
                            const {written} = encoder.encodeInto(s.substring(j, j + 2), this.json.subarray(this.i));
                            this.i += written;
                            ++j;
                        } else {
                            this.ensure(6 + 3 * (z - j - 1) + 1);
                            this.writeUnicodeEscape(c);
                        }
                    } else if (c >= 56320 && c <= 57343) {
                        this.ensure(6 + 3 * (z - j - 1) + 1);
                        this.writeUnicodeEscape(c);
                    } else {
                        let {i, json} = this;
                        if (c < 2048) {
                            json[i++] = 192 | c >> 6;
                            json[i++] = 128 | 63 & c;
                        } else {
                            json[i++] = 224 | c >> 12;
                            json[i++] = 128 | c >> 6 & 63;
                            json[i++] = 128 | 63 & c;
                        }
                        this.i = i;
                    }
                }
                this.json[this.i++] = 34;
            }
            writeUnicodeEscape(code) {
                let {json, i} = this;
                json[i++] = 92;
                json[i++] = 117;
                const hex = code.toString(16).padStart(4, "0");
                for (let j = 0; j < 4; ++j) json[i++] = hex.charCodeAt(j);
                this.i = i;
            }
            static B64=(() => {
                const table = new Uint8Array(64);
                for (let i = 0; i < 64; ++i) table[i] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".charCodeAt(i);
                return table;
            })();
            writeBase64(data) {
                const b64Len = 4 * Math.ceil(data.length / 3);
                this.ensure(b64Len + 2);
                const json = this.json;
                const B64 = JsonShapeSerializer2.B64;
                let i = this.i;
                json[i++] = 34;
                const len = data.length;
                const remainder = len % 3;
                const mainLen = len - remainder;
                for (let j = 0; j < mainLen; j += 3) {
                    const a = data[j];
                    const b = data[j + 1];
                    const c = data[j + 2];
                    json[i++] = B64[a >> 2];
                    json[i++] = B64[(3 & a) << 4 | b >> 4];
                    json[i++] = B64[(15 & b) << 2 | c >> 6];
                    json[i++] = B64[63 & c];
                }
                if (2 === remainder) {
                    const a = data[mainLen];
                    const b = data[mainLen + 1];
                    json[i++] = B64[a >> 2];
                    json[i++] = B64[(3 & a) << 4 | b >> 4];
                    json[i++] = B64[(15 & b) << 2];
                    json[i++] = 61;
                } else if (1 === remainder) {
                    const a = data[mainLen];
                    json[i++] = B64[a >> 2];
                    json[i++] = B64[(3 & a) << 4];
                    json[i++] = 61;
                    json[i++] = 61;
                }
                json[i++] = 34;
                this.i = i;
            }
            writeValue(schema, value, container) {
                if (null == value) {
                    if (container?.isStructSchema()) {
                        if (void 0 === value && NormalizedSchema.l1.of(schema).isIdempotencyToken()) {
                            this.writeAsciiQuoted((0, serde.ec)());
                            return;
                        }
                        return;
                    }
                    this.ensure(4);
                    this.json.set(NULL, this.i);
                    this.i += 4;
                    return;
                }
                const ns = NormalizedSchema.l1.of(schema);
                const isObject = "object" == typeof value;
                if (ns.isStringSchema()) {
                    const mediaType = ns.getMergedTraits().mediaType;
                    if (mediaType && ("application/json" === mediaType || mediaType.endsWith("+json"))) {
                        this.writeJsonString(lazy_json.A.from(value).toString());
                        return;
                    }
                }
                if (this.settings.bigNumberAsString && null != value && (ns.isBigIntegerSchema() || ns.isBigDecimalSchema())) {
                    const asString = value instanceof NumericValue.D ? value.string : String(value);
                    this.writeAsciiQuoted(asString);
                    return;
                }
                if (isObject) {
                    if (ns.isStructSchema()) {
                        this.writeStruct(ns, value);
                        return;
                    }
                    if (Array.isArray(value) && (ns.isListSchema() || ns.isDocumentSchema())) {
                        this.writeList(ns, value, ns.isDocumentSchema());
                        return;
                    }
                    if (ns.isMapSchema()) {
                        this.writeMap(ns, value, !1);
                        return;
                    }
                    if (value instanceof Uint8Array && (ns.isBlobSchema() || ns.isDocumentSchema())) {
                        this.writeBase64(value);
                        return;
                    }
                    if (value instanceof Date && (ns.isTimestampSchema() || ns.isDocumentSchema())) {
                        this.writeTimestamp(ns, value);
                        return;
                    }
                    if (value instanceof NumericValue.D) {
                        this.writeAscii(value.string);
                        return;
                    }
                    if (ns.isDocumentSchema()) {
                        Array.isArray(value) ? this.writeList(ns, value, !0) : this.writeMap(ns, value, !0);
                        return;
                    }
                    const json = JSON.stringify(value);
                    this.writeAscii(json);
                    return;
                }
                if ("string" != typeof value) {
                    if ("number" == typeof value) {
                        if (Math.abs(value) === 1 / 0 || Number.isNaN(value)) {
                            this.writeAsciiQuoted(String(value));
                            return;
                        }
                        const numStr = String(value);
                        this.writeAscii(numStr);
                        return;
                    }
                    if ("boolean" == typeof value) {
                        this.ensure(5);
                        let {i, json} = this;
                        if (value) {
                            json.set(TRUE, i);
                            i += 4;
                        } else {
                            json.set(FALSE, i);
                            i += 5;
                        }
                        this.i = i;
                        return;
                    }
                    "bigint" != typeof value ? this.writeAscii(String(value)) : this.writeAscii(value.toString());
                } else {
                    if (ns.isBlobSchema()) {
                        const b64 = (this.serdeContext?.base64Encoder ?? toBase64.n)(value);
                        this.writeAsciiQuoted(b64);
                        return;
                    }
                    this.writeJsonString(value);
                }
            }
            writeStruct(ns, value) {
                this.ensure(2);
                this.json[this.i++] = 123;
                let wroteAny = !1;
                const hasType = "string" == typeof value.__type;
                let writtenKeys;
                hasType && (writtenKeys = new Set);
                for (const [memberName, memberSchema] of ns.structIterator()) {
                    const item = value[memberName];
                    if (null == item && !memberSchema.isIdempotencyToken()) continue;
                    if (wroteAny) {
                        this.ensure(1);
                        this.json[this.i++] = 44;
                    }
                    wroteAny = !0;
                    const targetKey = this.settings.jsonName ? memberSchema.getMergedTraits().jsonName ?? memberName : memberName;
                    if (writtenKeys) {
                        writtenKeys.add(memberName);
                        writtenKeys.add(targetKey);
                    }
                    this.writeAsciiQuoted(targetKey);
                    this.json[this.i++] = 58;
                    this.writeValue(memberSchema, item, ns);
                }
                if (!wroteAny && ns.isUnionSchema()) {
                    const {$unknown} = value;
                    if (Array.isArray($unknown)) {
                        const [k, v] = $unknown;
                        this.writeAsciiQuoted(k);
                        this.ensure(1);
                        this.json[this.i++] = 58;
                        this.writeValue(15, v, ns);
                    }
                } else if (hasType) for (const k in value) {
                    if (writtenKeys.has(k)) continue;
                    writtenKeys.add(k);
                    const v = value[k];
                    if (wroteAny) {
                        this.ensure(1);
                        this.json[this.i++] = 44;
                    }
                    wroteAny = !0;
                    this.writeAsciiQuoted(k);
                    this.ensure(1);
                    this.json[this.i++] = 58;
                    this.writeValue(15, v, void 0);
                }
                this.ensure(1);
                this.json[this.i++] = 125;
            }
            writeList(ns, value, isDocument) {
                const sparse = !!ns.getMergedTraits().sparse;
                const valueSchema = ns.getValueSchema();
                if (!isDocument && (valueSchema.isStringSchema() || valueSchema.isNumericSchema() || valueSchema.isBooleanSchema())) {
                    let hasSpecials = !1;
                    for (let i = 0; i < value.length; ++i) {
                        const v = value[i];
                        if (Number.isNaN(v) || v === 1 / 0 || v === -1 / 0 || null == v && !sparse) {
                            hasSpecials = !0;
                            break;
                        }
                    }
                    let json;
                    if (hasSpecials) {
                        const out = [];
                        for (let i = 0; i < value.length; ++i) {
                            const v = value[i];
                            (null != v || sparse) && (Number.isNaN(v) || v === 1 / 0 || v === -1 / 0 ? out.push(String(v)) : out.push(v));
                        }
                        json = JSON.stringify(out);
                    } else json = JSON.stringify(value);
                    this.ensure(3 * json.length);
                    this.i += encoder.encodeInto(json, this.json.subarray(this.i)).written;
                    return;
                }
                this.ensure(2);
                this.json[this.i++] = 91;
                let wroteFirstItem = !1;
                for (let i = 0; i < value.length; ++i) {
                    const item = value[i];
                    if (isDocument ? void 0 !== item : null != item || sparse) {
                        if (wroteFirstItem) {
                            this.ensure(1);
                            this.json[this.i++] = 44;
                        }
                        this.writeValue(valueSchema, item, void 0);
                        wroteFirstItem = !0;
                    }
                }
                this.ensure(1);
                this.json[this.i++] = 93;
            }
            writeMap(ns, value, isDocument) {
                const sparse = !!ns.getMergedTraits().sparse;
                const valueSchema = ns.getValueSchema();
                if (!isDocument && (valueSchema.isStringSchema() || valueSchema.isNumericSchema() || valueSchema.isBooleanSchema())) {
                    let modifications;
                    for (const k in value) {
                        if (!(0, hasOwn.$)(value, k)) continue;
                        const v = value[k];
                        if (Number.isNaN(v) || v === 1 / 0 || v === -1 / 0) {
                            (modifications ??= {})[k] = v;
                            value[k] = String(v);
                        } else if (null === v && !sparse) {
                            (modifications ??= {})[k] = null;
                            value[k] = void 0;
                        }
                    }
                    const json = JSON.stringify(value);
                    modifications && Object.assign(value, modifications);
                    this.ensure(3 * json.length);
                    this.i += encoder.encodeInto(json, this.json.subarray(this.i)).written;
                    return;
                }
                this.ensure(2);
                this.json[this.i++] = 123;
                let first = !0;
                for (const k in value) {
                    if (!(0, hasOwn.$)(value, k)) continue;
                    const v = value[k];
                    if (isDocument ? void 0 !== v : null != v || sparse) {
                        if (!first) {
                            this.ensure(1);
                            this.json[this.i++] = 44;
                        }
                        first = !1;
                        this.writeJsonString(k);
                        this.ensure(1);
                        this.json[this.i++] = 58;
                        this.writeValue(valueSchema, v, void 0);
                    }
                }
                this.ensure(1);
                this.json[this.i++] = 125;
            }
            writeTimestamp(ns, value) {
                switch ((0, determineTimestampFormat.V)(ns, this.settings)) {
                  case 5:
                    {
                        const iso = value.toISOString().replace(".000Z", "Z");
                        this.writeAsciiQuoted(iso);
                        return;
                    }

                  case 6:
                    this.writeAsciiQuoted((0, date_utils.JV)(value));
                    return;

                  case 7:
                    {
                        const epochSecs = String(value.getTime() / 1e3);
                        this.writeAscii(epochSecs);
                        return;
                    }

                  default:
                    {
                        const epochSecs = String(value.getTime() / 1e3);
                        this.writeAscii(epochSecs);
                        return;
                    }
                }
            }
        }
        class JsonCodec2 extends SerdeContextConfig {
            settings;
            constructor(settings) {
                super();
                this.settings = settings;
            }
            createSerializer() {
                const serializer = new JsonShapeSerializer2(this.settings);
                serializer.setSerdeContext(this.serdeContext);
                return serializer;
            }
            createDeserializer() {
                const deserializer = new JsonShapeDeserializer2(this.settings);
                deserializer.setSerdeContext(this.serdeContext);
                return deserializer;
            }
        }
        var HttpInterceptingShapeSerializer = __webpack_require__(6769);
        var HttpInterceptingShapeDeserializer = __webpack_require__(712);
        var ProtocolLib = __webpack_require__(8063);
        class AwsRestJsonProtocol extends HttpBindingProtocol.s {
            serializer;
            deserializer;
            codec;
            mixin=new ProtocolLib.U;
            constructor({defaultNamespace, errorTypeRegistries, jsonCodec}) {
                super({
                    defaultNamespace,
                    errorTypeRegistries
                });
                const settings = {
                    timestampFormat: {
                        useTrait: !0,
                        default: 7
                    },
                    httpBindings: !0,
                    jsonName: !0
                };
                this.codec = jsonCodec ?? new JsonCodec2(settings);
                this.serializer = new HttpInterceptingShapeSerializer._(this.codec.createSerializer(), settings);
                this.deserializer = new HttpInterceptingShapeDeserializer.z(this.codec.createDeserializer(), settings);
            }
            getShapeId() {
                return "aws.protocols#restJson1";
            }
            getPayloadCodec() {
                return this.codec;
            }
            setSerdeContext(serdeContext) {
                this.codec.setSerdeContext(serdeContext);
                super.setSerdeContext(serdeContext);
            }
            async serializeRequest(operationSchema, input, context) {
                const request = await super.serializeRequest(operationSchema, input, context);
                const inputSchema = NormalizedSchema.l1.of(operationSchema.input);
                if (!request.headers["content-type"]) {
                    const contentType = this.mixin.resolveRestContentType(this.getDefaultContentType(), inputSchema);
                    contentType && (request.headers["content-type"] = contentType);
                }
                null == request.body && request.headers["content-type"] === this.getDefaultContentType() && (request.body = "{}");
                return request;
            }
            async deserializeResponse(operationSchema, context, response) {
                const output = await super.deserializeResponse(operationSchema, context, response);
                const outputSchema = NormalizedSchema.l1.of(operationSchema.output);
                for (const [name, member] of outputSchema.structIterator()) member.getMemberTraits().httpPayload && !(name in output) && (output[name] = null);
                return output;
            }
            async handleError(operationSchema, context, response, dataObject, metadata) {
                const errorIdentifier = ((output, data) => (({headers}, data, order) => {
                    for (;order.length > 0; ) switch (order.shift()) {
                      case "header":
                        const headerKey = findKey(headers ?? {}, "x-amzn-errortype");
                        if (void 0 !== headerKey) return sanitizeErrorCode(headers[headerKey]);
                        break;

                      case "code":
                        const codeKey = findKey(data ?? {}, "code");
                        if (codeKey && void 0 !== data[codeKey]) return sanitizeErrorCode(data[codeKey]);
                        break;

                      case "type":
                        if (void 0 !== data?.__type) return sanitizeErrorCode(data.__type);
                    }
                })(output, data, [ "header", "code", "type" ]))(response, dataObject) ?? "Unknown";
                this.mixin.compose(this.compositeErrorRegistry, errorIdentifier, this.options.defaultNamespace);
                const {errorSchema, errorMetadata} = await this.mixin.getErrorSchemaOrThrowBaseException(errorIdentifier, this.options.defaultNamespace, response, dataObject, metadata);
                const ns = NormalizedSchema.l1.of(errorSchema);
                const message = dataObject.message ?? dataObject.Message ?? "UnknownError";
                const exception = new (this.compositeErrorRegistry.getErrorCtor(errorSchema) ?? Error)({});
                await this.deserializeHttpMessage(errorSchema, context, response, dataObject);
                const output = {};
                const errorDeserializer = this.codec.createDeserializer();
                for (const [name, member] of ns.structIterator()) {
                    const target = member.getMergedTraits().jsonName ?? name;
                    output[name] = errorDeserializer.readObject(member, dataObject[target]);
                }
                throw this.mixin.decorateServiceException(Object.assign(exception, errorMetadata, {
                    $fault: ns.getMergedTraits().error,
                    message
                }, output), dataObject);
            }
            getDefaultContentType() {
                return "application/json";
            }
        }
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