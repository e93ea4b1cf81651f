import { Link } from 'react-router';
import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { PRODUCT_NAME, type User } from '@tally/contracts';
import { TallyLogo } from '@tally/ui';
import { paths } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ProfileAvatar } from './profile-avatar';

/** The signed-in header: logo and name (a link home), the bell, and the profile avatar. */
export function AppHeader({ user }: { user: User }) {
  return (
    <AppBar position="sticky" color="inherit">
      <Toolbar sx={{ maxWidth: 'sm', width: '100%', mx: 'auto', gap: 1 }}>
        <Box
          component={Link}
          to={paths.home}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', flexGrow: 1 }}
        >
          <TallyLogo size={30} />
          <Typography component="span" variant="h3">
            {PRODUCT_NAME}
          </Typography>
        </Box>
        <NotificationBell />
        <ProfileAvatar user={user} />
      </Toolbar>
    </AppBar>
  );
}
