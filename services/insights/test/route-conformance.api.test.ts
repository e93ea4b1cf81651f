import { describeRouteConformance } from '@tally/service-kit/testing';
import { startInsights } from './helpers/insights-test-kit';

describeRouteConformance('insights', async () => {
  const kit = await startInsights();
  return { ...kit.svc, stop: () => kit.stop() };
});
