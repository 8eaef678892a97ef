import { dashboardSchema, envelope, worklistSchema } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLanguage } from '../../platform/i18n.js';
import type { DashboardService } from './service.js';

export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['dashboard'],
          operationId: 'getDashboard',
          summary: "Read this portal's dashboard: counts and charts",
          response: { 200: envelope(dashboardSchema) },
        },
      },
      async (request) => ok(await dashboard.read(request.auth)),
    );
    app.get(
      '/worklist',
      {
        schema: {
          tags: ['dashboard'],
          operationId: 'getWorklist',
          summary:
            "What waits for the reader, with counts, oldest first: the administrator's decisions (par-level requests, locations, supply chains, counts) and, for every portal, recalls past their respond-by date with units remaining",
          response: { 200: envelope(worklistSchema) },
        },
      },
      async (request) => ok(await dashboard.worklist(request.auth, requestLanguage(request))),
    );
  };
}
