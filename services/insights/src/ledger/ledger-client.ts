import { ERROR_CODES, INTERNAL_ROUTES, InsightRecordsResponse } from '@tally/contracts';
import { ServiceError, type Logger } from '@tally/service-kit';

/** Reads a person's records from the ledger (ADR 0006): insights never reads the ledger's tables. */
export interface LedgerClient {
  /**
   * @param authorization the person's own service token, forwarded: the ledger answers with the records of the person it names
   * @param since records from this moment on; null for all of them
   */
  records(authorization: string, since: Date | null): Promise<InsightRecordsResponse>;
}

const unavailable = () => new ServiceError('Your records could not be read just now. Please try again.', 503, ERROR_CODES.unavailable);

export function createLedgerClient(options: { baseUrl: string; timeoutMs: number; logger: Logger }): LedgerClient {
  return {
    async records(authorization, since) {
      const url = new URL(INTERNAL_ROUTES.listInsightRecords.path, options.baseUrl);
      if (since) url.searchParams.set('since', since.toISOString());
      let response: Response;
      try {
        response = await fetch(url, { headers: { authorization, accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (err) {
        options.logger.error({ err: { name: (err as Error).name, message: (err as Error).message } }, 'The ledger did not answer');
        throw unavailable();
      }
      if (!response.ok) {
        options.logger.error({ status: response.status }, 'The ledger refused the records read');
        throw unavailable();
      }
      const parsed = InsightRecordsResponse.safeParse(await response.json());
      if (!parsed.success) {
        options.logger.error({ issues: parsed.error.issues.slice(0, 3) }, 'The ledger answered records that break their contract');
        throw unavailable();
      }
      return parsed.data;
    },
  };
}
