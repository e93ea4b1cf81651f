import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { buildCsv, createLocalTime, CSV_COLUMNS } from './build-csv';
import { goldenActivities, goldenSessions } from './export-fixtures';
import { toReportEntries } from './report-entry';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Compares with the golden file; UPDATE_GOLDEN=1 rewrites it (then read the diff before committing). */
function expectGolden(name: string, actual: string) {
  const file = path.join(here, 'golden', name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

describe('buildCsv', () => {
  const entries = toReportEntries(goldenActivities, goldenSessions);

  it('should write every activity and session as the golden file has them (Sydney time)', () => {
    expectGolden('all-data-sydney.csv', buildCsv(entries, 'Australia/Sydney'));
  });

  it('should write the same records in Perth time for a person who lives there', () => {
    expectGolden('all-data-perth.csv', buildCsv(entries, 'Australia/Perth'));
  });

  it('should write only the header for no records', () => {
    expect(buildCsv([], 'Australia/Sydney')).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });

  it('should read back, through a CSV parser, to the text the person typed, commas, quotes and line breaks included', () => {
    const parsed = Papa.parse<string[]>(buildCsv(entries, 'Australia/Sydney'), { newline: '\r\n', skipEmptyLines: true }).data;
    const details = parsed.map((row) => row[7]);

    expect(parsed[0]).toEqual([...CSV_COLUMNS]);
    expect(parsed).toHaveLength(entries.length + 1);
    expect(details).toContain('Swans, Giants "head to head"');
    expect(details).toContain('Two lines\nsystem 7');
    expect(details).toContain('The Star, Sydney');
  });

  it('should neutralise text that a spreadsheet would run as a formula, and leave our negative amounts as numbers', () => {
    const parsed = Papa.parse<string[]>(buildCsv(entries, 'Australia/Sydney'), { newline: '\r\n', skipEmptyLines: true }).data.slice(1);
    const details = parsed.map((row) => row[7]);

    expect(details).toEqual(expect.arrayContaining(['\'=HYPERLINK("http://evil.example","click")', "'+61 400 000 000", "'-2+3", "'@SUM(A1:A2)"]));
    // A leading tab or carriage return is trimmed with the rest of the white space; the "=" behind it is then neutralised.
    expect(details.filter((cell) => cell === "'=1+1")).toHaveLength(2);
    expect(details.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(parsed.map((row) => row[5])).toContain('-10.00');
  });
});

describe('createLocalTime', () => {
  it('should agree with Intl on every quarter hour around both Sydney changeovers of 2026 and in Lord Howe (30-minute daylight saving)', () => {
    for (const timeZone of ['Australia/Sydney', 'Australia/Lord_Howe', 'Australia/Adelaide', 'Australia/Perth']) {
      const localTime = createLocalTime(timeZone);
      const intl = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      for (const day of ['2026-04-03T00:00:00Z', '2026-10-02T00:00:00Z']) {
        for (let ms = Date.parse(day); ms < Date.parse(day) + 3 * 24 * 3600 * 1000; ms += 7 * 60 * 1000) {
          const p = Object.fromEntries(intl.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
          expect(`${timeZone} ${localTime(ms)}`).toBe(`${timeZone} ${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`);
        }
      }
    }
  });
});
