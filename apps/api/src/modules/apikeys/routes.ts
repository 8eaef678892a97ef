import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListQuerySchema, apiKeyPageSchema, apiKeySchema, envelope, idParamsSchema } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import type { ApiKeyService } from './service.js';

const tags = ['API keys'];
/** Keys are a person's to manage: a key never lists, makes or revokes keys. */
const config = { sessionOnly: true };

/** `/api/{usertype}/apikeys`: the keys a user made for their own systems (docs/integrations.md). */
export function apiKeyRoutes(apiKeys: ApiKeyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/apikeys',
      {
        config,
        schema: {
          tags,
          operationId: 'createApiKey',
          summary: 'Create an API key; the answer holds the key, shown this once',
          body: apiKeyCreateSchema,
          response: { 200: envelope(apiKeyCreatedSchema) },
        },
      },
      async (request) => ok(await apiKeys.create(request.auth, request.body), 'api.apiKey.created'),
    );
    app.get(
      '/apikeys',
      {
        config,
        schema: {
          tags,
          operationId: 'listApiKeys',
          summary: 'List my API keys (never the keys themselves), newest first',
          querystring: apiKeyListQuerySchema,
          response: { 200: envelope(apiKeyPageSchema) },
        },
      },
      async (request) => ok(await apiKeys.list(request.auth, request.query)),
    );
    app.delete(
      '/apikey/:id',
      {
        config,
        schema: {
          tags,
          operationId: 'revokeApiKey',
          summary: 'Revoke an API key; the next call made with it is refused',
          params: idParamsSchema,
          response: { 200: envelope(apiKeySchema) },
        },
      },
      async (request) => {
        const revoked = await apiKeys.revoke(request.auth, request.params.id);
        return ok(revoked, 'api.apiKey.revoked', { name: revoked.name });
      },
    );
  };
}
