import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_DETAIL_DIALOG_MODULE, loadRemoteModule, type ActivityDetailDialogModule } from '@tally/ui';

/**
 * mfe-tracking's activity detail dialog ('./activity-detail-dialog'), loaded at run time through
 * the shell's remote loader, never from tracking's source. Asked for once the list shows an
 * activity, so a tap opens it at once; a failure is not kept (gcTime 0), so a later tap tries again.
 */
export function useActivityDetailDialog(enabled: boolean) {
  return useQuery({
    queryKey: ['remote', ACTIVITY_DETAIL_DIALOG_MODULE.remote, ACTIVITY_DETAIL_DIALOG_MODULE.module],
    queryFn: () => loadRemoteModule<ActivityDetailDialogModule>(ACTIVITY_DETAIL_DIALOG_MODULE.remote, ACTIVITY_DETAIL_DIALOG_MODULE.module),
    staleTime: Infinity,
    gcTime: 0,
    enabled,
  });
}
