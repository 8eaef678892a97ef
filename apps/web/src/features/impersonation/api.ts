import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { returnToAdministrator } from '../../lib/impersonation';

/**
 * "Return to my session": POST /api/{type}/logout ends the session acting as the other user, then
 * the administrator's own session is put back and the portal loads afresh at '/'. The return happens
 * whatever the logout answers (an acting session that already ended is no reason to stay).
 */
export function useReturnToMySession() {
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        return await api.post<unknown>('/logout', {});
      } catch (error) {
        if (error instanceof ApiError) return null;
        throw error;
      }
    },
    meta: { silent: true },
    onSettled: () => returnToAdministrator(),
  });
  return { returnToMySession: () => mutation.mutate(), pending: mutation.isPending || mutation.isSuccess };
}
