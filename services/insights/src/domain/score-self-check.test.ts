import { PGSI } from '@tally/contracts';
import { scoreSelfCheck } from './score-self-check';

describe('scoreSelfCheck', () => {
  it('should add the answers and pick the band at each edge of the reference ranges', () => {
    const answersFor = (score: number) => Array.from({ length: 9 }, (_, i) => Math.max(0, Math.min(3, score - i * 3)));
    expect(scoreSelfCheck(answersFor(0))).toEqual({ score: 0, band: 'non-problem' });
    expect(scoreSelfCheck(answersFor(1))).toEqual({ score: 1, band: 'low-risk' });
    expect(scoreSelfCheck(answersFor(2))).toEqual({ score: 2, band: 'low-risk' });
    expect(scoreSelfCheck(answersFor(3))).toEqual({ score: 3, band: 'moderate-risk' });
    expect(scoreSelfCheck(answersFor(7))).toEqual({ score: 7, band: 'moderate-risk' });
    expect(scoreSelfCheck(answersFor(8))).toEqual({ score: 8, band: 'problem' });
    expect(scoreSelfCheck(answersFor(27))).toEqual({ score: 27, band: 'problem' });
  });

  it('should cover every score from 0 to the maximum with exactly one band', () => {
    for (let score = 0; score <= PGSI.maxScore; score++) {
      expect(PGSI.bands.filter((b) => score >= b.min && score <= b.max)).toHaveLength(1);
    }
  });
});
