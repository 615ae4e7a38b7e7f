import type {
  Deadline,
  ListedKey,
  ReadResult,
  RequestCounts,
  WriteOutcome
} from './store-requests.js'

export * from './store-requests.js'

/**
 * What the lock protocol asks of a store: S3's object operations as the protocol reasons about
 * them. S3LockStore speaks them to S3; MemoryStore answers them in-process, as S3 does, for the
 * simulator and the protocol tests. Every call names its deadline: there is no default.
 */
export interface Store {
  readonly bucket: string
  /** The longest one request is in flight before its outcome counts as unknown. */
  readonly requestTimeoutMs: number
  /** Requests sent, by price class. */
  readonly requests: RequestCounts
  /** The store's clock in its last answer (the Date header), when it gave one. */
  readonly lastServerNow: number | undefined

  /** `s3://bucket/key`, for messages. */
  where(key: string): string

  /** GET; with `knownEtag`, If-None-Match, so that an unchanged object costs a 304. */
  read(key: string, knownEtag: string | undefined, bound: Deadline): Promise<ReadResult>

  /** HEAD with If-None-Match: the metadata, 'unchanged', or undefined when it cannot tell. */
  peek(
    key: string,
    knownEtag: string | undefined,
    bound: Deadline
  ): Promise<
    { kind: 'unchanged' } | { kind: 'present'; metadata: Record<string, string> } | undefined
  >

  /** HEAD: does the key exist, its metadata, and the store's clock. */
  head(
    key: string,
    bound: Deadline
  ): Promise<{ exists: boolean; metadata: Record<string, string>; serverNowMs?: number }>

  /** PutObject If-None-Match: * */
  create(
    key: string,
    body: string,
    bound: Deadline,
    metadata?: Record<string, string>
  ): Promise<WriteOutcome>

  /** PutObject If-Match: etag */
  replace(
    key: string,
    body: string,
    etag: string,
    bound: Deadline,
    metadata?: Record<string, string>
  ): Promise<WriteOutcome>

  /**
   * A plain PutObject, only for a key that is this writer's alone (the listing scheme's keys).
   * `inFlightUntil`: when an earlier attempt went unanswered, the wall clock by which it has
   * landed or never will.
   */
  putOwnKey(
    key: string,
    body: string,
    metadata: Record<string, string>,
    bound: Deadline
  ): Promise<{ inFlightUntil?: number }>

  /** Every key under a prefix (all pages), with the store's clock at the last page. */
  list(prefix: string, bound: Deadline): Promise<{ keys: ListedKey[]; serverNowMs?: number }>

  /** DeleteObject, optionally If-Match: the status (204, 404, or 412 when refused). */
  delete(key: string, bound: Deadline, ifMatch?: string): Promise<number>
}
