// Sessions: a sign-in always starts a new session (a cookie planted or held before is worth
// nothing after), and signing out ends the session on the server, not only in the browser.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { claim } from './support/claims.mjs';
import { newBrowser, signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';

const COOKIE = 'tally.sid';

/** GET /api/user with exactly this Cookie header. @param {string} cookie */
async function whoIs(cookie) {
  const response = await fetch(`${product.baseUrl}/api/user`, { headers: { cookie, accept: 'application/json' } });
  return response.status;
}

describe(`sessions (${product.mode})`, () => {
  claim('signing in again gives a new session cookie and the old one stops working', async () => {
    const person = await signedInPerson('rotate');
    const before = person.api.cookieHeader();
    assert.ok(before.includes(`${COOKIE}=`), 'signed in, the browser holds the session cookie');
    assert.equal(await whoIs(before), 200);
    const again = await person.api.post('/api/login', { username: person.email, password: person.password });
    assert.equal(again.status, 200);
    const after = person.api.cookieHeader();
    assert.notEqual(after, before, 'the second sign-in set a different session cookie');
    assert.equal(await whoIs(after), 200);
    assert.equal(await whoIs(before), 401, 'the cookie from before the second sign-in no longer signs anyone in');
  });

  claim('a session cookie planted before sign-in is replaced, not adopted', async () => {
    const person = await signedInPerson('fixation');
    const planted = `${COOKIE}=planted-by-someone-else-0123456789`;
    const browser = newBrowser();
    const login = await browser.request('POST', '/api/login', { username: person.email, password: person.password }, { cookie: planted });
    assert.equal(login.status, 200);
    const setCookies = login.headers.getSetCookie().filter((c) => c.startsWith(`${COOKIE}=`));
    assert.ok(setCookies.length > 0, 'sign-in sets the session cookie');
    assert.ok(!setCookies.some((c) => c.startsWith(`${planted};`) || c === planted), 'the planted value is not kept');
    assert.equal(await whoIs(planted), 401, 'the planted cookie signs nobody in');
  });

  claim('signing out ends the session on the server: the old cookie signs nobody in', async () => {
    const person = await signedInPerson('signout');
    const cookie = person.api.cookieHeader();
    const out = await person.api.post('/api/logout');
    assert.equal(out.status, 200, JSON.stringify(out.body));
    assert.equal(await whoIs(cookie), 401, 'the cookie a copy of the browser kept is dead');
    const me = await person.api.get('/api/user');
    assert.equal(me.status, 401);
  });

  claim('changing the password ends the other sessions of the person', async () => {
    const person = await signedInPerson('otherdevice');
    const otherDevice = newBrowser();
    assert.equal((await otherDevice.post('/api/login', { username: person.email, password: person.password })).status, 200);
    const newPassword = `${person.password}-2`;
    const changed = await person.api.patch('/api/user/password', { currentPassword: person.password, newPassword, confirmPassword: newPassword });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((await otherDevice.get('/api/user')).status, 401, 'the other device is signed out');
  });

  claim('the session cookie is HttpOnly and SameSite, and not readable by scripts', async () => {
    const person = await signedInPerson('cookieflags');
    const login = await person.api.post('/api/login', { username: person.email, password: person.password });
    const line = login.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
    assert.ok(line, 'sign-in sets the session cookie');
    assert.match(line, /;\s*httponly/i);
    assert.match(line, /;\s*samesite=(lax|strict)/i);
    assert.match(line, /;\s*path=\//i);
  });
});
