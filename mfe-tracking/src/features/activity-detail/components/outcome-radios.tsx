import { useId } from 'react';
import { Box } from '@mui/material';

export interface OutcomeRadiosProps {
  name: string;
  /** true for Win, false for Loss, undefined while neither is chosen. */
  value: boolean | undefined;
  onChange: (isWin: boolean) => void;
  onBlur: () => void;
  error?: string;
}

const OPTIONS = [
  { label: 'Win', isWin: true },
  { label: 'Loss', isWin: false },
] as const;

/**
 * Win or Loss as two large native radio buttons in a labelled group: one tap each on a phone,
 * arrow keys between them, and the error tied to the group.
 */
export function OutcomeRadios({ name, value, onChange, onBlur, error }: OutcomeRadiosProps) {
  const id = useId();
  const invalid = Boolean(error);
  const errorId = error ? `${id}-error` : undefined;
  return (
    // A radiogroup (a fieldset is only a group, which takes no aria-invalid), named by its legend.
    <Box component="fieldset" role="radiogroup" aria-labelledby={`${id}-legend`} aria-invalid={invalid} aria-describedby={errorId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" id={`${id}-legend`} sx={{ p: 0, mb: 0.75, typography: 'body2', fontWeight: 600, color: invalid ? 'error.main' : 'text.primary' }}>
        Result
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {OPTIONS.map((option) => {
          const checked = value === option.isWin;
          return (
            <Box
              key={option.label}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                minHeight: 48,
                px: 1.5,
                borderRadius: 1,
                border: checked ? 2 : 1,
                borderColor: invalid ? 'error.main' : checked ? 'primary.main' : '#6b7280',
                bgcolor: checked ? '#f0fdfa' : 'background.paper',
                fontWeight: 600,
                cursor: 'pointer',
                '&:focus-within': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                checked={checked}
                aria-invalid={invalid}
                aria-describedby={errorId}
                onChange={() => onChange(option.isWin)}
                onBlur={onBlur}
                sx={{ m: 0, width: 20, height: 20, accentColor: '#0f766e' }}
              />
              {option.label}
            </Box>
          );
        })}
      </Box>
      {error ? (
        <Box component="span" id={errorId} sx={{ mt: 0.5, typography: 'caption', display: 'block', color: 'error.main' }}>
          {error}
        </Box>
      ) : null}
    </Box>
  );
}
