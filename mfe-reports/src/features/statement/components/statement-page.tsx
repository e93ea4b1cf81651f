import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Stack, Typography } from '@mui/material';
import Alert from '@mui/material/Alert';
import { EMERGENCY, HELPLINES, STATEMENT_PRODUCT_LABELS, StatementMonth, monthName, telHref, type MonthlyStatement, type User } from '@tally/contracts';
import { PageContainer, PlainList, SectionCard, Spinner, StatusTag, formatMoney, formatSignedMoney, queryKeys } from '@tally/ui';
import { statementPdfHref, useStatement } from '../api/get-statement';
import { countOf, hadAccountIn } from '../lib/month-name';
import { DataTable } from './data-table';
import { SixMonthTable } from './six-month-table';
import { StatementBankCheckCard } from './statement-bank-check-card';
import { PlainLink, TextLink } from './text-link';

// chart.js is loaded with the chart, after the figures: the page is readable before it comes.
const SixMonthChart = lazy(() => import('./six-month-chart'));

const STATUS_LABELS: Record<MonthlyStatement['transactions'][number]['status'], string> = { win: 'Win', loss: 'Loss', pending: 'Pending', active: 'Active', ended: 'Ended' };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}

function Links() {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end', mt: 1, whiteSpace: 'nowrap' }}>
      <TextLink to="/reports/statements">All statements</TextLink>
      <TextLink to="/reports">Back to Reports</TextLink>
    </Stack>
  );
}

/** /reports/statements/:month: the month's figures, six months, last year, the guideline check, the lines and the helplines. */
export function StatementPage() {
  const { month = '' } = useParams();
  const valid = StatementMonth.safeParse(month).success;
  if (!valid) {
    return (
      <PageContainer title="Statement not found" action={<Links />}>
        <Alert severity="warning">There is no statement at this address. Choose a month from your statements.</Alert>
      </PageContainer>
    );
  }
  return <ValidStatementPage month={month} />;
}

function ValidStatementPage({ month }: { month: string }) {
  const statement = useStatement(month);
  // The shell has loaded the person (their account's start date).
  const user = useQueryClient().getQueryData<User | null>(queryKeys.user);
  const title = `${monthName(month)} statement`;
  if (statement.isPending) {
    return (
      <PageContainer title={title} action={<Links />}>
        <Spinner label="Loading your statement" />
      </PageContainer>
    );
  }
  if (statement.isError) {
    return (
      <PageContainer title={title} action={<Links />}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void statement.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load this statement. Check your connection and try again.
        </Alert>
      </PageContainer>
    );
  }
  const data = statement.data;
  const lastYear = data.sameMonthLastYear;
  const comparable = hadAccountIn(lastYear.month, user?.createdAt, data.timeZone, Number(lastYear.spend) !== 0 || Number(lastYear.return) !== 0);
  // One formatter for the month's lines (a heavy month has over a thousand), in the zone the month closes in.
  const lineTime = new Intl.DateTimeFormat('en-AU', { timeZone: data.timeZone, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return (
    <PageContainer title={title} subtitle={`${data.isClosed ? 'Month closed' : 'This month so far'} · times in ${data.timeZone}`} action={<Links />}>
      <SectionCard title="Summary">
        <Stack direction="row" spacing={2}>
          <Figure label="Spent" value={formatMoney(data.totals.spend, 2)} />
          <Figure label="Returned" value={formatMoney(data.totals.return, 2)} />
          <Figure label="Net" value={formatSignedMoney(data.totals.net, 2)} />
        </Stack>
        <Button variant="contained" href={statementPdfHref(month)} download={`tally-statement-${month}.pdf`} sx={{ mt: 2 }}>
          Download PDF
        </Button>
      </SectionCard>

      <SectionCard title="By product">
        <DataTable
          columns={['Product', 'Spent', 'Returned', 'Net']}
          rows={data.products.map((product) => ({
            key: product.product,
            cells: [STATEMENT_PRODUCT_LABELS[product.product], formatMoney(product.spend, 2), formatMoney(product.return, 2), formatSignedMoney(product.net, 2)],
          }))}
        />
      </SectionCard>

      <SectionCard title="The last six months">
        <Suspense fallback={<Box sx={{ height: 220 }} />}>
          <SixMonthChart months={data.lastSixMonths} />
        </Suspense>
        <SixMonthTable months={data.lastSixMonths} caption={`Spent and net, ${monthName(data.lastSixMonths[0].month)} to ${monthName(month)}`} />
      </SectionCard>

      {comparable ? (
        <SectionCard title="Same month last year">
          <Typography>
            In {monthName(lastYear.month)} you spent {formatMoney(lastYear.spend, 2)} and got back {formatMoney(lastYear.return, 2)}: net {formatSignedMoney(lastYear.net, 2)}.
          </Typography>
        </SectionCard>
      ) : null}

      <SectionCard title="Lower-Risk Gambling Guidelines">
        <Typography>{data.guidelines.summary}</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <StatusTag tone={data.guidelines.withinDays ? 'primary' : 'warning'}>
            {countOf(data.guidelines.daysGambled, 'day')} · guideline {data.guidelines.maxDays} at most
          </StatusTag>
          <StatusTag tone={data.guidelines.withinTypes ? 'primary' : 'warning'}>
            {countOf(data.guidelines.types.length, 'type')} · guideline {data.guidelines.maxTypes} at most
          </StatusTag>
        </Stack>
      </SectionCard>

      {data.bankCheck ? <StatementBankCheckCard month={data.month} figures={data.bankCheck} /> : null}

      <SectionCard title={`Transactions (${data.transactions.length})`}>
        {data.transactions.length === 0 ? (
          <Typography color="text.secondary">Nothing was logged this month.</Typography>
        ) : (
          <PlainList label="Transactions">
            {data.transactions.map((line) => (
              <Box component="li" key={line.id} sx={{ display: 'flex', gap: 1.5, py: 1 }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {STATEMENT_PRODUCT_LABELS[line.product]}: {line.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={line.at}>{lineTime.format(new Date(line.at))}</time> · spent {formatMoney(line.spend, 2)} · {STATUS_LABELS[line.status]}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} aria-label={`Net ${formatSignedMoney(line.net, 2)}`}>
                  {formatSignedMoney(line.net, 2)}
                </Typography>
              </Box>
            ))}
          </PlainList>
        )}
      </SectionCard>

      <SectionCard title="Free, confidential help">
        <PlainList label="Helplines">
          {HELPLINES.filter((line) => line.state === 'national').map((line) => (
            <Box component="li" key={line.id} sx={{ py: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {line.phone ? <PlainLink href={telHref(line.phone)}>{line.phone}</PlainLink> : null}
                {line.phone && line.hours ? ' · ' : null}
                {line.hours}
              </Typography>
            </Box>
          ))}
          <Box component="li" sx={{ py: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {EMERGENCY.name}: <PlainLink href={telHref(EMERGENCY.phone)}>{EMERGENCY.phone}</PlainLink>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {EMERGENCY.description}
            </Typography>
          </Box>
        </PlainList>
      </SectionCard>
    </PageContainer>
  );
}
