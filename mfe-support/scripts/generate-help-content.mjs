#!/usr/bin/env node
// Builds src/reference/help-content.generated.ts, the words of the Help & Support page, from the
// checked reference (../shared/reference: facts, harm-reduction-tips, regulators, self-exclusion,
// warning-signs), so the page ships inside the remote's build, works offline once loaded, and never
// reads ../shared at run time. Every item keeps its sources (title and link).
//
// The verify rule (README "Verify rule"): an item the data marks "verify": true is shown only when
// its own refs confirm it twice over: at least two refs on different sites, and at least one of
// them official (a .gov.au site, or a copy of a Productivity Commission, Parliament of Australia or
// AIHW report as the data's sources name it). Otherwise it is left out. A field marked
// <field>_verify is dropped from its item (a regulator's phone, history or parent department).
// Run from the repo root: node mfe-support/scripts/generate-help-content.mjs [path/to/shared/reference]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const referenceDir = path.resolve(process.argv[2] ?? path.join(here, '../../../shared/reference'));
const out = path.join(here, '../src/reference/help-content.generated.ts');
const read = (name) => JSON.parse(readFileSync(path.join(referenceDir, name), 'utf8'));

const facts = read('facts.json');
const tips = read('harm-reduction-tips.json');
const regulators = read('regulators.json');
const selfExclusion = read('self-exclusion.json');
const warnings = read('warning-signs.json');

const OFFICIAL_TITLE = /^(Productivity Commission|Parliament of Australia|Parliamentary Library|AIHW)\b/;
const host = (url) => new URL(url).hostname.replace(/^www\./, '');

/** The sources of a file by URL, so a ref becomes { title, url }. */
function sourcesOf(file) {
  const titles = new Map(file.sources.map((s) => [s.url, s.title]));
  return (refs = []) => refs.map((url) => ({ title: titles.get(url) ?? host(url), url }));
}

/** The verify rule: unmarked items stay; marked ones only with two sites, one of them official. */
function confirmed(item, sources) {
  if (item.verify !== true) return true;
  const refs = sources(item.refs);
  const sites = new Set(refs.map((r) => host(r.url)));
  const official = refs.some((r) => host(r.url).endsWith('.gov.au') || OFFICIAL_TITLE.test(r.title));
  return sites.size >= 2 && official;
}

// Pointers to the reference files are for the data's readers, not for people using the app.
const clean = (text) =>
  text
    ?.replace(/\s*\(see [a-z-]+\.json\)/gi, '')
    .replace(/\s*See [a-z-]+\.json\.?/g, '')
    .replace('(this app)', '(as in Tally)');

const factSources = sourcesOf(facts);
const houseEdge = facts.house_edge
  .filter((row) => confirmed(row, factSources))
  .map((row) => ({ game: row.game, houseEdge: row.house_edge, plain: row.plain ?? null, sources: factSources(row.refs) }));
const statistics = facts.australian_statistics
  .filter((row) => confirmed(row, factSources))
  .map((row) => ({ id: row.id, fact: row.fact, period: row.period ?? null, sources: factSources(row.refs) }));
const psychology = facts.psychology
  .filter((row) => confirmed(row, factSources))
  .map((row) => ({ id: row.id, name: row.name, explanation: row.explanation, example: row.example ?? null, sources: factSources(row.refs) }));

const tipSources = sourcesOf(tips);
const harmReductionTips = tips.tips
  .filter((tip) => confirmed(tip, tipSources))
  .map((tip) => ({ id: tip.id, category: tip.category, tip: tip.tip, detail: clean(tip.detail), sources: tipSources(tip.refs) }));

// Eight signs (spec section 2): the ones people most often recognise in themselves, four from the
// PGSI and four from help-service guidance. Their sources: the sign's own refs where the data gives
// them, else the PGSI's for a sign that is a PGSI item. Never a link the data does not hold.
const SIGNS = ['more-than-afford', 'chasing', 'borrowing', 'money-trouble', 'secrecy', 'escape', 'cant-cut-back', 'neglect'];
const warningSources = sourcesOf(warnings);
const warningSigns = SIGNS.map((id) => {
  const sign = warnings.warning_signs.find((s) => s.id === id);
  if (!sign) throw new Error(`No warning sign ${id}`);
  const refs = sign.refs?.length ? sign.refs : sign.pgsi_item ? warnings.pgsi.refs : null;
  if (!refs) throw new Error(`No source for warning sign ${id}`);
  return { id, sign: sign.sign, sources: warningSources(refs) };
});

const regulatorSources = sourcesOf(regulators);
const STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];
const stateRegulators = STATES.map((state) => {
  const r = regulators.regulators.find((x) => x.jurisdiction === state);
  if (!r || !confirmed(r, regulatorSources)) throw new Error(`No confirmed regulator for ${state}`);
  return {
    state,
    name: r.name,
    url: r.url,
    phone: r.phone_verify === true ? null : (r.phone ?? null),
    remit: r.remit,
    history: r.history_verify === true ? null : (r.history ?? null),
    sources: regulatorSources(r.refs),
  };
});

const exclusionSources = sourcesOf(selfExclusion);
const b = selfExclusion.betstop;
const betStop = {
  name: b.name,
  url: b.url,
  phone: b.phone,
  cost: b.cost,
  minimum: b.exclusion_periods.minimum,
  maximum: b.exclusion_periods.maximum,
  periodNote: b.exclusion_periods.notes,
  covers: b.covers,
  whileRegistered: b.while_registered,
  sources: exclusionSources(b.refs),
};

const content = { harmReductionTips, houseEdge, statistics, psychology, warningSigns, regulators: stateRegulators, betStop };
const counts = {
  houseEdge: [houseEdge.length, facts.house_edge.length],
  statistics: [statistics.length, facts.australian_statistics.length],
  psychology: [psychology.length, facts.psychology.length],
  tips: [harmReductionTips.length, tips.tips.length],
};

const body = `// Generated by mfe-support/scripts/generate-help-content.mjs from shared/reference (${facts.compiled}).
// Do not edit by hand: run the script and commit the result. Items marked verify are kept only under the
// verify rule of the script (and the README); the rest are left out.
import type { HelpContent } from './help-content';

export const HELP_CONTENT: HelpContent = ${JSON.stringify(content, null, 2)};
`;
writeFileSync(out, body);
console.log(`wrote ${path.relative(process.cwd(), out)}; kept of all: ${JSON.stringify(counts)}`);
