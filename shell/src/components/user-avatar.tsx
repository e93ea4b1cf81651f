import { useState } from 'react';
import { Box } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import type { User } from '@tally/contracts';
import { avatarFallbackText } from './avatar-fallback';

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  user: Pick<User, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;
  /** Diameter in pixels. */
  size?: number;
}

/**
 * A round avatar (decorative: the control around it carries the name). Spec section 2: the profile
 * image; if it cannot be shown, initials, then the email's first letter, then "U"; with no
 * profile image at all, a generic user icon.
 */
export function UserAvatar({ user, size = 34 }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user.profileImageUrl;
  const circle = { width: size, height: size, borderRadius: '50%', flexShrink: 0 } as const;

  if (url && failedUrl !== url) {
    return <Box component="img" src={url} alt="" onError={() => setFailedUrl(url)} sx={{ ...circle, objectFit: 'cover' }} />;
  }
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        ...circle,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: size * 0.38,
        fontWeight: 600,
      }}
    >
      {url ? avatarFallbackText(user) : <PersonIcon sx={{ fontSize: size * 0.6 }} />}
    </Box>
  );
}
