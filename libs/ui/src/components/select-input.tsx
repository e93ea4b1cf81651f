import { useId } from 'react';
import { Box } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { fieldControlSx, fieldHelperSx, fieldLabelSx } from './field-styles';

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
 * A labelled native <select>. Native on purpose: the phone's own picker is the most usable one and
 * it is accessible as is (and light: see field-styles.ts).
 */
export function SelectInput({ label, value, onChange, onBlur, options, placeholder = 'Choose one', error, disabled }: SelectInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const invalid = Boolean(error);
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={fieldLabelSx(invalid)}>
        {label}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="select"
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={error ? helperId : undefined}
          onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
          onBlur={onBlur}
          sx={{ ...fieldControlSx(invalid), appearance: 'none', cursor: 'pointer', pr: 5 }}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Box>
        <ArrowDropDownIcon sx={{ position: 'absolute', right: 10, top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: 'text.secondary' }} />
      </Box>
      {error ? (
        <Box component="span" id={helperId} sx={fieldHelperSx(invalid)}>
          {error}
        </Box>
      ) : null}
    </Box>
  );
}
