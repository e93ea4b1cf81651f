import { useState, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import RacingIcon from '@mui/icons-material/EmojiEventsOutlined';
import SportsIcon from '@mui/icons-material/SportsSoccerOutlined';
import LotteryIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import PokiesIcon from '@mui/icons-material/Casino';
import TablesIcon from '@mui/icons-material/StyleOutlined';
import type { Theme } from '@mui/material';
import { formatActivityDate, formatSignedMoney } from '@tally/ui';
import type { ReportCategory, ReportEntry } from '@tally/ui/export';

/** Rows shown at first and added by each "Show more": a year can hold thousands. */
const ROWS_PER_STEP = 20;

/** Props of {@link ActivityDetails}. */
export interface ActivityDetailsProps {
  labelledBy: string;
  entries: readonly ReportEntry[];
  timeZone: string;
  /** Opens a wager's or ticket's detail dialog. */
  onOpenActivity: (activityId: string) => void;
  /** Opens a pokies or table session's detail dialog (deposits or buy-ins, duration, result). */
  onOpenSession: (sessionId: string) => void;
  /** A row was pointed at or focused: the dialog may be needed soon. */
  onIntent: () => void;
}

/**
 * Activity Details (spec section 2): icon, name, date like 'MMM d, h:mm a' and the signed net per
 * row, with the AI check's badge; every row is a button that opens its detail dialog (a session's shows its
 * deposits or buy-ins, duration and result). Long lists show 20 rows at a time.
 *
 * Rows are plain elements styled once by the list (class names below), not MUI components with
 * their own styles: a page of MUI rows cost the reports page most of its main-thread time on a phone.
 */
export function ActivityDetails({ labelledBy, entries, timeZone, onOpenActivity, onOpenSession, onIntent }: ActivityDetailsProps) {
  const [shown, setShown] = useState(ROWS_PER_STEP);
  const visible = entries.slice(0, shown);
  return (
    <>
      <Box component="ul" aria-labelledby={labelledBy} onPointerOver={onIntent} onFocus={onIntent} sx={listSx}>
        {visible.map((entry) => (
          <li key={`${entry.kind}-${entry.id}`}>
            <button type="button" className="row" onClick={() => (entry.kind === 'activity' ? onOpenActivity(entry.id) : onOpenSession(entry.id))}>
              <RowContent entry={entry} timeZone={timeZone} />
            </button>
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

function RowContent({ entry, timeZone }: { entry: ReportEntry; timeZone: string }) {
  const net = Number(entry.net);
  const settled = entry.status !== 'Pending' && entry.status !== 'Active';
  const tone = !settled ? '' : net > 0 ? ' gain' : net < 0 ? ' loss' : ' even';
  return (
    <>
      <span className="icon" aria-hidden>
        {ICONS[entry.category]}
      </span>
      <span className="text">
        <span className="title">
          <span className="name">{entry.title}</span>
          {entry.status === 'Pending' ? <span className="tag warning">Pending</span> : null}
          {entry.status === 'Active' ? <span className="tag">Active</span> : null}
        </span>
        <span className="meta">
          {entry.category} · {formatActivityDate(entry.at, timeZone)}
          {entry.aiBadge ? <span className="tag">{entry.aiBadge}</span> : null}
        </span>
      </span>
      <span className={`net${tone}`}>{formatSignedMoney(entry.net, 2)}</span>
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

// The look of home's activity rows (mfe-tracking), written once for the whole list.
const listSx = (theme: Theme) =>
  ({
    listStyle: 'none',
    m: 0,
    p: 0,
    '& > li + li': { borderTop: 1, borderColor: 'divider' },
    '& .row': {
      width: '100%',
      display: 'flex',
      alignItems: 'center',
      gap: 1.5,
      px: 1,
      py: 1.25,
      textAlign: 'left',
      font: 'inherit',
      color: 'text.primary',
      bgcolor: 'transparent',
      border: 0,
      borderRadius: 0,
    },
    '& button.row': { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } },
    '& button.row:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '& .icon': { display: 'flex', color: 'primary.main' },
    '& .text': { flexGrow: 1, minWidth: 0 },
    '& .title': { display: 'flex', alignItems: 'center', fontWeight: 600, minWidth: 0 },
    // Up to two lines before the title gives way: 'South Sydney Rabbitohs v …' was cut to 'South Syd…' on a phone.
    '& .name': { minWidth: 0, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' },
    '& .meta': { display: 'block', typography: 'body2', color: 'text.secondary' },
    '& .tag': {
      display: 'inline-block',
      flexShrink: 0,
      ml: 1,
      px: 0.75,
      borderRadius: 10,
      border: '1px solid #115e59',
      color: '#115e59',
      fontSize: '0.75rem',
      fontWeight: 600,
      lineHeight: '18px',
      verticalAlign: 'middle',
    },
    '& .tag.warning': { borderColor: '#92400e', color: '#92400e' },
    '& .net': { fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    '& .net.gain': { color: 'secondary.main' },
    '& .net.loss': { color: 'error.main' },
    '& .net.even': { color: 'text.secondary' },
  }) as const;
