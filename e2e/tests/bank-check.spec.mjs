// The bank check in Chromium (embedded mode), at both sizes: from Reports, pick a CommBank-style CSV (no header, quoted
// commas, a pending line, a look-alike and cash at a club), see the month beside what Tally has and the gap, confirm the
// club's cash line, add the difference as an entry, and see Reports' This Month change by exactly that. The file never
// leaves the browser: no request carries its text. The month's statement and Settings' Export Data carry the kept
// totals. axe and screenshots at each step.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

const TIME_ZONE = 'Australia/Sydney';
/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

/** Today in Sydney as 'DD/MM/YYYY' (a bank's day-first date) and its month 'YYYY-MM'. */
function today() {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).split('-');
  return { dmy: `${day}/${month}/${year}`, month: `${year}-${month}` };
}
const monthName = (month) => new Date(`${month}-15T00:00:00Z`).toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A CommBank export (date, amount, description, balance; no header): $150 to Sportsbet and $50 to Ladbrokes by POLi sent,
 * $40 back from Ladbrokes, a café with 'TAB' in its name, $100 cash at an RSL club (possibly gambling), a pending
 * Sportsbet line (not counted), and a salary. For sure: sent $200, came back $40.
 */
function statementCsv(dmy) {
  return [
    `"${dmy}","-150.00","VISA PURCHASE SPORTSBET.COM.AU, MELBOURNE","+2,350.00"`,
    `"${dmy}","-50.00","POLI PAYMENT LADBROKES 7781234","+2,300.00"`,
    `"${dmy}","+40.00","LADBROKES WITHDRAWAL 55123","+2,340.00"`,
    `"${dmy}","-12.40","TABLE TOP CAFE SURRY HILLS","+2,327.60"`,
    `"${dmy}","-100.00","ATM WITHDRAWAL CAMPSIE RSL CLUB CAMPSIE","+2,227.60"`,
    `"${dmy}","-30.00","PENDING - VISA PURCHASE SPORTSBET.COM.AU","+2,197.60"`,
    `"${dmy}","+1,500.00","SALARY ACME PTY LTD","+3,697.60"`,
  ].join('\r\n');
}

/** Registers a Sydney person, signs them in on `page` and logs a $20 lost wager today; answers a GET helper. */
async function signUp(page) {
  const email = `bank.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const headers = { origin: app.origin };
  await registerVerifiedInApp(app, page.request, { email, password, timeZone: TIME_ZONE });
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
  assert.equal((await page.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
  const wager = await page.request.post(`${app.origin}/api/activities`, {
    data: { type: 'wagering', subtype: 'Racing', amount: '20.00', isCompleted: true, isWin: false },
    headers,
  });
  assert.equal(wager.status(), 201);
  return { get: async (path) => (await page.request.get(`${app.origin}${path}`)).json() };
}

/** The month card's table as rows of text. */
async function monthRows(card) {
  return (await card.getByRole('row').allInnerTexts()).map((row) => row.split(/\s+/).join(' '));
}

async function summaryCards(page) {
  const list = page.getByRole('region', { name: 'Summary' });
  await list.getByRole('term').first().waitFor();
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
}

describe('bank check (Chromium, embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
    },
    { timeout: 180000 },
  );
  after(() => app?.stop(), { timeout: 60000 });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`on a ${size}: pick a statement, see the month and the gap, confirm a line, add the difference, see Reports change`, { timeout: 180000 }, async () => {
      const page = await app.newPage(viewport);
      const api = await signUp(page);
      const { dmy, month } = today();
      const name = monthName(month);
      const csv = statementCsv(dmy);
      const bodies = [];
      page.on('request', (request) => bodies.push(request.postData() ?? ''));

      await page.goto(`${app.origin}/reports`);
      await page.getByRole('link', { name: 'Check against your bank statement' }).click();
      await page.getByRole('heading', { name: 'Bank check', level: 1 }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/reports/bank-check');
      await page.getByText('Your statement is read on this device and never uploaded').waitFor();
      await screenshot(page, `bank-check-empty-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      await page.getByLabel('Bank statement', { exact: true }).setInputFiles({ name: 'CSVData.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const status = page.getByRole('status').filter({ hasText: 'Read 7 transactions' });
      await status.waitFor();
      assert.match(await status.innerText(), /3 look like gambling for sure, 1 possibly\. 1 pending transaction is left out until it settles\./);
      assert.match(await status.innerText(), /CSV, no header: date column 1, description column 3, amount column 2/);

      const card = page.getByRole('region', { name });
      await card.getByRole('row').nth(3).waitFor();
      assert.deepEqual(await monthRows(card), [
        'Figure Bank statement Tally',
        'Sent to gambling · Spend $200.00 $20.00',
        'Came back · Return $40.00 $0.00',
        'Net to gambling · Net -$160.00 -$20.00',
      ]);
      await card.getByText('Not in Tally: $180.00 (90% of what your bank shows went to gambling)').waitFor();
      await card.getByText(`Your bank shows $180.00 more went to gambling in ${name} than you logged. That is common`).waitFor();
      await page.getByText('Bank: sent to gambling').waitFor();
      await page.getByRole('link', { name: 'Take the Lower-Risk Gambling Guidelines check' }).waitFor();
      await page.getByRole('region', { name: 'Need help now' }).getByRole('link', { name: '1800 858 858' }).first().waitFor();
      await screenshot(page, `bank-check-read-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      // The club's cash is only possibly gambling: confirmed, it counts, and the choice is kept for that descriptor.
      const cash = page.getByRole('list', { name: 'Lines that look like gambling' }).getByRole('listitem').filter({ hasText: 'CAMPSIE RSL CLUB' });
      assert.match(await cash.innerText(), /Cash at a venue · possibly · cash[\s\S]*Not counted/);
      await cash.getByRole('button', { name: /^Confirm ATM WITHDRAWAL CAMPSIE RSL CLUB/ }).click();
      await cash.getByText('Counted', { exact: true }).waitFor();
      await card.getByText('Not in Tally: $280.00 (93% of what your bank shows went to gambling)').waitFor();
      await page.waitForResponse((r) => r.url().includes('/api/bank-check/decisions/') && r.status() === 200).catch(() => undefined);
      const kept = await api.get('/api/bank-check');
      assert.equal(kept.decisions.length, 1);
      assert.equal(kept.decisions[0].decision, 'confirmed');
      assert.match(kept.decisions[0].descriptorKey, /^[0-9a-f]{64}$/);

      await card.getByRole('button', { name: `Add the difference as an entry for ${name}` }).click();
      await card.getByText('Tally has everything your bank shows for this month.').waitFor();
      await card.getByText('Difference added').waitFor();
      assert.deepEqual(await monthRows(card), [
        'Figure Bank statement Tally',
        'Sent to gambling · Spend $300.00 $300.00',
        'Came back · Return $40.00 $40.00',
        'Net to gambling · Net -$260.00 -$260.00',
      ]);
      await screenshot(page, `bank-check-added-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      // Only the month's per-operator sums and the descriptor's hash were sent: no line of the file.
      const server = await api.get('/api/bank-check');
      assert.deepEqual(
        server.months.map((m) => ({ month: m.month, bank: m.bank, operators: m.operators.map((o) => o.operator).sort() })),
        [{ month, bank: { sent: '300.00', cameBack: '40.00', net: '-260.00' }, operators: ['Cash at clubs, hotels and casinos', 'Ladbrokes', 'Sportsbet'] }],
      );
      for (const secret of ['SPORTSBET.COM.AU', 'CAMPSIE', 'SALARY', 'TABLE TOP', '2,350.00']) {
        assert.ok(!bodies.some((body) => body.includes(secret)), `no request carries "${secret}"`);
      }

      // Reports' This Month now counts the entry: $20 logged + $280 from the bank check.
      await page.goto(`${app.origin}/reports`);
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Activity Details' }).getByText('Bank check').first().waitFor();
      assert.deepEqual(await summaryCards(page), { 'Total Spend': '$300.00', 'Total Return': '$40.00', 'Net Return': '-$260.00', 'Return Rate': '-86.7%' });
      await screenshot(page, `bank-check-reports-${size}`);

      // The month's statement shows the kept totals; Settings' Export Data carries them after the entries.
      await page.goto(`${app.origin}/reports/statements/${month}`);
      const banked = page.getByRole('region', { name: 'Your bank statement' });
      await banked.getByRole('row').nth(4).waitFor();
      assert.deepEqual(await monthRows(banked), ['Figure Amount', 'Sent to gambling $300.00', 'Came back $40.00', 'Net to gambling -$260.00', 'Not in Tally $0.00']);
      await screenshot(page, `bank-check-statement-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await page.goto(`${app.origin}/settings`);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export Data' }).click();
      const exported = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
      assert.match(exported, new RegExp(`^${month},Bank statement,Sportsbet,150\\.00,0\\.00,-150\\.00,From bank statement,`, 'm'));
      assert.match(exported, new RegExp(`^${month},Bank statement,"Cash at clubs, hotels and casinos",100\\.00,0\\.00,-100\\.00,`, 'm'));
      assert.match(exported, /,Wagering,Bank check,280\.00,40\.00,-240\.00,Win,/);
      await page.context().close();
    });
  }

  test('no page error, and nothing left the machine', () => {
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.offMachineRequests, []);
  });
});
