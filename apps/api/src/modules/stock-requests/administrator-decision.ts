/** The administrator approves or denies a pending par-level request, as it was shown to them. */
import type { AuthContext } from '../../platform/auth.js';
import { recordAudit, statusChange } from '../audit/service.js';
import { denialParams, notify, settleApprovals } from '../notifications/service.js';
import type { RequestContext } from './context.js';

export async function decideRequest(ctx: RequestContext, auth: AuthContext, id: string, decision: 'approve' | 'deny', seenVersion?: number, reason?: string) {
  // A denial keeps its reason (blank reads as none); an approval clears any earlier one.
  const decisionReason = decision === 'deny' && reason ? reason : null;
  await ctx.db.transaction(async (tx) => {
    const { from, to } = await ctx.transitionRequest(tx, auth, id, decision, { seenVersion, changes: { decisionReason } });
    await settleApprovals(tx, 'stockRequestId', id);
    const row = await ctx.find(auth, id, tx);
    await notify(tx, {
      type: decision === 'approve' ? 'STOCK_REQUEST_APPROVED' : 'STOCK_REQUEST_DENIED',
      senderId: auth.user._id,
      params: {
        product: row.product.name,
        member: row.Member.name,
        from: String(row.request.parLevel),
        to: String(row.request.requestedParLevel),
        ...denialParams(decisionReason),
      },
      ids: { stockRequestId: id, stockId: row.stock._id },
      to: { member: row.request.memberId },
    });
    await recordAudit(tx, auth, {
      action: `stockrequest.${decision}`,
      entityType: 'stock_request',
      entityId: id,
      detail: { ...statusChange({ from, to }), version: seenVersion ?? null },
    });
  });
  return ctx.get(auth, id);
}
