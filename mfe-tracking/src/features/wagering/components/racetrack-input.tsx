import { useId, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { RacingSubtype } from '@tally/contracts';
import { GREYHOUND_VENUES, HORSE_VENUES } from '../reference/racing-reference';
import { FieldFrame } from './field-frame';

/** Props of {@link RacetrackInput}. */
export interface RacetrackInputProps {
  raceType: RacingSubtype;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  /** The line under the field; by default how to use it. */
  hint?: ReactNode;
}

/**
 * The racetrack, typed with suggestions from the venues of the chosen race type. A native
 * <input list> and <datalist>: the browser filters as you type (by name, and by the state and other
 * names shown beside it), it is announced as a combobox, and any other venue can still be typed.
 */
export function RacetrackInput({ raceType, value, onChange, onBlur, error, hint = 'Type to search, or enter any venue' }: RacetrackInputProps) {
  const listId = useId();
  const venues = raceType === 'Greyhounds' ? GREYHOUND_VENUES : HORSE_VENUES;
  return (
    <FieldFrame label="Racetrack" hint={hint} error={error}>
      {(control) => (
        <>
          <Box
            component="input"
            {...control}
            type="text"
            list={listId}
            autoComplete="off"
            value={value}
            onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          <datalist id={listId}>
            {venues.map(([name, hint]) => (
              <option key={name} value={name} label={hint} />
            ))}
          </datalist>
        </>
      )}
    </FieldFrame>
  );
}
