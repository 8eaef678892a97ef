import {
  commentCreateSchema,
  decisionSchema,
  envelope,
  idParamsSchema,
  listQuerySchema,
  recallReplaceSchema,
  replaceStockSchema,
  replacementAssignSchema,
  replacementPageSchema,
  replacementSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { replacementColumns } from './columns.js';
import type { ReplacementService } from './service.js';

const tags = ['replacements'];
const parties = { allow: ['member', 'supplier', 'healthpro'] as UserType[] };
const one = envelope(replacementSchema);

export function replacementRoutes(replacements: ReplacementService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/stock/:id/replace',
      {
        config: { allow: ['member', 'supplier'] as UserType[] },
        schema: {
          tags,
          operationId: 'replaceStock',
          summary: "Ask to replace units of this stock's lots with fresher lots (the supplier: only while the member lets it)",
          params: idParamsSchema,
          body: replaceStockSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await replacements.request(request.auth, request.params.id, request.body), 'api.replacements.requested'),
    );
    app.post(
      '/recall/:id/replace',
      {
        config: { allow: ['supplier', 'healthpro'] as UserType[] },
        schema: {
          tags: ['recalls', ...tags],
          operationId: 'replaceRecalledUnits',
          summary:
            "Offer a replacement of a member stock's recalled units still on hand (all of them, held for it) while the recall is active: you assign fresher lots, the member approves (the units leave as returned) or denies",
          params: idParamsSchema,
          body: recallReplaceSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await replacements.offerForRecall(request.auth, request.params.id, request.body), 'api.recalls.replacementOffered'),
    );
    app.get(
      '/stockreplacements',
      {
        config: parties,
        schema: {
          tags,
          operationId: 'listReplacements',
          summary: 'List stock replacements',
          querystring: listQuerySchema,
          response: { 200: envelope(replacementPageSchema) },
        },
      },
      async (request) => ok(await replacements.list(request.auth, request.query)),
    );
    app.get(
      '/stockreplacements.csv',
      {
        config: parties,
        schema: {
          tags,
          operationId: 'exportReplacementsCsv',
          summary: 'Export the stock replacements list as CSV',
          querystring: exportQuerySchema(listQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, { name: 'replacements', columns: replacementColumns, batches: replacements.exportRows(request.auth, request.query) }),
    );
    app.get(
      '/stockreplacement/:id',
      { config: parties, schema: { tags, operationId: 'getReplacement', summary: 'Read a stock replacement', params: idParamsSchema, response: { 200: one } } },
      async (request) => ok(await replacements.get(request.auth, request.params.id)),
    );
    app.post(
      '/stockreplacement/:id/assign',
      {
        config: { allow: ['supplier'] as UserType[] },
        schema: {
          tags,
          operationId: 'assignReplacementLots',
          summary: 'Assign (or revise) the fresher lots: as many units as go out',
          params: idParamsSchema,
          body: replacementAssignSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await replacements.assign(request.auth, request.params.id, request.body.stocks), 'api.stock.assignedWaiting'),
    );
    for (const decision of ['approve', 'deny'] as const) {
      app.patch(
        `/stockreplacement/:id/${decision}`,
        {
          config: { allow: ['member'] as UserType[] },
          schema: {
            tags,
            operationId: `${decision}Replacement`,
            summary:
              decision === 'approve'
                ? 'Approve the swap, as shown (`version`): the units move'
                : 'Deny the replacement, as shown (`version`): the units are released',
            params: idParamsSchema,
            body: decisionSchema,
            response: { 200: one },
          },
        },
        async (request) =>
          ok(
            await replacements.decide(request.auth, request.params.id, decision, request.body?.version),
            decision === 'approve' ? 'api.replacements.approved' : 'api.replacements.denied',
          ),
      );
    }
    app.post(
      '/stockreplacement/:id/comment',
      {
        config: parties,
        schema: {
          tags,
          operationId: 'commentOnReplacement',
          summary: 'Add a comment',
          params: idParamsSchema,
          body: commentCreateSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await replacements.comment(request.auth, request.params.id, request.body.comment), 'api.comment.added'),
    );
  };
}
