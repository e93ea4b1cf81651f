import { Link } from 'react-router';
import { Avatar, IconButton } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import type { User } from '@tally/contracts';
import { paths } from '../../config/paths';

/** Initials from first and last name, else the email's first letter; null when neither exists. */
function initialsOf(user: User): string | null {
  const initials = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`.toUpperCase();
  if (initials) return initials;
  return user.email ? user.email[0].toUpperCase() : null;
}

/** The header's avatar link to /profile, named "Profile": photo, else initials, else a person icon. */
export function ProfileAvatar({ user }: { user: User }) {
  const initials = initialsOf(user);
  return (
    <IconButton component={Link} to={paths.profile} aria-label="Profile" sx={{ p: 0.5 }}>
      <Avatar
        src={user.profileImageUrl ?? undefined}
        alt=""
        sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.9rem', fontWeight: 600 }}
      >
        {initials ?? <PersonIcon fontSize="small" />}
      </Avatar>
    </IconButton>
  );
}
