import { Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import type { User } from '@tally/contracts';
import { PageContainer, SectionCard } from '@tally/ui';
import { useLogout } from '../../features/auth/api/logout';
import { useToast } from '../../features/toast/toast-context';

/** /profile: who is signed in, and Sign Out (photo, name and password changes arrive with issue 3). */
export default function ProfileRoute({ user }: { user: User }) {
  const logout = useLogout();
  const toast = useToast();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged out', description: 'You have been successfully logged out.' }),
      onError: (error) => toast({ title: 'Logout failed', description: error.message, variant: 'error' }),
    });

  return (
    <PageContainer title="Profile">
      <SectionCard title="Personal info">
        {name ? <Typography sx={{ fontWeight: 600 }}>{name}</Typography> : null}
        <Typography color="text.secondary">{user.email}</Typography>
      </SectionCard>
      <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={signOut} disabled={logout.isPending}>
        Sign Out
      </Button>
    </PageContainer>
  );
}
