import { envelope, redistributionPageSchema, redistributionQuerySchema, type UserType } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { redistributionColumns } from './columns.js';
import type { RedistributionService } from './service.js';

const tags = ['redistribution'];
/** The holder (its own lots) and the administrator (the programme's). */
const holders = { allow: ['member', 'healthpro'] as UserType[] };

export function redistributionRoutes(redistribution: RedistributionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/redistribution',
      {
        config: holders,
        schema: {
          tags,
          operationId: 'listRedistribution',
          summary: 'Suggest transfers of units at risk of expiring to members short of the product, most value saved first',
          description:
            "A member sees the suggestions for its own lots, the administrator the programme's; `valueSaved` is the total of every suggestion, not only the page's.",
          querystring: redistributionQuerySchema,
          response: { 200: envelope(redistributionPageSchema) },
        },
      },
      async (request) => ok(await redistribution.list(request.auth, request.query)),
    );
    app.get(
      '/redistribution.csv',
      {
        config: holders,
        schema: {
          tags,
          operationId: 'exportRedistributionCsv',
          summary: 'Export the redistribution suggestions as CSV',
          querystring: exportQuerySchema(redistributionQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) => sendCsv(request, reply, { name: 'redistribution', columns: redistributionColumns, batches: redistribution.exportRows(request.auth) }),
    );
  };
}
