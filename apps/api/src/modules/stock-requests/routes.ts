import {
  commentCreateSchema,
  decisionSchema,
  envelope,
  idParamsSchema,
  listQuerySchema,
  MESSAGE_KEYS,
  parLevelRequestSchema,
  parLevelUpdateSchema,
  stockProposalSchema,
  stockRequestPageSchema,
  stockRequestSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { columnsFor, csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { stockRequestColumns } from './columns.js';
import type { StockRequestService } from './service.js';

const tags = ['stock requests'];
const member = { allow: ['member'] as UserType[] };
const supplier = { allow: ['supplier'] as UserType[] };
const parties = { allow: ['member', 'supplier', 'healthpro'] as UserType[] };
const one = envelope(stockRequestSchema);

export function stockRequestRoutes(requests: StockRequestService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/stock/increase',
      {
        config: member,
        schema: {
          tags,
          operationId: 'requestParLevelIncrease',
          summary: 'Ask to raise the par level of a stock',
          body: parLevelRequestSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await requests.create(request.auth, 'INCREASE', request.body), MESSAGE_KEYS.stockIncreaseGenerated),
    );
    app.post(
      '/stock/decrease',
      {
        config: member,
        schema: {
          tags,
          operationId: 'requestParLevelDecrease',
          summary: 'Ask to lower the par level of a stock',
          body: parLevelRequestSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await requests.create(request.auth, 'DECREASE', request.body), MESSAGE_KEYS.stockDecreaseGenerated),
    );
    app.get(
      '/stockrequests',
      {
        config: parties,
        schema: {
          tags,
          operationId: 'listStockRequests',
          summary: 'List par-level requests',
          querystring: listQuerySchema,
          response: { 200: envelope(stockRequestPageSchema) },
        },
      },
      async (request) => ok(await requests.list(request.auth, request.query)),
    );
    app.get(
      '/stockrequests.csv',
      {
        config: parties,
        schema: {
          tags,
          operationId: 'exportStockRequestsCsv',
          summary: 'Export the stock requests list as CSV',
          querystring: exportQuerySchema(listQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, {
          name: 'stock-requests',
          columns: columnsFor(stockRequestColumns, request.auth.user.type),
          batches: requests.exportRows(request.auth, request.query),
        }),
    );
    app.get(
      '/stockrequest/:id',
      {
        config: parties,
        schema: { tags, operationId: 'getStockRequest', summary: 'Read a par-level request', params: idParamsSchema, response: { 200: one } },
      },
      async (request) => ok(await requests.get(request.auth, request.params.id)),
    );
    app.patch(
      '/stockrequest/:id',
      {
        config: member,
        schema: {
          tags,
          operationId: 'updateStockRequest',
          summary: 'Edit a pending request',
          params: idParamsSchema,
          body: parLevelUpdateSchema,
          response: { 200: one },
        },
      },
      async (request) => {
        const updated = await requests.update(request.auth, request.params.id, request.body);
        return ok(updated, updated.kind === 'INCREASE' ? MESSAGE_KEYS.stockIncreaseUpdated : 'api.stockRequests.decreaseUpdated');
      },
    );
    app.patch(
      '/stockrequest/:id/approve',
      {
        config: { allow: ['healthpro', 'member'] as UserType[] },
        schema: {
          tags,
          operationId: 'approveStockRequest',
          summary: 'Administrator: approve the request. Member: approve the proposed lots. `version`: the one the person was shown.',
          params: idParamsSchema,
          body: decisionSchema,
          response: { 200: one },
        },
      },
      async (request) =>
        request.auth.user.type === 'healthpro'
          ? ok(await requests.decide(request.auth, request.params.id, 'approve', request.body?.version), 'api.stockRequests.approved')
          : ok(await requests.approveProposal(request.auth, request.params.id, request.body?.version), 'api.stockRequests.proposalApproved'),
    );
    app.patch(
      '/stockrequest/:id/deny',
      {
        config: { allow: ['healthpro'] as UserType[] },
        schema: {
          tags,
          operationId: 'denyStockRequest',
          summary: 'Deny a request, with a reason',
          params: idParamsSchema,
          body: decisionSchema,
          response: { 200: one },
        },
      },
      async (request) =>
        ok(await requests.decide(request.auth, request.params.id, 'deny', request.body?.version, request.body?.reason), 'api.stockRequests.denied'),
    );
    app.patch(
      '/stockrequest/:id/increase/approve',
      {
        config: supplier,
        schema: {
          tags,
          operationId: 'proposeStockRequestLines',
          summary: 'Propose (or revise) the lines of a request',
          params: idParamsSchema,
          body: stockProposalSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await requests.propose(request.auth, request.params.id, request.body.stocks), 'api.stock.assignedWaiting'),
    );
    app.post(
      '/stock/:id/assign',
      {
        config: supplier,
        schema: {
          tags,
          operationId: 'proposeLinesForStock',
          summary: 'Propose (or revise) the lines of the open request of a stock',
          params: idParamsSchema,
          body: stockProposalSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await requests.proposeForStock(request.auth, request.params.id, request.body.stocks), 'api.stock.assignedWaiting'),
    );
    app.patch(
      '/stockrequest/:id/paid',
      {
        config: supplier,
        schema: {
          tags,
          operationId: 'markStockRequestPaid',
          summary: 'Mark paid (increase) or assigned (decrease): the units move',
          params: idParamsSchema,
          response: { 200: one },
        },
      },
      async (request) => {
        const assigned = await requests.markAssigned(request.auth, request.params.id);
        return ok(assigned, assigned.kind === 'INCREASE' ? 'api.stockRequests.paid' : 'api.stockRequests.assigned');
      },
    );
    app.post(
      '/stockrequest/:id/comment',
      {
        config: parties,
        schema: {
          tags,
          operationId: 'commentOnStockRequest',
          summary: 'Add a comment',
          params: idParamsSchema,
          body: commentCreateSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await requests.comment(request.auth, request.params.id, request.body.comment), 'api.comment.added'),
    );
  };
}
