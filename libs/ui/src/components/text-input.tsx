import { useId, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';

/** Props of {@link TextInput}. */
export interface TextInputProps {
  /** Visible label; it is also the field's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Validation message; marks the field invalid when set. */
  error?: string;
  /** A hint shown under the field when there is no error. */
  helperText?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'number';
  name?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email';
  /** Text before the value, e.g. "$". */
  prefix?: string;
  step?: string;
  min?: string;
  disabled?: boolean;
}

/**
 * An outlined text field with a real <label>. It is TextField without the select machinery
 * (Menu, Popover, Modal), which TextField always bundles: about 20 KB gzip less on first load.
 */
export function TextInput({ label, value, onChange, onBlur, error, helperText, type = 'text', name, autoComplete, inputMode, prefix, step, min, disabled }: TextInputProps) {
  const id = useId();
  const helper = error ?? helperText;
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        name={name}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        startAdornment={prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined}
        inputProps={{ inputMode, step, min, 'aria-describedby': helper ? helperId : undefined, 'aria-invalid': Boolean(error) }}
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
