// Placeholder with the agreed props; replaced by the real dialog in this work.
export interface LogWageringDialogProps {
  open: boolean;
  onClose: () => void;
}

export default function LogWageringDialog(_props: LogWageringDialogProps) {
  return null;
}
