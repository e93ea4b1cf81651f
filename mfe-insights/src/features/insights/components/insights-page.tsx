import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { InsightHistoryItem, InsightTimeFrame } from '@tally/contracts';
import { PageColumn, PageColumns, PageContainer, SectionCard, showToast, tooManyRequestsToast } from '@tally/ui';
import { useGenerateInsights } from '../api/generate-insights';
import { useInsightHistory } from '../api/insight-history';
import { AnalysisPeriodSelect } from './analysis-period-select';
import { FeatureList } from './feature-list';
import { HelplineDisclaimer } from './helpline-disclaimer';
import { IncomeCard } from './income-card';
import { LatestInsight } from './latest-insight';
import { PreviousInsights } from './previous-insights';

/** AI Insights (spec section 2): pick a period, generate, read, refresh, and go back to past analyses. */
export function InsightsPage() {
  const [timeFrame, setTimeFrame] = useState<InsightTimeFrame>('all');
  const [chosen, setChosen] = useState<InsightHistoryItem | null>(null);
  const history = useInsightHistory(timeFrame);
  const generate = useGenerateInsights();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The cards below the analysis wait for the first history answer: shown before it, they would
  // jump by the analysis' height when it arrives (layout shift), and they matter less. Later
  // period changes keep them.
  const [historyAnswered, setHistoryAnswered] = useState(false);
  // That first answer is drawn in a background render React splits into short tasks (the analysis
  // and the cards are most of the page), not in one long task while the page loads; until then the
  // period shows as loading, never another period's analysis. Later answers are drawn at once.
  const answer = useMemo(() => (history.data ? { timeFrame, items: history.data } : undefined), [history.data, timeFrame]);
  const drawn = useDeferredValue(answer);
  const firstAnswer = drawn?.timeFrame === timeFrame ? drawn.items : undefined;
  const data = historyAnswered ? history.data : firstAnswer;
  const isLoading = history.isLoading || (!historyAnswered && history.data !== undefined && firstAnswer === undefined);
  if (!historyAnswered && !isLoading) setHistoryAnswered(true);
  // A chosen past insight or the newest saved one for this period.
  const shown = chosen?.timeFrame === timeFrame ? chosen : (data?.[0] ?? null);

  const run = () =>
    generate.mutate(timeFrame, {
      onSuccess: (insight) => {
        setChosen(insight);
        showToast({ title: 'AI Insights Generated', description: 'Your analysis is ready below.', variant: 'success' });
      },
      onError: (error) => showToast(tooManyRequestsToast(error) ?? { title: 'Error', description: 'Failed to generate insights. Please try again.', variant: 'error' }),
    });

  const choose = (insight: InsightHistoryItem) => {
    setChosen(insight);
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  };

  return (
    <PageContainer title="AI Insights" subtitle="A personal analysis of your gambling, worked out from your own records." wide>
      <PageColumns>
        <PageColumn>
          <SectionCard title="Analyse your activity">
            <Stack spacing={2}>
              <AnalysisPeriodSelect
                value={timeFrame}
                onChange={(next) => {
                  setTimeFrame(next);
                  setChosen(null);
                }}
                disabled={generate.isPending}
              />
              <Button variant="contained" size="large" fullWidth onClick={run} disabled={generate.isPending} aria-live="polite">
                {generate.isPending ? 'Analyzing Your Data...' : 'Generate Insights'}
              </Button>
              {!shown && !isLoading ? (
                <Typography variant="body2" color="text.secondary">
                  Choose a period and generate your first analysis: it looks at what you spent and won, how often and how you play, and suggests next steps.
                </Typography>
              ) : null}
            </Stack>
          </SectionCard>
          {shown ? (
            <LatestInsight ref={headingRef} insight={shown} onRefresh={run} refreshing={generate.isPending} />
          ) : isLoading ? (
            // Holds the analysis' place while the history loads, so the page does not jump when it arrives.
            <Card aria-busy="true" sx={{ minHeight: 520 }}>
              <CardContent>
                <Typography role="status" color="text.secondary">
                  Loading your latest analysis…
                </Typography>
              </CardContent>
            </Card>
          ) : null}
        </PageColumn>
        <PageColumn>
          {historyAnswered ? (
            <>
              <PreviousInsights
                insights={data}
                isLoading={isLoading}
                failed={history.isError}
                onRetry={() => void history.refetch()}
                currentId={shown?.id ?? null}
                onChoose={choose}
              />
              <FeatureList />
              <IncomeCard />
              <HelplineDisclaimer />
            </>
          ) : null}
        </PageColumn>
      </PageColumns>
    </PageContainer>
  );
}
