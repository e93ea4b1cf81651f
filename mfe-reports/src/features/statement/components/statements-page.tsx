import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import Alert from '@mui/material/Alert';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { monthName } from '@tally/contracts';
import { PageContainer, PlainList, SectionCard, Spinner, StatusTag, formatMoney, formatSignedMoney } from '@tally/ui';
import { useStatements } from '../api/get-statements';
import { TextLink } from './text-link';

/** /reports/statements: one row per month with activity, newest first; the running month is marked "so far". */
export function StatementsPage() {
  const statements = useStatements();
  return (
    <PageContainer
      title="Monthly statements"
      subtitle="What you spent and got back each month, in your own time zone."
      action={
        <Box sx={{ whiteSpace: 'nowrap', mt: 1 }}>
          <TextLink to="/reports">Back to Reports</TextLink>
        </Box>
      }
    >
      {statements.isPending ? (
        <Spinner label="Loading your statements" />
      ) : statements.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void statements.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load your statements. Check your connection and try again.
        </Alert>
      ) : statements.data.months.length === 0 ? (
        <SectionCard title="No statements yet">
          <Typography color="text.secondary">A month appears here once you log a wager, ticket or session in it.</Typography>
        </SectionCard>
      ) : (
        <SectionCard title="Months">
          <PlainList label="Monthly statements">
            {statements.data.months.map(({ month, isClosed, totals }) => (
              <Box component="li" key={month}>
                <Box
                  component={RouterLink}
                  to={month}
                  aria-label={`${monthName(month)}${isClosed ? '' : ' so far'}: spent ${formatMoney(totals.spend, 2)}, net ${formatSignedMoney(totals.net, 2)}`}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    py: 1.25,
                    color: 'text.primary',
                    textDecoration: 'none',
                    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                  }}
                >
                  <Box sx={{ flexGrow: 1 }}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {monthName(month)}
                    </Typography>
                    {isClosed ? null : <StatusTag tone="primary">So far</StatusTag>}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      Spent {formatMoney(totals.spend, 2)} · Net {formatSignedMoney(totals.net, 2)}
                    </Typography>
                  </Box>
                  <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
                </Box>
              </Box>
            ))}
          </PlainList>
        </SectionCard>
      )}
    </PageContainer>
  );
}
