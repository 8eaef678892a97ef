/** The administrator approves or denies a pending par-level request, as it was shown to them. */
import type { AuthContext } from '../../platform/auth.js';
import { recordAudit } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import type { RequestContext } from './service.js';

export async function decideRequest(ctx: RequestContext, auth: AuthContext, id: string, decision: 'approve' | 'deny', seenVersion?: number) {
  await ctx.db.transaction(async (tx) => {
    await ctx.transitionRequest(tx, auth, id, decision, { seenVersion });
    const row = await ctx.find(auth, id, tx);
    await notify(tx, {
      type: decision === 'approve' ? 'STOCK_REQUEST_APPROVED' : 'STOCK_REQUEST_DENIED',
      senderId: auth.user._id,
      message: `The par-level request for ${row.product.name} for ${row.Member.name} (${row.request.parLevel} to ${row.request.requestedParLevel}) was ${decision === 'approve' ? 'approved' : 'denied'}`,
      messageMain: decision === 'approve' ? 'Par-level request approved' : 'Par-level request denied',
      ids: { stockRequestId: id, stockId: row.stock._id },
      to: { member: row.request.memberId },
    });
    await recordAudit(tx, auth, { action: `stockrequest.${decision}`, entityType: 'stock_request', entityId: id, detail: { version: seenVersion ?? null } });
  });
  return ctx.get(auth, id);
}
