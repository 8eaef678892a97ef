import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@rds/contract';
import { ApiError, api, publicApi } from '../../lib/api';
import { getImpersonator, returnToAdministrator, type Impersonator } from '../../lib/impersonation';
import { applyLanguage, currentLanguage, hasSignedOutChoice, takeSignedOutChoice } from '../../lib/i18n';
import { clearSession, saveSession, saveUser, setSigninEmail } from '../../lib/session';
import { clearToasts } from '../../ui/toasts';

/** POST /api/auth/signin/request {email}: the server e-mails a one-time code. */
export function useSigninRequest() {
  return useMutation({
    mutationFn: (email: string) => publicApi.post('/auth/signin/request', { body: { email } }),
    onSuccess: (_result, email) => setSigninEmail(email),
  });
}

/**
 * After sign-in the portal speaks the profile's language (openInProfileLanguage), unless the
 * person just chose one on the sign-in pages (or never chose one at all): the language on screen
 * is then saved to the profile.
 */
function followProfileLanguage(user: User) {
  // A choice made on the sign-in pages, or the browser's language for a user who never chose one.
  const toSave = takeSignedOutChoice() ?? (user.language ? null : currentLanguage());
  if (toSave && toSave !== user.language) {
    const form = new FormData();
    form.append('language', toSave);
    void api.patch('/me', { body: form }).then(
      ({ data: { pendingEmail: _pendingEmail, ...saved } }) => saveUser(saved),
      () => undefined, // the next switch saves it; the portal already speaks the chosen language
    );
  }
}

/**
 * The profile's language, when the portal will speak it (nobody chose another on the sign-in
 * pages), applied before the session is stored: the first screen is drawn in it, not in the sign-in
 * pages' language and then again.
 */
async function openInProfileLanguage(user: User) {
  if (hasSignedOutChoice() || !user.language || user.language === currentLanguage()) return;
  await applyLanguage(user.language);
}

/**
 * POST /api/auth/signin/verify {email, otp}: data {token, user}; the four session keys are stored.
 * `beforeEntering` runs first (the router fetches the portal's first screen, so that storing the
 * session opens it at once); the sign-in does not depend on it.
 */
export function useSigninVerify(beforeEntering?: (user: User) => Promise<unknown>) {
  return useMutation({
    mutationFn: async (input: { email: string; otp: string }) => {
      const result = await publicApi.post('/auth/signin/verify', { body: input });
      await openInProfileLanguage(result.data.user).catch(() => undefined);
      await beforeEntering?.(result.data.user).catch(() => undefined);
      return result;
    },
    onSuccess: (result) => {
      // The portal opens on a clean slate: no sign-in messages follow the user in.
      clearToasts();
      saveSession(result.data.token, result.data.user);
      followProfileLanguage(result.data.user);
    },
  });
}

/**
 * POST /api/{type}/logout with {}; the local session is cleared whatever the answer,
 * then the user goes to / (which sends a signed-out user on to /login). While an administrator
 * acts as someone, logout ends that session only and returns to the administrator's own (kept when
 * Logout was chosen: see returnToAdministrator).
 */
export function useLogout() {
  const navigate = useNavigate();
  const mutation = useMutation({
    // Logged out either way: a failed call (the network, the server) is not the user's concern.
    meta: { silent: true },
    mutationFn: async (_acting: Impersonator | null) => {
      try {
        return await api.post('/logout');
      } catch (error) {
        // The server already considers the session over: nothing to tell the user.
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    onSettled: (_result, _error, acting) => {
      if (acting) {
        returnToAdministrator(acting);
        return;
      }
      clearSession();
      void navigate('/', { replace: true });
    },
  });
  return { logout: () => mutation.mutate(getImpersonator()), pending: mutation.isPending };
}
