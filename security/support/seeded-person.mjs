// A signed-in person with a little of everything (an activity with a ticket photo, a session with a
// deposit, a limit, a notification, a picture, bank months, a decision), and their ids, so generated
// requests reach real records as well as missing ones.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { dataUrl, multipartFile, photoWithExif, smallPng } from './images.mjs';
import { signedInPerson } from './people.mjs';
import { uploadAvatar } from './uploads.mjs';

/** @param {string} label */
export async function seededPerson(label) {
  const person = await signedInPerson(label);
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
  const descriptorKey = randomBytes(32).toString('hex');
  assert.equal((await person.api.patch('/api/settings', { dailySpendLimit: 100 })).status, 200);
  const activity = await person.api.post('/api/activities', {
    type: 'wagering',
    subtype: 'Racing',
    amount: 85,
    isCompleted: false,
    ticketImage: dataUrl(await photoWithExif(), 'image/jpeg'),
  });
  assert.equal(activity.status, 201, JSON.stringify(activity.body));
  const session = await person.api.post('/api/sessions', { type: 'slot', venue: 'The Star' });
  assert.equal(session.status, 201, JSON.stringify(session.body));
  const deposit = await person.api.post(`/api/sessions/${session.body.id}/deposits`, { amount: 20 });
  assert.equal(deposit.status, 201, JSON.stringify(deposit.body));
  const avatar = await uploadAvatar(person, multipartFile('avatar', await smallPng(), 'image/png', 'me.png'));
  assert.equal(avatar.status, 200, JSON.stringify(avatar.body));
  await person.api.request('PUT', '/api/bank-check/months', { months: [{ month, operators: [{ operator: 'Sportsbet', category: 'wagering', sent: 300, cameBack: 0 }] }] });
  await person.api.request('PUT', `/api/bank-check/decisions/${descriptorKey}`, { decision: 'confirmed' });
  const clear = await (await signedInPerson(`${label}clear`)).api.post('/api/user/data/clear');
  const notifications = (await person.api.get('/api/notifications')).body;
  const knownValues = {
    id: [activity.body.id, session.body.id, ...(Array.isArray(notifications) ? notifications.map((n) => n.id) : [])],
    depositId: [deposit.body.deposit.id],
    avatarId: [String(avatar.body.profileImageUrl).split('/').pop()?.split('?')[0] ?? ''],
    requestId: [clear.body.requestId],
    month: [month],
    descriptorKey: [descriptorKey],
  };
  return { person, knownValues };
}
