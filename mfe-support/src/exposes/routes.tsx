// The remote's public surface: the shell renders this module's default export.
import { Typography } from '@mui/material';
import { PageContainer, SectionCard } from '@tally/ui';

/** Help & Support: a placeholder until the screen's own issue builds it. */
export default function SupportRoute() {
  return (
    <PageContainer title="Help & Support">
      <SectionCard title="Coming soon">
        <Typography color="text.secondary">
          Helplines, harm-reduction tips, facts and regulators arrive with the Help & Support issue. If you need to talk to someone now, call Gambling Help on 1800 858 858 (free,
          24/7).
        </Typography>
      </SectionCard>
    </PageContainer>
  );
}
