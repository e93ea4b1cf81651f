import { lazy, Suspense } from 'react';
import { PageContainer, Spinner } from '@tally/ui';
import { HelplinesSection } from './helplines-section';

// Fetched as soon as the page renders (so it is there offline afterwards), but after the helplines.
const MoreSections = lazy(() => import('./more-sections'));

/** Help & Support (spec section 2): every section is part of the remote's build, so it shows offline once loaded. */
export function HelpPage() {
  return (
    <PageContainer title="Help & Support" subtitle="Free, confidential help is a call or a chat away, any time.">
      <HelplinesSection />
      <Suspense fallback={<Spinner label="Loading tips, facts and resources" />}>
        <MoreSections />
      </Suspense>
    </PageContainer>
  );
}
