import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { envelope, pingSchema, sessionSchema, SIGNIN, signinRequestSchema, signinVerifySchema } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { requestLanguage, translate } from '../../platform/i18n.js';
import { SIGNIN_REQUESTED_MESSAGE, type AuthService } from './service.js';

/** `/api/auth/...`: the only calls made without a token. */
export function signinRoutes(auth: AuthService, limit: { perAddress: number; store: FastifyRateLimitStoreCtor }): FastifyPluginAsyncZod {
  return async (app) => {
    // One counter per network address, shared by request and verify and by every process (`store`,
    // in the database, as the per-e-mail limit is).
    await app.register(rateLimit, { global: false, store: limit.store });
    const perAddress = app.rateLimit({
      max: limit.perAddress,
      timeWindow: SIGNIN.windowMinutes * 60_000,
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        message: translate(requestLanguage(request), 'api.auth.tooManyAttempts', { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
      }),
    });

    app.post(
      '/signin/request',
      {
        schema: {
          tags: ['auth'],
          operationId: 'requestSigninCode',
          summary: 'Mail a 6-digit sign-in code',
          body: signinRequestSchema,
          response: { 200: envelope(z.null()) },
        },
        onRequest: perAddress,
      },
      async (request) => {
        await auth.requestCode(request.body.email, request.ip);
        return ok(null, SIGNIN_REQUESTED_MESSAGE, { minutes: SIGNIN.codeTtlMinutes });
      },
    );

    app.post(
      '/signin/verify',
      {
        schema: {
          tags: ['auth'],
          operationId: 'verifySigninCode',
          summary: 'Trade the code for a token',
          body: signinVerifySchema,
          response: { 200: envelope(sessionSchema) },
        },
        onRequest: perAddress,
      },
      async (request) => ok(await auth.verifyCode(request.body.email, request.body.otp, request.ip), 'api.auth.signedIn'),
    );
  };
}

/** `/api/{usertype}/ping` and `/logout`: the session itself. */
export function sessionRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    // The least a signed-in call costs: the session check and one trivial query (the bench's floor).
    app.get(
      '/ping',
      {
        schema: {
          tags: ['auth'],
          operationId: 'checkSession',
          summary: 'Check the session; answers the database clock',
          response: { 200: envelope(pingSchema) },
        },
      },
      async () => ok(await auth.ping()),
    );
    app.post(
      '/logout',
      {
        config: { sessionOnly: true },
        schema: { tags: ['auth'], operationId: 'signOut', summary: 'Revoke this session', response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        await auth.logout(request.auth);
        return ok(null, 'api.auth.signedOut');
      },
    );
  };
}
