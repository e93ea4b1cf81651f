import { Link } from 'react-router';
import { Button, Typography } from '@mui/material';
import { PageContainer, SectionCard } from '@tally/ui';
import { paths } from '../../config/paths';

/** /notification-settings: a signpost until the full limits form arrives with its own issue. */
export default function NotificationSettingsRoute() {
  return (
    <PageContainer title="Notification Settings">
      <SectionCard title="Spending limits">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          For now, set your daily spend limit on Home: Tally alerts you when today's spending reaches 80% of it. Weekly and monthly limits and session-duration alerts arrive here
          in a later update.
        </Typography>
        <Button component={Link} to={paths.home} variant="contained">
          Set my daily limit
        </Button>
      </SectionCard>
    </PageContainer>
  );
}
