import { Link } from 'react-router';
import { Box, IconButton } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import type { User } from '@tally/contracts';
import { paths } from '../../config/paths';

/** Initials from first and last name, else the email's first letter; null when neither exists. */
function initialsOf(user: User): string | null {
  const initials = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`.toUpperCase();
  if (initials) return initials;
  return user.email ? user.email[0].toUpperCase() : null;
}

const circle = { width: 34, height: 34, borderRadius: '50%' } as const;

/** The header's avatar link to /profile, named "Profile": photo, else initials, else a person icon. */
export function ProfileAvatar({ user }: { user: User }) {
  const initials = initialsOf(user);
  return (
    <IconButton component={Link} to={paths.profile} aria-label="Profile" sx={{ p: 0.5 }}>
      {user.profileImageUrl ? (
        <Box component="img" src={user.profileImageUrl} alt="" sx={{ ...circle, objectFit: 'cover' }} />
      ) : (
        <Box
          component="span"
          sx={{
            ...circle,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '0.9rem',
            fontWeight: 600,
          }}
        >
          {initials ?? <PersonIcon fontSize="small" />}
        </Box>
      )}
    </IconButton>
  );
}
