import { Outlet } from 'react-router';
import { Box } from '@mui/material';
import type { User } from '@tally/contracts';
import { SIDE_NAV_WIDTH, WIDE_SCREEN } from '@tally/ui';
import { OnboardingProvider } from '../../features/onboarding/onboarding-provider';
import { AppHeader } from './app-header';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav';

/**
 * Signed-in frame: header on top, the route in the middle, bottom navigation below (at the side on a
 * wide screen), and the onboarding tour.
 */
export function AppLayout({ user }: { user: User }) {
  return (
    <OnboardingProvider user={user}>
      <Box sx={{ minHeight: '100vh', pb: `${BOTTOM_NAV_HEIGHT + 16}px`, [WIDE_SCREEN]: { pb: 2 } }}>
        <AppHeader user={user} />
        <Box sx={{ [WIDE_SCREEN]: { pl: `${SIDE_NAV_WIDTH}px` } }}>
          <Outlet />
        </Box>
        <BottomNav />
      </Box>
    </OnboardingProvider>
  );
}
