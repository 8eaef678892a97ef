import { adjustmentListQuerySchema, adjustmentPageSchema, adjustmentSchema, adjustSchema, envelope, idParamsSchema, type UserType } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { adjustmentColumns } from './columns.js';
import type { AdjustmentService } from './service.js';

const tags = ['adjustments'];
const readers = { allow: ['member', 'supplier', 'distributor', 'healthpro'] as UserType[] };

export function adjustmentRoutes(adjustments: AdjustmentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/stockunit/:id/adjust',
      {
        config: { allow: ['supplier', 'distributor', 'healthpro'] as UserType[] },
        schema: {
          tags,
          operationId: 'adjustLot',
          summary: "Change a lot's units with a reason (only FOUND and COUNT_CORRECTION add; never below the units held)",
          params: idParamsSchema,
          body: adjustSchema,
          response: { 200: envelope(adjustmentSchema) },
        },
      },
      async (request) => ok(await adjustments.adjust(request.auth, request.params.id, request.body), 'api.adjustments.done'),
    );
    app.get(
      '/adjustments',
      {
        config: readers,
        schema: {
          tags,
          operationId: 'listAdjustments',
          summary: "List adjustments: a member its stocks', an operator its locations', the administrator all",
          querystring: adjustmentListQuerySchema,
          response: { 200: envelope(adjustmentPageSchema) },
        },
      },
      async (request) => ok(await adjustments.list(request.auth, request.query)),
    );
    app.get(
      '/adjustments.csv',
      {
        config: readers,
        schema: {
          tags,
          operationId: 'exportAdjustmentsCsv',
          summary: 'Export the adjustments list as CSV',
          querystring: exportQuerySchema(adjustmentListQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, { name: 'adjustments', columns: adjustmentColumns, batches: adjustments.exportRows(request.auth, request.query) }),
    );
  };
}
