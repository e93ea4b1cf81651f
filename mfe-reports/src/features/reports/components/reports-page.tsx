import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import Skeleton from '@mui/material/Skeleton';
import { Notice, PageColumn, PageColumns, PageContainer, SectionCard, visuallyHidden } from '@tally/ui';
import { toReportEntries } from '@tally/ui/export';
import { useActivityDetailDialog } from '../api/get-activity-detail-dialog';
import { useSessionDetailDialog } from '../api/get-session-detail-dialog';
import { usePeriodActivities, usePeriodSessions } from '../api/get-period-entries';
import { usePeriodStats } from '../api/get-period-stats';
import { useTimeZone } from '../api/use-time-zone';
import { chartSeries } from '../lib/chart-buckets';
import { ALL_CATEGORIES, CATEGORY_CHOICES, filterByCategory, type CategoryChoice } from '../lib/report-category';
import { DEFAULT_PERIOD, periodQuery, periodRange, REPORT_PERIODS, type ReportPeriod } from '../lib/report-period';
import { summarise, summaryFromStats } from '../lib/report-summary';
import { ActivityDetails } from './activity-details';
import { ExportFilteredButton } from './export-filtered-button';
import { FilterSelect } from './filter-select';
import { SpendChart } from './spend-chart';
import { BankCheckLink } from '../../bank-check';
import { StatementsLink } from './statements-link';
import { SummaryCards } from './summary-cards';

const EMPTY_TEXT = 'No activities found for the selected time period and category.';

/**
 * Reports (spec section 2): Time Period and Category filters, Export Filtered Data, the four
 * summary cards, spend and net over the period as a chart, and Activity Details. Periods follow
 * the person's own time zone.
 */
export function ReportsPage() {
  const timeZone = useTimeZone();
  const [period, setPeriod] = useState<ReportPeriod>(DEFAULT_PERIOD);
  const [category, setCategory] = useState<CategoryChoice>(ALL_CATEGORIES);
  // "Now" is taken when the period is chosen, so the query key stays put while the page is open.
  const [now, setNow] = useState(() => new Date());
  const range = useMemo(() => periodRange(period, timeZone, now), [period, timeZone, now]);
  const query = useMemo(() => periodQuery(range), [range]);

  const activities = usePeriodActivities(query);
  const sessions = usePeriodSessions(query);
  const stats = usePeriodStats(query, category === ALL_CATEGORIES);
  // The answers are drawn in a background render that React splits into short tasks (a month is
  // about 1,500 rows to sum, bucket and list), so the page keeps answering taps while they arrive.
  // Until that render, the page shows them loading, never the previous period's rows.
  const activityRows = useDeferredValue(activities.data);
  const sessionRows = useDeferredValue(sessions.data);
  const drawn = activityRows === activities.data && sessionRows === sessions.data;
  const allEntries = useMemo(() => (drawn && activityRows && sessionRows ? toReportEntries(activityRows, sessionRows) : undefined), [drawn, activityRows, sessionRows]);
  const entries = useMemo(() => (allEntries ? filterByCategory(allEntries, category) : undefined), [allEntries, category]);
  const summary = useMemo(
    () => (entries ? summarise(entries) : category === ALL_CATEGORIES && stats.data ? summaryFromStats(stats.data) : undefined),
    [entries, category, stats.data],
  );
  const series = useMemo(() => (entries ? chartSeries(entries, period, range, timeZone, now) : undefined), [entries, period, range, timeZone, now]);

  const [openActivityId, setOpenActivityId] = useState<string | null>(null);
  // Tracking's dialog is fetched once a row is pointed at or focused (or opened), not with the page.
  const [dialogWanted, setDialogWanted] = useState(false);
  const dialog = useActivityDetailDialog(dialogWanted || openActivityId !== null);
  const DetailDialog = dialog.data?.default;
  const [openSessionId, setOpenSessionId] = useState<string | null>(null);
  const sessionDialog = useSessionDetailDialog(dialogWanted || openSessionId !== null);
  const SessionDialog = sessionDialog.data?.default;

  const failed = activities.isError || sessions.isError;
  const listHeadingId = useId();

  function retry() {
    if (activities.isError) void activities.refetch();
    if (sessions.isError) void sessions.refetch();
  }

  return (
    <PageContainer title="Reports" subtitle="What you spent and got back, over any period." wide>
      <PageColumns>
        <PageColumn>
          <Stack spacing={1.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <FilterSelect
                label="Time Period"
                value={period}
                options={REPORT_PERIODS}
                onChange={(next) => {
                  setPeriod(next);
                  setNow(new Date());
                }}
              />
              <FilterSelect label="Category" value={category} options={CATEGORY_CHOICES} onChange={setCategory} />
            </Stack>
            <ExportFilteredButton entries={failed ? null : entries} period={period} category={category} timeZone={timeZone} />
          </Stack>

          {failed ? (
            <Notice
              tone="error"
              action={
                <Button color="inherit" onClick={retry}>
                  Retry
                </Button>
              }
            >
              {activities.isError ? 'Failed to fetch activities' : 'Failed to fetch sessions'}
            </Notice>
          ) : null}

          <SummaryCards summary={summary} />

          <SectionCard title={series?.unit === 'week' ? 'Spend and net by week' : 'Spend and net by day'}>
            {series ? (
              <SpendChart series={series} />
            ) : failed ? (
              <Typography color="text.secondary">The chart needs the period's activities.</Typography>
            ) : (
              <Skeleton variant="rounded" height={220} aria-hidden />
            )}
          </SectionCard>
        </PageColumn>
        <PageColumn>
          <SectionCard title="Activity Details">
            <Box id={listHeadingId} component="span" sx={visuallyHidden}>
              {`${period}, ${category}`}
            </Box>
            {entries === undefined && !failed ? <LoadingRows /> : null}
            {entries && entries.length === 0 ? <Typography color="text.secondary">{EMPTY_TEXT}</Typography> : null}
            {entries && entries.length > 0 ? (
              <ActivityDetails
                key={`${period}|${category}|${query.startDate}`}
                labelledBy={listHeadingId}
                entries={entries}
                timeZone={timeZone}
                onOpenActivity={setOpenActivityId}
                onOpenSession={setOpenSessionId}
                onIntent={() => setDialogWanted(true)}
              />
            ) : null}
          </SectionCard>

          <StatementsLink />
          <BankCheckLink />
        </PageColumn>
      </PageColumns>

      {DetailDialog && openActivityId ? <DetailDialog open activityId={openActivityId} onClose={() => setOpenActivityId(null)} /> : null}
      {SessionDialog && openSessionId ? <SessionDialog open sessionId={openSessionId} onClose={() => setOpenSessionId(null)} /> : null}
      {openActivityId && dialog.isError ? (
        <Notice
          tone="error"
          action={
            <Button color="inherit" onClick={() => setOpenActivityId(null)}>
              Close
            </Button>
          }
        >
          The activity's details could not be opened. Please try again.
        </Notice>
      ) : null}
      {openSessionId && sessionDialog.isError ? (
        <Notice
          tone="error"
          action={
            <Button color="inherit" onClick={() => setOpenSessionId(null)}>
              Close
            </Button>
          }
        >
          The session's details could not be opened. Please try again.
        </Notice>
      ) : null}
    </PageContainer>
  );
}

function LoadingRows() {
  return (
    <Stack spacing={1}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={52} aria-hidden />
      ))}
      <Box component="span" role="status" sx={visuallyHidden}>
        Loading activities
      </Box>
    </Stack>
  );
}
