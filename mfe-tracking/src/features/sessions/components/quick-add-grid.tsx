import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DEPOSIT_PRESETS } from '@tally/contracts';
import { formatMoney } from '@tally/ui';

export interface QuickAddGridProps {
  /** An add is on its way: taps are ignored (not disabled, which would drop the keyboard focus). */
  busy: boolean;
  onAdd: (amount: number) => void;
}

/** The preset amounts (5, 10, 20, 50) as one-tap buttons in a 4-column grid (spec section 5). */
export function QuickAddGrid({ busy, onAdd }: QuickAddGridProps) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        Quick Add
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}>
        {DEPOSIT_PRESETS.map((amount) => {
          const text = formatMoney(amount, 2);
          return (
            <Button
              key={amount}
              variant="outlined"
              onClick={() => (busy ? undefined : onAdd(amount))}
              aria-label={`Add ${text}`}
              startIcon={<AddIcon aria-hidden sx={{ mr: -0.75 }} />}
              sx={{ minHeight: 48, px: 0.5, fontVariantNumeric: 'tabular-nums' }}
            >
              {text}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
