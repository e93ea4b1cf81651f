/** Pages of the app that emails link to (the shell's routes: shell/src/config/paths.ts). */
export function appLinks(publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  return {
    signIn: `${base}/auth`,
    forgotPassword: `${base}/auth/forgot-password`,
    resetPassword: (token: string) => `${base}/auth/reset-password?token=${token}`,
  };
}
