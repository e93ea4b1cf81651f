import { useDeferredValue } from 'react';
import { PageContainer } from '@tally/ui';
import { HelplinesSection } from './helplines-section';
import { MoreSections } from './more-sections';

/** Help & Support (spec section 2): every section is part of the remote's build, so it shows offline once loaded. */
export function HelpPage() {
  // The helplines paint first; the sections below them render next, in a background render React
  // splits into short tasks. They are in the same chunk: a chunk of their own was one more round
  // trip (and a second wave of MUI files) before the page was complete on a slow phone.
  const showMore = useDeferredValue(true, false);
  return (
    <PageContainer title="Help & Support" subtitle="Free, confidential help is a call or a chat away, any time.">
      <HelplinesSection />
      {showMore && <MoreSections />}
    </PageContainer>
  );
}
