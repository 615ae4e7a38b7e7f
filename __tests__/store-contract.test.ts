import { describe, expect, it } from '@jest/globals'
import { createHash, randomUUID } from 'node:crypto'
import { clock } from '../src/lock/basics/clock.js'
import { within } from '../src/lock/basics/deadlines.js'
import { MemoryBucket } from '../src/lock/store/memory-bucket.js'
import { MemoryStore } from '../src/lock/store/memory-store.js'
import { S3LockStore } from '../src/lock/store/s3-store.js'
import type { Store, WriteOutcome } from '../src/lock/store/store.js'
import { s3Env } from './support/s3.js'

// What the lock protocol relies on a store to answer, asked of the real RGW (through
// S3LockStore) and of the in-memory S3 (MemoryStore) alike: the simulator and the protocol
// tests trust MemoryStore only as far as these cases hold for both. Each case works under a
// fresh random prefix, so runs never see each other's keys.

interface Subject {
  store: Store
  /** Keys per ListObjectsV2 page. */
  pageSize: number
  /**
   * Where Ceph RGW departs from AWS, which MemoryStore follows: it deletes despite a wrong
   * If-Match (store-probe.ts detects it), and lists LastModified with milliseconds. The
   * protocol relies on neither; asserted so that a change on either side shows here.
   */
  rgw: boolean
}

const factories: [string, () => Subject][] = [
  [
    'S3LockStore on the RGW',
    () => {
      // s3Env() throws when the server is not configured: this side fails, it never skips.
      const { bucket, endpoint, region } = s3Env()
      return {
        store: new S3LockStore({ bucket, endpoint, region, forcePathStyle: true }),
        pageSize: 1000,
        rgw: true
      }
    }
  ],
  [
    'MemoryStore',
    () => ({ store: new MemoryStore(new MemoryBucket({ pageSize: 3 })), pageSize: 3, rgw: false })
  ]
]

const BOUND_MS = 20_000
const bound = () => within(BOUND_MS)
const md5 = (text: string) => createHash('md5').update(text).digest('hex')

function written(outcome: WriteOutcome): Extract<WriteOutcome, { kind: 'written' }> {
  if (outcome.kind !== 'written') throw new Error(`not written: ${JSON.stringify(outcome)}`)
  return outcome
}

describe.each(factories)('%s', (_label, make) => {
  const fresh = () => ({ ...make(), prefix: `contract/${randomUUID()}/` })

  it('create where the key exists: precondition-failed, the first object kept', async () => {
    const { store, prefix } = fresh()
    const key = `${prefix}lock`
    const first = written(await store.create(key, '{"a":1}', bound()))
    expect(await store.create(key, '{"b":2}', bound())).toEqual({ kind: 'precondition-failed' })
    const read = await store.read(key, undefined, bound())
    expect(read).toMatchObject({ kind: 'present', object: { etag: first.etag, body: '{"a":1}' } })
  })

  it('ETag is the hex MD5 of the body, unquoted; identical bodies share it', async () => {
    const { store, prefix } = fresh()
    const body = `{"owner":"${randomUUID()}"}`
    const a = written(await store.create(`${prefix}a`, body, bound()))
    const b = written(await store.create(`${prefix}b`, body, bound()))
    expect(a.etag).toBe(md5(body))
    expect(b.etag).toBe(a.etag)
  })

  it('replace: the right ETag writes a new one; a stale ETag and a missing key are refused', async () => {
    const { store, prefix } = fresh()
    const key = `${prefix}lock`
    const first = written(await store.create(key, 'one', bound()))
    const second = written(await store.replace(key, 'two', first.etag, bound()))
    expect(second.etag).toBe(md5('two'))
    expect(second.etag).not.toBe(first.etag)
    expect(await store.replace(key, 'three', first.etag, bound())).toMatchObject({
      kind: 'precondition-failed'
    })
    expect((await store.read(key, undefined, bound())).kind === 'present').toBe(true)
    // AWS answers 404 NoSuchKey (missing: true), RGW 412: both are precondition-failed.
    const missing = await store.replace(`${prefix}none`, 'x', first.etag, bound())
    expect(missing.kind).toBe('precondition-failed')
    expect((await store.read(`${prefix}none`, undefined, bound())).kind).toBe('absent')
  })

  it('written carries sentAt (monotonic, before the answer) and the store clock', async () => {
    const { store, prefix } = fresh()
    const before = clock().monotonicNow()
    const write = written(await store.create(`${prefix}lock`, 'x', bound()))
    expect(write.sentAt).toBeGreaterThanOrEqual(before)
    expect(write.sentAt).toBeLessThanOrEqual(clock().monotonicNow())
    expect(write.serverNowMs! % 1000).toBe(0)
    expect(Math.abs(write.serverNowMs! - Date.now())).toBeLessThan(60_000)
  })

  it('read: present, unchanged with the current ETag, present again once it changed, absent', async () => {
    const { store, prefix } = fresh()
    const key = `${prefix}lock`
    const first = written(await store.create(key, 'one', bound()))
    expect(await store.read(key, first.etag, bound())).toMatchObject({ kind: 'unchanged' })
    await store.replace(key, 'two', first.etag, bound())
    expect(await store.read(key, first.etag, bound())).toMatchObject({
      kind: 'present',
      object: { body: 'two', etag: md5('two') }
    })
    const absent = await store.read(`${prefix}none`, undefined, bound())
    expect(absent.kind).toBe('absent')
    expect(typeof absent.serverNowMs).toBe('number')
    // Refusals carry the store's clock too.
    expect(store.lastServerNow).toBe(absent.serverNowMs)
  })

  it('Last-Modified is whole seconds, within a couple of seconds of the store clock', async () => {
    const { store, prefix } = fresh()
    const key = `${prefix}lock`
    const write = written(await store.create(key, 'x', bound()))
    const read = await store.read(key, undefined, bound())
    if (read.kind !== 'present') throw new Error(read.kind)
    expect(read.object.lastModifiedMs % 1000).toBe(0)
    expect(read.serverNowMs! % 1000).toBe(0)
    expect(Math.abs(read.object.lastModifiedMs - read.serverNowMs!)).toBeLessThanOrEqual(2000)
    expect(Math.abs(read.object.lastModifiedMs - write.serverNowMs!)).toBeLessThanOrEqual(2000)
    expect(store.lastServerNow).toBe(read.serverNowMs)
  })

  it('delete: a wrong If-Match is refused (412) and the object stays (not on RGW); the right one removes it', async () => {
    const { store, prefix, rgw } = fresh()
    const key = `${prefix}lock`
    const write = written(await store.create(key, 'x', bound()))
    if (rgw) {
      expect(await store.delete(key, bound(), md5('other'))).toBe(204)
      expect((await store.read(key, undefined, bound())).kind).toBe('absent')
      await store.create(key, 'x', bound())
    } else {
      expect(await store.delete(key, bound(), md5('other'))).toBe(412)
      expect((await store.read(key, undefined, bound())).kind).toBe('present')
    }
    expect(await store.delete(key, bound(), write.etag)).toBe(204)
    expect((await store.read(key, undefined, bound())).kind).toBe('absent')
  })

  it('delete of a missing key does not throw', async () => {
    const { store, prefix } = fresh()
    expect(await store.delete(`${prefix}none`, bound())).toBe(204)
  })

  it('list: exactly the keys under the prefix, in UTF-8 byte order, across pages', async () => {
    const { store, prefix, pageSize, rgw } = fresh()
    // Byte order differs from JavaScript's sort for the astral character and U+FF5A.
    const names = ['b', 'a', 'a/b', 'a-b', 'B', '~', '\uff5a', '\u{1f600}']
    // More keys than a page of the memory store's (3); RGW's pages are 1000 keys, too many
    // to write here: for it, the request count shows the listing was one page.
    const all = names.concat(['n1', 'n0'])
    for (const name of all) await store.create(`${prefix}dir/${name}`, name, bound())
    await store.create(`${prefix}dir-sibling/x`, 'x', bound())
    await store.create(`${prefix}di`, 'x', bound())
    const before = store.requests.list
    const listed = await store.list(`${prefix}dir/`, bound())
    const expected = all
      .map((name) => `${prefix}dir/${name}`)
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    expect(listed.keys.map((k) => k.key)).toEqual(expected)
    expect(store.requests.list - before).toBe(Math.ceil(all.length / pageSize))
    const b = listed.keys.find((k) => k.key.endsWith('/a/b'))!
    expect(b.size).toBe(3)
    if (!rgw) expect(b.lastModifiedMs % 1000).toBe(0)
    expect(Math.abs(b.lastModifiedMs - listed.serverNowMs!)).toBeLessThanOrEqual(5000)
    expect((await store.list(`${prefix}nothing/`, bound())).keys).toEqual([])
  })

  it('head and peek: present with metadata (keys lowercased), missing, unchanged', async () => {
    const { store, prefix } = fresh()
    const key = `${prefix}lock`
    const metadata = { holder: 'job-1', 'lease-ms': '30000', Owner: 'Someone' }
    const write = written(await store.create(key, 'x', bound(), metadata))
    const expected = { holder: 'job-1', 'lease-ms': '30000', owner: 'Someone' }
    const head = await store.head(key, bound())
    expect(head).toMatchObject({ exists: true, metadata: expected })
    expect(typeof head.serverNowMs).toBe('number')
    const missing = await store.head(`${prefix}none`, bound())
    expect(missing).toMatchObject({ exists: false, metadata: {} })
    expect(typeof missing.serverNowMs).toBe('number')
    expect(await store.peek(key, undefined, bound())).toEqual({
      kind: 'present',
      metadata: expected
    })
    expect(await store.peek(key, write.etag, bound())).toEqual({ kind: 'unchanged' })
    expect(await store.peek(`${prefix}none`, undefined, bound())).toBeUndefined()
  })

  it('putOwnKey writes plainly, overwriting; metadata round-trips', async () => {
    const { store, prefix } = fresh()
    const key = `${prefix}own`
    expect(await store.putOwnKey(key, 'one', { at: '1' }, bound())).toEqual({
      inFlightUntil: undefined
    })
    await store.putOwnKey(key, 'two', { at: '2' }, bound())
    expect(await store.read(key, undefined, bound())).toMatchObject({
      kind: 'present',
      object: { body: 'two' }
    })
    expect((await store.head(key, bound())).metadata).toEqual({ at: '2' })
  })

  it('counts every request by class', async () => {
    const { store, prefix } = fresh()
    const key = `${prefix}lock`
    const write = written(await store.create(key, 'x', bound()))
    await store.replace(key, 'y', write.etag, bound())
    await store.read(key, undefined, bound())
    await store.head(key, bound())
    await store.putOwnKey(`${prefix}own`, 'x', {}, bound())
    await store.list(prefix, bound())
    await store.delete(key, bound())
    expect(store.requests).toEqual({
      get: 1,
      head: 1,
      conditionalPut: 2,
      put: 1,
      list: 1,
      delete: 1
    })
  })
})
