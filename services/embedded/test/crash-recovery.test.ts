import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Activity } from '@tally/contracts';
import { adminClient, json, launch, ready, signUpAndIn, type Launched } from './embedded-process';

describe('npm start on one data folder', () => {
  let dataDir: string;
  const running: Launched[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tally-crash-'));
    await chmod(dataDir, 0o755); // run as root, the embedded server runs as the postgres user, who must reach its folder
  });
  afterAll(async () => {
    for (const app of running) if (app.child.exitCode === null) app.child.kill('SIGKILL');
    // The last one was stopped gracefully; a server orphaned by SIGKILL is stopped by the next start.
    await rm(dataDir, { recursive: true, force: true });
  });

  it('When a second one starts on a folder in use, then it says so and exits, and the first keeps working', async () => {
    const first = launch(dataDir);
    running.push(first);
    const url = await ready(first);

    const second = launch(dataDir);
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another Tally');
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 120_000);

  it('When killed with SIGKILL in the middle of writes, then every acknowledged write is there after a restart and its event was applied exactly once', async () => {
    const before = launch(dataDir);
    running.push(before);
    const url = await ready(before);
    const cookie = await signUpAndIn(url, dataDir);

    const acknowledged: string[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          const res = await fetch(`${url}/api/activities`, {
            method: 'POST',
            headers: { ...json, cookie },
            body: JSON.stringify({ type: 'wagering', subtype: 'Racing', amount: '2.50', isCompleted: false }),
          });
          if (res.status === 201) acknowledged.push(Activity.parse(await res.json()).id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
    before.child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await before.exited;

    const after = launch(dataDir);
    running.push(after);
    const restartedUrl = await ready(after);
    const list = await fetch(`${restartedUrl}/api/activities`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const stored = new Set(((await list.json()) as Array<{ id: string }>).map((a) => a.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    const admin = await adminClient(dataDir);
    try {
      // Every committed activity's event leaves the outbox and is applied by alerts once, whatever was in flight at the kill.
      const settled = async () => {
        const { rows } = await admin.query(`select
            (select count(*)::int from ledger.activities) as activities,
            (select count(*)::int from ledger.outbox where subject = 'ledger.activity.created' and published_at is null) as unpublished,
            (select count(*)::int from alerts.spend_entries) as spend_entries,
            (select count(distinct source_id)::int from alerts.spend_entries) as distinct_entries`);
        return rows[0] as { activities: number; unpublished: number; spend_entries: number; distinct_entries: number };
      };
      const deadline = Date.now() + 15_000;
      let state = await settled();
      while ((state.unpublished > 0 || state.spend_entries < state.activities) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        state = await settled();
      }
      expect(state.activities).toBeGreaterThanOrEqual(acknowledged.length);
      expect(state).toEqual({ activities: state.activities, unpublished: 0, spend_entries: state.activities, distinct_entries: state.activities });
      const { rows } = await admin.query(`select count(*)::int as n from alerts.processed_events where durable = 'alerts-limit-checks'`);
      expect(rows[0].n).toBe(state.activities);
    } finally {
      await admin.end();
    }

    after.child.kill('SIGTERM');
    expect(await after.exited).toBe(0);
  }, 180_000);

  it('When the whole machine stops at once (Node and PostgreSQL killed), then the next start recovers the folder and keeps what was acknowledged', async () => {
    const before = launch(dataDir);
    running.push(before);
    const url = await ready(before);
    const cookie = await signUpAndIn(url, dataDir);
    const created = await fetch(`${url}/api/activities`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ type: 'lottery', subtype: 'Saturday Lotto', amount: '12.35', isCompleted: false }),
    });
    const id = Activity.parse(await created.json()).id;

    const postmaster = Number((await readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')).split('\n')[0]);
    before.child.kill('SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    await before.exited;

    const after = launch(dataDir);
    running.push(after);
    const restartedUrl = await ready(after);
    const list = await fetch(`${restartedUrl}/api/activities`, { headers: { cookie } });
    expect(((await list.json()) as Array<{ id: string; amount: string }>).find((a) => a.id === id)?.amount).toBe('12.35');
    after.child.kill('SIGTERM');
    expect(await after.exited).toBe(0);
  }, 180_000);
});
