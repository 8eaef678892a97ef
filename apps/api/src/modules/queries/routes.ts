import { envelope, idParamsSchema, queryCreateSchema, queryListSchema, queryPageSchema, type UserType } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { queryColumns } from './columns.js';
import type { QueryService } from './service.js';

const querySchema = z.object({ _id: z.uuid(), subject: z.string(), message: z.string(), createdAt: z.string() });

export function queryRoutes(queries: QueryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/query',
      {
        schema: {
          tags: ['queries'],
          operationId: 'sendQuery',
          summary: 'Send a contact message',
          body: queryCreateSchema,
          response: { 200: envelope(querySchema) },
        },
      },
      async (request) => ok(await queries.create(request.auth, request.body), 'api.queries.sent'),
    );

    const administrator = { allow: ['healthpro'] as UserType[] };
    app.get(
      '/queries',
      {
        config: administrator,
        schema: {
          tags: ['queries'],
          operationId: 'listQueries',
          summary: 'List the contact messages',
          querystring: queryListSchema,
          response: { 200: envelope(queryPageSchema) },
        },
      },
      async (request) => ok(await queries.list(request.query)),
    );
    app.get(
      '/queries.csv',
      {
        config: administrator,
        schema: {
          tags: ['queries'],
          operationId: 'exportQueriesCsv',
          summary: 'Export the Queries list as CSV',
          querystring: exportQuerySchema(queryListSchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) => sendCsv(request, reply, { name: 'queries', columns: queryColumns, batches: queries.exportRows(request.query) }),
    );
    app.delete(
      '/query/:id',
      {
        config: administrator,
        schema: {
          tags: ['queries'],
          operationId: 'deleteQuery',
          summary: 'Delete a contact message',
          params: idParamsSchema,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await queries.remove(request.auth, request.params.id);
        return ok(null, 'api.queries.deleted');
      },
    );
  };
}
