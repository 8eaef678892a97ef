import { dashboardSchema, envelope } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import type { DashboardService } from './service.js';

export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/dashboard', { schema: { tags: ['dashboard'], response: { 200: envelope(dashboardSchema) } } }, async (request) =>
      ok(await dashboard.read(request.auth)),
    );
  };
}
