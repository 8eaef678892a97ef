import { dashboardSchema, envelope, worklistSchema, type UserType } from '@rds/contract';
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
        config: { allow: ['healthpro'] as UserType[] },
        schema: {
          tags: ['dashboard'],
          operationId: 'getWorklist',
          summary: 'What waits for the administrator: par-level requests, locations and supply chains to decide, with counts, oldest first',
          response: { 200: envelope(worklistSchema) },
        },
      },
      async (request) => ok(await dashboard.worklist(requestLanguage(request))),
    );
  };
}
