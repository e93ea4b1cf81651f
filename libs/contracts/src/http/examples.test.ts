import { API_ROUTES, type ApiRoute, type OperationId } from './routes';
import { API_EXAMPLES, ERROR_EXAMPLES } from './examples';
import { ErrorBody } from '../errors';
import { documentedStatuses } from './route-statuses';

const operations = Object.keys(API_EXAMPLES) as OperationId[];
const routeOf = (operationId: OperationId): ApiRoute => API_ROUTES.find((r) => r.operationId === operationId)!;

describe('API_EXAMPLES', () => {
  it('should hold examples of the main calls', () => {
    expect(operations).toEqual(expect.arrayContaining(['register', 'login', 'createActivity', 'getActivity', 'listActivities', 'getStats', 'startSession', 'addDeposit']));
  });

  it.each(operations)('%s: every request example should pass the call’s body schema', (operationId) => {
    const route = routeOf(operationId);
    for (const [name, value] of Object.entries(API_EXAMPLES[operationId]?.body ?? {})) {
      expect(route.body).toBeDefined();
      const parsed = route.body!.safeParse(value);
      expect({ name, success: parsed.success, error: parsed.error }).toEqual({ name, success: true, error: undefined });
    }
  });

  it.each(operations)('%s: the answer example should be exactly what the answer schema gives', (operationId) => {
    const example = API_EXAMPLES[operationId]?.response;
    if (example === undefined) return;
    const route = routeOf(operationId);
    expect(route.response).toBeDefined();
    expect(route.response!.parse(example)).toEqual(example);
  });

  it('should show a wager with each event type and a lottery ticket', () => {
    const bodies = Object.values(API_EXAMPLES.createActivity?.body ?? {});
    expect(bodies.map((b) => `${b.type} ${b.subtype}`)).toEqual(['wagering Racing', 'wagering Sports Betting', 'lottery Scratchie $5']);
  });
});

describe('ERROR_EXAMPLES', () => {
  it('should give every error status an operation documents a body of the shared error shape', () => {
    const errorStatuses = new Set(API_ROUTES.flatMap((route) => documentedStatuses(route)).filter((status) => status >= 400));
    for (const status of errorStatuses) {
      expect(ERROR_EXAMPLES[status]).toBeDefined();
      expect(ErrorBody.parse(ERROR_EXAMPLES[status])).toEqual(ERROR_EXAMPLES[status]);
    }
  });
});
