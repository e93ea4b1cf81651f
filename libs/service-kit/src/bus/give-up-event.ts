import type { EventEnvelope } from '@tally/contracts';
import type { Logger } from '../log/logger';
import type { Subscription } from './event-bus';

/**
 * After the last attempt the retry policy allows: logs at error level and hands the event to the
 * subscription's dead letters. Resolves to true when the event is settled for this consumer, false
 * when the dead letter could not be written, so the bus must keep the event and try again later.
 */
export async function giveUpEvent(subscription: Subscription, event: EventEnvelope, error: unknown, attempts: number, logger: Logger): Promise<boolean> {
  if (!subscription.deadLetter) {
    logger.error({ err: error, attempts }, 'Event handler failed for the last time; dropped (this consumer keeps no dead letters)');
    return true;
  }
  try {
    await subscription.deadLetter(event, { error, attempts });
  } catch (deadLetterError) {
    logger.error({ err: error, deadLetterError, attempts }, 'Event handler failed for the last time and its dead letter could not be written; will retry');
    return false;
  }
  logger.error({ err: error, attempts }, 'Event handler failed for the last time; moved to dead letters (replay with npm run dead-letters)');
  return true;
}
