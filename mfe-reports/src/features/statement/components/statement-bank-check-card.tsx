import { Typography } from '@mui/material';
import { monthName, type StatementBankCheck } from '@tally/contracts';
import { SectionCard, formatMoney, formatSignedMoney } from '@tally/ui';
import { DataTable } from './data-table';
import { TextLink } from './text-link';

/** The month's figures kept from a bank statement (the bank check), when the person kept any. */
export function StatementBankCheckCard({ month, figures }: { month: string; figures: StatementBankCheck }) {
  return (
    <SectionCard title="Your bank statement">
      <DataTable
        columns={['Figure', 'Amount']}
        rows={[
          { key: 'sent', cells: ['Sent to gambling', formatMoney(figures.sent, 2)] },
          { key: 'back', cells: ['Came back', formatMoney(figures.cameBack, 2)] },
          { key: 'net', cells: ['Net to gambling', formatSignedMoney(figures.net, 2)] },
          { key: 'gap', cells: ['Not in Tally', formatMoney(figures.gap, 2)] },
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Totals you kept from your bank statement for {monthName(month)}. <TextLink to="/reports/bank-check">Open the bank check</TextLink>
      </Typography>
    </SectionCard>
  );
}
