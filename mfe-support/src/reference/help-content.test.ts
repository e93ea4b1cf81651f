import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELP_CONTENT } from './help-content.generated';

// ../shared sits beside the checkout (CI clones main with it there).
const referenceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/reference');
const read = (name: string) => JSON.parse(readFileSync(path.join(referenceDir, name), 'utf8'));

interface Row {
  id?: string;
  game?: string;
  verify?: boolean;
  refs?: string[];
}

describe('HELP_CONTENT', () => {
  const facts = read('facts.json');
  const tips = read('harm-reduction-tips.json');

  it('should keep every unmarked fact and tip, and a verify-marked one only when the data confirms it on an official site', () => {
    const expectKept = (rows: Row[], kept: readonly string[], key: (row: Row) => string | undefined) => {
      for (const row of rows) if (row.verify !== true) expect(kept).toContain(key(row));
    };
    expectKept(
      facts.house_edge,
      HELP_CONTENT.houseEdge.map((r) => r.game),
      (r) => r.game,
    );
    expectKept(
      facts.australian_statistics,
      HELP_CONTENT.statistics.map((r) => r.id),
      (r) => r.id,
    );
    expectKept(
      facts.psychology,
      HELP_CONTENT.psychology.map((r) => r.id),
      (r) => r.id,
    );
    expectKept(
      tips.tips,
      HELP_CONTENT.harmReductionTips.map((r) => r.id),
      (r) => r.id,
    );

    // Confirmed twice, one of them official: the Productivity Commission's player returns, the AIHW survey.
    expect(HELP_CONTENT.houseEdge.map((r) => r.game)).toContain('Pokies / electronic gaming machines (pubs and clubs)');
    expect(HELP_CONTENT.statistics.map((r) => r.id)).toContain('participation-2022');
    // One source, or two unofficial ones: left out.
    expect(HELP_CONTENT.houseEdge.map((r) => r.game)).not.toEqual(expect.arrayContaining(['Keno']));
    expect(HELP_CONTENT.houseEdge.some((r) => r.game.startsWith('Lotto-style'))).toBe(false);
    for (const id of ['losses-2022-23', 'per-adult-2022-23', 'pokies-share', 'ripple-effect']) expect(HELP_CONTENT.statistics.map((r) => r.id)).not.toContain(id);
    expect(HELP_CONTENT.harmReductionTips.map((r) => r.id)).not.toContain('block-apps');
  });

  it('should drop a regulator field the data marks unconfirmed', () => {
    const regulators: Array<{ jurisdiction: string; phone_verify?: boolean; history_verify?: boolean }> = read('regulators.json').regulators;
    for (const shown of HELP_CONTENT.regulators) {
      const row = regulators.find((r) => r.jurisdiction === shown.state);
      if (row?.phone_verify) expect(shown.phone).toBeNull();
      if (row?.history_verify) expect(shown.history).toBeNull();
    }
    expect(HELP_CONTENT.regulators.map((r) => r.state)).toEqual(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);
  });

  it('should hold eight warning signs and BetStop from 3 months to lifetime', () => {
    expect(HELP_CONTENT.warningSigns).toHaveLength(8);
    expect(HELP_CONTENT.betStop).toMatchObject({ minimum: '3 months', maximum: 'Lifetime', phone: '1800 238 786' });
  });

  it('should name a source (title and link) for every item, and never point people at a reference file', () => {
    const all = [
      ...HELP_CONTENT.harmReductionTips,
      ...HELP_CONTENT.houseEdge,
      ...HELP_CONTENT.statistics,
      ...HELP_CONTENT.psychology,
      ...HELP_CONTENT.warningSigns,
      ...HELP_CONTENT.regulators,
      HELP_CONTENT.betStop,
    ];
    for (const item of all) {
      expect(item.sources.length).toBeGreaterThan(0);
      for (const source of item.sources) {
        expect(source.title.length).toBeGreaterThan(0);
        expect(source.url).toMatch(/^https?:\/\//);
      }
    }
    expect(JSON.stringify(HELP_CONTENT)).not.toMatch(/\.json/);
  });
});
