import { Box, Button, Stack, Typography } from '@mui/material';
import { formatAudCents, monthName } from '@tally/contracts';
import { showToast, StatusTag } from '@tally/ui';
import { DataTable } from '../../statement';
import { useAddDifference } from '../api/bank-check-api';
import type { MonthComparison } from '../lib/compare-months';

const money = (cents: number) => formatAudCents(cents);
const signed = (cents: number) => formatAudCents(cents, { signDisplay: 'exceptZero' });
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * One month: the bank's figures beside Tally's, the gap in dollars and as a share, and where it is large, a plain
 * word about it and 'Add the difference as an entry'. Written without blame: under-logging is what everyone does.
 */
export function MonthComparisonCard({ month, canKeep, keepMonth }: { month: MonthComparison; canKeep: boolean; keepMonth: () => Promise<boolean> }) {
  const add = useAddDifference();
  const name = monthName(month.month);
  const addDifference = async () => {
    if (!month.kept && !(canKeep && (await keepMonth()))) return;
    try {
      await add.mutateAsync(month.month);
      showToast({ title: 'Entry added', description: `${money(month.gapCents)} for ${name}, marked as from the bank check.`, variant: 'success' });
    } catch (error) {
      showToast({ title: 'Not added', description: error instanceof Error ? error.message : 'Please try again.', variant: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby={`bank-month-${month.month}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={`bank-month-${month.month}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {name}
        </Typography>
        {month.kept ? <StatusTag tone="primary">Kept</StatusTag> : null}
        {month.differenceAdded ? <StatusTag tone="primary">Difference added</StatusTag> : null}
      </Stack>
      <DataTable
        caption={`${name}: your bank statement and Tally`}
        columns={['Figure', 'Bank statement', 'Tally']}
        rows={[
          { key: 'out', cells: ['Sent to gambling · Spend', money(month.sentCents), money(month.tallySpendCents)] },
          { key: 'back', cells: ['Came back · Return', money(month.cameBackCents), money(month.tallyReturnCents)] },
          { key: 'net', cells: ['Net to gambling · Net', signed(month.cameBackCents - month.sentCents), signed(month.tallyReturnCents - month.tallySpendCents)] },
        ]}
      />
      <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
        {month.gapCents > 0
          ? `Not in Tally: ${money(month.gapCents)} (${percent(month.gapShare)} of what your bank shows went to gambling)`
          : 'Tally has everything your bank shows for this month.'}
      </Typography>
      {month.largeGap && !month.differenceAdded ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">
            Your bank shows {money(month.gapCents)} more went to gambling in {name} than you logged. That is common: bets and top-ups are easy to miss when they happen fast.
            Adding it keeps your reports and limits true to what really happened.
          </Typography>
          <Button
            variant="contained"
            onClick={() => void addDifference()}
            disabled={add.isPending}
            sx={{ mt: 1, minHeight: 44 }}
            aria-label={`Add the difference as an entry for ${name}`}
          >
            Add the difference as an entry
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
