import { envelope, idParamsSchema, listQuerySchema, notificationListSchema, notificationSchema, unseenSchema } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { notificationColumns } from './columns.js';
import type { NotificationService } from './service.js';

export function notificationRoutes(notifications: NotificationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        schema: {
          tags: ['notifications'],
          operationId: 'listNotifications',
          summary: 'List my notifications',
          querystring: listQuerySchema,
          response: { 200: envelope(notificationListSchema) },
        },
      },
      async (request) => ok(await notifications.list(request.auth, request.query)),
    );

    app.get(
      '/notifications.csv',
      {
        schema: {
          tags: ['notifications'],
          operationId: 'exportNotificationsCsv',
          summary: 'Export the Notifications list as CSV',
          querystring: exportQuerySchema(listQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, { name: 'notifications', columns: notificationColumns, batches: notifications.exportRows(request.auth, request.query) }),
    );

    app.get(
      '/notifications/unseen',
      {
        schema: {
          tags: ['notifications'],
          operationId: 'countUnseenNotifications',
          summary: 'Count my unseen notifications',
          response: { 200: envelope(unseenSchema) },
        },
      },
      async (request) => ok(await notifications.unseen(request.auth)),
    );

    app.patch(
      '/notification/:id/seen',
      {
        schema: {
          tags: ['notifications'],
          operationId: 'markNotificationSeen',
          summary: 'Mark a notification seen',
          params: idParamsSchema,
          response: { 200: envelope(notificationSchema) },
        },
      },
      async (request) => ok(await notifications.markSeen(request.auth, request.params.id), 'api.notifications.seen'),
    );
  };
}
