import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** GET /api/push/public-key: the server's VAPID key devices subscribe with; `publicKey` is null when push is not set up. */
export function usePushPublicKey({ enabled }: { enabled: boolean }) {
  return useQuery<ApiAnswer<'getPushPublicKey'>>({ queryKey: queryKeys.pushPublicKey, enabled, staleTime: Infinity });
}
