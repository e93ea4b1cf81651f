import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@tally/ui';

/** GET /api/push/public-key: the server's VAPID key devices subscribe with; `publicKey` is null when push is not set up. */
export function usePushPublicKey({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery('getPushPublicKey'), enabled, staleTime: Infinity });
}
