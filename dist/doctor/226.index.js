export const id = 226;

export const ids = [ 226 ];

export const modules = {
    9226: ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
        __webpack_require__.d(__webpack_exports__, {
            EventStreamSerde: () => EventStreamSerde,
            eventStreamSerdeProvider: () => EventStreamMarshaller.J2
        });
        var EventStreamMarshaller = __webpack_require__(1282);
        var hasOwn = __webpack_require__(6852);
        var TypeRegistry = __webpack_require__(9835);
        var toUtf8 = __webpack_require__(1787);
        var fromUtf8 = __webpack_require__(4574);
        class EventStreamSerde {
            marshaller;
            serializer;
            deserializer;
            serdeContext;
            defaultContentType;
            compositeErrorRegistry;
            constructor({marshaller, serializer, deserializer, serdeContext, defaultContentType, compositeErrorRegistry}) {
                this.marshaller = marshaller;
                this.serializer = serializer;
                this.deserializer = deserializer;
                this.serdeContext = serdeContext;
                this.defaultContentType = defaultContentType;
                this.compositeErrorRegistry = compositeErrorRegistry;
            }
            async serializeEventStream({eventStream, requestSchema, initialRequest, initialMessageType}) {
                const marshaller = this.marshaller;
                const eventStreamMember = requestSchema.getEventStreamMember();
                const unionSchema = requestSchema.getMemberSchema(eventStreamMember);
                const serializer = this.serializer;
                const defaultContentType = this.defaultContentType;
                const initialRequestMarker = Symbol("initialRequestMarker");
                const eventStreamIterable = {
                    async* [Symbol.asyncIterator]() {
                        if (initialRequest) {
                            const headers = {
                                ":event-type": {
                                    type: "string",
                                    value: initialMessageType ?? "initial-request"
                                },
                                ":message-type": {
                                    type: "string",
                                    value: "event"
                                },
                                ":content-type": {
                                    type: "string",
                                    value: defaultContentType
                                }
                            };
                            serializer.write(requestSchema, initialRequest);
                            const body = serializer.flush();
                            yield {
                                [initialRequestMarker]: !0,
                                headers,
                                body
                            };
                        }
                        for await (const page of eventStream) yield page;
                    }
                };
                return marshaller.serialize(eventStreamIterable, event => {
                    if (event[initialRequestMarker]) return {
                        headers: event.headers,
                        body: event.body
                    };
                    let unionMember = "";
                    for (const key in event) if ((0, hasOwn.$)(event, key) && "__type" !== key) {
                        unionMember = key;
                        break;
                    }
                    const {additionalHeaders, body, eventType, explicitPayloadContentType} = this.writeEventBody(unionMember, unionSchema, event);
                    return {
                        headers: {
                            ":event-type": {
                                type: "string",
                                value: eventType
                            },
                            ":message-type": {
                                type: "string",
                                value: "event"
                            },
                            ":content-type": {
                                type: "string",
                                value: explicitPayloadContentType ?? defaultContentType
                            },
                            ...additionalHeaders
                        },
                        body
                    };
                });
            }
            async deserializeEventStream({response, responseSchema, initialResponseContainer, initialMessageType}) {
                const marshaller = this.marshaller;
                const eventStreamMember = responseSchema.getEventStreamMember();
                const memberSchemas = responseSchema.getMemberSchema(eventStreamMember).getMemberSchemas();
                const initialResponseMarker = Symbol("initialResponseMarker");
                const asyncIterable = marshaller.deserialize(response.body, async event => {
                    let unionMember = "";
                    for (const key in event) if ((0, hasOwn.$)(event, key) && "__type" !== key) {
                        unionMember = key;
                        break;
                    }
                    const body = event[unionMember].body;
                    if (unionMember === (initialMessageType ?? "initial-response")) {
                        const dataObject = await this.deserializer.read(responseSchema, body);
                        delete dataObject[eventStreamMember];
                        return {
                            [initialResponseMarker]: !0,
                            ...dataObject
                        };
                    }
                    if (unionMember in memberSchemas) {
                        const eventStreamSchema = memberSchemas[unionMember];
                        if (eventStreamSchema.isStructSchema()) {
                            const out = {};
                            let hasBindings = !1;
                            for (const [name, member] of eventStreamSchema.structIterator()) {
                                const {eventHeader, eventPayload} = member.getMergedTraits();
                                hasBindings = hasBindings || Boolean(eventHeader || eventPayload);
                                if (eventPayload) member.isBlobSchema() ? out[name] = body : member.isStringSchema() ? out[name] = (this.serdeContext?.utf8Encoder ?? toUtf8.P)(body) : member.isStructSchema() && (out[name] = await this.deserializer.read(member, body)); else if (eventHeader) {
                                    const value = event[unionMember].headers[name]?.value;
                                    null != value && (member.isNumericSchema() ? out[name] = value && "object" == typeof value && "bytes" in value ? BigInt(value.toString()) : Number(value) : out[name] = value);
                                }
                            }
                            return {
                                [unionMember]: await this.readEventMember(eventStreamSchema, body, hasBindings, out)
                            };
                        }
                        return {
                            [unionMember]: await this.deserializer.read(eventStreamSchema, body)
                        };
                    }
                    return {
                        $unknown: event
                    };
                });
                const asyncIterator = asyncIterable[Symbol.asyncIterator]();
                const firstEvent = await asyncIterator.next();
                if (firstEvent.done) return asyncIterable;
                if (firstEvent.value?.[initialResponseMarker]) {
                    if (!responseSchema) throw new Error("@smithy::core/protocols - initial-response event encountered in event stream but no response schema given.");
                    for (const key in firstEvent.value) (0, hasOwn.$)(firstEvent.value, key) && (initialResponseContainer[key] = firstEvent.value[key]);
                }
                return {
                    async* [Symbol.asyncIterator]() {
                        firstEvent?.value?.[initialResponseMarker] || (yield firstEvent.value);
                        for (;;) {
                            const {done, value} = await asyncIterator.next();
                            if (done) break;
                            yield value;
                        }
                    }
                };
            }
            async readEventMember(eventStreamSchema, body, hasBindings, out) {
                let ErrCtor;
                const staticStructuralSchema = eventStreamSchema.getSchema();
                if (Array.isArray(staticStructuralSchema) && -3 === staticStructuralSchema[0]) {
                    const namespace = staticStructuralSchema[1];
                    const nsRegistry = TypeRegistry.O.for(namespace);
                    this.compositeErrorRegistry?.copyFrom(nsRegistry);
                    ErrCtor = (this.compositeErrorRegistry ?? nsRegistry)?.getErrorCtor(staticStructuralSchema);
                }
                const dataObject = hasBindings ? out : 0 === body.byteLength ? {} : await this.deserializer.read(eventStreamSchema, body);
                if (ErrCtor) {
                    const message = dataObject.message ?? dataObject.Message ?? "Unknown";
                    const metadata = {};
                    const $fault = eventStreamSchema.getMergedTraits().error;
                    $fault && (metadata.$fault = $fault);
                    return Object.assign(new ErrCtor({}), metadata, {
                        message
                    }, dataObject);
                }
                return dataObject;
            }
            writeEventBody(unionMember, unionSchema, event) {
                const serializer = this.serializer;
                let eventType = unionMember;
                let explicitPayloadMember = null;
                let explicitPayloadContentType;
                const additionalHeaders = {};
                if (unionSchema.getSchema()[4].includes(unionMember)) {
                    const eventSchema = unionSchema.getMemberSchema(unionMember);
                    if (eventSchema.isStructSchema()) {
                        for (const [memberName, memberSchema] of eventSchema.structIterator()) {
                            const {eventHeader, eventPayload} = memberSchema.getMergedTraits();
                            if (eventPayload) explicitPayloadMember = memberName; else if (eventHeader) {
                                const value = event[unionMember][memberName];
                                let type = "binary";
                                memberSchema.isNumericSchema() ? type = (-2) ** 31 <= value && value <= 2 ** 31 - 1 ? "integer" : "long" : memberSchema.isTimestampSchema() ? type = "timestamp" : memberSchema.isStringSchema() ? type = "string" : memberSchema.isBooleanSchema() && (type = "boolean");
                                if (null != value) {
                                    additionalHeaders[memberName] = {
                                        type,
                                        value
                                    };
                                    delete event[unionMember][memberName];
                                }
                            }
                        }
                        if (null !== explicitPayloadMember) {
                            const payloadSchema = eventSchema.getMemberSchema(explicitPayloadMember);
                            payloadSchema.isBlobSchema() ? explicitPayloadContentType = "application/octet-stream" : payloadSchema.isStringSchema() && (explicitPayloadContentType = "text/plain");
                            serializer.write(payloadSchema, event[unionMember][explicitPayloadMember]);
                        } else serializer.write(eventSchema, event[unionMember]);
                    } else {
                        if (!eventSchema.isUnitSchema()) throw new Error("@smithy/core/event-streams - non-struct member not supported in event stream union.");
                        serializer.write(eventSchema, {});
                    }
                } else {
                    const [type, value] = event[unionMember];
                    eventType = type;
                    serializer.write(15, value);
                }
                const messageSerialization = serializer.flush() ?? new Uint8Array;
                return {
                    body: "string" == typeof messageSerialization ? (this.serdeContext?.utf8Decoder ?? fromUtf8.a)(messageSerialization) : messageSerialization,
                    eventType,
                    explicitPayloadContentType,
                    additionalHeaders
                };
            }
        }
    })
};