import type { ApiRoute } from '@tally/contracts';

/**
 * Tests run with TALLY_CHECK_ANSWERS=1 (jest's setup sets it): every answer a handler gives is parsed, as
 * a client would receive it, by the operation's answer schema, and one that does not fit fails the
 * request with a 500 naming the operation. Off in production, where it would cost every answer a copy.
 */
export function checkAnswer(operation: ApiRoute): ((answer: unknown) => void) | undefined {
  if (process.env.TALLY_CHECK_ANSWERS !== '1' || !operation.response) return undefined;
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
