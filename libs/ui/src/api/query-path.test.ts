import { queryKeyToPath } from './query-path';

describe('queryKeyToPath', () => {
  it('should join string parts with a slash and turn an object part into the query string', () => {
    expect(queryKeyToPath(['/api/notifications', 'unread'])).toBe('/api/notifications/unread');
    expect(queryKeyToPath(['/api/activities', { limit: 5, from: undefined }])).toBe('/api/activities?limit=5');
  });
});
