import { useId, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { fieldControlSx, fieldHelperSx, fieldLabelSx } from '@tally/ui';

/** What a native control inside {@link FieldFrame} spreads onto itself: its id, error state, hint link and look. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  sx: ReturnType<typeof fieldControlSx>;
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
      <Box component="label" htmlFor={id} sx={fieldLabelSx(invalid)}>
        {label}
      </Box>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': helper ? helperId : undefined, sx: fieldControlSx(invalid) })}
      <Box component="span" id={helperId} sx={{ ...fieldHelperSx(invalid), minHeight: '1.66em' }}>
        {helper}
      </Box>
    </Box>
  );
}
