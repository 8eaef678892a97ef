import type { FastifyInstance } from 'fastify';
import { requestLanguage, translate, type ApiMessageParams } from './i18n.js';

/** Where `ok` keeps a message's parameters until the answer is rendered in the request's language. */
const PARAMS = Symbol('message params');

/** The success half of `{ success, message, data }`: `key` names the message in the catalogues. */
export function ok<T>(data: T, key = 'api.ok', params?: ApiMessageParams) {
  return { success: true as const, message: key, data, [PARAMS]: params };
}

/** Renders the message of every success answer in the request's language (errors: see errors.ts). */
export function registerEnvelopeMessages(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || (payload as { success?: unknown }).success !== true) return payload;
    const { message, [PARAMS]: params, ...rest } = payload as ReturnType<typeof ok>;
    if (typeof message !== 'string') return payload;
    return { ...rest, message: translate(requestLanguage(request), message, params) };
  });
}
