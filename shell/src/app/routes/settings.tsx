import { Link } from 'react-router';
import { Button, Typography } from '@mui/material';
import { APP_VERSION, PRODUCT_NAME } from '@tally/contracts';
import { PageColumn, PageColumns, PageContainer, SectionCard } from '@tally/ui';
import { paths } from '../../config/paths';
import { ClearAllDataCard } from '../../features/clear-data/components/clear-all-data-card';
import { useUser } from '../../features/auth/api/use-user';
import { AutoCompleteLossesSwitch } from '../../features/ai-results/components/auto-complete-losses-switch';
import { ExportDataSection } from '../../features/export-data/components/export-data-section';

/**
 * /settings (spec section 2): limits and alerts, Auto-Complete AI Losses, Export Data, Clear All
 * Data and About, one card each.
 */
export default function SettingsRoute() {
  const { data: user } = useUser();
  const timeZone = user?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <PageContainer title="Settings" wide>
      <PageColumns>
        <PageColumn>
          <SectionCard title="Limits and alerts">
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Set your daily, weekly and monthly spend limits and session alerts in Notification Settings.
            </Typography>
            <Button component={Link} to={paths.notificationSettings} variant="outlined">
              Notification Settings
            </Button>
          </SectionCard>
          <SectionCard title="AI results">
            <AutoCompleteLossesSwitch />
          </SectionCard>
          <SectionCard title="Your data">
            <ExportDataSection timeZone={timeZone} />
          </SectionCard>
        </PageColumn>
        <PageColumn>
          <ClearAllDataCard />
          <SectionCard title="About">
            <Typography color="text.secondary">
              {PRODUCT_NAME} version {APP_VERSION}
            </Typography>
          </SectionCard>
        </PageColumn>
      </PageColumns>
    </PageContainer>
  );
}
