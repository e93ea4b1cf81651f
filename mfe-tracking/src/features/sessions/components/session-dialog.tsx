// Placeholder with the agreed props; replaced by the real dialog in this work.
export interface SessionDialogProps {
  open: boolean;
  type: 'slot' | 'table';
  onClose: () => void;
  /** End Session was chosen in the active-session panel: home opens the End Session dialog. */
  onEndSession: () => void;
}

export default function SessionDialog(_props: SessionDialogProps) {
  return null;
}
