import { useState, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import RacingIcon from '@mui/icons-material/EmojiEventsOutlined';
import SportsIcon from '@mui/icons-material/SportsSoccerOutlined';
import LotteryIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import PokiesIcon from '@mui/icons-material/Casino';
import TablesIcon from '@mui/icons-material/StyleOutlined';
import { StatusTag, formatActivityDate, formatSignedMoney } from '@tally/ui';
import type { ReportCategory, ReportEntry } from '@tally/ui/export';

/** Rows shown at first and added by each "Show more": a year can hold thousands. */
export const ROWS_PER_STEP = 50;

/** Props of {@link ActivityDetails}. */
export interface ActivityDetailsProps {
  labelledBy: string;
  entries: readonly ReportEntry[];
  timeZone: string;
  /** Opens a wager's or ticket's detail dialog; sessions have no dialog here. */
  onOpenActivity: (activityId: string) => void;
  /** A row was pointed at or focused: the dialog may be needed soon. */
  onIntent: () => void;
}

/**
 * Activity Details (spec section 2): icon, name, date like 'MMM d, h:mm a' and the signed net per
 * row, with the AI check's badge; a wager or ticket row is a button that opens its detail dialog.
 * Sessions appear with their net. Long lists show 50 rows at a time.
 */
export function ActivityDetails({ labelledBy, entries, timeZone, onOpenActivity, onIntent }: ActivityDetailsProps) {
  const [shown, setShown] = useState(ROWS_PER_STEP);
  const visible = entries.slice(0, shown);
  return (
    <>
      <Box
        component="ul"
        aria-labelledby={labelledBy}
        onPointerOver={onIntent}
        onFocus={onIntent}
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {visible.map((entry) => (
          <li key={`${entry.kind}-${entry.id}`}>
            {entry.kind === 'activity' ? (
              <Button color="inherit" onClick={() => onOpenActivity(entry.id)} sx={{ ...rowSx, textTransform: 'none', fontWeight: 400, borderRadius: 0 }}>
                <RowContent entry={entry} timeZone={timeZone} />
              </Button>
            ) : (
              <Box sx={rowSx}>
                <RowContent entry={entry} timeZone={timeZone} />
              </Box>
            )}
          </li>
        ))}
      </Box>
      {entries.length > shown ? (
        <Box sx={{ pt: 1.5, textAlign: 'center' }}>
          <Button variant="outlined" onClick={() => setShown((n) => n + ROWS_PER_STEP)}>
            Show more ({entries.length - shown} left)
          </Button>
        </Box>
      ) : null}
    </>
  );
}

const rowSx = { width: '100%', display: 'flex', alignItems: 'center', gap: 1.5, px: 1, py: 1.25, textAlign: 'left' } as const;

function RowContent({ entry, timeZone }: { entry: ReportEntry; timeZone: string }) {
  const net = Number(entry.net);
  const settled = entry.status !== 'Pending' && entry.status !== 'Active';
  const colour = !settled ? 'text.primary' : net > 0 ? 'secondary.main' : net < 0 ? 'error.main' : 'text.secondary';
  return (
    <>
      <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
        {ICONS[entry.category]}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'flex', alignItems: 'center', fontWeight: 600, minWidth: 0 }}>
          <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {entry.title}
          </Box>
          <Box component="span" sx={{ flexShrink: 0 }}>
            {entry.status === 'Pending' ? <StatusTag>Pending</StatusTag> : null}
            {entry.status === 'Active' ? <StatusTag tone="primary">Active</StatusTag> : null}
          </Box>
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {entry.category} · {formatActivityDate(entry.at, timeZone)}
          {entry.aiBadge ? <StatusTag tone="primary">{entry.aiBadge}</StatusTag> : null}
        </Typography>
      </Box>
      <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: colour, whiteSpace: 'nowrap' }}>
        {formatSignedMoney(entry.net, 2)}
      </Typography>
    </>
  );
}

const ICONS: Record<ReportCategory, ReactNode> = {
  Racing: <RacingIcon />,
  'Sports Betting': <SportsIcon />,
  Lottery: <LotteryIcon />,
  Pokies: <PokiesIcon />,
  'Table Games': <TablesIcon />,
};
