import {
  decisionSchema,
  envelope,
  idParamsSchema,
  recallActivationSchema,
  recallCreateSchema,
  recallDetailSchema,
  recallDisposeSchema,
  recallEditSchema,
  recallListQuerySchema,
  recallPageSchema,
  recallRevertSchema,
  recallTasksOpenSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRouteSchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { recallTraceColumns } from './columns.js';
import type { RecallService } from './service.js';

const tags = ['recalls'];
const readers = { allow: ['member', 'supplier', 'distributor', 'healthpro'] as UserType[] };
const makers = { allow: ['supplier', 'healthpro'] as UserType[] };
const one = envelope(recallDetailSchema);
/** How many of a member's open recall tasks its dashboard lists (the newest). */
const RECALL_TASKS_SHOWN = 5;

export function recallRoutes(recalls: RecallService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/recalls',
      {
        config: makers,
        schema: {
          tags,
          operationId: 'createRecall',
          summary: "Make a recall of a product's lots (every lot when none is named), as a draft: nothing is frozen until it is activated",
          body: recallCreateSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await recalls.create(request.auth, request.body), 'api.recalls.created'),
    );
    app.get(
      '/recalls',
      {
        config: readers,
        schema: {
          tags,
          operationId: 'listRecalls',
          summary:
            "List recalls: the administrator all, a supplier its products' and those at its locations, a distributor those at its locations, a member those it holds units of",
          querystring: recallListQuerySchema,
          response: { 200: envelope(recallPageSchema) },
        },
      },
      async (request) => ok(await recalls.list(request.auth, request.query)),
    );
    app.get(
      '/recall/:id',
      {
        config: readers,
        schema: {
          tags,
          operationId: 'getRecall',
          summary: 'Read a recall with your part of its trace (by member, location and lot), its tasks, dispositions and completion',
          params: idParamsSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await recalls.get(request.auth, request.params.id)),
    );
    app.get(
      '/recall/:id/trace.csv',
      {
        config: readers,
        schema: {
          tags,
          operationId: 'exportRecallTraceCsv',
          summary: "Export your part of a recall's trace as CSV, a row per lot",
          params: idParamsSchema,
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, {
          name: 'recall-trace',
          columns: recallTraceColumns,
          batches: (async function* () {
            yield await recalls.traceRows(request.auth, request.params.id);
          })(),
        }),
    );
    app.patch(
      '/recall/:id',
      {
        config: makers,
        schema: {
          tags,
          operationId: 'editRecall',
          summary: 'Edit a draft recall, as shown (`version`)',
          params: idParamsSchema,
          body: recallEditSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await recalls.edit(request.auth, request.params.id, request.body), 'api.recalls.edited'),
    );
    app.post(
      '/recall/:id/activate',
      {
        config: makers,
        schema: {
          tags,
          operationId: 'activateRecall',
          summary:
            'Put a draft recall into force: every matching lot holding units is frozen and traced, each holder told; answers the trace summary (`inTransit`: units of the lots in orders not completed, and held for pending transfers and open replacements)',
          params: idParamsSchema,
          body: decisionSchema,
          response: { 200: envelope(recallActivationSchema) },
        },
      },
      async (request) => ok(await recalls.activate(request.auth, request.params.id, request.body?.version), 'api.recalls.activated'),
    );
    app.post(
      '/recall/:id/dispose',
      {
        config: { allow: ['supplier', 'distributor', 'healthpro'] as UserType[] },
        schema: {
          tags,
          operationId: 'disposeRecallUnits',
          summary:
            'Record units of a recalled lot at your location returned, destroyed or not found (LOST): they leave through the ledger as an adjustment naming the recall',
          params: idParamsSchema,
          body: recallDisposeSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await recalls.dispose(request.auth, request.params.id, request.body), 'api.recalls.disposed'),
    );
    app.post(
      '/recall/:id/close',
      {
        config: makers,
        schema: {
          tags,
          operationId: 'closeRecall',
          summary: 'Close an active recall once every located unit is returned, destroyed or lost (else a 409 with what remains); its lots unfreeze',
          params: idParamsSchema,
          body: decisionSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await recalls.close(request.auth, request.params.id, request.body?.version), 'api.recalls.closed'),
    );
    app.post(
      '/recall/:id/revert',
      {
        config: { allow: ['healthpro'] as UserType[] },
        schema: {
          tags,
          operationId: 'revertRecall',
          summary: 'Revert an active recall started by mistake (a note says why): its lots unfreeze; its tasks and dispositions stay',
          params: idParamsSchema,
          body: recallRevertSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await recalls.revert(request.auth, request.params.id, request.body), 'api.recalls.reverted'),
    );
    app.get(
      '/recalltasks/open',
      {
        config: { allow: ['member'] as UserType[] },
        schema: {
          tags,
          operationId: 'openRecallTasks',
          summary: 'Your recall tasks not yet done (of active recalls): how many, and the newest few, for the dashboard',
          response: { 200: envelope(recallTasksOpenSchema) },
        },
      },
      async (request) => ok(await recalls.openTasks(request.auth.user._id, RECALL_TASKS_SHOWN)),
    );
    app.post(
      '/recalltask/:id/acknowledge',
      {
        config: { allow: ['member'] as UserType[] },
        schema: {
          tags,
          operationId: 'acknowledgeRecallTask',
          summary: 'Acknowledge your task in a recall; answers the recall',
          params: idParamsSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await recalls.acknowledge(request.auth, request.params.id), 'api.recalls.acknowledged'),
    );
  };
}
