import { useId, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { fieldControlSx, fieldHelperSx, fieldLabelSx } from './field-styles';

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

/** A labelled native text field: <label for>, the input, then the error or hint (aria-describedby). */
export function TextInput({ label, value, onChange, onBlur, error, helperText, type = 'text', name, autoComplete, inputMode, prefix, step, min, disabled }: TextInputProps) {
  const id = useId();
  const helper = error ?? helperText;
  const helperId = `${id}-helper`;
  const invalid = Boolean(error);
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={fieldLabelSx(invalid)}>
        {label}
      </Box>
      <Box sx={{ position: 'relative' }}>
        {prefix ? (
          <Box component="span" aria-hidden sx={{ position: 'absolute', left: 14, top: '50%', transform: 'translateY(-50%)', color: 'text.secondary', pointerEvents: 'none' }}>
            {prefix}
          </Box>
        ) : null}
        <Box
          component="input"
          id={id}
          type={type}
          name={name}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          step={step}
          min={min}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={helper ? helperId : undefined}
          onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
          onBlur={onBlur}
          sx={{ ...fieldControlSx(invalid), pl: prefix ? 3.5 : 1.75 }}
        />
      </Box>
      {helper ? (
        <Box component="span" id={helperId} sx={fieldHelperSx(invalid)}>
          {helper}
        </Box>
      ) : null}
    </Box>
  );
}
