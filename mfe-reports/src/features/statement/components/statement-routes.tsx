import { Route, Routes } from 'react-router';
import { StatementPage } from './statement-page';
import { StatementsPage } from './statements-page';

/** /reports/statements and /reports/statements/:month (a chunk of its own, loaded when first visited). */
export default function StatementRoutes() {
  return (
    <Routes>
      <Route index element={<StatementsPage />} />
      <Route path=":month" element={<StatementPage />} />
    </Routes>
  );
}
