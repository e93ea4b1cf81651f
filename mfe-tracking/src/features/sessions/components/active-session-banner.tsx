// Placeholder with the agreed props; replaced by the real banner in this work.
import type { Session } from '@tally/contracts';

export function ActiveSessionBanner(_props: { onOpen: (session: Session) => void; onEnd: (session: Session) => void }) {
  return null;
}
