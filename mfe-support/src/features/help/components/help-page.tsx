import { PageContainer } from '@tally/ui';
import { FactsSection } from './facts-section';
import { HarmReductionSection } from './harm-reduction-section';
import { HelplinesSection } from './helplines-section';
import { RegulatorsSection } from './regulators-section';
import { ResourcesSection } from './resources-section';
import { WarningSignsSection } from './warning-signs-section';

/** Help & Support (spec section 2): every section is part of the remote's build, so it shows offline once loaded. */
export function HelpPage() {
  return (
    <PageContainer title="Help & Support" subtitle="Free, confidential help is a call or a chat away, any time.">
      <HelplinesSection />
      <HarmReductionSection />
      <FactsSection />
      <WarningSignsSection />
      <RegulatorsSection />
      <ResourcesSection />
    </PageContainer>
  );
}
