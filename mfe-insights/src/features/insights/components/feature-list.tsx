import { Box, Typography } from '@mui/material';
import { SectionCard } from '@tally/ui';

const FEATURES = [
  ['Spend and return', 'What you spent and got back, your net result and return rate, against the period before.'],
  ['How often and how many types', "Betting days and types of gambling against Australia's Lower-Risk Gambling Guidelines."],
  ['Patterns of play', 'Chasing losses, rising or uneven stakes, and topping up during a session.'],
  ['Time', 'Long sessions (45 minutes, 1 hour, 2 hours) and late-night play.'],
  ['Your limits', 'How often spending went past the limits you set, and the 1%-of-income guide if you add your income.'],
  ['Next steps', 'Practical advice with your own figures, and where to get help when it is needed.'],
] as const;

/** What the analysis looks at (the spec's feature list). */
export function FeatureList() {
  return (
    <SectionCard title="What the analysis looks at">
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {FEATURES.map(([title, text]) => (
          <li key={title}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {title}:
            </Typography>{' '}
            <Typography component="span" color="text.secondary">
              {text}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Everything is worked out from your own records in Tally.
      </Typography>
    </SectionCard>
  );
}
