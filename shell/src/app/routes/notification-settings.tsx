import { useNavigate } from 'react-router';
import { Typography } from '@mui/material';
import { PageContainer, SectionCard } from '@tally/ui';
import { paths } from '../../config/paths';
import { DailyLimitForm } from '../../features/limits/components/daily-limit-form';

/** /notification-settings: the daily spend limit for now; weekly and monthly limits and session alerts come with their own issue. */
export default function NotificationSettingsRoute() {
  const navigate = useNavigate();
  return (
    <PageContainer title="Notification Settings">
      <SectionCard title="Spending limits">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Weekly and monthly limits and session-duration alerts arrive here in a later update.
        </Typography>
        <DailyLimitForm onDone={() => navigate(paths.settings)} />
      </SectionCard>
    </PageContainer>
  );
}
