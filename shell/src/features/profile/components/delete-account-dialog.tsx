import { useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Notice, TextInput } from '@tally/ui';
import { useDeleteAccount } from '../api/delete-account';

/** The confirmation before DELETE /api/user: says what goes, and asks for the password. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const remove = useDeleteAccount();

  const close = () => {
    if (remove.isPending) return;
    setPassword('');
    setSubmitted(false);
    remove.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!password) return;
    remove.mutate(password);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>This permanently deletes your account and everything you have logged. It cannot be undone. Enter your password to confirm.</Typography>
          <TextInput
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={submitted && !password ? 'Password is required' : undefined}
          />
          {remove.isError ? (
            <Box sx={{ mt: 2 }}>
              <Notice tone="error">{remove.error.message}</Notice>
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={remove.isPending || remove.isSuccess}>
            {remove.isPending ? 'Deleting...' : 'Delete Account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
