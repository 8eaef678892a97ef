import { envelope, expiryRiskQuerySchema, expiryRiskSchema } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { columnsFor, csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { lotAtRiskColumns } from './columns.js';
import type { ExpiryRiskService } from './service.js';

const tags = ['stock'];

/** Expiry risk, in every portal: each scoped to the caller (a member's stocks, a supplier's products, a distributor's locations, the programme). */
export function expiryRiskRoutes(risk: ExpiryRiskService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/expiryrisk',
      {
        schema: {
          tags,
          operationId: 'getExpiryRisk',
          summary: 'Units and value projected to expire unused: by month over a horizon, and the lots at risk, most value first',
          querystring: expiryRiskQuerySchema,
          response: { 200: envelope(expiryRiskSchema) },
        },
      },
      async (request) => ok(await risk.summary(request.auth, request.query)),
    );
    app.get(
      '/expiryrisk.csv',
      {
        schema: {
          tags,
          operationId: 'exportExpiryRiskCsv',
          summary: 'Export every lot at risk of the horizon as CSV',
          querystring: exportQuerySchema(expiryRiskQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, {
          name: 'expiry-risk',
          columns: columnsFor(lotAtRiskColumns, request.auth.user.type),
          batches: risk.exportRows(request.auth, request.query),
        }),
    );
  };
}
