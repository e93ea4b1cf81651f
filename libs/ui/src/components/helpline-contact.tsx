import { Box, Button, Stack, Typography } from '@mui/material';
import { smsHref, telHref, type Helpline } from '@tally/contracts';

/** Props of {@link HelplineContact}. */
export interface HelplineContactProps {
  /** A helpline, or 000 (name, phone and description only). */
  line: Pick<Helpline, 'name' | 'phone'> & Partial<Pick<Helpline, 'sms' | 'url' | 'hours' | 'channels' | 'description'>>;
  /** The heading level of the line's name in the page's outline. */
  heading?: 'h2' | 'h3';
  /** Shows the description under the name. */
  showDescription?: boolean;
}

const tapTarget = { minHeight: 44, minWidth: 44 } as const;

/**
 * One support line as people use it on a phone: its name and hours, then one tap to call, text or
 * chat (tel:, sms: and web links, each at least 44 px tall, named by what it shows and then the service).
 */
export function HelplineContact({ line, heading = 'h3', showDescription = false }: HelplineContactProps) {
  const chat = line.url && line.channels?.some((c) => c === 'webchat') ? line.url : null;
  return (
    <Box>
      <Typography component={heading} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {line.name}
      </Typography>
      {line.hours ? (
        <Typography variant="body2" color="text.secondary">
          {line.hours}
        </Typography>
      ) : null}
      {showDescription && line.description ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {line.description}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {line.phone ? (
          <Button variant="contained" href={telHref(line.phone)} aria-label={`Call ${line.phone}: ${line.name}`} sx={tapTarget}>
            Call {line.phone}
          </Button>
        ) : null}
        {line.sms ? (
          <Button variant="outlined" href={smsHref(line.sms)} aria-label={`Text ${line.sms}: ${line.name}`} sx={tapTarget}>
            Text {line.sms}
          </Button>
        ) : null}
        {chat ? (
          <Button variant="outlined" href={chat} target="_blank" rel="noopener noreferrer" aria-label={`Chat online: ${line.name} (opens in a new tab)`} sx={tapTarget}>
            Chat online
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
