import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMBLING_HELPLINE } from '../constants';
import { smsHref, telHref } from './helpline';
import { EMERGENCY, HELPLINES } from './helplines.generated';

// ../shared sits beside the checkout (CI clones main with it there).
const reference = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/reference/helplines.json');
const { helplines } = JSON.parse(readFileSync(reference, 'utf8')) as {
  helplines: Array<{ id: string; phone?: string; verify?: boolean; phone_verify?: boolean; url_verify?: boolean; hours_verify?: boolean }>;
};

describe('HELPLINES', () => {
  it('should hold every confirmed line of the reference, as it is there, and none marked verify', () => {
    const confirmed = helplines.filter((line) => line.verify !== true && line.phone_verify !== true);
    expect(HELPLINES.map((line) => line.id)).toEqual(confirmed.map((line) => line.id));
    for (const line of confirmed) expect(HELPLINES.find((h) => h.id === line.id)?.phone ?? null).toBe(line.phone ?? null);
    expect(HELPLINES.some((line) => helplines.find((h) => h.id === line.id)?.verify)).toBe(false);
  });

  it('should show no url or hours the reference marks unconfirmed', () => {
    for (const line of helplines) {
      const shown = HELPLINES.find((h) => h.id === line.id);
      if (line.url_verify) expect(shown?.url ?? null).toBeNull();
      if (line.hours_verify) expect(shown?.hours ?? null).toBeNull();
    }
  });

  it('should start with the national gambling helpline that alerts name, and list crisis lines and 000', () => {
    expect(HELPLINES[0]).toMatchObject({ id: 'national-gambling-helpline', phone: GAMBLING_HELPLINE.phone });
    expect(HELPLINES.filter((line) => line.crisis).map((line) => line.id)).toContain('lifeline');
    expect(EMERGENCY.phone).toBe('000');
  });

  it('should name a source for every line', () => {
    for (const line of HELPLINES) expect(line.sources.length).toBeGreaterThan(0);
  });
});

describe('telHref and smsHref', () => {
  it('should keep only digits and a leading plus', () => {
    expect(telHref('1800 858 858')).toBe('tel:1800858858');
    expect(telHref('13 11 14')).toBe('tel:131114');
    expect(smsHref('0477 13 11 14')).toBe('sms:0477131114');
  });
});
