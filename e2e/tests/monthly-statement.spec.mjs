// The monthly activity statement in Chromium (embedded mode). A history across two months is logged through the API and
// the older part moved back a month in ledger's tables (the API stamps entries with the server's clock, so a past month
// can only be made there): embedded mode runs on a database of the local PostgreSQL server made for this file, and the
// test edits ledger's rows with pg. The statements list, the past month's page (figures, guideline check, chart table,
// transactions, helplines), its PDF read back with pdfjs-dist, and the notice of the running month, made due in alerts'
// jobs table (the app's clock cannot be moved), which opens the statement. axe and screenshots at both sizes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

const SERVER_URL = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `tally_e2e_statement_${randomBytes(4).toString('hex')}`;
const TIME_ZONE = 'Australia/Sydney';
// pdfjs reads the PDF's standard fonts (Helvetica) from its own package, not the network.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;
/** @type {pg.Pool} */
let db;

/** 'YYYY-MM' of `at` in Sydney. */
const monthOf = (at) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' }).format(at).slice(0, 7);
/** 'October 2026'. */
const monthName = (month) => new Date(`${month}-15T00:00:00Z`).toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** Noon UTC on `day` of the month before `at` (late evening in Sydney, the same day there). */
function dayOfPreviousMonth(at, day) {
  const [year, month] = monthOf(at).split('-').map(Number);
  return new Date(Date.UTC(month === 1 ? year - 1 : year, (month + 10) % 12, day, 2));
}

/** Text of every page of a PDF. */
async function pdfText(bytes) {
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages.join('\n');
}

/** Registers a Sydney person and signs them in on `page`, through the API; answers helpers bound to them. */
async function signUp(page) {
  const email = `statement.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const headers = { origin: app.origin };
  await registerVerifiedInApp(app, page.request, { email, password, timeZone: TIME_ZONE });
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
  assert.equal((await page.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
  const user = await (await page.request.get(`${app.origin}/api/user`)).json();
  const post = async (path, data) => {
    const response = await page.request.post(`${app.origin}${path}`, { data, headers });
    assert.ok(response.ok(), `${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  return { userId: user.id, post };
}

/**
 * The history: last month a won wager (stake $40, won $100) and a pokies session ($50 in, $80 out) on two days; this
 * month a lost wager of $25 and a pending ticket of $10. Last month: spent $90, returned $180, net +$90.
 */
async function logHistory(page, now) {
  const { userId, post } = await signUp(page);
  const won = await post('/api/activities', { type: 'wagering', subtype: 'Racing', racetrack: 'Randwick', amount: '40.00', isCompleted: true, isWin: true, winAmount: '100.00' });
  const session = await post('/api/sessions', { type: 'slot', venue: 'The Star', isActive: true });
  await post(`/api/sessions/${session.id}/deposits`, { amount: '50.00' });
  await post(`/api/sessions/${session.id}/end`, { finalAmount: '80.00' });
  await post('/api/activities', { type: 'wagering', subtype: 'Sports Betting', amount: '25.00', isCompleted: true, isWin: false });
  await post('/api/activities', { type: 'lottery', subtype: 'Saturday Lotto', amount: '10.00', isCompleted: false });
  const tenth = dayOfPreviousMonth(now, 10);
  const twelfth = dayOfPreviousMonth(now, 12);
  await db.query('update ledger.activities set created_at = $2, completed_at = $2 where id = $1', [won.id, tenth]);
  await db.query("update ledger.sessions set started_at = $2, ended_at = $2::timestamptz + interval '1 hour' where id = $1", [session.id, twelfth]);
  await db.query('update ledger.deposits set created_at = $2 where session_id = $1', [session.id, twelfth]);
  return { userId, previous: monthOf(tenth), current: monthOf(now) };
}

describe('monthly statement (Chromium, embedded mode)', () => {
  before(
    async () => {
      const server = new pg.Client({ connectionString: SERVER_URL });
      await server.connect();
      await server.query(`create database ${databaseName}`);
      await server.end();
      const url = new URL(SERVER_URL);
      url.pathname = `/${databaseName}`;
      db = new pg.Pool({ connectionString: url.toString(), max: 2 });
      app = await startAppInBrowser({ env: { DATABASE_URL: url.toString() } });
    },
    { timeout: 180000 },
  );
  after(
    async () => {
      await app?.stop();
      await db?.end();
      const server = new pg.Client({ connectionString: SERVER_URL });
      await server.connect();
      await server.query(`drop database if exists ${databaseName} with (force)`);
      await server.end();
    },
    { timeout: 60000 },
  );

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`on a ${size}: last month's statement from Reports, its figures, its PDF, and this month's notice`, { timeout: 150000 }, async () => {
      const page = await app.newPage(viewport);
      const { userId, previous, current } = await logHistory(page, new Date());

      await page.goto(`${app.origin}/reports`);
      await page.getByRole('link', { name: 'View monthly statements' }).click();
      await page.getByRole('heading', { name: 'Monthly statements', level: 1 }).waitFor();
      const months = page.getByRole('list', { name: 'Monthly statements' }).getByRole('link');
      await months.nth(1).waitFor();
      assert.deepEqual(await months.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))), [
        `${monthName(current)} so far: spent $35.00, net -$35.00`,
        `${monthName(previous)}: spent $90.00, net +$90.00`,
      ]);
      await screenshot(page, `statement-list-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      await months.nth(1).click();
      await page.getByRole('heading', { name: `${monthName(previous)} statement`, level: 1 }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/reports/statements/${previous}`);
      const summary = page.getByRole('region', { name: 'Summary' });
      await summary.getByText('$180.00').waitFor();
      assert.match(await summary.innerText(), /Spent\s+\$90\.00\s+Returned\s+\$180\.00\s+Net\s+\+\$90\.00/);
      const products = page.getByRole('region', { name: 'By product' });
      assert.deepEqual(
        await products
          .getByRole('row')
          .allInnerTexts()
          .then((rows) => rows.map((r) => r.split(/\s+/).join(' '))),
        ['Product Spent Returned Net', 'Wagering $40.00 $100.00 +$60.00', 'Lottery $0.00 $0.00 $0.00', 'Pokies $50.00 $80.00 +$30.00', 'Table games $0.00 $0.00 $0.00'],
      );
      const sixMonths = page.getByRole('region', { name: 'The last six months' });
      await sixMonths.locator('canvas').waitFor();
      assert.equal(await sixMonths.getByRole('table').getByRole('row').count(), 7);
      assert.match(await sixMonths.getByRole('row', { name: new RegExp(monthName(previous)) }).innerText(), /\$90\.00\s+\+\$90\.00/);
      assert.match(
        await page.getByRole('region', { name: 'Lower-Risk Gambling Guidelines' }).innerText(),
        new RegExp(`In ${monthName(previous)} you gambled on 2 days and used 2 types of gambling \\(racing, pokies\\)\\. That is within the guidelines`),
      );
      const lines = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
      assert.equal(await lines.count(), 2);
      assert.match(await lines.nth(0).innerText(), /Wagering: Racing[\s\S]*\+\$60\.00/);
      assert.match(await lines.nth(1).innerText(), /Pokies: Pokies session at The Star[\s\S]*\+\$30\.00/);
      await page.getByRole('region', { name: 'Free, confidential help' }).getByRole('link', { name: '1800 858 858' }).first().waitFor();
      await screenshot(page, `statement-month-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
      assert.equal(download.suggestedFilename(), `tally-statement-${previous}.pdf`);
      const text = await pdfText(await readFile(await download.path()));
      for (const expected of [
        `Your ${monthName(previous)} statement`,
        '$90.00',
        '$180.00',
        '+$90.00',
        'Wagering: Racing',
        'Pokies session at The Star',
        'Lower-Risk Gambling Guidelines',
        '1800 858 858',
        '000',
      ]) {
        assert.ok(text.includes(expected), `the PDF says ${expected}`);
      }

      // The running month closes at the next midnight in Sydney: its job is made due now instead.
      const jobId = `statement-ready-${userId}-${current}`;
      assert.equal((await db.query('update alerts.jobs set run_at = now() where id = $1 and not done', [jobId])).rowCount, 1);
      await page.goto(`${app.origin}/notifications`);
      const notice = page.getByRole('button', { name: `Unread. Monthly statement: Your ${monthName(current)} statement is ready` });
      await notice.waitFor({ timeout: 45000 }).catch(async () => {
        await page.reload();
        await notice.waitFor({ timeout: 30000 });
      });
      await screenshot(page, `statement-notice-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await notice.click();
      await page.getByRole('heading', { name: `${monthName(current)} statement`, level: 1 }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/reports/statements/${current}`);
      await page.getByText('This month so far').waitFor();
      await page.context().close();
    });
  }

  test('no page error, and nothing left the machine', () => {
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.offMachineRequests, []);
  });
});
