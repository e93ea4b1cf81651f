import { createReplicaPicker, type ReplicaState } from './replica-picker';

describe('replica picker', () => {
  const states = new Map<string, ReplicaState>();
  const picker = (names: string[]) => {
    for (const name of names) states.set(name, 'ready');
    return createReplicaPicker(names, (name) => states.get(name)!);
  };
  const none = new Set<string>();
  const picks = (p: ReturnType<typeof picker>, times: number) => Array.from({ length: times }, () => p.pick(none));

  it('When every replica is ready, then calls go to each in turn', () => {
    const p = picker(['a', 'b', 'c']);
    expect(picks(p, 7)).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
  });

  it('When a replica refused a connection or its circuit is open, then it is skipped, and it is back in turn once ready again', () => {
    const p = picker(['a', 'b', 'c']);
    states.set('b', 'refused');
    states.set('c', 'broken');
    expect(picks(p, 3)).toEqual(['a', 'a', 'a']);
    states.set('b', 'ready');
    expect(picks(p, 4)).toEqual(['b', 'a', 'b', 'a']);
  });

  it('When a request already tried a replica, then the retry goes to another; none is left after all were tried', () => {
    const p = picker(['a', 'b']);
    const tried = new Set<string>();
    const first = p.pick(tried)!;
    tried.add(first);
    const second = p.pick(tried)!;
    expect(second).not.toBe(first);
    tried.add(second);
    expect(p.pick(tried)).toBeUndefined();
  });

  it('When no replica is ready, then a refused one is still tried (a lone replica that restarts is not held off), a broken one never', () => {
    const p = picker(['a', 'b']);
    states.set('a', 'refused');
    states.set('b', 'broken');
    expect(picks(p, 2)).toEqual(['a', 'a']);
    states.set('a', 'broken');
    expect(p.pick(none)).toBeUndefined();
    const lone = picker(['x']);
    states.set('x', 'refused');
    expect(lone.pick(none)).toBe('x');
  });
});
