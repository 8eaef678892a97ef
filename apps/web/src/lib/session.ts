import { useSyncExternalStore } from 'react';
import { USER_TYPES, type User, type UserType } from '@rds/contract';
import { t } from './i18n';
import { storage } from './storage';

/**
 * The signed-in session, kept in local storage under exactly these keys
 * (the spec's names): email, token, user (JSON), usertype.
 * Only the auth part of the state is persisted.
 */
export const STORAGE_KEYS = {
  email: 'email',
  token: 'token',
  user: 'user',
  usertype: 'usertype',
} as const;

export interface SessionState {
  /** The e-mail address a sign-in code was last asked for. */
  email: string | null;
  token: string | null;
  user: User | null;
  usertype: UserType | null;
}

function readUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as User) : null;
  } catch {
    return null;
  }
}

function readUserType(raw: string | null): UserType | null {
  return (USER_TYPES as readonly string[]).includes(raw ?? '') ? (raw as UserType) : null;
}

function read(): SessionState {
  const s = storage('localStorage');
  return {
    email: s?.getItem(STORAGE_KEYS.email) ?? null,
    token: s?.getItem(STORAGE_KEYS.token) ?? null,
    user: readUser(s?.getItem(STORAGE_KEYS.user) ?? null),
    usertype: readUserType(s?.getItem(STORAGE_KEYS.usertype) ?? null),
  };
}

let snapshot: SessionState = read();
const listeners = new Set<() => void>();

function emit() {
  snapshot = read();
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) emit();
  });
}

export function getSession(): SessionState {
  return snapshot;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function setSigninEmail(email: string) {
  storage('localStorage')?.setItem(STORAGE_KEYS.email, email);
  emit();
}

export function saveSession(token: string, user: User) {
  const s = storage('localStorage');
  s?.setItem(STORAGE_KEYS.token, token);
  s?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  s?.setItem(STORAGE_KEYS.usertype, user.type);
  s?.setItem(STORAGE_KEYS.email, user.email);
  emit();
}

/** Replace the stored user after a profile update. */
export function saveUser(user: User) {
  storage('localStorage')?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  emit();
}

/**
 * Hands this browser to another session (an administrator acting as someone, and back) and loads
 * the portal afresh at `to`. The keys are written without re-rendering the open screens for the new
 * user, and the fresh load leaves nothing of the previous user's screens, cached data or polling.
 */
export function switchSession(next: { token: string; user: User; email: string | null }, to = '/') {
  const s = storage('localStorage');
  if (!s) return;
  s.setItem(STORAGE_KEYS.token, next.token);
  s.setItem(STORAGE_KEYS.user, JSON.stringify(next.user));
  s.setItem(STORAGE_KEYS.usertype, next.user.type);
  if (next.email) s.setItem(STORAGE_KEYS.email, next.email);
  else s.removeItem(STORAGE_KEYS.email);
  window.location.assign(to);
}

/**
 * Why the last session ended without the user asking: the sign-in page says so. Kept in
 * sessionStorage (this tab only), read once by the login page.
 */
const SIGN_OUT_REASON_KEY = 'rds.signOutReason';
/** Why a session that ran out ended, in the portal's language. */
export const sessionExpiredMessage = () => t('auth.sessionExpired');

/** The message saying why the last session ended by itself, or null. */
export function peekSignOutReason(): string | null {
  return storage('sessionStorage')?.getItem(SIGN_OUT_REASON_KEY) ?? null;
}

export function forgetSignOutReason() {
  storage('sessionStorage')?.removeItem(SIGN_OUT_REASON_KEY);
}

/**
 * The session ran out (its token expired, or the server answered 401 with `message`): sign out,
 * keep the e-mail, and say why on /login.
 */
export function expireSession(message: string = sessionExpiredMessage()) {
  if (!getSession().token) return;
  try {
    storage('sessionStorage')?.setItem(SIGN_OUT_REASON_KEY, message);
  } catch {
    // session storage full: the login page simply shows no reason, and the session still ends
  }
  clearSession({ keepEmail: true });
}

/** Sign out locally: every key of the session goes (the e-mail stays when the session expired, so signing in again is one click). */
export function clearSession({ keepEmail = false }: { keepEmail?: boolean } = {}) {
  const s = storage('localStorage');
  if (!s) return;
  let changed = false;
  for (const key of Object.values(STORAGE_KEYS)) {
    if (keepEmail && key === STORAGE_KEYS.email) continue;
    if (s.getItem(key) !== null) {
      s.removeItem(key);
      changed = true;
    }
  }
  if (changed || snapshot.token) emit();
}

/* ---------- the token's own expiry ---------- */

/** The JWT payload, decoded without a library; null when the token is not a JWT. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** When the token expires, in milliseconds since the epoch; null when it carries no `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** A session is usable when there is a token whose `exp` (seconds) has not passed, and a known user type. */
export function isSessionActive(session: SessionState, now = Date.now()): boolean {
  if (!session.token || !session.usertype) return false;
  if (!decodeTokenPayload(session.token)) return false;
  const expiresAt = tokenExpiresAt(session.token);
  return expiresAt === null || expiresAt > now;
}
