import { randomUUID } from 'node:crypto';
import { clearAllData, ClearDataTooSlowError, type ClearDataClient } from './clear-all-data';

const requestId = randomUUID();
const pending = (services: string[]) => ({ requestId, status: 'pending', pending: services });
const done = { requestId, status: 'done', pending: [] };

/** A client answering the POST and then each GET from a script, recording the paths asked. */
function scriptedClient(answers: unknown[]) {
  const asked: string[] = [];
  const next = async <T>(path: string) => {
    asked.push(path);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer as T;
  };
  const client: ClearDataClient = { post: next, get: next };
  return { client, asked };
}

describe('clearAllData', () => {
  let clock = 0;
  const options = { pollMs: 400, waitMs: 30_000, now: () => clock, sleep: async (ms: number) => void (clock += ms) };
  beforeEach(() => {
    clock = 0;
  });

  it('should start the request and ask about it until every service is done', async () => {
    const { client, asked } = scriptedClient([pending(['ledger', 'alerts', 'scanner', 'insights']), pending(['insights']), done]);

    await expect(clearAllData(client, options)).resolves.toEqual(done);

    expect(asked).toEqual(['/api/user/data/clear', `/api/user/data/clear/${requestId}`, `/api/user/data/clear/${requestId}`]);
  });

  it('should give up with a plain message when the services take longer than the wait', async () => {
    const { client } = scriptedClient(Array.from({ length: 200 }, () => pending(['insights'])));

    await expect(clearAllData(client, options)).rejects.toThrow(ClearDataTooSlowError);
    expect(clock).toBeGreaterThanOrEqual(30_000);
  });

  it("should pass on the API's error", async () => {
    const { client } = scriptedClient([pending(['ledger']), new Error('Service unavailable')]);

    await expect(clearAllData(client, options)).rejects.toThrow('Service unavailable');
  });

  it('should refuse an answer that is not a clear-data request', async () => {
    const { client } = scriptedClient([{ message: 'ok' }]);

    await expect(clearAllData(client, options)).rejects.toThrow();
  });
});
