import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, fakeUser } from '../testing/fixtures';
import {
  clearSession,
  expireSession,
  forgetSignOutReason,
  getSession,
  isSessionActive,
  peekSignOutReason,
  saveSession,
  saveUser,
  setSigninEmail,
  subscribeSession,
} from './session';

beforeEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the stored session', () => {
  it('is stored under the spec’s keys and read back', () => {
    const token = fakeToken();
    const user = fakeUser('member');
    saveSession(token, user);

    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(localStorage.getItem('usertype')).toBe('member');
    expect(localStorage.getItem('email')).toBe(user.email);
    expect(getSession()).toEqual({ token, user, usertype: 'member', email: user.email });
    expect(isSessionActive(getSession())).toBe(true);
  });

  it('tells its subscribers of every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession(fakeToken(), fakeUser('supplier'));
    saveUser(fakeUser('supplier', { name: 'Renamed' }));
    unsubscribe();
    clearSession();

    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSession().user).toBeNull();
  });

  it('keeps the sign-in e-mail alone while signed out', () => {
    setSigninEmail('someone@example.org');
    expect(getSession()).toEqual({ email: 'someone@example.org', token: null, user: null, usertype: null });
  });

  it('is cleared whole on sign-out', () => {
    saveSession(fakeToken(), fakeUser('healthpro'));
    clearSession();

    for (const key of ['email', 'token', 'user', 'usertype']) expect(localStorage.getItem(key)).toBeNull();
    expect(getSession()).toEqual({ email: null, token: null, user: null, usertype: null });
  });

  it('is not active once its token has expired, or with a token that is not a JWT', () => {
    saveSession(fakeToken({ exp: Math.floor(Date.now() / 1000) - 1 }), fakeUser('member'));
    expect(isSessionActive(getSession())).toBe(false);
    saveSession('not-a-jwt', fakeUser('member'));
    expect(isSessionActive(getSession())).toBe(false);
  });

  it('reads nothing when the browser refuses storage, and storing does not throw', () => {
    const refused = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(() => saveSession(fakeToken(), fakeUser('member'))).not.toThrow();
      expect(getSession().token).toBeNull();
    } finally {
      refused.mockRestore();
    }
  });
});

describe('a session that ends by itself', () => {
  it('keeps the e-mail and leaves the reason for the sign-in page, once', () => {
    saveSession(fakeToken(), fakeUser('member', { email: 'member@example.org' }));
    expireSession('Your session was ended by an administrator.');

    expect(getSession()).toEqual({ email: 'member@example.org', token: null, user: null, usertype: null });
    expect(peekSignOutReason()).toBe('Your session was ended by an administrator.');
    forgetSignOutReason();
    expect(peekSignOutReason()).toBeNull();
  });

  it('says the session expired when no message is given', () => {
    saveSession(fakeToken(), fakeUser('member'));
    expireSession();
    expect(peekSignOutReason()).toBe('Your session has expired. Sign in again to continue.');
  });

  it('leaves no reason when nobody was signed in', () => {
    expireSession();
    expect(peekSignOutReason()).toBeNull();
  });

  it('leaves no reason, and still signs out, when the browser refuses session storage', () => {
    saveSession(fakeToken(), fakeUser('member'));
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expireSession();
      expect(peekSignOutReason()).toBeNull();
    } finally {
      refused.mockRestore();
    }
    expect(getSession().token).toBeNull();
  });

  it('still signs out when session storage is full', () => {
    saveSession(fakeToken(), fakeUser('member'));
    const full = vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue({
      ...window.sessionStorage,
      getItem: () => null,
      setItem: (key: string) => {
        throw new DOMException(`No room for ${key}`, 'QuotaExceededError');
      },
    } as Storage);
    try {
      expireSession();
    } finally {
      full.mockRestore();
    }
    expect(getSession().token).toBeNull();
    expect(peekSignOutReason()).toBeNull();
  });
});
