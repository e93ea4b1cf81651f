import { Link } from 'react-router';
import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME, type User } from '@tally/contracts';
import { TallyLogo, WIDE_SCREEN } from '@tally/ui';
import { paths } from '../../config/paths';
import { NeedHelpNowButton } from '../../features/need-help-now/need-help-now-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ProfileAvatar } from './profile-avatar';

/** The signed-in header: logo and name (a link home), Need help now, the bell, and the profile avatar. */
export function AppHeader({ user }: { user: User }) {
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ maxWidth: 'sm', mx: 'auto', px: { xs: 2, sm: 3 }, height: 56, display: 'flex', alignItems: 'center', gap: 1, [WIDE_SCREEN]: { maxWidth: 'none' } }}>
        <Box component={Link} to={paths.home} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', flexGrow: 1 }}>
          <TallyLogo size={30} />
          <Typography component="span" variant="h3">
            {PRODUCT_NAME}
          </Typography>
        </Box>
        <NeedHelpNowButton signedIn />
        <NotificationBell />
        <ProfileAvatar user={user} />
      </Box>
    </Box>
  );
}
