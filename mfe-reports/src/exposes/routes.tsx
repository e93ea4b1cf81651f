// The remote's public surface: the shell renders this module's default export for /reports/*.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Typography } from '@mui/material';
import { PageContainer, SectionCard, Spinner } from '@tally/ui';
import { TextLink } from '../features/statement/components/text-link';

const StatementRoutes = lazy(() => import('../features/statement/components/statement-routes'));

/** Reports: a placeholder until the screen's own issue builds it, with the way to the monthly statements. */
function ReportsPlaceholder() {
  return (
    <PageContainer title="Reports">
      <SectionCard title="Coming soon">
        <Typography color="text.secondary">Spend, return and net over any period, with filters and CSV export, arrive with the Reports issue.</Typography>
      </SectionCard>
      <SectionCard title="Monthly statements">
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Each month&apos;s spend, return and net, compared with the Lower-Risk Gambling Guidelines, as a page or a PDF.
        </Typography>
        <TextLink to="/reports/statements">View monthly statements</TextLink>
      </SectionCard>
    </PageContainer>
  );
}

export default function ReportsRoute() {
  return (
    <Routes>
      <Route index element={<ReportsPlaceholder />} />
      <Route
        path="statements/*"
        element={
          <Suspense fallback={<Spinner label="Loading statements" />}>
            <StatementRoutes />
          </Suspense>
        }
      />
    </Routes>
  );
}
