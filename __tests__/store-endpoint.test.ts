import { describe, expect, it } from '@jest/globals'
import { isAwsS3, storeEndpoint } from '../src/lock/store/store-endpoint.js'

describe('which endpoints count as AWS S3', () => {
  it.each([
    's3.amazonaws.com',
    's3-external-1.amazonaws.com',
    's3.us-east-1.amazonaws.com',
    's3.eu-central-2.amazonaws.com',
    's3-us-west-2.amazonaws.com',
    's3.dualstack.ap-southeast-4.amazonaws.com',
    's3-fips.us-east-2.amazonaws.com',
    's3-fips.dualstack.us-gov-west-1.amazonaws.com',
    's3.cn-north-1.amazonaws.com.cn',
    's3.dualstack.cn-northwest-1.amazonaws.com.cn'
  ])('%s is', (host) => {
    expect(isAwsS3(host)).toBe(true)
  })

  it.each([
    'my-ap-123456789012.s3-accesspoint.us-east-1.amazonaws.com',
    'mfzwi23gnjvgw.mrap.accesspoint.s3-global.amazonaws.com',
    's3-object-lambda.us-east-1.amazonaws.com',
    's3express-use1-az4.us-east-1.amazonaws.com',
    's3-accelerate.amazonaws.com',
    'bucket.vpce-1a2b3c4d-5e6f.s3.us-east-1.vpce.amazonaws.com',
    's3-website-us-east-1.amazonaws.com',
    's3.us-east-1.amazonaws.com.evil.example',
    'storage.googleapis.com',
    'minio.internal',
    '127.0.0.1'
  ])('%s is not', (host) => {
    expect(isAwsS3(host)).toBe(false)
  })

  it('only over HTTPS on the default port, and the bucket label of virtual hosting is dropped', () => {
    const https = storeEndpoint(
      { protocol: 'https:', hostname: 'locks.s3.us-east-1.amazonaws.com' },
      'locks'
    )
    expect(https).toMatchObject({ url: 'https://s3.us-east-1.amazonaws.com', aws: true })
    expect(
      storeEndpoint({ protocol: 'https:', hostname: 's3.amazonaws.com', port: 443 }, 'b').aws
    ).toBe(true)
    expect(storeEndpoint({ protocol: 'http:', hostname: 's3.amazonaws.com' }, 'b').aws).toBe(false)
    expect(
      storeEndpoint({ protocol: 'https:', hostname: 's3.amazonaws.com', port: 8443 }, 'b').aws
    ).toBe(false)
  })

  it('names each other store by scheme, host and port', () => {
    const local = storeEndpoint({ protocol: 'http:', hostname: '127.0.0.1', port: 7480 }, 'b')
    expect(local).toEqual({ url: 'http://127.0.0.1:7480', aws: false, slug: 'http-127.0.0.1-7480' })
    const long = storeEndpoint({ protocol: 'https:', hostname: `${'x'.repeat(80)}.example` }, 'b')
    expect(long.slug.length).toBeLessThanOrEqual(60)
  })
})
