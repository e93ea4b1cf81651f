import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import Alert from '@mui/material/Alert';
import { BANK_CHECK_MAX_MONTHS, centsToMoney, monthName } from '@tally/contracts';
import { PageContainer, SectionCard, Spinner, showToast } from '@tally/ui';
import { useStatements, TextLink } from '../../statement';
import { useBankCheck, useKeepMonths } from '../api/bank-check-api';
import { startStatementReader, type StatementReader } from '../api/read-in-worker';
import type { StatementAnalysis } from '../lib/analyse-statement';
import { compareFile, compareKept } from '../lib/compare-months';
import type { Decision } from '../lib/month-sums';
import { GamblingLines } from './gambling-lines';
import { GapChart } from './gap-chart';
import { HelpLinks } from './help-links';
import { MonthComparisonCard } from './month-comparison-card';
import { StatementPicker } from './statement-picker';

type Reading =
  { state: 'idle' } | { state: 'reading'; name: string } | { state: 'read'; name: string; analysis: StatementAnalysis; ms: number } | { state: 'failed'; message: string };

/** /reports/bank-check: a bank statement read on the device, its gambling month by month beside what Tally has. */
export function BankCheckPage() {
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const [localDecisions, setLocalDecisions] = useState<Map<string, Decision>>(new Map());
  const started = useRef(0);
  const reader = useRef<StatementReader | null>(null);
  // The worker starts with the page, so picking a file does not wait for it; it ends with the page.
  useEffect(() => {
    const started = startStatementReader();
    reader.current = started;
    return () => {
      started.close();
      reader.current = null;
    };
  }, []);
  const bankCheck = useBankCheck();
  const statements = useStatements();
  const keep = useKeepMonths();

  const decisions = useMemo(() => {
    const merged = new Map<string, Decision>((bankCheck.data?.decisions ?? []).map((d) => [d.descriptorKey, d.decision]));
    localDecisions.forEach((decision, key) => merged.set(key, decision));
    return merged;
  }, [bankCheck.data, localDecisions]);

  const analysis = reading.state === 'read' ? reading.analysis : null;
  const allMonths = useMemo(
    () => (analysis ? compareFile(analysis.lines, decisions, analysis.months, statements.data, bankCheck.data?.months ?? []) : compareKept(bankCheck.data?.months ?? [])),
    [analysis, decisions, statements.data, bankCheck.data],
  );
  // The newest 24 months (what one keep may send): a file of many years shows its latest two.
  const months = allMonths.slice(0, BANK_CHECK_MAX_MONTHS);

  const onFile = async (file: File) => {
    started.current = performance.now();
    setReading({ state: 'reading', name: file.name });
    try {
      reader.current ??= startStatementReader();
      const result = await reader.current.read(file);
      setReading({ state: 'read', name: file.name, analysis: result, ms: 0 });
    } catch (error) {
      setReading({ state: 'failed', message: error instanceof Error ? error.message : 'The file could not be read.' });
    }
  };
  // Time from picking the file to the months drawn (the bench reads it from the page).
  useEffect(() => {
    if (reading.state === 'read' && reading.ms === 0) setReading({ ...reading, ms: Math.max(1, Math.round(performance.now() - started.current)) });
  }, [reading]);

  /** Keeps the file's months (only their per-operator sums); answers whether it worked. */
  const keepMonths = async (only?: string): Promise<boolean> => {
    const chosen = months.filter((m) => !only || m.month === only);
    try {
      await keep.mutateAsync({
        months: chosen.map((m) => ({
          month: m.month,
          operators: m.operators.map((o) => ({ operator: o.operator, category: o.category, sent: centsToMoney(o.sentCents), cameBack: centsToMoney(o.cameBackCents) })),
        })),
      });
      return true;
    } catch (error) {
      showToast({ title: 'Not kept', description: error instanceof Error ? error.message : 'Could not keep the totals. Please try again.', variant: 'error' });
      return false;
    }
  };

  const unkept = analysis !== null && months.some((m) => !m.kept && m.operators.length > 0);
  return (
    <PageContainer
      title="Bank check"
      subtitle="What your bank statement says went to gambling, beside what you logged."
      action={
        <Box sx={{ whiteSpace: 'nowrap', mt: 1 }}>
          <TextLink to="/reports">Back to Reports</TextLink>
        </Box>
      }
    >
      <SectionCard title="Your bank statement">
        <Stack spacing={1.5}>
          <Typography>Your statement is read on this device and never uploaded: Tally keeps only the monthly totals per gambling operator that you choose to keep.</Typography>
          <StatementPicker onFile={(file) => void onFile(file)} busy={reading.state === 'reading'} />
          {reading.state === 'reading' ? <Spinner label={`Reading ${reading.name}`} /> : null}
          {reading.state === 'failed' ? <Alert severity="error">{reading.message}</Alert> : null}
          {reading.state === 'read' ? <ReadSummary analysis={reading.analysis} ms={reading.ms} /> : null}
        </Stack>
      </SectionCard>

      {months.length > 0 ? (
        <SectionCard title="Month by month">
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {analysis ? 'From your file, with what Tally has for each month.' : 'The totals you kept from a statement, with what Tally has for each month.'}
              {allMonths.length > months.length ? ` The newest ${months.length} of the ${allMonths.length} months are shown.` : ''}
            </Typography>
            <GapChart months={months} />
            {months.map((m) => (
              <MonthComparisonCard key={m.month} month={m} canKeep={analysis !== null} keepMonth={() => keepMonths(m.month)} />
            ))}
            {unkept ? (
              <Box>
                <Button
                  variant="outlined"
                  disabled={keep.isPending}
                  onClick={() => void keepMonths().then((ok) => ok && showToast({ title: 'Totals kept', variant: 'success' }))}
                  sx={{ minHeight: 44 }}
                >
                  Keep these monthly totals
                </Button>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  Only each month&apos;s totals per operator are sent. You can remove them with Clear All Data in Settings.
                </Typography>
              </Box>
            ) : null}
          </Stack>
        </SectionCard>
      ) : bankCheck.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void bankCheck.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load your kept totals. Check your connection and try again.
        </Alert>
      ) : null}

      {analysis ? (
        <GamblingLines lines={analysis.lines} decisions={decisions} onDecided={(key, decision) => setLocalDecisions((current) => new Map(current).set(key, decision))} />
      ) : null}

      <HelpLinks />
    </PageContainer>
  );
}

function ReadSummary({ analysis, ms }: { analysis: StatementAnalysis; ms: number }) {
  const first = analysis.months[0];
  const last = analysis.months[analysis.months.length - 1];
  const settled = analysis.lines.filter((l) => !l.pending);
  const sure = settled.filter((l) => l.confidence === 'sure').length;
  const possible = settled.length - sure;
  const pending =
    analysis.pendingCount === 0
      ? ''
      : analysis.pendingCount === 1
        ? '1 pending transaction is left out until it settles. '
        : `${analysis.pendingCount} pending transactions are left out until they settle. `;
  return (
    <Box role="status" data-read-ms={ms || undefined} data-worker-ms={`${analysis.timings.readMs} ${analysis.timings.classifyMs} ${analysis.timings.hashMs}`}>
      <Typography sx={{ fontWeight: 600 }}>
        Read {analysis.lineCount.toLocaleString('en-AU')} transactions{first ? ` from ${monthName(first)}${last !== first ? ` to ${monthName(last)}` : ''}` : ''}.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {sure} look like gambling for sure, {possible} possibly. {pending}
        Read as {analysis.layout}.
      </Typography>
    </Box>
  );
}
