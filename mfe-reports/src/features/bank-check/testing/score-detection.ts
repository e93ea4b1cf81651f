import { classifyLine } from '../lib/classify-line';
import type { SyntheticLine } from './synthetic-statement';

export interface DetectionScore {
  lines: number;
  /** Of the lines called 'sure', the share that are gambling (sure or possible in truth). */
  precision: number;
  /** Of the lines that are gambling for sure in truth, the share called 'sure'. */
  recall: number;
  /** Of the lines that are gambling for sure in truth, the share called gambling at all (sure or possible). */
  foundAtAll: number;
  /** Look-alike and everyday lines called 'possible' (asked about, never counted unless the person confirms). */
  falsePossible: number;
  /** Lines called 'sure' that are not gambling, for reading the misses. */
  wrongSure: string[];
  missed: string[];
}

/** Precision and recall of 'sure' detection on a labelled synthetic set (the bench reports these). */
export function scoreDetection(lines: SyntheticLine[]): DetectionScore {
  let sureCalled = 0;
  let sureRight = 0;
  let sureTruth = 0;
  let sureFound = 0;
  let foundAtAll = 0;
  let falsePossible = 0;
  const wrongSure: string[] = [];
  const missed: string[] = [];
  for (const line of lines) {
    const detection = classifyLine(line);
    if (detection?.confidence === 'sure') {
      sureCalled++;
      if (line.truth !== 'no' && detection.operator === (line.truth === 'sure' ? line.operator : detection.operator)) sureRight++;
      else wrongSure.push(line.description);
    }
    if (detection?.confidence === 'possible' && line.truth === 'no') falsePossible++;
    if (line.truth === 'sure') {
      sureTruth++;
      if (detection) foundAtAll++;
      if (detection?.confidence === 'sure' && detection.operator === line.operator) sureFound++;
      else missed.push(line.description);
    }
  }
  return {
    lines: lines.length,
    precision: sureCalled ? sureRight / sureCalled : 1,
    recall: sureTruth ? sureFound / sureTruth : 1,
    foundAtAll: sureTruth ? foundAtAll / sureTruth : 1,
    falsePossible,
    wrongSure: [...new Set(wrongSure)].slice(0, 20),
    missed: [...new Set(missed)].slice(0, 20),
  };
}
