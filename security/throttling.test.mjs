// Guessing is limited: wrong passwords sent at once still count one by one, checks of the current
// password count like sign-in, and mail or work cannot be triggered without end. This file runs last
// (scripts/test-security.mjs): once the limits hold, it leaves this address throttled.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { claim } from './support/claims.mjs';
import { newAddress, newBrowser, newPassword, signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';

/** @param {{ status: number, headers: Headers }[]} answers */
function someThrottled(answers) {
  return answers.filter((a) => a.status === 429);
}

/** @param {{ status: number, headers: Headers }[]} answers @param {string} what */
function assertThrottledWithRetryAfter(answers, what) {
  const throttled = someThrottled(answers);
  assert.ok(throttled.length >= 1, `${what}: answers were ${[...new Set(answers.map((a) => a.status))].join(', ')}, no 429`);
  for (const answer of throttled) assert.match(answer.headers.get('retry-after') ?? '', /^\d+$/, `${what}: 429 without Retry-After`);
}

describe(`throttling (${product.mode})`, () => {
  claim('ten wrong passwords sent at once are met by at least one 429', async () => {
    const person = await signedInPerson('guessed');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => newBrowser().post('/api/login', { username: person.email, password: `wrong-${i}-${newPassword()}` })));
    assert.ok(
      answers.every((a) => a.status === 401 || a.status === 429),
      `statuses ${answers.map((a) => a.status).join(', ')}`,
    );
    assert.ok(someThrottled(answers).length >= 1, `all ${answers.length} guesses were checked: ${answers.map((a) => a.status).join(', ')}`);
  });

  claim('wrong current passwords for a password change are throttled like sign-in', async () => {
    const person = await signedInPerson('pwchange');
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const next = newPassword();
      answers.push(await person.api.patch('/api/user/password', { currentPassword: `wrong-${i}`, newPassword: next, confirmPassword: next }));
    }
    assert.ok(someThrottled(answers).length >= 1, `12 wrong current passwords answered ${[...new Set(answers.map((a) => a.status))].join(', ')}`);
  });

  claim('wrong passwords for account deletion are throttled like sign-in', async () => {
    const person = await signedInPerson('pwdelete');
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await person.api.request('DELETE', '/api/user', { password: `wrong-${i}` }));
    assert.ok(someThrottled(answers).length >= 1, `12 wrong passwords answered ${[...new Set(answers.map((a) => a.status))].join(', ')}`);
  });

  claim('asking for the verification email again and again is met by 429 with Retry-After', async () => {
    const email = newAddress('resend');
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await newBrowser().post('/api/resend-verification', { email }));
    assertThrottledWithRetryAfter(answers, '25 resends');
  });

  claim('registering again and again from one place is met by 429 with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) {
      const email = newAddress('flood');
      answers.push(await newBrowser().post('/api/register', { username: email, email, password: newPassword() }));
    }
    assertThrottledWithRetryAfter(answers, '30 registrations');
  });
});
