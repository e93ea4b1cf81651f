// The remote's public surface: the shell renders this module's default export for / and /home.
import { Stack } from '@mui/material';
import { formatDayHeading, PageContainer } from '@tally/ui';
import { RecentActivityList } from '../features/activities/components/recent-activity-list';
import { DailyLimitCard } from '../features/limits/components/daily-limit-form';
import { LogWagerForm } from '../features/wagering/components/log-wager-form';

/** The home dashboard: today's heading, Log a Wager, Daily Spend Limit and Recent Activity. */
export default function HomeRoute() {
  return (
    <PageContainer title="Today" subtitle={formatDayHeading()}>
      <Stack spacing={2}>
        <LogWagerForm />
        <DailyLimitCard />
        <RecentActivityList />
      </Stack>
    </PageContainer>
  );
}
