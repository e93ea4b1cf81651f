// Placeholder with the agreed props; replaced by the real dialog in this work.
export interface ActivityDetailDialogProps {
  open: boolean;
  activityId: string;
  onClose: () => void;
}

export default function ActivityDetailDialog(_props: ActivityDetailDialogProps) {
  return null;
}
