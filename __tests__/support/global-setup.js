// @ts-check
// jest globalSetup: start (or reuse) the real S3 server and export its settings through
// process.env, which the jest workers inherit. Tests that need S3 must fail when it is
// missing, never skip, so any failure here is thrown.
import { fileURLToPath } from 'node:url'
import { startLocalS3 } from '../../scripts/local-setup.mjs'

/** @returns {Promise<void>} */
export default async function globalSetup() {
  if (process.env.S3_TEST_EXTERNAL === '1' && process.env.AWS_ENDPOINT_URL_S3) {
    console.error(`S3 test server: ${process.env.AWS_ENDPOINT_URL_S3} (external)`)
    return
  }
  const endpoint = startLocalS3(fileURLToPath(new URL('../..', import.meta.url)))
  console.error(`S3 test server: ${endpoint} (Ceph RGW)`)
}
