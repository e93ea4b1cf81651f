import { useEffect, useRef } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { HELPLINES, PGSI, type SelfCheck } from '@tally/contracts';
import { HelplineContact } from '@tally/ui';
import { BAND_ADVICE } from '../band-advice';

// Gambling Help by phone, and Gambling Help Online by chat (its phone is the same helpline, so not repeated).
const GAMBLING_HELP = HELPLINES.filter((line) => line.id === 'national-gambling-helpline' || line.id === 'gambling-help-online').map((line) =>
  line.id === 'gambling-help-online' ? { ...line, phone: null } : line,
);

/**
 * A result: the score and band, what the band means, what to do next, and help at hand when it matters.
 * Focus moves to its heading when it appears, so a screen reader reads it next.
 */
export function SelfCheckResult({ check }: { check: SelfCheck }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [check.id]);
  const band = PGSI.bands.find((b) => b.id === check.band);
  const advice = BAND_ADVICE[check.band];
  return (
    <Box component="section" aria-labelledby="self-check-result" sx={{ p: 2, borderRadius: 2, border: 1, borderColor: advice.urgent ? 'warning.main' : 'divider' }}>
      <Typography id="self-check-result" ref={heading} tabIndex={-1} component="h2" variant="h2" sx={{ outline: 'none' }}>
        Your result: {check.score} out of {PGSI.maxScore}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
        {advice.title} ({band?.label})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {band?.meaning}
      </Typography>
      <Typography variant="body1" sx={{ mt: 1.5 }}>
        {advice.next}
      </Typography>
      {advice.urgent ? (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {GAMBLING_HELP.map((line) => (
            <HelplineContact key={line.id} line={line} />
          ))}
        </Stack>
      ) : null}
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }}>
        {PGSI.disclaimer}
      </Typography>
    </Box>
  );
}
