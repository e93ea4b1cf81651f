/** Thrown (during render) when a remote's module could not be loaded; the route's boundary shows Retry. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    /** The federated id that failed, e.g. "reports/routes". */
    readonly remoteId: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote module ${remoteId} could not be loaded`, options);
  }
}
