/** What the member does with a par-level request: ask for a change, edit it while pending, approve the supplier's proposal. */
import type { StockRequestKind } from '@rds/contract';
import type { AuthContext } from '../../platform/auth.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { conflict } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { stockPolicy } from '../stock/policy.js';
import { changedFields, recordAudit, statusChange } from '../audit/service.js';
import { notify, settleApprovals } from '../notifications/service.js';
import { checkRequestedPar } from './lines.js';
import * as repo from './repository.js';
import type { RequestContext } from './context.js';

/** The member asks to raise or lower a par level; one open request per stock. */
export async function askForParChange(
  ctx: RequestContext,
  auth: AuthContext,
  kind: StockRequestKind,
  input: { stockId: string; requestedParLevel: number; minimumExpiry: number },
) {
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const { stock: current, supplierId } = await ctx.stock.lockOwnStock(tx, auth, input.stockId);
      checkRequestedPar(kind, current.parLevel, input.requestedParLevel);
      stockPolicy.authorize(
        viewerOf(auth),
        { ...current, openRequest: await repo.findOpenRequest(tx, current._id) },
        kind === 'INCREASE' ? 'increase' : 'decrease',
      );
      const created = await repo.insertRequest(tx, {
        stockId: current._id,
        memberId: auth.user._id,
        supplierId,
        kind,
        parLevel: current.parLevel,
        requestedParLevel: input.requestedParLevel,
        minimumExpiry: input.minimumExpiry,
      });
      const row = await ctx.find(auth, created._id, tx);
      await notify(tx, {
        type: 'STOCK_REQUEST_CREATED',
        senderId: auth.user._id,
        params: { sender: auth.user.name, kind, product: row.product.name, from: String(current.parLevel), to: String(input.requestedParLevel) },
        ids: { stockRequestId: created._id, stockId: current._id },
        to: { supplier: created.supplierId },
        askForApproval: true,
      });
      await recordAudit(tx, auth, {
        action: `stockrequest.${kind.toLowerCase()}`,
        entityType: 'stock_request',
        entityId: created._id,
        detail: { to: created.status },
      });
      return created._id;
    });
    return ctx.get(auth, id);
  } catch (error) {
    if (isUniqueViolation(error, 'stock_requests_one_open_uq')) throw conflict('stockRequest.openExists', 'api.stockRequests.openExistsPlain');
    throw error;
  }
}

/** The member edits a request while it is pending; the version moves on, so an administrator's decision on the old one is refused. */
export async function editRequest(ctx: RequestContext, auth: AuthContext, id: string, input: { requestedParLevel: number; minimumExpiry: number }) {
  await ctx.db.transaction(async (tx) => {
    const { row, from, to } = await ctx.transitionRequest(tx, auth, id, 'edit', {
      changes: input,
      checkInvariants: async () => {
        const row = await ctx.find(auth, id, tx);
        checkRequestedPar(row.request.kind, row.stock.parLevel, input.requestedParLevel);
      },
    });
    await recordAudit(tx, auth, {
      action: 'stockrequest.update',
      entityType: 'stock_request',
      entityId: id,
      detail: { ...statusChange({ from, to }), changes: changedFields(row, input) },
    });
  });
  return ctx.get(auth, id);
}

/** The member approves the proposal it was shown (`seenVersion`); a revised one must be looked at again. */
export async function approveProposal(ctx: RequestContext, auth: AuthContext, id: string, seenVersion?: number) {
  await ctx.db.transaction(async (tx) => {
    const { from, to } = await ctx.transitionRequest(tx, auth, id, 'approveProposal', { seenVersion });
    await settleApprovals(tx, 'stockRequestId', id);
    const row = await ctx.find(auth, id, tx);
    await notify(tx, {
      type: 'STOCK_REQUEST_PROPOSAL_APPROVED',
      senderId: auth.user._id,
      params: { sender: auth.user.name, product: row.product.name },
      ids: { stockRequestId: id, stockId: row.stock._id },
      to: { supplier: row.request.supplierId },
    });
    await recordAudit(tx, auth, {
      action: 'stockrequest.approveProposal',
      entityType: 'stock_request',
      entityId: id,
      detail: { ...statusChange({ from, to }), version: seenVersion ?? null },
    });
  });
  return ctx.get(auth, id);
}
