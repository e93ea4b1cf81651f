// The remote's public surface: the shell renders this module's default export for / and /home.
import { lazy, Suspense, useState } from 'react';
import type { ScanResult, Session } from '@tally/contracts';
import { PageColumn, PageColumns, PageContainer, formatDayHeading } from '@tally/ui';
import { ActiveSessionBanner } from '../features/sessions/components/active-session-banner';
import { LimitsAtAGlance } from '../features/limits/components/limits-at-a-glance';
import { TodaySummary } from '../features/summary/components/today-summary';
import { TrackNewActivity, type TrackKind } from '../features/track-new/components/track-new-activity';
import { PendingTickets } from '../features/activities/components/pending-tickets';
import { RecentActivity } from '../features/activities/components/recent-activity';
import { TipOfTheDay } from '../features/tips/components/tip-of-the-day';
import { ResponsibleGamblingTips } from '../features/tips/components/responsible-gambling-tips';

// Dialogs are chunks of their own, loaded when first opened (or when their card is pointed at),
// so home's first load carries none of their forms, reference lists or validation.
const loadWagering = () => import('../features/wagering/components/log-wagering-dialog');
const loadLottery = () => import('../features/lottery/components/log-lottery-dialog');
const loadSession = () => import('../features/sessions/components/session-dialog');
const loadEndSession = () => import('../features/sessions/components/end-session-dialog');
const loadSessionDetail = () => import('../features/sessions/components/session-detail-dialog');
const loadActivityDetail = () => import('../features/activity-detail/components/activity-detail-dialog');
const LogWageringDialog = lazy(loadWagering);
const LogLotteryDialog = lazy(loadLottery);
const SessionDialog = lazy(loadSession);
const EndSessionDialog = lazy(loadEndSession);
const SessionDetailDialog = lazy(loadSessionDetail);
const ActivityDetailDialog = lazy(loadActivityDetail);

const PRELOAD: Record<TrackKind, () => Promise<unknown>> = { wagering: loadWagering, lottery: loadLottery, slot: loadSession, table: loadSession };

/** Which dialog home shows, if any. */
type OpenDialog =
  | { kind: 'wagering' }
  | { kind: 'lottery'; scan?: ScanResult }
  | { kind: 'session'; type: Session['type'] }
  | { kind: 'end-session' }
  | { kind: 'session-detail'; session: Session }
  | { kind: 'activity'; activityId: string };

/** The home dashboard (spec section 2, Home and Dialogs on home). */
export default function HomeRoute() {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const track = (kind: TrackKind) => setDialog(kind === 'slot' || kind === 'table' ? { kind: 'session', type: kind } : { kind });
  const openSession = (session: Session) => setDialog(session.isActive ? { kind: 'session', type: session.type } : { kind: 'session-detail', session });

  return (
    <PageContainer title="Today" subtitle={formatDayHeading()} wide>
      <PageColumns>
        <PageColumn>
          <LimitsAtAGlance />
          <ActiveSessionBanner onOpen={(session) => setDialog({ kind: 'session', type: session.type })} onEnd={() => setDialog({ kind: 'end-session' })} />
          <TodaySummary />
          <TrackNewActivity onChoose={track} onPreload={(kind) => void PRELOAD[kind]().catch(() => undefined)} />
          <PendingTickets onOpen={(activity) => setDialog({ kind: 'activity', activityId: activity.id })} />
          <RecentActivity onOpenActivity={(activity) => setDialog({ kind: 'activity', activityId: activity.id })} onOpenSession={openSession} />
        </PageColumn>
        <PageColumn>
          <TipOfTheDay />
          <ResponsibleGamblingTips />
        </PageColumn>
      </PageColumns>
      <Suspense fallback={null}>
        {dialog?.kind === 'wagering' ? <LogWageringDialog open onClose={close} onOpenLottery={(scan) => setDialog({ kind: 'lottery', scan })} /> : null}
        {dialog?.kind === 'lottery' ? <LogLotteryDialog open onClose={close} initialScan={dialog.scan} /> : null}
        {dialog?.kind === 'session' ? <SessionDialog open type={dialog.type} onClose={close} onEndSession={() => setDialog({ kind: 'end-session' })} /> : null}
        {dialog?.kind === 'end-session' ? <EndSessionDialog open onClose={close} /> : null}
        {dialog?.kind === 'session-detail' ? <SessionDetailDialog open sessionId={dialog.session.id} session={dialog.session} onClose={close} /> : null}
        {dialog?.kind === 'activity' ? <ActivityDetailDialog open activityId={dialog.activityId} onClose={close} /> : null}
      </Suspense>
    </PageContainer>
  );
}
