import { PutObjectCommand } from '@aws-sdk/client-s3'
import { EMPTY } from '../../src/lock/line/line-record.js'
import { s3Client } from './s3.js'

/**
 * Writes `name`'s line as an empty one, as on any name waited on before. Since the I6 fix, a
 * join whose write creates the line first lists round 0 for the losers of the name's create:
 * recipes that hang or gate the listings of the rounds start from a line that exists.
 */
export async function writeEmptyLine(bucket: string, name: string): Promise<void> {
  const body = `${JSON.stringify(EMPTY)}\n`
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucket, Key: `${name}/.s3-lock/line`, Body: body })
  )
}
