import { HELPLINES } from '@tally/contracts';
import { phoneNumberParts } from '@tally/ui';
import { splitParagraphs } from './insight-text';

/** A run of an insight paragraph: plain text, emphasis (a figure, a finding's name), or a link. */
export type InsightRun = { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };

/** A paragraph: its runs, with the finding's name ("Chasing losses") as a lead-in when it has one. */
export interface InsightParagraph {
  lead: string | null;
  runs: InsightRun[];
}

/** A titled part of the analysis. */
export interface InsightSection {
  title: 'Overview' | 'What stands out' | 'Next steps';
  paragraphs: InsightParagraph[];
}

// "Chasing losses: 2 times you…": a short name of up to three words, then a colon, opens a finding
// (longer ones are sentences: "Talking to someone helps: …").
// A phrase opened by an article ("A next step: …") is advice, not a finding's name.
const LEAD = /^(?!(?:A|An|The) )([A-Z][A-Za-z'-]*(?: [A-Za-z'-]+){0,2}): (?=\S)/;
// Money, percentages and **bold** (a model may write it) are emphasised.
const EMPHASIS = /\*\*([^*\n]+)\*\*|[-−]?\$\d[\d,]*(?:\.\d{2})?|\b\d+(?:\.\d+)?%/g;
// Web addresses written as text ("betstop.gov.au"), linked only when they are a helpline's own site.
const ADDRESS = /\b(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+(?:gov|org|com|net|edu)\.au)\b(?:\/[^\s)]*[^\s).,;:!?])?/gi;

/** A helpline's own site by its host without www ("betstop.gov.au"), to the address it is linked at. */
const helplineSites = new Map(
  HELPLINES.flatMap((line) => {
    if (!line.url) return [];
    const url = new URL(line.url);
    return [[url.hostname.replace(/^www\./, ''), url.origin] as const];
  }),
);

/**
 * The analysis as sections a person can scan: the first paragraph is the overview, paragraphs that
 * open with a finding's name ("Chasing losses: …") are what stands out, and the paragraphs after
 * the last finding are the next steps. Built from plain text into runs for React to render: nothing
 * is ever parsed as HTML. Phone numbers become tel: links, and the helplines' own web addresses
 * (gamblinghelponline.org.au, betstop.gov.au) https: links; any other address stays text.
 */
export function insightSections(text: string): InsightSection[] {
  const paragraphs = splitParagraphs(text).map(toParagraph);
  if (paragraphs.length === 0) return [];
  let lastFinding = -1;
  paragraphs.forEach((paragraph, index) => {
    if (index > 0 && paragraph.lead !== null) lastFinding = index;
  });
  const sections: InsightSection[] = [{ title: 'Overview', paragraphs: [paragraphs[0]] }];
  const findings = lastFinding > 0 ? paragraphs.slice(1, lastFinding + 1) : [];
  const steps = paragraphs.slice(Math.max(lastFinding, 0) + 1);
  if (findings.length > 0) sections.push({ title: 'What stands out', paragraphs: findings });
  if (steps.length > 0) sections.push({ title: 'Next steps', paragraphs: steps });
  return sections;
}

function toParagraph(text: string): InsightParagraph {
  const lead = LEAD.exec(text);
  return lead ? { lead: lead[1], runs: runsOf(text.slice(lead[0].length)) } : { lead: null, runs: runsOf(text) };
}

/** Links first (addresses, then phone numbers), then emphasis in the plain text between them. */
export function runsOf(text: string): InsightRun[] {
  const runs: InsightRun[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const site = helplineSites.get(match[1].toLowerCase());
    if (!site) continue;
    runs.push(...phoneAndEmphasis(text.slice(last, match.index)));
    runs.push({ kind: 'link', text: match[0], href: site });
    last = match.index + match[0].length;
  }
  runs.push(...phoneAndEmphasis(text.slice(last)));
  return runs.filter((run) => run.text !== '');
}

function phoneAndEmphasis(text: string): InsightRun[] {
  return phoneNumberParts(text).flatMap((part): InsightRun[] => ('tel' in part ? [{ kind: 'link', text: part.text, href: part.tel }] : emphasis(part.text)));
}

function emphasis(text: string): InsightRun[] {
  const runs: InsightRun[] = [];
  let last = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    runs.push({ kind: 'text', text: text.slice(last, match.index) });
    runs.push({ kind: 'strong', text: match[1] ?? match[0] });
    last = match.index + match[0].length;
  }
  runs.push({ kind: 'text', text: text.slice(last) });
  return runs;
}
