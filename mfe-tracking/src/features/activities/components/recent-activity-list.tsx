import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RECENT_LIST, type Activity } from '@tally/contracts';
import { formatActivityDate, formatMoney } from '@tally/ui';
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
      {isPending ? <Skeleton variant="rounded" height={120} sx={{ mx: 2, mb: 2 }} /> : null}
      {isError ? (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          Failed to fetch activities
        </Alert>
      ) : null}
      {activities && activities.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          No activities yet. Start tracking your gambling expenses!
        </Typography>
      ) : null}
      {activities && activities.length > 0 ? (
        <List aria-labelledby={headingId} sx={{ pt: 0 }}>
          {activities.slice(0, RECENT_LIST.shown).map((activity, index, shown) => (
            <ListItem key={activity.id} divider={index < shown.length - 1} secondaryAction={<Amount activity={activity} />}>
              <ListItemText
                primary={
                  <>
                    {activityName(activity)}
                    {!activity.isCompleted ? <Chip label="Pending" size="small" color="warning" variant="outlined" sx={{ ml: 1, height: 20 }} /> : null}
                  </>
                }
                secondary={formatActivityDate(activity.createdAt)}
              />
            </ListItem>
          ))}
        </List>
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
