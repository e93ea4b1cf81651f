import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';

// The dialog (and the helpline list) is a chunk of its own, fetched when the button is pointed at
// or focused, so the landing page's first load does not carry it.
const loadDialog = () => import('./need-help-now-dialog');
const NeedHelpNowDialog = lazy(loadDialog);

/** The "Need help now" control: always visible, one tap to 000, the crisis lines and Gambling Help. */
export function NeedHelpNowButton({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        color="error"
        size="small"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{ minHeight: 44, whiteSpace: 'nowrap', px: 1.5 }}
      >
        Need help now
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <NeedHelpNowDialog open={open} onClose={() => setOpen(false)} signedIn={signedIn} />
        </Suspense>
      ) : null}
    </>
  );
}
