import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { API_EXAMPLES, API_ROUTES, ErrorBody, INTERNAL_ROUTES, isDocumentedStatus, type ApiRoute, type OperationId, type ServiceName } from '@tally/contracts';
import type { ServiceHandle } from '../run/service-handle';

/** Every operation of the route table a service owns: its public calls and the calls other services make to it. */
export function tableRowsOf(service: ServiceName): ApiRoute[] {
  return [...API_ROUTES, ...Object.values(INTERNAL_ROUTES)].filter((route) => route.service === service);
}

const key = (r: { method: string; path: string; operationId: string }) => `${r.method} ${r.path} (${r.operationId})`;

/** The service's router as it really is, against its rows of the table: both lists should be empty. */
export function routeDifferences(handle: ServiceHandle): { notServed: string[]; notInTable: string[] } {
  const table = new Set(tableRowsOf(handle.name as ServiceName).map(key));
  const served = new Set(handle.routes.map(key));
  return { notServed: [...table].filter((k) => !served.has(k)), notInTable: [...served].filter((k) => !table.has(k)) };
}

// Sample values for a path's parameters, by name; anything else gets a fresh UUID.
const SAMPLE_PARAMS: Record<string, string> = { month: '2026-03', timeFrame: 'weekly', period: 'daily', descriptorKey: 'tab-melbourne' };

/** A row's path with its parameters filled in with plausible values nobody owns. */
export function samplePath(route: ApiRoute): string {
  return route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? randomUUID()));
}

type Handler = Parameters<typeof request>[0];

/** Rows whose path does not allow their method when asked with OPTIONS (the router's own answer): should be none. */
export async function rowsNotAnswered(handler: Handler, rows: ApiRoute[], authorization: string): Promise<string[]> {
  const missing: string[] = [];
  for (const route of rows) {
    const res = await request(handler as Server)
      .options(samplePath(route))
      .set('Authorization', authorization);
    const allowed = (res.headers.allow ?? '').split(/,\s*/);
    if (!allowed.includes(route.method)) missing.push(`${key(route)}: OPTIONS allows '${res.headers.allow ?? ''}' (status ${res.status})`);
  }
  return missing;
}

/**
 * Calls every row as a person who owns nothing, with an empty body where one is expected, and returns
 * the answers that break the contract: a 500 (the binder's answer check fails the call with one), a
 * status the row does not document, or an error answer that is not the shared error body. Successful answers are checked against the
 * operation's schema by the binder itself (TALLY_CHECK_ANSWERS=1 in tests).
 */
export async function answersOutsideContract(handler: Handler, rows: ApiRoute[], authorization: string, bodyOf: (route: ApiRoute) => unknown = () => ({})): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of rows) {
    let call = request(handler as Server)
      [route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](samplePath(route))
      .set('Authorization', authorization)
      .set('Accept', 'application/json');
    if (route.body && route.bodyContentType !== 'multipart/form-data') call = call.send(bodyOf(route) as object);
    const res = await call;
    if (res.status === 500 || !isDocumentedStatus(route, res.status)) wrong.push(`${key(route)}: ${res.status} ${JSON.stringify(res.body)}`);
    else if (res.status >= 400 && !ErrorBody.safeParse(res.body).success) wrong.push(`${key(route)}: ${res.status} answered ${JSON.stringify(res.body)}, not the error body`);
  }
  return wrong;
}

/** The first example body of the row in contracts' examples.ts, if it has one. */
function exampleBody(route: ApiRoute): unknown {
  const bodies = API_EXAMPLES[route.operationId as OperationId]?.body;
  return bodies ? Object.values(bodies)[0] : undefined;
}

/** What the conformance suite needs of a started service (a TestService has it all). */
export interface ServiceUnderTest {
  handle: ServiceHandle;
  handler: Handler;
  auth: { header(userId: string | null): string };
  stop(): Promise<void>;
}

/**
 * The conformance suite every service runs against its own rows of the route table: it serves exactly
 * them (no more, no fewer), each at its path and method, and no call (as a stranger, with empty input)
 * answers outside the contract.
 */
export function describeRouteConformance(service: ServiceName, start: () => Promise<ServiceUnderTest>): void {
  describe(`${service} serves exactly its rows of the route table`, () => {
    let svc: ServiceUnderTest;
    const rows = tableRowsOf(service);
    beforeAll(async () => {
      svc = await start();
    });
    afterAll(() => svc?.stop());

    it('registers every operation the table gives it and no other', () => {
      expect(rows.length).toBeGreaterThan(0);
      expect(routeDifferences(svc.handle)).toEqual({ notServed: [], notInTable: [] });
    });

    it('answers each operation at its path and method', async () => {
      expect(await rowsNotAnswered(svc.handler, rows, svc.auth.header(randomUUID()))).toEqual([]);
    });

    it('answers a stranger with empty input inside the contract: a documented status, a valid answer or the error body, never a 500', async () => {
      expect(await answersOutsideContract(svc.handler, rows, svc.auth.header(randomUUID()))).toEqual([]);
    });

    it("answers each row's example request (contracts' examples.ts) inside the contract", async () => {
      const withExamples = rows.filter((route) => !route.body || exampleBody(route) !== undefined);
      expect(await answersOutsideContract(svc.handler, withExamples, svc.auth.header(randomUUID()), exampleBody)).toEqual([]);
    });
  });
}
