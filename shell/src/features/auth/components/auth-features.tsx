import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { FeatureIcon, FeatureLine } from '../../../components/feature-line';
import InsightsIcon from '@mui/icons-material/AutoAwesomeOutlined';
import TrackingIcon from '@mui/icons-material/Timeline';
import LimitsIcon from '@mui/icons-material/BarChart';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
}

// The four selling points spec section 2 lists beside the /auth forms.
const features: Feature[] = [
  { title: 'Comprehensive Tracking', text: 'Wagers, lottery tickets, pokies and table sessions in one place.', icon: <TrackingIcon fontSize="small" /> },
  { title: 'Spending Limits', text: 'Daily, weekly and monthly limits you choose.', icon: <LimitsIcon fontSize="small" /> },
  { title: 'AI-Powered Insights', text: 'Plain words about your own patterns.', icon: <InsightsIcon fontSize="small" /> },
  { title: 'Smart Notifications', text: 'A heads-up before you pass a limit, not after.', icon: <NotificationsIcon fontSize="small" /> },
];

/** The note on Australian rules that closes the panel and the strip. */
export function ComplianceNote() {
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      Made for Australians, in line with the National Consumer Protection Framework for online wagering. For a break from betting, BetStop (betstop.gov.au) is the free national
      self-exclusion register. 18+ only.
    </Typography>
  );
}

/** Large screens: the features with a line each, beside the forms. */
export function AuthFeaturePanel() {
  return (
    <Stack component="section" aria-labelledby="auth-features-title" spacing={2.5}>
      <Typography id="auth-features-title" variant="h2" component="h2">
        Everything you need to stay in control
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {features.map((feature) => (
          <li key={feature.title}>
            <FeatureLine {...feature} heading="h3" />
          </li>
        ))}
      </Stack>
      <ComplianceNote />
    </Stack>
  );
}

/** Small screens: the feature names as a compact two-column strip. */
export function AuthFeatureStrip() {
  return (
    <Box component="ul" aria-label="What Tally does" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
      {features.map((feature) => (
        <Stack component="li" key={feature.title} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FeatureIcon>{feature.icon}</FeatureIcon>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.25 }}>
            {feature.title}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}
