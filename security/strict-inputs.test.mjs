// Inputs are taken as written or refused: no number read out of a boolean, a list or hex, no bytes
// that are not UTF-8, no body that is not what its headers say, no time zone the database cannot use.
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import { claim } from './support/claims.mjs';
import { signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';
import { rawRequest } from './support/raw-http.mjs';

/** @type {Awaited<ReturnType<typeof signedInPerson>>} */ let person;

const racingWager = { type: 'wagering', subtype: 'Racing', amount: 5, isCompleted: false, racetrack: 'Randwick' };

async function activityCount() {
  const answer = await person.api.get('/api/activities?limit=100');
  assert.equal(answer.status, 200);
  return answer.body.length;
}

/** @param {string} field @param {unknown} value @param {string} stored */
async function refusedNumber(field, value, stored) {
  const before = await activityCount();
  const answer = await person.api.post('/api/activities', { ...racingWager, [field]: value });
  assert.equal(answer.status, 400, `${field}: ${JSON.stringify(value)} answered ${answer.status}${answer.status < 300 ? `, stored as ${answer.body[field] ?? stored}` : ''}`);
  assert.equal(await activityCount(), before, 'nothing was stored');
}

describe(`strict inputs (${product.mode})`, () => {
  before(async () => {
    person = await signedInPerson('strict');
  });

  claim('raceNumber true is refused with 400, not stored as 1', () => refusedNumber('raceNumber', true, '1'));
  claim('raceNumber [3] is refused with 400, not stored as 3', () => refusedNumber('raceNumber', [3], '3'));
  claim('horseNumber "0x10" is refused with 400, not stored as 16', () => refusedNumber('horseNumber', '0x10', '16'));
  claim('horseNumber [[7]] is refused with 400, not stored as 7', () => refusedNumber('horseNumber', [[7]], '7'));

  claim('a plain decimal raceNumber and horseNumber are taken as written', async () => {
    const answer = await person.api.post('/api/activities', { ...racingWager, raceNumber: '7', horseNumber: 3 });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.body.raceNumber, 7);
    assert.equal(answer.body.horseNumber, 3);
  });

  claim('a JSON body with invalid UTF-8 is refused with 400 and stores nothing', async () => {
    const before = await activityCount();
    const body = Buffer.concat([
      Buffer.from('{"type":"wagering","subtype":"Racing","amount":5,"isCompleted":false,"description":"caf'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('"}'),
    ]);
    const answer = await rawRequest(`${product.baseUrl}/api/activities`, { headers: { 'content-type': 'application/json', cookie: person.api.cookieHeader() }, body });
    assert.equal(answer.status, 400, `answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    assert.equal(await activityCount(), before);
  });

  claim('a multipart avatar upload with a broken body is refused with 400, and the service is fine afterwards', async () => {
    const cookie = person.api.cookieHeader();
    const part = (boundary) => `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`;
    /** @type {[string, string, string][]} */
    const broken = [
      ['a missing boundary', 'multipart/form-data', `${part('x')}\r\n--x--\r\n`],
      ['a wrong boundary', 'multipart/form-data; boundary=other', `${part('x')}\r\n--x--\r\n`],
      ['a truncated part', 'multipart/form-data; boundary=x', part('x')],
      ['a part without headers', 'multipart/form-data; boundary=x', '--x\r\n\r\nplain\r\n--x--\r\n'],
      ['an empty body', 'multipart/form-data; boundary=x', ''],
    ];
    const wrong = [];
    for (const [what, contentType, body] of broken) {
      const answer = await rawRequest(`${product.baseUrl}/api/user/avatar`, { headers: { 'content-type': contentType, cookie }, body: Buffer.from(body, 'latin1') });
      if (answer.status !== 400) wrong.push(`${what} → ${answer.status}`);
    }
    assert.deepEqual(wrong, []);
    assert.equal((await person.api.get('/api/user')).status, 200);
  });

  claim('a plain JSON body labelled gzip, deflate or br is refused with 400 or 415 by every service', async () => {
    const cookie = person.api.cookieHeader();
    const targets = [
      ['POST', '/api/login', '{"username":"a@example.com","password":"x"}'],
      ['PATCH', '/api/user/profile', '{"firstName":"Zip"}'],
      ['POST', '/api/activities', JSON.stringify(racingWager)],
      ['POST', '/api/interpret-ticket', '{"text":"LOTTO"}'],
      ['POST', '/api/insights/generate', '{"timeFrame":"month"}'],
      ['PATCH', '/api/settings', '{"dailySpendLimit":50}'],
    ];
    const wrong = [];
    for (const encoding of ['gzip', 'deflate', 'br']) {
      for (const [method, path, body] of targets) {
        const answer = await rawRequest(`${product.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', 'content-encoding': encoding, cookie }, body });
        if (answer.status !== 400 && answer.status !== 415) wrong.push(`${encoding} ${method} ${path} → ${answer.status}`);
      }
    }
    assert.deepEqual(wrong, []);
    assert.equal((await person.api.get('/api/user')).status, 200, 'every service still answers');
    assert.equal((await person.api.get('/api/settings')).status, 200);
  });

  claim('a time zone PostgreSQL does not know is refused, and statements keep working', async () => {
    const fresh = await signedInPerson('timezone');
    assert.equal((await fresh.api.post('/api/activities', racingWager)).status, 201);
    const changed = await fresh.api.patch('/api/user/profile', { timeZone: 'US/Pacific-New' });
    assert.ok(changed.status === 400 || changed.status === 200, `changing the zone answered ${changed.status}`);
    const list = await fresh.api.get('/api/statements');
    assert.equal(list.status, 200, `statements answered ${list.status}`);
    // The list is { timeZone, months } (statements.http.ts), the person's zone beside their months.
    const month = list.body.months?.[0]?.month;
    assert.ok(month, 'the statement list has a month');
    assert.equal((await fresh.api.get(`/api/statements/${month}`)).status, 200);
    assert.equal(changed.status, 400, 'the zone PostgreSQL does not know was saved');
  });

  claim('X-Forwarded-Host from a client does not make another site our origin', async () => {
    const answer = await rawRequest(`${product.baseUrl}/api/settings`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        cookie: person.api.cookieHeader(),
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      body: '{"dailySpendLimit":1}',
    });
    assert.equal(answer.status, 403, `answered ${answer.status}`);
  });

  claim('numbers in query strings are read strictly', async () => {
    const wrong = [];
    for (const query of ['limit=0x10', 'limit=1e1', 'limit=%2010', 'limit=10abc', 'limit=true']) {
      const answer = await person.api.get(`/api/activities?${query}`);
      if (answer.status !== 400) wrong.push(`${query} → ${answer.status}`);
    }
    assert.deepEqual(wrong, []);
  });
});
