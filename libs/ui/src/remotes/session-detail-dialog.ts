import type { ComponentType } from 'react';

/** Props of mfe-tracking's session-detail dialog: the session by id. */
export interface SessionDetailDialogProps {
  open: boolean;
  sessionId: string;
  onClose: () => void;
}

/**
 * What mfe-tracking exposes as './session-detail-dialog': a pokies or table session with its deposits or buy-ins,
 * duration and result, where each can be corrected or deleted; opened by home's lists and by reports.
 */
export interface SessionDetailDialogModule {
  default: ComponentType<SessionDetailDialogProps>;
}

/** Where the dialog is found: remote 'tracking', exposed module './session-detail-dialog'. */
export const SESSION_DETAIL_DIALOG_MODULE = { remote: 'tracking', module: 'session-detail-dialog' } as const;
