// Placeholder with the agreed props; replaced by the real dialog in this work.
export interface SessionDetailDialogProps {
  open: boolean;
  session: import('@tally/contracts').Session;
  onClose: () => void;
}

export default function SessionDetailDialog(_props: SessionDetailDialogProps) {
  return null;
}
