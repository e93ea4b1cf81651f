// The remote's public surface: the shell renders this module's default export for /ai-insights.
import { InsightsPage } from '../features/insights/components/insights-page';

/** AI Insights (spec section 2). */
export default function InsightsRoute() {
  return <InsightsPage />;
}
