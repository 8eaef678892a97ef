/**
 * Par-level requests. This file wires the module's use cases together; each use case lives in a
 * file named for who acts (member-requests, administrator-decision, proposals, assignment, comments),
 * and every status change goes through `transitionRequest`, the platform transition on this record.
 */
import type { ListQuery, StockRequestKind } from '@rds/contract';
import type { Executor } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { transition } from '../../platform/transition.js';
import { decideRequest } from './administrator-decision.js';
import { markAssigned } from './assignment.js';
import { comment } from './comments.js';
import type { RequestContext, StockRequestDeps } from './context.js';
import { approveProposal, askForParChange, editRequest } from './member-requests.js';
import { stockRequestPolicy } from './policy.js';
import { presentRequests } from './presenter.js';
import { propose } from './proposals.js';
import * as repo from './repository.js';
import { stockRequestWorkflow } from './workflow.js';

export function createStockRequestService(deps: StockRequestDeps) {
  const { db } = deps;

  /**
   * Presents requests with their lines, in two queries however many requests there are: one request
   * with its comments' thread, a list with each request's count of them (a thread belongs to its
   * request's page, and a page of a hundred requests would carry every conversation in full).
   */
  async function present(auth: AuthContext, rows: repo.RequestRow[], tx: Executor = db, { thread = false } = {}) {
    const ids = rows.map((row) => row.request._id);
    const [lines, comments, counts] = await Promise.all([
      repo.linesOf(tx, ids),
      thread ? repo.commentsOf(tx, ids) : [],
      thread ? [] : repo.commentCountsOf(tx, ids),
    ]);
    return presentRequests(rows, lines, comments, counts, viewerOf(auth));
  }

  const ctx: RequestContext = {
    ...deps,
    async find(auth, id, tx = db) {
      const row = await repo.findRequest(tx, id, repo.visibleTo(auth.user));
      if (!row) throw notFound('api.notFound.record', { name: 'stockRequest' });
      return row;
    },
    async get(auth, id) {
      return ctx.show(auth, await ctx.find(auth, id));
    },
    show: async (auth, row, tx = db) => (await present(auth, [row], tx, { thread: true }))[0]!,
    transitionRequest: (tx, auth, id, event, { changes, ...steps } = {}) =>
      transition(tx, {
        workflow: stockRequestWorkflow,
        event,
        actor: auth.user.type,
        what: 'stockRequest',
        lock: (t) => repo.lockRequest(t, id, repo.visibleTo(auth.user)),
        authorize: (row) => stockRequestPolicy.authorize(viewerOf(auth), row, event),
        save: (t, to, version) => repo.saveTransition(t, id, to, version, changes),
        ...steps,
      }),
  };

  return {
    get: ctx.get,

    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listRequests(db, repo.visibleTo(auth.user), query);
      return { requests: await present(auth, rows), total };
    },

    /** Every stock request of the list, as the list shows them (same scope, search and sort), a batch at a time. */
    exportRows: (auth: AuthContext, query: Pick<ListQuery, 'search' | 'sort'>) =>
      cursorBatches(db, (tx) => repo.requestsQuery(tx, repo.visibleTo(auth.user), query).rows, { present: (tx, rows) => present(auth, rows, tx) }),

    create: (auth: AuthContext, kind: StockRequestKind, input: { stockId: string; requestedParLevel: number; minimumExpiry: number }) =>
      askForParChange(ctx, auth, kind, input),
    update: (auth: AuthContext, id: string, input: { requestedParLevel: number; minimumExpiry: number }) => editRequest(ctx, auth, id, input),
    decide: (auth: AuthContext, id: string, decision: 'approve' | 'deny', seenVersion?: number, reason?: string) =>
      decideRequest(ctx, auth, id, decision, seenVersion, reason),
    propose: (auth: AuthContext, id: string, rawLines: object[]) => propose(ctx, auth, id, rawLines),

    /** The spec's `stock/{id}/assign`: a proposal for the open request of a stock. */
    async proposeForStock(auth: AuthContext, stockId: string, rawLines: object[]) {
      const open = await repo.findOpenRequest(db, stockId);
      if (!open || !(await repo.findRequest(db, open._id, repo.visibleTo(auth.user)))) throw notFound('api.notFound.openRequest');
      return propose(ctx, auth, open._id, rawLines);
    },

    approveProposal: (auth: AuthContext, id: string, seenVersion?: number) => approveProposal(ctx, auth, id, seenVersion),
    markAssigned: (auth: AuthContext, id: string) => markAssigned(ctx, auth, id),
    comment: (auth: AuthContext, id: string, text: string) => comment(ctx, auth, id, text),
  };
}

export type StockRequestService = ReturnType<typeof createStockRequestService>;
