/** The shell's routes this remote links to (spec section 2's route table). */
export const paths = {
  reports: '/reports',
  notificationSettings: '/notification-settings',
} as const;
