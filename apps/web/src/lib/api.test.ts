import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeToken, fakeUser, stubFetch } from '../testing/fixtures';
import { api, ApiError, getAs, publicApi } from './api';
import { clearSession, getSession, peekSignOutReason, saveSession } from './session';

const token = fakeToken({ type: 'supplier' });

beforeEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  saveSession(token, fakeUser('supplier'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The error a call ends with (every call here is meant to fail). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a call for the signed-in user', () => {
  it('goes to /api/{usertype}{path} with the token and the portal’s language, and answers the envelope', async () => {
    const fetch = stubFetch(answer(200, { success: true, message: 'Found', data: { total: 3 } }));
    const result = await api.get<{ total: number }>('/products', { query: { limit: 10, search: '', skip: undefined } });

    expect(result).toEqual({ success: true, message: 'Found', data: { total: 3 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/supplier/products?limit=10&search=');
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });
  });

  it('sends a plain object as JSON', async () => {
    const fetch = stubFetch(answer(200, { success: true, message: '', data: null }));
    await api.post('/orders', { units: 2 });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"units":2}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});

describe('an error the UI shows', () => {
  it('is the server’s envelope: its message, code, reason and status', async () => {
    stubFetch(answer(409, { success: false, message: 'The order changed since you opened it.', code: 'STALE_VERSION', reason: 'version.stale', data: null }));
    const error = await failure(api.put('/orders/1', {}));

    expect(error).toMatchObject({
      status: 409,
      code: 'STALE_VERSION',
      reason: 'version.stale',
      message: 'The order changed since you opened it.',
      sessionEnded: false,
    });
    expect(error.isClientError).toBe(true);
  });

  it('is a failure when a 200 carries success: false', async () => {
    stubFetch(answer(200, { success: false, message: 'Refused.', code: 'FORBIDDEN', data: null }));
    expect(await failure(api.get('/me'))).toMatchObject({ status: 500, code: 'FORBIDDEN', message: 'Refused.' });
  });

  it('names the HTTP status when the answer is not an envelope', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure(api.get('/me'))).toMatchObject({ status: 502, code: 'INTERNAL', message: 'The server could not complete the request (HTTP 502).' });
  });

  it('says the answer was not understood when a 200 is not an envelope', async () => {
    stubFetch(new Response('OK', { status: 200 }));
    expect(await failure(api.get('/me'))).toMatchObject({ code: 'BAD_RESPONSE', message: 'The server sent an answer the portal does not understand.' });
  });

  it('says the server cannot be reached when the network fails', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    expect(await failure(api.get('/me'))).toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Cannot reach the server. Check your connection and try again.',
    });
  });

  it('lets an aborted call end as an abort, not as an error to show', async () => {
    stubFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(api.get('/me')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a 401', () => {
  it('on the stored session’s token ends the session, keeping the e-mail and the server’s reason for /login', async () => {
    vi.useFakeTimers();
    stubFetch(answer(401, { success: false, message: 'Your session has ended.', code: 'SESSION_EXPIRED', data: null }));
    const error = await failure(api.get('/me'));

    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED', sessionEnded: true });
    // The session ends a moment later, so that the error first reaches its query's handler.
    expect(getSession().token).toBe(token);
    vi.runAllTimers();
    expect(getSession()).toMatchObject({ token: null, usertype: null, email: 'supplier@example.org' });
    expect(peekSignOutReason()).toBe('Your session has ended.');
  });

  it('on another session’s token (taking over an impersonated session) leaves the stored session alone', async () => {
    vi.useFakeTimers();
    stubFetch(answer(401, { success: false, message: 'Unknown session.', code: 'UNAUTHENTICATED', data: null }));
    const error = await failure(getAs({ token: fakeToken(), usertype: 'member' }, '/me'));

    expect(error.sessionEnded).toBe(false);
    vi.runAllTimers();
    expect(getSession().token).toBe(token);
  });

  it('on a public call (a wrong sign-in code) signs nobody out', async () => {
    vi.useFakeTimers();
    stubFetch(answer(401, { success: false, message: 'That code is not right.', code: 'UNAUTHENTICATED', data: null }));
    expect(await failure(publicApi.post('/auth/signin/verify', { email: 'a@example.org', otp: '000000' }))).toMatchObject({ status: 401 });
    vi.runAllTimers();
    expect(getSession().token).toBe(token);
  });
});

it('refuses a call made while signed out, without reaching the server', async () => {
  clearSession();
  const fetch = stubFetch();
  expect(await failure(api.get('/me'))).toMatchObject({ status: 401, code: 'NO_SESSION' });
  expect(fetch).not.toHaveBeenCalled();
});
