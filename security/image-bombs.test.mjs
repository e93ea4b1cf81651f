// Pictures that would take the server down when decoded: a PNG of a few KB that claims 50,000 × 50,000
// pixels is refused with 400 as an avatar and as a ticket photo, and the product keeps answering.
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import { claim } from './support/claims.mjs';
import { dataUrl, decompressionBombPng, multipartFile } from './support/images.mjs';
import { signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';
import { uploadAvatar } from './support/uploads.mjs';

/** @type {Awaited<ReturnType<typeof signedInPerson>>} */ let person;

describe(`image bombs (${product.mode})`, () => {
  before(async () => {
    person = await signedInPerson('bomb');
  });

  claim('a decompression-bomb PNG as an avatar is refused with 400 and the picture stays as it was', async () => {
    const bomb = decompressionBombPng();
    assert.ok(bomb.length < 5 * 1024 * 1024, `the bomb itself is small (${bomb.length} bytes)`);
    const answer = await uploadAvatar(person, multipartFile('avatar', bomb, 'image/png', 'bomb.png'));
    assert.equal(answer.status, 400, JSON.stringify(answer.body).slice(0, 300));
    const me = await person.api.get('/api/user');
    assert.equal(me.status, 200, 'the product still answers');
    assert.equal(me.body.profileImageUrl, null, 'no picture was saved');
  });

  claim('a decompression-bomb PNG as a ticket photo is refused or stored without being decoded, and the product keeps answering', async () => {
    const answer = await person.api.post('/api/interpret-ticket-image', { imageBase64: dataUrl(decompressionBombPng(), 'image/png') });
    assert.ok(answer.status < 500, `scan answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    assert.equal((await person.api.get('/api/user')).status, 200, 'the product still answers');
  });
});
