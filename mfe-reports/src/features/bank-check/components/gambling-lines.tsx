import { useMemo, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { formatAudCents } from '@tally/contracts';
import { PlainList, SectionCard, showToast, StatusTag } from '@tally/ui';
import { useDecide } from '../api/bank-check-api';
import { counts, type Decision, type GamblingLine } from '../lib/month-sums';

const CATEGORY_LABELS: Record<GamblingLine['category'], string> = { wagering: 'Betting', lottery: 'Lottery', casino: 'Casino', venue: 'Cash at a venue' };
const PAGE = 30;
/** '27 Nov 2026' for '2026-11-27' (a calendar date from the statement, not an instant: read in UTC). */
const dayName = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The lines that look like gambling, with their category and confidence; the person confirms or dismisses any of them. */
export function GamblingLines({
  lines,
  decisions,
  onDecided,
}: {
  lines: GamblingLine[];
  decisions: ReadonlyMap<string, Decision>;
  onDecided: (key: string, decision: Decision) => void;
}) {
  const [shown, setShown] = useState(PAGE);
  const decide = useDecide();
  // Newest first, the ones to decide (possible and not yet decided) on top.
  // Ordered once per file (undecided 'possibly' lines first, then newest): a decision leaves the line where it is.
  const ordered = useMemo(() => {
    const undecided = (line: GamblingLine) => Number(line.confidence === 'possible' && !decisions.has(line.descriptorKey));
    return [...lines].sort((a, b) => undecided(b) - undecided(a) || b.date.localeCompare(a.date));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lines]);
  const choose = (line: GamblingLine, decision: Decision) => {
    onDecided(line.descriptorKey, decision);
    decide.mutate(
      { descriptorKey: line.descriptorKey, decision },
      { onError: () => showToast({ title: 'Not remembered', description: 'Your choice applies now but could not be saved. Please try again.', variant: 'error' }) },
    );
  };
  return (
    <SectionCard title="What looks like gambling">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {lines.length === 0
          ? 'Nothing in this file looks like gambling.'
          : 'Lines marked “for sure” count unless you dismiss them; “possibly” lines count once you confirm them. Your choice is remembered for lines with the same description.'}
      </Typography>
      <PlainList label="Lines that look like gambling">
        {ordered.slice(0, shown).map((line) => {
          const decision = decisions.get(line.descriptorKey);
          const counted = counts(line, decision);
          return (
            <Box component="li" key={line.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}>{line.description}</Typography>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatAudCents(line.amountCents, { signDisplay: 'exceptZero' })}</Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {dayName(line.date)} · {line.operator} · {CATEGORY_LABELS[line.category]} · {line.confidence === 'sure' ? 'for sure' : 'possibly'} · {line.route}
                {line.pending ? ' · pending, not counted' : ''}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                {decision ? <StatusTag tone="primary">{decision === 'confirmed' ? 'Confirmed' : 'Dismissed'}</StatusTag> : null}
                <Typography variant="body2" sx={{ mr: 1 }}>
                  {counted ? 'Counted' : 'Not counted'}
                </Typography>
                <Button
                  size="small"
                  variant={decision === 'confirmed' ? 'contained' : 'outlined'}
                  aria-pressed={decision === 'confirmed'}
                  onClick={() => choose(line, 'confirmed')}
                  sx={{ minHeight: 44 }}
                  aria-label={`Confirm ${line.description} on ${dayName(line.date)}`}
                >
                  Confirm
                </Button>
                <Button
                  size="small"
                  variant={decision === 'dismissed' ? 'contained' : 'outlined'}
                  aria-pressed={decision === 'dismissed'}
                  onClick={() => choose(line, 'dismissed')}
                  sx={{ minHeight: 44 }}
                  aria-label={`Dismiss ${line.description} on ${dayName(line.date)}`}
                >
                  Dismiss
                </Button>
              </Stack>
            </Box>
          );
        })}
      </PlainList>
      {ordered.length > shown ? (
        <Button onClick={() => setShown((n) => n + PAGE)} sx={{ mt: 1, minHeight: 44 }}>
          Show more ({ordered.length - shown} left)
        </Button>
      ) : null}
    </SectionCard>
  );
}
