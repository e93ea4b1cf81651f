// What a person hands over stays theirs and no more than they meant: photos lose where they were
// taken, pictures stay out of shared caches, credentials stay out of the log.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe } from 'node:test';
import sharp from 'sharp';
import { claim } from './support/claims.mjs';
import { dataUrl, multipartFile, photoWithExif, smallPng } from './support/images.mjs';
import { linkToken, messagesTo } from './support/mailbox.mjs';
import { registeredAndVerified, signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';
import { uploadAvatar } from './support/uploads.mjs';

/** @type {Awaited<ReturnType<typeof signedInPerson>>} */ let person;

/** @param {string} path */
async function bytesOf(path) {
  const response = await fetch(`${product.baseUrl}${path}`, { headers: { cookie: person.api.cookieHeader() } });
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  return { bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

describe(`privacy (${product.mode})`, () => {
  before(async () => {
    person = await signedInPerson('privacy');
  });

  claim('a stored ticket photo has no EXIF metadata', async () => {
    const created = await person.api.post('/api/activities', {
      type: 'wagering',
      subtype: 'Racing',
      amount: 5,
      isCompleted: false,
      ticketImage: dataUrl(await photoWithExif(), 'image/jpeg'),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { bytes } = await bytesOf(`/api/activities/${created.body.id}/ticket-image`);
    assert.ok(!bytes.includes('Secret Venue') && !bytes.includes('TallyTestCam'), 'the photo still carries its EXIF text');
    const metadata = await sharp(bytes).metadata();
    assert.equal(metadata.exif, undefined, 'the stored photo has an EXIF block');
  });

  claim('an uploaded avatar is re-encoded without its metadata', async () => {
    const uploaded = await uploadAvatar(person, multipartFile('avatar', await photoWithExif(), 'image/jpeg', 'me.jpg'));
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    const { bytes } = await bytesOf(new URL(uploaded.body.profileImageUrl, product.baseUrl).pathname);
    assert.ok(!bytes.includes('Secret Venue') && !bytes.includes('TallyTestCam'));
  });

  claim('the avatar may be kept by the browser only, never by a shared cache', async () => {
    const uploaded = await uploadAvatar(person, multipartFile('avatar', await smallPng(), 'image/png', 'me.png'));
    assert.equal(uploaded.status, 200);
    const { headers } = await bytesOf(new URL(uploaded.body.profileImageUrl, product.baseUrl).pathname);
    const cacheControl = headers.get('cache-control') ?? '';
    assert.match(cacheControl, /\bprivate\b/, `Cache-Control: ${cacheControl}`);
    assert.doesNotMatch(cacheControl, /\bpublic\b/, `Cache-Control: ${cacheControl}`);
  });

  claim('the log never carries an emailed verification token', async () => {
    assert.ok(product.logFile, 'the runner keeps the product log');
    const someone = await registeredAndVerified('logged');
    const tokens = (await messagesTo(someone.email)).map((m) => linkToken(m.text)).filter(Boolean);
    assert.ok(tokens.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = readFileSync(/** @type {string} */ (product.logFile), 'utf8');
    for (const token of tokens) assert.ok(!log.includes(/** @type {string} */ (token)), 'a verification token is in the log');
  });
});
