// The remote's public surface: the shell renders this module's default export for /reports/*.
import { Route, Routes } from 'react-router';
import { ReportsPage } from '../features/reports/components/reports-page';

/** Reports' own routes, below /reports: the reports page at its index. */
export default function ReportsRoutes() {
  return (
    <Routes>
      <Route index element={<ReportsPage />} />
    </Routes>
  );
}
