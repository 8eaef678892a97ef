import { useSyncExternalStore } from 'react';
import { USER_TYPES, type User, type UserType } from '@rds/contract';
import { api, getAs } from './api';
import { t } from './i18n';
import { decodeTokenPayload, forgetSignOutReason, getSession, subscribeSession, switchSession } from './session';
import { storage } from './storage';

/**
 * Impersonation: an administrator acts as another user.
 *
 * The administrator's own session is kept aside in local storage under `impersonator`
 * ({token, user, usertype, email}, plus the token of the session acting for them), the stored
 * session becomes the target's, and the portal loads afresh at '/'. Returning puts the
 * administrator's session back the same way. A stored record counts only while the stored session
 * is the one it started: once that session ends any other way, the record is dropped, so no
 * administrator token is left behind in the browser.
 */
export const IMPERSONATOR_KEY = 'impersonator';

export interface Impersonator {
  /** The administrator's own session. */
  token: string;
  user: User;
  usertype: UserType;
  email: string | null;
  /** The token of the session acting as the other user. */
  actingToken: string;
}

function parse(raw: string | null): Impersonator | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Impersonator> | null;
    if (
      !value ||
      typeof value.token !== 'string' ||
      typeof value.actingToken !== 'string' ||
      !value.user ||
      typeof value.user !== 'object' ||
      !(USER_TYPES as readonly string[]).includes(value.usertype ?? '')
    ) {
      return null;
    }
    return value as Impersonator;
  } catch {
    return null;
  }
}

let raw = storage('localStorage')?.getItem(IMPERSONATOR_KEY) ?? null;
let record = parse(raw);
const listeners = new Set<() => void>();

function refresh() {
  const next = storage('localStorage')?.getItem(IMPERSONATOR_KEY) ?? null;
  if (next === raw) return;
  raw = next;
  record = parse(next);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function forget() {
  storage('localStorage')?.removeItem(IMPERSONATOR_KEY);
  refresh();
}

if (typeof window !== 'undefined') {
  // Another tab started or ended an impersonation: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === IMPERSONATOR_KEY) refresh();
  });
  // The acting session ended some other way (expiry, a 401, a sign-in): drop the record.
  subscribeSession(() => {
    if (record && getSession().token !== record.actingToken) forget();
  });
  if (record && getSession().token !== record.actingToken) forget();
}

/** The administrator's stored session, when the stored session is one acting for them. */
export function getImpersonator(): Impersonator | null {
  return record && getSession().token === record.actingToken ? record : null;
}

/** The administrator's stored session while acting as someone, for the banner; null otherwise. */
export function useImpersonator(): Impersonator | null {
  const current = useSyncExternalStore(
    subscribe,
    () => record,
    () => record,
  );
  const token = useSyncExternalStore(
    subscribeSession,
    () => getSession().token,
    () => getSession().token,
  );
  return current && token === current.actingToken ? current : null;
}

/**
 * POST /api/healthpro/impersonate/login {userId}: data is the target's token. The target is read
 * with GET /api/{type}/me under that token, the administrator's session is put aside, and the
 * portal loads afresh as the target at '/'.
 */
export async function startImpersonation(target: { userId: string; type: UserType }): Promise<void> {
  const admin = getSession();
  if (!admin.token || !admin.user || !admin.usertype) throw new Error(t('http.signIn'));
  const { data: token } = await api.post('/impersonate/login', { body: { userId: target.userId } });
  const claimed = decodeTokenPayload(token)?.type;
  const usertype = (USER_TYPES as readonly unknown[]).includes(claimed) ? (claimed as UserType) : target.type;
  const { data: me } = await getAs({ token, usertype })('/me');
  const { actingAs: _actingAs, ...user } = me;
  const keep: Impersonator = { token: admin.token, user: admin.user, usertype: admin.usertype, email: admin.email, actingToken: token };
  storage('localStorage')?.setItem(IMPERSONATOR_KEY, JSON.stringify(keep));
  refresh();
  switchSession({ token, user, email: user.email }, '/');
}

/**
 * Puts the administrator's own session back and loads the portal afresh at '/'. `kept` is the
 * record as it was when the user asked to return: once the acting session is revoked, a screen's
 * call still in flight answers 401, which ends the stored session and drops the record, so the
 * record cannot be read again here.
 */
export function returnToAdministrator(kept: Impersonator): void {
  storage('localStorage')?.removeItem(IMPERSONATOR_KEY);
  // That 401 also left "your session has expired" for the sign-in page; it is not the administrator's.
  forgetSignOutReason();
  // Not refresh(): the open screens stay as they are until the fresh load replaces them.
  switchSession({ token: kept.token, user: kept.user, email: kept.email }, '/');
}
