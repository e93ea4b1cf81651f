import { useId } from 'react';
import { Link } from 'react-router';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import type { LimitStatusResponse, User } from '@tally/contracts';
import { queryKeys } from '@tally/ui';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { useLimitStatus } from '../api/get-limit-status';
import { limitLine, pendingLine, streakLine, type LimitLine } from '../limit-lines';

const BAR_COLOR = { ok: 'primary', approaching: 'warning', exceeded: 'error' } as const;

/**
 * The person's own limits at the top of Home: what is left of each today, this week and this month (alerts' own
 * counted spend, the figures its alerts use), a raise waiting out its 24 hours, and days in a row within them. With
 * no limit, a quiet 'Set a limit' link. Nothing shows when the read fails: Home's other cards still do their job.
 */
export function LimitsAtAGlance() {
  const { data, isPending } = useLimitStatus();
  const user = useQueryClient().getQueryData<User | null>(queryKeys.user);
  const heightKey = `${HEIGHT_KEY}.${user?.id ?? ''}`;
  // Until the answer comes, hold the room the card took last time in this tab, so nothing below it moves.
  if (isPending) {
    const last = readHeight(heightKey);
    return <Skeleton variant="rounded" height={last ?? 24} aria-hidden sx={last ? undefined : { maxWidth: 240 }} />;
  }
  if (!data) return null;
  const remember = (element: HTMLElement | null) => {
    if (element) writeHeight(heightKey, element.offsetHeight);
  };
  if (data.periods.length === 0 && data.pendingLimitChanges.length === 0) {
    return (
      <Typography ref={remember} variant="body2" color="text.secondary">
        No spending limit yet.{' '}
        <Box component={Link} to={paths.notificationSettings} sx={{ color: 'primary.main', fontWeight: 600 }}>
          Set a limit
        </Box>
      </Typography>
    );
  }
  return (
    <Box ref={remember}>
      <LimitsCard status={data} timeZone={user?.timeZone} />
    </Box>
  );
}

// The card's last height, per person, for this tab only (sessionStorage): a layout hint, nothing about the figures.
const HEIGHT_KEY = 'tally.limitsCardHeight';
function readHeight(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(key));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}
function writeHeight(key: string, height: number): void {
  try {
    if (height > 0) sessionStorage.setItem(key, String(height));
  } catch {
    // Storage refused (private mode): the placeholder stays small.
  }
}

function LimitsCard({ status, timeZone }: { status: LimitStatusResponse; timeZone: string | undefined }) {
  const headingId = useId();
  const streak = streakLine(status.daysWithinLimits);
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={headingId} variant="h2" component="h2">
            Your limits
          </Typography>
          <Button component={Link} to={paths.notificationSettings} size="small">
            Change limits
          </Button>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {status.periods.map((period) => (
            <LimitRow key={period.period} line={limitLine(period)} />
          ))}
        </Box>
        {status.pendingLimitChanges.map((change) => (
          <Typography key={change.period} variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {pendingLine(change, timeZone)}
          </Typography>
        ))}
        {streak ? (
          <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600, color: 'success.dark' }}>
            {streak}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

function LimitRow({ line }: { line: LimitLine }) {
  const labelId = useId();
  return (
    <Box component="li">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={labelId} sx={{ fontWeight: 700, color: line.tone === 'exceeded' ? 'error.main' : undefined }}>
          {line.standing}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {line.spent}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={line.percent}
        color={BAR_COLOR[line.tone]}
        aria-labelledby={labelId}
        aria-valuetext={`${line.label}: ${line.percent}% of the limit spent`}
        sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
