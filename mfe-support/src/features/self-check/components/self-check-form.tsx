import { useEffect, useRef, useState, type FormEvent } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Box, Button, Stack, Typography } from '@mui/material';
import { PGSI } from '@tally/contracts';
import { Notice } from '@tally/ui';

/** Props of {@link SelfCheckForm}. */
export interface SelfCheckFormProps {
  saving: boolean;
  onSubmit(answers: number[]): void;
}

/**
 * The nine PGSI questions, each a radio group named by its question (arrow keys move between the
 * four answers). Submitting with a question unanswered says so under the first one left (announced
 * as an alert), and brings that question, with the message, into view and focus.
 */
export function SelfCheckForm({ saving, onSubmit }: SelfCheckFormProps) {
  const [answers, setAnswers] = useState<Array<number | null>>(() => PGSI.questions.map(() => null));
  const [missing, setMissing] = useState(false);
  // Counts refused submits, so each one brings the question left into view again.
  const [refusals, setRefusals] = useState(0);
  const groups = useRef<Array<HTMLElement | null>>([]);
  const firstMissing = answers.findIndex((a) => a === null);
  const left = answers.filter((a) => a === null).length;

  useEffect(() => {
    if (refusals === 0) return;
    const group = groups.current[answers.findIndex((a) => a === null)];
    group?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    group?.scrollIntoView({ block: 'center' });
    // Only a new refusal moves the page; answering the questions left does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (firstMissing >= 0) {
      setMissing(true);
      setRefusals((n) => n + 1);
      return;
    }
    setMissing(false);
    onSubmit(answers as number[]);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="PGSI self-check">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {/* The intro already names the 12 months; the timeframe line would say it again. */}
        {PGSI.intro}
      </Typography>
      <Stack spacing={2.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {PGSI.questions.map((q, i) => {
          const labelId = `pgsi-q${q.n}`;
          return (
            <li key={q.n}>
              <Box role="group" aria-labelledby={labelId} ref={(el: HTMLElement | null) => void (groups.current[i] = el)}>
                <Typography id={labelId} variant="body1" sx={{ fontWeight: 600 }}>
                  {q.n}. {q.question}
                </Typography>
                <RadioGroup
                  aria-labelledby={labelId}
                  name={labelId}
                  value={answers[i] === null ? '' : String(answers[i])}
                  onChange={(_e, value) => setAnswers((prev) => prev.map((a, j) => (j === i ? Number(value) : a)))}
                  sx={{ flexDirection: { xs: 'column', sm: 'row' } }}
                >
                  {PGSI.answerOptions.map((option) => (
                    <FormControlLabel key={option.score} value={String(option.score)} control={<Radio sx={{ p: 1.25 }} />} label={option.label} sx={{ minHeight: 44, mr: 2 }} />
                  ))}
                </RadioGroup>
                {missing && i === firstMissing ? (
                  <Box sx={{ mt: 1 }}>
                    <Notice tone="warning">
                      Answer all {PGSI.questions.length} questions to see your result. {left === 1 ? '1 question is' : `${left} questions are`} still unanswered.
                    </Notice>
                  </Box>
                ) : null}
              </Box>
            </li>
          );
        })}
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ mt: 2, minHeight: 44 }}>
        {saving ? 'Saving…' : 'See my result'}
      </Button>
    </Box>
  );
}
