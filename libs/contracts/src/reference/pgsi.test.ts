import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGSI_QUESTION_COUNT } from '../http/self-check.http';
import { PGSI_BAND_IDS } from './pgsi';
import { PGSI } from './pgsi.generated';

// ../shared sits beside the checkout (CI clones main with it there).
const reference = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/reference/warning-signs.json');
const { pgsi } = JSON.parse(readFileSync(reference, 'utf8')) as {
  pgsi: { questions: Array<{ question: string }>; bands: Array<{ min: number; max: number }>; answer_options: Array<{ score: number }> };
};

describe('PGSI', () => {
  it('should carry the nine questions, the 0 to 3 answers and the bands of the reference, lowest band first', () => {
    expect(PGSI.questions.map((q) => q.question)).toEqual(pgsi.questions.map((q) => q.question));
    expect(PGSI.questions).toHaveLength(PGSI_QUESTION_COUNT);
    expect(PGSI.answerOptions.map((o) => o.score)).toEqual([0, 1, 2, 3]);
    expect(PGSI.bands.map((b) => [b.min, b.max])).toEqual(pgsi.bands.map((b) => [b.min, b.max]));
    expect(PGSI.bands.map((b) => b.id)).toEqual([...PGSI_BAND_IDS]);
  });

  it('should name its sources', () => {
    expect(PGSI.sources.length).toBeGreaterThan(0);
  });
});
