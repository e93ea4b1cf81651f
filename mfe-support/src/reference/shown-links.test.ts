import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMERGENCY, HELPLINES } from '@tally/contracts';
import { HELP_CONTENT } from './help-content.generated';

// Every link Tally shows a person must point at a site the reference's source rule accepts
// (libs/contracts/src/reference/allowed-source-domains.json): people at risk read these pages, and a
// bookmaker, casino review, affiliate, staging site or document scraper must never reach them.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { domains } = JSON.parse(readFileSync(path.join(repo, 'libs/contracts/src/reference/allowed-source-domains.json'), 'utf8')) as {
  domains: { domain: string; kind: string; why: string }[];
};
const allowed = (url: string) => {
  const host = new URL(url).hostname.toLowerCase();
  return domains.some(({ domain }) => host === domain || host.endsWith(`.${domain}`));
};

// Hosts that are never shown (test data, XML namespaces, loopback).
const notShown = /^(localhost|127\.0\.0\.1|[a-z0-9.-]+\.example|www\.w3\.org)$/;
// Kinds the rule never accepts, by host: a second guard that names the problem when the list is wrong.
const neverHost =
  /(docplayer|yumpu|fdocuments|docslib|vdocuments|paperzz|staging|^dev\.|\.dev\.|bit\.ly|tinyurl|github|gitlab|casino|pokie|lott|keno|bet365|sportsbet|ladbrokes|pointsbet|neds\.com|tab\.com\.au|tabtouch|crownresorts|star\.com\.au|rollero|slot|wager|odds|tips)/;

// A URL ends at a template's interpolation (`http://localhost:${port}`): its host is what counts.
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s'"`)<>\]$]+/g)].map((m) => m[0]);

/** Source files of everything a person sees: the front ends, the shared UI and contracts, and the services' texts. */
function shownSourceFiles(): string[] {
  const roots = [
    'shell/src',
    'mfe-tracking/src',
    'mfe-reports/src',
    'mfe-insights/src',
    'mfe-support/src',
    'libs/ui/src',
    'libs/contracts/src',
    'services/insights/src',
    'services/alerts/src',
    'services/identity/src',
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      // The API's examples (a browser's push endpoint, for the OpenAPI document) are not shown to people.
      else if (/\.(ts|tsx|html|json|mjs)$/.test(name) && !/\.test\.tsx?$|fixtures|testing|http\/examples\.ts$/.test(file)) files.push(file);
    }
  };
  for (const root of roots) walk(path.join(repo, root));
  return files;
}

describe('links shown to people', () => {
  it('should take every allowed domain from the rule’s kinds, none of them a kind the rule forbids', () => {
    expect(domains.length).toBeGreaterThan(20);
    for (const entry of domains) {
      expect(entry.why.length).toBeGreaterThan(5);
      expect(['government', 'health service', 'non-profit', 'research', 'peer-reviewed', 'news', 'legal publisher']).toContain(entry.kind);
      expect(entry.domain).not.toMatch(neverHost);
    }
  });

  it('should point every source and service link of the help content and the helplines at an allowed site', () => {
    const urls = [...urlsIn(JSON.stringify(HELP_CONTENT)), ...urlsIn(JSON.stringify(HELPLINES)), ...urlsIn(JSON.stringify(EMERGENCY))];
    expect(urls.length).toBeGreaterThan(100);
    const refused = [...new Set(urls.filter((url) => !allowed(url) || neverHost.test(new URL(url).hostname)))];
    expect(refused).toEqual([]);
  });

  it('should hold no other link in the code of what people see, outside the allowed sites', () => {
    const refused: string[] = [];
    for (const file of shownSourceFiles()) {
      for (const url of urlsIn(readFileSync(file, 'utf8'))) {
        const host = new URL(url).hostname;
        if (notShown.test(host)) continue;
        if (!allowed(url) || neverHost.test(host)) refused.push(`${path.relative(repo, file)}: ${url}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('should refuse the kinds of site the rule forbids', () => {
    for (const url of [
      'https://www.sportsbet.com.au/rg',
      'https://rollero-1.com/problem-gambling-support',
      'https://lotteroff.com/play-responsibly.php',
      'https://docplayer.net/1.html',
      'https://staging.example.org/x',
    ]) {
      expect(allowed(url) && !neverHost.test(new URL(url).hostname)).toBe(false);
    }
    expect(allowed('https://www.acma.gov.au/betstop')).toBe(true);
  });
});
