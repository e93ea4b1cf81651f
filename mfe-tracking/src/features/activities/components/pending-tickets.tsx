import { useId } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { RECENT_LIST, type Activity } from '@tally/contracts';
import { useRecentActivities } from '../api/get-recent-activities';
import { pendingRows } from '../activity-rows';
import { ActivityRowList } from './activity-row-list';

/**
 * Pending Tickets (spec section 2): wagers and tickets still awaiting a result, at most five; a row
 * opens the detail dialog to record the result. Shown only when there is one.
 */
export function PendingTickets({ onOpen }: { onOpen: (activity: Activity) => void }) {
  const headingId = useId();
  const { data: activities } = useRecentActivities();
  const rows = pendingRows(activities ?? [], RECENT_LIST.shown);
  if (rows.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 0.5 }}>
        <Typography id={headingId} variant="h2" component="h2">
          Pending Tickets
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Tap a ticket to record its result.
        </Typography>
      </CardContent>
      <ActivityRowList labelledBy={headingId} rows={rows} onOpen={(row) => row.kind === 'activity' && onOpen(row.activity)} />
    </Card>
  );
}
