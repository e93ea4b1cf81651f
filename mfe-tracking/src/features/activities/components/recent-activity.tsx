import type { Activity, Session } from '@tally/contracts';
export function RecentActivity(_props: { onOpenActivity: (activity: Activity) => void; onOpenSession: (session: Session) => void }) {
  return null;
}
