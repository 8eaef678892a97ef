import { envelope, queryCreateSchema } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import type { QueryService } from './service.js';

const querySchema = z.object({ _id: z.uuid(), subject: z.string(), message: z.string(), createdAt: z.string() });

export function queryRoutes(queries: QueryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/query',
      { schema: { tags: ['queries'], summary: 'Send a contact message', body: queryCreateSchema, response: { 200: envelope(querySchema) } } },
      async (request) => ok(await queries.create(request.auth, request.body), 'Thank you, your message has been sent'),
    );
  };
}
