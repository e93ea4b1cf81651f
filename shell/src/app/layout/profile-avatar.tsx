import { Link } from 'react-router';
import IconButton from '@mui/material/IconButton';
import type { User } from '@tally/contracts';
import { UserAvatar } from '../../components/user-avatar';
import { paths } from '../../config/paths';

/** The header's avatar link to /profile, named "Profile" (fallback chain in UserAvatar). */
export function ProfileAvatar({ user }: { user: User }) {
  return (
    <IconButton component={Link} to={paths.profile} aria-label="Profile" sx={{ p: 0.5 }}>
      <UserAvatar user={user} />
    </IconButton>
  );
}
