import { Link } from 'react-router';
import { Button, Typography } from '@mui/material';
import { APP_VERSION, PRODUCT_NAME } from '@tally/contracts';
import { PageContainer, SectionCard } from '@tally/ui';
import { paths } from '../../config/paths';
import { ClearAllDataCard } from '../../features/clear-data/components/clear-all-data-card';

/** /settings: links to limits and alerts, and the About section (the rest arrives with issue 3). */
export default function SettingsRoute() {
  return (
    <PageContainer title="Settings">
      <SectionCard title="Limits and alerts">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Set your daily, weekly and monthly spend limits and session alerts in Notification Settings.
        </Typography>
        <Button component={Link} to={paths.notificationSettings} variant="outlined">
          Notification Settings
        </Button>
      </SectionCard>
      <ClearAllDataCard />
      <SectionCard title="About">
        <Typography color="text.secondary">
          {PRODUCT_NAME} version {APP_VERSION}
        </Typography>
      </SectionCard>
    </PageContainer>
  );
}
