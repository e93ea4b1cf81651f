// Errors say what went wrong in words, never how the server is built: no stack traces, file paths,
// SQL or library names in any error body, whatever the request.
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import { claim } from './support/claims.mjs';
import { signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';
import { rawRequest } from './support/raw-http.mjs';

/** What an error body must never contain: traces, paths, SQL, engine and library internals. */
export const INTERNALS = [
  /\bat\s+\S+\s+\(?\/?[\w./-]+:\d+:\d+\)?/, // a stack frame
  /\/(work|home|usr|tmp|opt|srv|app|var)\/[\w.-]+/, // an absolute path
  /node_modules|dist\/main\.js|\.ts:\d+|\.m?js:\d+/,
  /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/,
  /syntax error at or near|violates (unique|foreign key|check) constraint|duplicate key value|relation "\w+"/i,
  /\b(TypeError|ReferenceError|SyntaxError|RangeError): /,
  /ZodError|ECONNREFUSED|sharp|libvips|pg-protocol|knex|kysely/i,
];

/** @param {string} text @returns {string | undefined} the first internal detail found */
export function internalDetail(text) {
  for (const pattern of INTERNALS) {
    const match = text.match(pattern);
    if (match) return match[0];
  }
  return undefined;
}

/** @type {Awaited<ReturnType<typeof signedInPerson>>} */ let person;

describe(`error bodies (${product.mode})`, () => {
  before(async () => {
    person = await signedInPerson('errors');
  });

  claim('malformed, mistyped and hostile requests answer errors with a message and no internals', async () => {
    const cookie = person.api.cookieHeader();
    const json = { 'content-type': 'application/json', cookie };
    /** @type {[string, string, Record<string, string>, string | Buffer | undefined][]} */
    const requests = [
      ['POST', '/api/activities', json, '{"type":'],
      ['POST', '/api/activities', json, '{"type":"wagering","amount":"1e999999","subtype":"Racing"}'],
      ['POST', '/api/activities', json, '[1,2,3]'],
      ['POST', '/api/activities', json, 'null'],
      ['POST', '/api/activities', { ...json, 'content-type': 'text/plain' }, 'hello'],
      ['POST', '/api/activities', { ...json, 'content-type': 'application/xml' }, '<a/>'],
      ['PATCH', '/api/activities/not-a-uuid', json, '{}'],
      ['PATCH', '/api/activities/00000000-0000-4000-8000-000000000000', json, '{"amount":5}'],
      ['GET', '/api/activities/%E0%A4%A', { cookie }, undefined],
      ['GET', "/api/activities/1'%20OR%201=1--", { cookie }, undefined],
      ['GET', '/api/statements/2026-13', { cookie }, undefined],
      ['GET', '/api/statements/9999-99/pdf', { cookie }, undefined],
      ['GET', '/api/activities?limit=-1&cursor=%00%00', { cookie }, undefined],
      ['GET', '/api/stats?period=forever', { cookie }, undefined],
      ['PATCH', '/api/user/profile', json, '{"timeZone":"Mars/Olympus_Mons"}'],
      ['POST', '/api/login', { 'content-type': 'application/json' }, '{"username":{"$gt":""},"password":{"$gt":""}}'],
      ['POST', '/api/register', { 'content-type': 'application/json' }, '{"username":"a@b.c","email":"a@b.c","password":"\\u0000"}'],
      [
        'POST',
        '/api/user/avatar',
        { cookie, 'content-type': 'multipart/form-data; boundary=x' },
        '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nnot an image\r\n--x--\r\n',
      ],
      ['GET', '/api/verify-email?token=%27%3B--', {}, undefined],
      ['GET', '/api/no-such-route', { cookie }, undefined],
      ['DELETE', '/api/user', json, '{"password":12}'],
    ];
    /** @type {string[]} */
    const leaks = [];
    for (const [method, path, headers, body] of requests) {
      const answer = await rawRequest(`${product.baseUrl}${path}`, { method, headers, body });
      if (answer.status < 400) continue;
      const found = internalDetail(answer.text);
      if (found) leaks.push(`${method} ${path} → ${answer.status}: "${found}"`);
      if ((answer.headers['content-type'] ?? '').includes('json')) {
        if (typeof answer.json?.message !== 'string' || !answer.json.message) leaks.push(`${method} ${path} → ${answer.status} has no message: ${answer.text.slice(0, 120)}`);
      }
    }
    assert.deepEqual(leaks, []);
    assert.equal((await person.api.get('/api/user')).status, 200);
  });

  claim('no answer names the server software or its version', async () => {
    for (const path of ['/api/user', '/api/openapi.json', '/api/no-such-route', '/']) {
      const response = await fetch(`${product.baseUrl}${path}`);
      assert.equal(response.headers.get('x-powered-by'), null, `${path} X-Powered-By`);
      assert.ok(!/\d/.test(response.headers.get('server') ?? ''), `${path} Server: ${response.headers.get('server')}`);
    }
  });
});
