// Every answer carries the headers that keep the app's pages from being framed, sniffed or told to
// load script from elsewhere, and API answers are not kept by shared caches.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { claim } from './support/claims.mjs';
import { signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';

/** @param {Headers} headers @param {string} what */
function assertProtective(headers, what) {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', `${what}: X-Content-Type-Options`);
  assert.equal(headers.get('x-frame-options'), 'DENY', `${what}: X-Frame-Options`);
  assert.ok(headers.get('referrer-policy'), `${what}: Referrer-Policy`);
  const csp = headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'self'/, `${what}: CSP default-src`);
  assert.match(csp, /frame-ancestors 'none'/, `${what}: CSP frame-ancestors`);
  assert.match(csp, /object-src 'none'/, `${what}: CSP object-src`);
  assert.ok(!/script-src[^;]*'unsafe-inline'/.test(csp), `${what}: scripts may not be inline`);
}

describe(`security headers (${product.mode})`, () => {
  claim('pages, API answers and errors all carry the protective headers', async () => {
    const person = await signedInPerson('headers');
    const cookie = person.api.cookieHeader();
    for (const [path, headers] of [
      ['/', {}],
      ['/api/openapi.json', {}],
      ['/api/user', { cookie }],
      ['/api/user', {}],
      ['/api/activities/00000000-0000-4000-8000-000000000000', { cookie }],
      ['/api/no-such-route', {}],
    ]) {
      const response = await fetch(`${product.baseUrl}${path}`, { headers: /** @type {Record<string, string>} */ (headers) });
      assertProtective(response.headers, `${path} (${response.status})`);
    }
  });

  claim("a signed-in person's API answers are never stored by shared caches", async () => {
    const person = await signedInPerson('nocache');
    for (const path of ['/api/user', '/api/activities?limit=5', '/api/settings', '/api/notifications']) {
      const answer = await person.api.get(path);
      assert.equal(answer.status, 200);
      const cacheControl = answer.headers.get('cache-control') ?? '';
      assert.match(cacheControl, /no-store|private/, `${path} Cache-Control: "${cacheControl}"`);
    }
  });

  claim('another site cannot make a signed-in browser change anything (Origin check)', async () => {
    const person = await signedInPerson('csrf');
    const answer = await person.api.request('PATCH', '/api/settings', { dailySpendLimit: 1 }, { origin: 'https://evil.example' });
    assert.equal(answer.status, 403);
    const crossSite = await person.api.request('PATCH', '/api/settings', { dailySpendLimit: 1 }, { origin: '', 'sec-fetch-site': 'cross-site' });
    assert.equal(crossSite.status, 403);
    const settings = await person.api.get('/api/settings');
    assert.equal(settings.body.dailySpendLimit, null, 'the limit was not set');
  });
});
