import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeToken, fakeUser, stubAssign, stubFetch } from '../testing/fixtures';
import { IMPERSONATOR_KEY, startImpersonation } from './impersonation';
import { clearSession, saveSession } from './session';

const admin = fakeUser('healthpro', { email: 'admin@example.org' });
const member = fakeUser('member', { _id: '00000000-0000-4000-8000-000000000002', email: 'member@example.org' });
const adminToken = fakeToken({ type: 'healthpro' });
const actingToken = fakeToken({ type: 'member', act: 'impersonation' });

beforeEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  saveSession(adminToken, admin);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The administrator starts acting as the member: the API hands over the member's token, then their profile. */
async function actAsMember() {
  const fetch = stubFetch(
    answer(200, { success: true, message: '', data: actingToken }),
    answer(200, { success: true, message: '', data: { ...member, actingAs: null } }),
  );
  const assign = stubAssign();
  await startImpersonation({ userId: member._id, type: 'member' });
  return { fetch, assign };
}

/** The fresh load that follows a switch of session: the modules start again from what is stored. */
async function reload() {
  vi.resetModules();
  return { ...(await import('./session')), ...(await import('./impersonation')) };
}

describe('impersonation', () => {
  it('keeps the administrator’s session aside and loads the portal afresh as the member', async () => {
    const { fetch, assign } = await actAsMember();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/healthpro/impersonate/login', '/api/member/me']);
    expect(assign).toHaveBeenCalledWith('/');

    const portal = await reload();
    expect(portal.getSession()).toEqual({ token: actingToken, usertype: 'member', email: member.email, user: member });
    expect(portal.getImpersonator()).toEqual({ token: adminToken, user: admin, usertype: 'healthpro', email: admin.email, actingToken });
  });

  it('returns to the administrator’s own session and forgets the acting one', async () => {
    await actAsMember();
    const portal = await reload();
    // The acting session's revocation answers 401 to a screen's call: that left a reason meant for no one.
    sessionStorage.setItem('rds.signOutReason', 'Your session has expired.');
    const assign = stubAssign();
    portal.returnToAdministrator(portal.getImpersonator()!);
    expect(assign).toHaveBeenCalledWith('/');
    expect(localStorage.getItem(IMPERSONATOR_KEY)).toBeNull();

    const back = await reload();
    expect(back.getSession()).toEqual({ token: adminToken, usertype: 'healthpro', email: admin.email, user: admin });
    expect(back.getImpersonator()).toBeNull();
    expect(back.peekSignOutReason()).toBeNull();
  });

  it('drops the kept session once the acting session ends any other way', async () => {
    await actAsMember();
    const portal = await reload();
    expect(portal.getImpersonator()).not.toBeNull();

    portal.saveSession(fakeToken({ type: 'supplier' }), fakeUser('supplier'));

    expect(portal.getImpersonator()).toBeNull();
    // No administrator token is left behind in the browser.
    expect(localStorage.getItem(IMPERSONATOR_KEY)).toBeNull();
  });

  it('refuses to start without a signed-in administrator', async () => {
    clearSession();
    const fetch = stubFetch();
    await expect(startImpersonation({ userId: member._id, type: 'member' })).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a kept session found when the portal loads', () => {
  const stored = JSON.stringify({ token: adminToken, user: admin, usertype: 'healthpro', email: admin.email, actingToken });

  it('counts while the stored session is the one acting', async () => {
    saveSession(actingToken, member);
    localStorage.setItem(IMPERSONATOR_KEY, stored);
    const fresh = await reload();
    expect(fresh.getImpersonator()?.token).toBe(adminToken);
  });

  it('is dropped when the stored session is another one', async () => {
    saveSession(fakeToken({ type: 'member' }), member);
    localStorage.setItem(IMPERSONATOR_KEY, stored);
    const fresh = await reload();
    expect(fresh.getImpersonator()).toBeNull();
    expect(localStorage.getItem(IMPERSONATOR_KEY)).toBeNull();
  });
});
