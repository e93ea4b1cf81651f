// Keys that name JavaScript's object machinery (__proto__, constructor, prototype) in a JSON body
// change nothing: not the saved record, not other people's, not the server's own objects.
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import { claim } from './support/claims.mjs';
import { signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';

/** @type {Awaited<ReturnType<typeof signedInPerson>>} */ let person;
/** @type {Awaited<ReturnType<typeof signedInPerson>>} */ let bystander;

const poison = '{"__proto__":{"isAdmin":true,"polluted":"yes","userId":"someone-else"},"constructor":{"prototype":{"polluted":"yes"}}';

/** A JSON text: the valid fields of `body` plus the poisoned keys. @param {Record<string, unknown>} body */
function poisoned(body) {
  const valid = JSON.stringify(body).slice(1, -1);
  return `${poison}${valid ? `,${valid}` : ''}}`;
}

describe(`prototype keys (${product.mode})`, () => {
  before(async () => {
    person = await signedInPerson('proto');
    bystander = await signedInPerson('bystander');
  });

  claim('__proto__ and constructor keys in a JSON body change nothing beyond the valid fields', async () => {
    const bodies = [
      ['POST', '/api/activities', { type: 'wagering', subtype: 'Racing', amount: 12, isCompleted: false }],
      ['PATCH', '/api/settings', { dailySpendLimit: 70 }],
      ['PATCH', '/api/user/profile', { firstName: 'Proto' }],
      ['POST', '/api/sessions', { type: 'slot' }],
      ['PUT', '/api/insights/income', { annualIncome: 50000 }],
    ];
    for (const [method, path, body] of bodies) {
      const answer = await person.api.request(/** @type {string} */ (method), /** @type {string} */ (path), poisoned(/** @type {any} */ (body)));
      assert.ok(answer.status < 500, `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      const text = JSON.stringify(answer.body);
      assert.ok(!text.includes('polluted') && !text.includes('isAdmin'), `${method} ${path} echoes a poisoned key: ${text.slice(0, 200)}`);
    }
    for (const path of ['/api/user', '/api/settings', '/api/activities?limit=10', '/api/sessions', '/api/insights/income']) {
      const mine = JSON.stringify((await person.api.get(path)).body);
      const theirs = JSON.stringify((await bystander.api.get(path)).body);
      assert.ok(!/polluted|isAdmin|someone-else/.test(mine), `${path} of the sender carries a poisoned key`);
      assert.ok(!/polluted|isAdmin|someone-else/.test(theirs), `${path} of a bystander carries a poisoned key`);
    }
    const stats = await bystander.api.get('/api/activities?limit=10');
    assert.deepEqual(stats.body, [], "the bystander's activities are untouched");
  });

  claim('a JSON body that is only {"__proto__": …} is refused or ignored, never a 500', async () => {
    for (const [method, path] of [
      ['PATCH', '/api/settings'],
      ['PATCH', '/api/user/profile'],
      ['POST', '/api/login'],
      ['POST', '/api/register'],
      ['POST', '/api/self-checks'],
      ['PUT', '/api/bank-check/months'],
    ]) {
      const answer = await person.api.request(method, path, `${poison}}`);
      assert.ok(answer.status < 500, `${method} ${path}: ${answer.status}`);
    }
    assert.equal((await person.api.get('/api/user')).status, 200);
  });
});
