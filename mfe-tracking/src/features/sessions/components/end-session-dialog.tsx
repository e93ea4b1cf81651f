// Placeholder with the agreed props; replaced by the real dialog in this work.
export interface EndSessionDialogProps {
  open: boolean;
  onClose: () => void;
}

export default function EndSessionDialog(_props: EndSessionDialogProps) {
  return null;
}
