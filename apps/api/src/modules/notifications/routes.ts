import { envelope, idParamsSchema, listQuerySchema, notificationListSchema, notificationSchema, unseenSchema } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import type { NotificationService } from './service.js';

export function notificationRoutes(notifications: NotificationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        schema: { tags: ['notifications'], querystring: listQuerySchema, response: { 200: envelope(notificationListSchema) } },
      },
      async (request) => ok(await notifications.list(request.auth, request.query)),
    );

    app.get('/notifications/unseen', { schema: { tags: ['notifications'], response: { 200: envelope(unseenSchema) } } }, async (request) =>
      ok(await notifications.unseen(request.auth)),
    );

    app.patch(
      '/notification/:id/seen',
      { schema: { tags: ['notifications'], params: idParamsSchema, response: { 200: envelope(notificationSchema) } } },
      async (request) => ok(await notifications.markSeen(request.auth, request.params.id), 'Marked as seen'),
    );
  };
}
