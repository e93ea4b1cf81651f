// The remote's public surface: the shell renders this module's default export below /reports.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '@tally/ui';
import { ReportsPage } from '../features/reports/components/reports-page';

// The statements are a chunk of their own, loaded when /reports/statements is first visited.
const StatementRoutes = lazy(() => import('../features/statement/components/statement-routes'));
// The bank check (its page, the statement reader's worker and chart) loads only when /reports/bank-check is visited.
const BankCheckPage = lazy(() => import('../features/bank-check/components/bank-check-page').then((m) => ({ default: m.BankCheckPage })));

/** Reports' own routes: the reports page at the index, the monthly activity statements and the bank check below it. */
export default function ReportsRoutes() {
  return (
    <Routes>
      <Route index element={<ReportsPage />} />
      <Route
        path="statements/*"
        element={
          <Suspense fallback={<Spinner label="Loading statements" />}>
            <StatementRoutes />
          </Suspense>
        }
      />
      <Route
        path="bank-check"
        element={
          <Suspense fallback={<Spinner label="Loading the bank check" />}>
            <BankCheckPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
