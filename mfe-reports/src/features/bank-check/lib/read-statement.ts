import type { ReadStatement } from './bank-line';
import { readCsv } from './read-csv';
import { readOfx } from './read-ofx';
import { readQif } from './read-qif';

/** Any supported statement file, told apart by its content (a file's name says little: banks name them all sorts of ways). */
export function readStatement(text: string): ReadStatement {
  const start = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 400)
    .toUpperCase();
  if (start.startsWith('OFXHEADER') || start.includes('<OFX>') || (start.startsWith('<?XML') && start.includes('OFX'))) return readOfx(text);
  if (start.startsWith('!TYPE') || start.startsWith('!ACCOUNT') || start.startsWith('!OPTION')) return readQif(text);
  return readCsv(text);
}
