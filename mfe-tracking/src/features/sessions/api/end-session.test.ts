import { QueryClient } from '@tanstack/react-query';
import type { Session } from '@tally/contracts';
import { queryKeys } from '@tally/ui';
import { showEnded } from './end-session';

const session = (id: string, ended: boolean): Session =>
  ({
    id,
    type: 'slot',
    venue: 'The Local',
    startedAt: '2026-11-27T08:00:00.000Z',
    endedAt: ended ? '2026-11-27T09:30:00.000Z' : null,
    totalDeposited: '50.00',
    depositsCount: 2,
    finalAmount: ended ? '20.00' : null,
    isActive: !ended,
  }) as unknown as Session;

describe('ending a session, in the cached reads', () => {
  it('When a session ends, then every cached list and its detail show it ended before any refetch, and nothing else changes', () => {
    const client = new QueryClient();
    const other = session('b', true);
    client.setQueryData(queryKeys.recentSessions(5), [session('a', false), other]);
    client.setQueryData(queryKeys.sessions, [session('a', false)]);
    client.setQueryData(queryKeys.session('a'), { session: session('a', false), deposits: [] });
    client.setQueryData(queryKeys.session('b'), { session: other, deposits: [] });

    showEnded(client, session('a', true));

    expect(client.getQueryData<Session[]>(queryKeys.recentSessions(5))?.map((s) => s.endedAt)).toEqual(['2026-11-27T09:30:00.000Z', other.endedAt]);
    expect(client.getQueryData<Session[]>(queryKeys.sessions)?.[0]).toMatchObject({ finalAmount: '20.00', isActive: false });
    expect(client.getQueryData<{ session: Session }>(queryKeys.session('a'))?.session.endedAt).toBe('2026-11-27T09:30:00.000Z');
    expect(client.getQueryData<{ session: Session }>(queryKeys.session('b'))?.session).toBe(other);
  });
});
