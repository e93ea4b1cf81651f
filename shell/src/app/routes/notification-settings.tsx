import { useNavigate } from 'react-router';
import type { User } from '@tally/contracts';
import { PageContainer, SectionCard } from '@tally/ui';
import { paths } from '../../config/paths';
import { NotificationSettingsForm } from '../../features/limits/components/notification-settings-form';
import { PushAlertsSwitch } from '../../features/push/components/push-alerts-switch';

/**
 * /notification-settings: a column of SectionCards. The form's (spending limits, session alerts,
 * then Cancel and Save Settings, both back to /settings) come first; sections that act on their own
 * (push alerts on this device) go after it.
 */
export default function NotificationSettingsRoute({ user }: { user: User }) {
  const navigate = useNavigate();
  return (
    <PageContainer title="Notification Settings">
      <NotificationSettingsForm timeZone={user.timeZone} onDone={() => navigate(paths.settings)} />
      <SectionCard title="Alerts on this device">
        <PushAlertsSwitch />
      </SectionCard>
    </PageContainer>
  );
}
