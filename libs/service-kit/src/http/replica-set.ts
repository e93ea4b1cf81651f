import { BrokenCircuitError, circuitBreaker, ConsecutiveBreaker, handleAll } from 'cockatiel';
import { createReplicaPicker, type ReplicaState } from './replica-picker';

/** One replica of a service as its caller sees it (ADR 0014). */
export interface Replica {
  /** Its base URL, without a trailing slash. */
  readonly url: string;
  /**
   * Runs one call to it through its circuit breaker: a rejection counts as a failure, and after several in a row
   * the circuit opens (calls reject at once with an error `isCircuitOpen` knows) until a trial call succeeds.
   */
  execute<T>(call: () => Promise<T>): Promise<T>;
  /** It refused a connection or could not be reached: left out for the breaker's pause (unless no other is left). */
  markRefused(): void;
  state(): ReplicaState;
}

export interface ReplicaSet {
  readonly replicas: readonly Replica[];
  /** The next replica to call, round-robin over the ready ones, leaving out those this call already tried (replica-picker.ts). */
  pick(tried: ReadonlySet<Replica>): Replica | undefined;
}

export interface ReplicaSetOptions {
  /** Failures in a row (refused, reset, no answer in time) after which a replica is skipped… */
  breakAfterFailures?: number;
  /** …for this long, after which one call is let through to try it again; also the pause after a refusal. */
  halfOpenAfterMs?: number;
}

/**
 * A service's replicas, each with its own circuit breaker (cockatiel's: maintained, dependency-free, the
 * states and half-open trial done right) and a pause after it refused a connection. The gateway's proxy and
 * insights' ledger client both call through one, so a replica that is down is skipped the same way by each.
 */
export function createReplicaSet(urls: readonly string[], options: ReplicaSetOptions = {}): ReplicaSet {
  const { breakAfterFailures = 5, halfOpenAfterMs = 5000 } = options;
  const replicaOf = (target: string): Replica => {
    // Until then it counts as refused; until then its circuit is open (after it, one trial call is let through).
    let refusedUntil = 0;
    let brokenUntil = 0;
    const breaker = circuitBreaker(handleAll, { halfOpenAfter: halfOpenAfterMs, breaker: new ConsecutiveBreaker(breakAfterFailures) });
    breaker.onBreak(() => (brokenUntil = Date.now() + halfOpenAfterMs));
    breaker.onReset(() => (brokenUntil = 0));
    return {
      url: target.replace(/\/+$/, ''),
      execute: (call) => breaker.execute(call),
      markRefused() {
        refusedUntil = Date.now() + halfOpenAfterMs;
      },
      state() {
        const now = Date.now();
        return now < brokenUntil ? 'broken' : now < refusedUntil ? 'refused' : 'ready';
      },
    };
  };
  const replicas = urls.map(replicaOf);
  const picker = createReplicaPicker(replicas, (replica) => replica.state());
  return { replicas, pick: (tried) => picker.pick(tried) };
}

/** Whether a call was refused by an open circuit (nothing was sent, and it is no failure of that call). */
export function isCircuitOpen(err: unknown): boolean {
  return err instanceof BrokenCircuitError;
}
