import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';

/** POST /api/user/avatar as multipart field `avatar`; the answer (with profileImageUrl) replaces the cached user. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file, file.name);
      return api.post<User>('/api/user/avatar', form);
    },
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
