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
  /** /auth opened on its Create Account tab (the landing page's Get Started Free). */
  createAccount: '/auth?tab=create-account',
} as const;
