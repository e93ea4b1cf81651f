import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import PhotoIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { User } from '@tally/contracts';
import { useToast } from '@tally/ui/core';
import { useUploadAvatar } from '../api/upload-avatar';
import { checkAvatarFile } from '../validate-avatar';
import { UserAvatar } from '../../../components/user-avatar';

/**
 * Profile picture: choose an image (checked for type and 5 MB), see it previewed, then Upload
 * Photo or Cancel. The current picture (or the fallback) shows until a new one is chosen.
 */
export function AvatarUpload({ user }: { user: User }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const upload = useUploadAvatar();
  const toast = useToast();

  // The preview is an object URL: release it when it is replaced or the screen closes.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = checkAvatarFile(file);
    if (refused) {
      toast({ ...refused, variant: 'error' });
      return;
    }
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const send = () => {
    if (!picked) return;
    upload.mutate(picked.file, {
      onSuccess: () => {
        setPicked(null);
        toast({ title: 'Profile picture updated!' });
      },
      onError: (error) => toast({ title: 'Upload failed', description: error.message || 'Failed to upload profile picture.', variant: 'error' }),
    });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      {picked ? (
        <Box component="img" src={picked.url} alt="Preview of your new profile picture" sx={{ width: 96, height: 96, borderRadius: '50%', objectFit: 'cover' }} />
      ) : (
        <UserAvatar user={user} size={96} />
      )}
      <Stack spacing={1} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <input ref={input} id={inputId} type="file" accept="image/*" hidden onChange={choose} aria-label="Profile picture file" />
        {picked ? (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={send} disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Upload Photo'}
            </Button>
            <Button variant="outlined" onClick={() => setPicked(null)} disabled={upload.isPending}>
              Cancel
            </Button>
          </Stack>
        ) : (
          <Button variant="outlined" startIcon={<PhotoIcon />} onClick={() => input.current?.click()}>
            Choose Photo
          </Button>
        )}
        <Typography variant="caption" color="text.secondary">
          JPG, PNG or GIF, under 5MB.
        </Typography>
      </Stack>
    </Stack>
  );
}
