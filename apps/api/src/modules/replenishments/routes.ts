import {
  commentCreateSchema,
  envelope,
  idParamsSchema,
  listQuerySchema,
  replenishmentDecisionSchema,
  replenishmentPageSchema,
  replenishmentSchema,
  replenishSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { columnsFor, csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { replenishmentColumns } from './columns.js';
import type { ReplenishmentService } from './service.js';

const tags = ['replenishments'];
const parties = { allow: ['member', 'supplier', 'healthpro'] as UserType[] };
const one = envelope(replenishmentSchema);

export function replenishmentRoutes(tasks: ReplenishmentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stockreplenishments',
      {
        config: parties,
        schema: {
          tags,
          operationId: 'listReplenishments',
          summary: 'List replenishments',
          querystring: listQuerySchema,
          response: { 200: envelope(replenishmentPageSchema) },
        },
      },
      async (request) => ok(await tasks.list(request.auth, request.query)),
    );
    app.get(
      '/stockreplenishments.csv',
      {
        config: parties,
        schema: {
          tags,
          operationId: 'exportReplenishmentsCsv',
          summary: 'Export the replenishments list as CSV',
          querystring: exportQuerySchema(listQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, {
          name: 'replenishments',
          columns: columnsFor(replenishmentColumns, request.auth.user.type),
          batches: tasks.exportRows(request.auth, request.query),
        }),
    );
    app.get(
      '/stockreplenishment/:id',
      { config: parties, schema: { tags, operationId: 'getReplenishment', summary: 'Read a replenishment', params: idParamsSchema, response: { 200: one } } },
      async (request) => ok(await tasks.get(request.auth, request.params.id)),
    );
    app.post(
      '/stockreplenish/:id/replenish',
      {
        config: { allow: ['supplier'] as UserType[] },
        schema: {
          tags,
          operationId: 'proposeReplenishmentLots',
          summary: 'Propose (or revise) the lots of a replenishment',
          params: idParamsSchema,
          body: replenishSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await tasks.replenish(request.auth, request.params.id, request.body.stocks), 'api.stock.assignedWaiting'),
    );
    // The spec does not name the verb of the member's decision: both are accepted.
    for (const [method, operationId] of [
      ['patch', 'decideReplenishment'],
      ['post', 'decideReplenishmentByPost'],
    ] as const) {
      app[method](
        '/stockreplenish/:id/status',
        {
          config: { allow: ['member'] as UserType[] },
          schema: {
            tags,
            operationId,
            summary: 'Approve or deny the proposed lots, as shown (`version`)',
            params: idParamsSchema,
            body: replenishmentDecisionSchema,
            response: { 200: one },
          },
        },
        async (request) =>
          ok(
            await tasks.decide(request.auth, request.params.id, request.body.status, request.body.version, request.body.reason),
            request.body.status === 'APPROVED' ? 'api.replenishments.approved' : 'api.replenishments.denied',
          ),
      );
    }
    app.post(
      '/stockreplenish/:id/paid',
      {
        config: { allow: ['supplier'] as UserType[] },
        schema: { tags, operationId: 'markReplenishmentPaid', summary: 'Mark paid: the lots enter the stock', params: idParamsSchema, response: { 200: one } },
      },
      async (request) => ok(await tasks.markPaid(request.auth, request.params.id), 'api.replenishments.paid'),
    );
    app.post(
      '/stockreplenish/:id/comment',
      {
        config: parties,
        schema: {
          tags,
          operationId: 'commentOnReplenishment',
          summary: 'Add a comment',
          params: idParamsSchema,
          body: commentCreateSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await tasks.comment(request.auth, request.params.id, request.body.comment), 'api.comment.added'),
    );
  };
}
