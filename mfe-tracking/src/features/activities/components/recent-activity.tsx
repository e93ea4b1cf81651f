import { useId } from 'react';
import { Link } from 'react-router';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import Skeleton from '@mui/material/Skeleton';
import { RECENT_LIST, type Activity, type Session } from '@tally/contracts';
import { Notice } from '@tally/ui';
import { useRecentActivities } from '../api/get-recent-activities';
import { useRecentSessions } from '../api/get-recent-sessions';
import { recentRows } from '../activity-rows';
import { paths } from '../../../config/paths';
import { ActivityRowList } from './activity-row-list';

/** Props of {@link RecentActivity}. */
export interface RecentActivityProps {
  onOpenActivity: (activity: Activity) => void;
  onOpenSession: (session: Session) => void;
}

/**
 * Recent Activity (spec section 2): the latest wagers, tickets and sessions together, at most five,
 * with View All (the reports screen) and the spec's empty text.
 */
export function RecentActivity({ onOpenActivity, onOpenSession }: RecentActivityProps) {
  const headingId = useId();
  const activities = useRecentActivities();
  const sessions = useRecentSessions();
  const loaded = activities.data && sessions.data;
  const rows = loaded ? recentRows(activities.data ?? [], sessions.data ?? [], RECENT_LIST.shown) : [];
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 0.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h2" component="h2">
          Recent Activity
        </Typography>
        <Button component={Link} to={paths.reports} size="small">
          View All
        </Button>
      </CardContent>
      {activities.isError || sessions.isError ? (
        <Box sx={{ mx: 2, mb: 2 }}>
          <Notice tone="error">Failed to fetch activities</Notice>
        </Box>
      ) : null}
      {!loaded && !activities.isError && !sessions.isError ? (
        <Box role="status" aria-label="Loading recent activity" sx={{ px: 2, pb: 2 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={44} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : null}
      {loaded && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          No activities yet. Start tracking your gambling expenses!
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <ActivityRowList labelledBy={headingId} rows={rows} onOpen={(row) => (row.kind === 'activity' ? onOpenActivity(row.activity) : onOpenSession(row.session))} />
      ) : null}
    </Card>
  );
}
