import { useId } from 'react';
import { Box } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { fieldControlSx, fieldLabelSx } from '@tally/ui';

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

/**
 * A labelled native select that always holds a choice (the shared SelectInput starts empty, for
 * forms). Native, so the phone's own picker opens and keyboards and screen readers work as is.
 */
export function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={fieldLabelSx(false)}>
        {label}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="select"
          id={id}
          value={value}
          onChange={(event: { target: { value: string } }) => {
            const next = options.find((option) => option === event.target.value);
            if (next) onChange(next);
          }}
          sx={{ ...fieldControlSx(false), appearance: 'none', cursor: 'pointer', pr: 5 }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Box>
        <ArrowDropDownIcon sx={{ position: 'absolute', right: 10, top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: 'text.secondary' }} />
      </Box>
    </Box>
  );
}
