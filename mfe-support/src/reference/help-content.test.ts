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

    // A verify-marked row stays only when its refs name two sites, one of them official (the generator's rule).
    const titles = new Map<string, string>([...facts.sources, ...tips.sources].map((s: { url: string; title: string }) => [s.url, s.title]));
    const confirmed = (row: Row) => {
      const refs = row.refs ?? [];
      const sites = new Set(refs.map((url) => new URL(url).hostname.replace(/^www\./, '')));
      const official = refs.some(
        (url) => new URL(url).hostname.endsWith('.gov.au') || /^(Productivity Commission|Parliament of Australia|Parliamentary Library|AIHW)\b/.test(titles.get(url) ?? ''),
      );
      return sites.size >= 2 && official;
    };
    const marked = (rows: Row[]) => rows.filter((row) => row.verify === true);
    for (const row of marked(facts.house_edge)) expect(HELP_CONTENT.houseEdge.some((r) => r.game === row.game)).toBe(confirmed(row));
    for (const row of marked(facts.australian_statistics)) expect(HELP_CONTENT.statistics.some((r) => r.id === row.id)).toBe(confirmed(row));
    // The reference marks some rows unconfirmed today (one source, or none official): they are left out.
    expect(marked(facts.australian_statistics).length + marked(facts.house_edge).length).toBeGreaterThan(0);
    expect(HELP_CONTENT.statistics.map((r) => r.id)).not.toContain('losses-2022-23');
    expect(HELP_CONTENT.houseEdge.some((r) => r.game.startsWith('Lotto-style'))).toBe(false);
    for (const row of marked(tips.tips)) expect(HELP_CONTENT.harmReductionTips.some((r) => r.id === row.id)).toBe(confirmed(row));
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
