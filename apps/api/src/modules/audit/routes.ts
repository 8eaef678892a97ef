import {
  activityPageSchema,
  envelope,
  idParamsSchema,
  TIMELINE_KINDS,
  TIMELINE_READERS,
  timelinePageSchema,
  timelineQuerySchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import type { TimelineService } from './service.js';

const tags = ['timeline'];

/**
 * `/timeline/{kind}/{id}`: a record's story, one route per kind so that each allows exactly the
 * user types of the record's own GET; and the administrator's view of a user's activity.
 */
export function timelineRoutes(timeline: TimelineService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of TIMELINE_KINDS) {
      const noun = kind.charAt(0).toUpperCase() + kind.slice(1);
      app.get(
        `/timeline/${kind}/:id`,
        {
          config: { allow: [...TIMELINE_READERS[kind]] as UserType[] },
          schema: {
            tags,
            operationId: `get${noun}Timeline`,
            summary: `A ${kind}'s story: who did what and when, newest first (visible to whoever may read the ${kind})`,
            params: idParamsSchema,
            querystring: timelineQuerySchema,
            response: { 200: envelope(timelinePageSchema) },
          },
        },
        async (request) => ok(await timeline.timeline(request.auth, kind, request.params.id, request.query)),
      );
    }
    app.get(
      '/user/:id/activity',
      {
        config: { allow: ['healthpro'] as UserType[] },
        schema: {
          tags,
          operationId: 'getUserActivity',
          summary: 'What a user did, or an administrator did acting as them, across records, newest first',
          params: idParamsSchema,
          querystring: timelineQuerySchema,
          response: { 200: envelope(activityPageSchema) },
        },
      },
      async (request) => ok(await timeline.activity(request.auth, request.params.id, request.query)),
    );
  };
}
