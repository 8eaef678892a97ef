import { vi } from 'vitest';
import type { User, UserType } from '@rds/contract';

/** Helpers of the web's unit tests (the `web` project of vitest.config.ts); never part of the build. */

/** A JWT the portal can read (it never checks the signature): `exp` in seconds, an hour ahead unless given. */
export function fakeToken(payload: Record<string, unknown> = {}): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600, ...payload })}.signature`;
}

export function fakeUser(type: UserType, overrides: Partial<User> = {}): User {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    type,
    name: `A ${type}`,
    email: `${type}@example.org`,
    phone: '',
    address: '',
    profilePic: null,
    isActive: true,
    expiryLotPreferences: null,
    language: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An answer of the API: the envelope as JSON with its HTTP status. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces `fetch` with a mock that answers each call in turn; the calls are on `mock.calls`. */
export function stubFetch(...answers: Array<Response | Error>) {
  const mock = vi.fn<typeof fetch>();
  for (const next of answers) {
    if (next instanceof Error) mock.mockRejectedValueOnce(next);
    else mock.mockResolvedValueOnce(next);
  }
  vi.stubGlobal('fetch', mock);
  return mock;
}

/**
 * The browser's `location.assign`, stubbed: the session switches (impersonation) load the portal
 * afresh, which a test must not do.
 */
export function stubAssign() {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  return assign;
}

/** Resizes happy-dom's window, as a phone or a desktop would be: media queries follow, and tell their listeners. */
export function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(viewport: { width: number }): void } }).happyDOM.setViewport({ width });
}
