import { Box, Button, Stack, Typography } from '@mui/material';
import { HELPLINES, telHref } from '@tally/contracts';
import { HelplineContact, SectionCard } from '@tally/ui';
import { HELP_CONTENT } from '../../../reference/help-content.generated';
import { numberSources, SectionSources, SourceMarks } from '../../../components/section-sources';

const line = (id: string) => {
  const found = HELPLINES.find((l) => l.id === id);
  if (!found) throw new Error(`No helpline ${id}`);
  return found;
};

/** Additional resources (spec section 2): a crisis line, the debt helpline, BetStop, family support. */
export function ResourcesSection() {
  const betStop = HELP_CONTENT.betStop;
  const lines = [
    { title: 'In crisis', line: line('lifeline') },
    { title: 'Money worries', line: line('national-debt-helpline') },
    { title: 'Family and friends', line: line('family-and-friends') },
  ];
  const sources = numberSources([...lines.map(({ line }) => line.sources), betStop.sources]);
  return (
    <SectionCard title="Additional resources">
      <Stack spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map(({ title, line }) => (
          <li key={line.id}>
            <Typography variant="overline" component="p" color="text.secondary">
              {title}
            </Typography>
            <HelplineContact line={line} showDescription />
          </li>
        ))}
        <li>
          <Typography variant="overline" component="p" color="text.secondary">
            National self-exclusion
          </Typography>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {betStop.name}
          </Typography>
          <Typography variant="body2">
            {betStop.cost}. Block yourself from every licensed Australian online and phone betting provider for {betStop.minimum.toLowerCase()} up to{' '}
            {betStop.maximum.toLowerCase()}. {betStop.periodNote}
            <SourceMarks numbers={sources.numbersOf(betStop.sources)} />
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 1 }}>
            {betStop.whileRegistered.map((rule) => (
              <Typography component="li" variant="body2" key={rule}>
                {rule}
              </Typography>
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              href={betStop.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Register with BetStop (opens in a new tab)"
              sx={{ minHeight: 44 }}
            >
              Register with BetStop
            </Button>
            <Button variant="outlined" href={telHref(betStop.phone)} aria-label={`Call ${betStop.phone}: BetStop`} sx={{ minHeight: 44 }}>
              Call {betStop.phone}
            </Button>
          </Box>
        </li>
      </Stack>
      <SectionSources sources={sources} />
    </SectionCard>
  );
}
