import sharp from 'sharp';
import { createLocalTicketReader, type LocalTicketReader } from './local-ticket-reader';

/** A sports ticket whose stake is printed white in a black box in one column, beside the return in black. */
function ticketWithStakeBox(stake: string): Promise<Buffer> {
  const line = (y: number, text: string, x = 30, size = 22, weight = 'normal', fill = '#111') =>
    `<text x="${x}" y="${y}" font-family="DejaVu Serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${text}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="620">
    <rect width="640" height="620" fill="#f4f2ec"/>
    ${line(50, 'PUNT RETAIL', 230, 26, 'bold')}
    ${line(90, 'OUTLET Exchange Inn Katherine', 120, 22, 'bold')}
    ${line(150, 'FIXED ODDS SPORT', 30, 22, 'bold')}
    ${line(190, 'SPORT', 30, 15)}${line(190, 'EVENT', 340, 15)}
    ${line(215, 'AFL', 30, 22, 'bold')}${line(215, 'Collingwood v Richmond', 340, 20, 'bold')}
    ${line(260, 'MARKET', 30, 15)}${line(260, 'PICK', 340, 15)}
    ${line(285, 'H2H', 30, 22, 'bold')}${line(285, 'Richmond @ 4.17', 340, 20, 'bold')}
    <rect x="24" y="318" width="270" height="78" fill="#0d0d0d"/>
    ${line(345, 'STAKE', 36, 15, 'normal', '#f4f2ec')}${line(380, stake, 36, 24, 'bold', '#f4f2ec')}
    ${line(345, 'EST. RETURN', 340, 15)}${line(380, '$41.70', 340, 24, 'bold')}
    ${line(450, 'Ref 9458-8634-3074-3422', 170, 18)}
    ${line(490, 'Think! About your choices. Call Gambling Help 1800 858 858', 30, 16)}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

describe('light print in a dark box', () => {
  let reader: LocalTicketReader;
  beforeAll(async () => {
    reader = await createLocalTicketReader({ threads: 1, queueLimit: 4 });
  }, 60_000);
  afterAll(() => reader?.close());

  it('reads a stake printed white in a black box that spans one column, not the return beside it', async () => {
    for (const stake of ['$10.00', '$25.50']) {
      const { reading } = await reader.readImage(await ticketWithStakeBox(stake));
      expect(reading.fields).toMatchObject({ type: 'wagering', subtype: 'Sports Betting', amount: stake.slice(1) });
    }
  }, 120_000);
});
