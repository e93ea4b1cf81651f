import { Link } from 'react-router';
import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import TrackingIcon from '@mui/icons-material/Timeline';
import AlertsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import InsightsIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { PRODUCT_NAME } from '@tally/contracts';
import { PhoneLinkedText, TallyLogo } from '@tally/ui/core';
import { FeatureLine } from '../../components/feature-line';
import { paths } from '../../config/paths';
import { NeedHelpNowButton } from '../../features/need-help-now/need-help-now-button';
import { replaySplashDemo } from '../../features/splash/splash-due';

const features = [
  { title: 'Smart Tracking', text: 'Log bets, tickets and pokies sessions in seconds and see where the money goes.', icon: <TrackingIcon /> },
  { title: 'Smart Alerts', text: 'Set daily, weekly and monthly limits and get told before you reach them.', icon: <AlertsIcon /> },
  { title: 'AI Insights', text: 'Plain-language reviews of your patterns, with responsible-gambling tips.', icon: <InsightsIcon /> },
] as const;

/** The signed-out landing page: what Tally is, and the way in (spec section 2). */
export default function LandingRoute() {
  return (
    <Container maxWidth="sm" component="main" sx={{ py: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: { xs: 2, sm: 3 } }}>
        <NeedHelpNowButton signedIn={false} />
      </Box>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <TallyLogo size={64} />
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="h2" component="p" sx={{ fontWeight: 500, color: 'text.secondary', fontSize: '1.15rem' }}>
          Track your gambling, set limits that actually alert you, and stay in control. Free, made for Australians.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%', justifyContent: 'center' }}>
          <Button component={Link} to={paths.createAccount} variant="contained" size="large">
            Get Started Free
          </Button>
          <Button component={Link} to={paths.auth} variant="outlined" size="large">
            Sign In
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={1.5} sx={{ mt: 5 }}>
        {features.map((feature) => (
          <Card key={feature.title}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <FeatureLine {...feature} heading="h2" />
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        <PhoneLinkedText text="Gambling Help is free and confidential: call 1800 858 858, any time." />
      </Typography>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button variant="text" size="small" onClick={replaySplashDemo}>
          View Splash Demo
        </Button>
      </Box>
    </Container>
  );
}
