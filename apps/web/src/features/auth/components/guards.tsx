import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { clearSession, expireSession, isSessionActive, tokenExpiresAt, useSession } from '../../../lib/session';

/** Longest delay setTimeout accepts. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Protected pages: without a token, or once the token's own `exp` (seconds) has passed,
 * the session is cleared and the user goes to /login. A timer ends the session at its expiry.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const active = isSessionActive(session);

  useEffect(() => {
    if (!active && session.token) expireSession();
    else if (!active && (session.user || session.usertype)) clearSession();
  }, [active, session.token, session.user, session.usertype]);

  useEffect(() => {
    if (!active || !session.token) return;
    const expiresAt = tokenExpiresAt(session.token);
    if (expiresAt === null) return;
    const timer = window.setTimeout(() => expireSession(), Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - Date.now())));
    return () => window.clearTimeout(timer);
  }, [active, session.token]);

  if (!active) return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/** Sign-in pages: a signed-in user has nothing to do there. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (isSessionActive(session)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
