import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ApiError, formatActivityDate, formatMoney, Notice, showToast, Spinner } from '@tally/ui';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { useActivity } from '../api/get-activity';
import { useUpdateActivityResult } from '../api/update-activity-result';
import { activityFields } from '../lib/activity-fields';
import { activityOutcome, aiVerdict } from '../lib/activity-outcome';
import { defaultResultMode, hasAiCall, type ResultMode } from '../lib/result-mode';
import { toUpdateRequest, type ResultFormValues } from '../lib/result-form';
import { ActivityFieldList } from './activity-field-list';
import { AiRecommendation } from './ai-recommendation';
import { OutcomeTag } from './outcome-tag';
import { ResultUpdateForm } from './result-update-form';
import { useCorrectActivity, useDeleteActivity, DeleteNotice, EntryEditForm, type EntryEdit } from '../../corrections';
import { TicketImageViewer } from './ticket-image-viewer';
import { TicketThumbnail } from './ticket-thumbnail';

export interface ActivityDetailDialogProps {
  open: boolean;
  activityId: string;
  onClose: () => void;
}

/**
 * An activity's details and result update (spec sections 2 and 4), opened by id (home's lists,
 * reports, notifications). Every stored field with a value, the outcome, the ticket photo, the AI
 * check; a pending item is settled as a win (optional amount) or a loss, a settled one corrected.
 */
export default function ActivityDetailDialog({ open, activityId, onClose }: ActivityDetailDialogProps) {
  const query = useActivity(activityId);
  const update = useUpdateActivityResult();
  const [chosenMode, setMode] = useState<ResultMode | null>(null);
  const [viewing, setViewing] = useState(false);
  // Correcting what was logged (Edit) or deleting it (Delete), apart from recording the result.
  const [fixing, setFixing] = useState<'edit' | 'delete' | null>(null);
  const correct = useCorrectActivity();
  const remove = useDeleteActivity();
  const formId = useId();
  const editFormId = useId();
  const activity = query.data;

  if (!activity) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ResponsiveDialog open={open} onClose={onClose} title="Activity Details" actions={<Button onClick={onClose}>Close</Button>}>
        {query.isError ? (
          <Notice tone="error" action={notFound ? undefined : <Button onClick={() => void query.refetch()}>Retry</Button>}>
            {notFound ? 'This activity was not found.' : 'Could not load this activity.'}
          </Notice>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <Spinner label="Loading activity" />
          </Box>
        )}
      </ResponsiveDialog>
    );
  }

  const mode = chosenMode ?? defaultResultMode(activity);
  const what = activity.type === 'lottery' ? 'ticket' : 'wager';
  const notesField = activity.type === 'lottery' ? 'description' : 'details';
  const saveEdit = ({ amount, notes }: EntryEdit) =>
    correct.mutate(
      { id: activity.id, amount, ...(notesField === 'description' ? { description: notes ?? '' } : { details: notes ?? '' }) },
      {
        onSuccess: (updated) => {
          showToast({ title: 'Changes saved', description: `${formatMoney(updated.amount, 2)} ${what}. Your spend and limits now count this amount.` });
          setFixing(null);
        },
        onError: () => showToast({ title: 'Error', description: `Failed to save the ${what}. Please try again.`, variant: 'error' }),
      },
    );
  const confirmDelete = () =>
    remove.mutate(activity.id, {
      onSuccess: () => {
        showToast({ title: 'Deleted', description: `The ${formatMoney(activity.amount, 2)} ${what} was removed from your activity.`, variant: 'info' });
        onClose();
      },
      onError: () => showToast({ title: 'Error', description: `Failed to delete the ${what}. Please try again.`, variant: 'error' }),
    });
  const outcome = activityOutcome(activity);
  const saveResult = (values: ResultFormValues) =>
    update.mutate(
      { id: activity.id, ...toUpdateRequest(values) },
      {
        onSuccess: (updated) => {
          const won = updated.isWin && updated.winAmount !== null ? ` of ${formatMoney(updated.winAmount, 2)}` : '';
          showToast({ title: 'Ticket updated', description: updated.isWin ? `Marked as a win${won}.` : 'Marked as a loss.' });
          onClose();
        },
        onError: () => showToast({ title: 'Error', description: 'Failed to update ticket. Please try again.', variant: 'error' }),
      },
    );
  const backToAi =
    hasAiCall(activity) && !activity.isCompleted ? (
      <Button variant="text" startIcon={<ArrowBackIcon aria-hidden />} onClick={() => setMode('ai')} sx={{ alignSelf: 'flex-start' }}>
        Back to AI recommendation
      </Button>
    ) : null;

  let result: ReactNode = null;
  if (mode === 'ai') {
    const aiWin = aiVerdict(activity.aiResultStatus) === 'win';
    result = (
      <AiRecommendation
        activity={activity}
        actions={
          <>
            <Button variant="contained" disabled={update.isPending} onClick={() => (aiWin ? setMode('confirm-win') : saveResult({ isWin: false, winAmount: null }))}>
              {aiWin ? 'Confirm Win' : 'Confirm Loss'}
            </Button>
            <Button variant="outlined" onClick={() => setMode('manual')} sx={{ bgcolor: 'background.paper' }}>
              Adjust manually
            </Button>
          </>
        }
      />
    );
  } else if (mode === 'confirm-win' || mode === 'manual') {
    const correcting = activity.isCompleted;
    result = (
      <Stack spacing={1.5} component="section" aria-labelledby={`${formId}-heading`}>
        {backToAi ?? (activity.aiResultChecked ? <AiRecommendation activity={activity} /> : null)}
        <Typography id={`${formId}-heading`} variant="h3" component="h3" sx={{ fontSize: '1rem' }}>
          {mode === 'confirm-win' ? 'Confirm Win' : correcting ? 'Correct Result' : 'Update Result'}
        </Typography>
        <ResultUpdateForm
          key={mode}
          formId={formId}
          winOnly={mode === 'confirm-win'}
          defaults={
            mode === 'confirm-win'
              ? { isWin: true, winAmount: activity.aiResultWinAmount ?? '' }
              : { isWin: correcting ? Boolean(activity.isWin) : undefined, winAmount: correcting ? (activity.winAmount ?? '') : '' }
          }
          onSubmit={saveResult}
        />
      </Stack>
    );
  } else if (activity.aiResultChecked) {
    result = <AiRecommendation activity={activity} />;
  }

  const editing = mode === 'confirm-win' || mode === 'manual';
  if (fixing === 'edit') {
    result = (
      <Stack spacing={1.5} component="section" aria-label={`Edit ${what}`}>
        <EntryEditForm
          formId={editFormId}
          amountLabel={activity.type === 'lottery' ? 'Ticket cost' : 'Bet amount'}
          notesLabel={activity.type === 'lottery' ? 'Notes (optional)' : 'Event and selection (optional)'}
          defaults={{ amount: activity.amount, notes: activity[notesField] ?? '' }}
          onSubmit={saveEdit}
        />
      </Stack>
    );
  } else if (fixing === 'delete') {
    result = <DeleteNotice what={what} />;
  }
  const fixActions =
    fixing === 'edit' ? (
      <>
        <Button onClick={() => setFixing(null)}>Cancel</Button>
        <Button type="submit" form={editFormId} variant="contained" disabled={correct.isPending}>
          Save Changes
        </Button>
      </>
    ) : fixing === 'delete' ? (
      <>
        <Button onClick={() => setFixing(null)}>Keep It</Button>
        <Button variant="contained" color="error" disabled={remove.isPending} onClick={confirmDelete}>
          Delete {what === 'ticket' ? 'Ticket' : 'Wager'}
        </Button>
      </>
    ) : null;
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title="Activity Details"
      subtitle={`${activity.subtype} · ${formatActivityDate(activity.createdAt)}`}
      actions={
        fixActions ??
        (editing ? (
          <>
            <Button onClick={() => (activity.isCompleted ? setMode('summary') : onClose())}>Cancel</Button>
            <Button type="submit" form={formId} variant="contained" disabled={update.isPending}>
              {mode === 'confirm-win' ? 'Confirm Win' : 'Update Ticket'}
            </Button>
          </>
        ) : (
          <>
            {activity.isCompleted ? <Button onClick={() => setMode('manual')}>Correct Result</Button> : null}
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </>
        ))
      }
    >
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h3" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {activity.description ? `${activity.subtype}: ${activity.description}` : activity.subtype}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.75 }}>
              <OutcomeTag outcome={outcome} />
              <Typography variant="body2" color="text.secondary">
                {formatMoney(activity.amount, 2)} {activity.type === 'lottery' ? 'ticket' : 'stake'}
              </Typography>
            </Stack>
          </Box>
          {activity.hasTicketImage && activity.ticketImageUrl ? <TicketThumbnail src={activity.ticketImageUrl} onOpen={() => setViewing(true)} /> : null}
        </Stack>
        {fixing ? null : (
          // Mistakes are put right here, whether the result is in or not (ADR 0007).
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => setFixing('edit')}>
              Edit
            </Button>
            <Button size="small" variant="outlined" color="error" onClick={() => setFixing('delete')}>
              Delete
            </Button>
          </Stack>
        )}
        {/* The result first: settling is what a pending ticket is opened for; the details are for reference. */}
        {result}
        <ActivityFieldList fields={activityFields(activity, formatActivityDate)} />
      </Stack>
      {viewing && activity.ticketImageUrl ? (
        <TicketImageViewer
          open
          onClose={() => setViewing(false)}
          src={activity.ticketImageUrl}
          alt={`Photo of the ${activity.subtype} ticket logged ${formatActivityDate(activity.createdAt)}`}
        />
      ) : null}
    </ResponsiveDialog>
  );
}
