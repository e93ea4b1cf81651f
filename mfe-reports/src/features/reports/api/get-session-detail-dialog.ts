import { useQuery } from '@tanstack/react-query';
import { SESSION_DETAIL_DIALOG_MODULE, loadRemoteModule, type SessionDetailDialogModule } from '@tally/ui';

/**
 * mfe-tracking's session detail dialog ('./session-detail-dialog'), loaded at run time through the shell's remote
 * loader once a session row is pointed at or opened; a failure is not kept (gcTime 0), so a later tap tries again.
 */
export function useSessionDetailDialog(enabled: boolean) {
  return useQuery({
    queryKey: ['remote', SESSION_DETAIL_DIALOG_MODULE.remote, SESSION_DETAIL_DIALOG_MODULE.module],
    queryFn: () => loadRemoteModule<SessionDetailDialogModule>(SESSION_DETAIL_DIALOG_MODULE.remote, SESSION_DETAIL_DIALOG_MODULE.module),
    staleTime: Infinity,
    gcTime: 0,
    enabled,
  });
}
