import { FactsSection } from './facts-section';
import { HarmReductionSection } from './harm-reduction-section';
import { RegulatorsSection } from './regulators-section';
import { ResourcesSection } from './resources-section';
import { WarningSignsSection } from './warning-signs-section';

/** Everything below the helplines, which HelpPage renders after them. */
export function MoreSections() {
  return (
    <>
      <HarmReductionSection />
      <FactsSection />
      <WarningSignsSection />
      <RegulatorsSection />
      <ResourcesSection />
    </>
  );
}
