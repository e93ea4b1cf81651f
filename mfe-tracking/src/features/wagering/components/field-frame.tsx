import { useId, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material';

/** What a native control inside {@link FieldFrame} spreads onto itself: its id, error state, hint link and look. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  sx: Record<string, unknown>;
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  /** Visible label; it is also the control's accessible name. */
  label: string;
  /** Shown under the control when there is no error. */
  hint?: ReactNode;
  error?: string;
  /** Renders the native control (an <input> with a datalist, a date input, a <select>). */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled native control that @tally/ui's TextInput and SelectInput cannot be (a datalist, a
 * date input, a select with a hint), drawn the same way: label above, the error or hint under it.
 * The line under the control is always there, so an error appearing does not move the form.
 */
export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const invalid = Boolean(error);
  const helper = error ?? hint;
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'block', mb: 0.75, typography: 'body2', fontWeight: 600, color: invalid ? 'error.main' : 'text.primary' }}>
        {label}
      </Box>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': helper ? helperId : undefined, sx: controlSx(invalid) })}
      <Box component="span" id={helperId} sx={{ mt: 0.5, minHeight: '1.66em', typography: 'caption', display: 'block', color: invalid ? 'error.main' : 'text.secondary' }}>
        {helper}
      </Box>
    </Box>
  );
}

// The look of @tally/ui's native fields (its field-styles.ts, which the library does not export):
// 48px tall, 16px text so phones do not zoom, a border at 4.8:1 against white.
function controlSx(invalid: boolean): Record<string, unknown> {
  return {
    width: '100%',
    minHeight: 48,
    px: 1.75,
    font: 'inherit',
    fontSize: '1rem',
    color: 'text.primary',
    bgcolor: 'background.paper',
    border: 1,
    borderColor: invalid ? 'error.main' : '#6b7280',
    borderRadius: 1,
    outline: 'none',
    '&:hover:not(:disabled)': { borderColor: invalid ? 'error.main' : 'text.primary' },
    '&:focus-visible, &:focus': {
      borderColor: invalid ? 'error.main' : 'primary.main',
      boxShadow: (theme: Theme) => `0 0 0 2px ${invalid ? theme.palette.error.main : theme.palette.primary.main}`,
    },
  };
}
