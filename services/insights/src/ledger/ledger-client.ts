import { ERROR_CODES, INTERNAL_ROUTES, InsightRecordsResponse } from '@tally/contracts';
import { createReplicaSet, isCircuitOpen, ServiceError, type Logger, type Replica, type ReplicaSetOptions } from '@tally/service-kit';

/** Reads a person's records from the ledger (ADR 0006): insights never reads the ledger's tables. */
export interface LedgerClient {
  /**
   * @param authorization the person's own service token, forwarded: the ledger answers with the records of the person it names
   * @param since records from this moment on; null for all of them
   */
  records(authorization: string, since: Date | null): Promise<InsightRecordsResponse>;
}

export interface LedgerClientOptions extends ReplicaSetOptions {
  /** The ledger's URL, or its replicas' URLs. */
  baseUrls: readonly string[];
  /** How long one replica may take to answer. */
  timeoutMs: number;
  logger: Logger;
}

const unavailable = () => new ServiceError('Your records could not be read just now. Please try again.', 503, ERROR_CODES.unavailable);

/** Connection errors (undici's causes under fetch's TypeError) that mean not a byte of the request reached the replica. */
const NOTHING_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
const nothingSent = (err: unknown) => NOTHING_SENT.has(String(((err as { cause?: { code?: unknown } }).cause ?? {}).code));

/**
 * The ledger's replicas are read as the gateway calls them (ADR 0014, libs/service-kit's replica set): round-robin
 * over the ready ones, each with its own circuit breaker, one that refused a connection left out for a pause. The
 * records read is a GET, safe to repeat, so a try that failed without an answer (refused, reset, no answer in time)
 * is made once more on another replica. An answer, whatever its status, is the answer: a ledger that answers 503
 * has lost its database, which every replica shares.
 */
export function createLedgerClient(options: LedgerClientOptions): LedgerClient {
  const { baseUrls, timeoutMs, logger, ...breaker } = options;
  const ledger = createReplicaSet(baseUrls, breaker);

  /** One try on one replica: its answer, or a rejection its breaker counts. */
  async function readFrom(base: string, path: string, authorization: string): Promise<Response> {
    return fetch(new URL(path, `${base}/`), { headers: { authorization, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  }

  async function answerOf(path: string, authorization: string): Promise<Response> {
    const tried = new Set<Replica>();
    let retried = false;
    for (let replica = ledger.pick(tried); replica; replica = ledger.pick(tried)) {
      tried.add(replica);
      try {
        return await replica.execute(() => readFrom(replica.url, path, authorization));
      } catch (err) {
        // An open circuit sent nothing and is no failure of this read: the next replica, without using the retry.
        if (isCircuitOpen(err)) continue;
        if (nothingSent(err)) replica.markRefused();
        logger.warn({ replica: replica.url, err: { name: (err as Error).name, message: (err as Error).message } }, 'A ledger replica did not answer');
        if (retried) break;
        retried = true;
      }
    }
    logger.error({ replicas: ledger.replicas.map((replica) => `${replica.url} ${replica.state()}`) }, 'The ledger did not answer');
    throw unavailable();
  }

  return {
    async records(authorization, since) {
      const query = since ? `?${new URLSearchParams({ since: since.toISOString() })}` : '';
      const response = await answerOf(`${INTERNAL_ROUTES.listInsightRecords.path}${query}`, authorization);
      if (!response.ok) {
        logger.error({ status: response.status }, 'The ledger refused the records read');
        throw unavailable();
      }
      const parsed = InsightRecordsResponse.safeParse(await response.json());
      if (!parsed.success) {
        logger.error({ issues: parsed.error.issues.slice(0, 3) }, 'The ledger answered records that break their contract');
        throw unavailable();
      }
      return parsed.data;
    },
  };
}
