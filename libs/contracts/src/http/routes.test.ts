import { API_ENDPOINTS, API_ROUTES } from './routes';
import { matchApiRoute, routesForPath } from './match-route';

/** Every call of spec section 7, plus the account calls of the identity service. */
const EXPECTED = [
  'GET /api/user',
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/resend-verification',
  'GET /api/verify-email',
  'PATCH /api/user/settings',
  'PATCH /api/user/profile',
  'PATCH /api/user/password',
  'POST /api/user/avatar',
  'DELETE /api/user',
  'POST /api/user/data/clear',
  'GET /api/user/data/clear/:requestId',
  'GET /api/stats',
  'GET /api/activities',
  'GET /api/activities/by-date',
  'POST /api/activities',
  'GET /api/activities/:id',
  'PATCH /api/activities/:id',
  'GET /api/activities/:id/ticket-image',
  'GET /api/sessions',
  'GET /api/sessions/active',
  'POST /api/sessions',
  'POST /api/sessions/:id/deposits',
  'POST /api/sessions/:id/end',
  // Corrections (issue 25): every entry can be edited and deleted by its owner.
  'DELETE /api/activities/:id',
  'GET /api/sessions/:id',
  'PATCH /api/sessions/:id',
  'DELETE /api/sessions/:id',
  'PATCH /api/sessions/:id/deposits/:depositId',
  'DELETE /api/sessions/:id/deposits/:depositId',
  'GET /api/lottery-results/games/supported',
  'POST /api/interpret-ticket-image',
  'POST /api/interpret-ticket',
  'GET /api/insights/history/:timeFrame',
  'POST /api/insights/generate',
  'GET /api/settings',
  'PUT /api/settings',
  'PATCH /api/settings',
  'GET /api/notifications',
  'GET /api/notifications/unread',
  'PATCH /api/notifications/:id/read',
  'PATCH /api/notifications/read-all',
];

describe('API_ROUTES', () => {
  it('should hold every call once', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(EXPECTED));
    expect(new Set(API_ROUTES.map((r) => r.operationId)).size).toBe(API_ROUTES.length);
  });

  it('should send login and logout to the gateway and the rest to their owners', () => {
    expect(API_ENDPOINTS.login.service).toBe('gateway');
    expect(API_ENDPOINTS.logout.service).toBe('gateway');
    expect(API_ENDPOINTS.createActivity.service).toBe('ledger');
    expect(API_ENDPOINTS.interpretTicketImage.service).toBe('scanner');
    expect(API_ENDPOINTS.generateInsights.service).toBe('insights');
    expect(API_ENDPOINTS.listUnreadNotifications.service).toBe('alerts');
    expect(API_ENDPOINTS.register.auth).toBe('public');
    expect(API_ENDPOINTS.getUser.auth).toBe('user');
  });

  it('should give image-carrying routes the larger body limits', () => {
    expect(API_ENDPOINTS.createActivity.bodyLimit).toBe('ticketImage');
    expect(API_ENDPOINTS.interpretTicketImage.bodyLimit).toBe('ticketImage');
    expect(API_ENDPOINTS.uploadAvatar.bodyLimit).toBe('avatar');
    expect(API_ROUTES.filter((r) => r.bodyLimit === undefined).every((r) => !r.path.includes('interpret'))).toBe(true);
  });
});

describe('matchApiRoute', () => {
  it('should prefer a fixed segment over a parameter', () => {
    expect(matchApiRoute('GET', '/api/sessions/active')?.route.operationId).toBe('getActiveSession');
    expect(matchApiRoute('GET', '/api/activities/by-date?startDate=x')?.route.operationId).toBe('listActivitiesByDate');
    expect(matchApiRoute('PATCH', '/api/notifications/read-all')?.route.operationId).toBe('markAllNotificationsRead');
  });

  it('should send /api/activities/by-date to its own route, an id to getActivity, and the image below it to its route', () => {
    const id = '6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70';
    expect(matchApiRoute('GET', '/api/activities/by-date')?.route.operationId).toBe('listActivitiesByDate');
    expect(matchApiRoute('GET', `/api/activities/${id}`)).toMatchObject({ route: { operationId: 'getActivity', service: 'ledger' }, params: { id } });
    expect(matchApiRoute('GET', `/api/activities/${id}/ticket-image`)?.route.operationId).toBe('getActivityTicketImage');
    expect(matchApiRoute('PATCH', `/api/activities/${id}`)?.route.operationId).toBe('updateActivity');
  });

  it('should decode path parameters', () => {
    const match = matchApiRoute('post', '/api/sessions/abc%20d/end/');
    expect(match?.route.operationId).toBe('endSession');
    expect(match?.params).toEqual({ id: 'abc d' });
  });

  it('should tell an unknown path from a wrong method', () => {
    expect(matchApiRoute('GET', '/api/nope')).toBeNull();
    expect(matchApiRoute('DELETE', '/api/settings')).toBeNull();
    expect(
      routesForPath('/api/settings')
        .map((r) => r.method)
        .sort(),
    ).toEqual(['GET', 'PATCH', 'PUT']);
    expect(routesForPath('/api/nope')).toEqual([]);
  });
});

describe('idempotent rows (issue 28)', () => {
  it('should be POSTs that create something, for a signed-in person, each declaring the 422 of a reused key', () => {
    const idempotent = API_ROUTES.filter((r) => r.idempotent);
    expect(idempotent.map((r) => r.operationId).sort()).toEqual(
      ['addBankCheckDifference', 'addDeposit', 'clearData', 'createActivity', 'endSession', 'interpretTicket', 'interpretTicketImage', 'saveSelfCheck', 'startSession'].sort(),
    );
    for (const row of idempotent) {
      expect([row.operationId, row.method, row.auth]).toEqual([row.operationId, 'POST', 'user']);
      expect([row.operationId, row.errors?.some((e) => typeof e === 'object' && e.status === 422 && /Idempotency-Key/.test(e.when ?? ''))]).toEqual([row.operationId, true]);
    }
  });
});
