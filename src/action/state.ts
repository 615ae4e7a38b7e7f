/** Names under which the root action's main step leaves what its post step needs. */
export const STATE = {
  handle: 'lock-handle',
  token: 'lock-token',
  etag: 'lock-etag',
  ticket: 'lock-ticket',
  /** The lock's recent holds and when ours began (monotonic): for the wait estimate. */
  holds: 'lock-holds',
  holders: 'lock-holders',
  renewerPid: 'renewer-pid',
  /** The renewer's control socket: only the renewer answers there (renewer-process.ts). */
  renewerControl: 'renewer-control',
  statusFile: 'status-file',
  listingKey: 'listing-key',
  /** When a PUT of the listing key went unanswered: until then it may still land. */
  listingInFlightUntil: 'listing-in-flight-until',
  times: 'times'
} as const
