import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeToken, fakeUser, stubFetch } from '../testing/fixtures';
import { api, ApiError, download, getAs, portalUrl, publicApi } from './api';
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
    const result = await api.get('/products', { params: { query: { limit: 10, search: '', skip: undefined } } });

    expect(result).toEqual({ success: true, message: 'Found', data: { total: 3 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/supplier/products?limit=10&search=');
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });
  });

  it('fills the path parameters in and sends a plain object as JSON', async () => {
    const fetch = stubFetch(answer(200, { success: true, message: '', data: null }));
    await api.post('/stock/{id}/order', { params: { path: { id: 'stock 1' } }, body: { orderUnits: [{ stockUnitId: 'u1', units: 2 }] } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/supplier/stock/stock%201/order');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"orderUnits":[{"stockUnitId":"u1","units":2}]}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a write without a body as {}, and FormData as it is (the browser sets its boundary)', async () => {
    const fetch = stubFetch(answer(200, { success: true, message: '', data: null }), answer(200, { success: true, message: '', data: null }));
    await api.patch('/order/{id}/complete', { params: { path: { id: 'o1' } } });
    const form = new FormData();
    form.append('language', 'fr');
    await api.patch('/me', { body: form });

    expect(fetch.mock.calls[0]![1]?.body).toBe('{}');
    expect(fetch.mock.calls[1]![1]?.body).toBe(form);
    expect(fetch.mock.calls[1]![1]?.headers).not.toHaveProperty('Content-Type');
  });

  it("sends a list's query string as it is", async () => {
    const fetch = stubFetch(answer(200, { success: true, message: '', data: { orders: [], total: 0 } }));
    await api.get('/orders', { params: { query: '?limit=10&skip=20&sort=newest' } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/supplier/orders?limit=10&skip=20&sort=newest');
  });

  it('names where a GET is served, for an EventSource', () => {
    expect(portalUrl('/notifications/stream', { params: { query: { ticket: 'a b' } } })).toBe('/api/supplier/notifications/stream?ticket=a+b');
    clearSession();
    expect(portalUrl('/notifications/stream')).toBeNull();
  });
});

describe('an error the UI shows', () => {
  it('is the server’s envelope: its message, code, reason and status', async () => {
    stubFetch(answer(409, { success: false, message: 'The order changed since you opened it.', code: 'STALE_VERSION', reason: 'version.stale', data: null }));
    const error = await failure(
      api.put('/location/{id}', { params: { path: { id: 'l1' } }, body: { name: 'Depot', line1: '1 Main St', line2: '', postalCode: 'K1A 0B1' } }),
    );

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
    const error = await failure(getAs({ token: fakeToken(), usertype: 'member' })('/me'));

    expect(error.sessionEnded).toBe(false);
    vi.runAllTimers();
    expect(getSession().token).toBe(token);
  });

  it('on a public call (a wrong sign-in code) signs nobody out', async () => {
    vi.useFakeTimers();
    stubFetch(answer(401, { success: false, message: 'That code is not right.', code: 'UNAUTHENTICATED', data: null }));
    expect(await failure(publicApi.post('/auth/signin/verify', { body: { email: 'a@example.org', otp: '000000' } }))).toMatchObject({ status: 401 });
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

describe('a download', () => {
  it('is the CSV of a list with the name the server gives it, and the query as given', async () => {
    const fetch = stubFetch(
      new Response('a,b\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="orders-2026.csv"' } }),
    );
    const file = await download('/orders.csv', { query: { search: 'RDS', sort: 'newest', filter: undefined } });

    expect(file.filename).toBe('orders-2026.csv');
    expect(await file.blob.text()).toBe('a,b\n');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/supplier/orders.csv?search=RDS&sort=newest');
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${token}` });
  });

  it("is refused with the server's envelope", async () => {
    stubFetch(answer(403, { success: false, message: 'Not yours.', code: 'FORBIDDEN', data: null }));
    expect(await failure(download('/orders.csv'))).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Not yours.' });
  });
});
