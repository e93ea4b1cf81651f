import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ZodType } from 'zod';
import { ActivitiesByDateQuery, CreateActivityRequest, ListActivitiesQuery, ListSessionsQuery, UpdateActivityRequest } from './http/ledger.http';

const wager = { type: 'wagering', subtype: 'Racing', amount: '10', racingSubtype: 'Horses' };
const range = { startDate: '2025-03-01T00:00:00.000Z', endDate: '2025-03-31T00:00:00.000Z' };

/** What each schema makes of `value` in `field`: the number stored, or the refusal's message. */
function read(schema: ZodType, base: Record<string, unknown>, field: string, value: unknown): number | null | undefined | string {
  const parsed = schema.safeParse({ ...base, [field]: value });
  if (!parsed.success) return `refused: ${parsed.error.issues[0]?.message}`;
  return (parsed.data as Record<string, number | null | undefined>)[field];
}

// Shapes z.coerce.number() used to turn into a number: booleans, arrays, hex, binary, octal, exponents, blanks, objects.
const HOSTILE: unknown[] = [
  true,
  false,
  [3],
  [[7]],
  ['3'],
  '0x10',
  '0b11',
  '0o7',
  '1e1',
  '1E1',
  ' 3',
  '3 ',
  '',
  ' ',
  '+3',
  '3.',
  '.5',
  'Infinity',
  'NaN',
  '३',
  {},
  { valueOf: 3 },
  '3,0',
];

describe('body numbers (raceNumber, horseNumber): numbers or plain decimal strings only', () => {
  const fields = [
    { field: 'raceNumber', max: 20, message: 'Race number must be between 1-20' },
    { field: 'horseNumber', max: 99, message: 'Horse number must be between 1-99' },
  ];
  const schemas: [string, ZodType, Record<string, unknown>][] = [
    ['create a wager', CreateActivityRequest, wager],
    ['update an activity', UpdateActivityRequest, { details: 'note' }],
  ];

  describe.each(schemas)('%s', (_name, schema, base) => {
    it.each(fields)('should refuse every non-decimal shape of $field with its range message', ({ field, message }) => {
      for (const value of HOSTILE) expect([JSON.stringify(value), read(schema, base, field, value)]).toEqual([JSON.stringify(value), `refused: ${message}`]);
    });

    it.each(fields)('should take $field as a JSON number or decimal digits, and null or absent as none', ({ field, max, message }) => {
      expect(read(schema, base, field, 7)).toBe(7);
      expect(read(schema, base, field, '7')).toBe(7);
      expect(read(schema, base, field, '07')).toBe(7);
      expect(read(schema, base, field, '7.0')).toBe(7);
      expect(read(schema, base, field, 1)).toBe(1);
      expect(read(schema, base, field, max)).toBe(max);
      expect(read(schema, base, field, String(max))).toBe(max);
      expect(read(schema, base, field, null)).toBeNull();
      expect(read(schema, base, field, undefined)).toBeUndefined();
      for (const out of [0, max + 1, -1, '-1', 7.5, '7.5', 1e21, Number.MAX_SAFE_INTEGER + 2]) expect(read(schema, base, field, out)).toBe(`refused: ${message}`);
    });
  });
});

describe('?limit= in query strings: decimal digits only, given once', () => {
  const message = 'Limit must be a whole number between 1 and 1000';
  const queries: [string, ZodType, Record<string, unknown>][] = [
    ['GET /api/activities', ListActivitiesQuery, {}],
    ['GET /api/activities/by-date', ActivitiesByDateQuery, range],
    ['GET /api/sessions', ListSessionsQuery, {}],
  ];

  it.each(queries)('%s should refuse hex, exponents, signs, spaces, fractions and repeats', (_name, schema, base) => {
    for (const value of ['0x10', '1e3', '1E2', '+5', '-5', ' 5', '5 ', '5.0', '', 'true', 'Infinity', ['5', '6'], ['5'], '0', '1001', '99999999999999999999']) {
      expect([JSON.stringify(value), read(schema, base, 'limit', value)]).toEqual([JSON.stringify(value), `refused: ${message}`]);
    }
  });

  it.each(queries)('%s should read plain digits', (_name, schema, base) => {
    expect(read(schema, base, 'limit', '1')).toBe(1);
    expect(read(schema, base, 'limit', '050')).toBe(50);
    expect(read(schema, base, 'limit', '1000')).toBe(1000);
    expect(read(schema, base, 'limit', undefined)).toBeUndefined();
  });
});

describe('the contracts', () => {
  it('should not coerce anywhere (z.coerce reads true as 1 and [3] as 3): numbers go through strict-number.ts', () => {
    const src = path.dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const coercing = files.filter((file) => /z\s*\.\s*coerce\b/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(coercing).toEqual([]);
  });
});
