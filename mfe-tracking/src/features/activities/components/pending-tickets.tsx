import type { Activity } from '@tally/contracts';
export function PendingTickets(_props: { onOpen: (activity: Activity) => void }) {
  return null;
}
