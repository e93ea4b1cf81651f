import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_DETAIL_DIALOG_MODULE, loadRemoteModule, type ActivityDetailDialogModule } from '@tally/ui';

/**
 * mfe-tracking's activity detail dialog ('./activity-detail-dialog'), loaded at run time through
 * the shell's remote loader. Asked for as soon as the list holds an AI result, so a tap opens it at
 * once; a failure is not kept (gcTime 0), so the next visit tries again.
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
