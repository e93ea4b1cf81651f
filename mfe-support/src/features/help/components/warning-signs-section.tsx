import { Link } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { SectionCard } from '@tally/ui';
import { HELP_CONTENT } from '../../../reference/help-content.generated';
import { numberSources, SectionSources, SourceMarks } from '../../../components/section-sources';

const sources = numberSources(HELP_CONTENT.warningSigns.map((sign) => sign.sources));

/** The eight warning signs (spec section 2), and the way to the PGSI self-check. */
export function WarningSignsSection() {
  return (
    <SectionCard title="Warning signs">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Any of these can mean gambling is starting to cost more than money:
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0 }}>
        {HELP_CONTENT.warningSigns.map((sign) => (
          <Box component="li" key={sign.id} sx={{ mb: 1 }}>
            <Typography variant="body2">
              {sign.sign}
              <SourceMarks numbers={sources.numbersOf(sign.sources)} />
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5, mb: 1 }}>
        Want to see where you stand? The nine-question self-check takes about two minutes, and you can see how your answers change over time.
      </Typography>
      <Button component={Link} to="self-check" variant="outlined" sx={{ minHeight: 44 }}>
        Take the self-check
      </Button>
      <SectionSources sources={sources} />
    </SectionCard>
  );
}
