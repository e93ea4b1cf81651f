import { useId } from 'react';
import { Box } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { InsightTimeFrame } from '@tally/contracts';
import { fieldControlSx, fieldLabelSx } from '@tally/ui';

/** The spec's Analysis Period choices, in its order (the contracts' list is a zod module: kept out of the page's bundle). */
export const PERIOD_LABELS: Record<InsightTimeFrame, string> = { week: 'This Week', month: 'This Month', year: 'This Year', all: 'All Time' };
const FRAMES = Object.keys(PERIOD_LABELS) as InsightTimeFrame[];

/**
 * The Analysis Period: a labelled native select (the phone's own picker) that always has a period,
 * so unlike the shared SelectInput it offers no empty "choose one" option.
 */
export function AnalysisPeriodSelect({ value, onChange, disabled }: { value: InsightTimeFrame; onChange: (value: InsightTimeFrame) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={fieldLabelSx(false)}>
        Analysis Period
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="select"
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event: { target: { value: string } }) => onChange(event.target.value as InsightTimeFrame)}
          sx={{ ...fieldControlSx(false), appearance: 'none', cursor: 'pointer', pr: 5 }}
        >
          {FRAMES.map((frame) => (
            <option key={frame} value={frame}>
              {PERIOD_LABELS[frame]}
            </option>
          ))}
        </Box>
        <ArrowDropDownIcon sx={{ position: 'absolute', right: 10, top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: 'text.secondary' }} />
      </Box>
    </Box>
  );
}
