import { envelope, supplyRiskPageSchema, supplyRiskQuerySchema, type UserType } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { supplyRiskColumns } from './columns.js';
import type { SupplyRiskService } from './service.js';

const tags = ['supply chain'];
const administrator = { allow: ['healthpro'] as UserType[] };

export function supplyRiskRoutes(supplyRisk: SupplyRiskService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/supplyrisk',
      {
        config: administrator,
        schema: {
          tags,
          operationId: 'listSupplyRisk',
          summary: 'Supply-chain risk: each product, who holds its units, its flags and days of cover, most at risk first',
          querystring: supplyRiskQuerySchema,
          response: { 200: envelope(supplyRiskPageSchema) },
        },
      },
      async (request) => ok(await supplyRisk.list(request.query)),
    );
    app.get(
      '/supplyrisk.csv',
      {
        config: administrator,
        schema: {
          tags,
          operationId: 'exportSupplyRiskCsv',
          summary: 'Export supply-chain risk as CSV',
          querystring: exportQuerySchema(supplyRiskQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) => sendCsv(request, reply, { name: 'supply-risk', columns: supplyRiskColumns, batches: supplyRisk.exportRows(request.query) }),
    );
  };
}
