import { Controller, useWatch, type Control } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import type { LotteryGame } from '@tally/contracts';
import { TextInput, formatMoney } from '@tally/ui';
import { ChoiceTiles } from '../../../components/choice-tiles';
import { TICKET_RESULTS, type LotteryFormOutput, type LotteryFormValues } from '../utils/lottery-form';

/**
 * What an instant ticket (a scratchie) asks instead of a cost: its fixed price is shown, and it may
 * be logged already checked (spec section 4): Pending, Win (with the amount won) or Loss.
 */
export function InstantTicketFields({ control, game }: { control: Control<LotteryFormValues, unknown, LotteryFormOutput>; game: LotteryGame }) {
  const result = useWatch({ control, name: 'result' });
  return (
    <>
      <Box sx={{ pb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Ticket price
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{formatMoney(game.ticketCost, 2)}</Typography>
      </Box>
      <Controller
        control={control}
        name="result"
        render={({ field }) => <ChoiceTiles label="Result" options={TICKET_RESULTS} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
      />
      {result === 'Win' ? (
        <Controller
          control={control}
          name="wonAmount"
          render={({ field, fieldState }) => (
            <TextInput
              label="Amount won"
              prefix="$"
              inputMode="decimal"
              autoComplete="off"
              helperText="What the ticket paid, e.g. 20"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
    </>
  );
}
