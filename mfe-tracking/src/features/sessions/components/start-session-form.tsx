import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { CreateSessionRequest, type SessionType } from '@tally/contracts';
import { TextInput } from '@tally/ui';
import type { z } from 'zod';
import { focusFirstError } from '../../../lib/focus-first-error';
import { SESSION_KINDS } from '../lib/session-kind';

// The contract's own rule for the venue (optional, trimmed, at most 100 characters).
const VenueSchema = CreateSessionRequest.pick({ venue: true });
type StartSessionInput = z.input<typeof VenueSchema>;
type StartSessionValues = z.output<typeof VenueSchema>;

export interface StartSessionFormProps {
  /** The form's id: the dialog's pinned Start Session button submits it. */
  formId: string;
  type: SessionType;
  onStart: (values: StartSessionValues) => void;
}

/** The start form shown while no session is active: an optional venue. */
export function StartSessionForm({ formId, type, onStart }: StartSessionFormProps) {
  const kind = SESSION_KINDS[type];
  const { control, handleSubmit } = useForm<StartSessionInput, unknown, StartSessionValues>({ resolver: zodResolver(VenueSchema), defaultValues: { venue: '' } });
  return (
    <Stack component="form" id={formId} noValidate spacing={2} onSubmit={handleSubmit(onStart, focusFirstError)}>
      <Typography variant="body2" color="text.secondary">
        Start the session when you start playing. Add each {kind.payment} as you make it, then end the session with what you cash out.
      </Typography>
      <Controller
        control={control}
        name="venue"
        render={({ field, fieldState }) => (
          <TextInput
            label="Venue (optional)"
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            helperText="Where you are playing, e.g. a club or hotel"
            autoComplete="off"
          />
        )}
      />
    </Stack>
  );
}
