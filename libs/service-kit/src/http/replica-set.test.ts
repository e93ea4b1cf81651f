import { createReplicaSet, isCircuitOpen } from './replica-set';

describe('replica set', () => {
  const none = new Set<never>();
  const failing = () => Promise.reject(new Error('no answer'));

  it('should strip a trailing slash from each URL and take the ready replicas in turn', () => {
    const set = createReplicaSet(['http://a:1/', 'http://b:1']);
    expect(set.replicas.map((r) => r.url)).toEqual(['http://a:1', 'http://b:1']);
    expect([set.pick(none), set.pick(none), set.pick(none)].map((r) => r?.url)).toEqual(['http://a:1', 'http://b:1', 'http://a:1']);
  });

  it('should leave a replica that refused a connection out for the pause, and take it back after', async () => {
    const set = createReplicaSet(['http://a:1', 'http://b:1'], { halfOpenAfterMs: 100 });
    const [a, b] = set.replicas;
    a.markRefused();
    expect(a.state()).toBe('refused');
    expect([set.pick(none), set.pick(none)]).toEqual([b, b]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(a.state()).toBe('ready');
  });

  it('should open a replica’s circuit after failures in a row, refuse its calls at once, and close it after a trial call succeeds', async () => {
    const set = createReplicaSet(['http://a:1', 'http://b:1'], { breakAfterFailures: 2, halfOpenAfterMs: 100 });
    const [a, b] = set.replicas;
    await expect(a.execute(failing)).rejects.toThrow('no answer');
    expect(a.state()).toBe('ready');
    await expect(a.execute(failing)).rejects.toThrow('no answer');

    expect(a.state()).toBe('broken');
    expect(set.pick(none)).toBe(b);
    const refused = await a.execute(() => Promise.resolve('sent')).catch((err: unknown) => err);
    expect(isCircuitOpen(refused)).toBe(true);
    expect(isCircuitOpen(new Error('no answer'))).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(a.execute(() => Promise.resolve('sent'))).resolves.toBe('sent');
    expect(a.state()).toBe('ready');
  });
});
