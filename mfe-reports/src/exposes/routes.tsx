// The remote's public surface: the shell renders this module's default export.
import { Typography } from '@mui/material';
import { PageContainer, SectionCard } from '@tally/ui';

/** Reports: a placeholder until the screen's own issue builds it. */
export default function ReportsRoute() {
  return (
    <PageContainer title="Reports">
      <SectionCard title="Coming soon">
        <Typography color="text.secondary">Spend, return and net over any period, with filters and CSV export, arrive with the Reports issue.</Typography>
      </SectionCard>
    </PageContainer>
  );
}
