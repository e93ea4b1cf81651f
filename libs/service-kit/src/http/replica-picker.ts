/**
 * How one replica of a service looks to the gateway right now: `ready`; `refused` (it refused a
 * connection or could not be reached a moment ago); `broken` (its circuit is open: calls to it
 * failed several times in a row).
 */
export type ReplicaState = 'ready' | 'refused' | 'broken';

export interface ReplicaPicker<R> {
  /**
   * The next replica to call, round-robin over the ready ones, leaving out those this request
   * already tried. A refused one is taken only when no ready one is left (with a single replica,
   * that is the only one: its breaker decides); a broken one never. Undefined when none is left.
   */
  pick(tried: ReadonlySet<R>): R | undefined;
}

/** Spreads calls over a service's replicas; `stateOf` is read at each pick, so a replica that recovers is back in turn at once. */
export function createReplicaPicker<R>(replicas: readonly R[], stateOf: (replica: R) => ReplicaState): ReplicaPicker<R> {
  let next = 0;
  const find = (tried: ReadonlySet<R>, acceptable: (state: ReplicaState) => boolean): R | undefined => {
    for (let step = 0; step < replicas.length; step++) {
      const index = (next + step) % replicas.length;
      const replica = replicas[index];
      if (tried.has(replica) || !acceptable(stateOf(replica))) continue;
      next = (index + 1) % replicas.length;
      return replica;
    }
    return undefined;
  };
  return {
    pick: (tried) => find(tried, (state) => state === 'ready') ?? find(tried, (state) => state === 'refused'),
  };
}
