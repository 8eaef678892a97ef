import { envelope, idParamsSchema, queryCreateSchema, queryListSchema, queryRecordSchema, type UserType } from '@rds/contract';
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

    const administrator = { allow: ['healthpro'] as UserType[] };
    app.get(
      '/queries',
      {
        config: administrator,
        schema: {
          tags: ['queries'],
          querystring: queryListSchema,
          response: { 200: envelope(z.object({ queries: z.array(queryRecordSchema), total: z.number().int() })) },
        },
      },
      async (request) => ok(await queries.list(request.query)),
    );
    app.delete(
      '/query/:id',
      { config: administrator, schema: { tags: ['queries'], params: idParamsSchema, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await queries.remove(request.auth, request.params.id);
        return ok(null, 'Message deleted');
      },
    );
  };
}
