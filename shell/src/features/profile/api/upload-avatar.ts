import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tally/ui';

/** POST /api/user/avatar as multipart field `avatar`; the answer (with profileImageUrl) replaces the cached user. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.call('uploadAvatar', { body: { avatar: file } }),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
