import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@tally/contracts';
import { eventually, silentLogger } from '@tally/service-kit/testing';
import { checkJobId, MAINTENANCE_JOB } from '../src/domain/result-checks';
import { createScriptedReader, pngDataUrl, reading } from './helpers/scripted-reader';
import { activityCreated, startScanner, type ScannerUnderTest } from './helpers/scanner-test-kit';

const DAY = 24 * 60 * 60_000;

describe.each(['embedded', 'distributed'] as const)('the hourly maintenance job (%s mode)', (mode) => {
  const scripted = createScriptedReader();
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  let svc: ScannerUnderTest;
  let png: string;

  beforeAll(async () => {
    svc = await startScanner({ mode, clock, overrides: { openLocalReader: scripted.open } });
    png = await pngDataUrl();
    scripted.readsAs('SPORTSBET MULTI $20', reading({ type: 'wagering', amount: '20.00', subtype: 'Sports Betting' }));
  });
  afterAll(() => svc.stop());
  afterEach(() => {
    offsetMs = 0;
  });

  const scan = async (userId: string) => (await svc.scanImage(userId, png)).body.scanId as string;
  const runMaintenance = () => svc.handle.jobs.find((j) => j.name === MAINTENANCE_JOB)!.process({}, { jobId: MAINTENANCE_JOB, attempt: 1, logger: silentLogger() });

  it('When a scan was never logged within 30 days, then it is removed, and logged or recent ones stay', async () => {
    const user = randomUUID();
    offsetMs = -31 * DAY;
    const old = await scan(user);
    const oldButLogged = await scan(user);
    offsetMs = 0;
    const recent = await scan(user);
    await svc.publish(SUBJECTS.ledgerActivityCreated, activityCreated(user, { scanId: oldButLogged, eventAt: new Date(Date.now() + DAY).toISOString() }));
    await eventually('the link', async () => (await svc.keptScans(user)).some((k) => k.activityId !== null));

    await runMaintenance();

    const left = (await svc.keptScans(user)).map((k) => k.id).sort();
    expect(left).toEqual([oldButLogged, recent].sort());
    expect(left).not.toContain(old);
  });

  it('When a check finished 30 days ago, then it and the scan it was made from are removed', async () => {
    const user = randomUUID();
    const scanId = await scan(user);
    const activity = activityCreated(user, { scanId, racetrack: 'Ascot', eventAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString() });
    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);
    await eventually('the result check', async () => (await svc.checkedEvents(activity.activityId))[0]);

    await runMaintenance();
    expect(await svc.keptScans(user)).toHaveLength(1);
    offsetMs = 31 * DAY;
    await runMaintenance();

    expect(await svc.keptScans(user)).toEqual([]);
    expect(await svc.checksOf(user)).toEqual([]);
  });

  it('When a waiting check lost its job, then once it is overdue the job is scheduled again and the result published', async () => {
    const user = randomUUID();
    const activity = activityCreated(user, { subtype: 'Sports Betting' }); // due a day after logging
    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);
    await eventually('the waiting check', async () => (await svc.checksOf(user)).length === 1);
    // The job is scheduled just after the commit: let it land before taking it away.
    if (mode === 'embedded') await eventually('the job', async () => (await svc.jobRows(checkJobId(activity.activityId, 0))).length === 1);
    else await new Promise((resolve) => setTimeout(resolve, 300));
    await svc.jobs.cancel(checkJobId(activity.activityId, 0)); // as if a crash came between the commit and the scheduling

    offsetMs = DAY + 11 * 60_000;
    await runMaintenance();

    const result = await eventually('the result check', async () => (await svc.checkedEvents(activity.activityId))[0]);
    expect(result).toMatchObject({ status: 'undetermined', userId: user });
  });
});
