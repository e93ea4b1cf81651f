import { createLanes } from './lanes';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createLanes', () => {
  it("should run one lane's tasks in order and different lanes side by side", async () => {
    const log: string[] = [];
    let running = 0;
    let maxRunning = 0;
    const lanes = createLanes(8, (err) => {
      throw err;
    });
    const task = (name: string, ms: number) => async () => {
      maxRunning = Math.max(maxRunning, ++running);
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
      running--;
    };

    await lanes.add('ann', task('ann 1', 30));
    await lanes.add('bob', task('bob 1', 5));
    await lanes.add('ann', task('ann 2', 1));
    await lanes.idle();

    expect(log.indexOf('end ann 1')).toBeLessThan(log.indexOf('start ann 2'));
    expect(log.indexOf('end bob 1')).toBeLessThan(log.indexOf('end ann 1'));
    expect(maxRunning).toBe(2);
  });

  it('should hold the caller back while as many tasks as allowed are queued', async () => {
    const lanes = createLanes(2, () => undefined);
    let finished = 0;
    const slow = async () => {
      await tick(20);
      finished++;
    };

    await lanes.add('a', slow);
    await lanes.add('b', slow);
    await lanes.add('c', slow);

    expect(finished).toBeGreaterThanOrEqual(1);
    await lanes.idle();
    expect(finished).toBe(3);
  });

  it('should hand a failed task to onError and go on with the lane', async () => {
    const errors: unknown[] = [];
    const lanes = createLanes(4, (err) => errors.push(err));
    let after = false;

    await lanes.add('a', async () => {
      throw new Error('boom');
    });
    await lanes.add('a', async () => {
      after = true;
    });
    await lanes.idle();

    expect(errors).toEqual([new Error('boom')]);
    expect(after).toBe(true);
  });
});
