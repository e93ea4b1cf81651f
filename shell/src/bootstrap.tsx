import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { loadRemotesManifest } from './remotes/register-remotes';

// Start reading /remotes.json now; remote routes wait for it, nothing else does.
void loadRemotesManifest().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <AppProvider>
    <AppRouter />
  </AppProvider>,
);
