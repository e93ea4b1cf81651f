import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

/** Props of {@link SelectInput}. */
export interface SelectInputProps {
  /** Visible label; it is also the select's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly string[];
  /** Text of the empty first option, shown until something is chosen. */
  placeholder?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * A labelled native <select> in the outlined style. Native on purpose: the phone's own picker is the
 * most usable one, it is accessible as is, and it avoids bundling MUI's Menu and Popover.
 */
export function SelectInput({ label, value, onChange, onBlur, options, placeholder = 'Choose one', error, disabled }: SelectInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'aria-describedby': error ? helperId : undefined, 'aria-invalid': Boolean(error) }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
