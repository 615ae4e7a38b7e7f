// @ts-check
// A renewer whose start is slow (a busy machine): run the steps with
// NODE_OPTIONS="--import <this file>" and SLOW_RENEWER_MS=<ms>; only the renewer process (the
// one given the renewer's configuration) sleeps that long before its code runs.
const delayMs = Number(process.env.SLOW_RENEWER_MS ?? 0)
if (process.env.S3_LOCK_RENEWER_CONFIG !== undefined && delayMs > 0) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, delayMs)
}
