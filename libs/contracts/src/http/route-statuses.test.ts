import { API_ENDPOINTS, API_ROUTES, INTERNAL_ROUTES, type ApiRoute, type OperationId } from './routes';
import { documentedStatuses, isDocumentedStatus, routeAnswers } from './route-statuses';

const route = (operationId: OperationId): ApiRoute => API_ROUTES.find((r) => r.operationId === operationId)!;

describe('documentedStatuses', () => {
  it('should give the 201s and the 202 the services answer as the success', () => {
    for (const operationId of ['register', 'createActivity', 'startSession', 'addDeposit', 'saveSelfCheck', 'savePushSubscription', 'addBankCheckDifference'] as const) {
      expect([operationId, routeAnswers(route(operationId)).find((a) => a.kind === 'success')?.status]).toEqual([operationId, 201]);
      expect(documentedStatuses(route(operationId))).not.toContain(200);
    }
    expect(documentedStatuses(route('clearData'))).toContain(202);
  });

  it('should derive 400, 401, 403, 413, 415, 500 and 503 from the row', () => {
    // No input to parse, but the gateway's limit on whatever body is sent.
    // An Idempotency-Key is input to check (400), and a key reused for another request is declared (422).
    expect(documentedStatuses(route('clearData'))).toEqual([202, 400, 401, 403, 413, 422, 500, 503]);
    // A multipart body: its own reader, no JSON to decode.
    expect(documentedStatuses(route('uploadAvatar'))).toEqual([200, 400, 401, 403, 413, 500, 503]);
    // A read with a path parameter, for the signed-in person, forwarded to the ledger.
    expect(documentedStatuses(route('getActivity'))).toEqual([200, 400, 401, 404, 500, 503]);
    // A read without input: nothing to refuse.
    expect(documentedStatuses(route('getLimitStatus'))).toEqual([200, 401, 500, 503]);
    // A body the service parses, on a public call.
    expect(documentedStatuses(route('register'))).toEqual([201, 400, 403, 413, 415, 429, 500, 503]);
    // The gateway's own: login reads a body, logout does not, the document is a plain read.
    expect(documentedStatuses(route('login'))).toEqual([200, 400, 401, 403, 413, 415, 429, 500, 503]);
    expect(documentedStatuses(route('logout'))).toEqual([200, 403, 500, 503]);
    expect(documentedStatuses(route('getOpenApi'))).toEqual([200, 500, 503]);
  });

  it('should add what a row declares: domain errors, a busy scanner, redirects', () => {
    expect(documentedStatuses(route('interpretTicketImage'))).toEqual([200, 400, 401, 403, 413, 415, 422, 429, 500, 503]);
    expect(routeAnswers(route('interpretTicketImage')).find((a) => a.status === 503)).toMatchObject({ retryAfter: true, description: 'Every reader is busy' });
    expect(routeAnswers(route('login')).find((a) => a.status === 429)).toMatchObject({ retryAfter: true });
    // A row's rate limit (routes.ts `rateLimit`) documents its 429 with Retry-After and the numbers.
    expect(routeAnswers(route('generateInsights')).find((a) => a.status === 429)).toMatchObject({
      retryAfter: true,
      description: expect.stringContaining('10 per 600 s per person'),
    });
    for (const id of [
      'register',
      'resendVerification',
      'changePassword',
      'deleteAccount',
      'interpretTicketImage',
      'interpretTicket',
      'generateInsights',
      'savePushSubscription',
    ] as const) {
      expect(documentedStatuses(route(id))).toContain(429);
    }
    // A declared 503 keeps its reason, and comes with Retry-After like every 503.
    expect(routeAnswers(route('generateInsights')).find((a) => a.status === 503)).toMatchObject({
      retryAfter: true,
      description: "The person's records could not be read from the ledger just now",
    });
    expect(documentedStatuses(route('getActivityTicketImage'))).toEqual([200, 304, 400, 401, 404, 500, 503]);
    expect(documentedStatuses(route('verifyEmail'))).toEqual([200, 302, 400, 500, 503]);
    expect(documentedStatuses(route('endSession'))).toEqual([200, 400, 401, 403, 404, 409, 413, 415, 422, 500, 503]);
  });

  it('should document 503 with Retry-After for every operation: a database, broker or service it needs may be down or slow', () => {
    for (const r of [...API_ROUTES, ...Object.values(INTERNAL_ROUTES)] as ApiRoute[]) {
      expect([r.operationId, routeAnswers(r).find((a) => a.status === 503)?.retryAfter]).toEqual([r.operationId, true]);
      // The gateway answers 503, not 502, when a service is down or slow.
      expect([r.operationId, isDocumentedStatus(r, 502)]).toEqual([r.operationId, false]);
    }
  });

  it('should keep the gateway out of service-to-service calls', () => {
    // Its 403 is identity's own (an address not yet verified), declared on the row, not the gateway's origin guard.
    expect(documentedStatuses(INTERNAL_ROUTES.checkCredentials)).toEqual([200, 400, 401, 403, 413, 415, 429, 500, 503]);
    expect(documentedStatuses(INTERNAL_ROUTES.listInsightRecords)).toEqual([200, 400, 401, 500, 503]);
  });

  it('should be ascending, without repeats, for every row', () => {
    for (const r of [...API_ROUTES, ...Object.values(INTERNAL_ROUTES)] as ApiRoute[]) {
      const statuses = documentedStatuses(r);
      expect(statuses).toEqual([...new Set(statuses)].sort((a, b) => a - b));
      expect(statuses).toContain(r.successStatus ?? 200);
      expect(statuses).toContain(500);
      for (const status of statuses) expect(isDocumentedStatus(r, status)).toBe(true);
      expect(isDocumentedStatus(r, 418)).toBe(false);
    }
  });

  it('should take a row of API_ENDPOINTS as well as one of API_ROUTES', () => {
    expect(documentedStatuses(API_ENDPOINTS.createActivity)).toEqual(documentedStatuses(route('createActivity')));
    expect(isDocumentedStatus(API_ENDPOINTS.createActivity, 201)).toBe(true);
    expect(isDocumentedStatus(API_ENDPOINTS.createActivity, 200)).toBe(false);
  });

  it('should hand each caller its own array', () => {
    const first = documentedStatuses(route('getStats'));
    first.push(999);
    expect(documentedStatuses(route('getStats'))).not.toContain(999);
  });
});
