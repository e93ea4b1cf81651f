import { useNavigate } from 'react-router';
import { PageContainer, SectionCard } from '@tally/ui';
import { paths } from '../../config/paths';
import { DailyLimitForm } from '../../features/limits/components/daily-limit-form';

/** /notification-settings: the daily spend limit for now; weekly and monthly limits and session alerts come with their own issue. */
export default function NotificationSettingsRoute() {
  const navigate = useNavigate();
  return (
    <PageContainer title="Notification Settings" subtitle="Weekly and monthly limits and session-duration alerts arrive here in a later update.">
      <SectionCard title="Spending limits">
        <DailyLimitForm onDone={() => navigate(paths.settings)} />
      </SectionCard>
    </PageContainer>
  );
}
