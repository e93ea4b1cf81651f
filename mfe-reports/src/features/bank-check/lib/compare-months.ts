import { toCents, type BankCheckMonth, type ListStatementsResponse } from '@tally/contracts';
import { monthSums, type Decision, type GamblingLine, type OperatorMonth } from './month-sums';

/** One month of the comparison, in whole cents. */
export interface MonthComparison {
  month: string;
  sentCents: number;
  cameBackCents: number;
  operators: OperatorMonth[];
  tallySpendCents: number;
  tallyReturnCents: number;
  /** Sent to gambling that Tally has no record of (never below 0). */
  gapCents: number;
  /** The gap as a share of what the bank shows was sent (0 to 1). */
  gapShare: number;
  /** Worth saying so and offering to add it: $50 or more, or $10 or more that is a quarter of what was sent. */
  largeGap: boolean;
  /** The server holds these figures for the month (kept from this file or an earlier one). */
  kept: boolean;
  differenceAdded: boolean;
}

const cents = (money: string) => Number(toCents(money));

function compare(
  month: string,
  sent: number,
  cameBack: number,
  operators: OperatorMonth[],
  spend: number,
  ret: number,
  kept: boolean,
  differenceAdded: boolean,
): MonthComparison {
  const gapCents = Math.max(0, sent - spend);
  const gapShare = sent > 0 ? gapCents / sent : 0;
  return {
    month,
    sentCents: sent,
    cameBackCents: cameBack,
    operators,
    tallySpendCents: spend,
    tallyReturnCents: ret,
    gapCents,
    gapShare,
    largeGap: gapCents >= 5000 || (gapCents >= 1000 && gapShare >= 0.25),
    kept,
    differenceAdded,
  };
}

/**
 * The file's months, newest first: the bank's sums from the lines that count (sure ones unless dismissed, possible
 * ones once confirmed) beside Tally's figures for the month (the statements list; a month without any entry is 0).
 */
export function compareFile(
  lines: GamblingLine[],
  decisions: ReadonlyMap<string, Decision>,
  fileMonths: string[],
  tally: ListStatementsResponse | undefined,
  kept: BankCheckMonth[],
): MonthComparison[] {
  const sums = monthSums(lines, decisions, fileMonths);
  const tallyByMonth = new Map((tally?.months ?? []).map((m) => [m.month, m.totals]));
  const keptByMonth = new Map(kept.map((m) => [m.month, m]));
  return [...sums.entries()]
    .map(([month, operators]) => {
      const totals = tallyByMonth.get(month);
      const sent = operators.reduce((t, o) => t + o.sentCents, 0);
      const cameBack = operators.reduce((t, o) => t + o.cameBackCents, 0);
      const saved = keptByMonth.get(month);
      const kept = saved !== undefined && cents(saved.bank.sent) === sent && cents(saved.bank.cameBack) === cameBack;
      return compare(month, sent, cameBack, operators, totals ? cents(totals.spend) : 0, totals ? cents(totals.return) : 0, kept, saved?.differenceAdded ?? false);
    })
    .sort((a, b) => b.month.localeCompare(a.month));
}

/** The kept months as the server compared them (no file open). */
export function compareKept(kept: BankCheckMonth[]): MonthComparison[] {
  return kept.map((m) =>
    compare(
      m.month,
      cents(m.bank.sent),
      cents(m.bank.cameBack),
      m.operators.map((o) => ({ operator: o.operator, category: o.category, sentCents: cents(o.sent), cameBackCents: cents(o.cameBack) })),
      cents(m.tally.spend),
      cents(m.tally.return),
      true,
      m.differenceAdded,
    ),
  );
}
