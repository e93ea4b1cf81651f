import type { ReactNode } from 'react';
import { Controller, useWatch, type Control, type ControllerFieldState, type ControllerRenderProps } from 'react-hook-form';
import { Box, Stack } from '@mui/material';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { BET_TYPES, RACING_SUBTYPES, type BetType } from '@tally/contracts';
import { TextInput } from '@tally/ui';
import { ChoiceTiles } from '../../../components/choice-tiles';
import { BET_TYPE_HINTS } from '../reference/racing-reference';
import { isBoxableBet, isSingleRunnerBet, takesSelections } from '../utils/bet-type-rules';
import { normaliseRaceTime } from '../utils/race-time';
import type { WagerFormOutput, WagerFormValues } from '../utils/wager-form';
import { withCheckHint, checkHint, type ScannedFields } from '../../scan';
import { FieldFrame } from './field-frame';
import { RacetrackInput } from './racetrack-input';

// Two columns from tablet width up; one on phones, where a message beside another field would wrap
// onto a second line and push the form down.
const pairSx = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1.5 } as const;

/** A text field's value, handlers and error from react-hook-form, for TextInput (which takes no ref). */
function bind<N extends 'raceNumber' | 'horseNumber' | 'horseSelections'>(field: ControllerRenderProps<WagerFormValues, N>, fieldState: ControllerFieldState) {
  return { value: field.value, onChange: field.onChange, onBlur: field.onBlur, error: fieldState.error?.message };
}

/**
 * The racing part of Log Wagering: race type, track, date, time and number, bet type, then the
 * runner fields the bet type takes (Horse # for Win, Place and Each Way; selections otherwise;
 * Boxed for Exacta, Trifecta and First 4: spec section 5).
 */
export function RacingFields({ control, scanned = {} }: { control: Control<WagerFormValues, unknown, WagerFormOutput>; scanned?: ScannedFields<keyof WagerFormValues> }) {
  const [raceType, betType] = useWatch({ control, name: ['racingSubtype', 'betType'] });
  /** A field's hint, or "Check this" while it holds an unsure scanned value. */
  const hint = (name: keyof WagerFormValues, value: string, usual?: ReactNode) => withCheckHint(checkHint(scanned[name], value), usual);
  return (
    <Stack spacing={1.5}>
      <Controller
        control={control}
        name="racingSubtype"
        render={({ field }) => <ChoiceTiles label="Race type" options={RACING_SUBTYPES} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
      />
      <Controller
        control={control}
        name="racetrack"
        render={({ field, fieldState }) => (
          <RacetrackInput
            raceType={raceType}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            hint={hint('racetrack', field.value, 'Type to search, or enter any venue')}
          />
        )}
      />
      <Box sx={pairSx}>
        <Controller
          control={control}
          name="raceDate"
          render={({ field, fieldState }) => (
            <FieldFrame label="Race date" error={fieldState.error?.message} hint={hint('raceDate', field.value)}>
              {(props) => (
                <Box
                  component="input"
                  {...props}
                  type="date"
                  value={field.value}
                  onChange={(event: { target: { value: string } }) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                />
              )}
            </FieldFrame>
          )}
        />
        <Controller
          control={control}
          name="raceTime"
          render={({ field, fieldState }) => (
            <TextInput
              label="Race time"
              inputMode="numeric"
              autoComplete="off"
              helperText={hint('raceTime', field.value, '24-hour, e.g. 14:30')}
              value={field.value}
              onChange={field.onChange}
              // "1430" becomes "14:30" on leaving the field, so the person sees what will be saved.
              onBlur={() => {
                field.onChange(normaliseRaceTime(field.value));
                field.onBlur();
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="raceNumber"
          render={({ field, fieldState }) => (
            <TextInput label="Race number" inputMode="numeric" autoComplete="off" helperText={hint('raceNumber', field.value, '1 to 20')} {...bind(field, fieldState)} />
          )}
        />
        <Controller
          control={control}
          name="betType"
          render={({ field, fieldState }) => (
            <FieldFrame
              label="Bet type"
              error={fieldState.error?.message}
              hint={hint('betType', field.value, field.value ? BET_TYPE_HINTS[field.value as BetType] : 'Choose one to see what it means')}
            >
              {(props) => (
                <Box sx={{ position: 'relative' }}>
                  <Box
                    component="select"
                    {...props}
                    sx={{ ...props.sx, appearance: 'none', cursor: 'pointer', pr: 5 }}
                    value={field.value}
                    onChange={(event: { target: { value: string } }) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  >
                    <option value="">Choose one</option>
                    {BET_TYPES.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </Box>
                  <ArrowDropDownIcon sx={{ position: 'absolute', right: 10, top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: 'text.secondary' }} />
                </Box>
              )}
            </FieldFrame>
          )}
        />
      </Box>
      {isSingleRunnerBet(betType) ? (
        <Box sx={pairSx}>
          <Controller
            control={control}
            name="horseNumber"
            render={({ field, fieldState }) => (
              <TextInput
                label="Horse #"
                inputMode="numeric"
                autoComplete="off"
                helperText={hint('horseNumber', field.value, "The runner's number, 1 to 99")}
                {...bind(field, fieldState)}
              />
            )}
          />
        </Box>
      ) : null}
      {takesSelections(betType) ? (
        <Controller
          control={control}
          name="horseSelections"
          render={({ field, fieldState }) => (
            <TextInput
              label="Horse selections"
              autoComplete="off"
              helperText={hint('horseSelections', field.value, 'Runner numbers, e.g. 3, 5, 8')}
              {...bind(field, fieldState)}
            />
          )}
        />
      ) : null}
      {isBoxableBet(betType) ? (
        <Controller
          control={control}
          name="isBoxed"
          render={({ field }) => (
            <FormControlLabel
              label="Boxed (any finishing order)"
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
              sx={{ mt: -1, minHeight: 48, alignSelf: 'flex-start' }}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
