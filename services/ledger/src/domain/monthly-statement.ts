import {
  fromCents,
  GAMBLING_TYPE_NAMES,
  type GamblingType,
  LOWER_RISK_GUIDELINES,
  monthName,
  STATEMENT_PRODUCTS,
  toCents,
  type GuidelineCheck,
  type MonthlyStatement,
  type StatementFigures,
  type StatementProduct,
  type StatementTransaction,
} from '@tally/contracts';

/** Spend and return of one product in one month, as the database summed them (decimal strings). */
export interface ProductMonthTotals {
  month: string;
  product: StatementProduct;
  spend: string;
  return: string;
}

/** What the statement is computed from: the month's range and lines, and the product totals of the 13 months ending at it. */
export interface StatementInput {
  month: string;
  timeZone: string;
  start: Date;
  end: Date;
  now: Date;
  totals: readonly ProductMonthTotals[];
  transactions: readonly StatementTransaction[];
  /** The local date ('YYYY-MM-DD', in the person's zone) of each transaction, in the same order. */
  transactionDays: readonly string[];
  /** The types of gambling the month's lines used (contracts' gamblingTypesUsed). */
  types: readonly GamblingType[];
}

/** 'YYYY-MM' moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function figures(spendCents: bigint, returnCents: bigint): StatementFigures {
  return { spend: fromCents(spendCents), return: fromCents(returnCents), net: fromCents(returnCents - spendCents) };
}

function sum(rows: readonly ProductMonthTotals[]): StatementFigures {
  const spend = rows.reduce((total, row) => total + toCents(row.spend), 0n);
  const returned = rows.reduce((total, row) => total + toCents(row.return), 0n);
  return figures(spend, returned);
}

/**
 * The Lower-Risk Gambling Guidelines check of a month: the days gambled (a day with any activity logged or session
 * started, in the person's zone) against at most 4, and the types used against at most 2, said in one plain sentence.
 */
export function guidelineCheck(month: string, days: readonly string[], types: readonly GamblingType[]): GuidelineCheck {
  const daysGambled = new Set(days).size;
  const withinDays = daysGambled <= LOWER_RISK_GUIDELINES.maxDaysPerMonth;
  const withinTypes = types.length <= LOWER_RISK_GUIDELINES.maxTypes;
  const dayText = `${daysGambled} ${daysGambled === 1 ? 'day' : 'days'}`;
  const typeText = `${types.length} ${types.length === 1 ? 'type' : 'types'} of gambling${types.length ? ` (${types.map((t) => GAMBLING_TYPE_NAMES[t]).join(', ')})` : ''}`;
  const guideline = `the Lower-Risk Gambling Guidelines suggest gambling on no more than ${LOWER_RISK_GUIDELINES.maxDaysPerMonth} days a month and with no more than ${LOWER_RISK_GUIDELINES.maxTypes} types`;
  const verdict =
    withinDays && withinTypes
      ? `That is within the guidelines, which suggest no more than ${LOWER_RISK_GUIDELINES.maxDaysPerMonth} days a month and no more than ${LOWER_RISK_GUIDELINES.maxTypes} types.`
      : `That is more than ${guideline}${withinDays ? ': too many types' : withinTypes ? ': too many days' : ': too many days and types'}.`;
  return {
    daysGambled,
    types: [...types],
    maxDays: LOWER_RISK_GUIDELINES.maxDaysPerMonth,
    maxTypes: LOWER_RISK_GUIDELINES.maxTypes,
    withinDays,
    withinTypes,
    summary: `In ${monthName(month)} you gambled on ${dayText} and used ${typeText}. ${verdict}`,
  };
}

/**
 * The monthly activity statement from the database's sums and the month's lines. Pure: the same input gives the same
 * statement, so fixture histories have hand-computed answers. Net is return - spend (negative when behind), spec
 * section 9's rule for each line.
 */
export function monthlyStatement(input: StatementInput): MonthlyStatement {
  const { month } = input;
  const inMonth = (key: string) => input.totals.filter((row) => row.month === key);
  const monthRows = inMonth(month);
  const products = STATEMENT_PRODUCTS.map((product) => ({ product, ...sum(monthRows.filter((row) => row.product === product)) }));
  const lastYear = addMonths(month, -12);
  return {
    month,
    timeZone: input.timeZone,
    start: input.start.toISOString(),
    end: input.end.toISOString(),
    isClosed: input.now.getTime() > input.end.getTime(),
    totals: sum(monthRows),
    products,
    lastSixMonths: [-5, -4, -3, -2, -1, 0].map((delta) => {
      const key = addMonths(month, delta);
      return { month: key, ...sum(inMonth(key)) };
    }),
    sameMonthLastYear: { month: lastYear, ...sum(inMonth(lastYear)) },
    guidelines: guidelineCheck(month, input.transactionDays, input.types),
    transactions: [...input.transactions],
  };
}
