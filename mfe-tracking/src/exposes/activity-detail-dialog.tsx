// Public surface: the activity-detail dialog, so reports and the notifications list open the same
// one (ARCHITECTURE: mfe-tracking exposes it). Props: { open, activityId, onClose }.
export { default } from '../features/activity-detail/components/activity-detail-dialog';
export type { ActivityDetailDialogProps } from '../features/activity-detail/components/activity-detail-dialog';
