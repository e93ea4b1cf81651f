import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMBLING_HELPLINE } from './constants';

// ../shared sits beside the checkout (CI clones main with it there).
const reference = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/reference/helplines.json');

describe('GAMBLING_HELPLINE', () => {
  it('should carry the number and hours of the national helpline in the checked reference', () => {
    const { helplines } = JSON.parse(readFileSync(reference, 'utf8')) as { helplines: Array<{ id: string; phone: string; hours: string }> };
    const national = helplines.find((line) => line.id === 'national-gambling-helpline');
    expect(national?.phone).toBe(GAMBLING_HELPLINE.phone);
    expect(national?.hours).toBe('24 hours, 7 days');
  });
});
