import type { BankCheckCategory } from '@tally/contracts';
import type { Confidence, Direction } from './classify-line';

/** A detected line as the page holds it: what was read and what detection and the person said about it. */
export interface GamblingLine {
  id: number;
  date: string;
  description: string;
  amountCents: number;
  pending: boolean;
  operator: string;
  category: BankCheckCategory;
  confidence: Confidence;
  route: string;
  direction: Direction;
  descriptor: string;
  /** SHA-256 of the descriptor, made here: the only form in which a decision leaves the device. */
  descriptorKey: string;
}

export type Decision = 'confirmed' | 'dismissed';

export interface OperatorMonth {
  operator: string;
  category: BankCheckCategory;
  sentCents: number;
  cameBackCents: number;
}

/** Whether a line counts: sure lines unless dismissed, possible lines once confirmed, never a pending one. */
export function counts(line: GamblingLine, decision: Decision | undefined): boolean {
  if (line.pending) return false;
  if (decision === 'dismissed') return false;
  return line.confidence === 'sure' || decision === 'confirmed';
}

/**
 * Per month ('YYYY-MM') and operator: sent (what went out, less refunds and reversals) and came back. All of it in
 * whole cents; a month whose refunds outrun what went out shows 0 sent, never a negative.
 */
export function monthSums(lines: GamblingLine[], decisions: ReadonlyMap<string, Decision>, months: string[]): Map<string, OperatorMonth[]> {
  const sums = new Map<string, Map<string, OperatorMonth>>(months.map((m) => [m, new Map()]));
  for (const line of lines) {
    if (!counts(line, decisions.get(line.descriptorKey))) continue;
    const month = line.date.slice(0, 7);
    const byOperator = sums.get(month) ?? new Map<string, OperatorMonth>();
    sums.set(month, byOperator);
    const sum = byOperator.get(line.operator) ?? { operator: line.operator, category: line.category, sentCents: 0, cameBackCents: 0 };
    if (line.direction === 'sent') sum.sentCents += -line.amountCents;
    else if (line.direction === 'refund') sum.sentCents -= line.amountCents;
    else sum.cameBackCents += line.amountCents;
    byOperator.set(line.operator, sum);
  }
  return new Map([...sums.entries()].map(([month, ops]) => [month, [...ops.values()].map((o) => ({ ...o, sentCents: Math.max(0, o.sentCents) }))]));
}
