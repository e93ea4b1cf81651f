/** Every route of spec section 2, in one table. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  reports: '/reports',
  insights: '/ai-insights',
  education: '/education',
  settings: '/settings',
  notifications: '/notifications',
  notificationSettings: '/notification-settings',
  profile: '/profile',
  splash: '/splash',
  auth: '/auth',
  /** Asking for a link to set a new password (the Sign In tab's Forgot password?, and the emails' link). */
  forgotPassword: '/auth/forgot-password',
  /** Setting the new password from the emailed link (?token=…). */
  resetPassword: '/auth/reset-password',
  /** /auth opened on its Create Account tab (the landing page's Get Started Free). */
  createAccount: '/auth?tab=create-account',
} as const;
