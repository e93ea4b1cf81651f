import { useNavigate } from 'react-router';
import { PageContainer, SectionCard } from '@tally/ui';
import { paths } from '../../config/paths';
import { SpendLimitsForm } from '../../features/limits/components/spend-limits-form';
import { PushAlertsSwitch } from '../../features/push/components/push-alerts-switch';

/** /notification-settings: the daily, weekly and monthly spend limits; session-duration alerts come with their own issue. */
export default function NotificationSettingsRoute() {
  const navigate = useNavigate();
  return (
    <PageContainer title="Notification Settings" subtitle="Session-duration alerts arrive here in a later update.">
      <SectionCard title="Spending limits">
        <SpendLimitsForm onDone={() => navigate(paths.settings)} />
      </SectionCard>
      <SectionCard title="Alerts on this device">
        <PushAlertsSwitch />
      </SectionCard>
    </PageContainer>
  );
}
