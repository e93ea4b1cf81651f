import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tally/ui';
import { anActivity } from '../../../testing/activity-fixture';
import { fromLists } from './get-activity';

describe('fromLists: the detail dialog starts from a list that already holds the activity', () => {
  it('uses a list that holds it, and not one marked out of date (an AI result arrived since)', async () => {
    const client = new QueryClient();
    const activity = anActivity({ id: 'a1' });
    client.setQueryData(queryKeys.recentActivities(5), [activity]);
    expect(fromLists(client, 'a1')?.activity).toEqual(activity);
    expect(fromLists(client, 'other')).toBeUndefined();
    await client.invalidateQueries({ queryKey: queryKeys.activities, refetchType: 'none' });
    expect(fromLists(client, 'a1')).toBeUndefined();
  });
});
