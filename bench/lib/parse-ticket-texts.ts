// Reads cached OCR texts (NNN.txt, as `npm run scan -- DIR --text TEXTS` writes them) with the ticket
// parser under each tuning given, and writes one predictions file per tuning: OUT/<i>.json in the
// shape ../shared/tickets/score.mjs takes. The OCR is the slow part; the parser runs in milliseconds,
// so the leave-one-family-out bench tries every tuning on the same texts.
//   node --import tsx bench/lib/parse-ticket-texts.ts TEXTS OUT '[{"looseAmount":true}, ...]'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readTicketText, type ReaderTuning } from '@tally/ticket-reader';

const [textDir, outDir, tuningsJson = '[{}]'] = process.argv.slice(2);
if (!textDir || !outDir) {
  process.stderr.write('usage: node --import tsx bench/lib/parse-ticket-texts.ts TEXTS OUT [TUNINGS_JSON]\n');
  process.exit(2);
}
const tunings = JSON.parse(tuningsJson) as ReaderTuning[];
const texts = readdirSync(textDir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => [path.parse(f).name, readFileSync(path.join(textDir, f), 'utf8')] as const);
mkdirSync(outDir, { recursive: true });
tunings.forEach((tuning, i) => {
  const predictions = Object.fromEntries(texts.map(([id, text]) => [id, readTicketText(text, tuning).fields]));
  writeFileSync(path.join(outDir, `${i}.json`), JSON.stringify(predictions));
});
