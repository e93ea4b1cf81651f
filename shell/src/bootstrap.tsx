import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { loadRemotesManifest } from './remotes/remotes-manifest';

// Start reading /remotes.json now; remote routes wait for it, nothing else does.
void loadRemotesManifest().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition, so React renders the first screen in slices of a few ms instead of one long task
// (index.html already paints the splash, so nothing waits for it).
startTransition(() => {
  createRoot(container).render(
    <AppProvider>
      <AppRouter />
    </AppProvider>,
  );
});
