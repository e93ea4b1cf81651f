import { isDocumentedStatus, type ApiRoute } from '@tally/contracts';
import { toErrorAnswer } from '../app/error-middleware';

/** Tests run with TALLY_CHECK_ANSWERS=1 (jest's set-up and the browser tests set it); off in production, where it would cost every answer a copy. */
const checking = () => process.env.TALLY_CHECK_ANSWERS === '1';

/**
 * When checking, every answer a handler gives is parsed, as a client would receive it, by the
 * operation's answer schema, and one that does not fit fails the request with a 500 naming the operation.
 */
export function checkAnswer(operation: ApiRoute): ((answer: unknown) => void) | undefined {
  if (!checking() || !operation.response) return undefined;
  const schema = operation.response;
  return (answer) => {
    if (Buffer.isBuffer(answer) || typeof (answer as { pipe?: unknown })?.pipe === 'function') return;
    const result = schema.safeParse(JSON.parse(JSON.stringify(answer)));
    if (!result.success) {
      const issues = result.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
      throw new Error(`${operation.operationId} answered outside its contract: ${issues.join('; ')}`);
    }
  };
}

/**
 * When checking, a status the operation's row does not document (libs/contracts/src/http/route-statuses.ts,
 * which the OpenAPI document lists) fails the request with a 500 naming the operation and the status.
 */
export function checkStatus(operation: ApiRoute): ((outcome: { status: number } | { error: unknown }) => void) | undefined {
  if (!checking()) return undefined;
  return (outcome) => {
    const status = 'status' in outcome ? outcome.status : toErrorAnswer(outcome.error).status;
    // 500 is every operation's and never chosen; any other status (a 503 too) must be on the row.
    if (status !== 500 && !isDocumentedStatus(operation, status)) {
      throw new Error(`${operation.operationId} answered ${status}, which its row of the route table does not document`);
    }
  };
}
