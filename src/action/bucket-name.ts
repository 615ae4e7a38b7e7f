/**
 * The bucket-name rules that every S3 store we know of shares with AWS: 3 to 63 characters,
 * lower-case letters, digits, "." and "-", starting and ending with a letter or digit. They
 * are also what a virtual-hosted request needs, since the bucket becomes a DNS label. AWS's
 * further rules (no "..", not an IP address, reserved prefixes and suffixes) are left to the
 * store: S3-compatible stores differ on them, and the store's own answer names the problem.
 */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

export const BUCKET_NAME_RULE =
  '3 to 63 characters: lower-case letters, digits, "." and "-", starting and ending with a letter or digit'

export function isBucketName(text: string): boolean {
  return BUCKET_NAME.test(text)
}
