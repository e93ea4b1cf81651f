// Accounts: whether an address has an account is nobody's business, an address belongs to whoever
// can read its mail, and a forgotten password can be reset by that person only.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { claim } from './support/claims.mjs';
import { linkToken, messagesTo, waitForMessages } from './support/mailbox.mjs';
import { fetchOpenApi, operations } from './support/openapi.mjs';
import { newAddress, newBrowser, newPassword, registeredAndVerified, signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';

/** An answer without what differs by nature between two calls (ids, dates). @param {{ status: number, body: any }} answer */
function comparable(answer) {
  return {
    status: answer.status,
    body: JSON.stringify(answer.body)
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, 'ID')
      .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIME')
      .replace(/[\w.+-]+@example\.com/g, 'EMAIL'),
  };
}

/** @param {string} email */
function registration(email) {
  return { username: email, email, password: newPassword(), firstName: 'Someone', lastName: 'Else', timeZone: 'Australia/Sydney' };
}

/** The API's password-reset operations, found in its description: asking for the email, and setting the new password. */
async function passwordResetOperations() {
  const all = operations(await fetchOpenApi());
  const request = all.find((op) => op.method === 'POST' && /forgot|reset/i.test(op.path) && !/token/.test(JSON.stringify(op.operation.requestBody ?? {})));
  const complete = all.find((op) => op.method === 'POST' && /reset/i.test(op.path) && /token/.test(JSON.stringify(op.operation.requestBody ?? {})));
  assert.ok(request, 'the API has an operation to ask for a password-reset email');
  assert.ok(complete, 'the API has an operation to set a new password with the emailed token');
  return { request, complete };
}

describe(`accounts (${product.mode})`, () => {
  claim('registering a taken email answers exactly as registering a new one', async () => {
    const taken = await registeredAndVerified('taken');
    const answerForTaken = await newBrowser().post('/api/register', registration(taken.email));
    const answerForNew = await newBrowser().post('/api/register', registration(newAddress('fresh')));
    assert.deepEqual(comparable(answerForTaken), comparable(answerForNew));
  });

  claim('the owner of a taken address is told by email that someone tried to register it', async () => {
    const taken = await registeredAndVerified('warned');
    const before = (await messagesTo(taken.email)).length;
    await newBrowser().post('/api/register', registration(taken.email));
    const messages = await waitForMessages(taken.email, { count: before + 1 });
    assert.ok(messages.length > before);
  });

  claim('asking for the verification email again answers the same whether or not the address exists', async () => {
    const known = await registeredAndVerified('resendknown');
    const unverified = newAddress('resendunverified');
    await newBrowser().post('/api/register', registration(unverified));
    const answers = await Promise.all([known.email, unverified, newAddress('nobody')].map((email) => newBrowser().post('/api/resend-verification', { email })));
    assert.deepEqual(
      answers.map(comparable),
      answers.map(() => comparable(answers[0])),
    );
  });

  claim('an unverified address cannot sign in', async () => {
    const email = newAddress('unverified');
    const body = registration(email);
    assert.ok((await newBrowser().post('/api/register', body)).status < 300);
    const login = await newBrowser().post('/api/login', { username: email, password: body.password });
    assert.notEqual(login.status, 200, 'signed in with an address nobody confirmed');
    assert.ok(login.status >= 400 && login.status < 500, `answered ${login.status}`);
    assert.equal(typeof login.body.message, 'string');
  });

  claim('asking for a password reset answers the same whether or not the address has an account', async () => {
    const { request } = await passwordResetOperations();
    const person = await registeredAndVerified('resetknown');
    const answers = await Promise.all([person.email, newAddress('resetnobody')].map((email) => newBrowser().request('POST', request.path, { email })));
    assert.ok(answers[0].status < 300, `asking for a reset answered ${answers[0].status}`);
    assert.deepEqual(comparable(answers[1]), comparable(answers[0]));
  });

  claim('a forgotten password can be reset from an emailed link, once', async () => {
    const { request, complete } = await passwordResetOperations();
    const person = await signedInPerson('resetter');
    const before = (await messagesTo(person.email)).length;
    assert.ok((await newBrowser().request('POST', request.path, { email: person.email })).status < 300);
    const messages = await waitForMessages(person.email, { count: before + 1 });
    const token = linkToken(messages.at(-1)?.text ?? '');
    assert.ok(token, 'the reset email has a link with a token');
    const password = newPassword();
    const properties = Object.keys(complete.operation.requestBody.content['application/json'].schema.properties ?? {});
    const body = Object.fromEntries(
      properties.map((name) => [name, /token/i.test(name) ? token : /password/i.test(name) ? password : /email|username/i.test(name) ? person.email : undefined]),
    );
    const reset = await newBrowser().request('POST', complete.path, body);
    assert.ok(reset.status < 300, `setting the new password answered ${reset.status} ${JSON.stringify(reset.body)}`);
    assert.equal((await newBrowser().post('/api/login', { username: person.email, password })).status, 200, 'the new password signs in');
    assert.equal((await person.api.get('/api/user')).status, 401, 'the session from before the reset has ended');
    const again = await newBrowser().request('POST', complete.path, {
      ...body,
      ...Object.fromEntries(properties.filter((n) => /password/i.test(n)).map((n) => [n, `${password}-again`])),
    });
    assert.ok(again.status >= 400 && again.status < 500, `the token worked twice (${again.status})`);
  });

  claim('a deleted account signs in nowhere and its address can be registered again', async () => {
    const person = await signedInPerson('deleted');
    const other = newBrowser();
    assert.equal((await other.post('/api/login', { username: person.email, password: person.password })).status, 200);
    const deleted = await person.api.request('DELETE', '/api/user', { password: person.password });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.equal((await other.get('/api/user')).status, 401, 'the other device is signed out');
    assert.equal((await newBrowser().post('/api/login', { username: person.email, password: person.password })).status, 401);
    const again = await newBrowser().post('/api/register', registration(person.email));
    assert.ok(again.status < 300, `registering the address again answered ${again.status}`);
  });
});
