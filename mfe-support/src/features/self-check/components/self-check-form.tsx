import { useRef, useState, type FormEvent } from 'react';
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
 * four answers). Submitting with a question unanswered says so and moves focus to it.
 */
export function SelfCheckForm({ saving, onSubmit }: SelfCheckFormProps) {
  const [answers, setAnswers] = useState<Array<number | null>>(() => PGSI.questions.map(() => null));
  const [missing, setMissing] = useState(false);
  const groups = useRef<Array<HTMLElement | null>>([]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const firstMissing = answers.findIndex((a) => a === null);
    if (firstMissing >= 0) {
      setMissing(true);
      groups.current[firstMissing]?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setMissing(false);
    onSubmit(answers as number[]);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="PGSI self-check">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {PGSI.intro} {PGSI.timeframe}
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
              </Box>
            </li>
          );
        })}
      </Stack>
      {missing ? (
        <Box sx={{ mt: 2 }}>
          <Notice tone="warning">Answer all 9 questions to see your result.</Notice>
        </Box>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ mt: 2, minHeight: 44 }}>
        {saving ? 'Saving…' : 'See my result'}
      </Button>
    </Box>
  );
}
