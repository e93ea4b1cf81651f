import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import WageringIcon from '@mui/icons-material/EmojiEventsOutlined';
import LotteryIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import PokiesIcon from '@mui/icons-material/Casino';
import TablesIcon from '@mui/icons-material/StyleOutlined';
import { SectionCard } from '@tally/ui';

/** What a Track New Activity card opens. */
export type TrackKind = 'wagering' | 'lottery' | 'slot' | 'table';

/** The four cards of spec section 2, with their labels and descriptions. */
const CARDS: ReadonlyArray<{ kind: TrackKind; label: string; description: string; icon: ReactNode }> = [
  { kind: 'wagering', label: 'Wagering', description: 'Sports, Racing', icon: <WageringIcon /> },
  { kind: 'lottery', label: 'Lotteries', description: 'Draws, Instant Win', icon: <LotteryIcon /> },
  { kind: 'slot', label: 'Pokies', description: 'Start Session', icon: <PokiesIcon /> },
  { kind: 'table', label: 'Tables', description: 'Poker, Blackjack', icon: <TablesIcon /> },
];

/** Props of {@link TrackNewActivity}. */
export interface TrackNewActivityProps {
  onChoose: (kind: TrackKind) => void;
  /** The person is about to choose (pointer over or focus on a card): load its dialog now. */
  onPreload: (kind: TrackKind) => void;
}

/** Track New Activity: four large buttons, two by two on a phone, four across on larger screens. */
export function TrackNewActivity({ onChoose, onPreload }: TrackNewActivityProps) {
  return (
    <SectionCard title="Track New Activity">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        {CARDS.map(({ kind, label, description, icon }) => (
          <Button
            key={kind}
            onClick={() => onChoose(kind)}
            onPointerEnter={() => onPreload(kind)}
            onFocus={() => onPreload(kind)}
            onTouchStart={() => onPreload(kind)}
            variant="outlined"
            color="inherit"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: 0.5,
              p: 1.5,
              minHeight: 96,
              textAlign: 'left',
              borderRadius: 2,
              borderColor: 'divider',
              textTransform: 'none',
              justifyContent: 'flex-start',
            }}
          >
            <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
              {icon}
            </Box>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Button>
        ))}
      </Box>
    </SectionCard>
  );
}
