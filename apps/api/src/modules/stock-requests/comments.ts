/** A comment from the member or the supplier on a par-level request; the other side is told. */
import type { AuthContext } from '../../platform/auth.js';
import { recordAudit } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import { viewerOf } from '../../platform/policy.js';
import { stockRequestPolicy } from './policy.js';
import * as repo from './repository.js';
import type { RequestContext } from './context.js';

/** Answers the request with its thread as the comment's transaction sees it: no second read of the request. */
export async function comment(ctx: RequestContext, auth: AuthContext, id: string, text: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await ctx.find(auth, id, tx);
    stockRequestPolicy.authorize(viewerOf(auth), row.request, 'comment');
    await repo.insertComment(tx, { stockRequestId: id, senderId: auth.user._id, comment: text });
    await notify(tx, {
      type: 'STOCK_REQUEST_COMMENT',
      senderId: auth.user._id,
      params: { sender: auth.user.name, product: row.product.name, text: text.length > 140 ? `${text.slice(0, 137)}...` : text },
      ids: { stockRequestId: id, stockId: row.stock._id },
      to: { member: row.request.memberId, supplier: row.request.supplierId },
    });
    await recordAudit(tx, auth, { action: 'stockrequest.comment', entityType: 'stock_request', entityId: id });
    return ctx.show(auth, row, tx);
  });
}
