import {
  countCancelSchema,
  countCreateSchema,
  countLinesQuerySchema,
  countPageSchema,
  countSaveSchema,
  countSchema,
  decisionSchema,
  envelope,
  idParamsSchema,
  listQuerySchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { countColumns } from './columns.js';
import type { CountService } from './service.js';

const tags = ['counts'];
const operators = { allow: ['supplier', 'distributor', 'healthpro'] as UserType[] };
const one = envelope(countSchema);

export function countRoutes(counts: CountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/counts',
      {
        config: operators,
        schema: {
          tags,
          operationId: 'openCount',
          summary: 'Open a count of every lot at a location of yours (one open at a time per location)',
          body: countCreateSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await counts.open(request.auth, request.body), 'api.counts.opened'),
    );
    app.get(
      '/counts',
      {
        config: operators,
        schema: { tags, operationId: 'listCounts', summary: 'List counts', querystring: listQuerySchema, response: { 200: envelope(countPageSchema) } },
      },
      async (request) => ok(await counts.list(request.auth, request.query)),
    );
    app.get(
      '/counts.csv',
      {
        config: operators,
        schema: {
          tags,
          operationId: 'exportCountsCsv',
          summary: 'Export the counts list as CSV',
          querystring: exportQuerySchema(listQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) => sendCsv(request, reply, { name: 'counts', columns: countColumns, batches: counts.exportRows(request.auth, request.query) }),
    );
    app.get(
      '/count/:id',
      {
        config: operators,
        schema: {
          tags,
          operationId: 'getCount',
          summary: 'Read a count with its figures and a page of its lines (`limit`, `skip`, `search` on lot number or product name)',
          params: idParamsSchema,
          querystring: countLinesQuerySchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await counts.get(request.auth, request.params.id, request.query)),
    );
    app.patch(
      '/count/:id',
      {
        config: operators,
        schema: {
          tags,
          operationId: 'saveCount',
          summary: "Save counted lines (each records the lot's units now as expected) and found lots",
          params: idParamsSchema,
          body: countSaveSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await counts.save(request.auth, request.params.id, request.body), 'api.counts.saved'),
    );
    app.post(
      '/count/:id/submit',
      {
        config: operators,
        schema: {
          tags,
          operationId: 'submitCount',
          summary: "Submit: the variances apply, or wait for the administrator over the thresholds (the administrator's own apply at once)",
          params: idParamsSchema,
          body: decisionSchema,
          response: { 200: one },
        },
      },
      async (request) => {
        const count = await counts.submit(request.auth, request.params.id, request.body?.version);
        return ok(count, count.status === 'APPLIED' ? 'api.counts.applied' : 'api.counts.awaiting');
      },
    );
    app.post(
      '/count/:id/cancel',
      {
        config: operators,
        schema: {
          tags,
          operationId: 'cancelCount',
          summary: 'Cancel an abandoned open count: nothing moves, and the location may be counted again',
          params: idParamsSchema,
          body: countCancelSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await counts.cancel(request.auth, request.params.id, request.body), 'api.counts.cancelled'),
    );
    for (const decision of ['approve', 'deny'] as const) {
      app.post(
        `/count/:id/${decision}`,
        {
          config: { allow: ['healthpro'] as UserType[] },
          schema: {
            tags,
            operationId: `${decision}Count`,
            summary: decision === 'approve' ? 'Approve a waiting count, as shown (`version`): its variances apply' : 'Deny a waiting count: nothing moves',
            params: idParamsSchema,
            body: decisionSchema,
            response: { 200: one },
          },
        },
        async (request) =>
          ok(
            await counts.decide(request.auth, request.params.id, decision, request.body?.version),
            decision === 'approve' ? 'api.counts.approved' : 'api.counts.denied',
          ),
      );
    }
  };
}
