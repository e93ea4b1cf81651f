import type { Session } from '@tally/contracts';
import { formatMoney } from '@tally/ui';
import { SESSION_KINDS } from '../lib/session-kind';
import { ElapsedTime } from './elapsed-time';
import { StatTiles } from './stat-tiles';

/** A running session's totals: the money put in, how many times, and for how long. */
export function SessionStatTiles({ session }: { session: Session }) {
  const kind = SESSION_KINDS[session.type];
  return (
    <StatTiles
      items={[
        { label: kind.totalTileLabel, value: formatMoney(session.totalDeposited, 2) },
        { label: kind.countLabel, value: session.depositsCount },
        { label: 'Elapsed', value: <ElapsedTime startedAt={session.startedAt} /> },
      ]}
    />
  );
}
