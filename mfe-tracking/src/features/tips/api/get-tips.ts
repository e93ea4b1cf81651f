import { useQuery } from '@tanstack/react-query';
import { SUPPORT_TIPS_MODULE, loadRemoteModule, type SupportTipsModule } from '@tally/ui';

/**
 * The tips, from mfe-support's public surface ('./tips'), loaded at run time through the shell. If
 * that remote is missing or fails, the query fails and home shows everything else; it is tried
 * again on the next visit to home.
 */
export function useSupportTips() {
  return useQuery({
    queryKey: ['remote', SUPPORT_TIPS_MODULE.remote, SUPPORT_TIPS_MODULE.module],
    queryFn: () => loadRemoteModule<SupportTipsModule>(SUPPORT_TIPS_MODULE.remote, SUPPORT_TIPS_MODULE.module),
    staleTime: Infinity,
    gcTime: 0,
  });
}
