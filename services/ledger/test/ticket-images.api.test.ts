import sharp from 'sharp';
import { Activity, ListActivitiesResponse } from '@tally/contracts';
import { PNG_DATA_URL, startLedger, ticket, wager, type LedgerKit } from './helpers/ledger-test-kit';

const PNG_BYTES = Buffer.from(PNG_DATA_URL.split(',')[1], 'base64');

describe('ticket images', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const create = async (userId: string, body: object) => Activity.parse((await kit.postActivity(userId, body).expect(201)).body);
  const image = (userId: string, activityId: string) =>
    kit
      .http()
      .get(`/api/activities/${activityId}/ticket-image`)
      .set(kit.as(userId))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  describe('POST /api/activities with a ticket image', () => {
    it('When a wager carries a PNG data URL, then the answer and the list give its URL, never the image', async () => {
      const user = kit.newUser();

      const activity = await create(user, wager(10, { ticketImage: PNG_DATA_URL }));

      const url = `/api/activities/${activity.id}/ticket-image`;
      expect(activity).toMatchObject({ hasTicketImage: true, ticketImageUrl: url, ticketImage: url });
      const [listed] = ListActivitiesResponse.parse((await kit.listActivities(user)).body);
      expect(listed).toMatchObject({ hasTicketImage: true, ticketImageUrl: url, ticketImage: url });
      expect(JSON.stringify((await kit.listActivities(user)).body)).not.toContain('base64');
    });

    it('When a JPEG carries EXIF with a GPS position, then the stored photo carries no metadata at all, still shows the same picture upright', async () => {
      const user = kit.newUser();
      const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
        .jpeg()
        .withExif({
          IFD0: { Make: 'PhoneCo' },
          IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 30/1' },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const sent = await sharp(withGps).metadata();
      expect(sent.orientation).toBe(6);
      // The GPS IFD's pointer tag (0x8825, little-endian in libvips' EXIF): the photo really says where it was taken.
      expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

      const activity = await create(user, wager(10, { ticketImage: `data:image/jpeg;base64,${withGps.toString('base64')}` }));
      const stored = await image(user, activity.id);

      expect(stored.status).toBe(200);
      expect(stored.headers['content-type']).toBe('image/jpeg');
      const bytes = stored.body as Buffer;
      const meta = await sharp(bytes).metadata();
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, orientation: meta.orientation }).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        orientation: undefined,
      });
      expect(bytes.includes('PhoneCo')).toBe(false);
      // Orientation 6 (turned a quarter) is applied before the tag goes: 64x48 as sent, 48x64 as seen.
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 48, 64]);
    });

    it('When the ticket image is an empty string, then the activity has none', async () => {
      const activity = await create(kit.newUser(), ticket(5, { ticketImage: '' }));
      expect(activity).toMatchObject({ hasTicketImage: false, ticketImageUrl: null, ticketImage: null });
    });

    it.each([
      ['a web address', 'http://example.com/ticket.png', 'Ticket image must be an image data URL'],
      ['an SVG (it can carry script)', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'Ticket image must be an image data URL'],
      ['text that is not base64', 'data:image/png;base64,<script>', 'Ticket image must be an image data URL'],
      ['a NUL inside', `${PNG_DATA_URL.slice(0, 40)}\u0000${PNG_DATA_URL.slice(40)}`, 'Ticket image must be an image data URL'],
      [
        'bytes that are not an image',
        `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
        'Please select an image file (JPG, PNG, etc.)',
      ],
      ['an image over 10 MB', `data:image/png;base64,${'A'.repeat(Math.ceil((10 * 1024 * 1024 + 3) / 3) * 4)}`, 'Please select an image smaller than 10MB'],
    ])('When the ticket image is %s, then responds 400 with a message and stores nothing', async (_what, ticketImage, message) => {
      const user = kit.newUser();
      const res = await kit.postActivity(user, wager(10, { ticketImage }));
      // Status and body together, so an unexpected answer shows what it said.
      expect({ status: res.status, body: res.body }).toMatchObject({ status: 400, body: { message } });
      expect((await kit.listActivities(user)).body).toEqual([]);
    });
  });

  describe('GET /api/activities/:id/ticket-image', () => {
    it('When the owner asks, then answers the image bytes with their type, to be revalidated on each view', async () => {
      const user = kit.newUser();
      const activity = await create(user, ticket(5, { ticketImage: PNG_DATA_URL }));

      const res = await image(user, activity.id);

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toBe(`"${activity.id}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Re-encoded without metadata, the same pixels (PNG is lossless).
      const [served, sent] = await Promise.all([
        sharp(res.body as Buffer)
          .raw()
          .toBuffer(),
        sharp(PNG_BYTES).raw().toBuffer(),
      ]);
      expect(Buffer.compare(served, sent)).toBe(0);
    });

    it('When the owner revalidates a kept copy, then answers 304; someone else revalidating gets 404', async () => {
      const user = kit.newUser();
      const activity = await create(user, ticket(5, { ticketImage: PNG_DATA_URL }));
      const url = `/api/activities/${activity.id}/ticket-image`;
      const mine = await kit.http().get(url).set(kit.as(user)).set('If-None-Match', `"${activity.id}"`);
      expect(mine.status).toBe(304);
      const theirs = await kit.http().get(url).set(kit.as(kit.newUser())).set('If-None-Match', `"${activity.id}"`);
      expect(theirs.status).toBe(404);
    });

    it('When another person asks for it, then responds 404 and reveals nothing', async () => {
      const activity = await create(kit.newUser(), ticket(5, { ticketImage: PNG_DATA_URL }));
      const res = await kit.http().get(`/api/activities/${activity.id}/ticket-image`).set(kit.as(kit.newUser()));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'This activity has no ticket image.', code: 'LEDGER.TICKET_IMAGE_NOT_FOUND' });
    });

    it('When the activity has no image, or the id is unknown or not an id, then responds 404 or 400', async () => {
      const user = kit.newUser();
      const activity = await create(user, wager(5));
      expect((await kit.http().get(`/api/activities/${activity.id}/ticket-image`).set(kit.as(user))).status).toBe(404);
      expect((await kit.http().get('/api/activities/6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70/ticket-image').set(kit.as(user))).status).toBe(404);
      expect((await kit.http().get('/api/activities/x%00y/ticket-image').set(kit.as(user))).status).toBe(400);
    });
  });
});
