import { useId } from 'react';
import { Box } from '@mui/material';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** Props of {@link ChoiceTiles}. */
export interface ChoiceTilesProps<T extends string> {
  /** The group's visible label and accessible name. */
  label: string;
  options: readonly T[];
  /** '' when nothing is chosen yet. */
  value: T | '';
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * A few options as large radio tiles side by side: one tap on a phone where a select takes three,
 * and a real radio group (named by its visible label, arrow keys move the choice) for assistive
 * technology. Shared by the wagering and lottery dialogs.
 */
export function ChoiceTiles<T extends string>({ label, options, value, onChange, onBlur, error }: ChoiceTilesProps<T>) {
  const labelId = useId();
  const errorId = useId();
  const invalid = Boolean(error);
  return (
    <Box>
      <Box id={labelId} sx={{ mb: 0.75, typography: 'body2', fontWeight: 600, color: invalid ? 'error.main' : 'text.primary' }}>
        {label}
      </Box>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={invalid ? errorId : undefined}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(_event, next) => onChange(next as T)}
        onBlur={onBlur}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${options.length}, 1fr)`, gap: 1 }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            label={option}
            control={<Radio size="small" />}
            sx={{
              m: 0,
              minHeight: 48,
              pr: 1.5,
              border: 1,
              borderRadius: 1,
              borderColor: value === option ? 'primary.main' : invalid ? 'error.main' : '#6b7280',
              bgcolor: value === option ? 'primary.light' : 'background.paper',
              boxShadow: (theme) => (value === option ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
              // One weight chosen or not: a bolder label is wider, and 'Sports Betting' wrapped to two lines under the thumb.
              '& .MuiFormControlLabel-label': { fontWeight: 500, lineHeight: 1.25 },
            }}
          />
        ))}
      </RadioGroup>
      {/* Always there, like the other fields' hint line: the form keeps its rhythm and does not move when an error shows. */}
      <Box component="span" id={errorId} sx={{ mt: 0.5, minHeight: '1.66em', typography: 'caption', display: 'block', color: 'error.main' }}>
        {error}
      </Box>
    </Box>
  );
}
