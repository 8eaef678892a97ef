import { envelope, idParamsSchema, listQuerySchema, notificationListSchema, notificationSchema, streamTicketSchema, unseenSchema } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { notificationColumns } from './columns.js';
import type { LiveNotifications } from './live.js';
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

/** The live stream (decision 018): with the token in the header, or with a browser's one-use ticket. */
export function liveNotificationRoutes(live: LiveNotifications): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/notifications/stream/ticket',
      {
        config: { sessionOnly: true },
        schema: {
          tags: ['notifications'],
          operationId: 'createNotificationStreamTicket',
          summary: 'Get a one-use ticket (30 s) to open the notification stream from a browser',
          response: { 200: envelope(streamTicketSchema) },
        },
      },
      async (request) => ok(await live.issueTicket(request.auth)),
    );

    app.get(
      '/notifications/stream',
      {
        config: { ticket: true },
        schema: {
          tags: ['notifications'],
          operationId: 'streamNotifications',
          summary: 'Stream new notifications and the unseen count as server-sent events',
          description:
            'Events `notification` (as the list shows it) and `unseen` (as /notifications/unseen answers), each with an `id:`; ' +
            'a client that comes back with `Last-Event-ID` gets what it missed. A comment every 25 s. ' +
            'The token in Authorization, or a ticket from POST /notifications/stream/ticket in `ticket`.',
          querystring: z.object({ ticket: z.string().max(100).optional() }),
          produces: ['text/event-stream'],
          response: { 200: z.string().describe('A text/event-stream that stays open') },
        },
      },
      (request, reply) => live.open(request, reply),
    );
  };
}
