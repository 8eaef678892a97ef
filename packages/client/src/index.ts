/**
 * A typed client of the Reserve Drug Supply API: every path of every portal, its parameters, body
 * and answer, from the API's OpenAPI document (`schema.ts`, written by `npm run client:generate`).
 *
 *   const api = createApiClient({ baseUrl: 'http://localhost:3000', token });
 *   const { data, error } = await api.GET('/api/member/stocks', { params: { query: { limit: 10 } } });
 */
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

export interface ApiClientOptions {
  /** Where the portal is served, without `/api`: `http://localhost:3000`. */
  baseUrl: string;
  /** A session token (from /api/auth/signin/verify) or an API key (`rdsk_…`); none for signing in. */
  token?: string;
}

/** An openapi-fetch client that sends the token on every call; `data` is the answer, `error` the refusal's envelope. */
export function createApiClient({ baseUrl, token }: ApiClientOptions) {
  return createClient<paths>({ baseUrl, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export type ApiClient = ReturnType<typeof createApiClient>;
