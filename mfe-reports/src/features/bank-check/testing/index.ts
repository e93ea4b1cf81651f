// The bank check's synthetic statements and detection score, for the bench (`@tally/mfe-reports/bank-check-testing`).
export { LAYOUTS, expectedLines, seeded, syntheticStatement, writeStatement, type Layout, type SyntheticLine, type Truth, type WriteOptions } from './synthetic-statement';
export { scoreDetection, type DetectionScore } from './score-detection';
