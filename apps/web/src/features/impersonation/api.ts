import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { getImpersonator, returnToAdministrator, type Impersonator } from '../../lib/impersonation';

/**
 * "Return to my session": POST /api/{type}/logout ends the session acting as the other user, then
 * the administrator's own session is put back and the portal loads afresh at '/'. The return happens
 * whatever the logout answers (an acting session that already ended is no reason to stay), with the
 * administrator's session as it was kept when the button was pressed.
 */
export function useReturnToMySession() {
  const mutation = useMutation({
    mutationFn: async (_kept: Impersonator) => {
      try {
        return await api.post('/logout');
      } catch (error) {
        if (error instanceof ApiError) return null;
        throw error;
      }
    },
    meta: { silent: true },
    onSettled: (_result, _error, kept) => returnToAdministrator(kept),
  });
  const returnToMySession = () => {
    const kept = getImpersonator();
    if (kept) mutation.mutate(kept);
  };
  return { returnToMySession, pending: mutation.isPending || mutation.isSuccess };
}
