import type { ErrorCode, ErrorReason, UserType } from '@rds/contract';
import { currentLanguage, t } from './i18n';
import { clearSession, expireSession, getSession } from './session';

/**
 * The one HTTP client of the web.
 *
 * Every call goes to `/api/...`. Calls made on behalf of the signed-in user are
 * `/api/{usertype}/...` with `Authorization: Bearer <token>`; only sign-in is public.
 * Every answer is `{ success, message, data }`; a failure is `{ success: false, message, code }`
 * with a real HTTP status, and is thrown as an ApiError. Toasts are not shown here but centrally
 * by the QueryClient (see app/queryClient.ts), so every failed query or mutation shows one.
 */

export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/**
 * Codes the client may produce itself, beside the server's ERROR codes.
 * NO_SESSION: a call was attempted while signed out (e.g. a poll racing a logout); it is not shown.
 */
export type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE' | 'NO_SESSION';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode | (string & {}),
    message: string,
    /** The server's stable reason (the contract's ERROR_REASONS): what to branch on. None when the server gave no answer. */
    readonly reason?: ErrorReason,
  ) {
    super(message);
  }

  /** The stored session ended (a 401 on its own token): the sign-in page says why, so no toast repeats it. */
  sessionEnded = false;

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  /** A plain object is sent as JSON; FormData as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function toQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> & { code?: string; reason?: ErrorReason } {
  return !!value && typeof value === 'object' && 'success' in value;
}

async function send<T>(
  method: Method,
  url: string,
  token: string | null,
  options: RequestOptions,
  /** False when the token is not the stored session's: its 401 must not end the stored session. */
  ownSession = true,
): Promise<ApiEnvelope<T>> {
  // The API answers its messages in the portal's language (a signed-in user's profile language first).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url + toQueryString(options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', t('http.network'));
  }

  let payload: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }

  if (!response.ok || !isEnvelope(payload) || payload.success === false) {
    const message =
      isEnvelope(payload) && payload.message ? payload.message : response.ok ? t('http.badResponse') : t('http.failed', { status: response.status });
    const code = isEnvelope(payload) && typeof payload.code === 'string' ? payload.code : response.ok ? 'BAD_RESPONSE' : 'INTERNAL';
    const status = response.ok ? 500 : response.status;
    const reason = isEnvelope(payload) ? payload.reason : undefined;
    if (token && ownSession && status === 401) {
      // UNAUTHENTICATED or SESSION_EXPIRED: the session is over. Clearing it sends every
      // protected page to /login (see RequireAuth). It waits a macrotask so that this error first
      // reaches the query's error handler (and its toast) before the page unmounts and cancels it.
      window.setTimeout(() => expireSession(message), 0);
      const ended = new ApiError(status, code, message, reason);
      ended.sessionEnded = true;
      throw ended;
    }
    throw new ApiError(status, code, message, reason);
  }
  return payload as ApiEnvelope<T>;
}

/** Calls for the signed-in user: `/api/{usertype}{path}` with the token. */
function scoped<T>(method: Method, path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const { token, usertype } = getSession();
  if (!token || !usertype) {
    clearSession();
    return Promise.reject(new ApiError(401, 'NO_SESSION', t('http.signIn')));
  }
  return send<T>(method, `/api/${usertype}${path.startsWith('/') ? path : `/${path}`}`, token, options);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => scoped<T>('GET', path, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => scoped<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body: unknown = {}, options?: RequestOptions) => scoped<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body: unknown = {}, options?: RequestOptions) => scoped<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => scoped<T>('DELETE', path, options),
};

/**
 * A GET on behalf of a session that is not (yet) the stored one: `/api/{usertype}{path}` with that
 * token. Taking over an impersonated session reads its user this way before switching to it.
 */
export function getAs<T>(session: { token: string; usertype: UserType }, path: string, options?: Omit<RequestOptions, 'body'>) {
  return send<T>('GET', `/api/${session.usertype}${path.startsWith('/') ? path : `/${path}`}`, session.token, options ?? {}, false);
}

/** A file the server sends for the signed-in user, with the name it gives it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * A download for the signed-in user (a list's CSV export): GET `/api/{usertype}{path}` with the
 * token, read whole as a Blob. A refusal is thrown as an ApiError with the server's message, like
 * every call; a download cut off half-way (the server stopped, the network dropped) as NETWORK.
 */
export async function download(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<DownloadedFile> {
  const { token, usertype } = getSession();
  if (!token || !usertype) {
    clearSession();
    throw new ApiError(401, 'NO_SESSION', 'Please sign in to continue.');
  }
  const url = `/api/${usertype}${path.startsWith('/') ? path : `/${path}`}${toQueryString(options.query)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    let payload: unknown = null;
    try {
      payload = JSON.parse(await response.text());
    } catch {
      payload = null;
    }
    const envelope = isEnvelope(payload) ? payload : null;
    if (response.status === 401) window.setTimeout(clearSession, 0);
    throw new ApiError(
      response.status,
      typeof envelope?.code === 'string' ? envelope.code : 'INTERNAL',
      envelope?.message || `The server could not complete the request (HTTP ${response.status}).`,
      envelope?.reason,
    );
  }
  try {
    const blob = await response.blob();
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { blob, filename: named?.[1] ?? 'export.csv' };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The download stopped before it finished. Check your connection and try again.');
  }
}

/** Public calls (sign-in only): `/api{path}`, no token. */
export const publicApi = {
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    send<T>('POST', `/api${path.startsWith('/') ? path : `/${path}`}`, null, { ...options, body }),
};

/** Where an uploaded file (profile picture, product image) is served: `/{path}`. */
export function fileUrl(path: string | null | undefined, fallback: string): string {
  if (!path) return fallback;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return path.startsWith('/') ? path : `/${path}`;
}

export const DEFAULT_AVATAR = '/default-avatar.svg';
export const DEFAULT_PRODUCT_IMAGE = '/default-product.svg';
