import { monthName, type StatementMonthFigures } from '@tally/contracts';
import { formatMoney, formatSignedMoney } from '@tally/ui';
import { DataTable } from './data-table';

/** The chart's figures as a table: what a screen reader (or anyone who prefers numbers) reads instead of the columns. */
export function SixMonthTable({ months, caption }: { months: readonly StatementMonthFigures[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={['Month', 'Spent', 'Net']}
      rows={months.map((month) => ({ key: month.month, cells: [monthName(month.month), formatMoney(month.spend, 2), formatSignedMoney(month.net, 2)] }))}
    />
  );
}
