import { useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { RECENT_LIST, type Activity } from '@tally/contracts';
import { formatActivityDate, formatMoney, Notice, PlainList, PlainListItem, StatusTag } from '@tally/ui';
import { useRecentActivities } from '../api/get-recent-activities';

/** What a row is called: the description when there is one, else the subtype ("Racing"). */
function activityName(activity: Activity): string {
  return activity.description?.trim() || activity.subtype;
}

/** "Recent Activity": the last five activities as a list, or the spec's empty text. */
export function RecentActivityList() {
  const headingId = useId();
  const { data: activities, isPending, isError } = useRecentActivities();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={headingId} variant="h2" component="h2">
          Recent Activity
        </Typography>
      </CardContent>
      {isPending ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          Loading recent activity…
        </Typography>
      ) : null}
      {isError ? (
        <Box sx={{ mx: 2, mb: 2 }}>
          <Notice tone="error">Failed to fetch activities</Notice>
        </Box>
      ) : null}
      {activities && activities.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          No activities yet. Start tracking your gambling expenses!
        </Typography>
      ) : null}
      {activities && activities.length > 0 ? (
        <PlainList labelledBy={headingId}>
          {activities.slice(0, RECENT_LIST.shown).map((activity) => (
            <PlainListItem
              key={activity.id}
              primary={
                <>
                  {activityName(activity)}
                  {!activity.isCompleted ? <StatusTag>Pending</StatusTag> : null}
                </>
              }
              secondary={formatActivityDate(activity.createdAt)}
              trailing={<Amount activity={activity} />}
            />
          ))}
        </PlainList>
      ) : null}
    </Card>
  );
}

function Amount({ activity }: { activity: Activity }) {
  return (
    <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(activity.amount)}
    </Typography>
  );
}
