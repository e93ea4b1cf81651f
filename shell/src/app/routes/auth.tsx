import { useState } from 'react';
import { Card, CardContent, Container, Stack, Typography } from '@mui/material';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PRODUCT_NAME } from '@tally/contracts';
import { TallyLogo } from '@tally/ui';
import { CheckYourEmail } from '../../features/auth/components/check-your-email';
import { CreateAccountForm } from '../../features/auth/components/create-account-form';
import { SignInForm } from '../../features/auth/components/sign-in-form';

type View = { tab: 'sign-in' | 'create-account' } | { tab: 'check-email'; email: string };

/** /auth: Sign In and Create Account tabs; after registering, Check Your Email (spec section 2). */
export default function AuthRoute() {
  const [view, setView] = useState<View>({ tab: 'sign-in' });

  return (
    <Container maxWidth="xs" component="main" sx={{ py: { xs: 4, sm: 8 } }}>
      <Stack spacing={1} sx={{ mb: 3, alignItems: 'center' }}>
        <TallyLogo size={48} />
        <Typography variant="h1" component="h1">
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Track spending, set limits, stay in control.
        </Typography>
      </Stack>
      <Card>
        {view.tab === 'check-email' ? (
          <CardContent>
            <CheckYourEmail email={view.email} onBack={() => setView({ tab: 'sign-in' })} />
          </CardContent>
        ) : (
          <>
            <Tabs value={view.tab} onChange={(_event, tab: 'sign-in' | 'create-account') => setView({ tab })} variant="fullWidth">
              <Tab value="sign-in" label="Sign In" id="auth-tab-sign-in" aria-controls="auth-panel" />
              <Tab value="create-account" label="Create Account" id="auth-tab-create-account" aria-controls="auth-panel" />
            </Tabs>
            <CardContent id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${view.tab}`}>
              {view.tab === 'sign-in' ? (
                <SignInForm />
              ) : (
                <CreateAccountForm onRegistered={(email) => setView({ tab: 'check-email', email })} />
              )}
            </CardContent>
          </>
        )}
      </Card>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3, textAlign: 'center' }}>
        Built for Australian users, in line with Australian responsible-gambling guidance. 18+ only.
      </Typography>
    </Container>
  );
}
