import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Box, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PRODUCT_NAME } from '@tally/contracts';
import { TallyLogo } from '@tally/ui';
import { AuthFeaturePanel, AuthFeatureStrip, ComplianceNote } from '../../features/auth/components/auth-features';
import { CheckYourEmail } from '../../features/auth/components/check-your-email';
import { CreateAccountForm } from '../../features/auth/components/create-account-form';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { paths } from '../../config/paths';

type View = { tab: 'sign-in' | 'create-account' } | { tab: 'check-email'; email: string };

/**
 * /auth: Sign In and Create Account tabs; after registering, Check Your Email (spec section 2). Its pages
 * /auth/forgot-password and /auth/reset-password (docs/adr/0016) show in the same frame, in place of the tabs.
 */
export default function AuthRoute() {
  // Sign In by default (spec); ?tab=create-account opens Create Account (Get Started Free).
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [view, setView] = useState<View>({ tab: params.get('tab') === 'create-account' ? 'create-account' : 'sign-in' });

  const forms = (
    <Card>
      {pathname === paths.forgotPassword ? (
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      ) : pathname === paths.resetPassword ? (
        <CardContent>
          <ResetPasswordForm token={params.get('token')} />
        </CardContent>
      ) : view.tab === 'check-email' ? (
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
            {view.tab === 'sign-in' ? <SignInForm /> : <CreateAccountForm onRegistered={(email) => setView({ tab: 'check-email', email })} />}
          </CardContent>
        </>
      )}
    </Card>
  );

  // Phones: brand, a strip of the features, the forms, the note. Large screens: the features panel
  // beside the brand and forms (spec section 2). CSS decides, so nothing re-renders on resize.
  return (
    <Container maxWidth="md" component="main" sx={{ py: { xs: 4, sm: 8 } }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 400px' }, gap: { xs: 3, md: 6 }, alignItems: 'center' }}>
        <Box sx={{ width: '100%', maxWidth: 444, mx: 'auto' }}>
          <Stack spacing={1} sx={{ mb: 3, alignItems: 'center' }}>
            <TallyLogo size={48} />
            <Typography variant="h1" component="h1">
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              Track spending, set limits, stay in control.
            </Typography>
          </Stack>
          <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 2.5 }}>
            <AuthFeatureStrip />
          </Box>
          {forms}
          <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 3, textAlign: 'center' }}>
            <ComplianceNote />
          </Box>
        </Box>
        {/* After the forms in reading order, to their left on screen. */}
        <Box sx={{ display: { xs: 'none', md: 'block' }, order: -1 }}>
          <AuthFeaturePanel />
        </Box>
      </Box>
    </Container>
  );
}
