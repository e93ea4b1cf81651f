// Push endpoints are addresses the server will POST to: only real push services are accepted (no
// internal addresses, no plain http, no look-alike hosts), and an endpoint belongs to the browser
// that made it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe } from 'node:test';
import { claim } from './support/claims.mjs';
import { signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';

/** @type {Awaited<ReturnType<typeof signedInPerson>>} */ let person;

const keys = () => ({ p256dh: `B${randomBytes(64).toString('base64url')}`, auth: randomBytes(16).toString('base64url') });

describe(`push endpoints (${product.mode})`, () => {
  before(async () => {
    person = await signedInPerson('push');
  });

  claim('endpoints that are not a known push service are refused with 400 and nothing is saved', async () => {
    const refused = [
      'http://127.0.0.1:6379/',
      'http://localhost:5432/x',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evil.example/?fcm.googleapis.com',
      'https://fcm.googleapis.com@evil.example/send',
      'https://evilfcm.googleapis.com.example/send',
      'https://notfcm.googleapis.co/send',
      'file:///etc/passwd',
      'gopher://fcm.googleapis.com/_',
      'https://0x7f000001/push',
      'https://2130706433/push',
    ];
    const wrong = [];
    for (const endpoint of refused) {
      const answer = await person.api.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys: keys() });
      if (answer.status !== 400) wrong.push(`${endpoint} → ${answer.status}`);
    }
    assert.deepEqual(wrong, []);
  });

  claim('an endpoint of a real push service is accepted', async () => {
    const answer = await person.api.post('/api/push/subscriptions', {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
      expirationTime: null,
      keys: keys(),
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
  });

  claim('another account cannot take over a push endpoint with other keys', async () => {
    const endpoint = `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(16).toString('hex')}`;
    const mine = await person.api.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys: keys() });
    assert.equal(mine.status, 201, JSON.stringify(mine.body));
    const stranger = await signedInPerson('pushthief');
    const taken = await stranger.api.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys: keys() });
    assert.equal(taken.status, 409, `another account posting the endpoint with other keys answered ${taken.status}`);
    const removed = await stranger.api.request('DELETE', '/api/push/subscriptions', { endpoint });
    assert.ok(removed.status === 200 && removed.body.removed === false, "another account cannot remove the person's endpoint");
  });
});
