import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTicketText } from '../src';

/**
 * Text the server's OCR (tesseract.js after the image clean-up) read from photos of real-looking
 * tickets, as it read it (noise, misreads and all), with the fields each ticket's truth gives: every
 * layout (tote thermal, receipt, dot-matrix) and kind (racing, sports, draw lottery, scratchie).
 * Distractors among them: tendered cash and change (018, 028), voucher and account balances (050,
 * 075), potential and estimated returns (045, 070), GST and jackpots (001, 005, 044, 021), prize
 * tables (059, 085), print times beside start and draw times (all), serial, barcode, agent,
 * terminal and phone numbers (all).
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const expected: Record<string, Record<string, unknown>> = JSON.parse(readFileSync(path.join(fixtures, 'expected.json'), 'utf8'));
const texts = readdirSync(fixtures).filter((f) => f.endsWith('.txt'));

describe('readTicketText on OCR text of ticket photos', () => {
  it.each(texts.map((f) => [f.replace('.txt', ''), expected[f.replace('.txt', '')]?.family, expected[f.replace('.txt', '')]?.kind]))('%s (%s, %s)', (id) => {
    const { family: _family, kind: _kind, ...truth } = expected[id];
    const { fields, confidence } = readTicketText(readFileSync(path.join(fixtures, `${id}.txt`), 'utf8'));
    const applicable = Object.fromEntries(Object.entries(truth).filter(([, v]) => v !== null));
    expect(fields).toMatchObject(applicable);
    for (const field of Object.keys(applicable)) expect(confidence[field as keyof typeof confidence]).toBeGreaterThan(0);
  });
});
