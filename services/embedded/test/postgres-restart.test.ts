import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Activity } from '@tally/contracts';
import { json, launch, postmasterPid, ready, signUpAndIn, type Launched } from './embedded-process';

const RECOVERY_BOUND_MS = 15_000;

describe('npm start when its PostgreSQL server dies', () => {
  let dataDir: string;
  let app: Launched | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tally-pg-restart-'));
    await chmod(dataDir, 0o755); // run as root, the embedded server runs as the postgres user, who must reach its folder
  });
  afterAll(async () => {
    if (app && app.child.exitCode === null) app.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('When the server is killed with SIGKILL, then the launcher starts it again, says so, and the app serves the same data within 15 s', async () => {
    app = launch(dataDir);
    const url = await ready(app);
    const cookie = await signUpAndIn(url, dataDir);
    const created = await fetch(`${url}/api/activities`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ type: 'lottery', subtype: 'Saturday Lotto', amount: '12.35', isCompleted: false }),
    });
    const id = Activity.parse(await created.json()).id;
    const killed = await postmasterPid(dataDir);

    process.kill(killed, 'SIGKILL');
    const killedAt = Date.now();
    // A write reaches the database (a read may be answered from the ledger's read cache).
    const statuses: number[] = [];
    let saved = false;
    while (!saved && Date.now() - killedAt < RECOVERY_BOUND_MS) {
      const res = await fetch(`${url}/api/activities`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ type: 'wagering', subtype: 'Racing', amount: '3.00', isCompleted: false }),
      }).catch((err) => {
        throw new Error(`the app stopped answering:\n${app!.output()}`, { cause: err });
      });
      statuses.push(res.status);
      await res.arrayBuffer();
      saved = res.status === 201;
      if (!saved) await new Promise((resolve) => setTimeout(resolve, 200));
    }

    expect(saved).toBe(true);
    // Meanwhile a write fails as "try again shortly" (503), not as a fault.
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    const list = await fetch(`${url}/api/activities`, { headers: { cookie } });
    expect(((await list.json()) as Array<{ id: string; amount: string }>).map((a) => [a.id === id, a.amount]).sort()).toEqual([
      [false, '3.00'],
      [true, '12.35'],
    ]);
    expect(app.output()).toContain('Embedded PostgreSQL exited unexpectedly; restarting it');
    // The pools reconnect as soon as the server accepts connections, which can be before the launcher's own check logs it.
    const logDeadline = Date.now() + 15_000;
    while (!app.output().includes('Embedded PostgreSQL restarted') && Date.now() < logDeadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.output()).toContain('Embedded PostgreSQL restarted');
    expect(await postmasterPid(dataDir)).not.toBe(killed);

    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  }, 150_000);
});
