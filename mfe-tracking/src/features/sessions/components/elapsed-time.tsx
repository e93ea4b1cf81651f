import { formatSpan } from '../lib/format-duration';
import { useNow } from '../hooks/use-now';

/** A running session's elapsed time, ticking each second; only this text re-renders. */
export function ElapsedTime({ startedAt }: { startedAt: string }) {
  const now = useNow();
  return <>{formatSpan(startedAt, now)}</>;
}
