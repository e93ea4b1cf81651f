import { QueryClient } from '@tanstack/react-query';
import { apiKey, apiKeyPrefix, queryKeys } from './query-keys';
import { queryKeyToPath } from './query-path';

describe('apiKey: query keys derived from the route table', () => {
  it("should start with the path's resource, then its further segments with the params, then the query", () => {
    expect(apiKey('getUser')).toEqual(['/api/user']);
    expect(apiKey('listActivities', { query: { limit: 5, cursor: undefined } })).toEqual(['/api/activities', { limit: 5 }]);
    expect(apiKey('getActivity', { params: { id: 'a1' } })).toEqual(['/api/activities', 'a1']);
    expect(apiKey('listActivitiesByDate', { query: { startDate: 's', endDate: 'e' } })).toEqual(['/api/activities', 'by-date', { startDate: 's', endDate: 'e' }]);
    expect(apiKey('listInsightHistory', { params: { timeFrame: 'week' } })).toEqual(['/api/insights', 'history', 'week']);
    expect(apiKeyPrefix('listInsightHistory')).toEqual(['/api/insights', 'history']);
    expect(apiKeyPrefix('updateDeposit')).toEqual(['/api/sessions']);
  });

  it('should stand for the request path when its parts are joined (the default query function)', () => {
    expect(queryKeyToPath(apiKey('getActivity', { params: { id: 'a/1' } }))).toBe('/api/activities/a%2F1');
    expect(queryKeyToPath(apiKey('listSessions', { query: { limit: 3 } }))).toBe('/api/sessions?limit=3');
    expect(queryKeyToPath(queryKeys.limitStatus)).toBe('/api/limits/status');
  });

  it('should let "every activities query" refresh the lists, the by-date reads and each activity, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      queryKeys.recentActivities(5),
      apiKey('listActivitiesByDate', { query: { startDate: 's', endDate: 'e' } }),
      queryKeys.activity('a1'),
      queryKeys.recentSessions(3),
      queryKeys.statsBetween('s', 'e'),
      queryKeys.user,
    ];
    for (const key of keys) client.setQueryData(key, []);

    await client.invalidateQueries({ queryKey: queryKeys.activities, refetchType: 'none' });

    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, false, false, false]);
  });

  it("should tell the user's query from every other by its first part", () => {
    const others = Object.values(queryKeys).filter((key) => key !== queryKeys.user && Array.isArray(key));
    for (const key of others) expect((key as readonly unknown[])[0]).not.toBe(queryKeys.user[0]);
  });
});
