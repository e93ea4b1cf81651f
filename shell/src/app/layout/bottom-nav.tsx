import { Link, useLocation } from 'react-router';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import ReportsIcon from '@mui/icons-material/BarChart';
import InsightsIcon from '@mui/icons-material/AutoAwesomeOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { SIDE_NAV_WIDTH, WIDE_SCREEN } from '@tally/ui';
import { paths } from '../../config/paths';

const tabs = [
  { label: 'Home', to: paths.home, icon: <HomeIcon /> },
  { label: 'Reports', to: paths.reports, icon: <ReportsIcon /> },
  { label: 'Insights', to: paths.insights, icon: <InsightsIcon /> },
  { label: 'Help', to: paths.education, icon: <HelpIcon /> },
  { label: 'Settings', to: paths.settings, icon: <SettingsIcon /> },
] as const;

/** Height the page content leaves free at the bottom for the bar. */
export const BOTTOM_NAV_HEIGHT = 64;

/** Below the sticky header (56 px and its 1 px border). */
const HEADER_HEIGHT = 57;

function currentTab(pathname: string): string | false {
  if (pathname === paths.home || pathname === paths.homeAlias) return paths.home;
  return tabs.find((tab) => tab.to !== paths.home && pathname.startsWith(tab.to))?.to ?? false;
}

/**
 * The five-tab bottom navigation of signed-in screens (hidden on /splash and /auth by the layout).
 * On a wide screen the same links stand in a column at the left, under the header: one nav, laid
 * out by CSS, so nothing is rendered twice and nothing waits for a script to measure the window.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const value = currentTab(pathname);
  return (
    <Paper
      component="nav"
      aria-label="Main"
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
        [WIDE_SCREEN]: { top: HEADER_HEIGHT, right: 'auto', width: SIDE_NAV_WIDTH, borderTop: 0, borderRight: 1, borderColor: 'divider', pb: 0, pt: 2 },
      }}
    >
      <BottomNavigation
        value={value}
        showLabels
        sx={{
          maxWidth: 'sm',
          mx: 'auto',
          height: BOTTOM_NAV_HEIGHT,
          [WIDE_SCREEN]: {
            flexDirection: 'column',
            height: 'auto',
            px: 1.5,
            gap: 0.5,
            '& .MuiBottomNavigationAction-root': {
              flex: 'none',
              maxWidth: 'none',
              flexDirection: 'row',
              justifyContent: 'flex-start',
              gap: 1.5,
              minHeight: 48,
              px: 2,
              borderRadius: 2,
            },
            '& .MuiBottomNavigationAction-root.Mui-selected': { bgcolor: 'primary.light' },
            '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': { fontSize: '1rem' },
          },
        }}
      >
        {tabs.map((tab) => (
          <BottomNavigationAction
            key={tab.to}
            component={Link}
            to={tab.to}
            value={tab.to}
            label={tab.label}
            icon={tab.icon}
            aria-current={value === tab.to ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
