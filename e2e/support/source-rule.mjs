// The source rule for links shown to people: libs/contracts/src/reference/allowed-source-domains.json
// (the same list the help content's unit test checks against).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../libs/contracts/src/reference/allowed-source-domains.json');
const domains = JSON.parse(readFileSync(file, 'utf8')).domains.map((/** @type {{ domain: string }} */ entry) => entry.domain);

/** @param {string | null} url @returns {boolean} whether the link points at an allowed site (or a subdomain of one) */
export function isAllowedSourceUrl(url) {
  if (!url) return false;
  const host = new URL(url).hostname.toLowerCase();
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
