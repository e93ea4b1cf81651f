import { startLedger, type LedgerKit } from './helpers/ledger-test-kit';

/** The PDF's text as a reader (copy, search, a screen reader) gets it, page by page, with pdf.js. */
async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\n');
}

/** Names and notes in other scripts once printed as junk: the PDF standard fonts only carry WinAnsi. */
describe('statement PDF in any script', () => {
  let kit: LedgerKit;
  const person = '7a0c1f2e-4444-4d6a-9a51-000000000004';
  const venues = {
    cyrillic: 'Казино Жемчужина',
    greek: 'Καζίνο Ρόδου',
    chinese: '澳门银河娱乐场',
    vietnamese: 'Sòng bạc Hồ Tràm Đức',
    arabic: 'كازينو',
    latin: 'Crown Perth',
  };

  beforeAll(async () => {
    kit = await startLedger();
    kit.setZone(person, 'Australia/Sydney');
    kit.setTime('2026-10-05T01:00:00.000Z');
    for (const venue of Object.values(venues)) {
      const started = (await kit.startSession(person, { type: 'slot', venue, isActive: true }).expect(201)).body;
      await kit.endSession(person, started.id, 0).expect(200);
    }
    kit.setTime('2026-11-15T00:00:00.000Z');
  });
  afterAll(() => kit.stop());

  it('When venues are written in Cyrillic, Greek, Chinese, Vietnamese and Arabic, then the PDF carries each as written', async () => {
    const res = await kit
      .http()
      .get('/api/statements/2026-10/pdf')
      .set(kit.as(person))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    // A long cell wraps, and pdf.js gives each line as its own item: compare without the spaces.
    const squeeze = (text: string) => text.normalize('NFC').replace(/\s+/g, '');
    const text = squeeze(await pdfText(res.body as Buffer));
    for (const [script, venue] of Object.entries(venues)) expect([script, text.includes(squeeze(venue))]).toEqual([script, true]);
    expect(text).toContain(squeeze('Your October 2026 statement'));
  });
});
