import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Typography } from '@mui/material';
import { PGSI, type SelfCheck } from '@tally/contracts';
import { Notice, PageContainer, SectionCard, Spinner, showToast, saveFailedToast } from '@tally/ui';
import { useSaveSelfCheck, useSelfChecks } from '../api/self-checks';
import { SelfCheckForm } from './self-check-form';
import { SelfCheckHistory } from './self-check-history';
import { SelfCheckResult } from './self-check-result';
import { numberSources, SectionSources } from '../../../components/section-sources';

/** The PGSI self-check: nine questions, the result with what to do next, and earlier results. */
export function SelfCheckPage() {
  const history = useSelfChecks();
  const save = useSaveSelfCheck();
  const [result, setResult] = useState<SelfCheck | null>(null);
  // A new form after each result, so "Take it again" starts with no answers.
  const [round, setRound] = useState(0);

  function submit(answers: number[]) {
    save.mutate(
      { answers },
      {
        onSuccess: (saved) => {
          setResult(saved);
        },
        onError: (error) => showToast(saveFailedToast(error, { title: 'Error', description: 'Failed to save your self-check. Please try again.', variant: 'error' })),
      },
    );
  }

  return (
    <PageContainer
      title="Gambling self-check"
      subtitle="Nine questions from the Problem Gambling Severity Index (PGSI). It is a screen, not a diagnosis, and only you can see your answers."
    >
      <Button component={Link} to=".." relative="path" sx={{ minHeight: 44, alignSelf: 'flex-start' }}>
        Back to Help & Support
      </Button>
      {result ? (
        <>
          <SelfCheckResult check={result} />
          <Button
            variant="outlined"
            sx={{ minHeight: 44, alignSelf: 'flex-start' }}
            onClick={() => {
              setResult(null);
              setRound((n) => n + 1);
            }}
          >
            Take it again
          </Button>
        </>
      ) : (
        <SectionCard title="Questions">
          <SelfCheckForm key={round} saving={save.isPending} onSubmit={submit} />
        </SectionCard>
      )}
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <Notice
          tone="error"
          action={
            <Button size="small" onClick={() => void history.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to fetch your earlier results.
        </Notice>
      ) : (
        <SelfCheckHistory checks={history.data} />
      )}
      <Typography variant="caption" component="div" color="text.secondary">
        {PGSI.name}, Ferris and Wynne (2001).
      </Typography>
      <SectionSources sources={numberSources([PGSI.sources])} heading="h2" />
    </PageContainer>
  );
}
