import { Box, Stack, Typography } from '@mui/material';
import { EMERGENCY, HELPLINES, telHref } from '@tally/contracts';
import { PlainList, SectionCard } from '@tally/ui';
import { PlainLink, TextLink } from '../../statement';

/** Where to go from here: the self-check against the Lower-Risk Gambling Guidelines, and help now (national lines and 000). */
export function HelpLinks() {
  return (
    <SectionCard title="Need help now">
      <Stack spacing={1.5}>
        <Typography>
          If the numbers surprise you, you are not alone, and you do not have to sort it out by yourself.{' '}
          <TextLink to="/education/self-check">Take the Lower-Risk Gambling Guidelines check</TextLink> (nine questions, private), or talk to someone now:
        </Typography>
        <PlainList label="Helplines">
          {HELPLINES.filter((line, i, all) => line.state === 'national' && line.phone && all.findIndex((other) => other.phone === line.phone) === i)
            .slice(0, 3)
            .map((line) => (
              <Box component="li" key={line.id} sx={{ py: 0.75 }}>
                <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <PlainLink href={telHref(line.phone!)}>{line.phone}</PlainLink>
                  {line.hours ? ` · ${line.hours}` : null}
                </Typography>
              </Box>
            ))}
          <Box component="li" sx={{ py: 0.75 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {EMERGENCY.name}: <PlainLink href={telHref(EMERGENCY.phone)}>{EMERGENCY.phone}</PlainLink>
            </Typography>
          </Box>
        </PlainList>
      </Stack>
    </SectionCard>
  );
}
