// The remote's public surface: the shell renders this module's default export.
import { Typography } from '@mui/material';
import { PageContainer, SectionCard } from '@tally/ui';

/** AI Insights: a placeholder until the screen's own issue builds it. */
export default function InsightsRoute() {
  return (
    <PageContainer title="AI Insights">
      <SectionCard title="Coming soon">
        <Typography color="text.secondary">AI-written reviews of your gambling patterns, with their history, arrive with the AI Insights issue.</Typography>
      </SectionCard>
    </PageContainer>
  );
}
