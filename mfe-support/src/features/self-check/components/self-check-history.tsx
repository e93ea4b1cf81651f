import { Typography } from '@mui/material';
import { PGSI, type SelfCheck } from '@tally/contracts';
import { PlainList, PlainListItem, SectionCard } from '@tally/ui';

let dateFormat: Intl.DateTimeFormat | undefined;
const formatDate = (iso: string) => (dateFormat ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' })).format(new Date(iso));

/** Earlier results, newest first, with the change from the one before, so change over time shows. */
export function SelfCheckHistory({ checks }: { checks: readonly SelfCheck[] }) {
  return (
    <SectionCard title="Your results over time">
      {checks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No results yet. Your answers are kept private to you, so you can compare later checks with this one.
        </Typography>
      ) : (
        <PlainList label="Self-check results">
          {checks.map((check, i) => {
            const before = checks[i + 1];
            const change = before ? check.score - before.score : null;
            const label = PGSI.bands.find((b) => b.id === check.band)?.label;
            return (
              <PlainListItem
                key={check.id}
                primary={`${formatDate(check.createdAt)}: score ${check.score}, ${label}`}
                secondary={
                  change === null
                    ? 'Your first result'
                    : change === 0
                      ? 'Same as the time before'
                      : change < 0
                        ? `${-change} lower than the time before`
                        : `${change} higher than the time before`
                }
              />
            );
          })}
        </PlainList>
      )}
    </SectionCard>
  );
}
