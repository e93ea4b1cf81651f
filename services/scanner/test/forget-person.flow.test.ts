import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@tally/contracts';
import { eventually } from '@tally/service-kit/testing';
import { createScriptedReader, pngDataUrl, reading } from './helpers/scripted-reader';
import { activityCreated, startScanner, type ScannerUnderTest } from './helpers/scanner-test-kit';

const DAY = 24 * 60 * 60_000;

describe.each(['embedded', 'distributed'] as const)('forgetting a person (%s mode)', (mode) => {
  const scripted = createScriptedReader();
  let svc: ScannerUnderTest;
  let png: string;

  beforeAll(async () => {
    svc = await startScanner({ mode, overrides: { openLocalReader: scripted.open } });
    png = await pngDataUrl();
    scripted.readsAs('SPORTSBET MULTI $20', reading({ type: 'wagering', amount: '20.00', subtype: 'Sports Betting' }));
  });
  afterAll(() => svc.stop());

  const scan = async (userId: string) => (await svc.scanImage(userId, png)).body.scanId as string;
  const pending = (userId: string, scanId: string | null) => activityCreated(userId, { scanId, eventAt: new Date(Date.now() + DAY).toISOString(), racetrack: 'Doomben' });

  it.each([
    ['Clear All Data', SUBJECTS.identityUserDataCleared],
    ['account deletion', SUBJECTS.identityUserDeleted],
  ])("When the person asks for %s, then their scans and waiting checks go and nobody else's", async (_what, subject) => {
    const user = randomUUID();
    const someoneElse = randomUUID();
    const linked = await scan(user);
    await scan(user);
    await scan(someoneElse);
    await svc.publish(SUBJECTS.ledgerActivityCreated, pending(user, linked));
    await svc.publish(SUBJECTS.ledgerActivityCreated, pending(someoneElse, null));
    await eventually('the waiting checks', async () => (await svc.checksOf(user)).length === 1 && (await svc.checksOf(someoneElse)).length === 1);

    await svc.publish(subject, { userId: user, requestId: randomUUID() });

    await eventually('the scans gone', async () => (await svc.keptScans(user)).length === 0);
    expect(await svc.checksOf(user)).toEqual([]);
    expect(await svc.keptScans(someoneElse)).toHaveLength(1);
    expect(await svc.checksOf(someoneElse)).toHaveLength(1);
  });
});
