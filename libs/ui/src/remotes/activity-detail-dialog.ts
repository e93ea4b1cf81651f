import type { ComponentType } from 'react';

/** Props of mfe-tracking's activity-detail dialog. */
export interface ActivityDetailDialogProps {
  open: boolean;
  activityId: string;
  onClose: () => void;
}

/**
 * What mfe-tracking exposes as './activity-detail-dialog' (its public surface): the one dialog that
 * shows an activity and settles its result, opened by home's lists, reports and the notifications list.
 */
export interface ActivityDetailDialogModule {
  default: ComponentType<ActivityDetailDialogProps>;
}

/** Where the dialog is found: remote 'tracking', exposed module './activity-detail-dialog'. */
export const ACTIVITY_DETAIL_DIALOG_MODULE = { remote: 'tracking', module: 'activity-detail-dialog' } as const;
