// The remote's public surface: the shell renders this module's default export below /education/*.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '@tally/ui';
import { HelpPage } from '../features/help/components/help-page';

// The self-check (its form and the API calls) loads when first opened, so the help page stays small.
const SelfCheckPage = lazy(() => import('../features/self-check/components/self-check-page').then((m) => ({ default: m.SelfCheckPage })));

/** Help & Support at /education, and the PGSI self-check at /education/self-check. */
export default function SupportRoute() {
  return (
    <Routes>
      <Route index element={<HelpPage />} />
      <Route
        path="self-check"
        element={
          <Suspense fallback={<Spinner />}>
            <SelfCheckPage />
          </Suspense>
        }
      />
      <Route path="*" element={<HelpPage />} />
    </Routes>
  );
}
