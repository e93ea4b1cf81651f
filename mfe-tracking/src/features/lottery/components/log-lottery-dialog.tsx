// Placeholder with the agreed props; replaced by the real dialog in this work.
export interface LogLotteryDialogProps {
  open: boolean;
  onClose: () => void;
}

export default function LogLotteryDialog(_props: LogLotteryDialogProps) {
  return null;
}
