import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import RacingIcon from '@mui/icons-material/EmojiEventsOutlined';
import SportsIcon from '@mui/icons-material/SportsSoccerOutlined';
import LotteryIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import PokiesIcon from '@mui/icons-material/Casino';
import TablesIcon from '@mui/icons-material/StyleOutlined';
import { StatusTag, formatActivityDate, formatSignedMoney } from '@tally/ui';
import type { ActivityRow } from '../activity-rows';

/** Props of {@link ActivityRowList}. */
export interface ActivityRowListProps {
  /** id of the heading that names the list. */
  labelledBy: string;
  rows: readonly ActivityRow[];
  onOpen: (row: ActivityRow) => void;
}

/** Rows of activities and sessions; each row is one button that opens its detail. */
export function ActivityRowList({ labelledBy, rows, onOpen }: ActivityRowListProps) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
      {rows.map((row) => (
        <li key={`${row.kind}-${row.id}`}>
          <Button
            color="inherit"
            onClick={() => onOpen(row)}
            sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, textAlign: 'left', textTransform: 'none', fontWeight: 400, borderRadius: 0 }}
          >
            <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
              {rowIcon(row)}
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              {/* The title wraps to two lines before it gives way (ellipsis) to its tag, so a race's or a
                  match's key parts and "Pending" both stay in sight on a phone. */}
              <Typography component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, minWidth: 0 }}>
                <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' }}>
                  {row.title}
                </Box>
                <Box component="span" sx={{ flexShrink: 0 }}>
                  {row.outcome === 'pending' ? <StatusTag>Pending</StatusTag> : null}
                  {row.outcome === 'active' ? <StatusTag tone="primary">Active</StatusTag> : null}
                </Box>
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {row.category} · {formatActivityDate(row.at)}
                {row.kind === 'activity' && row.aiLabel ? <StatusTag tone="primary">{row.aiLabel}</StatusTag> : null}
              </Typography>
            </Box>
            <RowAmount row={row} />
          </Button>
        </li>
      ))}
    </Box>
  );
}

function rowIcon(row: ActivityRow): ReactNode {
  if (row.kind === 'session') return row.session.type === 'slot' ? <PokiesIcon /> : <TablesIcon />;
  if (row.activity.type === 'lottery') return <LotteryIcon />;
  return row.activity.subtype === 'Racing' ? <RacingIcon /> : <SportsIcon />;
}

/**
 * The row's net with its sign, as Reports shows it: a pending stake or an active session's deposits
 * are money out so far (-$9.60, in the plain text colour while undecided); results carry their colour.
 */
function RowAmount({ row }: { row: ActivityRow }) {
  const settled = row.outcome !== 'pending' && row.outcome !== 'active';
  const colour = !settled ? 'text.primary' : row.amount > 0 ? 'secondary.main' : row.amount < 0 ? 'error.main' : 'text.secondary';
  return (
    <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: colour, whiteSpace: 'nowrap' }}>
      {formatSignedMoney(row.amount, 2)}
    </Typography>
  );
}
