import { jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tally/ui';
import { ALERTS_FOLLOW_UP_MS, refreshLedgerQueries } from './refresh-ledger-queries';

describe('refreshLedgerQueries', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("should ask the bell's unread count and Home's limits again within seconds, as alerts counts the spend after the answer", async () => {
    const client = new QueryClient();
    const asked: string[] = [];
    const invalidate = jest.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => void asked.push(String(filters?.queryKey?.[0])));

    await refreshLedgerQueries(client);
    expect(asked).toEqual(expect.arrayContaining([queryKeys.unreadNotifications[0], queryKeys.limitStatus[0], queryKeys.stats[0]]));

    asked.length = 0;
    jest.advanceTimersByTime(ALERTS_FOLLOW_UP_MS[0]);
    expect(asked.sort()).toEqual([queryKeys.limitStatus[0], queryKeys.unreadNotifications[0]].sort());
    jest.advanceTimersByTime(ALERTS_FOLLOW_UP_MS[ALERTS_FOLLOW_UP_MS.length - 1]);
    expect(asked.filter((key) => key === queryKeys.unreadNotifications[0])).toHaveLength(ALERTS_FOLLOW_UP_MS.length);
    expect(Math.max(...ALERTS_FOLLOW_UP_MS)).toBeLessThan(6_000);
    invalidate.mockRestore();
  });
});
