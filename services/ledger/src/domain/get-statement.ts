import {
  fromCents,
  gamblingTypesUsed,
  toCents,
  type ListStatementsResponse,
  type MonthlyStatement,
  type StatementBankCheck,
  type StatementProduct,
  type StatementTransaction,
} from '@tally/contracts';
import { zonedMonth, zonedMonthKey } from '@tally/service-kit';
import type { StatementLineRow } from '../db/statements.repo';
import type { LedgerDeps } from './ledger-work';
import { addMonths, monthlyStatement } from './monthly-statement';

const PRODUCT_OF: Record<string, StatementProduct> = { wagering: 'wagering', lottery: 'lottery', slot: 'pokies', table: 'tables' };
const SESSION_LABELS: Record<string, string> = { slot: 'Pokies session', table: 'Table session' };

function toTransaction(row: StatementLineRow): StatementTransaction {
  const spend = toCents(row.spend);
  const returned = toCents(row.return);
  const label = row.kind === 'session' ? (row.label ? `${SESSION_LABELS[row.type]} at ${row.label}` : SESSION_LABELS[row.type]) : (row.label ?? row.type);
  return {
    id: row.id,
    kind: row.kind,
    product: PRODUCT_OF[row.type] ?? 'tables',
    label,
    at: row.at.toISOString(),
    spend: fromCents(spend),
    return: fromCents(returned),
    net: fromCents(returned - spend),
    status: row.status,
  };
}

/** The person's statement for `month` ('YYYY-MM') in their zone: that month's lines and the 13 months of sums ending at it. */
export async function getStatement(deps: Pick<LedgerDeps, 'work' | 'clock'>, userId: string, month: string, timeZone: string): Promise<MonthlyStatement> {
  const { start, end } = zonedMonth(month, timeZone);
  const repo = deps.work.repos.statements;
  const [totals, lines, banked] = await Promise.all([
    repo.monthTotals(userId, timeZone, { from: `${addMonths(month, -12)}-01`, to: `${month}-01` }),
    repo.lines(userId, timeZone, { start, end }),
    deps.work.repos.bankCheck.month(userId, month),
  ]);
  const statement = monthlyStatement({
    month,
    timeZone,
    start,
    end,
    now: deps.clock(),
    totals,
    transactions: lines.map(toTransaction),
    transactionDays: lines.map((line) => line.day),
    types: gamblingTypesUsed(lines.map((line) => ({ type: line.type, subtype: line.kind === 'activity' ? line.label : null }))),
  });
  return banked.length ? { ...statement, bankCheck: bankFigures(banked, toCents(statement.totals.spend)) } : statement;
}

/** The month's kept bank sums beside the statement's spend (the bank check). */
function bankFigures(rows: Array<{ sent: string; cameBack: string }>, spend: bigint): StatementBankCheck {
  const sent = rows.reduce((t, r) => t + toCents(r.sent), 0n);
  const cameBack = rows.reduce((t, r) => t + toCents(r.cameBack), 0n);
  return { sent: fromCents(sent), cameBack: fromCents(cameBack), net: fromCents(cameBack - sent), gap: fromCents(sent > spend ? sent - spend : 0n) };
}

/** The months with any activity logged or session started, newest first, each with its totals; the current month is not closed. */
export async function listStatements(deps: Pick<LedgerDeps, 'work' | 'clock'>, userId: string, timeZone: string): Promise<ListStatementsResponse> {
  const rows = await deps.work.repos.statements.monthList(userId, timeZone);
  const current = zonedMonthKey(deps.clock(), timeZone);
  const months = rows.map((row) => {
    const spend = toCents(row.spend);
    const returned = toCents(row.return);
    return { month: row.month, isClosed: row.month < current, totals: { spend: fromCents(spend), return: fromCents(returned), net: fromCents(returned - spend) } };
  });
  return { timeZone, months };
}
