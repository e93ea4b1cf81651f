import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import ReplayIcon from '@mui/icons-material/Replay';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { User } from '@tally/contracts';
import { PageContainer, SectionCard } from '@tally/ui';
import { useLogout } from '../../features/auth/api/logout';
import { useOnboarding } from '../../features/onboarding/onboarding-context';
import { AvatarUpload } from '../../features/profile/components/avatar-upload';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { DeleteAccountDialog } from '../../features/profile/components/delete-account-dialog';
import { PersonalInfoForm } from '../../features/profile/components/personal-info-form';
import { useToast } from '@tally/ui/core';

/** /profile (spec section 2): picture, personal info, password, Replay Tutorial, Sign Out, delete account. */
export default function ProfileRoute({ user }: { user: User }) {
  const toast = useToast();
  // The failure toast goes through the hook's own callback: callbacks given to mutate() do not run
  // for an unmounted component. 'Logged out' shows on the page the sign-out reloads to (useLogout).
  const logout = useLogout({ onFailed: (error) => toast({ title: 'Logout failed', description: error.message, variant: 'error' }) });
  const onboarding = useOnboarding();
  const [deleting, setDeleting] = useState(false);

  const signOut = () => logout.mutate();

  return (
    <PageContainer title="Profile">
      <SectionCard title="Profile picture">
        <AvatarUpload user={user} />
      </SectionCard>
      <SectionCard title="Personal info">
        <PersonalInfoForm user={user} />
      </SectionCard>
      <SectionCard title="Change password">
        <ChangePasswordForm />
      </SectionCard>
      <SectionCard title="Tutorial">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Take the quick tour of Tally again.
        </Typography>
        <Button variant="outlined" startIcon={<ReplayIcon />} onClick={onboarding.replay}>
          Replay Tutorial
        </Button>
      </SectionCard>
      <SectionCard title="Account">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" startIcon={<LogoutIcon />} onClick={signOut} disabled={logout.isPending}>
            Sign Out
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
            Delete Account
          </Button>
        </Stack>
      </SectionCard>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </PageContainer>
  );
}
