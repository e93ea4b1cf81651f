import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { capturingLogger, LOG_LEVELS } from '@tally/service-kit/testing';
import { watchServer } from './watch-server';

/** A long-running process standing in for the server. */
async function sleeper(): Promise<ChildProcess> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child;
}

async function stopSleeper(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

const waitFor = async (what: string, check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('watching a server process', () => {
  const started: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map(stopSleeper));
  });

  it('When the server is killed, then it is started again and both events are logged', async () => {
    const first = await sleeper();
    const log = capturingLogger();
    const watched = watchServer(first, {
      logger: log.logger,
      firstDelayMs: 10,
      stop: stopSleeper,
      restart: async () => {
        const next = await sleeper();
        started.push(next);
        return next;
      },
    });

    first.kill('SIGKILL');
    await waitFor('it was restarted', () => started.length === 1 && log.lines.some((l) => l.msg.startsWith('Embedded PostgreSQL restarted')));
    // The new one is watched too.
    started[0].kill('SIGKILL');
    await waitFor('it was restarted again', () => started.length === 2);
    await watched.stop();

    expect(log.lines.filter((l) => l.level === LOG_LEVELS.error && l.msg === 'Embedded PostgreSQL exited unexpectedly; restarting it')).toHaveLength(2);
    expect(started[1].signalCode).toBe('SIGTERM');
  });

  it('When every restart fails, then it gives up after the bounded number of tries, waiting longer each time', async () => {
    const first = await sleeper();
    const log = capturingLogger();
    const tries: number[] = [];
    watchServer(first, {
      logger: log.logger,
      maxRestarts: 3,
      firstDelayMs: 50,
      stop: stopSleeper,
      restart: async () => {
        tries.push(Date.now());
        throw new Error('port taken');
      },
    });

    const killedAt = Date.now();
    first.kill('SIGKILL');
    await waitFor('it gave up', () => log.lines.some((l) => l.level === LOG_LEVELS.fatal));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(tries).toHaveLength(3);
    const waits = [tries[0] - killedAt, tries[1] - tries[0], tries[2] - tries[1]];
    expect(waits[0]).toBeGreaterThanOrEqual(45);
    expect(waits[1]).toBeGreaterThanOrEqual(95);
    expect(waits[2]).toBeGreaterThanOrEqual(195);
  });

  it('When it is stopped, then the server is stopped and not started again', async () => {
    const first = await sleeper();
    let restarts = 0;
    const watched = watchServer(first, {
      logger: capturingLogger().logger,
      firstDelayMs: 10,
      stop: stopSleeper,
      restart: async () => {
        restarts += 1;
        return sleeper();
      },
    });

    await watched.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(first.signalCode).toBe('SIGTERM');
    expect(restarts).toBe(0);
  });
});
