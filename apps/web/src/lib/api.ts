import type { paths } from '@rds/client';
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

/** A list's paging, search and sort as useListQuery writes them: '' or '?limit=10&skip=0&sort=newest'. */
export type QueryString = '' | `?${string}`;

export interface RequestOptions {
  /** A list's query string is sent as it is. */
  query?: QueryParams | QueryString;
  /** A plain object is sent as JSON; FormData as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function toQueryString(query: QueryParams | QueryString | undefined): QueryString {
  if (typeof query === 'string') return query;
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/*
 * The calls are typed by the API document (`paths`, generated into packages/client): a path the
 * API does not have, a missing parameter, a body or an answer of another shape fail the type check.
 * The web names a portal's path without its prefix: '/order/{id}/dispatch' is
 * '/api/{usertype}/order/{id}/dispatch' for the signed-in user's usertype. Where several portals
 * have a path, their operations are alike, and the path's type is their union.
 */
type PortalPaths = { [P in keyof paths as P extends `/api/${UserType}${infer Rest}` ? Rest : never]: paths[P] };
/** The public paths (sign-in): '/auth/signin/verify' is '/api/auth/signin/verify'. */
type PublicPaths = { [P in keyof paths as P extends `/api${infer Rest extends `/auth/${string}`}` ? Rest : never]: paths[P] };

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<Item, M extends HttpMethod> = Item extends { [K in M]?: infer Op } ? Exclude<Op, undefined> : never;
/** The paths of `Ps` that answer `M`. */
type PathsWith<Ps, M extends HttpMethod> = { [P in keyof Ps]: [Operation<Ps[P], M>] extends [never] ? never : P }[keyof Ps] & string;

/** A path of the signed-in user's portal that answers a GET, e.g. '/stock/{id}'. */
export type PortalPath = PathsWith<PortalPaths, 'get'>;

type PathParams<Op> = Op extends { parameters: { path: infer Path } } ? { path: Path } : { path?: never };
type QueryOf<Op> = Op extends { parameters: { query?: infer Query } } ? Exclude<Query, undefined> : never;
/** A list's query string is sent as it is, to a path that takes a query. */
type Params<Op> = PathParams<Op> & ([QueryOf<Op>] extends [never] ? { query?: never } : { query?: QueryOf<Op> | QueryString });
type ParamsInit<Op> = Op extends { parameters: { path: object } } ? { params: Params<Op> } : { params?: Params<Op> };

type Content<Body> = Body extends { content: infer C } ? (C extends { 'multipart/form-data': unknown } ? FormData : C[keyof C]) : never;
type BodyOf<Op> = Op extends { requestBody: infer Body }
  ? { body: Content<Body> }
  : Op extends { requestBody?: infer Body }
    ? [Exclude<Body, undefined>] extends [never]
      ? { body?: never }
      : { body?: Content<Body> }
    : { body?: never };

type Init<Op> = Op extends unknown ? ParamsInit<Op> & BodyOf<Op> & { signal?: AbortSignal } : never;
/** The envelope of the operation's answer, `{ success, message, data }`. */
type Answer<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Envelope } } } } ? Envelope : never;

/** A call's init, optional when nothing in it is required. */
type InitArgs<Ps, M extends HttpMethod, P extends keyof Ps> =
  {} extends Init<Operation<Ps[P], M>> ? [init?: Init<Operation<Ps[P], M>>] : [init: Init<Operation<Ps[P], M>>];
type Call<Ps, M extends HttpMethod> = <P extends PathsWith<Ps, M>>(path: P, ...init: InitArgs<Ps, M, P>) => Promise<Answer<Operation<Ps[P], M>>>;

/** What the implementation reads of a call's init, whatever its path. */
interface AnyInit {
  params?: { path?: Record<string, string | number>; query?: RequestOptions['query'] };
  body?: unknown;
  signal?: AbortSignal;
}

/** The path with its parameters filled in: '/order/{id}' with { id: 'a1' } is '/order/a1'. */
function fill(path: string, params: AnyInit['params']): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params?.path?.[name])));
}

/** The request of a call: its init as send() takes it, a write without a body sending `{}`. */
function requestOf(method: Method, { params, body, signal }: AnyInit): RequestOptions {
  return { query: params?.query, body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}), signal };
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

/** The signed-in user's portal prefix and token; signed out, the session is cleared and the call refused (NO_SESSION). */
function signedIn(): { token: string; prefix: string } {
  const { token, usertype } = getSession();
  if (!token || !usertype) {
    clearSession();
    throw new ApiError(401, 'NO_SESSION', t('http.signIn'));
  }
  return { token, prefix: `/api/${usertype}` };
}

/** Calls for the signed-in user: `/api/{usertype}{path}` with the token. */
function scoped(method: Method) {
  return async (path: string, init: AnyInit = {}) => {
    const { token, prefix } = signedIn();
    return send<unknown>(method, prefix + fill(path, init.params), token, requestOf(method, init));
  };
}

export const api = {
  get: scoped('GET') as Call<PortalPaths, 'get'>,
  post: scoped('POST') as Call<PortalPaths, 'post'>,
  put: scoped('PUT') as Call<PortalPaths, 'put'>,
  patch: scoped('PATCH') as Call<PortalPaths, 'patch'>,
  delete: scoped('DELETE') as Call<PortalPaths, 'delete'>,
};

/**
 * A GET on behalf of a session that is not (yet) the stored one: `/api/{usertype}{path}` with that
 * token. Taking over an impersonated session reads its user this way before switching to it.
 */
export function getAs(session: { token: string; usertype: UserType }) {
  return ((path: string, init: AnyInit = {}) =>
    send<unknown>('GET', `/api/${session.usertype}${fill(path, init.params)}`, session.token, requestOf('GET', init), false)) as Call<PortalPaths, 'get'>;
}

/**
 * Where a GET of the signed-in user's portal is served, for what fetch does not open (an
 * EventSource); null when signed out.
 */
export function portalUrl<P extends PortalPath>(path: P, ...init: InitArgs<PortalPaths, 'get', P>): string | null {
  const { usertype } = getSession();
  const params = (init[0] as AnyInit | undefined)?.params;
  return usertype ? `/api/${usertype}${fill(path, params)}${toQueryString(params?.query)}` : null;
}

/** A list's CSV export, e.g. '/products.csv': a path whose answer is text/csv. */
export type CsvPath = {
  [P in PortalPath]: Operation<PortalPaths[P], 'get'> extends { responses: { 200: { content: { 'text/csv': unknown } } } } ? P : never;
}[PortalPath];

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
export async function download(
  path: CsvPath,
  options: { query?: QueryParams; signal?: AbortSignal; path?: Record<string, string> } = {},
): Promise<DownloadedFile> {
  const { token, usertype } = getSession();
  if (!token || !usertype) {
    clearSession();
    throw new ApiError(401, 'NO_SESSION', t('http.signIn'));
  }
  // A record's export names it in the path (`/recall/{id}/trace.csv`).
  const url = `/api/${usertype}${fill(path, { path: options.path })}${toQueryString(options.query)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', t('http.network'));
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
      envelope?.message || t('http.failed', { status: response.status }),
      envelope?.reason,
    );
  }
  try {
    const blob = await response.blob();
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { blob, filename: named?.[1] ?? 'export.csv' };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', t('http.downloadStopped'));
  }
}

/** Public calls (sign-in only): `/api{path}`, no token. */
export const publicApi = {
  post: ((path: string, init: AnyInit = {}) => send<unknown>('POST', `/api${fill(path, init.params)}`, null, requestOf('POST', init))) as Call<
    PublicPaths,
    'post'
  >,
};

/** Where an uploaded file (profile picture, product image) is served: `/{path}`. */
export function fileUrl(path: string | null | undefined, fallback: string): string {
  if (!path) return fallback;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return path.startsWith('/') ? path : `/${path}`;
}

export const DEFAULT_AVATAR = '/default-avatar.svg';
export const DEFAULT_PRODUCT_IMAGE = '/default-product.svg';
