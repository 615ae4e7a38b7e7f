import { createHash } from 'node:crypto'

/**
 * Which store a lock's requests actually reach, told from the URL of a request the S3 client
 * sent (after its endpoint resolution: the `endpoint` input, AWS_ENDPOINT_URL_S3, a profile's
 * endpoint_url, or AWS's own): the store check's verdict belongs to it (store-verdict.ts).
 */
export interface StoreEndpoint {
  /** scheme://host[:port], lower case, without a virtual-hosted bucket's label. */
  url: string
  /** One of AWS S3's own endpoints for general purpose buckets (see isAwsS3). */
  aws: boolean
  /** The endpoint as a short key segment: what names its verdict record. */
  slug: string
}

export interface RequestUrl {
  protocol: string
  hostname: string
  port?: number
}

export function storeEndpoint(request: RequestUrl, bucket: string): StoreEndpoint {
  const scheme = request.protocol.replace(/:$/, '').toLowerCase()
  let host = request.hostname.toLowerCase()
  // Virtual-hosted addressing puts the bucket in front of the store's own host name.
  if (host.startsWith(`${bucket.toLowerCase()}.`)) host = host.slice(bucket.length + 1)
  const defaultPort = scheme === 'https' ? 443 : 80
  const port = request.port === undefined || request.port === defaultPort ? undefined : request.port
  const url = `${scheme}://${host}${port === undefined ? '' : `:${port}`}`
  return {
    url,
    aws: scheme === 'https' && port === undefined && isAwsS3(host),
    slug: slugOf(scheme, host, port ?? defaultPort, url)
  }
}

// Commercial regions (us-east-1, ap-southeast-4, ...) and AWS GovCloud (us-gov-west-1).
const REGION = '[a-z]{2}(?:-gov)?-[a-z]+-\\d+'
const CHINA_REGION = 'cn-[a-z]+-\\d+'
/**
 * AWS S3's endpoints for general purpose buckets, which enforce If-None-Match and If-Match on
 * PutObject (If-None-Match since August 2024, If-Match since November 2024): the regional
 * endpoints, with or without dual-stack and FIPS, the legacy global and dash-region ones, and
 * those of the China regions. Over HTTPS on the default port only, so that AWS's certificate
 * vouches for whoever answers. Everything else is checked: access points, Multi-Region Access
 * Points, Object Lambda, Outposts, directory buckets (s3express), Transfer Acceleration,
 * PrivateLink (vpce) endpoints, website endpoints, and any custom domain or proxy in front of
 * S3, which may well pass requests on without their conditions.
 */
const AWS_S3_HOST = new RegExp(
  '^(?:' +
    [
      's3\\.amazonaws\\.com',
      's3-external-1\\.amazonaws\\.com',
      `s3(?:-fips)?(?:\\.dualstack)?\\.${REGION}\\.amazonaws\\.com`,
      `s3-${REGION}\\.amazonaws\\.com`,
      `s3(?:\\.dualstack)?\\.${CHINA_REGION}\\.amazonaws\\.com\\.cn`
    ].join('|') +
    ')$'
)

export function isAwsS3(host: string): boolean {
  return AWS_S3_HOST.test(host)
}

/** Readable when short ("http-127.0.0.1-7480"); long host names end in a hash of the URL. */
function slugOf(scheme: string, host: string, port: number, url: string): string {
  const readable = `${scheme}-${host.replace(/[^a-z0-9.-]/g, '_')}-${port}`
  if (readable.length <= 60) return readable
  const hash = createHash('sha256').update(url).digest('hex').slice(0, 12)
  return `${readable.slice(0, 47)}-${hash}`
}
